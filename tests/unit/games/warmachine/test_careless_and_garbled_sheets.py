"""Warmachine (`freetext`): five sheets written blind as siblings of
`raw/warmachine-core.txt`, from careless or garbling sources: typed without accents or with
wrong ones, headings in lower case or Title Case, stat labels abbreviated or synonyms (`Port.`,
`Cad.`, `Puiss.`, `RNG`, `ROF`, `AOE`, `POW`, `P+S`) in another order, values `0,5`, `½`, `-`,
`*`, dice `d6`, `1D6`, `2D6`, `un dé`, rolls `1-2`, `1 à 2`, `5+`, `6`, rule leads with every
separator, and one sheet that went through an old forum's export (mojibake).

- `warmachine-khador-sans-accents.txt` (a fan-made PDF typed on a QWERTY keyboard, copied
  out with its hard wraps: UTF-8, LF): no accent anywhere (`Facultes`, `REGLES SPECIALES`,
  `ETAPE 1-`, `Degats`); model cards `NOM - Warjack lourd`, each weapon a name line, a
  `POR … PUI … P+F …` line or a `Port. 14 Cad. 1 ADE 3 Puiss. 14` line, a `Facultes : …`
  line; `Nom : texte` abilities wrapped onto a second line; `NOM - texte` rules wrapped,
  one with `- Nom : texte` bullets wrapped too; `ETAPE n-` steps; a `GEL (d6)` table
  (`1-2`, `3-5`, `6`) under a sentence asking for `1D6`; a modifiers list under a heading in
  sentence case (`Modificateurs d'attaque`).
- `warmachine-cygnar-word-accents.txt` (typed in Word, saved as text: Windows-1252, CRLF):
  wrong accents (`Facultès`, `Spèciales`, `Dégats`), headings in Title Case (`Facultès
  D'Armes`, `Modificateurs D'Attaque`, `Etapes D'un Tir En Salve`); a Word table saved with
  tabs, its columns in another order (`Nom PUI POR CDT ADE Facultès`), ranges `½`, a rate
  `d6`, `-` cells; abilities as `Nom – texte` (en dash) and `Nom. texte`; rules the same,
  one with Word's `•<TAB>Nom – texte` bullets; `Etape n-` steps; a `Surcharge (d6)` table
  `1 à 2`, `3 à 5`, `6` under `Lancez un dé …`; a tab modifiers list; a closing section of
  two sentences.
- `warmachine-cryx-forum-mojibake.txt` (an old forum's export: UTF-8 read as Windows-1252
  and saved again as UTF-8, so `FacultÃ©s`, `RÃˆGLES`, `Ã‰TAPE`, `dÃ©gÃ¢ts`; LF): a
  poster's line, English labels `RNG 0,5 POW 5 P+S 12` and `RNG SP 8 ROF 1 AOE - POW 12`;
  `Nom : texte` abilities; a `NOM - texte` rule over `- Nom : texte` bullets; `ÉTAPE n-`
  steps; a `CORROSION (d6)` table; a tab modifiers list; the forum's `--` and `Édité 2 fois`
  footer. Its expected values are the repaired French text.
- `warmachine-trolls-discord-minuscules.txt` (a Discord post: UTF-8, LF): a greeting and a
  sign-off; headings all in lower case (`facultés d'armes`, `règles spéciales`,
  `modificateurs`, `table de frénésie (d6)`) or sentence case (`Étape d'une frénésie`);
  cards `**NOM - Warbeast lourd**` in bold, the weapons right under them with no blank line,
  stats parted by `|` (`POR ½ | PUI 5 | P+F 16`, `POR SP 8 | CdT 1 | ADE - | PUI 12`);
  `* Nom - texte` abilities; `NOM (Action) : texte` rules; `> Nom : texte` bullets;
  `étape n-` steps in lower case; a table `1`, `2-4`, `5+`.
- `warmachine-cercle-note-telephone.txt` (a phone's note: UTF-8, LF, curly apostrophes):
  models as a name line over a kind line, no blank line before their weapons; stats in
  another order (`PUI 6 P+F 18 POR 2`, `PUI 12 CDT * POR 10 ADE -`), `½`; `• Nom : texte`
  abilities; rules as `Nom. texte` and `Nom – texte` over `- Nom : texte` bullets; headings
  in sentence case (`Règles du Cercle`, `Lancer un sort`, `Modifs attaque magique`);
  `Étape n-` steps; an `Appel sauvage (d6)` table `1 à 3`, `4 à 5`, `6` with no sentence.

Every value below was written by hand from the sheets, before the parser was run on them.
"""

from __future__ import annotations

import pytest

from pipeline.contract.validate import typed_tables, validate_tables
from tests.conftest import parsed_fixture as result
from tests.tabrec import kinds, parse_inline, rows
from tests.unit.games.warmachine.test_retyped_and_copied_siblings import (
    exact,
    links,
    modifiers,
    numbers,
    profile,
    reach,
    rolls,
    rule,
    weapons,
    words,
)
from tests.unit.games.warmachine.test_sheets_after_errata import rule_place
from tests.unit.games.warmachine.test_siblings_written_blind import entries

KHADOR = "warmachine-khador-sans-accents.txt"
CYGNAR = "warmachine-cygnar-word-accents.txt"
CRYX = "warmachine-cryx-forum-mojibake.txt"
TROLLS = "warmachine-trolls-discord-minuscules.txt"
CERCLE = "warmachine-cercle-note-telephone.txt"
NEW_SHEETS = [KHADOR, CYGNAR, CRYX, TROLLS, CERCLE]


@pytest.mark.parametrize("file", NEW_SHEETS)
def test_every_line_is_read_and_the_tables_validate(file):
    unparsed = [line for line, kind in kinds(file).items() if kind == "unparsed"]
    assert unparsed == []
    assert validate_tables(typed_tables(result(file).tables)) == []


def text_of(file: str, name: str) -> str:
    return words(rule(file, name)["text"])


# Khador, typed without accents, copied out of its PDF.


def test_khador_weapons_with_abbreviated_labels():
    assert weapons(KHADOR) == [
        ("Hache de glace", None, "6", 6, False, 7),
        ("Poing ouvert", None, "3", 3, False, 11),
        ("Bombardier", None, "14", 14, False, 17),
        ("Hache d'execution", None, "4", 4, False, 21),
        ("Griffes de combat", None, "4", 4, False, 26),
        ("Fusil de tireur d'elite", None, "10", 10, False, 34),
        ("Couteau", None, "2", 2, False, 38),
    ]
    assert profile(KHADOR, "bombardier") == ("1", 1, "aoe-3", reach(14))
    assert profile(KHADOR, "fusil-de-tireur-d-elite") == ("1", 1, None, reach(12))
    assert profile(KHADOR, "hache-de-glace") == (None, None, None, reach(0.5))


def test_khador_weapon_rules_from_facultes_without_accent():
    assert links(KHADOR, "hache-de-glace") == [exact("Arme critique de gel", "arme-critique-de-gel")]
    assert links(KHADOR, "bombardier") == [
        exact("Tir en cloche", "tir-en-cloche"),
        exact("Degats d'explosion", "degats-d-explosion"),
    ]
    assert links(KHADOR, "griffes-de-combat") == [
        exact("Prise", "prise"),
        exact("Renversement critique", "renversement-critique"),
    ]
    assert links(KHADOR, "fusil-de-tireur-d-elite") == [exact("Tir mortel", "tir-mortel")]
    assert links(KHADOR, "couteau") == []


def test_khador_rules_wrapped_and_unaccented():
    assert rule_place(KHADOR, "JUGGERNAUT") == ("WARJACKS", None, 5)
    assert rule_place(KHADOR, "WIDOWMAKERS") == ("INFANTERIE", None, 32)
    facultes = "FACULTES D'ARMES"
    assert rule_place(KHADOR, "Arme critique de gel") == (facultes, None, 43)
    assert text_of(KHADOR, "Arme critique de gel") == (
        "sur une touche critique, la cible est Gelee jusqu'a la fin de son prochain tour."
    )
    assert rule_place(KHADOR, "Degats d'explosion") == (facultes, None, 45)
    assert text_of(KHADOR, "Degats d'explosion").endswith("jet de degats de 2D6 + 1/2 PUI.")
    assert rule_place(KHADOR, "Prise") == (facultes, None, 47)
    assert rule_place(KHADOR, "Renversement critique") == (facultes, None, 49)
    assert rule_place(KHADOR, "Tir en cloche") == (facultes, None, 51)
    assert rule_place(KHADOR, "Tir mortel") == (facultes, None, 52)
    regles = "REGLES SPECIALES"
    assert rule_place(KHADOR, "CHAUDIERE HIVERNALE") == (regles, None, 56)
    # The product's convention: a rule's text holds the bullets of its sub-entries too.
    assert text_of(KHADOR, "CHAUDIERE HIVERNALE").startswith(
        "Les warjacks de Khador ignorent les malus de la neige. Ils beneficient en plus de : - Blindage epais"
    )
    assert rule_place(KHADOR, "Blindage epais") == (regles, "CHAUDIERE HIVERNALE", 59)
    assert text_of(KHADOR, "Blindage epais") == (
        "le warjack ignore le premier point de degats de chaque attaque a distance."
    )
    assert rule_place(KHADOR, "Pas lourd") == (regles, "CHAUDIERE HIVERNALE", 61)
    assert rule_place(KHADOR, "TIREUR EMBUSQUE") == (regles, None, 63)
    assert rule(KHADOR, "MARCHE FORCEE")["source_line"] == 66
    assert "ETAPE 3- Les warjacks ayant avance" in text_of(KHADOR, "MARCHE FORCEE")


def test_khador_dice_and_modifiers():
    assert rolls(KHADOR) == [("GEL", "D6", 1, 2, 78), ("GEL", "D6", 3, 5, 79), ("GEL", "D6", 6, 6, 80)]
    section = "Modificateurs d'attaque"
    assert modifiers(KHADOR) == [
        (section, "Blizzard", None, "-2 aux jets d'attaques a distance.", 84),
        (section, "Neige epaisse", None, "Deplacement a 1/2 VIT.", 85),
        (section, "Glace", None, "-1 DEF pour les figurines sur la glace.", 86),
    ]
    assert numbers(KHADOR) == [("Blizzard", -2, None), ("Neige epaisse", None, None), ("Glace", -1, "DEF")]


# Cygnar, typed in Word with wrong accents.


def test_cygnar_weapons_table_in_another_order():
    assert weapons(CYGNAR) == [
        ("Canon à chaîne", None, "10", 10, False, 6),
        ("Marteau de choc", None, "6", 6, False, 7),
        ("Lance-foudre", None, "12", 12, False, 8),
        ("Poing", None, "3", 3, False, 9),
        ("Canon lourd", None, "14", 14, False, 10),
    ]
    assert profile(CYGNAR, "canon-a-chaine") == ("d6", None, None, reach(10))
    assert profile(CYGNAR, "marteau-de-choc") == ("-", None, None, reach(0.5))
    assert profile(CYGNAR, "lance-foudre") == ("1", 1, "aoe-3", reach(12))


def test_cygnar_weapon_rules_under_a_misaccented_column():
    assert links(CYGNAR, "canon-a-chaine") == [exact("Tir rapide", "tir-rapide")]
    assert links(CYGNAR, "lance-foudre") == [
        exact("Tir en cloche", "tir-en-cloche"),
        exact("Électro-saut", "electro-saut"),
    ]
    assert links(CYGNAR, "poing") == [exact("Prise", "prise")]
    assert links(CYGNAR, "canon-lourd") == [exact("Dégats critiques", "degats-critiques")]


def test_cygnar_rules_with_dash_and_full_stop_leads():
    facultes = "Facultès D'Armes"
    assert rule_place(CYGNAR, "Tir rapide") == (facultes, None, 14)
    assert rule_place(CYGNAR, "Renversement critique") == (facultes, None, 15)
    assert rule_place(CYGNAR, "Tir en cloche") == (facultes, None, 16)
    assert text_of(CYGNAR, "Tir en cloche") == "L'attaque ignore les figurines interférentes."
    assert rule_place(CYGNAR, "Électro-saut") == (facultes, None, 17)
    assert rule_place(CYGNAR, "Prise") == (facultes, None, 18)
    assert rule_place(CYGNAR, "Dégats critiques") == (facultes, None, 19)
    regles = "Règles Spèciales"
    assert rule_place(CYGNAR, "Galvanisation") == (regles, None, 23)
    assert rule_place(CYGNAR, "Disciplinés") == (regles, None, 24)
    assert rule_place(CYGNAR, "Formation") == (regles, "Disciplinés", 25)
    assert text_of(CYGNAR, "Formation") == "Les figurines en formation gagnent +1 DEF."
    assert rule_place(CYGNAR, "Tir en salve") == (regles, "Disciplinés", 26)
    assert rule_place(CYGNAR, "Bouclier d'énergie") == (regles, None, 27)
    assert text_of(CYGNAR, "Bouclier d'énergie") == "Le warcaster peut dépenser 1 focus pour gagner +2 ARM."
    assert rule(CYGNAR, "Etapes D'un Tir En Salve")["source_line"] == 29
    assert "Etape 3- Le tireur principal" in text_of(CYGNAR, "Etapes D'un Tir En Salve")
    assert rule(CYGNAR, "Dégats Des Warjacks")["source_line"] == 50


def test_cygnar_dice_and_modifiers():
    name = "Surcharge"
    assert rolls(CYGNAR) == [(name, "D6", 1, 2, 39), (name, "D6", 3, 5, 40), (name, "D6", 6, 6, 41)]
    section = "Modificateurs D'Attaque"
    assert [m[:2] + m[3:] for m in modifiers(CYGNAR)] == [
        (section, "Cible au tapis", "Touche auto en corps-à-corps.", 45),
        (section, "Cible derrière un mur", "+4 DEF contre les attaques à distance.", 46),
        (section, "Cible en forêt", "+2 DEF contre les attaques à distance.", 47),
        (section, "Attaque de dos", "+2 au jet d'attaque.", 48),
    ]
    assert numbers(CYGNAR)[1] == ("Cible derrière un mur", 4, "DEF")


# Cryx, through an old forum's export (mojibake): the values are the repaired text.


def test_cryx_weapons_with_english_labels():
    assert weapons(CRYX) == [
        ("Mâchoires", None, "5", 5, False, 7),
        ("Griffe de mort", None, "4", 4, False, 13),
        ("Éperon", None, "2", 2, False, 17),
        ("Vomi de bile", None, "12", 12, False, 22),
        ("Poings", None, "3", 3, False, 26),
    ]
    assert profile(CRYX, "vomi-de-bile") == ("1", 1, "spray-8", reach(8))
    assert profile(CRYX, "poings") == (None, None, None, reach(0.5))


def test_cryx_weapon_rules():
    assert links(CRYX, "machoires") == [exact("Arme critique de corrosion", "arme-critique-de-corrosion")]
    assert links(CRYX, "griffe-de-mort") == [exact("Prise", "prise")]
    assert links(CRYX, "vomi-de-bile") == [exact("Effet continu corrosion", "effet-continu-corrosion")]
    assert links(CRYX, "eperon") == []


def test_cryx_rules():
    facultes = "FACULTÉS D'ARMES"
    assert rule_place(CRYX, "Arme critique de corrosion") == (facultes, None, 31)
    assert rule_place(CRYX, "Effet continu corrosion") == (facultes, None, 32)
    assert rule_place(CRYX, "Prise") == (facultes, None, 33)
    faction = "RÈGLES DE FACTION"
    assert rule_place(CRYX, "MACHINE NÉCROMANTIQUE") == (faction, None, 37)
    assert rule_place(CRYX, "Récolte d'âmes") == (faction, "MACHINE NÉCROMANTIQUE", 39)
    assert rule_place(CRYX, "Régénération") == (faction, "MACHINE NÉCROMANTIQUE", 40)
    assert text_of(CRYX, "Régénération") == "le helljack retire 1 point de dégâts au début de son activation."
    assert rule(CRYX, "ÉTAPES DU SACRIFICE")["source_line"] == 42
    assert "ÉTAPE 3- Le warcaster gagne" in text_of(CRYX, "ÉTAPES DU SACRIFICE")


def test_cryx_dice_and_modifiers():
    assert rolls(CRYX) == [("CORROSION", "D6", 1, 2, 52), ("CORROSION", "D6", 3, 6, 53)]
    section = "MODIFICATEURS DE TERRAIN"
    assert modifiers(CRYX) == [
        (section, "Brume", None, "Donne Dissimulation aux figurines de Cryx.", 57),
        (section, "Cimetière", None, "-1 DEF pour les figurines vivantes.", 58),
        (section, "Marais", None, "Déplacement à 1/2 VIT.", 59),
    ]


# Trollbloods, a Discord post with lower-case headings.


def test_trolls_weapons_with_bar_separated_stats():
    assert weapons(TROLLS) == [
        ("Poings massue", None, "5", 5, False, 6),
        ("Souffle de feu", None, "12", 12, False, 11),
        ("Griffes", None, "3", 3, False, 14),
        ("Grande lame", None, "5", 5, False, 18),
    ]
    assert profile(TROLLS, "poings-massue") == (None, None, None, reach(0.5))
    assert profile(TROLLS, "souffle-de-feu") == ("1", 1, "spray-8", reach(8))
    assert profile(TROLLS, "grande-lame") == (None, None, None, reach(2))


def test_trolls_weapon_rules():
    assert links(TROLLS, "poings-massue") == [exact("Renversement critique", "renversement-critique")]
    assert links(TROLLS, "souffle-de-feu") == [exact("Effet continu feu", "effet-continu-feu")]
    assert links(TROLLS, "griffes") == []
    assert links(TROLLS, "grande-lame") == [exact("Arme d'allonge", "arme-d-allonge")]


def test_trolls_rules_under_lower_case_headings():
    # The product's convention: a line all in bold heads what follows (the card's weapons).
    assert [kinds(TROLLS)[line] for line in (5, 10, 17)] == ["heading"] * 3
    facultes = "facultés d'armes"
    assert rule_place(TROLLS, "Arme d'allonge") == (facultes, None, 24)
    assert text_of(TROLLS, "Arme d'allonge") == 'cette arme a une zone de corps-à-corps de 2".'
    assert rule_place(TROLLS, "Effet continu feu") == (facultes, None, 25)
    assert rule_place(TROLLS, "Renversement critique") == (facultes, None, 26)
    regles = "règles spéciales"
    assert entries(TROLLS, "RÉGÉNÉRATION") == [(None, regles, "Action", False, None, 30)]
    assert entries(TROLLS, "FURIE") == [(None, regles, "Action", False, None, 31)]
    assert rule_place(TROLLS, "Rage des trolls") == (regles, None, 32)
    assert text_of(TROLLS, "Peau épaisse") == "la warbeast gagne +1 ARM contre les attaques à distance."
    assert rule(TROLLS, "Étape d'une frénésie")["source_line"] == 36
    assert "étape 3- La warbeast retire" in text_of(TROLLS, "Étape d'une frénésie")


@pytest.mark.xfail(strict=True, reason="`> Nom : texte` lines (a blockquote's marks) are no bullets of the rule above")
def test_trolls_quote_marked_bullets_are_the_rule_s_sub_entries():
    regles = "règles spéciales"
    assert rule_place(TROLLS, "Frénésie") == (regles, "Rage des trolls", 33)
    assert rule_place(TROLLS, "Peau épaisse") == (regles, "Rage des trolls", 34)


def test_trolls_dice_and_modifiers():
    name = "table de frénésie"
    assert rolls(TROLLS) == [(name, "D6", 1, 1, 46), (name, "D6", 2, 4, 47), (name, "D6", 5, 6, 48)]
    section = "modificateurs"
    assert modifiers(TROLLS) == [
        (section, "Peau de troll", None, "+1 ARM contre les tirs.", 52),
        (section, "Charge de warbeast", None, "+2 au jet de dégâts.", 53),
        (section, "Au tapis", None, "DEF de base 5.", 54),
    ]
    assert numbers(TROLLS) == [("Peau de troll", 1, "ARM"), ("Charge de warbeast", 2, None), ("Au tapis", None, None)]


# Circle, a phone's note.


def test_cercle_weapons_with_stats_in_another_order():
    assert weapons(CERCLE) == [
        ("Baton de pierre", None, "6", 6, False, 5),
        ("Rayon géomantique", None, "12", 12, False, 8),
        ("Griffes", None, "3", 3, False, 14),
        ("Rayon de vent", None, "10", 10, False, 20),
        ("Bâton", None, "4", 4, False, 23),
    ]
    assert profile(CERCLE, "baton-de-pierre") == (None, None, None, reach(2))
    assert profile(CERCLE, "rayon-geomantique") == ("*", None, None, reach(10))
    assert profile(CERCLE, "griffes") == (None, None, None, reach(0.5))
    assert profile(CERCLE, "rayon-de-vent") == ("1", 1, "aoe-3", reach(8))
    assert not {"Woldwarden", "Gorax", "Unité"} & {w[0] for w in weapons(CERCLE)}


def test_cercle_weapon_rules():
    assert links(CERCLE, "baton-de-pierre") == [
        exact("Arme d’allonge", "arme-d-allonge"),
        exact("Renversement critique", "renversement-critique"),
    ]
    assert links(CERCLE, "rayon-geomantique") == [exact("Tir magique", "tir-magique")]
    assert links(CERCLE, "griffes") == [exact("Prise", "prise")]
    assert links(CERCLE, "rayon-de-vent") == [exact("Tir en cloche", "tir-en-cloche")]
    assert links(CERCLE, "baton") == []


def test_cercle_rules_with_full_stop_and_dash_leads():
    facultes = "Facultés"
    assert rule_place(CERCLE, "Arme d’allonge") == (facultes, None, 28)
    assert rule_place(CERCLE, "Prise") == (facultes, None, 29)
    assert rule_place(CERCLE, "Tir magique") == (facultes, None, 32)
    assert text_of(CERCLE, "Tir magique") == "le jet d’attaque est un jet magique, il ignore la Dissimulation."
    regles = "Règles du Cercle"
    assert rule_place(CERCLE, "Geomancie") == (regles, None, 36)
    assert text_of(CERCLE, "Geomancie").startswith("Le warlock peut lancer un sort")
    assert rule_place(CERCLE, "Chemins de pierre") == (regles, None, 37)
    assert rule_place(CERCLE, "Vengeance de la nature") == (regles, None, 38)
    assert rule_place(CERCLE, "Rage") == (regles, "Vengeance de la nature", 39)
    assert rule_place(CERCLE, "Hâte") == (regles, "Vengeance de la nature", 40)
    assert text_of(CERCLE, "Hâte") == '+2" au prochain mouvement.'
    assert rule(CERCLE, "Lancer un sort")["source_line"] == 42
    assert "Étape 3- Faire le jet" in text_of(CERCLE, "Lancer un sort")


def test_cercle_dice_and_modifiers():
    name = "Appel sauvage"
    assert rolls(CERCLE) == [(name, "D6", 1, 3, 50), (name, "D6", 4, 5, 51), (name, "D6", 6, 6, 52)]
    section = "Modifs attaque magique"
    assert modifiers(CERCLE) == [
        (section, "Dissimulation", None, "Aucun effet sur un jet magique.", 56),
        (section, "Cible en corps-à-corps", None, "-4 au jet d’attaque magique.", 57),
        (section, "Bois sacré", None, "+2 DEF contre les sorts.", 58),
    ]
    assert numbers(CERCLE)[1:] == [("Cible en corps-à-corps", -4, None), ("Bois sacré", 2, "DEF")]


def test_cercle_models_named_over_their_kind():
    # The product's convention: a model's entry is named after it, its kind its text.
    assert [(rule(CERCLE, name)["source_line"], text_of(CERCLE, name)) for name in ("Woldwarden", "Gorax")] == [
        (3, "Warbeast lourd (construct)"),
        (12, "Warbeast léger"),
    ]
    assert text_of(CERCLE, "Druides de la Pierre Noire") == "Unité"


@pytest.mark.parametrize(("file", "section"), [(TROLLS, "modificateurs"), (CERCLE, "Modifs attaque magique")])
def test_a_closing_remark_is_no_modifiers_section_text(file, section):
    assert section not in [r["name"] for r in rows(file, "rules")]


def test_a_sign_off_is_about_the_sheet_and_a_compiler_s_doubt_a_remark():
    sheet = (
        "MODIFICATEURS\n\nCouvert\t+4 DEF.\nNuage\t+2 DEF.\n\nÀ vérifier samedi avec Thomas\n\n"
        "Bon jeu à tous et à samedi :)\n"
    )
    parsed = parse_inline(sheet, "inline.txt", "warmachine", "freetext")
    assert [r["name"] for r in parsed.tables["rules"].to_dict("records")] == []
    assert [(n["kind"], n["source_line"]) for n in parsed.tables["notes"].to_dict("records")] == [("remark", 6)]
    coverage = parsed.coverage
    assert coverage[coverage["source_line"] == 8]["kind"].tolist() == ["credits"]


# Fixed at the merge of the three families' readers: what a page break or lower case did to these sheets' lines.
