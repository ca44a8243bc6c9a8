"""Glossary extraction shared by the games whose sheets are headed prose:
sections become rules, bold-lead bullets become one rule each, dice outcomes become roll rows."""

from __future__ import annotations

from collections.abc import Callable

from pipeline.document import Block, Heading, Item, Paragraph, Table
from pipeline.normalise.builder import SheetBuilder
from pipeline.normalise.rolls import (
    RollRow,
    is_roll_table,
    last_die,
    prose_rolls,
    roll_bullet,
    rows_of_roll_table,
)
from pipeline.normalise.sections import (
    Section,
    block_lines,
    bold_lead,
    heading_name_alt,
    is_caption,
    is_glossary_list,
    to_markdown,
)
from pipeline.text import split_name_alt, strip_emphasis

# A game's hook for its own tables (weapons, modifiers); returns True when it took the table.
TableHandler = Callable[[Section, Table], bool]


def strip_page_headers(blocks: list[Block], builder: SheetBuilder) -> tuple[Heading | None, list[Block]]:
    """Take the title (first heading) out, and every later repeat of it: those are page headers."""
    if not blocks or not isinstance(blocks[0], Heading):
        return None, blocks
    title = blocks[0]
    builder.claim(title.lines, "title")
    running = {heading_name_alt(title.text)[0].casefold(), title.text.casefold()}
    kept: list[Block] = []
    for block in blocks[1:]:
        if isinstance(block, Heading) and block.text.casefold() in running:
            builder.claim(block.lines, "page_header")
            continue
        kept.append(block)
    return title, kept


def _add_roll_rows(builder: SheetBuilder, table_name: str, dice: str, rows: list[RollRow]) -> None:
    for row in rows:
        builder.add(
            "roll_tables",
            sheet_id=builder.sheet_id,
            table_name=table_name,
            dice=row.dice or dice,
            roll_from=row.roll_from,
            roll_to=row.roll_to,
            result=row.result,
            source_line=row.line,
        )


def _texts(blocks: list[Block]) -> list[str]:
    return [b.text for b in blocks if isinstance(b, Item | Paragraph | Heading)]


def _take_tables(
    builder: SheetBuilder, section: Section, default_die: str, handle_table: TableHandler | None
) -> list[Block]:
    """Handle the section's tables (game tables first, then dice tables); return what is left."""
    rest: list[Block] = []
    for block in section.body:
        if not isinstance(block, Table):
            rest.append(block)
            continue
        if handle_table is not None and handle_table(section, block):
            continue
        if is_roll_table(block):
            caption = rest[-1] if rest and is_caption(rest[-1]) else None
            if caption is not None:
                rest.pop()
                builder.claim(caption.lines, "caption")
                table_name = caption.text
            else:
                table_name = heading_name_alt(section.heading.text)[0] if section.heading else "?"
            header_die, rows = rows_of_roll_table(block)
            dice = header_die or last_die(_texts(rest)) or default_die
            _add_roll_rows(builder, strip_emphasis(table_name), dice, rows)
            builder.claim(block.lines, "roll_table", table_name)
            continue
        rest.append(block)
    return rest


def _take_roll_bullets(builder: SheetBuilder, name: str, blocks: list[Block], default_die: str) -> list[Block]:
    """`- 1 = …` bullets (two or more in a row) are a dice table named after the section."""
    rolls = {id(b): roll_bullet(b) for b in blocks if isinstance(b, Item) and b.depth == 0}
    found = [b for b in blocks if rolls.get(id(b)) is not None]
    if len(found) < 2:
        return blocks
    intro = [b for b in blocks if id(b) not in {id(f) for f in found}]
    dice = last_die(_texts(intro)) or default_die
    _add_roll_rows(builder, name, dice, [rolls[id(b)] for b in found])
    builder.claim(block_lines(found), "roll_table", name)
    return intro


def _add_rule(
    builder: SheetBuilder,
    name: str,
    name_alt: str | None,
    section: str | None,
    text: str | None,
    blocks: list[Block],
    first_line: int,
    default_die: str,
) -> str:
    rule_id = builder.new_id(name)
    builder.add(
        "rules",
        rule_id=rule_id,
        sheet_id=builder.sheet_id,
        name=name,
        name_alt=name_alt,
        section=section,
        scope=None,
        text=text or None,
        source_line=first_line,
    )
    builder.claim([first_line, *block_lines(blocks)], "rule", rule_id)
    die = default_die
    rows: list[RollRow] = []
    for block in blocks:
        if isinstance(block, Item | Paragraph):
            die = last_die([block.text]) or die
            rows.extend(prose_rolls(block.line, strip_emphasis(block.text)))
    _add_roll_rows(builder, name, die, rows)
    return rule_id


def extract_glossary(
    builder: SheetBuilder,
    sections: list[Section],
    default_die: str,
    handle_table: TableHandler | None = None,
) -> None:
    for section in sections:
        rest = _take_tables(builder, section, default_die, handle_table)
        heading = section.heading
        if heading is None:
            continue  # text before any heading: left unparsed, so the report shows it
        name, name_alt = heading_name_alt(heading.text)
        rest = _take_roll_bullets(builder, name, rest, default_die)
        if not rest:
            builder.claim(heading.lines, "heading")
            continue
        # A section of bold-lead bullets is a glossary: one rule per bullet. Under an
        # entry heading (a drone, an ammunition) the bullets are that entry's text.
        if heading.level == 1 and is_glossary_list(rest):
            builder.claim(heading.lines, "heading")
            _add_bold_lead_rules(builder, section.parent or name, rest, default_die)
            continue
        _add_rule(builder, name, name_alt, section.parent or name, to_markdown(rest), rest, heading.line, default_die)


def _add_bold_lead_rules(builder: SheetBuilder, section: str, blocks: list[Block], default_die: str) -> None:
    entries: list[tuple[Item, list[Block]]] = []
    for block in blocks:
        assert isinstance(block, Item)
        if block.depth == 0:
            entries.append((block, []))
        else:
            entries[-1][1].append(block)
    for lead, nested in entries:
        lead_parts = bold_lead(lead)
        assert lead_parts is not None
        raw_name, text = lead_parts
        name, name_alt = split_name_alt(raw_name)
        body = [Paragraph(lead.line, text)] if text else []
        markdown = to_markdown(body + nested, first_depth=1) if nested else text
        _add_rule(builder, name, name_alt, section, markdown, [lead, *nested], lead.line, default_die)
