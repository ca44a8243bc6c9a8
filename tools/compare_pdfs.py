"""Compare the PDFs of two output trees as a reader sees them: pages, page boxes, pixels.

    python tools/compare_pdfs.py BEFORE/output/pdf AFTER/output/pdf [--dpi 144]

For work that must not change the printed products (speed work, a library upgrade):
build before and after, then compare. Each PDF of BEFORE is found in AFTER by its
relative path; identical bytes pass at once, otherwise every page is rendered (PDFium)
and compared pixel by pixel, with the page boxes a print shop reads (MediaBox, TrimBox,
BleedBox). Prints one line per PDF that differs in bytes and exits 1 if any differs in
what it shows.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

BOX_TOLERANCE = 0.01  # points


def _boxes(page) -> list[tuple[float, ...]]:
    return [tuple(page.get_mediabox()), tuple(page.get_trimbox()), tuple(page.get_bleedbox())]


def compare_pdf(before: Path, after: Path, scale: float) -> str | None:
    """None when the two show the same; otherwise what differs."""
    import numpy as np
    import pypdfium2

    if before.read_bytes() == after.read_bytes():
        return None
    if not before.stat().st_size or not after.stat().st_size:
        return "one of them is empty"
    first, second = pypdfium2.PdfDocument(str(before)), pypdfium2.PdfDocument(str(after))
    if len(first) != len(second):
        return f"{len(first)} pages before, {len(second)} after"
    for number in range(len(first)):
        page_before, page_after = first[number], second[number]
        for box_before, box_after in zip(_boxes(page_before), _boxes(page_after), strict=True):
            if any(abs(a - b) > BOX_TOLERANCE for a, b in zip(box_before, box_after, strict=True)):
                return f"page {number + 1}: box {box_before} before, {box_after} after"
        pixels = [
            np.asarray(page.render(scale=scale).to_pil().convert("RGB"), dtype=np.int16)
            for page in (page_before, page_after)
        ]
        if pixels[0].shape != pixels[1].shape:
            return f"page {number + 1}: rendered at other sizes"
        changed = int((np.abs(pixels[0] - pixels[1]).max(axis=2) > 0).sum())
        if changed:
            return f"page {number + 1}: {changed} pixels differ"
    return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("before", type=Path)
    parser.add_argument("after", type=Path)
    parser.add_argument("--dpi", type=float, default=144)
    options = parser.parse_args(argv)
    scale = options.dpi / 72
    differ = compared = 0
    for before in sorted(options.before.rglob("*.pdf")):
        name = before.relative_to(options.before)
        after = options.after / name
        compared += 1
        if not after.is_file():
            print(f"{name}: missing after")
            differ += 1
            continue
        same_bytes = before.read_bytes() == after.read_bytes()
        difference = compare_pdf(before, after, scale)
        if difference:
            differ += 1
            print(f"{name}: DIFFERS: {difference}")
        elif not same_bytes:
            print(f"{name}: other bytes, same pages, boxes and pixels at {options.dpi:g} dpi")
    print(f"{compared} PDFs compared, {differ} differ in what they show")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
