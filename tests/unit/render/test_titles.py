"""A title prints as typed: in every footer, the PDF metadata and the HTML, whatever
characters it holds (`'`, `&`, `"`, `<`, `« »`), and none of them can end the CSS string or
the `<style>` element it is written in."""

from __future__ import annotations

import io

import pikepdf
from pypdf import PdfReader

from pipeline.render.context import css_string
from pipeline.render.deck import render_cards
from pipeline.render.pdf import write_pdf
from pipeline.render.sheet import render_html
from tests.conftest import parsed

TITLE = 'Antares : l\'Empire & « <Ghar> » "révolte"'
# As printed: French spacing before the colon and inside the guillemets.
PRINTED = 'Antares\u202f: l\'Empire & «\u202f<Ghar>\u202f» "révolte"'


def _titled(sheet_id: str) -> dict:
    tables = parsed(sheet_id).tables
    return {**tables, "sheets": tables["sheets"].assign(title=TITLE)}


def _footers(pdf: bytes) -> list[str]:
    """Each card's last lines, joined: a title this long takes two lines beside the number."""
    return [" ".join(page.extract_text().splitlines()[-3:]) for page in PdfReader(io.BytesIO(pdf)).pages]


def test_a_title_prints_as_typed_on_every_card_and_in_the_decks_metadata():
    print_shop, nine_up = render_cards(_titled("epic-abilities"))
    footers = _footers(print_shop)
    assert all(PRINTED in footer for footer in footers), footers[0]
    assert not any("&#39;" in footer or "&amp;" in footer for footer in footers)
    with pikepdf.open(io.BytesIO(print_shop)) as deck, pikepdf.open(io.BytesIO(nine_up)) as sheets:
        assert str(deck.docinfo.Title) == f"{PRINTED} — cartes"
        assert str(sheets.docinfo.Title) == f"{PRINTED} — cartes (9\u00a0par page)"


def test_a_title_prints_as_typed_on_the_reference_sheet_its_html_and_metadata(tmp_path):
    html = render_html(_titled("warmachine-core"))
    assert "<title>Antares\u202f: l&#39;Empire &amp; «\u202f&lt;Ghar&gt;\u202f» &#34;révolte&#34;</title>" in html
    write_pdf(html, tmp_path / "sheet.pdf")
    reader = PdfReader(tmp_path / "sheet.pdf")
    assert reader.metadata["/Title"] == PRINTED
    assert all(PRINTED in page.extract_text() for page in reader.pages)


def test_no_character_of_a_title_ends_its_css_string_or_style_element():
    assert css_string('a"b\\c</style>d\ne') == 'a\\"b\\\\c\\3c /style>d e'
