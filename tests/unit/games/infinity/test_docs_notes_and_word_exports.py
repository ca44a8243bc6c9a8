"""Infinity (`tabular`) sheets; their Epic (`records`) siblings are tested in
tests/unit/games/epic/test_docs_notes_and_word_exports.py.

Infinity (`tabular`) and Epic (`records`) sheets as users bring them
(tests/fixtures/sheets/): a Google Sheets CSV (`,`, every cell quoted, `"1,5"` decimals, a
`#` comment line, a unit profile table, modes in parentheses); a TSV of two lists parted by
`=====`, each a profile right above a weapons table whose header is on two rows, with `*`
and `PH-3` damage, `1(+1)` burst, `—`/`-`/empty bands, `N+E/M`, `Normale (x2)`, `[***]`
footnote calls and a `CC` trait; Epic records as a spreadsheet's table (declared `records`
or `tabular`), in English, and one a line (`Nom — Type — Portée : texte`). The values
were written by hand from the sheets."""

from __future__ import annotations

from functools import cache

import pytest

from pipeline.contract.validate import typed_tables, validate_tables
from pipeline.model.result import ParseResult
from pipeline.model.sheet import SheetEntry
from pipeline.parse.readers.delimited import tab_separated
from pipeline.parse.sheet import parse_text
from tests.hand_written import SHEETS


@cache
def result(file: str, sheet_format: str | None = None) -> ParseResult:
    sheet_id, game = file.rsplit(".", 1)[0], file.split("-")[0]
    sheet_format = sheet_format or ("records" if game == "epic" else "tabular")
    entry = SheetEntry(sheet_id, file, game, None, sheet_id, sheet_format, "fr")
    return parse_text((SHEETS / file).read_bytes(), entry)


def rows(file: str, table: str, sheet_format: str | None = None) -> list[dict]:
    return result(file, sheet_format).tables[table].to_dict("records")


def kinds(file: str, sheet_format: str | None = None) -> dict[int, str]:
    coverage = result(file, sheet_format).coverage
    return dict(zip(coverage["source_line"], coverage["kind"], strict=True))


@pytest.mark.parametrize(
    ("file", "sheet_format"),
    [("infinity-morat-gsheets.csv", None), ("infinity-haqq-listes.tsv", None)],
)
def test_every_line_is_read_and_the_tables_validate(file, sheet_format):
    assert "unparsed" not in kinds(file, sheet_format).values()
    assert validate_tables(typed_tables(result(file, sheet_format).tables)) == []


# Infinity: a Google Sheets CSV.


def test_a_comment_line_of_a_csv_is_no_row_and_no_heading():
    assert (
        tab_separated('# Export, onglet Morat, 12/03/2024\n"a","b"\n') == "# Export, onglet Morat, 12/03/2024\na\tb\n"
    )
    lines = kinds("infinity-morat-gsheets.csv")
    assert (lines[1], lines[2]) == ("comment", "heading")  # the title under it is the sheet's
    assert next(table["table_name"] for table in rows("infinity-morat-gsheets.csv", "reference_tables")) == "Profils"


def test_modes_in_parentheses_and_a_profile_table_beside_the_weapons():
    weapons = rows("infinity-morat-gsheets.csv", "weapons")
    assert [(w["name"], w["mode"], w["strength"], w["burst"], w["rules"]) for w in weapons] == [
        ("Fusil Combi", None, 13, 3, "N"),
        ("Fusil Combi", "Suppressif", 13, 3, "N"),
        ("Mitrailleuse Lourde", None, 15, 4, "N"),
        ("Lance-missiles", None, 14, 1, "EXP"),
        ("Fusil de Sniper Multi", "Anti-matériel", 15, 2, "DA"),
        ("Pistolet Lourd", None, 15, 2, "N"),
        ("Arme CC", None, None, None, "N"),
    ]
    suppressive = [
        (band["band_label"], band["max"], band["modifier"])
        for band in rows("infinity-morat-gsheets.csv", "weapon_ranges")
        if band["weapon_id"].endswith(":fusil-combi:suppressif")
    ]
    assert suppressive == [("Courte", 20, 3), ("Moyenne", 40, 3)]
    profiles = {
        (cell["row_index"], cell["column_label"]): cell["value"]
        for cell in rows("infinity-morat-gsheets.csv", "reference_tables")
    }
    assert (profiles[(2, "Unité")], profiles[(2, "CC")], profiles[(3, "S")]) == ("Rasyat", "17", "5")
    modifiers = [(m["name"], m["value"]) for m in rows("infinity-morat-gsheets.csv", "modifiers")]
    assert modifiers[0] == ("Couverture Partielle", "TR -3, BLI +3")


# Infinity: two lists in one TSV.


def test_a_weapons_table_under_a_profile_with_its_header_on_two_rows():
    weapons = rows("infinity-haqq-listes.tsv", "weapons")
    assert [
        (w["name"], w["strength_raw"], w["strength"], w["strength_attribute"], w["strength_modifier"], w["burst"])
        for w in weapons
    ] == [
        ("Fusil Combi", "13", 13, None, None, 3),
        ("Lance-grenades Léger", "13", 13, None, None, 1),
        ("Pistolet Nanopulseur", "13", 13, None, None, 1),
        ("Pistolet Flash", "*", None, None, None, 1),
        ("Couteau", "PH-3", None, "PH", -3, 1),
        ("Lance-flammes Lourd", "14", 14, None, None, 1),
        # The second list's `Fusil Combi` (line 27) prints the first's cell for cell: the same
        # weapon, read once (as the fuller sheets read it; before, a second weapon `fusil-combi-2`).
    ]
    assert kinds("infinity-haqq-listes.tsv")[27] == "weapon"
    bands = {}
    for band in rows("infinity-haqq-listes.tsv", "weapon_ranges"):
        bands.setdefault(band["weapon_id"].split(":")[1], []).append(
            (band["band_label"], band["min"], band["max"], band["unit"], band["modifier"])
        )
    assert bands["lance-grenades-leger"] == [
        ("Courte", 0, 20, "cm", 0),
        ("Moyenne", 20, 40, "cm", 3),
        ("Longue", 40, 60, "cm", -3),
    ]
    assert [band[0] for band in bands["pistolet-nanopulseur"]] == ["Courte", "Moyenne"]  # `-` and empty: out of range
    assert "couteau" not in bands and "lance-flammes-lourd" not in bands
    lines = kinds("infinity-haqq-listes.tsv")
    assert (lines[7], lines[9], lines[10], lines[11]) == ("reference_table", "table_header", "table_header", "weapon")


def test_burst_bonus_close_combat_trait_and_ammunition_with_a_parameter():
    weapons = {w["weapon_id"].split(":")[1]: w for w in rows("infinity-haqq-listes.tsv", "weapons")}
    nano = weapons["pistolet-nanopulseur"]
    assert (nano["burst_raw"], nano["burst"], nano["burst_alt"], nano["close_combat"]) == ("1(+1)", 1, 2, True)
    assert (weapons["couteau"]["close_combat"], weapons["couteau"]["melee_only"]) == (True, True)
    assert weapons["fusil-combi"]["close_combat"] is False
    links = [
        (r["position"], r["label"], r["rule_name"], r["param"], r["rule_id"], r["match"], r["combinator"])
        for r in rows("infinity-haqq-listes.tsv", "weapon_rules")
        if r["weapon_id"].endswith((":couteau", ":lance-grenades-leger", ":lance-flammes-lourd"))
    ]
    assert sorted(links) == [
        (1, "Feu", "Feu", None, "infinity-haqq-listes:feu", "exact", None),
        (1, "N", "N", None, "infinity-haqq-listes:normale", "exact", "all"),
        (1, "Normale (x2)", "Normale", "x2", "infinity-haqq-listes:normale", "exact", None),
        (2, "CC", "CC", None, "infinity-haqq-listes:cc", "exact", None),
        (2, "E/M", "E/M", None, "infinity-haqq-listes:e-m", "exact", "all"),
        (
            2,
            "Gabarit Direct (Grande Larme)",
            "Gabarit Direct",
            "Grande Larme",
            "infinity-haqq-listes:gabarit-direct",
            "exact",
            None,
        ),
        (3, "Gabarit Circulaire", "Gabarit Circulaire", None, "infinity-haqq-listes:gabarit-circulaire", "exact", None),
        (3, "Silencieux", "Silencieux", None, "infinity-haqq-listes:silencieux", "exact", None),
        (4, "Tir Spéculatif", "Tir Spéculatif", None, "infinity-haqq-listes:tir-speculatif", "exact", None),
    ]


def test_footnote_calls_and_their_note_under_the_table():
    traits = [
        (r["label"], r["match"])
        for r in rows("infinity-haqq-listes.tsv", "weapon_rules")
        if r["weapon_id"].endswith(":pistolet-flash")
    ]
    assert traits == [("Flash", "exact"), ("Non-létal", "exact")]
    assert result("infinity-haqq-listes.tsv").report["table_notes"] == [
        {
            "section": "Liste 2 : Haqq Qislam à distance",
            "source_line": 29,
            "text": "[***] : le trait ne s'applique qu'en Tour Actif.",
        }
    ]
    names = [rule["name"] for rule in rows("infinity-haqq-listes.tsv", "rules")]
    assert not any(name.startswith("Liste") for name in names)
