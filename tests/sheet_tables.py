"""A Markdown fixture sheet's tables as the tests of Markdown fixture sheets compare them with the values written
by hand from the sheet: plain tuples, ids without the sheet's prefix."""

from __future__ import annotations

from pipeline.model.result import ParseResult
from tests.conftest import parsed_fixture, rows


def sheet(name: str) -> ParseResult:
    """The fixture sheet `tests/fixtures/sheets/<name>.md`, parsed as its manifest declares it."""
    return parsed_fixture(f"{name}.md")


def _short(rule_id: str | None) -> str | None:
    return rule_id.split(":", 1)[1] if rule_id else None


def unparsed(result: ParseResult) -> list[int]:
    coverage = result.coverage
    return list(coverage[coverage["kind"] == "unparsed"]["source_line"])


def weapons(name: str) -> list[tuple]:
    """[(name, mode, strength_raw, strength, step, max, melee_only, source_line)]."""
    frame = sheet(name).tables["weapons"]
    columns = ["name", "mode", "strength_raw", "strength", "strength_step", "strength_max", "melee_only"]
    return rows(frame, [*columns, "source_line"])


def all_bands(name: str) -> dict[str, list[tuple]]:
    """{weapon id without the sheet: [(band index, label, min, max, unit, strength)]}."""
    ranges = sheet(name).tables["weapon_ranges"]
    out: dict[str, list[tuple]] = {}
    for weapon_id in sheet(name).tables["weapons"]["weapon_id"]:
        picked = ranges[ranges["weapon_id"] == weapon_id]
        out[_short(weapon_id)] = rows(picked, ["band_index", "band_label", "min", "max", "unit", "strength"])
    return out


def all_links(name: str) -> dict[str, list[tuple]]:
    """{weapon id without the sheet: [(label, rule name, param, rule id without the sheet, match)]}."""
    frame = sheet(name).tables["weapon_rules"]
    out: dict[str, list[tuple]] = {}
    for weapon_id, label, rule_name, param, rule_id, match in rows(
        frame, ["weapon_id", "label", "rule_name", "param", "rule_id", "match"]
    ):
        out.setdefault(_short(weapon_id), []).append((label, rule_name, param, _short(rule_id), match))
    return out


def all_rules(name: str) -> list[tuple]:
    """[(rule id without the sheet, name, name_alt, parent id without the sheet, takes_param)]."""
    frame = sheet(name).tables["rules"]
    return [
        (_short(rule_id), rule_name, alt, _short(parent), takes)
        for rule_id, rule_name, alt, parent, takes in rows(
            frame, ["rule_id", "name", "name_alt", "parent_rule_id", "takes_param"]
        )
    ]


def rolls(name: str) -> list[tuple]:
    """[(table name, dice, roll from, roll to)]."""
    return rows(sheet(name).tables["roll_tables"], ["table_name", "dice", "roll_from", "roll_to"])
