"""Written blind: five Antares sheets (`markdown`) written as siblings of
`raw/antares-algoryn.md` (pipe table) and `raw/antares-freeborn.md` (tab-separated table,
`##` headings) by volunteers who never saw the readers, carrying MORE than the real sheets:
unit profiles (`Ag Acc Fo Ré Init Co`), points costs and army options, several weapons
tables, a scenario table, a turn sequence, a FAQ, a table of contents, an index of keywords,
credits and a version line, notes under tables.

- `antares-isorian-fiche-armee.md` (the Algoryn file taken as a template and refilled by
  hand): capitalised headings, repeated page header `THE ISORIAN SENATEX` over three blank
  lines; a numbered `SOMMAIRE` without page numbers; a pipe profile table with a `Type` and a
  `Spécial` column naming rules (`Command, Follow, Hero`), `6 (7)` stats, an italic note under
  it; two weapons tables (infantry, heavy), the second with an empty cell after the last column
  on every row (`| TR3 | |`); `- **Nom.** texte` rules; `• NOM (Nom)` entries with named
  sub-entries on two levels (one-space indent) and an intro paragraph; a pipe points table
  (`Unité | Option | Coût`); a modifiers pipe table; a numbered turn sequence of named steps;
  two D10 pipe tables under plain sub-headings; a FAQ written `**Q :** …` / `**R :** …`; an
  index as a pipe table (`Mot-clé | Où le trouver`); a credits line at the end.
- `antares-ghar-export-calc.md` (tables pasted from a LibreOffice Calc workbook, text typed
  around them): the Freeborn tab layout with `##`/`###` headings, three blank lines first, an
  italic version line under the title; every table row ending in a tab (empty trailing cell);
  a tab profile table (`Pts/fig.` column); three weapons tables, one per unit type, with a
  weapon's second mode on a row whose name cell is empty (merged cell); `- **Nom**. texte`
  rules, `### • NOM (NOM)` entries, `- 1 = …` dice bullets under an intro paragraph, named
  sub-entries on two levels; a tab points table; a `D10<TAB>Scénario<TAB>Déploiement` scenario
  table under an intro sentence; a `Situation<TAB>Modificateur` table; a turn sequence as
  `1) …` paragraphs; a FAQ of bold questions alone on their line; an index with dotted
  leaders naming sections, not pages; a `## CRÉDITS` section.
- `antares-concord-copie-pdf.md` (copied out of the translated PDF like the Algoryn sheet):
  four blank lines first, title and version line, a table of contents with dotted leaders and
  page numbers, a pipe profile table with a plain note under it, two weapons tables with no
  heading of their own (the second after a repeated page header), `Mag Repeater*` with its
  footnote `\\* …` under the table, a plain `Armes de soutien : voir …` note; `- **Nom.**`
  and `- **Nom (Alt) :**` rules; `• NOM (Nom)` drones with a D10 `Score | Résultat` table and
  named sub-entries; a `LARGAGE` heading whose bullets carry `Sur un résultat de 1-6, …`
  outcomes; a pipe options table (`Unité | Figurines | Points | Options`); a D10 mission table
  with two result columns; a modifiers table; a D10 damage table under its own heading; a
  turn sequence of plain `- Phase : …` bullets; `CLARIFICATIONS (FAQ)` as plain bullets; the
  translators' credits and version line last.
- `antares-boromites-forum.md` (typed in a text editor for a forum post): the Freeborn tab
  layout, a tab profile table whose last column lists weapons (`Mag Gun, Frag Borer`), a plain
  note line, then a tab points table in the same section; two weapons tables, a mode typed
  `-Surplomb` (no space); `- **Nom**. texte` rules with a dice bullet list under one;
  `### • NOM (NOM)` entries with `- **Nom :**` sub-entries on two levels, a `#### •` entry
  with `- 1 = …` bullets; a vehicle entry followed by a plain sub-heading and a
  `D10<TAB>Résultat` table; `- Nom : +1 For` modifier bullets under `### • MODIFICATEURS …`;
  a numbered turn sequence `1. Phase – …`; a FAQ as plain `Q : …` / `R : …` lines; an index
  as a tab table (`Mot-clé<TAB>Section`); a `## HISTORIQUE DES VERSIONS` list; credits.
- `antares-regles-tournoi.md` (a tournament pack written in Word and saved as plain text):
  no `#` at all, Word's bullets kept as `•<TAB>` and `o<TAB>` (second level), numbered items
  as `1.<TAB>`, bold lost so entries are `Nom (Alt). texte`; the table of contents as Word
  exports it (`Titre<TAB>page`); a generic weapons table in the Freeborn tab layout with a
  melee `Arme de poing`; orders and reactions with named entries on two levels under an intro
  sentence; a `Situation<TAB>Modificateur` table with a `-1 par pion` value and a note under
  it; a D10 damage table; a scenario table keyed by round (`Ronde`), a scoring table
  (`Résultat<TAB>Points de tournoi`, `+1` bonuses); a FAQ as `Q. …` / `R. …` lines; credits.

Every value below was written by hand from the sheets, before the parser was run on them."""

from __future__ import annotations

import pytest

from tests.antares_tables import (
    band,
    bands,
    inline_result,
    inline_tables,
    link,
    links,
    modifiers,
    plain,
    roll_rows,
    roll_table_names,
    rule,
    rules_by_line,
    sections,
    tables,
    texts,
    unparsed,
    weapons,
)
from tests.conftest import rows

ISORIAN = "antares-isorian-fiche-armee.md"
GHAR = "antares-ghar-export-calc.md"
CONCORD = "antares-concord-copie-pdf.md"
BOROMITES = "antares-boromites-forum.md"
TOURNOI = "antares-regles-tournoi.md"
NEW_SHEETS = [ISORIAN, GHAR, CONCORD, BOROMITES, TOURNOI]

EFF, LONG, EXT = "Efficace", "Portée Longue", "Extrême"


def d10(*rolls: tuple[int, int, int]) -> list[tuple]:
    """The rows of a D10 table as `roll_rows` gives them: (from, to, line) each."""
    return [("D10", low, high, line) for low, high, line in rolls]


def unconditional(section: str, *found: tuple[str, str, int]) -> list[tuple]:
    """The rows of a section's modifiers as `modifiers` gives them, none with a condition:
    (name, value, line) each."""
    return [(section, name, None, value, line) for name, value, line in found]


def all_rule_text(file: str) -> str:
    return "\n".join(text or "" for text in texts(file).values())


def grid_rows(file: str) -> dict[int, list[str]]:
    """{source line: [cell values in column order]} of every reference-grid row."""
    frame = tables(file)["reference_tables"].sort_values(["table_name", "row_index", "column_index"])
    cells: dict[int, list[str]] = {}
    for line, value in rows(frame, ["source_line", "value"]):
        cells.setdefault(line, []).append(value)
    return cells


def grid_columns(file: str, table: str) -> list[str]:
    frame = tables(file)["reference_tables"]
    picked = frame[(frame["table_name"] == table) & (frame["row_index"] == 1)].sort_values("column_index")
    return list(picked["column_label"])


def grid_names(file: str) -> set[str]:
    return set(tables(file)["reference_tables"]["table_name"])


@pytest.mark.parametrize("file", NEW_SHEETS)
def test_every_line_is_read(file):
    assert unparsed(file) == []


@pytest.mark.parametrize("file", NEW_SHEETS)
def test_no_credits_version_or_table_of_contents_in_a_rule(file):
    text = all_rule_text(file)
    for printed in ("Traduction", "relecture", "Crédits", "Merci", "Version 1", "version 2", "v0.9", "(v3)", "Warlord"):
        assert printed not in text, printed


@pytest.mark.parametrize("file", NEW_SHEETS)
def test_no_profile_or_points_row_in_a_rule(file):
    text = all_rule_text(file)
    for printed in (" pts", "| 5 |", "\t5\t", "Points de tournoi", "Pts/fig."):
        assert printed not in text, printed


# Isorian Senatex, the Algoryn pipe layout refilled by hand.


def test_isorian_weapons():
    assert weapons(ISORIAN) == [
        plain(33, "Phase Pistol", None, "1"),
        plain(34, "Phase Rifle", "Dispersion", "0"),
        plain(35, "Phase Rifle", "Tir Unique", "1"),
        plain(36, "Phase Sniper Rifle", None, "2"),
        plain(37, "Tsan Ra Phase Lance", "Tir", "2"),
        plain(38, "Tsan Ra Phase Lance", "Charge", "3", melee=True),
        plain(39, "Phase Grenades", None, "1"),
        plain(45, "Phase Support Rifle", None, "2"),
        plain(46, "Phase Cannon", None, "5"),
        plain(47, "Plasma Bombard", None, "7"),
        plain(48, "X-Launcher", "Tir Direct", "1"),
        plain(49, "X-Launcher", "Surplomb", "1"),
        ("Compression Cannon", None, "7/4/2", None, None, None, False, 50),
        ("Fractal Cannon", None, "2+1 max 10", 2, 1, 10, False, 51),
        plain(52, "Nano Spike Drone", None, "2"),
    ]


def test_isorian_bands():
    assert bands(ISORIAN, "phase-pistol") == [band(1, EFF, 10), band(2, LONG, 20), band(3, EXT, 30)]
    assert bands(ISORIAN, "phase-rifle:dispersion") == [band(1, EFF, 20), band(2, LONG, 30)]
    assert bands(ISORIAN, "tsan-ra-phase-lance:charge") == []
    assert bands(ISORIAN, "phase-grenades") == [band(1, EFF, 5)]
    assert bands(ISORIAN, "x-launcher:surplomb") == [band(1, EFF, 30, low=10), band(2, LONG, 60), band(3, EXT, 120)]
    assert bands(ISORIAN, "compression-cannon") == [
        band(1, EFF, 30, low=10, strength=7),
        band(2, LONG, 40, strength=4),
        band(3, EXT, 80, strength=2),
    ]
    assert bands(ISORIAN, "nano-spike-drone") == [band(1, EFF, 10), band(2, LONG, 20)]


def test_isorian_rule_links():
    assert links(ISORIAN, "phase-pistol") == []
    assert links(ISORIAN, "phase-rifle:dispersion") == [link("TR2", "TR", "2", "tr-n")]
    assert links(ISORIAN, "phase-sniper-rifle") == [
        link("Tir de Précision", "Tir de Précision", None, "tir-de-precision"),
        link("Lent", "Lent", None, "lent"),
    ]
    assert links(ISORIAN, "tsan-ra-phase-lance:charge") == [link("Impact (1)", "Impact", "1", "impact-n")]
    assert links(ISORIAN, "phase-grenades") == [link("Dangereux CàC", "Dangereux CàC", None, "dangereux-cac")]
    assert links(ISORIAN, "phase-support-rifle") == [link("TR3", "TR", "3", "tr-n")]
    assert links(ISORIAN, "phase-cannon") == [link("Perforant (2)", "Perforant", "2", "perforant-n")]
    assert links(ISORIAN, "x-launcher:surplomb") == [
        link("SP", "SP", None, "sp"),
        link("Déflagration D5", "Déflagration", "D5", "deflagration-d-n"),
        link("Pas de Couvert", "Pas de Couvert", None, "pas-de-couvert"),
    ]
    assert links(ISORIAN, "nano-spike-drone") == [
        link("Nano-Toxine (D3)", "Nano-Toxine", "D3", "nano-toxine-dn"),
        link("TR2", "TR", "2", "tr-n"),
    ]


def test_isorian_rules_and_named_sub_entries():
    assert rules_by_line(ISORIAN) == [
        rule(62, "TR(n)", takes=True),
        rule(63, "Tir de Précision"),
        rule(64, "Lent"),
        rule(65, "Impact (n)", takes=True),
        rule(66, "Dangereux CàC"),
        rule(67, "Perforant (n)", takes=True),
        rule(68, "Panne de Plasma"),
        rule(69, "SP"),
        rule(70, "Déflagration D(n)", takes=True),
        rule(71, "Pas de Couvert"),
        rule(72, "Compresseur"),
        rule(73, "Cycle"),
        rule(74, "Verrouillage Fractal"),
        rule(75, "Nano-Toxine (Dn)", takes=True),
        rule(83, "PHASE ARMOUR", "Armure de Phase"),
        rule(86, "Surcharge de phase", parent=83),
        rule(87, "Contrecoup", parent=86),
        rule(88, "Phase compromise", parent=83),
        rule(90, "IMTEL NEXUS", "Réseau IMTel"),
        rule(94, "Relais", parent=90),
        rule(95, "Brouillage IMTel", parent=90),
        rule(97, "NANO DRONE"),
        rule(99, "Bouclier cinétique", parent=97),
        rule(100, "Enveloppe hyperluminique", parent=97),
        rule(132, "Phase d'ordres"),
        rule(133, "Phase de fin de tour"),
        rule(134, "Remise des dés"),
        # The questions and answers are the FAQ's text, not entries named `Q` and `R`.
        rule(156, "FAQ"),
    ]
    section = sections(ISORIAN)
    assert section[62] == "RÈGLES SPÉCIALES"
    assert section[83] == "RÈGLES DE L'ARMÉE"
    assert section[132] == "SÉQUENCE DE TOUR"
    text = texts(ISORIAN)
    # An entry keeps its whole text, the named bullet set in under it too (docs/FORMATS.md).
    assert text[86].startswith("Une fois par partie, l'unité peut doubler ce bonus pour un seul test de **Ré**.")
    assert text[87] == "Si ce test est raté sur un 10, l'unité reçoit en plus un pion **Stress**."
    assert "Un NuHu Mandarin relie les unités Isoriennes au réseau IMTel." in text[90]
    assert "Le Tir de Précision s'applique-t-il aux tirs en surplomb ?" in text[156]
    assert "Oui, il s'ajoute comme n'importe quel bonus d'armure" in text[156]


def test_isorian_profiles_points_and_index_are_grids():
    assert grid_names(ISORIAN) == {"PROFILS DES UNITÉS", "OPTIONS D'ARMÉE ET COÛTS", "INDEX"}
    assert grid_columns(ISORIAN, "PROFILS DES UNITÉS") == [
        "Unité",
        "Type",
        "Ag",
        "Acc",
        "Fo",
        "Ré",
        "Init",
        "Co",
        "Spécial",
    ]
    cells = grid_rows(ISORIAN)
    assert cells[20] == ["Phase Trooper", "Infanterie", "5", "5", "5", "6 (7)", "7", "8", "–"]
    assert cells[23] == ["NuHu Mandarin", "Commandement", "5", "6", "5", "6", "8", "9", "Command, Follow, Hero"]
    assert cells[25] == ["Targeter Probe Shard", "Sonde", "5", "0", "0", "5", "5", "5", "–"]
    assert grid_columns(ISORIAN, "OPTIONS D'ARMÉE ET COÛTS") == ["Unité", "Option", "Coût"]
    assert cells[107] == ["Phase Trooper", "Remplacer 1 Phase Rifle par un Phase Support Rifle", "+10 pts"]
    assert cells[110] == ["Isorian Support Drone", "Phase Cannon à la place du Plasma Bombard", "gratuit"]
    assert grid_columns(ISORIAN, "INDEX") == ["Mot-clé", "Où le trouver"]
    assert cells[171] == ["Réseau IMTel", "Règles de l'armée"]
    assert sorted(cells) == [20, 21, 22, 23, 24, 25, 106, 107, 108, 109, 110, 111, 168, 169, 170, 171]


def test_isorian_modifiers_and_dice_tables():
    section = "MODIFICATEURS DE TIR"
    assert modifiers(ISORIAN) == unconditional(
        section,
        ("Ordre Fire", "+1", 119),
        ("Cible à portée longue", "-1", 120),
        ("Cible à portée extrême", "-2", 121),
        ("Arme TR à portée longue ou extrême", "-1", 122),
        ("Cible à terre (Down)", "-1", 123),
        ("Tir en surplomb (SP)", "-2", 124),
    )
    assert roll_table_names(ISORIAN) == {"Dégâts des Drones Armés (Weapon Drones)", "Surcharge de Phase"}
    assert roll_rows(ISORIAN, "Dégâts des Drones Armés (Weapon Drones)") == d10(
        (1, 1, 142), (2, 3, 143), (4, 4, 144), (5, 5, 145), (6, 10, 146)
    )
    assert roll_rows(ISORIAN, "Surcharge de Phase") == d10((1, 8, 152), (9, 9, 153), (10, 10, 154))


# Ghar Empire, tables pasted from a LibreOffice Calc workbook (tab layout).


def test_ghar_weapons():
    assert weapons(GHAR) == [
        plain(25, "Scourer Cannon", "Dispersion", "1"),
        plain(26, "Scourer Cannon", "Tir Concentré", "3"),
        plain(27, "Gouger Gun", None, "2"),
        plain(28, "Disruptor Cannon", None, "4"),
        plain(29, "Plasma Claw", None, "4", melee=True),
        plain(30, "Flitter Bombs", None, "2"),
        plain(35, "Lugger Gun", None, "1"),
        plain(36, "Heavy Lugger", "Rafale", "0"),
        plain(37, "Heavy Lugger", "Visée", "2"),
        plain(38, "Outcast Grenades", None, "1"),
        ("Trembler Cannon", None, "3/2/1", None, None, None, False, 43),
        plain(44, "Heavy Disruptor Bombard", None, "5"),
    ]


def test_ghar_bands():
    assert bands(GHAR, "scourer-cannon:dispersion") == [band(1, EFF, 20), band(2, LONG, 30)]
    assert bands(GHAR, "scourer-cannon:tir-concentre") == [band(1, EFF, 20), band(2, LONG, 30), band(3, EXT, 50)]
    assert bands(GHAR, "plasma-claw") == []
    assert bands(GHAR, "flitter-bombs") == [band(1, EFF, 10)]
    assert bands(GHAR, "trembler-cannon") == [
        band(1, EFF, 30, low=10, strength=3),
        band(2, LONG, 40, strength=2),
        band(3, EXT, 80, strength=1),
    ]
    assert bands(GHAR, "heavy-disruptor-bombard") == [
        band(1, EFF, 50, low=10),
        band(2, LONG, 100),
        band(3, EXT, 200),
    ]


def test_ghar_rule_links():
    assert links(GHAR, "scourer-cannon:dispersion") == [
        link("TR4", "TR", "4", "tr-n"),
        link("Perturbateur", "Perturbateur", None, "perturbateur"),
    ]
    assert links(GHAR, "scourer-cannon:tir-concentre") == [link("Perturbateur", "Perturbateur", None, "perturbateur")]
    assert links(GHAR, "disruptor-cannon") == [
        link("Perturbateur", "Perturbateur", None, "perturbateur"),
        link("Lent", "Lent", None, "lent"),
    ]
    assert links(GHAR, "plasma-claw") == [link("Arrachement (2)", "Arrachement", "2", "arrachement-n")]
    assert links(GHAR, "flitter-bombs") == [
        link("Déflagration D3", "Déflagration", "D3", "deflagration-d3-d6"),
        link("Dangereux", "Dangereux", None, "dangereux"),
    ]
    assert links(GHAR, "lugger-gun") == []
    assert links(GHAR, "heavy-lugger:rafale") == [
        link("TR3", "TR", "3", "tr-n"),
        link("Imprécis", "Imprécis", None, "imprecis"),
    ]
    assert links(GHAR, "outcast-grenades") == [link("Dangereux CàC", "Dangereux CàC", None, "dangereux-cac")]
    assert links(GHAR, "trembler-cannon") == [
        link("SP", "SP", None, "sp"),
        link("Séisme", "Séisme", None, "seisme"),
        link("Pas de Couvert", "Pas de Couvert", None, "pas-de-couvert"),
    ]
    assert links(GHAR, "heavy-disruptor-bombard") == [
        link("SP", "SP", None, "sp"),
        link("Déflagration D6", "Déflagration", "D6", "deflagration-d3-d6"),
        link("Perturbateur", "Perturbateur", None, "perturbateur"),
    ]


def test_ghar_rules_and_named_sub_entries():
    assert rules_by_line(GHAR) == [
        rule(50, "TR(n)", takes=True),
        rule(51, "Perturbateur"),
        rule(52, "Lent"),
        rule(53, "Arrachement (n)", takes=True),
        rule(54, "Déflagration D3, D6", takes=True),
        rule(55, "Dangereux"),
        rule(56, "Imprécis"),
        rule(57, "Dangereux CàC"),
        rule(58, "SP"),
        rule(59, "Séisme"),
        rule(60, "Pas de Couvert"),
        rule(64, "PLASMA AMPLIFIER", "AMPLIFICATEUR PLASMA"),
        rule(72, "SCUTTLE", "DÉCROCHAGE"),
        rule(74, "Marche arrière", parent=72),
        rule(75, "Lourdeur", parent=72),
        rule(76, "Terrain difficile", parent=75),
        rule(78, "RÉVOLTE", "REVOLT"),
        rule(94, "SCÉNARIOS"),
        rule(112, "SÉQUENCE DE TOUR"),
        # Bold questions alone on their line are the FAQ's text, not entries.
        rule(120, "FAQ"),
    ]
    section = sections(GHAR)
    assert section[50] == "RÈGLES SPÉCIALES"
    assert section[64] == "RÈGLES DE L'ARMÉE"
    text = texts(GHAR)
    assert text[76] == "Dans un terrain difficile, la distance de déplacement est divisée par deux."
    assert text[64].startswith("Au début du tour, le joueur Ghar peut déclarer")
    assert "Phase de fin de tour" in text[112] and "Remettez les dés d'ordre dans le sac." in text[112]
    assert "Une Battle Suit Down peut-elle réagir ?" in text[120]
    assert "Non, seulement aux Battle Suits et au Commander." in text[120]


def test_ghar_profiles_points_and_index():
    assert {"PROFILS", "OPTIONS ET COÛTS"} <= grid_names(GHAR)
    assert grid_columns(GHAR, "PROFILS") == ["Unité", "Ag", "Acc", "Fo", "Ré", "Init", "Co", "Pts/fig."]
    cells = grid_rows(GHAR)
    assert cells[11] == ["Ghar Battle Squad", "2", "5", "5", "13", "5", "7", "67"]
    assert cells[16] == ["Ghar Tectorist Scout", "3", "5", "5", "12", "5", "7", "75"]
    assert grid_columns(GHAR, "OPTIONS ET COÛTS") == ["Unité", "Coût de base", "Option", "Coût de l'option"]
    assert cells[92] == ["Ghar Commander", "90", "Plasma Amplifier", "+20"]
    assert set(range(11, 17)) | set(range(89, 93)) <= set(cells)


def test_ghar_dice_and_modifiers():
    assert roll_rows(GHAR, "PLASMA AMPLIFIER") == d10((1, 1, 68), (2, 8, 69), (9, 10, 70))
    assert roll_rows(GHAR, "RÉVOLTE") == d10((1, 3, 82), (4, 7, 83), (8, 10, 84))
    assert roll_rows(GHAR, "SCÉNARIOS") == d10((1, 3, 99), (4, 6, 100), (7, 8, 101), (9, 10, 102))
    section = "MODIFICATEURS DE CORPS-À-CORPS"
    assert modifiers(GHAR) == unconditional(
        section,
        ("Unité qui charge", "+1 For", 107),
        ("Cible à terre (Down)", "+1 For", 108),
        ("Battle Suit contre infanterie", "+1 For", 109),
        ("Unité avec 3 pions Stress ou plus", "-1 For", 110),
    )


# Concord, copied out of the translated PDF (Algoryn pipe layout).


def test_concord_weapons():
    assert weapons(CONCORD) == [
        plain(32, "Plasma Pistol", None, "2"),
        plain(33, "Plasma Carbine", "Dispersion", "0"),
        plain(34, "Plasma Carbine", "Tir Unique", "2"),
        plain(35, "Plasma Lance", "Dispersion", "0"),
        plain(36, "Plasma Lance", "Tir Unique", "2"),
        plain(37, "Plasma Lance", "Lance", "4"),
        # The footnote mark is not part of the weapon's name.
        plain(38, "Mag Repeater", None, "0"),
        plain(39, "Plasma Grenades", None, "1"),
        plain(40, "Drop Blade", None, "1", melee=True),
        plain(50, "Plasma Light Support", None, "3"),
        plain(51, "Plasma Cannon", None, "6"),
        ("Compression Cannon", None, "7/4/2", None, None, None, False, 52),
        plain(53, "X-Launcher", None, "1"),
        plain(54, "Mag Mortar", None, "3"),
    ]


def test_concord_bands():
    assert bands(CONCORD, "plasma-lance:lance") == [band(1, EFF, 20), band(2, LONG, 30)]
    assert bands(CONCORD, "mag-repeater") == [band(1, EFF, 20), band(2, LONG, 30)]
    assert bands(CONCORD, "drop-blade") == []
    assert bands(CONCORD, "mag-mortar") == [band(1, EFF, 30, low=10), band(2, LONG, 40), band(3, EXT, 50)]


def test_concord_rule_links():
    assert links(CONCORD, "plasma-lance:lance") == [
        link("Choisir la Cible", "Choisir la Cible", None, "choisir-la-cible"),
        link("Imprécis", "Imprécis", None, "imprecis"),
    ]
    assert links(CONCORD, "mag-repeater") == [link("TR2", "TR", "2", "tr-n")]
    assert links(CONCORD, "drop-blade") == [link("Parade (1)", "Parade", "1", "parade-n")]
    assert links(CONCORD, "plasma-grenades") == [link("Dangereux CàC", "Dangereux CàC", None, "dangereux-cac")]
    assert links(CONCORD, "compression-cannon") == [
        link("Compresseur", "Compresseur", None, "compresseur"),
        link("Pas de Couvert", "Pas de Couvert", None, "pas-de-couvert"),
        link("Cycle", "Cycle", None, "cycle"),
    ]
    assert links(CONCORD, "mag-mortar") == [
        link("SPx2", "SP", "x2", "sp-spx2"),
        link("Déflagration D10", "Déflagration", "D10", "deflagration-d-n"),
        link("Pas de Couvert", "Pas de Couvert", None, "pas-de-couvert"),
    ]


def test_concord_rules_and_named_sub_entries():
    assert rules_by_line(CONCORD) == [
        rule(60, "TR(n)", takes=True),
        rule(61, "Choisir la Cible"),
        rule(62, "Imprécis"),
        rule(63, "Dangereux CàC"),
        rule(64, "Parade (n)", takes=True),
        rule(65, "Panne de Plasma"),
        rule(66, "Compresseur"),
        rule(67, "Cycle"),
        rule(68, "SP, SPx2", takes=True),
        rule(69, "Déflagration D(n)", takes=True),
        rule(70, "Pas de Couvert"),
        rule(74, "Command", "Commandement"),
        rule(75, "Hero", "Héros"),
        rule(76, "Leader (n)", "Chef", takes=True),
        rule(77, "Transmat", "Téléportation"),
        rule(83, "BUDDY DRONES", "DRONES COMPAGNONS"),
        rule(88, "SHIELD DRONE", "Drone Bouclier"),
        rule(98, "SPOTTER DRONE", "Drone de Repérage"),
        rule(100, "Relances de Repérage", parent=98),
        rule(101, "Reconnaissance en SP", parent=98),
        rule(102, "Limite", parent=101),
        rule(104, "HOMER DRONE", "Drone de Guidage"),
        rule(109, "LARGAGE"),
        # Revised at the merge of the three families' readers: named bullets (`- Phase d'ordres : …`) each name an
        # entry of their section (the reading of the Warmachine fuller sheets, as the Infinity and Epic
        # readers read a turn's `Phase Tactique<TAB>…` rows), which then holds no text of its own.
        rule(161, "Phase d'ordres"),
        rule(162, "Phase de fin de tour"),
        rule(164, "CLARIFICATIONS", "FAQ"),
    ]
    section = sections(CONCORD)
    assert section[60] == "RÈGLES SPÉCIALES"
    assert section[74] == "RÈGLES SPÉCIALES COMMUNES"
    assert section[88] == "BUDDY DRONES (DRONES COMPAGNONS)"
    text = texts(CONCORD)
    assert text[102] == "un seul drone de repérage par tir."
    assert text[161].startswith("tirez un dé d'ordre")
    assert "Un Homer Drone compte-t-il comme un Buddy Drone pour les touches ? Oui." in text[164]
    # The plain notes under the weapons tables belong to no rule.
    assert "Armes de soutien" not in all_rule_text(CONCORD)
    assert "Interceptors uniquement" not in all_rule_text(CONCORD)


def test_concord_profiles_and_options_are_grids():
    assert grid_names(CONCORD) == {"PROFILS DES UNITÉS", "OPTIONS D'ARMÉE"}
    assert grid_columns(CONCORD, "PROFILS DES UNITÉS") == ["Unité", "Ag", "Acc", "Fo", "Ré", "Init", "Co", "Points"]
    assert grid_columns(CONCORD, "OPTIONS D'ARMÉE") == ["Unité", "Figurines", "Points", "Options"]
    cells = grid_rows(CONCORD)
    assert cells[25] == ["C3 Weapon Drone", "5", "5", "0", "10", "7", "8", "80"]
    assert cells[121] == ["C3 Interceptor Squad", "3", "123", "Mag Repeater (+5), Shield Drone (+10)"]
    assert sorted(cells) == [22, 23, 24, 25, 26, 120, 121, 122, 123]


def test_concord_dice_and_modifiers():
    assert roll_rows(CONCORD, "SHIELD DRONE") == d10((1, 1, 94), (2, 9, 95), (10, 10, 96))
    assert roll_rows(CONCORD, "LARGAGE") == d10((1, 6, 112), (7, 10, 113))
    assert roll_rows(CONCORD, "SCÉNARIOS") == d10((1, 2, 129), (3, 5, 130), (6, 8, 131), (9, 10, 132))
    # A heading in capitals names its table without its other name, as its rule would be.
    assert roll_rows(CONCORD, "DÉGÂTS DES DRONES ARMÉS") == d10(
        (1, 1, 152), (2, 2, 153), (3, 3, 154), (4, 4, 155), (5, 5, 156), (6, 10, 157)
    )
    section = "MODIFICATEURS DE TIR"
    assert modifiers(CONCORD) == unconditional(
        section,
        ("Ordre Fire", "+1", 138),
        ("Cible à portée longue", "-1", 139),
        ("Cible à portée extrême", "-2", 140),
        ("Cible arrivée par largage ce tour-ci", "-1", 141),
        ("Tir en surplomb", "-2", 142),
    )


# Boromite Lodges, typed in a text editor for a forum post (tab layout).


def test_boromite_weapons():
    assert weapons(BOROMITES) == [
        plain(27, "Mag Pistol", None, "1"),
        plain(28, "Mag Gun", None, "1"),
        plain(29, "Frag Borer", "Tir direct", "3"),
        plain(30, "Frag Borer", "Surplomb", "2"),
        plain(31, "Lectro Lash", None, "2", melee=True),
        plain(32, "Boromite Grenades", None, "1"),
        plain(37, "Heavy Frag Borer", None, "4"),
        plain(38, "Mass Compactor", None, "4"),
        plain(39, "Mining Laser", "Faisceau", "4"),
        plain(40, "Mining Laser", "Découpe", "7"),
    ]


def test_boromite_bands():
    assert bands(BOROMITES, "frag-borer:tir-direct") == [band(1, EFF, 10), band(2, LONG, 20)]
    assert bands(BOROMITES, "frag-borer:surplomb") == [band(1, EFF, 30, low=10), band(2, LONG, 40), band(3, EXT, 60)]
    assert bands(BOROMITES, "lectro-lash") == []
    assert bands(BOROMITES, "mass-compactor") == [band(1, EFF, 20)]
    assert bands(BOROMITES, "mining-laser:decoupe") == [band(1, EFF, 10)]


def test_boromite_rule_links():
    assert links(BOROMITES, "mag-gun") == []
    assert links(BOROMITES, "frag-borer:tir-direct") == [link("Éclats (D3)", "Éclats", "D3", "eclats-dn")]
    assert links(BOROMITES, "frag-borer:surplomb") == [
        link("SP", "SP", None, "sp"),
        link("Déflagration D4", "Déflagration", "D4", "deflagration-dx"),
        link("Pas de Couvert", "Pas de Couvert", None, "pas-de-couvert"),
    ]
    assert links(BOROMITES, "lectro-lash") == [link("Électrocution", "Électrocution", None, "electrocution")]
    assert links(BOROMITES, "heavy-frag-borer") == [
        link("SP", "SP", None, "sp"),
        link("Déflagration D6", "Déflagration", "D6", "deflagration-dx"),
        link("Pas de Couvert", "Pas de Couvert", None, "pas-de-couvert"),
        link("Lent", "Lent", None, "lent"),
    ]
    assert links(BOROMITES, "mass-compactor") == [
        link("Compacteur", "Compacteur", None, "compacteur"),
        link("Lent", "Lent", None, "lent"),
    ]
    assert links(BOROMITES, "mining-laser:decoupe") == [
        link("Perforant (3)", "Perforant", "3", "perforant-n"),
        link("Surchauffe", "Surchauffe", None, "surchauffe"),
    ]


def test_boromite_rules_and_named_sub_entries():
    assert rules_by_line(BOROMITES) == [
        rule(46, "Éclats (Dn)", takes=True),
        rule(47, "SP"),
        rule(48, "Déflagration Dx", takes=True),
        rule(49, "Pas de Couvert"),
        rule(50, "Électrocution"),
        rule(51, "Lent"),
        rule(52, "Compacteur"),
        rule(53, "Perforant (n)", takes=True),
        rule(54, "Surchauffe"),
        rule(58, "ENDURCI", "HARDENED"),
        rule(60, "Peau de roche", parent=58),
        rule(61, "Mineurs nés", parent=58),
        rule(62, "Tunnelier", parent=61),
        rule(64, "GUILD OVERSEER", "SURVEILLANT DE GUILDE"),
        rule(68, "Contrat de guilde", parent=64),
        rule(69, "Prime de risque", parent=64),
        rule(71, "LAVAMITES", "ESSAIM"),
        rule(81, "HAULER", "TRANSPORTEUR"),
        rule(84, "Benne", parent=81),
        # The items of a numbered list each named over a clause are entries (docs/FORMATS.md).
        rule(105, "Phase d'ordres"),
        rule(106, "Phase de fin de tour"),
        # `Q : …` and `R : …` are the FAQ's text, not entries.
        rule(108, "FAQ"),
    ]
    section = sections(BOROMITES)
    assert section[46] == "RÈGLES SPÉCIALES"
    assert section[58] == "RÈGLES SPÉCIALES"
    assert section[81] == "VÉHICULES"
    assert section[105] == "SÉQUENCE DE TOUR"
    text = texts(BOROMITES)
    assert text[62] == "un Hauler peut traverser un mur de 1\" d'épaisseur en un ordre **Advance**."
    assert text[68] == "une unité de Workers à 10\" ou moins peut relancer un test d'ordre raté."
    assert "Un Hauler peut-il embarquer des Rock Riven ?" in text[108]
    # The changelog is not a rule's text.
    assert "première version" not in all_rule_text(BOROMITES)


def test_boromite_profiles_points_and_index_are_grids():
    cells = grid_rows(BOROMITES)
    assert cells[8] == ["Boromite Workers", "5", "5", "5", "6", "7", "8", "Mag Gun, Frag Borer"]
    assert cells[12] == ["Hauler", "1", "5", "0", "12", "5", "8", "Heavy Frag Borer"]
    assert cells[19] == ["Guild Overseer", "1", "75", "Medi-Drone +10 pts"]
    assert cells[122] == ["Surchauffe", "Règles spéciales"]
    assert sorted(cells) == [8, 9, 10, 11, 12, 17, 18, 19, 20, 119, 120, 121, 122]
    assert grid_columns(BOROMITES, "PROFILS ET COÛTS") == [
        "Profil",
        "Ag",
        "Acc",
        "Fo",
        "Ré",
        "Init",
        "Co",
        "Équipement",
    ]
    assert grid_columns(BOROMITES, "INDEX DES RÈGLES") == ["Mot-clé", "Section"]


def test_boromite_dice_and_modifiers():
    assert roll_rows(BOROMITES, "Surchauffe") == d10((1, 5, 55), (6, 10, 56))
    assert roll_rows(BOROMITES, "LAVAMITES") == d10((1, 1, 75), (2, 7, 76), (8, 10, 77))
    assert roll_rows(BOROMITES, "Dégâts du Hauler") == d10((1, 1, 89), (2, 4, 90), (5, 8, 91), (9, 10, 92))
    section = "MODIFICATEURS DE CORPS-À-CORPS"
    assert modifiers(BOROMITES) == unconditional(
        section,
        ("Unité qui charge", "+1 For", 98),
        ("Cible à terre (Down)", "+1 For", 99),
        ("Rock Riven en charge", "+2 For", 100),
        ("Unité avec 3 pions Stress ou plus", "-1 For", 101),
    )


# A tournament pack written in Word and saved as plain text (tab layout, Word's bullets).


def test_tournament_weapons():
    assert weapons(TOURNOI) == [
        plain(31, "Arme de poing", None, "0", melee=True),
        plain(32, "Mag Pistol", None, "1"),
        plain(33, "Mag Gun", None, "1"),
        plain(34, "Plasma Carbine", "Dispersion", "0"),
        plain(35, "Plasma Carbine", "Tir Unique", "2"),
        plain(36, "Micro-X Launcher", "Tir Direct", "1"),
        plain(37, "Micro-X Launcher", "Surplomb", "0"),
        plain(38, "Plasma Cannon", None, "6"),
        plain(39, "X-Howitzer", None, "2"),
        plain(40, "Plasma Grenades", None, "1"),
    ]


def test_tournament_bands_and_links():
    assert bands(TOURNOI, "arme-de-poing") == []
    assert bands(TOURNOI, "micro-x-launcher:surplomb") == [
        band(1, EFF, 20, low=10),
        band(2, LONG, 30),
        band(3, EXT, 50),
    ]
    assert bands(TOURNOI, "x-howitzer") == [band(1, EFF, 50, low=10), band(2, LONG, 100), band(3, EXT, 250)]
    assert links(TOURNOI, "arme-de-poing") == []
    assert links(TOURNOI, "plasma-carbine:dispersion") == [link("TR2", "TR", "2", "tr-n")]
    assert links(TOURNOI, "micro-x-launcher:surplomb") == [
        link("SP", "SP", None, "sp"),
        link("Déflagration D4", "Déflagration", "D4", "deflagration-d-n"),
        link("Pas de Couvert", "Pas de Couvert", None, "pas-de-couvert"),
    ]
    assert links(TOURNOI, "plasma-cannon") == [link("Panne de Plasma", "Panne de Plasma", None, "panne-de-plasma")]
    assert links(TOURNOI, "plasma-grenades") == [link("Dangereux CàC", "Dangereux CàC", None, "dangereux-cac")]


def test_tournament_rules_orders_and_reactions():
    assert rules_by_line(TOURNOI) == [
        rule(16, "FORMAT ET LIMITES"),
        rule(24, "Phase d'ordres"),
        rule(25, "Phase de fin de tour"),
        rule(26, "Remise en sac"),
        rule(46, "TR(n)", takes=True),
        rule(47, "SP"),
        rule(48, "Déflagration D(n)", takes=True),
        rule(49, "Pas de Couvert"),
        rule(50, "Panne de Plasma"),
        rule(51, "Dangereux CàC"),
        rule(53, "ORDRES"),
        rule(57, "Fire", "Tir", parent=53),
        rule(58, "Tir concentré", parent=57),
        rule(59, "Tir partagé", parent=57),
        rule(60, "Advance", "Avance", parent=53),
        rule(61, "Run", "Course", parent=53),
        rule(62, "Sprint", parent=61),
        rule(63, "Ambush", "Embuscade", parent=53),
        rule(64, "Rally", "Ralliement", parent=53),
        rule(65, "Down", "À terre", parent=53),
        rule(67, "RÉACTIONS"),
        rule(71, "Down", "À terre", parent=67),
        rule(72, "Riposte", "Return Fire", parent=67),
        rule(73, "Riposte ratée", parent=72),
        rule(74, "Fuite", "Escape", parent=67),
        # A line under a modifiers table is a rule of them, the section's text (as in the siblings for other factions'
        # `MODIFICATEURS DE CHARGE`): `Un tireur ne subit jamais plus de -5 au total.`
        rule(76, "MODIFICATEURS DE TIR"),
        # `Q. …` and `R. …` are the FAQ's text, not entries named `Q` and `R`.
        rule(115, "FAQ DU TOURNOI"),
    ]
    section = sections(TOURNOI)
    assert section[24] == "SÉQUENCE DE TOUR"
    assert section[46] == "RÈGLES DES ARMES"
    text = texts(TOURNOI)
    assert text[58] == "Toute l'unité doit tirer sur la même cible."
    assert text[73] == "Un test d'ordre raté laisse l'unité Down."
    assert text[53].startswith("Chaque dé d'ordre tiré donne l'un des six ordres suivants à une unité.")
    assert "Armées de 1000 points au plus" in text[16]
    assert "Peut-on mesurer avant de donner un ordre ?" in text[115]
    assert "Les armes propres à chaque faction" not in all_rule_text(TOURNOI)


def test_tournament_scenarios_and_scoring_are_grids():
    assert grid_names(TOURNOI) >= {"SCÉNARIOS", "BARÈME"}
    assert grid_columns(TOURNOI, "SCÉNARIOS") == ["Ronde", "Scénario", "Déploiement", "Points de victoire"]
    assert grid_columns(TOURNOI, "BARÈME") == ["Résultat", "Points de tournoi"]
    cells = grid_rows(TOURNOI)
    assert cells[102] == ["2", "Percée", "Diagonale", "3 PV par unité dans la zone adverse"]
    assert cells[108] == ["Victoire majeure (5 PV d'écart ou plus)", "5"]
    assert cells[113] == ["Armée entièrement peinte", "+1"]
    assert set(range(101, 104)) | set(range(108, 114)) <= set(cells)


def test_tournament_dice_and_modifiers():
    assert roll_table_names(TOURNOI) == {"DÉGÂTS DES VÉHICULES"}
    assert roll_rows(TOURNOI, "DÉGÂTS DES VÉHICULES") == d10(
        (1, 1, 91), (2, 3, 92), (4, 5, 93), (6, 8, 94), (9, 9, 95), (10, 10, 96)
    )
    section = "MODIFICATEURS DE TIR"
    assert modifiers(TOURNOI) == unconditional(
        section,
        ("Ordre Fire", "+1", 79),
        ("Cible à portée longue", "-1", 80),
        ("Cible à portée extrême", "-2", 81),
        ("Arme TR à portée longue ou extrême", "-1", 82),
        ("Tireur avec des pions Stress", "-1 par pion", 83),
        ("Tir en surplomb", "-2", 84),
    )


# What the sheets above taught the readers, each in a few lines.


def _sheet(text: str, file: str = "inline.md") -> dict:
    return inline_tables(text, file)


def _coverage(text: str) -> dict[int, str]:
    coverage = inline_result(text).coverage
    return dict(zip(coverage["source_line"], coverage["kind"], strict=True))


def _rules(text: str) -> list[tuple]:
    """[(line, name, parent's line)] of each rule, by line."""
    frame = _sheet(text)["rules"]
    line_of = dict(zip(frame["rule_id"], frame["source_line"], strict=True))
    return sorted(
        (line, name, line_of.get(parent))
        for line, name, parent in rows(frame, ["source_line", "name", "parent_rule_id"])
    )


def test_a_faq_s_questions_and_answers_name_no_entries():
    text = (
        "RÈGLES\n\n- **Lent.** L'unité ne court pas.\n\nFAQ\n\n**Q :** Lent empêche-t-il le sprint ?\n"
        "**R :** Oui.\n\nQ. Et la course ?\nR. Aussi.\n"
    )
    assert _rules(text) == [(3, "Lent", None), (5, "FAQ", None)]
    assert "Lent empêche-t-il le sprint ?" in _sheet(text)["rules"].set_index("name")["text"]["FAQ"]


def _rolls(text: str, file: str = "inline.md") -> list[tuple]:
    return rows(_sheet(text, file)["roll_tables"], ["table_name", "roll_from", "roll_to", "source_line"])


def test_a_first_column_numbering_rounds_holds_no_rolls():
    text = (
        "SCÉNARIOS\n\nRonde\tScénario\tDéploiement\n1\tRencontre\tLongueur\n2\tPercée\tDiagonale\n\n"
        "DÉGÂTS\n\nJet de D10\tEffet\n1-5\tRien.\n6-10\tDétruit.\n"
    )
    assert _rolls(text) == [("DÉGÂTS", 1, 5, 10), ("DÉGÂTS", 6, 10, 11)]
    grid = _sheet(text)["reference_tables"]
    assert rows(grid[grid["row_index"] == 2], ["column_label", "value"]) == [
        ("Ronde", "2"),
        ("Scénario", "Percée"),
        ("Déploiement", "Diagonale"),
    ]


def test_the_version_line_under_the_title_is_front_matter():
    text = (
        "THE GHAR EMPIRE (L'EMPIRE GHAR)\n\n*Aide de jeu – v0.9 bêta (février 2024).*\n\nRÈGLES\n\n- **Lent.** Texte.\n"
    )
    assert _rules(text) == [(7, "Lent", None)]
    assert _coverage(text)[3] == "front_matter"
    # A title over a text that dates nothing keeps it as its rule's.
    assert _rules("ORDRES\n\nChaque dé donne un ordre.\n")[0][1] == "ORDRES"


def test_credits_name_no_rules():
    text = (
        "RÈGLES\n\n- **Lent.** Texte.\n\nTraduction française : équipe FR. Relecture : Clara.\n\n"
        "CRÉDITS\n\nPack rédigé par Antoine R., merci à tous.\n"
    )
    assert _rules(text) == [(3, "Lent", None)]
    coverage = _coverage(text)
    assert [coverage[line] for line in (5, 7, 9)] == ["credits", "heading", "credits"]


def test_notes_under_tables_are_no_rules():
    text = (
        "PROFILS\n\n| Unité | Ag | Co |\n|---|---|---|\n| Trooper | 5 | 8 |\n\n"
        "Toutes les valeurs sont celles du livre.\n\n"
        "ARMES LOURDES\n\n| Arme | Efficace | VI | Règles Spéciales |\n|---|---|---|---|\n"
        '| Phase Cannon | 30" | 5 | – |\n\n'
        "*Note : les armes lourdes ne tirent pas après un ordre Advance.*\n\n"
        "ORDRES\n\nChaque dé donne un ordre.\n\n| Ordre | Effet | Note |\n|---|---|---|\n| Fire | Tir | +1 |\n\n"
        "Un ordre raté laisse l'unité Down.\n"
    )
    # A section with a text of its own before its table keeps the lines under it as text.
    assert _rules(text) == [(17, "ORDRES", None)]
    assert "Un ordre raté" in _sheet(text)["rules"]["text"][0]
    coverage = _coverage(text)
    assert [coverage[line] for line in (7, 15)] == ["table_note", "table_note"]


def test_contents_lists_naming_the_sheet_s_headings():
    text = (
        "SOMMAIRE\n\n1. Règles spéciales\n2. Ordres\n\nTable des matières\n\nRègles spéciales\t2\nOrdres\t3\n\n"
        "RÈGLES SPÉCIALES\n\n- **Lent.** Texte.\n\nORDRES\n\n- **Fire (Tir).** Texte.\n\n"
        "INDEX\n\nLent ............ Règles spéciales\nFire ............ Ordres\n"
    )
    assert [name for _, name, _ in _rules(text)] == ["Lent", "Fire"]
    coverage = _coverage(text)
    assert {coverage[line] for line in (1, 3, 4, 6, 8, 9, 19, 21, 22)} == {"table_of_contents"}
    # Under any other title, a list naming headings is the section's text.
    assert next(name for _, name, _ in _rules(text.replace("SOMMAIRE", "À RETENIR"))) == "À RETENIR"


def test_an_index_and_a_scoring_table_are_grids():
    text = (
        "RÈGLES SPÉCIALES\n\n- **Séisme.** Texte.\n\nINDEX DES RÈGLES\n\nMot-clé\tSection\nSéisme\tRègles spéciales\n"
        "Lent\tRègles spéciales\n\nBARÈME\n\nRésultat\tPoints de tournoi\nVictoire\t5\nDéfaite\t0\nArmée peinte\t+1\n"
    )
    assert [name for _, name, _ in _rules(text)] == ["Séisme"]
    grid = _sheet(text)["reference_tables"]
    cells = rows(grid, ["table_name", "row_index", "column_label", "value"])
    assert ("INDEX DES RÈGLES", 2, "Section", "Règles spéciales") in cells
    assert ("BARÈME", 3, "Points de tournoi", "+1") in cells
    assert len(cells) == 10  # the labels head their columns, no row of their own
