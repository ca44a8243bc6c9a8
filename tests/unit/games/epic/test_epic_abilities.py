"""The Epic abilities sheet (raw/epic-abilities.txt, line records): real values."""

import pandas as pd
import pytest

from tests.conftest import one, parsed


@pytest.fixture(scope="module")
def epic():
    return parsed("epic-abilities")


def test_epic_records(epic):
    rules = epic.tables["rules"]
    assert rules["parent_rule_id"].isna().sum() == 18  # one per record, and two named inside Psyker
    antigrav = one(rules, name="Antigrav")
    assert (antigrav["scope"], antigrav["section"], antigrav["source_line"]) == ("Unité", "Capacité Spéciale", 1)
    assert antigrav["text"].count("\n\n") == 4  # five paragraphs kept apart
    template = one(rules, name="Gabarit")
    assert (template["scope"], bool(template["takes_param"])) == ("Arme", True)
    assert pd.isna(template["text"])
    elite = one(rules, name="Elite")
    assert bool(elite["takes_param"]) and elite["text"].startswith("Au cours de la partie")
    assert one(rules, name="Frappe en Profondeur")["name_alt"] == "FEP"
    assert bool(one(rules, name="Personnage")["takes_param"]) is False


def test_epic_empty_descriptions_and_stray_markup_are_reported(epic):
    empty = sorted(entry["name"] for entry in epic.report["empty_descriptions"])
    assert empty == ["Gabarit", "Masque", "Munitions Bio-Explosives", "Règles Spéciales"]
    assert pd.isna(one(epic.tables["rules"], name="Masque")["text"])  # printed `-`
    assert epic.report["stray_markup"] == [{"rule_id": "epic-abilities:transport", "removed": 4, "source_line": 118}]
    transport = one(epic.tables["rules"], name="Transport")["text"]
    assert "[" not in transport and "sortant. Plusieurs socles" in transport
    assert (epic.coverage["kind"] == "rule").all()
