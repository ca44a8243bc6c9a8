"""A spreadsheet saved as CSV (`;` in French locales, `,` elsewhere) reads as the
tab-separated sheet it is: each row written back with tabs, every line keeping its number
(a quoted cell's line breaks included)."""

from __future__ import annotations

import csv
import io
import re

SEPARATORS = (";", ",")
# Excel's first line naming the file's separator (`sep=;`), which it writes when asked for
# a CSV other programs open right: no row of the sheet.
_SEPARATOR_LINE = re.compile(r"^sep=(?P<separator>[;,\t|])\s*$")


def separator_line(text: str) -> str | None:
    """The `sep=;` line a CSV opens with, as printed; None when it opens otherwise."""
    first = text.split("\n", 1)[0]
    return first if _SEPARATOR_LINE.match(first) else None


def separators_outside_quotes(line: str, separator: str, inside: bool) -> tuple[list[int], bool]:
    """The positions of `separator` in `line` outside quoted cells, and whether the line
    ends inside one (a line break in a cell). A quote opens a cell only at its start
    (`10-30"` is an inch mark), past the spaces a padded export sets before it, and `""`
    inside one is a quote."""
    positions: list[int] = []
    at_start, index = not inside, 0
    while index < len(line):
        character = line[index]
        if at_start and character == " ":  # padding: the cell has not started yet
            index += 1
            continue
        if inside:
            if character == '"':
                if line[index + 1 : index + 2] == '"':
                    index += 1
                else:
                    inside = False
        elif character == separator:
            positions.append(index)
            at_start = True
            index += 1
            continue
        elif character == '"' and at_start:
            inside = True
        at_start = False
        index += 1
    return positions, inside


def _closing_quote(row: str, start: int) -> int | None:
    """The index of the quote closing the quoted cell whose text starts at `start` (a
    doubled `""` is a quote of the text); None when the row ends inside the cell."""
    index = start
    while (index := row.find('"', index)) != -1:
        if row[index + 1 : index + 2] != '"':
            return index
        index += 2
    return None


def spreadsheet_cells(row: str, separator: str) -> list[str] | None:
    """The cells of a spreadsheet's row (the line breaks of its quoted cells in it), as
    Excel and LibreOffice write them: a cell in double quotes (`"a; b"`, `""` for a quote,
    a separator or a line break inside) unquoted; the spaces a padded export or a copy sets
    around a quoted cell (`<TAB> "Le socle…"  <TAB>`) are none of its text. Other cells as
    written (a quote inside one, `10-30"`, is an inch mark). None when the quotes do not
    read so: a quote never closed, or text after a closing one (a stray `"`)."""
    cells: list[str] = []
    index = 0
    while True:
        start = index
        while row[index : index + 1] == " ":
            index += 1
        if row[index : index + 1] != '"':
            end = row.find(separator, start)
            cells.append(row[start:] if end == -1 else row[start:end])
            if end == -1:
                return cells
            index = end + 1
            continue
        close = _closing_quote(row, index + 1)
        if close is None:
            return None
        cells.append(row[index + 1 : close].replace('""', '"'))
        index = close + 1
        while row[index : index + 1] == " ":
            index += 1
        if index == len(row):
            return cells
        if row[index] != separator:
            return None
        index += 1


# French spreadsheets write `;`, which prose holds far less often than `,`: a file is
# read with `,` only when this many times more lines hold it than `;`.
_COMMA_OVER_SEMICOLON = 3


def csv_separator(text: str) -> str | None:
    """The separator of a CSV export, `;` or `,` (outside quoted cells): `;` unless lines
    holding `,` far outnumber those holding `;` (commas are also the prose's); None when
    the file holds tabs or neither."""
    if "\t" in text:
        return None
    counts = {}
    for separator in SEPARATORS:
        inside, lines = False, 0
        for line in text.split("\n"):
            positions, inside = separators_outside_quotes(line, separator, inside)
            lines += bool(positions)
        counts[separator] = lines
    if counts[","] > _COMMA_OVER_SEMICOLON * counts[";"]:
        return ","
    return ";" if counts[";"] else None


def _tab_cell(cell: str) -> str:
    """A cell as the tab reader reads it back: quoted when it holds a tab or a line
    break, or starts with a quote; a cell of spaces is an empty one."""
    if not cell.strip(" "):
        return ""
    if "\t" in cell or "\n" in cell or cell.lstrip(" ").startswith('"'):
        return '"' + cell.replace('"', '""') + '"'
    return cell


def _tab_row(cells: list[str]) -> str:
    """A CSV row as a tab row, its empty cells kept (they may place a value in its column);
    a row of only empty cells as a blank line. A paragraph of several lines in the first
    cell (the others empty) stays lines of text."""
    if not any(cell.strip() for cell in cells):
        return ""
    if "\n" in cells[0] and not any(cell.strip() for cell in cells[1:]):
        return cells[0] + "\t" * (len(cells) - 1)
    return "\t".join(_tab_cell(cell) for cell in cells)


class UnclosedQuote(ValueError):
    """A quoted cell whose closing quote is missing: it would take the rows after it into
    its text, up to the next quote in the file."""

    def __init__(self, line: int, cell: str) -> None:
        super().__init__(f"line {line}: quote never closed")
        self.line = line
        self.cell = cell


# A row needs this many separators or more for a line inside a quoted cell holding as many
# to tell a row swallowed by a quote never closed (prose holds a `;` or two).
_MIN_ROW_SEPARATORS = 2


def _swallows_rows(row: list[str], separator: str, row_separators: int) -> bool:
    """Whether a quoted cell running over the lines of `row` holds, before its last line,
    a line with as many separators as the sheet's first row: a row of its own, the cell's
    closing quote having been left out (the quote closing it is another cell's)."""
    return row_separators >= _MIN_ROW_SEPARATORS and any(line.count(separator) >= row_separators for line in row[1:-1])


def tab_separated(text: str) -> str:
    """`text` read as CSV, written back with tabs: every line keeps its number (a cell
    with line breaks keeps them); the separator is the one a `sep=` first line names (that
    line left blank), else the one found (see `csv_separator`). A line opening with `#` is a comment or a heading typed
    into the file, no row: it stays as written (its commas are its text's)."""
    named = separator_line(text)
    match = _SEPARATOR_LINE.match(named) if named is not None else None
    separator = match["separator"] if match is not None else csv_separator(text)
    if separator is None or separator == "\t":
        return text if named is None else "\n" + text.split("\n", 1)[1]
    lines = text.split("\n")
    out: list[str] = [""] if named is not None else []  # the `sep=` line: no row (see `read_sheet`)
    index = len(out)
    row_separators: int | None = None  # the first row's, a header's
    while index < len(lines):
        if lines[index].startswith("#"):  # a comment line added by hand: no row, kept as written
            out.append(lines[index])
            index += 1
            continue
        row = [lines[index]]
        _, inside = separators_outside_quotes(lines[index], separator, False)
        while inside and index + len(row) < len(lines):
            _, inside = separators_outside_quotes(lines[index + len(row)], separator, True)
            row.append(lines[index + len(row)])
        if row_separators is None and lines[index].strip():
            row_separators = len(separators_outside_quotes(lines[index], separator, False)[0])
        if len(row) > 2 and _swallows_rows(row, separator, row_separators or 0):
            opened = separators_outside_quotes(row[0], separator, False)[0]
            raise UnclosedQuote(index + 1, row[0][opened[-1] + 1 :] if opened else row[0])
        index += len(row)
        if inside:  # a quote never closed: the lines as written, separators as tabs
            out += [line.replace(separator, "\t") for line in row]
            continue
        cells = spreadsheet_cells("\n".join(row), separator)
        if cells is None:  # stray quotes: read as a lenient CSV reader reads them
            cells = next(csv.reader(io.StringIO("\n".join(row), newline=""), delimiter=separator), [""])
        out.append(_tab_row(cells or [""]))
    return "\n".join(out)
