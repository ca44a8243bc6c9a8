"""Render stage: one sheet's validated tables -> reference sheet and card decks (Jinja2 ->
WeasyPrint). Everything printed goes through French typography and the packaged fonts."""

from __future__ import annotations

import hashlib
import os
import threading
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import jinja2
import pandas as pd
from markdown_it import MarkdownIt
from markupsafe import Markup

from pipeline.cards import SIZE_STEPS, impose_nine_up, initial_size, pages_per_card, rule_cards, weapon_cards
from pipeline.schema import TABLES
from pipeline.typography import FONT_DIR, font_face_css, print_html, print_text

TEMPLATE_DIR = Path(__file__).resolve().parent.parent / "templates"
THEMES = ("colour", "ink-saver")

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


@dataclass(frozen=True)
class PrintOptions:
    page_size: str = "A4"
    theme: str = "colour"


def _css_string(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", " ")


@cache  # templates are parsed once per process, then reused by every render
def _environment() -> jinja2.Environment:
    environment = jinja2.Environment(
        loader=jinja2.FileSystemLoader(TEMPLATE_DIR),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
    )
    environment.filters["css_string"] = _css_string
    environment.filters["print_text"] = print_text
    return environment


def render_markdown(text: str) -> Markup:
    return print_html(_markdown.render(text))


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


def band_label(row: dict[str, Any]) -> str:
    return row["band_label"] + (" (cm)" if row["unit"] == "cm" else "")


def _records(frame: pd.DataFrame) -> list[dict[str, Any]]:
    return [{k: (None if v is pd.NA else v) for k, v in row.items()} for row in frame.to_dict("records")]


def cell_text(value: Any) -> str:
    if value is None or value is pd.NA:
        return ""
    if isinstance(value, bool):
        return "X" if value else ""
    return "" if str(value) in ("–", "-", "--", "xx") else str(value)


def data_version(tables: dict[str, pd.DataFrame]) -> str:
    """Short hash of a sheet's published rows: it moves exactly when its data changes."""
    digest = hashlib.sha256()
    for table in TABLES:
        digest.update(table.encode())
        digest.update(tables[table].to_csv(index=False).encode())
    return digest.hexdigest()[:8]


def _weapons(tables: dict[str, pd.DataFrame], game: str) -> tuple[list[str], list[str], list[dict[str, Any]]]:
    """(band headers, other headers, rows) of the weapons table as printed."""
    marks = errata_marks(tables)
    ranges = tables["weapon_ranges"]
    bands = _records(ranges.sort_values("band_index").drop_duplicates("band_index"))
    by_weapon: dict[str, dict[int, str]] = {}
    for row in _records(ranges):
        by_weapon.setdefault(row["weapon_id"], {})[row["band_index"]] = format_band(row)
    columns = WEAPON_COLUMNS.get(game, DEFAULT_WEAPON_COLUMNS)
    weapons = []
    for weapon in _records(tables["weapons"].sort_values("position")):
        present = by_weapon.get(weapon["weapon_id"], {})
        weapon["bands"] = [present.get(band["band_index"], "—") for band in bands]
        weapon["cells"] = [cell_text(weapon[column]) for _, column in columns]
        weapon["errata"] = marks.get(("weapons", weapon["weapon_id"]))
        weapons.append(weapon)
    return [band_label(band) for band in bands], [label for label, _ in columns], weapons


def _reference_tables(frame: pd.DataFrame) -> list[dict[str, Any]]:
    """Each reference grid back as rows of cells, with its column labels when it has them."""
    grids = []
    ordered = frame.sort_values(["source_line", "row_index", "column_index"])
    for table_name, cells in ordered.groupby("table_name", sort=False):
        width = int(cells["column_index"].max())
        labels = cells.drop_duplicates("column_index").set_index("column_index")["column_label"]
        header: list[list[Any]] = []  # [label, colspan]: a label printed once spans the empty cells after it
        for index in range(1, width + 1):
            label = cell_text(labels.get(index))
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


def errata_marks(tables: dict[str, pd.DataFrame]) -> dict[tuple[str, str], str]:
    """(table, key) -> date of the latest erratum that corrected that row."""
    marks: dict[tuple[str, str], str] = {}
    for row in _records(tables["errata"].sort_values("date")):
        marks[(row["target_table"], row["target_key"])] = row["date"]
    return marks


def _common_context(tables: dict[str, pd.DataFrame], options: PrintOptions) -> dict[str, Any]:
    return {
        "sheet": _records(tables["sheets"])[0],
        "page_size": options.page_size,
        "theme": options.theme,
        "font_faces": Markup(font_face_css()),
        "data_version": data_version(tables),
    }


def sheet_context(tables: dict[str, pd.DataFrame], options: PrintOptions) -> dict[str, Any]:
    context = _common_context(tables, options)
    band_labels, weapon_headers, weapons = _weapons(tables, context["sheet"]["game"])
    ammunition = _records(
        tables["ammunition"]
        .merge(tables["rules"][["rule_id", "name", "name_alt"]], on="rule_id")
        .sort_values("source_line")
    )
    in_ammunition = {row["rule_id"] for row in ammunition}
    marks = errata_marks(tables)
    rules_by_section: dict[str, list[dict[str, Any]]] = {}
    for rule in _records(tables["rules"].sort_values("source_line")):
        if rule["rule_id"] in in_ammunition:
            continue
        rule["html"] = render_markdown(rule["text"]) if rule["text"] else None
        rule["errata"] = marks.get(("rules", rule["rule_id"]))
        rules_by_section.setdefault(rule["section"] or "", []).append(rule)
    roll_tables: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for row in _records(tables["roll_tables"].sort_values(["source_line", "roll_from"])):
        roll = str(row["roll_from"]) if row["roll_from"] == row["roll_to"] else f"{row['roll_from']}–{row['roll_to']}"
        mark = marks.get(("roll_tables", f"{row['table_name']}|{row['roll_from']}"))
        roll_tables.setdefault((row["table_name"], row["dice"]), []).append(
            {"roll": roll, "result": row["result"], "errata": mark}
        )
    modifiers: dict[str, list[dict[str, Any]]] = {}
    for row in _records(tables["modifiers"].sort_values("source_line")):
        row["errata"] = marks.get(("modifiers", f"{row['section']}|{row['name']}"))
        modifiers.setdefault(row["section"], []).append(row)
    return {
        **context,
        "band_labels": band_labels,
        "weapon_headers": weapon_headers,
        "weapons": weapons,
        "ammunition": ammunition,
        "rules": list(rules_by_section.items()),
        "roll_tables": [(name, dice, rows) for (name, dice), rows in roll_tables.items()],
        "modifiers": list(modifiers.items()),
        "reference_tables": _reference_tables(tables["reference_tables"]),
    }


def render_html(tables: dict[str, pd.DataFrame], options: PrintOptions = PrintOptions()) -> str:
    return _environment().get_template("sheet.html.j2").render(**sheet_context(tables, options))


def restricted_url_fetcher(*allowed_dirs: Path) -> Any:
    """A WeasyPrint fetcher that reads files under `allowed_dirs` only: no network, no other file."""
    from urllib.parse import unquote, urlparse

    from weasyprint.urls import URLFetcher

    roots = [directory.resolve() for directory in allowed_dirs]

    class ProjectFilesFetcher(URLFetcher):
        def fetch(self, url: str, headers: Any = None) -> Any:
            parsed = urlparse(url)
            if parsed.scheme == "file":
                path = Path(unquote(parsed.path)).resolve()
                if any(path.is_relative_to(root) for root in roots):
                    return super().fetch(url, headers)
            raise ValueError(f"refused to fetch {url!r}: only the project's templates and fonts may be read")

    return ProjectFilesFetcher(allowed_protocols={"file"})


def _document(html: str) -> Any:
    from weasyprint import HTML

    return HTML(
        string=html,
        base_url=str(TEMPLATE_DIR) + "/",
        url_fetcher=restricted_url_fetcher(TEMPLATE_DIR, FONT_DIR),
    ).render()


def _write(document: Any, target: Path | None = None) -> bytes:
    # fontTools stamps subset fonts with the current time unless this is set;
    # a fixed epoch keeps the same inputs giving the same PDF bytes.
    os.environ.setdefault("SOURCE_DATE_EPOCH", "0")
    # Tagged PDF (structure tree, language, title) for screen readers: about 10 % more time.
    data = document.write_pdf(pdf_variant="pdf/ua-1")
    if target is not None:
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
    return data


def write_pdf(html: str, pdf_path: Path) -> None:
    with _render_lock:
        _write(_document(html), pdf_path)


def render_cards(tables: dict[str, pd.DataFrame], options: PrintOptions = PrintOptions()) -> tuple[bytes, bytes]:
    """(print-shop deck: one card per page with bleed, home deck: 9-up with crop marks)."""
    context = _common_context(tables, options)
    game = context["sheet"]["game"]
    columns = WEAPON_COLUMNS.get(game, DEFAULT_WEAPON_COLUMNS)
    weapons = weapon_cards(
        tables, columns, lambda band: (band_label(band), format_band(band)), cell_text, render_markdown
    )
    cards = weapons + rule_cards(tables, render_markdown, start=len(weapons) + 1)
    marks = errata_marks(tables)
    weapon_ids = tables["weapons"].groupby("name")["weapon_id"].apply(list).to_dict()
    for card in cards:
        keys = [("weapons", weapon_id) for weapon_id in weapon_ids.get(card.title, [])] if card.kind == "weapon" else []
        keys += [("rules", card.key)] if card.kind == "rule" else []
        dates = sorted(marks[key] for key in keys if key in marks)
        if dates:
            card.badges.append(f"errata {dates[-1]}")
        card.size = initial_size(card)
    template = _environment().get_template("cards.html.j2")
    with _render_lock:
        document = _document(template.render(**context, cards=cards))
        pages = pages_per_card(document, cards)
        for card in cards:
            # Too long: smaller type, down to the floor; past it the card continues on the next.
            while len(pages[card.anchor]) > 1 and card.size < SIZE_STEPS - 1:
                card.size += 1
                alone = _document(template.render(**context, cards=[card]))
                pages[card.anchor] = alone.pages
        deck = document.copy([page for card in cards for page in pages[card.anchor]])
        bleed = _write(deck)
    sheet = context["sheet"]
    metadata = {"/Title": f"{sheet['title']} — cartes (9 par page)", "/Subject": "Cartes de référence"}
    return bleed, impose_nine_up(bleed, options.page_size, metadata, sheet["language"])
