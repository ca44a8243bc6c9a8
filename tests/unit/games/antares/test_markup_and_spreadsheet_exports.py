"""Antares: five new faction sheets as users bring them
(tests/fixtures/sheets/antares-*.md), each read to the values written by hand from the sheet.

- `antares-algoryn-html.md`: raw HTML tables (`<table><thead><tr><th>…`) as a WYSIWYG editor
  or a copy from a web page leaves them: rows on one line or several, `<strong>`, `<em>`;
- `antares-freeborn-typo.md`: a BOM and CRLF, no-break and narrow no-break spaces before
  `:` and in `100 "`, closed ATX headings (`## Armes ##`), headings in capitals, a bold line
  as a heading, a tab-indented nested bullet;
- `antares-concord-notes.md`: bold and italic cells (`**20"**`), a trailing empty column
  left out of some rows, note calls on names (`Compression Cannon¹`, `Mag Mortar*`) with the
  notes under the table, a table going on after `*Suite du tableau page suivante*`;
- `antares-ghar-formes.md`: `10"–30"`, `10 à 30"`, `jusqu'à 20"`, `VI 2`, `VI : 4`,
  `2 (max 10)`, rule items parted by `;` or ` et `, `TR(3)`, `TR 3`;
- `antares-boromites-deflist.md`: a glossary as a definition list, a term with two
  definitions, a mode column under an empty header cell.
"""

from __future__ import annotations

from typing import Any

import pytest

from pipeline.contract.validate import typed_tables, validate_tables
from pipeline.extract.cells import split_rules_cell
from pipeline.model.errors import SheetError
from pipeline.parse.readers.wrapping import is_continued_note
from tests.antares_tables import kinds, rules
from tests.conftest import antares_fixture as result
from tests.conftest import parse_antares as parse
from tests.conftest import rows

NAMES = (
    "antares-algoryn-html",
    "antares-freeborn-typo",
    "antares-concord-notes",
    "antares-ghar-formes",
    "antares-boromites-deflist",
)


def weapons(sheet_id: str) -> list[tuple[Any, ...]]:
    frame = result(sheet_id).tables["weapons"].sort_values("position")
    frame = frame.assign(weapon=frame["weapon_id"].str.removeprefix(f"{sheet_id}:"))
    return rows(frame, ["weapon", "name", "mode", "melee_only", "strength", "strength_step", "strength_max"])


def bands(sheet_id: str, weapon: str) -> list[tuple[Any, ...]]:
    frame = result(sheet_id).tables["weapon_ranges"]
    frame = frame[frame["weapon_id"] == f"{sheet_id}:{weapon}"].sort_values("band_index")
    return rows(frame, ["band_label", "min", "max", "strength"])


def links(sheet_id: str) -> list[tuple[Any, ...]]:
    frame = result(sheet_id).tables["weapon_rules"].sort_values(["source_line", "position"])
    frame = frame.assign(weapon=frame["weapon_id"].str.removeprefix(f"{sheet_id}:"))
    frame = frame.assign(rule=frame["rule_id"].str.removeprefix(f"{sheet_id}:"))
    return rows(frame, ["weapon", "position", "label", "param", "rule", "match"])


@pytest.mark.parametrize("sheet_id", NAMES)
def test_every_line_is_read_and_the_tables_are_valid(sheet_id):
    assert "unparsed" not in kinds(sheet_id).values()
    typed, violations = typed_tables(result(sheet_id).rows)
    assert not violations
    assert not validate_tables(typed)


@pytest.mark.parametrize("sheet_id", NAMES)
def test_every_weapon_rule_resolves_exactly(sheet_id):
    assert {link[-1] for link in links(sheet_id)} == {"exact"}


# --- HTML tables ---------------------------------------------------------------------------


def test_an_html_table_is_a_weapons_table():
    sheet = "antares-algoryn-html"
    assert weapons(sheet) == [
        ("mag-gun", "Mag Gun", None, False, 1, None, None),
        ("mag-repeater", "Mag Repeater", None, False, 0, None, None),
        ("mag-mortar", "Mag Mortar", None, False, 3, None, None),
        ("plasma-carbine:dispersion", "Plasma Carbine", "Dispersion", False, 0, None, None),
        ("plasma-carbine:tir-unique", "Plasma Carbine", "Tir Unique", False, 2, None, None),
        ("compression-cannon", "Compression Cannon", None, False, None, None, None),
    ]
    # A row written over several lines (`<tr>`, one `<td>` a line) is read from its `<tr>`.
    assert bands(sheet, "mag-mortar") == [
        ("Efficace", 10, 30, None),
        ("Longue", None, 40, None),
        ("Extrême", None, 50, None),
    ]
    assert bands(sheet, "compression-cannon") == [
        ("Efficace", 10, 30, 7),
        ("Longue", None, 40, 4),
        ("Extrême", None, 80, 2),
    ]
    assert links(sheet)[1:4] == [
        ("mag-mortar", 1, "SPx2", "x2", "sp-spx2", "exact"),
        ("mag-mortar", 2, "Déflagration D10", "D10", "deflagration-d-n", "exact"),
        ("mag-mortar", 3, "Pas de Couvert", None, "pas-de-couvert", "exact"),
    ]
    frame = result(sheet).tables["weapons"]
    assert frame.loc[frame["name"] == "Mag Mortar", "source_line"].tolist() == [10]


def test_html_table_markup_is_no_rule_text_and_a_bare_html_table_is_a_list():
    sheet = "antares-algoryn-html"
    assert sorted(rules(sheet)) == ["Compresseur", "Déflagration D(n)", "Pas de Couvert", "SP, SPx2", "TR(n)"]
    assert [line for line, kind in kinds(sheet).items() if kind == "markup"] == [3, 4, 34]
    assert kinds(sheet)[5] == "table_header" and kinds(sheet)[7] == "table_separator"
    frame = result(sheet).tables["modifiers"]
    assert rows(frame, ["section", "name", "value", "value_num"]) == [
        ("Modificateurs de tir", "Cible à couvert", "-1", -1),
        ("Modificateurs de tir", "Portée longue", "-1", -1),
        ("Modificateurs de tir", "Portée extrême", "-2", -2),
    ]


def test_a_minified_html_table_is_refused_with_its_line_not_read_as_rule_text():
    # Each row of a sheet is a line of its own: a table whose rows share one line cannot be
    # read as one, and passing it for the text of the section above would lose its weapons.
    sheet = (
        "# Algoryn\n\n## Armes\n\n"
        "<table><tr><th>Arme</th><th>Efficace</th><th>VI</th></tr>"
        '<tr><td>Mag Gun</td><td>20"</td><td>1</td></tr></table>\n'
    )
    with pytest.raises(SheetError) as raised:
        parse(sheet)
    assert (raised.value.file, raised.value.line, raised.value.code) == ("antares-test.md", 5, "html-rows-on-one-line")
    assert "on a line of its own" in str(raised.value)


def test_html_cells_spanning_columns_line_breaks_and_note_calls():
    text = (
        '# X\n\n<TABLE border="1">\n'
        "<TR><TH>Arme</TH><TH>Efficace</TH><TH>Longue</TH><TH>VI</TH><TH>Règles</TH></TR>\n"
        '<TR><TD>Lame Plasma</TD><TD colspan="2"><i>Corps à corps</i></TD><TD>2</TD><TD>Lent<br>Perforant</TD></TR>\n'
        '<TR><TD>Fusil Mag<sup>1</sup></TD><TD>20"</TD><TD>30"</TD><TD>1</TD><TD>–</TD></TR>\n'
        "</TABLE>\n\n- **Lent.** Frappe en dernier.\n- **Perforant.** -1 en Rés.\n"
    )
    found = parse(text).tables
    assert rows(found["weapons"], ["name", "melee_only", "strength"]) == [
        ("Lame Plasma", True, 2),
        ("Fusil Mag", False, 1),
    ]
    assert found["weapon_rules"]["label"].tolist() == ["Lent", "Perforant"]


# --- Typography and headings ---------------------------------------------------------------


def test_bom_crlf_no_break_spaces_and_closed_headings():
    sheet = "antares-freeborn-typo"
    assert bands(sheet, "mag-light-support")[-1] == ("Extrême", None, 100, None)
    assert rules(sheet)["TR(n)"]["text_plain"].startswith("Tir Rapide : l'arme tire (n) fois.")
    assert rules(sheet)["Surchauffe"]["parent_rule_id"] == f"{sheet}:tr-n"
    assert rules(sheet)["Bouclier Réflexe"]["text"] == "+1 en Rés contre les tirs."
    frame = result(sheet).tables["modifiers"]
    assert rows(frame, ["section", "name", "value"]) == [
        ("MODIFICATEURS DE TIR", "Cible au tapis", "-1"),
        ("MODIFICATEURS DE TIR", "Tir en mouvement", "-1"),
        ("MODIFICATEURS DE TIR", "Portée longue", "-1"),
    ]


# --- Notes and a table continued -----------------------------------------------------------


def test_note_calls_on_names_and_a_table_going_on_past_its_page():
    sheet = "antares-concord-notes"
    assert [row[:2] for row in weapons(sheet)] == [
        ("plasma-carbine", "Plasma Carbine"),
        ("plasma-lance", "Plasma Lance"),
        ("compression-cannon", "Compression Cannon"),
        ("mag-mortar", "Mag Mortar"),
        ("plasma-cannon", "Plasma Cannon"),
        ("x-launcher", "X-Launcher"),
    ]
    assert bands(sheet, "plasma-carbine") == [("Efficace", None, 20, None), ("Longue", None, 30, None)]
    # `*Suite du tableau page suivante*` is page furniture, no text of the section.
    assert "Armes de tir" not in rules(sheet)
    assert kinds(sheet)[15] == "page_furniture"
    notes = result(sheet).report["table_notes"]
    assert [note["source_line"] for note in notes] == [12, 13]


def test_continued_notes_and_note_calls_in_rules_cells():
    for line in (
        "*Suite du tableau page suivante*",
        "(suite au verso)",
        "Suite page 4",
        "Voir page suivante",
        "(à suivre)",
    ):
        assert is_continued_note(line), line
    for line in ("Suite à une charge, l'unité se regroupe.", "## Règles (suite)", "Suivant"):
        assert not is_continued_note(line), line
    assert split_rules_cell("Compresseur¹, Pas de Couvert†") == ["Compresseur", "Pas de Couvert"]


# --- Ranges, strengths and rule items in words ---------------------------------------------


def test_ranges_and_strengths_written_in_words():
    sheet = "antares-ghar-formes"
    assert bands(sheet, "scourer-cannon")[0] == ("Efficace", 10, 30, None)
    assert bands(sheet, "plasma-amplifier")[0] == ("Efficace", 10, 30, None)
    assert bands(sheet, "disruptor-cannon") == [("Efficace", None, 20, None), ("Longue", None, 30, None)]
    assert weapons(sheet) == [
        ("scourer-cannon", "Scourer Cannon", None, False, 2, None, None),
        ("plasma-amplifier", "Plasma Amplifier", None, False, 4, None, None),
        ("disruptor-cannon", "Disruptor Cannon", None, False, 2, None, 10),
        ("gouge-gun", "Gouge Gun", None, False, 1, None, None),
        ("plasma-claw", "Plasma Claw", None, True, 3, None, None),
    ]
    assert result(sheet).tables["weapons"]["strength_raw"].tolist()[:3] == ["VI 2", "VI : 4", "2 (max 10)"]


def test_rule_items_parted_by_semicolons_and_et():
    sheet = "antares-ghar-formes"
    assert links(sheet)[:6] == [
        ("scourer-cannon", 1, "TR(3)", "3", "tr-n", "exact"),
        ("scourer-cannon", 2, "Perforant", None, "perforant", "exact"),
        ("plasma-amplifier", 1, "Déflagration D6", "D6", "deflagration-d-n", "exact"),
        ("plasma-amplifier", 2, "Pas de Couvert", None, "pas-de-couvert", "exact"),
        ("disruptor-cannon", 1, "TR 3", "3", "tr-n", "exact"),
        ("disruptor-cannon", 2, "Disruption", None, "disruption", "exact"),
    ]


def test_a_rule_whose_name_holds_et_stays_whole():
    text = (
        "# X\n\n| Arme | Efficace | VI | Règles |\n|---|---|---|---|\n"
        '| Bombard | 30" | 3 | Démolition et Démolition (m), Lent et Lourd |\n\n'
        "- **Démolition et Démolition (m).** Voir les règles de démolition.\n- **Lent.** Frappe en dernier.\n"
    )
    found = parse(text).tables["weapon_rules"]
    assert rows(found, ["position", "label", "match"]) == [
        (1, "Démolition et Démolition (m)", "exact"),
        (2, "Lent et Lourd", "unresolved"),
    ]


# --- Definition lists ----------------------------------------------------------------------


def test_a_glossary_as_a_definition_list_with_two_definitions():
    sheet = "antares-boromites-deflist"
    assert sorted(rules(sheet)) == ["Déflagration D(n)", "Lent", "Ouvrier", "Rocher"]
    assert (
        rules(sheet)["Déflagration D(n)"]["text"]
        == "La munition cause (n) touches au point d'impact. Voir les règles de déflagration page 33."
    )
    assert [row[:3] for row in weapons(sheet)] == [
        ("mag-gun", "Mag Gun", None),
        ("frag-borer:tir", "Frag Borer", "Tir"),
        ("frag-borer:charge", "Frag Borer", "Charge"),
        ("rock-gun", "Rock Gun", None),
    ]
    frame = result(sheet).tables["modifiers"]
    assert rows(frame, ["name", "value"]) == [("Charge", "+1 en Force"), ("Cible Down", "+1 pour toucher")]
