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
from pipeline.model.sheet import SheetEntry
from pipeline.parse.sheet import parse_text
from tests.unit.games.warmachine.test_faithful_siblings import (
    _value,
    band_rows,
    modifier_rows,
    one_band,
    profiles,
    roll_rows,
    rule_field,
    rule_parents,
    unparsed,
)
from tests.unit.games.warmachine.test_markup_and_spreadsheet_exports import links, parsed, texts

CYGNAR = "warmachine-cygnar-word-ansi.txt"
SKORNE = "warmachine-skorne-grille.txt"
KHADOR = "warmachine-khador-80-colonnes.txt"
CERCLE = "warmachine-cercle-plan-romain.txt"
LEGION = "warmachine-legion-calc.txt"


def assert_weapons(file: str, weapons: list[tuple], reaches: dict[str, float], weapon_links: list[tuple]) -> None:
    """The sheet's weapons, the reach of each one's one band (`POR`, from 0) by id, and
    their rule links."""
    assert profiles(file) == weapons
    assert band_rows(file) == {weapon_id: one_band("POR", reach) for weapon_id, reach in reaches.items()}
    assert links(parsed(file)) == weapon_links


def modifier_conditions(file: str) -> list[tuple]:
    """(section, name, condition, value, value_num) per modifier."""
    frame = parsed(file).tables["modifiers"][["section", "name", "condition", "value", "value_num"]]
    return [tuple(_value(value) for value in row) for row in frame.itertuples(index=False)]


# --- Cygnar, Word's plain-text export ----------------------------------------------------

CYGNAR_WEAPONS = [
    ("Lame de tempête", None, "7", 7, "—", None, None, False),
    ("Poing", None, "4", 4, "—", None, None, False),
    ("Canon à chaîne", None, "10", 10, "d3", None, None, False),
    ("Fusil à impulsion", None, "12", 12, "1", 1, None, False),
    ("Canon de siège", None, "14", 14, "1", 1, "aoe-3", False),
    ("Marteau de quake", None, "7", 7, "—", None, None, False),
    ("Poing de Centurion", None, "5", 5, "—", None, None, False),
]

CYGNAR_REACHES = {
    "wm:lame-de-tempete": 2.0,
    "wm:poing": 0.5,
    "wm:canon-a-chaine": 10.0,
    "wm:fusil-a-impulsion": 14.0,
    "wm:canon-de-siege": 12.0,
    "wm:marteau-de-quake": 2.0,
    "wm:poing-de-centurion": 0.5,
}

CYGNAR_LINKS = [
    ("wm:lame-de-tempete", "wm:arme-magique", None, "exact"),
    ("wm:lame-de-tempete", "wm:electro-saut", None, "exact"),
    ("wm:poing", "wm:gantelet", None, "exact"),
    ("wm:canon-a-chaine", "wm:tir-rapide", None, "exact"),
    ("wm:fusil-a-impulsion", "wm:electro-saut", None, "exact"),
    ("wm:canon-de-siege", "wm:arme-lourde", None, "exact"),
    ("wm:canon-de-siege", "wm:devastation-x", "1", "exact"),
    ("wm:marteau-de-quake", "wm:critique", "Renversement", "exact"),
    ("wm:poing-de-centurion", "wm:gantelet", None, "exact"),
    ("wm:poing-de-centurion", "wm:arme-lourde", None, "exact"),
]

CYGNAR_ABILITIES = [
    "Arme lourde",
    "Arme magique",
    "Critique",
    "Dévastation (X)",
    "Électro-saut",
    "Gantelet",
    "Renversement",
    "Tir rapide",
]


def test_cygnar_weapons_and_a_half_inch_range():
    assert parsed(CYGNAR).report["encoding"] == "cp1252"
    assert_weapons(CYGNAR, CYGNAR_WEAPONS, CYGNAR_REACHES, CYGNAR_LINKS)


def test_cygnar_list_items_saved_with_their_marker_and_a_tab():
    assert rule_parents(CYGNAR) == {
        "RÈGLES DE FACTION": None,
        "FACULTÉS D’ARMES": None,
        **dict.fromkeys(CYGNAR_ABILITIES, "FACULTÉS D’ARMES"),
        "Arc secondaire": "Électro-saut",
        "Mise à la terre": "Électro-saut",
        "ORDRES DE CYGNAR": None,
        "Feu à volonté": "ORDRES DE CYGNAR",
        "Formation en bouclier": "ORDRES DE CYGNAR",
        "Manœuvre d’assaut": "ORDRES DE CYGNAR",
        "ACTIVATION D’UN WARJACK": None,
        "SURCHARGE DU CORTEX": None,
    }
    rules = texts(parsed(CYGNAR))
    assert rules["RÈGLES DE FACTION"] == (
        "Les warjacks cygnaréens sont construits autour d’un cortex de foudre. Les règles ci-après "
        "complètent le livre de règles et s’appliquent à toutes les figurines de Cygnar.\n\n"
        "- Un warjack cygnaréen peut recevoir 1 point de focus de plus que sa limite.\n"
        "- Les armes électriques de Cygnar ignorent l’Immunité : Électricité des figurines amies."
    )
    assert rules["Électro-saut"] == (
        'Quand l’arme touche, un éclair saute vers la figurine la plus proche à 4" ou moins.\n\n'
        "- Arc secondaire : L’éclair inflige un jet de dégâts de PUI 10 à la figurine qu’il atteint.\n"
        "- Mise à la terre : Une figurine dotée d’Immunité : Électricité ne subit pas l’éclair."
    )
    assert rules["Arc secondaire"] == "L’éclair inflige un jet de dégâts de PUI 10 à la figurine qu’il atteint."
    assert rules["Tir rapide"] == "Avant l’attaque, lancez un d3 ; l’arme effectue ce nombre d’attaques initiales."
    assert rules["ORDRES DE CYGNAR"] == (
        "Le chef d’unité peut donner l’un des ordres suivants au début de l’activation de son unité :"
    )
    assert rules["Feu à volonté"] == "Les figurines de l’unité gagnent +1 à leurs jets d’attaque à distance ce tour-ci."
    assert rules["ACTIVATION D’UN WARJACK"] == (
        "Un warjack activé suit ces étapes dans l’ordre :\n\n"
        "1. Le warcaster alloue le focus au warjack situé dans sa zone de contrôle.\n"
        "2. Le warjack effectue son mouvement normal.\n"
        "3. Le warjack effectue son action de combat."
    )
    assert rules["SURCHARGE DU CORTEX"] == "Quand un warjack reçoit un quatrième point de focus, lancez un D6 :"
    assert unparsed(CYGNAR) == []


def test_cygnar_rolls_and_modifiers():
    assert roll_rows(CYGNAR) == [
        ("SURCHARGE DU CORTEX", "D6", 1, 2, "le cortex surchauffe et le warjack perd tout son focus."),
        ("SURCHARGE DU CORTEX", "D6", 3, 5, "rien ne se passe."),
        ("SURCHARGE DU CORTEX", "D6", 6, 6, "le warjack gagne +1 VIT jusqu’à la fin du tour."),
    ]
    assert modifier_rows(CYGNAR) == [
        ("MODIFICATEURS DE TIR", "Cible au tapis", "DEF de base 5", None),
        ("MODIFICATEURS DE TIR", "Cible en mêlée", "-4 au jet d’attaque", -4),
        ("MODIFICATEURS DE TIR", "Tir visé", "+2 au jet d’attaque", 2),
        ("MODIFICATEURS DE TIR", "Dissimulation", "+2 DEF", 2),
        ("MODIFICATEURS DE TIR", "Couvert", "+4 DEF", 4),
    ]


# --- Skorne, a weapons row typed with spaces and modifiers in two columns ------------------

SKORNE_WEAPONS = [
    ("Griffe de Titan", None, "6", 6, "—", None, None, False),
    ("Défenses de Cyclope", None, "7", 7, "—", None, None, False),
    ("Fléau de Gladiateur", None, "7", 7, "—", None, None, False),
    ("Lance de Bronzeback", None, "8", 8, "—", None, None, False),
    ("Canon de Basilisque", None, "13", 13, "1", 1, "aoe-3", False),
    ("Souffle de Drake", None, "11", 11, "1", 1, "spray-8", False),
    ("Arbalète de Mahout", None, "10", 10, "2", 2, None, False),
]

SKORNE_REACHES = {
    "wm:griffe-de-titan": 0.5,
    "wm:defenses-de-cyclope": 1.0,
    "wm:fleau-de-gladiateur": 1.0,
    "wm:lance-de-bronzeback": 2.0,
    "wm:canon-de-basilisque": 12.0,
    "wm:souffle-de-drake": 8.0,
    "wm:arbalete-de-mahout": 10.0,
}

SKORNE_LINKS = [
    ("wm:griffe-de-titan", "wm:gantelet", None, "exact"),
    ("wm:defenses-de-cyclope", "wm:critique", "Renversé", "exact"),
    ("wm:fleau-de-gladiateur", "wm:arme-magique", None, "exact"),
    ("wm:lance-de-bronzeback", "wm:arme-d-hast", None, "exact"),
    ("wm:lance-de-bronzeback", "wm:arme-lourde", None, "exact"),
    ("wm:canon-de-basilisque", "wm:critique", "Embrasé", "exact"),
    ("wm:souffle-de-drake", "wm:critique", "Corrodé", "exact"),
    ("wm:arbalete-de-mahout", "wm:perforant-x", "2", "exact"),
]


def test_skorne_weapons_with_a_row_aligned_with_spaces():
    assert_weapons(SKORNE, SKORNE_WEAPONS, SKORNE_REACHES, SKORNE_LINKS)
    assert not any("Fléau" in text for text in texts(parsed(SKORNE)).values())


def test_skorne_rules_and_an_animus_with_its_options():
    assert rule_parents(SKORNE) == {
        "RÈGLES DE FACTION": None,
        **dict.fromkeys(["ARME D'HAST", "ARME LOURDE", "ARME MAGIQUE", "CRITIQUE", "GANTELET", "PERFORANT (X)"]),
        "DOULEUR EXALTÉE": None,
        "Rage": "DOULEUR EXALTÉE",
        "Endurance": "DOULEUR EXALTÉE",
        "CARAPACE DE BRONZE": None,
        "TEST DE DOMINATION": None,
        "Embrasé": None,
        "Corrodé": None,
        "Renversé": None,
    }
    assert rule_field(SKORNE, "DOULEUR EXALTÉE", "tag") == "Animus"
    assert rule_field(SKORNE, "DOULEUR EXALTÉE", "section") == "ANIMUS"
    assert rule_field(SKORNE, "ARME D'HAST", "section") == "FACULTÉS D'ARMES"
    assert rule_field(SKORNE, "PERFORANT (X)", "takes_param") is True
    assert rule_field(SKORNE, "Embrasé", "section") == "ÉTATS"
    assert rule_field(SKORNE, "Embrasé", "name_en") == "Fire"
    assert rule_field(SKORNE, "Renversé", "name_en") == "Knockdown"
    rules = texts(parsed(SKORNE))
    assert rules["DOULEUR EXALTÉE"] == (
        "La warbeast choisit l'un des effets suivants :\n\n"
        "- Rage : la warbeast gagne +2 à ses jets de dégâts de corps-à-corps jusqu'à la fin du tour.\n"
        "- Endurance : la warbeast ne peut pas être mise au tapis jusqu'à sa prochaine activation."
    )
    assert rules["Rage"] == "la warbeast gagne +2 à ses jets de dégâts de corps-à-corps jusqu'à la fin du tour."
    assert rules["CARAPACE DE BRONZE"] == ("La warbeast gagne +2 ARM jusqu'à la fin du tour, mais ne peut pas courir.")
    assert rules["RÈGLES DE FACTION"].endswith(
        "- Toutes les warbeasts : animus et furie.\n- Warbeasts lourdes : piétinement."
    )
    assert rules["TEST DE DOMINATION"].startswith(
        "À la fin de sa phase de contrôle, une warbeast qui a plus de points de furie que sa FUR doit "
        "faire un test de domination. Lancez 2d6 :"
    )
    assert unparsed(SKORNE) == []


def test_skorne_modifiers_in_two_columns_and_french_roll_ranges():
    section = "MODIFICATEURS D'ATTAQUE"
    melee, ranged = "Corps-à-corps", "Distance / Magie"
    assert modifier_conditions(SKORNE) == [
        (section, f"Attaque de dos ({melee})", melee, "+2 au jet d'attaque", 2),
        (section, f"Attaque de dos ({ranged})", ranged, "+2 au jet d'attaque", 2),
        (section, f"Cible au tapis ({melee})", melee, "Touche automatique", None),
        (section, f"Cible au tapis ({ranged})", ranged, "DEF de base 5", None),
        (section, f"Cible en corps-à-corps ({ranged})", ranged, "-4 au jet d'attaque", -4),
        (section, f"Couvert ({ranged})", ranged, "+4 DEF", 4),
        (section, f"Warbeast enragée ({melee})", melee, "+2 au jet de dégâts", 2),
    ]
    kind = dict(zip(parsed(SKORNE).coverage["source_line"], parsed(SKORNE).coverage["kind"], strict=True))
    assert kind[46] == "table_header"  # Situation<TAB>Corps-à-corps<TAB>Distance / Magie
    assert roll_rows(SKORNE) == [
        ("TEST DE DOMINATION", "2D6", 2, 4, "la warbeast se déchaîne et attaque la figurine la plus proche."),
        ("TEST DE DOMINATION", "2D6", 5, 9, "la warbeast reste sous le contrôle de son warlock."),
        ("TEST DE DOMINATION", "2D6", 10, 12, "la warbeast perd 1 point de furie."),
    ]


# --- Khador's power attacks, wrapped at 80 columns --------------------------------------

KHADOR_WEAPONS = [
    ("Poing de Juggernaut", None, "5", 5, "—", None, None, False),
    ("Poing de Kodiak", None, "6", 6, "—", None, None, False),
    ("Griffe de Behemoth", None, "7", 7, "—", None, None, False),
    ("Bélier à vapeur", None, "8", 8, "—", None, None, False),
    ("Chaîne de Berserker", None, "6", 6, "—", None, None, False),
]

KHADOR_LINKS = [
    ("wm:poing-de-juggernaut", "wm:gantelet", None, "exact"),
    ("wm:poing-de-kodiak", "wm:gantelet", None, "exact"),
    ("wm:poing-de-kodiak", "wm:broyeur-x", "2", "exact"),
    ("wm:griffe-de-behemoth", "wm:gantelet", None, "exact"),
    ("wm:griffe-de-behemoth", "wm:critique", "Renversement", "exact"),
    ("wm:belier-a-vapeur", "wm:arme-lourde", None, "exact"),
    ("wm:belier-a-vapeur", "wm:bousculade", None, "exact"),
    ("wm:chaine-de-berserker", "wm:arme-d-hast", None, "exact"),
    ("wm:chaine-de-berserker", "wm:enchainement", None, "exact"),
]


def test_khador_weapons_link_a_power_attack():
    reaches = {
        "wm:poing-de-juggernaut": 0.5,
        "wm:poing-de-kodiak": 0.5,
        "wm:griffe-de-behemoth": 0.5,
        "wm:belier-a-vapeur": 1.0,
        "wm:chaine-de-berserker": 2.0,
    }
    assert_weapons(KHADOR, KHADOR_WEAPONS, reaches, KHADOR_LINKS)


def test_khador_power_attacks_and_their_options():
    abilities = ["Arme d'hast", "Arme lourde", "Broyeur (X)", "Critique", "Enchaînement", "Gantelet", "Renversement"]
    assert rule_parents(KHADOR) == {
        "ATTAQUES DE PUISSANCE": None,
        "POUSSÉE": "ATTAQUES DE PUISSANCE",
        "Repousser": "POUSSÉE",
        "Renverser": "POUSSÉE",
        "COUP DE TÊTE": "ATTAQUES DE PUISSANCE",
        "BOUSCULADE": "ATTAQUES DE PUISSANCE",
        "Projection": "BOUSCULADE",
        "Écrasement": "BOUSCULADE",
        **dict.fromkeys(abilities),
    }
    for name in ("POUSSÉE", "COUP DE TÊTE", "BOUSCULADE"):
        assert rule_field(KHADOR, name, "tag") == "Attaque"
    rules = texts(parsed(KHADOR))
    assert rules["ATTAQUES DE PUISSANCE"] == (
        "Les attaques de puissance sont des attaques spéciales que les warjacks lourds de Khador "
        "effectuent en dépensant 1 point de focus. Elles remplacent l'attaque initiale de la figurine "
        "et ne peuvent pas être effectuées au titre d'une charge.\n\n"
        "- Tous les warjacks : coup de tête, poussée et bousculade.\n"
        "- Warjacks dotés d'un Gantelet : projection et verrou d'arme."
    )
    assert rules["POUSSÉE"] == (
        "Le warjack choisit l'un des effets suivants :\n\n"
        "- Repousser : La cible est repoussée de 1\" directement à l'opposé de l'attaquant.\n"
        "- Renverser : Si la cible a un socle plus petit, elle est mise au tapis."
    )
    assert rules["Repousser"] == "La cible est repoussée de 1\" directement à l'opposé de l'attaquant."
    assert rules["COUP DE TÊTE"] == (
        "Si l'attaque touche, la cible est mise au tapis et subit un jet de dégâts de 2d6 + FOR de "
        "l'attaquant, qui peut être boosté. Une figurine au tapis ne peut pas subir de coup de tête."
    )
    assert rules["BOUSCULADE"] == (
        'Le warjack avance de VIT + 3" et choisit une option :\n\n'
        "- Projection : La cible est déplacée de d6\" directement à l'opposé de l'attaquant, puis mise au tapis.\n"
        "- Écrasement : La cible subit un jet de dégâts boosté de 2d6 + FOR de l'attaquant."
    )
    assert rules["Écrasement"] == "La cible subit un jet de dégâts boosté de 2d6 + FOR de l'attaquant."
    assert rules["Arme d'hast"] == "l'arme a une allonge de 2\" et ne peut pas servir pour une attaque de charge."
    assert rules["Critique"] == "sur une touche critique, la cible subit l'effet nommé après la faculté."
    assert unparsed(KHADOR) == []


def test_khador_modifier_values_wrapped_onto_the_next_line():
    section = "MODIFICATEURS DES ATTAQUES DE PUISSANCE"
    assert modifier_rows(KHADOR) == [
        (section, "Cible au tapis", "Touche automatique ; la cible ne peut pas être repoussée par une poussée.", None),
        (
            section,
            "Cible plus lourde",
            "-2 sur le jet d'attaque si la cible a un socle plus grand que celui de l'attaquant.",
            -2,
        ),
        (section, "Warjack boosté", "Le jet de dégâts peut être boosté en dépensant 1 point de focus.", None),
        (section, "Attaque de dos", "+2 sur le jet d'attaque (cumulable avec le bonus de charge).", 2),
    ]
    kind = dict(zip(parsed(KHADOR).coverage["source_line"], parsed(KHADOR).coverage["kind"], strict=True))
    assert [kind[line] for line in (55, 57, 60)] == ["modifier"] * 3


# --- Circle Orboros, a Word outline in Roman numerals ------------------------------------


def test_cercle_weapon_cards():
    weapons = [
        ("Poing de pierre", None, "6", 6, None, None, None, False),
        ("Bâton druidique", None, "5", 5, None, None, None, False),
        ("Griffes", None, "4", 4, None, None, None, False),
        ("Hurlement", None, "10", 10, "1", 1, "spray-8", False),
    ]
    reaches = {
        "wm:poing-de-pierre": 0.5,
        "wm:baton-druidique": 2.0,
        "wm:griffes": 0.5,
        "wm:hurlement": 8.0,
    }
    weapon_links = [
        ("wm:poing-de-pierre", "wm:critique", "Embrasé", "exact"),
        ("wm:baton-druidique", "wm:arme-magique", None, "exact"),
        ("wm:baton-druidique", "wm:arme-d-hast", None, "exact"),
        ("wm:griffes", "wm:critique", "Saignement", "exact"),
        ("wm:hurlement", "wm:terreur-x", "2", "exact"),
    ]
    assert_weapons(CERCLE, weapons, reaches, weapon_links)


def test_cercle_headings_lose_their_roman_numbers_and_conditions_hold_their_sub_entries():
    # As the fuller sheets read it, the models' profiles are grids (see below), no rule's text: the models'
    # headings, with no text left, name no rules.
    assert rule_parents(CERCLE) == {
        "ÉTATS": None,
        "Embrasé": "ÉTATS",
        "Extinction": "Embrasé",
        "Propagation": "Embrasé",
        "Saignement": "ÉTATS",
        "Soins": "Saignement",
        "Stationnaire": "ÉTATS",
        "Terreur (X)": "ÉTATS",
        "Arme d'hast": None,
        "Arme magique": None,
        "Critique": None,
        "FURIE ET SORTS": None,
        "DÉCHAÎNEMENT": None,
    }
    assert rule_field(CERCLE, "Arme magique", "section") == "FACULTÉS D'ARMES"
    assert rule_field(CERCLE, "Embrasé", "name_en") == "Fire"
    assert rule_field(CERCLE, "Saignement", "name_en") == "Bleed"
    assert rule_field(CERCLE, "Terreur (X)", "takes_param") is True
    rules = texts(parsed(CERCLE))
    assert rules["ÉTATS"] == "Les états suivants durent jusqu'à ce qu'ils expirent ou soient retirés par un effet."
    assert rules["Embrasé"] == (
        "la figurine subit un jet de dégâts de PUI 12 à chaque phase d'entretien.\n\n"
        "- Extinction : L'état expire sur un résultat de 1 ou 2 au d6 lancé pendant l'entretien.\n"
        "- Propagation : Une figurine au contact d'une figurine embrasée ne s'embrase pas."
    )
    assert rules["Extinction"] == "L'état expire sur un résultat de 1 ou 2 au d6 lancé pendant l'entretien."
    assert rules["Soins"] == "Un warlock peut retirer l'état en dépensant 1 point de furie."
    assert rules["FURIE ET SORTS"] == (
        "Un warlock peut dépenser de la furie pour lancer des sorts, booster ses jets ou soigner une warbeast."
    )
    assert unparsed(CERCLE) == []


def test_cercle_spells_grid_and_dice_table():
    grid = parsed(CERCLE).tables["reference_tables"]
    cells = [
        (_value(row.table_name), _value(row.row_index), _value(row.column_label), _value(row.value))
        for row in grid.itertuples(index=False)
    ]
    labels = ["Sort", "COÛT", "POR", "ZDE", "PUI", "ENT", "OFF"]
    rows = [
        ["Racines agrippantes", "2", "8", "—", "—", "Oui", "Non"],
        ["Tempête de foudre", "3", "10", "3", "12", "Non", "Oui"],
        ["Voile de brume", "2", "Soi", "CTRL", "—", "Oui", "Non"],
    ]
    spells = [cell for cell in cells if cell[0] == "FURIE ET SORTS"]
    assert spells == [
        ("FURIE ET SORTS", index, label, value)
        for index, row in enumerate(rows, start=1)
        for label, value in zip(labels, row, strict=True)
    ]
    # The models' profiles, grids named after their cards.
    assert [cell for cell in cells if cell[0] == "WOLDWARDEN"][:2] == [
        ("WOLDWARDEN", 1, "VIT", "5"),
        ("WOLDWARDEN", 1, "FOR", "11"),
    ]
    assert roll_rows(CERCLE) == [
        ("DÉCHAÎNEMENT", "2D6", 2, 5, "La warbeast attaque la figurine la plus proche, amie ou ennemie."),
        ("DÉCHAÎNEMENT", "2D6", 6, 9, "La warbeast avance vers la figurine ennemie la plus proche."),
        ("DÉCHAÎNEMENT", "2D6", 10, 12, "La warbeast perd tous ses points de furie."),
    ]


# --- Legion of Everblight, a LibreOffice Calc sheet saved as text ------------------------

LEGION_WEAPONS = [
    ("Griffes de Carnivean", None, "6", 6, None, None, None, False),
    ("Souffle de Carnivean", None, "14", 14, "1", 1, "spray-10", False),
    ("Mâchoires d'Angelius", None, "6", 6, None, None, None, False),
    ("Queue de Scythean", None, "5", 5, None, None, None, False),
    ("Crachat de Teraph", None, "12", 12, "1", 1, None, False),
    ("Serres de Shredder", None, "3", 3, None, None, None, False),
    ("Aiguillon de Raek", None, "5", 5, None, None, None, False),
    ("Queue de Ravagore", None, "6", 6, None, None, None, False),
    ("Boule de feu de Ravagore", None, "15", 15, "1", 1, None, False),
    ("Crocs de Nephilim", None, "5", 5, None, None, None, False),
]

LEGION_LINKS = [
    ("wm:griffes-de-carnivean", "wm:arme-magique", None, "exact"),
    ("wm:souffle-de-carnivean", "wm:critique", "Corrosion", "exact"),
    ("wm:machoires-d-angelius", "wm:perforant-x", "3", "exact"),
    ("wm:queue-de-scythean", "wm:arme-d-hast", None, "exact"),
    ("wm:queue-de-scythean", "wm:contre-attaque", None, "exact"),
    ("wm:crachat-de-teraph", "wm:critique", "Corrosion", "exact"),
    ("wm:serres-de-shredder", "wm:frenesie", None, "exact"),
    ("wm:aiguillon-de-raek", "wm:perforant-x", "1", "exact"),
    ("wm:aiguillon-de-raek", "wm:contre-attaque", None, "exact"),
    ("wm:queue-de-ravagore", "wm:arme-d-hast", None, "exact"),
    ("wm:boule-de-feu-de-ravagore", "wm:critique", "Embrasement", "exact"),
    ("wm:crocs-de-nephilim", "wm:arme-magique", None, "exact"),
]


def test_legion_weapons_with_decimal_points_and_a_quantity_column():
    reaches = {
        "wm:griffes-de-carnivean": 0.5,
        "wm:souffle-de-carnivean": 10.0,
        "wm:machoires-d-angelius": 1.0,
        "wm:queue-de-scythean": 2.0,
        "wm:crachat-de-teraph": 10.0,
        "wm:serres-de-shredder": 0.5,
        "wm:aiguillon-de-raek": 1.5,
        "wm:queue-de-ravagore": 2.0,
        "wm:boule-de-feu-de-ravagore": 12.0,
        "wm:crocs-de-nephilim": 0.5,
    }
    assert_weapons(LEGION, LEGION_WEAPONS, reaches, LEGION_LINKS)
    assert [entry["columns"] for entry in parsed(LEGION).report["unread_columns"]] == [["Qté"]]


def test_legion_options_listed_in_a_quoted_cell_are_sub_entries():
    assert rule_parents(LEGION) == {
        **dict.fromkeys(["Arme d'hast", "Arme magique", "Contre-attaque", "Critique", "Frénésie", "Perforant (X)"]),
        "Riposte": "Contre-attaque",
        "Esquive": "Contre-attaque",
        "Corrosion": None,
        "Embrasement": None,
        "Fureur sanglante": None,
        "Voile d'ombre": None,
        "Vol plané": None,
        "Sang de dragon": None,
        "Éveil": None,
        "Éveil du sang": "Éveil",
        "Éveil de l'esprit": "Éveil",
    }
    assert rule_field(LEGION, "Contre-attaque", "section") == "Facultés d'armes"
    assert rule_field(LEGION, "Corrosion", "section") == "Effets continus"
    assert rule_field(LEGION, "Vol plané", "section") == "Animus des warbeasts"
    rules = texts(parsed(LEGION))
    assert rules["Contre-attaque"] == (
        "Quand une figurine ennemie rate une attaque de corps-à-corps contre cette figurine, celle-ci "
        "peut riposter :\n\n"
        "- Riposte : La figurine effectue immédiatement une attaque de corps-à-corps contre l'attaquant.\n"
        "- Esquive : La figurine avance de 2 pouces au lieu d'attaquer."
    )
    assert rules["Riposte"] == "La figurine effectue immédiatement une attaque de corps-à-corps contre l'attaquant."
    assert rules["Éveil"] == (
        "Le warlock peut dépenser 1 point de furie pour que la warbeast choisisse :\n\n"
        "- Éveil du sang : la warbeast gagne +1 VIT et +1 FOR jusqu'à la fin de son activation.\n"
        "- Éveil de l'esprit : la warbeast peut lancer l'animus d'une autre warbeast de son groupe."
    )
    assert rules["Éveil du sang"] == "la warbeast gagne +1 VIT et +1 FOR jusqu'à la fin de son activation."
    assert unparsed(LEGION) == []


def test_legion_modifiers_in_three_columns_with_empty_cells():
    section = "Modificateurs d'attaque"
    assert modifier_conditions(LEGION) == [
        (section, "Attaque de dos (Mêlée)", "Mêlée", "+2", 2),
        (section, "Attaque de dos (Tir)", "Tir", "+2", 2),
        (section, "Attaque de dos (Magie)", "Magie", "+2", 2),
        (section, "Cible au tapis (Mêlée)", "Mêlée", "+4", 4),
        (section, "Cible en mêlée (Tir)", "Tir", "-4", -4),
        (section, "Cible en mêlée (Magie)", "Magie", "-4", -4),
        (section, "Nuage (Tir)", "Tir", "+2", 2),
        (section, "Nuage (Magie)", "Magie", "+2", 2),
        (section, "Cible surélevée (Tir)", "Tir", "+2", 2),
    ]
    assert roll_rows(LEGION) == [
        ("Frénésie des warbeasts", "2D6", 2, 4, "La warbeast attaque la figurine la plus proche."),
        ("Frénésie des warbeasts", "2D6", 5, 8, "La warbeast avance vers la figurine ennemie la plus proche."),
        ("Frénésie des warbeasts", "2D6", 9, 12, "La warbeast garde son calme."),
    ]


# --- The constructs read now, each in a few lines --------------------------------------


def _sheet(text: str) -> ParseResult:
    entry = SheetEntry("wm", "wm.txt", "warmachine", None, "Warmachine", "freetext")
    return parse_text(text.encode(), entry)


def _parents(result: ParseResult) -> dict[str, str | None]:
    rules = result.tables["rules"]
    names = dict(zip(rules["rule_id"], rules["name"], strict=True))
    return {row.name: names.get(_value(row.parent_rule_id)) for row in rules.itertuples(index=False)}


@pytest.mark.parametrize(("cell", "inches"), [('½"', 0.5), ("½″", 0.5), ('1/2"', 0.5), ('1 ½"', 1.5), ("1½", 1.5)])
def test_a_half_inch_written_as_a_fraction(cell: str, inches: float):
    assert parse_inches(cell) == inches


def test_a_number_that_only_looks_like_a_fraction_is_none():
    assert parse_inches("11/2") is None
    assert parse_inches("12/2") is None


def test_list_items_saved_as_their_marker_and_a_tab():
    result = _sheet(
        "FACULTÉS\n\nLes facultés suivantes :\n\n"
        "·\tGantelet : L'arme peut effectuer des prises spéciales.\n"
        "o\tPrise : La cible est saisie par le gantelet.\n"
        "·\tRenversement : La figurine touchée est mise au tapis.\n\n"
        "ORDRES\n\nLe chef donne un ordre :\n\n§\tFeu à volonté : Les figurines gagnent +1.\n\n"
        "ACTIVATION\n\nDans l'ordre :\n\n1.\tAllouez le focus.\n2.\tActivez le warjack.\n"
    )
    assert _parents(result) == {
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
    result = _sheet(
        "FACULTÉS\n\n"
        "• Électro-saut : Quand l'arme touche, un éclair saute.\n"
        "o Arc secondaire : L'éclair inflige un jet de dégâts de PUI 10.\n"
        "• Gantelet : L'arme peut effectuer des prises spéciales.\n"
    )
    assert _parents(result)["Arc secondaire"] == "Électro-saut"
    assert _parents(result)["Gantelet"] is None


def test_a_row_typed_with_spaces_among_tab_rows():
    result = _sheet(
        "ARMES\n\nArme\tPOR\tCdT\tZDE\tPUI\tFacultés\nHache\t2\t—\t—\t7\tArme magique\n"
        "Fléau   1   —   —   6   Arme magique\nPoing\t0,5\t—\t—\t5\tGantelet\n"
    )
    assert result.tables["weapons"]["name"].tolist() == ["Hache", "Fléau", "Poing"]
    assert result.tables["rules"].empty


def test_a_tab_list_value_wrapped_onto_the_next_line():
    result = _sheet(
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
    result = _sheet(
        "ATTAQUES\n\n"
        "POUSSÉE (Attaque)- Le warjack choisit l'un des effets suivants :\n"
        "- Repousser : La cible est repoussée de 1 pouce.\n"
        "- Renverser : la cible est mise au tapis si elle a un socle plus petit que l'attaquant.\n\n"
        "SLAM (Attaque)- Le warjack avance de 3 pouces.\n"
    )
    assert _parents(result) == {"POUSSÉE": None, "Repousser": "POUSSÉE", "Renverser": "POUSSÉE", "SLAM": None}
    assert texts(result)["POUSSÉE"] == (
        "Le warjack choisit l'un des effets suivants :\n\n- Repousser : La cible est repoussée de 1 pouce.\n"
        "- Renverser : la cible est mise au tapis si elle a un socle plus petit que l'attaquant."
    )


def test_named_bullets_set_in_under_an_entrys_paragraph_are_its_own():
    result = _sheet(
        "ÉTATS\n\n"
        "Embrasé : la figurine subit un jet de dégâts de PUI 12.\n"
        "  - Extinction : L'état expire sur un 1 ou un 2.\n"
        "  - Propagation : Une figurine au contact ne s'embrase pas.\n"
        "Corrodé : la figurine subit 1 point de dégâts.\n"
    )
    assert _parents(result) == {
        "Embrasé": None,
        "Extinction": "Embrasé",
        "Propagation": "Embrasé",
        "Corrodé": None,
    }
    assert texts(result)["Embrasé"] == (
        "la figurine subit un jet de dégâts de PUI 12.\n\n"
        "- Extinction : L'état expire sur un 1 ou un 2.\n- Propagation : Une figurine au contact ne s'embrase pas."
    )


@pytest.mark.parametrize(
    ("line", "name"),
    [("I. MAGIE", "MAGIE"), ("IV. SORTS", "SORTS"), ("XII) TERRAIN", "TERRAIN"), ("IVRESSE", "IVRESSE")],
)
def test_a_headings_roman_outline_number_is_no_part_of_its_name(line: str, name: str):
    result = _sheet(f"{line}\n\nLe warlock dépense de la furie pour lancer ses sorts.\n")
    assert result.tables["rules"]["name"].tolist() == [name]


def test_outcomes_ranged_in_words():
    result = _sheet(
        "TEST DE DOMINATION\n\nLancez 2d6 :\n\n"
        "2 à 4 : la warbeast se déchaîne.\n5 à 9 : la warbeast reste calme.\n10 et + : la warbeast perd sa furie.\n"
    )
    rolls = result.tables["roll_tables"][["roll_from", "roll_to"]]
    assert rolls.values.tolist() == [[2, 4], [5, 9], [10, 12]]


@pytest.mark.parametrize(("roll", "bounds"), [("10 et +", (10, 12)), ("10 et plus", (10, 12)), ("9 ou plus", (9, 12))])
def test_an_open_roll_in_words(roll: str, bounds: tuple[int, int]):
    assert parse_roll_range(roll, "2D6") == bounds


def test_a_modifier_grid_read_by_column():
    result = _sheet(
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


def test_a_list_in_a_quoted_cell_names_entries():
    result = _sheet(
        "Facultés\t\t\nFaculté\tDescription\t\n"
        "Contre-attaque\t\"La figurine peut riposter :\n- Riposte : Elle attaque l'attaquant.\n"
        '- Esquive : Elle avance de 2 pouces."\t\n'
        "Critique\tSur une touche critique, l'effet s'applique.\t\n"
    )
    assert _parents(result) == {
        "Contre-attaque": None,
        "Riposte": "Contre-attaque",
        "Esquive": "Contre-attaque",
        "Critique": None,
    }
    assert texts(result)["Contre-attaque"] == (
        "La figurine peut riposter :\n\n- Riposte : Elle attaque l'attaquant.\n- Esquive : Elle avance de 2 pouces."
    )
