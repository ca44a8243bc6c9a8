"""Infinity (`tabular`) sheets; their Epic (`records`) siblings are checked by their
snapshots alone.

Infinity (`tabular`) and Epic (`records`) sheets as users bring them
(tests/fixtures/sheets/): a French Excel CSV (`sep=;` first line, Windows-1252, CRLF, a
blank column between the bands and the damage, rows one cell longer than the header, a
traits cell on two lines, decimal commas, `—`), with its traits, modifiers and ammunition
after the weapons; an N5 TSV with bands in inches (`0–8″` … `48–96″`), `n/a`, `—` and empty
band cells and trailing tabs of uneven counts; Epic four-line records whose descriptions
hold nested ability lists and indented lines, numbered records (`1. Nom`) with English and
French labels, a records table saved by Excel as `;` CSV, and labelled fields in both
languages. The values were written by hand from the sheets."""

from __future__ import annotations

from pipeline.parse.readers.delimited import tab_separated
from tests.conftest import parsed_fixture as result
from tests.tabrec import kinds

# Infinity: a French Excel CSV.


def test_the_separator_line_of_an_excel_csv_is_no_row():
    assert tab_separated("sep=;\r\nArme;DOM\r\n".replace("\r\n", "\n")) == "\nArme\tDOM\n"
    assert tab_separated('sep=,\n"a;b",c\n') == "\na;b\tc\n"  # the line names `,`, whatever `;` there is
    lines = kinds("infinity-panoceanie-excel-fr.csv")
    assert (lines[1], lines[2], lines[4]) == ("separator_line", "heading", "heading")
    assert result("infinity-panoceanie-excel-fr.csv").report["encoding"] == "cp1252"
