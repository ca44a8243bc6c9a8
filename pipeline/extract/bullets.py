"""How a line is a list item, in every reader: a bullet (Markdown's, a word processor's
glyph, a number) and its depth, or an item as Word saves a list as text (its marker, a tab)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from pipeline.model.document import Item

# Bullets: Markdown's `-`, `*`, `+`, and the glyphs a word processor prints and a copy from
# a PDF leaves (`•`, `◦`, `▪`, `o`, `■`…, and the private-use characters of the Symbol and
# Wingdings fonts its bullets are drawn with when the font is missing); or an item of a
# numbered list (`1.`, `2)`). Word's own symbol bullets (checkboxes `☐`, arrows `➤`, `❖`)
# print as themselves when the font is there.
GLYPH_BULLETS = "–—•◦▪▫■□●○‣⁃◆◇►▸➢✓☐☑☒✔➤➔❖\uf0a7\uf0b7\uf0d8\uf076\uf0fc"
# The glyphs a sheet may set before an entry's heading in capitals (`• SHIELD DRONE (Drone
# Bouclier)`, `▪ PHASE SHIELD`, `● NANO DRONE`, as a word processor or a PDF prints it):
# dashes and checkboxes are list items whatever follows them.
HEADING_GLYPHS = "•◦▪▫■□●○‣◆◇►▸➢➤❖"
# Word's second-level bullet, a Courier `o`: a glyph as the others are for list levels.
LETTER_BULLET = "o"
# An 8-bit code page has no Symbol nor Wingdings font: saved as text in one, Word's bullets
# drawn in them are the characters at their codes (`·` for the Symbol `•`, `§` for the
# Wingdings `▪`, `Ø` for `➢`, `ü` for `✓`), read as the glyphs they stand for.
_CODE_PAGE_BULLETS = {"·": "•", "§": "▪", "Ø": "➢", "ü": "✓"}
# A list item's marker alone in its cell, as Word saves a list as text: the marker, a tab,
# the item (`•<TAB>Texte`, `1.<TAB>Texte`).
_TABBED_MARKERS = f"-*+{LETTER_BULLET}{GLYPH_BULLETS}{''.join(_CODE_PAGE_BULLETS)}"
_TABBED_MARKER = re.compile(rf"^(?:(?P<marker>[{_TABBED_MARKERS}])|(?P<number>[0-9]{{1,2}}[.)]))$")
# Google Docs escapes the `-` or `+` a line opens with, and the dot of a number (`\- Cible`,
# `1\. Ordre`): typed so, they print as the list they stand for (`\*` is a footnote's mark).
BULLET = re.compile(
    rf"^(?P<indent>\s*)(?:\\(?=[-+]\s))?(?:(?P<marker>[-*+{GLYPH_BULLETS}]|o(?= ))|(?P<number>[0-9]{{1,2}}\\?[.)]))"
    r"\s+(?P<text>\S.*)$"
)

# `-- Carbonite : …` under `- Programmes offensifs :`: a list typed with no indentation, each
# dash past the first a level deeper (a spreadsheet cell keeps no leading spaces).
_DOUBLED_DASH = re.compile(r"^(?P<indent>\s*)(?P<dashes>-{2,3})\s+(?P<text>\S.*)$")


# Word's checkboxes, ticked or not: one list level whatever box they print.
_CHECKBOXES = "☐☑☒✓✔"


def glyph_levels(items: list[Item]) -> list[int]:
    """The depth of each of a run of bullets printed without indentation, as a copy from a
    PDF leaves a word processor's list: each glyph met for the first time (`▪` over `•`,
    `o` over `•`) is one level deeper than the ones before it, a glyph met again back at
    its level. A bullet set in by indentation, or marked by Markdown's `-`, `*`, `+` (which
    sheets mix at one level), keeps its own depth and starts the count again."""
    levels: dict[str, int] = {}
    depths = []
    for item in items:
        if item.depth > 0 or item.marker is None or item.marker not in GLYPH_BULLETS + LETTER_BULLET:
            levels = {}
            depths.append(item.depth)
            continue
        glyph = "☐" if item.marker in _CHECKBOXES else item.marker
        depths.append(levels.setdefault(glyph, len(levels)))
    return depths


def set_glyph_depths(blocks: Sequence[object]) -> None:
    """Each run of bullets among `blocks` (any other block ends one) as deep as its glyphs
    say (see `glyph_levels`)."""
    run: list[Item] = []
    for block in [*blocks, None]:
        if isinstance(block, Item):
            run.append(block)
            continue
        for item, depth in zip(run, glyph_levels(run), strict=True):
            item.depth = depth
        run = []


def bullet_depth(indent: str) -> int:
    """A bullet's depth by its indentation: two spaces or a tab a level."""
    width = len(indent.replace("\t", "  "))
    return 0 if width == 0 else 1 + (width - 1) // 2


def bullet_item(number: int, line: str) -> Item | None:
    """The bullet `line` is (`  - Chef : …`, any marker or a number), as deep as its
    indentation (and its dashes: see `_DOUBLED_DASH`); None for a line that is no bullet."""
    dashed = _DOUBLED_DASH.match(line)
    if dashed:
        depth = bullet_depth(dashed.group("indent")) + len(dashed.group("dashes")) - 1
        return Item(number, depth, dashed.group("text").strip(), marker="-")
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


def tabbed_bullet(number: int, line: str) -> Item | None:
    """A list item as Word's "Texte brut" saves it: its marker (a glyph, `-`, `o`, a
    number `1.`) and a tab before its text, the tabs before the marker its level
    (`<TAB>o<TAB>Texte`); None for any other line, a table's row among them (a tab
    between two texts)."""
    cells = line.split("\t")
    level = next((index for index, cell in enumerate(cells) if cell.strip()), len(cells))
    if level >= len(cells) - 1:
        return None
    marker = _TABBED_MARKER.match(cells[level].strip())
    texts = [cell.strip() for cell in cells[level + 1 :] if cell.strip()]
    if marker is None or len(texts) != 1:
        return None
    glyph = marker.group("marker")
    return Item(number, level, texts[0], marker=_CODE_PAGE_BULLETS.get(glyph, glyph), number=marker.group("number"))
