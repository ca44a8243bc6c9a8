"""Text wrapped onto several lines, as a hard-wrapped file or a copy from a PDF leaves it,
read back as the one paragraph it was; and the page numbers and separator lines that hold
no content. Shared by the block and record readers."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from collections.abc import Set as AbstractSet
from itertools import pairwise

# A line that only numbers a page, as a copy from a PDF leaves them: `12`, `Page 13`,
# `- 4 -`, `p. 7`, `3/12`.
# `3/12`, `3 sur 12`, `3 de 12`, `3 of 12`: the page and the count of pages.
# ` / 12`, ` sur 12`: the count of pages after a page's number.
OF_PAGES = r"(?:\s*/\s*|\s+(?:sur|de|of)\s+)\d{1,4}"
_PAGE_NUMBER = re.compile(rf"^[-–—\s]*(?:(?:page|p\.)\s*)?\d{{1,4}}(?:{OF_PAGES})?[-–—\s]*$", re.IGNORECASE)
# A word cut by hyphenation at the end of a line (`ﬁgu-`): a letter, then the hyphen.
_CUT_WORD = re.compile(r"[^\W\d_]-$")
# A line of wrapped text is at least this long; one that ends a sentence ends so.
_FULL_LINE = 55
_SENTENCE_ENDS = (".", ":", ";", "!", "?", "»", ")", "…")
# What may close a line after its last word: emphasis, a word processor's tags.
_CLOSING_MARKS = re.compile(r"(?:\[/?[^\]\s]+\]|[*_\s])+$")
# An item of a lettered or numbered list (`a) …`, `b. …`, `iv) …`), or a numbered step typed
# in lower case (`étape 2- Si…`, `phase 3 : …`): a line of its own, though it starts in
# lower case.
_ENUMERATION = re.compile(r"^(?:(?:[a-z]|[ivx]{1,4})[).]\s|(?:étape|etape|phase)\s*\d+\s*[-–—:.)])")


# `---`, `***`, `___`, `===`: a rule between parts, or the underline of the line above.
_RULE_LINE = re.compile(r"^\s*(?:([-*_=])\s*){3,}$")


def is_rule_line(line: str) -> bool:
    """A line that only separates parts (`---`, `* * *`, `===`, reStructuredText's `~~~` and
    `^^^`): no content of its own."""
    return bool(_RULE_LINE.match(line) or _ADORNMENT_LINE.match(line))


# reStructuredText underlines its deeper sections with `~~~` and `^^^` (after `===` and
# `---`); `#`, `+`, a backquote would be Markdown's headings, TOML's fence, a code fence.
_ADORNMENT_LINE = re.compile(r"^\s*([~^])\1{2,}\s*$")


def underline_depth(line: str) -> int:
    """The heading depth an underline gives the line above it: `===` as `#`, `---` as `##`,
    reStructuredText's further adornments (`~~~`, `^^^`) deeper."""
    mark = line.strip()[:1]
    return {"=": 1, "-": 2}.get(mark, 3)


def is_page_number(line: str) -> bool:
    """A line that only numbers a page; a tab row when its one filled cell does so in
    words or dashes (`<TAB><TAB>Page 2<TAB>`, a spreadsheet's page printed in a cell), a
    lone number or `3/12` in a row being a value of its table."""
    if "\t" not in line:
        return bool(_PAGE_NUMBER.match(line))
    filled = [cell for cell in line.split("\t") if cell.strip()]
    return len(filled) == 1 and _PAGE_NUMBER.match(filled[0]) is not None and _SPELT_PAGE.search(filled[0]) is not None


# What spells a page number out rather than stating a value: a word (`Page`, `sur`) or a dash.
_SPELT_PAGE = re.compile(r"[^\d\s/]")


# A line saying that what it ends goes on overleaf, as a sheet printed on several pages
# says under a table or a column cut by its page: `*Suite du tableau page suivante*`,
# `(suite au verso)`, `Suite page 4`, `Voir page suivante`, `(à suivre)`, `T.S.V.P.`
_CONTINUED_NOTE = re.compile(
    r"^(?:(?:la\s+)?suite\b[^.:;!?]{0,40}?(?:page\s+suivante|au\s+verso|au\s+dos|\bp(?:age|\.)\s*\d{1,4})"
    r"|(?:voir|tournez)\s+(?:la\s+)?(?:page\s+suivante|au\s+verso)|à\s+suivre|t\.?s\.?v\.?p)$",
    re.IGNORECASE,
)
_AROUND_NOTE = " \t*_()[]→⇒…-–—.>"


def is_continued_note(line: str) -> bool:
    """A line that only says the text or table goes on on the next page (see
    `_CONTINUED_NOTE`): page furniture, the table or text above going on past it."""
    return len(line) < 80 and bool(_CONTINUED_NOTE.match(line.strip(_AROUND_NOTE)))


# A running header or footer: a text and a page number set off from it by a wide gap, as a
# copy from a PDF leaves them on every page (`Warmachine – Référence rapide    Page 3`,
# `4    Warmachine – Référence rapide`), or a word processor's footer parting them by a
# spaced dash or bar (`Protectorat – aide de jeu – page 2`) when the number says `page`.
_GAP = r"(?P<gap>\t+|\s{3,}|\s+[-–—|]\s+)"
# A gap that a bare number after it would make a table's cell (`Couvert<TAB>4`, `Couvert - 4`).
_MARKED_GAP = re.compile(r"[\t\-–—|]")
_PAGE_MARK = (
    rf"\s*(?:(?P<word>page|p\.)\s*\d{{1,4}}(?:{OF_PAGES})?"
    r"|\d{1,4}\s*/\s*\d{1,4}|[-–—]\s+\d{1,4}\s+[-–—]|\d{1,4})\s*"
)
_TEXT = r"(?P<text>\S.*?\S)"
_RUNNING_LINES = (
    re.compile(rf"^\s*{_TEXT}{_GAP}{_PAGE_MARK}$", re.IGNORECASE),
    re.compile(rf"^{_PAGE_MARK}{_GAP}{_TEXT}\s*$", re.IGNORECASE),
)


def _may_hold_page_mark(char: str) -> bool:
    return char.isdigit() or char in "-–—"


def _running_text(line: str) -> tuple[str, bool] | None:
    """The text of a running header or footer line, and whether its page number says
    `Page`; None for any other line. A tab before a bare number makes a table row
    (`Couvert<TAB>4`), not a footer."""
    stripped = line.strip()
    # Most lines neither end nor start with a page number: spare them the patterns.
    if not stripped or not (
        _may_hold_page_mark(stripped[-1]) or _may_hold_page_mark(stripped[0]) or stripped[0] in "pP"
    ):
        return None
    for pattern in _RUNNING_LINES:
        match = pattern.match(line)
        if match and (match.group("word") or not _MARKED_GAP.search(match.group("gap"))):
            return " ".join(match.group("text").split()).casefold(), bool(match.group("word"))
    return None


def page_furniture(lines: list[str]) -> set[int]:
    """The indexes of the lines that are page furniture, no content of the sheet: page
    numbers alone (`12`, `Page 13`), notes that the page goes on overleaf (`Suite page
    suivante`), and running headers and footers, a text with its page
    number (`Titre    Page 3`, `4    Titre`) when the number says `Page` or the same text
    comes back on another such line (one line `Attaque de dos   2` is a row, not a footer),
    under other lines each time (see `_table_rows`)."""
    running = {index: found for index, line in enumerate(lines) if (found := _running_text(line)) is not None}
    repeats = Counter(found[0] for found in running.values())
    rows = _table_rows(lines, running)
    numbers = {index for index, line in enumerate(lines) if is_page_number(line)}
    return (
        numbers
        | _headers_by_page_numbers(lines, numbers)
        | {
            index
            for index, line in enumerate(lines)
            if is_continued_note(line)
            or (
                (found := running.get(index)) is not None
                and (found[1] or (repeats[found[0]] > 1 and index not in rows))
            )
        }
    )


# A running header or footer set on a line of its own is no longer than this.
_MAX_RUNNING_LINE = 80


def _headers_by_page_numbers(lines: list[str], numbers: AbstractSet[int]) -> set[int]:
    """The lines of a running header or footer printed apart from its page number, as a copy
    from a PDF leaves them (`Antares – Règles de base (VF)` over `12`): the same short line
    coming back twice or more, each time right above or under a page number alone (a blank
    line between allowed), and nowhere else: a line of the sheet's own that a page happens to
    end or open with (a record's `Capacité Spéciale`) comes back between pages too."""
    # The sheet's title said again is its page header, which the extractor tells (a title
    # heading's repeats): not taken here.
    title = next((" ".join(line.split()).casefold() for line in lines if line.strip()), "")
    beside: dict[str, list[int]] = {}
    for number in numbers:
        for step in (-1, 1):
            index = _next_filled(lines, number + step, step)
            if index is not None and index not in numbers and len(lines[index].strip()) <= _MAX_RUNNING_LINE:
                beside.setdefault(" ".join(lines[index].split()).casefold(), []).append(index)
    said = Counter(" ".join(line.split()).casefold() for line in lines)
    return {
        index
        for text, found in beside.items()
        if len(set(found)) > 1 and text != title and said[text] == len(set(found))
        for index in found
    }


def _next_filled(lines: list[str], index: int, step: int) -> int | None:
    """The index of the first non-blank line from `index` on (`step` 1) or back (-1), past
    one blank line at most."""
    for candidate in (index, index + step):
        if 0 <= candidate < len(lines) and lines[candidate].strip():
            return candidate
    return None


def title_headers(lines: list[str], furniture: AbstractSet[int]) -> set[int]:
    """The sheet's title printed again at the top of each page, with no page number
    (`CAPACITÉS SPÉCIALES – ELDARS` under a page's footer): a line saying what the sheet's
    first line says, next to other page furniture (blank lines between aside). (The block
    reader's sections drop such repeats as page headers: see `glossary.strip_page_headers`.)"""
    texts = [" ".join(line.split()).casefold() for line in lines]
    first = next((index for index, text in enumerate(texts) if text), None)
    if first is None:
        return set()
    return {
        index
        for index, text in enumerate(texts)
        if index > first and text == texts[first] and _next_to(index, furniture, texts)
    }


def _next_to(index: int, furniture: AbstractSet[int], texts: list[str]) -> bool:
    """Whether the nearest lines with text above or below line `index` are page furniture."""
    for step in (-1, 1):
        other = index + step
        while 0 <= other < len(texts) and not texts[other]:
            other += step
        if other in furniture:
            return True
    return False


# Columns aligned with tabs or spaces: a gap of three spaces or more, or a tab, between texts.
_COLUMNS = re.compile(r"\S(?:\t+| {3,})\S")


def _table_rows(lines: list[str], running: dict[int, tuple[str, bool]]) -> set[int]:
    """The lines that read as running text but are rows of tables: a text ending with a
    number that comes back each time under the same line, itself no running text (a
    card's values under their labels: `SP 8    1    —    12` under `POR   CdT   ZDE   PUI`).
    A running header or footer follows whatever each page ends or opens with."""
    above: dict[str, set[str | int]] = {}
    for index, (text, _) in running.items():
        line_above = lines[index - 1].strip() if index > 0 and index - 1 not in running else ""
        # Only a row of columns (`POR   PUI`) heads a table's rows; no such line: one of its own.
        above.setdefault(text, set()).add(line_above if _COLUMNS.search(line_above) else index)
    return {
        index
        for index, (text, _) in running.items()
        if len(above[text]) == 1 and isinstance(next(iter(above[text])), str)
    }


def across_page_break(between: Sequence[int], lines: list[str], furniture: AbstractSet[int]) -> bool:
    """Whether the lines `between` two lines of text (their indexes) are only a page break:
    page furniture and the blank lines around it (no line at all counts as one)."""
    return all(index in furniture or not lines[index].strip() for index in between) and (
        not between or any(index in furniture for index in between)
    )


def ends_sentence(text: str) -> bool:
    """Whether `text` ends on a sentence's closing mark (`.`, `!`, `?`, `…`), emphasis aside."""
    return _CLOSING_MARKS.sub("", text.strip()).endswith((".", "!", "?", "…"))


def _starts_lower(text: str) -> bool:
    return text[:1].islower()


# A line of a list of short entries, a name then its value after a colon or a spaced dash
# (`Cible dans un nuage : +2 DEF contre les attaques à distance`, `Visée - +2`).
_LIST_LEAD = re.compile(r"^[^\W\d_][^:;.!?]{0,44}?(?:\s*:|\s[-–—])\s+\S")


# A line of a list printed with dot leaders, a name then its value (`Ordre Fire ...... +1`).
_LEADER_LINE = re.compile(r"(?:\.{3,}|…{2,}|(?:\. ){3,})\s*\S{1,12}$")


def _list_lines(above: str, line: str) -> bool:
    """Whether `above` and `line` each open with a name and its colon or dash: two lines of
    one list (modifiers, short entries), however long the first, not a sentence wrapped;
    or `above` ends on dot leaders and its value (`Ordre Fire ...... +1`), a list's line."""
    return bool(_LIST_LEAD.match(above) and _LIST_LEAD.match(line)) or bool(_LEADER_LINE.search(above))


# A sentence's value cut off at a line's end: a signed number (`+1 à sa Rés`), a distance
# (`3” de profondeur`, `10" ou moins`) or a count (`2 pions Stress`) over its next word in
# lower case; never a roll's outcome (`2 à 4 : …`, `10 ou plus`, `1–2 l’effet…`).
_LOWER_WORD = r"(?=\s*[^\W\d_A-ZÀ-Ý])"
# A distance closing the sentence's clause (`0,5". La figurine…`, `2", puis…`) goes on too.
_VALUE_GOING_ON = re.compile(
    rf"^(?:(?:[+\-−–]\d+\s+|\d+(?:[.,]\d+)?(?:\s*[\"”″]|\s+(?!(?:à|a|et|ou)\b))){_LOWER_WORD}"
    r"|\d+(?:[.,]\d+)?\s*[\"”″][.,;)])"
)


def _starts_with_word_or_value(text: str) -> bool:
    """A line that starts as a wrapped sentence's next line may: a capital, or a value
    going on with the sentence (see `_VALUE_GOING_ON`)."""
    return text[:1].isupper() or bool(_VALUE_GOING_ON.match(text))


def goes_on(text: str, line: str, above: str, adjacent: bool, full_lines: bool, under_bullet: bool = False) -> bool:
    """Whether `line` goes on with `text` (a paragraph's or a bullet's), wrapped:
    - `text` ends with a word cut by hyphenation and `line` starts in lower case (then
      past blank lines and page numbers);
    - right under it (`adjacent`): `line` starts in lower case, or is indented
      `under_bullet`, or (with `full_lines`) starts with a capital or a value in the
      sentence (`+1 à sa Rés`, `3” de profondeur`) under a line `above` as
      long as a wrapped line that ends mid-sentence, with no closing punctuation (emphasis
      and `[/tags]` aside), unless both open with a name and its colon or dash (a list's
      lines: `Cible en mêlée : -4`): a line starting in capitals otherwise stands alone, as
      in lists of short lines."""
    stripped = line.strip()
    if _ENUMERATION.match(stripped):
        return False
    if _CUT_WORD.search(text) and _starts_lower(stripped):
        return True
    if not adjacent:
        return False
    if _starts_lower(stripped) or (under_bullet and line[:1] in " \t"):
        return True
    return full_lines and cut_mid_sentence(above, stripped)


def goes_on_full_line(above: str, line: str) -> bool:
    """Whether the sentence `line` (ending on its full stop) goes on with a text `above` it
    as long as a wrapped line, a page's column copied with its line breaks falling between
    two sentences as anywhere: `… jet de Garde (VOL).` over `En cas d’échec, elle ne peut…`."""
    return len(above.strip()) >= _FULL_LINE and line.rstrip().endswith((".", "!", "?", "…"))


def cut_mid_sentence(above: str, line: str) -> bool:
    """Whether `line`, starting with a capital (or a parenthesis: `(IMP-2) en…`), goes on
    with the text `above` it, wrapped: `above` is as long as a wrapped line and ends
    mid-sentence, with no closing punctuation (emphasis and `[/tags]` aside), and the two do
    not each open with a name and its colon or dash (a list's lines: `Cible en mêlée : -4`)."""
    above = above.strip()
    return (
        (_starts_with_word_or_value(line) or line[:1] == "(")
        and len(above) >= _FULL_LINE
        and not _CLOSING_MARKS.sub("", above).endswith(_SENTENCE_ENDS)
        and not _list_lines(above, line)
        and not _is_row_of_columns(above)
    )


# A row laid out in columns has this many gaps at least (`Canon double   POR 10   PUI 12`).
_MIN_COLUMN_GAPS = 2


def _is_row_of_columns(line: str) -> bool:
    """A line of texts set apart by wide gaps (`Canon double     POR 10     CDT 1     PUI 12`,
    a card's stat line as `pdftotext -layout` copies it): a row, ending where it ends, not a
    sentence wrapped onto the next line however long it is."""
    return len(_COLUMNS.findall(line)) >= _MIN_COLUMN_GAPS


# A compound word's parts, where a line holds it whole (`lance-flammes`, `corps-à-corps`).
_COMPOUND = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)+")
_LAST_WORD = re.compile(r"([^\W\d_]+)-$")
_FIRST_WORD = re.compile(r"^([^\W\d_]+)")


def compound_pairs(text: str) -> frozenset[str]:
    """The pairs of words a hyphen joins within a line of `text`, in lower case
    (`corps-à-corps` -> `corps-à`, `à-corps`): the hyphens a line's end may fall on that
    are the word's own, not hyphenation's."""
    pairs: set[str] = set()
    for match in _COMPOUND.finditer(text):
        parts = match.group().casefold().split("-")
        pairs.update(f"{first}-{second}" for first, second in pairwise(parts))
    return frozenset(pairs)


def joined(text: str, line: str, compounds: AbstractSet[str] = frozenset()) -> str:
    """`text` going on with `line`: a word cut by hyphenation made whole (`dé-` /
    `placement`), a compound word cut at its own hyphen kept so (`lance-` / `flammes` where
    the sheet writes `lance-flammes` elsewhere: `compounds`), else a space."""
    line = line.strip()
    if _CUT_WORD.search(text) and _starts_lower(line):
        last, first = _LAST_WORD.search(text), _FIRST_WORD.match(line)
        if last and first and f"{last.group(1)}-{first.group(1)}".casefold() in compounds:
            return text + line
        return text[:-1] + line
    return f"{text} {line}"
