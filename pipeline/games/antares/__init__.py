"""Beyond the Gates of Antares: its weapons table (inch bands, SV, special rules with
parameters); glossaries, dice tables and the rest are read by the shared extractor."""

from pipeline.games import GameSpec
from pipeline.games.antares.weapons import antares_tables, is_weapons_table

GAME = GameSpec(
    name="antares",
    # Antares resolves every test on a D10; dice outcomes that name no die use it.
    default_die="D10",
    tables=antares_tables,
    is_weapons_table=is_weapons_table,
    # The rules as they print: a link or a `<br>` of the cell shows as its text.
    weapon_columns=(("VI", "strength_raw"), ("Règles spéciales", "rules")),
)
