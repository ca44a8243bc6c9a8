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
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from typing import Any

import pandas as pd
from markupsafe import Markup

from pipeline.render.context import notes_by_table, weapon_title

# Font steps of cards.css (size-0 … size-2); the last is the floor.
SIZE_STEPS = 3
# Rough characters that fit at each step, to start close to the right size: a card starts
# at the first step whose capacity its length does not pass, and is tried a size up or
# down from there. Over the 1049 cards of the real and fixture sheets, laid out at every
# size, these cost the fewest layouts after the first (99, where (750, 900) cost 128).
_CAPACITY = (700, 825)
# A weapon's value longer than this prints under its table rather than in a column.
SHORT_CELL = 12
# Columns a weapon's table may have on a card (the mode counts as one).
MAX_COLUMNS = 5
# The title of the card the weapons share.
WEAPONS = "Armes"
# A rule (with its sub-entries and tables) longer than this has a card of its own.
LONG_ENTRY = 560
# An entry up to this length is never split between two cards.
KEEP_WHOLE = 350
# What a table row weighs against text, in characters.
ROW_WEIGHT = 45
# A name and value list whose values are all this short prints them unbroken, in a column
# just as wide: the names take the rest of the card rather than a third of it.
SHORT_VALUE = 20
# A table with more columns than this prints in smaller type and tighter cells, so its
# headers fit the card's width ("Véhicule Type Ag Acc Fo Ré Init Co Spécial").
WIDE_TABLE = 6
# Shorter column headers where a card is narrower than the sheet.
CARD_LABELS = {"Règles spéciales": "Règles"}

Key = tuple[str, str]  # (table, key of the row): what errata and selections point at


@dataclass
class Table:
    caption: str | None
    header: list[tuple[str, int]] | None  # (label, colspan)
    rows: list[list[str]]
    keys: list[Key] = field(default_factory=list)
    narrow_first: bool = False  # a roll column: kept narrow
    # Named groups of rows under the one header (the weapons of a sheet), each kept whole.
    blocks: list[Entry] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # the sheet's notes under the table

    def column_count(self) -> int:
        if self.header:
            return sum(span for _, span in self.header)
        return max((len(row) for row in self.rows), default=0)

    def is_wide(self) -> bool:
        return self.column_count() > WIDE_TABLE

    def has_short_values(self) -> bool:
        """A name and value list (no header) whose values all fit a narrow column unbroken."""
        return (
            self.header is None
            and bool(self.rows)
            and all(len(row) == 2 and len(row[1]) <= SHORT_VALUE for row in self.rows)
        )

    def weight(self) -> int:
        own = ROW_WEIGHT * (len(self.rows) + 1) + sum(len(cell) for row in self.rows for cell in row) // 2
        own += sum(ROW_WEIGHT + len(note) // 2 for note in self.notes)
        return own + sum(block.length() for block in self.blocks)


@dataclass
class Entry:
    """A named item on a card: a rule, a sub-entry, an ammunition, a table."""

    name: str
    html: Markup | None = None
    after: Markup | None = None  # text that follows the entry's tables on the sheet
    tables: list[Table] = field(default_factory=list)
    details: list[tuple[str, str]] = field(default_factory=list)
    badges: list[str] = field(default_factory=list)
    subentries: list[Entry] = field(default_factory=list)
    keys: list[Key] = field(default_factory=list)
    source_line: int = 0
    section: str | None = None
    subtitle: str | None = None

    def keep(self) -> bool:
        """Short enough to be kept whole on one card rather than split between two."""
        return self.length() <= KEEP_WHOLE

    def length(self) -> int:
        text = sum(len(Markup(part).striptags()) for part in (self.html, self.after) if part)
        return (
            len(self.name)
            + text
            + sum(len(label) + len(value) + 4 for label, value in self.details)
            + sum(table.weight() for table in self.tables)
            + sum(entry.length() for entry in self.subentries)
        )

    def all_keys(self) -> list[Key]:
        return (
            self.keys
            + [key for table in self.tables for key in table.keys]
            + [key for table in self.tables for block in table.blocks for key in block.all_keys()]
            + [key for entry in self.subentries for key in entry.all_keys()]
        )


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
    size: int = 0

    @property
    def lines(self) -> str:
        """`l. 16` or `l. 22–23`: where the card's content stands on the raw sheet."""
        numbers = sorted(set(self.source_lines))
        if not numbers:
            return ""
        return f"l. {numbers[0]}" if len(numbers) == 1 else f"l. {numbers[0]}–{numbers[-1]}"

    @property
    def title_size(self) -> str:
        """l, m or s: the type size that keeps the title, and " (suite)", on one or two lines."""
        length = len(self.title) + len(" (suite)")
        return "l" if length <= 30 else "m" if length <= 40 else "s"

    def all_keys(self) -> list[Key]:
        return self.keys + [key for entry in self.entries for key in entry.all_keys()]

    def text_length(self) -> int:
        return sum(entry.length() + 20 for entry in self.entries)


def present(value: Any) -> bool:
    return value is not None and value is not pd.NA and not (isinstance(value, float) and pd.isna(value))


def _folded(text: str) -> str:
    return " ".join(text.split()).casefold()


def _plain_words(text: str | None) -> str:
    return " ".join(re.sub(r"[*_•\-]", " ", text or "").split()).casefold()


# The paragraph that announces a table ("… en lançant un D10 :"): the table prints after it.
_LEAD_IN = re.compile(r":\s*</p>\n?")


_LEAD_IN_PARAGRAPH = re.compile(r"<p>((?:(?!</?p>).)*:\s*</p>)", re.S)


def _mark_lead_ins(html: Markup | None) -> Markup | None:
    """`<p class="lead-in">` on each paragraph that ends with a colon: it stays with what follows."""
    return Markup(_LEAD_IN_PARAGRAPH.sub(r'<p class="lead-in">\1', str(html))) if html else html


def _split_at_lead_in(html: Markup) -> tuple[Markup, Markup | None]:
    match = _LEAD_IN.search(html)
    if not match or not html[match.end() :].strip():
        return html, None
    return Markup(html[: match.end()]), Markup(html[match.end() :])


@dataclass
class SheetTables:
    """A sheet's tables as card material: each dice table and grid as a `Table`, by name."""

    roll_tables: dict[str, Table]
    grids: dict[str, Table]
    modifiers: dict[str, Table]
    lines: dict[str, int]  # table name -> first line on the sheet

    def named_after(self, name: str) -> list[Table]:
        """The dice tables and grids named after a rule (`Dépenser un ordre (2)` included)."""
        wanted = _folded(name)
        return [
            table
            for table_name, table in (*self.roll_tables.items(), *self.grids.items())
            if _folded(re.sub(r"\s*\(\d+\)$", "", table_name)) == wanted
        ]


def _roll(row: dict[str, Any]) -> str:
    return str(row["roll_from"]) if row["roll_from"] == row["roll_to"] else f"{row['roll_from']}–{row['roll_to']}"


def sheet_tables(tables: dict[str, pd.DataFrame], cell_text: Callable[[Any], str]) -> SheetTables:
    notes, _ = notes_by_table(tables)
    rolls: dict[str, Table] = {}
    lines: dict[str, int] = {}
    for (name, dice), rows in (
        tables["roll_tables"].sort_values(["source_line", "roll_from"]).groupby(["table_name", "dice"], sort=False)
    ):
        records = rows.to_dict("records")
        rolls[name] = Table(
            caption=name,
            header=[(dice, 1), ("Résultat", 1)],
            rows=[[_roll(row), row["result"]] for row in records],
            keys=[("roll_tables", f"{name}|{row['roll_from']}") for row in records],
            narrow_first=True,
            notes=notes.get(("roll", name), []),
        )
        lines[name] = int(rows["source_line"].min())
    grids: dict[str, Table] = {}
    cells = tables["reference_tables"].sort_values(["source_line", "row_index", "column_index"])
    for name, grid in cells.groupby("table_name", sort=False):
        width = int(grid["column_index"].max())
        labels = grid.drop_duplicates("column_index").set_index("column_index")["column_label"]
        header: list[tuple[str, int]] = []  # a label printed once spans the empty cells after it
        for index in range(1, width + 1):
            label = cell_text(labels.get(index))
            if header and label and header[-1][0] == label:
                header[-1] = (label, header[-1][1] + 1)
            else:
                header.append((label, 1))
        rows = []
        for _, row_cells in grid.groupby("row_index", sort=True):
            values = dict(zip(row_cells["column_index"], row_cells["value"], strict=True))
            rows.append([str(values.get(index, "")) for index in range(1, width + 1)])
        labelled = header if any(label for label, _ in header) else None
        grids[name] = Table(name, labelled, rows, notes=notes.get(("grid", name), []))
        lines[name] = int(grid["source_line"].min())
    modifiers: dict[str, Table] = {}
    for section, rows in tables["modifiers"].sort_values("position").groupby("section", sort=False):
        records = rows.to_dict("records")
        modifiers[section] = Table(
            caption=section,
            header=None,
            rows=[[row["name"], row["value"]] for row in records],
            keys=[("modifiers", f"{section}|{row['name']}") for row in records],
            notes=notes.get(("modifiers", section), []),
        )
        lines[section] = int(rows["source_line"].min())
    return SheetTables(rolls, grids, modifiers, lines)


def _columns(profiles: list[Profile], bands: set[str]) -> tuple[bool, list[str]]:
    """(a mode column, the labels printed as columns) for weapons of these profiles: the
    bands first, as on the sheet, then as many short values as the card's width allows."""
    labels: list[str] = []
    values: dict[str, list[str]] = {}
    for profile in profiles:
        for label, value in profile.rows:
            if label not in values:
                labels.append(label)
                values[label] = []
            values[label].append(value)
    labels.sort(key=lambda label: label not in bands)
    modes = any(profile.mode is not None for profile in profiles)
    short: list[str] = []
    for label in labels:
        if all(len(value) <= SHORT_CELL for value in values[label]) and len(short) + modes < MAX_COLUMNS:
            short.append(label)
    return modes, short


def _weapon_rows(
    profiles: list[Profile], modes: bool, columns: list[str]
) -> tuple[list[list[str]], list[tuple[str, str]]]:
    """A weapon's modes as rows of `columns`; its other values as (label, value) lines."""
    rows = [
        ([profile.mode or ""] if modes else []) + [dict(profile.rows).get(label, "–") for label in columns]
        for profile in profiles
    ]
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
    return rows, details


def _header(modes: bool, columns: list[str]) -> list[tuple[str, int]] | None:
    return ([("Mode", 1)] if modes else []) + [(label, 1) for label in columns] if columns else None


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
            weapon["name"], Entry(name=weapon_title(weapon), source_line=int(weapon["source_line"]), section=WEAPONS)
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
        if weapon.get("close_combat") is True and "CC" not in entry.badges:
            entry.badges.append("CC")
        profiles.setdefault(weapon["name"], []).append(
            Profile(weapon["mode"] if present(weapon["mode"]) else None, rows)
        )
    every = [profile for weapon in profiles.values() for profile in weapon]
    if every and len(_columns(every, band_labels)[1]) >= len(band_labels):
        # One table for the sheet's weapons, as on the sheet: its header once on each card,
        # a weapon's name over its rows, kept together.
        modes, columns = _columns(every, band_labels)
        for name, entry in entries.items():
            rows, entry.details = _weapon_rows(profiles[name], modes, columns)
            entry.tables = [Table(None, None, rows)]
        return [
            Entry(
                name="",
                section=WEAPONS,
                tables=[Table(None, _header(modes, columns), [], blocks=list(entries.values()))],
                source_line=min(entry.source_line for entry in entries.values()),
            )
        ]
    for name, entry in entries.items():  # bands of many kinds: a table each
        modes, columns = _columns(profiles[name], band_labels)
        rows, entry.details = _weapon_rows(profiles[name], modes, columns)
        entry.tables = [Table(None, _header(modes, columns), rows)] if columns else []
    return list(entries.values())


def _rule_entry(rule: dict[str, Any], render_markdown: Callable[[str], Markup]) -> Entry:
    # `Elite` takes a parameter the sheet wrote `Elite (XX)`: the card says so.
    name = f"{rule['name']} (X)" if rule["takes_param"] is True and "(" not in rule["name"] else rule["name"]
    return Entry(
        name=name,
        html=render_markdown(rule["text"]) if present(rule["text"]) else None,
        badges=[rule["scope"]] if present(rule["scope"]) else [],
        keys=[("rules", rule["rule_id"])],
        source_line=int(rule["source_line"]),
        section=rule["section"] if present(rule["section"]) else None,
        # The other name and the section, unless the section is the rule's own name.
        subtitle=" · ".join(
            part
            for part in (rule["name_alt"], rule["section"])
            if present(part) and _folded(rule["name"]) not in _folded(part)
        )
        or None,
    )


@dataclass
class RuleUnits:
    """A sheet's rules as card entries: each top-level rule with its sub-entries and tables."""

    entries: list[Entry]
    used_tables: set[int]  # id() of the tables a rule shows


def rule_entries(
    tables: dict[str, pd.DataFrame],
    material: SheetTables,
    render_markdown: Callable[[str], Markup],
) -> RuleUnits:
    """Every rule as an entry; sub-entries go inside their parent's
    entry unless its text already holds them; Infinity's ammunition carries its columns."""
    rules = tables["rules"].sort_values("source_line")
    records = {row["rule_id"]: row for row in rules.to_dict("records")}
    ammunition = {row["rule_id"]: row for row in tables["ammunition"].to_dict("records")}
    entries: dict[str, Entry] = {}
    used: set[int] = set()
    for rule_id, rule in records.items():
        entry = _rule_entry(rule, render_markdown)
        if rule_id in ammunition:
            row = ammunition[rule_id]
            entry.html = render_markdown(row["effect"])
            entry.details = [
                (label, row[column]) for label, column in (("Jet", "roll"), ("Critique", "critical_effect"))
            ]
            entry.details = [(label, value) for label, value in entry.details if present(value)]
        for table in material.named_after(rule["name"]):
            used.add(id(table))
            # Under the rule it is named after, the table needs no caption of its own (a
            # second table of the rule, `… (2)`, keeps it).
            same = table.caption is not None and _folded(table.caption) == _folded(rule["name"])
            entry.tables.append(replace(table, caption=None) if same else table)
        if entry.tables and entry.html is not None:
            entry.html, entry.after = _split_at_lead_in(entry.html)
        entry.html, entry.after = _mark_lead_ins(entry.html), _mark_lead_ins(entry.after)
        parent_id = rule["parent_rule_id"]
        parent = records.get(parent_id) if present(parent_id) else None
        if parent is not None and parent_id in entries:
            # A sub-entry whose words the parent's text already holds prints once, there.
            if _plain_words(rule["text_plain"]) not in _plain_words(parent["text_plain"]) or entry.tables:
                entries[parent_id].subentries.append(entry)
            else:
                entries[parent_id].keys.append(("rules", rule_id))
            continue
        entries[rule_id] = entry
    return RuleUnits(list(entries.values()), used)


def rule_cards(units: Iterable[Entry]) -> list[Card]:
    """Long entries on a card each; the short ones of a section on one card titled by it."""
    cards: list[Card] = []
    groups: dict[str, Card] = {}
    for entry in units:
        section = entry.section or ""
        if entry.length() > LONG_ENTRY or not section:
            cards.append(_single(entry))
            continue
        if section not in groups:
            groups[section] = Card(anchor="", kind="group", title=section)
            cards.append(groups[section])
        groups[section].entries.append(entry)
        groups[section].source_lines.append(entry.source_line)
    # A section with one short entry: that entry's own card.
    return [_single(card.entries[0]) if card.kind == "group" and len(card.entries) == 1 else card for card in cards]


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
        entry = Entry(name="", tables=[replace(table, caption=None)])
        cards.append(
            Card(anchor="", kind="table", title=name, entries=[entry], named=False, source_lines=[material.lines[name]])
        )
    return cards


def initial_size(card: Card) -> int:
    length = card.text_length()
    return next((step for step, capacity in enumerate(_CAPACITY) if length <= capacity), SIZE_STEPS - 1)


def pages_per_card(document: Any, cards: list[Card]) -> dict[str, list[Any]]:
    """The rendered pages of each card, found by the anchor its section carries."""
    anchors = {card.anchor for card in cards}
    pages: dict[str, list[Any]] = {card.anchor: [] for card in cards}
    current = None
    for page in document.pages:
        starting = [anchor for anchor in page.anchors if anchor in anchors and not pages[anchor]]
        if starting:
            current = starting[0]
        if current is not None:
            pages[current].append(page)
    return pages
