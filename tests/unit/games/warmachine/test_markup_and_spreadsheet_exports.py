"""Warmachine: references as a PDF, a spreadsheet's `;` export and word
processors leave them (tests/fixtures/sheets/warmachine-*), every value checked by hand.

- warmachine-cryx-pdf.txt: a copy from a PDF: `Page 1 / 3`, `Page 2 sur 3`, the title (in
  lower case) repeated at the top of each page, model names over their weapons' cards, the
  abilities' names on their own lines with their text indented under them, curly
  apostrophes, ligatures, a word cut by hyphenation and a compound word cut at its hyphen;
- warmachine-colonnes-vides.txt: a weapons table aligned with spaces, cells left empty;
- warmachine-export-pointvirgule.csv: a `;` export (BOM, CRLF, an inch mark doubled in a quoted cell, trailing
  empty cells), English and French column labels, ranges in `po`, `Faculté;Description`;
- warmachine-capitales.txt: `NOM : texte` in capitals, cards labelled `Range` / `Power`;
- warmachine-franglais.txt: French and English labels (`RNG 2"`, `Portée 14 po`), stats parted by `|`;
- warmachine-retraits.txt: names over tab-indented texts, `Lancez 2d6 :` over its outcomes.
"""

from __future__ import annotations

from functools import cache

from pipeline.model.result import ParseResult
from pipeline.model.sheet import SheetEntry
from pipeline.parse.readers.aligned import aligned_cells
from pipeline.parse.readers.wrapping import compound_pairs, joined, page_furniture
from pipeline.parse.sheet import parse_text
from tests.hand_written import SHEETS
from tests.helpers import kinds
from tests.warmachine_tables import _plain


@cache
def parsed(file: str) -> ParseResult:
    entry = SheetEntry("wm", file, "warmachine", None, "Warmachine", "freetext")
    return parse_text((SHEETS / file).read_bytes(), entry)


def weapons(result: ParseResult) -> list[tuple]:
    columns = ["name", "strength_raw", "strength", "burst_raw", "burst", "template", "melee_only", "rules_raw"]
    return [_plain(row) for row in result.tables["weapons"][columns].itertuples(index=False)]


def texts(result: ParseResult) -> dict[str, str]:
    rules = result.tables["rules"]
    return dict(zip(rules["name"], rules["text"], strict=True))


# --- a copy from a PDF ------------------------------------------------------------------

CRYX = "warmachine-cryx-pdf.txt"


def test_page_numbers_and_the_repeated_title_are_page_furniture():
    result = parsed(CRYX)
    assert kinds(result)[22] == kinds(result)[41] == "page_header"
    assert [kinds(result)[line] for line in (20, 39, 57)] == ["page_furniture"] * 3  # `Page 1 / 3`, `Page 2 sur 3`
    assert page_furniture(["Texte", "Page 3 sur 12", "3 de 12", "Cryx – Référence    Page 2 sur 4"]) == {1, 2, 3}
    assert not result.tables["rules"]["text"].str.contains("Fiche de référence|Page").any()


def test_hyphenation_is_undone_but_a_compound_word_keeps_its_hyphen():
    node = texts(parsed(CRYX))["RÈGLES DU NODE D’ARC"]
    assert "Le déplacement du bonejack n’affecte pas le sort canalisé" in node
    assert node.endswith("ne peut pas canaliser le souffle d’un lance-flammes.")
    compounds = compound_pairs("Lance-flammes et corps-à-corps")
    assert compounds == {"lance-flammes", "corps-à", "à-corps"}
    assert joined("un lance-", "flammes", compounds) == "un lance-flammes"
    assert joined("le dé-", "placement", compounds) == "le déplacement"


# --- a weapons table aligned with spaces, cells left empty ------------------------------


def test_aligned_cells_under_the_header():
    header = "Arme        POR   CdT   ZDE   PUI"
    assert aligned_cells("Poing       0,5               5", header) == ["Poing", "0,5", "", "", "5"]
    assert aligned_cells("Canon       14    1     3     14", header) == ["Canon", "14", "1", "3", "14"]
    # Texts that do not stand under distinct columns, in order, are read as they come.
    assert aligned_cells("Poing   0,5   5", header) == ["Poing", "0,5", "5"]
