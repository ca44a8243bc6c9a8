"""Cell parsers on the forms printed in the real sheets."""

from __future__ import annotations

import pytest

from pipeline.extract.cells import (
    CellError,
    RangeBand,
    RuleLabel,
    Strength,
    header_unit,
    parse_range_band,
    parse_roll_range,
    parse_rule_label,
    parse_strength,
    split_rules_cell,
    without_header_unit,
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


def test_cells_in_other_shapes():
    assert parse_range_band('10"-30"') == RangeBand(10, 30)
    assert parse_range_band("10 – 30″") == RangeBand(10, 30)
    assert parse_range_band('1 000"') == RangeBand(None, 1000)  # thousands as French writes them
    assert parse_range_band('100-1 200"') == RangeBand(100, 1200)
    assert parse_roll_range("7+", "D10") == (7, 10)
    assert parse_roll_range("11+", "2D6") == (11, 12)
    assert parse_roll_range("2 à 3") == (2, 3)


@pytest.mark.parametrize(
    ("header", "unit", "label"),
    [
        ("COURTE (po)", "in", "COURTE"),
        ('Longue (")', "in", "Longue"),
        ("Efficace (pouces)", "in", "Efficace"),
        ("POR (cm)", "cm", "POR"),
        ("Portée (CM)", "cm", "Portée"),
        ("COURTE", None, "COURTE"),
        ("Dégâts (x2)", None, "Dégâts (x2)"),
    ],
)
def test_a_header_names_its_unit(header: str, unit: str | None, label: str) -> None:
    assert header_unit(header) == unit
    assert without_header_unit(header) == label


# Strength ---------------------------------------------------------------------------


@pytest.mark.parametrize("printed", ["Var.", "Var", "VAR.", "Variable", "Spécial", "Special", "Spéc.", "Spéciale"])
def test_a_variable_strength_written_short_or_as_special_is_variable(printed):
    assert parse_strength(printed) == Strength()


@pytest.mark.parametrize("printed", ["V", "Spé", "Variab", "/"])
def test_other_words_are_still_no_strength(printed):
    with pytest.raises(CellError, match=r"Var\., Spécial"):
        parse_strength(printed)


@pytest.mark.parametrize(
    ("printed", "band"),
    [
        ('30"(75 cm)', RangeBand(None, 30.0)),
        ('30" (75 cm)', RangeBand(None, 30.0)),
        ("30″ (75cm)", RangeBand(None, 30.0)),
        ("30 po (75 cm)", RangeBand(None, 30.0)),
        ('10-30" (25-75 cm)', RangeBand(10.0, 30.0)),
    ],
)
def test_inches_with_their_metric_conversion_read_as_the_inches(printed, band):
    assert parse_range_band(printed) == band


def test_a_bare_number_with_its_conversion_under_a_header_naming_inches():
    assert parse_range_band("30 (75 cm)", inches_implied=True) == RangeBand(None, 30.0)
    with pytest.raises(CellError):
        parse_range_band("30 (75 cm)")


@pytest.mark.parametrize("printed", ['30" (abc)', '30" (75 po)', "(75 cm)", '30"(75 cm) x', '30" (75 cm'])
def test_other_parentheses_after_a_band_are_still_refused(printed):
    with pytest.raises(CellError, match="a range in inches"):
        parse_range_band(printed)


@pytest.mark.parametrize(
    ("cell", "band"),
    [('30" (min 10")', (10, 30)), ('30" (min. 10)', (10, 30)), ('50" (Minimum : 10")', (10, 50)), ('30"', (None, 30))],
)
def test_a_minimum_range_in_parentheses_after_the_maximum(cell: str, band: tuple) -> None:
    """`30" (min 10")` says what `10-30"` says."""
    parsed = parse_range_band(cell)
    assert parsed is not None and (parsed.min, parsed.max) == band


@pytest.mark.parametrize(
    ("label", "name", "param"),
    [
        ("Déflagration D 6", "Déflagration", "D6"),
        ("Déflagration (D 3)", "Déflagration", "D3"),
        ("Type D 3 fois", "Type D 3 fois", None),
    ],
)
def test_a_die_typed_with_a_space_before_its_faces_is_the_item_s_parameter(
    label: str, name: str, param: str | None
) -> None:
    parsed = parse_rule_label(label)
    assert (parsed.label, parsed.name, parsed.param) == (label, name, param)


# --- rule items: parameters in parentheses, `;` between items ------------------------------


@pytest.mark.parametrize(
    ("label", "name", "param"),
    [
        ("Déflagration (D6)", "Déflagration", "D6"),
        ("Déflagration (D10)", "Déflagration", "D10"),
        ("Brèche (2)", "Brèche", "2"),
        ("Tir (x2)", "Tir", "x2"),
        ("TR(2)", "TR", "2"),
        # The forms read before keep their values; placeholders keep their parentheses.
        ("Déflagration D10", "Déflagration", "D10"),
        ("TR2", "TR", "2"),
        ("SPx2", "SP", "x2"),
        ("TR(n)", "TR", "(n)"),
        ("Elite (XX)", "Elite", "(XX)"),
    ],
)
def test_a_parameter_in_parentheses_is_its_value(label, name, param):
    parsed = parse_rule_label(label)
    assert (parsed.label, parsed.name, parsed.param) == (label, name, param)


def test_items_split_on_semicolons_as_on_commas_but_not_inside_parentheses():
    assert split_rules_cell("Lent ; Perforant") == ["Lent", "Perforant"]
    assert split_rules_cell("Lent; Perforant, TR2") == ["Lent", "Perforant", "TR2"]
    assert split_rules_cell("Déflagration (D3; D5), Lent") == ["Déflagration (D3; D5)", "Lent"]
    assert split_rules_cell("Déflagration (D3, D5) ; Lent") == ["Déflagration (D3, D5)", "Lent"]


def test_an_unknown_strength_says_which_forms_are_read():
    with pytest.raises(CellError, match=r"2\+1 max 10.*D6 or 2\+D3"):
        parse_strength("2+X")


@pytest.mark.parametrize(
    ("item", "name", "param"),
    [
        ("Rafale (D3, 2)", "Rafale", "D3, 2"),
        ("Chaîne d'éclairs (D3, 4\")", "Chaîne d'éclairs", 'D3, 4"'),
        ("Marquage (3+)", "Marquage", "3+"),
        ("Salve (X, Y)", "Salve", "(X, Y)"),
        ("Mitrailleuse (HMG)", "Mitrailleuse (HMG)", None),
    ],
)
def test_two_parameters_or_a_threshold_in_parentheses(item: str, name: str, param: str | None) -> None:
    label = parse_rule_label(item)
    assert (label.name, label.param) == (name, param)


def test_a_rules_cell_crossed_out_with_an_x_names_no_rule() -> None:
    assert split_rules_cell("x") == []
    assert split_rules_cell("X") == ["X"]  # a capital is a value still to set, no crossed-out cell


def test_a_note_s_star_on_a_rule_item_is_no_part_of_it() -> None:
    assert split_rules_cell("Renversement critique ; Arme d'allonge*") == ["Renversement critique", "Arme d'allonge"]


# --- The cells and the mistakes --------------------------------------------------------------


@pytest.mark.parametrize(
    ("cell", "implied", "band"),
    [("20 po", False, (None, 20.0)), ("10-30 pouces", False, (10.0, 30.0)), ("10–30", True, (10.0, 30.0))],
)
def test_inches_in_words_or_named_by_the_header(cell, implied, band):
    read = parse_range_band(cell, implied)
    assert (read.min, read.max) == band


def test_spelled_parameters_and_line_breaks_in_rules_cells():
    assert (parse_rule_label("SP x3").name, parse_rule_label("SP x3").param) == ("SP", "x3")
    assert parse_rule_label("Tir x2").param is None
    assert split_rules_cell("Lent<br>Brèche (1)") == ["Lent", "Brèche (1)"]
    assert split_rules_cell("[Lent](#lent), [TR2](#tr)") == ["Lent", "TR2"]


# The constructs read now, each in a few lines of its own.


def test_a_note_s_call_on_a_range_or_a_strength():
    assert parse_range_band('30"*') == RangeBand(min=None, max=30)
    assert parse_range_band('30"¹') == RangeBand(min=None, max=30)
    assert parse_strength("4¹").value == 4
    assert parse_strength("1 (1)").value == 1


def test_a_spreadsheet_s_whole_number_with_a_decimal():
    assert parse_strength("2,0").value == 2
    assert parse_strength("6.0").value == 6


def test_a_cell_crossed_out():
    for cell in ("x", "·", "(aucune)"):
        assert parse_range_band(cell) is None, cell
    assert parse_strength("x").value is None


def test_rules_parted_by_a_spaced_plus_and_a_quoted_cell():
    assert split_rules_cell("SPx2 + Déflagration D6+1 + Pas de Couvert") == [
        "SPx2",
        "Déflagration D6+1",
        "Pas de Couvert",
    ]
    assert split_rules_cell('"TR2"') == ["TR2"]


def test_cell_readers():
    assert parse_range_band('10 à 30"') == RangeBand(10, 30)
    assert parse_range_band('10" à 30"') == RangeBand(10, 30)
    assert parse_range_band("jusqu’à 20 po") == RangeBand(None, 20)
    assert parse_strength("2+1 (max 10)").step == 1
    assert parse_strength("2 (max 10)").max == 10


# Constructs the whole sheets of the Antares faithful siblings carry (tests/fixtures/README.md).


def test_a_value_in_parentheses_glued_to_a_name_is_its_parameter() -> None:
    # `Brèche(1)`, as a sheet that writes `TR(n)` glues it; before, only an abbreviation's was.
    assert parse_rule_label("Brèche(1)") == RuleLabel("Brèche(1)", "Brèche", "1")
    assert parse_rule_label("Déflagration(D6)") == RuleLabel("Déflagration(D6)", "Déflagration", "D6")
    assert parse_rule_label("Traction(n)") == RuleLabel("Traction(n)", "Traction", "(n)")
    assert parse_rule_label("TR(2)") == RuleLabel("TR(2)", "TR", "2")
    # A plural or a feminine in parentheses is part of the name.
    assert parse_rule_label("Cible(s)") == RuleLabel("Cible(s)", "Cible(s)", None)
    assert parse_rule_label("Arme(s) lourde(s)") == RuleLabel("Arme(s) lourde(s)", "Arme(s) lourde(s)", None)


def test_a_full_stop_closing_a_rules_cell_is_no_part_of_the_value() -> None:
    assert parse_rule_label("Déflagration D5.") == RuleLabel("Déflagration D5.", "Déflagration", "D5")
    assert parse_rule_label("TR2.") == RuleLabel("TR2.", "TR", "2")
    # An item with no parameter keeps its name as printed (Infinity's `Repetit.` is an
    # abbreviation); an ellipsis is no full stop.
    assert parse_rule_label("Repetit.") == RuleLabel("Repetit.", "Repetit.", None)
    assert parse_rule_label("TR2...") == RuleLabel("TR2...", "TR2...", None)


def test_a_strength_calling_a_note_under_the_table_is_read() -> None:
    assert parse_strength("4*") == Strength(value=4)
    assert parse_strength("4¹") == Strength(value=4)
    assert parse_strength("2+1 max 10†") == Strength(value=2, step=1, max=10)
    assert parse_strength("7/4/2*") == Strength(per_band=(7, 4, 2))
    assert parse_strength("*") == Strength()  # a strength the note gives: none printed
