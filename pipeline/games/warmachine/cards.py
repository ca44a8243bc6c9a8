"""Warmachine weapons as a card prints them, one weapon to a line pair: its name, then its
stat line, the abilities after it or on the next line:

    Canon de siège
    POR 10   CdT 1   ZDE —   PUI 12
    Facultés : Arme lourde, Dévastation (2)

Each such weapon becomes a one-row weapons table (its labels as the header, the stat line
that holds them as the header's line), which `weapons` then reads like a printed table; a
line that only looks like one stays where it is."""

from __future__ import annotations

import re
from dataclasses import dataclass

from pipeline.games.warmachine.weapons import is_weapons_table
from pipeline.model.document import Block, Document, Heading, Item, Paragraph, Table, TableRow

# The stat labels of a card (`POR 10`, `RNG 10`, `PUI: 12`), and the abilities after them.
_STAT_LABEL = re.compile(
    r"(?<!\w)(rng|por|port[ée]e|rof|cdt|cadence|aoe|zde|aire|pow|pui|puissance)(?!\w)\.?\s*:?\s*", re.IGNORECASE
)
_RULES = re.compile(r"(?<!\w)(facult[ée]s|capacit[ée]s|r[èe]gles|sp[ée]cial|abilities)\s*:\s*(?P<rules>.*)$", re.I)
# A weapon's name: one short line, not a sentence.
_NAME_LENGTH = 60
_SENTENCE_END = (".", ":", ";", "!", "?")


@dataclass(frozen=True)
class StatLine:
    stats: list[tuple[str, str]]  # (label as printed, value): `POR`, `10`
    abilities: tuple[str, str] | None  # (label as printed, items): `Facultés`, `Gel, Arme magique`


def _text(block: Block | None) -> str | None:
    """The one line a block holds (a one-row tab table joined up), None for more or another block."""
    if isinstance(block, Paragraph | Heading | Item) and not getattr(block, "more_lines", None):
        return block.text.strip()
    if isinstance(block, Table) and len(block.rows) == 1 and not block.rows[0].more_lines:
        return "   ".join(cell.strip() for cell in block.rows[0].cells if cell.strip())
    return None


def _abilities(text: str) -> tuple[str, tuple[str, str] | None]:
    """(stats, (label, abilities)) of a line: `… PUI 12  Facultés : Gel` -> the abilities apart."""
    match = _RULES.search(text)
    if not match:
        return text, None
    return text[: match.start()], (match.group(1), match.group("rules").strip())


def parse_stat_line(text: str) -> StatLine | None:
    """`POR 10  CdT 1  ZDE —  PUI 12` -> its labels and values; None unless every part of
    the line is a label with its value, one of them a range and one a power."""
    stats_text, abilities = _abilities(text.strip())
    parts = _STAT_LABEL.split(stats_text.strip())
    labels, values = parts[1::2], [value.strip() for value in parts[2::2]]
    if parts[0].strip() or not labels or not all(values):
        return None
    if len({label.casefold() for label in labels}) != len(labels):
        return None
    header = Table(0, [TableRow(0, ["Arme", *labels])], "tab")
    return StatLine(list(zip(labels, values, strict=True)), abilities) if is_weapons_table(header) else None


def _is_name(block: Block) -> bool:
    text = _text(block)
    return (
        isinstance(block, Paragraph | Heading)
        and text is not None
        and 0 < len(text) <= _NAME_LENGTH
        and not text.endswith(_SENTENCE_END)
        and parse_stat_line(text) is None
    )


def _abilities_line(block: Block | None) -> tuple[str, str] | None:
    """The abilities a line under a stat line gives (`Facultés : Gel, Arme magique`)."""
    text = _text(block)
    match = _RULES.match(text) if text is not None and not isinstance(block, Table) else None
    return (match.group(1), match.group("rules").strip()) if match else None


def _card_table(name: Block, stat_block: Block, stats: StatLine, abilities_block: Block | None) -> Table:
    """The one-row weapons table of a card-form weapon; its row is the name's line, running
    on to the stat line and the abilities' line."""
    cells = [*stats.stats]
    more = [stat_block.line]
    abilities = stats.abilities or _abilities_line(abilities_block)
    if abilities is not None:
        cells.append(abilities)
    if abilities_block is not None:
        more.append(abilities_block.line)
    header = TableRow(stat_block.line, ["Arme", *(label for label, _ in cells)])
    row = TableRow(name.line, [_text(name) or "", *(value for _, value in cells)], more_lines=more)
    return Table(name.line, [header, row], "tab")


def read_weapon_cards(document: Document) -> None:
    """Turn each card-form weapon of `document` (a name line, its stat line, its abilities
    on the line after when not on the stat line) into a one-row weapons table, in place."""
    blocks = document.blocks
    out: list[Block] = []
    index = 0
    while index < len(blocks):
        block = blocks[index]
        following = blocks[index + 1 : index + 3]
        text = _text(following[0]) if following else None
        stats = parse_stat_line(text) if text is not None else None
        if stats is None or not _is_name(block):
            out.append(block)
            index += 1
            continue
        after = following[1] if len(following) > 1 else None
        abilities_block = after if stats.abilities is None and _abilities_line(after) is not None else None
        out.append(_card_table(block, following[0], stats, abilities_block))
        index += 2 if abilities_block is None else 3
    document.blocks = out
