"""Publish stage: every sheet's validated tables -> output/data, PDFs -> output/pdf, reports.

A sheet that failed (parse error, invalid tables, render error) keeps what the last good
build published for it: its rows in every table and its PDFs. The whole next release is
written beside the published one and switched in by one step at the end
(`pipeline.publish.switch`), so a failure or a kill at any point leaves the last release
whole.
"""

from __future__ import annotations

import logging
import os
import shutil
from pathlib import Path
from typing import Any

import pandas as pd

from pipeline.contract.datapackage import descriptor, file_resource
from pipeline.contract.frames import rows_of_sheets
from pipeline.files import read_json, write_json
from pipeline.publish.changelog import write_changelog
from pipeline.publish.data import combine_tables, read_published, write_spreadsheet_table, write_table
from pipeline.publish.documents import write_documents
from pipeline.publish.incremental import plan_publish, reuse_file, write_state
from pipeline.publish.inputs import DeckBuild, SheetBuild
from pipeline.publish.reports import sheet_report, write_reports
from pipeline.publish.sqlite import DATABASE_NAME, write_sqlite
from pipeline.publish.switch import checkpoint, staging_dir, switch
from pipeline.publish.versioning import (
    current_schemas,
    data_hash,
    next_release,
    read_published_package,
    sheet_versions,
)
from pipeline.site.assemble import SitePages, write_site


def write_exports(
    tables: dict[str, pd.DataFrame], data_dir: Path, previous_dir: Path | None = None, redo: set[str] | None = None
) -> list[dict[str, Any]]:
    """The SQLite database and the per-sheet JSON documents (see `write_documents` for
    `previous_dir` and `redo`); their data package resources."""
    write_sqlite(tables, data_dir / DATABASE_NAME)
    resources = [
        file_resource(
            data_dir,
            "wargame-sqlite",
            DATABASE_NAME,
            ("sqlite", "application/vnd.sqlite3"),
            "Every table with its keys, and the views weapon_profile and rule_usage (see docs/DATA.md).",
        )
    ]
    for path in write_documents(tables, data_dir, previous_dir, redo):
        resources.append(
            file_resource(
                data_dir,
                f"sheet-{path.stem}",
                path.relative_to(data_dir).as_posix(),
                ("json", "application/json"),
                f"The sheet {path.stem} as one nested document (schemas/json/sheet.schema.json).",
            )
        )
    return resources


def publish(
    builds: list[SheetBuild],
    output_dir: Path,
    spreadsheet_csv: bool = False,
    state_path: Path | None = None,
    context: str = "",
    logger: logging.Logger | None = None,
    decks: list[DeckBuild] | tuple[DeckBuild, ...] = (),
    site: SitePages | None = None,
) -> list[dict[str, Any]]:
    """Publish data, PDFs and reports for `builds`; return one report per sheet.

    With `state_path`, where publish records what it published, the next publish redoes
    only the sheets whose build changed (see `pipeline.publish.incremental`) and writes
    the same bytes a full publish would. `context` stands for the code and settings
    publish runs with: when it changes, the publish is a full one. Called once what a
    publish that was stopped left is undone (`pipeline.publish.switch.recover`, which the
    publish stage runs first)."""
    output_dir.mkdir(parents=True, exist_ok=True)
    context = f"{context};spreadsheet_csv={spreadsheet_csv}"
    plan = plan_publish(builds, state_path, context, output_dir)
    if logger is not None:
        logger.info(plan.summary(len(builds)))
    failures = {build.sheet_id: build.failure() for build in builds}
    good = [build for build in builds if failures[build.sheet_id] is None]
    previous_data, previous_pdf, previous_reports = (output_dir / name for name in ("data", "pdf", "reports"))
    kept = {
        build.sheet_id
        for build in builds
        if failures[build.sheet_id] is not None
        and all((previous_pdf / name).is_file() for name in build.required_pdfs())
    }
    unchanged = {build.sheet_id for build in builds if not plan.redone(build.sheet_id)}
    # The published tables, read once: the rows of the sheets taken as they are, and the
    # old rows of those redone, for the changelog (none on a full publish: it compares
    # the published files whole).
    touched = None if plan.full else set(plan.changed | plan.removed)
    published = read_published(previous_data) if kept or unchanged or touched is not None else None
    tables = combine_tables(good, kept, published, unchanged)
    old_rows = rows_of_sheets(published, touched) if touched is not None and published is not None else None
    del published
    reports = [
        _previous_report(previous_reports, build.sheet_id)
        if build.sheet_id in unchanged and (previous_reports / f"{build.sheet_id}.json").is_file()
        else sheet_report(build, failures[build.sheet_id], build.sheet_id in kept)
        for build in sorted(builds, key=lambda b: b.sheet_id)
    ]
    redo = None if plan.full else set(plan.changed)
    # The whole next release, beside the published one (see `pipeline.publish.switch`).
    staging = staging_dir(output_dir)
    try:
        data_dir, pdf_dir, reports_dir = staging / "data", staging / "pdf", staging / "reports"
        for directory in (data_dir, pdf_dir, reports_dir):
            directory.mkdir()
        _carry_over(output_dir, staging)
        for table, frame in tables.items():
            write_table(frame, data_dir, table)
        counts = {table: len(frame) for table, frame in tables.items()}
        exports = write_exports(tables, data_dir, previous_data, redo)
        previous_package = read_published_package(previous_data)
        release = next_release(previous_package, current_schemas(), data_hash(data_dir))
        hashes = {build.sheet_id: build.data_hash() if failures[build.sheet_id] is None else None for build in builds}
        versions = sheet_versions(previous_package, hashes)
        package = descriptor(data_dir, counts, release.as_json(), tables["sheets"], exports, versions)
        write_json(data_dir / "datapackage.json", package)
        if spreadsheet_csv:
            (data_dir / "spreadsheet").mkdir()
            for table, frame in tables.items():
                write_spreadsheet_table(frame, data_dir / "spreadsheet", table)
        checkpoint("staged-data")
        for build in builds:
            for name, rendered in build.pdfs.items():
                if build.sheet_id in unchanged and reuse_file(previous_pdf / name, pdf_dir / name):
                    continue
                if failures[build.sheet_id] is None:
                    if build.printed() and rendered.stat().st_size:  # empty: no such product
                        shutil.copyfile(rendered, pdf_dir / name)
                elif build.sheet_id in kept and (previous_pdf / name).is_file():
                    shutil.copyfile(previous_pdf / name, pdf_dir / name)
        _publish_decks(decks, previous_pdf, pdf_dir)
        checkpoint("staged-pdf")
        if site is not None:
            write_site(staging / "site", site, output_dir / "site")
        write_reports(reports, reports_dir, previous_reports, redo)
        changed_rows = (old_rows, rows_of_sheets(tables, touched)) if old_rows is not None else None
        # The changelog reads what it compares (the published files, or the changed sheets'
        # rows): a large sheet's tables leave memory first.
        del tables
        write_changelog(output_dir, data_dir, reports_dir, release, changed_rows)
        checkpoint("staged")
        switch(staging, output_dir)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    write_state(state_path, plan, context, output_dir)
    checkpoint("published")
    return reports


# What a release holds: anything else in the output directory is carried over as it is.
RELEASE_PARTS = ("data", "pdf", "reports", "site")


def _carry_over(output_dir: Path, staging: Path) -> None:
    """What else the output directory holds, into the next release (hard links): nothing a
    user put there is lost by a publish. Hidden entries, the bookkeeping of earlier
    builds, are left behind."""
    if not output_dir.is_dir():
        return
    for path in sorted(output_dir.iterdir()):
        if path.name in RELEASE_PARTS or path.name.startswith("."):
            continue
        if path.is_dir() and not path.is_symlink():
            shutil.copytree(path, staging / path.name, symlinks=True, copy_function=_reused)
        elif path.is_symlink():
            os.symlink(os.readlink(path), staging / path.name)
        else:
            reuse_file(path, staging / path.name)


def _reused(source: str, target: str) -> None:
    reuse_file(Path(source), Path(target))


def _publish_decks(decks: list[DeckBuild] | tuple[DeckBuild, ...], previous_pdf: Path, pdf_dir: Path) -> None:
    """Each deck you choose under pdf/decks/; a deck that failed keeps its last good files."""
    for deck in decks:
        for name, rendered in deck.pdfs.items():
            source = rendered if deck.failure() is None else previous_pdf / name
            if source.is_file() and source.stat().st_size:
                (pdf_dir / name).parent.mkdir(exist_ok=True)
                shutil.copyfile(source, pdf_dir / name)


def _previous_report(reports_dir: Path, sheet_id: str) -> dict[str, Any]:
    return read_json(reports_dir / f"{sheet_id}.json")
