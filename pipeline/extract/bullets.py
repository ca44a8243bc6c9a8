"""What a bullet line is, wherever a sheet prints one: a line of a document (the readers)
or a line of a spreadsheet's cell (a description's list, read by the extractor)."""

from __future__ import annotations

import re

from pipeline.model.document import Item

# Bullets: Markdown's `-`, `*`, `+`, and the glyphs a word processor prints and a copy from
# a PDF leaves (`•`, `◦`, `▪`, `o`, `■`…, and the private-use characters of the Symbol and
# Wingdings fonts its bullets are drawn with when the font is missing); or an item of a
# numbered list (`1.`, `2)`). Word's own symbol bullets (checkboxes `☐`, arrows `➤`, `❖`)
# print as themselves when the font is there.
GLYPH_BULLETS = "–•◦▪▫■□●○‣⁃◆◇►▸➢✓☐☑☒✔➤➔❖\uf0a7\uf0b7\uf0d8\uf076\uf0fc"
# Google Docs escapes the `-` or `+` a line opens with, and the dot of a number (`\- Cible`,
# `1\. Ordre`): typed so, they print as the list they stand for (`\*` is a footnote's mark).
BULLET = re.compile(
    rf"^(?P<indent>\s*)(?:\\(?=[-+]\s))?(?:(?P<marker>[-*+{GLYPH_BULLETS}]|o(?= ))|(?P<number>[0-9]{{1,2}}\\?[.)]))"
    r"\s+(?P<text>\S.*)$"
)


def bullet_depth(indent: str) -> int:
    width = len(indent.replace("\t", "  "))
    return 0 if width == 0 else 1 + (width - 1) // 2


def bullet_item(number: int, line: str) -> Item | None:
    """The bullet `line` is (`  - Chef : …`, any marker or a number), as deep as its
    indentation; None for a line that is no bullet."""
    bullet = BULLET.match(line)
    if not bullet:
        return None
    return Item(
        number,
        bullet_depth(bullet.group("indent")),
        bullet.group("text").strip(),
        marker=bullet.group("marker"),
        number=bullet.group("number") and bullet.group("number").replace("\\", ""),
    )
