"""The blank columns a spreadsheet's copy leaves in a table.

Two tables a spreadsheet sets side by side, a blank column between (weapons on the
left, the ammunition they use on the right): each is a table of its own, the right one
read after the left.

A blank column parts two tables only when each side has a header of two labels or more
and one side ends rows before the other: a weapons table printing a blank column between
its bands and its damage (`Extrême<TAB><TAB>DOM`) fills both sides of every row, and a
notes column far to the right is one label, filled here and there."""

from __future__ import annotations

from dataclasses import replace

from pipeline.model.document import Block, Table, TableRow

_MIN_HEADER_LABELS = 2


def _filled(cells: list[str]) -> bool:
    return any(cell.strip() for cell in cells)


def _blank_column(rows: list[TableRow]) -> int | None:
    """The first column empty in every row, with a filled cell of the header on each side."""
    header = rows[0].cells
    for column in range(1, len(header) - 1):
        empty = all(column >= len(row.cells) or not row.cells[column].strip() for row in rows)
        if empty and _filled(header[:column]) and _filled(header[column + 1 :]):
            return column
    return None


def _first_filled(rows: list[TableRow], start: int) -> int:
    """The first column from `start` with a filled cell in some row (past the blank ones)."""
    width = max(len(row.cells) for row in rows)
    return next(
        column
        for column in range(start, width)
        if any(column < len(row.cells) and row.cells[column].strip() for row in rows)
    )


def _ends_first(filled: list[bool]) -> bool:
    """Whether a side's filled rows are the table's first ones only: it ends before the other."""
    count = sum(filled)
    return 1 < count < len(filled) and all(filled[:count])


def _side_by_side(table: Table) -> tuple[Table, Table] | None:
    """The left and right tables `table` holds, or None when it is one table."""
    rows = table.rows
    column = _blank_column(rows) if table.style == "tab" and len(rows) > 2 else None
    if column is None:
        return None
    start = _first_filled(rows, column + 1)
    left = [row.cells[:column] for row in rows]
    right = [row.cells[start:] for row in rows]
    headers_labelled = all(sum(bool(cell.strip()) for cell in side[0]) >= _MIN_HEADER_LABELS for side in (left, right))
    left_filled, right_filled = [_filled(cells) for cells in left], [_filled(cells) for cells in right]
    if not headers_labelled or not (_ends_first(left_filled) or _ends_first(right_filled)):
        return None
    # A row's line breaks are its quoted cells', by column: those of each side move with it.
    left_rows = [
        replace(row, cells=cells, line_breaks={c: lines for c, lines in row.line_breaks.items() if c < column})
        for row, cells, filled in zip(rows, left, left_filled, strict=True)
        if filled
    ]
    right_rows = [
        replace(row, cells=cells, line_breaks={c - start: lines for c, lines in row.line_breaks.items() if c >= start})
        for row, cells, filled in zip(rows, right, right_filled, strict=True)
        if filled
    ]
    return replace(table, rows=left_rows), replace(table, line=right_rows[0].line, rows=right_rows)


def split_side_by_side(blocks: list[Block]) -> list[Block]:
    """`blocks` with every table of two side by side (see `_side_by_side`) as the two."""
    out: list[Block] = []
    for block in blocks:
        parts = _side_by_side(block) if isinstance(block, Table) else None
        out.extend(parts if parts is not None else [block])
    return out


def _without_first_cell(row: TableRow) -> TableRow:
    """`row` without its first cell; the cells' line breaks and lines keep their columns."""
    return replace(
        row,
        cells=row.cells[1:],
        line_breaks={column - 1: lines for column, lines in row.line_breaks.items() if column},
        value_lines={column - 1: line for column, line in row.value_lines.items() if column},
    )


def _has_blank_first_column(table: Table) -> bool:
    """Every row's first cell empty, and a cell filled after it: a range copied from a
    spreadsheet with the blank column left of its data (column A kept as a margin)."""
    rows = table.rows
    return (
        len(rows) > 1
        and all(len(row.cells) > 1 and not row.cells[0].strip() for row in rows)
        and any(_filled(row.cells[1:]) for row in rows)
    )


def without_blank_first_columns(blocks: list[Block]) -> list[Block]:
    """`blocks` with each table whose first column is blank in every row (see
    `_has_blank_first_column`) read without that column: its header names its first
    column (`Arme`) as the table's own does, and its rows' names come first."""
    return [
        replace(block, rows=[_without_first_cell(row) for row in block.rows])
        if isinstance(block, Table) and _has_blank_first_column(block)
        else block
        for block in blocks
    ]
