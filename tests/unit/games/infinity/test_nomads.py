"""The Nomads (tests/fixtures/sheets/infinity-nomads.tsv), a new Infinity sheet, read to the
values written by hand from it: weapons, bands, ammunition and how items combine, skills,
modifiers, dice and grids; typed and validated. `K1` (an ammunition of its own, once split as
K + 1) and `Camouflage Thermo-Optique (CTO)` (its abbreviation) are asserted on their own."""

from __future__ import annotations

from tests.hand_written import valid
from tests.helpers import unparsed

# --- Infinity: the Nomads (tests/fixtures/sheets/infinity-nomads.tsv) -----------------


def test_nomad_every_line_read_and_valid():
    assert unparsed("infinity-nomads") == []
    valid("infinity-nomads")
