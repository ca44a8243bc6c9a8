"""Metamorphic: a variant of a sheet (tests/variants.py) that keeps its meaning extracts to
the same tables as the sheet itself: same ids, values and links (`source_line`, `*_raw`
columns and the coverage line numbers aside). The sheets are the five of `raw/`, each with
every variant, and the hand-written sheets of tests/fixtures/sheets/ (its sheets.yaml),
sheets of the same families from other tools that no reader was written for, each with a
fixed half of the variants unless `VARIANTS_FULL=1` (see `_in_matrix`)."""

from __future__ import annotations

import os
import pickle
import zlib
from dataclasses import dataclass
from functools import cache

import pandas as pd
import pytest

from pipeline.contract.schema import TABLES
from pipeline.model.result import ParseResult
from pipeline.model.sheet import SheetEntry
from pipeline.parse.decode import decode_sheet
from pipeline.parse.sheet import extract_read, read_text
from tests.conftest import FIXTURE_ENTRIES, FIXTURE_SHEETS, RAW, manifest
from tests.variants import ALIKE_SPELLINGS, ORDER_CHANGES, TEXT_CHANGES, VARIANTS

# Columns that say where or how a value was printed, not what it is.
_WHERE = {"source_line"}
# Tables about the file rather than its content.
_SKIPPED = {"sheets", "errata"}


def _dropped(text_change, reordered: bool) -> set[str]:
    return _WHERE | ({"text_plain"} if text_change else set()) | ({"position"} if reordered else set())


def comparable(
    tables: dict[str, pd.DataFrame], text_change=None, reordered: bool = False, alike=None
) -> dict[str, pd.DataFrame]:
    """The tables as strings, sorted, without the columns that say where a value was printed.
    `text_change`: how the variant rewrote printed text that rule texts quote; the Markdown
    is compared as rewritten the same way, its plain twin (which lost those marks) not at all.
    `reordered`: the variant changed the order of the sheet, positions not compared.
    `alike`: spellings the variant may print either way (`'` and `’`), each value as one."""
    out = {}
    for table, frame in tables.items():
        if table in _SKIPPED:
            continue
        dropped = _dropped(text_change, reordered)
        kept = [column for column in frame.columns if column not in dropped and not column.endswith("_raw")]
        frame = frame[kept].astype("string").fillna("<null>")
        if alike is not None:
            frame = frame.apply(lambda column: column.map(alike))
        if text_change is not None and "text" in frame.columns:
            frame["text"] = frame["text"].map(text_change)
        out[table] = frame.sort_values(kept, kind="stable").reset_index(drop=True)
    return out


def _plain(value: object) -> object:
    if value is None or (isinstance(value, float) and value != value):
        return "<null>"
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


def _rows(rows: list[dict], text_change=None, reordered: bool = False, alike=None) -> list[tuple[str, ...]]:
    """The parser's rows as `comparable` sees them (sorted, without the columns that say
    where a value was printed), from its plain values: building the typed frames of a
    thousand cases would cost minutes. A difference here is checked again on the frames,
    which decide and make the failure's message."""
    dropped = _dropped(text_change, reordered)
    out = []
    for row in rows:
        values = []
        for column, value in sorted(row.items()):
            if column in dropped or column.endswith("_raw"):
                continue
            if text_change is not None and column == "text" and isinstance(value, str):
                value = text_change(value)
            if alike is not None and isinstance(value, str):
                value = alike(value)
            values.append((column, repr(_plain(value))))
        out.append(tuple(value for value in values if value[1] != "'<null>'"))
    return sorted(out)


# The original's rows as each kind of variant compares them: the same for most variants of
# a sheet, so worked out once. Keyed by the original's id: the originals are cached for the
# whole run (`raw_original`, `fixture_original`), so an id never stands for two of them.
_ORIGINAL_ROWS: dict[tuple, list[tuple[str, ...]]] = {}


def _original_rows(original: ParseResult, table: str, change, reordered: bool, alike) -> list[tuple[str, ...]]:
    key = (id(original), table, change, reordered, alike)
    if key not in _ORIGINAL_ROWS:
        _ORIGINAL_ROWS[key] = _rows(original.rows.get(table, []), change, reordered, alike)
    return _ORIGINAL_ROWS[key]


_ORIGINAL_RUNS: dict[int, int] = {}


def _original_runs(original: ParseResult) -> int:
    if id(original) not in _ORIGINAL_RUNS:
        _ORIGINAL_RUNS[id(original)] = _unparsed_runs(original.coverage)
    return _ORIGINAL_RUNS[id(original)]


def _unchanged(text: str) -> str:
    return text


def _found_rows(result: ParseResult, original: ParseResult, table: str, change, reordered: bool, alike) -> list:
    """The variant's rows as `_rows` gives them; the original's own, worked out once, when
    the variant has the original's tables (`read_variant`)."""
    if result is original:
        return _original_rows(original, table, change, reordered, alike)
    return _rows(result.rows.get(table, []), change, reordered, alike)


def assert_reads_the_same(result: ParseResult, original: ParseResult, variant: str, label: str) -> None:
    change = TEXT_CHANGES.get(variant)
    found_change = _unchanged if change else None
    reordered = variant in ORDER_CHANGES
    alike = ALIKE_SPELLINGS.get(variant)
    for table in TABLES:
        if table in _SKIPPED:
            continue
        if _found_rows(result, original, table, found_change, reordered, alike) == _original_rows(
            original, table, change, reordered, alike
        ):
            continue
        expected = comparable({table: original.tables[table]}, change, reordered, alike)
        found = comparable({table: result.tables[table]}, found_change, reordered, alike)
        assert table in found, f"{label} / {variant}: no {table} table"
        pd.testing.assert_frame_equal(found[table], expected[table], obj=f"{label} / {variant} / {table}")
    assert _unparsed_runs(result.coverage) == _original_runs(original)


def _unparsed_runs(coverage: pd.DataFrame) -> int:
    """How many passages nothing took: runs of unparsed lines one under the other count
    once, as a variant may wrap one such paragraph onto two lines (its meaning unchanged)."""
    lines = sorted(coverage.loc[coverage["kind"] == "unparsed", "source_line"])
    return sum(1 for index, line in enumerate(lines) if index == 0 or line != lines[index - 1] + 1)


@dataclass(frozen=True)
class Original:
    """A sheet's tables, and its decoded text and its document as read (pickled), to know a
    variant that decodes or reads to them."""

    result: ParseResult
    text: str
    document: bytes


def original_of(data: bytes, entry: SheetEntry) -> Original:
    read = read_text(data, entry)
    document = pickle.dumps(read.document)  # before extraction, which changes it
    return Original(extract_read(read, entry), read.decoded.text, document)


def read_variant(data: bytes, entry: SheetEntry, original: Original) -> ParseResult:
    """The variant's tables. Reading and extraction are pure functions of the decoded text
    and the entry: a variant that decodes to the original's very text (another encoding,
    other line endings or spaces, or a variant with nothing to change in this sheet), or
    reads to its very document, has the original's tables; only the others are read or
    extracted. Documents are compared pickled, so that every attribute of every block
    counts, not only the dataclass fields."""
    if decode_sheet(data, entry.file).text == original.text:
        return original.result
    read = read_text(data, entry)
    if pickle.dumps(read.document) == original.document:
        return original.result
    return extract_read(read, entry)


@cache
def raw_original(sheet_id: str) -> Original:
    entry = manifest()[sheet_id]
    return original_of((RAW / entry.file).read_bytes(), entry)


@pytest.mark.sweep
@pytest.mark.parametrize("variant", sorted(VARIANTS))
@pytest.mark.parametrize("sheet_id", sorted(manifest()))
def test_a_variant_extracts_to_the_same_tables(sheet_id, variant):
    entry = manifest()[sheet_id]
    text = (RAW / entry.file).read_text(encoding="utf-8")
    original = raw_original(sheet_id)
    result = read_variant(VARIANTS[variant](text, entry.format, entry.file), entry, original)
    assert_reads_the_same(result, original.result, variant, sheet_id)


# (sheet, variant) pairs of the fixture sheets that do not read the same yet, with why: a
# known defect (or a variant that changes what the sheet says). None today; strict, so a
# pair listed here that comes to read the same fails until its line goes.
KNOWN_VARIANT_FAILURES: dict[tuple[str, str], str] = {
    ("antares-isorian-wiki", "bold_lead_style"): (
        "the SP rule's text holds `**Attention :**`, a lead the reader writes for the admonition "
        '`!!! warning "Attention"`: the variant swaps it to `**Attention.**` in the expected text, '
        "but the sheet has no bold lead for it to swap, so the read text rightly stays `**Attention :**`"
    ),
    ("antares-ghar-sphinx", "bold_lead_style"): (
        "the same as the wiki's: `**Révolte des Parias :**` is the lead the reader writes for the "
        "directive `.. admonition:: Révolte des Parias`, which the variant cannot swap in the sheet"
    ),
    ("antares-isorian-discord", "underscore_emphasis"): (
        "Discord's underline around bold, `__**RÈGLES SPÉCIALES**__`, becomes `____RÈGLES SPÉCIALES____`: "
        "a run of four underscores, which neither Discord nor Markdown reads as emphasis"
    ),
    # Sheets after errata: limits of reading errata line by line (pipeline/parse/readers/revisions.py).
    ("warmachine-mercenaires-discord-barre", "hard_wrapped"): (
        "a `~~…~~` strike wrapped over two lines is not matched line by line, so the struck text is kept"
    ),
    ("warmachine-mercenaires-discord-barre", "pdf_copy"): (
        "a `~~…~~` strike wrapped over two lines is not matched line by line, so the struck text is kept"
    ),
    # Footnoted and next-faction sheets: a name given twice as a whole rule in two sections (`Tir en cloche` among
    # the weapons' abilities and under another heading), or a record given twice: an item links
    # to the first in the sheet's order, and a record's text is told by its place, which moving
    # the sections changes (a strict xfail of
    # tests/unit/games/infinity/test_footnotes_and_cross_references.py says what is left).
    ("warmachine-khador-jacks-rng", "reordered_sections"): (
        "a name given twice as a whole rule in two sections: its items link to the first one, not once moved"
    ),
    ("warmachine-protectorat-pdf-notes", "reordered_sections"): (
        "a name given twice as a whole rule in two sections: its items link to the first one, not once moved"
    ),
    ("epic-eldars-notes-renvois", "reordered_sections"): (
        "a record given twice (`Esquive (X+)`, the second adding to the first) is two rules told by their order"
    ),
    # Sheets typed with their own habits: a heading of an empty section, moved.
    ("infinity-phalanx-gsheets-saut-de-page", "reordered_sections"): (
        "`Mécanique de jeu :`, a heading with nothing under it before the next heading, moved right "
        "under the order reserve's bullets reads as a line closing them, not as a heading: the variant "
        "changes what the sheet says there"
    ),
    ("infinity-combinee-libreoffice-hative", "reordered_sections"): (
        "the same `Mécanique de jeu :` heading with nothing under it, moved right under the order "
        "reserve's bullets, reads as their closing line: the variant changes what the sheet says there"
    ),
    # The change logs of the sheets after errata are set aside by their section's heading
    # (`glossary.is_change_log`), wherever the sections stand: their reordered variants
    # read the same.
}


def test_at_least_twelve_kinds_of_variant():
    assert len(VARIANTS) >= 12


@cache
def fixture_text(sheet_id: str) -> str:
    """The fixture sheet as text, whatever its encoding (the variants re-encode it)."""
    entry = FIXTURE_ENTRIES[sheet_id]
    return decode_sheet((FIXTURE_SHEETS / entry.file).read_bytes(), entry.file).text


@cache
def fixture_original(sheet_id: str) -> Original:
    return original_of(fixture_text(sheet_id).encode("utf-8"), FIXTURE_ENTRIES[sheet_id])


def fixture_parsed(sheet_id: str) -> ParseResult:
    return fixture_original(sheet_id).result


def _fixture_case(sheet_id: str, variant: str) -> object:
    reason = KNOWN_VARIANT_FAILURES.get((sheet_id, variant))
    marks = [pytest.mark.xfail(reason=reason, strict=True)] if reason else []
    return pytest.param(sheet_id, variant, marks=marks, id=f"{sheet_id}-{variant}")


# The fixture sheets run half the variants each by default, a fixed half drawn from the
# pair's name: every variant still reads seventy-five sheets or more, every sheet six variants
# or more (fourteen on average), and
# `make test` stays well under CI's time as sheets are added. `VARIANTS_FULL=1` runs every
# pair (after a change to the readers: `VARIANTS_FULL=1 .venv/bin/python -m pytest
# tests/unit/parse/test_variants.py`). The real sheets always run every variant; so do the pairs
# known to fail, whose strict marks must keep being checked.
_FULL_MATRIX = os.environ.get("VARIANTS_FULL") == "1"


def _in_matrix(sheet_id: str, variant: str) -> bool:
    drawn = zlib.crc32(f"{sheet_id}/{variant}".encode()) % 2 == 0
    return _FULL_MATRIX or drawn or (sheet_id, variant) in KNOWN_VARIANT_FAILURES


@pytest.mark.sweep
@pytest.mark.parametrize(
    ("sheet_id", "variant"),
    [
        _fixture_case(sheet_id, variant)
        for sheet_id in sorted(FIXTURE_ENTRIES)
        for variant in sorted(VARIANTS)
        if _in_matrix(sheet_id, variant)
    ],
)
def test_a_variant_of_a_new_sheet_extracts_to_the_same_tables(sheet_id, variant):
    entry = FIXTURE_ENTRIES[sheet_id]
    original = fixture_original(sheet_id)
    result = read_variant(VARIANTS[variant](fixture_text(sheet_id), entry.format, entry.file), entry, original)
    assert_reads_the_same(result, original.result, variant, sheet_id)


def test_the_fixture_manifest_declares_every_fixture_sheet():
    files = {path.name for path in FIXTURE_SHEETS.iterdir() if path.name != "sheets.yaml"}
    assert files == {entry.file for entry in FIXTURE_ENTRIES.values()}
    assert len(files) >= 50
