"""Warmachine: references as a chat, a spreadsheet's boxed text export, a
keyboard without accents, a list of weapons and an OCR scan leave them
(tests/fixtures/sheets/warmachine-*, tests/fixtures/bad/warmachine-ocr.txt). Every
expected value below was written by hand from the sheets, before any was parsed.

- warmachine-discord.txt: a Discord channel copied as text: each message opens with its
  time and author (`[12:04] Nikolaï`), the cards pasted in code fences (```` ``` ````,
  ```` ```txt ````), the abilities quoted (`> Gel : …`, a bare `>` between);
- warmachine-cadres.txt: tables drawn with box characters (`┌─┬─┐`, `│`, `├─┼─┤`,
  `└─┴─┘`), a cell wrapped onto the next line of its row (the first cell left empty
  there), and cards framed in a box (`┌──┐ │ … │ └──┘`, and doubled `╔═╗ ║ … ║ ╚═╝`);
- warmachine-fiches-cles.txt: one weapon a block of `Cle : valeur` lines (`Arme : …` or
  `Nom : …`, `Portee : 2`, `Puissance : 7`, `Facultes : …`), blank lines between blocks,
  typed without accents (`Portee`, `Facultes`, `MODIFICATEURS DE MELEE`);
- warmachine-armes-listees.txt: each model's weapons as a bullet list under `Armes :`,
  the stats in parentheses after the name (`- Lance de choc (POR 2, PUI 6, P+S 16) :
  Arme d'hast`), parted by `,`, `;` or `/`, the abilities after `:` or `—`; abilities in
  capitals (`ARME D'HAST : …`);
- bad/warmachine-ocr.txt: a scanned card read by OCR: `P0R` (a zero for the O) must be
  refused with its line, not lose the weapon; so must `PUI l4` and `CdT l` (an `l` for a 1).
"""

from __future__ import annotations

import pytest

from pipeline.model.errors import SheetError
from pipeline.model.sheet import SheetEntry
from pipeline.parse.sheet import parse_text
from tests.conftest import FIXTURES
from tests.unit.games.warmachine.test_markup_and_spreadsheet_exports import bands, kinds, links, parsed, texts, weapons

DISCORD = "warmachine-discord.txt"
BOXES = "warmachine-cadres.txt"
KEYS = "warmachine-fiches-cles.txt"
LISTED = "warmachine-armes-listees.txt"


OCR_ENTRY = SheetEntry("wm", "warmachine-ocr.txt", "warmachine", None, "Warmachine", "freetext")


def _refusal(text: str) -> SheetError:
    with pytest.raises(SheetError) as caught:
        parse_text(text.encode(), OCR_ENTRY, "bad/warmachine-ocr.txt")
    return caught.value


def modifiers(file: str) -> list[list[str]]:
    return parsed(file).tables["modifiers"][["section", "name", "value"]].values.tolist()


# --- a Discord channel ------------------------------------------------------------------


def test_cards_in_code_fences_are_read():
    result = parsed(DISCORD)
    assert weapons(result) == [
        ("Hache de glace", "7", 7, None, None, None, False, "Gel, Arme magique"),
        ("Poing ouvert", "5", 5, None, None, None, False, "Gantelet"),
        ("Canon Bombarde", "14", 14, "1", 1, "aoe-3", False, "Arme lourde"),
        ("Hache d'exécution", "7", 7, None, None, None, False, "Arme magique, Critique : Renversement"),
        ("Hache de guerre", "6", 6, None, None, None, False, "Arme à chaîne"),
    ]
    assert bands(result) == {
        "wm:hache-de-glace": ("POR", 0.5),
        "wm:poing-ouvert": ("POR", 0.5),
        "wm:canon-bombarde": ("POR", 14.0),
        "wm:hache-d-execution": ("POR", 2.0),
        "wm:hache-de-guerre": ("POR", 2.0),
    }
    assert links(result) == [
        ("wm:hache-de-glace", "wm:gel", None, "exact"),
        ("wm:hache-de-glace", "wm:arme-magique", None, "exact"),
        ("wm:poing-ouvert", "wm:gantelet", None, "exact"),
        ("wm:canon-bombarde", "wm:arme-lourde", None, "exact"),
        ("wm:hache-d-execution", "wm:arme-magique", None, "exact"),
        ("wm:hache-d-execution", "wm:critique", "Renversement", "exact"),
        ("wm:hache-de-guerre", "wm:arme-a-chaine", None, "exact"),
    ]


def test_quoted_abilities_and_the_models():
    rules = texts(parsed(DISCORD))
    assert rules["Arme à chaîne"] == "les attaques ignorent les bonus de DEF et d'ARM des boucliers."
    assert rules["Gel"] == "une figurine touchée devient stationnaire pendant un round."
    assert rules["Renversement"] == "la figurine touchée est mise au tapis."
    # As the fuller sheets read it, the models' profiles are grids, no rule's text: a model's heading with
    # no text left names no rule.
    assert "JUGGERNAUT" not in rules and "DESTROYER" not in rules
    grid = parsed(DISCORD).tables["reference_tables"]
    assert list(grid[grid["table_name"] == "DESTROYER"]["value"]) == ["4", "11", "6", "4", "10", "19", "—"]
    # Chatter between the cards is text like any other: the line introducing the quote
    # stands under the last model's profile grid, in a section with no text of its own, so
    # it is a note of that grid (the reader cannot tell it from the sheet's), no rule.
    assert "BERSERKER" not in rules
    assert parsed(DISCORD).report["table_notes"][-1]["text"] == "Et les facultés, tirées du livre :"
    sections = parsed(DISCORD).tables["rules"].set_index("name")["section"]
    assert sections["Gel"] == "FACULTÉS D'ARMES"
    # No message's author names a rule.
    assert not any("Nikolaï" in name or "Vlad" in name for name in rules)
    assert modifiers(DISCORD) == [
        ["MODIFICATEURS DE MÊLÉE", "Attaque de dos", "+2 au jet d'attaque"],
        ["MODIFICATEURS DE MÊLÉE", "Cible au tapis", "touche automatique"],
        ["MODIFICATEURS DE MÊLÉE", "Cible stationnaire", "touche automatique"],
    ]


def test_message_headers_and_fences_are_no_content():
    kind = kinds(parsed(DISCORD))
    assert [kind[line] for line in (1, 4, 18, 32, 42, 54)] == ["chat_header"] * 6
    assert [kind[line] for line in (5, 16, 19, 30, 33, 40)] == ["code_fence"] * 6
    assert kind[45] == "markup"  # the bare `>` between the quote's lines
    assert kind[2] == "unparsed"  # the greeting before any heading: shown in the report, in no table
    assert [kind[line] for line in (9, 10, 11)] == ["weapon"] * 3


def test_chat_headers_and_code_fences():
    from pipeline.parse.readers.chat import is_chat_header
    from pipeline.parse.readers.editors import is_code_fence

    assert is_chat_header("[12:04] Nikolaï")
    assert is_chat_header("[12/03/2024 12:04] Vlad le Rouge")
    assert is_chat_header("[12:04] Nikolaï :")
    assert not is_chat_header("[12:04] Nikolaï : voilà la fiche du Juggernaut, recopiée de la carte")
    assert not is_chat_header("[Note] Lisez la carte")
    assert not is_chat_header("12:04 Nikolaï")
    assert is_code_fence("```")
    assert is_code_fence("```txt")
    assert is_code_fence("~~~")
    assert not is_code_fence("``Gel``")


# --- boxes drawn with box characters ----------------------------------------------------


def test_a_boxed_weapons_table_and_framed_cards():
    result = parsed(BOXES)
    assert weapons(result) == [
        ("Canon Bombarde", "14", 14, "1", 1, "aoe-3", False, "Arme lourde"),
        ("Hache d'exécution", "7", 7, "—", None, None, False, "Arme magique"),
        ("Hache de glace", "7", 7, "—", None, None, False, "Gel, Arme magique"),
        ("Poing ouvert", "5", 5, "—", None, None, False, "Gantelet"),
        ("Lance-roquettes", "12", 12, "d3", None, None, False, "Tir rapide"),
        ("Griffe de bûcheron", "6", 6, None, None, None, False, "Critique : Renversement"),
        ("Lance-vapeur", "12", 12, "1", 1, "spray-8", False, "Critique : Feu"),
    ]
    assert bands(result) == {
        "wm:canon-bombarde": ("POR", 14.0),
        "wm:hache-d-execution": ("POR", 2.0),
        "wm:hache-de-glace": ("POR", 0.5),
        "wm:poing-ouvert": ("POR", 0.5),
        "wm:lance-roquettes": ("POR", 12.0),
        "wm:griffe-de-bucheron": ("POR", 2.0),
        "wm:lance-vapeur": ("POR", 8.0),
    }
    assert links(result) == [
        ("wm:canon-bombarde", "wm:arme-lourde", None, "exact"),
        ("wm:hache-d-execution", "wm:arme-magique", None, "exact"),
        ("wm:hache-de-glace", "wm:gel", None, "exact"),
        ("wm:hache-de-glace", "wm:arme-magique", None, "exact"),
        ("wm:poing-ouvert", "wm:gantelet", None, "exact"),
        ("wm:lance-roquettes", "wm:tir-rapide", None, "exact"),
        ("wm:griffe-de-bucheron", "wm:critique", "Renversement", "exact"),
        ("wm:lance-vapeur", "wm:critique", "Feu", "exact"),
    ]


def test_a_boxed_list_with_wrapped_cells_and_boxed_modifiers():
    rules = texts(parsed(BOXES))
    assert rules["Arme lourde"] == "Un warjack touché est mis au tapis s'il a un socle plus petit que l'attaquant."
    assert rules["Arme magique"] == "L'arme peut endommager les figurines incorporelles."
    assert rules["Feu"] == "La figurine subit un jet de dégâts de PUI 12 à chaque phase d'entretien."
    assert rules["Tir rapide"] == "Avant l'attaque, lancez un d3."
    assert "Faculté" not in rules
    assert modifiers(BOXES) == [
        ["MODIFICATEURS DE TIR", "Cible au tapis", "DEF de base 5"],
        ["MODIFICATEURS DE TIR", "Cible dans un nuage", "−2 au jet d'attaque"],
        ["MODIFICATEURS DE TIR", "Tir visé", "+2 au jet d'attaque"],
    ]


def test_box_borders_are_no_content():
    kind = kinds(parsed(BOXES))
    assert [kind[line] for line in (7, 15, 19, 23, 25, 29, 33, 48, 52, 56)] == ["box_border"] * 10
    assert kind[9] == kind[35] == "table_separator"  # the rule under the header row
    assert [kind[line] for line in (20, 21, 22, 26, 27, 28)] == ["weapon"] * 6
    assert kind[37] == kind[36]  # a wrapped cell's line goes with its row


# --- `Cle : valeur` blocks, no accents ---------------------------------------------------


def test_weapons_as_blocks_of_keys_and_values():
    result = parsed(KEYS)
    assert weapons(result) == [
        ("Hallebarde sacree", "7", 7, None, None, None, False, "Arme d'hast, Arme magique"),
        ("Bouclier repulseur", "3", 3, None, None, None, False, "Repoussement"),
        ("Masse infernale", "7", 7, None, None, None, False, "Critique : Feu"),
        ("Poing", "5", 5, None, None, None, False, None),
        ("Lance-flammes", "12", 12, "1", 1, "spray-8", False, "Feu"),
        ("Fleau", "5", 5, None, None, None, False, "Arme magique"),
    ]
    assert bands(result) == {
        "wm:hallebarde-sacree": ("Portee", 2.0),
        "wm:bouclier-repulseur": ("Portee", 0.5),
        "wm:masse-infernale": ("Portee", 0.5),
        "wm:poing": ("Portee", 0.5),
        "wm:lance-flammes": ("Portee", 8.0),
        "wm:fleau": ("Portee", 2.0),
    }
    assert links(result) == [
        ("wm:hallebarde-sacree", "wm:arme-d-hast", None, "exact"),
        ("wm:hallebarde-sacree", "wm:arme-magique", None, "exact"),
        ("wm:bouclier-repulseur", "wm:repoussement", None, "exact"),
        ("wm:masse-infernale", "wm:critique", "Feu", "exact"),
        ("wm:lance-flammes", "wm:feu", None, "exact"),
        ("wm:fleau", "wm:arme-magique", None, "exact"),
    ]
    assert [kinds(result)[line] for line in range(7, 12)] == ["weapon"] * 5
    assert [kinds(result)[line] for line in range(34, 40)] == ["weapon"] * 6


def test_rules_and_modifiers_without_accents():
    result = parsed(KEYS)
    rules = texts(result)
    assert set(rules) >= {"Arme d'hast", "Arme magique", "Critique", "Feu", "Repoussement"}
    assert rules["Feu"] == "la figurine subit un jet de degats de PUI 12 a chaque phase d'entretien."
    assert not {"Arme", "Nom", "Portee", "Puissance", "Facultes"} & set(rules)
    assert modifiers(KEYS) == [
        ["MODIFICATEURS DE MELEE", "Attaque de dos", "+2 au jet d'attaque"],
        ["MODIFICATEURS DE MELEE", "Cible au tapis", "touche automatique"],
        ["MODIFICATEURS DE MELEE", "Cible stationnaire", "touche automatique"],
    ]


def test_a_key_value_block_with_a_range_but_no_power_is_refused():
    error = _refusal("REVENGER\n\nArme : Hallebarde\nPortee : 2\nCadence : 1\nFacultes : Arme magique\n")
    assert (error.line, error.code) == (4, "bad-stat-line")


def test_a_bad_value_in_a_key_value_block_names_its_own_line():
    error = _refusal("REVENGER\n\nArme : Hallebarde\nPortee : 2\nPuissance : 7x\n\nArme magique : texte.\n")
    assert (error.line, error.cell, error.found, error.code) == (5, "Puissance", "7x", "bad-cell")


def test_a_glossary_line_naming_a_range_is_no_weapon():
    result = parse_text(b"GLOSSAIRE\n\nNom : Portee\nPortee : la distance de l'arme en pouces.\n", OCR_ENTRY)
    assert result.tables["weapons"].empty


# --- weapons listed under `Armes :` ------------------------------------------------------


def test_weapons_listed_with_their_stats_in_parentheses():
    result = parsed(LISTED)
    assert weapons(result) == [
        ("Lance de choc", "6", 6, None, None, None, False, "Arme d'hast, Électro-saut"),
        ("Bouclier de combat", "2", 2, None, None, None, False, "Bouclier"),
        ("Canon de dévastation", "12", 12, "1", 1, None, False, None),
        ("Marteau de bataille", "4", 4, None, None, None, False, None),
        ("Marteau de quake", "7", 7, None, None, None, False, "Critique : Renversement"),
        ("Poing", "4", 4, None, None, None, False, "Gantelet"),
        ("Canon lourd", "14", 14, "1", 1, None, False, "Arme lourde"),
        ("Marteau", "6", 6, None, None, None, False, "Critique : Renversement"),
    ]
    assert bands(result) == {
        "wm:lance-de-choc": ("POR", 2.0),
        "wm:bouclier-de-combat": ("POR", 0.5),
        "wm:canon-de-devastation": ("POR", 10.0),
        "wm:marteau-de-bataille": ("POR", 0.5),
        "wm:marteau-de-quake": ("POR", 2.0),
        "wm:poing": ("POR", 0.5),
        "wm:canon-lourd": ("POR", 12.0),
        "wm:marteau": ("POR", 2.0),
    }
    assert links(result) == [
        ("wm:lance-de-choc", "wm:arme-d-hast", None, "exact"),
        ("wm:lance-de-choc", "wm:electro-saut", None, "exact"),
        ("wm:bouclier-de-combat", "wm:bouclier", None, "exact"),
        ("wm:marteau-de-quake", "wm:critique", "Renversement", "exact"),
        ("wm:poing", "wm:gantelet", None, "exact"),
        ("wm:canon-lourd", "wm:arme-lourde", None, "exact"),
        ("wm:marteau", "wm:critique", "Renversement", "exact"),
    ]


def test_the_weapons_label_and_the_models():
    result = parsed(LISTED)
    rules = texts(result)
    assert rules["LANCER"] == "Warjack léger, souvent associé à un warcaster de soutien."
    assert rules["DEFENDER"] == "Warjack lourd de tir."
    assert rules["ARME D'HAST"] == (
        "l'arme a une allonge de 2\" et ne peut pas être utilisée pour une attaque de charge."
    )
    assert rules["ÉLECTRO-SAUT"].startswith("quand l'arme touche")
    assert "Armes" not in rules
    kind = kinds(result)
    assert [kind[line] for line in (7, 13, 19, 25)] == ["heading"] * 4
    assert [kind[line] for line in (8, 9, 14, 15, 20, 21, 26, 27)] == ["weapon"] * 8


def test_stats_in_parentheses():
    from pipeline.games.warmachine.cards import listed_weapon

    name, stats, abilities = listed_weapon("Canon lourd (POR 12 / CdT 1 / ZDE — / PUI 14) : Arme lourde")  # type: ignore[misc]
    assert (name, abilities) == ("Canon lourd", "Arme lourde")
    assert stats.stats == [("POR", "12"), ("CdT", "1"), ("ZDE", "—"), ("PUI", "14")]
    assert listed_weapon("Poing (x2)") is None  # no stats in the parentheses
    assert listed_weapon("Charge (voir p. 12) : la figurine avance") is None


# --- an OCR scan -----------------------------------------------------------------------


def test_a_stat_label_misread_by_ocr_is_refused_with_its_line():
    error = _refusal((FIXTURES / "bad" / "warmachine-ocr.txt").read_text(encoding="utf-8"))
    assert (error.file, error.line, error.code) == ("bad/warmachine-ocr.txt", 6, "bad-stat-line")
    assert error.found == "P0R 14   CdT 1   ZDE 3   PUI 14"
    assert "P0R" in error.expected and "POR" in error.expected


CARD = "DESTROYER\n\nCanon Bombarde\n{stats}\nFacultés : Arme lourde\n\nArme lourde : un warjack est mis au tapis.\n"


def test_a_letter_for_a_digit_in_a_power_is_refused():
    error = _refusal(CARD.format(stats="POR 14   CdT 1   ZDE 3   PUI l4"))
    assert (error.line, error.cell, error.found, error.code) == (4, "PUI", "l4", "bad-cell")


def test_a_letter_for_a_digit_in_a_rate_of_fire_is_refused():
    error = _refusal(CARD.format(stats="POR 14   CdT l   ZDE 3   PUI 14"))
    assert (error.line, error.cell, error.found, error.code) == (4, "CdT", "l", "bad-cell")


def test_a_letter_for_a_digit_in_an_area_is_refused():
    error = _refusal(CARD.format(stats="POR 14   CdT 1   ZDE O   PUI 14"))
    assert (error.line, error.cell, error.found, error.code) == (4, "ZDE", "O", "bad-cell")


def test_misread_labels():
    from pipeline.games.warmachine.cards import misread_labels

    assert misread_labels("P0R 10   PU1 12") == ["P0R", "PU1"]
    assert misread_labels("POR 10   PUI 12") == []  # read as printed
    assert misread_labels("P0R 10   la figurine avance") == []  # no stat line once read
    assert misread_labels("Warjack de la 2e brigade") == []


def test_a_page_number_inside_a_key_value_block():
    text = "REVENGER\n\nArme : Fleau\nPortee : 2\nPage 3\nPuissance : 5\nFacultes : Arme magique\n"
    result = parse_text(text.encode(), OCR_ENTRY)
    assert weapons(result) == [("Fleau", "5", 5, None, None, None, False, "Arme magique")]
    assert kinds(result)[5] == "page_furniture"


@pytest.mark.parametrize("encoding", ["utf-16-le", "utf-16-be"])
def test_box_characters_in_utf16_without_its_mark(encoding):
    from pipeline.parse.decode import decode_sheet

    text = "ARMES DU DESTROYER\n\nLes profils des armes du warjack.\n\n┌──────┬─────┐\n│ Arme │ POR │\n└──────┴─────┘\n"
    assert decode_sheet(text.encode(encoding)).text == text
    with pytest.raises(SheetError):  # zeros on both sides: still binary data
        decode_sheet(b"\x00\x01\x00\x02" * 40 + b"\x05\x00" * 40)


def test_the_rates_and_areas_a_card_may_print():
    from pipeline.games.warmachine.weapons import area_template, parse_rate

    assert [parse_rate(cell) for cell in ("2", "d3", "D6", "2d3", "d3+1", "*", "—", "")] == [2] + [None] * 7
    assert [area_template(cell) for cell in ("3", '4"', "CTRL", "SP 8", "—", "*")] == [
        "aoe-3",
        "aoe-4",
        "ctrl",
        "spray-8",
        None,
        None,
    ]


INTERLEAVED = """DESTROYER

Canon Bombarde
Arme lourde : un warjack touché est mis au tapis
POR 14   CdT 1   ZDE 3   PUI 14
s'il a un socle plus petit que l'attaquant.
Facultés : Arme lourde
"""


def test_two_pdf_columns_interleaved_are_refused_not_a_weapon_lost():
    # The card's column and the rules' column copied line by line: the weapon's name is no
    # longer over its stats. Reading it would guess; losing it silently is worse.
    error = _refusal(INTERLEAVED)
    assert (error.line, error.found, error.code) == (5, "POR 14   CdT 1   ZDE 3   PUI 14", "orphan-stat-line")
