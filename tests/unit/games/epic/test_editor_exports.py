"""Epic (`records`) sheets; their Infinity (`tabular`) siblings are tested in
tests/unit/games/infinity/test_editor_exports.py.

Infinity (`tabular`) and Epic (`records`) sheets as users bring them
(tests/fixtures/sheets/): an Excel export with title rows, label rows inside the weapons
table and columns the game does not know; a LibreOffice CSV in Windows-1252 with its
header in French and English and a Traits column; an N4 list with its bands in inches in
the header, two weapons tables and hand-typed short rows; Epic records written as
labelled fields, and four-line records with their names in bold or as headings between
`---` separators. The values were written by hand from the sheets."""

from __future__ import annotations

from functools import cache

import pytest

from pipeline.contract.validate import typed_tables, validate_tables
from pipeline.model.errors import SheetError
from pipeline.model.result import ParseResult
from pipeline.parse.sheet import parse_text
from tests.hand_written import SHEETS
from tests.unit.games.infinity.test_editor_exports import _entry


@cache
def result(file: str) -> ParseResult:
    return parse_text((SHEETS / file).read_bytes(), _entry(file))


def rows(file: str, table: str) -> list[dict]:
    return result(file).tables[table].to_dict("records")


def unparsed(file: str) -> list[str]:
    coverage = result(file).coverage
    return list(coverage[coverage["kind"] == "unparsed"]["text"])


@pytest.mark.parametrize(
    "file",
    ["epic-tau.txt", "epic-necrons.txt"],
)
def test_every_line_is_read_and_the_tables_validate(file):
    assert unparsed(file) == []
    assert validate_tables(typed_tables(result(file).tables)) == []


# Epic: records as labelled fields, in any order and case, a field the vocabulary does not know.


def test_records_written_as_labelled_fields():
    rules = {rule["name"]: rule for rule in rows("epic-tau.txt", "rules")}
    assert list(rules) == [
        "Marqueur Laser",
        "Missiles Guidés",
        "Tir Rapide (2)",
        "Armure Renforcée 4+",
        "Exo-armure XV8",
    ]
    assert [(r["section"], r["scope"]) for r in rules.values()] == [
        ("Capacité Spéciale", "Unité"),
        ("Capacité Spéciale", "Arme"),  # `PORTÉE : Arme` before `TYPE : …`
        ("Capacité Spéciale", "Arme"),  # `type : capacité spéciale`, spelt as the sheet usually does
        (None, "Unité"),  # no `Type :`
        ("Capacité Spéciale", "Unité"),
    ]
    assert rules["Missiles Guidés"]["text"] == (
        "Une arme dotée de cette capacité peut tirer sans ligne de vue sur un détachement marqué par un "
        "Marqueur Laser.\n\nElle ignore alors les couverts."
    )
    assert rules["Exo-armure XV8"]["text"].startswith("Le socle suit les règles suivantes :\n\n1. Il peut se déplacer")
    assert result("epic-tau.txt").report["record_fields"] == [
        {"rule_id": "epic-tau:marqueur-laser", "field": "Source", "value": "Codex Tau p. 8", "source_line": 6},
        {"rule_id": "epic-tau:missiles-guides", "field": "Source", "value": "Livre Tau p. 12", "source_line": 16},
    ]


def test_a_name_field_without_a_name_is_an_error_naming_its_line():
    sheet = (
        "Nom : Marqueur Laser\nType : Capacité Spéciale\nDescription : Désigne une cible.\n---\nNom :\nPortée : Arme\n"
    )
    with pytest.raises(SheetError) as refused:
        parse_text(sheet.encode(), _entry("epic-vide.txt"))
    assert (refused.value.line, refused.value.code) == (5, "bad-record")


# Epic: four-line records, names in bold or as `###` headings, `---` between records.


def test_record_names_in_bold_or_as_headings_and_separator_lines():
    rules = rows("epic-necrons.txt", "rules")
    assert [(r["name"], r["scope"]) for r in rules] == [
        ("Protocole de Réanimation", "Unité"),
        ("Téléportation Spectrale", "Unité"),
        ("Arme Gauss", "Arme"),
        ("Tir Rapide (2)", "Arme"),
        ("Armure Renforcée 4+", "Unité"),
    ]
    assert all("---" not in r["text"] for r in rules)
    assert rules[2]["text"] == (
        "Sur un jet pour toucher de 6, la touche ignore la sauvegarde d'armure.\n\n"
        "Contre les Véhicules, l'arme compte comme Antichar."
    )
    coverage = result("epic-necrons.txt").coverage.set_index("source_line")
    assert coverage.loc[1, "kind"] == "heading"  # `# Capacités spéciales des Nécrons`
