"""Property-based: every cell parser either reads a string or raises the project's CellError."""

from __future__ import annotations

import contextlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pipeline.extract.cells import CellError, parse_range_band, parse_roll_range, parse_rule_label, parse_strength
from pipeline.games.infinity.cells import (
    parse_burst,
    parse_damage,
    parse_flag,
    parse_modified_band,
    parse_range_cell,
    parse_template,
)

# Text near the real forms (digits, quotes, slashes, signs, parentheses) finds more edges
# than arbitrary Unicode alone.
NEAR_CELLS = st.text(alphabet=st.sampled_from("0123456789²٣ -–/+x*()\"″”'.,DdPHVOLmaxAucne"), max_size=20)
CELLS = st.one_of(st.text(max_size=40), NEAR_CELLS)

PARSERS = [
    parse_range_band,
    parse_strength,
    parse_modified_band,
    parse_range_cell,
    parse_damage,
    parse_burst,
    parse_roll_range,
    parse_template,
    parse_flag,
]


@pytest.mark.parametrize("parser", PARSERS, ids=lambda parser: parser.__name__)
@settings(max_examples=300, deadline=None)
@given(cell=CELLS)
def test_parsers_read_or_raise_cell_error(parser, cell):
    with contextlib.suppress(CellError):
        parser(cell)


@settings(max_examples=300, deadline=None)
@given(cell=CELLS)
def test_range_band_readings_are_consistent(cell):
    try:
        band = parse_range_band(cell)
    except CellError:
        return
    if band is not None:
        assert band.max > 0
        assert band.min is None or band.min < band.max


@settings(max_examples=300, deadline=None)
@given(label=CELLS)
def test_rule_labels_always_split_into_name_and_param(label):
    parsed = parse_rule_label(label)
    assert parsed.name.strip() == parsed.name
    if parsed.param is not None:
        # The parameter is what the label ends with, read past its spelling: spaces inside
        # parentheses (`Brèche( 1 )`), a closing full stop (`Déflagration D5.`), `×` for `x`.
        assert _word_characters(parsed.label.replace("×", "x")).endswith(_word_characters(parsed.param))


def _word_characters(text: str) -> str:
    return "".join(character for character in text if character.isalnum())
