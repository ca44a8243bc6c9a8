"""Render stage: one sheet's validated tables -> HTML (Jinja2) -> PDF (WeasyPrint)."""

from __future__ import annotations

import os
import threading
from pathlib import Path
from typing import Any

import jinja2
import pandas as pd
from markdown_it import MarkdownIt

TEMPLATE_DIR = Path(__file__).resolve().parent.parent / "templates"
# Columns printed after the range bands, per game: (header, weapons column).
WEAPON_COLUMNS = {
    "antares": [("VI", "strength_raw"), ("Règles spéciales", "rules_raw")],
    "infinity": [
        ("DOM", "strength_raw"),
        ("R", "burst_raw"),
        ("Gabarit", "template_raw"),
        ("Munitions", "rules_raw"),
        ("E/M", "em_vulnerable"),
    ],
}
DEFAULT_WEAPON_COLUMNS = [("Force", "strength_raw"), ("Règles", "rules_raw")]

# `html` off: markup inside a sheet's text is printed, never interpreted.
_markdown = MarkdownIt("commonmark", {"html": False, "typographer": False})
# Snakemake runs `run:` jobs on threads of one process; Pango is not thread-safe.
_render_lock = threading.Lock()


def _css_string(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", " ")


def _environment() -> jinja2.Environment:
    environment = jinja2.Environment(
        loader=jinja2.FileSystemLoader(TEMPLATE_DIR),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
    )
    environment.filters["css_string"] = _css_string
    return environment


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else str(value).replace(".", ",")


def format_band(row: dict[str, Any]) -> str:
    """`10–30″`, `30″`, `20 (+3)` (centimetres are said once, in the header)."""
    unit = "″" if row["unit"] == "in" else ""
    text = _number(row["max"]) + unit
    if pd.notna(row["min"]):
        text = f"{_number(row['min'])}–{text}"
    if pd.notna(row.get("modifier")):
        text += f" ({int(row['modifier']):+d})"
    if pd.notna(row.get("strength")):
        text += f" · {int(row['strength'])}"
    return text


def _records(frame: pd.DataFrame) -> list[dict[str, Any]]:
    return [{k: (None if v is pd.NA else v) for k, v in row.items()} for row in frame.to_dict("records")]


def _cell_text(value: Any) -> str:
    if value is None or value is pd.NA:
        return ""
    if isinstance(value, bool):
        return "X" if value else ""
    return "" if str(value) in ("–", "-", "--") else str(value)


def _weapons(tables: dict[str, pd.DataFrame], game: str) -> tuple[list[str], list[str], list[dict[str, Any]]]:
    """(band headers, other headers, rows) of the weapons table as printed."""
    ranges = tables["weapon_ranges"]
    bands = _records(ranges.sort_values("band_index").drop_duplicates("band_index"))
    band_labels = [band["band_label"] + (" (cm)" if band["unit"] == "cm" else "") for band in bands]
    by_weapon: dict[str, dict[int, str]] = {}
    for row in _records(ranges):
        by_weapon.setdefault(row["weapon_id"], {})[row["band_index"]] = format_band(row)
    columns = WEAPON_COLUMNS.get(game, DEFAULT_WEAPON_COLUMNS)
    weapons = []
    for weapon in _records(tables["weapons"].sort_values("position")):
        present = by_weapon.get(weapon["weapon_id"], {})
        weapon["bands"] = [present.get(band["band_index"], "—") for band in bands]
        weapon["cells"] = [_cell_text(weapon[column]) for _, column in columns]
        weapons.append(weapon)
    return band_labels, [label for label, _ in columns], weapons


def _reference_tables(frame: pd.DataFrame) -> list[dict[str, Any]]:
    """Each reference grid back as rows of cells, with its column labels when it has them."""
    grids = []
    for table_name, cells in frame.sort_values(["source_line", "row_index", "column_index"]).groupby(
        "table_name", sort=False
    ):
        width = int(cells["column_index"].max())
        labels = cells.drop_duplicates("column_index").set_index("column_index")["column_label"]
        header: list[list[Any]] = []  # [label, colspan]: a label printed once spans the empty cells after it
        for index in range(1, width + 1):
            label = _cell_text(labels.get(index))
            if header and label and header[-1][0] == label:
                header[-1][1] += 1
            else:
                header.append([label, 1])
        rows = []
        for _, row_cells in cells.groupby("row_index", sort=True):
            values = dict(zip(row_cells["column_index"], row_cells["value"], strict=True))
            rows.append([values.get(index, "") for index in range(1, width + 1)])
        has_header = any(label for label, _ in header)
        grids.append({"name": table_name, "header": header if has_header else None, "rows": rows})
    return grids


def sheet_context(tables: dict[str, pd.DataFrame], page_size: str) -> dict[str, Any]:
    sheet = _records(tables["sheets"])[0]
    band_labels, weapon_headers, weapons = _weapons(tables, sheet["game"])
    ammunition = _records(
        tables["ammunition"]
        .merge(tables["rules"][["rule_id", "name", "name_alt"]], on="rule_id")
        .sort_values("source_line")
    )
    in_ammunition = {row["rule_id"] for row in ammunition}
    rules_by_section: dict[str, list[dict[str, Any]]] = {}
    for rule in _records(tables["rules"].sort_values("source_line")):
        if rule["rule_id"] in in_ammunition:
            continue
        rule["html"] = _markdown.render(rule["text"]) if rule["text"] else None
        rules_by_section.setdefault(rule["section"] or "", []).append(rule)
    roll_tables: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for row in _records(tables["roll_tables"].sort_values(["source_line", "roll_from"])):
        roll = str(row["roll_from"]) if row["roll_from"] == row["roll_to"] else f"{row['roll_from']}–{row['roll_to']}"
        roll_tables.setdefault((row["table_name"], row["dice"]), []).append({"roll": roll, "result": row["result"]})
    modifiers: dict[str, list[dict[str, Any]]] = {}
    for row in _records(tables["modifiers"].sort_values("source_line")):
        modifiers.setdefault(row["section"], []).append(row)
    return {
        "sheet": sheet,
        "page_size": page_size,
        "band_labels": band_labels,
        "weapon_headers": weapon_headers,
        "weapons": weapons,
        "ammunition": ammunition,
        "rules": list(rules_by_section.items()),
        "roll_tables": [(name, dice, rows) for (name, dice), rows in roll_tables.items()],
        "modifiers": list(modifiers.items()),
        "reference_tables": _reference_tables(tables["reference_tables"]),
    }


def render_html(tables: dict[str, pd.DataFrame], page_size: str = "A4") -> str:
    return _environment().get_template("sheet.html.j2").render(**sheet_context(tables, page_size))


def restricted_url_fetcher(allowed_dir: Path) -> Any:
    """A WeasyPrint fetcher that reads files under `allowed_dir` only: no network, no other file."""
    from urllib.parse import unquote, urlparse

    from weasyprint.urls import URLFetcher

    root = allowed_dir.resolve()

    class TemplateOnlyFetcher(URLFetcher):
        def fetch(self, url: str, headers: Any = None) -> Any:
            parsed = urlparse(url)
            if parsed.scheme == "file" and Path(unquote(parsed.path)).resolve().is_relative_to(root):
                return super().fetch(url, headers)
            raise ValueError(f"refused to fetch {url!r}: only files under {root} may be read")

    return TemplateOnlyFetcher(allowed_protocols={"file"})


def write_pdf(html: str, pdf_path: Path) -> None:
    from weasyprint import HTML

    # fontTools stamps subset fonts with the current time unless this is set;
    # a fixed epoch keeps the same inputs giving the same PDF bytes.
    os.environ.setdefault("SOURCE_DATE_EPOCH", "0")

    with _render_lock:
        document = HTML(
            string=html,
            base_url=str(TEMPLATE_DIR) + "/",
            url_fetcher=restricted_url_fetcher(TEMPLATE_DIR),
        )
        pdf_path.parent.mkdir(parents=True, exist_ok=True)
        document.write_pdf(pdf_path)
