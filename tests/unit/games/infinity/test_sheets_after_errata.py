"""Infinity (`tabular`) sheets; their Epic (`records`) siblings are tested in
tests/unit/games/epic/test_sheets_after_errata.py.

Written blind: three Infinity (`tabular`) and two Epic (`records`) sheets as they
look after a few rounds of errata and several volunteers' hands, written before the parser
was run on them.

- `infinity-panoceanie-errata-excel.tsv` (Excel "Texte Unicode": UTF-16 LE with a BOM, CRLF,
  every row padded with tabs to the ten columns of the used range): a title and a credits
  line, an `Historique des versions` table (`v1.0<TAB>date<TAB>quoi`), a legend line; the
  `Armement` table with a changed DOM written `14*`, a burst `4 (ancien 3)`, a removed weapon
  as `Nom<TAB>SUPPRIMÉ (errata v1.2)` with its other cells empty; `Armement (suite)` with the
  header repeated and a weapon marked `(E)` after its name; a `NdT :` line; ammunition;
  skills with `[MAJ v1.2]`, `(modifié)` and `NOUVEAU` after the name, a removed skill
  (`SUPPRIMÉ en v1.2`), two skills with `-Nom : texte` sub-entries in one cell, a skill with a
  value parameter `Mimétisme (-6)`, an `N.B. :` line; modifiers with `-6*`, `-6 (ancien -9)`
  and `-3 (E)`; a Fireteam table with `[à vérifier]`; a dispersion grid; an `Errata v1.2
  (résumé)` two-column table naming weapons and skills.
- `infinity-onyx-combinee-gsheets.csv` (Google Sheets CSV: every row padded with commas to
  ten columns, quoted cells with commas and doubled quotes): two factions, two weapons tables
  under `ARMEMENT - …` headings; a renamed weapon `Nom (anciennement Ancien nom)`, values
  changed as `13 → 14` (DOM), `80/+3 → 60/+3` (range) and `1 → 2` (burst), a removed weapon
  `Nom (SUPPRIMÉ)` with its old cells kept; a `NdT :` line with `""`; skills with `-Nom :`
  sub-entries, `(modifié)`, `[à vérifier …]`, `N.B. :` and a `SUPPRIMÉ : …` skill; a
  modifiers table with `TR -3 → -6`; a D20 table under a heading `… (D20)`; ammunition; an
  `HISTORIQUE DES VERSIONS` table at the end.
- `infinity-nomades-n5-remarques.tsv` (LibreOffice Calc TSV, LF, no padding): the weapons
  table with an eleventh `REMARQUE` column (`modifié 1.3`, `NOUVEAU`, `NdT : …`, a quoted
  remark on two lines), a removed weapon `Nom<TAB>SUPPRIMÉ` with only a remark after it; skills
  compiled by two volunteers (`Nom<TAB>texte` and `Nom : texte` in one cell), `•` named
  sub-entries in one cell, an abbreviation `(ECM)`, `(modifié 1.3)`, `N.B. :` lines, a
  `Compétences (suite)` section, a struck `~~Nom~~<TAB>SUPPRIMÉ en N5`; modifiers with `(E)`
  and `(ancien -6)`, a distance row; a D20 table; ammunition; an `Errata 1.3` bullet list.

Every value below was written by hand from the sheets, before the parser was run on them."""

from __future__ import annotations

import pytest

from pipeline.contract.validate import typed_tables, validate_tables
from tests.conftest import parsed_fixture as result
from tests.tabrec import (
    BANDS,
    ammunition,
    bands,
    choice,
    each,
    item,
    items,
    kinds,
    max_bands,
    modifiers,
    no_rule_or_weapon,
    roll_cells,
    rows,
    rules,
    texts,
    weapons,
)

PANO = "infinity-panoceanie-errata-excel.tsv"
ONYX = "infinity-onyx-combinee-gsheets.csv"
NOMADES = "infinity-nomades-n5-remarques.tsv"
ELDARS = "epic-eldars-errata-word.txt"
ORKS = "epic-orks-chaos-pdf.txt"


NEW_SHEETS = [PANO, ONYX, NOMADES]


NOTES_AS_SUB_ENTRIES = pytest.mark.xfail(
    strict=True,
    reason="records: a compiler note line (`N.B. :`, `NdT :`, `SUPPRIMÉ en v1.2 :`) in a description is read as a "
    "named sub-entry",
)


READ_AS_DATA = ("unparsed", "rule", "weapon", "modifier", "roll_table")


def rule_names(file: str) -> set[str]:
    return {row["name"] for row in rows(file, "rules")}


def all_rule_text(file: str) -> str:
    return "\n".join(text or "" for text in texts(file).values())


def removed_or_marked(file: str, name: str) -> None:
    """A removed entry is no live rule: absent, or kept with its removal in its text."""
    found = texts(file)
    if name in found:
        assert "SUPPRIM" in (found[name] or "").upper(), (name, found[name])


def children(file: str, parent: str) -> list[tuple]:
    """(name, line) of the rules whose parent is `parent` (its id without the sheet's prefix)."""
    return [(r[0], r[6]) for r in rules(file) if r[5] == parent]


@pytest.mark.parametrize("file", NEW_SHEETS)
def test_every_line_is_read_and_the_tables_validate(file):
    assert "unparsed" not in kinds(file).values()
    assert validate_tables(typed_tables(result(file).tables)) == []


@pytest.mark.parametrize(
    "file",
    [
        PANO,
        ONYX,
        pytest.param(
            NOMADES, marks=pytest.mark.xfail(strict=True, reason="a struck `~~Nom~~` skill keeps its marks in its name")
        ),
    ],
)
def test_no_errata_marker_in_a_name(file):
    for name in rule_names(file) | {w[0] for w in weapons(file)}:
        for marker in ("MAJ", "modifié", "NOUVEAU", "(E)", "SUPPRIM", "~~", "anciennement", "*"):
            assert marker not in name, (name, marker)


@pytest.mark.parametrize("file", [PANO, ONYX, NOMADES])
def test_no_old_value_left_in_a_weapon_cell(file):
    for row in rows(file, "weapons"):
        for column in ("strength_raw", "burst_raw", "name"):
            value = str(row[column])
            assert "→" not in value and "ancien" not in value, (row["name"], column, value)


# PanOcéanie, Excel Unicode text padded to ten columns.


def test_pano_weapons():
    assert weapons(PANO) == [
        ("Arme CC", None, 14, True, True, None, "PH", 0, None, None, False),
        ("Couteau", None, 15, True, True, None, "PH", -1, None, None, False),
        ("Pistolet", None, 16, False, True, 11, None, None, 2, None, False),
        ("Pistolet Lourd", None, 17, False, True, 15, None, None, 1, None, False),
        ("Fusil Combi", None, 18, False, False, 13, None, None, 3, None, True),
        ("Fusil MULTI", None, 19, False, False, 14, None, None, 3, None, True),
        ("Spitfire", None, 20, False, False, 14, None, None, 4, None, True),
        ("Fusil à pompe Léger", None, 21, False, False, 13, None, None, 2, "PteLarme", False),
        ("Lance-flammes Lourd", None, 22, False, False, 14, None, None, None, "GrdLarme", False),
        ("Mitrailleuse (HMG)", None, 24, False, False, 15, None, None, 4, None, False),
        ("Fusil de Sniper MULTI", None, 29, False, False, 15, None, None, 2, None, True),
        ("Lance-missiles", None, 30, False, False, 14, None, None, 1, "Circulaire", False),
        ("Spitfire Lourd", None, 31, False, False, 15, None, None, 4, None, True),
        ("Canon MULTI Lourd", None, 32, False, False, 15, None, None, 3, None, True),
        ("Marqueur", None, 33, False, False, None, None, None, 1, None, True),
        ("Nanopulseur", None, 34, False, True, 13, None, None, 1, "PteLarme", True),
    ]


def test_pano_removed_weapon_is_kept_but_not_live():
    assert "Lance-missiles Guidés" not in {w[0] for w in weapons(PANO)}
    assert kinds(PANO)[23] not in ("unparsed", "weapon")


def test_pano_bands_and_links():
    assert bands(PANO, "fusil-multi") == max_bands(BANDS, "20/+3", "40/+3", "60/-3", "120/-6")
    assert bands(PANO, "pistolet-lourd") == max_bands(BANDS, "10/+3", "20/0", "40/-3")
    assert bands(PANO, "spitfire") == max_bands(BANDS, "20/+3", "60/+3", "80/0", "120/-6")
    assert bands(PANO, "lance-flammes-lourd") == []
    assert items(PANO, "fusil-multi") == [choice("AP", "ap", 2), choice("DA", "da", 3)]
    assert items(PANO, "pistolet-lourd") == [item("AP", "ap")]
    assert items(PANO, "lance-missiles") == [each("EXP", "exp"), each("AP", "ap")]
    assert items(PANO, "canon-multi-lourd") == [choice("EXP", "exp", 1), choice("DA", "da", 2)]
    assert items(PANO, "lance-flammes-lourd") == [item("INC", "incendiaire")]


def test_pano_ammunition():
    assert ammunition(PANO) == [
        ("ap", "1 blessure", "BLI/2", "Blessure directe", 41),
        ("da", "2 blessures", "2x BLI", "1 Blessure directe + 1x BLI", 42),
        ("exp", "3 blessures", "3x BLI", "1 Blessure directe + 2x BLI", 43),
        ("nanotech", "1 blessure", "PB", "1 Blessure directe", 44),
        ("incendiaire", "1 blessure pour chaque jet de BLI raté", "N x BLI (jusqu'à succès)", "1 Blessure directe", 45),
        ("normale", "1 blessure", "BLI", "Blessure directe", 46),
    ]


@pytest.mark.xfail(strict=True, reason="`Mimétisme (-6)`: a value parameter stays in the skill name")
def test_pano_skills_as_they_now_stand():
    skills = [r for r in rules(PANO) if r[2] == "Compétences" or r[5] in ("ordre-militaire", "reseau-aigle")]
    assert [(r[0], r[1], r[5], r[6]) for r in skills if r[0] not in ("Surveillance", "Mimétisme")] == [
        ("Tir de suppression", "TS", None, 50),
        ("Docteur", None, None, 51),
        ("Ingénieur", None, None, 52),
        ("Observateur d'artillerie", None, None, 53),
        ("Viseur Multi N1", None, None, 54),
        ("Viseur Multi N2", None, None, 55),
        ("Sentinelle", None, None, 57),
        ("Ordre Militaire", None, None, 58),
        ("Juramento", None, "ordre-militaire", 58),
        ("Frères de Combat", None, "ordre-militaire", 58),
        ("Vœu de Silence", None, "ordre-militaire", 58),
        ("Réseau Aigle", None, None, 59),
        ("Liaison", None, "reseau-aigle", 59),
        ("Relais Aigle", None, "reseau-aigle", 59),
    ]
    removed_or_marked(PANO, "Surveillance")
    (mimetisme,) = [r for r in rules(PANO) if r[0] == "Mimétisme"]
    assert mimetisme[1] is None and mimetisme[6] == 60
    assert texts(PANO)["Juramento"] == "Une fois par partie, relance un jet de Bravoure raté."


def test_pano_modifiers_as_they_now_stand():
    assert modifiers(PANO) == [
        ("Modificateurs de base", "Couverture Partielle", None, "TR -3, BLI +3", 65),
        ("Modificateurs de base", "Couverture Totale", None, "PB +3 contre E/M", 66),
        ("Modificateurs de base", "Mimétisme", None, "TR -6", 67),
        ("Modificateurs de base", "Visibilité Réduite", None, "-3 pour les attaques à distance", 68),
        ("Modificateurs de base", "Visibilité Nulle", None, "-6 sans LdV", 69),
        ("Modificateurs de base", "Tir spéculatif", None, "TR -6", 70),
        ("Modificateurs de base", "Esquive de gabarit", None, "PH -3", 71),
        # Not written before the run: the Fireteam bonuses are modifiers too (expected value wrong).
        ("Bonus de Fireteam", "3 figurines", None, "B +1", 75),
        ("Bonus de Fireteam", "4 figurines", None, "Sixième Sens N2 et Découvrir +3", 76),
        # At the merge of the three families' readers: a compiler's bare `[à vérifier]` flag is a mark, no part of
        # the value (the other two families' reading).
        ("Bonus de Fireteam", "5 figurines", None, "TR +3", 77),
    ]


# Fixed at the merge of the three families' readers (was a strict xfail): an `Errata … (résumé)` section is the
# sheet's change log, as a version history is; `NdT :` and `N.B. :` lines are remarks (notes).
def test_pano_history_errata_and_notes_are_no_rules():
    no_rule_or_weapon(PANO, [1, 2, 5, 6, 7, 9, 36, 61, 87, 88, 89, 90])
    text = all_rule_text(PANO)
    for printed in ("v1.0", "Marc", "DOM 13 → 14", "NdT", "N.B."):
        assert printed not in text, printed


# Armée Combinée and Onyx, Google Sheets CSV padded to ten columns.


def test_onyx_weapons_of_both_factions():
    assert weapons(ONYX) == [
        ("Arme CC", None, 6, True, True, None, "PH", 0, None, None, False),
        ("Pistolet", None, 7, False, True, 11, None, None, 2, None, False),
        ("Fusil Combi", None, 8, False, False, 13, None, None, 3, None, True),
        ("Fusil Plasma", None, 9, False, False, 14, None, None, 3, "Circulaire PteLarme", True),
        ("Mitrailleuse (HMG)", None, 10, False, False, 15, None, None, 4, None, False),
        ("Canon Portable Automatique", None, 11, False, False, 15, None, None, 2, None, False),
        ("Fusil de Sniper Viral", None, 12, False, False, None, "PB", 0, 2, None, False),
        ("E/Marat", None, 14, False, True, 13, None, None, None, "Circulaire", True),
        ("Fusil de Sniper MULTI", None, 15, False, False, 15, None, None, 2, None, True),
        ("Lance-missiles", None, 16, False, False, 14, None, None, 1, "Circulaire", False),
        ("Charge creuse (D-Charge)", None, 17, True, True, 14, None, None, None, None, True),
        ("Mines Antipersonnelles", None, 18, False, False, 13, None, None, None, "Circulaire PteLarme", True),
        ("Nanopulseur", None, 19, False, False, 13, None, None, 1, "PteLarme", True),
        ("Spitfire", None, 23, False, False, 14, None, None, 4, None, True),
        ("Fusil MULTI", None, 24, False, False, 13, None, None, 3, None, True),
        ("Lance-grenades Lourd", None, 25, False, False, 13, None, None, 2, "Circulaire", False),
        ("Fusil à pompe Lourd", None, 26, False, False, 15, None, None, 2, "PteLarme", False),
        ("Lance-flammes Léger", None, 27, False, False, 13, None, None, None, "GrdLarme", False),
    ]
    assert kinds(ONYX)[13] not in ("unparsed", "weapon")


def test_onyx_bands_and_links():
    assert bands(ONYX, "canon-portable-automatique") == max_bands(BANDS, "20/0", "60/+3", "120/-3", "240/-6")
    assert bands(ONYX, "fusil-plasma") == max_bands(BANDS, "20/+3", "40/+3", "60/-3", "120/-6")
    assert items(ONYX, "fusil-plasma") == [item("Plasma", "plasma")]
    assert items(ONYX, "canon-portable-automatique") == [each("AP", "ap"), each("EXP", "exp")]
    assert items(ONYX, "fusil-de-sniper-viral") == [item("Viral", "viral")]
    assert items(ONYX, "fusil-a-pompe-lourd") == [choice("N", "normale", 1), choice("AP", "ap", 2)]
    assert items(ONYX, "e-marat") == [item("E/M", "e-m")]


def test_onyx_skills_and_sub_entries():
    live = [(r[0], r[5], r[6]) for r in rules(ONYX) if r[0] != "Supplantation N1"]
    assert live == [
        ("Shasvastii", None, 32),
        ("Embryon Shasvastii", None, 33),
        ("Incubation", "embryon-shasvastii", 33),
        ("Éclosion", "embryon-shasvastii", 33),
        ("Avortement", "embryon-shasvastii", 33),
        ("Morat", None, 34),
        ("Sepsitor", None, 35),
        ("Hacker EVO", None, 36),
        ("Brise Glace", "hacker-evo", 36),
        ("Capture", "hacker-evo", 36),
        ("Soutien", "hacker-evo", 36),
        ("Camouflage TO", None, 37),
        ("Supplantation N2", None, 38),
        ("Sixième Sens N2", None, 40),
        ("Régénération", None, 41),
        ("Super Saut", None, 42),
        ("Escalade Plus", None, 43),
        ("Immunité Totale", None, 44),
        ("Vaillance N2 – Tenace", None, 45),
        ("Plasma", None, 65),
        ("Viral", None, 66),
        ("E/M", None, 67),
        ("AP", None, 68),
        ("EXP", None, 69),
        ("Normale", None, 70),
    ]
    removed_or_marked(ONYX, "Supplantation N1")
    assert texts(ONYX)["Éclosion"] == "Au tour suivant, remplacer le marqueur par la figurine (1 Blessure)."


def test_onyx_modifiers_and_roll_table():
    assert modifiers(ONYX) == [
        ("MODIFICATEURS", "Couverture Partielle", None, "TR -3, BLI +3", 48),
        ("MODIFICATEURS", "Visibilité Nulle", None, "TR -6", 49),
        ("MODIFICATEURS", "CD : Camouflage TO", None, "TR et détection -6", 50),
        ("MODIFICATEURS", "Tir en CC", None, "TR -6", 51),
        ("MODIFICATEURS", "Tir spéculatif", None, "TR -6", 52),
        ("MODIFICATEURS", "Esquive de gabarit", None, "PH -6", 53),
        ("MODIFICATEURS", "Pirater des Aérotransports", None, "VOL -9", 54),
    ]
    assert roll_cells(ONYX) == [
        ("D20", 1, 5, "L'embryon avorte : retirer le marqueur.", 58),
        ("D20", 6, 15, "Éclosion normale au tour suivant.", 59),
        ("D20", 16, 19, "Éclosion immédiate, la figurine reçoit 1 Ordre impétueux.", 60),
        ("D20", 20, 20, "Éclosion immédiate avec 2 Blessures.", 61),
    ]


def test_onyx_history_and_notes_are_no_rules():
    no_rule_or_weapon(ONYX, [1, 2, 29, 73, 74, 75])
    assert "Onyx Contact Force" not in all_rule_text(ONYX)


# Nomades N5, LibreOffice TSV with a REMARQUE column.


def test_nomades_weapons():
    assert weapons(NOMADES) == [
        ("Arme CC", None, 8, True, True, None, "PH", 0, None, None, False),
        ("Couteau", None, 9, True, True, None, "PH", -1, None, None, False),
        ("Pistolet", None, 10, False, True, 11, None, None, 2, None, False),
        ("Pistolet Lourd", None, 11, False, True, 15, None, None, 1, None, False),
        ("Fusil Combi", None, 12, False, False, 13, None, None, 3, None, True),
        ("Fusil MULTI", None, 13, False, False, 13, None, None, 3, None, True),
        ("Spitfire", None, 14, False, False, 14, None, None, 4, None, True),
        ("Fusil de Sniper MULTI", None, 15, False, False, 15, None, None, 2, None, True),
        ("Fusil à pompe Lourd", None, 16, False, False, 15, None, None, 2, "PteLarme", False),
        ("Lance-grenades Léger", None, 17, False, False, 13, None, None, 1, "Circulaire", False),
        ("Canon Portable Automatique", None, 18, False, False, 15, None, None, 2, None, False),
        ("Mines Antipersonnelles", None, 19, False, False, 13, None, None, None, "Circulaire PteLarme", True),
        ("Pulsation Flash", None, 20, False, False, 13, None, None, 1, None, True),
        ("Fusil Vulkan", None, 21, False, False, 14, None, None, None, "GrdLarme", False),
        ("Lance-adhésifs", None, 22, False, False, None, None, None, 1, None, False),
        ("Lance-missiles Guidés", None, 24, False, False, 14, None, None, None, "Circulaire", True),
        ("Marqueur", None, 26, False, False, None, None, None, 1, None, True),
    ]
    assert kinds(NOMADES)[23] not in ("unparsed", "weapon")


def test_nomades_bands_and_links():
    assert bands(NOMADES, "lance-grenades-leger") == max_bands(BANDS, "10/0", "40/+3", "60/-3", "120/-6")
    assert bands(NOMADES, "fusil-a-pompe-lourd") == max_bands(BANDS, "20/+3", "40/0", "60/-3")
    assert items(NOMADES, "pistolet-lourd") == [item("AP", "ap")]
    assert items(NOMADES, "mines-antipersonnelles") == [item("SH", "shock")]
    assert items(NOMADES, "pulsation-flash") == [item("Flash", "flash")]
    assert items(NOMADES, "lance-missiles-guides") == [each("EXP", "exp"), each("AP", "ap")]


@pytest.mark.xfail(strict=True, reason="a REMARQUE column two-line quoted remark is not kept as a cell or note")
def test_nomades_remarks_are_kept():
    cells = " ".join(str(value) for value in rows(NOMADES, "reference_tables"))
    notes = " ".join(note["text"] for note in result(NOMADES).report.get("table_notes", []))
    kept = cells + notes + str(rows(NOMADES, "weapons"))
    for remark in ("Uniquement contre une cible marquée", "plus disponible pour Corregidor"):
        assert remark in kept, remark


@pytest.mark.xfail(
    strict=True, reason=("a skill typed `Nom : texte` in one cell among `Nom<TAB>texte` rows is not read as a rule")
)
def test_nomades_skills_of_both_volunteers():
    skills = [(r[0], r[1], r[2], r[5], r[6]) for r in rules(NOMADES) if r[6] < 72 and r[0] != "Vaillance N3"]
    assert skills == [
        ("Docteur", None, "Compétences", None, 31),
        ("Ingénieur", None, "Compétences", None, 32),
        ("Hacker", None, "Compétences", None, 33),
        ("Pirate Tueur", None, "Compétences", None, 34),
        ("Infiltration N1", None, "Compétences", None, 35),
        ("Infiltration N2", None, "Compétences", None, 36),
        ("Programmes de piratage", None, "Compétences", None, 37),
        ("Carbonite", None, "Programmes de piratage", "programmes-de-piratage", 37),
        ("Spotlight", None, "Programmes de piratage", "programmes-de-piratage", 37),
        ("Oblivion", None, "Programmes de piratage", "programmes-de-piratage", 37),
        ("Répétiteur Déployable", None, "Compétences", None, 38),
        ("Contremesures", "ECM", "Compétences", None, 39),
        ("Surprise", None, "Compétences", None, 40),
        ("Holoprojecteur N2", None, "Compétences", None, 41),
        ("Escalade Plus", None, "Compétences", None, 46),
        ("Super Saut", None, "Compétences", None, 47),
        ("Supplantation N1", None, "Compétences", None, 48),
        ("Vaillance N2 – Tenace", None, "Compétences", None, 50),
    ]
    removed_or_marked(NOMADES, "Vaillance N3")
    assert texts(NOMADES)["Hacker"] == "Peut utiliser les programmes de piratage de son dispositif."


def test_nomades_modifiers_rolls_and_ammunition():
    assert modifiers(NOMADES) == [
        ("Modificateurs", "Visibilité Réduite", None, "-3", 54),
        ("Modificateurs", "Visibilité Nulle", None, "-6", 55),
        ("Modificateurs", "Couverture Partielle", None, "TR -3, BLI +3", 56),
        ("Modificateurs", "Surprise", None, "-3", 57),
        ("Modificateurs", "CD : Mimétisme", None, "-6", 58),
        ("Modificateurs", "Tir spéculatif", None, "TR -6", 59),
        ("Modificateurs", "Découvrir (20 cm)", "20 cm", "+3", 62),
        ("Modificateurs", "Découvrir (80 cm)", "80 cm", "0", 62),
        ("Modificateurs", "Découvrir (120 cm)", "120 cm", "-3", 62),
        ("Modificateurs", "Découvrir (>)", ">", "-6", 62),
    ]
    assert roll_cells(NOMADES) == [
        ("D20", 1, 3, "Le dispositif est Hors Service.", 67),
        ("D20", 4, 10, "Perte d'un Ordre de la réserve.", 68),
        ("D20", 11, 19, "Aucun effet.", 69),
        ("D20", 20, 20, "Gain d'un Ordre dans la réserve.", 70),
    ]
    assert [a[0] for a in ammunition(NOMADES)] == ["ap", "exp", "flash", "adhesive", "shock", "incendiaire", "normale"]


# Fixed at the merge of the three families' readers (was a strict xfail): an `N.B. :` line is a remark, no rule.
def test_nomades_errata_list_is_no_rule():
    no_rule_or_weapon(NOMADES, [1, 2, 3, 30, 45, 84, 85, 86, 87])
    assert "Canon Magnétique retiré" not in all_rule_text(NOMADES)
