"""Validate stage: one sheet's tables against the Table Schemas in schemas/tables/.

Column checks (types, required, enum, bounds, patterns, primary keys) run through
pandera schemas built from the Table Schemas; foreign keys, which pandera does not
know, are checked here. Every violation names table, column, value, constraint and
the raw sheet's line.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

import pandas as pd
import pandera.pandas as pa

from pipeline.schema import TABLES, table_schema


@dataclass(frozen=True)
class Violation:
    table: str
    column: str | None
    value: str | None
    constraint: str
    source_line: int | None

    def describe(self, source_file: str) -> str:
        where = f"{source_file}:{self.source_line}" if self.source_line else source_file
        column = f".{self.column}" if self.column else ""
        return f"{where}: {self.table}{column} = {self.value!r} breaks {self.constraint}"


def _checks(constraints: dict[str, Any]) -> list[pa.Check]:
    checks = []
    if "enum" in constraints:
        checks.append(pa.Check.isin(constraints["enum"], name=f"enum {constraints['enum']}"))
    if "minimum" in constraints:
        checks.append(pa.Check.ge(constraints["minimum"], name=f"minimum {constraints['minimum']}"))
    if "exclusiveMinimum" in constraints:
        bound = constraints["exclusiveMinimum"]
        checks.append(pa.Check.gt(bound, name=f"exclusiveMinimum {bound}"))
    if "pattern" in constraints:
        checks.append(pa.Check.str_matches(constraints["pattern"], name=f"pattern {constraints['pattern']}"))
    return checks


def pandera_schema(table: str) -> pa.DataFrameSchema:
    """The pandera schema of one published table, derived from its Table Schema."""
    schema = table_schema(table)
    dtypes = {"string": "string", "integer": "Int64", "number": "Float64", "boolean": "boolean"}
    columns = {}
    for field in schema["fields"]:
        constraints = field.get("constraints", {})
        columns[field["name"]] = pa.Column(
            dtypes[field["type"]],
            checks=_checks(constraints),
            nullable=not constraints.get("required", False),
            unique=constraints.get("unique", False),
            required=True,
        )
    return pa.DataFrameSchema(columns, unique=schema["primaryKey"], strict=True, ordered=True)


def _line_of(frame: pd.DataFrame, index: Any) -> int | None:
    if "source_line" in frame.columns and index in frame.index:
        value = frame.at[index, "source_line"]
        return None if pd.isna(value) else int(value)
    return None


def _row_checks(table: str, frame: pd.DataFrame) -> list[Violation]:
    try:
        pandera_schema(table).validate(frame, lazy=True)
    except pa.errors.SchemaErrors as errors:
        found = []
        for case in errors.failure_cases.itertuples(index=False):
            index = case.index
            found.append(
                Violation(
                    table=table,
                    column=None if pd.isna(case.column) else str(case.column),
                    value=None if pd.isna(case.failure_case) else str(case.failure_case),
                    constraint=str(case.check),
                    source_line=None if index is None or pd.isna(index) else _line_of(frame, index),
                )
            )
        return found
    return []


def _foreign_keys(tables: dict[str, pd.DataFrame], table: str) -> list[Violation]:
    """Foreign keys whose target table is part of the same sheet's tables."""
    found = []
    frame = tables[table]
    for key in table_schema(table).get("foreignKeys", []):
        target = key["reference"]["resource"]
        column, target_column = key["fields"][0], key["reference"]["fields"][0]
        known = set(tables[target][target_column].dropna())
        for index, value in frame[column].items():
            if pd.notna(value) and value not in known:
                constraint = f"foreign key to {target}.{target_column}"
                found.append(Violation(table, column, str(value), constraint, _line_of(frame, index)))
    return found


def validate_tables(tables: dict[str, pd.DataFrame]) -> list[Violation]:
    violations: list[Violation] = []
    for table in TABLES:
        violations += _row_checks(table, tables[table])
    for table in TABLES:
        violations += _foreign_keys(tables, table)
    return violations


def validation_report(violations: list[Violation], source_file: str) -> dict[str, Any]:
    return {
        "valid": not violations,
        "violations": [asdict(v) | {"message": v.describe(source_file)} for v in violations],
    }
