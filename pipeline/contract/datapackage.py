"""The published data package: each table as a CSV resource with its Table Schema and as a
Parquet resource, the exports (SQLite, JSON documents) as file resources, every one with
its size and SHA-256; and the release's metadata (versions, sources, licences)."""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

import pandas as pd

from pipeline.contract.schema import TABLES, table_schema

CSV_DIALECT = {"delimiter": ",", "lineTerminator": "\r\n", "quoteChar": '"', "header": True}
# What the project knows of the sheets' terms of use: nothing.
LICENSES = [{"name": "unknown", "title": "unknown — check before redistributing"}]


def file_facts(path: Path) -> dict[str, Any]:
    with path.open("rb") as file:  # hashed as it is read: a large sheet's files stay on disk
        digest = hashlib.file_digest(file, "sha256")
    return {"bytes": path.stat().st_size, "hash": f"sha256:{digest.hexdigest()}"}


def file_resource(data_dir: Path, name: str, path: str, media: tuple[str, str], description: str) -> dict[str, Any]:
    """A resource that is not a table (frictionless then checks its size and hash only).

    `media` is (format, mediatype)."""
    file_format, mediatype = media
    return {
        "name": name,
        "path": path,
        "type": "file",
        "format": file_format,
        "mediatype": mediatype,
        "description": description,
        **file_facts(data_dir / path),
    }


def table_resources(data_dir: Path, row_counts: dict[str, int]) -> list[dict[str, Any]]:
    """Each table's CSV resource (with its Table Schema), then each table's Parquet resource."""
    csv = [
        {
            "name": table,
            "type": "table",
            "path": f"{table}.csv",
            "format": "csv",
            "mediatype": "text/csv",
            "encoding": "utf-8",
            "dialect": CSV_DIALECT,
            **file_facts(data_dir / f"{table}.csv"),
            "rows": row_counts[table],
            "schema": {key: value for key, value in table_schema(table).items() if key != "$schema"},
        }
        for table in TABLES
    ]
    parquet = [
        file_resource(
            data_dir,
            f"{table}-parquet",
            f"{table}.parquet",
            ("parquet", "application/vnd.apache.parquet"),
            f"The rows of `{table}`, typed as its Table Schema says.",
        )
        for table in TABLES
    ]
    return csv + parquet


def sources(sheets: pd.DataFrame, versions: dict[str, tuple[str, str]] | None = None) -> list[dict[str, Any]]:
    """The raw sheet each published sheet was read from, with its SHA-256 and, from
    `versions`, the hash of its data and the data version its products print."""
    versions = versions or {}
    found = []
    for row in sheets.sort_values("sheet_id").to_dict("records"):
        source = {
            "title": row["title"],
            "sheet_id": row["sheet_id"],
            "path": f"raw/{row['source_file']}",
            "sha256": row["source_sha256"],
        }
        if row["sheet_id"] in versions:
            source["data_hash"], source["data_version"] = versions[row["sheet_id"]]
        found.append(source)
    return found


def descriptor(
    data_dir: Path,
    row_counts: dict[str, int],
    release: dict[str, Any],
    sheets: pd.DataFrame,
    exports: list[dict[str, Any]],
    versions: dict[str, tuple[str, str]] | None = None,
) -> dict[str, Any]:
    """datapackage.json for the files in `data_dir`.

    `release` holds `version`, `schema_version` and `data_hash`; `exports` are the file
    resources of the other products (see `file_resource`); `versions` each sheet's data
    hash and data version (see `pipeline.publish.versioning.sheet_versions`)."""
    return {
        "$schema": "https://datapackage.org/profiles/2.0/datapackage.json",
        "name": "wargame-cards",
        "title": "Wargame quick-reference sheets as data",
        "description": "Weapons, range bands, special rules, glossaries, dice tables and modifiers read "
        "from French quick-reference sheets; every row names the sheet and line it comes from.",
        "version": release["version"],
        "schema_version": release["schema_version"],
        "data_hash": release["data_hash"],
        "sources": sources(sheets, versions),
        "licenses": LICENSES,
        "resources": [*table_resources(data_dir, row_counts), *exports],
    }
