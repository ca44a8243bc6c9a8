"""Epic (`records`) sheets; their Infinity (`tabular`) siblings are tested in
tests/unit/games/infinity/test_hurried_sheets.py.

Written blind: three Infinity (`tabular`) and two Epic (`records`) sheets written
as a volunteer in a hurry writes the next faction's sheet the night before a tournament: the
real sheet's layout, but not consistent with itself. Written before the parser was run on them.

- `epic-orks-veille-tournoi.txt` (records): the name repeated differently (`Elite (X)` /
  `Elite (XX)`, `Kouvert Kustom` / `Kouvert kustom`); a record typed `Capacite Speciale` /
  `Unite`; blank lines between some records, doubled once; sub-entries indented `  - Nom :`;
  `Nom : texte` sub-entries (`Pouvoirs Physiques`, `Waaagh! de Goff`); a `Lancez 1D6 :` list;
  `[justifier]` markup mid-line; a `-` description.
- `epic-chaos-hatif.txt` (records): sub-entries with mixed leads (`- Khorne :`, `* Nurgle :`,
  `Tzeentch :`, `- **Slaanesh** :`); a record whose name is not repeated (`Possédés`); a record
  with no description line at all (`Canon Hurleur`); `Capacité Spéciale ` with a trailing
  space; `Invocation (XX)` / `Invocation (X)`; `Sauvegarde Psychique (X+)`; the repeated name
  in another case (`Lance-Flammes Infernal` / `Lance-flammes infernal`); sub-entries indented
  by three spaces.

Every value below was written by hand from the sheets, before the parser was run on them."""

from __future__ import annotations

import pytest

from pipeline.contract.validate import typed_tables, validate_tables
from tests.conftest import parsed_fixture as result
from tests.tabrec import (
    inline,
    kinds,
    rolls,
    rules,
    texts,
)
from tests.unit.games.infinity.test_hurried_sheets import flat

ALEPH = "infinity-aleph-excel-veille.tsv"
NOMADES = "infinity-nomades-gsheets-presse.csv"
COMBINEE = "infinity-combinee-libreoffice-hative.tsv"
ORKS = "epic-orks-veille-tournoi.txt"
CHAOS = "epic-chaos-hatif.txt"


NEW_SHEETS = [ORKS, CHAOS]


CS = "Capacité Spéciale"


@pytest.mark.parametrize("file", NEW_SHEETS)
def test_every_line_is_read_and_the_tables_validate(file):
    assert "unparsed" not in kinds(file).values()
    assert validate_tables(typed_tables(result(file).tables)) == []


# Orks, records.


def test_orks_records():
    assert [r for r in rules(ORKS) if r[5] is None] == [
        ("Chef de Guerre", None, CS, "Unité", False, None, 1),
        ("Elite", None, CS, "Unité", True, None, 7),
        ("Gros Kanon", None, CS, "Arme", False, None, 14),
        ("Kouvert Kustom", None, CS, "Unité", False, None, 19),
        ("Mékano", None, CS, "Unité", False, None, 25),
        ("Psyker", None, CS, "Unité", False, None, 32),
        ("QG", None, CS, "Unité", False, None, 40),
        ("Rokkit", None, CS, "Arme", False, None, 46),
        ("Sauvegarde Psychique", None, CS, "Unité", True, None, 51),
        ("Transport", None, CS, "Unité", True, None, 58),
        ("Waaagh!", None, CS, "Unité", False, None, 65),
        ("Attelage", None, CS, "Unité", False, None, 77),
        ("Zap Ork", None, CS, "Arme", False, None, 83),
        ("Grot Kanonnier", None, CS, "Unité", False, None, 88),
        ("Fonceurs", None, CS, "Unité", False, None, 94),
    ]


def test_orks_sub_entries_texts_and_roll_table():
    found = {r[0]: (r[5], r[6]) for r in rules(ORKS)}
    assert found["Kustom Fusil"] == ("mekano", 30)
    assert found["Bidouillage"] == ("mekano", 31)
    assert found["Pouvoirs Physiques"] == ("psyker", 37)
    assert found["Pouvoirs Ethérés"] == ("psyker", 38)
    assert found["Waaagh! de Goff"] == ("waaagh", 70)
    assert found["Waaagh! de Snakebite"] == ("waaagh", 71)
    assert found["Waaagh! des Fous"] == ("waaagh", 72)
    t = texts(ORKS)
    assert t["Gros Kanon"] is None
    assert t["Bidouillage"] == "sur un 1, le véhicule réparé perd 1 PdV à la place."
    assert "[justifier]" not in t["Rokkit"] and "le Rokkit explose" in t["Rokkit"]
    assert flat(t["Kouvert Kustom"]).endswith("Ce bonus ne s'applique pas contre les armes à gabarit.")
    assert flat(t["Transport"]).endswith("Les Chariots orks ne perdent pas de mouvement pour embarquer des Boyz.")
    assert [r[1:] for r in rolls(ORKS)] == [
        ("D6", 1, 2, "le Waaagh! s'essouffle, aucun effet.", 74),
        ("D6", 3, 5, "tous les détachements orks gagnent un ordre de Charge gratuit.", 75),
        ("D6", 6, 6, "comme 3-5, et le détachement le plus proche de l'ennemi ignore les tests de moral.", 76),
    ]


# Chaos, records.


def test_chaos_records():
    assert [r for r in rules(CHAOS) if r[5] is None] == [
        ("Marque du Chaos", None, CS, "Unité", False, None, 1),
        ("Démon", None, CS, "Unité", False, None, 12),
        ("Invocation", None, CS, "Unité", True, None, 20),
        ("Possédés", None, CS, "Unité", False, None, 29),
        ("Régénération", None, CS, "Unité", True, None, 34),
        ("Canon Hurleur", None, CS, "Arme", False, None, 40),
        ("Gabarit", None, CS, "Arme", True, None, 44),
        ("Terreur", None, CS, "Unité", False, None, 49),
        ("Psyker", None, CS, "Unité", False, None, 55),
        ("Sauvegarde Psychique", None, CS, "Unité", True, None, 63),
        ("Titan du Chaos", None, CS, "Unité", False, None, 69),
        ("Frappe en Profondeur", "FEP", CS, "Unité", False, None, 77),
        ("Réacteurs Dorsaux", None, CS, "Unité", False, None, 84),
        ("Lance-Flammes Infernal", None, CS, "Arme", False, None, 90),
    ]


@pytest.mark.xfail(
    strict=True,
    reason="a bullet after a sub-entry typed with no bullet (`Tzeentch : …` then `- **Slaanesh** : …`) is read "
    "as nested under it: the shared entry finder gives a paragraph's entry the bullets after it",
)
def test_chaos_mixed_leads_are_siblings():
    found = {r[0]: r[5] for r in rules(CHAOS)}
    assert found["Tzeentch"] == "marque-du-chaos"
    assert found["Slaanesh"] == "marque-du-chaos"


def test_chaos_sub_entries_texts_and_roll_table():
    found = {r[0]: (r[5], r[6]) for r in rules(CHAOS)}
    assert found["Khorne"] == ("marque-du-chaos", 6)
    assert found["Nurgle"] == ("marque-du-chaos", 7)
    assert found["Tzeentch"][1] == 8
    assert found["Slaanesh"][1] == 9
    assert found["Pouvoirs Physiques"] == ("psyker", 60)
    assert found["Bouclier Maudit"] == ("titan-du-chaos", 74)
    assert found["Moteur Infernal"] == ("titan-du-chaos", 75)
    t = texts(CHAOS)
    assert t["Slaanesh"] == "les socles ennemis à 10 cm subissent -1 en Assaut."
    assert t["Canon Hurleur"] is None
    assert t["Gabarit"] is None
    assert t["Possédés"].startswith("Les socles Possédés ont une Sauvegarde Psychique (5+)")
    assert flat(t["Marque du Chaos"]).endswith("Un détachement ne peut porter qu'une seule marque.")
    assert flat(t["Titan du Chaos"]).endswith(
        "ne peut pas recevoir d'ordre de Tir Appuyé s'il porte la marque de Khorne."
    )
    assert "[justifier]" not in t["Terreur"]
    assert [r[1:] for r in rolls(CHAOS)] == [
        ("D6", 1, 1, "l'invocation échoue et le socle invocateur perd 1 PdV.", 26),
        ("D6", 2, 4, "le Démon apparaît au contact du socle invocateur.", 27),
        ("D6", 5, 6, "le Démon apparaît n'importe où à 15 cm.", 28),
    ]


RECORDS = (
    "Antigrav\nCapacité Spéciale\nUnité\nAntigrav\nLe socle survole le terrain.\n"
    "Mékano\nCapacite Speciale\nUnite\nMékano\nRépare un véhicule sur un 4+.\n"
    "Possédés\nCapacité Spéciale\nUnité\nLes socles Possédés ont une Sauvegarde Psychique (5+).\n"
    "Terreur\nCapacité Spéciale\nUnité\nTerreur\nLes ennemis doivent réussir un test de moral.\n"
)


def test_a_record_label_typed_without_accents_is_the_label():
    rows = inline(RECORDS, game="epic", file="inline.txt", fmt="records")["rules"]
    assert {(rule["name"], rule["section"], rule["scope"]) for rule in rows} == {
        ("Antigrav", CS, "Unité"), ("Mékano", CS, "Unité"), ("Possédés", CS, "Unité"), ("Terreur", CS, "Unité"),
    }  # fmt: skip


def test_a_record_whose_name_is_not_typed_again_opens_on_its_three_lines():
    rows = inline(RECORDS, game="epic", file="inline.txt", fmt="records")["rules"]
    found = {rule["name"]: (rule["text"], rule["source_line"]) for rule in rows}
    assert found["Possédés"] == ("Les socles Possédés ont une Sauvegarde Psychique (5+).", 11)
    assert found["Terreur"] == ("Les ennemis doivent réussir un test de moral.", 15)
