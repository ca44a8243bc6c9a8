"""Titans (tests/fixtures/sheets/epic-titans.txt), a new Epic sheet, read to the values written
by hand from it: every record and the rules named inside a description, the build report's
findings and lines."""

from __future__ import annotations

from tests.hand_written import result, tables, valid

# --- Epic: Titans (tests/fixtures/sheets/epic-titans.txt) -------------------------------


def test_titan_reports_and_lines():
    parsed = result("epic-titans")
    empty = sorted(entry["name"] for entry in parsed.report["empty_descriptions"])
    assert empty == ["Charge Lourde", "Tir Rapide"]
    assert parsed.report["stray_markup"] == [
        {"rule_id": "epic-titans:reacteur-instable", "removed": 2, "source_line": 28}
    ]
    assert tables("epic-titans")["roll_tables"].empty  # `sur un 6`, `Sur un 4+`: conditions, no table
    assert (parsed.coverage["kind"] == "rule").all()
    valid("epic-titans")
