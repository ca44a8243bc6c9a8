"""Epic (`records`) sheets; their Infinity (`tabular`) siblings are tested in
tests/unit/games/infinity/test_faithful_siblings.py.

Infinity (`tabular`) and Epic (`records`) sheets as faithful siblings of
the real ones (tests/fixtures/sheets/): users copied the layout of `raw/infinity-core.tsv`
or `raw/epic-abilities.txt` and filled in another army.

- `epic-tyranides.txt`: Tyranid abilities in the records layout; a blank line between
  records, no-break spaces before the `:` of the entries named inside a description
  (`Lien Synaptique : …`), a record named in capitals (`PEUR`), typographic apostrophes.
- `epic-soeurs-bataille.txt`: the Sisters of Battle; CRLF, descriptions wrapped mid-sentence
  onto a line opening in lower case, a kind written `Capacité spéciale` on some records,
  trailing spaces on some lines, and a sentence `…perd un Assaut : il reste…` that names
  no entry.

Every value below was written by hand from the sheets, before the parser was run on them."""

from __future__ import annotations

import pytest

from pipeline.contract.validate import typed_tables, validate_tables
from pipeline.model.sheet import SheetEntry
from pipeline.parse.sheet import parse_text
from tests.conftest import parsed_fixture as result
from tests.tabrec import kinds, nulls, rules, texts

O12 = "infinity-o12-starmada.tsv"
JSA = "infinity-jsa-excel.csv"
TYRANIDS = "epic-tyranides.txt"
SISTERS = "epic-soeurs-bataille.txt"


NEW_SHEETS = [TYRANIDS, SISTERS]


@pytest.mark.parametrize("file", NEW_SHEETS)
def test_every_line_is_read_and_the_tables_validate(file):
    assert "unparsed" not in kinds(file).values()
    assert validate_tables(typed_tables(result(file).tables)) == []


# Epic, Tyranids in the records layout (blank lines, no-break spaces, a name in capitals).

SPECIAL = "Capacité Spéciale"


def test_tyranid_records_and_their_named_entries():
    assert rules(TYRANIDS) == [
        ("Synapse", None, SPECIAL, "Unité", False, None, 1),
        ("Lien Synaptique", None, "Synapse", None, False, "synapse", 6),
        ("Instinct", None, "Synapse", None, False, "synapse", 7),
        ("Régénération", None, SPECIAL, "Unité", True, None, 10),
        ("Spore Mycétique", "SM", SPECIAL, "Unité", False, None, 17),
        ("Essaim", None, SPECIAL, "Unité", False, None, 24),
        ("PEUR", None, SPECIAL, "Unité", False, None, 31),
        ("Charge Féroce", None, SPECIAL, "Unité", False, None, 38),
        ("Dévoreur", None, SPECIAL, "Arme", False, None, 44),
        ("Bio-Plasma", None, SPECIAL, "Arme", False, None, 50),
        ("Griffes Tranchantes", None, SPECIAL, "Arme", True, None, 56),
        ("Ombre dans le Warp", None, SPECIAL, "Unité", False, None, 62),
        ("Pouvoirs Ethérés", None, "Ombre dans le Warp", None, False, "ombre-dans-le-warp", 67),
        ("Sauvegarde Psychique", None, "Ombre dans le Warp", None, False, "ombre-dans-le-warp", 68),
        ("Bio-Titan", None, SPECIAL, "Unité", False, None, 70),
    ]
    found = texts(TYRANIDS)
    assert found["Synapse"] == (
        "Les socles avec cette capacité maintiennent le lien entre l’Esprit de la Ruche et les créatures inférieures."
        "\n\nLien Synaptique : les détachements à 15 cm ou moins d’un socle Synapse ne font jamais de test de moral "
        "et ignorent les pions d’Impact pour leurs ordres.\n\nInstinct : un détachement hors du lien synaptique au "
        "début de son activation doit réussir un test d’initiative ou recevoir l’ordre de Charge vers l’ennemi le "
        "plus proche.\n\nSi tous les socles Synapse d’un détachement sont détruits, le détachement reçoit "
        "immédiatement un pion d’Impact."
    )
    assert found["Lien Synaptique"] == (
        "les détachements à 15 cm ou moins d’un socle Synapse ne font jamais de test de moral et ignorent les pions "
        "d’Impact pour leurs ordres."
    )
    assert found["PEUR"] == (
        "Les socles ennemis en contact avec un socle ayant cette capacité subissent un malus de 1 à leurs jets "
        "d’Assaut.\n\nLes socles ayant eux-mêmes la capacité Peur ou Synapse ignorent ce malus."
    )
    assert found["Dévoreur"] is None
    assert found["Griffes Tranchantes"] == (
        "En Assaut, chaque résultat de 6 sur le jet pour toucher inflige XX PdV au lieu d’un seul."
    )
    assert set(kinds(TYRANIDS).values()) <= {"rule", "blank"}


# Epic, the Sisters of Battle (CRLF, wrapped lines, `Capacité spéciale`, trailing spaces).


def test_sisters_records_wrapped_lines_and_a_sentence_with_a_colon():
    assert rules(SISTERS) == [
        ("Acte de Foi", None, SPECIAL, "Unité", True, None, 1),
        ("Martyre", None, "Acte de Foi", None, False, "acte-de-foi", 6),
        ("Protection Divine", None, "Acte de Foi", None, False, "acte-de-foi", 7),
        ("Main Guidée", None, "Acte de Foi", None, False, "acte-de-foi", 8),
        ("Rosarius", None, SPECIAL, "Unité", False, None, 9),
        ("Zèle", None, SPECIAL, "Unité", False, None, 16),
        ("Sauvegarde Invulnérable", None, SPECIAL, "Unité", True, None, 22),
        ("Réacteurs Séraphiques", None, SPECIAL, "Unité", False, None, 28),
        ("Multi-fuseur", None, SPECIAL, "Arme", False, None, 34),
        ("Lance-flammes Lourd", None, SPECIAL, "Arme", False, None, 39),
        ("Purgation", None, SPECIAL, "Arme", False, None, 44),
        ("Véhicule Blindé", "VB", SPECIAL, "Unité", False, None, 49),
        ("Chanoinesse", None, SPECIAL, "Unité", False, None, 55),
        ("Exorciste", None, SPECIAL, "Arme", False, None, 61),
    ]
    found = texts(SISTERS)
    assert found["Rosarius"] == (
        "Le socle dispose d'une sauvegarde invulnérable de 5+ qui ne peut pas être modifiée par la pénétration "
        "d'armure de l'arme qui le touche.\n\nCette sauvegarde ne fonctionne pas contre les armes ayant la capacité "
        "Macro-arme."
    )
    assert found["Zèle"] == (
        "Le détachement ne recule jamais lorsqu'il perd un Assaut : il reste au contact et combat de nouveau au "
        "tour suivant.\n\nIl ne peut pas recevoir l'ordre de Tir Appuyé."
    )
    assert found["Sauvegarde Invulnérable"] == (
        "Le socle peut effectuer une seconde sauvegarde de X+ si la première est ratée. Cette seconde sauvegarde "
        "n'est jamais modifiée par la pénétration d'armure."
    )
    assert found["Exorciste"] == (
        "L'arme tire un nombre de fois égal au résultat d'un dé (relancez un résultat de 1). Elle ne peut pas "
        "tirer si le véhicule a bougé à pleine vitesse ce tour."
    )
    assert found["Martyre"] == "si le socle QG du détachement est détruit, l'armée gagne immédiatement un point de Foi."
    assert found["Multi-fuseur"] is None
    assert set(kinds(SISTERS).values()) == {"rule"}


def test_bulleted_entries_in_lower_case_under_a_record_are_its_child_rules():
    """The real sheet's `Pouvoirs Physiques : ils représentent…` bulleted by a user's word
    processor (`- Instinct : un détachement…`): a clause in lower case after a bullet's
    `Nom :` names an entry in a record as the same line without its bullet does (before,
    only a capital after the colon did, and the entries stayed in the parent's text alone);
    a short value (`- Infanterie : deux socles.`) is a list's item."""
    sheet = (
        "Synapse\nCapacité Spéciale\nUnité\nSynapse\nLe socle maintient le lien.\n"
        "- Lien Synaptique : les détachements à 15 cm ou moins ne font jamais de test de moral.\n"
        "- Instinct : un détachement hors du lien doit réussir un test d’initiative.\n"
        "Essaim\nCapacité Spéciale\nUnité\nEssaim\nLe socle compte double contre :\n"
        "- Infanterie : deux socles.\n- Cavalerie : un socle et demi.\n"
    )
    entry = SheetEntry("inline", "inline.txt", "epic", None, "inline", "records", "fr")
    found = parse_text(sheet.encode(), entry).tables["rules"]
    assert [(r["name"], nulls((r["parent_rule_id"],))[0], r["source_line"]) for r in found.to_dict("records")] == [
        ("Synapse", None, 1),
        ("Lien Synaptique", "inline:synapse", 6),
        ("Instinct", "inline:synapse", 7),
        ("Essaim", None, 8),
    ]
    children = found[found["parent_rule_id"].notna()]
    assert children["text"].tolist() == [
        "les détachements à 15 cm ou moins ne font jamais de test de moral.",
        "un détachement hors du lien doit réussir un test d’initiative.",
    ]
