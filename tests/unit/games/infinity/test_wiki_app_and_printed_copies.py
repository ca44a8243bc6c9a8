"""Infinity (`tabular`) sheets; their Epic (`records`) siblings are tested in
tests/unit/games/epic/test_wiki_app_and_printed_copies.py.

Infinity (`tabular`) and Epic (`records`) sheets as users bring them
(tests/fixtures/sheets/): a TSV printed from a spreadsheet whose weapons header is repeated
on each page with a page number row between; a LibreOffice CSV (`,` separators, a BOM,
CRLF, cells quoted only when needed, decimal points) with a group header row (`PORTÉE`)
over the band labels, as a merged cell exports; a compact profile whose bands are one
`Portée` cell (`8/16/24/32/40/96`) beside a `Mods` cell (`+3/0/-3/-3/-6/-6`), and band
cells holding modifier and edges (`-3 (0-8")`); Epic one-line headers `Nom (abrév.) —
Type, Portée :` over an indented description; an Epic list exported from a database as
`key=value` lines. The values were written by hand from the sheets."""

from __future__ import annotations

import pytest

from pipeline.model.errors import SheetError
from pipeline.model.result import ParseResult
from pipeline.model.sheet import SheetEntry
from pipeline.parse.sheet import parse_text

# Infinity: a LibreOffice CSV, `,` separators, a group header over the band labels.


def test_a_group_header_over_band_edges_names_no_band():
    sheet = 'Armes\n\tPORTÉE\t\t\t\t\nArme\t0-8"\t8-16"\tDOM\tR\tMunitions\nFusil\t+3\t0\t13\t3\tN\n'
    ranges = parse_inline(sheet).tables["weapon_ranges"]
    assert ranges["band_label"].tolist() == ['0-8"', '8-16"']
    assert ranges["modifier"].tolist() == [3, 0]


# Infinity: bands listed in one `Portée` cell beside a `Mods` cell; edges in band cells.


def parse_inline(text: str, file: str = "inline.tsv", game: str = "infinity", fmt: str = "tabular") -> ParseResult:
    return parse_text(text.encode(), SheetEntry("inline", file, game, None, "inline", fmt, "fr"))


def test_edges_before_the_modifier_and_a_unit_after_the_listed_edges():
    sheet = (
        "Armes\n"
        "Arme\tCourte\tMoyenne\tDOM\tR\n"
        'Fusil\t0-8: +3\t8-16": 0\t13\t3\n'
        "\n"
        "Armes N3\n"
        "Arme\tPortée\tMods\tDOM\tR\n"
        "Fusil Combi\t20/40/60 cm\t+3/+3/-3\t13\t3\n"
    )
    ranges = parse_inline(sheet).tables["weapon_ranges"]
    found = [tuple(row) for row in ranges[["band_label", "min", "max", "unit", "modifier"]].itertuples(index=False)]
    assert found == [
        ("Courte", 0.0, 8.0, "in", 3),
        ("Moyenne", 8.0, 16.0, "in", 0),
        ("0-20 cm", 0.0, 20.0, "cm", 3),
        ("20-40 cm", 20.0, 40.0, "cm", 3),
        ("40-60 cm", 40.0, 60.0, "cm", -3),
    ]


def test_a_mods_column_beside_band_columns_of_their_own_is_reported_unread():
    sheet = "Armes\nArme\tCourte\tMoyenne\tMods\tDOM\tR\nFusil\t20/+3\t40/0\tx\t13\t3\n"
    found = parse_inline(sheet)
    assert found.tables["weapon_ranges"]["band_label"].tolist() == ["Courte", "Moyenne"]
    assert found.report["unread_columns"] == [{"columns": ["Mods"], "source_line": 2}]


def test_listed_bands_and_modifiers_of_unequal_counts_are_an_error_naming_line_and_columns():
    sheet = "Armes\nArme\tPortée\tMods\tDOM\tR\nFusil\t8/16/24\t+3/0\t13\t3\n"
    with pytest.raises(SheetError) as raised:
        parse_inline(sheet)
    message = str(raised.value)
    assert "inline.tsv:3" in message and "Portée, Mods" in message and "3 modifiers" in message
