"""Epic (`records`) sheets of the family that
tests/unit/games/infinity/test_careless_and_garbled_sheets.py describes (their Infinity
siblings)."""

from __future__ import annotations

from pipeline.extract.records import record_name
from tests.tabrec import inline

# Tau, records as a form with abbreviated labels.


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
