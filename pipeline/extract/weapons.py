"""What every weapons table shares, whatever the game: the name of a row and its firing mode."""

from __future__ import annotations

import re
from dataclasses import dataclass

from pipeline.extract.text import strip_emphasis
from pipeline.model.document import Table, TableRow

# `Micro-X Launcher - <i>Tir Direct</i>`, `Plasma Lance – Lance`: the mode follows a spaced dash.
_NAME_WITH_MODE = re.compile(r"^(?P<name>.+?)\s+[-–—]\s+(?P<mode>\S.*)$")


@dataclass(frozen=True)
class WeaponName:
    name: str
    mode: str | None
    close_combat: bool  # the name ends with `*` (Infinity's close-combat mark)


def has_mode_column(table: Table) -> bool:
    """A weapons table whose second header cell is empty holds the mode in that column
    (`Plasma Carbine<TAB>- Dispersion<TAB>20"…`)."""
    header = table.rows[0].cells
    return len(header) > 1 and header[1].strip() == ""


def weapon_name(table: Table, row: TableRow) -> WeaponName:
    """Name and mode of a weapons-table row, the mode either after ` - ` in the name cell or
    in a mode column of its own; emphasis dropped, a trailing `*` read as a mark."""
    name_cell = strip_emphasis(row.cells[0]) if row.cells else ""
    close_combat = name_cell.endswith("*")
    name_cell = name_cell.rstrip("*").strip()
    if has_mode_column(table) and len(row.cells) > 1:
        mode = strip_emphasis(row.cells[1]).lstrip("-–— ").strip()
        return WeaponName(name_cell, mode or None, close_combat)
    match = _NAME_WITH_MODE.match(name_cell)
    if match:
        return WeaponName(match.group("name").strip(), match.group("mode").strip() or None, close_combat)
    return WeaponName(name_cell, None, close_combat)
