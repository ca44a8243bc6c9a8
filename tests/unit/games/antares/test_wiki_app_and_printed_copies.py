"""Antares: new faction sheets as users bring them
(tests/fixtures/sheets/antares-*.md), each read to the values written by hand from the sheet.

- `antares-isorian-wiki.md`: a static site's page: TOML front matter (`+++`), heading ids
  (`## Armement {#armement}`), MkDocs admonitions (`!!! note "Version"`), a `<details>` block
  with its `<summary>`, rules under `### Nom` headings with several paragraphs, a list and a
  `Voir aussi : [X](#x)` link;
- `antares-algoryn-groupes.md`: icons in the header cells (`| 🔫 Arme | 📏 Efficace |`), the
  strength before the ranges, group rows inside the weapons table (`| **Armes de soutien** | | |`),
  rules as a `| Règle | Effet |` table;
- `antares-ghar-arbre.md`: every band in one `Portée` cell (`20/30/50"`, `10-30 / 50 / 100"`),
  a strength with its case (`0 (2 contre véhicules)`), `—` for no strength, firing modes as
  the branches of a tree (`└ Tir unique`);
- `antares-boromites-ordre.md`: the columns in another order (`Arme | Règles | VI | Efficace…`),
  rules as a numbered list with dashes (`1. **TR(n)** – texte`), `—` for a band the weapon
  lacks, a dice table as `- 1-3 = …` bullets under `Lancez un D10`.

A sheet converted to centimetres (`50 cm`) is refused, naming the cell and the unit the game's
sheets use: Antares' distances are inches, and a fan's conversion is not the game's table.
"""

from __future__ import annotations

from typing import Any

import pytest

from pipeline.extract.cells import parse_strength
from pipeline.model.errors import SheetError
from pipeline.model.result import ParseResult
from tests.conftest import antares_fixture as result
from tests.conftest import parse_antares as parse
from tests.conftest import rows


def unparsed(sheet: ParseResult) -> list[int]:
    coverage = sheet.coverage
    return list(coverage[coverage["kind"] == "unparsed"]["source_line"])


# --- antares-isorian-wiki ---------------------------------------------------------------


def test_wiki_front_matter_in_toml_is_set_aside() -> None:
    sheet = result("antares-isorian-wiki")
    coverage = sheet.coverage
    assert list(coverage[coverage["kind"] == "front_matter"]["source_line"]) == [1, 2, 3, 4, 5]
    assert unparsed(sheet) == []


def test_wiki_heading_ids_are_no_part_of_names() -> None:
    rules = result("antares-isorian-wiki").tables["rules"]
    assert rows(rules, ["name", "section", "parent_rule_id"]) == [
        ("Version", "Isorian Senatex", None),
        ("Perforant", "Règles spéciales", None),
        ("Déflagration D(n)", "Règles spéciales", None),
        ("SP", "Règles spéciales", None),
    ]


def test_wiki_weapon_rules_resolve_to_headed_rules() -> None:
    links = result("antares-isorian-wiki").tables["weapon_rules"]
    assert rows(links, ["label", "rule_id", "match"]) == [
        ("TR 2", None, "unresolved"),
        ("Perforant", "antares-isorian-wiki:perforant", "exact"),
        ("SP", "antares-isorian-wiki:sp", "exact"),
        ("Déflagration D4", "antares-isorian-wiki:deflagration-d-n", "exact"),
    ]


def test_wiki_rule_under_its_heading_keeps_paragraphs_list_and_link() -> None:
    rules = result("antares-isorian-wiki").tables["rules"].set_index("name")
    assert rules.loc["Perforant", "text"] == (
        "La cible subit -1 à son jet de Rés contre cette arme.\n\n"
        "Les touches d'une arme Perforante ignorent aussi :\n\n"
        "- le bonus de couvert léger ;\n- le bonus de Rés des boucliers réactifs.\n\n"
        "Voir aussi : [Déflagration D(n)](#deflagration)"
    )
    assert "Voir aussi : Déflagration D(n)" in rules.loc["Perforant", "text_plain"]


def test_wiki_admonitions_and_details_read_as_their_text() -> None:
    rules = result("antares-isorian-wiki").tables["rules"].set_index("name")
    assert rules.loc["Version", "text"] == "Fiche tirée de la v1.3 des règles, errata de mars inclus."
    assert rules.loc["SP", "text"] == (
        "L'arme tire en surplomb et peut viser une cible hors de vue.\n\n"
        "Exemple de tir en surplomb\n\n"
        "Un Phase Mortar vise une unité derrière une colline : le tir se fait à -1 en Préc.\n\n"
        "**Attention :** Un tir en surplomb ne peut pas viser une unité au corps à corps."
    )
    assert not any("<" in text or "!!!" in text for text in result("antares-isorian-wiki").tables["rules"]["text"])


def test_wiki_weapons() -> None:
    sheet = result("antares-isorian-wiki")
    assert rows(sheet.tables["weapons"], ["name", "strength", "min_range"]) == [
        ("Phase Rifle", 1, None),
        ("Phaseshift Cannon", 3, None),
        ("Phase Mortar", 2, 10.0),
    ]
    mortar = sheet.tables["weapon_ranges"]
    mortar = mortar[mortar["weapon_id"] == "antares-isorian-wiki:phase-mortar"]
    assert rows(mortar, ["band_label", "min", "max"]) == [
        ("Efficace", 10.0, 30.0),
        ("Longue", None, 60.0),
        ("Extrême", None, 120.0),
    ]


@pytest.mark.parametrize(
    "opening",
    ["+++\ntitle = \"Fiche\"\n[params]\nfaction = 'Isorian'\n+++\n", "+++\n# commentaire\nweight = 10\n+++\n"],
)
def test_toml_front_matter_forms(opening: str) -> None:
    sheet = parse(opening + "\n# Fiche\n\n- **Lent.** Frappe en dernier.\n")
    assert unparsed(sheet) == []
    assert list(sheet.tables["rules"]["name"]) == ["Lent"]


def test_plus_fence_over_prose_is_no_front_matter() -> None:
    sheet = parse("+++\nCeci est une phrase, pas du TOML.\n+++\n\n# Fiche\n\n- **Lent.** Frappe en dernier.\n")
    assert "front_matter" not in set(sheet.coverage["kind"])


@pytest.mark.parametrize("heading", ["### Lent {#lent}", "### Lent {: #lent .regle}", "### Lent {.regle}"])
def test_heading_attributes_forms(heading: str) -> None:
    sheet = parse(f"# Fiche\n\n## Règles\n\n{heading}\n\nFrappe en dernier au corps à corps.\n")
    assert list(sheet.tables["rules"]["name"]) == ["Lent"]


def test_admonition_without_title_is_the_text_of_its_section() -> None:
    sheet = parse("# Fiche\n\n## Lent\n\nFrappe en dernier.\n\n!!! tip\n    Pensez-y au corps à corps.\n")
    rules = sheet.tables["rules"].set_index("name")
    assert rules.loc["Lent", "text"] == "Frappe en dernier.\n\nPensez-y au corps à corps."
    assert unparsed(sheet) == []


# --- antares-algoryn-groupes ------------------------------------------------------------


def test_groupes_band_labels_lose_header_icons() -> None:
    ranges = result("antares-algoryn-groupes").tables["weapon_ranges"]
    assert sorted(set(ranges["band_label"])) == ["Efficace", "Extrême", "Longue"]


def test_groupes_rows_labelling_weapons_are_headings() -> None:
    sheet = result("antares-algoryn-groupes")
    coverage = sheet.coverage.set_index("source_line")
    assert coverage.loc[7, "kind"] == "heading" and coverage.loc[10, "kind"] == "heading"
    assert unparsed(sheet) == []
    assert rows(sheet.tables["weapons"], ["name", "strength", "rules_raw"]) == [
        ("Mag Repeater", 1, "TR 2"),
        ("Micro-X Launcher", 0, "SP, Déflagration D4"),
        ("Mag Cannon", 4, "TR 3"),
        ("X-Launcher", 1, "SP x3, Déflagration D6"),
    ]


def test_groupes_rules_table_and_modifiers() -> None:
    sheet = result("antares-algoryn-groupes")
    assert rows(sheet.tables["rules"], ["name", "takes_param"]) == [
        ("TR(n)", True),
        ("SP", False),
        ("Déflagration D(n)", True),
    ]
    assert rows(sheet.tables["modifiers"], ["name", "value_num"]) == [
        ("Cible à couvert léger", -1),
        ("Cible à couvert lourd", -2),
        ("Tir en surplomb", -1),
    ]
    assert rows(sheet.tables["weapon_rules"], ["label", "rule_name", "param"])[-2:] == [
        ("SP x3", "SP", "x3"),
        ("Déflagration D6", "Déflagration", "D6"),
    ]


# --- antares-ghar-arbre -----------------------------------------------------------------


def _bands(sheet: ParseResult, weapon_id: str) -> list[tuple[Any, ...]]:
    ranges = sheet.tables["weapon_ranges"]
    return rows(ranges[ranges["weapon_id"] == weapon_id], ["band_index", "band_label", "min", "max", "unit"])


def test_arbre_every_band_in_one_cell() -> None:
    sheet = result("antares-ghar-arbre")
    assert _bands(sheet, "antares-ghar-arbre:scourer-cannon") == [
        (1, "Efficace", None, 20.0, "in"),
        (2, "Longue", None, 30.0, "in"),
        (3, "Extrême", None, 50.0, "in"),
    ]
    assert _bands(sheet, "antares-ghar-arbre:plasma-amplifier") == [
        (1, "Efficace", 10.0, 30.0, "in"),
        (2, "Longue", None, 50.0, "in"),
        (3, "Extrême", None, 100.0, "in"),
    ]
    assert _bands(sheet, "antares-ghar-arbre:disruptor-bomber") == [
        (1, "Efficace", 10.0, 20.0, "in"),
        (2, "Longue", None, 30.0, "in"),
    ]
    assert _bands(sheet, "antares-ghar-arbre:gouge-gun") == [
        (1, "Efficace", None, 20.0, "in"),
        (2, "Longue", None, 30.0, "in"),
    ]
    assert _bands(sheet, "antares-ghar-arbre:plasma-claw") == []


def test_arbre_strengths() -> None:
    weapons = result("antares-ghar-arbre").tables["weapons"]
    assert rows(weapons, ["name", "mode", "melee_only", "strength_raw", "strength"]) == [
        ("Scourer Cannon", None, False, "2", 2),
        ("Plasma Amplifier", None, False, "4", 4),
        ("Disruptor Bomber", None, False, "0 (2 contre véhicules)", 0),
        ("Gouge Gun", None, False, "1", 1),
        ("Plasma Claw", None, True, "—", None),
        ("Flicker Grenade Launcher", None, False, "1", 1),
        ("Flicker Grenade Launcher", "Tir unique", False, "3", 3),
        ("Flicker Grenade Launcher", "Surplomb", False, "0", 0),
    ]


def test_arbre_tree_branches_are_modes() -> None:
    sheet = result("antares-ghar-arbre")
    assert _bands(sheet, "antares-ghar-arbre:flicker-grenade-launcher:surplomb") == [
        (1, "Efficace", 10.0, 30.0, "in"),
        (2, "Longue", None, 40.0, "in"),
        (3, "Extrême", None, 60.0, "in"),
    ]
    links = sheet.tables["weapon_rules"]
    surplomb = links[links["weapon_id"] == "antares-ghar-arbre:flicker-grenade-launcher:surplomb"]
    assert rows(surplomb, ["label", "rule_id"]) == [
        ("SP", "antares-ghar-arbre:sp"),
        ("Déflagration D4", "antares-ghar-arbre:deflagration-d-n"),
    ]
    assert unparsed(sheet) == []


@pytest.mark.parametrize("branch", ["└ Tir unique", "├─ Tir unique", "↳ Tir unique", "└── Tir unique"])
def test_tree_branch_forms(branch: str) -> None:
    sheet = parse(
        "# Fiche\n\n| Arme | Efficace | Longue | VI | Règles |\n|---|---|---|---|---|\n"
        f'| Flicker Gun | 20" | 30" | 1 | – |\n| {branch} | 20" | 30" | 3 | – |\n'
    )
    assert rows(sheet.tables["weapons"], ["name", "mode"])[1] == ("Flicker Gun", "Tir unique")


@pytest.mark.parametrize(
    ("cell", "expected"),
    [("0 (2 contre véhicules)", 0), ("3 (5 en charge)", 3), ("—", None), ("*", None)],
)
def test_strength_forms(cell: str, expected: int | None) -> None:
    assert parse_strength(cell).value == expected


def test_too_many_bands_in_one_cell_is_refused_with_its_line() -> None:
    text = '# Fiche\n\n| Arme | Portée | VI |\n|---|---|---|\n| Gun | 10/20/30/40" | 1 |\n'
    with pytest.raises(SheetError) as raised:
        parse(text)
    message = str(raised.value)
    assert "antares-test.md:5" in message and "Portée" in message and "20/30/50" in message


def test_centimetres_are_refused_naming_the_cell_and_the_unit() -> None:
    text = (
        "# Concord\n\n| Arme | Efficace | Longue | Extrême | VI | Règles spéciales |\n|---|---|---|---|---|---|\n"
        "| Plasma Carbine | 50 cm | 75 cm | 125 cm | 0 | TR 2 |\n"
    )
    with pytest.raises(SheetError) as raised:
        parse(text)
    message = str(raised.value)
    assert "antares-test.md:5" in message and "Efficace" in message and "inches" in message and "50 cm" in message


# --- antares-boromites-ordre ------------------------------------------------------------


def test_ordre_rules_column_before_the_strength_is_read() -> None:
    sheet = result("antares-boromites-ordre")
    assert rows(sheet.tables["weapons"], ["name", "melee_only", "strength", "rules_raw"]) == [
        ("Mag Gun", False, 1, "–"),
        ("Mag Light Support", False, 2, "TR 3"),
        ("Frag Borer", False, 3, "Perforant, Lent"),
        ("Tractor Maul", True, 2, "Lent"),
    ]
    assert rows(sheet.tables["weapon_rules"], ["weapon_id", "label", "rule_id"]) == [
        ("antares-boromites-ordre:mag-light-support", "TR 3", "antares-boromites-ordre:tr-n"),
        ("antares-boromites-ordre:frag-borer", "Perforant", "antares-boromites-ordre:perforant"),
        ("antares-boromites-ordre:frag-borer", "Lent", "antares-boromites-ordre:lent"),
        ("antares-boromites-ordre:tractor-maul", "Lent", "antares-boromites-ordre:lent"),
    ]
    assert "unread_columns" not in sheet.report


def test_ordre_bands_rules_and_dice() -> None:
    sheet = result("antares-boromites-ordre")
    assert _bands(sheet, "antares-boromites-ordre:frag-borer") == [
        (1, "Efficace", None, 10.0, "in"),
        (2, "Longue", None, 20.0, "in"),
    ]
    assert rows(sheet.tables["rules"], ["name", "text"])[:3] == [
        ("TR(n)", "Tir Rapide : l'arme tire (n) fois."),
        ("Perforant", "La cible subit -1 à son jet de Rés."),
        ("Lent", "Frappe en dernier au corps à corps."),
    ]
    assert rows(sheet.tables["roll_tables"], ["table_name", "dice", "roll_from", "roll_to", "result"]) == [
        ("Vermine", "D10", 1, 3, "la vermine mord : une touche VI 1."),
        ("Vermine", "D10", 4, 10, "rien ne se passe."),
    ]
    assert unparsed(sheet) == []
