"""The printed products read back as a player or a print shop reads them: a deck's cards
(title band, body, footer) and a reference sheet's pages, with pdfplumber."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache, wraps
from pathlib import Path
from typing import Any, TypeVar

import pdfplumber
from pypdf import PdfReader

MM = 72 / 25.4
Read = TypeVar("Read")


def read_once(read: Callable[..., Read]) -> Callable[..., Read]:
    """`read(path, ...)` made once for a file as it is: several tests read the same PDF, and
    reading one back with pdfplumber takes seconds (a file rewritten is read again)."""

    @cache
    def cached(path: Path, stamp: tuple[int, int], *args: Any) -> Read:
        return read(path, *args)

    @wraps(read)
    def reading(path: Path, *args: Any) -> Read:
        stat = path.stat()
        return cached(path, (stat.st_mtime_ns, stat.st_size), *args)

    return reading


# The card's footer (templates/cards.css): 6 pt, 0.6 mm under the panel's foot, in a band
# of a line (or more, for a long title) over 3 mm clear of the trim.
FOOTER_PT, FOOTER_PADDING_MM, FOOTER_BAND_MM = 6.0, 0.6, 6.3


@dataclass
class Line:
    text: str
    size: float  # the largest type on the line, in points
    top: float


@dataclass
class Card:
    """One printed card of a print-shop deck."""

    title: str
    title_sizes: set[float]
    body: list[Line]
    footer: str
    footer_sizes: set[float]
    fill: float  # how far down the panel its text goes, from its first line to the footer
    title_gap: float  # from its title's last line to its text's first, in points

    @property
    def continued(self) -> bool:
        return self.title.endswith("(suite)")


def _joined(chars: list[dict]) -> str:
    """A line's characters left to right, a space where a gap parts them (table cells)."""
    text, previous = "", None
    for char in sorted(chars, key=lambda c: c["x0"]):
        if previous is not None and char["x0"] - previous["x1"] > 0.25 * char["size"] and not text.endswith(" "):
            text += " "
        text += char["text"]
        previous = char
    return text


def _lines(chars: list[dict]) -> list[Line]:
    rows: dict[int, list[dict]] = {}
    for char in chars:
        rows.setdefault(round(char["top"]), []).append(char)
    return [Line(_joined(row), max(c["size"] for c in row), top) for top, row in sorted(rows.items())]


@read_once
def deck_cards(path: Path) -> list[Card]:
    """Each page of a print-shop deck as a card: what its title band, panel and footer hold."""
    boxes = PdfReader(path).pages
    cards = []
    with pdfplumber.open(path) as document:
        for page, boxed in zip(document.pages, boxes, strict=True):
            height, trim = float(boxed.mediabox.height), boxed.trimbox
            footer = [c for c in page.chars if round(c["size"], 1) == FOOTER_PT and c["top"] > height / 2]
            panel_bottom = (
                min(c["top"] for c in footer) - FOOTER_PADDING_MM * MM
                if footer
                else height - float(trim.bottom) - FOOTER_BAND_MM * MM
            )
            # The title: the largest type of the card, however many lines it wraps onto.
            title_pt = max((round(c["size"], 1) for c in page.chars), default=0)
            title = [c for c in page.chars if round(c["size"], 1) == title_pt and c["top"] < panel_bottom]
            body = [c for c in page.chars if round(c["size"], 1) != title_pt and c["top"] < panel_bottom - 1]
            top = min((c["top"] for c in body), default=panel_bottom)
            bottom = max((c["bottom"] for c in body), default=top)
            cards.append(
                Card(
                    title=" ".join(line.text for line in _lines(title)),
                    title_sizes={round(c["size"], 1) for c in title},
                    body=_lines(body),
                    footer=" ".join(line.text for line in _lines(footer)),
                    footer_sizes={round(c["size"], 1) for c in footer},
                    fill=(bottom - top) / max(panel_bottom - top, 1),
                    title_gap=top - max((c["bottom"] for c in title), default=top),
                )
            )
    return cards


def words(text: str) -> set[str]:
    """Distinct words, case-folded, with hyphenation at line ends undone."""
    text = unicodedata.normalize("NFKC", text)
    return set(re.findall(r"\w+", re.sub(r"-\n", "", text).casefold()))


@read_once
def pdf_text(path: Path) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(path).pages)


@read_once
def page_fills(path: Path, top_mm: float = 12, bottom_mm: float = 14) -> list[float]:
    """How full each page of a reference sheet is: the height its text takes from the top
    of its content to its lowest line, in each half of the page (its columns), on average."""
    fills = []
    with pdfplumber.open(path) as document:
        for page in document.pages:
            top, bottom = top_mm * MM, page.height - bottom_mm * MM
            middle = page.width / 2
            used = []
            for left in (True, False):
                column = [
                    c["bottom"]
                    for c in page.chars
                    if top <= c["top"] and c["bottom"] <= bottom and (c["x0"] < middle) == left
                ]
                used.append((max(column) - top) / (bottom - top) if column else 0.0)
            fills.append(sum(used) / 2)
    return fills


def inside(box, x0: float, y0: float, x1: float, y1: float, margin: float = 0) -> bool:
    return (
        x0 >= float(box.left) + margin
        and x1 <= float(box.right) - margin
        and y0 >= float(box.bottom) + margin
        and y1 <= float(box.top) - margin
    )


def outside(box, x0: float, y0: float, x1: float, y1: float) -> bool:
    return x1 <= float(box.left) or x0 >= float(box.right) or y1 <= float(box.bottom) or y0 >= float(box.top)


def check_print_shop_pages(path: Path) -> int:
    """Every glyph 3 mm inside the TrimBox, every mark outside the BleedBox; the number of
    pages checked. Positions from pdfplumber (glyph boxes from the font's ascent and
    descent, so a little larger than the ink)."""
    boxes = PdfReader(path).pages
    with pdfplumber.open(path) as document:
        for number, (page, boxed) in enumerate(zip(document.pages, boxes, strict=True), start=1):
            height = float(boxed.mediabox.height)
            for char in page.chars:
                corners = (char["x0"], height - char["bottom"], char["x1"], height - char["top"])
                assert inside(boxed.trimbox, *corners, margin=3 * MM), (path.name, number, char["text"], corners)
            marks = 0
            for line in page.lines:
                corners = (line["x0"], height - line["bottom"], line["x1"], height - line["top"])
                if not inside(boxed.trimbox, *corners):
                    assert outside(boxed.bleedbox, *corners), (path.name, number, corners)
                    marks += 1
            assert marks == 8, (path.name, number, marks)  # two at each corner
    return len(boxes)
