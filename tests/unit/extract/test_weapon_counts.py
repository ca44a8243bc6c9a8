"""How many of a weapon its carrier has, printed by the weapon's name (`Scie rotative (x2)`):
a `count` of its own, not part of the name, in every game's weapons tables."""

from __future__ import annotations

import pytest

from pipeline.extract.weapons import split_weapon_count
from pipeline.render.deck import sheet_cards
from pipeline.render.sheet import render_html
from tests.conftest import parse_antares, rows
from tests.tabrec import parse_inline


@pytest.mark.parametrize(
    ("printed", "name", "count"),
    [
        ("Scie rotative (x2)", "Scie rotative", 2),
        ("Poings (X2)", "Poings", 2),
        ("Poings ×3", "Poings", 3),
        ("Hache ( x 2 )", "Hache", 2),
        ("Griffes (2x)", "Griffes", 2),
        ("2x Pistolet lourd", "Pistolet lourd", 2),
        ("Fusil (x1)", "Fusil", None),
        # No count: a name, a rule's parameter typed into a name, a version number.
        ("Mag Gun", "Mag Gun", None),
        ("Lance SPx2", "Lance SPx2", None),
        ("X-Launcher", "X-Launcher", None),
        ("Canon MK2", "Canon MK2", None),
    ],
)
def test_a_count_printed_by_the_name_is_split_off(printed: str, name: str, count: int | None) -> None:
    assert split_weapon_count(printed) == (name, count)


def test_antares_a_counted_weapon_and_its_modes() -> None:
    sheet = (
        "## ARMES\n\n| Arme | Efficace | Portée Longue | Extrême | VI | Règles Spéciales |\n|---|---|---|---|---|---|\n"
        '| Mag Gun (x2) | 10" | 20" | 30" | 1 | – |\n'
        '| Plasma Carbine (x2) - Dispersion | 10" | 20" | 30" | 0 | – |\n'
        '| - Tir Unique | 10" | 20" | 30" | 2 | – |\n'
        '| Mag Pistol | 10" | 20" | 30" | 1 | – |\n'
    )
    weapons = parse_antares(sheet).tables["weapons"]
    assert rows(weapons, ["weapon_id", "name", "mode", "count"]) == [
        ("antares-test:mag-gun", "Mag Gun", None, 2),
        ("antares-test:plasma-carbine:dispersion", "Plasma Carbine", "Dispersion", 2),
        ("antares-test:plasma-carbine:tir-unique", "Plasma Carbine", "Tir Unique", 2),
        ("antares-test:mag-pistol", "Mag Pistol", None, None),
    ]


def test_infinity_a_counted_weapon() -> None:
    sheet = (
        "Armement\n\nARME\tCOURTE\tMOYENNE\tLONGUE\tEXTREME\tDOM\tR\tGABARIT\tMUNIT.\tE/M*\n"
        "Pistolet x2\t20/+3\t40/0\t--\t--\t11\t2\t--\tN\t--\n"
        "Couteau*\t--\t--\t--\t--\tPH-2\t--\t--\txx\t--\n"
    )
    weapons = parse_inline(sheet).tables["weapons"]
    assert rows(weapons, ["name", "count", "strength"]) == [("Pistolet", 2, 11), ("Couteau", None, None)]


def test_warmachine_a_counted_weapon() -> None:
    sheet = "ARMES\n\nArme\tPOR\tPUI\tP+F\nPoings (x2)\t0,5\t3\t13\nHache\t1\t6\t16\n"
    weapons = parse_inline(sheet, "inline.txt", "warmachine", "freetext").tables["weapons"]
    assert rows(weapons, ["weapon_id", "name", "count", "strength"]) == [
        ("inline:poings", "Poings", 2, 3),
        ("inline:hache", "Hache", None, 6),
    ]


def test_the_count_prints_by_the_name_on_the_sheet_and_the_card() -> None:
    sheet = "ARMES\n\nArme\tPOR\tPUI\tP+F\nPoings (x2)\t0,5\t3\t13\nHache\t1\t6\t16\n"
    tables = parse_inline(sheet, "inline.txt", "warmachine", "freetext").tables
    html = render_html(tables)
    assert '<td class="name">Poings\u00a0(×2)</td>' in html  # the name and its count on one line
    assert '<td class="name">Hache</td>' in html
    (weapons,) = [card for card in sheet_cards(tables) if card.title == "Armes"]
    names = [block.name for entry in weapons.entries for table in entry.tables for block in table.blocks]
    assert names == ["Poings (×2)", "Hache"]
