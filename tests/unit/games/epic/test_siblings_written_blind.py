"""Epic (`records`) sheets of the family tests/fixtures/README.md describes (Infinity and Epic:
siblings written blind); their Infinity siblings are checked by their snapshots alone."""

from __future__ import annotations

import pytest

from pipeline.extract.cells import CellError, parse_roll_range
from tests.tabrec import inline, named

# Epic, the Chaos daemons from the real sheet's site (markup, retyped names, a 2D6 table).


def test_a_short_named_bullet_among_named_siblings_is_an_entry_too():
    """Before, `- Nurgle : le détachement ajoute +1…` (a clause under eight words) stayed a
    list's item beside `- Khorne : …`, an entry; a value (`- Infanterie : deux socles.`) still does."""
    sheet = (
        "Marque\nCapacité Spéciale\nUnité\nMarque\nUn détachement peut porter une Marque.\n"
        "- Khorne : le détachement relance ses jets d'Assaut ratés lors du premier round.\n"
        "- Nurgle : le détachement ajoute +1 à ses sauvegardes.\n- Infanterie : deux socles.\n"
        "Socles\nCapacité Spéciale\nUnité\nSocles\nUn transport emporte :\n"
        "- Infanterie : deux socles.\n- Véhicule : un socle.\n"
    )
    assert named(inline(sheet, "epic", "inline.txt", "records")) == [
        ("Marque", None, 1),
        ("Khorne", "inline:marque", 6),
        ("Nurgle", "inline:marque", 7),
        ("Socles", None, 9),
    ]


def test_dice_outcomes_as_a_word_table_or_two_faces_in_words():
    """Before, `D6<TAB>Effet` over `1-3<TAB>…` rows, or `1 ou 2 :`, gave no dice table."""
    sheet = (
        "Réacteur\nCapacité Spéciale\nUnité\nRéacteur\nQuand le Titan est détruit, jetez 1D6 :\n"
        "D6\tEffet\n1-3\tLe réacteur s'éteint.\n4-6\tExplosion : une touche sur 4+.\n"
        "Barrage\nCapacité Spéciale\nArme\nBarrage\nJetez 1D6 pour la dispersion :\n"
        "1 ou 2 : vers le tireur.\n3 à 6 : aucune déviation.\n"
    )
    found = inline(sheet, "epic", "inline.txt", "records")["roll_tables"]
    assert [(row["table_name"], row["dice"], row["roll_from"], row["roll_to"], row["result"]) for row in found] == [
        ("Réacteur", "D6", 1, 3, "Le réacteur s'éteint."),
        ("Réacteur", "D6", 4, 6, "Explosion : une touche sur 4+."),
        ("Barrage", "D6", 1, 2, "vers le tireur."),
        ("Barrage", "D6", 3, 6, "aucune déviation."),
    ]
    with pytest.raises(CellError):
        parse_roll_range("1 ou 3")


def test_a_record_name_repeated_with_another_placeholder():
    """Before, `Invocation (XX)` over `Invocation (X)` was refused as no record header."""
    sheet = "Invocation (XX)\nCapacité Spéciale\nUnité\nInvocation (X)\nInvoque X socles de Démons.\n"
    found = inline(sheet, "epic", "inline.txt", "records")["rules"]
    assert [(rule["name"], rule["takes_param"], rule["text"]) for rule in found] == [
        ("Invocation", True, "Invoque X socles de Démons.")
    ]


def test_a_table_row_saved_as_text_keeps_its_tab_when_padded():
    """Before, the spaces around the tab of ` 1-3  <TAB> Le réacteur…` collapsed into one
    space with it, and the row read as a sentence: no dice table."""
    sheet = (
        "Réacteur\nCapacité Spéciale\nUnité\nRéacteur\nQuand le Titan est détruit, jetez 1D6 :\n"
        " D6  \t Effet  \n 1-3  \t Le réacteur s'éteint.  \n 4-6  \t [justifier]Explosion.  \n"
    )
    found = inline(sheet, "epic", "inline.txt", "records")["roll_tables"]
    assert [(row["roll_from"], row["roll_to"], row["result"]) for row in found] == [
        (1, 3, "Le réacteur s'éteint."),
        (4, 6, "Explosion."),
    ]
