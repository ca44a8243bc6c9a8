"""What every weapons table shares, whatever the game: the name of a row and its firing
mode, and its range bands with where each starts and ends."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from pipeline.extract.builder import SheetBuilder
from pipeline.extract.links import RuleItem, link_weapon_rules
from pipeline.extract.sections import Section
from pipeline.extract.text import on_one_line, strip_emphasis, without_footnote_mark
from pipeline.model.document import Table, TableRow
from pipeline.model.errors import SheetError

# `Micro-X Launcher - <i>Tir Direct</i>`, `Plasma Lance – Lance`: the mode follows a spaced dash.
_NAME_WITH_MODE = re.compile(r"^(?P<name>.+?)\s+[-–—]\s+(?P<mode>\S.*)$")


@dataclass(frozen=True)
class WeaponName:
    name: str
    mode: str | None
    close_combat: bool  # the name ends with `*` (Infinity's close-combat mark)
    count: int | None = None  # how many the carrier has, printed by the name (`Poings (x2)`)


# `Scie rotative (x2)`, `Poings ×2`, `Hache (2x)`, `2x Pistolet`: how many of the weapon its
# carrier has, printed by the name; not part of it.
_COUNT_AFTER = re.compile(
    r"^(?P<name>\S.*?)\s*(?:\(\s*[x×]\s*(?P<after>\d+)\s*\)|\s[x×]\s?(?P<bare>\d+)|\(\s*(?P<before>\d+)\s*[x×]\s*\))$",
    re.IGNORECASE,
)
_COUNT_BEFORE = re.compile(r"^(?P<count>\d+)\s?[x×]\s+(?P<name>\S.*)$", re.IGNORECASE)


def split_weapon_count(name: str) -> tuple[str, int | None]:
    """`Scie rotative (x2)` -> (`Scie rotative`, 2); a name printing no count -> (name, None).
    A count of 1 or 0 says nothing a name without one does not: it goes, as None."""
    after = _COUNT_AFTER.match(name)
    before = _COUNT_BEFORE.match(name) if after is None else None
    if after is None and before is None:
        return name, None
    if after is not None:
        bare, count = after.group("name"), after.group("after") or after.group("bare") or after.group("before")
    else:
        bare, count = before.group("name"), before.group("count")
    return bare.strip(), int(count) if int(count) > 1 else None


def _counted(named: WeaponName) -> WeaponName:
    name, count = split_weapon_count(named.name)
    return WeaponName(name, named.mode, named.close_combat, count) if count is not None or name != named.name else named


_MODE_HEADER = re.compile(r"^(?:mode|profil)", re.IGNORECASE)
# `Fusil Combi (Mode Suppressif)`, `Lance-grenades (Mode: Tendu)`: the mode in parentheses
# after the word saying so (`Mitrailleuse (HMG)` is a name); `(Mode 1)` keeps its word.
_MODE_IN_PARENTHESES = re.compile(
    r"^(?P<name>.+?)\s*\((?P<word>mode|profil)\s*:?\s*(?P<mode>[^()]*[^()\s])\s*\)$", re.IGNORECASE
)


def has_mode_column(table: Table) -> bool:
    """A weapons table whose second header cell is empty, or says `Mode`, holds the firing
    mode in that column (`Plasma Carbine<TAB>- Dispersion<TAB>20"…`)."""
    header = table.rows[0].cells
    return len(header) > 1 and (header[1].strip() == "" or bool(_MODE_HEADER.match(strip_emphasis(header[1]))))


# A name cell that prints only a firing mode (`- Charge`, `↳ Charge`, and the branches of a
# tree, `└ Tir unique`, `├─ Surplomb`): the sheet does not repeat the name of the weapon on
# the row above.
_MODE_ONLY = re.compile(r"^(?:[-–—]\s+|[↳└├╰┗┣]─*\s*)(?P<mode>\S.*)$")


# `(Dispersion)`: a mode column's cell may set its mode off in parentheses, as others do with
# a dash (`- Dispersion`).
_PARENTHESIZED_MODE = re.compile(r"^\((?P<mode>[^()]+)\)$")


def _mode_cell_text(cell: str) -> str:
    """The mode a mode column's cell prints, without the dash (`- Dispersion`) or the
    parentheses (`(Dispersion)`) setting it off."""
    mode = strip_emphasis(on_one_line(cell)).lstrip("-–— ").strip()
    parenthesized = _PARENTHESIZED_MODE.match(mode)
    return parenthesized.group("mode").strip() if parenthesized else mode


def weapon_name(table: Table, row: TableRow, above: WeaponName | None = None) -> WeaponName:
    """Name, mode and count (`Poings (x2)`, see `split_weapon_count`) of a weapons-table row;
    a row going on with the weapon above it has that weapon's count."""
    named = _weapon_name_and_mode(table, row, above)
    return named if named.count is not None else _counted(named)


def _weapon_name_and_mode(table: Table, row: TableRow, above: WeaponName | None) -> WeaponName:
    """Name and mode of a weapons-table row, the mode either after ` - ` in the name cell, in
    parentheses after `Mode` (`Fusil Combi (Mode Suppressif)`), or in a mode column of its
    own; emphasis dropped, a trailing `*` read as a mark, a note's call (`¹`) dropped. A row
    whose name cell holds only a mode (`- Charge`), or is empty beside a mode column, is
    another mode of the weapon `above` (the row before it)."""
    # `Mass Compactor<br>- <i>Dispersion</i>`: the mode on the cell's second line reads as
    # after ` - ` on one.
    name_cell = without_footnote_mark(strip_emphasis(on_one_line(row.cells[0]))) if row.cells else ""
    close_combat = name_cell.endswith("*")
    name_cell = name_cell.rstrip("*").strip()
    mode_only = _MODE_ONLY.match(name_cell) if above is not None else None
    if mode_only and above is not None:
        return WeaponName(above.name, mode_only.group("mode").strip(), close_combat, above.count)
    if has_mode_column(table) and len(row.cells) > 1:
        mode = _mode_cell_text(row.cells[1])
        if not name_cell and mode and above is not None:
            return WeaponName(above.name, mode, above.close_combat, above.count)
        return WeaponName(name_cell, mode or None, close_combat)
    match = _NAME_WITH_MODE.match(name_cell)
    if match:
        return WeaponName(match.group("name").strip(), match.group("mode").strip() or None, close_combat)
    in_parentheses = _MODE_IN_PARENTHESES.match(name_cell) if name_cell.endswith(")") else None
    if in_parentheses:
        mode = in_parentheses.group("mode")
        return WeaponName(
            in_parentheses.group("name"),
            mode if not mode.isdigit() else f"{in_parentheses.group('word')} {mode}",
            close_combat,
        )
    return WeaponName(name_cell, None, close_combat)


# `Plasma Carbine (Dispersion)`: a name, then a parenthesis closing the cell.
_NAME_WITH_PAREN = re.compile(r"^(?P<name>.+?)\s*\((?P<mode>[^()]+)\)$")


def modes_in_parentheses(names: list[WeaponName]) -> list[WeaponName]:
    """`Plasma Carbine (Dispersion)` over `Plasma Carbine (Tir Unique)`: rows of one table
    that print the same name with a parenthesis each are modes of that weapon. A parenthesis
    no other row shares (`Mag Cannon (Lourd)` alone) stays part of the name."""
    heads = [
        _NAME_WITH_PAREN.match(named.name) if named.mode is None and ")" in named.name else None for named in names
    ]
    counts: dict[str, int] = {}
    for head in heads:
        if head is not None:
            counts[head["name"]] = counts.get(head["name"], 0) + 1
    return [
        WeaponName(head["name"], head["mode"].strip(), named.close_combat, named.count)
        if head is not None and counts[head["name"]] > 1
        else named
        for named, head in zip(names, heads, strict=True)
    ]


def weapon_names(table: Table, rows: list[TableRow], source: str) -> list[WeaponName]:
    """The name and mode of each of a weapons table's body `rows`, in order (see
    `weapon_name`: a row may go on with the weapon above it; and `_modes_in_parentheses`).
    A first row that prints a mode alone has no weapon to go on with, and a row whose name
    cell is empty with no mode to say which profile of the weapon above it is (a spreadsheet's
    merged cell) names no weapon: an error naming its line, never a weapon without a name."""
    names: list[WeaponName] = []
    for row in rows:
        named = weapon_name(table, row, names[-1] if names else None)
        if not names and (not named.name or _MODE_ONLY.match(named.name)):
            raise SheetError(
                source,
                row.line,
                "a weapon's name (a row printing only a firing mode goes on with the weapon above it)",
                strip_emphasis(row.cells[0]) if row.cells else "",
                cell=table.rows[0].cells[0],
                code="mode-without-weapon",
            )
        if not named.name:
            raise SheetError(
                source,
                row.line,
                "a weapon's name, or the firing mode of the weapon above it (`- Mode` in the name cell, "
                "or in a mode column)",
                "an empty name cell",
                cell=table.rows[0].cells[0],
                code="weapon-without-name",
            )
        names.append(named)
    return modes_in_parentheses(names)


def printed_strength(cell: str) -> str:
    """A strength cell as it prints, for `strength_raw`: its emphasis left out (a sheet sets
    a value in bold, `**6**`, and a forum's `[b]6[/b]` reads so: it prints 6), the rest as
    written (`2+1 max 10`, `P+S`, `4*` calling a note)."""
    return strip_emphasis(cell) if "*" in cell else cell


def require_weapon_rows(table: Table, source: str) -> None:
    """A weapons table is its header and at least one weapon under it."""
    if len(table.rows) < 2:
        raise SheetError(source, table.rows[0].line, "weapon rows under the table header", "none", code="empty-table")


# What a spreadsheet prints in a cell whose formula fails (Excel in English and French,
# LibreOffice, Google Sheets): no value of the weapon, whatever the column expects.
_FORMULA_ERROR = re.compile(
    r"^#(?:N/?A|REF!|VALUE!|VALEUR!|DIV/0!|NAME\?|NOM\?|NUM!|NOMBRE!|NULL!|NUL!|ERROR!|SPILL!|CALC!|PROPAGATION!)$",
    re.IGNORECASE,
)


def is_formula_error(cell: str) -> bool:
    """`#N/A`, `#REF!`, `#VALEUR!`…: a spreadsheet's formula that failed, no value."""
    return cell.strip().startswith("#") and bool(_FORMULA_ERROR.match(cell.strip()))


def require_no_formula_errors(table: Table, header: list[str], read: set[int], source: str) -> None:
    """A cell the weapons table reads holding a formula's error (`#N/A` where a lookup
    found nothing) is an error naming its line and column: read as a value it would print
    `#N/A` on a card, or fail as a bad damage. In a column not read (`SWC`, `Notes`) it is
    left with the column."""
    for row in table.rows[1:]:
        for column in sorted(read):
            if column < len(row.cells) and is_formula_error(row.cells[column]):
                expected = "a value, not a spreadsheet formula's error (recalculate the sheet or fill the cell)"
                raise SheetError(
                    source, row.line, expected, row.cells[column].strip(), cell=header[column], code="formula-error"
                )


# A column of remarks on each weapon (`Notes`, `Remarques`, `Commentaires`, `Obs.`): what it
# says of a weapon is a note of that weapon (see `note_unread_columns`).
NOTES_HEADER = re.compile(r"^\s*(?:notes?|remarques?|commentaires?|observations?|obs\.?)\s*$", re.IGNORECASE)


def note_unread_columns(
    builder: SheetBuilder,
    header: list[str],
    read: set[int],
    line: int,
    rows: Sequence[TableRow] = (),
    section: str | None = None,
) -> None:
    """Keep what a weapons table prints in columns no column of `weapons` holds. A column of
    remarks (`NOTES_HEADER`) gives each weapon's remark as a row of `notes` (kind
    `column_note`, on the weapon's line, labelled by the column's header); the others
    (`SWC`, `Coût`, `P+S`) are listed in the report, so that a value left out is said, not
    lost silently. A column with neither label nor value in `rows` (a spreadsheet's blank
    column between two) holds nothing to say."""
    unread = [
        index
        for index in range(len(header))
        if index not in read and (header[index] or any(index < len(row.cells) and row.cells[index] for row in rows))
    ]
    remarks = [index for index in unread if NOTES_HEADER.match(header[index])]
    for row in rows:
        said = [
            (header[index].strip(), on_one_line(strip_emphasis(row.cells[index])))
            for index in remarks
            # A spreadsheet's formula error (`#REF!`) says nothing of the weapon.
            if index < len(row.cells) and row.cells[index].strip() and not is_formula_error(row.cells[index])
        ]
        if said:
            label = " / ".join(label for label, _ in said)
            builder.column_note(section, row.line, label, " / ".join(text for _, text in said))
    others = [header[index] for index in unread if index not in remarks]
    if others:
        builder.note("unread_columns", {"columns": others, "source_line": line})


def next_weapon_position(builder: SheetBuilder) -> int:
    """`weapons.position` of the next row: the rows of every weapons table of the sheet are
    numbered on from one table to the next (reading order), not from 1 in each table, so
    that sorting a sheet's weapons by position gives the order they are printed in (a
    `Armes de tir` table, then `Armes de corps à corps`)."""
    return len(builder.rows.get("weapons", ())) + 1


# The label of a column naming the model that carries each weapon (`Figurine`, `Bête`,
# `Unité`, `Warjack`…), as a faction's weapons table printed for all its models has one.
_CARRIER_LABEL = re.compile(
    r"^\s*(?:figurines?|mod[èe]les?|unit[ée]s?|b[êe]tes?|warjacks?|warbeasts?|models?|units?|porteur)\s*[.:]?\s*$",
    re.IGNORECASE,
)


def carrier_column(header: list[str], name_column: int) -> int | None:
    """The column left of a weapons table's names that names each weapon's model, if any."""
    return next((index for index in range(name_column) if _CARRIER_LABEL.match(header[index])), None)


WeaponKey = tuple[str | None, str, str | None]


def unique_weapon_id(
    builder: SheetBuilder,
    seen: dict[WeaponKey, int],
    name: str,
    mode: str | None,
    line: int,
    carrier: str | None = None,
) -> str:
    """The id of a weapons-table row; a second row of the same weapon and mode is an error,
    unless the table names the model carrying each (`carrier`) and another model carries it
    (a `Poing ouvert` on two warjacks, a `Hache` on two units): then each is a profile of
    its own, numbered on (`poing-ouvert-2`) as across tables."""
    key = (carrier, name, mode)
    if key in seen:
        raise SheetError(
            builder.document.source,
            line,
            f"one row per weapon and mode (already on line {seen[key]})",
            f"{name} {mode or ''}".strip(),
            code="duplicate-weapon",
        )
    seen[key] = line
    return builder.new_id(name, mode) if mode else builder.new_id(name)


def printed_profile(header: list[str], row: TableRow) -> dict[str, str]:
    """What a weapons row prints, by column label (folded): its filled cells, to tell a row
    saying a weapon again from one giving it another profile."""
    return {
        " ".join(label.casefold().split()): " ".join(cell.split())
        for label, cell in zip(header, row.cells, strict=False)
        if cell.strip()
    }


@dataclass
class PrintedWeapons:
    """The weapons the sheet's tables have given so far, by name and mode (and model, where
    a table names each weapon's model): a row printing one of them again, cell for cell, is
    that weapon, no second one: the `Arme CC` a sheet lists under its infantry and again
    under its TAG, or a row typed or pasted twice. A row of the same weapon printing another
    profile is no repeat (see `unique_weapon_id`: which of the two is meant, no player can
    tell)."""

    ids: dict[tuple[str | None, str, str | None], tuple[str, dict[str, str]]] = field(default_factory=dict)

    def repeat_of(self, name: str, mode: str | None, profile: dict[str, str], owner: str | None = None) -> str | None:
        """The id of the weapon `profile` prints again; None for a weapon not given yet or
        given with another profile."""
        known = self.ids.get((owner, name, mode))
        return known[0] if known is not None and known[1] == profile else None

    def add(
        self, name: str, mode: str | None, weapon_id: str, profile: dict[str, str], owner: str | None = None
    ) -> None:
        self.ids.setdefault((owner, name, mode), (weapon_id, profile))


@dataclass(frozen=True)
class Band:
    """One present range band of a weapon, as read from its cell."""

    index: int  # column order, 1..n
    label: str  # the column's header as printed
    min: float | None  # printed minimum (`10` of `10-30"`)
    max: float
    unit: str  # in | cm
    modifier: int | None = None  # Infinity's `+3`
    strength: int | None = None  # the band's own strength (`7/4/2`)


def add_weapon_bands(builder: SheetBuilder, weapon_id: str, bands: list[Band], line: int) -> None:
    """The weapon's `weapon_ranges` rows, each with where it starts and ends, so that one
    lookup finds the band of any distance: a band starts at its printed minimum (included),
    else where the band before it ends (excluded), else at 0 (included). A minimum that is
    where the band before ends (`0-8"` then `8-16"`) is that edge: 8 is in the first band."""
    previous_upper: float | None = None
    for band in bands:
        if band.min is not None and band.min != previous_upper:
            lower, inclusive = band.min, True
        elif previous_upper is not None:
            lower, inclusive = previous_upper, False
        else:
            lower, inclusive = 0.0, True
        builder.add(
            "weapon_ranges",
            weapon_id=weapon_id,
            sheet_id=builder.sheet_id,
            band_index=band.index,
            band_label=band.label,
            min=band.min,
            max=band.max,
            unit=band.unit,
            modifier=band.modifier,
            strength=band.strength,
            lower=lower,
            upper=band.max,
            lower_inclusive=inclusive,
            source_line=line,
        )
        previous_upper = band.max


# A game's reader of one weapons table: adds its rows, returns their rule items.
# (builder, table, the name of the section it stands in) -> its rule items.
WeaponsTableReader = Callable[[SheetBuilder, Table, str | None], list[RuleItem]]


@dataclass
class LinkedWeaponTables:
    """A game's weapons tables whose rule items name rules of the sheet (Antares, Warmachine):
    each table is read where it stands, its items linked once every section is read, since
    the glossary they name may come after the weapons."""

    builder: SheetBuilder
    is_weapons_table: Callable[[Table], bool]
    read_table: WeaponsTableReader
    links: list[RuleItem] = field(default_factory=list)

    def take(self, section: Section, table: Table) -> bool:
        if not self.is_weapons_table(table):
            return False
        self.links.extend(self.read_table(self.builder, table, section.name))
        return True

    def finish(self) -> None:
        link_weapon_rules(self.builder, self.links)
