"""Which cards a sheet gets (`pipeline.render.cards`): a section opened by an entry of its
own name prints as one card, that entry's text first and the section's other entries after
it, under one title (its own card when the others are long); a continued card's title
band grows on its next cards only; a weapon's mark prints as the sheet prints it."""

from __future__ import annotations

import pytest

from pipeline.render.cards import Card
from pipeline.render.context import DEFAULT_OPTIONS, close_combat_mark, common_context
from pipeline.render.deck import card_htmls, sheet_cards
from pipeline.render.sheet import render_html
from tests.conftest import parsed


@pytest.mark.parametrize(
    ("sheet_id", "title", "other_name", "names"),
    [
        ("antares-algoryn", "SPECIAL AMMO", "MUNITIONS SPÉCIALES", ["", "BLUR", "OVERLOAD"]),
        ("antares-algoryn", "BUDDY DRONES", "DRONES COMPAGNONS", ["", "BATTER DRONE", "SHIELD DRONE", "SPOTTER DRONE"]),
    ],
)
def test_a_section_opened_by_its_own_entry_prints_on_one_card(sheet_id, title, other_name, names):
    cards = sheet_cards(parsed(sheet_id).tables)
    (card,) = [card for card in cards if title in card.title]
    assert (card.title, card.subtitle, [entry.name for entry in card.entries]) == (title, other_name, names)
    assert card.entries[0].html  # the section's own text, under the title that names it


def test_a_section_whose_other_entries_are_long_keeps_its_own_entry_s_card():
    # `PROBES (SONDES)`: the section's own text, then two probes, each a card of its own.
    titles = [card.title for card in sheet_cards(parsed("antares-algoryn").tables)]
    assert titles[titles.index("PROBES") : titles.index("PROBES") + 3] == ["PROBES", "TARGETER PROBE", "SCOUT PROBE"]
    assert "" not in titles


def test_a_continued_card_s_band_grows_on_its_next_cards_only():
    card = Card(anchor="", kind="rule", title="VERROU DE TÊTE / VERROU D'ARME")
    assert (card.title_lines, card.continued_title_lines, card.page_name) == (1, 2, "title-1")
    card.band = card.continued_title_lines
    assert card.page_name == "title-1-2"


def test_a_close_combat_weapon_prints_the_sheet_s_mark_on_its_card_as_on_the_sheet():
    # Infinity's `Couteau*`: the star the sheet prints, no tag it does not.
    tables = parsed("infinity-core").tables
    context = {**common_context(tables, DEFAULT_OPTIONS), "title": "", "footer": ""}
    cards = "".join(card_htmls(sheet_cards(tables), context).values())
    mark = '</strong><span class="mark">*</span>'
    assert f"Couteau{mark}" in cards and f"Couteau{mark.removeprefix('</strong>')}" in render_html(tables)
    assert cards.count(mark) == render_html(tables).count('<span class="mark">*</span>') == 7
    assert 'class="badge">CC<' not in cards
    # A sheet printing the trait itself (`CC` among the weapon's rules) gets no star.
    assert close_combat_mark({"close_combat": True, "rules_raw": "CC, Anti-matériel"}) == ""
    assert close_combat_mark({"close_combat": True, "rules_raw": "AP+EXP"}) == "*"
