"""`Nom : valeur` modifiers under a heading about modifiers, the header row of a tab list,
and italic or bold-italic leads, read from small sheets written here, every value checked
by hand.

Each sheet is parsed with the pure functions, then typed and validated against the Table
Schemas, and every one of its lines must be read (nothing left unparsed)."""

from __future__ import annotations

import pytest

from pipeline.contract.validate import checked_tables
from pipeline.model.result import ParseResult
from pipeline.model.sheet import SheetEntry
from pipeline.parse.sheet import parse_text
from tests.helpers import columns


def parse(text: str, game: str = "warmachine", sheet_format: str = "markdown") -> ParseResult:
    entry = SheetEntry("test-sheet", "test-sheet.txt", game, None, "Test", sheet_format, "fr")
    return parse_text(text.encode("utf-8"), entry)


def kinds(result: ParseResult) -> dict[int, str]:
    coverage = result.coverage
    return dict(zip(coverage["source_line"].astype(int), coverage["kind"], strict=True))


def assert_valid(result: ParseResult) -> None:
    violations = checked_tables(result.rows)[1]
    assert not violations, [v.describe("test-sheet") for v in violations]
    assert "unparsed" not in kinds(result).values()


MODIFIERS = "section name condition value value_num source_line"

# --- 1. `Nom : valeur` lines under a heading about modifiers --------------------------------

COLON_BULLETS = """\
# Test

## Modificateurs de tir

- Cible au tapis : +2
- Couvert : -4
- Tir au jugé : Touche automatique
"""

COLON_PARAGRAPHS = """\
MODIFICATEURS DE TIR

Cible au tapis : +2
Cible en mêlée : –4 au jet d'attaque
Cible stationnaire : DEF de base 5
"""


def test_colon_bullets_under_a_modifiers_heading_are_modifiers() -> None:
    result = parse(COLON_BULLETS)
    assert columns(result.tables["modifiers"], MODIFIERS) == [
        ("Modificateurs de tir", "Cible au tapis", None, "+2", 2, 5),
        ("Modificateurs de tir", "Couvert", None, "-4", -4, 6),
        ("Modificateurs de tir", "Tir au jugé", None, "Touche automatique", None, 7),
    ]
    assert result.tables["rules"].empty  # no rule named after the heading
    assert_valid(result)


def test_colon_paragraphs_under_a_modifiers_heading_are_modifiers() -> None:
    result = parse(COLON_PARAGRAPHS, sheet_format="freetext")
    assert columns(result.tables["modifiers"], MODIFIERS) == [
        ("MODIFICATEURS DE TIR", "Cible au tapis", None, "+2", 2, 3),
        ("MODIFICATEURS DE TIR", "Cible en mêlée", None, "–4 au jet d'attaque", -4, 4),
        ("MODIFICATEURS DE TIR", "Cible stationnaire", None, "DEF de base 5", None, 5),
    ]
    assert result.tables["rules"].empty
    assert_valid(result)


@pytest.mark.parametrize("line", ["Cible au tapis : +2", "- Cible au tapis : +2", "- **Cible au tapis :** +2"])
def test_a_colon_modifier_reads_as_its_tab_and_dash_twins(line: str) -> None:
    expected = [("Modificateurs", "Cible au tapis", "+2", 2), ("Modificateurs", "Couvert", "-4", -4)]
    twins = ["Cible au tapis\t+2\nCouvert\t-4", "Cible au tapis - +2\nCouvert - -4"]
    for text in (line + "\nCouvert : -4", *twins):
        result = parse(f"## Modificateurs\n\n{text}\n")
        assert columns(result.tables["modifiers"], "section name value value_num") == expected, text
        assert result.tables["rules"].empty


def test_colon_sentences_and_other_headings_stay_rules() -> None:
    """A sentence after the colon is a rule's text even under a modifiers heading; under
    any other heading, `Nom : +2` stays a rule, as before."""
    result = parse(
        "## Modificateurs de tir\n\nAppliquez ce qui suit.\n\n- Couvert : -2\n"
        "- Tapis : Une figurine au tapis ne peut ni bouger ni attaquer ce tour-ci.\n\n"
        "## Capacités\n\nVétéran : +1\n"
    )
    assert columns(result.tables["modifiers"], "name value value_num") == [("Couvert", "-2", -2)]
    rules = result.tables["rules"]
    assert columns(rules, "name section text") == [
        ("Modificateurs de tir", "Modificateurs de tir", "Appliquez ce qui suit."),
        ("Tapis", "Modificateurs de tir", "Une figurine au tapis ne peut ni bouger ni attaquer ce tour-ci."),
        ("Vétéran", "Capacités", "+1"),
    ]


# --- 2. the header row of a two-column tab list -------------------------------------------

HEADED_LISTS = """\
# Test

## Modificateurs

Situation\tMOD
Cible au tapis\t+2
Couvert\t-2

## Compétences

Compétence\tEffet
Camouflage\tLa figurine ne peut être ciblée.
Sixième Sens\tRéagit en ORA.

## Modificateurs de portée

Position de la cible\tAjustement
Au contact\t+3
Lointaine\t-3
"""


def test_a_tab_lists_header_row_is_no_data() -> None:
    result = parse(HEADED_LISTS, game="infinity")
    assert columns(result.tables["modifiers"], MODIFIERS) == [
        ("Modificateurs", "Cible au tapis", None, "+2", 2, 6),
        ("Modificateurs", "Couvert", None, "-2", -2, 7),
        ("Modificateurs de portée", "Au contact", None, "+3", 3, 18),
        ("Modificateurs de portée", "Lointaine", None, "-3", -3, 19),
    ]
    assert columns(result.tables["rules"], "name section text") == [
        ("Camouflage", "Compétences", "La figurine ne peut être ciblée."),
        ("Sixième Sens", "Compétences", "Réagit en ORA."),
    ]
    assert {line: kinds(result)[line] for line in (5, 11, 17)} == dict.fromkeys((5, 11, 17), "table_header")
    assert_valid(result)

    # Short names over short texts (no header words, no values below): the first row is an
    # entry like the others.
    plain = parse("## Ordres\n\nTour Actif\tSeul le chef\nTour Réactif\tTous les membres\n", game="infinity")
    assert columns(plain.tables["rules"], "name text") == [
        ("Tour Actif", "Seul le chef"),
        ("Tour Réactif", "Tous les membres"),
    ]


# --- 3. italic and bold-italic leads --------------------------------------------------------

ITALIC_LEADS = """\
## Drones

***Drone de Tir :*** Le drone donne +1 Préc.

- *Lent :* Le drone bouge lentement.
- _Rapide._ Il court.
- ___Agile :___ Il esquive.
- **_Furtif :_** Il se cache.

*Note : un drone détruit ne rapporte aucun point.*
"""


def test_italic_and_bold_italic_leads_are_entries() -> None:
    result = parse(ITALIC_LEADS, game="antares")
    rules = result.tables["rules"]
    # As the fuller sheets read it, the bullets at the margin under an entry's paragraph are its own, the
    # named ones its sub-entries (the drone's abilities), its text holding them.
    drone = (
        "Le drone donne +1 Préc.\n\n- *Lent :* Le drone bouge lentement.\n- _Rapide._ Il court.\n"
        "- ___Agile :___ Il esquive.\n- **_Furtif :_** Il se cache."
    )
    assert columns(rules, "name text source_line") == [
        ("Drones", "*Note : un drone détruit ne rapporte aucun point.*", 1),
        ("Drone de Tir", drone, 3),
        ("Lent", "Le drone bouge lentement.", 5),
        ("Rapide", "Il court.", 6),
        ("Agile", "Il esquive.", 7),
        ("Furtif", "Il se cache.", 8),
    ]
    assert set(rules["parent_rule_id"][2:]) == {"test-sheet:drone-de-tir"}
    assert not rules["text"][2:].str.contains(r"\*\*\*|___").any()
    assert_valid(result)
    # An italic note or sentence is still the text it stands in.
    for note in ("*Une figurine au tapis ne peut pas bouger.*", "_Les drones sont des figurines._"):
        alone = parse(f"## Drones\n\n- *Lent :* Le drone bouge lentement.\n\n{note}\n", game="antares")
        assert columns(alone.tables["rules"], "name text") == [
            ("Drones", note),
            ("Lent", "Le drone bouge lentement."),
        ]
