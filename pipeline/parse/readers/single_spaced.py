"""A table a copy from a PDF leaves with one space between its cells: a header of short
labels in capitals (`SORT COÛT POR ADE PUI DUR OFF`) right over rows whose name may hold
spaces and whose values end the line, one to each label after the first (`Arcane Bolt 2 12
– 11 – OUI`). Each such line reads as the tab row it stands for; a line of text under the
header, or values of another count, end the table."""

from __future__ import annotations

import re
from collections.abc import Set as AbstractSet

# A column's label: a short word in capitals (`POR`, `COÛT`, `P+F`, `OFF.`).
_LABEL = re.compile(r"^[A-ZÀ-Ý][A-ZÀ-Ý+.]{1,5}$")
# A value: a number, a dash, a short word in capitals (`CTRL`, `OUI`) or capitalised
# (`Soi`, `Tour`).
_VALUE = re.compile(r"^(?:[-–—*]|[+-]?\d+(?:[.,]\d+)?[\"″]?|[A-ZÀ-Ý]{2,5}|[A-ZÀ-Ý][a-zà-ÿ]{1,5})$")
_NUMBER = re.compile(r"\d|^[-–—]$")
# Fewer labels could be any heading in capitals.
_MIN_LABELS = 4


def _labels(line: str) -> list[str] | None:
    words = line.split()
    return words if len(words) >= _MIN_LABELS and all(_LABEL.match(word) for word in words) else None


def _row(line: str, width: int) -> list[str] | None:
    """The cells of a row under `width` labels: its name (the words before its values, a
    letter first) and its last `width - 1` words, each a value, numbers among them."""
    words = line.split()
    name, values = words[: -(width - 1)], words[-(width - 1) :]
    if not name or not name[0][0].isalpha() or len(values) != width - 1:
        return None
    if not all(_VALUE.match(value) for value in values) or not any(_NUMBER.search(value) for value in values):
        return None
    return [" ".join(name), *values]


def single_spaced_tables(lines: list[str], furniture: AbstractSet[int] = frozenset()) -> dict[int, list[str]]:
    """The cells of each line (by index) of a table copied with single spaces: its header's
    labels and each row's name and values (see the module's docstring). A header needs one
    row at least; the page `furniture` between two rows is passed over."""
    found: dict[int, list[str]] = {}
    for index, line in enumerate(lines):
        labels = _labels(line.strip()) if "\t" not in line else None
        if labels is None or index in found:
            continue
        rows: dict[int, list[str]] = {}
        for below in range(index + 1, len(lines)):
            if below in furniture:
                continue
            cells = _row(lines[below], len(labels)) if lines[below].strip() and "\t" not in lines[below] else None
            if cells is None:
                break
            rows[below] = cells
        if rows:
            found[index] = labels
            found.update(rows)
    return found
