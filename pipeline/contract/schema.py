"""The published tables' Table Schemas (schemas/tables/*.schema.json), the single source
of column names, order and types for every stage."""

from __future__ import annotations

import json
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
    "errata",
)


@cache
def table_schema(table: str) -> dict[str, Any]:
    return json.loads((TABLE_SCHEMA_DIR / f"{table}.schema.json").read_text(encoding="utf-8"))


def columns(table: str) -> list[str]:
    return [field["name"] for field in table_schema(table)["fields"]]


def primary_key(table: str) -> list[str]:
    return list(table_schema(table)["primaryKey"])
