"""Helpers shared by the tests of several games' fixture sheets."""

from __future__ import annotations

from typing import Any

import pandas as pd

from pipeline.model.result import ParseResult
from tests.conftest import PROJECT
from tests.hand_written import result


def columns(frame: pd.DataFrame, names: str) -> list[tuple[object, ...]]:
    """The rows of `frame` as tuples of the columns `names`, a missing value as None."""
    picked = frame[names.split()].astype(object)
    return [tuple(row) for row in picked.where(picked.notna(), None).itertuples(index=False)]


def kinds(result: ParseResult) -> dict[int, str]:
    return dict(zip(result.coverage["source_line"], result.coverage["kind"], strict=True))


ROOT = PROJECT


def unparsed(sheet_id: str) -> list[dict[str, Any]]:
    coverage = result(sheet_id).coverage
    return coverage[coverage["kind"] == "unparsed"].to_dict("records")
