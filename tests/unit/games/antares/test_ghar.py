"""The Ghar Empire (tests/fixtures/sheets/antares-ghar.md), a new Antares sheet, read to the
values written by hand from it: every weapon row and range band, every rule item and the entry
it names, the glossary and the dice tables; typed and validated against the Table Schemas.
`Attaques Multiples (3)`, whose param the parser first read as `(3)`, is asserted on its own."""

from __future__ import annotations

from typing import Any

from tests.conftest import one
from tests.hand_written import differences, records, result, tables, valid
from tests.helpers import unparsed

# --- Antares: the Ghar Empire (tests/fixtures/sheets/antares-ghar.md) ----------------

GHAR_WEAPONS = records(
    "weapon_id position name mode melee_only strength_raw strength strength_step strength_max "
    "rules_raw rules min_range source_line",
    ("scourer-cannon:dispersion", 1, "Scourer Cannon", "Dispersion", False, "2", 2, None, None,
     "TR3, Surcharge", "TR3, Surcharge", None, 7),
    ("scourer-cannon:tir-unique", 2, "Scourer Cannon", "Tir Unique", False, "4", 4, None, None,
     "Surcharge", "Surcharge", None, 8),
    ("heavy-scourer-cannon", 3, "Heavy Scourer Cannon", None, False, "5", 5, None, None,
     "Perforant, Surcharge", "Perforant, Surcharge", None, 9),
    ("gouger-gun", 4, "Gouger Gun", None, False, "1", 1, None, None, "TR2", "TR2", None, 10),
    ("plasma-claw", 5, "Plasma Claw", None, True, "4", 4, None, None,
     "Broyeur, Attaques Multiples 2", "Broyeur, Attaques Multiples 2", None, 11),
    ("lectro-lash", 6, "Lectro Lash", None, True, "2", 2, None, None,
     "Attaques Multiples (3), Instable", "Attaques Multiples (3), Instable", None, 12),
    ("disruptor-cannon", 7, "Disruptor Cannon", None, False, "6/4/2", None, None, None,
     "Disrupteur, Pas de Couvert", "Disrupteur, Pas de Couvert", 10, 13),
    ("disruptor-bomber", 8, "Disruptor Bomber", None, False, "3", 3, None, None,
     "SPx2, Déflagration D6, Disrupteur", "SPx2, Déflagration D6, Disrupteur", 10, 14),
    ("tractor-cannon", 9, "Tractor Cannon", None, False, "2+2 max 8", 2, 2, 8, "Traction", "Traction", None, 15),
    ("distortion-mortar:surplomb", 10, "Distortion Mortar", "Surplomb", False, "2", 2, None, None,
     "SP, Déflagration D5, Distorsion", "SP, Déflagration D5, Distorsion", 10, 16),
    ("distortion-mortar:tir-direct", 11, "Distortion Mortar", "Tir Direct", False, "3", 3, None, None,
     "Distorsion", "Distorsion", None, 17),
    ("flitter-bombs", 12, "Flitter Bombs", None, False, "1", 1, None, None,
     "Déflagration D3, Instable", "Déflagration D3, Instable", None, 18),
    ("plasma-amplifier", 13, "Plasma Amplifier", None, False, "NA", None, None, None,
     "Surcharge, Arme Lourde", "Surcharge, Arme Lourde", None, 19),
    ("disruption-grenades", 14, "Disruption Grenades", None, False, "2", 2, None, None,
     "Disrupteur, Instable", "Disrupteur, Instable", None, 20),
)  # fmt: skip


# Every band of every weapon: bands written `Aucune` or `-` have no row; melee rows none.
GHAR_RANGES = records(
    "weapon_id band_index band_label min max lower upper lower_inclusive strength source_line",
    ("scourer-cannon:dispersion", 1, "Efficace", None, 20, 0, 20, True, None, 7),
    ("scourer-cannon:dispersion", 2, "Longue", None, 30, 20, 30, False, None, 7),
    ("scourer-cannon:dispersion", 3, "Extrême", None, 50, 30, 50, False, None, 7),
    ("scourer-cannon:tir-unique", 1, "Efficace", None, 20, 0, 20, True, None, 8),
    ("scourer-cannon:tir-unique", 2, "Longue", None, 30, 20, 30, False, None, 8),
    ("scourer-cannon:tir-unique", 3, "Extrême", None, 50, 30, 50, False, None, 8),
    ("heavy-scourer-cannon", 1, "Efficace", None, 30, 0, 30, True, None, 9),
    ("heavy-scourer-cannon", 2, "Longue", None, 50, 30, 50, False, None, 9),
    ("heavy-scourer-cannon", 3, "Extrême", None, 100, 50, 100, False, None, 9),
    ("gouger-gun", 1, "Efficace", None, 10, 0, 10, True, None, 10),
    ("gouger-gun", 2, "Longue", None, 20, 10, 20, False, None, 10),
    ("disruptor-cannon", 1, "Efficace", 10, 30, 10, 30, True, 6, 13),
    ("disruptor-cannon", 2, "Longue", None, 50, 30, 50, False, 4, 13),
    ("disruptor-cannon", 3, "Extrême", None, 80, 50, 80, False, 2, 13),
    ("disruptor-bomber", 1, "Efficace", 10, 40, 10, 40, True, None, 14),
    ("disruptor-bomber", 2, "Longue", None, 60, 40, 60, False, None, 14),
    ("disruptor-bomber", 3, "Extrême", None, 120, 60, 120, False, None, 14),
    ("tractor-cannon", 1, "Efficace", None, 20, 0, 20, True, None, 15),
    ("tractor-cannon", 2, "Longue", None, 40, 20, 40, False, None, 15),
    ("distortion-mortar:surplomb", 1, "Efficace", 10, 30, 10, 30, True, None, 16),
    ("distortion-mortar:surplomb", 2, "Longue", None, 40, 30, 40, False, None, 16),
    ("distortion-mortar:surplomb", 3, "Extrême", None, 60, 40, 60, False, None, 16),
    ("distortion-mortar:tir-direct", 1, "Efficace", None, 20, 0, 20, True, None, 17),
    ("distortion-mortar:tir-direct", 2, "Longue", None, 30, 20, 30, False, None, 17),
    ("flitter-bombs", 1, "Efficace", None, 5, 0, 5, True, None, 18),
    ("plasma-amplifier", 1, "Efficace", None, 10, 0, 10, True, None, 19),
    ("disruption-grenades", 1, "Efficace", None, 5, 0, 5, True, None, 20),
)


# Every rule item: (weapon, position) -> as printed, its name and parameter, the entry it names.
GHAR_LINKS = records(
    "weapon_id position label rule_name param rule_id match",
    ("scourer-cannon:dispersion", 1, "TR3", "TR", "3", "tr-n", "exact"),
    ("scourer-cannon:dispersion", 2, "Surcharge", "Surcharge", None, "surcharge", "exact"),
    ("scourer-cannon:tir-unique", 1, "Surcharge", "Surcharge", None, "surcharge", "exact"),
    ("heavy-scourer-cannon", 1, "Perforant", "Perforant", None, "perforant", "exact"),
    ("heavy-scourer-cannon", 2, "Surcharge", "Surcharge", None, "surcharge", "exact"),
    ("gouger-gun", 1, "TR2", "TR", "2", "tr-n", "exact"),
    ("plasma-claw", 1, "Broyeur", "Broyeur", None, "broyeur", "exact"),
    ("plasma-claw", 2, "Attaques Multiples 2", "Attaques Multiples", "2", "attaques-multiples-n", "exact"),
    # `(3)`: the parameter, its parentheses aside (param asserted alone in test_ghar_param_in_parentheses).
    ("lectro-lash", 1, "Attaques Multiples (3)", "Attaques Multiples", "3", "attaques-multiples-n", "exact"),
    ("lectro-lash", 2, "Instable", "Instable", None, "instable", "exact"),
    ("disruptor-cannon", 1, "Disrupteur", "Disrupteur", None, "disrupteur", "exact"),
    ("disruptor-cannon", 2, "Pas de Couvert", "Pas de Couvert", None, "pas-de-couvert", "exact"),
    ("disruptor-bomber", 1, "SPx2", "SP", "x2", "sp-spx2", "exact"),
    ("disruptor-bomber", 2, "Déflagration D6", "Déflagration", "D6", "deflagration-d-n", "exact"),
    ("disruptor-bomber", 3, "Disrupteur", "Disrupteur", None, "disrupteur", "exact"),
    ("tractor-cannon", 1, "Traction", "Traction", None, "traction", "exact"),
    ("distortion-mortar:surplomb", 1, "SP", "SP", None, "sp-spx2", "exact"),
    ("distortion-mortar:surplomb", 2, "Déflagration D5", "Déflagration", "D5", "deflagration-d-n", "exact"),
    ("distortion-mortar:surplomb", 3, "Distorsion", "Distorsion", None, "distorsion", "exact"),
    ("distortion-mortar:tir-direct", 1, "Distorsion", "Distorsion", None, "distorsion", "exact"),
    ("flitter-bombs", 1, "Déflagration D3", "Déflagration", "D3", "deflagration-d-n", "exact"),
    ("flitter-bombs", 2, "Instable", "Instable", None, "instable", "exact"),
    ("plasma-amplifier", 1, "Surcharge", "Surcharge", None, "surcharge", "exact"),
    ("plasma-amplifier", 2, "Arme Lourde", "Arme Lourde", None, None, "unresolved"),  # no entry in the sheet
    ("disruption-grenades", 1, "Disrupteur", "Disrupteur", None, "disrupteur", "exact"),
    ("disruption-grenades", 2, "Instable", "Instable", None, "instable", "exact"),
)


GHAR_RULES = records(
    "rule_id name name_alt section parent_rule_id takes_param source_line",
    ("tr-n", "TR(n)", None, "RÈGLES SPÉCIALES", None, True, 24),
    ("perforant", "Perforant", None, "RÈGLES SPÉCIALES", None, False, 25),
    ("broyeur", "Broyeur", None, "RÈGLES SPÉCIALES", None, False, 26),
    ("attaques-multiples-n", "Attaques Multiples (n)", None, "RÈGLES SPÉCIALES", None, True, 27),
    ("disrupteur", "Disrupteur", None, "RÈGLES SPÉCIALES", None, False, 28),
    ("sp-spx2", "SP, SPx2", None, "RÈGLES SPÉCIALES", None, True, 29),
    ("deflagration-d-n", "Déflagration D(n)", None, "RÈGLES SPÉCIALES", None, True, 30),
    ("pas-de-couvert", "Pas de Couvert", None, "RÈGLES SPÉCIALES", None, False, 31),
    ("traction", "Traction", "Tractor", "RÈGLES SPÉCIALES", None, False, 32),
    ("distorsion", "Distorsion", None, "RÈGLES SPÉCIALES", None, False, 33),
    ("instable", "Instable", None, "RÈGLES SPÉCIALES", None, False, 34),
    ("amplificateur-plasma", "AMPLIFICATEUR PLASMA", "Plasma Amplifier", "RÈGLES SPÉCIALES", None, False, 36),
    ("surcharge", "Surcharge", None, "AMPLIFICATEUR PLASMA", "amplificateur-plasma", False, 40),
    ("contrecoup", "Contrecoup", None, "AMPLIFICATEUR PLASMA", "amplificateur-plasma", False, 42),
    ("bombes-a-distorsion", "BOMBES À DISTORSION", "Distortion Bombs", "RÈGLES SPÉCIALES", None, False, 44),
    ("revolte-outcast", "RÉVOLTE OUTCAST", "Outcast Revolt", "RÈGLES DES OUTCASTS", None, False, 56),
)


GHAR_ROLLS = records(
    "table_name roll_from roll_to dice result source_line",
    ("BOMBES À DISTORSION", 1, 4, "D10", "la distorsion se dissipe et le marqueur est retiré", 48),
    ("BOMBES À DISTORSION", 5, 10, "D10", "la distorsion persiste et le marqueur reste en place", 50),
    ("RÉVOLTE OUTCAST", 1, 2, "D10", "l'unité se révolte et ne reçoit aucun ordre ce tour", 60),
    ("RÉVOLTE OUTCAST", 3, 8, "D10", "l'unité obéit normalement", 61),
    ("RÉVOLTE OUTCAST", 9, 10, "D10", "l'unité gagne un bonus de +1 en Init jusqu'à la fin du tour", 62),
    ("Dégâts des Armures de Combat (Battle Suits)", 1, 2, "D10", "+1 Stress.", 70),
    ("Dégâts des Armures de Combat (Battle Suits)", 3, 5, "D10", "+D3 Stress, Down.", 71),
    ("Dégâts des Armures de Combat (Battle Suits)", 6, 8, "D10", "+D3 Stress, Down, Dysfonctionnement.", 72),
    ("Dégâts des Armures de Combat (Battle Suits)", 9, 10, "D10", "Détruite.", 73),  # `9+` on a D10
)


# The item printed `Attaques Multiples (3)` (line 12), whose param the parser reads otherwise.
_PARAM_IN_PARENTHESES = ("antares-ghar:lectro-lash", 1)


def ghar_ids(rows: list[dict[str, Any]], *columns: str) -> list[dict[str, Any]]:
    """The rows with their short ids made whole (`gouger-gun` -> `antares-ghar:gouger-gun`)."""
    return [{**row, **{c: f"antares-ghar:{row[c]}" for c in columns if row[c] is not None}} for row in rows]


def test_ghar_weapons():
    weapons = tables("antares-ghar")["weapons"]
    expected = ghar_ids(GHAR_WEAPONS, "weapon_id")
    assert sorted(weapons["weapon_id"]) == sorted(row["weapon_id"] for row in expected)
    assert differences(weapons, ("weapon_id",), expected) == []
    assert set(weapons["sheet_id"]) == {"antares-ghar"}
    assert one(weapons, name="Gouger Gun")["weapon_key"] == "antares:gouger-gun"
    assert one(weapons, mode="Tir Direct")["weapon_key"] == "antares:distortion-mortar:tir-direct"


def test_ghar_range_bands():
    ranges = tables("antares-ghar")["weapon_ranges"]
    expected = ghar_ids(GHAR_RANGES, "weapon_id")
    assert len(ranges) == len(expected)
    assert differences(ranges, ("weapon_id", "band_index"), expected) == []
    assert set(ranges["unit"]) == {"in"}
    melee = {"antares-ghar:plasma-claw", "antares-ghar:lectro-lash"}
    assert not ranges["weapon_id"].isin(melee).any()


def test_ghar_rule_links():
    links = tables("antares-ghar")["weapon_rules"]
    expected = ghar_ids(GHAR_LINKS, "weapon_id", "rule_id")
    assert len(links) == len(expected)
    for row in expected:
        if (row["weapon_id"], row["position"]) == _PARAM_IN_PARENTHESES:
            row.pop("param")
    assert differences(links, ("weapon_id", "position"), expected) == []
    unresolved = [link["label"] for link in result("antares-ghar").report["links"] if link["match"] != "exact"]
    assert unresolved == ["Arme Lourde"]


def test_ghar_glossary():
    rules = tables("antares-ghar")["rules"]
    expected = ghar_ids(GHAR_RULES, "rule_id", "parent_rule_id")
    assert sorted(rules["rule_id"]) == sorted(row["rule_id"] for row in expected)
    assert differences(rules, ("rule_id",), expected) == []
    assert one(rules, name="Traction")["name_en"] == "Tractor"
    assert one(rules, name="Surcharge")["rule_key"] == "antares:amplificateur-plasma/surcharge"
    assert one(rules, name="TR(n)")["rule_key"] == "antares:tr"
    assert one(rules, name="Perforant")["text"] == (
        "La cible ne bénéficie d'aucun bonus d'armure réflexe ni de bouclier contre les touches de cette arme."
    )
    assert one(rules, name="Surcharge")["text"] == (
        "la VI de chaque arme plasma de la figurine augmente de +1 jusqu'à la fin de l'action."
    )
    assert one(rules, name="AMPLIFICATEUR PLASMA")["text"].startswith("L'amplificateur plasma alimente")


def test_ghar_dice_tables():
    rolls = tables("antares-ghar")["roll_tables"]
    assert len(rolls) == len(GHAR_ROLLS)
    assert differences(rolls, ("table_name", "roll_from"), GHAR_ROLLS) == []


def test_ghar_every_line_read_and_valid():
    assert unparsed("antares-ghar") == []
    coverage = result("antares-ghar").coverage
    assert coverage[coverage["kind"] == "page_header"]["source_line"].tolist() == [52]
    valid("antares-ghar")


def test_ghar_param_in_parentheses():
    link = one(tables("antares-ghar")["weapon_rules"], weapon_id=_PARAM_IN_PARENTHESES[0], position=1)
    assert link["param"] == "3", link["param"]
