"""Weapons tables read the same whatever the sheet: several weapons tables in one sheet,
a close-combat table without range columns, parameters in parentheses, `;` between rule
items and a strength rolled on a die. Small hand-written sheets, exact values."""

from __future__ import annotations

import pytest

from pipeline.extract.cells import parse_strength
from pipeline.model.errors import SheetError
from pipeline.model.result import ParseResult
from pipeline.model.sheet import SheetEntry
from pipeline.parse.sheet import parse_text
from pipeline.render.context import sheet_weapons
from tests.conftest import parse_antares, rows


def parse(text: str, game: str, fmt: str) -> ParseResult:
    entry = SheetEntry("essai", "essai.txt", game, None, "Essai", fmt, "fr")
    return parse_text(text.encode("utf-8"), entry)


# --- two weapons tables: shooting, then close combat -------------------------------------

ANTARES_TWO_TABLES = """\
# ESSAI

## Armes de tir

| Arme | Efficace | Longue | Extrême | VI | Règles Spéciales |
|---|---|---|---|---|---|
| Carabine - Dispersion | 20" | 30" | Aucune | 0 | TR2 |
| Carabine - Grenade | 10" | 20" | Aucune | 2 | Déflagration (D6) |
| Fusil | 20" | 30" | 50" | 2 | Brèche (2) |

## Armes de corps à corps

| Arme | VI | Règles Spéciales |
|---|---|---|
| Lame | 2 | Brèche (1) |
| Poing | 2+D3 | Lent ; Perforant |

## Règles Spéciales

### TR (n)

Tirs répétés.

### Déflagration (Dn)

Une explosion.

### Brèche (n)

Perce l'armure.

### Lent

Frappe en dernier.

### Perforant

Traverse tout.
"""


def test_position_runs_on_across_the_weapons_tables_of_a_sheet():
    weapons = parse(ANTARES_TWO_TABLES, "antares", "markdown").tables["weapons"]
    assert rows(weapons.sort_values("position"), ["position", "name", "mode", "source_line"]) == [
        (1, "Carabine", "Dispersion", 7),
        (2, "Carabine", "Grenade", 8),
        (3, "Fusil", None, 9),
        (4, "Lame", None, 15),
        (5, "Poing", None, 16),
    ]


def test_the_reference_card_prints_the_weapons_in_sheet_order():
    tables = parse(ANTARES_TWO_TABLES, "antares", "markdown").tables
    _, _, printed = sheet_weapons(tables, "antares")
    assert [weapon["source_line"] for weapon in printed] == [7, 8, 9, 15, 16]


INFINITY_TWO_TABLES = """\
Aide de jeu : Essai

Armes de tir

ARME\tCOURTE\tMOYENNE\tDOM\tR\tMUNIT.
Fusil\t20/+3\t40/0\t13\t3\tN
Pistolet\t20/+3\t40/-3\t11\t2\tN

Armes CC

ARME\tDOM\tR\tMUNIT.
Couteau\tPH-1\t1\tN
Arme CC\tPH\t1\tN

Munitions

MUNITION\tEFFET
--\t1 blessure
"""


def test_infinity_position_runs_on_and_a_table_without_bands_is_close_combat():
    result = parse(INFINITY_TWO_TABLES, "infinity", "tabular")
    weapons = result.tables["weapons"].sort_values("position")
    assert rows(weapons, ["position", "name", "melee_only", "close_combat", "source_line"]) == [
        (1, "Fusil", False, False, 6),
        (2, "Pistolet", False, False, 7),
        (3, "Couteau", True, False, 12),
        (4, "Arme CC", True, False, 13),
    ]
    assert set(result.tables["weapon_ranges"]["weapon_id"]) == {"essai:fusil", "essai:pistolet"}


# --- a close-combat table, and close-combat notes in a range cell -------------------------


def test_a_table_without_range_columns_holds_melee_only_weapons():
    result = parse(ANTARES_TWO_TABLES, "antares", "markdown")
    weapons = result.tables["weapons"].sort_values("position")
    assert rows(weapons, ["weapon_id", "melee_only", "min_range"]) == [
        ("essai:carabine:dispersion", False, None),
        ("essai:carabine:grenade", False, None),
        ("essai:fusil", False, None),
        ("essai:lame", True, None),
        ("essai:poing", True, None),
    ]
    ranged = {"essai:carabine:dispersion", "essai:carabine:grenade", "essai:fusil"}
    assert set(result.tables["weapon_ranges"]["weapon_id"]) == ranged


MELEE_NOTES = """\
# ESSAI

## Armement

| Arme | Portée | VI | Règles Spéciales |
|---|---|---|---|
| Pistolet | 10" | 1 | – |
| Épée | CàC | 2 | – |
| Hache | *CAC* | 3 | – |
| Masse | Contact | 3 | – |
| Lance | corps a corps | 2 | – |
| Fouet | Corps à Corps | 1 | – |
"""


def test_a_close_combat_note_in_a_range_cell_is_a_melee_only_row():
    result = parse(MELEE_NOTES, "antares", "markdown")
    weapons = result.tables["weapons"]
    assert rows(weapons, ["name", "melee_only"]) == [
        ("Pistolet", False),
        ("Épée", True),
        ("Hache", True),
        ("Masse", True),
        ("Lance", True),
        ("Fouet", True),
    ]
    assert rows(result.tables["weapon_ranges"], ["weapon_id", "band_index", "band_label", "max"]) == [
        ("essai:pistolet", 1, "Portée", 10.0),
    ]


def test_a_close_combat_note_spanning_bands_may_leave_the_others_absent():
    text = ANTARES_TWO_TABLES.replace('| Fusil | 20" | 30" | 50" |', "| Fusil | CàC | – | Aucune |")
    weapons = parse(text, "antares", "markdown").tables["weapons"]
    fusil = weapons[weapons["name"] == "Fusil"].iloc[0]
    assert bool(fusil["melee_only"]) is True


def test_any_other_word_in_a_range_cell_is_still_a_bad_range():
    with pytest.raises(SheetError) as raised:
        parse(MELEE_NOTES.replace("| Contact |", "| Contre |"), "antares", "markdown")
    assert (raised.value.line, raised.value.cell, raised.value.found, raised.value.code) == (
        10,
        "Portée",
        "Contre",
        "bad-range",
    )


# --- rule items: parameters in parentheses, `;` between items ------------------------------


def test_weapon_rules_of_the_sheet():
    links = parse(ANTARES_TWO_TABLES, "antares", "markdown").tables["weapon_rules"]
    assert rows(links, ["weapon_id", "position", "label", "rule_name", "param", "rule_id", "match"]) == [
        ("essai:carabine:dispersion", 1, "TR2", "TR", "2", "essai:tr-n", "exact"),
        # `(Dn)`, a die's placeholder, stays in the rule's name and id as `(n)` does.
        ("essai:carabine:grenade", 1, "Déflagration (D6)", "Déflagration", "D6", "essai:deflagration-dn", "exact"),
        ("essai:fusil", 1, "Brèche (2)", "Brèche", "2", "essai:breche-n", "exact"),
        ("essai:lame", 1, "Brèche (1)", "Brèche", "1", "essai:breche-n", "exact"),
        ("essai:poing", 1, "Lent", "Lent", None, "essai:lent", "exact"),
        ("essai:poing", 2, "Perforant", "Perforant", None, "essai:perforant", "exact"),
    ]


# --- a strength rolled on a die ------------------------------------------------------------


def test_a_base_plus_a_die_is_a_variable_strength_kept_as_printed():
    weapons = parse(ANTARES_TWO_TABLES, "antares", "markdown").tables["weapons"]
    poing = weapons[weapons["name"] == "Poing"]
    assert rows(poing, ["strength_raw", "strength", "strength_step", "strength_max"]) == [("2+D3", None, None, None)]
    for cell in ("D6", "2 + D3", "1+2D6"):
        reading = parse_strength(cell)
        assert (reading.value, reading.step, reading.max, reading.per_band) == (None, None, None, ())


def test_a_rule_taking_two_parameters_links_its_items() -> None:
    sheet = (
        "## ARMES\n\n| Arme | Efficace | Longue | Extrême | VI | Règles |\n|---|---|---|---|---|---|\n"
        '| Mag Gun | 10" | 20" | 30" | 1 | Rafale (D3, 2) ; Marquage (3+) |\n\n'
        "## RÈGLES SPÉCIALES\n\n- **Rafale (n, m).** La figurine tire n fois, m en réaction.\n"
        "- **Marquage (n+).** Sur n+, la cible est marquée.\n"
    )
    tables = parse_antares(sheet).tables
    rules = tables["rules"]
    assert [(r.rule_id, r.takes_param) for r in rules.itertuples()] == [
        ("antares-test:rafale-n-m", True),
        ("antares-test:marquage-n", True),
    ]
    links = tables["weapon_rules"]
    assert [(r.rule_name, r.param, r.rule_id, r.match) for r in links.itertuples()] == [
        ("Rafale", "D3, 2", "antares-test:rafale-n-m", "exact"),
        ("Marquage", "3+", "antares-test:marquage-n", "exact"),
    ]


def test_an_item_links_to_the_rule_not_to_a_pointer_to_it_wherever_either_stands() -> None:
    pointer = "## TRAITS\n\n- **Tir spéculatif.** Voir Compétences.\n\n"
    rule = "## COMPÉTENCES\n\n- **Tir spéculatif.** TR -6 contre une cible hors de vue, sans ligne de vue.\n\n"
    weapons = (
        "## ARMES\n\n| Arme | Efficace | Longue | Extrême | VI | Règles |\n|---|---|---|---|---|---|\n"
        '| Lance-grenades | 10" | 20" | 30" | 1 | Tir spéculatif |\n\n'
    )
    for sheet in (weapons + pointer + rule, weapons + rule + pointer):
        links = parse_antares(sheet).tables["weapon_rules"]
        assert links["rule_id"].tolist() == ["antares-test:tir-speculatif--competences"]
