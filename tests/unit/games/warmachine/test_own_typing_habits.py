"""Warmachine (`freetext`): five sheets written blind as the next faction's
or rules' sheet by another volunteer, who has seen `raw/warmachine-core.txt` but types with
their own tools and habits.

- `warmachine-menoth-pdf-copie.txt` (Protectorate warjacks copied from a PDF viewer): weapon
  names in capitals over a French stat line `POR 6-14  CDT d3  ZDE 3  PUI 14` parted by runs of
  spaces (melee `POR 0,5  PUI 7  P+S 18`, a spray `POR SP 8`), `Facultés :` lines; lines wrapped
  mid-sentence, a word hyphenated across two lines (`dé-` / `placer`), `ﬁ`/`ﬂ` ligatures, a
  running footer `… – page 2` between two lines of a rule, `●` bullets with `Nom- texte` leads
  under a heading with text, a d6 table whose die is named in the paragraph, tab modifiers.
- `warmachine-everblight-tableur-po.txt` (a spreadsheet's weapons list): a tab table whose
  header drops its accents (`Modele`, `PORTEE`, `Facultes`), ranges with their inch mark (`2"`,
  `4-12"`), blank cells for no ROF/AOE, trailing tabs, a `Total : …` row under each half and the
  table split in two with its header repeated; `- Nom (Animus) :` bullets; a 2d6 table.
- `warmachine-focus-typo-word.txt` (core rules, focus and magic, from Word): curly apostrophes,
  « guillemets », no-break spaces before `:` `;` `!`, `…`, `—` bullets, `1er`/`2e`; a definition
  list (`Nom` then `: texte` on the next line) under headings with and without text; names with
  a parameter `[X]`; an en-dash d6 table `1–2`.
- `warmachine-skorne-regles-numerotees.txt` (Skorne beasts): an English stat line parted by tabs
  (`RNG 12<TAB>ROF 1<TAB>AOE 4<TAB>POW 14`, `POW -` for a weapon without power), `RNG 0.5`;
  numbered rules `1. NOM [X]` with `Note :`, `Exception :`, `Spécial :` lines, `1)`/`a)` lists,
  a 2d6 table named `AGONIE (2d6)`, `Nom - valeur` modifiers.
- `warmachine-terrain-etats-italiques.txt` (core rules, terrain and conditions): `*Nom* : texte`
  lines in italics, `▪ *Nom* :` bullets under a heading with text, tables with a `2d6<TAB>Résultat`
  header row, en-dash ranges and `11+`, a d3 table, `Nom : +2 DEF` modifiers.

Every value below was written by hand from the sheets, before the parser was run on them.
"""

from __future__ import annotations

import pytest

from pipeline.contract.validate import typed_tables, validate_tables
from tests.conftest import parsed_fixture
from tests.tabrec import kinds, nulls, rows
from tests.unit.games.warmachine.test_next_faction_sheets import items, profile, weapon, weapons
from tests.unit.games.warmachine.test_retyped_and_copied_siblings import modifiers, rolls, words

MENOTH = "warmachine-menoth-pdf-copie.txt"
EVERBLIGHT = "warmachine-everblight-tableur-po.txt"
FOCUS = "warmachine-focus-typo-word.txt"
SKORNE = "warmachine-skorne-regles-numerotees.txt"
TERRAIN = "warmachine-terrain-etats-italiques.txt"
NEW_SHEETS = [MENOTH, EVERBLIGHT, FOCUS, SKORNE, TERRAIN]


def plain(text: str) -> str:
    """A name with its curly apostrophe as the straight one, to look it up either way."""
    return text.replace("\u2019", "'")


@pytest.mark.parametrize("file", NEW_SHEETS)
def test_every_line_is_read_and_the_tables_validate(file):
    assert [line for line, kind in kinds(file).items() if kind == "unparsed"] == []
    assert validate_tables(typed_tables(parsed_fixture(file).tables)) == []


def at_line(file: str, line: int) -> dict:
    """The weapon printed on `line` (a name two models carry is two profiles)."""
    (found,) = [w for w in rows(file, "weapons") if w["source_line"] == line]
    return found


def rule(file: str, name: str) -> dict:
    (found,) = [r for r in rows(file, "rules") if plain(r["name"]) == plain(name)]
    return found


def place(file: str, name: str) -> tuple:
    """(parent's name or None, section, line) of the one rule named `name`."""
    by_id = {r["rule_id"]: r for r in rows(file, "rules")}
    found = rule(file, name)
    parent = by_id.get(nulls((found["parent_rule_id"],))[0])
    return (None if parent is None else parent["name"], found["section"], found["source_line"])


def straight(found: list[tuple]) -> list[tuple]:
    return [tuple(plain(v) if isinstance(v, str) else v for v in row) for row in found]


# Protectorate, copied from a PDF.


def test_menoth_weapons():
    assert weapons(MENOTH) == [
        ("HALLEBARDE SACRÉE", None, 5, 8),
        ("BOUCLIER DE REPULSION", None, 1, 12),
        ("MARTEAU D'INQUISITION", None, 7, 18),
        ("LANCE-FLAMMES", None, 12, 24),
        ("SKYHAMMER", None, 14, 30),
        ("MARTEAU DE GUERRE", None, 6, 34),
        ("CANON DE FLAMMES", None, 15, 39),
        ("FLÉAU DE FEU", None, 7, 43),
        ("LANCE-FLAMMES DE CULTE", "Jet", 10, 127),
        ("LANCE-FLAMMES DE CULTE", "Nappe", 10, 131),
        ("MASSE DE PIÉTÉ", None, 5, 135),
    ]


def test_menoth_profiles():
    assert profile(MENOTH, "SKYHAMMER") == ("d3", "aoe-3", [(6.0, 14.0, "in")])
    assert weapon(MENOTH, "SKYHAMMER")["min_range"] == 6
    assert profile(MENOTH, "LANCE-FLAMMES") == ("1", "spray-8", [(None, 8.0, "in")])
    assert profile(MENOTH, "CANON DE FLAMMES") == ("1", "aoe-3", [(None, 10.0, "in")])
    assert nulls((weapon(MENOTH, "MARTEAU DE GUERRE")["rules"],)) == (None,)


def test_menoth_modes_after_an_en_dash():
    jet, nappe = [w for w in rows(MENOTH, "weapons") if w["name"] == "LANCE-FLAMMES DE CULTE"]
    bands = {
        b["weapon_id"]: [nulls((b["min"], b["max"], b["unit"]))]
        for b in rows(MENOTH, "weapon_ranges")
        if b["weapon_id"] in (jet["weapon_id"], nappe["weapon_id"])
    }
    assert (jet["burst_raw"], jet["template"], bands[jet["weapon_id"]]) == ("1", "spray-8", [(None, 8.0, "in")])
    assert (nappe["template"], bands[nappe["weapon_id"]]) == ("aoe-3", [(None, 8.0, "in")])
    assert items(MENOTH, "MASSE DE PIÉTÉ") == [("Bénédiction (1)", "Bénédiction", "1", "benediction-x", "exact")]
    assert place(MENOTH, "BÉNÉDICTION (X)")[::2] == (None, 139)
    assert words(rule(MENOTH, "BÉNÉDICTION (X)")["text"]).endswith("faculté Incorporel. Voir FERVEUR DE MENOTH.")
    assert kinds(MENOTH)[123] == "page_furniture"


def test_menoth_rule_items():
    assert items(MENOTH, "HALLEBARDE SACRÉE") == [
        ("Arme de reach", "Arme de reach", None, "arme-de-reach", "exact"),
        ("Renversement", "Renversement", None, "renversement", "exact"),
    ]
    assert items(MENOTH, "BOUCLIER DE REPULSION") == [
        ("Bouclier (+1 ARM)", "Bouclier", "+1 ARM", "bouclier-x", "exact"),
        ("Répulsion (2)", "Répulsion", "2", "repulsion-x", "exact"),
    ]
    assert items(MENOTH, "MARTEAU D'INQUISITION") == [
        ("Coup critique : Feu", "Coup critique : Feu", None, "coup-critique-feu", "exact"),
    ]
    assert items(MENOTH, "LANCE-FLAMMES") == [
        ("Feu continu", "Feu continu", None, "feu-continu", "exact"),
        ("Arme de tir flexible", "Arme de tir flexible", None, "arme-de-tir-flexible", "exact"),
    ]
    assert items(MENOTH, "SKYHAMMER") == [
        ("Tir en cloche", "Tir en cloche", None, "tir-en-cloche", "exact"),
        (
            "Dégâts d'explosion (2d6 + 1/2 PUI)",
            "Dégâts d'explosion",
            "2d6 + 1/2 PUI",
            "degats-d-explosion-x",
            "exact",
        ),
    ]


def test_menoth_rules_and_sub_entries():
    assert place(MENOTH, "ARME DE REACH") == (None, "FACULTÉS D'ARME", 49)
    assert place(MENOTH, "BOUCLIER (X)") == (None, "FACULTÉS D'ARME", 57)
    assert rule(MENOTH, "BOUCLIER (X)")["takes_param"]
    assert place(MENOTH, "COUP CRITIQUE : FEU") == (None, "FACULTÉS D'ARME", 63)
    assert place(MENOTH, "ARME DE TIR FLEXIBLE") == (None, "FACULTÉS D'ARME", 79)
    assert place(MENOTH, "Zèle")[::2] == ("FERVEUR DE MENOTH", 91)
    assert place(MENOTH, "Châtiment")[::2] == ("FERVEUR DE MENOTH", 92)
    assert place(MENOTH, "Foi inébranlable")[::2] == ("FERVEUR DE MENOTH", 94)
    assert place(MENOTH, "FLAMMES PURIFICATRICES")[::2] == ("FERVEUR DE MENOTH", 97)
    assert rule(MENOTH, "FLAMMES PURIFICATRICES")["tag"] == "Action"
    assert rule(MENOTH, "CHOEUR DES ÉLUS")["tag"] == "Ordre"


def test_menoth_texts_are_whole_joined_and_without_the_footer():
    assert words(rule(MENOTH, "RENVERSEMENT")["text"]) == (
        "Lorsqu'une figurine est touchée par une attaque de cette arme, elle est mise au tapis. "
        "Une figurine au tapis ne peut pas se déplacer ni attaquer avant de s'être relevée."
    )
    assert words(rule(MENOTH, "TIR EN CLOCHE")["text"]) == (
        "Une arme dotée de cette faculté peut ignorer les figurines interférentes et les effets de "
        'nuée si la cible est à plus de 3". Elle ne peut pas tirer sur une cible située sous un décor couvert.'
    )
    assert words(rule(MENOTH, "Châtiment")["text"]).endswith("ennemies dotées de la faculté Incorporel.")
    assert kinds(MENOTH)[75] != "rule"


def test_menoth_table_and_modifiers():
    assert rolls(MENOTH) == [
        ("PUISSANCE DU SKYHAMMER", "D6", 1, 1, 111),
        ("PUISSANCE DU SKYHAMMER", "D6", 2, 3, 112),
        ("PUISSANCE DU SKYHAMMER", "D6", 4, 5, 113),
        ("PUISSANCE DU SKYHAMMER", "D6", 6, 6, 114),
    ]
    section = "MODIFICATEURS DE LA FERVEUR"
    assert modifiers(MENOTH) == [
        (section, "Sous le regard d'un élu", None, "+1 sur le jet d'attaque", 118),
        (section, "Warcaster détruit", None, "-2 CMD", 119),
        (section, "Cible hérétique", None, "+2 sur le jet de dégâts", 120),
        (section, "Cible incorporelle", None, "Touche auto pour les attaques magiques.", 121),
        ("MODIFICATEURS DU CULTE", "Cible au contact d'un élu", None, "-1 sur le jet d'attaque", 144),
        ("MODIFICATEURS DU CULTE", "Warjack béni", None, "+1 ARM", 145),
    ]


# Legion of Everblight, a spreadsheet's weapons list in two halves.


def test_everblight_weapons():
    assert weapons(EVERBLIGHT) == [
        ("Griffe", None, 5, 8),
        ("Souffle de feu", None, 14, 9),
        ("Queue", None, 6, 10),
        ("Morsure", None, 5, 11),
        ("Machoires", None, 4, 12),
        ("Souffle acide", None, 12, 13),
        ("Morsure", None, 6, 14),
        ("Souffle de cendres", None, 15, 18),
        ("Griffe", None, 4, 19),
        ("Lame", None, 6, 20),
        ("Griffes", None, 3, 21),
        ("Tentacule", None, 7, 22),
        ("Arc long", None, 10, 71),
        ("Lame de glace", None, 4, 72),
        ("Arc court", None, 10, 73),
    ]


def test_everblight_profiles():
    assert profile(EVERBLIGHT, "Souffle de feu") == ("1", "spray-10", [(None, 10.0, "in")])
    assert profile(EVERBLIGHT, "Souffle de cendres") == ("1", "aoe-4", [(4.0, 12.0, "in")])
    assert weapon(EVERBLIGHT, "Souffle de cendres")["min_range"] == 4
    assert nulls((at_line(EVERBLIGHT, 19)["burst_raw"], at_line(EVERBLIGHT, 19)["template"])) == (None, None)
    assert nulls((at_line(EVERBLIGHT, 11)["rules"],)) == (None,)


def test_everblight_rule_items():
    assert items(EVERBLIGHT, "Souffle de feu") == [
        ("Feu continu", "Feu continu", None, "feu-continu", "exact"),
        ("Dissolution (2)", "Dissolution", "2", "dissolution-x", "exact"),
    ]
    assert items(EVERBLIGHT, "Machoires") == [('Bond (3")', "Bond", '3"', "bond-x", "exact")]
    assert items(EVERBLIGHT, "Souffle de cendres")[1] == (
        "Dégâts d'explosion (2d6 + 1/2 PUI)",
        "Dégâts d'explosion",
        "2d6 + 1/2 PUI",
        "degats-d-explosion-x",
        "exact",
    )
    assert items(EVERBLIGHT, "Tentacule") == [("Emprise (2)", "Emprise", "2", "emprise-x", "exact")]
    # The units' table: a header in lower case without accents, ranges in `po`.
    assert profile(EVERBLIGHT, "Arc long") == ("1", None, [(None, 12.0, "in")])
    assert items(EVERBLIGHT, "Arc long") == [("Tir précis", "Tir précis", None, "tir-precis", "exact")]
    assert nulls((weapon(EVERBLIGHT, "Arc court")["rules"],)) == (None,)
    assert place(EVERBLIGHT, "TIR PRÉCIS")[::2] == (None, 76)


def test_everblight_rules_tables_modifiers():
    assert place(EVERBLIGHT, "PERFORATION") == (None, "FACULTES", 33)
    assert place(EVERBLIGHT, "Acide")[::2] == ("ANIMUS", 49)
    assert rule(EVERBLIGHT, "Rage primitive")["tag"] == "Animus"
    assert rolls(EVERBLIGHT) == [
        ("FRÉNÉSIE", "2D6", 2, 4, 57),
        ("FRÉNÉSIE", "2D6", 5, 9, 58),
        ("FRÉNÉSIE", "2D6", 10, 12, 59),
    ]
    section = "MODIFICATEURS DES BETES"
    assert modifiers(EVERBLIGHT) == [
        (section, "Bête enragée", None, "+2 sur le jet de dégâts", 63),
        (section, "Bête forcée", None, "+1 sur le jet d'attaque", 64),
        (section, "Bête sans warlock", None, "-2 DEF", 65),
        (section, "Bête en frénésie", None, "Touche auto pour les attaques de corps-à-corps.", 66),
    ]


# Focus and magic, typed in Word.


def test_focus_definition_list_entries():
    assert place(FOCUS, "Booster") == (None, "DÉPENSES DE FOCUS", 15)
    assert place(FOCUS, "Secouer un effet") == (None, "DÉPENSES DE FOCUS", 24)
    assert words(rule(FOCUS, "Booster")["text"]) == (
        "Dépensez 1 point de focus pour ajouter un dé supplémentaire à un jet d'attaque ou de dégâts. "
        "Un même jet ne peut être boosté qu'une seule fois."
    ).replace("'", "\u2019")
    assert place(FOCUS, "Jet d'attaque magique")[::2] == ("LANCER UN SORT", 35)
    assert place(FOCUS, "Sort offensif")[::2] == ("LANCER UN SORT", 44)
    assert rule(FOCUS, "Sort d'entretien")["name_en"] == "Upkeep"
    assert words(rule(FOCUS, "Sort d'entretien")["text"]).endswith("Voir ALLOCATION DE FOCUS.")
    assert place(FOCUS, "Arc de foudre [X]") == (None, "SORTS COURANTS", 57)
    assert rule(FOCUS, "Bouclier arcanique [X]")["takes_param"]
    assert place(FOCUS, "Téléportation") == (None, "SORTS COURANTS", 66)


def test_focus_headings_with_text():
    assert rule(FOCUS, "SURCHARGE")["name_en"] == "Power Up"
    assert "1er warjack : +1, 2e warjack : +1…" in words(rule(FOCUS, "SURCHARGE")["text"])
    assert words(rule(FOCUS, "ALLOCATION DE FOCUS")["text"]).endswith("ne peut pas recevoir de focus !")
    assert "Exception : les dégâts de feu continu" in words(rule(FOCUS, "CHAMP DE FORCE")["text"])


def test_focus_table_and_modifiers():
    assert straight(rolls(FOCUS)) == [
        ("RÉSULTAT D'UN SORT DÉVIÉ", "D6", 1, 2, 73),
        ("RÉSULTAT D'UN SORT DÉVIÉ", "D6", 3, 4, 74),
        ("RÉSULTAT D'UN SORT DÉVIÉ", "D6", 5, 6, 75),
    ]
    section = "MODIFICATEURS DES ATTAQUES MAGIQUES"
    assert straight(modifiers(FOCUS)) == [
        (section, "Attaque magique de dos", None, "+2 sur le jet d'attaque", 79),
        (section, "Cible dans un champ de force actif", None, "-1 sur le jet d'attaque", 80),
        (section, "Cible au tapis", None, "DEF de base à 5.", 81),
        (section, "Sort boosté", None, "+1 dé (3d6)", 82),
        (section, "Cible en corps-à-corps", None, "-4 sur le jet d'attaque", 83),
    ]
    assert rows(FOCUS, "weapons") == []


# Skorne, numbered rules.


def test_skorne_weapons():
    assert weapons(SKORNE) == [
        ("DÉFENSES", None, 6, 5),
        ("POING DE TITAN", None, 5, 9),
        ("REGARD PARALYSANT", None, None, 14),
        ("GRIFFES", None, 4, 18),
        ("GANTELETS DE BRONZE", None, 6, 23),
        ("ARBALÈTE DE SIÈGE", None, 14, 27),
    ]
    assert weapon(SKORNE, "REGARD PARALYSANT")["strength_raw"] == "-"
    assert profile(SKORNE, "REGARD PARALYSANT") == ("1", None, [(None, 10.0, "in")])
    assert profile(SKORNE, "ARBALÈTE DE SIÈGE") == ("1", "aoe-4", [(None, 12.0, "in")])


@pytest.mark.xfail(strict=True, reason="a card's melee reach (POR 0,5 / RNG 0.5) beside a P+S is read as a range band")
def test_melee_cards_with_a_reach_are_melee_only():
    assert weapon(MENOTH, "MARTEAU D'INQUISITION")["melee_only"]
    assert weapon(SKORNE, "GRIFFES")["melee_only"]


def test_skorne_rule_items():
    assert items(SKORNE, "DÉFENSES") == [
        ("Charge brutale", "Charge brutale", None, "charge-brutale", "exact"),
        ("Renversement", "Renversement", None, "renversement", "exact"),
    ]
    assert items(SKORNE, "REGARD PARALYSANT") == [("Paralysie [1]", "Paralysie", "1", "paralysie-x", "exact")]
    assert items(SKORNE, "GANTELETS DE BRONZE") == [
        ("Gantelet", "Gantelet", None, "gantelet", "exact"),
        ("Coup puissant [2]", "Coup puissant", "2", "coup-puissant-x", "exact"),
    ]
    assert items(SKORNE, "ARBALÈTE DE SIÈGE")[1][2:] == ("2d6 + 1/2 POW", "degats-d-explosion-x", "exact")


def test_skorne_numbered_rules_keep_their_notes():
    # A numbered rule's name on a line of its own is a heading: its own section.
    assert place(SKORNE, "CHARGE BRUTALE") == (None, "CHARGE BRUTALE", 33)
    assert place(SKORNE, "PARALYSIE [X]") == (None, "PARALYSIE [X]", 41)
    assert rule(SKORNE, "PARALYSIE [X]")["takes_param"]
    assert words(rule(SKORNE, "CHARGE BRUTALE")["text"]).endswith(
        "Note : le bonus ne s'applique pas à une attaque de piétinement."
    )
    assert words(rule(SKORNE, "COUP PUISSANT [X]")["text"]) == (
        "Sur une touche, la cible est poussée de X\" directement à l'opposé de l'attaquant, puis le jet de "
        "dégâts est effectué. Note : une figurine poussée contre un obstacle subit un dé de dégâts "
        "supplémentaire."
    )
    # `Exception :` and `Spécial :` name sub-entries of the rule above them; `Note :` is its text.
    by_id = {r["rule_id"]: r for r in rows(SKORNE, "rules")}
    subs = [
        (r["name"], by_id[r["parent_rule_id"]]["name"], r["source_line"])
        for r in rows(SKORNE, "rules")
        if nulls((r["parent_rule_id"],))[0] is not None
    ]
    assert subs == [
        ("Exception", "RENVERSEMENT", 39),
        ("Spécial", "PARALYSIE [X]", 43),
        ("Exception", "COUP PUISSANT [X]", 51),
    ]
    paragons = words(rule(SKORNE, "DISCIPLINE DES PARAGONS")["text"])
    assert paragons.startswith("1) Les unités de Paragons")
    assert paragons.endswith("ne peut pas courir pendant la même activation.")
    assert rule(SKORNE, "SACRIFICE DES ÂMES")["tag"] == "Action"
    assert "Note : une figurine sacrifiée" in words(rule(SKORNE, "SACRIFICE DES ÂMES")["text"])


def test_skorne_table_and_modifiers():
    assert rolls(SKORNE) == [
        ("AGONIE", "2D6", 2, 2, 77),
        ("AGONIE", "2D6", 3, 6, 78),
        ("AGONIE", "2D6", 7, 10, 79),
        ("AGONIE", "2D6", 11, 12, 80),
    ]
    section = "MODIFICATEURS DE FUREUR"
    assert modifiers(SKORNE) == [
        (section, "Bête forcée au-delà de sa FUR", None, "Test de frénésie", 84),
        (section, "Bête dans la zone du maître", None, "+1 sur le jet d'attaque", 85),
        (section, "Bête sans warlock", None, "-2 sur le jet d'attaque", 86),
    ]


# Terrain and conditions, names in italics.


def test_terrain_rules():
    assert place(TERRAIN, "Terrain dégagé") == (None, "ÉLÉMENTS DE TERRAIN", 5)
    assert place(TERRAIN, "Mur") == (None, "ÉLÉMENTS DE TERRAIN", 8)
    assert place(TERRAIN, "Au tapis")[::2] == ("ÉTATS", 14)
    assert place(TERRAIN, "Corrosion")[::2] == ("ÉTATS", 17)
    assert words(rule(TERRAIN, "Au tapis")["text"]).endswith("Sa DEF de base est de 5. Voir SE RELEVER.")
    assert words(rule(TERRAIN, "SE RELEVER")["text"]).endswith(
        "ne peut pas se relever lors du tour où elle a été mise au tapis."
    )


def test_terrain_tables_and_modifiers():
    assert rolls(TERRAIN) == [
        ("DÉGÂTS DE TERRAIN DANGEREUX", "2D6", 2, 4, 29),
        ("DÉGÂTS DE TERRAIN DANGEREUX", "2D6", 5, 8, 30),
        ("DÉGÂTS DE TERRAIN DANGEREUX", "2D6", 9, 10, 31),
        ("DÉGÂTS DE TERRAIN DANGEREUX", "2D6", 11, 12, 32),
        ("DÉVIATION EN TERRAIN ÉLEVÉ", "D3", 1, 1, 37),
        ("DÉVIATION EN TERRAIN ÉLEVÉ", "D3", 2, 2, 38),
        ("DÉVIATION EN TERRAIN ÉLEVÉ", "D3", 3, 3, 39),
    ]
    section = "MODIFICATEURS DE COUVERT"
    assert modifiers(TERRAIN) == [
        (section, "Couvert léger", None, "+2 DEF", 43),
        (section, "Couvert lourd", None, "+4 DEF", 44),
        (section, "Cible surélevée", None, "+2 DEF contre les attaques à distance", 45),
        (section, "Cible derrière un mur", None, "+4 DEF contre les attaques à distance", 46),
        (section, "Brouillard", None, "Dissimulation", 47),
    ]
