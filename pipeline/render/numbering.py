"""Each card's number in its deck and the data version, in its footer (`12/47 · données
1.0.3`), so a reissued card can be told from an old one.

A card's number is known only once every card before it is laid out, and a deck is laid
out card by card (the cards being fitted again apart from the others, see `deck.lay_out`).
So the numbers are drawn last, on every laid-out card at once: one more layout of as many
empty pages, each with its number in the footer's right corner, is laid over the cards
(a few hundredths of a second), as page furniture."""

from __future__ import annotations

import io
from typing import Any

from pipeline.render.context import css_string, print_template
from pipeline.render.imposition import save_pdf
from pipeline.render.pdf import layout, pdf_bytes

# The name each card's number goes by in its resources.
NUMBER = "/CardNumber"


def footers_html(context: dict[str, Any], count: int) -> str:
    """`count` empty card pages whose only mark is the footer's number and data version."""
    return print_template("card-numbers.html.j2").render(
        **context, count=count, version=css_string(f"données {context['data_version']}")
    )


def with_numbers(fronts: bytes, context: dict[str, Any]) -> bytes:
    """The laid-out cards with their numbers and data version in their footers."""
    import pikepdf

    with pikepdf.open(io.BytesIO(fronts)) as cards:
        count = len(cards.pages)
        html = footers_html(context, count)
        drawn = pdf_bytes(layout(html, "numbers"), html, tagged=False, step="numbers")
        with pikepdf.open(io.BytesIO(drawn)) as numbers:
            for page, footer in zip(cards.pages, numbers.pages, strict=True):
                form = cards.copy_foreign(footer.as_form_xobject())
                # The pages share one resource dictionary: each gets its own, its number in it.
                resources = pikepdf.Dictionary({key: value for key, value in page.Resources.items()})
                xobjects = resources.get("/XObject", pikepdf.Dictionary())
                resources.XObject = pikepdf.Dictionary({**dict(xobjects.items()), NUMBER: form})
                page.Resources = resources
                # The card's own drawing leaves its coordinates flipped: kept between q and Q.
                page.contents_add(cards.make_stream(b"q\n"), prepend=True)
                # Pagination marks, no part of the card's text: an artifact for tagged PDF.
                page.contents_add(cards.make_stream(f"\nQ\n/Artifact BMC q {NUMBER} Do Q EMC\n".encode()))
        return save_pdf(cards)
