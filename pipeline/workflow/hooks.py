"""What the Snakefile does once a build is over (its onsuccess and onerror handlers)."""

from __future__ import annotations

import threading


def end_scheduling_timers() -> None:
    """Once the build is over (Snakemake's onsuccess and onerror): Snakemake starts a
    one-second timer at each scheduling round to see when its job rate limit lifts, and
    its process would wait for the last one before exiting (up to 1 s after the last job;
    its `--max-jobs-per-timespan` takes no shorter span). Nothing is left to schedule."""
    for thread in threading.enumerate():
        if isinstance(thread, threading.Timer):
            thread.cancel()
