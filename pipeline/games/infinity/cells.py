"""Infinity's own cells: bands as `max/modifier` in cm, or a modifier under a band header
(`0-8"`, as N4 prints its ranges in inches), damage as a number or an attribute
(`PH-2`), burst (`3//2//1`, `2 (3)`, `1 (2x)`), templates (`Circulairex3`), the E/M flag."""

from __future__ import annotations

import re
from dataclasses import dataclass

from pipeline.extract.cells import ABSENT, INTEGER, CellError, ascii_minus, number
from pipeline.extract.text import strip_emphasis

_CM_BAND = re.compile(r"^(?P<max>[0-9]+(?:[.,][0-9]+)?)\s*/\s*(?P<modifier>[+-]?\s*[0-9]+)$")
_DAMAGE_ATTRIBUTE = re.compile(r"^(?P<attribute>[A-Z]{2,4})\s*(?P<modifier>[+-]\s*[0-9]+)?$")
# No damage of its own: absent, adhesive, or `*` (special: the weapon's rules say what it does).
_NO_DAMAGE = frozenset({"", "-", "--", "–", "—", "adh.", "adh", "*"})
_BURST_MODES = re.compile(r"^[0-9]+(?:\s*/+\s*[0-9]+)+$")
_BURST_USES = re.compile(r"^(?P<burst>[0-9]+)\s*\((?P<uses>[0-9]+)\s*x\)$", re.IGNORECASE)
_BURST_ALT = re.compile(r"^(?P<burst>[0-9]+)\s*\((?P<alt>[0-9]+)\)$")
# `1(+1)`: a burst and what a bonus adds to it (a fireteam's, a mode's), the alternative burst.
_BURST_BONUS = re.compile(r"^(?P<burst>[0-9]+)\s*\(\s*\+\s*(?P<bonus>[0-9]+)\s*\)$")
_TEMPLATE_COUNT = re.compile(r"^(?P<template>.*?)\s*x(?P<count>[0-9]+)$")


@dataclass(frozen=True)
class ModifiedBand:
    max: float
    modifier: int


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


def parse_modified_band(cell: str) -> ModifiedBand | None:
    """`20/+3` -> max 20, modifier +3; `40/-6` (or `40/−6`) -> 40, -6; `--` -> None (no band)."""
    text = ascii_minus(strip_emphasis(cell))
    if text.casefold() in ABSENT:
        return None
    match = _CM_BAND.match(text)
    if not match:
        raise CellError("a range as max/modifier (20/+3) or --")
    band = ModifiedBand(max=number(match.group("max")), modifier=int(match.group("modifier").replace(" ", "")))
    if band.max <= 0:
        raise CellError("a maximum range above 0")
    return band


def parse_damage(cell: str) -> Damage:
    """`13` -> 13; `PH-2` (or `PH−2`) -> attribute PH, modifier -2; `PH` -> PH, 0; `Adh.`, `*`
    and `--` -> none."""
    text = ascii_minus(strip_emphasis(cell))
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


def parse_flag(cell: str) -> bool:
    """`X` -> True; `--` or empty -> False."""
    text = strip_emphasis(cell)
    if text.upper() == "X":
        return True
    if text.casefold() in ABSENT:
        return False
    raise CellError("X or --")
