"""Publish stage: all sheets' validated tables -> output/data, PDFs -> output/pdf, reports.

Everything is written beside its destination first and swapped in at the end, so a
failure part-way leaves the previously published files as they were.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd

from pipeline.schema import TABLES, sort_by_key


@dataclass(frozen=True)
class SheetBuild:
    """The files the earlier stages produced for one sheet."""

    sheet_id: str
    tables_dir: Path
    report: Path
    coverage: Path
    validation: Path
    pdf: Path


def combine_tables(builds: list[SheetBuild]) -> dict[str, pd.DataFrame]:
    """Every sheet's rows of each table, in one frame per table, sorted by primary key."""
    combined = {}
    for table in TABLES:
        frames = [pd.read_parquet(build.tables_dir / f"{table}.parquet") for build in builds]
        frames = [frame for frame in frames if len(frame)] or frames[:1]
        combined[table] = sort_by_key(table, pd.concat(frames, ignore_index=True))
    return combined


def write_table(frame: pd.DataFrame, directory: Path, table: str) -> None:
    frame.to_parquet(directory / f"{table}.parquet", index=False)
    # RFC 4180: comma, double quotes where needed, CRLF; absent values are empty cells.
    frame.to_csv(directory / f"{table}.csv", index=False, encoding="utf-8", lineterminator="\r\n")


def sheet_report(build: SheetBuild) -> dict[str, Any]:
    report = json.loads(build.report.read_text(encoding="utf-8"))
    coverage = pd.read_parquet(build.coverage)
    unparsed = coverage[coverage["kind"] == "unparsed"]
    links = report.get("links", [])
    return {
        "sheet_id": build.sheet_id,
        "coverage": report["coverage"],
        "lines": len(coverage),
        "unparsed_lines": [{"source_line": int(row.source_line), "text": row.text} for row in unparsed.itertuples()],
        "links": {
            "exact": sum(1 for link in links if link["match"] == "exact"),
            "fuzzy": [link for link in links if link["match"] == "fuzzy"],
            "unresolved": [link for link in links if link["match"] == "unresolved"],
        },
        "validation": json.loads(build.validation.read_text(encoding="utf-8")),
    }


def summary_line(report: dict[str, Any]) -> str:
    unparsed = len(report["unparsed_lines"])
    links = report["links"]
    status = "ok" if report["validation"]["valid"] else "INVALID"
    return (
        f"{report['sheet_id']}: {status}, {report['lines']} lines, {unparsed} unparsed, "
        f"rule links {links['exact']} exact / {len(links['fuzzy'])} fuzzy / {len(links['unresolved'])} unresolved"
    )


def _replace_directory(staged: Path, target: Path) -> None:
    """Swap `staged` in for `target` with renames, so readers never see a half-written set."""
    previous = target.with_name(f".{target.name}.previous")
    if previous.exists():
        shutil.rmtree(previous)
    if target.exists():
        os.replace(target, previous)
    os.replace(staged, target)
    if previous.exists():
        shutil.rmtree(previous)


def _write_json(path: Path, value: Any) -> None:
    path.write_text(json.dumps(value, ensure_ascii=False, indent=2, sort_keys=True) + "\n", encoding="utf-8")


def publish(builds: list[SheetBuild], output_dir: Path) -> list[str]:
    """Publish data, PDFs and reports for `builds`; return one summary line per sheet."""
    output_dir.mkdir(parents=True, exist_ok=True)
    tables = combine_tables(builds)
    reports = [sheet_report(build) for build in sorted(builds, key=lambda b: b.sheet_id)]
    staging = Path(tempfile.mkdtemp(prefix=".publish-", dir=output_dir))
    try:
        data_dir, pdf_dir, reports_dir = staging / "data", staging / "pdf", staging / "reports"
        for directory in (data_dir, pdf_dir, reports_dir):
            directory.mkdir()
        for table, frame in tables.items():
            write_table(frame, data_dir, table)
        for build in builds:
            shutil.copyfile(build.pdf, pdf_dir / f"{build.sheet_id}.pdf")
        for report in reports:
            _write_json(reports_dir / f"{report['sheet_id']}.json", report)
        _write_json(
            reports_dir / "index.json",
            {"sheets": [{"sheet_id": r["sheet_id"], "summary": summary_line(r)} for r in reports]},
        )
        for name in ("data", "pdf", "reports"):
            _replace_directory(staging / name, output_dir / name)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return [summary_line(report) for report in reports]
