"""Notes under tables and footnotes are data (`notes`) and print under their tables on the
reference sheet, rather than living only in the build report."""

from __future__ import annotations

import re

from pipeline.contract.validate import checked_tables
from pipeline.publish.documents import sheet_document
from pipeline.render.context import DEFAULT_OPTIONS, cell_text, common_context, notes_by_table, print_template
from pipeline.render.deck import sheet_cards
from pipeline.render.entries import sheet_tables
from pipeline.render.sheet import render_html
from tests.conftest import parse_antares, parsed_fixture
from tests.tabrec import parse_inline

SPREADSHEET = (
    "Profils\t\t\n"
    "UNITÉ\tMOV\tCC\n"
    "Ghulam\t10-5\t13\n"
    "Hafza\t10-5\t14\n"
    "* Les Hafzas ont Déguisement.\t\t\n"
    "\n"
    "Séquence du tour\t\t\n"
    "Phase Tactique\tContrôle de Retraite, puis décompte des Ordres.\t\n"
    "Phase d'Ordres\tLe joueur actif dépense ses Ordres un par un.\t\n"
    "Voir aussi le livre de base, p. 42.\t\t\n"
)

MARKDOWN = """# Règles

## Tirs

| Tir | Effet |
|---|---|
| Tir direct | Une cible |
| Tir en cloche | Sans ligne de vue |

*Note : le tir en cloche ignore le couvert.*

## Glossaire

- **Cible.** L'unité visée par le tir[^1].

[^1]: Voir le livre de règles, p. 12.
"""


def test_notes_are_rows_with_their_kind_section_and_line():
    notes = parse_inline(SPREADSHEET).tables["notes"].to_dict("records")
    assert [(n["source_line"], n["section"], n["kind"], n["label"], n["text"]) for n in notes] == [
        (5, "Profils", "table_note", None, "* Les Hafzas ont Déguisement."),
        (10, "Séquence du tour", "table_note", None, "Voir aussi le livre de base, p. 42."),
    ]


def test_a_footnote_is_a_note_of_its_own_kind_with_its_label():
    parsed = parse_inline(MARKDOWN, "inline.md", game="antares", fmt="markdown")
    notes = parsed.tables["notes"].to_dict("records")
    assert [(n["kind"], n["label"], n["section"], n["text"]) for n in notes] == [
        ("table_note", None, "Tirs", "Note : le tir en cloche ignore le couvert."),
        ("footnote", "1", "Glossaire", "Voir le livre de règles, p. 12."),
    ]
    assert checked_tables(parsed.rows)[1] == []


def test_a_note_prints_under_the_table_it_stands_under():
    tables = parse_inline(SPREADSHEET).tables
    under, others = notes_by_table(tables)
    assert under == {("grid", "Profils"): ["* Les Hafzas ont Déguisement."]}
    # Under the turn's list, which reads as rules, no table stands right above the note.
    assert [note["text"] for note in others] == ["Voir aussi le livre de base, p. 42."]
    html = render_html(tables)
    # In the table's footer, after its rows: under each part of it that a page or column holds.
    grid = html[html.index("<caption>Profils</caption>") :]
    grid = grid[: grid.index("</table>")]
    footer = '<tfoot><tr class="note"><td colspan="3">* Les Hafzas ont Déguisement.</td></tr></tfoot>'
    assert grid.rstrip().endswith(footer)
    notes = html[html.index('<section class="notes">') :]
    assert re.search(r'<span class="section">Séquence du tour</span> — Voir aussi le livre de base', notes)


def test_a_fuller_sheet_s_notes_are_its_lines_under_tables():
    qapu_result = parsed_fixture("infinity-qapu-khalqi-libreoffice.tsv")
    qapu = qapu_result.tables
    notes = qapu["notes"].to_dict("records")
    assert [n["source_line"] for n in notes] == [27, 28, 42, 49, 97, 105, 130]
    assert notes[0]["text"] == "* B : Blessures (STR pour les REM et les TAG). S : Silhouette."
    assert checked_tables(qapu_result.rows)[1] == []


def test_the_sheet_document_lists_its_notes():
    document = sheet_document(parse_inline(SPREADSHEET).tables)
    assert [(n["source_line"], n["kind"], n["text"]) for n in document["notes"]] == [
        (5, "table_note", "* Les Hafzas ont Déguisement."),
        (10, "table_note", "Voir aussi le livre de base, p. 42."),
    ]


def test_a_table_card_prints_the_notes_under_its_table():
    tables = parse_inline(SPREADSHEET).tables
    material = sheet_tables(tables, cell_text)
    assert material.grids["Profils"].notes == ["* Les Hafzas ont Déguisement."]
    (card,) = [card for card in sheet_cards(tables) if card.title == "Profils"]
    (table,) = card.entries[0].tables
    assert table.notes == ["* Les Hafzas ont Déguisement."]
    context = common_context(tables, DEFAULT_OPTIONS)
    module = print_template("cards.html.j2").make_module(
        {**context, "title": "", "footer": "", "extra_css": "", "card_htmls": []}
    )
    html = str(module.card_html(card))
    assert '<tfoot><tr class="note"><td colspan="3">* Les Hafzas ont Déguisement.</td></tr></tfoot>' in html


# A weapons table with a column of remarks beside its rules (antares-ghar-revolte.md, lines
# 5-16): `| Gouger Gun | Rafale | … | TR4, Surchauffe | un seul tir par tour |`.
GHAR = "antares-ghar-revolte.md"
SECTION = "THE GHAR REBELS (LES GHARS REBELLES)"  # the sheet's title, over its weapons


def test_a_weapon_s_remark_is_a_note_on_its_line_labelled_by_its_column():
    result = parsed_fixture(GHAR)
    tables = result.tables
    notes = tables["notes"][tables["notes"]["kind"] == "column_note"]
    assert [(n.source_line, n.section, n.label, n.text) for n in notes.itertuples()] == [
        (6, SECTION, "Notes", "Battle Suit"),
        (9, SECTION, "Notes", "un seul tir par tour"),
        (16, SECTION, "Notes", "Esclaves"),
    ]
    weapon = tables["weapons"][tables["weapons"]["source_line"] == 9].iloc[0]
    assert (weapon["name"], weapon["mode"], weapon["rules_raw"]) == ("Gouger Gun", "Rafale", "TR4, Surchauffe")
    assert checked_tables(result.rows)[1] == []


def test_a_weapon_s_remark_prints_under_the_weapons_table_and_on_its_card():
    tables = parsed_fixture(GHAR).tables
    under, _ = notes_by_table(tables)
    assert under[("weapons", "")] == [
        "Scourer Cannon — Notes : Battle Suit",
        "Gouger Gun (Rafale) — Notes : un seul tir par tour",
        "Lugger Gun — Notes : Esclaves",
    ]
    html = render_html(tables)
    weapons_end = html.index("</table>")
    # In print, French typography's narrow no-break space before the colon; a short label
    # and its value on one line.
    assert html.index('<p class="note">Gouger Gun (Rafale) — Notes\u202f:\u00a0un seul tir par tour</p>') > weapons_end
    (weapons,) = [card for card in sheet_cards(tables) if card.title == "Armes"]
    gouger = next(block for block in weapons.entries[0].tables[0].blocks if block.name == "Gouger Gun")
    assert ("Notes (Rafale)", "un seul tir par tour") in gouger.details


def test_a_change_log_s_entries_are_notes_no_rules():
    sheet = (
        "## ARMES\n\n| Arme | Efficace | Longue | Extrême | VI | Règles |\n|---|---|---|---|---|---|\n"
        '| Mag Gun | 10" | 20" | 30" | 1 | Lourde (1) |\n\n'
        "## RÈGLES SPÉCIALES\n\n- **Lourde (n).** La figurine ne peut pas bouger et tirer.\n\n"
        "## ERRATA\n\n- **Lourde (n)**. En outre, une arme Lourde ne tire pas en réaction.\n\n"
        "## HISTORIQUE DES VERSIONS\n\nVersion\tDate\tChangement\nv1.1\t2024\tMag Gun ajouté\n"
    )
    result = parse_antares(sheet)
    tables = result.tables
    assert [r["name"] for r in tables["rules"].to_dict("records")] == ["Lourde (n)"]
    notes = tables["notes"]
    assert [(n.source_line, n.section, n.kind, n.text) for n in notes.itertuples()] == [
        (13, "ERRATA", "changelog", "Lourde (n) : En outre, une arme Lourde ne tire pas en réaction."),
        (18, "HISTORIQUE DES VERSIONS", "changelog", "v1.1 — 2024 — Mag Gun ajouté"),
    ]
    assert checked_tables(result.rows)[1] == []


def test_a_note_s_call_on_a_modifier_is_no_part_of_it():
    sheet = (
        "MODIFICATEURS\n\nCible dans la fumée\t+2 DEF (1)\nTir en surplomb (SP)¹\t-2\nCouvert\t-1 DEF.\n"
        "Nuit\t-3†\n\n(1) Seulement contre les tirs.\n"
    )
    modifiers = parse_inline(sheet, "inline.txt", "warmachine", "freetext").tables["modifiers"]
    found = modifiers[["name", "value", "value_num", "value_attribute"]].astype(object)
    assert [tuple(row) for row in found.where(found.notna(), None).itertuples(index=False)] == [
        ("Cible dans la fumée", "+2 DEF", 2, "DEF"),
        ("Tir en surplomb (SP)", "-2", -2, None),
        ("Couvert", "-1 DEF.", -1, "DEF"),
        ("Nuit", "-3", -3, None),
    ]


def test_footnotes_under_the_last_card_of_a_section_are_notes():
    """`* …` (a bullet, as a plain-text copy prints a note's star), `† …`, `¹ …` under the
    last card of a section: its footnotes, though the star's call is on another card."""
    sheet = (
        "WARJACKS\n\nCRUSADER - Warjack lourd\nMasse\nPOR 0,5 PUI 7 P+F 18\nFacultés : Arme d'allonge*\n\n"
        "REPENTER - Warjack léger\nLance-flammes†\nPOR SP 8 CdT 1 ADE - PUI 12\nFacultés : Feu\n\n"
        "* seulement contre les petits socles.\n† ne peut pas charger ce tour.\n"
    )
    tables = parse_inline(sheet, "inline.txt", "warmachine", "freetext").tables
    assert [(n.source_line, n.kind, n.text) for n in tables["notes"].itertuples()] == [
        (13, "table_note", "* seulement contre les petits socles."),
        (14, "table_note", "† ne peut pas charger ce tour."),
    ]
    repenter = [r.text for r in tables["rules"].itertuples() if r.name.startswith("REPENTER")]
    assert all(text is None or "socles" not in str(text) for text in repenter)


def test_a_footnote_marked_with_a_superscript_or_a_dagger_under_a_list_is_a_note():
    sheet = (
        "## RÈGLES SPÉCIALES\n\n- **Dangereux.** Sur un 10, l'unité subit une touche de VI 3¹.\n"
        "- **Lent.** L'arme ne tire pas en réaction†.\n\n¹ La touche ignore l'armure réflexe.\n\n"
        "† Sauf en ordre Fire.\n"
    )
    tables = parse_antares(sheet).tables
    rules = tables["rules"]
    assert rules["name"].tolist() == ["Dangereux", "Lent"]
    assert rules["parent_rule_id"].isna().all()
    assert [(n.source_line, n.kind, n.label, n.text) for n in tables["notes"].itertuples()] == [
        (6, "footnote", "1", "La touche ignore l'armure réflexe."),
        (8, "footnote", "†", "Sauf en ordre Fire."),
    ]


def test_a_legend_of_a_grid_s_abbreviations_is_its_note():
    sheet = (
        "SORTS\n\nSort\tCOÛT\tPOR\tUP\nHâte\t2\tSoi\tNon\nÉclair\t3\tCtrl\tOui\n\n"
        "Soi : le sort ne vise que le warcaster. Ctrl : zone de contrôle.\n\n"
        "Lent : un seul terme n'est pas une légende.\n"
    )
    tables = parse_inline(sheet, "inline.txt", "warmachine", "freetext").tables
    assert [(n.source_line, n.kind) for n in tables["notes"].itertuples()] == [(7, "table_note")]
    assert "Soi" not in set(tables["rules"]["name"])
