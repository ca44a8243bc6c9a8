"""One normaliser per game: a `Document` in, contract tables and line coverage out.

Each game's module under pipeline/normalise is named after the game and exposes
`normalise(document, sheet_id) -> ParseResult`.
"""

from __future__ import annotations

import importlib
import importlib.util

from pipeline.document import Document
from pipeline.normalise.builder import ParseResult, SheetBuilder


def normalise(game: str, document: Document, sheet_id: str) -> ParseResult:
    module_name = f"pipeline.normalise.{game}"
    if importlib.util.find_spec(module_name) is None:
        # Until a game has its normaliser, its lines are reported as not yet parsed.
        return SheetBuilder(document, sheet_id).result()
    return importlib.import_module(module_name).normalise(document, sheet_id)
