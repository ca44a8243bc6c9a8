"""Four new sheets (tests/fixtures/sheets/), one per family, each read to the values written
by hand from the sheet itself: every weapon row and range band, every rule item and the
entry it names, every glossary entry, dice-table row and modifier. Parsed with the pure
functions (no Snakemake), then typed and validated against the Table Schemas.

The values the parser first read otherwise (`K1`, an ammunition of its own, split as K + 1;
`Attaques Multiples (3)` with param `(3)`; `Camouflage Thermo-Optique (CTO)` keeping its
abbreviation in a two-column list) are asserted on their own at the end of the file."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import pandas as pd

from pipeline.contract.validate import typed_tables, validate_tables
from pipeline.model.result import ParseResult
from pipeline.model.sheet import SheetEntry
from pipeline.parse.sheet import parse_text
from tests.conftest import one

SHEETS = Path(__file__).resolve().parent.parent / "fixtures" / "sheets"

ENTRIES = {
    "antares-ghar": SheetEntry(
        "antares-ghar", "antares-ghar.md", "antares", "Ghar Empire", "Antares : l'Empire Ghar", "markdown", "fr"
    ),
    "infinity-nomads": SheetEntry(
        "infinity-nomads", "infinity-nomads.tsv", "infinity", "Nomades", "Infinity : les Nomades", "tabular", "fr"
    ),
    "warmachine-mercs": SheetEntry(
        "warmachine-mercs", "warmachine-mercs.txt", "warmachine", "Mercenaires", "Warmachine : mercenaires", "freetext"
    ),
    "epic-titans": SheetEntry("epic-titans", "epic-titans.txt", "epic", None, "Epic : Titans", "records", "fr"),
}


@cache
def result(sheet_id: str) -> ParseResult:
    entry = ENTRIES[sheet_id]
    return parse_text((SHEETS / entry.file).read_bytes(), entry)


def tables(sheet_id: str) -> dict[str, pd.DataFrame]:
    return result(sheet_id).tables


def _same(found: Any, expected: Any) -> bool:
    if expected is None:
        return found is None or bool(pd.isna(found))
    if found is None or (not isinstance(found, str) and bool(pd.isna(found))):
        return False
    if isinstance(expected, bool):
        return bool(found) is expected
    return found == expected


def differences(frame: pd.DataFrame, key: tuple[str, ...], rows: list[dict[str, Any]]) -> list[str]:
    """Every value of `rows` (dicts of column: value) that `frame` does not hold, found by
    the `key` columns; a row missing, or present twice, is one difference."""
    found = []
    for row in rows:
        where = {column: row[column] for column in key}
        mask = pd.Series(True, index=frame.index)
        for column, value in where.items():
            mask &= frame[column] == value
        matches = frame[mask]
        if len(matches) != 1:
            found.append(f"{where}: {len(matches)} rows")
            continue
        for column, value in row.items():
            if column not in key and not _same(matches.iloc[0][column], value):
                found.append(f"{where} {column}: expected {value!r}, found {matches.iloc[0][column]!r}")
    return found


def records(columns: str, *rows: tuple) -> list[dict[str, Any]]:
    names = columns.split()
    assert all(len(row) == len(names) for row in rows), columns
    return [dict(zip(names, row, strict=True)) for row in rows]


def valid(sheet_id: str) -> None:
    typed, violations = typed_tables(result(sheet_id).rows)
    assert not violations
    violations = validate_tables(typed)
    assert not violations, [v.describe(ENTRIES[sheet_id].file) for v in violations]


def unparsed(sheet_id: str) -> list[dict[str, Any]]:
    coverage = result(sheet_id).coverage
    return coverage[coverage["kind"] == "unparsed"].to_dict("records")


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


# --- Infinity: the Nomads (tests/fixtures/sheets/infinity-nomads.tsv) -----------------

NOMAD_WEAPONS = records(
    "weapon_id position name close_combat melee_only strength_raw strength strength_attribute strength_modifier "
    "burst_raw burst burst_modes burst_alt burst_uses burst_marked template_raw template template_count "
    "em_vulnerable rules_raw source_line",
    ("arme-cc-monofilament", 1, "Arme CC Monofilament", True, True, "PH", None, "PH", 0,
     "--", None, None, None, None, False, "--", None, None, False, "Monofilament", 6),
    ("arme-cc-e-m", 2, "Arme CC E/M", True, True, "PH-1", None, "PH", -1,
     "--", None, None, None, None, False, "--", None, None, True, "E/M", 7),
    ("pistolet-breaker", 3, "Pistolet Breaker", True, False, "14", 14, None, None,
     "2/1", 2, "2/1", None, None, False, "--", None, None, False, "BRK", 8),
    ("pistolet-etourdissant", 4, "Pistolet Étourdissant", True, False, "12", 12, None, None,
     "2", 2, None, None, None, False, "--", None, None, False, "STN", 9),
    ("zapper", 5, "Zapper", False, False, "--", None, None, None,
     "1", 1, None, None, None, False, "--", None, None, True, "E/M", 10),
    ("fusil-combi-breaker", 6, "Fusil Combi Breaker", False, False, "13", 13, None, None,
     "3", 3, None, None, None, False, "--", None, None, True, "N/BRK", 11),
    ("fusil-multi-k1", 7, "Fusil MULTI K1", False, False, "13", 13, None, None,
     "3//2//1", 3, "3/2/1", None, None, False, "--", None, None, True, "/K1/DA", 12),
    ("fusil-spitfire-vulkan", 8, "Fusil Spitfire Vulkan", False, False, "14", 14, None, None,
     "4", 4, None, None, None, False, "--", None, None, False, "DA", 13),
    ("fusil-a-pompe-vulkan", 9, "Fusil à pompe Vulkan", False, False, "14", 14, None, None,
     "2 (3)", 2, None, 3, None, False, "PteLarme", "PteLarme", 1, False, "N/AP", 14),
    ("lance-flammes-vulkan", 10, "Lance-flammes Vulkan", False, False, "14", 14, None, None,
     "--", None, None, None, None, False, "GrdLarme", "GrdLarme", 1, False, "INC", 15),
    ("fusil-de-sniper-viral", 11, "Fusil de Sniper Viral", False, False, "15", 15, None, None,
     "2", 2, None, None, None, False, "--", None, None, False, "Viral", 16),
    ("mitrailleuse-lourde-k1", 12, "Mitrailleuse Lourde K1", False, False, "15", 15, None, None,
     "4*", 4, None, None, None, True, "--", None, None, False, "K1", 17),
    ("pitcher", 13, "Pitcher", False, False, "--", None, None, None,
     "1 (3x)", 1, None, None, 3, False, "--", None, None, True, "Répétiteur", 18),
    ("lrm-tunguska", 14, "LRM Tunguska", False, False, "13", 13, None, None,
     "1", 1, None, None, None, False, "Circulairex2", "Circulaire", 2, False, "DA", 19),
    ("lance-missiles-guides-tunguska", 15, "Lance-missiles Guidés Tunguska", False, False, "14", 14, None, None,
     "--*", None, None, None, None, True, "Circulaire", "Circulaire", 1, True, "EXP(+AP)", 20),
    ("mines-virales", 16, "Mines Virales", False, False, "14", 14, None, None,
     "--", None, None, None, None, False, "Circulaire PteLarme", "Circulaire PteLarme", 1, True, "Viral", 21),
    ("lance-adhesifs-corregidor", 17, "Lance Adhésifs Corregidor", False, False, "Adh.", None, None, None,
     "1 (2x)", 1, None, None, 2, False, "--", None, None, False, "ADH", 22),
)  # fmt: skip

_BANDS = ("COURTE", "MOYENNE", "LONGUE", "EXTREME")


def nomad_bands(weapon: str, line: int, *printed: tuple[int, int] | None) -> list[dict[str, Any]]:
    """The bands of one row as printed (`20/+3` -> (20, 3); `--` -> None: no band); each
    starts where the one before it ends, the first at 0."""
    rows, lower = [], 0
    for index, band in enumerate(printed, start=1):
        if band is None:
            continue
        top, modifier = band
        rows.append(
            {
                "weapon_id": weapon,
                "band_index": index,
                "band_label": _BANDS[index - 1],
                "min": None,
                "max": top,
                "modifier": modifier,
                "lower": lower,
                "upper": top,
                "lower_inclusive": lower == 0,
                "strength": None,
                "source_line": line,
            }
        )
        lower = top
    return rows


NOMAD_RANGES = [
    *nomad_bands("pistolet-breaker", 8, (10, 3), (20, 3), (40, -3), None),
    *nomad_bands("pistolet-etourdissant", 9, (10, 3), (20, 0), None, None),
    *nomad_bands("zapper", 10, (10, 3), (20, 0), (40, -3), (60, -6)),
    *nomad_bands("fusil-combi-breaker", 11, (20, 3), (40, 3), (60, -3), (120, -6)),
    *nomad_bands("fusil-multi-k1", 12, (20, 3), (40, 3), (60, -3), (120, -6)),
    *nomad_bands("fusil-spitfire-vulkan", 13, (20, 0), (60, 3), (80, 0), (120, -6)),
    *nomad_bands("fusil-a-pompe-vulkan", 14, (20, 6), (40, 3), None, None),
    *nomad_bands("fusil-de-sniper-viral", 16, (30, 0), (90, 3), (130, -3), (260, -6)),
    *nomad_bands("mitrailleuse-lourde-k1", 17, (20, 0), (80, 3), (120, -3), (240, -6)),
    *nomad_bands("pitcher", 18, (20, 0), (40, 3), (60, -3), (120, -6)),
    *nomad_bands("lrm-tunguska", 19, (20, 0), (40, 0), (60, -3), (120, -6)),
    *nomad_bands("lance-missiles-guides-tunguska", 20, (20, 0), (80, 3), (120, -3), (240, -6)),
    *nomad_bands("lance-adhesifs-corregidor", 22, (10, 0), (40, 3), (60, -3), (120, -6)),
]

# (weapon, position) -> the item, the ammunition it names (by rule id), how items combine.
NOMAD_LINKS = records(
    "weapon_id position label rule_name param rule_id match combinator profile",
    ("arme-cc-monofilament", 1, "Monofilament", "Monofilament", None, "monofilament", "exact", None, None),
    ("arme-cc-e-m", 1, "E/M", "E/M", None, "e-m", "exact", None, None),
    ("pistolet-breaker", 1, "BRK", "BRK", None, "breaker", "exact", None, None),
    ("pistolet-etourdissant", 1, "STN", "STN", None, "stun", "exact", None, None),
    ("zapper", 1, "E/M", "E/M", None, "e-m", "exact", None, None),
    ("fusil-combi-breaker", 1, "N", "N", None, "normale", "exact", "choice", 1),
    ("fusil-combi-breaker", 2, "BRK", "BRK", None, "breaker", "exact", "choice", 2),
    # `/K1/DA`: the normal ammunition (profile 1), K1 (2) or DA (3).
    ("fusil-multi-k1", 1, "K1", "K1", None, "k1", "exact", "choice", 2),
    ("fusil-multi-k1", 2, "DA", "DA", None, "da", "exact", "choice", 3),
    ("fusil-spitfire-vulkan", 1, "DA", "DA", None, "da", "exact", None, None),
    ("fusil-a-pompe-vulkan", 1, "N", "N", None, "normale", "exact", "choice", 1),
    ("fusil-a-pompe-vulkan", 2, "AP", "AP", None, "ap", "exact", "choice", 2),
    ("lance-flammes-vulkan", 1, "INC", "INC", None, "incendiaire", "exact", None, None),
    ("fusil-de-sniper-viral", 1, "Viral", "Viral", None, "viral", "exact", None, None),
    ("mitrailleuse-lourde-k1", 1, "K1", "K1", None, "k1", "exact", None, None),
    # No such ammunition: the sheet's skill (a Pitcher deploys a repeater).
    ("pitcher", 1, "Répétiteur", "Répétiteur", None, "repetiteur-deployable", "fuzzy", None, None),
    ("lrm-tunguska", 1, "DA", "DA", None, "da", "exact", None, None),
    ("lance-missiles-guides-tunguska", 1, "EXP", "EXP", None, "exp", "exact", "all", None),
    ("lance-missiles-guides-tunguska", 2, "AP", "AP", None, "ap", "exact", "all", None),
    ("mines-virales", 1, "Viral", "Viral", None, "viral", "exact", None, None),
    # `ADH` is the start of one ammunition's name only: a fuzzy match, reported as such.
    ("lance-adhesifs-corregidor", 1, "ADH", "ADH", None, "adhesive", "fuzzy", None, None),
)

NOMAD_AMMUNITION = records(
    "rule_id name name_alt abbreviation effect roll critical_effect source_line",
    ("normale", "Normale", "N", "N", "1 blessure", "🎲BLI", "Blessure directe", 27),
    ("ap", "AP", None, None, "1 blessure", "🎲BLI/2", "Blessure directe", 28),
    ("da", "DA", None, None, "2 blessures", "2x 🎲BLI", "1 Blessure directe + 1x 🎲BLI", 29),
    ("exp", "EXP", None, None, "3 blessures", "3x 🎲BLI", "1 Blessure directe + 2x 🎲BLI", 30),
    ("breaker", "Breaker", "BRK", "BRK", "1 blessure", "🎲PB/2", "Blessure directe", 31),
    ("stun", "Stun", "STN", "STN", "Étourdi, aucune blessure", "2x 🎲BLI", "Étourdi + Immobilisé", 32),
    ("k1", "K1", None, None, "1 blessure, le BLI de la cible compte comme 0", "🎲BLI=0", "Blessure directe", 33),
    ("viral", "Viral", None, None, "2 blessures. Mort instantanément en cas de blessure", "2x 🎲PB",
     "1 Blessure directe + 1x 🎲PB", 34),
    ("e-m", "E/M", None, None, "(Voir Compétences spéciales)", "🎲PB", "Effet direct", 35),
    ("monofilament", "Monofilament", None, None, "Mort instantanée", "🎲>12", None, 36),
    ("incendiaire", "Incendiaire", "INC", "INC", "1 blessure par jet de BLI raté", "N x 🎲BLI (jusqu'à succès)",
     None, 37),
    ("adhesive", "Adhésive", None, None, "Immobilise", "🎲PH -6", "Immobilisation directe", 38),
)  # fmt: skip

NOMAD_SKILLS = records(
    "rule_id name name_alt section text source_line",
    ("piratage-nomade", "Piratage Nomade", None, "Compétences spéciales",
     "VOL-PB : Pirater un TAG, un Remote ou un HI ennemi dans la ZdC du répétiteur", 57),
    ("tir-de-riposte", "Tir de Riposte", None, "Compétences spéciales",
     "En ORA, la figurine tire avec sa rafale complète R contre un ennemi à moins de 20 cm", 59),
    ("saut-orbital", "Saut Orbital", None, "Compétences spéciales",
     "Se déploie n'importe où hors de la ZD ennemie sur un 🎲 PH réussi", 60),
    ("repetiteur-deployable", "Répétiteur Déployable", None, "Compétences spéciales",
     "Placé via une compétence courte. BLI 0. Étend la ZdC de piratage de 20 cm", 61),
    ("ingenieur-corregidor", "Ingénieur Corregidor", None, "Compétences spéciales",
     "VOL : Répare un TAG, un Remote ou une arme hors service", 62),
)  # fmt: skip

# `Camouflage Thermo-Optique (CTO)` (line 58): its name and abbreviation, kept apart in
# test_nomad_skill_abbreviation_is_split below.
NOMAD_CTO = {
    "name": "Camouflage Thermo-Optique",
    "name_alt": "CTO",
    "abbreviation": "CTO",
    "section": "Compétences spéciales",
    "text": "TR et détection -6 contre la figurine. Reste camouflée après une attaque sur un 🎲 VOL réussi",
    "source_line": 58,
}

NOMAD_MODIFIERS = records(
    "section name position condition value value_num value_attribute source_line",
    ("Modificateurs de tir", "Cible en Camouflage", 1, None, "TR -3", -3, "TR", 42),
    ("Modificateurs de tir", "Cible Holoécho", 2, None, "-3 pour toute attaque à distance", -3, None, 43),
    ("Modificateurs de tir", "Viseur Multi", 3, None, "+3 contre les cibles camouflées", 3, None, 44),
    ("Modificateurs de tir", "Brouillard Nanotechnique", 4, None, "Sans LdV, -6 en ORA", None, None, 45),
    ("Modificateurs de tir", "Hacker en Répétiteur", 5, None, "VOL -3", -3, "VOL", 46),
    ("Modificateurs de tir", "Pirater à distance (10 cm)", 6, "10 cm", "+3", 3, None, 48),
    ("Modificateurs de tir", "Pirater à distance (40 cm)", 7, "40 cm", "0", 0, None, 48),
    ("Modificateurs de tir", "Pirater à distance (80 cm)", 8, "80 cm", "-3", -3, None, 48),
    ("Modificateurs de tir", "Pirater à distance (>)", 9, ">", "-6", -6, None, 48),
    ("Types de terrains de Tunguska", "Zone Saturée", 1, None, "MOV/2 : toutes les troupes sauf Motos", None, None, 52),
    ("Types de terrains de Tunguska", "Zone Nanotech", 2, None, "-3 aux jets de PB des figurines à l'intérieur",
     -3, None, 53),
)  # fmt: skip

NOMAD_ROLLS = records(
    "table_name roll_from roll_to dice result source_line",
    ("Incident orbital", 1, 10, "D20", "Le déploiement est réussi.", 67),
    ("Incident orbital", 11, 17, "D20", "Dispersion de 10 cm vers le bord de table.", 68),
    ("Incident orbital", 18, 20, "D20", "L'adversaire place la troupe.", 69),  # `18+` on a D20
)

NOMAD_GRID = records(
    "row_index column_index column_label value source_line",
    (1, 1, None, "Pirater un TAG", 74),
    (1, 2, "PORTÉE", "ZdC", 74),
    (1, 3, "CIBLE", "TAG", 74),
    (1, 4, "EFFET", "Immobilisé", 74),
    (2, 1, None, "Posséder un TAG", 75),
    (2, 2, "PORTÉE", "ZdC", 75),
    (2, 3, "CIBLE", "TAG", 75),
    (2, 4, "EFFET", "Possédé", 75),
    (3, 1, None, "Griffe-1", 76),
    (3, 2, "PORTÉE", "ZdC", 76),
    (3, 3, "CIBLE", "Hacker", 76),
    (3, 4, "EFFET", "1 Blessure", 76),
)


def nomad_ids(rows: list[dict[str, Any]], *columns: str) -> list[dict[str, Any]]:
    return [{**row, **{c: f"infinity-nomads:{row[c]}" for c in columns if row[c] is not None}} for row in rows]


# Values the parser reads otherwise: (weapon_id, position) of the `K1` items, whose
# rule_name and param are asserted alone in test_nomad_k1_is_one_name below.
_K1_ITEMS = {("infinity-nomads:fusil-multi-k1", 1), ("infinity-nomads:mitrailleuse-lourde-k1", 1)}


def test_nomad_weapons():
    weapons = tables("infinity-nomads")["weapons"]
    expected = nomad_ids(NOMAD_WEAPONS, "weapon_id")
    assert sorted(weapons["weapon_id"]) == sorted(row["weapon_id"] for row in expected)
    assert differences(weapons, ("weapon_id",), expected) == []
    assert weapons["mode"].isna().all() and weapons["min_range"].isna().all()
    # The rules column: the MUNIT. cell, null where it marks none.
    assert weapons.set_index("weapon_id")["rules"].to_dict() == {row["weapon_id"]: row["rules_raw"] for row in expected}


def test_nomad_range_bands():
    ranges = tables("infinity-nomads")["weapon_ranges"]
    expected = nomad_ids(NOMAD_RANGES, "weapon_id")
    assert len(ranges) == len(expected)
    assert differences(ranges, ("weapon_id", "band_index"), expected) == []
    assert set(ranges["unit"]) == {"cm"}


def test_nomad_ammunition_links():
    links = tables("infinity-nomads")["weapon_rules"]
    expected = nomad_ids(NOMAD_LINKS, "weapon_id", "rule_id")
    assert len(links) == len(expected)
    for row in expected:
        if (row["weapon_id"], row["position"]) in _K1_ITEMS:
            row.pop("rule_name")
            row.pop("param")
    assert differences(links, ("weapon_id", "position"), expected) == []


def test_nomad_ammunition_table():
    frame = tables("infinity-nomads")
    ammunition = frame["ammunition"].merge(frame["rules"], on=["rule_id", "sheet_id"], suffixes=("", "_rule"))
    expected = nomad_ids(NOMAD_AMMUNITION, "rule_id")
    assert len(ammunition) == len(expected)
    assert differences(ammunition, ("rule_id",), expected) == []
    assert set(ammunition["section"]) == {"Munitions nomades"}
    assert (ammunition["text"] == ammunition["effect"]).all()


def test_nomad_skills():
    rules = tables("infinity-nomads")["rules"]
    expected = nomad_ids(NOMAD_SKILLS, "rule_id")
    assert differences(rules, ("rule_id",), expected) == []
    skills = rules[rules["section"] == "Compétences spéciales"]
    assert len(skills) == 6  # the five above and the thermo-optical camouflage
    assert one(skills, source_line=58)["text"] == NOMAD_CTO["text"]
    assert len(rules) == len(NOMAD_AMMUNITION) + 6


def test_nomad_modifiers():
    modifiers = tables("infinity-nomads")["modifiers"]
    assert len(modifiers) == len(NOMAD_MODIFIERS)
    assert differences(modifiers, ("section", "name"), NOMAD_MODIFIERS) == []


def test_nomad_dice_table_and_grid():
    frame = tables("infinity-nomads")
    assert len(frame["roll_tables"]) == len(NOMAD_ROLLS)
    assert differences(frame["roll_tables"], ("table_name", "roll_from"), NOMAD_ROLLS) == []
    grids = frame["reference_tables"]
    assert set(grids["table_name"]) == {"Profils de piratage"}
    assert len(grids) == len(NOMAD_GRID)
    assert differences(grids, ("row_index", "column_index"), NOMAD_GRID) == []


def test_nomad_every_line_read_and_valid():
    assert unparsed("infinity-nomads") == []
    valid("infinity-nomads")


# --- Warmachine: the mercenaries (tests/fixtures/sheets/warmachine-mercs.txt) ----------

MERC_RULES = records(
    "rule_id name name_alt section parent_rule_id source_line",
    ("regles-des-mercenaires", "RÈGLES DES MERCENAIRES", None, "RÈGLES DES MERCENAIRES", None, 1),
    ("contrat-des-quatre-etoiles", "Contrat des Quatre Étoiles", None, "CONTRATS", None, 11),
    ("contrat-des-hauts-boucaniers", "Contrat des Hauts Boucaniers", None, "CONTRATS", None, 12),
    ("contrat-de-l-or-et-du-sang", "Contrat de l'Or et du Sang", None, "CONTRATS", None, 13),
    ("facultes-d-armes", "FACULTÉS D'ARMES", None, "FACULTÉS D'ARMES", None, 15),
    ("arme-magique", "Arme Magique", "M", "FACULTÉS D'ARMES", "facultes-d-armes", 19),
    ("arme-a-chaine", "Arme à Chaîne", None, "FACULTÉS D'ARMES", "facultes-d-armes", 20),
    ("repoussement", "Repoussement", None, "FACULTÉS D'ARMES", "facultes-d-armes", 21),
    ("tir-rapide", "Tir Rapide", "TR", "FACULTÉS D'ARMES", "facultes-d-armes", 22),
    ("pillage", "PILLAGE", None, "CAPACITÉS DE MERCENAIRE", None, 26),
    ("chasseur-de-primes", "CHASSEUR DE PRIMES", "Capacité", "CAPACITÉS DE MERCENAIRE", None, 28),
    ("fidele-au-contrat", "FIDÈLE AU CONTRAT", None, "CAPACITÉS DE MERCENAIRE", None, 30),
    ("abordage", "ABORDAGE", None, "ABORDAGE", None, 32),
    ("desertion", "DÉSERTION", None, "DÉSERTION", None, 38),
)

MERC_TEXTS = {
    "contrat-des-quatre-etoiles": (
        "L'armée peut inclure des unités de cavalerie mercenaires. Ces unités gagnent Avant-garde."
    ),
    "contrat-des-hauts-boucaniers": (
        "Les figurines de l'armée ignorent le terrain d'eau peu profonde lors de leur déploiement."
    ),
    "contrat-de-l-or-et-du-sang": (
        "Une fois par partie, le joueur peut relancer un jet d'attaque raté d'une figurine mercenaire."
    ),
    "arme-magique": "L'arme peut endommager les figurines Incorporelles.",
    "arme-a-chaine": "Les attaques ignorent les bonus de DEF et d'ARM des boucliers et des targes.",
    "repoussement": (
        "Une figurine touchée est repoussée de 1\" directement à l'opposé de l'attaquant avant le jet de dégâts."
    ),
    "tir-rapide": "Avant l'attaque, lancez un d3 ; l'arme effectue ce nombre d'attaques initiales.",
    "pillage": (
        "Quand une figurine ennemie est détruite par une attaque de cette figurine, "
        "elle reçoit un point de focus ou d'âme."
    ),
    "chasseur-de-primes": (
        "Cette figurine gagne +2 sur ses jets d'attaque contre les personnages indépendants ennemis."
    ),
    "fidele-au-contrat": "Cette figurine ne peut jamais être prise pour cible par les effets de contrôle ennemis.",
}

MERC_MODIFIERS = records(
    "section name position condition value value_num source_line",
    ("MODIFICATEURS DE CHARGE", "Charge réussie", 1, None, "+2 sur le jet d'attaque; jet de dégâts boosté.", 2, 48),
    ("MODIFICATEURS DE CHARGE", "Charge ratée", 2, None, "L'activation de la figurine se termine immédiatement.",
     None, 49),
    ("MODIFICATEURS DE CHARGE", "Charge contre une cible surélevée", 3, None, "-2 sur le jet d'attaque", -2, 50),
    ("MODIFICATEURS DE TERRAIN", "Marécage", 1, None,
     "Déplacement à 1/2 SPD. Donne Dissimulation aux figurines à petit socle.", None, 54),
    ("MODIFICATEURS DE TERRAIN", "Pont de corde", 2, None,
     "Une seule figurine à la fois. Les warjacks ne peuvent pas le traverser.", None, 56),
    ("MODIFICATEURS DE TERRAIN", "Épave de warjack", 3, None, "Donne Couvert. Compte comme terrain difficile.",
     None, 58),
)  # fmt: skip

MERC_ROLLS = records(
    "table_name roll_from roll_to dice result source_line",
    ("DÉSERTION", 1, 1, "D6", "l'unité quitte le champ de bataille", 42),
    ("DÉSERTION", 2, 3, "D6", "l'unité ne peut ni charger ni courir ce tour", 43),
    ("DÉSERTION", 4, 6, "D6", "l'unité combat normalement", 44),
)


def merc_ids(rows: list[dict[str, Any]], *columns: str) -> list[dict[str, Any]]:
    return [{**row, **{c: f"warmachine-mercs:{row[c]}" for c in columns if row[c] is not None}} for row in rows]


def test_merc_rules():
    rules = tables("warmachine-mercs")["rules"]
    expected = merc_ids(MERC_RULES, "rule_id", "parent_rule_id")
    assert sorted(rules["rule_id"]) == sorted(row["rule_id"] for row in expected)
    assert differences(rules, ("rule_id",), expected) == []
    texts = [{"rule_id": f"warmachine-mercs:{rule}", "text": text} for rule, text in MERC_TEXTS.items()]
    assert differences(rules, ("rule_id",), texts) == []
    assert one(rules, name="Arme Magique")["abbreviation"] == "M"
    assert one(rules, name="Tir Rapide")["abbreviation"] == "TR"
    assert one(rules, name="CHASSEUR DE PRIMES")["tag"] == "Capacité"
    assert one(rules, name="Repoussement")["rule_key"] == "warmachine:facultes-d-armes/repoussement"
    assert rules["takes_param"].eq(False).all()


def test_merc_texts_of_headed_rules():
    rules = tables("warmachine-mercs")["rules"]
    mercs = one(rules, name="RÈGLES DES MERCENAIRES")["text"]
    assert mercs.startswith("Les mercenaires louent leurs services")
    assert mercs.endswith("- Une armée ne peut inclure qu'un seul contrat.")
    assert mercs.count("\n- ") == 3
    assert one(rules, name="FACULTÉS D'ARMES")["text"].startswith("Les facultés suivantes sont imprimées")
    boarding = one(rules, name="ABORDAGE")["text"]
    assert boarding.startswith("- Une figurine ne peut effectuer un abordage")
    assert boarding.count("\n- ") == 2
    assert "jet de dégâts de 2d6 + STR de l'attaquant" in boarding and "$" not in boarding
    assert one(rules, name="DÉSERTION")["text"].startswith("Au début de chaque tour, lancez un D6")


def test_merc_modifiers_and_dice():
    frame = tables("warmachine-mercs")
    assert len(frame["modifiers"]) == len(MERC_MODIFIERS)
    assert differences(frame["modifiers"], ("section", "name"), MERC_MODIFIERS) == []
    assert len(frame["roll_tables"]) == len(MERC_ROLLS)
    assert differences(frame["roll_tables"], ("table_name", "roll_from"), MERC_ROLLS) == []
    assert frame["weapons"].empty


def test_merc_every_line_read_and_valid():
    assert unparsed("warmachine-mercs") == []
    valid("warmachine-mercs")


# --- Epic: Titans (tests/fixtures/sheets/epic-titans.txt) -------------------------------

TITAN_RULES = records(
    "rule_id name name_alt section scope takes_param parent_rule_id source_line",
    ("boucliers-energetiques", "Boucliers Énergétiques", None, "Capacité Spéciale", "Unité", True, None, 1),
    ("engin-de-guerre", "Engin de Guerre", "EDG", "Capacité Spéciale", "Unité", False, None, 8),
    ("macro-arme", "Macro-arme", None, "Capacité Spéciale", "Arme", False, None, 16),
    ("tueur-de-titans", "Tueur de Titans", None, "Capacité Spéciale", "Arme", True, None, 22),
    ("reacteur-instable", "Réacteur Instable", None, "Capacité Spéciale", "Unité", False, None, 28),
    ("marcheur", "Marcheur", None, "Capacité Spéciale", "Unité", False, None, 34),
    ("ignore-les-couverts", "Ignore les Couverts", None, "Capacité Spéciale", "Arme", False, None, 39),
    ("tir-rapide", "Tir Rapide", None, "Capacité Spéciale", "Arme", False, None, 44),
    ("charge-lourde", "Charge Lourde", None, "Capacité Spéciale", "Arme", False, None, 49),
    ("chef", "Chef", None, "Capacité Spéciale", "Unité", False, None, 53),
)

# Named inside Engin de Guerre's description: their own rules, under it.
TITAN_SUB_ENTRIES = records(
    "rule_id name parent_rule_id source_line text",
    ("points-de-structure", "Points de Structure", "engin-de-guerre", 13,
     "chaque touche qui n'est pas sauvegardée retire un point de structure. "
     "L'Engin de Guerre est détruit quand il n'en a plus aucun."),
    ("degats-critiques", "Dégâts Critiques", "engin-de-guerre", 14,
     "sur un 6 au jet de dégâts, la touche devient critique et le joueur adverse jette un dé sur la fiche de l'engin."),
)  # fmt: skip

TITAN_TEXTS = {
    "boucliers-energetiques": (
        "Le Titan dispose de X boucliers énergétiques. Chaque touche obtenue par une arme de tir retire un "
        "bouclier au lieu d'infliger des dégâts.\n\nLes touches d'Assaut et les Macro-armes ignorent les "
        "boucliers.\n\nEn phase finale, le Titan relève D3 boucliers, sans dépasser sa valeur de départ."
    ),
    "macro-arme": (
        "Les touches infligées par une Macro-arme ignorent les sauvegardes normales ; seules les sauvegardes "
        "invulnérables s'appliquent.\n\nUne Macro-arme qui touche un Engin de Guerre inflige un point de "
        "structure supplémentaire."
    ),
    "reacteur-instable": (
        "Quand l'Engin de Guerre perd son dernier point de structure, jetez un dé pour chaque socle situé à "
        "5 cm ou moins.\n\nSur un 4+, le socle subit une touche de Macro-arme. Les boucliers ne protègent pas "
        "de l'explosion."
    ),
    "marcheur": (
        "Les socles Marcheurs relancent les tests de terrain dangereux ratés et peuvent traverser les "
        "obstacles de moins de 2 cm."
    ),
    "tir-rapide": None,  # printed `-`
    "charge-lourde": None,  # no description at all
}


def titan_ids(rows: list[dict[str, Any]], *columns: str) -> list[dict[str, Any]]:
    return [{**row, **{c: f"epic-titans:{row[c]}" for c in columns if row[c] is not None}} for row in rows]


def test_titan_records():
    rules = tables("epic-titans")["rules"]
    expected = titan_ids(TITAN_RULES, "rule_id")
    subs = titan_ids(TITAN_SUB_ENTRIES, "rule_id", "parent_rule_id")
    assert sorted(rules["rule_id"]) == sorted(row["rule_id"] for row in [*expected, *subs])
    assert differences(rules, ("rule_id",), expected) == []
    assert differences(rules, ("rule_id",), subs) == []
    texts = [{"rule_id": f"epic-titans:{rule}", "text": text} for rule, text in TITAN_TEXTS.items()]
    assert differences(rules, ("rule_id",), texts) == []
    engine = one(rules, name="Engin de Guerre")
    assert engine["abbreviation"] == "EDG"
    assert engine["text"].count("\n\n") == 3  # four paragraphs, the named ones kept in it
    assert "Points de Structure : chaque touche" in engine["text"]
    assert one(rules, name="Points de Structure")["rule_key"] == "epic:engin-de-guerre/points-de-structure"
    assert one(rules, name="Tueur de Titans")["text"].startswith("Chaque touche d'une arme Tueur de Titans (X)")


def test_titan_reports_and_lines():
    parsed = result("epic-titans")
    empty = sorted(entry["name"] for entry in parsed.report["empty_descriptions"])
    assert empty == ["Charge Lourde", "Tir Rapide"]
    assert parsed.report["stray_markup"] == [
        {"rule_id": "epic-titans:reacteur-instable", "removed": 2, "source_line": 28}
    ]
    assert tables("epic-titans")["roll_tables"].empty  # `sur un 6`, `Sur un 4+`: conditions, no table
    assert (parsed.coverage["kind"] == "rule").all()
    valid("epic-titans")


# --- Values the parser first read otherwise ------------------------------------------


def test_nomad_k1_is_one_name():
    links = tables("infinity-nomads")["weapon_rules"]
    for weapon_id, position in sorted(_K1_ITEMS):
        link = one(links, weapon_id=weapon_id, position=position)
        assert link["rule_name"] == "K1" and pd.isna(link["param"]), (link["rule_name"], link["param"])


def test_nomad_skill_abbreviation_is_split():
    rules = tables("infinity-nomads")["rules"]
    assert differences(rules, ("source_line",), [NOMAD_CTO]) == []


def test_ghar_param_in_parentheses():
    link = one(tables("antares-ghar")["weapon_rules"], weapon_id=_PARAM_IN_PARENTHESES[0], position=1)
    assert link["param"] == "3", link["param"]
