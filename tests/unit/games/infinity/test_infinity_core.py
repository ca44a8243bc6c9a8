"""Infinity sheet (tab-separated tables under free-text headings): real values."""

import pandas as pd
import pytest

from tests.conftest import one, parsed


@pytest.fixture(scope="module")
def infinity():
    return parsed("infinity-core")


def weapon(result, name):
    return one(result.tables["weapons"], name=name)


def band(result, name, label):
    ranges = result.tables["weapon_ranges"]
    return one(ranges, weapon_id=weapon(result, name)["weapon_id"], band_label=label)


def test_every_weapon_row(infinity):
    assert len(infinity.tables["weapons"]) == 49


def test_bands_in_cm_with_modifiers(infinity):
    extreme = band(infinity, "Pistolet", "EXTREME")
    assert (extreme["max"], extreme["modifier"], extreme["unit"]) == (60, -6, "cm")
    assert pd.isna(extreme["min"])
    short = band(infinity, "Pistolet", "COURTE")
    assert (short["max"], short["modifier"]) == (10, 3)
    assert band(infinity, "Fusil", "COURTE")["modifier"] == 0
    assault = infinity.tables["weapon_ranges"]
    assault = assault[assault["weapon_id"] == weapon(infinity, "Pistolet d'Assault")["weapon_id"]]
    assert assault["band_label"].tolist() == ["COURTE", "MOYENNE"]  # LONGUE and EXTREME are `--`


def test_star_is_a_flag_not_part_of_the_name(infinity):
    pistol = weapon(infinity, "Pistolet")
    assert bool(pistol["close_combat"]) is True
    assert bool(weapon(infinity, "Fusil")["close_combat"]) is False
    knife = weapon(infinity, "Couteau")
    assert bool(knife["melee_only"]) is True
    assert not infinity.tables["weapons"]["name"].str.endswith("*").any()


def test_damage_forms(infinity):
    assert weapon(infinity, "Fusil")["strength"] == 13
    knife = weapon(infinity, "Couteau")
    assert (knife["strength_raw"], knife["strength_attribute"], knife["strength_modifier"]) == ("PH-2", "PH", -2)
    assert pd.isna(knife["strength"])
    melee = weapon(infinity, "Arme de Corps à Corps")
    assert (melee["strength_attribute"], melee["strength_modifier"]) == ("PH", 0)
    assert weapon(infinity, "Impulsion Electrique")["strength_modifier"] == -6
    glue = weapon(infinity, "Lance Adhésifs")
    assert glue["strength_raw"] == "Adh." and pd.isna(glue["strength"]) and pd.isna(glue["strength_attribute"])


def test_burst_forms(infinity):
    multi = weapon(infinity, "Fusil Multi")
    assert (multi["burst_raw"], multi["burst"], multi["burst_modes"]) == ("3//2//1", 3, "3/2/1")
    assert weapon(infinity, "Pistolet")["burst_modes"] == "2/1"
    shotgun = weapon(infinity, "Fusil à pompe Léger")
    assert (shotgun["burst"], shotgun["burst_alt"]) == (2, 3)
    kanone = weapon(infinity, "Akrylat-Kanone")
    assert (kanone["burst"], kanone["burst_uses"]) == (1, 2)
    uragan = weapon(infinity, "LRM Uragan")
    assert (uragan["burst"], bool(uragan["burst_marked"])) == (3, True)
    assert pd.isna(weapon(infinity, "Grenade")["burst"])


def test_template_ammunition_and_em_columns(infinity):
    katyusha = weapon(infinity, "LRM Katyusha")
    assert (katyusha["template"], katyusha["template_count"]) == ("Circulaire", 3)
    assert weapon(infinity, "Fusil à Plasma")["template"] == "Circulaire PteLarme"
    assert pd.isna(weapon(infinity, "Fusil")["template"])
    assert bool(weapon(infinity, "Contender")["em_vulnerable"]) is True
    assert bool(weapon(infinity, "Fusil")["em_vulnerable"]) is False
    assert weapon(infinity, "Fusil Multi")["rules_raw"] == "/AP/DA"


def ammo_links(result, name):
    links = result.tables["weapon_rules"]
    rows = links[links["weapon_id"] == weapon(result, name)["weapon_id"]].sort_values("position")
    rules = result.tables["rules"].set_index("rule_id")["name"]
    return [
        (row.label, rules.get(row.rule_id) if pd.notna(row.rule_id) else None, row.match) for row in rows.itertuples()
    ]


def test_ammunition_items_link_to_the_ammunition_table(infinity):
    assert ammo_links(infinity, "Fusil Multi") == [("AP", "AP", "exact"), ("DA", "DA", "exact")]
    assert ammo_links(infinity, "Charge creuse (D-Charge)") == [("AP", "AP", "exact"), ("EXP", "EXP", "exact")]
    assert ammo_links(infinity, "Lance-missiles") == [("EXP", "EXP", "exact"), ("AP", "AP", "exact")]
    assert ammo_links(infinity, "Blitzen") == [("E/M2", "E/M2", "exact")]
    assert ammo_links(infinity, "Crazy Koala") == [("SH", "Shock", "exact")]
    assert ammo_links(infinity, "Fusil à pompe Lourd") == [("N", "Normale", "exact"), ("AP", "AP", "exact")]
    assert ammo_links(infinity, "Nanopulseur") == [("Nano", "Nanotech", "fuzzy")]
    assert ammo_links(infinity, "Impulsion Electrique") == [("IMM", None, "unresolved")]
    assert ammo_links(infinity, "Fusil") == []  # `xx`


def test_ammunition_table(infinity):
    ammunition = infinity.tables["ammunition"].merge(infinity.tables["rules"], on=["rule_id", "sheet_id"])
    ap = one(ammunition, name="AP")
    assert (ap["effect"], ap["roll"], ap["critical_effect"]) == ("1 blessure", "🎲BLI/2", "Blessure directe")
    smoke = one(ammunition, name="Fumigène")
    assert pd.isna(smoke["roll"]) and pd.isna(smoke["critical_effect"])
    assert one(ammunition, name="Shock")["name_alt"] == "SH"


def test_modifiers_and_distance_row(infinity):
    modifiers = infinity.tables["modifiers"]
    cover = one(modifiers, name="Couverture Partielle")
    assert (cover["section"], cover["value"], cover["source_line"]) == ("Modificateurs de base", "TR -3, BLI +3", 86)
    near = one(modifiers, name="Découvrir/Observateur d'Artillerie (20 cm)")
    assert (near["condition"], near["value"]) == ("20 cm", "+3")
    assert one(modifiers, name="Découvrir/Observateur d'Artillerie (>)")["value"] == "-6"
    assert one(modifiers, name="Difficile")["section"] == "Types de terrains"


def test_skills_and_other_tables(infinity):
    rules = infinity.tables["rules"]
    doctor = one(rules, name="Docteur")
    assert (doctor["section"], doctor["text"], doctor["source_line"]) == (
        "Compétences",
        "VOL : Annule un statut inconscient",
        115,
    )
    assert one(rules, name="Ordre Coordonné")["text"].startswith("4 figurines ou moins")
    assert one(rules, name="Séquence Ordre/ORA")["text"].startswith("- 1. Choisir une figurine")
    grids = infinity.tables["reference_tables"]
    reserve = grids[grids["table_name"] == "Réserve d'ordre"]
    cell = one(reserve, row_index=1, column_index=2)
    assert (cell["column_label"], cell["value"]) == ("Lieutenant actif", "+1 Ordre dans la Réserve du groupe")
    assert set(grids["table_name"]) == {
        "Réserve d'ordre",
        "Dépenser un ordre",
        "Dépenser un ordre (2)",
        "Bonus des troupes liées",
        "Dispersion",
        "Effet des munitions E/M",
    }


def test_every_line_accounted_for(infinity):
    assert (infinity.coverage["kind"] != "unparsed").all()
