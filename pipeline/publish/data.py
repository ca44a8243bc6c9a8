"""The published tables: every good sheet's rows, plus the last published rows of the
sheets that failed this time, sorted by key, as Parquet and CSV."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pandas as pd

from pipeline.contract.frames import read_parquet, sort_by_key, typed_frame, write_parquet
from pipeline.contract.schema import TABLES
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


def _sheet_rows(frame: pd.DataFrame, table: str, sheet_ids: set[str], weapon_ids: set[str]) -> pd.DataFrame:
    if "sheet_id" in frame.columns:
        return frame[frame["sheet_id"].isin(sheet_ids)]
    return frame[frame["weapon_id"].isin(weapon_ids)]


def combine_tables(good: list[SheetBuild], kept: set[str], previous_dir: Path) -> dict[str, pd.DataFrame]:
    """This build's rows for the good sheets, the last published rows for `kept` sheets."""
    previous_weapons = _read_previous(previous_dir, "weapons")
    kept_weapons = set(previous_weapons[previous_weapons["sheet_id"].isin(kept)]["weapon_id"])
    combined = {}
    for table in TABLES:
        frames = [read_parquet(table, build.tables_dir / f"{table}.parquet") for build in good]
        if kept:
            frames.append(_sheet_rows(_read_previous(previous_dir, table), table, kept, kept_weapons))
        rows = [row for frame in frames for row in frame.to_dict("records")]
        combined[table] = sort_by_key(table, typed_frame(table, rows))
    return combined


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
