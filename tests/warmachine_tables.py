"""A Warmachine fixture sheet's tables as its tests compare them with the values written by
hand from the sheet."""

from __future__ import annotations

from functools import cache

import pandas as pd

from pipeline.model.result import ParseResult
from pipeline.model.sheet import SheetEntry
from pipeline.parse.sheet import parse_text
from tests.hand_written import SHEETS
from tests.tabrec import nulls, parse_inline, rows


def freetext(text: str, file: str = "inline.txt") -> ParseResult:
    return parse_inline(text, file, game="warmachine", fmt="freetext")


def rolls(result: ParseResult) -> list[tuple]:
    names = ("table_name", "dice", "roll_from", "roll_to", "result")
    return [tuple(r[name] for name in names) for r in result.tables["roll_tables"].to_dict("records")]


def _entry(file: str, format_name: str = "freetext") -> SheetEntry:
    return SheetEntry("wm", file, "warmachine", None, "Warmachine", format_name)


def _plain(values: object) -> tuple:
    return tuple(None if pd.isna(value) else getattr(value, "item", lambda v=value: v)() for value in values)


def unparsed(result: ParseResult) -> list[str]:
    coverage = result.coverage
    return coverage.loc[coverage["kind"] == "unparsed", "text"].tolist()


def bands(result: ParseResult) -> dict[str, tuple]:
    ranges = result.tables["weapon_ranges"]
    return {row.weapon_id: (row.band_label, row.max) for row in ranges.itertuples(index=False)}


def parents(result: ParseResult) -> dict[str, str | None]:
    """Each rule's name -> its parent rule's name (None for a rule of its own)."""
    rules = result.tables["rules"]
    names = dict(zip(rules["rule_id"], rules["name"], strict=True))
    return {row.name: names.get(_value(row.parent_rule_id)) for row in rules.itertuples(index=False)}


def _value(value: object) -> object:
    if value is None or value is pd.NA or (isinstance(value, float) and pd.isna(value)):
        return None
    return getattr(value, "item", lambda: value)()


def weapons(file: str) -> list[tuple]:
    """(name, mode, strength, line) of each profile."""
    return [nulls((w["name"], w["mode"], w["strength"], w["source_line"])) for w in rows(file, "weapons")]


def words(text: str | None) -> str:
    """A text with its line breaks and runs of spaces as one space (wrapped lines joined)."""
    return " ".join((text or "").split())


@cache
def parsed(file: str, format_name: str = "freetext") -> ParseResult:
    return parse_text((SHEETS / file).read_bytes(), _entry(file, format_name))
