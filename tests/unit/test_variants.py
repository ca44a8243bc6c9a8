"""Metamorphic: every variant of every sheet (tests/variants.py) that keeps its meaning
extracts to the same tables as the sheet itself: same ids, values and links
(`source_line`, `*_raw` columns and the coverage line numbers aside)."""

from __future__ import annotations

import pandas as pd
import pytest

from pipeline.contract.schema import TABLES
from pipeline.parse.sheet import parse_text
from tests.conftest import RAW, manifest, parsed
from tests.variants import TEXT_CHANGES, VARIANTS

# Columns that say where or how a value was printed, not what it is.
_WHERE = {"source_line"}
# Tables about the file rather than its content.
_SKIPPED = {"sheets", "errata"}


def comparable(tables: dict[str, pd.DataFrame], text_change=None) -> dict[str, pd.DataFrame]:
    """The tables as strings, sorted, without the columns that say where a value was printed.
    `text_change`: how the variant rewrote printed text that rule texts quote; the Markdown
    is compared as rewritten the same way, its plain twin (which lost those marks) not at all."""
    out = {}
    for table, frame in tables.items():
        if table in _SKIPPED:
            continue
        dropped = _WHERE | ({"text_plain"} if text_change else set())
        kept = [column for column in frame.columns if column not in dropped and not column.endswith("_raw")]
        frame = frame[kept].astype("string").fillna("<null>")
        if text_change is not None and "text" in frame.columns:
            frame["text"] = frame["text"].map(text_change)
        out[table] = frame.sort_values(kept, kind="stable").reset_index(drop=True)
    return out


@pytest.mark.parametrize("variant", sorted(VARIANTS))
@pytest.mark.parametrize("sheet_id", sorted(manifest()))
def test_a_variant_extracts_to_the_same_tables(sheet_id, variant):
    entry = manifest()[sheet_id]
    text = (RAW / entry.file).read_text(encoding="utf-8")
    result = parse_text(VARIANTS[variant](text, entry.format), entry)
    change = TEXT_CHANGES.get(variant)
    expected = comparable(parsed(sheet_id).tables, change)
    found = comparable(result.tables, (lambda text: text) if change else None)
    for table in TABLES:
        if table in expected:
            pd.testing.assert_frame_equal(found[table], expected[table], obj=f"{sheet_id} / {variant} / {table}")
    assert (result.coverage["kind"] == "unparsed").sum() == (parsed(sheet_id).coverage["kind"] == "unparsed").sum()


def test_at_least_twelve_kinds_of_variant():
    assert len(VARIANTS) >= 12
