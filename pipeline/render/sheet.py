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
from pipeline.render.pdf import write_pdf


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
    return print_template("sheet.html.j2").render(**sheet_context(tables, options))


def render_reference(tables: dict[str, pd.DataFrame], options: PrintOptions, html_path: Path, pdf_path: Path) -> None:
    """The reference sheet as HTML and PDF."""
    document = render_html(tables, options)
    html_path.write_text(document, encoding="utf-8")
    write_pdf(document, pdf_path)
