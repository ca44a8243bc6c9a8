"""Titans (tests/fixtures/sheets/epic-titans.txt), a new Epic sheet, read to the values written
by hand from it: every record and the rules named inside a description, the build report's
findings and lines."""

from __future__ import annotations

from typing import Any

from tests.conftest import one
from tests.hand_written import differences, records, result, tables, valid

# --- Epic: Titans (tests/fixtures/sheets/epic-titans.txt) -------------------------------

TITAN_RULES = records(
    "rule_id name name_alt section scope takes_param parent_rule_id source_line",
    ("boucliers-energetiques", "Boucliers Énergétiques", None, "Capacité Spéciale", "Unité", True, None, 1),
    ("engin-de-guerre", "Engin de Guerre", "EDG", "Capacité Spéciale", "Unité", False, None, 8),
    ("macro-arme", "Macro-arme", None, "Capacité Spéciale", "Arme", False, None, 16),
    ("tueur-de-titans", "Tueur de Titans", None, "Capacité Spéciale", "Arme", True, None, 22),
    ("reacteur-instable", "Réacteur Instable", None, "Capacité Spéciale", "Unité", False, None, 28),
    ("marcheur", "Marcheur", None, "Capacité Spéciale", "Unité", False, None, 34),
    ("ignore-les-couverts", "Ignore les Couverts", None, "Capacité Spéciale", "Arme", False, None, 39),
    ("tir-rapide", "Tir Rapide", None, "Capacité Spéciale", "Arme", False, None, 44),
    ("charge-lourde", "Charge Lourde", None, "Capacité Spéciale", "Arme", False, None, 49),
    ("chef", "Chef", None, "Capacité Spéciale", "Unité", False, None, 53),
)


# Named inside Engin de Guerre's description: their own rules, under it.
TITAN_SUB_ENTRIES = records(
    "rule_id name parent_rule_id source_line text",
    ("points-de-structure", "Points de Structure", "engin-de-guerre", 13,
     "chaque touche qui n'est pas sauvegardée retire un point de structure. "
     "L'Engin de Guerre est détruit quand il n'en a plus aucun."),
    ("degats-critiques", "Dégâts Critiques", "engin-de-guerre", 14,
     "sur un 6 au jet de dégâts, la touche devient critique et le joueur adverse jette un dé sur la fiche de l'engin."),
)  # fmt: skip


TITAN_TEXTS = {
    "boucliers-energetiques": (
        "Le Titan dispose de X boucliers énergétiques. Chaque touche obtenue par une arme de tir retire un "
        "bouclier au lieu d'infliger des dégâts.\n\nLes touches d'Assaut et les Macro-armes ignorent les "
        "boucliers.\n\nEn phase finale, le Titan relève D3 boucliers, sans dépasser sa valeur de départ."
    ),
    "macro-arme": (
        "Les touches infligées par une Macro-arme ignorent les sauvegardes normales ; seules les sauvegardes "
        "invulnérables s'appliquent.\n\nUne Macro-arme qui touche un Engin de Guerre inflige un point de "
        "structure supplémentaire."
    ),
    "reacteur-instable": (
        "Quand l'Engin de Guerre perd son dernier point de structure, jetez un dé pour chaque socle situé à "
        "5 cm ou moins.\n\nSur un 4+, le socle subit une touche de Macro-arme. Les boucliers ne protègent pas "
        "de l'explosion."
    ),
    "marcheur": (
        "Les socles Marcheurs relancent les tests de terrain dangereux ratés et peuvent traverser les "
        "obstacles de moins de 2 cm."
    ),
    "tir-rapide": None,  # printed `-`
    "charge-lourde": None,  # no description at all
}


def titan_ids(rows: list[dict[str, Any]], *columns: str) -> list[dict[str, Any]]:
    return [{**row, **{c: f"epic-titans:{row[c]}" for c in columns if row[c] is not None}} for row in rows]


def test_titan_records():
    rules = tables("epic-titans")["rules"]
    expected = titan_ids(TITAN_RULES, "rule_id")
    subs = titan_ids(TITAN_SUB_ENTRIES, "rule_id", "parent_rule_id")
    assert sorted(rules["rule_id"]) == sorted(row["rule_id"] for row in [*expected, *subs])
    assert differences(rules, ("rule_id",), expected) == []
    assert differences(rules, ("rule_id",), subs) == []
    texts = [{"rule_id": f"epic-titans:{rule}", "text": text} for rule, text in TITAN_TEXTS.items()]
    assert differences(rules, ("rule_id",), texts) == []
    engine = one(rules, name="Engin de Guerre")
    assert engine["abbreviation"] == "EDG"
    assert engine["text"].count("\n\n") == 3  # four paragraphs, the named ones kept in it
    assert "Points de Structure : chaque touche" in engine["text"]
    assert one(rules, name="Points de Structure")["rule_key"] == "epic:engin-de-guerre/points-de-structure"
    assert one(rules, name="Tueur de Titans")["text"].startswith("Chaque touche d'une arme Tueur de Titans (X)")


def test_titan_reports_and_lines():
    parsed = result("epic-titans")
    empty = sorted(entry["name"] for entry in parsed.report["empty_descriptions"])
    assert empty == ["Charge Lourde", "Tir Rapide"]
    assert parsed.report["stray_markup"] == [
        {"rule_id": "epic-titans:reacteur-instable", "removed": 2, "source_line": 28}
    ]
    assert tables("epic-titans")["roll_tables"].empty  # `sur un 6`, `Sur un 4+`: conditions, no table
    assert (parsed.coverage["kind"] == "rule").all()
    valid("epic-titans")
