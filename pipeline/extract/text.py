"""Text helpers shared by every reader, extractor and game."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

# HTML emphasis as editors write it: `<i>`/`<b>`, or `<em>`/`<strong>` (Google Docs' and most
# WYSIWYG editors' HTML, pasted into a pipe table: `Phase Carbine - <em>Dispersion</em>`).
_ITALIC = re.compile(r"<(i|em)>(.*?)</\1>", re.IGNORECASE | re.DOTALL)
_BOLD = re.compile(r"<(b|strong)>(.*?)</\1>", re.IGNORECASE | re.DOTALL)
_EMPHASIS_TAG = re.compile(r"</?(?:i|b|em|strong)>", re.IGNORECASE)
_FORMULA = re.compile(r"\$([^$\n]+)\$")
# `(n)`, `(XX)`, `[n]`, `D(n)`, and `Dx`, `Dn` after a space (`Déflagration Dx`) or in
# parentheses (`Venin (Dn)`: a roll of a die of n faces); a bonus's sign before the letter
# (`Cinglant (+n)`, `Malus (-X)`).
# Two parameters (`Rafale (n, m)`, `Salve (X, Y)`) and a roll's threshold (`Marquage (n+)`)
# are placeholders too.
_PLACEHOLDER_TOKEN = r"(?:n\+?|m|X{1,2}\+?|Y{1,2}|x{1,2}|y|D[nxX])"
_PLACEHOLDERS = rf"{_PLACEHOLDER_TOKEN}(?:\s*,\s*{_PLACEHOLDER_TOKEN})*"
_PLACEHOLDER_TAIL = re.compile(rf"(?:\s*(?:[(\[][+\-−]?{_PLACEHOLDERS}[)\]]|D\([nxX]\))|\s+D[nxX])\s*$")
_PAREN_TAIL = re.compile(r"^(?P<head>.*?\S)\s*\((?P<alt>[^()]*)\)\s*$")
# Parentheses that hold a parameter placeholder belong to the name, not to a translation.
_PLACEHOLDER = re.compile(rf"^[+\-−]?(?:{_PLACEHOLDERS}|\d+\+?)$")


# A line break inside a table cell, as Markdown tables write one (`Lent<br>Brèche (1)`,
# `Portée<br>Longue`: Typora and Obsidian write Shift+Enter in a cell so).
CELL_LINE_BREAK = re.compile(r"\s*<br\s*/?>\s*", re.IGNORECASE)


def on_one_line(cell: str) -> str:
    """`Portée<br>Longue` -> `Portée Longue`: a label or a name its cell sets on two lines is
    one label, one name."""
    return CELL_LINE_BREAK.sub(" ", cell) if "<" in cell else cell


def is_pictograph(char: str) -> bool:
    """An emoji or a symbol a heading or a callout opens with (`🔫`, `💡`, `⚠️`, `★`), or what
    joins and varies them (a variation selector, a zero-width joiner, a skin tone)."""
    return unicodedata.category(char) in ("So", "Sk", "Cf", "Mn") and not char.isalnum()


def without_pictographs(text: str) -> str:
    """`🔫 Armes` -> `Armes`, `⚠️ **Mercenaires :**` -> `**Mercenaires :**`: the icons a
    line opens with."""
    start = 0
    while start < len(text) and (is_pictograph(text[start]) or text[start].isspace()):
        start += 1
    return text[start:] if start and start < len(text) else text


def html_emphasis_to_markdown(text: str) -> str:
    """`<i>x</i>` or `<em>x</em>` -> `*x*`, `<b>x</b>` or `<strong>x</strong>` -> `**x**` (the
    sheets mix both notations)."""
    text = _ITALIC.sub(lambda m: f"*{m.group(2).strip()}*", text)
    return _BOLD.sub(lambda m: f"**{m.group(2).strip()}**", text)


def plain_formulas(text: str) -> str:
    """`$2d6 + STR$` -> `2d6 + STR`: the sheets' TeX-style formulas print as plain text."""
    return _FORMULA.sub(lambda m: m.group(1).strip(), text)


def has_placeholder(name: str) -> bool:
    """True for names written with a parameter placeholder: `TR(n)`, `Elite (XX)`, `Déflagration D(n)`,
    `Tir Rapide [n]`, `Déflagration Dx`, `Venin (Dn)`, `Bouclier (+X)`."""
    return bool(_PLACEHOLDER_TAIL.search(name)) or "(n)" in name or "(m)" in name


def without_placeholder(name: str) -> str:
    """`Elite (XX)` -> `Elite`."""
    return _PLACEHOLDER_TAIL.sub("", name).strip()


# An escaped marker (`\*`) is a literal character, never emphasis.
_MD_STRONG = re.compile(r"(?<!\\)\*\*(.+?)(?<!\\)\*\*")
# (Stars alone are no emphasis: `[***]` calls a footnote.)
_MD_EMPHASIS = re.compile(r"(?<![\w*\\])\*(?![\s*])(.+?)(?<![\s\\])\*(?![\w*])")
# A Markdown link prints its text: `[Pas de Couvert](#pas-de-couvert)` (a sheet exported
# from a wiki links a weapon's rules to their entries).
_MD_LINK = re.compile(r"(?<!!)\[(?P<text>[^\[\]]+)\]\([^()\s]*(?:\s+\"[^\"]*\")?\)")
# What other editors write for a link or a span, printing its text: Obsidian's wikilinks
# (`[[Pas de Couvert]]`, `[[tr-n|TR2]]`: the text after the `|`), pandoc's spans
# (`[Tir Rapide]{.underline}`, `[]{#_Toc12 .anchor}`), and a footnote's call (`[^1]`), which
# prints as a mark, no text.
_WIKILINK = re.compile(r"\[\[(?:[^\[\]|]*\|)?(?P<text>[^\[\]|]*)\]\]")
_SPAN = re.compile(r"\[(?P<text>[^\[\]]*)\]\{[^{}]*\}")
_FOOTNOTE_CALL = re.compile(r"\[\^[^\[\]\s]+\](?!:)")
# Markdown's escapes: a backslash before ASCII punctuation prints that character.
_MD_ESCAPE = re.compile(r"\\([!-/:-@\[-`{-~])")


def unescape_markdown(text: str) -> str:
    r"""`\* note` -> `* note`: what a Markdown escape prints."""
    return _MD_ESCAPE.sub(r"\1", text)


def without_emphasis(text: str) -> str:
    """`text` without HTML and Markdown emphasis markers (a lone `*`, as in `Pistolet*`,
    `3*` or a cell's `*Annule …`, is data and stays), its Markdown links as their text,
    its Markdown escapes read as the characters they stand for."""
    if "*" not in text and "<" not in text and "\\" not in text and "[" not in text:
        return text  # most cells: nothing to take out (a sheet of 100 000 weapons reads 400 000)
    if "[" in text:
        text = _links_as_text(text)
    text = _EMPHASIS_TAG.sub("", text)
    text = _MD_STRONG.sub(r"\1", text)
    return unescape_markdown(_MD_EMPHASIS.sub(r"\1", text))


def _links_as_text(text: str) -> str:
    """Markdown links, wikilinks and spans as their text; footnote calls dropped."""
    return editor_links_as_text(_MD_LINK.sub(r"\g<text>", text))


def editor_links_as_text(text: str) -> str:
    """Wikilinks and pandoc spans as their text, footnote calls dropped: what no Markdown
    renderer reads (a Markdown link stays, it renders as its text)."""
    if "[[" in text:
        text = _WIKILINK.sub(r"\g<text>", text)
    if "]{" in text:
        text = _SPAN.sub(r"\g<text>", text)
    if "[^" in text:
        text = _FOOTNOTE_CALL.sub("", text)
    return text


def strip_emphasis(text: str) -> str:
    """Plain text of a cell: without emphasis, trimmed."""
    return without_emphasis(text).strip()


# `Brèche [Breach]`, `Brèche [Breach] (n)`, `Brèche (n) [Breach]`: the other-language name in
# brackets, a placeholder before or after it.
_BRACKET_ALT = re.compile(r"^(?P<head>.*?\S)\s*\[(?P<alt>[^\[\]]+)\]\s*(?P<tail>\([^()]*\))?\s*$")


def split_name_alt(name: str) -> tuple[str, str | None]:
    """`SHIELD DRONE (Drone Bouclier)` -> (`SHIELD DRONE`, `Drone Bouclier`); `Brèche
    [Breach] (n)` -> (`Brèche (n)`, `Breach`); a word processor's tag in brackets alike:
    `Bousculade [★Attaque]` -> (`Bousculade`, `★Attaque`), and of two, the last
    (`Nom (Alt) [★Action]` -> `Nom (Alt)`, `★Action`).

    A trailing `(n)` or `(XX)` (or `[n]`) is a parameter placeholder and stays in the name.
    A change mark (`[MAJ v1.2]`, `(modifié)`, `(ex-Lien)`) is gone by then: the revision
    passes (`parse.readers.revisions`, `extract.revisions`) run before any name is read.
    """
    if "]" in name:
        bracketed = _BRACKET_ALT.match(name.strip())
        if bracketed and not _PLACEHOLDER.match(bracketed.group("alt").strip()):
            tail = bracketed.group("tail")
            if tail is None or _PLACEHOLDER.match(tail.strip("() ")):
                head = bracketed.group("head") + (f" {tail}" if tail else "")
                return head, bracketed.group("alt").strip()
    match = _PAREN_TAIL.match(name.strip())
    if not match or _PLACEHOLDER.match(match.group("alt").strip()):
        return name.strip(), None
    return match.group("head").strip(), match.group("alt").strip() or None


# A call to a note under the table, glued to a name: `Compression Cannon¹`, `Mag Mortar†`
# (superscript digits, daggers). A trailing `*` is no such mark here: Infinity reads it.
_FOOTNOTE_MARK = re.compile(r"(?<=\S)\s*[\u00b9\u00b2\u00b3\u2070\u2074-\u2079†‡]+$")


def without_footnote_mark(text: str) -> str:
    """`Compression Cannon¹` -> `Compression Cannon`: the name without its note's call."""
    return _FOOTNOTE_MARK.sub("", text)


# `Arme lourde*`: stars glued to a cell's or an item's end, calling a note under the table
# (where Infinity does not give them a meaning of their own).
_STAR_CALL = re.compile(r"(?<=[^\s*])\*{1,3}$")


def ends_with_star_call(text: str) -> bool:
    return _STAR_CALL.search(text) is not None


def without_star_call(text: str) -> str:
    """`Arme lourde*` -> `Arme lourde`."""
    return _STAR_CALL.sub("", text)


def without_note_mark(text: str) -> str:
    """`Tir en surplomb (SP)¹`, `Couvert*`, `Lance-flammes†` -> the name without the mark
    calling a note (a number in parentheses may be the name's own: `Pions Stress (2)`)."""
    return without_footnote_mark(without_star_call(text))


def fold(text: str) -> str:
    """Comparison key: case-folded, accents kept, spaces collapsed."""
    text = unicodedata.normalize("NFC", text).casefold().replace("’", "'").replace("‘", "'")
    return re.sub(r"\s+", " ", text).strip(" .:")


def without_accents(text: str) -> str:
    """`Répétiteur` -> `Repetiteur`: a spreadsheet's abbreviation (`Repetit.`) often drops them."""
    decomposed = unicodedata.normalize("NFKD", text)
    return unicodedata.normalize("NFC", "".join(char for char in decomposed if not unicodedata.combining(char)))


# Of a table of contents' or an index's entries, at least this share name the sheet's headings.
CONTENTS_SHARE = 2 / 3


def heading_key(text: str) -> str:
    """A line as a heading reads (`## RÈGLES SPÉCIALES (SUITE) :`, `## Armes ##`, `• PHASE
    ARMOUR (Armure de Phase)`) and a table of contents or an index names it (`Règles spéciales`): without its
    marks, its parenthesis, its case and accents."""
    text = re.sub(r"\s*\([^()]*\)\s*$", "", text.strip().lstrip("#•*").rstrip("#").strip().rstrip(" :"))
    return " ".join(without_accents(strip_emphasis(text).casefold().replace("’", "'")).split())


@lru_cache(maxsize=1 << 16)
def slugify(text: str) -> str:
    """ASCII slug for stable keys: `Déflagration D(n)` -> `deflagration-d-n`. A letter or
    symbol with no Latin form is transliterated (`Canon 火` -> `canon-huo`, `Мортира` ->
    `mortira`, `🔥` -> `fire`), so that names differing in such letters keep ids of their
    own, derived from the name alone and not from the order of the rows."""
    text = text.replace("’", "'").replace("‘", "'")  # `d’Abordage` and `d'Abordage` are one key
    text = text.replace("×", "x")  # a word processor's `SP×2`, `Impact ×2` are `SPx2`, `Impact x2`
    ascii_text = text if text.isascii() else "".join(_ascii(char) for char in unicodedata.normalize("NFKD", text))
    slug = re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-")
    return slug or "x"


def _ascii(char: str) -> str:
    """A character of a decomposed text in ASCII: itself, nothing for an accent, or its
    transliteration (anyascii) for a letter, digit or symbol outside ASCII."""
    if char.isascii() or unicodedata.combining(char):
        return char if char.isascii() else ""
    if unicodedata.category(char)[0] not in "LNS":  # punctuation, spaces: a separator
        return " "
    from anyascii import anyascii

    # A letter within its word (`Мортира` -> `Mortira`); a symbol, a word of its own.
    return anyascii(char) if unicodedata.category(char)[0] == "L" else f" {anyascii(char)} "


# A parenthesis of a heading (`(SONDES)`, `(suite)`, `(Ordre)`): any case inside it.
_PARENTHESIS = re.compile(r"\([^()]*\)")


def is_upper_heading(text: str) -> bool:
    """True for a line written in capitals outside its parentheses, like `PROBES (SONDES)`
    or `CHARGE (Ordre)`; a text after the parenthesis is in capitals too (`NOM (Attaque)-
    Le warjack…` is an entry's lead, not a heading). A change mark after it (`PHASE ARMOUR
    [MAJ v1.2]`) is gone by then, as for `split_name_alt`."""
    head = _PARENTHESIS.sub(" ", text).split("(", 1)[0]
    letters = [c for c in head if c.isalpha()]
    return len(letters) >= 3 and all(c.isupper() for c in letters)


# A model's profile on one line (`VIT 5  FOR 6  MAT 6  RAT 5  DEF 12  ARM 17  CMD 9`): short
# labels in capitals, each with its value (a number, `—`, `*`).
_PROFILE_STAT = re.compile(r"[A-ZÀ-Ý]{2,4}\s*:?\s*(?:\d+(?:[.,]\d+)?\"?|[—–*-])")
_MIN_PROFILE_STATS = 3


def is_stat_profile(text: str) -> bool:
    """True for a line made only of three labelled stats or more (a profile, no heading)."""
    stats = re.split(r"\s{2,}|\t|\s*[|·]\s*", text.strip())
    return len(stats) >= _MIN_PROFILE_STATS and all(_PROFILE_STAT.fullmatch(stat) for stat in stats)
