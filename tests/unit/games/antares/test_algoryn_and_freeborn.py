"""Antares sheets: real values from the Algoryn (pipe table) and Freeborn (tab table) sheets."""

import pandas as pd

from tests.conftest import one


def ranges_of(result, weapon_id):
    frame = result.tables["weapon_ranges"]
    return frame[frame["weapon_id"] == weapon_id].sort_values("band_index")


def test_every_weapon_profile(algoryn, freeborn):
    assert len(algoryn.tables["weapons"]) == 25
    assert len(freeborn.tables["weapons"]) == 28


def test_firing_mode_in_name_cell(algoryn):
    weapon = one(algoryn.tables["weapons"], name="Micro-X Launcher", mode="Tir Direct")
    assert weapon["weapon_id"] == "antares-algoryn:micro-x-launcher:tir-direct"
    assert weapon["source_line"] == 18
    assert weapon["strength"] == 1


def test_firing_mode_in_its_own_cell(freeborn):
    lance = one(freeborn.tables["weapons"], name="Plasma Lance", mode="Lance")
    assert lance["strength"] == 4
    assert lance["rules_raw"] == "Choisir la Cible, Imprécis"
    assert one(freeborn.tables["weapons"], name="Plasma Pistol")["mode"] is pd.NA


def test_mag_mortar_bands(algoryn):
    bands = ranges_of(algoryn, "antares-algoryn:mag-mortar")
    assert bands["band_label"].tolist() == ["Efficace", "Portée Longue", "Extrême"]
    assert bands["min"].iloc[0] == 10 and bands["max"].iloc[0] == 30
    assert pd.isna(bands["min"].iloc[1]) and bands["max"].iloc[1] == 40
    assert bands["max"].iloc[2] == 50
    assert set(bands["unit"]) == {"in"}


def test_absent_band_has_no_row(algoryn, freeborn):
    repeater = ranges_of(algoryn, "antares-algoryn:mag-repeater")
    assert repeater["band_index"].tolist() == [1, 2]  # Extrême is `Aucune`
    stave = ranges_of(freeborn, "antares-freeborn:imtel-stave:standard")
    assert stave["max"].tolist() == [10]  # `-` bands


def test_melee_only_row(algoryn):
    spinner = one(algoryn.tables["weapons"], name="D-Spinner")
    assert bool(spinner["melee_only"]) is True
    assert ranges_of(algoryn, spinner["weapon_id"]).empty
    assert spinner["strength_raw"] == "Variable" and pd.isna(spinner["strength"])


def test_strength_forms(algoryn, freeborn):
    weapons = algoryn.tables["weapons"]
    assert one(weapons, name="Mag Gun")["strength"] == 1
    fractal = one(weapons, name="Fractal Cannon")
    assert (fractal["strength"], fractal["strength_step"], fractal["strength_max"]) == (2, 1, 10)
    compression = one(weapons, name="Compression Cannon")
    assert pd.isna(compression["strength"]) and compression["strength_raw"] == "7/4/2"
    assert ranges_of(algoryn, compression["weapon_id"])["strength"].tolist() == [7, 4, 2]
    sensor = one(freeborn.tables["weapons"], name="Sensor Module")
    assert sensor["strength_raw"] == "NA" and pd.isna(sensor["strength"])


def test_rule_items_and_parameters(algoryn):
    rules = algoryn.tables["weapon_rules"]
    mortar = rules[rules["weapon_id"] == "antares-algoryn:mag-mortar"].sort_values("position")
    assert mortar[["label", "rule_name"]].values.tolist() == [
        ["SPx2", "SP"],
        ["Déflagration D10", "Déflagration"],
        ["Pas de Couvert", "Pas de Couvert"],
    ]
    assert mortar["param"].tolist()[:2] == ["x2", "D10"] and pd.isna(mortar["param"].iloc[2])
    assert one(rules, weapon_id="antares-algoryn:mag-repeater", position=1)["param"] == "2"
    assert rules[rules["weapon_id"] == "antares-algoryn:mag-pistol"].empty  # `–`


def glossary_name(result, weapon_id, position):
    link = one(result.tables["weapon_rules"], weapon_id=weapon_id, position=position)
    return one(result.tables["rules"], rule_id=link["rule_id"])["name"], link["match"]


def test_rule_links_to_glossary(algoryn, freeborn):
    assert glossary_name(algoryn, "antares-algoryn:mag-repeater", 1) == ("TR(n)", "exact")
    assert glossary_name(algoryn, "antares-algoryn:mag-mortar", 1) == ("SP, SPx2", "exact")
    assert glossary_name(algoryn, "antares-algoryn:x-launcher", 2) == ("Déflagration D(n)", "exact")
    assert glossary_name(freeborn, "antares-freeborn:x-launcher", 2) == ("Déflagration D3, D5, D10", "exact")
    assert glossary_name(algoryn, "antares-algoryn:fractal-cannon", 1) == ("Démolition et Démolition (m)", "exact")


def test_near_miss_is_fuzzy_and_reported(freeborn):
    assert glossary_name(freeborn, "antares-freeborn:plasma-lance:lance", 1) == ("Choisir une Cible", "fuzzy")
    fuzzy = [link for link in freeborn.report["links"] if link["match"] == "fuzzy"]
    assert fuzzy == [
        {
            "weapon_id": "antares-freeborn:plasma-lance:lance",
            "label": "Choisir la Cible",
            "match": "fuzzy",
            "rule_id": "antares-freeborn:choisir-une-cible",
            "glossary_name": "Choisir une Cible",
        }
    ]


def test_unresolved_items_stay_and_are_reported(algoryn, freeborn):
    link = one(algoryn.tables["weapon_rules"], weapon_id="antares-algoryn:mag-cannon", position=1)
    assert link["label"] == "Dégâts Massifs" and pd.isna(link["rule_id"]) and link["match"] == "unresolved"
    unresolved = {link["label"] for link in freeborn.report["links"] if link["match"] == "unresolved"}
    # `3 Attaques` must not be fuzzily taken for another number of attacks.
    assert unresolved == {"Dégâts Massifs", "3 Attaques"}


def test_glossary_entries(algoryn):
    rules = algoryn.tables["rules"]
    tr = one(rules, name="TR(n)")
    assert tr["section"] == "RÈGLES SPÉCIALES" and tr["source_line"] == 37
    assert tr["text"].startswith("Tir Rapide. Quand elle utilise")
    assert tr["text"].endswith("*Voir modificateurs de Tir.*")
    leader = one(rules, name="Leader (n)")
    assert leader["name_alt"] == "Chef" and leader["section"] == "RÈGLES SPÉCIALES COMMUNES"
    # `(SUITE)` continues the section it follows.
    assert one(rules, name="Grenade")["section"] == "RÈGLES SPÉCIALES"
    shield = one(rules, name="SHIELD DRONE")
    assert shield["name_alt"] == "Drone Bouclier" and shield["section"] == "BUDDY DRONES (DRONES COMPAGNONS)"
    assert one(rules, name="SPOTTER DRONE")["text"].startswith("- **Relances de Repérage** :")


def test_rule_text_keeps_nested_bullets(algoryn, freeborn):
    overhead = one(algoryn.tables["rules"], name="TIR EN SURPLOMB - SP")["text"]
    assert "- Tir en Aveugle :\n  - Ordre **Fire** uniquement\n  - Aucune LdV directe" in overhead
    synchroniser = one(freeborn.tables["rules"], name="SYNCHRONISER DRONE")["text"]
    assert "\n  - Test réussi : le joueur prend un dé d'ordre" in synchroniser


def test_page_headers_are_not_rules(algoryn):
    coverage = algoryn.coverage
    headers = coverage[coverage["kind"] == "page_header"]["source_line"].tolist()
    assert headers == [50, 156]
    assert not algoryn.tables["rules"]["name"].str.startswith("THE ALGORYN").any()


def rolls(result, table_name):
    frame = result.tables["roll_tables"]
    return frame[frame["table_name"] == table_name].sort_values("roll_from")


def test_damage_tables(algoryn):
    vehicles = rolls(algoryn, "Dégâts des Véhicules (Vehicles)")
    assert len(vehicles) == 8 and set(vehicles["dice"]) == {"D10"}
    row = one(vehicles, roll_from=2)
    assert (row["roll_to"], row["result"], row["source_line"]) == (3, "+1 Stress.", 365)
    assert one(rolls(algoryn, "Dégâts des Drones Armés (Weapon Drones)"), roll_from=6)["roll_to"] == 10
    assert len(rolls(algoryn, "Dégâts des Armes Lourdes (Heavy Weapons)")) == 4


def test_shield_drone_in_both_styles(algoryn, freeborn):
    pipe = rolls(algoryn, "SHIELD DRONE")
    bullets = rolls(freeborn, "SHIELD DRONE")
    assert pipe[["roll_from", "roll_to"]].values.tolist() == [[1, 1], [2, 9], [10, 10]]
    assert bullets[["roll_from", "roll_to"]].values.tolist() == [[1, 1], [2, 9], [10, 10]]
    assert bullets["result"].tolist()[1] == "tir bloqué, drone détruit"
    assert set(pipe["dice"]) == set(bullets["dice"]) == {"D10"}


def test_dice_outcomes_written_as_prose(algoryn, freeborn):
    ammo = rolls(algoryn, "SPECIAL AMMO")
    assert ammo[["roll_from", "roll_to"]].values.tolist() == [[1, 5], [6, 10]]
    assert ammo["result"].iloc[0].startswith("les munitions spéciales cessent de faire effet")
    assert rolls(freeborn, "ARC")["roll_to"].tolist() == [5, 10]
    exhausted = rolls(freeborn, "Épuisé")
    assert exhausted["result"].tolist() == [
        "le bâton est épuisé",
        "le bâton est rechargé et peut être utilisé normalement",
    ]
    # `… échoue sur un résultat de 10, …` inside a rule is a condition, not a dice table.
    assert rolls(freeborn, "SUBVERTER MATRIX").empty


def test_every_line_accounted_for(algoryn, freeborn):
    for result in (algoryn, freeborn):
        unparsed = result.coverage[result.coverage["kind"] == "unparsed"]
        assert unparsed.empty, unparsed.to_dict("records")
    assert len(algoryn.coverage) == 278
