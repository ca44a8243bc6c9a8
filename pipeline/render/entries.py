"""A sheet's rules and tables as the printed products show them, the same on the reference
sheet and on the cards: each top-level rule with its other-language name, abbreviation or
tag, its sub-entries (printed under it once, or not at all when its text already holds
them) and the dice tables and grids named after it (after the paragraph announcing them);
every other dice table, grid and modifier list on its own."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from typing import Any

import pandas as pd
from markupsafe import Markup

from pipeline.render.context import notes_by_table

Key = tuple[str, str]  # (table, key of the row): what errata and selections point at

# What a table row weighs against text, in characters.
ROW_WEIGHT = 45
# A name and value list whose values are all this short prints them unbroken, in a column
# just as wide: the names take the rest of the card rather than a third of it.
SHORT_VALUE = 20
# A table with more columns than this prints in tighter cells, so its headers fit the
# card's width ("Véhicule Type Ag Acc Fo Ré Init Co Spécial").
WIDE_TABLE = 6
# A dice table or grid of up to this many rows prints whole, never split between pages.
KEEP_ROWS = 12
# An entry up to this length is never split between two pages or cards.
KEEP_WHOLE = 350


def present(value: Any) -> bool:
    return value is not None and value is not pd.NA and not (isinstance(value, float) and pd.isna(value))


def folded(text: str) -> str:
    return " ".join(text.split()).casefold()


def _plain_words(text: str | None) -> str:
    return " ".join(re.sub(r"[*_•\-]", " ", text or "").split()).casefold()


def _printed_length(cell: str) -> int:
    """The characters a cell prints: a cell of Markup (items laid out in it) without its tags."""
    return len(cell.striptags()) if isinstance(cell, Markup) else len(cell)


@dataclass
class Table:
    caption: str | None
    header: list[tuple[str, int]] | None  # (label, colspan)
    rows: list[list[str]]
    keys: list[Key] = field(default_factory=list)
    marks: list[str | None] = field(default_factory=list)  # each row's latest erratum, on the sheet
    row_labels: list[str | None] = field(default_factory=list)  # printed over each row (a weapon's mode)
    narrow_first: bool = False  # a roll column: kept narrow
    # Named groups of rows under the one header (the weapons of a sheet), each kept whole.
    blocks: list[Entry] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # the sheet's notes under the table
    kind: str = ""  # weapons: a weapon's or the weapons' table
    stacked: bool = False  # each row printed as a block of its cells under their labels

    def column_count(self) -> int:
        if self.header:
            return sum(span for _, span in self.header)
        return max((len(row) for row in self.rows), default=0)

    def is_wide(self) -> bool:
        return self.column_count() > WIDE_TABLE

    def keep(self) -> bool:
        """Short enough to print whole: a dice table or grid is read at a glance."""
        return not self.blocks and len(self.rows) <= KEEP_ROWS

    def has_short_values(self) -> bool:
        """A name and value list (no header) whose values all fit a narrow column unbroken."""
        return (
            self.header is None
            and bool(self.rows)
            and all(len(row) == 2 and len(row[1]) <= SHORT_VALUE for row in self.rows)
        )

    def mark(self, index: int) -> str | None:
        return self.marks[index] if index < len(self.marks) else None

    def labels(self) -> list[str]:
        """Each column's label (a label spanning columns, for each of them)."""
        return [label for label, span in self.header or [] for _ in range(span)]

    def row_label(self, index: int) -> str | None:
        return self.row_labels[index] if index < len(self.row_labels) else None

    def weight(self) -> int:
        own = ROW_WEIGHT * (len(self.rows) + 1) + sum(_printed_length(cell) for row in self.rows for cell in row) // 2
        own += sum(ROW_WEIGHT + len(note) // 2 for note in self.notes)
        return own + sum(block.length() for block in self.blocks)


@dataclass
class Entry:
    """A named item: a rule, a sub-entry, an ammunition, a weapon, a table."""

    name: str
    alt: str | None = None  # the other-language name, abbreviation or tag the sheet prints
    html: Markup | None = None
    after: Markup | None = None  # text that follows the entry's tables on the sheet
    tables: list[Table] = field(default_factory=list)
    details: list[tuple[str, str]] = field(default_factory=list)
    badges: list[str] = field(default_factory=list)
    mark: str = ""  # the sheet's mark after the name (`*`: a weapon usable in close combat)
    subentries: list[Entry] = field(default_factory=list)
    keys: list[Key] = field(default_factory=list)
    source_line: int = 0
    section: str | None = None
    subtitle: str | None = None
    kind: str = "rule"  # rule | ammunition | weapon | table
    errata: str | None = None  # the date of the latest erratum to the entry itself
    # The site's anchors of the rules it prints (`rule-<rule_key>`); none in print.
    anchors: list[str] = field(default_factory=list)

    def keep(self) -> bool:
        """Short enough to be kept whole on one page or card rather than split between two."""
        return self.length() <= KEEP_WHOLE

    def length(self) -> int:
        text = sum(len(Markup(part).striptags()) for part in (self.html, self.after) if part)
        return (
            len(self.name)
            + len(self.alt or "")
            + text
            + sum(len(label) + len(value) + 4 for label, value in self.details)
            + sum(table.weight() for table in self.tables)
            + sum(entry.length() for entry in self.subentries)
        )

    def named_by(self, heading: str) -> bool:
        """Whether a heading above it already says its name (and its other name)."""
        return folded(heading) in {folded(self.name), folded(f"{self.name} ({self.alt})")}

    def all_keys(self) -> list[Key]:
        return (
            self.keys
            + [key for table in self.tables for key in table.keys]
            + [key for table in self.tables for block in table.blocks for key in block.all_keys()]
            + [key for entry in self.subentries for key in entry.all_keys()]
        )


# The paragraph that announces a table ("… en lançant un D10 :"): the table prints after it.
_LEAD_IN = re.compile(r":\s*</p>\n?")
_LEAD_IN_PARAGRAPH = re.compile(r"<p>((?:(?!</?p>).)*:\s*</p>)", re.S)


def _mark_lead_ins(html: Markup | None, followed: bool) -> Markup | None:
    """`<p class="lead-in">` on each paragraph that ends with a colon and has something
    after it (in `html`, or, when `followed`, the entry's tables): it stays with it. A
    colon that ends the entry announces nothing printed there."""
    if not html:
        return html
    text = str(html)

    def marked(match: re.Match[str]) -> str:
        last = not text[match.end() :].strip()
        return f'<p class="lead-in">{match.group(1)}' if followed or not last else match.group(0)

    return Markup(_LEAD_IN_PARAGRAPH.sub(marked, text))


def _split_at_lead_in(html: Markup) -> tuple[Markup, Markup | None]:
    match = _LEAD_IN.search(html)
    if not match or not html[match.end() :].strip():
        return html, None
    return Markup(html[: match.end()]), Markup(html[match.end() :])


@dataclass
class SheetTables:
    """A sheet's tables as printed: each dice table, grid and modifier list as a `Table`, by name."""

    roll_tables: dict[str, Table]
    grids: dict[str, Table]
    modifiers: dict[str, Table]
    lines: dict[str, int]  # table name -> first line on the sheet

    def named_after(self, name: str) -> list[Table]:
        """The dice tables and grids named after a rule (`Dépenser un ordre (2)` included)."""
        wanted = folded(name)
        return [
            table
            for table_name, table in (*self.roll_tables.items(), *self.grids.items())
            if folded(re.sub(r"\s*\(\d+\)$", "", table_name)) == wanted
        ]


def roll_range(roll_from: Any, roll_to: Any) -> str:
    return str(roll_from) if roll_from == roll_to else f"{roll_from}–{roll_to}"


def _grid_header(labels: list[str]) -> list[tuple[str, int]] | None:
    """A grid's column labels as (label, colspan): a label printed once spans the empty
    cells after it; None for a grid without labels."""
    header: list[tuple[str, int]] = []
    for label in labels:
        if header and label and header[-1][0] == label:
            header[-1] = (label, header[-1][1] + 1)
        else:
            header.append((label, 1))
    return header if any(label for label, _ in header) else None


# The number the data gives a second table of the same name (`Dépenser un ordre (2)`).
_SECOND_OF_NAME = re.compile(r"\s*\(\d+\)$")


def _printed_names(names: Iterable[str]) -> dict[str, str]:
    """Each table's name as printed: a second table of a name prints under that name too."""
    every = set(names)
    return {name: base if (base := _SECOND_OF_NAME.sub("", name)) in every else name for name in every}


# A column label that says "beyond the one before" (`Distance 20 cm 80 cm 120 cm >`).
_OPEN_BAND = re.compile(r"^[<>≤≥]$")


def _modifier_name(row: dict[str, Any], previous: dict[str, Any] | None) -> str:
    """A modifier's name as printed: one whose condition is an open band (`>`) says which
    band it opens on, the condition of the modifier before it on its line (`… (> 120 cm)`)."""
    condition = row.get("condition")
    if (
        present(condition)
        and _OPEN_BAND.match(condition)
        and previous is not None
        and previous["source_line"] == row["source_line"]
        and present(previous.get("condition"))
    ):
        return row["name"].replace(f"({condition})", f"({condition}\u00a0{previous['condition']})")
    return row["name"]


def sheet_tables(
    tables: dict[str, pd.DataFrame], cell_text: Callable[[Any], str], marks: dict[Key, str] | None = None
) -> SheetTables:
    """The sheet's dice tables, grids and modifier lists, each with the notes printed under
    it and each row's latest erratum (`marks`, from `errata_marks`)."""
    marks = marks or {}
    notes, _ = notes_by_table(tables)
    printed = _printed_names([*tables["roll_tables"]["table_name"], *tables["reference_tables"]["table_name"]])
    rolls: dict[str, Table] = {}
    lines: dict[str, int] = {}
    for (name, dice), rows in (
        tables["roll_tables"].sort_values(["source_line", "roll_from"]).groupby(["table_name", "dice"], sort=False)
    ):
        records = rows.to_dict("records")
        keys = [("roll_tables", f"{name}|{row['roll_from']}") for row in records]
        rolls[name] = Table(
            caption=printed[name],
            header=[(dice, 1), ("Résultat", 1)],
            rows=[[roll_range(row["roll_from"], row["roll_to"]), row["result"]] for row in records],
            keys=keys,
            marks=[marks.get(key) for key in keys],
            narrow_first=True,
            notes=notes.get(("roll", name), []),
        )
        lines[name] = int(rows["source_line"].min())
    grids: dict[str, Table] = {}
    cells = tables["reference_tables"].sort_values(["source_line", "row_index", "column_index"])
    for name, grid in cells.groupby("table_name", sort=False):
        width = int(grid["column_index"].max())
        labels = grid.drop_duplicates("column_index").set_index("column_index")["column_label"]
        rows = []
        for _, row_cells in grid.groupby("row_index", sort=True):
            values = dict(zip(row_cells["column_index"], row_cells["value"], strict=True))
            rows.append([str(values.get(index, "")) for index in range(1, width + 1)])
        header = _grid_header([cell_text(labels.get(index)) for index in range(1, width + 1)])
        grids[name] = Table(printed[name], header, rows, notes=notes.get(("grid", name), []))
        lines[name] = int(grid["source_line"].min())
    modifiers: dict[str, Table] = {}
    for section, rows in tables["modifiers"].sort_values("position").groupby("section", sort=False):
        records = rows.to_dict("records")
        keys = [("modifiers", f"{section}|{row['name']}") for row in records]
        modifiers[section] = Table(
            caption=section,
            header=None,
            rows=[
                [_modifier_name(row, records[index - 1] if index else None), row["value"]]
                for index, row in enumerate(records)
            ],
            keys=keys,
            marks=[marks.get(key) for key in keys],
            notes=notes.get(("modifiers", section), []),
        )
        lines[section] = int(rows["source_line"].min())
    return SheetTables(rolls, grids, modifiers, lines)


def _rule_entry(rule: dict[str, Any], render_markdown: Callable[[str], Markup], marks: dict[Key, str]) -> Entry:
    key = ("rules", rule["rule_id"])
    # An other name the same as the name (`SLINGNET (SLINGNET)`) says nothing more.
    alt = rule["name_alt"] if present(rule["name_alt"]) and folded(rule["name_alt"]) != folded(rule["name"]) else None
    return Entry(
        name=rule["name"],
        alt=alt,
        html=render_markdown(rule["text"]) if present(rule["text"]) else None,
        badges=[rule["scope"]] if present(rule["scope"]) else [],
        keys=[key],
        source_line=int(rule["source_line"]),
        section=rule["section"] if present(rule["section"]) else None,
        # The other name, and the section unless it is the rule's own name.
        subtitle=" · ".join(
            part
            for part in (alt, rule["section"] if present(rule["section"]) else None)
            if part and (part is alt or folded(rule["name"]) not in folded(part))
        )
        or None,
        errata=marks.get(key),
    )


def _table_claims(rules: Iterable[dict[str, Any]], material: SheetTables) -> dict[int, str]:
    """id() of each table named after a rule -> the one rule it prints under: of the rules
    of its name (a weapon's rule and a section both called `Munitions Spéciales`), the
    last one above it on the sheet, else the first."""
    candidates: dict[int, list[dict[str, Any]]] = {}
    for rule in rules:
        for table in material.named_after(rule["name"]):
            candidates.setdefault(id(table), []).append(rule)
    lines = {
        id(table): material.lines[name] for name, table in (*material.roll_tables.items(), *material.grids.items())
    }
    claims = {}
    for table, named in candidates.items():
        above = [rule for rule in named if rule["source_line"] <= lines.get(table, 0)]
        claims[table] = (above[-1] if above else named[0])["rule_id"]
    return claims


def _in_words(table: Table, text: str | None) -> bool:
    """Whether a rule's text already holds a dice table's every result, in words."""
    plain = _plain_words(text)
    return bool(table.rows) and table.narrow_first and all(_plain_words(row[-1]) in plain for row in table.rows)


@dataclass
class RuleUnits:
    """A sheet's rules as entries: each top-level rule with its sub-entries and tables."""

    entries: list[Entry]
    used_tables: set[int]  # id() of the tables a rule shows


def rule_entries(
    tables: dict[str, pd.DataFrame],
    material: SheetTables,
    render_markdown: Callable[[str], Markup],
    marks: dict[Key, str] | None = None,
) -> RuleUnits:
    """Every top-level rule as an entry, in the sheet's order; a sub-entry goes inside its
    parent's entry unless the parent's text already holds it; Infinity's ammunition
    carries its columns."""
    marks = marks or {}
    rules = tables["rules"].sort_values("source_line")
    records = {row["rule_id"]: row for row in rules.to_dict("records")}
    ammunition = {row["rule_id"]: row for row in tables["ammunition"].to_dict("records")}
    entries: dict[str, Entry] = {}
    holders: dict[str, Entry] = {}  # rule id -> the entry that prints it (its own, or a parent's)
    used: set[int] = set()
    claims = _table_claims(records.values(), material)
    for rule_id, rule in records.items():
        entry = _rule_entry(rule, render_markdown, marks)
        if rule_id in ammunition:
            row = ammunition[rule_id]
            entry.kind = "ammunition"
            entry.html = render_markdown(row["effect"])
            entry.details = [
                (label, row[column])
                for label, column in (("Jet", "roll"), ("Critique", "critical_effect"))
                if present(row[column])
            ]
        for table in material.named_after(rule["name"]):
            if claims.get(id(table)) != rule_id:
                continue
            used.add(id(table))
            # Rows the rule's text already gives in words (`Sur un résultat de 1-5, …`)
            # print once, there.
            if _in_words(table, rule["text_plain"]):
                continue
            # Under the rule it is named after, the table needs no caption of its own (a
            # second table of the rule, `… (2)`, keeps it).
            same = table.caption is not None and folded(table.caption) == folded(rule["name"])
            # A second table of the rule prints under the first, captioned by neither.
            same = same or (bool(entry.tables) and table.caption == entry.tables[-1].caption)
            entry.tables.append(replace(table, caption=None) if same else table)
        if entry.tables and entry.html is not None:
            entry.html, entry.after = _split_at_lead_in(entry.html)
        has_more = bool(entry.tables or entry.after)
        entry.html, entry.after = _mark_lead_ins(entry.html, has_more), _mark_lead_ins(entry.after, False)
        parent_id = rule["parent_rule_id"]
        parent = records.get(parent_id) if present(parent_id) else None
        if parent is not None and parent_id in holders:
            holder = holders[parent_id]
            # A sub-entry whose words the parent's text already holds prints once, there.
            if _plain_words(rule["text_plain"]) not in _plain_words(parent["text_plain"]) or entry.tables:
                holder.subentries.append(entry)
                holders[rule_id] = entry
            else:
                holder.keys.append(("rules", rule_id))
                holders[rule_id] = holder
            continue
        entries[rule_id] = holders[rule_id] = entry
    return RuleUnits(list(entries.values()), used)
