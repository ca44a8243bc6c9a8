"""What a player and a print shop judge the printed products by, measured on every sheet's
published PDFs: nothing of the sheet lost or invented, tables and sentences whole, even and
legible type, values never broken, card numbers, and print-shop files in PDF/X-4."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pikepdf
import pytest

from pipeline.parse.decode import decode_sheet
from pipeline.render.entries import KEEP_ROWS
from tests.conftest import RAW, manifest, parsed
from tests.printed import MM, deck_cards, page_fills, pdf_text, words

SHEETS = ["antares-algoryn", "antares-freeborn", "warmachine-core", "epic-abilities", "infinity-core"]
# Lines of a sheet that are its structure, not its content: headings the products print
# their own way (`TABLEAUX DES DÉGÂTS`), table headers (`Score`, `MUNIT.`), page headers.
STRUCTURE = {"heading", "table_header", "page_header", "table_separator"}
# Markup a sheet is typed with: HTML tags (`<i>`), bracketed tags (`[justifier]`).
MARKUP = re.compile(r"<[^>]+>|\[/?[a-z]+\]")
# The cards' type (templates/cards.css): the deck's body size, the smaller one a card just
# over one card takes, the tags'; every title's; the footers'.
DECK_PT, FLOOR_PT, TAG_PT, TITLE_PT, FOOTER_PT = 7.5, 7.0, 6.2, 9.0, 6.0


def published(built: Path, name: str) -> Path:
    return built / "output" / "pdf" / name


def content_words(sheet_id: str) -> set[str]:
    """The distinct words of the sheet's content lines, its markup left out."""
    result = parsed(sheet_id)
    structure = set(result.coverage[result.coverage["kind"].isin(STRUCTURE)]["source_line"])
    lines = decode_sheet(manifest()[sheet_id].path(RAW).read_bytes()).text.splitlines()
    return words("\n".join(MARKUP.sub(" ", line) for number, line in enumerate(lines, 1) if number not in structure))


@pytest.mark.parametrize("sheet_id", SHEETS)
@pytest.mark.parametrize("product", ["{}.pdf", "{}-cards-print.pdf"])
def test_each_product_holds_its_sheets_words(built, sheet_id, product):
    sheet = content_words(sheet_id)
    missing = sheet - words(pdf_text(published(built, product.format(sheet_id))))
    assert 1 - len(missing) / len(sheet) >= 0.995, sorted(missing)


def flat(text: str) -> str:
    return "".join(text.replace("\u202f", " ").split()).casefold()


@pytest.mark.parametrize("sheet_id", SHEETS)
def test_every_name_other_name_and_tag_prints_and_nothing_else(built, sheet_id):
    """A rule's name and its other-language name, abbreviation or tag print on the sheet
    and on the cards, shared cards included; no `(X)` the sheet does not print."""
    rules = parsed(sheet_id).tables["rules"]
    raw = decode_sheet(manifest()[sheet_id].path(RAW).read_bytes()).text
    for product in (f"{sheet_id}.pdf", f"{sheet_id}-cards-print.pdf"):
        text = pdf_text(published(built, product))
        printed = flat(text.replace("-\n", ""))
        for name, alt in zip(rules["name"], rules["name_alt"], strict=True):
            assert flat(name) in printed, (product, name)
            if isinstance(alt, str):
                assert flat(alt) in printed, (product, name, alt)
        assert text.count("(X)") <= raw.count("(X)"), product


def _holding(cards: list, cells: list[str]) -> list[int]:
    """The cards whose text holds every word of `cells` (a table's rows wrap in their
    cells, so their words are what a card is searched for)."""
    wanted = words(" ".join(cells))
    return [number for number, card in enumerate(cards) if wanted <= words(" ".join(line.text for line in card.body))]


@pytest.mark.parametrize("sheet_id", SHEETS)
def test_dice_tables_and_grids_of_up_to_twelve_rows_print_on_one_card(built, sheet_id):
    tables = parsed(sheet_id).tables
    cards = deck_cards(published(built, f"{sheet_id}-cards-print.pdf"))
    small = [
        (name, list(rows["result"]))
        for name, rows in tables["roll_tables"].groupby("table_name")
        if len(rows) <= KEEP_ROWS
    ]
    small += [
        (name, [value for value in cells["value"] if value])
        for name, cells in tables["reference_tables"].groupby("table_name")
        if cells["row_index"].nunique() <= KEEP_ROWS
    ]
    # A dice table a rule gives in words (`Sur un résultat de 1-5, …`) prints as its words.
    in_words = flat(" ".join(tables["rules"]["text_plain"].dropna()))
    small = [(name, cells) for name, cells in small if not all(flat(cell) in in_words for cell in cells)]
    for name, cells in small:
        # On one card; or, too long for one at 7 pt, on cards of its own (`… (suite)`).
        own = [card for card in cards if card.title.removesuffix(" (suite)").replace("\u202f", " ") == name]
        assert _holding(cards, cells) or len(own) > 1, name
    assert small or (tables["roll_tables"].empty and tables["reference_tables"].empty)


def test_continued_cards_break_between_sentences_and_end_full_enough(built):
    """No card ends on the colon announcing what the next holds, none is continued in the
    middle of a sentence (the next card opening on a lower case), and the last card of a
    continued one holds five lines or more, unless the card before it is full to its foot
    (filling the last would have taken a long paragraph from it, leaving it half empty)."""
    continued = 0
    for sheet_id in SHEETS:
        cards = deck_cards(published(built, f"{sheet_id}-cards-print.pdf"))
        for number, card in enumerate(cards):
            following = cards[number + 1] if number + 1 < len(cards) else None
            if following is not None and following.continued:
                continued += 1
                assert not card.body[-1].text.rstrip().endswith(":"), (sheet_id, number + 1)
                opening = following.body[0].text.lstrip("•– ")
                assert not opening[:1].islower(), (sheet_id, number + 2, card.body[-1].text, opening)
            if card.continued and (following is None or not following.continued):
                assert len(card.body) >= 5 or cards[number - 1].fill >= 0.8, (sheet_id, number + 1)
    assert continued > 20


def test_type_is_legible_and_even_and_the_decks_compact(built):
    total = 0
    for sheet_id in SHEETS:
        cards = deck_cards(published(built, f"{sheet_id}-cards-print.pdf"))
        total += len(cards)
        sizes = [round(line.size, 1) for card in cards for line in card.body]
        assert set(sizes) <= {DECK_PT, FLOOR_PT, TAG_PT}, sheet_id
        # One size where the content allows: the smaller one on cards just over one or two
        # cards only, which it saves a card (tests/unit/render/test_card_fitting.py).
        assert sizes.count(DECK_PT) / len(sizes) >= 0.7, sheet_id
        assert {size for card in cards for size in card.title_sizes} == {TITLE_PT}, sheet_id
        assert {size for card in cards for size in card.footer_sizes} == {FOOTER_PT}, sheet_id
        # Every card's text right under its title: no band a line taller than its title
        # (a continued card's band grows on its next cards only).
        assert max(card.title_gap for card in cards) < 4 * MM, sheet_id
    assert total <= 200


@pytest.mark.parametrize("sheet_id", SHEETS)
def test_reference_sheet_pages_are_a_fifth_full_at_least(built, sheet_id):
    fills = page_fills(published(built, f"{sheet_id}.pdf"))
    assert len(fills) == 1 or min(fills) >= 0.2, fills


@pytest.mark.parametrize("sheet_id", SHEETS)
def test_weapon_values_print_unbroken(built, sheet_id):
    """Each weapon's name, mode, range bands and strength stands whole on one line of its
    card: never hyphenated, never wrapped inside."""
    tables = parsed(sheet_id).tables
    cards = deck_cards(published(built, f"{sheet_id}-cards-print.pdf"))
    lines = [flat(line.text) for card in cards for line in card.body]
    values = [*tables["weapons"]["name"], *tables["weapons"]["mode"].dropna(), *tables["weapons"]["strength_raw"]]
    for value in values:
        if value and value not in ("–", "-", "--"):
            assert any(flat(value).replace('"', "″") in line for line in lines), value
    assert not any(
        line.endswith("-")
        for card in cards
        if card.title.startswith("Armes")
        for line in (flat(body.text) for body in card.body)
    ), sheet_id


@pytest.mark.parametrize("sheet_id", SHEETS)
def test_cards_are_numbered_with_their_data_version(built, sheet_id):
    package = json.loads((built / "output" / "data" / "datapackage.json").read_text(encoding="utf-8"))
    (source,) = [source for source in package["sources"] if source["sheet_id"] == sheet_id]
    cards = deck_cards(published(built, f"{sheet_id}-cards-print.pdf"))
    for number, card in enumerate(cards, start=1):
        assert card.footer.endswith(f"{number}/{len(cards)} · données {source['data_version']}"), card.footer
    sheet_footer = pdf_text(published(built, f"{sheet_id}.pdf"))
    assert f"données {source['data_version']} · fiche {source['sha256'][:8]}" in sheet_footer


def _colour_operators(pdf: pikepdf.Pdf) -> set[str]:
    """Every colour-setting operator the pages and their forms use."""
    found: set[str] = set()

    def visit(owner: pikepdf.Object, seen: set[int]) -> None:
        for _, operator in pikepdf.parse_content_stream(owner):
            if str(operator) in ("rg", "RG", "g", "G", "k", "K", "sc", "scn", "SC", "SCN", "cs", "CS"):
                found.add(str(operator))
        resources = owner.get("/Resources") or {}
        for xobject in (resources.get("/XObject") or {}).values():
            if xobject.get("/Subtype") == "/Form" and xobject.objgen not in seen:
                seen.add(xobject.objgen)
                visit(xobject, seen)

    seen: set[int] = set()
    for page in pdf.pages:
        visit(page.obj, seen)
    return found


@pytest.mark.parametrize("sheet_id", SHEETS)
@pytest.mark.parametrize("product", ["{}.pdf", "{}-cards-print.pdf"])
def test_print_shop_files_are_pdf_x4_in_cmyk(built, sheet_id, product):
    with pikepdf.open(published(built, product.format(sheet_id))) as pdf:
        (intent,) = pdf.Root.OutputIntents
        assert str(intent.S) == "/GTS_PDFX" and str(intent.OutputConditionIdentifier) == "FOGRA39"
        assert int(intent.DestOutputProfile.N) == 4  # a CMYK profile
        with pdf.open_metadata() as xmp:
            assert xmp.get("pdfxid:GTS_PDFXVersion") == "PDF/X-4"
        operators = _colour_operators(pdf)
        assert not operators & {"rg", "RG", "g", "G"}, operators  # no RGB, no grey: CMYK alone
        for page in pdf.pages:
            assert "/TrimBox" in page.obj and "/BleedBox" in page.obj
            assert "/ArtBox" not in page.obj  # PDF/X: a TrimBox or an ArtBox, not both


def test_black_text_and_crop_marks_are_black_ink_alone(built):
    with pikepdf.open(published(built, "warmachine-core-cards-print.pdf")) as pdf:
        fills = set()
        for page in pdf.pages:
            colour = None
            for operands, operator in pikepdf.parse_content_stream(page):
                if str(operator) in ("scn", "k"):
                    colour = tuple(float(value) for value in operands)
                elif str(operator) in ("Tj", "TJ"):
                    fills.add(colour)
            marks = [tuple(float(v) for v in ops) for ops, op in pikepdf.parse_content_stream(page) if str(op) == "K"]
            assert (0.0, 0.0, 0.0, 1.0) in marks
        # Text in black ink alone, white, or the frame's red: never a four-colour black.
        assert (0.0, 0.0, 0.0, 1.0) in fills
        assert all(colour is None or colour[:3] == (0, 0, 0) or colour[1] > 0.5 for colour in fills), fills
