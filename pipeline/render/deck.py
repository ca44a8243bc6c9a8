"""A sheet's card decks: the cards chosen (`cards`), laid out, the long ones in smaller
type down to a floor and continued past it, then the print-shop deck (one card per page,
bleed, crop marks, optional backs) and the 9-up home deck."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pandas as pd

from pipeline.games import load_game
from pipeline.render.cards import (
    SIZE_STEPS,
    Card,
    initial_size,
    pages_per_card,
    rule_cards,
    rule_entries,
    sheet_tables,
    table_cards,
    weapon_cards,
)
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


def sheet_cards(tables: dict[str, pd.DataFrame]) -> list[Card]:
    """The cards of one sheet: weapons first, then rules and tables in the sheet's order,
    each marked with the date of the latest erratum that changed it."""
    game = tables["sheets"]["game"].iloc[0]
    material = sheet_tables(tables, cell_text)
    weapons = weapon_cards(
        tables,
        load_game(game).weapon_columns,
        lambda band: (band_label(band), format_band(band)),
        cell_text,
        render_markdown,
    )
    units = rule_entries(tables, material, render_markdown)
    others = rule_cards(units.entries) + table_cards(material, units.used_tables)
    others.sort(key=lambda card: min(card.source_lines, default=0))
    cards = weapons + others
    marks = errata_marks(tables)
    for number, card in enumerate(cards, start=1):
        card.anchor = f"card-{number}"
        dates = sorted({marks[key] for key in card.all_keys() if key in marks})
        if dates:
            card.badges.append(f"errata {dates[-1]}")
    return cards


def lay_out(cards: list[Card], context: dict[str, Any]) -> bytes:
    """The cards one per page with bleed: each in the largest type that holds it on one
    card, down to the floor; past the floor it continues on the next card."""
    for card in cards:
        card.size = initial_size(card)
    template = print_template("cards.html.j2")
    context = {"extra_css": "", **context}
    with render_lock:
        document = layout(template.render(**context, cards=cards))
        pages = pages_per_card(document, cards)
        for card in cards:
            while len(pages[card.anchor]) > 1 and card.size < SIZE_STEPS - 1:
                card.size += 1
                pages[card.anchor] = layout(template.render(**context, cards=[card])).pages
        deck = document.copy([page for card in cards for page in pages[card.anchor]])
        return pdf_bytes(deck)


def deck_files(fronts: bytes, options: PrintOptions, title: str, language: str) -> tuple[bytes, bytes]:
    """(print-shop deck, 9-up home deck) of laid-out cards."""
    metadata = {"/Title": f"{title} — cartes (9 par page)", "/Subject": "Cartes de référence"}
    return (
        print_shop_deck(fronts, options.card_back, options.theme),
        impose_nine_up(fronts, options.page_size, metadata, language),
    )


def render_cards(tables: dict[str, pd.DataFrame], options: PrintOptions = DEFAULT_OPTIONS) -> tuple[bytes, bytes]:
    """(print-shop deck: one card per page with bleed and crop marks, home deck: 9-up with crop marks)."""
    context = common_context(tables, options)
    sheet = context["sheet"]
    fronts = lay_out(sheet_cards(tables), {**context, "title": f"{sheet['title']} — cartes", "footer": sheet["title"]})
    return deck_files(fronts, options, sheet["title"], sheet["language"])


def render_decks(
    tables: dict[str, pd.DataFrame], options: PrintOptions, cards_path: Path, cards_print_path: Path
) -> None:
    """Both card decks of one sheet, written to their files."""
    cards_print, cards = render_cards(tables, options)
    cards_print_path.write_bytes(cards_print)
    cards_path.write_bytes(cards)
