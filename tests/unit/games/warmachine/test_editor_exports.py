"""Warmachine: references as a copy from a PDF and a spreadsheet's export
leave them (tests/fixtures/sheets/warmachine-*), every value checked by hand.

- warmachine-pdf-reference.txt: UTF-8 with a BOM; a running header and footer with its
  page number on every page, a sentence cut by a page break, `▪` bullets over `◦` ones with
  no indentation, `o` bullets, `a)` items, narrow no-break spaces before `:`, no-break
  hyphens, a zero-width space, `Nom (★ Action) – texte` entries;
- warmachine-tableur.txt: a spreadsheet saved as text (Windows-1252, CRLF), every row
  padded with empty cells to the sheet's width, quoted cells, a glossary as two columns;
- warmachine-cygnar-mac.txt (Windows-1252, CR line ends, no-break spaces),
  warmachine-profils-pdf.txt (weapon stat blocks aligned with spaces, read as weapons since) and
  warmachine-menoth.md (a Warmachine sheet declared `markdown`): already read right by the
  readers, kept here so that they stay so.
"""

from __future__ import annotations

import pytest

from pipeline.model.errors import SheetError
from pipeline.parse.sheet import parse_text
from tests.conftest import one
from tests.warmachine_tables import _entry, parsed, unparsed

# --- a spreadsheet's export ------------------------------------------------------------

SPREADSHEET = "warmachine-tableur.txt"


@pytest.mark.parametrize("format_name", ["freetext", "tabular"])
def test_padded_spreadsheet_export(format_name):
    result = parsed(SPREADSHEET, format_name)
    assert result.report["encoding"] == "cp1252"
    assert unparsed(result) == []
    assert "reference_tables" not in result.tables or result.tables["reference_tables"].empty
    rules = result.tables["rules"]
    glossary = rules[rules["section"] == "Glossaire"]
    assert glossary["name"].tolist() == ["ARM", "DEF", "Manœuvre", "Cœur de Pierre"]  # not the header `Terme`
    assert one(rules, name="Cœur de Pierre")["text"] == (
        'Capacité d’un warjack qui ignore le premier point de dégâts, "une fois par tour".'
    )
    assert one(rules, name="Pilleur")["section"] == "Règles spéciales"
    modifiers = result.tables["modifiers"]
    assert modifiers[["name", "value"]].values.tolist() == [
        ["Cible dans un nuage", "–2 au jet d’attaque"],
        ["Tir à bout portant", "+2 au jet d’attaque"],
        ["Cible sous couvert", "DEF +4, ignore les frappes gratuites"],
    ]
    rolls = result.tables["roll_tables"]
    assert set(rolls["table_name"]) == {"Table de panique"}
    assert rolls["result"].tolist()[1] == "L’unité ne peut ni courir, ni charger."


# --- a sheet of headings only ----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "format_name"),
    [
        ("RÉFÉRENCE RAPIDE – LEGION\n\nARMES\n\nCAPACITÉS\n\nMODIFICATEURS\n", "freetext"),
        ("# Legion\n\n## Armes\n", "markdown"),
    ],
)
def test_a_sheet_of_headings_only_says_so(text, format_name):
    with pytest.raises(SheetError) as raised:
        parse_text(text.encode(), _entry("vide.txt", format_name))
    error = raised.value
    assert error.code == "nothing-read"
    assert "only headings with nothing under them" in str(error)
    assert "ARMES (line 3)" in str(error) or "Armes (line 3)" in str(error)
