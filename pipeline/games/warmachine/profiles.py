"""A model's profile as its card prints it, on one line (`VIT 5   FOR 11   MAT 6 …`) or its
labels over its values (`VIT FOR MAT …` over `5 11 6 …`, as a PDF's card copies them): the
table of two rows it is, its labels over its values, kept as a grid (`reference_tables`) as
a printed profile table is, never a line of a rule's text."""

from __future__ import annotations

import re

from pipeline.extract.text import is_stat_profile
from pipeline.model.document import Block, Paragraph, Table, TableRow

# `VIT 5`, `DEF : 12`, `CMD —`: one stat of a profile typed on one line.
_STAT = re.compile(r"^(?P<label>[A-ZÀ-Ý]{2,4})\s*:?\s*(?P<value>\S+)$")
# What parts the stats of a profile typed on one line (see `is_stat_profile`).
_STAT_SEPARATOR = re.compile(r"\s{2,}|\t|\s*[|·]\s*")


def profile_table(labels: list[str], values: list[str], labels_line: int, values_line: int) -> Table:
    """The table of a profile: its labels' row over its values' row."""
    return Table(labels_line, [TableRow(labels_line, labels), TableRow(values_line, values)], "tab")


def one_line_profile(block: Block) -> Table | None:
    """The table of a profile typed on one line (`VIT 5   FOR 11   MAT 6 …`), its two rows
    on that line; None for any other block."""
    if not isinstance(block, Paragraph) or block.more_lines or not is_stat_profile(block.text):
        return None
    stats = [_STAT.match(stat) for stat in _STAT_SEPARATOR.split(block.text.strip())]
    if not all(stats):
        return None
    labels = [stat.group("label") for stat in stats if stat]
    values = [stat.group("value") for stat in stats if stat]
    return profile_table(labels, values, block.line, block.line)
