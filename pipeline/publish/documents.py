"""output/data/json/<sheet_id>.json: one nested document per sheet, for apps that want a
sheet whole rather than joined tables; and its JSON Schema, schemas/json/sheet.schema.json.

A document holds the sheet's row of `sheets`; its weapons, each with its firing modes
(profiles), their range bands and their rule items with the rule they resolve to inline;
its glossary, with entries named inside another nested under it (`entries`); its dice
tables with their rows; its modifiers by section; its reference tables as grids; its
ammunition and errata. Every object made of a table row carries that table's columns, as
the Table Schema names and types them, minus those the enclosing object already says
(`sheet_id`, a weapon's `name`, a dice table's `table_name` and `dice`…): the builder and
the JSON Schema both read that from `PARTS`, so a column added to a table appears in both.
Lists follow the sheet's printed order (position, band index, source line).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd

from pipeline.contract.frames import records_in_chunks, rows_of_sheets, sheet_ids
from pipeline.contract.schema import TABLES, columns, fields, is_required
from pipeline.files import SCHEMA_DIR, Streamed, write_json
from pipeline.publish.incremental import reuse_file

DOCUMENTS_DIR = "json"
DOCUMENT_SCHEMA = SCHEMA_DIR / "json" / "sheet.schema.json"
# The tables whose rows make a document's weapons: built and written one weapon at a time.
WEAPON_TABLES = ("weapons", "weapon_ranges", "weapon_rules")


@dataclass(frozen=True)
class Part:
    """The columns of `table` an object of the document carries: all but `dropped`."""

    table: str
    dropped: tuple[str, ...] = ()

    @property
    def columns(self) -> list[str]:
        return [name for name in columns(self.table) if name not in self.dropped]

    def row(self, record: dict[str, Any]) -> dict[str, Any]:
        return {name: record[name] for name in self.columns}


PARTS = {
    "sheet": Part("sheets"),
    "profile": Part("weapons", ("sheet_id", "name")),
    "band": Part("weapon_ranges", ("weapon_id",)),
    "rule_item": Part("weapon_rules", ("weapon_id",)),
    "rule": Part("rules", ("sheet_id",)),
    "roll": Part("roll_tables", ("sheet_id", "table_name", "dice")),
    "modifier": Part("modifiers", ("sheet_id", "section")),
    "ammunition": Part("ammunition", ("sheet_id",)),
    "erratum": Part("errata", ("sheet_id",)),
    "note": Part("notes", ("sheet_id",)),
}


def _ordered(rows: Iterable[dict[str, Any]], *keys: str) -> list[dict[str, Any]]:
    """Rows in printed order: by `keys`, nulls last."""
    return sorted(rows, key=lambda row: tuple((row[key] is None, 0 if row[key] is None else row[key]) for key in keys))


def _grouped(rows: list[dict[str, Any]], *names: str) -> list[tuple[tuple[Any, ...], list[dict[str, Any]]]]:
    """Rows grouped by the values of `names`, groups in the order of their first row."""
    groups: dict[tuple[Any, ...], list[dict[str, Any]]] = {}
    for row in rows:
        groups.setdefault(tuple(row[name] for name in names), []).append(row)
    return list(groups.items())


def _whole_numbers_as_integers(row: dict[str, Any]) -> dict[str, Any]:
    # A band of 10″ reads `10` in the document, as on the sheet: jq (1.7+) and JavaScript
    # print `10.0` as written, and a number column is a float column in the tables.
    return {
        name: int(value) if isinstance(value, float) and value.is_integer() else value for name, value in row.items()
    }


def _plain_rows(frame: pd.DataFrame) -> Iterator[dict[str, Any]]:
    """The frame's rows as plain records (whole numbers as integers), a chunk at a time."""
    return (_whole_numbers_as_integers(row) for row in records_in_chunks(frame))


def _in_printed_order(frame: pd.DataFrame, *keys: str) -> pd.DataFrame:
    """As `_ordered`: by `keys`, nulls last, ties in table order."""
    return frame.sort_values(list(keys), kind="stable", na_position="last") if len(frame) else frame


def _rows_by_weapon(frame: pd.DataFrame, rank: pd.Series, key: str) -> Iterator[tuple[int, list[dict[str, Any]]]]:
    """(weapon rank, its rows ordered by `key`) for the weapons that have rows, by rank."""
    ranked = frame.assign(_rank=frame["weapon_id"].map(rank)).dropna(subset=["_rank"])
    ranked = _in_printed_order(ranked, "_rank", key)
    for weapon, rows in itertools.groupby(_plain_rows(ranked), key=lambda row: row["_rank"]):
        yield int(weapon), [{name: value for name, value in row.items() if name != "_rank"} for row in rows]


class _RowsOfWeapon:
    """Walks `_rows_by_weapon` alongside the weapons, which come in rank order."""

    def __init__(self, runs: Iterator[tuple[int, list[dict[str, Any]]]]) -> None:
        self._runs = runs
        self._next = next(runs, None)

    def take(self, rank: int) -> list[dict[str, Any]]:
        while self._next is not None and self._next[0] < rank:
            self._next = next(self._runs, None)
        if self._next is None or self._next[0] != rank:
            return []
        rows = self._next[1]
        self._next = next(self._runs, None)
        return rows


def _weapons(frames: dict[str, pd.DataFrame], rules: dict[str, dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """The sheet's weapons in printed order, each name once with its modes, built one at a
    time from the frames."""
    profiles = _in_printed_order(frames["weapons"], "position").reset_index(drop=True)
    # A name's modes go together, names in the order of their first mode.
    name_rank = profiles.groupby("name", sort=False, dropna=False).ngroup()
    profiles = profiles.iloc[name_rank.argsort(kind="stable")].reset_index(drop=True)
    rank = pd.Series(range(len(profiles)), index=profiles["weapon_id"].to_numpy())
    bands = _RowsOfWeapon(_rows_by_weapon(frames["weapon_ranges"], rank, "band_index"))
    items = _RowsOfWeapon(_rows_by_weapon(frames["weapon_rules"], rank, "position"))

    def rule_item(item: dict[str, Any]) -> dict[str, Any]:
        rule = rules.get(item["rule_id"]) if item["rule_id"] else None
        return PARTS["rule_item"].row(item) | {"rule": PARTS["rule"].row(rule) if rule else None}

    def profile(position: int, row: dict[str, Any]) -> dict[str, Any]:
        return PARTS["profile"].row(row) | {
            "bands": [PARTS["band"].row(band) for band in bands.take(position)],
            "rules": [rule_item(item) for item in items.take(position)],
        }

    ranked = enumerate(_plain_rows(profiles))
    for name, modes in itertools.groupby(ranked, key=lambda ranked_row: ranked_row[1]["name"]):
        yield {"name": name, "modes": [profile(position, row) for position, row in modes]}


def _glossary(rules: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Rules in printed order, each entry named inside another nested in its `entries`."""
    ordered = _ordered(rules, "source_line", "rule_id")
    known = {rule["rule_id"] for rule in ordered}
    children = dict(_grouped([rule for rule in ordered if rule["parent_rule_id"] in known], "parent_rule_id"))

    def entry(rule: dict[str, Any]) -> dict[str, Any]:
        return PARTS["rule"].row(rule) | {"entries": [entry(child) for child in children.get((rule["rule_id"],), [])]}

    return [entry(rule) for rule in ordered if rule["parent_rule_id"] not in known]


def _reference_grids(cells: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each reference table as column labels and rows of cells (null where empty)."""
    grids = []
    for (table_name,), group in _grouped(_ordered(cells, "source_line", "row_index", "column_index"), "table_name"):
        width = max(cell["column_index"] for cell in group)
        labels: dict[int, Any] = {}
        for cell in group:
            labels.setdefault(cell["column_index"], cell["column_label"])
        rows = []
        for (row_index,), row_cells in _grouped(_ordered(group, "row_index", "column_index"), "row_index"):
            values = {cell["column_index"]: cell["value"] for cell in row_cells}
            rows.append(
                {
                    "row_index": row_index,
                    "source_line": min(cell["source_line"] for cell in row_cells),
                    "cells": [values.get(index) for index in range(1, width + 1)],
                }
            )
        column_labels = [labels.get(index) for index in range(1, width + 1)]
        grids.append({"table_name": table_name, "columns": column_labels, "rows": rows})
    return grids


def _document_parts(frames: dict[str, pd.DataFrame]) -> tuple[dict[str, Any], Streamed]:
    """The document of one sheet from its frames: everything but its weapons, and its
    weapons one by one (the only part that grows with a sheet's size)."""
    rows = {table: list(_plain_rows(frames[table])) for table in TABLES if table not in WEAPON_TABLES}
    rules = {rule["rule_id"]: rule for rule in rows["rules"]}
    head = {
        "sheet": PARTS["sheet"].row(rows["sheets"][0]),
        "glossary": _glossary(rows["rules"]),
        "dice_tables": [
            {"table_name": table_name, "dice": dice, "rows": [PARTS["roll"].row(row) for row in group]}
            for (table_name, dice), group in _grouped(
                _ordered(rows["roll_tables"], "source_line", "roll_from"), "table_name", "dice"
            )
        ],
        "modifiers": [
            {"section": section, "modifiers": [PARTS["modifier"].row(row) for row in group]}
            for (section,), group in _grouped(_ordered(rows["modifiers"], "source_line", "name"), "section")
        ],
        "reference_tables": _reference_grids(rows["reference_tables"]),
        "ammunition": [
            PARTS["ammunition"].row(row) | {"name": rules[row["rule_id"]]["name"]}
            for row in _ordered(rows["ammunition"], "source_line", "rule_id")
        ],
        "notes": [PARTS["note"].row(row) for row in _ordered(rows["notes"], "source_line")],
        "errata": [PARTS["erratum"].row(row) for row in _ordered(rows["errata"], "position")],
    }
    return head, Streamed(lambda: _weapons(frames, rules))


def sheet_document(frames: dict[str, pd.DataFrame]) -> dict[str, Any]:
    """The nested document of one sheet, whole (see `write_sheet_document` to write it)."""
    head, weapons = _document_parts(frames)
    return head | {"weapons": list(weapons)}


def write_sheet_document(path: Path, frames: dict[str, pd.DataFrame]) -> None:
    """The document of one sheet, written as `write_json` would write it whole, weapon by
    weapon: its size in memory is that of one weapon, not of the sheet."""
    head, weapons = _document_parts(frames)
    write_json(path, head | {"weapons": weapons})


def frames_by_sheet(
    tables: dict[str, pd.DataFrame], wanted: set[str] | None = None
) -> dict[str, dict[str, pd.DataFrame]]:
    """sheet_id -> table -> that sheet's rows, for every published sheet (or the `wanted` ones)."""
    if wanted is not None:
        tables = rows_of_sheets(tables, wanted)
    by_sheet: dict[str, dict[str, pd.DataFrame]] = {sheet_id: {} for sheet_id in tables["sheets"]["sheet_id"]}
    for table in TABLES:
        frame = tables[table]
        owners = sheet_ids(tables, table).to_numpy()
        positions = pd.Series(owners).groupby(owners, sort=False).indices if len(frame) else {}
        for sheet_id, frames in by_sheet.items():
            frames[table] = frame.iloc[positions[sheet_id]] if sheet_id in positions else frame.iloc[0:0]
    return by_sheet


def write_documents(
    tables: dict[str, pd.DataFrame], data_dir: Path, previous_dir: Path | None = None, redo: set[str] | None = None
) -> list[Path]:
    """One document per published sheet under data_dir/json/; returns their paths.

    With `previous_dir` and `redo`, a sheet not in `redo` takes its published document
    (same rows, same bytes) instead of being written again."""
    directory = data_dir / DOCUMENTS_DIR
    directory.mkdir(exist_ok=True)
    published = tables["sheets"]["sheet_id"].tolist()
    reused = {
        sheet_id
        for sheet_id in published
        if previous_dir is not None
        and redo is not None
        and sheet_id not in redo
        and reuse_file(previous_dir / DOCUMENTS_DIR / f"{sheet_id}.json", directory / f"{sheet_id}.json")
    }
    for sheet_id, frames in frames_by_sheet(tables, set(published) - reused).items():
        write_sheet_document(directory / f"{sheet_id}.json", frames)
    return [directory / f"{sheet_id}.json" for sheet_id in sorted(published)]


# --- The JSON Schema of a document, generated from the Table Schemas (`python -m pipeline datadict`).

_JSON_TYPES = {"string": "string", "integer": "integer", "number": "number", "boolean": "boolean", "date": "string"}


def _value_schema(field: dict[str, Any], nullable: bool | None = None) -> dict[str, Any]:
    kind = _JSON_TYPES[field["type"]]
    nullable = not is_required(field) if nullable is None else nullable
    schema: dict[str, Any] = {"type": [kind, "null"] if nullable else kind, "description": field["description"]}
    if field["type"] == "date":
        schema["format"] = "date"
    return schema


def _field(table: str, name: str) -> dict[str, Any]:
    return next(field for field in fields(table) if field["name"] == name)


def _object(properties: dict[str, Any], description: str | None = None) -> dict[str, Any]:
    schema: dict[str, Any] = {
        "type": "object",
        "properties": properties,
        "required": list(properties),
        "additionalProperties": False,
    }
    return {"description": description, **schema} if description else schema


def _part_schema(part: str, extra: dict[str, Any] | None = None, description: str | None = None) -> dict[str, Any]:
    table = PARTS[part].table
    properties = {name: _value_schema(_field(table, name)) for name in PARTS[part].columns}
    return _object(properties | (extra or {}), description)


def _array(items: dict[str, Any], description: str) -> dict[str, Any]:
    return {"type": "array", "description": description, "items": items}


def document_schema() -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) every sheet document validates against."""
    rule_ref = {"$ref": "#/$defs/rule"}
    nullable_text = {"type": ["string", "null"]}
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "A quick-reference sheet as one document",
        "description": "Generated from schemas/tables/*.schema.json by `python -m pipeline datadict`; do not edit.",
        **_object(
            {
                "sheet": _part_schema("sheet", description="The sheet's row of `sheets`."),
                "weapons": _array(
                    _object(
                        {
                            "name": _value_schema(_field("weapons", "name")),
                            "modes": _array(
                                _part_schema(
                                    "profile",
                                    {
                                        "bands": _array(_part_schema("band"), "Range bands, by band_index."),
                                        "rules": _array(
                                            _part_schema(
                                                "rule_item",
                                                {"rule": {"anyOf": [{"$ref": "#/$defs/rule_row"}, {"type": "null"}]}},
                                            ),
                                            "Rule items in printed order, with the rule each resolves to (null "
                                            "when unresolved).",
                                        ),
                                    },
                                ),
                                "Firing modes (profiles) of the weapon, by position; mode is null for a weapon "
                                "of one profile.",
                            ),
                        }
                    ),
                    "Weapons in printed order.",
                ),
                "glossary": _array(
                    rule_ref, "Rules in printed order; entries named inside another are nested in its `entries`."
                ),
                "dice_tables": _array(
                    _object(
                        {
                            "table_name": _value_schema(_field("roll_tables", "table_name")),
                            "dice": _value_schema(_field("roll_tables", "dice")),
                            "rows": _array(_part_schema("roll"), "Rows by source line."),
                        }
                    ),
                    "Dice tables in printed order.",
                ),
                "modifiers": _array(
                    _object(
                        {
                            "section": _value_schema(_field("modifiers", "section")),
                            "modifiers": _array(_part_schema("modifier"), "Modifiers by source line."),
                        }
                    ),
                    "Modifier lists by section, in printed order.",
                ),
                "reference_tables": _array(
                    _object(
                        {
                            "table_name": _value_schema(_field("reference_tables", "table_name")),
                            "columns": _array(nullable_text, "Column labels by column index (null: no label)."),
                            "rows": _array(
                                _object(
                                    {
                                        "row_index": _value_schema(_field("reference_tables", "row_index")),
                                        "source_line": _value_schema(_field("reference_tables", "source_line")),
                                        "cells": _array(nullable_text, "Cell values by column (null: empty cell)."),
                                    }
                                ),
                                "Rows by row index.",
                            ),
                        }
                    ),
                    "Reference tables as grids, in printed order.",
                ),
                "ammunition": _array(
                    _part_schema("ammunition", {"name": _value_schema(_field("rules", "name"))}),
                    "Ammunition (Infinity), with the name of its rule; empty for other sheets.",
                ),
                "notes": _array(_part_schema("note"), "Notes under tables and footnotes, by source line."),
                "errata": _array(_part_schema("erratum"), "Corrections applied to the sheet, by position."),
            }
        ),
        "$defs": {
            "rule_row": _part_schema("rule", description="A row of `rules`."),
            "rule": _part_schema(
                "rule",
                {"entries": _array(rule_ref, "Entries named inside this one (parent_rule_id), in printed order.")},
                "A glossary entry.",
            ),
        },
    }


def write_document_schema(path: Path = DOCUMENT_SCHEMA) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    write_json(path, document_schema())
