"""Epic (`records`) sheets; their Infinity (`tabular`) siblings are tested in
tests/unit/games/infinity/test_own_typing_habits.py.

Written blind: three Infinity (`tabular`) and two Epic (`records`) sheets written
as another volunteer of the community would write the next faction's, with their own tools and
typing habits, before the parser was run on them.

- `epic-eldars-biel-tan-copie-pdf.txt` (records copied from a PDF viewer): lines wrapped
  mid-sentence, words hyphenated across lines (`enne-` / `mies`), ligatures (`ﬁ`), a running
  footer with the page number between two lines of a record, `●` bullets for named
  sub-entries, a `Lancez 1D6` list, `-` descriptions.
- `epic-garde-imperiale-traitement-texte.txt` (records typed in a word processor): `’`,
  `« … »` with no-break spaces, no-break spaces before `:` `!` `;`, `–` as the empty
  description, `…`, numbered sub-entries `1) Nom : texte`, a definition-list style (`Nom` then
  `: texte` on the next line), `Note :`/`Exception :`/`Spécial :` lines, a parameter written
  `(X+)`, a `Lancez 1D6 :` list with `2–5 :`.

Every value below was written by hand from the sheets, before the parser was run on them."""

from __future__ import annotations

import pytest

from pipeline.contract.validate import typed_tables, validate_tables
from tests.conftest import parsed_fixture as result
from tests.tabrec import (
    inline,
    kinds,
    named,
    rolls,
    rules,
    texts,
    texts_of,
)
from tests.unit.games.infinity.test_own_typing_habits import flat, said_under

DRUZE = "infinity-druze-excel-typographie.tsv"
PHALANX = "infinity-phalanx-gsheets-saut-de-page.csv"
TOHAA = "infinity-tohaa-libreoffice-unites.tsv"
ELDARS = "epic-eldars-biel-tan-copie-pdf.txt"
GARDE = "epic-garde-imperiale-traitement-texte.txt"


NEW_SHEETS = [ELDARS, GARDE]


CS = "Capacité Spéciale"


@pytest.mark.parametrize("file", NEW_SHEETS)
def test_every_line_is_read_and_the_tables_validate(file):
    assert "unparsed" not in kinds(file).values()
    assert validate_tables(typed_tables(result(file).tables)) == []


# Eldars, records copied from a PDF viewer.


def test_eldars_records():
    assert [r for r in rules(ELDARS) if r[2] == CS] == [
        ("Antigrav", None, CS, "Unité", False, None, 1),
        ("Champ Holographique", None, CS, "Unité", False, None, 9),
        ("Esquive", None, CS, "Unité", True, None, 16),
        ("Guerriers Aspects", None, CS, "Unité", False, None, 23),
        ("Lance Ardente", None, CS, "Arme", False, None, 34),
        ("Lance Stellaire", None, CS, "Arme", False, None, 40),
        ("Maître des Runes", None, CS, "Unité", True, None, 45),
        ("Marcheur", None, CS, "Unité", False, None, 51),
        ("Prophète", None, CS, "Unité", False, None, 59),
        ("Psyker", None, CS, "Unité", False, None, 70),
        ("QG", None, CS, "Unité", False, None, 80),
        ("Rayon Distordant", None, CS, "Arme", True, None, 88),
        ("Sauvegarde Psychique", None, CS, "Unité", True, None, 97),
        ("Toile Spirituelle", None, CS, "Unité", False, None, 103),
        ("Transport", None, CS, "Unité", True, None, 109),
        ("Voile de Larmes", None, CS, "Unité", False, None, 117),
    ]


def test_eldars_sub_entries_and_roll_table():
    found = {r[0]: (r[5], r[6]) for r in rules(ELDARS)}
    assert found["Vengeurs"] == ("guerriers-aspects", 29)
    assert found["Banshees"] == ("guerriers-aspects", 30)
    assert found["Scorpions"] == ("guerriers-aspects", 31)
    assert found["Faucheurs Noirs"] == ("guerriers-aspects", 32)
    assert found["Clairvoyance"] == ("prophete", 64)
    assert found["Fortune"] == ("prophete", 65)
    assert found["Malédiction"] == ("prophete", 66)
    assert found["Éclair Mental"] == ("prophete", 68)
    assert found["Pouvoirs Physiques"] == ("psyker", 77)
    assert found["Pouvoirs Éthérés"] == ("psyker", 79)
    assert rolls(ELDARS) == [
        ("Rayon Distordant", "D6", 1, 2, "aucun effet, le socle est déplacé de 5 cm.", 93),
        ("Rayon Distordant", "D6", 3, 5, "le socle perd X PdV, sans sauvegarde d'armure.", 94),
        ("Rayon Distordant", "D6", 6, 6, "le socle est détruit et retiré du jeu.", 95),
    ]


def test_eldars_texts_are_whole_across_wraps_hyphens_ligatures_and_footers():
    t = {name: flat(text) for name, text in texts(ELDARS).items()}
    assert t["Esquive"] == (
        "Les socles avec cette capacité qui perdent un Assaut peuvent jeter un dé. "
        "Sur un X+, le socle ne perd aucun PdV."
    )
    assert "zones de contrôle ennemies et les modificateurs de terrain" in t["Antigrav"]
    assert "ce malus passe à 2" in t["Champ Holographique"]
    assert "socle de son détachement situé à 15 cm" in t["Maître des Runes"]
    assert t["Marcheur"].endswith("ni en ruines. Ils peuvent être bloqués par l'infanterie comme un véhicule.")
    assert "Epic Armageddon" not in " ".join(t.values())
    assert "vous pouvez sacrifier à la place un socle" in t["QG"]
    assert "sans perdre de mouvement." in t["Transport"]
    assert t["Lance Stellaire"] == ""
    assert t["Malédiction"] == "un socle ennemi à 30 cm subit un malus de 1 pour toucher jusqu'à la fin du tour."
    assert t["Guerriers Aspects"].startswith("Les Guerriers Aspects suivent chacun la voie d'un des dieux")
    assert "confère une règle propre" in t["Guerriers Aspects"]


# Garde Impériale, records typed in a word processor.


def test_garde_records():
    assert [r for r in rules(GARDE) if r[2] == CS] == [
        ("Commissaire", None, CS, "Unité", False, None, 1),
        ("Garde Impériale", None, CS, "Unité", False, None, 8),
        ("Infanterie Lourde", None, CS, "Unité", False, None, 13),
        ("Ordres de Commandement", None, CS, "Unité", True, None, 18),
        ("Pilonnage", None, CS, "Arme", True, None, 27),
        ("Observateur", None, CS, "Unité", False, None, 37),
        ("Psyker Primaris", None, CS, "Unité", False, None, 43),
        ("Régiment de Cadia", None, CS, "Unité", False, None, 53),
        ("Sauvegarde Invulnérable", None, CS, "Unité", True, None, 58),
        ("Saut d’Assaut", None, CS, "Unité", False, None, 63),
        ("Tir d’Artillerie", None, CS, "Arme", False, None, 70),
        ("Toit Ouvert", "VTO", CS, "Unité", False, None, 75),
        ("Transport", None, CS, "Unité", True, None, 82),
        ("Volée de Roquettes", None, CS, "Arme", False, None, 89),
        ("Voir aussi", None, CS, "Unité", False, None, 94),
    ]


def test_garde_sub_entries():
    found = {r[0]: (r[5], r[6]) for r in rules(GARDE)}
    assert found["Exécution"] == ("commissaire", 6)
    assert found["Tir Appuyé Concentré"] == ("ordres-de-commandement", 23)
    assert found["En Avant !"] == ("ordres-de-commandement", 24)
    assert found["Tenez la Ligne"] == ("ordres-de-commandement", 25)
    assert found["Tempête de Foudre"] == ("psyker-primaris", 48)
    assert found["Bouclier Nullificateur"] == ("psyker-primaris", 50)
    t = texts(GARDE)
    assert (
        t["Exécution"] == "si le détachement rate un test de Ralliement, le Commissaire peut exécuter l’officier. "
        "Le test est alors relancé."
    )
    assert t["En Avant !"] == "le détachement ajoute 5 cm à son mouvement."
    assert t["Tempête de Foudre"] == "une attaque psychique physique de Force 4 à 30 cm, qui touche sur 4+."
    assert said_under(
        GARDE, "Commissaire", "Note", "un Commissaire compte comme socle QG pour la règle « Ordres de Commandement »."
    )
    assert said_under(
        GARDE, "Observateur", "Spécial", "un Observateur embarqué dans une Chimère peut désigner depuis le Toit Ouvert."
    )
    assert said_under(GARDE, "Transport", "Exception", "les socles d’Infanterie Lourde comptent pour 2 socles.")


def test_garde_texts_and_roll_table():
    t = {name: flat(text) for name, text in texts(GARDE).items()}
    assert t["Garde Impériale"] == ""
    assert t["Volée de Roquettes"] == ""
    assert t["Saut d’Assaut"].endswith(
        "au cours de leur mouvement de charge… "
        "…mais ne peuvent pas terminer ce mouvement sur un terrain infranchissable."
    )
    assert t["Voir aussi"] == "Voir Pilonnage (XX), Observateur et Tir d’Artillerie pour les batteries de la Garde."
    assert "quelle que soit l’arme ou la capacité qui l’a touché" in t["Sauvegarde Invulnérable"]
    assert t["Pilonnage"].endswith("Le gabarit touche ensuite tous les socles sous lui avec une Force X.")
    assert rolls(GARDE) == [
        ("Pilonnage", "D6", 1, 1, "le tir dévie de 10 cm vers le tireur.", 33),
        ("Pilonnage", "D6", 2, 5, "le tir dévie de 5 cm dans la direction du dé.", 34),
        ("Pilonnage", "D6", 6, 6, "le tir touche exactement le point visé.", 35),
    ]


def test_a_record_s_definition_list_names_entries():
    """`Nom` over `: texte` in a record's description: the entry `Nom : texte`."""
    sheet = (
        "Psyker Primaris\nCapacité Spéciale\nUnité\nPsyker Primaris\nIl connaît deux pouvoirs :\n"
        "Tempête\n: une attaque de Force 4.\nBouclier\n: une sauvegarde de 5+.\nUn seul par tour.\n"
    )
    found = inline(sheet, game="epic", file="inline.txt", fmt="records")
    assert named(found) == [
        ("Psyker Primaris", None, 1),
        ("Tempête", "inline:psyker-primaris", 6),
        ("Bouclier", "inline:psyker-primaris", 8),
    ]
    assert texts_of(found)["Tempête"] == "une attaque de Force 4."
