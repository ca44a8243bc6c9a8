"""Infinity (`tabular`) sheets; their Epic (`records`) siblings are tested in
tests/unit/games/epic/test_editor_exports.py.

Infinity (`tabular`) and Epic (`records`) sheets as users bring them
(tests/fixtures/sheets/): an Excel export with title rows, label rows inside the weapons
table and columns the game does not know; a LibreOffice CSV in Windows-1252 with its
header in French and English and a Traits column; an N4 list with its bands in inches in
the header, two weapons tables and hand-typed short rows; Epic records written as
labelled fields, and four-line records with their names in bold or as headings between
`---` separators. The values were written by hand from the sheets."""

from __future__ import annotations

from functools import cache

import pytest

from pipeline.contract.validate import typed_tables, validate_tables
from pipeline.model.errors import SheetError
from pipeline.model.result import ParseResult
from pipeline.model.sheet import SheetEntry
from pipeline.parse.sheet import parse_text
from tests.conftest import column_notes
from tests.hand_written import SHEETS


def _entry(file: str) -> SheetEntry:
    sheet_id, game = file.rsplit(".", 1)[0], file.split("-")[0]
    return SheetEntry(sheet_id, file, game, None, sheet_id, "records" if game == "epic" else "tabular", "fr")


@cache
def result(file: str) -> ParseResult:
    return parse_text((SHEETS / file).read_bytes(), _entry(file))


def rows(file: str, table: str) -> list[dict]:
    return result(file).tables[table].to_dict("records")


def unparsed(file: str) -> list[str]:
    coverage = result(file).coverage
    return list(coverage[coverage["kind"] == "unparsed"]["text"])


@pytest.mark.parametrize(
    "file",
    ["infinity-yujing.tsv", "infinity-haqqislam.csv", "infinity-n4-ariadna.tsv"],
)
def test_every_line_is_read_and_the_tables_validate(file):
    assert unparsed(file) == []
    assert validate_tables(typed_tables(result(file).tables)) == []


# Infinity: an Excel export (title rows, `ARMES DE TIR` / `ARMES CC` label rows, SWC and Notes).


def test_label_rows_inside_a_weapons_table_are_no_weapons():
    weapons = rows("infinity-yujing.tsv", "weapons")
    assert [(w["position"], w["name"], w["close_combat"], w["melee_only"]) for w in weapons] == [
        (1, "Fusil Combi", False, False),
        (2, "Fusil Breaker", False, False),
        (3, "Mitrailleuse (HMG)", False, False),
        (4, "Fusil de Sniper Multi", False, False),
        (5, "Lance-missiles", False, False),
        (6, "Pistolet", True, False),
        (7, "Arme CC DA", True, True),
        (8, "Couteau", True, True),
    ]
    coverage = result("infinity-yujing.tsv").coverage.set_index("source_line")
    assert coverage.loc[8, "kind"] == "heading" and coverage.loc[15, "kind"] == "heading"  # ARMES DE TIR, ARMES CC


def test_cells_with_spaces_and_columns_the_game_does_not_know():
    weapons = {w["name"]: w for w in rows("infinity-yujing.tsv", "weapons")}
    sniper = weapons["Fusil de Sniper Multi"]
    assert (sniper["strength"], sniper["burst_modes"], sniper["rules"], sniper["em_vulnerable"]) == (
        15,
        "2/1",
        "AP/DA",
        True,
    )
    bands = [
        (b["max"], b["modifier"])
        for b in rows("infinity-yujing.tsv", "weapon_ranges")
        if b["weapon_id"].endswith(":fusil-combi")
    ]
    assert bands == [(20, 3), (40, 3), (60, -3), (120, -6)]
    assert result("infinity-yujing.tsv").report["unread_columns"] == [{"columns": ["SWC"], "source_line": 7}]
    # The `Notes` column's remark, a note of its weapon (was listed among unread columns).
    assert column_notes(result("infinity-yujing.tsv")) == [(10, "Notes", "Contre les cibles holo")]


def test_the_title_rows_of_a_spreadsheet_are_headings_not_rules():
    names = [rule["name"] for rule in rows("infinity-yujing.tsv", "rules")]
    assert "Aide de jeu Infinity" not in names
    assert names[-3:] == ["Guerrier Fanatique", "Ordre Coordonné", "Camouflage Thermo-Optique"]


# Infinity: LibreOffice CSV, `;`, quoted cells, Windows-1252, `Nom … Damage Burst Ammo Traits`.


def test_a_weapons_table_headed_in_french_and_english_with_traits():
    weapons = rows("infinity-haqqislam.csv", "weapons")
    assert [(w["name"], w["strength"], w["burst"], w["rules"]) for w in weapons] == [
        ("Fusil Combi", 13, 3, "N"),
        ("Fusil Viral", 13, 3, "Viral"),
        ("Fusil de Sniper Viral", 15, 2, "Viral"),
        ("Lance-grenades Léger", 13, 1, "N"),
        ("Panzerfaust", 14, 1, "AP+EXP"),
        ("Pistolet Viral", 13, 2, "Viral"),
    ]
    assert result("infinity-haqqislam.csv").report["encoding"] == "cp1252"
    links = [
        (r["weapon_id"].split(":")[1], r["position"], r["label"], r["rule_id"], r["param"], r["match"], r["combinator"])
        for r in rows("infinity-haqqislam.csv", "weapon_rules")
        if r["weapon_id"].endswith((":panzerfaust", ":fusil-de-sniper-viral"))
    ]
    assert sorted(links, key=lambda link: (link[0], link[1])) == [
        ("fusil-de-sniper-viral", 1, "Viral", "infinity-haqqislam:viral", None, "exact", None),
        ("fusil-de-sniper-viral", 2, "Anti-matériel", "infinity-haqqislam:anti-materiel", None, "exact", None),
        ("fusil-de-sniper-viral", 3, "Tir Précis", "infinity-haqqislam:tir-precis", None, "exact", None),
        ("panzerfaust", 1, "AP", "infinity-haqqislam:ap", None, "exact", "all"),
        ("panzerfaust", 2, "EXP", "infinity-haqqislam:exp", None, "exact", "all"),
        ("panzerfaust", 3, "Jetable (2)", "infinity-haqqislam:jetable-x", "2", "exact", None),
        ("panzerfaust", 4, "Anti-matériel", "infinity-haqqislam:anti-materiel", None, "exact", None),
    ]


# Infinity N4: bands in inches in the header, modifiers in the cells, short hand-typed rows.


def test_bands_written_in_the_header_in_inches():
    bands = [
        (b["band_label"], b["min"], b["max"], b["unit"], b["modifier"], b["lower"], b["lower_inclusive"])
        for b in rows("infinity-n4-ariadna.tsv", "weapon_ranges")
        if b["weapon_id"].endswith(":pistolet-lourd")
    ]
    assert bands == [
        ('0-8"', 0, 8, "in", 3, 0, True),
        ('8-16"', 8, 16, "in", 0, 8, False),  # 8" is in the first band
        ('16-24"', 16, 24, "in", -3, 16, False),
    ]
    sniper = [
        b["band_label"] for b in rows("infinity-n4-ariadna.tsv", "weapon_ranges") if b["weapon_id"].endswith("-t2")
    ]
    assert len(sniper) == 7  # up to 48-96"; the rifles stop at 40-48"


def test_two_weapons_tables_short_rows_and_traits_separated_by_middle_dots():
    weapons = {w["name"]: w for w in rows("infinity-n4-ariadna.tsv", "weapons")}
    assert [w["position"] for w in weapons.values()] == list(range(1, 9))
    axe = weapons["Hache de combat"]  # `Hache de combat<TAB>PH+1<TAB>1<TAB>AP`: no Traits cell
    assert (axe["melee_only"], axe["strength_attribute"], axe["strength_modifier"], axe["burst"], axe["rules"]) == (
        True,
        "PH",
        1,
        1,
        "AP",
    )
    assert weapons["Fusil AP"]["rules"] == "AP"
    labels = [
        r["label"]
        for r in rows("infinity-n4-ariadna.tsv", "weapon_rules")
        if r["weapon_id"].endswith(":lance-grenades")
    ]
    assert sorted(labels) == ["Gabarit Circulaire", "N", "Tir Spéculatif"]
    assert all(r["match"] == "exact" for r in rows("infinity-n4-ariadna.tsv", "weapon_rules"))


def test_a_short_row_still_needs_its_damage():
    sheet = b'ARME\t0-8"\t8-16"\tDOM\tR\tTraits\nFusil\t0\t+3\n'
    with pytest.raises(SheetError) as refused:
        parse_text(sheet, _entry("infinity-court.tsv"))
    assert refused.value.code == "cells-count" and refused.value.line == 2


def test_a_band_cell_under_an_inch_header_must_be_a_modifier():
    sheet = b'ARME\t0-8"\t8-16"\tDOM\nFusil\t0\t20/+3\t13\n'
    with pytest.raises(SheetError) as refused:
        parse_text(sheet, _entry("infinity-court.tsv"))
    assert (refused.value.line, refused.value.code) == (2, "bad-cell")
    assert "modifier" in str(refused.value) and '8-16"' in str(refused.value)
