"""Warmachine reference: rules under capitalised headings, lead entries (`NOM- texte`),
modifier lists, all read by the shared extractor; the game's own is its dice."""

from pipeline.games import GameSpec

# Warmachine rolls d6s; a dice outcome that names no die uses it.
GAME = GameSpec(name="warmachine", default_die="D6")
