"""Parsers for the cells every game prints: range bands, strength, rule labels, roll ranges.

Each parser takes one cell's text and returns a typed reading or raises `CellError`;
the table reader turns that into a `SheetError` carrying file, line and column.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from pipeline.extract.text import (
    CELL_LINE_BREAK,
    slugify,
    strip_emphasis,
    without_accents,
    without_note_mark,
    without_star_call,
)


class CellError(ValueError):
    """A cell that is not one of the known forms; the message says what was expected."""


# Digits are `[0-9]`: `\d` and str.isdigit() also accept `²` and `٣`, which int() refuses.
INTEGER = re.compile(r"^[0-9]+$")
# An inapplicable cell, as volunteers type it: a dash, a slash, a middle dot, `n/a`, `(aucune)`.
ABSENT = frozenset({"", "-", "–", "—", "--", "/", "·", "aucune", "aucun", "(aucune)", "(aucun)", "na", "n/a"})
# A lower-case `x` alone crosses a range or strength cell out; a capital `X` is a value still
# to set (Warmachine's `POW X`), no empty cell.
CROSSED_OUT = "x"
# What word processors and spreadsheets print for a minus sign: the minus (U+2212), the
# en and em dashes, the (non-breaking) hyphens, the small and full-width hyphen-minus.
MINUS_SIGNS = "\u2212\u2010\u2011\u2012\u2013\u2014\ufe63\uff0d"
_TO_HYPHEN_MINUS = str.maketrans(dict.fromkeys(MINUS_SIGNS, "-"))
_INCH_MARKS = str.maketrans({"″": '"', "”": '"', "“": '"'})
# Every inch mark a sheet prints, as a pattern for the readers of units (`Efficace (″)`).
INCH_MARK = "\"|''|’’|′′|‘‘|″|”|“"
# A column header naming the unit of its distances (`Efficace (po)`, `Longue (")`, `COURTE
# (po)`, `POR (cm)`): its cells may print bare numbers, in that unit.
INCH_HEADER = re.compile(rf"\s*\(\s*(?:po|pouces?|in|inch(?:es)?|{INCH_MARK})\s*\)\s*$", re.IGNORECASE)
CM_HEADER = re.compile(r"\s*\(\s*cm\s*\)\s*$", re.IGNORECASE)


def header_unit(header: str) -> str | None:
    """`in` or `cm` when a column's header names the unit of its distances (see
    `INCH_HEADER`, `CM_HEADER`); None when it names none."""
    if INCH_HEADER.search(header):
        return "in"
    return "cm" if CM_HEADER.search(header) else None


def without_header_unit(header: str) -> str:
    """A column's header without the unit it names: `COURTE (po)` -> `COURTE`."""
    return CM_HEADER.sub("", INCH_HEADER.sub("", header)) or header


# Two apostrophes or primes for the inch mark, typed (`''`) or as a word processor's
# autocorrection turns them (`’’`, `′′`).
_DOUBLED_MARK = re.compile("''|’’|′′|‘‘")
# Inches written in words after the number, as French sheets abbreviate them: `20 po`,
# `20 pouces`, `20 in`, `10-30 po.` (read as the `"` they stand for).
_INCH_WORD = re.compile(r"(?<=[0-9])\s*(?:pouces?|po|inch(?:es)?|in)\b\.?", re.IGNORECASE)
_NUMBER = r"[0-9]+(?:[.,][0-9]+)?"
_BARE_BAND = re.compile(rf"^(?:{_NUMBER}\s*[-–—]\s*)?(?:[0-9]{{1,3}}(?: [0-9]{{3}})+|{_NUMBER})$")
_INCH_BAND = re.compile(rf"^(?:(?P<min>{_NUMBER})\s*\"?\s*[-–—]\s*)?(?P<max>{_NUMBER})\s*\"$")
# `30" (75 cm)`, `10-30"(25-75 cm)`: the band in inches, then its metric conversion in
# parentheses for players who measure in centimetres; the inches are the band (a bare
# number too, `30 (75 cm)`, under a header naming inches).
_METRIC_AFTER_INCHES = re.compile(
    rf"(?<=[\"0-9])\s*\(\s*(?:{_NUMBER}\s*[-–—]\s*)?{_NUMBER}\s*(?:cm|mm)\.?\s*\)$", re.IGNORECASE
)
# `30" (min 10")`, `30" (min. 10)`, `30" (minimum : 10")`: the maximum, then the minimum range in
# parentheses, as a sheet writes a band with a minimum when it prints no `10-30"`.
_MIN_IN_PARENTHESES = re.compile(
    rf"^(?P<max>{_NUMBER})\s*\"\s*\(\s*min(?:imum|\.)?\s*:?\s*(?P<min>{_NUMBER})\s*\"?\s*\)$", re.IGNORECASE
)
# `2+1 max 10`, and the cap in parentheses (`2+1 (max 10)`) or with no step (`2 (max 10)`:
# a strength that other rules raise, never past 10).
_GROWING = re.compile(
    r"^(?P<base>[0-9]+)\s*(?:\+\s*(?P<step>[0-9]+)\s*)?(?P<open>\()?\s*max\.?\s*(?P<max>[0-9]+)\s*(?(open)\))$",
    re.IGNORECASE,
)
_PER_BAND = re.compile(r"^[0-9]+(?:\s*/\s*[0-9]+)+$")
# `D3`, `2+D3`, `1+2D6`: a strength rolled for each hit, a base plus a die; `strength` has
# no number for it (it is variable), `strength_raw` keeps it as printed.
_ROLLED = re.compile(r"^(?:[0-9]+\s*\+\s*)?[0-9]*D[0-9]+$", re.IGNORECASE)
# `*` is a strength a note under the table gives, as variable as `Spécial`. Compared with
# the cell case-folded, without accents nor a closing full stop: `Var.`, `Spéc.`, `Special`.
_NOT_A_NUMBER = frozenset(
    {"variable", "var", "na", "n/a", "-", "–", "—", "--", "*", "special", "spec", "speciale", "·"}
)
# `0 (2 contre véhicules)`: a strength, then in parentheses the case where it is another; the
# weapons table holds the first, `strength_raw` keeps the case as printed.
_CONDITIONED = re.compile(r"^(?P<value>[0-9]+)\s*\((?=[^()]*[^\W\d_])[^()]+\)$")
# `4`, `2-3`, `2–3`, `2 à 3`, `7+` (7 and above: up to the die's highest face), and that
# open end in words, as French tables print it: `10 et +`, `10 et plus`, `10 ou plus`; two
# faces in words, `1 ou 2` (next to each other: `1 ou 3` is no span). A sheet typed without
# accents writes `1 a 5`: the bare `a` only between spaces, never glued to a number.
SPAN_MARK = r"[-–—]|à|(?<=\s)a(?=\s)"
_ROLL_TO = rf"\s*(?:{SPAN_MARK}|ou)\s*"
_ROLL_AND_UP = r"\s*(?:\+|(?:et|ou)\s*(?:\+|plus))"
_ROLL = re.compile(rf"^(?P<from>[0-9]+)(?:\s*(?:{SPAN_MARK}|(?P<either>ou))\s*(?P<to>[0-9]+)|(?P<up>{_ROLL_AND_UP}))?$")
# The same roll inside a line (`2 à 4 : …`, `10 et + = …`), for the readers of outcome lines.
ROLL_TEXT = rf"[0-9]+(?:{_ROLL_TO}[0-9]+|{_ROLL_AND_UP})?"
_OPEN_ROLL = re.compile(rf"{_ROLL_AND_UP}$")
_DIE = re.compile(r"^(?P<count>[0-9]*)D(?P<faces>[0-9]+)$", re.IGNORECASE)


@dataclass(frozen=True)
class RangeBand:
    min: float | None
    max: float


@dataclass(frozen=True)
class Strength:
    value: int | None = None
    step: int | None = None
    max: int | None = None
    per_band: tuple[int, ...] = ()


@dataclass(frozen=True)
class RuleLabel:
    label: str
    name: str
    param: str | None


# A space between groups of digits, as French writes thousands: `1 000`.
_DIGIT_GROUP_SPACE = re.compile(r"(?<=\d) (?=\d{3}(?!\d))")


def ascii_minus(text: str) -> str:
    """`−3` -> `-3`: any printed minus sign as the one int() reads."""
    return text.translate(_TO_HYPHEN_MINUS)


def _typed_inch_marks(text: str) -> str:
    """The inch marks of `text` (`″`, `”`, `''`, `’’`…) as the `"` typed for them."""
    return _DOUBLED_MARK.sub('"', text.translate(_INCH_MARKS))


def plain_marks(text: str) -> str:
    """`0–8″` -> `0-8"`: the dashes and inch marks a word processor prints (`–`, `″`, `”`,
    `''`, `’’`) as the `-` and `"` typed for them, so that a label printed either way is one
    label (a band's edges in a header)."""
    return _typed_inch_marks(ascii_minus(text))


# A spreadsheet's number format keeps a whole number's decimals (`14,0`, `13.00`).
_WHOLE_DECIMAL = re.compile(r"^(?P<whole>[0-9]+)[.,]0+$")


def whole_number(text: str) -> str:
    """`14,0` or `13.00` -> `14`, `13`, as a cell formatted with decimals exports a whole
    number; any other text as it is."""
    found = _WHOLE_DECIMAL.match(text.strip())
    return found.group("whole") if found else text


def number(text: str) -> float:
    return float(text.replace(",", "."))


def is_absent(cell: str) -> bool:
    return strip_emphasis(cell).casefold() in ABSENT


def is_crossed_out(cell: str) -> bool:
    """An empty value cell, or one crossed out with a lower-case `x` (see `CROSSED_OUT`)."""
    return strip_emphasis(cell).strip() == CROSSED_OUT or is_absent(cell)


# What a range cell prints for a close-combat-only profile: `Corps à corps`, `CàC`, `CAC`,
# `Combat rapproché`, `Contact`, `Mêlée`, Warmachine's `CQ` (matched on the cell's ASCII
# slug: accents, case and emphasis dropped).
_MELEE_ONLY = re.compile(r"corps|\bcac\b|\bcq\b|contact|\bmelee\b|combat-rapproche")


def is_melee_note(cell: str) -> bool:
    return bool(_MELEE_ONLY.search(slugify(cell)))


_INCHES = re.compile(rf"^(?P<inches>{_NUMBER})\s*\"?$")
# A half as a fraction: `½"` (Word's AutoFormat turns a typed `1/2` into `½`), `1/2"`, and
# after a whole number (`1 ½"`, `1½"`).
_HALF = re.compile(r"^(?:(?P<whole>[0-9]+)(?:\s*(?=½)|\s+(?=1/2)))?(?:½|1/2)(?=\s*\"?$)")


def _half_as_decimal(text: str) -> str:
    """`½"` -> `0,5"`, `1 ½"` -> `1,5"`; any other text as it is."""
    return _HALF.sub(lambda half: f"{half.group('whole') or 0},5", text)


def parse_inches(cell: str) -> float | None:
    """A distance in inches, its mark printed or not: `10`, `8"`, `8″`, `0,5`, `0.5`, `½"`,
    `10 po` -> the number; anything else -> None."""
    text = _typed_inch_marks(strip_emphasis(cell)).strip()
    text = _half_as_decimal(_INCH_WORD.sub('"', text))
    match = _INCHES.match(text)
    return number(match.group("inches")) if match else None


# A band written in words: `10 à 30"` (`10" à 30"`) is `10-30"`, `jusqu'à 20"` is `20"`.
_WORDED_TO = re.compile(r"(?<=[0-9\"])\s+à\s+(?=[0-9])")
_UP_TO = re.compile(r"^jusqu\s*['’]\s*à\s+", re.IGNORECASE)


def parse_range_band(cell: str, inches_implied: bool = False) -> RangeBand | None:
    """`10"` -> max 10; `10-30"`, `10 à 30"`, `30" (min 10")` -> min 10, max 30; `jusqu'à 20"` -> max 20;
    `½"` -> max 0.5 (inches
    also as `''`, `”`, `po`, `pouces`; a metric conversion after them, `30" (75 cm)`, left
    aside); `Aucune`/`-`/`/` -> None (no band). With `inches_implied` (the column's header
    names the unit: `Efficace (po)`), bare numbers (`20`, `10-30`) are inches too."""
    # `30"*`, `30"¹`: the call to a note under the table (`* uniquement en tir direct`) is
    # no part of the band.
    text = _typed_inch_marks(without_note_call(strip_emphasis(cell).strip())).strip()
    text = _half_as_decimal(_INCH_WORD.sub('"', text))
    if "(" in text:
        text = _METRIC_AFTER_INCHES.sub("", text)
        text = _MIN_IN_PARENTHESES.sub(r'\g<min>-\g<max>"', text)
    if "à" in text:
        text = _UP_TO.sub("", _WORDED_TO.sub("-", text))
    if is_crossed_out(text):
        return None
    if inches_implied and _BARE_BAND.match(text):
        text += '"'
    match = _INCH_BAND.match(_DIGIT_GROUP_SPACE.sub("", text))
    if not match:
        raise CellError('a range in inches (10", 10-30" or 10 po) or Aucune')
    band = RangeBand(
        min=number(match.group("min")) if match.group("min") else None,
        max=number(match.group("max")),
    )
    if band.max <= 0:
        raise CellError("a maximum range above 0")
    if band.min is not None and band.min >= band.max:
        raise CellError("a minimum range below the maximum")
    return band


# `1 (1)`, `30" (2)`, `+2 DEF (1)`: a note's number in parentheses after a value, as a word processor
# without superscripts prints `¹` (the note under the table opens with `(1)`).
_NUMBERED_CALL = re.compile(r"(?<=[\w\"])\s+\([0-9]\)$")


def without_note_call(text: str) -> str:
    """`4*`, `4¹`, `4 (1)`, `7/4/2†` -> the value without the call to a note under the table
    (which says when it is another); a lone `*` stays, a strength of its own (see the note)."""
    return _NUMBERED_CALL.sub("", without_note_mark(text))


def parse_strength(cell: str) -> Strength:
    """`1` -> 1; `2+1 max 10` -> 2 step 1 max 10 (`2 (max 10)`: 2, no step, max 10);
    `0 (2 contre véhicules)` -> 0, the case kept in `strength_raw`;
    `7/4/2` -> per band; `Variable`/`Var.`/`Spécial`/`NA`, and a
    rolled strength (`2+D3`, `D6`) -> none: the weapons table holds one number, a step and
    a cap, and a die roll is none of them, so it is a variable strength (null) whose
    printed form stays in `strength_raw`."""
    text = whole_number(without_note_call(strip_emphasis(cell).strip()))
    if INTEGER.fullmatch(text):
        return Strength(value=int(text))
    growing = _GROWING.match(text)
    if growing:
        return Strength(
            value=int(growing.group("base")),
            step=int(growing.group("step")) if growing.group("step") else None,
            max=int(growing.group("max")),
        )
    conditioned = _CONDITIONED.match(text)
    if conditioned:
        return Strength(value=int(conditioned.group("value")))
    if _PER_BAND.match(text):
        return Strength(per_band=tuple(int(part) for part in text.split("/")))
    if _folded_word(text) in _NOT_A_NUMBER or text == CROSSED_OUT or _ROLLED.match(text):
        return Strength()
    raise CellError("a strength (7, 2+1 max 10, 7/4/2, a roll such as D6 or 2+D3, Variable, Var., Spécial or NA)")


def _folded_word(text: str) -> str:
    """`Var.` -> `var`, `Spécial` -> `special`: a word as the short lists above hold it
    (case-folded, accents dropped, a closing full stop of an abbreviation dropped)."""
    return without_accents(text.casefold()).removesuffix(".")


# A roll as a rule's value: `D10`, and dice with a count or a bonus (`2D6`, `D6+1`, `2D6-1`),
# kept as printed.
# The die in either case, as hand-typed sheets write it (`Déflagration d6`).
_DICE = r"[0-9]*[Dd][0-9]+(?:\s*[+-]\s*[0-9]+)?"
# A rule's parameter: a roll (`D10`, `2D6`, `D6+1`)/`D(n)`/`Dx` after a space, `x2`/`2`/`(n)`
# glued to an abbreviation, or a value or a `(n)` placeholder in parentheses or brackets
# (`Déflagration (D6)`, `Brèche (2)`, `Brèche [2]`, `TR(2)`, `Tir Rapide [n]`).
# A bonus keeps its sign, its placeholder too (`Cinglant (+1)` for `Cinglant (+n)`).
# A roll's threshold (`Marquage (3+)`, `(X+)`) and two values or placeholders (`Rafale (D3, 2)`,
# `Salve (X, Y)`, `Chaîne d'éclairs (D3, 4")`) are parameters too.
_ONE_PARENTHESIZED = rf"{_DICE}|x[0-9]+|[+\-−]?[0-9]+\+?(?:\"|'')?|[+\-−]?\w{{1,2}}\+?"
_PARENTHESIZED = rf"(?:{_ONE_PARENTHESIZED})(?:\s*,\s*(?:{_ONE_PARENTHESIZED}))?"
# A bonus glued in parentheses to a name (`Bouclier(+2)`, `Bouclier(+X)`).
_SIGNED = r"[+\-−](?:[0-9]+|[nxX])"
_IN_PARENTHESES = rf"(?:\((?:{_PARENTHESIZED})\)|\[(?:{_PARENTHESIZED})\])"
# A distance keeps its inch mark (`Portée minimale 5"` for `PORTÉE MINIMALE (n)`).
_PARAM_AFTER_SPACE = re.compile(
    rf"^(?P<name>.+?)\s+(?P<param>{_DICE}|D\(\w+\)|D[nxX]|{_IN_PARENTHESES}|[0-9]+\+?|[0-9]+(?:\"|''))$"
)
# `SP x3` is `SPx3` with a space: after an abbreviation only (`Tir x2` is no parameter).
_MULTIPLIER_AFTER_SPACE = re.compile(r"^(?P<name>[A-Z]{1,4})\s+(?P<param>x[0-9]+)$")
_PARAM_GLUED = re.compile(rf"^(?P<name>[A-Z]{{1,4}})(?P<param>x[0-9]+|[0-9]+|{_IN_PARENTHESES})$")
# `Brèche(1)`, `Traction(2)`: a value in parentheses glued to a name of any length, as a sheet
# that writes `TR(n)` glues it to an abbreviation; the parentheses part it from the name. A
# value or a placeholder only: `Cible(s)`, `Allié(e)s` write a plural or a feminine.
_GLUED_VALUE = rf"{_DICE}|x[0-9]+|[0-9]+|{_SIGNED}|[nNX]"
_PARAM_IN_GLUED_PARENTHESES = re.compile(
    rf"^(?P<name>.*?[^\s(])(?P<param>\((?:{_GLUED_VALUE})\)|\[(?:{_GLUED_VALUE})\])$"
)
# `Critique : Feu`, `Continuous Effect: Fire`: a rule and the value it takes, after a colon.
_PARAM_AFTER_COLON = re.compile(r"^(?P<name>[^:]+?)\s*:\s*(?P<param>[^:]+)$")
BARE_PARAM = re.compile(rf"^(?:{_DICE}|x[0-9]+|[0-9]+)$")
# A value in parentheses (`(2)`, `(D6)`, `(x2)`) is that value; a placeholder (`(n)`, `(X)`)
# keeps its parentheses, which is how the rest of the pipeline knows it for one.
_ONE_VALUE = rf"{_DICE}|x[0-9]+|[+\-−]?[0-9]+\+?(?:\"|'')?"
_VALUE_IN_PARENTHESES = re.compile(rf"^[(\[](?P<value>(?:{_ONE_VALUE})(?:\s*,\s*(?:{_ONE_VALUE}))?)[)\]]$")


# One full stop ending a label, after a letter, digit or parenthesis (not an ellipsis).
_CLOSING_FULL_STOP = re.compile(r"(?<=[\w)\]])\.$")


# `SP×2`, `SP ×2`: the multiplication sign a word processor or a phone prints for the `x`
# of a multiplier (the label keeps it as printed, the parameter is `x2`).
_TIMES_SIGN = re.compile(r"×(?=[0-9])")
# `Brèche( 1 )`, `Déflagration ( D3 )`: spaces just inside a parenthesis or a bracket, as a
# word processor's justification or a careless hand leaves them; `Brèche(1)` is meant.
_SPACE_INSIDE_BRACKETS = re.compile(r"(?<=[(\[])\s+|\s+(?=[)\]])")
# `Déflagration D 6`, `(D 3)`: a die typed with a space before its faces, at the item's end.
_SPACED_DIE = re.compile(r"(?<![^\s(\[])(?P<die>[0-9]*[Dd]) (?P<faces>[0-9]+)(?=[)\]]?$)")


def parse_rule_label(label: str) -> RuleLabel:
    """`TR2` -> (TR, 2); `SPx2`, `SP x2` -> (SP, x2); `Déflagration D10` -> (Déflagration, D10);
    `Attaques Multiples (3)` -> (Attaques Multiples, 3); `Déflagration (D6)` -> (Déflagration, D6);
    `Déflagration 2D6`, `Déflagration D6+1` -> the roll as printed; `Brèche( 1 )` -> (Brèche, 1);
    `Déflagration D 6` -> (Déflagration, D6); `Bouclier (+2)` -> (Bouclier, +2);
    `TR(n)` -> (TR, (n)), `Bouclier (+X)` -> (Bouclier, (+X))."""
    text = " ".join(strip_emphasis(label).split())
    typed = _TIMES_SIGN.sub("x", text) if "×" in text else text
    if "( " in typed or "[ " in typed or " )" in typed or " ]" in typed:
        typed = _SPACE_INSIDE_BRACKETS.sub("", typed)
    if " " in typed:
        typed = _SPACED_DIE.sub(r"\g<die>\g<faces>", typed)
    # `SPx2, Déflagration D5.`: the full stop closing a cell written as a sentence is no part
    # of the last item's value (the label keeps it as printed).
    typed = _CLOSING_FULL_STOP.sub("", typed)
    for pattern in (_PARAM_GLUED, _MULTIPLIER_AFTER_SPACE, _PARAM_AFTER_SPACE, _PARAM_IN_GLUED_PARENTHESES):
        match = pattern.match(typed)
        if match:
            param = match.group("param")
            # `Brèche (2)` says 2 as `Brèche 2` does, and `Déflagration (D6)` D6.
            value = _VALUE_IN_PARENTHESES.match(param)
            return RuleLabel(text, match.group("name").strip(), value["value"] if value else param)
    return RuleLabel(text, text, None)


def parse_item_label(label: str) -> RuleLabel:
    """A rule item of a weapon: as `parse_rule_label`, and a value after a colon
    (`Critique : Feu`, `Continuous Effect: Fire`) is the parameter of the rule before it.
    Only items read so: a rule's own name with a colon (`DA : N1-Parachutiste`) is a name
    of its own, one level of a rule, not that rule with a value."""
    if ":" not in label:  # the common item
        return parse_rule_label(label)
    text = " ".join(strip_emphasis(label).split())
    match = _PARAM_AFTER_COLON.match(text)
    if match:
        return RuleLabel(text, match.group("name").strip(), match.group("param").strip())
    return parse_rule_label(text)


# Sheets separate items with `,` or `;`, some with a middle dot or a bullet (`AP · Tir Précis`).
_RULE_SEPARATORS = ",;·•"
_RULE_SEPARATOR = re.compile(f"[{_RULE_SEPARATORS}]")
# `Anti-matériel / Tir Précis`: a slash spaced on both sides parts items as a comma does; one
# inside a name (`E/M`, `Jet BLI/2`) is written without spaces.
_SPACED_SLASH = re.compile(r"\s+/\s+")
# `Tir en cloche + Dégâts d'explosion`, `SPx2 + Déflagration D6+1`: a plus spaced on both
# sides before a word parts items; one before a number (`2d6 + 1`) is part of a value.
_SPACED_PLUS = re.compile(r"\s+\+\s+(?=[^\W\d])")
# `"TR2"`: a spreadsheet's export quotes a cell for no reason; the quotes are no part of it.
_QUOTED_CELL = re.compile(r'^"(?P<text>[^"]+)"$')


# A call to a footnote under the table (`Tir Suppressif [***]`): no part of the item.
_FOOTNOTE_CALL = re.compile(r"\s*\[\*+\]")


def rules_cell_text(cell: str) -> str | None:
    """A rules cell as the plain text it prints: emphasis dropped, links as their text, a
    `<br>` or a spaced slash as `, ` (`[Lent](#lent)<br>Brèche (1)` -> `Lent, Brèche (1)`,
    `CC / Silencieux` -> `CC, Silencieux`), footnote calls left out (`Tir Suppressif [***]`
    -> `Tir Suppressif`, the note being the table's); None when it marks no rule (`–`)."""
    if "[*" in cell:
        cell = _FOOTNOTE_CALL.sub("", cell)
    if is_crossed_out(cell):  # `x`: no rule, as `–` says
        return None
    if " /" in cell:
        cell = _SPACED_SLASH.sub(", ", cell)
    if " +" in cell:
        cell = _SPACED_PLUS.sub(", ", cell)
    cell = _QUOTED_CELL.sub(r"\g<text>", cell.strip())
    # A line break in a rules cell parts its items as a comma does.
    return strip_emphasis(CELL_LINE_BREAK.sub(", ", cell)) or None


def split_rules_cell(cell: str) -> list[str]:
    """`SPx2, Déflagration D10, Pas de Couvert` -> three labels; `Lent ; Perforant` and
    `Lent · Perforant`, `Lent / Perforant`, `Lent + Perforant` or `Lent<br>Perforant` -> two (sheets separate items
    with any of them); `–` -> none. A separator inside parentheses is
    part of its item (`Déflagration (D3, D5)` is one); a note's call (`Compresseur¹`, `Arme d'allonge*`)
    is none."""
    text = rules_cell_text(cell)
    if text is None:
        return []
    if "(" not in text:  # the common cell: no parenthesis to look inside
        return [without_note_mark(part.strip()) for part in _RULE_SEPARATOR.split(text) if part.strip()]
    parts, current, depth = [], [], 0
    for char in text:
        if char == "(":
            depth += 1
        elif char == ")":
            depth = max(depth - 1, 0)
        elif char in _RULE_SEPARATORS and depth == 0:
            parts.append("".join(current))
            current = []
            continue
        current.append(char)
    parts.append("".join(current))
    return [without_note_mark(part.strip()) for part in parts if part.strip()]


def highest_roll(die: str | None) -> int | None:
    """`D10` -> 10, `2D6` -> 12; None for no die or another notation."""
    match = _DIE.match(die or "")
    return int(match.group("count") or 1) * int(match.group("faces")) if match else None


def parse_roll_range(cell: str, die: str | None = None) -> tuple[int, int]:
    """`2-3` -> (2, 3); `10` -> (10, 10); `1 ou 2` -> (1, 2); `7+` or `7 et plus` -> (7, 10) on a D10."""
    # `8-9*`: a roll calling a note (a changed row, marked as the sheet says) is that roll.
    match = _ROLL.match(without_star_call(strip_emphasis(cell).strip()))
    if not match:
        raise CellError("a roll (4 or 2-3)")
    low = int(match.group("from"))
    if match.group("up"):
        top = highest_roll(die)
        if top is None:
            raise CellError("a roll (4 or 2-3); `+` needs the table's die")
        return low, max(low, top)
    high = int(match.group("to") or low)
    if high < low:
        raise CellError("a roll range whose end is not below its start")
    if match.group("either") and high != low + 1:
        raise CellError("a roll (4, 2-3 or two faces next to each other: 1 ou 2)")
    return low, high


def is_open_roll(roll: str) -> bool:
    """A roll with no end of its own (`7+`, `10 et plus`): the die gives it."""
    return bool(_OPEN_ROLL.search(roll.strip()))


def is_roll_range(cell: str) -> bool:
    """A roll, or an open one (`7+`) whose end the table's die will give."""
    try:
        parse_roll_range(cell, "D100")
    except CellError:
        return False
    return True
