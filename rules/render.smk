rule render:
    input:
        rule_files=[COMMON_FILE, "rules/render.smk"],
        config_file=CONFIG_FILE,
        validation=SHEET.validation,
        tables=list(SHEET.tables.values()),
        templates=PRINT_TEMPLATES,
        fonts=FONT_FILES,
        code=render_code,
    output:
        html=SHEET.html,
        status=SHEET.render_status,
        **SHEET.rendered,
    params:
        page_size=config["pdf"]["page_size"],
        theme=config["pdf"]["theme"],
    log:
        SHEET.log("render"),
    run:
        from pipeline.workflow.stages import run_render

        run_render(
            SheetPaths(BUILD, wildcards.sheet_id),
            params.page_size,
            params.theme,
            workers=workflow.cores,
        )
