"""The published data package: CSV resources with their Table Schemas, sizes and hashes."""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

from pipeline.contract.schema import TABLES, table_schema

CSV_DIALECT = {"delimiter": ",", "lineTerminator": "\r\n", "quoteChar": '"', "header": True}


def file_facts(path: Path) -> dict[str, Any]:
    data = path.read_bytes()
    return {"bytes": len(data), "hash": f"sha256:{hashlib.sha256(data).hexdigest()}"}


def descriptor(data_dir: Path, row_counts: dict[str, int], version: str) -> dict[str, Any]:
    """datapackage.json for the CSV and Parquet files in `data_dir`; `version` moves with the data."""
    resources = []
    for table in TABLES:
        schema = {key: value for key, value in table_schema(table).items() if key != "$schema"}
        resources.append(
            {
                "name": table,
                "path": f"{table}.csv",
                "format": "csv",
                "mediatype": "text/csv",
                "encoding": "utf-8",
                "dialect": CSV_DIALECT,
                **file_facts(data_dir / f"{table}.csv"),
                "rows": row_counts[table],
                "schema": schema,
                # The same rows, typed, for apps that read Parquet.
                "parquet": {"path": f"{table}.parquet", **file_facts(data_dir / f"{table}.parquet")},
            }
        )
    return {
        "$schema": "https://datapackage.org/profiles/2.0/datapackage.json",
        "name": "wargame-cards",
        "version": version,
        "title": "Wargame quick-reference sheets as data",
        "description": "Weapons, range bands, special rules, glossaries, dice tables and modifiers read "
        "from French quick-reference sheets; every row names the sheet and line it comes from.",
        "resources": resources,
    }
