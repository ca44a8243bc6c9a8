rule validate:
    input:
        rule_files=[COMMON_FILE, "rules/validate.smk"],
        rows=BUILD / "{sheet_id}" / "parsed.json",
        parse_report=BUILD / "{sheet_id}" / "parse-report.json",
        code=[STAGE_CODE, *source_files("pipeline.validate")],
        schemas=expand("schemas/tables/{table}.schema.json", table=TABLES),
    output:
        # Also writes build/<sheet_id>/tables/<table>.parquet, the typed tables, before
        # validation.json; validation.json stands for them downstream (see render.smk).
        validation=BUILD / "{sheet_id}" / "validation.json",
    log:
        BUILD / "logs" / "validate" / "{sheet_id}.log",
    run:
        from pipeline.stages import run_validate

        run_validate(
            SHEETS[wildcards.sheet_id],
            input.rows,
            input.parse_report,
            BUILD / wildcards.sheet_id / "tables",
            output.validation,
            log[0],
        )
