rule publish:
    input:
        # Each sheet's report is written last by its job: it stands for its tables,
        # coverage and PDFs, which publish reads.
        reports=published_sheet_reports,
        decks=published_deck_reports,
        site=published_site_pages,
        code=publish_inputs,
    output:
        # What publish published, for the summary. The output directory itself is no
        # output of Snakemake's: publish writes each release whole beside it and switches
        # it in by one step (pipeline.publish.switch), which neither deletes nor backs up.
        status=BUILD_FILES.published,
    params:
        sheet_ids=sorted(SHEETS),
        decks=sorted(DECKS),
        spreadsheet_csv=config["csv"]["spreadsheet"],
        stray_errata=STRAY_ERRATA,
        site=SITE,
    log:
        BUILD / "logs" / "publish.log",
    run:
        from pipeline.workflow.stages import run_publish

        run_publish(
            BUILD,
            params.sheet_ids,
            params.decks,
            OUTPUT.output_dir,
            params.spreadsheet_csv,
            Path(log[0]),
            stray_errata=params.stray_errata,
            site=params.site,
        )
