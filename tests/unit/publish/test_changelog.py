"""Field-level differences between two releases, as the changelog and changes.json say them."""

import pandas as pd

from pipeline.contract.schema import TABLES, columns
from pipeline.publish.changelog import HEADER, Releases, changelog_section, table_changes, updated_changelog, word_diff

RELEASE = {"version": "1.0.1", "data_hash": "bbb", "schema_version": "1.0.0"}


def weapons(**changes: str) -> pd.DataFrame:
    row = {
        "weapon_id": "antares-algoryn:mag-gun",
        "sheet_id": "antares-algoryn",
        "position": "2",
        "name": "Mag Gun",
        "strength_raw": "1",
        "strength": "1",
    }
    return pd.DataFrame([row | changes, row | {"weapon_id": "antares-algoryn:mag-pistol", "name": "Mag Pistol"}])


def release_tables(**rows: list[dict[str, str]]) -> dict[str, pd.DataFrame]:
    """Every table as read from a published CSV (text, "" for null), with `rows`."""
    return {
        table: pd.DataFrame([{name: row.get(name, "") for name in columns(table)} for row in rows.get(table, [])])
        .reindex(columns=columns(table))
        .astype(str)
        for table in TABLES
    }


SHEET = {"sheet_id": "antares-algoryn", "title": "Algoryn", "source_sha256": "a" * 64}
ERRATUM = {
    "sheet_id": "antares-algoryn",
    "position": "1",
    "target_table": "weapons",
    "target_key": "antares-algoryn:micro-x-launcher:surplomb",
    "field": "Extrême",
    "old_value": '50"',
    "new_value": '60"',
    "document": "Algoryn FAQ v1.1",
    "date": "2026-10-01",
}
LAUNCHER = {"weapon_id": "antares-algoryn:micro-x-launcher:surplomb", "sheet_id": "antares-algoryn"}


def test_changed_added_and_removed_rows_are_keyed():
    old = weapons()
    new = pd.concat([weapons(strength_raw="2", strength="2").iloc[[0]], weapons(weapon_id="x:new").iloc[[0]]])
    changes = table_changes("weapons", old, new)
    assert changes["changed"] == [
        {"key": "antares-algoryn:mag-gun", "field": "strength_raw", "old": "1", "new": "2"},
        {"key": "antares-algoryn:mag-gun", "field": "strength", "old": "1", "new": "2"},
    ]
    assert changes["added"] == ["x:new"] and changes["removed"] == ["antares-algoryn:mag-pistol"]
    assert table_changes("weapons", old, old) == {"added": [], "removed": [], "changed": []}


def test_a_column_added_to_a_table_is_not_a_change_of_every_row():
    new = weapons().assign(notes="printed")
    assert table_changes("weapons", weapons(), new) == {"added": [], "removed": [], "changed": []}


def test_changelog_puts_the_newest_section_first():
    first_changes = {"errata": [], "tables": {"weapons": {"added": [], "removed": [], "changed": []}}}
    first_changes["tables"]["weapons"]["added"] = [
        {"key": key, "name": None, "cause": {"kind": "sheet added", "sheet_id": "antares-algoryn"}}
        for key in ("antares-algoryn:mag-gun", "antares-algoryn:mag-pistol")
    ]
    first = updated_changelog(None, changelog_section(RELEASE | {"version": "1.0.0"}, first_changes))
    assert first.startswith(HEADER) and "## [1.0.0] (data `bbb`)" in first
    assert "First release; schema version 1.0.0." in first and "- `weapons`, sheet added: 2 rows" in first
    change = {"key": "antares-algoryn:mag-gun", "name": "Mag Gun", "field": "strength_raw", "old": "1", "new": "2"}
    change["cause"] = {"kind": "sheet edited", "sheet_id": "antares-algoryn"}
    second_changes = {"errata": [], "tables": {"weapons": {"added": [], "removed": [], "changed": [change]}}}
    second = updated_changelog(first, changelog_section(RELEASE | {"previous_version": "1.0.0"}, second_changes))
    assert second.index("## [1.0.1]") < second.index("## [1.0.0]") and second.count(HEADER) == 1
    assert "Previous release: 1.0.0; schema version 1.0.0." in second
    assert "- `weapons` Mag Gun (`antares-algoryn:mag-gun`), sheet edited:\n  - `strength_raw`: 1 → 2" in second


def test_word_diff_shows_the_changed_words_with_a_little_context():
    old = "Une fois le Cycle rompu, il s'effondre et doit être réétabli. Faites pivoter le dé pour montrer un 1."
    new = old.replace("réétabli", "rétabli")
    assert word_diff(old, new) == "… s'effondre et doit être [-réétabli.-] {+rétabli.+} Faites pivoter le dé …"
    assert word_diff("a b", "a c d") == "a [-b-] {+c d+}"
    assert word_diff("a  b", "a b") == "(spacing only)"


def test_changes_name_their_rows_and_the_errata_that_caused_them():
    band = {"weapon_id": LAUNCHER["weapon_id"], "band_index": "3", "max": "50.0"}
    launcher = LAUNCHER | {"name": "Micro-X Launcher", "mode": "Surplomb"}
    pistol = {"weapon_id": "antares-algoryn:mag-pistol", "sheet_id": "antares-algoryn", "name": "Mag Pistol"}
    old = release_tables(sheets=[SHEET], weapons=[launcher, pistol], weapon_ranges=[band])
    new = release_tables(
        sheets=[SHEET | {"source_sha256": "b" * 64}],
        weapons=[launcher, pistol | {"strength_raw": "2"}],
        weapon_ranges=[band | {"max": "60.0"}],
        errata=[ERRATUM],
    )
    releases = Releases(old, new)
    assert [erratum["document"] for erratum in releases.errata] == ["Algoryn FAQ v1.1"]
    row = releases.row("new", "weapon_ranges", f"{LAUNCHER['weapon_id']} / 3")
    assert row["name"] == "Micro-X Launcher – Surplomb"
    assert row["cause"]["kind"] == "erratum" and row["cause"]["errata"][0]["date"] == "2026-10-01"
    # The erratum's own row says it too; a row no erratum touches: its sheet was edited.
    assert releases.cause("new", "errata", "antares-algoryn / 1")["kind"] == "erratum"
    assert releases.row("new", "weapons", "antares-algoryn:mag-pistol")["cause"]["kind"] == "sheet edited"
    withdrawn = Releases(new, old)
    assert withdrawn.errata[0]["withdrawn"] is True
    roll = ERRATUM | {"target_table": "roll_tables", "target_key": "Dégâts|2", "withdrawn": False}
    assert Releases.target_row(roll) == "antares-algoryn / Dégâts / 2"


def test_a_sheet_read_anew_says_so():
    rule = {"rule_id": "antares-algoryn:cycle", "sheet_id": "antares-algoryn", "name": "Cycle", "text": "a"}
    old = release_tables(sheets=[SHEET], rules=[rule])
    new = release_tables(sheets=[SHEET], rules=[rule | {"text": "b"}])
    assert Releases(old, new).row("new", "rules", "antares-algoryn:cycle") == {
        "key": "antares-algoryn:cycle",
        "name": "Cycle",
        "cause": {"kind": "new reading", "sheet_id": "antares-algoryn"},
    }
