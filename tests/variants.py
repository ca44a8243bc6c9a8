"""Meaning-preserving variants of a sheet, for the metamorphic tests: each takes the sheet's
text and its format, and returns the bytes of a sheet that says the same thing as printed
by another tool (other line endings, padding, bullets, encodings, dashes, order)."""

from __future__ import annotations

import re
from collections.abc import Callable

from pipeline.model.document import Heading, Record
from pipeline.parse.readers import read_sheet
from pipeline.parse.readers.blocks import is_pipe_row

Variant = Callable[[str, str], bytes]

_PIPE_SEPARATOR = re.compile(r"^\|?[\s:|-]+\|?$")
_BULLET = re.compile(r"^(\s*)- (?=\S)")


def _is_tab_row(line: str) -> bool:
    return "\t" in line.strip()


def _map_rows(text: str, change: Callable[[str], str]) -> str:
    """`change` applied to the table rows (pipe or tab) of `text`, other lines kept."""
    return "\n".join(change(line) if is_pipe_row(line) or _is_tab_row(line) else line for line in text.split("\n"))


def crlf(text: str, fmt: str) -> bytes:
    return text.replace("\n", "\r\n").encode("utf-8")


def trailing_empty_cells(text: str, fmt: str) -> bytes:
    """Every table row ends with an extra empty cell: a trailing tab, or `|`."""
    return _map_rows(text, lambda line: line + ("|" if is_pipe_row(line) else "\t")).encode("utf-8")


def _pad_pipe_table(lines: list[str]) -> list[str]:
    rows = [[cell.strip() for cell in line.strip().strip("|").split("|")] for line in lines]
    widths = [max(len(row[i]) for row in rows if i < len(row)) for i in range(max(map(len, rows)))]
    out = []
    for line, row in zip(lines, rows, strict=True):
        if _PIPE_SEPARATOR.match(line.strip()):
            out.append("|" + "|".join("-" * (width + 2) for width in widths[: len(row)]) + "|")
        else:
            out.append("| " + " | ".join(cell.ljust(widths[i]) for i, cell in enumerate(row)) + " |")
    return out


def column_padding(text: str, fmt: str) -> bytes:
    """Pipe tables aligned in columns; tab cells padded with spaces."""
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


def no_break_spaces(text: str, fmt: str) -> bytes:
    return text.replace(" ", "\u00a0").encode("utf-8")


def thin_spaces(text: str, fmt: str) -> bytes:
    """A word processor's fixed-width spaces: narrow no-break before `:`, thin elsewhere."""
    return text.replace(" :", "\u202f:").replace(" ;", "\u2009;").encode("utf-8")


def star_bullets(text: str, fmt: str) -> bytes:
    return "\n".join(_BULLET.sub(r"\1* ", line) for line in text.split("\n")).encode("utf-8")


def round_bullets(text: str, fmt: str) -> bytes:
    return "\n".join(_BULLET.sub(r"\1• ", line) for line in text.split("\n")).encode("utf-8")


def swap_bold_leads(text: str) -> str:
    """`**Nom.** texte` ↔ `**Nom** : texte` (also applied to the expected rule texts, which
    quote the leads of the entries they hold)."""
    swapped = re.sub(r"\*\*([^*\n]+?)\.\*\* ", "**\\1**\x00: ", text)
    swapped = re.sub(r"\*\*([^*\n]+?) ?:\*\* ", r"**\1.** ", swapped)
    return swapped.replace("\x00", " ")


def bold_lead_style(text: str, fmt: str) -> bytes:
    return swap_bold_leads(text).encode("utf-8")


def doubled_blank_lines(text: str, fmt: str) -> bytes:
    return re.sub(r"\n\n", "\n\n\n", text).encode("utf-8")


def trailing_spaces(text: str, fmt: str) -> bytes:
    return "\n".join(line + "  " if line and not _is_tab_row(line) else line for line in text.split("\n")).encode(
        "utf-8"
    )


def utf16_with_bom(text: str, fmt: str) -> bytes:
    return text.encode("utf-16")  # little-endian with its BOM, as Excel's "Unicode Text"


def utf16_big_endian(text: str, fmt: str) -> bytes:
    return b"\xfe\xff" + text.encode("utf-16-be")


def utf16_without_bom(text: str, fmt: str) -> bytes:
    return text.encode("utf-16-le")


def utf8_with_bom(text: str, fmt: str) -> bytes:
    return b"\xef\xbb\xbf" + text.encode("utf-8")


_RANGE_CELL = re.compile(r'(?<=[|\t])\s*\d+(?:-\d+)?"\s*(?=[|\t]|$)')


def _is_weapon_row(line: str) -> bool:
    return bool(_RANGE_CELL.search(line))


def en_dashes(text: str, fmt: str) -> bytes:
    """In weapons tables, ranges `10-30"` as `10–30"` and `Nom - Mode` as `Nom – Mode`."""

    def change(line: str) -> str:
        if not _is_weapon_row(line):
            return line
        line = re.sub(r'(\d)-(\d+")', r"\1–\2", line)
        return line.replace(" - ", " – ").replace("\t- ", "\t– ")

    return _map_rows(text, change).encode("utf-8")


def inch_marks(text: str, fmt: str) -> bytes:
    """Range cells `10"` as `10″`."""
    return _map_rows(text, lambda line: _RANGE_CELL.sub(lambda m: m.group(0).replace('"', "″"), line)).encode("utf-8")


def indented_modes(text: str, fmt: str) -> bytes:
    """A mode cell with spaces before its dash: `Plasma Carbine<TAB>  - Dispersion`."""
    return _map_rows(text, lambda line: line.replace("\t- ", "\t  - ")).encode("utf-8")


def reordered_sections(text: str, fmt: str) -> bytes:
    """The sections after the first two (title and weapons, first glossary) in reverse order;
    in a record sheet, the records in reverse order."""
    lines = text.split("\n")
    document = read_sheet(text.replace("\r\n", "\n"), "variant", fmt)
    if fmt == "records":
        starts = [block.line for block in document.blocks if isinstance(block, Record)]
    else:
        headings = [block for block in document.blocks if isinstance(block, Heading) and block.level == 1]
        # A repeat of the title is a page header inside a section, not the start of one.
        title = headings[0].text.split("(")[0].strip().casefold() if headings else ""
        starts = [heading.line for heading in headings if heading.text.strip().casefold() != title][1:]
    if len(starts) < 2:
        return text.encode("utf-8")
    head = lines[: starts[0] - 1]
    chunks = [lines[a - 1 : b - 1] for a, b in zip(starts, [*starts[1:], len(lines) + 1], strict=True)]
    chunks = [chunk if not chunk or chunk[-1] == "" else [*chunk, ""] for chunk in chunks]
    return "\n".join(head + [line for chunk in reversed(chunks) for line in chunk]).encode("utf-8")


_WRAP_AT = 50  # a wrapped line breaks at the first space after this column...
_WRAPPED_LINE = 60  # ...when it is longer than this
_HEADING_LINE = re.compile(r"^\s*(#|\*\*[^*]+\*\*$)")


def _wrappable(line: str, fmt: str) -> bool:
    stripped = line.strip()
    return (
        len(stripped) > _WRAPPED_LINE
        and not (is_pipe_row(line) or _is_tab_row(line) or _HEADING_LINE.match(line))
    )


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
                and not rest[: match.start()].endswith((".", ":", ";", "!", "?", "»", ")", "…"))
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


def _wrapped(line: str, fmt: str, cut_words: bool) -> list[str]:
    # A tabular sheet's lines in capitals stand alone (see `read_tabular`).
    return _wrap_line(line, cut_words, capitals=fmt != "tabular") if _wrappable(line, fmt) else [line]


def hard_wrapped(text: str, fmt: str) -> bytes:
    """Long paragraphs and bullets wrapped onto several lines, as a hard-wrapped file or a
    copy from a PDF keeps them (in a tabular sheet, only before lower-case words: a line
    starting in capitals is a line of its own there)."""
    lines = [part for line in text.split("\n") for part in _wrapped(line, fmt, cut_words=False)]
    return "\n".join(lines).encode("utf-8")


_PAGE_LINES = 30  # a page number every this many lines, wherever it falls
_LIGATURES = {"ffi": "\ufb03", "ffl": "\ufb04", "ff": "\ufb00", "fi": "\ufb01", "fl": "\ufb02"}


def pdf_copy(text: str, fmt: str) -> bytes:
    """What a copy from a PDF leaves: ligatures (`ﬁ`), soft hyphens inside long words,
    lines wrapped with words cut at a soft hyphen, and page numbers wherever a page ends
    (inside a paragraph, a table, a record's header)."""
    lines = [part for line in text.split("\n") for part in _wrapped(line, fmt, cut_words=True)]
    out = []
    for number, line in enumerate(lines, start=1):
        if number % _PAGE_LINES == 0:
            out.append(f"- {number // _PAGE_LINES} -" if number % 2 else f"Page {number // _PAGE_LINES}")
        if line.strip() and not (is_pipe_row(line) or _is_tab_row(line)):
            line = re.sub(r"(?<=[a-zà-ÿ]{5})(?=[a-zà-ÿ]{5})", "\u00ad", line, count=1)
        out.append(line)
    copied = "\n".join(out)
    for letters, ligature in _LIGATURES.items():
        copied = copied.replace(letters, ligature)
    return copied.encode("utf-8")


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
}
