"""A fixture sheet's tables as the tests of Antares fixture sheets compare them with the values written
by hand from the sheet: plain tuples, ids without the sheet's prefix, rules and their parents
by line; and a few lines of text parsed as an Antares Markdown sheet."""

from __future__ import annotations

from typing import Any

import pandas as pd

from pipeline.model.result import ParseResult
from pipeline.model.sheet import SheetEntry
from pipeline.parse.sheet import parse_text
from tests.conftest import antares_fixture as result
from tests.conftest import parsed_fixture, rows

IN = "in"


def tables(file: str) -> dict:
    return parsed_fixture(file).tables


def weapons(file: str) -> list[tuple]:
    """[(name, mode, strength_raw, strength, step, max, melee_only, source_line)]."""
    columns = ["name", "mode", "strength_raw", "strength", "strength_step", "strength_max", "melee_only"]
    return rows(tables(file)["weapons"], [*columns, "source_line"])


def weapon_columns(sheet_id: str, columns: list[str]) -> list[tuple[Any, ...]]:
    """The sheet's weapons by position as tuples of `columns`; `weapon` is the id without
    the sheet's prefix."""
    frame = result(sheet_id).tables["weapons"].sort_values("position")
    frame = frame.assign(weapon=frame["weapon_id"].str.removeprefix(f"{sheet_id}:"))
    return rows(frame, columns)


def sheet_links(sheet_id: str) -> list[tuple[Any, ...]]:
    """(weapon, label, rule name, param, rule, match) of every rule item, by line; ids
    without the sheet's prefix."""
    frame = result(sheet_id).tables["weapon_rules"].sort_values(["source_line", "position"])
    frame = frame.assign(weapon=frame["weapon_id"].str.removeprefix(f"{sheet_id}:"))
    frame = frame.assign(rule=frame["rule_id"].str.removeprefix(f"{sheet_id}:"))
    return rows(frame, ["weapon", "label", "rule_name", "param", "rule", "match"])


def short(rule_id: str | None) -> str | None:
    return rule_id.split(":", 1)[1] if rule_id else None


def bands(file: str, weapon: str) -> list[tuple]:
    """[(band index, label, min, max, unit, strength)] of one weapon (its id without the sheet)."""
    frame = tables(file)["weapon_ranges"]
    picked = frame[frame["weapon_id"].map(short) == weapon]
    return rows(picked, ["band_index", "band_label", "min", "max", "unit", "strength"])


def links(file: str, weapon: str) -> list[tuple]:
    """[(label, rule name, param, rule id without the sheet, match)] of one weapon, in order."""
    frame = tables(file)["weapon_rules"]
    picked = frame[frame["weapon_id"].map(short) == weapon].sort_values("position")
    return [
        (label, rule_name, param, short(rule_id), match)
        for label, rule_name, param, rule_id, match in rows(picked, ["label", "rule_name", "param", "rule_id", "match"])
    ]


def rules_by_line(file: str) -> list[tuple]:
    """[(line, name, name_alt, parent's line, takes_param)] of each rule by line, parents by
    their line."""
    return rules_frame_by_line(tables(file)["rules"])


def rules_frame_by_line(frame: pd.DataFrame) -> list[tuple]:
    """`rules_by_line` of a `rules` table."""
    line_of = dict(zip(frame["rule_id"], frame["source_line"], strict=True))
    return sorted(
        (line, name, alt, line_of.get(parent), takes)
        for line, name, alt, parent, takes in rows(
            frame, ["source_line", "name", "name_alt", "parent_rule_id", "takes_param"]
        )
    )


def sections(file: str) -> dict[int, str]:
    return dict(rows(tables(file)["rules"], ["source_line", "section"]))


def texts(file: str) -> dict[int, str | None]:
    return dict(rows(tables(file)["rules"], ["source_line", "text"]))


def words(text: str | None) -> str:
    return " ".join((text or "").split())


def modifiers(file: str) -> list[tuple]:
    return rows(tables(file)["modifiers"], ["section", "name", "condition", "value", "source_line"])


def roll_rows(file: str, table: str) -> list[tuple]:
    """[(dice, from, to, line)] of one dice table."""
    frame = tables(file)["roll_tables"]
    return rows(frame[frame["table_name"] == table], ["dice", "roll_from", "roll_to", "source_line"])


def unparsed(file: str) -> list[int]:
    coverage = parsed_fixture(file).coverage
    return list(coverage[coverage["kind"] == "unparsed"]["source_line"])


def plain(line: int, name: str, mode: str | None, raw: str, melee: bool = False) -> tuple:
    """A weapons row whose strength is a plain number."""
    return (name, mode, raw, int(raw), None, None, melee, line)


def band(index: int, label: str, top: float, low: float | None = None, strength: int | None = None) -> tuple:
    return (index, label, low, top, IN, strength)


def link(label: str, rule: str, param: str | None, rule_id: str | None, match: str = "exact") -> tuple:
    return (label, rule, param, rule_id, match)


def rule(line: int, name: str, alt: str | None = None, parent: int | None = None, takes: bool = False) -> tuple:
    return (line, name, alt, parent, takes)


def inline_result(text: str, file: str = "inline.md") -> ParseResult:
    """A sheet given as text, declared `antares` / `markdown` whatever its file's kind."""
    entry = SheetEntry("inline", file, "antares", None, "inline", "markdown", "fr")
    return parse_text(text.encode(), entry)


def inline_tables(text: str, file: str = "inline.md") -> dict:
    return inline_result(text, file).tables


def d10(*rolls: tuple[int, int, int]) -> list[tuple]:
    return [("D10", low, high, line) for low, high, line in rolls]


def unconditional(section: str, *found: tuple[str, str, int]) -> list[tuple]:
    return [(section, name, None, value, line) for name, value, line in found]


def rules(sheet_id: str) -> dict[str, dict[str, Any]]:
    frame = result(sheet_id).tables["rules"]
    return {row["name"]: row for row in frame.astype(object).where(frame.notna(), None).to_dict("records")}


def kinds(sheet_id: str) -> dict[int, str]:
    coverage = result(sheet_id).coverage
    return dict(zip(coverage["source_line"], coverage["kind"], strict=True))


def roll_table_names(file: str) -> set[str]:
    return set(tables(file)["roll_tables"]["table_name"])


def parents(file: str) -> dict[int, int | None]:
    return {line: parent for line, _, _, parent, _ in rules_by_line(file)}


def dice_rows(file: str) -> list[tuple]:
    found = rows(tables(file)["roll_tables"], ["dice", "roll_from", "roll_to", "source_line"])
    return sorted(found, key=lambda row: row[3])


def profiles(file: str) -> list[tuple]:
    """[(line, name, mode, strength_raw, melee_only)]."""
    return [(line, name, mode, raw, melee) for name, mode, raw, _, _, _, melee, line in weapons(file)]


def names(file: str) -> dict[int, str]:
    return {line: name for line, name, _, _, _ in rules_by_line(file)}
