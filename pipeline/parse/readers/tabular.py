"""Reader of the `tabular` family: a spreadsheet's sheet saved as tab-separated text (or
as CSV, see `delimited`), read by the block tokenizer with what such exports hold."""

from __future__ import annotations

from pipeline.model.document import Document
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
    document.blocks = split_side_by_side(spaced)
    records_of_tables(document)
    return document
