# The site (config `site`): one job per sheet, its page and search documents from its
# tables, and one per deck; publish puts them together with the index and the search
# data. Editing a site template reruns these jobs alone, never a sheet's PDFs.
rule site_page:
    input:
        # Written last by the sheet's job: it stands for its tables.
        report=SHEET.report,
        code=site_inputs,
    output:
        **SHEET.site,
    params:
        pdf=config["pdf"],
    log:
        SHEET.log("site"),
    run:
        from pipeline.workflow.stages import run_site_page

        run_site_page(SheetPaths(BUILD, wildcards.sheet_id), params.pdf)


rule site_deck:
    input:
        deck=deck_file,
        report=DECK.report,
        sheets=deck_sheet_reports,
        code=site_inputs,
    output:
        **DECK.site,
    params:
        pdf=config["pdf"],
        sheet_ids=sorted(SHEETS),
    log:
        DECK.site_log,
    run:
        from pipeline.workflow.stages import run_site_deck

        run_site_deck(Path(input.deck), BUILD, params.sheet_ids, DeckPaths(BUILD, wildcards.deck), params.pdf)
