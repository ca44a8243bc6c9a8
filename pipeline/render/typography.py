"""French print typography and the project's own fonts, for everything the PDFs show.

The published data keeps every character as printed on the sheet; these rules
apply to the printed text only.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache
from pathlib import Path

import font_source_sans_pro
from markupsafe import Markup, escape

NARROW_NBSP = "\u202f"
FONT_FAMILY = "Source Sans Pro"
# (file name in the font package, weight, style); the files are embedded and subset.
FONT_FACES = (
    ("SourceSansPro-Regular.ttf", 400, "normal"),
    ("SourceSansPro-It.ttf", 400, "italic"),
    ("SourceSansPro-Semibold.ttf", 600, "normal"),
    ("SourceSansPro-Bold.ttf", 700, "normal"),
    ("SourceSansPro-BoldIt.ttf", 700, "italic"),
)
FONT_DIR = Path(font_source_sans_pro.font_directory)
# Characters of the sheets that the font lacks, and what prints in their place.
SUBSTITUTES = {"⇒": "→"}
DIE_ICON = "die.svg"

_SPACE_BEFORE_PUNCTUATION = re.compile(r"[ \u00a0]+([:;!?»])")
_SPACE_AFTER_GUILLEMET = re.compile(r"«[ \u00a0]+")
# After a digit, `"`, `''` and `”` are inch marks (also once HTML-escaped as `&quot;`).
_INCH_MARK = re.compile(r"(?<=\d)(?:\"|''|”|&quot;|&#34;)")
_SUBSTITUTES = re.compile("|".join(map(re.escape, SUBSTITUTES)))
# A number and its unit print on one line: `20 cm`, `1 pt`, `10 %`.
_NUMBER_AND_UNIT = re.compile(r"(?<=\d) (?=(?:cm|mm|m|km|pts?|PV|%)(?![\w]))|(?<=\dx) (?=🎲)")
# So do a short number and the word it counts (`1 Blessure`, `-1 Dé`, `1/2 POW`, `2x BLI`),
# a word and its signed value (`DOM -1`, `Découvrir +3`), a page and its number, the die and what
# it rolls (`🎲 PHI`), a short label and its value (`CD : Tous`), a separator and what it
# closes (`TR2 ·`), a name and its parameter or abbreviation (`Onde de froid (2)`, `Nager
# (MOV/2)`, `Attaque (CC)`; not a unit, `COURTE (cm)`, which a column's header may wrap).
_NUMBER_AND_WORD = re.compile(r"(?<![\w.,/+\-−])([+\-−]?\d{1,3}(?:[.,/]\d{1,3})?x?) (?=[^\W\d_]|🎲)")
_PAGE_AND_NUMBER = re.compile(r"\b([Pp]age|p\.) (?=\d)")
_DIE_AND_WORD = re.compile(r"🎲 (?=\w)")
_SHORT_LABEL = re.compile("(?:(?<=[ (])|^)([^\\s:]{1,6}\u202f:) (?=\\S)")
_SPACE_BEFORE_SEPARATOR = re.compile(r" +·")
# A sum of values (`2d6 + 1/2 POW`), and a value over a short one (`MOV/2`).
_SUM = re.compile(r"(?<=[\dA-Z]) \+ (?=[\dA-Z])")
# Elsewhere (`Mouvement + Attaque`), the sign stays with what it follows: a line may end
# after it, never start with it (both held, a narrow column's table would widen past it).
_BEFORE_PLUS = re.compile(r"(?<=\S) \+(?= )")
_SHORT_SLASH = re.compile(r"([^\W_]+)/(?=([^\W_]+))")
_WORD_AND_PARAMETER = re.compile(r"(?<=[^\W\d_]) (?=(?:\((?=[^\s()]*\d)[^\s()]{1,7}\)|\([A-Z]{2,5}\))(?!\w))")
_WORD_AND_SIGNED_VALUE = re.compile(r"(?<=[^\W\d_]) (?=[+\-−]\d)")
# A hyphen joining a part of four letters or fewer is no place to end a line (`X-Howitzers`,
# `Medi-Probe`, `corps-à-corps`): a word joiner after it (the font has no no-break hyphen).
_SHORT_COMPOUND = re.compile(r"([^\W\d_]+)-(?=([^\W\d_]+))")
WORD_JOINER = "\u2060"


def font_files() -> list[Path]:
    return [FONT_DIR / name for name, _, _ in FONT_FACES]


def font_face_css() -> str:
    """@font-face rules for the packaged fonts (read through the restricted URL fetcher)."""
    rules = [
        f'@font-face {{ font-family: "{FONT_FAMILY}"; src: url("{path.as_uri()}"); '
        f"font-weight: {weight}; font-style: {style}; }}"
        for (name, weight, style), path in zip(FONT_FACES, font_files(), strict=True)
    ]
    return "\n".join(rules)


def _joined(match: re.Match[str], mark: str, longest: int) -> str:
    """`X-Howitzers` -> `X-⁠Howitzers`: a word joiner after the mark when a part it joins has
    `longest` characters or fewer."""
    short = min(len(match.group(1)), len(match.group(2))) <= longest
    return f"{match.group(1)}{mark}{WORD_JOINER}" if short else match.group(0)


def french_text(text: str) -> str:
    """`mot :` -> `mot\u202f:` (no break before : ; ! ? »), `10"` -> `10″`, `20 cm`, `3 PV`
    and `X-Howitzers` kept on one line, missing glyphs replaced. (Applied again to its own
    output, the same text.)"""
    text = _SPACE_BEFORE_PUNCTUATION.sub(NARROW_NBSP + r"\1", text)
    text = _NUMBER_AND_UNIT.sub("\u00a0", text)
    text = _NUMBER_AND_WORD.sub("\\1\u00a0", text)
    text = _WORD_AND_SIGNED_VALUE.sub("\u00a0", text)
    text = _PAGE_AND_NUMBER.sub("\\1\u00a0", text)
    text = _DIE_AND_WORD.sub("🎲\u00a0", text)
    text = _SHORT_LABEL.sub("\\1\u00a0", text)
    text = _SPACE_BEFORE_SEPARATOR.sub("\u00a0·", text)
    text = _WORD_AND_PARAMETER.sub("\u00a0", text)
    text = _SUM.sub("\u00a0+\u00a0", text)
    text = _BEFORE_PLUS.sub("\u00a0+", text)
    text = _SHORT_SLASH.sub(lambda match: _joined(match, "/", 3), text)
    text = _SHORT_COMPOUND.sub(lambda match: _joined(match, "-", 4), text)
    text = _SPACE_AFTER_GUILLEMET.sub("«" + NARROW_NBSP, text)
    text = _INCH_MARK.sub("″", text)
    return _without_missing_symbols(_SUBSTITUTES.sub(lambda match: SUBSTITUTES[match.group(0)], text))


@cache
def _advances(weight: int) -> tuple[dict[int, int], float]:
    """(advance width of each character, in font units; units per point) of the upright
    face of `weight`."""
    from fontTools.ttLib import TTFont

    name = next(name for name, face_weight, style in FONT_FACES if face_weight == weight and style == "normal")
    font = TTFont(FONT_DIR / name, lazy=True)
    metrics = font["hmtx"]
    widths = {code: metrics[glyph][0] for code, glyph in font.getBestCmap().items()}
    return widths, font["head"].unitsPerEm


def text_width_mm(text: str, size_pt: float, weight: int = 400) -> float:
    """How wide `text` prints in the project's font (kerning aside: a little wider)."""
    widths, units = _advances(weight)
    fallback = widths.get(ord("n"), units // 2)
    return sum(widths.get(ord(char), fallback) for char in text if char != WORD_JOINER) / units * size_pt * 25.4 / 72


# Where a line may break inside a run of text: after a hyphen between letters
# (`khador-calc`), as the line breaker (Pango, UAX #14) does.
_AFTER_HYPHEN = re.compile(r"(?<=[^\W\d]-)(?=[^\W\d])")


def wrapped_lines(text: str, size_pt: float, width_mm: float, weight: int = 400) -> int:
    """How many lines `text` takes at `size_pt` in a box `width_mm` wide, broken at spaces
    and after hyphens; a piece wider than the box broken anywhere (`overflow-wrap: anywhere`)."""
    lines, current = 1, ""
    for word in text.split():
        pieces = _AFTER_HYPHEN.split(word)
        for index, piece in enumerate(pieces):
            candidate = current + piece if index else (f"{current} {piece}" if current else piece)
            if current and text_width_mm(candidate, size_pt, weight) > width_mm:
                lines, current = lines + 1, piece
            else:
                current = candidate
            while text_width_mm(current, size_pt, weight) > width_mm and len(current) > 1:
                fitting = next(
                    n
                    for n in range(len(current), 0, -1)
                    if text_width_mm(current[:n], size_pt, weight) <= width_mm or n == 1
                )
                lines, current = lines + 1, current[fitting:]
    return lines


@cache
def _font_characters() -> frozenset[int]:
    """The characters the printed font draws (its regular face; the others hold the same)."""
    from fontTools.ttLib import TTFont

    return frozenset(TTFont(font_files()[0], lazy=True).getBestCmap())


def _is_missing_symbol(character: str) -> bool:
    """A pictograph the font cannot draw (`🎖️`, `⚔`), or what joins or styles one: it
    would print as an empty box. Letters the font lacks are left (the text would lose
    them), as is 🎲, which prints as a picture."""
    if character == "🎲" or ord(character) in _font_characters():
        return False
    return unicodedata.category(character) in ("So", "Sk", "Cs") or character in "\ufe0e\ufe0f\u200d"


# Where pictographs live (letterlike and technical signs, arrows, dingbats, emoji) and what
# joins or styles them: only these characters are looked up in the font.
_SYMBOL_CANDIDATES = re.compile("[\u2100-\u2bff\u3000-\u303f\U0001f000-\U0001faff\ufe0e\ufe0f\u200d]")


def _without_missing_symbols(text: str) -> str:
    # The spaces around a symbol stay: HTML prints a run of them as one.
    return _SYMBOL_CANDIDATES.sub(lambda match: "" if _is_missing_symbol(match.group(0)) else match.group(0), text)


@cache
def _die_markup() -> Markup:
    # The font has no 🎲: print a small die picture, keeping the character as its alternative text.
    return Markup(f'<img class="die" src="{DIE_ICON}" alt="🎲">')


# The die and the attribute it rolls against (`🎲BLI`, `🎲PB`): a picture and a word, which
# no line may part.
_DIE_RUN = re.compile(r"🎲([^\s<&]*)")


def with_die_pictures(text: str) -> str:
    """`🎲BLI` -> the die's picture and `BLI`, kept on one line."""
    return _DIE_RUN.sub(lambda match: f'<span class="die-run">{_die_markup()}{match.group(1)}</span>', text)


def plain_text(value: object) -> Markup:
    """Jinja filter: `print_text` for what is read, not laid out (the document's title, its
    bookmarks): no word joiners."""
    return Markup(str(print_text(value)).replace(WORD_JOINER, ""))


def print_text(value: object, *, unbroken: bool = False) -> Markup:
    """Jinja filter: escaped, French-spaced text, with the die icon for 🎲; `unbroken`, its
    spaces no-break spaces. Markup (a cell made of printed items) is already all that."""
    if value is None:
        return Markup("")
    if isinstance(value, Markup):
        return value
    escaped = str(escape(french_text(str(value))))
    if unbroken:
        escaped = escaped.replace(" ", "\u00a0")
    return Markup(with_die_pictures(escaped))


# A space right before an inline element (`chaque <strong>Arc</strong>`); not a tag's
# (`<span class="badge">`): inside its frame, the space would leave none between it and
# the name before it.
_SPACE_BEFORE_INLINE = re.compile(r" <(strong|em|b|i|span)(?![^>]*\bbadge\b)(\s[^>]*)?>")


def inline_spaces(html: str) -> str:
    """`chaque <strong>Arc</strong>` -> `chaque<strong> Arc</strong>`: the same text, its
    space inside the element. WeasyPrint 70 mis-breaks a line whose last break opportunity
    is a space right before an inline element: it breaks after the line's first word (a
    `• Lan-` / `cez un D10 pour tout tir…` item). Moved inside the element, the space breaks
    as any other."""
    return _SPACE_BEFORE_INLINE.sub(lambda match: f"<{match.group(1)}{match.group(2) or ''}> ", html)


# A capitalised word long enough to be hyphenated (`Régénération`, `Bravoure`): a game
# term or a name, which a reader looks for whole.
_TERM = re.compile(r"\b[A-ZÀ-Ý][^\W\d_]{6,}")


def print_html(html: str) -> Markup:
    """French spacing inside rendered (already escaped) HTML, text nodes only; its terms
    marked, never to be hyphenated (`<span class="term">Bravoure</span>`)."""
    parts = re.split(r"(<[^>]+>)", html)
    out = []
    for part in parts:
        if part.startswith("<"):
            out.append(part)
        else:
            text = _TERM.sub(lambda match: f'<span class="term">{match.group(0)}</span>', french_text(part))
            out.append(with_die_pictures(text))
    return Markup("".join(out))
