"""Epic (`records`) sheets; their Infinity (`tabular`) siblings are tested in
tests/unit/games/infinity/test_markup_and_spreadsheet_exports.py.

Infinity (`tabular`) and Epic (`records`) sheets as users bring them
(tests/fixtures/sheets/): a French Excel CSV (`sep=;` first line, Windows-1252, CRLF, a
blank column between the bands and the damage, rows one cell longer than the header, a
traits cell on two lines, decimal commas, `—`), with its traits, modifiers and ammunition
after the weapons; an N5 TSV with bands in inches (`0–8″` … `48–96″`), `n/a`, `—` and empty
band cells and trailing tabs of uneven counts; Epic four-line records whose descriptions
hold nested ability lists and indented lines, numbered records (`1. Nom`) with English and
French labels, a records table saved by Excel as `;` CSV, and labelled fields in both
languages. The values were written by hand from the sheets."""

from __future__ import annotations

import pytest

from pipeline.contract.validate import typed_tables, validate_tables
from tests.conftest import parsed_fixture as result
from tests.tabrec import kinds

NEW_SHEETS = [
    "epic-garde-imperiale.txt",
    "epic-chaos-numerote.txt",
    "epic-squats-excel.csv",
    "epic-eldars-champs-mixtes.txt",
]


def rows(file: str, table: str) -> list[dict]:
    return result(file).tables[table].to_dict("records")


@pytest.mark.parametrize("file", NEW_SHEETS)
def test_every_line_is_read_and_the_tables_validate(file):
    assert "unparsed" not in kinds(file).values()
    assert validate_tables(typed_tables(result(file).tables)) == []


# Epic: records as users write them.


def test_a_nested_ability_list_in_a_record_gives_its_entries():
    rules = [
        (r["name"], r["section"], r["parent_rule_id"], r["source_line"])
        for r in rows("epic-garde-imperiale.txt", "rules")
    ]
    assert rules == [
        ("Commissaire", "Capacité Spéciale", None, 3),
        ("Chef", "Commissaire", "epic-garde-imperiale:commissaire", 8),
        ("Discipline de Fer", "Commissaire", "epic-garde-imperiale:commissaire", 9),
        ("Tir d'Artillerie", "Capacité Spéciale", None, 14),
        ("Mobile", "Capacité Spéciale", None, 27),
        ("Transport", "Capacité Spéciale", None, 33),
    ]
    texts = {r["name"]: r["text"] for r in rows("epic-garde-imperiale.txt", "rules")}
    assert texts["Discipline de Fer"] == (
        "Le détachement ignore le premier pion d'Impact reçu à chaque tour, même s'il est démoralisé."
    )
    # A line indented under a bullet goes on with it, whatever it opens with.
    assert texts["Transport"].endswith("- sont détruits avec le véhicule sur un 5+ (jetez un dé par socle).")


def test_numbered_records_with_english_and_french_labels():
    rules = [(r["name"], r["name_alt"], r["section"], r["scope"]) for r in rows("epic-chaos-numerote.txt", "rules")]
    assert rules == [
        ("Marque de Khorne", None, "Capacité Spéciale", "Unité"),
        ("Possédé", None, "Capacité Spéciale", "Unité"),
        ("Démon Majeur", "EDG", "Capacité Spéciale", "Unité"),
        ("Arme Démoniaque", None, "Capacité Spéciale", "Arme"),
    ]
    fields = [(r["name"], r["section"], r["scope"]) for r in rows("epic-eldars-champs-mixtes.txt", "rules")]
    assert fields == [  # English labels are the more printed: the sheet's are read so
        ("Esprit de Vengeance", "Special Rule", "Unit"),
        ("Guide", "Esprit de Vengeance", None),
        ("Fatalité", "Esprit de Vengeance", None),
        ("Holo-champs", "Special Rule", "Unit"),
        ("Marcheur", "Special Rule", "Unit"),
    ]


def test_a_records_table_saved_by_excel_as_csv():
    rules = rows("epic-squats-excel.csv", "rules")
    assert [(r["name"], r["section"], r["scope"], r["takes_param"], r["source_line"]) for r in rules] == [
        ("Vol", "Capacité Spéciale", "Unité", False, 3),
        ("Antichar", "Capacité Spéciale", "Arme", False, 5),
        ("Sauvegarde Invulnérable", "Capacité Spéciale", "Unité", True, 6),
        ("Barrage", "Capacité Spéciale", "Arme", False, 8),
        ("Ignore les Couverts", "Barrage", None, False, 9),
        ("Tirailleurs", "Capacité Spéciale", "Unité", False, 10),
    ]
    assert rules[0]["text"] == (
        "Le socle peut se déplacer au-dessus du terrain et des autres socles.\n\n"
        "Il ne peut pas être bloqué en Assaut, sauf par un autre socle doté de Vol."
    )
    assert rules[-1]["text"] is None
    lines = kinds("epic-squats-excel.csv")
    assert (lines[1], lines[2]) == ("separator_line", "table_header")
    sources = [(f["field"], f["value"]) for f in result("epic-squats-excel.csv").report["record_fields"]]
    assert sources[0] == ("Source", "Livre de règles p. 24") and len(sources) == 3
