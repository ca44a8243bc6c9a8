"""Forms a new sheet may print that the seeds do not: each read to the value it means."""

from __future__ import annotations

import pandas as pd

from pipeline.model.sheet import SheetEntry
from pipeline.parse.sheet import parse_text
from tests.conftest import one

ANTARES = SheetEntry("antares-test", "t.md", "antares", None, "Test", "markdown", "fr")

SHEET = """# LES TESTEURS

| **Arme** | Mode | Efficace | Longue | Extrême | VI (SV) | Règles |
|---|---|---|---|---|---|---|
| Lance Compresseur | - Tir | 10"-30" | 40" | Aucune | 7/4 | Cycle |
| Lance Compresseur | - Rafale | 10" | 20" | 30" | 1 | TR3 |

RÈGLES SPÉCIALES :

- **Cycle.** Sur un résultat de 10, l'arme cycle.
- **TR(n).** Tir rapide.

TABLE DE PANNE

| D10 | Effet |
|---|---|
| 1-6 | Rien. |
| 7+ | Panne. |

INCIDENTS

Lancez un D6 :

- 1-3 : tout va bien.
- 4+ : incident.
"""


def parsed() -> dict[str, pd.DataFrame]:
    return parse_text(SHEET.encode(), ANTARES).tables


def test_a_mode_column_headed_mode_and_a_strength_per_present_band():
    tables = parsed()
    shot = one(tables["weapons"], weapon_id="antares-test:lance-compresseur:tir")
    assert (shot["name"], shot["mode"], shot["strength_raw"], shot["min_range"]) == (
        "Lance Compresseur",
        "Tir",
        "7/4",
        10,
    )
    bands = tables["weapon_ranges"][tables["weapon_ranges"]["weapon_id"] == shot["weapon_id"]].sort_values("band_index")
    assert bands["band_label"].tolist() == ["Efficace", "Longue"]  # the header's `**Arme**` is no label
    assert bands["strength"].tolist() == [7, 4]
    burst = one(tables["weapon_rules"], weapon_id="antares-test:lance-compresseur:rafale")
    assert (burst["rule_name"], burst["param"], burst["match"]) == ("TR", "3", "exact")


def test_open_rolls_close_on_the_die():
    rolls = parsed()["roll_tables"]
    assert one(rolls, table_name="TABLE DE PANNE", roll_from=7)[["roll_to", "dice"]].tolist() == [10, "D10"]
    incident = rolls[rolls["table_name"] == "INCIDENTS"].sort_values("roll_from")
    assert incident[["roll_from", "roll_to", "dice"]].values.tolist() == [[1, 3, "D6"], [4, 6, "D6"]]
    assert incident["result"].tolist() == ["tout va bien.", "incident."]


def test_a_heading_with_a_colon_names_its_section_without_it():
    rules = parsed()["rules"]
    assert set(rules[rules["name"].isin(["Cycle", "TR(n)"])]["section"]) == {"RÈGLES SPÉCIALES"}


def test_a_bold_name_and_a_dash_lead_an_entry():
    from pipeline.extract.leads import bold_lead

    assert (bold_lead("**Broyeur** – Chaque touche compte.").name, bold_lead("**Broyeur** – Chaque.").text) == (
        "Broyeur",
        "Chaque.",
    )
    assert bold_lead("**Broyeur** -3 au tir") is None  # a value, not a lead
