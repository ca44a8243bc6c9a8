"""The mercenaries (tests/fixtures/sheets/warmachine-mercs.txt), a new Warmachine sheet, read
to the values written by hand from it: rules and the texts of headed rules, modifiers and
dice; every line read and the tables valid."""

from __future__ import annotations

from typing import Any

from tests.conftest import one
from tests.hand_written import differences, records, tables, valid
from tests.helpers import unparsed

# --- Warmachine: the mercenaries (tests/fixtures/sheets/warmachine-mercs.txt) ----------

MERC_RULES = records(
    "rule_id name name_alt section parent_rule_id source_line",
    ("regles-des-mercenaires", "RÈGLES DES MERCENAIRES", None, "RÈGLES DES MERCENAIRES", None, 1),
    ("contrat-des-quatre-etoiles", "Contrat des Quatre Étoiles", None, "CONTRATS", None, 11),
    ("contrat-des-hauts-boucaniers", "Contrat des Hauts Boucaniers", None, "CONTRATS", None, 12),
    ("contrat-de-l-or-et-du-sang", "Contrat de l'Or et du Sang", None, "CONTRATS", None, 13),
    ("facultes-d-armes", "FACULTÉS D'ARMES", None, "FACULTÉS D'ARMES", None, 15),
    ("arme-magique", "Arme Magique", "M", "FACULTÉS D'ARMES", "facultes-d-armes", 19),
    ("arme-a-chaine", "Arme à Chaîne", None, "FACULTÉS D'ARMES", "facultes-d-armes", 20),
    ("repoussement", "Repoussement", None, "FACULTÉS D'ARMES", "facultes-d-armes", 21),
    ("tir-rapide", "Tir Rapide", "TR", "FACULTÉS D'ARMES", "facultes-d-armes", 22),
    ("pillage", "PILLAGE", None, "CAPACITÉS DE MERCENAIRE", None, 26),
    ("chasseur-de-primes", "CHASSEUR DE PRIMES", "Capacité", "CAPACITÉS DE MERCENAIRE", None, 28),
    ("fidele-au-contrat", "FIDÈLE AU CONTRAT", None, "CAPACITÉS DE MERCENAIRE", None, 30),
    ("abordage", "ABORDAGE", None, "ABORDAGE", None, 32),
    ("desertion", "DÉSERTION", None, "DÉSERTION", None, 38),
)


MERC_TEXTS = {
    "contrat-des-quatre-etoiles": (
        "L'armée peut inclure des unités de cavalerie mercenaires. Ces unités gagnent Avant-garde."
    ),
    "contrat-des-hauts-boucaniers": (
        "Les figurines de l'armée ignorent le terrain d'eau peu profonde lors de leur déploiement."
    ),
    "contrat-de-l-or-et-du-sang": (
        "Une fois par partie, le joueur peut relancer un jet d'attaque raté d'une figurine mercenaire."
    ),
    "arme-magique": "L'arme peut endommager les figurines Incorporelles.",
    "arme-a-chaine": "Les attaques ignorent les bonus de DEF et d'ARM des boucliers et des targes.",
    "repoussement": (
        "Une figurine touchée est repoussée de 1\" directement à l'opposé de l'attaquant avant le jet de dégâts."
    ),
    "tir-rapide": "Avant l'attaque, lancez un d3 ; l'arme effectue ce nombre d'attaques initiales.",
    "pillage": (
        "Quand une figurine ennemie est détruite par une attaque de cette figurine, "
        "elle reçoit un point de focus ou d'âme."
    ),
    "chasseur-de-primes": (
        "Cette figurine gagne +2 sur ses jets d'attaque contre les personnages indépendants ennemis."
    ),
    "fidele-au-contrat": "Cette figurine ne peut jamais être prise pour cible par les effets de contrôle ennemis.",
}


MERC_MODIFIERS = records(
    "section name position condition value value_num source_line",
    ("MODIFICATEURS DE CHARGE", "Charge réussie", 1, None, "+2 sur le jet d'attaque; jet de dégâts boosté.", 2, 48),
    ("MODIFICATEURS DE CHARGE", "Charge ratée", 2, None, "L'activation de la figurine se termine immédiatement.",
     None, 49),
    ("MODIFICATEURS DE CHARGE", "Charge contre une cible surélevée", 3, None, "-2 sur le jet d'attaque", -2, 50),
    ("MODIFICATEURS DE TERRAIN", "Marécage", 1, None,
     "Déplacement à 1/2 SPD. Donne Dissimulation aux figurines à petit socle.", None, 54),
    ("MODIFICATEURS DE TERRAIN", "Pont de corde", 2, None,
     "Une seule figurine à la fois. Les warjacks ne peuvent pas le traverser.", None, 56),
    ("MODIFICATEURS DE TERRAIN", "Épave de warjack", 3, None, "Donne Couvert. Compte comme terrain difficile.",
     None, 58),
)  # fmt: skip


MERC_ROLLS = records(
    "table_name roll_from roll_to dice result source_line",
    ("DÉSERTION", 1, 1, "D6", "l'unité quitte le champ de bataille", 42),
    ("DÉSERTION", 2, 3, "D6", "l'unité ne peut ni charger ni courir ce tour", 43),
    ("DÉSERTION", 4, 6, "D6", "l'unité combat normalement", 44),
)


def merc_ids(rows: list[dict[str, Any]], *columns: str) -> list[dict[str, Any]]:
    return [{**row, **{c: f"warmachine-mercs:{row[c]}" for c in columns if row[c] is not None}} for row in rows]


def test_merc_rules():
    rules = tables("warmachine-mercs")["rules"]
    expected = merc_ids(MERC_RULES, "rule_id", "parent_rule_id")
    assert sorted(rules["rule_id"]) == sorted(row["rule_id"] for row in expected)
    assert differences(rules, ("rule_id",), expected) == []
    texts = [{"rule_id": f"warmachine-mercs:{rule}", "text": text} for rule, text in MERC_TEXTS.items()]
    assert differences(rules, ("rule_id",), texts) == []
    assert one(rules, name="Arme Magique")["abbreviation"] == "M"
    assert one(rules, name="Tir Rapide")["abbreviation"] == "TR"
    assert one(rules, name="CHASSEUR DE PRIMES")["tag"] == "Capacité"
    assert one(rules, name="Repoussement")["rule_key"] == "warmachine:facultes-d-armes/repoussement"
    assert rules["takes_param"].eq(False).all()


def test_merc_texts_of_headed_rules():
    rules = tables("warmachine-mercs")["rules"]
    mercs = one(rules, name="RÈGLES DES MERCENAIRES")["text"]
    assert mercs.startswith("Les mercenaires louent leurs services")
    assert mercs.endswith("- Une armée ne peut inclure qu'un seul contrat.")
    assert mercs.count("\n- ") == 3
    assert one(rules, name="FACULTÉS D'ARMES")["text"].startswith("Les facultés suivantes sont imprimées")
    boarding = one(rules, name="ABORDAGE")["text"]
    assert boarding.startswith("- Une figurine ne peut effectuer un abordage")
    assert boarding.count("\n- ") == 2
    assert "jet de dégâts de 2d6 + STR de l'attaquant" in boarding and "$" not in boarding
    assert one(rules, name="DÉSERTION")["text"].startswith("Au début de chaque tour, lancez un D6")


def test_merc_modifiers_and_dice():
    frame = tables("warmachine-mercs")
    assert len(frame["modifiers"]) == len(MERC_MODIFIERS)
    assert differences(frame["modifiers"], ("section", "name"), MERC_MODIFIERS) == []
    assert len(frame["roll_tables"]) == len(MERC_ROLLS)
    assert differences(frame["roll_tables"], ("table_name", "roll_from"), MERC_ROLLS) == []
    assert frame["weapons"].empty


def test_merc_every_line_read_and_valid():
    assert unparsed("warmachine-mercs") == []
    valid("warmachine-mercs")
