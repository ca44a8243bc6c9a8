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
from tests.warmachine_tables import _entry, _plain, bands, parsed, unparsed


def weapons(result: ParseResult) -> list[tuple]:
    columns = ["name", "strength_raw", "strength", "burst_raw", "template", "melee_only", "rules_raw"]
    return [_plain(row) for row in result.tables["weapons"][columns].itertuples(index=False)]


def links(result: ParseResult) -> list[tuple]:
    rows = result.tables["weapon_rules"][["weapon_id", "rule_name", "param", "match"]]
    return [_plain(row) for row in rows.itertuples(index=False)]


# --- a Word document saved as text -----------------------------------------------------

WORD = "warmachine-word-sommaire.txt"


def test_the_table_of_contents_is_set_aside():
    result = parsed(WORD)
    assert unparsed(result) == []
    assert [line for line, kind in kinds(result).items() if kind == "table_of_contents"] == list(range(3, 11))
    assert not result.tables["rules"]["text"].fillna("").str.contains(r"\.\.\.\.").any()


def test_numbered_sections_in_title_case_are_headings():
    rules = parsed(WORD).tables["rules"]
    assert rules["name"].tolist() == [
        "Avance Normale",
        "Charge",
        "Course",
        "Piétinement (Trample)",
        "Bousculade (Slam)",
        "Attaques",
        "Activation",
        "ARM",
        "Arme lourde",
        "Arme magique",
        "Boost",
        "Tir indirect",
    ]
    assert one(rules, name="Avance Normale")["text"] == (
        "Une figurine qui effectue une avance complète avance de sa VIT en pouces, puis peut effectuer "
        "une action de combat (voir p. 3)."
    )
    assert one(rules, name="Attaques")["text"].startswith("Un jet d'attaque touche quand 2d6 + MAT")
    course = one(rules, name="Course")
    assert (course["name_alt"], course["section"], course["parent_rule_id"]) == ("Run", "Charge", "wm:charge")
    assert kinds(parsed(WORD))[12] == "heading"  # `1. Mouvement`, a section with no text of its own


def test_a_tag_in_brackets_is_the_names_other_part():
    bump = one(parsed(WORD).tables["rules"], name="Bousculade (Slam)")
    assert bump["name_alt"] == "★Attaque"
    assert bump["text"] == 'le warjack avance de VIT + 3" ; si l\'attaque touche, la cible est repoussée de d6".'
    assert split_name_alt("Bousculade [★Attaque]") == ("Bousculade", "★Attaque")
    assert split_name_alt("Renvoi [2]") == ("Renvoi [2]", None)  # a number is no tag


def test_modifiers_written_value_first():
    modifiers = parsed(WORD).tables["modifiers"]
    assert [_plain(row) for row in modifiers[["section", "name", "value", "value_num"]].itertuples(index=False)] == [
        ("Modificateurs D'attaque", "cible au tapis", "+2 au jet d'attaque", 2),
        ("Modificateurs D'attaque", "attaque de dos", "+2 au jet d'attaque", 2),
        ("Modificateurs D'attaque", "cible en mêlée (attaque à distance)", "-4 au jet d'attaque", -4),
        ("Modificateurs D'attaque", "cible derrière un couvert", "+4 DEF", 4),
    ]


def test_glossary_letters_divide_no_section():
    result = parsed(WORD)
    assert [line for line, kind in kinds(result).items() if kind == "letter_divider"] == [42, 48, 51]
    glossary = result.tables["rules"].query("section == 'Glossaire'")
    assert glossary["name"].tolist() == ["Activation", "ARM", "Arme lourde", "Arme magique", "Boost", "Tir indirect"]
    assert one(glossary, name="ARM")["name_alt"] == "Armure"


def test_the_word_tables_weapons():
    result = parsed(WORD)
    assert weapons(result) == [
        ("Canon Bombarde (Bombard)", "14", 14, "1", "aoe-3", False, "Arme lourde"),
        ("Hache de bataille (Battle Axe)", "8", 8, "—", None, False, "Arme magique"),
        ("Mortier (Mortar)", "14", 14, "1", "aoe-4", False, "Arme lourde, Tir indirect"),
    ]
    assert [match for *_, match in links(result)] == ["exact"] * 4


COMPACT = "warmachine-word-compact.txt"


def test_a_word_document_with_no_blank_line():
    result = parsed(COMPACT)
    assert unparsed(result) == []
    assert [line for line, kind in kinds(result).items() if kind == "table_of_contents"] == [2, 3, 4, 5]
    rules = result.tables["rules"]
    assert rules[["name", "section"]].values.tolist() == [
        ["FURIE", "FURIE"],
        ["Forcer", "Forcer"],
        ["Frénésie", "Frénésie"],
        ["Critique", "LEXIQUE"],
        ["Damage Type", "LEXIQUE"],
        ["Poison", "LEXIQUE"],
    ]
    assert [line for line, kind in kinds(result).items() if kind == "letter_divider"] == [30, 32, 34]
    modifiers = result.tables["modifiers"]
    assert modifiers[["name", "value"]].values.tolist() == [
        ["cible au tapis", "+2 au jet d'attaque"],
        ["cible stationnaire", "+4 au jet d'attaque"],
        ["cible dans un nuage", "-2 au jet d'attaque"],
    ]
    assert set(modifiers["section"]) == {"Modificateurs Des Attaques"}


def test_compact_cards_labels_over_values():
    result = parsed(COMPACT)
    assert weapons(result) == [
        ("Griffes", "4", 4, None, None, False, None),
        ("Mâchoires", "5", 5, None, None, False, "Critique : Poison"),
        ("Souffle de glace", "13", 13, "1", "spray-10", False, "Damage Type: Cold"),
    ]
    assert bands(result) == {
        "wm:griffes": ("POR", 2.0),
        "wm:machoires": ("POR", 1.0),
        "wm:souffle-de-glace": ("POR", 10.0),
    }
    assert links(result) == [
        ("wm:machoires", "Critique", "Poison", "exact"),
        ("wm:souffle-de-glace", "Damage Type", "Cold", "exact"),
    ]
    assert result.report["unread_columns"] == [
        {"columns": ["P+S"], "source_line": 15},
        {"columns": ["P+S"], "source_line": 18},
    ]


# --- a PDF card copied: labels over values ---------------------------------------------

CARDS = "warmachine-cartes-colonnes.txt"


def test_card_labels_over_values_are_weapons():
    result = parsed(CARDS)
    assert unparsed(result) == []
    assert weapons(result) == [
        ("Lance-flammes", "12", 12, "1", "spray-8", False, "Damage Type: Fire, Continuous Effect: Fire"),
        ("Fléau", "5", 5, None, None, False, None),
        ("Skyhammer", "14", 14, "d3", "aoe-3", False, "Tir indirect"),
        ("Masse de bataille", "6", 6, None, None, False, "Critique : Renversement"),
        ("Masse d'arme infernale", "7", 7, None, None, False, "Arme magique, Critique : Feu"),
        ("Poing", "4", 4, None, None, True, None),
        # Its values line comes back as printed under the same labels: a table's row, no
        # running footer.
        ("Poing gauche", "4", 4, None, None, True, None),
    ]
    assert bands(result) == {
        "wm:lance-flammes": ("POR", 8.0),
        "wm:fleau": ("POR", 2.0),
        "wm:skyhammer": ("RNG", 12.0),
        "wm:masse-de-bataille": ("RNG", 2.0),
        "wm:masse-d-arme-infernale": ("POR", 2.0),
    }
    # The stat grids are no dice tables nor reference grids, their lines the weapons'.
    assert "roll_tables" not in result.tables or result.tables["roll_tables"].empty
    assert "reference_tables" not in result.tables or result.tables["reference_tables"].empty
    assert {kinds(result)[line] for line in (7, 8, 9, 10, 11, 19, 20, 21, 22, 35, 36, 37)} == {"weapon"}


def test_ability_lines_under_the_stats_link_with_their_values():
    assert links(parsed(CARDS)) == [
        ("wm:lance-flammes", "Damage Type", "Fire", "exact"),
        ("wm:lance-flammes", "Continuous Effect", "Fire", "exact"),
        ("wm:skyhammer", "Tir indirect", None, "exact"),
        ("wm:masse-de-bataille", "Critique", "Renversement", "exact"),
        ("wm:masse-d-arme-infernale", "Arme magique", None, "exact"),
        ("wm:masse-d-arme-infernale", "Critique", "Feu", "exact"),
    ]
    sections = parsed(CARDS).tables["rules"]["section"].tolist()
    assert "REPENTER" not in sections  # the ability lines are no rules of the model's heading


def test_a_card_line_run_on_to_the_next_name_is_no_ability():
    text = "CARTES\n\nHache\nPOR 2   PUI 7\nPoing\nPOR 1   PUI 5\nGantelet\n\nGantelet. Une prise.\n"
    result = parse_text(text.encode(), _entry("x.txt"))
    assert weapons(result) == [
        ("Hache", "7", 7, None, None, False, None),
        ("Poing", "5", 5, None, None, False, "Gantelet"),
    ]


def test_a_cards_abilities_column_may_be_left_empty():
    text = "CARTES\n\nHache\nPOR\tPUI\tFacultés\n2\t7\t\n\nMarteau\nPOR\tPUI\tFacultés\n2\t8\tArme magique\n"
    result = parse_text(text.encode(), _entry("x.txt"))
    assert weapons(result) == [
        ("Hache", "7", 7, None, None, False, None),
        ("Marteau", "8", 8, None, None, False, "Arme magique"),
    ]


# --- Pandoc's Markdown -------------------------------------------------------------------

PANDOC = "warmachine-pandoc.md"


def test_pandoc_simple_table_is_a_weapons_table():
    result = parsed(PANDOC, "markdown")
    assert unparsed(result) == []
    assert weapons(result) == [
        ("Canon à chaîne", "10", 10, "d3", None, False, "Tir rapide"),
        ("Lance-flammes lourd", "14", 14, "1", "spray-10", False, "Critique : Feu"),
        ("Hache de bataille", "P+S", None, "—", None, False, "Arme magique"),
        ("Bombarde", "14", 14, "1", "aoe-3", False, "Arme lourde, Dévastation (2)"),
    ]
    assert (kinds(result)[10], kinds(result)[11]) == ("table_header", "table_separator")
    assert ("wm:bombarde", "Dévastation", "2", "exact") in links(result)


def test_pandoc_numbered_headings_and_escaped_signs():
    result = parsed(PANDOC, "markdown")
    assert set(result.tables["rules"]["section"]) == {"Facultés d'armes", "Déviation"}
    modifiers = result.tables["modifiers"]
    assert [_plain(row) for row in modifiers[["name", "value", "value_num"]].itertuples(index=False)] == [
        ("Cible au tapis", "+2 au jet d'attaque", 2),
        ("Cible dans un nuage", "-2 au jet d'attaque", -2),
        ("Tir visé", "+2 au jet d'attaque", 2),
    ]
    assert set(result.tables["roll_tables"]["table_name"]) == {"Déviation"}


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


# --- Windows Notepad, UTF-16 -------------------------------------------------------------

NOTEPAD = "warmachine-bloc-notes-utf16.txt"


def test_notepad_tab_aligned_stats():
    result = parsed(NOTEPAD)
    assert result.report["encoding"] == "utf-16-le"
    assert unparsed(result) == []
    assert weapons(result) == [
        ("Canon lourd", "15", 15, "1", None, False, "Arme lourde"),
        ("Marteau", "6", 6, None, None, False, "Arme magique"),
        ("Lame électrique", "7", 7, None, None, False, "Électro-saut"),
        ("Générateur d'éclairs", "12", 12, "1", None, False, "Électro-saut"),
    ]
    assert bands(result)["wm:canon-lourd"] == ("POR", 14.0)
    assert "roll_tables" not in result.tables or result.tables["roll_tables"].empty
    assert "Facultés" not in result.tables["rules"]["name"].tolist()


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
