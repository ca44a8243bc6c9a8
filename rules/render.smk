rule render:
    input:
        tables=lambda wildcards: tables_of(wildcards.sheet_id),
        validation=BUILD / "{sheet_id}" / "validation.json",
        templates=["templates/sheet.html.j2", "templates/sheet.css"],
        code=[STAGE_CODE] + source_files("pipeline.render"),
    output:
        html=BUILD / "{sheet_id}" / "sheet.html",
        pdf=BUILD / "{sheet_id}" / "sheet.pdf",
    params:
        page_size=config["pdf"]["page_size"],
    log:
        BUILD / "logs" / "render" / "{sheet_id}.log",
    run:
        from pipeline.stages import run_render

        run_render(
            BUILD / wildcards.sheet_id / "tables",
            input.validation,
            params.page_size,
            output.html,
            output.pdf,
            log[0],
        )
