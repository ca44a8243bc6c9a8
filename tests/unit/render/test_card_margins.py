"""What a card prints keeps inside it: a weapon's details never widen its table past the
panel (their unbroken runs are short), and a sheet title too long to stand beside the
card's number takes a second footer line instead of running into it."""

from __future__ import annotations

import itertools

import pdfplumber
import pytest

from pipeline.render.context import details_html
from pipeline.render.deck import render_cards
from tests.conftest import parsed_fixture
from tests.printed import FOOTER_PT, MM, check_print_shop_pages, deck_cards

# A Warmachine sheet without a title (its file name stands for it, 38 characters), whose
# weapons have per-mode abilities (`Facultés (Obus fumigène) : Tir en cloche; Nuage de fumée`).
SHEET = "warmachine-khador-calc-profil-fusionne.txt"


@pytest.fixture(scope="module")
def deck(tmp_path_factory):
    path = tmp_path_factory.mktemp("deck") / "deck.pdf"
    path.write_bytes(render_cards(parsed_fixture(SHEET).tables)[0])
    return path


def test_a_short_item_stays_whole_and_a_long_run_may_break():
    assert "Arme\u00a0critique\u00a0de\u00a0gel" in details_html([("Facultés", "Arme critique de gel")])
    # The label with its first item would be wider than two thirds of a card: the item breaks.
    printed = details_html([("Facultés (Obus fumigène)", "Tir en cloche; Nuage de fumée")])
    assert "Facultés\u00a0(Obus\u00a0fumigène)\u202f:</span>\u00a0Tir en cloche; Nuage\u00a0de\u00a0fumée" in printed


def test_every_glyph_of_a_deck_with_long_details_and_title_keeps_inside_the_safe_area(deck):
    assert check_print_shop_pages(deck) == len(deck_cards(deck)) > 3


def test_a_long_title_wraps_beside_the_number_without_touching_it(deck):
    cards = deck_cards(deck)
    assert [card.footer for card in cards[:2]] == [
        # (`calc`, four letters, stays with its neighbours: `khador-calc-profil`.)
        f"warmachine-khador-calc-profil- {number}/{len(cards)} · données 7e29ad54 fusionne"
        for number in (1, 2)
    ]
    with pdfplumber.open(deck) as document:
        for page in document.pages:
            footer = [c for c in page.chars if round(c["size"], 1) == FOOTER_PT]
            first_line = min(c["top"] for c in footer)
            line = sorted((c for c in footer if abs(c["top"] - first_line) < 1), key=lambda c: c["x0"])
            # The title's end and the number's start: the widest gap on the line.
            assert max(after["x0"] - before["x1"] for before, after in itertools.pairwise(line)) > 1.5 * MM
