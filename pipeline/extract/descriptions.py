"""The description of an entry of a spreadsheet's list (`Nom<TAB>texte`), as the blocks it
prints, and the entries named inside it:

- a cell on several lines (a quoted cell's line breaks): its paragraphs and bullets;
- the rows right under the entry that leave the name cell empty (`<TAB>- Carbonite : …`,
  as a spreadsheet user writes a list under a skill): more lines of the same description;
- the entries it names: its bullets (`- Carbonite : la cible…`), the list under a label
  (`Effets :`), bullets nested under others. A paragraph's lead names none: a description
  opening `VOL : la figurine…` gives the roll's attribute, no entry;
- a one-line cell listing entries, each opened by a dash glued to its name, as Infinity's
  core sheet lists its hacking programs (`-Pirater un tag : … -Posséder un tag : …`).
"""

from __future__ import annotations

import re

from pipeline.extract.bullets import bullet_item
from pipeline.extract.entries import Entry, find_entries, sub_entries
from pipeline.extract.leads import Lead, looks_like_name
from pipeline.model.document import Item, Paragraph, TableRow

# The column of a list's text, right of the name.
TEXT_COLUMN = 1


def goes_on_above(row: TableRow) -> bool:
    """A row whose name cell is empty and whose only text is in the text column: a line of
    the description of the entry above it."""
    return (
        len(row.cells) > TEXT_COLUMN
        and not row.cells[0].strip()
        and bool(row.cells[TEXT_COLUMN].strip())
        and not any(cell.strip() for cell in row.cells[TEXT_COLUMN + 1 :])
    )


def with_rows_going_on(rows: list[TableRow]) -> list[tuple[TableRow, list[TableRow]]]:
    """Each entry row of a list with the rows under it that go on with its description
    (see `goes_on_above`); a first row never goes on with anything."""
    grouped: list[tuple[TableRow, list[TableRow]]] = []
    for row in rows:
        if grouped and goes_on_above(row):
            grouped[-1][1].append(row)
        else:
            grouped.append((row, []))
    return grouped


def description_lines(row: TableRow, more: list[TableRow]) -> list[tuple[int, str]]:
    """(line, text) of each line of the description in `row`'s text cell and the rows
    `more` going on under it."""
    lines = row.numbered_cell_lines(TEXT_COLUMN)
    for below in more:
        lines += below.numbered_cell_lines(TEXT_COLUMN)
    return [(number, text) for number, text in lines if text.strip()]


def _wraps_onto(block: Paragraph | Item, text: str) -> bool:
    """Whether `text`, a line of no bullet, goes on with the sentence of `block` above it:
    that line leaves its sentence open and this one opens in lower case."""
    return not block.text.rstrip().endswith((".", "!", "?", ":", ";")) and text[:1].islower()


def description_blocks(lines: list[tuple[int, str]]) -> list[Paragraph | Item]:
    """The description's lines as what they print: bullets (any marker) and paragraphs, a
    line that goes on with the sentence above it joined to it (see `_wraps_onto`)."""
    blocks: list[Paragraph | Item] = []
    for number, text in lines:
        bullet = bullet_item(number, text)
        if bullet is None and blocks and _wraps_onto(blocks[-1], text):
            blocks[-1].text = f"{blocks[-1].text.rstrip()} {text.strip()}"
            blocks[-1].more_lines.append(number)
            continue
        blocks.append(bullet or Paragraph(number, text))
    return blocks


def description_entries(blocks: list[Paragraph | Item]) -> list[Entry]:
    """The entries a description names (see the module): bullets opening with a name, the
    named bullets of a label's list or nested under another bullet; a paragraph's lead is
    no entry of its own, the bullets under it may be."""
    entries, loose = find_entries(list(blocks), clause_items=True)
    found: list[Entry] = []
    for entry in entries:
        if isinstance(entry.opener, Item):
            found.append(entry)
        else:
            found.extend(sub_entries([entry.opener, *entry.body]))
    return found + sub_entries(loose)


# A dash opening an inline entry: at the start of the text, or after a space (`-Posséder`,
# `- Pirater…`), before a letter (`-3` is a number, `VOL-PB` a word).
_INLINE_DASH = re.compile(r"(?:^|(?<=\s))-\s?(?=[^\W\d_])")
# One inline entry: its name, a colon, its text.
_INLINE_ENTRY = re.compile(r"^-\s?(?P<name>[^:]{1,45}?)\s*:\s+(?P<text>\S.*?)\s*$")
_MIN_INLINE_ENTRIES = 2


def inline_entries(line: int, text: str) -> list[Entry]:
    """The entries a one-line text lists, each after a dash glued to its name (`-Piste :
    ignore … -Embuscade : CC +3 …`): only when the text opens with one and every part reads
    as a name and its text (two at least); else none."""
    text = text.strip()
    starts = [match.start() for match in _INLINE_DASH.finditer(text)]
    if len(starts) < _MIN_INLINE_ENTRIES or starts[0] != 0:
        return []
    parts = [text[start:end] for start, end in zip(starts, [*starts[1:], len(text)], strict=True)]
    matches = [_INLINE_ENTRY.match(part) for part in parts]
    if not all(match is not None and looks_like_name(match["name"]) for match in matches):
        return []
    return [
        Entry(Lead(match["name"].strip(), match["text"], "dash"), Item(line, 0, match.group().lstrip("- ")))
        for match in matches
        if match is not None
    ]
