"""Epic (`records`) sheets; their Infinity (`tabular`) siblings are tested in
tests/unit/games/infinity/test_careless_and_garbled_sheets.py.

Written blind: three Infinity (`tabular`) and two Epic (`records`) sheets from
careless or garbling sources, written before the parser was run on them.

- `epic-squats-sans-accents.txt` (records, typed without accents): kind labels spelled
  `Capacite Speciale`, `Capacite speciale`, `Cap. Spe.`, `CAPACITE SPECIALE`, scopes `Unite`,
  `unite`, `Arme`; parameters written `(x)`, `[X]`, a bare `X` and `(X+)`; named
  sub-entries under an intro line; a `Lancez 1D6` list `1-2 :`, `3-5 :`, `6 :`; a French
  decimal `22,5 cm`.
- `epic-tau-champs-abreges.txt` (records as a form, one `Label<TAB>value` a line, blank lines
  between records): field labels abbreviated or unaccented (`Typ.`, `Port.`, `Portee`,
  `Desc.`, `Descr.`, `Type`), values unaccented (`Capacite Speciale`, `Cap. speciale`,
  `Unite`), parameters `(x)`, `[X]` and a bare `X`, a description going on on a second
  line, a `lancez un d6` list `1 a 2 :`, `3-4 :`, `5+ :`, named sub-entries.

Every value below was written by hand from the sheets, before the parser was run on them."""

from __future__ import annotations

import pytest

from pipeline.contract.validate import typed_tables, validate_tables
from pipeline.extract.records import record_name
from tests.conftest import parsed_fixture as result
from tests.tabrec import (
    flat,
    inline,
    kinds,
    no_rule_or_weapon,
    roll_cells,
    rules,
    texts,
)

YUJING = "infinity-yujing-sans-accents.tsv"
ARIADNA = "infinity-ariadna-texte-unicode.tsv"
HAQQ = "infinity-haqqislam-forum-mojibake.csv"
SQUATS = "epic-squats-sans-accents.txt"
TAU = "epic-tau-champs-abreges.txt"


NEW_SHEETS = [SQUATS, TAU]


@pytest.mark.parametrize("file", NEW_SHEETS)
def test_every_line_is_read_and_the_tables_validate(file):
    assert "unparsed" not in kinds(file).values()
    assert validate_tables(typed_tables(result(file).tables)) == []


# Squats, records typed without accents.

SQ_CS = "Capacite Speciale"


SQUATS_RULES = [
    ("Berserker", None, SQ_CS, "Unite", True, None, 2),
    ("Bouclier Energetique", None, SQ_CS, "Unite", True, None, 7),
    ("Tir Soutenu", None, SQ_CS, "Arme", False, None, 13),
    ("Guilde des Ingenieurs", None, SQ_CS, "Unite", False, None, 18),
    ("Reparation", None, "Guilde des Ingenieurs", None, False, "guilde-des-ingenieurs", 23),
    ("Renfort", None, "Guilde des Ingenieurs", None, False, "guilde-des-ingenieurs", 24),
    ("Surcharge", None, "Guilde des Ingenieurs", None, False, "guilde-des-ingenieurs", 25),
    ("Rancune", None, SQ_CS, "Unite", True, None, 26),
    ("Vieux Briscard", None, SQ_CS, "Unite", False, None, 31),
    ("Portee Longue", None, SQ_CS, "Arme", False, None, 39),
    ("Transport", None, SQ_CS, "Unite", True, None, 44),
    ("Sauvegarde Invulnerable", None, SQ_CS, "Unite", True, None, 50),
]


def test_squats_records():
    assert rules(SQUATS) == SQUATS_RULES


def test_squats_texts_and_rolls():
    found = texts(SQUATS)
    assert found["Tir Soutenu"] == "L'arme relance les 1 pour toucher si le socle n'a pas bouge."
    assert found["Portee Longue"] == "L'arme ajoute 22,5 cm a sa portee."
    assert found["Reparation"] == "un vehicule a 15 cm recupere 1 PdV sur 4+."
    assert "Ce bouclier ne fonctionne pas en Assaut." in flat(found["Bouclier Energetique"])
    assert roll_cells(SQUATS) == [
        ("D6", 1, 2, "aucun effet.", 36),
        ("D6", 3, 5, "le socle gagne Rancune 1.", 37),
        ("D6", 6, 6, "le socle gagne Rancune 2 et Berserker (1).", 38),
    ]
    no_rule_or_weapon(SQUATS, [1])


# Tau, records as a form with abbreviated labels.

TAU_RULES = [
    ("Drones de Defense", None, SQ_CS, "Unite", True, None, 3),
    ("Combinaison de Combat", None, SQ_CS, "Unite", False, None, 8),
    ("Tir de Marquage", None, SQ_CS, "Arme", True, None, 14),
    ("Systeme de Visee", None, SQ_CS, "Arme", False, None, 19),
    ("Doctrine du Bien Supreme", None, SQ_CS, "Unite", False, None, 27),
    ("Kauyon", None, "Doctrine du Bien Supreme", None, False, "doctrine-du-bien-supreme", 31),
    ("Mont'ka", None, "Doctrine du Bien Supreme", None, False, "doctrine-du-bien-supreme", 32),
    ("Missiles Guides", None, SQ_CS, "Arme", True, None, 34),
    ("Antigrav", None, SQ_CS, "Unite", False, None, 39),
]


def test_tau_records():
    assert rules(TAU) == TAU_RULES


def test_tau_texts_and_rolls():
    found = texts(TAU)
    assert flat(found["Combinaison de Combat"]) == (
        "Le socle peut tirer puis se deplacer de 5 cm. Sauvegarde de 4+ contre les armes legeres."
    )
    assert found["Tir de Marquage"] == "Un socle touche recoit X marqueurs de cible."
    assert found["Kauyon"] == "les detachements en ordre de Tir Appuye relancent les 1."
    assert roll_cells(TAU) == [
        ("D6", 1, 2, "aucun effet.", 23),
        ("D6", 3, 4, "+1 pour toucher.", 24),
        ("D6", 5, 6, "+1 pour toucher et l'arme ignore le couvert.", 25),
    ]
    no_rule_or_weapon(TAU, [1])


EPIC = {"game": "epic", "file": "inline.txt", "fmt": "records"}


def test_a_form_with_abbreviated_field_labels():
    found = inline(
        "Nom\tTir de Marquage\nTyp.\tCapacité Spéciale\nPort.\tArme\nDesc.\tUn socle touché reçoit un marqueur.\n\n"
        "Nom\tAntigrav\nType\tCapacité Spéciale\nPortée\tUnité\nDescr.\tLe socle ignore le terrain.\n",
        **EPIC,
    )
    assert [(r["name"], r["section"], r["scope"], r["text"]) for r in found["rules"]] == [
        ("Tir de Marquage", "Capacité Spéciale", "Arme", "Un socle touché reçoit un marqueur."),
        ("Antigrav", "Capacité Spéciale", "Unité", "Le socle ignore le terrain."),
    ]


def test_an_abbreviated_kind_label_is_the_label_in_full():
    found = inline(
        "Choc\nCapacite Speciale\nUnite\nChoc\nLe socle charge.\n"
        "Tir Soutenu\nCap. Spe.\nArme\nTir Soutenu\nL'arme relance les 1.\n"
        "Mek\nCapacite Speciale\nUnite\nMek\nLe socle répare.\n",
        **EPIC,
    )
    assert [r["section"] for r in found["rules"]] == ["Capacite Speciale"] * 3


def test_a_record_parameter_typed_bare_after_its_name():
    assert record_name("Rancune X") == ("Rancune", None, True)
    assert record_name("Bouclier Energetique [X]") == ("Bouclier Energetique", None, True)
    assert record_name("Berserker (x)") == ("Berserker", None, True)
    assert record_name("Titan Xeno") == ("Titan Xeno", None, False)
