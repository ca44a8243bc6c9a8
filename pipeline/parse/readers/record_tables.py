"""Records kept in a spreadsheet: one row per record under a header of field labels
(`Nom<TAB>Type<TAB>Portée<TAB>Description`), as an ability list exported from a
spreadsheet as TSV or CSV, its descriptions in quoted cells with their line breaks.
Whichever format the manifest declares (`records`, `tabular`), such a table is the
records it holds, read as the labelled fields of `record_fields` are."""

from __future__ import annotations

from pipeline.extract.bullets import bullet_item
from pipeline.extract.tables import join_split_tables
from pipeline.extract.text import fold
from pipeline.model.document import Block, Document, Record, Table, TableRow
from pipeline.parse.readers.record_fields import KIND, NAME, SCOPE, TEXT, field_role, read_field


def record_columns(header: list[str]) -> dict[str, int] | None:
    """Each field's column in a records table's header: a name and a description, and a
    kind or a scope (what tells a record from a two-column glossary); None for another
    header. Columns of other labels are extra fields (`Source`)."""
    columns: dict[str, int] = {}
    for index, label in enumerate(header):
        field = read_field(f"{label} :") if label.strip() else None
        role = field_role(field) if field is not None else None
        if role is not None:
            columns.setdefault(role, index)
    has_kind_or_scope = KIND in columns or SCOPE in columns
    return columns if NAME in columns and TEXT in columns and has_kind_or_scope else None


def _raw_cells(row: TableRow) -> list[str]:
    """The row's cells with the line breaks of its quoted cells kept (the table's cells
    read them as spaces): the description's lines."""
    return ["\n".join(row.cell_lines(column)) for column in range(len(row.cells))]


def _record(row: TableRow, header: list[str], columns: dict[str, int]) -> Record | None:
    cells = _raw_cells(row)

    def cell(role: str) -> str:
        index = columns.get(role)
        return cells[index].strip() if index is not None and index < len(cells) else ""

    name = " ".join(cell(NAME).split())
    if not name:
        return None
    text_column = columns[TEXT]
    lines = row.numbered_cell_lines(text_column) if text_column < len(row.cells) else []
    body = [(number, line.strip()) for number, line in lines if line.strip()]
    record = Record(
        row.line, name, cell(KIND) or None, cell(SCOPE) or None, body, [row.line, *row.more_lines], labelled=True
    )
    record.header_lines = sorted({row.line, *row.more_lines} - {number for number, _ in body})
    # A list in the cell (`- Guide : …` on lines of their own) is the record's list, as
    # in a record written on lines.
    record.bullets = {number: item for number, line in body if (item := bullet_item(number, line)) is not None}
    read = set(columns.values())
    for index, label in enumerate(header):
        if index not in read and index < len(cells) and cells[index].strip():
            record.extra_fields.append((row.line, label, " ".join(cells[index].split())))
    return record


def _is_records_table(table: Table) -> bool:
    return record_columns(table.rows[0].cells) is not None


def _more_records(table: Table, after: Table) -> bool:
    """Whether the rows of `after` are records of the records `table` above it: its first
    row's kind or scope is one the table gives (`Capacité Spéciale`), which another
    table's header of as many columns (`Arme<TAB>Portée<TAB>PUI<TAB>Notes`) is not."""
    columns = record_columns(table.rows[0].cells) or {}
    for role in (KIND, SCOPE):
        index = columns.get(role)
        if index is None or index >= len(after.rows[0].cells):
            continue
        given = {fold(row.cells[index]) for row in table.rows[1:] if index < len(row.cells)}
        if fold(after.rows[0].cells[index]) in given - {""}:
            return True
    return False


def records_of_tables(document: Document) -> int:
    """Replace the document's records tables by the records they hold (the header row is
    page furniture of the table: a `table_header` line); how many tables were. An empty
    row between records (a blank line) leaves them in their table, as in a weapons table."""
    join_split_tables(document, _is_records_table, _more_records)
    blocks: list[Block] = []
    count = 0
    for block in document.blocks:
        columns = record_columns(block.rows[0].cells) if isinstance(block, Table) and len(block.rows) > 1 else None
        if columns is None or not isinstance(block, Table):
            blocks.append(block)
            continue
        count += 1
        header = block.rows[0].cells
        document.skipped[block.rows[0].line] = "table_header"
        blocks += [record for row in block.rows[1:] if (record := _record(row, header, columns))]
    document.blocks = blocks
    return count
