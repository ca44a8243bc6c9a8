"""The reader's output: a sheet as a flat list of blocks, each with its source lines.

Readers (one per format family) turn text into a `Document`; the extractor (with the
sheet's game) turns a `Document` into contract tables. Blocks keep line numbers so every
row, error and coverage entry can point back at the raw sheet.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Heading:
    line: int
    text: str
    level: int  # 1 = section, 2 = entry under a section
    marks: int = 0  # the `#` of a Markdown heading, 0 for other headings

    @property
    def lines(self) -> list[int]:
        return [self.line]


@dataclass
class TableRow:
    line: int
    cells: list[str]
    # Lines after `line` that the row's quoted cells run on (a spreadsheet's line breaks).
    more_lines: list[int] = field(default_factory=list)
    # The line its cells after the first are printed on, when not `line` (a card's stats
    # under the weapon's name): where a mistake in one of them is.
    values_line: int | None = None
    # The lines of each cell a line break parts (a spreadsheet's quoted cell), by column:
    # `cells` reads them as one line; a list of items or a description parts there.
    line_breaks: dict[int, list[str]] = field(default_factory=dict)
    # The line of each cell printed on a line of its own (a card's `Portee : 2` under
    # `Arme : Fleau`), by column: where a mistake in that cell is.
    value_lines: dict[int, int] = field(default_factory=dict)

    def cell_lines(self, column: int) -> list[str]:
        """The lines of the cell in `column`, as printed: one unless a line break parts it."""
        return self.line_breaks.get(column) or [self.cells[column]]

    def numbered_cell_lines(self, column: int) -> list[tuple[int, str]]:
        """(line, text) of each line of the cell in `column`: a quoted cell's lines follow
        the row's first line one by one."""
        return [(self.line + offset, text) for offset, text in enumerate(self.cell_lines(column))]


@dataclass
class Table:
    line: int
    rows: list[TableRow]
    style: str  # "pipe" or "tab"
    separator_lines: list[int] = field(default_factory=list)

    @property
    def lines(self) -> list[int]:
        rows = [line for row in self.rows for line in (row.line, *row.more_lines)]
        return sorted(rows + self.separator_lines)


@dataclass
class Item:
    """A bullet; `depth` 0 is top level, 1 is nested once, and so on."""

    line: int
    depth: int
    text: str
    more_lines: list[int] = field(default_factory=list)  # lines its text wraps onto
    marker: str | None = None  # the bullet as printed (`-`, `•`, `◦`…)
    # The number of a numbered list's item as printed (`1.`, `2)`); None for a bullet.
    number: str | None = None
    after_blank: bool = False  # first line after a blank line

    @property
    def lines(self) -> list[int]:
        return [self.line, *self.more_lines]


@dataclass
class Paragraph:
    line: int
    text: str
    after_blank: bool = False  # first line after a blank line (or of the file)
    more_lines: list[int] = field(default_factory=list)  # lines its text wraps onto

    @property
    def lines(self) -> list[int]:
        return [self.line, *self.more_lines]


@dataclass
class Record:
    """One entry of a line-record sheet: name, kind and scope lines, then its description."""

    line: int
    name: str
    kind: str | None  # None when a labelled record gives no `Type :`
    scope: str | None
    body: list[tuple[int, str]]  # (line number, text) of the description lines
    header_lines: list[int]  # its header's lines, which blank lines may separate
    more_lines: list[int] = field(default_factory=list)  # lines its description wraps onto
    # Fields of a labelled record the vocabulary does not know: (line, label, value).
    extra_fields: list[tuple[int, str, str]] = field(default_factory=list)
    labelled: bool = False  # written as `Nom : …` / `Type : …` fields
    # The description's lines that are bullets (`  - Chef : …`), by line: their depth and
    # text without the marker, wrapped lines included.
    bullets: dict[int, Item] = field(default_factory=dict)

    @property
    def lines(self) -> list[int]:
        return sorted(self.header_lines + [number for number, _ in self.body] + self.more_lines)


Block = Heading | Table | Item | Paragraph | Record


@dataclass
class Document:
    source: str  # file name used in messages
    blocks: list[Block]
    line_count: int
    nonblank_lines: list[int]
    texts: dict[int, str]  # line number -> line as read (for coverage reports)
    # First line of a paragraph, bullet or table row -> the further lines it runs on.
    continued: dict[int, list[int]] = field(default_factory=dict)
    # Lines the reader set aside as no content, with what they are (`comment`,
    # `front_matter`, `table_of_contents`, `index`, `credits`, `letter_divider`): in
    # `texts`, so that coverage lists them, in no block.
    skipped: dict[int, str] = field(default_factory=dict)

    def set_aside(self, line: int, kind: str, text: str) -> None:
        """Account for `line`, taken out before the reader read the sheet (Excel's `sep=;`),
        as `kind` with its printed `text`."""
        self.set_aside_lines({line: text}, kind)

    def set_aside_lines(self, texts: dict[int, str], kind: str) -> None:
        """Account for the lines of `texts` (number -> printed text) as `kind`, as
        `set_aside` does for one."""
        if not texts:
            return
        self.skipped.update(dict.fromkeys(texts, kind))
        self.texts.update(texts)
        self.nonblank_lines = sorted({*self.nonblank_lines, *texts})

    @classmethod
    def of(
        cls,
        source: str,
        blocks: list[Block],
        lines: list[str],
        texts: dict[int, str],
        skipped: dict[int, str] | None = None,
    ) -> Document:
        """The document of a reader: its blocks, and `texts` holding its non-blank lines."""
        continued = {
            part.line: part.more_lines
            for block in blocks
            for part in (block.rows if isinstance(block, Table) else [block])
            if isinstance(part, Paragraph | Item | TableRow) and part.more_lines
        }
        return cls(
            source=source,
            blocks=blocks,
            line_count=len(lines),
            nonblank_lines=sorted(texts),
            texts=texts,
            continued=continued,
            skipped=skipped or {},
        )


def sheet_lines(text: str) -> list[str]:
    """A sheet's lines; a final newline does not make an extra empty line."""
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return lines
