"""Spreadsheet cells as tools leave them: quoted cells padded with spaces, cells of spaces,
rows whose quoted cell holds line breaks, a page number over a section's title cell, and
a band's edges printed with typographic dashes and inch marks."""

from __future__ import annotations

from pipeline.model.document import Heading, Record
from pipeline.model.sheet import SheetEntry
from pipeline.parse.readers import read_sheet
from pipeline.parse.readers.blocks import split_tab_row, unpadded_title_cells
from pipeline.parse.readers.delimited import spreadsheet_cells, tab_separated
from pipeline.parse.sheet import parse_text


def test_an_inch_mark_inside_a_cell_opens_no_quoted_cell():
    assert split_tab_row('Fusil\t 10-30"  \t5') == ["Fusil", '10-30"', "5"]
    assert spreadsheet_cells('Fusil;10-30";5', ";") == ["Fusil", '10-30"', "5"]


def test_a_padded_quoted_cell_keeps_its_line_breaks_in_a_records_tsv():
    text = (
        "Nom\tType\tPortée\tDescription\n"
        'Bouclier Holo (X)\tCapacité Spéciale\tUnité\t "Le socle a une sauvegarde de X+.  \n'
        "Elle ne s'applique pas en Assaut.\"  \n"
        "Tir Indirect\tCapacité Spéciale\tArme\t-\n"
    )
    records = [block for block in read_sheet(text, "x.tsv", "records").blocks if isinstance(block, Record)]
    assert [record.name for record in records] == ["Bouclier Holo (X)", "Tir Indirect"]
    assert records[0].body == [(2, "Le socle a une sauvegarde de X+."), (3, "Elle ne s'applique pas en Assaut.")]


def test_a_csv_cell_padded_around_its_quotes_and_a_cell_of_spaces():
    assert tab_separated('Nom;Texte;\nArme lourde; "Mise au tapis; puis relevée."  ;  \n') == (
        "Nom\tTexte\t\nArme lourde\tMise au tapis; puis relevée.\t\n"
    )
    assert tab_separated("Armes;;  \nNom;DOM;\n") == "Armes\t\t\nNom\tDOM\t\n"


def test_a_page_number_between_a_blank_row_and_a_title_cell():
    rows = [f"Arme {index}\t{index}\t" for index in range(12)]
    lines = ["Aide de jeu\t\t", "", "Armement\t\t", "Nom\tDOM\t", *rows, "", "Page 1", "Traits\t\t", "CC\tMêlée\t"]
    title_cells = unpadded_title_cells(lines)[1]
    assert title_cells == {1, 3, len(lines) - 1}
    document = read_sheet("\n".join(lines), "x.tsv", "tabular")
    assert "Traits" in [block.text for block in document.blocks if isinstance(block, Heading)]


def test_band_edges_printed_with_an_en_dash_and_inch_marks_label_the_band_plainly():
    text = 'Armes\nNom\t0–8″\t8-16″\t16–24"\tDOM\tR\tMunitions\nFusil\t0\t+3\t-3\t13\t3\tN\n'
    entry = SheetEntry("infinity-test", "x.tsv", "infinity", None, "Test", "tabular", "fr")
    bands = parse_text(text.encode(), entry).rows["weapon_ranges"]
    assert [(band["band_label"], band["min"], band["max"]) for band in bands] == [
        ('0-8"', 0, 8),
        ('8-16"', 8, 16),
        ('16-24"', 16, 24),
    ]
