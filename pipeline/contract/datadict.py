"""docs/DATA.md, the data dictionary, generated from the Table Schemas.

Regenerate with `python -m pipeline datadict`; a test fails when the file is stale.
"""

from __future__ import annotations

import json
from pathlib import Path

from pipeline.contract.schema import TABLES, table_schema
from pipeline.files import PROJECT_DIR

DATA_DICTIONARY = PROJECT_DIR / "docs" / "DATA.md"

_INTRO = """# Data dictionary

Generated from `schemas/tables/*.schema.json` by `python -m pipeline datadict`;
do not edit by hand.

`output/data/` holds one Parquet and one CSV file per table, described by
`datapackage.json`. CSV files are UTF-8, comma-separated, CRLF line endings, a
header row, columns in the order below, rows sorted by the primary key; an empty
cell is a null. Parquet columns carry the types below (integers as 64-bit
integers, numbers as doubles, booleans as booleans, all nullable unless
required). Every row names its sheet and, where it has one, the line of the raw
sheet it comes from (`source_line`).
"""


def _constraints(field: dict) -> str:
    constraints = field.get("constraints", {})
    parts = []
    if constraints.get("required"):
        parts.append("required")
    if constraints.get("unique"):
        parts.append("unique")
    for key in ("minimum", "exclusiveMinimum", "maximum", "pattern"):
        if key in constraints:
            parts.append(f"{key} `{constraints[key]}`")
    if "enum" in constraints:
        parts.append("one of " + ", ".join(f"`{value}`" for value in constraints["enum"]))
    return "; ".join(parts)


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def render() -> str:
    out = [_INTRO]
    for table in TABLES:
        schema = table_schema(table)
        out.append(f"## `{table}`\n")
        out.append(f"Primary key: {', '.join(f'`{key}`' for key in schema['primaryKey'])}.")
        for key in schema.get("foreignKeys", []):
            reference = key["reference"]
            out.append(f"`{key['fields'][0]}` refers to `{reference['resource']}.{reference['fields'][0]}`.")
        for constraint in schema.get("rowConstraints", []):
            out.append(f"Each row: {constraint['description']}.")
        out.append("")
        out.append("| column | type | constraints | meaning | example |")
        out.append("|---|---|---|---|---|")
        for field in schema["fields"]:
            example = json.dumps(field["example"], ensure_ascii=False)
            out.append(
                f"| `{field['name']}` | {field['type']} | {_cell(_constraints(field))} "
                f"| {_cell(field['description'])} | `{_cell(example)}` |"
            )
        out.append("")
    return "\n".join(out)


def write(path: Path = DATA_DICTIONARY) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(render(), encoding="utf-8")
