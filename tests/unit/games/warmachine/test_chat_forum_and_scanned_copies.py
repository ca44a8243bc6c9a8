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
from tests.unit.games.warmachine.test_markup_and_spreadsheet_exports import kinds, weapons

OCR_ENTRY = SheetEntry("wm", "warmachine-ocr.txt", "warmachine", None, "Warmachine", "freetext")


def _refusal(text: str) -> SheetError:
    with pytest.raises(SheetError) as caught:
        parse_text(text.encode(), OCR_ENTRY, "bad/warmachine-ocr.txt")
    return caught.value


# --- a Discord channel ------------------------------------------------------------------


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


# --- `Cle : valeur` blocks, no accents ---------------------------------------------------


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
