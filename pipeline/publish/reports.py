"""The build reports: per sheet, its status, coverage, rule links, violations and notes,
as JSON and HTML, and the one-line summaries `make build` prints."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pandas as pd

from pipeline.files import jinja_environment, read_json, write_json
from pipeline.publish.incremental import reuse_file
from pipeline.publish.inputs import SheetBuild


def sheet_report(build: SheetBuild, failure: tuple[str, str] | None, kept: bool) -> dict[str, Any]:
    stages = read_json(build.report)
    report = stages["parse"]
    coverage = pd.read_parquet(build.coverage)
    unparsed = coverage[coverage["kind"] == "unparsed"]
    notes = {
        key: value
        for key, value in report.items()
        if key not in {"coverage", "links", "error", "error_code", "encoding"}
    }
    return {
        "sheet_id": build.sheet_id,
        "status": "ok" if failure is None else "failed",
        "error": failure[0] if failure else None,
        "error_code": failure[1] if failure else None,
        "kept_previous": kept,
        "encoding": report.get("encoding"),
        "coverage": report["coverage"],
        "lines": len(coverage),
        "unparsed_lines": [
            {"source_line": int(row.source_line), "text": row.text, "construct": row.construct}
            for row in unparsed.itertuples()
        ],
        "links": report.get("links", {"exact": 0, "fuzzy": [], "unresolved": []}),
        "validation": stages["validation"],
        "render": stages["render"],
        "notes": notes,
    }


def summary_line(report: dict[str, Any]) -> str:
    if report["status"] != "ok":
        kept = "last good output kept" if report["kept_previous"] else "nothing published yet"
        return f"{report['sheet_id']}: FAILED ({kept}): {report['error']}"
    links = report["links"]
    encoding = f" (read as {report['encoding']})" if report["encoding"] not in (None, "utf-8") else ""
    warning = report["render"].get("warning")
    return (
        f"{report['sheet_id']}: ok{encoding}, {report['lines']} lines, {len(report['unparsed_lines'])} unparsed, "
        f"rule links {links['exact']} exact / {len(links['fuzzy'])} fuzzy / {len(links['unresolved'])} unresolved"
        + (f"; {warning}" if warning else "")
    )


def _lines(numbers: list[int], limit: int = 6) -> str:
    shown = ", ".join(str(number) for number in numbers[:limit])
    return f"l. {shown}" + (f" … (+{len(numbers) - limit})" if len(numbers) > limit else "")


def not_understood(report: dict[str, Any]) -> str | None:
    """One line on what a sheet holds that looks like a rule, table or list but was not
    read as one: lines nothing took, by what they look like, and rule items that name no
    entry of the sheet; None when there is nothing."""
    by_construct: dict[str, list[int]] = {}
    for line in report["unparsed_lines"]:
        by_construct.setdefault(line.get("construct") or "line", []).append(line["source_line"])
    parts = [
        f"{len(lines)} {construct}{'s' if len(lines) > 1 else ''} ({_lines(lines)})"
        for construct, lines in sorted(by_construct.items())
    ]
    unresolved = sorted({link["label"] for link in report["links"]["unresolved"]})
    if unresolved:
        names = ", ".join(unresolved[:6]) + (f" … (+{len(unresolved) - 6})" if len(unresolved) > 6 else "")
        parts.append(f"{len(unresolved)} rule item{'s' if len(unresolved) > 1 else ''} naming no entry ({names})")
    return "; ".join(parts) or None


def index_payload(reports: list[dict[str, Any]]) -> dict[str, Any]:
    """One line per sheet: what `make build` prints and output/reports/index.json holds."""
    return {
        "sheets": [
            {
                "sheet_id": r["sheet_id"],
                "status": r["status"],
                "summary": summary_line(r),
                "not_understood": not_understood(r) if r["status"] == "ok" else None,
            }
            for r in reports
        ]
    }


def write_reports(
    reports: list[dict[str, Any]], directory: Path, previous_dir: Path | None = None, redo: set[str] | None = None
) -> None:
    """Each sheet's report as JSON and HTML, and the index of all. With `previous_dir` and
    `redo`, a sheet not in `redo` keeps its published files (same report, same bytes)."""
    template = jinja_environment().get_template("report.html.j2")
    for report in reports:
        sheet_id = report["sheet_id"]
        names = (f"{sheet_id}.json", f"{sheet_id}.html")
        reusable = previous_dir is not None and redo is not None and sheet_id not in redo
        if reusable and all((previous_dir / name).is_file() for name in names):
            for name in names:
                reuse_file(previous_dir / name, directory / name)
            continue
        write_json(directory / names[0], report)
        html = template.render(title=f"Rapport : {sheet_id}", reports=[report], index=False)
        (directory / names[1]).write_text(html, encoding="utf-8")
    write_json(directory / "index.json", index_payload(reports))
    html = template.render(title="Rapport de construction", reports=reports, index=True)
    (directory / "index.html").write_text(html, encoding="utf-8")
