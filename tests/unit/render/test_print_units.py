"""pdf.units: weapon ranges printed in the player's unit, the data untouched."""

from __future__ import annotations

import re

import pytest

from pipeline.render.context import PrintOptions, format_band, in_units
from pipeline.render.deck import sheet_cards
from pipeline.render.sheet import render_html
from tests.conftest import parsed


def band(minimum, maximum, unit):
    return {"min": minimum, "max": maximum, "unit": unit, "modifier": None, "strength": None}


@pytest.mark.parametrize(
    ("row", "units", "printed"),
    [
        (band(None, 20.0, "in"), "cm", "50"),
        (band(10.0, 30.0, "in"), "cm", "25–75"),
        (band(None, 5.0, "in"), "cm", "12,5"),
        (band(None, 20.0, "cm"), "in", "8″"),
        (band(None, 20.0, "cm"), "as-printed", "20"),
        (band(None, 20.0, "in"), "in", "20″"),
    ],
)
def test_a_band_in_the_players_unit(row, units, printed):
    assert format_band(in_units(row, units)) == printed


def weapon_rows(html: str, name: str) -> str:
    return re.search(rf">{re.escape(name)}<.*?</tr>", html, re.S).group(0)


def test_sheet_and_cards_print_ranges_in_the_chosen_unit():
    algoryn, infinity = parsed("antares-algoryn").tables, parsed("infinity-core").tables
    before = algoryn["weapon_ranges"].copy()
    gun = weapon_rows(render_html(algoryn, PrintOptions(units="cm")), "Mag Gun")
    assert re.findall(r">(\d+)<", gun)[:3] == ["50", "75", "150"]  # 20″ 30″ 60″
    assert "(cm)" in render_html(algoryn, PrintOptions(units="cm"))
    pistol = weapon_rows(render_html(infinity, PrintOptions(units="in")), "Pistolet")
    assert "4 (+3)" in pistol.replace("\u2033", "")  # 10 cm, short range
    assert "(cm)" not in render_html(infinity, PrintOptions(units="in")).split("<tbody>")[0]
    table = sheet_cards(algoryn, "cm")[0].entries[0].tables[0]
    assert [label for label, _ in table.header][:4] == ["Efficace (cm)", "Portée Longue (cm)", "Extrême (cm)", "VI"]
    assert algoryn["weapon_ranges"].equals(before)  # the data keeps the sheet's inches
