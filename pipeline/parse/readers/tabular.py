"""Reader of the `tabular` family: a spreadsheet's sheet saved as tab-separated text (or
as CSV, see `delimited`), read by the block tokenizer with what such exports hold."""

from __future__ import annotations

from pipeline.model.document import Document
from pipeline.parse.readers.blocks import read_blocks, short_line_headings
from pipeline.parse.readers.record_tables import records_of_tables


def read_tabular(text: str, source: str) -> Document:
    """A tab-separated sheet: blocks as any, and its short free-text lines as headings; a
    table of records (`Nom<TAB>Type<TAB>Portée<TAB>Description`) is the records it holds."""
    document = read_blocks(text, source, full_lines=False)
    document.blocks = short_line_headings(document.blocks)
    records_of_tables(document)
    return document
