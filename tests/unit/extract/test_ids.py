"""Row ids (`pipeline.extract.text.slugify`, `pipeline.extract.builder`): derived from the
names alone, in any script, never from the order of the rows."""

from __future__ import annotations

import pytest

from pipeline.extract.text import slugify
from tests.conftest import parse_antares

ROWS = [
    '| Canon 火 | 10" | 20" | 30" | 1 | – |',
    '| Canon 水 | 10" | 20" | 30" | 2 | – |',
    '| Canon 🔥 | 10" | 20" | 30" | 3 | – |',
    '| Мортира | 10" | 20" | 30" | 4 | – |',
]


def _sheet(rows: list[str]) -> str:
    header = "| Arme | Efficace | Longue | Extrême | VI | Règles spéciales |\n| --- | --- | --- | --- | --- | --- |\n"
    return "## ARMES\n\n" + header + "\n".join(rows) + "\n"


@pytest.mark.parametrize(
    ("name", "slug"),
    [
        ("Déflagration D(n)", "deflagration-d-n"),
        ("Canon 火", "canon-huo"),
        ("Мортира", "mortira"),
        ("💀 Crâne", "skull-crane"),
        ("Cœur de Straße", "coeur-de-strasse"),
        ("Tir d’Abordage", "tir-d-abordage"),
        ("SP×2", "spx2"),
    ],
)
def test_a_name_in_any_script_has_a_slug_of_its_own(name, slug):
    assert slugify(name) == slug


def test_names_differing_in_non_latin_letters_or_emoji_keep_their_ids_when_rows_move():
    ids = {}
    for rows in (ROWS, ROWS[::-1]):
        weapons = parse_antares(_sheet(rows)).tables["weapons"]
        ids[len(ids)] = dict(zip(weapons["name"], weapons["weapon_id"], strict=True))
    assert ids[0] == ids[1]
    assert ids[0] == {
        "Canon 火": "antares-test:canon-huo",
        "Canon 水": "antares-test:canon-shui",
        "Canon 🔥": "antares-test:canon-fire",
        "Мортира": "antares-test:mortira",
    }
