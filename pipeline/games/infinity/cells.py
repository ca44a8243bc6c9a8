"""Infinity's own cells: bands as `max/modifier` (in cm, or in inches when the maximum
says so: `8"/+3`), or a modifier under a band header
(`0-8"`, as N4 prints its ranges in inches), damage as a number or an attribute
(`PH-2`), burst (`3//2//1`, `2 (3)`, `1 (2x)`), templates (`Circulairex3`), the E/M flag."""

from __future__ import annotations

import re
from dataclasses import dataclass

from pipeline.extract.cells import ABSENT, INCH_MARK, INTEGER, CellError, ascii_minus, number, whole_number
from pipeline.extract.revisions import current_number
from pipeline.extract.text import strip_emphasis, without_footnote_mark

# `20/+3`, and with the maximum's unit (`8"/+3`, `8 po/+3`, `20cm/+3`), as a sheet converted
# to inches (N4 on) or a user spelling out the unit writes it.
_MAX_BAND = re.compile(
    rf"^(?P<max>[0-9]+(?:[.,][0-9]+)?)\s*(?P<unit>{INCH_MARK}|po\.?|pouces?|cm)?\s*/\s*(?P<modifier>[+-]?\s*[0-9]+)$",
    re.IGNORECASE,
)
_DAMAGE_ATTRIBUTE = re.compile(r"^(?P<attribute>[A-Z]{2,4})\s*(?P<modifier>[+-]\s*[0-9]+)?$")
# No damage of its own: absent, adhesive, or `*` (special: the weapon's rules say what it does).
_NO_DAMAGE = frozenset({"", "-", "--", "–", "—", "adh.", "adh", "*"})
_BURST_MODES = re.compile(r"^[0-9]+(?:\s*/+\s*[0-9]+)+$")
# `1 (2x)`, and `1 (2×)` with the multiplication sign a word processor puts for the `x`.
_BURST_USES = re.compile(r"^(?P<burst>[0-9]+)\s*\((?P<uses>[0-9]+)\s*[x×]\)$", re.IGNORECASE)
_BURST_ALT = re.compile(r"^(?P<burst>[0-9]+)\s*\((?P<alt>[0-9]+)\)$")
# `1(+1)`: a burst and what a bonus adds to it (a fireteam's, a mode's), the alternative burst.
_BURST_BONUS = re.compile(r"^(?P<burst>[0-9]+)\s*\(\s*\+\s*(?P<bonus>[0-9]+)\s*\)$")
_TEMPLATE_COUNT = re.compile(r"^(?P<template>.*?)\s*[x×](?P<count>[0-9]+)$")


@dataclass(frozen=True)
class ModifiedBand:
    max: float
    modifier: int
    unit: str = "cm"  # the unit the maximum is printed in; cm when it prints none


@dataclass(frozen=True)
class HeaderBand:
    """A band written in its column's header (`8-16"`): its cells hold only the modifier."""

    min: float
    max: float
    unit: str
    label: str | None = None  # the band's name printed with its edges (`Courte (0-20 cm)`)


# `0-8"`, `8–16″`, `16-24 po`, `0-20 cm`: a band's edges in its header, alone or after the
# band's name (`Courte (0-20 cm)`, as a header written on two rows reads).
_HEADER_BAND = re.compile(
    r"^(?:(?P<label>[^\d()]*[^\d()\s])\s*\(\s*)?"
    r"(?P<min>[0-9]+(?:[.,][0-9]+)?)\s*[-–—]\s*(?P<max>[0-9]+(?:[.,][0-9]+)?)\s*"
    r"(?P<unit>\"|″|''|po\.?|pouces?|cm)(?(label)\s*\))$",
    re.IGNORECASE,
)
_MODIFIER = re.compile(r"^[+-]?\s*[0-9]+$")


def parse_header_band(label: str) -> HeaderBand | None:
    """`8-16"` -> 8 to 16 in; `0-20 cm` -> 0 to 20 cm; `Courte (0-20 cm)` -> 0 to 20 cm,
    named Courte; a band name alone (`Courte`) -> None."""
    match = _HEADER_BAND.match(ascii_minus(strip_emphasis(label)))
    if not match:
        return None
    unit = "cm" if match.group("unit").lower() == "cm" else "in"
    return HeaderBand(number(match.group("min")), number(match.group("max")), unit, match.group("label"))


def parse_band_modifier(cell: str) -> int | None:
    """A cell under a band header: `+3` -> 3, `0` -> 0, `-6` (or `−6`) -> -6; empty or `--`
    -> None (the weapon does not reach that band)."""
    text = ascii_minus(strip_emphasis(cell))
    if text.casefold() in ABSENT:
        return None
    if not _MODIFIER.match(text):
        raise CellError("a modifier (+3, 0, -3) or -- under a band header")
    return int(text.replace(" ", ""))


@dataclass(frozen=True)
class Damage:
    value: int | None = None
    attribute: str | None = None
    modifier: int | None = None


@dataclass(frozen=True)
class Burst:
    value: int | None = None
    modes: str | None = None
    alt: int | None = None
    uses: int | None = None
    marked: bool = False


@dataclass(frozen=True)
class Template:
    name: str
    count: int


def parse_modified_band(cell: str, unprinted_unit: str = "cm") -> ModifiedBand | None:
    """`20/+3` -> max 20 cm (or in `unprinted_unit`, the unit its column's header names),
    modifier +3; `40/-6` (or `40/−6`) -> 40, -6; `8"/+3` (or `8 po/+3`) -> 8 in, +3; `--` ->
    None (no band)."""
    text = ascii_minus(strip_emphasis(cell))
    if text.casefold() in ABSENT:
        return None
    match = _MAX_BAND.match(text)
    if not match:
        raise CellError('a range as max/modifier (20/+3, 8"/+3) or --')
    band = ModifiedBand(
        max=number(match.group("max")),
        modifier=int(match.group("modifier").replace(" ", "")),
        unit=_unit(match.group("unit")) if match.group("unit") else unprinted_unit,
    )
    if band.max <= 0:
        raise CellError("a maximum range above 0")
    return band


# Infinity prints its distances in inches since N4 (N3's centimetres come as `20/+3`
# cells): a band's edges written without their unit are inches.
_UNMARKED_UNIT = "in"
_NUMBER = r"[0-9]+(?:[.,][0-9]+)?"
_UNIT = rf"{INCH_MARK}|po\.?|pouces?|cm"
_EDGES = rf"(?P<min>{_NUMBER})\s*[-–—]\s*(?P<max>{_NUMBER})\s*(?P<unit>{_UNIT})?"
# A band's modifier and its edges in one cell, either way round: `+3 (0-8")`, `0-8" : +3`.
_MODIFIER_THEN_EDGES = re.compile(rf"^(?P<modifier>[+-]?\s*[0-9]+)\s*\(\s*{_EDGES}\s*\)$", re.IGNORECASE)
_EDGES_THEN_MODIFIER = re.compile(rf"^{_EDGES}\s*[:=]\s*(?P<modifier>[+-]?\s*[0-9]+)$", re.IGNORECASE)


def _unit(printed: str | None) -> str:
    if printed is None:
        return _UNMARKED_UNIT
    return "cm" if printed.lower() == "cm" else "in"


@dataclass(frozen=True)
class EdgedBand:
    """A band whose cell gives its edges with its modifier (`+3 (0-8")`)."""

    min: float
    max: float
    unit: str
    modifier: int


def parse_range_cell(cell: str, unprinted_unit: str = "cm") -> ModifiedBand | EdgedBand | None:
    """A band cell under a band's name: `20/+3` (max/modifier, cm, or `unprinted_unit` where
    the column's header names one: `COURTE (po)`), `+3 (0-8")` or `0-8": +3` (edges and
    modifier); `--` -> None (no band). A note's call after the cell (`20/-6¹`) is no part of
    it: the note under the table says why."""
    text = ascii_minus(without_footnote_mark(strip_emphasis(cell)))
    if text.casefold() in ABSENT:
        return None
    edged = _MODIFIER_THEN_EDGES.match(text) or _EDGES_THEN_MODIFIER.match(text)
    if edged is None:  # `20/+3`, or no band at all
        try:
            return parse_modified_band(text, unprinted_unit)
        except CellError:
            raise CellError(
                'a range as max/modifier (20/+3, 8"/+3), a modifier with its band (+3 (0-8")) or --'
            ) from None
    band = EdgedBand(
        number(edged["min"]), number(edged["max"]), _unit(edged["unit"]), int(edged["modifier"].replace(" ", ""))
    )
    if band.max <= band.min:
        raise CellError("a band's edges growing from its start to its end (+3 (0-8\"))")
    return band


def _slash_parts(cell: str) -> list[str]:
    return [part.strip() for part in ascii_minus(strip_emphasis(cell)).split("/")]


def parse_listed_bands(ranges: str, modifiers: str) -> list[EdgedBand]:
    """A weapon's bands as one `Portée` cell listing their upper edges (`8/16/24`) beside a
    `Mods` cell listing their modifiers (`+3/0/-3`): each band from the one before's edge
    (0 first), in inches unless a unit follows the list (`20/40/60 cm`); `--` -> none."""
    text = ascii_minus(strip_emphasis(ranges))
    if text.casefold() in ABSENT:
        return []
    unit_match = re.search(rf"\s*({_UNIT})\s*$", text, re.IGNORECASE)
    unit = _unit(unit_match.group(1) if unit_match else None)
    edges = _slash_parts(text[: unit_match.start()] if unit_match else text)
    mods = _slash_parts(modifiers)
    if not all(re.fullmatch(_NUMBER, edge) for edge in edges):
        raise CellError("upper range edges parted by / (8/16/24) or --")
    if len(mods) != len(edges) or not all(_MODIFIER.match(mod) for mod in mods):
        raise CellError(f"{len(edges)} modifiers parted by / (+3/0/-3), one a range")
    bands, lower = [], 0.0
    for edge, mod in zip(edges, mods, strict=True):
        bands.append(EdgedBand(lower, number(edge), unit, int(mod.replace(" ", ""))))
        lower = number(edge)
    if any(band.max <= band.min for band in bands):
        raise CellError("upper range edges growing from one band to the next (8/16/24)")
    return bands


def parse_damage(cell: str) -> Damage:
    """`13` -> 13; `PH-2` (or `PH−2`) -> attribute PH, modifier -2; `PH` -> PH, 0; `Adh.`, `*`
    and `--` -> none; `14*` (a revised sheet's mark of a changed value) and `14,0` -> 14."""
    text = whole_number(current_number(ascii_minus(strip_emphasis(cell))))
    if INTEGER.fullmatch(text):
        return Damage(value=int(text))
    if text.casefold() in _NO_DAMAGE:
        return Damage()
    match = _DAMAGE_ATTRIBUTE.match(text)
    if not match:
        raise CellError("a damage (13, PH, PH-2, VOL, Adh., * or --)")
    modifier = int(match.group("modifier").replace(" ", "")) if match.group("modifier") else 0
    return Damage(attribute=match.group("attribute"), modifier=modifier)


# The burst's own letter written in its cell, as army builders print it: `R 3`, `R: 3`.
_BURST_LABEL = re.compile(r"^R\s*[:=]?\s*(?=\d)", re.IGNORECASE)


def parse_burst(cell: str) -> Burst:
    """`4` -> 4; `3//2//1` -> 3, modes 3/2/1; `2 (3)` -> 2, alt 3; `1(+1)` -> 1, alt 2; `1 (2x)`
    -> 1, 2 uses; `3*` -> 3, marked."""
    text = strip_emphasis(cell)
    marked = text.endswith("*")
    text = _BURST_LABEL.sub("", text.rstrip("*").strip())
    if text.casefold() in ABSENT:
        return Burst(marked=marked)
    if INTEGER.fullmatch(text):
        return Burst(value=int(text), marked=marked)
    if _BURST_MODES.match(text):
        modes = [int(part) for part in re.split(r"\s*/+\s*", text)]
        return Burst(value=modes[0], modes="/".join(map(str, modes)), marked=marked)
    uses = _BURST_USES.match(text)
    if uses:
        return Burst(value=int(uses.group("burst")), uses=int(uses.group("uses")), marked=marked)
    alt = _BURST_ALT.match(text)
    if alt:
        return Burst(value=int(alt.group("burst")), alt=int(alt.group("alt")), marked=marked)
    bonus = _BURST_BONUS.match(text)
    if bonus:
        value = int(bonus.group("burst"))
        return Burst(value=value, alt=value + int(bonus.group("bonus")), marked=marked)
    raise CellError("a burst (4, 2/1, 3//2//1, 2 (3), 1(+1), 1 (2x), 3* or --)")


def parse_template(cell: str) -> Template | None:
    """`Circulaire` -> (Circulaire, 1); `Circulairex3` -> (Circulaire, 3); `--` -> None."""
    text = " ".join(strip_emphasis(cell).split())
    if text.casefold() in ABSENT:
        return None
    match = _TEMPLATE_COUNT.match(text)
    if match:
        return Template(match.group("template"), int(match.group("count")))
    return Template(text, 1)


# A flag as a spreadsheet's drop-down list or check box fills it in: `Oui`/`Non`, `Yes`/`No`,
# a tick or a cross mark (case-folded).
_FLAG_SET = frozenset({"x", "oui", "yes", "✓", "✔"})
_FLAG_UNSET = frozenset({"non", "no", "✗", "✘"})


def parse_flag(cell: str) -> bool:
    """`X` (or `Oui`, `✓`) -> True; `--`, empty (or `Non`, `✗`) -> False."""
    text = strip_emphasis(cell).casefold()
    if text in _FLAG_SET:
        return True
    if text in ABSENT or text in _FLAG_UNSET:
        return False
    raise CellError("X or -- (or Oui / Non)")
