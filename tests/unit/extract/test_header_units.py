"""A column header naming the unit of its distances (`COURTE (po)`, `POR (cm)`, `Efficace
(cm)`): the cells under it leave the unit out, and are read in it, in every game."""

from __future__ import annotations

from tests.conftest import parse_antares, rows
from tests.tabrec import parse_inline


def test_infinity_bands_under_a_header_in_inches() -> None:
    sheet = (
        'Armement\n\nARME\tCOURTE (po)\tMOYENNE (po)\tDOM\tR\nPistolet\t8/+3\t16/0\t11\t2\nFusil\t8"/+3\t24/0\t13\t3\n'
    )
    ranges = parse_inline(sheet).tables["weapon_ranges"]
    assert rows(ranges, ["weapon_id", "band_label", "max", "unit", "modifier"]) == [
        ("inline:pistolet", "COURTE", 8.0, "in", 3),
        ("inline:pistolet", "MOYENNE", 16.0, "in", 0),
        ("inline:fusil", "COURTE", 8.0, "in", 3),
        ("inline:fusil", "MOYENNE", 24.0, "in", 0),
    ]


def test_infinity_bands_without_a_unit_are_centimetres_as_n3_printed_them() -> None:
    sheet = "Armement\n\nARME\tCOURTE\tMOYENNE\tDOM\tR\nPistolet\t20/+3\t40/0\t11\t2\n"
    ranges = parse_inline(sheet).tables["weapon_ranges"]
    assert rows(ranges, ["band_label", "max", "unit"]) == [("COURTE", 20.0, "cm"), ("MOYENNE", 40.0, "cm")]


def test_warmachine_a_range_column_in_centimetres() -> None:
    sheet = "ARMES\n\nArme\tPOR (cm)\tPUI\nMousquet\t25\t10\n\nArme\tPOR\tPUI\nPistolet\t10\t10\n"
    ranges = parse_inline(sheet, "inline.txt", "warmachine", "freetext").tables["weapon_ranges"]
    assert rows(ranges, ["weapon_id", "max", "unit"]) == [
        ("inline:mousquet", 25.0, "cm"),
        ("inline:pistolet", 10.0, "in"),
    ]


def test_antares_a_band_column_in_centimetres() -> None:
    sheet = (
        "## ARMES\n\n| Arme | Efficace (cm) | Longue (cm) | VI | Règles |\n|---|---|---|---|---|\n"
        "| Mag Gun | 25 | 50 | 1 | – |\n"
    )
    ranges = parse_antares(sheet).tables["weapon_ranges"]
    assert rows(ranges, ["band_label", "max", "unit"]) == [("Efficace", 25.0, "cm"), ("Longue", 50.0, "cm")]


def test_warmachine_a_weapons_header_on_two_rows() -> None:
    """`Arme | Mode | PROFIL` over `| | POR (po) | CdT | ADE | PUI`, a hidden column exported
    empty after it: the group's labels under it name the columns; a note's call (`2*`) and a
    crossed-out cell (`x`) are no rate of fire."""
    sheet = (
        "ARMES\n\nArme\tMode\tPROFIL\t\t\t\t\tFacultés\n\t\tPOR (po)\tCdT\tADE\tPUI\t\t\n"
        "Bombarde\tTir direct\t12,0\t2*\t3\t14\t\tTir en cloche\n"
        "Poing ouvert\t\t0,5\tx\t-\t3\t\tPrise\n"
    )
    weapons = parse_inline(sheet, "inline.txt", "warmachine", "freetext").tables["weapons"]
    assert rows(weapons, ["name", "mode", "burst_raw", "burst", "template", "strength", "rules"]) == [
        ("Bombarde", "Tir direct", "2*", 2, "aoe-3", 14, "Tir en cloche"),
        ("Poing ouvert", None, "x", None, None, 3, "Prise"),
    ]
