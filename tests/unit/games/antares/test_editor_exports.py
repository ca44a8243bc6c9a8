"""Antares: five new faction sheets as other editors and tools write them
(tests/fixtures/sheets/antares-*.md), each read to the values written by hand from the sheet.

- `antares-ghar-parias.md`: a YAML front matter block, HTML comments (a line, several lines,
  inside a cell), Setext headings over `###` entries, a pipe table without outer pipes and
  with alignment colons, rule items as Markdown links and parted by `<br>`;
- `antares-isorian-cp1252.md`: Windows-1252 with CRLF, ranges in `po`, the VI before the
  bands, a `Points` column, no-break spaces before `:`, glossary `**Nom** — texte`;
- `antares-concord-c3.md`: UTF-8 with a BOM, the weapons in three tables, ranges in
  `pouces` and `''`, `SP x3`, `Blast D10`, `TR 3`, glossaries as numbered lists (`1.`,
  `1)`), hard line breaks (two trailing spaces);
- `antares-boromites-tectoristes.md`: trailing spaces and tabs on every line, tab-indented
  `*` bullets, HTML character references (`&nbsp;`, `&rsquo;`, `&#8209;`), escaped pipes
  in cells, a firing mode on a row of its own (`- Charge`);
- `antares-algoryn-ia.md`: bare numbers under headers naming the unit (`Efficace (po)`),
  narrow no-break spaces inside numbers (`1 000`) and before `:`, `+` bullets.
"""

from __future__ import annotations

from typing import Any

import pytest

from pipeline.contract.validate import typed_tables, validate_tables
from pipeline.model.errors import SheetError
from pipeline.render.context import sheet_weapons
from tests.antares_tables import kinds, rules
from tests.conftest import antares_fixture as result
from tests.conftest import parse_antares as parse
from tests.conftest import rows

NAMES = (
    "antares-ghar-parias",
    "antares-isorian-cp1252",
    "antares-concord-c3",
    "antares-boromites-tectoristes",
    "antares-algoryn-ia",
)


def weapons(sheet_id: str) -> list[tuple[Any, ...]]:
    frame = result(sheet_id).tables["weapons"].sort_values("position")
    return rows(frame, ["name", "mode", "melee_only", "strength_raw", "strength"])


def bands(sheet_id: str, weapon: str) -> list[tuple[Any, ...]]:
    frame = result(sheet_id).tables["weapon_ranges"]
    frame = frame[frame["weapon_id"] == f"{sheet_id}:{weapon}"].sort_values("band_index")
    return rows(frame, ["band_label", "min", "max"])


def links(sheet_id: str) -> list[tuple[Any, ...]]:
    frame = result(sheet_id).tables["weapon_rules"].sort_values(["source_line", "position"])
    frame = frame.assign(weapon=frame["weapon_id"].str.removeprefix(f"{sheet_id}:"))
    frame = frame.assign(rule=frame["rule_id"].str.removeprefix(f"{sheet_id}:"))
    return rows(frame, ["weapon", "label", "rule_name", "param", "rule", "match"])


@pytest.mark.parametrize("sheet_id", NAMES)
def test_every_line_is_read_and_the_tables_are_valid(sheet_id):
    assert "unparsed" not in kinds(sheet_id).values()
    typed, violations = typed_tables(result(sheet_id).rows)
    assert not violations
    assert not validate_tables(typed)


# --- Ghar Outcasts: front matter, comments, Setext, tables without outer pipes -------------


def test_front_matter_and_comments_are_set_aside_as_such():
    lines = kinds("antares-ghar-parias")
    assert [lines[number] for number in range(1, 6)] == ["front_matter"] * 5
    assert [lines[number] for number in (7, 24, 25, 26, 27)] == ["comment"] * 5
    assert "titre" not in rules("antares-ghar-parias")


def test_a_pipe_table_without_outer_pipes_is_a_weapons_table():
    assert weapons("antares-ghar-parias") == [
        ("Scrap Gun", None, False, "1", 1),
        ("Scourer Cannon", None, False, "1", 1),
        ("Disruptor Cannon", None, False, "1", 1),
        ("Plasma Dump", None, False, "3", 3),
        ("Tractor Maul", None, True, "4", 4),
        ("Flicker Grenades", None, False, "1", 1),
    ]
    assert bands("antares-ghar-parias", "disruptor-cannon") == [
        ("Efficace", None, 20.0),
        ("Longue", None, 30.0),
        ("Extrême", None, 50.0),
    ]
    assert bands("antares-ghar-parias", "plasma-dump") == [("Efficace", None, 10.0)]


def test_rule_items_as_links_parted_by_line_breaks_or_followed_by_a_comment():
    assert links("antares-ghar-parias") == [
        ("scrap-gun", "Arme de Récupération", "Arme de Récupération", None, "arme-de-recuperation", "exact"),
        ("scourer-cannon", "TR4", "TR", "4", "tr-n", "exact"),
        ("scourer-cannon", "Arme de Récupération", "Arme de Récupération", None, "arme-de-recuperation", "exact"),
        ("disruptor-cannon", "Distorsion", "Distorsion", None, "distorsion", "exact"),
        ("disruptor-cannon", "Pas de Couvert", "Pas de Couvert", None, "pas-de-couvert", "exact"),
        ("plasma-dump", "Déflagration D6", "Déflagration", "D6", "deflagration-d-n", "exact"),
        ("plasma-dump", "Dangereux", "Dangereux", None, "dangereux", "exact"),
        ("tractor-maul", "Lent", "Lent", None, "lent", "exact"),
        ("tractor-maul", "Brèche (1)", "Brèche", "1", "breche-n", "exact"),
        ("flicker-grenades", "Déflagration D3", "Déflagration", "D3", "deflagration-d-n", "exact"),
    ]


def test_the_rules_column_and_the_reference_sheet_give_the_rules_as_they_print():
    frame = result("antares-ghar-parias").tables["weapons"].set_index("name")
    assert frame.loc["Scourer Cannon", "rules"] == "TR4, Arme de Récupération"
    assert frame.loc["Scourer Cannon", "rules_raw"] == "[TR4](#tr-n), [Arme de Récupération](#arme-de-recuperation)"
    assert frame.loc["Tractor Maul", "rules"] == "Lent, Brèche (1)"
    _, headers, printed = sheet_weapons(result("antares-ghar-parias").tables, "antares")
    cells = {weapon["name"]: dict(zip(headers, weapon["cells"], strict=True)) for weapon in printed}
    assert cells["Tractor Maul"]["Règles spéciales"] == "Lent, Brèche (1)"
    assert cells["Flicker Grenades"]["Règles spéciales"] == "Déflagration D3"


def test_hash_headings_under_setext_sections_are_entries_of_that_section():
    found = rules("antares-ghar-parias")
    for name in ("Arme de Récupération", "TR (n)", "Distorsion", "Lent", "Brèche (n)"):
        assert found[name]["section"] == "Règles Spéciales", name
    assert found["TR (n)"]["text"] == "Tir Rapide : l'arme tire (n) fois en mode dispersion."
    assert found["Brèche (n)"]["takes_param"] is True
    table = result("antares-ghar-parias").tables["roll_tables"]
    assert rows(table, ["table_name", "roll_from", "roll_to"]) == [
        ("Table de Révolte", 1, 3),
        ("Table de Révolte", 4, 8),
        ("Table de Révolte", 9, 10),
    ]


# --- Isorians: Windows-1252, `po`, VI first, a Points column, `**Nom** — texte` -----------


def test_ranges_in_po_with_the_vi_first_and_a_points_column():
    sheet = "antares-isorian-cp1252"
    assert result(sheet).report["encoding"] == "cp1252"
    assert weapons(sheet) == [
        ("Phase Rifle", None, False, "1", 1),
        ("Phase Pistol", None, False, "1", 1),
        ("Phase Repeater", None, False, "0", 0),
        ("Phase Cannon", None, False, "4", 4),
        ("Phase Sniper Rifle", None, False, "2", 2),
        ("Shard Grenades", None, False, "1", 1),
        ("Nano Lame", None, True, "2", 2),
    ]
    assert bands(sheet, "phase-sniper-rifle") == [
        ("Efficace", 10.0, 40.0),
        ("Longue", None, 60.0),
        ("Extrême", None, 80.0),
    ]
    assert bands(sheet, "phase-repeater") == [("Efficace", None, 20.0), ("Longue", None, 30.0)]
    assert bands(sheet, "shard-grenades") == [("Efficace", None, 5.0)]


def test_bold_names_before_a_dash_are_glossary_entries_without_their_markup():
    found = rules("antares-isorian-cp1252")
    assert found["Mode Phase"]["text"] == (
        "L’arme ignore le couvert d’un bâtiment ; la cible ne bénéficie d’aucun bonus de Rés dû au terrain."
    )
    assert found["TR (n)"]["takes_param"] is True
    assert not [name for name in found if "*" in name]
    assert ("phase-cannon", "Mode Phase", "Mode Phase", None, "mode-phase", "exact") in links("antares-isorian-cp1252")
    modifiers = result("antares-isorian-cp1252").tables["modifiers"]
    assert rows(modifiers, ["name", "value", "value_num"]) == [
        ("Cible en couvert léger", "-1 Préc", -1),
        ("Cible en couvert lourd", "-2 Préc", -2),
        ("Ordre « Fire »", "+1 Préc", 1),
        ("Portée longue", "-1 Préc", -1),
    ]


# --- Concord C3: three weapons tables, `pouces`, `SP x3`, numbered glossaries -------------


def test_weapons_split_over_three_tables_in_pouces():
    sheet = "antares-concord-c3"
    frame = result(sheet).tables["weapons"].sort_values("position")
    assert frame["position"].tolist() == list(range(1, 10))
    assert frame["name"].tolist()[3:7] == ["Plasma Cannon", "X-Launcher", "X-Howitzer", "Compression Cannon"]
    assert bands(sheet, "x-howitzer") == [
        ("Efficace", 10.0, 50.0),
        ("Portée Longue", None, 100.0),
        ("Extrême", None, 250.0),
    ]
    assert bands(sheet, "mag-light-support") == [
        ("Efficace", None, 30.0),
        ("Portée Longue", None, 50.0),
        ("Extrême", None, 100.0),
    ]


def test_parameters_in_their_other_spellings_resolve():
    assert links("antares-concord-c3") == [
        ("plasma-carbine:dispersion", "TR2", "TR", "2", "tr-n", "exact"),
        ("plasma-cannon", "Panne de Plasma", "Panne de Plasma", None, "panne-de-plasma", "exact"),
        ("x-launcher", "SP x3", "SP", "x3", "sp-spx-n", "exact"),
        ("x-launcher", "Déflagration (D6)", "Déflagration", "D6", "deflagration-d-n", "exact"),
        ("x-howitzer", "SPx3", "SP", "x3", "sp-spx-n", "exact"),
        ("x-howitzer", "Blast D10", "Blast", "D10", "deflagration-d-n", "exact"),
        ("compression-cannon", "Compresseur", "Compresseur", None, "compresseur", "exact"),
        ("compression-cannon", "Pas de Couvert", "Pas de Couvert", None, "pas-de-couvert", "exact"),
        ("plasma-light-support", "TR 3", "TR", "3", "tr-n", "exact"),
        ("mag-light-support", "TR 3", "TR", "3", "tr-n", "exact"),
        ("mag-light-support", "SP", "SP", None, "sp-spx-n", "exact"),
    ]


def test_numbered_lists_of_entries_are_glossaries():
    found = rules("antares-concord-c3")
    assert found["TR(n)"]["text"] == (
        "Tir Rapide : l'arme tire (n) fois en mode dispersion. "
        "Une arme TR subit -1 Préc supplémentaire à portée longue et extrême."
    )
    assert found["Déflagration D(n)"]["name_alt"] == "Blast"
    assert found["Panne de Plasma"]["section"] == "Règles spéciales"
    assert found["Drone Éclaireur"]["text"] == "une fois par tour, l'unité peut relancer un jet de Préc raté."
    assert found["Frappe Coordonnée"]["section"] == "Règles de l'escouade"
    assert found["Frappe Coordonnée"]["parent_rule_id"] is None
    assert "Règles spéciales" not in found
    table = result("antares-concord-c3").tables["roll_tables"]
    assert rows(table, ["table_name", "dice", "roll_from", "roll_to"]) == [
        ("Largage orbital", "D10", 1, 3),
        ("Largage orbital", "D10", 4, 10),
    ]


def test_a_numbered_list_inside_a_text_keeps_its_numbers():
    text = "## DRONE\n\nLe drone peut :\n\n1) charger une arme ;\n\n2) la décharger.\n"
    drone = parse(text).tables["rules"].iloc[0]
    assert drone["text"] == "Le drone peut :\n\n1) charger une arme ;\n\n2) la décharger."


# --- Boromite Tectorists: white space, HTML references, escaped pipes, a mode row ----------


def test_a_firing_mode_on_a_row_of_its_own_goes_on_with_the_weapon_above():
    sheet = "antares-boromites-tectoristes"
    assert weapons(sheet)[:2] == [("Lectro Lance", "Tir", False, "2", 2), ("Lectro Lance", "Charge", True, "4", 4)]
    charge = ("lectro-lance:charge", "Charge Dévastatrice", "Charge Dévastatrice", None, "charge-devastatrice", "exact")
    assert charge in links(sheet)


def test_html_character_references_read_as_their_characters():
    sheet = "antares-boromites-tectoristes"
    found = rules(sheet)
    assert found["Surcharge"]["text"] == "Sur un 1 au jet de Préc, la cible reçoit deux pions Stress au lieu d’un."
    assert found["Surcharge"]["parent_rule_id"] == f"{sheet}:lectro"
    assert found["Charge Dévastatrice"]["text"] == "Lors d'un assaut, la première attaque a +2 en VI."
    assert ("frag-borer", "Perce-Blindage", "Perce-Blindage", None, "perce-blindage", "exact") in links(sheet)
    assert ("tectorist-scorpion", "Déflagration D6", "Déflagration", "D6", "deflagration-d-n", "exact") in links(sheet)


def test_an_escaped_pipe_is_a_character_of_its_cell():
    sheet = "antares-boromites-tectoristes"
    assert rules(sheet)["Rally | Ralliement"]["text"] == "Retirez D3 pions Stress."
    modifiers = result(sheet).tables["modifiers"]
    assert rows(modifiers, ["name", "value", "value_num"]) == [
        ("Cible Down | en course", "-1 Préc", -1),
        ("Couvert lourd", "-2 Préc", -2),
    ]


# --- Algoryn AI: bare numbers under `(po)`, narrow no-break spaces, `+` bullets ------------


def test_bare_numbers_under_a_header_naming_inches():
    sheet = "antares-algoryn-ia"
    assert bands(sheet, "mag-mortar") == [("Efficace", 10.0, 30.0), ("Longue", None, 40.0), ("Extrême", None, 50.0)]
    assert bands(sheet, "mag-orbital-battery") == [
        ("Efficace", None, 50.0),
        ("Longue", None, 1000.0),
        ("Extrême", None, 2500.0),
    ]
    assert weapons(sheet)[3:5] == [
        ("Micro-X Launcher", "Tir Direct", False, "1", 1),
        ("Micro-X Launcher", "Surplomb", False, "0", 0),
    ]
    assert ("mag-orbital-battery", "SPx3", "SP", "x3", "sp-spx2-spx3", "exact") in links(sheet)


def test_plus_bullets_with_narrow_no_break_spaces():
    found = rules("antares-algoryn-ia")
    assert found["Cibleur"]["text"] == "+1 en Préc ; réduction de la déviation d’1″ ; max 3."
    assert found["Chaîne"]["parent_rule_id"] == "antares-algoryn-ia:connexion-reseau"


# --- The cells and the mistakes --------------------------------------------------------------


def test_a_bare_number_is_no_range_without_a_header_naming_the_unit():
    with pytest.raises(SheetError) as raised:
        parse("# X\n\n| Arme | Efficace | VI |\n|---|---|---|\n| Mag Gun | 20 | 1 |\n")
    assert (raised.value.line, raised.value.cell, raised.value.code) == (5, "Efficace", "bad-range")


def test_a_mode_with_no_weapon_above_is_refused():
    with pytest.raises(SheetError) as raised:
        parse('# X\n\n| Arme | Efficace | VI |\n|---|---|---|\n| - Charge | 10" | 4 |\n')
    assert (raised.value.line, raised.value.code, raised.value.found) == (5, "mode-without-weapon", "- Charge")


def test_a_short_row_of_a_table_without_outer_pipes_names_its_line():
    # Short of its strength: a row may leave out only its cells after it (the rules).
    text = '# X\n\nArme | Efficace | VI | Règles\n--- | --- | --- | ---\nMag Gun | 20"\n'
    with pytest.raises(SheetError) as raised:
        parse(text)
    assert (raised.value.line, raised.value.code) == (5, "cells-count")


def test_an_unclosed_comment_or_front_matter_stays_text_where_it_shows():
    result = parse("---\ntitre: X\n\n# X\n\n<!-- pas fermé\n\n- **Lent.** Bouge peu.\n")
    unparsed = result.coverage[result.coverage["kind"] == "unparsed"]["source_line"].tolist()
    assert unparsed == [2]
    assert result.tables["rules"]["text"].tolist() == ["<!-- pas fermé", "Bouge peu."]


def test_a_table_typed_without_outer_pipes_nor_delimiter_row_is_still_a_table():
    result = parse(
        "# Algoryn\n\n## Armes\n\n"
        "Arme | Efficace | Longue | Extrême | VI | Règles spéciales\n"
        'Mag Pistol | 10" | 20" | 30" | 1 | -\n'
        'Mag Gun | 20" | 30" | 50" | 1 | SPx2\n\n'
        "## Règles spéciales\n\n- **SP :** perce.\n"
    )
    weapons = result.tables["weapons"]
    assert weapons["name"].tolist() == ["Mag Pistol", "Mag Gun"]
    bands = result.tables["weapon_ranges"]
    assert bands[bands["weapon_id"] == "antares-test:mag-gun"]["max"].tolist() == [20, 30, 50]
    assert result.tables["weapon_rules"]["param"].tolist() == ["x2"]
    assert "Armes" not in result.tables["rules"]["name"].tolist()


def test_a_sentence_with_a_pipe_stays_a_sentence():
    result = parse("# X\n\n## Notes\n\nChoisir A | B pour ce tir.\nPuis relancer | garder.\n")
    assert result.tables["rules"]["text"].tolist() == ["Choisir A | B pour ce tir.\n\nPuis relancer | garder."]
