rule validate:
    input:
        tables=lambda wildcards: tables_of(wildcards.sheet_id),
        parse_report=BUILD / "{sheet_id}" / "parse-report.json",
        code=[STAGE_CODE] + source_files("pipeline.validate"),
        schemas=expand("schemas/tables/{table}.schema.json", table=TABLES),
    output:
        BUILD / "{sheet_id}" / "validation.json",
    log:
        BUILD / "logs" / "validate" / "{sheet_id}.log",
    run:
        from pipeline.stages import run_validate

        run_validate(
            SHEETS[wildcards.sheet_id],
            BUILD / wildcards.sheet_id / "tables",
            input.parse_report,
            output[0],
            log[0],
        )
