"""Epic (`records`) sheets of the family that
tests/unit/games/infinity/test_wiki_app_and_printed_copies.py describes (their Infinity
siblings)."""

from __future__ import annotations

import pytest

from pipeline.model.errors import SheetError
from tests.unit.games.infinity.test_wiki_app_and_printed_copies import parse_inline

# Epic: one-line headers over an indented description.


def test_a_title_written_like_a_header_without_colon_stays_a_title():
    sheet = "Eldars — Capacités Spéciales — Unités\n\nSans Peur — Capacité Spéciale — Unité : Jamais démoralisé.\n"
    found = parse_inline(sheet, "inline.txt", "epic", "records")
    assert [rule["name"] for rule in found.tables["rules"].to_dict("records")] == ["Sans Peur"]
    assert found.coverage["kind"].tolist() == ["heading", "rule"]


# Epic: a database export, one `key=value` record a line.


def test_json_lines_and_a_wrapped_key_value_record():
    sheet = (
        "Orks – export\n"
        "\n"
        '{"nom": "Vol", "type": "Capacité Spéciale", "portée": "Unité", "texte": "Survole les décors."}\n'
        "nom=Fonceurs; type=Capacité Spéciale;\n"
        "portée=Unité; texte=Double son mouvement.\n"
    )
    found = parse_inline(sheet, "inline.txt", "epic", "records")
    rules = [(rule["name"], rule["scope"], rule["text"]) for rule in found.tables["rules"].to_dict("records")]
    assert rules == [("Vol", "Unité", "Survole les décors."), ("Fonceurs", "Unité", "Double son mouvement.")]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("type=Capacité Spéciale; portée=Unité; texte=Vole.", "a record's name among its fields"),
        ('{"nom": "Vol", "type": "Capacité Spéciale"', "a record as a JSON object"),
    ],
)
def test_a_database_record_without_a_name_or_unreadable_is_an_error_naming_its_line(line, expected):
    sheet = f"Orks\n\nnom=Vol; type=Capacité Spéciale; portée=Unité; texte=Vole.\n\n{line}\n"
    with pytest.raises(SheetError) as raised:
        parse_inline(sheet, "inline.txt", "epic", "records")
    assert "inline.txt:5" in str(raised.value) and expected in str(raised.value)
