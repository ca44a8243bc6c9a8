"""Beyond the Gates of Antares: weapons table (inch bands, SV, special rules) and glossary."""

from pipeline.games import GameSpec
from pipeline.games.antares.normalise import is_weapons_table, normalise

GAME = GameSpec(
    name="antares",
    normalise=normalise,
    is_weapons_table=is_weapons_table,
    weapon_columns=(("VI", "strength_raw"), ("Règles spéciales", "rules_raw")),
)
