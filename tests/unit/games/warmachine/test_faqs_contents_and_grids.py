"""Warmachine constructs, each on a few lines (the whole sheets that carry them are in
tests/unit/games/warmachine/test_fuller_sheets.py): the fuller references players share carry FAQs, tables of contents,
profiles, points and list options, weapons tables by model, besides weapons and rules."""

from __future__ import annotations

import pytest

from pipeline.model.errors import SheetError
from pipeline.model.result import ParseResult
from tests.tabrec import nulls
from tests.warmachine_tables import freetext, rolls


def names(result: ParseResult) -> list[tuple]:
    """(name, parent's name) of each rule."""
    found = result.tables["rules"].to_dict("records")
    by_id = {r["rule_id"]: r["name"] for r in found}
    return [(r["name"], by_id.get(nulls((r["parent_rule_id"],))[0])) for r in found]


def text_of(result: ParseResult, name: str) -> str:
    (text,) = [r["text"] for r in result.tables["rules"].to_dict("records") if r["name"] == name]
    return text


def kinds(result: ParseResult) -> dict[int, str]:
    coverage = result.coverage
    return dict(zip(coverage["source_line"], coverage["kind"], strict=True))


# FAQs.


def test_question_and_answer_lines_are_the_faq_s_text():
    sheet = (
        "FOIRE AUX QUESTIONS\n\n"
        "Q : Le Bouclier protège-t-il au tapis ?\nR : Non : il faut être debout.\n\n"
        "Q. Peut-on booster un slam ?\nR. Non : seul le jet de dégâts.\n"
        "Question : Et la charge ?\nRéponse : Oui.\n"
    )
    result = freetext(sheet)
    assert names(result) == [("FOIRE AUX QUESTIONS", None)]
    assert "Q : Le Bouclier protège-t-il au tapis ?" in text_of(result, "FOIRE AUX QUESTIONS")
    assert "R. Non : seul le jet de dégâts." in text_of(result, "FOIRE AUX QUESTIONS")


# Tables of contents.


def test_a_table_of_contents_without_dot_leaders_under_its_title():
    sheet = (
        "SOMMAIRE\n\nProfils\t1\n1. Règles de faction\t2\n\n"
        "PROFILS\n\nLes profils des figurines.\n\n1. RÈGLES DE FACTION\n\nArme magique : elle touche les Intangibles.\n"
    )
    result = freetext(sheet)
    assert names(result) == [("PROFILS", None), ("Arme magique", None)]
    assert [kinds(result)[line] for line in (1, 3, 4)] == ["table_of_contents"] * 3


def test_a_typist_s_contents_list_names_the_headings_further_down():
    sheet = "Sommaire :\n  1. Armes\n  2. Questions\n\nARMES\n\nVoir les cartes.\n\nQUESTIONS\n\nAucune.\n"
    result = freetext(sheet)
    assert names(result) == [("ARMES", None), ("QUESTIONS", None)]
    assert {kinds(result)[line] for line in (1, 2, 3)} == {"table_of_contents"}


# Weapons tables by model.


def weapons(result: ParseResult) -> list[tuple]:
    found = result.tables["weapons"].to_dict("records")
    return [(w["weapon_id"].split(":", 1)[1], w["name"], w["strength"], w["source_line"]) for w in found]


def test_one_weapon_name_carried_by_two_models_of_a_table():
    sheet = (
        "ARMES\nFigurine\tArme\tPOR\tPUI\tP+F\n"
        "Juggernaut\tPoing ouvert\t0,5\t4\t16\nSpriggan\tPoing ouvert\t0,5\t4\t16\n"
        "Winter Guard\tHache\t0,5\t3\t8\nMan-O-War\tHache\t0,5\t5\t12\n"
    )
    assert weapons(freetext(sheet)) == [
        ("poing-ouvert", "Poing ouvert", 4, 3),
        ("poing-ouvert-2", "Poing ouvert", 4, 4),
        ("hache", "Hache", 3, 5),
        ("hache-2", "Hache", 5, 6),
    ]


def test_one_model_printing_a_weapon_twice_is_still_refused():
    sheet = "ARMES\nFigurine\tArme\tPOR\tPUI\nJuggernaut\tHache\t0,5\t4\nJuggernaut\tHache\t0,5\t5\n"
    with pytest.raises(SheetError) as error:
        freetext(sheet)
    assert (error.value.line, error.value.code) == (4, "duplicate-weapon")


# Two-column tables that hold no rules, and rules whose parts repeat their names.


def grid(result: ParseResult) -> list[tuple]:
    """(table, row, column label, value) of each cell of the reference grids."""
    cells = result.tables["reference_tables"].to_dict("records")
    return [(c["table_name"], c["row_index"], nulls((c["column_label"],))[0], c["value"]) for c in cells]


def test_a_table_of_points_under_its_labels_is_a_grid():
    sheet = "POINTS DE TOURNOI\nRésultat\tPoints de tournoi\nVictoire\t3\nDéfaite\t0\n"
    result = freetext(sheet)
    assert names(result) == []
    assert grid(result) == [
        ("POINTS DE TOURNOI", 1, "Résultat", "Victoire"),
        ("POINTS DE TOURNOI", 1, "Points de tournoi", "3"),
        ("POINTS DE TOURNOI", 2, "Résultat", "Défaite"),
        ("POINTS DE TOURNOI", 2, "Points de tournoi", "0"),
    ]


def test_a_faq_kept_in_two_columns_is_a_grid():
    sheet = "FAQ\nQuestion\tRéponse\nPeut-on booster ?\tOui.\nLe slam touche-t-il ?\tNon, sauf au contact.\n"
    result = freetext(sheet)
    assert names(result) == []
    assert [cell[2:] for cell in grid(result)][:2] == [("Question", "Peut-on booster ?"), ("Réponse", "Oui.")]


def test_a_phase_table_s_labels_are_its_header():
    sheet = "TOUR\nPhase\tCe que fait le joueur\nEntretien\tRetirer le focus en trop.\nContrôle\tAllouer le focus.\n"
    result = freetext(sheet)
    assert names(result) == [("Entretien", None), ("Contrôle", None)]
    assert kinds(result)[2] == "table_header"


def test_parts_whose_rows_repeat_their_rule_s_name():
    sheet = (
        "FACULTÉS\nRègle\tPoint de règle\tTexte\n"
        "Harpon\t\tLa cible est tirée vers le Spriggan.\n"
        "Harpon\tDistance\tLa cible avance de 2d6 pouces.\n"
        "Harpon\tSocle plus grand\tLa cible ne bouge pas.\n"
        "Gantelet\t\tPermet les verrous.\n"
    )
    result = freetext(sheet)
    assert names(result) == [
        ("Harpon", None),
        ("Distance", "Harpon"),
        ("Socle plus grand", "Harpon"),
        ("Gantelet", None),
    ]
    assert text_of(result, "Distance") == "La cible avance de 2d6 pouces."


# Named entries in lists.


def test_named_bullets_at_the_margin_under_an_entry_s_paragraph_are_its_own():
    sheet = (
        "FACULTÉS\n\n"
        "Attaque combinée : plusieurs figurines attaquent ensemble la même cible.\n"
        "- Participants : chaque figurine qui participe ajoute +1 au jet d'attaque.\n"
        "- Restriction : une attaque combinée ne peut pas être boostée.\n"
        "Électro-saut : un éclair saute vers la figurine la plus proche.\n"
        '- Portée du saut : 4" depuis la figurine touchée.\n'
        "- Dégâts : jet de dégâts de PUI 10, une attaque magique.\n"
    )
    assert names(freetext(sheet)) == [
        ("Attaque combinée", None),
        ("Participants", "Attaque combinée"),
        ("Restriction", "Attaque combinée"),
        ("Électro-saut", None),
        ("Portée du saut", "Électro-saut"),
        ("Dégâts", "Électro-saut"),
    ]


def test_a_list_of_bullets_each_named_over_a_clause_names_entries():
    sheet = (
        "FURIE\n\nUn warlock prend la furie de ses warbeasts.\n"
        "• Forcer : une warbeast gagne 1 point de furie pour chaque boost.\n"
        "• Transfert : le warlock transfère ses dégâts à une warbeast.\n\n"
        "FACULTÉS D'ARMES\n"
        "• Arme magique : l'arme peut endommager les Intangibles.\n"
        "• Électro-saut : un éclair saute sur la figurine la plus proche.\n\n"
        "PRISES SPÉCIALES\n\nLes warjacks peuvent effectuer ces prises.\n"
        "- Tous les warjacks : coup de tête, poussée et slam.\n- Warjacks lourds : piétinement.\n"
    )
    assert names(freetext(sheet)) == [
        ("FURIE", None),
        ("Forcer", "FURIE"),
        ("Transfert", "FURIE"),
        ("Arme magique", None),
        ("Électro-saut", None),
        ("PRISES SPÉCIALES", None),
    ]


# Tables typed in a monospaced box.


def test_columns_two_spaces_apart_under_short_labels():
    sheet = (
        "ARMES\n"
        "Bête         Arme                POR  CDT  ADE  PUI  P+F  Facultés\n"
        "Carnivean    Souffle de feu      SP8  1    -    12   -    Effet continu : Feu\n"
        "Carnivean    Griffes             0,5  -    -    4    15   Arme à paire\n"
    )
    found = freetext(sheet).tables["weapons"].to_dict("records")
    assert [(w["name"], w["strength"], w["template"], w["rules_raw"]) for w in found] == [
        ("Souffle de feu", 12, "spray-8", "Effet continu : Feu"),
        ("Griffes", 4, None, "Arme à paire"),
    ]


# Model profiles.


def test_a_model_s_profile_is_a_grid_never_a_rule_s_text():
    sheet = (
        "JUGGERNAUT\nWarjack lourd - 17 points\nVIT 4   FOR 12   MAT 7   TIR 4   DEF 11   ARM 20\n\n"
        "CYCLONE\nVIT FOR MAT TIR DEF ARM\n5 11 6 5 12 18\n\n"
        "CANON À FOUDRE\nPOR CDT ADE PUI\n12 1 – 13\n"
    )
    result = freetext(sheet)
    assert names(result) == [("JUGGERNAUT", None)]
    assert text_of(result, "JUGGERNAUT") == "Warjack lourd - 17 points"
    cells = grid(result)
    assert cells[:2] == [("JUGGERNAUT", 1, "VIT", "4"), ("JUGGERNAUT", 1, "FOR", "12")]
    assert ("CYCLONE", 1, "ARM", "18") in cells
    assert [w[1] for w in weapons(result)] == ["CANON À FOUDRE"]


# Tables copied from a PDF.


def test_a_table_copied_with_single_spaces_under_labels_in_capitals():
    sheet = (
        "SORTS\nSORT COÛT POR ADE PUI DUR OFF\nArcane Bolt 2 12 – 11 – OUI\nTemporal Barrier 3 Soi CTRL – Tour NON\n"
        "Arcane Bolt : projectile magique, aucun autre effet.\n"
    )
    result = freetext(sheet)
    assert [cell[1:] for cell in grid(result) if cell[1] == 2] == [
        (2, "SORT", "Temporal Barrier"),
        (2, "COÛT", "3"),
        (2, "POR", "Soi"),
        (2, "ADE", "CTRL"),
        (2, "PUI", "–"),
        (2, "DUR", "Tour"),
        (2, "OFF", "NON"),
    ]
    assert names(result) == [("Arcane Bolt", None)]
    assert result.tables["weapons"].empty


# Dice and modifiers.


def test_outcomes_copied_without_their_sign_under_a_sentence_naming_the_die():
    sheet = (
        "FRÉNÉSIE\nLe tableau suivant dit ce que fait la warbeast selon le résultat du d6 de frénésie :\n"
        "1-3 la warbeast charge la figurine la plus proche.\n4-6 la warbeast reste sur place.\n"
    )
    assert rolls(freetext(sheet)) == [
        ("FRÉNÉSIE", "D6", 1, 3, "la warbeast charge la figurine la plus proche."),
        ("FRÉNÉSIE", "D6", 4, 6, "la warbeast reste sur place."),
    ]


def test_a_modifier_setting_an_attribute_whose_separator_a_copy_lost():
    sheet = "MODIFICATEURS\nDissimulation +2 DEF\nCible au tapis DEF de base 5\nCouvert +4 DEF\n"
    found = freetext(sheet).tables["modifiers"].to_dict("records")
    assert [(m["name"], m["value"]) for m in found] == [
        ("Dissimulation", "+2 DEF"),
        ("Cible au tapis", "DEF de base 5"),
        ("Couvert", "+4 DEF"),
    ]


def test_a_heading_naming_its_die_over_its_own_text():
    sheet = (
        "ÉCLATS DE BLIGHT (d3)\n\nÀ la fin de l'activation, lancez un d3 :\n"
        "  1 : le feu s'éteint.\n  2-3 : le feu continue.\n"
    )
    result = freetext(sheet)
    (found,) = result.tables["rules"].to_dict("records")
    assert (found["name"], nulls((found["name_alt"],))[0], found["section"]) == (
        "ÉCLATS DE BLIGHT",
        None,
        "ÉCLATS DE BLIGHT",
    )
    assert [row[:4] for row in rolls(result)] == [("ÉCLATS DE BLIGHT", "D3", 1, 1), ("ÉCLATS DE BLIGHT", "D3", 2, 3)]


# Notes under tables.


def test_a_note_typed_under_a_table_is_the_table_s():
    sheet = (
        "PROFILS\nFigurine\tVIT\tDEF\tPts\nThagrosh\t6\t14\t+27\n(Pts : le + est un bonus de points.)\n\n"
        "COMPOSITION\nFigurine\tCoût\tDispo\nIronclad\t16\tU\n\nNote : U = illimité.\n"
    )
    result = freetext(sheet)
    assert names(result) == []
    assert kinds(result)[4] == kinds(result)[10] == "table_note"


# Army lists.


def test_an_army_list_with_dot_leaders_is_no_table_of_contents():
    sheet = (
        "LISTE JOUÉE\n\nThagrosh, avec 27 points de warbeast :\n"
        "  - Carnivean ................ 19\n  - Angelius ................. 10\n"
        "Total : 29 points.\nMots-clés : Carnivean, Angelius.\nCrédits : Kael_88.\n"
    )
    result = freetext(sheet)
    assert names(result) == [("LISTE JOUÉE", None)]
    assert "- Carnivean ................ 19" in text_of(result, "LISTE JOUÉE")
    assert "Total : 29 points." in text_of(result, "LISTE JOUÉE")


def test_a_note_typed_under_a_padded_export_s_dice_table_is_no_roll():
    sheet = (
        "SCÉNARIOS\t\t\t\n"
        "d6\tScénario\tZones\t\n"
        "1-3\tLigne de front\tUne zone\t\n"
        "4-6\tLe pont\tDeux zones\t\n"
        "Le premier joueur à 5 PC gagne la partie.\t\t\t\n"
    )
    result = freetext(sheet)
    assert [row[:4] for row in rolls(result)] == [("SCÉNARIOS", "D6", 1, 3), ("SCÉNARIOS", "D6", 4, 6)]
    # A sentence row right under the table, the section having no text of its own, is a
    # note of the table (the reading of the Infinity and Epic fuller sheets), no roll nor rule.
    assert kinds(result)[5] == "table_note"
    assert "SCÉNARIOS" not in [name for name, _ in names(result)]


def test_an_abbreviated_label_two_spaces_from_the_others():
    sheet = (
        "ANIMUS\nAnimus    Bête        Coût  POR  Off.\n"
        "Rage      Carnivean   2     6    Non\nVoile     Angelius    1     6    Non\n"
    )
    assert [cell[2:] for cell in grid(freetext(sheet)) if cell[1] == 1] == [
        ("Animus", "Rage"),
        ("Bête", "Carnivean"),
        ("Coût", "2"),
        ("POR", "6"),
        ("Off.", "Non"),
    ]
