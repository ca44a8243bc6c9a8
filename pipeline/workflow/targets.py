"""What `python -m pipeline build SHEET_ID|DECK …` builds (config `only`, comma-separated):
the jobs of those sheets and decks, and of the decks that take cards from those sheets,
then publish; the other sheets and decks publish as they were last built (one never built
is built, so that there is something to publish)."""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Mapping

from pipeline.model.errors import SheetError


def chosen(only: object, sheet_ids: Iterable[str], deck_sheets: Mapping[str, set[str]]) -> tuple[set[str], set[str]]:
    """(sheets, decks) a build of `only` waits for; `only` empty: every one. An unknown
    name is a SheetError naming the closest sheet or deck."""
    sheets, decks = set(sheet_ids), set(deck_sheets)
    names = [name.strip() for name in str(only or "").split(",") if name.strip()]
    if not names:
        return sheets, decks
    for name in names:
        if name not in sheets | decks:
            close = difflib.get_close_matches(name, sorted(sheets | decks), n=1, cutoff=0.6)
            known = sorted(sheets | decks)
            hint = f" (did you mean {close[0]}?)" if close else f" ({', '.join(known)})"
            expected = f"a sheet_id of the manifest or a deck of decks/{hint}"
            raise SheetError("the command line", None, expected, name, code="unknown-target")
    wanted_sheets = sheets & set(names)
    wanted_decks = {deck for deck in decks if deck in names or deck_sheets[deck] & wanted_sheets}
    return wanted_sheets, wanted_decks
