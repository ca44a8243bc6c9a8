# One job per sheet: parse -> validate -> render. The stages share the sheet's data in
# memory; a split into jobs would buy nothing but DAG work at hundreds of sheets.
rule sheet:
    input:
        sheet=sheet_file,
        entry=sheet_entry,
        code=sheet_inputs,
    output:
        coverage=SHEET.coverage,
        tables=directory(SHEET.tables_dir),
        html=SHEET.html,
        **SHEET.rendered,
        # Written last: it stands for the files above downstream.
        report=SHEET.report,
    params:
        pdf=config["pdf"],
    log:
        parse=SHEET.log("parse"),
        validate=SHEET.log("validate"),
        render=SHEET.log("render"),
    run:
        from pipeline.workflow.stages import run_sheet

        run_sheet(
            SHEETS[wildcards.sheet_id],
            RAW_DIR,
            SheetPaths(BUILD, wildcards.sheet_id),
            params.pdf,
            workers=build_cores(workflow),
            published_data=OUTPUT.data,
        )
