"""The description of an entry of a spreadsheet's list (`Nom<TAB>texte`), as the blocks it
prints, and the entries named inside it:

- a cell on several lines (a quoted cell's line breaks): its paragraphs and bullets;
- the rows right under the entry that leave the name cell empty (`<TAB>- Carbonite : …`,
  as a spreadsheet user writes a list under a skill), or name a part of it after a bullet
  (`- Symbiobouclier<TAB>Annule…`), or one column right or more (`<TAB>Tir concentré<TAB>…`,
  `<TAB><TAB>Exception<TAB>…`, a bullet a level a column): more lines of the same description;
- the entries it names: its bullets (`- Carbonite : la cible…`), the list under a label
  (`Effets :`), bullets nested under others, and its lines after the first opening with a
  name (`Sapeur Blindé : la troupe…`, a list typed without bullets). The first line's lead
  names none: a description opening `VOL : la figurine…` gives the roll's attribute;
- a one-line cell listing entries, each opened by a dash glued to its name, as Infinity's
  core sheet lists its hacking programs (`-Pirater un tag : … -Posséder un tag : …`), or by
  a bullet (`• Brise-Glace : …`), after a sentence announcing them or none.
"""

from __future__ import annotations

import re
from dataclasses import replace

from pipeline.extract.bullets import GLYPH_BULLETS, bullet_item
from pipeline.extract.entries import Entry, find_entries, sub_entries
from pipeline.extract.leads import Lead, looks_like_name, paragraph_lead
from pipeline.model.document import Item, Paragraph, TableRow

# The column of a list's text, right of the name.
TEXT_COLUMN = 1


def _text_in_text_column(row: TableRow) -> bool:
    """Text in the text column and nothing in the cells after it."""
    return (
        len(row.cells) > TEXT_COLUMN
        and bool(row.cells[TEXT_COLUMN].strip())
        and not any(cell.strip() for cell in row.cells[TEXT_COLUMN + 1 :])
    )


def _bulleted_name(row: TableRow) -> str | None:
    """The name a row's name cell gives after a bullet's marker (`- Symbiobouclier`,
    `• Symbiobombe`), or None (a numbered step is no such bullet)."""
    item = bullet_item(row.line, row.cells[0].strip()) if row.cells else None
    return item.text if item is not None and item.marker is not None else None


# A list whose entries' parts have a column of their own: the name's, the part's, the text's.
_NAME, _PART, _TEXT = 0, 1, 2


def _column_widths(row: TableRow) -> set[int]:
    return {index for index, cell in enumerate(row.cells) if cell.strip()}


def parts_as_lines(rows: list[TableRow]) -> list[TableRow]:
    """A list whose entries' parts stand in a column of their own between the name and the
    text (`COMPÉTENCE<TAB>OPTION<TAB>EFFET`: the skill's cell merged over its options' rows,
    exported empty), read as a spreadsheet user writes such parts under a skill: each part's
    row a line `Option : texte` in the text column, its name cell empty (see
    `goes_on_above`), each entry's row its name and text (a part's row repeating its
    entry's name: see `without_filled_down_names`). Any other list as it is."""
    filled = [_column_widths(row) for row in rows]
    shapes = {frozenset(columns) for columns in filled}
    if not rows or filled[0] != {_NAME, _TEXT} or shapes != {frozenset({_NAME, _TEXT}), frozenset({_PART, _TEXT})}:
        return rows
    return [
        _part_as_line(row) if _NAME not in columns else _entry_row(row)
        for row, columns in zip(rows, filled, strict=True)
    ]


def without_filled_down_names(rows: list[TableRow]) -> list[TableRow]:
    """The rows of a list whose entries' parts have a column of their own, each part's row
    that repeats its entry's name (a spreadsheet's fill-down: `Harpon<TAB>Distance<TAB>…`
    under `Harpon<TAB><TAB>…`, an entry's row a name and no part) with its name cell
    emptied, as a merged cell exports it: one of that entry's parts (see `parts_as_lines`)."""
    out: list[TableRow] = []
    entry: str | None = None
    for row in rows:
        columns = _column_widths(row)
        name = row.cells[_NAME].strip() if row.cells else ""
        if columns == {_NAME, _TEXT}:
            entry = name
        elif columns == {_NAME, _PART, _TEXT} and name == entry:
            row = replace(row, cells=["", *row.cells[1:]])
        out.append(row)
    return out


def _entry_row(row: TableRow) -> TableRow:
    breaks = {TEXT_COLUMN: row.line_breaks[_TEXT]} if _TEXT in row.line_breaks else {}
    return replace(row, cells=[row.cells[_NAME], row.cells[_TEXT]], line_breaks=breaks)


def _part_as_line(row: TableRow) -> TableRow:
    part = row.cells[_PART].strip()
    lines = row.cell_lines(_TEXT)
    named = [f"{part} : {lines[0].strip()}", *lines[1:]]
    breaks = {TEXT_COLUMN: named} if len(named) > 1 else {}
    return replace(row, cells=["", " ".join(named)], line_breaks=breaks)


def _set_in(row: TableRow) -> tuple[int, list[str]] | None:
    """(column, texts) of a row set in right of the name column, as a spreadsheet user types
    an entry's parts one column to the right of it (`<TAB>Être slammé<TAB>La cible…` under
    `Slam<TAB>…`, `<TAB><TAB>Socle plus grand : …` under that): its name cell empty, then a
    name and its text side by side, or one text; None for any other row."""
    cells = [cell.strip() for cell in row.cells]
    if not cells or cells[0] or not any(cells):
        return None
    first = next(index for index, cell in enumerate(cells) if cell)
    texts = cells[first:]
    while not texts[-1]:
        texts.pop()
    return (first, texts) if len(texts) <= 2 and all(texts) else None


def goes_on_above(row: TableRow, head: TableRow) -> bool:
    """A row of the description of the entry `head` above it: its name cell empty and its
    texts set in from the text column (see `_set_in`); or its name set in by a bullet
    (`- Symbiobouclier<TAB>…`) under an entry whose name is not, as a spreadsheet user lists
    a skill's parts under it."""
    if _set_in(row) is not None:
        return True
    if not _text_in_text_column(row):
        return False
    return _bulleted_name(row) is not None and _bulleted_name(head) is None


def _set_in_lines(row: TableRow) -> list[tuple[int, str]] | None:
    """A row set in past the text column (see `_set_in`) as the bullet it stands for: a name
    and its text in columns `c` and `c+1` are a bullet `Nom : texte` as deep as `c` is right
    of the text column's entries; a text alone in column `c` goes on with the entry named in
    column `c-1`, one level under it. None for a row of the text column's own lines."""
    found = _set_in(row)
    if found is None or (found[0] == TEXT_COLUMN and len(found[1]) == 1):
        return None
    column, texts = found
    indent = "  " * (column - 1)
    lines = row.numbered_cell_lines(column + len(texts) - 1)
    (number, first), *rest = lines
    lead = f"{texts[0]} : " if len(texts) == 2 else ""
    return [(number, f"{indent}- {lead}{first.strip()}"), *((n, f"{indent}  {text}") for n, text in rest)]


def _group_label(row: TableRow) -> str | None:
    """The name of a row naming a group of the parts listed under it (`Programmes d'attaque
    :<TAB>` over `- Carbonite<TAB>…`): its name cell a label ending on its colon, its other
    cells empty; None for any other row."""
    cells = [cell.strip() for cell in row.cells]
    if not cells or not cells[0].endswith(":") or any(cells[1:]):
        return None
    return cells[0]


def _opens_group(row: TableRow, following: TableRow | None, head: TableRow) -> bool:
    """A group's label row (see `_group_label`) over the bulleted rows it names, under an
    entry named with no bullet: a level of that entry's parts, the rows under it one deeper."""
    return (
        _group_label(row) is not None
        and following is not None
        and _bulleted_name(following) is not None
        and _bulleted_name(head) is None
    )


def with_rows_going_on(rows: list[TableRow]) -> list[tuple[TableRow, list[TableRow]]]:
    """Each entry row of a list with the rows under it that go on with its description
    (see `goes_on_above`, `_opens_group`); a first row never goes on with anything."""
    grouped: list[tuple[TableRow, list[TableRow]]] = []
    for index, row in enumerate(rows):
        following = rows[index + 1] if index + 1 < len(rows) else None
        if grouped and (goes_on_above(row, grouped[-1][0]) or _opens_group(row, following, grouped[-1][0])):
            grouped[-1][1].append(row)
        else:
            grouped.append((row, []))
    return grouped


def description_lines(row: TableRow, more: list[TableRow]) -> list[tuple[int, str]]:
    """(line, text) of each line of the description in `row`'s text cell and the rows
    `more` going on under it; a row naming a part of it with a bullet reads as that
    bullet (`- Symbiobouclier : Annule…`), a row set in further as a bullet nested as deep."""
    lines = row.numbered_cell_lines(TEXT_COLUMN)
    in_group = False  # under a group's label row: its bulleted rows one level deeper
    for below in more:
        set_in = _set_in_lines(below)
        if set_in is not None:
            lines += set_in
            continue
        label = _group_label(below)
        if label is not None:
            lines.append((below.line, f"- {label}"))
            in_group = True
            continue
        in_group = in_group and _bulleted_name(below) is not None
        below_lines = below.numbered_cell_lines(TEXT_COLUMN)
        if below.cells[0].strip():
            (number, first), *rest = below_lines
            indent = "  " if in_group else ""
            below_lines = [(number, f"{indent}{below.cells[0].strip()} : {first.strip()}"), *rest]
        lines += below_lines
    return [(number, text) for number, text in lines if text.strip()]


def _wraps_onto(block: Paragraph | Item, text: str) -> bool:
    """Whether `text`, a line of no bullet, goes on with the sentence of `block` above it:
    that line leaves its sentence open and this one opens in lower case."""
    return not block.text.rstrip().endswith((".", "!", "?", ":", ";")) and text[:1].islower()


class _GluedDashItem(Item):
    """A bullet typed as a dash glued to its name (`-Embryon : …`), as the sheet's inline
    entries are: it names an entry whatever its text opens with."""


def _glued_dash_item(number: int, text: str) -> _GluedDashItem | None:
    """A line of its own opening with a dash glued to a name and its text (`-Embryon : la
    troupe…`, the real sheet's inline entries typed one a row): the bullet it stands for;
    None for any other line (`-3 au tir`, a number)."""
    stripped = text.strip()
    match = _INLINE_ENTRY.match(stripped) if _INLINE_DASH.match(stripped) else None
    if match is None or not looks_like_name(match["name"]):
        return None
    return _GluedDashItem(number, 0, stripped[1:].lstrip(), marker="-")


def description_blocks(lines: list[tuple[int, str]]) -> list[Paragraph | Item]:
    """The description's lines as what they print: bullets (any marker) and paragraphs, a
    line that goes on with the sentence above it joined to it (see `_wraps_onto`)."""
    blocks: list[Paragraph | Item] = []
    for number, text in lines:
        bullet = bullet_item(number, text) or _glued_dash_item(number, text)
        if bullet is None and blocks and _wraps_onto(blocks[-1], text):
            blocks[-1].text = f"{blocks[-1].text.rstrip()} {text.strip()}"
            blocks[-1].more_lines.append(number)
            continue
        blocks.append(bullet or Paragraph(number, text))
    return blocks


# The leads that name an entry on a line of its own (`Sapeur Camouflé : la troupe…`,
# `**Guide :** …`); a label alone (`Options :`) names the lines under it, no entry.
_NAMING_LEADS = frozenset({"colon", "bold"})


def _named_line(block: Paragraph | Item, first: Paragraph | Item) -> bool:
    """A paragraph after the description's first line opening with a name (`Sapeur Blindé :
    la troupe…`): an entry, as the same line bulleted is. The first line's lead is the
    description's opening (`VOL : la figurine…` gives the roll's attribute), no entry."""
    if not isinstance(block, Paragraph) or block is first:
        return False
    lead = paragraph_lead(block.text)
    return lead is not None and lead.kind in _NAMING_LEADS


def names_entries(blocks: list[Paragraph | Item]) -> bool:
    """Whether a description reads as the blocks it prints rather than as one text: it
    holds bullets, or lines opening with a name (see `_named_line`)."""
    return any(isinstance(block, Item) or _named_line(block, blocks[0]) for block in blocks)


def description_entries(blocks: list[Paragraph | Item]) -> list[Entry]:
    """The entries a description names (see the module): bullets opening with a name, lines
    after its first opening with one, the named bullets of a label's list or nested under
    another bullet, the lines typed `-Nom : texte` (see `_glued_dash_item`); the first
    line's lead is no entry of its own, the bullets under it may be."""
    entries, loose = find_entries(list(blocks), clause_items=True)
    found: list[Entry] = []
    for entry in entries:
        if isinstance(entry.opener, Item) or _named_line(entry.opener, blocks[0]):
            found.append(entry)
        else:
            found.extend(sub_entries([entry.opener, *entry.body]))
    found += sub_entries(loose)
    named = {entry.opener.line for entry in found}
    return found + [entry for entry in _glued_dash_entries(blocks) if entry.opener.line not in named]


def _glued_dash_entries(blocks: list[Paragraph | Item]) -> list[Entry]:
    """The entries of the description's lines typed `-Nom : texte`, a dash glued to the name
    as the sheet's inline entries are (`inline_entries`): named whatever their text opens
    with, as those are."""
    entries: list[Entry] = []
    for block in blocks:
        match = _INLINE_ENTRY.match(f"-{block.text}") if isinstance(block, _GluedDashItem) else None
        if match is not None:
            entries.append(Entry(Lead(match["name"].strip(), match["text"], "dash"), block))
    return entries


# A dash opening an inline entry: after a space or at the start (`-Posséder`, `- Pirater…`),
# before a letter (`-3` is a number, `VOL-PB` a word).
_INLINE_DASH = re.compile(r"(?:^|(?<=\s))-\s?(?=[^\W\d_])")
# A word processor's bullet opening one, spaced (`• Brise-Glace : …`), as a user types a list
# in a cell that takes no line break. Not the en dash, which also parts a name (`Vaillance N2 –
# Tenace`).
_INLINE_GLYPH = re.compile(rf"(?:^|(?<=\s))[{GLYPH_BULLETS.replace('–', '')}]\s+(?=\S)")
# One inline entry: its marker, its name, a colon, its text.
_INLINE_ENTRY = re.compile(r"^\S\s?(?P<name>[^:]{1,45}?)\s*:\s+(?P<text>\S.*?)\s*$")
_MIN_INLINE_ENTRIES = 2


def inline_entries(line: int, text: str) -> list[Entry]:
    """The entries a one-line text lists, each after a dash glued to its name (`-Piste :
    ignore … -Embuscade : CC +3 …`) or a bullet (`• Brise-Glace : …`): when the text opens
    with the first, or with a sentence announcing them (`Programmes disponibles : • …`) or
    ending before them (`Règle de l'armée. -Contrat : …`), and
    every part reads as a name and its text (two at least); else none."""
    text = text.strip()
    for marker in (_INLINE_DASH, _INLINE_GLYPH):
        entries = _listed_after(marker, line, text)
        if entries:
            return entries
    return []


def _listed_after(marker: re.Pattern[str], line: int, text: str) -> list[Entry]:
    """The entries of `inline_entries` each opened by `marker`."""
    starts = [match.start() for match in marker.finditer(text)]
    # The sentence before the first entry announces them (`Programmes disponibles :`) or is
    # the rule's own lead (`Règle de l'armée. -Contrat : … -Prime : …`).
    if len(starts) < _MIN_INLINE_ENTRIES or not (starts[0] == 0 or text[: starts[0]].rstrip().endswith((":", "."))):
        return []
    parts = [text[start:end] for start, end in zip(starts, [*starts[1:], len(text)], strict=True)]
    matches = [_INLINE_ENTRY.match(part) for part in parts]
    if not all(match is not None and looks_like_name(match["name"]) for match in matches):
        return []
    return [
        Entry(Lead(match["name"].strip(), match["text"], "dash"), Item(line, 0, match.group()[1:].lstrip()))
        for match in matches
        if match is not None
    ]
