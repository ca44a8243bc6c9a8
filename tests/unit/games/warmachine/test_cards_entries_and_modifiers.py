"""Warmachine constructs, each on a few lines (the whole sheets that carry them are in
tests/unit/games/warmachine/test_retyped_and_copied_siblings.py): card stats as hand typists, PDF copies and
spreadsheets write them, entries named in lists and in a spreadsheet's columns, dice under a heading naming its die,
modifiers whose separator a typist padded or a PDF copy lost."""

from __future__ import annotations

import pytest

from pipeline.model.result import ParseResult
from tests.tabrec import nulls
from tests.warmachine_tables import freetext, rolls


def weapons(result: ParseResult) -> list[tuple]:
    names = ("name", "mode", "strength", "melee_only", "burst", "template", "rules_raw")
    return [nulls(tuple(w[name] for name in names)) for w in result.tables["weapons"].to_dict("records")]


def rules(result: ParseResult) -> list[tuple]:
    """(name, parent's name, tag) of each rule."""
    found = result.tables["rules"].to_dict("records")
    names = {r["rule_id"]: r["name"] for r in found}
    return [(r["name"], names.get(nulls((r["parent_rule_id"],))[0]), nulls((r["tag"],))[0]) for r in found]


def modifiers(result: ParseResult) -> list[tuple]:
    names = ("name", "condition", "value")
    return [nulls(tuple(m[name] for name in names)) for m in result.tables["modifiers"].to_dict("records")]


# Cards.


def test_ade_is_the_area_of_effect_as_the_core_sheet_abbreviates_it():
    sheet = "ARMES\n\nBombarde\nPOR 14   CDT 1   ADE 3   PUI 14\n"
    assert weapons(freetext(sheet)) == [("Bombarde", None, 14, False, 1, "aoe-3", None)]


def test_card_labels_over_values_parted_by_single_spaces():
    sheet = (
        "CYCLONE\nVIT FOR MAT TIR DEF ARM\n5 11 6 5 12 18\n\n"
        "CANON À FOUDRE\nPOR CDT ADE PUI\n12 1 – 13\nFacultés : Perturbation\n\n"
        "LANCE-FLAMMES\nPOR CDT ADE PUI\nSP 8 1 – 12\n"
    )
    result = freetext(sheet)
    assert weapons(result) == [
        ("CANON À FOUDRE", None, 13, False, 1, None, "Perturbation"),
        ("LANCE-FLAMMES", None, 12, False, 1, "spray-8", None),
    ]
    # The model's profile so copied is its profile's grid (as the fuller sheets read it: no rule's text),
    # as one typed on one line is; the model's heading, with no text left, names no rule.
    assert rules(result) == []
    grid = result.tables["reference_tables"].to_dict("records")
    assert [(c["table_name"], c["column_label"], c["value"]) for c in grid][:2] == [
        ("CYCLONE", "VIT", "5"),
        ("CYCLONE", "FOR", "11"),
    ]


def test_a_card_line_in_columns_is_not_wrapped_onto_the_line_under_it():
    sheet = (
        "EXEMPLE\nLes armes du Charger se lisent ainsi :\n\n"
        "   Canon double          POR 10     CDT 1     ADE –     PUI 12\n"
        "   Facultés : Tir rapide\n"
    )
    assert weapons(freetext(sheet)) == [("Canon double", None, 12, False, 1, None, "Tir rapide")]


def test_a_mode_column_and_a_merged_name_cell():
    sheet = (
        "ARMES\n"
        "Arme\tMode\tPOR\tCDT\tADE\tPUI\tFacultés\n"
        "Canon à âmes\tTir direct\t12\t1\t-\t14\t\n"
        "\tTir en cloche\t14\t1\t3\t12\tTir indirect\n"
    )
    assert weapons(freetext(sheet)) == [
        ("Canon à âmes", "Tir direct", 14, False, 1, None, None),
        ("Canon à âmes", "Tir en cloche", 12, False, 1, "aoe-3", "Tir indirect"),
    ]


def test_columns_cut_short_by_a_spreadsheet():
    sheet = '"Arme";"Portée";"Cad.";"Puiss.";"P+F"\n"Canon de pont";14;1;15;\n"Ancre";"CàC";;6;17\n'
    assert weapons(freetext(sheet, "inline.csv")) == [
        ("Canon de pont", None, 15, False, 1, None, None),
        ("Ancre", None, 6, True, None, None, None),
    ]


def test_a_padded_export_row_of_two_cells_after_a_blank_row_is_no_weapon():
    sheet = (
        "ARMES\t\t\t\t\n"
        "Arme\tPOR\tCDT\tPUI\tFacultés\n"
        "Lance-bile\t8\t1\t12\t\n"
        "\t\t\t\t\n"
        "Nécrotechnie\tUne fois par tour, le nécrotechnicien répare un warjack.\t\t\t\n"
    )
    result = freetext(sheet)
    assert [w[0] for w in weapons(result)] == ["Lance-bile"]
    assert [r[0] for r in rules(result)] == ["Nécrotechnie"]


# Entries.


@pytest.mark.parametrize(
    ("sheet", "expected"),
    [
        pytest.param(
            "FOCUS\n\nLe warcaster reçoit ses points de focus.\n\n"
            "* Allocation : un warjack ne peut jamais avoir plus de 3 points de focus.\n"
            "* Dépense : pendant son activation, un warjack peut dépenser ses points pour :\n"
            "    * Booster : 1 point pour lancer un dé de plus sur un jet d'attaque ou de dégâts.\n"
            "* Feu : la figurine subit un jet de dégâts de PUI 12.\n",
            [("FOCUS", None, None), ("Allocation", "FOCUS", None), ("Dépense", "FOCUS", None),
             ("Booster", "Dépense", None), ("Feu", "FOCUS", None)],
            id="a-bullet-holding-named-bullets-and-its-siblings",
        ),
        pytest.param(
            "ORDRES\n\nLe chef donne un ordre à son unité.\n\n"
            "- Assaut (Ordre) : chaque figurine doit charger ou courir.\n\n"
            "MORAL\n\nUne unité peut fuir.\n\n"
            "- Terreur (X) : une figurine ennemie à X pouces passe un test.\n"
            "- Warjacks lourds : piétinement.\n",
            [("ORDRES", None, None), ("Assaut", "ORDRES", "Ordre"), ("MORAL", None, None),
             ("Terreur (X)", "MORAL", None)],
            id="a-bullet-whose-name-says-its-kind-or-takes-a-parameter",
        ),
        pytest.param(
            "DÉGÂTS\nChaque point au-delà de l'ARM inflige 1 point de dégâts.\n\n"
            "  ●  Figurines à une case : détruites dès le premier point de dégâts.\n"
            "  ●  Warjacks : les dégâts sont notés sur la grille de dégâts.\n"
            "       ○  Colonne : lancez un d6 pour choisir la colonne où commencent les dégâts.\n",
            [("DÉGÂTS", None, None), ("Figurines à une case", "DÉGÂTS", None), ("Warjacks", "DÉGÂTS", None),
             ("Colonne", "Warjacks", None)],
            id="lists-set-in-from-the-page-margin-start-at-the-top",
        ),
    ],
)  # fmt: skip
def test_bullets_that_are_entries_and_their_parents(sheet: str, expected: list[tuple]):
    assert rules(freetext(sheet)) == expected


def test_a_name_in_capitals_before_a_spaced_hyphen():
    sheet = "RÈGLES DE FACTION\n\nCHAUDIÈRE RUSTIQUE - Les warjacks khadoriens brûlent du charbon.\n"
    result = freetext(sheet)
    assert rules(result) == [("CHAUDIÈRE RUSTIQUE", None, None)]
    assert result.tables["rules"]["text"][0] == "Les warjacks khadoriens brûlent du charbon."


def test_a_proper_name_opening_with_an_article():
    sheet = (
        "CONTRATS\n\nUne armée choisit un contrat.\n\n"
        "- Les Quatre Étoiles : Les figurines gagnent +1 MAT quand elles chargent.\n"
        "- Les figurines : Elles chargent.\n"
    )
    assert [name for name, _, _ in rules(freetext(sheet))] == ["CONTRATS", "Les Quatre Étoiles"]


def test_sub_entries_typed_one_column_to_the_right():
    # As Calc saves a sheet: every row as wide as the used range.
    sheet = (
        '"ATTAQUES DE PUISSANCE";;;\n'
        '"Slam";"L\'attaquant avance en ligne droite.";;\n'
        ';"Être slammé";"La cible est déplacée puis mise au tapis.";\n'
        ";;\"Obstacle : la cible s'arrête au contact d'un obstacle ou d'une obstruction.\";\n"
        '"Projection";"La cible est projetée.";;\n'
    )
    assert rules(freetext(sheet, "inline.csv")) == [
        ("Slam", None, None),
        ("Être slammé", "Slam", None),
        ("Obstacle", "Être slammé", None),
        ("Projection", None, None),
    ]


def test_orders_under_an_ordre_effet_header():
    sheet = "ORDRES\nOrdre\tEffet\nBordée (Ordre)\tLes tireurs gagnent +1.\nAbordage (Ordre)\tChaque figurine charge.\n"
    # `Ordre` is a column's label, no rule: the orders' tag then reads as their kind.
    assert rules(freetext(sheet)) == [("Bordée", None, "Ordre"), ("Abordage", None, "Ordre")]


# Dice and modifiers.


def test_a_heading_naming_its_die_over_outcome_lines():
    sheet = "SURCHAUFFE (d6)\n1 : La chaudière explose.\n2-3 : Le warjack est Stationnaire.\n4-6 : Aucun effet.\n"
    assert rolls(freetext(sheet)) == [
        ("SURCHAUFFE", "D6", 1, 1, "La chaudière explose."),
        ("SURCHAUFFE", "D6", 2, 3, "Le warjack est Stationnaire."),
        ("SURCHAUFFE", "D6", 4, 6, "Aucun effet."),
    ]


@pytest.mark.parametrize(
    ("sheet", "expected"),
    [
        pytest.param(
            "MODIFICATEURS D'ATTAQUE À DISTANCE :\n\n"
            "Visée                  : +2 au jet d'attaque\n"
            "Couvert                : +4 DEF\n"
            "Cible en corps-à-corps : -4 au jet d'attaque\n",
            [("Visée", None, "+2 au jet d'attaque"), ("Couvert", None, "+4 DEF"),
             ("Cible en corps-à-corps", None, "-4 au jet d'attaque")],
            id="colons-aligned-by-spaces",
        ),
        pytest.param(
            "MODIFICATEURS D'ATTAQUE À DISTANCE\nBonus de visée +2 au jet d'attaque à distance\n"
            "Cible en corps-à-corps -4 au jet d'attaque\nDissimulation +2 DEF\n",
            [("Bonus de visée", None, "+2 au jet d'attaque à distance"),
             ("Cible en corps-à-corps", None, "-4 au jet d'attaque"), ("Dissimulation", None, "+2 DEF")],
            id="separator-lost-by-a-pdf-copy",
        ),
    ],
)  # fmt: skip
def test_modifier_lines_name_their_modifier_and_value(sheet: str, expected: list[tuple]):
    assert modifiers(freetext(sheet)) == expected


def test_a_modifier_grid_whose_first_row_of_values_is_in_words():
    sheet = (
        "MODIFICATEURS\n"
        "Situation\tJet d'attaque\tJet de dégâts\n"
        "Cible au tapis\ttouche automatique\tnormal\n"
        "Cible plus grande\t-2\tnormal\n"
    )
    assert [(name, value) for name, _, value in modifiers(freetext(sheet))] == [
        ("Cible au tapis (Jet d'attaque)", "touche automatique"),
        ("Cible au tapis (Jet de dégâts)", "normal"),
        ("Cible plus grande (Jet d'attaque)", "-2"),
        ("Cible plus grande (Jet de dégâts)", "normal"),
    ]
