"""Infinity (`tabular`) sheets; their Epic (`records`) siblings are tested in
tests/unit/games/epic/test_fuller_sheets.py.

Infinity (`tabular`) and Epic (`records`) sheets that carry more than the real
ones (tests/fixtures/sheets/), written blind, as the fuller quick-reference sheets players share:
unit profiles, points and army-list options, several weapons tables, missions, a turn sequence,
a FAQ, credits and a version line, a table of contents, an index, notes under tables and
cross-references. What the product must do: read every weapon, rule (with its named
sub-entries), dice table and modifier, never take a profile or points table for weapons or
rules, and keep the rest as a reference grid or as text, every line accounted for.

- `infinity-qapu-khalqi-libreoffice.tsv` (LibreOffice Calc's "Text CSV" with a tab, UTF-8, LF;
  every row padded with tabs to eleven cells, quotes only around a cell holding line breaks):
  a title, a version line and a source line; a numbered table of contents (`1. Profils des
  troupes<TAB>2`); a profile table `UNITÉ TYPE MOV CC TR PH VOL BLI PB B S` with two `*` notes
  under it; an army-list table `UNITÉ OPTION ARMEMENT CAP PTS` whose cells name weapons
  (`Fusil + Lance-grenades Léger, Pistolet, Arme CC`), a `0,5` CAP and a note; a turn sequence
  as `Nom<TAB>texte` rows and a one-cell cross-reference row under them (`Voir aussi …`); skills
  with three named sub-entries in one quoted cell (`- Carbonite : …`) and two rows set in one
  cell (`<TAB>Exaltation : …`); modifiers with a `Distance 20 cm …` grid; two weapons tables
  under their own headings (`Armement de base`, `Armes lourdes et TAG`), each with the header
  row, `*` on the weapons usable in close combat and a note under it, the second repeating the
  first's `Arme CC*` row word for word; ammunition; a `D20 RÉSULTAT` table under `Table de
  Blessure TAG (D20)`; a missions grid with a `Note :` under it; a `QUESTION RÉPONSE` FAQ; an
  index `MOT-CLÉ SECTION PAGE`; a trademark line.
- `infinity-bakunin-excel-complet.csv` (French Excel: `;`, Windows-1252, CRLF, every row padded
  to twelve cells, quotes around cells with a `;`, a line break or a quote, `""` inside): a
  version line with a `;`; a table of contents with `p. 2` page cells; a profile table whose
  header starts `TROUPE MOV CC TR …` and ends `TYPE ORDRE`; an options table `TROUPE OPTION
  ÉQUIPEMENT ARMES CAP PTS` (`--` for no equipment, `0,5`, `1,5`); a turn sequence numbered in
  its name cells (`1. Phase Tactique;…`); skills under a `COMPÉTENCE;EFFET` header, named lines
  inside quoted cells with and without a dash (`Exaltation : …`, `- Carbonite : …`), a quoted
  `"Arrestation"`; modifiers under `MODIFICATEUR;VALEUR`, a range grid whose columns are
  `0-20 cm`… and whose `+3` Excel wrote `3`; a `Note :` row; two weapons tables by unit type
  (`ARMEMENT – INFANTERIE`, `ARMEMENT – SOUTIEN ET TAG`) with an empty twelfth cell after the
  header's last column, modes as `Fusil Multi – AP`, notes under them; ammunition; two dice
  tables whose rolls are written `1 à 5` (as Excel would turn `1-5` into a date); a scenario
  grid; a FAQ of `Q : …;R : …` rows with no header; a thank-you line.
- `infinity-ordres-militaires-gsheets.csv` (Google Sheets: `,`, UTF-8 without a BOM, CRLF,
  rows padded to ten cells, quotes only where needed): an emoji in the title, a `Dernière mise à
  jour` line, a credit line with a comma; a table of contents of `→ Section` lines; a profile
  table `UNITÉ MOV CC CT PH VOL BLI PB STR S` and, after a blank row and no heading, a costs
  table `UNITÉ OPTION ARMES CAP COÛT`; a turn sequence and skills whose sub-entries are rows with
  an empty first cell (`,Contrôle de Retraite : …`); a `Modificateur,Valeur` header; a ranged
  weapons table with a `MODE` column (the name cell left empty under a weapon's first mode), no
  `GABARIT` or `E/M` column and empty cells for no range; a close-combat weapons table whose
  header has no range column at all (`ARME,DOM,R,MUNITION,TRAITS`); a D20 table of classified
  objectives ranged `1 - 4`; a `QUESTION,RÉPONSE` grid; a keyword index of `X → voir Y` lines.

Every value below was written by hand from the sheets, before the parser was run on them.
Four were changed after reading the README, where the product's documented conventions said
otherwise (each marked `Revised:`): a sheet's title heading over lines of text is a rule
holding them (the credits lines no entry of it), as is a FAQ's heading over its `Q :` / `R :`
lines; an entry's parent keeps its whole text, sub-entries included; a rule's id drops its
name's placeholder (`marque-du-chaos`)."""

from __future__ import annotations

import pytest

from pipeline.contract.validate import typed_tables, validate_tables
from pipeline.parse.decode import decode_sheet
from tests.conftest import FIXTURE_SHEETS as FIXTURES
from tests.conftest import parsed_fixture as result
from tests.tabrec import (
    ANTI_MATERIEL,
    DEPLOYABLE,
    INTUITIVE,
    NORMALE,
    PERFORANT,
    SUPPRESSION,
    ammunition,
    bands,
    each,
    inline,
    item,
    items,
    jetable,
    kinds,
    max_bands,
    modifiers,
    named,
    parse_inline,
    rolls,
    rows,
    rules,
    texts,
    weapons,
)

QAPU = "infinity-qapu-khalqi-libreoffice.tsv"
BAKUNIN = "infinity-bakunin-excel-complet.csv"
ORDRES = "infinity-ordres-militaires-gsheets.csv"
ORKS = "epic-orks-goffs-complet.txt"
LEGION = "epic-legion-noire-word.txt"


NEW_SHEETS = [QAPU, BAKUNIN, ORDRES]


# What a line that is no rule, weapon, modifier or roll (a title, a contents line, a note, a
# FAQ, an index) must not be read as.
READ_AS_DATA = {"unparsed", "rule", "weapon", "modifier", "roll_table"}


@pytest.mark.parametrize("file", NEW_SHEETS)
def test_every_line_is_read_and_the_tables_validate(file):
    assert "unparsed" not in kinds(file).values()
    assert validate_tables(typed_tables(result(file).tables)) == []


def grid(file: str, line: int) -> list[str]:
    """The non-empty cells of a reference grid's row, in the sheet's order."""
    cells = sorted((cell for cell in rows(file, "reference_tables") if cell["source_line"] == line), key=column)
    return [str(cell["value"]) for cell in cells]


def grid_name(file: str, line: int) -> str:
    (name,) = {cell["table_name"] for cell in rows(file, "reference_tables") if cell["source_line"] == line}
    return name


def column(cell: dict) -> int:
    return cell["column_index"]


def not_data(file: str, lines: range | list[int]) -> None:
    covered = kinds(file)
    for line in lines:
        assert covered.get(line) not in READ_AS_DATA, (line, covered.get(line))


# What a line about the sheet rather than the game is accounted for as (its text kept in the
# sheet's report, in no table): a title's line under the title is a heading.
SET_ASIDE = {"table_of_contents", "index", "credits", "heading"}


def kept(file: str, words: str) -> bool:
    """`words` is in the sheet's output: a rule's text, a reference grid's cell, a note of a
    table, or a line accounted for as what it is (a table of contents, an index, credits, a
    title's line)."""
    found = result(file)
    cells = found.tables["reference_tables"]["value"].astype(str)
    rule_texts = found.tables["rules"]["text"].dropna().astype(str)
    notes = [note["text"] for note in found.report.get("table_notes", [])]
    if any(words in text for text in [*cells, *rule_texts, *notes]):
        return True
    sheet = (FIXTURES / file).read_bytes()
    printed = decode_sheet(sheet, file).text.split("\n")
    covered = kinds(file)
    return any(words in line and covered.get(number) in SET_ASIDE for number, line in enumerate(printed, start=1))


# Infinity, Qapu Khalqi from LibreOffice (profiles, costs, two weapons tables, FAQ, index).

QAPU_BANDS = ("COURTE", "MOYENNE", "LONGUE", "EXTREME")


def test_qapu_weapons_of_both_tables_once_each():
    assert weapons(QAPU) == [
        ("Arme CC", None, 87, True, True, None, "PH", 0, None, None, False),
        ("Couteau", None, 88, True, True, None, "PH", -1, None, None, False),
        ("Pistolet", None, 89, False, True, 11, None, None, 2, None, False),
        ("Pistolet Lourd", None, 90, False, True, 15, None, None, 1, None, False),
        ("Fusil", None, 91, False, False, 13, None, None, 3, None, False),
        ("Fusil Combi", None, 92, False, False, 13, None, None, 3, None, True),
        ("Fusil à pompe Léger", None, 93, False, False, 13, None, None, 2, "PteLarme", False),
        ("Lance-grenades Léger", None, 94, False, False, 13, None, None, 1, "Circulaire", False),
        ("Lance-flammes Lourd", None, 95, False, False, 14, None, None, 1, "GrdLarme", False),
        ("Mines Antipersonnelles", None, 96, False, False, 13, None, None, None, "Circulaire", True),
        # Line 101 repeats line 87 word for word: the same weapon, read once.
        ("Mitrailleuse Lourde", None, 102, False, False, 15, None, None, 4, None, False),
        ("Lance-missiles", None, 103, False, False, 14, None, None, 1, "Circulaire", False),
        ("Canon Portable Ma'ad", None, 104, False, False, 15, None, None, 2, None, True),
    ]
    assert kinds(QAPU)[101] not in ("unparsed", "rule")
    assert bands(QAPU, "pistolet") == max_bands(QAPU_BANDS, "20/+3", "40/0")
    assert bands(QAPU, "fusil-a-pompe-leger") == max_bands(QAPU_BANDS, "20/+3", "40/0")
    assert bands(QAPU, "lance-grenades-leger") == max_bands(QAPU_BANDS, "10/0", "40/+3", "60/-3", "120/-6")
    assert bands(QAPU, "mitrailleuse-lourde") == max_bands(QAPU_BANDS, "20/0", "80/+3", "120/-3", "240/-6")
    assert bands(QAPU, "lance-flammes-lourd") == []


def test_qapu_ammunition_and_traits():
    assert items(QAPU, "arme-cc") == [NORMALE]
    assert items(QAPU, "couteau") == [item("SH", "shock"), item("Silencieux", "silencieux")]
    assert items(QAPU, "pistolet-lourd") == [NORMALE, PERFORANT]
    assert items(QAPU, "fusil-combi") == [NORMALE, SUPPRESSION]
    assert items(QAPU, "lance-grenades-leger") == [NORMALE, item("Tir Spéculatif", "tir-speculatif")]
    assert items(QAPU, "lance-flammes-lourd") == [item("INC", "incendiaire"), INTUITIVE]
    assert items(QAPU, "mines-antipersonnelles") == [item("SH", "shock"), DEPLOYABLE]
    assert items(QAPU, "lance-missiles") == [each("AP", "ap"), each("EXP", "exp"), ANTI_MATERIEL]
    assert items(QAPU, "canon-portable-ma-ad") == [item("AP", "ap"), ANTI_MATERIEL, jetable(3)]


def test_qapu_rules_and_sub_entries_but_no_profile_or_cost():
    turn = "Séquence du tour"
    skills = "Règles spéciales"
    ammo = "Munitions"
    title = "QAPU KHALQI – AIDE DE JEU N4"
    assert rules(QAPU) == [
        # Revised: the title over its version and sources lines is a rule holding them.
        (title, None, title, None, False, None, 1),
        ("Phase Tactique", None, turn, None, False, None, 46),
        ("Phase d'Ordres", None, turn, None, False, None, 47),
        ("Phase des États", None, turn, None, False, None, 48),
        ("Fanatiques", None, skills, None, False, None, 53),
        ("Docteur", None, skills, None, False, None, 54),
        ("Infiltration", None, skills, None, False, None, 55),
        ("Camouflage Limité", None, skills, None, False, None, 56),
        ("Hacker", None, skills, None, False, None, 57),
        ("Carbonite", None, "Hacker", None, False, "hacker", 58),
        ("Spotlight", None, "Hacker", None, False, "hacker", 59),
        ("Oblivion", None, "Hacker", None, False, "hacker", 60),
        ("Sermon de Bataille", None, skills, None, False, None, 61),
        ("Exaltation", None, "Sermon de Bataille", None, False, "sermon-de-bataille", 62),
        ("Ferveur", None, "Sermon de Bataille", None, False, "sermon-de-bataille", 63),
        ("Jetable (X)", None, skills, None, True, None, 64),
        ("Anti-matériel", None, skills, None, False, None, 65),
        ("Tir de Suppression", None, skills, None, False, None, 66),
        ("Tir Spéculatif", None, skills, None, False, None, 67),
        ("Déployable", None, skills, None, False, None, 68),
        ("Intuitive", None, skills, None, False, None, 69),
        ("Perforant", None, skills, None, False, None, 70),
        ("Silencieux", None, skills, None, False, None, 71),
        ("Normale", "N", ammo, None, False, None, 110),
        ("AP", None, ammo, None, False, None, 111),
        ("EXP", None, ammo, None, False, None, 112),
        ("Shock", "SH", ammo, None, False, None, 113),
        ("Incendiaire", "INC", ammo, None, False, None, 114),
    ]
    found = texts(QAPU)
    # The version line under the title is front matter (the reading of the Antares fuller sheets), no text.
    assert found[title] == (
        "Sources : Infinity N4 (livre de base) et Haqqislam (livre d'armée). "
        "Corrections bienvenues sur le Discord du club."
    )
    assert found["Phase d'Ordres"] == (
        "Le joueur actif dépense ses Ordres un par un ; chaque Ordre peut déclencher des ORA."
    )
    # The one-cell row under the list is a note of the section, no wrap of its last row.
    assert found["Phase des États"] == "On résout les états (Immobilisé, Brûlé...) puis le tour passe à l'adversaire."
    assert kept(QAPU, "Voir aussi « Séquence d'Ordre » dans le livre de base, p. 42.")
    assert found["Hacker"].startswith("Porte un Dispositif de Piratage.")
    assert found["Carbonite"] == "la cible passe à l'état Immobilisé-2."
    assert found["Oblivion"] == "la cible est Isolée jusqu'à la fin de la partie."
    assert found["Sermon de Bataille"].startswith("Une fois par partie, en Phase Tactique. Effets au choix :\n\n")
    assert found["Exaltation"] == "+1 R pour les Ghulams à 20 cm ou moins du Prêcheur."
    assert (
        found["Docteur"] == "VOL : annule l'état Inconscient d'une troupe alliée au contact. Échec : la troupe meurt."
    )


def test_qapu_modifiers_dice_and_ammunition():
    section = "Modificateurs"
    assert modifiers(QAPU) == [
        (section, "Couverture Partielle", None, "TR -3, BLI +3", 75),
        (section, "Camouflage Limité", None, "TR -3", 76),
        (section, "Visibilité Réduite", None, "-3", 77),
        (section, "Tir en CC", None, "TR -6", 78),
        (section, "Tir Spéculatif", None, "TR -6", 79),
        (section, "Découvrir (20 cm)", "20 cm", "+3", 81),
        (section, "Découvrir (40 cm)", "40 cm", "0", 81),
        (section, "Découvrir (80 cm)", "80 cm", "-3", 81),
        (section, "Découvrir (120 cm)", "120 cm", "-6", 81),
    ]
    table = "Table de Blessure TAG"
    assert rolls(QAPU) == [
        (table, "D20", 1, 10, "Aucun effet supplémentaire.", 119),
        (table, "D20", 11, 15, "Une arme au choix de l'adversaire est Hors Service.", 120),
        (table, "D20", 16, 19, "Le TAG passe à l'état Immobilisé-1.", 121),
        (table, "D20", 20, 20, "Le TAG passe à l'état Immobilisé-2 et perd 1 STR.", 122),
    ]
    assert ammunition(QAPU) == [
        ("normale", "1 blessure", "BLI", "Blessure directe", 110),
        ("ap", "1 blessure", "BLI/2", "Blessure directe", 111),
        ("exp", "3 blessures", "3x BLI", "1 Blessure directe + 2x BLI", 112),
        ("shock", "1 blessure, Mort si la cible est Inconsciente", "BLI", "1 Blessure directe", 113),
        ("incendiaire", "1 blessure par jet raté", "N x BLI", "1 Blessure directe", 114),
    ]


def test_qapu_profiles_costs_missions_faq_and_index_are_grids():
    assert grid_name(QAPU, 26) == "Profils des troupes"
    assert grid(QAPU, 26) == ["Maghariba Guard", "TAG", "15-5", "17", "14", "17", "13", "7", "6", "3", "8"]
    assert grid(QAPU, 20) == ["Ghulam", "IR", "10-5", "13", "11", "10", "13", "1", "0", "1", "2"]
    assert grid_name(QAPU, 34) == "Liste d'armée et coûts"
    assert grid(QAPU, 34) == [
        "Ghulam",
        "Lance-grenades Léger",
        "Fusil + Lance-grenades Léger, Pistolet, Arme CC",
        "0,5",
        "13",
    ]
    assert grid(QAPU, 128) == [
        "Frontline",
        "Dominer les zones de la moitié ennemie",
        "Tuer le Lieutenant ennemi",
        "10",
    ]
    assert grid(QAPU, 136) == [
        "Le Sermon de Bataille coûte-t-il un Ordre ?",
        "Non, il se joue en Phase Tactique sans Ordre.",
    ]
    assert grid(QAPU, 143) == ["Camouflage Limité", "Règles spéciales, Modificateurs", "3, 4"]
    not_data(QAPU, [5, *range(6, 16), 17, *range(19, 29), *range(30, 43)])
    not_data(QAPU, [49, 97, 105, *range(126, 131), *range(132, 138), *range(139, 147), 148])
    for words in ("Total conseillé : 300 points", "B : Blessures", "reprend l'Arme CC", "Objectif Classifié"):
        assert kept(QAPU, words), words


# Infinity, the Bakunin Movement from a French Excel (profiles, options, numbered turn, FAQ rows).

BAKUNIN_BANDS = ("COURTE", "MOYENNE", "LONGUE", "EXTRÊME")


def test_bakunin_weapons_of_two_tables_by_unit_type():
    assert weapons(BAKUNIN) == [
        ("Arme CC", None, 76, True, True, None, "PH", 0, None, None, False),
        ("Chain Rifle", None, 77, False, False, 13, None, None, 1, "PteLarme", False),
        ("Pistolet", None, 78, False, True, 11, None, None, 2, None, False),
        ("Pistolet Lourd", None, 79, False, True, 15, None, None, 1, None, False),
        ("Fusil Combi", None, 80, False, False, 13, None, None, 3, None, True),
        ("Fusil Multi", "AP", 81, False, False, 13, None, None, 2, None, True),
        ("Fusil Multi", "DA", 82, False, False, 13, None, None, 1, None, True),
        ("Lance-grenades Léger", None, 83, False, False, 13, None, None, 1, "Circulaire", False),
        ("Panzerfaust", None, 84, False, False, 14, None, None, 1, None, False),
        ("Mitrailleuse", None, 89, False, False, 15, None, None, 4, None, False),
        ("Lance-missiles", None, 90, False, False, 14, None, None, 1, "Circulaire", False),
        ("Mines Antipersonnelles", None, 91, False, False, 13, None, None, None, "Circulaire", True),
    ]
    assert bands(BAKUNIN, "pistolet-lourd") == max_bands(BAKUNIN_BANDS, "20/+3", "40/0")
    assert bands(BAKUNIN, "fusil-multi:da") == max_bands(BAKUNIN_BANDS, "20/+3", "40/+3", "60/-3", "120/-6")
    assert bands(BAKUNIN, "panzerfaust") == max_bands(BAKUNIN_BANDS, "20/0", "80/+3", "120/-3", "240/-6")
    assert bands(BAKUNIN, "chain-rifle") == []


def test_bakunin_ammunition_and_traits():
    assert items(BAKUNIN, "arme-cc") == [NORMALE]
    assert items(BAKUNIN, "chain-rifle") == [NORMALE, INTUITIVE]
    assert items(BAKUNIN, "pistolet-lourd") == [NORMALE, PERFORANT]
    assert items(BAKUNIN, "fusil-combi") == [NORMALE, SUPPRESSION]
    assert items(BAKUNIN, "fusil-multi:ap") == [item("AP", "ap")]
    assert items(BAKUNIN, "fusil-multi:da") == [item("DA", "da")]
    assert items(BAKUNIN, "panzerfaust") == [each("AP", "ap"), each("EXP", "exp"), jetable(2), ANTI_MATERIEL]
    assert items(BAKUNIN, "lance-missiles") == [each("AP", "ap"), each("EXP", "exp"), ANTI_MATERIEL]
    assert items(BAKUNIN, "mines-antipersonnelles") == [item("Shock", "shock"), DEPLOYABLE]


def test_bakunin_rules_numbered_steps_and_named_lines_in_cells():
    turn = "SÉQUENCE DU TOUR"
    skills = "RÈGLES SPÉCIALES"
    ammo = "MUNITIONS"
    title = "AIDE DE JEU – MOUVEMENT BAKUNIN (NOMADES)"
    assert rules(BAKUNIN) == [
        # Revised: the title over its version and sources lines is a rule holding them
        # (its parenthesis read as any heading's).
        ("AIDE DE JEU – MOUVEMENT BAKUNIN", "NOMADES", title, None, False, None, 1),
        ("Phase Tactique", None, turn, None, False, None, 38),
        ("Phase Impétueuse", None, turn, None, False, None, 39),
        ("Phase d'Ordres", None, turn, None, False, None, 40),
        ("Phase des États", None, turn, None, False, None, 41),
        ("Moderator", None, skills, None, False, None, 45),
        ("Chaîne de Commandement", None, skills, None, False, None, 46),
        ("Sermon d'Observance", None, skills, None, False, None, 47),
        ("Exaltation", None, "Sermon d'Observance", None, False, "sermon-d-observance", 48),
        ("Prêche", None, "Sermon d'Observance", None, False, "sermon-d-observance", 49),
        ("Hacker", None, skills, None, False, None, 50),
        ("Carbonite", None, "Hacker", None, False, "hacker", 51),
        ("Spotlight", None, "Hacker", None, False, "hacker", 52),
        ("Trinity", None, "Hacker", None, False, "hacker", 53),
        ("Impétueux", None, skills, None, False, None, 54),
        ("Jetable (X)", None, skills, None, True, None, 55),
        ("Anti-matériel", None, skills, None, False, None, 56),
        ("Tir de Suppression", None, skills, None, False, None, 57),
        ("Déployable", None, skills, None, False, None, 58),
        ("Perforant", None, skills, None, False, None, 59),
        ("Intuitive", None, skills, None, False, None, 60),
        ("Normale", "N", ammo, None, False, None, 96),
        ("AP", None, ammo, None, False, None, 97),
        ("DA", None, ammo, None, False, None, 98),
        ("EXP", None, ammo, None, False, None, 99),
        ("Shock", None, ammo, None, False, None, 100),
    ]
    found = texts(BAKUNIN)
    assert found["Phase Tactique"] == "Contrôle de Retraite, puis décompte des Ordres de chaque groupe de combat."
    assert found["Phase des États"] == "Jets de Garde, puis résolution des états (Brûlé, Immobilisé…)."
    assert found["Moderator"] == (
        'Troupe de police. Compétence Courte "Arrestation" : jet de VOL contre BLI, la cible passe à l\'état '
        "Immobilisé-1."
    )
    assert found["Sermon d'Observance"].startswith("Compétence Courte, une fois par tour. Effets :\n\nExaltation :")
    assert found["Prêche"] == "la cible réussit automatiquement son jet de Garde."
    assert found["Trinity"] == "attaque de Piratage à DOM 14."


def test_bakunin_modifiers_dice_and_ammunition():
    section = "MODIFICATEURS"
    assert modifiers(BAKUNIN) == [
        (section, "Couverture Partielle", None, "-3", 64),
        (section, "Camouflage", None, "-3", 65),
        (section, "Visibilité Réduite", None, "-3", 66),
        (section, "Visibilité Nulle", None, "-6", 67),
        (section, "Tir en CC", None, "-6", 68),
        (section, "Engagé", None, "-3", 69),
        (section, "Découvrir (0-20 cm)", "0-20 cm", "3", 71),
        (section, "Découvrir (20-40 cm)", "20-40 cm", "0", 71),
        (section, "Découvrir (40-80 cm)", "40-80 cm", "-3", 71),
        (section, "Découvrir (80-120 cm)", "80-120 cm", "-6", 71),
    ]
    observance = "TABLE D'OBSERVANCE"
    draw = "TIRAGE DU SCÉNARIO"
    assert rolls(BAKUNIN) == [
        (observance, "D20", 1, 5, "Le sermon échoue : aucun effet.", 104),
        (observance, "D20", 6, 15, "Les Jaguars à 20 cm gagnent +1 R ce tour.", 105),
        (observance, "D20", 16, 19, "Les Jaguars à 20 cm gagnent +1 R et +3 CC ce tour.", 106),
        (observance, "D20", 20, 20, "Exaltation : toutes les troupes Impétueuses gagnent +1 R.", 107),
        (draw, "D6", 1, 2, "Annihilation", 117),
        (draw, "D6", 3, 4, "Supremacy", 118),
        (draw, "D6", 5, 6, "Frontline", 119),
    ]
    assert ammunition(BAKUNIN) == [
        ("normale", "1 blessure", "BLI", "Blessure directe", 96),
        ("ap", "1 blessure", "BLI/2", "Blessure directe", 97),
        ("da", "2 blessures", "2x BLI", "1 Blessure directe + 1x BLI", 98),
        ("exp", "3 blessures", "3x BLI", "1 Blessure directe + 2x BLI", 99),
        ("shock", "1 blessure, Mort si la cible est Inconsciente", "BLI", "1 Blessure directe", 100),
    ]


def test_bakunin_profiles_options_scenarios_and_faq_are_kept_apart():
    assert grid_name(BAKUNIN, 23) == "PROFILS"
    assert grid(BAKUNIN, 23) == ["Lunokhod", "15-10", "12", "12", "14", "13", "5", "3", "2", "6", "TAG", "Régulier"]
    assert grid_name(BAKUNIN, 31) == "OPTIONS ET COÛTS"
    assert grid(BAKUNIN, 31) == [
        "Jaguar",
        "Panzerfaust",
        "--",
        "Chain Rifle, Panzerfaust, Pistolet, Arme CC",
        "0",
        "11",
    ]
    assert grid(BAKUNIN, 112) == ["Supremacy", "ZD de 30 cm", "Dominer le plus de quadrants", "10"]
    not_data(BAKUNIN, [5, *range(6, 15), 16, *range(17, 25), *range(26, 36), 72, 85, 92])
    not_data(BAKUNIN, [*range(109, 114), *range(121, 125), 126])
    for words in ("Arrestation ne fonctionne pas contre les TAG", "15 troupes au maximum", "Merci à tous"):
        assert kept(BAKUNIN, words), words


# Infinity, the Military Orders from Google Sheets (a costs table without heading, CC weapons
# under a header without ranges, a keyword index).

ORDRES_BANDS = ("COURTE", "MOYENNE", "LONGUE", "EXTRÊME")


def test_military_orders_ranged_and_close_combat_weapons():
    assert weapons(ORDRES) == [
        ("Pistolet", None, 74, False, False, 11, None, None, 2, None, False),
        ("Fusil Combi", None, 75, False, False, 13, None, None, 3, None, False),
        ("Fusil Multi", "Tir", 76, False, False, 13, None, None, 3, None, False),
        ("Fusil Multi", "Perforant", 77, False, False, 13, None, None, 2, None, False),
        ("Fusil Multi", "Explosif", 78, False, False, 13, None, None, 1, None, False),
        ("Fusil à pompe Léger", None, 79, False, False, 13, None, None, 2, None, False),
        ("Mitrailleuse", None, 80, False, False, 15, None, None, 4, None, False),
        ("Lance-missiles", None, 81, False, False, 14, None, None, 1, None, False),
        ("Arme CC", None, 86, True, True, None, "PH", 0, 1, None, False),
        ("Arme CC DA", None, 87, True, True, None, "PH", 0, 1, None, False),
        ("Arme CC AP", None, 88, True, True, None, "PH", 0, 1, None, False),
        ("Épée Sacrée", None, 89, True, True, None, "PH", 1, 1, None, False),
    ]
    assert bands(ORDRES, "pistolet") == max_bands(ORDRES_BANDS, "20/+3", "40/0")
    assert bands(ORDRES, "fusil-multi:explosif") == max_bands(ORDRES_BANDS, "20/+3", "40/+3", "60/-3", "120/-6")
    assert bands(ORDRES, "mitrailleuse") == max_bands(ORDRES_BANDS, "20/0", "80/+3", "120/-3", "240/-6")
    assert bands(ORDRES, "epee-sacree") == []


def test_military_orders_ammunition_and_traits():
    cc = item("CC", "cc")
    assert items(ORDRES, "pistolet") == [item("N", "n")]
    assert items(ORDRES, "fusil-combi") == [item("N", "n"), SUPPRESSION]
    assert items(ORDRES, "fusil-multi:perforant") == [item("AP", "ap")]
    assert items(ORDRES, "fusil-multi:explosif") == [item("DA", "da")]
    assert items(ORDRES, "lance-missiles") == [each("AP", "ap"), each("EXP", "exp"), ANTI_MATERIEL, jetable(2)]
    assert items(ORDRES, "arme-cc") == [item("N", "n"), cc]
    assert items(ORDRES, "arme-cc-ap") == [item("AP", "ap"), cc, PERFORANT]
    assert items(ORDRES, "epee-sacree") == [item("DA", "da"), cc, ANTI_MATERIEL]


def test_military_orders_rules_with_rows_of_sub_entries():
    turn = "TOUR DE JEU"
    skills = "COMPÉTENCES"
    ammo = "MUNITIONS"
    assert rules(ORDRES) == [
        ("Phase Tactique", None, turn, None, False, None, 37),
        ("Contrôle de Retraite", None, "Phase Tactique", None, False, "phase-tactique", 38),
        ("Décompte des Ordres", None, "Phase Tactique", None, False, "phase-tactique", 39),
        ("Phase d'Ordres", None, turn, None, False, None, 40),
        ("Phase des États", None, turn, None, False, None, 41),
        ("Ordre Militaire", None, skills, None, False, None, 44),
        ("Vœu de Combat", None, "Ordre Militaire", None, False, "ordre-militaire", 45),
        ("Vœu d'Obéissance", None, "Ordre Militaire", None, False, "ordre-militaire", 46),
        ("Vœu de Sacrifice", None, "Ordre Militaire", None, False, "ordre-militaire", 47),
        ("Arts Martiaux N3", None, skills, None, False, None, 48),
        ("Courage", None, skills, None, False, None, 49),
        ("Sixième Sens", None, skills, None, False, None, 50),
        ("Protections Religieuses", None, skills, None, False, None, 51),
        ("Jetable (X)", None, skills, None, True, None, 52),
        ("Anti-matériel", None, skills, None, False, None, 53),
        ("Tir de Suppression", None, skills, None, False, None, 54),
        ("CC", None, skills, None, False, None, 55),
        ("Perforant", None, skills, None, False, None, 56),
        ("Fireteam", None, skills, None, False, None, 57),
        ("Fireteam Duo", None, "Fireteam", None, False, "fireteam", 58),
        ("Fireteam Haris", None, "Fireteam", None, False, "fireteam", 59),
        ("Fireteam Noyau", None, "Fireteam", None, False, "fireteam", 60),
        ("N", None, ammo, None, False, None, 93),
        ("AP", None, ammo, None, False, None, 94),
        ("DA", None, ammo, None, False, None, 95),
        ("EXP", None, ammo, None, False, None, 96),
    ]
    found = texts(ORDRES)
    # Revised: an entry keeps its whole text, its sub-entries' rows included.
    assert found["Phase Tactique"].startswith("Retraite, puis décompte des Ordres.\n\nContrôle de Retraite : si")
    assert found["Contrôle de Retraite"] == "si l'armée a perdu plus de 75 % de ses points, elle est en Retraite."
    assert found["Ordre Militaire"].startswith(
        "Les Chevaliers prononcent un Vœu avant la partie (un seul par troupe) :"
    )
    assert found["Vœu d'Obéissance"] == "la troupe ignore Impétueux."
    assert found["Fireteam Haris"] == "3 membres, bonus de niveau 3 au maximum."
    assert found["CC"] == "L'arme ne s'utilise qu'en Corps à Corps."


def test_military_orders_modifiers_objectives_and_ammunition():
    section = "MODIFICATEURS"
    assert modifiers(ORDRES) == [
        (section, "Couverture Partielle", None, "-3 TR ; +3 BLI", 64),
        (section, "Mimétisme", None, "-3", 65),
        (section, "Camouflage", None, "-3", 66),
        (section, "Visibilité Réduite", None, "-3", 67),
        (section, "Moto : Esquive", None, "PH -6", 68),
        (section, "Tir en CC", None, "-6", 69),
        (section, "Cible Chevalier en Vœu de Combat", None, "CC -3", 70),
    ]
    table = "OBJECTIFS CLASSIFIÉS"
    assert rolls(ORDRES) == [
        (table, "D20", 1, 4, "Télémétrie : un de vos Observateurs marque une troupe ennemie.", 100),
        (table, "D20", 5, 8, "Données d'Espionnage : une troupe alliée se place au contact d'un ennemi.", 101),
        (table, "D20", 9, 12, "Sauvetage : un Docteur ou Infirmier soigne une troupe alliée.", 102),
        (table, "D20", 13, 16, "HVT : Désignation : une troupe alliée voit le HVT ennemi.", 103),
        (table, "D20", 17, 20, "Au choix du joueur.", 104),
    ]
    assert ammunition(ORDRES) == [
        ("n", "1 blessure", "BLI", "Blessure directe", 93),
        ("ap", "1 blessure", "BLI/2", "Blessure directe", 94),
        ("da", "2 blessures", "2x BLI", "1 Blessure directe + 1x BLI", 95),
        ("exp", "3 blessures", "3x BLI", "1 Blessure directe + 2x BLI", 96),
    ]


def test_military_orders_profiles_costs_questions_and_index():
    assert grid(ORDRES, 22) == ["Père-Chevalier", "10-5", "22", "13", "14", "15", "4", "3", "2", "2"]
    assert grid(ORDRES, 30) == ["Chevalier Teutonique", "Arme CC DA", "Fusil Combi, Arme CC DA", "0", "36"]
    assert grid(ORDRES, 109) == ["Le Vœu de Combat s'applique-t-il en ORA ?", "Oui, en Corps à Corps seulement."]
    not_data(ORDRES, [1, 2, 3, *range(5, 16), *range(17, 26), *range(27, 35), 82])
    not_data(ORDRES, [*range(106, 113), *range(114, 119), 120])
    for words in ("Chevalier → voir Profils et coûts", "Coût total conseillé", "Dernière mise à jour"):
        assert kept(ORDRES, words), words


def kinds_of(parsed) -> dict[int, str]:
    return dict(zip(parsed.coverage["source_line"], parsed.coverage["kind"], strict=True))


def test_a_table_of_contents_without_dot_leaders():
    """Before, `1. Profils<TAB>2` and `→ Armement` lines were rules of the `Sommaire` section."""
    for contents in ("Sommaire\n1. Profils\t2\n2. Armement\tp. 3\n", "SOMMAIRE\n→ Profils\n→ Armement\n"):
        parsed = parse_inline(contents + "\nArmement\n\nCourage\tIgnore les jets de Garde.\n")
        assert [kinds_of(parsed)[line] for line in (1, 2, 3)] == ["table_of_contents"] * 3
        assert list(parsed.tables["rules"]["name"]) == ["Courage"]


def test_an_index_of_pages_and_cross_references_names_no_rule():
    """Before, `Foule : p. 2` under `INDEX` was a rule `Foule` whose text was `p. 2`."""
    for index in (
        "INDEX\nFoule : p. 2\nGargant : p. 4 et p. 6\n",
        "Mots-clés\nFoule → voir Règles\nVœu → voir Ordres\n",
    ):
        parsed = parse_inline("Règles\n\nFoule\tLe socle compte double.\n\n" + index)
        assert [kinds_of(parsed)[line] for line in (5, 6, 7)] == ["index"] * 3
        assert list(parsed.tables["rules"]["name"]) == ["Foule"]


def test_closing_credits_are_no_text_of_the_last_section():
    """Before, the trademark line ending the sheet was the text of a rule named after the
    heading above it."""
    parsed = parse_inline("Index\n\nMOT\tPAGE\tSECTION\nFoule\t2\tRègles\n\nInfinity est une marque de Corvus Belli.\n")
    assert kinds_of(parsed)[6] == "credits"
    assert parsed.tables["rules"].empty


def test_a_list_of_questions_is_a_grid():
    """Before, each question of a `QUESTION<TAB>RÉPONSE` table was a rule named by it."""
    found = inline("FAQ\n\nQUESTION\tRÉPONSE\nPeut-on tirer ?\tOui.\nPeut-on courir ?\tNon.\n")
    assert found["rules"] == []
    assert [(cell["column_label"], cell["value"]) for cell in found["reference_tables"]] == [
        ("QUESTION", "Peut-on tirer ?"),
        ("RÉPONSE", "Oui."),
        ("QUESTION", "Peut-on courir ?"),
        ("RÉPONSE", "Non."),
    ]


def test_a_list_numbered_in_its_name_cells():
    """Before, `1. Phase Tactique` kept its number in the rule's name."""
    found = inline("Séquence\n\n1. Phase Tactique\tOrdres comptés.\n2. Phase d'Ordres\tOrdres dépensés.\n")
    assert named(found) == [("Phase Tactique", None, 3), ("Phase d'Ordres", None, 4)]


def test_a_spreadsheets_row_of_notes_under_a_list():
    """Before, a one-cell row under a list (or a modifiers table) made it a grid: its rules
    or modifiers were lost in `reference_tables`."""
    sheet = (
        "Séquence\t\t\n\t\t\nPhase Tactique\tOrdres comptés.\t\nPhase d'Ordres\tOrdres dépensés.\t\n"
        "Voir aussi p. 42.\t\t\n"
    )
    parsed = parse_inline(sheet)
    assert list(parsed.tables["rules"]["name"]) == ["Phase Tactique", "Phase d'Ordres"]
    assert parsed.tables["reference_tables"].empty
    assert kinds_of(parsed)[5] == "table_note"
    modifiers_sheet = "Modificateurs\t\t\n\t\t\nCouvert\t-3\t\nFumée\t-6\t\nNote : cumulable.\t\t\n"
    found = parse_inline(modifiers_sheet).tables["modifiers"]
    assert list(zip(found["name"], found["value"], strict=True)) == [("Couvert", "-3"), ("Fumée", "-6")]


def test_distances_under_a_header_naming_the_columns():
    """Before, under `MODIFICATEUR<TAB>VALEUR`, `Distance<TAB>0-20 cm…` read as a modifier
    `Distance` and `Découvrir<TAB>3<TAB>0` as one valued `3`."""
    sheet = "Modificateurs\n\nMODIFICATEUR\tVALEUR\nCouvert\t-3\nDistance\t0-20 cm\t20-40 cm\nDécouvrir\t3\t0\n"
    found = inline(sheet)["modifiers"]
    assert [(row["name"], row["condition"], row["value"]) for row in found] == [
        ("Couvert", None, "-3"),
        ("Découvrir (0-20 cm)", "0-20 cm", "3"),
        ("Découvrir (20-40 cm)", "20-40 cm", "0"),
    ]


def test_a_lists_own_header_names_its_section():
    """Before, the skills under `COMPÉTENCES<TAB>EFFET` were rules of the turn's section."""
    sheet = (
        "TOUR\n\nPhase Tactique\tOrdres.\nPhase d'Ordres\tDépense.\n\nCOMPÉTENCES\tEFFET\nCourage\tIgnore la Garde.\n"
    )
    found = inline(sheet)["rules"]
    assert [(rule["name"], rule["section"]) for rule in found] == [
        ("Phase Tactique", "TOUR"),
        ("Phase d'Ordres", "TOUR"),
        ("Courage", "COMPÉTENCES"),
    ]


INFINITY_WEAPONS = "ARME\tCOURTE\tMOYENNE\tDOM\tR\n"


def test_a_weapon_said_again_in_another_table_is_one_weapon():
    """Before, the same row in a second weapons table made a second weapon (`pistolet-2`);
    a weapon of the same name with another profile still is one of its own."""
    sheet = (
        f"Infanterie\n\n{INFINITY_WEAPONS}Pistolet\t20/+3\t40/0\t11\t2\n\n"
        f"TAG\n\n{INFINITY_WEAPONS}Pistolet\t20/+3\t40/0\t11\t2\nCanon\t20/0\t80/+3\t15\t2\n\n"
        f"Soutien\n\n{INFINITY_WEAPONS}Pistolet\t20/+3\t40/0\t13\t2\n"
    )
    found = inline(sheet)["weapons"]
    assert [(row["weapon_id"], row["source_line"]) for row in found] == [
        ("inline:pistolet", 4),
        ("inline:canon", 10),
        ("inline:pistolet-2", 15),
    ]


def test_a_row_of_notes_ending_a_weapons_table():
    """Before, `* : utilisable en CC.` under the weapons was a heading over nothing."""
    sheet = f"Armes\t\t\t\t\n\t\t\t\t\n{INFINITY_WEAPONS}Pistolet*\t20/+3\t40/0\t11\t2\n* : utilisable en CC.\t\t\t\t\n"
    parsed = parse_inline(sheet)
    assert kinds_of(parsed)[5] == "table_note"
    assert parsed.report["table_notes"] == [{"section": "Armes", "source_line": 5, "text": "* : utilisable en CC."}]
