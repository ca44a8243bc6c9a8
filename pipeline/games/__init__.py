"""The games: one package each under pipeline/games/, found by name, never by importing
them all, so that a sheet's jobs depend on its own game's code and no other.

A game package `pipeline/games/<name>/__init__.py` defines `GAME = GameSpec(...)`: what
is its own when its sheets are read (its dice, a reader of its own tables) and what
rendering and errata need to know of it. Everything else (glossaries, dice tables,
modifiers, grids, records) is read by the shared extractor, `pipeline.extract.sheet`.
Adding a game is adding its package; the manifest's list of games is read from this
directory.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pipeline.extract.builder import SheetBuilder
    from pipeline.extract.sheet import GameTables
    from pipeline.model.document import Document, Table

GAMES_DIR = Path(__file__).resolve().parent
# Columns printed after the range bands when a game names none: (header, weapons column).
DEFAULT_WEAPON_COLUMNS: tuple[tuple[str, str], ...] = (("Force", "strength_raw"), ("Règles", "rules_raw"))


@dataclass(frozen=True)
class GameSpec:
    """What the pipeline needs of one game."""

    name: str
    # The die of the game's tests: dice outcomes written without a die use it.
    default_die: str = "D6"
    # What the game prints its own way, turned into tables before a sheet is read (a
    # Warmachine card's stat line under a weapon's name), if anything.
    read_blocks: Callable[[Document], None] | None = None
    # The reader of the game's own tables for one sheet (weapons, ammunition), if any.
    tables: Callable[[SheetBuilder], GameTables] | None = None
    # Which tables of a sheet are weapons tables (errata edit their cells by column header).
    is_weapons_table: Callable[[Table], bool] = field(default=lambda table: False)
    # Weapons columns printed after the range bands on sheets and cards: (header, column).
    weapon_columns: tuple[tuple[str, str], ...] = DEFAULT_WEAPON_COLUMNS


def game_names() -> list[str]:
    """Every game package under pipeline/games, by name, without importing any."""
    return sorted(info.name for info in pkgutil.iter_modules([str(GAMES_DIR)]) if info.ispkg)


def game_module(name: str) -> str:
    return f"{__name__}.{name}"


@cache
def load_game(name: str) -> GameSpec:
    """The `GAME` of pipeline/games/<name>; a package without one is a bug in that package."""
    if name not in game_names():
        raise KeyError(f"no game {name!r} under {GAMES_DIR} (known: {', '.join(game_names())})")
    module = importlib.import_module(game_module(name))
    spec = getattr(module, "GAME", None)
    if not isinstance(spec, GameSpec):
        raise TypeError(f"{module.__name__} must define GAME = GameSpec(...)")
    return spec
