"""Where a continued card breaks (`pipeline.render.breaks`): a card's blocks numbered, a
break forced before a block or inside a paragraph at a sentence's start, sentences found
without mistaking `p. 34` for one, and the break a laid-out card asks for next (an entry
cut by the last break moved whole where the last card has room)."""

from __future__ import annotations

from pipeline.render.breaks import (
    LET_BREAK,
    MIN_LINES,
    Line,
    apply_plan,
    block_text,
    ends_sentence,
    next_breaks,
    number_blocks,
    sentence_starts,
)

# An entry as the cards print it: a name running into a paragraph, then a list with a
# nested one (the Algoryn sheet's Déflagration D(n), line 38, and Tir en Surplomb's bullets).
CARD = (
    '<section class="card rule size-0 title-1" id="card-7"><div class="entry named">'
    '<p><strong class="name level-3">Déflagration D(n)</strong>\u202f: Les munitions standard ont pour '
    "résultat une Déflagration qui cause (n) touches comme décrit dans les règles sur les "
    "<em>Déflagrations page 33</em>. Notez que d&#39;autres munitions spéciales sont disponibles, "
    "<em>voir Munitions Spéciales (page 87)</em>.</p>"
    "<ul><li>Ordre <strong>Fire</strong> uniquement<ul><li>Aucune LdV directe sur la cible.</li></ul></li>"
    "<li>Le point ciblé n&#39;a pas besoin d&#39;être une figurine. Il peut s&#39;agir de "
    "l&#39;emplacement du point.</li></ul></div></section>"
)


def test_every_paragraph_item_and_entry_gets_an_id_of_its_card():
    numbered = number_blocks(CARD, "card-7")
    assert numbered.count('data-b="card-7.') == 5
    assert '<div class="entry named" data-b="card-7.1">' in numbered
    assert number_blocks(numbered, "card-7") == numbered  # numbered once
    assert block_text(numbered, "card-7.4") == "Aucune LdV directe sur la cible."
    # An item's own text, its nested list left out.
    assert block_text(numbered, "card-7.3") == "Ordre Fire uniquement"


def test_sentences_start_after_a_full_stop_and_a_capital_not_after_an_abbreviation():
    text = block_text(number_blocks(CARD, "card-7"), "card-7.2")
    assert [text[start : start + 5] for start in sentence_starts(text)] == ["Notez"]
    assert sentence_starts("Voir p. 34 pour cela. Ensuite, cf. Règle 3.") == [22]
    assert ends_sentence("… à portée (page 87).") and not ends_sentence("Voir p.")
    assert not ends_sentence("en lançant un D10 :")


def test_a_paragraph_cut_at_a_sentence_continues_on_the_next_card_in_its_own_styles():
    numbered = number_blocks(CARD, "card-7")
    text = block_text(numbered, "card-7.2")
    cut = apply_plan(numbered, (("card-7.2", sentence_starts(text)[0]),))
    assert block_text(cut, "card-7.2").endswith("page 33.")
    assert block_text(cut, "card-7.2+").startswith("Notez que d'autres munitions")
    assert '<p data-b="card-7.2+" class="continued" style="break-before: page">Notez' in cut
    # Cut inside an emphasis, it closes before the cut and opens again after it.
    inside = apply_plan(numbered, (("card-7.2", text.index("page 33")),))
    assert "<em>Déflagrations</em></p>" in inside and "<em>page 33</em>" in inside
    moved = apply_plan(numbered, (("card-7.5", None), ("card-7.2", LET_BREAK)))
    assert '<li data-b="card-7.5" style="break-before: page">' in moved
    assert '<p data-b="card-7.2" style="break-inside: auto">' in moved


def _lines(*pages: list[tuple[str, str]]) -> list[list[Line]]:
    """Laid-out pages, each line as (block, text), a millimetre apart."""
    return [
        [
            Line(top=float(row), bottom=row + 1.0, blocks=("card-7.1", block), text=text, in_table=False)
            for row, (block, text) in enumerate(page)
        ]
        for page in pages
    ]


# The entry's paragraph as the cards lay it out, on three lines.
PARAGRAPH = [
    ("card-7.2", "Déflagration D(n)\u202f: Les munitions standard ont pour résultat"),
    ("card-7.2", "une Déflagration qui cause (n) touches comme décrit dans"),
    ("card-7.2", "les règles sur les Déflagrations page 33. Notez que d'autres"),
]
ITEMS = [("card-7.3", "Ordre Fire uniquement"), ("card-7.4", "Aucune LdV directe sur la cible.")]
LAST_ITEM = [
    ("card-7.5", "Le point ciblé n'a pas besoin d'être une figurine. Il peut"),
    ("card-7.5", "s'agir de l'emplacement du point."),
]


def test_a_card_cut_inside_a_sentence_breaks_where_that_sentence_starts():
    numbered = number_blocks(CARD, "card-7")
    text = block_text(numbered, "card-7.2")
    rest = [("card-7.2", "munitions spéciales sont disponibles, voir Munitions Spéciales (page 87)."), *ITEMS]
    plan = next_breaks(numbered, _lines(PARAGRAPH, [*rest, *LAST_ITEM, *LAST_ITEM]), ())
    assert plan == (("card-7.2", text.index("Notez")),)


def test_a_last_card_of_a_line_or_two_takes_lines_from_the_card_before():
    """Three lines wanted: the items (a line each) are not enough, so the paragraph's last
    sentence goes with them, from the line it starts on."""
    numbered = number_blocks(CARD, "card-7")
    text = block_text(numbered, "card-7.2")
    long_line = "les règles sur les Déflagrations page 33. Notez que d'autres munitions spéciales sont"
    whole = [*PARAGRAPH[:2], ("card-7.2", f"{long_line} disponibles, voir Munitions Spéciales (page 87).")]
    assert len(LAST_ITEM) < MIN_LINES
    plan = next_breaks(numbered, _lines([*whole, *ITEMS], LAST_ITEM), ())
    assert plan == (("card-7.2", text.index("Notez")),)
    # The break tried already is not tried again.
    assert next_breaks(numbered, _lines([*whole, *ITEMS], LAST_ITEM), (), set(plan)) == ()


def test_a_card_that_reads_well_wants_no_break():
    numbered = number_blocks(CARD, "card-7")
    whole = [("card-7.2", "…")] * 3 + [("card-7.3", "Ordre Fire uniquement")]
    following = [("card-7.4", "Aucune LdV directe sur la cible.")] + [("card-7.5", "…")] * 5
    assert next_breaks(numbered, _lines(whole, following), ()) == ()
    assert next_breaks(numbered, _lines(whole), ()) == ()


# A card two entries share (the Algoryn sheet's Buddy Drones: Shield Drone, Spotter Drone).
SHARED = (
    '<section class="card group size-0 title-1" id="card-9"><div class="entry named">'
    '<p><strong class="name">SHIELD DRONE</strong> : Si l\'unité possédant un Shield Drone est touchée.</p>'
    '</div><div class="entry named"><p><strong class="name">SPOTTER DRONE</strong></p>'
    "<ul><li>Relances de Repérage : une relance.</li><li>Reconnaissance en SP : tir.</li>"
    "<li>Connexion Réseau SP : un drone.</li></ul></div></section>"
)


def _line(row: int, *blocks: str) -> Line:
    return Line(top=float(row), bottom=row + 1.0, blocks=blocks, text="…", in_table=False)


def test_an_entry_cut_by_the_last_break_moves_whole_to_a_last_card_with_room():
    numbered = number_blocks(SHARED, "card-9")
    # Shield Drone on ten lines, then Spotter Drone's name and first item at the card's
    # foot; its other two items alone on the last card, which has room for all of it.
    first = [_line(row, "card-9.1", "card-9.2") for row in range(10)]
    first += [_line(10, "card-9.3", "card-9.4"), _line(11, "card-9.3", "card-9.5")]
    last = [_line(0, "card-9.3", "card-9.6"), _line(1, "card-9.3", "card-9.7")]
    assert next_breaks(numbered, [first, last], ()) == (("card-9.3", None),)
    # A last card without that room keeps the break where it is (the lines of a full card).
    full = last + [_line(row, "card-9.3", "card-9.7") for row in range(2, 11)]
    assert next_breaks(numbered, [first, full], ()) == ()
