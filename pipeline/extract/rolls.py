"""Dice tables in their three printed forms: a table, `- 1 = …` bullets, and prose."""

from __future__ import annotations

import re
from dataclasses import dataclass

from pipeline.extract.cells import is_roll_range, parse_roll_range
from pipeline.model.document import Item, Table, TableRow

DIE = re.compile(r"\b(\d*D\d+)\b")
# `1 = …`, `2-3 : …`, `7+ = …`
_ROLL_BULLET = re.compile(r"^(?P<roll>\d+(?:\s*[-–]\s*\d+|\+)?)\s*[=:]\s*(?P<result>.+)$")
_ON_A_RESULT = re.compile(r"Sur un résultat de (?P<roll>\d+(?:\s*[-–]\s*\d+)?)\s*,\s*(?P<result>[^.]+)")
_ROLL_THEN = re.compile(r"Lancez (?:un )?(?P<die>\d*D\d+)\s*\.", re.IGNORECASE)
_INLINE_OUTCOME = re.compile(r"\s*(?P<roll>\d+\s*[-–]\s*\d+)\s*[:,]\s*(?P<result>[^.]+)\.?")


@dataclass(frozen=True)
class RollRow:
    roll_from: int
    roll_to: int
    result: str
    line: int
    dice: str | None = None  # when the row itself names the die


def last_die(texts: list[str]) -> str | None:
    found = None
    for text in texts:
        for match in DIE.finditer(text):
            found = match.group(1).upper()
    return found


_DIE_HEADER = re.compile(r"^\d*D\d+$", re.IGNORECASE)


def first_bad_roll(table: Table) -> TableRow | None:
    """For a table whose header names a die (`| D10 | Résultat |`), the first row whose
    first cell is not a roll; None when every row is one or the header names no die."""
    if not _DIE_HEADER.match(table.rows[0].cells[0].strip()):
        return None
    return next((row for row in table.rows[1:] if not is_roll_range(row.cells[0])), None)


def is_roll_table(table: Table) -> bool:
    """A table whose first column (below the header) is made only of rolls like `1`, `2-3`."""
    body = table.rows[1:]
    return bool(body) and len(table.rows[0].cells) >= 2 and all(is_roll_range(row.cells[0]) for row in body)


def rows_of_roll_table(table: Table, die: str | None = None) -> tuple[str | None, list[RollRow]]:
    """(die named in the header, rows) of a `| D10 | Résultat |` table; `die`, the one the
    text around it names, closes open rolls (`7+`) when the header names none."""
    header_die = last_die([table.rows[0].cells[0]])
    rows = []
    for row in table.rows[1:]:
        low, high = parse_roll_range(row.cells[0], header_die or die)
        rows.append(RollRow(low, high, " ".join(cell for cell in row.cells[1:] if cell), row.line))
    return header_die, rows


def roll_bullet(item: Item, die: str | None = None) -> RollRow | None:
    match = _ROLL_BULLET.match(item.text)
    if not match or (match.group("roll").endswith("+") and die is None):
        return None
    low, high = parse_roll_range(match.group("roll"), die)
    return RollRow(low, high, match.group("result").strip(), item.line)


def prose_rolls(line: int, text: str) -> list[RollRow]:
    """Outcomes written as sentences: `Sur un résultat de 1-5, …` and `Lancez D10. 1-5 : …`."""
    rows = []
    for match in _ON_A_RESULT.finditer(text):
        low, high = parse_roll_range(match.group("roll"))
        rows.append(RollRow(low, high, match.group("result").strip(), line))
    for match in _ROLL_THEN.finditer(text):
        position = match.end()
        while outcome := _INLINE_OUTCOME.match(text, position):
            low, high = parse_roll_range(outcome.group("roll"))
            rows.append(RollRow(low, high, outcome.group("result").strip(), line, match.group("die").upper()))
            position = outcome.end()
    return rows
