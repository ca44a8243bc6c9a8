"""Epic (`records`) sheets of the family that
tests/unit/games/infinity/test_chat_forum_and_scanned_copies.py describes (their Infinity
siblings)."""

from __future__ import annotations

from tests.tabrec import parse_inline

# Epic: a list copied from a PDF.


def test_both_labels_on_one_line_in_either_order_and_a_line_of_other_words_stays_text():
    sheet = (
        "Orks\n\nVol\nUnité Capacité Spéciale\nVol\nSurvole les décors.\n"
        "Capacité Spéciale Unité plus bas.\n\nFonceurs\ncapacité spéciale unité\nFonceurs\nDouble son mouvement.\n"
    )
    found = parse_inline(sheet, "inline.txt", "epic", "records")
    rules = [(r["name"], r["section"], r["scope"], r["text"]) for r in found.tables["rules"].to_dict("records")]
    assert rules == [
        ("Vol", "Capacité Spéciale", "Unité", "Survole les décors.\n\nCapacité Spéciale Unité plus bas."),
        ("Fonceurs", "Capacité Spéciale", "Unité", "Double son mouvement."),
    ]


# Epic: a list copied from a Word form, `Label<TAB>value` fields.


def test_a_tab_field_needs_a_label_of_a_few_words():
    sheet = (
        "Orks\n\nNom\tVol\nPortée\tUnité\nDescription\tSurvole les décors.\n"
        "Le socle ignore le terrain, même\tdangereux.\n"
    )
    found = parse_inline(sheet, "inline.txt", "epic", "records")
    rules = [(r["name"], r["scope"], r["text"]) for r in found.tables["rules"].to_dict("records")]
    assert rules == [("Vol", "Unité", "Survole les décors.\n\nLe socle ignore le terrain, même\tdangereux.")]
