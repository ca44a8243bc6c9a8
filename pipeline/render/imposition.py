"""Nine poker-size cards (63×88 mm) per A4 or Letter page, trimmed, with crop marks, from
the laid-out cards (one per page, with bleed)."""

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
    # In black ink alone, as the cards' text: a mark in four colours would show every
    # misregistration of the press.
    ops = ["q", "0 0 0 1 K", "0.3 w"]
    for x in grid_x:
        ops.append(f"{x:.3f} {top + gap:.3f} m {x:.3f} {top + gap + length:.3f} l S")
        ops.append(f"{x:.3f} {bottom - gap:.3f} m {x:.3f} {bottom - gap - length:.3f} l S")
    for y in grid_y:
        ops.append(f"{left - gap:.3f} {y:.3f} m {left - gap - length:.3f} {y:.3f} l S")
        ops.append(f"{right + gap:.3f} {y:.3f} m {right + gap + length:.3f} {y:.3f} l S")
    ops.append("Q")
    return "\n".join(ops).encode()


def impose_nine_up(cards_pdf: bytes, page_size: str, metadata: dict[str, str], language: str) -> bytes:
    """Nine trimmed cards per page, centred, with crop marks on every trim line."""
    import pikepdf

    width_mm, height_mm = PAGE_SIZES_MM[page_size]
    width, height = width_mm * MM, height_mm * MM
    card_width, card_height = CARD_WIDTH_MM * MM, CARD_HEIGHT_MM * MM
    left, bottom = (width - 3 * card_width) / 2, (height - 3 * card_height) / 2
    grid_x = [left + column * card_width for column in range(4)]
    grid_y = [bottom + row * card_height for row in range(4)]
    with pikepdf.open(io.BytesIO(cards_pdf)) as cards, pikepdf.new() as sheets:
        pages = list(cards.pages)
        for start in range(0, len(pages), 9):
            forms = pikepdf.Dictionary()
            # Marks on the trim lines of the cards the sheet holds (a last sheet may hold fewer).
            held = len(pages[start : start + 9])
            used_x = grid_x[: min(held, 3) + 1]
            used_y = grid_y[3 - -(-held // 3) :]
            drawing = [crop_marks(used_x, used_y)]
            for slot, card in enumerate(pages[start : start + 9]):
                column, row = slot % 3, 2 - slot // 3  # reading order: top row first
                trim = [float(value) for value in card.trimbox]
                # The card as a Form XObject whose bounding box is its trim box: the bleed falls outside.
                forms[f"/Card{slot + 1}"] = sheets.copy_foreign(card.as_form_xobject())
                x, y = grid_x[column] - trim[0], grid_y[row] - trim[1]
                drawing.append(f"q 1 0 0 1 {x:.3f} {y:.3f} cm /Card{slot + 1} Do Q".encode())
            sheet = pikepdf.Dictionary(
                Type=pikepdf.Name.Page,
                MediaBox=[0, 0, width, height],
                Resources=pikepdf.Dictionary(XObject=forms),
                Contents=sheets.make_stream(b"\n".join(drawing)),
            )
            sheets.pages.append(pikepdf.Page(sheet))
        for key, value in metadata.items():
            sheets.docinfo[key] = value
        sheets.Root.Lang = language
        return save_pdf(sheets)


def save_pdf(pdf: Any) -> bytes:
    """A pikepdf document's bytes: compressed, with object streams, and the same bytes for
    the same document (no random or time-based file identifier)."""
    import pikepdf

    output = io.BytesIO()
    pdf.save(output, object_stream_mode=pikepdf.ObjectStreamMode.generate, deterministic_id=True)
    return output.getvalue()
