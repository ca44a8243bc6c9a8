"""Infinity's own tables, recognised by their header, never by the sheet: the weapons
table (`ARME … DOM`, or as exports label it: `Nom … Dommages`, `Name … Damage`) and the
ammunition table (`MUNITION … EFFET`), whose entries the weapons' MUNIT. items link to.
Every other table is read by the shared extractor.

A weapons table's columns are found by their labels, in any order, French or English;
its range bands are the columns labelled as bands (`Courte`, `Short`, `8-16"`), or else
those between the name and the damage; a column it does not know (`SWC`, `Notes`) is
left out and listed in the report (`unread_columns`)."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import partial
from typing import TypeVar

from pipeline.extract.builder import SheetBuilder
from pipeline.extract.cells import CellError, header_unit, is_absent, plain_marks, without_header_unit
from pipeline.extract.links import Glossary, RuleItem, link_weapon_rules, row_rule_items, sheet_glossary
from pipeline.extract.names import weapon_key
from pipeline.extract.sections import Section, clean_text, heading_name_alt
from pipeline.extract.tables import cell_or_none, claim_label_rows, find_column, fitted_rows, header_cells
from pipeline.extract.text import fold, split_name_alt, strip_emphasis
from pipeline.extract.weapons import (
    Band,
    PrintedWeapons,
    WeaponKey,
    add_weapon_bands,
    next_weapon_position,
    note_unread_columns,
    printed_profile,
    printed_strength,
    require_no_formula_errors,
    require_weapon_rows,
    unique_weapon_id,
    weapon_names,
)
from pipeline.games.infinity.cells import (
    EdgedBand,
    HeaderBand,
    parse_band_modifier,
    parse_burst,
    parse_damage,
    parse_flag,
    parse_header_band,
    parse_listed_bands,
    parse_range_cell,
    parse_template,
)
from pipeline.model.document import Table, TableRow
from pipeline.model.errors import SheetError

T = TypeVar("T")

_NO_AMMUNITION = frozenset({"xx"})
# A parenthesis holding a parameter (`Normale (x2)`, `DA (2)`): it stays with its item.
_PARAMETER_PARENTHESIS = re.compile(r"\(\s*(?:x?[0-9]+|D[0-9]+)\s*\)")


def _without_combo_parentheses(text: str) -> str:
    """`EXP(+AP)`, `EXP(AP)` -> `EXP+AP`: a parenthesis adds an ammunition, save one holding
    a parameter (`Normale (x2)` stays as printed)."""
    protected = _PARAMETER_PARENTHESIS.sub(lambda match: match.group().replace("(", "\0").replace(")", "\1"), text)
    combined = protected.replace("(+", "+").replace("(", "+").replace(")", "")
    return combined.replace("\0", "(").replace("\1", ")")


# A trait saying the weapon is used in close combat, as N4 prints it instead of the name's `*`.
_CLOSE_COMBAT_TRAITS = frozenset({"cc", "corps à corps", "cc weapon"})
_LONGEST_CLOSE_COMBAT_TRAIT = max(map(len, _CLOSE_COMBAT_TRAITS))


def _is_close_combat_trait(label: str) -> bool:
    # Most traits are longer: the length rules them out before any folding.
    return len(label) <= _LONGEST_CLOSE_COMBAT_TRAIT and fold(label) in _CLOSE_COMBAT_TRAITS


# The labels of a weapons table's columns, French or English, as sheets and exports print them.
_NAME_COLUMN = r"^(?:armes?|nom|name|weapons?)\b"
_DAMAGE_COLUMN = r"^(?:DOM|dommages?|d[ée]g[âa]ts?|damage|dmg)\b"
_COLUMNS = {
    # `Raf.`: burst abbreviated as a narrow column's header is.
    "burst": r"^(?:R|B)\.?$|^raf\b|rafale|burst",
    "template": r"gabarit|template",
    "ammo": r"^(?:munit|ammo)",
    "em": r"^E/M",
    "traits": r"^(?:traits?|caract[ée]ristiques|propri[ée]t[ée]s|r[èe]gles)",
    # The modifiers of bands listed in one `Portée` cell (`8/16/24` beside `+3/0/-3`).
    "band_mods": r"^(?:mods?|modificateurs?|modifiers?)$",
}
_BAND_NAME = re.compile(
    r"^(?:courte|moyenne|longue|extr[eê]me|short|medium|long|max(?:imum)?)$|^port[ée]e\b", re.IGNORECASE
)


def is_weapons_table(table: Table) -> bool:
    header = table.rows[0].cells
    return bool(re.match(_NAME_COLUMN, header[0], re.IGNORECASE)) and find_column(header, _DAMAGE_COLUMN) is not None


def _is_band_label(label: str) -> bool:
    return bool(_BAND_NAME.match(label.strip())) or parse_header_band(label) is not None


def band_columns(header: list[str], known: set[int], strength: int) -> list[int]:
    """The range band columns: those labelled as bands, wherever they stand; else (bands
    named otherwise) the columns between the name and the damage that are no other known one."""
    labelled = [index for index in range(1, len(header)) if index not in known and _is_band_label(header[index])]
    return labelled or [index for index in range(1, strength) if index not in known]


def _edges_label(band: EdgedBand) -> str:
    """`0-8"`, `0-20 cm`: a band named by its edges, as a header prints them."""
    unit = '"' if band.unit == "in" else " cm"
    return f"{band.min:g}-{band.max:g}{unit}"


def is_ammunition_table(table: Table) -> bool:
    header = table.rows[0].cells
    return bool(re.match(r"^munition", header[0], re.IGNORECASE)) and find_column(header, r"^effet") is not None


class InfinityTables:
    """The weapons and ammunition tables of one Infinity sheet. Weapons are read last: their
    MUNIT. items split on the names the ammunition table knows, which may come later."""

    def __init__(self, builder: SheetBuilder) -> None:
        self.builder = builder
        self.source = builder.document.source
        self.ammunition = Glossary()
        self.links: list[RuleItem] = []  # ammunition items, linked to the ammunition table
        self.trait_links: list[RuleItem] = []  # trait items, linked to every rule of the sheet
        self.weapon_tables: list[tuple[str | None, Table]] = []  # with the section each stands in
        self.printed = PrintedWeapons()  # the weapons of the tables read so far

    def error(self, line: int, column: str, expected: str, found: str, code: str) -> SheetError:
        return SheetError(self.source, line, expected, found, cell=column, code=code)

    def take(self, section: Section, table: Table) -> bool:
        name = heading_name_alt(section.heading.text)[0] if section.heading else None
        if is_weapons_table(table):
            self.weapon_tables.append((name, table))
            return True
        if is_ammunition_table(table):
            self.add_ammunition(name or "?", table)
            return True
        return False

    def finish(self) -> None:
        for section, table in self.weapon_tables:
            self.add_weapons(section, table)
        # A sheet may print a trait in the MUNIT. column (`Répétiteur` for the rule
        # `Répétiteur Déployable`): what no ammunition names is looked up among its rules.
        link_weapon_rules(self.builder, self.links, self.ammunition, fallback=sheet_glossary(self.builder))
        link_weapon_rules(self.builder, self.trait_links)

    def add_ammunition(self, section: str, table: Table) -> None:
        header = header_cells(table)
        roll_column, critical_column = find_column(header, r"^jet"), find_column(header, r"critique")
        self.builder.claim([table.rows[0].line], "table_header")
        for row in fitted_rows(table, self.source):
            # The `--` row is the normal ammunition, written `N` in weapon profiles.
            name, name_alt = ("Normale", "N") if is_absent(row.cells[0]) else split_name_alt(row.cells[0])
            rule_id = self.builder.add_rule(name, name_alt, section, clean_text(row.cells[1]), [row.line])
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

    def add_weapons(self, section: str | None, table: Table) -> None:
        header = header_cells(table)
        strength = find_column(header, _DAMAGE_COLUMN)
        assert strength is not None
        columns = {role: find_column(header, pattern) for role, pattern in _COLUMNS.items()}
        known = {0, strength, *(index for index in columns.values() if index is not None)}
        bands = band_columns(header, known, strength)
        # A `Mods` column lists the modifiers of one `Portée` column's bands; beside band
        # columns of their own it is no column this reads (reported as such).
        listed_mods = columns["band_mods"] if len(bands) == 1 else None
        if listed_mods is None:
            known.discard(columns["band_mods"])
        header_bands = {index: parse_header_band(header[index]) for index in bands}
        note_unread_columns(self.builder, header, known | set(bands), table.rows[0].line, table.rows[1:], section)
        require_weapon_rows(table, self.source)
        require_no_formula_errors(table, header, known | set(bands), self.source)
        self.builder.claim([table.rows[0].line], "table_header")
        claim_label_rows(self.builder, table, section)
        seen: dict[WeaponKey, int] = {}
        # Every row fills its name, bands and damage; the cells after them may be left out.
        required = max([strength, *bands]) + 1
        rows = fitted_rows(table, self.source, required)
        for row, named in zip(rows, weapon_names(table, rows, self.source), strict=True):
            position = next_weapon_position(self.builder)

            def parsed(column: int | None, parser: Callable[[str], T], row: TableRow = row) -> T:
                return self.parse_cell(row, header, column, parser)

            traits = row_rule_items("", row, columns["traits"]) if columns["traits"] is not None else []
            # `*` after the name, or (as N4 prints it) a `CC` trait: usable in close combat.
            name, mode = named.name, named.mode
            close_combat = named.close_combat or any(_is_close_combat_trait(item.label) for item in traits)
            profile = printed_profile(header, row)
            repeated = self.printed.repeat_of(name, mode, profile) if (name, mode) not in seen else None
            if repeated is not None:  # said again in another table, cell for cell
                self.builder.claim([row.line], "weapon", repeated)
                continue
            weapon_id = unique_weapon_id(self.builder, seen, name, mode, row.line)
            self.printed.add(name, mode, weapon_id, profile)
            if listed_mods is not None:
                printed = self.listed_bands(row, header, bands[0], listed_mods)
            else:
                printed = [band for index in bands if (band := self.band(row, header, index, header_bands[index]))]
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
                mode=mode,
                count=named.count,
                # No band and no template: close combat only, as the * says, or as a
                # table without range columns does (`ARME | DOM | …` of CC weapons).
                melee_only=not printed and template is None and (close_combat or not bands),
                strength_raw=printed_strength(row.cells[strength]),
                strength=damage.value,
                strength_step=None,
                strength_max=None,
                rules_raw=ammo_raw or None,
                weapon_key=weapon_key(self.builder.game, name, mode),
                min_range=None,
                rules=None if is_absent(ammo_raw) or ammo_raw.casefold() in _NO_AMMUNITION else ammo_raw,
                source_line=row.line,
                close_combat=close_combat,
                strength_attribute=damage.attribute,
                strength_modifier=damage.modifier,
                burst_raw=cell_or_none(row, columns["burst"]),
                burst=burst.value,
                burst_modes=burst.modes,
                burst_alt=burst.alt,
                burst_uses=burst.uses,
                burst_marked=burst.marked,
                template_raw=cell_or_none(row, columns["template"]),
                template=template.name if template else None,
                template_count=template.count if template else None,
                em_vulnerable=parsed(columns["em"], parse_flag),
            )
            add_weapon_bands(self.builder, weapon_id, printed, row.line)
            items = self.ammunition_items(ammo_raw)
            for position_in_cell, (label, combinator, profile) in enumerate(items, 1):
                self.links.append(RuleItem(weapon_id, position_in_cell, label, row.line, combinator, profile))
            # Traits (`Anti-matériel · Jetable (2)`) name rules of the sheet, after the ammunition.
            self.trait_links.extend(
                RuleItem(weapon_id, position_in_cell, item.label, row.line)
                for position_in_cell, item in enumerate(traits, start=len(items) + 1)
            )
            self.builder.claim([row.line], "weapon", weapon_id)

    def band(self, row: TableRow, header: list[str], index: int, header_band: HeaderBand | None) -> Band | None:
        """The band of one cell: `20/+3` (or `8"/+3`) under a band name, or `+3` under `8-16"`;
        None if absent."""
        if header_band is None:
            # `COURTE (po)` over `8/+3`: the header names the unit its cells leave out.
            unit = header_unit(header[index])
            label = without_header_unit(header[index])
            cell = self.parse_cell(row, header, index, partial(parse_range_cell, unprinted_unit=unit or "cm"))
            if cell is None:
                return None
            if isinstance(cell, EdgedBand):  # `+3 (0-8")`: the edges are the cell's
                return Band(index, label, cell.min, cell.max, cell.unit, cell.modifier)
            return Band(index=index, label=label, min=None, max=cell.max, unit=cell.unit, modifier=cell.modifier)
        modifier = self.parse_cell(row, header, index, parse_band_modifier)
        if modifier is None:
            return None
        return Band(
            index=index,
            # Edges alone (`0–8″`) label the band in their plain spelling (`0-8"`).
            label=header_band.label or plain_marks(header[index]),
            min=header_band.min,
            max=header_band.max,
            unit=header_band.unit,
            modifier=modifier,
        )

    def listed_bands(self, row: TableRow, header: list[str], ranges: int, modifiers: int) -> list[Band]:
        """The bands of a `Portée` cell listing their edges (`8/16/24`) beside the `Mods`
        cell listing their modifiers (`+3/0/-3`), each labelled with its edges (`0-8"`)."""
        try:
            listed = parse_listed_bands(row.cells[ranges], row.cells[modifiers])
        except CellError as error:
            found = f"{row.cells[ranges]} | {row.cells[modifiers]}"
            raise self.error(
                row.line, f"{header[ranges]}, {header[modifiers]}", str(error), found, "bad-cell"
            ) from None
        return [
            Band(position, _edges_label(band), band.min, band.max, band.unit, band.modifier)
            for position, band in enumerate(listed, start=1)
        ]

    def parse_cell(self, row: TableRow, header: list[str], column: int | None, parser: Callable[[str], T]) -> T:
        """`parser` on one cell (an absent column reads as empty); its CellError names line and column."""
        text = row.cells[column] if column is not None else ""
        try:
            return parser(text)
        except CellError as error:
            column_name = header[column] if column is not None else "?"
            raise self.error(row.line, column_name, str(error), text, "bad-cell") from None

    def ammunition_items(self, cell: str) -> list[tuple[str, str | None, int | None]]:
        """(label, combinator, profile) of each item: `AP+EXP` -> AP, EXP (all); `N/AP` -> N 1,
        AP 2 (a choice; `N, AP` alike); `/AP/DA` -> AP 2, DA 3 (a choice whose first profile is the normal
        ammunition); `EXP(+AP)` -> EXP, AP (all); `E/M2` stays whole because the ammunition
        table knows it; `Normale (x2)` is one item with its parameter."""
        text = strip_emphasis(cell)
        if is_absent(text):  # before parentheses are read as a combination: `(aucune)`
            return []
        if "(" in text:
            text = _without_combo_parentheses(text)
        if is_absent(text) or text.casefold() in _NO_AMMUNITION:
            return []
        chunks = [self._alternatives(chunk) for chunk in text.split("+")]
        items: list[tuple[str, str | None, int | None]] = []
        for alternatives in chunks:
            choice = len(alternatives) > 1
            combinator = "choice" if choice else ("all" if len(chunks) > 1 else None)
            for profile, item in enumerate(alternatives, start=1):
                if item:
                    items.append((item, combinator, profile if choice else None))
        return items

    def _alternatives(self, chunk: str) -> list[str]:
        """The `/`- (or `,`-) separated alternatives of a chunk, joining tokens the ammunition table
        knows as one name (`E/M2`); an empty first alternative is the normal ammunition."""
        # A list of ammunition parted by commas (`EXP, DA`) offers each, as `/` does.
        tokens = [token.strip() for token in re.split(r"\s*,\s*|/", chunk)]
        alternatives: list[str] = []
        start = 0
        while start < len(tokens):
            # The longest run of tokens the ammunition table knows as one name, else one token.
            known = (
                end for end in range(len(tokens), start + 1, -1) if self.ammunition.knows("/".join(tokens[start:end]))
            )
            end = next(known, start + 1)
            alternatives.append("/".join(tokens[start:end]))
            start = end
        return alternatives
