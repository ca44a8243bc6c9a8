"""What parsing one sheet produces."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any

import pandas as pd

from pipeline.contract.frames import typed_frame
from pipeline.contract.schema import TABLES

# `construct`: for a line nothing took, what it looks like (a table row, a named bullet…).
COVERAGE_COLUMNS = ["source_line", "kind", "ref", "text", "construct"]


@dataclass
class ParseResult:
    """The rows of each published table (plain values, not yet checked against the
    schemas), the fate of every source line, and notes for the report."""

    rows: dict[str, list[dict[str, Any]]]
    coverage: pd.DataFrame
    report: dict[str, Any]

    @cached_property
    def tables(self) -> dict[str, pd.DataFrame]:
        """The rows as typed frames, with the schemas' columns (for tests and tools)."""
        return {table: typed_frame(table, self.rows.get(table, [])) for table in TABLES}


def empty_coverage() -> pd.DataFrame:
    return typed_coverage([])


COVERAGE_DTYPES = {"source_line": "int64", "kind": "string", "ref": "string", "text": "string", "construct": "string"}


def typed_coverage(records: list[dict[str, Any]]) -> pd.DataFrame:
    # Built a typed column at a time: a frame of objects cast afterwards takes three times as long.
    return pd.DataFrame(
        {
            name: pd.array([record.get(name) for record in records], dtype=COVERAGE_DTYPES[name])
            for name in COVERAGE_COLUMNS
        },
        columns=COVERAGE_COLUMNS,
    )
