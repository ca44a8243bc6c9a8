"""Epic (`records`) sheets; their Infinity (`tabular`) siblings are tested in
tests/unit/games/infinity/test_chat_forum_and_scanned_copies.py.

Infinity (`tabular`) and Epic (`records`) sheets as users bring them
(tests/fixtures/sheets/): a Google Sheets TSV whose weapons table and ammunition table
stand side by side, a blank column between, its traits parted by ` / `; an Excel CSV
(French: `;`, Windows-1252, CRLF) whose title row carries its date far to the right, its
bands labelled `0-20cm`, a Notes column far right past empty ones, quoted decimal commas
(`"1,5"`) and formula errors (`#N/A`, `#REF!`) in columns it does not read; an Epic list
copied from a PDF, its records numbered `1)` and parted by `=====`, the kind and scope on
one line (`Capacité Spéciale Unité`, a table row's cells joined by a space), parameters in
brackets (`Tir Rapide [2]`) and the running header repeated inside a description; an
Epic list copied from a Word form, `Label<TAB>value` fields. The values were written by
hand from the sheets, before the parser was run on them."""

from __future__ import annotations

import pytest

from pipeline.contract.validate import typed_tables, validate_tables
from tests.conftest import parsed_fixture as result
from tests.tabrec import kinds, nulls, parse_inline, rows

TOHAA = "infinity-tohaa-cote-a-cote.tsv"
SHASVASTII = "infinity-shasvastii-excel.csv"
MARINES = "epic-space-marines-pdf.txt"
ORKS = "epic-orks-formulaire.txt"


NEW_SHEETS = [MARINES, ORKS]


@pytest.mark.parametrize("file", NEW_SHEETS)
def test_every_line_is_read_and_the_tables_validate(file):
    assert "unparsed" not in kinds(file).values()
    assert validate_tables(typed_tables(result(file).tables)) == []


# Epic: a list copied from a PDF.


def test_kind_and_scope_on_one_line_numbered_records_parted_by_rules():
    rules = rows(MARINES, "rules")
    assert [nulls((r["name"], r["name_alt"], r["section"], r["scope"], r["takes_param"])) for r in rules] == [
        ("Ils ne Connaîtront pas la Peur", None, "Capacité Spéciale", "Unité", False),
        ("Téléportation", None, "Capacité Spéciale", "Unité", False),
        ("Tir Rapide [2]", None, "Capacité Spéciale", "Arme", False),
        ("Sauvegarde Invulnérable", None, "Capacité Spéciale", "Unité", True),
        ("Macro-arme", None, "Capacité Spéciale", "Arme", False),
        ("Commandant Suprême", None, "Capacité Spéciale", "Unité", False),
        ("Armure Réactive", None, "Capacité Spéciale", "Unité", False),
    ]
    assert [r["source_line"] for r in rules] == [3, 9, 17, 22, 28, 33, 40]
    texts = {r["name"]: r["text"] for r in rules}
    assert texts["Ils ne Connaîtront pas la Peur"] == (
        "Il faut deux pions d'Impact pour neutraliser ou détruire un socle doté de cette capacité.\n\n"
        "Une formation brisée dotée de cette capacité peut se rallier même si des ennemis sont à 30 cm ou moins."
    )
    assert texts["Tir Rapide [2]"] == "L'arme tire deux fois si le socle ne s'est pas déplacé lors de son activation."


def test_a_running_header_inside_a_description_is_page_furniture():
    texts = {r["name"]: r["text"] for r in rows(MARINES, "rules")}
    assert texts["Téléportation"] == (
        "Les formations dotées de cette capacité peuvent être déployées par téléportation au début de "
        "n'importe quel tour. Placez chaque socle sur la table puis faites-le dévier de 2D6 cm ; un socle "
        "dévié dans un terrain infranchissable ou sur un socle ennemi est détruit."
    )
    assert texts["Commandant Suprême"] == (
        "Une fois par tour, le socle peut relancer un test d'initiative raté de sa formation.\n\n"
        "Il peut aussi donner un ordre à une autre formation à 30 cm ou moins."
    )
    covered = kinds(MARINES)
    assert (covered[1], covered[14], covered[37]) == ("heading", "page_furniture", "page_furniture")
    assert (covered[8], covered[16]) == ("separator", "separator")
    assert set(covered.values()) == {"heading", "rule", "separator", "page_furniture"}


def test_both_labels_on_one_line_in_either_order_and_a_line_of_other_words_stays_text():
    sheet = (
        "Orks\n\nVol\nUnité Capacité Spéciale\nVol\nSurvole les décors.\n"
        "Capacité Spéciale Unité plus bas.\n\nFonceurs\ncapacité spéciale unité\nFonceurs\nDouble son mouvement.\n"
    )
    found = parse_inline(sheet, "inline.txt", "epic", "records")
    rules = [(r["name"], r["section"], r["scope"], r["text"]) for r in found.tables["rules"].to_dict("records")]
    assert rules == [
        ("Vol", "Capacité Spéciale", "Unité", "Survole les décors.\n\nCapacité Spéciale Unité plus bas."),
        ("Fonceurs", "Capacité Spéciale", "Unité", "Double son mouvement."),
    ]


# Epic: a list copied from a Word form, `Label<TAB>value` fields.


def test_fields_written_label_tab_value_as_a_word_form_copies_them():
    rules = rows(ORKS, "rules")
    assert [nulls((r["name"], r["section"], r["scope"], r["takes_param"])) for r in rules] == [
        ("Kustom Force Field", "Capacité Spéciale", "Unité", False),
        ("Waaagh!", "Capacité Spéciale", "Unité", True),
        ("Bidouille", "Capacité Spéciale", "Arme", False),
        ("Tir Rapide [2]", "Capacité Spéciale", "Arme", False),
        ("Fonceurs", "Capacité Spéciale", "Unité", False),
        ("Kanon à Zap", "Capacité Spéciale", "Arme", False),
        ("Gros Kikoup", "Capacité Spéciale", "Arme", False),
        ("Kulte de la Vitesse", "Capacité Spéciale", "Unité", False),
    ]
    assert [r["source_line"] for r in rules] == [3, 9, 14, 20, 25, 31, 36, 41]
    texts = {r["name"]: r["text"] for r in rules}
    assert texts["Kustom Force Field"] == (
        "Les socles à 15 cm ou moins bénéficient d'une sauvegarde invulnérable de 6+ contre les tirs.\n\n"
        "Le champ ne protège pas en Assaut."
    )
    assert texts["Fonceurs"] == (
        "Le socle peut doubler son mouvement lors d'une action Foncer.\n\nIl ne peut pas tirer ce tour-là."
    )
    assert texts["Gros Kikoup"] is None
    fields = [(field["field"], field["value"]) for field in result(ORKS).report["record_fields"]]
    assert fields == [("Source", "Codex Orks p. 12")]
    assert set(kinds(ORKS).values()) == {"heading", "rule"}


def test_a_tab_field_needs_a_label_of_a_few_words():
    sheet = (
        "Orks\n\nNom\tVol\nPortée\tUnité\nDescription\tSurvole les décors.\n"
        "Le socle ignore le terrain, même\tdangereux.\n"
    )
    found = parse_inline(sheet, "inline.txt", "epic", "records")
    rules = [(r["name"], r["scope"], r["text"]) for r in found.tables["rules"].to_dict("records")]
    assert rules == [("Vol", "Unité", "Survole les décors.\n\nLe socle ignore le terrain, même\tdangereux.")]
