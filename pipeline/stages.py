"""Entry points the Snakefile's rules call: each runs one stage for its declared files,
logs to the rule's log file, and turns user mistakes into one readable message."""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pandas as pd

from pipeline.errors import SheetError
from pipeline.manifest import SheetEntry
from pipeline.schema import TABLES


class StageFailed(Exception):
    """Raised to Snakemake with a one-line message; the details are in the job's log."""


@contextmanager
def stage_log(log_path: str | Path, name: str) -> Iterator[logging.Logger]:
    logger = logging.getLogger(f"pipeline.{name}")
    logger.setLevel(logging.INFO)
    Path(log_path).parent.mkdir(parents=True, exist_ok=True)
    handler = logging.FileHandler(log_path, mode="w", encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(levelname)s %(message)s"))
    logger.addHandler(handler)
    try:
        yield logger
    except SheetError as error:
        logger.error(str(error))
        raise StageFailed(str(error)) from None
    finally:
        logger.removeHandler(handler)
        handler.close()


def _read_tables(tables_dir: Path) -> dict[str, pd.DataFrame]:
    return {table: pd.read_parquet(tables_dir / f"{table}.parquet") for table in TABLES}


def run_parse(entry: SheetEntry, raw_dir: str, tables_dir: str, coverage: str, report: str, log: str) -> None:
    from pipeline.parse import parse_sheet, write_parse_outputs

    with stage_log(log, "parse") as logger:
        logger.info("parsing %s (%s reader, %s normaliser)", entry.file, entry.format, entry.game)
        result = parse_sheet(entry, Path(raw_dir))
        write_parse_outputs(result, Path(tables_dir), Path(coverage), Path(report))
        for table, frame in result.tables.items():
            logger.info("%s: %d rows", table, len(frame))


def run_validate(entry: SheetEntry, tables_dir: str, output: str, log: str) -> None:
    from pipeline.validate import validate_tables, validation_report

    with stage_log(log, "validate") as logger:
        violations = validate_tables(_read_tables(Path(tables_dir)))
        report = validation_report(violations, f"raw/{entry.file}")
        for violation in report["violations"]:
            logger.error(violation["message"])
        if violations:
            first = report["violations"][0]["message"]
            more = f" (and {len(violations) - 1} more, see {log})" if len(violations) > 1 else ""
            raise StageFailed(f"{entry.sheet_id} is invalid: {first}{more}")
        Path(output).write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
        logger.info("%s: valid", entry.sheet_id)


def run_render(tables_dir: str, page_size: str, html: str, pdf: str, log: str) -> None:
    from pipeline.render import render_html, write_pdf

    with stage_log(log, "render") as logger:
        document = render_html(_read_tables(Path(tables_dir)), page_size)
        Path(html).write_text(document, encoding="utf-8")
        write_pdf(document, Path(pdf))
        logger.info("wrote %s", pdf)


def run_publish(builds: list[Any], output_dir: str, done: str, log: str, echo: Callable[[str], None] = print) -> None:
    from pipeline.publish import publish

    with stage_log(log, "publish") as logger:
        summary = publish(builds, Path(output_dir))
        for line in summary:
            logger.info(line)
            echo(line)
        Path(done).write_text("\n".join(summary) + "\n", encoding="utf-8")
