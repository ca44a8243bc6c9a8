"""The reference sheet of one sheet: weapons, modifiers, dice tables, grids and glossary."""

from __future__ import annotations

from pathlib import Path

import pandas as pd

from pipeline.render.context import DEFAULT_OPTIONS, PrintOptions, print_template, sheet_context
from pipeline.render.pdf import write_pdf


def render_html(tables: dict[str, pd.DataFrame], options: PrintOptions = DEFAULT_OPTIONS) -> str:
    return print_template("sheet.html.j2").render(**sheet_context(tables, options))


def render_reference(tables: dict[str, pd.DataFrame], options: PrintOptions, html_path: Path, pdf_path: Path) -> None:
    """The reference sheet as HTML and PDF."""
    document = render_html(tables, options)
    html_path.write_text(document, encoding="utf-8")
    write_pdf(document, pdf_path)
