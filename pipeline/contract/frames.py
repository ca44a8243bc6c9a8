"""Tables as data frames and Parquet files, typed by their Table Schemas (pandas, pyarrow).

Kept apart from `pipeline.contract.schema` so that what only needs the table names and
fields (the Snakefile, the data dictionary) does not load pandas.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pandas as pd
import pyarrow as pa
import pyarrow.parquet as pq

from pipeline.contract.schema import TABLES, columns, foreign_keys, primary_key, table_schema

# Dates stay ISO strings in frames (YYYY-MM-DD) and are typed `date32` in Parquet.
PANDAS_DTYPES = {"string": "string", "integer": "Int64", "number": "Float64", "boolean": "boolean", "date": "string"}
_ARROW_TYPES = {
    "string": pa.string(),
    "integer": pa.int64(),
    "number": pa.float64(),
    "boolean": pa.bool_(),
    "date": pa.date32(),
}


def typed_frame(table: str, rows: list[dict[str, Any]]) -> pd.DataFrame:
    """Rows -> DataFrame with exactly the schema's columns, in order, with nullable dtypes.

    Extra keys in the rows are an error in the extractor, not silently dropped.
    """
    names = columns(table)
    unknown = {key for row in rows for key in row} - set(names)
    if unknown:
        raise KeyError(f"{table}: columns not in schemas/tables/{table}.schema.json: {sorted(unknown)}")
    dtypes = {field["name"]: PANDAS_DTYPES[field["type"]] for field in table_schema(table)["fields"]}
    # A typed column at a time: a frame of objects cast column by column afterwards takes
    # several times as long, and every test and build makes these frames.
    return pd.DataFrame(
        {name: pd.array([row.get(name) for row in rows], dtype=dtypes[name]) for name in names}, columns=names
    )


def value_rows(frame: pd.DataFrame, chunk: int = 4096) -> Iterator[tuple[Any, ...]]:
    """Rows as tuples of plain Python values (int, float, bool, str), None for a null,
    converted a chunk at a time: a table of a hundred thousand rows is never all Python
    objects at once."""
    for start in range(0, len(frame), chunk):
        part = frame.iloc[start : start + chunk]
        columns = [part[name].to_numpy(dtype=object, na_value=None).tolist() for name in part.columns]
        yield from zip(*columns, strict=True)


def records_in_chunks(frame: pd.DataFrame) -> Iterator[dict[str, Any]]:
    """Rows as dicts of plain Python values, None for a null (see `value_rows`)."""
    names = list(frame.columns)
    return (dict(zip(names, row, strict=True)) for row in value_rows(frame))


def records(frame: pd.DataFrame) -> list[dict[str, Any]]:
    return list(records_in_chunks(frame))


def sheet_ids(tables: dict[str, pd.DataFrame], table: str) -> pd.Series:
    """The sheet of each row of `table`: its own `sheet_id`, or that of the row its first
    foreign key leads to (a weapon_ranges row is its weapon's sheet's). Null when neither."""
    frame = tables[table]
    if "sheet_id" in frame.columns:
        return frame["sheet_id"]
    for key in foreign_keys(table):
        if key.target != table and key.target in tables and len(key.fields) == 1:
            target = tables[key.target]
            owners = pd.Series(sheet_ids(tables, key.target).to_numpy(), index=target[key.target_fields[0]].to_numpy())
            return frame[key.fields[0]].map(owners)
    return pd.Series(None, index=frame.index, dtype=object)


def rows_of_sheets(tables: dict[str, pd.DataFrame], wanted: set[str]) -> dict[str, pd.DataFrame]:
    """Each table's rows that belong to the `wanted` sheets (see `sheet_ids`)."""
    return {table: frame[sheet_ids(tables, table).isin(wanted).to_numpy()] for table, frame in tables.items()}


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
        frame[field["name"]] = frame[field["name"]].astype(PANDAS_DTYPES[field["type"]])
    return frame


def sheet_data_hash(tables: dict[str, pd.DataFrame]) -> str:
    """A short hash of one sheet's typed tables: it moves exactly when its data does."""
    digest = hashlib.sha256()
    for table in TABLES:
        digest.update(table.encode())
        digest.update(tables[table].to_csv(index=False).encode())
    return digest.hexdigest()[:8]
