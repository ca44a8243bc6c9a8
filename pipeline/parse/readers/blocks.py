"""Block reader for the document-like families: Markdown-ish, tab-separated tables, free text.

Each line is classified on its own (table row, heading, bullet, paragraph), so one
tokenizer serves all three families: a Freeborn sheet mixes `##` headings with a
tab-separated table, an Infinity sheet mixes free-text headings with tab tables.

What real files vary in is read alike: cells trimmed, runs of spaces in a cell read as one,
`-`, `*`, `+`, `•`, `–` bullets, `#` headings at any depth (the shallowest two levels in use
are sections), capitalised or all-bold lines as headings, `===`/`---` underlines, and lines
made only of `---` or `***` (separators, no content).

And what a copy from a PDF or a spreadsheet's export leaves: text wrapped onto the next line
(read back as one paragraph or bullet, a word cut by hyphenation made whole), lines that only
number a page, cells in double quotes (holding tabs or line breaks).
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Callable
from collections.abc import Set as AbstractSet
from itertools import pairwise

from pipeline.extract.bullets import (
    BULLET,
    HEADING_GLYPHS,
    bullet_item,
    glyph_levels,
    set_glyph_depths,
    tabbed_bullet,
)
from pipeline.extract.leads import PAGE_REFERENCE, REMARK_LINE, paragraph_lead, spaced_dash_lead
from pipeline.extract.lists import is_modifier_section
from pipeline.extract.tables import printed_cells
from pipeline.extract.text import (
    CONTENTS_SHARE,
    heading_key,
    is_stat_profile,
    is_upper_heading,
    slugify,
    strip_emphasis,
)
from pipeline.model.document import Block, Document, Heading, Item, Paragraph, Table, TableRow, sheet_lines
from pipeline.model.errors import SheetError
from pipeline.parse.readers.aligned import aligned_cells, row_above, table_heads
from pipeline.parse.readers.contents import titled_contents
from pipeline.parse.readers.delimited import spreadsheet_cells
from pipeline.parse.readers.editors import CELL_PIPE, EditorMarkup, read_editor_markup, without_pictographs
from pipeline.parse.readers.side_tables import without_blank_first_columns
from pipeline.parse.readers.single_spaced import single_spaced_tables
from pipeline.parse.readers.tab_aligned import with_aligning_tabs_read
from pipeline.parse.readers.wrapping import (
    OF_PAGES,
    across_page_break,
    compound_pairs,
    cut_mid_sentence,
    ends_sentence,
    goes_on,
    goes_on_full_line,
    is_page_number,
    is_rule_line,
    joined,
    page_furniture,
    underline_depth,
)

_HASH_HEADING = re.compile(r"^(?P<hashes>#{1,6})\s+(?P<text>.+?)\s*#*\s*$")
# `== MYRMIDONS ==`: a heading set between runs of `=` as a wiki writes it, and as a
# plain-text editor's user marks one; as deep as its `=` (`==` as `##`).
_WIKI_HEADING = re.compile(r"^(?P<marks>={1,6})\s*(?P<text>[^=\s](?:[^=]*[^=\s])?)\s*(?P=marks)$")
# A checklist's boxes, ticked or not (`☐ …` then `✓ …`), are one level: the glyph tells the
# box's state, not the item's depth.
# A pipe table's delimiter row: `|---|:--:|`, one dash beside a colon (`|:-:|:-|`, as GFM
# allows and a hand typing it short writes), and the same with the dashes a word
# processor's autocorrection makes of `--` and `---` (`|—|—|`, `| – | – |`).
_PIPE_SEPARATOR = re.compile(r"^\|?\s*(?::-+:?|-+:|:?(?:-{2,}|[-–—]*[–—][-–—]*):?)\s*(\|\s*:?[-–—]*:?\s*)*\|?\s*$")
# A whole line in bold, with no closing punctuation: `**RÈGLES SPÉCIALES**`.
_BOLD_LINE = re.compile(r"^\*\*(?P<text>[^*]+?[^*.:;,!?])\*\*$")
_MAX_HEADING_LENGTH = 100
# Tabular sheets head their tables with short free-text lines after a blank line.
_MAX_SHORT_HEADING = 40
# A quoted cell runs on at most this many lines (a longer run is a stray quote).
_MAX_QUOTED_LINES = 30
# A definition list (Markdown extensions): a term, then `:   its definition`.
_DEFINITION = re.compile(r"^:[ \t]+(?P<text>\S.*)$")
_MAX_TERM_LENGTH = 80
# Columns aligned with spaces, as a copy from a PDF leaves a two-column list: three spaces
# or more between two texts. Spaces before a colon only align the colons of `Nom : valeur`
# lines typed by hand (`Visée          : +2`): the colon parts name and value, no gap does.
_ALIGNED_GAP = re.compile(r"(?<=\S) {3,}(?=[^\s:])")
# HTML comments, on one line or several: notes to the sheet's editors, no content.
_HTML_COMMENT = re.compile(r"<!--.*?-->", re.DOTALL)
# A YAML front matter block opening a sheet (`---`, `clé: valeur` lines, `---` or `...`),
# as static-site and note-taking editors write one: the file's metadata, no content.
_FRONT_MATTER_OPEN = re.compile(r"^---\s*$")
_FRONT_MATTER_CLOSE = re.compile(r"^(?:---|\.\.\.)\s*$")
_YAML_LINE = re.compile(r"^(?:\s|#|-\s|[^:\s][^:]{0,60}:(?:\s|$))")
# Hugo's and Zola's front matter is TOML between `+++` fences: `cle = valeur`, `[table]`.
_TOML_FENCE = re.compile(r"^\+\+\+\s*$")
_TOML_LINE = re.compile(r"^(?:\s|#|\[[^\]]+\]\s*$|[\w\"'.-]{1,60}\s*=)")
_MAX_FRONT_MATTER_LINES = 60
# A table of contents as a word processor prints it: an entry, dot leaders, its page
# (`1.2 Charge ........ 12`, `Glossaire … 4`).
_TOC_LINE = re.compile(r"^\s*\S.*?\s*(?:\.{4,}|…{2,}|(?:\. ){3,}\.?)\s*\d{1,4}\s*$")
_MAX_TOC_TITLE = 40
# The title of a table of contents that lists its entries without dot leaders, as a
# spreadsheet or a word processor's table saves it (`Sommaire`, `Table des matières`).
_TOC_TITLE = re.compile(r"^(?:sommaire|table\s+des\s+mati[èe]res|contenu|plan|(?:table\s+of\s+)?contents)$", re.I)
# Such an entry: its title, then its page in the cell after it (`Profils<TAB>2`,
# `1. Profils<TAB>p. 2`), or a link to the part before it (`→ Profils`).
_TOC_PAGE_CELL = re.compile(r"^(?:p(?:age|\.)?\s*)?\d{1,4}$", re.I)
_TOC_LINK = re.compile(r"^[→►▶➔➜]\s*(?P<title>\S.*)$")
_TOC_NUMBER = re.compile(r"^\d{1,2}(?:\.\d{1,2})*[.)]?\s+(?=\S)")
# An index's title (`Index`, `INDEX DES MOTS-CLÉS`, `Mots-clés`) and its lines: a name, then
# where it is found, its pages (`Foule : p. 2`, `Gargant : p. 4 et p. 6`) or the part that
# tells of it (`Vœu → voir Compétences`).
_INDEX_TITLE = re.compile(r"^(?:index(?:\s+des\s+mots[- ]cl[ée]s)?|mots[- ]cl[ée]s)$", re.I)
_INDEX_LINE = re.compile(r"^[^\W\d_][^:→]{0,60}?\s*(?::|→|->)\s*(?P<where>\S.*)$")
_SEE_ALSO = re.compile(r"^(?:voir|cf\.?)\s+\S", re.I)
# What a sheet's closing lines say about it rather than the game: whose trademark the game
# is, that the sheet is unofficial, whom it thanks, who keeps it.
_CREDITS = re.compile(
    r"©|\b(?:est\s+une\s+marque|marques?\s+d[ée]pos[ée]es?|tous\s+droits\s+r[ée]serv[ée]s|non\s+officiel(?:le)?"
    r"|merci\s+à|remerciements|maintenue?\s+par|r[ée]alis[ée]e?\s+par\s+des\s+fans"
    # A sign-off (`Bon jeu à tous !`, `Bonnes parties`, `Amusez-vous bien`).
    r"|bon(?:ne)?s?\s+(?:jeu|parties?)|amusez[-\s]vous\s+bien)\b",
    re.I,
)
_MAX_LETTER_LINE = 8
# A section numbered as a word processor numbers it: `2. Attaques`, `1.2 Charge`, `2.1. Tir`.
_SECTION_NUMBER = re.compile(r"^(?P<number>\d{1,2}(?:\.\d{1,2})+\.?|\d{1,2}\.)\s+(?P<text>[^\W\d_].*)$")
_MAX_NUMBERED_HEADING = 60


def cell_value(cell: str) -> str:
    """A cell trimmed, with every run of spaces inside it read as one space."""
    return " ".join(cell.split())


def _ends_with_pipe(text: str) -> bool:
    return text.endswith("|") and not text.endswith("\\|")


def split_pipe_row(line: str) -> list[str]:
    """`| a | b |` -> ['a', 'b'] (outer pipes optional, inner cells trimmed); `\\|` is a
    `|` inside a cell (`| Rally \\| Ralliement |`)."""
    body = line.strip()
    if body.startswith("|"):
        body = body[1:]
    if _ends_with_pipe(body):
        body = body[:-1]
    if "\\|" not in body:  # the common row: no escaped pipe to keep inside its cell
        return [cell_value(cell) for cell in body.split("|")]
    return [cell_value(cell).replace("\\|", "|") for cell in CELL_PIPE.split(body)]


def _with_outer_pipes(line: str) -> str:
    body = line.strip()
    return ("" if body.startswith("|") else "| ") + body + ("" if _ends_with_pipe(body) else " |")


def _is_delimiter_row(line: str, header: str) -> bool:
    """`:--- | ---:` under `Arme | VI`: a pipe table's delimiter row, as many cells as its header."""
    stripped = line.strip()
    return (
        "|" in stripped
        and bool(_PIPE_SEPARATOR.match(stripped))
        and len(split_pipe_row(stripped)) == len(split_pipe_row(header))
    )


# A table written without outer pipes nor delimiter row has at least this many cells in
# each of its rows, and two rows or more: a sentence holding a `|` or two is no table.
_MIN_BARE_CELLS = 3


def _bare_cells(line: str) -> int:
    """How many cells `line` has as a row of a table without outer pipes (0 for a line with
    its outer pipes, or with no `|`)."""
    stripped = line.strip()
    if not stripped or is_pipe_row(stripped):
        return 0
    pipes = len(CELL_PIPE.findall(stripped))
    return pipes + 1 if pipes else 0


def _is_bare_table(lines: list[str], index: int) -> bool:
    """Whether a table without outer pipes nor delimiter row starts at `lines[index]`: it
    opens a block, and it and the line below have as many cells, at least
    `_MIN_BARE_CELLS` (`Arme | Efficace | VI` over `Mag Gun | 20" | 1`)."""
    cells = _bare_cells(lines[index])
    return (
        cells >= _MIN_BARE_CELLS
        and (index == 0 or not lines[index - 1].strip())
        and _bare_cells(lines[index + 1]) == cells
    )


def with_outer_pipes(lines: list[str]) -> list[str]:
    """The lines with the pipe tables written without outer pipes (`Arme | VI`, as GitHub
    Markdown allows) given them: a header with a `|` between cells over a delimiter row
    (`--- | ---`), and the lines with a `|` right below; or, as a table is typed by hand
    without its delimiter row, a block of rows of as many cells (see `_is_bare_table`). A
    table whose header and delimiter have their outer pipes is left as written (a row of it
    missing one is a mistake to report)."""
    out = list(lines)
    piped = [is_pipe_row(line) for line in lines]
    index = 0
    while index + 1 < len(lines):
        header, delimiter = lines[index], lines[index + 1]
        if piped[index] and piped[index + 1]:  # a table with its outer pipes
            index += 1
            continue
        delimited = CELL_PIPE.search(header.strip()) and _is_delimiter_row(delimiter, header)
        if not (delimited or _is_bare_table(lines, index)):
            index += 1
            continue
        end = index + (2 if delimited else 1)
        while end < len(lines) and lines[end].strip() and CELL_PIPE.search(lines[end]):
            end += 1
        for row in range(index, end):
            out[row] = _with_outer_pipes(lines[row])
        index = end
    return out


def without_comments(lines: list[str]) -> tuple[list[str], set[int]]:
    """The lines with their HTML comments taken out (`<!-- … -->`, inline or over several
    lines), and the indexes of the lines that held nothing else."""
    text = "\n".join(lines)
    if "<!--" not in text:
        return lines, set()
    kept = _HTML_COMMENT.sub(lambda comment: "\n" * comment.group().count("\n"), text).split("\n")
    only_comment = {index for index, line in enumerate(lines) if line.strip() and not kept[index].strip()}
    return kept, only_comment


def front_matter(lines: list[str]) -> range:
    """The indexes of a YAML (`---`) or TOML (`+++`) front matter block at the top of a
    sheet (its fences included); empty when the sheet opens otherwise. Leading blank lines
    are allowed."""
    start = next((index for index, line in enumerate(lines) if line.strip()), len(lines))
    if start == len(lines):
        return range(0)
    if _FRONT_MATTER_OPEN.match(lines[start]):
        close, field_line = _FRONT_MATTER_CLOSE, _YAML_LINE
    elif _TOML_FENCE.match(lines[start]):
        close, field_line = _TOML_FENCE, _TOML_LINE
    else:
        return range(0)
    for index in range(start + 1, min(len(lines), start + _MAX_FRONT_MATTER_LINES)):
        line = lines[index]
        if close.match(line):
            return range(start, index + 1) if index > start + 1 else range(0)
        if line.strip() and not field_line.match(line):
            return range(0)
    return range(0)


def hash_comments(lines: list[str]) -> list[int]:
    """In a spreadsheet's export (`tabular`), the indexes of the `#` lines that are comments,
    as data files write them (`# Export du tableur, onglet Morat, 12/03/2024`): a
    spreadsheet has no heading marks, so only a short `#` line with no sentence punctuation
    nor digit heading a table or standing above a blank line is a heading (`# Armement`)."""
    comments = []
    for index, line in enumerate(lines):
        if not line.startswith("#"):
            continue
        text = line.lstrip("#").strip()
        below = lines[index + 1] if index + 1 < len(lines) else ""
        heads = not below.strip() or "\t" in below.strip()
        if not (
            heads
            and text
            and len(text) <= _MAX_SHORT_HEADING
            and not any(character.isdigit() or character in ",;.!?" for character in text)
        ):
            comments.append(index)
    return comments


def _is_toc_line(line: str) -> bool:
    # Dots or an ellipsis first: most lines have neither, and skip the pattern.
    return ("..." in line or "…" in line or ". . ." in line) and bool(_TOC_LINE.match(line))


def _next_text(lines: list[str], index: int, step: int, blanks: int = 1) -> int | None:
    """The index of the first non-blank line from `lines[index]` on (`step` 1) or back
    (`step` -1), past at most `blanks` blank lines; None past more or the sheet's end."""
    while 0 <= index < len(lines):
        if lines[index].strip():
            return index
        blanks -= 1
        if blanks < 0:
            return None
        index += step
    return None


def table_of_contents(lines: list[str]) -> set[int]:
    """The indexes of a word processor's table of contents: its entries with dot leaders and
    page numbers (`1.2 Charge ........ 12`), two or more, and the short line titling them
    (`Sommaire`), right above the first (a blank line between allowed). A list of modifiers
    printed so (`Couvert léger ........ 1` under `MODIFICATEURS DE COUVERT`) is none, nor
    is a list whose numbers go down (an army list's points: see `_pages_go_on`). So are the
    lists of contents printed without dot leaders under their title: their entries giving
    their page in a cell of their own or linking to their part (see `_titled_contents`),
    naming headings printed further down (`contents.titled_contents`), or, titled as
    contents or an index, mostly naming the sheet's headings (see `_contents_list`)."""
    runs = [run for run in _toc_runs(lines) if not _titles_modifiers(lines, run) and _pages_go_on(lines, run)]
    entries = [index for run in runs for index in run]
    entries += _contents_list(lines)
    toc = _titled_contents(lines) | titled_contents(lines)
    if len(entries) < 2:
        return toc
    toc.update(entries)
    for index in entries:
        above = _next_text(lines, index - 1, -1)
        if above is not None and above not in toc and _is_toc_title(lines[above]):
            toc.add(above)
    return toc


def _filled_cells(line: str) -> list[str]:
    """A line's cells, tab-separated, without the empty ones a spreadsheet pads it with."""
    cells = [cell.strip() for cell in line.split("\t")]
    while cells and not cells[-1]:
        cells.pop()
    return cells


def toc_entry_title(line: str) -> str | None:
    """The title an entry of a table of contents gives (`1. Profils<TAB>p. 2`, `→ Profils`,
    `Profils ........ 2` -> `Profils`), without its number; None for any other line."""
    cells = _filled_cells(line)
    if len(cells) == 2 and _TOC_PAGE_CELL.match(cells[1]):
        title = cells[0]
    elif len(cells) == 1 and (link := _TOC_LINK.match(cells[0])) is not None:
        title = link.group("title")
    elif _is_toc_line(line):
        title = re.sub(r"\s*(?:\.{3,}|…+|(?:\. ){3,}\.?)\s*\d{1,4}\s*$", "", line.strip())
    else:
        return None
    return _TOC_NUMBER.sub("", title).strip() or None


def _titled_contents(lines: list[str]) -> set[int]:
    """The indexes of a table of contents under its title (`Sommaire`, `Table des
    matières`, a blank line between allowed) whose entries give their page in a cell of
    their own or link to their part (see `toc_entry_title`), two or more in a row: a
    spreadsheet's or a Word table's, with no dot leaders. A list of pages under any other
    line (`Couvert<TAB>1` under `Modificateurs`) is none."""
    return _titled_runs(lines, _TOC_TITLE, lambda line: toc_entry_title(line) is not None)


def _titled_runs(lines: list[str], title: re.Pattern[str], is_entry: Callable[[str], bool]) -> set[int]:
    """The indexes of each line alone in its row matching `title` and of the lines right
    under it (a blank line between allowed) that `is_entry` takes, two or more in a row."""
    found: set[int] = set()
    for index, line in enumerate(lines):
        cells = _filled_cells(line)
        if len(cells) != 1 or not title.match(cells[0].lstrip("#").strip()):
            continue
        run: list[int] = []
        entry = _next_text(lines, index + 1, 1)
        while entry is not None and is_entry(lines[entry]):
            run.append(entry)
            following = entry + 1
            entry = following if following < len(lines) and lines[following].strip() else None
        if len(run) >= 2:
            found.update([index, *run])
    return found


# A title over a table of contents or an index: `Sommaire`, `Table des matières`, `Index des
# règles` (as a slug).
_CONTENTS_TITLE = re.compile(r"^(?:sommaire|table-des-matieres|contenus?|contents|plan|index(?:-[a-z-]+)?)$")
# An entry of such a list: a numbered or bulleted item (`1. Profils des unités`), a title and
# its page after a tab, as Word's "Texte brut" saves its table of contents (`Ordres<TAB>3`), or
# a keyword and the section it is in after dot leaders (`Séisme ...... Règles spéciales`).
_CONTENTS_ENTRY = re.compile(
    r"^\s*(?:(?:\d{1,2}[.)]|[-*•])\s+(?P<item>\S.*?)|(?P<titled>[^\t]*\S)[ \t]*\t[ \t]*\d{1,4}"
    r"|(?P<keyword>\S.*?)\s*(?:\.{4,}|…{2,})\s*(?P<section>\S.*?))\s*$"
)


def _contents_list(lines: list[str]) -> list[int]:
    """The indexes of a list titled as contents (`_CONTENTS_TITLE`, right above it, blank
    lines between allowed) whose entries (`_CONTENTS_ENTRY`, one a line) mostly name a line
    of the sheet as its headings read (`1. Profils des unités` for `PROFILS DES UNITÉS`,
    `Séisme …… Règles spéciales` for `## RÈGLES SPÉCIALES`), its title included: what leads
    the reader to the sheet's parts, no rule of it."""
    found: list[int] = []
    for title, line in enumerate(lines):
        if not line.strip() or not _CONTENTS_TITLE.match(slugify(line.strip().lstrip("#").strip())):
            continue
        start = _next_text(lines, title + 1, 1, blanks=2)  # a blank line, or two where every one is doubled
        run: list[tuple[int, str]] = []
        for index in range(start if start is not None else len(lines), len(lines)):
            if is_page_number(lines[index]):
                continue  # a page ends inside the list (`Page 5`): page furniture, read as such
            entry = _CONTENTS_ENTRY.match(lines[index])
            if entry is None:
                break
            run.append((index, entry.group("item") or entry.group("titled") or entry.group("section")))
        if len(run) < 2:
            continue
        taken = {index for index, _ in run} | {title}
        keys = {heading_key(other) for index, other in enumerate(lines) if index not in taken and other.strip()}
        named = sum(heading_key(entry) in keys for _, entry in run)
        if named >= 2 and named >= CONTENTS_SHARE * len(run):
            found += [title, *(index for index, _ in run)]
    return found


def _toc_runs(lines: list[str]) -> list[list[int]]:
    """The runs of lines with dot leaders and a number (see `_is_toc_line`), each line right
    under the one before (a blank line between allowed)."""
    runs: list[list[int]] = []
    for index, line in enumerate(lines):
        if not _is_toc_line(line):
            continue
        if runs and _next_text(lines, index - 1, -1) == runs[-1][-1]:
            runs[-1].append(index)
        else:
            runs.append([index])
    return runs


_PAGE = re.compile(r"(\d{1,4})\s*$")


def _pages_go_on(lines: list[str], run: list[int]) -> bool:
    """Whether the numbers ending a run of dot-leader lines never go down, as a table of
    contents' pages do; an army list printed so (`Carnivean ........ 19` over `Angelius
    ........ 10`) gives its models' points, in no order."""
    pages = [int(match.group(1)) for index in run if (match := _PAGE.search(lines[index]))]
    return all(earlier <= later for earlier, later in pairwise(pages))


def _titles_modifiers(lines: list[str], run: list[int]) -> bool:
    """Whether the line right above a run of dot-leader lines is a heading about modifiers."""
    above = _next_text(lines, run[0] - 1, -1)
    return above is not None and is_modifier_section(lines[above].strip().lstrip("#").strip())


def _is_toc_title(line: str) -> bool:
    text = line.strip().lstrip("#").strip()
    return 0 < len(text) <= _MAX_TOC_TITLE and not any(char.isdigit() or char in ".,;:!?" for char in text)


def _is_index_line(line: str) -> bool:
    match = _INDEX_LINE.match(" ".join(_filled_cells(line)))
    return match is not None and bool(PAGE_REFERENCE.match(match["where"]) or _SEE_ALSO.match(match["where"]))


def keyword_index(lines: list[str]) -> set[int]:
    """The indexes of a sheet's index under its title (`INDEX`, `Mots-clés`; a blank line
    between allowed): two or more lines in a row each naming where a word is found (see
    `_INDEX_LINE`). They name no entry: a glossary's `Foule : Le socle…` gives a text."""
    return _titled_runs(lines, _INDEX_TITLE, _is_index_line)


# A paragraph of credits is short: a line or two, wrapped by a copy from a PDF.
_MAX_CREDITS_LINES = 3


def sheet_credits(lines: list[str]) -> set[int]:
    """The indexes of the paragraphs, a blank line above and below them, that only say who
    made the sheet or whose trademark the game is (`Infinity est une marque déposée de Corvus
    Belli.`, `Merci à tous les relecteurs.`), as a sheet ends with: about the sheet, no text
    of the section above them, wherever a user moved them."""
    credits: set[int] = set()
    start = 0
    while start < len(lines):
        if not lines[start].strip():
            start += 1
            continue
        end = start
        while end < len(lines) and lines[end].strip():
            end += 1
        paragraph = " ".join(lines[index].strip() for index in range(start, end))
        if start and end - start <= _MAX_CREDITS_LINES and _CREDITS.search(paragraph):
            credits.update(range(start, end))
        start = end
    return credits


def letter_dividers(lines: list[str]) -> set[int]:
    """The indexes of the letters that divide a glossary sorted by name (`A`, `B`…): lines
    of one capital letter, each over an entry opening with it (a blank line between
    allowed), two or more of them in alphabetical order."""
    dividers = []
    for index, line in enumerate(lines):
        if len(line) > _MAX_LETTER_LINE:  # the cheap test first: most lines are longer
            continue
        letter = line.strip()
        if len(letter) != 1 or not letter.isalpha() or not letter.isupper():
            continue
        below = _next_text(lines, index + 1, 1)
        if below is not None and _first_letter(lines[below]) == _first_letter(letter):
            dividers.append(index)
    letters = [_first_letter(lines[index]) for index in dividers]
    return set(dividers) if len(dividers) >= 2 and letters == sorted(letters) else set()


def _first_letter(text: str) -> str:
    """The first letter of `text`, without its accent, capitalised (`Éclair` -> `E`)."""
    letter = next((char for char in text if char.isalpha()), "")
    return unicodedata.normalize("NFKD", letter)[:1].upper()


def _set_aside(lines: list[str], comment_lines: bool = False) -> tuple[list[str], dict[int, str], EditorMarkup]:
    """The lines with what is no content blanked (a front matter block, HTML comments, a
    table of contents, the letters dividing a glossary, the markup other editors leave: see
    `editors`, and with `comment_lines` the `#` comments of a spreadsheet's export), and
    those lines' numbers with what they are; and what the editors' passes found (the lines
    a grid table's rows run on…)."""
    skipped: dict[int, str] = {}
    lines = list(lines)
    for index in front_matter(lines):
        if lines[index].strip():
            skipped[index + 1] = "front_matter"
        lines[index] = ""
    lines, comments = without_comments(lines)
    if comment_lines:
        for index in hash_comments(lines):
            comments.add(index)
            lines[index] = ""
    skipped.update({index + 1: "comment" for index in comments})
    for kind, indexes in (
        ("table_of_contents", table_of_contents(lines)),
        ("index", keyword_index(lines)),
        ("credits", sheet_credits(lines)),
        ("letter_divider", letter_dividers(lines)),
    ):
        for index in indexes:
            skipped[index + 1] = kind
            lines[index] = ""
    lines, markup = read_editor_markup(lines)
    skipped.update(markup.skipped)
    return lines, skipped, markup


def _opens_quoted_cell(row: str) -> bool:
    return '"' in row and any(cell.lstrip(" ").startswith('"') for cell in row.split("\t"))


def quoted_cells(row: str) -> list[str] | None:
    """The cells of a tab row read as a spreadsheet writes them, when a cell is in double
    quotes (`"a, b"`, a doubled `""` for a quote, a tab or a line break inside, spaces
    around it); None when no cell opens with a quote or the quotes do not read so (a stray
    `"`, an inch mark): see `spreadsheet_cells`."""
    if not _opens_quoted_cell(row):
        return None
    return spreadsheet_cells(row, "\t")


def split_tab_row(line: str, quoted: list[str] | None = None) -> list[str]:
    """Tab-separated cells, trimmed; a leading empty cell is a column (a row label left
    blank); cells in double quotes unquoted (see `quoted_cells`; `quoted`: them, read
    already)."""
    cells = quoted if quoted is not None else quoted_cells(line)
    return [cell_value(cell) for cell in (cells if cells is not None else line.split("\t"))]


def tab_row(number: int, line: str) -> TableRow:
    """The row of a tab `line` (its quoted cells' line breaks in it): its cells, and the
    lines of those a line break parts (`"Tir Suppressif<LF>Tir Spéculatif"`)."""
    cells = quoted_cells(line)
    row = TableRow(number, split_tab_row(line, cells))
    if "\n" in line and cells is not None:
        for column, cell in enumerate(cells):
            lines = [cell_value(part) for part in cell.split("\n") if part.strip()]
            if len(lines) > 1:
                row.line_breaks[column] = lines
    return row


def quoted_row_end(lines: list[str], index: int, lone_cells: bool = False) -> int:
    """The index of the last line of the row that starts at `lines[index]`: a later one
    when a quoted cell of it holds line breaks (`"Fusil<TAB>…` … `…fin"<TAB>13`), else
    `index`. A row of that one quoted cell only counts with `lone_cells` (a spreadsheet's
    export, see `lone_quoted_cell`): elsewhere a quote opening a paragraph is the text's."""
    first = lines[index]
    if not _opens_quoted_cell(first) or quoted_cells(first) is not None:
        return index
    row = first
    for end in range(index + 1, min(index + _MAX_QUOTED_LINES, len(lines))):
        row += "\n" + lines[end]
        cells = quoted_cells(row)
        if cells is not None:
            return end if len(cells) > 1 or lone_cells else index
    return index


def lone_quoted_cell(row: str) -> str | None:
    """The text of a spreadsheet's row whose one cell is in quotes for the line breaks or
    the quotes it holds (`"Un warbeast…<LF>…sa FUR."`, `"Portée 8"" au plus"`), its lines
    joined by a space as a paragraph's wrapped lines are; None for any other row (a
    quotation opening a line of text keeps its quotes)."""
    if not row.startswith('"') or not row.rstrip().endswith('"') or ("\n" not in row and '""' not in row):
        return None
    cells = spreadsheet_cells(row, "\t")
    return " ".join(cells[0].split("\n")) if cells is not None and len(cells) == 1 else None


def space_aligned_rows(lines: list[str], furniture: frozenset[int] = frozenset()) -> set[int]:
    """The indexes of the lines that are rows of columns aligned with spaces: two lines or
    more in a row, each with a wide gap between two texts (one such line alone is a
    paragraph with stray spaces). Tab and pipe rows, bullets and the page `furniture` (a
    footer over the next page's header) are not."""
    aligned = [
        index not in furniture
        and "\t" not in line
        and not is_pipe_row(line)
        and not BULLET.match(line)
        and bool(_ALIGNED_GAP.search(line))
        for index, line in enumerate(lines)
    ]
    # A page's number between two rows (a copy from a PDF) parts no table: rows meet past it.
    found: set[int] = set()
    for index, is_aligned in enumerate(aligned):
        above = row_above(index, furniture)
        if is_aligned and above >= 0 and aligned[above]:
            found.update((above, index))
    return found


# A spreadsheet saved as text writes every row as wide as the sheet's used range: at least
# this share of its lines have the same number of cells.
_PADDED_SHARE = 0.9
_PADDED_MIN_LINES = 3


def _is_padded_export(lines: list[str]) -> bool:
    """Whether the sheet is a spreadsheet's export with every row padded with empty cells to
    one width (`Glossaire<TAB><TAB><TAB>`): its lines have a tab, the same number of them
    or fewer or more ending with empty cells (Excel pads its first rows only, to the used
    range, and a row with a stray cell past it or of a wider table is longer), and some end with one. A row
    whose quoted cell holds line breaks counts once, as the row it is."""
    if not any("\t" in line for line in lines):  # no cells: a document, not read row by row
        return False
    rows = [row for row in _spreadsheet_rows(lines) if row.strip()]
    if len(rows) < _PADDED_MIN_LINES:
        return False
    width = Counter(line.count("\t") for line in rows).most_common(1)[0][0]
    # A wider row is a wider table's, full to its last column (a weapons table's row under
    # a sheet padded to its lists' width): no row left unpadded.
    padded = sum(line.count("\t") >= width or _ends_with_empty_cell(line) for line in rows)
    return width > 0 and padded >= _PADDED_SHARE * len(rows) and any(map(_ends_with_empty_cell, rows))


def _spreadsheet_rows(lines: list[str]) -> list[str]:
    """The rows the lines hold: the lines of a row whose quoted cell holds line breaks
    joined (see `quoted_row_end`), any other line a row of its own."""
    rows: list[str] = []
    index = 0
    while index < len(lines):
        end = quoted_row_end(lines, index)
        rows.append("\n".join(lines[index : end + 1]))
        index = end + 1
    return rows


def _ends_with_empty_cell(line: str) -> bool:
    """A row ending with an empty cell: its last tab, or spaces after it (a cell of
    spaces is an empty one)."""
    return line.rstrip(" ").endswith("\t")


def unpadded_title_cells(lines: list[str]) -> tuple[list[str], set[int]]:
    """In a padded spreadsheet export, the rows that open a block (after a blank row) with
    only their first cell filled (a title, a section's name, a line of text), written back
    without their padding, so that they read as the lines they are rather than as rows of
    the table below: the lines, and the numbers of those rows; so are such rows right under
    one of them (a section's name over its own sentence, `CHAUDIÈRE` over `Les warjacks
    khadors…`). A row inside a table (`Types de bonus :`) stays in it, as does one opening
    with a number, a count or a roll that reads on into the row below (`1 Ordre lors d'un
    tour actif permet`). A row whose cell is an entry's heading (`• SPOTTER DRONE (Drone de
    Repérage)`) heads what follows wherever it stands, under a table's rows too."""
    if not _is_padded_export(lines):
        return lines, set()
    out, unpadded = list(lines), set()
    index, previous_unpadded = 0, False
    notes = _notes_under_tables(lines)
    while index < len(lines):
        # A row whose quoted cell holds line breaks is one row over its lines (`"- **Essaim.**
        # …<LF>  - **Nuée.** …"<TAB><TAB>`): its padding ends its last line.
        end = quoted_row_end(lines, index)
        row = "\n".join(lines[index : end + 1])
        first, *rest = quoted_cells(row) or row.split("\t")
        is_title = (
            first.strip()
            and not first.strip()[0].isdigit()
            and (not any(cell.strip() for cell in rest) or (index == 0 and _far_right_remark(rest, lines)))
        )
        heads = (
            _opens_block(lines, index)
            or previous_unpadded
            or _is_entry_heading_cell(first)
            or index in notes
            or _titles_glued_table(lines, index, first)
        )
        previous_unpadded = bool(rest and heads and is_title)
        if previous_unpadded:
            # The cell's own spaces pad it, as around its neighbours: no bullet's indentation.
            out[end] = lines[end].split("\t")[0].strip(" ") if end == index else lines[end].rstrip(" \t")
            unpadded.add(index + 1)
        index = end + 1
    return out, unpadded


def _titles_glued_table(lines: list[str], index: int, first: str) -> bool:
    """A row of one cell right under a table's row and over another's, the blank line
    between two tables left out (`Types de terrains<TAB><TAB>` under the modifiers): a
    section's title in lower or title case, no label grouping the rows under it, which ends
    on its colon or is set in capitals (`Types de bonus :`, `ARMES DE TIR`)."""
    text = first.strip()
    if not text or text.endswith(":") or text.isupper() or index == 0 or index + 1 >= len(lines):
        return False
    return _nonempty_cells(lines[index - 1]) >= 2 and _nonempty_cells(lines[index + 1]) >= 2


# A sentence, not a label grouping the rows under it (`Types de bonus :`, `ARMES DE TIR`).
_NOTE_SENTENCE = re.compile(r"[^\W\d_].*[.!?)]$")


def _notes_under_tables(lines: list[str]) -> set[int]:
    """The indexes of the rows ending a block of a padded export under rows of a table,
    each a sentence in its first cell alone (`* : coût d'une unité de 6 figurines.`, `Le
    premier joueur à 5 PC gagne.`): the notes a user types under a table, lines of text,
    not rows of the table (a dice table would take one for a bad roll)."""
    notes: set[int] = set()
    trailing: list[int] = []
    for index in range(len(lines) + 1):
        if index == len(lines) or not lines[index].strip():
            # A block ends: its trailing run of notes, when rows of a table stand above it.
            if trailing and trailing[0] > 0 and _nonempty_cells(lines[trailing[0] - 1]) >= 2:
                notes.update(trailing)
            trailing = []
            continue
        text = lines[index].split("\t")[0].strip()
        is_note = (
            _nonempty_cells(lines[index]) == 1
            and "\t" in lines[index]
            and bool(_NOTE_SENTENCE.search(text))
            and " " in text
        )
        trailing = [*trailing, index] if is_note else []
    return notes


def _nonempty_cells(line: str) -> int:
    """How many of a tab line's cells hold text."""
    return sum(1 for cell in line.split("\t") if cell.strip())


def _is_entry_heading_cell(cell: str) -> bool:
    """A row's one filled cell that is an entry's heading (`• SPOTTER DRONE (Drone de
    Repérage)`): under a table's rows too, it heads what follows, no row of the table (a
    label in capitals, `ARMES DE TIR`, may group the rows of its table under it)."""
    text = cell.strip()
    return text.lstrip("# ").startswith("•") and "\n" not in text and isinstance(classify_line(0, text), Heading)


def cell_lists_as_lines(lines: list[str]) -> list[str]:
    """A spreadsheet's row whose one quoted cell holds a list on its lines (`"- **Essaim.**
    …<LF>  - **Frénésie.** …<LF>  - **Nuée.** … 2"" …"`: a sheet's bullets kept in a cell)
    written back as the lines the cell holds, unquoted, one a line of the file, so that they
    read as the bullets they are (a cell of wrapped text stays one paragraph: see
    `lone_quoted_cell`)."""
    out = list(lines)
    index = 0
    while index < len(lines):
        end = quoted_row_end(lines, index, lone_cells=True)
        if end > index:
            cells = spreadsheet_cells("\n".join(lines[index : end + 1]).rstrip(" \t"), "\t")
            cell_lines = cells[0].split("\n") if cells is not None and len(cells) == 1 else []
            if len(cell_lines) == end - index + 1 and any(BULLET.match(line) for line in cell_lines[1:]):
                out[index : end + 1] = cell_lines
        index = end + 1
    return out


# A frozen title row's remark stands this many empty cells or more right of the title.
_MIN_CELLS_BEFORE_REMARK = 2


def _far_right_remark(rest: list[str], lines: list[str]) -> bool:
    """Whether the cells after a sheet's first one hold only a remark set far right of it
    (`Titre<TAB>…<TAB>Mise à jour : 03/2025`, a frozen title row's date or author), above a
    blank row: the row is the sheet's title, no row of a two-column list (whose text stands
    in the next cell)."""
    filled = [index for index, cell in enumerate(rest) if cell.strip()]
    below_blank = len(lines) < 2 or not lines[1].strip(" \t")
    return len(filled) == 1 and filled[0] >= _MIN_CELLS_BEFORE_REMARK and below_blank


def _opens_block(lines: list[str], index: int) -> bool:
    """Whether `lines[index]` opens a block: the sheet's first line, or one after a blank
    line, past the page numbers between (a page ending after the blank row)."""
    while index > 0 and is_page_number(lines[index - 1]):
        index -= 1
    return index == 0 or not lines[index - 1].strip()


def _wrapped_onto(previous: Block, line: str, above: str, adjacent: bool, full_lines: bool) -> bool:
    """Whether `line` goes on with the paragraph or bullet before it (see `goes_on`)."""
    return isinstance(previous, Paragraph | Item) and goes_on(
        previous.text, line, above, adjacent, full_lines, under_bullet=isinstance(previous, Item)
    )


def _line_past_page_break(lines: list[str], index: int, furniture: AbstractSet[int]) -> str:
    """The line at `index`; where a page break stands there (page furniture and the blank
    lines around it), the first line of the next page, which a line cut by the break goes
    on with."""
    end = index
    while end < len(lines) and (end in furniture or not lines[end].strip()):
        end += 1
    if end < len(lines) and end > index and across_page_break(range(index, end), lines, furniture):
        return lines[end]
    return lines[index] if index < len(lines) else ""


def _wraps_on(line: str, next_line: str, full_lines: bool) -> bool:
    """Whether `line`, a line in capitals with text after its name (`ÉCLAT (Arme)- Un
    warjack…`), goes on, wrapped, on `next_line` right under it."""
    return (
        any(character.islower() for character in line)
        and bool(next_line.strip())
        and isinstance(classify_line(0, next_line), Paragraph)
        and _wrapped_onto(Paragraph(0, line.strip()), next_line, line, adjacent=True, full_lines=full_lines)
    )


def _is_term(block: Block, number: int) -> bool:
    """Whether `block` is the term a definition line (`:   texte`) on line `number`
    defines: a short line right above it, or one blank line above (Markdown extensions
    allow both), not yet defined."""
    return _is_short_line(block) and number - block.line <= 2


def _is_short_line(block: Block) -> bool:
    """A short line of its own (no `#` heading, nothing joined to it): what may name an entry."""
    return (
        isinstance(block, Paragraph | Heading)
        and not getattr(block, "marks", 0)
        and block.lines == [block.line]
        and len(block.text) <= _MAX_TERM_LENGTH
    )


def _is_indented(line: str) -> bool:
    """A line set in from the margin, by a tab or two spaces or more."""
    return line.startswith("\t") or line.startswith("  ")


def _names_indented_text(block: Block, line: str, number: int, lines: list[str], furniture: AbstractSet[int]) -> bool:
    """Whether `block` is a name over the text set in under it, starting on line `number`
    (`Arme d'hast` over `    L'arme a une allonge…`, as a word processor's or a PDF's
    hanging layout leaves a list of entries): a short line of its own right above the
    indented `line` (a page break between them aside), itself at the margin, that ends
    no sentence."""
    return (
        _is_indented(line)
        and _is_short_line(block)
        and across_page_break(range(block.line, number - 1), lines, furniture)
        and not _is_indented(lines[block.line - 1])
        and not block.text.endswith((".", ":", ";", ",", "!", "?"))  # type: ignore[attr-defined]  # a term
    )


def definition_of(line: str) -> str | None:
    """The text a definition line gives (`:   texte`, `: texte`: a term's definition on the
    line under the term, as Markdown extensions and word processors' habits lay it out), or None."""
    match = _DEFINITION.match(line.strip())
    return match.group("text") if match else None


def _defined(term: Paragraph | Heading, definition: str, number: int) -> Paragraph:
    """A definition list's entry as the `**Nom :** texte` paragraph it means (in bold: the
    term is a name, commas and all)."""
    name = term.text if "*" in term.text else f"**{term.text} :**"
    return Paragraph(term.line, f"{name} {definition.strip()}", after_blank=True, more_lines=[number])


# `**Source :**` alone on its line (a callout's title, a label typed over its text): the
# name of what the next line says.
_BARE_LABEL = re.compile(r"^\*\*[^*]+[:.]\s*\*\*$")


def _is_bare_label(block: Block) -> bool:
    """A paragraph that is only a bold name with its colon: the line right under it is its
    text, as Markdown reads two lines with no blank between (one paragraph)."""
    return isinstance(block, Paragraph) and not block.more_lines and bool(_BARE_LABEL.match(block.text))


# The words a sheet opens a rule's case with (`Exception : …`, `Note : …`, `Spécial : …`).
_CASE_WORDS = re.compile(
    r"^(?:exceptions?|notes?|sp[ée]cial|remarques?|important|attention|pr[ée]cision)\s*:\s*\S", re.IGNORECASE
)


def _names_a_case(block: Block, line: str) -> bool:
    """Whether `line`, right under the bullet `block` with no blank line between, at the
    margin, opens one of that bullet's cases by its word (`Exception : …`, see `_CASE_WORDS`)."""
    return isinstance(block, Item) and not _is_indented(line) and bool(_CASE_WORDS.match(line.strip()))


def _continues_item(block: Block, line: str) -> bool:
    """Whether `line`, after a blank line, is a paragraph of the bullet `block` above it: it
    is indented past the bullet's marker (a Markdown list item's later paragraph; a Notion
    toggle's content under its title)."""
    if not isinstance(block, Item) or line[:1] not in (" ", "\t"):
        return False
    indent = len(line) - len(line.lstrip())
    return len(line[:indent].replace("\t", "    ")) >= 2 * (block.depth + 1)


def _item_paragraph(item: Item, number: int, text: str, compounds: AbstractSet[str]) -> None:
    """A later paragraph of the bullet `item`: a bullet that only names something (`- TR
    (n)`, a toggle's title: short, no closing punctuation, no lead of its own) reads as
    the entry `**TR (n) :** text`; any other bullet goes on with it."""
    names_only = (
        not item.more_lines
        and "*" not in item.text
        and len(item.text) <= _MAX_TERM_LENGTH
        and not item.text.endswith((".", ":", ";", ",", "!", "?"))
    )
    item.text = f"**{item.text} :** {text}" if names_only else joined(item.text, text, compounds)
    item.more_lines.append(number)


def _append_wrapped(previous: Paragraph | Item, number: int, line: str, compounds: AbstractSet[str]) -> None:
    previous.text = joined(previous.text, line, compounds)
    previous.more_lines.append(number)


def _row_width(row: TableRow) -> int:
    """The row's cells up to its last filled one (trailing tabs are no columns)."""
    return max((index + 1 for index, cell in enumerate(row.cells) if cell), default=0)


def spaced_row(number: int, line: str, table: Table) -> TableRow | None:
    """A row typed with spaces for its tabs among the rows of the tab `table` (a user
    aligning one row by hand): runs of three spaces or more part it into exactly as many
    cells as the table's first row holds; None for any other line (a paragraph under the
    table, a row whose cells cannot be told)."""
    cells = _ALIGNED_GAP.split(line.strip())
    if "\t" in line.strip() or len(cells) < 2 or len(cells) != _row_width(table.rows[0]):
        return None
    return TableRow(number, cells)


def wraps_last_cell(row: TableRow, line: str) -> bool:
    """Whether `line`, right under the tab `row`, is the rest of the row's last cell, wrapped
    onto it: set in under the columns (a tab or spaces open it, as a user continues a cell
    by hand), or going on in lower case with a sentence the cell leaves open (an editor's
    hard wrap), or in capitals under a cell as long as wrapped text that ends mid-sentence
    (`… Compte comme une` over `Esquive avec…`: a PDF's two columns copied, the tab put back
    after the name only). A line with cells of its own, or a bullet, is none."""
    text = line.strip()
    filled = [cell for cell in row.cells if cell]
    # A row of its entry's description (its name cell empty) is wrapped as a row of its own.
    one_cell = len(filled) < 2 and bool(row.cells[0].strip())
    if "\t" in text or not filled or one_cell or bullet_item(0, line) is not None:
        return False
    if _is_indented(line):
        return True
    if text[:1].islower():
        return not filled[-1].endswith((".", "!", "?"))
    return cut_mid_sentence(filled[-1], text) or (len(filled) == 2 and goes_on_full_line(filled[-1], text))


def _announces_bullets(row: TableRow) -> bool:
    """A list's row, a name and its text, whose text ends on the colon announcing a list
    (`États<TAB>Les états s’appliquent… :`)."""
    filled = [cell for cell in row.cells if cell.strip()]
    return len(filled) == 2 and bool(row.cells[0].strip()) and filled[-1].rstrip().endswith(":")


def _bullet_row(listed: list[Item]) -> TableRow:
    """The last of the bullets `listed` right under a list's row announcing them, as a row of
    that entry's description (its name cell empty, `<TAB>- Inconscient : …`), set in as deep
    as its glyph's level among them (`▪` under `•`), as a PDF's two columns leave such a list
    once the tab is put back after the entry's name only."""
    item = listed[-1]
    depth = glyph_levels(listed)[-1]
    return TableRow(item.line, ["", f"{'  ' * depth}- {item.text}"])


def _append_to_last_cell(row: TableRow, number: int, line: str, compounds: AbstractSet[str]) -> None:
    last = _row_width(row) - 1
    row.cells[last] = joined(row.cells[last], line, compounds)
    row.more_lines.append(number)


def _lacks_only_closing_pipe(line: str, table: Table) -> bool:
    """A pipe row whose closing `|` alone was left off: as many cells as the table's header,
    so that no cell was cut (GitHub's Markdown reads it so), the empty cells a trailing `|`
    leaves after the header's last one aside; a row with fewer is cut short."""
    return len(split_pipe_row(line)) == printed_cells(table.rows[0])


def is_pipe_row(line: str) -> bool:
    stripped = line.strip()
    return stripped.startswith("|") and stripped.endswith("|") and len(stripped) > 1


def is_tab_row(line: str, in_tab_table: bool, spreadsheet: bool = False) -> bool:
    """A tab between two cells; or, inside a tab table, a row whose only tab ends it
    (`Types de bonus :<TAB>`). A tab that only indents a line is no table, save in a
    `spreadsheet`'s export, where a line under a row opening with a tab is a row whose
    first cell is empty (`<TAB>- Carbonite : …` under a skill)."""
    if "\t" in line.strip():
        return True
    if not in_tab_table or not line.strip():
        return False
    return line.rstrip(" ").endswith("\t") or (spreadsheet and line.startswith("\t"))


# `3. Règles spéciales`, `2.1) Armes`, `IV. SORTS` (an outline numbered in Roman numerals, as
# Word's `I. / A. / 1.` style does): a heading's number in the document's outline, no part
# of its name (pandoc's `[]{#_Toc… .anchor}` goes with the rest of the markup).
_HEADING_NUMBER = re.compile(r"^(?:[0-9]{1,2}(?:\.[0-9]{1,2})*|(?=[IVX])X{0,2}(?:IX|IV|V?I{0,3}))[.)]\s+(?=\S)")
# `## Armement {#armement}`, `### SP {: #sp .regle}`: the id or classes a static site's
# Markdown gives a heading (pandoc, kramdown, Python-Markdown's attr_list), no part of its name.
_HEADING_ATTRIBUTES = re.compile(r"\s*\{:?\s*[#.][\w:.-]+(?:\s+[#.]?[\w:.=\"'-]+)*\s*\}\s*$")


def _heading_text(text: str) -> str:
    """A heading's name: without emphasis, a bullet, the icon it opens with (`🔫 Armes`) or
    its outline number (`3. Règles spéciales`)."""
    if text.endswith("}"):
        text = _HEADING_ATTRIBUTES.sub("", text)
    text = without_pictographs(strip_emphasis(text).lstrip("• ").strip())
    if text[:1].isdigit() or text[:1] in "IVX":
        text = _HEADING_NUMBER.sub("", text)
    return text.strip()


def _numbered_heading(block: Block, before: Block | None, after: Block | None) -> Heading | None:
    """A section a word processor numbers (`1.2 Charge`, `2. Attaques`, `3. GLOSSAIRE`) as
    the heading it is, as deep as its number (`#` for `2.`, `##` for `2.1`): a short line of
    its own, no sentence, in any case. A `2.` item among other items numbered on from it
    (`1. Mouvement` over `2. Tir`) is a list's, not a heading."""
    if isinstance(block, Paragraph) and not block.more_lines and block.text[:1].isdigit():
        numbered = _SECTION_NUMBER.match(block.text)
        if numbered is None or "." not in numbered.group("number").rstrip("."):
            return None  # `2. Texte` reads as a list's item, told below
        number, text = numbered.group("number"), numbered.group("text")
    elif isinstance(block, Item) and block.number and block.number.endswith(".") and not block.more_lines:
        if block.depth or any(_numbers_on(block, other) for other in (before, after)):
            return None
        number, text = block.number, block.text
    else:
        return None
    text = strip_emphasis(text)
    if len(text) > _MAX_NUMBERED_HEADING or ":" in text or text.endswith((".", ",", ";", "!", "?")):
        return None
    if not text[:1].isupper():
        return None
    return Heading(block.line, text, 1, marks=number.rstrip(".").count(".") + 1)


def _numbers_on(item: Item, other: Block | None) -> bool:
    """Whether `other` is an item of the same numbered list as `item` (its number one more or less)."""
    if not isinstance(other, Item) or not other.number or not item.number:
        return False
    first, second = (int(number.rstrip(".)")) for number in (item.number, other.number))
    return abs(first - second) == 1 and other.depth == item.depth


def numbered_headings(blocks: list[Block]) -> list[Block]:
    """The blocks with the numbered sections of a word processor's document as headings
    (see `_numbered_heading`)."""
    out: list[Block] = []
    for index, block in enumerate(blocks):
        before = blocks[index - 1] if index else None
        after = blocks[index + 1] if index + 1 < len(blocks) else None
        out.append(_numbered_heading(block, before, after) or block)
    return out


def hash_heading_text(line: str) -> str | None:
    """The text of a `#` heading line (`### Arme Gauss` -> `Arme Gauss`), else None."""
    hashed = _HASH_HEADING.match(line.strip())
    return _heading_text(hashed.group("text")) if hashed else None


def classify_line(number: int, line: str, in_tab_table: bool = False, spreadsheet: bool = False) -> Block | TableRow:
    """One line -> a block (or a bare table row, merged into tables by `read_blocks`);
    `spreadsheet`: the line is a spreadsheet's exported row (see `is_tab_row`)."""
    if is_pipe_row(line):
        return TableRow(number, split_pipe_row(line))
    if "\t" in line and (item := tabbed_bullet(number, line)) is not None:
        return item
    if is_tab_row(line, in_tab_table, spreadsheet):
        return tab_row(number, line)
    stripped = line.strip()
    hashed = _HASH_HEADING.match(stripped)
    if hashed:
        text = hashed.group("text")
        level = 2 if text.startswith("•") else 1
        return Heading(number, _heading_text(text), level, marks=len(hashed.group("hashes")))
    wiki = _WIKI_HEADING.match(stripped) if stripped.startswith("=") else None
    if wiki:
        return Heading(number, _heading_text(wiki.group("text")), 1, marks=len(wiki.group("marks")))
    item = bullet_item(number, line)
    if item is not None:
        if (
            item.marker is not None
            and item.marker in HEADING_GLYPHS
            and is_upper_heading(item.text)
            and len(item.text) <= _MAX_HEADING_LENGTH
        ):
            return Heading(number, _heading_text(item.text), 2)
        return item
    bold = _BOLD_LINE.match(stripped)
    if bold and len(stripped) <= _MAX_HEADING_LENGTH:
        return Heading(number, bold.group("text").strip(), 1)
    if (
        is_upper_heading(stripped)
        and len(stripped) <= _MAX_HEADING_LENGTH
        and not stripped.endswith((".", ","))
        and not is_stat_profile(stripped)
    ):
        return Heading(number, _heading_text(stripped), 1)
    return Paragraph(number, stripped)


def _section_levels(blocks: list[Block]) -> None:
    """`#` headings: the two shallowest depths in use are sections (`#` is often the title),
    deeper ones entries; a sheet that starts at `###` has its sections at `###`."""
    depths = [block.marks for block in blocks if isinstance(block, Heading) and block.marks]
    if not depths:
        return
    section_depth = max(2, min(depths))
    for block in blocks:
        if isinstance(block, Heading) and block.marks:
            block.level = 1 if block.marks <= section_depth and block.level == 1 else 2


def _account(number: int, kind: str, printed: list[str], skipped: dict[int, str], texts: dict[int, str]) -> None:
    """Line `number`, no content of the sheet, accounted for in its coverage as `kind`."""
    skipped.setdefault(number, kind)
    texts[number] = printed[number - 1].rstrip()


def read_blocks(text: str, source: str, full_lines: bool = True) -> Document:
    """Tokenize a sheet into headings, tables, bullets and paragraphs. Without
    `full_lines` (a spreadsheet's export), a line starting in capitals never goes on with
    the text above it (see `_wrapped_onto`): its lists of short lines are no wrapped text;
    and its `#` lines are comments, save short headings (see `hash_comments`)."""
    blocks: list[Block] = []
    printed = sheet_lines(text)
    lines, skipped, markup = _set_aside(printed, comment_lines=not full_lines)
    for number, line in markup.rows_on_one_line.items():
        expected = "each row of an HTML table (<tr>…</tr>) on a line of its own"
        raise SheetError(source, number, expected, line.strip()[:60], code="html-rows-on-one-line")
    row_lines = markup.row_lines
    texts: dict[int, str] = {number: printed[number - 1].rstrip() for number in skipped}
    lines = with_outer_pipes(lines)
    # A spreadsheet's title and section cells head what follows, as short lines do in a
    # tabular sheet, whatever the sheet's format.
    lines, title_cells = unpadded_title_cells(lines)
    if any("\t" in line for line in lines):
        lines = cell_lists_as_lines(lines)
    furniture = frozenset(page_furniture(lines))
    aligned = space_aligned_rows(lines, furniture)
    aligned_heads = table_heads(aligned, furniture)
    single_spaced = single_spaced_tables(lines, furniture)
    # The compound words the sheet writes whole: one cut at its hyphen by a line's end keeps it.
    compounds = compound_pairs(text)
    # A spreadsheet's export (tab rows): a row of one quoted cell is that cell's text.
    tab_export = any("\t" in line for line in lines)
    open_table: Table | None = None
    listed: list[Item] = []  # the bullets read as rows of the tab list's entry above them
    defined: Paragraph | None = None  # the last definition list's entry read
    hanging: Paragraph | None = None  # the last entry read from a name over its indented text
    after_blank = True
    index = 0
    while index < len(lines):
        number, line = index + 1, lines[index].rstrip(" ")
        if index in aligned:  # read as the tab row it shows
            line = "\t".join(aligned_cells(line, lines[aligned_heads[index]]))
        elif index in single_spaced:  # a table copied from a PDF, one space between its cells
            line = "\t".join(single_spaced[index])
        index += 1
        in_pipe_table = open_table is not None and open_table.style == "pipe"
        if in_pipe_table and is_pipe_row(line) and _PIPE_SEPARATOR.match(line.strip()):
            texts[number] = printed[number - 1].rstrip()
            open_table.separator_lines.append(number)
            continue
        if index - 1 in furniture:
            # Page furniture: the text around it reads on as if it were not there.
            _account(number, "page_furniture", printed, skipped, texts)
            continue
        if not line.strip() or is_rule_line(line):
            previous = blocks[-1] if blocks and not after_blank and open_table is None else None
            if line.strip() and isinstance(previous, Paragraph) and previous.line == number - 1:
                # `===` or `---` under a line: that line is a heading (Setext), of the
                # depth of `#` or `##`, so that `###` headings under it are deeper
                # (reStructuredText's `~~~`, `^^^` deeper still).
                blocks[-1] = Heading(previous.line, _heading_text(previous.text), 1, marks=underline_depth(line))
                _account(number, "heading_underline", printed, skipped, texts)
            elif line.strip():
                _account(number, "separator", printed, skipped, texts)
            open_table = None
            after_blank = True
            continue
        follows_blank, after_blank = after_blank, False
        texts[number] = printed[number - 1].rstrip()
        if in_pipe_table and line.lstrip().startswith("|") and not is_pipe_row(line):
            if not _lacks_only_closing_pipe(line, open_table):
                raise SheetError(source, number, "a table row ending with |", line.strip()[-40:], code="cells-count")
            line += " |"
        if number in row_lines:  # a grid table's row, its cells' lines joined on its first
            more_lines = row_lines[number]
            last = max(more_lines, default=number) - 1
        else:
            last = quoted_row_end(lines, number - 1, lone_cells=tab_export)
            more_lines = list(range(number + 1, last + 2))
            line = "\n".join([line, *(lines[continued - 1] for continued in more_lines)])
            lone = lone_quoted_cell(line) if tab_export and "\t" not in line else None
            line = lone if lone is not None else line
        for continued in more_lines:
            texts[continued] = printed[continued - 1].rstrip()
        index = last + 1
        # A row whose only tab ends it still belongs to a tab table: the one open, or the one
        # its next line starts (`1 Ordre lors d'un tour actif permet<TAB><TAB>`).
        next_line = lines[index] if index < len(lines) else ""
        under_tab_row = open_table is not None and open_table.style == "tab"
        in_tab_table = under_tab_row or "\t" in next_line.strip()
        classified = classify_line(number, line, in_tab_table, spreadsheet=not full_lines and under_tab_row)
        if isinstance(classified, Paragraph) and more_lines:
            classified.more_lines = list(more_lines)  # a quoted cell's lines (`lone_quoted_cell`)
        if (
            isinstance(classified, Heading)
            and not classified.marks
            and _wraps_on(line, _line_past_page_break(lines, index, furniture), full_lines)
        ):
            # `NOM (Alt)- Texte…` cut short by a wrap (or a page break) looks like a line in capitals.
            classified = Paragraph(number, line.strip())
        in_tab_list = open_table is not None and open_table.style == "tab"
        if isinstance(classified, Item) and in_tab_list and (listed or _announces_bullets(open_table.rows[-1])):
            listed.append(classified)
            open_table.rows.append(_bullet_row(listed))
            continue
        listed = []
        if open_table is not None and open_table.style == "tab" and not isinstance(classified, TableRow | Item):
            spaced = spaced_row(number, line, open_table)
            # A padded export's row of one cell (see `unpadded_title_cells`: a note under a
            # list, `Voir aussi …`) is a row of the sheet, no wrap: an editor's wrap is unpadded.
            wrapped = number not in title_cells and wraps_last_cell(open_table.rows[-1], line)
            if spaced is None and wrapped:
                _append_to_last_cell(open_table.rows[-1], number, line, compounds)
                continue
            classified = spaced or classified
        if isinstance(classified, TableRow):
            classified.more_lines = more_lines
            style = "pipe" if is_pipe_row(line) else "tab"
            if open_table is None or open_table.style != style:
                open_table = Table(number, [], style)
                blocks.append(open_table)
            open_table.rows.append(classified)
            continue
        open_table = None
        definition = _DEFINITION.match(line)
        if definition and blocks and _is_term(blocks[-1], number):
            blocks[-1] = defined = _defined(blocks[-1], definition.group("text"), number)
            continue
        if definition and blocks and blocks[-1] is defined and number - max(defined.lines) <= 2:
            # A term's further definition (`: …` again, right under or one blank line
            # below): more of the same entry's text.
            _append_wrapped(defined, number, definition.group("text").strip(), compounds)
            continue
        if (
            isinstance(classified, Paragraph)
            and blocks
            and _names_indented_text(blocks[-1], line, number, lines, furniture)
        ):
            blocks[-1] = hanging = _defined(blocks[-1], classified.text, number)  # type: ignore[arg-type]  # a term
            continue
        if isinstance(classified, Paragraph) and not follows_blank and _is_indented(line) and hanging is blocks[-1]:
            # The text set in under a name runs on as long as its lines are set in.
            _append_wrapped(hanging, number, line, compounds)
            continue
        if isinstance(classified, Paragraph) and not follows_blank and blocks and _names_a_case(blocks[-1], line):
            # `Exception : …` right under `8. **Lourd[n].** …`: a case of that rule, as a
            # bullet nested under it (never a paragraph heading the bullets after it).
            blocks.append(Item(number, blocks[-1].depth + 1, classified.text))  # type: ignore[union-attr]  # an Item
            continue
        if isinstance(classified, Paragraph) and follows_blank and blocks and _continues_item(blocks[-1], line):
            _item_paragraph(blocks[-1], number, classified.text, compounds)  # type: ignore[arg-type]  # an Item, checked
            continue
        if isinstance(classified, Paragraph):
            # The line the text above ends on (a page number between is no line of it).
            last = max(blocks[-1].lines) if blocks else 0
            above = lines[last - 1] if blocks else ""
            # Blank lines around a page's footer and the next page's header cut no sentence;
            # one ended before them is ended (what follows them in lower case is no more of
            # it: a heading typed so, `règles spéciales`).
            adjacent = not follows_blank or (
                blocks and across_page_break(range(last, number - 1), lines, furniture) and not ends_sentence(above)
            )
            if blocks and (
                _wrapped_onto(blocks[-1], line, above, bool(adjacent), full_lines)
                or (not follows_blank and _is_bare_label(blocks[-1]))
            ):
                _append_wrapped(blocks[-1], number, line, compounds)  # type: ignore[arg-type]  # checked by _wrapped_onto
                continue
        if isinstance(classified, Paragraph | Item):
            classified.after_blank = follows_blank
        blocks.append(classified)
    blocks = numbered_headings(blocks)
    _lines_over_dash_entries(blocks)
    _opening_title(blocks, lines)
    _section_levels(blocks)
    set_glyph_depths(blocks)
    blocks = without_blank_first_columns(blocks)
    blocks = with_aligning_tabs_read(blocks)
    if title_cells:
        blocks = short_line_headings(blocks, title_cells)
    return Document.of(source, blocks, lines, texts, skipped)


# Entries under a line heading them: two at least.
_MIN_HEADED_ENTRIES = 2


def _lines_over_dash_entries(blocks: list[Block]) -> None:
    """A short line of its own after a blank line, no closing punctuation, right over lines
    each naming an entry before an em dash (`Règles spéciales` over `Charge — La figurine…`,
    as an app or a word processor prints them), heads those entries: in mixed case, it
    would otherwise read as the first line of a paragraph."""
    for index, block in enumerate(blocks):
        run = blocks[index + 1 : index + 1 + _MIN_HEADED_ENTRIES]
        if (
            isinstance(block, Paragraph)
            and block.after_blank
            and not block.more_lines
            and len(block.text) <= _MAX_SHORT_HEADING
            and not block.text.endswith((".", ",", ";", ":", "!", "?"))
            and len(run) == _MIN_HEADED_ENTRIES
            and all(isinstance(entry, Paragraph) and spaced_dash_lead(entry.text) for entry in run)
            and run[0].line == block.line + 1
        ):
            blocks[index] = Heading(block.line, _heading_text(block.text), 1)


def _opening_title(blocks: list[Block], lines: list[str]) -> None:
    """The line a sheet opens with, alone above a blank line, short and with no closing
    punctuation (`Référence rapide – Mercenaires`), is its title, a heading: in capitals it
    would be one already."""
    first = blocks[0] if blocks else None
    if (
        isinstance(first, Paragraph)
        and not first.more_lines
        and _is_title_line(first, None)
        and not any(line.strip() for line in lines[: first.line - 1])
        and (first.line >= len(lines) or not lines[first.line].strip())
    ):
        blocks[0] = Heading(first.line, _heading_text(first.text.rstrip(" :")), 1)


def _is_title_line(block: Block, previous: Block | None) -> bool:
    """A line of the title a spreadsheet's first rows hold (`Aide de jeu Infinity : État
    Impérial Yu Jing`, `Version 1.2`): a paragraph opening the sheet, or right under such a
    line, with no closing punctuation."""
    opens = previous is None or (isinstance(previous, Heading) and previous.line == block.line - 1)
    if isinstance(block, Heading):
        return opens  # a title line in capitals is a heading already
    return (
        isinstance(block, Paragraph)
        and opens
        and len(block.text) <= _MAX_HEADING_LENGTH
        and not block.text.endswith((".", ",", ";", "!", "?"))
    )


def _between_tables(blocks: list[Block], index: int) -> bool:
    """Whether the block at `index` stands right between two tables (a title glued to the
    table above it: see `_titles_glued_table`)."""
    return 0 < index < len(blocks) - 1 and isinstance(blocks[index - 1], Table) and isinstance(blocks[index + 1], Table)


def short_line_headings(blocks: list[Block], lines: AbstractSet[int] | None = None) -> list[Block]:
    """A short line after a blank line, with no closing punctuation, heads what follows;
    so do the lines of the title the sheet opens with. Given `lines` (line numbers), only
    the short lines on them do."""
    out: list[Block] = []
    in_title = lines is None
    for index, block in enumerate(blocks):
        in_title = in_title and _is_title_line(block, out[-1] if out else None)
        is_heading = in_title or (
            isinstance(block, Paragraph)
            and (lines is None or block.line in lines)
            and (block.after_blank or (lines is not None and _between_tables(blocks, index)))
            and len(block.text) <= _MAX_SHORT_HEADING
            and not block.text.endswith((".", ",", ";", "!", "?"))
            and index + 1 < len(blocks)
        )
        if is_heading and isinstance(block, Paragraph):
            block = Heading(block.line, _heading_text(block.text.rstrip(" :")), 1)
        out.append(block)
    return out


# `page 2/2`, `page 3 sur 4`: a page's place in the document, as a footer prints it.
_PAGE_COUNT = re.compile(rf"\bpage\s*\d{{1,4}}{OF_PAGES}\b", re.IGNORECASE)


def lone_line_headings(document: Document) -> None:
    """A short line standing alone between blank lines, with no closing punctuation and no
    entry's lead (`JUGGERNAUT - Warjack lourd`, `Prise : …`), heads what follows in any case
    (`Règles spéciales`, `facultés d'armes`, `Modificateurs D'Attaque`), as it would in
    capitals: free text marks its headings by nothing else, where a careless typist leaves
    them in lower or title case (Markdown marks its own, `#`)."""
    blocks = document.blocks
    # A line set aside (a PDF's page number, a comment) parts no more than a blank line.
    text_lines = set(document.nonblank_lines) - document.skipped.keys()
    for index, block in enumerate(blocks[:-1]):
        if (
            isinstance(block, Paragraph)
            and not block.more_lines
            and block.line - 1 not in text_lines
            and block.line + 1 not in text_lines
            and len(block.text) <= _MAX_SHORT_HEADING
            and not block.text.endswith((".", ",", ";", ":", "!", "?"))
            and not is_stat_profile(block.text)
            and paragraph_lead(block.text) is None
            # A compiler's remark (`À vérifier samedi`) or a page's footer (`… page 2/2`).
            and not REMARK_LINE.match(block.text)
            and not _PAGE_COUNT.search(block.text)
        ):
            blocks[index] = Heading(block.line, _heading_text(block.text), 1)
