rule publish:
    input:
        rule_files=[COMMON_FILE, "rules/publish.smk"],
        config_file=CONFIG_FILE,
        # Each sheet's validation.json stands for its tables, parse report and coverage,
        # written in the same chain (see render.smk).
        validation=expand(BUILD / "{sheet_id}" / "validation.json", sheet_id=SHEETS),
        pdfs=expand(BUILD / "{sheet_id}" / "{pdf}.pdf", sheet_id=SHEETS, pdf=["sheet", "cards", "cards-print"]),
        code=[STAGE_CODE, *source_files("pipeline.publish")],
        templates=["templates/report.html.j2"],
        schemas=expand("schemas/tables/{table}.schema.json", table=TABLES),
    output:
        PUBLISHED,
    params:
        spreadsheet_csv=config["csv"]["spreadsheet"],
    log:
        BUILD / "logs" / "publish.log",
    run:
        from pipeline.publish import SheetBuild
        from pipeline.stages import run_publish

        builds = [
            SheetBuild(
                sheet_id=sheet_id,
                tables_dir=BUILD / sheet_id / "tables",
                report=BUILD / sheet_id / "parse-report.json",
                coverage=BUILD / sheet_id / "coverage.parquet",
                validation=BUILD / sheet_id / "validation.json",
                pdfs={
                    f"{sheet_id}.pdf": BUILD / sheet_id / "sheet.pdf",
                    f"{sheet_id}-cards.pdf": BUILD / sheet_id / "cards.pdf",
                    f"{sheet_id}-cards-print.pdf": BUILD / sheet_id / "cards-print.pdf",
                },
            )
            for sheet_id in sorted(SHEETS)
        ]
        run_publish(builds, OUTPUT, params.spreadsheet_csv, output[0], log[0])
