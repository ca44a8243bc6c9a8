"""The free-text reader of `freetext` sheets (Warmachine references), each construct on a few
lines of its own: headings, leads, bullets, card stat lines, tab lists and grids, dice and
modifiers. The whole sheets are tested in tests/unit/games/warmachine/."""

from __future__ import annotations

import pytest

from tests.tabrec import parse_inline
from tests.unit.games.warmachine.test_siblings_written_blind import inline
from tests.warmachine_tables import _value, parents
from tests.warmachine_tables import freetext as parse_sheet

# Constructs the whole sheets of tests/unit/games/warmachine/test_careless_and_garbled_sheets.py carry.


def records(tables: dict, table: str, *names: str) -> list[tuple]:
    return [tuple(row[name] for name in names) for row in tables[table].to_dict("records")]


def test_a_lone_short_line_in_lower_or_title_case_heads_what_follows():
    sheet = (
        "FICHE\n\nIntro du club.\n\nrègles spéciales\n\nCharge : la figurine avance.\n\n"
        "Modificateurs D'Attaque\n\nCouvert\t+4 DEF.\n"
    )
    tables = inline(sheet)
    assert records(tables, "rules", "name", "section")[-1] == ("Charge", "règles spéciales")
    assert records(tables, "modifiers", "section", "name") == [("Modificateurs D'Attaque", "Couvert")]


def test_a_lone_card_line_or_lead_stays_an_entry():
    sheet = "WARJACKS\n\nJUGGERNAUT - Warjack lourd\n\nHache\nPOR 0,5 PUI 6 P+F 17\n"
    assert records(inline(sheet), "rules", "name", "section") == [("JUGGERNAUT", "WARJACKS")]


def test_full_stop_and_dash_leads_in_one_section_vouch_for_each_other():
    sheet = "REGLES\n\nGalvanisation – Le warjack gagne 1 focus.\nBouclier d'énergie. Le warcaster gagne +2 ARM.\n"
    assert [r[0] for r in records(inline(sheet), "rules", "name")] == ["Galvanisation", "Bouclier d'énergie"]


def test_a_weapons_column_label_with_a_wrong_accent():
    sheet = "ARMES\n\nNom\tPOR\tPUI\tFacultès\nPoing\t0,5\t3\tPrise\n"
    assert records(inline(sheet), "weapons", "name", "rules_raw") == [("Poing", "Prise")]


def test_a_card_range_cut_to_port():
    sheet = "ARMES\n\nBombardier\nPort. 14 Cad. 1 ADE 3 Puiss. 14\n"
    tables = inline(sheet)
    assert records(tables, "weapons", "name", "burst_raw", "template", "strength") == [("Bombardier", "1", "aoe-3", 14)]
    assert records(tables, "weapon_ranges", "max") == [(14.0,)]


def test_a_modifiers_heading_cut_to_modifs():
    sheet = "MODIFS ATTAQUE MAGIQUE\n\nBois sacré\t+2 DEF contre les sorts.\n"
    assert records(inline(sheet), "modifiers", "name", "value_num") == [("Bois sacré", 2)]


def test_bullets_naming_entries_with_a_spaced_hyphen():
    sheet = (
        "FACULTES\n\n* Arme d'allonge - cette arme a une zone de 2 pouces.\n"
        "* Renversement critique - sur une touche critique, la cible tombe.\n"
    )
    assert records(inline(sheet), "rules", "name") == [("Arme d'allonge",), ("Renversement critique",)]


def test_a_model_named_over_its_kind_above_its_weapon():
    sheet = "CARTES\n\nGorax\nWarbeast léger\nGriffes\nPUI 3 P+F 13 POR 0,5\n"
    tables = inline(sheet)
    assert records(tables, "rules", "name", "text", "source_line") == [("Gorax", "Warbeast léger", 3)]
    assert records(tables, "weapons", "name") == [("Griffes",)]


# Fixed at the merge of the three families' readers: what a page break or lower case did to these sheets' lines.


def test_numbered_steps_typed_in_lower_case_stay_lines_of_their_own():
    sheet = (
        "FRENESIE\n\nétape 1- Lancez 2D6 pour savoir si la warbeast entre en frénésie.\n"
        "étape 2- Si le résultat dépasse sa MAT, elle charge\nla figurine la plus proche.\n"
        "étape 3- La warbeast retire sa fureur.\n"
    )
    (text,) = [row["text"] for row in inline(sheet)["rules"].to_dict("records")]
    assert text.split("\n\n") == [
        "étape 1- Lancez 2D6 pour savoir si la warbeast entre en frénésie.",
        "étape 2- Si le résultat dépasse sa MAT, elle charge la figurine la plus proche.",
        "étape 3- La warbeast retire sa fureur.",
    ]


def test_a_lower_case_heading_after_a_page_break_is_no_more_of_the_sentence_above():
    sheet = (
        "FACULTES\n\n* Feu - la cible subit l'effet continu Feu.\n* Allonge - cette arme a une zone de 2\".\n\n"
        "Page 1\nrègles spéciales\n\n"
        "Charge : la figurine avance.\n\nPage 2\n"
    )
    rules = records(inline(sheet), "rules", "name", "section", "text")
    assert rules[1] == ("Allonge", "FACULTES", 'cette arme a une zone de 2".')
    assert rules[-1] == ("Charge", "règles spéciales", "la figurine avance.")


# Constructs the whole sheets of tests/unit/games/warmachine/test_footnotes_and_cross_references.py carry.


def test_a_footnote_call_after_a_range_is_no_part_of_it():
    from pipeline.games.warmachine.weapons import parse_reach

    assert parse_reach("12¹").max == 12
    assert parse_reach('10"*').max == 10
    assert parse_reach("*").melee


def test_a_warmachine_range_from_a_minimum():
    from pipeline.games.warmachine.weapons import parse_reach

    reach = parse_reach("6-14''")
    assert (reach.min, reach.max) == (6, 14)


def test_a_middle_dot_or_aucune_in_parentheses_is_an_empty_cell():
    from pipeline.extract.cells import is_absent

    assert is_absent("·") and is_absent("(aucune)")


def test_a_spaced_plus_between_two_names_parts_rule_items():
    from pipeline.extract.cells import split_rules_cell

    assert split_rules_cell("Tir en cloche + Dégâts d'explosion") == ["Tir en cloche", "Dégâts d'explosion"]
    assert split_rules_cell("Bouclier (+1 ARM)") == ["Bouclier (+1 ARM)"]


# Constructs the whole sheets of tests/unit/games/warmachine/test_hurried_sheets.py carry.


def test_a_bold_name_vouches_for_plain_siblings_over_a_clause():
    result = parse_sheet(
        "CHAINE- L'attaquant peut attaquer encore.\n\n"
        "- **Limite** : au maximum 2 attaques par activation.\n"
        "- Premier coup : l'attaque supplémentaire ne coûte pas de focus.\n"
        "- Court : une phrase.\n"
    )
    assert parents(result)["Premier coup"] == "CHAINE"
    assert parents(result)["Limite"] == "CHAINE"
    assert "Court" not in parents(result)


def test_one_spaced_dash_lead_among_glued_leads_is_an_entry():
    result = parse_sheet(
        "FACULTES\n\n"
        "Arc de tir (Avant) - L'arme ne cible que l'arc avant.\n\n"
        "RENVERSEMENT- La cible est mise au tapis.\n\n"
        'ALLONGE- La zone de corps-à-corps est de 2".\n'
    )
    rules = result.tables["rules"]
    assert "ne cible que l'arc avant" in rules.loc[rules["name"] == "Arc de tir", "text"].iloc[0]


def test_a_distance_after_a_rule_name_is_its_parameter():
    from pipeline.extract.cells import parse_rule_label

    parsed_label = parse_rule_label('Portée minimale 5"')
    assert (parsed_label.name, parsed_label.param) == ("Portée minimale", '5"')


CARD_SHEET = (
    "LANCE-FLAMMES\nRNG SP 8  ROF 1  POW 12\nFacultés : Continu : En feu, Critique : Inconnu\n\n"
    "FACULTES\n\nEN FEU (Effet)- La figurine subit un jet de dégâts POW 12.\n\n"
    'ALLONGE- La zone de corps-à-corps est de 2".\n'
)


def test_a_value_after_a_colon_names_the_effect_the_sheet_describes():
    links = parse_sheet(CARD_SHEET).tables["weapon_rules"]
    by_label = dict(zip(links["label"], links["rule_id"], strict=True))
    assert _value(by_label["Continu : En feu"]) == "inline:en-feu"
    assert _value(by_label["Critique : Inconnu"]) is None  # no entry: no link invented


WEAPON_TABLE = "ARMES\n\nArme\tPORT\tCdT\tZDE\tPUI\tFacultés\nLame\tCàC\t-\t-\t11\tAllonge\n{second}\n"


def test_a_weapons_row_typed_twice_is_one_weapon():
    result = parse_sheet(WEAPON_TABLE.format(second="Lame\tCàC\t-\t-\t11\tAllonge"))
    assert result.tables["weapons"]["name"].tolist() == ["Lame"]
    coverage = result.coverage
    assert coverage.loc[coverage["source_line"] == 5, "kind"].tolist() == ["weapon"]


def test_a_weapons_row_twice_with_another_profile_is_refused():
    from pipeline.model.errors import SheetError

    with pytest.raises(SheetError, match="one row per weapon and mode"):
        parse_sheet(WEAPON_TABLE.format(second="Lame\tCàC\t-\t-\t12\tAllonge"))


# Constructs the whole sheets of tests/unit/games/warmachine/test_own_typing_habits.py carry.


def test_a_running_footer_parted_by_spaced_dashes_is_page_furniture():
    """`Protectorat de Menoth – aide de jeu – page 2`: a word processor's footer between two
    lines of a rule; a bare number after a spaced dash stays a list's value."""
    from pipeline.parse.readers.wrapping import page_furniture

    lines = ["Une arme peut ignorer les figurines et", "Faction – aide de jeu – page 2", "située sous un décor."]
    assert page_furniture(lines) == {1}
    assert page_furniture(["Attaque de dos - 2", "Cible au tapis - 5", "Couvert | 4"]) == set()


def test_a_wrapped_line_opening_on_a_distance_goes_on():
    """`… a une zone de 2" au lieu de` over `0,5". La figurine…`: a PDF's line break before
    the distance that ends the clause."""
    from pipeline.parse.readers.wrapping import cut_mid_sentence

    above = 'ARME DE REACH- Une arme dotée de cette faculté a une zone de 2" au lieu de'
    assert cut_mid_sentence(above, '0,5". La figurine peut engager les figurines.')
    assert not cut_mid_sentence(above, "2 à 4 : la figurine recule.")


def test_a_weapon_item_with_its_value_in_brackets_resolves():
    """`Dégâts d'explosion [2d6 + 1/2 POW]` is the rule `DÉGÂTS D'EXPLOSION [X]` with its value."""
    sheet = (
        "ARBALÈTE\nRNG 12\tROF 1\tAOE 4\tPOW 14\nFacultés : Dégâts d'explosion [2d6 + 1/2 POW]\n\n"
        "FACULTÉS\n\nDÉGÂTS D'EXPLOSION [X]- Les figurines sous le gabarit subissent un jet de X.\n"
    )
    parsed = parse_inline(sheet, "inline.txt", "warmachine", "freetext")
    (link,) = parsed.tables["weapon_rules"].to_dict("records")
    assert (link["rule_name"], link["param"], link["match"]) == ("Dégâts d'explosion", "2d6 + 1/2 POW", "exact")


def test_an_italic_short_name_before_its_colon_is_an_entry():
    """`▪ *Au tapis* : …`: emphasis and a colon set a name off, though `Au` opens sentences."""
    from pipeline.extract.leads import bold_lead

    lead = bold_lead("*Au tapis* : la figurine ne peut ni avancer ni attaquer.")
    assert lead is not None and (lead.name, lead.kind) == ("Au tapis", "bold")
    assert bold_lead("*Une figurine au tapis.* Elle ne bouge pas.") is None


def test_a_worded_line_among_terrain_entries_is_a_rule_as_they_are():
    """Under a terrain heading, `*Terrain dégagé* : aucune pénalité de mouvement.` between
    entries named the same way over sentences is one of them, not a modifier."""
    sheet = (
        "ÉLÉMENTS DE TERRAIN\n\n*Terrain dégagé* : aucune pénalité de mouvement.\n"
        "*Terrain difficile* : la figurine se déplace à 1/2 SPD. Une figurine qui charge ne peut pas le traverser.\n"
        '*Mur* : obstacle linéaire de 1" de haut. Donne Couvert aux figurines au contact.\n'
    )
    parsed = parse_inline(sheet, "inline.txt", "warmachine", "freetext")
    assert parsed.tables["modifiers"].empty
    assert "Terrain dégagé" in set(parsed.tables["rules"]["name"])


def test_a_kind_in_parentheses_is_a_tag_though_a_heading_is_named_so():
    """`- Acide (Animus) : …` under the heading `ANIMUS`: the parenthesis is the entry's kind,
    no part of its name, though a rule of the sheet is named `Animus`."""
    sheet = (
        "ANIMUS\n\nChaque bête possède un animus que son warlock peut lancer comme un sort.\n\n"
        "- Acide (Animus) : la bête gagne Dissolution sur ses armes de corps-à-corps.\n"
        "- Ailes (Animus) : la bête ignore les terrains difficiles jusqu'à la fin de son activation.\n"
    )
    rules = parse_inline(sheet, "inline.txt", "warmachine", "freetext").tables["rules"]
    assert [(r["name"], r["tag"]) for r in rules.to_dict("records")][1:] == [("Acide", "Animus"), ("Ailes", "Animus")]


def test_a_paragraph_right_under_a_leads_bullets_is_its_text():
    """`FEU CONTINU- … lancez un d6 :` over its bullets, then a sentence on the next line
    with no blank line: the entry's text, not the section's."""
    sheet = (
        "FACULTÉS\n\nFEU CONTINU- La cible subit l'effet continu Feu. Au début de chaque tour, lancez un d6 :\n"
        "- sur 1 ou 2, le feu s'éteint ;\n- sur 3 à 6, la figurine subit un jet de dégâts de PUI 12.\n"
        "Les figurines dotées d'Immunité au feu ne sont pas affectées.\n\n"
        "TIR EN CLOCHE- L'arme ignore les figurines interférentes.\n"
    )
    rules = parse_inline(sheet, "inline.txt", "warmachine", "freetext").tables["rules"]
    texts = dict(zip(rules["name"], rules["text"], strict=True))
    assert texts["FEU CONTINU"].endswith("Les figurines dotées d'Immunité au feu ne sont pas affectées.")
    assert "FACULTÉS" not in texts


def test_bullets_named_by_a_glued_dash_are_sub_entries():
    """`● Zèle- Le warjack peut…` under a paragraph announcing them: named as the sheet's
    `NOM- texte` leads are, each an entry of the heading."""
    sheet = (
        "FERVEUR\n\nUn warjack dans la zone de son warcaster peut bénéficier des effets suivants :\n\n"
        "● Zèle- Le warjack peut relancer un jet d'attaque raté par activation.\n"
        "● Foi inébranlable- Le warjack ne peut pas être ciblé par des sorts ennemis.\n"
    )
    rules = parse_inline(sheet, "inline.txt", "warmachine", "freetext").tables["rules"]
    assert rules["name"].tolist() == ["FERVEUR", "Zèle", "Foi inébranlable"]


def test_a_lead_under_a_models_weapon_cards_is_a_rule():
    """`BÉNÉDICTION (X)- …` right under a model's cards (a section with no text of its own
    before them) names an entry, which the card's `Bénédiction (1)` resolves to: no note."""
    sheet = (
        "SENTINEL (Warjack léger)\n\nMASSE\nPOR 0,5  PUI 5  P+S 15\nFacultés : Bénédiction (1)\n\n"
        "BÉNÉDICTION (X)- La figurine ajoute +X à ses jets d'attaque contre les figurines Incorporelles.\n"
    )
    parsed = parse_inline(sheet, "inline.txt", "warmachine", "freetext")
    (link,) = parsed.tables["weapon_rules"].to_dict("records")
    assert link["match"] == "exact"
    assert "BÉNÉDICTION (X)" in set(parsed.tables["rules"]["name"])
