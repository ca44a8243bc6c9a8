"""Epic (`records`) sheets of the family that
tests/unit/games/infinity/test_footnotes_and_cross_references.py describes (their Infinity
siblings)."""

from __future__ import annotations

import pytest

from pipeline.extract.text import slugify
from tests.tabrec import inline, roll_cells, rules, texts

ELDARS = "epic-eldars-notes-renvois.txt"
GUARD = "epic-garde-imperiale-pdf-notes.txt"


# Eldars, records typed by hand: footnotes, pointers, two levels of sub-entries.

CS = "Capacité Spéciale"


@pytest.mark.xfail(
    strict=True,
    reason="a record repeated in its section (`Esquive (X+)` twice, the second adding to the first) gives two rules",
)
def test_eldars_records():
    assert rules(ELDARS) == [
        ("Bouclier Holo", None, CS, "Unité", False, None, 1),
        ("Blindé", None, CS, "Unité", False, None, 7),
        ("Armure Renforcée", None, CS, "Unité", False, None, 12),
        ("Tirs Multiples", None, CS, "Arme", True, None, 17),
        ("Esquive", None, CS, "Unité", True, None, 22),
        ("Runes de Guet", None, CS, "Unité", False, None, 27),
        ("Pouvoirs de Destin", None, "Runes de Guet", None, False, "runes-de-guet", 32),
        ("Fortune", None, "Pouvoirs de Destin", None, False, "pouvoirs-de-destin", 33),
        ("Malédiction", None, "Pouvoirs de Destin", None, False, "pouvoirs-de-destin", 34),
        ("Pouvoirs de Guerre", None, "Runes de Guet", None, False, "runes-de-guet", 35),
        ("Éclair", None, "Pouvoirs de Guerre", None, False, "pouvoirs-de-guerre", 36),
        ("Guide", None, "Pouvoirs de Guerre", None, False, "pouvoirs-de-guerre", 37),
        ("Masque", None, CS, "Arme", False, None, 38),
        ("Marcheur Fantôme", None, CS, "Unité", False, None, 43),
        ("Lance Ardente", None, CS, "Arme", False, None, 49),
        ("Rapide", None, CS, "Unité", False, None, 54),
        ("Tir à Distance Ciblé", None, CS, "Arme", False, None, 59),
        ("Voile de Larmes", None, CS, "Unité", False, None, 72),
        ("Guerrier Aspect", None, CS, "Unité", False, None, 77),
        ("Personnage", None, CS, "Unité", False, None, 82),
    ]


@pytest.mark.xfail(
    strict=True,
    reason="a record repeated in its section (`Esquive (X+)` twice) gives two rules: the name finds the second",
)
def test_eldars_texts():
    found = texts(ELDARS)
    assert "Errata 2023 : ne fonctionne pas contre les armes à gabarit." in found["Bouclier Holo"]
    assert "sauvegarde invulnérable de 5+ contre les tirs (voir Sauvegarde Invulnérable)." in found["Bouclier Holo"]
    assert found["Blindé"] == "Voir Armure Renforcée."
    assert found["Armure Renforcée"] == (
        "Le socle relance une sauvegarde ratée contre les armes normales ; cf. Sauvegarde, → Règles de base p. 12."
    )
    assert "(D3, D6+1 ou 2D3)" in found["Tirs Multiples"]
    assert "sur un X+, ils ne perdent aucun PdV." in found["Esquive"]
    assert "De plus, un socle Antigrav avec Esquive" in found["Esquive"]
    assert found["Runes de Guet"].startswith("Le Prescient choisit un pouvoir par tour (voir ci-dessous).")
    assert found["Fortune"] == "un socle ami à 15 cm relance ses sauvegardes ratées."
    assert found["Éclair"] == "1 touche à 4+ sur un socle à 30 cm, PA -1."
    assert found["Masque"] is None
    assert found["Lance Ardente"] is None
    assert found["Rapide"] is None
    assert "Uniquement les Seigneurs Fantômes et les Chevaliers Fantômes." in found["Marcheur Fantôme"]
    assert "[justifier]" not in found["Voile de Larmes"]
    assert "(cf. Tir indirect)." in found["Voile de Larmes"]
    assert len(found["Guerrier Aspect"].split()) >= 140
    assert found["Personnage"] == "Voir p. 15 (règles de base)."
    assert roll_cells(ELDARS) == [
        ("D6", 1, 2, "la touche est perdue.", 64),
        ("D6", 3, 5, "la touche est résolue normalement.", 65),
        ("D6", 6, 6, "la touche ignore la sauvegarde.", 66),
    ]


# Imperial Guard, records copied from a PDF.


def test_guard_records():
    assert rules(GUARD) == [
        ("Commissaire", None, CS, "Unité", False, None, 1),
        ("Tir de Barrage", None, CS, "Arme", True, None, 8),
        ("Lourd", None, CS, "Arme", False, None, 15),
        ("Ordre Direct", None, CS, "Unité", False, None, 20),
        ("Ordres de Compagnie", None, CS, "Unité", False, None, 28),
        ("Ordres d'attaque", None, "Ordres de Compagnie", None, False, "ordres-de-compagnie", 33),
        ("En Avant !", None, "Ordres d'attaque", None, False, slugify("Ordres d'attaque"), 34),
        ("Feu à Volonté", None, "Ordres d'attaque", None, False, slugify("Ordres d'attaque"), 35),
        ("Ordres de défense", None, "Ordres de Compagnie", None, False, "ordres-de-compagnie", 36),
        ("Tenez la Ligne", None, "Ordres de défense", None, False, "ordres-de-defense", 37),
        ("Enterrez-vous", None, "Ordres de défense", None, False, "ordres-de-defense", 38),
        ("Canon Démolisseur", None, CS, "Arme", False, None, 39),
        ("Véhicule Lourd", None, CS, "Unité", False, None, 45),
        ("Sauvegarde Invulnérable", None, CS, "Unité", True, None, 50),
        ("Lance-flammes", None, CS, "Arme", False, None, 56),
        ("Conscrits", None, CS, "Unité", False, None, 61),
        ("Nombreux", None, CS, "Unité", False, None, 67),
    ]


def test_a_note_call_on_a_record_s_name():
    sheet = (
        "Bouclier Holo*\nCapacité Spéciale\nUnité\nBouclier Holo*\nLe socle a une sauvegarde de 5+.\n\n"
        "Masque¹\nCapacité Spéciale\nArme\nMasque¹\nL'arme ignore le couvert.\n"
    )
    found = inline(sheet, "epic", "inline.txt", "records")
    assert [rule["name"] for rule in found["rules"]] == ["Bouclier Holo", "Masque"]
