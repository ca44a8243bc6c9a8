"""What a sheet revised by errata leaves in its cells and names: the old value beside the
current one (`13 → 14`, `4 (ancien 3)`), marks saying a value or an entry changed (`(E)`,
`(modifié)`, `[MAJ v1.2]`, `NOUVEAU`), and entries marked removed (`SUPPRIMÉ`, `~~Nom~~`).
The readers keep the value as it now stands and never read a removed entry as a live one."""

from __future__ import annotations

import re

# `13 → 14`, `80/+3 -> 60/+3`, `TR -3 → -6`: the token before the arrow is the old value.
_CHANGED_TO = re.compile(r"[^\s→⇒]+\s*(?:→|⇒|->)\s*(?=\S)")
# `4 (ancien 3)`, `-6 (avant -9)`, `(anc. 11)`, `(auparavant 3 socles)`: the old value, noted.
_OLD_VALUE = re.compile(r"\s*\(\s*(?:ancien(?:ne)?|anc\.|avant|auparavant|était)\b[^()]*\)", re.IGNORECASE)
# `(E)`, `(modifié)`, `(modifié 1.3)`, `(NOUVEAU)`, `[MAJ v1.2]`, `NOUVEAU` after a name.
_CHANGE_MARK = re.compile(
    r"\s*(?:\(\s*(?:E|modifi[ée]e?s?\b[^()]*|nouveau|nouvelle)\s*\)|\[\s*MAJ\b[^\]]*\]|\bNOUVEAU\b|\bNOUVELLE\b)",
    re.IGNORECASE,
)
# A name renamed in place: `Fusil Combi (anciennement Fusil d'assaut)`, `(ex-Spitfire)`.
_FORMER_NAME = re.compile(r"\s*\(\s*(?:anciennement|ex-|ex\s|autrefois)[^()]*\)", re.IGNORECASE)
# `SUPPRIMÉ`, `SUPPRIMÉE (errata v1.2)`, `(supprimé)`: an entry the errata removed.
_REMOVED = re.compile(r"\bsupprim[ée]e?s?\b", re.IGNORECASE)
_REMOVED_IN_PARENTHESES = re.compile(r"\(\s*" + _REMOVED.pattern, re.IGNORECASE)
_REMOVED_NOTE = re.compile(r"\s*\(\s*" + _REMOVED.pattern + r"[^()]*\)", re.IGNORECASE)
_STRUCK = re.compile(r"^~~.+~~$")
# A trailing `*` after a number: the mark of a changed value (`14*`), not a note of its own.
_MARKED_NUMBER = re.compile(r"(?<=[0-9])\s*\*$")


def current_value(cell: str) -> str:
    """A cell as it now stands: `13 → 14` -> `14`; `4 (ancien 3)` -> `4`; `-3 (E)` -> `-3`."""
    text = _OLD_VALUE.sub("", _CHANGED_TO.sub("", cell))
    return _CHANGE_MARK.sub("", text).strip()


def current_number(cell: str) -> str:
    """A value ending in a number as it now stands, its change mark dropped too: `14*` ->
    `14`, `TR -6*` -> `TR -6`."""
    return _MARKED_NUMBER.sub("", current_value(cell))


def current_name(name: str) -> str:
    """A name without its change marks, its former name or its removal mark:
    `Sentinelle NOUVEAU` -> `Sentinelle`; `Fusil Combi (anciennement Fusil d'assaut)` -> `Fusil Combi`."""
    text = _FORMER_NAME.sub("", _CHANGE_MARK.sub("", name))
    text = _REMOVED_NOTE.sub("", text)
    return text.strip()


def is_removed(cells: list[str]) -> bool:
    """An entry the errata removed: its name struck through (`~~Nom~~`), or a cell saying so
    (`SUPPRIMÉ`, `Nom (SUPPRIMÉ)`, `SUPPRIMÉ en v1.2 : …`) at its start."""
    named = [cell.strip() for cell in cells if cell.strip()]
    if not named:
        return False
    if _STRUCK.match(named[0]):
        return True
    return any(
        _REMOVED.match(cell) or re.search(r"\(\s*" + _REMOVED.pattern, cell, re.IGNORECASE) for cell in named[:2]
    )
