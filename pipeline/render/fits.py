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

import contextlib
import ctypes
import dataclasses
import hashlib
import json
import os
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from pipeline.files import TEMPLATE_DIR
from pipeline.render.typography import font_files

# Bump when the meaning of a fit changes (how padding is given, what a size step is).
FIT_FORMAT = 1


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
        """This layout's fits, written whole or not at all (a deck reading it meanwhile
        sees the old file or the new one). A memory that cannot be written (a full disk,
        a read-only build directory) is not an error: the next render fits its cards
        again. Whether it was written."""
        saved = {"format": FIT_FORMAT, "fits": {key: dataclasses.asdict(fit) for key, fit in sorted(self.used.items())}}
        partial = path.with_name(f".{path.name}.{os.getpid()}.partial")
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            partial.write_text(json.dumps(saved, indent=1, sort_keys=True) + "\n", encoding="utf-8")
            partial.replace(path)
        except OSError:
            with contextlib.suppress(OSError):
                partial.unlink(missing_ok=True)
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
    HarfBuzz versions, the fonts, and the card template and stylesheets."""
    import weasyprint
    from weasyprint.text.ffi import pango

    engine = f"{FIT_FORMAT} {weasyprint.__version__} {pango.pango_version()} {_harfbuzz_version()}"
    digest = hashlib.sha256(engine.encode())
    files = [*sorted(TEMPLATE_DIR.glob("*.css")), TEMPLATE_DIR / "cards.html.j2", *font_files()]
    for path in files:
        digest.update(path.name.encode())
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()


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
