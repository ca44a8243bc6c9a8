"""A weapon's range bands as a ruler: each band a segment to scale, the minimum range
shaded, Infinity's modifier on its segment, in the unit `pdf.units` chooses.

Where its words go is worked out for a phone's width (`RULER_PX`): each band's name or
modifier inside its segment when every one fits, else all of them over the bar; the bounds
under it. A word that would run into the one before it takes the next row (`ROWS`), so a
narrow band keeps its name and its bounds."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pandas as pd

from pipeline.render.context import in_units, number_text, records

UNIT_MARKS = {"in": "″", "cm": " cm"}
# A ruler's width on a 360 px phone, and what a character of its 14 px words takes.
RULER_PX = 328
CHAR_PX = 7.6
# The room a word leaves either side of it, in pixels.
LABEL_MARGIN_PX = 5
# Rows of words over and under the bar, their height and the bar's, in pixels.
ROWS = 2
ROW_PX = 17
BAR_PX = 24
# A bound's tick under the bar; down to its word when the word is on a lower row, to just
# over its top (a 14 px word's figures rise some 11 px over its baseline).
TICK_PX = 3
ASCENT_PX = 12
# Under a word's baseline, clear of its descenders, where the line to its band begins.
POINTER_GAP_PX = 4


@dataclass(frozen=True)
class Segment:
    label: str  # the band's name (`Portée Longue`)
    start: float  # where it begins and ends, in the ruler's unit
    end: float
    modifier: int | None  # Infinity's modifier to hit in that band

    @property
    def word(self) -> str:
        """What the ruler writes for it: its modifier (Infinity), else its name."""
        return f"{self.modifier:+d}" if self.modifier is not None else self.label

    @property
    def tone(self) -> str:
        """Its colour's name: by its modifier where it has one (the same modifier, the same
        colour, on every weapon), else by its place."""
        if self.modifier is None:
            return ""
        if self.modifier != 0:
            return "better" if self.modifier > 0 else "worse" if self.modifier >= -3 else "worst"
        return "even"


@dataclass(frozen=True)
class Label:
    """A word of the ruler: where (per cent of its width), what, how anchored, on which row
    (0 the row next to the bar)."""

    at: float
    text: str
    anchor: str  # start | middle | end
    row: int = 0
    points_at: float | None = None  # a band's word: the middle of its band (per cent)


def _label_px(text: str) -> float:
    return len(text) * CHAR_PX + 2 * LABEL_MARGIN_PX


def _text_span(label: Label) -> tuple[float, float]:
    """Where a placed word's letters are, in pixels (its margins left out)."""
    pixel, width = RULER_PX * label.at / 100, len(label.text) * CHAR_PX
    left = {"start": pixel, "middle": pixel - width / 2, "end": pixel - width}[label.anchor]
    return left, left + width


def _runs_through(pixel: float, labels: list[Label], rows_before: int) -> bool:
    """Whether an upright line at `pixel` runs through the letters of a word on a row
    nearer the bar than `rows_before`."""
    return any(
        left < pixel < right for label in labels if label.row < rows_before for left, right in [_text_span(label)]
    )


def _stacked(words: list[tuple[float, str, str]], keep_last: bool, points: list[float] | None = None) -> list[Label]:
    """Each (pixel, text, anchor) on the first row where it clears every word already there;
    one that clears none is left out. `keep_last`: the last word is placed first, so it is
    the one that stays (a weapon's longest range). `points`: where each word points (pixels)."""
    order = list(range(len(words)))
    if keep_last and order:
        order = [order[-1], *order[:-1]]
    rows: list[list[tuple[float, float]]] = [[] for _ in range(ROWS)]
    placed: dict[int, Label] = {}
    for index in order:
        pixel, text, anchor = words[index]
        points_at = round(100 * points[index] / RULER_PX, 2) if points else None
        width = _label_px(text)
        left = {"start": pixel, "middle": pixel - width / 2, "end": pixel - width}[anchor]
        for row, spans in enumerate(rows):
            if all(left >= right or left + width <= other for other, right in spans):
                spans.append((left, left + width))
                placed[index] = Label(round(100 * pixel / RULER_PX, 2), text, anchor, row, points_at)
                break
    return [placed[index] for index in sorted(placed)]


@dataclass(frozen=True)
class RulerLayout:
    """Where a ruler's words go, and the heights (in pixels) of the rows they take: the
    rows over the bar, the bar, the rows of bounds under it."""

    inside: bool  # every band's word inside its segment
    over: list[Label]  # else each band's word over the bar
    ticks: list[Label]

    @property
    def bar_top(self) -> int:
        return max((label.row + 1 for label in self.over), default=0) * ROW_PX + 2

    @property
    def bar_height(self) -> int:
        return BAR_PX

    @property
    def inside_y(self) -> int:
        return self.bar_top + BAR_PX - 7

    def over_y(self, row: int) -> int:
        return self.bar_top - 5 - ROW_PX * row

    def pointers(self) -> list[tuple[float, int]]:
        """(where, top) of the line from a band's word on an upper row down to the middle of
        its band on the bar, so the word shows which band it names (none where that line
        would cross a word of the row under it)."""
        lines = []
        for word in self.over:
            if not word.row or word.points_at is None:
                continue
            if not _runs_through(RULER_PX * word.points_at / 100, self.over, word.row):
                lines.append((word.points_at, self.over_y(word.row) + POINTER_GAP_PX))
        return lines

    def tick_y(self, row: int) -> int:
        return self.bar_top + BAR_PX + 15 + ROW_PX * row

    def tick_end(self, tick: Label) -> int:
        """Where a bound's tick, from the bar down, ends: short over the first row, down to
        its word on a lower row, so the word shows which bound it is (short too should that
        line cross a word of a row above)."""
        crossed = _runs_through(RULER_PX * tick.at / 100, self.ticks, tick.row)
        return self.tick_y(tick.row) - ASCENT_PX if tick.row and not crossed else self.bar_top + BAR_PX + TICK_PX

    @property
    def height(self) -> int:
        rows_under = max((tick.row + 1 for tick in self.ticks), default=0)
        return self.bar_top + BAR_PX + rows_under * ROW_PX + 4


@dataclass(frozen=True)
class Ruler:
    """One weapon's bands to scale, in `unit`."""

    segments: list[Segment]
    unit: str
    scale: float  # the length the ruler's width stands for: the weapon's longest range
    minimum: float | None = None  # the weapon's minimum range: shaded, nothing is hit there

    def percent(self, value: float) -> float:
        return round(100 * value / self.scale, 2) if self.scale else 0.0

    def _pixels(self, value: float) -> float:
        return RULER_PX * value / self.scale if self.scale else 0.0

    def length(self, value: float) -> str:
        return f"{number_text(value)}{UNIT_MARKS[self.unit]}"

    def band_text(self, segment: Segment) -> str:
        """`0–20″`, `20–40 cm (-3)`."""
        modifier = f" ({segment.modifier:+d})" if segment.modifier is not None else ""
        return f"{number_text(segment.start)}–{self.length(segment.end)}{modifier}"

    def words_inside(self) -> bool:
        """Whether every band's word fits inside its segment."""
        return all(_label_px(segment.word) <= self._pixels(segment.end - segment.start) for segment in self.segments)

    def words_over(self) -> list[Label]:
        """The bands' words over the bar when one does not fit inside its segment: each
        centred over the middle of its band, kept within the ruler."""
        if self.words_inside():
            return []
        words, middles = [], []
        for segment in self.segments:
            half = _label_px(segment.word) / 2
            middle = self._pixels((segment.start + segment.end) / 2)
            words.append((min(max(middle, half), RULER_PX - half), segment.word, "middle"))
            middles.append(middle)
        return _stacked(words, keep_last=False, points=middles)

    def ticks(self) -> list[Label]:
        """The bounds under the bar, left to right: 0, the minimum range and each band's end."""
        values = sorted({0.0, *(s.end for s in self.segments), *([self.minimum] if self.minimum else [])})
        words = [
            (
                self._pixels(value),
                "0" if value == 0 else self.length(value),
                "start" if index == 0 else "end" if index == len(values) - 1 else "middle",
            )
            for index, value in enumerate(values)
        ]
        return _stacked(words, keep_last=True)

    def layout(self) -> RulerLayout:
        """Its words and bounds placed once, with the heights the drawing takes from them."""
        return RulerLayout(self.words_inside(), self.words_over(), self.ticks())

    def description(self) -> str:
        """The ruler in words, for a screen reader: `Efficace 0–20″, Portée Longue 20–30″`."""
        parts = [f"{segment.label} {self.band_text(segment)}" for segment in self.segments]
        if self.minimum:
            parts.append(f"portée minimale {self.length(self.minimum)}")
        return "Portées : " + ", ".join(parts)


def _value(value: Any) -> float | None:
    return None if value is None or value is pd.NA or pd.isna(value) else float(value)


def _converted(value: float, unit: str, units: str) -> float:
    return float(in_units({"unit": unit, "min": None, "max": value}, units)["max"])


def weapon_rulers(tables: dict[str, pd.DataFrame], units: str = "as-printed") -> dict[str, Ruler]:
    """weapon_id -> its ruler, for every weapon whose bands are in a measured unit. A ruler
    spans its weapon's longest range, its bounds written under it: on one scale for the
    sheet, a 250″ bombard would leave a pistol's bands a few pixels wide on a phone."""
    bands: dict[str, list[dict[str, Any]]] = {}
    for row in records(tables["weapon_ranges"].sort_values(["weapon_id", "band_index"])):
        if row["unit"] in UNIT_MARKS and _value(row["upper"]) is not None:
            bands.setdefault(row["weapon_id"], []).append(row)
    minimums = {weapon["weapon_id"]: _value(weapon["min_range"]) for weapon in records(tables["weapons"])}
    rulers = {}
    for weapon_id, rows in bands.items():
        sheet_unit = rows[0]["unit"]
        unit = in_units(rows[0], units)["unit"]
        segments = [
            Segment(
                label=row["band_label"],
                start=_converted(_value(row["lower"]) or 0.0, sheet_unit, units),
                end=_converted(float(row["upper"]), sheet_unit, units),
                modifier=None if _value(row["modifier"]) is None else int(row["modifier"]),
            )
            for row in rows
        ]
        minimum = minimums.get(weapon_id)
        scale = max(segment.end for segment in segments)
        rulers[weapon_id] = Ruler(segments, unit, scale, _converted(minimum, sheet_unit, units) if minimum else None)
    return rulers
