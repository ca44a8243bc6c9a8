from __future__ import annotations

from functools import cache
from pathlib import Path

import pandas as pd
import pytest

from pipeline.manifest import SheetEntry, load_manifest
from pipeline.normalise.builder import ParseResult
from pipeline.parse import parse_sheet

PROJECT = Path(__file__).resolve().parent.parent
RAW = PROJECT / "raw"


@cache
def manifest() -> dict[str, SheetEntry]:
    return {entry.sheet_id: entry for entry in load_manifest(RAW / "sheets.yaml")}


@cache
def parsed(sheet_id: str) -> ParseResult:
    return parse_sheet(manifest()[sheet_id], RAW)


@pytest.fixture(scope="session")
def algoryn() -> ParseResult:
    return parsed("antares-algoryn")


@pytest.fixture(scope="session")
def freeborn() -> ParseResult:
    return parsed("antares-freeborn")


def one(frame: pd.DataFrame, **where: object) -> pd.Series:
    """The single row of `frame` matching every column=value of `where`."""
    mask = pd.Series(True, index=frame.index)
    for column, value in where.items():
        mask &= frame[column].isna() if value is None else frame[column] == value
    rows = frame[mask]
    assert len(rows) == 1, f"expected one row for {where}, found {len(rows)}"
    return rows.iloc[0]
