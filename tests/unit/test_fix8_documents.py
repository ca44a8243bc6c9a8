"""Eighth sweep, Markdown and free-text sheets: what the metamorphic variants showed the
readers got wrong (tests/unit/test_variants.py), each checked on a small sheet."""

from __future__ import annotations

from typing import Any

import pandas as pd

from pipeline.model.result import ParseResult
from pipeline.model.sheet import SheetEntry
from pipeline.parse.sheet import parse_text


def parse(text: str, game: str = "antares", fmt: str = "markdown") -> ParseResult:
    return parse_text(text.encode(), SheetEntry(f"{game}-test", "test.txt", game, None, "Test", fmt))


def rows(frame: pd.DataFrame, columns: list[str]) -> list[tuple[Any, ...]]:
    picked = frame[columns].astype(object).where(frame[columns].notna(), None)
    return [tuple(row) for row in picked.itertuples(index=False)]


def test_a_grid_table_whose_rows_lost_their_alignment_reads_by_its_pipes():
    # The rows re-spaced (a tool or a hand taking the padding out): their pipes no longer
    # stand under the borders' `+`, the row's own pipes part its cells.
    text = (
        "# X\n\n## Modificateurs de tir\n\n+-------------------------+----------------+\n"
        "| Situation | Modificateur |\n+=========================+================+\n"
        "| Cible en couvert léger | -1 Acc |\n+-------------------------+----------------+\n"
        "| Ordre Fire | +1 Acc |\n+-------------------------+----------------+\n"
    )
    parsed = parse(text)
    assert rows(parsed.tables["modifiers"], ["name", "value", "value_num"]) == [
        ("Cible en couvert léger", "-1 Acc", -1),
        ("Ordre Fire", "+1 Acc", 1),
    ]
    assert parsed.tables["reference_tables"].empty
