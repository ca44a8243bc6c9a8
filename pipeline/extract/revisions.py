"""A sheet revised by errata, as its volunteers mark the changes in place: the value as it
now stands, never the old one beside it, and no removed row or entry read as a live one.

- `~~1~~ 2`, `1 → 2` (or `->`, `=>`, `⇒`), `2 (ancien 1)` in a table's cell: the cell is its
  new value (`2`);
- a change mark after or before a value or a name (`[MAJ v1.2]`, `(modifié)`, `(E)`,
  `NOUVEAU`, `[à vérifier]`) is no part of it;
- a table row whose name cell is struck through (`~~Mag Gun~~`) or says it was removed
  (`Flitter Bombs (SUPPRIMÉ)`), and a bullet or paragraph struck through whole (`~~**Nom.**
  texte~~ SUPPRIMÉ en v2`), are set aside as `struck_out`: their lines stay in the report
  with their text, in no table.
"""

from __future__ import annotations

import re

from pipeline.model.document import Document, Heading, Item, Paragraph, Table, TableRow

# The marks of a revision, shared by the line pass (`parse.readers.revisions`) and this
# cell-and-row pass, each building from them the patterns of its own context.

# `~~ancien~~`: a struck passage, Markdown's (no space just inside its marks; not a code
# fence's `~~~`).
STRUCK = re.compile(r"(?<!~)~~(?![~\s])(?P<old>[^~]+?)(?<!\s)~~(?!~)")
# What a former reading printed beside the current one opens with: `(ancien 12)`, `(anc.
# 150")`, `(anciennement Visée précise)`, `(corrigé : c'était …)`, `(remplace le …)`.
FORMER_WORDS = r"anciens?|anciennes?|anciennement|anc\.|corrigée?|remplace|remplaçant"
# From a former reading to the current one: `-2 → -3`, `10 -> 12`.
ARROW = r"(?:→|->|=>|⇒|⟶)"
# What says a thing was removed: `SUPPRIMÉ en v1.2`, `(retirée en v2, …)`.
REMOVAL_WORDS = r"supprim[ée]e?s?|retir[ée]e?s?"

_REMOVAL = re.compile(rf"\b(?:{REMOVAL_WORDS}|obsol[èe]tes?|removed|deleted)\b", re.IGNORECASE)
# `1 → 2`, `20" → 24"`, `-1 → -2`: a short old value, an arrow, the new one (a cell that
# says more, `VI 2 → 3, portée 24"`, is a text telling the change, kept as it is).
_OLD_TO_NEW = re.compile(rf"^(?P<old>[^→⇒⟶\s][^→⇒⟶]{{0,11}}?)\s*{ARROW}\s*(?P<new>[^→⇒⟶\s][^→⇒⟶]{{0,11}})$")
# `2 (ancien 1)`, `200" (anc. 150")`, `+2 For (avant : +1)`: in a cell, where no sentence
# runs, `avant` and the like open a former reading too.
_WAS = re.compile(
    rf"^(?P<new>.*?\S)\s*\((?:{FORMER_WORDS}|avant|était|auparavant|précédemment)\s*:?\s*[^()]*\)$",
    re.IGNORECASE,
)
# The words of a change mark: an update's (`(màj après la FAQ de septembre)`), which any
# words may follow, others, which only a version or what changed after a colon may
# (`(modifié : n ajouté)`, `[NOUVEAU v2]`), and a compiler's doubt (`[à vérifier]`). `(E)`
# only in capitals: `allié(e)`, a word written for both genders, is none.
_UPDATE_WORDS = r"maj|màj|m\.a\.j\.?|mise à jour"
_CHANGE_WORDS = r"modifi[ée]e?s?|nouveau|nouvelle|new|errata|(?-i:E)|ajout[ée]e?s?"
_DOUBT_WORDS = r"à vérifier|a verifier|vérifier"


def _marks_of(words: str) -> str:
    """A change mark in parentheses or brackets opening with an update's word or `words`."""
    return (
        rf"\(\s*(?:(?:{_UPDATE_WORDS})(?!\w)[^()]*|(?:{words})(?:\s*[:,]\s*[^()]*|\s+v?[0-9][^()]*)?\s*)\)"
        rf"|\[\s*(?:{_UPDATE_WORDS}|{words})(?![\w-])[^\[\]]*\]"
    )


# A change mark in running text: `(modifié)`, `(MAJ v2)`, `(E)`, `[MAJ v1.2]`, and a doubt
# only bare (`[à vérifier]`): one saying what to check (`[à vérifier : -3 dans la VO ?]`) is
# the compiler's remark, kept.
CHANGE_MARK = rf"{_marks_of(_CHANGE_WORDS)}|[(\[]\s*(?:{_DOUBT_WORDS})\s*[)\]]"
# At either end of a name or a value: a change mark, a doubt (a value holds no remark),
# `NOUVEAU` (in capitals, `NOUVEAU (v2)`) as a word of its own, and a renamed thing's old
# name after its new one (`Frag Borer (ex-Rock Borer)`, `(anciennement Lien)`).
_MARK = re.compile(
    r"\(\s*(?:ex-|ex\s|anciennement\b|ancien nom\b|renomm[ée]e?\b)[^()]*\)|"
    rf"{_marks_of(f'{_CHANGE_WORDS}|{_DOUBT_WORDS}')}|(?<![\w-])(?-i:NOUVEAU)(?:\s*\(v?[0-9][^()]*\))?(?![\w-])",
    re.IGNORECASE,
)
_LEADING_MARK = re.compile(rf"^(?:{_MARK.pattern})\s*", re.IGNORECASE)
_TRAILING_MARK = re.compile(rf"\s*(?:{_MARK.pattern})$", re.IGNORECASE)
STRUCK_OUT = "struck_out"


def without_revision_marks(text: str) -> str:
    """`Phase Carbine [MAJ v1.2]` -> `Phase Carbine`; `Brouillage IMTel (modifié)` ->
    `Brouillage IMTel`: the change marks at either end of a name or a value dropped. `NOUVEAU`
    counts only in capitals (`Nouveau Monde` is a name)."""
    previous = None
    while previous != text:
        previous = text
        text = _TRAILING_MARK.sub("", text)
        text = _LEADING_MARK.sub("", text)
        text = text.strip()
    return text or previous


def current_cell(cell: str) -> str:
    """A table cell as it now stands: the struck old value, the old value before an arrow or
    in `(ancien …)`, and the change marks left out (`~~1~~ 2` -> `2`). A cell struck through
    whole stays as it is (see `is_struck_out`)."""
    text = cell.strip()
    if not text:
        return cell
    unstruck = STRUCK.sub("", text).strip()
    if unstruck and unstruck != text:
        text = " ".join(unstruck.split())
    arrow = _OLD_TO_NEW.match(text)
    if arrow:
        text = arrow.group("new").strip()
    was = _WAS.match(text)
    if was:
        text = was.group("new")
    text = without_revision_marks(text)
    return cell if text == cell.strip() else text


# A trailing `*` after a number: the mark of a changed value (`14*`), no note of its own.
_MARKED_NUMBER = re.compile(r"(?<=[0-9])\s*\*$")


def current_number(cell: str) -> str:
    """A value ending in a number as it now stands, its change mark dropped too: `14*` ->
    `14`, `TR -6*` -> `TR -6`, `-3 → -6` -> `-6` (a cell's `*` calling a note is kept in
    its printed text: this is for the number read from it)."""
    return _MARKED_NUMBER.sub("", current_cell(cell).strip())


def is_struck_out(text: str) -> bool:
    """A name or an entry struck through whole (`~~Mag Gun~~`, `~~**Forage.** texte~~ (retirée
    en v2)`), what follows the strike saying at most that it was removed."""
    stripped = text.strip()
    found = STRUCK.match(stripped)
    if found is None:
        return False
    rest = stripped[found.end() :].strip().lstrip("([–—-: ")
    return not rest or bool(_REMOVAL.match(rest))


def _says_removed(name: str) -> bool:
    """`Flitter Bombs (SUPPRIMÉ)`, `Mag Gun [retiré]`: a name carrying its removal."""
    return bool(re.search(rf"[(\[]\s*{_REMOVAL.pattern}[^()\[\]]*[)\]]\s*$", name, re.IGNORECASE))


# A cell saying its row was removed (`SUPPRIMÉ`, `SUPPRIMÉ en v1.2`, `(supprimée)`): a
# revision column's, or the last cell of the row. Not `retiré`: a cell of the game's own
# says that of a figure (`Retiré comme perte`).
_REMOVED_CELL = re.compile(r"^\s*[(\[]?\s*supprim[ée]e?s?\b[^|\t]{0,30}$", re.IGNORECASE)


def is_removed_row(row: TableRow) -> bool:
    """A row whose name is struck whole or says it was removed, or with a cell saying so."""
    return bool(row.cells) and (
        is_struck_out(row.cells[0]) or _says_removed(row.cells[0]) or any(_REMOVED_CELL.match(c) for c in row.cells)
    )


# `~~1-2~~ 1-3`, `~~+1~~ +2 For`: a struck old number right before its new one.
_STRUCK_BEFORE_VALUE = re.compile(r"~~(?!\s)[^~]{0,11}[0-9][^~]{0,11}(?<!\s)~~\s+(?=[+\-−]?[0-9])")
# A heading's or a title line's change mark: short, one line, no sentence.
_TITLE_LENGTH = 80


# `2-7* = +1 dé d'ordre`: a roll opening a line, marked as changed by a `*` glued to it.
_MARKED_ROLL = re.compile(r"^(?P<roll>[0-9]+(?:\s*[-–—]\s*[0-9]+)?)\*+(?=\s*[=:–—-]\s)")


def _new_values(text: str) -> str:
    """A line's struck old values before their new ones left out, and the change mark of a
    roll opening it: the line as it now stands (a struck passage with no new value after it
    stays, visibly struck)."""
    return _MARKED_ROLL.sub(r"\g<roll>", _STRUCK_BEFORE_VALUE.sub("", text))


def _is_title_line(block: Item | Paragraph) -> bool:
    text = block.text.strip()
    return not block.more_lines and len(text) <= _TITLE_LENGTH and not text.endswith((".", ":", "!", "?"))


def read_revisions(document: Document) -> None:
    """Every table cell as it now stands, and the rows and entries struck out set aside
    (accounted for as `struck_out`), before any table or entry is read."""
    kept = []
    for block in document.blocks:
        if isinstance(block, Table):
            rows = [block.rows[0]] if block.rows else []
            for row in block.rows[1:]:
                if is_removed_row(row):
                    _set_aside(document, [row.line, *row.more_lines])
                    continue
                row.cells = [current_cell(cell) for cell in row.cells]
                rows.append(row)
            block.rows = rows
        elif isinstance(block, Item | Paragraph):
            if is_struck_out(block.text):
                _set_aside(document, block.lines)
                continue
            block.text = _new_values(block.text)
            if _is_title_line(block):
                block.text = without_revision_marks(block.text)
        elif isinstance(block, Heading):
            block.text = without_revision_marks(block.text)
        kept.append(block)
    document.blocks = kept


def _set_aside(document: Document, lines: list[int]) -> None:
    for line in lines:
        document.skipped[line] = STRUCK_OUT
