"""The Warmachine core sheet (raw/warmachine-core.txt, free text): real values."""

import pytest

from tests.conftest import one, parsed


@pytest.fixture(scope="module")
def warmachine():
    return parsed("warmachine-core")


def test_warmachine_modifier_rows(warmachine):
    modifiers = warmachine.tables["modifiers"]
    back = one(modifiers, section="MODIFICATEUR D'ATTAQUES DE MÊLÉE", name="Attaque de dos")
    assert (back["value"], back["source_line"]) == ("+2 sur le jet d'attaque", 159)
    ranged = one(modifiers, section="MODIFICATEUR D'ATTAQUES A DISTANCE/MAGIQUE", name="Couvert")
    assert ranged["value"] == "+4 aux jets d'attaques magiques et à distance."
    forest = one(modifiers, name="Forêt")
    assert forest["section"] == "MODIFICATEURS DE TERRAIN"
    assert forest["value"].startswith("Déplacement à 1/2 SPD. Donne Dissimulation.")
    assert len(modifiers) == 25


def test_warmachine_special_attack_with_bullets_and_formula(warmachine):
    headbutt = one(warmachine.tables["rules"], name="COUP DE TÊTE")
    assert headbutt["source_line"] == 28
    assert headbutt["text"].count("\n- ") == 2 and headbutt["text"].startswith("- Une figurine")
    assert "jet de dégâts de 2d6 + STR actuelle" in headbutt["text"]
    two_hands = one(warmachine.tables["rules"], name="PROJECTION A DEUX MAINS")
    assert "Mêmes règles de résolution que la Projection" in two_hands["text"]


def test_no_formula_dollars_anywhere(warmachine):
    for frame in warmachine.tables.values():
        for column in frame.select_dtypes(include="string"):
            assert not frame[column].str.contains("$", regex=False).fillna(False).any(), column


def test_warmachine_entries_opened_by_a_lead(warmachine):
    rules = warmachine.tables["rules"]
    charge = one(rules, name="CHARGE DE CAVALERIE")
    assert charge["section"] == "CAVALERIE" and charge["text"].startswith("A la déclaration de la charge")
    sight = one(rules, name="LIGNE DE VUE")
    assert sight["name_alt"] == "LDV" and "ÉTAPE 4- La ligne ne doit pas traverser" in sight["text"]
    assert one(rules, name="Arc nodal")["name_alt"] == "A"
    assert one(rules, name="ADE")["name_alt"] == "Aire d'Effet"
    assert one(rules, name="Attaque à Effet de Souffle")["text"].startswith("Centrez le gabarit")
    assert one(rules, name="Sorts")["text"].startswith("Une figurine peut lancer des sorts")
    assert one(rules, name="DÉGÂTS COLLATÉRAUX")["text"].startswith("Si une figurine entre en contact")
    assert (warmachine.coverage["kind"] != "unparsed").all()
