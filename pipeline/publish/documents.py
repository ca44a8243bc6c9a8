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

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd

from pipeline.contract.frames import records, rows_of_sheets, sheet_ids
from pipeline.contract.schema import TABLES, columns, fields, is_required
from pipeline.files import SCHEMA_DIR, write_json
from pipeline.publish.incremental import reuse_file

DOCUMENTS_DIR = "json"
DOCUMENT_SCHEMA = SCHEMA_DIR / "json" / "sheet.schema.json"


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


def _weapons(profiles: list[dict], bands: list[dict], items: list[dict], rules: dict[str, dict]) -> list[dict]:
    bands_of = dict(_grouped(_ordered(bands, "band_index"), "weapon_id"))
    items_of = dict(_grouped(_ordered(items, "position"), "weapon_id"))

    def rule_item(item: dict[str, Any]) -> dict[str, Any]:
        rule = rules.get(item["rule_id"]) if item["rule_id"] else None
        return PARTS["rule_item"].row(item) | {"rule": PARTS["rule"].row(rule) if rule else None}

    def profile(row: dict[str, Any]) -> dict[str, Any]:
        key = (row["weapon_id"],)
        return PARTS["profile"].row(row) | {
            "bands": [PARTS["band"].row(band) for band in bands_of.get(key, [])],
            "rules": [rule_item(item) for item in items_of.get(key, [])],
        }

    return [
        {"name": name, "modes": [profile(row) for row in group]}
        for (name,), group in _grouped(_ordered(profiles, "position"), "name")
    ]


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


def sheet_document(rows: dict[str, list[dict[str, Any]]]) -> dict[str, Any]:
    """The nested document of one sheet from its rows of every table (plain records)."""
    rules = {rule["rule_id"]: rule for rule in rows["rules"]}
    return {
        "sheet": PARTS["sheet"].row(rows["sheets"][0]),
        "weapons": _weapons(rows["weapons"], rows["weapon_ranges"], rows["weapon_rules"], rules),
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
        "errata": [PARTS["erratum"].row(row) for row in _ordered(rows["errata"], "position")],
    }


def _whole_numbers_as_integers(row: dict[str, Any]) -> dict[str, Any]:
    # A band of 10″ reads `10` in the document, as on the sheet: jq (1.7+) and JavaScript
    # print `10.0` as written, and a number column is a float column in the tables.
    return {
        name: int(value) if isinstance(value, float) and value.is_integer() else value for name, value in row.items()
    }


def rows_by_sheet(tables: dict[str, pd.DataFrame]) -> dict[str, dict[str, list[dict[str, Any]]]]:
    """sheet_id -> table -> that sheet's rows as plain records (whole numbers as integers)."""
    by_sheet: dict[str, dict[str, list[dict[str, Any]]]] = {
        sheet_id: {table: [] for table in TABLES} for sheet_id in tables["sheets"]["sheet_id"]
    }
    for table in TABLES:
        for sheet_id, row in zip(sheet_ids(tables, table), records(tables[table]), strict=True):
            if sheet_id in by_sheet:
                by_sheet[sheet_id][table].append(_whole_numbers_as_integers(row))
    return by_sheet


def write_documents(
    tables: dict[str, pd.DataFrame], data_dir: Path, previous_dir: Path | None = None, redo: set[str] | None = None
) -> list[Path]:
    """One document per published sheet under data_dir/json/; returns their paths.

    With `previous_dir` and `redo`, a sheet not in `redo` takes its published document
    (same rows, same bytes) instead of being written again."""
    directory = data_dir / DOCUMENTS_DIR
    directory.mkdir(exist_ok=True)
    written = []
    published = tables["sheets"]["sheet_id"].tolist()
    reused = {
        sheet_id
        for sheet_id in published
        if previous_dir is not None
        and redo is not None
        and sheet_id not in redo
        and reuse_file(previous_dir / DOCUMENTS_DIR / f"{sheet_id}.json", directory / f"{sheet_id}.json")
    }
    fresh = rows_of_sheets(tables, set(published) - reused) if reused else tables
    for sheet_id, rows in rows_by_sheet(fresh).items():
        write_json(directory / f"{sheet_id}.json", sheet_document(rows))
    written = [directory / f"{sheet_id}.json" for sheet_id in sorted(published)]
    return written


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
