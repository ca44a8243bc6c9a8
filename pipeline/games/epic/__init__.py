"""Epic-style abilities: line records, one rule each with its scope (Unité/Arme), read by
the shared records extractor; nothing else is Epic's own."""

from pipeline.games import GameSpec

GAME = GameSpec(name="epic", default_die="D6")
