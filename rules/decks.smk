# One job per deck you choose (decks/<name>.yaml): the cards it names, from the tables of
# the sheets it takes them from. Editing a deck file reruns that deck alone (and publish).
rule deck:
    input:
        deck=deck_file,
        sheets=deck_sheet_reports,
        code=deck_inputs,
    output:
        **DECK.rendered,
        # Written last: it stands for the deck's PDFs downstream.
        report=DECK.report,
    params:
        pdf=config["pdf"],
        sheet_ids=sorted(SHEETS),
    log:
        DECK.log,
    run:
        from pipeline.workflow.stages import run_deck

        run_deck(
            Path(input.deck),
            BUILD,
            params.sheet_ids,
            DeckPaths(BUILD, wildcards.deck),
            params.pdf,
            workers=build_cores(workflow),
        )
