"""Infinity (`tabular`) sheets; their Epic (`records`) siblings are tested in
tests/unit/games/epic/test_faithful_siblings.py.

Infinity (`tabular`) and Epic (`records`) sheets as faithful siblings of
the real ones (tests/fixtures/sheets/): users copied the layout of `raw/infinity-core.tsv`
or `raw/epic-abilities.txt` and filled in another army.

- `infinity-o12-starmada.tsv`: O-12's skills, modifiers, ammunition and weapons in the core
  sheet's TSV layout; CRLF line endings, a `Notes` column more right of `E/M*`, an empty
  trailing cell on some skills rows (`Nom<TAB>texte<TAB>`).
- `infinity-jsa-excel.csv`: the JSA in the same layout, saved by Excel as CSV (`;`, a BOM,
  CRLF, every row padded to the used range), the optional `E/M*` column left out, `–` for
  an empty cell (the normal ammunition row's name included), typographic apostrophes.

Every value below was written by hand from the sheets, before the parser was run on them."""

from __future__ import annotations

import pytest

from pipeline.contract.validate import typed_tables, validate_tables
from tests.conftest import column_notes
from tests.conftest import parsed_fixture as result
from tests.tabrec import CORE_BANDS, ammunition, bands, kinds, modifiers, nulls, rows, rules, sheet_id, texts

O12 = "infinity-o12-starmada.tsv"
JSA = "infinity-jsa-excel.csv"
TYRANIDS = "epic-tyranides.txt"
SISTERS = "epic-soeurs-bataille.txt"


NEW_SHEETS = [O12, JSA]


def items(file: str, weapon: str) -> list[tuple]:
    """(label, rule name, param, combinator, profile, match) of each rule item of `weapon`."""
    weapon_id = f"{sheet_id(file)}:{weapon}"
    return [
        nulls((link["label"], link["rule_name"], link["param"], link["combinator"], link["profile"], link["match"]))
        for link in rows(file, "weapon_rules")
        if link["weapon_id"] == weapon_id
    ]


def weapons(file: str) -> list[tuple]:
    """(name, line, melee only, close combat, strength, attribute, modifier, burst, template,
    E/M) of each weapon."""
    return [
        nulls(
            (
                w["name"],
                w["source_line"],
                w["melee_only"],
                w["close_combat"],
                w["strength"],
                w["strength_attribute"],
                w["strength_modifier"],
                w["burst"],
                w["template"],
                w["em_vulnerable"],
            )
        )
        for w in rows(file, "weapons")
    ]


@pytest.mark.parametrize("file", NEW_SHEETS)
def test_every_line_is_read_and_the_tables_validate(file):
    assert "unparsed" not in kinds(file).values()
    assert validate_tables(typed_tables(result(file).tables)) == []


# Infinity, O-12 in the core sheet's TSV layout (CRLF, a Notes column, trailing tabs).


def cm_bands(*cells: str) -> list[tuple]:
    """The bands the core layout's `20/+3` cells give, under its four band headers."""
    out = []
    for label, cell in zip(CORE_BANDS, cells, strict=False):
        distance, modifier = cell.split("/")
        out.append((label, None, float(distance), "cm", int(modifier)))
    return out


def test_o12_weapons():
    assert weapons(O12) == [
        ("Arme de Corps à Corps", 50, True, True, None, "PH", 0, None, None, False),
        ("Bâton Étourdissant", 51, True, True, None, "PH", 1, None, None, False),
        ("Couteau", 52, True, True, None, "PH", -1, None, None, False),
        ("Pistolet Étourdissant", 53, False, True, 12, None, None, 2, None, False),
        ("Pistolet Breaker", 54, False, True, 14, None, None, 2, None, False),
        ("Fusil Combi", 55, False, False, 13, None, None, 3, None, True),
        ("Fusil Breaker", 56, False, False, 14, None, None, 3, None, True),
        ("Fusil à pompe Vulkan", 57, False, False, 14, None, None, 2, "PteLarme", False),
        ("Fusil de Précision Multi", 58, False, False, 15, None, None, 2, None, True),
        ("Mitrailleuse Multi Lourde", 59, False, False, 15, None, None, 4, None, True),
        ("Lance-grenades Étourdissantes", 60, False, False, None, None, None, 1, "Circulaire", False),
        ("Lance Adhésifs Lourd", 61, False, False, None, None, None, 1, None, False),
        ("Zapper", 62, False, False, 14, None, None, 2, None, True),
        ("Lanceur Flash", 63, False, False, 13, None, None, 1, None, True),
        ("Carabine Plasma", 64, False, False, 14, None, None, 2, "Circulaire", True),
        ("Mines Étourdissantes", 65, False, False, 13, None, None, None, "Circulaire PteLarme", True),
        ("Panzerfaust E/M", 66, False, False, 14, None, None, 1, None, False),
    ]
    assert "unread_columns" not in result(O12).report
    assert column_notes(result(O12)) == [
        (51, "Notes", "Agents Bluecoat"),
        (56, "Notes", "Alguaciles"),
        (59, "Notes", "Lynx"),
        (66, "Notes", "Jetable (2)"),
    ]


def test_o12_bands():
    assert bands(O12, "arme-de-corps-a-corps") == []
    assert bands(O12, "baton-etourdissant") == []
    assert bands(O12, "pistolet-etourdissant") == cm_bands("10/+3", "20/0", "40/-3")
    assert bands(O12, "pistolet-breaker") == cm_bands("10/+3", "20/0", "40/-3", "60/-6")
    assert bands(O12, "fusil-combi") == cm_bands("20/+3", "40/+3", "60/-3", "120/-6")
    assert bands(O12, "fusil-breaker") == cm_bands("20/+3", "40/+3", "60/-3", "120/-6")
    assert bands(O12, "fusil-a-pompe-vulkan") == cm_bands("20/+3", "40/0", "60/-3")
    assert bands(O12, "fusil-de-precision-multi") == cm_bands("20/0", "60/+3", "80/-3", "120/-6")
    assert bands(O12, "mitrailleuse-multi-lourde") == cm_bands("20/0", "80/+3", "120/-3", "240/-6")
    assert bands(O12, "lance-grenades-etourdissantes") == cm_bands("10/0", "40/+3", "60/-3", "120/-6")
    assert bands(O12, "lance-adhesifs-lourd") == cm_bands("20/0", "80/+3", "120/-3", "240/-6")
    assert bands(O12, "zapper") == cm_bands("20/+3", "40/0", "60/-3", "120/-6")
    assert bands(O12, "lanceur-flash") == cm_bands("20/+3", "80/0", "120/-3", "240/-6")
    assert bands(O12, "carabine-plasma") == cm_bands("20/+3", "40/0", "60/-3")
    assert bands(O12, "mines-etourdissantes") == []
    assert bands(O12, "panzerfaust-e-m") == cm_bands("20/0", "80/+3", "120/-3", "240/-6")


def test_o12_weapon_rules():
    stun = [("Étourdissante", "Étourdissante", None, None, None, "exact")]
    breaker = [("Breaker", "Breaker", None, None, None, "exact")]
    assert items(O12, "arme-de-corps-a-corps") == []
    assert items(O12, "baton-etourdissant") == stun
    assert items(O12, "couteau") == []
    assert items(O12, "pistolet-etourdissant") == stun
    assert items(O12, "pistolet-breaker") == breaker
    assert items(O12, "fusil-combi") == []
    assert items(O12, "fusil-breaker") == breaker
    assert items(O12, "fusil-a-pompe-vulkan") == [("AP", "AP", None, None, None, "exact")]
    assert items(O12, "fusil-de-precision-multi") == [
        ("AP", "AP", None, "choice", 1, "exact"),
        ("DA", "DA", None, "choice", 2, "exact"),
    ]
    assert items(O12, "mitrailleuse-multi-lourde") == [
        ("N", "N", None, "choice", 1, "exact"),
        ("AP", "AP", None, "choice", 2, "exact"),
        ("EXP", "EXP", None, "choice", 3, "exact"),
    ]
    assert items(O12, "lance-grenades-etourdissantes") == stun
    assert items(O12, "lance-adhesifs-lourd") == [("ADH", "ADH", None, None, None, "fuzzy")]
    assert items(O12, "zapper") == [("E/M", "E/M", None, None, None, "exact")]
    assert items(O12, "lanceur-flash") == [("Flash", "Flash", None, None, None, "exact")]
    assert items(O12, "carabine-plasma") == [("Plasma", "Plasma", None, None, None, "exact")]
    assert items(O12, "mines-etourdissantes") == stun
    assert items(O12, "panzerfaust-e-m") == [
        ("E/M", "E/M", None, "all", None, "exact"),
        ("AP", "AP", None, "all", None, "exact"),
    ]


def test_o12_rules_modifiers_and_ammunition():
    skills = "Compétences"
    ammo = "Type de munition"
    assert rules(O12) == [
        ("Observateur Avancé", None, skills, None, False, None, 7),
        ("Poseur de mines", "PM", skills, None, False, None, 8),
        ("Docteur Plus", None, skills, None, False, None, 9),
        ("Ingénieur", None, skills, None, False, None, 10),
        ("Coordination Tactique N1", None, skills, None, False, None, 11),
        ("Coordination Tactique N2", None, skills, None, False, None, 12),
        ("Sixième Sens N1", None, skills, None, False, None, 13),
        ("Sixième Sens N2", None, skills, None, False, None, 14),
        ("Jetable (X)", None, skills, None, True, None, 15),
        ("Retraite Tactique", None, skills, None, False, None, 16),
        ("Piratage Défensif", None, skills, None, False, None, 17),
        ("Immunité Étourdissement", None, skills, None, False, None, 18),
        ("Verrouillage N1", None, skills, None, False, None, 19),
        ("Normale", "N", ammo, None, False, None, 36),
        ("AP", None, ammo, None, False, None, 37),
        ("DA", None, ammo, None, False, None, 38),
        ("EXP", None, ammo, None, False, None, 39),
        ("Étourdissante", "STUN", ammo, None, False, None, 40),
        ("Breaker", None, ammo, None, False, None, 41),
        ("E/M", None, ammo, None, False, None, 42),
        ("Adhésive", None, ammo, None, False, None, 43),
        ("Flash", None, ammo, None, False, None, 44),
        ("Plasma", None, ammo, None, False, None, 45),
    ]
    # A tabular sheet's rule keeps its name as printed, placeholder included (as `TR(n)` does
    # in Antares); its key drops it.
    assert {r["name"]: r["rule_key"] for r in rows(O12, "rules")}["Jetable (X)"] == "infinity:jetable"
    observer = next(r for r in rows(O12, "rules") if r["name"] == "Observateur Avancé")
    assert (observer["name_alt"], observer["name_en"]) == ("Forward Observer", "Forward Observer")
    found = texts(O12)
    assert found["Poseur de mines"] == "Déploie une mine supplémentaire au contact du socle après le déploiement."
    assert found["Jetable (X)"] == "L'arme ne peut être utilisée que X fois au cours de la partie."
    assert found["Docteur Plus"] == "VOL+3 : Annule un statut inconscient. Peut relancer en cas d'échec."
    section = "Modificateurs de base"
    assert modifiers(O12) == [
        (section, "Engagé en CC", None, "TR -6 en cas de tir sur une figurine au contact", 23),
        (section, "Zone de Faible Visibilité", None, "-3 pour les attaques à distance", 24),
        (section, "Zone de Visibilité Nulle", None, "Sans LdV, -6 en ORA", 25),
        (section, "Cible Marquée", None, "TR +3 pour les armes guidées", 26),
        (section, "Cible Étourdie", None, "CC et TR +3", 27),
        (section, "Couverture Partielle", None, "TR -3, BLI +3", 28),
        (section, "Holoécho", None, "TR -3, la cible peut être un leurre", 29),
        (section, "Marquage/Observateur Avancé (20 cm)", "20 cm", "+3", 31),
        (section, "Marquage/Observateur Avancé (40 cm)", "40 cm", "0", 31),
        (section, "Marquage/Observateur Avancé (80 cm)", "80 cm", "-3", 31),
        (section, "Marquage/Observateur Avancé (>)", ">", "-6", 31),
    ]
    assert ammunition(O12) == [
        ("normale", "1 blessure", "Jet BLI", "Blessure directe", 36),
        ("ap", "1 blessure", "Jet BLI/2", "Blessure directe", 37),
        ("da", "2 blessures", "2x Jet BLI", "1 Blessure directe + 1x Jet BLI", 38),
        ("exp", "3 blessures", "3x Jet BLI", "1 Blessure directe + 2x Jet BLI", 39),
        ("etourdissante", "Étourdi : -3 à toutes les compétences", "Jet BLI", "Étourdissement direct", 40),
        ("breaker", "1 blessure", "Jet PB/2", "Blessure directe", 41),
        ("e-m", "(Voir Tableau E/M)", "Jet PB", "Effet direct", 42),
        ("adhesive", "Immobilise", "Jet PH -6", "Immobilisation directe", 43),
        ("flash", "Aveuglé jusqu'à la fin du tour", "Jet PB", "Effet direct", 44),
        ("plasma", "1 blessure + E/M", "Jet BLI + Jet PB", "1 Blessure directe", 45),
    ]
    covered = kinds(O12)
    assert [covered[line] for line in (3, 5, 21, 33, 35, 47, 49)] == [
        "heading",
        "heading",
        "heading",
        "heading",
        "table_header",
        "heading",
        "table_header",
    ]


# Infinity, the JSA saved by Excel as CSV (BOM, `;`, padded rows, no E/M column, `–`).


def test_jsa_weapons():
    assert weapons(JSA) == [
        ("Arme de Corps à Corps", 48, True, True, None, "PH", 0, None, None, False),
        ("Katana DA", 49, True, True, None, "PH", 1, None, None, False),
        ("Nodachi", 50, True, True, None, "PH", 2, None, None, False),
        ("Couteau", 51, True, True, None, "PH", -2, None, None, False),
        ("Pistolet", 52, False, True, 11, None, None, 2, None, False),
        ("Pistolet Lourd", 53, False, True, 15, None, None, 1, None, False),
        ("Fusil Combi", 54, False, False, 13, None, None, 3, None, False),
        ("Fusil à pompe Léger", 55, False, False, 13, None, None, 2, "PteLarme", False),
        ("Fusil à pompe Lourd", 56, False, False, 15, None, None, 2, "PteLarme", False),
        ("Spitfire", 57, False, False, 14, None, None, 4, None, False),
        ("Fusil de Sniper Multi", 58, False, False, 15, None, None, 2, None, False),
        ("Lance-flammes Lourd", 59, False, False, 14, None, None, None, "GrdLarme", False),
        ("Lance-grenades Fumigènes", 60, False, False, None, None, None, 1, "Circulaire", False),
        ("Chain Rifle", 61, False, False, 13, None, None, None, "PteLarme", False),
        ("Mines Monofilament", 62, False, False, 13, None, None, None, "Circulaire PteLarme", False),
        ("Lance-missiles", 63, False, False, 14, None, None, None, "Circulaire", False),
        ("Panzerfaust", 64, False, False, 14, None, None, 1, None, False),
        ("Canon Portable Automatique", 65, False, False, 15, None, None, 2, None, False),
    ]
    shotgun = next(w for w in rows(JSA, "weapons") if w["name"] == "Fusil à pompe Léger")
    assert shotgun["burst_alt"] == 3
    assert "unread_columns" not in result(JSA).report


def test_jsa_bands():
    for melee in ("arme-de-corps-a-corps", "katana-da", "nodachi", "couteau", "lance-flammes-lourd", "chain-rifle"):
        assert bands(JSA, melee) == []
    assert bands(JSA, "pistolet") == cm_bands("10/+3", "20/0", "40/-3", "60/-6")
    assert bands(JSA, "pistolet-lourd") == cm_bands("10/+3", "20/0", "40/-3")
    assert bands(JSA, "fusil-combi") == cm_bands("20/+3", "40/+3", "60/-3", "120/-6")
    assert bands(JSA, "fusil-a-pompe-leger") == cm_bands("20/+3", "40/0", "60/-3")
    assert bands(JSA, "fusil-a-pompe-lourd") == cm_bands("20/+3", "40/0", "60/-3")
    assert bands(JSA, "spitfire") == cm_bands("20/+3", "60/+3", "80/0", "120/-6")
    assert bands(JSA, "fusil-de-sniper-multi") == cm_bands("30/0", "90/+3", "130/-3", "260/-6")
    assert bands(JSA, "lance-grenades-fumigenes") == cm_bands("10/0", "40/+3", "60/-3", "120/-6")
    assert bands(JSA, "mines-monofilament") == []
    assert bands(JSA, "lance-missiles") == cm_bands("20/0", "80/+3", "120/-3", "240/-6")
    assert bands(JSA, "panzerfaust") == cm_bands("20/0", "80/+3", "120/-3", "240/-6")
    assert bands(JSA, "canon-portable-automatique") == cm_bands("20/0", "80/+3", "120/-3", "240/-6")


def test_jsa_weapon_rules():
    ap_exp = [("AP", "AP", None, "all", None, "exact"), ("EXP", "EXP", None, "all", None, "exact")]
    assert items(JSA, "arme-de-corps-a-corps") == []
    assert items(JSA, "katana-da") == [("DA", "DA", None, None, None, "exact")]
    assert items(JSA, "nodachi") == [("AP", "AP", None, "all", None, "exact"), ("DA", "DA", None, "all", None, "exact")]
    assert items(JSA, "couteau") == [("Shock", "Shock", None, None, None, "exact")]
    assert items(JSA, "pistolet") == []
    assert items(JSA, "pistolet-lourd") == [("Shock", "Shock", None, None, None, "exact")]
    assert items(JSA, "fusil-combi") == []
    assert items(JSA, "fusil-a-pompe-leger") == []
    assert items(JSA, "fusil-a-pompe-lourd") == [
        ("N", "N", None, "choice", 1, "exact"),
        ("AP", "AP", None, "choice", 2, "exact"),
    ]
    assert items(JSA, "spitfire") == []
    assert items(JSA, "fusil-de-sniper-multi") == [
        ("AP", "AP", None, "choice", 1, "exact"),
        ("DA", "DA", None, "choice", 2, "exact"),
    ]
    assert items(JSA, "lance-flammes-lourd") == [("INC", "INC", None, None, None, "exact")]
    assert items(JSA, "lance-grenades-fumigenes") == [("Fumigène", "Fumigène", None, None, None, "exact")]
    assert items(JSA, "chain-rifle") == []
    assert items(JSA, "mines-monofilament") == [("Monofilament", "Monofilament", None, None, None, "exact")]
    assert items(JSA, "lance-missiles") == [
        ("EXP", "EXP", None, "all", None, "exact"),
        ("AP", "AP", None, "all", None, "exact"),
    ]
    assert items(JSA, "panzerfaust") == ap_exp
    assert items(JSA, "canon-portable-automatique") == ap_exp


def test_jsa_rules_modifiers_and_ammunition():
    skills = "Compétences"
    ammo = "Type de munition"
    assert rules(JSA) == [
        ("Arts Martiaux N2", None, skills, None, False, None, 7),
        ("Arts Martiaux N4", None, skills, None, False, None, 8),
        ("Camouflage Thermo-Optique", "TO", skills, None, False, None, 9),
        ("Infiltration N2", None, skills, None, False, None, 10),
        ("DA : N4-Saut tactique", None, skills, None, False, None, 11),
        ("Frénésie", None, skills, None, False, None, 12),
        ("Vaillance N1 – Courage", None, skills, None, False, None, 13),
        ("Vaillance N2 – Tenace", None, skills, None, False, None, 14),
        ("Escalader Plus", None, skills, None, False, None, 15),
        ("Super Saut", None, skills, None, False, None, 16),
        ("Jetable (X)", None, skills, None, True, None, 17),
        ("Berserk", None, skills, None, False, None, 18),
        ("Bushido", None, skills, None, False, None, 19),
        ("AP", None, ammo, None, False, None, 36),
        ("DA", None, ammo, None, False, None, 37),
        ("EXP", None, ammo, None, False, None, 38),
        ("Normale", "N", ammo, None, False, None, 39),
        ("Shock", "SH", ammo, None, False, None, 40),
        ("Fumigène", None, ammo, None, False, None, 41),
        ("Incendiaire", "INC.", ammo, None, False, None, 42),
        ("Monofilament", None, ammo, None, False, None, 43),
    ]
    found = texts(JSA)
    assert found["Arts Martiaux N2"] == "Annule le bonus de défense en CC (+3 BLI) de l’ennemi."
    assert found["Super Saut"] == "Saute sans jet PH. Pas de dommage en cas de chute si hauteur < (MOV1+MOV2)."
    section = "Modificateurs de base"
    assert modifiers(JSA) == [
        (section, "Aide en CC", None, "+3 au CC, pour chaque figurine alliée", 23),
        (section, "Berserk", None, "CC +9", 24),
        (section, "Visibilité Réduite", None, "-3 pour les attaques à distance", 25),
        (section, "CD : Camouflage TO", None, "TR et détection -6", 26),
        (section, "Couverture Partielle", None, "TR -3, BLI +3", 27),
        (section, "Tir spéculatif", None, "TR -6", 28),
        (section, "Esquive de gabarit", None, "PH -6", 29),
        (section, "Découvrir (20 cm)", "20 cm", "+3", 31),
        (section, "Découvrir (40 cm)", "40 cm", "0", 31),
        (section, "Découvrir (80 cm)", "80 cm", "-3", 31),
        (section, "Découvrir (>)", ">", "-6", 31),
    ]
    assert ammunition(JSA) == [
        ("ap", "1 blessure", "Jet BLI/2", "Blessure directe", 36),
        ("da", "2 blessures", "2x Jet BLI", "1 Blessure directe + 1x Jet BLI", 37),
        ("exp", "3 blessures", "3x Jet BLI", "1 Blessure directe + 2x Jet BLI", 38),
        ("normale", "1 blessure", "Jet BLI", "Blessure directe", 39),
        ("shock", "1 blessure. Mort instantanée en cas de blessure", "Jet BLI", "1 Blessure directe", 40),
        ("fumigene", "Crée une zone Visibilité Nulle", None, None, 41),
        ("incendiaire", "1 blessure pour chaque jet de BLI raté", "N x Jet BLI", "1 Blessure directe", 42),
        ("monofilament", "Zone de Mort instantanée", "Jet >12", "Mort instantanée", 43),
    ]
    covered = kinds(JSA)
    assert [covered[line] for line in (3, 5, 21, 33, 35, 45, 47)] == [
        "heading",
        "heading",
        "heading",
        "heading",
        "table_header",
        "heading",
        "table_header",
    ]
