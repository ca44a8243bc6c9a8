"""A deck you choose (decks/<name>.yaml), as read: the cards it takes from each sheet."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class DeckPart:
    """The cards a deck takes from one sheet, by printed name."""

    sheet: str
    weapons: tuple[str, ...] = ()
    rules: tuple[str, ...] = ()


@dataclass(frozen=True)
class DeckSpec:
    name: str  # the file's stem: output/pdf/decks/<name>-cards.pdf
    file: str
    title: str
    parts: tuple[DeckPart, ...]
