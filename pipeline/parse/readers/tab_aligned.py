"""Tab tables whose columns a user aligned by typing several tabs after a short cell
(`Plasma Pistol<TAB><TAB><TAB><TAB>10"`, `Plasma Lance<TAB><TAB>- Lance<TAB><TAB>20"`): a run
of tabs there parts two cells, not empty cells. Read as the tab table it shows, with its
mode column when rows print a `- Mode` after their name."""

from __future__ import annotations

import re
from dataclasses import replace

from pipeline.extract.tables import printed_cells
from pipeline.model.document import Block, Table, TableRow

# A run of this many empty cells between two of the header's labels is tabs typed to
# align it (one empty cell is a column with no label, a mode column).
_ALIGNING_RUN = 2
# A cell printing a firing mode (`- Dispersion`, `– Lance`).
_MODE_CELL = re.compile(r"^[-–—]\s+\S")


def _texts(row: TableRow) -> list[str]:
    return [cell for cell in row.cells if cell.strip()]


def _aligned_header(header: list[str]) -> bool:
    """Whether a run of empty cells (see `_ALIGNING_RUN`) stands between two labels."""
    run = 0
    for cell in header[1:]:
        if not cell.strip():
            run += 1
            continue
        if run >= _ALIGNING_RUN:
            return True
        run = 0
    return False


def _aligned_cells(table: Table) -> list[list[str]] | None:
    """The cells of each row of `table` with the tabs aligning them read as one, or None
    when the table is no such table (its rows fit its header as printed, a cell holds line
    breaks, or a row, so read, prints more cells than the header)."""
    header, body = table.rows[0], table.rows[1:]
    if not body or not _aligned_header(header.cells) or any(row.line_breaks for row in table.rows):
        return None
    width = printed_cells(header)
    if all(printed_cells(row) == width for row in body):
        return None
    labels = _texts(header)
    with_mode = any(len(_texts(row)) > 1 and _MODE_CELL.match(_texts(row)[1].strip()) for row in body)
    labels = [labels[0], "", *labels[1:]] if with_mode else labels
    rows = [labels]
    for row in body:
        texts = _texts(row)
        if with_mode and not (len(texts) > 1 and _MODE_CELL.match(texts[1].strip())):
            texts = [texts[0], "", *texts[1:]] if texts else texts
        if len(texts) > len(labels):
            return None
        rows.append(texts)
    return rows


def with_aligning_tabs_read(blocks: list[Block]) -> list[Block]:
    """`blocks` with each tab table aligned by runs of tabs read as the table it shows (see
    `_aligned_cells`); a row leaving its last cells empty keeps fewer cells, as typed."""
    read: list[Block] = []
    for block in blocks:
        cells = _aligned_cells(block) if isinstance(block, Table) and block.style == "tab" else None
        if cells is None:
            read.append(block)
            continue
        rows = [replace(row, cells=row_cells) for row, row_cells in zip(block.rows, cells, strict=True)]
        read.append(replace(block, rows=rows))
    return read
