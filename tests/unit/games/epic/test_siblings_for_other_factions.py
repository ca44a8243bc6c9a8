"""Epic (`records`) sheets; their Infinity (`tabular`) siblings are tested in
tests/unit/games/infinity/test_siblings_for_other_factions.py.

Infinity (`tabular`) and Epic (`records`) sheets as faithful siblings of
the real ones (tests/fixtures/sheets/): users copied the layout of `raw/infinity-core.tsv`
or `raw/epic-abilities.txt` and filled in another army.

- `epic-eldars-forum.txt`: Eldar abilities in the records layout, copied from a forum
  post: BBCode around the names (`[b]Holo-champs[/b]`), tags with a value in descriptions
  (`[color=#996600]…[/color]`, `[size=85]…`, `[url=…]…[/url]`), sub-abilities in bold
  BBCode (`[b]Guide :[/b] le détachement…`, one with a placeholder: `Malédiction (X)`, published
  without it as Epic's record names are),
  and a dice table in a description (`Jetez un D6 :` over `1 : …`, `2-5 : …`).
- `epic-orks-capacite-unite.txt`: Ork abilities whose header says kind and scope on one
  line (`Capacité spéciale d'unité`, `Capacité spéciale d'arme`) between the two names;
  the repeated name with a typographic apostrophe (`Kanon d’Assaut`); sub-abilities as
  `Nom : texte` paragraphs; a dice table as en-dash bullets (`– 2-5 : …`); an em dash
  for an empty description; placeholders `(X)` and `(X+)`.

Every value below was written by hand from the sheets, before the parser was run on them."""

from __future__ import annotations

import pytest

from pipeline.contract.validate import typed_tables, validate_tables
from tests.conftest import parsed_fixture as result
from tests.tabrec import (
    kinds,
    rolls,
    rules,
    texts,
)
from tests.unit.games.infinity.test_siblings_for_other_factions import inline

COMBINED = "infinity-armee-combinee-libreoffice.tsv"
NOMADS = "infinity-nomades-pouces.csv"
ARIADNA = "infinity-ariadna-aeree.tsv"
ELDARS = "epic-eldars-forum.txt"
ORKS = "epic-orks-capacite-unite.txt"


NEW_SHEETS = [ELDARS, ORKS]


@pytest.mark.parametrize("file", NEW_SHEETS)
def test_every_line_is_read_and_the_tables_validate(file):
    assert "unparsed" not in kinds(file).values()
    assert validate_tables(typed_tables(result(file).tables)) == []


# Epic, the Eldar copied from a forum post (BBCode, a dice table in a description).

SPECIAL = "Capacité Spéciale"


def test_eldar_records_read_past_the_forum_markup():
    assert rules(ELDARS) == [
        ("Holo-champs", None, SPECIAL, "Unité", False, None, 3),
        ("Voie du Prophète", None, SPECIAL, "Unité", False, None, 10),
        ("Guide", None, "Voie du Prophète", None, False, "voie-du-prophete", 15),
        ("Fatalité", None, "Voie du Prophète", None, False, "voie-du-prophete", 16),
        ("Malédiction", None, "Voie du Prophète", None, True, "voie-du-prophete", 17),
        ("Pierres Esprit", None, SPECIAL, "Unité", False, None, 20),
        ("Frappe et Fuite", None, SPECIAL, "Unité", False, None, 30),
        ("Portail de la Toile", None, SPECIAL, "Unité", False, None, 36),
        ("Lance", None, SPECIAL, "Arme", False, None, 44),
        ("Tir Rapide", None, SPECIAL, "Arme", True, None, 50),
        ("Macro-arme", None, SPECIAL, "Arme", False, None, 56),
        ("Commandant Suprême", None, SPECIAL, "Unité", False, None, 62),
    ]
    found = texts(ELDARS)
    assert found["Holo-champs"] == (
        "Les tirs contre un socle doté d'Holo-champs subissent un malus de 1 pour toucher."
        "\n\nContre une Macro-arme, le malus ne s'applique pas."
    )
    # The forum's bold and italic are the text's emphasis, as every reader reads BBCode.
    assert found["Voie du Prophète"] == (
        "Une fois par tour, le Grand Prophète peut utiliser l'un des pouvoirs suivants sur un détachement à 30 cm "
        "ou moins :\n\n**Guide :** le détachement relance ses jets pour toucher ratés lors de la Phase de Combat."
        "\n\n**Fatalité :** les socles ennemis du détachement visé subissent -1 à leurs sauvegardes jusqu'à la fin "
        "du tour.\n\n**Malédiction (X) :** le détachement ennemi visé reçoit X pions d'Impact."
        "\n\n*Un même détachement ne peut être visé qu'une fois par tour.*"
    )
    assert found["Guide"] == "le détachement relance ses jets pour toucher ratés lors de la Phase de Combat."
    assert found["Malédiction"] == "le détachement ennemi visé reçoit X pions d'Impact."
    assert found["Portail de la Toile"] == (
        "Jusqu'à deux détachements d'infanterie peuvent arriver par le portail au lieu d'être déployés."
        "\n\nIls arrivent au contact du socle du portail au début de n'importe quel tour, à partir du deuxième."
        "\n\nVoir la FAQ du tournoi"
    )
    assert found["Macro-arme"] is None
    assert found["Commandant Suprême"] == (
        "Le socle peut relancer un test d'initiative raté par tour, pour lui ou pour un détachement à 30 cm ou moins."
        "\n\nIl compte aussi comme un Personnage pour les scénarios."
    )
    assert not any("[" in (text or "") for text in found.values())
    assert kinds(ELDARS)[1] == "heading"
    assert set(kinds(ELDARS).values()) <= {"rule", "heading"}


def test_eldar_dice_table_in_a_description():
    assert rolls(ELDARS) == [
        ("Pierres Esprit", "D6", 1, 1, "l'engin reste immobile et ne tire pas ce tour.", 25),
        ("Pierres Esprit", "D6", 2, 5, "l'engin reçoit un ordre d'Avance.", 26),
        ("Pierres Esprit", "D6", 6, 6, "l'engin reçoit l'ordre de son choix.", 27),
    ]
    assert texts(ELDARS)["Pierres Esprit"] == (
        "Un engin doté de Pierres Esprit qui n'a reçu aucun ordre doit tester son humeur. Jetez un D6 :"
        "\n\n1 : l'engin reste immobile et ne tire pas ce tour.\n\n2-5 : l'engin reçoit un ordre d'Avance."
        "\n\n6 : l'engin reçoit l'ordre de son choix.\n\nUn Grand Prophète à 15 cm ou moins annule ce test."
    )


# Epic, the Orks with kind and scope on one line (`Capacité spéciale d'unité`).

KIND = "Capacité spéciale"


def test_ork_records_with_kind_and_scope_on_one_line():
    assert rules(ORKS) == [
        ("Waaagh!", None, KIND, "Unité", True, None, 3),
        ("Kulte de la Vitesse", None, KIND, "Unité", False, None, 9),
        ("Champ de Force Kustom", None, KIND, "Unité", False, None, 14),
        ("Mékanos Gretchins", None, KIND, "Unité", False, None, 20),
        ("Gargant", None, KIND, "Unité", False, None, 25),
        ("Chaudière", None, "Gargant", None, False, "gargant", 29),
        ("Tourelles", None, "Gargant", None, False, "gargant", 30),
        ("Sauvegarde Invulnérable", None, KIND, "Unité", True, None, 33),
        ("Kanon d'Assaut", None, KIND, "Arme", False, None, 38),
        ("Kustom Kanon", None, KIND, "Arme", False, None, 43),
        ("Kikoup'", None, KIND, "Arme", False, None, 52),
        ("Lance-roquettes Bricolé", None, KIND, "Arme", False, None, 57),
        ("Bigboss", None, KIND, "Unité", False, None, 62),
        ("Chef de Guerre", None, "Bigboss", None, False, "bigboss", 66),
        ("Boss Kolossal", None, "Bigboss", None, False, "bigboss", 67),
    ]
    found = texts(ORKS)
    assert found["Waaagh!"] == (
        "Une fois par partie, au début d'un tour, jusqu'à X détachements Orks reçoivent automatiquement un ordre "
        "d'Assaut sans test.\n\nLes détachements ainsi activés ajoutent +1 à leurs jets d'Assaut ce tour."
    )
    assert found["Gargant"] == (
        "Un Gargant est un Engin de Guerre : il ne peut être ni bloqué ni démoralisé par de simples troupes."
        "\n\nChaudière : quand le Gargant perd son dernier point de structure, chaque socle à 5 cm ou moins subit "
        "une touche sur un 4+.\n\nTourelles : le Gargant peut répartir les tirs de ses tourelles entre plusieurs "
        "détachements cibles.\n\nUn Gargant compte comme deux détachements pour déterminer le vainqueur d'un Assaut."
    )
    assert found["Chaudière"] == (
        "quand le Gargant perd son dernier point de structure, chaque socle à 5 cm ou moins subit une touche sur un 4+."
    )
    assert found["Kanon d'Assaut"] == (
        "L'arme ajoute +1 à ses jets pour toucher contre un détachement à 15 cm ou moins."
    )
    assert found["Kikoup'"] is None
    assert found["Boss Kolossal"] == "le socle du Bigboss ajoute +2 à ses jets d'Assaut."
    assert kinds(ORKS)[1] == "heading"
    assert set(kinds(ORKS).values()) <= {"rule", "heading"}


def test_ork_dice_table_as_en_dash_bullets():
    assert rolls(ORKS) == [
        ("Kustom Kanon", "D6", 1, 1, "l'arme explose, le socle subit une touche.", 47),
        ("Kustom Kanon", "D6", 2, 5, "l'arme tire normalement.", 48),
        ("Kustom Kanon", "D6", 6, 6, "l'arme tire deux fois ce tour.", 49),
    ]
    assert texts(ORKS)["Kustom Kanon"] == (
        "Avant chaque tir, jetez un D6 :\n\n- 1 : l'arme explose, le socle subit une touche.\n"
        "- 2-5 : l'arme tire normalement.\n- 6 : l'arme tire deux fois ce tour."
        "\n\nUne arme qui a explosé ne peut plus tirer de la partie."
    )


# Focused tests of what the sheets above taught the readers, a few lines each.


def test_a_record_header_saying_kind_and_scope_in_one_phrase():
    """Before, no record was read: every line of the sheet was left unparsed."""
    sheet = (
        "Waaagh! (X)\nCapacité spéciale d'unité\nWaaagh! (X)\nX détachements reçoivent un ordre d'Assaut.\n"
        "Kanon\nCapacité Spéciale (Arme)\nKanon\nL'arme tire deux fois.\n"
        "Bolter\nCapacité Spéciale - Arme\nBolter\n-\n"
    )
    found = inline(sheet, "epic", "inline.txt", "records")["rules"]
    assert [(rule["name"], rule["section"], rule["scope"], rule["takes_param"]) for rule in found] == [
        # One spelling of a label across the sheet, the most printed (see `_usual_spelling`).
        ("Waaagh!", "Capacité Spéciale", "Unité", True),
        ("Kanon", "Capacité Spéciale", "Arme", False),
        ("Bolter", "Capacité Spéciale", "Arme", False),
    ]


def test_records_copied_from_a_forum_read_its_bbcode():
    sheet = (
        "[b]Voie du Prophète[/b]\nCapacité Spéciale\nUnité\n[b]Voie du Prophète[/b]\n"
        "[color=#996600]Une fois par tour, le Prophète utilise un pouvoir.[/color]\n"
        "[b]Malédiction (X) :[/b] le détachement ennemi visé reçoit X pions d'Impact.\n"
        "[url=https://forum.example/t=1]Voir la FAQ[/url]\n"
    )
    found = inline(sheet, "epic", "inline.txt", "records")["rules"]
    assert [(rule["name"], rule["takes_param"], rule["parent_rule_id"]) for rule in found] == [
        ("Voie du Prophète", False, None),
        ("Malédiction", True, "inline:voie-du-prophete"),
    ]
    assert found[0]["text"] == (
        "Une fois par tour, le Prophète utilise un pouvoir.\n\n**Malédiction (X) :** le détachement ennemi visé "
        "reçoit X pions d'Impact.\n\nVoir la FAQ"
    )
