"""Text as printed (`pipeline.extract.text`): markup, spaces and line breaks of a cell or a
paragraph read to its words."""

from __future__ import annotations

import pytest

from pipeline.extract.text import has_placeholder, slugify, split_name_alt


@pytest.mark.parametrize(
    ("name", "slug"),
    [
        ("Déflagration D(n)", "deflagration-d-n"),
        ("Canon 火", "canon-huo"),
        ("Мортира", "mortira"),
        ("💀 Crâne", "skull-crane"),
        ("Cœur de Straße", "coeur-de-strasse"),
        ("Tir d’Abordage", "tir-d-abordage"),
        ("SP×2", "spx2"),
    ],
)
def test_a_name_in_any_script_has_a_slug_of_its_own(name, slug):
    assert slugify(name) == slug


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
