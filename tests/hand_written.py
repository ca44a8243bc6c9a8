"""The four hand-written sheets of tests/fixtures/sheets/ (Ghar, Nomads, mercenaries, Titans),
parsed, and how their tests compare a table with the rows written by hand."""

from __future__ import annotations

from functools import cache
from typing import Any

import pandas as pd

from pipeline.contract.validate import checked_tables
from pipeline.model.result import ParseResult
from pipeline.model.sheet import SheetEntry
from pipeline.parse.sheet import parse_text
from tests.conftest import FIXTURE_SHEETS

SHEETS = FIXTURE_SHEETS


ENTRIES = {
    "antares-ghar": SheetEntry(
        "antares-ghar", "antares-ghar.md", "antares", "Ghar Empire", "Antares : l'Empire Ghar", "markdown", "fr"
    ),
    "infinity-nomads": SheetEntry(
        "infinity-nomads", "infinity-nomads.tsv", "infinity", "Nomades", "Infinity : les Nomades", "tabular", "fr"
    ),
    "warmachine-mercs": SheetEntry(
        "warmachine-mercs", "warmachine-mercs.txt", "warmachine", "Mercenaires", "Warmachine : mercenaires", "freetext"
    ),
    "epic-titans": SheetEntry("epic-titans", "epic-titans.txt", "epic", None, "Epic : Titans", "records", "fr"),
}


@cache
def result(sheet_id: str) -> ParseResult:
    entry = ENTRIES[sheet_id]
    return parse_text((SHEETS / entry.file).read_bytes(), entry)


def tables(sheet_id: str) -> dict[str, pd.DataFrame]:
    return result(sheet_id).tables


def _same(found: Any, expected: Any) -> bool:
    if expected is None:
        return found is None or bool(pd.isna(found))
    if found is None or (not isinstance(found, str) and bool(pd.isna(found))):
        return False
    if isinstance(expected, bool):
        return bool(found) is expected
    return found == expected


def differences(frame: pd.DataFrame, key: tuple[str, ...], rows: list[dict[str, Any]]) -> list[str]:
    """Every value of `rows` (dicts of column: value) that `frame` does not hold, found by
    the `key` columns; a row missing, or present twice, is one difference."""
    found = []
    for row in rows:
        where = {column: row[column] for column in key}
        mask = pd.Series(True, index=frame.index)
        for column, value in where.items():
            mask &= frame[column] == value
        matches = frame[mask]
        if len(matches) != 1:
            found.append(f"{where}: {len(matches)} rows")
            continue
        for column, value in row.items():
            if column not in key and not _same(matches.iloc[0][column], value):
                found.append(f"{where} {column}: expected {value!r}, found {matches.iloc[0][column]!r}")
    return found


def records(columns: str, *rows: tuple) -> list[dict[str, Any]]:
    names = columns.split()
    assert all(len(row) == len(names) for row in rows), columns
    return [dict(zip(names, row, strict=True)) for row in rows]


def valid(sheet_id: str) -> None:
    violations = checked_tables(result(sheet_id).rows)[1]
    assert not violations, [v.describe(ENTRIES[sheet_id].file) for v in violations]
