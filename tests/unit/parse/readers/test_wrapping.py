"""Wrapped lines (`pipeline.parse.readers.wrapping`): text a PDF copy or a narrow editor wrapped,
joined again, hyphenation undone."""

from __future__ import annotations

from pipeline.parse.readers.wrapping import page_furniture


def test_a_values_row_repeated_under_the_same_labels_is_no_footer():
    card = ["Poing", "POR    PUI    P+S", "CQ     4      15", ""]
    assert page_furniture(card + card) == set()
    # A footer follows whatever each page ends with, a copyright line is no row of columns.
    assert page_furniture(["Texte.", "Titre      4", "", "Autre texte.", "Titre      5"]) == {1, 4}
    assert page_furniture(["© Éditeur", "Titre      4", "", "© Éditeur", "Titre      5"]) == {1, 4}


def test_page_furniture_needs_a_page_word_or_a_repeat():
    lines = [
        "Warmachine – Référence rapide        Page 1",  # says Page
        "Attaque de dos   -2",  # once: a row of a list
        "Titre R      4",
        "5    Titre R",  # repeated, number before or after
        "Couvert\t4",
        "Couvert\t4",  # a tab before a bare number: a table row
        "12",
    ]
    assert page_furniture(lines) == {0, 2, 3, 6}
