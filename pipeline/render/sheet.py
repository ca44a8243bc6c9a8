"""The reference sheet of one sheet: weapons, ammunition, modifiers, the dice tables and
grids no rule shows, the glossary (each rule with its sub-entries and the tables named
after it, once) and the remaining notes."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pandas as pd

from pipeline.render.context import (
    DEFAULT_OPTIONS,
    PrintOptions,
    cell_text,
    common_context,
    errata_marks,
    notes_by_table,
    print_template,
    records,
    render_markdown,
    sheet_weapons,
)
from pipeline.render.entries import Entry, rule_entries, sheet_tables
from pipeline.render.pdf import layout, pdf_bytes, rendering
from pipeline.render.typography import inline_spaces


def _glossary(entries: list[Entry]) -> list[tuple[str, list[Entry]]]:
    """The rules by section, in the sheet's order (Infinity's ammunition prints in its table)."""
    sections: dict[str, list[Entry]] = {}
    for entry in entries:
        if entry.kind != "ammunition":
            sections.setdefault(entry.section or "", []).append(entry)
    return list(sections.items())


def sheet_context(tables: dict[str, pd.DataFrame], options: PrintOptions) -> dict[str, Any]:
    context = common_context(tables, options)
    band_labels, weapon_headers, weapons = sheet_weapons(tables, context["sheet"]["game"], options.units)
    ammunition = records(
        tables["ammunition"]
        .merge(tables["rules"][["rule_id", "name", "name_alt"]], on="rule_id")
        .sort_values("source_line")
    )
    marks = errata_marks(tables)
    material = sheet_tables(tables, cell_text, marks)
    rules = rule_entries(tables, material, render_markdown, marks)
    unused = [
        {name: table for name, table in kind.items() if id(table) not in rules.used_tables}
        for kind in (material.roll_tables, material.grids)
    ]
    notes_under, other_notes = notes_by_table(tables)
    return {
        **context,
        "band_labels": band_labels,
        "weapon_headers": weapon_headers,
        "weapons": weapons,
        "weapon_notes": notes_under.get(("weapons", ""), []),
        "ammunition": ammunition,
        "rules": _glossary(rules.entries),
        "roll_tables": list(unused[0].values()),
        "modifiers": list(material.modifiers.values()),
        "reference_tables": list(unused[1].values()),
        "other_notes": other_notes,
    }


def render_html(tables: dict[str, pd.DataFrame], options: PrintOptions = DEFAULT_OPTIONS) -> str:
    return inline_spaces(print_template("sheet.html.j2").render(**sheet_context(tables, options)))


# No page but the only one holds less than this share of a page: a sheet whose last page
# would is laid out again in tighter type (`TIGHTER`, down to 8 pt), for one page less, or
# else in larger type (`LARGER`), for a fuller last page.
MIN_PAGE_FILL = 0.2
TIGHTER = ("html { font-size: 8.2pt; line-height: 1.22; }", "html { font-size: 8pt; line-height: 1.2; }")
LARGER = (
    "html { font-size: 8.8pt; }",
    "html { font-size: 9.2pt; line-height: 1.28; }",
    "html { font-size: 9.6pt; line-height: 1.3; }",
    "html { font-size: 10pt; line-height: 1.3; }",
)


def page_fill(page: Any) -> float:
    """The share of a laid-out page its content takes: the height from the top of its
    content to its lowest line, in each half of the page (the two columns), on average."""
    from weasyprint.formatting_structure import boxes

    page_box = page._page_box
    top, height = page_box.content_box_y(), page_box.height
    middle = page_box.content_box_x() + page_box.width / 2
    lowest = [top, top]
    for child in page_box.children:
        if isinstance(child, boxes.MarginBox):
            continue
        for box in child.descendants():
            if isinstance(box, boxes.LineBox | boxes.TableRowBox | boxes.ReplacedBox):
                bottom = box.position_y + box.margin_height()
                left, right = box.position_x, box.position_x + box.margin_width()
                for column, spans in enumerate((left < middle, right > middle)):
                    if spans:
                        lowest[column] = max(lowest[column], bottom)
    return sum(bottom - top for bottom in lowest) / (2 * height)


def _reads_well(document: Any) -> bool:
    fills = [page_fill(page) for page in document.pages]
    return len(fills) < 2 or min(fills) >= MIN_PAGE_FILL


def laid_out_sheet(html: str) -> Any:
    """The reference sheet laid out, no page but the only one less than `MIN_PAGE_FILL` full
    when another type size makes it so (8 to 10 pt; 8.5 pt first)."""
    document = layout(html)
    if _reads_well(document):
        return document
    for css in (*TIGHTER, *LARGER):
        other = layout(html.replace("</head>", f"<style>{css}</style></head>", 1))
        if _reads_well(other):
            return other
    return document


@rendering()
def render_reference(tables: dict[str, pd.DataFrame], options: PrintOptions, html_path: Path, pdf_path: Path) -> None:
    """The reference sheet as HTML and PDF."""
    document = render_html(tables, options)
    html_path.write_text(document, encoding="utf-8")
    data = pdf_bytes(laid_out_sheet(document), document)
    pdf_path.parent.mkdir(parents=True, exist_ok=True)
    pdf_path.write_bytes(data)
