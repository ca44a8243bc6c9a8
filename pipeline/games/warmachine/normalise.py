"""Warmachine reference sheet (free text): rules under capitalised headings, entries opened
by `NAME- text` leads, two-column tab lists and `Terrain - effet` lines as modifiers."""

from __future__ import annotations

import re

from pipeline.extract.builder import SheetBuilder
from pipeline.extract.glossary import (
    CAPITALS_LEAD,
    GLUED_DASH_LEAD,
    extract_glossary,
    find_lead,
    strip_page_headers,
)
from pipeline.extract.sections import Section, clean_text, group_sections, heading_name_alt
from pipeline.model.document import Block, Document, Paragraph, Table
from pipeline.model.result import ParseResult

# Warmachine rolls d6s; a prose outcome that names no die uses it.
DEFAULT_DIE = "D6"

# `Forêt - Déplacement à 1/2 SPD. …`: a short name, a spaced dash, the effect.
_SPACED_DASH_ENTRY = re.compile(r"^(?P<name>[^.:;!?]{2,40}?) [-–] (?P<value>\S.*)$")


def add_modifier(builder: SheetBuilder, section: str, name: str, value: str, line: int, condition=None) -> None:
    builder.add(
        "modifiers",
        sheet_id=builder.sheet_id,
        section=section,
        name=clean_text(name),
        condition=condition,
        value=clean_text(value),
        source_line=line,
    )
    builder.claim([line], "modifier", section)


def take_two_column_table(builder: SheetBuilder, section: Section, table: Table) -> bool:
    """A headerless `name<TAB>effect` list is a list of modifiers of its section."""
    rows = [[cell for cell in row.cells if cell] for row in table.rows]
    if section.heading is None or not all(len(cells) == 2 for cells in rows):
        return False
    name = heading_name_alt(section.heading.text)[0]
    for row, cells in zip(table.rows, rows, strict=True):
        add_modifier(builder, name, cells[0], cells[1], row.line)
    return True


def take_entry_lines(builder: SheetBuilder, section: Section, blocks: list[Block]) -> list[Block]:
    """A section made only of `Name - effect` paragraphs (terrain types) is a modifier list."""
    assert section.heading is not None
    matches = [_SPACED_DASH_ENTRY.match(b.text) if isinstance(b, Paragraph) else None for b in blocks]
    if not blocks or not all(matches):
        return blocks
    name = heading_name_alt(section.heading.text)[0]
    for block, match in zip(blocks, matches, strict=True):
        assert match is not None
        add_modifier(builder, name, match.group("name"), match.group("value"), block.line)
    return []


def normalise(document: Document, sheet_id: str) -> ParseResult:
    builder = SheetBuilder(document, sheet_id)
    blocks = strip_page_headers(document.blocks, builder)
    extract_glossary(
        builder,
        group_sections(blocks),
        DEFAULT_DIE,
        handle_table=lambda section, table: take_two_column_table(builder, section, table),
        find_lead=lambda paragraph: find_lead(paragraph, (GLUED_DASH_LEAD, CAPITALS_LEAD)),
        handle_rest=lambda section, rest: take_entry_lines(builder, section, rest),
    )
    return builder.result()
