"""Bytes of a sheet -> text: the encodings spreadsheets and word processors write, one kind
of line ending, plain spaces. Empty and binary files are refused here, before any reader."""

from __future__ import annotations

from dataclasses import dataclass

from pipeline.model.errors import SheetError

# Word processors and PDF copy-paste leave these in: non-breaking spaces read as
# spaces, zero-width characters as nothing (the BOM inside a file included).
_SPACES = str.maketrans(
    {
        "\u00a0": " ",
        "\u202f": " ",
        "\u2007": " ",
        "\u200b": None,
        "\u200c": None,
        "\u200d": None,
        "\u2060": None,
        "\ufeff": None,
    }
)
# Encodings tried in turn: a file that is not UTF-8 is most often Windows-1252
# (which Latin-1 files also decode as, apart from control characters).
ENCODINGS = ("utf-8", "cp1252", "latin-1")
_BINARY_SAMPLE = 8192


@dataclass(frozen=True)
class DecodedSheet:
    text: str
    encoding: str


def decode_sheet(data: bytes, source: str = "sheet") -> DecodedSheet:
    """Bytes of a sheet -> text with Unix line endings, no BOM, plain spaces; the encoding found.

    Raises `SheetError` for an empty or binary file.
    """
    if not data.strip():
        raise SheetError(source, None, "a sheet with some text", "an empty file", code="no-content")
    sample = data[:_BINARY_SAMPLE]
    controls = sum(byte < 32 and byte not in (9, 10, 13, 12) for byte in sample)
    if b"\x00" in sample or controls > len(sample) // 100:
        raise SheetError(source, None, "a text file", "binary data", code="binary-file")
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    for encoding in ENCODINGS:
        try:
            text = data.decode(encoding)
        except UnicodeDecodeError:
            continue
        text = text.replace("\r\n", "\n").replace("\r", "\n").translate(_SPACES)
        return DecodedSheet(text, encoding)
    raise AssertionError("latin-1 decodes any bytes")  # pragma: no cover
