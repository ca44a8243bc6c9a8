"""What fitting a card found (its type size, the padding that balanced its continuation,
its number of cards), remembered by what the card holds: the next layout of the same card
(an errata rebuild, where one card changed; the same card in a deck you choose) lays it
out once, at its size, instead of fitting it again.

A card's fit depends only on what lays it out: its own HTML and the document around it
(stylesheets, fonts, language, the layout engine). Its key digests all of these and
nothing else (not its number in the deck, nor the sheet lines or footer printed in its
margins), so a fit remembered under a key is right wherever the key comes back. A memory
file that cannot be read is an empty memory: the cards are fitted as on a first build."""

from __future__ import annotations

import ctypes
import dataclasses
import hashlib
import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from pipeline.files import files_digest, print_templates, write_json
from pipeline.render.typography import font_files

# Bump when the meaning of a fit changes (how padding is given, what a size step is).
FIT_FORMAT = 2


@dataclass(frozen=True)
class CardFit:
    size: int  # the type size step it was laid out in
    padding_lines: int  # floor-size lines of padding on its first card that balanced it (0: none)
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
                    known.update({key: CardFit(**fit) for key, fit in saved["fits"].items()})
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


def card_keys(template: Any, context: dict[str, Any], cards: list[Any]) -> dict[str, str]:
    """Each card's key, by anchor: its HTML alone (at size 0, unnumbered, without the sheet
    lines of its margin) in the document around it (without the title and footer, which
    print in the margins)."""
    module = template.make_module({**context, "title": "", "footer": "", "cards": []})
    document = hashlib.sha256(f"{layout_engine_digest()}\n{module}".encode())
    keys = {}
    for card in cards:
        html = str(module.card_html(dataclasses.replace(card, anchor="", source_lines=[], size=0)))
        keys[card.anchor] = hashlib.sha256(document.digest() + html.encode()).hexdigest()
    return keys
