"""Bytes of a sheet -> text: the encodings spreadsheets and word processors write, one kind
of line ending, plain spaces. Empty and binary files are refused here, before any reader."""

from __future__ import annotations

import html
import re
import unicodedata
from dataclasses import dataclass

from pipeline.model.errors import SheetError

# Word processors and PDF copy-paste leave these in: no-break, thin and other fixed-width
# spaces read as spaces, no-break hyphens as hyphens, zero-width characters as nothing (a BOM inside a file included),
# page breaks inside a line and Unicode line separators as line ends (see `_BREAK_AT_LINE_EDGE`),
# ligatures as their letters.
_SPACES = str.maketrans(
    {
        "\u00a0": " ",
        "\u202f": " ",
        "\u3000": " ",
        **{chr(code): " " for code in range(0x2000, 0x200B)},
        "\u200b": None,
        "\u200c": None,
        "\u200d": None,
        "\u2060": None,
        "\ufeff": None,
        # A word processor's non-breaking and "real" hyphens are the hyphen of the words
        # they join (`corps‑à‑corps`), as names and keys must read alike.
        "\u2010": "-",
        "\u2011": "-",
        "\u2028": "\n",
        "\u2029": "\n",
        "\x0c": "\n",
        "\x0b": "\n",
        # A soft hyphen only says where a word may break (see `_SOFT_HYPHEN_AT_LINE_END`).
        "\u00ad": None,
        # Typographic ligatures, as a copy from a PDF leaves them, are their letters.
        "\ufb00": "ff",
        "\ufb01": "fi",
        "\ufb02": "fl",
        "\ufb03": "ffi",
        "\ufb04": "ffl",
        "\ufb05": "st",
        "\ufb06": "st",
    }
)
# A soft hyphen ending a line is where a copy from a PDF broke a word: a visible hyphen
# there lets the reader make the word whole again with the next line.
_SOFT_HYPHEN_AT_LINE_END = re.compile("\u00ad[ \t]*(?=\n)")
# A page break (form feed) or vertical tab opening or ending a line, as Word's "Texte brut"
# writes a page break before a heading: no line of its own. An editor shows it on that line
# and numbers the lines without it, as errors and `source_line` must; inside a line it
# still parts the text there.
_BREAK_AT_LINE_EDGE = re.compile("^[\x0b\x0c]+|[\x0b\x0c]+$", re.MULTILINE)
# Byte-order marks: Excel's "Unicode Text" export is UTF-16 with one.
_BOMS = ((b"\xef\xbb\xbf", "utf-8"), (b"\xff\xfe", "utf-16-le"), (b"\xfe\xff", "utf-16-be"))
# Encodings tried in turn: a file that is not UTF-8 is most often Windows-1252
# (which Latin-1 files also decode as, apart from control characters).
ENCODINGS = ("utf-8", "cp1252", "latin-1")
_BINARY_SAMPLE = 8192
# UTF-16 without a BOM: at least this many characters, and this share of them with a zero
# high byte (French text is mostly Latin letters; a binary file has zeros on both sides).
_UTF16_MIN_CHARACTERS = 8
_UTF16_ZERO_SHARE = 0.5


@dataclass(frozen=True)
class DecodedSheet:
    text: str
    encoding: str


# HTML character references (`&nbsp;`, `&rsquo;`, `&#39;`, `&#x2011;`), as wiki and web
# editors export text: read as their characters. Only with their `;`: `R&D`, `&co` stay.
_CHARACTER_REFERENCE = re.compile(r"&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});")


def _characters(text: str) -> str:
    if "&" not in text:
        return text
    return _CHARACTER_REFERENCE.sub(lambda reference: html.unescape(reference.group()), text)


def _normalised(text: str) -> str:
    text = _characters(text.replace("\r\n", "\n").replace("\r", "\n"))
    # Accents as combining marks (`e` + U+0301, as text copied on macOS may hold them) are
    # the letters they make: names, keys and texts read alike whichever way they came.
    if not unicodedata.is_normalized("NFC", text):
        text = unicodedata.normalize("NFC", text)
    if "\x0c" in text or "\x0b" in text:
        text = _BREAK_AT_LINE_EDGE.sub("", text)
    return _SOFT_HYPHEN_AT_LINE_END.sub("-", text).translate(_SPACES)


# The high byte of the characters of text whose low byte is zero: the box-drawing block
# (U+2500 `─`, the line a boxed table is drawn with).
_ZERO_LOW_BYTE_TEXT = frozenset({0x25})


def _low_byte_zeros(low: bytes, high: bytes) -> int:
    """How many characters have a zero low byte, those of text that do (`─`) apart."""
    return sum(
        1
        for low_byte, high_byte in zip(low, high, strict=False)
        if low_byte == 0 and high_byte not in _ZERO_LOW_BYTE_TEXT
    )


def _utf16_without_bom(sample: bytes) -> str | None:
    """UTF-16 written without its byte-order mark (some exports do): text in Latin
    letters then has a zero byte in every other place, the high byte of each character,
    and none in the other place (but for the box-drawing characters, `─` being 25 00)."""
    even, odd = sample[0::2], sample[1::2]
    if len(odd) < _UTF16_MIN_CHARACTERS:
        return None
    even_zeros, odd_zeros = even.count(0) / len(even), odd.count(0) / len(odd)
    if odd_zeros >= _UTF16_ZERO_SHARE and _low_byte_zeros(even, odd) == 0:
        return "utf-16-le"
    if even_zeros >= _UTF16_ZERO_SHARE and _low_byte_zeros(odd, even) == 0:
        return "utf-16-be"
    return None


def _decoded(data: bytes, source: str) -> tuple[str, str]:
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]  # UTF-8's mark; what follows is still tried as UTF-8 first
    for bom, encoding in _BOMS[1:]:
        if data.startswith(bom):
            try:
                return data[len(bom) :].decode(encoding), encoding
            except UnicodeDecodeError:
                expected = f"text in {encoding}, as its byte-order mark says"
                raise SheetError(source, None, expected, "other bytes", code="bad-encoding") from None
    sample = data[:_BINARY_SAMPLE]
    utf16 = _utf16_without_bom(sample)
    if utf16 is not None:
        try:
            return data.decode(utf16), utf16
        except UnicodeDecodeError:
            pass  # not text after all: the checks below say what it is
    controls = sum(byte < 32 and byte not in (9, 10, 11, 12, 13) for byte in sample)
    if b"\x00" in sample or controls > len(sample) // 100:
        raise SheetError(source, None, "a text file", "binary data", code="binary-file")
    for encoding in ENCODINGS:
        try:
            return data.decode(encoding), encoding
        except UnicodeDecodeError:
            continue
    raise AssertionError("latin-1 decodes any bytes")  # pragma: no cover


# What UTF-8 read as Windows-1252 shows: the first byte of an accented letter, a sign or an
# emoji as one of these (`Ã©` for `é`, `Â½` for `½`, `Å“` for `œ`, `â€™` for `’`, `ï¬` for
# the ligature `ﬁ`, `ðŸŽ²` for 🎲).
_MOJIBAKE_LEADS = ("Ã", "Â", "Å", "â", "ï", "ð")
# Said in the report after the encoding, when the text needed it.
MOJIBAKE_REPAIRED = "mojibake repaired"


def without_mojibake(text: str) -> str:
    """The text a sheet meant, when a program once read its UTF-8 as Windows-1252 and saved
    what it showed (an old forum's export, a CSV opened in Excel and saved again): `RÃ¨GLES
    SPÃ‰CIALES` -> `RÈGLES SPÉCIALES`. A sheet garbled whole is read back whole, its
    characters' bytes being UTF-8 once more; French text never is (`DÉGÂTS` as those bytes
    is no UTF-8). Otherwise (two sources pasted together, one garbled), ftfy repairs the
    lines where the bytes say it surely happened and leaves the others (`château`, `São`)."""
    if not any(lead in text for lead in _MOJIBAKE_LEADS):
        return text
    import ftfy

    try:
        return text.encode("sloppy-windows-1252").decode("utf-8")
    except UnicodeError:
        return "".join(
            ftfy.fix_encoding(line) if any(lead in line for lead in _MOJIBAKE_LEADS) else line
            for line in text.splitlines(keepends=True)
        )


def decode_sheet(data: bytes, source: str = "sheet") -> DecodedSheet:
    """Bytes of a sheet -> text with Unix line endings, no BOM, plain spaces, no mojibake; the
    encoding found (followed by `MOJIBAKE_REPAIRED` when mojibake was repaired).

    Raises `SheetError` for a file with no content (empty, or white space only) or binary data.
    """
    if not data:
        raise SheetError(source, None, "a sheet with some text", "no content (an empty file)", code="no-content")
    text, encoding = _decoded(data, source)
    # Before the spaces are made plain: `à` read as Windows-1252 is `Ã` and a no-break space.
    repaired = without_mojibake(text)
    if repaired != text:
        text, encoding = repaired, f"{encoding}, {MOJIBAKE_REPAIRED}"
    text = _normalised(text)
    if not text.strip():
        raise SheetError(source, None, "a sheet with some text", "no content (only white space)", code="no-content")
    return DecodedSheet(text, encoding)
