"""A sheet's card decks: the cards chosen (`cards`), laid out, the long ones in smaller
type down to a floor and continued past it, then the print-shop deck (one card per page,
bleed, crop marks, optional backs) and the 9-up home deck."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd
from markupsafe import Markup, escape

from pipeline.games import load_game
from pipeline.model.deck import DeckSpec
from pipeline.render.cards import (
    SIZE_STEPS,
    WEAPONS,
    Card,
    Entry,
    Key,
    initial_size,
    pages_per_card,
    rule_cards,
    rule_entries,
    sheet_tables,
    table_cards,
    weapon_entries,
)
from pipeline.render.chosen import ChosenCards
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
from pipeline.render.fits import CardFit, FitMemory, card_keys
from pipeline.render.imposition import impose_nine_up
from pipeline.render.pdf import layout, pdf_bytes, rendering
from pipeline.render.printshop import print_shop_deck


def sheet_cards(
    tables: dict[str, pd.DataFrame],
    units: str = "as-printed",
    only: set[Key] | None = None,
    errata_source: bool = False,
) -> list[Card]:
    """The cards of one sheet: weapons first, then rules and tables in the sheet's order,
    each marked with the date of the latest erratum that changed it (and its document,
    with `errata_source`).

    With `only` (rows as (table, key)), the cards of those rows alone, as a deck you choose
    or an errata deck holds them: the weapons named, the rules whose card holds one of
    them (with their sub-entries and tables), the tables no rule shows that hold one."""
    game = tables["sheets"]["game"].iloc[0]
    if only is not None:
        # A boolean Series, not a list: an empty list would select no columns of a sheet
        # without weapons (an Epic sheet's errata deck), not no rows.
        weapons = tables["weapons"]
        weapons_kept = weapons["weapon_id"].map(lambda weapon_id: ("weapons", weapon_id) in only).astype(bool)
        tables = {**tables, "weapons": weapons[weapons_kept]}
    material = sheet_tables(tables, cell_text)
    weapons = weapon_entries(
        tables,
        load_game(game).weapon_columns,
        lambda band: (band_label(in_units(band, units)), format_band(in_units(band, units))),
        cell_text,
    )
    rules = rule_entries(tables, material, render_markdown)
    entries, table_list = rules.entries, table_cards(material, rules.used_tables)
    if only is not None:
        entries = [entry for entry in entries if any(key in only for key in entry.all_keys())]
        table_list = [card for card in table_list if any(key in only for key in card.all_keys())]
    others = rule_cards(entries) + table_list
    others.sort(key=lambda card: min(card.source_lines, default=0))
    if len(weapons) == 1 and weapons[0].tables and weapons[0].tables[0].blocks:  # the weapons in one table
        blocks = weapons[0].tables[0].blocks
        table_card = Card(anchor="", kind="group", title=WEAPONS, entries=weapons)
        table_card.source_lines = [block.source_line for block in blocks]
        cards = [table_card, *others]
    else:
        cards = rule_cards(weapons) + others
    marks = errata_marks(tables, with_document=errata_source)

    def mark(badges: list[str], keys: list[Key]) -> None:
        latest = sorted({marks[key] for key in keys if key in marks})
        if latest:
            badges.append(f"errata {latest[-1]}")

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
# Lines of padding a continued card tries, one more at each try, before it stays as it is.
BALANCE_TRIES = 12
# One line at the floor size (6.5 pt, line-height 1.22), in millimetres.
FLOOR_LINE_MM = 6.5 * 1.22 * 25.4 / 72
# A card filling more of its one card than this does not hold on one card a size up, where
# its text is typically 9 % taller: over the 1049 cards of the real and fixture sheets laid
# out at every size, none filling more than 0.891 did. A card filling less may, and is
# tried a size up: the estimate it starts from is its length alone.
GROW_FILL = 0.90


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


def filled(page: Any) -> float:
    """How much of a laid-out card's height its text takes, from its top to the foot of
    its last line, row or image (its title and footer, in the margins, aside)."""
    from weasyprint.formatting_structure import boxes

    page_box = page._page_box
    top = page_box.content_box_y()
    bottom = top
    for child in page_box.children:
        if isinstance(child, boxes.MarginBox):
            continue
        for box in child.descendants():
            if isinstance(box, boxes.LineBox | boxes.TableRowBox | boxes.ReplacedBox):
                bottom = max(bottom, box.position_y + box.margin_height())
    return (bottom - top) / page_box.height


def _ends_with_colon(page: Any) -> bool:
    lines = _body_lines(page)
    return bool(lines) and lines[max(lines)].rstrip().endswith(":")


def _unbalanced(pages: list[Any]) -> bool:
    """A continued card whose last card holds a few lines, or one of whose cards ends with
    the announcement of what the next holds."""
    return len(pages) > 1 and (body_lines(pages[-1]) < MIN_LINES or any(map(_ends_with_colon, pages[:-1])))


@dataclass
class _Balancing:
    """A continued card being balanced: its pages as they stand, the lines its first card
    ends higher in the next try, and the last number of lines to try."""

    pages: list[Any]
    extra: int
    last: int


def _balancing(cards: list[Card], pages: dict[str, list[Any]]) -> dict[str, _Balancing]:
    """The cards of `cards` (at their final size) whose continuation is unbalanced: each
    will try ending its first card a little higher, line by line from the lines its last
    card lacks, until the last holds `MIN_LINES` and none ends with a colon."""
    balancing = {}
    for card in cards:
        laid = pages[card.anchor]
        if _unbalanced(laid) and len(laid) <= REBALANCE_PAGES:
            missing = max(MIN_LINES - body_lines(laid[-1]), 1)
            balancing[card.anchor] = _Balancing(laid, missing, missing + BALANCE_TRIES - 1)
    return balancing


def _can_shrink(card: Card, pages: dict[str, list[Any]]) -> bool:
    """Whether a card runs over one card and a smaller size is left to try."""
    return len(pages[card.anchor]) > 1 and card.size < SIZE_STEPS - 1


def _may_grow(card: Card, pages: dict[str, list[Any]]) -> bool:
    """Whether a card on one card may hold on one card a size up (see `GROW_FILL`)."""
    laid = pages[card.anchor]
    return len(laid) == 1 and card.size > 0 and filled(laid[0]) <= GROW_FILL


def _padding(first_page: int, lines: int) -> str:
    """`lines` floor-size lines of padding at the foot of page `first_page`: a continued
    card's first card ends that much higher."""
    return f"@page :nth({first_page}) {{ padding-bottom: {lines * FLOOR_LINE_MM:.2f}mm; }}"


def _first_layout(
    template: Any, context: dict[str, Any], cards: list[Card], known: dict[str, CardFit]
) -> tuple[Any, dict[str, list[Any]], dict[str, CardFit]]:
    """(document, pages of each card, the fits it used) of the first layout: the cards
    whose fit is `known` first, each at its size with its padding, then the others at
    their estimated size. A known card taking other than its number of cards (a memory
    that should not be wrong) has every card laid out again as if none were known."""
    for card in cards:
        card.size = known[card.anchor].size if card.anchor in known else initial_size(card)
    ordered = [card for card in cards if card.anchor in known] + [card for card in cards if card.anchor not in known]
    padding, first_page = [], 1
    for card in ordered[: len(known)]:
        fit = known[card.anchor]
        if fit.padding_lines:
            padding.append(_padding(first_page, fit.padding_lines))
        first_page += fit.pages
    css = context["extra_css"] + "".join(padding)
    document = layout(template.render(**{**context, "extra_css": css}, cards=ordered))
    pages = pages_per_card(document, ordered)
    if any(len(pages[anchor]) != fit.pages for anchor, fit in known.items()):
        return _first_layout(template, context, cards, {})
    return document, pages, known


def lay_out(cards: list[Card], context: dict[str, Any], fits: FitMemory | None = None) -> bytes:
    """The cards one per page with bleed: each in the largest type that holds it on one
    card, down to the floor; past the floor it continues on the next card, which holds at
    least `MIN_LINES` lines.

    The first layout lays each card out at the size its length suggests. Each further
    layout holds every card still being fitted: the overflowing ones one size down, those
    on one card that may hold a size up (`_may_grow`) one size up, and a try of each
    unbalanced one. The tries
    come first, each one's padding on the page it starts on (`@page :nth`): a try that
    takes another number of cards shifts the tries after it, which are laid out again.

    With `fits`, a card it remembers (the same card laid out before) takes its size and
    padding in the first layout and is not fitted again; every card's fit is then
    remembered. The cards come out the same either way."""
    template = print_template("cards.html.j2")
    context = {"extra_css": "", **context}
    keys = card_keys(template, context, cards) if fits is not None else {}
    known = {anchor: fit for anchor, key in keys.items() if fits is not None and (fit := fits.recall(key))}
    with rendering():
        document, pages, known = _first_layout(template, context, cards, known)
        padded = {anchor: fit.padding_lines for anchor, fit in known.items() if fit.padding_lines}
        fitting = [card for card in cards if card.anchor not in known]
        shrinking = [card for card in fitting if _can_shrink(card, pages)]
        growing = [card for card in fitting if _may_grow(card, pages)]
        balancing = _balancing([card for card in fitting if not _can_shrink(card, pages)], pages)
        while shrinking or growing or balancing:
            tries = [card for card in cards if card.anchor in balancing]
            padding, first_page = [], 1
            for card in tries:
                padding.append(_padding(first_page, balancing[card.anchor].extra))
                first_page += len(balancing[card.anchor].pages)
            for card in shrinking:
                card.size += 1
            for card in growing:
                card.size -= 1
            css = context["extra_css"] + "".join(padding)
            resized = tries + shrinking + growing
            laid = pages_per_card(layout(template.render(**{**context, "extra_css": css}, cards=resized)), resized)
            for card in tries:
                state, trial = balancing[card.anchor], laid[card.anchor]
                if len(trial) > len(state.pages):  # a card more: kept as it was; the tries after it moved
                    del balancing[card.anchor]
                    break
                if not _unbalanced(trial):
                    pages[card.anchor] = trial
                    padded[card.anchor] = state.extra
                    del balancing[card.anchor]
                elif state.extra == state.last:
                    del balancing[card.anchor]
                else:
                    state.extra += 1
                if len(trial) < len(state.pages):  # a card fewer: the tries after it moved too
                    break
            pages.update({card.anchor: laid[card.anchor] for card in shrinking})
            done = [card for card in shrinking if not _can_shrink(card, pages)]
            shrinking = [card for card in shrinking if _can_shrink(card, pages)]
            balancing.update(_balancing(done, pages))
            held = [card for card in growing if len(laid[card.anchor]) == 1]
            for card in growing:
                if card in held:
                    pages[card.anchor] = laid[card.anchor]
                else:  # a size up runs over: the size below is its largest
                    card.size += 1
            growing = [card for card in held if _may_grow(card, pages)]
        deck = document.copy([page for card in cards for page in pages[card.anchor]])
        fronts = pdf_bytes(deck)
    if fits is not None:
        for card in cards:
            fits.remember(keys[card.anchor], CardFit(card.size, padded.get(card.anchor, 0), len(pages[card.anchor])))
    return fronts


def deck_files(fronts: bytes, options: PrintOptions, title: str, language: str) -> tuple[bytes, bytes]:
    """(print-shop deck, 9-up home deck) of laid-out cards."""
    metadata = {"/Title": f"{title} — cartes (9 par page)", "/Subject": "Cartes de référence"}
    return (
        print_shop_deck(fronts, options.card_back, options.theme),
        impose_nine_up(fronts, options.page_size, metadata, language),
    )


def render_cards(
    tables: dict[str, pd.DataFrame], options: PrintOptions = DEFAULT_OPTIONS, fits: FitMemory | None = None
) -> tuple[bytes, bytes]:
    """(print-shop deck: one card per page with bleed and crop marks, home deck: 9-up with
    crop marks); `fits` as `lay_out` takes it."""
    context = common_context(tables, options)
    sheet = context["sheet"]
    title = {"title": f"{sheet['title']} — cartes", "footer": sheet["title"]}
    fronts = lay_out(sheet_cards(tables, options.units), {**context, **title}, fits)
    return deck_files(fronts, options, sheet["title"], sheet["language"])


def render_errata_deck(
    tables: dict[str, pd.DataFrame], options: PrintOptions = DEFAULT_OPTIONS, fits: FitMemory | None = None
) -> bytes | None:
    """The 9-up deck of the cards whose data an erratum changed, each marked with the
    date and document of its latest erratum, so a player prints only what changed; None
    when the sheet has no errata."""
    errata = tables["errata"]
    only = set(zip(errata["target_table"], errata["target_key"], strict=True))
    cards = sheet_cards(tables, options.units, only, errata_source=True) if only else []
    if not cards:
        return None
    context = common_context(tables, options)
    sheet = context["sheet"]
    title = f"{sheet['title']} — errata"
    fronts = lay_out(cards, {**context, "title": f"{title} — cartes", "footer": title}, fits)
    return deck_files(fronts, options, title, sheet["language"])[1]


def render_decks(
    tables: dict[str, pd.DataFrame],
    options: PrintOptions,
    cards_path: Path,
    cards_print_path: Path,
    fits: FitMemory | None = None,
) -> None:
    """Both card decks of one sheet, written to their files (its errata deck is
    `render_errata_deck`, rendered beside them)."""
    cards_print, cards = render_cards(tables, options, fits)
    cards_print_path.write_bytes(cards_print)
    cards_path.write_bytes(cards)


def _names(values: Iterable[str]) -> str:
    return ", ".join(dict.fromkeys(values))


def contents_card(title: str, parts: list[tuple[dict[str, pd.DataFrame], ChosenCards]]) -> Card:
    """The first card of a deck you choose: what it holds, sheet by sheet."""
    entries = []
    for tables, chosen in parts:
        weapons = tables["weapons"].set_index("weapon_id").loc[list(chosen.weapon_ids), "name"]
        rules = tables["rules"].set_index("rule_id").loc[list(chosen.rule_ids)]
        top = rules[~rules["parent_rule_id"].isin(chosen.rule_ids)]["name"]
        lines = [(WEAPONS, _names(weapons)), ("Règles", _names(top))]
        html = "".join(f"<p><em>{escape(label)} :</em> {escape(names)}</p>" for label, names in lines if names)
        entries.append(Entry(name=str(tables["sheets"]["title"].iloc[0]), html=Markup(html)))
    return Card(anchor="", kind="contents", title=title, entries=entries)


def render_chosen_deck(
    spec: DeckSpec,
    parts: list[tuple[dict[str, pd.DataFrame], ChosenCards]],
    options: PrintOptions = DEFAULT_OPTIONS,
    fits: FitMemory | None = None,
) -> tuple[bytes, bytes]:
    """(print-shop deck, 9-up deck) of a deck you choose: a first card saying what it holds,
    then the cards of the weapons and rules it names with every rule they reference."""
    cards = [contents_card(spec.title, parts)]
    for tables, chosen in parts:
        only = {("weapons", key) for key in chosen.weapon_ids} | {("rules", key) for key in chosen.rule_ids}
        cards += sheet_cards(tables, options.units, only)
    for number, card in enumerate(cards, start=1):
        card.anchor = f"card-{number}"
    context = common_context(parts[0][0], options)
    fronts = lay_out(cards, {**context, "title": f"{spec.title} — cartes", "footer": spec.title}, fits)
    return deck_files(fronts, options, spec.title, context["sheet"]["language"])
