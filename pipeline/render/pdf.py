"""HTML -> PDF with WeasyPrint: only the project's templates and fonts may be read, the
same input gives the same bytes, and one render at a time per process (Pango is not
thread-safe, and Snakemake runs `run:` jobs as threads of one process)."""

from __future__ import annotations

import atexit
import gc
import hashlib
import os
import re
import shutil
import threading
import uuid
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from functools import cache
from pathlib import Path
from typing import Any

from pipeline.files import TEMPLATE_DIR
from pipeline.render.timing import span
from pipeline.render.typography import FONT_DIR, WORD_JOINER

_render_lock = threading.RLock()
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
    the passes off what the worker loaded. A product's whole render runs inside one (its
    HTML too: a full pass there walks the pages of the layouts before it); a render
    inside another is part of it."""
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


def layout(html: str, step: str = "layout") -> Any:
    """The laid-out WeasyPrint document of `html` (call inside `rendering()`); `step`
    names it in the render's timings."""
    from weasyprint import HTML

    with span(step):
        return HTML(
            string=html,
            base_url=str(TEMPLATE_DIR) + "/",
            url_fetcher=restricted_url_fetcher(TEMPLATE_DIR, FONT_DIR),
        ).render(font_config=_process_font_config())


# The tables WeasyPrint drops from the fonts it embeds (as its own HarfBuzz subsetting
# does), beside those HarfBuzz drops by default.
DROPPED_TABLES = (b"BASE", b"DSIG", b"EBDT", b"EBLC", b"EBSC", b"GPOS", b"GSUB", b"JSTF", b"LTSH", b"PCLT", b"SVG ")


def subset_font(content: bytes, index: int, glyphs: Iterable[int], hinting: bool, notdef_outline: bool) -> bytes:
    """Font `index` of `content` holding the outlines of `glyphs` alone: the other glyphs
    up to the last one used are emptied and keep their ids (the PDF's text refers to
    glyphs by id), those after it go, and so do `DROPPED_TABLES` and, without `hinting`,
    the hinting. This is WeasyPrint's own HarfBuzz subsetting (`Font._harfbuzz_subset`),
    done with the uharfbuzz wheel's HarfBuzz. Raises RuntimeError if HarfBuzz cannot."""
    import uharfbuzz as hb

    used = sorted(glyphs)
    request = hb.SubsetInput()
    request.glyph_set.update(used)
    request.sets(hb.SubsetInputSets.DROP_TABLE_TAG).update(int.from_bytes(tag, "big") for tag in DROPPED_TABLES)
    kept = hb.SubsetFlags.PASSTHROUGH_UNRECOGNIZED | hb.SubsetFlags.DESUBROUTINIZE
    if notdef_outline:
        kept |= hb.SubsetFlags.NOTDEF_OUTLINE
    request.flags = kept | hb.SubsetFlags.RETAIN_GIDS
    retained = hb.subset(hb.Face(hb.Blob(content), index), request)
    # Then every glyph up to the last one used: the same ids, without the empty tail.
    request.glyph_set.update(range(used[-1] + 1))
    request.flags = kept if hinting else kept | hb.SubsetFlags.NO_HINTING
    return hb.subset(retained, request).blob.data


@cache
def _subset_fonts_with_harfbuzz() -> None:
    """Have WeasyPrint subset the fonts it embeds with HarfBuzz (`subset_font`) rather
    than fontTools. WeasyPrint does so only with the system's HarfBuzz-Subset library,
    which the project's install cannot bring, and otherwise takes fontTools: 0.15 to
    0.2 s of the 0.4 to 1.2 s of writing a sheet's PDFs, where HarfBuzz takes a few
    milliseconds.
    The glyphs are the same (every page of the five sheets' PDFs, the same pixels); the
    wheel's HarfBuzz, the same with or without the system's, keeps the same bytes on
    every machine. A font HarfBuzz cannot subset is left to WeasyPrint."""
    from weasyprint.pdf.fonts import Font

    # Another WeasyPrint than the one this mirrors keeps its own subsetting.
    if not hasattr(Font, "_harfbuzz_subset"):
        return
    weasyprint_subset = Font.subset

    def subset(font: Any, to_unicode: dict[int, str], hinting: bool) -> None:
        if not to_unicode:
            return
        try:
            font.file_content = subset_font(font.file_content, font.index, to_unicode, hinting, bool(font.missing))
        except RuntimeError:
            weasyprint_subset(font, to_unicode, hinting)

    subset.harfbuzz_wheel = True  # type: ignore[attr-defined]  # what a test looks for
    Font.subset = subset


# Every printed product is PDF/X-4 (for print shops: CMYK only, an output intent, the
# trim and bleed boxes) and tagged (its structure, language and title for screen readers).
PDF_VARIANT = "pdf/x-4"


def _release_date() -> str:
    """The date the PDFs say they were made: `SOURCE_DATE_EPOCH` (0 unless set), so the
    same inputs give the same bytes."""
    epoch = int(os.environ.get("SOURCE_DATE_EPOCH", "0"))
    return datetime.fromtimestamp(epoch, tz=UTC).strftime("%Y-%m-%dT%H:%M:%S+00:00")


# Where a file an HTML document links to lies (`file:///…/site-packages/…/fonts/`): not
# what the document is made from, which a clone elsewhere makes the same.
_FILE_URL_DIRECTORY = re.compile(r"file://[^\s\"')]*/")


def document_uuid(identity: str) -> uuid.UUID:
    """The UUID of the document made from `identity`, wherever the project and its
    environment lie: the directories of its file URLs do not count."""
    digest = hashlib.sha256(_FILE_URL_DIRECTORY.sub("file:", identity).encode()).digest()[:16]
    return uuid.UUID(bytes=digest, version=4)


@contextmanager
def _document_id(identity: str) -> Iterator[None]:
    """WeasyPrint names a PDF/X document in its XMP metadata with a random UUID (its
    `weasyprint.pdf.metadata.uuid4`), and the file identifier is a digest of every object:
    the same inputs would give other bytes each time. The UUID is made from `identity`
    instead (what the document is made from)."""
    from weasyprint.pdf import metadata

    fixed = document_uuid(identity)
    random_uuid = metadata.uuid4
    metadata.uuid4 = lambda: fixed
    try:
        yield
    finally:
        metadata.uuid4 = random_uuid


def pdf_bytes(document: Any, identity: str = "", tagged: bool = True, step: str = "pdf") -> bytes:
    """The PDF/X-4 file of a laid-out document made from `identity` (its HTML, say);
    `tagged`: with its structure for screen readers; `step` names it in the timings."""
    _subset_fonts_with_harfbuzz()
    # fontTools, which WeasyPrint still uses for variable and colour fonts, stamps the
    # fonts it writes with the current time unless this is set; a fixed epoch keeps the
    # same inputs giving the same PDF bytes.
    os.environ.setdefault("SOURCE_DATE_EPOCH", "0")
    document.metadata.created = document.metadata.modified = _release_date()
    # The outline reads the headings' text: without the word joiners that hold their short
    # compounds on one line (`MEDI-⁠DRONE`, see `typography.french_text`).
    for page in document.pages:
        page.bookmarks = [(level, label.replace(WORD_JOINER, ""), *rest) for level, label, *rest in page.bookmarks]
    # Tagged PDF (structure tree, language, title) for screen readers: about 10 % more time.
    with span(step), _document_id(identity):
        return document.write_pdf(pdf_variant=PDF_VARIANT, pdf_tags=tagged)


def warm_up() -> None:
    """Import WeasyPrint and lay out and write a line in the cards' type: a worker's first
    render then costs what the next ones do (run in a thread once the worker is free)."""
    with rendering():
        pdf_bytes(layout('<link rel="stylesheet" href="cards.css"><p>Aa</p>'), "warm-up")


def write_pdf(html: str, pdf_path: Path) -> None:
    with rendering():
        data = pdf_bytes(layout(html), html)
    pdf_path.parent.mkdir(parents=True, exist_ok=True)
    pdf_path.write_bytes(data)
