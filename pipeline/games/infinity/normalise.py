"""Infinity reference sheet (tab-separated tables under free-text headings).

Tables are recognised by their header or shape, never by the sheet: the weapons
table by its `ARME … DOM` header, the ammunition table by `MUNITION … EFFET`,
two-column `Name<TAB>description` lists as rules (as modifiers under a heading about
modifiers or terrain), anything else as a `reference_tables` grid.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TypeVar

from pipeline.extract.builder import SheetBuilder
from pipeline.extract.cells import CellError, is_absent
from pipeline.extract.glossary import COLON_LEAD, add_rule, extract_glossary, find_lead
from pipeline.extract.links import Glossary, link_weapon_rules
from pipeline.extract.sections import Section, clean_text, group_sections, heading_name_alt
from pipeline.extract.tables import fitted_rows, header_cells
from pipeline.extract.text import split_name_alt, strip_emphasis
from pipeline.extract.weapons import weapon_name
from pipeline.games.infinity.cells import parse_burst, parse_damage, parse_flag, parse_modified_band, parse_template
from pipeline.model.document import Block, Document, Heading, Paragraph, Table, TableRow
from pipeline.model.errors import SheetError
from pipeline.model.result import ParseResult

T = TypeVar("T")

# Infinity rolls a d20; prose outcomes that name no die use it.
DEFAULT_DIE = "D20"
_MAX_HEADING = 40
_MODIFIER_SECTION = re.compile(r"modificateur|terrain", re.IGNORECASE)
_MODIFIER_VALUE = re.compile(r"^[+-]?\d+$")
_NO_AMMUNITION = frozenset({"xx"})


def plain_cell_markdown(cell: str) -> str:
    """A table cell is plain text: its `*` (used as bullets: `*Annule …`) must not turn into emphasis."""
    return clean_text(cell).replace("*", "\\*")


def _cells(row: TableRow) -> list[str]:
    return [cell for cell in row.cells if cell]


def _headings(blocks: list[Block]) -> list[Block]:
    """A short line after a blank line, with no closing punctuation, heads what follows."""
    out: list[Block] = []
    for index, block in enumerate(blocks):
        is_heading = (
            isinstance(block, Paragraph)
            and block.after_blank
            and len(block.text) <= _MAX_HEADING
            and not block.text.endswith((".", ",", ";", "!", "?"))
            and index + 1 < len(blocks)
        )
        out.append(Heading(block.line, block.text.rstrip(" :"), 1) if is_heading else block)
    return out


def _column(header: list[str], pattern: str) -> int | None:
    regex = re.compile(pattern, re.IGNORECASE)
    return next((i for i, cell in enumerate(header) if regex.search(cell)), None)


def is_weapons_table(table: Table) -> bool:
    header = table.rows[0].cells
    return bool(re.match(r"^arme", header[0], re.IGNORECASE)) and _column(header, r"^DOM") is not None


def is_ammunition_table(table: Table) -> bool:
    header = table.rows[0].cells
    return bool(re.match(r"^munition", header[0], re.IGNORECASE)) and _column(header, r"^effet") is not None


class _Sheet:
    """State of one Infinity sheet while its sections are read."""

    def __init__(self, document: Document, sheet_id: str) -> None:
        self.builder = SheetBuilder(document, sheet_id)
        self.source = document.source
        self.ammunition = Glossary()
        self.links: list[tuple[str, int, str]] = []
        self.weapon_tables: list[Table] = []
        self.table_counts: dict[str, int] = {}

    def error(self, line: int, column: str, expected: str, found: str, code: str) -> SheetError:
        return SheetError(self.source, line, expected, found, cell=column, code=code)

    def take_table(self, section: Section, table: Table) -> bool:
        name = heading_name_alt(section.heading.text)[0] if section.heading else "?"
        if is_weapons_table(table):
            # Weapons link to the ammunition table, which may come later in the sheet.
            self.weapon_tables.append(table)
        elif is_ammunition_table(table):
            self.add_ammunition(name, table)
        elif all(len(_cells(row)) == 2 for row in table.rows) and not _MODIFIER_SECTION.search(name):
            for row in table.rows:
                term, description = _cells(row)
                add_rule(self.builder, term, None, name, plain_cell_markdown(description), [row.line])
        elif _MODIFIER_SECTION.search(name) and all(len(_cells(row)) >= 2 for row in table.rows):
            self.add_modifiers(name, table)
        else:
            self.add_reference_table(name, table)
        return True

    def add_ammunition(self, section: str, table: Table) -> None:
        header = header_cells(table)
        roll_column, critical_column = _column(header, r"^jet"), _column(header, r"critique")
        self.builder.claim([table.rows[0].line], "table_header")
        for row in fitted_rows(table, self.source):
            # The `--` row is the normal ammunition, written `N` in weapon profiles.
            name, name_alt = ("Normale", "N") if is_absent(row.cells[0]) else split_name_alt(row.cells[0])
            rule_id = add_rule(self.builder, name, name_alt, section, plain_cell_markdown(row.cells[1]), [row.line])
            self.ammunition.add(rule_id, name, name_alt)

            def cell(column: int | None, row: TableRow = row) -> str | None:
                if column is None or is_absent(row.cells[column]):
                    return None
                return clean_text(row.cells[column])

            self.builder.add(
                "ammunition",
                rule_id=rule_id,
                sheet_id=self.builder.sheet_id,
                effect=clean_text(row.cells[1]),
                roll=cell(roll_column),
                critical_effect=cell(critical_column),
                source_line=row.line,
            )

    def add_modifiers(self, section: str, table: Table) -> None:
        """`Name<TAB>value` rows; a row of column labels (`Distance 20 cm 80 cm …`) gives the
        conditions of the rows of values under it."""
        conditions: list[str] = []
        for row in table.rows:
            cells = _cells(row)
            if len(cells) == 2:
                self._modifier(section, cells[0], None, cells[1], row.line)
            elif not any(_MODIFIER_VALUE.match(cell) for cell in cells[1:]):
                conditions = cells[1:]
                self.builder.claim([row.line], "table_header")
            elif len(cells) - 1 == len(conditions):
                for condition, value in zip(conditions, cells[1:], strict=True):
                    self._modifier(section, f"{cells[0]} ({condition})", condition, value, row.line)
            else:
                raise self.error(
                    row.line,
                    cells[0],
                    f"{len(conditions)} values under the labels above",
                    str(cells[1:]),
                    "cells-count",
                )

    def _modifier(self, section: str, name: str, condition: str | None, value: str, line: int) -> None:
        self.builder.add(
            "modifiers",
            sheet_id=self.builder.sheet_id,
            section=section,
            name=clean_text(name),
            condition=condition,
            value=clean_text(value),
            source_line=line,
        )
        self.builder.claim([line], "modifier", section)

    def add_reference_table(self, section: str, table: Table) -> None:
        count = self.table_counts[section] = self.table_counts.get(section, 0) + 1
        table_name = section if count == 1 else f"{section} ({count})"
        width = max(len(row.cells) for row in table.rows)
        rows = table.rows
        labels: list[str | None] = [None] * width
        if width >= 3:  # a grid: its first row labels the columns
            header, rows = rows[0], rows[1:]
            current: str | None = None
            for index in range(width):
                cell = header.cells[index] if index < len(header.cells) else ""
                current = cell or (current if index else None)  # a label spans the empty cells after it
                labels[index] = current
            self.builder.claim([header.line], "table_header", table_name)
        for row_index, row in enumerate(rows, start=1):
            for column_index, cell in enumerate(row.cells, start=1):
                if cell:
                    self.builder.add(
                        "reference_tables",
                        sheet_id=self.builder.sheet_id,
                        table_name=table_name,
                        row_index=row_index,
                        column_index=column_index,
                        column_label=labels[column_index - 1] if column_index <= width else None,
                        value=clean_text(cell),
                        source_line=row.line,
                    )
            self.builder.claim([row.line], "reference_table", table_name)

    def add_weapons(self, table: Table) -> None:
        header = header_cells(table)
        strength = _column(header, r"^DOM")
        assert strength is not None
        columns = {
            "burst": _column(header, r"^R$|rafale"),
            "template": _column(header, r"gabarit"),
            "ammo": _column(header, r"^munit"),
            "em": _column(header, r"^E/M"),
        }
        bands = list(range(1, strength))
        if len(table.rows) < 2:
            raise SheetError(
                self.source, table.rows[0].line, "weapon rows under the table header", "none", code="empty-table"
            )
        self.builder.claim([table.rows[0].line], "table_header")
        seen: dict[str, int] = {}
        for position, row in enumerate(fitted_rows(table, self.source), start=1):

            def parsed(column: int | None, parser: Callable[[str], T], row: TableRow = row) -> T:
                return self.parse_cell(row, header, column, parser)

            named = weapon_name(table, row)
            name, close_combat = named.name, named.close_combat
            if name in seen:
                raise self.error(
                    row.line, header[0], f"one row per weapon (already on line {seen[name]})", name, "duplicate-weapon"
                )
            seen[name] = row.line
            weapon_id = self.builder.new_id(name)
            present = [(index, parsed(index, parse_modified_band)) for index in bands]
            present = [(index, band) for index, band in present if band is not None]
            damage = parsed(strength, parse_damage)
            burst = parsed(columns["burst"], parse_burst)
            template = parsed(columns["template"], parse_template)
            ammo_raw = row.cells[columns["ammo"]] if columns["ammo"] is not None else ""
            self.builder.add(
                "weapons",
                weapon_id=weapon_id,
                sheet_id=self.builder.sheet_id,
                position=position,
                name=name,
                mode=None,
                melee_only=not present and close_combat and template is None,
                strength_raw=row.cells[strength],
                strength=damage.value,
                strength_step=None,
                strength_max=None,
                rules_raw=ammo_raw or None,
                source_line=row.line,
                close_combat=close_combat,
                strength_attribute=damage.attribute,
                strength_modifier=damage.modifier,
                burst_raw=self.raw(row, columns["burst"]),
                burst=burst.value,
                burst_modes=burst.modes,
                burst_alt=burst.alt,
                burst_uses=burst.uses,
                burst_marked=burst.marked,
                template_raw=self.raw(row, columns["template"]),
                template=template.name if template else None,
                template_count=template.count if template else None,
                em_vulnerable=parsed(columns["em"], parse_flag),
            )
            for index, band in present:
                self.builder.add(
                    "weapon_ranges",
                    weapon_id=weapon_id,
                    band_index=index,
                    band_label=header[index],
                    min=None,
                    max=band.max,
                    unit="cm",
                    modifier=band.modifier,
                    strength=None,
                    source_line=row.line,
                )
            for item_position, label in enumerate(self.ammunition_items(ammo_raw), start=1):
                self.links.append((weapon_id, item_position, label))
            self.builder.claim([row.line], "weapon", weapon_id)

    def parse_cell(self, row: TableRow, header: list[str], column: int | None, parser: Callable[[str], T]) -> T:
        """`parser` on one cell (an absent column reads as empty); its CellError names line and column."""
        text = row.cells[column] if column is not None else ""
        try:
            return parser(text)
        except CellError as error:
            column_name = header[column] if column is not None else "?"
            raise self.error(row.line, column_name, str(error), text, "bad-cell") from None

    @staticmethod
    def raw(row: TableRow, column: int | None) -> str | None:
        """A cell as printed; an empty cell is null, not an empty string."""
        return (row.cells[column] or None) if column is not None else None

    def ammunition_items(self, cell: str) -> list[str]:
        """`AP+EXP` -> [AP, EXP]; `N/AP` -> [N, AP]; `/AP/DA` -> [AP, DA]; `EXP(+AP)` -> [EXP, AP];
        `E/M2` stays whole because the ammunition table knows it."""
        text = strip_emphasis(cell).replace("(+", "+").replace("(", "+").replace(")", "")
        if is_absent(text) or text.casefold() in _NO_AMMUNITION:
            return []
        items: list[str] = []
        for chunk in text.split("+"):
            tokens = [token.strip() for token in chunk.split("/")]
            start = 0
            while start < len(tokens):
                # The longest run of tokens the ammunition table knows as one name, else one token.
                known = (
                    end
                    for end in range(len(tokens), start + 1, -1)
                    if self.ammunition.knows("/".join(tokens[start:end]))
                )
                end = next(known, start + 1)
                item = "/".join(tokens[start:end])
                if item:
                    items.append(item)
                start = end
        return items


def normalise(document: Document, sheet_id: str) -> ParseResult:
    sheet = _Sheet(document, sheet_id)
    extract_glossary(
        sheet.builder,
        group_sections(_headings(document.blocks)),
        DEFAULT_DIE,
        handle_table=sheet.take_table,
        find_lead=lambda paragraph: find_lead(paragraph, (COLON_LEAD,)),
    )
    for table in sheet.weapon_tables:
        sheet.add_weapons(table)
    link_weapon_rules(sheet.builder, sheet.links, sheet.ammunition)
    return sheet.builder.result()
