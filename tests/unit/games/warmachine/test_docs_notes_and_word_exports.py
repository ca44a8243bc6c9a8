"""Warmachine: references as a word processor, a PDF card, Pandoc and Windows
Notepad leave them (tests/fixtures/sheets/warmachine-*), every value checked by hand.

- warmachine-word-sommaire.txt: a Word document saved as text (UTF-8 with a BOM, CRLF): a
  table of contents with dot leaders, numbered sections in Title Case (`1.2 Charge`),
  `Nom (Nom anglais) : texte` and `Nom [★Action]` entries, a modifier list written value
  first (`+2 au jet d'attaque : cible au tapis`), a glossary divided by letters (`A`, `B`);
- warmachine-word-compact.txt: the same without a blank line anywhere, `2. ATTAQUES`
  numbered in capitals, a `. . .` contents, weapon cards with their labels over their values;
- warmachine-cartes-colonnes.txt: weapon cards copied from a PDF, labels over values
  aligned with spaces, `P+S` in a column and on a stat line, `SP 8`, `12"`, `CQ`, abilities
  one to a line under the stats (`Damage Type: Fire`, `★ Critique : Renversement`);
- warmachine-pandoc.md: Pandoc's Markdown (front matter, a simple table with dash runs
  under its header, `## 2. Facultés d'armes`, `\\+2` escaped);
- warmachine-bloc-notes-utf16.txt: Windows Notepad, UTF-16 LE with a BOM, CRLF, stats
  aligned with tabs (labels over values, and `POR<TAB>2<TAB>PUI<TAB>7`).
"""

from __future__ import annotations

import pytest

from pipeline.extract.cells import RuleLabel
from pipeline.extract.links import Glossary
from pipeline.extract.text import split_name_alt
from pipeline.model.errors import SheetError
from pipeline.model.result import ParseResult
from pipeline.parse.sheet import parse_text
from tests.conftest import one
from tests.helpers import kinds
from tests.warmachine_tables import _entry, _plain, parsed


def weapons(result: ParseResult) -> list[tuple]:
    columns = ["name", "strength_raw", "strength", "burst_raw", "template", "melee_only", "rules_raw"]
    return [_plain(row) for row in result.tables["weapons"][columns].itertuples(index=False)]


# --- a Word document saved as text -----------------------------------------------------

WORD = "warmachine-word-sommaire.txt"


def test_a_tag_in_brackets_is_the_names_other_part():
    bump = one(parsed(WORD).tables["rules"], name="Bousculade (Slam)")
    assert bump["name_alt"] == "★Attaque"
    assert bump["text"] == 'le warjack avance de VIT + 3" ; si l\'attaque touche, la cible est repoussée de d6".'
    assert split_name_alt("Bousculade [★Attaque]") == ("Bousculade", "★Attaque")
    assert split_name_alt("Renvoi [2]") == ("Renvoi [2]", None)  # a number is no tag


# --- a PDF card copied: labels over values ---------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param(
            "CARTES\n\nHache\nPOR 2   PUI 7\nPoing\nPOR 1   PUI 5\nGantelet\n\nGantelet. Une prise.\n",
            [("Hache", "7", 7, None, None, False, None), ("Poing", "5", 5, None, None, False, "Gantelet")],
            id="a-line-run-on-to-the-next-name-is-no-ability",
        ),
        pytest.param(
            "CARTES\n\nHache\nPOR\tPUI\tFacultés\n2\t7\t\n\nMarteau\nPOR\tPUI\tFacultés\n2\t8\tArme magique\n",
            [("Hache", "7", 7, None, None, False, None), ("Marteau", "8", 8, None, None, False, "Arme magique")],
            id="an-abilities-column-left-empty",
        ),
    ],
)
def test_a_cards_weapons_and_their_abilities(text: str, expected: list[tuple]):
    assert weapons(parse_text(text.encode(), _entry("x.txt"))) == expected


# --- Pandoc's Markdown -------------------------------------------------------------------


def test_pandoc_table_closed_by_dashes_and_cells_out_of_their_run():
    text = (
        "ARMES\n\n"
        "  Arme          POR   PUI\n"
        "  ------------- ----- -----\n"
        "  Épée longue     2     7\n"
        "  ------------- ----- -----\n"
    )
    result = parse_text(text.encode(), _entry("x.md", "markdown"))
    assert weapons(result) == [("Épée longue", "7", 7, None, None, False, None)]
    assert kinds(result)[6] == "table_separator"


# --- mistakes ----------------------------------------------------------------------------


def _error(text: str) -> SheetError:
    with pytest.raises(SheetError) as caught:
        parse_text(text.encode(), _entry("khador.txt"))
    return caught.value


def test_a_letter_for_a_power_names_its_line():
    error = _error("ARMES\n\nArme\tPOR\tPUI\nCanon\t12\t14\nHache\t2\tHuit\n")
    assert (error.file, error.line, error.cell, error.found, error.code) == ("khador.txt", 5, "PUI", "Huit", "bad-cell")


def test_a_bad_value_under_a_cards_labels_names_the_values_line():
    error = _error("CARTES\n\nCanon de siège\nRNG   ROF   AOE   POW\n10    1     -     X\n")
    assert (error.line, error.cell, error.found, error.code) == (5, "POW", "X", "bad-cell")
    assert "a power" in error.expected


def test_a_stat_line_without_its_power_is_an_error():
    text = "CARTES\n\nCanon à glace\nPOR 12   PUI 13\n\nHache de glace\nPOR 2   CdT —   ZDE —\nFacultés : Gel\n"
    error = _error(text)
    assert (error.line, error.found, error.code) == (7, "POR 2   CdT —   ZDE —", "bad-stat-line")
    assert "power" in error.expected and "PUI 12" in error.expected
    assert str(error).startswith("khador.txt:7 (column PUI): expected a card's stat line")


def test_a_cards_values_short_of_its_labels_is_an_error():
    error = _error("CARTES\n\nCanon de siège\nRNG\tROF\tAOE\tPOW\n10\t1\t12\n")
    assert (error.line, error.code) == (5, "cells-count")
    assert "4 labels of line 4" in error.expected


def test_a_range_alone_in_a_glossary_is_no_stat_line():
    text = "GLOSSAIRE\n\nPortée\nPortée : 10 pouces\n\nArme lourde : un warjack est mis au tapis.\n"
    result = parse_text(text.encode(), _entry("x.txt"))
    assert "weapons" not in result.tables or result.tables["weapons"].empty


# --- a sheet of many weapons -------------------------------------------------------------


def test_a_near_miss_looked_up_once_follows_the_entries_added_after():
    glossary = Glossary()
    glossary.add("wm:arme-lourde", "Arme lourde")
    assert glossary.resolve(RuleLabel("Damage Type", "Damage Type", None)).match == "unresolved"
    glossary.add("wm:damage-type", "Damage Types")
    link = glossary.resolve(RuleLabel("Damage Type", "Damage Type", None))
    assert (link.rule_id, link.match) == ("wm:damage-type", "fuzzy")


def test_modifier_positions_count_per_section():
    text = (
        "MODIFICATEURS DE TIR\n\nA\t+1\nB\t+2\n\nMODIFICATEURS DE MÊLÉE\n\nC\t+3\n\n"
        "MODIFICATEURS DE TIR (SUITE)\n\nD\t+4\n"
    )
    modifiers = parse_text(text.encode(), _entry("x.txt")).tables["modifiers"]
    assert modifiers[["name", "position"]].values.tolist() == [["A", 1], ["B", 2], ["C", 1], ["D", 3]]
