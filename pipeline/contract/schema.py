"""The published tables' Table Schemas (schemas/tables/*.schema.json), the single source
of column names, order and types for every stage."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import Any

from pipeline.files import SCHEMA_DIR

TABLE_SCHEMA_DIR = SCHEMA_DIR / "tables"

# Publication order: referenced tables before the tables that point at them.
TABLES = (
    "sheets",
    "weapons",
    "weapon_ranges",
    "weapon_rules",
    "rules",
    "ammunition",
    "roll_tables",
    "modifiers",
    "reference_tables",
    "notes",
    "errata",
)


@cache
def table_schema(table: str) -> dict[str, Any]:
    return json.loads((TABLE_SCHEMA_DIR / f"{table}.schema.json").read_text(encoding="utf-8"))


def columns(table: str) -> list[str]:
    return [field["name"] for field in table_schema(table)["fields"]]


def primary_key(table: str) -> list[str]:
    return list(_names(table_schema(table)["primaryKey"]))


def fields(table: str) -> list[dict[str, Any]]:
    return list(table_schema(table)["fields"])


def field_types(table: str) -> dict[str, str]:
    """Column name -> Table Schema type (string, integer, number, boolean, date)."""
    return {field["name"]: field["type"] for field in fields(table)}


@dataclass(frozen=True)
class ForeignKey:
    """`fields` of a table refer to `target_fields` of `target` (which may be the table itself)."""

    fields: tuple[str, ...]
    target: str
    target_fields: tuple[str, ...]


def _names(value: str | list[str]) -> tuple[str, ...]:
    """Table Schema allows one field name as a string where a list is expected."""
    return (value,) if isinstance(value, str) else tuple(value)


def foreign_keys(table: str) -> list[ForeignKey]:
    """The table's foreign keys; a reference with an empty resource points at the table itself."""
    return [
        ForeignKey(_names(key["fields"]), key["reference"]["resource"] or table, _names(key["reference"]["fields"]))
        for key in table_schema(table).get("foreignKeys", [])
    ]


def is_required(field: dict[str, Any]) -> bool:
    return bool(field.get("constraints", {}).get("required", False))
