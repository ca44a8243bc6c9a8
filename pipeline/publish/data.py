"""The published tables: every good sheet's rows, plus the last published rows of the
sheets that failed this time, sorted by key, as Parquet and CSV."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pandas as pd

from pipeline.contract.frames import (
    PANDAS_DTYPES,
    read_parquet,
    rows_of_sheets,
    sort_by_key,
    typed_frame,
    write_parquet,
)
from pipeline.contract.schema import TABLES, columns, table_schema
from pipeline.publish.inputs import SheetBuild

# A leading = + - @ (or tab, CR) makes a spreadsheet read the cell as a formula.
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def _read_previous(data_dir: Path, table: str) -> pd.DataFrame:
    path = data_dir / f"{table}.parquet"
    if not path.is_file():
        return typed_frame(table, [])
    try:
        return read_parquet(table, path)
    except (KeyError, ValueError):  # published by an older release with other columns
        return typed_frame(table, [])


def _conformed(table: str, frames: list[pd.DataFrame]) -> pd.DataFrame:
    """Frames of one table as one, with the schema's columns and dtypes, sorted by key."""
    frames = [frame for frame in frames if len(frame)]
    if not frames:
        return typed_frame(table, [])
    combined = pd.concat(frames, ignore_index=True)[columns(table)]
    for field in table_schema(table)["fields"]:
        combined[field["name"]] = combined[field["name"]].astype(PANDAS_DTYPES[field["type"]])
    return sort_by_key(table, combined)


def read_published(data_dir: Path) -> dict[str, pd.DataFrame]:
    """The tables published in `data_dir` (empty where none, or from another schema)."""
    return {table: _read_previous(data_dir, table) for table in TABLES}


def combine_tables(
    good: list[SheetBuild],
    kept: set[str],
    published: dict[str, pd.DataFrame] | None,
    unchanged: set[str] | None = None,
) -> dict[str, pd.DataFrame]:
    """This build's rows for the good sheets, the last `published` rows (see
    `read_published`) for `kept` sheets.

    With `unchanged` (an incremental publish), the good sheets of that set are not read
    again: their published rows are this build's rows already."""
    unchanged = unchanged or set()
    reused = kept | {build.sheet_id for build in good if build.sheet_id in unchanged}
    previous = rows_of_sheets(published, reused) if reused and published is not None else None
    fresh = [build for build in good if build.sheet_id not in unchanged]
    return {
        table: _conformed(
            table,
            [read_parquet(table, build.tables_dir / f"{table}.parquet") for build in fresh]
            + ([previous[table]] if previous is not None else []),
        )
        for table in TABLES
    }


def write_table(frame: pd.DataFrame, directory: Path, table: str) -> None:
    write_parquet(table, frame, directory / f"{table}.parquet")
    # RFC 4180: comma, double quotes where needed, CRLF; absent values are empty cells.
    frame.to_csv(directory / f"{table}.csv", index=False, encoding="utf-8", lineterminator="\r\n")


def spreadsheet_safe(value: Any) -> Any:
    """Prefix text a spreadsheet would run as a formula with `'`, which it shows as text."""
    if isinstance(value, str) and value.startswith(_FORMULA_START):
        return "'" + value
    return value


def write_spreadsheet_table(frame: pd.DataFrame, directory: Path, table: str) -> None:
    """The French-spreadsheet CSV: `;` separator, UTF-8 with BOM, formulas neutralised."""
    safe = frame.astype(object).map(spreadsheet_safe)
    safe.to_csv(directory / f"{table}.csv", index=False, sep=";", encoding="utf-8-sig", lineterminator="\r\n")
