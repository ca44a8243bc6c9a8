"""Epic (`records`) sheets; their Infinity (`tabular`) siblings are tested in
tests/unit/games/infinity/test_footnotes_and_cross_references.py.

Written blind: three Infinity (`tabular`) and two Epic (`records`) sheets carrying
footnotes, cross-references, spreadsheet cell quirks and dense rules, written before the
parser was run on them.

- `epic-eldars-notes-renvois.txt` (records, hand-typed): footnote markers `*`, `¹` on record
  names with the footnote as the description's last line, a pointer record (`Voir Armure
  Renforcée.`), a record with two parameters `(X, Y)` and dice expressions in its text,
  empty descriptions `—`, `n/a`, `(aucune)`, two levels of named sub-entries (`Pouvoirs de
  Destin :` then `- Fortune : …`), a `Lancez 1D6` list, a record repeated (`De plus, …`),
  `[justifier]` markup around a cross-reference, a description of 150 words.
- `epic-garde-imperiale-pdf-notes.txt` (records copied from a PDF, CRLF): descriptions broken
  mid-sentence and mid-word (`modi-` / `fier`), a `(1)` marker after a value with its
  footnote line, `†` on a name, `-` and `n/a` descriptions, a `Lancez 1D6` list `1 :`,
  `2-4 :`, `5-6 :`, two levels of named sub-entries, pointers (`Cf. Blindé`).

Every value below was written by hand from the sheets, before the parser was run on them."""

from __future__ import annotations

import pytest

from pipeline.contract.validate import typed_tables, validate_tables
from pipeline.extract.text import slugify
from tests.conftest import parsed_fixture as result
from tests.tabrec import (
    flat,
    inline,
    kinds,
    roll_cells,
    rules,
    texts,
)

PANO = "infinity-panoceania-excel-renvois.tsv"
COMBINED = "infinity-armee-combinee-gsheets-traits.csv"
NOMADS = "infinity-nomades-libreoffice-pouces-notes.tsv"
ELDARS = "epic-eldars-notes-renvois.txt"
GUARD = "epic-garde-imperiale-pdf-notes.txt"


NEW_SHEETS = [ELDARS, GUARD]


@pytest.mark.parametrize("file", NEW_SHEETS)
def test_every_line_is_read_and_the_tables_validate(file):
    assert "unparsed" not in kinds(file).values()
    assert validate_tables(typed_tables(result(file).tables)) == []


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


def test_guard_texts():
    found = texts(GUARD)
    assert flat(found["Commissaire"]) == (
        "Un détachement avec un Commissaire relance ses tests de moral ratés. Si le détachement est brisé, "
        "le Commissaire est détruit en premier (voir Moral, p. 22)."
    )
    assert "touche sur 4+" in found["Tir de Barrage"]
    assert "Tirs indirects : voir Artillerie." in flat(found["Tir de Barrage"])
    assert "5+ contre les socles dans un couvert lourd." in found["Tir de Barrage"]
    assert found["Lourd"] is None
    assert found["Lance-flammes"] is None
    assert "Perforant (D3)" in found["Canon Démolisseur"]
    assert "Seulement sur les Chars Demolisher." in found["Canon Démolisseur"]
    assert found["Véhicule Lourd"] == "Cf. Blindé (règles de base)."
    assert "s'il la rate, il peut aussi faire sa sauvegarde normale." in flat(found["Sauvegarde Invulnérable"])
    assert found["Tenez la Ligne"] == "+1 au moral."
    assert "(voir ci-dessous)" in flat(found["Conscrits"])
    assert roll_cells(GUARD) == [
        ("D6", 1, 1, "l'ordre est perdu.", 25),
        ("D6", 2, 4, "le détachement relance ses jets pour toucher.", 26),
        ("D6", 5, 6, "le détachement relance ses jets pour toucher + gagne 5 cm de mouvement.", 27),
    ]


def test_a_note_call_on_a_record_s_name():
    sheet = (
        "Bouclier Holo*\nCapacité Spéciale\nUnité\nBouclier Holo*\nLe socle a une sauvegarde de 5+.\n\n"
        "Masque¹\nCapacité Spéciale\nArme\nMasque¹\nL'arme ignore le couvert.\n"
    )
    found = inline(sheet, "epic", "inline.txt", "records")
    assert [rule["name"] for rule in found["rules"]] == ["Bouclier Holo", "Masque"]
