"""Text as printed (`pipeline.extract.text`): markup, spaces and line breaks of a cell or a
paragraph read to its words."""

from __future__ import annotations

import pytest

from pipeline.extract.text import has_placeholder, split_name_alt


@pytest.mark.parametrize(
    ("name", "split"),
    [
        ("Brèche [Breach] (n)", ("Brèche (n)", "Breach")),
        ("Brèche (n) [Breach]", ("Brèche (n)", "Breach")),
        ("Tir Rapide [n]", ("Tir Rapide [n]", None)),
    ],
)
def test_bracketed_names(name, split):
    assert split_name_alt(name) == split


def test_two_parameters_and_a_threshold_are_placeholders():
    assert has_placeholder("Rafale (n, m)") and has_placeholder("Marquage (n+)")
    assert split_name_alt("Rafale (n, m)") == ("Rafale (n, m)", None)
