"""Print typography (`pipeline.render.typography`): a number stays with its unit, and a
line never breaks after its first word because an inline element follows (WeasyPrint 70
does so when a line's last break opportunity is the space before such an element)."""

from __future__ import annotations

from pipeline.render.breaks import page_lines
from pipeline.render.pdf import layout, rendering
from pipeline.render.typography import font_face_css, french_text, inline_spaces

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
    # The layout engine's mistake (`Lancez` alone; `Lan-` with shorter words hyphenated):
    # when this fails, WeasyPrint has fixed it and `inline_spaces` can go.
    assert len(_first_line(ITEM).split()) == 1
    assert _first_line(inline_spaces(ITEM)) == "Lancez un D10 pour tout tir traversant chaque"


def test_a_number_stays_with_its_unit():
    assert (
        french_text("Artillerie (20 cm) : 3 PV, 1x 🎲BLI") == "Artillerie (20\u00a0cm)\u202f: 3\u00a0PV, 1x\u00a0🎲BLI"
    )
