"""Tables whose header names their columns (weapons, ammunition): rows fitted to the header
the way real exports write them."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING

from pipeline.extract.cells import is_roll_range
from pipeline.extract.rolls import is_die_header
from pipeline.extract.text import on_one_line, strip_emphasis, without_accents, without_pictographs
from pipeline.model.document import Block, Document, Table, TableRow
from pipeline.model.errors import SheetError

if TYPE_CHECKING:
    from pipeline.extract.builder import SheetBuilder


def _without_trailing_empties(cells: list[str], keep: int) -> list[str]:
    end = len(cells)
    while end > keep and not cells[end - 1].strip():
        end -= 1
    return cells[:end]


def header_cells(table: Table) -> list[str]:
    """The header row as labels: emphasis and the icon a cell opens with dropped (`**Arme**`,
    `🔫 Arme`), a label set on two lines read on one (`Portée<br>Longue`), without the empty
    cells a trailing tab or `|` leaves after it."""
    cells = _without_trailing_empties(table.rows[0].cells, 1)
    return [without_pictographs(strip_emphasis(on_one_line(cell))) for cell in cells]


@cache
def _label_pattern(pattern: str) -> re.Pattern[str]:
    # Compiled once: a sheet of weapon cards reads a one-row table per weapon.
    return re.compile(pattern, re.IGNORECASE)


def find_column(header: list[str], pattern: str) -> int | None:
    """The first column whose label matches `pattern` (any case, its accents wrong or left
    out: `Facultès`, `Facultes` as `Facultés`); None if none does."""
    regex = _label_pattern(pattern)
    return next((i for i, cell in enumerate(header) if regex.search(cell) or regex.search(without_accents(cell))), None)


def cell_or_none(row: TableRow, column: int | None) -> str | None:
    """A cell as printed; an empty cell, or a column the table lacks, is null, not `""`."""
    return (row.cells[column] or None) if column is not None else None


def is_label_row(row: TableRow, width: int) -> bool:
    """A row whose only text is its first cell (`ARMES CC`, `Armes de tir`) in a table of
    three columns or more: a spreadsheet's label over the rows under it, no data row."""
    return width >= 3 and bool(row.cells and row.cells[0].strip()) and not any(cell.strip() for cell in row.cells[1:])


# A remark is a sentence: three words at least (`TR2`, `Lent` alone are a rules cell).
_REMARK_WORDS = 3


def is_remark_row(row: TableRow, width: int) -> bool:
    """A row whose only text is a sentence in its last column (`| | | | *Toutes les armes …* |`),
    in a table of three columns or more: a remark the sheet's author put under the table in
    the widest column, no data row."""
    filled = [index for index, cell in enumerate(row.cells[:width]) if cell.strip()]
    extra = any(cell.strip() for cell in row.cells[width:])
    return (
        width >= 3
        and not extra
        and filled == [width - 1]
        and len(strip_emphasis(row.cells[width - 1]).split()) >= _REMARK_WORDS
    )


def _is_text_row(row: TableRow, width: int) -> bool:
    return is_label_row(row, width) or is_remark_row(row, width)


def label_rows(table: Table) -> list[TableRow]:
    """The body rows of `table` that label the rows under them, or remark on them (see
    `is_label_row`, `is_remark_row`)."""
    width = len(header_cells(table))
    return [row for row in table.rows[1:] if _is_text_row(row, width)]


def claim_label_rows(builder: SheetBuilder, table: Table, section: str | None) -> None:
    """The label rows of a weapons table: headings of the rows under them (`ARMES CC`), and
    after its last weapon, with no row left to label, notes of the table (`* : utilisable
    en Corps à Corps.`, a spreadsheet's row of notes under it)."""
    labels = label_rows(table)
    labelled = {row.line for row in labels}
    last_row = max((row.line for row in table.rows[1:] if row.line not in labelled), default=table.line)
    for row in labels:
        text = next(cell.strip() for cell in row.cells if cell.strip())
        if row.line < last_row and row.cells[0].strip():
            builder.claim([row.line], "heading")
        else:
            builder.table_note(section, [row.line, *row.more_lines], strip_emphasis(text))


def printed_cells(row: TableRow) -> int:
    """How many cells `row` prints: the empty ones a trailing tab or `|` leaves not counted."""
    return len(_without_trailing_empties(row.cells, 1))


def cells_count_error(table: Table, row: TableRow, source: str, found: int) -> SheetError:
    """A row of `table` printing `found` cells where its header has another count."""
    header = table.rows[0]
    return SheetError(
        source,
        row.values_line or row.line,
        f"{len(header_cells(table))} cells like the header on line {header.line}",
        f"{found} cells",
        cell=header.cells[0],
        code="cells-count",
    )


def fitted_rows(table: Table, source: str, required: int | None = None) -> list[TableRow]:
    """The body rows with exactly as many cells as the header: empty cells past the header's
    last column (a trailing tab or `|`, a spreadsheet's padding) are dropped; a row of at
    least `required` cells (the columns every row fills) and fewer than the header is
    padded with empty cells, as a hand-typed row leaves its last, optional cells out; a
    row with more non-empty cells than the header, or too few, is an error naming its line.
    Label rows (`ARMES CC`) are no rows of data (see `label_rows`)."""
    width = len(header_cells(table))
    rows = []
    for row in table.rows[1:]:
        if _is_text_row(row, width):
            continue
        cells = _without_trailing_empties(row.cells, width)
        if required is not None and required <= len(cells) < width:
            cells = cells + [""] * (width - len(cells))
        if len(cells) != width:
            raise cells_count_error(table, row, source, len(cells))
        rows.append(TableRow(row.line, cells, row.more_lines, row.values_line, row.line_breaks, row.value_lines))
    return rows


def join_split_tables(
    document: Document,
    is_headed: Callable[[Table], bool],
    alike: Callable[[Table, Table], bool] = lambda table, after: True,
) -> None:
    """A table the game reads by its header (`is_headed`: a weapons table) goes on past one
    blank line: the table right after it, of its style, whose first row fits its header
    and is no header of its own, is the rest of it (a spreadsheet's empty row inside it);
    `alike(table, after)` may ask more of its rows."""
    blocks: list[Block] = []
    for block in document.blocks:
        previous = blocks[-1] if blocks else None
        if (
            isinstance(block, Table)
            and isinstance(previous, Table)
            and _goes_on(previous, block, is_headed)
            and alike(previous, block)
        ):
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
    first = after.rows[0]
    # A padded export pads every row to the used range: a row filling its first two cells
    # alone (`Nom<TAB>texte<TAB><TAB>…`, a rule's line after the table) is no profile.
    return printed_cells(first) >= min(width, _MIN_PROFILE_CELLS) and (
        len(_without_trailing_empties(first.cells, width)) == width
    )


# A weapon's profile prints its name and two stats at least (a range and a power).
_MIN_PROFILE_CELLS = 3


# A distance written as a band's edges (`0-20 cm`, `8-16"`): what the lower row of a header
# written on two rows holds under its band labels.
_BAND_EDGES = re.compile(r"^[0-9]+(?:[.,][0-9]+)?\s*[-–—]\s*[0-9]+(?:[.,][0-9]+)?\s*(?:cm|\"|″|po\.?|pouces?)?$")


# The unit a group's label names at its end, `PORTÉE (po)`, `Portée (cm)`, `Portée (")`.
_UNIT_IN_LABEL = re.compile(r"\s*\(\s*(?:cm|po|pouces?|\"|'')\s*\)$", re.IGNORECASE)


def _could_head(row: TableRow) -> bool:
    """A cheap test ruling out most rows as a table's header before the game is asked: a
    header names its first column and has three cells or more."""
    return len(row.cells) >= 3 and bool(row.cells[0]) and not row.cells[0][0].isdigit()


def _is_upper_header_row(upper: TableRow, header: TableRow) -> bool:
    """`<TAB>Courte<TAB>Moyenne…` over `Arme<TAB>0-20 cm<TAB>20-40 cm…`: a row with its first
    cell empty whose labels (no digits) stand over cells of the header, a header written on
    two rows as a spreadsheet merges cells."""
    if not upper.cells or upper.cells[0].strip():
        return False
    filled = [index for index, cell in enumerate(upper.cells) if cell.strip()]
    return bool(filled) and all(
        index < len(header.cells)
        and header.cells[index].strip()
        and not any(character.isdigit() for character in upper.cells[index])
        for index in filled
    )


def _is_lower_header_row(header: TableRow, lower: TableRow) -> bool:
    """`Arme<TAB>Courte…` over `<TAB>0-20 cm<TAB>20-40 cm…`: a row with its first cell empty
    whose every other filled cell is a band's edges under a label of the header."""
    if not lower.cells or lower.cells[0].strip():
        return False
    filled = [index for index, cell in enumerate(lower.cells) if cell.strip()]
    return bool(filled) and all(
        index < len(header.cells) and header.cells[index].strip() and _BAND_EDGES.match(lower.cells[index].strip())
        for index in filled
    )


def _is_lower_label_row(header: TableRow, lower: TableRow) -> bool:
    """`| Arme | Portée | | | VI |` over `| | Efficace | Longue | Extrême | | |`: a merged cell
    turned into a group's label over empty header cells (as a spreadsheet's converter to
    Markdown writes it), the labels of its columns on the row under it, the first cell
    empty; every header cell the group spans has its label below (see `_labels_spanned`), and
    no label holds a digit (a row of values would)."""
    if not lower.cells or lower.cells[0].strip():
        return False
    # The empty cells a trailing `|` leaves after the header's last label span nothing.
    width = len(_without_trailing_empties(header.cells, 1))
    spanned = [index for index in range(1, width) if not header.cells[index].strip()]
    filled = [index for index, cell in enumerate(lower.cells) if cell.strip()]
    return (
        bool(spanned)
        and len(filled) >= 2
        and all(index < width and not any(character.isdigit() for character in lower.cells[index]) for index in filled)
        and _labels_spanned(lower, spanned)
    )


def _labels_spanned(lower: TableRow, spanned: list[int]) -> bool:
    """Every header cell a group spans has its label below, but for cells after the last
    label, empty on both rows: a hidden column a spreadsheet exports blank."""
    labelled = [index for index in spanned if _cell(lower, index)]
    return bool(labelled) and all(_cell(lower, index) for index in spanned if index < labelled[-1])


def _cell(row: TableRow, index: int) -> str:
    return row.cells[index].strip() if index < len(row.cells) else ""


def merged_header(upper: TableRow, lower: TableRow) -> TableRow:
    """A header written on two rows as one: a label over a band's edges reads `Courte (0-20 cm)`,
    as a one-row header prints it; a cell filled on one row only is that cell. A label
    over a label, or over band edges with none over the edges beside them, is a group's
    title over the columns it spans (`PORTÉE` over `Courte`, `Moyenne`… as a merged cell
    exports, in its first column only): the lower cell names the column. The row keeps
    both lines (the upper one first)."""
    width = max(len(upper.cells), len(lower.cells))

    def cell(row: TableRow, index: int) -> str:
        return row.cells[index].strip() if index < len(row.cells) else ""

    cells = []
    group_unit = ""
    for index in range(width):
        above, below = cell(upper, index), cell(lower, index)
        # Band edges right of these with no label above: the label spans them (`PORTÉE`).
        spans = bool(_BAND_EDGES.match(cell(lower, index + 1))) and not cell(upper, index + 1)
        if above or not below:
            # A group's unit (`PORTÉE (po)`) holds for the labels under it, up to the next
            # group or a column left without a label (a hidden column exported empty).
            unit = _UNIT_IN_LABEL.search(above)
            group_unit = unit.group(0) if above and below and unit else ""
        if above and below:
            cells.append(f"{above} ({below})" if _BAND_EDGES.match(below) and not spans else below + group_unit)
        else:
            cells.append((below + group_unit) if below else above)
    return TableRow(upper.line, cells, [*upper.more_lines, lower.line, *lower.more_lines])


def _headed_part(table: Table, is_headed: Callable[[Table], bool]) -> int | None:
    """The index of the first row of `table` past its first that heads a table of the game
    (a weapons table right under a unit's profile rows, no blank line between); None if none."""
    for index in range(1, len(table.rows)):
        row = table.rows[index]
        if _could_head(row) and is_headed(Table(row.line, [row], table.style)):
            return index
    return None


def _is_repeated_header(row: TableRow, header: list[str]) -> bool:
    """A body row printing the table's header again (its labels, any case and emphasis)."""
    cells = [strip_emphasis(cell).casefold() for cell in _without_trailing_empties(row.cells, 1)]
    return cells == [label.casefold() for label in header]


def drop_repeated_headers(document: Document) -> None:
    """A table printed over several pages repeats its header on each (a spreadsheet's rows
    to repeat at top, a page number between): the repeats are no rows of it, accounted for
    as `repeated_header`. A header of one label (`Armes`) is a heading, no such header."""
    for block in document.blocks:
        if not isinstance(block, Table) or len(block.rows) < 2:
            continue
        header = header_cells(block)
        if sum(bool(label.strip()) for label in header) < 2:
            continue
        kept = [block.rows[0]]
        for row in block.rows[1:]:
            if not _is_repeated_header(row, header):
                kept.append(row)
                continue
            for line in [row.line, *row.more_lines]:
                document.skipped[line] = "repeated_header"
        block.rows = kept


def _is_header_on_two_rows(upper: TableRow, lower: TableRow) -> bool:
    return _is_lower_header_row(upper, lower) or _is_lower_label_row(upper, lower)


def _heads_on_two_rows(table: Table, is_headed: Callable[[Table], bool]) -> bool:
    """Whether the table's first two rows, read as one header (`Arme | Mode | PROFIL` over
    `| | POR (po) | CdT | ADE | PUI`), head a table of the game where the first alone does not:
    what the group spans names the columns the game looks for."""
    rows = table.rows
    if len(rows) < 2 or not _is_header_on_two_rows(rows[0], rows[1]):
        return False
    return is_headed(Table(rows[0].line, [merged_header(rows[0], rows[1])], table.style))


def split_at_headers(document: Document, is_headed: Callable[[Table], bool]) -> None:
    """A table the game reads by its header (`is_headed`) starts at its header, wherever the
    sheet puts it: a block of rows whose header row comes after other rows (a unit's profile
    `Unité<TAB>MOV<TAB>CC…` right above `Arme<TAB>…<TAB>DOM`) is two tables. A header written
    on two rows (band labels over their distances, the upper row's first cell empty) is read
    as one row (see `merged_header`), and so is a group's label over empty header cells with
    its columns' labels on the row under it (`Portée` over `Efficace | Longue | Extrême`)."""
    blocks: list[Block] = []
    for block in document.blocks:
        if not isinstance(block, Table) or not block.rows:
            blocks.append(block)
            continue
        start = 0 if is_headed(block) or _heads_on_two_rows(block, is_headed) else _headed_part(block, is_headed)
        if start is None:
            blocks.append(block)
            continue
        before, rows = block.rows[:start], block.rows[start:]
        merged = None
        if before and _is_upper_header_row(before[-1], rows[0]):
            merged = merged_header(before.pop(), rows[0])
            rows = [merged, *rows[1:]]
        elif len(rows) > 1 and _is_header_on_two_rows(rows[0], rows[1]):
            merged = merged_header(rows[0], rows[1])
            rows = [merged, *rows[2:]]
        if merged is not None:  # the header's lines are claimed with it
            document.continued[merged.line] = merged.more_lines
        if before:
            blocks.append(Table(block.line, before, block.style, block.separator_lines))
        blocks.append(Table(rows[0].line, rows, block.style, [] if before else block.separator_lines))
    document.blocks = blocks


def _dice_part(rows: list[TableRow], start: int) -> int:
    """The index past the dice table whose header is `rows[start]` (`D10<TAB>Résultat`): its
    rows of rolls (`1-2<TAB>…`) run on to the first row that is none; `start` itself when
    the row is no such header (not a die, or no roll under it)."""
    if not rows[start].cells or not is_die_header(rows[start].cells[0]):
        return start
    end = start + 1
    while end < len(rows) and rows[end].cells and is_roll_range(rows[end].cells[0]):
        end += 1
    return end if end > start + 1 else start


def split_at_dice_headers(document: Document) -> None:
    """A dice table's header (`D10<TAB>Résultat`) under other rows of a block, as a
    spreadsheet's user sets the table right under the entry asking for the roll
    (`Largage raté<TAB>… consultez la table suivante :` over `D10<TAB>Résultat`, no blank
    row between), starts a table of its own, and the rows after its rolls another."""
    blocks: list[Block] = []
    for block in document.blocks:
        if not isinstance(block, Table) or len(block.rows) < 3:
            blocks.append(block)
            continue
        parts, start = [], 0
        for index in range(1, len(block.rows)):
            if index >= start and (end := _dice_part(block.rows, index)) > index:
                parts += [block.rows[start:index], block.rows[index:end]]
                start = end
        parts.append(block.rows[start:])
        pieces = [rows for rows in parts if rows]
        for number, rows in enumerate(pieces):
            separators = block.separator_lines if number == 0 else []
            blocks.append(Table(rows[0].line, rows, block.style, separators))
    document.blocks = blocks
