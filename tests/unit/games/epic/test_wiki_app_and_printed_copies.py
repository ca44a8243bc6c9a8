"""Epic (`records`) sheets; their Infinity (`tabular`) siblings are tested in
tests/unit/games/infinity/test_wiki_app_and_printed_copies.py.

Infinity (`tabular`) and Epic (`records`) sheets as users bring them
(tests/fixtures/sheets/): a TSV printed from a spreadsheet whose weapons header is repeated
on each page with a page number row between; a LibreOffice CSV (`,` separators, a BOM,
CRLF, cells quoted only when needed, decimal points) with a group header row (`PORTÉE`)
over the band labels, as a merged cell exports; a compact profile whose bands are one
`Portée` cell (`8/16/24/32/40/96`) beside a `Mods` cell (`+3/0/-3/-3/-6/-6`), and band
cells holding modifier and edges (`-3 (0-8")`); Epic one-line headers `Nom (abrév.) —
Type, Portée :` over an indented description; an Epic list exported from a database as
`key=value` lines. The values were written by hand from the sheets."""

from __future__ import annotations

import pytest

from pipeline.contract.validate import typed_tables, validate_tables
from pipeline.model.errors import SheetError
from tests.conftest import parsed_fixture as result
from tests.tabrec import kinds
from tests.unit.games.infinity.test_wiki_app_and_printed_copies import nulls, parse_inline

NEW_SHEETS = ["epic-eldars-entetes.txt", "epic-orks-base.txt"]


def rows(file: str, table: str) -> list[dict]:
    return result(file).tables[table].to_dict("records")


@pytest.mark.parametrize("file", NEW_SHEETS)
def test_every_line_is_read_and_the_tables_validate(file):
    assert "unparsed" not in kinds(file).values()
    assert validate_tables(typed_tables(result(file).tables)) == []


# Epic: one-line headers over an indented description.

ELDARS = "epic-eldars-entetes.txt"


def test_one_line_headers_with_the_labels_parted_by_a_comma_over_an_indented_description():
    rules = {rule["name"]: rule for rule in rows(ELDARS, "rules")}
    assert list(rules) == [
        "Esprit Guerrier",
        "Sans Peur",
        "Lance Ardente",
        "Macro-arme",
        "Tir Rapide",
        "Bouclier Holo",
    ]
    assert [nulls((rule["name_alt"], rule["section"], rule["scope"])) for rule in rules.values()] == [
        ("EG", "Capacité Spéciale", "Unité"),
        (None, "Capacité Spéciale", "Unité"),
        ("LA", "Capacité Spéciale", "Arme"),
        (None, "Capacité Spéciale", "Arme"),
        (None, "Capacité Spéciale", "Arme"),
        (None, "Capacité Spéciale", "Unité"),
    ]
    assert rules["Esprit Guerrier"]["text"] == (
        "Le socle ignore le premier pion d'impact reçu à chaque assaut.\n\n"
        "Il ne peut pas être démoralisé tant qu'un Prophète est à 15 cm.\n\n"
        "Notes : ne se cumule pas avec Sans Peur.\n\n"
        "Voir aussi : Sans Peur"
    )
    assert rules["Sans Peur"]["text"] == "L'unité ne peut pas être démoralisée et ignore les pions d'impact."
    assert rules["Lance Ardente"]["text"].startswith("Portée 45 cm, PdF 3x AP5+/AT6+.\n\nL'arme ignore")
    assert set(kinds(ELDARS).values()) == {"heading", "rule"}


def test_labels_in_parentheses_and_a_header_without_colon_over_an_indented_description():
    rules = {rule["name"]: rule["text"] for rule in rows(ELDARS, "rules")}
    assert rules["Tir Rapide"] == "L'arme peut tirer deux fois si le socle ne s'est pas déplacé."
    assert rules["Bouclier Holo"] == (
        "Le socle reçoit une sauvegarde invulnérable de 4+.\n\nVoir aussi : Esprit Guerrier"
    )


def test_a_title_written_like_a_header_without_colon_stays_a_title():
    sheet = "Eldars — Capacités Spéciales — Unités\n\nSans Peur — Capacité Spéciale — Unité : Jamais démoralisé.\n"
    found = parse_inline(sheet, "inline.txt", "epic", "records")
    assert [rule["name"] for rule in found.tables["rules"].to_dict("records")] == ["Sans Peur"]
    assert found.coverage["kind"].tolist() == ["heading", "rule"]


# Epic: a database export, one `key=value` record a line.

ORKS = "epic-orks-base.txt"


def test_records_exported_as_key_value_lines():
    rules = [(rule["name"], rule["section"], rule["scope"], rule["text"]) for rule in rows(ORKS, "rules")]
    assert rules == [
        ("Vol", "Capacité Spéciale", "Unité", "L'unité peut se déplacer au-dessus des décors et des unités."),
        ("Fonceurs", "Capacité Spéciale", "Unité", "Le socle peut doubler son mouvement lors d'une action Foncer."),
        (
            "Kanon Kitu",
            "Capacité Spéciale",
            "Arme",
            "L'arme compte comme Macro-arme au contact; elle ignore le couvert.",
        ),
        (
            "Indestructible",
            "Capacité Spéciale",
            "Unité",
            "Le socle ignore la première touche; il ne peut pas être démoralisé.",
        ),
    ]
    fields = [(field["field"], field["value"]) for field in result(ORKS).report["record_fields"]]
    assert fields[:2] == [("id", "101"), ("source", "Epic Armageddon p. 23")]
    assert ("source", "") not in fields and len(fields) == 7
    assert kinds(ORKS) == {1: "heading", 2: "rule", 3: "rule", 4: "rule", 5: "rule"}


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
