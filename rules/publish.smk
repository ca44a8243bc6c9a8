rule publish:
    input:
        # Each sheet's report is written last by its job: it stands for its tables,
        # coverage and PDFs, which publish reads.
        reports=expand(SHEET.report, sheet_id=SHEETS),
        decks=expand(DECK.report, deck=DECKS),
        code=publish_inputs,
    output:
        # update(): publish keeps the last good output of a sheet that failed this time, so
        # Snakemake must not delete these files before the job (it backs them up instead).
        data=update(OUTPUT.data_files(config["csv"]["spreadsheet"])),
        reports=update(directory(OUTPUT.reports)),
        pdf=update(directory(OUTPUT.pdf)),
        documents=update(directory(OUTPUT.documents)),
        status=BUILD_FILES.published,
        state=update(BUILD_FILES.publish_state),
    params:
        sheet_ids=sorted(SHEETS),
        decks=sorted(DECKS),
        spreadsheet_csv=config["csv"]["spreadsheet"],
    log:
        BUILD / "logs" / "publish.log",
    run:
        from pipeline.workflow.stages import run_publish

        run_publish(BUILD, params.sheet_ids, params.decks, OUTPUT.output_dir, params.spreadsheet_csv, Path(log[0]))
