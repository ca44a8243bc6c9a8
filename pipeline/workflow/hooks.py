"""What the Snakefile sets up in the Snakemake process: how a user's mistake ends it, its
onsuccess and onerror handlers, its exit, and the build workers' early start."""

from __future__ import annotations

import atexit
import gc
import sys
import threading
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, TypeVar

T = TypeVar("T")


def end_scheduling_timers() -> None:
    """Once the build is over (Snakemake's onsuccess and onerror): Snakemake starts a
    one-second timer at each scheduling round to see when its job rate limit lifts, and
    its process would wait for the last one before exiting (up to 1 s after the last job;
    its `--max-jobs-per-timespan` takes no shorter span). Nothing is left to schedule."""
    for thread in threading.enumerate():
        if isinstance(thread, threading.Timer):
            thread.cancel()


def said_or_exit(label: str, function: Callable[..., T], *args: Any) -> T:
    """`function(*args)`; a user's mistake it raises (a SheetError) ends the run with the
    mistake in words, `label: file:line: expected …, found …`, and status 2, as
    `python -m pipeline build` says it: not Snakemake's traceback of the Snakefile line
    that read the file, nor its dump of the config and schema."""
    from pipeline.model.errors import SheetError

    try:
        return function(*args)
    except SheetError as error:
        print(f"{label}: {error}", file=sys.stderr)
        raise SystemExit(2) from None


_exit_collection_skipped = False


def skip_exit_collection() -> None:
    """At the exit of this process, freeze what is alive before Python tears it down: its
    last full collections then skip Snakemake's DAG and the modules, which they would walk
    for nothing (0.2 s of a 100-sheet no-op, a seventh of it, and as much after a build).
    Nothing relies on them: Snakemake removes its locks and temporary files itself,
    `logging` closes its files in its own exit hook, which runs after this one."""
    global _exit_collection_skipped
    if not _exit_collection_skipped:
        atexit.register(gc.freeze)
        _exit_collection_skipped = True


_workers_requested = False


def start_workers_if_due(workflow: Any, report: Path, inputs: Iterable[str | Path]) -> None:
    """Start a build worker while Snakemake is still building its DAG, once it meets a
    sheet job that will run: its report (written last) is missing or older than one of its
    inputs. The worker imports pandas and WeasyPrint on the core the DAG leaves idle, and
    takes the first parse warm (see `pipeline.workflow.stages.build_workers`). A build
    with nothing to do starts none; neither does a dry run, a run on one core or on a
    cluster."""
    global _workers_requested
    if _workers_requested or not _runs_jobs_here(workflow) or build_cores(workflow) <= 1:
        return
    try:
        built = report.stat().st_mtime
        due = any(Path(path).stat().st_mtime > built for path in inputs)
    except FileNotFoundError:
        due = True
    if due:
        _workers_requested = True
        from pipeline.workflow.stages import build_workers

        # One: the DAG's construction takes a core; the others start with the first job.
        build_workers(build_cores(workflow), start=1)


def build_cores(workflow: Any) -> int:
    """The cores a job may spread its parse and render over (the build workers): the run's
    `--cores`, or 1 where none is given, as under a cluster executor (`--jobs` alone),
    whose jobs each run in their own Snakemake process."""
    from snakemake.exceptions import WorkflowError

    try:
        return int(workflow.cores)
    except WorkflowError:  # Snakemake asks for --cores only where a rule needs a total
        return 1


def _runs_jobs_here(workflow: Any) -> bool:
    """Whether this Snakemake run executes its jobs in this process's workers: an
    execution (not a DAG drawing, summary or dry run), local, not `--touch`."""
    return workflow.executor_plugin is not None and workflow.local_exec and not workflow.dryrun and not workflow.touch
