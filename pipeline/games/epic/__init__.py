"""Epic-style abilities: line records, one rule each, with its scope (Unité/Arme)."""

from pipeline.games import GameSpec
from pipeline.games.epic.normalise import normalise

GAME = GameSpec(name="epic", normalise=normalise)
