"""Glossary extraction shared by the games whose sheets are headed prose: sections become
rules, bold-lead bullets and lead paragraphs become one rule each, dice outcomes become roll rows."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from pipeline.extract.builder import SheetBuilder
from pipeline.extract.rolls import (
    RollRow,
    first_bad_roll,
    is_roll_table,
    last_die,
    prose_rolls,
    roll_bullet,
    rows_of_roll_table,
)
from pipeline.extract.sections import (
    Section,
    block_lines,
    bold_lead,
    clean_text,
    heading_name_alt,
    is_caption,
    to_markdown,
)
from pipeline.extract.text import has_placeholder, split_name_alt, strip_emphasis
from pipeline.model.document import Block, Heading, Item, Paragraph, Table
from pipeline.model.errors import SheetError

# A game's hook for its own tables (weapons, modifiers); returns True when it took the table.
TableHandler = Callable[[Section, Table], bool]

# `A HAUTEUR DE SELLE- Les figurines …`, `Sorts- Une figurine …`: a name glued to a dash.
GLUED_DASH_LEAD = re.compile(r"^(?P<name>[^\s.:;,!?-][^.:;!?]{0,58}?\S)-\s+(?P<text>\S.*)$")
# `DÉGÂTS COLLATÉRAUX Si une figurine …`: a capitalised name run into its sentence.
_CAPITAL = "A-ZÀ-ÖØ-Ý'’"
CAPITALS_LEAD = re.compile(rf"^(?P<name>[{_CAPITAL}]{{2,}}(?: [{_CAPITAL}]{{2,}})+) (?P<text>[A-ZÀ-Ý][a-zà-ÿ].*)$")
# `Ordre Coordonné : 4 figurines …`: a short name, a spaced colon, then the text.
COLON_LEAD = re.compile(r"^(?P<name>[^:]{2,30}?) : (?P<text>\S.{20,})$")
# `ÉTAPE 1- …`: a numbered step belongs to the text of the entry it is in.
_STEP = re.compile(r"\d+$")


@dataclass(frozen=True)
class Lead:
    name: str
    text: str


LeadFinder = Callable[[Paragraph], Lead | None]


def find_lead(paragraph: Paragraph, patterns: tuple[re.Pattern[str], ...]) -> Lead | None:
    for pattern in patterns:
        match = pattern.match(paragraph.text)
        if match and not _STEP.search(match.group("name")):
            return Lead(match.group("name").strip(), match.group("text").strip())
    return None


def strip_page_headers(blocks: list[Block], builder: SheetBuilder) -> list[Block]:
    """Drop later repeats of the first heading (the sheet's title): they are page headers."""
    if not blocks or not isinstance(blocks[0], Heading):
        return blocks
    title = blocks[0]
    running = {heading_name_alt(title.text)[0].casefold(), title.text.casefold()}
    kept: list[Block] = [title]
    for block in blocks[1:]:
        if isinstance(block, Heading) and block.text.casefold() in running:
            builder.claim(block.lines, "page_header")
            continue
        kept.append(block)
    return kept


def add_roll_rows(builder: SheetBuilder, table_name: str, dice: str, rows: list[RollRow]) -> None:
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


def add_rule(
    builder: SheetBuilder,
    name: str,
    name_alt: str | None,
    section: str | None,
    text: str | None,
    lines: list[int],
    default_die: str | None = None,
    scope: str | None = None,
    takes_param: bool | None = None,
    texts: list[tuple[int, str]] = (),
) -> str:
    """One `rules` row; `texts` (line, text) are scanned for dice outcomes written as prose."""
    rule_id = builder.new_id(name)
    builder.add(
        "rules",
        rule_id=rule_id,
        sheet_id=builder.sheet_id,
        name=name,
        name_alt=name_alt,
        section=section,
        scope=scope,
        takes_param=has_placeholder(name) if takes_param is None else takes_param,
        text=text or None,
        source_line=min(lines),
    )
    builder.claim(lines, "rule", rule_id)
    if default_die:
        die = default_die
        rows: list[RollRow] = []
        for line, line_text in texts:
            die = last_die([line_text]) or die
            rows.extend(prose_rolls(line, strip_emphasis(line_text)))
        add_roll_rows(builder, name, die, rows)
    return rule_id


def _texts(blocks: list[Block]) -> list[str]:
    return [b.text for b in blocks if isinstance(b, Item | Paragraph | Heading)]


def _line_texts(blocks: list[Block]) -> list[tuple[int, str]]:
    return [(b.line, b.text) for b in blocks if isinstance(b, Item | Paragraph)]


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
        bad_roll = first_bad_roll(block)
        if bad_roll is not None:
            header = block.rows[0].cells[0]
            raise SheetError(
                builder.document.source,
                bad_roll.line,
                "a roll (4 or 2-3)",
                bad_roll.cells[0],
                cell=header,
                code="bad-roll",
            )
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
            add_roll_rows(builder, strip_emphasis(table_name), dice, rows)
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
    taken = {id(b) for b in found}
    intro = [b for b in blocks if id(b) not in taken]
    dice = last_die(_texts(intro)) or default_die
    add_roll_rows(builder, name, dice, [rolls[id(b)] for b in found])
    builder.claim(block_lines(found), "roll_table", name)
    return intro


LeadEntry = tuple[Paragraph, Lead, list[Block]]


def _split_leads(blocks: list[Block], find: LeadFinder | None) -> tuple[list[Block], list[LeadEntry]]:
    """Blocks before the first lead paragraph, then each lead with the blocks that follow it."""
    head: list[Block] = []
    leads: list[LeadEntry] = []
    for block in blocks:
        lead = find(block) if find is not None and isinstance(block, Paragraph) else None
        if lead is not None:
            leads.append((block, lead, []))
        elif leads:
            leads[-1][2].append(block)
        else:
            head.append(block)
    return head, leads


def _is_bold_lead_glossary(blocks: list[Block]) -> bool:
    """Top-level bullets all of the form `**Name.** text`, beside nested bullets and paragraphs."""
    top = [b for b in blocks if isinstance(b, Item) and b.depth == 0]
    return (
        bool(top)
        and all(bold_lead(b) is not None for b in top)
        and all(isinstance(b, Item | Paragraph) for b in blocks)
        and isinstance(blocks[0], Item)
    )


def _add_bold_lead_rules(builder: SheetBuilder, section: str, blocks: list[Block], default_die: str) -> list[Block]:
    """One rule per bold-lead bullet (with its nested bullets); returns the loose paragraphs."""
    entries: list[tuple[Item, list[Block]]] = []
    loose: list[Block] = []
    for block in blocks:
        if isinstance(block, Item) and block.depth == 0:
            entries.append((block, []))
        elif isinstance(block, Item) and entries:
            entries[-1][1].append(block)
        else:
            loose.append(block)
    for lead, nested in entries:
        lead_parts = bold_lead(lead)
        assert lead_parts is not None
        raw_name, text = lead_parts
        name, name_alt = split_name_alt(raw_name)
        body = [Paragraph(lead.line, text)] if text else []
        markdown = to_markdown(body + nested, first_depth=1) if nested else clean_text(text)
        lines = [lead.line, *block_lines(nested)]
        add_rule(builder, name, name_alt, section, markdown, lines, default_die, texts=_line_texts([lead, *nested]))
    return loose


def extract_glossary(
    builder: SheetBuilder,
    sections: list[Section],
    default_die: str,
    handle_table: TableHandler | None = None,
    find_lead: LeadFinder | None = None,
    handle_rest: Callable[[Section, list[Block]], list[Block]] | None = None,
) -> None:
    """Turn every section into rules and dice tables.

    `handle_table` takes a game's own tables; `find_lead` recognises paragraphs that open
    an entry of their own (`Name- text`); `handle_rest` may take other blocks (modifier lines).
    """
    for section in sections:
        rest = _take_tables(builder, section, default_die, handle_table)
        heading = section.heading
        if heading is None:
            continue  # text before any heading: left unparsed, so the report shows it
        if handle_rest is not None:
            rest = handle_rest(section, rest)
        name, name_alt = heading_name_alt(heading.text)
        parent = section.parent or name
        rest = _take_roll_bullets(builder, name, rest, default_die)
        rest, leads = _split_leads(rest, find_lead)
        for paragraph, lead, following in leads:
            lead_name, lead_alt = split_name_alt(lead.name)
            lead_blocks = [Paragraph(paragraph.line, lead.text), *following]
            lines = [paragraph.line, *block_lines(following)]
            add_rule(
                builder,
                lead_name,
                lead_alt,
                name,
                to_markdown(lead_blocks),
                lines,
                default_die,
                texts=_line_texts(lead_blocks),
            )
        # A section of bold-lead bullets is a glossary: one rule per bullet. Under an
        # entry heading (a drone, an ammunition) the bullets are that entry's text.
        if heading.level == 1 and _is_bold_lead_glossary(rest):
            rest = _add_bold_lead_rules(builder, parent, rest, default_die)
        if not rest:
            builder.claim(heading.lines, "heading")
            continue
        lines = [heading.line, *block_lines(rest)]
        add_rule(builder, name, name_alt, parent, to_markdown(rest), lines, default_die, texts=_line_texts(rest))
