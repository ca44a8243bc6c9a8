"""The Nomads (tests/fixtures/sheets/infinity-nomads.tsv), a new Infinity sheet, read to the
values written by hand from it: weapons, bands, ammunition and how items combine, skills,
modifiers, dice and grids; typed and validated. `K1` (an ammunition of its own, once split as
K + 1) and `Camouflage Thermo-Optique (CTO)` (its abbreviation) are asserted on their own."""

from __future__ import annotations

from typing import Any

import pandas as pd

from tests.conftest import one
from tests.hand_written import differences, records, tables, valid
from tests.helpers import unparsed

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


# --- Values the parser first read otherwise ------------------------------------------


def test_nomad_k1_is_one_name():
    links = tables("infinity-nomads")["weapon_rules"]
    for weapon_id, position in sorted(_K1_ITEMS):
        link = one(links, weapon_id=weapon_id, position=position)
        assert link["rule_name"] == "K1" and pd.isna(link["param"]), (link["rule_name"], link["param"])


def test_nomad_skill_abbreviation_is_split():
    rules = tables("infinity-nomads")["rules"]
    assert differences(rules, ("source_line",), [NOMAD_CTO]) == []
