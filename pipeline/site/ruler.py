"""A weapon's range bands as a ruler: each band a segment to scale, the minimum range
shaded, Infinity's modifier on its segment, in the unit `pdf.units` chooses.

What a segment says inside it and which bounds are written under the ruler are worked out
for a phone's width (`RULER_PX`): a label that would not fit its segment, or a bound that
would run into the one before it, is left to the list of bands under the ruler."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pandas as pd

from pipeline.render.context import in_units, number_text, records

UNIT_MARKS = {"in": "″", "cm": " cm"}
# A ruler's width on a 360 px phone, and what a character of its 13 px labels takes.
RULER_PX = 328
CHAR_PX = 7.2
# The room a label leaves either side of it, in pixels.
LABEL_MARGIN_PX = 6


@dataclass(frozen=True)
class Segment:
    label: str  # the band's name (`Portée Longue`)
    start: float  # where it begins and ends, in the ruler's unit
    end: float
    modifier: int | None  # Infinity's modifier to hit in that band


@dataclass(frozen=True)
class Tick:
    """A bound written under the ruler: where (per cent of its width), what, how anchored."""

    at: float
    text: str
    anchor: str  # start | middle | end


def _label_px(text: str) -> float:
    return len(text) * CHAR_PX + 2 * LABEL_MARGIN_PX


@dataclass(frozen=True)
class Ruler:
    """One weapon's bands to scale, in `unit`."""

    segments: list[Segment]
    unit: str
    scale: float  # the length the ruler's width stands for: the weapon's longest range
    minimum: float | None = None  # the weapon's minimum range: shaded, nothing is hit there

    def percent(self, value: float) -> float:
        return round(100 * value / self.scale, 2) if self.scale else 0.0

    def length(self, value: float) -> str:
        return f"{number_text(value)}{UNIT_MARKS[self.unit]}"

    def band_text(self, segment: Segment) -> str:
        """`0–20″`, `20–40 cm (-3)`."""
        modifier = f" ({segment.modifier:+d})" if segment.modifier is not None else ""
        return f"{number_text(segment.start)}–{self.length(segment.end)}{modifier}"

    def inside(self, segment: Segment) -> str | None:
        """What the segment says inside it: its modifier (Infinity), else its name, if either fits."""
        text = f"{segment.modifier:+d}" if segment.modifier is not None else segment.label
        width = RULER_PX * (segment.end - segment.start) / self.scale if self.scale else 0
        return text if _label_px(text) <= width else None

    def ticks(self) -> list[Tick]:
        """The bounds under the ruler, 0, the minimum range and each band's end, left to
        right; one that would run into the one before it is left out (the last one, the
        weapon's longest range, always stays: the one before it goes instead)."""
        values = sorted({0.0, *(s.end for s in self.segments), *([self.minimum] if self.minimum else [])})
        placed: list[tuple[Tick, float, float]] = []  # (tick, left px, right px)
        for index, value in enumerate(values):
            text = "0" if value == 0 else self.length(value)
            anchor = "start" if index == 0 else "end" if index == len(values) - 1 else "middle"
            centre = RULER_PX * value / self.scale if self.scale else 0
            width = _label_px(text)
            left = {"start": centre, "middle": centre - width / 2, "end": centre - width}[anchor]
            tick = (Tick(self.percent(value), text, anchor), left, left + width)
            while placed and placed[-1][2] > left:
                if anchor != "end":
                    break
                placed.pop()  # the longest range stays
            if not placed or placed[-1][2] <= left:
                placed.append(tick)
        return [tick for tick, _, _ in placed]

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
