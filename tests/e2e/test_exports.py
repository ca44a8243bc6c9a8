"""The exports of a build (wargame.sqlite, the sheet documents) and the data package's
release metadata; a column added to a schema is a minor release that every export carries."""

from __future__ import annotations

import hashlib
import json
import shutil
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import jsonschema
import pandas as pd
import pytest

from pipeline.contract.schema import TABLES, columns, field_types, foreign_keys, primary_key
from pipeline.files import read_json
from pipeline.publish.documents import DOCUMENT_SCHEMA
from pipeline.publish.sqlite import SQL_TYPES
from pipeline.publish.versioning import data_hash
from tests.conftest import TINY_SHEET, copy_project, pipeline_build

ITEM_COLUMNS = "weapon_id, sheet_id, source_line, position, label, rule_name, rule_id, match"
MAG_GUN = "antares-algoryn:mag-gun"
MAG_MORTAR = "antares-algoryn:mag-mortar"


def data(project: Path) -> Path:
    return project / "output" / "data"


@pytest.fixture(scope="module")
def database(built: Path) -> Iterator[sqlite3.Connection]:
    connection = sqlite3.connect(f"file:{data(built) / 'wargame.sqlite'}?mode=ro", uri=True)
    yield connection
    connection.close()


def document(project: Path, sheet_id: str) -> dict:
    return read_json(data(project) / "json" / f"{sheet_id}.json")


@pytest.mark.parametrize("table", TABLES)
def test_every_table_is_in_the_database_typed_and_keyed_as_its_schema(built, database, table):
    info = database.execute(f'PRAGMA table_info("{table}")').fetchall()  # cid, name, type, notnull, default, pk
    assert [(name, kind) for _, name, kind, *_ in info] == [
        (name, SQL_TYPES[kind]) for name, kind in field_types(table).items()
    ]
    assert [name for _, name, *_, pk in sorted(info, key=lambda column: column[5]) if pk] == primary_key(table)
    declared = database.execute(f'PRAGMA foreign_key_list("{table}")').fetchall()  # id, seq, table, from, to…
    assert sorted((target, source, to) for _, _, target, source, to, *_ in declared) == sorted(
        (key.target, key.fields[0], key.target_fields[0]) for key in foreign_keys(table)
    )
    count = database.execute(f'SELECT count(*) FROM "{table}"').fetchone()[0]
    assert count == len(pd.read_parquet(data(built) / f"{table}.parquet"))


def test_every_foreign_key_resolves_and_has_an_index(database):
    assert database.execute("PRAGMA foreign_key_check").fetchall() == []
    for table in TABLES:
        leading = {
            tuple(column[2] for column in database.execute(f'PRAGMA index_info("{index[1]}")'))
            for index in database.execute(f'PRAGMA index_list("{table}")')
        }
        for key in foreign_keys(table):
            assert any(columns_[: len(key.fields)] == key.fields for columns_ in leading), (table, key.fields)


def test_foreign_keys_are_enforced_when_asked(built, tmp_path):
    copy = tmp_path / "wargame.sqlite"
    shutil.copyfile(data(built) / "wargame.sqlite", copy)
    with sqlite3.connect(copy) as connection:
        connection.execute("PRAGMA foreign_keys = ON")
        with pytest.raises(sqlite3.IntegrityError, match="FOREIGN KEY"):
            connection.execute(
                f"INSERT INTO weapon_rules ({ITEM_COLUMNS}) "
                f"VALUES ('{MAG_GUN}', 'antares-algoryn', 1, 1, 'Nulle', 'Nulle', 'antares-algoryn:nothing', 'exact')"
            )
        with pytest.raises(sqlite3.IntegrityError, match="FOREIGN KEY"):  # rules.parent_rule_id -> rules
            connection.execute(
                "UPDATE rules SET parent_rule_id = 'antares-algoryn:no-such-rule' "
                "WHERE rule_id = 'antares-algoryn:cycle'"
            )
        # A null reference refers to nothing: an unresolved item is fine.
        connection.execute(
            f"INSERT INTO weapon_rules ({ITEM_COLUMNS}) "
            f"VALUES ('{MAG_GUN}', 'antares-algoryn', 1, 1, 'Nulle', 'Nulle', NULL, 'unresolved')"
        )


def test_weapon_profile_gives_a_weapon_with_its_bands_and_rules(database):
    query = "SELECT band_index, band_label, band_min, band_max, band_unit, rules, rules_json FROM weapon_profile "
    gun = database.execute(query + "WHERE weapon_id = ? ORDER BY band_index", (MAG_GUN,)).fetchall()
    assert [row[:5] for row in gun] == [
        (1, "Efficace", None, 20.0, "in"),
        (2, "Portée Longue", None, 30.0, "in"),
        (3, "Extrême", None, 60.0, "in"),
    ]
    assert {(row[5], row[6]) for row in gun} == {(None, "[]")}  # its rules cell is `–`
    mortar = database.execute(query + "WHERE weapon_id = ? ORDER BY band_index", (MAG_MORTAR,)).fetchall()
    assert [(row[2], row[3]) for row in mortar] == [(10.0, 30.0), (None, 40.0), (None, 50.0)]
    assert mortar[0][5] == "SPx2, Déflagration D10, Pas de Couvert"
    items = json.loads(mortar[0][6])
    assert [(item["label"], item["rule_id"], item["param"]) for item in items] == [
        ("SPx2", "antares-algoryn:sp-spx2", "x2"),
        ("Déflagration D10", "antares-algoryn:deflagration-d-n", "D10"),
        ("Pas de Couvert", "antares-algoryn:pas-de-couvert", None),
    ]
    assert items[1]["rule_printed_name"] == "Déflagration D(n)" and "Déflagration" in items[1]["rule_text"]
    melee = database.execute(
        "SELECT count(*), count(band_index) FROM weapon_profile WHERE melee_only = 1 GROUP BY weapon_id"
    ).fetchall()
    assert melee and set(melee) == {(1, 0)}


def test_rule_usage_gives_a_rule_with_every_weapon_that_carries_it(database):
    rows = database.execute(
        "SELECT weapon_id, weapon_name, weapon_mode, param FROM rule_usage WHERE rule_id = ?",
        ("antares-algoryn:deflagration-d-n",),
    ).fetchall()
    assert (MAG_MORTAR, "Mag Mortar", None, "D10") in rows
    assert ("antares-algoryn:micro-x-launcher:surplomb", "Micro-X Launcher", "Surplomb", "D4") in rows
    carried = database.execute("SELECT count(*) FROM weapon_rules WHERE rule_id IS NOT NULL").fetchone()[0]
    assert database.execute("SELECT count(*) FROM rule_usage").fetchone()[0] == carried


def test_each_sheet_document_validates_against_its_schema(built):
    validator = jsonschema.Draft202012Validator(
        read_json(DOCUMENT_SCHEMA), format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER
    )
    sheets = pd.read_parquet(data(built) / "sheets.parquet")["sheet_id"].tolist()
    assert sorted(path.stem for path in (data(built) / "json").glob("*.json")) == sorted(sheets)
    for sheet_id in sheets:
        errors = [f"{list(error.path)}: {error.message}" for error in validator.iter_errors(document(built, sheet_id))]
        assert errors == [], (sheet_id, errors[:5])


def test_a_sheet_document_holds_its_weapons_glossary_and_tables(built):
    algoryn = document(built, "antares-algoryn")
    assert algoryn["sheet"]["sheet_id"] == "antares-algoryn"
    (mortar,) = [weapon for weapon in algoryn["weapons"] if weapon["name"] == "Mag Mortar"]
    (profile,) = mortar["modes"]
    assert [(band["min"], band["max"], band["unit"]) for band in profile["bands"]] == [
        (10, 30, "in"),
        (None, 40, "in"),
        (None, 50, "in"),
    ]
    links = [(item["label"], item["param"], item["rule_id"], item["rule"]["name"]) for item in profile["rules"]]
    assert links == [
        ("SPx2", "x2", "antares-algoryn:sp-spx2", "SP, SPx2"),
        ("Déflagration D10", "D10", "antares-algoryn:deflagration-d-n", "Déflagration D(n)"),
        ("Pas de Couvert", None, "antares-algoryn:pas-de-couvert", "Pas de Couvert"),
    ]
    assert all(item["rule"]["text"] for item in profile["rules"])
    (launcher,) = [weapon for weapon in algoryn["weapons"] if weapon["name"] == "Micro-X Launcher"]
    assert [mode["mode"] for mode in launcher["modes"]] == ["Tir Direct", "Surplomb"]
    (drone,) = [rule for rule in algoryn["glossary"] if rule["rule_id"] == "antares-algoryn:iso-drone"]
    assert [entry["rule_id"] for entry in drone["entries"]] == [  # printed order
        "antares-algoryn:lent",
        "antares-algoryn:a-l-epreuve-du-brouillage",
        "antares-algoryn:bouclier-d-isolation",
    ]
    assert all(entry["parent_rule_id"] == drone["rule_id"] for entry in drone["entries"])
    assert "antares-algoryn:lent" not in {rule["rule_id"] for rule in algoryn["glossary"]}
    lines = [rule["source_line"] for rule in algoryn["glossary"]]
    assert lines == sorted(lines)
    assert algoryn["dice_tables"] and all(table["rows"] for table in algoryn["dice_tables"])
    infinity = document(built, "infinity-core")
    assert infinity["ammunition"] and infinity["ammunition"][0]["name"]
    assert infinity["reference_tables"] and all(
        len(row["cells"]) == len(grid["columns"]) for grid in infinity["reference_tables"] for row in grid["rows"]
    )
    assert document(built, "warmachine-core")["modifiers"]


def test_data_package_lists_every_file_with_its_size_and_hash(built):
    package = read_json(data(built) / "datapackage.json")
    listed = set()
    for resource in package["resources"]:
        content = (data(built) / resource["path"]).read_bytes()
        assert resource["bytes"] == len(content), resource["name"]
        assert resource["hash"] == f"sha256:{hashlib.sha256(content).hexdigest()}", resource["name"]
        listed.add(resource["path"])
    # Snakemake marks the directory it was told publish writes (json/) with a hidden timestamp file.
    published = {
        path.relative_to(data(built)).as_posix()
        for path in data(built).rglob("*")
        if path.is_file() and not path.name.startswith(".")
    }
    assert listed == published - {"datapackage.json"}
    kinds = {resource["name"]: resource.get("format") for resource in package["resources"]}
    assert kinds["wargame-sqlite"] == "sqlite" and kinds["sheet-antares-algoryn"] == "json"
    assert {kinds[f"{table}-parquet"] for table in TABLES} == {"parquet"}


def test_first_release_metadata(built):
    package = read_json(data(built) / "datapackage.json")
    assert (package["version"], package["schema_version"]) == ("1.0.0", "1.0.0")
    assert package["data_hash"] == data_hash(data(built))
    assert package["licenses"] == [{"name": "unknown", "title": "unknown — check before redistributing"}]
    sources = {source["sheet_id"]: source for source in package["sources"]}
    assert sorted(sources) == sorted(pd.read_parquet(data(built) / "sheets.parquet")["sheet_id"])
    algoryn = sources["antares-algoryn"]
    assert algoryn["path"] == "raw/antares-algoryn.md"
    assert algoryn["sha256"] == hashlib.sha256((built / algoryn["path"]).read_bytes()).hexdigest()
    changelog = (built / "output" / "reports" / "CHANGELOG.md").read_text(encoding="utf-8")
    assert f"## [1.0.0] (data `{package['data_hash']}`)" in changelog and "First release" in changelog


# An edited schema rebuilds every sheet: on the small project, as the release it makes does
# not depend on how many there are.
def test_an_added_column_is_a_minor_release_carried_by_every_export(small_built, tmp_path):
    project = copy_project(small_built, tmp_path / "project")
    schema_path = project / "schemas" / "tables" / "weapons.schema.json"
    schema = json.loads(schema_path.read_text(encoding="utf-8"))
    schema["fields"].append({"name": "notes", "type": "string", "description": "A note.", "example": "x"})
    schema_path.write_text(json.dumps(schema, ensure_ascii=False, indent=2), encoding="utf-8")

    run = pipeline_build(project)

    assert run.returncode == 0, run.stdout[-2000:] + run.stderr[-2000:]
    package = read_json(data(project) / "datapackage.json")
    assert (package["version"], package["schema_version"]) == ("1.1.0", "1.1.0")
    changelog = (project / "output" / "reports" / "CHANGELOG.md").read_text(encoding="utf-8")
    section = changelog.split("\n## [1.0.0]")[0]
    assert "## [1.1.0]" in section and "### Schema\n\n- column added: `weapons.notes`" in section
    assert "### Changed" not in section  # the new, empty column is not a change of every row
    with sqlite3.connect(data(project) / "wargame.sqlite") as connection:
        names = [row[1] for row in connection.execute('PRAGMA table_info("weapons")')]
        profile = [row[1] for row in connection.execute('PRAGMA table_info("weapon_profile")')]
    assert names == [*columns("weapons"), "notes"] and "notes" in profile
    (gun,) = [weapon for weapon in document(project, TINY_SHEET)["weapons"] if weapon["name"] == "Mag Gun"]
    assert gun["modes"][0]["notes"] is None
