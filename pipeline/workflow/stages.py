"""Entry points the Snakefile's rules call: one job per sheet (parse -> validate -> render),
then publish. Each stage logs to its own log file.

A mistake in a sheet (a `SheetError`) does not fail the job: the stage records it in the
sheet's report, the later stages of that sheet pass it on, and publish keeps the last good
output for that sheet while the other sheets go on. An unexpected exception in a sheet's
stage is a bug, but it is that sheet's bug: its traceback goes to the stage's log, the sheet
is reported failed with a pointer to the log, and the other sheets still publish.
`python -m pipeline build` then prints the failures and exits non-zero.
"""

from __future__ import annotations

import atexit
import importlib
import logging
import multiprocessing
import os
import sys
import threading
import time
import traceback
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from pipeline.files import read_json, write_json
from pipeline.model.errors import SheetError
from pipeline.model.sheet import SheetEntry
from pipeline.workflow.paths import OPTIONAL_PDF_PRODUCTS, BuildPaths, DeckPaths, OutputPaths, SheetPaths

T = TypeVar("T")


@contextmanager
def stage_log(log_path: Path, name: str) -> Iterator[logging.Logger]:
    logger = logging.getLogger(f"pipeline.{name}.{log_path}")
    logger.setLevel(logging.INFO)
    logger.propagate = False
    log_path.parent.mkdir(parents=True, exist_ok=True)
    handler = logging.FileHandler(log_path, mode="w", encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(levelname)s %(message)s"))
    logger.addHandler(handler)
    start = time.perf_counter()
    try:
        yield logger
    finally:
        logger.info("%s took %.2f s", name, time.perf_counter() - start)
        logger.removeHandler(handler)
        handler.close()


@dataclass(frozen=True)
class Failure:
    """Why a sheet's stage could not do its work: a user's mistake or a bug, with its code."""

    message: str
    code: str

    def as_json(self) -> dict[str, str]:
        return {"error": self.message, "error_code": self.code}


def guarded(work: Callable[[], T], logger: logging.Logger, log_path: Path, stage: str) -> T | Failure:
    """`work()`, or the Failure it ran into: a SheetError as its message, any other
    exception with its traceback written to the log."""
    try:
        return work()
    except SheetError as error:
        logger.error("%s [%s]", error, error.code)
        return Failure(str(error), error.code)
    except Exception as error:  # a bug: the traceback goes to the log, the sheet fails alone
        logger.exception("internal error in %s", stage)
        message = f"internal error in {stage} ({type(error).__name__}: {error}); traceback in {log_path}"
        return Failure(message, "internal-error")


def read_tables(paths: SheetPaths) -> dict[str, Any]:
    from pipeline.contract.frames import read_parquet

    return {table: read_parquet(table, path) for table, path in paths.tables.items()}


def _write_tables(paths: SheetPaths, tables: dict[str, Any] | None) -> None:
    """The sheet's typed tables; empty ones when it has none this time (declared outputs
    must exist; publish keeps the last good rows of a failed sheet)."""
    from pipeline.contract.frames import typed_frame, write_parquet

    paths.tables_dir.mkdir(parents=True, exist_ok=True)
    for table, path in paths.tables.items():
        write_parquet(table, tables[table] if tables is not None else typed_frame(table, []), path)


# --- parse and validate ------------------------------------------------------------


def _parse(entry: SheetEntry, raw_dir: Path, paths: SheetPaths) -> tuple[Any, dict[str, Any]]:
    """The sheet's parse result (None if it failed) and the parse part of its report."""
    from pipeline.model.result import empty_coverage
    from pipeline.parse.sheet import parse_sheet, stage_report

    log_path = paths.log("parse")
    with stage_log(log_path, "parse") as logger:
        logger.info("parsing %s (%s reader, %s game)", entry.file, entry.format, entry.game)
        result = guarded(lambda: parse_sheet(entry, raw_dir), logger, log_path, "parse")
        if isinstance(result, Failure):
            empty_coverage().to_parquet(paths.coverage, index=False)
            return None, {"coverage": {}, **result.as_json()}
        result.coverage.to_parquet(paths.coverage, index=False)
        for table, table_rows in sorted(result.rows.items()):
            logger.info("%s: %d rows", table, len(table_rows))
        return result, stage_report(result)


def _validate(
    entry: SheetEntry, paths: SheetPaths, result: Any, parse_report: dict[str, Any]
) -> tuple[dict[str, Any], dict[str, Any] | None]:
    """Type the parsed rows with the schemas, check them, write the typed tables; the
    validation part of the report, and the tables when they are valid."""
    from pipeline.contract.validate import checked_tables, validation_report

    log_path = paths.log("validate")
    with stage_log(log_path, "validate") as logger:
        if result is None:
            logger.error("not validated, parse failed: %s", parse_report["error"])
            _write_tables(paths, None)
            failure = Failure(parse_report["error"], parse_report.get("error_code", "invalid-input"))
            return {"valid": False, "violations": [], **failure.as_json()}, None

        def check() -> tuple[dict[str, Any], dict[str, Any]]:
            tables, violations = checked_tables(result.rows, consume=True)
            return tables, validation_report(violations, f"raw/{entry.file}")

        checked = guarded(check, logger, log_path, "validate")
        if isinstance(checked, Failure):
            _write_tables(paths, None)
            return {"valid": False, "violations": [], **checked.as_json()}, None
        tables, report = checked
        for violation in report["violations"]:
            logger.error("%s [%s]", violation["message"], violation["code"])
        _write_tables(paths, tables if report["valid"] else None)
        if report["valid"]:
            from pipeline.contract.frames import sheet_data_hash

            report["data_hash"] = sheet_data_hash(tables)
        logger.info("%s: %s", entry.sheet_id, "valid" if report["valid"] else f"{len(report['violations'])} violations")
        return report, tables if report["valid"] else None


# --- render ------------------------------------------------------------------------


def render_reference(paths: SheetPaths, options: Any) -> None:
    """The reference sheet of one sheet, as HTML and PDF (runs in a render worker)."""
    from pipeline.render.sheet import render_reference as render

    render(read_tables(paths), options, paths.html, paths.rendered["pdf"])


def render_decks(paths: SheetPaths, options: Any) -> None:
    """Both card decks of one sheet (runs in a render worker); its cards' fits are kept
    for its next render (see `pipeline.render.fits`)."""
    from pipeline.render.deck import render_decks as render
    from pipeline.render.fits import FitMemory

    rendered, fits = paths.rendered, FitMemory.load(paths.card_fits)
    render(read_tables(paths), options, rendered["cards"], rendered["cards_print"], fits)
    fits.save(paths.card_fits)


def render_errata_cards(paths: SheetPaths, options: Any) -> None:
    """The errata deck of one sheet; an empty file when it has no errata (runs in a worker)."""
    from pipeline.render.deck import render_errata_deck
    from pipeline.render.fits import FitMemory

    fits = FitMemory.load(paths.card_fits, paths.errata_card_fits)
    paths.rendered["errata_cards"].write_bytes(render_errata_deck(read_tables(paths), options, fits) or b"")
    if fits.used:
        fits.save(paths.errata_card_fits)


_workers: ProcessPoolExecutor | None = None
_workers_lock = threading.Lock()
# Workers asked for and not started yet: the next task's submission starts them.
_workers_owed = 0


def build_workers(count: int, start: int | None = None) -> ProcessPoolExecutor:
    """Worker processes kept for the whole build: each imports WeasyPrint and loads the
    fonts once; parsing and rendering run on every core the build was given (the jobs
    themselves are threads of the Snakemake process, which Python runs one at a time).

    A new pool starts `start` workers at once (all `count` by default); the others start
    with the next task (see `_submit`). Started alone while Snakemake builds its DAG (see
    `pipeline.workflow.hooks.start_workers_if_due`), one worker readies itself on the
    core the DAG leaves idle and takes the first sheet's parse warm; the other starts
    beside that parse and readies WeasyPrint meanwhile, so both renders start warm."""
    global _workers, _workers_owed
    with _workers_lock:
        if _workers is None:
            _workers = ProcessPoolExecutor(
                max_workers=count, mp_context=multiprocessing.get_context("spawn"), initializer=_start_worker
            )
            started = count if start is None else min(start, count)
            # A spawned pool starts a worker per task that finds none idle: a task each.
            for _ in range(started):
                _workers.submit(_started)
            _workers_owed = count - started
        return _workers


def release_build_workers() -> None:
    """Let the workers go once no job needs them (publish, the last job, runs in the
    Snakemake process): they exit while it works instead of after it."""
    global _workers
    with _workers_lock:
        pool, _workers = _workers, None
    if pool is not None:
        pool.shutdown(wait=False)


def _started() -> None:
    """The task that starts a worker (see `build_workers`)."""


# In a worker: set while none of its tasks runs (see `_run_task`), once WeasyPrint is
# warm, and once what the warm-up loaded is frozen.
_idle = threading.Event()
_idle.set()
_warmed = threading.Event()
_frozen = threading.Event()
# What a render task imports (the tables it reads, the card and sheet code), readied
# first with WeasyPrint: a worker renders soon after it starts, in an errata rebuild
# while the other parses. Then what a parse task imports (the readers, the schemas' checks).
RENDER_MODULES = ("pipeline.contract.frames", "pipeline.render.deck", "pipeline.render.sheet")
PARSE_MODULES = ("pipeline.parse.sheet", "pipeline.contract.validate")


def _start_worker() -> None:
    """A new worker readies itself in the background (see `_warm_up_when_free`), so that
    a task finds it warm. It exits without tearing its modules down (about 0.4 s of one
    core, at the end of the build), its files being written and closed by then."""
    atexit.register(_exit_now)
    threading.Thread(target=_warm_up_when_free, name="warm-up", daemon=True).start()


def _warm_up_when_free() -> None:
    """Import what tasks use and ready WeasyPrint, a step at a time, each when no task
    runs: a task that comes meanwhile (the first sheet's parse) does not share its core
    with the warm-up, but for the step under way, whose modules it needs anyway."""
    for module in RENDER_MODULES:
        _idle.wait()
        importlib.import_module(module)
    _idle.wait()
    from pipeline.render.pdf import warm_up

    warm_up()
    _warmed.set()
    for module in PARSE_MODULES:
        _idle.wait()
        importlib.import_module(module)


def _exit_now() -> None:
    from pipeline.render.pdf import remove_font_files

    remove_font_files()  # atexit hooks due after this one never run
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(0)


def _run_task(task: Callable[..., T], *args: Any) -> T:
    """`task(*args)` in a worker, marked as running (see `_warm_up_when_free`). The first
    task after the warm-up freezes what it loaded (`freeze_loaded`), between two tasks,
    when no task's objects are alive."""
    if _warmed.is_set() and not _frozen.is_set():
        from pipeline.render.pdf import freeze_loaded

        freeze_loaded()
        _frozen.set()
    _idle.clear()
    try:
        return task(*args)
    finally:
        _idle.set()


def _submit(pool: ProcessPoolExecutor, task: Callable[..., T], *args: Any) -> Future[T]:
    """`task(*args)` in a worker; then the workers owed start (see `build_workers`): the
    task has taken the idle one, so each `_started` finds none and starts one."""
    global _workers_owed
    future = pool.submit(_run_task, task, *args)
    with _workers_lock:
        while pool is _workers and _workers_owed:
            pool.submit(_started)
            _workers_owed -= 1
    return future


def _drop_workers(pool: ProcessPoolExecutor) -> None:
    """A worker died (out of memory, killed): the pool is broken for good; the next sheet
    gets a new one, so one sheet's failed render does not fail the others'."""
    global _workers
    with _workers_lock:
        if _workers is pool:
            _workers = None
    pool.shutdown(wait=False, cancel_futures=True)


def _render_all(paths: SheetPaths, options: Any, workers: int) -> None:
    # Longest first: the deck, then the reference sheet, then the errata deck (small).
    tasks = (render_decks, render_reference, render_errata_cards)
    if workers > 1:
        # The sheet and its decks render side by side: one sheet alone (an errata
        # rebuild) also uses every core.
        pool = build_workers(workers)
        try:
            for future in [_submit(pool, task, paths, options) for task in tasks]:
                future.result()
        except BrokenProcessPool:
            _drop_workers(pool)
            raise
    else:
        for task in tasks:
            task(paths, options)


def _clear_renders(paths: SheetPaths) -> None:
    """Declared outputs must exist; empty files tell publish there is nothing new."""
    for path in (paths.html, *paths.rendered.values()):
        path.write_bytes(b"")


def _render(
    paths: SheetPaths, pages: int | str | None, pdf: dict[str, Any], workers: int, data_version: str | None = None
) -> dict[str, Any]:
    """The reference sheet (HTML, PDF) and both card decks; the render part of the report.
    `pages` is the sheet's estimated printed pages (None if it did not validate, see
    `parse_and_validate`); `pdf` is the config's `pdf` section; `data_version` the version
    its products print."""
    from pipeline.render.context import PrintOptions

    log_path = paths.log("render")
    with stage_log(log_path, "render") as logger:
        if pages is None:
            logger.error("not rendered: the sheet did not validate (see its validate log)")
            _clear_renders(paths)
            return {"status": "skipped", "error": None}
        options = PrintOptions(**pdf, data_version=data_version)
        if isinstance(pages, str):  # a bug estimating the pages: its traceback
            logger.error("internal error in render\n%s", pages)
            _clear_renders(paths)
            failure = Failure(
                f"internal error in render (estimating its pages); traceback in {log_path}", "internal-error"
            )
            return {"status": "failed", **failure.as_json()}
        if pages > options.max_pages:
            # Its layout would take time and memory in proportion: the data publishes alone.
            warning = f"not printed: about {pages} pages, more than pdf.max_pages ({options.max_pages})"
            logger.warning(warning)
            _clear_renders(paths)
            return {"status": "not-printed", "error": None, "warning": warning}
        rendered = guarded(lambda: _render_all(paths, options, workers), logger, log_path, "render")
        if isinstance(rendered, Failure):
            _clear_renders(paths)
            return {"status": "failed", **rendered.as_json()}
        logger.info("wrote %s", ", ".join(str(path) for path in (paths.html, *paths.rendered.values())))
        return {"status": "rendered", "error": None, "data_version": data_version}


Checked = tuple[dict[str, Any], dict[str, Any], int | str | None]


def parse_and_validate(entry: SheetEntry, raw_dir: Path, paths: SheetPaths) -> Checked:
    """Parse and validate one sheet, writing its coverage and tables; the two parts of its
    report, and its estimated printed pages when it validated (see `_estimated_pages`).
    Runs in a worker when the build has several cores: the Snakemake process never holds
    a sheet's rows, and a large sheet's memory goes back when it is done."""
    result, parse_report = _parse(entry, raw_dir, paths)
    validation, tables = _validate(entry, paths, result, parse_report)
    return parse_report, validation, _estimated_pages(tables) if tables is not None else None


def _estimated_pages(tables: dict[str, Any]) -> int | str:
    """How many pages the sheet would print (render skips a sheet past pdf.max_pages), or
    the traceback of the bug that stopped the estimate (render logs it)."""
    from pipeline.render.size import estimated_pages

    try:
        return estimated_pages(tables)
    except Exception:  # a bug: render reports it with its traceback
        return traceback.format_exc()


def _in_worker(workers: int, task: Callable[..., T], *args: Any) -> T:
    """`task(*args)` in a build worker, or in this process when the build has one core. A
    worker that dies (out of memory, killed) breaks the pool: it is dropped, so that the
    next job gets a new one, and BrokenProcessPool is raised for the caller to fail its
    own job alone."""
    if workers <= 1:
        return task(*args)
    pool = build_workers(workers)
    try:
        return _submit(pool, task, *args).result()
    except BrokenProcessPool:
        _drop_workers(pool)
        raise


def _worker_died(stage: str) -> Failure:
    return Failure(f"internal error in {stage}: its worker process died (out of memory?)", "internal-error")


def _parse_and_validate_in_worker(entry: SheetEntry, raw_dir: Path, paths: SheetPaths, workers: int) -> Checked:
    try:
        return _in_worker(workers, parse_and_validate, entry, raw_dir, paths)
    except BrokenProcessPool:
        # This sheet fails alone, its declared outputs written empty so that publish keeps
        # its last good rows.
        from pipeline.model.result import empty_coverage

        empty_coverage().to_parquet(paths.coverage, index=False)
        parse_report = {"coverage": {}, **_worker_died("parse").as_json()}
        return parse_report, _validate(entry, paths, None, parse_report)[0], None


_publish_loading = threading.Lock()
_publish_loaded = False


def _load_publish_in_background() -> None:
    """Import publish's code (pandas, pyarrow…) in a thread of the Snakemake process while
    its workers parse and render: the process is idle then, and publish starts at once."""
    global _publish_loaded
    with _publish_loading:
        if _publish_loaded:
            return
        _publish_loaded = True
    threading.Thread(
        target=importlib.import_module, args=("pipeline.publish.release",), name="load-publish", daemon=True
    ).start()


def _data_version(published_data: Path | None, sheet_id: str, validation: dict[str, Any]) -> str | None:
    """The data version a valid sheet's products print: the one the next publish gives it,
    after the data package published in `published_data` (see `sheet_version`)."""
    from pipeline.publish.versioning import read_published_package, sheet_version

    if not validation.get("data_hash"):
        return None
    try:
        package = read_published_package(published_data) if published_data is not None else None
    except (OSError, ValueError):  # a published package that does not read: as if none
        package = None
    return sheet_version(package, sheet_id, validation["data_hash"])


def run_sheet(
    entry: SheetEntry,
    raw_dir: Path,
    paths: SheetPaths,
    pdf: dict[str, Any],
    workers: int,
    published_data: Path | None = None,
) -> None:
    """One sheet's job: parse, validate, render; the report says how each stage went.
    `published_data`: where the last release's data package is (the version it prints)."""
    _load_publish_in_background()
    parse_report, validation, pages = _parse_and_validate_in_worker(entry, raw_dir, paths, workers)
    render = _render(paths, pages, pdf, workers, _data_version(published_data, entry.sheet_id, validation))
    # Written last: it stands for the sheet's other files downstream.
    write_json(paths.report, {"parse": parse_report, "validation": validation, "render": render})


# --- decks you choose ---------------------------------------------------------------


def _version_key(version: str) -> tuple[int, ...]:
    return tuple(int(part) for part in version.split("."))


def _deck_data_version(build_dir: Path, sheet_ids: Iterable[str]) -> str | None:
    """The version a deck prints: its most recently changed sheet's, the newest."""
    versions = [
        read_json(SheetPaths(build_dir, sheet_id).report)["render"].get("data_version") for sheet_id in sheet_ids
    ]
    return max((v for v in versions if v), key=_version_key, default=None)


def run_deck(
    deck_file: Path, build_dir: Path, sheet_ids: list[str], paths: DeckPaths, pdf: dict[str, Any], workers: int = 1
) -> None:
    """One deck's job: read the deck file, pick its cards from its sheets' tables, lay them
    out (in a build worker, whose WeasyPrint is warm, when the build has several cores); a
    mistake in the file (an unknown name) fails this deck alone, with the report saying why."""
    try:
        _in_worker(workers, make_deck, deck_file, build_dir, sheet_ids, paths, pdf)
    except BrokenProcessPool:
        for path in paths.rendered.values():
            path.write_bytes(b"")
        write_json(paths.report, {"status": "failed", **_worker_died("deck").as_json()})


def make_deck(deck_file: Path, build_dir: Path, sheet_ids: list[str], paths: DeckPaths, pdf: dict[str, Any]) -> None:
    """The work of `run_deck`, in the process it runs in."""
    from pipeline.render.chosen import check_sheets, choose
    from pipeline.render.context import PrintOptions
    from pipeline.render.deck import render_chosen_deck
    from pipeline.render.fits import FitMemory
    from pipeline.workflow.decks import load_deck

    with stage_log(paths.log, "deck") as logger:

        def make() -> int:
            spec = load_deck(deck_file)
            check_sheets(spec, sheet_ids)
            tables = {}
            for sheet_id in dict.fromkeys(part.sheet for part in spec.parts):
                sheet = SheetPaths(build_dir, sheet_id)
                if not read_json(sheet.report)["validation"]["valid"]:
                    raise SheetError(str(deck_file), None, f"sheet {sheet_id} to have built", code="deck-sheet-failed")
                tables[sheet_id] = read_tables(sheet)
            chosen = choose(spec, tables)
            data_version = _deck_data_version(build_dir, tables)
            parts = [(tables[cards.sheet_id], cards) for cards in chosen]
            # The cards it shares with its sheets' decks are laid out as they were there.
            sheet_fits = [SheetPaths(build_dir, sheet_id).card_fits for sheet_id in tables]
            fits = FitMemory.load(*sheet_fits, paths.card_fits)
            print_shop, nine_up = render_chosen_deck(spec, parts, PrintOptions(**pdf, data_version=data_version), fits)
            fits.save(paths.card_fits)
            paths.rendered["cards_print"].write_bytes(print_shop)
            paths.rendered["cards"].write_bytes(nine_up)
            return sum(len(c.weapon_ids) + len(c.rule_ids) for c in chosen)

        made = guarded(make, logger, paths.log, "deck")
        if isinstance(made, Failure):
            for path in paths.rendered.values():
                path.write_bytes(b"")
            report = {"status": "failed", **made.as_json()}
        else:
            logger.info("%s: %d weapon profiles and rules", paths.name, made)
            report = {"status": "ok", "error": None, "rows": made}
    write_json(paths.report, report)


# --- the site ----------------------------------------------------------------------


def run_site_page(paths: SheetPaths, pdf: dict[str, Any]) -> None:
    """A sheet's site job: its page, search documents and index line, from its validated
    tables; empty files when it has none this time (publish keeps its last good page)."""
    from pipeline.render.context import PrintOptions
    from pipeline.site.pages import index_entry, search_documents, sheet_page

    with stage_log(paths.log("site"), "site") as logger:
        report = read_json(paths.report)

        def make() -> None:
            if not report["validation"]["valid"]:
                raise SheetError(str(paths.report), None, "sheet to have valid tables", code="site-sheet-failed")
            tables = read_tables(paths)
            data_version = report["render"].get("data_version")
            options = PrintOptions(**pdf, data_version=data_version)
            paths.site["page"].write_text(sheet_page(tables, options), encoding="utf-8")
            # A weapon's profile in the results, in the unit its page shows.
            write_json(paths.site["search"], search_documents(tables, options.units))
            write_json(paths.site["entry"], index_entry(tables, data_version))

        paths.site["page"].parent.mkdir(parents=True, exist_ok=True)
        if isinstance(guarded(make, logger, paths.log("site"), "site"), Failure):
            for path in paths.site.values():
                path.write_bytes(b"")


def run_site_deck(
    deck_file: Path, build_dir: Path, sheet_ids: list[str], paths: DeckPaths, pdf: dict[str, Any]
) -> None:
    """A deck's site job: its page, the weapons and rules it takes from its sheets."""
    from pipeline.render.chosen import check_sheets, choose
    from pipeline.render.context import PrintOptions
    from pipeline.site.pages import deck_page
    from pipeline.workflow.decks import load_deck

    log = paths.site_log
    with stage_log(log, "site") as logger:

        def make() -> None:
            spec = load_deck(deck_file)
            check_sheets(spec, sheet_ids)
            if read_json(paths.report).get("error"):
                raise SheetError(str(deck_file), None, "deck to have built", code="site-deck-failed")
            tables = {
                sheet_id: read_tables(SheetPaths(build_dir, sheet_id))
                for sheet_id in dict.fromkeys(p.sheet for p in spec.parts)
            }
            parts = [(tables[cards.sheet_id], cards) for cards in choose(spec, tables)]
            data_version = _deck_data_version(build_dir, tables)
            page = deck_page(spec.title, parts, PrintOptions(**pdf, data_version=data_version))
            paths.site["page"].write_text(page, encoding="utf-8")
            write_json(paths.site["entry"], {"title": spec.title})

        paths.site["page"].parent.mkdir(parents=True, exist_ok=True)
        if isinstance(guarded(make, logger, log, "site"), Failure):
            for path in paths.site.values():
                path.write_bytes(b"")


# --- publish -----------------------------------------------------------------------


def sheet_builds(build_dir: Path, sheet_ids: list[str]) -> list[Any]:
    from pipeline.publish.inputs import SheetBuild

    builds = []
    for sheet_id in sorted(sheet_ids):
        paths = SheetPaths(build_dir, sheet_id)
        names = OutputPaths(Path()).pdf_names(sheet_id)
        builds.append(
            SheetBuild(
                sheet_id=sheet_id,
                tables_dir=paths.tables_dir,
                report=paths.report,
                coverage=paths.coverage,
                pdfs={names[key]: path for key, path in paths.rendered.items()},
                optional={names[key] for key in OPTIONAL_PDF_PRODUCTS},
            )
        )
    return builds


def deck_builds(build_dir: Path, names: list[str]) -> list[Any]:
    from pipeline.publish.inputs import DeckBuild

    published = OutputPaths(Path())
    builds = []
    for name in sorted(names):
        paths = DeckPaths(build_dir, name)
        pdfs = {published.deck_pdf_names(name)[key]: path for key, path in paths.rendered.items()}
        builds.append(DeckBuild(name=name, report=paths.report, pdfs=pdfs))
    return builds


def site_pages(build_dir: Path, sheet_ids: list[str], decks: list[str]) -> Any:
    """What the sheets' and decks' site jobs wrote, for publish to put together."""
    from pipeline.site.assemble import SitePage, SitePages

    sheets = [SitePage(sheet_id, **SheetPaths(build_dir, sheet_id).site) for sheet_id in sheet_ids]
    return SitePages(sheets, [SitePage(name, **DeckPaths(build_dir, name).site) for name in decks])


def run_publish(
    build_dir: Path,
    sheet_ids: list[str],
    decks: list[str],
    output_dir: Path,
    spreadsheet_csv: bool,
    log_path: Path,
    stray_errata: list[str] = (),
    site: bool = False,
) -> None:
    """Publish every sheet and deck. Publish redoes only the sheets whose build changed
    since the last publish, as long as the digest of its own code, templates, schemas and
    settings is the one that publish ran with (see pipeline.publish.incremental).
    `stray_errata`: the errata files that name no sheet, said in the log and the record."""
    from pipeline.publish.release import publish
    from pipeline.publish.reports import index_payload, summary_line
    from pipeline.publish.switch import recover

    release_build_workers()

    with stage_log(log_path, "publish") as logger:
        try:
            recovered = recover(output_dir)  # what a publish that was stopped left
            for line in recovered:
                logger.info("recovered: %s", line)
            files = BuildPaths(build_dir)
            code = files.digest("publish")
            context = code.read_text(encoding="utf-8") if code.is_file() else ""
            builds = sheet_builds(build_dir, sheet_ids)
            chosen = deck_builds(build_dir, decks)
            pages = site_pages(build_dir, sheet_ids, decks) if site else None
            reports = publish(builds, output_dir, spreadsheet_csv, files.publish_state, context, logger, chosen, pages)
        except Exception:  # publish gathers every sheet: its failure is the build's
            logger.exception("publish failed")
            raise
        for report in reports:
            logger.info(summary_line(report))
        deck_lines = [deck.summary() for deck in chosen]
        for deck in deck_lines:
            logger.info(deck["summary"])
        for line in stray_errata:
            logger.warning(line)
        record = {"decks": deck_lines, "recovered": recovered, "stray_errata": list(stray_errata)}
        write_json(files.published, index_payload(reports) | record)
