"""What a chat leaves in a sheet pasted from it (Discord, Slack, an IRC log, a chat's text
export): the line opening each message, its time in brackets and its author alone on it
(`[12:04] Nikolaï`, `[12/03/2024 12:04] Vlad`), no content of the sheet (`chat_header`).

The code fences a card is pasted between (`editors.code_fences`) and quotes (`> …`,
`editors.read_quotes`) are read with the other editors' markup."""

from __future__ import annotations

import re

# `[12:04]`, `[12:04:31]`, `[9:04 PM]`, `[12/03/2024 12:04]`, `[2024-03-12 12:04]`, then the
# author: a few words with no sentence punctuation, maybe a colon after them, and nothing
# more (a message on the same line is text of the sheet).
_CHAT_HEADER = re.compile(
    r"^\s*\[(?:\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4},?\s+)?\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AaPp]\.?[Mm]\.?)?\]"
    r"\s+(?P<author>[^\s:.,;!?][^:.,;!?]{0,39}?)\s*:?\s*$"
)
# At most this many words in an author's name: a longer line is a sentence.
_MAX_AUTHOR_WORDS = 4


def is_chat_header(line: str) -> bool:
    """`[12:04] Nikolaï`: the line opening a chat message, with no text of its own."""
    match = _CHAT_HEADER.match(line) if line.lstrip()[:1] == "[" else None
    return bool(match) and len(match.group("author").split()) <= _MAX_AUTHOR_WORDS  # type: ignore[union-attr]


def chat_headers(lines: list[str]) -> tuple[list[str], dict[int, str]]:
    """The lines with chat headers blanked, and those lines' numbers as `chat_header`."""
    out = list(lines)
    skipped: dict[int, str] = {}
    for index, line in enumerate(lines):
        if is_chat_header(line):
            out[index] = ""
            skipped[index + 1] = "chat_header"
    return out, skipped
