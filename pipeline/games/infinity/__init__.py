"""Infinity: its weapons table (cm bands with modifiers, DOM, burst, template, ammunition)
and ammunition table; skills, modifiers and grids are read by the shared extractor."""

from pipeline.games import GameSpec
from pipeline.games.infinity.tables import InfinityTables, is_weapons_table

GAME = GameSpec(
    name="infinity",
    # Infinity rolls a d20; dice outcomes that name no die use it.
    default_die="D20",
    tables=InfinityTables,
    is_weapons_table=is_weapons_table,
    weapon_columns=(
        ("DOM", "strength_raw"),
        ("R", "burst_raw"),
        ("Gabarit", "template_raw"),
        ("Munitions", "rules_raw"),
        ("E/M", "em_vulnerable"),
    ),
)
