"""Blocks (`pipeline.parse.readers.blocks`): a sheet's lines cut into headings, paragraphs, lists
and tables, each construct on a few lines."""

from __future__ import annotations

from pipeline.parse.readers.blocks import (
    letter_dividers,
    quoted_cells,
    read_blocks,
    split_tab_row,
    table_of_contents,
    unpadded_title_cells,
)


def test_numbered_lists_stay_lists():
    document = read_blocks("ÉTAPES\n\n1. Mouvement\n2. Action\n\n1.2 Charge\n", "x.txt")
    texts = [(type(block).__name__, block.text) for block in document.blocks]
    assert texts == [("Heading", "ÉTAPES"), ("Item", "Mouvement"), ("Item", "Action"), ("Heading", "Charge")]
    steps = read_blocks("1. Phase d'entretien : retirez le focus.\n", "x.txt").blocks
    assert type(steps[0]).__name__ == "Item"


def test_contents_and_letters_need_their_shape():
    assert table_of_contents(["Sommaire", "Charge ..... 2", "Tir ...... 3"]) == {0, 1, 2}
    assert table_of_contents(["Un seul renvoi ..... 2"]) == set()  # one line is no table
    assert letter_dividers(["A", "Arme : x", "", "B", "Boost : y"]) == {0, 3}
    assert letter_dividers(["A", "Arme : x"]) == set()  # one letter alone divides nothing
    assert letter_dividers(["B", "Boost : y", "A", "Arme : x"]) == set()  # not in order


def test_a_quoted_cell_padded_with_spaces_is_unquoted():
    # A padded export: spaces before the opening quote and after the closing one.
    line = 'Manœuvre\t "Déplacement spécial ; ""une fois par tour""."  \t\t'
    assert split_tab_row(line) == ["Manœuvre", 'Déplacement spécial ; "une fois par tour".', "", ""]


def test_text_after_a_closing_quote_is_a_stray_quote():
    assert quoted_cells('Arme\t"Sniper" lourd\t5') is None
    assert quoted_cells('Arme\t"Sniper\t5') is None


def test_a_title_cell_followed_by_a_cell_of_spaces_heads_what_follows():
    lines = ["Aide de jeu\t\t", "", "Armement\t  ", "Nom\tDOM\t", "Fusil\t13\t"]
    assert unpadded_title_cells(lines)[1] == {1, 3}


def test_a_row_whose_quoted_cell_holds_line_breaks_counts_once_in_a_padded_export():
    quoted_row = ['Tir Spéculatif\t"Sans ligne de vue.', 'Gabarit requis."\t']
    lines = ["Aide de jeu\t\t", "", "Traits\t\t", *quoted_row, "CC\tMêlée\t"]
    assert unpadded_title_cells(lines)[1] == {1, 3}
