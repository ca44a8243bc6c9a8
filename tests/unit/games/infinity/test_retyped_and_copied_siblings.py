"""Infinity (`tabular`) sheets; their Epic (`records`) siblings are tested in
tests/unit/games/epic/test_retyped_and_copied_siblings.py.

Infinity (`tabular`) and Epic (`records`) sheets as faithful siblings of
the real ones (tests/fixtures/sheets/), written blind by three kinds of volunteers: one
retyping the sheet by hand, one copying the official PDF, one keeping it in a spreadsheet.
More of the core rules this time (turn sequence, orders, reactions, states, morale, terrain),
rules with two levels of named sub-entries, dice tables and modifiers.

- `infinity-panoceanie-saisie.tsv` (typed by hand in a text editor, UTF-8, LF): a title and a
  credit line (`Saisie : Julien R. …`); the turn sequence as a `Nom<TAB>texte` row followed by
  rows whose first cell is empty (`<TAB>Phase Tactique : …`), one more tab for a sub-entry's
  own sub-entries (`<TAB><TAB>Contrôle de Retraite : …`); a heading over numbered steps named
  `1) Activation : …`; `Retraite !` with its sub-entry rows; a heading with a trailing space;
  a trailing tab after a skill's text; modifiers with a `Portée 20 cm 40 cm …` grid; terrain;
  a dice table `Autoréparation (D20)` with a `Résultat Effet` header and single faces (`1`,
  `20`); the weapons header in its own words and order (`Arme Courte … Dom. R Munitions
  Gabarit E/M Traits`), `-` for every empty cell, modes as `Fusil MULTI - AP`, a `Traits`
  column with a parameter (`Jetable (2), Anti-matériel`); a `*` footnote.
- `infinity-nomades-pdf.tsv` (copied out of the PDF, tabs put back in the tables, CRLF):
  page headers and footers (`INFINITY N5 · NOMADES      14`, `— 15 —`) between sections and in
  the middle of the weapons table, whose header row the PDF repeats on the next page;
  skills' texts hard-wrapped onto lines without a tab, words cut at line ends (`dé-` /
  `placer`); ligatures (`ﬁ`, `ﬂ`, `ﬀ`), in a heading too (`Modiﬁcateurs de tir`); bullets
  turned into the Symbol font's private glyph (``) and `▪` for a second level; names with
  `!` or an abbreviation in brackets (`Supplantation-1 (IMP-1)`); a dice table whose rolls are
  run together with their text (`1-5 La troupe tombe…`); ammunition named `N`; a `TRAITS`
  column (`Tir Rapide (1)`), a `4//2` burst with `/AP/DA`.
- `infinity-armee-combinee-excel.csv` (French Excel, `;`, Windows-1252, CRLF, LF inside quoted
  cells, every row padded to twelve cells): a quoted credit line with a `;`; header rows over
  each table (`RÈGLE;DESCRIPTION`, `COMPÉTENCE;OPTION;EFFET`); sub-entries as rows whose
  merged first cell is left empty and whose name is in the `OPTION` column; named lines inside
  a quoted cell (`Conditions : …`); a modifier grid by attribute (`MODIFICATEUR;TR;CC;PH`) with
  one `+` Excel dropped; terrain without a header; a dice table `D20;RÉSULTAT`; a `MODE` column
  whose name cell is empty under a weapon's first mode; a trailing space in name cells.
- `infinity-tohaa-gsheets.csv` (Google Sheets, `,`, UTF-8 without a BOM, CRLF, rows padded to
  eleven cells, quotes only where needed, `""` inside a cell): core rules with their
  abbreviation (`Zone de Contrôle (ZC)`); two levels of named sub-entries inside one cell
  (`Types :` then `• Fireteam Duo : …`); named lines in a cell; a trait with a parameter in
  words (`Vulnérable (E/M)`); `Modificateur,Valeur` and `Terrain,Effet` headers; a dice table
  ranged with spaces (`1 - 5`, as Sheets turns `1-5` into a date); a strength of `--`.

Every value below was written by hand from the sheets, before the parser was run on them."""

from __future__ import annotations

import pytest

from pipeline.contract.validate import typed_tables, validate_tables
from tests.conftest import parsed_fixture as result
from tests.tabrec import (
    ANTI_MATERIEL,
    DEPLOYABLE,
    INTUITIVE,
    NORMALE,
    PANO_BANDS,
    PERFORANT,
    SUPPRESSION,
    ammunition,
    bands,
    choice,
    each,
    item,
    items,
    jetable,
    kinds,
    max_bands,
    modifiers,
    rolls,
    rules,
    texts,
    weapons,
)

PANO = "infinity-panoceanie-saisie.tsv"
NOMADES = "infinity-nomades-pdf.tsv"
ARMEE = "infinity-armee-combinee-excel.csv"
TOHAA = "infinity-tohaa-gsheets.csv"
GARDE = "epic-garde-imperiale-saisie.txt"
ELDARS = "epic-eldars-pdf.txt"


NEW_SHEETS = [PANO, NOMADES, ARMEE, TOHAA]


@pytest.mark.parametrize("file", NEW_SHEETS)
def test_every_line_is_read_and_the_tables_validate(file):
    assert "unparsed" not in kinds(file).values()
    assert validate_tables(typed_tables(result(file).tables)) == []


VIRAL = item("Viral", "viral")


# Infinity, PanOceania typed by hand (tab-indented sub-entries, numbered steps, modes, traits).


def test_panoceania_weapons_under_a_header_in_the_typists_words():
    assert weapons(PANO) == [
        ("Arme CC", None, 100, True, True, None, "PH", 0, None, None, False),
        ("Couteau", None, 101, True, True, None, "PH", -1, None, None, False),
        ("Pistolet", None, 102, False, True, 11, None, None, 2, None, False),
        ("Pistolet Lourd", None, 103, False, True, 15, None, None, 1, None, False),
        ("Fusil Combi", None, 104, False, False, 13, None, None, 3, None, True),
        ("Fusil MULTI", "AP", 105, False, False, 13, None, None, 2, None, True),
        ("Fusil MULTI", "DA", 106, False, False, 13, None, None, 1, None, True),
        ("Spitfire", None, 107, False, False, 14, None, None, 4, None, False),
        ("Mitrailleuse (HMG)", None, 108, False, False, 15, None, None, 4, None, False),
        ("Fusil de Sniper MULTI", "AP", 109, False, False, 15, None, None, 2, None, True),
        ("Fusil de Sniper MULTI", "DA", 110, False, False, 15, None, None, 1, None, True),
        ("Lance-missiles", None, 111, False, False, 14, None, None, 1, "Circulaire", False),
        ("Lance-grenades Lourd", None, 112, False, False, 13, None, None, 1, "Circulaire", False),
        ("Panzerfaust", None, 113, False, False, 14, None, None, 1, None, False),
        ("Lance-flammes Lourd", None, 114, False, False, 14, None, None, 1, "GrdLarme", False),
        ("Mines Antipersonnelles", None, 115, False, False, 13, None, None, 1, "Circulaire", True),
        ("Fusil Nanotech", None, 116, False, False, 13, None, None, 2, None, True),
        ("Canon Magnétique", None, 117, False, False, 15, None, None, 2, None, True),
        ("Canon Magnétique Hyper-Rapide (HMC)", None, 118, False, False, 15, None, None, 5, None, True),
    ]
    assert "unread_columns" not in result(PANO).report
    assert kinds(PANO)[120] != "weapon"


def test_panoceania_bands():
    assert bands(PANO, "arme-cc") == []
    assert bands(PANO, "pistolet") == max_bands(PANO_BANDS, "20/+3", "40/0")
    assert bands(PANO, "fusil-multi:ap") == max_bands(PANO_BANDS, "20/+3", "40/+3", "60/-3", "120/-6")
    assert bands(PANO, "fusil-de-sniper-multi:da") == max_bands(PANO_BANDS, "30/0", "90/+3", "130/-3", "260/-6")
    assert bands(PANO, "spitfire") == max_bands(PANO_BANDS, "20/+3", "60/+3", "80/0", "120/-6")
    assert bands(PANO, "fusil-nanotech") == max_bands(PANO_BANDS, "20/0", "40/+3", "80/-3", "120/-6")
    assert bands(PANO, "mines-antipersonnelles") == []


def test_panoceania_ammunition_and_traits():
    assert items(PANO, "arme-cc") == [NORMALE]
    assert items(PANO, "couteau") == [item("SH", "shock"), item("Silencieux", "silencieux")]
    assert items(PANO, "pistolet") == [NORMALE]
    assert items(PANO, "fusil-combi") == [NORMALE, SUPPRESSION]
    assert items(PANO, "fusil-multi:ap") == [item("AP", "ap")]
    assert items(PANO, "fusil-multi:da") == [item("DA", "da")]
    assert items(PANO, "lance-missiles") == [each("AP", "ap"), each("EXP", "exp"), ANTI_MATERIEL]
    assert items(PANO, "lance-grenades-lourd") == [NORMALE, item("Tir Spéculatif", "tir-speculatif")]
    assert items(PANO, "panzerfaust") == [each("AP", "ap"), each("EXP", "exp"), jetable(2), ANTI_MATERIEL]
    assert items(PANO, "lance-flammes-lourd") == [item("INC", "incendiaire"), INTUITIVE]
    assert items(PANO, "mines-antipersonnelles") == [item("SH", "shock"), DEPLOYABLE, item("Camouflé", "camoufle")]
    assert items(PANO, "fusil-nanotech") == [item("Nanotech", "nanotech")]
    assert items(PANO, "canon-magnetique-hyper-rapide-hmc") == [item("AP", "ap"), SUPPRESSION]


def test_panoceania_rules_with_two_levels_of_sub_entries():
    turn = "Séquence du tour"
    steps = "Séquence d'Ordre"
    orders = "Ordres"
    dice = "Jeu de dés"
    skills = "Compétences et équipements"
    ammo = "Munitions"
    assert rules(PANO) == [
        ("Tour de jeu", None, turn, None, False, None, 6),
        ("Phase Tactique", None, "Tour de jeu", None, False, "tour-de-jeu", 7),
        ("Contrôle de Retraite", None, "Phase Tactique", None, False, "phase-tactique", 8),
        ("Décompte des Ordres", None, "Phase Tactique", None, False, "phase-tactique", 9),
        ("Phase Impétueuse", None, "Tour de jeu", None, False, "tour-de-jeu", 10),
        ("Phase d'Ordres", None, "Tour de jeu", None, False, "tour-de-jeu", 11),
        ("Phase des États", None, "Tour de jeu", None, False, "tour-de-jeu", 12),
        # A heading over entries only groups them (no rule of its own, as a glossary's).
        ("Activation", None, steps, None, False, None, 15),
        ("Déclaration des ORA", None, steps, None, False, None, 16),
        ("Seconde Compétence", None, steps, None, False, None, 17),
        ("Résolution", None, steps, None, False, None, 18),
        ("Ordre Régulier", None, orders, None, False, None, 22),
        ("Ordre Irrégulier", None, orders, None, False, None, 23),
        ("Ordre Impétueux", None, orders, None, False, None, 24),
        ("Ordre de Lieutenant", None, orders, None, False, None, 25),
        ("Ordre Coordonné", None, orders, None, False, None, 26),
        ("Retraite !", None, orders, None, False, None, 28),
        ("Effets", None, "Retraite !", None, False, "retraite", 29),
        ("Fin de partie", None, "Retraite !", None, False, "retraite", 30),
        ("Réussite", None, dice, None, False, None, 34),
        ("Critique", None, dice, None, False, None, 35),
        ("Jet d'Opposition", None, dice, None, False, None, 36),
        ("Hacker", None, skills, None, False, None, 65),
        ("Carbonite", None, "Hacker", None, False, "hacker", 66),
        ("Spotlight", None, "Hacker", None, False, "hacker", 67),
        ("Oblivion", None, "Hacker", None, False, "hacker", 68),
        ("Infirmier", None, skills, None, False, None, 69),
        ("Ordre Militaire", None, skills, None, False, None, 70),
        ("Vœu de Combat", None, "Ordre Militaire", None, False, "ordre-militaire", 71),
        ("Vœu de Foi", None, "Ordre Militaire", None, False, "ordre-militaire", 72),
        ("Vœu de Sacrifice", None, "Ordre Militaire", None, False, "ordre-militaire", 73),
        ("Mimétisme (X)", None, skills, None, True, None, 74),
        ("Vaillance N1", None, skills, None, False, None, 75),
        ("Vaillance N2", None, skills, None, False, None, 76),
        ("Jetable (X)", None, skills, None, True, None, 77),
        ("Anti-matériel", None, skills, None, False, None, 78),
        ("Tir de Suppression", None, skills, None, False, None, 79),
        ("Tir Spéculatif", None, skills, None, False, None, 80),
        ("Déployable", None, skills, None, False, None, 81),
        ("Camouflé", None, skills, None, False, None, 82),
        ("Silencieux", None, skills, None, False, None, 83),
        ("Intuitive", None, skills, None, False, None, 84),
        ("Normale", "N", ammo, None, False, None, 89),
        ("AP", None, ammo, None, False, None, 90),
        ("DA", None, ammo, None, False, None, 91),
        ("EXP", None, ammo, None, False, None, 92),
        ("Shock", "SH", ammo, None, False, None, 93),
        ("Incendiaire", "INC", ammo, None, False, None, 94),
        ("Nanotech", None, ammo, None, False, None, 95),
    ]
    found = texts(PANO)
    assert found["Contrôle de Retraite"] == "vérifier si l'armée est en Retraite."
    assert found["Phase d'Ordres"] == "le joueur actif dépense ses Ordres un par un."
    assert found["Déclaration des ORA"] == "chaque ennemi qui voit la troupe peut déclarer une ORA."
    assert found["Fin de partie"] == "la partie s'arrête à la fin du Tour de Jeu suivant."
    assert found["Infirmier"] == "VOL : annule l'état Inconscient d'une troupe alliée au contact."
    assert found["Vœu de Combat"] == "+1 en R au CC."
    assert found["Hacker"].startswith("Porte un Dispositif de Piratage. Programmes disponibles :")
    assert not any(name.startswith("Saisie") for name in found)


def test_panoceania_modifiers_terrain_dice_and_ammunition():
    section = "Modificateurs"
    terrain = "Types de terrain"
    assert modifiers(PANO) == [
        (section, "Couverture Partielle", None, "TR -3 pour l'attaquant, BLI +3 pour la cible", 40),
        (section, "Mimétisme", None, "TR -3", 41),
        (section, "Camouflage TO", None, "TR -6", 42),
        (section, "Visibilité Réduite", None, "-3", 43),
        (section, "Visibilité Nulle", None, "-6", 44),
        (section, "Tir en CC", None, "TR -6", 45),
        (section, "Engagé", None, "-3 à toute compétence autre que CC", 46),
        (section, "Découvrir (20 cm)", "20 cm", "+3", 48),
        (section, "Découvrir (40 cm)", "40 cm", "0", 48),
        (section, "Découvrir (80 cm)", "80 cm", "-3", 48),
        (section, "Découvrir (120 cm)", "120 cm", "-6", 48),
        (terrain, "Difficile", None, "MOV -5 cm pour les troupes sans Terrain", 52),
        (terrain, "Très Difficile", None, "MOV 0 sauf Terrain Total ou Escalader Plus", 53),
        (terrain, "Vertical", None, "Escalader seulement", 54),
    ]
    table = "Autoréparation"
    assert rolls(PANO) == [
        (table, "D20", 1, 1, "Échec critique : la troupe perd 1 STR.", 58),
        (table, "D20", 2, 9, "Échec : aucun effet.", 59),
        (table, "D20", 10, 19, "Réussite : la troupe récupère 1 STR.", 60),
        (table, "D20", 20, 20, "Critique : la troupe récupère 2 STR.", 61),
    ]
    assert ammunition(PANO) == [
        ("normale", "1 blessure", "1x BLI", "Blessure directe", 89),
        ("ap", "BLI divisée par 2", "1x BLI/2", "Blessure directe", 90),
        ("da", "2 blessures", "2x BLI", "1 Blessure directe + 1x BLI", 91),
        ("exp", "3 blessures", "3x BLI", "1 Blessure directe + 2x BLI", 92),
        ("shock", "1 blessure, Mort si la cible est Inconsciente", "1x BLI", "1 Blessure directe", 93),
        ("incendiaire", "1 blessure par jet raté", "N x BLI", "1 Blessure directe", 94),
        ("nanotech", "1 blessure", "1x PB", "1 Blessure directe", 95),
    ]


# Infinity, Nomads copied out of the PDF (page furniture, hard wraps, ligatures, odd bullets).

NOMADES_BANDS = ("COURTE", "MOYENNE", "LONGUE", "EXTREME")
PAGE_FURNITURE = (28, 63, 64, 86, 87, 100)


def test_nomads_weapons_across_a_page_break():
    assert weapons(NOMADES) == [
        ("Arme CC", None, 79, True, True, None, "PH", 0, None, None, False),
        ("Pistolet", None, 80, False, True, 11, None, None, 2, None, False),
        ("Pistolet Lourd", None, 81, False, True, 15, None, None, 1, None, False),
        ("Fusil Combi", None, 82, False, False, 13, None, None, 3, None, True),
        ("Fusil Combi Nanotech", None, 83, False, False, 13, None, None, 3, None, True),
        ("Spitfire", None, 84, False, False, 14, None, None, 4, None, True),
        ("Mitrailleuse Multi", None, 85, False, False, 15, None, None, 4, None, True),
        ("Fusil de Sniper", None, 89, False, False, 15, None, None, 2, None, False),
        ("Fusil à pompe Léger", None, 90, False, False, 13, None, None, 2, "PteLarme", False),
        ("Lance-grenades E/M", None, 91, False, False, 13, None, None, 1, "Circulaire", True),
        ("Pulsation Flash", None, 92, False, False, 13, None, None, 1, None, True),
        ("Pistolet-Mitrailleur", None, 93, False, False, 13, None, None, 3, None, False),
        ("Lance-missiles Guidé", None, 94, False, False, 14, None, None, 1, "Circulaire", True),
        ("Mines Antipersonnelles", None, 95, False, False, 13, None, None, None, "Circulaire", True),
        ("Lance-grenades Jetable", None, 96, False, False, 13, None, None, 1, "Circulaire", True),
    ]
    assert bands(NOMADES, "pistolet-lourd") == max_bands(NOMADES_BANDS, "20/+3", "40/0")
    assert bands(NOMADES, "fusil-de-sniper") == max_bands(NOMADES_BANDS, "30/0", "90/+3", "130/-3", "260/-6")
    assert bands(NOMADES, "lance-grenades-jetable") == max_bands(NOMADES_BANDS, "10/+3", "20/0", "30/-3")
    assert bands(NOMADES, "mines-antipersonnelles") == []


def test_nomads_ammunition_and_traits():
    e_m = item("E/M", "e-m")
    assert items(NOMADES, "arme-cc") == [item("N", "n")]
    assert items(NOMADES, "pistolet-lourd") == [item("N", "n"), PERFORANT]
    assert items(NOMADES, "fusil-combi-nanotech") == [item("Nanotech", "nanotech")]
    assert items(NOMADES, "spitfire") == [
        item("N", "n"),
        item("Tir Rapide (1)", "tir-rapide-x", name="Tir Rapide", param="1"),
    ]
    assert items(NOMADES, "mitrailleuse-multi") == [choice("AP", "ap", 2), choice("DA", "da", 3)]
    assert items(NOMADES, "lance-grenades-e-m") == [e_m]
    assert items(NOMADES, "pulsation-flash") == [item("Flash", "flash")]
    assert items(NOMADES, "lance-missiles-guide") == [each("AP", "ap"), each("DA", "da"), INTUITIVE]
    assert items(NOMADES, "mines-antipersonnelles") == [item("N", "n"), DEPLOYABLE]
    assert items(NOMADES, "lance-grenades-jetable") == [e_m, jetable(2)]


def test_nomads_reactions_states_and_skills_read_past_the_pdf():
    reactions = "Réactions"  # the heading's name, its parenthesis aside
    states = "États"
    skills = "Compétences spéciales"
    ammo = "Munitions"
    assert rules(NOMADES) == [
        ("Esquive", None, reactions, None, False, None, 6),
        ("Changer de Posture", None, reactions, None, False, None, 8),
        ("Alerte !", None, reactions, None, False, None, 10),
        ("Retard d’ORA", None, reactions, None, False, None, 12),
        ("États", None, states, None, False, None, 17),
        ("Inconscient", None, states, None, False, "etats", 18),
        ("Mort", None, states, None, False, "etats", 19),
        ("Immobilisé", None, states, None, False, "etats", 20),
        ("Immobilisé-1", None, "Immobilisé", None, False, "immobilise", 21),
        ("Immobilisé-2", None, "Immobilisé", None, False, "immobilise", 22),
        ("Isolé", None, states, None, False, "etats", 23),
        ("Garde", None, states, None, False, None, 25),
        ("Supplantation", None, skills, None, False, None, 32),
        ("Supplantation-1", "IMP-1", "Supplantation", None, False, "supplantation", 34),
        ("Supplantation-2", "IMP-2", "Supplantation", None, False, "supplantation", 35),
        ("Cybermasque", None, skills, None, False, None, 36),
        ("Hacker Tueur", None, skills, None, False, None, 38),
        ("Observateur d’Artillerie", None, skills, None, False, None, 40),
        ("Infiltration", None, skills, None, False, None, 42),
        ("Tir Rapide (X)", None, skills, None, True, None, 44),
        ("Perforant", None, skills, None, False, None, 45),
        ("Jetable (X)", None, skills, None, True, None, 46),
        ("Intuitive", None, skills, None, False, None, 47),
        ("Déployable", None, skills, None, False, None, 48),
        ("N", None, ammo, None, False, None, 69),
        ("AP", None, ammo, None, False, None, 70),
        ("DA", None, ammo, None, False, None, 71),
        ("E/M", None, ammo, None, False, None, 72),
        ("Flash", None, ammo, None, False, None, 73),
        ("Nanotech", None, ammo, None, False, None, 74),
    ]
    found = texts(NOMADES)
    assert found["Esquive"] == (
        "Jet de PH en opposition contre l’attaque. En cas de réussite, la troupe peut se déplacer de 5 cm au "
        "maximum et annule l’attaque."
    )
    assert found["Alerte !"] == (
        "Toutes les troupes alliées dans la Zone de Contrôle perdent leur état Camouflé et peuvent déclarer une "
        "ORA à leur tour."
    )
    assert found["Observateur d’Artillerie"] == (
        "VOL : marque la cible (état Ciblé). Les armes guidées peuvent alors tirer sans LdV."
    )
    assert found["Immobilisé-2"] == "annulé uniquement par un Ingénieur ou un Hacker allié."
    assert found["Supplantation-1"] == "les ennemis doivent réussir un jet de Découvrir à VOL-6."
    assert found["Garde"].startswith("Quand la Réserve d’Ordres tombe à zéro, chaque troupe fait un jet de Garde")
    assert "ne peut plus dépenser d’Ordre ce tour." in found["Garde"]
    assert not any("NOMADES" in (text or "") for text in found.values())
    covered = kinds(NOMADES)
    assert all(covered.get(line) not in ("rule", "weapon", "unparsed") for line in PAGE_FURNITURE)
    assert covered[88] == "repeated_header"  # the header the PDF prints again on the next page


def test_nomads_fall_table_modifiers_and_ammunition():
    table = "Jet de Chute"
    assert rolls(NOMADES) == [
        (table, "D20", 1, 5, "La troupe tombe et subit un jet de BLI sans PB.", 51),
        (table, "D20", 6, 15, "La troupe tombe et passe à l’état Couché.", 52),
        (table, "D20", 16, 20, "Atterrissage réussi : aucun effet.", 53),
    ]
    section = "Modificateurs de tir"
    assert modifiers(NOMADES) == [
        (section, "Couverture Partielle", None, "-3 TR ; +3 BLI", 57),
        (section, "Supplantation", None, "-3 TR", 58),
        (section, "Zone de Visibilité Réduite", None, "-3", 59),
        (section, "Zone de Visibilité Nulle", None, "-6", 60),
        (section, "Tir en Corps à Corps", None, "-6", 61),
    ]
    assert ammunition(NOMADES) == [
        ("n", "1 blessure", "BLI", "Blessure directe", 69),
        ("ap", "1 blessure", "BLI/2", "Blessure directe", 70),
        ("da", "2 blessures", "2x BLI", "1 Blessure directe + 1x BLI", 71),
        ("e-m", "État Immobilisé-2", "PB/2", "Effet direct", 72),
        ("flash", "Aveuglé", "PB", "Effet direct", 73),
        ("nanotech", "1 blessure", "PB", "1 Blessure directe", 74),
    ]


# Infinity, Combined Army from a French Excel (cp1252, `;`, merged cells, an attribute grid).

ARMEE_BANDS = ("COURTE", "MOYENNE", "LONGUE", "EXTRÊME")


def test_combined_army_weapons_with_a_mode_column():
    assert weapons(ARMEE) == [
        ("Arme CC", None, 70, True, True, None, "PH", 0, None, None, False),
        ("Arme CC Monofilament", None, 71, True, True, None, "PH", 0, None, None, False),
        ("Pistolet Viral", None, 72, False, True, 13, None, None, 2, None, False),
        ("Pistolet Lourd", None, 73, False, True, 15, None, None, 1, None, False),
        ("Fusil Combi", None, 74, False, False, 13, None, None, 3, None, True),
        ("Fusil à Plasma", "Tir", 75, False, False, 14, None, None, 3, None, True),
        ("Fusil à Plasma", "Explosion", 76, False, False, 13, None, None, 1, "Circulaire", True),
        ("Fusil de Sniper Viral", None, 77, False, False, 15, None, None, 2, None, False),
        ("Mitrailleuse", None, 78, False, False, 15, None, None, 4, None, False),
        ("Lance-grenades Lourd", None, 79, False, False, 13, None, None, 1, "Circulaire", False),
        ("Lance-flammes Léger", None, 80, False, False, 13, None, None, 1, "GrdLarme", False),
        ("Mines Antipersonnelles", None, 81, False, False, 13, None, None, None, "Circulaire", True),
        ("Panzerfaust", None, 82, False, False, 14, None, None, 1, None, False),
        ("Spitfire", None, 83, False, False, 14, None, None, 4, None, True),
        ("Pulseur Nanotech", None, 84, False, False, 13, None, None, 1, "PteLarme", True),
        ("Canon Portable", None, 85, False, False, 15, None, None, 2, None, True),
    ]
    assert bands(ARMEE, "pistolet-viral") == max_bands(ARMEE_BANDS, "20/+3", "40/0")
    assert bands(ARMEE, "fusil-a-plasma:explosion") == max_bands(ARMEE_BANDS, "20/+3", "40/+3", "60/-3", "120/-6")
    assert bands(ARMEE, "fusil-de-sniper-viral") == max_bands(ARMEE_BANDS, "30/0", "90/+3", "130/-3", "260/-6")
    assert bands(ARMEE, "pulseur-nanotech") == []


def test_combined_army_ammunition_and_traits():
    assert items(ARMEE, "arme-cc") == [NORMALE]
    assert items(ARMEE, "arme-cc-monofilament") == [item("Monofilament", "monofilament")]
    assert items(ARMEE, "pistolet-viral") == [VIRAL]
    assert items(ARMEE, "pistolet-lourd") == [NORMALE, PERFORANT]
    assert items(ARMEE, "fusil-a-plasma:tir") == [item("Plasma", "plasma")]
    assert items(ARMEE, "fusil-a-plasma:explosion") == [item("Plasma", "plasma")]
    assert items(ARMEE, "fusil-de-sniper-viral") == [VIRAL, PERFORANT]
    assert items(ARMEE, "mitrailleuse") == [NORMALE, SUPPRESSION]
    assert items(ARMEE, "lance-flammes-leger") == [item("INC", "incendiaire"), INTUITIVE]
    assert items(ARMEE, "mines-antipersonnelles") == [NORMALE, DEPLOYABLE]
    assert items(ARMEE, "panzerfaust") == [each("AP", "ap"), each("EXP", "exp"), jetable(2), ANTI_MATERIEL]
    assert items(ARMEE, "pulseur-nanotech") == [item("Nanotech", "nanotech"), INTUITIVE]
    assert items(ARMEE, "canon-portable") == [item("AP", "ap"), ANTI_MATERIEL]


def test_combined_army_rules_with_sub_entries_in_the_option_column():
    command = "Commandement et moral"
    skills = "Compétences spéciales"
    ammo = "Munitions"
    assert rules(ARMEE) == [
        ("Lieutenant", None, command, None, False, None, 6),
        ("Perte de Lieutenant", None, command, None, False, None, 7),
        ("Garde", None, command, None, False, None, 8),
        ("Ordre Coordonné", None, command, None, False, None, 9),
        ("Conditions", None, "Ordre Coordonné", None, False, "ordre-coordonne", 10),
        ("ORA", None, "Ordre Coordonné", None, False, "ordre-coordonne", 11),
        ("Retraite", None, command, None, False, None, 12),
        ("Sepsitor", None, skills, None, False, None, 16),
        ("Graine-Embryon", None, skills, None, False, None, 17),
        ("Stade Embryon", None, "Graine-Embryon", None, False, "graine-embryon", 18),
        ("Stade Développé", None, "Graine-Embryon", None, False, "graine-embryon", 19),
        ("Fureur Morat", None, skills, None, False, None, 20),
        ("Dons Shasvastii", None, skills, None, False, None, 21),
        ("Camouflage Shasvastii", None, "Dons Shasvastii", None, False, "dons-shasvastii", 22),
        ("Saut Shasvastii", None, "Dons Shasvastii", None, False, "dons-shasvastii", 23),
        ("Cœur Noir", None, "Dons Shasvastii", None, False, "dons-shasvastii", 24),
        ("Sixième Sens", None, skills, None, False, None, 25),
        ("Immunité (X)", None, skills, None, True, None, 26),
        ("Mimétisme (X)", None, skills, None, True, None, 27),
        ("Jetable (X)", None, skills, None, True, None, 28),
        ("Anti-matériel", None, skills, None, False, None, 29),
        ("Tir de Suppression", None, skills, None, False, None, 30),
        ("Déployable", None, skills, None, False, None, 31),
        ("Perforant", None, skills, None, False, None, 32),
        ("Intuitive", None, skills, None, False, None, 33),
        ("Normale", "N", ammo, None, False, None, 58),
        ("AP", None, ammo, None, False, None, 59),
        ("EXP", None, ammo, None, False, None, 60),
        ("Viral", None, ammo, None, False, None, 61),
        ("Plasma", None, ammo, None, False, None, 62),
        ("Incendiaire", "INC", ammo, None, False, None, 63),
        ("Monofilament", None, ammo, None, False, None, 64),
        ("Nanotech", None, ammo, None, False, None, 65),
        ("Shock", "SH", ammo, None, False, None, 66),
    ]
    found = texts(ARMEE)
    assert found["Perte de Lieutenant"] == (
        "Si le Lieutenant est retiré ou Inconscient en début de tour, l’armée est en Perte de Lieutenant ; tous "
        "ses Ordres deviennent Irréguliers."
    )
    assert found["Stade Développé"] == "Au tour suivant, la troupe récupère son profil complet."
    assert found["Cœur Noir"] == "La troupe ignore la première Blessure de la partie."
    assert found["ORA"] == "chaque ennemi ne déclare qu’une ORA contre le groupe."
    assert found["Fureur Morat"] == "La troupe est Impétueuse ; elle gagne +3 en CC au premier tour."
    assert not any((name or "").startswith("Tapée") for name in found)


def test_combined_army_attribute_grid_terrain_dice_and_ammunition():
    section = "Modificateurs"
    terrain = "Terrain"
    assert modifiers(ARMEE) == [
        (section, "Couverture Partielle (TR)", "TR", "-3", 37),
        (section, "Camouflage (TR)", "TR", "-3", 38),
        (section, "Engagé (TR)", "TR", "-6", 39),
        (section, "Attaque dans le dos (CC)", "CC", "3", 40),
        (section, "Esquive de gabarit (PH)", "PH", "-3", 41),
        (section, "Chute (PH)", "PH", "-6", 42),
        (terrain, "Difficile", None, "MOV -5 cm pour les troupes sans Terrain.", 45),
        (terrain, "Très Difficile", None, "Seules les troupes avec Terrain Total ou Escalader Plus y entrent.", 46),
        (terrain, "Aquatique", None, "MOV/2 sauf Terrain (Aquatique).", 47),
    ]
    table = "Jet de Développement"
    assert rolls(ARMEE) == [
        (table, "D20", 1, 8, "L’Embryon reste sur la table.", 51),
        (table, "D20", 9, 15, "L’Embryon se développe à la fin du tour.", 52),
        (table, "D20", 16, 19, "L’Embryon se développe et gagne un Ordre Irrégulier.", 53),
        (table, "D20", 20, 20, "L’Embryon se développe immédiatement.", 54),
    ]
    assert ammunition(ARMEE) == [
        ("normale", "1 blessure", "BLI", "Blessure directe", 58),
        ("ap", "1 blessure", "BLI/2", "Blessure directe", 59),
        ("exp", "3 blessures", "3x BLI", "1 Blessure directe + 2x BLI", 60),
        ("viral", "2 blessures, Mort instantanée", "2x PB", "1 Blessure directe + 1x PB", 61),
        ("plasma", "1 blessure + E/M", "BLI + PB", "1 Blessure directe", 62),
        ("incendiaire", "1 blessure par jet raté", "N x BLI", "1 Blessure directe", 63),
        ("monofilament", "Mort instantanée", "BLI>12", "Mort instantanée", 64),
        ("nanotech", "1 blessure", "PB", "1 Blessure directe", 65),
        ("shock", "1 blessure, Mort si Inconscient", "BLI", "1 Blessure directe", 66),
    ]


# Infinity, Tohaa from Google Sheets (`,`, two levels of sub-entries in a cell, `1 - 5` rolls).

TOHAA_BANDS = ("Courte", "Moyenne", "Longue", "Extrême")


def test_tohaa_weapons():
    assert weapons(TOHAA) == [
        ("Arme CC", None, 77, True, True, None, "PH", 0, None, None, False),
        ("Pistolet Viral", None, 78, False, True, 13, None, None, 2, None, False),
        ("Fusil Combi Viral", None, 79, False, False, 13, None, None, 3, None, False),
        ("Pistolet Nanotech", None, 80, False, True, 11, None, None, 2, None, True),
        ("Fusil de Sniper Viral", None, 81, False, False, 15, None, None, 2, None, False),
        ("Mitrailleuse Lourde Viral", None, 82, False, False, 15, None, None, 4, None, False),
        ("Lance-grenades Léger", None, 83, False, False, 13, None, None, 1, "Circulaire", False),
        ("Lance-grenades Léger Fumigène", None, 84, False, False, None, None, None, 1, "Circulaire", False),
        ("Lance-flammes Lourd", None, 85, False, False, 14, None, None, 1, "GrdLarme", False),
        ("Lance Gluon", None, 86, False, False, 14, None, None, 1, None, True),
        ("Mines Virales", None, 87, False, False, 13, None, None, None, "Circulaire", True),
        ("Pulseur de Swarm", None, 88, False, False, 13, None, None, 1, "PteLarme", True),
        ("Canon Spitfire Triade", None, 89, False, False, 14, None, None, 4, None, True),
    ]
    assert bands(TOHAA, "lance-grenades-leger") == max_bands(TOHAA_BANDS, "10/0", "40/+3", "60/-3", "120/-6")
    assert bands(TOHAA, "lance-gluon") == max_bands(TOHAA_BANDS, "20/+3", "80/0", "120/-3", "240/-6")
    assert bands(TOHAA, "pistolet-nanotech") == max_bands(TOHAA_BANDS, "20/+3", "40/0")


def test_tohaa_ammunition_and_traits_with_a_parameter_in_words():
    assert items(TOHAA, "arme-cc") == [NORMALE]
    assert items(TOHAA, "fusil-combi-viral") == [VIRAL, SUPPRESSION]
    assert items(TOHAA, "mitrailleuse-lourde-viral") == [
        VIRAL,
        SUPPRESSION,
        item("Rafale Adaptative", "rafale-adaptative"),
    ]
    assert items(TOHAA, "lance-grenades-leger-fumigene") == [
        item("Fumigène", "fumigene"),
        item("Vulnérable (E/M)", "vulnerable-x", name="Vulnérable", param="E/M"),
    ]
    assert items(TOHAA, "lance-flammes-lourd") == [item("INC", "incendiaire")]
    assert items(TOHAA, "lance-gluon") == [each("AP", "ap"), each("DA", "da"), ANTI_MATERIEL, jetable(3)]
    assert items(TOHAA, "mines-virales") == [VIRAL, DEPLOYABLE]


def test_tohaa_core_rules_and_two_levels_of_sub_entries_in_a_cell():
    core = "Règles de base"
    fireteams = "Fireteams"
    skills = "Compétences spéciales"
    ammo = "Munitions"
    assert rules(TOHAA) == [
        ("Zone de Contrôle", "ZC", core, None, False, None, 6),
        ("Ligne de Vue", "LdV", core, None, False, None, 7),
        ("Silhouette", None, core, None, False, None, 8),
        ("Zone de Déploiement", "ZD", core, None, False, None, 9),
        ("Fireteam", None, fireteams, None, False, None, 13),
        # `Types :` and `Bonus :` announce the lists under them, no entries; `Niveau 1 : …`
        # is a numbered step (the number a word of its own), part of the text.
        ("Fireteam Duo", None, "Fireteam", None, False, "fireteam", 15),
        ("Fireteam Triade", None, "Fireteam", None, False, "fireteam", 16),
        ("Fireteam Noyau", None, "Fireteam", None, False, "fireteam", 17),
        ("Cohérence", None, fireteams, None, False, None, 23),
        ("Rupture de Fireteam", None, fireteams, None, False, None, 24),
        ("Armure Symbiotique", None, skills, None, False, None, 28),
        ("Armure Active", None, "Armure Symbiotique", None, False, "armure-symbiotique", 29),
        ("Armure Inactive", None, "Armure Symbiotique", None, False, "armure-symbiotique", 30),
        ("Chaksa", None, skills, None, False, None, 31),
        ("Triade", None, skills, None, False, None, 32),
        ("Symbio-Mate", None, skills, None, False, None, 33),
        ("Guérisseur Symbiotique", None, skills, None, False, None, 34),
        ("Jetable (X)", None, skills, None, True, None, 35),
        ("Anti-matériel", None, skills, None, False, None, 36),
        ("Déployable", None, skills, None, False, None, 37),
        ("Tir de Suppression", None, skills, None, False, None, 38),
        ("Vulnérable (X)", None, skills, None, True, None, 39),
        ("Rafale Adaptative", None, skills, None, False, None, 40),
        ("Normale", "N", ammo, None, False, None, 67),
        ("AP", None, ammo, None, False, None, 68),
        ("DA", None, ammo, None, False, None, 69),
        ("Viral", None, ammo, None, False, None, 70),
        ("Fumigène", None, ammo, None, False, None, 71),
        ("E/M", None, ammo, None, False, None, 72),
        ("Incendiaire", "INC", ammo, None, False, None, 73),
    ]
    found = texts(TOHAA)
    assert found["Fireteam Triade"] == "exactement 3 membres ; Triade est propre aux Tohaa."
    assert "- Niveau 3 : 4 membres, Découvrir +3." in found["Fireteam"]
    assert found["Armure Active"] == "BLI +3 et PB +3 tant que la troupe n'a pas perdu de Blessure."
    assert found["Chaksa"] == 'Auxiliaire : le Chaksa accompagne un Tohaa et agit avec son Ordre ("Périphérique").'
    assert found["Zone de Contrôle"] == (
        "Sphère de 20 cm autour de la troupe. Un ennemi qui s'active dans la ZC permet une ORA, même sans LdV."
    )


def test_tohaa_modifiers_terrain_symbiosis_and_ammunition():
    section = "Modificateurs"
    terrain = "Types de terrain"
    assert modifiers(TOHAA) == [
        (section, "Couverture Partielle", None, "-3 TR ; +3 BLI", 44),
        (section, "Mimétisme", None, "-3", 45),
        (section, "Camouflage", None, "-3", 46),
        (section, "Visibilité Réduite", None, "-3", 47),
        (section, "Tir en CC", None, "-6", 48),
        (section, "Tir Spéculatif", None, "-6", 49),
        (section, "Bonus de Fireteam (Niveau 2)", None, "+1 R", 50),
        (terrain, "Difficile", None, "MOV -5 cm", 54),
        (terrain, "Très Difficile", None, "MOV 0 sauf Terrain Total", 55),
        (terrain, "Zone de Visibilité Nulle", None, "Pas de LdV, MOD -6", 56),
    ]
    table = "Table de Symbiose"
    assert rolls(TOHAA) == [
        (table, "D20", 1, 5, "La symbiose échoue : la troupe perd son Armure Symbiotique.", 60),
        (table, "D20", 6, 15, "Aucun effet.", 61),
        (table, "D20", 16, 19, "La troupe récupère une Blessure.", 62),
        (table, "D20", 20, 20, "La troupe récupère son Armure Symbiotique active.", 63),
    ]
    assert ammunition(TOHAA) == [
        ("normale", "1 blessure", "BLI", "Blessure directe", 67),
        ("ap", "1 blessure", "BLI/2", "Blessure directe", 68),
        ("da", "2 blessures", "2x BLI", "1 Blessure directe + 1x BLI", 69),
        ("viral", "2 blessures", "2x PB", "1 Blessure directe + 1x PB", 70),
        ("fumigene", "Crée une zone de Visibilité Nulle", None, None, 71),
        ("e-m", "Immobilisé-2", "PB/2", "Effet direct", 72),
        ("incendiaire", "1 blessure par jet raté", "N x BLI", "1 Blessure directe", 73),
    ]
