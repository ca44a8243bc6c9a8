"""Antares: five new faction sheets as other editors export them
(tests/fixtures/sheets/antares-*.md), each read to the values written by hand from the sheet.

- `antares-isorian-gdocs.md`: Google Docs' Markdown: escaped characters (`\\-`, `\\.`, `\\#`,
  `\\+`), a list typed with escaped dashes, leads `**TR (n)\\.**`, `** Mode Phase : **`,
  `__Nom :__`, numbered headings (`## 1\\. Armement`);
- `antares-freeborn-notion.md`: Notion's: blockquote callouts (`> 💡 …`), `<aside>` callouts,
  toggles (a bullet naming the rule over its indented text), `<br>` in cells, firing modes
  in parentheses (`Plasma Carbine (Dispersion)`);
- `antares-ghar-obsidian.md`: Obsidian's: tag lines, callouts `> [!note] Titre`, wikilinks
  `[[Pas de Couvert]]` and `[[tr-n\\|TR2]]` in cells and text, an alphabetical glossary
  under one-letter headings, icons in headings, `Traction [Tractor]`;
- `antares-concord-pandoc.md`: Word through pandoc: a simple table (cells aligned under runs
  of dashes), a grid table, `[]{#_Toc… .anchor}` and `[…]{.underline}` spans, footnotes;
- `antares-boromites-unites.md`: unit, vehicle and equipment tables beside two weapons tables
  (a `Munitions` and a `Coût` column, the same weapon in both, `Mag Cannon*`), headings with
  trailing `#`s and numbers, placeholders `TR (X)`, `[n]`, `Dx`, names `Brèche [Breach] (n)`.
"""

from __future__ import annotations

from typing import Any

import pytest

from pipeline.contract.validate import typed_tables, validate_tables
from pipeline.extract.cells import parse_rule_label
from pipeline.extract.text import has_placeholder, strip_emphasis
from pipeline.parse.readers.blocks import read_blocks
from pipeline.render.context import render_markdown
from tests.antares_tables import kinds, rules
from tests.conftest import antares_fixture as result
from tests.conftest import parse_antares as parse
from tests.conftest import rows

NAMES = (
    "antares-isorian-gdocs",
    "antares-freeborn-notion",
    "antares-ghar-obsidian",
    "antares-concord-pandoc",
    "antares-boromites-unites",
)


def weapons(sheet_id: str) -> list[tuple[Any, ...]]:
    frame = result(sheet_id).tables["weapons"].sort_values("position")
    return rows(frame, ["weapon_id", "name", "mode", "melee_only", "strength_raw"])


def bands(sheet_id: str, weapon_id: str) -> list[tuple[Any, ...]]:
    frame = result(sheet_id).tables["weapon_ranges"]
    frame = frame[frame["weapon_id"] == f"{sheet_id}:{weapon_id}"].sort_values("band_index")
    return rows(frame, ["band_label", "min", "max", "strength"])


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


@pytest.mark.parametrize("sheet_id", NAMES)
def test_every_weapon_rule_resolves_exactly(sheet_id):
    assert {link[-1] for link in links(sheet_id)} == {"exact"}


# --- Google Docs ---------------------------------------------------------------------------


def test_google_docs_escapes_read_as_their_characters():
    sheet = "antares-isorian-gdocs"
    assert sorted(rules(sheet)) == [
        "Armure Phase",
        "Brèche (n)",
        "Choisir la Cible",
        "Déflagration D(n)",
        "Mode Phase",
        "SP, SPx2",
        "TR (n)",
        "Tir de Précision",
    ]
    assert rules(sheet)["TR (n)"]["text_plain"] == "Tir Rapide : en mode dispersion, l’arme tire (n) fois."
    assert rules(sheet)["Déflagration D(n)"]["section"] == "Règles spéciales"
    assert bands(sheet, "phase-sniper-rifle") == [
        ("Efficace", 10, 40, None),
        ("Longue", None, 60, None),
        ("Extrême", None, 80, None),
    ]
    assert links(sheet)[0] == ("phase-repeater", "TR2", "TR", "2", "tr-n", "exact")
    assert weapons(sheet)[4][1] == "Phase Cannon"
    frame = result(sheet).tables["roll_tables"]
    assert frame["result"].tolist()[1] == "L’unité reste en place."
    assert frame["table_name"].unique().tolist() == ["Table de repli"]


def test_a_list_typed_with_escaped_dashes_is_a_list_of_modifiers():
    frame = result("antares-isorian-gdocs").tables["modifiers"]
    assert rows(frame, ["section", "name", "value", "value_num"]) == [
        ("Modificateurs de tir", "Cible en couvert léger", "-1 Acc", -1),
        ("Modificateurs de tir", "Cible en couvert lourd", "-2 Acc", -2),
        ("Modificateurs de tir", "Ordre Fire", "+1 Acc", 1),
        ("Modificateurs de tir", "Portée longue", "-1 Acc", -1),
    ]


# --- Notion --------------------------------------------------------------------------------


def test_notion_toggles_are_entries_with_their_text():
    sheet = "antares-freeborn-notion"
    assert rules(sheet)["TR (n)"]["text"] == "Tir Rapide : en mode dispersion, l'arme tire (n) fois."
    assert rules(sheet)["Riposte"]["text"].startswith("Quand la figurine est attaquée")
    assert rules(sheet)["Attaques Multiples (n)"]["rule_key"] == "antares:attaques-multiples"
    assert "Règles spéciales" not in rules(sheet)


def test_blockquote_and_aside_callouts_read_as_their_text():
    sheet = "antares-freeborn-notion"
    # The line under the title says what the sheet is and which rules it follows (`v1.1`):
    # the sheet's front matter (as the fuller sheets read it), no rule named after the title.
    assert "Freeborn — Maison Vardanari" not in rules(sheet)
    assert kinds(sheet)[3] == "front_matter"
    assert (
        rules(sheet)["Règles de la maison"]["text"]
        == "**Rappel :** un ordre Rally retire D3 pions Stress au lieu d’un."
    )
    assert rules(sheet)["Mercenaires"]["text"].startswith("les unités Freeborn louées")
    assert [line for line, kind in kinds(sheet).items() if kind == "markup"] == [4, 52, 54]


def test_firing_modes_in_parentheses_and_line_breaks_in_cells():
    sheet = "antares-freeborn-notion"
    assert weapons(sheet)[1:3] == [
        ("antares-freeborn-notion:plasma-carbine:dispersion", "Plasma Carbine", "Dispersion", False, "0"),
        ("antares-freeborn-notion:plasma-carbine:tir-unique", "Plasma Carbine", "Tir Unique", False, "2"),
    ]
    modifiers = result(sheet).tables["modifiers"]
    assert modifiers["value"].tolist()[0] == "-1 Acc\n-2 Acc si couvert lourd"


def test_a_parenthesis_no_other_row_shares_stays_in_the_name():
    text = '# X\n\n| Arme | Efficace | VI |\n|---|---|---|\n| Mag Cannon (Lourd) | 30" | 5 |\n| Mag Gun | 20" | 1 |\n'
    frame = parse(text).tables["weapons"]
    assert rows(frame, ["name", "mode"]) == [("Mag Cannon (Lourd)", None), ("Mag Gun", None)]


# --- Obsidian ------------------------------------------------------------------------------


def test_wikilinks_in_cells_and_text_read_as_their_text():
    sheet = "antares-ghar-obsidian"
    assert links(sheet)[:2] == [
        ("scourer-cannon", "TR3", "TR", "3", "tr-n", "exact"),
        ("scourer-cannon", "Surcharge", "Surcharge", None, "surcharge", "exact"),
    ]
    assert ("gouger-gun", "TR2", "TR", "2", "tr-n", "exact") in links(sheet)
    assert rules(sheet)["Disrupteur"]["text"].endswith("voir aussi Pas de Couvert.")
    assert "[[" not in str(render_markdown(rules(sheet)["Disrupteur"]["text"]))


def test_an_alphabetical_glossary_under_one_letter_headings():
    sheet = "antares-ghar-obsidian"
    glossary = {name: rule for name, rule in rules(sheet).items() if rule["section"] == "Glossaire"}
    assert sorted(glossary) == ["Broyeur", "Disrupteur", "Pas de Couvert", "Surcharge", "TR (n)", "Traction"]
    assert all(rule["parent_rule_id"] is None for rule in glossary.values())
    assert glossary["Traction"]["name_alt"] == "Tractor"
    assert [kinds(sheet)[line] for line in (25, 29, 33, 37, 41)] == ["heading"] * 5


def test_obsidian_tags_and_callouts():
    sheet = "antares-ghar-obsidian"
    assert kinds(sheet)[8] == "tags"
    assert rules(sheet)["Source"]["text"] == "Livre de règles v2, pages 112 à 118."
    revolt = rules(sheet)["Révolte Outcast"]
    assert revolt["text"].startswith("Au début de chaque tour, lancez un D10")
    frame = result(sheet).tables["roll_tables"]
    assert rows(frame, ["table_name", "roll_from", "roll_to"]) == [
        ("Révolte Outcast", 1, 2),
        ("Révolte Outcast", 3, 10),
    ]


def test_icons_leave_headings():
    assert {rule["section"] for rule in rules("antares-ghar-obsidian").values()} >= {"Glossaire"}
    document = read_blocks("## 🔫 Armes\n\n### ⚠️ Révolte\n", "x.md")
    assert [block.text for block in document.blocks] == ["Armes", "Révolte"]


# --- pandoc --------------------------------------------------------------------------------


def test_a_pandoc_simple_table_is_a_weapons_table():
    sheet = "antares-concord-pandoc"
    assert weapons(sheet) == [
        ("antares-concord-pandoc:plasma-carbine:dispersion", "Plasma Carbine", "Dispersion", False, "0"),
        ("antares-concord-pandoc:plasma-carbine:tir-unique", "Plasma Carbine", "Tir Unique", False, "2"),
        ("antares-concord-pandoc:plasma-pistol", "Plasma Pistol", None, False, "2"),
        ("antares-concord-pandoc:compression-cannon", "Compression Cannon", None, False, "7/4/2"),
        ("antares-concord-pandoc:x-launcher", "X-Launcher", None, False, "1"),
    ]
    assert bands(sheet, "compression-cannon") == [
        ("Efficace", 10, 30, 7),
        ("Longue", None, 40, 4),
        ("Extrême", None, 80, 2),
    ]
    assert links(sheet)[-1] == ("x-launcher", "Déflagration D5", "Déflagration", "D5", "deflagration-d-n", "exact")


def test_a_grid_table_and_pandoc_spans_and_footnotes():
    sheet = "antares-concord-pandoc"
    frame = result(sheet).tables["modifiers"]
    assert rows(frame, ["name", "value"]) == [
        ("Cible en couvert léger", "-1 Acc"),
        ("Cible en couvert lourd", "-2 Acc"),
        ("Ordre Fire", "+1 Acc"),
    ]
    assert rules(sheet)["TR (n)"]["section"] == "Règles spéciales"
    assert rules(sheet)["TR (n)"]["text"].endswith("Voir Tir Rapide, page 31.")
    assert rules(sheet)["Déflagration D(n)"]["text"] == "Le tir cause (n) touches sur l'unité ciblée."
    notes = result(sheet).report["footnotes"]
    assert [(note["label"], note["source_line"]) for note in notes] == [("1", 40), ("2", 42)]
    assert kinds(sheet)[40] == "footnote"


def test_a_grid_table_row_on_several_lines_is_one_row():
    text = (
        "# X\n\n## Modificateurs\n\n+-----------------+--------+\n| Situation       | Mod    |\n"
        "+=================+========+\n| Cible en        | -1 Acc |\n| couvert léger   |        |\n"
        "+-----------------+--------+\n| Ordre Fire      | +1 Acc |\n+-----------------+--------+\n"
    )
    parsed = parse(text)
    assert rows(parsed.tables["modifiers"], ["name", "value", "source_line"]) == [
        ("Cible en couvert léger", "-1 Acc", 8),
        ("Ordre Fire", "+1 Acc", 11),
    ]
    coverage = dict(zip(parsed.coverage["source_line"], parsed.coverage["kind"], strict=True))
    assert coverage[9] == "modifier"
    assert coverage[5] == coverage[7] == "table_separator"


# --- Units, vehicles, equipment; placeholders ----------------------------------------------


def test_unit_vehicle_and_equipment_tables_are_no_weapons():
    sheet = "antares-boromites-unites"
    assert [weapon[0].removeprefix(f"{sheet}:") for weapon in weapons(sheet)] == [
        "mag-gun",
        "mag-repeater",
        "frag-borer",
        "lectro-lash",
        "mag-cannon",
        "mag-gun-2",
        "heavy-frag-borer",
        "mag-mortar",
    ]
    assert weapons(sheet)[4][1] == "Mag Cannon"
    grids = result(sheet).tables["reference_tables"]
    assert sorted(grids["table_name"].unique()) == ["Profils des unités", "Véhicules", "Équipement"]
    assert result(sheet).report["unread_columns"] == [
        {"columns": ["Munitions"], "source_line": 22},
        {"columns": ["Coût"], "source_line": 31},
    ]


def test_placeholders_and_english_names_in_brackets():
    sheet = "antares-boromites-unites"
    got = {name: (rule["name_alt"], rule["takes_param"], rule["rule_key"]) for name, rule in rules(sheet).items()}
    assert got["TR (X)"] == (None, True, "antares:tr")
    assert got["Brèche (n)"] == ("Breach", True, "antares:breche")
    assert got["Attaques Multiples [n]"] == (None, True, "antares:attaques-multiples")
    assert got["Déflagration Dx"] == (None, True, "antares:deflagration")
    assert got["Attelé"] == ("Mounted", False, "antares:attele")
    assert ("frag-borer", "Brèche [1]", "Brèche", "1", "breche-n", "exact") in links(sheet)
    assert ("lectro-lash", "Attaques Multiples (3)", "Attaques Multiples", "3", "attaques-multiples-n", "exact") in (
        links(sheet)
    )


def test_placeholder_spellings_and_bracketed_values():
    assert all(has_placeholder(name) for name in ("TR (X)", "Tir Rapide [n]", "Déflagration Dx", "Déflagration D(x)"))
    assert not has_placeholder("Dx")
    assert (parse_rule_label("Brèche [2]").name, parse_rule_label("Brèche [2]").param) == ("Brèche", "2")
    assert strip_emphasis("[[tr-n|TR2]], []{#_Toc1 .anchor}[Lent]{.underline}[^3]") == "TR2, Lent"


def test_a_one_letter_heading_alone_is_a_title_not_an_index_letter():
    parsed = parse("# X\n\nLes armes du club.\n\n- **Lent.** Bouge peu.\n")
    assert parsed.tables["rules"]["name"].tolist() == ["X", "Lent"]
