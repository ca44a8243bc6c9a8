"""A sheet's document -> its tables: the one extractor every game goes through.

The game adds only what is its own (`GameRules`): its dice, and a reader of its own
tables (weapons, ammunition) that also links weapons to rules when the sheet is read.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from pipeline.extract.builder import SheetBuilder
from pipeline.extract.entries import names_by_dots
from pipeline.extract.glossary import drop_index_letters, extract_section, strip_page_headers, strip_title_front_matter
from pipeline.extract.records import add_record
from pipeline.extract.sections import Section, group_sections
from pipeline.model.document import Document, Record, Table
from pipeline.model.result import ParseResult


class GameTables(Protocol):
    """A game's reader of its own tables, for one sheet."""

    def take(self, section: Section, table: Table) -> bool:
        """Read `table` if it is one of the game's (weapons, ammunition); True if taken."""

    def finish(self) -> None:
        """After every section: what needs the whole sheet (linking weapons to rules)."""


class GameRules(Protocol):
    """What the extractor needs of a game (a `pipeline.games.GameSpec` is one)."""

    name: str
    default_die: str
    tables: Callable[[SheetBuilder], GameTables] | None


def extract_sheet(document: Document, sheet_id: str, game: GameRules) -> ParseResult:
    builder = SheetBuilder(document, sheet_id, game.name, dot_bullets=names_by_dots(document.blocks))
    own = game.tables(builder) if game.tables is not None else None
    records = [block for block in document.blocks if isinstance(block, Record)]
    for record in records:
        add_record(builder, record, game.default_die)
    blocks = [block for block in document.blocks if not isinstance(block, Record)]
    handle_table = own.take if own is not None else None
    blocks = strip_title_front_matter(strip_page_headers(blocks, builder), builder)
    for section in group_sections(drop_index_letters(blocks, builder)):
        extract_section(builder, section, game.default_die, handle_table)
    if own is not None:
        own.finish()
    return builder.result()
