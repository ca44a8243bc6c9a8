"""What a rule's parenthesis holds: a kind of rule (`(Ordre)`, `(★ Action)`) is its tag
whatever its language or icon, an English name is its English name even after a French one,
two French names give no English one, a stat's short form is its abbreviation."""

from __future__ import annotations

import pandas as pd

from pipeline.extract.names import AltName, rule_kind, sort_alt_names
from pipeline.parse.sheet import parse_sheet
from pipeline.workflow.manifest import load_manifest
from tests.conftest import FIXTURE_SHEETS

FIXTURES = FIXTURE_SHEETS


def sorted_names(sheet_id: str) -> dict[str, tuple]:
    """name -> (name_en, tag, abbreviation) of a fixture sheet's rules with a parenthesis."""
    (entry,) = [entry for entry in load_manifest(FIXTURES / "sheets.yaml") if entry.sheet_id == sheet_id]
    rules = parse_sheet(entry, FIXTURES).tables["rules"]
    rules = rules[rules["name_alt"].notna()]
    columns = ["name_en", "tag", "abbreviation"]
    return {
        row["name"]: tuple(None if pd.isna(row[column]) else row[column] for column in columns)
        for _, row in rules.iterrows()
    }


def test_a_kind_of_rule_is_the_tag_without_its_icon():
    assert rule_kind("★ Action") == "Action"
    assert rule_kind("★Attaque") == "Attaque"
    assert rule_kind("Ordre") == "Ordre"
    assert rule_kind("Knockdown") is None
    assert sorted_names("warmachine-pdf-reference") == {
        "Tir concentré": (None, "Action", None),
        "Tir de barrage": (None, "Attaque", None),
    }
    profils = sorted_names("warmachine-profils-pdf")
    assert profils["Pas lourd"] == (None, "Capacité", None)
    assert profils["Broyeur"] == (None, "Attaque", None)


def test_an_english_name_after_a_french_one_is_no_tag():
    assert sorted_names("warmachine-franglais")["Renversement"] == ("Knockdown", None, None)
    assert sorted_names("antares-boromites-unites")["Brèche (n)"] == ("Breach", None, None)
    assert sorted_names("antares-concord-c3")["Déflagration D(n)"] == ("Blast", None, None)
    # A kind printed as a translation's other side is a name: `Attaque (Attack)`.
    assert sort_alt_names([("Attaque", "Attack")]) == [AltName(name_en="Attack")]


def test_a_name_with_its_translation_before_its_tag_gives_both():
    sommaire = sorted_names("warmachine-word-sommaire")
    assert sommaire["Piétinement (Trample)"] == ("Trample", "Action", None)
    assert sommaire["Bousculade (Slam)"] == ("Slam", "Attaque", None)
    assert sommaire["Course"] == ("Run", None, None)


def test_two_french_names_give_no_english_one():
    assert sorted_names("warmachine-cygnar-mac")["ARC ÉLECTRIQUE"] == (None, None, None)
    assert sorted_names("antares-virai-essaim")["ESSAIM DE RÉPARATION"] == (None, None, None)
    assert sorted_names("warmachine-cadres")["KHADOR – FICHE DES WARJACKS"] == (None, None, None)


def test_a_stat_cut_short_in_capitals_is_an_abbreviation():
    assert sorted_names("warmachine-word-sommaire")["ARM"] == (None, None, "ARM")
    # Not a word that merely begins another: `NET (Filet)`, `ARC (Tir en Arc)` are names.
    assert sort_alt_names([("NET", "Filet"), ("ARC", "Tir en Arc")]) == [
        AltName(name_en="NET"),
        AltName(name_en="ARC"),
    ]


def test_a_kind_with_its_qualifier_is_a_tag():
    """Infinity's and Warmachine's kinds with a qualifier (`Ordre Entier`, `Compétence
    Automatique`, `Effet Continu`) are tags as one word is; a French name is none."""
    assert rule_kind("Ordre Entier") == "Ordre Entier"
    assert rule_kind("★ Compétence Automatique") == "Compétence Automatique"
    assert rule_kind("Effet Continu") == "Effet Continu"
    assert rule_kind("Automatique") == "Automatique"
    assert rule_kind("Électro-saut") is None
    assert rule_kind("Ordre de bataille des troupes") is None


def test_a_rule_named_after_a_kind_still_takes_a_tag():
    """`ATTAQUE EN PASSANT (Ordre)` (the real Warmachine sheet): a name opening with a kind
    word is no kind itself, its parenthesis is its tag; `Attaque (Attack)` is a translation."""
    assert sort_alt_names([("ATTAQUE EN PASSANT", "Ordre"), ("Attaque", "Attack")]) == [
        AltName(tag="Ordre"),
        AltName(name_en="Attack"),
    ]


# Constructs the whole sheets of tests/unit/games/infinity/test_next_faction_sheets.py carry.


def test_a_numbered_class_in_parentheses_is_no_english_name():
    """`Titan du Chaos (Classe 5)`: the parenthesis says the class, in French; it stays the
    name's alternative (name_alt) and is no English name."""
    (alt,) = sort_alt_names([("Titan du Chaos", "Classe 5")])
    assert alt == AltName()
    (alt,) = sort_alt_names([("Fusil", "Rifle"), ("Médecin", "Doctor")])[1:]
    assert alt.name_en == "Doctor"
