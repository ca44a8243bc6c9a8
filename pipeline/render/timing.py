"""Where render time goes, for the benchmark: the layout, PDF writing and imposition steps
record their duration while a `collect()` is open (and cost nothing otherwise)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager

_spans: list[tuple[str, float]] | None = None


@contextmanager
def span(name: str) -> Iterator[None]:
    if _spans is None:
        yield
        return
    start = time.perf_counter()
    try:
        yield
    finally:
        if _spans is not None:
            _spans.append((name, time.perf_counter() - start))


@contextmanager
def collect() -> Iterator[list[tuple[str, float]]]:
    """The (step, seconds) of every step run inside the block, in order."""
    global _spans
    previous, _spans = _spans, []
    try:
        yield _spans
    finally:
        _spans = previous
