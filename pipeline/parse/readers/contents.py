"""A table of contents printed without dot leaders, under its title: a word processor's
saved as text (`Composition de l'armée<TAB>1`, the tab its leader), or one a typist lists
(`Sommaire :` over `  1. Liste jouée`). Its entries are no content of the sheet: each names
a heading printed further down, which holds what the entry points to."""

from __future__ import annotations

import re
import unicodedata

# The title a table of contents is printed under (`SOMMAIRE`, `Table des matières :`).
_TITLE = re.compile(r"^(?:sommaire|table des mati[èe]res|contents|table of contents)\s*:?$", re.IGNORECASE)
# An entry: a bullet or an outline number maybe, its title, and its page after a tab or
# a gap of spaces maybe (`2. Construction des listes<TAB>1`, `  - Profils`).
_ENTRY = re.compile(
    r"^\s*(?:[-*•–]\s+|\d{1,2}(?:\.\d{1,2})*[.)]?\s+)?(?P<title>[^\t]*?[^\s\d])(?:(?:\t|\s{2,})+\d{1,4})?\s*$"
)
# A heading's outline number (`1. FORMAT DU TOURNOI`, `2.1 Tir`), no part of its title.
_OUTLINE_NUMBER = re.compile(r"^\s*\d{1,2}(?:\.\d{1,2})*[.)]?\s+")
_MIN_ENTRIES = 2
# The blank lines between the title and its first entry (two where every one is doubled).
_MAX_BLANKS = 2


def _title_key(text: str) -> str:
    """A title to compare with a heading's: without its outline number, case-folded,
    spaces collapsed (`1. FORMAT DU TOURNOI` and `1. Format du tournoi` are one)."""
    text = unicodedata.normalize("NFC", _OUTLINE_NUMBER.sub("", text))
    return " ".join(text.replace("’", "'").casefold().split()).strip(" :")


def _entry_key(line: str) -> str | None:
    match = _ENTRY.match(line)
    return _title_key(match.group("title")) if match else None


def titled_contents(lines: list[str]) -> set[int]:
    """The indexes of each table of contents printed without dot leaders: its title (see
    `_TITLE`) and the run of lines right under it (blank lines after the title allowed),
    two or more, each an entry naming a line printed further down the sheet (a heading)."""
    titles = [index for index, line in enumerate(lines) if _TITLE.match(line.strip().lstrip("#").strip())]
    if not titles:
        return set()
    last = {_title_key(line): index for index, line in enumerate(lines) if line.strip()}
    found: set[int] = set()
    for title in titles:
        start = title + 1
        while start < len(lines) and start <= title + _MAX_BLANKS and not lines[start].strip():
            start += 1
        entries = _entries_naming_headings(lines, start, last)
        if len(entries) >= _MIN_ENTRIES:
            found.update([title, *entries])
    return found


def _entries_naming_headings(lines: list[str], start: int, last: dict[str, int]) -> list[int]:
    """The lines from `start` on, up to a blank line, while each names a line printed after
    it (`last`: the index of the last line each title key is printed on)."""
    entries: list[int] = []
    for index in range(start, len(lines)):
        key = _entry_key(lines[index]) if lines[index].strip() else None
        if not key or last.get(key, -1) <= index:
            break
        entries.append(index)
    return entries
