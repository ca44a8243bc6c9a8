"""How many pages a sheet's PDFs would print on, estimated from its data before any
layout: a sheet past `pdf.max_pages` is not rendered (its layout would take time and
memory in proportion), and its data still publishes."""

from __future__ import annotations

from math import ceil

import pandas as pd

# What an A4 page of the reference sheet holds: table rows, or characters of rule text.
SHEET_ROWS = 50
SHEET_CHARS = 7000
# What a card holds: weapons in the weapons' table, characters of text, table rows.
CARD_WEAPONS = 5
CARD_CHARS = 1000
CARD_ROWS = 20


def estimated_pages(tables: dict[str, pd.DataFrame]) -> int:
    """Pages of paper the reference sheet or the 9-up deck would take, whichever is more."""
    weapons = len(tables["weapons"])
    rows = len(tables["ammunition"]) + len(tables["modifiers"]) + len(tables["roll_tables"])
    rows += tables["reference_tables"][["table_name", "row_index"]].drop_duplicates().shape[0]
    text = int(tables["rules"]["text"].dropna().str.len().sum())
    sheet = ceil((weapons + rows) / SHEET_ROWS + text / SHEET_CHARS)
    cards = ceil(weapons / CARD_WEAPONS + text / CARD_CHARS + rows / CARD_ROWS)
    return max(sheet, ceil(cards / 9), 1)
