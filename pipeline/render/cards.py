"""Card decks: one poker-size card (63×88 mm) per weapon (all its firing modes) and per
rule, rendered one card per page with 3 mm bleed for print shops (the 9-up imposition for
home printing is in `imposition`).

A card whose text does not fit shrinks its type, step by step down to a floor; past
the floor it continues on the next card, whose title says "(suite)". Nothing is clipped.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pandas as pd
from markupsafe import Markup

# Font steps of cards.css (size-0 … size-2); the last is the floor.
SIZE_STEPS = 3
# Rough characters that fit at each step, to start close to the right size.
_CAPACITY = (650, 900)
# Weapon cards quote the rules they carry up to this length.
QUOTE_LIMIT = 450
# Shorter column headers where a card is narrower than the sheet.
CARD_LABELS = {"Règles spéciales": "Règles"}


@dataclass
class Profile:
    mode: str | None
    rows: list[tuple[str, str]]


@dataclass
class Card:
    anchor: str
    kind: str  # weapon | rule
    title: str
    key: str | None = None  # rule_id of a rule card
    source_lines: list[int] = field(default_factory=list)
    subtitle: str | None = None
    badges: list[str] = field(default_factory=list)
    profiles: list[Profile] = field(default_factory=list)
    notes: list[tuple[str, Markup]] = field(default_factory=list)  # the rules a weapon card quotes
    html: Markup | None = None
    empty: bool = False
    size: int = 0

    @property
    def lines(self) -> str:
        """`l. 16` or `l. 22–23`: where the card's content stands on the raw sheet."""
        numbers = sorted(set(self.source_lines))
        return f"l. {numbers[0]}" if len(numbers) == 1 else f"l. {numbers[0]}–{numbers[-1]}"

    @property
    def title_size(self) -> str:
        """l, m or s: the type size that keeps the title, and " (suite)", on one or two lines."""
        length = len(self.title) + len(" (suite)")
        return "l" if length <= 30 else "m" if length <= 40 else "s"

    def text_length(self) -> int:
        rows = sum(len(label) + len(value) + 12 for profile in self.profiles for label, value in profile.rows)
        notes = sum(len(name) + len(Markup(html).striptags()) + 20 for name, html in self.notes)
        return rows + notes + (len(Markup(self.html).striptags()) if self.html else 0)


def _present(value: Any) -> bool:
    return value is not None and value is not pd.NA and not (isinstance(value, float) and pd.isna(value))


def weapon_cards(
    tables: dict[str, pd.DataFrame],
    columns: list[tuple[str, str]],
    band_row: Callable[[dict[str, Any]], tuple[str, str]],
    cell_text: Callable[[Any], str],
    render_markdown: Callable[[str], Markup],
) -> list[Card]:
    """One card per weapon name; each firing mode is a profile on it, with its bands and
    the game's weapon columns (`columns`: header and weapons column, as on the sheet),
    then the text of the glossary rules its items resolve to."""
    ranges = tables["weapon_ranges"].sort_values("band_index")
    bands_by_weapon = {key: frame.to_dict("records") for key, frame in ranges.groupby("weapon_id", sort=False)}
    rules = tables["rules"].set_index("rule_id")
    links = tables["weapon_rules"].dropna(subset=["rule_id"]).sort_values(["weapon_id", "position"])
    linked = {key: frame["rule_id"].tolist() for key, frame in links.groupby("weapon_id", sort=False)}
    cards: dict[str, Card] = {}
    for weapon in tables["weapons"].sort_values("position").to_dict("records"):
        card = cards.setdefault(
            weapon["name"], Card(anchor=f"card-{len(cards) + 1}", kind="weapon", title=weapon["name"])
        )
        card.source_lines.append(int(weapon["source_line"]))
        rows = [("Portée", "Corps-à-corps uniquement")] if weapon["melee_only"] is True else []
        rows += [band_row(band) for band in bands_by_weapon.get(weapon["weapon_id"], [])]
        rows += [
            (CARD_LABELS.get(label, label), cell_text(weapon[column]))
            for label, column in columns
            if cell_text(weapon[column])
        ]
        if weapon.get("close_combat") is True and "CC" not in card.badges:
            card.badges.append("CC")
        card.profiles.append(Profile(weapon["mode"] if _present(weapon["mode"]) else None, rows))
        for rule_id in linked.get(weapon["weapon_id"], []):
            rule = rules.loc[rule_id]
            if _present(rule["text"]) and all(name != rule["name"] for name, _ in card.notes):
                # A long rule has its own card; quoting it whole would crowd out the profile.
                text = rule["text"] if len(rule["text"]) <= QUOTE_LIMIT else "*Voir sa carte.*"
                card.notes.append((rule["name"], render_markdown(text)))
    return list(cards.values())


def rule_cards(tables: dict[str, pd.DataFrame], render_markdown: Any, start: int) -> list[Card]:
    cards = []
    for number, rule in enumerate(tables["rules"].sort_values("source_line").to_dict("records"), start=start):
        subtitle = " · ".join(part for part in (rule["name_alt"], rule["section"]) if _present(part)) or None
        badges = [rule["scope"]] if _present(rule["scope"]) else []
        text = rule["text"] if _present(rule["text"]) else None
        # `Elite` takes a parameter the sheet wrote `Elite (XX)`: the card says so.
        title = f"{rule['name']} (X)" if rule["takes_param"] is True and "(" not in rule["name"] else rule["name"]
        cards.append(
            Card(
                anchor=f"card-{number}",
                kind="rule",
                title=title,
                key=rule["rule_id"],
                source_lines=[int(rule["source_line"])],
                subtitle=subtitle,
                badges=badges,
                html=render_markdown(text) if text else None,
                empty=text is None,
            )
        )
    return cards


def initial_size(card: Card) -> int:
    length = card.text_length()
    return next((step for step, capacity in enumerate(_CAPACITY) if length <= capacity), SIZE_STEPS - 1)


def pages_per_card(document: Any, cards: list[Card]) -> dict[str, list[Any]]:
    """The rendered pages of each card, found by the anchor its section carries."""
    anchors = {card.anchor for card in cards}
    pages: dict[str, list[Any]] = {card.anchor: [] for card in cards}
    current = None
    for page in document.pages:
        starting = [anchor for anchor in page.anchors if anchor in anchors and not pages[anchor]]
        if starting:
            current = starting[0]
        if current is not None:
            pages[current].append(page)
    return pages
