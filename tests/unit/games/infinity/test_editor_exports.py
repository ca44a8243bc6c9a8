"""Infinity (`tabular`) sheets; their Epic (`records`) siblings are tested in
tests/unit/games/epic/test_editor_exports.py.

Infinity (`tabular`) and Epic (`records`) sheets as users bring them
(tests/fixtures/sheets/): an Excel export with title rows, label rows inside the weapons
table and columns the game does not know; a LibreOffice CSV in Windows-1252 with its
header in French and English and a Traits column; an N4 list with its bands in inches in
the header, two weapons tables and hand-typed short rows; Epic records written as
labelled fields, and four-line records with their names in bold or as headings between
`---` separators. The values were written by hand from the sheets."""

from __future__ import annotations

import pytest

from pipeline.model.errors import SheetError
from pipeline.model.sheet import SheetEntry
from pipeline.parse.sheet import parse_text


def _entry(file: str) -> SheetEntry:
    sheet_id, game = file.rsplit(".", 1)[0], file.split("-")[0]
    return SheetEntry(sheet_id, file, game, None, sheet_id, "records" if game == "epic" else "tabular", "fr")


# Infinity N4: bands in inches in the header, modifiers in the cells, short hand-typed rows.


def test_a_short_row_still_needs_its_damage():
    sheet = b'ARME\t0-8"\t8-16"\tDOM\tR\tTraits\nFusil\t0\t+3\n'
    with pytest.raises(SheetError) as refused:
        parse_text(sheet, _entry("infinity-court.tsv"))
    assert refused.value.code == "cells-count" and refused.value.line == 2


def test_a_band_cell_under_an_inch_header_must_be_a_modifier():
    sheet = b'ARME\t0-8"\t8-16"\tDOM\nFusil\t0\t20/+3\t13\n'
    with pytest.raises(SheetError) as refused:
        parse_text(sheet, _entry("infinity-court.tsv"))
    assert (refused.value.line, refused.value.code) == (2, "bad-cell")
    assert "modifier" in str(refused.value) and '8-16"' in str(refused.value)
