"""Infinity (`tabular`) sheets; their Epic (`records`) siblings are tested in
tests/unit/games/epic/test_markup_and_spreadsheet_exports.py.

Infinity (`tabular`) and Epic (`records`) sheets as users bring them
(tests/fixtures/sheets/): a French Excel CSV (`sep=;` first line, Windows-1252, CRLF, a
blank column between the bands and the damage, rows one cell longer than the header, a
traits cell on two lines, decimal commas, `—`), with its traits, modifiers and ammunition
after the weapons; an N5 TSV with bands in inches (`0–8″` … `48–96″`), `n/a`, `—` and empty
band cells and trailing tabs of uneven counts; Epic four-line records whose descriptions
hold nested ability lists and indented lines, numbered records (`1. Nom`) with English and
French labels, a records table saved by Excel as `;` CSV, and labelled fields in both
languages. The values were written by hand from the sheets."""

from __future__ import annotations

import pytest

from pipeline.contract.validate import typed_tables, validate_tables
from pipeline.parse.readers.delimited import tab_separated
from tests.conftest import parsed_fixture as result
from tests.tabrec import kinds

NEW_SHEETS = ["infinity-panoceanie-excel-fr.csv", "infinity-armee-combinee-n5.tsv"]


def rows(file: str, table: str) -> list[dict]:
    return result(file).tables[table].to_dict("records")


@pytest.mark.parametrize("file", NEW_SHEETS)
def test_every_line_is_read_and_the_tables_validate(file):
    assert "unparsed" not in kinds(file).values()
    assert validate_tables(typed_tables(result(file).tables)) == []


# Infinity: a French Excel CSV.


def test_the_separator_line_of_an_excel_csv_is_no_row():
    assert tab_separated("sep=;\r\nArme;DOM\r\n".replace("\r\n", "\n")) == "\nArme\tDOM\n"
    assert tab_separated('sep=,\n"a;b",c\n') == "\na;b\tc\n"  # the line names `,`, whatever `;` there is
    lines = kinds("infinity-panoceanie-excel-fr.csv")
    assert (lines[1], lines[2], lines[4]) == ("separator_line", "heading", "heading")
    assert result("infinity-panoceanie-excel-fr.csv").report["encoding"] == "cp1252"


def test_a_csv_weapons_table_with_a_blank_column_and_rows_longer_than_its_header():
    weapons = rows("infinity-panoceanie-excel-fr.csv", "weapons")
    assert [
        (w["name"], w["strength_raw"], w["burst"], w["rules"], w["close_combat"], w["melee_only"]) for w in weapons
    ] == [
        ("Fusil MULTI", "13", 3, "AP/DA", False, False),
        ("Mitrailleuse Lourde", "15", 4, "N", False, False),
        ("Fusil de Sniper AP", "15", 2, "AP", False, False),
        ("Lance-grenades Lourd", "13", 1, "EXP", False, False),
        ("Pistolet", "11", 2, "N", True, False),
        ("Arme CC", "PH", None, "N", True, True),
    ]
    pistol = [
        (b["band_label"], b["max"], b["modifier"])
        for b in rows("infinity-panoceanie-excel-fr.csv", "weapon_ranges")
        if b["weapon_id"].endswith(":pistolet")
    ]
    assert pistol == [("Courte", 10, 3), ("Moyenne", 20, 0), ("Longue", 40, -3)]  # `—`: out of range
    # The blank column (no label, no value) is nothing left unread; SWC is.
    assert result("infinity-panoceanie-excel-fr.csv").report["unread_columns"] == [
        {"columns": ["SWC"], "source_line": 5}
    ]


def test_a_traits_cell_on_two_lines_names_two_traits():
    links = [
        (r["weapon_id"].split(":")[1], r["position"], r["label"], r["rule_id"], r["match"])
        for r in rows("infinity-panoceanie-excel-fr.csv", "weapon_rules")
        if r["weapon_id"].endswith((":mitrailleuse-lourde", ":lance-grenades-lourd"))
    ]
    assert sorted(links) == [
        ("lance-grenades-lourd", 1, "EXP", "infinity-panoceanie-excel-fr:exp", "exact"),
        ("lance-grenades-lourd", 2, "Gabarit Circulaire", "infinity-panoceanie-excel-fr:gabarit-circulaire", "exact"),
        ("lance-grenades-lourd", 3, "Tir Spéculatif", "infinity-panoceanie-excel-fr:tir-speculatif", "exact"),
        ("mitrailleuse-lourde", 1, "N", "infinity-panoceanie-excel-fr:n", "exact"),
        ("mitrailleuse-lourde", 2, "Tir Suppressif", "infinity-panoceanie-excel-fr:tir-suppressif", "exact"),
        ("mitrailleuse-lourde", 3, "Tir Spéculatif", "infinity-panoceanie-excel-fr:tir-speculatif", "exact"),
    ]


def test_traits_modifiers_and_ammunition_after_the_weapons_of_a_csv():
    rules = {r["name"]: r for r in rows("infinity-panoceanie-excel-fr.csv", "rules")}
    assert rules["Tir Spéculatif"]["section"] == "Traits"
    assert rules["Tir Spéculatif"]["text"] == (
        "Tir sans Ligne de Vue avec un modificateur de -6 au TR. Nécessite une arme à Gabarit Circulaire."
    )
    assert [(m["name"], m["value"], m["section"]) for m in rows("infinity-panoceanie-excel-fr.csv", "modifiers")] == [
        ("Couvert partiel", "-3", "Modificateurs de tir"),
        ("Visibilité Réduite", "-3", "Modificateurs de tir"),
        ("Visibilité Nulle", "-6", "Modificateurs de tir"),
        ("Cible en Camouflage", "-3", "Modificateurs de tir"),
    ]
    ammunition = [
        (a["rule_id"].split(":")[1], a["roll"]) for a in rows("infinity-panoceanie-excel-fr.csv", "ammunition")
    ]
    assert ammunition == [("n", "Jet BLI"), ("ap", "Jet BLI/2"), ("da", "2x Jet BLI"), ("exp", "3x Jet BLI")]


# Infinity: an N5 TSV in inches, its trailing tabs of uneven counts.


def test_inch_bands_with_empty_n_a_and_dash_cells():
    bands: dict[str, list[tuple]] = {}
    for band in rows("infinity-armee-combinee-n5.tsv", "weapon_ranges"):
        bands.setdefault(band["weapon_id"].split(":")[1], []).append(
            (band["band_label"], band["min"], band["max"], band["unit"], band["modifier"])
        )
    assert bands["fusil-combi"] == [
        ('0-8"', 0, 8, "in", 3),
        ('8-16"', 8, 16, "in", 3),
        ('16-24"', 16, 24, "in", -3),
        ('24-32"', 24, 32, "in", -3),
        ('32-40"', 32, 40, "in", -6),
    ]
    assert [band[0] for band in bands["lance-grenades-plasma"]] == ['8-16"', '16-24"', '24-32"', '32-40"']
    assert [band[4] for band in bands["pistolet-lourd"]] == [3, 0, -3]
    assert len(bands["fusil-de-sniper-plasma"]) == 7 and "lance-flammes" not in bands
    flamer = next(w for w in rows("infinity-armee-combinee-n5.tsv", "weapons") if w["name"] == "Lance-flammes")
    assert (flamer["melee_only"], flamer["strength"], flamer["rules"]) == (False, 13, "Feu")


def test_tables_after_the_weapons_of_a_sheet_padded_unevenly():
    rules = [(r["name"], r["section"]) for r in rows("infinity-armee-combinee-n5.tsv", "rules")]
    assert rules[:2] == [("Anti-matériel", "Traits"), ("CC", "Traits")]
    assert ("Plasma", "Munitions") in rules
    ammunition = {a["rule_id"].split(":")[1]: a["roll"] for a in rows("infinity-armee-combinee-n5.tsv", "ammunition")}
    assert ammunition == {"n": "Jet BLI", "viral": "2x Jet PB", "plasma": "Jet BLI + Jet PB", "feu": "Jet BLI"}
    modifiers = [(m["name"], m["value"]) for m in rows("infinity-armee-combinee-n5.tsv", "modifiers")]
    assert modifiers == [
        ("Couvert partiel", "-3"),
        ("Camouflage", "-3"),
        ("Mimétisme", "-3"),
        ("Visibilité Réduite", "-3"),
        ("Visibilité Nulle", "-6"),
    ]
    assert "reference_table" not in kinds("infinity-armee-combinee-n5.tsv").values()
