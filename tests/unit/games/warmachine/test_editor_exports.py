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

import pandas as pd
import pytest

from pipeline.model.errors import SheetError
from pipeline.parse.sheet import parse_text
from tests.conftest import one
from tests.warmachine_tables import _entry, parsed, unparsed

# --- a copy from a PDF -----------------------------------------------------------------

PDF = "warmachine-pdf-reference.txt"


def test_running_headers_and_footers_are_page_furniture():
    result = parsed(PDF)
    rules = result.tables["rules"]
    assert not rules["name"].str.contains("Référence rapide").any()
    assert not rules["text"].fillna("").str.contains("Page").any()
    assert unparsed(result) == []
    # 31 as the retyped and copied siblings read it: `SÉQUENCE DU TOUR` over its named steps
    # (`1. Phase d'entretien : …`) groups them, a heading, each step a rule.
    assert (result.coverage["kind"] == "rule").sum() == 31


def test_a_sentence_goes_on_past_a_page_break_and_lettered_items_stand_alone():
    text = one(parsed(PDF).tables["rules"], name="DÉVIATION")["text"]
    assert text.startswith(
        "Quand une attaque à ZDE rate, la ZDE dévie. Lancez un d6 pour la direction et un d6 pour la "
        "distance, en pouces. Suivez ces règles :\n\na) la distance de déviation"
    )
    assert "\n\nb) une ZDE ne dévie jamais" in text and "\n\nc) les figurines sous le gabarit" in text


def test_glyph_bullets_keep_their_levels():
    text = one(parsed(PDF).tables["rules"], name="ACTIVATION D'UNE FIGURINE")["text"]
    assert '- Charge : la figurine avance de sa VIT + 3" en ligne droite vers sa cible.\n' in text
    assert "\n  - Une charge réussie rend le jet de dégâts de la première attaque boosté." in text
    assert text.endswith("\n  - Une charge ratée met fin à l'activation de la figurine.")


def test_o_bullets_are_modifiers():
    modifiers = parsed(PDF).tables["modifiers"]
    assert modifiers[["name", "value"]].values.tolist() == [
        ["Cible au tapis", "+2 au jet d'attaque de mêlée"],
        ["Attaque de dos", "+2 au jet d'attaque"],
        ["Dissimulation", "+2 DEF"],
        ["Couvert", "+4 DEF"],
    ]
    assert set(modifiers["section"]) == {"MODIFICATEURS D'ATTAQUE"}


def test_tags_after_dashed_names_and_no_break_hyphens():
    rules = parsed(PDF).tables["rules"]
    aimed = one(rules, name="Tir concentré")
    assert (aimed["name_alt"], aimed["section"]) == ("★ Action", "ACTIONS SPÉCIALES")
    assert aimed["text"] == "La figurine renonce à son mouvement et gagne +2 au jet d'attaque à distance."
    assert one(rules, name="Tir de barrage")["name_alt"] == "★ Attaque"
    reach = one(rules, name="Corps-à-corps étendu")
    assert (reach["rule_id"], reach["text"]) == (
        "wm:corps-a-corps-etendu",
        "l'arme a une zone de corps-à-corps de 2\".",
    )
    thrown = one(rules, name="Arme de jet")["text"]
    assert thrown == "l'arme peut effectuer une attaque de jet au lieu d'une attaque de mêlée."


def test_roll_outcomes_with_narrow_spaces():
    rolls = parsed(PDF).tables["roll_tables"]
    assert rolls[["roll_from", "roll_to", "result"]].values.tolist() == [
        [1, 2, "colonne de gauche (colonnes 1 et 2)."],
        [3, 4, "colonne centrale (colonnes 3 et 4)."],
        [5, 6, "colonne de droite (colonnes 5 et 6)."],
    ]


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


# --- read right already, kept so --------------------------------------------------------


def test_mac_line_ends_in_windows_1252():
    result = parsed("warmachine-cygnar-mac.txt")
    assert result.report["encoding"] == "cp1252" and unparsed(result) == []
    rules = result.tables["rules"]
    arc = one(rules, name="ARC ÉLECTRIQUE")
    assert (arc["name_alt"], arc["source_line"]) == ("Électro-saut", 13)
    assert one(rules, name="Œuvre du Mécanicien")["text"] == "réparation d’un système désactivé."
    assert one(result.tables["modifiers"], name="Cible en mêlée")["value"] == "–4 au jet d’attaque"
    assert len(result.tables["roll_tables"]) == 3


def test_warmachine_declared_markdown():
    result = parsed("warmachine-menoth.md", "markdown")
    assert unparsed(result) == []
    assert one(result.tables["rules"], name="Feu")["section"] == "Effets continus"
    assert one(result.tables["modifiers"], name="Cible au tapis")["value"] == "Touche automatique"
    assert result.tables["roll_tables"]["result"].tolist() == [
        "L'effet continu expire.",
        "L'effet continu reste en jeu.",
    ]


def test_weapon_stat_blocks_are_weapons():
    """The aligned stat block and the card lines are Warmachine weapons now (see
    test_warmachine_weapons.py), nothing left in reference_tables nor in a rule's text."""
    result = parsed("warmachine-profils-pdf.txt")
    assert "reference_tables" not in result.tables or result.tables["reference_tables"].empty
    weapons = result.tables["weapons"]
    assert weapons["name"].tolist() == [
        "Canon Bombarde",
        "Hache de bataille",
        "Poing",
        "Hache de glace",
        "Poing ouvert",
    ]
    cannon = one(weapons, name="Canon Bombarde")
    assert (cannon["strength"], cannon["burst"], cannon["template"]) == (14, 1, "aoe-3")
    assert unparsed(result) == []


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


def test_no_value_is_lost_to_a_null():
    rules = parsed(PDF).tables["rules"]
    assert not rules["text"].isna().any() and not pd.isna(rules["name"]).any()
