"""Warmachine weapons as `weapons` rows: a faction sheet's weapons table (columns in any
order, French or English labels), card stat lines under a weapon's name, and the
abilities linked to the sheet's rules with their parameters. Every value checked by hand."""

from __future__ import annotations

from functools import cache

import pandas as pd
import pytest

from pipeline.model.errors import SheetError
from pipeline.model.result import ParseResult
from pipeline.model.sheet import SheetEntry
from pipeline.parse.sheet import parse_sheet, parse_text
from pipeline.workflow.manifest import load_manifest
from tests.conftest import one
from tests.helpers import ROOT

# A Khador faction sheet as a player types it: a tab table whose power comes before its
# range, a close-combat row, a spray, an AOE, `P+S` and `—` powers, a control range, then
# two weapons copied from cards and the glossary of the abilities they cite.
KHADOR = """\
KHADOR – FICHE DE FACTION

ARMES DES WARJACKS

Arme\tPUI\tPOR\tCdT\tZDE\tFacultés
Canon Bombarde\t14\t14\t1\t3"\tArme lourde, Dévastation (2)
Lance-flammes\t12\tSP 8\t1\t—\tCritique : Feu, Continuous Effect: Fire
Hache de guerre\tP+S\t0,5\t—\t—\tArme magique
Griffes\t—\tCàC\t—\t—\t—
Mortier\t2+D3\t20"\td3\t4\tDévastation (2)
Aura de givre\t10\tContrôle\t—\t—\tGel

ARMES DU JUGGERNAUT

Hache de glace
POR 0,5   PUI 7   Facultés : Gel, Arme magique
Canon à glace
POR 12   CdT 1   ZDE —   PUI 13
Facultés : Gel

FACULTÉS D'ARMES

Arme lourde. Un warjack touché est mis au tapis s'il a un socle plus petit que l'attaquant.
Arme magique. L'arme peut endommager les figurines incorporelles.
Critique. Sur une touche critique, la cible subit l'effet nommé après la faculté.
Continuous Effect. La cible subit l'effet continu nommé à chaque phase d'entretien.
Dévastation. Les figurines sous la ZDE subissent ce nombre de dés de dégâts en plus.
Gel. Une figurine touchée devient stationnaire pendant un round.
"""


def _entry(file: str = "khador.txt", format_name: str = "freetext") -> SheetEntry:
    return SheetEntry("wm", file, "warmachine", "Khador", "Khador", format_name)


@cache
def khador() -> ParseResult:
    return parse_text(KHADOR.encode(), _entry())


def _plain(values: object) -> tuple:
    """Values as Python compares them: a missing value None, a NumPy bool or number a Python one."""
    return tuple(None if pd.isna(value) else getattr(value, "item", lambda v=value: v)() for value in values)


def _weapon(name: str) -> dict:
    row = one(khador().tables["weapons"], name=name)
    return dict(zip(row.index, _plain(row.tolist()), strict=True))


def _bands(weapon_id: str) -> list[tuple]:
    ranges = khador().tables["weapon_ranges"]
    rows = ranges[ranges["weapon_id"] == weapon_id]
    return [_plain(row) for row in rows[["band_label", "min", "max", "unit", "lower", "upper"]].itertuples(index=False)]


def _rules(weapon_id: str) -> list[tuple]:
    links = khador().tables["weapon_rules"]
    rows = links[links["weapon_id"] == weapon_id].sort_values("position")
    return [_plain(row) for row in rows[["rule_name", "param", "rule_id", "match"]].itertuples(index=False)]


def test_every_weapon_is_a_weapons_row_in_sheet_order():
    result = khador()
    assert result.tables["weapons"]["name"].tolist() == [
        "Canon Bombarde",
        "Lance-flammes",
        "Hache de guerre",
        "Griffes",
        "Mortier",
        "Aura de givre",
        "Hache de glace",
        "Canon à glace",
    ]
    assert result.tables["weapons"]["position"].tolist() == list(range(1, 9))
    assert "reference_tables" not in result.tables or result.tables["reference_tables"].empty
    coverage = result.coverage
    assert coverage.loc[coverage["kind"] == "unparsed", "text"].tolist() == []
    # The card lines are the weapon's, not the text of a rule `ARMES DU JUGGERNAUT`.
    assert set(coverage.loc[coverage["source_line"].isin([15, 16, 17, 18, 19]), "kind"]) <= {"weapon", "table_header"}
    assert "ARMES DU JUGGERNAUT" not in result.tables["rules"]["name"].tolist()


def test_a_range_in_inches_is_one_band_from_zero():
    cannon = _weapon("Canon Bombarde")
    assert (cannon["melee_only"], cannon["min_range"]) == (False, None)
    assert _bands(cannon["weapon_id"]) == [("POR", None, 14.0, "in", 0.0, 14.0)]
    assert _bands(_weapon("Hache de guerre")["weapon_id"]) == [("POR", None, 0.5, "in", 0.0, 0.5)]
    assert _bands(_weapon("Mortier")["weapon_id"]) == [("POR", None, 20.0, "in", 0.0, 20.0)]


def test_power_rate_and_area():
    cannon = _weapon("Canon Bombarde")
    assert (cannon["strength_raw"], cannon["strength"]) == ("14", 14)
    assert (cannon["burst_raw"], cannon["burst"]) == ("1", 1)
    assert (cannon["template_raw"], cannon["template"]) == ('3"', "aoe-3")
    mortar = _weapon("Mortier")
    assert (mortar["strength_raw"], mortar["strength"]) == ("2+D3", None)
    assert (mortar["burst_raw"], mortar["burst"]) == ("d3", None)
    assert (mortar["template_raw"], mortar["template"]) == ("4", "aoe-4")
    axe = _weapon("Hache de guerre")
    assert (axe["strength_raw"], axe["strength"], axe["burst_raw"], axe["burst"]) == ("P+S", None, "—", None)
    assert (axe["template_raw"], axe["template"]) == ("—", None)


def test_a_spray_is_one_band_and_its_template():
    flamer = _weapon("Lance-flammes")
    assert flamer["melee_only"] is False
    assert _bands(flamer["weapon_id"]) == [("POR", None, 8.0, "in", 0.0, 8.0)]
    assert (flamer["template_raw"], flamer["template"]) == ("SP 8", "spray-8")


def test_close_combat_and_control_ranges_have_no_band():
    claws = _weapon("Griffes")
    assert (claws["melee_only"], claws["strength_raw"], claws["strength"]) == (True, "—", None)
    assert (claws["rules_raw"], claws["rules"]) == ("—", None)
    aura = _weapon("Aura de givre")
    assert aura["melee_only"] is False
    ranges = khador().tables["weapon_ranges"]
    assert set(ranges["weapon_id"]) & {claws["weapon_id"], aura["weapon_id"]} == set()


def test_abilities_link_to_the_glossary_with_their_parameters():
    assert _rules(_weapon("Canon Bombarde")["weapon_id"]) == [
        ("Arme lourde", None, "wm:arme-lourde", "exact"),
        ("Dévastation", "2", "wm:devastation", "exact"),
    ]
    assert _rules(_weapon("Lance-flammes")["weapon_id"]) == [
        ("Critique", "Feu", "wm:critique", "exact"),
        ("Continuous Effect", "Fire", "wm:continuous-effect", "exact"),
    ]
    assert _rules(_weapon("Hache de guerre")["weapon_id"]) == [("Arme magique", None, "wm:arme-magique", "exact")]
    assert _rules(_weapon("Griffes")["weapon_id"]) == []


def test_card_stat_lines_under_a_weapon_name():
    axe = _weapon("Hache de glace")
    assert (axe["strength"], axe["burst_raw"], axe["template_raw"], axe["source_line"]) == (7, None, None, 15)
    assert axe["rules_raw"] == "Gel, Arme magique"
    assert _bands(axe["weapon_id"]) == [("POR", None, 0.5, "in", 0.0, 0.5)]
    assert [name for name, *_ in _rules(axe["weapon_id"])] == ["Gel", "Arme magique"]
    gun = _weapon("Canon à glace")  # its abilities on the line under its stats
    assert (gun["strength"], gun["burst"], gun["template_raw"], gun["rules_raw"]) == (13, 1, "—", "Gel")
    assert _bands(gun["weapon_id"]) == [("POR", None, 12.0, "in", 0.0, 12.0)]
    assert _rules(gun["weapon_id"]) == [("Gel", None, "wm:gel", "exact")]


ENGLISH_PIPE = """\
# Cygnar weapons

| Special | POW | Name | RNG | ROF | AOE |
|---|---|---|---|---|---|
| Continuous Effect: Fire | 12 | Inferno | SP8 | 1 | - |
| Weapon Master | P+S | Quake Hammer | CQ | - | - |

## Abilities

- **Continuous Effect** – The target suffers the named effect.
- **Weapon Master** – Roll an additional die on damage rolls.
"""


def test_english_labels_in_any_order_in_a_pipe_table():
    result = parse_text(ENGLISH_PIPE.encode(), _entry("cygnar.md", "markdown"))
    weapons = result.tables["weapons"]
    inferno = one(weapons, name="Inferno")
    assert _plain(inferno[["strength", "burst", "template", "melee_only"]]) == (12, 1, "spray-8", False)
    assert one(result.tables["weapon_ranges"], weapon_id=inferno["weapon_id"])["band_label"] == "RNG"
    hammer = one(weapons, name="Quake Hammer")
    assert _plain(hammer[["melee_only", "strength_raw", "strength"]]) == (True, "P+S", None)
    links = result.tables["weapon_rules"]
    assert one(links, weapon_id=inferno["weapon_id"])[["param", "rule_id"]].tolist() == ["Fire", "wm:continuous-effect"]


@pytest.mark.parametrize(
    "line",
    ["RNG 10 ROF 1 AOE - POW 12", "RNG 10  ROF 1  AOE -  POW 12  Abilities: Weapon Master", "POR 10\tCdT 1\tPUI 12"],
)
def test_the_english_and_tabbed_stat_lines(line):
    text = f"CYGNAR\n\nARMES\n\nChain Gun\n{line}\n"
    weapon = one(parse_text(text.encode(), _entry()).tables["weapons"], name="Chain Gun")
    assert (weapon["strength"], weapon["burst"]) == (12, 1)


def test_a_range_without_power_stays_a_reference_table():
    text = "KHADOR\n\nDISTANCES\n\nArme\tPOR\tNote\nCanon\t10\tlourd\nFusil\t12\tléger\n"
    result = parse_text(text.encode(), _entry())
    assert "weapons" not in result.tables or result.tables["weapons"].empty
    grid = result.tables["reference_tables"]
    assert grid[grid["row_index"] == 1]["value"].tolist() == ["Canon", "10", "lourd"]


def test_a_bad_range_names_line_and_column():
    text = "KHADOR\n\nARMES\n\nArme\tPOR\tPUI\nCanon\tloin\t12\n"
    with pytest.raises(SheetError) as raised:
        parse_text(text.encode(), _entry())
    error = raised.value
    assert (error.line, error.cell, error.found, error.code) == (6, "POR", "loin", "bad-cell")
    assert "SP 8" in error.expected


def test_the_real_warmachine_sheet_is_read_as_before():
    """raw/warmachine-core.txt prints no weapon: it gives no weapons row, and its tables stay."""
    entry = next(entry for entry in load_manifest(ROOT / "raw" / "sheets.yaml") if entry.game == "warmachine")
    tables = parse_sheet(entry, ROOT / "raw").tables
    assert tables["weapons"].empty and tables["weapon_rules"].empty
    assert len(tables["rules"]) == 30 and len(tables["modifiers"]) == 25


def test_a_quoted_csv_export():
    text = (
        'ARMES\n\nArme,POR,CdT,ZDE,PUI,Facultés\n"Canon, modèle lourd",14,1,3,14,"Arme lourde, Dévastation (2)"\n'
        'Hache,"0,5",—,—,P+S,Arme magique\n'
    )
    result = parse_text(text.encode(), _entry("khador.csv", "tabular"))
    weapons = result.tables["weapons"]
    assert weapons["name"].tolist() == ["Canon, modèle lourd", "Hache"]
    assert _plain(weapons["strength"]) == (14, None)
    assert result.tables["weapon_rules"]["label"].tolist() == ["Arme lourde", "Dévastation (2)", "Arme magique"]
    assert result.tables["weapon_ranges"]["max"].tolist() == [14.0, 0.5]
