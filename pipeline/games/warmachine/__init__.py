"""Warmachine reference: rules under capitalised headings, lead entries (`NOM- texte`),
modifier lists, all read by the shared extractor; the game's own are its dice and its
weapons tables (RNG/POR, ROF/CdT, AOE/ZDE, POW/PUI, abilities), printed as a table or as
a card's stat line under the weapon's name."""

from pipeline.games import GameSpec
from pipeline.games.warmachine.cards import read_weapon_cards
from pipeline.games.warmachine.weapons import is_weapons_table, warmachine_tables

GAME = GameSpec(
    name="warmachine",
    # Warmachine rolls d6s; a dice outcome that names no die uses it.
    default_die="D6",
    read_blocks=read_weapon_cards,
    tables=warmachine_tables,
    is_weapons_table=is_weapons_table,
    # After the range (POR): the card's other stats in its order, then the abilities.
    weapon_columns=(
        ("CdT", "burst_raw"),
        ("ZDE", "template_raw"),
        ("PUI", "strength_raw"),
        ("Facultés", "rules_raw"),
    ),
)
