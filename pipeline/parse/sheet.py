"""Parse stage: raw sheet bytes -> contract tables, coverage and a parse report."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pipeline.extract.revisions import read_revisions
from pipeline.extract.sheet import extract_sheet
from pipeline.extract.tables import drop_repeated_headers, join_split_tables, split_at_dice_headers, split_at_headers
from pipeline.games import load_game
from pipeline.model.document import Document, Heading
from pipeline.model.errors import SheetError
from pipeline.model.result import ParseResult
from pipeline.model.sheet import SheetEntry
from pipeline.parse.decode import DecodedSheet, decode_sheet
from pipeline.parse.errata import (
    Erratum,
    apply_row_errata,
    apply_weapon_errata,
    blamed_on_erratum,
    errata_rows,
    load_errata,
)
from pipeline.parse.readers import READER_MODULES, read_sheet


@dataclass(frozen=True)
class ReadSheet:
    """One sheet as read, before extraction: its bytes, its decoded text, and its document
    (the blocks its reader read, as its game and the table steps left them)."""

    data: bytes
    decoded: DecodedSheet
    document: Document
    source: str


def read_text(data: bytes, entry: SheetEntry, source: str | None = None) -> ReadSheet:
    """Pure: the bytes of one sheet -> its document as extraction takes it (errata aside).

    `source` is the file name errors give (default: the manifest's `file`).
    """
    source = source or entry.file
    decoded = decode_sheet(data, source)
    document = read_sheet(decoded.text, source, entry.format)
    game = load_game(entry.game)
    if game.read_blocks is not None:
        game.read_blocks(document)
    read_revisions(document)
    split_at_headers(document, game.is_weapons_table)
    split_at_dice_headers(document)
    drop_repeated_headers(document)
    join_split_tables(document, game.is_weapons_table)
    return ReadSheet(data, decoded, document, source)


def extract_read(read: ReadSheet, entry: SheetEntry, errata: Sequence[Erratum] = ()) -> ParseResult:
    """`read` (which it changes: the errata edit its document) and its errata -> its
    tables, `sheets` and `errata` included."""
    errata = list(errata)
    game = load_game(entry.game)
    weapon_lines = apply_weapon_errata(read.document, errata, game.is_weapons_table)
    try:
        result = extract_sheet(read.document, entry.sheet_id, game)
    except SheetError as error:
        raise blamed_on_erratum(error, errata, weapon_lines) from None
    if not any(result.rows.get(table) for table in CONTENT_TABLES):
        raise _nothing_read(read.decoded.text, read.source, entry, read.document)
    edited = apply_row_errata(result.rows, errata)
    result.rows["errata"] = errata_rows(entry.sheet_id, errata, weapon_lines, edited, result.rows)
    result.report["encoding"] = read.decoded.encoding
    result.rows["sheets"] = [
        {
            "sheet_id": entry.sheet_id,
            "game": entry.game,
            "faction": entry.faction,
            "title": entry.title,
            "language": entry.language,
            "source_file": entry.file,
            "source_sha256": hashlib.sha256(read.data).hexdigest(),
        }
    ]
    return result


def parse_text(
    data: bytes, entry: SheetEntry, source: str | None = None, errata: Sequence[Erratum] = ()
) -> ParseResult:
    """Pure: the bytes of one sheet (and its errata) -> its tables, `sheets` and `errata` included.

    `source` is the file name errors give (default: the manifest's `file`).
    """
    return extract_read(read_text(data, entry, source), entry, errata)


# What a sheet holds: a sheet that gives none of these is read with the wrong reader.
CONTENT_TABLES = ("weapons", "rules", "roll_tables", "modifiers", "reference_tables", "ammunition")


def _content_rows(text: str, source: str, entry: SheetEntry, format_name: str) -> int:
    document = read_sheet(text, source, format_name)
    try:
        rows = extract_sheet(document, entry.sheet_id, load_game(entry.game)).rows
    except SheetError:
        return 0
    return sum(len(rows.get(table, [])) for table in CONTENT_TABLES)


# How many of the headings of a sheet with nothing under them its error names.
_HEADINGS_NAMED = 3


def _only_headings(document: Document) -> str | None:
    """What a sheet made only of headings (a template not yet filled in) holds, to say so;
    None when it holds anything else."""
    headings = [block for block in document.blocks if isinstance(block, Heading)]
    if not headings or len(headings) != len(document.blocks):
        return None
    named = ", ".join(f"{heading.text} (line {heading.line})" for heading in headings[:_HEADINGS_NAMED])
    more = f" and {len(headings) - _HEADINGS_NAMED} more" if len(headings) > _HEADINGS_NAMED else ""
    return f"only headings with nothing under them: {named}{more}"


def _nothing_read(text: str, source: str, entry: SheetEntry, document: Document) -> SheetError:
    """The error for a sheet its reader found nothing in: which other `format` reads it,
    if one does (a Markdown sheet declared `records`, a record list declared `freetext`),
    or that it holds only headings."""
    read = {name: _content_rows(text, source, entry, name) for name in READER_MODULES if name != entry.format}
    best = max(read, key=lambda name: read[name])
    hint = f"; read as `format: {best}` it gives {read[best]} rows" if read[best] else ""
    return SheetError(
        source,
        None,
        f"weapons, rules or tables as a `{entry.format}` sheet writes them (the manifest's `format`)",
        (_only_headings(document) or "none") + hint,
        code="nothing-read",
    )


def parse_sheet(entry: SheetEntry, raw_dir: Path) -> ParseResult:
    path = entry.path(raw_dir)
    errata_path = entry.errata_path(raw_dir)
    errata = load_errata(errata_path) if errata_path.is_file() else []
    return parse_text(path.read_bytes(), entry, str(path), errata)


def coverage_summary(result: ParseResult) -> dict[str, int]:
    counts = result.coverage["kind"].value_counts()
    return {str(kind): int(count) for kind, count in sorted(counts.items())}


def stage_report(result: ParseResult) -> dict[str, Any]:
    """The parse part of a sheet's report: its coverage by kind, its notes, and its rule
    links as the count of exact ones and the fuzzy and unresolved ones in full (a sheet of
    a hundred thousand weapons has hundreds of thousands of exact links, all in its
    `weapon_rules` table already)."""
    links = result.report.get("links", [])
    return {
        "coverage": coverage_summary(result),
        **result.report,
        "links": {
            "exact": sum(1 for link in links if link["match"] == "exact"),
            "fuzzy": [link for link in links if link["match"] == "fuzzy"],
            "unresolved": [link for link in links if link["match"] == "unresolved"],
        },
    }
