"""Remembered card fits (`pipeline.render.fits`): a deck laid out again with the fits of
its last layout takes one layout and comes out byte for byte the same; a changed card
alone is fitted again; a memory that is wrong or unreadable changes nothing but the time."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pandas as pd
import pytest

import pipeline.render.deck as deck
from pipeline.render.context import DEFAULT_OPTIONS, common_context, print_template
from pipeline.render.fits import FIT_FORMAT, CardFit, FitMemory, card_keys
from tests.conftest import parsed


def _lay_out(
    monkeypatch: pytest.MonkeyPatch, tables: dict[str, pd.DataFrame], fits: FitMemory | None = None
) -> tuple[bytes, list[str]]:
    """(the deck's fronts, the HTML of each layout it took)."""
    layouts: list[str] = []
    real_layout = deck.layout

    def counting_layout(html: str) -> Any:
        layouts.append(html)
        return real_layout(html)

    monkeypatch.setattr(deck, "layout", counting_layout)
    context = {**common_context(tables, DEFAULT_OPTIONS), "title": "t", "footer": "f"}
    fronts = deck.lay_out(deck.sheet_cards(tables), context, fits)
    monkeypatch.undo()
    return fronts, layouts


def _cards_in(html: str) -> int:
    return html.count('<section class="card ')


@pytest.fixture(scope="module")
def warmachine() -> dict[str, pd.DataFrame]:
    return parsed("warmachine-core").tables


def test_a_deck_laid_out_again_with_its_fits_takes_one_layout_and_the_same_bytes(monkeypatch, warmachine, tmp_path):
    """Warmachine: two cards go a size down and one is balanced (three layouts); laid out
    again with what that found, saved and read back, one layout gives the same deck."""
    first = FitMemory()
    fronts, layouts = _lay_out(monkeypatch, warmachine, first)
    assert len(layouts) == 3
    assert fronts == _lay_out(monkeypatch, warmachine)[0]  # remembering changes nothing
    fits = list(first.used.values())
    assert len(fits) == _cards_in(layouts[0])
    assert {fit.size for fit in fits} == {0, 1, 2} and any(fit.padding_lines for fit in fits)
    first.save(tmp_path / "fits.json")
    again, layouts = _lay_out(monkeypatch, warmachine, FitMemory.load(tmp_path / "fits.json"))
    assert len(layouts) == 1 and again == fronts
    assert "padding-bottom" in layouts[0]  # the balanced card, padded in that one layout


def test_a_changed_card_alone_is_fitted_again(monkeypatch, warmachine):
    """An erratum changes a word of a card that overflows the size its length suggests:
    with the fits of the deck before, only that card is laid out again (a size down), and
    the deck is the one a first layout makes."""
    before = FitMemory()
    _lay_out(monkeypatch, warmachine, before)
    rules = warmachine["rules"].copy()
    changed = rules["rule_id"] == "warmachine-core:prises-speciales"
    rules.loc[changed, "text"] = rules.loc[changed, "text"].str.replace("la", "le", n=1)
    edited = {**warmachine, "rules": rules}
    cold, cold_layouts = _lay_out(monkeypatch, edited)
    fronts, layouts = _lay_out(monkeypatch, edited, before)
    assert fronts == cold
    assert len(layouts) == 2 < len(cold_layouts)
    assert _cards_in(layouts[1]) == 1 and "PRISES SPECIALES" in layouts[1]


def test_a_wrong_memory_changes_nothing_but_the_time(monkeypatch, warmachine):
    """Every card remembered at the largest size on one card: the long ones take more, so
    the memory is not trusted and every card is fitted as on a first layout."""
    cold, cold_layouts = _lay_out(monkeypatch, warmachine)
    template = print_template("cards.html.j2")
    context = {"extra_css": "", **common_context(warmachine, DEFAULT_OPTIONS), "title": "t", "footer": "f"}
    keys = card_keys(template, context, deck.sheet_cards(warmachine))
    wrong = FitMemory({key: CardFit(size=0, padding_lines=0, pages=1) for key in keys.values()})
    fronts, layouts = _lay_out(monkeypatch, warmachine, wrong)
    assert fronts == cold
    assert len(layouts) == 1 + len(cold_layouts)


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
    kept = FitMemory({"stale": CardFit(1, 0, 1)})
    kept.remember(key, CardFit(2, 3, 2))
    kept.save(tmp_path / "fits" / "deck.json")
    loaded = FitMemory.load(tmp_path / "fits" / "deck.json")
    assert loaded.recall(key) == CardFit(2, 3, 2)
    assert loaded.recall("stale") is None  # only the cards of the last layout are kept
    assert [path.name for path in (tmp_path / "fits").iterdir()] == ["deck.json"]
    (tmp_path / "file").write_text("", encoding="utf-8")
    assert not kept.save(tmp_path / "file" / "deck.json")  # its folder is a file: not written, no error


def test_a_card_key_is_what_lays_it_out(warmachine):
    """Not its number in the deck, the sheet lines in its margin, the deck's title or
    footer (another deck finds it); but its text, and the stylesheets of the theme."""
    template = print_template("cards.html.j2")
    cards = deck.sheet_cards(warmachine)
    card = cards[3]
    context = {"extra_css": "", **common_context(warmachine, DEFAULT_OPTIONS), "title": "t", "footer": "f"}
    (key,) = card_keys(template, context, [card]).values()
    elsewhere = dataclasses.replace(card, anchor="card-40", source_lines=[1, 2])
    other_deck = {**context, "title": "Mon deck — cartes", "footer": "Mon deck"}
    assert card_keys(template, other_deck, [elsewhere]) == {"card-40": key}
    retitled = dataclasses.replace(card, title=card.title + " II")
    ink_saver = {**context, "theme": "ink-saver"}
    padded = {**context, "extra_css": "@page { padding-bottom: 1mm; }"}
    english = {**context, "sheet": {**context["sheet"], "language": "en"}}
    others = [
        card_keys(template, context, [retitled]),
        card_keys(template, ink_saver, [card]),
        card_keys(template, padded, [card]),
        card_keys(template, english, [card]),
    ]
    assert len({key, *(next(iter(keys.values())) for keys in others)}) == 5


def test_every_deck_kind_keeps_its_fits_apart(tmp_path):
    from pipeline.workflow.paths import DeckPaths, SheetPaths

    sheet = SheetPaths(tmp_path, "deck-a")
    names = {sheet.card_fits, sheet.errata_card_fits, DeckPaths(tmp_path, "a").card_fits}
    assert len(names) == 3 and all(Path(path).parent == tmp_path / ".card-fits" for path in names)
