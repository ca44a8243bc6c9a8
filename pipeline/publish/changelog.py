"""What changed between two published releases of output/data, kept as
output/reports/CHANGELOG.md (newest first, one section per version) and changes.json
(the last release's changes, machine-readable, with the same information).

Rows are keyed by their table's primary key and named as printed (a weapon's name and
mode, a rule's name; a band or rule item by its weapon). Each change says its cause: the
errata entries (document, date) it comes from, or that the sheet was edited, added or
removed, or, the raw sheet being the same, that it was read anew (code or schema change).
A long text change shows the words that changed, with a little context.
"""

from __future__ import annotations

import difflib
import io
import shutil
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

import pandas as pd

from pipeline.contract.frames import sheet_ids
from pipeline.contract.schema import TABLES, columns, foreign_keys, primary_key
from pipeline.files import Streamed, write_json
from pipeline.publish.versioning import Release

HEADER = """# Changelog

What changed in the published data (`output/data/`), newest first: one section per
release, headed by its version (and the hash of its data), rows keyed by their stable ids
and named as printed, each change with its cause (the errata entry, or the sheet edited).
Written by the publish step; see also `changes.json` for the last release in
machine-readable form.
"""
# Past this many rows, an added or removed set is counted rather than listed.
LIST_LIMIT = 10
# Added or removed rows are made this many at a time as they are written.
ROWS_AT_ONCE = 4096
# A text longer than this shows its changed words rather than both versions whole.
LONG_TEXT = 80
# Unchanged words kept on each side of a change in a word diff.
CONTEXT_WORDS = 4
EMPTY = "(vide)"
# The cause of a change when the raw sheet is the same and no erratum is new.
NEW_READING = "new reading"
# The errata columns that say what an erratum is, whatever its position in the file.
ERRATUM_IDENTITY = ("sheet_id", "target_table", "target_key", "field", "old_value", "new_value", "document", "date")


def _read(data_dir: Path, table: str) -> pd.DataFrame | None:
    path = data_dir / f"{table}.csv"
    if not path.is_file():
        return None
    return pd.read_csv(path, dtype=str, keep_default_na=False)


def key_of(values: list[Any]) -> str:
    return " / ".join(str(value) for value in values)


def _keyed(frame: pd.DataFrame | None, table: str) -> pd.DataFrame:
    """The table indexed by its primary key written `a / b / c`, all values as text; the
    columns it was published with (plus any key column it lacked)."""
    frame = frame if frame is not None else pd.DataFrame(columns=columns(table), dtype=str)
    missing = [name for name in primary_key(table) if name not in frame.columns]
    frame = frame.reindex(columns=[*frame.columns, *missing], fill_value="").astype(str)
    return frame.set_axis(key_column(frame, primary_key(table)), axis=0)


def key_column(frame: pd.DataFrame, names: list[str]) -> pd.Index:
    """`key_of` of each row's `names` (text columns), computed column-wise."""
    if not len(frame):
        return pd.Index([], dtype=str)
    first, *rest = (frame[name] for name in names)
    return pd.Index(first.str.cat(rest, sep=" / ") if rest else first)


def table_changes(table: str, old: pd.DataFrame | None, new: pd.DataFrame | None) -> dict[str, Any]:
    """Rows added, removed and changed (field, old -> new) between two CSV readings of a
    table; fields are compared where both releases have the column (a column added or
    removed is a schema change, said once)."""
    found = keyed_changes(_keyed(old, table), _keyed(new, table))
    return found | {"added": found["added"].tolist(), "removed": found["removed"].tolist()}


def keyed_changes(before_all: pd.DataFrame, after_all: pd.DataFrame) -> dict[str, Any]:
    """`table_changes` of two keyed tables (see `_keyed`), the keys added and removed as
    sorted indexes."""
    shared = [name for name in after_all.columns if name in before_all.columns]
    common = before_all.index.intersection(after_all.index).sort_values()
    before, after = before_all.loc[common, shared], after_all.loc[common, shared]
    differs = before.ne(after)
    changed = []
    for key in differs.index[differs.any(axis=1)]:
        for field in shared:
            if differs.at[key, field]:
                changed.append({"key": key, "field": field, "old": before.at[key, field], "new": after.at[key, field]})
    return {
        "added": _sorted_keys(after_all.index.difference(before_all.index, sort=False)),
        "removed": _sorted_keys(before_all.index.difference(after_all.index, sort=False)),
        "changed": changed,
    }


def _sorted_keys(keys: pd.Index) -> pd.Index:
    # Code-point order, as `sorted` gives for Python strings (and UTF-8 bytes sort alike).
    return keys.sort_values() if len(keys) else keys


def word_diff(old: str, new: str, context: int = CONTEXT_WORDS) -> str:
    """The changed words of a long text: `… kept [-old words-] {+new words+} kept …`."""
    before, after = old.split(), new.split()
    opcodes = difflib.SequenceMatcher(None, before, after, autojunk=False).get_opcodes()
    if all(tag == "equal" for tag, *_ in opcodes):
        return "(spacing only)"
    parts: list[str] = []
    for number, (tag, i1, i2, j1, j2) in enumerate(opcodes):
        if tag != "equal":
            parts += [f"[-{' '.join(before[i1:i2])}-]"] if i2 > i1 else []
            parts += [f"{{+{' '.join(after[j1:j2])}+}}"] if j2 > j1 else []
            continue
        words = before[i1:i2]
        head = words[:context] if number > 0 else []
        tail = words[-context:] if number < len(opcodes) - 1 else []
        if len(head) + len(tail) < len(words):
            parts += [*head, "…", *tail]
        else:
            parts += words
    return " ".join(parts)


class Releases:
    """Both releases' tables, keyed: names rows and says why they changed."""

    def __init__(self, old: dict[str, pd.DataFrame | None], new: dict[str, pd.DataFrame | None]) -> None:
        self.frames = {
            side: {table: _keyed(tables.get(table), table) for table in TABLES}
            for side, tables in (("old", old), ("new", new))
        }
        self._names: dict[tuple[str, str], pd.Series] = {}
        self._sheets: dict[tuple[str, str], pd.Series] = {}
        self._causes: dict[tuple[str, str | None], dict[str, Any]] = {}
        self.errata = self._errata_changes()
        self._touched = self._rows_touched_by_errata()

    def names(self, side: str, table: str) -> pd.Series:
        """key -> the row as printed: its `name` (and `mode`) or `title`, else the name of the
        row its first foreign key points at (a band or rule item: its weapon); absent if none."""
        if (side, table) not in self._names:
            frame = self.frames[side][table]
            named: pd.Series = pd.Series(dtype=str)
            if "name" in frame.columns or "title" in frame.columns:
                named = frame["name" if "name" in frame.columns else "title"]
                if "mode" in frame.columns:
                    named = named.where(frame["mode"] == "", named + " – " + frame["mode"])
            else:
                key = next((k for k in foreign_keys(table) if k.target != table and len(k.fields) == 1), None)
                if key is not None and key.target in TABLES:
                    named = frame[key.fields[0]].map(self.names(side, key.target)).dropna()
            named = named.dropna()
            self._names[(side, table)] = named[named != ""]
        return self._names[(side, table)]

    def forget(self, table: str) -> None:
        """Drop the names and sheets looked up for `table`'s rows (made again if asked)."""
        for side in ("old", "new"):
            self._names.pop((side, table), None)
            self._sheets.pop((side, table), None)

    def sheets(self, side: str, table: str) -> pd.Series:
        """key -> the sheet of the row."""
        if (side, table) not in self._sheets:
            self._sheets[(side, table)] = sheet_ids(self.frames[side], table).dropna()
        return self._sheets[(side, table)]

    def _errata_changes(self) -> list[dict[str, Any]]:
        """Errata entries new in this release, and those withdrawn (`withdrawn` true)."""
        identities = {}
        for side in ("old", "new"):
            frame = self.frames[side]["errata"]
            present = [name for name in ERRATUM_IDENTITY if name in frame.columns]
            identities[side] = {tuple(row[name] for name in present): row for row in frame.to_dict("records")}
        return [
            identities[side][identity] | {"withdrawn": side == "old"}
            for side, other in (("new", "old"), ("old", "new"))
            for identity in identities[side]
            if identity not in identities[other]
        ]

    @staticmethod
    def target_row(erratum: dict[str, Any]) -> str:
        """The key of the row an erratum corrects: its target_key (`table_name|roll_from`),
        preceded by its sheet when the target table's key begins with the sheet."""
        key, target = primary_key(erratum["target_table"]), erratum["target_key"]
        if len(key) == 1:
            return target
        if key[0] == "sheet_id":
            return key_of([erratum["sheet_id"], *target.rsplit("|", len(key) - 2)])
        return key_of(target.rsplit("|", len(key) - 1))

    def target_name(self, erratum: dict[str, Any]) -> str | None:
        return self.names("old" if erratum["withdrawn"] else "new", erratum["target_table"]).get(
            self.target_row(erratum)
        )

    def _rows_touched_by_errata(self) -> dict[tuple[str, str, str], list[dict[str, Any]]]:
        """(side, table, key) -> the errata that correct the row, or the row it refers to."""
        touched: dict[tuple[str, str, str], list[dict[str, Any]]] = {}
        for erratum in self.errata:
            if erratum.get("target_table") not in TABLES:
                continue
            target, row = erratum["target_table"], self.target_row(erratum)
            # The errata row itself, the row it corrects, and the rows that refer to that one.
            own = key_of([erratum.get(name, "") for name in primary_key("errata")])
            for side, frames in self.frames.items():
                keys = [("errata", own), (target, row)]
                for table in TABLES:
                    for key in foreign_keys(table):
                        if key.target == target and len(key.fields) == 1 and key.fields[0] in frames[table].columns:
                            column = frames[table][key.fields[0]]
                            keys += [(table, found) for found in column.index[column == row]]
                for table, found in keys:
                    touched.setdefault((side, table, found), []).append(erratum)
        return touched

    def cause(self, side: str, table: str, key: str, sheet: str | None = None) -> dict[str, Any]:
        """Why a row changed: errata, or what happened to its sheet (`sheet`, looked up
        when not given)."""
        errata = self._touched.get((side, table, key))
        if errata:
            return {
                "kind": "erratum",
                "errata": [
                    {name: erratum[name] for name in ("document", "date", "sheet_id", "position", "field", "withdrawn")}
                    for erratum in errata
                ],
            }
        if sheet is None:
            sheet = self.sheets(side, table).get(key)
        old_sheets, new_sheets = self.frames["old"]["sheets"], self.frames["new"]["sheets"]
        if sheet is None:
            kind = NEW_READING
        elif sheet not in old_sheets.index:
            kind = "sheet added"
        elif sheet not in new_sheets.index:
            kind = "sheet removed"
        elif old_sheets.at[sheet, "source_sha256"] != new_sheets.at[sheet, "source_sha256"]:
            kind = "sheet edited"
        else:  # the same raw sheet read anew: the code or a schema changed
            kind = NEW_READING
        # One object per (kind, sheet), shared by its rows: a new sheet of a hundred
        # thousand rows has one cause, not a hundred thousand copies of it.
        return self._causes.setdefault((kind, sheet), {"kind": kind, "sheet_id": sheet})

    def row(self, side: str, table: str, key: str) -> dict[str, Any]:
        return {"key": key, "name": self.names(side, table).get(key), "cause": self.cause(side, table, key)}

    def rows(self, side: str, table: str, keys: pd.Index) -> Streamed:
        """`row` of each key, made as they are written: a new sheet of a hundred thousand
        rows is never a hundred thousand row objects at once."""

        def make() -> Iterator[dict[str, Any]]:
            names = self.names(side, table).reindex(keys)
            sheets = self.sheets(side, table).reindex(keys)
            for start in range(0, len(keys), ROWS_AT_ONCE):
                part = slice(start, start + ROWS_AT_ONCE)
                for key, name, sheet in zip(
                    keys[part].tolist(), names.iloc[part].tolist(), sheets.iloc[part].tolist(), strict=True
                ):
                    yield {
                        "key": key,
                        "name": name if isinstance(name, str) else None,
                        "cause": self.cause(side, table, key, sheet if isinstance(sheet, str) else None),
                    }
            self.forget(table)

        return Streamed(make)


def as_published_text(frames: dict[str, pd.DataFrame]) -> dict[str, pd.DataFrame | None]:
    """Typed tables as `_read` reads their CSV files: the same text, cell for cell."""
    return {
        table: pd.read_csv(
            io.StringIO(frame.to_csv(index=False, lineterminator="\r\n")), dtype=str, keep_default_na=False
        )
        for table, frame in frames.items()
    }


def release_changes(
    previous_dir: Path,
    new_dir: Path,
    tables_of_changed_sheets: tuple[dict[str, pd.DataFrame], dict[str, pd.DataFrame]] | None = None,
) -> dict[str, Any]:
    """The new and withdrawn errata, and per table with any change its added, removed and
    changed rows, each named and with its cause.

    `tables_of_changed_sheets` (old, new), when publish knows which sheets changed: the
    rows of those sheets only, typed; the others have no change to find."""
    if tables_of_changed_sheets is None:
        old = {table: _read(previous_dir, table) for table in TABLES}
        new = {table: _read(new_dir, table) for table in TABLES}
    else:
        old, new = (as_published_text(frames) for frames in tables_of_changed_sheets)
    releases = Releases(old, new)
    del old, new  # the keyed copies in `releases` are all that is needed from here
    errata = [
        erratum | {"target_row": releases.target_row(erratum), "target_name": releases.target_name(erratum)}
        if erratum.get("target_table") in TABLES
        else erratum
        for erratum in releases.errata
    ]
    tables = {}
    for table in TABLES:
        found = keyed_changes(releases.frames["old"][table], releases.frames["new"][table])
        if any(len(found[kind]) for kind in ("added", "removed", "changed")):
            changed = []
            for change in found["changed"]:
                if max(len(change["old"]), len(change["new"])) > LONG_TEXT:
                    change = change | {"word_diff": word_diff(change["old"], change["new"])}
                changed.append(releases.row("new", table, change["key"]) | change)
            tables[table] = {
                "added": releases.rows("new", table, found["added"]),
                "removed": releases.rows("old", table, found["removed"]),
                "changed": changed,
            }
        # A table's lookups are large for a large sheet: made again when its rows are written.
        releases.forget(table)
    return {"errata": errata, "tables": tables}


# --- CHANGELOG.md


def _named(row: dict[str, Any]) -> str:
    return f"{row['name']} (`{row['key']}`)" if row.get("name") else f"`{row['key']}`"


def cause_text(cause: dict[str, Any]) -> str:
    if cause["kind"] == NEW_READING:
        return "same sheet read anew (code or schema changed)"
    if cause["kind"] != "erratum":
        return cause["kind"]
    return "; ".join(
        f"erratum {'withdrawn ' if erratum['withdrawn'] else ''}{erratum['document']}, {erratum['date']}"
        for erratum in cause["errata"]
    )


def _value(text: str) -> str:
    """A value on one line of the changelog (a text's line breaks as spaces)."""
    return " ".join(text.split()) or EMPTY


def _changed_lines(table: str, changed: list[dict[str, Any]]) -> list[str]:
    """One item per row, its fields below: `old → new`, or the word diff of a long text."""
    lines: list[str] = []
    current = None
    for change in changed:
        if change["key"] != current:
            current = change["key"]
            lines.append(f"- `{table}` {_named(change)}, {cause_text(change['cause'])}:")
        shown = change.get("word_diff") or f"{_value(change['old'])} → {_value(change['new'])}"
        lines.append(f"  - `{change['field']}`: {shown}")
    return lines


def _row_set_lines(table: str, rows: Iterable[dict[str, Any]], count_only: bool) -> list[str]:
    """Added or removed rows of a table, by cause: listed by name, or counted when many."""
    counts: dict[str, int] = {}
    named: dict[str, list[str]] = {}
    for row in rows:
        cause = cause_text(row["cause"])
        counts[cause] = counts.get(cause, 0) + 1
        if counts[cause] <= LIST_LIMIT:
            named.setdefault(cause, []).append(_named(row))
    lines = []
    for cause, count in counts.items():
        listed = f"{count} rows" if count_only or count > LIST_LIMIT else ", ".join(named[cause])
        lines.append(f"- `{table}`, {cause}: {listed}")
    return lines


def _erratum_line(erratum: dict[str, Any]) -> str:
    target = _named({"key": erratum.get("target_row", erratum["target_key"]), "name": erratum.get("target_name")})
    note = f" ({erratum['note']})" if erratum.get("note") else ""
    withdrawn = "withdrawn: " if erratum["withdrawn"] else ""
    return (
        f"- {withdrawn}{erratum['document']}, {erratum['date']} (`{erratum['sheet_id']}` entry {erratum['position']}): "
        f"`{erratum['target_table']}` {target}, {erratum['field']}: {_value(erratum['old_value'])} → "
        f"{_value(erratum['new_value'])}{note}"
    )


def _schema_lines(schema: dict[str, Any]) -> list[str]:
    said = (
        ("added_tables", "table added"),
        ("added_columns", "column added"),
        ("removed_tables", "table removed"),
        ("removed_columns", "column removed"),
        ("retyped_columns", "column type changed"),
        ("rekeyed_tables", "primary key changed"),
    )
    lines = [f"- {label}: `{name}`" for key, label in said for name in schema.get(key, [])]
    if not lines and schema.get("edited_tables"):
        lines.append("- descriptions or constraints edited: " + ", ".join(f"`{t}`" for t in schema["edited_tables"]))
    return lines


def changelog_section(release: dict[str, Any], changes: dict[str, Any]) -> str:
    """The section of one release: its version, why it moved, errata, then rows changed,
    added and removed."""
    lines = [f"## [{release['version']}] (data `{release['data_hash']}`)", ""]
    previous = release.get("previous_version")
    if previous:
        previous_hash = release.get("previous_data_hash")
        lines.append(
            f"Previous release: {previous}"
            + (f" (data `{previous_hash}`)" if previous_hash else "")
            + f"; schema version {release['schema_version']}."
        )
    else:
        lines.append(f"First release; schema version {release['schema_version']}.")
    tables = changes["tables"]
    blocks = {
        "Schema": _schema_lines(release.get("schema", {})),
        "Errata": [_erratum_line(erratum) for erratum in changes["errata"]],
        "Changed": [line for table, found in tables.items() for line in _changed_lines(table, found["changed"])],
    }
    # Errata rows are said in their own block above.
    for heading, kind in (("Added", "added"), ("Removed", "removed")):
        blocks[heading] = [
            line
            for table, found in tables.items()
            if table != "errata"
            for line in _row_set_lines(table, found[kind], count_only=previous is None)
        ]
    for heading, entries in blocks.items():
        if entries:
            lines += ["", f"### {heading}", "", *entries]
    return "\n".join(lines) + "\n"


def updated_changelog(previous_text: str | None, section: str) -> str:
    """Insert `section` as the newest entry of the changelog."""
    body = (previous_text or HEADER).split("\n## [", 1)
    older = "## [" + body[1] if len(body) > 1 else ""
    return HEADER + "\n" + section + ("\n" + older if older else "")


def write_changelog(
    output_dir: Path,
    data_dir: Path,
    reports_dir: Path,
    release: Release,
    tables_of_changed_sheets: tuple[dict[str, pd.DataFrame], dict[str, pd.DataFrame]] | None = None,
) -> None:
    """Carry the changelog over, with a new section when the release has a new version
    (see `release_changes` for `tables_of_changed_sheets`)."""
    previous_reports, previous_data = output_dir / "reports", output_dir / "data"
    previous_log = previous_reports / "CHANGELOG.md"
    previous_text = previous_log.read_text(encoding="utf-8") if previous_log.is_file() else None
    previous_changes = previous_reports / "changes.json"
    if not release.changed:  # nothing new: the changelog stays as it was
        (reports_dir / "CHANGELOG.md").write_text(previous_text or HEADER, encoding="utf-8")
        if previous_changes.is_file():
            shutil.copyfile(previous_changes, reports_dir / "changes.json")
        else:
            write_json(reports_dir / "changes.json", release.as_json() | {"errata": [], "tables": {}})
        return
    changes = release_changes(previous_data, data_dir, tables_of_changed_sheets)
    section = changelog_section(release.as_json(), changes)
    (reports_dir / "CHANGELOG.md").write_text(updated_changelog(previous_text, section), encoding="utf-8")
    write_json(reports_dir / "changes.json", release.as_json() | changes)
