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

from pipeline.parse.decode import decode_sheet
from tests.conftest import FIXTURE_SHEETS as FIXTURES
from tests.conftest import parsed_fixture as result
from tests.tabrec import inline, kinds, named, parse_inline, rows

BAKUNIN = "infinity-bakunin-excel-complet.csv"
ORDRES = "infinity-ordres-militaires-gsheets.csv"


# What a line that is no rule, weapon, modifier or roll (a title, a contents line, a note, a
# FAQ, an index) must not be read as.
READ_AS_DATA = {"unparsed", "rule", "weapon", "modifier", "roll_table"}


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


# Infinity, the Bakunin Movement from a French Excel (profiles, options, numbered turn, FAQ rows).


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
