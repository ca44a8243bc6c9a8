"""The marks a sheet revised by errata carries, read as the sheet now stands, line for line
(every function keeps the lines where they are, so that rows, errors and coverage still point
at the sheet's own lines, whose printed text coverage keeps):

- Markdown's strike-through (`~~ancien~~ nouveau`): the struck text is no longer the sheet's;
  a line wholly struck holds no content (`struck`);
- a value's former reading printed beside it (`13 (ancien 12)`, `(anciennement Visée
  précise)`, `(corrigé : c'était …)`, `(remplace le Bouclier d'assaut)`, `-2 → -3`): the current reading alone;
- revision marks on a name, a heading or a cell (`(modifié)`, `(NOUVEAU)`, `NOUVEAU`, `[MAJ
  v1.2]`, `(E)`, a bare `[à vérifier]`), and a table's last column of them (`MAJ`): dropped;
- an entry marked removed (`SUPPRIMÉ` ending its line): no content (`struck_out`), a removed
  heading's section with it.

A table's row struck or removed is left whole to `extract.revisions.read_revisions`, which
takes it out of its table: blanked here, it would cut the table in two. A section listing the
changes (`ERRATA`, `HISTORIQUE DES VERSIONS`) is set aside by its heading (see
`glossary.is_change_log`).
"""

from __future__ import annotations

import re

from pipeline.extract.revisions import (
    ARROW,
    CHANGE_MARK,
    FORMER_WORDS,
    REMOVAL_WORDS,
    STRUCK,
    STRUCK_OUT,
    is_struck_out,
)

# A former reading in parentheses, anywhere in a line: `(ancien 12)`, `(ancien : VIT + 3")`,
# `(anciennement Visée précise)`, `(ancien nom : Piétinement lourd)`, `(corrigé : c'était « à
# droite » en v1)`.
_FORMER = re.compile(rf"\s*\((?:{FORMER_WORDS})(?!\w)[^()]*\)", re.IGNORECASE)
# `-2 → -3`, `10 -> 12`, `80/+3 → 60/+3`: a value's former reading (a token holding a digit)
# before an arrow.
_ARROW = re.compile(rf"[^\s→⇒⟶|]*\d[^\s→⇒⟶|]*\s*{ARROW}\s*(?=[-+]?\d)")
_ARROWS = ("→", "->", "=>", "⇒", "⟶")
# A change mark (`CHANGE_MARK`) not glued to a word; `NOUVEAU` written in capitals as a word
# of its own ending a name (the word in a sentence is lower-case).
_MARK = re.compile(rf"\s*(?<!\w)(?:{CHANGE_MARK})", re.IGNORECASE)
_CAPITAL_MARK = re.compile(r"\s*\b(?:NOUVEAU|NOUVELLE)\b(?=\s*(?:$|[-:–\t]))")
# A cell holding a mark alone (a `MAJ` column's), and such a column's header: fewer words
# than `CHANGE_MARK`'s, as a cell `E` or `New` alone may be a value.
_MARK_CELL = re.compile(r"^\s*(?:modifiée?s?|nouveau|nouvelle|maj)(?: v?[0-9][0-9.]*)?\s*$", re.IGNORECASE)
_MARK_HEADER = re.compile(r"^\s*(?:MAJ|Màj|Errata|Modif\.?)\s*$", re.IGNORECASE)
# `SUPPRIMÉ` (or `(SUPPRIMÉ)`, `[SUPPRIMÉE]`) ending a line or a row's last cell.
_REMOVED = re.compile(r"[\s\t]*[(\[]?SUPPRIM[ÉE]E?S?[)\]]?\s*$")
# `ÉTAPE 3- (supprimé en v1.2 : …)`: an entry whose text is only the note of its removal.
_REMOVED_NOTE = re.compile(rf"^[^()]*[-:–]\s*\((?:{REMOVAL_WORDS})\b[^()]*\)\s*$", re.IGNORECASE)


def _is_heading(line: str) -> bool:
    """A line in capitals (`ÉTATS`, `DOUBLE FRAPPE`): what opens a section of these sheets."""
    letters = [char for char in line if char.isalpha()]
    return len(letters) >= 3 and all(char.isupper() for char in letters) and "\t" not in line.strip()


def _section_end(lines: list[str], index: int) -> int:
    """The index of the next heading after a blank line past `index` (or the sheet's end)."""
    blank = False
    for later in range(index + 1, len(lines)):
        if not lines[later].strip():
            blank = True
        elif blank and _is_heading(lines[later]):
            return later
    return len(lines)


def _current_cells(line: str) -> str:
    """A tab row with its revision marks' cells emptied (the cells stay, so columns do)."""
    cells = line.split("\t")
    return "\t".join("" if _MARK_CELL.match(cell) or _MARK_HEADER.match(cell) else cell for cell in cells)


# A line saying only that what is above it was removed: `SUPPRIMÉ en v1.2 (voir Errata).`,
# `(retirée en v2)`.
_REMOVAL_NOTE = re.compile(rf"^\s*[(\[]?\s*(?:{REMOVAL_WORDS})\b[^~]{{0,60}}$", re.IGNORECASE)
# A list item's marker, before what it holds.
_BULLET = re.compile(r"^\s*(?:[-*•◦▪–]|\d{1,2}[.)])\s+")


def _is_table_row(line: str) -> bool:
    return "\t" in line.strip() or line.lstrip().startswith("|")


def as_it_now_stands(line: str) -> str:
    """A line without its struck passages, former readings and revision marks."""
    if "~~" in line:
        line = STRUCK.sub("", line)
    if "(" in line or "[" in line:
        line = _FORMER.sub("", _MARK.sub("", line))
    if any(arrow in line for arrow in _ARROWS):
        line = _ARROW.sub("", line)
    if "NOUVE" in line:
        line = _CAPITAL_MARK.sub("", line)
    if "\t" in line:
        line = _current_cells(line)
    return line


def _strike_end(lines: list[str], index: int) -> int:
    """The index of the line closing a strike `lines[index]` opens and leaves open (`- ~~**Nom.**
    texte` over `suite.~~ SUPPRIMÉ`, a hard wrap), within its paragraph; `index` if none."""
    if lines[index].count("~~") % 2 == 0:
        return index
    for later in range(index + 1, min(index + _STRIKE_LINES, len(lines))):
        if not lines[later].strip():
            break
        if lines[later].count("~~") % 2 == 1:
            return later
    return index


# A strike wrapped over more lines than this is not looked for.
_STRIKE_LINES = 6


def revised_lines(lines: list[str], skipped: dict[int, str]) -> list[str]:
    """The lines as the sheet now stands (see the module's docstring); the numbers of those
    that hold no content any more are added to `skipped` with what they are."""
    lines = list(lines)
    index = 0
    while index < len(lines):
        line = lines[index]
        if _is_table_row(line):
            if "SUPPRIM" in line or "upprim" in line or "~~" in line:
                # A row struck or removed is left whole to `read_revisions`.
                struck_row = is_struck_out(_BULLET.sub("", line)) or _REMOVED.search(line)
                if struck_row or not any(char.isalnum() for char in as_it_now_stands(line)):
                    index += 1
                    continue
            lines[index] = as_it_now_stands(line)
            index += 1
            continue
        # A strike wrapped onto the next lines is read whole: what it strikes is all of them.
        last = _strike_end(lines, index)
        text = " ".join(part.strip() for part in lines[index : last + 1])
        current = as_it_now_stands(text)
        # A line that said something and says nothing once its struck text is gone, or only
        # that it was removed (`- ~~**Forage.** …~~ (retirée en v2)`).
        emptied = any(char.isalnum() for char in text) and not any(char.isalnum() for char in current)
        emptied = emptied or ("~~" in text and is_struck_out(_BULLET.sub("", text)))
        removed = ("upprim" in text and _REMOVED_NOTE.match(text)) or ("SUPPRIM" in text and _REMOVED.search(text))
        if removed and "SUPPRIM" in text and last == index and _is_heading(_REMOVED.sub("", text)):
            end = _section_end(lines, index)
        elif removed or emptied:
            end = last + 1
            # What says it was removed, wrapped onto the next line (`… ciblée.~~` over `SUPPRIMÉ
            # en v1.2.`), goes with it: no text of the entry above.
            while end < len(lines) and _REMOVAL_NOTE.match(lines[end]):
                end += 1
            # And a removal note opened on it in parentheses (`~~…~~ (retirée`) to its close.
            opened = STRUCK.sub("", text).count("(") - STRUCK.sub("", text).count(")")
            while opened > 0 and end < len(lines) and lines[end].strip():
                opened += lines[end].count("(") - lines[end].count(")")
                end += 1
        else:
            lines[index] = as_it_now_stands(line)
            index += 1
            continue
        for blanked in range(index, end):
            if lines[blanked].strip():
                skipped[blanked + 1] = STRUCK_OUT
            lines[blanked] = ""
        index = end
    return lines
