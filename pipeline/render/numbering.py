"""Each card's number in its deck and the data version, in its footer (`12/47 · données
1.0.3`), so a reissued card can be told from an old one.

A card's number is known only once every card before it is laid out, and a deck is laid
out card by card (the cards being fitted again apart from the others, see `deck.lay_out`).
So the numbers are written last, straight into each laid-out card: a line of text in the
footer's right corner, where cards.css puts `@bottom-right` (6 pt, right-aligned 4 mm from
the trim's right edge, 0.6 mm under the panel), in the footer's colour and the project's
font, subset to the characters the numbers use and embedded once. A layout of as many
pages as cards would cost a tenth of a second a deck; this, milliseconds."""

from __future__ import annotations

import hashlib
import io
from dataclasses import dataclass
from functools import cache
from typing import Any

from pipeline.render.imposition import MM, save_pdf
from pipeline.render.pdf import DROPPED_TABLES
from pipeline.render.printshop import theme_colours
from pipeline.render.typography import FONT_FACES, font_files, french_text, text_width_mm, wrapped_lines

# The footer's type and place (templates/cards.css, `@page` and its margin boxes): 6 pt,
# between 3 mm of margin and 1 mm of padding either side of the card, its first line
# 0.6 mm under the top of the bottom margin, which is 6.3 mm (a line) and keeps 3 mm
# clear of the trim.
NUMBER_PT = 6
CARD_MM, SIDE_MM, PADDING_MM = 63, 3, 1
FOOTER_WIDTH_MM = CARD_MM - 2 * SIDE_MM - 2 * PADDING_MM
FOOTER_MM, LINE_GAP_MM, SAFE_MM = 6.3, 0.6, 3
# The space kept between the title and the number.
TITLE_GAP_MM = 2
NUMBER_FONT = "/CardNumbers"


@cache
def _regular_face() -> bytes:
    regular = next(index for index, (_, weight, style) in enumerate(FONT_FACES) if (weight, style) == (400, "normal"))
    return font_files()[regular].read_bytes()


@dataclass(frozen=True)
class _Metrics:
    """What the footer's line is measured and placed with, in the regular face's units."""

    advances: dict[int, int]  # of each character
    units: int  # per em
    ascent: int
    descent: int
    cap_height: int
    box: tuple[int, int, int, int]  # every glyph's bounding box


@cache
def _metrics() -> _Metrics:
    from fontTools.ttLib import TTFont

    font = TTFont(io.BytesIO(_regular_face()), lazy=True)
    head = font["head"]
    return _Metrics(
        advances={code: font["hmtx"][glyph][0] for code, glyph in font.getBestCmap().items()},
        units=head.unitsPerEm,
        ascent=font["hhea"].ascent,
        descent=font["hhea"].descent,
        cap_height=font["OS/2"].sCapHeight,
        box=(head.xMin, head.yMin, head.xMax, head.yMax),
    )


def _subset(characters: str) -> bytes:
    """The regular face with the glyphs of `characters` alone and their Unicode map."""
    import uharfbuzz as hb

    request = hb.SubsetInput()
    request.unicode_set.update(ord(character) for character in characters)
    request.sets(hb.SubsetInputSets.DROP_TABLE_TAG).update(int.from_bytes(tag, "big") for tag in DROPPED_TABLES)
    request.flags = hb.SubsetFlags.NO_HINTING
    return hb.subset(hb.Face(hb.Blob(_regular_face()), 0), request).blob.data


def _embedded_font(pdf: Any, characters: str) -> Any:
    """A simple TrueType font of `characters` (WinAnsi codes), embedded in `pdf`."""
    import pikepdf

    metrics = _metrics()
    per_mille = 1000 / metrics.units
    codes = sorted(set(characters.encode("cp1252")))
    first, last = codes[0], codes[-1]
    widths = []
    for code in range(first, last + 1):
        character = bytes([code]).decode("cp1252", errors="replace")
        widths.append(round(metrics.advances.get(ord(character), 0) * per_mille))
    # A subset's name starts with six capitals of its own (here, from what it holds).
    tag = "".join(chr(65 + byte % 26) for byte in hashlib.sha256(characters.encode()).digest()[:6])
    name = pikepdf.Name(f"/{tag}+SourceSansPro-Regular")
    subset = _subset(characters)
    descriptor = pikepdf.Dictionary(
        Type=pikepdf.Name.FontDescriptor,
        FontName=name,
        Flags=32,  # non-symbolic: the codes are WinAnsi
        FontBBox=[round(value * per_mille) for value in metrics.box],
        ItalicAngle=0,
        Ascent=round(metrics.ascent * per_mille),
        Descent=round(metrics.descent * per_mille),
        CapHeight=round(metrics.cap_height * per_mille),
        StemV=80,  # the regular weight's stems (a hint to viewers that lack the font)
        FontFile2=pdf.make_stream(subset, Length1=len(subset)),
    )
    return pdf.make_indirect(
        pikepdf.Dictionary(
            Type=pikepdf.Name.Font,
            Subtype=pikepdf.Name.TrueType,
            BaseFont=name,
            FirstChar=first,
            LastChar=last,
            Widths=widths,
            Encoding=pikepdf.Name.WinAnsiEncoding,
            FontDescriptor=pdf.make_indirect(descriptor),
        )
    )


def _pdf_string(text: str) -> str:
    encoded = text.encode("cp1252").decode("latin-1")
    return "(" + encoded.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)") + ")"


def footer_text(number: int, count: int, data_version: str) -> str:
    return f"{number}/{count} · données {data_version}"


def _line_mm() -> float:
    metrics = _metrics()
    return (metrics.ascent - metrics.descent) / metrics.units * NUMBER_PT * 25.4 / 72


def footer_band(title: str, data_version: str, cards: int) -> tuple[str, float]:
    """(the CSS, the height in mm) of the footer band of a deck of `cards` cards: a line,
    the title on the left and the number on the right; or, for a title too long to stand
    beside the number, as many lines as the title takes in what the number leaves."""
    # The widest number the deck may print (its cards continued onto three each at most).
    widest = int("9" * len(str(3 * max(cards, 1))))
    number = text_width_mm(footer_text(widest, widest, data_version), NUMBER_PT)
    width = FOOTER_WIDTH_MM - number - TITLE_GAP_MM
    if text_width_mm(french_text(title), NUMBER_PT) <= width:
        return "", FOOTER_MM
    lines = wrapped_lines(french_text(title), NUMBER_PT, width)
    height = round(SAFE_MM + LINE_GAP_MM + lines * _line_mm() + 0.3, 1)
    box = f"width: {width:.1f}mm; white-space: normal; overflow-wrap: anywhere;"
    css = f"@page {{ margin-bottom: {height}mm; @bottom-left {{ {box} }} }}"
    return css, height


def with_numbers(fronts: bytes, context: dict[str, Any], footer_mm: float = FOOTER_MM) -> bytes:
    """The laid-out cards (their trim boxes at 0,0) with their numbers and data version in
    their footers (a band of `footer_mm`, see `footer_band`)."""
    import pikepdf

    metrics = _metrics()
    colour = " ".join(f"{value:.3f}" for value in theme_colours(context["theme"])["frame-text"])
    baseline = (footer_mm - LINE_GAP_MM) * MM - metrics.ascent / metrics.units * NUMBER_PT
    with pikepdf.open(io.BytesIO(fronts)) as cards:
        count = len(cards.pages)
        texts = [footer_text(number, count, context["data_version"]) for number in range(1, count + 1)]
        font = _embedded_font(cards, "".join(sorted(set("".join(texts)))))
        for page, text in zip(cards.pages, texts, strict=True):
            width = sum(metrics.advances.get(ord(character), 0) for character in text) / metrics.units * NUMBER_PT
            # The pages share one resource dictionary: each gets its own, the font in it.
            resources = pikepdf.Dictionary(dict(page.Resources.items()))
            fonts = resources.get("/Font", pikepdf.Dictionary())
            resources.Font = pikepdf.Dictionary({**dict(fonts.items()), NUMBER_FONT: font})
            page.Resources = resources
            # The card's own drawing leaves its coordinates flipped: kept between q and Q.
            page.contents_add(cards.make_stream(b"q\n"), prepend=True)
            # Pagination, no part of the card's text: an artifact for tagged PDF.
            x = (CARD_MM - SIDE_MM - PADDING_MM) * MM - width
            line = f"BT {NUMBER_FONT} {NUMBER_PT} Tf 1 0 0 1 {x:.3f} {baseline:.3f} Tm {_pdf_string(text)} Tj ET"
            # (WinAnsi codes: the stream's bytes are the string's.)
            page.contents_add(cards.make_stream(f"\nQ\n/Artifact BMC q {colour} k {line} Q EMC\n".encode("latin-1")))
        return save_pdf(cards)
