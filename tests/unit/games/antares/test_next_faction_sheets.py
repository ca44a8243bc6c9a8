"""Written blind: five next-faction Antares sheets (`markdown`) written as the
volunteers of the two real sheets would, in their layouts and tooling, with no export quirk.

- `antares-senatex-phasique.md` (Algoryn layout): pipe weapons table with `- <i>Mode</i>`
  in the name cell, two `<i>Combat au corps-à-corps uniquement</i>` rows, `8/5/3` and
  `3+1 max 8` strengths, `Précision (2)`, `Lourde 2`, `Impact (2)`; `- **Nom.**` rules,
  a repeated page header, `RÈGLES SPÉCIALES COMMUNES` with `Leader 2 (Chef)` and an English
  name beside its French one; `• NOM (Nom)` entries with nested bullets and with plain
  `Lent. …` paragraphs; named `- **Nom** :` sub-entries; a `MODIFICATEURS DE TIR` bullet list
  (a section the real sheet lacks); a D6 pipe table headed `Score`; D10 and D5 damage tables.
- `antares-c3d2-strategique.md` (Freeborn layout): tab-separated weapons with the mode in its
  own cell and an empty mode header, `Contact` and `-` range cells, `4/2/1`; `##`/`###`/`####`
  headings; `- 1-4 = …` dice bullets under `lancez un D10`; two levels of named sub-entries;
  `- Nom : +1` modifiers.
- `antares-outcasts-pillards.md` (Algoryn layout): `Heavy Lugger (2x)`, `Tir Groupé`, a
  `2+1 max 6` strength with a minimum range; plain `Nom. texte` paragraphs as sub-entries;
  modifiers as a two-column pipe table; D6 and D3 damage tables.
- `antares-mhagris-nuee.md` (Freeborn layout): `- Nuage`/`- Jet` modes, a weapon with a
  minimum range and no extreme band; `**Nom.**` paragraphs; dice bullets after a bullet list;
  `MODIFICATEURS DE COMBAT`.
- `antares-boromites-carriers.md` (Freeborn layout): `8/6/4`, `Tracteur (D3)`, `Rock-Gun`
  modes with accents, three levels of named sub-entries, D10 dice bullets under a `##` heading.

Every value below was written by hand from the sheets, before the parser was run on them."""

from __future__ import annotations

import pytest

from pipeline.contract.validate import typed_tables, validate_tables
from tests.antares_tables import band, bands, link, links, names, profiles, rules_by_line, tables, unparsed, weapons
from tests.conftest import rows

SENATEX = "antares-senatex-phasique.md"
C3D2 = "antares-c3d2-strategique.md"
OUTCASTS = "antares-outcasts-pillards.md"
MHAGRIS = "antares-mhagris-nuee.md"
BOROMITES = "antares-boromites-carriers.md"
NEW_SHEETS = [SENATEX, C3D2, OUTCASTS, MHAGRIS, BOROMITES]

EFF, LONG, EXT = "Efficace", "Portée Longue", "Extrême"


def parents(file: str) -> dict[int, int | None]:
    """{rule line: parent rule's line}."""
    return {line: parent for line, _, _, parent, _ in rules_by_line(file)}


def dice_rows(file: str) -> list[tuple]:
    """[(dice, from, to, line)] of every dice table of the sheet, by line."""
    found = rows(tables(file)["roll_tables"], ["dice", "roll_from", "roll_to", "source_line"])
    return sorted(found, key=lambda row: row[3])


def modifier_values(file: str) -> list[tuple]:
    """[(section, value, line)]."""
    return rows(tables(file)["modifiers"], ["section", "value", "source_line"])


@pytest.mark.parametrize("file", NEW_SHEETS)
def test_every_line_is_read(file):
    assert unparsed(file) == []


@pytest.mark.parametrize("file", NEW_SHEETS)
def test_the_tables_validate(file):
    assert validate_tables(typed_tables(tables(file))) == []


# Isorian Senatex (Algoryn layout).


def test_senatex_weapons():
    assert profiles(SENATEX) == [
        (9, "Phase Pistol", None, "1", False),
        (10, "Phase Rifle", "Dispersion", "0", False),
        (11, "Phase Rifle", "Tir Unique", "2", False),
        (12, "Phase Carbine", None, "1", False),
        (13, "Phase Sniper Rifle", None, "2", False),
        (14, "Phase Light Support", None, "2", False),
        (15, "Phase Cannon", None, "5", False),
        (16, "Phase Bombard", None, "6", False),
        (17, "Tsan Ra Lance", "Tir", "3", False),
        (18, "Tsan Ra Lance", "Charge", "4", True),
        (19, "Impéritor Mortar", None, "3", False),
        (20, "X-Launcher", None, "1", False),
        (21, "Micro-X Launcher", "Tir Direct", "1", False),
        (22, "Micro-X Launcher", "Surplomb", "0", False),
        (23, "Fractal Lance", None, "3+1 max 8", False),
        (24, "Compression Cannon", None, "8/5/3", False),
        (25, "Lectro Lash", None, "2", True),
        (26, "Plasma Grenades", None, "1", False),
        (27, "Phase Net Charges", None, "0", False),
    ]
    fractal = next(w for w in weapons(SENATEX) if w[0] == "Fractal Lance")
    assert fractal[3:6] == (3, 1, 8)


def test_senatex_bands():
    assert bands(SENATEX, "phase-rifle:dispersion") == [band(1, EFF, 20), band(2, LONG, 30)]
    assert bands(SENATEX, "imperitor-mortar") == [band(1, EFF, 40, 10), band(2, LONG, 60), band(3, EXT, 120)]
    assert bands(SENATEX, "compression-cannon") == [
        band(1, EFF, 30, 10, 8),
        band(2, LONG, 40, None, 5),
        band(3, EXT, 80, None, 3),
    ]
    assert bands(SENATEX, "tsan-ra-lance:charge") == []
    assert bands(SENATEX, "phase-net-charges") == [band(1, EFF, 5), band(2, LONG, 10)]


def test_senatex_links():
    assert links(SENATEX, "phase-sniper-rifle") == [
        link("Précision (2)", "Précision", "2", "precision-n"),
        link("Choisir la Cible", "Choisir la Cible", None, "choisir-la-cible"),
    ]
    assert links(SENATEX, "phase-bombard") == [
        link("Dégâts Massifs", "Dégâts Massifs", None, "degats-massifs"),
        link("Lourde 2", "Lourde", "2", "lourde-n"),
    ]
    assert links(SENATEX, "tsan-ra-lance:charge") == [link("Impact (2)", "Impact", "2", "impact-n")]
    assert links(SENATEX, "imperitor-mortar")[0] == link("SPx2", "SP", "x2", "sp-spx2")
    assert links(SENATEX, "lectro-lash")[0][3] == "3-attaques"


def test_senatex_rules():
    name = names(SENATEX)
    parent = parents(SENATEX)
    assert name[31] == "TR(n)"
    assert name[59].startswith("Leader")
    assert name[64] == "PHASE ARMOUR"
    assert name[81] == "NANO-SPORES"
    for line in (83, 85, 87):
        assert parent[line] == 81
    assert name[83] == "Lent"
    assert name[87] == "Écran"
    assert parent[128] == 126 and parent[129] == 126
    assert parent[133] == 131 and parent[136] == 131
    assert name[133] == "Marquage"
    alt = {line: a for line, _, a, _, _ in rules_by_line(SENATEX)}
    assert alt[61] == "Déphasage"


def test_senatex_dice_and_modifiers():
    assert dice_rows(SENATEX) == [
        ("D6", 1, 2, 122),
        ("D6", 3, 5, 123),
        ("D6", 6, 6, 124),
        ("D10", 1, 2, 144),
        ("D10", 3, 4, 145),
        ("D10", 5, 6, 146),
        ("D10", 7, 7, 147),
        ("D10", 8, 9, 148),
        ("D10", 10, 10, 149),
        ("D10", 1, 3, 155),
        ("D10", 4, 4, 156),
        ("D10", 5, 5, 157),
        ("D10", 6, 10, 158),
        ("D5", 1, 1, 164),
        ("D5", 2, 3, 165),
        ("D5", 4, 5, 166),
    ]
    section = "MODIFICATEURS DE TIR"
    assert modifier_values(SENATEX) == [
        (section, "+1 Préc", 104),
        (section, "-1 Préc", 105),
        (section, "-2 Préc", 106),
        (section, "-1 Préc", 107),
        (section, "-1 Préc", 108),
        (section, "-1 Préc", 109),
    ]


# Concord C3D2 (Freeborn layout).


def test_c3d2_weapons():
    found = profiles(C3D2)
    assert len(found) == 21
    assert found[1] == (9, "Plasma Carbine", "Dispersion", "0", False)
    assert found[6] == (14, "Plasma Mini-Cannon", "Rafale", "3", False)
    assert found[7] == (15, "Plasma Mini-Cannon", "Tir Lourd", "5", False)
    assert found[18] == (26, "Tractor Maul", "Coup", "3", True)
    assert found[19] == (27, "Tractor Maul", "Projection", "1", False)
    assert found[20] == (28, "Vorpal Charges", None, "4", False)


def test_c3d2_bands_and_links():
    assert bands(C3D2, "compression-carbine") == [
        band(1, EFF, 20, None, 4),
        band(2, LONG, 30, None, 2),
        band(3, EXT, 50, None, 1),
    ]
    assert bands(C3D2, "x-launcher:surplomb") == [band(1, EFF, 30, 10), band(2, LONG, 60), band(3, EXT, 120)]
    assert bands(C3D2, "tractor-maul:projection") == [band(1, EFF, 10)]
    assert links(C3D2, "plasma-bombard") == [
        link("Panne de Plasma", "Panne de Plasma", None, "panne-de-plasma"),
        link("Lourde 3", "Lourde", "3", "lourde-n"),
    ]
    assert links(C3D2, "tractor-maul:projection") == [
        link("Repousser (D3)", "Repousser", "D3", "repousser-n"),
        link("Pas de Stress", "Pas de Stress", None, "pas-de-stress"),
    ]
    assert links(C3D2, "x-howitzer")[1] == link("Déflagration D10", "Déflagration", "D10", "deflagration-d3-d5-d10")


def test_c3d2_rules_and_dice():
    parent = parents(C3D2)
    name = names(C3D2)
    assert name[55] == "HYPERLIGHT BOOSTERS"
    assert parent[59] == 55 and parent[60] == 55
    assert parent[61] == 60
    assert parent[161] == 159 and parent[163] == 159
    assert parent[140] == 138
    assert dice_rows(C3D2) == [
        ("D10", 1, 4, 69),
        ("D10", 5, 10, 70),
        ("D10", 1, 1, 110),
        ("D10", 2, 3, 111),
        ("D10", 4, 6, 112),
        ("D10", 7, 10, 113),
        ("D6", 1, 2, 134),
        ("D6", 3, 5, 135),
        ("D6", 6, 6, 136),
    ]
    assert [(v, line) for _, v, line in modifier_values(C3D2)] == [
        ("+1", 92),
        ("-1", 93),
        ("-2", 94),
        ("-2", 95),
        ("-1", 96),
        ("-1", 97),
        ("-1", 98),
    ]


# Ghar Outcasts (Algoryn layout).


def test_outcasts_weapons():
    found = profiles(OUTCASTS)
    assert [(line, name, mode) for line, name, mode, _, _ in found] == [
        (9, "Lugger Gun", None),
        (10, "Scutter Gun", "Dispersion"),
        (11, "Scutter Gun", "Tir Groupé"),
        (12, "Disruptor Bomber", None),
        (13, "Plasma Dump", None),
        (14, "Gouger Gun", None),
        (15, "Scourer Cannon", "Dispersion"),
        (16, "Scourer Cannon", "Concentré"),
        (17, "Outcast Grenades", None),
        (18, "Lectro Lash", None),
        (19, "Heavy Lugger", None),
        (20, "Plasma Claw", None),
        (21, "Flitter Bombs", None),
    ]
    assert bands(OUTCASTS, "flitter-bombs") == [band(1, EFF, 20, 10), band(2, LONG, 30)]
    assert bands(OUTCASTS, "plasma-dump") == [band(1, EFF, 10)]
    assert links(OUTCASTS, "scutter-gun:dispersion") == [
        link("TR3", "TR", "3", "tr-n"),
        link("Imprécis", "Imprécis", None, "imprecis"),
    ]
    assert links(OUTCASTS, "plasma-claw") == [link("Arrachement (2)", "Arrachement", "2", "arrachement-n")]


def test_outcasts_rules_dice_modifiers():
    parent = parents(OUTCASTS)
    assert parent[60] == 58 and parent[62] == 58 and parent[64] == 58
    assert parent[88] == 86 and parent[89] == 86
    assert names(OUTCASTS)[48] == "RÉCUPÉRATION"
    # The bombs' `Lancez un D6` with its `Sur un résultat de …` bullets is a dice table too.
    assert dice_rows(OUTCASTS) == [
        ("D6", 1, 1, 83),
        ("D6", 2, 6, 84),
        ("D6", 1, 1, 108),
        ("D6", 2, 3, 109),
        ("D6", 4, 4, 110),
        ("D6", 5, 5, 111),
        ("D6", 6, 6, 112),
        ("D3", 1, 1, 118),
        ("D3", 2, 2, 119),
        ("D3", 3, 3, 120),
    ]
    assert [(v, line) for _, v, line in modifier_values(OUTCASTS)] == [
        ("+1", 96),
        ("-1", 97),
        ("-2", 98),
        ("-1", 99),
        ("-1", 100),
    ]


# Virai Mhagris (Freeborn layout).


def test_mhagris_weapons_and_links():
    found = profiles(MHAGRIS)
    assert len(found) == 12
    assert found[1] == (9, "Spore Projector", "Nuage", "2", False)
    assert found[3] == (11, "Virai Plasma Cutter", None, "4", True)
    assert found[11] == (19, "Mhagris Shredder", "Frénésie", "5", False)
    assert bands(MHAGRIS, "spore-projector:nuage") == [band(1, EFF, 20, 10), band(2, LONG, 30)]
    assert links(MHAGRIS, "mhagris-shredder:frenesie") == [
        link("3 Attaques", "3 Attaques", None, "3-attaques"),
        link("Épuisé", "Épuisé", None, "epuise"),
    ]
    assert links(MHAGRIS, "virai-plasma-cutter")[1] == link("Arrachement (1)", "Arrachement", "1", "arrachement-n")


def test_mhagris_rules_dice_modifiers():
    parent = parents(MHAGRIS)
    assert parent[42] == 39 and parent[43] == 39 and parent[44] == 43
    assert parent[50] == 46 and parent[52] == 46
    assert parent[90] == 88 and parent[91] == 88
    # Épuisé's `Lancez D10 en fin de tour. 1-5 : … 6-10, …` is read as its rolls too.
    assert dice_rows(MHAGRIS) == [
        ("D10", 1, 5, 37),
        ("D10", 6, 10, 37),
        ("D6", 1, 2, 57),
        ("D6", 3, 5, 58),
        ("D6", 6, 6, 59),
        ("D10", 1, 2, 97),
        ("D10", 3, 5, 98),
        ("D10", 6, 8, 99),
        ("D10", 9, 10, 100),
    ]
    assert [(s, v, line) for s, v, line in modifier_values(MHAGRIS)] == [
        ("MODIFICATEURS DE COMBAT", "+1 For", 78),
        ("MODIFICATEURS DE COMBAT", "+1 For", 79),
        ("MODIFICATEURS DE COMBAT", "-1 For", 80),
        ("MODIFICATEURS DE COMBAT", "+2 For", 81),
    ]


# Boromite Lodges (Freeborn layout).


def test_boromites():
    found = profiles(BOROMITES)
    assert len(found) == 15
    assert found[9] == (17, "Rock-Gun", "Éboulis", "1", False)
    assert bands(BOROMITES, "mass-compactor") == [
        band(1, EFF, 30, 10, 8),
        band(2, LONG, 40, None, 6),
        band(3, EXT, 80, None, 4),
    ]
    assert links(BOROMITES, "tractor-maul:traction") == [link("Tracteur (D3)", "Tracteur", "D3", "tracteur-n")]
    assert links(BOROMITES, "lava-lance") == [
        link("Fusion", "Fusion", None, "fusion"),
        link("Lourde 2", "Lourde", "2", "lourde-n"),
    ]
    parent = parents(BOROMITES)
    assert parent[46] == 43 and parent[47] == 46 and parent[48] == 46
    assert parent[52] == 50 and parent[54] == 50
    assert dice_rows(BOROMITES) == [
        ("D10", 1, 1, 84),
        ("D10", 2, 8, 85),
        ("D10", 9, 10, 86),
        ("D10", 1, 1, 92),
        ("D10", 2, 4, 93),
        ("D10", 5, 7, 94),
        ("D10", 8, 9, 95),
        ("D10", 10, 10, 96),
    ]
    assert [v for _, v, _ in modifier_values(BOROMITES)] == ["+1", "-1", "-2", "-2", "-1"]
