"""Warmachine's weapons tables: a profile per row with its range (RNG/POR), rate of fire
(ROF/CdT), area of effect (AOE/ZDE), power (POW/PUI) and abilities (Facultés).

A table is one when its header names a weapon (`Arme`, `Weapon`, `Nom`, `Name`), a range
and a power, its columns in any order, French or English, any case; or a weapon, a power
and a melee damage roll (`P+S`, `P+F`) but no range, as cards print melee weapons
(`PUI 6   P+F 16`): melee only. A range is a number
of inches (`10`, `8"`, `0,5`): one band from 0; a spray (`SP 8`, `Pulv. 8`): one band
from 0, the spray being the weapon's template (`spray-8`); a close-combat note (`CQ`,
`CàC`, `Contact`, `—`): melee only; `Contrôle`/`CTRL` (the warcaster's control area): no
band, not melee either."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from pipeline.extract.builder import SheetBuilder
from pipeline.extract.cells import (
    INTEGER,
    CellError,
    Strength,
    header_unit,
    is_absent,
    is_crossed_out,
    is_melee_note,
    parse_inches,
    parse_range_band,
    parse_strength,
    without_note_call,
)
from pipeline.extract.links import RuleItem, rule_items
from pipeline.extract.names import weapon_key
from pipeline.extract.tables import cell_or_none, find_column, fitted_rows, header_cells
from pipeline.extract.text import slugify, strip_emphasis, without_footnote_mark, without_star_call
from pipeline.extract.weapons import (
    Band,
    LinkedWeaponTables,
    PrintedWeapons,
    WeaponKey,
    add_weapon_bands,
    carrier_column,
    has_mode_column,
    next_weapon_position,
    note_unread_columns,
    printed_profile,
    printed_strength,
    require_no_formula_errors,
    require_weapon_rows,
    unique_weapon_id,
    weapon_names,
)
from pipeline.model.document import Table, TableRow
from pipeline.model.errors import SheetError

T = TypeVar("T")


def _label(words: str) -> str:
    """A column label made of `words` alone, any case, a `.`, `:` or `(…)` after it allowed."""
    return rf"^\s*(?:{words})\s*[.:]?\s*(?:\(.*\))?\s*$"


# The words of a weapon's stats, French or English, as cards and sheets print them, and as
# a spreadsheet's narrow columns and a typist cut them (`Puiss.`, `Cad.`, `Port.`).
RANGE_WORDS = r"rng|por|port|port[ée]e|range"
POWER_WORDS = r"pow|pui|puiss|puissance|power"
RATE_WORDS = r"rof|cdt|cad|cadence(?: de tir)?|rate of fire"
AREA_WORDS = r"aoe|zde|ade|aire(?: d.effet)?|area of effect"
# The labels of a weapons table's columns.
NAME_LABEL = _label(r"armes?|weapons?|nom|name")
RANGE_LABEL = _label(RANGE_WORDS)
POWER_LABEL = _label(POWER_WORDS)
RATE_LABEL = _label(RATE_WORDS)
AREA_LABEL = _label(AREA_WORDS)
# A melee weapon's damage roll, the power plus the model's strength (`P+S`, French `P+F`).
MELEE_DAMAGE_LABEL = _label(r"p\s?\+\s?[sf]|pui\s?\+\s?for|pow\s?\+\s?str")
# The label of a weapon's abilities, a card's (`Facultés d'arme :`) or a table's column.
ABILITIES_WORDS = (
    r"(?:facult[ée]s?|capacit[ée]s?)(?: sp[ée]ciales)?(?: d['’]armes?| des armes)?"
    r"|r[èe]gles(?: sp[ée]ciales)?|sp[ée]cial|abilities|qualities"
)
RULES_LABEL = _label(ABILITIES_WORDS)

# What a range cell says besides a distance: a spray and its length (`SP 8`, `SP8`,
# `Pulv. 8`, `Spray 8"`), the control area (`Contrôle`, `CTRL`).
_SPRAY = re.compile(r"^(?:sp|pulv\.?|pulv[ée]risation|spray)\s*(?P<length>.+)$", re.IGNORECASE)
_CONTROL = re.compile(r"^(?:controle|ctrl|control)$")
# A band from a minimum range (`6-14"`, `6–14`).
_FROM_MINIMUM = re.compile(r"^[0-9]+(?:[.,][0-9]+)?\s*(?:\"|'')?\s*[-–—]\s*[0-9]")
# A power a roll adds to the attacker's strength (`P+S`, French `P+F`, `PUI+FOR`), or a
# `*` (printed under the profile): no number of its own.
_NO_POWER_NUMBER = re.compile(r"^(?:\*|p\s*\+\s*[sf]|pui\s*\+\s*for|pow\s*\+\s*str)$", re.IGNORECASE)


@dataclass(frozen=True)
class Reach:
    """What a range cell says: the band it gives (in inches from 0), if any."""

    max: float | None
    melee: bool = False
    spray: bool = False
    min: float | None = None  # a band printed from a minimum range (`6-14"`)


def parse_reach(cell: str) -> Reach:
    """`10`, `8"`, `0,5` -> a band to that distance; `SP 8` -> a band to 8, a spray; `CQ`,
    `CàC`, `Contact`, `—`, `*` -> melee only; `Contrôle`, `CTRL` -> no band, not melee;
    `6-14"` -> a band from 6 to 14. A call to a note under the profile (`12¹`, `10"*`) is
    no part of the range."""
    text = without_footnote_mark(without_star_call(strip_emphasis(cell).strip())).strip()
    inches = parse_inches(text)
    if inches is not None:
        return Reach(_positive(inches))
    if _FROM_MINIMUM.match(text) and (band := parse_range_band(text, inches_implied=True)) is not None:
        return Reach(band.max, min=band.min)
    if is_absent(text) or text == "*" or is_melee_note(text):
        return Reach(None, melee=True)
    if _CONTROL.match(slugify(text)):
        return Reach(None)
    spray = _SPRAY.match(text)
    if spray and (length := parse_inches(spray.group("length"))) is not None:
        return Reach(_positive(length), spray=True)
    raise CellError('a range in inches (10, 8", 0,5), a spray (SP 8), CQ, Contrôle or —')


def _positive(inches: float) -> float:
    if inches <= 0:
        raise CellError("a range above 0")
    return inches


def parse_power(cell: str) -> Strength:
    """`12` -> 12; `P+S`, `—`, `*`, a roll (`2+D3`) -> no number (`strength_raw` keeps it)."""
    text = strip_emphasis(cell).strip()
    if is_absent(text) or _NO_POWER_NUMBER.match(text):
        return Strength()
    try:
        return parse_strength(text)
    except CellError:
        raise CellError("a power (12, P+S, a roll such as 2+D3, * or —)") from None


# A rate of fire rolled (`d3`, `D6`, `d3+1`): no number of its own.
_ROLLED_RATE = re.compile(r"^[0-9]?[dD][0-9]+(?:\s*\+\s*[0-9]+)?$")


def parse_rate(cell: str) -> int | None:
    """`1` -> 1; `d3`, `*`, `—` -> None (a rolled or absent rate stays in `burst_raw` only);
    anything else (`l`, an OCR's 1) is a mistake, not a rate left out. A note's call (`2*`,
    `2¹`) is no part of it."""
    text = without_note_call(strip_emphasis(cell).strip())
    if INTEGER.fullmatch(text):
        return int(text)
    if is_crossed_out(text) or text == "*" or _ROLLED_RATE.match(text):
        return None
    raise CellError("a rate of fire (1, d3, * or —)")


def area_template(cell: str) -> str | None:
    """The template slug of an AOE cell: `3`, `3"` -> `aoe-3`; `CTRL` -> `ctrl`; `—`, `*` ->
    None; anything else (`O`, an OCR's 0) is a mistake, not an area of its own. A note's
    call (`3*`, `3¹`) is no part of it."""
    text = without_note_call(strip_emphasis(cell).strip())
    if is_crossed_out(text) or text == "*":
        return None
    inches = parse_inches(text)
    if inches is not None:
        return f"aoe-{slugify(f'{inches:g}')}"
    if _CONTROL.match(slugify(text)):
        return slugify(text)
    # A spray printed as the weapon's area (`SP 8` under ZDE) is laid with its template too.
    spray = _SPRAY.match(text)
    if spray and (length := parse_inches(spray.group("length"))) is not None:
        return spray_template(length)
    raise CellError('an area of effect in inches (3, 4"), a spray (SP 8), CTRL or —')


def spray_template(length: float) -> str:
    return f"spray-{slugify(f'{length:g}')}"


def _has_label(header: list[str], pattern: str) -> bool:
    return find_column(header, pattern) is not None


def is_weapons_table(table: Table) -> bool:
    """A header naming a weapon and its power, and its range or (a melee weapon's card or
    table printing none) its melee damage roll (`P+S`)."""
    header = header_cells(table)
    if not (_has_label(header, NAME_LABEL) and _has_label(header, POWER_LABEL)):
        return False
    return _has_label(header, RANGE_LABEL) or _has_label(header, MELEE_DAMAGE_LABEL)


@dataclass(frozen=True)
class _Columns:
    """Where each value of a weapons table stands, read from its header."""

    name: int
    range: int | None  # None: melee weapons printed without a range (`PUI 6   P+F 16`)
    power: int
    rate: int | None
    area: int | None
    rules: int | None

    @classmethod
    def of(cls, header: list[str]) -> _Columns:
        name, range_, power = (find_column(header, label) for label in (NAME_LABEL, RANGE_LABEL, POWER_LABEL))
        if name is None or power is None or (range_ is None and find_column(header, MELEE_DAMAGE_LABEL) is None):
            raise ValueError(f"not a weapons table (see is_weapons_table): {header}")
        rate, area, rules = (find_column(header, label) for label in (RATE_LABEL, AREA_LABEL, RULES_LABEL))
        return cls(name, range_, power, rate, area, rules)

    def read(self) -> set[int]:
        columns = (self.name, self.range, self.power, self.rate, self.area, self.rules)
        return {index for index in columns if index is not None}


def _cell(row: TableRow, column: int | None) -> str:
    return row.cells[column] if column is not None else ""


def _parsed(source: str, header: list[str], row: TableRow, column: int | None, parser: Callable[[str], T]) -> T:
    """`parser` on one cell (a column the table lacks reads as empty); its CellError names
    the line and the column."""
    try:
        return parser(_cell(row, column))
    except CellError as error:
        label = header[column] if column is not None else None
        line = row.value_lines.get(column, row.values_line or row.line) if column is not None else row.line
        raise SheetError(source, line, str(error), _cell(row, column), cell=label, code="bad-cell") from None


def _name_row(row: TableRow, name_column: int, mode_column: bool) -> TableRow:
    """The row with its name cell first, as `weapon_name` reads it (mode after ` - `), and
    the mode column's cell after it when the table has one (`Arme<TAB>Mode<TAB>POR…`: a
    second mode under an empty name cell, a spreadsheet's merged cell, is the weapon's above)."""
    cells = [row.cells[name_column], *(row.cells[name_column + 1 : name_column + 2] if mode_column else [])]
    return TableRow(row.line, cells, row.more_lines, row.values_line)


def add_weapons(builder: SheetBuilder, table: Table, section: str | None) -> list[RuleItem]:
    """The rows of one weapons table; returns their ability items, to link once the sheet is read."""
    source = builder.document.source
    header = header_cells(table)
    columns = _Columns.of(header)
    # A `Mode` column right after the names (see `has_mode_column`).
    mode_column = columns.name == 0 and has_mode_column(table) and 1 not in columns.read()
    read = columns.read() | ({1} if mode_column else set())
    note_unread_columns(builder, header, read, table.rows[0].line, table.rows[1:], section)
    require_weapon_rows(table, source)
    require_no_formula_errors(table, header, read, source)
    links: list[RuleItem] = []
    seen: dict[WeaponKey, int] = {}
    typed_again = PrintedWeapons()  # a row said twice is one weapon; another profile is an error
    carrier = carrier_column(header, columns.name)
    # Every row fills its name, range and power; the cells after them may be left out.
    required = max(column for column in (columns.name, columns.range, columns.power) if column is not None) + 1
    rows = fitted_rows(table, source, required)
    # A row may print its mode (`Canon - Boulet`, `Canon (Boulet)` beside `Canon (Mitraille)`).
    names = weapon_names(table, [_name_row(row, columns.name, mode_column) for row in rows], source)
    for row, named in zip(rows, names, strict=True):
        owner = cell_or_none(row, carrier) if carrier is not None else None
        profile = printed_profile(header, row)
        repeated = typed_again.repeat_of(named.name, named.mode, profile, owner)
        if repeated is not None:  # the row typed or pasted twice, cell for cell: that weapon
            builder.claim([row.line], "weapon", repeated)
            continue
        weapon_id = unique_weapon_id(builder, seen, named.name, named.mode, row.line, owner)
        typed_again.add(named.name, named.mode, weapon_id, profile, owner)
        # No range printed: a melee weapon (see `is_weapons_table`).
        reach = (
            Reach(None, melee=True)
            if columns.range is None
            else _parsed(source, header, row, columns.range, parse_reach)
        )
        power = _parsed(source, header, row, columns.power, parse_power)
        area_raw = cell_or_none(row, columns.area)
        template = _parsed(source, header, row, columns.area, area_template)
        if reach.spray and template is None:
            # A spray is laid with its template: the range cell says which (`SP 8`).
            area_raw, template = row.cells[columns.range], spray_template(reach.max or 0)
        rules_raw = cell_or_none(row, columns.rules)
        builder.add(
            "weapons",
            weapon_id=weapon_id,
            sheet_id=builder.sheet_id,
            position=next_weapon_position(builder),
            name=named.name,
            mode=named.mode,
            count=named.count,
            melee_only=reach.melee,
            strength_raw=printed_strength(row.cells[columns.power]),
            strength=power.value,
            strength_step=power.step,
            strength_max=power.max,
            rules_raw=rules_raw,
            source_line=row.line,
            weapon_key=weapon_key(builder.game, named.name, named.mode),
            min_range=reach.min,
            rules=None if rules_raw is None or is_absent(rules_raw) else rules_raw,
            burst_raw=cell_or_none(row, columns.rate),
            burst=_parsed(source, header, row, columns.rate, parse_rate),
            template_raw=area_raw,
            template=template,
        )
        if reach.max is not None:
            # `POR (cm)`: a metric club's sheet names centimetres in the header.
            unit = header_unit(header[columns.range]) or "in"
            band = Band(index=1, label=header[columns.range], min=reach.min, max=reach.max, unit=unit)
            add_weapon_bands(builder, weapon_id, [band], row.line)
        links.extend(rule_items(weapon_id, rules_raw, row.line))
        builder.claim([row.line, *row.more_lines], "weapon", weapon_id)
    builder.claim([table.rows[0].line], "table_header")
    builder.claim(table.separator_lines, "table_separator")
    return links


def warmachine_tables(builder: SheetBuilder) -> LinkedWeaponTables:
    """The weapons tables of one Warmachine sheet; their abilities link to the sheet's rules
    once every section is read."""
    return LinkedWeaponTables(builder, is_weapons_table, add_weapons)
