"""Every table read from every sheet of raw/ and tests/fixtures/sheets/, against its snapshot,
tests/fixtures/expected/<sheet_id>.txt: each row of each table as CSV (its `sheet_id`, the
snapshot's name, left out), and what each source line went to (its coverage, without the
line's text), then what the build reports of it (its report, an item a line, as JSON). The
values in a snapshot are those the values written by hand from its sheet agreed with; a
snapshot is reviewed as a diff when it changes, so a change that moves any value of any sheet
fails here with the lines it moves.

    python -m pytest tests/unit/parse/test_fixture_tables.py --update-snapshots

rewrites the snapshots of the sheets that fail, for review (`git diff tests/fixtures/expected`).
"""

from __future__ import annotations

import difflib
import io
import json

import pytest

from pipeline.contract.validate import checked_tables
from pipeline.model.result import ParseResult
from tests.conftest import FIXTURE_ENTRIES, FIXTURES, PROJECT, manifest, parsed, parsed_fixture

pytestmark = pytest.mark.sweep

EXPECTED = FIXTURES / "expected"
SHEETS = {
    **{sheet_id: ("raw", entry.file) for sheet_id, entry in manifest().items()},
    **{sheet_id: ("tests/fixtures/sheets", entry.file) for sheet_id, entry in FIXTURE_ENTRIES.items()},
}


def tables_text(sheet_id: str, result: ParseResult) -> str:
    """A parse's tables as text, a section per table (by name), then its coverage: each
    row a CSV line under its columns; no section for an empty table. Then its report."""
    sections = []
    for name, frame in [*sorted(result.tables.items()), ("coverage", result.coverage.drop(columns="text"))]:
        if frame.empty:
            continue
        if "sheet_id" in frame and (frame["sheet_id"] == sheet_id).all():
            frame = frame.drop(columns="sheet_id")
        text = io.StringIO()
        frame.to_csv(text, index=False, lineterminator="\n")
        sections.append(f"## {name}\n{text.getvalue()}")
    sections.append("## report\n" + "".join(f"{line}\n" for line in _report_lines(result.report)))
    return "\n".join(sections)


def _report_lines(report: dict) -> list[str]:
    """Each entry of a report a line (`key: value`), an item of a list a line of its own."""
    lines = []
    for key, value in sorted(report.items()):
        if isinstance(value, list):
            lines += [f"{key}:", *(f"  {_json(item)}" for item in value)]
        else:
            lines.append(f"{key}: {_json(value)}")
    return lines


def _json(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True, default=str)


def _parsed(sheet_id: str) -> ParseResult:
    folder, file = SHEETS[sheet_id]
    return parsed(sheet_id) if folder == "raw" else parsed_fixture(file)


@pytest.mark.parametrize("sheet_id", sorted(SHEETS))
def test_the_tables_are_those_of_the_snapshot(sheet_id, request):
    folder, file = SHEETS[sheet_id]
    actual = f"# {folder}/{file}\n\n{tables_text(sheet_id, _parsed(sheet_id))}"
    snapshot = EXPECTED / f"{sheet_id}.txt"
    expected = snapshot.read_text(encoding="utf-8") if snapshot.exists() else ""
    if actual != expected and request.config.getoption("update_snapshots"):
        snapshot.write_text(actual, encoding="utf-8")
        return
    diff = difflib.unified_diff(
        expected.splitlines(), actual.splitlines(), str(snapshot.relative_to(PROJECT)), "parsed", lineterm=""
    )
    assert actual == expected, "\n".join(diff)


@pytest.mark.parametrize("sheet_id", sorted(SHEETS))
def test_the_tables_hold_to_the_contract(sheet_id):
    assert checked_tables(_parsed(sheet_id).rows)[1] == []


def test_every_snapshot_is_of_a_sheet():
    assert sorted(path.stem for path in EXPECTED.glob("*.txt")) == sorted(SHEETS)
