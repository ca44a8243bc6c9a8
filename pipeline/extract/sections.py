"""Shared walking of block documents: sections under headings, their text as Markdown."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from pipeline.extract.text import (
    editor_links_as_text,
    html_emphasis_to_markdown,
    plain_formulas,
    split_name_alt,
    without_emphasis,
)
from pipeline.model.document import Block, Heading, Item, Paragraph, Table

# `(SUITE)`, `– suite`, `- SUITE`, `, suite`: the section goes on.
_SUITE = re.compile(r"\s*(?:\(\s*suite\s*\)|[-–—,:]\s*suite\.?)\s*$", re.IGNORECASE)
_CAPTION_MAX = 80
_MARKDOWN_BULLET = re.compile(r"^(?P<indent>\s*)- (?P<text>.*)$")


@dataclass
class Section:
    """A heading and the blocks under it, up to the next heading of any level."""

    heading: Heading | None
    body: list[Block] = field(default_factory=list)
    parent: str | None = None  # the enclosing level-1 heading's name

    @property
    def name(self) -> str | None:
        return section_name(self.heading.text) if self.heading else None


def section_name(text: str) -> str:
    """`RÈGLES SPÉCIALES (SUITE)` -> `RÈGLES SPÉCIALES`: a continued section is the same
    section; `RÈGLES SPÉCIALES :` is the same heading."""
    return _SUITE.sub("", text).strip().rstrip(" :").strip()


def group_sections(blocks: list[Block]) -> list[Section]:
    sections = [Section(None)]
    parent: str | None = None
    for block in blocks:
        if isinstance(block, Heading):
            if block.level == 1:
                parent = section_name(block.text)
            sections.append(Section(block, parent=parent))
        else:
            sections[-1].body.append(block)
    return [section for section in sections if section.heading or section.body]


def heading_name_alt(text: str) -> tuple[str, str | None]:
    return split_name_alt(section_name(text))


def is_caption(block: Block) -> bool:
    """A short line right above a table that names it (`Dégâts des Véhicules (Vehicles)`)."""
    return (
        isinstance(block, Paragraph)
        and len(block.text) <= _CAPTION_MAX
        and not block.text.rstrip().endswith((".", ":", "!", "?", ","))
    )


def clean_text(text: str) -> str:
    """Sheet text as published: `<i>` as `*`, formulas as plain text, wikilinks and pandoc
    spans as their text (see `editor_links_as_text`)."""
    if "[" in text:
        text = editor_links_as_text(text)
    return plain_formulas(html_emphasis_to_markdown(text))


def plain_text(markdown: str) -> str:
    """A rule's Markdown text without its markup: no emphasis markers, bullets as `• `;
    lines, indentation and the sheet's own characters kept."""
    lines = []
    for line in markdown.split("\n"):
        bullet = _MARKDOWN_BULLET.match(line)
        if bullet:
            line = f"{bullet.group('indent')}• {bullet.group('text')}"
        lines.append(without_emphasis(line))
    return "\n".join(lines)


def to_markdown(blocks: list[Block], first_depth: int = 0) -> str:
    """Blocks -> Markdown: bullets as `- ` nested by two spaces, paragraphs apart, `<i>` as `*`."""
    out: list[str] = []
    previous: Block | None = None
    for block in blocks:
        if isinstance(block, Item):
            # A numbered list keeps its numbers, and the blank lines between its items
            # (each item then a paragraph of its own, as the sheet prints it).
            loose_number = block.number is not None and block.after_blank
            if previous is not None and (not isinstance(previous, Item) or loose_number):
                out.append("")
            depth = max(block.depth - first_depth, 0)
            out.append("  " * depth + (block.number or "-") + " " + clean_text(block.text))
        elif isinstance(block, Paragraph):
            if previous is not None:
                out.append("")
            out.append(clean_text(block.text))
        elif isinstance(block, Table):
            if previous is not None:
                out.append("")
            out.extend("| " + " | ".join(row.cells) + " |" for row in block.rows[:1])
            out.append("|" + "---|" * len(block.rows[0].cells))
            out.extend("| " + " | ".join(row.cells) + " |" for row in block.rows[1:])
        previous = block
    return "\n".join(out).strip() or ""


def block_lines(blocks: list[Block]) -> list[int]:
    return sorted(line for block in blocks for line in block.lines)
