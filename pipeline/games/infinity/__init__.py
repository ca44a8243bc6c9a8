"""Infinity: weapons (cm bands with modifiers, DOM, burst, template, ammunition), the
ammunition table, skills, modifiers and reference grids."""

from pipeline.games import GameSpec
from pipeline.games.infinity.normalise import is_weapons_table, normalise

GAME = GameSpec(
    name="infinity",
    normalise=normalise,
    is_weapons_table=is_weapons_table,
    weapon_columns=(
        ("DOM", "strength_raw"),
        ("R", "burst_raw"),
        ("Gabarit", "template_raw"),
        ("Munitions", "rules_raw"),
        ("E/M", "em_vulnerable"),
    ),
)
