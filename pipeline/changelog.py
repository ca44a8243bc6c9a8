"""What changed between two published releases of output/data, field by field, keyed by
each table's primary key; kept as output/reports/CHANGELOG.md (newest first) and
changes.json."""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

import pandas as pd

from pipeline.schema import TABLES, columns, primary_key

HEADER = """# Changelog

What changed in the published data (`output/data/`), newest first: one section per
build that changed something, rows keyed by their stable ids. Written by the publish
step; see also `changes.json` for the last change in machine-readable form.
"""
# Past this many rows, an added or removed set is counted rather than listed.
LIST_LIMIT = 10


def release_version(data_dir: Path) -> str:
    """A short hash of every published CSV: the dataset version moves when any data does."""
    digest = hashlib.sha256()
    for table in TABLES:
        digest.update((data_dir / f"{table}.csv").read_bytes())
    return digest.hexdigest()[:12]


def _read(data_dir: Path, table: str) -> pd.DataFrame | None:
    path = data_dir / f"{table}.csv"
    if not path.is_file():
        return None
    return pd.read_csv(path, dtype=str, keep_default_na=False)


def _key(row: pd.Series, key_columns: list[str]) -> str:
    return " / ".join(str(row[column]) for column in key_columns)


def table_changes(table: str, old: pd.DataFrame | None, new: pd.DataFrame) -> dict[str, Any]:
    """Rows added, removed and changed (field, old -> new) between two CSV readings of a table."""
    key_columns = primary_key(table)
    old = old if old is not None else pd.DataFrame(columns=columns(table), dtype=str)
    old_rows = {_key(row, key_columns): row for _, row in old.iterrows()}
    new_rows = {_key(row, key_columns): row for _, row in new.iterrows()}
    changed = []
    for key in sorted(old_rows.keys() & new_rows.keys()):
        before, after = old_rows[key], new_rows[key]
        for field in columns(table):
            old_value = before.get(field, "")
            if old_value != after[field]:
                changed.append({"key": key, "field": field, "old": old_value, "new": after[field]})
    return {
        "added": sorted(new_rows.keys() - old_rows.keys()),
        "removed": sorted(old_rows.keys() - new_rows.keys()),
        "changed": changed,
    }


def release_changes(previous_dir: Path, new_dir: Path) -> dict[str, dict[str, Any]]:
    """Per table with any change: its added, removed and changed rows."""
    changes = {}
    for table in TABLES:
        found = table_changes(table, _read(previous_dir, table), _read(new_dir, table))
        if any(found.values()):
            changes[table] = found
    return changes


def _keys(keys: list[str], count_only: bool = False) -> list[str]:
    if count_only or len(keys) > LIST_LIMIT:
        return [f"{len(keys)} rows"]
    return [f"`{key}`" for key in keys]


def changelog_section(version: str, previous: str | None, changes: dict[str, dict[str, Any]]) -> str:
    lines = [f"## [{version}]", ""]
    lines.append(f"Previous release: `{previous}`." if previous else "First release.")
    for heading, kind in (("Changed", "changed"), ("Added", "added"), ("Removed", "removed")):
        entries = []
        for table, found in changes.items():
            if kind == "changed":
                entries += [
                    f"- `{table}` `{change['key']}`: `{change['field']}` {change['old'] or '(vide)'} → "
                    f"{change['new'] or '(vide)'}"
                    for change in found["changed"]
                ]
            elif found[kind]:
                entries.append(f"- `{table}`: " + ", ".join(_keys(found[kind], count_only=previous is None)))
        if entries:
            lines += ["", f"### {heading}", "", *entries]
    return "\n".join(lines) + "\n"


def updated_changelog(previous_text: str | None, section: str) -> str:
    """Insert `section` as the newest entry of the changelog."""
    body = (previous_text or HEADER).removeprefix(HEADER).lstrip("\n")
    return HEADER + "\n" + section + ("\n" + body if body else "")
