"""Errata files (raw/errata/<sheet_id>.yaml): corrections applied after reading the sheet,
so the raw sheet stays as received, each with its provenance.

A weapon correction edits one cell of the weapons table before the game's table reader
reads it, so every value derived from the cell (typed strength, bands, rule links)
follows. Rule, dice-table and modifier corrections edit the parsed rows. A correction
whose target is missing, or whose old value is no longer there (the sheet was already
corrected), is an error naming the errata file and the entry.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import jsonschema
import yaml

from pipeline.extract.cells import CellError, parse_roll_range
from pipeline.extract.lists import cell_text, modifier_number
from pipeline.extract.names import canonical_name
from pipeline.extract.sections import plain_text
from pipeline.extract.text import fold, strip_emphasis, without_accents
from pipeline.extract.weapons import weapon_names
from pipeline.files import (
    SCHEMA_DIR,
    confined_text,
    node_line,
    read_yaml,
    schema_mistake,
    yaml_line,
    yaml_mistake,
    yaml_node,
)
from pipeline.model.document import Document, Table
from pipeline.model.errors import SheetError

SCHEMA = SCHEMA_DIR / "workflow" / "errata-file.schema.yaml"
TARGET_TABLES = {"weapon": "weapons", "rule": "rules", "roll_table": "roll_tables", "modifier": "modifiers"}


# The columns computed from a corrected one when the sheet is read: an erratum on the
# left one recomputes them, or the data would say two things (app developers read
# `text_plain` and `value_num`, the cards `text` and `value`).
def _modifier_numbers(value: str) -> dict[str, Any]:
    number, attribute = modifier_number(cell_text(value))
    return {"value_num": number, "value_attribute": attribute}


DERIVED: dict[tuple[str, str], Callable[[str], dict[str, Any]]] = {
    ("rules", "text"): lambda text: {"text_plain": plain_text(text)},
    ("modifiers", "value"): _modifier_numbers,
}


@dataclass(frozen=True)
class Erratum:
    source_file: str
    position: int  # 1-based entry number in the file
    target: dict[str, str]  # weapon/mode, rule, roll_table/roll or modifier/section
    field: str
    old: str
    new: str
    document: str
    date: str
    note: str | None
    line: int | None = None  # the entry's line in the file

    @property
    def kind(self) -> str:
        return next(key for key in TARGET_TABLES if key in self.target)

    def describe(self) -> str:
        target = ", ".join(f"{key} {value!r}" for key, value in self.target.items())
        return f"entry {self.position} ({target}, field {self.field!r})"

    def error(self, expected: str, found: str | None = None, code: str = "errata-target-missing") -> SheetError:
        return SheetError(self.source_file, self.line, f"{self.describe()}: {expected}", found, code=code)

    def corrected_cell_error(self, error: SheetError) -> SheetError:
        """What the sheet's reader said of the cell this erratum wrote, said of the erratum:
        the new value is what is wrong, not the sheet's line."""
        return self.error(f"a new value that reads as {error.expected}", error.found, error.code)


def _text(value: Any) -> str:
    return value.isoformat() if isinstance(value, datetime.date) else str(value)


def load_errata(path: Path) -> list[Erratum]:
    """The corrections of raw/errata/<sheet_id>.yaml (a file inside raw/, links followed)."""
    source = str(path)
    text = confined_text(path, path.parent.parent)
    try:
        content = read_yaml(text)
    except yaml.YAMLError as error:
        raise yaml_mistake(source, error, "errata-invalid") from None
    if isinstance(content, dict):  # YAML reads an unquoted date as a date
        for entry in content.get("errata") or []:
            if isinstance(entry, dict) and isinstance(entry.get("source"), dict) and "date" in entry["source"]:
                entry["source"]["date"] = _text(entry["source"]["date"])
    schema = yaml.safe_load(SCHEMA.read_text(encoding="utf-8"))
    checker = jsonschema.Draft202012Validator(schema, format_checker=jsonschema.FormatChecker())
    errors = sorted(checker.iter_errors(content), key=lambda e: list(e.absolute_path))
    if errors:
        error = errors[0]
        path_parts = list(error.absolute_path)
        if len(path_parts) >= 2 and path_parts[0] == "errata":
            where = f"entry {path_parts[1] + 1}" + "".join(f".{part}" for part in path_parts[2:])
        else:
            where = ".".join(map(str, path_parts)) or "the top level"
        expected, found = schema_mistake(error, where)
        raise SheetError(source, yaml_line(text, path_parts), expected, found, code="errata-invalid")
    errata = []
    nodes = yaml_node(text)  # composed once: the line of each entry
    for position, entry in enumerate(content["errata"], start=1):
        target = {
            key: _text(entry[key])
            for key in ("weapon", "mode", "rule", "roll_table", "roll", "modifier", "section")
            if key in entry
        }
        errata.append(
            Erratum(
                source_file=source,
                position=position,
                target=target,
                field=entry["field"],
                old=_text(entry["old"]),
                new=_text(entry["new"]),
                document=entry["source"]["document"],
                date=entry["source"]["date"],
                note=entry["source"].get("note"),
                line=node_line(nodes, ["errata", position - 1]),
            )
        )
    return errata


# --- weapons: one cell of the weapons table --------------------------------------


def apply_weapon_errata(
    document: Document, errata: list[Erratum], is_weapons_table: Callable[[Table], bool]
) -> dict[int, int]:
    """Edit the cells the weapon errata name in the game's weapons tables; return
    {entry position: source line of the row it corrected (the first, for several modes)}."""
    applied: dict[int, int] = {}
    tables = [
        block
        for block in document.blocks
        if isinstance(block, Table) and len(block.rows) > 1 and is_weapons_table(block)
    ]
    for erratum in errata:
        if erratum.kind != "weapon":
            continue
        found = False
        for table in tables:
            header = [fold(strip_emphasis(cell)) for cell in table.rows[0].cells]
            if fold(erratum.field) not in header:
                continue
            column = header.index(fold(erratum.field))
            for row, named in zip(table.rows[1:], weapon_names(table, table.rows[1:], document.source), strict=True):
                if fold(named.name) != fold(erratum.target["weapon"]):
                    continue
                if fold(named.mode or "") != fold(erratum.target.get("mode", "")):
                    continue
                current = row.cells[column].strip() if column < len(row.cells) else ""
                if not _is_printed_value(current, erratum.old):
                    raise erratum.error(f"old value {erratum.old!r} on line {row.line}", current, "errata-stale")
                row.cells[column] = erratum.new
                applied.setdefault(erratum.position, row.line)
                found = True
        if not found:
            raise erratum.error(f"a weapon row with a {erratum.field!r} column in {document.source}", "none")
    return applied


def blamed_on_erratum(error: SheetError, errata: list[Erratum], corrected: dict[int, int]) -> SheetError:
    """A reader's error about a cell a weapon erratum wrote, as the erratum's error (the
    errata file, its entry and line); any other error as it is."""
    for erratum in errata:
        line = corrected.get(erratum.position)
        if erratum.kind != "weapon" or line is None or error.line != line:
            continue
        if error.cell is None or fold(strip_emphasis(error.cell)) == fold(erratum.field):
            return erratum.corrected_cell_error(error)
    return error


def _is_printed_value(cell: str, old: str) -> bool:
    """Whether `old` is the cell's value: as written in the file, or as printed (a user
    copies `10-40"` from the sheet where the Markdown file has `10\\-40"`)."""
    return old.strip() in (cell, cell_text(cell).strip())


# --- rules, dice tables, modifiers: one field of a parsed row ------------------------


def _matches(erratum: Erratum, row: dict[str, Any]) -> bool:
    target = erratum.target
    if erratum.kind == "rule":
        return fold(row["name"]) == fold(target["rule"])
    if erratum.kind == "roll_table":
        try:
            low, _ = parse_roll_range(target["roll"])
        except CellError:
            raise erratum.error("a roll such as 4 or 2-3", target["roll"], "errata-invalid") from None
        return fold(row["table_name"]) == fold(target["roll_table"]) and row["roll_from"] == low
    return fold(row["name"]) == fold(target["modifier"]) and fold(row["section"]) == fold(target["section"])


def apply_row_errata(rows: dict[str, list[dict[str, Any]]], errata: list[Erratum]) -> dict[int, dict[str, Any]]:
    """Edit the parsed rows the other errata name; return {entry position: edited row}."""
    edited: dict[int, dict[str, Any]] = {}
    for erratum in errata:
        if erratum.kind == "weapon":
            continue
        table = rows.get(TARGET_TABLES[erratum.kind], [])
        matches = [row for row in table if _matches(erratum, row)] or _rules_named_without_param(erratum, table)
        if not matches:
            raise erratum.error(f"a {erratum.kind.replace('_', ' ')} row to correct", "none")
        row = matches[0]
        current = row.get(erratum.field) or ""
        if erratum.field == "text":
            # A text correction names the passage it replaces, which must stand there once.
            if current.count(erratum.old) != 1:
                raise erratum.error(
                    f"the passage {erratum.old!r} once in the text", f"{current.count(erratum.old)} times"
                )
            corrected = current.replace(erratum.old, erratum.new)
            _correct_in_parents(row, current, corrected, table)
            _set_field(TARGET_TABLES[erratum.kind], row, erratum.field, corrected)
        elif current != erratum.old:
            raise erratum.error(f"old value {erratum.old!r}", current, "errata-stale")
        else:
            _set_field(TARGET_TABLES[erratum.kind], row, erratum.field, erratum.new)
        edited[erratum.position] = row
    return edited


def _rules_named_without_param(erratum: Erratum, table: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The rules a rule erratum names with or without the parameter the sheet prints
    (`Brèche` for `Brèche (n)`, `Régénération (X+)` for the entry `Régénération`), with or
    without its accents (`breche`), as a deck names it: only when that leaves one rule, so
    a name never picks between two."""
    if erratum.kind != "rule":
        return []
    wanted = _bare_name(erratum.target["rule"])
    found = [row for row in table if _bare_name(row["name"]) == wanted]
    return found if len(found) == 1 else []


def _bare_name(name: str) -> str:
    return fold(without_accents(canonical_name(name)))


def _set_field(table: str, row: dict[str, Any], field: str, value: str) -> None:
    """Set a corrected field and the columns computed from it."""
    row[field] = value
    derive = DERIVED.get((table, field))
    for column, derived in (derive(value) if derive is not None else {}).items():
        if column in row:
            row[column] = derived if value else None


def _correct_in_parents(row: dict[str, Any], old_text: str, new_text: str, rules: list[dict[str, Any]]) -> None:
    """A sub-entry's text is also part of the text of the rules it belongs to (`Surcharge`
    inside `Lectro Lash`), whose card prints it: correct it there too, where it stands once."""
    by_id = {rule["rule_id"]: rule for rule in rules}
    parent = _parent(row, by_id)
    while parent is not None:
        text = parent.get("text") or ""
        if text.count(old_text) == 1:
            _set_field("rules", parent, "text", text.replace(old_text, new_text))
        parent = _parent(parent, by_id)


def _parent(rule: dict[str, Any], by_id: dict[str, dict[str, Any]]) -> dict[str, Any] | None:
    parent_id = rule.get("parent_rule_id")
    return by_id.get(parent_id) if isinstance(parent_id, str) else None


def _target_key(kind: str, row: dict[str, Any]) -> str:
    if kind == "weapon":
        return row["weapon_id"]
    if kind == "rule":
        return row["rule_id"]
    if kind == "roll_table":
        return f"{row['table_name']}|{row['roll_from']}"
    return f"{row['section']}|{row['name']}"


def errata_rows(
    sheet_id: str,
    errata: list[Erratum],
    weapon_lines: dict[int, int],
    edited: dict[int, dict[str, Any]],
    rows: dict[str, list[dict[str, Any]]],
) -> list[dict[str, Any]]:
    """The published `errata` rows: what was corrected, where, from which document."""
    weapons_by_line = {row["source_line"]: row for row in rows.get("weapons", [])}
    out = []
    for erratum in errata:
        weapon = erratum.kind == "weapon"
        row = weapons_by_line[weapon_lines[erratum.position]] if weapon else edited[erratum.position]
        out.append(
            {
                "sheet_id": sheet_id,
                "position": erratum.position,
                "target_table": TARGET_TABLES[erratum.kind],
                "target_key": _target_key(erratum.kind, row),
                "field": erratum.field,
                "old_value": erratum.old,
                "new_value": erratum.new,
                "document": erratum.document,
                "date": erratum.date,
                "note": erratum.note,
                "source_line": row["source_line"],
            }
        )
    return out
