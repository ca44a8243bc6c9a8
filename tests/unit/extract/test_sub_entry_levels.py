"""Named sub-entries on a second level: each construct on a few lines of its own."""

from __future__ import annotations

from tests.tabrec import inline, named


def test_options_under_a_label_named_by_a_cry_or_giving_a_short_bonus():
    """Before, `- En Avant ! : …` (a name crying an order) and `- Tenez la Ligne : +1 au moral.`
    (a bonus in three words) left their label's list unnamed: no rules under `Ordres :`."""
    sheet = (
        "Ordres\nCapacité Spéciale\nUnité\nOrdres\nUn ordre par tour, choisi parmi :\n"
        "Ordres d'attaque :\n- En Avant ! : +5 cm de mouvement aux détachements.\n"
        "- Tenez la Ligne : +1 au moral.\n"
    )
    assert named(inline(sheet, "epic", "inline.txt", "records")) == [
        ("Ordres", None, 1),
        ("Ordres d'attaque", "inline:ordres", 6),
        ("En Avant !", "inline:ordres-d-attaque", 7),
        ("Tenez la Ligne", "inline:ordres-d-attaque", 8),
    ]


def test_a_doubled_dash_is_a_bullet_one_level_deeper():
    """Before, `<TAB>-- Carbonite : …` under `<TAB>- Programmes :` was a paragraph, no rule."""
    sheet = (
        "Compétences\n\nPiratage\tLe hacker attaque une cible.\n\t- Programmes :\n"
        "\t-- Carbonite : IMM-2 sur la cible si le jet de VOL est réussi.\n"
        "\t-- Spotlight : Marque la cible.\n"
    )
    assert named(inline(sheet)) == [
        ("Piratage", None, 3),
        ("Programmes", "inline:piratage", 4),
        ("Carbonite", "inline:programmes", 5),
        ("Spotlight", "inline:programmes", 6),
    ]


def test_a_group_label_row_over_bulleted_rows_is_a_level_of_the_entry_above():
    """Before, a `Programmes :<TAB>` row (a label, its text cell empty) made the whole list a
    grid: no rules at all."""
    sheet = (
        "Compétences\n\nPiratage\tLe hacker choisit un programme.\nProgrammes :\t\n"
        "- Carbonite\tIMM-2 sur un échec au jet de PB.\n- Oblivion\tLa cible devient Isolée.\n"
        "Sixième Sens\tRéagit en ORA.\n"
    )
    assert named(inline(sheet)) == [
        ("Piratage", None, 3),
        ("Programmes", "inline:piratage", 4),
        ("Carbonite", "inline:programmes", 5),
        ("Oblivion", "inline:programmes", 6),
        ("Sixième Sens", None, 7),
    ]


def test_a_name_in_capitals_opening_like_a_sentence_is_a_name():
    """Before, `SANS DOULEUR : voir …` (`Sans` opens sentences) was no entry: it became the
    text of a rule made of the section's heading, which every entry of the section then
    pointed to."""
    sheet = (
        "RÈGLES DE FACTION\n\nTERREUR : les figurines ennemies doivent réussir un test.\n\n"
        "SANS DOULEUR : voir Terreur.\n"
    )
    assert named(inline(sheet, "warmachine", "inline.txt", "freetext")) == [
        ("TERREUR", None, 3),
        ("SANS DOULEUR", None, 5),
    ]


def test_nested_bullets_named_after_the_bullet_above_are_its_cases():
    """Before, `  - Booster une attaque : avant le jet.` (a clause too short to name an
    option) stayed in `Booster`'s text, no rule."""
    sheet = (
        "DÉPENSE DE FOCUS\n\nUn warjack peut dépenser du focus pour :\n\n"
        "- Attaque : 1 point par attaque supplémentaire.\n"
        "- Booster : 1 point pour ajouter un dé à un jet.\n  - Booster une attaque : avant le jet.\n"
        "  - Booster les dégâts : sur une touche.\n"
    )
    found = named(inline(sheet, "warmachine", "inline.txt", "freetext"))
    assert found[-2:] == [("Booster une attaque", "inline:booster", 7), ("Booster les dégâts", "inline:booster", 8)]
