"""Fitting cards (`pipeline.render.deck.lay_out`): each card in the deck's type size, a
card just over one card in the smaller size when that holds it on one (just over two, on
two), a longer one continued with its breaks where a reader expects them; what fitting
found remembered (`pipeline.render.fits`), so a deck laid out again takes one layout and
the same bytes."""

from __future__ import annotations

import dataclasses
from functools import cache
from itertools import pairwise
from pathlib import Path
from typing import Any

import pandas as pd
import pytest

import pipeline.render.deck as deck
from pipeline.render.breaks import MIN_LINES, ends_sentence, line_count, page_lines
from pipeline.render.context import DEFAULT_OPTIONS, common_context
from pipeline.render.fits import FIT_FORMAT, CardFit, FitMemory
from tests.conftest import parsed


def _context(tables: dict[str, pd.DataFrame], **changes: Any) -> dict[str, Any]:
    return {**common_context(tables, DEFAULT_OPTIONS), "title": "t", "footer": "f", **changes}


def _lay_out(tables: dict[str, pd.DataFrame], fits: FitMemory | None = None) -> tuple[bytes, list[str]]:
    """(the deck's fronts, the HTML of each card layout it took)."""
    laid_out = _laid_out(tables, fits)
    return laid_out.fronts, laid_out.layouts


@dataclasses.dataclass
class LaidOut:
    fronts: bytes
    layouts: list[str]  # the HTML of each card layout it took
    cards: list[deck.Card]
    pages: dict[str, list[Any]]  # each card's pages in the deck


def _laid_out(tables: dict[str, pd.DataFrame], fits: FitMemory | None) -> LaidOut:
    layouts: list[str] = []
    written: list[Any] = []
    real_layout, real_pdf_bytes = deck.layout, deck.pdf_bytes

    def counting_layout(html: str) -> Any:
        layouts.append(html)
        return real_layout(html)

    def keeping(document: Any, *args: Any, **kwargs: Any) -> bytes:
        written.append(document)
        return real_pdf_bytes(document, *args, **kwargs)

    cards = deck.sheet_cards(tables)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(deck, "layout", counting_layout)
        patch.setattr(deck, "pdf_bytes", keeping)
        fronts = deck.lay_out(cards, _context(tables), fits)
    return LaidOut(fronts, layouts, cards, deck.pages_per_card(written[0], [card.anchor for card in cards]))


def _cards_in(html: str) -> int:
    return html.count('<section class="card ')


@pytest.fixture(scope="module")
def warmachine() -> dict[str, pd.DataFrame]:
    return parsed("warmachine-core").tables


@cache
def _first_layout(sheet_id: str, sizes: int = deck.SIZES) -> tuple[LaidOut, FitMemory]:
    """A sheet's deck laid out as a first build does (in its first `sizes` type sizes), and
    the fits it found: several tests read the same one, a layout takes seconds."""
    fits = FitMemory()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(deck, "SIZES", sizes)
        laid_out = _laid_out(parsed(sheet_id).tables, fits)
    return laid_out, fits


def _laid_out_cards(sheet_id: str, sizes: int = deck.SIZES) -> tuple[list[deck.Card], FitMemory, dict[str, list[Any]]]:
    """A sheet's cards after fitting (in the first `sizes` type sizes), their fits, and
    each one's pages in the deck."""
    laid_out, fits = _first_layout(sheet_id, sizes)
    return laid_out.cards, fits, laid_out.pages


@pytest.mark.parametrize("sheet_id", ["antares-freeborn", "warmachine-core"])
def test_a_card_just_over_one_card_takes_the_smaller_size_when_it_then_holds(sheet_id):
    cards, fits, pages = _laid_out_cards(sheet_id)
    sizes = [fit.size for fit in fits.used.values()]
    assert sizes.count(1) >= 1 and sizes.count(0) > 3 * sizes.count(1)  # the deck's size, mostly
    # The smaller size only where it holds the card on one, or on fewer cards than the
    # deck's size does (just over two cards, its third a third full).
    _, at_deck_size, _ = _laid_out_cards(sheet_id, sizes=1)
    smaller = {key: fit for key, fit in fits.used.items() if fit.size == 1}
    assert all(fit.pages == 1 or fit.pages < at_deck_size.used[key].pages for key, fit in smaller.items())
    for card in cards:
        assert len(pages[card.anchor]) >= 1


@pytest.mark.parametrize("sheet_id", ["antares-algoryn", "antares-freeborn", "warmachine-core"])
def test_a_continued_card_breaks_between_sentences_never_on_a_colon_and_ends_full_enough(sheet_id):
    cards, _, pages = _laid_out_cards(sheet_id)
    continued = [card for card in cards if len(pages[card.anchor]) > 1]
    assert continued
    for card in continued:
        lines = [page_lines(page) for page in pages[card.anchor]]
        assert line_count(lines[-1]) >= MIN_LINES, card.title
        for page, following in pairwise(lines):
            last = page[-1]
            assert not last.text.rstrip().endswith(":"), card.title
            if following[0].block == last.block and not last.in_table:  # one paragraph over two cards
                assert ends_sentence(last.text), (card.title, last.text)


def test_a_deck_laid_out_again_with_its_fits_takes_one_layout_and_the_same_bytes(warmachine, tmp_path):
    laid_out, first = _first_layout("warmachine-core")
    fronts, layouts = laid_out.fronts, laid_out.layouts
    assert len(layouts) >= 3  # the first, cards a size smaller, cards with their breaks moved
    assert fronts == _lay_out(warmachine)[0]  # remembering changes nothing
    fits = list(first.used.values())
    assert len(fits) == _cards_in(layouts[0])
    assert {fit.size for fit in fits} == {0, 1} and any(fit.breaks for fit in fits)
    first.save(tmp_path / "fits.json")
    again, layouts = _lay_out(warmachine, FitMemory.load(tmp_path / "fits.json"))
    assert len(layouts) == 1 and again == fronts
    assert "break-before: page" in layouts[0]  # the breaks found, forced in that one layout


def test_a_changed_card_alone_is_fitted_again(warmachine):
    """An erratum changes a word of a card that runs over one card: with the fits of the
    deck before, only that card is laid out again, and the deck is the one a first layout
    makes."""
    before = FitMemory(_first_layout("warmachine-core")[1].used)
    rules = warmachine["rules"].copy()
    changed = rules["rule_id"] == "warmachine-core:pietinement"
    rules.loc[changed, "text"] = rules.loc[changed, "text"].str.replace("la", "le", n=1)
    edited = {**warmachine, "rules": rules}
    cold, cold_layouts = _lay_out(edited)
    fronts, layouts = _lay_out(edited, before)
    assert fronts == cold
    assert 2 <= len(layouts) < len(cold_layouts)
    assert all(_cards_in(html) == 1 and "PIÉTINEMENT" in html for html in layouts[1:])


def test_a_wrong_memory_changes_nothing_but_the_time(warmachine):
    """Every card remembered on one card at the deck's size: the long ones take more, so
    that memory is not trusted and they are fitted as on a first layout."""
    cold = _first_layout("warmachine-core")[0].fronts
    htmls = deck.card_htmls(deck.sheet_cards(warmachine), _context(warmachine))
    keys = deck.fit_keys(htmls, _context(warmachine))
    wrong = FitMemory({key: CardFit(size=0, band=0, breaks=(), pages=1) for key in keys.values()})
    fronts, _ = _lay_out(warmachine, wrong)
    assert fronts == cold


def test_a_memory_that_cannot_be_read_is_empty(tmp_path):
    key = "0" * 64
    (tmp_path / "damaged.json").write_text('{"format": 1, "fits": {', encoding="utf-8")
    (tmp_path / "older.json").write_text(
        f'{{"format": {FIT_FORMAT - 1}, "fits": {{"{key}": {{"size": 0, "padding_lines": 0, "pages": 1}}}}}}',
        encoding="utf-8",
    )
    (tmp_path / "odd.json").write_text(f'{{"format": {FIT_FORMAT}, "fits": {{"{key}": [1]}}}}', encoding="utf-8")
    files = [tmp_path / name for name in ("missing.json", "damaged.json", "older.json", "odd.json")]
    assert FitMemory.load(*files).recall(key) is None
    kept = FitMemory({"stale": CardFit(1, 0, (), 1)})
    kept.remember(key, CardFit(0, 2, ((".12", 140), (".15", None)), 2))
    kept.save(tmp_path / "fits" / "deck.json")
    loaded = FitMemory.load(tmp_path / "fits" / "deck.json")
    assert loaded.recall(key) == CardFit(0, 2, ((".12", 140), (".15", None)), 2)
    assert loaded.recall("stale") is None  # only the cards of the last layout are kept
    assert [path.name for path in (tmp_path / "fits").iterdir()] == ["deck.json"]
    (tmp_path / "file").write_text("", encoding="utf-8")
    assert not kept.save(tmp_path / "file" / "deck.json")  # its folder is a file: not written, no error


def test_a_card_key_is_what_lays_it_out(warmachine):
    """Not its number in the deck, the sheet lines it comes from, the deck's title or
    footer (another deck finds it); but its text, and the stylesheets of the theme."""
    context = _context(warmachine)
    card = deck.sheet_cards(warmachine)[3]
    card.anchor = "card-4"

    def key(card: deck.Card, context: dict[str, Any]) -> str:
        (found,) = deck.fit_keys(deck.card_htmls([card], context), context).values()
        return found

    elsewhere = dataclasses.replace(card, anchor="card-40", source_lines=[1, 2])
    other_deck = {**context, "title": "Mon deck — cartes", "footer": "Mon deck"}
    assert key(elsewhere, other_deck) == key(card, context)
    others = [
        key(dataclasses.replace(card, title=card.title + " II"), context),
        key(card, {**context, "theme": "ink-saver"}),
        key(card, {**context, "extra_css": "@page { padding-bottom: 1mm; }"}),
        key(card, {**context, "sheet": {**context["sheet"], "language": "en"}}),
    ]
    assert len({key(card, context), *others}) == 5


def test_every_deck_kind_keeps_its_fits_apart(tmp_path):
    from pipeline.workflow.paths import DeckPaths, SheetPaths

    sheet = SheetPaths(tmp_path, "deck-a")
    names = {sheet.card_fits, sheet.errata_card_fits, DeckPaths(tmp_path, "a").card_fits}
    assert len(names) == 3 and all(Path(path).parent == tmp_path / ".card-fits" for path in names)
