rule publish:
    input:
        rule_files=[COMMON_FILE, "rules/publish.smk"],
        config_file=CONFIG_FILE,
        reports=expand(SHEET.parse_report, sheet_id=SHEETS),
        coverage=expand(SHEET.coverage, sheet_id=SHEETS),
        validation=expand(SHEET.validation, sheet_id=SHEETS),
        tables=expand(list(SHEET.tables.values()), sheet_id=SHEETS),
        rendered=expand(SHEET.render_status, sheet_id=SHEETS),
        pdfs=expand(list(SHEET.rendered.values()), sheet_id=SHEETS),
        code=[*STAGE_CODE, *source_files("pipeline.publish.release")],
        templates=["templates/report.html.j2"],
        schemas=expand("schemas/tables/{table}.schema.json", table=TABLES),
    output:
        # update(): publish keeps the last good output of a sheet that failed this time, so
        # Snakemake must not delete these files before the job (it backs them up instead).
        data=update(OUTPUT.data_files(config["csv"]["spreadsheet"])),
        reports=update(OUTPUT.report_files(sorted(SHEETS))),
        pdf=update(directory(OUTPUT.pdf)),
        documents=update(directory(OUTPUT.documents)),
        status=PUBLISHED,
    params:
        spreadsheet_csv=config["csv"]["spreadsheet"],
    log:
        BUILD / "logs" / "publish.log",
    run:
        from pipeline.workflow.stages import run_publish

        run_publish(BUILD, sorted(SHEETS), OUTPUT.output_dir, params.spreadsheet_csv, PUBLISHED, Path(log[0]))
