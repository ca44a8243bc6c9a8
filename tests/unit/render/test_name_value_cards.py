"""Cards as printed: checked in the PDF itself with pdfplumber and pypdf.

- A name and value list with short values (modifiers: "Cible à couvert  -1") gives the
  names the card's width: they no longer wrap in a third of it beside an empty column.
- A table of many columns (a unit's profile, 9 columns) stays inside the card: before,
  its "Spécial" column ran 2 mm over the frame, past the 3 mm safe margin; now a table
  whose words cannot stand side by side prints stacked.
- Lists side by side (Infinity's orders) print each column's items beside its label: a
  sub-heading among them opens a row of its own, in bold; the table's key to its `*`
  prints under each card of it.
"""

from __future__ import annotations

import io

import pdfplumber
import pypdf
import pytest

import pipeline.render.deck as deck
from pipeline.render.context import DEFAULT_OPTIONS, common_context
from tests.conftest import parsed, parsed_fixture

MM = 72 / 25.4


def _fronts(file: str) -> bytes:
    tables = parsed_fixture(file).tables
    context = {**common_context(tables, DEFAULT_OPTIONS), "title": "t", "footer": "f"}
    return deck.lay_out(deck.sheet_cards(tables), context)


@pytest.fixture(scope="module")
def boromites() -> bytes:
    return _fronts("antares-boromites-unites.md")


def _page_lines(fronts: bytes) -> list[list[str]]:
    with pdfplumber.open(io.BytesIO(fronts)) as pdf:
        return [[line["text"] for line in page.extract_text_lines()] for page in pdf.pages]


def test_short_modifier_values_leave_the_names_unbroken():
    lines = [line for page in _page_lines(_fronts("antares-algoryn-html.md")) for line in page]
    assert "Cible à couvert -1" in lines
    assert "Portée longue -1" in lines and "Portée extrême -2" in lines
    assert "couvert" not in lines and "longue" not in lines


def test_a_table_of_many_columns_stays_inside_the_cards_safe_area(boromites):
    """The 9-column profile of the vehicles cannot hold its words side by side on a card:
    it prints stacked, each value beside its column's label, inside the 3 mm safe margin;
    the 8-column profile of the units holds, as a table under its header."""
    reader = pypdf.PdfReader(io.BytesIO(boromites))
    with pdfplumber.open(io.BytesIO(boromites)) as pdf:
        lines = []
        for page, raw in zip(pdf.pages, reader.pages, strict=True):
            right = float(raw.trimbox.right) - 3 * MM  # glyphs stay 3 mm inside the trim
            over = [char["text"] for char in page.chars if char["x1"] > right + 0.3]
            assert over == []
            lines += [line["text"] for line in page.extract_text_lines()]
    assert "Véhicule Mag Lifter" in lines and "Spécial Lourd, Grand" in lines and "Ré 10" in lines
    assert any(line.replace(" ", "") == "UnitéAgAccFoRéInitCoPoints" for line in lines)


def test_a_sub_heading_in_a_column_of_items_opens_a_row_of_its_own_in_bold():
    """Infinity's orders print each column as a list beside its label; `INUTILISABLE EN ORA :`
    opens the items of `Compétence courte` that cannot be used in ORA, and heads the whole of
    `Compétence longue` (typed `IN UTILISABLE` on the sheet). The table's key to its `*`
    prints under each card's part of it."""
    tables = parsed("infinity-core").tables
    context = {**common_context(tables, DEFAULT_OPTIONS), "title": "t", "footer": "f"}
    cards = [card for card in deck.sheet_cards(tables) if card.title == "Dépenser un ordre"]
    with pdfplumber.open(io.BytesIO(deck.lay_out(cards, context))) as pdf:
        pages = [page.extract_text_lines() for page in pdf.pages]
    lines = [line for page in pages for line in page]
    texts = [line["text"] for line in lines]
    with_rows = [[line["text"] for line in page] for page in pages if any("*" in line["text"] for line in page)]
    assert len(with_rows) == 3
    assert all("*: Utilisable en ordre coordonné" in page for page in with_rows)
    # A row of its own under the label again: its items move to the next card whole.
    heading = texts.index("Compétence INUTILISABLE EN ORA :")
    assert texts[heading - 1] == "*Pirater" and texts[heading + 1] == "courte Attaque : Observateur"
    assert "Compétence IN UTILISABLE EN ORA :" in texts
    fonts = {line["text"]: {char["fontname"].split("+")[-1] for char in line["chars"]} for line in lines}
    label, bold, regular = "Source-Sans-Pro-Semi-Bold", "Source-Sans-Pro-Bold", "Source-Sans-Pro"
    assert fonts["Compétence INUTILISABLE EN ORA :"] == {label, bold}
    assert fonts["courte Attaque : Observateur"] == {label, regular}
    # The items' dots keep to the item before them: no line starts with one; an item that
    # fits on a line is not broken (once `*Ouvrir/` | `Fermer`, `Se` | `lever + Mouvement`).
    assert not any(text.startswith("·") for text in texts)
    assert "*Ouvrir/Fermer ·" in texts and "Se lever + Mouvement" in texts
