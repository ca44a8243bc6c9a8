rule parse:
    input:
        rule_files=[COMMON_FILE, "rules/parse.smk"],
        sheet=sheet_file,
        errata=errata_file,
        code=parse_code,
    output:
        rows=BUILD / "{sheet_id}" / "parsed.json",
        coverage=BUILD / "{sheet_id}" / "coverage.parquet",
        report=BUILD / "{sheet_id}" / "parse-report.json",
    log:
        BUILD / "logs" / "parse" / "{sheet_id}.log",
    run:
        from pipeline.stages import run_parse

        run_parse(SHEETS[wildcards.sheet_id], RAW_DIR, output.rows, output.coverage, output.report, log[0])
