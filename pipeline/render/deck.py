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
    WEAPONS,
    Card,
    Key,
    initial_size,
    pages_per_card,
    rule_cards,
    rule_entries,
    sheet_tables,
    table_cards,
    weapon_entries,
)
from pipeline.render.context import (
    DEFAULT_OPTIONS,
    PrintOptions,
    band_label,
    cell_text,
    common_context,
    errata_marks,
    format_band,
    in_units,
    print_template,
    render_markdown,
)
from pipeline.render.imposition import impose_nine_up
from pipeline.render.pdf import layout, pdf_bytes, render_lock
from pipeline.render.printshop import print_shop_deck


def sheet_cards(tables: dict[str, pd.DataFrame], units: str = "as-printed") -> list[Card]:
    """The cards of one sheet: weapons first, then rules and tables in the sheet's order,
    each marked with the date of the latest erratum that changed it."""
    game = tables["sheets"]["game"].iloc[0]
    material = sheet_tables(tables, cell_text)
    weapons = weapon_entries(
        tables,
        load_game(game).weapon_columns,
        lambda band: (band_label(in_units(band, units)), format_band(in_units(band, units))),
        cell_text,
    )
    units = rule_entries(tables, material, render_markdown)
    others = rule_cards(units.entries) + table_cards(material, units.used_tables)
    others.sort(key=lambda card: min(card.source_lines, default=0))
    if len(weapons) == 1 and weapons[0].tables and weapons[0].tables[0].blocks:  # the weapons in one table
        blocks = weapons[0].tables[0].blocks
        table_card = Card(anchor="", kind="group", title=WEAPONS, entries=weapons)
        table_card.source_lines = [block.source_line for block in blocks]
        cards = [table_card, *others]
    else:
        cards = rule_cards(weapons) + others
    marks = errata_marks(tables)

    def mark(badges: list[str], keys: list[Key]) -> None:
        dates = sorted({marks[key] for key in keys if key in marks})
        if dates:
            badges.append(f"errata {dates[-1]}")

    for number, card in enumerate(cards, start=1):
        card.anchor = f"card-{number}"
        if card.named:  # a shared card: each entry (each weapon of a table) says what changed in it
            for entry in card.entries:
                if entry.name:
                    mark(entry.badges, entry.all_keys())
                for block in (block for table in entry.tables for block in table.blocks):
                    mark(block.badges, block.all_keys())
        mark(card.badges, card.keys if card.named else card.all_keys())
    return cards


# A card continued carries at least this many lines onto its last card.
MIN_LINES = 5
# Longer cards are not laid out again to balance them (each try lays the whole card out).
REBALANCE_PAGES = 40
# One line at the floor size (6.5 pt, line-height 1.22), in millimetres.
FLOOR_LINE_MM = 6.5 * 1.22 * 25.4 / 72


def _body_lines(page: Any) -> dict[float, str]:
    """The lines of text a laid-out card holds, by height (its title and footer, in the
    margins, aside)."""
    from weasyprint.formatting_structure import boxes

    lines: dict[float, str] = {}
    for child in page._page_box.children:
        if isinstance(child, boxes.MarginBox):
            continue
        for box in child.descendants():
            if isinstance(box, boxes.LineBox) and box.children:
                text = "".join(part.text for part in box.descendants() if isinstance(part, boxes.TextBox))
                top = round(box.position_y, 1)
                lines[top] = lines.get(top, "") + text
    return lines


def body_lines(page: Any) -> int:
    return len(_body_lines(page))


def _ends_with_colon(page: Any) -> bool:
    lines = _body_lines(page)
    return bool(lines) and lines[max(lines)].rstrip().endswith(":")


def _unbalanced(pages: list[Any]) -> bool:
    """A continued card whose last card holds a few lines, or one of whose cards ends with
    the announcement of what the next holds."""
    return len(pages) > 1 and (body_lines(pages[-1]) < MIN_LINES or any(map(_ends_with_colon, pages[:-1])))


def _rebalanced(card: Card, template: Any, context: dict[str, Any], pages: list[Any]) -> list[Any]:
    """An unbalanced continued card: its first card ends a little higher, line by line, until
    the last holds `MIN_LINES` and none ends with a colon (on as many cards as before)."""
    missing = max(MIN_LINES - body_lines(pages[-1]), 1)
    for extra in range(missing, missing + 12):
        css = f"@page :first {{ padding-bottom: {extra * FLOOR_LINE_MM:.2f}mm; }}"
        trial = layout(template.render(**{**context, "extra_css": context["extra_css"] + css}, cards=[card])).pages
        if len(trial) > len(pages):
            break
        if not _unbalanced(trial):
            return trial
    return pages


def lay_out(cards: list[Card], context: dict[str, Any]) -> bytes:
    """The cards one per page with bleed: each in the largest type that holds it on one
    card, down to the floor; past the floor it continues on the next card, which holds at
    least `MIN_LINES` lines."""
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
            if _unbalanced(pages[card.anchor]) and len(pages[card.anchor]) <= REBALANCE_PAGES:
                pages[card.anchor] = _rebalanced(card, template, context, pages[card.anchor])
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
    fronts = lay_out(
        sheet_cards(tables, options.units), {**context, "title": f"{sheet['title']} — cartes", "footer": sheet["title"]}
    )
    return deck_files(fronts, options, sheet["title"], sheet["language"])


def render_decks(
    tables: dict[str, pd.DataFrame], options: PrintOptions, cards_path: Path, cards_print_path: Path
) -> None:
    """Both card decks of one sheet, written to their files."""
    cards_print, cards = render_cards(tables, options)
    cards_print_path.write_bytes(cards_print)
    cards_path.write_bytes(cards)
