rule parse:
    input:
        sheet=sheet_file,
        code=parse_code,
        schemas=expand("schemas/tables/{table}.schema.json", table=TABLES),
    output:
        tables=[str(BUILD / "{sheet_id}" / "tables" / f"{table}.parquet") for table in TABLES],
        coverage=BUILD / "{sheet_id}" / "coverage.parquet",
        report=BUILD / "{sheet_id}" / "parse-report.json",
    log:
        BUILD / "logs" / "parse" / "{sheet_id}.log",
    run:
        from pipeline.stages import run_parse

        run_parse(
            SHEETS[wildcards.sheet_id],
            RAW_DIR,
            BUILD / wildcards.sheet_id / "tables",
            output.coverage,
            output.report,
            log[0],
        )
