"""Epic (`records`) sheets; their Infinity (`tabular`) siblings are tested in
tests/unit/games/infinity/test_next_faction_sheets.py.

Written blind: three Infinity (`tabular`) and two Epic (`records`) sheets written
as the volunteer of the real sheets would write the next faction's, before the parser was
run on them.

- `epic-orks-capacites-speciales.txt` (records as the real sheet): `(XX)` parameters,
  `-` descriptions, a record whose description ends in named sub-entries (`Goffs : …`
  under `Waaagh!`), a `Lancez 1D6` line, `[justifier]` markup, an English name beside the
  French one, an abbreviation `(LRK)`.
- `epic-chaos-capacites-2e-edition.txt` (records): a `Lancez 1D6 :` list `1-2 :`, `3-5 :`,
  `6 :`, named sub-entries (`Marque de Khorne : …`, `Démons Mineurs : …`), `(FEP)`,
  `(Classe 5)`, `-` descriptions, `[justifier]` markup.

Every value below was written by hand from the sheets, before the parser was run on them."""

from __future__ import annotations

import pytest

from pipeline.contract.validate import typed_tables, validate_tables
from tests.conftest import parsed_fixture as result
from tests.tabrec import (
    columns,
    kinds,
    rolls,
    rules,
    texts,
)

PANO = "infinity-panoceanie-aide-de-jeu.tsv"
HAQQ = "infinity-haqqislam-gsheets-virale.csv"
COMBINED = "infinity-armee-combinee-libreoffice-crlf.tsv"
ORKS = "epic-orks-capacites-speciales.txt"
CHAOS = "epic-chaos-capacites-2e-edition.txt"


NEW_SHEETS = [ORKS, CHAOS]


CS = "Capacité Spéciale"


@pytest.mark.parametrize("file", NEW_SHEETS)
def test_every_line_is_read_and_the_tables_validate(file):
    assert "unparsed" not in kinds(file).values()
    assert validate_tables(typed_tables(result(file).tables)) == []


# Epic records.


def test_orks_records():
    assert [(r[0], r[2], r[3], r[4], r[5], r[6]) for r in rules(ORKS)] == [
        ("Bricolo", CS, "Unité", False, None, 1),
        ("Dakka", CS, "Arme", True, None, 8),
        ("Fonceur", CS, "Unité", False, None, 14),
        ("Gros Kalibre", CS, "Arme", False, None, 20),
        ("Kaboom", CS, "Arme", False, None, 25),
        ("Mob", CS, "Unité", True, None, 30),
        ("Nob", CS, "Unité", False, None, 36),
        ("Régénération Ork", CS, "Unité", True, None, 41),
        ("Kustom Force Field", CS, "Unité", False, None, 47),
        ("Trukk à Ferraille", CS, "Unité", False, None, 53),
        ("Waaagh!", CS, "Unité", False, None, 59),
        ("Goffs", "Waaagh!", None, False, "waaagh", 66),
        ("Evil Sunz", "Waaagh!", None, False, "waaagh", 67),
        ("Bad Moons", "Waaagh!", None, False, "waaagh", 68),
        ("Zzap", CS, "Arme", False, None, 70),
        ("Lance-Roquettes Kustom", CS, "Arme", False, None, 75),
        ("Mek-Boy", CS, "Unité", False, None, 80),
    ]


def test_orks_texts():
    t = texts(ORKS)
    assert t["Gros Kalibre"] is None
    assert t["Mek-Boy"] is None
    assert t["Goffs"] == "+1 supplémentaire en Assaut pour les Boyz."
    assert t["Waaagh!"].endswith("Un détachement déjà brisé ne profite pas de la Waaagh!.")
    assert "[justifier]" not in t["Trukk à Ferraille"]
    assert "sortie d'urgence sur du 5+ au lieu de 4+." in t["Trukk à Ferraille"]
    assert t["Nob"] == "Un socle Nob est un socle QG pour son détachement (voir QG)."


def test_chaos_records_and_roll_table():
    found = {r[0]: r for r in rules(CHAOS)}
    assert found["Don du Chaos"][2:6] == (CS, "Unité", True, None)
    for mark in ("Marque de Khorne", "Marque de Nurgle", "Marque de Slaanesh", "Marque de Tzeentch"):
        assert found[mark][5] == "don-du-chaos"
    assert found["Démons Mineurs"][5] == "invocation"
    assert found["Bêtes de Chaos"][5] == "invocation"
    assert found["Frappe en Profondeur"][1] == "FEP"
    assert found["Canon Démoniaque"][3] == "Arme"
    assert found["Titan du Chaos"][5] is None
    assert len([r for r in rules(CHAOS) if r[2] == CS]) == 12
    assert rolls(CHAOS) == [
        ("Démon Majeur", "D6", 1, 2, "il est banni et retiré du jeu.", 14),
        ("Démon Majeur", "D6", 3, 5, "il est remplacé par un marqueur d'Invocation.", 15),
        ("Démon Majeur", "D6", 6, 6, "il revient en jeu au tour suivant avec 1 PdV.", 16),
    ]
    t = texts(CHAOS)
    assert t["Arme Maudite"] is None
    assert t["Peur"].startswith("Avant un Assaut, le socle ennemi doit réussir")
    assert t["Marque de Tzeentch"] == "le socle gagne une Sauvegarde Psychique (5+)."


def test_chaos_titan_class_is_kept_as_its_alternative_name():
    found = columns(CHAOS, "rules", ("name", "name_alt", "name_en"))
    assert ("Titan du Chaos", "Classe 5", None) in found
    assert ("Canon Démoniaque", "Hellfire Cannon", "Hellfire Cannon") in found
