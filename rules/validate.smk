rule validate:
    input:
        rule_files=[COMMON_FILE, "rules/validate.smk"],
        rows=SHEET.parsed,
        parse_report=SHEET.parse_report,
        code=[*STAGE_CODE, *source_files("pipeline.contract.validate")],
        schemas=expand("schemas/tables/{table}.schema.json", table=TABLES),
    output:
        validation=SHEET.validation,
        tables=list(SHEET.tables.values()),
    log:
        SHEET.log("validate"),
    run:
        from pipeline.workflow.stages import run_validate

        run_validate(SHEETS[wildcards.sheet_id], SheetPaths(BUILD, wildcards.sheet_id))
