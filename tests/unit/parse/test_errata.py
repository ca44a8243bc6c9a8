"""Errata and chosen decks written by users for new sheets: values as printed, rules
named with or without their parameter, sub-entries, derived columns, decks naming a mode."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

from pipeline.contract.validate import typed_tables
from pipeline.model.errors import SheetError
from pipeline.model.sheet import SheetEntry
from pipeline.parse.errata import load_errata
from pipeline.parse.sheet import parse_text
from pipeline.render.chosen import choose
from pipeline.render.deck import render_errata_deck
from pipeline.workflow.decks import load_deck
from tests.conftest import one

ANTARES = """## ARMES

| Arme | Efficace | Longue | Extrême | VI | Règles spéciales |
| :--- | :--- | :--- | :--- | :--- | :--- |
| Phase Sniper Rifle | 10\\-40" | 60" | 80" | 2 | Brèche (1) |
| Micro-X Launcher - Tir Direct | 20" | 30" | Aucune | 1 | – |
| Micro-X Launcher - Surplomb | 10-20" | 30" | 50" | 0 | SP |
| Carabine d’Iron Fang | 20" | 30" | 60" | 1 | Tir Rapide |

## RÈGLES SPÉCIALES

- **Brèche (n)**. La cible subit un malus de -(n) à son test de Rés.
- **SP, SPx2**. Tir en surplomb.
- **Tir Rapide (TR)**. L’arme tire deux fois.

### LECTRO LASH

- **Surcharge :** Sur un résultat de 1 au jet de Force, la cible reçoit un pion **Stress**.
- **Arc Électrique :** Une figurine au contact subit une touche sur un résultat de 10.

## MODIFICATEURS DE TIR

- Cible en couvert léger : -1 Acc
- Ordre Fire : +1 Acc
"""

EPIC = """Synapse
Capacité Spéciale
Unité
Synapse
Les socles avec cette capacité maintiennent le lien avec la Ruche.
Lien Synaptique : les détachements à 15 cm ou moins d’un socle Synapse ne font jamais de test de moral.
Instinct : un détachement hors du lien doit réussir un test d’initiative.

Régénération (X+)
Capacité Spéciale
Unité
Régénération (X+)
À la fin de chaque tour, jetez un dé par PdV perdu. Sur un X+, le PdV est récupéré.
"""


def entry(sheet_id: str, game: str, file: str, format_name: str) -> SheetEntry:
    return SheetEntry(sheet_id, file, game, None, sheet_id, format_name)


def errata_file(tmp_path: Path, body: str) -> Path:
    path = tmp_path / "errata" / "essai.yaml"
    path.parent.mkdir(exist_ok=True)
    path.write_text("errata:\n" + body, encoding="utf-8")
    return path


def erratum(target: str, field: str, old: str, new: str) -> str:
    return (
        f"  - {target}\n    field: {field}\n    old: {old}\n    new: {new}\n"
        "    source: {document: FAQ v1, date: 2026-10-01}\n"
    )


def read(text: str, tmp_path: Path, body: str, sheet: SheetEntry | None = None):
    sheet = sheet or entry("essai", "antares", "essai.md", "markdown")
    return parse_text(text.encode(), sheet, sheet.file, load_errata(errata_file(tmp_path, body))).tables


def test_a_weapon_old_value_is_compared_as_printed_not_as_escaped_in_markdown(tmp_path):
    tables = read(ANTARES, tmp_path, erratum("weapon: Phase Sniper Rifle", "Efficace", '10-40"', '10-50"'))
    bands = tables["weapon_ranges"]
    assert one(bands, weapon_id="essai:phase-sniper-rifle", band_index=1)["max"] == 50


@pytest.mark.parametrize("typed", ["Brèche", "Brèche (n)", "breche (X)"])
def test_a_rule_erratum_names_the_rule_with_or_without_its_parameter(tmp_path, typed):
    tables = read(ANTARES, tmp_path, erratum(f"rule: {typed}", "text", "malus de -(n)", "malus de -(n+1)"))
    assert (
        one(tables["rules"], rule_id="essai:breche-n")["text"] == "La cible subit un malus de -(n+1) à son test de Rés."
    )


def test_two_errata_on_one_weapon_row_both_apply_and_both_are_recorded(tmp_path):
    body = erratum("weapon: Phase Sniper Rifle", "VI", "2", "3") + erratum(
        "weapon: Phase Sniper Rifle", "Longue", '60"', '70"'
    )
    tables = read(ANTARES, tmp_path, body)
    assert one(tables["weapons"], weapon_id="essai:phase-sniper-rifle")["strength_raw"] == "3"
    assert one(tables["weapon_ranges"], weapon_id="essai:phase-sniper-rifle", band_index=2)["max"] == 70
    assert list(tables["errata"]["field"]) == ["VI", "Longue"]
    assert set(tables["errata"]["source_line"]) == {5}


@pytest.mark.parametrize(
    ("field", "new", "expected"),
    [("VI", "beaucoup", "a strength"), ("Longue", "dix", "a range in inches")],
)
def test_a_new_value_that_does_not_read_is_blamed_on_its_errata_entry(tmp_path, field, new, expected):
    old = {"VI": "2", "Longue": '60"'}[field]
    body = erratum("weapon: Carabine d’Iron Fang", "VI", "1", "2") + erratum(
        "weapon: Phase Sniper Rifle", field, old, new
    )
    with pytest.raises(SheetError) as raised:
        read(ANTARES, tmp_path, body)
    message = str(raised.value)
    # The errata file, the second entry and its line (after `errata:` and the first's five).
    assert message.startswith(f"{tmp_path / 'errata' / 'essai.yaml'}:7: expected entry 2 (weapon 'Phase Sniper Rifle'")
    assert f"a new value that reads as {expected}" in message and repr(new) in message
    assert "essai.md" not in message


def test_a_rule_named_with_the_parameter_its_heading_prints_is_found(tmp_path):
    sheet = entry("tyr", "epic", "tyr.txt", "records")
    tables = read(EPIC, tmp_path, erratum("rule: Régénération (X+)", "text", "Sur un X+", "Sur un 4+"), sheet)
    assert "Sur un 4+, le PdV est récupéré." in one(tables["rules"], name="Régénération")["text"]


def test_a_rule_text_erratum_recomputes_its_plain_text(tmp_path):
    tables = read(ANTARES, tmp_path, erratum("rule: Tir Rapide", "text", "deux fois", "trois fois"))
    rule = one(tables["rules"], name="Tir Rapide")
    assert (rule["text"], rule["text_plain"]) == ("L’arme tire trois fois.", "L’arme tire trois fois.")


def test_a_modifier_value_erratum_recomputes_its_number(tmp_path):
    body = erratum("modifier: Cible en couvert léger\n    section: Modificateurs de tir", "value", "-1 Acc", "-2 Acc")
    modifier = one(read(ANTARES, tmp_path, body)["modifiers"], name="Cible en couvert léger")
    assert (modifier["value"], modifier["value_num"], modifier["value_attribute"]) == ("-2 Acc", -2, "Acc")


def test_a_modifier_erratum_reads_an_attribute_printed_first(tmp_path):
    """Infinity's `TR -3` corrected to `TR -6`: its number and attribute as a first read
    gives them (the number does not open the value)."""
    body = erratum("modifier: Cible en couvert léger\n    section: Modificateurs de tir", "value", "-1 Acc", "TR -6")
    modifier = one(read(ANTARES, tmp_path, body)["modifiers"], name="Cible en couvert léger")
    assert (modifier["value"], modifier["value_num"], modifier["value_attribute"]) == ("TR -6", -6, "TR")


def test_a_sub_entry_erratum_corrects_the_text_of_the_rule_that_prints_it(tmp_path):
    tables = read(ANTARES, tmp_path, erratum("rule: Surcharge", "text", "résultat de 1", "résultat de 1 ou 2"))
    rules = tables["rules"]
    assert one(rules, name="Surcharge")["text"].startswith("Sur un résultat de 1 ou 2 au jet")
    parent = one(rules, name="LECTRO LASH")
    assert "Sur un résultat de 1 ou 2 au jet" in parent["text"]
    assert "Sur un résultat de 1 ou 2 au jet" in parent["text_plain"]


def test_an_epic_sub_entry_erratum_corrects_its_parent_and_the_errata_deck_renders(tmp_path):
    sheet = entry("tyr", "epic", "tyr.txt", "records")
    body = erratum("rule: Lien Synaptique", "text", "à 15 cm", "à 20 cm")
    result = parse_text(EPIC.encode(), sheet, sheet.file, load_errata(errata_file(tmp_path, body)))
    assert "Lien Synaptique : les détachements à 20 cm" in one(result.tables["rules"], name="Synapse")["text"]
    typed, violations = typed_tables(result.rows)
    assert not violations
    assert render_errata_deck(typed).startswith(b"%PDF")  # a sheet without weapons: no KeyError


def test_a_yaml_indentation_error_is_one_line_naming_the_line(tmp_path):
    path = errata_file(tmp_path, "  - weapon: Mag Gun\n    field: VI\n   old: 1\n    new: 2\n")
    with pytest.raises(SheetError) as error:
        load_errata(path)
    assert str(error.value).startswith(f"{path}:4: expected valid YAML, found ")
    assert "\n" not in str(error.value)


@pytest.fixture
def antares_tables(tmp_path) -> dict[str, dict[str, pd.DataFrame]]:
    sheet = entry("essai", "antares", "essai.md", "markdown")
    typed, violations = typed_tables(parse_text(ANTARES.encode(), sheet, sheet.file).rows)
    assert not violations
    return {"essai": typed}


def deck(tmp_path: Path, weapons: str, rules: str = "[]") -> Path:
    path = tmp_path / "decks" / "essai.yaml"
    path.parent.mkdir(exist_ok=True)
    path.write_text(f"title: T\ncards:\n  - sheet: essai\n    weapons: {weapons}\n    rules: {rules}\n", "utf-8")
    return path


@pytest.mark.parametrize(
    "typed", ["MICRO-X LAUNCHER - Surplomb", "Micro-X Launcher (surplomb)", "micro-x launcher / Surplomb"]
)
def test_a_deck_names_one_mode_of_a_weapon(tmp_path, antares_tables, typed):
    [cards] = choose(load_deck(deck(tmp_path, f"[{typed}]")), antares_tables)
    assert cards.weapon_ids == ("essai:micro-x-launcher:surplomb",)


def test_a_deck_names_a_weapon_with_a_typewriter_apostrophe(tmp_path, antares_tables):
    [cards] = choose(load_deck(deck(tmp_path, "[carabine d'iron fang]")), antares_tables)
    assert cards.weapon_ids == ("essai:carabine-d-iron-fang",)


def test_a_deck_names_rules_without_parameter_or_by_abbreviation(tmp_path, antares_tables):
    [cards] = choose(load_deck(deck(tmp_path, "[]", "[breche, TR, SP]")), antares_tables)
    assert set(cards.rule_ids) == {"essai:breche-n", "essai:tir-rapide", "essai:sp-spx2"}


def test_a_deck_naming_an_unknown_mode_still_fails_with_the_closest(tmp_path, antares_tables):
    path = deck(tmp_path, "[Micro-X Launcher - Plongeant]")
    with pytest.raises(SheetError, match=r"expected a weapon of essai at cards\[0\]\.weapons\[0\]; closest: Micro-X"):
        choose(load_deck(path), antares_tables)
