"""output/data/wargame.sqlite: every published table with its primary and foreign keys,
indexes on the keys, and two views for the common questions (`weapon_profile`,
`rule_usage`).

Tables, columns, types and keys all come from the Table Schemas, so a column added to a
schema is in the database on the next publish. The file is the same bytes for the same
data: fixed page size, rows inserted sorted by primary key, no WAL, `VACUUM` at the end.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterable
from pathlib import Path

import pandas as pd

from pipeline.contract.frames import sort_by_key, value_rows
from pipeline.contract.schema import TABLES, columns, fields, foreign_keys, is_required, primary_key

DATABASE_NAME = "wargame.sqlite"
PAGE_SIZE = 4096
# Table Schema type -> SQLite column type; booleans are 0/1, dates ISO text (YYYY-MM-DD).
SQL_TYPES = {"string": "TEXT", "integer": "INTEGER", "number": "REAL", "boolean": "INTEGER", "date": "TEXT"}
# The weapon_ranges columns given to weapon_profile are prefixed so they cannot clash with
# the weapon's own (both tables have `strength` and `source_line`).
BAND_PREFIX = "band_"


def quote(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _column_list(names: Iterable[str], alias: str = "") -> str:
    prefix = f"{alias}." if alias else ""
    return ", ".join(prefix + quote(name) for name in names)


def _literal(value: str) -> str:
    return "'" + value.replace("'", "''") + "'"


def _column_definition(field: dict) -> str:
    name = quote(field["name"])
    definition = f"{name} {SQL_TYPES[field['type']]}"
    if is_required(field):
        definition += " NOT NULL"
    if field["type"] == "boolean":
        definition += f" CHECK ({name} IN (0, 1))"
    allowed = field.get("constraints", {}).get("enum")
    if allowed:
        definition += f" CHECK ({name} IN ({', '.join(_literal(str(value)) for value in allowed)}))"
    return definition


def create_table(table: str) -> str:
    """CREATE TABLE with the schema's columns, primary key and foreign keys."""
    parts = [_column_definition(field) for field in fields(table)]
    parts.append(f"PRIMARY KEY ({_column_list(primary_key(table))})")
    parts += [
        f"FOREIGN KEY ({_column_list(key.fields)}) REFERENCES {quote(key.target)} ({_column_list(key.target_fields)})"
        for key in foreign_keys(table)
    ]
    return f"CREATE TABLE {quote(table)} (\n  " + ",\n  ".join(parts) + "\n)"


def _index_name(table: str, names: Iterable[str]) -> str:
    return quote(f"{table}__{'__'.join(names)}")


def create_indexes(table: str) -> list[str]:
    """Indexes on the foreign-key columns (the primary key has SQLite's own index), and a
    unique index on any referenced columns that are not their table's primary key, which
    SQLite requires of a foreign key's target.

    A foreign key whose columns lead the primary key is served by the primary key's index.
    """
    statements = []
    pk = tuple(primary_key(table))
    for key in foreign_keys(table):
        if pk[: len(key.fields)] != key.fields:
            statements.append(
                f"CREATE INDEX {_index_name(table, key.fields)} ON {quote(table)} ({_column_list(key.fields)})"
            )
    referenced = {key.target_fields for source in TABLES for key in foreign_keys(source) if key.target == table}
    statements += [
        f"CREATE UNIQUE INDEX {_index_name(table, names)} ON {quote(table)} ({_column_list(names)})"
        for names in sorted(referenced)
        if names != pk
    ]
    return statements


def weapon_profile_view() -> str:
    """One row per weapon profile and range band (a melee-only profile has one row, its
    band columns null), with the profile's rule items in printed order as `rules_json`, an
    array of the weapon_rules columns plus the rule's printed `rule_printed_name` and
    `rule_text` (`rules`, the items as text, is the weapon's own column)."""
    band_columns = [name for name in columns("weapon_ranges") if name not in ("weapon_id", "sheet_id")]
    bands = ", ".join(
        f"r.{quote(name)} AS {quote(name if name.startswith(BAND_PREFIX) else BAND_PREFIX + name)}"
        for name in band_columns
    )
    item_columns = [name for name in columns("weapon_rules") if name not in ("weapon_id", "sheet_id")]
    item_pairs = ", ".join(f"{_literal(name)}, wr.{quote(name)}" for name in item_columns)
    # An aggregate over an ordered subquery keeps the printed order (the `ORDER BY` inside
    # an aggregate of SQLite 3.44 would make the file unreadable to older versions).
    return f"""CREATE VIEW "weapon_profile" AS
SELECT {_column_list(columns("weapons"), "w")}, {bands},
  (SELECT json_group_array(json(item)) FROM (
     SELECT json_object({item_pairs}, 'rule_printed_name', rl."name", 'rule_text', rl."text") AS item
     FROM "weapon_rules" AS wr LEFT JOIN "rules" AS rl ON rl."rule_id" = wr."rule_id"
     WHERE wr."weapon_id" = w."weapon_id" ORDER BY wr."position")) AS "rules_json"
FROM "weapons" AS w LEFT JOIN "weapon_ranges" AS r ON r."weapon_id" = w."weapon_id"
ORDER BY w."weapon_id", r."band_index\""""


# One row per rule and weapon profile carrying it (a rule no weapon carries has no row).
RULE_USAGE_VIEW = """CREATE VIEW "rule_usage" AS
SELECT rl."rule_id", rl."sheet_id", rl."name" AS "rule_name", rl."parent_rule_id",
  w."weapon_id", w."name" AS "weapon_name", w."mode" AS "weapon_mode",
  wr."position" AS "item_position", wr."label", wr."param", wr."match"
FROM "rules" AS rl
JOIN "weapon_rules" AS wr ON wr."rule_id" = rl."rule_id"
JOIN "weapons" AS w ON w."weapon_id" = wr."weapon_id"
ORDER BY rl."rule_id", w."weapon_id", wr."position\""""


def _insert(connection: sqlite3.Connection, table: str, frame: pd.DataFrame) -> None:
    names = columns(table)
    statement = f"INSERT INTO {quote(table)} ({_column_list(names)}) VALUES ({', '.join('?' for _ in names)})"
    # value_rows() gives plain Python values: bool is stored as 0/1, None as NULL.
    connection.executemany(statement, value_rows(sort_by_key(table, frame.reindex(columns=names))))


def write_sqlite(tables: dict[str, pd.DataFrame], path: Path) -> None:
    """Write the database to `path` (built beside it, then renamed into place).

    Raises ValueError if a foreign key does not resolve (`PRAGMA foreign_key_check`)."""
    building = path.with_name(f".{path.name}.building")
    building.unlink(missing_ok=True)
    connection = sqlite3.connect(building)
    try:
        connection.execute(f"PRAGMA page_size = {PAGE_SIZE}")
        # A file built beside the published one and renamed into place needs no rollback
        # journal and no syncing while it is written (one left half-built is deleted by the
        # next publish): a third faster at 100 sheets, the same bytes.
        connection.execute("PRAGMA journal_mode = OFF")
        connection.execute("PRAGMA synchronous = OFF")
        with connection:
            for table in TABLES:
                connection.execute(create_table(table))
            for table in TABLES:
                _insert(connection, table, tables[table])
            for table in TABLES:
                for statement in create_indexes(table):
                    connection.execute(statement)
            connection.execute(weapon_profile_view())
            connection.execute(RULE_USAGE_VIEW)
        broken = connection.execute("PRAGMA foreign_key_check").fetchall()
        if broken:
            raise ValueError(f"{path.name}: foreign keys that resolve to no row (table, rowid, target): {broken[:5]}")
        connection.execute("VACUUM")
    finally:
        connection.close()
    os.replace(building, path)
