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


# How to use a table where its columns alone do not say it.
_TABLE_NOTES = {
    "weapon_ranges": """Which band is a shot at distance d in? One condition on `lower`, `upper` and
`lower_inclusive` picks exactly one band for any distance from the weapon's minimum range
(`weapons.min_range`) to the end of its longest band, and none outside (below a minimum
range, beyond the last band). For the Algoryn Mag Gun at 15″:

```sql
SELECT band_label FROM weapon_ranges
WHERE weapon_id = 'antares-algoryn:mag-gun'
  AND 15 BETWEEN lower AND upper AND (15 > lower OR lower_inclusive);
-- Efficace
```

`min` and `max` stay as printed (`min` only where the sheet prints one, as in `10-30"`).
""",
}


_EXPORTS = """## Exports

Publish also writes, from the same rows, two ready-made forms of the data; the data
package lists them with their size and SHA-256 like every other file.

### `wargame.sqlite`

Every table above as a SQLite table of the same name and columns: `string` → `TEXT`,
`integer` → `INTEGER`, `number` → `REAL`, `boolean` → `INTEGER` 0/1, `date` → `TEXT`
(`YYYY-MM-DD`); required columns are `NOT NULL`, enumerations and booleans `CHECK`ed. Each
table has its primary key (indexed by SQLite itself) and its foreign keys, and every
foreign-key column has an index unless it leads the primary key (`sheet_id` of
`roll_tables`). A null foreign key refers to nothing (`weapon_rules.rule_id` of an
unresolved item, `rules.parent_rule_id` of an entry of its own). SQLite checks foreign keys
only on connections that ask: `PRAGMA foreign_keys = ON`. Rows are inserted in key order
and the file is the same bytes for the same data.

Two views answer the common questions:

- `weapon_profile`: one row per weapon profile and range band: every column of `weapons`,
  then the band's columns of `weapon_ranges` prefixed `band_` (`band_index`, `band_label`,
  `band_min`, `band_max`, `band_unit`, `band_strength`…; null, on a single row, for a
  melee-only profile), and `rules_json` (a JSON array of the items: the columns of `weapon_rules`,
  and `rule_printed_name` and `rule_text` of the rule each resolves to).

  ```sql
  SELECT band_label, band_min, band_max, band_unit, rules
  FROM weapon_profile WHERE weapon_id = 'antares-algoryn:mag-mortar' ORDER BY band_index;
  ```

- `rule_usage`: one row per rule and weapon profile carrying it (`rule_id`, `sheet_id`,
  `rule_name` as printed, `parent_rule_id`, `weapon_id`, `weapon_name`, `weapon_mode`,
  `item_position`, and the item's `label`, `param` and `match`); a rule no weapon carries
  has no row (it is in `rules`).

  ```sql
  SELECT weapon_name, weapon_mode, param
  FROM rule_usage WHERE rule_id = 'antares-algoryn:deflagration-d-n';
  ```

### `json/<sheet_id>.json`

One nested document per sheet, described by the JSON Schema (draft 2020-12)
[`schemas/json/sheet.schema.json`](../schemas/json/sheet.schema.json), generated with this
file: `sheet` (its row of `sheets`); `weapons`, each `{name, modes}`, a mode being its
`weapons` row with its `bands` (`weapon_ranges` rows) and `rules` (`weapon_rules` rows,
each with the `rule` it resolves to, or null); `glossary`, the sheet's `rules` in printed
order, an entry named inside another nested in that one's `entries` (its `parent_rule_id`
kept); `dice_tables`, `{table_name, dice, rows}`; `modifiers`, `{section, modifiers}`;
`reference_tables` as grids, `{table_name, columns, rows: [{row_index, source_line,
cells}]}` (null for an empty cell or a column without label); `ammunition`, with the `name`
of its rule (empty but for Infinity); `notes`, by source line; `errata`. Objects made of a
table's row carry all its columns (as typed above, null included) but those the enclosing
object gives; lists follow the printed order; keys are sorted.

### Reading the CSV files

Read every cell as text, or let only the empty cell be a null: pandas' default also takes
`NA`, `N/A`, `null`, `None`… for missing values, and a sheet prints `NA` as a strength
(`antares-freeborn:sensor-module`).

```python
import pandas as pd

weapons = pd.read_csv("output/data/weapons.csv", dtype=str, keep_default_na=False)  # null: ""
weapons = pd.read_csv("output/data/weapons.csv", keep_default_na=False, na_values=[""])  # null: NaN
weapons = pd.read_parquet("output/data/weapons.parquet")  # typed as above

import polars as pl

weapons = pl.read_csv("output/data/weapons.csv", infer_schema=False)  # all text, "" -> null, NA kept
weapons = pl.read_parquet("output/data/weapons.parquet")  # typed as above
```

### Release metadata (`datapackage.json`)

- `version`: the semantic version of the data. Major when a table or column is removed
  or renamed, a column's type or a table's primary key changes; minor when a table or
  column is added; patch when only rows (or schema descriptions and constraints) change;
  unchanged when nothing does. The first release is `1.0.0`.
- `schema_version`: the same rule applied to the Table Schemas alone; it moves only when
  they change.
- `data_hash`: the first 12 hex digits of the SHA-256 of every CSV, in table order; it
  moves exactly when the data does.
- `sources`: each raw sheet, with `title`, `sheet_id`, `path` (`raw/<source_file>`) and
  `sha256` (as `sheets.source_sha256`).
- `licenses`: what the project knows of the sheets' terms, which is nothing:
  `unknown — check before redistributing`.
- `resources`: per table its CSV (`<table>`, `type: table`, with its Table Schema and row
  count) and its Parquet file (`<table>-parquet`); `wargame-sqlite`; `sheet-<sheet_id>` for
  each JSON document; all with `bytes` and `hash` (`sha256:…`). Files other than the CSV
  tables are `type: file`, so validators check their size and hash only.

`output/reports/CHANGELOG.md` has one section per version (its `data_hash` beside it);
`output/reports/changes.json` holds the last release's changes, each with its cause.
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
        if table in _TABLE_NOTES:
            out.append(_TABLE_NOTES[table])
        out.append("| column | type | constraints | meaning | example |")
        out.append("|---|---|---|---|---|")
        for field in schema["fields"]:
            example = json.dumps(field["example"], ensure_ascii=False)
            out.append(
                f"| `{field['name']}` | {field['type']} | {_cell(_constraints(field))} "
                f"| {_cell(field['description'])} | `{_cell(example)}` |"
            )
        out.append("")
    out.append(_EXPORTS)
    return "\n".join(out)


def write(path: Path = DATA_DICTIONARY) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(render(), encoding="utf-8")
