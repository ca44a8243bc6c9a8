"""Written blind: five Antares sheets (`markdown`) in the layouts of
`raw/antares-algoryn.md` (pipe tables, capitalised headings) and `raw/antares-freeborn.md`
(tab-separated tables, `##` headings), from careless or garbling sources: typed without
accents or with wrong ones, headings in lower case or Title Case, header cells abbreviated or
named by synonyms, columns in another order, French numbers, dice and rule parameters written
every which way, one sheet through an old forum's export.

- `antares-ghar-clavier.md` (typed on a keyboard without accents, Freeborn layout): `##` and
  `###` headings in lower case, Title Case and capitals mixed (`## REGLES SPECIALES`,
  `## Regles De L'Armee`, `## modificateurs au tir`, `### • scuttle (decrochage)`); weapons
  headers `Port. courte`, `Portee longue`, `Extreme`, `Force` (the strike value) and
  `Regles speciales`; bands `10-30 pouces`, melee `Corps a corps`; rule items `Lourde(2)`,
  `Arrachement(2)`, `SPx2`, `Deflagration D10`, `Dangereux CaC`; `Lancez 1D10 :` over bullets
  `- 2 a 7 = …` and `- 8+ = …`; `(1,5" minimum)` in a sub-entry's text; a D10 tab table under
  a Title Case heading.
- `antares-boromites-abrev.md` (an aide-mémoire with short headers, Algoryn layout): the
  strength column first (`Arme | VI | Eff. | Longue | Dist. max | Spécial`), a second table
  with `Val. Impact` and its rules under `Notes`; bands `10 à 30"`, `½"`, `7,5"`, melee `CàC`;
  rule items `SP x2` and `Déflagration (D10)` against entries `SP, SP x2` and
  `Déflagration (Dn)`; `1,5"` and `½"` in rule texts; `lancez un D10 :` over `- 1 à 3 = …`,
  `- 9+ = …`; a modifiers pipe table headed `Situation | Mod.`; a dice table headed `1D10`
  with a roll `4 à 5`.
- `antares-concord-mojibake.md` (a forum's old export, Algoryn layout): the whole sheet in
  mojibake, UTF-8 read as Windows-1252 and saved again as UTF-8 (`RÃˆGLES SPÃ‰CIALES`,
  `PortÃ©e Longue`, `DÃ©flagration D5`, `Corps Ã  corps`, `â€“`); the values below are the
  repaired French text; headers `VI` and `Règles`; `Medic (n) (Médecin)`, a `• NOM (Nom)`
  entry opening with `É`, a D10 bullet list and a D10 pipe table.
- `antares-isorian-accents.md` (wrong accents, CRLF line endings, `#` headings in Title
  Case): headers `Mode`, `Efficace (po)` with bare numbers under it (`10`, `10 à 30`, but
  `jusqu'à 15"`), `Portèe Longue`, `Extréme`, `Val. Impact`, `Règles Spèciales`; melee `Càc`;
  rule items `Précision(1)`, `Déflagration(D5)`; a tab list of modifiers under
  `## Modificateurs De Tir`; a dice table headed `d10` with `2 à 3` under `## Dègats …`.
- `antares-virai-cp1252.md` (saved as Windows-1252, headings all in lower case): the rules
  column before the strength and the bands (`Arme | Règles | VI | Efficace | Longue |
  Extrême`); rule items `SP x2`, `Lourde(1)`; rules as `Nom : texte` paragraphs one a line
  (`SP, SP x2 : …`); plain `- Nom : Texte` bullets under an entry's paragraph; a sub-entry's
  `lancez un d10 : sur 1-5 …, sur 6-10 …`; a pipe table without outer pipes for the
  modifiers; `Lancez un d10 … :` over `1-2 : …`, `3 à 5 : …`, `10 : …` lines.

Every value below was written by hand from the sheets, before the parser was run on them."""

from __future__ import annotations

import pytest

from pipeline.contract.validate import typed_tables, validate_tables
from pipeline.extract.cells import RangeBand, parse_range_band, parse_roll_range
from tests.antares_tables import (
    band,
    bands,
    d10,
    inline_tables,
    link,
    links,
    modifiers,
    plain,
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
from tests.conftest import parsed_fixture, rows

GHAR = "antares-ghar-clavier.md"
BOROMITES = "antares-boromites-abrev.md"
CONCORD = "antares-concord-mojibake.md"
ISORIAN = "antares-isorian-accents.md"
VIRAI = "antares-virai-cp1252.md"
NEW_SHEETS = [GHAR, BOROMITES, CONCORD, ISORIAN, VIRAI]

EFF, LONG, EXT = "Efficace", "Portée Longue", "Extrême"


@pytest.mark.parametrize("file", NEW_SHEETS)
def test_every_line_is_read(file):
    assert unparsed(file) == []


@pytest.mark.parametrize("file", NEW_SHEETS)
def test_the_tables_validate(file):
    assert validate_tables(typed_tables(parsed_fixture(file).tables)) == []


# Ghar Empire, typed without accents (Freeborn tab layout).

GHAR_COURTE, GHAR_LONGUE, GHAR_EXT = "Port. courte", "Portee longue", "Extreme"


def test_ghar_weapons():
    assert weapons(GHAR) == [
        plain(6, "Scourer Cannon", "Dispersion", "1"),
        plain(7, "Scourer Cannon", "Tir concentre", "3"),
        plain(8, "Disruptor Cannon", None, "4"),
        plain(9, "Plasma Claw", None, "4", melee=True),
        plain(10, "Heavy Disruptor Bombard", None, "5"),
        plain(11, "Gouger Gun", None, "2"),
        plain(16, "Lugger Gun", None, "1"),
        plain(17, "Outcast Grenades", None, "1"),
        plain(18, "Lectro Lash", None, "1", melee=True),
    ]


def test_ghar_bands_and_links():
    assert bands(GHAR, "disruptor-cannon") == [
        band(1, GHAR_COURTE, 30),
        band(2, GHAR_LONGUE, 50),
        band(3, GHAR_EXT, 100),
    ]
    assert bands(GHAR, "heavy-disruptor-bombard") == [
        band(1, GHAR_COURTE, 30, low=10),
        band(2, GHAR_LONGUE, 60),
        band(3, GHAR_EXT, 120),
    ]
    assert bands(GHAR, "gouger-gun") == [band(1, GHAR_COURTE, 10), band(2, GHAR_LONGUE, 20)]
    assert bands(GHAR, "plasma-claw") == []
    assert links(GHAR, "scourer-cannon:dispersion") == [
        link("TR4", "TR", "4", "tr-n"),
        link("Perturbateur", "Perturbateur", None, "perturbateur"),
    ]
    assert links(GHAR, "disruptor-cannon") == [
        link("Perturbateur", "Perturbateur", None, "perturbateur"),
        link("Lourde(2)", "Lourde", "2", "lourde-n"),
    ]
    assert links(GHAR, "plasma-claw") == [link("Arrachement(2)", "Arrachement", "2", "arrachement-n")]
    assert links(GHAR, "heavy-disruptor-bombard") == [
        link("SPx2", "SP", "x2", "sp-spx2"),
        link("Deflagration D10", "Deflagration", "D10", "deflagration-d-n"),
        link("Perturbateur", "Perturbateur", None, "perturbateur"),
    ]
    assert links(GHAR, "lugger-gun") == []
    assert links(GHAR, "outcast-grenades") == [link("Dangereux CaC", "Dangereux CaC", None, "dangereux-cac")]


def test_ghar_rules():
    assert rules_by_line(GHAR) == [
        rule(22, "TR(n)", takes=True),
        rule(23, "Perturbateur"),
        rule(24, "Lourde (n)", takes=True),
        rule(25, "Arrachement (n)", takes=True),
        rule(26, "SP, SPx2", takes=True),
        rule(27, "Deflagration D(n)", takes=True),
        rule(28, "Dangereux CaC"),
        rule(29, "Paralysant"),
        rule(33, "PLASMA AMPLIFIER", "AMPLIFICATEUR PLASMA"),
        rule(41, "scuttle", "decrochage"),
        rule(43, "Marche arriere", parent=41),
        rule(44, "Lourdeur", parent=41),
        rule(45, "Terrain difficile", parent=44),
    ]
    assert sections(GHAR)[22] == "REGLES SPECIALES"
    text = texts(GHAR)
    assert text[45] == "Le mouvement est reduit de moitie, arrondi a l'inferieur (1,5\" minimum)."
    assert text[24].startswith("L'arme ne peut pas tirer apres un ordre Advance")
    assert "Au debut du tour" in text[33]


def test_ghar_modifiers_and_dice():
    assert modifiers(GHAR) == unconditional(
        "modificateurs au tir",
        ("Ordre Fire", "+1", 49),
        ("Cible a portee longue", "-1", 50),
        ("Cible a portee extreme", "-2", 51),
        ("Cible a terre (Down)", "-2", 52),
        ("Tir en surplomb (SP)", "-2", 53),
    )
    assert roll_rows(GHAR, "PLASMA AMPLIFIER") == d10((1, 1, 37), (2, 7, 38), (8, 10, 39))
    assert roll_rows(GHAR, "Tableau Des Degats Des Battle Suits") == d10(
        (1, 1, 58), (2, 4, 59), (5, 7, 60), (8, 9, 61), (10, 10, 62)
    )


# Boromite Lodges, an aide-mémoire with short headers (Algoryn pipe layout).


def test_boromite_weapons():
    assert weapons(BOROMITES) == [
        plain(7, "Mag Pistol", None, "1"),
        plain(8, "Mag Gun", None, "1"),
        plain(9, "Frag Borer", "Dispersion", "2"),
        plain(10, "Frag Borer", "Tir Unique", "3"),
        plain(11, "Tractor Maul", None, "3", melee=True),
        plain(12, "Mag Mortar", None, "3"),
        plain(13, "Mine Layer", None, "2"),
        plain(14, "Spotter Lash", None, "0"),
        plain(20, "Mass Compactor", None, "5"),
        plain(21, "Heavy Frag Borer", None, "6"),
        ("Rock Crusher", None, "7/4/2", None, None, None, False, 22),
    ]


def test_boromite_bands():
    assert bands(BOROMITES, "mag-mortar") == [
        band(1, "Eff.", 30, low=10),
        band(2, "Longue", 40),
        band(3, "Dist. max", 50),
    ]
    assert bands(BOROMITES, "mine-layer") == [band(1, "Eff.", 0.5)]
    assert bands(BOROMITES, "spotter-lash") == [band(1, "Eff.", 7.5), band(2, "Longue", 15)]
    assert bands(BOROMITES, "tractor-maul") == []
    assert bands(BOROMITES, "rock-crusher") == [
        band(1, "Eff.", 30, low=10, strength=7),
        band(2, "Longue", 40, strength=4),
        band(3, "Dist. max", 80, strength=2),
    ]


def test_boromite_links():
    assert links(BOROMITES, "mag-mortar") == [
        link("SP x2", "SP", "x2", "sp-sp-x2"),
        link("Déflagration (D10)", "Déflagration", "D10", "deflagration-dn"),
        link("Pas de Couvert", "Pas de Couvert", None, "pas-de-couvert"),
    ]
    assert links(BOROMITES, "frag-borer:dispersion") == [
        link("TR2", "TR", "2", "tr-n"),
        link("Dangereux", "Dangereux", None, "dangereux"),
    ]
    assert links(BOROMITES, "tractor-maul") == [link("Impact (2)", "Impact", "2", "impact-n")]
    assert links(BOROMITES, "mine-layer") == [link("Mine", "Mine", None, "mine")]
    assert links(BOROMITES, "mag-pistol") == []


def test_boromite_rules_column_headed_notes():
    assert links(BOROMITES, "heavy-frag-borer") == [
        link("Dangereux", "Dangereux", None, "dangereux"),
        link("Lent", "Lent", None, "lent"),
    ]
    assert links(BOROMITES, "mass-compactor") == [
        link("Compression de Masse", "Compression de Masse", None, "compression-de-masse")
    ]


def test_boromite_rules():
    assert rules_by_line(BOROMITES) == [
        rule(26, "TR(n)", takes=True),
        rule(27, "Dangereux"),
        rule(28, "Impact (n)", takes=True),
        rule(29, "SP, SP x2", takes=True),
        rule(30, "Déflagration (Dn)", takes=True),
        rule(31, "Pas de Couvert"),
        rule(32, "Mine"),
        rule(33, "Marquage"),
        rule(34, "Compression de Masse"),
        rule(35, "Lent"),
        rule(39, "GUILD VERMINE", "VERMINE DE LA GUILDE"),
        rule(47, "ROCK CRAWLER"),
        rule(49, "Masse rocheuse", parent=47),
        rule(50, "Carapace", parent=47),
        rule(51, "Fouisseur", parent=47),
        rule(53, "OVERSEER", "CONTREMAÎTRE"),
        rule(55, "Vétéran", parent=53),
        rule(56, "Encouragement", parent=53),
    ]
    text = texts(BOROMITES)
    assert "à 1,5\" ou moins de l'unité" in text[32]
    assert 'à ½" ou moins' in text[32]
    assert text[51] == "Le Rock Crawler peut traverser un mur de 1,5\" d'épaisseur ou moins."


def test_boromite_modifiers_and_dice():
    assert modifiers(BOROMITES) == unconditional(
        "MODIFICATEURS DE CORPS-À-CORPS",
        ("Unité qui charge", "+1 For", 62),
        ("Rock Crawler contre infanterie", "+1 For", 63),
        ("Unité avec au moins 3 pions Stress", "-1 For", 64),
    )
    assert roll_rows(BOROMITES, "GUILD VERMINE") == d10((1, 3, 43), (4, 8, 44), (9, 10, 45))
    assert roll_rows(BOROMITES, "Dégâts des Véhicules") == d10(
        (1, 1, 72), (2, 3, 73), (4, 5, 74), (6, 7, 75), (8, 9, 76), (10, 10, 77)
    )


# Concord, through an old forum's export (mojibake; Algoryn pipe layout).


def test_concord_weapons():
    assert weapons(CONCORD) == [
        plain(7, "Plasma Pistol", None, "2"),
        plain(8, "Plasma Carbine", "Dispersion", "0"),
        plain(9, "Plasma Carbine", "Tir Unique", "2"),
        plain(10, "Plasma Light Support", None, "3"),
        plain(11, "Plasma Cannon", None, "6"),
        plain(12, "X-Launcher", None, "1"),
        ("Compression Cannon", None, "7/4/2", None, None, None, False, 13),
        plain(14, "Plasma Grenades", None, "1"),
        plain(15, "Energy Lance", None, "3", melee=True),
    ]


def test_concord_bands_and_links():
    assert bands(CONCORD, "x-launcher") == [band(1, EFF, 30, low=10), band(2, LONG, 60), band(3, EXT, 120)]
    assert bands(CONCORD, "plasma-carbine:dispersion") == [band(1, EFF, 20), band(2, LONG, 30)]
    assert bands(CONCORD, "energy-lance") == []
    assert links(CONCORD, "x-launcher") == [
        link("SP", "SP", None, "sp"),
        link("Déflagration D5", "Déflagration", "D5", "deflagration-d-n"),
        link("Pas de Couvert", "Pas de Couvert", None, "pas-de-couvert"),
    ]
    assert links(CONCORD, "energy-lance") == [link("Épuisé", "Épuisé", None, "epuise")]
    assert links(CONCORD, "plasma-pistol") == []


def test_concord_rules():
    assert rules_by_line(CONCORD) == [
        rule(19, "TR(n)", takes=True),
        rule(20, "Panne de Plasma"),
        rule(21, "SP"),
        rule(22, "Déflagration D(n)", takes=True),
        rule(23, "Pas de Couvert"),
        rule(24, "Compresseur"),
        rule(25, "Épuisé"),
        rule(29, "Command", "Commandement"),
        rule(30, "Hero", "Héros"),
        rule(31, "Medic (n)", "Médecin", takes=True),
        rule(33, "SHIELD DRONE", "Drone Bouclier"),
        rule(41, "ÉCRAN DE CAMOUFLAGE", "Camo Screen"),
        rule(43, "Dissimulation", parent=41),
        rule(44, "Fragilité", parent=41),
    ]
    section = sections(CONCORD)
    assert section[19] == "RÈGLES SPÉCIALES"
    assert section[29] == "RÈGLES SPÉCIALES COMMUNES"
    assert texts(CONCORD)[44] == "L'écran est retiré après la première touche reçue."


def test_concord_modifiers_and_dice():
    assert modifiers(CONCORD) == unconditional(
        "MODIFICATEURS DE TIR",
        ("Ordre Fire", "+1", 50),
        ("Cible à portée longue", "-1", 51),
        ("Cible à portée extrême", "-2", 52),
        ("Cible à terre (Down)", "-2", 53),
        ("Cible derrière un écran de camouflage", "-1", 54),
    )
    assert roll_rows(CONCORD, "SHIELD DRONE") == d10((1, 1, 37), (2, 9, 38), (10, 10, 39))
    assert roll_rows(CONCORD, "DÉGÂTS DES DRONES ARMÉS") == d10((1, 1, 60), (2, 3, 61), (4, 5, 62), (6, 10, 63))


# Isorian Senatex, wrong accents and CRLF (Freeborn tab layout, Title Case headings).

ISO_EFF, ISO_LONG, ISO_EXT = "Efficace", "Portèe Longue", "Extréme"


def test_isorian_weapons():
    assert weapons(ISORIAN) == [
        plain(6, "Phase Pistol", None, "1"),
        plain(7, "Phase Rifle", "Dispersion", "0"),
        plain(8, "Phase Rifle", "Tir Unique", "2"),
        plain(9, "Phase Carbine", None, "1"),
        plain(10, "Phase Sniper Rifle", None, "2"),
        plain(11, "Tsan Ra Lance", "Tir", "2"),
        plain(12, "Tsan Ra Lance", "Charge", "3", melee=True),
        plain(13, "Phase Grenades", None, "1"),
        plain(18, "Phase Cannon", None, "5"),
        plain(19, "X-Launcher", "Tir Direct", "1"),
        plain(20, "X-Launcher", "Surplomb", "1"),
        plain(21, "Plasma Bombard", None, "7"),
    ]


def test_isorian_bands_and_links():
    assert bands(ISORIAN, "phase-pistol") == [band(1, ISO_EFF, 10), band(2, ISO_LONG, 20), band(3, ISO_EXT, 30)]
    assert bands(ISORIAN, "phase-carbine") == [band(1, ISO_EFF, 15), band(2, ISO_LONG, 25)]
    assert bands(ISORIAN, "x-launcher:surplomb") == [
        band(1, ISO_EFF, 30, low=10),
        band(2, ISO_LONG, 60),
        band(3, ISO_EXT, 120),
    ]
    assert bands(ISORIAN, "tsan-ra-lance:charge") == []
    assert links(ISORIAN, "phase-sniper-rifle") == [
        link("Précision(1)", "Précision", "1", "precision-n"),
        link("Lent", "Lent", None, "lent"),
    ]
    assert links(ISORIAN, "x-launcher:surplomb") == [
        link("SP", "SP", None, "sp"),
        link("Déflagration(D5)", "Déflagration", "D5", "deflagration-d-n"),
        link("Pas de Couvert", "Pas de Couvert", None, "pas-de-couvert"),
    ]
    assert links(ISORIAN, "phase-carbine") == [
        link("TR2", "TR", "2", "tr-n"),
        link("Compact", "Compact", None, "compact"),
    ]
    assert links(ISORIAN, "phase-cannon") == [link("Perforant (2)", "Perforant", "2", "perforant-n")]
    assert links(ISORIAN, "phase-grenades") == [link("Dangereux CàC", "Dangereux CàC", None, "dangereux-cac")]


def test_isorian_rules():
    assert rules_by_line(ISORIAN) == [
        rule(25, "TR(n)", takes=True),
        rule(26, "Compact"),
        rule(27, "Précision (n)", takes=True),
        rule(28, "Lent"),
        rule(29, "Impact (n)", takes=True),
        rule(30, "Dangereux CàC"),
        rule(31, "Perforant (n)", takes=True),
        rule(32, "SP"),
        rule(33, "Déflagration D(n)", takes=True),
        rule(34, "Pas de Couvert"),
        rule(35, "Panne de Plasma"),
        rule(39, "Phase Armour", "Armure De Phase"),
        rule(43, "Surcharge de phase", parent=39),
        rule(44, "Phase compromise", parent=39),
        rule(46, "Nano Drone"),
        rule(48, "Bouclier cinétique", parent=46),
        rule(49, "Enveloppe hyperluminique", parent=46),
    ]
    assert sections(ISORIAN)[25] == "Règles Spèciales"
    text = texts(ISORIAN)
    assert "Les troupes équipées d'armure de phase ajoutent +1 à leur valeur de **Rés**." in text[39]
    assert text[49] == '+2 en Rés à 10" ou moins, +3 au-delà.'


def test_isorian_modifiers_and_dice():
    assert modifiers(ISORIAN) == unconditional(
        "Modificateurs De Tir",
        ("Ordre Fire", "+1", 53),
        ("Cible à portèe longue", "-1", 54),
        ("Cible à portèe extréme", "-2", 55),
        ("Cible à terre (Down)", "-2", 56),
        ("Tir en surplomb (SP)", "-2", 57),
    )
    assert roll_rows(ISORIAN, "Dègats Des Drones Armés") == d10((1, 1, 62), (2, 3, 63), (4, 4, 64), (5, 10, 65))


# Virai Dronescape, saved as Windows-1252 (Algoryn pipe layout, headings in lower case).


def test_virai_weapons():
    assert weapons(VIRAI) == [
        plain(7, "Mhagris Spine Gun", None, "2"),
        plain(8, "Virai Plasma Carbine", "Dispersion", "0"),
        plain(9, "Virai Plasma Carbine", "Tir Unique", "2"),
        plain(10, "Hunter Lash", None, "3", melee=True),
        plain(11, "Disruptor Beam", None, "4"),
        plain(12, "Virai Mortar", None, "3"),
        plain(13, "Mhagris Cannon", None, "6"),
    ]


def test_virai_bands_and_links():
    assert bands(VIRAI, "virai-mortar") == [band(1, EFF, 30, low=10), band(2, "Longue", 40), band(3, EXT, 50)]
    assert bands(VIRAI, "hunter-lash") == []
    assert links(VIRAI, "hunter-lash") == [
        link("Entrave", "Entrave", None, "entrave"),
        link("Lourde(1)", "Lourde", "1", "lourde-n"),
    ]
    assert links(VIRAI, "virai-mortar") == [
        link("SP x2", "SP", "x2", "sp-sp-x2"),
        link("Déflagration D10", "Déflagration", "D10", "deflagration-d-n"),
    ]
    assert links(VIRAI, "mhagris-cannon") == [
        link("Panne de Plasma", "Panne de Plasma", None, "panne-de-plasma"),
        link("Lent", "Lent", None, "lent"),
    ]
    assert links(VIRAI, "virai-plasma-carbine:dispersion") == [link("TR2", "TR", "2", "tr-n")]
    assert links(VIRAI, "virai-plasma-carbine:tir-unique") == []


def test_virai_rules():
    assert rules_by_line(VIRAI) == [
        rule(17, "Essaim"),
        rule(18, "Entrave"),
        rule(19, "Lourde (n)", takes=True),
        rule(20, "Perturbateur"),
        rule(21, "SP, SP x2", takes=True),
        rule(22, "Déflagration D(n)", takes=True),
        rule(23, "TR(n)", takes=True),
        rule(24, "Panne de Plasma"),
        rule(25, "Lent"),
        rule(29, "mhagris swarm", "essaim mhagris"),
        rule(33, "Assemblage", parent=29),
        rule(34, "Dissolution", parent=29),
        rule(36, "ai command node", "nœud de commandement ia"),
        rule(38, "Relais de commandement", parent=36),
        rule(39, "Protocole de repli", parent=36),
        # The sentence asking for the roll is the section's own paragraph: the section is an
        # entry (README: a section heading with a paragraph of its own is a rule).
        rule(50, "dégâts des mhagris"),
    ]
    text = texts(VIRAI)
    assert "Un essaim Mhagris est une unité de drones minuscules." in text[29]
    assert text[19] == "L'arme ne peut pas tirer après un ordre Advance ; l'unité perd (n)\" de mouvement."


def test_virai_modifiers_and_dice():
    assert modifiers(VIRAI) == unconditional(
        "modificateurs au tir",
        ("Ordre Fire", "+1", 45),
        ("Cible à portée longue", "-1", 46),
        ("Cible à portée extrême", "-2", 47),
        ("Cible dans un essaim Mhagris", "-2", 48),
    )
    assert roll_rows(VIRAI, "Protocole de repli") == d10((1, 5, 39), (6, 10, 39))
    assert roll_rows(VIRAI, "dégâts des mhagris") == d10((1, 2, 54), (3, 5, 55), (6, 9, 56), (10, 10, 57))


def test_every_weapon_table_is_read():
    """No weapons table of the five sheets is left a grid for a header it does not know."""
    for file in NEW_SHEETS:
        assert "reference_tables" not in tables(file) or tables(file)["reference_tables"].empty, file


# The constructs read now, each in a few lines of its own.


def test_a_half_inch_band():
    assert parse_range_band('½"') == RangeBand(min=None, max=0.5)
    assert parse_range_band('1 ½"') == RangeBand(min=None, max=1.5)
    found = inline_tables(
        "ARMES\n\n| Arme | Efficace | Longue | VI | Règles |\n|---|---|---|---|---|\n"
        '| Mine Layer | ½" | Aucune | 2 | – |\n'
    )["weapon_ranges"]
    assert rows(found, ["band_label", "max"]) == [("Efficace", 0.5)]


def test_a_roll_span_typed_without_its_accent():
    assert parse_roll_range("2 a 7") == (2, 7)
    found = inline_tables(
        "AMPLIFICATEUR\n\nLancez 1D10 :\n\n- 1 = surchauffe\n- 2 a 7 = rien ne se passe\n- 8+ = +1 VI\n"
    )["roll_tables"]
    assert rows(found, ["dice", "roll_from", "roll_to"]) == [("D10", 1, 1), ("D10", 2, 7), ("D10", 8, 10)]


def test_a_strength_column_headed_force():
    found = inline_tables(
        'ARMES\n\nArme\tPort. courte\tPortee longue\tForce\tRegles speciales\nGouger Gun\t10"\t20"\t2\tTR3\n'
    )["weapons"]
    assert rows(found, ["name", "strength"]) == [("Gouger Gun", 2)]


def test_a_paragraph_lead_listing_a_rule_s_forms():
    found = inline_tables(
        "REGLES\n\nLent : L'arme ne tire pas apres un ordre Advance.\n"
        "SP, SP x2 : Arme tirant en surplomb ; SP x2 : deux gabarits.\n"
    )["rules"]
    assert rows(found, ["name", "takes_param"]) == [("Lent", False), ("SP, SP x2", True)]


def test_a_notes_column_holds_the_rules_where_none_is_labelled_so():
    header = "| Arme | VI | Eff. | Longue | Notes |\n|---|---|---|---|---|\n"
    found = inline_tables(
        "ARMES\n\n" + header + '| Heavy Frag Borer | 6 | 20" | 30" | Lent |\n'
        "\nREGLES\n\n- **Lent.** L'arme ne tire pas apres un ordre **Advance**.\n"
    )["weapon_rules"]
    assert rows(found, ["label", "match"]) == [("Lent", "exact")]
