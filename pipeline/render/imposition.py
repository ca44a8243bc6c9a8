"""Nine poker-size cards (63×88 mm) per A4 or Letter page, trimmed, with crop marks, from
the print-shop deck (one card per page with bleed)."""

from __future__ import annotations

import io
from typing import Any

MM = 72 / 25.4
CARD_WIDTH_MM, CARD_HEIGHT_MM = 63, 88
PAGE_SIZES_MM = {"A4": (210, 297), "Letter": (215.9, 279.4)}
MARK_LENGTH_MM, MARK_GAP_MM = 5, 1.5


def crop_marks(grid_x: list[float], grid_y: list[float], gap_mm: float = MARK_GAP_MM) -> bytes:
    """PDF drawing operators for crop marks on a grid of trim lines (points), starting
    `gap_mm` outside its outer edges."""
    length, gap = MARK_LENGTH_MM * MM, gap_mm * MM
    left, right, bottom, top = grid_x[0], grid_x[-1], grid_y[0], grid_y[-1]
    ops = ["q", "0 G", "0.3 w"]
    for x in grid_x:
        ops.append(f"{x:.3f} {top + gap:.3f} m {x:.3f} {top + gap + length:.3f} l S")
        ops.append(f"{x:.3f} {bottom - gap:.3f} m {x:.3f} {bottom - gap - length:.3f} l S")
    for y in grid_y:
        ops.append(f"{left - gap:.3f} {y:.3f} m {left - gap - length:.3f} {y:.3f} l S")
        ops.append(f"{right + gap:.3f} {y:.3f} m {right + gap + length:.3f} {y:.3f} l S")
    ops.append("Q")
    return "\n".join(ops).encode()


def _card_form(writer: Any, card: Any) -> Any:
    """A card page as a Form XObject clipped to its trim box (the bleed falls outside)."""
    from pypdf.generic import ArrayObject, DecodedStreamObject, FloatObject, NameObject

    contents = card["/Contents"].get_object()
    streams = contents if isinstance(contents, list) else [contents]
    form = DecodedStreamObject()
    form.set_data(b"\n".join(stream.get_object().get_data() for stream in streams))
    trim = card.trimbox
    form[NameObject("/Type")] = NameObject("/XObject")
    form[NameObject("/Subtype")] = NameObject("/Form")
    corners = (trim.left, trim.bottom, trim.right, trim.top)
    form[NameObject("/BBox")] = ArrayObject(FloatObject(value) for value in corners)
    form[NameObject("/Resources")] = card["/Resources"].clone(writer)
    return writer._add_object(form.flate_encode())


def impose_nine_up(cards_pdf: bytes, page_size: str, metadata: dict[str, str], language: str) -> bytes:
    """Nine trimmed cards per page, centred, with crop marks on every trim line."""
    from pypdf import PdfReader, PdfWriter
    from pypdf.generic import DecodedStreamObject, DictionaryObject, NameObject, TextStringObject

    reader = PdfReader(io.BytesIO(cards_pdf))
    writer = PdfWriter()
    width_mm, height_mm = PAGE_SIZES_MM[page_size]
    width, height = width_mm * MM, height_mm * MM
    card_width, card_height = CARD_WIDTH_MM * MM, CARD_HEIGHT_MM * MM
    left, bottom = (width - 3 * card_width) / 2, (height - 3 * card_height) / 2
    grid_x = [left + column * card_width for column in range(4)]
    grid_y = [bottom + row * card_height for row in range(4)]
    cards = list(reader.pages)
    for start in range(0, len(cards), 9):
        sheet = writer.add_blank_page(width, height)
        forms = DictionaryObject()
        drawing = [crop_marks(grid_x, grid_y)]
        for slot, card in enumerate(cards[start : start + 9]):
            column, row = slot % 3, 2 - slot // 3  # reading order: top row first
            trim = card.trimbox
            name = f"/Card{slot + 1}"
            forms[NameObject(name)] = _card_form(writer, card)
            x, y = grid_x[column] - float(trim.left), grid_y[row] - float(trim.bottom)
            drawing.append(f"q 1 0 0 1 {x:.3f} {y:.3f} cm {name} Do Q".encode())
        sheet[NameObject("/Resources")] = DictionaryObject({NameObject("/XObject"): forms})
        content = DecodedStreamObject()
        content.set_data(b"\n".join(drawing))
        sheet[NameObject("/Contents")] = writer._add_object(content.flate_encode())
    writer.add_metadata(metadata)
    writer._root_object[NameObject("/Lang")] = TextStringObject(language)
    output = io.BytesIO()
    writer.write(output)
    return output.getvalue()
