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

from pipeline.contract.validate import typed_tables, validate_tables
from pipeline.model.errors import SheetError
from pipeline.model.sheet import SheetEntry
from pipeline.parse.sheet import parse_text
from tests.conftest import column_notes
from tests.conftest import parsed_fixture as result
from tests.tabrec import bands, kinds, nulls, parse_inline, rows

TOHAA = "infinity-tohaa-cote-a-cote.tsv"
SHASVASTII = "infinity-shasvastii-excel.csv"
MARINES = "epic-space-marines-pdf.txt"
ORKS = "epic-orks-formulaire.txt"


NEW_SHEETS = [TOHAA, SHASVASTII]


def items(file: str, weapon: str) -> list[tuple]:
    weapon_id = f"{file.rsplit('.', 1)[0]}:{weapon}"
    return [
        nulls((link["label"], link["rule_name"], link["param"], link["combinator"], link["profile"], link["match"]))
        for link in rows(file, "weapon_rules")
        if link["weapon_id"] == weapon_id
    ]


@pytest.mark.parametrize("file", NEW_SHEETS)
def test_every_line_is_read_and_the_tables_validate(file):
    assert "unparsed" not in kinds(file).values()
    assert validate_tables(typed_tables(result(file).tables)) == []


# Infinity: a weapons table and the ammunition table side by side, a blank column between.


def test_tables_side_by_side_are_two_tables():
    weapons = rows(TOHAA, "weapons")
    assert [nulls((w["name"], w["strength"], w["burst"], w["close_combat"], w["melee_only"])) for w in weapons] == [
        ("Fusil Combi", 13, 3, False, False),
        ("Fusil Viral", 13, 3, False, False),
        ("Fusil de Sniper Viral", 15, 2, False, False),
        ("Mitrailleuse Lourde", 15, 4, False, False),
        ("Spitfire", 14, 4, False, False),
        ("Fusil à Pompe Léger", 13, 2, True, False),
        ("Lance-grenades Léger", 13, 1, False, False),
        ("Lance-flammes Léger", 13, 1, False, False),
        ("Pistolet Viral", 13, 2, True, False),
        ("Couteau", None, 1, True, True),
    ]
    assert [w["source_line"] for w in weapons] == list(range(4, 14))
    knife = weapons[-1]
    assert (knife["strength_attribute"], knife["strength_modifier"]) == ("PH", -1)
    ammunition = [(row["rule_id"].split(":")[1], row["effect"], row["roll"]) for row in rows(TOHAA, "ammunition")]
    assert ammunition == [
        ("n", "1 blessure", "Jet BLI"),
        ("ap", "BLI divisé par 2", "Jet BLI"),
        ("da", "2 blessures", "2x Jet BLI"),
        ("exp", "3 blessures", "3x Jet BLI"),
        ("viral", "2 blessures ; mort instantanée en cas de blessure", "2x Jet PB"),
        ("choc", "Tue les figurines inconscientes", "Jet BLI"),
        ("feu", "1 blessure par jet de BLI raté", "N x Jet BLI"),
    ]
    assert "unread_columns" not in result(TOHAA).report
    covered = kinds(TOHAA)
    assert covered[1] == "heading" and covered[3] == "table_header"
    # A line holding a weapon and an ammunition is accounted for once, by the first table read.
    assert [covered[line] for line in range(4, 14)] == ["rule"] * 7 + ["weapon"] * 3


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


def test_bands_under_their_edges_in_inches_beside_another_table():
    assert bands(TOHAA, "fusil-combi") == [
        ('0-8"', 0.0, 8.0, "in", 3),
        ('8-16"', 8.0, 16.0, "in", 3),
        ('16-24"', 16.0, 24.0, "in", -3),
        ('24-32"', 24.0, 32.0, "in", -3),
        ('32-40"', 32.0, 40.0, "in", -6),
    ]
    assert bands(TOHAA, "fusil-a-pompe-leger") == [
        ('0-8"', 0.0, 8.0, "in", 6),
        ('8-16"', 8.0, 16.0, "in", 3),
        ('16-24"', 16.0, 24.0, "in", -3),
    ]
    assert bands(TOHAA, "couteau") == []


def test_traits_parted_by_a_spaced_slash_are_items_of_their_own():
    assert items(TOHAA, "fusil-de-sniper-viral") == [
        ("Viral", "Viral", None, None, None, "exact"),
        ("Anti-matériel", "Anti-matériel", None, None, None, "exact"),
        ("Tir Précis", "Tir Précis", None, None, None, "exact"),
    ]
    assert items(TOHAA, "lance-grenades-leger") == [
        ("DA", "DA", None, "all", None, "exact"),
        ("EXP", "EXP", None, "all", None, "exact"),
        ("Gabarit Circulaire", "Gabarit Circulaire", None, None, None, "exact"),
        ("Tir Spéculatif", "Tir Spéculatif", None, None, None, "exact"),
    ]
    assert items(TOHAA, "fusil-a-pompe-leger") == [
        ("N", "N", None, "choice", 1, "exact"),
        ("AP", "AP", None, "choice", 2, "exact"),
        ("CC", "CC", None, None, None, "exact"),
    ]
    assert items(TOHAA, "couteau") == [
        ("Choc", "Choc", None, None, None, "exact"),
        ("CC", "CC", None, None, None, "exact"),
        ("Silencieux", "Silencieux", None, None, None, "exact"),
    ]
    assert items(TOHAA, "lance-flammes-leger")[1] == (
        "Gabarit Direct (Petite Larme)",
        "Gabarit Direct",
        "Petite Larme",
        None,
        None,
        "exact",
    )
    traits = [rule["name"] for rule in rows(TOHAA, "rules") if rule["section"] == "Traits"]
    assert traits == [
        "Anti-matériel",
        "CC",
        "Gabarit Circulaire",
        "Gabarit Direct",
        "Silencieux",
        "Tir Précis",
        "Tir Spéculatif",
        "Tir Suppressif",
    ]
    modifiers = [(row["name"], row["value"]) for row in rows(TOHAA, "modifiers")]
    assert modifiers == [("Couvert partiel", "-3"), ("Camouflage", "-3"), ("Visibilité Nulle", "-6")]


def test_a_slash_inside_a_name_is_no_separator_of_traits():
    sheet = (
        "Armes\nArme\tCourte\tDOM\tR\tTraits\nPistolet\t20/+3\t11\t2\tE/M, CC\n\nTraits\nE/M\tIsole.\nCC\tAu contact.\n"
    )
    found = parse_inline(sheet).tables["weapon_rules"]
    assert found["label"].tolist() == ["E/M", "CC"]


# Infinity: an Excel CSV, its title row dated far right, formula errors in unread columns.


def test_a_title_row_dated_far_right_and_bands_labelled_in_centimetres():
    weapons = rows(SHASVASTII, "weapons")
    assert [w["name"] for w in weapons] == [
        "Fusil Combi",
        "Fusil Combi Plasma",
        "Fusil de Sniper Plasma",
        "Mitrailleuse Plasma",
        "Lance-missiles",
        "Pistolet Nanopulseur",
        "Lance-grenades Léger",
        "Mines Antipersonnelles",
        "Couteau",
    ]
    assert [w["source_line"] for w in weapons] == list(range(5, 14))
    assert bands(SHASVASTII, "lance-missiles") == [
        ("0-20cm", 0.0, 20.0, "cm", -3),
        ("20-40cm", 20.0, 40.0, "cm", 3),
        ("40-60cm", 40.0, 60.0, "cm", 3),
        ("60-120cm", 60.0, 120.0, "cm", 0),
    ]
    assert bands(SHASVASTII, "pistolet-nanopulseur") == [
        ("0-20cm", 0.0, 20.0, "cm", 3),
        ("20-40cm", 20.0, 40.0, "cm", 0),
    ]
    covered = kinds(SHASVASTII)
    assert covered[1] == "heading" and covered[4] == "table_header"
    names = {rule["name"] for rule in rows(SHASVASTII, "rules")}
    assert not any("Shasvastii" in name or "Mise à jour" in name for name in names)


def test_formula_errors_and_decimal_commas_in_columns_not_read_are_reported_not_read():
    assert result(SHASVASTII).report["unread_columns"] == [{"columns": ["SWC"], "source_line": 4}]
    # The `Notes` column's remarks are notes; its `#REF!` (line 9) says nothing and is none.
    assert column_notes(result(SHASVASTII)) == [
        (6, "Notes", "Profil Seed-Soldier"),
        (7, "Notes", "Voir onglet Profils"),
        (12, "Notes", "Arme déployable"),
    ]
    mines = next(w for w in rows(SHASVASTII, "weapons") if w["name"] == "Mines Antipersonnelles")
    assert nulls((mines["strength"], mines["burst"], mines["melee_only"], mines["close_combat"])) == (
        13,
        1,
        False,
        False,
    )
    assert items(SHASVASTII, "fusil-de-sniper-plasma") == [
        ("Plasma", "Plasma", None, None, None, "exact"),
        ("Anti-matériel", "Anti-matériel", None, None, None, "exact"),
    ]
    assert items(SHASVASTII, "couteau") == [
        ("N", "N", None, None, None, "exact"),
        ("CC", "CC", None, None, None, "exact"),
        ("Silencieux", "Silencieux", None, None, None, "exact"),
    ]
    ammunition = [row["rule_id"].split(":")[1] for row in rows(SHASVASTII, "ammunition")]
    assert ammunition == ["n", "exp", "plasma", "choc"]


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
