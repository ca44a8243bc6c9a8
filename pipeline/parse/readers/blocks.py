"""Block reader for the document-like families: Markdown-ish, tab-separated tables, free text.

Each line is classified on its own (table row, heading, bullet, paragraph), so one
tokenizer serves all three families: a Freeborn sheet mixes `##` headings with a
tab-separated table, an Infinity sheet mixes free-text headings with tab tables.
"""

from __future__ import annotations

import re

from pipeline.extract.text import is_upper_heading
from pipeline.model.document import Block, Document, Heading, Item, Paragraph, Table, TableRow, sheet_lines
from pipeline.model.errors import SheetError

_HASH_HEADING = re.compile(r"^(?P<hashes>#{1,6})\s+(?P<text>.+?)\s*#*\s*$")
_BULLET = re.compile(r"^(?P<indent>\s*)(?P<marker>[-•*])\s+(?P<text>\S.*)$")
_PIPE_SEPARATOR = re.compile(r"^\|?\s*:?-{2,}:?\s*(\|\s*:?-*:?\s*)*\|?\s*$")
_MAX_HEADING_LENGTH = 100


def split_pipe_row(line: str) -> list[str]:
    """`| a | b |` -> ['a', 'b'] (outer pipes optional, inner cells stripped)."""
    body = line.strip()
    if body.startswith("|"):
        body = body[1:]
    if body.endswith("|"):
        body = body[:-1]
    return [cell.strip() for cell in body.split("|")]


def split_tab_row(line: str) -> list[str]:
    """Tab-separated cells, stripped; trailing empty cells are kept (they are columns)."""
    return [cell.strip() for cell in line.split("\t")]


def is_pipe_row(line: str) -> bool:
    stripped = line.strip()
    return stripped.startswith("|") and stripped.endswith("|") and len(stripped) > 1


def heading_level(hashes: str, text: str) -> int:
    """`#`/`##` are sections; `###` and deeper, or a `•` entry, are entries under them."""
    if text.startswith("•") or len(hashes) >= 3:
        return 2
    return 1


def _bullet_depth(indent: str) -> int:
    width = len(indent.replace("\t", "  "))
    return 0 if width == 0 else 1 + (width - 1) // 2


def classify_line(number: int, line: str) -> Block | TableRow | None:
    """One line -> a block (or a bare table row, merged into tables by `read_blocks`)."""
    if is_pipe_row(line):
        return TableRow(number, split_pipe_row(line))
    if "\t" in line:
        return TableRow(number, split_tab_row(line))
    stripped = line.strip()
    hashed = _HASH_HEADING.match(stripped)
    if hashed:
        text = hashed.group("text")
        level = heading_level(hashed.group("hashes"), text)
        return Heading(number, text.lstrip("• ").strip(), level)
    bullet = _BULLET.match(line)
    if bullet:
        text = bullet.group("text").strip()
        if bullet.group("marker") == "•" and is_upper_heading(text) and len(text) <= _MAX_HEADING_LENGTH:
            return Heading(number, text, 2)
        return Item(number, _bullet_depth(bullet.group("indent")), text)
    if is_upper_heading(stripped) and len(stripped) <= _MAX_HEADING_LENGTH and not stripped.endswith((".", ",")):
        return Heading(number, stripped, 1)
    return Paragraph(number, stripped)


def read_blocks(text: str, source: str) -> Document:
    """Tokenize a sheet into headings, tables, bullets and paragraphs."""
    blocks: list[Block] = []
    texts: dict[int, str] = {}
    lines = sheet_lines(text)
    open_table: Table | None = None
    after_blank = True
    for number, raw in enumerate(lines, start=1):
        # Trailing tabs are empty cells of a tab-separated row, so only spaces go.
        line = raw.rstrip(" ")
        if not line.strip():
            open_table = None
            after_blank = True
            continue
        follows_blank, after_blank = after_blank, False
        texts[number] = line.rstrip()
        in_pipe_table = open_table is not None and open_table.style == "pipe"
        if in_pipe_table and is_pipe_row(line) and _PIPE_SEPARATOR.match(line.strip()):
            open_table.separator_lines.append(number)
            continue
        if in_pipe_table and line.lstrip().startswith("|") and not is_pipe_row(line):
            raise SheetError(source, number, "a table row ending with |", line.strip()[-40:], code="cells-count")
        classified = classify_line(number, line)
        if isinstance(classified, TableRow):
            style = "pipe" if is_pipe_row(line) else "tab"
            if open_table is None or open_table.style != style:
                open_table = Table(number, [], style)
                blocks.append(open_table)
            open_table.rows.append(classified)
            continue
        open_table = None
        assert classified is not None
        if isinstance(classified, Paragraph):
            classified.after_blank = follows_blank
        blocks.append(classified)
    return Document.of(source, blocks, lines, texts)
