"""A spreadsheet spaced out for printing, a blank row between every two rows (or a CSV's
empty rows between them): each table reads as the runs of one-row tables it leaves, a
blank line apart (two where every blank line is doubled), which are the rows of one table.
A line set aside between two rows (a page number) is no gap."""

from __future__ import annotations

from collections.abc import Set as AbstractSet
from itertools import pairwise

from pipeline.model.document import Block, Table, TableRow

# A table's row holds a name and a value at least (a line of one cell is a heading).
_MIN_CELLS = 2
# The blank lines between two rows of a spaced-out table: one, or two where the sheet
# doubles every blank line.
_GAPS = (1, 2)


def _width(row: TableRow) -> int:
    """Cells up to the last non-empty one (trailing tabs are no columns)."""
    return max((index + 1 for index, cell in enumerate(row.cells) if cell.strip()), default=0)


def _last_line(row: TableRow) -> int:
    return max([row.line, *row.more_lines])


def _gap(earlier: TableRow, later: TableRow, set_aside: AbstractSet[int]) -> int:
    """The blank lines between two rows (no block stands between two blocks), the lines
    set aside (a page number) left out."""
    return sum(1 for line in range(_last_line(earlier) + 1, later.line) if line not in set_aside)


def _goes_on_spaced(table: Table, after: Block, set_aside: AbstractSet[int]) -> bool:
    """Whether `after` is the next row of the spaced-out `table`: a tab table of one row,
    below it by the blank lines between its rows (one or two, for a table of one row so
    far), no wider than its first row (a row may leave its last cells empty; a wider one
    starts another table: `Distance<TAB>20 cm<TAB>…` under a list)."""
    if not isinstance(after, Table) or after.style != "tab" or table.style != "tab" or len(after.rows) != 1:
        return False
    row = after.rows[0]
    gaps = {_gap(earlier, later, set_aside) for earlier, later in pairwise([*table.rows, row])}
    return len(gaps) == 1 and gaps <= set(_GAPS) and _MIN_CELLS <= _width(row) <= _width(table.rows[0])


def join_spaced_rows(blocks: list[Block], set_aside: AbstractSet[int] = frozenset()) -> list[Block]:
    """The blocks with each run of one-row tables spaced out joined into the table they are
    (see the module); any other block as it is. `set_aside`: the lines the reader took out
    (page furniture), no gap between rows."""
    out: list[Block] = []
    for block in blocks:
        previous = out[-1] if out else None
        if isinstance(previous, Table) and _goes_on_spaced(previous, block, set_aside):
            assert isinstance(block, Table)
            previous.rows.extend(block.rows)
            continue
        out.append(block)
    return out
