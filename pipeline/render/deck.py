"""A sheet's card decks: the cards chosen (`cards`), laid out, the long ones in smaller
type down to a floor and continued past it, then the print-shop deck (one card per page,
bleed, crop marks, optional backs) and the 9-up home deck."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pandas as pd
from markupsafe import Markup, escape

from pipeline.games import load_game
from pipeline.model.deck import DeckSpec
from pipeline.render.breaks import Plan, apply_plan, next_breaks, number_blocks, page_lines
from pipeline.render.cards import (
    WEAPONS,
    Card,
    card_table,
    pages_per_card,
    rule_cards,
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
from pipeline.render.entries import Entry, Key, rule_entries, sheet_tables
from pipeline.render.fits import CardFit, FitMemory, card_keys
from pipeline.render.imposition import impose_nine_up
from pipeline.render.numbering import footer_band, with_numbers
from pipeline.render.pdf import layout, pdf_bytes, rendering
from pipeline.render.printshop import print_shop_deck
from pipeline.render.typography import WORD_JOINER, french_text, inline_spaces


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
    material.grids = {name: card_table(grid) for name, grid in material.grids.items()}
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


# Layouts of the cards being fitted after the first: a card still wanting a break after
# these is kept as it was last laid out.
FIT_ROUNDS = 6
# The card type sizes (cards.css, `size-0` and `size-1`): the deck's, and the floor a card
# that runs just over one card is tried at before it continues.
SIZES = 2


@dataclass
class _Fitting:
    """Where a card stands in its fitting: its size and forced breaks, the breaks tried,
    and its pages as last laid out (with the size and plan they were laid out with)."""

    size: int = 0
    plan: Plan = ()
    tried: set[tuple[str, int | None]] = field(default_factory=set)
    stage: str = "first"  # first | smaller | breaks | done
    pages: list[Any] = field(default_factory=list)
    laid: tuple[int, Plan] = (0, ())
    first_pages: list[Any] = field(default_factory=list)
    # A card just over two cards at the deck's size (see `_settle`):
    # those pages and their layout, while it is tried at the smaller size.
    fallback: tuple[list[Any], tuple[int, Plan]] | None = None


def _laid_out(
    template: Any, context: dict[str, Any], htmls: list[str], anchors: list[str]
) -> tuple[Any, dict[str, list[Any]]]:
    """(the document, the pages of each card) of the cards laid out together."""
    document = layout(template.render(**context, card_htmls=[Markup(html) for html in htmls]))
    return document, pages_per_card(document, anchors)


def _sized(html: str, size: int) -> str:
    return html.replace(" size-0 ", f" size-{size} ", 1)


def _relative(plan: Plan, anchor: str) -> tuple[tuple[str, int | None], ...]:
    return tuple((block.removeprefix(anchor), offset) for block, offset in plan)


def _fix_breaks(fitting: _Fitting, html: str) -> None:
    """The next breaks of a card laid out at its size: laid out again with one break more
    forced, or done."""
    lines = [page_lines(page) for page in fitting.pages]
    wanted = next_breaks(apply_plan(html, fitting.plan), lines, fitting.plan, fitting.tried)
    if wanted == fitting.plan:
        _settle(fitting)
    else:
        fitting.plan, fitting.stage = wanted, "breaks"
        fitting.tried.update(wanted)


def _settle(fitting: _Fitting) -> None:
    """A card whose breaks are fixed is done, unless it takes three cards at the deck's
    size: it is then tried at the smaller size, its breaks fixed anew, and keeps that size
    only if it then takes two (a third card for a few lines is a page for nobody). Longer
    rules keep the deck's size: one body size where the content allows."""
    # (Whether it then holds on two, only laying it out tells.)
    if fitting.fallback is None and fitting.size == 0 and len(fitting.pages) == 3 and SIZES > 1:
        fitting.fallback = (fitting.pages, fitting.laid)
        fitting.size, fitting.plan, fitting.tried, fitting.stage = 1, (), set(), "breaks"
        return
    if fitting.fallback is not None and len(fitting.pages) >= len(fitting.fallback[0]):
        _fall_back(fitting)
    fitting.stage = "done"


def _fall_back(fitting: _Fitting) -> None:
    """Back to the pages a card had at the deck's size (see `_settle`)."""
    if fitting.fallback is not None and fitting.size != fitting.fallback[1][0]:
        fitting.pages, fitting.laid = fitting.fallback
        fitting.size, fitting.plan = fitting.laid


def _next_step(fitting: _Fitting, html: str) -> None:
    """What a card's last layout tells: a card just over one card is tried a size smaller;
    one that does not hold on one card even so continues at the deck's size, its breaks
    fixed (`_fix_breaks`)."""
    if fitting.stage == "first":
        fitting.first_pages = fitting.pages
        # Just over one card: on two (a table kept whole may have left the first empty).
        if sum(1 for page in fitting.pages if page_lines(page)) == 2 and SIZES > 1:
            fitting.stage, fitting.size = "smaller", 1
            return
    elif fitting.stage == "smaller":
        if len(fitting.pages) == 1:
            fitting.stage = "done"
            return
        fitting.size, fitting.plan = 0, ()
        fitting.pages, fitting.laid = fitting.first_pages, (0, ())
    _fix_breaks(fitting, html)


def card_htmls(cards: list[Card], context: dict[str, Any]) -> dict[str, str]:
    """Each card's HTML, by anchor, its blocks numbered (`number_blocks`)."""
    module = print_template("cards.html.j2").make_module({"extra_css": "", **context, "card_htmls": []})
    return {card.anchor: number_blocks(inline_spaces(str(module.card_html(card))), card.anchor) for card in cards}


def fit_keys(htmls: dict[str, str], context: dict[str, Any]) -> dict[str, str]:
    """Each card's key in the fit memory (`pipeline.render.fits.card_keys`): its HTML in the
    document around the cards, without the title and footer of its margins."""
    around = {"extra_css": "", **context, "title": "", "footer": "", "card_htmls": []}
    return card_keys(str(print_template("cards.html.j2").make_module(around)), htmls)


def lay_out(cards: list[Card], context: dict[str, Any], fits: FitMemory | None = None) -> bytes:
    """The cards one per page with bleed, in the deck's type size; a card just over one card
    in the smaller size if that holds it on one (just over two, on two); a longer one continues on the next, in
    the deck's size, its breaks where a reader expects them (between sentences, never
    after a colon, five lines or more on its last card; see `pipeline.render.breaks`).

    The first layout holds every card; each further one, the cards still being fitted. With
    `fits`, a card it remembers (the same card laid out before) takes its size and breaks
    in the first layout and is not fitted again; every card's fit is then remembered. The
    cards come out the same either way."""
    template = print_template("cards.html.j2")
    band_css, footer_mm = footer_band(context.get("footer", ""), context["data_version"], len(cards))
    context = {**context, "extra_css": context.get("extra_css", "") + band_css}
    htmls = card_htmls(cards, context)
    keys = fit_keys(htmls, context) if fits is not None else {}
    known = {anchor: fit for anchor, key in keys.items() if fits is not None and (fit := fits.recall(key))}
    by_anchor = {card.anchor: card for card in cards}
    state = {anchor: _Fitting() for anchor in htmls}
    for anchor, fit in known.items():
        plan = tuple((anchor + block, offset) for block, offset in fit.breaks)
        state[anchor] = _Fitting(size=fit.size, plan=plan, stage="known")
        if fit.band:
            by_anchor[anchor].band = fit.band
            htmls.update(card_htmls([by_anchor[anchor]], context))
    first = None
    with rendering():
        for _ in range(2 + FIT_ROUNDS):
            pending = [anchor for anchor in htmls if state[anchor].stage != "done"]
            if not pending:
                break
            laid_html = [
                _sized(apply_plan(htmls[anchor], state[anchor].plan), state[anchor].size) for anchor in pending
            ]
            document, laid = _laid_out(template, context, laid_html, pending)
            first = first or document
            for anchor in pending:
                fitting = state[anchor]
                fitting.pages, fitting.laid = laid[anchor], (fitting.size, fitting.plan)
                card = by_anchor[anchor]
                if fitting.stage == "known":
                    if len(fitting.pages) == known[anchor].pages:
                        fitting.stage = "done"
                    else:  # a memory that should not be wrong: fitted anew
                        state[anchor] = _Fitting()
                elif len(fitting.pages) > 1 and not card.band and card.continued_title_lines > card.title_lines:
                    # Continued, its title takes a line more with " (suite)": its next cards'
                    # band grows. (Its pages so far stand until it is laid out again.)
                    card.band = card.continued_title_lines
                    htmls.update(card_htmls([card], context))
                    state[anchor] = _Fitting(pages=fitting.pages, laid=fitting.laid)
                else:
                    _next_step(fitting, htmls[anchor])
        for fitting in state.values():
            if fitting.stage != "done":  # out of rounds while tried smaller: as it was
                _fall_back(fitting)
        if lost := [anchor for anchor in htmls if not state[anchor].pages]:
            raise RuntimeError(f"cards laid out on no page: {', '.join(lost)}")
        identity = "\n".join(apply_plan(htmls[anchor], state[anchor].laid[1]) for anchor in htmls)
        fronts = pdf_bytes(first.copy([page for card in cards for page in state[card.anchor].pages]), identity)
        fronts = with_numbers(fronts, context, footer_mm)
    if fits is not None:
        for card in cards:
            fitting = state[card.anchor]
            size, plan = fitting.laid
            fit = CardFit(size, card.band, _relative(plan, card.anchor), len(fitting.pages))
            fits.remember(keys[card.anchor], fit)
    return fronts


def deck_files(fronts: bytes, options: PrintOptions, title: str, language: str) -> tuple[bytes, bytes]:
    """(print-shop deck, 9-up home deck) of laid-out cards."""
    metadata = {
        "/Title": french_text(f"{title} — cartes (9 par page)").replace(WORD_JOINER, ""),
        "/Subject": "Cartes de référence",
    }
    return (
        print_shop_deck(fronts, options.card_back, options.theme),
        impose_nine_up(fronts, options.page_size, metadata, language),
    )


@rendering()
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


@rendering()
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
        entries.append(Entry(name=str(tables["sheets"]["title"].iloc[0]), html=Markup(html), kind="contents"))
    return Card(anchor="", kind="contents", title=title, entries=entries)


@rendering()
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
