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

from pipeline.extract.cells import CellError
from pipeline.games.infinity.cells import ModifiedBand, parse_flag, parse_modified_band
from tests.tabrec import inline

# Focused tests of what the sheets above taught the readers, a few lines each.


WEAPONS_HEADER = "ARME\tCOURTE\tMOYENNE\tLONGUE\tEXTREME\tDOM\tR\tMUNIT.\tE/M*\n"


def test_a_band_in_inches_as_max_and_modifier():
    assert parse_modified_band('8"/+3') == ModifiedBand(8.0, 3, "in")
    assert parse_modified_band("16 po/-3") == ModifiedBand(16.0, -3, "in")
    assert parse_modified_band("20cm/0") == ModifiedBand(20.0, 0, "cm")
    assert parse_modified_band("20/+3") == ModifiedBand(20.0, 3, "cm")
    sheet = "Armement\n\n" + WEAPONS_HEADER.replace("\t", ";") + 'Fusil;"8""/+3";"16""/0";--;--;13;3;N;X\n'
    found = inline(sheet, file="inline.csv")["weapon_ranges"]
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
    found = inline(sheet)
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
    found = inline(sheet)["rules"]
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
    found = inline(sheet)
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
    found = inline(sheet)["rules"]
    assert [(rule["name"], rule["text"], rule["parent_rule_id"]) for rule in found] == [
        ("Doctrine", "-Piste : ignore les terrains Difficiles -Embuscade : CC +3 au premier tour", None),
        ("Piste", "ignore les terrains Difficiles", "inline:doctrine"),
        ("Embuscade", "CC +3 au premier tour", "inline:doctrine"),
        ("Ingénieur", "VOL : *Répare un TAG (Echec : -1 STR) *Désactive une mine", None),
        ("Griffes", "-3 au TR : pour -Toujours : rien", None),
    ]
