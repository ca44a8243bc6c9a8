"""Meaning-preserving variants of a sheet, for the metamorphic tests: each takes the sheet's
text, its format and its file name, and returns the bytes of a sheet that says the same thing as printed
by another tool (other line endings, padding, bullets, encodings, dashes, order)."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from itertools import pairwise

from pipeline.extract.bullets import GLYPH_BULLETS
from pipeline.games.warmachine.cards import parse_stat_line
from pipeline.model.document import Heading, Record, Table
from pipeline.parse.readers import read_sheet
from pipeline.parse.readers.blocks import is_pipe_row
from pipeline.parse.readers.delimited import csv_separator, separator_line, separators_outside_quotes, tab_separated
from pipeline.parse.readers.wrapping import is_page_number

# (text, format, file name) -> bytes of the variant sheet.
Variant = Callable[[str, str, str], bytes]

_PIPE_SEPARATOR = re.compile(r"^\|?[\s:|-]+\|?$")
_BULLET = re.compile(r"^(\s*)- (?=\S)")


def _is_tab_row(line: str) -> bool:
    return "\t" in line.strip()


def _map_rows(text: str, change: Callable[[str], str]) -> str:
    """`change` applied to the table rows (pipe or tab) of `text`, other lines kept."""
    return "\n".join(change(line) if is_pipe_row(line) or _is_tab_row(line) else line for line in text.split("\n"))


def crlf(text: str, fmt: str, source: str = "") -> bytes:
    return text.replace("\n", "\r\n").encode("utf-8")


def _csv_rows(text: str, source: str) -> tuple[str, list[tuple[int, int]]] | None:
    """A CSV's separator and its rows, as (first, last) line indexes (a quoted cell's line
    breaks inside a row); None for another file."""
    if not source.lower().endswith(".csv"):
        return None
    named = separator_line(text)
    separator = named[4] if named else (csv_separator(text) or ";")
    lines = text.split("\n")
    rows, first, inside, parted = [], 0, False, False
    for index, line in enumerate(lines):
        if not inside:
            first, parted = index, False
            if line.startswith("#") or (index == 0 and named):
                continue
        positions, inside = separators_outside_quotes(line, separator, inside)
        parted = parted or bool(positions)
        if not inside and parted:
            rows.append((first, index))
    return separator, rows


def trailing_empty_cells(text: str, fmt: str, source: str = "") -> bytes:
    """Every table row ends with an extra empty cell: a trailing tab, `|` or the CSV's
    separator."""
    csv_rows = _csv_rows(text, source)
    if csv_rows is None:
        return _map_rows(text, lambda line: line + ("|" if is_pipe_row(line) else "\t")).encode("utf-8")
    separator, rows = csv_rows
    lines = text.split("\n")
    for _, last in rows:
        lines[last] += separator
    return "\n".join(lines).encode("utf-8")


def _padded_csv(text: str, separator: str, rows: list[tuple[int, int]]) -> str:
    """The CSV's one-line rows with spaces around their cells (`Mag Gun ; 20" ; 1`)."""
    lines = text.split("\n")
    for first, last in rows:
        if first != last:
            continue
        positions, _ = separators_outside_quotes(lines[first], separator, False)
        edges = [-1, *positions, len(lines[first])]
        cells = [lines[first][a + 1 : b] for a, b in pairwise(edges)]
        lines[first] = separator.join(f" {cell}  " if cell else cell for cell in cells)
    return "\n".join(lines)


# A cell's own `|` is written `\|` (a wiki link's label, a pipe in a rule name).
_CELL_PIPE = re.compile(r"(?<!\\)\|")


def _pad_pipe_table(lines: list[str]) -> list[str]:
    rows = [[cell.strip() for cell in _CELL_PIPE.split(_outer_pipes_off(line.strip()))] for line in lines]
    widths = [max(len(row[i]) for row in rows if i < len(row)) for i in range(max(map(len, rows)))]
    out = []
    for line, row in zip(lines, rows, strict=True):
        if _PIPE_SEPARATOR.match(line.strip()):
            out.append("|" + "|".join("-" * (width + 2) for width in widths[: len(row)]) + "|")
        else:
            out.append("| " + " | ".join(cell.ljust(widths[i]) for i, cell in enumerate(row)) + " |")
    return out


def _outer_pipes_off(row: str) -> str:
    row = row[1:] if row.startswith("|") else row
    return row[:-1] if row.endswith("|") and not row.endswith("\\|") else row


def column_padding(text: str, fmt: str, source: str = "") -> bytes:
    """Pipe tables aligned in columns; tab and CSV cells padded with spaces."""
    csv_rows = _csv_rows(text, source)
    if csv_rows is not None:
        return _padded_csv(text, *csv_rows).encode("utf-8")
    lines = text.split("\n")
    out: list[str] = []
    block: list[str] = []
    for line in [*lines, ""]:
        if is_pipe_row(line):
            block.append(line)
            continue
        if block:
            out += _pad_pipe_table(block)
            block = []
        out.append(line)
    out.pop()
    padded = "\n".join(out)
    return _map_rows(
        padded, lambda line: line if is_pipe_row(line) else "\t".join(f" {c}  " if c else c for c in line.split("\t"))
    ).encode("utf-8")


def no_break_spaces(text: str, fmt: str, source: str = "") -> bytes:
    return text.replace(" ", "\u00a0").encode("utf-8")


def thin_spaces(text: str, fmt: str, source: str = "") -> bytes:
    """A word processor's fixed-width spaces: narrow no-break before `:`, thin elsewhere."""
    return text.replace(" :", "\u202f:").replace(" ;", "\u2009;").encode("utf-8")


# A word processor's bullet glyph opening a line (`●`, `◦`, ``…): a sheet printing these
# tells its lists' levels by them (a glyph met first after another is one level deeper).
_GLYPH_LINE = re.compile(rf"^\s*[{GLYPH_BULLETS.replace('–', '')}]\s")


def _with_bullets(text: str, marker: str) -> bytes:
    """Each `- ` bullet of `text` given `marker`; a PDF's page number `- 2 -` is no bullet,
    nor a spreadsheet row's cell (`<TAB>- Tir Unique<TAB>…`, a mode). A glyph `marker` in a
    sheet whose lists print glyphs of their own would be one level more there: such a
    sheet is left as it is."""
    if marker in GLYPH_BULLETS and any(_GLYPH_LINE.match(line) for line in text.split("\n")):
        return text.encode("utf-8")
    lines = (
        line if is_page_number(line) or _is_tab_row(line) else _BULLET.sub(rf"\g<1>{marker} ", line)
        for line in text.split("\n")
    )
    return "\n".join(lines).encode("utf-8")


def star_bullets(text: str, fmt: str, source: str = "") -> bytes:
    return _with_bullets(text, "*")


def round_bullets(text: str, fmt: str, source: str = "") -> bytes:
    return _with_bullets(text, "•")


def _swap_leads(text: str, opening: str, closing: str) -> str:
    """`Nom.` ↔ `Nom :` between the marks of a bold lead (see `swap_bold_leads`)."""
    start, end = re.escape(opening), re.escape(closing)
    name = rf"([^{re.escape(opening[0])}\n]+?)"
    # Google Docs' Markdown escapes the full stop: `**Nom\.**`.
    swapped = re.sub(rf"{start}{name}\\?\.{end} ", lambda lead: f"{opening}{lead[1]}{closing}\x00: ", text)
    swapped = re.sub(rf"{start}{name} ?:{end} ", lambda lead: f"{opening}{lead[1]}.{closing} ", swapped)
    return swapped.replace("\x00", " ")


def swap_bold_leads(text: str) -> str:
    """`**Nom.** texte` ↔ `**Nom** : texte`, and in a forum's BBCode `[b]Nom.[/b] texte` ↔
    `[b]Nom[/b] : texte` (also applied to the expected rule texts, which quote the leads of
    the entries they hold)."""
    return _swap_leads(_swap_leads(text, "**", "**"), "[b]", "[/b]")


def bold_lead_style(text: str, fmt: str, source: str = "") -> bytes:
    return swap_bold_leads(text).encode("utf-8")


def doubled_blank_lines(text: str, fmt: str, source: str = "") -> bytes:
    return re.sub(r"\n\n", "\n\n\n", text).encode("utf-8")


def trailing_spaces(text: str, fmt: str, source: str = "") -> bytes:
    return "\n".join(line + "  " if line and not _is_tab_row(line) else line for line in text.split("\n")).encode(
        "utf-8"
    )


def utf16_with_bom(text: str, fmt: str, source: str = "") -> bytes:
    return text.encode("utf-16")  # little-endian with its BOM, as Excel's "Unicode Text"


def utf16_big_endian(text: str, fmt: str, source: str = "") -> bytes:
    return b"\xfe\xff" + text.encode("utf-16-be")


def utf16_without_bom(text: str, fmt: str, source: str = "") -> bytes:
    return text.encode("utf-16-le")


def utf8_with_bom(text: str, fmt: str, source: str = "") -> bytes:
    return b"\xef\xbb\xbf" + text.encode("utf-8")


def windows_1252(text: str, fmt: str, source: str = "") -> bytes:
    """Saved by a Windows program in its "ANSI" code page (a sheet holding a character that
    code page lacks is left in UTF-8, as such a program would not save it so)."""
    try:
        return text.encode("cp1252")
    except UnicodeEncodeError:
        return text.encode("utf-8")


def mojibake(text: str, fmt: str, source: str = "") -> bytes:
    """Its UTF-8 once read as Windows-1252 and saved again as UTF-8, as an old forum's export
    or a CSV opened in Excel and saved leaves it (`PortÃ©e`)."""
    import ftfy  # noqa: F401  (registers the codec Excel's reading amounts to)

    return text.encode("utf-8").decode("sloppy-windows-1252").encode("utf-8")


def mac_line_endings(text: str, fmt: str, source: str = "") -> bytes:
    """Lines ended by a lone CR, as Excel for Mac's "CSV (Macintosh)" and old Mac editors."""
    return text.replace("\n", "\r").encode("utf-8")


def decomposed_accents(text: str, fmt: str, source: str = "") -> bytes:
    """Accents as combining marks (`e` + U+0301), as text copied on macOS may hold them."""
    return unicodedata.normalize("NFD", text).encode("utf-8")


def web_copy_spaces(text: str, fmt: str, source: str = "") -> bytes:
    """A copy from a web page: zero-width spaces after some words, word joiners inside."""
    return re.sub(r"(?<=[a-zà-ÿ]{4}) (?=[a-zà-ÿ])", "\u200b ", text, count=40).encode("utf-8")


def table_apostrophes(text: str, fmt: str, source: str = "") -> bytes:
    """The tables typed with the other apostrophe (`'` for `’` and back) than the text
    around them, as a sheet put together from two tools is: a rule named `Arme d’hast`
    and a weapon's cell saying `Arme d'hast` are one rule."""
    swapped = str.maketrans({"'": "’", "’": "'"})
    return _map_rows(text, lambda line: line.translate(swapped)).encode("utf-8")


def tab_indented_bullets(text: str, fmt: str, source: str = "") -> bytes:
    """Nested bullets indented with a tab for each level, as some editors save them."""
    return "\n".join(
        re.sub(r"^((?:  )+)(?=[-*+•] )", lambda m: "\t" * (len(m.group(1)) // 2), line) for line in text.split("\n")
    ).encode("utf-8")


def closed_headings(text: str, fmt: str, source: str = "") -> bytes:
    """Markdown headings closed by their `#`s (`## Armes ##`), as some editors write them."""
    if fmt != "markdown":
        return text.encode("utf-8")
    return "\n".join(
        line + " " + line.split(" ", 1)[0] if re.match(r"^#{1,6} \S.*[^#\s]$", line) else line
        for line in text.split("\n")
    ).encode("utf-8")


def underscore_emphasis(text: str, fmt: str, source: str = "") -> bytes:
    """Bold written `__gras__` instead of `**gras**`, as some Markdown editors export it."""
    if fmt != "markdown":
        return text.encode("utf-8")
    return re.sub(r"\*\*(?=\S)([^*\n]+?)(?<=\S)\*\*", r"__\1__", text).encode("utf-8")


_RANGE_CELL = re.compile(r'(?<=[|\t])\s*\d+(?:-\d+)?"\s*(?=[|\t]|$)')


def _is_weapon_row(line: str) -> bool:
    return bool(_RANGE_CELL.search(line))


def en_dashes(text: str, fmt: str, source: str = "") -> bytes:
    """In weapons tables, ranges `10-30"` as `10–30"` and `Nom - Mode` as `Nom – Mode`."""

    def change(line: str) -> str:
        if not _is_weapon_row(line):
            return line
        line = re.sub(r'(\d)-(\d+")', r"\1–\2", line)
        return line.replace(" - ", " – ").replace("\t- ", "\t– ")

    return _map_rows(text, change).encode("utf-8")


def inch_marks(text: str, fmt: str, source: str = "") -> bytes:
    """Range cells `10"` as `10″`."""
    return _map_rows(text, lambda line: _RANGE_CELL.sub(lambda m: m.group(0).replace('"', "″"), line)).encode("utf-8")


def indented_modes(text: str, fmt: str, source: str = "") -> bytes:
    """A mode cell with spaces before its dash: `Plasma Carbine<TAB>  - Dispersion`."""
    return _map_rows(text, lambda line: line.replace("\t- ", "\t  - ")).encode("utf-8")


def _names_a_card(lines: list[str], line: int) -> bool:
    """Whether the (1-based) `line` is a weapon card's name: a stat line right under it."""
    return line < len(lines) and parse_stat_line(lines[line]) is not None


def reordered_sections(text: str, fmt: str, source: str = "") -> bytes:
    """The sections after the first two (title and weapons, first glossary) in reverse order;
    in a record sheet, the records in reverse order. A user moves whole sections: a
    section starts at a level-1 heading standing apart from the text above it, as the
    sheet's sections do, not at a capitalised line inside a card (a weapon's stat line
    `POR 2   PUI 7   P+S 18` under its name) nor at a card's name, which stays under its
    model's heading."""
    lines = text.split("\n")
    document = read_sheet(text.replace("\r\n", "\n"), source or "variant", fmt)
    blank = _blank_lines(text, source)
    if fmt == "records":
        starts = [block.line for block in document.blocks if isinstance(block, Record)]
    else:
        headings = [block for block in document.blocks if isinstance(block, Heading) and block.level == 1]
        # A repeat of the title is a page header inside a section, not the start of one.
        title = headings[0].text.split("(")[0].strip().casefold() if headings else ""
        starts = [
            heading.line
            for heading in headings
            if heading.text.strip().casefold() != title
            and (heading.line == 1 or heading.line - 1 in blank)
            and not _names_a_card(lines, heading.line)
        ][1:]
    if len(starts) < 2:
        return text.encode("utf-8")
    head = lines[: starts[0] - 1]
    end = len(lines)  # the blank lines ending the file stay at its end
    while end > starts[-1] and end in blank:
        end -= 1
    lasts = [*(start - 1 for start in starts[1:]), end]  # each chunk's last line
    chunks = [lines[start - 1 : last] for start, last in zip(starts, lasts, strict=True)]
    # Sections apart from each other stay apart; a spreadsheet's rows (records one a row)
    # stay rows of one table, no blank line put between them.
    if any(last in blank for last in lasts[:-1]):
        chunks = [chunk if last in blank else [*chunk, ""] for chunk, last in zip(chunks, lasts, strict=True)]
    return "\n".join(head + [line for chunk in reversed(chunks) for line in chunk] + lines[end:]).encode("utf-8")


def _blank_lines(text: str, source: str) -> set[int]:
    """The numbers (from 1) of the lines of `text` that are blank as its reader reads
    them: a spreadsheet's row of empty cells too (a CSV read as its tab-separated twin)."""
    text = text.replace("\r\n", "\n")
    read = tab_separated(text) if source.lower().endswith(".csv") else text
    return {number for number, line in enumerate(read.split("\n"), start=1) if not line.replace("\t", "").strip()}


_WRAP_AT = 50  # a wrapped line breaks at the first space after this column...
_WRAPPED_LINE = 60  # ...when it is longer than this
_HEADING_LINE = re.compile(r"^\s*(#|\*\*[^*]+\*\*$)")


def _row_lines(text: str, fmt: str, source: str) -> tuple[set[int], set[int]]:
    """The indexes of the lines that are table rows, as the sheet's reader sees them, and
    of a spreadsheet's rows (every line of a CSV, the line breaks of a quoted cell): no
    tool wraps those, and a line break in a cell is the cell's own; and the indexes of
    the lines that go on a quoted cell of the line above."""
    lines = text.split("\n")
    document = read_sheet(text.replace("\r\n", "\n"), source or "variant", fmt)
    rows = {line - 1 for block in document.blocks if isinstance(block, Table) for line in block.lines}
    separator = (csv_separator(text) or ";") if source.lower().endswith(".csv") else "\t"
    if source.lower().endswith(".csv"):
        rows |= {index for index, line in enumerate(lines) if not line.startswith("#")}
    continued: set[int] = set()
    inside = False
    for index, line in enumerate(lines):
        started_inside = inside
        if inside or separator in line:
            _, inside = separators_outside_quotes(line, separator, inside)
        if started_inside or inside:  # a line of a row whose quoted cell holds line breaks
            rows.add(index)
        if started_inside:
            continued.add(index)
    return rows, continued


def _wrappable(line: str) -> bool:
    """A line a hard wrap may break: no table's row, no heading, and no spreadsheet's row
    (a padded export's row of one cell, `Texte…<TAB><TAB>`, is a row however it reads)."""
    stripped = line.strip()
    padded = line.rstrip(" ").endswith("\t")
    return len(stripped) > _WRAPPED_LINE and not (
        padded or is_pipe_row(line) or _is_tab_row(line) or _HEADING_LINE.match(line)
    )


# Markup closing after a sentence's last word (`.[/justifier]`, `.**`, `.</b>`).
_CLOSING_MARKUP = re.compile(r"(?:\[/[^\]]*\]|\*+|_+|</[a-z]+>)+$", re.IGNORECASE)


def _ends_sentence(text: str) -> bool:
    return _CLOSING_MARKUP.sub("", text).endswith((".", ":", ";", "!", "?", "»", ")", "…"))


def _wrapped_already(lines: list[str], index: int) -> bool:
    """Whether `lines[index]` is wrapped already (a PDF's copy): it ends mid-sentence over a
    line of text going on with it. Wrapped again narrower, it would leave the next line
    under a short one, where no PDF's text puts a word that fits above."""
    following = lines[index + 1] if index + 1 < len(lines) else ""
    return (
        not _ends_sentence(lines[index].rstrip())
        and bool(following.strip())
        and not (_BULLET.match(following) or _wrappable_bullet(following) or _HEADING_LINE.match(following))
        and not (is_pipe_row(following) or _is_tab_row(following))
    )


def _wrappable_bullet(line: str) -> bool:
    return bool(re.match(rf"^\s*[*+{GLYPH_BULLETS}]\s", line))


def _wrap_line(line: str, cut_words: bool, capitals: bool) -> list[str]:
    """`line` broken before lower-case words past `_WRAP_AT`, as a PDF's text copies (with
    `capitals`, before words in capitals too, past `_WRAPPED_LINE` and mid-sentence): a
    bullet's next lines indented under its text; with `cut_words`, a long word before a
    break cut in two by a soft hyphen instead."""
    indent = " " * (len(line) - len(line.lstrip()))
    bullet = _BULLET.match(line) or re.match(r"^(\s*)[*+•–] (?=\S)", line)
    follow = indent + "  " if bullet else indent
    # A single space before a word, after a word that is no `NOM-` lead; what is left
    # after it is text, not a word in capitals that would read as a heading.
    gap = re.compile(r"(?<=[^\s-]) (?=(?P<first>\S)\S*(?=.{20,}$)[^\n]*[a-zà-ÿ])")
    out, rest = [], line
    while len(rest) > _WRAPPED_LINE:
        breaks = [
            match
            for match in gap.finditer(rest)
            if (match.group("first").islower() and match.start() > _WRAP_AT)
            or (
                capitals
                and match.group("first").isupper()
                and match.start() > _WRAPPED_LINE
                and not _ends_sentence(rest[: match.start()])
            )
        ]
        if not breaks:
            break
        # Before a word in capitals when one comes soon enough: the harder case.
        capital = [match for match in breaks if match.group("first").isupper() and match.start() < 2 * _WRAPPED_LINE]
        at = (capital or breaks)[0].start()
        word = re.match(r"([a-zà-ÿ]{8,})(?= |$)", rest[at + 1 :])
        if cut_words and word:
            half = at + 1 + len(word.group(1)) // 2
            out.append(rest[:half] + "\u00ad")
            rest = follow + rest[half:]
        else:
            out.append(rest[:at])
            rest = follow + rest[at + 1 :]
    return [*out, rest]


def _wrapped(text: str, fmt: str, source: str, cut_words: bool) -> list[tuple[str, bool, bool]]:
    """The lines of `text` wrapped, each with whether it is a row's line (left whole) and
    whether it goes on a quoted cell of the line above."""
    rows, continued = _row_lines(text, fmt, source)
    lines = text.split("\n")
    out = []
    for index, line in enumerate(lines):
        if index in rows or not _wrappable(line) or _wrapped_already(lines, index):
            out.append((line, index in rows, index in continued))
            continue
        # A tabular sheet's lines in capitals stand alone (see `read_tabular`).
        out += [(part, False, False) for part in _wrap_line(line, cut_words, capitals=fmt != "tabular")]
    return out


def hard_wrapped(text: str, fmt: str, source: str = "") -> bytes:
    """Long paragraphs and bullets wrapped onto several lines, as a hard-wrapped file or a
    copy from a PDF keeps them (in a tabular sheet, only before lower-case words: a line
    starting in capitals is a line of its own there)."""
    return "\n".join(line for line, _, _ in _wrapped(text, fmt, source, cut_words=False)).encode("utf-8")


_PAGE_LINES = 30  # a page number every this many lines, wherever it falls
_SETEXT_UNDERLINE = re.compile(r"^ {0,3}(=+|-+)\s*$")
_LIGATURES = {"ffi": "\ufb03", "ffl": "\ufb04", "ff": "\ufb00", "fi": "\ufb01", "fl": "\ufb02"}


def pdf_copy(text: str, fmt: str, source: str = "") -> bytes:
    """What a copy from a PDF leaves: ligatures (`ﬁ`), soft hyphens inside long words,
    lines wrapped with words cut at a soft hyphen, and page numbers wherever a page ends
    (inside a paragraph, a table, a record's header)."""
    out: list[str] = []
    page_due: int | None = None  # the line number a page ended at, its number not yet printed
    for number, (line, in_row, continued) in enumerate(_wrapped(text, fmt, source, cut_words=True), start=1):
        if number % _PAGE_LINES == 0:
            page_due = number
        # Between two rows of a spreadsheet, not inside one: its line breaks are a cell's;
        # not between a heading and the line under it (a PDF has neither).
        if page_due is not None and not continued and not _SETEXT_UNDERLINE.match(line):
            page = page_due // _PAGE_LINES
            out.append(f"- {page} -" if page_due % 2 else f"Page {page}")
            page_due = None
        if line.strip() and not (in_row or is_pipe_row(line) or _is_tab_row(line)):
            line = re.sub(r"(?<=[a-zà-ÿ]{5})(?=[a-zà-ÿ]{5})", "\u00ad", line, count=1)
        out.append(line)
    copied = "\n".join(out)
    for letters, ligature in _LIGATURES.items():
        copied = copied.replace(letters, ligature)
    return copied.encode("utf-8")


# Variants that change the order of what the sheet prints: its `position` columns (the
# order of weapons and modifiers in the sheet) are theirs to change.
ORDER_CHANGES = {"reordered_sections"}

# Spellings a variant prints the other way, that the data may keep as printed: values are
# compared with each spelling as one (the apostrophes; bold marks, in the Markdown of texts).
ALIKE_SPELLINGS: dict[str, Callable[[str], str]] = {
    "table_apostrophes": lambda value: value.replace("’", "'"),
    "underscore_emphasis": lambda value: value.replace("__", "**"),
}

# How a variant changes the text it leaves in the data, when it does (rule texts quote it).
TEXT_CHANGES: dict[str, Callable[[str], str]] = {"bold_lead_style": swap_bold_leads}

VARIANTS: dict[str, Variant] = {
    "crlf": crlf,
    "trailing_empty_cells": trailing_empty_cells,
    "column_padding": column_padding,
    "no_break_spaces": no_break_spaces,
    "thin_spaces": thin_spaces,
    "star_bullets": star_bullets,
    "round_bullets": round_bullets,
    "bold_lead_style": bold_lead_style,
    "doubled_blank_lines": doubled_blank_lines,
    "trailing_spaces": trailing_spaces,
    "utf16_with_bom": utf16_with_bom,
    "utf16_big_endian": utf16_big_endian,
    "utf16_without_bom": utf16_without_bom,
    "utf8_with_bom": utf8_with_bom,
    "en_dashes": en_dashes,
    "inch_marks": inch_marks,
    "indented_modes": indented_modes,
    "reordered_sections": reordered_sections,
    "hard_wrapped": hard_wrapped,
    "pdf_copy": pdf_copy,
    "windows_1252": windows_1252,
    "mojibake": mojibake,
    "mac_line_endings": mac_line_endings,
    "decomposed_accents": decomposed_accents,
    "web_copy_spaces": web_copy_spaces,
    "table_apostrophes": table_apostrophes,
    "tab_indented_bullets": tab_indented_bullets,
    "closed_headings": closed_headings,
    "underscore_emphasis": underscore_emphasis,
}
