"""The mercenaries (tests/fixtures/sheets/warmachine-mercs.txt), a new Warmachine sheet, read
to the values written by hand from it: rules and the texts of headed rules, modifiers and
dice; every line read and the tables valid."""

from __future__ import annotations

from tests.hand_written import valid
from tests.helpers import unparsed

# --- Warmachine: the mercenaries (tests/fixtures/sheets/warmachine-mercs.txt) ----------


def test_merc_every_line_read_and_valid():
    assert unparsed("warmachine-mercs") == []
    valid("warmachine-mercs")
