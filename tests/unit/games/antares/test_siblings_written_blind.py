"""Antares, written blind: six siblings of the real sheets (raw/antares-algoryn.md,
raw/antares-freeborn.md) for other factions and for the core rules, as another volunteer of
the translation team copies one of them (tests/fixtures/sheets/). Every expected value below
was written by hand from the sheet, before the parser was run on it.

- `antares-ghar-empire-pipe.md`: the Algoryn layout for the Ghar Empire; the separator row
  aligned with colons (`|:---|:---:|`), the mode in Markdown italics (`- *Dispersion*`), the
  melee range in italics too, a row whose rules cell is left blank (`| 0 | |`), a rule
  whose named sub-entries are nested bold bullets (`  - **Contre les Véhicules :** …`), an
  entry whose options are bold bullets and whose D10 pipe table follows a paragraph,
  `Nom. texte` paragraphs as sub-entries (as the Algoryn Iso-Drone), modifiers as bullets
  `- Portée Longue : -1` under `MODIFICATEURS DE TIR`, dice bullets `- 1-3 : …`, rule
  items with a parameter in parentheses (`Fouet (D3)`), repeated page headers.
- `antares-isorian-senatex.md`: the Algoryn layout for the Isorian Senatex, saved with CRLF
  line endings by an editor that pads every cell into columns; the header spelled
  `Portée Efficace | Portée Longue | Portée Extrême`, a points column `Pts` added after the
  rules, modes in `<em>` rather than `<i>`, ranges with an en dash (`10–30"`), rules as
  `- **Nom :** texte`, a rule named twice (a common rule and the entry detailing it),
  sub-entries in italics (`- *Nom :* texte`), dice ranges with an en dash (`1–2`).
- `antares-concord-strike.md`: the Freeborn layout for the Concord Strike Command; the
  mode column headed `Mode`, a trailing tab after every row of the table (header too), a
  melee profile whose range cell says `CàC` and others `-`, sub-entries as bold paragraphs
  `**Nom.** texte` one of them over its own dice bullets, a dice table nested under a
  named bullet (`  - 1-5 = …`), modifiers as bullets whose value is after a tab
  (`- Portée Longue<TAB>-1`), an entry under a `####` heading below a `##` one.
- `antares-boromites-clans.md`: the Freeborn layout for the Boromite clans, the title on the
  first line; the `VI` column moved before the ranges, mode cells without dash
  (`Dispersion`), `N/A` for no range and `CàC` for a melee profile, dice bullets written
  `- 1 à 3 = …` and nested `  - 1-3 : …` under a rule, sub-entries in bold italics
  (`***Endurance :***`) and in italics, a glossary entry whose common rules are French
  first (`**Chef (n) (Leader) :**`), modifiers as `Nom<TAB>-1` lines, a damage table as a
  `##` heading over `Lancez un D10 :` and dice bullets.
- `antares-regles-tir.md`: the Algoryn layout for the core rules' shooting part; the pipe
  table written without its outer pipes, a parameter with a sign (`Cinglant (+1)` for
  `Cinglant (+n)`), nested bold sub-entries, modifiers as a two-column pipe table
  (`| Situation | Modificateur |`), rolls in bold in a D10 table (`| **1-5** |`), a table
  caption in bold (`**Résultat du test de moral**`), reactions as `Nom. texte` paragraphs.
- `antares-virai-dronescape.md`: the Freeborn layout for the Virai, with a UTF-8 BOM; a
  `Type` column added after the rules, modes written with the en dash a word processor's
  autocorrect makes (`– Dispersion`), ranges with an en dash, `–` for no range, entries as
  `### NOM (Alt)` without bullet, sub-entries as `- **Nom** — texte` (em dash), nested
  under a rule too, dice bullets `- 1–4 = …` nested under a sub-entry.
"""

from __future__ import annotations

import pytest

from tests.conftest import rows
from tests.sheet_tables import all_bands, all_links, rolls, sheet, unparsed, weapons

GHAR = "antares-ghar-empire-pipe"
ISORIAN = "antares-isorian-senatex"
CONCORD = "antares-concord-strike"
BOROMITES = "antares-boromites-clans"
CORE = "antares-regles-tir"
VIRAI = "antares-virai-dronescape"
NEW_SHEETS = [GHAR, ISORIAN, CONCORD, BOROMITES, CORE, VIRAI]

IN = "in"


def rules_by_line(name: str) -> list[tuple]:
    """[(line, name, name_alt, parent's line, takes_param)] of each rule: parents by their line,
    which stays unambiguous where a sheet names two entries alike."""
    frame = sheet(name).tables["rules"]
    line_of = dict(zip(frame["rule_id"], frame["source_line"], strict=True))
    return [
        (line, rule_name, alt, line_of.get(parent), takes)
        for line, rule_name, alt, parent, takes in rows(
            frame, ["source_line", "name", "name_alt", "parent_rule_id", "takes_param"]
        )
    ]


def texts(name: str) -> dict[int, str | None]:
    """{line: text} of each rule."""
    return dict(rows(sheet(name).tables["rules"], ["source_line", "text"]))


def modifiers(name: str) -> list[tuple]:
    return rows(sheet(name).tables["modifiers"], ["section", "name", "condition", "value", "source_line"])


def roll_rows(name: str, table: str) -> list[tuple]:
    """[(from, to, result)] of one dice table."""
    frame = sheet(name).tables["roll_tables"]
    return rows(frame[frame["table_name"] == table], ["roll_from", "roll_to", "result"])


def profile(line: int, name: str, mode: str | None, raw: str, melee: bool = False) -> tuple:
    """A weapons row whose strength is a plain number."""
    return (name, mode, raw, int(raw), None, None, melee, line)


def band(index: int, label: str, top: float, low: float | None = None, strength: int | None = None) -> tuple:
    return (index, label, low, top, IN, strength)


def link(label: str, rule: str, param: str | None, rule_id: str | None, match: str = "exact") -> tuple:
    return (label, rule, param, rule_id, match)


@pytest.mark.parametrize("name", NEW_SHEETS)
def test_every_line_is_read(name):
    assert unparsed(sheet(name)) == []


# Ghar Empire: the Algoryn pipe layout, aligned separator, modes in Markdown italics.


def test_ghar_weapons():
    assert weapons(GHAR) == [
        profile(7, "Scourer Cannon", "Dispersion", "1"),
        profile(8, "Scourer Cannon", "Tir Concentré", "3"),
        profile(9, "Heavy Scourer Cannon", None, "2"),
        profile(10, "Gouger Gun", None, "1"),
        ("Plasma Amplifier", None, "Variable", None, None, None, False, 11),
        profile(12, "Disruptor Cannon", None, "4"),
        profile(13, "Disruptor Bomber", None, "2"),
        ("Tremor Cannon", None, "3/2/1", None, None, None, False, 14),
        profile(15, "Flitter Bombs", None, "2"),
        profile(16, "Ghar Grenades", None, "1"),
        profile(17, "Plasma Claw", None, "4", melee=True),
        profile(18, "Lectro Lash", None, "1", melee=True),
        profile(19, "Outcast Rifle", None, "0"),
    ]


def test_ghar_bands():
    bands = all_bands(GHAR)
    assert bands["scourer-cannon:dispersion"] == [band(1, "Efficace", 20), band(2, "Longue", 30)]
    assert bands["scourer-cannon:tir-concentre"] == [
        band(1, "Efficace", 20),
        band(2, "Longue", 30),
        band(3, "Extrême", 40),
    ]
    assert bands["disruptor-bomber"] == [
        band(1, "Efficace", 30, low=10),
        band(2, "Longue", 50),
        band(3, "Extrême", 80),
    ]
    assert bands["tremor-cannon"] == [
        band(1, "Efficace", 40, low=10, strength=3),
        band(2, "Longue", 60, strength=2),
        band(3, "Extrême", 100, strength=1),
    ]
    assert bands["flitter-bombs"] == [band(1, "Efficace", 10)]
    assert bands["plasma-claw"] == []
    assert bands["lectro-lash"] == []


def test_ghar_rule_links():
    links = all_links(GHAR)
    assert links["scourer-cannon:dispersion"] == [
        link("TR4", "TR", "4", "tr-n"),
        link("Perturbateur", "Perturbateur", None, "perturbateur"),
    ]
    assert links["disruptor-bomber"] == [
        link("SP", "SP", None, "sp-spx2"),
        link("Déflagration D6", "Déflagration", "D6", "deflagration-d-n"),
        link("Perturbateur", "Perturbateur", None, "perturbateur"),
        link("Pas de Couvert", "Pas de Couvert", None, "pas-de-couvert"),
    ]
    assert links["tremor-cannon"] == [
        link("SPx2", "SP", "x2", "sp-spx2"),
        link("Tremblement", "Tremblement", None, "tremblement"),
        link("Pas de Couvert", "Pas de Couvert", None, "pas-de-couvert"),
    ]
    assert links["plasma-amplifier"] == [
        link("Amplificateur", "Amplificateur", None, "amplificateur"),
        link("Panne de Plasma", "Panne de Plasma", None, "panne-de-plasma"),
    ]
    assert links["flitter-bombs"] == [
        link("Bombes Flitter", "Bombes Flitter", None, "bombes-flitter"),
        link("Déflagration D4", "Déflagration", "D4", "deflagration-d-n"),
    ]
    assert links["ghar-grenades"] == [link("Dangereux CàC", "Dangereux CàC", None, "dangereux-cac")]
    assert links["plasma-claw"] == [
        link("2 Attaques", "2 Attaques", None, "2-attaques"),
        link("Pince", "Pince", None, "pince"),
    ]
    assert links["lectro-lash"] == [link("Fouet (D3)", "Fouet", "D3", "fouet-n")]
    assert "outcast-rifle" not in links


def test_ghar_rules_and_sub_entries():
    assert rules_by_line(GHAR) == [
        (23, "TR(n)", None, None, True),
        (24, "Perturbateur", None, None, False),
        (25, "Contre les Véhicules", None, 24, False),
        (26, "Contre les Sondes", None, 24, False),
        (27, "Contre les Ghars", None, 24, False),
        (28, "Déflagration D(n)", None, None, True),
        (29, "SP, SPx2", None, None, True),
        (30, "Amplificateur", None, None, False),
        (31, "Panne de Plasma", None, None, False),
        (32, "Tremblement", None, None, False),
        (33, "Bombes Flitter", None, None, False),
        (34, "Pas de Couvert", None, None, False),
        (35, "Dangereux CàC", None, None, False),
        (36, "2 Attaques", None, None, False),
        (37, "Pince", None, None, False),
        (38, "Fouet (n)", None, None, True),
        (44, "Battle Armour", "Armure de Combat", None, False),
        (45, "Scuttle", "Trottiner", None, False),
        (46, "Plasma Dump", "Décharge de Plasma", None, False),
        (47, "Jam Proof", "À l'épreuve du brouillage", None, False),
        (48, "Leader (n)", "Chef", None, True),
        (50, "DÉCHARGE DE PLASMA", "Plasma Dump", None, False),
        (54, "Bond", None, 50, False),
        (55, "Bouclier", None, 50, False),
        (56, "Surcharge", None, 50, False),
        (66, "FLITTERS", "Flitteurs", None, False),
        (70, "Flitter Bombs", None, 66, False),
        (72, "DISRUPTOR GENERATOR", "Générateur de Perturbation", None, False),
        (74, "Distorsion", None, 72, False),
        (76, "Bouclier Perturbateur", None, 72, False),
        (91, "OUTCAST REVOLT", "Révolte des Parias", None, False),
    ]
    text = texts(GHAR)
    assert text[26] == "toute sonde touchée est détruite automatiquement, sans test de **Rés**."
    assert text[74] == 'Toute unité ennemie à moins de 5" du générateur subit -1 à sa Préc.'


def test_ghar_dice_tables_and_modifiers():
    assert rolls(GHAR) == [
        ("DÉCHARGE DE PLASMA", "D10", 1, 6),
        ("DÉCHARGE DE PLASMA", "D10", 7, 9),
        ("DÉCHARGE DE PLASMA", "D10", 10, 10),
        ("OUTCAST REVOLT", "D10", 1, 3),
        ("OUTCAST REVOLT", "D10", 4, 10),
        ("Dégâts des Armures de Combat (Battle Armour)", "D10", 1, 1),
        ("Dégâts des Armures de Combat (Battle Armour)", "D10", 2, 3),
        ("Dégâts des Armures de Combat (Battle Armour)", "D10", 4, 5),
        ("Dégâts des Armures de Combat (Battle Armour)", "D10", 6, 7),
        ("Dégâts des Armures de Combat (Battle Armour)", "D10", 8, 10),
        ("Dégâts des Crawlers (Véhicules)", "D10", 1, 2),
        ("Dégâts des Crawlers (Véhicules)", "D10", 3, 4),
        ("Dégâts des Crawlers (Véhicules)", "D10", 5, 7),
        ("Dégâts des Crawlers (Véhicules)", "D10", 8, 9),
        ("Dégâts des Crawlers (Véhicules)", "D10", 10, 10),
    ]
    assert roll_rows(GHAR, "DÉCHARGE DE PLASMA")[2] == (10, 10, "+D3 Stress, Down.")
    assert roll_rows(GHAR, "OUTCAST REVOLT")[0] == (1, 3, "l'unité se rebelle et ne peut pas recevoir d'ordre ce tour.")
    section = "MODIFICATEURS DE TIR"
    assert modifiers(GHAR) == [
        (section, "Portée Longue", None, "-1", 84),
        (section, "Portée Extrême", None, "-2", 85),
        (section, "Ordre Fire", None, "+1", 86),
        (section, "Cible Down", None, "-1", 87),
        (section, "Cible à couvert", None, "-1", 88),
        (section, "Arme TR à portée longue ou extrême", None, "-1 supplémentaire", 89),
    ]


# Isorian Senatex: the Algoryn layout padded into columns, CRLF, a points column added.


def test_isorian_weapons():
    assert weapons(ISORIAN) == [
        profile(8, "Phase Pistol", None, "1"),
        profile(9, "Phase Rifle", None, "1"),
        profile(10, "Phase Carbine", "Dispersion", "0"),
        profile(11, "Phase Carbine", "Tir Unique", "2"),
        profile(12, "Phase Long Rifle", None, "2"),
        profile(13, "Phase Heavy Support", None, "3"),
        profile(14, "Plasma Lance", "Dispersion", "0"),
        profile(15, "Plasma Lance", "Tir Unique", "2"),
        profile(16, "Plasma Lance", "Lance", "4"),
        profile(17, "Plasma Bombard", None, "7"),
        profile(18, "X-Launcher", None, "1"),
        ("Fractal Cannon", None, "2+1 max 10", 2, 1, 10, False, 19),
        ("Phase Shard Bombard", None, "5/4/3", None, None, None, False, 20),
        profile(21, "Tractor Maul", None, "3", melee=True),
    ]
    frame = sheet(ISORIAN).tables["weapons"]
    assert list(frame["rules_raw"])[:3] == ["–", "Déphasage", "TR2"]


def test_isorian_bands():
    bands = all_bands(ISORIAN)
    eff, longue, ext = "Portée Efficace", "Portée Longue", "Portée Extrême"
    assert bands["phase-carbine:dispersion"] == [band(1, eff, 20), band(2, longue, 30)]
    assert bands["x-launcher"] == [band(1, eff, 30, low=10), band(2, longue, 60), band(3, ext, 120)]
    assert bands["phase-shard-bombard"] == [
        band(1, eff, 50, low=10, strength=5),
        band(2, longue, 100, strength=4),
        band(3, ext, 150, strength=3),
    ]
    assert bands["tractor-maul"] == []


def test_isorian_rule_links():
    links = all_links(ISORIAN)
    assert "phase-pistol" not in links
    assert links["phase-long-rifle"] == [
        link("Tireur d'élite", "Tireur d'élite", None, "tireur-d-elite"),
        link("Déphasage", "Déphasage", None, "dephasage"),
    ]
    assert links["phase-heavy-support"] == [
        link("TR5", "TR", "5", "tr-n"),
        link("Déphasage", "Déphasage", None, "dephasage"),
    ]
    assert links["plasma-lance:lance"] == [
        link("Choisir une Cible", "Choisir une Cible", None, "choisir-une-cible"),
        link("Imprécis", "Imprécis", None, "imprecis"),
    ]
    assert links["x-launcher"] == [
        link("SP", "SP", None, "sp"),
        link("Déflagration D5", "Déflagration", "D5", "deflagration-d-n"),
        link("Pas de Couvert", "Pas de Couvert", None, "pas-de-couvert"),
    ]
    assert links["phase-shard-bombard"] == [
        link("SP", "SP", None, "sp"),
        link("Éclats (D6)", "Éclats", "D6", "eclats-n"),
        link("Pas de Couvert", "Pas de Couvert", None, "pas-de-couvert"),
    ]
    assert links["tractor-maul"] == [
        link("Tracteur (2)", "Tracteur", "2", "tracteur-n"),
        link("Arme Lourde", "Arme Lourde", None, "arme-lourde"),
    ]


def test_isorian_rules_and_sub_entries():
    assert rules_by_line(ISORIAN) == [
        (25, "TR(n)", None, None, True),
        (26, "Déphasage", None, None, False),
        (27, "Tireur d'élite", None, None, False),
        (28, "Choisir une Cible", None, None, False),
        (29, "Imprécis", None, None, False),
        (30, "Panne de Plasma", None, None, False),
        (31, "SP", None, None, False),
        (32, "Déflagration D(n)", None, None, True),
        (33, "Pas de Couvert", None, None, False),
        (34, "Verrouillage Fractal", None, None, False),
        (35, "Éclats (n)", None, None, True),
        (36, "Tracteur (n)", None, None, True),
        (37, "Arme Lourde", None, None, False),
        (43, "Command", "Commandement", None, False),
        (44, "Hero", "Héros", None, False),
        (45, "Medic (n)", "Médecin", None, True),
        (46, "Phase Armour", "Armure de Phase", None, False),
        (48, "PHASE ARMOUR", "Armure de Phase", None, False),
        (51, "Déphasage Défensif", None, 48, False),
        (52, "Surcharge de Phase", None, 48, False),
        (54, "PHASE SNIPER DRONE", "Drone Sniper à Phase", None, False),
        (57, "Tir Embusqué", None, 54, False),
        (58, "Camouflage Phasique", None, 54, False),
        (60, "SHIELD PROBE", "Sonde Bouclier", None, False),
        (70, "NANO SHARDS", "Éclats Nano", None, False),
    ]


def test_isorian_dice_tables():
    drones = "Dégâts des Drones Armés (Weapon Drones)"
    assert rolls(ISORIAN) == [
        ("SHIELD PROBE", "D10", 1, 2),
        ("SHIELD PROBE", "D10", 3, 8),
        ("SHIELD PROBE", "D10", 9, 10),
        ("NANO SHARDS", "D10", 1, 5),
        ("NANO SHARDS", "D10", 6, 10),
        (drones, "D10", 1, 1),
        (drones, "D10", 2, 3),
        (drones, "D10", 4, 4),
        (drones, "D10", 5, 6),
        (drones, "D10", 7, 10),
    ]
    assert roll_rows(ISORIAN, "SHIELD PROBE")[2] == (9, 10, "Le tir n'est pas intercepté.")


# Concord Strike Command: the Freeborn tab layout, a `Mode` header, trailing tabs.


def test_concord_weapons():
    assert weapons(CONCORD) == [
        profile(7, "Plasma Pistol", None, "2"),
        profile(8, "Plasma Carbine", "Dispersion", "0"),
        profile(9, "Plasma Carbine", "Tir Unique", "2"),
        profile(10, "Plasma Lance", "Dispersion", "0"),
        profile(11, "Plasma Lance", "Tir Unique", "2"),
        profile(12, "Plasma Lance", "Lance", "4"),
        profile(13, "Plasma Light Support", None, "3"),
        profile(14, "Plasma Cannon", None, "6"),
        ("Compression Carbine", None, "3/2/1", None, None, None, False, 15),
        ("Compression Cannon", None, "7/4/2", None, None, None, False, 16),
        profile(17, "X-Launcher", None, "1"),
        profile(18, "Mag Mortar", None, "3"),
        profile(19, "Photon Hammer", "Impact", "4", melee=True),
        profile(20, "Photon Hammer", "Onde de Choc", "2"),
        profile(21, "Plasma Grenades", None, "1"),
    ]


def test_concord_bands():
    bands = all_bands(CONCORD)
    assert bands["plasma-carbine:dispersion"] == [band(1, "Efficace", 20), band(2, "Portée Longue", 30)]
    assert bands["compression-carbine"] == [
        band(1, "Efficace", 20, strength=3),
        band(2, "Portée Longue", 30, strength=2),
        band(3, "Extrême", 40, strength=1),
    ]
    assert bands["mag-mortar"] == [
        band(1, "Efficace", 30, low=10),
        band(2, "Portée Longue", 40),
        band(3, "Extrême", 50),
    ]
    assert bands["photon-hammer:impact"] == []
    assert bands["photon-hammer:onde-de-choc"] == [band(1, "Efficace", 5)]
    assert bands["plasma-grenades"] == [band(1, "Efficace", 5)]


def test_concord_rule_links():
    links = all_links(CONCORD)
    assert links["mag-mortar"] == [
        link("SPx2", "SP", "x2", "sp-spx2"),
        link("Déflagration D10", "Déflagration", "D10", "deflagration-d-n"),
        link("Pas de Couvert", "Pas de Couvert", None, "pas-de-couvert"),
    ]
    assert links["photon-hammer:impact"] == [
        link("Arme de Poing", "Arme de Poing", None, "arme-de-poing"),
        link("2 Attaques", "2 Attaques", None, "2-attaques"),
    ]
    assert links["photon-hammer:onde-de-choc"] == [
        link("Déflagration D3", "Déflagration", "D3", "deflagration-d-n"),
        link("Épuisé", "Épuisé", None, "epuise"),
    ]
    assert links["compression-cannon"] == [
        link("Compresseur", "Compresseur", None, "compresseur"),
        link("Pas de Couvert", "Pas de Couvert", None, "pas-de-couvert"),
        link("Cycle", "Cycle", None, "cycle"),
    ]
    assert "plasma-pistol" not in links


def test_concord_rules_and_sub_entries():
    assert rules_by_line(CONCORD) == [
        (25, "TR(n)", None, None, True),
        (26, "Déflagration D(n)", None, None, True),
        (27, "SP, SPx2", None, None, True),
        (28, "Pas de Couvert", None, None, False),
        (29, "Choisir une Cible", None, None, False),
        (30, "Imprécis", None, None, False),
        (31, "Panne de Plasma", None, None, False),
        (32, "Compresseur", None, None, False),
        (33, "Cycle", None, None, False),
        (34, "Arme de Poing", None, None, False),
        (35, "2 Attaques", None, None, False),
        (36, "Épuisé", None, None, False),
        (40, "NANO DRONES", "NANOSPHÈRE", None, False),
        (44, "Bouclier cinétique", None, 40, False),
        (45, "Réparation", None, 40, False),
        (46, "Enveloppe réactive", None, 40, False),
        (48, "SPOTTER DRONE", "Drone Éclaireur", None, False),
        (50, "Relances d'Éclaireur", None, 48, False),
        (51, "Reconnaissance en SP", None, 48, False),
        (53, "SHIELD DRONE", "Drone Bouclier", None, False),
        (61, "TARGETER PROBE", "SONDE CIBLEUSE", None, False),
        (66, "INTERCEPTOR", "Drone Intercepteur", None, False),
        (68, "Interception", None, 66, False),
        (70, "Verrouillage", None, 66, False),
        (72, "Autodestruction", None, 66, False),
        (88, "Command", "Commandement", None, False),
        (89, "Follow", "Poursuite", None, False),
        (90, "Hero", "Héros", None, False),
        (91, "Leader (n)", "Chef", None, True),
        (93, "STRIKE TROOPERS", "Troupes de Choc", None, False),
        (95, "Saut Orbital", None, 93, False),
        (99, "Grenades Plasma", None, 93, False),
    ]


def test_concord_dice_and_modifiers():
    assert rolls(CONCORD) == [
        ("Épuisé", "D10", 1, 4),
        ("Épuisé", "D10", 5, 10),
        ("SHIELD DRONE", "D10", 1, 1),
        ("SHIELD DRONE", "D10", 2, 8),
        ("SHIELD DRONE", "D10", 9, 10),
        ("Autodestruction", "D10", 1, 3),
        ("Autodestruction", "D10", 4, 9),
        ("Autodestruction", "D10", 10, 10),
        ("Saut Orbital", "D10", 1, 5),
        ("Saut Orbital", "D10", 6, 9),
        ("Saut Orbital", "D10", 10, 10),
    ]
    assert roll_rows(CONCORD, "Saut Orbital")[1] == (6, 9, "l'unité dévie de D10\"")
    section = "MODIFICATEURS DE TIR"
    assert modifiers(CONCORD) == [
        (section, "Portée Longue", None, "-1", 80),
        (section, "Portée Extrême", None, "-2", 81),
        (section, "Ordre Fire", None, "+1", 82),
        (section, "Cible Down", None, "-1", 83),
        (section, "Cible à couvert", None, "-1", 84),
    ]


# Boromite clans: the Freeborn tab layout, VI before the ranges, modes without dash.


def test_boromites_weapons():
    assert weapons(BOROMITES) == [
        profile(4, "Mag Pistol", None, "1"),
        profile(5, "Mag Gun", None, "1"),
        profile(6, "Mag Repeater", None, "0"),
        profile(7, "Mag Light Support", None, "2"),
        profile(8, "Frag Borer", "Dispersion", "2"),
        profile(9, "Frag Borer", "Tir Concentré", "4"),
        profile(10, "Mass Compactor", "Écrasement", "6", melee=True),
        profile(11, "Mass Compactor", "Projection", "3"),
        profile(12, "Lectro Lash", None, "1"),
        profile(13, "Tractor Maul", None, "3", melee=True),
        profile(14, "Mining Charges", None, "2"),
        profile(15, "Heavy Frag Borer", None, "3"),
        profile(16, "Plasma Grenades", None, "1"),
    ]


def test_boromites_bands():
    bands = all_bands(BOROMITES)
    assert bands["mag-gun"] == [band(1, "Efficace", 20), band(2, "Portée Longue", 30), band(3, "Extrême", 60)]
    assert bands["mag-repeater"] == [band(1, "Efficace", 20), band(2, "Portée Longue", 30)]
    assert bands["frag-borer:tir-concentre"] == [
        band(1, "Efficace", 10),
        band(2, "Portée Longue", 20),
        band(3, "Extrême", 30),
    ]
    assert bands["mass-compactor:ecrasement"] == []
    assert bands["mass-compactor:projection"] == [band(1, "Efficace", 10)]
    assert bands["tractor-maul"] == []


def test_boromites_rule_links():
    links = all_links(BOROMITES)
    assert links["frag-borer:dispersion"] == [
        link("TR3", "TR", "3", "tr-n"),
        link("Perforant (1)", "Perforant", "1", "perforant-n"),
    ]
    assert links["mass-compactor:ecrasement"] == [
        link("Lent", "Lent", None, "lent"),
        link("Arme Lourde", "Arme Lourde", None, "arme-lourde"),
    ]
    assert links["lectro-lash"] == [
        link("Fouet (D3)", "Fouet", "D3", "fouet-n"),
        link("Paralysant", "Paralysant", None, "paralysant"),
    ]
    assert links["mining-charges"] == [
        link("Démolition (2)", "Démolition", "2", "demolition-n"),
        link("Dangereux CàC", "Dangereux CàC", None, "dangereux-cac"),
    ]
    assert links["heavy-frag-borer"] == [
        link("TR4", "TR", "4", "tr-n"),
        link("Perforant (2)", "Perforant", "2", "perforant-n"),
        link("Panne", "Panne", None, "panne"),
    ]
    assert "plasma-grenades" not in links


def test_boromites_rules_and_sub_entries():
    assert rules_by_line(BOROMITES) == [
        (20, "TR(n)", None, None, True),
        (21, "Perforant (n)", None, None, True),
        (22, "Lent", None, None, False),
        (23, "Arme Lourde", None, None, False),
        (24, "Déflagration D(n)", None, None, True),
        (25, "Fouet (n)", None, None, True),
        (26, "Paralysant", None, None, False),
        (27, "Tracteur (n)", None, None, True),
        (28, "Démolition (n)", None, None, True),
        (29, "Dangereux CàC", None, None, False),
        (30, "Panne", None, None, False),
        (37, "GUILDE", "Guild", None, False),
        (41, "Endurance", None, 37, False),
        (42, "Mineurs", None, 37, False),
        (43, "Contrats", None, 37, False),
        (51, "ROCK RIDERS", "Chevaucheurs de Roche", None, False),
        (54, "Charge", None, 51, False),
        (55, "Sauvage", None, 51, False),
        (57, "LAVAMITES", None, None, False),
        (59, "Morsure", None, 57, False),
        (61, "Carapace", None, 57, False),
        (63, "Instinct", None, 57, False),
        (65, "MATRIARCHE", "Matriarch", None, False),
        (67, "Commandement", "Command", 65, False),
        (68, "Héros", "Hero", 65, False),
        (69, "Chef (n)", "Leader", 65, True),
        (80, "DÉGÂTS DES VÉHICULES", None, None, False),
    ]


def test_boromites_dice_and_modifiers():
    # `Sauvage`'s rolls inside its sentence (`sur 1-5 elle charge…, sur 6-10…`) are left out:
    # prose either way.
    assert [row for row in rolls(BOROMITES) if row[0] != "Sauvage"] == [
        ("Panne", "D10", 1, 3),
        ("Panne", "D10", 4, 9),
        ("Panne", "D10", 10, 10),
        ("GUILDE", "D10", 1, 3),
        ("GUILDE", "D10", 4, 7),
        ("GUILDE", "D10", 8, 10),
        ("DÉGÂTS DES VÉHICULES", "D10", 1, 1),
        ("DÉGÂTS DES VÉHICULES", "D10", 2, 3),
        ("DÉGÂTS DES VÉHICULES", "D10", 4, 5),
        ("DÉGÂTS DES VÉHICULES", "D10", 6, 7),
        ("DÉGÂTS DES VÉHICULES", "D10", 8, 9),
        ("DÉGÂTS DES VÉHICULES", "D10", 10, 10),
    ]
    assert roll_rows(BOROMITES, "GUILDE")[1] == (4, 7, "Escorte : +1 Co pour le Chef de Guilde")
    section = "MODIFICATEURS DE TIR"
    assert modifiers(BOROMITES) == [
        (section, "Portée Longue", None, "-1", 73),
        (section, "Portée Extrême", None, "-2", 74),
        (section, "Ordre Fire", None, "+1", 75),
        (section, "Cible Down", None, "-1", 76),
        (section, "Cible à couvert", None, "-1", 77),
        (section, "Cible dans un bâtiment", None, "-2", 78),
    ]


# Core rules, shooting: the Algoryn layout without outer pipes, a modifiers pipe table.


def test_core_weapons_and_bands():
    assert weapons(CORE) == [
        profile(7, "Mag Pistol", None, "1"),
        profile(8, "Mag Gun", None, "1"),
        profile(9, "Mag Repeater", None, "0"),
        profile(10, "Plasma Carbine", "Dispersion", "0"),
        profile(11, "Plasma Carbine", "Tir Unique", "2"),
        profile(12, "Micro-X Launcher", "Tir Direct", "1"),
        profile(13, "Micro-X Launcher", "Surplomb", "0"),
        profile(14, "Plasma Grenades", None, "1"),
        profile(15, "Tractor Maul", None, "3", melee=True),
        profile(16, "Lectro Lance", None, "2"),
    ]
    bands = all_bands(CORE)
    assert bands["micro-x-launcher:surplomb"] == [
        band(1, "Efficace", 20, low=10),
        band(2, "Longue", 30),
        band(3, "Extrême", 50),
    ]
    assert bands["micro-x-launcher:tir-direct"] == [band(1, "Efficace", 20), band(2, "Longue", 30)]
    assert bands["tractor-maul"] == []


def test_core_rule_links():
    links = all_links(CORE)
    assert links["micro-x-launcher:surplomb"] == [
        link("SP", "SP", None, "sp"),
        link("Déflagration D4", "Déflagration", "D4", "deflagration-d-n"),
        link("Pas de Couvert", "Pas de Couvert", None, "pas-de-couvert"),
    ]
    assert links["plasma-grenades"] == [link("Grenade", "Grenade", None, "grenade")]
    assert links["tractor-maul"] == [link("Tracteur (2)", "Tracteur", "2", "tracteur-n")]
    assert links["lectro-lance"] == [link("Cinglant (+1)", "Cinglant", "+1", "cinglant-n")]
    assert links["mag-repeater"] == [link("TR2", "TR", "2", "tr-n")]


def test_core_rules_and_sub_entries():
    assert rules_by_line(CORE) == [
        (20, "TR(n)", None, None, True),
        (21, "Déflagration D(n)", None, None, True),
        (22, "SP", None, None, False),
        (23, "Pas de Couvert", None, None, False),
        (24, "Grenade", None, None, False),
        (25, "Tracteur (n)", None, None, True),
        (26, "Cinglant (+n)", None, None, True),
        (32, "Choix de la Cible", None, None, False),
        (33, "Cible la plus proche", None, 32, False),
        (34, "Cible non visible", None, 32, False),
        (35, "Test de Précision", None, None, False),
        (36, "Tir Chanceux", None, None, False),
        (37, "Tests de Résistance", None, None, False),
        (53, "TIR CHANCEUX", "Lucky Shot", None, False),
        (62, "TEST DE MORAL", "Break Test", None, False),
        (66, "Unité Down", None, 62, False),
        (67, "Unité à moitié de ses effectifs", None, 62, False),
        (78, "RÉACTIONS", "Reactions", None, False),
        (80, "Ambush", None, 78, False),
        (82, "Escape", None, 78, False),
        (84, "Down", None, 78, False),
    ]


def test_core_dice_and_modifier_table():
    morale = "Résultat du test de moral"
    heavy = "TABLEAU DES DÉGÂTS DES ARMES LOURDES"
    assert rolls(CORE) == [
        ("TIR CHANCEUX", "D10", 1, 5),
        ("TIR CHANCEUX", "D10", 6, 10),
        (morale, "D10", 1, 1),
        (morale, "D10", 2, 5),
        (morale, "D10", 6, 9),
        (morale, "D10", 10, 10),
        (heavy, "D10", 1, 1),
        (heavy, "D10", 2, 2),
        (heavy, "D10", 3, 5),
        (heavy, "D10", 6, 10),
    ]
    assert roll_rows(CORE, "TIR CHANCEUX")[0] == (1, 5, "Un seul tir chanceux.")
    section = "MODIFICATEURS DE TIR"
    assert modifiers(CORE) == [
        (section, "Ordre Fire", None, "+1", 43),
        (section, "Portée Longue", None, "-1", 44),
        (section, "Portée Extrême", None, "-2", 45),
        (section, "Arme TR à portée longue ou extrême", None, "-1", 46),
        (section, "Cible Down", None, "-1", 47),
        (section, "Cible en couvert", None, "-1", 48),
        (section, "Tir en SP", None, "-2", 49),
    ]


# Virai: the Freeborn tab layout with a BOM, a `Type` column, autocorrected en dashes.


def test_virai_weapons():
    assert weapons(VIRAI) == [
        profile(5, "Mag Gun", None, "1"),
        profile(6, "Mag Repeater", None, "0"),
        profile(7, "Mag Light Support", None, "2"),
        profile(8, "Mag Heavy Support", None, "3"),
        profile(9, "Plasma Carbine", "Dispersion", "0"),
        profile(10, "Plasma Carbine", "Tir Unique", "2"),
        profile(11, "Plasma Cannon", None, "6"),
        profile(12, "Virai Mhagris Lance", "Perforation", "3"),
        profile(13, "Virai Mhagris Lance", "Balayage", "1"),
        ("Compression Bombard", None, "9/7/5", None, None, None, False, 14),
        ("Fractal Bombard", None, "3+2 max 10", 3, 2, 10, False, 15),
        profile(16, "Scour Tentacles", None, "2", melee=True),
        profile(17, "Nano-Spore Launcher", None, "1"),
    ]
    frame = sheet(VIRAI).tables["weapons"]
    assert list(frame["rules_raw"])[:2] == ["–", "TR2"]


def test_virai_bands():
    bands = all_bands(VIRAI)
    assert bands["compression-bombard"] == [
        band(1, "Efficace", 50, low=10, strength=9),
        band(2, "Portée Longue", 100, strength=7),
        band(3, "Extrême", 150, strength=5),
    ]
    assert bands["virai-mhagris-lance:balayage"] == [band(1, "Efficace", 10), band(2, "Portée Longue", 20)]
    assert bands["scour-tentacles"] == []
    assert bands["nano-spore-launcher"] == [
        band(1, "Efficace", 30, low=10),
        band(2, "Portée Longue", 60),
        band(3, "Extrême", 120),
    ]


def test_virai_rule_links():
    links = all_links(VIRAI)
    assert "mag-gun" not in links
    assert links["virai-mhagris-lance:balayage"] == [link("TR4", "TR", "4", "tr-n")]
    assert links["virai-mhagris-lance:perforation"] == [
        link("Choisir une Cible", "Choisir une Cible", None, "choisir-une-cible")
    ]
    assert links["scour-tentacles"] == [
        link("3 Attaques", "3 Attaques", None, "3-attaques"),
        link("Assimilation", "Assimilation", None, "assimilation"),
    ]
    assert links["nano-spore-launcher"] == [
        link("SP", "SP", None, "sp"),
        link("Déflagration D5", "Déflagration", "D5", "deflagration-d-n"),
        link("Spores", "Spores", None, "spores"),
    ]


def test_virai_rules_and_sub_entries():
    assert rules_by_line(VIRAI) == [
        (21, "TR(n)", None, None, True),
        (22, "Panne de Plasma", None, None, False),
        (23, "Choisir une Cible", None, None, False),
        (24, "Compresseur", None, None, False),
        (25, "Pas de Couvert", None, None, False),
        (26, "Cycle", None, None, False),
        (27, "Verrouillage Fractal", None, None, False),
        (28, "3 Attaques", None, None, False),
        (29, "Assimilation", None, None, False),
        (30, "Infanterie", None, 29, False),
        (31, "Drone", None, 29, False),
        (32, "SP", None, None, False),
        (33, "Déflagration D(n)", None, None, True),
        (34, "Spores", None, None, False),
        (38, "MHAGRIS", "Constructeur Virai", None, False),
        (42, "Essaim", None, 38, False),
        (43, "Reconstruction", None, 38, False),
        (46, "Contamination", None, 38, False),
        (48, "SHARD", "Éclat Virai", None, False),
        (50, "Fragmenté", None, 48, False),
        (51, "Sans peur", None, 48, False),
        (53, "NANO-SPORES", None, None, False),
        (65, "INFECTION", "Virai Infection", None, False),
        (67, "Propagation", None, 65, False),
        (69, "Prise de Contrôle", None, 65, False),
        (71, "Purge", None, 65, False),
        (73, "DÉGÂTS DES DRONES VIRAI", None, None, False),
    ]
    assert texts(VIRAI)[30] == "le Shard rejoint l'unité qui a porté le coup."


def test_virai_dice_tables():
    damage = "DÉGÂTS DES DRONES VIRAI"
    assert rolls(VIRAI) == [
        ("Reconstruction", "D10", 1, 4),
        ("Reconstruction", "D10", 5, 10),
        ("NANO-SPORES", "D10", 1, 5),
        ("NANO-SPORES", "D10", 6, 10),
        (damage, "D10", 1, 1),
        (damage, "D10", 2, 3),
        (damage, "D10", 4, 5),
        (damage, "D10", 6, 6),
        (damage, "D10", 7, 10),
    ]
    assert roll_rows(VIRAI, "Reconstruction")[0] == (1, 4, 'le Shard est reconstruit à 1" du Mhagris')
