"""Tables whose header names their columns (weapons, ammunition): rows fitted to the header
the way real exports write them."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache

from pipeline.extract.text import strip_emphasis
from pipeline.model.document import Block, Document, Table, TableRow
from pipeline.model.errors import SheetError


def _without_trailing_empties(cells: list[str], keep: int) -> list[str]:
    end = len(cells)
    while end > keep and not cells[end - 1].strip():
        end -= 1
    return cells[:end]


def header_cells(table: Table) -> list[str]:
    """The header row as labels: emphasis dropped (`**Arme**`), without the empty cells a
    trailing tab or `|` leaves after it."""
    return [strip_emphasis(cell) for cell in _without_trailing_empties(table.rows[0].cells, 1)]


@cache
def _label_pattern(pattern: str) -> re.Pattern[str]:
    # Compiled once: a sheet of weapon cards reads a one-row table per weapon.
    return re.compile(pattern, re.IGNORECASE)


def find_column(header: list[str], pattern: str) -> int | None:
    """The first column whose label matches `pattern` (any case); None if none does."""
    regex = _label_pattern(pattern)
    return next((i for i, cell in enumerate(header) if regex.search(cell)), None)


def cell_or_none(row: TableRow, column: int | None) -> str | None:
    """A cell as printed; an empty cell, or a column the table lacks, is null, not `""`."""
    return (row.cells[column] or None) if column is not None else None


def is_label_row(row: TableRow, width: int) -> bool:
    """A row whose only text is its first cell (`ARMES CC`, `Armes de tir`) in a table of
    three columns or more: a spreadsheet's label over the rows under it, no data row."""
    return width >= 3 and bool(row.cells and row.cells[0].strip()) and not any(cell.strip() for cell in row.cells[1:])


def label_rows(table: Table) -> list[TableRow]:
    """The body rows of `table` that label the rows under them (see `is_label_row`)."""
    width = len(header_cells(table))
    return [row for row in table.rows[1:] if is_label_row(row, width)]


def fitted_rows(table: Table, source: str, required: int | None = None) -> list[TableRow]:
    """The body rows with exactly as many cells as the header: empty cells past the header's
    last column (a trailing tab or `|`, a spreadsheet's padding) are dropped; a row of at
    least `required` cells (the columns every row fills) and fewer than the header is
    padded with empty cells, as a hand-typed row leaves its last, optional cells out; a
    row with more non-empty cells than the header, or too few, is an error naming its line.
    Label rows (`ARMES CC`) are no rows of data (see `label_rows`)."""
    header = table.rows[0]
    width = len(header_cells(table))
    rows = []
    for row in table.rows[1:]:
        if is_label_row(row, width):
            continue
        cells = _without_trailing_empties(row.cells, width)
        if required is not None and required <= len(cells) < width:
            cells = cells + [""] * (width - len(cells))
        if len(cells) != width:
            raise SheetError(
                source,
                row.values_line or row.line,
                f"{width} cells like the header on line {header.line}",
                f"{len(cells)} cells",
                cell=header.cells[0],
                code="cells-count",
            )
        rows.append(TableRow(row.line, cells, row.more_lines, row.values_line))
    return rows


def join_split_tables(document: Document, is_headed: Callable[[Table], bool]) -> None:
    """A table the game reads by its header (`is_headed`: a weapons table) goes on past one
    blank line: the table right after it, of its style, whose first row fits its header
    and is no header of its own, is the rest of it (a spreadsheet's empty row inside it)."""
    blocks: list[Block] = []
    for block in document.blocks:
        previous = blocks[-1] if blocks else None
        if isinstance(block, Table) and isinstance(previous, Table) and _goes_on(previous, block, is_headed):
            previous.rows.extend(block.rows)
            previous.separator_lines.extend(block.separator_lines)
            continue
        blocks.append(block)
    document.blocks = blocks


def _goes_on(table: Table, after: Table, is_headed: Callable[[Table], bool]) -> bool:
    if after.style != table.style or after.line != table.lines[-1] + 2 or is_headed(after):
        return False
    if len(table.rows) < 2 or not is_headed(table):
        return False
    width = len(header_cells(table))
    return len(_without_trailing_empties(after.rows[0].cells, width)) == width
