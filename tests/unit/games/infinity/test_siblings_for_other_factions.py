"""Infinity (`tabular`) sheets; their Epic (`records`) siblings are tested in
tests/unit/games/epic/test_siblings_for_other_factions.py.

Infinity (`tabular`) and Epic (`records`) sheets as faithful siblings of
the real ones (tests/fixtures/sheets/): users copied the layout of `raw/infinity-core.tsv`
or `raw/epic-abilities.txt` and filled in another army.

- `infinity-armee-combinee-libreoffice.tsv`: the Combined Army in the core sheet's TSV
  layout, saved by LibreOffice: skills whose description cell holds line breaks (quoted),
  an `Effets :` label over `- Nom : texte` bullets naming sub-entries; the weapons
  columns in another order (`ARME DOM R MUNIT. COURTE … E/M*`) with a `COÛT` column more;
  a trailing tab after the header and after some rows only.
- `infinity-nomades-pouces.csv`: the Nomads converted to N4 in the same layout, saved by
  Excel as `;` CSV (CRLF, padded rows): bands as `max/modifier` in inches (`8"/+3`, the
  inch mark doubled inside the quoted cell, `"8""/+3"`), the modifiers' distances in
  inches too (`8"`, quoted alike), no `GABARIT` column but a `TRAITS` one whose traits carry parameters
  (`Jetable (3)`, `Gabarit Direct (Grande Larme)`), and skills whose sub-entries go on
  in the rows under them, the name cell left empty (`;- Carbonite : …`).
- `infinity-ariadna-aeree.tsv`: Ariadna spaced out for printing: a blank row between every
  row of every table (skills, modifiers, dispersion, ammunition, weapons); the `E/M*`
  column filled with `Oui`/`Non` from a spreadsheet's drop-down list; skills naming their
  sub-entries inline as the real sheet's `Piratage` does (`-Piste : … -Embuscade : …`),
  next to the real sheet's `*`-parted `Ingénieur` text that names none; a dice table
  headed `Jet (D20)`; a weapon's two profiles as `Nom (Mode)`.

Every value below was written by hand from the sheets, before the parser was run on them."""

from __future__ import annotations

import pytest

from pipeline.contract.validate import typed_tables, validate_tables
from pipeline.extract.cells import CellError
from pipeline.games.infinity.cells import ModifiedBand, parse_flag, parse_modified_band
from tests.conftest import parsed_fixture as result
from tests.tabrec import (
    CORE_BANDS,
    ammunition,
    bands,
    items,
    kinds,
    max_bands,
    modifiers,
    parse_inline,
    rolls,
    rows,
    rules,
    texts,
    weapons,
)

COMBINED = "infinity-armee-combinee-libreoffice.tsv"
NOMADS = "infinity-nomades-pouces.csv"
ARIADNA = "infinity-ariadna-aeree.tsv"
ELDARS = "epic-eldars-forum.txt"
ORKS = "epic-orks-capacite-unite.txt"


NEW_SHEETS = [COMBINED, NOMADS, ARIADNA]


@pytest.mark.parametrize("file", NEW_SHEETS)
def test_every_line_is_read_and_the_tables_validate(file):
    assert "unparsed" not in kinds(file).values()
    assert validate_tables(typed_tables(result(file).tables)) == []


def core_bands(*cells: str, unit: str = "cm") -> list[tuple]:
    """The bands `max/modifier` cells give under the core layout's four band headers."""
    return max_bands(CORE_BANDS, *cells, unit=unit)


def inch_bands(*cells: str) -> list[tuple]:
    return core_bands(*cells, unit="in")


# Infinity, the Combined Army saved by LibreOffice (cells on several lines, columns reordered).


def test_combined_army_weapons_in_reordered_columns():
    assert weapons(COMBINED) == [
        ("Arme de Corps à Corps", None, 62, True, True, None, "PH", 0, None, None, False),
        ("Arme CC Monofilament", None, 63, True, True, None, "PH", 0, None, None, False),
        ("Pistolet Viral", None, 64, False, True, 13, None, None, 2, None, False),
        ("Fusil Combi", None, 65, False, False, 13, None, None, 3, None, True),
        ("Fusil Combi Plasma", None, 66, False, False, 13, None, None, 3, None, True),
        ("Fusil de Sniper Plasma", None, 67, False, False, 15, None, None, 2, None, True),
        ("Mitrailleuse Plasma", None, 68, False, False, 14, None, None, 4, None, True),
        ("Fusil à pompe Lourd", None, 69, False, False, 15, None, None, 2, "PteLarme", False),
        ("Sepsitor", None, 70, False, False, None, "VOL", 0, 1, "GrdLarme", True),
        ("Lance-grenades E/M", None, 71, False, False, None, None, None, 1, "Circulaire", False),
        ("Mines Virales", None, 72, False, False, 14, None, None, None, "Circulaire PteLarme", True),
        ("Lance-missiles", None, 73, False, False, 14, None, None, 1, "Circulaire", False),
        ("Panzerfaust", None, 74, False, False, 14, None, None, 1, None, False),
    ]
    assert result(COMBINED).report["unread_columns"] == [{"columns": ["COÛT"], "source_line": 61}]
    pistol = next(w for w in rows(COMBINED, "weapons") if w["name"] == "Pistolet Viral")
    assert pistol["burst_modes"] == "2/1"
    panzerfaust = next(w for w in rows(COMBINED, "weapons") if w["name"] == "Panzerfaust")
    assert panzerfaust["burst_uses"] == 2


def test_combined_army_bands():
    assert bands(COMBINED, "arme-de-corps-a-corps") == []
    assert bands(COMBINED, "pistolet-viral") == core_bands("10/+3", "20/0", "40/-3")
    assert bands(COMBINED, "fusil-combi") == core_bands("20/+3", "40/+3", "60/-3", "120/-6")
    assert bands(COMBINED, "fusil-de-sniper-plasma") == core_bands("30/0", "90/+3", "130/-3", "260/-6")
    assert bands(COMBINED, "mitrailleuse-plasma") == core_bands("20/0", "80/+3", "120/-3", "240/-6")
    assert bands(COMBINED, "fusil-a-pompe-lourd") == core_bands("20/+3", "40/0", "60/-3")
    assert bands(COMBINED, "sepsitor") == []
    assert bands(COMBINED, "lance-grenades-e-m") == core_bands("10/0", "40/+3", "60/-3", "120/-6")
    assert bands(COMBINED, "mines-virales") == []
    assert bands(COMBINED, "panzerfaust") == core_bands("20/0", "80/+3", "120/-3", "240/-6")


def test_combined_army_weapon_rules():
    assert items(COMBINED, "arme-de-corps-a-corps") == []
    assert items(COMBINED, "arme-cc-monofilament") == [
        ("Monofilament", "Monofilament", None, None, None, "monofilament", "exact")
    ]
    assert items(COMBINED, "pistolet-viral") == [("Viral", "Viral", None, None, None, "viral", "exact")]
    assert items(COMBINED, "fusil-combi") == []
    assert items(COMBINED, "fusil-combi-plasma") == [("Plasma", "Plasma", None, None, None, "plasma", "exact")]
    assert items(COMBINED, "fusil-a-pompe-lourd") == [
        ("N", "N", None, "choice", 1, "normale", "exact"),
        ("AP", "AP", None, "choice", 2, "ap", "exact"),
    ]
    assert items(COMBINED, "sepsitor") == []
    assert items(COMBINED, "lance-grenades-e-m") == [("E/M", "E/M", None, None, None, "e-m", "exact")]
    assert items(COMBINED, "lance-missiles") == [
        ("EXP", "EXP", None, "all", None, "exp", "exact"),
        ("AP", "AP", None, "all", None, "ap", "exact"),
    ]
    assert items(COMBINED, "panzerfaust") == [
        ("AP", "AP", None, "all", None, "ap", "exact"),
        ("EXP", "EXP", None, "all", None, "exp", "exact"),
    ]


def test_combined_army_skills_name_their_sub_entries_inside_a_cell():
    skills = "Compétences"
    ammo = "Type de munition"
    assert rules(COMBINED) == [
        ("Camouflage Thermo-Optique", "TO", skills, None, False, None, 7),
        ("Supplantation N1", None, skills, None, False, None, 8),
        ("Supplantation N2", None, skills, None, False, None, 9),
        ("Sepsitorisé", None, skills, None, False, None, 10),
        ("Morphe-Scan", None, skills, None, False, None, 11),
        ("Copie Mineure", None, "Morphe-Scan", None, False, "morphe-scan", 13),
        ("Copie Majeure", None, "Morphe-Scan", None, False, "morphe-scan", 14),
        ("Piratage Évolué", None, skills, None, False, None, 15),
        ("Griffe-2", None, "Piratage Évolué", None, False, "piratage-evolue", 17),
        ("Bouclier-1", None, "Piratage Évolué", None, False, "piratage-evolue", 18),
        ("Gadget", None, "Piratage Évolué", None, False, "piratage-evolue", 19),
        ("Régénération", None, skills, None, False, None, 20),
        ("Immunité Totale", None, skills, None, False, None, 21),
        ("Jetable (X)", None, skills, None, True, None, 22),
        ("Shasvastii", None, skills, None, False, None, 23),
        ("Embryon", None, "Shasvastii", None, False, "shasvastii", 25),
        ("Éclosion", None, "Shasvastii", None, False, "shasvastii", 26),
        ("Normale", "N", ammo, None, False, None, 50),
        ("AP", None, ammo, None, False, None, 51),
        ("DA", None, ammo, None, False, None, 52),
        ("EXP", None, ammo, None, False, None, 53),
        ("Plasma", None, ammo, None, False, None, 54),
        ("E/M", None, ammo, None, False, None, 55),
        ("Viral", None, ammo, None, False, None, 56),
        ("Monofilament", None, ammo, None, False, None, 57),
    ]
    found = texts(COMBINED)
    assert found["Morphe-Scan"] == (
        "VOL : la figurine copie une compétence d'une troupe ennemie en contact.\n\nEffets :\n\n"
        "- Copie Mineure : la figurine gagne une compétence de Niveau 1 de la cible jusqu'à la fin du tour.\n"
        "- Copie Majeure : sur une réussite critique, la compétence est gardée jusqu'à la fin de la partie."
    )
    assert found["Copie Mineure"] == "la figurine gagne une compétence de Niveau 1 de la cible jusqu'à la fin du tour."
    assert found["Gadget"] == "une arme déployable alliée à 20 cm ou moins se réactive."
    assert found["Éclosion"] == "un Médecin allié peut la relever avec un jet de VOL."
    assert found["Supplantation N1"] == (
        "Déployée sous forme de marqueur Supplantation-1 n'importe où hors de la ZD ennemie."
    )
    # The `VOL :` opening a description is a roll's attribute, no entry.
    assert "VOL" not in found


def test_combined_army_modifiers_dispersion_and_ammunition():
    section = "Modificateurs de base"
    assert modifiers(COMBINED) == [
        (section, "Visibilité Réduite", None, "-3 pour les attaques à distance", 30),
        (section, "CD : Camouflage TO", None, "TR et détection -6", 31),
        (section, "Supplantation", None, "TR -3, la cible reste un marqueur", 32),
        (section, "Couverture Partielle", None, "TR -3, BLI +3", 33),
        (section, "Tir spéculatif", None, "TR -6", 34),
        (section, "Esquive de gabarit", None, "PH -6", 35),
        (section, "Découvrir (20 cm)", "20 cm", "+3", 37),
        (section, "Découvrir (40 cm)", "40 cm", "0", 37),
        (section, "Découvrir (80 cm)", "80 cm", "-3", 37),
        (section, "Découvrir (>)", ">", "-6", 37),
    ]
    assert rolls(COMBINED) == [
        ("Dispersion", "D20", 1, 5, "Vers le tireur", 42),
        ("Dispersion", "D20", 6, 10, "Vers la droite de la LdV", 43),
        ("Dispersion", "D20", 11, 15, "Vers la gauche de la LdV", 44),
        ("Dispersion", "D20", 16, 20, "Au-delà de la cible", 45),
    ]
    assert ammunition(COMBINED) == [
        ("normale", "1 blessure", "Jet BLI", "Blessure directe", 50),
        ("ap", "1 blessure", "Jet BLI/2", "Blessure directe", 51),
        ("da", "2 blessures", "2x Jet BLI", "1 Blessure directe + 1x Jet BLI", 52),
        ("exp", "3 blessures", "3x Jet BLI", "1 Blessure directe + 2x Jet BLI", 53),
        ("plasma", "1 blessure + E/M", "Jet BLI + Jet PB", "1 Blessure directe", 54),
        ("e-m", "(Voir Tableau E/M)", "Jet PB", "Effet direct", 55),
        (
            "viral",
            "2 blessures. Mort instantanée en cas de blessure",
            "2x Jet PB",
            "1 Blessure directe + 1x Jet PB",
            56,
        ),
        ("monofilament", "Zone de Mort instantanée", "Jet >12", "Mort instantanée", 57),
    ]
    covered = kinds(COMBINED)
    assert [covered[line] for line in (3, 5, 28, 39, 47, 59, 61)] == [
        "heading",
        "heading",
        "heading",
        "heading",
        "heading",
        "heading",
        "table_header",
    ]
    assert {covered[line] for line in range(11, 27)} == {"rule"}


# Infinity, the Nomads in inches saved by Excel (`8"/+3`, traits, sub-entries in the rows below).


def test_nomad_weapons_with_traits_and_no_template_column():
    assert weapons(NOMADS) == [
        ("Arme CC Monofilament", None, 6, True, True, None, "PH", 0, None, None, False),
        ("Pistolet Breaker", None, 7, False, True, 14, None, None, 2, None, False),
        ("Fusil Combi", None, 8, False, False, 13, None, None, 3, None, True),
        ("Fusil MULTI K1", None, 9, False, False, 13, None, None, 3, None, True),
        ("Fusil de Sniper Viral", None, 10, False, False, 15, None, None, 2, None, False),
        ("Mitrailleuse Lourde K1", None, 11, False, False, 15, None, None, 4, None, False),
        ("Lance-grenades Lourd", None, 12, False, False, 13, None, None, 1, None, False),
        ("Pitcher", None, 13, False, False, None, None, None, 1, None, True),
        ("Panzerfaust", None, 14, False, False, 14, None, None, 1, None, False),
        ("Lance-flammes Lourd", None, 15, False, False, 14, None, None, 1, None, False),
        ("Mines Monofilament", None, 16, False, False, 13, None, None, None, None, True),
    ]
    assert "unread_columns" not in result(NOMADS).report


def test_nomad_bands_in_inches_as_max_and_modifier():
    assert bands(NOMADS, "arme-cc-monofilament") == []
    assert bands(NOMADS, "pistolet-breaker") == inch_bands("4/+3", "8/+3", "16/-3")
    assert bands(NOMADS, "fusil-combi") == inch_bands("8/+3", "16/+3", "24/-3", "48/-6")
    assert bands(NOMADS, "fusil-multi-k1") == inch_bands("8/+3", "16/+3", "24/-3", "48/-6")
    assert bands(NOMADS, "fusil-de-sniper-viral") == inch_bands("12/0", "36/+3", "52/-3", "104/-6")
    assert bands(NOMADS, "mitrailleuse-lourde-k1") == inch_bands("8/0", "32/+3", "48/-3", "96/-6")
    assert bands(NOMADS, "lance-grenades-lourd") == inch_bands("8/0", "32/+3", "48/-3", "96/-6")
    assert bands(NOMADS, "pitcher") == inch_bands("8/0", "16/+3", "24/-3", "48/-6")
    assert bands(NOMADS, "panzerfaust") == inch_bands("8/0", "32/+3", "48/-3", "96/-6")
    assert bands(NOMADS, "lance-flammes-lourd") == []
    assert bands(NOMADS, "mines-monofilament") == []


def test_nomad_ammunition_and_traits_with_parameters():
    assert items(NOMADS, "arme-cc-monofilament") == [
        ("Monofilament", "Monofilament", None, None, None, "monofilament", "exact")
    ]
    assert items(NOMADS, "pistolet-breaker") == [("BRK", "BRK", None, None, None, "breaker", "exact")]
    assert items(NOMADS, "fusil-combi") == [
        ("N", "N", None, None, None, "normale", "exact"),
        ("Tir Suppressif", "Tir Suppressif", None, None, None, "tir-suppressif", "exact"),
    ]
    assert items(NOMADS, "fusil-multi-k1") == [
        ("N", "N", None, "choice", 1, "normale", "exact"),
        ("K1", "K1", None, "choice", 2, "k1", "exact"),
        ("DA", "DA", None, "choice", 3, "da", "exact"),
        ("Modes Multiples", "Modes Multiples", None, None, None, "modes-multiples", "exact"),
    ]
    assert items(NOMADS, "fusil-de-sniper-viral") == [
        ("Viral", "Viral", None, None, None, "viral", "exact"),
        ("Anti-matériel", "Anti-matériel", None, None, None, "anti-materiel", "exact"),
    ]
    assert items(NOMADS, "lance-grenades-lourd") == [
        ("EXP", "EXP", None, None, None, "exp", "exact"),
        ("Gabarit Circulaire", "Gabarit Circulaire", None, None, None, "gabarit-circulaire", "exact"),
        ("Tir Spéculatif", "Tir Spéculatif", None, None, None, "tir-speculatif", "exact"),
    ]
    # `Répétiteur` is no ammunition: the sheet's skill `Répétiteur Déployable` it abbreviates.
    assert items(NOMADS, "pitcher") == [
        ("Répétiteur", "Répétiteur", None, None, None, "repetiteur-deployable", "fuzzy"),
        ("Jetable (3)", "Jetable", "3", None, None, "jetable-x", "exact"),
    ]
    assert items(NOMADS, "panzerfaust") == [
        ("AP", "AP", None, "all", None, "ap", "exact"),
        ("EXP", "EXP", None, "all", None, "exp", "exact"),
        ("Jetable (2)", "Jetable", "2", None, None, "jetable-x", "exact"),
        ("Anti-matériel", "Anti-matériel", None, None, None, "anti-materiel", "exact"),
    ]
    assert items(NOMADS, "lance-flammes-lourd") == [
        ("INC", "INC", None, None, None, "incendiaire", "exact"),
        ("Gabarit Direct (Grande Larme)", "Gabarit Direct", "Grande Larme", None, None, "gabarit-direct", "exact"),
    ]
    assert items(NOMADS, "mines-monofilament") == [
        ("Monofilament", "Monofilament", None, None, None, "monofilament", "exact"),
        ("Gabarit Circulaire", "Gabarit Circulaire", None, None, None, "gabarit-circulaire", "exact"),
        ("Déployable", "Déployable", None, None, None, "deployable", "exact"),
    ]


def test_nomad_rules_with_sub_entries_in_the_rows_under_them():
    ammo = "Munitions nomades"
    traits = "Traits"
    skills = "Compétences spéciales"
    assert rules(NOMADS) == [
        ("Normale", "N", ammo, None, False, None, 21),
        ("AP", None, ammo, None, False, None, 22),
        ("DA", None, ammo, None, False, None, 23),
        ("EXP", None, ammo, None, False, None, 24),
        ("Breaker", "BRK", ammo, None, False, None, 25),
        ("K1", None, ammo, None, False, None, 26),
        ("Viral", None, ammo, None, False, None, 27),
        ("Incendiaire", "INC", ammo, None, False, None, 28),
        ("Monofilament", None, ammo, None, False, None, 29),
        ("Anti-matériel", None, traits, None, False, None, 33),
        ("Déployable", None, traits, None, False, None, 34),
        ("Gabarit Circulaire", None, traits, None, False, None, 35),
        ("Gabarit Direct", None, traits, None, False, None, 36),
        ("Jetable (X)", None, traits, None, True, None, 37),
        ("Modes Multiples", None, traits, None, False, None, 38),
        ("Tir Spéculatif", None, traits, None, False, None, 39),
        ("Tir Suppressif", None, traits, None, False, None, 40),
        ("Piratage Nomade", None, skills, None, False, None, 44),
        ("Carbonite", None, "Piratage Nomade", None, False, "piratage-nomade", 45),
        ("Spotlight", None, "Piratage Nomade", None, False, "piratage-nomade", 46),
        ("Trinité", None, "Piratage Nomade", None, False, "piratage-nomade", 47),
        ("Répétiteur Déployable", None, skills, None, False, None, 48),
        ("Camouflage Thermo-Optique", "CTO", skills, None, False, None, 49),
        ("Saut Orbital", None, skills, None, False, None, 50),
        ("Bioimmunité", None, skills, None, False, None, 51),
        ("Immunité BLI", None, "Bioimmunité", None, False, "bioimmunite", 52),
        ("Immunité PB", None, "Bioimmunité", None, False, "bioimmunite", 53),
        ("Tir de Riposte", None, skills, None, False, None, 54),
    ]
    found = texts(NOMADS)
    assert found["Piratage Nomade"] == (
        "Permet d'utiliser les programmes de piratage suivants sur un jet de VOL :\n\n"
        "- Carbonite : la cible est Immobilisée-2 jusqu'à ce qu'elle réussisse un jet de PB.\n"
        "- Spotlight : la cible est Ciblée, les armes guidées peuvent la viser.\n"
        "- Trinité : attaque de piratage à Rafale 3 contre un Hacker ennemi."
    )
    assert found["Carbonite"] == "la cible est Immobilisée-2 jusqu'à ce qu'elle réussisse un jet de PB."
    assert found["Immunité PB"] == "elle fait ses jets de sauvegarde avec PB contre toute munition."
    assert found["Répétiteur Déployable"] == 'Placé via une compétence courte. BLI 0. Étend la ZdC de piratage de 8".'
    assert found["Tir Suppressif"] == "L'arme peut faire un Tir de Suppression (R 3, jusqu'à 24\")."
    assert {kinds(NOMADS)[line] for line in range(44, 55)} == {"rule"}


def test_nomad_modifiers_in_inches_and_ammunition():
    section = "Modificateurs de piratage"
    assert modifiers(NOMADS) == [
        (section, "Brouillage", None, "VOL -3", 58),
        (section, "Hacker allié en soutien", None, "VOL +3", 59),
        (section, "Firewall ennemi", None, "PB +3 contre le piratage", 60),
        (section, 'Pirater à distance (8")', '8"', "+3", 62),
        (section, 'Pirater à distance (16")', '16"', "0", 62),
        (section, 'Pirater à distance (32")', '32"', "-3", 62),
        (section, "Pirater à distance (>)", ">", "-6", 62),
    ]
    assert ammunition(NOMADS) == [
        ("normale", "1 blessure", "Jet BLI", "Blessure directe", 21),
        ("ap", "1 blessure", "Jet BLI/2", "Blessure directe", 22),
        ("da", "2 blessures", "2x Jet BLI", "1 Blessure directe + 1x Jet BLI", 23),
        ("exp", "3 blessures", "3x Jet BLI", "1 Blessure directe + 2x Jet BLI", 24),
        ("breaker", "1 blessure", "Jet PB/2", "Blessure directe", 25),
        ("k1", "1 blessure, le BLI de la cible compte comme 0", "Jet BLI=0", "Blessure directe", 26),
        (
            "viral",
            "2 blessures. Mort instantanée en cas de blessure",
            "2x Jet PB",
            "1 Blessure directe + 1x Jet PB",
            27,
        ),
        ("incendiaire", "1 blessure par jet de BLI raté", "N x Jet BLI", None, 28),
        ("monofilament", "Mort instantanée", "Jet >12", None, 29),
    ]
    assert rolls(NOMADS) == []


# Infinity, Ariadna spaced for printing (a blank row between rows, Oui/Non, inline sub-entries).


def test_ariadna_weapons_read_across_the_blank_rows():
    assert weapons(ARIADNA) == [
        ("Couteau", None, 69, True, True, None, "PH", -1, None, None, False),
        ("Arme CC DA", None, 71, True, True, None, "PH", 0, None, None, False),
        ("Pistolet Lourd", None, 73, False, True, 15, None, None, 1, None, False),
        ("Fusil", None, 75, False, False, 13, None, None, 3, None, False),
        ("Fusil AP", None, 77, False, False, 13, None, None, 3, None, False),
        ("Fusil à pompe Léger", None, 79, False, False, 13, None, None, 2, "PteLarme", False),
        ("Fusil de Sniper T2", None, 81, False, False, 15, None, None, 2, None, False),
        ("Mitrailleuse (HMG)", None, 83, False, False, 15, None, None, 4, None, False),
        ("Lance-grenades Lourd", "Tir Tendu", 85, False, False, 13, None, None, 1, "Circulaire", False),
        ("Lance-grenades Lourd", "Tir Spéculatif", 87, False, False, 13, None, None, 1, "Circulaire", False),
        ("Panzerfaust", None, 89, False, False, 14, None, None, 1, None, False),
        ("Mines Antipersonnelles", None, 91, False, False, 13, None, None, None, "Circulaire PteLarme", True),
        ("E/Mauler", None, 93, False, False, 13, None, None, None, "Circulaire", True),
    ]
    assert bands(ARIADNA, "couteau") == []
    assert bands(ARIADNA, "pistolet-lourd") == core_bands("10/+3", "20/0", "40/-3")
    assert bands(ARIADNA, "fusil-a-pompe-leger") == core_bands("20/+3", "40/0", "60/-3")
    assert bands(ARIADNA, "fusil-de-sniper-t2") == core_bands("30/0", "90/+3", "130/-3", "260/-6")
    assert bands(ARIADNA, "lance-grenades-lourd:tir-tendu") == core_bands("20/0", "80/+3", "120/-3", "240/-6")
    assert bands(ARIADNA, "lance-grenades-lourd:tir-speculatif") == core_bands("20/-3", "80/0", "120/-3", "240/-6")
    assert bands(ARIADNA, "mines-antipersonnelles") == []


def test_ariadna_weapon_rules():
    shock = [("Shock", "Shock", None, None, None, "shock", "exact")]
    assert items(ARIADNA, "couteau") == shock
    assert items(ARIADNA, "arme-cc-da") == [("DA", "DA", None, None, None, "da", "exact")]
    assert items(ARIADNA, "pistolet-lourd") == shock
    assert items(ARIADNA, "fusil") == []
    assert items(ARIADNA, "fusil-ap") == [("AP", "AP", None, None, None, "ap", "exact")]
    assert items(ARIADNA, "fusil-de-sniper-t2") == [("T2", "T2", None, None, None, "t2", "exact")]
    assert items(ARIADNA, "lance-grenades-lourd:tir-tendu") == []
    assert items(ARIADNA, "lance-grenades-lourd:tir-speculatif") == [
        ("Fumigène", "Fumigène", None, None, None, "fumigene", "exact")
    ]
    assert items(ARIADNA, "panzerfaust") == [
        ("AP", "AP", None, "all", None, "ap", "exact"),
        ("EXP", "EXP", None, "all", None, "exp", "exact"),
    ]
    assert items(ARIADNA, "mines-antipersonnelles") == shock
    assert items(ARIADNA, "e-mauler") == [("E/M", "E/M", None, None, None, "e-m", "exact")]


def test_ariadna_skills_name_their_sub_entries_inline():
    skills = "Compétences"
    ammo = "Type de munition"
    assert rules(ARIADNA) == [
        ("Doctrine de Chasse", None, skills, None, False, None, 5),
        ("Piste", None, "Doctrine de Chasse", None, False, "doctrine-de-chasse", 5),
        ("Embuscade", None, "Doctrine de Chasse", None, False, "doctrine-de-chasse", 5),
        ("Battue", None, "Doctrine de Chasse", None, False, "doctrine-de-chasse", 5),
        ("Chaîne de Commandement", None, skills, None, False, None, 7),
        ("Relais", None, "Chaîne de Commandement", None, False, "chaine-de-commandement", 7),
        ("Discrétion", None, "Chaîne de Commandement", None, False, "chaine-de-commandement", 7),
        ("Ingénieur", None, skills, None, False, None, 9),
        ("Transmutation", None, skills, None, False, None, 11),
        ("Vaillance N2 – Tenace", None, skills, None, False, None, 13),
        ("Escalader Plus", None, skills, None, False, None, 15),
        ("Camouflage", "CAMO", skills, None, False, None, 17),
        ("Normale", "N", ammo, None, False, None, 49),
        ("AP", None, ammo, None, False, None, 51),
        ("DA", None, ammo, None, False, None, 53),
        ("EXP", None, ammo, None, False, None, 55),
        ("Shock", "SH", ammo, None, False, None, 57),
        ("T2", None, ammo, None, False, None, 59),
        ("Fumigène", None, ammo, None, False, None, 61),
        ("E/M", None, ammo, None, False, None, 63),
    ]
    found = texts(ARIADNA)
    # The parent keeps its text as printed; each named part is a rule of its own.
    assert found["Doctrine de Chasse"] == (
        "-Piste : ignore les terrains Difficiles en forêt -Embuscade : CC +3 au premier tour de la partie "
        "-Battue : +1 Ordre dans la réserve du groupe"
    )
    assert found["Piste"] == "ignore les terrains Difficiles en forêt"
    assert found["Embuscade"] == "CC +3 au premier tour de la partie"
    assert found["Battue"] == "+1 Ordre dans la réserve du groupe"
    assert found["Relais"] == "si le Lieutenant tombe, la figurine devient Lieutenant sans perte d'Ordre"
    assert found["Discrétion"] == "elle n'est pas révélée comme Lieutenant lors du relais"
    assert found["Ingénieur"] == (
        "VOL : *Répare un TAG ou un véhicule (Echec : -1 STR) *Annule un effet Immobilisé *Désactive une mine"
    )


def test_ariadna_modifiers_dispersion_and_ammunition_across_the_blank_rows():
    section = "Modificateurs de base"
    assert modifiers(ARIADNA) == [
        (section, "Couverture Partielle", None, "TR -3, BLI +3", 21),
        (section, "Camouflage", None, "TR et détection -3", 23),
        (section, "Visibilité Réduite", None, "-3 pour les attaques à distance", 25),
        (section, "Tir spéculatif", None, "TR -6", 27),
        (section, "Découvrir (20 cm)", "20 cm", "+3", 31),
        (section, "Découvrir (40 cm)", "40 cm", "0", 31),
        (section, "Découvrir (80 cm)", "80 cm", "-3", 31),
        (section, "Découvrir (>)", ">", "-6", 31),
    ]
    assert rolls(ARIADNA) == [
        ("Dispersion", "D20", 1, 5, "Vers le tireur", 37),
        ("Dispersion", "D20", 6, 10, "Vers la droite de la LdV", 39),
        ("Dispersion", "D20", 11, 15, "Vers la gauche de la LdV", 41),
        ("Dispersion", "D20", 16, 20, "Au-delà de la cible", 43),
    ]
    assert ammunition(ARIADNA) == [
        ("normale", "1 blessure", "Jet BLI", "Blessure directe", 49),
        ("ap", "1 blessure", "Jet BLI/2", "Blessure directe", 51),
        ("da", "2 blessures", "2x Jet BLI", "1 Blessure directe + 1x Jet BLI", 53),
        ("exp", "3 blessures", "3x Jet BLI", "1 Blessure directe + 2x Jet BLI", 55),
        ("shock", "1 blessure. Mort instantanée en cas de blessure", "Jet BLI", "1 Blessure directe", 57),
        ("t2", "2 blessures", "Jet BLI", "2 Blessures directes", 59),
        ("fumigene", "Crée une zone Visibilité Nulle", None, None, 61),
        ("e-m", "(Voir Tableau E/M)", "Jet PB", "Effet direct", 63),
    ]
    assert rows(ARIADNA, "reference_tables") == []
    covered = kinds(ARIADNA)
    assert [covered[line] for line in (29, 35, 47, 67)] == [
        "table_header",
        "roll_table",
        "table_header",
        "table_header",
    ]


# Focused tests of what the sheets above taught the readers, a few lines each.


def inline(text: str, game: str, file: str, fmt: str) -> dict[str, list[dict]]:
    """The rows of a sheet given as text, every line of it read."""
    parsed = parse_inline(text, file, game, fmt)
    assert "unparsed" not in set(parsed.coverage["kind"])
    return {table: frame.to_dict("records") for table, frame in parsed.tables.items()}


WEAPONS_HEADER = "ARME\tCOURTE\tMOYENNE\tLONGUE\tEXTREME\tDOM\tR\tMUNIT.\tE/M*\n"


def test_a_band_in_inches_as_max_and_modifier():
    assert parse_modified_band('8"/+3') == ModifiedBand(8.0, 3, "in")
    assert parse_modified_band("16 po/-3") == ModifiedBand(16.0, -3, "in")
    assert parse_modified_band("20cm/0") == ModifiedBand(20.0, 0, "cm")
    assert parse_modified_band("20/+3") == ModifiedBand(20.0, 3, "cm")
    sheet = "Armement\n\n" + WEAPONS_HEADER.replace("\t", ";") + 'Fusil;"8""/+3";"16""/0";--;--;13;3;N;X\n'
    found = inline(sheet, "infinity", "inline.csv", "tabular")["weapon_ranges"]
    assert [(band["max"], band["unit"], band["modifier"]) for band in found] == [(8.0, "in", 3), (16.0, "in", 0)]


def test_an_em_flag_as_a_drop_down_list_fills_it():
    assert (parse_flag("Oui"), parse_flag("non"), parse_flag("✓"), parse_flag("X"), parse_flag("--")) == (
        True,
        False,
        True,
        True,
        False,
    )
    with pytest.raises(CellError):
        parse_flag("Peut-être")


def test_rows_a_blank_line_apart_are_one_table():
    """A sheet spaced out for printing: before, the header stood alone (refused: no weapon
    rows under it) and each ammunition row was a grid of its own."""
    sheet = (
        "Munitions\n\nMUNITION\tEFFET\tJET REQ.\n\nAP\t1 blessure\tJet BLI/2\n\nDA\t2 blessures\tJet BLI\n\n"
        "Armement\n\n" + WEAPONS_HEADER + "\nFusil AP\t20/0\t40/+3\t--\t--\t13\t3\tAP\tNon\n\n"
        "Pistolet\t10/+3\t20/0\t--\t--\t11\t2\tDA\tNon\n"
    )
    found = inline(sheet, "infinity", "inline.tsv", "tabular")
    assert [weapon["name"] for weapon in found["weapons"]] == ["Fusil AP", "Pistolet"]
    assert [row["effect"] for row in found["ammunition"]] == ["1 blessure", "2 blessures"]
    assert found["reference_tables"] == []


def test_a_list_cell_on_several_lines_names_its_sub_entries():
    sheet = (
        'Compétences\n\nMorphe-Scan\t"VOL : la figurine copie une compétence ennemie.\nEffets :\n'
        "- Copie Mineure : la figurine gagne une compétence de Niveau 1 jusqu'à la fin du tour.\n"
        "- Copie Majeure : sur une réussite critique, la compétence est gardée jusqu'à la fin de la partie.\"\n"
        "Régénération\tLa figurine récupère un point de BLI perdu sur un jet de PH réussi.\n"
    )
    found = inline(sheet, "infinity", "inline.tsv", "tabular")["rules"]
    assert [(rule["name"], rule["parent_rule_id"], rule["source_line"]) for rule in found] == [
        ("Morphe-Scan", None, 3),
        ("Copie Mineure", "inline:morphe-scan", 5),
        ("Copie Majeure", "inline:morphe-scan", 6),
        ("Régénération", None, 7),
    ]
    assert found[0]["text"].startswith("VOL : la figurine copie une compétence ennemie.\n\nEffets :\n\n- Copie Mineure")


def test_rows_with_an_empty_name_go_on_with_the_entry_above():
    """Before, such rows made the whole list a grid: no skill was a rule."""
    sheet = (
        "Compétences\n\nPiratage\tPermet d'utiliser les programmes suivants :\n"
        "\t- Carbonite : la cible est Immobilisée jusqu'à ce qu'elle réussisse un jet de PB.\n"
        "\t- Spotlight : la cible est Ciblée, les armes guidées peuvent la viser ce tour.\n"
        "Saut Orbital\tDéploiement n'importe où hors de la ZD ennemie.\n"
        "\tSur un échec, la troupe se disperse.\n"
    )
    found = inline(sheet, "infinity", "inline.tsv", "tabular")
    rules_found = found["rules"]
    assert [(rule["name"], rule["parent_rule_id"], rule["source_line"]) for rule in rules_found] == [
        ("Piratage", None, 3),
        ("Carbonite", "inline:piratage", 4),
        ("Spotlight", "inline:piratage", 5),
        ("Saut Orbital", None, 6),
    ]
    assert rules_found[3]["text"] == (
        "Déploiement n'importe où hors de la ZD ennemie. Sur un échec, la troupe se disperse."
    )
    assert found["reference_tables"] == []


def test_entries_listed_inline_after_glued_dashes():
    """As the core sheet lists its hacking programs; a text parted by `*` names none."""
    sheet = (
        "Compétences\n\nDoctrine\t-Piste : ignore les terrains Difficiles -Embuscade : CC +3 au premier tour\n"
        "Ingénieur\tVOL : *Répare un TAG (Echec : -1 STR) *Désactive une mine\n"
        "Griffes\t-3 au TR : pour -Toujours : rien\n"
    )
    found = inline(sheet, "infinity", "inline.tsv", "tabular")["rules"]
    assert [(rule["name"], rule["text"], rule["parent_rule_id"]) for rule in found] == [
        ("Doctrine", "-Piste : ignore les terrains Difficiles -Embuscade : CC +3 au premier tour", None),
        ("Piste", "ignore les terrains Difficiles", "inline:doctrine"),
        ("Embuscade", "CC +3 au premier tour", "inline:doctrine"),
        ("Ingénieur", "VOL : *Répare un TAG (Echec : -1 STR) *Désactive une mine", None),
        ("Griffes", "-3 au TR : pour -Toujours : rien", None),
    ]
