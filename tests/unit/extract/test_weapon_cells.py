"""Weapon cells a player's copy of raw/antares-algoryn.md may print, read as the sheet means
them: a strength written `Var.`/`Spécial`, a melee note `Combat rapproché` (or repeated in
every band column), `/` for an empty band, inches followed by their metric conversion, rule
items glued by a slash, rolls with a count or a bonus as a rule's value, spaces inside a
parameter's parentheses, and `Tir Rapide 2` for the sheet's `TR(n)` whose text opens with
`Tir Rapide.`. Each case edits one row of the real sheet; every expected value was written
from the edited row."""

from __future__ import annotations

import pytest

from pipeline.extract.cells import RuleLabel, parse_range_band, parse_rule_label, split_rules_cell
from pipeline.extract.links import spelled_out
from pipeline.model.errors import SheetError
from tests.conftest import RAW, parse_antares, rows

ALGORYN = (RAW / "antares-algoryn.md").read_text(encoding="utf-8")

MAG_PISTOL = '| Mag Pistol | 10" | 20" | 30" | 1 | – |'
MAG_GUN = '| Mag Gun | 20" | 30" | 60" | 1 | – |'
MAG_REPEATER = '| Mag Repeater | 20" | 30" | Aucune | 0 | TR2 |'
MAG_MORTAR = '| Mag Mortar | 10-30" | 40" | 50" | 3 | SPx2, Déflagration D10, Pas de Couvert |'
X_SLING = '| X-Sling | 10" | 20" | Aucune | 0 | Déflagration D3 |'
D_SPINNER = "| D-Spinner | <i>Combat au corps-à-corps uniquement</i> | | | Variable |"


def edited(row: str, new_row: str):
    """The Algoryn sheet with `row` printed as `new_row`, parsed; and the id of its weapon."""
    assert ALGORYN.count(row) == 1
    result = parse_antares(ALGORYN.replace(row, new_row))
    line = ALGORYN.splitlines().index(next(line for line in ALGORYN.splitlines() if row in line)) + 1
    weapons = result.tables["weapons"]
    columns = ["weapon_id", "name", "melee_only", "strength_raw", "strength"]
    (weapon,) = rows(weapons[weapons["source_line"] == line], columns)
    return result, dict(zip(columns, weapon, strict=True))


def bands(result, weapon_id: str) -> list[tuple]:
    ranges = result.tables["weapon_ranges"]
    return rows(ranges[ranges["weapon_id"] == weapon_id], ["band_index", "band_label", "min", "max", "unit"])


def items(result, weapon_id: str) -> list[tuple]:
    links = result.tables["weapon_rules"]
    columns = ["position", "label", "rule_name", "param", "rule_id", "match"]
    return rows(links[links["weapon_id"] == weapon_id], columns)


# Strength ---------------------------------------------------------------------------


def test_a_var_strength_in_the_algoryn_table_is_null_and_kept_as_printed():
    result, weapon = edited(MAG_PISTOL, '| Mag Pistol | 10" | 20" | 30" | Var. | – |')
    assert (weapon["name"], weapon["strength_raw"], weapon["strength"]) == ("Mag Pistol", "Var.", None)
    assert bands(result, weapon["weapon_id"]) == [
        (1, "Efficace", None, 10.0, "in"),
        (2, "Portée Longue", None, 20.0, "in"),
        (3, "Extrême", None, 30.0, "in"),
    ]


def test_an_unreadable_strength_names_file_line_and_column():
    with pytest.raises(SheetError) as raised:
        edited(MAG_PISTOL, '| Mag Pistol | 10" | 20" | 30" | Vari | – |')
    message = str(raised.value)
    assert "antares-test.md:9" in message and "Valeur d'Impact" in message and "'Vari'" in message


# Melee notes --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "band_cells",
    [
        "Combat rapproché | | ",
        "*Combat rapproché* | – | –",
        "Corps à corps | | ",
        "CàC | | ",
        "CàC | CàC | CàC",
        "Combat rapproché | Combat rapproché | Aucune",
    ],
)
def test_a_melee_note_in_the_range_cells_makes_the_weapon_melee_only(band_cells):
    result, weapon = edited(D_SPINNER, f"| D-Spinner | {band_cells} | Variable |")
    assert (weapon["name"], weapon["melee_only"], weapon["strength"]) == ("D-Spinner", True, None)
    assert bands(result, weapon["weapon_id"]) == []
    assert [item[1] for item in items(result, weapon["weapon_id"])] == ["2 attaques", "Rés/ Impact Variable", "Grenade"]


def test_a_melee_note_beside_a_band_is_still_refused():
    with pytest.raises(SheetError) as raised:
        edited(D_SPINNER, '| D-Spinner | CàC | 20" | | Variable |')
    assert "antares-test.md:31" in str(raised.value) and "Efficace" in str(raised.value)


# Range bands ---------------------------------------------------------------------------


def test_a_slash_alone_is_an_empty_band():
    assert parse_range_band("/") is None
    result, weapon = edited(MAG_REPEATER, '| Mag Repeater | 20" | 30" | / | 0 | TR2 |')
    assert bands(result, weapon["weapon_id"]) == [
        (1, "Efficace", None, 20.0, "in"),
        (2, "Portée Longue", None, 30.0, "in"),
    ]


def test_the_algoryn_bands_with_metric_conversions():
    result, weapon = edited(MAG_GUN, '| Mag Gun | 20"(50 cm) | 30" (75 cm) | 60" (150 cm) | 1 | – |')
    assert bands(result, weapon["weapon_id"]) == [
        (1, "Efficace", None, 20.0, "in"),
        (2, "Portée Longue", None, 30.0, "in"),
        (3, "Extrême", None, 60.0, "in"),
    ]
    result, weapon = edited(MAG_MORTAR, MAG_MORTAR.replace('10-30" | 40"', '10-30" (25-75 cm) | 40" (100 cm)'))
    assert bands(result, weapon["weapon_id"])[0] == (1, "Efficace", 10.0, 30.0, "in")


# Rule items ----------------------------------------------------------------------------


def test_items_glued_by_a_slash_are_two_items_when_each_is_a_rule_of_the_sheet():
    result, weapon = edited(MAG_REPEATER, '| Mag Repeater | 20" | 30" | Aucune | 0 | TR2/Pas de Couvert |')
    assert items(result, weapon["weapon_id"]) == [
        (1, "TR2", "TR", "2", "antares-test:tr-n", "exact"),
        (2, "Pas de Couvert", "Pas de Couvert", None, "antares-test:pas-de-couvert", "exact"),
    ]
    new_row = MAG_MORTAR.replace("SPx2, Déflagration D10, Pas de Couvert", "SPx2/Déflagration D10 /Pas de Couvert")
    result, weapon = edited(MAG_MORTAR, new_row)
    assert items(result, weapon["weapon_id"]) == [
        (1, "SPx2", "SP", "x2", "antares-test:sp-spx2", "exact"),
        (2, "Déflagration D10", "Déflagration", "D10", "antares-test:deflagration-d-n", "exact"),
        (3, "Pas de Couvert", "Pas de Couvert", None, "antares-test:pas-de-couvert", "exact"),
    ]


def test_a_slash_inside_a_rules_name_or_beside_no_rule_keeps_the_item_whole():
    # `Rés/ Impact Variable` is an entry of the sheet; `Jet BLI/2` and `E/M` are no two rules.
    result, weapon = edited(D_SPINNER, D_SPINNER)
    assert items(result, weapon["weapon_id"])[1][1:] == (
        "Rés/ Impact Variable",
        "Rés/ Impact Variable",
        None,
        "antares-test:res-impact-variable",
        "exact",
    )
    result, weapon = edited(MAG_REPEATER, '| Mag Repeater | 20" | 30" | Aucune | 0 | Jet BLI/2, E/M |')
    assert [item[1] for item in items(result, weapon["weapon_id"])] == ["Jet BLI/2", "E/M"]
    assert split_rules_cell("TR2/Lent") == ["TR2/Lent"]  # parted by the glossary only


@pytest.mark.parametrize(
    ("printed", "param"),
    [("Déflagration D6+1", "D6+1"), ("Déflagration 2D6", "2D6"), ("Déflagration D6 + 1", "D6 + 1")],
)
def test_a_roll_with_a_count_or_a_bonus_is_the_rules_value_as_printed(printed, param):
    assert parse_rule_label(printed) == RuleLabel(printed, "Déflagration", param)
    result, weapon = edited(X_SLING, X_SLING.replace("Déflagration D3", printed))
    assert items(result, weapon["weapon_id"]) == [
        (1, printed, "Déflagration", param, "antares-test:deflagration-d-n", "exact")
    ]


def test_spaces_inside_a_parameters_parentheses_are_none():
    assert parse_rule_label("Brèche( 1 )") == RuleLabel("Brèche( 1 )", "Brèche", "1")
    assert parse_rule_label("Brèche [ 1 ]") == RuleLabel("Brèche [ 1 ]", "Brèche", "1")
    assert parse_rule_label("Déflagration (2D6)") == RuleLabel("Déflagration (2D6)", "Déflagration", "2D6")
    result, weapon = edited(MAG_REPEATER, '| Mag Repeater | 20" | 30" | Aucune | 0 | TR( 2 ), Déflagration ( D3 ) |')
    assert items(result, weapon["weapon_id"]) == [
        (1, "TR( 2 )", "TR", "2", "antares-test:tr-n", "exact"),
        (2, "Déflagration ( D3 )", "Déflagration", "D3", "antares-test:deflagration-d-n", "exact"),
    ]


@pytest.mark.parametrize("printed", ["Tir Rapide 2", "Tir Rapide (2)", "Tir rapide 2"])
def test_an_abbreviations_words_name_its_rule(printed):
    # The sheet's entry is `**TR(n).** Tir Rapide. Quand elle utilise…`.
    result, weapon = edited(MAG_REPEATER, f'| Mag Repeater | 20" | 30" | Aucune | 0 | {printed} |')
    name = printed.rsplit(" ", 1)[0]
    assert items(result, weapon["weapon_id"]) == [(1, printed, name, "2", "antares-test:tr-n", "exact")]


def test_the_words_an_abbreviation_stands_for():
    assert spelled_out("TR(n)", "Tir Rapide. Quand elle utilise le mode tir de dispersion") == "Tir Rapide"
    assert spelled_out("TR (n)", "Tir Rapide : l'arme tire (n) fois en mode dispersion.") == "Tir Rapide"
    assert spelled_out("TS", "*Tir en Surplomb*. L'arme tire") == "Tir en Surplomb"
    # A text opening otherwise, or a name that is no abbreviation, spells nothing.
    assert spelled_out("SP, SPx2", "Arme tirant en surplomb comme décrit dans les règles page 34.") is None
    assert spelled_out("Cycle", "Sur un résultat de 10 obtenu au jet de Préc") is None
    assert spelled_out("TR(n)", "Touche Rapide") is None
