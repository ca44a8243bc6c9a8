"""Named entries: the one vocabulary of leads, in every family, and entries named inside
other entries (`parent_rule_id`), with real values from the five sheets."""

from __future__ import annotations

import pandas as pd
import pytest

from pipeline.model.sheet import SheetEntry
from pipeline.parse.sheet import parse_text
from tests.conftest import RAW, manifest, one, parsed


def rule(sheet_id: str, name: str, **where) -> pd.Series:
    return one(parsed(sheet_id).tables["rules"], name=name, **where)


@pytest.mark.parametrize(
    ("sheet_id", "parent", "children"),
    [
        ("antares-algoryn", "ISO-DRONE", ["Lent", "À l'épreuve du Brouillage", "Bouclier d'Isolation"]),
        ("antares-freeborn", "ISO-DRONE", ["Lent", "À l'épreuve du Brouillage", "Bouclier d'Isolation"]),
        (
            "antares-algoryn",
            "SPOTTER DRONE",
            ["Relances de Repérage", "Reconnaissance en SP", "Connexion Réseau SP"],
        ),
        ("antares-algoryn", "TIR EN SURPLOMB - SP", ["Tir en Aveugle"]),
        ("antares-freeborn", "TIR EN SURPLOMB", ["Tir en Aveugle"]),
        ("epic-abilities", "Psyker", ["Pouvoirs Physiques", "Pouvoirs Ethérés"]),
        ("infinity-core", "Réserve d'ordre", ["Ordres impétueux", "Last Man Down"]),
        (
            "warmachine-core",
            "CAVALERIE",
            ["A HAUTEUR DE SELLE", "ATTAQUE EN PASSANT", "MONTURE", "CHARGE DE CAVALERIE", "CAVALERIE LÉGÈRE"],
        ),
    ],
)
def test_named_sub_entries_are_rules_pointing_to_their_parent(sheet_id, parent, children):
    parent_rule = rule(sheet_id, parent, parent_rule_id=None)
    for child in children:
        assert rule(sheet_id, child)["parent_rule_id"] == parent_rule["rule_id"], child


def test_the_parent_keeps_its_whole_text():
    iso = rule("antares-algoryn", "ISO-DRONE")["text"]
    assert iso.startswith("Lent. L'Iso-Drone est *lent*.\n\nÀ l'épreuve du Brouillage.")
    assert "- Les *Boucliers d'Isolation* protègent" in iso
    assert rule("antares-algoryn", "Lent")["text"] == "L'Iso-Drone est *lent*."
    shield = rule("antares-algoryn", "Bouclier d'Isolation")["text"]
    assert shield.startswith("Une figurine est protégée") and "\n\n- Les *Boucliers d'Isolation*" in shield
    spotter = rule("antares-algoryn", "SPOTTER DRONE")["text"]
    assert spotter.startswith("- **Relances de Repérage** :")
    blind = rule("antares-algoryn", "Tir en Aveugle")
    assert blind["text"].startswith("- Ordre **Fire** uniquement\n- Aucune LdV directe")
    assert (
        "- Tir en Aveugle :\n  - Ordre **Fire** uniquement" in rule("antares-algoryn", "TIR EN SURPLOMB - SP")["text"]
    )
    psyker = rule("epic-abilities", "Psyker")["text"]
    assert "Pouvoirs Physiques : ils représentent" in psyker
    assert rule("epic-abilities", "Pouvoirs Physiques")["text"].startswith("ils représentent des forces tangibles")
    assert rule("infinity-core", "Last Man Down")["text"] == "La réserve d'ordre contient au minimum 2 Ordres"


def test_a_heading_that_groups_entries_keeps_its_own_paragraph():
    cavalry = rule("warmachine-core", "CAVALERIE")
    assert cavalry["text"] == (
        "Une figurine de cavalerie doit recevoir un ordre et compléter son mouvement et son action avant que la "
        "figurine suivante de l'unité ne s'active."
    )
    assert "Une figurine de cavalerie doit recevoir" not in rule("warmachine-core", "ATTAQUE EN PASSANT")["text"]
    # A glossary heading without text of its own is no rule.
    assert parsed("antares-algoryn").tables["rules"].query("name == 'RÈGLES SPÉCIALES'").empty
    assert pd.isna(rule("antares-algoryn", "TR(n)")["parent_rule_id"])


def test_remarks_and_outcomes_stay_in_their_text():
    # (Infinity's `Jeu de dés` table names a `Réussite` of its own: a term, not a remark.)
    prose = ("antares-algoryn", "antares-freeborn", "warmachine-core", "epic-abilities")
    rules = pd.concat([parsed(sheet_id).tables["rules"] for sheet_id in prose])
    for name in ("Note", "Échec", "Réussite", "Test réussi", "Tous les warjacks", "Warjacks lourds", "ÉTAPE 1"):
        assert name not in set(rules["name"]), name


def test_a_weapon_item_resolves_to_a_sub_entry():
    text = (RAW / "antares-algoryn.md").read_text(encoding="utf-8")
    text = text.replace('| Mag Pistol | 10" | 20" | 30" | 1 | – |', '| Mag Pistol | 10" | 20" | 30" | 1 | Lent |')
    result = parse_text(text.encode(), manifest()["antares-algoryn"])
    link = one(result.tables["weapon_rules"], weapon_id="antares-algoryn:mag-pistol")
    lent = one(result.tables["rules"], name="Lent")
    assert (link["rule_id"], link["match"]) == (lent["rule_id"], "exact")
    # A rule of its own keeps its name over an entry named inside another rule.
    deflagration = one(result.tables["weapon_rules"], weapon_id="antares-algoryn:x-launcher", position=2)
    assert one(result.tables["rules"], rule_id=deflagration["rule_id"])["name"] == "Déflagration D(n)"


FREETEXT = SheetEntry("wm-test", "wm.txt", "warmachine", None, "Test", "freetext", "fr")
MARKDOWN = SheetEntry("antares-test", "t.md", "antares", None, "Test", "markdown", "fr")


@pytest.mark.parametrize("bullet", ["-", "*", "•", "+"])
@pytest.mark.parametrize(
    "lead",
    ["**{name}.** {text}", "**{name}** : {text}", "**{name} :** {text}", "**{name}**. {text}", "**{name}**: {text}"],
)
@pytest.mark.parametrize("entry", [FREETEXT, MARKDOWN])
def test_every_lead_form_in_every_family(bullet, lead, entry):
    names = ["Arc nodal (A)", "Cortex (C)", "Mouvement (M)", "Générateur de champ de force (G)", "Tête (H)", "Bras"]
    lines = ["RÈGLES DES SYSTÈMES", ""]
    lines += [
        f"{bullet} " + lead.format(name=name, text=f"la figurine perd l'usage n° {n}.") for n, name in enumerate(names)
    ]
    result = parse_text("\n".join(lines).encode(), entry)
    rules = result.tables["rules"].sort_values("source_line")
    assert rules["name"].tolist() == [
        "Arc nodal",
        "Cortex",
        "Mouvement",
        "Générateur de champ de force",
        "Tête",
        "Bras",
    ]
    assert rules["name_alt"].tolist()[:2] == ["A", "C"]
    assert rules["text"].tolist()[0] == "la figurine perd l'usage n° 0."
    assert set(rules["section"]) == {"RÈGLES DES SYSTÈMES"}
    assert (result.coverage["kind"] != "unparsed").all()


@pytest.mark.parametrize(
    "heading",
    [
        "RÈGLES SPÉCIALES",
        "# Règles spéciales",
        "## Règles spéciales",
        "### Règles spéciales",
        "**RÈGLES SPÉCIALES**",
        "Règles spéciales\n===",
    ],
)
def test_heading_forms(heading):
    text = f"{heading}\n\n- **Lent.** Se déplace moins vite.\n- **Rapide.** Se déplace plus vite.\n"
    rules = parse_text(text.encode(), MARKDOWN).tables["rules"]
    assert sorted(rules["name"]) == ["Lent", "Rapide"]
    assert set(rules["section"].str.casefold()) == {"règles spéciales"}


def test_run_in_leads_in_every_family():
    text = "\n".join(
        [
            "ÉQUIPEMENT",
            "",
            "Lunette. Ajoute +1 au jet de tir.",
            "",
            "Bouclier. Ajoute +1 à la sauvegarde.",
            "",
            "GRENADE FUMIGÈNE- Bloque les lignes de vue.",
            "",
            "Kit de survie : relance un test de moral raté.",
        ]
    )
    for entry in (FREETEXT, MARKDOWN):
        rules = parse_text(text.encode(), entry).tables["rules"]
        assert sorted(rules["name"]) == ["Bouclier", "GRENADE FUMIGÈNE", "Kit de survie", "Lunette"], entry.format
        assert one(rules, name="Kit de survie")["text"] == "relance un test de moral raté."


def warmachine_rules(sheet: str) -> pd.DataFrame:
    """The rules of a Warmachine `freetext` sheet given as text."""
    entry = SheetEntry("inline", "inline.txt", "warmachine", None, "inline", "freetext", "fr")
    return parse_text(sheet.encode(), entry).tables["rules"]


def test_a_state_named_by_a_preposition_is_an_entry_among_named_siblings():
    """`Au tapis`, `En feu`: a preposition and a word name a state where the bullet's
    siblings are named entries; `Au total : …` alone stays a sentence."""
    sheet = (
        "ÉTATS\n\nLes états suivants durent jusqu'à la fin du tour :\n\n"
        "* Au tapis : la figurine a une DEF de base de 5 et ne peut pas avancer.\n"
        "* Stationnaire : la figurine ne peut pas avancer ni attaquer.\n"
        "* En feu : la figurine subit un jet de dégâts de puissance 12.\n\n"
        "DIVERS\n\nAu total : une armée compte au plus cinq unités de soutien.\n"
    )
    rules = warmachine_rules(sheet)
    assert [(r.name, r.source_line) for r in rules.itertuples() if r.section == "ÉTATS"][1:] == [
        ("Au tapis", 5),
        ("Stationnaire", 6),
        ("En feu", 7),
    ]
    assert "Au total" not in set(rules["name"])


def test_paragraphs_led_by_a_name_and_a_spaced_hyphen_are_entries_when_several():
    """`Arme d'allonge - Cette arme…`: the hyphen a plain keyboard types for the dash; several
    paragraphs in a row opening so name entries, one alone is a sentence's clause."""
    sheet = (
        "FACULTÉS D'ARMES\n\nArme d'allonge - Cette arme a une zone de 2\".\n"
        "Prise - Cette arme peut effectuer des prises.\nTir en cloche - L'attaque ignore les figurines.\n"
        "Tir indirect : voir Tir en cloche.\n\n"
        "DIVERS\n\nLe tour - Chaque joueur active ses figurines.\n"
    )
    rules = warmachine_rules(sheet)
    assert [(r.name, r.section, r.text) for r in rules.itertuples()][:3] == [
        ("Arme d'allonge", "FACULTÉS D'ARMES", 'Cette arme a une zone de 2".'),
        ("Prise", "FACULTÉS D'ARMES", "Cette arme peut effectuer des prises."),
        ("Tir en cloche", "FACULTÉS D'ARMES", "L'attaque ignore les figurines."),
    ]
    assert "Le tour" not in set(rules["name"])


def test_a_numbered_step_with_a_colon_is_its_heading_s_text():
    sheet = (
        "ACTIVATION\n\nLe joueur actif active ses figurines.\n\n"
        "ÉTAPE 1- Allocation du focus : le warcaster alloue ses points de focus.\n\n"
        "ÉTAPE 2- Entretien : retirez les effets expirés.\n"
    )
    rules = warmachine_rules(sheet)
    assert rules["name"].tolist() == ["ACTIVATION"]
    assert "Entretien : retirez les effets expirés." in rules["text"][0]


def test_a_rule_and_its_value_in_capitals_glued_to_a_dash_is_one_name():
    sheet = (
        "FACULTÉS\n\nCRITIQUE : GEL- Sur une touche critique, la cible devient stationnaire.\n\n"
        "CRITIQUE : RENVERSEMENT- Sur une touche critique, la cible est mise au tapis.\n"
    )
    assert warmachine_rules(sheet)["name"].tolist()[-2:] == ["CRITIQUE : GEL", "CRITIQUE : RENVERSEMENT"]
