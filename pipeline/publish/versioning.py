"""The release's semantic versions, from what changed since the last published data package.

- `version`, of the data: major when a table or column is removed or renamed (a rename is a
  removal and an addition), a column changes type or a primary key changes; minor when a
  table or column is added; patch when only rows or other parts of the schemas
  (descriptions, constraints) change; unchanged when nothing does. The first release, or
  the first after a data package without a semantic version, is 1.0.0.
- `schema_version`, of the Table Schemas alone, moves the same way but only with the
  schemas: a release whose rows alone change keeps it.
- `data_hash`: a short SHA-256 of every published CSV, which moves exactly when the data does.
- Each sheet's `data_version`, which its printed products carry (`12/47 · données 1.0.3`):
  it moves, as `version` does, when that sheet's data changes, and only then
  (`sheet_version`). A sheet's job prints it; publish records it in the data package's
  `sources`, with the hash of the sheet's data.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from pipeline.contract.schema import TABLES, table_schema
from pipeline.files import read_json

FIRST_VERSION = "1.0.0"
LEVELS = ("patch", "minor", "major")
_SEMVER = re.compile(r"^(\d+)\.(\d+)\.(\d+)$")


def data_hash(data_dir: Path) -> str:
    """A short hash of every published CSV: it moves when any data does."""
    digest = hashlib.sha256()
    for table in TABLES:
        digest.update((data_dir / f"{table}.csv").read_bytes())
    return digest.hexdigest()[:12]


def read_published_package(data_dir: Path) -> dict[str, Any] | None:
    """The data package published in `data_dir`, or None when there is none."""
    path = data_dir / "datapackage.json"
    return read_json(path) if path.is_file() else None


def current_schemas() -> dict[str, dict[str, Any]]:
    """The Table Schemas as the data package carries them (without `$schema`)."""
    return {table: {key: value for key, value in table_schema(table).items() if key != "$schema"} for table in TABLES}


def published_schemas(package: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """The Table Schemas of a published data package, by table (its CSV resources)."""
    return {
        resource["name"]: resource["schema"]
        for resource in package.get("resources", [])
        if isinstance(resource.get("schema"), dict) and resource.get("format", "csv") == "csv"
    }


@dataclass(frozen=True)
class SchemaChanges:
    """What differs between two sets of Table Schemas; columns are named `table.column`."""

    added_tables: list[str] = field(default_factory=list)
    removed_tables: list[str] = field(default_factory=list)
    added_columns: list[str] = field(default_factory=list)
    removed_columns: list[str] = field(default_factory=list)
    retyped_columns: list[str] = field(default_factory=list)  # `table.column type -> type`
    rekeyed_tables: list[str] = field(default_factory=list)
    edited_tables: list[str] = field(default_factory=list)  # any other difference

    @property
    def level(self) -> str | None:
        """The version part these changes move: major, minor, patch, or None."""
        if self.removed_tables or self.removed_columns or self.retyped_columns or self.rekeyed_tables:
            return "major"
        if self.added_tables or self.added_columns:
            return "minor"
        return "patch" if self.edited_tables else None

    def as_json(self) -> dict[str, Any]:
        return {"level": self.level, **asdict(self)}


def _types(schema: dict[str, Any]) -> dict[str, str]:
    return {column["name"]: column["type"] for column in schema.get("fields", [])}


def schema_changes(old: dict[str, dict[str, Any]], new: dict[str, dict[str, Any]]) -> SchemaChanges:
    common = sorted(set(old) & set(new))
    types = {table: (_types(old[table]), _types(new[table])) for table in common}
    return SchemaChanges(
        added_tables=sorted(set(new) - set(old)),
        removed_tables=sorted(set(old) - set(new)),
        added_columns=[f"{t}.{name}" for t, (before, after) in types.items() for name in after if name not in before],
        removed_columns=[f"{t}.{name}" for t, (before, after) in types.items() for name in before if name not in after],
        retyped_columns=[
            f"{t}.{name} {before[name]} -> {after[name]}"
            for t, (before, after) in types.items()
            for name in before
            if name in after and before[name] != after[name]
        ],
        rekeyed_tables=[t for t in common if old[t].get("primaryKey") != new[t].get("primaryKey")],
        edited_tables=[t for t in common if old[t] != new[t]],
    )


def is_semver(version: Any) -> bool:
    return isinstance(version, str) and _SEMVER.match(version) is not None


def bump(version: str, level: str | None) -> str:
    """`version` with `level` (patch, minor, major) incremented, the parts below reset."""
    if level is None:
        return version
    major, minor, patch = (int(part) for part in _SEMVER.match(version).groups())  # type: ignore[union-attr]
    if level == "major":
        return f"{major + 1}.0.0"
    if level == "minor":
        return f"{major}.{minor + 1}.0"
    return f"{major}.{minor}.{patch + 1}"


@dataclass(frozen=True)
class Release:
    """The versions of a publish, and those of the release it follows (None for the first)."""

    version: str
    schema_version: str
    data_hash: str
    previous_version: str | None
    previous_data_hash: str | None
    schema: SchemaChanges

    @property
    def changed(self) -> bool:
        return self.version != self.previous_version

    def as_json(self) -> dict[str, Any]:
        return {
            "version": self.version,
            "schema_version": self.schema_version,
            "data_hash": self.data_hash,
            "previous_version": self.previous_version,
            "previous_data_hash": self.previous_data_hash,
            "schema": self.schema.as_json(),
        }


def next_release(previous: dict[str, Any] | None, schemas: dict[str, dict[str, Any]], new_hash: str) -> Release:
    """The release following the published data package `previous` (None: nothing published)."""
    previous = previous or {}
    previous_version = previous.get("version")
    changes = schema_changes(published_schemas(previous), schemas) if previous else SchemaChanges()
    if not is_semver(previous_version):  # nothing published yet, or a package from before versions
        version = schema_version = FIRST_VERSION
    else:
        data_level = "patch" if previous.get("data_hash") != new_hash else None
        level = changes.level or data_level
        version = bump(previous_version, level)
        previous_schema_version = previous.get("schema_version")
        schema_version = (
            bump(previous_schema_version, changes.level) if is_semver(previous_schema_version) else FIRST_VERSION
        )
    return Release(
        version=version,
        schema_version=schema_version,
        data_hash=new_hash,
        previous_version=previous_version,
        previous_data_hash=previous.get("data_hash"),
        schema=changes,
    )


def _published_sheets(package: dict[str, Any] | None) -> dict[str, dict[str, Any]]:
    return {source["sheet_id"]: source for source in (package or {}).get("sources", []) if "sheet_id" in source}


def sheet_version(package: dict[str, Any] | None, sheet_id: str, sheet_hash: str) -> str:
    """The data version of a sheet whose tables hash to `sheet_hash`, after the published
    data package `package`: the one it was published with while its data stays the same;
    when it changes, that version moved as the release's moves (a patch, or the level of a
    schema change); 1.0.0 for a sheet published for the first time. A sheet's job prints it
    and publish records it, from the same package, so they agree."""
    published = _published_sheets(package).get(sheet_id, {})
    version = published.get("data_version")
    if not is_semver(version):
        return FIRST_VERSION
    if published.get("data_hash") == sheet_hash:
        return version
    level = schema_changes(published_schemas(package or {}), current_schemas()).level
    return bump(version, level or "patch")


def sheet_versions(package: dict[str, Any] | None, hashes: dict[str, str | None]) -> dict[str, tuple[str, str]]:
    """(data hash, data version) of each published sheet, by id (see `sheet_version`); a
    sheet with no hash this time (it failed, and keeps its last good data) keeps what was
    published."""
    published = _published_sheets(package)
    versions = {}
    for sheet_id, sheet_hash in hashes.items():
        before = published.get(sheet_id, {})
        if sheet_hash is not None:
            versions[sheet_id] = (sheet_hash, sheet_version(package, sheet_id, sheet_hash))
        elif before.get("data_hash") and is_semver(before.get("data_version")):
            versions[sheet_id] = (before["data_hash"], before["data_version"])
    return versions
