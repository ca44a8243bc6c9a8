"""Epic (`records`) sheets of the family tests/fixtures/README.md describes (Infinity and Epic:
own typing habits); their Infinity siblings are checked by their snapshots alone."""

from __future__ import annotations

from tests.tabrec import inline, named, texts_of

# Garde Impériale, records typed in a word processor.


def test_a_record_s_definition_list_names_entries():
    """`Nom` over `: texte` in a record's description: the entry `Nom : texte`."""
    sheet = (
        "Psyker Primaris\nCapacité Spéciale\nUnité\nPsyker Primaris\nIl connaît deux pouvoirs :\n"
        "Tempête\n: une attaque de Force 4.\nBouclier\n: une sauvegarde de 5+.\nUn seul par tour.\n"
    )
    found = inline(sheet, game="epic", file="inline.txt", fmt="records")
    assert named(found) == [
        ("Psyker Primaris", None, 1),
        ("Tempête", "inline:psyker-primaris", 6),
        ("Bouclier", "inline:psyker-primaris", 8),
    ]
    assert texts_of(found)["Tempête"] == "une attaque de Force 4."
