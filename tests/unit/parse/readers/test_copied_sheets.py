"""Sheets as a copy from a PDF and a spreadsheet's export leave them: text wrapped onto
several lines, words cut by hyphenation, page numbers, ligatures, columns aligned with
spaces; quoted cells, an empty row inside a table. Two sheets written for these tests,
with every value checked by hand, and the reader's pieces one by one."""

from __future__ import annotations

import csv
import io
from dataclasses import replace

import pandas as pd
import pytest

from pipeline.model.document import Heading, Paragraph, Table
from pipeline.model.errors import SheetError
from pipeline.model.sheet import SheetEntry
from pipeline.parse.readers.blocks import read_blocks, space_aligned_rows, split_tab_row
from pipeline.parse.readers.delimited import csv_separator
from pipeline.parse.readers.tabular import read_tabular
from pipeline.parse.readers.wrapping import is_page_number
from pipeline.parse.sheet import parse_text
from tests.conftest import RAW, manifest, parsed
from tests.unit.parse.test_variants import comparable

# A Warmachine reference copied from a PDF: hard-wrapped lines (one going on before a word
# in capitals, `POW`), `pro-` / `chaine` cut by the typesetter, a soft hyphen at a line
# end, a page number, ligatures (`ﬁ`, `ﬂ`), a `NOM- texte` entry whose first line looks
# like a line in capitals, and a two-column list aligned with spaces.
PDF_COPY = """RÈGLES DE KHADOR – AIDE DE JEU

ASSAUT

Une ﬁgurine qui effectue un assaut avance de sa VIT + 3" puis peut tirer sur sa cible. Si elle
termine son mouvement au contact, elle ne peut pas tirer mais ses attaques de corps-à-corps
gagnent +2 au jet de dégâts.

- Une ﬁgurine au contact d'un ennemi au début de son activation ne peut pas effectuer
  d'assaut.
- Une ﬁgurine ne peut effectuer qu'un seul assaut par tour.

ARMES DE GLACE

GEL- Quand une attaque de cette arme touche, la cible ne peut pas avancer lors de sa pro-
chaine activation. Une ﬁgurine gelée subit aussi un jet de dégâts de
POW 10.

14

ÉCLAT (Arme)- Un warjack touché
par cette arme perd un point de focus et ne peut pas en recevoir au tour sui\u00ad
vant.

MODIFICATEURS DE MÊLÉE

Attaque de dos      +2 au jet d'attaque
Cible au tapis      Touche automatique
Charge ratée        -2 au jet d'attaque
"""

# An Infinity list exported from a spreadsheet: CRLF, trailing tabs, cells in quotes (a
# comma, a doubled quote, a line break inside), an empty row inside the weapons table.
SPREADSHEET_EXPORT = (
    "Aide de jeu : Yu Jing\r\n"
    "\r\n"
    "Armement\r\n"
    "\r\n"
    "Arme\tCourte\tMoyenne\tLongue\tExtrême\tDOM\tR\tGabarit\tMunit.\tE/M\t\r\n"
    "Fusil Combi\t20/+3\t40/+3\t60/-3\t120/-6\t13\t3\t--\tN\t--\t\r\n"
    '"Fusil ""Hsien"""\t20/0\t40/+3\t80/0\t120/-3\t13\t3\t--\tN\t--\t\r\n'
    "\r\n"
    "Mitrailleuse\t20/0\t80/+3\t120/-3\t240/-6\t15\t4\t--\tN\t--\t\r\n"
    '"Lance-flammes\r\nLourd"\t--\t--\t--\t--\t14\t--\tGrdLarme\tN\t--\t\r\n'
    "\r\n"
    "Modificateurs de tir\r\n"
    "\r\n"
    "Cible en Mimétisme\tTR -3\r\n"
    'Couverture partielle\t"TR -3, BLI +3"\r\n'
)


def _parse(text: str | bytes, game: str, fmt: str) -> object:
    entry = SheetEntry(f"{game}-copy", f"copy.{fmt}", game, None, "Copie", fmt, "fr")
    return parse_text(text.encode("utf-8") if isinstance(text, str) else text, entry)


@pytest.fixture(scope="module")
def pdf_copy():
    return _parse(PDF_COPY, "warmachine", "freetext")


@pytest.fixture(scope="module")
def spreadsheet_export():
    return _parse(SPREADSHEET_EXPORT, "infinity", "tabular")


def _rule_texts(result) -> dict[str, str]:
    rules = result.tables["rules"]
    return dict(zip(rules["name"], rules["text"], strict=True))


def test_wrapped_lines_read_as_the_paragraphs_and_bullets_they_were(pdf_copy):
    assert _rule_texts(pdf_copy)["ASSAUT"] == (
        'Une figurine qui effectue un assaut avance de sa VIT + 3" puis peut tirer sur sa cible. '
        "Si elle termine son mouvement au contact, elle ne peut pas tirer mais ses attaques de "
        "corps-à-corps gagnent +2 au jet de dégâts.\n\n"
        "- Une figurine au contact d'un ennemi au début de son activation ne peut pas effectuer d'assaut.\n"
        "- Une figurine ne peut effectuer qu'un seul assaut par tour."
    )


def test_words_cut_at_a_line_end_are_made_whole_and_full_lines_go_on(pdf_copy):
    texts = _rule_texts(pdf_copy)
    assert texts["GEL"] == (
        "Quand une attaque de cette arme touche, la cible ne peut pas avancer lors de sa prochaine "
        "activation. Une figurine gelée subit aussi un jet de dégâts de POW 10."
    )
    # Its first line alone (`ÉCLAT (Arme)- Un warjack touché`) looks like a line in capitals.
    assert texts["ÉCLAT"] == (
        "Un warjack touché par cette arme perd un point de focus et ne peut pas en recevoir au tour suivant."
    )
    rules = pdf_copy.tables["rules"].set_index("name")
    assert rules.loc["ÉCLAT", "name_alt"] == "Arme"
    # A heading over entries alone is no rule; the page number is in no text.
    assert sorted(texts) == ["ASSAUT", "GEL", "ÉCLAT"]
    assert not any("14" in text for text in texts.values())


def test_columns_aligned_with_spaces_are_a_list(pdf_copy):
    modifiers = pdf_copy.tables["modifiers"]
    numbers = [None if pd.isna(number) else int(number) for number in modifiers["value_num"]]
    assert list(zip(modifiers["name"], modifiers["value"], numbers, strict=True)) == [
        ("Attaque de dos", "+2 au jet d'attaque", 2),
        ("Cible au tapis", "Touche automatique", None),
        ("Charge ratée", "-2 au jet d'attaque", -2),
    ]
    assert set(modifiers["section"]) == {"MODIFICATEURS DE MÊLÉE"}


def test_every_line_of_the_copy_is_read(pdf_copy):
    coverage = pdf_copy.coverage
    assert not (coverage["kind"] == "unparsed").any(), coverage[coverage["kind"] == "unparsed"]
    lines = PDF_COPY.split("\n")
    claimed = dict(zip(coverage["source_line"], coverage["kind"], strict=True))
    # The lines a wrapped text runs on belong to its rule; the page number is page furniture.
    assert claimed[lines.index("chaine activation. Une ﬁgurine gelée subit aussi un jet de dégâts de") + 1] == "rule"
    assert claimed[lines.index("POW 10.") + 1] == "rule"
    assert claimed[lines.index("14") + 1] == "page_furniture"


def test_quoted_cells_and_an_empty_row_inside_the_table(spreadsheet_export):
    weapons = spreadsheet_export.tables["weapons"]
    assert list(weapons["name"]) == ["Fusil Combi", 'Fusil "Hsien"', "Mitrailleuse", "Lance-flammes Lourd"]
    assert list(weapons["strength_raw"]) == ["13", "13", "15", "14"]
    ranges = spreadsheet_export.tables["weapon_ranges"]
    machine_gun = ranges[ranges["weapon_id"] == "infinity-copy:mitrailleuse"].sort_values("band_index")
    assert list(machine_gun["max"]) == [20, 80, 120, 240]
    assert list(machine_gun["modifier"]) == [0, 3, -3, -6]
    modifiers = spreadsheet_export.tables["modifiers"]
    assert dict(zip(modifiers["name"], modifiers["value"], strict=True)) == {
        "Cible en Mimétisme": "TR -3",
        "Couverture partielle": "TR -3, BLI +3",
    }
    coverage = spreadsheet_export.coverage
    assert not (coverage["kind"] == "unparsed").any(), coverage[coverage["kind"] == "unparsed"]
    # The quoted line break: both lines are the flame thrower's.
    flame_thrower = weapons.set_index("name").loc["Lance-flammes Lourd", "weapon_id"]
    assert list(coverage[coverage["ref"] == flame_thrower]["source_line"]) == [10, 11]


def test_two_tables_one_blank_line_apart_stay_two_when_the_second_has_a_header():
    text = (
        "Ordres\n\n"
        "1 Ordre permet\t\t\n"
        "1 Compétence longue\t2 Mouvements courts\n\n"
        "Mouvement court\tCompétence courte\n"
        "Se déplacer\tTirer\n"
    )
    tables = [block for block in read_blocks(text, "x").blocks if isinstance(block, Table)]
    assert [table.rows[0].cells[0] for table in tables] == ["1 Ordre permet", "Mouvement court"]


@pytest.mark.parametrize(
    ("line", "cells"),
    [
        ('a\t"b, c"\td', ["a", "b, c", "d"]),
        ('a\t"dit ""non"""\td', ["a", 'dit "non"', "d"]),
        ('a\t"b\tc"\td', ["a", "b c", "d"]),
        ('Mag Gun\t10-30"\t40"', ["Mag Gun", '10-30"', '40"']),  # inch marks are no quotes
        ('a\t"b" c\td', ["a", '"b" c', "d"]),  # a stray quote stays as written
    ],
)
def test_a_tab_row_reads_quoted_cells_as_a_spreadsheet_writes_them(line, cells):
    assert split_tab_row(line) == cells


@pytest.mark.parametrize("line", ["12", "Page 13", "- 4 -", "p. 7", "3/12", "  page 2  "])
def test_page_numbers(line):
    assert is_page_number(line)


@pytest.mark.parametrize("line", ["12 figurines", "Page suivante", "1-3", "Tour 2"])
def test_not_page_numbers(line):
    assert not is_page_number(line)


def test_one_line_with_wide_spaces_is_no_list():
    lines = ["Une phrase   avec des espaces.", "", "Nom      effet", "Autre    effet", "- Puce     texte"]
    assert space_aligned_rows(lines) == {2, 3}


def test_a_line_starting_in_capitals_stays_a_line_of_its_own():
    text = "Retraite\nPerte de plus de 60% des troupes\nPerte du lieutenant\nla suite en minuscules\n"
    paragraphs = [block for block in read_blocks(text, "x").blocks if isinstance(block, Paragraph)]
    assert [block.text for block in paragraphs] == [
        "Retraite",
        "Perte de plus de 60% des troupes",
        "Perte du lieutenant la suite en minuscules",
    ]


def test_a_spreadsheet_list_of_long_lines_stays_lines():
    text = (
        "Retraite\n\n"
        "Perte de plus de 60% des troupes, comptées en points d'armée au début du tour\n"
        "Toutes les troupes deviennent impétueuses sauf les troupes religieuses\n"
    )
    paragraphs = [block for block in read_tabular(text, "x").blocks if isinstance(block, Paragraph)]
    assert [block.line for block in paragraphs] == [3, 4]
    # The same lines in a document: the first is as long as wrapped text and ends
    # mid-sentence; `Retraite`, opening the sheet alone, is its title.
    blocks = read_blocks(text, "x").blocks
    assert isinstance(blocks[0], Heading) and blocks[0].text == "Retraite"
    paragraphs = [block for block in blocks if isinstance(block, Paragraph)]
    assert [(block.line, block.more_lines) for block in paragraphs] == [(3, [4])]


# An Epic list copied from a PDF: a description wrapped before a word in capitals and at a
# word cut by hyphenation, a page number between two records, a word processor's tags.
RECORDS_COPY = """Tir Rapide
Capacité Spéciale
Arme
Tir Rapide
Une arme avec cette capacité tire deux fois lorsque le détachement reçoit un ordre de
Tir Soutenu. Les deux tirs doivent viser la même cible et sont résolus l'un après l'au-
tre.
12
Sans Peur
Capacité Spéciale
Unité
Sans Peur
Le détachement ignore les tests de moral.
[justifier]Il ne peut jamais être démoralisé, même par une attaque de flanc ou de dos.[/justifier]
Ni les pions de suppression, ni les pertes ne le font reculer.
"""


def test_a_record_description_wrapped_reads_as_its_paragraphs():
    result = _parse(RECORDS_COPY, "epic", "records")
    assert _rule_texts(result) == {
        "Tir Rapide": (
            "Une arme avec cette capacité tire deux fois lorsque le détachement reçoit un ordre de "
            "Tir Soutenu. Les deux tirs doivent viser la même cible et sont résolus l'un après l'autre."
        ),
        # A sentence ending before a tag ends the line: the next stands alone.
        "Sans Peur": (
            "Le détachement ignore les tests de moral.\n\n"
            "Il ne peut jamais être démoralisé, même par une attaque de flanc ou de dos.\n\n"
            "Ni les pions de suppression, ni les pertes ne le font reculer."
        ),
    }
    coverage = result.coverage
    assert not (coverage["kind"] == "unparsed").any(), coverage[coverage["kind"] == "unparsed"]
    assert set(coverage["source_line"]) == set(range(1, 16))
    assert coverage.set_index("source_line")["kind"][8] == "page_furniture"  # line 8 numbers a page


def _csv_export(text: str, separator: str) -> str:
    """`text` as a spreadsheet saves it as CSV: each line a row, its tab cells the row's
    cells, every row padded to the widest, cells quoted where the separator, a quote or a
    line break needs it."""
    rows = [line.split("\t") for line in text.split("\n")]
    width = max(map(len, rows))
    out = []
    for cells in rows:
        buffer = io.StringIO()
        csv.writer(buffer, delimiter=separator, lineterminator="").writerow(cells + [""] * (width - len(cells)))
        out.append(buffer.getvalue())
    return "\n".join(out)


@pytest.mark.parametrize("separator", [";", ","])
@pytest.mark.parametrize("sheet_id", ["infinity-core", "warmachine-core"])
def test_a_sheet_saved_as_csv_reads_as_the_sheet(sheet_id, separator):
    entry = manifest()[sheet_id]
    text = (RAW / entry.file).read_text(encoding="utf-8")
    exported = _csv_export(text, separator)
    assert exported.count(separator) > text.count(separator)  # a real change
    result = parse_text(exported.encode("utf-8"), replace(entry, file=entry.file.rsplit(".", 1)[0] + ".csv"))
    expected, found = comparable(parsed(sheet_id).tables), comparable(result.tables)
    for table, frame in expected.items():
        pd.testing.assert_frame_equal(found[table], frame, obj=f"{sheet_id} / {separator!r} / {table}")
    assert not (result.coverage["kind"] == "unparsed").any()


def test_the_spreadsheet_export_as_french_csv():
    sheet = SPREADSHEET_EXPORT.replace("\r\n", "\n").replace('"Lance-flammes\nLourd"', "Lance-flammes Lourd")
    sheet = sheet.replace('"Fusil ""Hsien"""', "Fusil Hsien").replace('"TR -3, BLI +3"', "TR -3, BLI +3")
    exported = _csv_export(sheet, ";").replace("Lance-flammes Lourd", '"Lance-flammes\nLourd"')
    assert '"TR -3, BLI +3"' not in exported and "Lourd" in exported.split("\n")[10]
    entry = SheetEntry("infinity-csv", "copie.csv", "infinity", None, "Copie", "tabular", "fr")
    weapons = parse_text(exported.encode("cp1252", errors="replace"), entry).tables["weapons"]
    assert list(weapons["name"]) == ["Fusil Combi", "Fusil Hsien", "Mitrailleuse", "Lance-flammes Lourd"]


@pytest.mark.parametrize(
    ("text", "separator"),
    [
        ("Arme;Portée\nFusil, lourd;20\nUne phrase, avec des virgules, beaucoup, de virgules.", ";"),
        ('Arme,Portée\n"Fusil, lourd",20\nFusil,30', ","),
        ("Arme\tPortée\nFusil;lourd\t20", None),  # tabs: no CSV
        ('Mag Gun;10-30";40"\nMag Repeater;20";30"', ";"),  # inch marks are no quotes
    ],
)
def test_the_separator_of_a_csv_export(text, separator):
    assert csv_separator(text) == separator


def test_a_sheet_declared_in_the_wrong_format_says_which_reads_it():
    glossary = "## Règles spéciales\n\n- **Lent :** la figurine avance de 5 cm de moins.\n- **Rapide :** +5 cm.\n"
    with pytest.raises(SheetError) as refused:
        _parse(glossary, "antares", "records")
    error = refused.value
    assert error.code == "nothing-read"
    assert "read as `format: markdown` it gives 2 rows" in str(error)
    assert str(error).startswith("copy.records: expected weapons, rules or tables")


def test_a_sheet_with_nothing_any_reader_reads_is_refused_without_a_hint():
    with pytest.raises(SheetError) as refused:
        _parse("12\n\n- 3 -\n", "warmachine", "freetext")  # page numbers alone
    assert refused.value.code == "nothing-read"
    assert "read as" not in str(refused.value)


def test_a_record_name_with_its_placeholder_before_its_translation():
    sheet = (
        "Tir Soutenu (X) (Sustained Fire)\nCapacité Spéciale\nArme\nTir Soutenu (X) (Sustained Fire)\n"
        "L'arme tire X fois.\n\nTransport (X)\nCapacité Spéciale\nUnité\nTransport (X)\nTransporte X socles.\n"
    )
    rules = _parse(sheet, "epic", "records").tables["rules"].set_index("name")
    assert rules.loc["Tir Soutenu", "name_alt"] == "Sustained Fire"
    assert bool(rules.loc["Tir Soutenu", "takes_param"]) and bool(rules.loc["Transport", "takes_param"])
    assert pd.isna(rules.loc["Transport", "name_alt"])


DEFINITION_LIST = """# Boromites

## Armes

| Arme | Courte | Longue | VI | Règles spéciales |
|---|---|---|---|---|
| Frag Borer | 10" | 30" | 3 | Lent, SPx2 |

## Règles spéciales

Lent
:   La figurine ne peut pas tirer avec cette arme après s'être déplacée.

SP, SPx2

:   Tir en surplomb, voir les règles page 34.
"""


def test_a_glossary_written_as_a_definition_list():
    result = _parse(DEFINITION_LIST, "antares", "markdown")
    assert _rule_texts(result) == {
        "Lent": "La figurine ne peut pas tirer avec cette arme après s'être déplacée.",
        "SP, SPx2": "Tir en surplomb, voir les règles page 34.",
    }
    links = result.tables["weapon_rules"]
    assert list(zip(links["label"], links["rule_id"], links["param"].fillna(""), strict=True)) == [
        ("Lent", "antares-copy:lent", ""),
        ("SPx2", "antares-copy:sp-spx2", "x2"),
    ]
    assert not (result.coverage["kind"] == "unparsed").any()


@pytest.mark.parametrize(("cell", "burst"), [("R 3", 3), ("R: 2", 2), ("r3*", 3), ("3", 3)])
def test_a_burst_printed_with_its_letter(cell, burst):
    from pipeline.games.infinity.cells import parse_burst

    assert parse_burst(cell).value == burst


@pytest.mark.parametrize("heading", ["CAPACITÉS (SUITE)", "CAPACITÉS – SUITE", "CAPACITÉS - SUITE", "CAPACITÉS, SUITE"])
def test_a_continued_section_in_any_spelling(heading):
    sheet = f"CAPACITÉS\n\nFurtif : ne peut pas être ciblé à plus de 30 cm.\n\n{heading}\n\nRapide : +5 cm.\n"
    rules = _parse(sheet, "warmachine", "freetext").tables["rules"]
    assert set(rules["section"]) == {"CAPACITÉS"}
    assert sorted(rules["name"]) == ["Furtif", "Rapide"]


def test_a_first_modifier_with_a_value_in_words_is_no_header():
    sheet = "MODIFICATEURS DE MÊLÉE\n\nCible au tapis\tTouche automatique\nAttaque de dos\t+2\nCharge ratée\t-2\n"
    modifiers = _parse(sheet, "warmachine", "freetext").tables["modifiers"]
    assert list(modifiers["name"]) == ["Cible au tapis", "Attaque de dos", "Charge ratée"]
    # One word over numbers labels the column.
    headed = sheet.replace("Cible au tapis\tTouche automatique", "Position de la cible\tAjustement")
    modifiers = _parse(headed, "warmachine", "freetext").tables["modifiers"]
    assert list(modifiers["name"]) == ["Attaque de dos", "Charge ratée"]


@pytest.mark.parametrize("fmt", ["freetext", "markdown"])
def test_a_mixed_case_title_opening_a_sheet_is_its_heading(fmt: str) -> None:
    text = (
        "Référence rapide – Mercenaires\n\nCAPACITÉS\n\n"
        'Furtivité : les attaques à distance contre cette figurine ratent à plus de 5".\n'
    )
    entry = SheetEntry("t", "t.txt", "warmachine", None, "Mercenaires", fmt, "fr")
    result = parse_text(text.encode(), entry)
    coverage = result.coverage.set_index("source_line")
    assert coverage.loc[1, "kind"] == "heading"
    assert result.tables["rules"][["name", "section"]].values.tolist() == [["Furtivité", "CAPACITÉS"]]


def test_an_opening_sentence_is_no_title() -> None:
    blocks = read_blocks("Cette aide de jeu résume les règles.\n\nCAPACITÉS\n", "t.txt").blocks
    assert isinstance(blocks[0], Paragraph)
