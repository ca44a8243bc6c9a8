"""Reader of the `freetext` family: a plain text sheet, read by the block tokenizer, its
headings being whatever short lines stand alone (see `lone_line_headings`)."""

from __future__ import annotations

from pipeline.model.document import Document
from pipeline.parse.readers.blocks import lone_line_headings, read_blocks


def read_freetext(text: str, source: str) -> Document:
    document = read_blocks(text, source)
    lone_line_headings(document)
    return document
