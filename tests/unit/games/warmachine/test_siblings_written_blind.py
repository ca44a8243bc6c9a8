"""Written blind: six Warmachine / Hordes sheets (`freetext`) written as siblings of
`raw/warmachine-core.txt` by volunteers who never saw the readers (tests/fixtures/sheets/):
another faction's cards, each typed with another tool.

- `warmachine-cygnar-tempete-word.txt`: Cygnar typed in Word and saved as plain text
  (Windows-1252, CRLF): each model's name in capitals over its profile line
  (`VIT 4   FOR 10 … CMD –`), then its weapons, a name over a stat line padded with spaces
  (`POR 12   CDT 1   ZDE –   PUI 15`, melee weapons with no `POR` but `PUI 6   P+F 16`,
  a smoke launcher `PUI –`) and a `Facultés : …` line whose no-break space Word put before
  the colon; a weapon's two modes as `Fusil à chaîne – Rafale` (autocorrected en dash);
  rules as `Nom – texte` paragraphs, sub-entries as Word bullets (`•<TAB>Nom – texte`), a
  form feed (Word's page break) before a heading, `NOM – texte` entries under a heading
  with text of its own, `”` inch marks, a dice table as `2-3<TAB>Décharges : …` rows under
  a paragraph announcing the D6, two tab-separated modifier lists; the name `Arc nodal`
  printed both as a heading and as a bullet of another rule.
- `warmachine-khador-chaudiere-calc.txt`: Khador kept in a LibreOffice Calc sheet and saved
  as tab-separated text (UTF-8, CRLF): every row padded to 7 cells with trailing tabs, rows
  of empty cells for blank lines, cells holding `"` quoted with the quote doubled
  (`"… 2"" au lieu de 0,5""."`); the weapons as a table under a header row
  (`Arme POR CDT ZDE PUI P+F Facultés`), `CàC` in the range column, empty cells, the mode in
  parentheses (`Canon à grenaille (Mitraille)`), a spray `SP 8`; rules as `Nom<TAB>texte`
  rows under a `Faculté<TAB>Effet` header row, sub-entries in the text column with the
  name cell empty (`<TAB>- Parade : …`); a 2D6 table under a `2D6<TAB>Effet` header row;
  modifier lists under a `Situation<TAB>Modificateur` header row; `NOM<TAB>texte` entries
  under a heading with text of its own; `ÉTAPE 1<TAB>…` steps; abilities tagged `(Ordre)`.
- `warmachine-protectorat-writer.txt`: the Protectorate typed in LibreOffice Writer
  (UTF-8, LF, no newline at the end): stat lines with ` / ` between the values
  (`POR SP 8 / CDT 1 / ZDE – / PUI 12`, melee `PUI 7 / P+F 18`), a `Spécial : …` line,
  `Spécial : —` for none; the mode in parentheses; rules as `Nom : texte` lines with a
  no-break space before the colon (a narrow one before `;` and `!`), sub-entries as
  `- Nom : texte` lines right under their rule, tags `(Ordre)`/`(Action)`; dice tables as
  `1-2 : …` lines; modifiers as `Nom : valeur` lines.
- `warmachine-cryx-liche-pdf.txt`: Cryx copied out of a PDF viewer (UTF-8, LF): each
  model's name in capitals, then its weapons (`Mâchoires` over `POR CàC CDT — ZDE — PUI 5`,
  single spaces, em dashes); a `Facultés d’arme : …` list wrapped onto the next line; rule
  paragraphs and `• Nom : texte` bullets hard-wrapped where the PDF's lines ended; the
  fi/fl ligatures (`ﬁgurine`), `″` inch marks, narrow no-break spaces before colons; the
  running footer (`Cryx — Aide de jeu VF      1/3`) between sections; a dice table whose
  rows lost their separator (`1–2 l’effet expire …`, en dashes) under a paragraph naming
  `d6`; modifiers as `Nom : valeur`.
- `warmachine-retribution-notepad.txt`: Retribution typed in Notepad++ (UTF-8 with a BOM,
  CRLF): headings as `== MYRMIDONS ==`, stat lines aligned with runs of spaces, melee
  weapons with `Melee` in the range column (`Melee    PUI 6    P+F 17`), modes as
  `Canon a flux - Rayon` (trailing spaces), `Facultés:` with no space; rules in capitals
  with the core sheet's `NOM- texte`, most accents left out (`DESINTEGRATION` for the
  weapons' `Désintégration`), parameters `(+X)`, `(X)` given as `(d3)`, tags `(Capacité)`,
  `(Action)`; a dice table as bullets (`- 1-2 : Court-circuit - …`); modifiers as
  `Nom - valeur` (`Cible en melee - -4 au jet d'attaque`); `ETAPE 1- …` steps.
- `warmachine-cercle-unicode-excel.txt`: Circle Orboros kept in Excel laid out like the
  cards and saved as "Texte Unicode" (UTF-16 LE with a BOM, CRLF, tabs, rows not padded):
  a stat line as label and value cells (`POR<TAB>CàC<TAB>CDT<TAB>-<TAB>ZDE<TAB>-<TAB>PUI<TAB>5`),
  abilities as `Capacités<TAB>…`; a rule's sub-entries inside one quoted cell with line
  breaks (`"… Choisissez ensuite :\\n- Curée : …\\n- Hurlement : …"`), a heading's own
  text in a quoted two-line cell; `(Animus)` tags; a dice table under a `Jet<TAB>Conséquence`
  header row; a modifier grid with a column per kind of attack (`Situation Mêlée Distance`)
  and `—` for none.

Every value below was written by hand from the sheets, before the parser was run on them."""

from __future__ import annotations

import pytest

from pipeline.contract.validate import typed_tables, validate_tables
from tests.conftest import parsed_fixture as result
from tests.tabrec import bands, columns, kinds, modifiers, nulls, parse_inline, rows, sheet_id, short, texts
from tests.warmachine_tables import words

CYGNAR = "warmachine-cygnar-tempete-word.txt"
KHADOR = "warmachine-khador-chaudiere-calc.txt"
PROTECTORATE = "warmachine-protectorat-writer.txt"
CRYX = "warmachine-cryx-liche-pdf.txt"
RETRIBUTION = "warmachine-retribution-notepad.txt"
CIRCLE = "warmachine-cercle-unicode-excel.txt"
NEW_SHEETS = [CYGNAR, KHADOR, PROTECTORATE, CRYX, RETRIBUTION, CIRCLE]

# (name, mode, line, melee only, strength as printed, strength, rate of fire, template, rules)
WEAPON_COLUMNS = (
    "name",
    "mode",
    "source_line",
    "melee_only",
    "strength_raw",
    "strength",
    "burst",
    "template",
    "rules",
)


def weapons(file: str) -> list[tuple]:
    return columns(file, "weapons", WEAPON_COLUMNS)


def items(file: str, weapon: str) -> list[tuple]:
    """(label, rule name, param, rule id, match) of each rule item of `weapon`, in order."""
    weapon_id = f"{sheet_id(file)}:{weapon}"
    found = sorted((i for i in rows(file, "weapon_rules") if i["weapon_id"] == weapon_id), key=lambda i: i["position"])
    return [(*nulls((i["label"], i["rule_name"], i["param"])), short(file, i["rule_id"]), i["match"]) for i in found]


def entries(file: str, name: str) -> list[tuple]:
    """(abbreviation, section, tag, takes param, parent's name, line) of each rule named `name`."""
    by_id = {r["rule_id"]: r["name"] for r in rows(file, "rules")}
    return [
        (
            *nulls((r["abbreviation"], r["section"], r["tag"], r["takes_param"])),
            by_id.get(nulls((r["parent_rule_id"],))[0]),
            r["source_line"],
        )
        for r in rows(file, "rules")
        if r["name"] == name
    ]


def rule_names(file: str) -> set[str]:
    return {r["name"] for r in rows(file, "rules")}


def rolls(file: str) -> list[tuple]:
    return [
        (r["table_name"], r["dice"].upper(), r["roll_from"], r["roll_to"], r["result"], r["source_line"])
        for r in rows(file, "roll_tables")
    ]


def band(maximum: float) -> list[tuple]:
    """The one band of a Warmachine weapon: its range, in inches, from 0."""
    return [("POR", None, float(maximum), "in", None)]


@pytest.mark.parametrize("file", NEW_SHEETS)
def test_every_line_is_read_and_the_tables_validate(file):
    assert "unparsed" not in kinds(file).values()
    assert validate_tables(typed_tables(result(file).tables)) == []


# Cygnar, typed in Word (Windows-1252, CRLF).

ABOVE = "FACULTÉS D’ARMES"


def test_cygnar_weapons_from_the_cards():
    assert weapons(CYGNAR) == [
        ("Canon lourd", None, 11, False, "15", 15, 1, None, "Arme de précision (+1)"),
        ("Marteau de combat", None, 15, True, "6", 6, None, None, "Arme lourde, Renversement critique"),
        ("Fusil à chaîne", "Rafale", 23, False, "10", 10, None, None, "Tir soutenu"),
        ("Fusil à chaîne", "Tir ajusté", 27, False, "12", 12, 1, None, "Arme de précision (+2), Perforant"),
        ("Hache", None, 31, True, "4", 4, None, None, None),
        ("Glaive-tempête", None, 40, True, "5", 5, None, None, "Allonge, Électro-saut"),
        ("Décharge du glaive", None, 44, False, "10", 10, 1, None, "Électro-saut, Tir multiple (2)"),
        ("Fusil-baïonnette", None, 51, False, "10", 10, 1, None, None),
        ("Baïonnette", None, 54, True, "3", 3, None, None, "Allonge"),
        ("Lance-grenades fumigènes", None, 58, False, "–", None, 1, "aoe-3", "Fumigène"),
    ]
    burst = {(w["name"], w["mode"]): w["burst_raw"] for w in rows(CYGNAR, "weapons")}
    assert burst[("Fusil à chaîne", "Rafale")] == "d3"


def test_cygnar_bands():
    assert bands(CYGNAR, "canon-lourd") == band(12)
    assert bands(CYGNAR, "marteau-de-combat") == []
    assert bands(CYGNAR, "fusil-a-chaine:rafale") == band(10)
    assert bands(CYGNAR, "fusil-a-chaine:tir-ajuste") == band(14)
    assert bands(CYGNAR, "decharge-du-glaive") == band(8)
    assert bands(CYGNAR, "lance-grenades-fumigenes") == band(10)


def test_cygnar_weapon_rules():
    assert items(CYGNAR, "canon-lourd") == [
        ("Arme de précision (+1)", "Arme de précision", "+1", "arme-de-precision-x", "exact")
    ]
    assert items(CYGNAR, "marteau-de-combat") == [
        ("Arme lourde", "Arme lourde", None, "arme-lourde", "exact"),
        ("Renversement critique", "Renversement critique", None, "renversement-critique", "exact"),
    ]
    assert items(CYGNAR, "fusil-a-chaine:rafale") == [("Tir soutenu", "Tir soutenu", None, "tir-soutenu", "exact")]
    assert items(CYGNAR, "fusil-a-chaine:tir-ajuste") == [
        ("Arme de précision (+2)", "Arme de précision", "+2", "arme-de-precision-x", "exact"),
        ("Perforant", "Perforant", None, "perforant", "exact"),
    ]
    assert items(CYGNAR, "hache") == []
    assert items(CYGNAR, "decharge-du-glaive") == [
        ("Électro-saut", "Électro-saut", None, "electro-saut", "exact"),
        ("Tir multiple (2)", "Tir multiple", "2", "tir-multiple-x", "exact"),
    ]
    assert items(CYGNAR, "lance-grenades-fumigenes") == [("Fumigène", "Fumigène", None, "fumigene", "exact")]


def test_cygnar_rules_and_their_named_parts():
    assert entries(CYGNAR, "Allonge") == [(None, ABOVE, None, False, None, 64)]
    assert entries(CYGNAR, "Arme de précision (+X)") == [(None, ABOVE, None, True, None, 66)]
    assert entries(CYGNAR, "Électro-saut") == [(None, ABOVE, None, False, None, 70)]
    # An entry named inside another has that one's name for section, as everywhere.
    jump = "Électro-saut"
    assert entries(CYGNAR, "Choix de la cible") == [(None, jump, None, False, jump, 71)]
    assert entries(CYGNAR, "Dégâts du saut") == [(None, jump, None, False, jump, 72)]
    assert entries(CYGNAR, "Immunité") == [(None, jump, None, False, jump, 73)]
    assert entries(CYGNAR, "Tir multiple (X)") == [(None, ABOVE, None, True, None, 81)]
    assert entries(CYGNAR, "Tir soutenu") == [(None, ABOVE, None, False, None, 83)]
    assert entries(CYGNAR, "CANALISATION") == [(None, "ARC NODAL", None, False, "ARC NODAL", 90)]
    assert entries(CYGNAR, "ARC SATURÉ") == [(None, "ARC NODAL", None, False, "ARC NODAL", 91)]
    assert entries(CYGNAR, "ARC DÉSACTIVÉ") == [(None, "ARC NODAL", None, False, "ARC NODAL", 92)]
    systems = "DÉSACTIVATION DES SYSTÈMES"
    assert entries(CYGNAR, "Cortex") == [("C", systems, None, False, systems, 127)]
    assert entries(CYGNAR, "Arc nodal") == [("A", systems, None, False, systems, 128)]
    assert entries(CYGNAR, "Mouvement") == [("M", systems, None, False, systems, 129)]
    assert {"Canon lourd", "Hache", "Fusil à chaîne – Rafale"}.isdisjoint(rule_names(CYGNAR))
    text = texts(CYGNAR)
    assert text["Allonge"] == "Cette arme a une zone de mêlée de 2” au lieu de 0,5”."
    assert "Tempête sur les Marches" in text["TEMPÊTE GALVANIQUE"]


@pytest.mark.xfail(
    strict=True,
    reason="a name holding a comma (`Bras gauche, bras droit (G, D) – …`) reads as a clause of a "
    "sentence, not a name, even among named bullets: it stays in the section's text",
)
def test_cygnar_a_named_bullet_whose_name_holds_a_comma():
    systems = "DÉSACTIVATION DES SYSTÈMES"
    assert entries(CYGNAR, "Bras gauche, bras droit") == [("G, D", systems, None, False, systems, 130)]


def test_cygnar_dice_table_and_modifiers():
    table = "TEMPÊTE GALVANIQUE"
    assert rolls(CYGNAR) == [
        (table, "D6", 1, 1, "Accalmie : aucun effet.", 99),
        (
            table,
            "D6",
            2,
            3,
            "Décharges : chaque warjack ennemi à 3” ou moins d’un Stormclad subit un jet de dégâts de PUI 8.",
            100,
        ),
        (table, "D6", 4, 5, "Surtension : les armes dotées d’Électro-saut gagnent +1 PUI.", 101),
        (table, "D6", 6, 6, "Foudre : choisissez une figurine ennemie ; elle subit un jet de dégâts de PUI 12.", 102),
    ]
    ranged = "MODIFICATEURS D’ATTAQUE À DISTANCE"
    melee = "MODIFICATEURS D’ATTAQUE DE MÊLÉE"
    assert modifiers(CYGNAR) == [
        (ranged, "Visée", None, "+2 au jet d’attaque", 107),
        (ranged, "Cible dans un nuage", None, "+2 DEF", 108),
        (ranged, "Dissimulation", None, "+2 DEF", 109),
        (ranged, "Couvert", None, "+4 DEF", 110),
        (ranged, "Cible en mêlée", None, "-4 au jet d’attaque", 111),
        (ranged, "Cible au tapis", None, "DEF de base 5", 112),
        (melee, "Charge", None, "Jet de dégâts boosté", 117),
        (melee, "Attaque de dos", None, "+2 au jet d’attaque", 118),
        (melee, "Cible au tapis", None, "Touche automatique", 119),
        (melee, "Cible stationnaire", None, "Touche automatique", 120),
    ]


# Khador, a LibreOffice Calc sheet saved as tab-separated text (padded rows, quoted cells).


def test_khador_weapons_table():
    assert weapons(KHADOR) == [
        ("Canon à bombes", None, 7, False, "16", 16, 1, "aoe-4", "Tir en cloche, Renversement"),
        ("Canon à grenaille", "Mitraille", 8, False, "12", 12, 1, "spray-8", "Brise-armure (2)"),
        ("Canon à grenaille", "Boulet", 9, False, "14", 14, 1, "aoe-3", None),
        ("Hache de glace", None, 10, True, "7", 7, None, None, "Gel (1), Arme lourde"),
        ("Poing de fer", None, 11, True, "4", 4, None, None, "Blocage"),
        ("Chaîne de combat", None, 12, True, "5", 5, None, None, "Chaîne (2), Allonge"),
        ("Fusil de la Winter Guard", None, 13, False, "10", 10, 1, None, None),
        ("Lance-roquettes", None, 14, False, "13", 13, None, "aoe-3", "Tir en cloche, Brise-armure (1)"),
        ("Mortier de tranchée", None, 15, False, "14", 14, 1, "aoe-4", "Tir en cloche"),
        ("Lame-canon", "Tir", 16, False, "12", 12, 1, None, None),
        ("Lame-canon", "Lame", 17, True, "6", 6, None, None, "Arme lourde"),
        ("Marteau de Man-O-War", None, 18, True, "6", 6, None, None, "Renversement, Allonge"),
        ("Canon-bouclier", None, 19, False, "12", 12, 1, None, "Bouclier (+2)"),
        ("Lance-harpon", None, 20, False, "12", 12, 1, None, "Chaîne (3)"),
    ]


def test_khador_bands():
    assert bands(KHADOR, "canon-a-bombes") == band(14)
    assert bands(KHADOR, "canon-a-grenaille:mitraille") == band(8)
    assert bands(KHADOR, "canon-a-grenaille:boulet") == band(12)
    assert bands(KHADOR, "hache-de-glace") == []
    assert bands(KHADOR, "lance-roquettes") == band(14)
    assert bands(KHADOR, "lame-canon:tir") == band(8)
    assert bands(KHADOR, "lame-canon:lame") == []


def test_khador_weapon_rules():
    assert items(KHADOR, "canon-a-bombes") == [
        ("Tir en cloche", "Tir en cloche", None, "tir-en-cloche", "exact"),
        ("Renversement", "Renversement", None, "renversement", "exact"),
    ]
    assert items(KHADOR, "canon-a-grenaille:mitraille") == [
        ("Brise-armure (2)", "Brise-armure", "2", "brise-armure-x", "exact")
    ]
    assert items(KHADOR, "canon-a-grenaille:boulet") == []
    assert items(KHADOR, "hache-de-glace") == [
        ("Gel (1)", "Gel", "1", "gel-x", "exact"),
        ("Arme lourde", "Arme lourde", None, "arme-lourde", "exact"),
    ]
    assert items(KHADOR, "poing-de-fer") == [("Blocage", "Blocage", None, "blocage", "exact")]
    assert items(KHADOR, "chaine-de-combat") == [
        ("Chaîne (2)", "Chaîne", "2", "chaine-x", "exact"),
        ("Allonge", "Allonge", None, "allonge", "exact"),
    ]
    assert items(KHADOR, "canon-bouclier") == [("Bouclier (+2)", "Bouclier", "+2", "bouclier-x", "exact")]
    assert items(KHADOR, "lance-harpon") == [("Chaîne (3)", "Chaîne", "3", "chaine-x", "exact")]


def test_khador_rules_rows_and_their_named_parts():
    above = "FACULTÉS D'ARMES"
    assert entries(KHADOR, "Allonge") == [(None, above, None, False, None, 25)]
    assert entries(KHADOR, "Blocage") == [(None, above, None, False, None, 27)]
    assert entries(KHADOR, "Parade") == [(None, "Blocage", None, False, "Blocage", 28)]
    assert entries(KHADOR, "Riposte") == [(None, "Blocage", None, False, "Blocage", 29)]
    assert entries(KHADOR, "Bouclier (+X)") == [(None, above, None, True, None, 30)]
    assert entries(KHADOR, "Brise-armure (X)") == [(None, above, None, True, None, 31)]
    assert entries(KHADOR, "Chaîne (X)") == [(None, above, None, True, None, 32)]
    assert entries(KHADOR, "Tir en cloche") == [(None, above, None, False, None, 35)]
    assert entries(KHADOR, "POUSSÉE DE VAPEUR") == [(None, "CHAUDIÈRE", None, False, "CHAUDIÈRE", 40)]
    assert entries(KHADOR, "FUMÉE NOIRE") == [(None, "CHAUDIÈRE", None, False, "CHAUDIÈRE", 41)]
    guard = "WINTER GUARD"
    assert entries(KHADOR, "Mur de boucliers") == [(None, guard, "Ordre", False, guard, 76)]
    assert entries(KHADOR, "Tir de barrage") == [(None, guard, "Ordre", False, guard, 77)]
    assert entries(KHADOR, "Endurci au froid") == [(None, guard, "Capacité", False, guard, 78)]
    names = rule_names(KHADOR)
    assert {"Faculté", "Arme", "Situation", "ÉTAPE 1", "2D6"}.isdisjoint(names)
    text = texts(KHADOR)
    assert text["Allonge"] == 'Cette arme a une zone de mêlée de 2" au lieu de 0,5".'
    assert text["Chaîne (X)"] == (
        "Les attaques de cette arme ignorent les boucliers et la Parade ; sur une touche, "
        "la cible est tirée de X\" vers l'attaquant."
    )
    # Numbered steps as a tab list name no rules: a grid of the steps, under the section's name.
    steps = [r for r in rows(KHADOR, "reference_tables") if r["table_name"] == "ACTIVATION D'UN WARJACK"]
    assert [(r["row_index"], r["column_index"], r["source_line"]) for r in steps[:2]] == [(1, 1, 68), (1, 2, 68)]
    assert steps[1]["value"].startswith("Allouez le focus")


def test_khador_dice_table_and_modifiers():
    table = "EMBALLEMENT DE CHAUDIÈRE"
    assert rolls(KHADOR) == [
        (table, "2D6", 2, 4, "Explosion : le warjack subit d6 dégâts dans chaque colonne.", 46),
        (
            table,
            "2D6",
            5,
            9,
            "Surchauffe : le warjack ne peut ni courir ni charger lors de sa prochaine activation.",
            47,
        ),
        (table, "2D6", 10, 12, "Pression maximale : aucun effet.", 48),
    ]
    melee = "MODIFICATEURS D'ATTAQUE DE MÊLÉE"
    ranged = "MODIFICATEURS D'ATTAQUE À DISTANCE"
    assert modifiers(KHADOR) == [
        (melee, "Charge", None, "Jet de dégâts boosté", 53),
        (melee, "Attaque de dos", None, "+2 au jet d'attaque", 54),
        (melee, "Cible au tapis", None, "Touche automatique", 55),
        (melee, "Neige profonde", None, '-2 VIT, les charges de plus de 3" échouent', 56),
        (melee, "Cible gelée", None, "+2 au jet d'attaque", 57),
        (ranged, "Visée", None, "+2 au jet d'attaque", 61),
        (ranged, "Blizzard", None, '+2 DEF contre les attaques à plus de 6"', 62),
        (ranged, "Cible en mêlée", None, "-4 au jet d'attaque", 63),
    ]


# The Protectorate, typed in LibreOffice Writer (` / ` between the stats, `Nom : texte` rules).


def test_protectorate_weapons():
    assert weapons(PROTECTORATE) == [
        ("Marteau de la Foi", None, 8, True, "7", 7, None, None, "Bénie, Coup critique"),
        ("Lance-flammes sacré", "Souffle", 12, False, "12", 12, 1, "spray-8", "Feu continu, Bénie"),
        ("Lance-flammes sacré", "Jet", 16, False, "12", 12, 1, "aoe-3", "Feu continu"),
        ("Bouclier de la Loi", None, 20, True, "3", 3, None, None, "Bouclier (+2), Riposte"),
        ("Arbalète de Zélote", None, 26, False, "11", 11, 1, None, None),
        ("Lance de Chevalier Exemplaire", None, 30, True, "6", 6, None, None, "Charge lancée (+2), Allonge"),
        ("Bombe incendiaire", None, 34, False, "13", 13, 1, "aoe-3", "Feu continu, Usage unique"),
        ("Fléau du Purificateur", None, 38, True, "5", 5, None, None, "Allonge, Coup critique"),
    ]
    crossbow = next(w for w in rows(PROTECTORATE, "weapons") if w["name"] == "Arbalète de Zélote")
    assert crossbow["rules_raw"] == "—"
    assert bands(PROTECTORATE, "lance-flammes-sacre:souffle") == band(8)
    assert bands(PROTECTORATE, "lance-flammes-sacre:jet") == band(10)
    assert bands(PROTECTORATE, "bombe-incendiaire") == band(6)
    assert bands(PROTECTORATE, "marteau-de-la-foi") == []


def test_protectorate_weapon_rules():
    assert items(PROTECTORATE, "marteau-de-la-foi") == [
        ("Bénie", "Bénie", None, "benie", "exact"),
        ("Coup critique", "Coup critique", None, "coup-critique", "exact"),
    ]
    assert items(PROTECTORATE, "lance-flammes-sacre:souffle") == [
        ("Feu continu", "Feu continu", None, "feu-continu", "exact"),
        ("Bénie", "Bénie", None, "benie", "exact"),
    ]
    assert items(PROTECTORATE, "bouclier-de-la-loi") == [
        ("Bouclier (+2)", "Bouclier", "+2", "bouclier-x", "exact"),
        ("Riposte", "Riposte", None, "riposte", "exact"),
    ]
    assert items(PROTECTORATE, "arbalete-de-zelote") == []
    assert items(PROTECTORATE, "lance-de-chevalier-exemplaire") == [
        ("Charge lancée (+2)", "Charge lancée", "+2", "charge-lancee-x", "exact"),
        ("Allonge", "Allonge", None, "allonge", "exact"),
    ]


def test_protectorate_rules_and_their_named_parts():
    above = "RÈGLES SPÉCIALES DES ARMES"
    assert entries(PROTECTORATE, "Allonge") == [(None, above, None, False, None, 44)]
    assert entries(PROTECTORATE, "Bouclier (+X)") == [(None, above, None, True, None, 46)]
    assert entries(PROTECTORATE, "Charge lancée (+X)") == [(None, above, None, True, None, 47)]
    assert entries(PROTECTORATE, "Coup critique") == [(None, above, None, False, None, 48)]
    critical = "Coup critique"
    assert entries(PROTECTORATE, "Embrasement") == [(None, critical, None, False, critical, 49)]
    assert entries(PROTECTORATE, "Renversement") == [(None, critical, None, False, critical, 50)]
    assert entries(PROTECTORATE, "Désarmement") == [(None, critical, None, False, critical, 51)]
    assert entries(PROTECTORATE, "Feu continu") == [(None, above, None, False, None, 52)]
    assert entries(PROTECTORATE, "Usage unique") == [(None, above, None, False, None, 54)]
    continuous = "EFFETS CONTINUS"
    assert entries(PROTECTORATE, "Feu") == [(None, continuous, None, False, continuous, 60)]
    assert entries(PROTECTORATE, "Corrosion") == [(None, continuous, None, False, continuous, 61)]
    prayers = "PRIÈRES"
    assert entries(PROTECTORATE, "Prière de combat") == [(None, prayers, "Ordre", False, prayers, 71)]
    assert entries(PROTECTORATE, "Prière de défense") == [(None, prayers, "Ordre", False, prayers, 72)]
    assert entries(PROTECTORATE, "Prière de purification") == [(None, prayers, "Action", False, prayers, 73)]
    focus = "FOCUS DU WARCASTER"
    for name, line in [("Allocation", 96), ("Boost", 97), ("Attaque supplémentaire", 98), ("Surplus", 100)]:
        assert entries(PROTECTORATE, name) == [(None, focus, None, False, focus, line)]
    text = texts(PROTECTORATE)
    assert text["Allonge"] == 'cette arme a une zone de mêlée de 2" au lieu de 0,5".'
    assert "deux fois sa FOC" in text[focus]


def test_protectorate_dice_tables_and_modifiers():
    judgement = "JUGEMENT DIVIN"
    assert rolls(PROTECTORATE) == [
        ("EFFETS CONTINUS", "D6", 1, 2, "l’effet expire sans se résoudre.", 64),
        ("EFFETS CONTINUS", "D6", 3, 6, "l’effet se résout puis reste en jeu.", 65),
        (judgement, "D6", 1, 1, "le Créateur reste silencieux. Le Hiérophante est mis au tapis.", 79),
        (
            judgement,
            "D6",
            2,
            3,
            'les figurines amies à 5" ou moins du Hiérophante gagnent +1 ARM jusqu’à la fin du tour.',
            80,
        ),
        (judgement, "D6", 4, 5, 'les figurines ennemies à 5" ou moins subissent l’effet continu Feu.', 81),
        (
            judgement,
            "D6",
            6,
            6,
            "toutes les figurines amies de la table gagnent +2 à leurs jets d’attaque ce tour-ci !",
            82,
        ),
    ]
    fervour = "MODIFICATEURS DE FERVEUR"
    assert modifiers(PROTECTORATE) == [
        (fervour, "Prière de combat", None, "+1 au jet d’attaque de mêlée", 86),
        (fervour, "Prière de défense", None, "+1 ARM", 87),
        (fervour, "Zélotes en formation", None, "+2 DEF contre les attaques à distance", 88),
        (fervour, 'Hiérophante à 5" ou moins', None, "relance d’un jet d’attaque raté par activation", 89),
        (fervour, "Cible ennemie en feu", None, "+2 au jet de dégâts", 90),
    ]


# Cryx, copied out of a PDF (wrapped lines, ligatures, running footers).


def test_cryx_weapons_under_the_model_names():
    assert weapons(CRYX) == [
        ("Mâchoires", None, 11, True, "5", 5, None, None, "Arme magique, Perce-âme (1)"),
        ("Crachat d’acide", None, 16, False, "10", 10, 1, "spray-8", "Corrosion continue"),
        ("Griffes", None, 21, True, "4", 4, None, None, "Arme magique, Déchiquetage"),
        (
            "Faux jumelles",
            None,
            26,
            True,
            "6",
            6,
            None,
            None,
            "Arme magique, Perce-âme (2), Déchiquetage, Drain d’âme, Recul (1)",
        ),
        ("Canon à âmes", None, 32, False, "14", 14, 1, "aoe-3", "Drain d’âme, Aveuglement"),
        ("Serres", None, 35, True, "5", 5, None, None, "Renversement"),
        ("Poings à vapeur", None, 42, True, "4", 4, None, None, "Renversement"),
        ("Hache spectrale", None, 47, True, "5", 5, None, None, "Arme magique, Aveuglement"),
        ("Vomissement", None, 52, False, "12", 12, 1, "spray-10", "Corrosion continue"),
    ]
    assert bands(CRYX, "machoires") == []
    assert bands(CRYX, "crachat-d-acide") == band(8)
    assert bands(CRYX, "canon-a-ames") == band(12)
    assert bands(CRYX, "vomissement") == band(10)


def test_cryx_weapon_rules_wrapped_onto_the_next_line():
    assert items(CRYX, "machoires") == [
        ("Arme magique", "Arme magique", None, "arme-magique", "exact"),
        ("Perce-âme (1)", "Perce-âme", "1", "perce-ame-x", "exact"),
    ]
    assert items(CRYX, "faux-jumelles") == [
        ("Arme magique", "Arme magique", None, "arme-magique", "exact"),
        ("Perce-âme (2)", "Perce-âme", "2", "perce-ame-x", "exact"),
        ("Déchiquetage", "Déchiquetage", None, "dechiquetage", "exact"),
        ("Drain d’âme", "Drain d’âme", None, "drain-d-ame", "exact"),
        ("Recul (1)", "Recul", "1", "recul-x", "exact"),
    ]
    assert items(CRYX, "canon-a-ames") == [
        ("Drain d’âme", "Drain d’âme", None, "drain-d-ame", "exact"),
        ("Aveuglement", "Aveuglement", None, "aveuglement", "exact"),
    ]


def test_cryx_rules_wrapped_paragraphs_and_bullets():
    above = "FACULTÉS D’ARME"
    assert entries(CRYX, "Arme magique") == [(None, above, None, False, None, 60)]
    assert entries(CRYX, "Drain d’âme") == [(None, above, None, False, None, 72)]
    drain = "Drain d’âme"
    assert entries(CRYX, "Régénération") == [(None, drain, None, False, drain, 74)]
    assert entries(CRYX, "Soif") == [(None, drain, None, False, drain, 76)]
    assert entries(CRYX, "Perce-âme (X)") == [(None, above, None, True, None, 79)]
    assert entries(CRYX, "Recul (X)") == [(None, above, None, True, None, 82)]
    assert entries(CRYX, "Renversement") == [(None, above, None, False, None, 85)]
    nodal = "ARC NODAL ET NÉCROTITE"
    assert entries(CRYX, "Récolte") == [(None, nodal, None, False, nodal, 93)]
    assert entries(CRYX, "Surcharge") == [(None, nodal, None, False, nodal, 95)]
    assert entries(CRYX, "Fournaise") == [(None, nodal, None, False, nodal, 97)]
    text = texts(CRYX)
    assert words(text["Arme magique"]) == (
        "cette arme peut endommager les figurines incorporelles et celles qui ne peuvent être "
        "blessées que par des attaques magiques."
    )
    assert words(text["Déchiquetage"]) == "sur un coup critique, doublez le nombre de points de dégâts infligés."
    assert words(text["Soif"]) == "l’attaquant gagne +1 à ses jets d’attaque de mêlée jusqu’à la fin de son activation."
    assert not any("Aide de jeu VF" in (t or "") for t in text.values())


def test_cryx_dice_table_and_modifiers():
    table = "FIN D’UN EFFET CONTINU"
    assert rolls(CRYX) == [
        (table, "D6", 1, 2, "l’effet expire sans se résoudre.", 103),
        (table, "D6", 3, 6, "l’effet se résout et reste en jeu.", 104),
    ]
    attack = "MODIFICATEURS D’ATTAQUE"
    assert modifiers(CRYX) == [
        (attack, "Attaque de dos", None, "+2 au jet d’attaque", 108),
        (attack, "Cible dans un nuage de brouillard", None, "+2 DEF contre les attaques à distance", 109),
        (attack, "Cible incorporelle", None, "les attaques sans Arme magique ratent automatiquement", 110),
        (attack, "Cible au tapis", None, "DEF de base 5", 111),
        (attack, "Charge d’un helljack", None, "+2 au jet d’attaque, jet de dégâts boosté", 112),
    ]
    furniture = [line for line, kind in kinds(CRYX).items() if kind == "page_furniture"]
    assert furniture == [56, 87, 114]


# Retribution, typed in Notepad++ (`== TITRE ==`, aligned stat lines, `NOM- texte`).


def test_retribution_weapons():
    assert weapons(RETRIBUTION) == [
        ("Canon a flux", "Rayon", 9, False, "13", 13, 1, None, "Désintégration, Arme de précision (+1)"),
        ("Canon a flux", "Salve", 13, False, "10", 10, None, None, "Arme de précision (+1)"),
        ("Lame de force", None, 17, True, "6", 6, None, None, "Arme lourde, Champ de force (2)"),
        ("Poing de phase", None, 21, True, "4", 4, None, None, "Déphasage"),
        ("Lance-disques", None, 25, False, "12", 12, 2, None, "Tir rapide (d3)"),
        ("Arc du Mage-chasseur", None, 32, False, "10", 10, 1, None, "Arme de précision (+2), Tir rapide (1)"),
        ("Epee de l'Invictor", None, 36, True, "4", 4, None, None, "Arme lourde"),
        ("Grenade a plasma", None, 40, False, "12", 12, 1, "aoe-3", "Désintégration"),
    ]
    assert bands(RETRIBUTION, "canon-a-flux:rayon") == band(10)
    assert bands(RETRIBUTION, "canon-a-flux:salve") == band(8)
    assert bands(RETRIBUTION, "lame-de-force") == []
    assert bands(RETRIBUTION, "arc-du-mage-chasseur") == band(14)


def test_retribution_weapon_rules_against_names_without_accents():
    assert items(RETRIBUTION, "canon-a-flux:rayon") == [
        ("Désintégration", "Désintégration", None, "desintegration", "fuzzy"),
        ("Arme de précision (+1)", "Arme de précision", "+1", "arme-de-precision-x", "fuzzy"),
    ]
    assert items(RETRIBUTION, "lame-de-force") == [
        ("Arme lourde", "Arme lourde", None, "arme-lourde", "exact"),
        ("Champ de force (2)", "Champ de force", "2", "champ-de-force-x", "exact"),
    ]
    assert items(RETRIBUTION, "poing-de-phase") == [("Déphasage", "Déphasage", None, "dephasage", "fuzzy")]
    assert items(RETRIBUTION, "lance-disques") == [("Tir rapide (d3)", "Tir rapide", "d3", "tir-rapide-x", "exact")]
    assert items(RETRIBUTION, "arc-du-mage-chasseur") == [
        ("Arme de précision (+2)", "Arme de précision", "+2", "arme-de-precision-x", "fuzzy"),
        ("Tir rapide (1)", "Tir rapide", "1", "tir-rapide-x", "exact"),
    ]


def test_retribution_rules_in_capitals():
    above = "FACULTES D'ARMES"
    assert entries(RETRIBUTION, "ARME DE PRECISION (+X)") == [(None, above, None, True, None, 47)]
    assert entries(RETRIBUTION, "CHAMP DE FORCE (X)") == [(None, above, None, True, None, 51)]
    assert entries(RETRIBUTION, "DEPHASAGE") == [(None, above, "Capacité", False, None, 53)]
    assert entries(RETRIBUTION, "TIR RAPIDE (X)") == [(None, above, None, True, None, 57)]
    field = "CHAMP DE FORCE DES MYRMIDONS"
    assert entries(RETRIBUTION, field) == [(None, field, None, False, None, 60)]
    assert entries(RETRIBUTION, "REGENERATION") == [(None, field, "Action", False, field, 64)]
    assert entries(RETRIBUTION, "SURCHARGE") == [(None, field, "Action", False, field, 65)]
    assert entries(RETRIBUTION, "GENERATEUR DESACTIVE") == [(None, field, None, False, field, 66)]
    names = rule_names(RETRIBUTION)
    assert not any(name.startswith("ETAPE") or "==" in name for name in names)
    assert "Le joueur retire les effets" in texts(RETRIBUTION)["ORDRE D'ACTIVATION"]


def test_retribution_dice_table_and_modifiers():
    table = "ECHEC DU CHAMP DE FORCE"
    assert rolls(RETRIBUTION) == [
        (table, "D6", 1, 2, "Court-circuit - le myrmidon subit 2 points de degats dans la colonne de votre choix.", 73),
        (table, "D6", 3, 5, "Instabilite - le myrmidon ne peut pas regenerer de cases F au prochain tour.", 74),
        (table, "D6", 6, 6, "Reinitialisation - le myrmidon regenere immediatement 1 case F.", 75),
    ]
    shooting = "MODIFICATEURS DE TIR"
    assert modifiers(RETRIBUTION) == [
        (shooting, "Visee", None, "+2 au jet d'attaque", 80),
        (shooting, "Cible dans un nuage", None, "+2 DEF", 81),
        (shooting, "Champ de force actif", None, "+1 ARM contre les attaques a distance", 82),
        (shooting, "Cible en melee", None, "-4 au jet d'attaque", 83),
    ]


# Circle Orboros, an Excel workbook saved as "Texte Unicode" (UTF-16, cards in cells).


def test_circle_weapons_from_label_and_value_cells():
    assert weapons(CIRCLE) == [
        ("Poing runique", None, 9, True, "5", 5, None, None, "Renversement, Allonge"),
        ("Rayon géomantique", None, 12, False, "12", 12, 1, None, "Arme magique"),
        ("Griffe", None, 17, True, "4", 4, None, None, "Saignement (1)"),
        ("Mâchoires", None, 20, True, "3", 3, None, None, "Saignement (2), Ravage"),
        ("Souffle glacé", None, 25, False, "10", 10, 1, "spray-8", "Gel (1)"),
        ("Morsure", None, 28, True, "3", 3, None, None, None),
        ("Faucille", None, 34, True, "3", 3, None, None, None),
        ("Éclair sauvage", None, 36, False, "12", 12, 1, "aoe-3", "Arme magique, Gel (2)"),
    ]
    assert bands(CIRCLE, "rayon-geomantique") == band(10)
    assert bands(CIRCLE, "souffle-glace") == band(8)
    assert bands(CIRCLE, "eclair-sauvage") == band(8)
    assert bands(CIRCLE, "poing-runique") == []


def test_circle_weapon_rules():
    assert items(CIRCLE, "poing-runique") == [
        ("Renversement", "Renversement", None, "renversement", "exact"),
        ("Allonge", "Allonge", None, "allonge", "exact"),
    ]
    assert items(CIRCLE, "griffe") == [("Saignement (1)", "Saignement", "1", "saignement-x", "exact")]
    assert items(CIRCLE, "machoires") == [
        ("Saignement (2)", "Saignement", "2", "saignement-x", "exact"),
        ("Ravage", "Ravage", None, "ravage", "exact"),
    ]
    assert items(CIRCLE, "souffle-glace") == [("Gel (1)", "Gel", "1", "gel-x", "exact")]
    assert items(CIRCLE, "eclair-sauvage") == [
        ("Arme magique", "Arme magique", None, "arme-magique", "exact"),
        ("Gel (2)", "Gel", "2", "gel-x", "exact"),
    ]


def test_circle_rules_sub_entries_inside_a_multiline_cell():
    above = "CAPACITÉS D'ARMES"
    assert entries(CIRCLE, "Gel (X)") == [(None, above, None, True, None, 44)]
    assert entries(CIRCLE, "Ravage") == [(None, above, None, False, None, 45)]
    assert entries(CIRCLE, "Curée") == [(None, "Ravage", None, False, "Ravage", 46)]
    assert entries(CIRCLE, "Hurlement") == [(None, "Ravage", None, False, "Ravage", 47)]
    assert entries(CIRCLE, "Saignement (X)") == [(None, above, None, True, None, 49)]
    assert entries(CIRCLE, "Sauvagerie") == [(None, "ANIMI", "Animus", False, "ANIMI", 54)]
    assert entries(CIRCLE, "Peau de pierre") == [(None, "ANIMI", "Animus", False, "ANIMI", 55)]
    assert entries(CIRCLE, "FORCER") == [(None, "FUREUR", None, False, "FUREUR", 62)]
    assert entries(CIRCLE, "TRANSFÉRER") == [(None, "FUREUR", None, False, "FUREUR", 64)]
    text = texts(CIRCLE)
    assert text["Allonge"] == 'Cette arme a une zone de mêlée de 2" au lieu de 0,5".'
    assert text["Curée"] == 'il peut avancer de 2" vers la figurine ennemie la plus proche.'
    assert "plus de fureur que sa valeur de FUR" in text["FUREUR"]
    assert {"POR", "Capacités", "Jet", "Situation"}.isdisjoint(rule_names(CIRCLE))


def test_circle_dice_table_and_modifier_grid():
    table = "FRÉNÉSIE"
    assert rolls(CIRCLE) == [
        (table, "D6", 1, 1, "Le warbeast attaque la figurine la plus proche, amie ou ennemie.", 69),
        (table, "D6", 2, 4, "Le warbeast charge la figurine ennemie la plus proche.", 70),
        (table, "D6", 5, 6, "Le warbeast se calme et perd 1 point de fureur.", 71),
    ]
    attack = "MODIFICATEURS D'ATTAQUE"
    # A modifier of a grid is named with its column, one name a row of the table.
    assert modifiers(CIRCLE) == [
        (attack, "Attaque de dos (Mêlée)", "Mêlée", "+2", 76),
        (attack, "Attaque de dos (Distance)", "Distance", "+2", 76),
        (attack, "Cible au tapis (Mêlée)", "Mêlée", "Touche auto", 77),
        (attack, "Cible au tapis (Distance)", "Distance", "DEF de base 5", 77),
        (attack, "Cible en mêlée (Distance)", "Distance", "-4", 78),
        (attack, "Forêt (Distance)", "Distance", "+2 DEF", 79),
        (attack, "Warbeast en Frénésie (Mêlée)", "Mêlée", "+2", 80),
    ]


# Focused tests of the constructs of these sheets, each a few lines of a sheet.


def inline(text: str) -> dict:
    """The tables of a Warmachine `freetext` sheet given as text."""
    return parse_inline(text, "inline.txt", "warmachine", "freetext").tables


def weapon_rows(text: str, *names: str) -> list[tuple]:
    return [tuple(w[name] for name in names) for w in inline(text)["weapons"].to_dict("records")]


def test_a_melee_card_printing_its_power_and_damage_roll_but_no_range():
    sheet = (
        "ARMES\n\nMarteau\nPUI 6   P+F 16\nFacultés : Allonge\n\n"
        "Épée\nMelee    PUI 4    P+F 10\n\nFléau\nPUI 5 / P+F 11\n"
    )
    assert weapon_rows(sheet, "name", "melee_only", "strength", "rules", "source_line") == [
        ("Marteau", True, 6, "Allonge", 3),
        ("Épée", True, 4, None, 7),
        ("Fléau", True, 5, None, 10),
    ]
    assert inline(sheet)["weapon_ranges"].empty


def test_a_card_typed_in_spreadsheet_cells_a_label_and_its_value_to_a_cell():
    sheet = (
        "ARMES\n\nFaucille\nPOR\tCàC\tCDT\t-\tZDE\t-\tPUI\t3\n"
        "Éclair\nPOR\t8\tCDT\t1\tZDE\t3\tPUI\t12\nCapacités\tArme magique, Gel (2)\n"
    )
    assert weapon_rows(sheet, "name", "melee_only", "strength", "template", "rules") == [
        ("Faucille", True, 3, None, None),
        ("Éclair", False, 12, "aoe-3", "Arme magique, Gel (2)"),
    ]


@pytest.mark.parametrize("label", ["Facultés d’arme", "Facultés d'armes", "Capacités spéciales", "Règles spéciales"])
def test_the_abilities_line_labelled_in_longer_words(label):
    sheet = f"ARMES\n\nGriffes\nPOR CàC CDT — ZDE — PUI 4\n{label} : Arme magique, Recul (1)\n"
    assert weapon_rows(sheet, "name", "rules") == [("Griffes", "Arme magique, Recul (1)")]


def test_an_abilities_list_wrapped_onto_the_next_line():
    sheet = (
        "ARMES\n\nFaux jumelles\nPOR CàC CDT — ZDE — PUI 6\n"
        "Facultés d’arme : Arme magique, Perce-âme (2), Déchiquetage, Drain d’âme, Arme lourde,\nRecul (1)\n"
    )
    tables = inline(sheet)
    assert [w["rules"] for w in tables["weapons"].to_dict("records")] == [
        "Arme magique, Perce-âme (2), Déchiquetage, Drain d’âme, Arme lourde, Recul (1)"
    ]
    assert tables["rules"].empty


def test_a_signed_bonus_as_parameter_and_as_placeholder():
    sheet = (
        "ARMES\n\nCanon-bouclier\nPOR 8   CDT 1   ZDE –   PUI 12\nFacultés : Bouclier (+2)\n\n"
        "FACULTÉS\n\nBouclier (+X) : le porteur gagne +X ARM.\nRecul (X) : la cible est poussée de X pouces.\n"
    )
    tables = inline(sheet)
    assert [(r["name"], r["name_alt"], r["takes_param"]) for r in tables["rules"].to_dict("records")] == [
        ("Bouclier (+X)", None, True),
        ("Recul (X)", None, True),
    ]
    link = tables["weapon_rules"].to_dict("records")[0]
    assert (link["rule_name"], link["param"], link["rule_id"], link["match"]) == (
        "Bouclier",
        "+2",
        "inline:bouclier-x",
        "exact",
    )


def test_modes_in_parentheses_on_cards_and_in_a_table():
    cards = (
        "ARMES\n\nLance-flammes (Souffle)\nPOR SP 8 / CDT 1 / ZDE – / PUI 12\n\n"
        "Lance-flammes (Jet)\nPOR 10 / CDT 1 / ZDE 3 / PUI 12\n\nCanon (Lourd)\nPOR 12 / PUI 14\n"
    )
    table = "ARMES\n\nArme\tPOR\tPUI\nCanon (Mitraille)\tSP 8\t12\nCanon (Boulet)\t12\t14\nHache (Lourde)\tCàC\t7\n"
    assert weapon_rows(cards, "name", "mode", "weapon_id") == [
        ("Lance-flammes", "Souffle", "inline:lance-flammes:souffle"),
        ("Lance-flammes", "Jet", "inline:lance-flammes:jet"),
        ("Canon (Lourd)", None, "inline:canon-lourd"),
    ]
    assert weapon_rows(table, "name", "mode") == [("Canon", "Mitraille"), ("Canon", "Boulet"), ("Hache (Lourde)", None)]


def modifier_rows(text: str) -> list[tuple]:
    return [(m["name"], m["value"], m["source_line"]) for m in inline(text)["modifiers"].to_dict("records")]


def test_long_modifier_lines_are_no_wrapped_text():
    sheet = (
        "Une figurine touchée par une attaque à distance ou magique peut bénéficier des modificateurs suivants\n"
        "selon la situation.\n\n"
        "MODIFICATEURS DE TIR\n\n"
        "Cible dans un nuage de brouillard : +2 DEF contre les attaques à distance\n"
        "Cible au tapis : DEF de base 5\n"
        "Champ de force actif - +1 ARM contre les attaques a distance\n"
        "Cible en melee - -4 au jet d'attaque\n"
    )
    assert modifier_rows(sheet) == [
        ("Cible dans un nuage de brouillard", "+2 DEF contre les attaques à distance", 6),
        ("Cible au tapis", "DEF de base 5", 7),
        ("Champ de force actif", "+1 ARM contre les attaques a distance", 8),
        ("Cible en melee", "-4 au jet d'attaque", 9),
    ]


def test_a_modifier_in_words_among_modifier_lines():
    sheet = (
        "MODIFICATEURS D’ATTAQUE\n\nAttaque de dos : +2 au jet d’attaque\nCible au tapis : DEF de base 5\n"
        "Cible incorporelle : les attaques sans arme magique ratent\n\n"
        "RÈGLES\n\nCouvert : une figurine derrière un mur est à couvert\n"
    )
    assert modifier_rows(sheet) == [
        ("Attaque de dos", "+2 au jet d’attaque", 3),
        ("Cible au tapis", "DEF de base 5", 4),
        ("Cible incorporelle", "les attaques sans arme magique ratent", 5),
    ]
    assert list(inline(sheet)["rules"]["name"]) == ["Couvert"]


def test_a_page_break_opening_a_line_adds_no_line():
    sheet = "RÈGLES\n\nFeu : la cible brûle.\n\x0cMODIFICATEURS\n\nCouvert\t+4 DEF\n"
    assert modifier_rows(sheet) == [("Couvert", "+4 DEF", 6)]
    assert kinds_of(sheet)[4] == "heading"


def kinds_of(text: str) -> dict[int, str]:
    coverage = parse_inline(text, "inline.txt", "warmachine", "freetext").coverage
    return dict(zip(coverage["source_line"], coverage["kind"], strict=True))


def rule_rows(text: str) -> list[tuple]:
    tables = inline(text)
    names = {r["rule_id"]: r["name"] for r in tables["rules"].to_dict("records")}
    return [
        (r["name"], names.get(nulls((r["parent_rule_id"],))[0]), r["source_line"])
        for r in tables["rules"].to_dict("records")
    ]


def test_paragraphs_naming_rules_before_a_spaced_dash():
    sheet = (
        "FACULTÉS\n\nAllonge – Cette arme a une zone de mêlée de 2”.\n\n"
        "Arme lourde – Une figurine touchée ne peut pas bénéficier de Parade.\n\n"
        "ARC NODAL\n\nUn warjack doté d’un arc nodal relaie les sorts.\n\n"
        "CANALISATION – Le warcaster lance un sort depuis le warjack.\nARC SATURÉ – Un seul sort par tour.\n\n"
        "NOTES\n\nLa portée – comme toujours – se mesure depuis le socle.\n"
    )
    assert rule_rows(sheet) == [
        ("Allonge", None, 3),
        ("Arme lourde", None, 5),
        ("ARC NODAL", None, 7),
        ("CANALISATION", "ARC NODAL", 11),
        ("ARC SATURÉ", "ARC NODAL", 12),
        ("NOTES", None, 14),
    ]


def test_named_bullets_of_one_list_are_all_entries_or_none():
    sheet = (
        "FOCUS\n\nLe warcaster reçoit ses points de focus. Il les dépense ainsi.\n\n"
        "- Allocation : jusqu’à 3 points par warjack.\n- Boost : 1 point pour ajouter un dé.\n"
        "- Surplus : chaque point donne +1 ARM.\n\n"
        "CAVALERIE\n\nLes cavaliers chargent.\n\n"
        "- **Monture :** La figurine a une monture.\n- Charge : la figurine avance.\n"
    )
    assert rule_rows(sheet) == [
        ("FOCUS", None, 1),
        ("Allocation", "FOCUS", 5),
        ("Boost", "FOCUS", 6),
        ("Surplus", "FOCUS", 7),
        ("CAVALERIE", None, 9),
        ("Monture", "CAVALERIE", 13),
    ]


def test_named_bullets_under_a_sentence_announcing_them():
    sheet = (
        "DÉSACTIVATION\n\nQuand toutes les cases d’un système sont détruites, le système est désactivé :\n\n"
        "•\tCortex (C) – le warjack perd son focus et ne peut plus en recevoir.\n"
        "•\tMouvement (M) – la DEF de base du warjack passe à 7 et il ne peut plus courir.\n\n"
        "ACTIVATION\n\nUne figurine avance, puis attaque.\n\n"
        "- Course : la figurine avance de deux fois sa VIT et ne fait rien d’autre.\n"
    )
    assert rule_rows(sheet) == [
        ("DÉSACTIVATION", None, 1),
        ("Cortex", "DÉSACTIVATION", 5),
        ("Mouvement", "DÉSACTIVATION", 6),
        ("ACTIVATION", None, 8),
    ]


def test_a_padded_export_section_name_over_its_own_sentence_and_a_list():
    sheet = (
        "KHADOR\t\t\t\nTitre de la fiche.\t\t\t\n\t\t\t\n"
        "CHAUDIÈRE\t\t\t\nUn warjack qui reçoit plus de 3 points de focus pousse sa chaudière.\t\t\t\n"
        "POUSSÉE DE VAPEUR\tLe warjack gagne +2 VIT.\t\t\nFUMÉE NOIRE\tUn nuage l’entoure.\t\t\n"
    )
    assert rule_rows(sheet) == [
        ("KHADOR", None, 1),
        ("POUSSÉE DE VAPEUR", "CHAUDIÈRE", 6),
        ("FUMÉE NOIRE", "CHAUDIÈRE", 7),
        ("CHAUDIÈRE", None, 4),
    ]
    assert inline(sheet)["reference_tables"].empty


def test_a_list_under_a_section_with_its_own_text_belongs_to_its_rule():
    sheet = (
        "ANIMI\n\nUn warlock lance l’animus d’un warbeast comme un sort.\n\n"
        "Sauvagerie (Animus)\tLe warbeast gagne +2 aux dégâts.\nPeau de pierre (Animus)\tLe warbeast gagne +2 ARM.\n\n"
        "ACTIVATION\n\nÉTAPE 1\tAllouez le focus.\nÉTAPE 2\tAvancez.\n"
    )
    tables = inline(sheet)
    assert rule_rows(sheet) == [("Sauvagerie", "ANIMI", 5), ("Peau de pierre", "ANIMI", 6), ("ANIMI", None, 1)]
    assert [r["rule_key"] for r in tables["rules"].to_dict("records")] == [
        "warmachine:animi/sauvagerie",
        "warmachine:animi/peau-de-pierre",
        "warmachine:animi",
    ]
    assert list(tables["reference_tables"]["value"]) == ["ÉTAPE 1", "Allouez le focus.", "ÉTAPE 2", "Avancez."]


def test_headings_set_between_equals_signs():
    sheet = (
        "== FACULTES ==\n\nARME LOURDE- Pas de Parade.\n\n=== Note ===\n\nTexte.\n\n"
        "== MODIFICATEURS DE TIR ==\n\nVisee - +2 au jet d'attaque\n"
    )
    tables = inline(sheet)
    assert [(r["name"], r["section"]) for r in tables["rules"].to_dict("records")] == [
        ("ARME LOURDE", "FACULTES"),
        ("Note", "FACULTES"),
    ]
    assert modifier_rows(sheet) == [("Visee", "+2 au jet d'attaque", 11)]


def test_a_spreadsheet_row_of_one_quoted_cell_is_its_text():
    sheet = (
        'FUREUR\n"Un warbeast gagne de la fureur quand on le force.\nIl ne peut pas dépasser sa FUR."\n'
        'FORCER\tLe warbeast gagne 1 fureur.\nPORTÉE\n"Au plus 8"" de son warlock."\n'
    )
    texts_of = {r["name"]: r["text"] for r in inline(sheet)["rules"].to_dict("records")}
    assert texts_of["FUREUR"] == "Un warbeast gagne de la fureur quand on le force. Il ne peut pas dépasser sa FUR."
    assert texts_of["PORTÉE"] == 'Au plus 8" de son warlock.'
    assert "unparsed" not in kinds_of(sheet).values()


def roll_rows(text: str) -> list[tuple]:
    return [
        (r["table_name"], r["roll_from"], r["roll_to"], r["result"])
        for r in inline(text)["roll_tables"].to_dict("records")
    ]


def test_dice_outcomes_whose_sign_a_pdf_copy_lost():
    sheet = (
        "FIN D’UN EFFET\n\nPendant l’entretien, lancez un d6 pour chaque effet :\n"
        "1–2 l’effet expire sans se résoudre.\n3–6 l’effet se résout et reste en jeu.\n\n"
        "DÉGÂTS\n\nLancez un D6 :\n2 figurines au plus subissent les dégâts.\n1 seule figurine est touchée.\n"
    )
    assert roll_rows(sheet) == [
        ("FIN D’UN EFFET", 1, 2, "l’effet expire sans se résoudre."),
        ("FIN D’UN EFFET", 3, 6, "l’effet se résout et reste en jeu."),
    ]
