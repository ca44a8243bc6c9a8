"""Cell parsers on the forms printed in the real sheets."""

import pytest

from pipeline.extract.cells import (
    CellError,
    RangeBand,
    parse_range_band,
    parse_roll_range,
    parse_rule_label,
    parse_strength,
    split_rules_cell,
)


@pytest.mark.parametrize(
    ("cell", "expected"),
    [
        ('10"', RangeBand(None, 10)),
        ('10-30"', RangeBand(10, 30)),
        ('<i>250"</i>', RangeBand(None, 250)),
        ("30″", RangeBand(None, 30)),
        ("Aucune", None),
        ("-", None),
    ],
)
def test_range_band_forms(cell, expected):
    assert parse_range_band(cell) == expected


@pytest.mark.parametrize("cell", ["12 cm", "beaucoup", '30-10"', '0"'])
def test_range_band_refuses_unknown_forms(cell):
    with pytest.raises(CellError):
        parse_range_band(cell)


def test_strength_forms():
    assert parse_strength("1").value == 1
    growing = parse_strength("2+1 max 10")
    assert (growing.value, growing.step, growing.max) == (2, 1, 10)
    assert parse_strength("7/4/2").per_band == (7, 4, 2)
    assert parse_strength("7/4/2").value is None
    for absent in ("Variable", "NA"):
        reading = parse_strength(absent)
        assert (reading.value, reading.step, reading.max, reading.per_band) == (None, None, None, ())
    with pytest.raises(CellError):
        parse_strength("beaucoup")


@pytest.mark.parametrize(
    ("label", "name", "param"),
    [
        ("TR2", "TR", "2"),
        ("SPx2", "SP", "x2"),
        ("SP", "SP", None),
        ("Déflagration D10", "Déflagration", "D10"),
        ("Pas de Couvert", "Pas de Couvert", None),
        ("TR(n)", "TR", "(n)"),
        ("Déflagration D(n)", "Déflagration", "D(n)"),
        ("2 attaques", "2 attaques", None),
    ],
)
def test_rule_label_parameters(label, name, param):
    parsed = parse_rule_label(label)
    assert (parsed.name, parsed.param) == (name, param)


def test_rules_cell_split():
    assert split_rules_cell("SPx2, Déflagration D10, Pas de Couvert") == ["SPx2", "Déflagration D10", "Pas de Couvert"]
    assert split_rules_cell("–") == []


def test_roll_ranges():
    assert parse_roll_range("2-3") == (2, 3)
    assert parse_roll_range("10") == (10, 10)
    with pytest.raises(CellError):
        parse_roll_range("5-2")
