"""Written blind: five Antares sheets (`markdown`) in the layouts of
`raw/antares-algoryn.md` (pipe tables, capitalised headings) and `raw/antares-freeborn.md`
(tab-separated tables, `##` headings), carrying footnotes, cross-references, spreadsheet
cells' quirks and dense rules.

- `antares-ghar-renvois.md` (hand-typed in a Markdown editor, Algoryn layout): footnote
  markers on values and names (`30"*`, `4¹`, `1 (1)`, `Lance-flammes Ghar†`, `Tir en
  surplomb (SP)¹`) with their footnotes under the table (`\\* uniquement en tir direct …`);
  inapplicable cells `—`, `n/a`, `x`, `N/A`, `(aucune)`; rules cells `TR4 ; Perturbateur`,
  `Lourde 2 / Tir indirect`, `SPx2 + Déflagration D6+1 + Pas de Couvert`, `Rafale (D3, 2)`,
  `Paralysant (voir ci-dessous)`; pointer rules (`Blindé : voir Armure lourde.`, `Tir
  indirect. cf. Tir en Surplomb.`, `→ Règles de base, p. 52.`); a 120-word entry paragraph
  and two levels of named sub-entries; a D10 pipe table with a footnote under it.
- `antares-isorian-tableur.md` (a spreadsheet saved as text, Freeborn layout): a group header
  `PORTÉE (po)` on its own row over `Efficace | Longue | Extrême` with bare numbers; a hidden
  column exported empty; a `Pts` column with a formula's `#N/A`; merged name cells left blank
  under a weapon's first mode; `2,0`, `7,5`, a quoted `"TR2"`; empty cells `–`, `·`, `/`,
  `n/a`, blank, `x` for no strength; `Précision (1) ; Lent`, `Déflagration 2D3`,
  `Marquage (3+)`; two levels of named sub-entries; `- 1 = …` dice bullets.
- `antares-boromites-metrique.md` (a metric club's sheet, Algoryn layout): `Efficace (cm)`
  headers over bare numbers, `25-75`, `1,5`, `12,5`; empty cells `·`, `/`, blank; strength
  `7 / 4 / 2`; rules cells split by `/` and `;`; `Compression de Masse (voir ci-dessous)`;
  `VI 3¹` in a rule's text with its footnote under the list; a list of 15 `Nom : +1`
  modifiers.
- `antares-concord-regles-denses.md` (hand-typed, Freeborn layout): `Rafale (D3, 2)`,
  `Lourde 2 / Tir indirect`, `Impact (1) + Parade`, `Déflagration D6+1`, `Marquage (3+)`,
  `NA` strength; a 120-word entry paragraph; three levels of named sub-entries; a rule given
  again under `## ERRATA` adding to the first; 15 bullet modifiers.
- `antares-virai-convertisseur.md` (a spreadsheet through a table converter, Algoryn layout):
  a group header row `PORTÉE` as the pipe table's header, the real header as its first row,
  a `Mode` column, merged name cells blank, a hidden empty column, `''` inch marks, `2,0`,
  `6,0`, `12,5''`, `"TR2"`, `N/A`; a footnote `(1)` after a rule that takes no parameter
  (`Perturbateur (1)`) and `Spore Projector†`.

Every value below was written by hand from the sheets, before the parser was run on them."""

from __future__ import annotations

import pandas as pd
import pytest

from pipeline.contract.validate import typed_tables, validate_tables
from tests.antares_tables import (
    band,
    bands,
    d10,
    inline_tables,
    link,
    links,
    modifiers,
    roll_rows,
    rule,
    rules_by_line,
    sections,
    tables,
    texts,
    unconditional,
    unparsed,
    weapons,
)
from tests.conftest import rows

GHAR = "antares-ghar-renvois.md"
ISORIAN = "antares-isorian-tableur.md"
BOROMITES = "antares-boromites-metrique.md"
CONCORD = "antares-concord-regles-denses.md"
VIRAI = "antares-virai-convertisseur.md"
NEW_SHEETS = [GHAR, ISORIAN, BOROMITES, CONCORD, VIRAI]

EFF, LONG, EXT = "Efficace", "Portée Longue", "Extrême"


def profiles(file: str) -> list[tuple]:
    """[(line, name, mode, strength, melee_only)]: a weapon as the card prints it."""
    return [(line, name, mode, strength, melee) for name, mode, _, strength, _, _, melee, line in weapons(file)]


def cm(index: int, label: str, top: float, low: float | None = None, strength: int | None = None) -> tuple:
    return (index, label, low, top, "cm", strength)


def resolved(file: str, weapon: str) -> list[tuple]:
    """[(rule name, rule id)] of one weapon's rules, in order."""
    return [(name, rule_id) for _, name, _, rule_id, _ in links(file, weapon)]


def kept(file: str, words: str) -> bool:
    """Whether some text cell of some table of the sheet holds these words."""
    for frame in tables(file).values():
        if not isinstance(frame, pd.DataFrame):
            continue
        for column in frame.columns:
            if any(isinstance(cell, str) and words in cell for cell in frame[column].astype(object)):
                return True
    return False


@pytest.mark.parametrize("file", NEW_SHEETS)
def test_every_line_is_read(file):
    assert unparsed(file) == []


@pytest.mark.parametrize("file", NEW_SHEETS)
def test_the_tables_validate(file):
    assert validate_tables(typed_tables(tables(file))) == []


@pytest.mark.parametrize("file", NEW_SHEETS)
def test_every_weapon_table_is_read(file):
    assert "reference_tables" not in tables(file) or tables(file)["reference_tables"].empty


# Ghar Empire, footnotes and pointers (Algoryn pipe layout).


def test_ghar_weapons():
    assert profiles(GHAR) == [
        (8, "Scourer Cannon", "Dispersion", 1, False),
        (9, "Scourer Cannon", "Tir Concentré", 3, False),
        (10, "Disruptor Cannon", None, 4, False),
        (11, "Plasma Claw", None, 4, True),
        (12, "Heavy Disruptor Bombard", None, 5, False),
        (13, "Lance-flammes Ghar", None, 2, False),
        (14, "Gouger Gun", None, 2, False),
        (15, "Lugger Gun", None, 1, False),
        (16, "Outcast Grenades", None, 1, False),
        (17, "Lectro Lash", None, 1, True),
    ]
    raw = {line: strength_raw for _, _, strength_raw, _, _, _, _, line in weapons(GHAR)}
    # `strength_raw` keeps the cell as printed, its note's call with it; the value is without.
    assert raw[10] == "4¹"
    assert raw[15] == "1 (1)"


def test_ghar_bands():
    assert bands(GHAR, "scourer-cannon:dispersion") == [band(1, EFF, 20), band(2, LONG, 30)]
    assert bands(GHAR, "scourer-cannon:tir-concentre") == [band(1, EFF, 30), band(2, LONG, 50), band(3, EXT, 100)]
    assert bands(GHAR, "lance-flammes-ghar") == [band(1, EFF, 10)]
    assert bands(GHAR, "gouger-gun") == [band(1, EFF, 10), band(2, LONG, 20)]
    assert bands(GHAR, "lugger-gun") == [band(1, EFF, 20), band(2, LONG, 30)]
    assert bands(GHAR, "outcast-grenades") == [band(1, EFF, 5)]
    assert bands(GHAR, "plasma-claw") == []


def test_ghar_links():
    assert links(GHAR, "scourer-cannon:dispersion") == [
        link("TR4", "TR", "4", "tr-n"),
        link("Perturbateur", "Perturbateur", None, "perturbateur"),
    ]
    assert links(GHAR, "disruptor-cannon") == [
        link("Perturbateur", "Perturbateur", None, "perturbateur"),
        link("Lourde 2", "Lourde", "2", "lourde-n"),
        link("Tir indirect", "Tir indirect", None, "tir-indirect"),
    ]
    assert links(GHAR, "heavy-disruptor-bombard") == [
        link("SPx2", "SP", "x2", "sp-spx2"),
        link("Déflagration D6+1", "Déflagration", "D6+1", "deflagration-d-n"),
        link("Pas de Couvert", "Pas de Couvert", None, "pas-de-couvert"),
    ]
    assert links(GHAR, "lance-flammes-ghar") == [link("Rafale (D3, 2)", "Rafale", "D3, 2", "rafale-n-m")]
    assert links(GHAR, "plasma-claw") == [link("Arrachement (2)", "Arrachement", "2", "arrachement-n")]
    assert resolved(GHAR, "lectro-lash") == [("Paralysant", "paralysant")]
    assert links(GHAR, "lugger-gun") == []


def test_ghar_rules():
    assert rules_by_line(GHAR) == [
        rule(26, "TR(n)", takes=True),
        rule(27, "Perturbateur"),
        rule(28, "Lourde (n)", takes=True),
        rule(29, "Tir indirect"),
        rule(30, "Arrachement (n)", takes=True),
        rule(31, "SP, SPx2", takes=True),
        rule(32, "Déflagration D(n)", takes=True),
        rule(33, "Pas de Couvert"),
        rule(34, "Rafale (n, m)", takes=True),
        rule(35, "Dangereux CàC"),
        rule(36, "Paralysant"),
        rule(37, "Blindé"),
        rule(41, "Command", "Commandement"),
        rule(42, "Leader (n)", "Chef", takes=True),
        rule(43, "Brouillage", "Scrambling"),
        rule(45, "ARMURE LOURDE", "Heavy Armour"),
        rule(49, "Lenteur", parent=45),
        rule(50, "Terrain difficile", parent=49),
        rule(51, "Charge", parent=49),
        rule(52, "Carcasse", parent=45),
        rule(53, "Explosion", parent=52),
        rule(55, "PLASMA AMPLIFIER", "Amplificateur Plasma"),
        rule(69, "TIR EN SURPLOMB - SP"),
    ]
    text = texts(GHAR)
    assert text[37] == "voir Armure lourde."
    assert text[29] == "cf. Tir en Surplomb."
    assert "→ Règles de base, p. 52." in text[30]
    assert "(voir ci-dessous, *Brouillage*)" in text[27] or "(voir ci-dessous, Brouillage)" in text[27]
    assert text[43] == "voir Munitions Spéciales, p. 87."
    assert text[45].startswith("Les Battle Suits Ghar sont des machines de guerre primitives")
    assert "quelle que soit leur taille." in text[45]
    assert text[50] == "Le mouvement est réduit de moitié, arrondi à l'inférieur (voir p. 28)."
    assert sections(GHAR)[41] == "RÈGLES SPÉCIALES COMMUNES"


def test_ghar_footnotes_are_kept():
    for words in (
        "uniquement en tir direct",
        "+1 VI contre les véhicules, cf. Perturbateur.",
        "La portée est mesurée avec le gabarit de flamme, voir p. 12.",
        "VI 2 pour les Outcasts vétérans.",
        "Cumulable avec Arrachement (n).",
        "Sans le bonus de l'ordre Fire.",
    ):
        assert kept(GHAR, words), words


def test_ghar_modifiers_and_dice():
    assert modifiers(GHAR) == unconditional(
        "MODIFICATEURS DE TIR",
        ("Ordre Fire", "+1", 80),
        ("Cible à portée longue", "-1", 81),
        ("Cible à portée extrême", "-2", 82),
        ("Cible à terre (Down)", "-2", 83),
        ("Tir en surplomb (SP)", "-2", 84),
        ("Tireur avec au moins 3 pions Stress", "-1", 85),
        ("Cible dans un nuage de Scourer", "-1", 86),
    )
    assert roll_rows(GHAR, "PLASMA AMPLIFIER") == d10((1, 1, 61), (2, 7, 62), (8, 10, 63))
    assert roll_rows(GHAR, "Dégâts des Battle Suits (Battle Suits)") == d10(
        (1, 1, 96), (2, 4, 97), (5, 7, 98), (8, 9, 99), (10, 10, 100)
    )
    assert roll_rows(GHAR, "Dégâts des Outcasts (Outcasts)") == d10((1, 5, 106), (6, 10, 107))


# Isorian Senatex, a spreadsheet saved as text (Freeborn tab layout).

ISO_EFF, ISO_LONG, ISO_EXT = "Efficace", "Longue", "Extrême"


def test_isorian_weapons():
    assert profiles(ISORIAN) == [
        (7, "Phase Pistol", None, 1, False),
        (8, "Phase Rifle", "Dispersion", 0, False),
        (9, "Phase Rifle", "Tir Unique", 2, False),
        (10, "Phase Carbine", None, 1, False),
        (11, "Phase Sniper Rifle", None, 2, False),
        (12, "Tsan Ra Lance", "Tir", 2, False),
        (13, "Tsan Ra Lance", "Charge", 3, True),
        (14, "Phase Cannon", None, 5, False),
        (15, "X-Launcher", "Tir Direct", 1, False),
        (16, "X-Launcher", "Surplomb", 1, False),
        (17, "Plasma Bombard", None, 7, False),
        (18, "Phase Grenades", None, 1, False),
        (19, "Spotter Ray", None, None, False),
    ]


def test_isorian_bands():
    assert bands(ISORIAN, "phase-pistol") == [band(1, ISO_EFF, 10), band(2, ISO_LONG, 20), band(3, ISO_EXT, 30)]
    assert bands(ISORIAN, "phase-rifle:dispersion") == [band(1, ISO_EFF, 20), band(2, ISO_LONG, 30)]
    assert bands(ISORIAN, "phase-carbine") == [band(1, ISO_EFF, 15), band(2, ISO_LONG, 25)]
    assert bands(ISORIAN, "tsan-ra-lance:tir") == [band(1, ISO_EFF, 7.5), band(2, ISO_LONG, 15)]
    assert bands(ISORIAN, "tsan-ra-lance:charge") == []
    assert bands(ISORIAN, "x-launcher:tir-direct") == [band(1, ISO_EFF, 20), band(2, ISO_LONG, 30)]
    assert bands(ISORIAN, "x-launcher:surplomb") == [
        band(1, ISO_EFF, 30, low=10),
        band(2, ISO_LONG, 60),
        band(3, ISO_EXT, 120),
    ]
    assert bands(ISORIAN, "phase-grenades") == [band(1, ISO_EFF, 5)]


def test_isorian_links():
    assert links(ISORIAN, "phase-rifle:dispersion") == [link("TR2", "TR", "2", "tr-n")]
    assert links(ISORIAN, "phase-rifle:tir-unique") == []
    assert links(ISORIAN, "phase-sniper-rifle") == [
        link("Précision (1)", "Précision", "1", "precision-n"),
        link("Lent", "Lent", None, "lent"),
    ]
    assert links(ISORIAN, "x-launcher:surplomb") == [
        link("SP", "SP", None, "sp"),
        link("Déflagration 2D3", "Déflagration", "2D3", "deflagration-d-n"),
        link("Pas de Couvert", "Pas de Couvert", None, "pas-de-couvert"),
    ]
    assert links(ISORIAN, "spotter-ray") == [link("Marquage (3+)", "Marquage", "3+", "marquage-n")]
    assert links(ISORIAN, "tsan-ra-lance:charge") == [link("Impact (2)", "Impact", "2", "impact-n")]


def test_isorian_rules():
    assert rules_by_line(ISORIAN) == [
        rule(23, "TR(n)", takes=True),
        rule(24, "Compact"),
        rule(25, "Précision (n)", takes=True),
        rule(26, "Lent"),
        rule(27, "Impact (n)", takes=True),
        rule(28, "Perforant (n)", takes=True),
        rule(29, "SP"),
        rule(30, "Déflagration D(n)", takes=True),
        rule(31, "Pas de Couvert"),
        rule(32, "Panne de Plasma"),
        rule(33, "Dangereux CàC"),
        rule(34, "Marquage (n+)", takes=True),
        rule(38, "Tireur d'élite"),
        rule(39, "Armure de phase"),
        rule(41, "PHASE ARMOUR", "ARMURE DE PHASE"),
        rule(45, "Surcharge de phase", parent=41),
        rule(46, "Réinitialisation", parent=45),
        rule(47, "Court-circuit", parent=45),
        rule(48, "Phase compromise", parent=41),
        rule(50, "NANO DRONE"),
        rule(52, "Bouclier cinétique", parent=50),
        rule(53, "Enveloppe hyperluminique", parent=50),
        rule(55, "SHIELD DRONE", "Drone Bouclier"),
    ]
    text = texts(ISORIAN)
    assert text[39] == "Voir *Phase Armour* ci-dessous." or text[39] == "Voir Phase Armour ci-dessous."
    assert "sur 1-5 l'armure fonctionne de nouveau" in text[46]


def test_isorian_modifiers_and_dice():
    assert modifiers(ISORIAN) == unconditional(
        "MODIFICATEURS DE TIR",
        ("Ordre Fire", "+1", 65),
        ("Cible à portée longue", "-1", 66),
        ("Cible à portée extrême", "-2", 67),
        ("Cible à terre (Down)", "-2", 68),
        ("Tir en surplomb (SP)", "-2", 69),
        ("Cible marquée (Marquage)", "+1", 70),
        ("Tireur Down", "-1", 71),
    )
    assert roll_rows(ISORIAN, "SHIELD DRONE") == d10((1, 1, 59), (2, 9, 60), (10, 10, 61))
    assert roll_rows(ISORIAN, "DÉGÂTS DES DRONES ARMÉS") == d10(
        (1, 1, 76), (2, 3, 77), (4, 4, 78), (5, 5, 79), (6, 10, 80)
    )


# Boromite Lodges, a metric club's sheet (Algoryn pipe layout).


def test_boromite_weapons():
    assert profiles(BOROMITES) == [
        (9, "Mag Pistol", None, 1, False),
        (10, "Mag Gun", None, 1, False),
        (11, "Frag Borer", "Dispersion", 2, False),
        (12, "Frag Borer", "Tir Unique", 3, False),
        (13, "Heavy Frag Borer", None, 6, False),
        (14, "Mag Mortar", None, 3, False),
        (15, "Mass Compactor", None, 5, False),
        (16, "Rock Crusher", None, None, False),
        (17, "Tractor Maul", None, 3, True),
        (18, "Mine Layer", None, 2, False),
        (19, "Spotter Lash", None, 0, False),
        (20, "Plasma Grenades", None, 1, False),
    ]


def test_boromite_bands_in_centimetres():
    assert bands(BOROMITES, "mag-pistol") == [cm(1, EFF, 25), cm(2, LONG, 50), cm(3, EXT, 75)]
    assert bands(BOROMITES, "frag-borer:dispersion") == [cm(1, EFF, 25), cm(2, LONG, 50)]
    assert bands(BOROMITES, "mag-mortar") == [cm(1, EFF, 75, low=25), cm(2, LONG, 100), cm(3, EXT, 125)]
    assert bands(BOROMITES, "mass-compactor") == [cm(1, EFF, 50), cm(2, LONG, 100)]
    assert bands(BOROMITES, "rock-crusher") == [
        cm(1, EFF, 75, low=25, strength=7),
        cm(2, LONG, 100, strength=4),
        cm(3, EXT, 200, strength=2),
    ]
    assert bands(BOROMITES, "mine-layer") == [cm(1, EFF, 1.5)]
    assert bands(BOROMITES, "spotter-lash") == [cm(1, EFF, 20), cm(2, LONG, 40)]
    assert bands(BOROMITES, "plasma-grenades") == [cm(1, EFF, 12.5)]
    assert bands(BOROMITES, "tractor-maul") == []


def test_boromite_links():
    assert links(BOROMITES, "frag-borer:dispersion") == [
        link("TR2", "TR", "2", "tr-n"),
        link("Dangereux", "Dangereux", None, "dangereux"),
    ]
    assert links(BOROMITES, "heavy-frag-borer") == [
        link("Lourde (1)", "Lourde", "1", "lourde-n"),
        link("Dangereux", "Dangereux", None, "dangereux"),
        link("Lent", "Lent", None, "lent"),
    ]
    assert links(BOROMITES, "mag-mortar") == [
        link("SP x2", "SP", "x2", "sp-sp-x2"),
        link("Déflagration (D10)", "Déflagration", "D10", "deflagration-dn"),
        link("Pas de Couvert", "Pas de Couvert", None, "pas-de-couvert"),
    ]
    assert resolved(BOROMITES, "mass-compactor") == [("Compression de Masse", "compression-de-masse")]
    assert resolved(BOROMITES, "rock-crusher") == [("Compresseur", "compresseur"), ("Cycle", "cycle")]
    assert links(BOROMITES, "plasma-grenades") == []


@pytest.mark.xfail(
    strict=True,
    reason="the sheet's opening `Version métrique du club : …` line, under its title, reads as a rule",
)
def test_boromite_rules():
    assert rules_by_line(BOROMITES) == [
        rule(24, "TR(n)", takes=True),
        rule(25, "Dangereux"),
        rule(26, "Lourde (n)", takes=True),
        rule(27, "Lent"),
        rule(28, "SP, SP x2", takes=True),
        rule(29, "Déflagration (Dn)", takes=True),
        rule(30, "Pas de Couvert"),
        rule(31, "Compression de Masse"),
        rule(32, "Compresseur"),
        rule(33, "Cycle"),
        rule(34, "Impact (n)", takes=True),
        rule(35, "Mine"),
        rule(36, "Marquage"),
        rule(42, "Command", "Commandement"),
        rule(43, "Hero", "Héros"),
        rule(44, "Medic (n)", "Médecin", takes=True),
        rule(46, "GUILD VERMINE", "Vermine de la Guilde"),
        rule(56, "ROCK CRAWLER"),
        rule(58, "Masse rocheuse", parent=56),
        rule(59, "Blindage avant", parent=58),
        rule(60, "Blindage arrière", parent=58),
        rule(61, "Carapace", parent=56),
        rule(62, "Fouisseur", parent=56),
        rule(64, "OVERSEER", "Contremaître"),
        rule(66, "Vétéran", parent=64),
        rule(67, "Encouragement", parent=64),
    ]
    text = texts(BOROMITES)
    assert text[31] == "Voir Compresseur."
    assert "l'unité perd (n) × 2,5 cm de mouvement" in text[26]
    assert kept(BOROMITES, "La touche de VI 3 ignore les bonus d'armure réflexe.")
    assert kept(BOROMITES, "toutes les portées sont en centimètres")


def test_boromite_fifteen_modifiers():
    assert modifiers(BOROMITES) == unconditional(
        "MODIFICATEURS DE TIR",
        ("Ordre Fire", "+1", 73),
        ("Cible à portée longue", "-1", 74),
        ("Cible à portée extrême", "-2", 75),
        ("Cible à terre (Down)", "-2", 76),
        ("Cible en course (Run)", "-1", 77),
        ("Tir en surplomb (SP)", "-2", 78),
        ("Cible dans un couvert léger", "-1", 79),
        ("Cible dans un couvert lourd", "-2", 80),
        ("Cible derrière un Batter Drone", "-2", 81),
        ("Tireur avec 1 pion Stress", "-1", 82),
        ("Tireur avec 2 pions Stress", "-2", 83),
        ("Tireur avec 3 pions Stress ou plus", "-3", 84),
        ("Cible marquée (Marquage)", "+1", 85),
        ("Cible de taille Large", "+1", 86),
        ("Tir de réaction", "-1", 87),
    )


def test_boromite_dice():
    assert roll_rows(BOROMITES, "GUILD VERMINE") == d10((1, 3, 52), (4, 8, 53), (9, 10, 54))
    assert roll_rows(BOROMITES, "Dégâts des Véhicules (Vehicles)") == d10(
        (1, 1, 95), (2, 3, 96), (4, 5, 97), (6, 7, 98), (8, 9, 99), (10, 10, 100)
    )


# Concord, dense rules (Freeborn tab layout).


def test_concord_weapons():
    assert profiles(CONCORD) == [
        (7, "Plasma Pistol", None, 2, False),
        (8, "Plasma Carbine", "Dispersion", 0, False),
        (9, "Plasma Carbine", "Tir Unique", 2, False),
        (10, "Plasma Light Support", None, 3, False),
        (11, "Plasma Cannon", None, 6, False),
        (12, "Compression Cannon", None, None, False),
        (13, "X-Launcher", None, 1, False),
        (14, "Mag Repeater", "Rafale", 0, False),
        (15, "Mag Repeater", "Tir Ajusté", 1, False),
        (16, "Heavy Mag Cannon", None, 6, False),
        (17, "Plasma Grenades", None, 1, False),
        (18, "Energy Sword", None, 2, True),
        (19, "Target Designator", None, None, False),
    ]
    assert bands(CONCORD, "mag-repeater:rafale") == [band(1, EFF, 20), band(2, LONG, 30)]
    assert bands(CONCORD, "plasma-carbine:dispersion") == [band(1, EFF, 20), band(2, LONG, 30)]
    assert bands(CONCORD, "plasma-grenades") == [band(1, EFF, 5)]
    assert bands(CONCORD, "energy-sword") == []


def test_concord_dense_links():
    assert links(CONCORD, "x-launcher") == [
        link("SP", "SP", None, "sp"),
        link("Déflagration D6+1", "Déflagration", "D6+1", "deflagration-d-n"),
        link("Pas de Couvert", "Pas de Couvert", None, "pas-de-couvert"),
    ]
    assert links(CONCORD, "mag-repeater:rafale") == [link("Rafale (D3, 2)", "Rafale", "D3, 2", "rafale-n-m")]
    assert links(CONCORD, "mag-repeater:tir-ajuste") == [link("Précision (1)", "Précision", "1", "precision-n")]
    assert links(CONCORD, "heavy-mag-cannon") == [
        link("Lourde 2", "Lourde", "2", "lourde-n"),
        link("Tir indirect", "Tir indirect", None, "tir-indirect"),
    ]
    assert links(CONCORD, "energy-sword") == [
        link("Impact (1)", "Impact", "1", "impact-n"),
        link("Parade", "Parade", None, "parade"),
    ]
    assert links(CONCORD, "target-designator") == [link("Marquage (3+)", "Marquage", "3+", "marquage-n")]


def test_concord_rules():
    assert rules_by_line(CONCORD) == [
        rule(23, "TR(n)", takes=True),
        rule(24, "Panne de Plasma"),
        rule(25, "Compresseur"),
        rule(26, "Pas de Couvert"),
        rule(27, "Cycle"),
        rule(28, "SP"),
        rule(29, "Déflagration D(n)", takes=True),
        rule(30, "Rafale (n, m)", takes=True),
        rule(31, "Précision (n)", takes=True),
        rule(32, "Lourde (n)", takes=True),
        rule(33, "Tir indirect"),
        rule(34, "Impact (n)", takes=True),
        rule(35, "Parade"),
        rule(36, "Marquage (n+)", takes=True),
        rule(40, "COMMAND BARGE", "BARGE DE COMMANDEMENT"),
        rule(44, "Compartiment", parent=40),
        rule(45, "Débarquement", parent=44),
        rule(46, "Débarquement d'urgence", parent=45),
        rule(47, "Embarquement", parent=44),
        rule(48, "Écran de plasma", parent=40),
        rule(50, "TARGETER"),
        rule(52, "Cibleur", parent=50),
        rule(54, "SHIELD DRONE", "Drone Bouclier"),
    ]
    text = texts(CONCORD)
    assert text[33] == "→ Tir en surplomb, Règles de base."
    assert text[40].startswith("La barge de commandement est un transport antigrav lourd")
    assert "Voir aussi Véhicules, page 95." in text[40]


def test_concord_a_rule_given_again_under_errata_is_kept_as_errata():
    # An `## ERRATA` section is the sheet's errata: the rule given again there is kept
    # as an erratum of the rule, its text whole.
    assert kept(CONCORD, "En outre, une arme Lourde ne peut pas tirer en réaction (FAQ 2023).")
    assert kept(CONCORD, "L'écran disparaît aussi si la barge subit 3 pions Stress ou plus.")


def test_concord_fifteen_modifiers_and_dice():
    assert modifiers(CONCORD) == unconditional(
        "MODIFICATEURS DE TIR",
        ("Ordre Fire", "+1", 64),
        ("Cible à portée longue", "-1", 65),
        ("Cible à portée extrême", "-2", 66),
        ("Cible à terre (Down)", "-2", 67),
        ("Tir en surplomb (SP)", "-2", 68),
        ("Cible dans un couvert léger", "-1", 69),
        ("Cible dans un couvert lourd", "-2", 70),
        ("Cible derrière un Batter Drone", "-2", 71),
        ("Tireur avec 1 pion Stress", "-1", 72),
        ("Tireur avec 2 pions Stress", "-2", 73),
        ("Tireur avec 3 pions Stress ou plus", "-3", 74),
        ("Cible marquée (Marquage)", "+1", 75),
        ("Cible dans la barge de commandement", "-1", 76),
        ("Cible de taille Large", "+1", 77),
        ("Tir de réaction", "-1", 78),
    )
    assert roll_rows(CONCORD, "SHIELD DRONE") == d10((1, 1, 58), (2, 9, 59), (10, 10, 60))
    assert roll_rows(CONCORD, "DÉGÂTS DES VÉHICULES") == d10(
        (1, 1, 88), (2, 3, 89), (4, 5, 90), (6, 8, 91), (9, 9, 92), (10, 10, 93)
    )


# Virai Dronescape, a spreadsheet through a table converter (Algoryn pipe layout).

V_EFF, V_LONG, V_EXT = "Efficace", "Longue", "Extrême"


def test_virai_weapons():
    assert profiles(VIRAI) == [
        (9, "Mhagris Spine Gun", None, 2, False),
        (10, "Virai Plasma Carbine", "Dispersion", 0, False),
        (11, "Virai Plasma Carbine", "Tir Unique", 2, False),
        (12, "Hunter Lash", None, 3, True),
        (13, "Disruptor Beam", None, 4, False),
        (14, "Virai Mortar", "Direct", 3, False),
        (15, "Virai Mortar", "Surplomb", 3, False),
        (16, "Mhagris Cannon", None, 6, False),
        (17, "Spore Projector", None, 1, False),
        (18, "Assembler Arm", None, 2, True),
    ]


def test_virai_bands():
    assert bands(VIRAI, "mhagris-spine-gun") == [band(1, V_EFF, 20), band(2, V_LONG, 30), band(3, V_EXT, 50)]
    assert bands(VIRAI, "virai-plasma-carbine:dispersion") == [band(1, V_EFF, 20), band(2, V_LONG, 30)]
    assert bands(VIRAI, "virai-mortar:direct") == [band(1, V_EFF, 20), band(2, V_LONG, 30)]
    assert bands(VIRAI, "virai-mortar:surplomb") == [
        band(1, V_EFF, 30, low=10),
        band(2, V_LONG, 40),
        band(3, V_EXT, 50),
    ]
    assert bands(VIRAI, "spore-projector") == [band(1, V_EFF, 12.5), band(2, V_LONG, 25)]
    assert bands(VIRAI, "hunter-lash") == []


def test_virai_links():
    assert links(VIRAI, "virai-plasma-carbine:dispersion") == [link("TR2", "TR", "2", "tr-n")]
    assert links(VIRAI, "virai-plasma-carbine:tir-unique") == []
    assert links(VIRAI, "hunter-lash") == [
        link("Entrave", "Entrave", None, "entrave"),
        link("Lourde (1)", "Lourde", "1", "lourde-n"),
    ]
    # `(1)` after a rule that takes no parameter is the footnote's marker.
    assert resolved(VIRAI, "disruptor-beam") == [("Perturbateur", "perturbateur")]
    assert links(VIRAI, "virai-mortar:surplomb") == [
        link("SP x2", "SP", "x2", "sp-sp-x2"),
        link("Déflagration 2D3", "Déflagration", "2D3", "deflagration-d-n"),
    ]
    assert links(VIRAI, "mhagris-cannon") == [
        link("Panne de Plasma", "Panne de Plasma", None, "panne-de-plasma"),
        link("Lent", "Lent", None, "lent"),
    ]
    assert links(VIRAI, "assembler-arm") == [link("Démontage (D6+1)", "Démontage", "D6+1", "demontage-n")]
    assert kept(VIRAI, "VI +1 contre les drones et les sondes.")
    assert kept(VIRAI, "Portée mesurée depuis n'importe quel drone de l'essaim, voir Essaim.")


def test_virai_rules():
    assert rules_by_line(VIRAI) == [
        rule(25, "Essaim"),
        rule(26, "Entrave"),
        rule(27, "Lourde (n)", takes=True),
        rule(28, "Perturbateur"),
        rule(29, "SP, SP x2", takes=True),
        rule(30, "Déflagration D(n)", takes=True),
        rule(31, "TR(n)", takes=True),
        rule(32, "Panne de Plasma"),
        rule(33, "Lent"),
        rule(34, "Démontage (n)", takes=True),
        rule(38, "Self-Repair", "Autoréparation"),
        rule(39, "Swarm Link", "Lien d'essaim"),
        rule(41, "MHAGRIS SWARM", "Essaim Mhagris"),
        rule(45, "Assemblage", parent=41),
        rule(46, "Fusion forcée", parent=45),
        rule(47, "Taille maximale", parent=45),
        rule(48, "Dissolution", parent=41),
        rule(50, "AI COMMAND NODE", "Nœud de Commandement IA"),
        rule(52, "Relais de commandement", parent=50),
        rule(53, "Protocole de repli", parent=50),
    ]
    assert texts(VIRAI)[39] == "voir Mhagris Swarm."


def test_virai_modifiers_and_dice():
    assert modifiers(VIRAI) == unconditional(
        "MODIFICATEURS DE TIR",
        ("Ordre Fire", "+1", 66),
        ("Cible à portée longue", "-1", 67),
        ("Cible à portée extrême", "-2", 68),
        ("Cible dans un essaim Mhagris", "-2", 69),
        ("Cible à terre (Down)", "-2", 70),
    )
    # The table under a sub-entry's bullet is named after the entry that holds it.
    assert roll_rows(VIRAI, "AI COMMAND NODE") == d10((1, 5, 57), (6, 10, 58))
    assert roll_rows(VIRAI, "Dégâts des Mhagris (Mhagris)") == d10((1, 2, 78), (3, 5, 79), (6, 9, 80), (10, 10, 81))


# The constructs read now, each in a few lines of its own.


def test_a_column_in_centimetres():
    found = inline_tables(
        "ARMES\n\n| Arme | Efficace (cm) | Longue (cm) | VI | Règles |\n|---|---|---|---|---|\n"
        "| Mag Mortar | 25-75 | 100 cm | 3 | – |\n"
    )["weapon_ranges"]
    assert rows(found, ["band_label", "min", "max", "unit"]) == [
        ("Efficace", 25, 75, "cm"),
        ("Longue", None, 100, "cm"),
    ]


def test_a_group_header_s_unit_over_its_columns():
    found = inline_tables(
        "## ARMES\n\n\t\tPORTÉE (po)\t\t\t\t\nArme\t\tEfficace\tLongue\t\tVI\tRègles\n"
        "Phase Rifle\t- Dispersion\t20\t30\t\t0\tTR2\n\t- Tir Unique\t20\t30\t\t2\t–\n"
    )["weapon_ranges"]
    assert rows(found, ["band_label", "max", "unit"]) == [
        ("Efficace", 20, "in"),
        ("Longue", 30, "in"),
        ("Efficace", 20, "in"),
        ("Longue", 30, "in"),
    ]
