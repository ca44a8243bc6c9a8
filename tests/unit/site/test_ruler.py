"""A weapon's range ruler (`pipeline.site.ruler`): its bands to scale in the unit chosen,
the minimum range apart, Infinity's modifiers on their bands."""

from __future__ import annotations

import pytest

from pipeline.site.ruler import Label, RulerLayout, Segment, weapon_rulers
from tests.conftest import parsed


def bands(sheet_id: str, weapon_id: str, units: str = "as-printed") -> list[tuple[str, float, float, int | None]]:
    ruler = weapon_rulers(parsed(sheet_id).tables, units)[weapon_id]
    return [(s.label, s.start, s.end, s.modifier) for s in ruler.segments]


@pytest.mark.parametrize(
    ("units", "expected", "unit"),
    [
        ("as-printed", [("Efficace", 0, 20), ("Portée Longue", 20, 30), ("Extrême", 30, 60)], "in"),
        ("in", [("Efficace", 0, 20), ("Portée Longue", 20, 30), ("Extrême", 30, 60)], "in"),
        # 1″ = 2.5 cm, as the games round it.
        ("cm", [("Efficace", 0, 50), ("Portée Longue", 50, 75), ("Extrême", 75, 150)], "cm"),
    ],
)
def test_the_mag_gun_in_each_unit(units, expected, unit):
    ruler = weapon_rulers(parsed("antares-algoryn").tables, units)["antares-algoryn:mag-gun"]
    assert [(s.label, s.start, s.end) for s in ruler.segments] == expected
    assert (ruler.unit, ruler.scale, ruler.minimum) == (unit, expected[-1][2], None)


def test_a_minimum_range_stands_before_the_first_band():
    ruler = weapon_rulers(parsed("antares-algoryn").tables)["antares-algoryn:mag-mortar"]
    assert ruler.minimum == 10
    assert ruler.segments[0].start == 10
    assert ruler.percent(ruler.minimum) == round(100 * 10 / ruler.scale, 2)
    assert weapon_rulers(parsed("antares-algoryn").tables, "cm")["antares-algoryn:mag-mortar"].minimum == 25


def test_infinity_bands_carry_their_modifiers():
    assert bands("infinity-core", "infinity-core:pistolet") == [
        ("COURTE", 0, 10, 3),
        ("MOYENNE", 10, 20, 0),
        ("LONGUE", 20, 40, -3),
        ("EXTREME", 40, 60, -6),
    ]
    assert bands("infinity-core", "infinity-core:pistolet", "in")[-1] == ("EXTREME", 16, 24, -6)


def test_the_ruler_in_words():
    tables = parsed("infinity-core").tables
    assert weapon_rulers(tables)["infinity-core:pistolet"].description() == (
        "Portées : COURTE 0–10 cm (+3), MOYENNE 10–20 cm (+0), LONGUE 20–40 cm (-3), EXTREME 40–60 cm (-6)"
    )
    mortar = weapon_rulers(parsed("antares-algoryn").tables)["antares-algoryn:mag-mortar"]
    assert mortar.description().endswith("portée minimale 10″")


@pytest.mark.parametrize(("sheet_id", "count"), [("antares-algoryn", 24), ("infinity-core", 35), ("epic-abilities", 0)])
def test_only_weapons_with_measured_bands_have_a_ruler(sheet_id, count):
    """A close-combat weapon, or a band without a length (Infinity's template weapons), has none."""
    tables = parsed(sheet_id).tables
    rulers = weapon_rulers(tables)
    assert len(rulers) == count
    measured = tables["weapon_ranges"]
    assert set(rulers) == set(measured.loc[measured["unit"].isin(["in", "cm"]), "weapon_id"])


def test_a_segment_is_drawn_in_proportion():
    ruler = weapon_rulers(parsed("antares-algoryn").tables)["antares-algoryn:mag-gun"]
    assert [ruler.percent(s.end - s.start) for s in ruler.segments] == [33.33, 16.67, 50.0]
    assert ruler.band_text(Segment("Extrême", 30, 60, None)) == "30–60″"


def words(labels) -> list[tuple[str, int]]:
    return [(label.text, label.row) for label in labels]


def test_what_a_ruler_writes_fits_a_phone():
    """Each band's name inside it when every one fits (Portée Longue's 10″ of the Mag Gun's
    60″ does not: then all over the bar), Infinity's modifier instead; a word that would run
    into the one before it takes the next row, so every bound is written."""
    algoryn = weapon_rulers(parsed("antares-algoryn").tables)
    gun = algoryn["antares-algoryn:mag-gun"]
    assert not gun.words_inside()
    assert words(gun.words_over()) == [("Efficace", 0), ("Portée Longue", 1), ("Extrême", 0)]
    assert words(gun.ticks()) == [("0", 0), ("20″", 0), ("30″", 0), ("60″", 0)]
    assert [tick.anchor for tick in gun.ticks()] == ["start", "middle", "middle", "end"]
    mortar = algoryn["antares-algoryn:mag-mortar"]
    assert [tick.text for tick in mortar.ticks()] == ["0", "10″", "30″", "40″", "50″"]
    # 10″ of 150″, too close to 0 for one row: under it; the names fit inside their bands.
    bombard = algoryn["antares-algoryn:compression-bombard"]
    assert bombard.words_inside() and bombard.words_over() == []
    assert words(bombard.ticks()) == [("0", 0), ("10″", 1), ("50″", 0), ("100″", 0), ("150″", 0)]
    assert (gun.layout().height, bombard.layout().height) == (81, 64)  # two rows over the bar, or none
    sniper = weapon_rulers(parsed("infinity-core").tables)["infinity-core:fusil-de-sniper"]
    assert words(sniper.ticks()) == [("0", 0), ("30 cm", 1), ("90 cm", 0), ("130 cm", 1), ("260 cm", 0)]
    assert sniper.words_inside()


def test_infinity_bands_are_coloured_by_their_modifier():
    """The same modifier, the same colour on every weapon (Feuerbach's two +0 bands)."""
    feuerbach = weapon_rulers(parsed("infinity-core").tables)["infinity-core:feuerbach"]
    assert [(s.word, s.tone) for s in feuerbach.segments] == [
        ("+0", "even"),
        ("+3", "better"),
        ("+0", "even"),
        ("-6", "worst"),
    ]
    pistol = weapon_rulers(parsed("infinity-core").tables)["infinity-core:pistolet"]
    assert [s.tone for s in pistol.segments] == ["better", "even", "worse", "worst"]
    gun = weapon_rulers(parsed("antares-algoryn").tables)["antares-algoryn:mag-gun"]
    assert {s.tone for s in gun.segments} == {""}  # no modifier: coloured by its place


def test_a_bound_on_the_second_row_has_its_tick_down_to_it():
    """The Compression Bombard's 10″, under 0: its tick runs from the bar down to the top of
    its word (12 px over its baseline); the others' are 3 px long. A tick that would cross a
    word of the row above stays short."""
    layout = weapon_rulers(parsed("antares-algoryn").tables)["antares-algoryn:compression-bombard"].layout()
    bar_bottom = layout.bar_top + layout.bar_height
    assert [(tick.text, layout.tick_end(tick)) for tick in layout.ticks] == [
        ("0", bar_bottom + 3),
        ("10″", layout.tick_y(1) - 12),
        ("50″", bar_bottom + 3),
        ("100″", bar_bottom + 3),
        ("150″", bar_bottom + 3),
    ]
    assert (bar_bottom, layout.tick_y(1) - 12) == (26, 46)
    # 5″ of 250″ is 6.6 px from 0: a line down there would run through the 0 (7.6 px wide).
    close = RulerLayout(True, [], [Label(0.0, "0", "start"), Label(2.0, "5″", "middle", 1)])
    assert [close.tick_end(tick) for tick in close.ticks] == [29, 29]


def test_a_band_s_word_on_the_upper_row_points_down_to_its_band():
    """The Mag Gun's `Portée Longue` (20–30″ of 60″), over `Efficace` and `Extrême`: a line
    from under it to the middle of its band, on the bar; the words next to the bar have
    none. A line that would run through a word of the row under it is not drawn."""
    layout = weapon_rulers(parsed("antares-algoryn").tables)["antares-algoryn:mag-gun"].layout()
    assert [(word.text, word.row, word.points_at) for word in layout.over] == [
        ("Efficace", 0, 16.67),
        ("Portée Longue", 1, 41.67),
        ("Extrême", 0, 75.0),
    ]
    # Each centred over its band's middle (none of these near an end of the ruler).
    assert all(word.anchor == "middle" and word.at == word.points_at for word in layout.over)
    assert layout.pointers() == [(41.67, layout.over_y(1) + 4)] and layout.bar_top == 36
    crossed = RulerLayout(
        False, [Label(30.0, "Efficace", "start", 0, 35.0), Label(25.0, "Longue", "start", 1, 40.0)], []
    )
    assert crossed.pointers() == []
