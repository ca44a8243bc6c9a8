"""Field-level differences between two releases, as the changelog and changes.json say them."""

import pandas as pd

from pipeline.publish.changelog import HEADER, changelog_section, table_changes, updated_changelog


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


def test_changelog_puts_the_newest_section_first():
    first = updated_changelog(
        None, changelog_section("aaa", None, {"weapons": table_changes("weapons", None, weapons())})
    )
    assert first.startswith(HEADER) and "## [aaa]" in first and "- `weapons`: 2 rows" in first
    changes = {"weapons": table_changes("weapons", weapons(), weapons(strength_raw="2"))}
    second = updated_changelog(first, changelog_section("bbb", "aaa", changes))
    assert second.index("## [bbb]") < second.index("## [aaa]")
    assert "- `weapons` `antares-algoryn:mag-gun`: `strength_raw` 1 → 2" in second
