"""Epic (`records`) sheets of the family that tests/unit/games/infinity/test_siblings_for_other_factions.py
describes (their Infinity siblings)."""

from __future__ import annotations

from tests.tabrec import inline

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
