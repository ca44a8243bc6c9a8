"""What the values mean for an app: band lookup, ammunition combinations, shared keys,
modifier order and numbers, names sorted out, text as printed, one null for no rule."""

from __future__ import annotations

import re

import numpy as np
import pandas as pd
import pytest

from pipeline.contract.schema import TABLES, columns
from tests.conftest import RAW, manifest, one, parsed


def all_tables(table: str) -> pd.DataFrame:
    return pd.concat([parsed(sheet_id).tables[table] for sheet_id in sorted(manifest())], ignore_index=True)


def bands_at(weapon_id: str, distance: float) -> list[str]:
    """The lookup the data dictionary documents."""
    ranges = all_tables("weapon_ranges")
    rows = ranges[ranges["weapon_id"] == weapon_id]
    inside = (
        (rows["lower"] <= distance)
        & (distance <= rows["upper"])
        & ((distance > rows["lower"]) | rows["lower_inclusive"])
    )
    return rows[inside.astype(bool)]["band_label"].tolist()


def test_a_distance_falls_in_one_band():
    assert bands_at("antares-algoryn:mag-gun", 15) == ["Efficace"]
    assert bands_at("antares-algoryn:mag-gun", 20) == ["Efficace"]
    assert bands_at("antares-algoryn:mag-gun", 20.5) == ["Portée Longue"]
    assert bands_at("antares-algoryn:x-launcher", 5) == []  # below its minimum range of 10"
    assert bands_at("antares-algoryn:x-launcher", 10) == ["Efficace"]
    assert bands_at("antares-algoryn:x-launcher", 121) == []
    assert bands_at("infinity-core:pistolet", 10) == ["COURTE"]
    assert bands_at("infinity-core:pistolet", 11) == ["MOYENNE"]
    mortar = one(all_tables("weapons"), weapon_id="antares-algoryn:mag-mortar")
    assert mortar["min_range"] == 10
    assert pd.isna(one(all_tables("weapons"), weapon_id="antares-algoryn:mag-gun")["min_range"])


def test_every_weapon_has_exactly_one_band_at_every_distance_it_can_shoot():
    ranges = all_tables("weapon_ranges")
    weapons = all_tables("weapons").set_index("weapon_id")
    checked = 0
    for weapon_id, rows in ranges.groupby("weapon_id"):
        start = weapons.at[weapon_id, "min_range"]
        start = 0.0 if pd.isna(start) else float(start)
        distances = np.arange(start, float(rows["upper"].max()) + 0.25, 0.5)[:, None]
        # The lookup of `bands_at`, for every distance (rows) and band (columns) at once.
        lower, upper = rows["lower"].to_numpy(float)[None, :], rows["upper"].to_numpy(float)[None, :]
        inclusive = rows["lower_inclusive"].to_numpy(bool)[None, :]
        inside = (lower <= distances) & (distances <= upper) & ((distances > lower) | inclusive)
        wrong = distances[inside.sum(axis=1) != 1, 0]
        assert not len(wrong), (weapon_id, wrong.tolist())
        checked += len(distances)
    assert checked > 10_000


def links(weapon_name: str) -> pd.DataFrame:
    weapon = one(parsed("infinity-core").tables["weapons"], name=weapon_name)
    frame = parsed("infinity-core").tables["weapon_rules"]
    return frame[frame["weapon_id"] == weapon["weapon_id"]].sort_values("position")


def test_ammunition_both_at_once_or_a_choice():
    assert links("Feuerbach")["combinator"].tolist() == ["all", "all"]  # AP+DA
    assert links("Fusil de Sniper Multi")["combinator"].tolist() == ["choice", "choice"]  # AP/DA
    assert links("Fusil de Sniper Multi")["profile"].tolist() == [1, 2]
    multi = one(parsed("infinity-core").tables["weapons"], name="Fusil Multi")
    assert (multi["rules_raw"], multi["burst_modes"]) == ("/AP/DA", "3/2/1")
    # /AP/DA: the normal ammunition is profile 1 (burst 3), AP profile 2 (burst 2), DA profile 3 (burst 1).
    assert links("Fusil Multi")[["label", "profile"]].values.tolist() == [["AP", 2], ["DA", 3]]
    assert len(multi["burst_modes"].split("/")) == 3
    assert links("Pistolet").empty and pd.isna(
        one(parsed("antares-algoryn").tables["weapon_rules"], weapon_id="antares-algoryn:mag-mortar", position=1)[
            "combinator"
        ]
    )


def test_keys_shared_across_sheets():
    rules = all_tables("rules")
    blast = rules[rules["name"].str.startswith("Déflagration D")]
    assert sorted(blast["sheet_id"]) == ["antares-algoryn", "antares-freeborn"]
    assert set(blast["rule_key"]) == {"antares:deflagration"} and set(blast["takes_param"]) == {True}
    weapons = all_tables("weapons")
    mag_gun = weapons[weapons["name"] == "Mag Gun"]
    assert len(mag_gun) == 2 and set(mag_gun["weapon_key"]) == {"antares:mag-gun"}
    assert one(weapons, weapon_id="antares-freeborn:plasma-carbine:dispersion")["weapon_key"] == (
        "antares:plasma-carbine:dispersion"
    )
    assert one(rules, sheet_id="antares-freeborn", name="Lent")["rule_key"] == "antares:iso-drone/lent"
    # One key, one answer to "does it take a parameter?", in every sheet of a game.
    top = rules[rules["parent_rule_id"].isna()]
    assert (top.groupby("rule_key")["takes_param"].nunique() == 1).all()


def test_ids_say_nothing_of_order():
    for sheet_id in manifest():
        ids = parsed(sheet_id).tables["rules"]["rule_id"]
        assert not ids.str.contains(r"-\d+$").any() or sheet_id == "infinity-core", ids[ids.str.contains(r"-\d+$")]
        assert ids.is_unique


def test_modifiers_keep_printed_order_and_numbers():
    modifiers = parsed("infinity-core").tables["modifiers"]
    distance = modifiers[modifiers["name"].str.startswith("Découvrir/Observateur")].sort_values("position")
    assert distance["condition"].tolist() == ["20 cm", "80 cm", "120 cm", ">"]
    assert distance["value_num"].tolist() == [3, 0, -3, -6] and distance["value"].tolist() == ["+3", "0", "-3", "-6"]
    # `TR -3, BLI +3`: its first attribute and number (the whole stays in `value`).
    cover = one(modifiers, name="Couverture Partielle")
    assert (cover["value_num"], cover["value_attribute"]) == (-3, "TR")
    melee = parsed("warmachine-core").tables["modifiers"]
    back = one(melee, section="MODIFICATEUR D'ATTAQUES DE MÊLÉE", name="Attaque de dos")
    assert (back["position"], back["value_num"]) == (1, 2)
    for frame in (modifiers, melee):
        for _, rows in frame.groupby("section"):
            assert sorted(rows["position"]) == list(range(1, len(rows) + 1))


def test_names_translations_abbreviations_and_tags():
    algoryn = parsed("antares-algoryn").tables["rules"]
    assert one(algoryn, name="Command")[["name_en", "abbreviation", "tag"]].tolist()[0] == "Command"
    assert one(algoryn, name="SHIELD DRONE")["name_en"] == "SHIELD DRONE"
    shock = one(parsed("infinity-core").tables["rules"], name="Shock")
    assert (shock["abbreviation"], shock["name_en"]) == ("SH", None) or pd.isna(shock["name_en"])
    warmachine = parsed("warmachine-core").tables["rules"]
    assert one(warmachine, name="ATTAQUE EN PASSANT")["tag"] == "Ordre"
    assert one(warmachine, name="LIGNE DE VUE")["abbreviation"] == "LDV"
    assert one(warmachine, name="ADE")["abbreviation"] == "ADE"
    assert pd.isna(one(warmachine, name="ATTAQUE EN PASSANT")["name_en"])


def _printed(text: str) -> str:
    """The sheet as the data quotes it: HTML italics as Markdown, formulas without `$`."""
    text = re.sub(r"<i>(.*?)</i>", r"*\1*", text)
    text = re.sub(r"\[/?[a-zA-Zéè]+\]", "", text)  # word-processor tags, removed and counted
    return " ".join(re.sub(r"\$([^$\n]+)\$", r"\1", text).split())


@pytest.mark.parametrize("sheet_id", sorted(manifest()))
def test_rule_text_is_the_sheets_own_characters(sheet_id):
    sheet = _printed((RAW / manifest()[sheet_id].file).read_text(encoding="utf-8"))
    for rule in parsed(sheet_id).tables["rules"].dropna(subset=["text"]).itertuples():
        for line in rule.text.split("\n"):
            content = line.strip().removeprefix("- ").strip()
            assert " ".join(content.split()) in sheet, (rule.name, content[:80])
        assert "\\*" not in rule.text  # no escape the sheet does not have


def test_text_plain_has_no_markup():
    rules = all_tables("rules").dropna(subset=["text"])
    assert not rules["text_plain"].str.contains(r"\*\*|<i>", regex=True).any()
    spotter = one(rules, sheet_id="antares-algoryn", name="SPOTTER DRONE")["text_plain"]
    assert spotter.startswith("• Relances de Repérage : Relance un test de Préc raté")
    engineer = one(rules, sheet_id="infinity-core", name="Ingénieur")
    assert engineer["text"].startswith("VOL : *+1 STR pour un véhicule.")  # the cell's own `*`


def test_every_table_names_its_sheet_and_line():
    for table in TABLES:
        if table == "sheets":
            continue
        assert "sheet_id" in columns(table), table
        assert "source_line" in columns(table), table


def test_no_rule_is_one_null():
    weapons = all_tables("weapons")
    pistol = one(weapons, weapon_id="antares-algoryn:mag-pistol")
    assert pistol["rules_raw"] == "–" and pd.isna(pistol["rules"])
    rifle = one(weapons, weapon_id="infinity-core:fusil")
    assert rifle["rules_raw"] == "xx" and pd.isna(rifle["rules"])
    assert one(weapons, weapon_id="antares-algoryn:mag-mortar")["rules"] == "SPx2, Déflagration D10, Pas de Couvert"
    assert not (weapons["rules"] == "").any() and not (weapons["rules_raw"] == "").any()
