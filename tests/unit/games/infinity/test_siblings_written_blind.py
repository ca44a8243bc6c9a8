"""Infinity (`tabular`) sheets; their Epic (`records`) siblings are tested in
tests/unit/games/epic/test_siblings_written_blind.py.

Infinity (`tabular`) and Epic (`records`) sheets as faithful siblings of
the real ones (tests/fixtures/sheets/), written blind: by volunteers who copied the layout
of `raw/infinity-core.tsv` or `raw/epic-abilities.txt` for another army.

- `infinity-panoceanie-gsheets.tsv`: PanOceania downloaded from Google Sheets as TSV
  (CRLF): every row padded with tabs to the sheet's eleven columns, blank rows made of tabs
  alone, headings too; the weapons header in title case with its accent (`Arme Courte …
  Extrême Dom Rafale Gabarit Munitions E/M Propriétés`), a `Propriétés` column of traits
  with parameters (`Jetable (2), Anti-matériel`); skills naming their sub-entries inline
  after `•` bullets (`… : • Brise-Glace : … • Cybermasque : …`); a dice table whose die is
  its first column's header (`D20 Direction`); the core sheet's 🎲 rolls.
- `infinity-haqqislam-excel-ansi.csv`: Haqqislam saved by a French Excel as `;` CSV in
  Windows-1252 (’ and … of its code page, … being 0x85), CRLF rows with the LF of
  Alt+Entrée inside quoted cells, every row padded with `;`; a `COMPÉTENCE;EFFET` header over
  the skills; sub-entries as `Nom : texte` lines of a cell under an `Options :` line or a
  sentence; empty cells where the core sheet has `--`; a dice table under `Métachimie (D20)`
  ranged in words (`1 à 2`); a modifier whose `+` Excel dropped (`3`); a trailing space
  after a weapon's name; a footnote under the weapons (`* Arme utilisable en Corps à Corps.`).
- `infinity-aleph-calc-guillemets.csv`: Aleph saved by LibreOffice as `,` CSV with every text
  cell quoted and numbers bare, rows padded; a credit line under the title; a `MODE` column
  whose name cell is left empty under a weapon's first mode (a merged cell); a `RÈGLES`
  column of traits; sub-entries as `Nom : texte` lines or `•` lines of a quoted cell; names
  with a colon (`G : Sauvegarde`) or a parameter in words (`Immunité (E/M)`); a three-column
  modifier table (`MODIFICATEUR VALEUR NOTE`); a dice table headed `Jet de Dispersion (D20)`
  over `Résultat Direction`.
- `infinity-tohaa-n5-tableur.tsv`: Tohaa in TSV (CRLF) with spelled-out headers (`Portée
  courte … Dommages Rafale … Traits`), `-` for every empty cell, trailing spaces in cells;
  sub-entries as rows under their skill whose name cell starts with `- `; a `Gabarit
  Direct (X)` trait given as `Gabarit Direct (Grande Larme)`; a weapon's modes as `Nom -
  Mode`; a modifier table `Situation Jet MOD` splitting the attribute from the value; a dice
  table `Jet d'Éclosion (D20)`.

Every value below was written by hand from the sheets, before the parser was run on them."""

from __future__ import annotations

import pytest

from pipeline.contract.validate import typed_tables, validate_tables
from tests.conftest import parsed_fixture as result
from tests.tabrec import (
    ANTI_MATERIEL,
    DEPLOYABLE,
    PANO_BANDS,
    ammunition,
    bands,
    choice,
    columns,
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

PANO = "infinity-panoceanie-gsheets.tsv"
HAQQ = "infinity-haqqislam-excel-ansi.csv"
ALEPH = "infinity-aleph-calc-guillemets.csv"
TOHAA = "infinity-tohaa-n5-tableur.tsv"
TITANS = "epic-legions-titaniques-word.txt"
CHAOS = "epic-demons-chaos-site.txt"


NEW_SHEETS = [PANO, HAQQ, ALEPH, TOHAA]


@pytest.mark.parametrize("file", NEW_SHEETS)
def test_every_line_is_read_and_the_tables_validate(file):
    assert "unparsed" not in kinds(file).values()
    assert validate_tables(typed_tables(result(file).tables)) == []


VIRAL = ("viral", "2 blessures. Mort instantanée en cas de blessure", "2x Jet PB", "1 Blessure directe + 1x Jet PB")


AP_EXP = [each("AP", "ap"), each("EXP", "exp")]


# Infinity, PanOceania from Google Sheets (rows padded with tabs, `•` sub-entries, traits).


def test_panoceania_weapons_under_a_title_case_header():
    assert weapons(PANO) == [
        ("Arme CC", None, 66, True, True, None, "PH", 0, None, None, False),
        ("Couteau", None, 67, True, True, None, "PH", -1, None, None, False),
        ("Pistolet", None, 68, False, True, 11, None, None, 2, None, False),
        ("Pistolet Lourd", None, 69, False, True, 15, None, None, 1, None, False),
        ("Fusil Combi", None, 70, False, False, 13, None, None, 3, None, True),
        ("Fusil MULTI", None, 71, False, False, 13, None, None, 3, None, True),
        ("Fusil de Sniper MULTI", None, 72, False, False, 15, None, None, 2, None, True),
        ("Mitrailleuse MULTI", None, 73, False, False, 15, None, None, 4, None, True),
        ("Spitfire", None, 74, False, False, 14, None, None, 4, None, True),
        ("Fusil à pompe Léger", None, 75, False, False, 13, None, None, 2, "PteLarme", False),
        ("Lance-grenades Lourd", None, 76, False, False, 13, None, None, 1, "Circulaire", False),
        ("Lance-missiles Guidés", None, 77, False, False, 14, None, None, 1, "Circulaire", True),
        ("Lance-flammes Lourd", None, 78, False, False, 14, None, None, None, "GrdLarme", False),
        ("Mines Antipersonnelles", None, 79, False, False, 13, None, None, None, "Circulaire PteLarme", True),
        ("Panzerfaust", None, 80, False, False, 14, None, None, 1, None, False),
        ("Fusil", None, 81, False, False, 13, None, None, 3, None, False),
        ("Mk12", None, 82, False, False, 15, None, None, 3, None, False),
        ("Canon Magnétique", None, 83, False, False, 15, None, None, 2, None, True),
        ("Lance-grenades E/M", None, 84, False, False, 13, None, None, 1, "Circulaire", True),
        ("Pulseur Plasma", None, 85, False, False, 13, None, None, 1, "PteLarme", True),
    ]
    assert "unread_columns" not in result(PANO).report


def test_panoceania_bands():
    assert bands(PANO, "arme-cc") == []
    assert bands(PANO, "pistolet") == max_bands(PANO_BANDS, "10/+3", "20/0", "40/-3", "60/-6")
    assert bands(PANO, "pistolet-lourd") == max_bands(PANO_BANDS, "10/+3", "20/0", "40/-3")
    assert bands(PANO, "fusil-de-sniper-multi") == max_bands(PANO_BANDS, "30/0", "90/+3", "130/-3", "260/-6")
    assert bands(PANO, "spitfire") == max_bands(PANO_BANDS, "20/+3", "60/+3", "80/0", "120/-6")
    assert bands(PANO, "fusil-a-pompe-leger") == max_bands(PANO_BANDS, "20/+3", "40/0", "60/-3")
    assert bands(PANO, "canon-magnetique") == max_bands(PANO_BANDS, "20/0", "80/+3", "120/-3", "260/-6")
    assert bands(PANO, "lance-grenades-e-m") == max_bands(PANO_BANDS, "10/0", "40/+3", "60/-3", "120/-6")
    assert bands(PANO, "mines-antipersonnelles") == []


def test_panoceania_ammunition_and_properties():
    suppression = item("Tir de Suppression", "tir-de-suppression")
    assert items(PANO, "arme-cc") == []
    assert items(PANO, "couteau") == [item("SH", "shock")]
    assert items(PANO, "pistolet") == []
    assert items(PANO, "fusil-combi") == [suppression]
    assert items(PANO, "fusil-multi") == [choice("AP", "ap", 2), choice("DA", "da", 3)]
    assert items(PANO, "fusil-de-sniper-multi") == [choice("AP", "ap", 1), choice("DA", "da", 2)]
    assert items(PANO, "mitrailleuse-multi") == [choice("AP", "ap", 2), choice("EXP", "exp", 3), suppression]
    assert items(PANO, "lance-missiles-guides") == [each("EXP", "exp"), each("AP", "ap"), ANTI_MATERIEL]
    assert items(PANO, "lance-flammes-lourd") == [item("INC", "incendiaire")]
    assert items(PANO, "mines-antipersonnelles") == [item("SH", "shock"), DEPLOYABLE]
    assert items(PANO, "panzerfaust") == [*AP_EXP, jetable(2), ANTI_MATERIEL]
    assert items(PANO, "canon-magnetique") == [item("AP", "ap"), ANTI_MATERIEL]
    assert items(PANO, "lance-grenades-e-m") == [item("E/M", "e-m"), item("Tir Spéculatif", "tir-speculatif")]
    assert items(PANO, "pulseur-plasma") == [item("Plasma", "plasma"), jetable(1)]


def test_panoceania_skills_name_their_sub_entries_after_bullets_inline():
    skills = "Compétences"
    ammo = "Type de munition"
    assert rules(PANO) == [
        ("Camouflage Thermo-Optique", "TO", skills, None, False, None, 5),
        ("Mimétisme", None, skills, None, False, None, 6),
        ("Sixième Sens N1", None, skills, None, False, None, 7),
        ("Sixième Sens N2", None, skills, None, False, None, 8),
        ("Piratage Plus", None, skills, None, False, None, 9),
        ("Brise-Glace", None, "Piratage Plus", None, False, "piratage-plus", 9),
        ("Cybermasque", None, "Piratage Plus", None, False, "piratage-plus", 9),
        ("Contrôle Total", None, "Piratage Plus", None, False, "piratage-plus", 9),
        ("Ordre Militaire", None, skills, None, False, None, 10),
        ("Charge", None, "Ordre Militaire", None, False, "ordre-militaire", 10),
        ("Serment", None, "Ordre Militaire", None, False, "ordre-militaire", 10),
        ("Infirmier", None, skills, None, False, None, 11),
        ("Régénération", None, skills, None, False, None, 12),
        ("Déployable", None, skills, None, False, None, 13),
        ("Jetable (X)", None, skills, None, True, None, 14),
        ("Anti-matériel", None, skills, None, False, None, 15),
        ("Tir de Suppression", None, skills, None, False, None, 16),
        ("Tir Spéculatif", None, skills, None, False, None, 17),
        ("Infiltration N1", None, skills, None, False, None, 18),
        ("Vaillance N2 – Tenace", None, skills, None, False, None, 19),
        ("Chaîne de Commandement", None, skills, None, False, None, 20),
        ("Tactique de Fireteam", None, skills, None, False, None, 21),
        ("Couverture", None, "Tactique de Fireteam", None, False, "tactique-de-fireteam", 21),
        ("Avance Coordonnée", None, "Tactique de Fireteam", None, False, "tactique-de-fireteam", 21),
        ("Hacker Ciblé", None, skills, None, False, None, 22),
        ("Normale", "N", ammo, None, False, None, 53),
        ("AP", None, ammo, None, False, None, 54),
        ("DA", None, ammo, None, False, None, 55),
        ("EXP", None, ammo, None, False, None, 56),
        ("Shock", "SH", ammo, None, False, None, 57),
        ("Incendiaire", "INC", ammo, None, False, None, 58),
        ("Plasma", None, ammo, None, False, None, 59),
        ("E/M", None, ammo, None, False, None, 60),
        ("Fumigène", None, ammo, None, False, None, 61),
    ]
    found = texts(PANO)
    assert found["Piratage Plus"] == (
        "Programmes disponibles : • Brise-Glace : MOD PB/2 contre la cible du piratage • Cybermasque : la figurine "
        "redevient un marqueur Supplantation • Contrôle Total : 2 réussites, le TAG ciblé passe sous contrôle du hacker"
    )
    assert found["Brise-Glace"] == "MOD PB/2 contre la cible du piratage"
    assert found["Cybermasque"] == "la figurine redevient un marqueur Supplantation"
    assert found["Contrôle Total"] == "2 réussites, le TAG ciblé passe sous contrôle du hacker"
    assert found["Serment"] == "la troupe ignore la Retraite"
    assert found["Avance Coordonnée"] == "les membres se déplacent de +5 cm"
    assert found["Hacker Ciblé"] == (
        "Le hacker peut désigner une cible pour les armes guidées (marqueur Ciblé) contre 1 Ordre."
    )


def test_panoceania_modifiers_terrain_dispersion_and_ammunition():
    section = "Modificateurs"
    terrain = "Types de terrains"
    assert modifiers(PANO) == [
        (section, "Couverture Partielle", None, "TR -3, BLI +3", 26),
        (section, "Mimétisme", None, "TR -3", 27),
        (section, "Camouflage TO", None, "TR et détection -6", 28),
        (section, "Visibilité Réduite", None, "-3 pour les attaques à distance", 29),
        (section, "Tir spéculatif", None, "TR -6", 30),
        (section, "Tir en CC", None, "TR -6", 31),
        (section, "Aide en CC", None, "+1 au CC pour chaque figurine alliée engagée", 32),
        (section, "Découvrir (20 cm)", "20 cm", "+3", 34),
        (section, "Découvrir (40 cm)", "40 cm", "0", 34),
        (section, "Découvrir (80 cm)", "80 cm", "-3", 34),
        (section, "Découvrir (>)", ">", "-6", 34),
        (terrain, "Difficile", None, "MOV/2 : TAG, DCD, Motos et Véhicules", 38),
        (terrain, "Très Difficile", None, "MOV 0 : TAG et Motos. MOV/2 : autres troupes", 39),
        (terrain, "Impraticable", None, "Aucun mouvement possible, sauf Escalader", 40),
    ]
    assert rolls(PANO) == [
        ("Dispersion", "D20", 1, 5, "Vers le tireur", 45),
        ("Dispersion", "D20", 6, 10, "Vers la droite de la LdV", 46),
        ("Dispersion", "D20", 11, 15, "Vers la gauche de la LdV", 47),
        ("Dispersion", "D20", 16, 20, "Au-delà de la cible", 48),
    ]
    assert ammunition(PANO) == [
        ("normale", "1 blessure", "🎲BLI", "Blessure directe", 53),
        ("ap", "1 blessure", "🎲BLI/2", "Blessure directe", 54),
        ("da", "2 blessures", "2x 🎲BLI", "1 Blessure directe + 1x 🎲BLI", 55),
        ("exp", "3 blessures", "3x 🎲BLI", "1 Blessure directe + 2x 🎲BLI", 56),
        ("shock", "1 blessure. Mort instantanée en cas de blessure", "🎲BLI", "1 Blessure directe", 57),
        ("incendiaire", "1 blessure pour chaque jet de BLI raté", "N x 🎲BLI", "1 Blessure directe", 58),
        ("plasma", "1 blessure + E/M", "🎲BLI + 🎲PB", "1 Blessure directe", 59),
        ("e-m", "(Voir Tableau E/M)", "🎲PB", "Effet direct", 60),
        ("fumigene", "Crée une zone Visibilité Nulle", None, None, 61),
    ]
    covered = kinds(PANO)
    assert [covered[line] for line in (1, 3, 24, 36, 42, 50, 63, 65)] == [
        "heading",
        "heading",
        "heading",
        "heading",
        "heading",
        "heading",
        "heading",
        "table_header",
    ]
    # The rows of tabs alone are blank lines, not rows of a table.
    assert 2 not in covered
    assert 64 not in covered


# Infinity, Haqqislam from a French Excel (Windows-1252, `;`, LF inside cells, empty cells).

HAQQ_BANDS = ("COURTE", "MOYENNE", "LONGUE", "EXTRÊME")


def test_haqqislam_weapons_with_empty_cells_for_dashes():
    assert weapons(HAQQ) == [
        ("Arme CC", None, 63, True, True, None, "PH", 0, None, None, False),
        ("Couteau", None, 64, True, True, None, "PH", -2, None, None, False),
        ("Arme CC Virale", None, 65, True, True, None, "PH", 0, None, None, False),
        ("Pistolet", None, 66, False, True, 11, None, None, 2, None, False),
        ("Pistolet Viral", None, 67, False, True, 13, None, None, 2, None, False),
        ("Fusil Combi", None, 68, False, False, 13, None, None, 3, None, True),
        ("Fusil Viral", None, 69, False, False, 13, None, None, 3, None, False),
        ("Fusil de Sniper Viral", None, 70, False, False, 15, None, None, 2, None, False),
        ("Mitrailleuse (HMG)", None, 71, False, False, 15, None, None, 4, None, False),
        ("Lance-grenades Lourd", None, 72, False, False, 13, None, None, 1, "Circulaire", False),
        ("Lance-flammes Léger", None, 73, False, False, 13, None, None, None, "PteLarme", False),
        ("Lance-missiles", None, 74, False, False, 14, None, None, 1, "Circulaire", False),
        ("Panzerfaust", None, 75, False, False, 14, None, None, 1, None, False),
        ("Grenades Fumigènes", None, 76, False, False, None, None, None, 1, "Circulaire", False),
        ("Mines Monofilament", None, 77, False, False, 13, None, None, None, "Circulaire PteLarme", True),
        ("Boarding Shotgun", None, 78, False, False, 14, None, None, 2, "PteLarme", False),
        ("Fusil de Sniper Lourd", None, 79, False, False, 15, None, None, 2, None, False),
        ("Mitrailleuse Légère (Spitfire)", None, 80, False, False, 14, None, None, 4, None, True),
    ]
    # The footnote under the weapons is no weapon and no rule.
    assert kinds(HAQQ)[82] != "weapon"


def test_haqqislam_bands_skip_the_empty_cells():
    assert bands(HAQQ, "arme-cc") == []
    assert bands(HAQQ, "pistolet") == max_bands(HAQQ_BANDS, "10/+3", "20/0", "40/-3", "60/-6")
    assert bands(HAQQ, "pistolet-viral") == max_bands(HAQQ_BANDS, "10/+3", "20/0", "40/-3")
    assert bands(HAQQ, "fusil-de-sniper-viral") == max_bands(HAQQ_BANDS, "30/0", "90/+3", "130/-3", "260/-6")
    assert bands(HAQQ, "grenades-fumigenes") == max_bands(HAQQ_BANDS, "10/+3", "20/0", "30/-3")
    assert bands(HAQQ, "boarding-shotgun") == max_bands(HAQQ_BANDS, "20/+3", "40/0", "60/-3")
    assert bands(HAQQ, "lance-flammes-leger") == []
    assert bands(HAQQ, "mines-monofilament") == []


def test_haqqislam_ammunition_and_traits():
    suppressive = item("Tir Suppressif", "tir-suppressif")
    viral = item("Viral", "viral")
    assert items(HAQQ, "arme-cc") == []
    assert items(HAQQ, "arme-cc-virale") == [viral]
    assert items(HAQQ, "pistolet-viral") == [viral]
    assert items(HAQQ, "fusil-combi") == [suppressive]
    assert items(HAQQ, "mitrailleuse-hmg") == [suppressive]
    assert items(HAQQ, "lance-grenades-lourd") == []
    assert items(HAQQ, "lance-flammes-leger") == [item("INC", "incendiaire")]
    assert items(HAQQ, "lance-missiles") == [each("EXP", "exp"), each("AP", "ap"), ANTI_MATERIEL]
    assert items(HAQQ, "panzerfaust") == [*AP_EXP, jetable(2), ANTI_MATERIEL]
    assert items(HAQQ, "grenades-fumigenes") == [item("Fumigène", "fumigene"), jetable(3)]
    assert items(HAQQ, "mines-monofilament") == [item("Monofilament", "monofilament"), DEPLOYABLE]
    assert items(HAQQ, "boarding-shotgun") == [choice("N", "normale", 1), choice("AP", "ap", 2)]
    assert items(HAQQ, "fusil-de-sniper-lourd") == [each("AP", "ap"), each("DA", "da"), ANTI_MATERIEL]
    assert items(HAQQ, "mitrailleuse-legere-spitfire") == [suppressive]


def test_haqqislam_skills_under_a_header_row_with_sub_entries_in_a_cell():
    skills = "Compétences spéciales"
    ammo = "Type de munition"
    assert rules(HAQQ) == [
        ("Médecin", None, skills, None, False, None, 6),
        ("Bioimmunité", None, skills, None, False, None, 7),
        ("Métachimie", None, skills, None, False, None, 8),
        ("Sapeur", None, skills, None, False, None, 9),
        ("Sapeur Camouflé", None, "Sapeur", None, False, "sapeur", 11),
        ("Sapeur Blindé", None, "Sapeur", None, False, "sapeur", 12),
        ("Hassassin", None, skills, None, False, None, 13),
        ("Précepte de l’Ombre", None, "Hassassin", None, False, "hassassin", 14),
        ("Précepte du Cœur", None, "Hassassin", None, False, "hassassin", 15),
        ("Précepte du Kaïd", None, "Hassassin", None, False, "hassassin", 16),
        ("Camouflage", "CAMO", skills, None, False, None, 17),
        ("Jetable (X)", None, skills, None, True, None, 18),
        ("Anti-matériel", None, skills, None, False, None, 19),
        ("Tir Suppressif", None, skills, None, False, None, 20),
        ("Déployable", None, skills, None, False, None, 21),
        ("Terrain Total", None, skills, None, False, None, 22),
        ("Vaillance N1 – Courage", None, skills, None, False, None, 23),
        ("Normale", "N", ammo, None, False, None, 51),
        ("AP", None, ammo, None, False, None, 52),
        ("DA", None, ammo, None, False, None, 53),
        ("EXP", None, ammo, None, False, None, 54),
        ("Viral", None, ammo, None, False, None, 55),
        ("Incendiaire", "INC", ammo, None, False, None, 56),
        ("Monofilament", None, ammo, None, False, None, 57),
        ("Fumigène", None, ammo, None, False, None, 58),
    ]
    found = texts(HAQQ)
    assert found["Médecin"] == (
        "VOL : annule l’état Inconscient d’une figurine alliée au contact. En cas d’échec, la figurine passe à "
        "l’état Mort."
    )
    assert found["Sapeur"].startswith("Permet de creuser un Trou de Sapeur pendant le déploiement.")
    assert found["Sapeur Blindé"] == (
        "la troupe gagne une Couverture Partielle permanente tant qu’elle reste dans son trou."
    )
    assert found["Précepte du Cœur"] == "+3 en CC contre un Lieutenant ennemi."
    assert found["Camouflage"] == (
        "Déployée sous forme de marqueur Camouflage ; les attaques contre elle subissent TR -3."
    )
    # Windows-1252's … (0x85) is an ellipsis, no line break.
    assert found["Terrain Total"] == "Ignore toutes les pénalités de MOV des terrains difficiles…"
    assert kinds(HAQQ)[5] == "table_header"


def test_haqqislam_metachemistry_ranged_in_words_modifiers_and_ammunition():
    table = "Métachimie"
    assert rolls(HAQQ) == [
        (table, "D20", 1, 2, "Vigueur : BLI +1", 28),
        (table, "D20", 3, 4, "Super Saut", 29),
        (table, "D20", 5, 6, "Régénération", 30),
        (table, "D20", 7, 8, "BLI +3", 31),
        (table, "D20", 9, 10, "MOV 15-10", 32),
        (table, "D20", 11, 12, "Escalader Plus", 33),
        (table, "D20", 13, 14, "Sixième Sens N1", 34),
        (table, "D20", 15, 16, "PH +3", 35),
        (table, "D20", 17, 18, "Bioimmunité", 36),
        (table, "D20", 19, 20, "Au choix du joueur", 37),
    ]
    section = "Modificateurs"
    assert modifiers(HAQQ) == [
        (section, "Couverture Partielle", None, "TR -3, BLI +3", 41),
        (section, "Camouflage", None, "TR et détection -3", 42),
        (section, "Visibilité Réduite", None, "-3", 43),
        (section, "Tir spéculatif", None, "-6", 44),
        (section, "Aide en CC", None, "3", 45),
        (section, "Tir en CC", None, "-6", 46),
    ]
    assert ammunition(HAQQ) == [
        ("normale", "1 blessure", "Jet BLI", "Blessure directe", 51),
        ("ap", "1 blessure", "Jet BLI/2", "Blessure directe", 52),
        ("da", "2 blessures", "2x Jet BLI", "1 Blessure directe + 1x Jet BLI", 53),
        ("exp", "3 blessures", "3x Jet BLI", "1 Blessure directe + 2x Jet BLI", 54),
        (*VIRAL, 55),
        ("incendiaire", "1 blessure pour chaque jet de BLI raté", "N x Jet BLI", "1 Blessure directe", 56),
        ("monofilament", "Mort instantanée", "Jet >12", "Mort instantanée", 57),
        ("fumigene", "Crée une zone de Visibilité Nulle", None, None, 58),
    ]


# Infinity, Aleph from LibreOffice (all text quoted, a MODE column with merged name cells).

ALEPH_BANDS = ("COURTE", "MOYENNE", "LONGUE", "EXTREME")


def test_aleph_weapons_whose_modes_leave_the_name_cell_empty():
    assert weapons(ALEPH) == [
        ("Arme CC", None, 58, True, True, None, "PH", 0, None, None, False),
        ("Arme CC E/M", None, 59, True, True, None, "PH", 0, None, None, True),
        ("Pistolet Lourd", None, 60, False, True, 15, None, None, 1, None, False),
        ("Fusil MULTI", "Normal", 61, False, False, 13, None, None, 3, None, True),
        ("Fusil MULTI", "AP", 62, False, False, 13, None, None, 2, None, True),
        ("Fusil MULTI", "DA", 63, False, False, 13, None, None, 1, None, True),
        ("Fusil de Sniper MULTI", "AP", 64, False, False, 15, None, None, 2, None, True),
        ("Fusil de Sniper MULTI", "DA", 65, False, False, 15, None, None, 1, None, True),
        ("Fusil Combi", None, 66, False, False, 13, None, None, 3, None, True),
        ("Contender", None, 67, False, False, 13, None, None, 1, None, True),
        ("Spitfire", None, 68, False, False, 14, None, None, 4, None, True),
        ("Mitrailleuse MULTI", "Normal", 69, False, False, 15, None, None, 4, None, True),
        ("Mitrailleuse MULTI", "EXP", 70, False, False, 15, None, None, 1, None, True),
        ("Lance-grenades Lourd", "Tir Tendu", 71, False, False, 13, None, None, 1, "Circulaire", False),
        ("Lance-grenades Lourd", "Tir Spéculatif", 72, False, False, 13, None, None, 1, "Circulaire", False),
        ("Nanopulseur", None, 73, False, False, 13, None, None, 1, "PteLarme", True),
        ("E/Mitter", None, 74, False, False, 14, None, None, 1, None, True),
        ("Panzerfaust", None, 75, False, False, 14, None, None, 1, None, False),
        ("Pitcher", None, 76, False, False, None, None, None, 1, None, True),
        ("Mines Nanotech", None, 77, False, False, 13, None, None, None, "Circulaire PteLarme", True),
    ]


def test_aleph_bands_of_each_mode():
    assert bands(ALEPH, "arme-cc") == []
    assert bands(ALEPH, "pistolet-lourd") == max_bands(ALEPH_BANDS, "10/+3", "20/0", "40/-3")
    assert bands(ALEPH, "fusil-multi:ap") == max_bands(ALEPH_BANDS, "20/+3", "40/+3", "60/-3", "120/-6")
    assert bands(ALEPH, "fusil-de-sniper-multi:da") == max_bands(ALEPH_BANDS, "30/0", "90/+3", "130/-3", "260/-6")
    assert bands(ALEPH, "mitrailleuse-multi:exp") == max_bands(ALEPH_BANDS, "20/0", "80/+3", "120/-3", "240/-6")
    assert bands(ALEPH, "lance-grenades-lourd:tir-speculatif") == max_bands(
        ALEPH_BANDS, "20/-3", "80/0", "120/-3", "240/-6"
    )
    assert bands(ALEPH, "nanopulseur") == []


def test_aleph_ammunition_of_each_mode_and_rules():
    suppressive = item("Tir Suppressif", "tir-suppressif")
    assert items(ALEPH, "arme-cc") == []
    assert items(ALEPH, "arme-cc-e-m") == [item("E/M", "e-m")]
    assert items(ALEPH, "pistolet-lourd") == [item("SH", "shock")]
    assert items(ALEPH, "fusil-multi:normal") == [item("N", "normale")]
    assert items(ALEPH, "fusil-multi:ap") == [item("AP", "ap")]
    assert items(ALEPH, "fusil-multi:da") == [item("DA", "da")]
    assert items(ALEPH, "fusil-combi") == [item("N", "normale"), suppressive]
    assert items(ALEPH, "mitrailleuse-multi:normal") == [item("N", "normale"), suppressive]
    assert items(ALEPH, "mitrailleuse-multi:exp") == [item("EXP", "exp")]
    assert items(ALEPH, "lance-grenades-lourd:tir-tendu") == []
    assert items(ALEPH, "lance-grenades-lourd:tir-speculatif") == [item("Tir Spéculatif", "tir-speculatif")]
    assert items(ALEPH, "nanopulseur") == [item("Nanotech", "nanotech")]
    assert items(ALEPH, "e-mitter") == [item("E/M", "e-m")]
    assert items(ALEPH, "panzerfaust") == [*AP_EXP, jetable(2)]
    assert items(ALEPH, "pitcher") == [DEPLOYABLE, jetable(3)]
    assert items(ALEPH, "mines-nanotech") == [item("Nanotech", "nanotech"), DEPLOYABLE]


def test_aleph_skills_with_sub_entries_as_lines_of_a_quoted_cell():
    skills = "Compétences"
    ammo = "Type de munition"
    assert rules(ALEPH) == [
        ("Posthumain", None, skills, None, False, None, 6),
        ("Saut Proche", None, "Posthumain", None, False, "posthumain", 7),
        ("Saut Lointain", None, "Posthumain", None, False, "posthumain", 8),
        ("Hacker d'Assaut", None, skills, None, False, None, 9),
        ("Carbonite", None, "Hacker d'Assaut", None, False, "hacker-d-assaut", 10),
        ("Contrôle Total", None, "Hacker d'Assaut", None, False, "hacker-d-assaut", 11),
        ("Blackout", None, "Hacker d'Assaut", None, False, "hacker-d-assaut", 12),
        ("Nanoécran", None, skills, None, False, None, 13),
        ("Sixième Sens N2", None, skills, None, False, None, 14),
        ("Arts Martiaux N3", None, skills, None, False, None, 15),
        ("Tir Suppressif", None, skills, None, False, None, 16),
        ("Tir Spéculatif", None, skills, None, False, None, 17),
        ("Déployable", None, skills, None, False, None, 18),
        ("Jetable (X)", None, skills, None, True, None, 19),
        ("Immunité (E/M)", None, skills, None, False, None, 20),
        ("G : Sauvegarde", None, skills, None, False, None, 21),
        ("G : Serveur", None, skills, None, False, None, 22),
        ("Ingénieur", None, skills, None, False, None, 23),
        ("Structure Auto-réparable", None, skills, None, False, None, 24),
        ("Normale", "N", ammo, None, False, None, 46),
        ("AP", None, ammo, None, False, None, 47),
        ("DA", None, ammo, None, False, None, 48),
        ("EXP", None, ammo, None, False, None, 49),
        ("Shock", "SH", ammo, None, False, None, 50),
        ("E/M", None, ammo, None, False, None, 51),
        ("Nanotech", None, ammo, None, False, None, 52),
        ("Fumigène", None, ammo, None, False, None, 53),
    ]
    found = texts(ALEPH)
    assert found["Saut Proche"] == "le Posthumain passe dans un Proxy à 20 cm ou moins, contre 1 Ordre."
    assert found["Blackout"] == "le Hacker ennemi perd l'accès au piratage jusqu'à la fin du tour."
    assert found["Posthumain"].startswith("Le Posthumain contrôle plusieurs Proxies et peut sauter de l'un à l'autre.")
    assert found["G : Serveur"] == (
        "La figurine est un serveur Posthumain : ses Proxies à 20 cm ou moins gagnent +3 en VOL."
    )
    # The credit line under the title is neither a rule nor lost.
    assert "Traduction" not in found
    assert kinds(ALEPH)[2] != "unparsed"


def test_aleph_modifiers_with_a_note_column_dispersion_and_ammunition():
    section = "Modificateurs"
    assert modifiers(ALEPH) == [
        (section, "Couverture Partielle", "Contre les attaques à distance seulement", "TR -3, BLI +3", 29),
        (section, "Nanoécran", "Cumulable avec la couverture", "TR -3", 30),
        (section, "Mimétisme", None, "TR -3", 31),
        (section, "Visibilité Réduite", "Zone de fumée légère, nuit", "TR -3", 32),
        (section, "Tir spéculatif", None, "TR -6", 33),
    ]
    table = "Jet de Dispersion"
    assert rolls(ALEPH) == [
        (table, "D20", 1, 5, "Vers le tireur", 38),
        (table, "D20", 6, 10, "Vers la droite de la LdV", 39),
        (table, "D20", 11, 15, "Vers la gauche de la LdV", 40),
        (table, "D20", 16, 20, "Au-delà de la cible", 41),
    ]
    assert ammunition(ALEPH) == [
        ("normale", "1 blessure", "Jet BLI", "Blessure directe", 46),
        ("ap", "1 blessure", "Jet BLI/2", "Blessure directe", 47),
        ("da", "2 blessures", "2x Jet BLI", "1 Blessure directe + 1x Jet BLI", 48),
        ("exp", "3 blessures", "3x Jet BLI", "1 Blessure directe + 2x Jet BLI", 49),
        ("shock", "1 blessure. Mort instantanée en cas de blessure", "Jet BLI", "1 Blessure directe", 50),
        ("e-m", "(Voir Tableau E/M)", "Jet PB", "Effet direct", 51),
        ("nanotech", "1 blessure", "Jet PB", "1 Blessure directe", 52),
        ("fumigene", "Crée une zone de Visibilité Nulle", None, None, 53),
    ]


# Infinity, Tohaa N5 (spelled-out headers, `-` cells, `- Nom` sub-entry rows, `Nom - Mode`).

TOHAA_BANDS = ("Portée courte", "Portée moyenne", "Portée longue", "Portée extrême")


def test_tohaa_weapons_under_spelled_out_headers():
    assert weapons(TOHAA) == [
        ("Arme CC Virale", None, 57, True, True, None, "PH", 0, None, None, False),
        ("Couteau", None, 58, True, True, None, "PH", -1, None, None, False),
        ("Pistolet Viral", None, 59, False, True, 13, None, None, 2, None, False),
        ("Fusil Viral", None, 60, False, False, 13, None, None, 3, None, False),
        ("Fusil Combi Viral", None, 61, False, False, 13, None, None, 3, None, True),
        ("Fusil de Sniper Viral", None, 62, False, False, 15, None, None, 2, None, False),
        ("Mitrailleuse Lourde", None, 63, False, False, 15, None, None, 4, None, False),
        ("Spitfire", None, 64, False, False, 14, None, None, 4, None, True),
        ("Lance-flammes Lourd", None, 65, False, False, 14, None, None, None, "GrdLarme", False),
        ("Lance-flammes Viral Léger", None, 66, False, False, 13, None, None, None, "PteLarme", False),
        ("Chain Rifle", None, 67, False, False, 13, None, None, None, "PteLarme", False),
        ("Lance-grenades Lourd", "Tir Tendu", 68, False, False, 13, None, None, 1, "Circulaire", False),
        ("Lance-grenades Lourd", "Tir Spéculatif", 69, False, False, 13, None, None, 1, "Circulaire", False),
        ("Grenades E/M", None, 70, False, False, 13, None, None, 1, "Circulaire", True),
        ("Symbiobombe", None, 71, False, False, None, None, None, 1, "Circulaire", True),
        ("Mines Virales", None, 72, False, False, 14, None, None, None, "Circulaire PteLarme", True),
        ("Panzerfaust", None, 73, False, False, 14, None, None, 1, None, False),
    ]
    assert "unread_columns" not in result(TOHAA).report


def test_tohaa_bands_under_spelled_out_headers():
    assert bands(TOHAA, "arme-cc-virale") == []
    assert bands(TOHAA, "pistolet-viral") == max_bands(TOHAA_BANDS, "10/+3", "20/0", "40/-3")
    assert bands(TOHAA, "fusil-viral") == max_bands(TOHAA_BANDS, "20/0", "40/+3", "60/-3", "120/-6")
    assert bands(TOHAA, "lance-grenades-lourd:tir-speculatif") == max_bands(
        TOHAA_BANDS, "20/-3", "80/0", "120/-3", "240/-6"
    )
    assert bands(TOHAA, "symbiobombe") == max_bands(TOHAA_BANDS, "10/+3", "20/0", "30/-3")
    assert bands(TOHAA, "chain-rifle") == []


def test_tohaa_ammunition_and_traits_with_a_parameter_in_words():
    viral = item("Viral", "viral")
    circular = item("Gabarit Circulaire", "gabarit-circulaire")

    def direct(size: str) -> tuple:
        return item(f"Gabarit Direct ({size})", "gabarit-direct-x", name="Gabarit Direct", param=size)

    assert items(TOHAA, "arme-cc-virale") == [viral]
    assert items(TOHAA, "couteau") == [item("SH", "shock")]
    assert items(TOHAA, "fusil-viral") == [viral]
    assert items(TOHAA, "fusil-combi-viral") == [viral, item("Tir Suppressif", "tir-suppressif")]
    assert items(TOHAA, "mitrailleuse-lourde") == [item("Tir Suppressif", "tir-suppressif")]
    assert items(TOHAA, "lance-flammes-lourd") == [item("INC", "incendiaire"), direct("Grande Larme")]
    assert items(TOHAA, "lance-flammes-viral-leger") == [viral, direct("Petite Larme")]
    assert items(TOHAA, "chain-rifle") == [direct("Petite Larme")]
    assert items(TOHAA, "lance-grenades-lourd:tir-tendu") == [circular]
    assert items(TOHAA, "lance-grenades-lourd:tir-speculatif") == [
        circular,
        item("Tir Spéculatif", "tir-speculatif"),
    ]
    assert items(TOHAA, "symbiobombe") == [item("E/M", "e-m"), jetable(1), DEPLOYABLE]
    assert items(TOHAA, "panzerfaust") == [*AP_EXP, jetable(2), ANTI_MATERIEL]


def test_tohaa_sub_entries_as_rows_whose_name_starts_with_a_dash():
    skills = "Compétences spéciales"
    ammo = "Type de munition"
    assert rules(TOHAA) == [
        ("Symbiomate", None, skills, None, False, None, 5),
        ("Symbiobouclier", None, "Symbiomate", None, False, "symbiomate", 6),
        ("Symbiobombe", None, "Symbiomate", None, False, "symbiomate", 7),
        ("Trinôme", None, skills, None, False, None, 8),
        ("Bonus de Trinôme", None, "Trinôme", None, False, "trinome", 9),
        ("Ordre Partagé", None, "Trinôme", None, False, "trinome", 10),
        ("Embryon de Spawn", None, skills, None, False, None, 11),
        ("Camouflage Thermo-Optique", "CTO", skills, None, False, None, 12),
        ("Sixième Sens", None, skills, None, False, None, 13),
        ("Infiltration", None, skills, None, False, None, 14),
        ("Vaillance N1 – Courage", None, skills, None, False, None, 15),
        ("Chaîne de Commandement", None, skills, None, False, None, 16),
        ("Tir Suppressif", None, skills, None, False, None, 17),
        ("Tir Spéculatif", None, skills, None, False, None, 18),
        ("Déployable", None, skills, None, False, None, 19),
        ("Jetable (X)", None, skills, None, True, None, 20),
        ("Anti-matériel", None, skills, None, False, None, 21),
        ("Gabarit Direct (X)", None, skills, None, True, None, 22),
        ("Gabarit Circulaire", None, skills, None, False, None, 23),
        ("Normale", "N", ammo, None, False, None, 45),
        ("AP", None, ammo, None, False, None, 46),
        ("DA", None, ammo, None, False, None, 47),
        ("EXP", None, ammo, None, False, None, 48),
        ("Shock", "SH", ammo, None, False, None, 49),
        ("Viral", None, ammo, None, False, None, 50),
        ("Incendiaire", "INC", ammo, None, False, None, 51),
        ("E/M", None, ammo, None, False, None, 52),
    ]
    found = texts(TOHAA)
    assert found["Symbiobouclier"] == "Annule la première blessure reçue, puis le marqueur Symbiomate est retiré."
    assert found["Ordre Partagé"] == "Le trinôme ne dépense qu'un seul Ordre pour ses trois membres."
    assert found["Symbiomate"].startswith(
        "La troupe est protégée par un Symbiomate, qui absorbe les dégâts à sa place."
    )


def test_tohaa_spawn_table_modifiers_split_from_their_attribute_and_ammunition():
    table = "Jet d'Éclosion"
    assert rolls(TOHAA) == [
        (table, "D20", 1, 8, "L'Embryon reste sur la table, sans effet.", 28),
        (table, "D20", 9, 15, "L'Embryon éclot : remplacez-le par un Gao-Rael.", 29),
        (table, "D20", 16, 20, "L'Embryon éclot : remplacez-le par un Gao-Tarsos.", 30),
    ]
    found = columns(TOHAA, "modifiers", ("section", "name", "value_num", "value_attribute", "source_line"))
    section = "Modificateurs"
    assert found == [
        (section, "Couverture Partielle", -3, "TR", 35),
        (section, "Mimétisme", -3, "TR", 36),
        (section, "Camouflage TO", -6, "TR, Découvrir", 37),
        (section, "Visibilité Réduite", -3, "TR", 38),
        (section, "Tir spéculatif", -6, "TR", 39),
        (section, "Aide en CC", 1, "CC", 40),
    ]
    assert ammunition(TOHAA) == [
        ("normale", "1 blessure", "Jet BLI", "Blessure directe", 45),
        ("ap", "1 blessure", "Jet BLI/2", "Blessure directe", 46),
        ("da", "2 blessures", "2x Jet BLI", "1 Blessure directe + 1x Jet BLI", 47),
        ("exp", "3 blessures", "3x Jet BLI", "1 Blessure directe + 2x Jet BLI", 48),
        ("shock", "1 blessure. Mort instantanée en cas de blessure", "Jet BLI", "1 Blessure directe", 49),
        (*VIRAL, 50),
        ("incendiaire", "1 blessure pour chaque jet de BLI raté", "N x Jet BLI", "1 Blessure directe", 51),
        ("e-m", "(Voir Tableau E/M)", "Jet PB", "Effet direct", 52),
    ]
