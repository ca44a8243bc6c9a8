"""Epic (`records`) sheets; their Infinity (`tabular`) siblings are tested in
tests/unit/games/infinity/test_fuller_sheets.py.

Infinity (`tabular`) and Epic (`records`) sheets that carry more than the real
ones (tests/fixtures/sheets/), written blind, as the fuller quick-reference sheets players share:
unit profiles, points and army-list options, several weapons tables, missions, a turn sequence,
a FAQ, credits and a version line, a table of contents, an index, notes under tables and
cross-references. What the product must do: read every weapon, rule (with its named
sub-entries), dice table and modifier, never take a profile or points table for weapons or
rules, and keep the rest as a reference grid or as text, every line accounted for.

- `epic-orks-goffs-complet.txt` (typed in Notepad: UTF-8, CRLF): title, version and credit
  lines; a `SOMMAIRE` with dotted leaders; a turn sequence of numbered named steps before the
  first record; records with `- Nom : texte` sub-entries, a `Exemple : …` line that names
  nothing, two `-` descriptions, `Nom : -1` modifier lines, a D6 table in a record; after the
  last record, appendices in capitals: a tab-separated unit profile table (`Unité Type Vitesse
  Blindage CC FF Armes Portée Puissance de feu Notes`) with a note, an army list with costs and
  a note, a `TABLEAU DE WAAAGH (D6)`, a FAQ of `Q :` / `R :` lines, an index of `Nom : p. 2`
  lines, a trademark line.
- `epic-legion-noire-word.txt` (Word's "Texte brut" export: Windows-1252, CRLF, a no-break space
  before every `:`, `;` and `?` as Word's French autocorrect puts it, curly apostrophes): a
  title block, a table of contents as `Titre<TAB>page` lines; an introduction under a heading
  before the first record; `•<TAB>` bullets with an `o<TAB>` bullet under one of them; D6 and
  2D6 tables as Word table rows (`2-5<TAB>tir normal.`); modifiers as `Nom<TAB>+1` rows after
  `Modificateurs pour toucher :`; a `-` description; after the records, Word tables: unit
  profiles, an army list and missions, each with a heading, one with a `Note :` under it; a FAQ
  of `Q.` / `R.` lines; a `Lexique` of `FF : …` definitions.

Every value below was written by hand from the sheets, before the parser was run on them.
Four were changed after reading the README, where the product's documented conventions said
otherwise (each marked `Revised:`): a sheet's title heading over lines of text is a rule
holding them (the credits lines no entry of it), as is a FAQ's heading over its `Q :` / `R :`
lines; an entry's parent keeps its whole text, sub-entries included; a rule's id drops its
name's placeholder (`marque-du-chaos`)."""

from __future__ import annotations

import pytest

from pipeline.contract.validate import typed_tables, validate_tables
from tests.conftest import parsed_fixture as result
from tests.tabrec import (
    kinds,
    modifiers,
    rolls,
    rules,
    texts,
    weapons,
)
from tests.unit.games.infinity.test_fuller_sheets import (
    grid,
    grid_name,
    kept,
    not_data,
)

QAPU = "infinity-qapu-khalqi-libreoffice.tsv"
BAKUNIN = "infinity-bakunin-excel-complet.csv"
ORDRES = "infinity-ordres-militaires-gsheets.csv"
ORKS = "epic-orks-goffs-complet.txt"
LEGION = "epic-legion-noire-word.txt"


NEW_SHEETS = [ORKS, LEGION]


# What a line that is no rule, weapon, modifier or roll (a title, a contents line, a note, a
# FAQ, an index) must not be read as.


@pytest.mark.parametrize("file", NEW_SHEETS)
def test_every_line_is_read_and_the_tables_validate(file):
    assert "unparsed" not in kinds(file).values()
    assert validate_tables(typed_tables(result(file).tables)) == []


# What a line about the sheet rather than the game is accounted for as (its text kept in the
# sheet's report, in no table): a title's line under the title is a heading.


# Epic, the Orks typed in Notepad (a turn sequence before the records, appendices after them).

SPECIAL = "Capacité Spéciale"


def test_orks_turn_sequence_and_records_end_where_the_appendices_begin():
    turn = "DÉROULEMENT DU TOUR"
    title = "ORKS GOFFS – CAPACITÉS SPÉCIALES ET LISTE D'ARMÉE"
    assert rules(ORKS) == [
        ("Foule", None, SPECIAL, "Unité", False, None, 19),
        ("Waaagh!", None, SPECIAL, "Unité", False, None, 27),
        ("Champ de Force Kustom", None, SPECIAL, "Unité", True, None, 33),
        ("Mékano", None, SPECIAL, "Unité", False, None, 40),
        ("Réparation", None, "Mékano", None, False, "mekano", 45),
        ("Bricolage", None, "Mékano", None, False, "mekano", 46),
        ("Gros Mek", None, SPECIAL, "Unité", False, None, 47),
        ("Dur à Cuire", None, SPECIAL, "Unité", False, None, 52),
        ("Tir Rapide", None, SPECIAL, "Arme", True, None, 57),
        ("Arme Rudimentaire", None, SPECIAL, "Arme", False, None, 65),
        ("Kanon Shokk", None, SPECIAL, "Arme", False, None, 70),
        ("Gargant", None, SPECIAL, "Unité", False, None, 78),
        ("Plaques de Blindage", None, "Gargant", None, False, "gargant", 83),
        ("Chaudière Surchauffée", None, "Gargant", None, False, "gargant", 84),
        ("Tourelle Kanon", None, "Gargant", None, False, "gargant", 85),
        # Revised: the title over its version and credits lines is a rule holding them.
        (title, None, f"{title} (Epic Armageddon)", None, False, None, 1),
        ("Phase de Stratégie", None, turn, None, False, None, 15),
        ("Phase d'Action", None, turn, None, False, None, 16),
        ("Phase de Fin", None, turn, None, False, None, 17),
        # Revised: the FAQ's heading over its `Q :` and `R :` lines is a rule holding them.
        ("FAQ", None, "FAQ", None, False, None, 111),
    ]
    found = texts(ORKS)
    # The version line under the title is front matter (the reading of the Antares fuller sheets), no text.
    assert found[title] == "Saisie : Thomas G. ; relecture : les Boyz du Vendredi. Toute erreur est la mienne."
    assert found["FAQ"].startswith("Q : Un Gros Mek peut-il réparer un Gargant ?\n\nR : Oui, comme un Mékano")
    assert found["FAQ"].endswith("R : Non, seulement les socles sur la table.")
    assert found["Phase de Fin"] == "ralliement des formations démoralisées, puis contrôle des objectifs."
    assert "Exemple : 4 Boyz et 3 Grots comptent pour 6." in found["Foule"]
    assert found["Foule"].endswith("ni aux Engins de Guerre.")
    assert found["Gros Mek"] is None
    assert found["Arme Rudimentaire"] is None
    # Revised: the record keeps its whole text, its sub-entries' bullets included.
    assert found["Gargant"].startswith(
        "Les Gargants sont des Engins de Guerre. Ils suivent les règles de leur capacité de dommages et ont les "
        "particularités suivantes :\n\n- Plaques de Blindage : le Gargant ignore"
    )
    assert found["Gargant"].endswith("peut viser une autre formation que le reste.")
    assert found["Tourelle Kanon"] == "une arme du Gargant peut viser une autre formation que le reste."
    assert found["Champ de Force Kustom"].endswith("ni en Assaut.")
    assert weapons(ORKS) == []


def test_orks_dice_tables_and_modifiers():
    shokk = "Kanon Shokk"
    waaagh = "TABLEAU DE WAAAGH"
    assert rolls(ORKS) == [
        (shokk, "D6", 1, 1, "le Kanon explose, le Mékano servant est détruit.", 75),
        (shokk, "D6", 2, 4, "le socle subit une touche normale.", 76),
        (shokk, "D6", 5, 6, "le socle est téléporté et détruit sans sauvegarde.", 77),
        (waaagh, "D6", 1, 1, "La Waaagh! s'essouffle, aucun effet.", 106),
        (waaagh, "D6", 2, 3, "les formations Orks gagnent +5 cm de mouvement ce tour.", 107),
        (waaagh, "D6", 4, 5, "les formations Orks ajoutent +1 à leurs jets de ralliement.", 108),
        (waaagh, "D6", 6, 6, "Waaagh! générale : toutes les formations démoralisées se rallient automatiquement.", 109),
    ]
    assert modifiers(ORKS) == [
        ("Tir Rapide", "Cible à couvert", None, "-1", 63),
        ("Tir Rapide", "Tireur en ordre de Tir Appuyé", None, "+1", 64),
    ]


def test_orks_profiles_army_list_faq_and_index_are_no_rules():
    assert grid_name(ORKS, 93) == "PROFILS DES UNITÉS"
    assert grid(ORKS, 93) == [
        "Battlewagon",
        "VB",
        "25 cm",
        "4+",
        "6+",
        "5+",
        "Kanon",
        "45 cm",
        "AP5+/AT5+",
        "Transport (4)",
    ]
    assert grid_name(ORKS, 101) == "LISTE D'ARMÉE – HORDE GOFF"
    assert grid(ORKS, 101) == ["Bataillon de Battlewagons", "4 Battlewagons", "175 pts", "Gros Mek (+50 pts)"]
    not_data(ORKS, [*range(5, 13), *range(87, 96), *range(97, 104), *range(119, 124), 125])
    for words in (
        "Les Vitesses sont celles du livre d'armée 2010",
        "Total : 3000 pts",
        "Un Gros Mek peut-il réparer un Gargant ?",
        "Oui, comme un Mékano",
        "Gargant : p. 4 et p. 6",
        "Merci à Ghazghkull",
    ):
        assert kept(ORKS, words), words
    assert not any("PROFILS" in (text or "") or "Battlewagon" in (text or "") for text in texts(ORKS).values())


# Epic, the Black Legion exported from Word (no-break spaces, Word bullets and tables).


def test_black_legion_records_with_word_bullets_and_a_lexicon():
    lexicon = "Lexique"
    mark = "Marque du Chaos"
    sorcerer = "Sorcier du Chaos"
    title = "LÉGION NOIRE – Capacités spéciales"
    # Revised: the id of `Marque du Chaos (XX)` is `marque-du-chaos`.
    assert rules(LEGION) == [
        (mark, None, SPECIAL, "Unité", True, None, 17),
        ("Khorne", None, mark, None, False, "marque-du-chaos", 22),
        ("Fureur Sanguinaire", None, "Khorne", None, False, "khorne", 23),
        ("Nurgle", None, mark, None, False, "marque-du-chaos", 24),
        ("Tzeentch", None, mark, None, False, "marque-du-chaos", 25),
        ("Slaanesh", None, mark, None, False, "marque-du-chaos", 26),
        ("Démon", None, SPECIAL, "Unité", False, None, 27),
        ("Invocation", None, SPECIAL, "Unité", True, None, 33),
        (sorcerer, None, SPECIAL, "Unité", False, None, 39),
        ("Trait de Feu", None, sorcerer, None, False, "sorcier-du-chaos", 44),
        ("Vague de Désespoir", None, sorcerer, None, False, "sorcier-du-chaos", 45),
        ("Bouclier Warp", None, sorcerer, None, False, "sorcier-du-chaos", 46),
        ("Possession", None, SPECIAL, "Unité", False, None, 47),
        ("Portail Warp", None, SPECIAL, "Unité", False, None, 52),
        ("Canon Démoniaque", None, SPECIAL, "Arme", False, None, 58),
        ("Arme Warp", None, SPECIAL, "Arme", False, None, 66),
        ("Fou Furieux", None, SPECIAL, "Unité", False, None, 74),
        ("Icône de la Légion", None, SPECIAL, "Unité", False, None, 79),
        # Revised: the title over the lines about the sheet, the introduction's heading over
        # its sentence and the FAQ's over its `Q.` and `R.` lines are rules holding them.
        (title, None, title, None, False, None, 1),
        ("Capacités spéciales", None, "Capacités spéciales", None, False, None, 14),
        ("Questions fréquentes", None, "Questions fréquentes", None, False, None, 111),
        ("FF", None, lexicon, None, False, None, 120),
        ("INF", None, lexicon, None, False, None, 121),
        ("VB", None, lexicon, None, False, None, 122),
    ]
    found = texts(LEGION)
    assert found[mark].startswith(
        "Une formation peut recevoir une Marque lors de la constitution de l’armée (voir Liste d’armée). Une seule "
        "Marque par formation :\n\n- Khorne :"
    )
    # Revised: an entry keeps its whole text, its sub-entries' bullets included.
    assert found["Khorne"].startswith("+1 en Assaut ; la formation doit charger si elle le peut.\n\n- Fureur")
    assert found[title].endswith("Rédaction : Ludovic M. ; mise en page Word : Claire P.")
    assert found["Questions fréquentes"].startswith("Q. Une formation peut-elle porter deux Marques ?\n\nR. Non.")
    assert found["Fureur Sanguinaire"] == (
        "une formation de Khorne qui gagne un Assaut peut faire un mouvement de consolidation de 10 cm."
    )
    assert found["Possession"] is None
    assert found["Portail Warp"].endswith("du socle qui porte le Portail Warp.")
    assert found["VB"] == "Véhicule Blindé."
    assert found["Icône de la Légion"].startswith("Tant que le socle porteur est en jeu")
    assert weapons(LEGION) == []


def test_black_legion_word_tables_in_records():
    cannon = "Canon Démoniaque"
    icon = "Icône de la Légion"
    assert rolls(LEGION) == [
        (cannon, "D6", 1, 1, "le démon se libère : le véhicule subit une touche sans sauvegarde.", 63),
        (cannon, "D6", 2, 5, "tir normal.", 64),
        (cannon, "D6", 6, 6, "le démon se déchaîne : la touche devient une touche de Macro-arme.", 65),
        (icon, "2D6", 2, 6, "aucun renfort n’arrive.", 84),
        (icon, "2D6", 7, 10, "un socle de Marines du Chaos détruit revient à 15 cm de l’Icône.", 85),
        (icon, "2D6", 11, 12, "deux socles de Marines du Chaos détruits reviennent à 15 cm de l’Icône.", 86),
    ]
    assert modifiers(LEGION) == [
        ("Arme Warp", "Cible Démon", None, "+1", 72),
        ("Arme Warp", "Cible en couvert lourd", None, "-1", 73),
    ]


def test_black_legion_profiles_army_list_missions_and_faq():
    assert grid_name(LEGION, 91) == "Profils des unités"
    assert grid(LEGION, 91) == ["Terminators du Chaos", "INF", "15 cm", "4+", "3+", "3+", "Combi-bolters, Arme Warp"]
    assert grid_name(LEGION, 100) == "Liste d’armée"
    assert grid(LEGION, 100) == [
        "Cercle de Terminators",
        "4 Terminators du Chaos",
        "300 pts",
        "Marque du Chaos (+25 pts)",
    ]
    assert grid_name(LEGION, 108) == "Missions"
    assert grid(LEGION, 108) == ["Profanation", "Détruire le monument au centre de la table", "1"]
    not_data(LEGION, [*range(6, 13), *range(88, 96), *range(97, 104), *range(105, 110)])
    for words in ("Une capacité suivie de (X) prend une valeur", "Réacteurs de Téléportation", "deux Marques ?"):
        assert kept(LEGION, words), words
    assert not any("Terminators du Chaos\t" in (text or "") for text in texts(LEGION).values())
