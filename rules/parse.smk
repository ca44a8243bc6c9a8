rule parse:
    input:
        rule_files=[COMMON_FILE, "rules/parse.smk"],
        sheet=sheet_file,
        errata=errata_file,
        code=parse_code,
    output:
        rows=SHEET.parsed,
        coverage=SHEET.coverage,
        report=SHEET.parse_report,
    log:
        SHEET.log("parse"),
    run:
        from pipeline.workflow.stages import run_parse

        run_parse(SHEETS[wildcards.sheet_id], RAW_DIR, SheetPaths(BUILD, wildcards.sheet_id))
