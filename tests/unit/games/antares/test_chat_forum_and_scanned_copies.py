"""Antares: four faction sheets as users bring them from places the other
fixture sheets do not come from (tests/fixtures/sheets/antares-*.md). Every expected value below was
written by hand from the sheet, before the parser was run on it.

- `antares-concord-forum.md`: a forum post's BBCode (XenForo, phpBB): `[b]…[/b]`, `[i]`,
  `[u]`, `[size=150]`, `[color=#cc0000]`, the weapons as `[TABLE][TR][TH]…[TD]…` (a row a
  line), the rules and modifiers as `[list]` / `[*]` items;
- `antares-ghar-sphinx.md`: reStructuredText pasted from a club's Sphinx site: a title over-
  and underlined with `=`, sections underlined with `~` and `^`, simple tables between
  `====  ====` borders (top, under the header, bottom), `.. admonition:: Titre` directives,
  the rules as a definition list (a name over its indented text);
- `antares-freeborn-tableur.md`: a spreadsheet turned into Markdown by a converter: the merged
  `Portée` cell over `Efficace | Longue | Extrême` becomes a header on two rows (the lower
  one the table's first body row), ranges as `10"-30"`, and a change log
  (`## Historique des versions`) whose `- **v1.2 (mars 2024) :** …` bullets are no rules;
- `antares-isorian-discord.md`: a Discord message: headings as `__**ARMEMENT**__`, the
  weapons and modifiers as space-aligned columns inside ``` fences (one with a language
  tag), rule items parted by ` / `, `SP ×2` with a multiplication sign.

A BBCode table with a range that is no range (`2O"`, a letter O) is refused with its line
and column, as a pipe table's would be.
"""

from __future__ import annotations

import pytest

from pipeline.model.errors import SheetError
from pipeline.model.result import ParseResult
from tests.conftest import parse_antares as parse
from tests.conftest import parsed_fixture, rows
from tests.helpers import kinds


def sheet(name: str) -> ParseResult:
    return parsed_fixture(f"{name}.md")


def unparsed(result: ParseResult) -> list[int]:
    coverage = result.coverage
    return list(coverage[coverage["kind"] == "unparsed"]["source_line"])


def bands(result: ParseResult, weapon_id: str) -> list[tuple]:
    ranges = result.tables["weapon_ranges"]
    picked = ranges[ranges["weapon_id"] == weapon_id]
    return rows(picked, ["band_index", "band_label", "min", "max", "unit", "strength"])


def links(result: ParseResult, weapon_id: str) -> list[tuple]:
    frame = result.tables["weapon_rules"]
    picked = frame[frame["weapon_id"] == weapon_id]
    return rows(picked, ["label", "rule_name", "param", "rule_id", "match"])


# --- antares-concord-forum --------------------------------------------------------------

FORUM = "antares-concord-forum"


def test_forum_bbcode_table_gives_the_weapons() -> None:
    weapons = sheet(FORUM).tables["weapons"]
    assert rows(weapons, ["name", "mode", "strength", "melee_only", "source_line"]) == [
        ("Plasma Carbine", "Dispersion", 0, False, 7),
        ("Plasma Carbine", "Tir Unique", 2, False, 8),
        ("Plasma Pistol", None, 2, False, 9),
        ("Plasma Lance", None, 2, False, 10),
        ("Plasma Light Support", None, 3, False, 11),
        ("Plasma Cannon", None, 6, False, 12),
        ("X-Launcher", None, 1, False, 13),
        ("Compression Cannon", None, None, False, 14),
        ("Mag Mortar", None, 3, False, 15),
    ]


def test_forum_bands_and_per_band_strengths() -> None:
    result = sheet(FORUM)
    assert bands(result, f"{FORUM}:x-launcher") == [
        (1, "Efficace", 10.0, 30.0, "in", None),
        (2, "Longue", None, 60.0, "in", None),
        (3, "Extrême", None, 120.0, "in", None),
    ]
    assert bands(result, f"{FORUM}:compression-cannon") == [
        (1, "Efficace", 10.0, 30.0, "in", 7),
        (2, "Longue", None, 40.0, "in", 4),
        (3, "Extrême", None, 80.0, "in", 2),
    ]


def test_forum_list_items_are_rules_and_modifiers() -> None:
    result = sheet(FORUM)
    rules = result.tables["rules"]
    assert list(rules["name"]) == [
        "TR (n)",
        "Lance",
        "Panne de Plasma",
        "SP, SPx2",
        "Déflagration D(n)",
        "Compresseur",
        "Pas de Couvert",
    ]
    text = rules.set_index("name").loc["Panne de Plasma", "text"]
    assert text == "sur un 10 au jet de Préc, l'unité reçoit un pion Down."
    assert rows(result.tables["modifiers"], ["name", "value_num"]) == [
        ("Cible en couvert léger", -1),
        ("Cible en couvert lourd", -2),
        ("Ordre Fire", 1),
    ]


def test_forum_rule_links() -> None:
    result = sheet(FORUM)
    assert links(result, f"{FORUM}:mag-mortar") == [
        ("SPx2", "SP", "x2", f"{FORUM}:sp-spx2", "exact"),
        ("Déflagration D10", "Déflagration", "D10", f"{FORUM}:deflagration-d-n", "exact"),
    ]
    assert links(result, f"{FORUM}:plasma-carbine:dispersion") == [
        ("TR2", "TR", "2", f"{FORUM}:tr-n", "exact"),
    ]


def test_forum_every_line_read() -> None:
    result = sheet(FORUM)
    assert unparsed(result) == []
    read = kinds(result)
    assert read[6] == "table_header"
    assert all(read[line] == "weapon" for line in range(7, 16))
    assert not any("[" in text and "]" in text and "/" in text for text in result.tables["rules"]["text"])


def test_forum_table_with_a_bad_range_names_its_line_and_column() -> None:
    text = (
        "[b]Armes[/b]\n\n[TABLE]\n"
        "[TR][TH]Arme[/TH][TH]Efficace[/TH][TH]Longue[/TH][TH]VI[/TH][/TR]\n"
        '[TR][TD]Mag Gun[/TD][TD]2O"[/TD][TD]30"[/TD][TD]1[/TD][/TR]\n'
        "[/TABLE]\n"
    )
    with pytest.raises(SheetError) as raised:
        parse(text)
    error = raised.value
    assert (error.line, error.code, error.cell, error.found) == (5, "bad-range", "Efficace", '2O"')


# --- antares-ghar-sphinx ----------------------------------------------------------------

SPHINX = "antares-ghar-sphinx"


def test_sphinx_simple_tables_between_equals_borders() -> None:
    weapons = sheet(SPHINX).tables["weapons"]
    assert rows(weapons, ["name", "strength", "strength_step", "strength_max", "melee_only", "rules_raw"]) == [
        ("Scourer Cannon", 2, None, None, False, "TR3, Surcharge"),
        ("Heavy Scourer Cannon", 5, None, None, False, "Perforant, Surcharge"),
        ("Gouger Gun", 1, None, None, False, "TR2"),
        ("Plasma Claw", 4, None, None, True, "Broyeur"),
        ("Disruptor Cannon", None, None, None, False, "Disrupteur, Pas de Couvert"),
        ("Tractor Cannon", 2, 2, 8, False, "Traction"),
        ("Scrap Gun", 1, None, None, False, "Arme de Récupération"),
        ("Plasma Dump", 3, None, None, False, "Déflagration D6"),
        ("Flicker Grenades", 1, None, None, False, "Déflagration D3"),
    ]
    assert list(weapons["position"]) == list(range(1, 10))


def test_sphinx_bands() -> None:
    result = sheet(SPHINX)
    assert bands(result, f"{SPHINX}:disruptor-cannon") == [
        (1, "Efficace", 10.0, 30.0, "in", 6),
        (2, "Longue", None, 50.0, "in", 4),
        (3, "Extrême", None, 80.0, "in", 2),
    ]
    assert bands(result, f"{SPHINX}:gouger-gun") == [
        (1, "Efficace", None, 10.0, "in", None),
        (2, "Longue", None, 20.0, "in", None),
    ]
    assert bands(result, f"{SPHINX}:plasma-claw") == []


def test_sphinx_definition_list_and_admonitions_are_rules() -> None:
    rules = sheet(SPHINX).tables["rules"]
    assert list(rules["name"]) == [
        "Source",
        "TR (n)",
        "Surcharge",
        "Perforant",
        "Broyeur",
        "Disrupteur",
        "Pas de Couvert",
        "Traction",
        "Arme de Récupération",
        "Déflagration D(n)",
        # `^^^` makes "Modificateurs de tir" a subsection of "Règles spéciales", as reST
        # reads it: an entry heading, whose text (the admonition under it) makes it a rule
        # with the admonition's entry as its child, as a `###` heading would be.
        "Modificateurs de tir",
        "Révolte des Parias",
    ]
    texts = rules.set_index("name")["text"]
    assert texts["Source"] == "Valeurs tirées du livre de règles v1.2, errata inclus."
    assert texts["TR (n)"] == "Tir Rapide : l'arme tire (n) fois en mode dispersion."
    assert texts["Révolte des Parias"].startswith("Au début du tour, une unité de Parias")


def test_sphinx_modifiers_and_links() -> None:
    result = sheet(SPHINX)
    assert rows(result.tables["modifiers"], ["name", "value_num"]) == [
        ("Cible en couvert léger", -1),
        ("Cible en couvert lourd", -2),
        ("Ordre Fire", 1),
    ]
    assert links(result, f"{SPHINX}:scourer-cannon") == [
        ("TR3", "TR", "3", f"{SPHINX}:tr-n", "exact"),
        ("Surcharge", "Surcharge", None, f"{SPHINX}:surcharge", "exact"),
    ]
    assert links(result, f"{SPHINX}:plasma-dump") == [
        ("Déflagration D6", "Déflagration", "D6", f"{SPHINX}:deflagration-d-n", "exact"),
    ]


def test_sphinx_underlines_and_borders_are_accounted_for() -> None:
    result = sheet(SPHINX)
    assert unparsed(result) == []
    read = kinds(result)
    assert read[13] == "heading_underline"  # ~~~ under "Armures de combat"
    assert read[16] == "table_header"
    assert [read[line] for line in (15, 17, 24)] == ["table_separator"] * 3  # the === borders
    assert read[5] == "markup"  # `.. admonition:: Source`: its title leads the text under it


# --- antares-freeborn-tableur -----------------------------------------------------------

TABLEUR = "antares-freeborn-tableur"


def test_tableur_header_on_two_rows() -> None:
    result = sheet(TABLEUR)
    weapons = result.tables["weapons"]
    assert rows(weapons, ["name", "mode", "strength", "melee_only"]) == [
        ("Mag Gun", None, 1, False),
        ("Mag Repeater", None, 0, False),
        ("Plasma Carbine", "Dispersion", 0, False),
        ("Plasma Carbine", "Tir Unique", 2, False),
        ("Mag Light Support", None, 2, False),
        ("Plasma Light Support", None, 3, False),
        ("Mag Mortar", None, 3, False),
        ("Compactor Cannon", None, None, False),
        ("Hail Cannon", None, 4, False),
        ("Vardanari Blade", None, 2, True),
    ]
    assert bands(result, f"{TABLEUR}:mag-mortar") == [
        (1, "Efficace", 10.0, 30.0, "in", None),
        (2, "Longue", None, 40.0, "in", None),
        (3, "Extrême", None, 50.0, "in", None),
    ]
    assert sorted(set(result.tables["weapon_ranges"]["band_label"])) == ["Efficace", "Extrême", "Longue"]
    read = kinds(result)
    assert (read[5], read[7]) == ("table_header", "table_header")


def test_tableur_rules_links_and_modifiers() -> None:
    result = sheet(TABLEUR)
    assert list(result.tables["rules"]["name"]) == [
        "TR (n)",
        "SP, SPx2",
        "Déflagration D(n)",
        "Compresseur",
        "Perforant",
        "Attaques Multiples (n)",
        "Riposte",
    ]
    assert links(result, f"{TABLEUR}:hail-cannon") == [
        ("TR 2", "TR", "2", f"{TABLEUR}:tr-n", "exact"),
        ("Perforant", "Perforant", None, f"{TABLEUR}:perforant", "exact"),
    ]
    assert links(result, f"{TABLEUR}:vardanari-blade") == [
        ("Attaques Multiples (2)", "Attaques Multiples", "2", f"{TABLEUR}:attaques-multiples-n", "exact"),
        ("Riposte", "Riposte", None, f"{TABLEUR}:riposte", "exact"),
    ]
    assert rows(result.tables["modifiers"], ["name", "value_num"]) == [
        ("Cible en couvert", -1),
        ("Ordre Fire", 1),
        ("Cible Down", -1),
    ]


def test_tableur_change_log_is_no_rules() -> None:
    result = sheet(TABLEUR)
    read = kinds(result)
    assert read[37] == "heading"
    assert [read[line] for line in (39, 40, 41)] == ["changelog"] * 3
    assert unparsed(result) == []


# --- antares-isorian-discord ------------------------------------------------------------

DISCORD = "antares-isorian-discord"


def test_discord_fenced_table_gives_the_weapons() -> None:
    weapons = sheet(DISCORD).tables["weapons"]
    assert rows(weapons, ["name", "strength", "melee_only", "min_range", "source_line"]) == [
        ("Phase Rifle", 1, False, None, 7),
        ("Phase Pistol", 1, False, None, 8),
        ("Phase Repeater", 0, False, None, 9),
        ("Phase Sniper Rifle", 2, False, 10.0, 10),
        ("Phase Cannon", 4, False, None, 11),
        ("Phase Hurler", 2, False, 10.0, 12),
        ("Phase Mortar", 2, False, 10.0, 13),
        ("Shard Grenades", 1, False, None, 14),
        ("Nano Lame", 2, True, None, 15),
    ]


def test_discord_rule_items_parted_by_slashes_and_times_sign() -> None:
    result = sheet(DISCORD)
    assert links(result, f"{DISCORD}:phase-sniper-rifle") == [
        ("Choisir la Cible", "Choisir la Cible", None, f"{DISCORD}:choisir-la-cible", "exact"),
        ("Tir de Précision", "Tir de Précision", None, f"{DISCORD}:tir-de-precision", "exact"),
    ]
    assert links(result, f"{DISCORD}:phase-hurler") == [
        ("SP ×2", "SP", "x2", f"{DISCORD}:sp-spx-n", "exact"),
        ("Déflagration D6", "Déflagration", "D6", f"{DISCORD}:deflagration-d-n", "exact"),
    ]
    assert links(result, f"{DISCORD}:phase-mortar") == [
        ("SP×3", "SP", "x3", f"{DISCORD}:sp-spx-n", "exact"),
        ("Déflagration D5", "Déflagration", "D5", f"{DISCORD}:deflagration-d-n", "exact"),
        ("Pas de Couvert", "Pas de Couvert", None, f"{DISCORD}:pas-de-couvert", "exact"),
    ]


def test_discord_rules_modifiers_and_headings() -> None:
    result = sheet(DISCORD)
    assert list(result.tables["rules"]["name"]) == [
        "TR (n)",
        "Choisir la Cible",
        "Tir de Précision",
        "Mode Phase",
        "SP, SPx(n)",
        "Déflagration D(n)",
        "Pas de Couvert",
        "Brèche (n)",
    ]
    assert rows(result.tables["modifiers"], ["name", "value_num"]) == [
        ("Cible en couvert léger", -1),
        ("Cible en couvert lourd", -2),
        ("Ordre Fire", 1),
    ]
    read = kinds(result)
    assert [read[line] for line in (1, 3, 18, 29)] == ["heading"] * 4
    assert [read[line] for line in (5, 16, 31, 35)] == ["code_fence"] * 4
    assert unparsed(result) == []


# --- the constructs, wherever they appear -----------------------------------------------


def test_bbcode_read_only_in_a_sheet_holding_a_closing_tag() -> None:
    bbcode = parse("[b]Règles[/b]\n\n[list]\n[*][b]Lent :[/b] frappe en dernier.\n[/list]\n")
    assert list(bbcode.tables["rules"]["name"]) == ["Lent"]
    # No closing tag: `[*]` and `[b]` are the sheet's own text (a note's call, a label).
    plain = parse("# Règles\n\n- **Lent :** frappe en dernier [*].\n")
    assert plain.tables["rules"].iloc[0]["text"] == "frappe en dernier [*]."


def test_rest_simple_table_with_a_narrow_column() -> None:
    text = (
        "Armes\n=====\n\n"
        "=========  ========  ==  =======\n"
        "Arme       Efficace  VI  Règles\n"
        "=========  ========  ==  =======\n"
        'Mag Gun    20"       1   Lent\n'
        "=========  ========  ==  =======\n\n"
        "- **Lent.** Frappe en dernier.\n"
    )
    result = parse(text)
    assert rows(result.tables["weapons"], ["name", "strength", "rules_raw"]) == [("Mag Gun", 1, "Lent")]
    assert unparsed(result) == []


@pytest.mark.parametrize("mark", ["~", "^"])
def test_rest_underlines_head_deeper_sections(mark: str) -> None:
    result = parse(f"Fiche\n=====\n\nRègles\n{mark * 6}\n\n- **Lent.** Frappe en dernier.\n")
    assert kinds(result)[5] == "heading_underline"
    assert "Lent" in list(result.tables["rules"]["name"])


def test_rest_directive_title_leads_its_text() -> None:
    result = parse(
        "# Fiche\n\n.. admonition:: Révolte\n\n   Sur 1-2, l'unité se révolte.\n\n.. note::\n\n   Une remarque.\n"
    )
    assert rows(result.tables["rules"], ["name", "text"]) == [
        ("Fiche", "Une remarque."),
        ("Révolte", "Sur 1-2, l'unité se révolte."),
    ]


def test_group_label_over_empty_header_cells() -> None:
    text = (
        "# Armes\n\n| Arme | Portée | | VI |\n|---|---|---|---|\n| | Efficace | Longue | |\n"
        '| Mag Gun | 20" | 30" | 1 |\n'
    )
    result = parse(text)
    assert sorted(set(result.tables["weapon_ranges"]["band_label"])) == ["Efficace", "Longue"]


def test_a_mode_row_under_a_group_header_is_no_header() -> None:
    # A row with values (`4`) under the header is a weapon's row, never its header's half.
    text = '# Armes\n\n| Arme | Portée | | VI |\n|---|---|---|---|\n| Frag Borer | 10" | 20" | 2 |\n'
    assert list(parse(text).tables["weapons"]["name"]) == ["Frag Borer"]


@pytest.mark.parametrize("heading", ["Historique des versions", "CHANGELOG", "Journal des modifications"])
def test_change_log_sections_make_no_rules(heading: str) -> None:
    result = parse(f"# Fiche\n\n## Règles\n\n- **Lent.** Frappe.\n\n## {heading}\n\n- **v1.1 :** Lent ajouté.\n")
    assert list(result.tables["rules"]["name"]) == ["Lent"]
    assert kinds(result)[9] == "changelog"


def test_history_of_a_faction_is_no_change_log() -> None:
    result = parse("# Fiche\n\n## Historique\n\n**Fondation :** La maison naît en 3012.\n")
    assert "Fondation" in list(result.tables["rules"]["name"])


def test_a_code_fence_is_set_aside_and_a_tilde_underline_is_no_fence() -> None:
    fenced = parse("# Modificateurs de tir\n\n```\nCouvert léger    -1\nCouvert lourd    -2\n```\n")
    assert rows(fenced.tables["modifiers"], ["name", "value_num"]) == [("Couvert léger", -1), ("Couvert lourd", -2)]
    assert [kinds(fenced)[line] for line in (3, 6)] == ["code_fence", "code_fence"]


def test_discord_underlined_bold_is_bold() -> None:
    result = parse("__**RÈGLES**__\n\n- **Lent.** Frappe.\n")
    assert kinds(result)[1] == "heading"
    assert rows(result.tables["rules"], ["name", "section"]) == [("Lent", "RÈGLES")]


def test_spaced_slash_parts_items_a_glued_one_does_not() -> None:
    from pipeline.extract.cells import parse_rule_label, split_rules_cell

    assert split_rules_cell("Lent / Perforant") == ["Lent", "Perforant"]
    assert split_rules_cell("Rés/ Impact Variable, Grenade") == ["Rés/ Impact Variable", "Grenade"]
    label = parse_rule_label("SP ×2")
    assert (label.label, label.name, label.param) == ("SP ×2", "SP", "x2")


def test_a_strength_set_in_bold_prints_as_its_value() -> None:
    """The forum's `[b]6[/b]` and a Markdown sheet's `**0**`: `strength_raw` is the cell as it
    prints, without its emphasis (before, the reference sheet and the cards printed `**6**`)."""
    forum = parsed_fixture("antares-concord-forum.md").tables["weapons"].set_index("name")
    assert (forum.loc["Plasma Cannon", "strength_raw"], forum.loc["Plasma Cannon", "strength"]) == ("6", 6)
    notes = parsed_fixture("antares-concord-notes.md").tables["weapons"]
    carbine = notes[notes["name"] == "Plasma Carbine"].iloc[0]
    assert (carbine["strength_raw"], carbine["strength"]) == ("0", 0)
