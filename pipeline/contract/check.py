"""`python -m pipeline check DIR`: check a published data directory against the contract,
as an app developer receiving it would: every table present with the schema's columns and
types, keys unique, references resolved, row constraints held, files as the data package
describes them. One line per violation; exit status 0 when none."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path

import pandas as pd

from pipeline.contract.frames import typed_frame
from pipeline.contract.schema import TABLES, columns
from pipeline.contract.validate import Violation, validate_tables


@dataclass(frozen=True)
class Finding:
    where: str
    message: str
    code: str

    def __str__(self) -> str:
        return f"{self.where}: {self.message} [{self.code}]"


def _read_table(data_dir: Path, table: str) -> tuple[pd.DataFrame | None, list[Finding]]:
    """The table from its Parquet file, else its CSV, typed by its schema."""
    parquet, csv = data_dir / f"{table}.parquet", data_dir / f"{table}.csv"
    if parquet.is_file():
        path, frame = parquet, pd.read_parquet(parquet)
    elif csv.is_file():
        path, frame = csv, pd.read_csv(csv, dtype=str, keep_default_na=False).replace("", None)
    else:
        return None, [
            Finding(str(data_dir), f"table {table} missing (neither {parquet.name} nor {csv.name})", "missing-table")
        ]
    expected = columns(table)
    missing = [column for column in expected if column not in frame.columns]
    extra = [column for column in frame.columns if column not in expected]
    findings = [Finding(str(path), f"column {column} missing", "missing-column") for column in missing]
    findings += [Finding(str(path), f"column {column} not in the schema", "unknown-column") for column in extra]
    if missing:
        return None, findings
    try:
        typed = typed_frame(
            table, frame[expected].astype(object).where(frame[expected].notna(), None).to_dict("records")
        )
    except (TypeError, ValueError) as error:
        return None, [*findings, Finding(str(path), f"values of the wrong type ({error})", "wrong-type")]
    return typed, findings


def _package_findings(data_dir: Path) -> list[Finding]:
    """Each file the data package lists exists with the size and hash it gives."""
    descriptor_path = data_dir / "datapackage.json"
    if not descriptor_path.is_file():
        return [Finding(str(data_dir), "datapackage.json missing", "missing-datapackage")]
    descriptor = json.loads(descriptor_path.read_text(encoding="utf-8"))
    findings = []
    for resource in descriptor.get("resources", []):
        entries = [resource, *([resource["parquet"]] if isinstance(resource.get("parquet"), dict) else [])]
        for entry in entries:
            path = data_dir / entry["path"]
            if not path.is_file():
                findings.append(Finding(str(path), "listed in datapackage.json but missing", "missing-file"))
                continue
            data = path.read_bytes()
            if "hash" in entry and entry["hash"] != f"sha256:{hashlib.sha256(data).hexdigest()}":
                findings.append(Finding(str(path), "SHA-256 differs from datapackage.json", "hash-mismatch"))
            if "bytes" in entry and entry["bytes"] != len(data):
                findings.append(Finding(str(path), "size differs from datapackage.json", "size-mismatch"))
    return findings


def _violation_finding(data_dir: Path, violation: Violation) -> Finding:
    column = f".{violation.column}" if violation.column else ""
    line = f" (sheet line {violation.source_line})" if violation.source_line else ""
    return Finding(
        str(data_dir / f"{violation.table}.parquet"),
        f"{violation.table}{column} = {violation.value!r} breaks {violation.constraint}{line}",
        violation.code,
    )


def check_data_dir(data_dir: Path) -> list[Finding]:
    """Every violation of the contract in a published data directory."""
    if not data_dir.is_dir():
        return [Finding(str(data_dir), "not a directory", "missing-directory")]
    findings: list[Finding] = []
    tables: dict[str, pd.DataFrame] = {}
    for table in TABLES:
        frame, table_findings = _read_table(data_dir, table)
        findings += table_findings
        if frame is not None:
            tables[table] = frame
    findings += [_violation_finding(data_dir, violation) for violation in validate_tables(tables)]
    return findings + _package_findings(data_dir)


def main(data_dir: Path) -> int:
    findings = check_data_dir(data_dir)
    for finding in findings:
        print(finding)
    tables = ", ".join(TABLES)
    print(f"{data_dir}: contract ok ({tables})" if not findings else f"{len(findings)} violations")
    return 1 if findings else 0
