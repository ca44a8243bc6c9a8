rule render:
    input:
        rule_files=[COMMON_FILE, "rules/render.smk"],
        config_file=CONFIG_FILE,
        # validate writes the typed tables together with validation.json, which stands
        # for them here: fewer declared files keep the DAG quick at hundreds of sheets.
        validation=BUILD / "{sheet_id}" / "validation.json",
        templates=PRINT_TEMPLATES,
        fonts=FONT_FILES,
        code=[STAGE_CODE, *source_files("pipeline.render")],
    output:
        html=BUILD / "{sheet_id}" / "sheet.html",
        pdf=BUILD / "{sheet_id}" / "sheet.pdf",
        cards=BUILD / "{sheet_id}" / "cards.pdf",
        cards_print=BUILD / "{sheet_id}" / "cards-print.pdf",
    params:
        page_size=config["pdf"]["page_size"],
        theme=config["pdf"]["theme"],
    log:
        BUILD / "logs" / "render" / "{sheet_id}.log",
    run:
        from pipeline.stages import run_render

        run_render(
            BUILD / wildcards.sheet_id / "tables",
            input.validation,
            params.page_size,
            params.theme,
            {name: output[name] for name in ("html", "pdf", "cards", "cards_print")},
            log[0],
            workers=workflow.cores,
        )
