"""Reader of the `tabular` family: a spreadsheet's sheet saved as tab-separated text (or
as CSV, see `delimited`), read by the block tokenizer with what such exports hold."""

from __future__ import annotations

from pipeline.extract.lists import filled, label_header
from pipeline.model.document import Block, Document, Heading, Table
from pipeline.parse.readers.blocks import read_blocks, short_line_headings
from pipeline.parse.readers.record_tables import records_of_tables
from pipeline.parse.readers.side_tables import split_side_by_side
from pipeline.parse.readers.spaced_rows import join_spaced_rows


def read_tabular(text: str, source: str) -> Document:
    """A tab-separated sheet: blocks as any, and its short free-text lines as headings; rows
    a blank line apart are one table (see `spaced_rows`); a table of records
    (`Nom<TAB>Type<TAB>Portée<TAB>Description`) is the records it holds; two tables side by
    side are two (see `side_tables`)."""
    document = read_blocks(text, source, full_lines=False)
    spaced = join_spaced_rows(short_line_headings(document.blocks), document.skipped.keys())
    document.blocks = headers_naming_lists(split_side_by_side(spaced))
    records_of_tables(document)
    return document


# A list's header names its two columns: the entries and their text.
_LIST_COLUMNS = 2


def headers_naming_lists(blocks: list[Block]) -> list[Block]:
    """A list opening with its own header row of column words (`COMPÉTENCES<TAB>EFFET`) a
    blank line under another block of its section, no heading between: its header's first
    label names a section of its own (the list's entries are no more the section's above).
    Right under a heading, the heading names the list's section (`RÈGLES SPÉCIALES` over
    `COMPÉTENCE<TAB>EFFET`)."""
    out: list[Block] = []
    for block in blocks:
        previous = out[-1] if out else None
        if (
            isinstance(block, Table)
            and previous is not None
            and not isinstance(previous, Heading)
            and max(previous.lines) < block.line - 1
            and label_header(block)
            and len(filled(block.rows[0])) == _LIST_COLUMNS
        ):
            out.append(Heading(block.line, block.rows[0].cells[0].strip(), 1))
        out.append(block)
    return out
