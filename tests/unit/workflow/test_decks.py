"""Decks you choose: a deck file's names to the cards it holds, and clear errors."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pandas as pd
import pytest

from pipeline.contract.validate import typed_tables
from pipeline.model.errors import SheetError
from pipeline.render.chosen import choose
from pipeline.workflow.decks import deck_files, deck_sheet_ids, load_deck
from tests.conftest import PROJECT, parsed

PATROL = PROJECT / "decks" / "patrouille-algoryne.yaml"


@cache
def tables(sheet_id: str) -> dict[str, pd.DataFrame]:
    typed, violations = typed_tables(parsed(sheet_id).rows)
    assert not violations
    return typed


def deck(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "decks" / "essai.yaml"
    path.parent.mkdir(exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_three_weapons_bring_exactly_the_rules_they_reference():
    spec = load_deck(PATROL)
    assert (spec.name, spec.title) == ("patrouille-algoryne", "Patrouille Algoryne")
    (cards,) = choose(spec, {"antares-algoryn": tables("antares-algoryn")})
    assert cards.weapon_ids == (
        "antares-algoryn:mag-gun",
        "antares-algoryn:mag-repeater",
        "antares-algoryn:plasma-carbine:dispersion",
        "antares-algoryn:plasma-carbine:tir-unique",
    )
    # TR2 on the Mag Repeater and the Plasma Carbine: TR(n), once; the Spotter Drone asked for.
    assert cards.rule_ids == ("antares-algoryn:tr-n", "antares-algoryn:spotter-drone")
    assert deck_files(PROJECT / "decks")["patrouille-algoryne"] == PATROL


def test_names_as_a_player_types_them_and_sub_entries_bring_their_card(tmp_path):
    path = deck(tmp_path, "title: T\ncards:\n  - sheet: antares-algoryn\n    weapons: [mag  mortar]\n    rules: [lent]")
    (cards,) = choose(load_deck(path), {"antares-algoryn": tables("antares-algoryn")})
    assert cards.weapon_ids == ("antares-algoryn:mag-mortar",)
    # The Mag Mortar's Déflagration D10, SPx2 and Pas de Couvert; Lent, a named part of the
    # Iso-Drone entry, with the Iso-Drone whose card holds it.
    assert cards.rule_ids == (
        "antares-algoryn:deflagration-d-n",
        "antares-algoryn:sp-spx2",
        "antares-algoryn:pas-de-couvert",
        "antares-algoryn:iso-drone",
        "antares-algoryn:lent",
    )


def test_two_sheets_in_one_deck_keep_their_order(tmp_path):
    path = deck(
        tmp_path,
        "title: T\ncards:\n  - sheet: antares-freeborn\n    weapons: [Mag Gun]\n"
        "  - sheet: antares-algoryn\n    weapons: [Mag Gun]\n",
    )
    both = {sheet_id: tables(sheet_id) for sheet_id in ("antares-algoryn", "antares-freeborn")}
    assert [(c.sheet_id, c.weapon_ids) for c in choose(load_deck(path), both)] == [
        ("antares-freeborn", ("antares-freeborn:mag-gun",)),
        ("antares-algoryn", ("antares-algoryn:mag-gun",)),
    ]


def test_an_unknown_name_names_the_file_the_entry_and_the_closest_names(tmp_path):
    path = deck(tmp_path, "title: T\ncards:\n  - sheet: antares-algoryn\n    weapons: [Mag Gun, Mag Gunn]\n")
    with pytest.raises(SheetError) as caught:
        choose(load_deck(path), {"antares-algoryn": tables("antares-algoryn")})
    message = str(caught.value)
    assert message.startswith(f"{path}: expected a weapon of antares-algoryn at cards[0].weapons[1]")
    assert "closest: Mag Gun" in message and message.endswith("found 'Mag Gunn'")
    assert caught.value.code == "deck-unknown-name"


def test_an_unknown_sheet_and_a_malformed_deck_are_clear_errors(tmp_path):
    path = deck(tmp_path, "title: T\ncards:\n  - sheet: antares-algorin\n    weapons: [Mag Gun]\n")
    with pytest.raises(SheetError, match=r"cards\[0\]\.sheet; closest: antares-algoryn, found 'antares-algorin'"):
        choose(load_deck(path), {"antares-algoryn": tables("antares-algoryn")})
    with pytest.raises(
        SheetError, match=r"essai\.yaml: expected the key 'title' at the top level, found 'none'"
    ) as caught:
        load_deck(deck(tmp_path, "cards:\n  - sheet: antares-algoryn\n"))
    assert caught.value.code == "deck-invalid"
    unexpected = r"essai\.yaml:3: expected only the keys sheet, weapons, rules at cards\[0\], found 'weapon'"
    with pytest.raises(SheetError, match=unexpected):
        load_deck(deck(tmp_path, "title: T\ncards:\n  - sheet: antares-algoryn\n    weapon: [Mag Gun]\n"))


def test_the_sheets_a_deck_depends_on_are_read_without_its_schema(tmp_path):
    """The DAG reads each deck's sheets at every run: the names alone, the same as the
    checked deck's; a file with a mistake still names its sheets, one that does not read none."""
    assert deck_sheet_ids(PATROL) == {part.sheet for part in load_deck(PATROL).parts} == {"antares-algoryn"}
    two = deck(tmp_path, "cards:\n  - sheet: antares-freeborn\n  - sheet: epic-abilities\n    weapon: [x]\n  - 3\n")
    assert deck_sheet_ids(two) == {"antares-freeborn", "epic-abilities"}
    with pytest.raises(SheetError):
        load_deck(two)
    assert deck_sheet_ids(deck(tmp_path, "title: [unclosed\n")) == set()
    assert deck_sheet_ids(deck(tmp_path, "- just a list\n")) == set()


@pytest.mark.parametrize(
    "cards",
    ["cards: []\n", "cards:\n  - sheet: antares-algoryn\n", "cards:\n  - sheet: antares-algoryn\n    weapons: []\n"],
)
def test_a_deck_with_no_cards_is_refused_rather_than_replacing_the_last_good_one(tmp_path, cards):
    with pytest.raises(SheetError) as caught:
        load_deck(deck(tmp_path, "title: Vide\n" + cards))
    message = str(caught.value)
    # The file and the line its cards start on.
    line = 2 if cards.startswith("cards: []") else 3
    assert message.startswith(f"{tmp_path / 'decks' / 'essai.yaml'}:{line}: expected ")
    assert "found 'none'" in message and caught.value.code == "deck-invalid"
