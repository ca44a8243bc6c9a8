"""The published data as an app reads it: a modifier whose value names the
attribute it modifies (`TR -3`, `-1 Acc`, `+2 DEF`) gives its number and that attribute."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

from pipeline.extract.lists import modifier_number
from pipeline.parse.sheet import parse_sheet
from pipeline.workflow.manifest import load_manifest
from tests.helpers import ROOT

RAW = ROOT / "raw"
FIXTURES = ROOT / "tests" / "fixtures" / "sheets"


def _tables(root: Path, sheet_id: str) -> dict[str, pd.DataFrame]:
    (entry,) = [entry for entry in load_manifest(root / "sheets.yaml") if entry.sheet_id == sheet_id]
    return parse_sheet(entry, root).tables


def _modifiers(root: Path, sheet_id: str, *names: str) -> list[tuple]:
    frame = _tables(root, sheet_id)["modifiers"].set_index("name")
    return [
        (name, frame.at[name, "value"], _plain(frame.at[name, "value_num"]), _plain(frame.at[name, "value_attribute"]))
        for name in names
    ]


def _plain(value: object) -> object:
    return None if pd.isna(value) else value


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("TR -3", (-3, "TR")),
        ("CC +9", (9, "CC")),
        ("TR et détection -6", (-6, "TR et détection")),
        ("TR -3, BLI +3", (-3, "TR")),
        ("TR −6 En cas d'échec touche la cible alliée", (-6, "TR")),
        ("-1 Acc", (-1, "Acc")),
        ("-2 Préc", (-2, "Préc")),
        ("+2 DEF contre les jets d'attaques", (2, "DEF")),
        ("+3 au CC, pour chaque figurine alliée", (3, "CC")),
        ("-2 au jet d'attaque", (-2, None)),
        ("+1 en Force", (1, None)),
        ("+3", (3, None)),
        # A value set, not a modifier (no sign), and a number that does not lead.
        ("DEF de base 5", (None, None)),
        ("Sans LdV, -6 en ORA", (None, None)),
        ("MOV/2 : toutes les troupes", (None, None)),
    ],
)
def test_a_modifier_value_gives_its_number_and_the_attribute_it_names(value, expected):
    assert modifier_number(value) == expected


def test_infinity_core_modifiers_printed_attribute_first_have_their_number():
    assert _modifiers(
        RAW, "infinity-core", "Berserk", "CD : Camouflage", "Couverture Partielle", "Pirater des Aérotransports"
    ) == [
        ("Berserk", "CC +9", 9, "CC"),
        ("CD : Camouflage", "TR et détection -3", -3, "TR et détection"),
        ("Couverture Partielle", "TR -3, BLI +3", -3, "TR"),
        ("Pirater des Aérotransports", "VOL -9", -9, "VOL"),
    ]
    # Unchanged: a number that leads a sentence, and the distance grid.
    assert _modifiers(RAW, "infinity-core", "Visibilité Nulle", "Découvrir/Observateur d'Artillerie (20 cm)") == [
        ("Visibilité Nulle", "Sans LdV, -6 en ORA pour les attaques à distances", None, None),
        ("Découvrir/Observateur d'Artillerie (20 cm)", "+3", 3, None),
    ]


def test_warmachine_core_defence_modifiers_name_def():
    assert _modifiers(RAW, "warmachine-core", "Cible surélevée", "Cible en corps-à-corps") == [
        ("Cible surélevée", "+2 DEF contre les jets d'attaques magiques et à distance.", 2, "DEF"),
        ("Cible en corps-à-corps", "-4 aux jets d'attaques magiques et à distance.", -4, None),
    ]


def test_fixture_sheets_attribute_first_and_after():
    assert _modifiers(FIXTURES, "infinity-aleph-libreoffice", "Camouflage") == [("Camouflage", "TR -3", -3, "TR")]
    assert _modifiers(FIXTURES, "warmachine-tableur", "Cible sous couvert") == [
        ("Cible sous couvert", "DEF +4, ignore les frappes gratuites", 4, "DEF")
    ]
    assert _modifiers(FIXTURES, "antares-isorian-gdocs", "Cible en couvert lourd") == [
        ("Cible en couvert lourd", "-2 Acc", -2, "Acc")
    ]
