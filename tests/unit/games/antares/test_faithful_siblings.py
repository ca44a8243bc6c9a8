"""Antares: four faithful siblings of the real sheets (raw/antares-algoryn.md,
raw/antares-freeborn.md), as a player who copies one to write another faction's sheet brings
them (tests/fixtures/sheets/). Every expected value below was written by hand from the
sheet, before the parser was run on it.

- `antares-virai-essaim.md`: the Algoryn layout (capitalised headings, a pipe table with
  `- <i>Mode</i>` in the name cell, `- **Nom.**` rules, `• NOM (Alt)` entries, a dice table
  under a heading), for the Virai; a `Coût` column more whose cell some rows leave empty,
  CRLF line endings, a rule name in capitals (`**ENTROPIE.**`); `SPx3`, `Brèche (1)` and
  `Lent` (a named part of the Grav-Drone, written `Lent. texte`) as rule items, and
  `Brèche(1)` written as the sheet writes `TR(n)`, the parameter glued to the name;
- `antares-boromites-guilde.md`: the Freeborn layout (a tab table with its mode column,
  `##` sections, `### •` entries, `- **Nom**. texte` rules), for the Boromites; a trailing
  tab on some rows, typographic apostrophes (`Type d’Arme`, `Valeur d’Impact`), no-break
  spaces before `:` (`**Surcharge :**`, `Échec :`); `Brèche [1]`, a melee-only mode row, a
  strength calling a note under the table (`4*`);
- `antares-concord-panhumain.md`: the Algoryn layout for the Concord, with a BOM, no
  `Extrême` column, cells padded on some rows and not on others, `## RÈGLES SPÉCIALES`
  among capitalised headings, a rule's text wrapped mid-sentence; `TR(2)`,
  `Déflagration (D3)` and items parted by `·`;
- `antares-ghar-revolte.md`: the Freeborn layout for Ghar rebels, with a `Notes` column
  more, `–` for the empty bands, `# RÈGLES SPÉCIALES` one level up, blank lines doubled,
  a rule name in capitals, `- **Nom** : texte` sub-entries; `Traction (2)`, a rules cell
  ending with a full stop (`SPx2, Déflagration D5.`).
"""

from __future__ import annotations

from tests.conftest import column_notes
from tests.sheet_tables import all_bands, all_links, all_rules, rolls, sheet, unparsed, weapons

VIRAI = "antares-virai-essaim"
BORO = "antares-boromites-guilde"
CONCORD = "antares-concord-panhumain"
GHAR = "antares-ghar-revolte"

IN = "in"


# --- antares-virai-essaim ----------------------------------------------------------------


def test_virai_weapons() -> None:
    assert weapons(VIRAI) == [
        ("Spine Pistol", None, "1", 1, None, None, False, 8),
        ("Spine Carbine", "Dispersion", "0", 0, None, None, False, 9),
        ("Spine Carbine", "Tir Unique", "2", 2, None, None, False, 10),
        ("Hex Repeater", None, "1", 1, None, None, False, 11),
        ("Hex Cannon", None, "5", 5, None, None, False, 12),
        ("Swarm Mortar", None, "2", 2, None, None, False, 13),
        ("Flux Sling", None, "0", 0, None, None, False, 14),
        ("Gravitic Lance", "Faisceau", "4", 4, None, None, False, 15),
        ("Gravitic Lance", "Impulsion", "2", 2, None, None, False, 16),
        ("Entropy Projector", None, "6/3/1", None, None, None, False, 17),
        ("Nexus Bombard", None, "3+1 max 8", 3, 1, 8, False, 18),
        ("Razor Limbs", None, "3", 3, None, None, True, 19),
        ("Drone Sting", None, "D3", None, None, None, True, 20),
        ("Plasma Grenades", None, "1", 1, None, None, False, 21),
        ("Shard Charges", None, "2", 2, None, None, False, 22),
    ]
    assert list(sheet(VIRAI).tables["weapons"]["position"]) == list(range(1, 16))


def test_virai_bands() -> None:
    eff, lon, ext = "Efficace", "Portée Longue", "Extrême"
    assert all_bands(VIRAI) == {
        "spine-pistol": [
            (1, eff, None, 10.0, IN, None),
            (2, lon, None, 20.0, IN, None),
            (3, ext, None, 30.0, IN, None),
        ],
        "spine-carbine:dispersion": [(1, eff, None, 20.0, IN, None), (2, lon, None, 30.0, IN, None)],
        "spine-carbine:tir-unique": [
            (1, eff, None, 20.0, IN, None),
            (2, lon, None, 30.0, IN, None),
            (3, ext, None, 50.0, IN, None),
        ],
        "hex-repeater": [(1, eff, None, 20.0, IN, None), (2, lon, None, 40.0, IN, None)],
        "hex-cannon": [(1, eff, None, 30.0, IN, None), (2, lon, None, 60.0, IN, None), (3, ext, None, 120.0, IN, None)],
        "swarm-mortar": [
            (1, eff, 10.0, 30.0, IN, None),
            (2, lon, None, 40.0, IN, None),
            (3, ext, None, 60.0, IN, None),
        ],
        "flux-sling": [(1, eff, None, 10.0, IN, None), (2, lon, None, 20.0, IN, None)],
        "gravitic-lance:faisceau": [
            (1, eff, None, 20.0, IN, None),
            (2, lon, None, 30.0, IN, None),
            (3, ext, None, 50.0, IN, None),
        ],
        "gravitic-lance:impulsion": [(1, eff, None, 10.0, IN, None), (2, lon, None, 20.0, IN, None)],
        "entropy-projector": [(1, eff, 10.0, 20.0, IN, 6), (2, lon, None, 30.0, IN, 3), (3, ext, None, 40.0, IN, 1)],
        "nexus-bombard": [
            (1, eff, None, 50.0, IN, None),
            (2, lon, None, 100.0, IN, None),
            (3, ext, None, 200.0, IN, None),
        ],
        "razor-limbs": [],
        "drone-sting": [],
        "plasma-grenades": [(1, eff, None, 5.0, IN, None)],
        "shard-charges": [(1, eff, None, 5.0, IN, None)],
    }


def test_virai_rule_links() -> None:
    assert all_links(VIRAI) == {
        "spine-carbine:dispersion": [("TR3", "TR", "3", "tr-n", "exact")],
        "hex-repeater": [("TR2", "TR", "2", "tr-n", "exact"), ("Brèche(1)", "Brèche", "1", "breche-n", "exact")],
        "hex-cannon": [
            ("Brèche (2)", "Brèche", "2", "breche-n", "exact"),
            ("Dégâts Massifs", "Dégâts Massifs", None, "degats-massifs", "exact"),
        ],
        "swarm-mortar": [
            ("SPx3", "SP", "x3", "sp-spx2-spx3", "exact"),
            ("Déflagration D6", "Déflagration", "D6", "deflagration-d-n", "exact"),
            ("Pas de Couvert", "Pas de Couvert", None, "pas-de-couvert", "exact"),
        ],
        "flux-sling": [("Déflagration D4", "Déflagration", "D4", "deflagration-d-n", "exact")],
        "gravitic-lance:faisceau": [
            ("Lent", "Lent", None, "lent", "exact"),
            ("Choisir une Cible", "Choisir une Cible", None, "choisir-une-cible", "exact"),
        ],
        "gravitic-lance:impulsion": [("Déflagration D3", "Déflagration", "D3", "deflagration-d-n", "exact")],
        "entropy-projector": [
            ("Entropie", "Entropie", None, "entropie", "exact"),
            ("Pas de Couvert", "Pas de Couvert", None, "pas-de-couvert", "exact"),
        ],
        "nexus-bombard": [
            ("Verrouillage Nexus", "Verrouillage Nexus", None, "verrouillage-nexus", "exact"),
            ("Lent", "Lent", None, "lent", "exact"),
        ],
        "razor-limbs": [
            ("3 Attaques", "3 Attaques", None, "3-attaques", "exact"),
            ("Tranchant", "Tranchant", None, "tranchant", "exact"),
        ],
        "drone-sting": [("Dangereux CàC", "Dangereux CàC", None, "dangereux-cac", "exact")],
        "shard-charges": [
            ("Déflagration D3", "Déflagration", "D3", "deflagration-d-n", "exact"),
            ("Dangereux CàC", "Dangereux CàC", None, "dangereux-cac", "exact"),
        ],
    }


def test_virai_rules_and_their_parts() -> None:
    assert all_rules(VIRAI) == [
        ("tr-n", "TR(n)", None, None, True),
        ("deflagration-d-n", "Déflagration D(n)", None, None, True),
        ("sp-spx2-spx3", "SP, SPx2, SPx3", None, None, True),
        ("breche-n", "Brèche (n)", None, None, True),
        ("pas-de-couvert", "Pas de Couvert", None, None, False),
        ("degats-massifs", "Dégâts Massifs", None, None, False),
        ("choisir-une-cible", "Choisir une Cible", None, None, False),
        ("entropie", "ENTROPIE", None, None, False),
        ("verrouillage-nexus", "Verrouillage Nexus", None, None, False),
        ("3-attaques", "3 Attaques", None, None, False),
        ("tranchant", "Tranchant", None, None, False),
        ("dangereux-cac", "Dangereux CàC", None, None, False),
        ("command", "Command", "Commandement", None, False),
        ("leader-n", "Leader (n)", "Chef", None, True),
        ("hardened", "Hardened", "Endurci", None, False),
        ("swarm", "Swarm", "Essaim", None, False),
        ("tir-en-surplomb-sp", "TIR EN SURPLOMB - SP", None, None, False),
        ("tir-en-aveugle", "Tir en Aveugle", None, "tir-en-surplomb-sp", False),
        ("deflagration", "Déflagration", None, "tir-en-surplomb-sp", False),
        ("special-ammo", "SPECIAL AMMO", "MUNITIONS SPÉCIALES", None, False),
        ("spore", "SPORE", "Nuage de Spores", None, False),
        ("buddy-drones", "BUDDY DRONES", "DRONES COMPAGNONS", None, False),
        ("essaim-de-reparation", "ESSAIM DE RÉPARATION", "Nano-Réparateurs", None, False),
        ("reparation", "Réparation", None, "essaim-de-reparation", False),
        ("dispersion-de-l-essaim", "Dispersion de l'Essaim", None, "essaim-de-reparation", False),
        ("shield-drone", "SHIELD DRONE", "Drone Bouclier", None, False),
        ("grav-drone", "GRAV-DRONE", "DRONE GRAVITIQUE", None, False),
        ("lent", "Lent", None, "grav-drone", False),
        ("ancrage", "Ancrage", None, "grav-drone", False),
    ]


def test_virai_dice_tables() -> None:
    assert rolls(VIRAI) == [
        ("SPECIAL AMMO", "D10", 1, 4),
        ("SPECIAL AMMO", "D10", 5, 10),
        ("SHIELD DRONE", "D10", 1, 2),
        ("SHIELD DRONE", "D10", 3, 8),
        ("SHIELD DRONE", "D10", 9, 10),
        ("Dégâts des Drones de Combat (Combat Drones)", "D10", 1, 1),
        ("Dégâts des Drones de Combat (Combat Drones)", "D10", 2, 4),
        ("Dégâts des Drones de Combat (Combat Drones)", "D10", 5, 7),
        ("Dégâts des Drones de Combat (Combat Drones)", "D10", 8, 9),
        ("Dégâts des Drones de Combat (Combat Drones)", "D10", 10, 10),
    ]
    assert sheet(VIRAI).tables["modifiers"].empty


def test_virai_every_line_read_and_the_cost_column_reported() -> None:
    result = sheet(VIRAI)
    assert unparsed(result) == []
    assert result.report["unread_columns"] == [{"columns": ["Coût"], "source_line": 6}]
    texts = result.tables["rules"].set_index("name")["text"]
    assert texts["Lent"] == "Le Grav-Drone est *lent*."


# --- antares-boromites-guilde ------------------------------------------------------------


def test_boromites_weapons() -> None:
    assert weapons(BORO) == [
        ("Plasma Pistol", None, "2", 2, None, None, False, 8),
        ("Mag Gun", None, "1", 1, None, None, False, 9),
        ("Mass Compactor", "Dispersion", "1", 1, None, None, False, 10),
        ("Mass Compactor", "Concentré", "3", 3, None, None, False, 11),
        ("Frag Borer", None, "2", 2, None, None, False, 12),
        ("Heavy Frag Borer", None, "4*", 4, None, None, False, 13),
        ("Mag Light Support", None, "2", 2, None, None, False, 14),
        ("Mag Heavy Support", None, "3", 3, None, None, False, 15),
        ("Mining Mortar", None, "3", 3, None, None, False, 16),
        ("Rock Sling", None, "0", 0, None, None, False, 17),
        ("Tractor Maul", "Traction", "2", 2, None, None, False, 18),
        ("Tractor Maul", "Écrasement", "5", 5, None, None, True, 19),
        ("Lectro Lash", None, "3", 3, None, None, False, 20),
        ("Micro-X Launcher", "Tir Direct", "1", 1, None, None, False, 21),
        ("Micro-X Launcher", "Surplomb", "0", 0, None, None, False, 22),
        ("Plasma Grenades", None, "1", 1, None, None, False, 23),
        ("Vorpal Charges", None, "D6", None, None, None, False, 24),
    ]


def test_boromites_bands() -> None:
    eff, lon, ext = "Efficace", "Portée Longue", "Extrême"

    def three(a: float, b: float, c: float, low: float | None = None) -> list[tuple]:
        return [(1, eff, low, a, IN, None), (2, lon, None, b, IN, None), (3, ext, None, c, IN, None)]

    def two(a: float, b: float, low: float | None = None) -> list[tuple]:
        return [(1, eff, low, a, IN, None), (2, lon, None, b, IN, None)]

    one_band = [(1, eff, None, 5.0, IN, None)]
    assert all_bands(BORO) == {
        "plasma-pistol": three(10.0, 20.0, 30.0),
        "mag-gun": three(20.0, 30.0, 60.0),
        "mass-compactor:dispersion": two(20.0, 30.0),
        "mass-compactor:concentre": three(20.0, 30.0, 50.0),
        "frag-borer": three(10.0, 20.0, 30.0),
        "heavy-frag-borer": three(20.0, 30.0, 60.0),
        "mag-light-support": three(30.0, 50.0, 100.0),
        "mag-heavy-support": three(30.0, 50.0, 100.0),
        "mining-mortar": three(30.0, 40.0, 50.0, low=10.0),
        "rock-sling": two(10.0, 20.0),
        "tractor-maul:traction": [(1, eff, None, 10.0, IN, None)],
        "tractor-maul:ecrasement": [],
        "lectro-lash": one_band,
        "micro-x-launcher:tir-direct": two(20.0, 30.0),
        "micro-x-launcher:surplomb": three(20.0, 30.0, 50.0, low=10.0),
        "plasma-grenades": one_band,
        "vorpal-charges": one_band,
    }


def test_boromites_rule_links() -> None:
    blast = "deflagration-d3-d4-d6"
    assert all_links(BORO) == {
        "mass-compactor:dispersion": [("TR2", "TR", "2", "tr-n", "exact")],
        "mass-compactor:concentre": [("Brèche [1]", "Brèche", "1", "breche-n", "exact")],
        "frag-borer": [
            ("Brèche (1)", "Brèche", "1", "breche-n", "exact"),
            ("Imprécis", "Imprécis", None, "imprecis", "exact"),
        ],
        "heavy-frag-borer": [
            ("Brèche (2)", "Brèche", "2", "breche-n", "exact"),
            ("Imprécis", "Imprécis", None, "imprecis", "exact"),
        ],
        "mag-light-support": [("TR3", "TR", "3", "tr-n", "exact")],
        "mag-heavy-support": [("TR5", "TR", "5", "tr-n", "exact")],
        "mining-mortar": [
            ("SPx2", "SP", "x2", "sp-spx2", "exact"),
            ("Déflagration D6", "Déflagration", "D6", blast, "exact"),
            ("Pas de Couvert", "Pas de Couvert", None, "pas-de-couvert", "exact"),
        ],
        "rock-sling": [("Déflagration D3", "Déflagration", "D3", blast, "exact")],
        "tractor-maul:traction": [("Traction", "Traction", None, "traction", "exact")],
        "tractor-maul:ecrasement": [("Lent", "Lent", None, "lent", "exact")],
        "lectro-lash": [("Lectro", "Lectro", None, "lectro", "exact")],
        "micro-x-launcher:surplomb": [
            ("SP", "SP", None, "sp-spx2", "exact"),
            ("Déflagration D4", "Déflagration", "D4", blast, "exact"),
            ("Pas de Couvert", "Pas de Couvert", None, "pas-de-couvert", "exact"),
        ],
        "vorpal-charges": [
            ("Déflagration D3", "Déflagration", "D3", blast, "exact"),
            ("Dangereux CàC", "Dangereux CàC", None, "dangereux-cac", "exact"),
        ],
    }


def test_boromites_rules_and_their_parts() -> None:
    assert all_rules(BORO) == [
        ("tr-n", "TR(n)", None, None, True),
        ("deflagration-d3-d4-d6", "Déflagration D3, D4, D6", None, None, True),
        ("sp-spx2", "SP, SPx2", None, None, True),
        ("breche-n", "Brèche (n)", None, None, True),
        ("pas-de-couvert", "Pas de Couvert", None, None, False),
        ("imprecis", "Imprécis", None, None, False),
        ("traction", "Traction", None, None, False),
        ("lectro", "Lectro", None, None, False),
        ("dangereux-cac", "Dangereux CàC", None, None, False),
        ("lent", "Lent", None, None, False),
        ("modes-de-tir", "Modes de Tir", None, None, False),
        ("armures-de-roche", "ARMURES DE ROCHE", None, None, False),
        ("lectro-lash", "LECTRO LASH", "FOUET LECTRO", None, False),
        ("surcharge", "Surcharge", None, "lectro-lash", False),
        ("arc-electrique", "Arc Électrique", None, "lectro-lash", False),
        ("tir-en-surplomb", "TIR EN SURPLOMB", "SP", None, False),
        ("tir-en-aveugle", "Tir en Aveugle", None, "tir-en-surplomb", False),
        ("munitions-speciales", "MUNITIONS SPÉCIALES", None, None, False),
        ("grip", "GRIP", "PRISE", None, False),
        ("scrambler", "SCRAMBLER", "BROUILLEUR", None, False),
        ("tectorist-scouts", "TECTORIST SCOUTS", "ÉCLAIREURS TECTORISTES", None, False),
        ("infiltration", "Infiltration", None, "tectorist-scouts", False),
        ("tunnelier", "Tunnelier", None, "tectorist-scouts", False),
        ("hoist-crew", "HOIST CREW", "ÉQUIPE DE LEVAGE", None, False),
    ]


def test_boromites_dice_tables_and_lines() -> None:
    result = sheet(BORO)
    assert rolls(BORO) == [
        ("MUNITIONS SPÉCIALES", "D10", 1, 6),
        ("MUNITIONS SPÉCIALES", "D10", 7, 10),
        ("HOIST CREW", "D10", 1, 3),
        ("HOIST CREW", "D10", 4, 9),
        ("HOIST CREW", "D10", 10, 10),
    ]
    assert unparsed(result) == []
    assert "unread_columns" not in result.report
    # `4*` calls the note right under the table: the strength is 4, the note the table's.
    assert result.report["table_notes"] == [
        {
            "section": "THE BOROMITE GUILDS (LES GUILDES BOROMITES)",
            "source_line": 25,
            "text": "* 6 contre les bâtiments et les véhicules.",
        }
    ]
    texts = result.tables["rules"].set_index("name")["text"]
    # The no-break space before the colon is no part of the name, and the outcomes stay text.
    assert texts["Surcharge"].startswith("Sur un résultat de 1 au jet de Force")
    assert "Échec" in texts["GRIP"]


# --- antares-concord-panhumain -----------------------------------------------------------


def test_concord_weapons() -> None:
    assert weapons(CONCORD) == [
        ("Plasma Pistol", None, "2", 2, None, None, False, 5),
        ("Plasma Carbine", "Dispersion", "0", 0, None, None, False, 6),
        ("Plasma Carbine", "Tir Unique", "2", 2, None, None, False, 7),
        ("Plasma Lance", "Lance", "4", 4, None, None, False, 8),
        ("Plasma Light Support", None, "3", 3, None, None, False, 9),
        ("Plasma Cannon", None, "6", 6, None, None, False, 10),
        ("Mag Repeater", None, "0", 0, None, None, False, 11),
        ("X-Launcher", None, "1", 1, None, None, False, 12),
        ("Compression Cannon", None, "7/4", None, None, None, False, 13),
        ("Blast Pistol", None, "3", 3, None, None, False, 14),
        ("Fractal Cannon", None, "2+1 max 10", 2, 1, 10, False, 15),
        ("Sprint Bike Cannon", None, "2", 2, None, None, False, 16),
        ("Lectro Lance", None, "2", 2, None, None, True, 17),
        ("Photon Grenades", None, "1", 1, None, None, False, 18),
    ]


def test_concord_bands_without_an_extreme_column() -> None:
    eff, lon = "Efficace", "Portée Longue"

    def two(a: float, b: float, low: float | None = None) -> list[tuple]:
        return [(1, eff, low, a, IN, None), (2, lon, None, b, IN, None)]

    assert all_bands(CONCORD) == {
        "plasma-pistol": two(10.0, 20.0),
        "plasma-carbine:dispersion": two(20.0, 30.0),
        "plasma-carbine:tir-unique": two(20.0, 30.0),
        "plasma-lance:lance": two(20.0, 30.0),
        "plasma-light-support": two(30.0, 40.0),
        "plasma-cannon": two(30.0, 40.0),
        "mag-repeater": two(20.0, 30.0),
        "x-launcher": two(30.0, 60.0, low=10.0),
        "compression-cannon": [(1, eff, 10.0, 30.0, IN, 7), (2, lon, None, 40.0, IN, 4)],
        "blast-pistol": [(1, eff, None, 10.0, IN, None)],
        "fractal-cannon": two(30.0, 40.0),
        "sprint-bike-cannon": two(20.0, 40.0),
        "lectro-lance": [],
        "photon-grenades": [(1, eff, None, 5.0, IN, None)],
    }


def test_concord_rule_links() -> None:
    assert all_links(CONCORD) == {
        "plasma-carbine:dispersion": [("TR2", "TR", "2", "tr-n", "exact")],
        "plasma-lance:lance": [("Choisir une Cible", "Choisir une Cible", None, "choisir-une-cible", "exact")],
        "plasma-light-support": [("TR3", "TR", "3", "tr-n", "exact")],
        "plasma-cannon": [("Panne de Plasma", "Panne de Plasma", None, "panne-de-plasma", "exact")],
        "mag-repeater": [("TR(2)", "TR", "2", "tr-n", "exact")],
        "x-launcher": [
            ("SP", "SP", None, "sp-spx2", "exact"),
            ("Déflagration D5", "Déflagration", "D5", "deflagration-d-n", "exact"),
            ("Pas de Couvert", "Pas de Couvert", None, "pas-de-couvert", "exact"),
        ],
        "compression-cannon": [
            ("Compresseur", "Compresseur", None, "compresseur", "exact"),
            ("Cycle", "Cycle", None, "cycle", "exact"),
        ],
        "blast-pistol": [("Déflagration (D3)", "Déflagration", "D3", "deflagration-d-n", "exact")],
        "fractal-cannon": [("Verrouillage Fractal", "Verrouillage Fractal", None, "verrouillage-fractal", "exact")],
        "sprint-bike-cannon": [
            ("TR2", "TR", "2", "tr-n", "exact"),
            ("Hyperluminique", "Hyperluminique", None, "hyperluminique", "exact"),
        ],
        "lectro-lance": [("Lectro", "Lectro", None, "lectro", "exact")],
        "photon-grenades": [("Aveuglant", "Aveuglant", None, "aveuglant", "exact")],
    }


def test_concord_rules_and_their_parts() -> None:
    assert all_rules(CONCORD) == [
        ("tr-n", "TR(n)", None, None, True),
        ("deflagration-d-n", "Déflagration D(n)", None, None, True),
        ("sp-spx2", "SP, SPx2", None, None, True),
        ("pas-de-couvert", "Pas de Couvert", None, None, False),
        ("choisir-une-cible", "Choisir une Cible", None, None, False),
        ("panne-de-plasma", "Panne de Plasma", None, None, False),
        ("verrouillage-fractal", "Verrouillage Fractal", None, None, False),
        ("compresseur", "Compresseur", None, None, False),
        ("cycle", "Cycle", None, None, False),
        ("hyperluminique", "Hyperluminique", None, None, False),
        ("lectro", "Lectro", None, None, False),
        ("aveuglant", "Aveuglant", None, None, False),
        ("command", "Command", "Commandement", None, False),
        ("follow", "Follow", "Poursuite", None, False),
        ("medic-n", "Medic (n)", "Médecin", None, True),
        ("spotter", "Spotter", "Repérage", None, False),
        ("nano-drone", "NANO DRONE", None, None, False),
        ("bouclier-cinetique", "Bouclier cinétique", None, "nano-drone", False),
        ("enveloppe-hyperluminique", "Enveloppe hyperluminique", None, "nano-drone", False),
        ("shield-drone", "SHIELD DRONE", "Drone Bouclier", None, False),
        ("targeter-probe", "TARGETER PROBE", "SONDE CIBLEUSE", None, False),
    ]


def test_concord_dice_tables_wrapped_text_and_lines() -> None:
    result = sheet(CONCORD)
    vehicles = "Dégâts des Véhicules (Vehicles)"
    assert rolls(CONCORD) == [
        ("SHIELD DRONE", "D10", 1, 1),
        ("SHIELD DRONE", "D10", 2, 8),
        ("SHIELD DRONE", "D10", 9, 10),
        (vehicles, "D10", 1, 1),
        (vehicles, "D10", 2, 4),
        (vehicles, "D10", 5, 7),
        (vehicles, "D10", 8, 9),
        (vehicles, "D10", 10, 10),
    ]
    texts = result.tables["rules"].set_index("name")["text"]
    assert "pour les tirs à portée longue. *Voir modificateurs de Tir.*" in texts["TR(n)"]
    assert unparsed(result) == []


# --- antares-ghar-revolte ----------------------------------------------------------------


def test_ghar_weapons() -> None:
    assert weapons(GHAR) == [
        ("Scourer Cannon", None, "2", 2, None, None, False, 6),
        ("Heavy Scourer Cannon", None, "5", 5, None, None, False, 7),
        ("Gouger Gun", "Dispersion", "1", 1, None, None, False, 8),
        ("Gouger Gun", "Rafale", "2", 2, None, None, False, 9),
        ("Plasma Claw", None, "4", 4, None, None, True, 10),
        ("Disruptor Cannon", None, "6/4/2", None, None, None, False, 11),
        ("Tractor Cannon", None, "2+2 max 8", 2, 2, 8, False, 12),
        ("Scrap Gun", None, "1", 1, None, None, False, 13),
        ("Plasma Dump", None, "3", 3, None, None, False, 14),
        ("Flicker Grenades", None, "1", 1, None, None, False, 15),
        ("Lugger Gun", None, "1", 1, None, None, False, 16),
        ("Scrap Cannon", None, "3", 3, None, None, False, 17),
    ]


def test_ghar_bands() -> None:
    eff, lon, ext = "Efficace", "Portée Longue", "Extrême"

    def three(a: float, b: float, c: float) -> list[tuple]:
        return [(1, eff, None, a, IN, None), (2, lon, None, b, IN, None), (3, ext, None, c, IN, None)]

    assert all_bands(GHAR) == {
        "scourer-cannon": three(20.0, 30.0, 50.0),
        "heavy-scourer-cannon": three(30.0, 50.0, 100.0),
        "gouger-gun:dispersion": [(1, eff, None, 10.0, IN, None), (2, lon, None, 20.0, IN, None)],
        "gouger-gun:rafale": [(1, eff, None, 10.0, IN, None)],
        "plasma-claw": [],
        "disruptor-cannon": [(1, eff, 10.0, 30.0, IN, 6), (2, lon, None, 50.0, IN, 4), (3, ext, None, 80.0, IN, 2)],
        "tractor-cannon": three(30.0, 50.0, 100.0),
        "scrap-gun": [(1, eff, None, 10.0, IN, None), (2, lon, None, 20.0, IN, None)],
        "plasma-dump": [(1, eff, None, 10.0, IN, None)],
        "flicker-grenades": [(1, eff, None, 5.0, IN, None)],
        "lugger-gun": three(20.0, 30.0, 60.0),
        "scrap-cannon": three(30.0, 40.0, 80.0),
    }


def test_ghar_rule_links() -> None:
    blast = "deflagration-d3-d5-d6"
    assert all_links(GHAR) == {
        "scourer-cannon": [("TR3", "TR", "3", "tr-n", "exact")],
        "heavy-scourer-cannon": [("Perforant", "Perforant", None, "perforant", "exact")],
        "gouger-gun:dispersion": [("TR2", "TR", "2", "tr-n", "exact")],
        "gouger-gun:rafale": [
            ("TR4", "TR", "4", "tr-n", "exact"),
            ("Surchauffe", "Surchauffe", None, "surchauffe", "exact"),
        ],
        "plasma-claw": [("Broyeur", "Broyeur", None, "broyeur", "exact")],
        "disruptor-cannon": [
            ("Disrupteur", "Disrupteur", None, "disrupteur", "exact"),
            ("Pas de Couvert", "Pas de Couvert", None, "pas-de-couvert", "exact"),
        ],
        "tractor-cannon": [("Traction (2)", "Traction", "2", "traction-n", "exact")],
        "scrap-gun": [("Récupération", "Récupération", None, "recuperation", "exact")],
        "plasma-dump": [("Déflagration D6", "Déflagration", "D6", blast, "exact")],
        "flicker-grenades": [
            ("Déflagration D3", "Déflagration", "D3", blast, "exact"),
            ("Aveuglant", "Aveuglant", None, "aveuglant", "exact"),
        ],
        "lugger-gun": [("TR2", "TR", "2", "tr-n", "exact")],
        "scrap-cannon": [
            ("SPx2", "SP", "x2", "sp-spx2", "exact"),
            ("Déflagration D5.", "Déflagration", "D5", blast, "exact"),
        ],
    }


def test_ghar_rules_and_their_parts() -> None:
    assert all_rules(GHAR) == [
        ("tr-n", "TR(n)", None, None, True),
        ("deflagration-d3-d5-d6", "Déflagration D3, D5, D6", None, None, True),
        ("sp-spx2", "SP, SPx2", None, None, True),
        ("perforant", "PERFORANT", None, None, False),
        ("surchauffe", "Surchauffe", None, None, False),
        ("broyeur", "Broyeur", None, None, False),
        ("disrupteur", "Disrupteur", None, None, False),
        ("pas-de-couvert", "Pas de Couvert", None, None, False),
        ("traction-n", "Traction (n)", None, None, True),
        ("recuperation", "Récupération", None, None, False),
        ("aveuglant", "Aveuglant", None, None, False),
        ("battle-suit", "BATTLE SUIT", "ARMURE DE COMBAT", None, False),
        ("lent", "Lent", None, "battle-suit", False),
        ("flux-instable", "Flux Instable", None, "battle-suit", False),
        ("outcast-revolt", "OUTCAST REVOLT", "RÉVOLTE DES PARIAS", None, False),
    ]


def test_ghar_dice_table_notes_column_and_lines() -> None:
    result = sheet(GHAR)
    assert rolls(GHAR) == [
        ("OUTCAST REVOLT", "D10", 1, 5),
        ("OUTCAST REVOLT", "D10", 6, 9),
        ("OUTCAST REVOLT", "D10", 10, 10),
    ]
    # The `Notes` column beside `Règles Spéciales`: each weapon's remark is a note of it.
    assert "unread_columns" not in result.report
    assert column_notes(result) == [
        (6, "Notes", "Battle Suit"),
        (9, "Notes", "un seul tir par tour"),
        (16, "Notes", "Esclaves"),
    ]
    assert unparsed(result) == []
    # An outcome as it prints, the sheet's bold left out (before, `**Down**` printed its
    # asterisks on the reference sheet and the cards).
    assert result.tables["roll_tables"]["result"].tolist()[:2] == [
        "L'unité se jette Down comme d'habitude.",
        "L'unité se jette Down et reçoit un pion Stress.",
    ]
