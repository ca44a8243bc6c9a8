"""Infinity (`tabular`) sheets; their Epic (`records`) siblings are tested in
tests/unit/games/epic/test_next_faction_sheets.py.

Written blind: three Infinity (`tabular`) and two Epic (`records`) sheets written
as the volunteer of the real sheets would write the next faction's, before the parser was
run on them.

- `infinity-panoceanie-aide-de-jeu.tsv` (TSV as the real sheet, LF, two blank lines on top):
  the real sheet's sections (order reserve grid, bullets, `Retraite` lines, dice terms,
  modifiers with empty trailing cells and a `Distance` row over a `Découvrir` row), a D20
  table `1-5`/`20`, skills whose sub-entries are inline `-Nom : texte -Nom : texte`
  (`Piratage`, `Ordres Militaires (Religieuses)`, `Neoterra Bolts`), names with a
  parameter `Mimétisme (-3)`, an English name beside the French one `Knauf Squadron
  (Escadron Knauf)`, pointers (`Voir Retraite.`); ammunition; weapons with `Nom - Mode`
  rows, `3//2//1` bursts and `/AP/DA` choices, `1 (2x)`, `--*`, `PH+1`.
- `infinity-haqqislam-gsheets-virale.csv` (Google Sheets CSV, CRLF, every row padded with
  commas to ten cells, blank rows as `,,,,,,,,,`, quoted cells holding commas): no leading
  blank lines, a `Types de terrains` section, skills with English names in parentheses
  (`Médecin (Doctor)`), inline sub-entries, a D20 table `1`/`2-9`/`18-20`, viral weapons,
  `Adh.` strengths, `2 (3)` and `2/1` bursts.
- `infinity-armee-combinee-libreoffice-crlf.tsv` (LibreOffice TSV, CRLF, rows padded with
  tabs to ten cells): sections in another order (Armement first, modifiers near the end),
  an E/M effects grid, skills with inline sub-entries (`Morat (Fureur)`), a D20 table
  headed `Jet | Effet`.

Every value below was written by hand from the sheets, before the parser was run on them."""

from __future__ import annotations

import pytest

from pipeline.contract.validate import typed_tables, validate_tables
from tests.conftest import parsed_fixture as result
from tests.tabrec import (
    BANDS,
    PANO,
    ammunition,
    bands,
    choice,
    columns,
    each,
    item,
    items,
    kinds,
    max_bands,
    parents,
    rolls,
    texts,
    weapons,
)

HAQQ = "infinity-haqqislam-gsheets-virale.csv"
COMBINED = "infinity-armee-combinee-libreoffice-crlf.tsv"
ORKS = "epic-orks-capacites-speciales.txt"
CHAOS = "epic-chaos-capacites-2e-edition.txt"


NEW_SHEETS = [PANO, HAQQ, COMBINED]


@pytest.mark.parametrize("file", NEW_SHEETS)
def test_every_line_is_read_and_the_tables_validate(file):
    assert "unparsed" not in kinds(file).values()
    assert validate_tables(typed_tables(result(file).tables)) == []


# PanOceania, TSV as the real sheet.


def test_pano_weapons():
    assert weapons(PANO) == [
        ("Arme de Corps à Corps", None, 96, True, True, None, "PH", 0, None, None, False),
        ("Arme CC AP", None, 97, True, True, None, "PH", 1, None, None, False),
        ("Arme CC E/M", None, 98, True, True, None, "PH", -1, None, None, True),
        ("Pistolet Lourd", None, 99, False, True, 14, None, None, 1, None, False),
        ("Pistolet d'Assaut", None, 100, False, True, 13, None, None, 4, None, False),
        ("Fusil Combi", None, 101, False, False, 13, None, None, 3, None, True),
        ("Fusil MULTI", None, 102, False, False, 13, None, None, 3, None, True),
        ("Fusil à Plasma", None, 103, False, False, 14, None, None, 3, "Circulaire PteLarme", True),
        ("Spitfire", None, 104, False, False, 14, None, None, 4, None, True),
        ("Mitrailleuse MULTI", None, 105, False, False, 15, None, None, 4, None, True),
        ("Fusil de Sniper MULTI", None, 106, False, False, 15, None, None, 2, None, True),
        ("Fusil à pompe Lourd", None, 107, False, False, 15, None, None, 2, "PteLarme", False),
        ("Lance-grenades Lourd", "Tir direct", 108, False, False, 13, None, None, 1, "Circulaire", False),
        ("Lance-grenades Lourd", "Tir spéculatif", 109, False, False, 13, None, None, 1, "Circulaire", False),
        ("Lance-missiles", None, 110, False, False, 14, None, None, None, "Circulaire", False),
        ("Panzerfaust", None, 111, False, False, 14, None, None, 1, None, False),
        ("Canon Magnétique", None, 112, False, False, 15, None, None, 5, None, True),
        ("Pulsation Flash", None, 113, False, False, 13, None, None, 1, None, True),
        ("Mines Antipersonnelles", None, 114, False, False, 13, None, None, None, "Circulaire PteLarme", True),
        ("Lance-flammes Lourd", None, 115, False, False, 14, None, None, None, "GrdLarme", False),
        ("Nanopulseur", None, 116, False, False, 13, None, None, 1, "PteLarme", True),
        ("D-Charges", None, 117, True, True, 14, None, None, None, None, True),
        ("Marqueur", None, 118, False, False, None, None, None, 1, None, True),
        ("Mk12", None, 119, False, False, 15, None, None, 3, None, False),
        ("Lance-missiles Guidés", None, 120, False, False, 14, None, None, None, "Circulaire", True),
    ]


def test_pano_bands():
    assert bands(PANO, "pistolet-lourd") == max_bands(BANDS, "10/+3", "20/0", "40/-3")
    assert bands(PANO, "pistolet-d-assaut") == max_bands(BANDS, "20/+3", "40/-6")
    assert bands(PANO, "lance-grenades-lourd:tir-speculatif") == max_bands(BANDS, "20/-6", "80/-3")
    assert bands(PANO, "fusil-de-sniper-multi") == max_bands(BANDS, "30/0", "90/+3", "130/-3", "260/-6")
    assert bands(PANO, "mines-antipersonnelles") == []


def test_pano_rule_links():
    assert items(PANO, "pistolet-lourd") == [item("AP", "ap")]
    assert items(PANO, "fusil-multi") == [choice("AP", "ap", 2), choice("DA", "da", 3)]
    assert items(PANO, "fusil-de-sniper-multi") == [choice("AP", "ap", 1), choice("DA", "da", 2)]
    assert items(PANO, "panzerfaust") == [each("AP", "ap"), each("EXP", "exp")]
    assert items(PANO, "arme-cc-e-m") == [item("E/M", "e-m")]
    assert items(PANO, "lance-grenades-lourd:tir-speculatif") == [item("Fumigène", "fumigene")]
    assert items(PANO, "fusil-a-plasma") == [item("Plasma", "plasma")]


def test_pano_ammunition():
    found = ammunition(PANO)
    assert [a[0] for a in found][:4] == ["ap", "da", "exp", "fumigene"]
    assert len(found) == 10
    assert found[0] == ("ap", "1 blessure", "🎲BLI/2", "Blessure directe", 80)
    assert found[3] == ("fumigene", "Crée une zone Visibilité Nulle/Fumigène", None, None, 83)


def test_pano_skills_and_sub_entries():
    found = parents(PANO)
    for name in ("Chaîne de Commandement", "Ingénieur", "Fireteam : Core", "Mimétisme (-3)", "Pétaudière"):
        assert found[name] is None
    assert found["Pirater un TAG"] == "piratage"
    assert found["Posséder un TAG"] == "piratage"
    assert found["Protocoles Anti-Hacker"] == "piratage"
    assert found["Pirater des Aérotransports"] == "piratage"
    assert found["Vaillance"] == "ordres-militaires"
    assert found["Fanatisme"] == "ordres-militaires"
    assert found["Mystique"] == "ordres-militaires"
    assert found["Tir Coordonné"] == "neoterra-bolts"
    assert found["Discipline"] == "neoterra-bolts"
    for name in ("Fanatiques de la Foi", "Chevaliers de Montesa", "ORC Troops"):
        assert found[name] is None
    t = texts(PANO)
    assert t["Pétaudière"] == "Voir Retraite."
    assert t["Pirater un TAG"] == "🎲 VOL-PB, 1 réussite TAG IMM"
    assert t["Mystique"] == "Une troupe alliée dans la ZC relance un jet de Bravoure raté"
    assert t["Chevaliers de Montesa"].endswith("si elle a bougé en ligne droite. Voir Arme CC AP.")


def test_pano_modifiers_and_roll_table():
    mods = columns(PANO, "modifiers", ("name", "condition", "value", "value_num", "source_line"))
    assert ("Aide en CC", None, "+1 au CC, pour chaque figurine alliée", 1, 31) in mods
    assert ("Couverture Partielle", None, "TR -3, BLI +3", -3, 35) in mods
    assert ("Tir en CC", None, "TR -6", -6, 38) in mods
    assert ("Découvrir (20 cm)", "20 cm", "+3", 3, 40) in mods
    assert ("Découvrir (120 cm)", "120 cm", "-3", -3, 40) in mods
    assert rolls(PANO) == [
        ("Tableau de Dispersion", "D20", 1, 5, "Le gabarit dévie de 5 cm vers l'arrière", 45),
        ("Tableau de Dispersion", "D20", 6, 12, "Le gabarit dévie de 10 cm vers la gauche", 46),
        ("Tableau de Dispersion", "D20", 13, 19, "Le gabarit dévie de 10 cm vers la droite", 47),
        ("Tableau de Dispersion", "D20", 20, 20, "Le gabarit dévie de 15 cm vers l'avant", 48),
    ]


# Haqqislam, Google Sheets CSV padded with commas.


def test_haqq_weapons():
    assert weapons(HAQQ) == [
        ("Arme de Corps à Corps", None, 76, True, True, None, "PH", 0, None, None, False),
        ("Arme CC Viral", None, 77, True, True, None, "PH", 0, None, None, False),
        ("Arme CC Monofilament", None, 78, True, True, None, "PH", 2, None, None, False),
        ("Pistolet Viral", None, 79, False, True, 11, None, None, 2, None, False),
        ("Pistolet d'Assault", None, 80, False, True, 13, None, None, 4, None, False),
        ("Fusil Viral", None, 81, False, False, 13, None, None, 3, None, False),
        ("Fusil de Sniper Viral", None, 82, False, False, 15, None, None, 2, None, False),
        ("Fusil T2 (Tir précis)", None, 83, False, False, 15, None, None, 2, None, False),
        ("Mitrailleuse (HMG)", None, 84, False, False, 15, None, None, 4, None, False),
        ("Fusil à pompe Léger", None, 85, False, False, 13, None, None, 2, "PteLarme", False),
        ("Fusil d'Abordage", None, 86, False, False, 14, None, None, 2, "PteLarme", False),
        ("Lance Adhésifs", None, 87, False, False, None, None, None, None, None, False),
        ("Akrylat-Kanone", None, 88, False, False, None, None, None, 1, None, False),
        ("Sepsitor", None, 89, False, False, None, "VOL", 0, 1, "GrdLarme", True),
        ("Nanopulseur", None, 90, False, False, 13, None, None, 1, "PteLarme", True),
        ("Lance-grenades Léger", None, 91, False, False, 13, None, None, None, "Circulaire", False),
        ("Lance-missiles", None, 92, False, False, 14, None, None, None, "Circulaire", False),
        ("Feuerbach", None, 93, False, False, 14, None, None, 2, None, True),
        ("Chain Rifle", None, 94, False, False, 13, None, None, None, "PteLarme", False),
        ("Mines Monofilament", None, 95, False, False, 13, None, None, None, "Circulaire PteLarme", True),
        ("Biotechvore", None, 96, False, False, 14, None, None, None, "Circulaire", False),
    ]


def test_haqq_bands_and_links():
    assert bands(HAQQ, "pistolet-viral") == max_bands(BANDS, "10/+3", "20/0", "40/-3", "60/-6")
    assert bands(HAQQ, "fusil-a-pompe-leger") == max_bands(BANDS, "20/+3", "40/0", "60/-3")
    assert items(HAQQ, "fusil-viral") == [item("Viral", "viral")]
    assert items(HAQQ, "fusil-t2-tir-precis") == [item("T2", "t2")]
    assert items(HAQQ, "feuerbach") == [each("AP", "ap"), each("DA", "da")]
    assert items(HAQQ, "arme-cc-monofilament") == [item("Monofilament", "monofilament")]


def test_haqq_skills_and_sub_entries():
    found = parents(HAQQ)
    for name in ("Médecin", "Terrain X : Désert", "Biotechvore", "Hafza", "Holo Projecteur N1"):
        assert name in found and found[name] is None
    assert found["Sepsitor Plus"] == "combi-sepsitor"
    assert found["Gabarit"] == "combi-sepsitor"
    assert found["Limité"] == "combi-sepsitor"
    assert found["Lobos"] == "hassassin"
    assert found["Ragiks"] == "hassassin"
    assert found["Fidays"] == "hassassin"
    t = texts(HAQQ)
    assert t["Hafza"] == "Voir Holo Projecteur N1."
    assert t["Fidays"] == "Supplantation N2 et Arts Martiaux N3"
    assert t["Vaillance N2 – Tenace"] == (
        "Ignore l'état inconscient tant que des ordres sont dépensés. Après, la troupe meurt directement."
    )


def test_haqq_modifiers_ammunition_and_roll_table():
    mods = columns(HAQQ, "modifiers", ("name", "condition", "value", "source_line"))
    assert ("Aide en CC", None, "+3 au CC, pour chaque figurine alliée", 15) in mods
    assert ("Pirater des Aérotransports", None, "VOL -9", 20) in mods
    assert ("Observateur d'Artillerie (80 cm)", "80 cm", "0", 22) in mods
    names = ["ap", "da", "exp", "viral", "t2", "adhesive", "monofilament", "nanotech"]
    assert [a[0] for a in ammunition(HAQQ)] == names
    assert rolls(HAQQ) == [
        ("Jet de Sepsitor", "D20", 1, 1, "Échec critique : le Sepsitor est hors service", 56),
        ("Jet de Sepsitor", "D20", 2, 9, "Aucun effet", 57),
        ("Jet de Sepsitor", "D20", 10, 17, "La cible fait un jet de VOL-3", 58),
        ("Jet de Sepsitor", "D20", 18, 20, "La cible est Sepsitorisée", 59),
    ]


# Combined Army, LibreOffice TSV, sections reordered.


def test_combined_weapons_and_links():
    found = weapons(COMBINED)
    assert [w[0] for w in found] == [
        "Arme CC DA", "Arme CC EXP", "Pistolet Combi", "Fusil Combi", "Fusil Plasma", "Spitfire",
        "Fusil de Sniper Plasma", "Mitrailleuse Plasma (HMG)", "Fusil à pompe Lourd", "Lance-flammes Léger",
        "E/Marat", "E/Mitter", "Lance-grenades Lourd", "LRM Katyusha", "Canon Portable Lourd",
        "Lance-missiles Guidés", "Lanceur de Mines Shock",
    ]  # fmt: skip
    assert found[0] == ("Arme CC DA", None, 4, True, True, None, "PH", 0, None, None, False)
    assert found[13] == ("LRM Katyusha", None, 17, False, False, 13, None, None, 1, "Circulaire", False)
    assert bands(COMBINED, "lanceur-de-mines-shock") == max_bands(BANDS, "10/0", "40/+3", "60/-3", "120/-6")
    assert items(COMBINED, "lanceur-de-mines-shock") == [item("SH", "shock")]
    assert items(COMBINED, "canon-portable-lourd") == [each("AP", "ap"), each("EXP", "exp")]
    normal = ("N", "N", None, "choice", 1, None, "unresolved")  # `N`: the normal ammunition, no rule
    assert items(COMBINED, "fusil-a-pompe-lourd") == [normal, choice("AP", "ap", 2)]


def test_combined_skills_modifiers_and_roll_table():
    found = parents(COMBINED)
    assert found["Impétueux"] == "morat"
    assert found["Courage"] == "morat"
    assert found["Discipline Morat"] == "morat"
    for name in ("Shasvastii", "Supplantation N1", "E/M Surge", "Tir de suppression"):
        assert found[name] is None
    assert texts(COMBINED)["E/M Surge"] == "Voir Effet des munitions E/M."
    mods = columns(COMBINED, "modifiers", ("name", "value", "source_line"))
    assert ("Supplantation", "TR et détection -6", 58) in mods
    assert ("Tir de suppression", "TR -3", 59) in mods
    assert rolls(COMBINED) == [
        ("Jet de Retraite", "D20", 1, 10, "La troupe reste en place", 64),
        ("Jet de Retraite", "D20", 11, 15, "La troupe se replie de 10 cm", 65),
        ("Jet de Retraite", "D20", 16, 19, "La troupe fuit de 20 cm", 66),
        ("Jet de Retraite", "D20", 20, 20, "La troupe quitte la table", 67),
    ]
