"""Columns aligned with spaces, as a copy from a PDF leaves a table: each row read as the tab
row it shows. A cell left empty leaves no text, only a wider gap, so a row with fewer texts
than its table's first row (its header) puts each text under the header's column it stands
in (`Poing      0,5             5` under `Arme   POR   CdT   ZDE   PUI`). A header whose short
labels stand two spaces apart (`VIT  FOR  MAT`, a table typed in a monospaced box) parts its
rows' cells at two spaces too."""

from __future__ import annotations

import re
from collections.abc import Set as AbstractSet
from itertools import pairwise

# A cell's text: words parted by one or two spaces (three or more part cells).
_CELL_TEXT = re.compile(r"\S+(?: {1,2}\S+)*")
# In a table typed in a monospaced box with its labels two spaces apart (`POR  CDT  ADE`),
# a cell's text is words parted by one space (two or more part cells).
_NARROW_CELL_TEXT = re.compile(r"\S+(?: \S+)*")
# Such a header's labels: a few words, no sentence punctuation (an abbreviation's point aside: `Off.`).
_NARROW_LABEL = re.compile(r"^[^.:;!?]+\.?$")
_NARROW_LABEL_WORDS = 3
# A value may start this many characters before its header's label (right-aligned numbers).
_SLACK = 2


def _cell_pattern(header: str) -> re.Pattern[str]:
    """How the cells of a table under `header` are parted: by three spaces or more, or by two
    where its header parts more labels so, each a short label (`VIT  FOR  MAT`)."""
    narrow = _NARROW_CELL_TEXT.findall(header)
    if len(narrow) <= len(_CELL_TEXT.findall(header)):
        return _CELL_TEXT
    labels_only = all(_NARROW_LABEL.match(label) and len(label.split()) <= _NARROW_LABEL_WORDS for label in narrow)
    return _NARROW_CELL_TEXT if labels_only else _CELL_TEXT


def _starts(line: str, pattern: re.Pattern[str] = _CELL_TEXT) -> list[tuple[int, str]]:
    return [(match.start(), match.group()) for match in pattern.finditer(line)]


def table_heads(aligned: AbstractSet[int], furniture: AbstractSet[int] = frozenset()) -> dict[int, int]:
    """For each line of aligned rows (their indexes), the index of the first line of its
    run of rows in a row (a page's `furniture` between two rows passed over): its table's
    header."""
    heads: dict[int, int] = {}
    for index in sorted(aligned):
        heads[index] = heads.get(row_above(index, furniture), index)
    return heads


def row_above(index: int, furniture: AbstractSet[int]) -> int:
    """The line right above line `index`, past the page furniture between (a page's number
    a copy from a PDF leaves between two rows of a table)."""
    index -= 1
    while index in furniture:
        index -= 1
    return index


def _column(start: int, columns: list[int]) -> int:
    """The column a text starting at `start` stands in: the last one whose label starts
    at or before it."""
    return max((number for number, column in enumerate(columns) if column <= start + _SLACK), default=0)


def aligned_cells(line: str, header: str) -> list[str]:
    """The cells of `line`, a row of columns aligned with spaces under the row `header`:
    its texts, each in the header's column it stands in when the row has fewer texts than
    the header and they fall in distinct columns in order; else its texts as they come."""
    pattern = _cell_pattern(header)
    columns = [start for start, _ in _starts(header, pattern)]
    texts = _starts(line, pattern)
    if len(texts) > len(columns):  # a text holding two spaces: the row parted as usual
        texts = _starts(line)
    if len(texts) >= len(columns):
        return [text for _, text in texts]
    placed = [_column(start, columns) for start, _ in texts]
    if any(later <= earlier for earlier, later in pairwise(placed)):
        return [text for _, text in texts]
    cells = [""] * (placed[-1] + 1)
    for column, (_, text) in zip(placed, texts, strict=True):
        cells[column] = text
    return cells
