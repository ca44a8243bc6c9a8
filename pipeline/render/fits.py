"""What fitting a card found (the breaks forced where it continues onto the next card, its
number of cards), remembered by what the card holds: the next layout of the same card (an
errata rebuild, where one card changed; the same card in a deck you choose) lays it out
once, with those breaks, instead of fitting it again.

A card's fit depends only on what lays it out: its own HTML and the document around it
(stylesheets, fonts, language, the layout engine). Its key digests all of these and
nothing else (not its number in the deck, nor the sheet lines, title or footer printed in
its margins), so a fit remembered under a key is right wherever the key comes back. A
memory file that cannot be read is an empty memory: the cards are fitted as on a first
build."""

from __future__ import annotations

import ctypes
import dataclasses
import hashlib
import json
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from pipeline.files import files_digest, print_templates, write_json
from pipeline.render.typography import font_files

# Bump when the meaning of a fit changes (how breaks are given, what a block is).
FIT_FORMAT = 4


@dataclass(frozen=True)
class CardFit:
    size: int  # the type size it was laid out in (0: the deck's, 1: the smaller)
    band: int  # the lines of its title band (`Card.band`; 0: those of its title)
    # The breaks forced in it (`pipeline.render.breaks`), its blocks numbered from 1
    # without the card's own prefix: `[[".12", 140], [".15", null]]`.
    breaks: tuple[tuple[str, int | None], ...]
    pages: int  # the cards it takes


class FitMemory:
    """The fits of earlier layouts, by card key (`recall`), and those of this one
    (`remember`), which alone are saved: a memory holds the cards of its deck as last laid
    out, and does not grow with every version of them."""

    def __init__(self, known: dict[str, CardFit] | None = None) -> None:
        self._known = dict(known or {})
        self.used: dict[str, CardFit] = {}

    def recall(self, key: str) -> CardFit | None:
        return self._known.get(key)

    def remember(self, key: str, fit: CardFit) -> None:
        self._known[key] = fit
        self.used[key] = fit

    @classmethod
    def load(cls, *paths: Path) -> FitMemory:
        """The fits saved in `paths` (later files win); a missing, damaged or older-format
        file adds nothing."""
        known: dict[str, CardFit] = {}
        for path in paths:
            try:
                saved = json.loads(path.read_text(encoding="utf-8"))
                if saved.get("format") == FIT_FORMAT:
                    known.update(
                        {
                            key: CardFit(
                                fit["size"],
                                fit["band"],
                                tuple((block, offset) for block, offset in fit["breaks"]),
                                fit["pages"],
                            )
                            for key, fit in saved["fits"].items()
                        }
                    )
            except (OSError, ValueError, TypeError, KeyError, AttributeError):
                continue
        return cls(known)

    def save(self, path: Path) -> bool:
        """This layout's fits; whether they were written. A file read while it is written,
        or cut short, does not read: an empty memory, like one that cannot be written (a
        full disk, a read-only build directory). Either costs the next render time only."""
        fits = {key: dataclasses.asdict(fit) for key, fit in self.used.items()}
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            write_json(path, {"format": FIT_FORMAT, "fits": fits})
        except OSError:
            return False
        return True


def _harfbuzz_version() -> str:
    try:
        library = ctypes.CDLL("libharfbuzz.so.0")
        library.hb_version_string.restype = ctypes.c_char_p
        return library.hb_version_string().decode()
    except (OSError, AttributeError):
        return "unknown"


@cache
def layout_engine_digest() -> str:
    """What lays every card out, the same for the whole process: WeasyPrint, Pango and
    HarfBuzz versions, the fonts, and the print templates and stylesheets."""
    import weasyprint
    from weasyprint.text.ffi import pango

    engine = f"{FIT_FORMAT} {weasyprint.__version__} {pango.pango_version()} {_harfbuzz_version()}"
    return f"{engine} {files_digest([*print_templates(), *font_files()])}"


# A card's entry in the PDF's outline, with the sheet lines it comes from: no part of its layout.
_BOOKMARK = re.compile(r' data-bookmark="[^"]*"')


def card_keys(document: str, cards: dict[str, str]) -> dict[str, str]:
    """Each card's key, by anchor: its HTML (`cards`, each with its own anchor left out)
    in the document around it (`document`: the stylesheets and settings, without the
    title and footer, which print in the margins)."""
    around = hashlib.sha256(f"{layout_engine_digest()}\n{document}".encode())
    return {
        anchor: hashlib.sha256(around.digest() + _BOOKMARK.sub("", html.replace(anchor, "")).encode()).hexdigest()
        for anchor, html in cards.items()
    }
