"""Validate stage: one sheet's tables against the Table Schemas in schemas/tables/.

Column checks (types, required, enum, bounds, patterns, primary keys) run through
pandera schemas built from the Table Schemas; foreign keys, which pandera does not
know, are checked here. Every violation names table, column, value, constraint and
the raw sheet's line, and carries a stable `code` (`range-min-above-max`, `unknown-rule`,
`duplicate-key`, …) that reports and tools can match on.
"""

from __future__ import annotations

import datetime
import operator
from dataclasses import asdict, dataclass
from functools import cache
from typing import Any

import pandas as pd
import pandera.pandas as pa

from pipeline.contract.frames import PANDAS_DTYPES, typed_frame
from pipeline.contract.schema import TABLES, table_schema


@dataclass(frozen=True)
class Violation:
    table: str
    column: str | None
    value: str | None
    constraint: str
    source_line: int | None
    code: str

    def describe(self, source_file: str) -> str:
        where = f"{source_file}:{self.source_line}" if self.source_line else source_file
        column = f".{self.column}" if self.column else ""
        return f"{where}: {self.table}{column} = {self.value!r} breaks {self.constraint}"


def _is_iso_date(value: str) -> bool:
    try:
        datetime.date.fromisoformat(value)
    except ValueError:
        return False
    return len(value) == 10


def _checks(constraints: dict[str, Any]) -> list[pa.Check]:
    """Column checks named after the Table Schema constraint they enforce."""
    checks = []
    if "enum" in constraints:
        allowed = constraints["enum"]
        checks.append(pa.Check(lambda s, allowed=allowed: s.isin(allowed), name=f"enum {allowed}"))
    if "minimum" in constraints:
        bound = constraints["minimum"]
        checks.append(pa.Check(lambda s, bound=bound: s >= bound, name=f"minimum {bound}"))
    if "exclusiveMinimum" in constraints:
        bound = constraints["exclusiveMinimum"]
        checks.append(pa.Check(lambda s, bound=bound: s > bound, name=f"exclusiveMinimum {bound}"))
    if "maximum" in constraints:
        bound = constraints["maximum"]
        checks.append(pa.Check(lambda s, bound=bound: s <= bound, name=f"maximum {bound}"))
    if "pattern" in constraints:
        pattern = constraints["pattern"]
        checks.append(pa.Check(lambda s, pattern=pattern: s.str.fullmatch(pattern), name=f"pattern {pattern}"))
    return checks


# pandera's built-in check names, said as the Table Schema constraint they enforce.
_PANDERA_CHECKS = {
    "not_nullable": "required",
    "field_uniqueness": "unique",
    "multiple_fields_uniqueness": "primaryKey",
    "dtype": "type",
    "column_in_dataframe": "field present",
    "column_in_schema": "no extra field",
}
# The stable code of each kind of violation, by the first word of its constraint.
_CODES = {
    "required": "required-missing",
    "unique": "duplicate-key",
    "primaryKey": "duplicate-key",
    "type": "wrong-type",
    "types": "wrong-type",
    "field": "missing-column",
    "no": "unknown-column",
    "fields": "unknown-column",
    "enum": "not-allowed-value",
    "minimum": "below-minimum",
    "exclusiveMinimum": "below-minimum",
    "maximum": "above-maximum",
    "pattern": "pattern-mismatch",
    "date": "bad-date",
}


def violation_code(constraint: str) -> str:
    return _CODES.get(constraint.split(" ")[0], "constraint")


def foreign_key_code(target: str) -> str:
    """`unknown-rule` for a reference to `rules` that resolves to no row."""
    return f"unknown-{target.removesuffix('s')}"


_COMPARISONS = {"lessThan": ("<", operator.lt), "lessThanOrEqual": ("<=", operator.le)}


def row_constraint_code(constraint: dict[str, Any]) -> str:
    """The code a row constraint declares (`range-min-above-max`), or one made of its fields."""
    return constraint.get("code") or "row-constraint"


def _row_constraint(constraint: dict[str, Any]) -> pa.Check:
    """`{"field": "min", "lessThan": "max"}` -> a check on each row where both are present."""
    left = constraint["field"]
    kind = next(key for key in _COMPARISONS if key in constraint)
    right = constraint[kind]
    symbol, compare = _COMPARISONS[kind]

    def holds(frame: pd.DataFrame) -> pd.Series:
        both = frame[left].notna() & frame[right].notna()
        result = pd.Series(True, index=frame.index)
        result[both] = compare(frame.loc[both, left], frame.loc[both, right]).astype(bool)
        return result

    return pa.Check(holds, name=f"{left} {symbol} {right}")


@cache
def pandera_schema(table: str, types: bool = True) -> pa.DataFrameSchema:
    """The pandera schema of one published table, derived from its Table Schema; without
    `types`, its columns' types go unchecked (for a frame known to have them)."""
    schema = table_schema(table)
    columns = {}
    for field in schema["fields"]:
        constraints = field.get("constraints", {})
        checks = _checks(constraints)
        if field["type"] == "date":
            checks.append(pa.Check(lambda s: s.map(_is_iso_date).astype(bool), name="date (YYYY-MM-DD)"))
        columns[field["name"]] = pa.Column(
            PANDAS_DTYPES[field["type"]] if types else None,
            checks=checks,
            nullable=not constraints.get("required", False),
            unique=constraints.get("unique", False),
            required=True,
        )
    checks = [_row_constraint(constraint) for constraint in schema.get("rowConstraints", [])]
    return pa.DataFrameSchema(columns, checks=checks, unique=schema["primaryKey"], strict=True, ordered=True)


def _line_of(frame: pd.DataFrame, index: Any) -> int | None:
    if "source_line" in frame.columns and index in frame.index:
        value = frame.at[index, "source_line"]
        return None if pd.isna(value) else int(value)
    return None


def _typed_as_its_schema(table: str, frame: pd.DataFrame) -> bool:
    fields = table_schema(table)["fields"]
    return list(frame.columns) == [field["name"] for field in fields] and all(
        frame[field["name"]].dtype == pd.api.types.pandas_dtype(PANDAS_DTYPES[field["type"]]) for field in fields
    )


def _row_checks(table: str, frame: pd.DataFrame) -> list[Violation]:
    row_constraints = {
        _row_constraint(c).name: (c["field"], next(c[k] for k in _COMPARISONS if k in c), row_constraint_code(c))
        for c in table_schema(table).get("rowConstraints", [])
    }
    typed = _typed_as_its_schema(table, frame)
    if frame.empty and typed:
        return []  # no row to check, and the columns and their types are the schema's
    try:
        # pandera's check of a column's type costs as much as all its other checks: a frame
        # whose columns have their schema's types already is spared it.
        pandera_schema(table, types=not typed).validate(frame, lazy=True)
    except pa.errors.SchemaErrors as errors:
        found: dict[tuple, Violation] = {}
        for case in errors.failure_cases.itertuples(index=False):
            index = None if case.index is None or pd.isna(case.index) else case.index
            line = _line_of(frame, index) if index is not None else None
            check = str(case.check)
            if check in row_constraints:  # one violation per row, naming both fields
                left, right, code = row_constraints[check]
                value = f"{left}={frame.at[index, left]}, {right}={frame.at[index, right]}"
                found[(check, index)] = Violation(table, left, value, check, line, code)
                continue
            column = None if pd.isna(case.column) else str(case.column)
            value = None if pd.isna(case.failure_case) else str(case.failure_case)
            check = _PANDERA_CHECKS.get(check.split("(")[0], check)
            found[(check, index, column)] = Violation(table, column, value, check, line, violation_code(check))
        return list(found.values())
    return []


def _foreign_keys(tables: dict[str, pd.DataFrame], table: str) -> list[Violation]:
    """Foreign keys whose target table is among `tables`."""
    found = []
    frame = tables[table]
    for key in table_schema(table).get("foreignKeys", []):
        target = key["reference"]["resource"]
        if target not in tables:
            continue
        column, target_column = key["fields"][0], key["reference"]["fields"][0]
        known = set(tables[target][target_column].dropna())
        for index, value in frame[column].items():
            if pd.notna(value) and value not in known:
                constraint = f"foreign key to {target}.{target_column}"
                found.append(
                    Violation(table, column, str(value), constraint, _line_of(frame, index), foreign_key_code(target))
                )
    return found


def typed_tables(
    rows: dict[str, list[dict[str, Any]]], consume: bool = False
) -> tuple[dict[str, pd.DataFrame], list[Violation]]:
    """Parsed rows -> one typed frame per table; a column the schema does not have, or a
    value of the wrong type, is a violation. With `consume`, each table's rows leave
    `rows` as they are typed: a large sheet never holds its rows twice."""
    tables: dict[str, pd.DataFrame] = {}
    violations: list[Violation] = []
    for table in TABLES:
        try:
            tables[table] = typed_frame(table, rows.pop(table, []) if consume else rows.get(table, []))
        except KeyError as error:
            violations.append(Violation(table, None, str(error), "fields of the Table Schema", None, "unknown-column"))
        except (TypeError, ValueError) as error:
            violations.append(Violation(table, None, str(error), "types of the Table Schema", None, "wrong-type"))
    return tables, violations


def validate_tables(tables: dict[str, pd.DataFrame]) -> list[Violation]:
    """Every violation in `tables` (all the contract's tables, or some of them)."""
    present = [table for table in TABLES if table in tables]
    violations: list[Violation] = []
    for table in present:
        violations += _row_checks(table, tables[table])
    for table in present:
        violations += _foreign_keys(tables, table)
    return violations


def checked_tables(
    rows: dict[str, list[dict[str, Any]]], consume: bool = False
) -> tuple[dict[str, pd.DataFrame], list[Violation]]:
    """Parsed rows -> their typed frames and every violation of the contract: of the
    columns and types first (`typed_tables`), then, when those hold, of the values and keys."""
    tables, violations = typed_tables(rows, consume)
    return tables, violations or validate_tables(tables)


def validation_report(violations: list[Violation], source_file: str) -> dict[str, Any]:
    return {
        "valid": not violations,
        "violations": [asdict(v) | {"message": v.describe(source_file)} for v in violations],
    }
