"""Epic (`records`) sheets of the family that tests/unit/games/infinity/test_fuller_sheets.py
describes (their Infinity siblings)."""

from __future__ import annotations

from tests.tabrec import texts
from tests.unit.games.infinity.test_fuller_sheets import grid, grid_name, kept, not_data

ORKS = "epic-orks-goffs-complet.txt"


# Epic, the Orks typed in Notepad (a turn sequence before the records, appendices after them).


def test_orks_profiles_army_list_faq_and_index_are_no_rules():
    assert grid_name(ORKS, 93) == "PROFILS DES UNITÉS"
    assert grid(ORKS, 93) == [
        "Battlewagon",
        "VB",
        "25 cm",
        "4+",
        "6+",
        "5+",
        "Kanon",
        "45 cm",
        "AP5+/AT5+",
        "Transport (4)",
    ]
    assert grid_name(ORKS, 101) == "LISTE D'ARMÉE – HORDE GOFF"
    assert grid(ORKS, 101) == ["Bataillon de Battlewagons", "4 Battlewagons", "175 pts", "Gros Mek (+50 pts)"]
    not_data(ORKS, [*range(5, 13), *range(87, 96), *range(97, 104), *range(119, 124), 125])
    for words in (
        "Les Vitesses sont celles du livre d'armée 2010",
        "Total : 3000 pts",
        "Un Gros Mek peut-il réparer un Gargant ?",
        "Oui, comme un Mékano",
        "Gargant : p. 4 et p. 6",
        "Merci à Ghazghkull",
    ):
        assert kept(ORKS, words), words
    assert not any("PROFILS" in (text or "") or "Battlewagon" in (text or "") for text in texts(ORKS).values())
