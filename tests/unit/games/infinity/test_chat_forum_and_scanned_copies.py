"""Infinity (`tabular`) sheets; their Epic (`records`) siblings are tested in
tests/unit/games/epic/test_chat_forum_and_scanned_copies.py.

Infinity (`tabular`) and Epic (`records`) sheets as users bring them
(tests/fixtures/sheets/): a Google Sheets TSV whose weapons table and ammunition table
stand side by side, a blank column between, its traits parted by ` / `; an Excel CSV
(French: `;`, Windows-1252, CRLF) whose title row carries its date far to the right, its
bands labelled `0-20cm`, a Notes column far right past empty ones, quoted decimal commas
(`"1,5"`) and formula errors (`#N/A`, `#REF!`) in columns it does not read; an Epic list
copied from a PDF, its records numbered `1)` and parted by `=====`, the kind and scope on
one line (`Capacité Spéciale Unité`, a table row's cells joined by a space), parameters in
brackets (`Tir Rapide [2]`) and the running header repeated inside a description; an
Epic list copied from a Word form, `Label<TAB>value` fields. The values were written by
hand from the sheets, before the parser was run on them."""

from __future__ import annotations

import pytest

from pipeline.model.errors import SheetError
from pipeline.model.sheet import SheetEntry
from pipeline.parse.sheet import parse_text
from tests.tabrec import parse_inline

# Infinity: a weapons table and the ammunition table side by side, a blank column between.


def test_a_longer_table_on_the_right_and_a_blank_column_inside_one_table():
    sheet = (
        "Armes\n"
        "Arme\tCourte\tDOM\tR\t\tMUNITION\tEFFET\n"
        "Fusil\t20/+3\t13\t3\t\tN\t1 blessure\n"
        "\t\t\t\t\tAP\tBLI divisé par 2\n"
        "\t\t\t\t\tDA\t2 blessures\n"
        "\n"
        "Armes lourdes\n"
        "Arme\tCourte\t\tDOM\tR\n"
        "Canon\t20/0\t\t15\t2\n"
        "Obusier\t40/+3\t\t14\t1\n"
    )
    found = parse_inline(sheet)
    assert found.tables["weapons"]["name"].tolist() == ["Fusil", "Canon", "Obusier"]
    assert found.tables["weapons"]["strength"].tolist() == [13, 15, 14]
    assert found.tables["ammunition"]["effect"].tolist() == ["1 blessure", "BLI divisé par 2", "2 blessures"]


def test_a_slash_inside_a_name_is_no_separator_of_traits():
    sheet = (
        "Armes\nArme\tCourte\tDOM\tR\tTraits\nPistolet\t20/+3\t11\t2\tE/M, CC\n\nTraits\nE/M\tIsole.\nCC\tAu contact.\n"
    )
    found = parse_inline(sheet).tables["weapon_rules"]
    assert found["label"].tolist() == ["E/M", "CC"]


# Infinity: an Excel CSV, its title row dated far right, formula errors in unread columns.


@pytest.mark.parametrize(
    ("cell", "column"),
    [("#N/A\t13\t3\tCC", "Munit."), ("N\t#REF!\t3\tCC", "DOM"), ("N\t13\t3\t#VALEUR!", "Traits")],
)
def test_a_formula_error_in_a_column_read_is_an_error_naming_line_and_column(cell, column):
    sheet = f"Armes\nArme\tCourte\tMunit.\tDOM\tR\tTraits\nFusil\t20/+3\t{cell}\n"
    with pytest.raises(SheetError) as raised:
        parse_inline(sheet)
    error = raised.value
    assert (error.file, error.line, error.cell, error.code) == ("inline.tsv", 3, column, "formula-error")
    assert "formula" in error.expected


def test_a_formula_error_is_refused_in_every_game_s_weapons_table():
    """A spreadsheet pasted into a Markdown or a text sheet keeps its `#N/A` too: the
    Antares and Warmachine weapons tables refuse it as the Infinity one does, naming line
    and column (before, `#N/A` in a rules cell was an unresolved rule item)."""
    antares = "# Armes\n\n| Arme | Efficace | Longue | Extrême | VI | Règles |\n|---|---|---|---|---|---|\n"
    antares += '| Fusil | 10" | 20" | 30" | 1 | #N/A |\n'
    warmachine = "Armes\nArme\tPOR\tCdT\tZDE\tPUI\tFacultés\nMortier\t15\t1\t4\t#REF!\tArme lourde\n"
    for text, entry, line, column in (
        (antares, SheetEntry("antares-test", "inline.md", "antares", None, "t", "markdown", "fr"), 5, "Règles"),
        (warmachine, SheetEntry("warmachine-test", "inline.txt", "warmachine", None, "t", "freetext", "fr"), 3, "PUI"),
    ):
        with pytest.raises(SheetError) as raised:
            parse_text(text.encode(), entry)
        error = raised.value
        assert (error.file, error.line, error.cell, error.code) == (entry.file, line, column, "formula-error")
