"""Warmachine reference: rules under capitalised headings, lead entries, modifier lists."""

from pipeline.games import GameSpec
from pipeline.games.warmachine.normalise import normalise

GAME = GameSpec(name="warmachine", normalise=normalise)
