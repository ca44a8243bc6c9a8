"""Epic (`records`) sheets of the family tests/fixtures/README.md describes (Infinity and Epic:
retyped and copied siblings); their Infinity siblings are checked by their snapshots alone."""

from __future__ import annotations

from tests.tabrec import inline, named, texts_of

# Epic, the Eldar copied out of the PDF (kind and scope on one line, wraps, page furniture).


def test_named_steps_of_a_numbered_list_and_options_announced_by_a_bullet():
    """Before, items named over a clause in lower case (French after a colon) named entries
    only beside one opening with a capital: numbered steps and announced options stayed text."""
    steps = "Séquence\n\n1) Activation : le joueur déclare la troupe active.\n2) Résolution : on lance les dés.\n"
    assert named(inline(steps)) == [("Activation", None, 3), ("Résolution", None, 4)]
    record = (
        "Voyant\nCapacité Spéciale\nUnité\nVoyant\nIl choisit un pouvoir :\n"
        "- Destin : le Voyant lit l’avenir ; choisissez un effet :\n"
        "  - Fortune : un socle allié relance une sauvegarde.\n  - Malédiction : un socle ennemi relance la sienne.\n"
    )
    found = inline(record, "epic", "inline.txt", "records")
    assert named(found)[-2:] == [("Fortune", "inline:destin", 7), ("Malédiction", "inline:destin", 8)]
    values = (
        "Essaim\nCapacité Spéciale\nUnité\nEssaim\nIl compte double contre :\n"
        "- A : deux socles.\n- B : un socle et demi.\n"
    )
    assert [name for name, _, _ in named(inline(values, "epic", "inline.txt", "records"))] == ["Essaim"]


def test_a_heading_naming_its_die_over_outcome_lines():
    """Before, `(D20)` read as the heading's abbreviation and the lines as its rule's text;
    and a table under `Réacteur (D10)` rolled the game's die."""
    sheet = "Jet de Chute (D20)\n1-5 La troupe tombe.\n6-20 Atterrissage réussi.\n"
    found = inline(sheet)
    assert found["rules"] == []
    rows = [(row["table_name"], row["dice"], row["roll_from"], row["roll_to"]) for row in found["roll_tables"]]
    assert rows == [("Jet de Chute", "D20", 1, 5), ("Jet de Chute", "D20", 6, 20)]
    table = inline("Réacteur (D10)\n\nRésultat\tEffet\n1-5\tRien.\n6-10\tBoum.\n", "epic")["roll_tables"]
    assert {row["dice"] for row in table} == {"D10"}


def test_records_copied_from_a_pdf_glyph_levels_and_title_repeated():
    """Before, a record's `–` bullets under `•` ones were one level, and the sheet's title
    printed again under a page's footer was a line of the record, cutting its dice table."""
    sheet = (
        "CAPACITÉS – ELDARS\nGuerriers\nCapacité Spéciale Unité\nGuerriers\nIls gagnent leur Aspect :\n"
        "• Araignées : le détachement peut se téléporter au lieu de se déplacer :\n"
        "– Saut Warp : déplacement de 20 cm en ignorant le terrain.\n"
        "– Saut Risqué : sur un 1, un socle est perdu dans le Warp.\n"
        "Holo\nCapacité Spéciale Unité\nHolo\nJetez un D6 :\n1–3 : la touche est ignorée.\n\n"
        "Epic – Eldars          Page 12\nCAPACITÉS – ELDARS\n4–6 : la touche est appliquée.\n"
    )
    found = inline(sheet, "epic", "inline.txt", "records")
    assert named(found)[1:4] == [
        ("Araignées", "inline:guerriers", 6),
        ("Saut Warp", "inline:araignees", 7),
        ("Saut Risqué", "inline:araignees", 8),
    ]
    assert [(row["roll_from"], row["roll_to"], row["source_line"]) for row in found["roll_tables"]] == [
        (1, 3, 13),
        (4, 6, 17),
    ]
    assert "ELDARS" not in texts_of(found)["Holo"]


def test_modifier_lines_announced_in_a_record():
    """Before, `Cible à couvert : -1` was an entry of the record whose text was `-1`."""
    sheet = (
        "Tir Indirect\nCapacité Spéciale\nArme\nTir Indirect\nL'arme tire sans ligne de vue. Modificateurs :\n"
        "Cible à couvert : -1\nObservateur (OA) à 15 cm ou moins de la cible : +1\n"
    )
    found = inline(sheet, "epic", "inline.txt", "records")
    assert named(found) == [("Tir Indirect", None, 1)]
    assert [(row["section"], row["name"], row["value"]) for row in found["modifiers"]] == [
        ("Tir Indirect", "Cible à couvert", "-1"),
        ("Tir Indirect", "Observateur (OA) à 15 cm ou moins de la cible", "+1"),
    ]
