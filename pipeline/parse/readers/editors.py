"""What other editors leave in the Markdown they export, read back as the plain Markdown it
stands for, line for line (every function keeps the lines where they are, so that rows,
errors and coverage still point at the sheet's own lines):

- blockquotes (`> texte`), the callouts of Obsidian (`> [!note] Titre`) and Notion (`> 💡 …`,
  `<aside>` … `</aside>`): their text, a callout's title as the lead of an entry;
- Obsidian's tag lines (`#antares #ghar`): no content;
- pandoc's grid tables (`+----+----+` borders, a cell on several lines) and simple tables
  (a header over runs of dashes, cells aligned under them): pipe tables;
- HTML tables (`<table><tr><td>…`), as a WYSIWYG editor or a copy from a web page leaves
  them, a row on one line or several, a cell spanning columns (`colspan`): pipe tables;
- bold written with underscores (`__Nom.__`, as some editors export it): `**Nom.**`; Discord's
  underline around bold (`__**ARMEMENT**__`) the bold alone;
- the fences of code blocks (```` ```text ````, `~~~`) a chat's message keeps columns in:
  no content, the lines between them read as the sheet's;
- the admonitions of MkDocs and Python-Markdown (`!!! note "Titre"`, `??? tip`, their text
  indented under them) and reStructuredText's directives (`.. admonition:: Titre`,
  `.. note::`): their text, the title as the lead of an entry, as a callout's;
- the `<details>` blocks of static sites and wikis: their text, the `<summary>` line as a
  line of text;
- the BBCode of a forum post (phpBB, XenForo): `[b]`, `[i]` as bold and italic, `[u]`,
  `[color=…]`, `[size=…]`, `[url=…]` dropped around their text, `[table]`/`[tr]`/`[td]` as
  the HTML table they stand for, `[list]` items (`[*]`) as bullets.

Each pass looks at a line's first characters before any pattern: a sheet of a hundred
thousand table rows pays a string test per line, no more.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from itertools import pairwise

from pipeline.extract.text import html_emphasis_to_markdown, without_pictographs
from pipeline.parse.readers.chat import chat_headers
from pipeline.parse.readers.revisions import revised_lines

# `> texte`, `>> texte`, `> > texte`: a blockquote's markers and the space after them.
_QUOTE_MARKERS = re.compile(r"^\s*(?:>\s?)+")
# `[!note] Titre`, `[!warning]- Titre` (folded): an Obsidian callout's first line.
_CALLOUT = re.compile(r"^\[!(?P<kind>[\w-]+)\][+-]?\s*(?P<title>.*?)\s*$")
# Notion writes a callout as an `<aside>` element around its text.
_ASIDE_TAG = re.compile(r"</?aside>", re.IGNORECASE)
# `#antares #ghar #fiche-de-référence`: a line of Obsidian tags (a tag holds a letter).
_TAG_LINE = re.compile(r"^#[^\s#]*[^\W\d_][^\s#]*(?:\s+#[^\s#]*[^\W\d_][^\s#]*)*\s*$")
# A `|` that parts cells (`\|` is one inside a cell).
CELL_PIPE = re.compile(r"(?<!\\)\|")
# A grid table's border (`+-----+----+`), or the one under its header (`+=====+====+`).
_GRID_BORDER = re.compile(r"^\s*\+(?:[-=:]+\+)+\s*$")
# A simple table's dashes under its header: two runs of dashes or more (`-----  ---`), or of
# `=` as reStructuredText writes them (`=====  ===`, also over the header and under the last
# row; a narrow column's run as short as its label, `==` over `VI`).
_SIMPLE_DASHES = re.compile(r"^\s*(?:-{3,}(?:\s+-{3,})+|={3,}(?:\s+={2,})+)\s*$")
_DASH_RUN = re.compile(r"-{3,}|={2,}")
# An HTML table: the line opening it, where it closes, its rows and their cells.
_HTML_TABLE_OPEN = re.compile(r"^\s*<table\b", re.IGNORECASE)
_HTML_TABLE_CLOSE = re.compile(r"</table\s*>", re.IGNORECASE)
_HTML_ROW_OPEN = re.compile(r"<tr\b", re.IGNORECASE)
_HTML_ROW_CLOSE = re.compile(r"</tr\s*>", re.IGNORECASE)
_HTML_CELL = re.compile(
    r"<(?P<tag>t[hd])\b(?P<attributes>[^>]*)>(?P<text>.*?)(?=</t[hd]\s*>|<t[hd]\b|</tr\s*>|$)",
    re.IGNORECASE | re.DOTALL,
)
_COLSPAN = re.compile(r"colspan\s*=\s*[\"']?(?P<count>[0-9]{1,2})", re.IGNORECASE)
# Inside a cell: the emphasis the sheets write (`<strong>`, `<em>`) as the `<b>`, `<i>` the
# extractors read; a line break kept (it parts a rules cell's items); any other tag dropped.
_HTML_STRONG = re.compile(r"<(/?)strong\s*>", re.IGNORECASE)
_HTML_EM = re.compile(r"<(/?)em\s*>", re.IGNORECASE)
# A call to a note under the table, in superscript (`Fusil Mag<sup>1</sup>`): no part of the cell.
_HTML_NOTE_CALL = re.compile(r"<sup\b[^>]*>\s*[0-9*†‡]{1,3}\s*</sup\s*>", re.IGNORECASE)
_HTML_OTHER_TAG = re.compile(r"</?(?!(?:b|i|br)\b)[a-z][^>]*>", re.IGNORECASE)
# A tag of an HTML table's structure, on a line an HTML table's pass left as it was.
_HTML_TABLE_TAG = re.compile(r"</?(?:table|thead|tbody|tr|td|th)\b", re.IGNORECASE)


@dataclass
class EditorMarkup:
    """What the passes found: lines that hold no content (`{number: kind}`), and the lines
    a grid table's row runs on past its first (`{first number: [more numbers]}`)."""

    skipped: dict[int, str] = field(default_factory=dict)
    row_lines: dict[int, list[int]] = field(default_factory=dict)
    # HTML tables whose rows share a line (a minified table): {line number: its text}.
    # Each row of a sheet is a line of its own, so these cannot be read as tables; the
    # reader says so rather than let a weapons table pass for a paragraph.
    rows_on_one_line: dict[int, str] = field(default_factory=dict)


def _unquoted(text: str, opens_quote: bool) -> tuple[str, str | None]:
    """A blockquote line's text, and the kind of line it is when it holds no content of its
    own (`markup`); a callout's title as a bold lead (`**Titre :**`); the icon of the first
    line dropped."""
    callout = _CALLOUT.match(text)
    if callout:
        return _callout_title(callout.group("title"))
    if not text.strip():
        return "", "markup"
    return (without_pictographs(text) if opens_quote else text), None


# `!!! note "Titre"`, `???+ warning`, `!!! danger ""`: an admonition's first line, the kind,
# its optional title in quotes; its text is the lines indented under it.
_ADMONITION = re.compile(r"^(?:!!!|\?\?\?\+?)\s*(?P<kind>[\w-]+)(?:\s+\"(?P<title>[^\"]*)\")?\s*$")
# reStructuredText's directives for the same: `.. admonition:: Titre` (the title after the
# colons), `.. note::`, `.. warning::` (no title; text after the colons is the first line of
# the text, as under them).
_DIRECTIVE = re.compile(
    r"^\.\.\s+(?P<kind>admonition|note|tip|hint|important|warning|caution|attention|danger|error)::\s*(?P<rest>.*?)\s*$"
)


def _admonition_opening(line: str) -> tuple[str, str | None] | None:
    """The first line of an admonition or directive read as its text or title (see
    `_callout_title`); None for any other line."""
    if line[:1] in "!?":
        opening = _ADMONITION.match(line)
        return _callout_title(opening.group("title")) if opening else None
    directive = _DIRECTIVE.match(line) if line[:2] == ".." else None
    if directive is None:
        return None
    if directive.group("kind") == "admonition":
        return _callout_title(directive.group("rest"))
    rest = directive.group("rest")
    return (rest, None) if rest else ("", "markup")


def _callout_title(title: str | None) -> tuple[str, str | None]:
    """A callout's or admonition's first line read as the lead of the entry its text is
    (`**Titre :**`), or as markup when it has no title."""
    title = (title or "").strip().rstrip(" :")
    return (f"**{title} :**", None) if title else ("", "markup")


def admonitions(lines: list[str], markup: EditorMarkup) -> list[str]:
    """MkDocs' admonitions read as their text (see the module): a line written for the
    site's renderer, no content of the sheet's, the indentation only setting the text in."""
    out = list(lines)
    in_admonition = False
    title: int | None = None  # the line of a title whose text has not begun
    for index, line in enumerate(lines):
        opening = _admonition_opening(line)
        if opening:
            out[index], kind = opening
            if kind is not None:
                markup.skipped[index + 1] = kind
            in_admonition, title = True, index if kind is None else None
        elif in_admonition and line[:1] in (" ", "\t"):
            out[index] = line.strip()
            if title is not None and index > title + 1:
                # reStructuredText sets a blank line between a directive and its text: the
                # title goes to the text's first line, as the lead of the entry it is.
                out[index] = f"{out[title]} {out[index]}"
                out[title] = ""
                markup.skipped[title + 1] = "markup"
            title = None
        elif line.strip():
            in_admonition, title = False, None
    return out


# `<details>`, `</details>`, `<details open>`: the fold of a static site's page, no text;
# `<summary>Exemple</summary>` the line the fold shows, a line of text.
_DETAILS_TAG = re.compile(r"^\s*</?details\b[^>]*>\s*$", re.IGNORECASE)
_SUMMARY = re.compile(r"^\s*<summary\b[^>]*>(?P<text>.*?)</summary\s*>\s*$", re.IGNORECASE)


def details_blocks(lines: list[str], markup: EditorMarkup) -> list[str]:
    """`<details>` blocks read as their text (see the module)."""
    out = list(lines)
    for index, line in enumerate(lines):
        if "<" not in line[:8]:
            continue
        if _DETAILS_TAG.match(line):
            out[index] = ""
            markup.skipped[index + 1] = "markup"
        elif summary := _SUMMARY.match(line):
            out[index] = summary.group("text").strip()
    return out


def read_quotes(lines: list[str], markup: EditorMarkup) -> list[str]:
    """The lines with blockquotes and callouts read as their text (see the module)."""
    out = list(lines)
    in_quote = False
    icon_next = False  # the line after `<aside>` opens with the callout's icon
    for index, line in enumerate(lines):
        stripped = line.lstrip()
        if stripped[:1] == ">":
            text, kind = _unquoted(_QUOTE_MARKERS.sub("", line, count=1), opens_quote=not in_quote)
            in_quote, out[index] = True, text
            if kind is not None:
                markup.skipped[index + 1] = kind
            continue
        in_quote = False
        if stripped[:1] == "<" and _ASIDE_TAG.match(stripped):
            text = _ASIDE_TAG.sub("", stripped).strip()
            icon_next = stripped[1] != "/" and not text
            out[index] = without_pictographs(text)
            if not text:
                markup.skipped[index + 1] = "markup"
        elif icon_next and stripped:
            out[index] = without_pictographs(stripped)
            icon_next = False
    return out


# `__gras__`: Markdown's other spelling of bold, not inside a word (`__init__`, `a__b`) nor
# a run of underscores left to fill in (`Nom : ______`); inside italics too (`*__Nom :__*`,
# bold italic as an editor writing bold so exports `***Nom :***`), not inside bold.
_UNDERSCORE_BOLD = re.compile(r"(?<![\w_\\])(?<!\*\*)__(?=[^\s_])(?P<text>[^\n]*?[^\s_\\])__(?![\w_])(?!\*\*)")


def _as_bold(match: re.Match[str]) -> str:
    """`__gras__` -> `**gras**`; `__**TITRE**__` (Discord's underline around bold) -> the bold
    alone, an underline being no emphasis the sheets read."""
    text = match.group("text")
    return text if text.startswith("**") and text.endswith("**") else f"**{text}**"


def html_emphasis(lines: list[str]) -> list[str]:
    """`- <b>Nom :</b> texte`, `<strong>Nom.</strong> texte`: the HTML emphasis a sheet that
    writes `<i>` in its tables uses in its text too, as the Markdown the leads are read in.
    Table rows (a `|` or a tab in the line, an HTML table's tags) keep their cells as
    printed, which the tables read either way."""
    out = list(lines)
    for index, line in enumerate(lines):
        if "<" in line and "|" not in line and "\t" not in line and not _HTML_TABLE_TAG.search(line):
            out[index] = html_emphasis_to_markdown(line)
    return out


def underscore_bold(lines: list[str]) -> list[str]:
    """Bold written `__gras__` as the `**gras**` the extractors read."""
    return [_UNDERSCORE_BOLD.sub(_as_bold, line) if "__" in line else line for line in lines]


# A fence of a code block (```` ``` ````, ```` ```text ````, `~~~`), as a chat or a forum's
# Markdown writes one to keep columns aligned.
_CODE_FENCE = re.compile(r"^\s*(?P<mark>`{3,}|~{3,})[\w+-]*\s*$")


def is_code_fence(line: str) -> bool:
    """```` ``` ````, ```` ```txt ````, `~~~`: a line that may open or close a code block."""
    return line.lstrip()[:3] in ("```", "~~~") and bool(_CODE_FENCE.match(line))


def code_fences(lines: list[str], markup: EditorMarkup) -> list[str]:
    """The fences of code blocks set aside (`code_fence`), the lines between them read as
    the sheet's own (columns aligned with spaces, a table, a card): a fence is closed by a
    fence of its mark, and one of tildes opens only after a blank line, so that a `~~~`
    underlining the line above is none (backticks underline nothing: a chat's message may
    open its block right under its text)."""
    out = list(lines)
    opening: int | None = None
    for index, line in enumerate(lines):
        if not is_code_fence(line):
            continue
        mark = line.strip()[0]
        if opening is None:
            if mark == "`" or index == 0 or not lines[index - 1].strip():
                opening = index
            continue
        if mark == lines[opening].strip()[0]:
            for number in (opening, index):
                out[number] = ""
                markup.skipped[number + 1] = "code_fence"
            opening = None
    return out


def tag_lines(lines: list[str], markup: EditorMarkup) -> list[str]:
    """Lines made only of Obsidian tags blanked and set aside as `tags` (a `#` heading has a
    space after its hashes, a tag none)."""
    out = list(lines)
    for index, line in enumerate(lines):
        if line[:1] == "#" and line[1:2] not in ("#", " ", "") and _TAG_LINE.match(line):
            out[index] = ""
            markup.skipped[index + 1] = "tags"
    return out


def _column_edges(border: str) -> list[int]:
    """Where a grid table's cells start and end: the positions of its border's `+`."""
    return [position for position, char in enumerate(border) if char == "+"]


def _grid_cells(line: str, edges: list[int]) -> list[str]:
    """A grid table row's line cut at the border's `+`; a line re-spaced since (padding
    taken out or added, `| Situation | Modificateur |` under longer borders), its pipes no
    longer under them, cut at its own pipes when it has as many as the border has `+`."""
    if not all(position < len(line) and line[position] == "|" for position in edges):
        pipes = [pipe.start() for pipe in CELL_PIPE.finditer(line)]
        if len(pipes) == len(edges):
            edges = pipes
    return [line[start + 1 : end].strip() for start, end in pairwise(edges)]


def _pipe_row(cells: list[str]) -> str:
    return "| " + " | ".join(cell.replace("|", "\\|") for cell in cells) + " |"


def _delimiter(count: int) -> str:
    return "|" + "---|" * count


def _joined_row(parts: list[list[str]], row: list[int], out: list[str]) -> dict[int, list[int]]:
    """One row of a table drawn over several lines (`row`, indexes; `parts`, each line's
    cells), written on its first line as a pipe row, each cell's lines joined; its other
    lines blanked. Returns {first number: more numbers}."""
    width = max(len(part) for part in parts)
    cells = [" ".join(part[column] for part in parts if column < len(part) and part[column]) for column in range(width)]
    out[row[0]] = _pipe_row(cells)
    for number in row[1:]:
        out[number] = ""
    return {row[0] + 1: [number + 1 for number in row[1:]]}


def _grid_row(lines: list[str], row: list[int], indent: int, edges: list[int], out: list[str]) -> dict[int, list[int]]:
    """One row of a grid table, its lines `row` (indexes), written on its first line with
    each cell's lines joined; its other lines blanked. Returns {first number: more numbers}."""
    return _joined_row([_grid_cells(lines[number][indent:], edges) for number in row], row, out)


def _grid_table(lines: list[str], start: int, out: list[str], markup: EditorMarkup) -> int:
    """The grid table whose top border is `lines[start]`, written into `out` as a pipe table:
    each row on the first of its lines (its cells' lines joined), the borders as delimiter
    rows, the top one set aside. Returns the index after the table."""
    edges = _column_edges(lines[start].strip())
    indent = len(lines[start]) - len(lines[start].lstrip())
    out[start] = ""
    markup.skipped[start + 1] = "table_separator"
    index = start + 1
    row: list[int] = []
    while index < len(lines):
        stripped = lines[index].strip()
        if _GRID_BORDER.match(stripped):
            if row:
                markup.row_lines.update(_grid_row(lines, row, indent, edges, out))
            row = []
            out[index] = _delimiter(len(edges) - 1)
        elif stripped.startswith("|") and stripped.endswith("|"):
            row.append(index)
        else:
            break
        index += 1
    if row:  # a table left without its bottom border
        markup.row_lines.update(_grid_row(lines, row, indent, edges, out))
    return index


def grid_tables(lines: list[str], markup: EditorMarkup) -> list[str]:
    """Pandoc's grid tables written as the pipe tables they are (see `_grid_table`)."""
    out = list(lines)
    index = 0
    while index < len(lines):
        stripped = lines[index].lstrip()
        if stripped[:2] in ("+-", "+=", "+:") and _GRID_BORDER.match(stripped):
            index = _grid_table(lines, index, out, markup)
        else:
            index += 1
    return out


# Tables and frames drawn with box characters, as a spreadsheet's or a terminal's "boxed
# text" export prints them: a border is made of them only (`┌───┬───┐`, `╠═══╣`), a row's
# cells stand between vertical bars (`│ Arme │ POR │`, `║ … ║`).
_BOX_CORNERS_TOP = "┌╔╭┏"
_BOX_BORDER = re.compile(r"^\s*[┌╔╭┏├╠╞╟┣└╚╰┗][─━═┬┼┴╦╬╩╤╪╧╥╫╨┳╋┻ ]*[┐╗╮┓┤╣╡╢┫┘╝╯┛]\s*$")
_BOX_BOTTOM = "└╚╰┗"
_BOX_BAR = re.compile(r"[│║┃]")
_BOX_SPLITS = "┬╦╤╥┳"


def _box_cells(line: str) -> list[str] | None:
    """`│ Arme │ POR │` -> `["Arme", "POR"]`; None for a line not opened and closed by a bar."""
    stripped = line.strip()
    if len(stripped) < 2 or not _BOX_BAR.match(stripped[0]) or not _BOX_BAR.match(stripped[-1]):
        return None
    return [cell.strip() for cell in _BOX_BAR.split(stripped[1:-1])]


def _box_rows(lines: list[str], rows: list[int], out: list[str], markup: EditorMarkup) -> None:
    """The lines of a boxed table's rows between two borders, as pipe rows: a line whose
    first cell is empty goes on with the row above (a cell wrapped in its column)."""
    groups: list[list[int]] = []
    for index in rows:
        cells = _box_cells(lines[index]) or []
        if groups and not cells[0] and any(cells):
            groups[-1].append(index)
        else:
            groups.append([index])
    for group in groups:
        parts = [_box_cells(lines[index]) or [] for index in group]
        markup.row_lines.update(_joined_row(parts, group, out))


def _boxed(lines: list[str], start: int, out: list[str], markup: EditorMarkup) -> int:
    """The box whose top border is `lines[start]`, written into `out`: a table (its top
    border parted by `┬`) as a pipe table, its inner borders as delimiter rows, the outer
    ones set aside (`box_border`); a frame of one column (a card drawn in a box) as the
    lines it holds. Returns the index after the box."""
    is_table = any(char in _BOX_SPLITS for char in lines[start])
    out[start] = ""
    markup.skipped[start + 1] = "box_border"
    index, rows = start + 1, []
    while index < len(lines):
        stripped = lines[index].strip()
        if _BOX_BORDER.match(stripped):
            if is_table:
                _box_rows(lines, rows, out, markup)
            rows = []
            if stripped[0] in _BOX_BOTTOM:
                out[index] = ""
                markup.skipped[index + 1] = "box_border"
                return index + 1
            out[index] = _delimiter(len(_box_cells(lines[index - 1]) or [""])) if is_table else ""
            if not is_table:
                markup.skipped[index + 1] = "box_border"
        elif (cells := _box_cells(lines[index])) is not None:
            rows.append(index)
            if not is_table:
                out[index] = " ".join(cells)
        else:
            break
        index += 1
    if is_table:  # a box left without its bottom border
        _box_rows(lines, rows, out, markup)
    return index


def box_tables(lines: list[str], markup: EditorMarkup) -> list[str]:
    """Tables and frames drawn with box characters read as pipe tables and lines (see `_boxed`)."""
    out = list(lines)
    index = 0
    while index < len(lines):
        stripped = lines[index].lstrip()
        if stripped[:1] and stripped[0] in _BOX_CORNERS_TOP and _BOX_BORDER.match(stripped):
            index = _boxed(lines, index, out, markup)
        else:
            index += 1
    return out


def _simple_cells(line: str, starts: list[int]) -> list[str]:
    """A line cut where the runs of dashes start; the first cell from the line's start (a
    right-aligned first column may stand out left of its run)."""
    ends = [*starts[1:], None]
    starts = [0, *starts[1:]]
    return [" ".join(line[start:end].split()) for start, end in zip(starts, ends, strict=True)]


def simple_tables(lines: list[str], markup: EditorMarkup) -> list[str]:
    """Pandoc's and reStructuredText's simple tables (a header over runs of dashes or of
    `=`, each column's cells under its run, rows up to a blank line or a closing border)
    written as pipe tables: each cell is what stands under its
    run of dashes, up to where the next run starts (a cell as wide as its column may touch
    the next one with a single space)."""
    out = list(lines)
    index = 0
    while index + 1 < len(lines):
        index += 1
        stripped = lines[index].lstrip()
        if stripped[:3] not in ("---", "===") or not _SIMPLE_DASHES.match(stripped):
            continue
        header = lines[index - 1]
        if not header.strip() or header.lstrip().startswith("|"):
            continue
        if index >= 2 and lines[index - 2].strip() == stripped.strip():
            # reStructuredText's border over the header: no row of the table.
            out[index - 2] = ""
            markup.skipped[index - 1] = "table_separator"
        starts = [run.start() for run in _DASH_RUN.finditer(lines[index])]
        out[index - 1] = _pipe_row(_simple_cells(header, starts))
        out[index] = _delimiter(len(starts))
        end = index + 1
        while end < len(lines) and lines[end].strip() and not _SIMPLE_DASHES.match(lines[end].lstrip()):
            out[end] = _pipe_row(_simple_cells(lines[end], starts))
            end += 1
        if end < len(lines) and lines[end].strip():  # a closing run of dashes
            out[end] = ""
            markup.skipped[end + 1] = "table_separator"
        index = end  # the closing run heads no table of its own
    return out


def _html_cell_text(html: str) -> str:
    """A cell's HTML as the text a pipe table's cell holds: `<strong>Mag Gun</strong>` ->
    `<b>Mag Gun</b>`, a note's call in superscript and other tags dropped, its lines and
    spaces as one space."""
    text = _HTML_EM.sub(r"<\1i>", _HTML_STRONG.sub(r"<\1b>", _HTML_NOTE_CALL.sub("", html)))
    return " ".join(_HTML_OTHER_TAG.sub("", text).split())


def _html_row_cells(html: str) -> tuple[list[str], bool]:
    """The cells of one `<tr>` (a cell spanning n columns followed by n - 1 empty ones, as a
    pipe table prints a merged cell), and whether they are all header cells (`<th>`)."""
    cells: list[str] = []
    headers = True
    for cell in _HTML_CELL.finditer(html):
        span = _COLSPAN.search(cell.group("attributes"))
        cells += [_html_cell_text(cell.group("text"))] + [""] * (int(span.group("count")) - 1 if span else 0)
        headers = headers and cell.group("tag").lower() == "th"
    return cells, headers and bool(cells)


def _html_table_end(lines: list[str], start: int) -> int | None:
    """The index of the line closing the HTML table opened on `lines[start]`; None when it
    is never closed (then it is no table the sheet means)."""
    return next((index for index in range(start, len(lines)) if _HTML_TABLE_CLOSE.search(lines[index])), None)


def _html_table(lines: list[str], start: int, end: int, out: list[str], markup: EditorMarkup) -> None:
    """The HTML table on `lines[start:end + 1]` written into `out` as a pipe table: each row
    on the line of its `<tr>`, the lines it runs on (its cells, closing tags, the markup
    before the next row) as its more lines; a header row of `<th>` cells over the
    delimiter, written on the markup line before the next row when there is one; the
    markup before the first row set aside."""
    starts = [index for index in range(start, end + 1) if _HTML_ROW_OPEN.search(lines[index])]
    if not starts:
        return
    shared = next((index for index in starts if len(_HTML_ROW_OPEN.findall(lines[index])) > 1), None)
    if shared is not None:  # several rows on a line: no line of its own for each
        markup.rows_on_one_line[shared + 1] = lines[shared]
        return
    for index in range(start, starts[0]):
        out[index] = ""
        if lines[index].strip():
            markup.skipped[index + 1] = "markup"
    for position, first in enumerate(starts):
        last = starts[position + 1] - 1 if position + 1 < len(starts) else end
        html = "\n".join(lines[first : last + 1])
        cells, headers = _html_row_cells(_HTML_ROW_CLOSE.split(html, maxsplit=1)[0])
        out[first] = _pipe_row(cells)
        closed = next((index for index in range(first, last + 1) if _HTML_ROW_CLOSE.search(lines[index])), last)
        if position == 0 and headers and last > closed:
            out[last] = _delimiter(len(cells))
            last -= 1
        for index in range(first + 1, last + 1):
            out[index] = ""
        markup.row_lines[first + 1] = [index + 1 for index in range(first + 1, last + 1)]


def html_tables(lines: list[str], markup: EditorMarkup) -> list[str]:
    """HTML tables written as the pipe tables they are (see `_html_table`)."""
    out = list(lines)
    index = 0
    while index < len(lines):
        if lines[index].lstrip()[:1] == "<" and _HTML_TABLE_OPEN.match(lines[index]):
            end = _html_table_end(lines, index)
            if end is not None:
                _html_table(lines, index, end, out, markup)
                index = end
        index += 1
    return out


# A forum's closing tag (`[/b]`, `[/TABLE]`, `[/list]`): a sheet holding one is written in
# BBCode, and only then are its `[b]`, `[*]`… read as tags (a rule may print `[2]`, a cell
# call a note `[*]`).
_BBCODE_CLOSING = re.compile(r"\[/(?:b|i|u|s|color|size|font|center|url|table|tr|td|th|list|quote)\]", re.IGNORECASE)
# The tags that stand for emphasis, and those with no meaning for the sheet's text (colour,
# size, alignment, underlining, a link's address), which go with their brackets.
_BBCODE_BOLD = re.compile(r"\[/?b\]", re.IGNORECASE)
_BBCODE_ITALIC = re.compile(r"\[/?i\]", re.IGNORECASE)
_BBCODE_STYLE = re.compile(r"\[/?(?:u|s|color|size|font|center|left|right|url)(?:=[^\]]*)?\]", re.IGNORECASE)
# `[table]`, `[TR]`, `[/td]`…: the HTML table tags they stand for, which `html_tables` reads.
_BBCODE_TABLE_TAG = re.compile(r"\[(?P<close>/?)(?P<tag>table|tr|td|th)\]", re.IGNORECASE)
# `[list]`, `[list=1]`, `[/list]` alone on a line: a list's frame, no text.
_BBCODE_LIST_FRAME = re.compile(r"^\s*\[/?list(?:=[^\]]*)?\]\s*$", re.IGNORECASE)
# `[*]` opening a line: a list item.
_BBCODE_ITEM = re.compile(r"^\s*\[\*\]\s*")


def _bbcode_line(line: str) -> str:
    """One line of BBCode as the Markdown (and HTML table tags) it stands for."""
    line = _BBCODE_STYLE.sub("", line)
    line = _BBCODE_ITALIC.sub("*", _BBCODE_BOLD.sub("**", line))
    line = _BBCODE_TABLE_TAG.sub(lambda tag: f"<{tag['close']}{tag['tag'].lower()}>", line)
    return _BBCODE_ITEM.sub("- ", line)


def bbcode(lines: list[str], markup: EditorMarkup) -> list[str]:
    """A forum post's BBCode read as Markdown (see the module); nothing in a sheet without a
    closing BBCode tag."""
    if not any("[/" in line and _BBCODE_CLOSING.search(line) for line in lines):
        return lines
    out = list(lines)
    for index, line in enumerate(lines):
        if "[" not in line:
            continue
        if _BBCODE_LIST_FRAME.match(line):
            out[index] = ""
            markup.skipped[index + 1] = "markup"
            continue
        out[index] = _bbcode_line(line)
    return out


def read_editor_markup(lines: list[str]) -> tuple[list[str], EditorMarkup]:
    """Every pass of this module, in turn (see its docstring)."""
    markup = EditorMarkup()
    # A chat's message headers and the code fences first: a card pasted between fences is
    # read as the lines it holds, quotes and tables included.
    lines, markup.skipped = chat_headers(lines)
    lines = code_fences(bbcode(lines, markup), markup)
    lines = underscore_bold(read_quotes(admonitions(lines, markup), markup))
    lines = details_blocks(lines, markup)
    lines = tag_lines(lines, markup)
    lines = grid_tables(lines, markup)
    lines = box_tables(lines, markup)
    lines = simple_tables(lines, markup)
    lines = html_emphasis(html_tables(lines, markup))
    # Last, on the lines as any editor's markup reads them: the sheet as its errata left it.
    lines = revised_lines(lines, markup.skipped)
    return lines, markup
