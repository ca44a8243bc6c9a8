"""Print typography (`pipeline.render.typography`): a number stays with its unit, the die
prints as its picture wherever the sheet has it, and a line never breaks after its first
word because an inline element follows (WeasyPrint 70 does so when a line's last break
opportunity is the space before such an element)."""

from __future__ import annotations

import io
import re

import pytest
from pypdf import PdfReader

from pipeline.render.breaks import page_lines
from pipeline.render.context import DEFAULT_OPTIONS, common_context
from pipeline.render.deck import card_htmls, sheet_cards
from pipeline.render.pdf import layout, pdf_bytes, rendering
from pipeline.render.sheet import render_html
from pipeline.render.typography import font_face_css, french_text, inline_spaces, print_html, print_text
from tests.conftest import parsed

# The Algoryn sheet's ARC bullet (line 130), as a card lays it out.
ITEM = "Lancez un D10 pour tout tir traversant chaque <strong>Arc</strong> avant d'effectuer le test"


def _first_line(item: str) -> str:
    html = (
        f'<html lang="fr"><head><style>{font_face_css()}</style><link rel="stylesheet" href="theme-colour.css">'
        '<link rel="stylesheet" href="cards.css"></head><body><section class="card rule size-0 title-1" id="c">'
        f'<div class="entry" data-b="c.1"><ul><li data-b="c.2">{item}</li></ul></div></section></body></html>'
    )
    with rendering():
        return page_lines(layout(html).pages[0])[0].text


def test_a_space_before_an_inline_element_breaks_as_any_other():
    assert inline_spaces('chaque <strong>Arc</strong> et <span class="alt">(A)</span>') == (
        'chaque<strong> Arc</strong> et<span class="alt"> (A)</span>'
    )
    # A tag's frame keeps the space outside it, between the name and the frame.
    assert inline_spaces('<strong>Gabarit</strong> <span class="badge">Arme</span>') == (
        '<strong>Gabarit</strong> <span class="badge">Arme</span>'
    )
    # The layout engine's mistake (`Lancez` alone; `Lan-` with shorter words hyphenated):
    # when this fails, WeasyPrint has fixed it and `inline_spaces` can go.
    assert len(_first_line(ITEM).split()) == 1
    assert _first_line(inline_spaces(ITEM)) == "Lancez un D10 pour tout tir traversant chaque"


def test_a_number_stays_with_its_unit():
    assert (
        french_text("Artillerie (20 cm) : 3 PV, 1x 🎲BLI") == "Artillerie (20\u00a0cm)\u202f: 3\u00a0PV, 1x\u00a0🎲BLI"
    )


def test_the_die_prints_as_its_picture_in_running_and_unbroken_text():
    die = '<img class="die" src="'
    assert die in print_text("1x 🎲BLI") and die in print_text("1x 🎲BLI", unbroken=True)
    assert "\u00a0" not in str(print_text("🎲", unbroken=True))  # none inside the tag
    # The die and the attribute it rolls against: one run no line parts.
    run = '<span class="die-run"><img class="die" src="die.svg" alt="🎲">BLI</span>'
    assert str(print_text("2x 🎲BLI")).endswith(run)


def test_the_cards_print_every_die_the_reference_sheet_prints():
    # The Infinity sheet's ammunition (`Jet : 2x 🎲BLI · Critique : …`): labelled values.
    tables = parsed("infinity-core").tables
    context = {**common_context(tables, DEFAULT_OPTIONS), "title": "", "footer": ""}
    cards = "".join(card_htmls(sheet_cards(tables), context).values())
    picture = re.compile(r'<img class="die" src="[^"]+" alt="🎲">')
    assert len(picture.findall(cards)) == len(picture.findall(render_html(tables))) == 37


@pytest.mark.parametrize(
    ("text", "printed"),
    [
        # The sheets' own lines (Algoryn, Warmachine, Infinity, Freeborn).
        ("Down, DOM -1 Dé d'Ordre", "Down, DOM\u00a0-1\u00a0Dé d'Ordre"),
        ("2d6 + 1/2 POW", "2d6\u00a0+\u00a01/\u20602\u00a0POW"),
        ("MOV/2 : autres, Multi/X", "MOV/\u20602\u202f:\u00a0autres, Multi/\u2060X"),
        ("AutoMedikit/Medikit", "AutoMedikit/Medikit"),
        ("Véhicules, page 95.", "Véhicules, page\u00a095."),
        ("modificateurs : CD : Tous", "modificateurs\u202f: CD\u202f:\u00a0Tous"),
        ("avec 🎲 PHI", "avec 🎲\u00a0PHI"),
        ("TR2 · 3 Attaques", "TR2\u00a0· 3\u00a0Attaques"),
        (
            "Onde de froid (2), Nager (MOV/2), Attaque (CC)",
            "Onde de froid\u00a0(2), Nager\u00a0(MOV/\u20602), Attaque\u00a0(CC)",
        ),
        ("Découvrir +3, Se lever + Mouvement", "Découvrir\u00a0+3, Se lever\u00a0+ Mouvement"),
        # A hyphen joining four letters or fewer holds; a longer compound may break there.
        ("X-Howitzers, Medi-Probe, corps-à-corps", "X-\u2060Howitzers, Medi-\u2060Probe, corps-\u2060à-\u2060corps"),
        ("Lance-roquettes", "Lance-roquettes"),
        # Left alone: a die's name, a year, a number and its unit in parentheses, a unit
        # in a column's header.
        ("COURTE (cm)", "COURTE (cm)"),
        ("un D10 pour 2026 (20 cm) : 3", "un D10 pour 2026 (20\u00a0cm)\u202f: 3"),
    ],
)
def test_what_is_read_together_prints_on_one_line(text, printed):
    assert french_text(text) == printed
    assert french_text(printed) == printed


def _card_lines(item: str) -> list[str]:
    html = (
        f'<html lang="fr"><head><style>{font_face_css()}</style><link rel="stylesheet" href="theme-colour.css">'
        '<link rel="stylesheet" href="cards.css"></head><body><section class="card rule size-0 title-1" id="c">'
        f'<div class="entry" data-b="c.1"><p data-b="c.2">{item}</p></div></section></body></html>'
    )
    with rendering():
        return [line.text for line in page_lines(layout(html).pages[0])]


def test_a_game_term_is_never_hyphenated():
    html = str(print_html("<p>Un test de Bravoure pour l&#39;Artillerie</p>"))
    assert html == (
        '<p>Un test de <span class="term">Bravoure</span> pour l&#39;<span class="term">Artillerie</span></p>'
    )
    # Where a word of the running text is hyphenated, the term is not.
    text = "Les unités de ce type gagnent toutes la {} à chaque tour"
    assert any(line.endswith("-") for line in _card_lines(print_html(text.format("régénération"))))
    assert not any(line.endswith("-") for line in _card_lines(print_html(text.format("Régénération"))))


def test_a_short_compound_prints_whole_and_reads_without_its_joiner():
    html = (
        f'<html lang="fr"><head><style>{font_face_css()} p {{ font-family: "Source Sans Pro"; font-size: 7.5pt;'
        " width: 30mm; }</style></head><body>"
        f"<p>{french_text('Les grands canons X-Howitzers tirent')}</p></body></html>"
    )
    with rendering():
        document = layout(html)
        text = PdfReader(io.BytesIO(pdf_bytes(document, html))).pages[0].extract_text()
    assert text.splitlines() == ["Les grands canons", "X-Howitzers tirent"]
