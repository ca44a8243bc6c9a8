"""Written blind: five next-faction Antares sheets (`markdown`), each written by
another volunteer with their own typing habits and tools, in the layout of one real sheet.
Every expected value below was written by hand from the sheets, before the parser was run.

- `antares-ghar-traitement.md` (Algoryn layout, typed in a word processor): curly
  apostrophes, « guillemets » and no-break / narrow no-break spaces before `:` `;` `!`,
  `–` between a weapon and its `<i>Mode</i>` and in ranges (`10–30"`, `2–3`), `SP×2`,
  `Impact ×2`, `1er`, a no-break hyphen in `corps‑à‑corps`, header cells with their accents
  dropped (`Portee Longue`, `Extreme`, `Regles Speciales`), rule parameters as `(n)` after
  the name, a D6 table beside the D10 ones.
- `antares-isorian-lecteur-pdf.md` (Algoryn layout, copied from a PDF viewer): `●` and `▪`
  bullets, rules wrapped mid-sentence over two or three lines, words hyphenated across
  lines (`bou-` / `gé`), ligatures (`ﬁ`, `ﬂ`), a running footer with the page number
  between two rules and between an entry's text and its sub-entries.
- `antares-boromites-numerotes.md` (Freeborn layout): rules numbered `1.` … `14.`,
  parameters in brackets (`TR[n]`, `Lourd[2]`), `Exception :` and `Note :` lines under a
  numbered rule, common rules as a definition list (`Nom` then `: texte`), a bold
  `**Exception :**` nested under a named sub-entry, `- 1 = …` dice bullets, `-` range cells.
- `antares-concord-aligne.md` (Freeborn layout): columns aligned with several tabs, a header
  in capitals without accents (`PORTEE LONGUE`), the weapons table split by a page footer
  with its header repeated, a blank rules cell with its trailing tab, a comment line right
  under the table, modifiers as `Nom<TAB><TAB>-1`.
- `antares-virai-speciales.md` (Algoryn layout): rule names in bold italics (`***TR(n).***`),
  some in capitals with an `(X)` placeholder (`SPORES (X)`), `— Spécial :` / `— Exception :`
  sub-entries with an em dash, a comment row under the weapons table (empty cells then the
  comment), modifiers as a two-column pipe table.
"""

from __future__ import annotations

import pytest

from pipeline.contract.validate import typed_tables, validate_tables
from tests.antares_tables import (
    band,
    dice_rows,
    link,
    links,
    modifiers,
    names,
    parents,
    profiles,
    rules_by_line,
    tables,
    texts,
    unparsed,
    words,
)
from tests.antares_tables import bands as bands_of
from tests.conftest import rows

GHAR = "antares-ghar-traitement.md"
ISO = "antares-isorian-lecteur-pdf.md"
BORO = "antares-boromites-numerotes.md"
CONC = "antares-concord-aligne.md"
VIRAI = "antares-virai-speciales.md"
NEW_SHEETS = [GHAR, ISO, BORO, CONC, VIRAI]

EFF, LONG, EXT = "Efficace", "Portée Longue", "Extrême"


def alts(file: str) -> dict[int, str | None]:
    return {line: alt for line, _, alt, _, _ in rules_by_line(file)}


def modifier_values(file: str) -> list[tuple]:
    return [(section, value, line) for section, _, _, value, line in modifiers(file)]


@pytest.mark.parametrize("file", NEW_SHEETS)
def test_every_line_is_read(file):
    assert unparsed(file) == []


@pytest.mark.parametrize("file", NEW_SHEETS)
def test_the_tables_validate(file):
    assert validate_tables(typed_tables(tables(file))) == []


# Ghar (Algoryn layout, word processor).


def test_ghar_weapons():
    assert profiles(GHAR) == [
        (7, "Scourer Cannon", None, "2", False),
        (8, "Gouger Gun", None, "1", False),
        (9, "Flitter Pistol", None, "1", False),
        (10, "Plasma Amplifier", "Diffus", "0", False),
        (11, "Plasma Amplifier", "Concentré", "4", False),
        (12, "Disruptor Cannon", None, "3", False),
        (13, "Disruptor Bomber", None, "2", False),
        (14, "Heavy Scourer Cannon", None, "4", False),
        (15, "Lugger Gun", "Tir Direct", "1", False),
        (16, "Lugger Gun", "Surplomb", "0", False),
        (17, "Compression Lugger", None, "8/5/2", False),
        (18, "Gouge Claw", None, "5", True),
        (19, "Plasma Grenades", None, "1", False),
        (20, "Disruptor Charges", None, "2", False),
    ]


def test_ghar_bands_keep_their_headers():
    long, ext = "Portee Longue", "Extreme"
    assert bands_of(GHAR, "disruptor-bomber") == [band(1, EFF, 30, 10), band(2, long, 60), band(3, ext, 120)]
    assert bands_of(GHAR, "flitter-pistol") == [band(1, EFF, 10), band(2, long, 20)]
    assert bands_of(GHAR, "compression-lugger") == [
        band(1, EFF, 30, 10, 8),
        band(2, long, 40, None, 5),
        band(3, ext, 80, None, 2),
    ]
    assert bands_of(GHAR, "gouge-claw") == []


def test_ghar_links():
    assert links(GHAR, "plasma-amplifier:concentre") == [link("Surchauffe (1)", "Surchauffe", "1", "surchauffe-n")]
    assert links(GHAR, "heavy-scourer-cannon") == [
        link("TR4", "TR", "4", "tr-n"),
        link("Lourde (2)", "Lourde", "2", "lourde-n"),
    ]
    claw = links(GHAR, "gouge-claw")
    assert claw[0] == link("Broyeur (2)", "Broyeur", "2", "broyeur-n")
    assert claw[1][3] == "impact-x2" and claw[1][4] == "exact"
    bomber = links(GHAR, "disruptor-bomber")
    assert bomber[1] == link("Déflagration D6", "Déflagration", "D6", "deflagration-d-n")
    assert links(GHAR, "disruptor-cannon")[1][3:] == ("sp-spx2", "exact")
    assert links(GHAR, "disruptor-charges")[1][3:] == ("dangereux-a-c", "exact")


def test_ghar_rules():
    name, parent = names(GHAR), parents(GHAR)
    assert name[24] == "TR(n)"
    assert name[28] == "Surchauffe (n)"
    assert name[35] == "Dangereux à C"
    assert name[42].startswith("Leader")
    assert alts(GHAR)[44] == "Révolte des Parias"
    assert name[46] == "ARMURE DE COMBAT GHAR"
    assert parent[50] == 46 and parent[51] == 46
    assert name[50] == "Pas-de-Géant"
    assert name[53] == "DISRUPTOR"
    assert [parent[line] for line in (59, 60, 61)] == [53, 53, 53]
    assert name[74] == "Répulsion" and parent[74] == 69
    assert "« Perturbation »" in words(texts(GHAR)[28])


def test_ghar_dice_and_modifiers():
    assert dice_rows(GHAR) == [
        ("D10", 1, 1, 94),
        ("D10", 2, 3, 95),
        ("D10", 4, 5, 96),
        ("D10", 6, 7, 97),
        ("D10", 8, 9, 98),
        ("D10", 10, 10, 99),
        ("D6", 1, 2, 105),
        ("D6", 3, 4, 106),
        ("D6", 5, 5, 107),
        ("D6", 6, 6, 108),
        ("D10", 1, 2, 114),
        ("D10", 3, 6, 115),
        ("D10", 7, 9, 116),
        ("D10", 10, 10, 117),
    ]
    section = "MODIFICATEURS DE TIR"
    assert modifier_values(GHAR) == [
        (section, v, line) for v, line in zip(["-1", "-1", "-2", "-2", "+1", "-1"], range(81, 87), strict=True)
    ]


# Isorian (Algoryn layout, copied from a PDF).


def test_isorian_weapons_and_links():
    found = profiles(ISO)
    assert len(found) == 14
    assert found[2] == (9, "Phase Carbine", "Dispersion", "0", False)
    assert found[10] == (17, "Fractal Lance", None, "3+1 max 9", False)
    assert found[12] == (19, "Phase Blade", None, "3", True)
    assert bands_of(ISO, "phase-mortar") == [band(1, EFF, 40, 10), band(2, LONG, 60), band(3, EXT, 120)]
    assert links(ISO, "phase-sniper-rifle") == [
        link("Précision (2)", "Précision", "2", "precision-n"),
        link("Choisir une Cible", "Choisir une Cible", None, "choisir-une-cible"),
    ]
    assert links(ISO, "tsan-ra-phase-cannon")[1] == link("Lourde (2)", "Lourde", "2", "lourde-n")


def test_isorian_wrapped_rules_are_whole():
    name, text = names(ISO), texts(ISO)
    assert name[24] == "TR(n)" and name[30] == "Précision (n)" and name[41] == "Lourde (n)"
    assert words(text[24]).endswith("Voir modificateurs de Tir.")
    assert "qui n'a pas bougé ce tour" in words(text[30])
    assert "Sa VI augmente de +1" in words(text[42])
    assert "page 2" not in words(text[36]) and "page 2" not in words(text[41])
    assert words(text[36]).endswith("lourdement blindées.")
    assert "se déplacent avec l'unité" in words(text[69])
    assert "ﬁ" not in "".join(words(t) for t in text.values())


def test_isorian_entries_and_sub_entries():
    name, parent = names(ISO), parents(ISO)
    assert name[60] == "PHASE SHIELD" and alts(ISO)[60] == "Bouclier de Phase"
    assert name[65] == "Surcharge" and parent[65] == 60 and parent[67] == 60
    assert name[69] == "NANO-SPORES"
    assert [parent[line] for line in (76, 77, 78)] == [69, 69, 69]
    assert name[77] == "Filtration"
    assert name[81] == "TARGETER PROBE"
    assert dice_rows(ISO) == [
        ("D10", 1, 1, 97),
        ("D10", 2, 8, 98),
        ("D10", 9, 10, 99),
        ("D10", 1, 1, 107),
        ("D10", 2, 3, 108),
        ("D10", 4, 4, 109),
        ("D10", 5, 5, 110),
        ("D10", 6, 10, 111),
    ]


# Boromites (Freeborn layout, numbered rules).


def test_boromites_weapons():
    assert profiles(BORO) == [
        (7, "Mag Pistol", None, "1", False),
        (8, "Mag Gun", None, "1", False),
        (9, "Mag Repeater", None, "0", False),
        (10, "Mass Compactor", "Dispersion", "1", False),
        (11, "Mass Compactor", "Compression", "6/4/2", False),
        (12, "Rock Gun", "Éclats", "0", False),
        (13, "Rock Gun", "Bloc", "3", False),
        (14, "Frag Borer", None, "2", False),
        (15, "Mag Light Support", None, "2", False),
        (16, "Mass Driver", None, "5", False),
        (17, "Tractor Maul", "Coup", "3", True),
        (18, "Tractor Maul", "Projection", "1", False),
        (19, "Micro-X Launcher", "Tir Direct", "1", False),
        (20, "Micro-X Launcher", "Surplomb", "0", False),
        (21, "Plasma Grenades", None, "1", False),
        (22, "Mining Charges", None, "3", False),
    ]
    assert bands_of(BORO, "tractor-maul:projection") == [band(1, EFF, 10)]
    assert bands_of(BORO, "mass-compactor:compression") == [
        band(1, EFF, 20, 10, 6),
        band(2, LONG, 30, None, 4),
        band(3, EXT, 50, None, 2),
    ]


def test_boromites_bracket_parameters():
    assert links(BORO, "mag-repeater") == [link("TR[2]", "TR", "2", "tr-n")]
    assert links(BORO, "mass-driver")[1] == link("Lourd[2]", "Lourd", "2", "lourd-n")
    assert links(BORO, "tractor-maul:coup") == [link("Broyeur[2]", "Broyeur", "2", "broyeur-n")]
    assert links(BORO, "rock-gun:eclats")[1] == link("Imprécis", "Imprécis", None, "imprecis")
    found = {line: (name, takes) for line, name, _, _, takes in rules_by_line(BORO)}
    assert found[26] == ("TR[n]", True)
    assert found[33] == ("Lourd[n]", True)
    assert found[40] == ("Broyeur[n]", True)


def test_boromites_numbered_rules_and_their_exceptions():
    name, parent = names(BORO), parents(BORO)
    assert [name[line] for line in (28, 29, 30, 31, 36, 43, 44)] == [
        "SP",
        "Pas de Couvert",
        "Imprécis",
        "Lent",
        "Cycle",
        "Démolition",
        "Dangereux",
    ]
    assert name[34] == "Exception" and parent[34] == 33
    # A `Note :` stays in the text of the rule it annotates, under it.
    assert 42 not in name and "- Note : une unité **Down** ne peut pas être renversée." in texts(BORO)[41]
    assert parent[35] is None and parent[36] is None
    assert "Rock Riders" in words(texts(BORO)[34])


def test_boromites_definition_list_and_entries():
    name, parent, alt = names(BORO), parents(BORO), alts(BORO)
    assert (name[48], alt[48]) == ("Command", "Commandement")
    assert name[51] == "Leader [n]" and alt[51] == "Chef"
    assert (name[57], alt[57]) == ("Tough", "Robuste")
    assert words(texts(BORO)[57]) == "La figurine ignore la première touche de chaque action."
    assert name[60] == "MINING DRILL"
    assert parent[63] == 60 and parent[64] == 60 and parent[65] == 64
    assert name[65] == "Exception"
    assert [parent[line] for line in (71, 72, 73)] == [68, 68, 68]
    assert name[73] == "Spécial"


def test_boromites_dice_and_modifiers():
    assert dice_rows(BORO) == [
        ("D10", 1, 1, 84),
        ("D10", 2, 7, 85),
        ("D10", 8, 10, 86),
        ("D10", 1, 1, 100),
        ("D10", 2, 4, 101),
        ("D10", 5, 7, 102),
        ("D10", 8, 9, 103),
        ("D10", 10, 10, 104),
    ]
    section = "MODIFICATEURS DE TIR"
    assert modifier_values(BORO) == [
        (section, v, line) for v, line in zip(["-1", "-2", "-1", "-2", "+1"], range(90, 95), strict=True)
    ]


# Concord (Freeborn layout, columns aligned with tabs).


def test_concord_weapons_across_the_page_break():
    assert profiles(CONC) == [
        (6, "Plasma Pistol", None, "2", False),
        (7, "Plasma Carbine", "Dispersion", "0", False),
        (8, "Plasma Carbine", "Tir Unique", "2", False),
        (9, "Plasma Lance", "Dispersion", "0", False),
        (10, "Plasma Lance", "Lance", "4", False),
        (11, "Plasma Light Support", None, "3", False),
        (12, "Plasma Cannon", None, "6", False),
        (17, "Plasma Bombard", None, "7", False),
        (18, "X-Launcher", None, "1", False),
        (19, "X-Howitzer", None, "2", False),
        (20, "Compression Cannon", None, "7/4/2", False),
        (21, "Fractal Cannon", None, "2+1 max 10", False),
        (22, "Mag Repeater", None, "0", False),
        (23, "Plasma Grenades", None, "1", False),
    ]
    frame = tables(CONC)["weapons"]
    assert frame.set_index("name")["rules_raw"].isna()["Mag Repeater"]


def test_concord_bands_and_links():
    long, ext = "PORTEE LONGUE", "EXTREME"
    assert bands_of(CONC, "x-howitzer") == [band(1, "EFFICACE", 50, 10), band(2, long, 100), band(3, ext, 250)]
    assert bands_of(CONC, "plasma-lance:lance") == [band(1, "EFFICACE", 20), band(2, long, 30)]
    assert links(CONC, "plasma-lance:lance") == [
        link("Choisir une Cible", "Choisir une Cible", None, "choisir-une-cible"),
        link("Imprécis", "Imprécis", None, "imprecis"),
    ]
    assert links(CONC, "mag-repeater") == []


def test_concord_comment_under_the_table_is_the_table_s_note():
    # The sentence right under the table remarks on it, as a remark row inside a table does.
    notes = rows(tables(CONC)["notes"], ["source_line", "kind", "text"])
    assert (
        24,
        "table_note",
        "Les armes de soutien (Light Support, Cannon, Bombard, X-Howitzer) sont servies par deux figurines.",
    ) in notes


def test_concord_rules_dice_modifiers():
    name, parent = names(CONC), parents(CONC)
    assert name[28] == "TR(n)" and name[37] == "Verrouillage Fractal"
    assert name[46] == "HOLOGRAPHIC SHIELD"
    assert parent[49] == 46 and parent[50] == 46
    assert parent[55] == 53 and parent[56] == 53
    assert name[68] == "Marquage" and parent[68] == 66
    assert dice_rows(CONC) == [
        ("D10", 1, 1, 62),
        ("D10", 2, 9, 63),
        ("D10", 10, 10, 64),
        ("D10", 1, 1, 83),
        ("D10", 2, 3, 84),
        ("D10", 4, 6, 85),
        ("D10", 7, 9, 86),
        ("D10", 10, 10, 87),
    ]
    section = "MODIFICATEURS DE TIR"
    assert modifier_values(CONC) == [
        (section, v, line) for v, line in zip(["-1", "-2", "-1", "-2", "+1"], range(73, 78), strict=True)
    ]


# Virai (Algoryn layout, bold italic names, em-dash sub-entries).


def test_virai_weapons_and_comment_row():
    found = profiles(VIRAI)
    assert [line for line, *_ in found] == list(range(7, 19))
    assert found[4] == (11, "Mhagris Spore Gun", "Nuage", "0", False)
    assert found[9] == (16, "Compression Bombard", None, "9/6/3", False)
    assert found[10] == (17, "Vorpal Cutter", None, "4", True)
    assert 19 in list(tables(VIRAI)["notes"]["source_line"])


def test_virai_links():
    assert links(VIRAI, "mhagris-spore-gun:nuage") == [
        link("Spores (D3)", "Spores", "D3", "spores-x"),
        link("Pas de Couvert", "Pas de Couvert", None, "pas-de-couvert"),
    ]
    assert links(VIRAI, "mhagris-spore-gun:jet") == [link("Spores (1)", "Spores", "1", "spores-x")]
    assert links(VIRAI, "virai-lectro-lance")[0] == link("Surcharge (2)", "Surcharge", "2", "surcharge-x")
    assert links(VIRAI, "vorpal-cutter")[1] == link("Déchirure", "Déchirure", None, "dechirure")


def test_virai_rules_and_sub_entries():
    name, parent = names(VIRAI), parents(VIRAI)
    assert name[23] == "TR(n)"
    assert name[27] == "SPORES (X)"
    assert name[28] == "Spécial" and parent[28] == 27
    assert name[29] == "Exception" and parent[29] == 27
    assert name[45] == "MHAGRIS"
    assert parent[50] == 45 and parent[51] == 45
    # A lone plain `— Spécial : …` under a bullet stays in that rule's text (one nested line
    # opening `Mot :` may be prose); two such lines (SPORES) are its sub-entries.
    assert "Spécial : un Virai Controller Down" in words(texts(VIRAI)[51]).replace("*", "")
    assert name[58] == "Greffe" and parent[58] == 54


def test_virai_dice_and_modifiers():
    assert dice_rows(VIRAI) == [
        # `Lancez un D10 : sur 1-5, … ; sur 6-9, … ; sur 10, …` in a bullet is a roll too.
        ("D10", 1, 5, 57),
        ("D10", 6, 9, 57),
        ("D10", 10, 10, 57),
        ("D10", 1, 2, 66),
        ("D10", 3, 8, 67),
        ("D10", 9, 10, 68),
        ("D10", 1, 1, 86),
        ("D10", 2, 3, 87),
        ("D10", 4, 4, 88),
        ("D10", 5, 6, 89),
        ("D10", 7, 10, 90),
    ]
    section = "MODIFICATEURS DE TIR"
    assert modifier_values(VIRAI) == [
        (section, v, line) for v, line in zip(["-1", "-2", "-1", "-2", "+1"], range(74, 79), strict=True)
    ]
