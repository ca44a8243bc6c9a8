"""Named sub-entries and their rules: a label paragraph over a list carries it, a heading's
name said again as its first paragraph's lead is no entry of its own, cross-references are
no rules, and no rule is left with no text or inside one of its own name."""

from __future__ import annotations

import pytest

from pipeline.model.result import ParseResult
from pipeline.model.sheet import SheetEntry
from pipeline.parse.sheet import parse_text

_FILES = {"markdown": "inline.md", "freetext": "inline.txt", "records": "inline.txt"}
_GAMES = {"markdown": "antares", "freetext": "warmachine", "records": "epic"}


def parse_inline(text: str, fmt: str) -> ParseResult:
    entry = SheetEntry("inline", _FILES[fmt], _GAMES[fmt], None, "inline", fmt, "fr")
    return parse_text(text.encode(), entry)


def rules(text: str, fmt: str) -> list[tuple[str, str | None, str | None]]:
    """(name, parent's name, text) of each rule, in the sheet's order."""
    frame = parse_inline(text, fmt).tables["rules"]
    names = dict(zip(frame["rule_id"], frame["name"], strict=True))
    return [
        (row["name"], names.get(row["parent_rule_id"]) if isinstance(row["parent_rule_id"], str) else None, row["text"])
        for row in frame.to_dict("records")
    ]


def coverage(text: str, fmt: str) -> dict[int, str]:
    frame = parse_inline(text, fmt).coverage
    return dict(zip(frame["source_line"], frame["kind"], strict=True))


# (1) A one-word label over a list: the label carries its list, the list's named bullets
# are entries of the label.

GAINS_FREETEXT = (
    "\nCOMMANDEMENT\n\n"
    "Un chef donne des ordres à ses troupes.\n\n"
    "Gagne :\n\n"
    "* Guide : La figurine relance un dé.\n"
    "* Soutien : La figurine ajoute +1.\n\n"
    "TIR\n\nUne figurine tire.\n"
)


@pytest.mark.parametrize(
    ("sheet", "fmt", "expected"),
    [
        pytest.param(
            GAINS_FREETEXT, "freetext",
            [("COMMANDEMENT", None, "Un chef donne des ordres à ses troupes."),
             ("Gagne", "COMMANDEMENT", "- Guide : La figurine relance un dé.\n- Soutien : La figurine ajoute +1."),
             ("Guide", "Gagne", "La figurine relance un dé."), ("Soutien", "Gagne", "La figurine ajoute +1."),
             ("TIR", None, "Une figurine tire.")],
            id="freetext",
        ),
        pytest.param(
            "# Règles\n\n## Commandement\n\n**Chef :** Un chef donne des ordres.\n\n"
            "Gagne :\n\n- **Guide :** La figurine relance un dé.\n- **Soutien :** La figurine ajoute +1.\n",
            "markdown",
            [("Chef", None, "Un chef donne des ordres."),
             ("Gagne", None, "- **Guide :** La figurine relance un dé.\n- **Soutien :** La figurine ajoute +1."),
             ("Guide", "Gagne", "La figurine relance un dé."), ("Soutien", "Gagne", "La figurine ajoute +1.")],
            id="markdown",
        ),
        # A label over nothing names nothing and stays in the text.
        pytest.param(
            "\nCOMMANDEMENT\n\nUn chef donne des ordres.\n- Une figurine suit son chef.\n\n"
            "Gagne :\n\nTIR\n\nUne figurine tire.\n",
            "freetext",
            [("COMMANDEMENT", None, "Un chef donne des ordres.\n\n- Une figurine suit son chef.\n\nGagne :"),
             ("TIR", None, "Une figurine tire.")],
            id="a-label-over-nothing",
        ),
    ],
)  # fmt: skip
def test_a_label_paragraph_over_named_bullets_carries_its_list(sheet: str, fmt: str, expected: list[tuple]):
    assert rules(sheet, fmt) == expected


def test_a_label_paragraph_in_a_record_carries_its_bulleted_clauses():
    sheet = (
        "Psyker\nCapacité Spéciale\nUnité\nPsyker\n"
        "Un Psyker utilise un pouvoir par tour.\n"
        "Pouvoirs :\n"
        "- Pouvoirs Physiques : ils fonctionnent comme une arme de tir normale avec un jet pour toucher.\n"
        "- Pouvoirs Ethérés : ils ne peuvent être annulés que par une Sauvegarde Psychique de la cible.\n"
    )
    found = rules(sheet, "records")
    assert [(name, parent) for name, parent, _ in found] == [
        ("Psyker", None),
        ("Pouvoirs", "Psyker"),
        ("Pouvoirs Physiques", "Pouvoirs"),
        ("Pouvoirs Ethérés", "Pouvoirs"),
    ]
    assert found[2][2] == "ils fonctionnent comme une arme de tir normale avec un jet pour toucher."


# (2) `Nom : texte` right under the heading `Nom`: the heading's own text.


HEADING_LEADS = (
    "# Règles\n\n## Règles spéciales\n\n### Lent\n\nLent : La figurine ne peut pas courir.\n\n"
    "### Rapide\n\n**Rapide :** La figurine ajoute 5 cm.\n\n- Sprint : La figurine court.\n"
)
HEADING_LABEL = (
    "# Règles\n\n## Ordres\n\n### Ordres\n\nOrdres :\n\n- Feu : La figurine tire.\n- Avance : La figurine bouge.\n"
)


@pytest.mark.parametrize(
    ("sheet", "fmt", "expected"),
    [
        pytest.param(
            "Chef\nCapacité Spéciale\nUnité\nChef\nChef : Un chef donne des ordres aux unités proches.\n"
            "Tir\nCapacité Spéciale\nArme\nTir\nUne arme tire.\n",
            "records",
            [("Chef", None, "Un chef donne des ordres aux unités proches."), ("Tir", None, "Une arme tire.")],
            id="a-record-s-name-as-its-description-lead",
        ),
        pytest.param(
            HEADING_LEADS, "markdown",
            [("Lent", None, "La figurine ne peut pas courir."),
             ("Rapide", None, "La figurine ajoute 5 cm.\n\n- Sprint : La figurine court."),
             ("Sprint", "Rapide", "La figurine court.")],
            id="as-its-first-lead",
        ),
        pytest.param(
            HEADING_LABEL, "markdown",
            [("Ordres", None, "- Feu : La figurine tire.\n- Avance : La figurine bouge."),
             ("Feu", "Ordres", "La figurine tire."), ("Avance", "Ordres", "La figurine bouge.")],
            id="as-a-label-over-its-list",
        ),
    ],
)  # fmt: skip
def test_a_name_said_again_under_its_heading_is_no_entry_of_its_own(sheet: str, fmt: str, expected: list[tuple]):
    assert rules(sheet, fmt) == expected


def test_a_heading_name_said_again_as_its_first_lead_makes_no_rule_id_of_its_own():
    frame = parse_inline(HEADING_LEADS, "markdown").tables["rules"]
    assert frame["rule_id"].tolist() == ["inline:lent", "inline:rapide", "inline:sprint"]


def test_a_heading_name_said_again_as_a_label_reads_as_the_heading():
    assert coverage(HEADING_LABEL, "markdown")[7] == "heading"


# (3) Notes and cross-references after a description: part of its text, never rules.


def test_notes_and_cross_references_in_a_record_stay_text():
    sheet = (
        "Chef\nCapacité Spéciale\nUnité\nChef\nUn chef donne des ordres.\n"
        "Notes : ne se cumule pas avec Sans Peur.\nVoir aussi : Sans Peur, Tir Rapide\n"
        "Tir\nCapacité Spéciale\nArme\nTir\nUne arme tire.\n"
        "- Voir aussi : Chef, Tir Rapide\n- Cf. : Chef\nRenvois : Chef, Tir\n"
    )
    assert rules(sheet, "records") == [
        (
            "Chef",
            None,
            "Un chef donne des ordres.\n\nNotes : ne se cumule pas avec Sans Peur.\n\n"
            "Voir aussi : Sans Peur, Tir Rapide",
        ),
        ("Tir", None, "Une arme tire.\n\n- Voir aussi : Chef, Tir Rapide\n- Cf. : Chef\n\nRenvois : Chef, Tir"),
    ]


@pytest.mark.parametrize("line", ["**Voir aussi :** Déflagration, Tir Rapide", "**Cf.** Déflagration"])
def test_a_bold_cross_reference_is_no_rule(line: str):
    sheet = f"# Règles\n\n## Perforant\n\nLa cible subit -1.\n\n{line}\n"
    assert rules(sheet, "markdown") == [("Perforant", None, f"La cible subit -1.\n\n{line}")]


# (4) A bullet nested under another names an ability over a long clause in lower case too;
# at the top of a section's text it names one only over a sentence (a list's item, an option),
# or when it holds named bullets of its own (as the retyped and copied siblings read them:
# they are cases of it, and point to it).

CAVALRY = (
    "\nCAVALERIE\n\n"
    "Les figurines de cavalerie suivent ces règles.\n\n"
    "- **Monture :** La figurine a une arme de monture.\n"
    "  - Piétinement : la figurine peut traverser les figurines de petit socle pendant sa charge.\n"
    "  - Infanterie : deux socles.\n"
    "- Charge : la figurine avance de sa VIT + 3 en ligne droite vers sa cible.\n"
    "  - Impact : une figurine touchée par la charge subit un jet de dégâts de PUI 10.\n"
)


def test_a_nested_ability_over_a_lower_case_clause_is_an_entry():
    found = [(name, parent) for name, parent, _ in rules(CAVALRY, "freetext")]
    assert found == [
        ("CAVALERIE", None),
        ("Monture", "CAVALERIE"),
        ("Piétinement", "Monture"),
        ("Charge", "CAVALERIE"),
        ("Impact", "Charge"),
    ]
    texts = {name: text for name, _, text in rules(CAVALRY, "freetext")}
    assert texts["Piétinement"] == "la figurine peut traverser les figurines de petit socle pendant sa charge."
    assert texts["Monture"] == (
        "La figurine a une arme de monture.\n\n"
        "- Piétinement : la figurine peut traverser les figurines de petit socle pendant sa charge.\n"
        "- Infanterie : deux socles."
    )
    # `- Charge : la figurine…` holds `- Impact : …`: an entry, as `Monture` is, out of the
    # section's own text.
    assert texts["CAVALERIE"] == "Les figurines de cavalerie suivent ces règles."
    assert texts["Charge"] == (
        "la figurine avance de sa VIT + 3 en ligne droite vers sa cible.\n\n"
        "- Impact : une figurine touchée par la charge subit un jet de dégâts de PUI 10."
    )


def test_a_nested_ability_in_lower_case_in_markdown():
    sheet = (
        "# Règles\n\n## Drones\n\n"
        "- **Iso-Drone :** Un drone d'appui.\n"
        "  - Lent : le drone ne peut jamais courir ni sprinter pendant la partie.\n"
    )
    assert rules(sheet, "markdown") == [
        (
            "Iso-Drone",
            None,
            "Un drone d'appui.\n\n- Lent : le drone ne peut jamais courir ni sprinter pendant la partie.",
        ),
        ("Lent", "Iso-Drone", "le drone ne peut jamais courir ni sprinter pendant la partie."),
    ]
