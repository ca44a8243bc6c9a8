"""A rule's Markdown as printed (`pipeline.render.context.render_markdown`): its images
and links print as text, nothing of them is fetched or linked out of the product."""

from __future__ import annotations

import pytest

from pipeline.render.context import render_markdown
from pipeline.render.typography import WORD_JOINER


def _printed(text: str) -> str:
    return str(render_markdown(text)).replace(WORD_JOINER, "")


@pytest.mark.parametrize(
    ("text", "printed"),
    [
        ("Voir ![le plan](http://example.org/plan.png).", "Voir le plan (http://example.org/plan.png)."),
        ("Voir ![](https://example.org/x.png)", "Voir https://example.org/x.png"),
        ("Lisez [la FAQ](https://example.org/faq) avant.", "Lisez la FAQ (https://example.org/faq) avant."),
        ("Voyez <https://example.org/errata>.", "Voyez https://example.org/errata."),
    ],
)
def test_images_and_links_print_as_their_words_and_address(text, printed):
    html = _printed(text)
    assert "<img" not in html and "<a " not in html and "href" not in html
    assert printed in html.replace("\u202f", " ").replace("\u00a0", " ")


def test_a_link_within_the_sheet_prints_as_its_words():
    html = _printed("Voir aussi : [Déflagration D(n)](#deflagration).")
    assert "#deflagration" not in html and "<a " not in html
    assert "Déflagration</span> D(n)." in html
