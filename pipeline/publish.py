"""Publish stage: every sheet's validated tables -> output/data, PDFs -> output/pdf, reports.

A sheet that failed (parse error or invalid tables) keeps what the last good build
published for it: its rows in every table and its PDF. Everything is written beside
its destination first and swapped in at the end, so a failure part-way leaves the
previously published files as they were.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import jinja2
import pandas as pd

from pipeline.changelog import changelog_section, release_changes, release_version, updated_changelog
from pipeline.datapackage import descriptor
from pipeline.frames import read_parquet, sort_by_key, typed_frame, write_parquet
from pipeline.schema import TABLES

TEMPLATE_DIR = Path(__file__).resolve().parent.parent / "templates"
# A leading = + - @ (or tab, CR) makes a spreadsheet read the cell as a formula.
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


@dataclass(frozen=True)
class SheetBuild:
    """The files the earlier stages produced for one sheet."""

    sheet_id: str
    tables_dir: Path
    report: Path
    coverage: Path
    validation: Path
    pdfs: dict[str, Path]  # published file name -> rendered file

    def failure(self) -> str | None:
        """Why this sheet cannot be published this time, or None."""
        report = json.loads(self.report.read_text(encoding="utf-8"))
        if report.get("error"):
            return report["error"]
        validation = json.loads(self.validation.read_text(encoding="utf-8"))
        if not validation["valid"]:
            return validation.get("error") or validation["violations"][0]["message"]
        return None


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


def sheet_report(build: SheetBuild, failure: str | None, kept: bool) -> dict[str, Any]:
    report = json.loads(build.report.read_text(encoding="utf-8"))
    coverage = pd.read_parquet(build.coverage)
    unparsed = coverage[coverage["kind"] == "unparsed"]
    links = report.get("links", [])
    notes = {key: value for key, value in report.items() if key not in {"coverage", "links", "error", "encoding"}}
    return {
        "sheet_id": build.sheet_id,
        "status": "ok" if failure is None else "failed",
        "error": failure,
        "kept_previous": kept,
        "encoding": report.get("encoding"),
        "coverage": report["coverage"],
        "lines": len(coverage),
        "unparsed_lines": [{"source_line": int(row.source_line), "text": row.text} for row in unparsed.itertuples()],
        "links": {
            "exact": sum(1 for link in links if link["match"] == "exact"),
            "fuzzy": [link for link in links if link["match"] == "fuzzy"],
            "unresolved": [link for link in links if link["match"] == "unresolved"],
        },
        "validation": json.loads(build.validation.read_text(encoding="utf-8")),
        "notes": notes,
    }


def summary_line(report: dict[str, Any]) -> str:
    if report["status"] != "ok":
        kept = "last good output kept" if report["kept_previous"] else "nothing published yet"
        return f"{report['sheet_id']}: FAILED ({kept}): {report['error']}"
    links = report["links"]
    encoding = f" (read as {report['encoding']})" if report["encoding"] not in (None, "utf-8") else ""
    return (
        f"{report['sheet_id']}: ok{encoding}, {report['lines']} lines, {len(report['unparsed_lines'])} unparsed, "
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


def _write_html_reports(reports: list[dict[str, Any]], directory: Path) -> None:
    environment = jinja2.Environment(loader=jinja2.FileSystemLoader(TEMPLATE_DIR), autoescape=True)
    template = environment.get_template("report.html.j2")
    for report in reports:
        html = template.render(title=f"Rapport : {report['sheet_id']}", reports=[report], index=False)
        (directory / f"{report['sheet_id']}.html").write_text(html, encoding="utf-8")
    html = template.render(title="Rapport de construction", reports=reports, index=True)
    (directory / "index.html").write_text(html, encoding="utf-8")


def _write_changelog(output_dir: Path, data_dir: Path, reports_dir: Path, version: str) -> None:
    """Carry the changelog over, with a new section when the data changed."""
    previous_reports, previous_data = output_dir / "reports", output_dir / "data"
    previous_log = previous_reports / "CHANGELOG.md"
    previous_text = previous_log.read_text(encoding="utf-8") if previous_log.is_file() else None
    previous_changes = previous_reports / "changes.json"
    previous_version = (
        json.loads((previous_data / "datapackage.json").read_text(encoding="utf-8")).get("version")
        if (previous_data / "datapackage.json").is_file()
        else None
    )
    changes = release_changes(previous_data, data_dir)
    if not changes:  # nothing new: the changelog stays as it was
        if previous_text is not None:
            (reports_dir / "CHANGELOG.md").write_text(previous_text, encoding="utf-8")
        if previous_changes.is_file():
            shutil.copyfile(previous_changes, reports_dir / "changes.json")
        return
    section = changelog_section(version, previous_version, changes)
    (reports_dir / "CHANGELOG.md").write_text(updated_changelog(previous_text, section), encoding="utf-8")
    _write_json(
        reports_dir / "changes.json", {"version": version, "previous_version": previous_version, "tables": changes}
    )


def publish(builds: list[SheetBuild], output_dir: Path, spreadsheet_csv: bool = False) -> list[dict[str, Any]]:
    """Publish data, PDFs and reports for `builds`; return one report per sheet."""
    output_dir.mkdir(parents=True, exist_ok=True)
    failures = {build.sheet_id: build.failure() for build in builds}
    good = [build for build in builds if failures[build.sheet_id] is None]
    previous_pdf = output_dir / "pdf"
    kept = {
        build.sheet_id
        for build in builds
        if failures[build.sheet_id] is not None and all((previous_pdf / name).is_file() for name in build.pdfs)
    }
    tables = combine_tables(good, kept, output_dir / "data")
    reports = [
        sheet_report(build, failures[build.sheet_id], build.sheet_id in kept)
        for build in sorted(builds, key=lambda b: b.sheet_id)
    ]
    staging = Path(tempfile.mkdtemp(prefix=".publish-", dir=output_dir))
    try:
        data_dir, pdf_dir, reports_dir = staging / "data", staging / "pdf", staging / "reports"
        for directory in (data_dir, pdf_dir, reports_dir):
            directory.mkdir()
        for table, frame in tables.items():
            write_table(frame, data_dir, table)
        counts = {table: len(frame) for table, frame in tables.items()}
        version = release_version(data_dir)
        _write_json(data_dir / "datapackage.json", descriptor(data_dir, counts, version))
        if spreadsheet_csv:
            (data_dir / "spreadsheet").mkdir()
            for table, frame in tables.items():
                write_spreadsheet_table(frame, data_dir / "spreadsheet", table)
        for build in builds:
            for name, rendered in build.pdfs.items():
                if failures[build.sheet_id] is None:
                    shutil.copyfile(rendered, pdf_dir / name)
                elif build.sheet_id in kept:
                    shutil.copyfile(previous_pdf / name, pdf_dir / name)
        for report in reports:
            _write_json(reports_dir / f"{report['sheet_id']}.json", report)
        _write_json(
            reports_dir / "index.json",
            {
                "sheets": [
                    {"sheet_id": r["sheet_id"], "status": r["status"], "summary": summary_line(r)} for r in reports
                ]
            },
        )
        _write_html_reports(reports, reports_dir)
        _write_changelog(output_dir, data_dir, reports_dir, version)
        for name in ("data", "pdf", "reports"):
            _replace_directory(staging / name, output_dir / name)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return reports
