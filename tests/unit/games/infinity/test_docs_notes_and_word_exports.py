"""Infinity (`tabular`) sheets; their Epic (`records`) siblings are tested in
tests/unit/games/epic/test_docs_notes_and_word_exports.py.

Infinity (`tabular`) and Epic (`records`) sheets as users bring them
(tests/fixtures/sheets/): a Google Sheets CSV (`,`, every cell quoted, `"1,5"` decimals, a
`#` comment line, a unit profile table, modes in parentheses); a TSV of two lists parted by
`=====`, each a profile right above a weapons table whose header is on two rows, with `*`
and `PH-3` damage, `1(+1)` burst, `—`/`-`/empty bands, `N+E/M`, `Normale (x2)`, `[***]`
footnote calls and a `CC` trait; Epic records as a spreadsheet's table (declared `records`
or `tabular`), in English, and one a line (`Nom — Type — Portée : texte`). The values
were written by hand from the sheets."""

from __future__ import annotations

from functools import cache

import pytest

from pipeline.contract.validate import checked_tables
from pipeline.model.result import ParseResult
from pipeline.model.sheet import SheetEntry
from pipeline.parse.readers.delimited import tab_separated
from pipeline.parse.sheet import parse_text
from tests.hand_written import SHEETS


@cache
def result(file: str, sheet_format: str | None = None) -> ParseResult:
    sheet_id, game = file.rsplit(".", 1)[0], file.split("-")[0]
    sheet_format = sheet_format or ("records" if game == "epic" else "tabular")
    entry = SheetEntry(sheet_id, file, game, None, sheet_id, sheet_format, "fr")
    return parse_text((SHEETS / file).read_bytes(), entry)


def rows(file: str, table: str, sheet_format: str | None = None) -> list[dict]:
    return result(file, sheet_format).tables[table].to_dict("records")


def kinds(file: str, sheet_format: str | None = None) -> dict[int, str]:
    coverage = result(file, sheet_format).coverage
    return dict(zip(coverage["source_line"], coverage["kind"], strict=True))


@pytest.mark.parametrize(
    ("file", "sheet_format"),
    [("infinity-morat-gsheets.csv", None), ("infinity-haqq-listes.tsv", None)],
)
def test_every_line_is_read_and_the_tables_validate(file, sheet_format):
    assert "unparsed" not in kinds(file, sheet_format).values()
    assert checked_tables(result(file, sheet_format).rows)[1] == []


# Infinity: a Google Sheets CSV.


def test_a_comment_line_of_a_csv_is_no_row_and_no_heading():
    assert (
        tab_separated('# Export, onglet Morat, 12/03/2024\n"a","b"\n') == "# Export, onglet Morat, 12/03/2024\na\tb\n"
    )
    lines = kinds("infinity-morat-gsheets.csv")
    assert (lines[1], lines[2]) == ("comment", "heading")  # the title under it is the sheet's
    assert next(table["table_name"] for table in rows("infinity-morat-gsheets.csv", "reference_tables")) == "Profils"
