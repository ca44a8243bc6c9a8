"""Entry points the Snakefile's rules call. Each runs one stage for its declared files and
logs to the rule's log file.

A mistake in a sheet (a `SheetError`) does not fail the job: the stage records it in
its outputs, the later stages of that sheet pass it on, and publish keeps the last
good output for that sheet while the other sheets go on. `python -m pipeline build`
then prints the failures and exits non-zero. Anything else is a bug and fails the job.
"""

from __future__ import annotations

import json
import logging
import multiprocessing
import threading
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pandas as pd

from pipeline.errors import SheetError
from pipeline.frames import read_parquet, typed_frame, write_parquet
from pipeline.manifest import SheetEntry
from pipeline.schema import TABLES


@contextmanager
def stage_log(log_path: str | Path, name: str) -> Iterator[logging.Logger]:
    logger = logging.getLogger(f"pipeline.{name}.{log_path}")
    logger.setLevel(logging.INFO)
    logger.propagate = False
    Path(log_path).parent.mkdir(parents=True, exist_ok=True)
    handler = logging.FileHandler(log_path, mode="w", encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(levelname)s %(message)s"))
    logger.addHandler(handler)
    try:
        yield logger
    finally:
        logger.removeHandler(handler)
        handler.close()


def _write_json(path: str | Path, value: Any) -> None:
    Path(path).write_text(json.dumps(value, ensure_ascii=False, indent=2, sort_keys=True) + "\n", encoding="utf-8")


def _read_json(path: str | Path) -> dict[str, Any]:
    return json.loads(Path(path).read_text(encoding="utf-8"))


def _read_tables(tables_dir: Path) -> dict[str, pd.DataFrame]:
    return {table: read_parquet(table, tables_dir / f"{table}.parquet") for table in TABLES}


def _write_empty_tables(tables_dir: Path) -> None:
    tables_dir.mkdir(parents=True, exist_ok=True)
    for table in TABLES:
        write_parquet(table, typed_frame(table, []), tables_dir / f"{table}.parquet")


def run_parse(entry: SheetEntry, raw_dir: Path, rows: str, coverage: str, report: str, log: str) -> None:
    from pipeline.normalise.builder import COVERAGE_COLUMNS
    from pipeline.parse import parse_sheet, write_parse_outputs

    with stage_log(log, "parse") as logger:
        logger.info("parsing %s (%s reader, %s normaliser)", entry.file, entry.format, entry.game)
        try:
            result = parse_sheet(entry, raw_dir)
        except SheetError as error:
            logger.error(str(error))
            Path(rows).write_text("{}\n", encoding="utf-8")
            pd.DataFrame(columns=COVERAGE_COLUMNS).to_parquet(coverage, index=False)
            _write_json(report, {"coverage": {}, "error": str(error)})
            return
        write_parse_outputs(result, Path(rows), Path(coverage), Path(report))
        for table, table_rows in sorted(result.rows.items()):
            logger.info("%s: %d rows", table, len(table_rows))


def run_validate(entry: SheetEntry, rows: str, parse_report: str, tables_dir: Path, output: str, log: str) -> None:
    """Type the parsed rows with the schemas, check them, write the typed tables."""
    from pipeline.validate import typed_tables, validate_tables, validation_report

    with stage_log(log, "validate") as logger:
        parse_error = _read_json(parse_report).get("error")
        if parse_error:
            logger.error("not validated, parse failed: %s", parse_error)
            _write_empty_tables(tables_dir)
            _write_json(output, {"valid": False, "error": parse_error, "violations": []})
            return
        tables, violations = typed_tables(_read_json(rows))
        if not violations:
            violations = validate_tables(tables)
        report = validation_report(violations, f"raw/{entry.file}")
        for violation in report["violations"]:
            logger.error(violation["message"])
        if violations:
            _write_empty_tables(tables_dir)
        else:
            tables_dir.mkdir(parents=True, exist_ok=True)
            for table, frame in tables.items():
                write_parquet(table, frame, tables_dir / f"{table}.parquet")
        _write_json(output, report)
        logger.info("%s: %s", entry.sheet_id, "valid" if report["valid"] else f"{len(violations)} violations")


def render_reference(tables_dir: Path, options: Any, outputs: dict[str, str]) -> None:
    """The reference sheet of one sheet, as HTML and PDF (runs in a render worker)."""
    from pipeline.render import render_html, write_pdf

    document = render_html(_read_tables(tables_dir), options)
    Path(outputs["html"]).write_text(document, encoding="utf-8")
    write_pdf(document, Path(outputs["pdf"]))


def render_decks(tables_dir: Path, options: Any, outputs: dict[str, str]) -> None:
    """Both card decks of one sheet (runs in a render worker)."""
    from pipeline.render import render_cards

    cards_print, cards = render_cards(_read_tables(tables_dir), options)
    Path(outputs["cards_print"]).write_bytes(cards_print)
    Path(outputs["cards"]).write_bytes(cards)


_workers: ProcessPoolExecutor | None = None
_workers_lock = threading.Lock()


def render_workers(count: int) -> ProcessPoolExecutor:
    """Worker processes kept for the whole build: each imports WeasyPrint and loads the
    fonts once, and renders run on every core the build was given (the jobs themselves
    are threads of the Snakemake process, which Python runs one at a time)."""
    global _workers
    with _workers_lock:
        if _workers is None:
            _workers = ProcessPoolExecutor(max_workers=count, mp_context=multiprocessing.get_context("spawn"))
        return _workers


def run_render(
    tables_dir: Path,
    validation: str,
    page_size: str,
    theme: str,
    outputs: dict[str, str],
    log: str,
    workers: int = 1,
) -> None:
    """`outputs`: html, pdf (reference sheet), cards (9-up), cards_print (one per page, bleed)."""
    from pipeline.render import PrintOptions

    with stage_log(log, "render") as logger:
        if not _read_json(validation)["valid"]:
            # Declared outputs must exist; empty files tell publish there is nothing new.
            logger.error("not rendered: the sheet did not validate (see its validate log)")
            for path in outputs.values():
                Path(path).write_bytes(b"")
            return
        options = PrintOptions(page_size=page_size, theme=theme)
        tasks = (render_reference, render_decks)
        if workers > 1:
            # The sheet and its decks render side by side: one sheet alone (an errata
            # rebuild) also uses every core.
            pool = render_workers(workers)
            for future in [pool.submit(task, Path(tables_dir), options, outputs) for task in tasks]:
                future.result()
        else:
            for task in tasks:
                task(Path(tables_dir), options, outputs)
        logger.info("wrote %s", ", ".join(outputs.values()))


def run_publish(builds: list[Any], output_dir: Path, spreadsheet_csv: bool, done: str, log: str) -> None:
    from pipeline.publish import publish, summary_line

    with stage_log(log, "publish") as logger:
        reports = publish(builds, output_dir, spreadsheet_csv)
        for report in reports:
            logger.info(summary_line(report))
        _write_json(
            done,
            {
                "sheets": [
                    {"sheet_id": r["sheet_id"], "status": r["status"], "summary": summary_line(r)} for r in reports
                ]
            },
        )
