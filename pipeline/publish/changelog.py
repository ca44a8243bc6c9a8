"""What changed between two published releases of output/data, field by field, keyed by
each table's primary key; kept as output/reports/CHANGELOG.md (newest first) and
changes.json."""

from __future__ import annotations

import hashlib
import shutil
from pathlib import Path
from typing import Any

import pandas as pd

from pipeline.contract.schema import TABLES, columns, primary_key
from pipeline.files import read_json, write_json

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


def _keyed(frame: pd.DataFrame, table: str) -> pd.DataFrame:
    """The table indexed by its primary key written `a / b / c`, all values as text."""
    frame = frame.reindex(columns=columns(table), fill_value="").astype(str)
    key = frame[primary_key(table)].agg(" / ".join, axis=1)
    return frame.set_axis(key, axis=0)


def table_changes(table: str, old: pd.DataFrame | None, new: pd.DataFrame) -> dict[str, Any]:
    """Rows added, removed and changed (field, old -> new) between two CSV readings of a table."""
    old = old if old is not None else pd.DataFrame(columns=columns(table), dtype=str)
    before_all, after_all = _keyed(old, table), _keyed(new, table)
    common = before_all.index.intersection(after_all.index).sort_values()
    before, after = before_all.loc[common], after_all.loc[common]
    differs = before.ne(after)
    changed = []
    for key in differs.index[differs.any(axis=1)]:
        for field in columns(table):
            if differs.at[key, field]:
                changed.append({"key": key, "field": field, "old": before.at[key, field], "new": after.at[key, field]})
    return {
        "added": sorted(set(after_all.index) - set(before_all.index)),
        "removed": sorted(set(before_all.index) - set(after_all.index)),
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


def write_changelog(output_dir: Path, data_dir: Path, reports_dir: Path, version: str) -> None:
    """Carry the changelog over, with a new section when the data changed."""
    previous_reports, previous_data = output_dir / "reports", output_dir / "data"
    previous_log = previous_reports / "CHANGELOG.md"
    previous_text = previous_log.read_text(encoding="utf-8") if previous_log.is_file() else None
    previous_changes = previous_reports / "changes.json"
    previous_version = (
        read_json(previous_data / "datapackage.json").get("version")
        if (previous_data / "datapackage.json").is_file()
        else None
    )
    changes = release_changes(previous_data, data_dir)
    if not changes:  # nothing new: the changelog stays as it was (or starts empty)
        (reports_dir / "CHANGELOG.md").write_text(previous_text or HEADER, encoding="utf-8")
        if previous_changes.is_file():
            shutil.copyfile(previous_changes, reports_dir / "changes.json")
        else:
            write_json(reports_dir / "changes.json", {"version": version, "previous_version": None, "tables": {}})
        return
    section = changelog_section(version, previous_version, changes)
    (reports_dir / "CHANGELOG.md").write_text(updated_changelog(previous_text, section), encoding="utf-8")
    write_json(
        reports_dir / "changes.json", {"version": version, "previous_version": previous_version, "tables": changes}
    )
