"""The published data as an app reads it: a weapon's abbreviated rule (`Repetit.`) links to
the entry it abbreviates."""

from __future__ import annotations

from pipeline.extract.cells import parse_item_label
from pipeline.extract.links import Glossary
from pipeline.parse.sheet import parse_sheet
from pipeline.workflow.manifest import load_manifest
from tests.conftest import RAW

RAW = RAW


def _glossary(*names: str) -> Glossary:
    glossary = Glossary()
    for name in names:
        glossary.add(f"s:{name}", name)
    return glossary


def test_an_abbreviation_without_its_accents_links_to_the_entry_the_others_build_on():
    glossary = _glossary("Répétiteur", "Répétiteur EVO", "Répétiteur de position, mines, E/Maulers", "Immunité Totale")
    link = glossary.resolve(parse_item_label("Repetit."))
    assert (link.rule_id, link.match) == ("s:Répétiteur", "fuzzy")
    # `Immun` starts two entries neither of which the other builds on: no guess.
    assert _glossary("Immunité Shock", "Immunité Totale").resolve(parse_item_label("Immun")).match == "unresolved"
    # Still one entry's start, as before (`ADH` of `Adhésive`).
    assert glossary.resolve(parse_item_label("Imm")).rule_id == "s:Immunité Totale"


def test_the_infinity_core_marker_carries_repeater():
    (entry,) = [entry for entry in load_manifest(RAW / "sheets.yaml") if entry.sheet_id == "infinity-core"]
    tables = parse_sheet(entry, RAW).tables
    (marker_id,) = tables["weapons"].loc[tables["weapons"]["name"] == "Marqueur", "weapon_id"]
    links = tables["weapon_rules"]
    marker = links[links["weapon_id"] == marker_id]
    assert marker[["label", "rule_id", "match"]].values.tolist() == [["Repetit.", "infinity-core:repetiteur", "fuzzy"]]
