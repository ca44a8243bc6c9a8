"""Text wrapped onto several lines, as a hard-wrapped file or a copy from a PDF leaves it,
read back as the one paragraph it was; and the page numbers and separator lines that hold
no content. Shared by the block and record readers."""

from __future__ import annotations

import re

# A line that only numbers a page, as a copy from a PDF leaves them: `12`, `Page 13`,
# `- 4 -`, `p. 7`, `3/12`.
_PAGE_NUMBER = re.compile(r"^[-–—\s]*(?:(?:page|p\.)\s*)?\d{1,4}(?:\s*/\s*\d{1,4})?[-–—\s]*$", re.IGNORECASE)
# A word cut by hyphenation at the end of a line (`ﬁgu-`): a letter, then the hyphen.
_CUT_WORD = re.compile(r"[^\W\d_]-$")
# A line of wrapped text is at least this long; one that ends a sentence ends so.
_FULL_LINE = 55
_SENTENCE_ENDS = (".", ":", ";", "!", "?", "»", ")", "…")
# What may close a line after its last word: emphasis, a word processor's tags.
_CLOSING_MARKS = re.compile(r"(?:\[/?[^\]\s]+\]|[*_\s])+$")


# `---`, `***`, `___`, `===`: a rule between parts, or the underline of the line above.
_RULE_LINE = re.compile(r"^\s*(?:([-*_=])\s*){3,}$")


def is_rule_line(line: str) -> bool:
    """A line that only separates parts (`---`, `* * *`, `===`): no content of its own."""
    return bool(_RULE_LINE.match(line))


def is_page_number(line: str) -> bool:
    """A line that only numbers a page (a tab row never is)."""
    return "\t" not in line and bool(_PAGE_NUMBER.match(line))


def _starts_lower(text: str) -> bool:
    return text[:1].islower()


def goes_on(text: str, line: str, above: str, adjacent: bool, full_lines: bool, under_bullet: bool = False) -> bool:
    """Whether `line` goes on with `text` (a paragraph's or a bullet's), wrapped:
    - `text` ends with a word cut by hyphenation and `line` starts in lower case (then
      past blank lines and page numbers);
    - right under it (`adjacent`): `line` starts in lower case, or is indented
      `under_bullet`, or (with `full_lines`) starts with a capital under a line `above` as
      long as a wrapped line that ends mid-sentence, with no closing punctuation (emphasis
      and `[/tags]` aside): a line starting in capitals otherwise stands alone, as in lists of short
      lines."""
    stripped = line.strip()
    if _CUT_WORD.search(text) and _starts_lower(stripped):
        return True
    if not adjacent:
        return False
    if _starts_lower(stripped) or (under_bullet and line[:1] in " \t"):
        return True
    above = above.strip()
    return (
        full_lines
        and stripped[:1].isupper()
        and len(above) >= _FULL_LINE
        and not _CLOSING_MARKS.sub("", above).endswith(_SENTENCE_ENDS)
    )


def joined(text: str, line: str) -> str:
    """`text` going on with `line`: a word cut by hyphenation made whole, else a space."""
    line = line.strip()
    if _CUT_WORD.search(text) and _starts_lower(line):
        return text[:-1] + line
    return f"{text} {line}"
