"""Antares: five faithful siblings of the real sheets (raw/antares-algoryn.md,
raw/antares-freeborn.md), for other factions and for the core rules, as a player copying one
of them writes the next (tests/fixtures/sheets/). Every expected value below was written by
hand from the sheet, before the parser was run on it.

- `antares-isorian-phase.md`: the Algoryn layout (pipe table with `- <i>Mode</i>` in the
  name cell, capitalised headings, `- **Nom.**` rules, `• NOM (Alt)` entries, D10 tables)
  for the Isorians; abbreviated header labels (`Eff.`, `P. Longue`, `Ext.`,
  `Val. d'Impact`, `Règles spé.`), rows leaving their empty rules cell out (one cell fewer
  than the header, as GitHub Markdown allows), sub-entries named in italic with a number
  (`*Mode 1 :*`, nested under a bold one), rule items abbreviated with their parameter
  (`Déflag. D6`), a dice table whose header names the die in parentheses and ranges up to
  `10+`;
- `antares-concord-c3d2.md`: the Freeborn layout (tab table, `##`/`###`/`####` headings,
  `- 1 = …` dice bullets) for the Concord C3D2; the mode column headed `Mode` with its
  cells written without dash, mode rows whose name cell is left empty (the weapon of the
  row above), rows without rules whose trailing tab an editor trimmed (a cell fewer than
  the header), a second weapons table for the vehicles (no mode column, `VI`), dice bullets
  with the roll in bold (`- **2-8** = …`), a sub-entry in capitals (`**DÉRIVE :**`);
- `antares-boromites-loges.md`: the Algoryn layout for the Boromite Lodges; header cells on
  two lines (`Portée<br>Longue`, `Valeur<br>d'Impact`, as Typora and Obsidian write a line
  break in a cell), the mode on the second line of the name cell (`Mass Compactor<br>-
  <i>Dispersion</i>`, `<br/>`), one rules cell writing its items three ways
  (`SP x2 ; Déflagration (D5) et Lent`), sub-entries in capitals without bold
  (`- SURCHAUFFE : …` nested), dice bullets written `- 1 à 3 : …`;
- `antares-virai-mhagris.md`: the Freeborn layout for the Virai, copied from a spreadsheet
  whose first column is blank (every row of the table opens with a tab), the special rules
  as `### Nom` headings with their text under them, sub-entries as a numbered list nested
  under a plain bullet (`1. **Forme d'Assaut :** …`), a glossary whose bullets bold the
  name only, its other name after it (`- **Préc** (Acc) : …`);
- `antares-regles-base.md`: the Algoryn layout for the core rules; an empty cell past the
  header on some rows only (`| – | |`), the die written `1D10` (a table's header, and
  `lancez 1D10 :` over dice bullets), modifiers as bullets with the typographic minus and
  a bold word in their name (`- Cible **Down** : −1 Préc`), orders as italic sub-entries
  with their French names (`*Fire (Feu) :*`), a glossary as a two-column pipe table
  (`| Abréviation | Signification |`), numbered steps that stay text.
"""

from __future__ import annotations

from tests.conftest import rows
from tests.sheet_tables import all_bands, all_links, all_rules, rolls, sheet, unparsed, weapons

ISO = "antares-isorian-phase"
C3D2 = "antares-concord-c3d2"
LOGES = "antares-boromites-loges"
MHAGRIS = "antares-virai-mhagris"
BASE = "antares-regles-base"

IN = "in"
EFF, LON, EXT = "Efficace", "Portée Longue", "Extrême"


def rule_texts(name: str) -> dict[str, str]:
    return dict(sheet(name).tables["rules"].set_index("name")["text"])


def three(a: float, b: float, c: float, low: float | None = None, labels: tuple[str, ...] = (EFF, LON, EXT)) -> list:
    return [(1, labels[0], low, a, IN, None), (2, labels[1], None, b, IN, None), (3, labels[2], None, c, IN, None)]


def two(a: float, b: float, low: float | None = None, labels: tuple[str, ...] = (EFF, LON, EXT)) -> list:
    return [(1, labels[0], low, a, IN, None), (2, labels[1], None, b, IN, None)]


def one(a: float, labels: tuple[str, ...] = (EFF, LON, EXT)) -> list:
    return [(1, labels[0], None, a, IN, None)]


def per_band(strengths: tuple[int, int, int], a: float, b: float, c: float, low: float | None = None) -> list:
    first, second, third = strengths
    return [(1, EFF, low, a, IN, first), (2, LON, None, b, IN, second), (3, EXT, None, c, IN, third)]


def tr(n: str) -> tuple:
    return (f"TR{n}", "TR", n, "tr-n", "exact")


def same(name: str, rule_id: str) -> tuple:
    """An item naming a rule of the sheet exactly, no parameter."""
    return (name, name, None, rule_id, "exact")


NO_COVER = same("Pas de Couvert", "pas-de-couvert")


# --- antares-isorian-phase ---------------------------------------------------------------

ISO_BANDS = ("Eff.", "P. Longue", "Ext.")


def test_isorian_weapons_rows_without_their_rules_cell() -> None:
    assert weapons(ISO) == [
        ("Phase Pistol", None, "1", 1, None, None, False, 8),
        ("Phase Rifle", None, "1", 1, None, None, False, 9),
        ("Phase Carbine", "Dispersion", "0", 0, None, None, False, 10),
        ("Phase Carbine", "Tir Unique", "2", 2, None, None, False, 11),
        ("Phase Repeater", None, "1", 1, None, None, False, 12),
        ("Phase Sniper Rifle", None, "2", 2, None, None, False, 13),
        ("Tsan Ra Phase Cannon", None, "5", 5, None, None, False, 14),
        ("Plasma Bombard", None, "7", 7, None, None, False, 15),
        ("Phase Mortar", None, "3", 3, None, None, False, 16),
        ("Micro-X Launcher", "Tir Direct", "1", 1, None, None, False, 17),
        ("Micro-X Launcher", "Surplomb", "0", 0, None, None, False, 18),
        ("Compression Cannon", None, "7/4/2", None, None, None, False, 19),
        ("Phase Claws", None, "2", 2, None, None, True, 20),
        ("Plasma Grenades", None, "1", 1, None, None, False, 21),
        ("Shard Charges", None, "2", 2, None, None, False, 22),
    ]
    frame = sheet(ISO).tables["weapons"]
    # A rules cell left out is a weapon without special rules, as an empty or `–` one is.
    assert frame.set_index("name")["rules_raw"].isna()[["Phase Pistol", "Phase Rifle", "Plasma Grenades"]].all()


def test_isorian_bands_under_abbreviated_headers() -> None:
    labels = ISO_BANDS
    assert all_bands(ISO) == {
        "phase-pistol": three(10.0, 20.0, 30.0, labels=labels),
        "phase-rifle": three(20.0, 30.0, 60.0, labels=labels),
        "phase-carbine:dispersion": two(20.0, 30.0, labels=labels),
        "phase-carbine:tir-unique": three(20.0, 30.0, 50.0, labels=labels),
        "phase-repeater": two(20.0, 30.0, labels=labels),
        "phase-sniper-rifle": three(30.0, 50.0, 100.0, labels=labels),
        "tsan-ra-phase-cannon": three(30.0, 50.0, 100.0, labels=labels),
        "plasma-bombard": three(50.0, 100.0, 200.0, labels=labels),
        "phase-mortar": three(30.0, 40.0, 50.0, low=10.0, labels=labels),
        "micro-x-launcher:tir-direct": two(20.0, 30.0, labels=labels),
        "micro-x-launcher:surplomb": three(20.0, 30.0, 50.0, low=10.0, labels=labels),
        "compression-cannon": [
            (1, "Eff.", 10.0, 30.0, IN, 7),
            (2, "P. Longue", None, 40.0, IN, 4),
            (3, "Ext.", None, 80.0, IN, 2),
        ],
        "phase-claws": [],
        "plasma-grenades": one(5.0, labels=labels),
        "shard-charges": one(5.0, labels=labels),
    }


def test_isorian_rule_links() -> None:
    blast = "deflagration-d-n"
    assert all_links(ISO) == {
        "phase-carbine:dispersion": [tr("2")],
        "phase-repeater": [tr("3")],
        "phase-sniper-rifle": [same("Tir Précis", "tir-precis"), same("Lent", "lent")],
        "tsan-ra-phase-cannon": [same("Dégâts Massifs", "degats-massifs"), same("Lent", "lent")],
        "plasma-bombard": [same("Panne de Plasma", "panne-de-plasma")],
        # `Déflag.` abbreviates `Déflagration D(n)`: a near miss, its parameter read.
        "phase-mortar": [
            ("SPx2", "SP", "x2", "sp-spx2", "exact"),
            ("Déflag. D6", "Déflag.", "D6", blast, "fuzzy"),
            NO_COVER,
        ],
        "micro-x-launcher:surplomb": [
            same("SP", "sp-spx2"),
            ("Déflag. D4", "Déflag.", "D4", blast, "fuzzy"),
            NO_COVER,
        ],
        "compression-cannon": [same("Compresseur", "compresseur"), NO_COVER],
        "phase-claws": [same("2 Attaques", "2-attaques")],
        "shard-charges": [
            ("Déflagration D3", "Déflagration", "D3", blast, "exact"),
            same("Dangereux CàC", "dangereux-cac"),
        ],
    }


def test_isorian_rules_and_their_parts() -> None:
    assert all_rules(ISO) == [
        ("tr-n", "TR(n)", None, None, True),
        ("deflagration-d-n", "Déflagration D(n)", None, None, True),
        ("sp-spx2", "SP, SPx2", None, None, True),
        ("pas-de-couvert", "Pas de Couvert", None, None, False),
        ("tir-precis", "Tir Précis", None, None, False),
        ("degats-massifs", "Dégâts Massifs", None, None, False),
        ("panne-de-plasma", "Panne de Plasma", None, None, False),
        ("compresseur", "Compresseur", None, None, False),
        ("2-attaques", "2 Attaques", None, None, False),
        ("dangereux-cac", "Dangereux CàC", None, None, False),
        ("command", "Command", "Commandement", None, False),
        ("leader-n", "Leader (n)", "Chef", None, True),
        ("sniper", "Sniper", "Tireur d'Élite", None, False),
        ("nano-bouclier", "NANO-BOUCLIER", "Nano Shield", None, False),
        ("modes-du-bouclier", "Modes du bouclier", None, "nano-bouclier", False),
        ("mode-1", "Mode 1", None, "modes-du-bouclier", False),
        ("mode-2", "Mode 2", None, "modes-du-bouclier", False),
        ("tsan-ra-suit", "TSAN RA SUIT", "ARMURE TSAN RA", None, False),
        ("lent", "Lent", None, "tsan-ra-suit", False),
        ("stabilisateurs", "Stabilisateurs", None, "tsan-ra-suit", False),
        ("phase-sniper", "PHASE SNIPER", "TIREUR DE PHASE", None, False),
    ]
    texts = rule_texts(ISO)
    assert texts["Mode 2"].startswith("Le bouclier protège contre les déflagrations")


def test_isorian_dice_tables_and_lines() -> None:
    drones = "Dégâts des Drones Armés (Weapon Drones)"
    assert rolls(ISO) == [
        ("PHASE SNIPER", "D10", 1, 3),
        ("PHASE SNIPER", "D10", 4, 6),
        ("PHASE SNIPER", "D10", 7, 9),
        ("PHASE SNIPER", "D10", 10, 10),
        (drones, "D10", 1, 1),
        (drones, "D10", 2, 3),
        (drones, "D10", 4, 5),
        (drones, "D10", 6, 10),
    ]
    result = sheet(ISO)
    assert unparsed(result) == []
    assert "unread_columns" not in result.report


# --- antares-concord-c3d2 ----------------------------------------------------------------


def test_c3d2_weapons_of_both_tables() -> None:
    assert weapons(C3D2) == [
        ("Plasma Pistol", None, "2", 2, None, None, False, 8),
        ("Plasma Carbine", "Dispersion", "0", 0, None, None, False, 9),
        ("Plasma Carbine", "Tir Unique", "2", 2, None, None, False, 10),
        ("Plasma Lance", "Dispersion", "0", 0, None, None, False, 11),
        ("Plasma Lance", "Tir Unique", "2", 2, None, None, False, 12),
        ("Plasma Lance", "Lance", "4", 4, None, None, False, 13),
        ("Plasma Light Support", None, "3", 3, None, None, False, 14),
        ("X-Launcher", None, "1", 1, None, None, False, 15),
        ("Compression Cannon", None, "7/4/2", None, None, None, False, 16),
        ("Lectro Lance", None, "2", 2, None, None, True, 17),
        ("Photon Grenades", None, "1", 1, None, None, False, 18),
        ("Drop Beacon", None, "NA", None, None, None, False, 19),
        ("Plasma Cannon", None, "6", 6, None, None, False, 24),
        ("Plasma Bombard", None, "7", 7, None, None, False, 25),
        ("X-Howitzer", None, "2", 2, None, None, False, 26),
        ("Mag Heavy Support", None, "3", 3, None, None, False, 27),
        ("Transmat Projector", None, "0", 0, None, None, False, 28),
    ]
    assert list(sheet(C3D2).tables["weapons"]["position"]) == list(range(1, 18))


def test_c3d2_bands() -> None:
    vehicles = (EFF, "Longue", EXT)
    assert all_bands(C3D2) == {
        "plasma-pistol": three(10.0, 20.0, 30.0),
        "plasma-carbine:dispersion": two(20.0, 30.0),
        "plasma-carbine:tir-unique": three(20.0, 30.0, 50.0),
        "plasma-lance:dispersion": two(20.0, 30.0),
        "plasma-lance:tir-unique": three(20.0, 30.0, 50.0),
        "plasma-lance:lance": two(20.0, 30.0),
        "plasma-light-support": three(30.0, 40.0, 80.0),
        "x-launcher": three(30.0, 60.0, 120.0, low=10.0),
        "compression-cannon": per_band((7, 4, 2), 30.0, 40.0, 80.0, low=10.0),
        "lectro-lance": [],
        "photon-grenades": one(5.0),
        "drop-beacon": one(5.0),
        "plasma-cannon": three(30.0, 40.0, 80.0, labels=vehicles),
        "plasma-bombard": three(50.0, 100.0, 200.0, labels=vehicles),
        "x-howitzer": three(50.0, 100.0, 250.0, low=10.0, labels=vehicles),
        "mag-heavy-support": three(30.0, 50.0, 100.0, labels=vehicles),
        "transmat-projector": three(10.0, 20.0, 30.0, labels=vehicles),
    }


def test_c3d2_rule_links() -> None:
    blast = "deflagration-d5-d10"
    assert all_links(C3D2) == {
        "plasma-carbine:dispersion": [tr("2")],
        "plasma-lance:dispersion": [tr("2")],
        "plasma-lance:lance": [same("Choisir une Cible", "choisir-une-cible"), same("Imprécis", "imprecis")],
        "plasma-light-support": [tr("3")],
        "x-launcher": [same("SP", "sp"), ("Déflagration D5", "Déflagration", "D5", blast, "exact"), NO_COVER],
        "compression-cannon": [same("Compresseur", "compresseur"), same("Cycle", "cycle")],
        "lectro-lance": [same("Lectro", "lectro")],
        "photon-grenades": [same("Aveuglant", "aveuglant")],
        # The entry's French name, in parentheses after its heading's.
        "drop-beacon": [same("Balise de Largage", "drop-beacon")],
        "plasma-cannon": [same("Panne de Plasma", "panne-de-plasma")],
        "plasma-bombard": [same("Panne de Plasma", "panne-de-plasma"), same("Lent", "lent")],
        "x-howitzer": [same("SP", "sp"), ("Déflagration D10", "Déflagration", "D10", blast, "exact"), NO_COVER],
        "mag-heavy-support": [tr("5")],
    }


def test_c3d2_rules_and_their_parts() -> None:
    assert all_rules(C3D2) == [
        ("tr-n", "TR(n)", None, None, True),
        ("deflagration-d5-d10", "Déflagration D5, D10", None, None, True),
        ("sp", "SP", None, None, False),
        ("pas-de-couvert", "Pas de Couvert", None, None, False),
        ("choisir-une-cible", "Choisir une Cible", None, None, False),
        ("imprecis", "Imprécis", None, None, False),
        ("compresseur", "Compresseur", None, None, False),
        ("cycle", "Cycle", None, None, False),
        ("lectro", "Lectro", None, None, False),
        ("aveuglant", "Aveuglant", None, None, False),
        ("panne-de-plasma", "Panne de Plasma", None, None, False),
        ("lent", "Lent", None, None, False),
        ("drop-beacon", "DROP BEACON", "BALISE DE LARGAGE", None, False),
        ("largage-guide", "Largage Guidé", None, "drop-beacon", False),
        ("derive", "DÉRIVE", None, "largage-guide", False),
        ("brouillage", "Brouillage", None, "largage-guide", False),
        ("transmat-projector", "TRANSMAT PROJECTOR", "PROJECTEUR TRANSMAT", None, False),
        ("buddy-drones", "BUDDY DRONES", "DRONES COMPAGNONS", None, False),
        ("shield-drone", "SHIELD DRONE", "Drone Bouclier", None, False),
        ("spotter-drone", "SPOTTER DRONE", "Drone Éclaireur", None, False),
        ("relances-d-eclaireur", "Relances d'Éclaireur", None, "spotter-drone", False),
        ("reconnaissance-en-sp", "Reconnaissance en SP", None, "spotter-drone", False),
    ]


def test_c3d2_dice_bullets_with_bold_rolls_and_lines() -> None:
    result = sheet(C3D2)
    assert rows(result.tables["roll_tables"], ["table_name", "dice", "roll_from", "roll_to", "result"]) == [
        ("SHIELD DRONE", "D10", 1, 1, "tir bloqué, drone OK"),
        ("SHIELD DRONE", "D10", 2, 8, "tir bloqué, drone détruit"),
        ("SHIELD DRONE", "D10", 9, 10, "drone OK, tir touche la cible !"),
    ]
    assert rule_texts(C3D2)["SHIELD DRONE"].startswith("Si l'unité possédant un *Shield Drone*")
    assert unparsed(result) == []
    assert "unread_columns" not in result.report


# --- antares-boromites-loges -------------------------------------------------------------


def test_loges_weapons_with_the_mode_on_a_second_line() -> None:
    assert weapons(LOGES) == [
        ("Mag Pistol", None, "1", 1, None, None, False, 8),
        ("Mag Gun", None, "1", 1, None, None, False, 9),
        ("Mass Compactor", "Dispersion", "1", 1, None, None, False, 10),
        ("Mass Compactor", "Concentré", "3", 3, None, None, False, 11),
        ("Frag Borer", None, "2", 2, None, None, False, 12),
        ("Heavy Frag Borer", None, "4", 4, None, None, False, 13),
        ("Mining Mortar", None, "3", 3, None, None, False, 14),
        ("Rock Sling", None, "0", 0, None, None, False, 15),
        ("Lectro Lash", None, "3", 3, None, None, False, 16),
        ("Tractor Maul", "Traction", "2", 2, None, None, False, 17),
        ("Tractor Maul", "Écrasement", "5", 5, None, None, True, 18),
        ("Vorpal Charges", None, "2", 2, None, None, False, 19),
    ]


def test_loges_bands_under_headers_on_two_lines() -> None:
    assert all_bands(LOGES) == {
        "mag-pistol": three(10.0, 20.0, 30.0),
        "mag-gun": three(20.0, 30.0, 60.0),
        "mass-compactor:dispersion": two(20.0, 30.0),
        "mass-compactor:concentre": three(20.0, 30.0, 50.0),
        "frag-borer": three(10.0, 20.0, 30.0),
        "heavy-frag-borer": three(20.0, 30.0, 60.0),
        "mining-mortar": three(30.0, 40.0, 50.0, low=10.0),
        "rock-sling": two(10.0, 20.0),
        "lectro-lash": one(5.0),
        "tractor-maul:traction": one(10.0),
        "tractor-maul:ecrasement": [],
        "vorpal-charges": one(5.0),
    }


def test_loges_rule_links() -> None:
    blast = "deflagration-d-n"
    assert all_links(LOGES) == {
        "mass-compactor:dispersion": [tr("2")],
        "mass-compactor:concentre": [("Brèche (1)", "Brèche", "1", "breche-n", "exact")],
        "frag-borer": [("Brèche (1)", "Brèche", "1", "breche-n", "exact"), same("Imprécis", "imprecis")],
        "heavy-frag-borer": [
            ("Brèche (2)", "Brèche", "2", "breche-n", "exact"),
            same("Imprécis", "imprecis"),
            same("Lent", "lent"),
        ],
        # `;` between the items, then `et`; `SP x2` spaced, `(D5)` in parentheses.
        "mining-mortar": [
            ("SP x2", "SP", "x2", "sp-spx2", "exact"),
            ("Déflagration (D5)", "Déflagration", "D5", blast, "exact"),
            same("Lent", "lent"),
        ],
        "rock-sling": [("Déflagration D3", "Déflagration", "D3", blast, "exact")],
        # Sub-entries of the Lectro Lash: `Lectro` in bold, `SURCHAUFFE` in capitals under it.
        "lectro-lash": [same("Lectro", "lectro"), ("Surchauffe", "Surchauffe", None, "surchauffe", "exact")],
        "tractor-maul:traction": [same("Traction", "traction")],
        "tractor-maul:ecrasement": [same("Lent", "lent")],
        "vorpal-charges": [
            ("Déflagration D3", "Déflagration", "D3", blast, "exact"),
            same("Dangereux CàC", "dangereux-cac"),
        ],
    }


def test_loges_rules_and_their_parts() -> None:
    assert all_rules(LOGES) == [
        ("tr-n", "TR(n)", None, None, True),
        ("deflagration-d-n", "Déflagration D(n)", None, None, True),
        ("sp-spx2", "SP, SPx2", None, None, True),
        ("breche-n", "Brèche (n)", None, None, True),
        ("imprecis", "Imprécis", None, None, False),
        ("lent", "Lent", None, None, False),
        ("traction", "Traction", None, None, False),
        ("dangereux-cac", "Dangereux CàC", None, None, False),
        ("lectro-lash", "LECTRO LASH", "FOUET LECTRO", None, False),
        ("lectro", "Lectro", None, "lectro-lash", False),
        ("surchauffe", "SURCHAUFFE", None, "lectro", False),
        ("arc-electrique", "ARC ÉLECTRIQUE", None, "lectro", False),
        ("fievre-de-la-roche", "FIÈVRE DE LA ROCHE", "Rock Fever", None, False),
        ("command", "Command", "Commandement", None, False),
        ("hardened", "Hardened", "Endurci", None, False),
        ("leader-n", "Leader (n)", "Chef", None, True),
        ("rock-riders", "ROCK RIDERS", "CHEVAUCHEURS DE ROCHE", None, False),
        ("charge-lourde", "Charge Lourde", None, "rock-riders", False),
        ("pietinement", "Piétinement", None, "charge-lourde", False),
    ]


def test_loges_dice_bullets_written_with_a_and_lines() -> None:
    result = sheet(LOGES)
    heavy = "Dégâts des Armes Lourdes (Heavy Weapons)"
    assert rolls(LOGES) == [
        ("FIÈVRE DE LA ROCHE", "D10", 1, 3),
        ("FIÈVRE DE LA ROCHE", "D10", 4, 8),
        ("FIÈVRE DE LA ROCHE", "D10", 9, 10),
        (heavy, "D10", 1, 1),
        (heavy, "D10", 2, 2),
        (heavy, "D10", 3, 5),
        (heavy, "D10", 6, 10),
    ]
    assert result.tables["roll_tables"]["result"].tolist()[:2] == ["l'unité retire un pion Stress.", "aucun effet."]
    assert unparsed(result) == []
    assert "unread_columns" not in result.report


# --- antares-virai-mhagris ---------------------------------------------------------------


def test_mhagris_weapons_of_a_table_with_a_blank_first_column() -> None:
    assert weapons(MHAGRIS) == [
        ("Spine Pistol", None, "1", 1, None, None, False, 7),
        ("Spine Gun", "Dispersion", "0", 0, None, None, False, 8),
        ("Spine Gun", "Tir Unique", "2", 2, None, None, False, 9),
        ("Hex Repeater", None, "1", 1, None, None, False, 10),
        ("Gravitic Ram", None, "4", 4, None, None, False, 11),
        ("Entropy Cannon", None, "7/4/2", None, None, None, False, 12),
        ("Swarm Mortar", None, "2", 2, None, None, False, 13),
        ("Mhagris Claws", None, "3", 3, None, None, True, 14),
        ("Nexus Bombard", None, "3+1 max 10", 3, 1, 10, False, 15),
    ]


def test_mhagris_bands() -> None:
    assert all_bands(MHAGRIS) == {
        "spine-pistol": three(10.0, 20.0, 30.0),
        "spine-gun:dispersion": two(20.0, 30.0),
        "spine-gun:tir-unique": three(20.0, 30.0, 50.0),
        "hex-repeater": two(20.0, 40.0),
        "gravitic-ram": two(10.0, 20.0),
        "entropy-cannon": per_band((7, 4, 2), 30.0, 40.0, 80.0, low=10.0),
        "swarm-mortar": three(30.0, 40.0, 60.0, low=10.0),
        "mhagris-claws": [],
        "nexus-bombard": three(50.0, 100.0, 200.0),
    }


def test_mhagris_rule_links_to_rules_under_headings() -> None:
    assert all_links(MHAGRIS) == {
        "spine-gun:dispersion": [tr("2")],
        "hex-repeater": [tr("3")],
        "gravitic-ram": [same("Lent", "lent"), ("Brèche (2)", "Brèche", "2", "breche-n", "exact")],
        "entropy-cannon": [same("Entropie", "entropie"), NO_COVER],
        "swarm-mortar": [
            ("SPx2", "SP", "x2", "sp-spx2", "exact"),
            ("Déflagration D6", "Déflagration", "D6", "deflagration-d-n", "exact"),
            NO_COVER,
        ],
        "mhagris-claws": [same("3 Attaques", "3-attaques"), ("Brèche (1)", "Brèche", "1", "breche-n", "exact")],
        "nexus-bombard": [same("Verrouillage Nexus", "verrouillage-nexus")],
    }


def test_mhagris_rules_and_their_parts() -> None:
    assert all_rules(MHAGRIS) == [
        ("tr-n", "TR(n)", None, None, True),
        ("deflagration-d-n", "Déflagration D(n)", None, None, True),
        ("sp-spx2", "SP, SPx2", None, None, True),
        ("breche-n", "Brèche (n)", None, None, True),
        ("pas-de-couvert", "Pas de Couvert", None, None, False),
        ("lent", "Lent", None, None, False),
        ("entropie", "Entropie", None, None, False),
        ("3-attaques", "3 Attaques", None, None, False),
        ("verrouillage-nexus", "Verrouillage Nexus", None, None, False),
        ("mhagris", "MHAGRIS", "FORME DE GUERRE", None, False),
        ("forme-d-assaut", "Forme d'Assaut", None, "mhagris", False),
        ("forme-de-garde", "Forme de Garde", None, "mhagris", False),
        ("forme-de-siege", "Forme de Siège", None, "mhagris", False),
        ("essaim-de-reparation", "ESSAIM DE RÉPARATION", "Nano-Réparateurs", None, False),
        ("reparation", "Réparation", None, "essaim-de-reparation", False),
        ("dispersion-de-l-essaim", "Dispersion de l'Essaim", None, "essaim-de-reparation", False),
        ("prec", "Préc", "Acc", None, False),
        ("for", "For", "Str", None, False),
        ("res", "Rés", "Res", None, False),
        ("init", "Init", "Init", None, False),
        ("co", "Co", "Co", None, False),
    ]


def test_mhagris_texts_and_lines() -> None:
    result = sheet(MHAGRIS)
    texts = rule_texts(MHAGRIS)
    assert texts["TR(n)"].startswith("Tir Rapide. Quand elle utilise le mode tir de dispersion")
    assert texts["Forme de Garde"] == "+1 à la Rés contre les tirs, mais aucun ordre **Run**."
    # The glossary's other name is the entry's, not the start of its text.
    assert texts["Préc"] == "précision d'une figurine, le résultat à égaler ou à battre au D10 pour toucher au tir."
    assert result.tables["roll_tables"].empty
    assert unparsed(result) == []
    assert "unread_columns" not in result.report


# --- antares-regles-base -----------------------------------------------------------------


def test_base_weapons_rows_with_an_empty_cell_past_the_header() -> None:
    assert weapons(BASE) == [
        ("Mag Pistol", None, "1", 1, None, None, False, 8),
        ("Mag Gun", None, "1", 1, None, None, False, 9),
        ("Mag Repeater", None, "0", 0, None, None, False, 10),
        ("Plasma Carbine", "Dispersion", "0", 0, None, None, False, 11),
        ("Plasma Carbine", "Tir Unique", "2", 2, None, None, False, 12),
        ("Plasma Light Support", None, "3", 3, None, None, False, 13),
        ("X-Launcher", None, "1", 1, None, None, False, 14),
        ("X-Howitzer", None, "2", 2, None, None, False, 15),
        ("Plasma Cannon", None, "6", 6, None, None, False, 16),
        ("Fractal Cannon", None, "2+1 max 10", 2, 1, 10, False, 17),
        ("Compression Cannon", None, "7/4/2", None, None, None, False, 18),
        ("Plasma Grenades", None, "1", 1, None, None, False, 19),
    ]


def test_base_bands() -> None:
    assert all_bands(BASE) == {
        "mag-pistol": three(10.0, 20.0, 30.0),
        "mag-gun": three(20.0, 30.0, 60.0),
        "mag-repeater": two(20.0, 30.0),
        "plasma-carbine:dispersion": two(20.0, 30.0),
        "plasma-carbine:tir-unique": three(20.0, 30.0, 50.0),
        "plasma-light-support": three(30.0, 40.0, 80.0),
        "x-launcher": three(30.0, 60.0, 120.0, low=10.0),
        "x-howitzer": three(50.0, 100.0, 250.0, low=10.0),
        "plasma-cannon": three(30.0, 40.0, 80.0),
        "fractal-cannon": three(30.0, 40.0, 80.0),
        "compression-cannon": per_band((7, 4, 2), 30.0, 40.0, 80.0, low=10.0),
        "plasma-grenades": one(5.0),
    }


def test_base_rule_links() -> None:
    blast = "deflagration-d-n"
    assert all_links(BASE) == {
        "mag-repeater": [tr("2")],
        "plasma-carbine:dispersion": [tr("2")],
        "plasma-light-support": [tr("3")],
        "x-launcher": [same("SP", "sp-spx2"), ("Déflagration D5", "Déflagration", "D5", blast, "exact"), NO_COVER],
        "x-howitzer": [
            ("SPx2", "SP", "x2", "sp-spx2", "exact"),
            ("Déflagration D10", "Déflagration", "D10", blast, "exact"),
            NO_COVER,
        ],
        "plasma-cannon": [same("Panne de Plasma", "panne-de-plasma")],
        "fractal-cannon": [same("Verrouillage Fractal", "verrouillage-fractal")],
        "compression-cannon": [same("Compresseur", "compresseur"), NO_COVER],
    }


def test_base_rules_orders_and_glossary() -> None:
    assert all_rules(BASE) == [
        ("tr-n", "TR(n)", None, None, True),
        ("deflagration-d-n", "Déflagration D(n)", None, None, True),
        ("sp-spx2", "SP, SPx2", None, None, True),
        ("pas-de-couvert", "Pas de Couvert", None, None, False),
        ("panne-de-plasma", "Panne de Plasma", None, None, False),
        ("verrouillage-fractal", "Verrouillage Fractal", None, None, False),
        ("compresseur", "Compresseur", None, None, False),
        ("ordres", "ORDRES", "Orders", None, False),
        ("fire", "Fire", "Feu", "ordres", False),
        ("advance", "Advance", "Avance", "ordres", False),
        ("run", "Run", "Course", "ordres", False),
        ("ambush", "Ambush", "Embuscade", "ordres", False),
        ("rally", "Rally", "Ralliement", "ordres", False),
        ("down", "Down", "À terre", "ordres", False),
        ("test-de-recuperation", "TEST DE RÉCUPÉRATION", None, None, False),
        ("test-de-moral", "TEST DE MORAL", None, None, False),
        ("prec", "Préc", None, None, False),
        ("res", "Rés", None, None, False),
        ("vi", "VI", None, None, False),
        ("co", "Co", None, None, False),
    ]
    texts = rule_texts(BASE)
    # Numbered steps are the test's text, no entries of their own.
    assert texts["TEST DE MORAL"].startswith("1. L'unité lance un D10")
    assert texts["Préc"] == "Précision (Acc) : le résultat à égaler ou à battre au D10 pour toucher au tir."


def test_base_modifiers_with_the_typographic_minus() -> None:
    frame = sheet(BASE).tables["modifiers"]
    section = "MODIFICATEURS DE TIR"
    assert rows(frame, ["section", "name", "value", "value_num", "value_attribute", "source_line"]) == [
        (section, "Ordre Fire", "+1 Préc", 1, "Préc", 60),
        (section, "Cible à portée longue", "−1 Préc", -1, "Préc", 61),
        (section, "Cible à portée extrême", "−2 Préc", -2, "Préc", 62),
        (section, "Cible Down", "−1 Préc", -1, "Préc", 63),
        (section, "Cible à couvert", "+1 Rés", 1, "Rés", 64),
    ]


def test_base_dice_tables_on_a_die_written_1d10_and_lines() -> None:
    result = sheet(BASE)
    recovery, vehicles = "TEST DE RÉCUPÉRATION", "Dégâts des Véhicules (Vehicles)"
    assert rolls(BASE) == [
        (recovery, "D10", 1, 5),
        (recovery, "D10", 6, 9),
        (recovery, "D10", 10, 10),
        (vehicles, "D10", 1, 1),
        (vehicles, "D10", 2, 3),
        (vehicles, "D10", 4, 5),
        (vehicles, "D10", 6, 8),
        (vehicles, "D10", 9, 9),
        (vehicles, "D10", 10, 10),
    ]
    assert unparsed(result) == []
    assert "unread_columns" not in result.report


# Found past the five sheets, by trying the next spellings of the same constructs.
