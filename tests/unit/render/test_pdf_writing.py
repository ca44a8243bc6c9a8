"""Writing PDFs faster changes nothing a player or a print shop gets: the fonts subset
with HarfBuzz show the same glyphs as WeasyPrint's own subsetting with fontTools, and the
print-shop and 9-up decks are the same bytes from one build to the next."""

from __future__ import annotations

import io
import os
import re
import subprocess
import sys

import pikepdf
import pytest
from fontTools.ttLib import TTFont
from weasyprint.pdf.fonts import Font

from pipeline.files import PROJECT_DIR
from pipeline.render.context import DEFAULT_OPTIONS, common_context
from pipeline.render.deck import lay_out, render_cards, sheet_cards
from pipeline.render.imposition import impose_nine_up
from pipeline.render.pdf import layout, pdf_bytes, subset_font
from pipeline.render.printshop import print_shop_deck
from pipeline.render.typography import font_face_css, font_files
from tests.conftest import parsed

# Every face the cards use, French text with its accents and typographic signs.
HTML = """<link rel="stylesheet" href="cards.css"><style>{fonts}</style>
<p>Déflagration <strong>D10</strong> – <em>Tir Indirect</em> « 10–30″ » ; Œil, ça.</p>
<p><strong><em>Surplomb</em></strong> <b style="font-weight:600">Semi</b></p>"""


def _html() -> str:
    return HTML.format(fonts=font_face_css())


def _embedded_fonts(pdf: bytes) -> dict[str, bytes]:
    with pikepdf.open(io.BytesIO(pdf)) as document:
        fonts = document.pages[0].Resources.Font
        return {
            str(fonts[name].BaseFont): fonts[name].DescendantFonts[0].FontDescriptor.FontFile2.read_bytes()
            for name in fonts
        }


def test_fonts_subset_with_harfbuzz_show_what_fonttools_subsets_show(tmp_path, monkeypatch):
    from tools.compare_pdfs import compare_pdf

    harfbuzz = pdf_bytes(layout(_html()))  # installs the HarfBuzz subsetting
    assert getattr(Font.subset, "harfbuzz_wheel", False)
    monkeypatch.setattr(Font, "subset", Font._fonttools_subset)  # WeasyPrint's fontTools path
    fonttools = pdf_bytes(layout(_html()))
    assert harfbuzz != fonttools
    (tmp_path / "harfbuzz.pdf").write_bytes(harfbuzz)
    (tmp_path / "fonttools.pdf").write_bytes(fonttools)
    assert compare_pdf(tmp_path / "fonttools.pdf", tmp_path / "harfbuzz.pdf", scale=4) is None
    subsets, references = _embedded_fonts(harfbuzz), _embedded_fonts(fonttools)
    assert len(subsets) == 5  # the faces of the text and of the cards' page margins
    for name, subset in subsets.items():
        ours, theirs = _outlines(subset), _outlines(references[name])
        assert 0 < len(theirs) < 100  # the glyphs of the text, and those alone
        # As many glyphs, the same outlines under the same ids (those the text refers to);
        # fontTools keeps the parts of accented letters under their ids, HarfBuzz numbers
        # them after the last one used.
        assert len(ours) == len(theirs)
        shared = ours.keys() & theirs.keys()
        assert len(shared) > len(theirs) / 2
        assert {number: ours[number] for number in shared} == {number: theirs[number] for number in shared}, name
        assert not {"GSUB", "GPOS", "fpgm"} & set(TTFont(io.BytesIO(subset)).keys())  # no hinting asked for


def _outlines(font_file: bytes) -> dict[int, list[tuple[float, float]]]:
    """The outline of each glyph a font draws, by glyph id (its name may go)."""
    font = TTFont(io.BytesIO(font_file))
    glyphs = font["glyf"]
    return {
        number: list(glyphs[name].getCoordinates(glyphs)[0])
        for number, name in enumerate(font.getGlyphOrder())
        if glyphs[name].numberOfContours
    }


def test_a_font_subset_draws_the_glyphs_asked_for_under_their_ids():
    regular = font_files()[0].read_bytes()
    full = _outlines(regular)
    wanted = {2, 36, 90}  # A, i, È
    subset = _outlines(subset_font(regular, 0, wanted, hinting=False, notdef_outline=False))
    assert {number: subset[number] for number in wanted} == {number: full[number] for number in wanted}
    # Beside them, only the parts È is made of (E, the grave accent), numbered after it.
    assert set(subset) - wanted == {6, 91}
    with pytest.raises(RuntimeError):
        subset_font(b"not a font", 0, {1}, hinting=False, notdef_outline=False)


def test_print_shop_and_nine_up_decks_are_the_same_bytes_each_time():
    tables = parsed("epic-abilities").tables
    first, second = render_cards(tables), render_cards(tables)
    assert first == second
    print_shop, nine_up = first
    with pikepdf.open(io.BytesIO(print_shop)) as shop, pikepdf.open(io.BytesIO(nine_up)) as sheets:
        assert len(shop.pages) == 19 and len(sheets.pages) == 3  # 19 cards, 9 a sheet
        assert str(shop.Root.StructTreeRoot.Type) == "/StructTreeRoot"  # the cards keep their tags
        assert str(sheets.Root.Lang) == "fr"


def test_a_pdf_is_the_same_bytes_wherever_the_project_and_its_fonts_lie(tmp_path):
    # The same environment reached by another path (a clone elsewhere, a linked .venv, a
    # cluster node): the HTML names the fonts by other file URLs, the PDF must not change.
    elsewhere = tmp_path / "fonts"
    elsewhere.symlink_to(font_files()[0].parent)
    here = f'<html lang="fr"><head><style>{font_face_css()}</style></head><body><p>Mag Gun 10″</p></body></html>'
    there = here.replace(font_files()[0].parent.as_uri(), elsewhere.as_uri())
    assert there != here
    assert pdf_bytes(layout(there), there) == pdf_bytes(layout(here), here)


def _streams(page: pikepdf.Page) -> bytes:
    """A page's drawing: its content streams one after the other, as a form of it holds
    them (white space aside: where one ends and the next starts, a form may add a line)."""
    contents = page.Contents
    parts = contents if isinstance(contents, pikepdf.Array) else [contents]
    return _spaced(b"\n".join(part.read_bytes() for part in parts))


def _spaced(drawing: bytes) -> bytes:
    return re.sub(rb"\s+", b" ", drawing)


def test_print_shop_deck_and_nine_up_draw_each_card_whole():
    """Each card's own drawing reaches both files whole: its streams on its print-shop
    page (a back after it), its form on a 9-up sheet, in the deck's order."""
    tables = parsed("epic-abilities").tables
    context = common_context(tables, DEFAULT_OPTIONS)
    fronts = lay_out(sheet_cards(tables), {**context, "title": "Epic — cartes", "footer": "Epic"})
    with pikepdf.open(io.BytesIO(fronts)) as cards:
        card_streams = [_streams(page) for page in cards.pages]
    with pikepdf.open(io.BytesIO(print_shop_deck(fronts, "plain"))) as shop:
        assert len(shop.pages) == 2 * len(card_streams)
        for number, streams in enumerate(card_streams):
            assert _streams(shop.pages[2 * number]).count(streams) == 1
            assert streams not in _streams(shop.pages[2 * number + 1])
    with pikepdf.open(io.BytesIO(impose_nine_up(fronts, "A4", {}, "fr"))) as sheets:
        forms = [
            sheet.Resources.XObject[f"/Card{slot}"]
            for sheet in sheets.pages
            for slot in range(1, 10)
            if f"/Card{slot}" in sheet.Resources.XObject
        ]
        assert [_spaced(form.read_bytes()) for form in forms] == card_streams


def test_compare_pdfs_sees_a_changed_page_and_passes_a_rewritten_file(tmp_path):
    from tools.compare_pdfs import main as compare_pdfs

    before, after = tmp_path / "before", tmp_path / "after"
    (before / "decks").mkdir(parents=True)
    (after / "decks").mkdir(parents=True)
    page = pdf_bytes(layout(_html()))
    (before / "decks" / "a.pdf").write_bytes(page)
    # The same pages written again by pikepdf: other bytes, the same pixels.
    with pikepdf.open(io.BytesIO(page)) as document:
        rewritten = io.BytesIO()
        document.save(rewritten, object_stream_mode=pikepdf.ObjectStreamMode.disable)
    assert rewritten.getvalue() != page
    (after / "decks" / "a.pdf").write_bytes(rewritten.getvalue())
    assert compare_pdfs([str(before), str(after)]) == 0
    (after / "decks" / "a.pdf").write_bytes(pdf_bytes(layout(_html().replace("D10", "D12"))))
    assert compare_pdfs([str(before), str(after)]) == 1


# A build worker's last moments: it renders, then exits without tearing its modules down.
WORKER_RENDERS_AND_EXITS = f"""
from pipeline.render.pdf import layout, pdf_bytes, rendering
from pipeline.workflow.stages import _exit_now
from pipeline.render.typography import font_face_css, font_files
html = {HTML!r}.format(fonts=font_face_css())
for _ in range(3):
    with rendering():
        document = layout(html)
        pdf_bytes(document)
{{exit}}
"""


def test_a_process_that_renders_leaves_no_font_copies_in_the_temporary_directory(tmp_path):
    """WeasyPrint copies the fonts of each document into a folder of the system's
    temporary directory; a build must not leave one behind per worker and build."""
    for exit_how in ("_exit_now()", "pass"):
        temporary = tmp_path / exit_how.strip("_()")
        temporary.mkdir()
        script = WORKER_RENDERS_AND_EXITS.replace("{exit}", exit_how)
        subprocess.run(
            [sys.executable, "-c", script], check=True, cwd=PROJECT_DIR, env={**os.environ, "TMPDIR": str(temporary)}
        )
        assert list(temporary.iterdir()) == [], exit_how


def test_pictographs_the_font_lacks_print_as_nothing_rather_than_a_box(caplog):
    from pipeline.render.typography import french_text, print_text

    assert french_text("🎖️ Armes ★ de tir") == " Armes  de tir"
    assert french_text("Cœur ½ → ✓") == "Cœur ½ → ✓"  # what the font draws stays
    assert "die.svg" in str(print_text("Jet 🎲BLI"))  # the die prints as its picture
    html = f'<link rel="stylesheet" href="cards.css"><style>{font_face_css()}</style><h2>{print_text("🎖️ Armes ★")}</h2>'
    with caplog.at_level("WARNING", logger="weasyprint"):
        pdf = pdf_bytes(layout(html))
    assert not [record for record in caplog.records if ".notdef" in record.getMessage()]
    with pikepdf.open(io.BytesIO(pdf)) as document:
        assert len(document.pages) == 1


def test_the_outline_reads_names_without_the_joiners_that_hold_them_on_one_line():
    from pipeline.render.pdf import rendering
    from pipeline.render.sheet import laid_out_sheet, render_html

    html = render_html(parsed("antares-algoryn").tables)
    assert "MEDI-\u2060DRONE" in html  # held on one line in print
    with rendering():
        data = pdf_bytes(laid_out_sheet(html), html)
    with pikepdf.open(io.BytesIO(data)) as pdf, pdf.open_outline() as outline:
        titles = []
        pending = list(outline.root)
        while pending:
            item = pending.pop()
            titles.append(item.title)
            pending += item.children
    assert "MEDI-DRONE" in titles and not any("\u2060" in title for title in titles)
