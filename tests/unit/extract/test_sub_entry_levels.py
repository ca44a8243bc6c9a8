"""Named sub-entries on a second level: each construct on a few lines of its own."""

from __future__ import annotations

import pytest

from tests.tabrec import inline, named

RECORDS = ("epic", "inline.txt", "records")
FREETEXT = ("warmachine", "inline.txt", "freetext")
TABULAR = ("infinity", "inline.tsv", "tabular")


@pytest.mark.parametrize(
    ("sheet", "read_as", "expected"),
    [
        # Before, `- En Avant ! : …` (a name crying an order) and `- Tenez la Ligne : +1 au moral.`
        # (a bonus in three words) left their label's list unnamed: no rules under `Ordres :`.
        pytest.param(
            "Ordres\nCapacité Spéciale\nUnité\nOrdres\nUn ordre par tour, choisi parmi :\n"
            "Ordres d'attaque :\n- En Avant ! : +5 cm de mouvement aux détachements.\n"
            "- Tenez la Ligne : +1 au moral.\n",
            RECORDS,
            [("Ordres", None, 1), ("Ordres d'attaque", "inline:ordres", 6),
             ("En Avant !", "inline:ordres-d-attaque", 7), ("Tenez la Ligne", "inline:ordres-d-attaque", 8)],
            id="options-under-a-label-named-by-a-cry-or-giving-a-short-bonus",
        ),
        # Before, `<TAB>-- Carbonite : …` under `<TAB>- Programmes :` was a paragraph, no rule.
        pytest.param(
            "Compétences\n\nPiratage\tLe hacker attaque une cible.\n\t- Programmes :\n"
            "\t-- Carbonite : IMM-2 sur la cible si le jet de VOL est réussi.\n\t-- Spotlight : Marque la cible.\n",
            TABULAR,
            [("Piratage", None, 3), ("Programmes", "inline:piratage", 4), ("Carbonite", "inline:programmes", 5),
             ("Spotlight", "inline:programmes", 6)],
            id="a-doubled-dash-is-a-bullet-one-level-deeper",
        ),
        # Before, a `Programmes :<TAB>` row (a label, its text cell empty) made the whole list a
        # grid: no rules at all.
        pytest.param(
            "Compétences\n\nPiratage\tLe hacker choisit un programme.\nProgrammes :\t\n"
            "- Carbonite\tIMM-2 sur un échec au jet de PB.\n- Oblivion\tLa cible devient Isolée.\n"
            "Sixième Sens\tRéagit en ORA.\n",
            TABULAR,
            [("Piratage", None, 3), ("Programmes", "inline:piratage", 4),
             ("Carbonite", "inline:programmes", 5), ("Oblivion", "inline:programmes", 6), ("Sixième Sens", None, 7)],
            id="a-group-label-row-over-bulleted-rows-is-a-level-of-the-entry-above",
        ),
        # Before, `SANS DOULEUR : voir …` (`Sans` opens sentences) was no entry: it became the
        # text of a rule made of the section's heading, which every entry of the section then
        # pointed to.
        pytest.param(
            "RÈGLES DE FACTION\n\nTERREUR : les figurines ennemies doivent réussir un test.\n\n"
            "SANS DOULEUR : voir Terreur.\n",
            FREETEXT,
            [("TERREUR", None, 3), ("SANS DOULEUR", None, 5)],
            id="a-name-in-capitals-opening-like-a-sentence-is-a-name",
        ),
    ],
)  # fmt: skip
def test_sub_entries_are_named_under_the_entry_they_belong_to(sheet: str, read_as: tuple, expected: list[tuple]):
    assert named(inline(sheet, *read_as)) == expected


def test_nested_bullets_named_after_the_bullet_above_are_its_cases():
    """Before, `  - Booster une attaque : avant le jet.` (a clause too short to name an
    option) stayed in `Booster`'s text, no rule."""
    sheet = (
        "DÉPENSE DE FOCUS\n\nUn warjack peut dépenser du focus pour :\n\n"
        "- Attaque : 1 point par attaque supplémentaire.\n"
        "- Booster : 1 point pour ajouter un dé à un jet.\n  - Booster une attaque : avant le jet.\n"
        "  - Booster les dégâts : sur une touche.\n"
    )
    found = named(inline(sheet, *FREETEXT))
    assert found[-2:] == [("Booster une attaque", "inline:booster", 7), ("Booster les dégâts", "inline:booster", 8)]
