"""Beyond the Gates of Antares: the weapons table (inch bands, SV, special rules)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from pipeline.extract.builder import SheetBuilder
from pipeline.extract.cells import (
    INCH_MARK,
    CellError,
    RangeBand,
    Strength,
    header_unit,
    is_absent,
    is_melee_note,
    parse_range_band,
    parse_strength,
    rules_cell_text,
    without_header_unit,
)
from pipeline.extract.links import RuleItem, rule_items
from pipeline.extract.names import weapon_key
from pipeline.extract.tables import cells_count_error, claim_label_rows, fitted_rows, header_cells, printed_cells
from pipeline.extract.text import without_pictographs
from pipeline.extract.weapons import (
    NOTES_HEADER,
    Band,
    LinkedWeaponTables,
    PrintedWeapons,
    WeaponKey,
    add_weapon_bands,
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

# `Valeur d'Impact`, `VI`, `SV`, `VI (SV)`, `Impact`, `Strike Value`, and abbreviated with
# full stops as a narrow column prints them (`V.I.`, `Val. Imp.`); `Force`, the word players
# of other games give a weapon's strength (the unit's stat is `For`, never spelt out there)
_STRENGTH_HEADER = re.compile(
    r"valeur d.impact|\bsv\b|\bvi\b|impact|strike|\bv\.\s?i\b|\bimp\b|\bforce\b", re.IGNORECASE
)
_RULES_HEADER = re.compile(r"r[èe]gles|sp[ée]cia|rules", re.IGNORECASE)
_NAME_HEADER = re.compile(r"arme|weapon|\bnom\b", re.IGNORECASE)
# `Efficace`, `Portée Longue`, `Extrême`, `Courte`, `Effective`, `Long`: a range band's label.
_BAND_HEADER = re.compile(
    r"port[ée]e|efficace|courte|moyenne|longue|extr[êe]me|\brange\b|\bshort\b|\blong\b|effective|extreme",
    re.IGNORECASE,
)

# The column's label repeated before the value, as some sheets print a strength (`VI 2`,
# `VI : 4`, `SV 3`): the value is what follows it.
_STRENGTH_LABEL_IN_CELL = re.compile(r"^\s*(?:VI|SV)\s*:?\s*(?=[0-9D])", re.IGNORECASE)

# A band header that names centimetres (`Efficace (cm)`, see `header_unit`), as a metric
# club's sheet prints every range: its cells are bare numbers (`25`, `25-75`) or carry the
# unit (`25 cm`).
_CM_WORD = re.compile(r"(?<=[0-9])\s*cm\.?(?=\s*$|\s*[-–—])", re.IGNORECASE)


# How many rows tell what a column holds.
_BAND_SAMPLE_ROWS = 200


def _reads_as_band(cell: str, inches_implied: bool = False) -> bool | None:
    """Whether a cell is a range band; None when it tells nothing (empty, `Aucune`, a
    melee-only note), since any column may hold those."""
    if is_absent(cell) or is_melee_note(cell):
        return None
    try:
        parse_range_band(cell, inches_implied)
    except CellError:
        return False
    return True


def band_label(header: str) -> str:
    """A band column's label without the unit its header names, nor the icon it opens with:
    `Efficace (po)`, `📏 Efficace` -> `Efficace`."""
    return without_header_unit(without_pictographs(header))


# The bands of the game, in the order a single `Portée` cell gives them (`20/30/50"`).
_BAND_NAMES = ("Efficace", "Longue", "Extrême")
# `20/30/50"`, `10-30 / 50 / 100"`: every band of a weapon in one cell, parted by slashes
# (the unit printed once, after the last).
_BANDS_IN_ONE_CELL = re.compile(r"^[^/]+(?:/[^/]+){1,2}$")
_INCH_MARK_AT_END = re.compile(rf"(?:{INCH_MARK}|\s*po|\s*pouces?)\s*$", re.IGNORECASE)


def _bands_in_one_cell(cell: str, inches_implied: bool) -> list[RangeBand | None] | None:
    """The bands a `Portée` cell gives all at once (`10-30 / 50 / 100"`), Efficace first; None
    when the cell gives one band (`20"`). A part that is no band raises `CellError`."""
    text = cell.strip()
    if "/" not in text or not _BANDS_IN_ONE_CELL.match(text):
        return None
    # The unit printed after the last band is every band's.
    inches_implied = inches_implied or bool(_INCH_MARK_AT_END.search(text))
    return [parse_range_band(part.strip(), inches_implied) for part in text.split("/")]


def _holds_bands(rows: list[TableRow], column: int, inches_implied: bool = False) -> bool:
    """A column most of whose telling cells are range bands (a typo among them is then a
    bad band, not a sign that the column is something else), among its first rows: a sheet
    of a hundred thousand weapons need not have every cell read twice to tell."""
    cells = (row.cells[column] if column < len(row.cells) else "" for row in rows[1 : 1 + _BAND_SAMPLE_ROWS])
    votes = [vote for vote in (_reads_as_band(cell, inches_implied) for cell in cells) if vote is not None]
    return bool(votes) and sum(votes) * 2 >= len(votes)


def is_weapons_table(table: Table) -> bool:
    header = header_cells(table)
    return bool(_NAME_HEADER.search(header[0])) and any(_STRENGTH_HEADER.search(cell) for cell in header[1:])


@dataclass(frozen=True)
class _RowValues:
    """What a weapons row gives besides its name and rules: bands, strength."""

    bands: list[tuple[int, RangeBand]]
    melee_only: bool
    strength_raw: str
    strength: Strength
    band_strengths: dict[int, int]


class _WeaponsTable:
    """Column layout of one weapons table, read from its header row."""

    def __init__(self, table: Table, source: str) -> None:
        self.source = source
        self.header = table.rows[0]
        self.labels = cells = header_cells(table)
        self.table = table
        self.mode_column = 1 if has_mode_column(table) else None
        self.strength_column = next(i for i, cell in enumerate(cells) if _STRENGTH_HEADER.search(cell))
        self.rules_column = self._rules_column(cells)
        # Columns whose header names inches: bare numbers there are ranges.
        self.inches_implied = {i for i, cell in enumerate(cells) if header_unit(cell) == "in"}
        # Columns whose header names centimetres: their numbers are ranges in cm.
        self.centimetres = {i for i, cell in enumerate(cells) if header_unit(cell) == "cm"}
        self.inches_implied |= self.centimetres
        self.band_columns = self._band_columns(cells)
        # One `Portée` column may give every band of a row at once (`20/30/50"`).
        self.single_range_column = len(self.band_columns) == 1
        self.bands_in_one_cell = self.single_range_column and self._splits_bands()

    def _rules_column(self, cells: list[str]) -> int | None:
        """The special rules column: after the strength as most sheets print it, else before
        it (`Arme | Règles | VI | Efficace…`), never a range band's column nor the name's; else
        a column of remarks (`Notes`), where no column is labelled so (beside a `Règles`
        column, a column of remarks holds remarks: see `note_unread_columns`)."""
        after = (i for i, cell in enumerate(cells) if i > self.strength_column and _RULES_HEADER.search(cell))
        before = (
            i
            for i, cell in enumerate(cells[: self.strength_column])
            if i > 0 and _RULES_HEADER.search(cell) and not _BAND_HEADER.search(cell)
        )
        notes = (i for i, cell in enumerate(cells) if i > 0 and NOTES_HEADER.match(cell))
        return next(after, None) or next(before, None) or next(notes, None)

    def _band_columns(self, cells: list[str]) -> list[int]:
        """The range band columns, wherever they stand (before or after the strength): the
        columns labelled as a range (`Efficace`, `Portée Longue`) or holding range bands."""
        first_free = 2 if self.mode_column is not None else 1
        taken = {self.strength_column, self.rules_column}
        rows = self.table.rows
        return [
            column
            for column in range(first_free, len(cells))
            if column not in taken
            and (_BAND_HEADER.search(cells[column]) or _holds_bands(rows, column, column in self.inches_implied))
        ]

    def required_cells(self) -> int:
        """How many cells every row fills: its name, mode, bands and strength. The cells
        after them (the special rules, a `Coût` column) may be left out of a row that has
        none, as GitHub Markdown reads a short row and an editor trims a row's last tabs."""
        return max([self.strength_column, *self.band_columns]) + 1

    def read_columns(self) -> set[int]:
        """The columns `weapons` and `weapon_ranges` hold: name, mode, bands, strength, rules."""
        read = {0, self.strength_column, *self.band_columns}
        return read | {column for column in (self.mode_column, self.rules_column) if column is not None}

    def error(self, row: TableRow, column: int | None, expected: str, found: str | None, code: str) -> SheetError:
        cell = self.header.cells[column] if column is not None else None
        return SheetError(self.source, row.line, expected, found, cell=cell, code=code)

    def band_strengths(
        self, row: TableRow, per_band: tuple[int, ...], bands: list[tuple[int, RangeBand]]
    ) -> dict[int, int]:
        """{band index: strength} of a `7/4/2` strength: one value per band column, or one per
        band the weapon has (`7/4` when its Extrême is `Aucune`)."""
        if not per_band:
            return {}
        if len(per_band) == len(self.band_columns):
            return dict(enumerate(per_band, start=1))
        if len(per_band) == len(bands):
            return {index: value for (index, _), value in zip(bands, per_band, strict=True)}
        expected = f"one strength per range band ({len(self.band_columns)}, or {len(bands)} present)"
        raise self.error(row, self.strength_column, expected, row.cells[self.strength_column], "bad-strength")

    def bands(self, row: TableRow) -> tuple[list[tuple[int, RangeBand]], bool]:
        """Present bands as (band index, band), and whether the row is melee only."""
        # A table without range columns (`Arme | VI | Règles spéciales`, a close-combat
        # weapons table) has no band to give: its weapons are melee only.
        if not self.band_columns:
            return [], True
        band_cells = [row.cells[column] for column in self.band_columns]
        # A melee-only profile prints one note spanning the band columns, the rest empty
        # (or `–`, `Aucune`), or the note repeated in each (`CàC | CàC | CàC`).
        if is_melee_note(band_cells[0]) and all(is_absent(cell) or is_melee_note(cell) for cell in band_cells[1:]):
            return [], True
        if self.single_range_column:
            return self._bands_of_one_cell(row), False
        bands = []
        for index, column in enumerate(self.band_columns, start=1):
            cell = _CM_WORD.sub("", row.cells[column]) if column in self.centimetres else row.cells[column]
            try:
                band = parse_range_band(cell, column in self.inches_implied)
            except CellError as error:
                raise self.error(row, column, str(error), row.cells[column], "bad-range") from None
            if band is not None:
                bands.append((index, band))
        # `Tractor Maul<TAB>- Coup<TAB>-<TAB>-<TAB>-`: a profile printing no range in any band
        # (each cell a dash or `Aucune`, none left blank) is usable in close combat only.
        return bands, not bands and all(cell.strip() and is_absent(cell) for cell in band_cells)

    def values(self, row: TableRow) -> _RowValues:
        """The bands and strength of a fitted row; a cell that does not read raises SheetError."""
        bands, melee_only = self.bands(row)
        strength_raw = printed_strength(row.cells[self.strength_column])
        try:
            strength = parse_strength(_STRENGTH_LABEL_IN_CELL.sub("", strength_raw))
        except CellError as error:
            raise self.error(row, self.strength_column, str(error), strength_raw, "bad-strength") from None
        return _RowValues(bands, melee_only, strength_raw, strength, self.band_strengths(row, strength.per_band, bands))

    def _bands_of_one_cell(self, row: TableRow) -> list[tuple[int, RangeBand]]:
        """The bands of a table's only range column: one band, or every band of the weapon
        parted by slashes (`20/30/50"`: Efficace, Longue, Extrême)."""
        column = self.band_columns[0]
        cell, inches_implied = row.cells[column], column in self.inches_implied
        try:
            parts = _bands_in_one_cell(cell, inches_implied)
            if parts is None:
                band = parse_range_band(cell, inches_implied)
                return [(1, band)] if band is not None else []
        except CellError as error:
            expected = f'{error}; or the bands in one cell, up to three parted by / (20/30/50")'
            raise self.error(row, column, expected, cell, "bad-range") from None
        return [(index, band) for index, band in enumerate(parts, start=1) if band is not None]

    def label(self, index: int) -> str:
        """The label of band `index`: its column's header, or the game's name for it when one
        column gives every band (`Portée`: `20/30/50"`)."""
        if self.bands_in_one_cell:
            return _BAND_NAMES[index - 1]
        return band_label(self.labels[self.band_columns[index - 1]])

    def unit(self, index: int) -> str:
        """`cm` for a band whose column's header names centimetres, else inches."""
        in_centimetres = not self.bands_in_one_cell and self.band_columns[index - 1] in self.centimetres
        return "cm" if in_centimetres else "in"

    def _splits_bands(self) -> bool:
        """Whether the table's only range column gives several bands in a cell anywhere."""
        column = self.band_columns[0]
        return any(
            column < len(row.cells) and _BANDS_IN_ONE_CELL.match(row.cells[column].strip())
            for row in self.table.rows[1:]
        )


def _add_weapons(builder: SheetBuilder, table: Table, section: str | None) -> list[RuleItem]:
    """The rows of one weapons table; returns their rule items, to link once the sheet is read."""
    layout = _WeaponsTable(table, builder.document.source)
    require_weapon_rows(table, builder.document.source)
    require_no_formula_errors(table, layout.header.cells, layout.read_columns(), builder.document.source)
    links: list[RuleItem] = []
    builder.claim([layout.header.line], "table_header")
    # A `Munitions`, `Coût` or `Points` column has no column in `weapons`: the report says so
    # (a `Notes` column's remarks are notes).
    header, rows = layout.header, table.rows[1:]
    note_unread_columns(builder, header.cells, layout.read_columns(), header.line, rows, section)
    builder.claim(table.separator_lines, "table_separator")
    # `| **Armes de soutien** | | |`: a row labelling the weapons under it, a heading.
    claim_label_rows(builder, table, None)
    seen: dict[WeaponKey, int] = {}
    typed_again = PrintedWeapons()  # a row said twice is one weapon; another profile is an error
    source = builder.document.source
    printed = {row.line: printed_cells(row) for row in table.rows[1:]}
    rows = fitted_rows(table, source, layout.required_cells())
    for row, named in zip(rows, weapon_names(table, rows, source), strict=True):
        position = next_weapon_position(builder)
        name, mode = named.name, named.mode
        profile = printed_profile(header.cells, row)
        repeated = typed_again.repeat_of(name, mode, profile)
        if repeated is not None:  # the row above typed twice, cell for cell: that weapon
            builder.claim([row.line], "weapon", repeated)
            continue
        weapon_id = unique_weapon_id(builder, seen, name, mode, row.line)
        typed_again.add(name, mode, weapon_id, profile)
        try:
            values = layout.values(row)
        except SheetError:
            # A short row reads its cells in the columns on its left: where they do not read
            # there, a cell left out inside the row is the likelier mistake, and its count says so.
            if printed[row.line] < len(layout.labels):
                raise cells_count_error(table, row, source, printed[row.line]) from None
            raise
        bands, strength = values.bands, values.strength
        rules_raw = row.cells[layout.rules_column] if layout.rules_column is not None else None
        builder.add(
            "weapons",
            weapon_id=weapon_id,
            sheet_id=builder.sheet_id,
            position=position,
            name=name,
            mode=mode,
            count=named.count,
            melee_only=values.melee_only,
            strength_raw=values.strength_raw,
            strength=strength.value,
            strength_step=strength.step,
            strength_max=strength.max,
            rules_raw=rules_raw or None,
            source_line=row.line,
            weapon_key=weapon_key(builder.game, name, mode),
            min_range=bands[0][1].min if bands else None,
            rules=None if rules_raw is None else rules_cell_text(rules_raw),
        )
        add_weapon_bands(
            builder,
            weapon_id,
            [
                Band(
                    index=index,
                    label=layout.label(index),
                    min=band.min,
                    max=band.max,
                    unit=layout.unit(index),
                    strength=values.band_strengths.get(index),
                )
                for index, band in bands
            ],
            row.line,
        )
        links.extend(rule_items(weapon_id, rules_raw, row.line))
        builder.claim([row.line], "weapon", weapon_id)
    return links


def antares_tables(builder: SheetBuilder) -> LinkedWeaponTables:
    """The weapons tables of one Antares sheet; their rule items link to the sheet's glossary
    once every section is read."""
    return LinkedWeaponTables(builder, is_weapons_table, _add_weapons)
