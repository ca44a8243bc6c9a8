"""Every non-blank line of every sheet, the five of `raw/` and the hand-written ones of
tests/fixtures/sheets/, is in its coverage once, with what it went to: the README's
promise for `coverage.parquet`, whatever the sheet set aside (page numbers, `---`
separators, a heading's underline, a spreadsheet's empty rows)."""

from __future__ import annotations

import pytest

from pipeline.model.result import ParseResult
from tests.conftest import RAW, manifest, parsed
from tests.unit.parse.test_variants import FIXTURE_ENTRIES, fixture_parsed, fixture_text

pytestmark = pytest.mark.sweep


def _assert_every_line_covered(text: str, result: ParseResult) -> None:
    nonblank = [number for number, line in enumerate(text.replace("\r\n", "\n").split("\n"), 1) if line.strip()]
    lines = result.coverage["source_line"].tolist()
    assert sorted(lines) == nonblank
    assert result.coverage["kind"].notna().all()


@pytest.mark.parametrize("sheet_id", sorted(FIXTURE_ENTRIES))
def test_every_line_of_a_fixture_sheet_is_in_its_coverage(sheet_id):
    _assert_every_line_covered(fixture_text(sheet_id), fixture_parsed(sheet_id))


@pytest.mark.parametrize("sheet_id", sorted(manifest()))
def test_every_line_of_a_real_sheet_is_in_its_coverage(sheet_id):
    _assert_every_line_covered((RAW / manifest()[sheet_id].file).read_text(encoding="utf-8"), parsed(sheet_id))


def test_lines_set_aside_say_what_they_are():
    def kinds(sheet_id: str):
        return fixture_parsed(sheet_id).coverage.set_index("source_line")["kind"]

    assert kinds("warmachine-cryx-pdf")[20] == "page_furniture"  # Page 1 / 3
    assert kinds("antares-ghar-parias")[10] == "heading_underline"  # ====== under the title
    assert kinds("epic-tau")[9] == "separator"  # --- between records
    assert kinds("infinity-panoceanie-excel-fr")[3] == "empty_row"  # ;;;;;;;;;;;;
