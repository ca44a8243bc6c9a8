"""The SQLite database and the sheet documents, built from a few typed rows."""

import json
import sqlite3

import jsonschema
import pytest

from pipeline.contract.frames import typed_frame
from pipeline.contract.schema import TABLES, columns, field_types
from pipeline.files import read_json
from pipeline.publish.documents import DOCUMENT_SCHEMA, document_schema, frames_by_sheet, sheet_document
from pipeline.publish.sqlite import SQL_TYPES, create_table, write_sqlite

SHEET = {
    "sheet_id": "s",
    "game": "antares",
    "faction": None,
    "title": "Sheet",
    "language": "fr",
    "source_file": "s.md",
    "source_sha256": "0" * 64,
}
WEAPON = {
    "sheet_id": "s",
    "weapon_key": "gun",
    "melee_only": False,
    "strength_raw": "NA",
    "rules_raw": "Lent, Rien",
    "source_line": 5,
}
LINK = {"weapon_id": "s:gun:a", "sheet_id": "s", "source_line": 5}
RULE = {"sheet_id": "s", "takes_param": False, "source_line": 9}


def tables(**rows: list[dict]) -> dict:
    return {table: typed_frame(table, rows.get(table, [])) for table in TABLES}


def sample() -> dict:
    return tables(
        sheets=[SHEET],
        weapons=[
            WEAPON | {"weapon_id": "s:gun:b", "position": 2, "name": "Gun", "mode": "B"},
            WEAPON | {"weapon_id": "s:gun:a", "rules": "Lent, Rien", "position": 1, "name": "Gun", "mode": "A"},
        ],
        weapon_ranges=[
            {
                "weapon_id": "s:gun:a",
                "sheet_id": "s",
                "band_index": i,
                "band_label": f"B{i}",
                "max": 10.0 * i,
                "lower": 10.0 * (i - 1),
                "upper": 10.0 * i,
                "lower_inclusive": i == 1,
                "unit": "in",
                "source_line": 5,
            }
            for i in (2, 1)
        ],
        weapon_rules=[
            LINK | {"position": 1, "label": "Lent", "rule_name": "Lent", "rule_id": "s:lent", "match": "exact"},
            LINK | {"position": 2, "label": "Rien", "rule_name": "Rien", "match": "unresolved"},
        ],
        rules=[
            RULE
            | {
                "rule_id": "s:lent",
                "rule_key": "lent",
                "name": "Lent",
                "text": "Lent.",
                "source_line": 12,
                "parent_rule_id": "s:drone",
            },
            RULE
            | {"rule_id": "s:drone", "rule_key": "drone", "name": "Drone", "text": "Drone. Lent.", "source_line": 11},
        ],
        roll_tables=[
            {
                "sheet_id": "s",
                "table_name": "T",
                "dice": "D6",
                "roll_from": f,
                "roll_to": f,
                "result": str(f),
                "source_line": 20 + f,
            }
            for f in (2, 1)
        ],
        reference_tables=[
            {
                "sheet_id": "s",
                "table_name": "G",
                "row_index": 1,
                "column_index": 2,
                "column_label": "C2",
                "value": "x",
                "source_line": 30,
            }
        ],
    )


def test_columns_are_typed_and_keyed_as_the_schemas_say():
    statement = create_table("weapon_ranges")
    for name, kind in field_types("weapon_ranges").items():
        assert f'"{name}" {SQL_TYPES[kind]}' in statement
    assert 'PRIMARY KEY ("weapon_id", "band_index")' in statement
    assert 'FOREIGN KEY ("weapon_id") REFERENCES "weapons" ("weapon_id")' in statement
    assert 'FOREIGN KEY ("parent_rule_id") REFERENCES "rules" ("rule_id")' in create_table("rules")


def test_database_is_the_same_bytes_for_the_same_rows_and_enforces_its_keys(tmp_path):
    write_sqlite(sample(), tmp_path / "a.sqlite")
    write_sqlite(sample(), tmp_path / "b.sqlite")
    assert (tmp_path / "a.sqlite").read_bytes() == (tmp_path / "b.sqlite").read_bytes()
    with sqlite3.connect(tmp_path / "a.sqlite") as connection:
        assert [row[0] for row in connection.execute("SELECT weapon_id FROM weapons")] == ["s:gun:a", "s:gun:b"]
        profile = connection.execute(
            "SELECT weapon_id, band_index, band_max, rules, rules_json FROM weapon_profile"
        ).fetchall()
        assert [row[:4] for row in profile] == [
            ("s:gun:a", 1, 10.0, "Lent, Rien"),
            ("s:gun:a", 2, 20.0, "Lent, Rien"),
            ("s:gun:b", None, None, None),
        ]
        items = json.loads(profile[0][4])
        assert [(item["rule_id"], item["rule_text"]) for item in items] == [("s:lent", "Lent."), (None, None)]
        assert connection.execute("SELECT weapon_id FROM rule_usage WHERE rule_id = 's:lent'").fetchall() == [
            ("s:gun:a",)
        ]
        connection.execute("PRAGMA foreign_keys = ON")
        with pytest.raises(sqlite3.IntegrityError):
            connection.execute(
                "INSERT INTO weapon_ranges (weapon_id, sheet_id, band_index, band_label, max, lower, upper,"
                " lower_inclusive, unit, source_line) VALUES ('s:none', 's', 1, 'B', 1.0, 0.0, 1.0, 1, 'in', 1)"
            )


def test_a_dangling_reference_fails_the_database(tmp_path):
    broken = sample()
    broken["weapon_rules"].loc[1, "rule_id"] = "s:missing"
    with pytest.raises(ValueError, match="foreign keys"):
        write_sqlite(broken, tmp_path / "broken.sqlite")
    assert not (tmp_path / "broken.sqlite").exists()


def test_sheet_document_nests_in_printed_order_and_validates():
    document = sheet_document(frames_by_sheet(sample())["s"])
    jsonschema.validate(document, document_schema(), cls=jsonschema.Draft202012Validator)
    (gun,) = document["weapons"]
    assert [mode["mode"] for mode in gun["modes"]] == ["A", "B"]
    assert [band["band_index"] for band in gun["modes"][0]["bands"]] == [1, 2]
    assert [(item["label"], item["rule"] and item["rule"]["text"]) for item in gun["modes"][0]["rules"]] == [
        ("Lent", "Lent."),
        ("Rien", None),
    ]
    (drone,) = document["glossary"]
    assert drone["rule_id"] == "s:drone" and [entry["rule_id"] for entry in drone["entries"]] == ["s:lent"]
    assert [row["roll_from"] for row in document["dice_tables"][0]["rows"]] == [1, 2]
    assert document["reference_tables"] == [
        {
            "table_name": "G",
            "columns": [None, "C2"],
            "rows": [{"row_index": 1, "source_line": 30, "cells": [None, "x"]}],
        }
    ]
    assert document["weapons"][0]["modes"][0]["strength_raw"] == "NA"


def test_document_schema_is_up_to_date_and_follows_the_table_schemas():
    assert read_json(DOCUMENT_SCHEMA) == document_schema(), "run: python -m pipeline datadict"
    jsonschema.Draft202012Validator.check_schema(document_schema())
    profile = document_schema()["properties"]["weapons"]["items"]["properties"]["modes"]["items"]
    assert set(profile["properties"]) == {*columns("weapons"), "bands", "rules"} - {"sheet_id", "name"}
