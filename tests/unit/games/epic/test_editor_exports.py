"""Epic (`records`) sheets of the family that tests/unit/games/infinity/test_editor_exports.py
describes (their Infinity siblings)."""

from __future__ import annotations

import pytest

from pipeline.model.errors import SheetError
from pipeline.parse.sheet import parse_text
from tests.unit.games.infinity.test_editor_exports import _entry

# Epic: records as labelled fields, in any order and case, a field the vocabulary does not know.


def test_a_name_field_without_a_name_is_an_error_naming_its_line():
    sheet = (
        "Nom : Marqueur Laser\nType : Capacité Spéciale\nDescription : Désigne une cible.\n---\nNom :\nPortée : Arme\n"
    )
    with pytest.raises(SheetError) as refused:
        parse_text(sheet.encode(), _entry("epic-vide.txt"))
    assert (refused.value.line, refused.value.code) == (5, "bad-record")
