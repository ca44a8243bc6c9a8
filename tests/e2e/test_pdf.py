"""The printed products: page boxes, embedded fonts, nothing lost, themes, metadata, (suite)."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pandas as pd
import pdfplumber
import pytest
import yaml
from pypdf import PdfReader

from pipeline.files import TEMPLATE_DIR
from pipeline.parse.sheet import parse_text
from pipeline.render.context import PrintOptions
from pipeline.render.deck import render_cards
from pipeline.render.pdf import write_pdf
from pipeline.render.sheet import render_html
from tests.conftest import parsed
from tests.printed import check_print_shop_pages, read_once
from tests.unit.parse.test_bad_input import BAD, ENTRY

SHEETS = ["antares-algoryn", "antares-freeborn", "warmachine-core", "epic-abilities", "infinity-core"]
MM = 72 / 25.4
A4, LETTER = (595.28, 841.89), (612.0, 792.0)


def published(built: Path, name: str) -> Path:
    return built / "output" / "pdf" / name


def pdf(built: Path, name: str) -> PdfReader:
    return PdfReader(published(built, name))


def size(box) -> tuple[float, float]:
    return float(box.width), float(box.height)


def close(a: tuple[float, float], b: tuple[float, float], tolerance: float = 0.6) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a, b, strict=True))


def flat(text: str) -> str:
    """Comparable text: line breaks fall anywhere (`E/` `Maulers`), headings print in capitals."""
    return "".join(text.split()).casefold().replace('"', "″")


# A word the typesetter cut at a line's end (`Trajec-` / `toire`).
_CUT_WORD = re.compile(r"-\n(?=[^\W\d_])")


@read_once  # a deck's text is read by two tests: extracting it takes seconds
def flat_text(path: Path) -> str:
    """The pages' text as `flat` compares it, twice: as printed, then with the hyphens of
    words cut at a line's end dropped (a name's own hyphen at a line's end reads in the first)."""
    text = " ".join(page.extract_text() for page in PdfReader(path).pages)
    return f"{flat(text)}\n{flat(_CUT_WORD.sub('', text))}"


def fonts(reader: PdfReader) -> set[tuple[str, bool]]:
    """(base font, embedded) of every font the pages and their forms use."""
    found = set()

    def visit(resources) -> None:
        resources = resources.get_object() if resources is not None else {}
        for font in (resources.get("/Font") or {}).values():
            font = font.get_object()
            descendants = font.get("/DescendantFonts")
            described = descendants[0].get_object() if descendants else font
            descriptor = described.get("/FontDescriptor", {})
            descriptor = descriptor.get_object() if descriptor else {}
            embedded = any(key in descriptor for key in ("/FontFile", "/FontFile2", "/FontFile3"))
            found.add((str(font["/BaseFont"]), embedded))
        for xobject in (resources.get("/XObject") or {}).values():
            visit(xobject.get_object().get("/Resources"))

    for page in reader.pages:
        visit(page.get("/Resources"))
    return found


@pytest.mark.parametrize("sheet_id", SHEETS)
def test_published_pdfs_page_boxes(built, sheet_id):
    reference = pdf(built, f"{sheet_id}.pdf")
    assert all(close(size(page.mediabox), A4) for page in reference.pages)
    nine_up = pdf(built, f"{sheet_id}-cards.pdf")
    assert all(close(size(page.mediabox), A4) for page in nine_up.pages)
    deck = pdf(built, f"{sheet_id}-cards-print.pdf")
    for page in deck.pages:
        trim, bleed, media = page.trimbox, page.bleedbox, page.mediabox
        assert close(size(trim), (63 * MM, 88 * MM))
        assert close(size(bleed), (69 * MM, 94 * MM))
        assert abs(float(trim.left) - float(bleed.left) - 3 * MM) < 0.1
        assert abs(float(trim.bottom) - float(bleed.bottom) - 3 * MM) < 0.1
        # Preflight tools reject a negative origin: the MediaBox starts at 0,0 and holds the bleed.
        assert (float(media.left), float(media.bottom)) == (0, 0)
        assert float(media.right) > float(bleed.right) and float(media.top) > float(bleed.top)
    assert len(nine_up.pages) == -(-len(deck.pages) // 9)


@pytest.mark.parametrize("sheet_id", SHEETS)
def test_print_shop_deck_keeps_text_and_marks_where_shops_want_them(built, sheet_id):
    assert check_print_shop_pages(built / "output" / "pdf" / f"{sheet_id}-cards-print.pdf") > 0


@pytest.fixture(scope="module")
def plain_deck() -> bytes:
    """The Epic sheet's print-shop deck without backs: laid out once for both kinds of back."""
    return render_cards(parsed("epic-abilities").tables)[0]


@pytest.mark.parametrize("back", ["plain", "logo"])
def test_card_backs_interleaved_for_duplex(tmp_path, back, plain_deck):
    tables = parsed("epic-abilities").tables
    deck, nine_up = render_cards(tables, PrintOptions(card_back=back, theme="ink-saver"))
    target = tmp_path / "deck.pdf"
    target.write_bytes(deck)
    cards = len(PdfReader(io.BytesIO(plain_deck)).pages)
    reader = PdfReader(target)
    assert len(reader.pages) == 2 * cards
    assert check_print_shop_pages(target) == 2 * cards
    for number, page in enumerate(reader.pages, start=1):
        # Backs on the even pages: no text, the same boxes as their card.
        assert (page.extract_text().strip() == "") is (number % 2 == 0), number
        assert page.trimbox == reader.pages[number - 1 - (number + 1) % 2].trimbox
    assert len(PdfReader(io.BytesIO(nine_up)).pages) == -(-cards // 9)  # the home deck has no backs


@pytest.mark.parametrize("sheet_id", SHEETS)
def test_every_font_is_the_packaged_one_embedded(built, sheet_id):
    for name in (f"{sheet_id}.pdf", f"{sheet_id}-cards.pdf", f"{sheet_id}-cards-print.pdf"):
        used = fonts(pdf(built, name))
        assert used, name
        for base_font, embedded in used:
            assert embedded, (name, base_font)
            assert re.fullmatch(r"/[A-Z]{6}\+Source-?Sans-?Pro(-[\w-]+)?", base_font), (name, base_font)


@pytest.mark.parametrize("sheet_id", SHEETS)
def test_nothing_lost_in_print(built, sheet_id):
    result = parsed(sheet_id)
    weapons, rules = result.tables["weapons"], result.tables["rules"]
    sheet_text = flat_text(published(built, f"{sheet_id}.pdf"))
    cards_text = flat_text(published(built, f"{sheet_id}-cards-print.pdf"))
    for name in weapons["name"]:
        assert flat(name) in sheet_text and flat(name) in cards_text, name
    for strength in weapons["strength_raw"]:
        assert flat(strength) in sheet_text, strength
    for name in rules["name"]:
        assert flat(name) in sheet_text and flat(name) in cards_text, name


# One sheet is enough: every reference sheet and every 9-up deck takes its page from the
# same stylesheet and imposition, whatever the sheet.
def test_letter_size(tmp_path):
    options = PrintOptions(page_size="Letter")
    target = tmp_path / "letter.pdf"
    tables = parsed("epic-abilities").tables
    write_pdf(render_html(tables, options), target)
    assert all(close(size(page.mediabox), LETTER) for page in PdfReader(target).pages)
    _, nine_up = render_cards(tables, options)
    assert all(close(size(page.mediabox), LETTER) for page in PdfReader(io.BytesIO(nine_up)).pages)


def cmyk_colours(reader: PdfReader) -> set[tuple[float, ...]]:
    """Every CMYK fill and stroke colour the content streams set (scn/k operands)."""
    found = set()
    for page in reader.pages:
        data = page.get_contents().get_data().decode("latin-1")
        for match in re.finditer(r"([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) (?:scn|SCN|k|K)\b", data):
            found.add(tuple(round(float(value), 3) for value in match.groups()))
    return found


def test_themes(built, tmp_path):
    tables = parsed("antares-algoryn").tables
    for theme in ("colour", "ink-saver"):
        target = tmp_path / f"{theme}.pdf"
        if theme == "colour":  # the built sheet is printed in config/config.yaml's theme: no layout of its own
            config = yaml.safe_load((built / "config" / "config.yaml").read_text(encoding="utf-8"))
            assert config["pdf"]["theme"] == theme
            target = published(built, "antares-algoryn.pdf")
        else:
            write_pdf(render_html(tables, PrintOptions(theme=theme)), target)
        used = cmyk_colours(PdfReader(target))
        coloured = {colour for colour in used if any(colour[:3])}  # any ink but black
        assert bool(coloured) is (theme == "colour"), (theme, coloured)


def test_metadata_language_and_tags(built):
    reader = pdf(built, "antares-algoryn.pdf")
    assert reader.metadata["/Title"] == "Antares\u202f: la Prospérité Algoryne"
    assert reader.metadata["/Subject"].startswith("Aide de jeu")
    root = reader.trailer["/Root"]
    assert root["/Lang"] == "fr" and root["/MarkInfo"]["/Marked"] == True and "/StructTreeRoot" in root  # noqa: E712
    nine_up = pdf(built, "antares-algoryn-cards.pdf")
    assert nine_up.trailer["/Root"]["/Lang"] == "fr" and "cartes" in nine_up.metadata["/Title"]


def test_footer_names_title_version_and_source_hash(built):
    text = pdf(built, "antares-freeborn.pdf").pages[0].extract_text()
    sha = parsed("antares-freeborn").tables["sheets"]["source_sha256"].iloc[0]
    assert "Antares\u202f: les Freeborn" in text or "Antares : les Freeborn" in text
    assert re.search(rf"données 1\.0\.0 · fiche {sha[:8]} · page 1/\d+", text)


def test_a_card_too_long_continues_marked_suite():
    result = parse_text((BAD / "long_line.md").read_bytes(), ENTRY, "long_line.md")
    deck, _ = render_cards(result.tables)
    pages = [page.extract_text() for page in PdfReader(io.BytesIO(deck)).pages]
    # A card's title prints in its frame, just above the footer (`Test`, then `3/9 · données …`).
    card = [
        number
        for number, text in enumerate(pages)
        if re.search(r"Déflagration D\(n\)( \(suite\))?\nTest\s+\d+/\d+ · données", text)
    ]
    assert card == list(range(card[0], card[0] + len(card))) and len(card) > 3
    assert "(suite)" not in pages[card[0]]
    assert all("Déflagration D(n) (suite)" in pages[number] for number in card[1:])
    words = " ".join(pages[number] for number in card).replace("-\n", "")
    assert words.count("blabla") == 7143  # every word printed, none clipped
    mortar = [" ".join(text.split()) for text in pages if "Mag Mortar" in text]
    assert len(mortar) == 1 and "Déflagration D10" in mortar[0]  # the weapon names the rule


def test_weapon_card_holds_all_modes_and_its_rules(built):
    deck = PdfReader(built / "output" / "pdf" / "antares-freeborn-cards-print.pdf")
    lance = [" ".join(page.extract_text().split()) for page in deck.pages if "Plasma Lance" in page.extract_text()]
    text = " ".join(lance)
    assert len(lance) == 1
    for mode in ("Dispersion", "Tir Unique", "Lance"):
        assert mode in text
    assert "TR2" in text and "Choisir la Cible" in text  # the rules it carries, named; their text on their cards
    assert any("TR(n)" in page.extract_text() and "Tir Rapide" in page.extract_text() for page in deck.pages)
    assert pd.notna(parsed("antares-freeborn").tables["weapons"]["mode"]).sum() >= 3


@pytest.mark.parametrize("theme", ["colour", "ink-saver"])
def test_table_headers_stay_readable(theme):
    """Header text on its fill: the ink-saver theme once printed black on black."""
    css = (TEMPLATE_DIR / f"theme-{theme}.css").read_text(encoding="utf-8")
    values = dict(re.findall(r"--([\w-]+):\s*(device-cmyk\([^)]*\))", css))
    assert values["header-fill"] != values["accent-text"]
    assert values["frame"] != values["frame-text"]


@pytest.mark.parametrize("sheet_id", SHEETS)
def test_decks_hold_every_table(built, sheet_id):
    tables = parsed(sheet_id).tables
    # Hyphens aside (the cards hyphenate at line ends), and the die, which prints as a picture.
    text = flat_text(published(built, f"{sheet_id}-cards-print.pdf")).replace("-", "")
    values = [*tables["roll_tables"]["table_name"], *tables["roll_tables"]["result"]]
    values += [*tables["modifiers"]["name"], *tables["modifiers"]["value"], *tables["reference_tables"]["value"]]
    for column in ("effect", "roll", "critical_effect"):
        values += list(tables["ammunition"][column].dropna())
    for value in values:
        # An open band (`… (>)`) prints with the band it opens on (`… (> 120 cm)`).
        value = re.sub(r"\(([<>])\)$", r"(\1", value)
        assert flat(value).replace("-", "").replace("🎲", "") in text, value


# --- reference sheets without orphans ------------------------------------------------

HEADING_PT = 8.9  # h2 11.5 pt, h3 9.5 pt, h4 9 pt; body text and captions 8.5 pt


def heading_lines_at_foot(path: Path) -> list[tuple[int, str]]:
    """(page, text) of each heading that is the last line of its column on a page: its
    content went on without it. Lines above the footer, by column (half the page) and
    height; a heading spanning both columns counts as the foot of both."""
    found = []
    with pdfplumber.open(path) as document:
        for number, page in enumerate(document.pages, start=1):
            middle, foot = page.width / 2, page.height - 14 * MM
            lines: dict[tuple[int, int], list[dict]] = {}
            for char in page.chars:
                if char["bottom"] <= foot:
                    lines.setdefault((int(char["x0"] >= middle), round(char["top"])), []).append(char)
            for (column, top), chars in lines.items():
                if max(char["size"] for char in chars) < HEADING_PT:
                    continue
                spans = {column} | ({1} if max(char["x1"] for char in chars) > middle else set())
                below = [
                    key
                    for key, others in lines.items()
                    if key[0] in spans and key[1] > top and max(char["size"] for char in others) < HEADING_PT
                ]
                if not below:
                    found.append((number, "".join(char["text"] for char in chars)))
    return found


@pytest.mark.parametrize("sheet_id", SHEETS)
def test_no_page_or_column_ends_with_a_heading(built, sheet_id):
    assert heading_lines_at_foot(built / "output" / "pdf" / f"{sheet_id}.pdf") == []
