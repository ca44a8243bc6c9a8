"""Warmachine: five more references for other factions and other parts of the
rules, each in the layout of the core sheet (capitalised headings, `NOM (Tag)- texte`
leads, bullets, tab lists of modifiers) or of a card or spreadsheet fixture, as the tools
players use leave them (tests/fixtures/sheets/warmachine-*). Every expected value below was
written by hand from the sheets, before any was parsed.

- warmachine-cygnar-word-ansi.txt: typed in Word and saved as "Texte brut" in Windows-1252
  with CRLF: Word writes each list item as its marker and a tab, the Symbol bullet as `·`,
  the second level's as `o`, the Wingdings square as `§` (`·<TAB>Arme lourde : …`,
  `o<TAB>Arc secondaire : …` under it, `§<TAB>Feu à volonté : …`), numbered steps as
  `1.<TAB>…`; a page break as a form feed opening the next heading; `½"` for a half-inch
  range (Word's AutoFormat of `1/2`); a modifier list aligned with two or three tabs;
- warmachine-skorne-grille.txt: one weapons row typed with spaces instead of tabs among tab
  rows; modifiers in two columns (`Corps-à-corps`, `Distance / Magie`) with values in words,
  `—` and an empty cell where a column does not apply; a 2d6 test's outcomes as
  `2 à 4 : …` and `10 et + : …`; a heading typed with its colon (`ÉTATS :`); an animus
  announcing its options (`DOULEUR EXALTÉE (Animus)- … suivants :` over
  `- Rage : la warbeast…`);
- warmachine-khador-80-colonnes.txt: the power attacks, hard-wrapped at 80 columns by the
  editor: tab-list values wrapped onto the next line at the margin, one set in under its
  column with tabs; short `NOM (Attaque)- … :` leads over their capitalised options, one
  with no blank line between; a `$2d6 + FOR$` formula cut by the wrap;
- warmachine-cercle-plan-romain.txt: a Word outline numbered in Roman numerals (`I. LES
  WARBEASTS DU CERCLE`, `II. ÉTATS`…); model cards; conditions with their English names
  (`Embrasé (Fire) : …`) and named sub-bullets indented under them (`  - Extinction : …`);
  a spells grid with `Oui`/`Non` columns; a 2d6 table with `2 à 5` rows;
- warmachine-legion-calc.txt: a LibreOffice Calc sheet saved as text (tabs, every row
  padded to the used range, quoted cells): an unread `Qté` column, decimal points
  (`0.5`, `1.5`), an ability whose quoted description cell holds a list of named options
  on several lines, modifiers in three columns with empty cells where one does not apply.
"""

from __future__ import annotations

import pytest

from pipeline.extract.bullets import tabbed_bullet
from pipeline.extract.cells import parse_inches, parse_roll_range
from pipeline.extract.text import is_upper_heading
from pipeline.model.result import ParseResult
from tests.unit.games.warmachine.test_markup_and_spreadsheet_exports import texts
from tests.warmachine_tables import freetext, parents

# --- The constructs read now, each in a few lines --------------------------------------


@pytest.mark.parametrize(("cell", "inches"), [('½"', 0.5), ("½″", 0.5), ('1/2"', 0.5), ('1 ½"', 1.5), ("1½", 1.5)])
def test_a_half_inch_written_as_a_fraction(cell: str, inches: float):
    assert parse_inches(cell) == inches


def test_a_number_that_only_looks_like_a_fraction_is_none():
    assert parse_inches("11/2") is None
    assert parse_inches("12/2") is None


def test_list_items_saved_as_their_marker_and_a_tab():
    result = freetext(
        "FACULTÉS\n\nLes facultés suivantes :\n\n"
        "·\tGantelet : L'arme peut effectuer des prises spéciales.\n"
        "o\tPrise : La cible est saisie par le gantelet.\n"
        "·\tRenversement : La figurine touchée est mise au tapis.\n\n"
        "ORDRES\n\nLe chef donne un ordre :\n\n§\tFeu à volonté : Les figurines gagnent +1.\n\n"
        "ACTIVATION\n\nDans l'ordre :\n\n1.\tAllouez le focus.\n2.\tActivez le warjack.\n"
    )
    assert parents(result) == {
        "FACULTÉS": None,
        "Gantelet": "FACULTÉS",
        "Prise": "Gantelet",
        "Renversement": "FACULTÉS",
        "ORDRES": None,
        "Feu à volonté": "ORDRES",
        "ACTIVATION": None,
    }
    assert texts(result)["ACTIVATION"] == "Dans l'ordre :\n\n1. Allouez le focus.\n2. Activez le warjack."


def test_a_tabbed_marker_before_cells_is_a_table_row():
    assert tabbed_bullet(1, "-\tCharge\t10") is None  # a row with a dash for its first cell
    assert tabbed_bullet(1, "Cible au tapis\t+2") is None
    item = tabbed_bullet(1, "\to\tArc secondaire : L'éclair saute.\t")
    assert (item.depth, item.marker, item.text) == (1, "o", "Arc secondaire : L'éclair saute.")


def test_words_second_level_o_bullet_is_a_level_under_the_round_one():
    result = freetext(
        "FACULTÉS\n\n"
        "• Électro-saut : Quand l'arme touche, un éclair saute.\n"
        "o Arc secondaire : L'éclair inflige un jet de dégâts de PUI 10.\n"
        "• Gantelet : L'arme peut effectuer des prises spéciales.\n"
    )
    assert parents(result)["Arc secondaire"] == "Électro-saut"
    assert parents(result)["Gantelet"] is None


def test_a_row_typed_with_spaces_among_tab_rows():
    result = freetext(
        "ARMES\n\nArme\tPOR\tCdT\tZDE\tPUI\tFacultés\nHache\t2\t—\t—\t7\tArme magique\n"
        "Fléau   1   —   —   6   Arme magique\nPoing\t0,5\t—\t—\t5\tGantelet\n"
    )
    assert result.tables["weapons"]["name"].tolist() == ["Hache", "Fléau", "Poing"]
    assert result.tables["rules"].empty


def test_a_tab_list_value_wrapped_onto_the_next_line():
    result = freetext(
        "MODIFICATEURS DE CHARGE\n\n"
        "Cible au tapis\tTouche automatique ; la cible ne peut pas\nêtre repoussée.\n"
        "Attaque de dos\t+2 sur le jet d'attaque\n\t\t(cumulable avec la charge).\n"
        "Charge ratée\tL'activation se termine.\nLa figurine ne bouge plus.\n"
    )
    assert modifier_rows_of(result) == [
        ("Cible au tapis", "Touche automatique ; la cible ne peut pas être repoussée."),
        ("Attaque de dos", "+2 sur le jet d'attaque (cumulable avec la charge)."),
        ("Charge ratée", "L'activation se termine."),
    ]
    # A line in capitals after a closed sentence is none of the cell: the section's text.
    assert texts(result)["MODIFICATEURS DE CHARGE"] == "La figurine ne bouge plus."


def modifier_rows_of(result: ParseResult) -> list[tuple]:
    return [(row.name, row.value) for row in result.tables["modifiers"].itertuples(index=False)]


@pytest.mark.parametrize(
    ("line", "heading"),
    [
        ("PROBES (SONDES)", True),
        ("CHARGE DE CAVALERIE (Ordre)", True),
        ("RÈGLES SPÉCIALES (suite)", True),
        ("POUSSÉE (Attaque)- Le warjack choisit l'un des effets suivants :", False),
        ("BOUSCULADE (Attaque)- Le warjack avance", False),
    ],
)
def test_a_lead_in_capitals_with_its_text_after_a_parenthesis_is_no_heading(line: str, heading: bool):
    assert is_upper_heading(line) is heading


def test_an_entry_announcing_its_options_holds_them():
    result = freetext(
        "ATTAQUES\n\n"
        "POUSSÉE (Attaque)- Le warjack choisit l'un des effets suivants :\n"
        "- Repousser : La cible est repoussée de 1 pouce.\n"
        "- Renverser : la cible est mise au tapis si elle a un socle plus petit que l'attaquant.\n\n"
        "SLAM (Attaque)- Le warjack avance de 3 pouces.\n"
    )
    assert parents(result) == {"POUSSÉE": None, "Repousser": "POUSSÉE", "Renverser": "POUSSÉE", "SLAM": None}
    assert texts(result)["POUSSÉE"] == (
        "Le warjack choisit l'un des effets suivants :\n\n- Repousser : La cible est repoussée de 1 pouce.\n"
        "- Renverser : la cible est mise au tapis si elle a un socle plus petit que l'attaquant."
    )


@pytest.mark.parametrize(
    ("line", "name"),
    [("I. MAGIE", "MAGIE"), ("IV. SORTS", "SORTS"), ("XII) TERRAIN", "TERRAIN"), ("IVRESSE", "IVRESSE")],
)
def test_a_headings_roman_outline_number_is_no_part_of_its_name(line: str, name: str):
    result = freetext(f"{line}\n\nLe warlock dépense de la furie pour lancer ses sorts.\n")
    assert result.tables["rules"]["name"].tolist() == [name]


def test_outcomes_ranged_in_words():
    result = freetext(
        "TEST DE DOMINATION\n\nLancez 2d6 :\n\n"
        "2 à 4 : la warbeast se déchaîne.\n5 à 9 : la warbeast reste calme.\n10 et + : la warbeast perd sa furie.\n"
    )
    rolls = result.tables["roll_tables"][["roll_from", "roll_to"]]
    assert rolls.values.tolist() == [[2, 4], [5, 9], [10, 12]]


@pytest.mark.parametrize(("roll", "bounds"), [("10 et +", (10, 12)), ("10 et plus", (10, 12)), ("9 ou plus", (9, 12))])
def test_an_open_roll_in_words(roll: str, bounds: tuple[int, int]):
    assert parse_roll_range(roll, "2D6") == bounds


def test_a_modifier_grid_read_by_column():
    result = freetext(
        "MODIFICATEURS D'ATTAQUE\n\n"
        "Situation\tMêlée\tDistance / Magie\n"
        "Cible au tapis\tTouche automatique\tDEF de base 5\n"
        "Cible en mêlée\t—\t-4\n"
        "Couvert\t\t+4 DEF\n"
    )
    rows = result.tables["modifiers"][["name", "condition", "value"]]
    assert [tuple(row) for row in rows.itertuples(index=False)] == [
        ("Cible au tapis (Mêlée)", "Mêlée", "Touche automatique"),
        ("Cible au tapis (Distance / Magie)", "Distance / Magie", "DEF de base 5"),
        ("Cible en mêlée (Distance / Magie)", "Distance / Magie", "-4"),
        ("Couvert (Distance / Magie)", "Distance / Magie", "+4 DEF"),
    ]


@pytest.mark.parametrize(
    ("sheet", "expected_parents", "entry", "entry_text"),
    [
        pytest.param(
            "ÉTATS\n\n"
            "Embrasé : la figurine subit un jet de dégâts de PUI 12.\n"
            "  - Extinction : L'état expire sur un 1 ou un 2.\n"
            "  - Propagation : Une figurine au contact ne s'embrase pas.\n"
            "Corrodé : la figurine subit 1 point de dégâts.\n",
            {
                "Embrasé": None,
                "Extinction": "Embrasé",
                "Propagation": "Embrasé",
                "Corrodé": None,
            },
            "Embrasé",
            "la figurine subit un jet de dégâts de PUI 12.\n\n"
            "- Extinction : L'état expire sur un 1 ou un 2.\n- Propagation : Une figurine au contact ne s'embrase pas.",
            id="set-in-under-an-entry-s-paragraph",
        ),
        pytest.param(
            "Facultés\t\t\nFaculté\tDescription\t\n"
            "Contre-attaque\t\"La figurine peut riposter :\n- Riposte : Elle attaque l'attaquant.\n"
            '- Esquive : Elle avance de 2 pouces."\t\n'
            "Critique\tSur une touche critique, l'effet s'applique.\t\n",
            {"Contre-attaque": None, "Riposte": "Contre-attaque", "Esquive": "Contre-attaque", "Critique": None},
            "Contre-attaque",
            "La figurine peut riposter :\n\n"
            "- Riposte : Elle attaque l'attaquant.\n- Esquive : Elle avance de 2 pouces.",
            id="in-a-quoted-cell",
        ),
    ],
)
def test_named_bullets_under_an_entry_are_its_own_and_stay_in_its_text(
    sheet: str, expected_parents: dict, entry: str, entry_text: str
):
    result = freetext(sheet)
    assert parents(result) == expected_parents
    assert texts(result)[entry] == entry_text
