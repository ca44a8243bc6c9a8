"""Infinity (`tabular`) sheets; their Epic (`records`) siblings are tested in
tests/unit/games/epic/test_wiki_app_and_printed_copies.py.

Infinity (`tabular`) and Epic (`records`) sheets as users bring them
(tests/fixtures/sheets/): a TSV printed from a spreadsheet whose weapons header is repeated
on each page with a page number row between; a LibreOffice CSV (`,` separators, a BOM,
CRLF, cells quoted only when needed, decimal points) with a group header row (`PORTÉE`)
over the band labels, as a merged cell exports; a compact profile whose bands are one
`Portée` cell (`8/16/24/32/40/96`) beside a `Mods` cell (`+3/0/-3/-3/-6/-6`), and band
cells holding modifier and edges (`-3 (0-8")`); Epic one-line headers `Nom (abrév.) —
Type, Portée :` over an indented description; an Epic list exported from a database as
`key=value` lines. The values were written by hand from the sheets."""

from __future__ import annotations

import pytest

from pipeline.contract.validate import typed_tables, validate_tables
from pipeline.model.errors import SheetError
from pipeline.model.result import ParseResult
from pipeline.model.sheet import SheetEntry
from pipeline.parse.sheet import parse_text
from tests.conftest import column_notes
from tests.conftest import parsed_fixture as result
from tests.tabrec import kinds

NEW_SHEETS = ["infinity-yujing-impression.tsv", "infinity-aleph-libreoffice.csv", "infinity-ariadna-compact.tsv"]


def rows(file: str, table: str) -> list[dict]:
    return result(file).tables[table].to_dict("records")


def bands(file: str, weapon: str) -> list[tuple]:
    """(label, min, max, unit, modifier) of each band of `weapon`, NaN minimums as None."""
    weapon_id = f"{file.rsplit('.', 1)[0]}:{weapon}"
    return [
        (
            band["band_label"],
            None if band["min"] != band["min"] else band["min"],
            band["max"],
            band["unit"],
            band["modifier"],
        )
        for band in rows(file, "weapon_ranges")
        if band["weapon_id"] == weapon_id
    ]


def items(file: str, weapon: str) -> list[tuple]:
    weapon_id = f"{file.rsplit('.', 1)[0]}:{weapon}"
    return [
        (link["label"], link["rule_name"], link["param"], link["combinator"], link["profile"], link["match"])
        for link in rows(file, "weapon_rules")
        if link["weapon_id"] == weapon_id
    ]


def nulls(values: tuple) -> tuple:
    """pandas' missing values as None, to compare with the values written by hand."""
    return tuple(None if value is None or value != value or str(value) == "<NA>" else value for value in values)


@pytest.mark.parametrize("file", NEW_SHEETS)
def test_every_line_is_read_and_the_tables_validate(file):
    assert "unparsed" not in kinds(file).values()
    assert validate_tables(typed_tables(result(file).tables)) == []


# Infinity: a TSV printed from a spreadsheet, its header repeated on each page.

YUJING = "infinity-yujing-impression.tsv"


def test_a_header_repeated_on_each_printed_page_is_no_weapon():
    weapons = rows(YUJING, "weapons")
    assert [weapon["name"] for weapon in weapons] == [
        "Fusil Combi",
        "Fusil MULTI",
        "Mitrailleuse",
        "Fusil de Sniper Lourd",
        "Pistolet Lourd",
        "Lance-flammes Léger",
    ]
    assert [weapon["source_line"] for weapon in weapons] == [5, 6, 7, 10, 11, 12]
    covered = kinds(YUJING)
    # The second page's number printed in a cell of its own, the row's others empty.
    assert (covered[4], covered[8], covered[9], covered[13]) == (
        "table_header",
        "page_furniture",
        "repeated_header",
        "page_furniture",
    )
    assert bands(YUJING, "fusil-de-sniper-lourd") == [
        ("Courte", None, 20.0, "cm", -3),
        ("Moyenne", None, 60.0, "cm", 3),
        ("Longue", None, 120.0, "cm", 3),
        ("Extrême", None, 240.0, "cm", -3),
    ]
    assert bands(YUJING, "pistolet-lourd") == [
        ("Courte", None, 10.0, "cm", 3),
        ("Moyenne", None, 20.0, "cm", 0),
        ("Longue", None, 40.0, "cm", -3),
    ]
    pistol = next(weapon for weapon in weapons if weapon["name"] == "Pistolet Lourd")
    assert (pistol["strength"], pistol["burst"], pistol["close_combat"]) == (15, 2, True)


def test_ammunition_combined_with_plus_and_a_trait_with_its_parameter():
    assert [nulls(item) for item in items(YUJING, "fusil-multi")] == [
        ("N", "N", None, "all", None, "exact"),
        ("E/M", "E/M", None, "all", None, "exact"),
        ("Modes Multiples", "Modes Multiples", None, None, None, "exact"),
    ]
    assert [nulls(item) for item in items(YUJING, "fusil-de-sniper-lourd")] == [
        ("DA", "DA", None, "all", None, "exact"),
        ("Choc", "Choc", None, "all", None, "exact"),
        ("Anti-matériel", "Anti-matériel", None, None, None, "exact"),
    ]
    assert [nulls(item) for item in items(YUJING, "fusil-combi")][1] == (
        "Rafale 2 (Tir Suppressif)",
        "Rafale 2",
        "Tir Suppressif",
        None,
        None,
        "exact",
    )
    ammunition = {row["rule_id"].split(":")[1]: (row["effect"], row["roll"]) for row in rows(YUJING, "ammunition")}
    assert ammunition["e-m"] == ("État Isolé et Immobilisé-2", "Jet PB")
    assert len(ammunition) == 6


# Infinity: a LibreOffice CSV, `,` separators, a group header over the band labels.

ALEPH = "infinity-aleph-libreoffice.csv"


def test_a_group_header_over_the_band_labels_names_no_band():
    assert bands(ALEPH, "fusil-combi") == [
        ("Courte", None, 20.0, "cm", 3),
        ("Moyenne", None, 40.0, "cm", 3),
        ("Longue", None, 60.0, "cm", -3),
        ("Extrême", None, 120.0, "cm", -6),
    ]
    assert bands(ALEPH, "pistolet-nanopulseur") == [("Courte", None, 10.0, "cm", 3), ("Moyenne", None, 20.0, "cm", 0)]
    covered = kinds(ALEPH)
    assert (covered[4], covered[5]) == ("table_header", "table_header")
    assert result(ALEPH).report["unread_columns"] == [{"columns": ["CAP"], "source_line": 4}]
    assert column_notes(result(ALEPH)) == [
        (7, "Notes", "Tir Suppressif, Rafale en ORA"),
        (10, "Notes", 'Mode "Anti-matériel"'),
    ]


def test_a_group_header_over_band_edges_names_no_band():
    sheet = 'Armes\n\tPORTÉE\t\t\t\t\nArme\t0-8"\t8-16"\tDOM\tR\tMunitions\nFusil\t+3\t0\t13\t3\tN\n'
    ranges = parse_inline(sheet).tables["weapon_ranges"]
    assert ranges["band_label"].tolist() == ['0-8"', '8-16"']
    assert ranges["modifier"].tolist() == [3, 0]


def test_ammunition_listed_with_commas_is_a_choice_of_each():
    assert [nulls(item) for item in items(ALEPH, "lance-missiles")] == [
        ("EXP", "EXP", None, "choice", 1, "exact"),
        ("DA", "DA", None, "choice", 2, "exact"),
    ]
    assert [nulls(item) for item in items(ALEPH, "fusil-de-precision-multi")] == [
        ("DA", "DA", None, "choice", 1, "exact"),
        ("N", "N", None, "choice", 2, "exact"),
    ]
    modifiers = [(row["name"], row["value"]) for row in rows(ALEPH, "modifiers")]
    assert modifiers == [("Couverture Partielle", "TR -3, BLI +3"), ("Camouflage", "TR -3")]


# Infinity: bands listed in one `Portée` cell beside a `Mods` cell; edges in band cells.

ARIADNA = "infinity-ariadna-compact.tsv"


def test_bands_listed_in_one_range_cell_beside_their_modifiers():
    assert bands(ARIADNA, "fusil") == [
        ('0-8"', 0.0, 8.0, "in", 3),
        ('8-16"', 8.0, 16.0, "in", 0),
        ('16-24"', 16.0, 24.0, "in", -3),
        ('24-32"', 24.0, 32.0, "in", -3),
        ('32-40"', 32.0, 40.0, "in", -6),
        ('40-96"', 40.0, 96.0, "in", -6),
    ]
    assert bands(ARIADNA, "pistolet") == [
        ('0-8"', 0.0, 8.0, "in", 3),
        ('8-16"', 8.0, 16.0, "in", 0),
        ('16-24"', 16.0, 24.0, "in", -3),
    ]
    assert [band[4] for band in bands(ARIADNA, "mitrailleuse")] == [0, 3, 3, -3, -6]
    assert [band[2] for band in bands(ARIADNA, "mitrailleuse")] == [8.0, 16.0, 32.0, 48.0, 96.0]
    assert "unread_columns" not in result(ARIADNA).report


def test_band_cells_holding_their_modifier_and_their_edges():
    assert bands(ARIADNA, "lance-roquettes-lourd") == [
        ("Courte", 0.0, 8.0, "in", -3),
        ("Moyenne", 8.0, 24.0, "in", 3),
        ("Longue", 24.0, 48.0, "in", -3),
    ]
    assert [band[4] for band in bands(ARIADNA, "canon-autoloader")] == [0, 3, 0]


def parse_inline(text: str, file: str = "inline.tsv", game: str = "infinity", fmt: str = "tabular") -> ParseResult:
    return parse_text(text.encode(), SheetEntry("inline", file, game, None, "inline", fmt, "fr"))


def test_edges_before_the_modifier_and_a_unit_after_the_listed_edges():
    sheet = (
        "Armes\n"
        "Arme\tCourte\tMoyenne\tDOM\tR\n"
        'Fusil\t0-8: +3\t8-16": 0\t13\t3\n'
        "\n"
        "Armes N3\n"
        "Arme\tPortée\tMods\tDOM\tR\n"
        "Fusil Combi\t20/40/60 cm\t+3/+3/-3\t13\t3\n"
    )
    ranges = parse_inline(sheet).tables["weapon_ranges"]
    found = [tuple(row) for row in ranges[["band_label", "min", "max", "unit", "modifier"]].itertuples(index=False)]
    assert found == [
        ("Courte", 0.0, 8.0, "in", 3),
        ("Moyenne", 8.0, 16.0, "in", 0),
        ("0-20 cm", 0.0, 20.0, "cm", 3),
        ("20-40 cm", 20.0, 40.0, "cm", 3),
        ("40-60 cm", 40.0, 60.0, "cm", -3),
    ]


def test_a_mods_column_beside_band_columns_of_their_own_is_reported_unread():
    sheet = "Armes\nArme\tCourte\tMoyenne\tMods\tDOM\tR\nFusil\t20/+3\t40/0\tx\t13\t3\n"
    found = parse_inline(sheet)
    assert found.tables["weapon_ranges"]["band_label"].tolist() == ["Courte", "Moyenne"]
    assert found.report["unread_columns"] == [{"columns": ["Mods"], "source_line": 2}]


def test_listed_bands_and_modifiers_of_unequal_counts_are_an_error_naming_line_and_columns():
    sheet = "Armes\nArme\tPortée\tMods\tDOM\tR\nFusil\t8/16/24\t+3/0\t13\t3\n"
    with pytest.raises(SheetError) as raised:
        parse_inline(sheet)
    message = str(raised.value)
    assert "inline.tsv:3" in message and "Portée, Mods" in message and "3 modifiers" in message
