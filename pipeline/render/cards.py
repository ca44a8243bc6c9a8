"""Card decks: what goes on which poker-size card (63×88 mm).

- Weapons share cards titled "Armes", each weapon with its name and a small table of its
  firing modes (bands and short values as columns, as on the sheet).
- Rules: a long rule has a card of its own; the short ones of a section share a card
  titled by the section, each with its name in bold. A rule's sub-entries print on its
  card (or not at all when its text already holds them), and so does the dice table or
  grid named after it. An entry without text still prints its name.
- Tables: every other dice table, reference grid and modifier list of the sheet on a card
  of its own; Infinity's ammunition as entries with every column.

Laying the cards out (type size, continuation) is `deck`'s work.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from typing import Any

import pandas as pd
from markupsafe import Markup

from pipeline.render.context import close_combat_mark, weapon_title
from pipeline.render.entries import Entry, Key, SheetTables, Table, present
from pipeline.render.typography import WORD_JOINER, french_text, print_text, text_width_mm, wrapped_lines

# The card title's type (cards.css, `@top-left`) and the width it wraps in: the card's 63
# mm less the frame's 3 mm on each side and the title's own 1 mm padding.
TITLE_PT = 9
TITLE_WIDTH_MM = 55
# A title wraps onto this many lines at most before its band grows no more (cards.css).
TITLE_LINES = 3
# The cards' body type (cards.css, `.card`), and the width of a table on a card: 63 mm
# less the frame's 3 mm and the card's 1.8 mm padding on each side.
BODY_PT = 7.5
TABLE_WIDTH_MM = 53.4
# A weapon table's cell padding (cards.css, `table.weapons`: 0.5 mm on each side), with a
# little to spare.
CELL_PADDING_MM = 1.2
# A weapon's value longer than this prints under its table rather than in a column.
SHORT_CELL = 12
# The title of the card the weapons share.
WEAPONS = "Armes"
# A rule (with its sub-entries and tables) longer than this has a card of its own.
LONG_ENTRY = 560
# Short rules alone in their sections share a card up to this length in all.
SHARED_CARD = 650
# Shorter column headers where a card is narrower than the sheet.
CARD_LABELS = {"Règles spéciales": "Règles"}


@dataclass
class Profile:
    mode: str | None
    rows: list[tuple[str, str]]


@dataclass
class Card:
    anchor: str
    kind: str  # weapon | rule | group | table | contents
    title: str
    source_lines: list[int] = field(default_factory=list)
    subtitle: str | None = None
    badges: list[str] = field(default_factory=list)
    entries: list[Entry] = field(default_factory=list)
    named: bool = True  # entries print their names (not on a card titled by its one entry)
    keys: list[Key] = field(default_factory=list)
    band: int = 0  # the lines of its next cards' title band, when continued and more than its title's

    @property
    def lines(self) -> str:
        """`l. 16` or `l. 22–23`: where the card's content stands on the raw sheet."""
        numbers = sorted(set(self.source_lines))
        if not numbers:
            return ""
        return f"l. {numbers[0]}" if len(numbers) == 1 else f"l. {numbers[0]}–{numbers[-1]}"

    @property
    def title_lines(self) -> int:
        """The lines its title takes (its band grows, the type stays the same)."""
        return min(wrapped_lines(self.title, TITLE_PT, TITLE_WIDTH_MM, weight=700), TITLE_LINES)

    @property
    def continued_title_lines(self) -> int:
        """The lines its title takes with " (suite)", on a continued card's next cards."""
        return min(wrapped_lines(f"{self.title} (suite)", TITLE_PT, TITLE_WIDTH_MM, weight=700), TITLE_LINES)

    @property
    def page_name(self) -> str:
        """Its pages' name in cards.css: `title-1` for a title band of a line; `title-1-2`
        for a continued card whose next cards' band holds a line more (`band`, set by
        `deck.lay_out`), its first card's band staying as its title."""
        lines = self.title_lines
        return f"title-{lines}-{self.band}" if self.band > lines else f"title-{lines}"

    def all_keys(self) -> list[Key]:
        return self.keys + [key for entry in self.entries for key in entry.all_keys()]


def _needed_mm(label: str, values: list[str]) -> float:
    """The width a column needs for its values unbroken and its header's longest word."""
    widest_word = max((text_width_mm(word, BODY_PT, 700) for word in label.split()), default=0.0)
    widest_value = max((text_width_mm(french_text(value), BODY_PT) for value in values), default=0.0)
    return max(widest_word, widest_value) + CELL_PADDING_MM


def _columns(profiles: list[Profile], bands: set[str]) -> list[str]:
    """The labels printed as columns for weapons of these profiles: the bands first, as on
    the sheet, then the short values, as many as the card's width holds with every value
    on one line, unbroken (the others print under the table)."""
    labels: list[str] = []
    values: dict[str, list[str]] = {}
    for profile in profiles:
        for label, value in profile.rows:
            if label not in values:
                labels.append(label)
                values[label] = []
            values[label].append(value)
    labels.sort(key=lambda label: label not in bands)
    chosen: list[str] = []
    width = 0.0
    for label in labels:
        needed = _needed_mm(label, values[label])
        if all(len(value) <= SHORT_CELL for value in values[label]) and width + needed <= TABLE_WIDTH_MM:
            chosen.append(label)
            width += needed
    return chosen


def _column_needs_mm(table: Table) -> list[float]:
    """The width each column of a table needs for its longest word, header included."""
    labels = [label for label, span in table.header or [] for _ in range(span)]
    width = table.column_count()
    needs = []
    for column in range(width):
        texts = [row[column] for row in table.rows if column < len(row)]
        widest = max((text_width_mm(word, BODY_PT) for text in texts for word in french_text(text).split()), default=0)
        if column < len(labels):
            widest = max([widest, *(text_width_mm(word, BODY_PT, 700) for word in labels[column].split())])
        needs.append(widest + CELL_PADDING_MM)
    return needs


# A cell mostly of digits (`5`, `10-5`, `+3`, `6 (7)`): a grid of such cells is a table of
# records (a unit per row); one of words, lists side by side (a list per column).
_NUMERIC = re.compile(r"^[\d\s()+\-–/,.*]+$")
# Below this share of numeric cells, a grid's columns are lists.
RECORDS_SHARE = 0.2


def card_table(table: Table) -> Table:
    """A grid as a card prints it: as on the sheet, or, when its columns cannot hold their
    longest words side by side on a card, stacked, so no word is cut: a table of records
    (a unit per row, numbers in its cells) each row a block of its cells under their
    columns' labels; lists side by side (words in its cells) each column's label beside
    its items."""
    if not (table.header and table.column_count() > 2 and sum(_column_needs_mm(table)) > TABLE_WIDTH_MM):
        return table
    cells = [cell for row in table.rows for cell in row if cell]
    numeric = sum(bool(_NUMERIC.match(cell)) for cell in cells) / max(len(cells), 1)
    header = table.header or []
    labels = [label for label, _ in header]
    if numeric >= RECORDS_SHARE or len(set(labels)) < len(labels) or not all(labels):
        return replace(table, stacked=True)
    lists, notes, first = [], list(table.notes), 0
    for label, span in header:  # a label over two columns (`HORS SERVICE`): one list, column by column
        items = [row[index] for index in range(first, first + span) for row in table.rows if index < len(row)]
        notes += [item for item in items if _TABLE_NOTE.match(item)]
        kept = [item for item in items if item and not _TABLE_NOTE.match(item)]
        lists += [[label, text] for text in _list_texts(kept)]
        first += span
    return replace(table, header=None, rows=lists, row_labels=[], marks=[], notes=notes)


# A cell that is the table's footnote (`*: Utilisable en ordre coordonné`), not an item.
_TABLE_NOTE = re.compile(r"^\*+\s*:")


def _list_texts(items: list[str]) -> list[Markup]:
    """A column's items as the texts of its rows, `A · B`: one, and one more from each
    sub-heading (`INUTILISABLE EN ORA :`), which opens its row in bold. Run into the list, a
    sub-heading read as one more item, and the items under it as the ones before it; on a
    row of its own (under its column's label again), its items also move to the next card
    whole."""
    texts: list[Markup] = []
    for item in items:
        if item.rstrip().endswith(":"):
            texts.append(Markup("<strong>%s</strong> ") % print_text(item))
            continue
        if not texts:
            texts.append(Markup(""))
        elif not texts[-1].endswith("</strong> "):
            texts[-1] += Markup("\u00a0· ")  # the dot keeps to the item before it: no line starts with it
        texts[-1] += _list_item(item)
    return texts


# The width of a list's items beside its column's label (cards.css, `table.pairs`: the
# label takes 34 % of the table).
LIST_ITEMS_MM = TABLE_WIDTH_MM * 0.66 - CELL_PADDING_MM


def _list_item(item: str) -> Markup:
    """An item of a list, unbroken when it fits on a line with its dot (`Se lever +
    Mouvement ·`, `*Ouvrir/Fermer ·`): broken, it read as two items."""
    if text_width_mm(f"{french_text(item)} ·", BODY_PT) > LIST_ITEMS_MM:
        return print_text(item)
    return print_text(item.replace("/", f"/{WORD_JOINER}"), unbroken=True)


def _weapon_rows(
    profiles: list[Profile], columns: list[str]
) -> tuple[list[list[str]], list[str | None], list[tuple[str, str]]]:
    """(a weapon's modes as rows of `columns`, the mode each row is of, its other values as
    (label, value) lines)."""
    rows = [[dict(profile.rows).get(label, "–") for label in columns] for profile in profiles]
    modes = [profile.mode for profile in profiles]
    details: list[tuple[str, str]] = []
    labels = list(dict.fromkeys(label for profile in profiles for label, _ in profile.rows))
    for label in labels:
        if label in columns:
            continue
        given = [(profile.mode, dict(profile.rows).get(label)) for profile in profiles]
        if len({value for _, value in given}) == 1:
            details.append((label, given[0][1] or "–"))
        else:
            details += [(f"{label} ({mode})" if mode else label, value) for mode, value in given if value]
    return rows, modes, details


def _header(columns: list[str]) -> list[tuple[str, int]] | None:
    return [(label, 1) for label in columns] if columns else None


def weapon_entries(
    tables: dict[str, pd.DataFrame],
    columns: list[tuple[str, str]],
    band_row: Callable[[dict[str, Any]], tuple[str, str]],
    cell_text: Callable[[Any], str],
) -> list[Entry]:
    """One entry per weapon name: its firing modes as a small table with its bands and the
    game's weapon columns (`columns`: header and weapons column, as on the sheet). The rules
    it carries are named there; their text is on their own cards."""
    ranges = tables["weapon_ranges"].sort_values("band_index")
    bands_by_weapon: dict[str, list[dict[str, Any]]] = {}
    for band in ranges.to_dict("records"):  # one conversion: a frame per weapon costs 20 times more
        bands_by_weapon.setdefault(band["weapon_id"], []).append(band)
    # A weapon's remark in a column of remarks (`Notes`), printed with its other values.
    notes = tables["notes"][tables["notes"]["kind"] == "column_note"]
    labelled = zip(notes["label"], notes["text"], strict=True)
    remarks = dict(zip(notes["source_line"], labelled, strict=True))
    profiles: dict[str, list[Profile]] = {}
    entries: dict[str, Entry] = {}
    band_labels: set[str] = set()
    for weapon in tables["weapons"].sort_values("position").to_dict("records"):
        entry = entries.setdefault(
            weapon["name"],
            Entry(name=weapon_title(weapon), source_line=int(weapon["source_line"]), section=WEAPONS, kind="weapon"),
        )
        entry.keys.append(("weapons", weapon["weapon_id"]))
        rows = [("Portée", "Corps-à-corps uniquement")] if weapon["melee_only"] is True else []
        bands = [band_row(band) for band in bands_by_weapon.get(weapon["weapon_id"], [])]
        band_labels.update(label for label, _ in bands)
        rows += bands + [
            (CARD_LABELS.get(label, label), cell_text(weapon[column]))
            for label, column in columns
            if cell_text(weapon[column])
        ]
        if weapon["source_line"] in remarks:
            rows.append(remarks[weapon["source_line"]])
        entry.mark = entry.mark or close_combat_mark(weapon)
        profiles.setdefault(weapon["name"], []).append(
            Profile(weapon["mode"] if present(weapon["mode"]) else None, rows)
        )
    every = [profile for weapon in profiles.values() for profile in weapon]
    if every and len(_columns(every, band_labels)) >= len(band_labels):
        # One table for the sheet's weapons, as on the sheet: its header once on each card,
        # a weapon's name over its rows (each mode's name over its row), kept together.
        columns = _columns(every, band_labels)
        for name, entry in entries.items():
            rows, modes, entry.details = _weapon_rows(profiles[name], columns)
            entry.tables = [Table(None, None, rows, row_labels=modes)]
        return [
            Entry(
                name="",
                section=WEAPONS,
                tables=[Table(None, _header(columns), [], blocks=list(entries.values()), kind="weapons")],
                source_line=min(entry.source_line for entry in entries.values()),
            )
        ]
    for name, entry in entries.items():  # bands of many kinds: a table each
        columns = _columns(profiles[name], band_labels)
        rows, modes, entry.details = _weapon_rows(profiles[name], columns)
        entry.tables = [Table(None, _header(columns), rows, row_labels=modes, kind="weapons")] if columns else []
    return list(entries.values())


def rule_cards(units: Iterable[Entry]) -> list[Card]:
    """Long entries on a card each; the short ones of a section on one card titled by it
    (or opened by the section's own entry and titled by its name); short entries alone in
    their sections, one after the other, on one card titled by their names (`_shared`)."""
    units = list(units)
    sections = Counter(entry.section for entry in units if entry.section)
    cards: list[Card] = []
    groups: dict[str, Card] = {}
    opened_by: dict[int, Entry] = {}  # id() of a section's card -> the section's own entry
    for entry in units:
        section = entry.section or ""
        if sections[section] > 1 and section not in groups and entry.named_by(section):
            # The section's own entry (`SPECIAL AMMO`, `MUNITIONS SPÉCIALES`, under `SPECIAL AMMO
            # (MUNITIONS SPÉCIALES)`): its text opens the section's card, titled by its name.
            groups[section] = replace(_single(entry), kind="group", named=True)
            opened_by[id(groups[section])] = entry
            cards.append(groups[section])
            continue
        if entry.length() > LONG_ENTRY or not section:
            cards.append(_single(entry))
            continue
        if section not in groups:
            groups[section] = Card(anchor="", kind="group", title=section)
            cards.append(groups[section])
        groups[section].entries.append(entry)
        groups[section].source_lines.append(entry.source_line)
    merged: list[Card] = []
    for card in cards:
        if card.kind == "group" and len(card.entries) == 1:  # a section with one short entry
            # (or with its own entry only, the others long: `PROBES`, then each probe's card)
            entry = opened_by.get(id(card), card.entries[0])
            if merged and (shared := _shared(merged[-1], entry)) is not None:
                merged[-1] = shared
            else:
                merged.append(_single(entry))
        else:
            merged.append(card)
    return merged


def _shared(card: Card, entry: Entry) -> Card | None:
    """`card` (a short entry's own card, or such entries' shared card) with `entry` too,
    titled by their names, if they fit on one card and their names in the title band;
    else None."""
    if card.kind == "rule":
        if card.entries[0].length() > LONG_ENTRY or len(card.source_lines) != 1:
            return None
        first = replace(card.entries[0], name=card.title, badges=card.badges)
        card = Card(anchor="", kind="shared", title=card.title, entries=[first], source_lines=card.source_lines)
    if card.kind != "shared" or sum(entry.length() for entry in card.entries) + entry.length() > SHARED_CARD:
        return None
    title = f"{card.title} · {entry.name}"
    if wrapped_lines(f"{title} (suite)", TITLE_PT, TITLE_WIDTH_MM, weight=700) > 2:
        return None
    return replace(
        card, title=title, entries=[*card.entries, entry], source_lines=[*card.source_lines, entry.source_line]
    )


def _single(entry: Entry) -> Card:
    lines = [entry.source_line] + [sub.source_line for sub in entry.subentries]
    return Card(
        anchor="",
        kind="rule",
        title=entry.name,
        subtitle=entry.subtitle,
        badges=list(entry.badges),
        entries=[replace(entry, name="", badges=[])],
        named=False,
        source_lines=[line for line in lines if line],
    )


def table_cards(material: SheetTables, skip: set[int]) -> list[Card]:
    """A card for each dice table, grid and modifier list no rule shows."""
    cards = []
    for name, table in (*material.roll_tables.items(), *material.grids.items(), *material.modifiers.items()):
        if id(table) in skip:
            continue
        entry = Entry(name="", tables=[replace(table, caption=None)], kind="table")
        title = table.caption or name
        cards.append(
            Card(
                anchor="", kind="table", title=title, entries=[entry], named=False, source_lines=[material.lines[name]]
            )
        )
    return cards


def pages_per_card(document: Any, anchors: list[str]) -> dict[str, list[Any]]:
    """The rendered pages of each card, found by the anchor its section carries."""
    wanted = set(anchors)
    pages: dict[str, list[Any]] = {anchor: [] for anchor in anchors}
    current = None
    for page in document.pages:
        starting = [anchor for anchor in page.anchors if anchor in wanted and not pages[anchor]]
        if starting:
            current = starting[0]
        if current is not None:
            pages[current].append(page)
    return pages
