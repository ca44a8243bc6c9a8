"""The print-shop deck: each card page as preflight tools expect it, and optional backs.

WeasyPrint lays a card out with its 3 mm bleed and gives the page a negative origin
(the trim box starts at 0,0). Here every page is moved onto a larger sheet whose
MediaBox starts at 0,0: the bleed box around the trim, then a white slug that holds
the crop marks, so no mark is drawn over the bleed the shop will print. The page keeps
its own content stream (only wrapped in a translation), so its tags stay valid.
"""

from __future__ import annotations

import io
import re

from pipeline.files import TEMPLATE_DIR
from pipeline.render.imposition import MM, crop_marks, save_pdf

BLEED_MM = 3
# White margin outside the bleed, holding the crop marks (1 mm gap, 5 mm marks, 1 mm spare).
SLUG_MM = 7
MARK_GAP_MM = 1
CARD_BACKS = ("none", "plain", "logo")


def theme_colours(theme: str) -> dict[str, tuple[float, float, float, float]]:
    """The `--name: device-cmyk(c m y k)` colours of a theme stylesheet."""
    css = (TEMPLATE_DIR / f"theme-{theme}.css").read_text(encoding="utf-8")
    return {
        name: tuple(float(value) for value in values.split())  # type: ignore[misc]
        for name, values in re.findall(r"--([\w-]+):\s*device-cmyk\(([\d.\s]+)\)", css)
    }


def _cmyk(colour: tuple[float, float, float, float], operator: str) -> str:
    return " ".join(f"{value:.3f}" for value in colour) + f" {operator}"


def _artifact(ops: str) -> bytes:
    """Drawing that is no part of the text (marks, backs): marked as an artifact for tagged PDF."""
    return f"/Artifact BMC\nq\n{ops}\nQ\nEMC\n".encode()


def _die(centre_x: float, centre_y: float, size: float, colour: tuple[float, float, float, float]) -> str:
    """The die of templates/die.svg (a rounded square, three pips) as PDF paths."""
    unit = size / 16
    left, bottom = centre_x - size / 2, centre_y - size / 2
    # Rounded square 1..15 with corner radius 3, stroked 1.5 units; Bézier corners (k ≈ 0.55).
    k = 0.5523 * 3 * unit
    x0, y0, x1, y1, r = left + unit, bottom + unit, left + 15 * unit, bottom + 15 * unit, 3 * unit
    path = [
        f"{x0 + r:.2f} {y0:.2f} m",
        f"{x1 - r:.2f} {y0:.2f} l",
        f"{x1 - r + k:.2f} {y0:.2f} {x1:.2f} {y0 + r - k:.2f} {x1:.2f} {y0 + r:.2f} c",
        f"{x1:.2f} {y1 - r:.2f} l",
        f"{x1:.2f} {y1 - r + k:.2f} {x1 - r + k:.2f} {y1:.2f} {x1 - r:.2f} {y1:.2f} c",
        f"{x0 + r:.2f} {y1:.2f} l",
        f"{x0 + r - k:.2f} {y1:.2f} {x0:.2f} {y1 - r + k:.2f} {x0:.2f} {y1 - r:.2f} c",
        f"{x0:.2f} {y0 + r:.2f} l",
        f"{x0:.2f} {y0 + r - k:.2f} {x0 + r - k:.2f} {y0:.2f} {x0 + r:.2f} {y0:.2f} c",
        "h S",
    ]
    ops = [_cmyk(colour, "K"), _cmyk(colour, "k"), f"{1.5 * unit:.2f} w", *path]
    pip = 1.3 * unit
    for px, py in ((5, 11), (8, 8), (11, 5)):  # the SVG's pips, its y axis pointing down
        cx, cy = left + px * unit, bottom + py * unit
        ops.append(_circle(cx, cy, pip) + " f")
    return "\n".join(ops)


def _circle(x: float, y: float, r: float) -> str:
    """A circle as four Bézier arcs."""
    k = 0.5523 * r
    return " ".join(
        [
            f"{x + r:.2f} {y:.2f} m",
            f"{x + r:.2f} {y + k:.2f} {x + k:.2f} {y + r:.2f} {x:.2f} {y + r:.2f} c",
            f"{x - k:.2f} {y + r:.2f} {x - r:.2f} {y + k:.2f} {x - r:.2f} {y:.2f} c",
            f"{x - r:.2f} {y - k:.2f} {x - k:.2f} {y - r:.2f} {x:.2f} {y - r:.2f} c",
            f"{x + k:.2f} {y - r:.2f} {x + r:.2f} {y - k:.2f} {x + r:.2f} {y:.2f} c h",
        ]
    )


def back_drawing(style: str, theme: str, width: float, height: float, trim: tuple[float, float, float, float]) -> bytes:
    """A card back: the frame colour over the bleed, a line inside the trim, the die for `logo`."""
    colours = theme_colours(theme)
    left, bottom, right, top = trim
    bleed = BLEED_MM * MM
    inset = 4 * MM
    ops = [
        _cmyk(colours["frame"], "k"),
        f"{left - bleed:.3f} {bottom - bleed:.3f} {right - left + 2 * bleed:.3f} {top - bottom + 2 * bleed:.3f} re f",
        _cmyk(colours["frame-text"], "K"),
        "0.8 w",
        f"{left + inset:.3f} {bottom + inset:.3f} {right - left - 2 * inset:.3f} {top - bottom - 2 * inset:.3f} re S",
    ]
    if style == "logo":
        ops.append(_die((left + right) / 2, (bottom + top) / 2, 24 * MM, colours["frame-text"]))
    return _artifact("\n".join(ops))


def print_shop_deck(fronts: bytes, back: str = "none", theme: str = "colour") -> bytes:
    """Every card page moved to a 0,0 MediaBox with a slug and crop marks outside the bleed;
    with `back` other than none, a back after each card (duplex: backs on even pages)."""
    import pikepdf

    with pikepdf.open(io.BytesIO(fronts)) as pdf:
        outside = (BLEED_MM + SLUG_MM) * MM
        bleed = BLEED_MM * MM
        cards = list(pdf.pages)
        for index, page in reversed(list(enumerate(cards))):  # from the end, so backs go after their card
            trim = [float(value) for value in page.trimbox]
            width, height = trim[2] - trim[0] + 2 * outside, trim[3] - trim[1] + 2 * outside
            shift_x, shift_y = outside - trim[0], outside - trim[1]
            grid_x, grid_y = [outside, width - outside], [outside, height - outside]
            marks = _artifact(crop_marks(grid_x, grid_y, gap_mm=BLEED_MM + MARK_GAP_MM).decode())
            # The card's own streams stay as they are (their tags with them), between a
            # translation and the marks.
            page.contents_add(pdf.make_stream(f"q 1 0 0 1 {shift_x:.4f} {shift_y:.4f} cm\n".encode()), prepend=True)
            page.contents_add(pdf.make_stream(b"\nQ\n" + marks))
            trim_box = [outside, outside, width - outside, height - outside]
            bleed_box = [trim_box[0] - bleed, trim_box[1] - bleed, trim_box[2] + bleed, trim_box[3] + bleed]
            page.mediabox = page.cropbox = [0, 0, width, height]
            page.bleedbox, page.trimbox = bleed_box, trim_box
            # PDF/X: a TrimBox or an ArtBox, not both (preflight refuses the pair).
            if "/ArtBox" in page.obj:
                del page.obj["/ArtBox"]
            if back != "none":
                back_page = pikepdf.Page(
                    pikepdf.Dictionary(
                        Type=pikepdf.Name.Page,
                        MediaBox=[0, 0, width, height],
                        CropBox=[0, 0, width, height],
                        BleedBox=bleed_box,
                        TrimBox=trim_box,
                        Resources=pikepdf.Dictionary(),
                        Contents=pdf.make_stream(back_drawing(back, theme, width, height, tuple(trim_box)) + marks),
                    )
                )
                pdf.pages.insert(index + 1, back_page)
        return save_pdf(pdf)
