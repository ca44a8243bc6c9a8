"""Named sub-bullets under bullet entries, pipe-table headers, list rows with extra cells and
footnotes under tables, read from small sheets written here, every value checked by hand.

Each sheet is parsed with the pure functions, then typed and validated against the Table
Schemas, and every one of its lines must be read (nothing left unparsed)."""

from __future__ import annotations

import pandas as pd
import pytest

from pipeline.contract.validate import checked_tables
from pipeline.model.result import ParseResult
from pipeline.model.sheet import SheetEntry
from pipeline.parse.sheet import parse_text
from tests.conftest import one
from tests.helpers import columns


def parse(text: str, game: str = "antares", sheet_format: str = "markdown") -> ParseResult:
    entry = SheetEntry("test-sheet", "test-sheet.txt", game, None, "Test", sheet_format, "fr")
    return parse_text(text.encode("utf-8"), entry)


def rules(result: ParseResult) -> pd.DataFrame:
    return result.tables["rules"]


def rule(result: ParseResult, name: str) -> pd.Series:
    return one(rules(result), name=name)


def parent_names(result: ParseResult) -> dict[str, str | None]:
    """Each rule's name -> its parent's name (None at the top)."""
    frame = rules(result)
    names = dict(zip(frame["rule_id"], frame["name"], strict=True))
    return {
        row.name: (None if pd.isna(row.parent_rule_id) else names[row.parent_rule_id]) for row in frame.itertuples()
    }


def unparsed(result: ParseResult) -> list[int]:
    coverage = result.coverage
    return [int(line) for line in coverage[coverage["kind"] == "unparsed"]["source_line"]]


def kind_of_line(result: ParseResult, line: int) -> str:
    return str(one(result.coverage, source_line=line)["kind"])


def assert_valid(result: ParseResult) -> None:
    violations = checked_tables(result.rows)[1]
    assert not violations, [v.describe("test-sheet") for v in violations]
    assert unparsed(result) == []


# --- 1. named sub-bullets under a bullet entry ----------------------------------------

SUB_BULLETS = """\
# LES GUILDES

## RÈGLES SPÉCIALES

- **Lectro :** Une unité touchée reçoit un pion Stress.
  - **Surcharge Lectro :** Sur un 1, la cible reçoit deux pions.
  - **Décharge.** Pas deux tours de suite.
      * Recharge : Un tour sans tirer recharge l'arme.
      * sans effet sur les drones.
  - Note : vaut aussi au corps-à-corps.
* **Instable** : Sur un 10, une touche de VI 1.
\t+ **Fuite**. L'unité qui tire prend un pion Stress.
- Arme Lourde : Pas de tir après un mouvement.
  – Lourdeur : Aucun ordre Run.

## RÈGLES DES GUILDES

- Toutes les unités ont les capacités suivantes :
  - **Robustes :** +1 en Rés contre les touches.
  - **Mineurs :** Ignorent les éboulis.
- Une unité a toujours un chef.
"""


@pytest.fixture(scope="module")
def sub_bullets() -> ParseResult:
    return parse(SUB_BULLETS)


def test_named_sub_bullets_are_rules_pointing_to_the_entry_they_are_written_in(sub_bullets):
    assert parent_names(sub_bullets) == {
        "Lectro": None,
        "Surcharge Lectro": "Lectro",
        "Décharge": "Lectro",
        "Recharge": "Décharge",  # nested deeper, another marker: points to its own entry
        "Instable": None,
        "Fuite": "Instable",  # a tab-indented `+` bullet, a `**Nom**.` lead
        "Arme Lourde": None,
        "Lourdeur": "Arme Lourde",  # a `–` bullet, a `Nom : Texte` lead
        "RÈGLES DES GUILDES": None,
        "Robustes": "RÈGLES DES GUILDES",  # under a plain bullet of the section's own text
        "Mineurs": "RÈGLES DES GUILDES",
    }


def test_sub_entries_have_their_own_text_and_the_parent_keeps_its_whole_text(sub_bullets):
    assert rule(sub_bullets, "Lectro")["text"] == (
        "Une unité touchée reçoit un pion Stress.\n\n"
        "- **Surcharge Lectro :** Sur un 1, la cible reçoit deux pions.\n"
        "- **Décharge.** Pas deux tours de suite.\n"
        "    - Recharge : Un tour sans tirer recharge l'arme.\n"  # indented as deep as on the sheet
        "    - sans effet sur les drones.\n"
        "- Note : vaut aussi au corps-à-corps."
    )
    assert rule(sub_bullets, "Surcharge Lectro")["text"] == "Sur un 1, la cible reçoit deux pions."
    assert rule(sub_bullets, "Décharge")["text"] == (
        "Pas deux tours de suite.\n\n- Recharge : Un tour sans tirer recharge l'arme.\n- sans effet sur les drones."
    )
    assert rule(sub_bullets, "Recharge")["text"] == "Un tour sans tirer recharge l'arme."
    assert rule(sub_bullets, "Fuite")["text"] == "L'unité qui tire prend un pion Stress."
    assert rule(sub_bullets, "Lourdeur")["text"] == "Aucun ordre Run."
    assert rule(sub_bullets, "Robustes")["text"] == "+1 en Rés contre les touches."
    assert rule(sub_bullets, "RÈGLES DES GUILDES")["text"] == (
        "- Toutes les unités ont les capacités suivantes :\n"
        "  - **Robustes :** +1 en Rés contre les touches.\n"
        "  - **Mineurs :** Ignorent les éboulis.\n"
        "- Une unité a toujours un chef."
    )


def test_sub_entries_are_keyed_and_sectioned_under_their_parent(sub_bullets):
    surcharge = rule(sub_bullets, "Surcharge Lectro")
    assert surcharge["rule_id"] == "test-sheet:surcharge-lectro"
    assert surcharge["section"] == "Lectro"
    assert surcharge["source_line"] == 6
    assert rule(sub_bullets, "Recharge")["section"] == "Décharge"
    assert rule(sub_bullets, "Robustes")["section"] == "RÈGLES DES GUILDES"
    assert kind_of_line(sub_bullets, 6) == "rule"
    assert_valid(sub_bullets)


# --- 2. the header of a pipe table ------------------------------------------------------

PIPE_HEADERS = """\
# TEST

## MODIFICATEURS DE TIR

| Situation | Modificateur |
|---|---|
| Cible en couvert léger | -1 Préc |
| Ordre Fire\\* | +1 Préc |

## RÈGLES D'ESCOUADE

| Règle | Effet |
|:--|--:|
| Tir Groupé | L'unité relance un dé raté. |
| Sang-Froid | Ignore le premier pion Stress. |

## REPÈRES

| Repère | Portée |
|---|---|
| Balise | 10″ |
| Seul |

## RÈGLES VIDES

| Règle | Effet |
|---|---|
"""


@pytest.fixture(scope="module")
def pipe_headers() -> ParseResult:
    return parse(PIPE_HEADERS)


def test_the_header_of_a_two_column_pipe_table_is_no_modifier(pipe_headers):
    modifiers = pipe_headers.tables["modifiers"]
    assert columns(modifiers, "name value value_num position") == [
        ("Cible en couvert léger", "-1 Préc", -1, 1),
        # A Markdown escape reads as its character, here a note's call: no part of the name.
        ("Ordre Fire", "+1 Préc", 1, 2),
    ]
    assert kind_of_line(pipe_headers, 5) == "table_header"
    assert kind_of_line(pipe_headers, 6) == "table_separator"


def test_the_header_of_a_two_column_pipe_table_is_no_rule(pipe_headers):
    escouade = rules(pipe_headers)
    assert columns(escouade, "name text source_line") == [
        ("Tir Groupé", "L'unité relance un dé raté.", 14),
        ("Sang-Froid", "Ignore le premier pion Stress.", 15),
    ]
    assert kind_of_line(pipe_headers, 12) == "table_header"
    assert kind_of_line(pipe_headers, 13) == "table_separator"


def test_the_header_of_a_two_column_pipe_grid_labels_its_columns(pipe_headers):
    grid = pipe_headers.tables["reference_tables"]
    assert columns(grid, "row_index column_index column_label value") == [
        (1, 1, "Repère", "Balise"),
        (1, 2, "Portée", "10″"),
        (2, 1, "Repère", "Seul"),
    ]
    assert kind_of_line(pipe_headers, 19) == "table_header"
    assert kind_of_line(pipe_headers, 20) == "table_separator"
    # A table of a header alone holds nothing: no rule, no error.
    assert "Règle" not in set(rules(pipe_headers)["name"])
    assert (kind_of_line(pipe_headers, 26), kind_of_line(pipe_headers, 27)) == ("table_header", "table_separator")
    assert_valid(pipe_headers)


# --- 3. a list row with cells after its text ------------------------------------------

EXTRA_CELLS = (
    "Compétences spéciales\n"
    "\n"
    "Camouflage (CAMO)\tTR -3 contre la figurine.\n"
    "Sixième Sens\tRéagit en ORA\tvoir p. 12\n"
    "Infiltration\tDéploiement avancé.\t\t\n"
    "\n"
    "Modificateurs de tir\n"
    "\n"
    "Cible en Mimétisme\tTR -3\n"
    "Tir en aveugle\tTR -6\tVisibilité Nulle\n"
    "Cible en Couverture partielle\tTR -3, BLI +3\n"
    "\n"
    "Modificateurs de portée\n"
    "\n"
    "Distance\t20 cm\t40 cm\n"
    "Observateur\t+3\t0\n"
    "Fumée\tTR -6\tvoir Fumigène\n"
    "Couvert\t-3\n"
)


@pytest.fixture(scope="module")
def extra_cells() -> ParseResult:
    return parse(EXTRA_CELLS, game="infinity", sheet_format="tabular")


def test_a_list_row_with_an_extra_cell_keeps_the_list_and_its_text(extra_cells):
    skills = rules(extra_cells)
    assert columns(skills, "name name_alt text source_line") == [
        ("Camouflage", "CAMO", "TR -3 contre la figurine.", 3),
        ("Sixième Sens", None, "Réagit en ORA — voir p. 12", 4),
        ("Infiltration", None, "Déploiement avancé.", 5),
    ]
    assert extra_cells.tables["reference_tables"].empty


def test_a_modifier_row_with_an_extra_cell_keeps_it(extra_cells):
    modifiers = extra_cells.tables["modifiers"]
    rows = (
        modifiers[["section", "name", "condition", "value", "value_num", "value_attribute"]]
        .astype(object)
        .where(modifiers.notna(), None)
    )
    # The attribute printed before the number (`TR -3`) names what the number modifies.
    assert [tuple(row) for row in rows.itertuples(False)] == [
        ("Modificateurs de tir", "Cible en Mimétisme", None, "TR -3", -3, "TR"),
        ("Modificateurs de tir", "Tir en aveugle", None, "TR -6 — Visibilité Nulle", -6, "TR"),
        ("Modificateurs de tir", "Cible en Couverture partielle", None, "TR -3, BLI +3", -3, "TR"),
        ("Modificateurs de portée", "Observateur (20 cm)", "20 cm", "+3", 3, None),
        ("Modificateurs de portée", "Observateur (40 cm)", "40 cm", "0", 0, None),
        # A row of words with no row under it to label is a modifier, not labels.
        ("Modificateurs de portée", "Fumée", None, "TR -6 — voir Fumigène", -6, "TR"),
        ("Modificateurs de portée", "Couvert", None, "-3", -3, None),
    ]


def test_extra_cells_are_reported(extra_cells):
    assert extra_cells.report["extra_cells"] == [
        {"section": "Compétences spéciales", "source_line": 4, "name": "Sixième Sens", "cells": ["voir p. 12"]},
        {"section": "Modificateurs de tir", "source_line": 10, "name": "Tir en aveugle", "cells": ["Visibilité Nulle"]},
        {"section": "Modificateurs de portée", "source_line": 17, "name": "Fumée", "cells": ["voir Fumigène"]},
    ]
    assert_valid(extra_cells)


def test_only_wide_rows_standing_alone_among_two_cell_rows_stay_a_list():
    def shape(*rows: str) -> tuple[bool, bool]:
        result = parse("Tableau\n\n" + "\n".join(rows) + "\n", game="infinity", sheet_format="tabular")
        return not result.tables["rules"].empty, not result.tables["reference_tables"].empty

    assert shape("Un\tx", "Deux\tz\tw", "Trois\ty") == (True, False)
    # Two wide rows in a row are a grid's (labels over values), as many wide rows as
    # two-cell ones too: kept cell by cell as before.
    assert shape("Nom\tA\tB", "Un\t1\t2", "Deux\tx") == (False, True)
    assert shape("Un\tx\ty", "Deux\tz") == (False, True)


# --- 4. a footnote under a table ------------------------------------------------------

FOOTNOTE = """\
# LES TESTS

## ARMEMENT

| Arme | Efficace | Portée Longue | Extrême | VI | Règles Spéciales |
|---|---|---|---|---|---|
| **Mag Gun** | 20″ | 30″ | 60″ | 1 | – |
| **Frag Borer*** | 10″ | 20″ | 30″ | 3 | Arme Lourde |

\\* *Arme lourde : ne peut pas tirer après un déplacement.*
† Voir le livre de règles.

Les armes lourdes se déplacent avec leur unité.

## RÈGLES SPÉCIALES

- **Arme Lourde :** Pas de tir après un ordre Advance (voir \\*).
"""


@pytest.fixture(scope="module")
def footnote() -> ParseResult:
    return parse(FOOTNOTE)


def test_a_footnote_under_a_table_is_a_note_of_the_table_not_a_rule(footnote):
    assert footnote.report["table_notes"] == [
        {"section": "ARMEMENT", "source_line": 10, "text": "* Arme lourde : ne peut pas tirer après un déplacement."},
        {"section": "ARMEMENT", "source_line": 11, "text": "† Voir le livre de règles."},
    ]
    assert kind_of_line(footnote, 10) == "table_note"
    assert kind_of_line(footnote, 11) == "table_note"
    # The section's own paragraph still makes it a rule, without the footnotes.
    assert rule(footnote, "ARMEMENT")["text"] == "Les armes lourdes se déplacent avec leur unité."
    assert "Arme lourde" not in set(rules(footnote)["name"])


def test_a_section_whose_only_text_is_a_footnote_is_no_rule():
    result = parse(FOOTNOTE.replace("Les armes lourdes se déplacent avec leur unité.\n", ""))
    assert "ARMEMENT" not in set(rules(result)["name"])
    assert kind_of_line(result, 3) == "heading"
    assert_valid(result)
    # An italic paragraph under a table carries no footnote mark: the section's text, as before.
    italic = parse(FOOTNOTE.replace("\\* *Arme lourde", "*Arme lourde").replace("† Voir le livre de règles.\n", ""))
    assert rule(italic, "ARMEMENT")["text"].startswith("*Arme lourde : ne peut pas tirer après un déplacement.*")
    assert "table_notes" not in italic.report


def test_a_markdown_escape_reads_as_its_character_in_plain_text(footnote):
    heavy = rule(footnote, "Arme Lourde")
    assert heavy["text"] == "Pas de tir après un ordre Advance (voir \\*)."  # Markdown, printed `*`
    assert heavy["text_plain"] == "Pas de tir après un ordre Advance (voir *)."
    assert_valid(footnote)
