"""Epic (`records`) sheets of the family tests/fixtures/README.md describes (Infinity and Epic:
faithful siblings); their Infinity siblings are checked by their snapshots alone."""

from __future__ import annotations

from pipeline.model.sheet import SheetEntry
from pipeline.parse.sheet import parse_text
from tests.tabrec import nulls

# Epic, the Sisters of Battle (CRLF, wrapped lines, `Capacité spéciale`, trailing spaces).


def test_bulleted_entries_in_lower_case_under_a_record_are_its_child_rules():
    """The real sheet's `Pouvoirs Physiques : ils représentent…` bulleted by a user's word
    processor (`- Instinct : un détachement…`): a clause in lower case after a bullet's
    `Nom :` names an entry in a record as the same line without its bullet does (before,
    only a capital after the colon did, and the entries stayed in the parent's text alone);
    a short value (`- Infanterie : deux socles.`) is a list's item."""
    sheet = (
        "Synapse\nCapacité Spéciale\nUnité\nSynapse\nLe socle maintient le lien.\n"
        "- Lien Synaptique : les détachements à 15 cm ou moins ne font jamais de test de moral.\n"
        "- Instinct : un détachement hors du lien doit réussir un test d’initiative.\n"
        "Essaim\nCapacité Spéciale\nUnité\nEssaim\nLe socle compte double contre :\n"
        "- Infanterie : deux socles.\n- Cavalerie : un socle et demi.\n"
    )
    entry = SheetEntry("inline", "inline.txt", "epic", None, "inline", "records", "fr")
    found = parse_text(sheet.encode(), entry).tables["rules"]
    assert [(r["name"], nulls((r["parent_rule_id"],))[0], r["source_line"]) for r in found.to_dict("records")] == [
        ("Synapse", None, 1),
        ("Lien Synaptique", "inline:synapse", 6),
        ("Instinct", "inline:synapse", 7),
        ("Essaim", None, 8),
    ]
    children = found[found["parent_rule_id"].notna()]
    assert children["text"].tolist() == [
        "les détachements à 15 cm ou moins ne font jamais de test de moral.",
        "un détachement hors du lien doit réussir un test d’initiative.",
    ]
