"""The Markdown reader (`markdown` sheets: pipe and tab tables, headings, bullets, leads), each construct
on a few lines of a sheet of its own: tables as editors and typists leave them, entries and their parts,
dice and modifiers, errata marks. The whole sheets that carry them are tested in tests/unit/games/antares/."""

from __future__ import annotations

import pytest

from pipeline.extract.cells import RuleLabel, parse_rule_label
from pipeline.extract.leads import bold_lead, item_lead
from pipeline.extract.rolls import last_die, roll_bullet
from pipeline.extract.text import on_one_line
from pipeline.model.document import Item, Table, TableRow
from pipeline.model.errors import SheetError
from pipeline.parse.readers.side_tables import without_blank_first_columns
from tests.antares_tables import inline_tables, rules_frame_by_line
from tests.conftest import parse_antares as parse
from tests.conftest import rows

# Constructs the whole sheets of the Antares faithful siblings carry (tests/fixtures/README.md).


def test_a_sheet_with_these_items_and_strengths_reads_whole() -> None:
    result = parse(
        "TITRE\n\n"
        "| Arme | Efficace | Longue | VI | Règles Spéciales |\n"
        "|---|---|---|---|---|\n"
        '| Frag Borer | 10" | 20" | 3* | Brèche(1), Déflagration D6. |\n'
        "* 5 contre les véhicules.\n\n"
        "RÈGLES SPÉCIALES\n\n"
        "- **Brèche (n).** La cible subit -(n) en Rés.\n"
        "- **Déflagration D(n).** (n) touches.\n"
    )
    assert rows(result.tables["weapons"], ["name", "strength_raw", "strength"]) == [("Frag Borer", "3*", 3)]
    assert rows(result.tables["weapon_rules"], ["label", "rule_name", "param", "rule_id", "match"]) == [
        ("Brèche(1)", "Brèche", "1", "antares-test:breche-n", "exact"),
        ("Déflagration D6.", "Déflagration", "D6", "antares-test:deflagration-d-n", "exact"),
    ]
    assert [note["source_line"] for note in result.report["table_notes"]] == [6]


# Constructs the whole sheets of tests/unit/games/antares/test_own_typing_habits.py carry.


def rules_by_line_of(text: str) -> list[tuple]:
    """[(line, name, name_alt, parent's line, takes_param)] of a sheet given as text."""
    return rules_frame_by_line(inline_tables(text)["rules"])


PIPE_HEADER = "| Type d'Arme | Efficace | Portée Longue | Valeur d'Impact | Règles Spéciales |\n|---|---|---|---|---|\n"


def test_a_remark_in_the_last_column_under_a_pipe_table_is_a_note():
    text = (
        PIPE_HEADER
        + '| Mag Gun | 20" | 30" | 1 | – |\n| | | | | *Toutes ces armes sont à l\'épreuve du brouillage.* |\n'
    )
    found = inline_tables(text)
    assert list(found["weapons"]["name"]) == ["Mag Gun"]
    assert list(found["notes"]["source_line"]) == [4]


def test_an_em_dash_is_a_bullet():
    text = "RÈGLES\n\n- **Spores (X).** Texte.\n  — **Spécial :** premier cas.\n  — **Exception :** second cas.\n"
    found = {line: (name, parent) for line, name, _, parent, _ in rules_by_line_of(text)}
    assert found[4] == ("Spécial", 3) and found[5] == ("Exception", 3)


def test_an_entry_heading_under_another_glyph_than_the_round_bullet():
    text = (
        "RÈGLES\n\n● **Lent.** Texte.\n\n▪ PHASE SHIELD (Bouclier de Phase)\n\n"
        "- **Surcharge :** un.\n- **Retour :** deux.\n"
    )
    found = {line: (name, alt, parent) for line, name, alt, parent, _ in rules_by_line_of(text)}
    assert found[5] == ("PHASE SHIELD", "Bouclier de Phase", None)
    assert found[7][2] == 5 and found[8][2] == 5


def test_a_case_word_line_right_under_a_numbered_rule_is_its_sub_entry():
    text = (
        "RÈGLES\n\n1. **Lourd[n].** L'arme compte pour [n] servants.\n"
        "Exception : une unité de motos peut tirer après un mouvement simple.\n"
        "2. **Lent.** Texte.\n3. **Vif.** Texte.\n"
    )
    found = {line: (name, parent) for line, name, _, parent, _ in rules_by_line_of(text)}
    assert found[4] == ("Exception", 3)
    assert found[5][1] == found[3][1] and found[6][1] == found[3][1]


def test_a_profile_with_a_dash_in_every_band_is_melee_only():
    header = "Type d'Arme\t\tEfficace\tPortée Longue\tValeur d'Impact\tRègles Spéciales\n"
    text = header + 'Maul\t- Coup\t-\t-\t3\t–\nMaul\t- Jet\t10"\t-\t1\t–\n'
    frame = inline_tables(text)["weapons"]
    assert list(frame["melee_only"]) == [True, False]


def test_a_multiplication_sign_keys_as_an_x():
    from pipeline.extract.text import slugify

    assert slugify("Impact ×2") == slugify("Impact x2") == "impact-x2"
    assert slugify("SP, SP×2") == "sp-spx2"


def test_a_tab_table_aligned_with_runs_of_tabs():
    text = (
        "TYPE D'ARME\t\t\t\tEFFICACE\tPORTEE LONGUE\tVALEUR D'IMPACT\tREGLES SPECIALES\n"
        'Plasma Pistol\t\t\t\t10"\t20"\t2\t–\n'
        'Plasma Lance\t\t- Lance\t\t20"\t30"\t4\tImprécis\n'
        'Mag Repeater\t\t\t\t20"\t30"\t0\t\n'
    )
    frame = inline_tables(text)["weapons"]
    assert rows(frame, ["name", "mode", "strength_raw", "rules_raw"]) == [
        ("Plasma Pistol", None, "2", "–"),
        ("Plasma Lance", "Lance", "4", "Imprécis"),
        ("Mag Repeater", None, "0", None),
    ]


# Constructs the whole sheets of the Antares siblings for other factions carry (tests/fixtures/README.md).


def test_a_weapons_row_may_leave_its_cells_after_the_strength_out() -> None:
    # GitHub Markdown pads a short row with empty cells; an editor trims a row's last tabs.
    piped = parse(
        "TITRE\n\n"
        "| Arme | Efficace | Longue | VI | Règles Spéciales | Coût |\n"
        "|---|---|---|---|---|---|\n"
        '| Mag Gun | 20" | 30" | 1 |\n'
        '| Mag Repeater | 20" | 30" | 0 | TR2 |\n'
    )
    assert rows(piped.tables["weapons"], ["name", "strength", "rules_raw"]) == [
        ("Mag Gun", 1, None),
        ("Mag Repeater", 0, "TR2"),
    ]
    tabbed = parse('TITRE\n\nArme\tMode\tEfficace\tVI\tRègles\nMag Gun\t\t20"\t1\n\tRafale\t10"\t2\tTR2\n')
    assert rows(tabbed.tables["weapons"], ["name", "mode", "strength", "rules_raw"]) == [
        ("Mag Gun", None, 1, None),
        ("Mag Gun", "Rafale", 2, "TR2"),
    ]


def test_a_weapons_row_short_of_its_strength_is_still_refused() -> None:
    with pytest.raises(SheetError) as raised:
        parse('TITRE\n\n| Arme | Efficace | Longue | VI | Règles |\n|---|---|---|---|---|\n| Mag Gun | 20" | 30" |\n')
    error = raised.value
    assert (error.line, error.code, error.found) == (5, "cells-count", "3 cells")
    # A cell left out inside the row (its `Longue`): its cells do not read in the columns on
    # their left, and the count is what the error says, not the cell that would be misread.
    with pytest.raises(SheetError) as raised:
        parse('TITRE\n\n| Arme | Efficace | Longue | VI | Règles |\n|---|---|---|---|---|\n| Mag Gun | 20" | 1 | TR2 |')
    error = raised.value
    assert (error.line, error.code, error.found) == (5, "cells-count", "4 cells")


def test_an_italic_lead_may_end_with_a_number_as_a_bold_one_does() -> None:
    assert item_lead("*Mode 1 :* Le bouclier protège contre les tirs directs.").name == "Mode 1"
    assert item_lead("**Mode 1 :** Le bouclier protège contre les tirs directs.").name == "Mode 1"
    # An italic sentence stays one.
    assert item_lead("*Une figurine au tapis.* Elle ne tire pas.") is None


def test_dice_bullets_with_the_roll_in_bold_or_written_with_a() -> None:
    assert roll_bullet(Item(1, 0, "**2-8** = tir bloqué, drone détruit"), "D10") == roll_bullet(
        Item(1, 0, "2-8 = tir bloqué, drone détruit"), "D10"
    )
    row = roll_bullet(Item(1, 0, "**1-3 :** l'arme est intacte"), "D10")
    assert row is not None and (row.roll_from, row.roll_to, row.result) == (1, 3, "l'arme est intacte")
    row = roll_bullet(Item(1, 0, "4 à 8 : aucun effet."), "D10")
    assert row is not None and (row.roll_from, row.roll_to, row.result) == (4, 8, "aucun effet.")
    result = parse(
        "TITRE\n\n## FIÈVRE\n\nAu début du tour, lancez un D10 :\n\n"
        "- **1 à 3** = l'unité retire un pion Stress.\n- **4 à 10** = aucun effet.\n"
    )
    assert rows(result.tables["roll_tables"], ["table_name", "roll_from", "roll_to"]) == [
        ("FIÈVRE", 1, 3),
        ("FIÈVRE", 4, 10),
    ]
    # No rule is named after a roll.
    assert list(result.tables["rules"]["name"]) == ["FIÈVRE"]


def test_a_die_written_with_its_count_of_one_is_the_die() -> None:
    assert last_die(["lancez 1D10 :"]) == "D10"
    assert last_die(["1d6"]) == "D6"
    assert last_die(["2D6"]) == "2D6"
    result = parse("TITRE\n\n## DÉGÂTS\n\n| 1D10 | Résultat |\n|---|---|\n| 1-5 | Rien. |\n| 6-10 | Détruit. |\n")
    assert set(result.tables["roll_tables"]["dice"]) == {"D10"}


def test_a_cell_on_two_lines_is_one_label_one_name() -> None:
    assert on_one_line("Portée<br>Longue") == "Portée Longue"
    assert on_one_line("Tractor Maul<br/>- <i>Traction</i>") == "Tractor Maul - <i>Traction</i>"
    result = parse(
        "TITRE\n\n"
        "| Arme | Efficace | Portée<br>Longue | Valeur<br>d'Impact | Règles<br>Spéciales |\n"
        "|---|---|---|---|---|\n"
        '| Mass Compactor<br>- <i>Dispersion</i> | 20" | 30" | 1 | – |\n'
        '| Mass Compactor<br>- <i>Concentré</i> | 20" | 30" | 3 | – |\n'
    )
    assert rows(result.tables["weapons"], ["name", "mode"]) == [
        ("Mass Compactor", "Dispersion"),
        ("Mass Compactor", "Concentré"),
    ]
    assert list(result.tables["weapon_ranges"]["band_label"].unique()) == ["Efficace", "Portée Longue"]


def test_a_table_copied_with_the_blank_column_left_of_it_reads_without_it() -> None:
    copied = Table(1, [TableRow(1, ["", "Arme", "VI"]), TableRow(2, ["", "Mag Gun", "1"])], "tab")
    (read,) = without_blank_first_columns([copied])
    assert [row.cells for row in read.rows] == [["Arme", "VI"], ["Mag Gun", "1"]]
    # A mode row leaves its name cell empty, the header does not: the column stays.
    modes = Table(1, [TableRow(1, ["Arme", "", "VI"]), TableRow(2, ["", "- Rafale", "1"])], "tab")
    assert without_blank_first_columns([modes]) == [modes]
    result = parse('TITRE\n\n\tArme\t\tEfficace\tVI\tRègles\n\tMag Gun\t- Rafale\t20"\t1\tTR2\n')
    assert rows(result.tables["weapons"], ["name", "mode", "strength"]) == [("Mag Gun", "Rafale", 1)]


def test_a_bold_name_with_its_other_name_after_the_marks() -> None:
    lead = bold_lead("**Préc** (Acc) : précision d'une figurine.", strict=False)
    assert lead is not None and (lead.name, lead.text) == ("Préc (Acc)", "précision d'une figurine.")
    lead = bold_lead("*Fire* (Feu) : L'unité tire.")
    assert lead is not None and (lead.name, lead.text) == ("Fire (Feu)", "L'unité tire.")
    # A parenthesis of a sentence, no colon after it, is no other name.
    lead = bold_lead("**Tir Rapide** (voir p. 12). Les figurines tirent.", strict=False)
    assert lead is not None and (lead.name, lead.text) == ("Tir Rapide", "(voir p. 12). Les figurines tirent.")
    result = parse("TITRE\n\n## GLOSSAIRE\n\n- **Préc** (Acc) : précision.\n- **For** (Str) : force.\n")
    assert rows(result.tables["rules"], ["name", "name_alt", "text"]) == [
        ("Préc", "Acc", "précision."),
        ("For", "Str", "force."),
    ]


def test_a_modifier_s_name_is_printed_without_the_sheet_s_emphasis() -> None:
    result = parse("TITRE\n\n## MODIFICATEURS DE TIR\n\n- Cible **Down** : −1 Préc\n- Ordre *Fire* : +1 Préc\n")
    assert rows(result.tables["modifiers"], ["name", "value", "value_num"]) == [
        ("Cible Down", "−1 Préc", -1),
        ("Ordre Fire", "+1 Préc", 1),
    ]


# Found past the five sheets, by trying the next spellings of the same constructs.


def test_a_strength_header_abbreviated_with_full_stops() -> None:
    for header in ("V.I.", "Val. Imp.", "V. I."):
        header_row = f"| Arme | Efficace | Longue | {header} | Règles |\n|---|---|---|---|---|\n"
        result = parse(f'TITRE\n\n{header_row}| Mag Gun | 20" | 30" | 1 | – |\n')
        assert rows(result.tables["weapons"], ["name", "strength"]) == [("Mag Gun", 1)], header
        assert result.tables["reference_tables"].empty


def test_a_die_in_lower_case_is_a_rule_item_s_parameter() -> None:
    assert parse_rule_label("Déflagration d6") == RuleLabel("Déflagration d6", "Déflagration", "d6")
    assert parse_rule_label("Déflagration (d3)") == RuleLabel("Déflagration (d3)", "Déflagration", "d3")
    result = parse(
        "TITRE\n\n| Arme | Efficace | VI | Règles |\n|---|---|---|---|\n"
        '| X-Sling | 10" | 0 | Déflagration d3 |\n\nRÈGLES SPÉCIALES\n\n- **Déflagration D(n).** (n) touches.\n'
    )
    assert rows(result.tables["weapon_rules"], ["param", "rule_id", "match"]) == [
        ("d3", "antares-test:deflagration-d-n", "exact")
    ]


def test_dice_bullets_with_an_arrow_for_the_sign() -> None:
    result = parse("TITRE\n\n## X\n\nLancez un D10 :\n\n- 1-3 → l'unité se replie.\n- 4-10 -> aucun effet.\n")
    assert rows(result.tables["roll_tables"], ["roll_from", "roll_to", "result"]) == [
        (1, 3, "l'unité se replie."),
        (4, 10, "aucun effet."),
    ]


# Constructs the whole sheets of the Antares siblings written blind carry (tests/fixtures/README.md).


def test_html_em_and_strong_read_as_i_and_b():
    """`<em>`/`<strong>` (Google Docs' and WYSIWYG editors' HTML) pasted in a pipe table's cell
    read as the `<i>`/`<b>` the real sheet writes: a mode, a weapon's name, a rule's text."""
    result = parse(
        "| Arme | Efficace | VI | Règles Spéciales |\n"
        "|---|---|---|---|\n"
        '| <strong>Phase Carbine</strong> - <em>Dispersion</em> | 20" | 0 | TR2 |\n'
        '| Phase Carbine - <em>Tir Unique</em> | 20" | 2 | – |\n'
        "\n"
        "RÈGLES SPÉCIALES\n"
        "\n"
        "- **TR(n).** Tir Rapide, <em>voir page 33</em>.\n"
    )
    assert rows(result.tables["weapons"], ["name", "mode"]) == [
        ("Phase Carbine", "Dispersion"),
        ("Phase Carbine", "Tir Unique"),
    ]
    assert list(result.tables["rules"]["text"]) == ["Tir Rapide, *voir page 33*."]


def test_outcomes_after_a_sentence_asking_for_the_roll_and_when():
    """`Lancez D10 en fin de tour. 1-4 : … 5-10, …`: the sentence asking for the roll may say
    when, as `Lancez D10. 1-5 : …` does not."""
    result = parse(
        "RÈGLES SPÉCIALES\n"
        "\n"
        "- **Épuisé.** L'arme est épuisée. Lancez D10 en fin de tour. 1-4 : elle reste épuisée. "
        "5-10, elle est rechargée.\n"
    )
    assert rows(result.tables["roll_tables"], ["table_name", "dice", "roll_from", "roll_to", "result"]) == [
        ("Épuisé", "D10", 1, 4, "elle reste épuisée"),
        ("Épuisé", "D10", 5, 10, "elle est rechargée"),
    ]


def test_dice_bullets_nested_under_a_sub_entry_are_its_table():
    """`- **Saut Orbital :** … lancez un D10 :` over `  - 1-5 = …`, inside an entry: the dice
    table is the sub-entry's, named after it, not after the entry it is written in."""
    result = parse(
        "## UNITÉS\n"
        "\n"
        "### • STRIKE TROOPERS (Troupes de Choc)\n"
        "\n"
        "- **Saut Orbital :** L'unité arrive en largage orbital ; lancez un D10 au début du tour :\n"
        "  - 1-5 = l'unité arrive\n"
        "  - 6-10 = l'unité dévie\n"
        "- **Grenades :** l'unité peut lancer des grenades.\n"
    )
    assert rows(result.tables["roll_tables"], ["table_name", "roll_from", "roll_to"]) == [
        ("Saut Orbital", 1, 5),
        ("Saut Orbital", 6, 10),
    ]


def test_dice_bullets_roll_the_die_asked_above_them_not_one_of_their_results():
    """`Lancez un D10 :` over `- 8-9 = +D6 Stress…`: the table's die is the one asked for,
    not the last one its outcomes name."""
    result = parse(
        "## DÉGÂTS DES VÉHICULES\n\nLancez un D10 :\n\n- 1-7 = +1 Stress\n- 8-9 = +D6 Stress, Down\n- 10 = Détruit\n"
    )
    assert rows(result.tables["roll_tables"], ["dice", "roll_from", "roll_to"]) == [
        ("D10", 1, 7),
        ("D10", 8, 9),
        ("D10", 10, 10),
    ]


def test_a_placeholder_with_a_sign_is_a_parameter_not_another_name():
    """`Cinglant (+n)`: a bonus's placeholder, its sign before the letter, is the rule's
    parameter as `(n)` is (not an other-language name), and `Cinglant (+1)` links to it."""
    result = parse(
        "| Arme | Efficace | VI | Règles Spéciales |\n"
        "|---|---|---|---|\n"
        '| Lectro Lance | 10" | 2 | Cinglant (+1) |\n'
        "\n"
        "RÈGLES SPÉCIALES\n"
        "\n"
        "- **Cinglant (+n).** Ajoute (n) à la VI contre une cible Down.\n"
    )
    assert rows(result.tables["rules"], ["rule_id", "name", "name_alt", "takes_param"]) == [
        ("antares-test:cinglant-n", "Cinglant (+n)", None, True)
    ]
    assert rows(result.tables["weapon_rules"], ["rule_name", "param", "rule_id", "match"]) == [
        ("Cinglant", "+1", "antares-test:cinglant-n", "exact")
    ]


def test_bulleted_tab_list_names_its_entries_without_the_markers():
    """`- Portée Longue<TAB>-1` under a modifiers heading: the bullets typed before a tab
    list's rows are no part of the names (the rules of such a list alike)."""
    result = parse(
        "## MODIFICATEURS DE TIR\n\n- Portée Longue\t-1\n- Ordre Fire\t+1\n\n"
        "## GLOSSAIRE\n\n- Préc\tPrécision, le jet pour toucher.\n- Rés\tRésistance.\n"
    )
    assert rows(result.tables["modifiers"], ["name", "value"]) == [("Portée Longue", "-1"), ("Ordre Fire", "+1")]
    assert rows(result.tables["rules"], ["name", "text"]) == [
        ("Préc", "Précision, le jet pour toucher."),
        ("Rés", "Résistance."),
    ]


def test_bold_written_with_underscores_inside_italics_is_bold_italic():
    """`*__Endurance :__*`, bold italic from an editor that writes bold `__…__`, reads as
    `***Endurance :***`: a sub-entry, its text without markers."""
    result = parse(
        "## RÈGLES\n\n### • GUILDE (Guild)\n\nChaque guilde a ses règles :\n\n"
        "- *__Endurance :__* les unités relancent leurs tests de Moral ratés.\n"
        "- *__Mineurs :__* les unités ignorent les terrains difficiles.\n"
    )
    assert list(result.tables["rules"]["name"]) == ["GUILDE", "Endurance", "Mineurs"]
    assert "__" not in result.tables["rules"]["text_plain"][0]


def test_html_bold_leads_name_entries_as_markdown_bold_ones_do():
    """`- <b>Nom :</b> texte`, `- <strong>Nom :</strong> texte`: a sheet writing `<i>` in its
    table writes its bold leads in HTML too; they name sub-entries as `**Nom :**` does."""
    result = parse(
        "RÈGLES SPÉCIALES\n\n• SHIELD DRONE (Drone Bouclier)\n\nLe drone protège son unité.\n\n"
        "- <b>Interception :</b> le drone bloque un tir.\n"
        "- <strong>Surcharge :</strong> le drone <i>explose</i>.\n"
    )
    assert rows(result.tables["rules"], ["name", "parent_rule_id", "text"]) == [
        (
            "SHIELD DRONE",
            None,
            "Le drone protège son unité.\n\n- **Interception :** le drone bloque un tir.\n"
            "- **Surcharge :** le drone *explose*.",
        ),
        ("Interception", "antares-test:shield-drone", "le drone bloque un tir."),
        ("Surcharge", "antares-test:shield-drone", "le drone *explose*."),
    ]


def test_a_mode_column_may_set_its_modes_in_parentheses():
    """`Frag Borer<TAB>(Dispersion)`: the mode column's parentheses are no part of the mode,
    as the Freeborn sheet's dash (`- Dispersion`) is none."""
    result = parse(
        "Type d'Arme\tMode\tEfficace\tPortée Longue\tExtrême\tValeur d'Impact\tRègles Spéciales\n"
        'Frag Borer\t(Dispersion)\t10"\t20"\tAucune\t2\tTR3\n'
        'Frag Borer\t(Tir Concentré)\t10"\t20"\t30"\t4\t–\n'
    )
    assert rows(result.tables["weapons"], ["weapon_id", "name", "mode"]) == [
        ("antares-test:frag-borer:dispersion", "Frag Borer", "Dispersion"),
        ("antares-test:frag-borer:tir-concentre", "Frag Borer", "Tir Concentré"),
    ]
