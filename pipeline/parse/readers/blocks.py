"""Block reader for the document-like families: Markdown-ish, tab-separated tables, free text.

Each line is classified on its own (table row, heading, bullet, paragraph), so one
tokenizer serves all three families: a Freeborn sheet mixes `##` headings with a
tab-separated table, an Infinity sheet mixes free-text headings with tab tables.

What real files vary in is read alike: cells trimmed, runs of spaces in a cell read as one,
`-`, `*`, `+`, `•`, `–` bullets, `#` headings at any depth (the shallowest two levels in use
are sections), capitalised or all-bold lines as headings, `===`/`---` underlines, and lines
made only of `---` or `***` (separators, no content).
"""

from __future__ import annotations

import re

from pipeline.extract.text import is_upper_heading, strip_emphasis
from pipeline.model.document import Block, Document, Heading, Item, Paragraph, Table, TableRow, sheet_lines
from pipeline.model.errors import SheetError

_HASH_HEADING = re.compile(r"^(?P<hashes>#{1,6})\s+(?P<text>.+?)\s*#*\s*$")
_BULLET = re.compile(r"^(?P<indent>\s*)(?P<marker>[-–•*+◦▪])\s+(?P<text>\S.*)$")
_PIPE_SEPARATOR = re.compile(r"^\|?\s*:?-{2,}:?\s*(\|\s*:?-*:?\s*)*\|?\s*$")
# `---`, `***`, `___`, `===`: a rule between parts, or the underline of the line above.
_RULE_LINE = re.compile(r"^\s*(?:([-*_=])\s*){3,}$")
# A whole line in bold, with no closing punctuation: `**RÈGLES SPÉCIALES**`.
_BOLD_LINE = re.compile(r"^\*\*(?P<text>[^*]+?[^*.:;,!?])\*\*$")
_MAX_HEADING_LENGTH = 100
# Tabular sheets head their tables with short free-text lines after a blank line.
_MAX_SHORT_HEADING = 40


def cell_value(cell: str) -> str:
    """A cell trimmed, with every run of spaces inside it read as one space."""
    return " ".join(cell.split())


def split_pipe_row(line: str) -> list[str]:
    """`| a | b |` -> ['a', 'b'] (outer pipes optional, inner cells trimmed)."""
    body = line.strip()
    if body.startswith("|"):
        body = body[1:]
    if body.endswith("|"):
        body = body[:-1]
    return [cell_value(cell) for cell in body.split("|")]


def split_tab_row(line: str) -> list[str]:
    """Tab-separated cells, trimmed; a leading empty cell is a column (a row label left blank)."""
    return [cell_value(cell) for cell in line.split("\t")]


def is_pipe_row(line: str) -> bool:
    stripped = line.strip()
    return stripped.startswith("|") and stripped.endswith("|") and len(stripped) > 1


def is_tab_row(line: str, in_tab_table: bool) -> bool:
    """A tab between two cells; or, inside a tab table, a row whose only tab ends it
    (`Types de bonus :<TAB>`). A tab that only indents a line is no table."""
    if "\t" in line.strip():
        return True
    return in_tab_table and line.rstrip(" ").endswith("\t") and bool(line.strip())


def _bullet_depth(indent: str) -> int:
    width = len(indent.replace("\t", "  "))
    return 0 if width == 0 else 1 + (width - 1) // 2


def _heading_text(text: str) -> str:
    return strip_emphasis(text).lstrip("• ").strip()


def classify_line(number: int, line: str, in_tab_table: bool = False) -> Block | TableRow:
    """One line -> a block (or a bare table row, merged into tables by `read_blocks`)."""
    if is_pipe_row(line):
        return TableRow(number, split_pipe_row(line))
    if is_tab_row(line, in_tab_table):
        return TableRow(number, split_tab_row(line))
    stripped = line.strip()
    hashed = _HASH_HEADING.match(stripped)
    if hashed:
        text = hashed.group("text")
        level = 2 if text.startswith("•") else 1
        return Heading(number, _heading_text(text), level, marks=len(hashed.group("hashes")))
    bullet = _BULLET.match(line)
    if bullet:
        text = bullet.group("text").strip()
        if bullet.group("marker") == "•" and is_upper_heading(text) and len(text) <= _MAX_HEADING_LENGTH:
            return Heading(number, _heading_text(text), 2)
        return Item(number, _bullet_depth(bullet.group("indent")), text)
    bold = _BOLD_LINE.match(stripped)
    if bold and len(stripped) <= _MAX_HEADING_LENGTH:
        return Heading(number, bold.group("text").strip(), 1)
    if is_upper_heading(stripped) and len(stripped) <= _MAX_HEADING_LENGTH and not stripped.endswith((".", ",")):
        return Heading(number, _heading_text(stripped), 1)
    return Paragraph(number, stripped)


def _section_levels(blocks: list[Block]) -> None:
    """`#` headings: the two shallowest depths in use are sections (`#` is often the title),
    deeper ones entries; a sheet that starts at `###` has its sections at `###`."""
    depths = [block.marks for block in blocks if isinstance(block, Heading) and block.marks]
    if not depths:
        return
    section_depth = max(2, min(depths))
    for block in blocks:
        if isinstance(block, Heading) and block.marks:
            block.level = 1 if block.marks <= section_depth and block.level == 1 else 2


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
        in_pipe_table = open_table is not None and open_table.style == "pipe"
        if in_pipe_table and is_pipe_row(line) and _PIPE_SEPARATOR.match(line.strip()):
            texts[number] = line.rstrip()
            open_table.separator_lines.append(number)
            continue
        if not line.strip() or _RULE_LINE.match(line):
            previous = blocks[-1] if blocks and not after_blank and open_table is None else None
            if line.strip() and isinstance(previous, Paragraph) and previous.line == number - 1:
                # `===` or `---` under a line: that line is a heading (Setext).
                blocks[-1] = Heading(previous.line, _heading_text(previous.text), 1)
            open_table = None
            after_blank = True
            continue
        follows_blank, after_blank = after_blank, False
        texts[number] = line.rstrip()
        if in_pipe_table and line.lstrip().startswith("|") and not is_pipe_row(line):
            raise SheetError(source, number, "a table row ending with |", line.strip()[-40:], code="cells-count")
        # A row whose only tab ends it still belongs to a tab table: the one open, or the one
        # its next line starts (`1 Ordre lors d'un tour actif permet<TAB><TAB>`).
        next_line = lines[number] if number < len(lines) else ""
        in_tab_table = (open_table is not None and open_table.style == "tab") or "\t" in next_line.strip()
        classified = classify_line(number, line, in_tab_table)
        if isinstance(classified, TableRow):
            style = "pipe" if is_pipe_row(line) else "tab"
            if open_table is None or open_table.style != style:
                open_table = Table(number, [], style)
                blocks.append(open_table)
            open_table.rows.append(classified)
            continue
        open_table = None
        if isinstance(classified, Paragraph):
            classified.after_blank = follows_blank
        blocks.append(classified)
    _section_levels(blocks)
    return Document.of(source, blocks, lines, texts)


def short_line_headings(blocks: list[Block]) -> list[Block]:
    """A short line after a blank line, with no closing punctuation, heads what follows."""
    out: list[Block] = []
    for index, block in enumerate(blocks):
        is_heading = (
            isinstance(block, Paragraph)
            and block.after_blank
            and len(block.text) <= _MAX_SHORT_HEADING
            and not block.text.endswith((".", ",", ";", "!", "?"))
            and index + 1 < len(blocks)
        )
        out.append(Heading(block.line, _heading_text(block.text.rstrip(" :")), 1) if is_heading else block)
    return out


def read_tabular(text: str, source: str) -> Document:
    """A tab-separated sheet: blocks as any, and its short free-text lines as headings."""
    document = read_blocks(text, source)
    document.blocks = short_line_headings(document.blocks)
    return document
