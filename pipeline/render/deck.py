"""A sheet's card decks: every card laid out, the long ones in smaller type down to a
floor, then the print-shop deck (one card per page, bleed) and the 9-up home deck."""

from __future__ import annotations

from pathlib import Path

import pandas as pd

from pipeline.games import load_game
from pipeline.render.cards import SIZE_STEPS, initial_size, pages_per_card, rule_cards, weapon_cards
from pipeline.render.context import (
    DEFAULT_OPTIONS,
    PrintOptions,
    band_label,
    cell_text,
    common_context,
    errata_marks,
    format_band,
    print_template,
    render_markdown,
)
from pipeline.render.imposition import impose_nine_up
from pipeline.render.pdf import layout, pdf_bytes, render_lock
from pipeline.render.printshop import print_shop_deck


def render_cards(tables: dict[str, pd.DataFrame], options: PrintOptions = DEFAULT_OPTIONS) -> tuple[bytes, bytes]:
    """(print-shop deck: one card per page with bleed and crop marks, home deck: 9-up with crop marks)."""
    context = common_context(tables, options)
    game = context["sheet"]["game"]
    columns = load_game(game).weapon_columns
    weapons = weapon_cards(
        tables, columns, lambda band: (band_label(band), format_band(band)), cell_text, render_markdown
    )
    cards = weapons + rule_cards(tables, render_markdown, start=len(weapons) + 1)
    marks = errata_marks(tables)
    weapon_ids = tables["weapons"].groupby("name")["weapon_id"].apply(list).to_dict()
    for card in cards:
        keys = [("weapons", weapon_id) for weapon_id in weapon_ids.get(card.title, [])] if card.kind == "weapon" else []
        keys += [("rules", card.key)] if card.kind == "rule" else []
        dates = sorted(marks[key] for key in keys if key in marks)
        if dates:
            card.badges.append(f"errata {dates[-1]}")
        card.size = initial_size(card)
    template = print_template("cards.html.j2")
    with render_lock:
        document = layout(template.render(**context, cards=cards))
        pages = pages_per_card(document, cards)
        for card in cards:
            # Too long: smaller type, down to the floor; past it the card continues on the next.
            while len(pages[card.anchor]) > 1 and card.size < SIZE_STEPS - 1:
                card.size += 1
                alone = layout(template.render(**context, cards=[card]))
                pages[card.anchor] = alone.pages
        deck = document.copy([page for card in cards for page in pages[card.anchor]])
        fronts = pdf_bytes(deck)
    sheet = context["sheet"]
    metadata = {"/Title": f"{sheet['title']} — cartes (9 par page)", "/Subject": "Cartes de référence"}
    return (
        print_shop_deck(fronts, options.card_back, options.theme),
        impose_nine_up(fronts, options.page_size, metadata, sheet["language"]),
    )


def render_decks(
    tables: dict[str, pd.DataFrame], options: PrintOptions, cards_path: Path, cards_print_path: Path
) -> None:
    """Both card decks of one sheet, written to their files."""
    cards_print, cards = render_cards(tables, options)
    cards_print_path.write_bytes(cards_print)
    cards_path.write_bytes(cards)
