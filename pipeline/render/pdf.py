"""HTML -> PDF with WeasyPrint: only the project's templates and fonts may be read, the
same input gives the same bytes, and one render at a time per process (Pango is not
thread-safe, and Snakemake runs `run:` jobs as threads of one process)."""

from __future__ import annotations

import atexit
import gc
import os
import shutil
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from typing import Any

from pipeline.files import TEMPLATE_DIR
from pipeline.render.timing import span
from pipeline.render.typography import FONT_DIR

_render_lock = threading.Lock()
# During a render, Python's collector makes a full pass after this many passes of its
# middle generation, instead of 10 (see `rendering`).
_RENDER_FULL_PASS_THRESHOLD = 100


@contextmanager
def rendering() -> Iterator[None]:
    """One render at a time in this process, with the collector's full passes ten times
    rarer while it runs. WeasyPrint allocates millions of objects and the pages it lays
    out outlive the young passes, so each full pass walks them all. Held back for the
    whole render, a 240-page sheet renders 17 % faster but peaks 12 % higher (1.9 GB);
    ten times rarer, 5 % faster and 2 % higher. In a worker, `freeze_loaded` also keeps
    the passes off what the worker loaded."""
    with _render_lock:
        thresholds = gc.get_threshold()
        gc.set_threshold(thresholds[0], thresholds[1], _RENDER_FULL_PASS_THRESHOLD)
        try:
            yield
        finally:
            gc.set_threshold(*thresholds)


def freeze_loaded() -> None:
    """In a process that renders sheet after sheet, once WeasyPrint is warm: what is alive
    then (modules, fonts, caches) lives as long as the process; frozen out of the
    collector's sight, it is no longer walked by every full pass."""
    gc.collect()
    gc.freeze()


def restricted_url_fetcher(*allowed_dirs: Path) -> Any:
    """A WeasyPrint fetcher that reads files under `allowed_dirs` only: no network, no other file."""
    from urllib.parse import unquote, urlparse

    from weasyprint.urls import URLFetcher

    roots = [directory.resolve() for directory in allowed_dirs]

    class ProjectFilesFetcher(URLFetcher):
        def fetch(self, url: str, headers: Any = None) -> Any:
            parsed = urlparse(url)
            if parsed.scheme == "file":
                path = Path(unquote(parsed.path)).resolve()
                if any(path.is_relative_to(root) for root in roots):
                    return super().fetch(url, headers)
            raise ValueError(f"refused to fetch {url!r}: only the project's templates and fonts may be read")

    return ProjectFilesFetcher(allowed_protocols={"file"})


# This process's WeasyPrint font configuration and the process it was made in.
_font_config: tuple[int, Any] | None = None


def _process_font_config() -> Any:
    """This process's one WeasyPrint font configuration. WeasyPrint otherwise makes one
    per document, each copying the project's fonts (about 1 MB) into a `weasyprint-*`
    folder of the system's temporary directory that goes only when Python collects the
    document: build workers, which exit without tearing down (see
    `pipeline.workflow.stages`), left such folders behind at every build. One per process
    also spares each layout reloading Fontconfig and copying the fonts (5 ms).
    A forked child makes its own: the parent's folder is the parent's to remove."""
    global _font_config
    if _font_config is None or _font_config[0] != os.getpid():
        from weasyprint.text.fonts import FontConfiguration

        _font_config = (os.getpid(), FontConfiguration())
        atexit.register(remove_font_files)
    return _font_config[1]


def remove_font_files() -> None:
    """Remove the folder of fonts WeasyPrint copied for this process's renders (at exit)."""
    if _font_config is not None and _font_config[0] == os.getpid():
        font_config = _font_config[1]
        if font_config._folder:  # WeasyPrint's own attribute, set at its first font
            shutil.rmtree(font_config._folder, ignore_errors=True)
            # Its own clean-up, when Python tears the process down, would then call a
            # module function already gone and print an error.
            font_config._folder = None


def layout(html: str) -> Any:
    """The laid-out WeasyPrint document of `html` (call inside `rendering()`)."""
    from weasyprint import HTML

    with span("layout"):
        return HTML(
            string=html,
            base_url=str(TEMPLATE_DIR) + "/",
            url_fetcher=restricted_url_fetcher(TEMPLATE_DIR, FONT_DIR),
        ).render(font_config=_process_font_config())


# The OpenType layout tables WeasyPrint drops from the fonts it embeds.
LAYOUT_TABLES = ("GSUB", "GPOS")


class _LayoutTablesFirstSubsetter:
    """Stands for fontTools' `subset` module in WeasyPrint's PDF writer, with a subsetter
    that removes the tables WeasyPrint drops (GSUB, GPOS) before subsetting instead of
    during it: fontTools reads them whole first (about 0.2 s a font and a document, half
    of writing a sheet's PDF), only to drop them. The fonts written are the same bytes."""

    def __init__(self, fonttools_subset: Any) -> None:
        self.Options = fonttools_subset.Options

        class Subsetter(fonttools_subset.Subsetter):  # type: ignore[misc, name-defined]
            def subset(self, font: Any) -> None:
                dropped = [tag for tag in LAYOUT_TABLES if tag in font and tag in self.options.drop_tables]
                # fontTools drops a legacy `kern` table when the font has GPOS: decide it
                # before GPOS goes, as it would.
                if "GPOS" in dropped and "kern" in font and not self.options.legacy_kern:
                    dropped.append("kern")
                for tag in dropped:
                    del font[tag]
                super().subset(font)

        self.Subsetter = Subsetter


@cache
def _subset_fonts_quickly() -> None:
    """Give WeasyPrint's fontTools font subsetting the early drop of its layout tables
    (with HarfBuzz's subsetter installed, WeasyPrint uses that instead, which is faster still)."""
    from fontTools import subset
    from weasyprint.pdf import fonts

    if getattr(fonts, "subset", None) is subset:  # the WeasyPrint this was written against
        fonts.subset = _LayoutTablesFirstSubsetter(subset)


def pdf_bytes(document: Any) -> bytes:
    _subset_fonts_quickly()
    # fontTools stamps subset fonts with the current time unless this is set;
    # a fixed epoch keeps the same inputs giving the same PDF bytes.
    os.environ.setdefault("SOURCE_DATE_EPOCH", "0")
    # Tagged PDF (structure tree, language, title) for screen readers: about 10 % more time.
    with span("pdf"):
        return document.write_pdf(pdf_variant="pdf/ua-1")


def warm_up() -> None:
    """Import WeasyPrint and lay out and write a line in the cards' type: a worker's first
    render then costs what the next ones do (run in a thread once the worker is free)."""
    with rendering():
        pdf_bytes(layout('<link rel="stylesheet" href="cards.css"><p>Aa</p>'))


def write_pdf(html: str, pdf_path: Path) -> None:
    with rendering():
        data = pdf_bytes(layout(html))
    pdf_path.parent.mkdir(parents=True, exist_ok=True)
    pdf_path.write_bytes(data)
