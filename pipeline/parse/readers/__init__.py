"""One reader per format family; `read_sheet` picks it from the manifest's `format`."""

from __future__ import annotations

import importlib
from collections.abc import Callable

from pipeline.model.document import Document
from pipeline.model.errors import SheetError
from pipeline.parse.readers.delimited import UnclosedQuote, separator_line, tab_separated

# Manifest format -> module under pipeline/parse/readers and its reading function. The
# three document-like families share the block tokenizer: what differs between them (pipe
# or tab tables, `#` or capitalised headings) is recognised line by line; tabular sheets
# also head their tables with short free-text lines.
READER_MODULES: dict[str, tuple[str, str]] = {
    "markdown": ("blocks", "read_blocks"),
    "tabular": ("tabular", "read_tabular"),
    "freetext": ("freetext", "read_freetext"),
    "records": ("records", "read_records"),
}


def reader(format_name: str) -> Callable[[str, str], Document]:
    module, function = READER_MODULES[format_name]
    return getattr(importlib.import_module(f"pipeline.parse.readers.{module}"), function)


def read_sheet(text: str, source: str, format_name: str) -> Document:
    if not source.lower().endswith(".csv"):
        return reader(format_name)(text, source)
    # A spreadsheet's CSV, records kept in one included: its tab-separated twin. Excel's
    # `sep=;` line opening it says how to read it and is no line of the sheet.
    named = separator_line(text)
    try:
        converted = tab_separated(text)
    except UnclosedQuote as unclosed:
        raise SheetError(
            source,
            unclosed.line,
            "the quote opening a cell (\") closed at the cell's end: the rows after this line "
            "would be read as its text",
            unclosed.cell,
            code="unclosed-quote",
        ) from None
    document = reader(format_name)(converted, source)
    if named is not None:
        document.set_aside(1, "separator_line", named)
    # A row of empty cells (`;;;;`) reads as the blank line it shows: accounted for as such.
    empty_rows = {
        number: line.rstrip()
        for number, (line, read) in enumerate(zip(text.split("\n"), converted.split("\n"), strict=False), start=1)
        if line.strip() and not read.strip() and number not in document.texts
    }
    document.set_aside_lines(empty_rows, "empty_row")
    return document
