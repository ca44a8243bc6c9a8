"""Semantic versions of the data and of the schemas, from what changed since the last release."""

import copy

import pytest

from pipeline.publish.versioning import bump, current_schemas, next_release, schema_changes


def package(version: str, schemas: dict, data_hash: str = "aaa", schema_version: str = "1.0.0") -> dict:
    resources = [{"name": table, "format": "csv", "schema": schema} for table, schema in schemas.items()]
    resources.append({"name": "wargame-sqlite", "format": "sqlite", "type": "file"})
    return {"version": version, "schema_version": schema_version, "data_hash": data_hash, "resources": resources}


def edited(edit) -> dict:
    schemas = copy.deepcopy(current_schemas())
    edit(schemas)
    return schemas


def add_column(schemas: dict) -> None:
    schemas["weapons"]["fields"].append({"name": "notes", "type": "string", "description": "x", "example": "x"})


def rename_column(schemas: dict) -> None:
    schemas["weapons"]["fields"][3]["name"] = "printed_name"


def retype_column(schemas: dict) -> None:
    schemas["weapons"]["fields"][2]["type"] = "number"


def remove_table(schemas: dict) -> None:
    del schemas["modifiers"]


def describe(schemas: dict) -> None:
    schemas["rules"]["fields"][0]["description"] = "Another description."


@pytest.mark.parametrize(
    ("edit", "level", "version"),
    [
        (add_column, "minor", "1.3.0"),
        (rename_column, "major", "2.0.0"),
        (retype_column, "major", "2.0.0"),
        (remove_table, "major", "2.0.0"),
        (describe, "patch", "1.2.4"),
    ],
)
def test_schema_edits_move_the_version_part_they_break(edit, level, version):
    assert schema_changes(current_schemas(), edited(edit)).level == level
    release = next_release(package("1.2.3", current_schemas()), edited(edit), "aaa")
    assert release.version == version and release.schema_version == bump("1.0.0", level)


def test_first_release_data_changes_and_no_change():
    first = next_release(None, current_schemas(), "aaa")
    assert (first.version, first.schema_version, first.previous_version, first.changed) == (
        "1.0.0",
        "1.0.0",
        None,
        True,
    )
    same = next_release(package("1.2.3", current_schemas()), current_schemas(), "aaa")
    assert (same.version, same.changed) == ("1.2.3", False)
    rows = next_release(package("1.2.3", current_schemas()), current_schemas(), "bbb")
    assert (rows.version, rows.schema_version, rows.previous_data_hash) == ("1.2.4", "1.0.0", "aaa")
    # A package published before semantic versions (its version was the data hash) starts them.
    assert next_release(package("aaa", current_schemas()), current_schemas(), "aaa").version == "1.0.0"
    added = schema_changes(current_schemas(), edited(add_column))
    assert added.added_columns == ["weapons.notes"] and added.edited_tables == ["weapons"]
    assert schema_changes(current_schemas(), edited(rename_column)).removed_columns == ["weapons.name"]
