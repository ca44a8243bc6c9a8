"""What the Snakefile sets up for the end of the Snakemake process: its onsuccess and
onerror handlers, and its exit."""

from __future__ import annotations

import atexit
import gc
import threading


def end_scheduling_timers() -> None:
    """Once the build is over (Snakemake's onsuccess and onerror): Snakemake starts a
    one-second timer at each scheduling round to see when its job rate limit lifts, and
    its process would wait for the last one before exiting (up to 1 s after the last job;
    its `--max-jobs-per-timespan` takes no shorter span). Nothing is left to schedule."""
    for thread in threading.enumerate():
        if isinstance(thread, threading.Timer):
            thread.cancel()


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
