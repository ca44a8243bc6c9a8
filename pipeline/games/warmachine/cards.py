"""Warmachine weapons as a card prints them, one weapon under its name: its stats on one
line with their labels, or the labels over the values (as a copy from a PDF card leaves
them, aligned with spaces or tabs), then its abilities: `Facultés : …` on the stat line or
the line after, or one ability to a line right under the stats (`Damage Type: Fire`):

    Canon de siège                        Lance-flammes
    POR 10   CdT 1   ZDE —   PUI 12       POR    CdT   ZDE   PUI
    Facultés : Arme lourde, Dévastation   SP 8   1     —     12
                                          Damage Type: Fire

A companion app prints the name and the stats on one line, an icon for the weapon's kind
before it, the abilities parted by bullets on the line under it:

    ⚔ Poing de siège   POR 0,5   PUI 7   P+S 19
    Arme magique • Critique : Renversement

Two weapons of one model may stand side by side, as a copy of two cards in columns leaves
them (`Griffe gauche      Griffe droite` over `POR 0,5   PUI 4      POR 0,5   PUI 4`).

Each such weapon becomes a one-row weapons table (its labels as the header, the line that
holds them as the header's line), which `weapons` then reads like a printed table; a line
that only looks like one stays where it is. A card's stat line that names a range but no
power is a mistake, told with its line."""

from __future__ import annotations

import re
from dataclasses import dataclass

from pipeline.extract.cells import is_melee_note
from pipeline.extract.text import without_pictographs
from pipeline.extract.weapons import WeaponName, modes_in_parentheses
from pipeline.games.warmachine.profiles import one_line_profile, profile_table
from pipeline.games.warmachine.weapons import (
    ABILITIES_WORDS,
    AREA_WORDS,
    POWER_WORDS,
    RANGE_LABEL,
    RANGE_WORDS,
    RATE_WORDS,
    RULES_LABEL,
    is_weapons_table,
)
from pipeline.model.document import Block, Document, Heading, Item, Paragraph, Table, TableRow
from pipeline.model.errors import SheetError

# The stat labels of a card (`POR 10`, `RNG 10`, `Range 10`, `PUI: 12`, `P+S 18`), the
# words of a weapons table's columns, and the abilities after them.
_LABELS = rf"{RANGE_WORDS}|{RATE_WORDS}|{AREA_WORDS}|{POWER_WORDS}|p\s?\+\s?[sf]"
_STAT_LABEL = re.compile(rf"(?<!\w)({_LABELS})(?!\w)\.?\s*:?\s*", re.IGNORECASE)
_LABEL_CELL = re.compile(rf"^(?:{_LABELS})\.?\s*:?$", re.IGNORECASE)
_RULES = re.compile(rf"(?<!\w)({ABILITIES_WORDS})\s*:\s*(?P<rules>.*)$", re.I)
# A weapon's name: one short line, not a sentence; an ability line under the stats too.
_NAME_LENGTH = 60
_SENTENCE_END = (".", ":", ";", "!", "?")
# The pictographs a card prints before an ability (a special attack's star), no part of its name.
_ABILITY_MARKS = "★☆✦✪ "
# The labels of the abilities column a card's labels over values may end with.
_ABILITIES_COLUMN = "Facultés"


@dataclass(frozen=True)
class StatLine:
    stats: list[tuple[str, str]]  # (label as printed, value): `POR`, `10`
    abilities: tuple[str, str] | None  # (label as printed, items): `Facultés`, `Gel, Arme magique`


@dataclass(frozen=True)
class CardStats:
    """A card's stats as printed under the weapon's name: on one line, or labels over values."""

    stats: StatLine
    lines: list[int]  # the lines they are printed on, the labels' first
    values_line: int  # the line of the values (a mistake in one of them is there)
    # When each value is on a line of its own (`Portee : 2`): those lines, in the order of
    # the stats, then the abilities'.
    value_lines: list[int] | None = None


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


# What a stat line copied from a web page or a table may print between stats (`POR : 2 | PUI : 7`,
# `POR 12 / CdT 1` in a list's parentheses).
_STAT_SEPARATORS = "|·•;,/ "
# A dash with a space before it after a value (`RNG 1 - POW 7 - P+S 18`), as a word processor's
# user parts stats; the value itself may be a dash (`AOE - - POW 12`: the first one is the value).
_DASH_SEPARATOR = re.compile(r"(?<=\S)\s+[-–—]$")


def _stat_value(text: str) -> str:
    """A stat's value without the separator typed after it (`1 -` -> `1`, `- -` -> `-`)."""
    return _DASH_SEPARATOR.sub("", text.strip().rstrip(_STAT_SEPARATORS).strip())


# Two spaces or more, or a tab, inside a value: another column after it.
_COLUMN_GAP = re.compile(r"\s{2,}|\t")


def _labelled_values(text: str) -> tuple[list[str], list[str]] | None:
    """`POR 10  CdT 1`, `POR : 2 | PUI : 7` -> (labels, values) when every part of the line
    is a stat label with its value, each label once; None otherwise."""
    text = text.strip()
    if not _STAT_LABEL.match(text):  # most lines: no label first, no need to split them
        return None
    parts = _STAT_LABEL.split(text)
    labels, values = parts[1::2], [_stat_value(value) for value in parts[2::2]]
    if parts[0].strip() or not labels or not all(values):
        return None
    # `POW -   UP oui   OFF oui`: columns with labels of no weapon (a spell's upkeep) after a
    # value, no stat line.
    if any(_COLUMN_GAP.search(value) for value in values):
        return None
    if len({label.casefold() for label in labels}) != len(labels):
        return None
    return labels, values


def _is_weapon_header(labels: list[str]) -> bool:
    return is_weapons_table(Table(0, [TableRow(0, ["Arme", *labels])], "tab"))


# `Melee    PUI 6    P+F 17`: a melee weapon's card whose typist wrote a note where the
# range stands (`Melee`, `CàC`) and no label before it.
_NOTE_BEFORE_STATS = re.compile(rf"^(?P<note>[^\W\d]\S*)\s+(?=(?:{_LABELS})(?!\w))", re.IGNORECASE)


def _without_melee_note(text: str) -> str:
    """The stats of a line opening with a melee note in the range's place (`Melee    PUI 6
    P+F 17` -> `PUI 6    P+F 17`): the weapon then has no range, melee only, which is what
    the note says; any other line as it is."""
    note = _NOTE_BEFORE_STATS.match(text)
    return text[note.end() :] if note and is_melee_note(note.group("note")) else text


def parse_stat_line(text: str) -> StatLine | None:
    """`POR 10  CdT 1  ZDE —  PUI 12` -> its labels and values; None unless every part of
    the line is a label with its value, one of them a power and one a range (or, for a
    melee weapon, its damage roll: `PUI 6   P+F 16`, `Melee   PUI 6   P+F 16`)."""
    text = _without_melee_note(text.strip())
    if not _STAT_LABEL.match(text):  # the cheap test first: a stat line opens with a label
        return None
    stats_text, abilities = _abilities(text)
    labelled = _labelled_values(stats_text)
    if labelled is None or not _is_weapon_header(labelled[0]):
        return None
    return StatLine(list(zip(*labelled, strict=True)), abilities)


# A weapon's name, two spaces or more, then its stats: a companion app's line.
_NAME_THEN_STATS = re.compile(rf"^(?P<name>\S.*?)\s{{2,}}(?P<stats>(?:{_LABELS})(?!\w).*)$", re.IGNORECASE)


def named_stat_line(text: str) -> tuple[str, StatLine] | None:
    """`⚔ Poing de siège   POR 0,5   PUI 7   P+S 19` -> the weapon's name and its stats, when
    a short name (no sentence) comes before a whole stat line; None otherwise."""
    # The icon an app prints for a weapon's kind (`⚔ Poing`, `➶ Canon`) is no part of its name.
    match = _NAME_THEN_STATS.match(without_pictographs(text.strip()))
    if match is None:
        return None
    name = match.group("name").strip()
    if len(name) > _NAME_LENGTH or name.endswith(_SENTENCE_END) or _STAT_LABEL.match(name):
        return None
    stats = parse_stat_line(match.group("stats"))
    return (name, stats) if stats is not None else None


def _named_rows(block: Block) -> list[tuple[int, str, StatLine]] | None:
    """The weapons a block prints name and stats on one line each: a paragraph, or rows
    aligned with spaces read as a table (two such lines in a row), every row one."""
    if isinstance(block, Paragraph) and not block.more_lines:
        found = named_stat_line(block.text)
        return [(block.line, *found)] if found else None
    if not isinstance(block, Table) or any(row.more_lines for row in block.rows):
        return None
    rows = [(row.line, named_stat_line("   ".join(c.strip() for c in row.cells if c.strip()))) for row in block.rows]
    if not all(found for _, found in rows):
        return None
    return [(line, *found) for line, found in rows if found]


def _stat_lines_side_by_side(text: str) -> list[StatLine] | None:
    """`POR 0,5  PUI 4  P+S 16   POR 1  PUI 5  P+S 17` -> a stat line for each card, each
    opening with the label the first one opens with; None unless every one is whole."""
    labels = list(_STAT_LABEL.finditer(text))
    if not labels:
        return None
    opening = labels[0].group(1).casefold()
    cuts = [label.start() for label in labels if label.group(1).casefold() == opening]
    parts = [text[start:end] for start, end in zip(cuts, [*cuts[1:], len(text)], strict=True)]
    stats = [parse_stat_line(part) for part in parts]
    return [line for line in stats if line is not None] if all(stats) else None


def _abilities_side_by_side(rows: list[TableRow], count: int) -> list[list[Block]] | None:
    """The abilities printed under cards side by side, one column a card (`Critique :
    Corrosion      Gantelet`): each row as many texts as cards; None for another row."""
    per_card: list[list[Block]] = [[] for _ in range(count)]
    for row in rows:
        texts = [cell.strip() for cell in row.cells if cell.strip()]
        if len(texts) != count or row.more_lines or any(_STAT_LABEL.match(text) for text in texts):
            return None
        for card, text in zip(per_card, texts, strict=True):
            card.append(Paragraph(row.line, text))
    return per_card


def _cards_side_by_side(block: Block) -> list[tuple[Paragraph, CardStats, list[Block]]] | None:
    """The weapons of two cards or more copied side by side: a row of their names over a
    row of their stat lines, then maybe rows of their abilities, one a name."""
    if not isinstance(block, Table) or len(block.rows) < 2 or any(row.more_lines for row in block.rows[:2]):
        return None
    names_row, stats_row, *abilities_rows = block.rows
    names = [cell.strip() for cell in names_row.cells if cell.strip()]
    if len(names) < 2 or any(len(name) > _NAME_LENGTH or name.endswith(_SENTENCE_END) for name in names):
        return None
    if any(_STAT_LABEL.match(name) for name in names):
        return None
    stats = _stat_lines_side_by_side("   ".join(cell.strip() for cell in stats_row.cells if cell.strip()))
    abilities = _abilities_side_by_side(abilities_rows, len(names))
    if stats is None or len(stats) != len(names) or abilities is None:
        return None
    line = stats_row.line
    cards = zip(names, stats, abilities, strict=True)
    return [(Paragraph(names_row.line, name), CardStats(card, [line], line), more) for name, card, more in cards]


def _lacks_power(text: str) -> bool:
    """A card's stat line with its range but no power (`POR 2  CdT —  ZDE —`): two stats or
    more, every part a label with its value."""
    labelled = _labelled_values(_abilities(text.strip())[0])
    if labelled is None or len(labelled[0]) < 2 or _is_weapon_header(labelled[0]):
        return False
    return any(re.search(RANGE_LABEL, label, re.IGNORECASE) for label in labelled[0])


def _is_label_cell(cell: str) -> bool:
    return bool(_LABEL_CELL.match(cell.strip())) or _is_abilities_label(cell)


def _card_values(cells: list[str], labels: list[str]) -> list[str]:
    """The values under `labels`: trailing empty cells dropped, and an abilities column left
    empty at the end read as empty (a weapon with none)."""
    values = list(cells)
    while values and not values[-1].strip():
        values.pop()
    while len(values) < len(labels) and _is_abilities_label(labels[len(values)]):
        values.append("")
    return values


def _labels_over_values(block: Block, source: str) -> CardStats | None:
    """A card's stats as a copy from a PDF leaves them: a row of labels only (a range and a
    power among them) over the row of their values. A values row of another width is a
    mistake: the card's table has no other row to read."""
    if not isinstance(block, Table) or len(block.rows) != 2:
        return None
    labels_row, values_row = block.rows
    labels = [cell for cell in labels_row.cells if cell.strip()]
    if not labels or not all(_is_label_cell(cell) for cell in labels) or not _is_weapon_header(labels):
        return None
    values = _card_values(values_row.cells, labels)
    stated = [value for label, value in zip(labels, values, strict=False) if not _is_abilities_label(label)]
    if len(values) != len(labels) or not all(value.strip() for value in stated):
        raise SheetError(
            source,
            values_row.line,
            f"a value under each of the {len(labels)} labels of line {labels_row.line} ({', '.join(labels)})",
            "   ".join(cell for cell in values_row.cells if cell.strip()),
            code="cells-count",
        )
    stats = [(label, value) for label, value in zip(labels, values, strict=True) if not _is_abilities_label(label)]
    abilities = next(((label, v) for label, v in zip(labels, values, strict=True) if _is_abilities_label(label)), None)
    lines = [labels_row.line, values_row.line]
    return CardStats(StatLine(stats, abilities), lines, values_row.line)


def _is_abilities_label(label: str) -> bool:
    return bool(re.search(RULES_LABEL, label, re.IGNORECASE))


def card_stats(block: Block | None, source: str) -> CardStats | None:
    """The stats a block prints as a card does (see the module's docstring), else None."""
    if block is None:
        return None
    text = _text(block)
    stats = parse_stat_line(text) if text is not None else None
    if stats is not None:
        return CardStats(stats, [block.line], block.line)
    return _labels_over_values(block, source)


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
    """The abilities a line under a stat line gives (`Facultés : Gel, Arme magique`), or a
    spreadsheet's row giving them in cells (`Capacités<TAB>Gel, Arme magique`)."""
    if isinstance(block, Table):
        return _abilities_cells(block)
    # A long list wraps onto the next line (`…, Drain d’âme,` over `Recul (1)`): one line read.
    text = block.text.strip() if isinstance(block, Paragraph) else _text(block)
    match = _RULES.match(text) if text is not None else None
    return (match.group(1), match.group("rules").strip()) if match else None


def _abilities_cells(table: Table) -> tuple[str, str] | None:
    """(label, abilities) of a one-row table whose cells are an abilities label and the
    abilities (`Capacités<TAB>Gel, Arme magique`); None for any other table."""
    if len(table.rows) != 1 or table.rows[0].more_lines:
        return None
    filled = [cell.strip() for cell in table.rows[0].cells if cell.strip()]
    if len(filled) != 2 or not _is_abilities_label(filled[0]):
        return None
    return filled[0].rstrip(" :"), filled[1]


def _is_card_row(row: TableRow) -> bool:
    """A spreadsheet's row holding a card's stats, a label and its value to a cell
    (`POR<TAB>10<TAB>CdT<TAB>1<TAB>ZDE<TAB>-<TAB>PUI<TAB>12`)."""
    return not row.more_lines and parse_stat_line("   ".join(c.strip() for c in row.cells if c.strip())) is not None


def _card_rows_apart(blocks: list[Block]) -> list[Block]:
    """The blocks, with each table of a card typed in a spreadsheet's cells (a stats row,
    and the abilities row under it: `Capacités<TAB>Gel`) parted into one-row tables, one a
    line, as the card's lines are read when typed as text."""
    out: list[Block] = []
    for block in blocks:
        if not isinstance(block, Table) or len(block.rows) < 2 or not any(map(_is_card_row, block.rows)):
            out.append(block)
            continue
        rows = [Table(row.line, [row], block.style) for row in block.rows]
        if not all(_is_card_row(row.rows[0]) or _abilities_cells(row) for row in rows):
            out.append(block)
            continue
        out.extend(rows)
    return out


def _is_ability_line(block: Block, after: int, next_block: Block | None, source: str) -> bool:
    """Whether `block` prints one ability on its own right under a card's stats ending on
    line `after` (`Damage Type: Fire`, `★ Critique : Renversement`): a short paragraph on the
    next line, no sentence, and no name of the next weapon (a name has stats under it)."""
    text = _text(block)
    if not isinstance(block, Paragraph) or text is None or block.line != after + 1:
        return False
    if len(text) > _NAME_LENGTH or text.endswith(_SENTENCE_END) or _RULES.match(text) or named_stat_line(text):
        return False
    return not (_is_name(block) and card_stats(next_block, source) is not None) and bool(text.strip(_ABILITY_MARKS))


def _ability_lines(blocks: list[Block], start: int, after: int, source: str) -> list[Block]:
    """The blocks from `blocks[start]` that print one ability each under stats ending on line `after`."""
    taken: list[Block] = []
    for index in range(start, len(blocks)):
        next_block = blocks[index + 1] if index + 1 < len(blocks) else None
        if not _is_ability_line(blocks[index], after, next_block, source):
            break
        taken.append(blocks[index])
        after = blocks[index].line
    return taken


def _abilities_cell(stats: StatLine, abilities_blocks: list[Block]) -> tuple[str, str] | None:
    """(label, items) of a card's abilities: those on its stat line, then each line's under
    it (`Facultés : Gel` gives its items, `★ Critique : Feu` itself without its star)."""
    label = stats.abilities[0] if stats.abilities else _ABILITIES_COLUMN
    items = [stats.abilities[1]] if stats.abilities else []
    for block in abilities_blocks:
        labelled = _abilities_line(block)
        if labelled is not None:
            label = labelled[0]
        items.append(labelled[1] if labelled is not None else (_text(block) or "").lstrip(_ABILITY_MARKS))
    return (label, ", ".join(item for item in items if item)) if items else None


def _card_table(name: Block, stats: CardStats, abilities_blocks: list[Block]) -> Table:
    """The one-row weapons table of a card-form weapon; its row is the name's line, running
    on to the stats' lines and the abilities' lines."""
    abilities = _abilities_cell(stats.stats, abilities_blocks)
    cells = [*stats.stats.stats, *([abilities] if abilities else [])]
    more = [line for line in stats.lines if line != name.line] + [line for b in abilities_blocks for line in b.lines]
    header = TableRow(stats.lines[0], ["Arme", *(label for label, _ in cells)])
    values = [_text(name) or "", *(value for _, value in cells)]
    row = TableRow(name.line, values, more_lines=more, values_line=stats.values_line)
    row.value_lines = {column: line for column, line in enumerate(stats.value_lines or [], start=1)}
    return Table(name.line, [header, row], "tab")


def _missing_power(block: Block, source: str) -> SheetError:
    return SheetError(
        source,
        block.line,
        "a card's stat line with its power after its range (POR 10  CdT 1  ZDE —  PUI 12)",
        _text(block),
        cell="PUI",
        code="bad-stat-line",
    )


# What OCR reads for a letter of a stat label: a digit of its shape (`P0R`, `PU1`).
_OCR_DIGITS = str.maketrans({"0": "O", "1": "I", "5": "S", "8": "B"})
# A word of letters and digits both (`P0R`); a value (`10`, `SP 8`) is no such word.
_LETTERS_AND_DIGITS = re.compile(r"(?<!\S)(?=[^\W_]*[^\W\d_])(?=[^\W_]*\d)[^\W_]+(?!\S)")


def _as_letters(word: str) -> str:
    """`P0R` -> `POR` when that is a stat label; the word as printed otherwise."""
    read = word.translate(_OCR_DIGITS)
    return read if _LABEL_CELL.match(read) else word


def misread_labels(text: str) -> list[str]:
    """The words of `text` that OCR misread from stat labels (`P0R` for `POR`): those that
    read as labels once their digits are taken for the letters they look like, the line
    then being a card's stat line; [] for any other line."""
    if not _LETTERS_AND_DIGITS.search(text) or parse_stat_line(text) is not None:
        return []
    words = [word for word in _LETTERS_AND_DIGITS.findall(text) if _as_letters(word) != word]
    read = _LETTERS_AND_DIGITS.sub(lambda match: _as_letters(match.group(0)), text)
    return words if words and parse_stat_line(read) is not None else []


def _misread_label(block: Block, words: list[str], source: str) -> SheetError:
    read = ", ".join(f"{_as_letters(word)} where {word} is printed" for word in words)
    return SheetError(
        source,
        block.line,
        f"a card's stat labels as printed ({read}: a digit read for a letter, as OCR does?)",
        _text(block),
        code="bad-stat-line",
    )


def _names_model(block: Block, name: Block) -> bool:
    """Whether `block` names the model whose card the weapon `name` opens (`Deathripper`
    over `Mâchoires` over `POR 0,5  PUI 5`): a line of its own after a blank line, right
    above the weapon's name, no sentence. It heads that model's weapons, as a model's name
    in capitals does."""
    return isinstance(block, Paragraph) and block.after_blank and block.line == name.line - 1 and _is_name(block)


def _names_model_over_kind(model: Block, kind: Block, name: Block) -> bool:
    """Whether `model` names the model whose card the weapon `name` opens, the line between
    saying what it is (`Woldwarden` over `Warbeast lourd` over `Bâton de pierre`, as a note
    typed without the dash of `WOLDWARDEN - Warbeast lourd`): short lines of their own, no
    sentence, the model's after a blank line."""
    return (
        isinstance(kind, Paragraph)
        and not kind.after_blank
        and kind.line == name.line - 1
        and _is_name(kind)
        and _names_model(model, kind)
    )


def _card_abilities(blocks: list[Block], start: int, stats: StatLine, lines: list[int], source: str) -> list[Block]:
    """The blocks from `blocks[start]` that give the abilities of a card whose stats are on
    `lines`: a `Facultés : …` line (unless the stat line has its own), then one ability a
    line (or several parted by bullets, `Arme magique • Tir rapide`)."""
    after = start
    abilities: list[Block] = []
    labelled = _abilities_line(blocks[after]) if after < len(blocks) else None
    if labelled is not None and stats.abilities is None:
        abilities.append(blocks[after])
        after += 1
    last_line = max([*lines, *(line for block in abilities for line in block.lines)])
    return abilities + _ability_lines(blocks, after, last_line, source)


# `Arme : Fleau`, `Nom : Fleau`: the line opening a weapon written one `Cle : valeur` a line.
_NAME_KEY = re.compile(r"^(?:armes?|weapons?|nom|name)\s*:\s*(?P<name>[^:]+?)\s*$", re.IGNORECASE)
_KEY_VALUE = re.compile(r"^(?P<key>[^:]{1,30}?)\s*:\s*(?P<value>.*?)\s*$")


def _right_under(line: int, above: int, skipped: dict[int, str]) -> bool:
    """Whether `line` is the next line after `above`, lines of page furniture (a page's
    number a copy from a PDF leaves between two) apart."""
    return all(skipped.get(between) == "page_furniture" for between in range(above + 1, line))


def _key_value(block: Block, after: int, skipped: dict[int, str]) -> tuple[str, str] | None:
    """(key, value) of a `Portee : 2` line right under line `after`; None for another line."""
    text = _text(block)
    if not isinstance(block, Paragraph) or text is None or not _right_under(block.line, after, skipped):
        return None
    match = _KEY_VALUE.match(text)
    return (match.group("key"), match.group("value")) if match else None


def _key_value_card(blocks: list[Block], index: int, document: Document) -> tuple[Paragraph, CardStats, int] | None:
    """A weapon written as a block of `Cle : valeur` lines (`Arme : Fleau` over `Portee : 2`,
    `Puissance : 5`, `Facultes : Arme magique`, one a line): its name, its stats as a card's,
    and the index after its last line; None unless the block opens with its name and gives
    a range and a power. A block naming a range but no power is a mistake, told."""
    name_block = blocks[index]
    text = _text(name_block)
    name = _NAME_KEY.match(text) if isinstance(name_block, Paragraph) and text is not None else None
    if name is None:
        return None
    stats: list[tuple[str, str]] = []
    abilities: tuple[str, str] | None = None
    lines: list[int] = []
    end = index + 1
    while end < len(blocks) and (pair := _key_value(blocks[end], blocks[end - 1].line, document.skipped)) is not None:
        if _is_abilities_label(pair[0]) and abilities is None:
            abilities = pair
        elif _LABEL_CELL.match(pair[0]) and not abilities:
            stats.append(pair)
        else:
            break
        lines.append(blocks[end].line)
        end += 1
    labels = [label for label, _ in stats]
    if not labels or not _is_weapon_header(labels):
        # Two stats or more, a range among them: a weapon's block whose power was left out
        # (one `Portee : …` line alone may be a glossary's).
        if len(labels) >= 2 and any(re.search(RANGE_LABEL, label, re.IGNORECASE) for label in labels):
            found = "   ".join(f"{label} : {value}" for label, value in stats)
            raise SheetError(
                document.source,
                lines[0],
                "a power (Puissance : 12) among the weapon's values",
                found,
                cell="PUI",
                code="bad-stat-line",
            )
        return None
    card = CardStats(StatLine(stats, abilities), lines, lines[0], value_lines=lines)
    return Paragraph(name_block.line, name.group("name")), card, end


# `Lance de choc (POR 2, PUI 6, P+S 16) : Arme d'hast`: a weapon in a list, its stats in
# parentheses after its name, its abilities after a colon or a dash.
_LISTED_WEAPON = re.compile(r"^(?P<name>[^()]+?)\s*\((?P<stats>[^()]+)\)\s*(?:[:—–-]\s*(?P<abilities>.*?))?\s*$")


def listed_weapon(text: str) -> tuple[str, StatLine, str | None] | None:
    """`Canon lourd (POR 12 / CdT 1 / PUI 14) : Arme lourde` -> its name, its stats and its
    abilities; None unless the parentheses hold a whole stat line (a range and a power)."""
    match = _LISTED_WEAPON.match(text.strip())
    if match is None or len(match.group("name")) > _NAME_LENGTH:
        return None
    stats = parse_stat_line(match.group("stats"))
    if stats is None or stats.abilities is not None:
        return None
    abilities = match.group("abilities") or None
    return match.group("name"), StatLine(stats.stats, (_ABILITIES_COLUMN, abilities) if abilities else None), abilities


def _listed_card(block: Block) -> Table | None:
    """The one-row weapons table of a bullet giving a weapon and its stats in parentheses."""
    listed = listed_weapon(block.text) if isinstance(block, Item) and not block.more_lines else None
    if listed is None:
        return None
    name, stats, _ = listed
    return _card_table(Paragraph(block.line, name), CardStats(stats, [block.line], block.line), [])


# `Armes :`, `Weapons:`: the label a model's list of weapons is printed under.
_WEAPONS_LABEL = re.compile(r"^(?:armes?|weapons?)\s*:$", re.IGNORECASE)


def _heads_listed_weapons(block: Block, first: Block) -> bool:
    """Whether `block` is the `Armes :` label right above a listed weapon's bullet: it heads
    the model's weapons, no entry of its own."""
    return isinstance(block, Paragraph) and block.line == first.line - 1 and bool(_WEAPONS_LABEL.match(block.text))


# A model's stat on its card (`VIT`, `FOR`, `MAT`, `DEF`, `CMD`…): a short word in capitals.
_MODEL_STAT = re.compile(r"^[A-ZÀ-Ý]{2,4}$")
# A spray's range printed in two words (`SP 8`): one value under one label.
_SPRAY_VALUE = re.compile(r"\b(SP|Pulv\.?)\s+(?=\d)", re.IGNORECASE)
# What holds a spray's two words together while the values are split at spaces.
_JOINED = "\u2060"  # a word joiner: no space to split at


def _words_of(block: Block) -> list[str] | None:
    """The words of a block holding one line of text alone (a paragraph or a heading)."""
    if not isinstance(block, Paragraph | Heading) or getattr(block, "more_lines", None):
        return None
    return block.text.split()


def _labels_and_values(labels_block: Block, values_block: Block, skipped: dict[int, str]) -> Table | None:
    """A card's labels over its values with one space between them, as a PDF's card copied
    line by line leaves them (`POR CDT ADE PUI` over `12 1 – 13`): the table of two rows
    they are, when every word of the upper line is a stat label and the line right under it
    holds one value for each (a page's number between them aside). A model's profile so
    copied (`VIT FOR MAT …` over `5 11 6 …`) is its profile's table (see `profiles`), no
    heading of its own."""
    labels, values_words = _words_of(labels_block), _words_of(values_block)
    if labels is None or values_words is None or len(labels) < 2:
        return None
    if values_block.line <= labels_block.line or not _right_under(values_block.line, labels_block.line, skipped):
        return None
    weapon = all(_is_label_cell(label) for label in labels) and _is_weapon_header(labels)
    if not weapon and not all(_MODEL_STAT.match(label) for label in labels):
        return None
    # A line of values in capitals (`SP 8 1 – 12`) reads as a heading: its words all the same.
    values = _SPRAY_VALUE.sub(lambda match: match.group(1) + _JOINED, " ".join(values_words)).split()
    if len(values) != len(labels) or any(_STAT_LABEL.fullmatch(value) for value in values):
        return None
    cells = [value.replace(_JOINED, " ") for value in values]
    if not weapon:
        return profile_table(labels, cells, labels_block.line, values_block.line)
    return Table(labels_block.line, [TableRow(labels_block.line, labels), TableRow(values_block.line, cells)], "tab")


def _spaced_stats_as_tables(blocks: list[Block], skipped: dict[int, str]) -> list[Block]:
    """The blocks, each card's labels over its values parted by single spaces (see
    `_labels_and_values`) read as the table of two rows a copy aligned with spaces gives."""
    out: list[Block] = []
    index = 0
    while index < len(blocks):
        following = blocks[index + 1] if index + 1 < len(blocks) else None
        table = _labels_and_values(blocks[index], following, skipped) if following is not None else None
        out.append(table if table is not None else blocks[index])
        index += 2 if table is not None else 1
    return out


def read_weapon_cards(document: Document) -> None:
    """Turn each card-form weapon of `document` (a name line, its stats, its abilities on the
    line or lines after) into a one-row weapons table, in place."""
    blocks = _card_rows_apart(_spaced_stats_as_tables(document.blocks, document.skipped))
    out: list[Block] = []
    index = 0
    while index < len(blocks):
        block = blocks[index]
        side_by_side = _cards_side_by_side(block)
        if side_by_side:
            out.extend(_card_table(name, stats, abilities) for name, stats, abilities in side_by_side)
            index += 1
            continue
        listed = _listed_card(block)
        if listed is not None:
            if out and _heads_listed_weapons(out[-1], block):
                out[-1] = Heading(out[-1].line, out[-1].text.rstrip(" :"), 2)  # type: ignore[attr-defined]  # a Paragraph
            out.append(listed)
            index += 1
            continue
        keyed = _key_value_card(blocks, index, document)
        if keyed is not None:
            name, stats, index = keyed
            out.append(_card_table(name, stats, []))
            continue
        named = _named_rows(block)
        if named:
            index += 1
            for position, (line, name, stats) in enumerate(named):
                # Only the last weapon of aligned rows may have abilities under it.
                last = position == len(named) - 1
                abilities = _card_abilities(blocks, index, stats, [line], document.source) if last else []
                out.append(_card_table(Paragraph(line, name), CardStats(stats, [line], line), abilities))
            index += len(abilities)
            continue
        following = blocks[index + 1] if index + 1 < len(blocks) else None
        is_name = following is not None and _is_name(block)
        stats = card_stats(following, document.source) if is_name else None
        if stats is None:
            text = _text(following) if is_name else None
            if text is not None and isinstance(following, Paragraph | Table) and _lacks_power(text):
                raise _missing_power(following, document.source)
            if text is not None and isinstance(following, Paragraph | Table) and (words := misread_labels(text)):
                raise _misread_label(following, words, document.source)
            out.append(block)
            index += 1
            continue
        abilities = _card_abilities(blocks, index + 2, stats.stats, stats.lines, document.source)
        if out and _names_model(out[-1], block):
            out[-1] = Heading(out[-1].line, out[-1].text, 1)  # type: ignore[attr-defined]  # a Paragraph
        elif len(out) > 1 and _names_model_over_kind(out[-2], out[-1], block):
            # Its kind under it is the text of the model's entry, as `NOM - Warjack lourd` gives.
            out[-2] = Heading(out[-2].line, out[-2].text, 1)  # type: ignore[attr-defined]  # a Paragraph
        out.append(_card_table(block, stats, abilities))
        index += 2 + len(abilities)
    for block in out:
        _refuse_orphan_stat_line(block, document)
    read = {id(block) for block in blocks}
    _modes_across_cards(out, {id(block) for block in out if isinstance(block, Table) and id(block) not in read})
    # A model's profile typed on one line is its profile's table, as one copied from a PDF is.
    document.blocks = [one_line_profile(block) or block for block in out]


def _modes_across_cards(blocks: list[Block], cards: set[int]) -> None:
    """Cards one right after the other printing one name with a parenthesis each
    (`Lance-flammes (Souffle)`, then `Lance-flammes (Jet)`) are the modes of that weapon, as
    two rows of one weapons table are (`modes_in_parentheses`): their name cells are
    written `Nom - Mode`, as a weapons table names a mode. `cards`: the ids of the blocks
    that are cards' one-row tables."""
    runs: list[list[Table]] = []
    previous: Block | None = None
    for block in blocks:
        if isinstance(block, Table) and id(block) in cards:
            if previous is not None and id(previous) in cards:
                runs[-1].append(block)
            else:
                runs.append([block])
        previous = block
    for run in runs:
        named = modes_in_parentheses([WeaponName(table.rows[1].cells[0], None, False) for table in run])
        for table, weapon in zip(run, named, strict=True):
            if weapon.mode is not None:
                table.rows[1].cells[0] = f"{weapon.name} - {weapon.mode}"


def _refuse_orphan_stat_line(block: Block, document: Document) -> None:
    """A card's stat line no weapon took (no name right above it, or a line of text glued to
    it, as two columns of a PDF copied line by line leave them) would lose the weapon
    silently: it is a mistake, told with its line."""
    if not isinstance(block, Paragraph):
        return
    printed = document.texts.get(block.line, "").strip()
    if parse_stat_line(printed) is None:
        return
    raise SheetError(
        document.source,
        block.line,
        "a weapon's name on the line right above its stats (a card copied whole; two columns "
        "of a PDF copied line by line mix their lines)",
        printed,
        code="orphan-stat-line",
    )
