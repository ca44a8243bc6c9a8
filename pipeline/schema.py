"""The published tables' Table Schemas (schemas/tables/*.schema.json), the single source
of column names, order and types for every stage."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pandas as pd
import pyarrow as pa
import pyarrow.parquet as pq

SCHEMA_DIR = Path(__file__).resolve().parent.parent / "schemas" / "tables"

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

# Dates stay ISO strings in frames (YYYY-MM-DD) and are typed `date32` in Parquet.
_PANDAS_DTYPES = {"string": "string", "integer": "Int64", "number": "Float64", "boolean": "boolean", "date": "string"}
_ARROW_TYPES = {
    "string": pa.string(),
    "integer": pa.int64(),
    "number": pa.float64(),
    "boolean": pa.bool_(),
    "date": pa.date32(),
}


@cache
def table_schema(table: str) -> dict[str, Any]:
    return json.loads((SCHEMA_DIR / f"{table}.schema.json").read_text(encoding="utf-8"))


def columns(table: str) -> list[str]:
    return [field["name"] for field in table_schema(table)["fields"]]


def primary_key(table: str) -> list[str]:
    return list(table_schema(table)["primaryKey"])


def typed_frame(table: str, rows: list[dict[str, Any]]) -> pd.DataFrame:
    """Rows -> DataFrame with exactly the schema's columns, in order, with nullable dtypes.

    Extra keys in the rows are an error in the normaliser, not silently dropped.
    """
    names = columns(table)
    unknown = {key for row in rows for key in row} - set(names)
    if unknown:
        raise KeyError(f"{table}: columns not in schemas/tables/{table}.schema.json: {sorted(unknown)}")
    frame = pd.DataFrame(rows, columns=names)
    for field in table_schema(table)["fields"]:
        frame[field["name"]] = frame[field["name"]].astype(_PANDAS_DTYPES[field["type"]])
    return frame


def sort_by_key(table: str, frame: pd.DataFrame) -> pd.DataFrame:
    return frame.sort_values(primary_key(table), kind="stable").reset_index(drop=True)


def arrow_schema(table: str) -> pa.Schema:
    """The Parquet schema of a table: its fields, typed and nullable unless required."""
    return pa.schema(
        [
            pa.field(
                field["name"],
                _ARROW_TYPES[field["type"]],
                nullable=not field.get("constraints", {}).get("required", False),
            )
            for field in table_schema(table)["fields"]
        ]
    )


def write_parquet(table: str, frame: pd.DataFrame, path: Path) -> None:
    """Write with the table's own Arrow schema, so every file carries the same plain types."""
    frame = frame.copy()
    for field in table_schema(table)["fields"]:
        if field["type"] == "date":
            frame[field["name"]] = pd.to_datetime(frame[field["name"]], format="%Y-%m-%d").dt.date
    pq.write_table(pa.Table.from_pandas(frame, schema=arrow_schema(table), preserve_index=False), path)


def read_parquet(table: str, path: Path) -> pd.DataFrame:
    """A table as written by `write_parquet`, back with the frame dtypes of `typed_frame`."""
    frame = pd.read_parquet(path)
    for field in table_schema(table)["fields"]:
        if field["type"] == "date":
            frame[field["name"]] = frame[field["name"]].map(lambda day: day.isoformat() if pd.notna(day) else None)
        frame[field["name"]] = frame[field["name"]].astype(_PANDAS_DTYPES[field["type"]])
    return frame
