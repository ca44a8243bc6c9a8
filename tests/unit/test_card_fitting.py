"""Fitting cards: a deck's cards that overflow go one size down, those that may hold a
size up go up, and its continued cards are balanced, all of them in one layout a round; a
try that takes a card more moves the tries after it, which are laid out again, each as it
would be alone."""

from __future__ import annotations

import re
from typing import Any

import pytest

import pipeline.render.deck as deck
from pipeline.render.context import DEFAULT_OPTIONS, common_context
from tests.conftest import parsed


def _fit(monkeypatch: pytest.MonkeyPatch, sheet_id: str) -> tuple[dict[str, list[list[str]]], list[list[str]]]:
    """(the body lines of each card's pages, by card anchor; the paddings each layout
    tries, in the order of its cards)."""
    layouts = []
    laid_out: list[Any] = []
    real_layout = deck.layout

    def counting_layout(html: str) -> Any:
        layouts.append(html)
        return real_layout(html)

    def kept(document: Any) -> bytes:
        laid_out.append(document)
        return b""

    monkeypatch.setattr(deck, "layout", counting_layout)
    monkeypatch.setattr(deck, "pdf_bytes", kept)
    tables = parsed(sheet_id).tables
    cards = deck.sheet_cards(tables)
    deck.lay_out(cards, {**common_context(tables, DEFAULT_OPTIONS), "title": "t", "footer": "f"})
    lines = {
        anchor: [list(deck._body_lines(page).values()) for page in pages]
        for anchor, pages in deck.pages_per_card(laid_out[0], cards).items()
    }
    return lines, [re.findall(r"padding-bottom: ([\d.]+mm)", html) for html in layouts]


def test_cards_being_fitted_share_each_layout(monkeypatch):
    """Freeborn: one card goes a size down, five are tried a size up and four continued cards
    are balanced, all in the layout after the first. The one card that held a size up fills
    more of it than `GROW_FILL` and tries no other: two layouts."""
    lines, layouts = _fit(monkeypatch, "antares-freeborn")
    assert len(layouts) == 2 and len(layouts[1]) == 4
    continued = [anchor for anchor, pages in lines.items() if len(pages) > 1]
    assert len(continued) > 4
    for anchor in continued:
        assert len(lines[anchor][-1]) >= deck.MIN_LINES
        assert not any(page[-1].rstrip().endswith(":") for page in lines[anchor][:-1])


# Lines of padding that leave a card's first page three of its 25 lines: the try takes a card more.
DEEP_TRY = 22


def test_a_try_taking_a_card_more_moves_the_tries_after_it_to_the_next_layout(monkeypatch):
    """The first card balanced tries one padding only, so deep that its try takes a card
    more: it keeps its pages, and the three tries after it, shifted, are made again in a
    third layout, to the same lines as without it."""
    balanced, tries = _fit(monkeypatch, "antares-freeborn")
    monkeypatch.undo()
    forced: list[str] = []
    real_balancing = deck._balancing

    def one_deep_try(cards: list[Any], pages: dict[str, list[Any]]) -> dict[str, Any]:
        balancing = real_balancing(cards, pages)
        if balancing and not forced:
            anchor = next(iter(balancing))
            forced.append(anchor)
            balancing[anchor].extra = balancing[anchor].last = DEEP_TRY
        return balancing

    monkeypatch.setattr(deck, "_balancing", one_deep_try)
    lines, layouts = _fit(monkeypatch, "antares-freeborn")
    assert len(layouts) == 3
    assert layouts[1][1:] == tries[1][1:]  # tried, but shifted by the card more
    assert layouts[2] == tries[1][1:]  # tried again, on their own first pages
    (anchor,) = forced
    assert len(lines[anchor][-1]) < deck.MIN_LINES  # as it was first laid out
    assert len(lines[anchor]) == len(balanced[anchor])
    assert {key: value for key, value in lines.items() if key != anchor} == {
        key: value for key, value in balanced.items() if key != anchor
    }


@pytest.mark.parametrize("sheet_id", ["antares-algoryn", "antares-freeborn"])
def test_each_card_is_in_the_largest_type_that_holds_it(monkeypatch, sheet_id):
    """Every card in smaller type than the largest runs over one card a size up. (Before,
    a card whose length suggested a smaller size kept it: the Algoryn card « Règles pour
    les grenades », 676 characters, printed in 7.2 pt where 8 pt holds it.)"""
    laid_out: list[Any] = []
    monkeypatch.setattr(deck, "pdf_bytes", lambda document: laid_out.append(document) or b"")
    tables = parsed(sheet_id).tables
    context = {**common_context(tables, DEFAULT_OPTIONS), "title": "t", "footer": "f"}
    cards = deck.sheet_cards(tables)
    deck.lay_out(cards, context)
    smaller = [card for card in cards if card.size > 0]
    assert 0 < len(smaller) < len(cards)
    one_card = {
        card.anchor
        for card, pages in zip(cards, deck.pages_per_card(laid_out[0], cards).values(), strict=True)
        if len(pages) == 1
    }
    for card in smaller:
        card.size -= 1
    html = deck.print_template("cards.html.j2").render(**{"extra_css": "", **context}, cards=smaller)
    with deck.rendering():
        pages = deck.pages_per_card(deck.layout(html), smaller)
    assert all(len(pages[card.anchor]) > 1 for card in smaller)
    assert {card.anchor for card in smaller} & one_card  # cards on one card among them
