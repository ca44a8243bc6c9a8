"""Tables and line lists every game prints, read by their shape: dice tables, two-column
`Nom<TAB>texte` lists (rules, or modifiers under a heading about modifiers or terrain;
a row with cells past the second keeps them in its text; a list in a cell names entries),
modifier grids whose first row labels the conditions (`Distance 20 cm 80 cm …`), by column,
`Nom - effet` lines, `Nom : valeur` lines under a heading about modifiers, and any other
grid kept as cells (`reference_tables`). The rows above a pipe table's `|---|` line are its
header, never data, and so is a tab list's first row of column labels (`Situation<TAB>MOD`)."""

from __future__ import annotations

import re
from itertools import pairwise

from pipeline.extract.builder import SheetBuilder
from pipeline.extract.bullets import BULLET
from pipeline.extract.cells import is_absent, is_roll_range, without_note_call
from pipeline.extract.descriptions import (
    TEXT_COLUMN,
    description_blocks,
    description_entries,
    description_lines,
    inline_entries,
    names_entries,
    parts_as_lines,
    with_rows_going_on,
    without_filled_down_names,
)
from pipeline.extract.entries import add_entries
from pipeline.extract.leads import bold_lead, is_numbered_step, is_remark, opens_sentence
from pipeline.extract.revisions import current_number
from pipeline.extract.rolls import is_roll_table, rows_of_roll_table
from pipeline.extract.sections import clean_text, to_markdown
from pipeline.extract.text import (
    CELL_LINE_BREAK,
    CONTENTS_SHARE,
    heading_key,
    slugify,
    split_name_alt,
    strip_emphasis,
    unescape_markdown,
    without_note_mark,
)
from pipeline.model.document import Block, Heading, Item, Paragraph, Table, TableRow

# A heading about modifiers or terrain makes its lists modifiers (a name and its effect).
# `Modifs` is how a hurried typist cuts the word.
MODIFIER_SECTION = re.compile(r"modificat|modifs?\b|terrain|malus|bonus de|penalit|pénalit", re.IGNORECASE)
_MODIFIER_VALUE = re.compile(r"^[+\-−–]?\s*\d+$")
_LEADING_NUMBER = re.compile(r"^(?P<sign>[+\-−–]?)\s?(?P<digits>\d+)(?=$|\s|[,;.](?!\d))")
# `Forêt - Déplacement à 1/2 SPD. …`: a short name, a spaced dash, the effect.
_SPACED_DASH_ENTRY = re.compile(r"^(?P<name>[^.:;!?]{2,40}?) [-–—] (?P<value>\S.*)$")
# Between a list row's text and the cells after it.
EXTRA_CELLS_SEPARATOR = " — "


def filled(row: TableRow) -> list[str]:
    """The row's non-empty cells (a two-column list may be padded with empty ones)."""
    return [cell for cell in row.cells if cell]


def cell_text(cell: str) -> str:
    """A value printed as plain text (a modifier, a grid's cell): a Markdown escape (`\\*`)
    reads as the character it stands for, a `<br>` as the line break it is."""
    if "<" in cell:
        cell = CELL_LINE_BREAK.sub("\n", cell)
    return unescape_markdown(clean_text(cell))


def is_modifier_section(name: str | None) -> bool:
    return bool(name) and bool(MODIFIER_SECTION.search(name))


def leading_number(value: str) -> int | None:
    """The signed number a modifier's value is or starts with: `+3` -> 3, `-6` -> -6,
    `+2 sur le jet d'attaque` -> 2; None for `TR -3, BLI +3` or `Touche auto`."""
    match = _LEADING_NUMBER.match(value.strip())
    if not match:
        return None
    return int(match.group("sign").replace("−", "-").replace("–", "-") + match.group("digits"))


# A game's attribute as its sheets abbreviate it: `TR`, `BLI`, `CC`, `PH`, `VOL`, `DEF`
# (capitals), or Antares' `Acc`, `Préc` (a capital and two or three letters).
_ATTRIBUTE = r"(?:[A-ZÀ-Ý]{2,4}|[A-ZÀ-Ý][a-zà-ÿ]{2,3}\.?)"
# `TR -3`, `CC +9`, `TR et détection -3`, `CC et TR +3`: the attribute (or attributes
# sharing one number) printed before a signed number; the sign is what tells a modifier
# from a value set (`DEF de base 5`, `MOV 0`).
# A column labelled by an attribute alone, in capitals (`TR`, `PH`; `Tir` is a situation).
_ATTRIBUTE_LABEL = re.compile(r"^[A-ZÀ-Ý]{2,4}$")
_ATTRIBUTE_FIRST = re.compile(
    rf"^(?P<attribute>{_ATTRIBUTE}(?: et [^\W\d_]+)*)\s+(?P<number>[+\-−–]\s?\d+)(?=$|\s|[,;.](?!\d))"
)
# `-1 Acc`, `+2 DEF contre …`, `+3 au CC, …`: the attribute right after the leading number.
# `au`, `aux`, `en` only before capitals (`au CC`), never `en Force`, a word of the sentence.
_ATTRIBUTE_AFTER = re.compile(
    rf"^[+\-−–]?\s?\d+\s+(?:(?:au|aux|en) (?=[A-ZÀ-Ý]{{2}}))?(?P<attribute>{_ATTRIBUTE})(?=$|[\s,;]|\.$)"
)


def modifier_number(value: str) -> tuple[int | None, str | None]:
    """The number a modifier's value gives and the attribute it applies to, when printed:
    `+3` -> (3, None), `+2 sur le jet d'attaque` -> (2, None), `-1 Acc` -> (-1, `Acc`),
    `TR -3` -> (-3, `TR`), `TR et détection -3` -> (-3, `TR et détection`). Infinity
    prints the attribute first (`Camouflage | TR -3`); a value listing several
    (`TR -3, BLI +3`) gives its first, as `+2 sur le jet d'attaque; jet de dégâts boosté.`
    gives its leading number, the whole staying in `value`. (None, None) for a value with
    no leading number (`Touche auto`, `Sans LdV, -6 en ORA`)."""
    value = value.strip()
    attribute_first = _ATTRIBUTE_FIRST.match(value)
    if attribute_first is not None:
        return leading_number(attribute_first.group("number")), attribute_first.group("attribute")
    number = leading_number(value)
    if number is None:
        return None, None
    attribute_after = _ATTRIBUTE_AFTER.match(value)
    return number, attribute_after.group("attribute") if attribute_after else None


def add_modifier(
    builder: SheetBuilder,
    section: str,
    name: str,
    value: str,
    line: int,
    condition: str | None = None,
    attribute: str | None = None,
) -> None:
    """One `modifiers` row; `position` is its printed order within its section. `attribute`,
    when a column of its own gives it, is the one the value applies to."""
    value = cell_text(value)  # `\+2` as printed by an editor that escapes it: `+2`, its number 2
    value = current_number(value)  # a revised value as it now stands (`-3 → -6`, `-6*`, `-3 (E)`)
    # `-6 (1)`, `-2†`, `+1¹`: a call to a note under the list (kept there) is no part of it.
    value = without_note_call(value)
    number, printed_attribute = modifier_number(value)
    attribute = cell_text(attribute) if attribute else printed_attribute
    builder.add(
        "modifiers",
        sheet_id=builder.sheet_id,
        section=section,
        # `Cible **Down**`: the situation as it prints, the sheet's emphasis no part of it.
        # `Tir en surplomb (SP)¹`, `Couvert*`: a note's call is no part of the name.
        name=builder.table_name(f"modifier:{section}", without_note_mark(cell_text(strip_emphasis(name)))),
        condition=condition,
        value=value,
        source_line=line,
        position=builder.next_position("modifiers", section),
        value_num=number,
        value_attribute=attribute,
    )
    builder.claim([line], "modifier", section)


def take_roll_table(builder: SheetBuilder, name: str, table: Table, dice: str) -> bool:
    """A table whose first column is rolls (`1`, `2-3`) below a header (`D10`, `Score`)."""
    headerless = is_roll_range(table.rows[0].cells[0])
    body = Table(table.line, [TableRow(table.line, ["", ""]), *table.rows], table.style) if headerless else table
    if not is_roll_table(body):
        return False
    header_die, rows = rows_of_roll_table(body, dice)
    builder.add_rolls(name, header_die or dice, rows)
    builder.claim(table.lines, "roll_table", name)
    return True


def header_rows(table: Table) -> list[TableRow]:
    """The rows of a pipe table above its separator line (`|---|---|`): its header by
    definition, never data. None in a table without a separator."""
    if not table.separator_lines:
        return []
    separator = min(table.separator_lines)
    return [row for row in table.rows if row.line < separator]


# Words that label a list's columns (`Situation<TAB>MOD`, `Compétence<TAB>Effet`), as slugs
# (no accents, no case).
_HEADER_WORDS = frozenset(
    [
        "nom",
        "noms",
        "situation",
        "situations",
        "competence",
        "competences",
        "capacite",
        "capacites",
        "effet",
        "effets",
        "modificateur",
        "modificateurs",
        "mod",
        "mods",
        "modif",
        "valeur",
        "valeurs",
        "regle",
        "regles",
        "description",
        "descriptions",
        "condition",
        "conditions",
        "cas",
        "bonus",
        "malus",
        "terrain",
        "terrains",
        "type",
        "types",
        "resultat",
        "resultats",
        "texte",
        "detail",
        "details",
        "action",
        "actions",
        # Warmachine's orders and spells listed with their effect (`Ordre<TAB>Effet`).
        "ordre",
        "ordres",
        "sort",
        "sorts",
        # A column for an entry's parts (`COMPÉTENCE<TAB>OPTION<TAB>EFFET`).
        "option",
        "options",
        "arme",
        "armes",
        "aptitude",
        "aptitudes",
        # Warmachine's weapon abilities (`Faculté<TAB>Description`), and English columns.
        "faculte",
        "facultes",
        "name",
        "rule",
        "rules",
        "ability",
        "abilities",
        "effect",
        "effects",
        "element",
        "elements",
        # A glossary's columns: `Terme<TAB>Définition`, `Abréviation<TAB>Signification`.
        "terme",
        "termes",
        "mot",
        "mots",
        "definition",
        "definitions",
        "abreviation",
        "abreviations",
        "sigle",
        "sigles",
        "signification",
        "sens",
        # A reference's other tables: a turn's phases and steps, a FAQ's questions and
        # answers, points and limits (`Phase<TAB>…`, `Question<TAB>Réponse`,
        # `Critère<TAB>Points`, `Élément<TAB>Limite par liste`, `Règle<TAB>Point de règle`).
        "phase",
        "phases",
        "etape",
        "etapes",
        "question",
        "questions",
        "reponse",
        "reponses",
        # An index's columns: `Mot-clé<TAB>Section`, `Terme<TAB>Page`.
        "mot-cle",
        "mots-cles",
        "section",
        "sections",
        "page",
        "pages",
        "critere",
        "criteres",
        "limite",
        "limites",
        "point",
        "points",
        "cout",
        "couts",
    ]
)
# The small words a label's words are joined by (`Point de règle`, `Limite par liste`).
_LABEL_JOINERS = frozenset(["de", "du", "des", "d", "la", "le", "les", "l", "par", "a", "et", "en"])
# What a column label holds: a few words, no digit, no sentence punctuation.
_LABEL = re.compile(r"^[^\W\d_][^\d.:;!?,()/+=<>%\"«»]{0,29}$")
_LABEL_MAX_WORDS = 4
_HAS_DIGIT = re.compile(r"\d")


def _is_label(cell: str) -> bool:
    return bool(_LABEL.match(cell)) and len(cell.split()) <= _LABEL_MAX_WORDS


def _is_header_word(cell: str) -> bool:
    words = [slugify(word) for word in re.split(r"[\s'’]+", cell) if word]
    named = [word for word in words if word not in _LABEL_JOINERS]
    return bool(named) and all(word in _HEADER_WORDS for word in named)


# A label after a first column's header word may say what its column holds in a few words
# more (`Phase<TAB>Ce que fait le joueur`).
_LONG_LABEL_MAX_WORDS = 6


def _is_long_label(cell: str) -> bool:
    return bool(_LABEL.match(cell)) and len(cell.split()) <= _LONG_LABEL_MAX_WORDS


def label_header(table: Table) -> list[TableRow]:
    """The first row of a list with no separator line (a tab list) when it labels the
    columns instead of holding an entry: every cell a short label (no digit, no sentence
    punctuation), and either every cell a word that labels columns (`Situation<TAB>MOD`,
    `Compétence<TAB>Effet`) or the only row whose second cell is one such word, every other
    one holding a value with a number (`Position<TAB>Ajustement` over `Cible au
    tapis<TAB>+2`). A rule's text may be as short as a label (`Lent<TAB>Bouge peu` over
    sentences), so sentences below are no sign: only header words tell such a list's
    header from its first entry."""
    if table.separator_lines or len(table.rows) < 2:
        return []
    first, *others = [filled(row) for row in table.rows]
    if len(first) < 2 or not all(_is_long_label(cell) for cell in first):
        return []
    if all(_is_header_word(cell) for cell in first) or (len(first) == 2 and _is_header_word(first[0])):
        # Or a list's name column labelled by its word (`Phase`), its text's in a few words
        # (`Ce que fait le joueur`).
        return table.rows[:1]
    if not all(_is_label(cell) for cell in first):
        return []
    # One word over numbers (`Ajustement`): a value in words (`Touche automatique`) may
    # well be a first entry.
    if len(first[1].split()) == 1 and all(len(cells) >= 2 and _HAS_DIGIT.search(cells[1]) for cells in others):
        return table.rows[:1]
    return []


def list_header_rows(table: Table) -> list[TableRow]:
    """A list's header: the rows above a pipe table's separator, or a tab list's row of
    labels (`label_header`)."""
    return header_rows(table) or label_header(table)


def body_rows(table: Table) -> list[TableRow]:
    header = {row.line for row in list_header_rows(table)}
    return [row for row in table.rows if row.line not in header]


def is_two_column_list(rows: list[list[str]]) -> bool:
    """A name and its text on each row, a row now and then with cells after them (`Sixième
    Sens<TAB>Réagit en ORA<TAB>voir p. 12`). Wider rows next to each other, or as many as
    the two-cell ones, are a grid's (a row of labels over rows of values), not a list's."""
    if not rows or any(len(cells) < 2 for cells in rows):
        return False
    wide = [index for index, cells in enumerate(rows) if len(cells) > 2]
    if 2 * len(wide) >= len(rows):
        return False
    return all(later - earlier > 1 for earlier, later in pairwise(wide))


def list_text(builder: SheetBuilder, section: str, row: TableRow, cells: list[str]) -> str:
    """The text of a list row: its second cell, and the cells after it (which a list has no
    column for) appended and noted in the report, so that none is lost unseen."""
    extra = cells[2:]
    if extra:
        builder.note("extra_cells", {"section": section, "source_line": row.line, "name": cells[0], "cells": extra})
    return EXTRA_CELLS_SEPARATOR.join(cells[1:])


def claim_header(builder: SheetBuilder, table: Table, ref: str | None = None) -> None:
    builder.claim([row.line for row in list_header_rows(table)], "table_header", ref)
    builder.claim(table.separator_lines, "table_separator", ref)


def take_two_column_list(builder: SheetBuilder, section: str, table: Table) -> bool:
    """`Nom<TAB>texte` rows (below a pipe table's header): rules of the section, each with the
    entries its description names (see `descriptions`), or its modifiers."""
    body = without_filled_down_names(body_rows(table))
    modifiers = is_modifier_section(section)
    grouped = [(row, []) for row in body] if modifiers else with_rows_going_on(parts_as_lines(body))
    rows = _without_numbers(_without_bullets([filled(row) for row, _ in grouped]))
    if _values_under_labels(list_header_rows(table), body):
        return False  # a grid whose rows fill one column each (`MODIFICATEUR<TAB>TR<TAB>CC<TAB>PH`)
    if not is_two_column_list(rows) or (not modifiers and all(_names_no_rule(cells[0]) for cells in rows)):
        # Numbered steps (`ÉTAPE 1<TAB>Allouez le focus…`) name no rules: a grid of the
        # steps; nor do a FAQ's questions (`Un Chevalier peut-il… ?<TAB>Non : …`).
        return False
    if not modifiers and (
        _indexes_headings(builder, rows)
        or _values_only(rows)
        or _asks_questions(rows)
        or _values_under_header(list_header_rows(table), rows)
    ):
        # An index, a table of values (`Victoire mineure<TAB>3`), a FAQ's questions and
        # answers, a table of points or limits: a grid.
        return False
    claim_header(builder, table)
    for (row, more), cells in zip(grouped, rows, strict=True):
        if modifiers:
            add_modifier(builder, section, cells[0], list_text(builder, section, row, cells), row.line)
        else:
            _add_list_rule(builder, section, row, cells, more)
    return True


def _names_no_rule(name: str) -> bool:
    """A list row's first cell that is a step of a sequence or a question, no rule's name."""
    return is_numbered_step(name) or name.rstrip().endswith("?")


def _indexes_headings(builder: SheetBuilder, rows: list[list[str]]) -> bool:
    """An index: most texts name a heading of the sheet (`Séisme<TAB>Règles spéciales`, a
    keyword and the section it is in), no rule's text."""
    keys = {heading_key(block.text) for block in builder.document.blocks if isinstance(block, Heading)}
    named = sum(heading_key(cells[1]) in keys for cells in rows)
    return named >= 2 and named >= CONTENTS_SHARE * len(rows)


def _labels_over_numbers(rows: list[list[str]]) -> bool:
    """A first row of short labels (`Résultat<TAB>Points de tournoi`) over rows of a name and a
    bare number each (`Victoire mineure<TAB>3`, `+1`)."""
    first, *others = rows
    return (
        len(others) >= 2
        and all(_is_label(cell) for cell in first)
        and all(len(cells) == 2 and _MODIFIER_VALUE.match(cells[1]) for cells in others)
    )


def _values_only(rows: list[list[str]]) -> bool:
    """Rows of a name and a bare number each, under a row of labels or not: a table of values
    (a tournament's scoring), whose numbers are no rule's text."""
    return _labels_over_numbers(rows) or (
        len(rows) >= 2 and all(len(cells) == 2 and _MODIFIER_VALUE.match(cells[1]) for cells in rows)
    )


def _values_under_labels(header: list[TableRow], body: list[TableRow]) -> bool:
    """Whether a list's rows put their values under different columns of a header labelling
    three or more (`MODIFICATEUR<TAB>TR<TAB>CC<TAB>PH` over `Engagé<TAB><TAB>-3`): each value
    means its column, so the table is a grid, not a name and its text a row."""
    if not header or len(filled(header[-1])) < 3:
        return False
    columns = {index for row in body for index, _ in _named_values(row)[1]}
    return len(columns) > 1


def _asks_questions(rows: list[list[str]]) -> bool:
    """A FAQ kept in a spreadsheet (`Question<TAB>Réponse`): every name cell a question.
    A question names no rule; the list is a grid of questions and answers."""
    return all(cells[0].rstrip().endswith("?") for cells in rows)


# A value in a table of points or limits (`3`, `0 à 5`, `1 exemplaire de chacun`, `2 au
# plus`): a number in a few words.
_VALUE_MAX_WORDS = 4


def _values_under_header(header: list[TableRow], rows: list[list[str]]) -> bool:
    """A two-column table under a row of labels whose every second cell is a value, not a
    text (`Résultat<TAB>Points de tournoi` over `Victoire<TAB>3`, `Critère<TAB>Points` over
    `Socles décorés<TAB>2`): a grid of values, no rule named `Victoire` whose text is `3`."""
    return bool(header) and all(
        len(cells) == 2 and _HAS_DIGIT.search(cells[1]) and len(cells[1].split()) <= _VALUE_MAX_WORDS for cells in rows
    )


def _without_bullets(rows: list[list[str]]) -> list[list[str]]:
    """`- Portée Longue<TAB>-1`: a list whose every name opens with a bullet (the sheet's
    bullets typed before a tab list's rows) names its entries without the markers."""
    bullets = [BULLET.match(cells[0]) if cells else None for cells in rows]
    if not rows or not all(bullet and bullet.group("marker") for bullet in bullets):
        return rows
    return [[bullet.group("text"), *cells[1:]] for bullet, cells in zip(bullets, rows, strict=True)]


# A list's name cell numbered as its rows go (`1. Phase Tactique`, `2) Phase d'Ordres`).
_NUMBERED_NAME = re.compile(r"^(?P<number>\d{1,2})\s*[.)]\s+(?P<name>\S.*)$")


def _without_numbers(rows: list[list[str]]) -> list[list[str]]:
    """`1. Phase Tactique<TAB>…`, `2. Phase Impétueuse<TAB>…`: a list whose every name opens
    with its row's number (1, 2, 3…) names its entries without the numbers, as a numbered
    list's items are named."""
    numbered = [_NUMBERED_NAME.match(cells[0]) if cells else None for cells in rows]
    if not rows or not all(numbered):
        return rows
    if [int(match["number"]) for match in numbered] != list(range(1, len(rows) + 1)):
        return rows
    return [[match["name"], *cells[1:]] for match, cells in zip(numbered, rows, strict=True)]


def _is_name_and_text(row: TableRow) -> bool:
    """A list row holding a name and its text in the first two cells, nothing after them."""
    return bool(row.cells[0].strip()) and len(filled(row)) == 2 and bool(row.cells[TEXT_COLUMN].strip())


def _add_list_rule(builder: SheetBuilder, section: str, row: TableRow, cells: list[str], more: list[TableRow]) -> None:
    """A list row as a rule of the section. A description holding a list (bullets in its
    cell's lines, or in the rows `more` going on under it, or lines opening with a name)
    reads as the paragraphs and bullets it prints, the entries it names rules inside it (see `descriptions`); other
    lines read as one text, as a cell's line breaks between sentences are its layout. A
    one-line description keeps its text as printed, the entries it lists inline rules
    inside it."""
    # `Camouflage Thermo-Optique (CTO)`: the parenthesis is an abbreviation or other name
    # here as in a glossary bullet.
    name, name_alt = split_name_alt(cells[0])
    lines = description_lines(row, more) if _is_name_and_text(row) else []
    blocks = description_blocks(lines)
    # `- Camouflage : … - Saut : …`: entries typed one after the other in one line, the first
    # dash spaced as a bullet's; read as a bullet, it would hold the others in its text.
    entries = inline_entries(row.line, cells[TEXT_COLUMN]) if len(lines) == 1 and not more else []
    if entries:
        text = clean_text(list_text(builder, section, row, cells))
    elif names_entries(blocks):
        text, entries = to_markdown(blocks), description_entries(blocks)
    elif more:
        text = clean_text(" ".join(line for _, line in lines))
    else:
        text = clean_text(list_text(builder, section, row, cells))
    rule_id = builder.add_rule(name, name_alt, section, text, [row.line, *(below.line for below in more)])
    add_entries(builder, entries, name, None, rule_id)


def _named_values(row: TableRow) -> tuple[str, list[tuple[int, str]]]:
    """A grid row's name (its first filled cell) and its values by column: (index, cell)
    of each filled cell after the name, an empty cell keeping its column."""
    first = next((index for index, cell in enumerate(row.cells) if cell), len(row.cells))
    name = row.cells[first] if first < len(row.cells) else ""
    return name, [(index, cell) for index, cell in enumerate(row.cells) if index > first and cell]


def _column_labels(row: TableRow) -> dict[int, str]:
    """The conditions a row of labels gives the columns it stands over (`Distance<TAB>20
    cm<TAB>80 cm`, `Situation<TAB>Mêlée<TAB>Tir`): its cells after the first, by column."""
    return dict(_named_values(row)[1])


def _is_labels(row: TableRow, following: TableRow | None, labels: dict[int, str]) -> bool:
    """A row of column labels (`Distance 20 cm 80 cm …`): two labels or more, no value among
    them, and a row of as many cells under it to label. Under labels already read, a row of values in
    words (`Cible au tapis<TAB>Touche automatique<TAB>DEF de base 5`) is no new one: new
    labels hold no digit and stand over a row of numbers."""
    values = [cell for _, cell in _named_values(row)[1]]
    if following is None or len(values) < 2:  # one label is a name and its value
        return False
    below = [cell for _, cell in _named_values(following)[1]]
    if any(_MODIFIER_VALUE.match(cell) for cell in values) or len(below) != len(values):
        return False
    if not labels:
        return True
    if _column_roles(labels):
        # Under labels naming the columns (`MODIFICATEUR<TAB>VALEUR`), a row of several
        # labels over a row of numbers (`Distance<TAB>0-20 cm…` over `Découvrir<TAB>3…`)
        # heads a grid of its own.
        return all(_MODIFIER_VALUE.match(cell) for cell in below)
    return not any(_HAS_DIGIT.search(cell) for cell in values) and any(_MODIFIER_VALUE.match(cell) for cell in below)


def _reads_by_column(row: TableRow, labels: dict[int, str]) -> bool:
    """Whether `row`, under a row of `labels`, holds a value for each column: a number
    (`+3`, `-6`), or anything where the columns are situations rather than distances
    (`Mêlée`, `Distance / Magie`: `Touche automatique`, `+4 DEF`, `—`). A row with one value
    that stops short of the labelled columns (`Couvert<TAB>-3`, no empty cells for the
    others) is a name and its value, as is a note under columns of distances (`Fumée<TAB>TR
    -6<TAB>voir Fumigène` under `20 cm<TAB>40 cm`)."""
    values = [cell for _, cell in _named_values(row)[1]]
    if len(values) == 1 and len(row.cells) <= max(labels):
        return False
    in_words = not any(_HAS_DIGIT.search(label) for label in labels.values())
    return in_words or any(_MODIFIER_VALUE.match(cell) for cell in values)


# What the columns of a modifier table hold when its header names them rather than the
# conditions its values apply in (`MODIFICATEUR<TAB>VALEUR<TAB>NOTE`, `Situation<TAB>Jet<TAB>MOD`),
# by the slugs of their labels.
VALUE, ATTRIBUTE, NOTE = "value", "attribute", "note"
_COLUMN_ROLES = {
    **dict.fromkeys(["valeur", "valeurs", "mod", "mods", "modif", "modificateur", "modificateurs"], VALUE),
    **dict.fromkeys(["bonus", "malus", "ajustement", "effet", "effets"], VALUE),
    **dict.fromkeys(["jet", "jets", "attribut", "attributs", "caracteristique", "carac", "test"], ATTRIBUTE),
    **dict.fromkeys(["note", "notes", "remarque", "remarques", "condition", "conditions", "commentaire"], NOTE),
    **dict.fromkeys(["precision", "precisions", "cas", "details"], NOTE),
}


def _column_roles(labels: dict[int, str]) -> dict[int, str]:
    """What each labelled column holds when every label names a column's role and one names
    the value (`VALEUR`, `MOD`); none when a label is a condition (`Mêlée`, `20 cm`)."""
    roles = {index: _COLUMN_ROLES.get(slugify(label)) for index, label in labels.items()}
    if not roles or None in roles.values() or VALUE not in roles.values():
        return {}
    return {index: role for index, role in roles.items() if role is not None}


def _add_by_roles(builder: SheetBuilder, section: str, row: TableRow, roles: dict[int, str]) -> None:
    """A row of a table whose header names its columns: one modifier, its value in the value
    column, the attribute and the note (its condition) in theirs when filled."""
    name = row.cells[0] if row.cells else ""
    cells = {role: row.cells[index].strip() for index, role in roles.items() if index < len(row.cells)}
    add_modifier(
        builder, section, name, cells.get(VALUE, ""), row.line, cells.get(NOTE) or None, cells.get(ATTRIBUTE) or None
    )


def _add_labelled_values(builder: SheetBuilder, section: str, row: TableRow, labels: dict[int, str]) -> None:
    """A row of values under a row of labels: each value a modifier with the label of its
    column as condition (a column numbered when no label stands over it); an empty cell or a
    dash (`—`) says the column does not apply, no modifier."""
    name, values = _named_values(row)
    for index, value in values:
        if is_absent(value):
            continue
        condition = labels.get(index, str(index))
        # A column labelled by an attribute (`TR`, `CC`, `PH`) is the one its values apply to.
        attribute = condition if _ATTRIBUTE_LABEL.match(condition) else None
        add_modifier(builder, section, f"{name} ({condition})", value, row.line, condition, attribute)
    builder.claim([row.line], "modifier", section)


def take_modifier_grid(builder: SheetBuilder, section: str, table: Table) -> bool:
    """Under a heading about modifiers: `Nom<TAB>valeur` rows, and rows of values under a
    row of column labels (`Distance 20 cm 80 cm …`, `Situation<TAB>Mêlée<TAB>Distance`, or
    a pipe table's header), each value a modifier with the label of its column as
    condition, read by column (a row may leave a column empty); under labels naming the
    columns (`VALEUR`, `Jet`, `NOTE`: see `_column_roles`), one modifier a row."""
    body = body_rows(table)
    if not is_modifier_section(section) or not all(len(filled(row)) >= 2 for row in body):
        return False
    header = list_header_rows(table)
    labels = _column_labels(header[-1]) if header else {}
    roles = _column_roles(labels)
    claim_header(builder, table)
    # New labels head the rows after a row of values read under the labels before them: the
    # row right under labels is their first row of values, in words too (`Cible au
    # tapis<TAB>touche automatique<TAB>normal` under `Situation<TAB>Jet d'attaque<TAB>…`).
    under_labels = False
    for index, row in enumerate(body):
        cells = filled(row)
        following = body[index + 1] if index + 1 < len(body) else None
        if not under_labels and _is_labels(row, following, labels):
            labels = _column_labels(row)
            roles = _column_roles(labels)
            builder.claim([row.line], "table_header")
            under_labels = True
            continue
        under_labels = False
        if roles and row.cells[0].strip():
            _add_by_roles(builder, section, row, roles)
        elif labels and _reads_by_column(row, labels):
            _add_labelled_values(builder, section, row, labels)
        elif len(cells) == 2:
            add_modifier(builder, section, cells[0], cells[1], row.line)
        elif not any(_MODIFIER_VALUE.match(cell) for cell in cells[1:]):
            add_modifier(builder, section, cells[0], list_text(builder, section, row, cells), row.line)
        else:
            _add_labelled_values(builder, section, row, {})
    return True


def _width(row: TableRow) -> int:
    """Cells up to the last non-empty one (trailing tabs are no columns)."""
    return max((index + 1 for index, cell in enumerate(row.cells) if cell), default=0)


def take_grid(builder: SheetBuilder, section: str, table: Table) -> None:
    """Any other table: kept cell by cell, the columns labelled by a pipe table's header,
    or by the first row of a grid of three or more columns (a label spans the empty cells
    after it)."""
    table_name = builder.table_name("reference_tables", section)
    width = max(_width(row) for row in table.rows)
    # A two-column grid is labelled by its first row only where it is a row of labels.
    headers = header_rows(table) or (table.rows[:1] if width >= 3 or _labelled_pairs(table) else label_header(table))
    rows = [row for row in table.rows if row not in headers]
    labels: list[str | None] = [None] * width
    if headers:
        header = headers[-1]
        current: str | None = None
        for index in range(width):
            cell = header.cells[index] if index < len(header.cells) else ""
            current = cell or (current if index else None)
            labels[index] = current
        builder.claim([row.line for row in headers], "table_header", table_name)
        builder.claim(table.separator_lines, "table_separator", table_name)
    for row_index, row in enumerate(rows, start=1):
        for column_index, cell in enumerate(row.cells[:width], start=1):
            if cell:
                builder.add(
                    "reference_tables",
                    sheet_id=builder.sheet_id,
                    table_name=table_name,
                    row_index=row_index,
                    column_index=column_index,
                    column_label=labels[column_index - 1],
                    value=cell_text(cell),
                    source_line=row.line,
                )
        builder.claim([row.line], "reference_table", table_name)


def _labelled_pairs(table: Table) -> bool:
    """A grid of two columns under a row labelling them: column words (`Mot-clé<TAB>Section`,
    see `label_header`), or labels over a name and a number a row (`_labels_over_numbers`)."""
    return bool(label_header(table)) or _labels_over_numbers([filled(row) for row in table.rows])


def _is_note_row(row: TableRow) -> bool:
    """A spreadsheet's row filling only its first cell with a sentence (`Voir aussi « Séquence
    d'Ordre », p. 42.`): no entry, whose name a short cell (`Seul`, its value left out) is."""
    cells = filled(row)
    return len(cells) == 1 and bool(row.cells[0].strip()) and cells[0].rstrip().endswith(".")


def _trailing_notes(table: Table) -> tuple[Table, list[TableRow]]:
    """`table` without the rows of notes ending it (see `_is_note_row`), and those rows; a
    pipe table's rows are its own."""
    rows = list(table.rows)
    notes: list[TableRow] = []
    while table.style == "tab" and len(rows) > 1 and _is_note_row(rows[-1]):
        notes.insert(0, rows.pop())
    return Table(table.line, rows, table.style, table.separator_lines), notes


def take_other_table(builder: SheetBuilder, section: str, table: Table) -> bool:
    """A table that is neither the game's nor a dice table, by its shape; True when kept as
    a grid. A list's or a modifiers table's rows of notes under it (see `_trailing_notes`)
    are notes of it, no rows: the rows above them read as the list they are."""
    body, notes = _trailing_notes(table)
    if notes and (take_two_column_list(builder, section, body) or take_modifier_grid(builder, section, body)):
        for row in notes:
            builder.table_note(section, [row.line, *row.more_lines], cell_text(row.cells[0]))
        return False
    if take_two_column_list(builder, section, table) or take_modifier_grid(builder, section, table):
        return False
    take_grid(builder, section, table)
    return True


def take_dash_lines(builder: SheetBuilder, section: str, blocks: list[Block]) -> list[Block]:
    """A section made only of `Nom - effet` paragraphs: modifiers under a heading about
    modifiers or terrain, rules otherwise. Returns what it did not take. A bold name before
    its dash (`**Nom** — texte`) is the lead of an entry (`leads`), read with the others."""
    matches = [
        _SPACED_DASH_ENTRY.match(b.text) if isinstance(b, Paragraph) and bold_lead(b.text) is None else None
        for b in blocks
    ]
    if len(blocks) < 2 or not all(matches):
        return blocks
    for block, match in zip(blocks, matches, strict=True):
        assert match is not None
        if is_modifier_section(section):
            add_modifier(builder, section, match.group("name"), match.group("value"), block.line)
        else:
            # `Tir concentré (★ Action) – …`: the parenthesis is a tag or other name, as in
            # any other lead.
            name, name_alt = split_name_alt(match.group("name"))
            builder.add_rule(name, name_alt, section, clean_text(match.group("value")), [block.line])
    return []


# `Cible au tapis : +2`: a short name, a colon, its value (what `leads` reads as a rule's
# lead; a modifier only under a heading about modifiers, and by its value).
_COLON_ENTRY = re.compile(r"^(?P<name>[^:]{1,45}?)\s*:\s+(?P<value>\S.*)$")
# A signed number anywhere in a short value: `TR -3, BLI +3`, `Donne +2 DEF`.
_SIGNED_NUMBER = re.compile(r"[+\-−–]\s?\d")
_MODIFIER_TEXT_MAX_WORDS = 8
# Words of a value with no number (`Touche automatique`): longer is a sentence, a rule's text.
_MODIFIER_WORDS_MAX_WORDS = 4
_MODIFIER_NAME_MAX_WORDS = 8


def is_modifier_value(value: str) -> bool:
    """What a modifier's value reads as: a signed number (`+2`, `–4 au jet d'attaque`), a
    short text with one (`TR -3, BLI +3`), or a few words with no sentence punctuation
    (`Touche automatique`, `DEF de base 5`). A sentence (`Une figurine au tapis ne peut
    pas avancer.`) is a rule's text."""
    value = value.strip()
    words = value.split()
    if leading_number(value) is not None:
        return True
    if _SIGNED_NUMBER.search(value) and len(words) <= _MODIFIER_TEXT_MAX_WORDS:
        return True
    return len(words) <= _MODIFIER_WORDS_MAX_WORDS and not re.search(r"[.;:!?]", value.rstrip("."))


def _is_value_first(before: str, after: str) -> bool:
    """`+2 au jet d'attaque : cible au tapis`: a list written value first, the condition
    after the colon, a few words with no sentence punctuation."""
    return (
        leading_number(before) is not None
        and len(after.split()) <= _MODIFIER_NAME_MAX_WORDS
        and not re.search(r"[.;:!?]", after.rstrip("."))
    )


# A value in words among modifiers' lines (`Cible incorporelle : les attaques sans Arme
# magique ratent automatiquement`): one clause, no longer than this.
_PHRASE_MAX_WORDS = 12


def _is_phrase(value: str) -> bool:
    """One clause of a few words with no sentence punctuation, not even a closing full stop
    (`Tapis : Une figurine au tapis ne peut pas bouger.` is a rule's sentence)."""
    return len(value.split()) <= _PHRASE_MAX_WORDS and not re.search(r"[.;:!?]", value)


# `Ordre Fire ........ +1`: a name, dot leaders, its value, as a PDF's table of modifiers
# prints them; `Ordre Fire +1`: the same table copied with its two columns run together,
# the value a signed number ending the line.
_LEADER_ENTRY = re.compile(r"^(?P<name>[^\W\d_].*?\S)\s*(?:\.{3,}|…{2,}|(?:\. ){3,}\.?)\s*(?P<value>\S.*)$")
_TRAILING_SIGNED = re.compile(r"^(?P<name>[^\W\d_].*?[^\s+\-−–])\s+(?P<value>[+\-−–]\d+)$")
# The words a sentence's clause ends on before its number (`… un malus de -2`): no name
# ends so.
_CLAUSE_ENDS = frozenset({"de", "d", "du", "des", "à", "a", "au", "aux", "le", "la", "les", "un", "une", "en", "par"})


def _name_before_value(text: str) -> re.Match[str] | None:
    """`Ordre Fire ........ +1` or `Ordre Fire +1` (see `_LEADER_ENTRY`); not a sentence that
    ends on a number (`Les tirs subissent un malus de -2`)."""
    match = _LEADER_ENTRY.match(text) or _TRAILING_SIGNED.match(text)
    if match is None:
        return None
    words = re.findall(r"[^\W\d_]+", match.group("name").casefold())
    return None if opens_sentence(match.group("name")) or (words and words[-1] in _CLAUSE_ENDS) else match


def _modifier_line(text: str, among_modifiers: bool = False) -> tuple[str, str] | None:
    """The name and value of `Nom : valeur`, `**Nom :** valeur`, `*Nom :* valeur`,
    `Nom - valeur`, `Nom ..... valeur`, `Nom +1` or `valeur : nom` when the value reads as a
    modifier's (`is_modifier_value`), or, `among_modifiers` (a line of a list of them), as
    one clause in words (`_is_phrase`)."""
    lead = bold_lead(text)
    if lead is not None:
        name, value = lead.name, lead.text
    else:
        match = _COLON_ENTRY.match(text) or _SPACED_DASH_ENTRY.match(text) or _name_before_value(text)
        if match is None:
            return None
        name, value = match.group("name").strip(), match.group("value").strip()
        if _is_value_first(name, value):
            name, value = value, name
    if not value or not (is_modifier_value(value) or (among_modifiers and _is_phrase(value))) or is_remark(name):
        return None
    # Among modifiers' lines, a situation may take as many words as a clause (`Observateur à
    # 15 cm ou moins de la cible : +1`).
    max_words = _PHRASE_MAX_WORDS if among_modifiers else _MODIFIER_NAME_MAX_WORDS
    if not name[0].isalpha() or len(name.split()) > max_words or re.search(r"[;!?]", name):
        return None
    return name, value


# `Dissimulation +2 DEF`: a name and its signed value with nothing between them but a space,
# as a copy from a PDF leaves a two-column list (its columns' gap read as one space).
_BARE_VALUE = re.compile(r"^(?P<name>[^\W\d_][^:;!?+−–]*?)\s+(?P<value>[+\-−–]\s?\d.*)$")
# `Cible au tapis DEF de base 5`: a value set to an attribute, opening with its name in
# capitals, the number after it (unsigned: no signed value to part the line at).
_BARE_ATTRIBUTE_VALUE = re.compile(r"^(?P<name>[^\W\d_][^:;!?+−–\d]*?)\s+(?P<value>[A-ZÀ-Ý]{2,4}\s+[^\W\d_].*\d.*)$")
# One such line could be a sentence with a number; a list of them is a list.
_MIN_BARE_LINES = 2


def _bare_modifier_line(block: Block) -> tuple[str, str] | None:
    """The name and value of a paragraph `Nom +2 effet` (see `_BARE_VALUE`): a short name,
    no sentence, before a signed number, or before an attribute set to a number (`Cible au
    tapis DEF de base 5`)."""
    if not isinstance(block, Paragraph) or block.more_lines:
        return None
    match = _BARE_VALUE.match(block.text) or _BARE_ATTRIBUTE_VALUE.match(block.text)
    if match is None:
        return None
    name = match.group("name").strip()
    if len(name.split()) > _MODIFIER_NAME_MAX_WORDS or opens_sentence(name) or is_remark(name):
        return None
    return name, match.group("value").strip()


def take_modifier_lines(builder: SheetBuilder, section: str, blocks: list[Block]) -> list[Block]:
    """Under a heading about modifiers or terrain, each line `Nom : valeur` (a paragraph,
    or a bullet with no bullets nested under it, any lead of `leads` or a spaced dash) whose
    value reads as a modifier's is a modifier, as `Nom<TAB>valeur` rows are there: `- Cible
    au tapis : +2` is no rule named `Cible au tapis` nor an item of the heading's text.
    Unlike `Nom - effet` lines, `Nom : texte` is the usual lead of a rule, so the value
    decides, line by line, and the others (an introduction, a rule with its sentence) stay;
    a line between two modifiers' lines (or after or before one, at the list's end) is one
    of their list when its value is one clause in words (`Cible incorporelle : les attaques
    sans Arme magique ratent automatiquement`). Returns what it did not take."""
    if not is_modifier_section(section):
        return blocks
    return _take_modifiers(builder, section, blocks, _modifier_lines(blocks))


def take_announced_modifiers(builder: SheetBuilder, section: str, blocks: list[Block]) -> list[Block]:
    """In a text (a record's description), the `Nom : valeur` lines right under a sentence
    announcing modifiers (`L'arme peut tirer… Modificateurs pour toucher :` over `Cible à
    couvert : -1`): modifiers of `section`, as under a heading about modifiers, not entries
    named `Cible à couvert`. Returns the other blocks."""
    found = _modifier_lines(blocks)
    announced = False
    for index, block in enumerate(blocks):
        if found[index] is None or not announced:
            found[index] = None
            announced = isinstance(block, Paragraph) and _announces_modifiers(block.text)
    return _take_modifiers(builder, section, blocks, found)


def _announces_modifiers(text: str) -> bool:
    """A sentence ending on the colon that announces modifiers (`Modificateurs pour toucher :`)."""
    last = re.split(r"[.!?]\s+", text.rstrip())[-1]
    return last.endswith(":") and is_modifier_section(last)


def _modifier_lines(blocks: list[Block]) -> list[tuple[str, str] | None]:
    """The name and value of each block that is a modifier's line (see `_modifier_line`), a
    line between two of them one of their list when its value is one clause in words; None
    for the others."""
    lines = [_top_line(blocks, index) for index in range(len(blocks))]
    found = [_modifier_line(block.text) if top else None for block, top in zip(blocks, lines, strict=True)]
    for index, block in enumerate(blocks):
        neighbours = [found[other] for other in (index - 1, index + 1) if 0 <= other < len(blocks) and lines[other]]
        if found[index] is None and lines[index] and neighbours and all(neighbours):
            found[index] = _modifier_line(block.text, among_modifiers=True)
    found = _without_worded_among_rules(blocks, lines, found)
    bare = [
        _bare_modifier_line(block) if modifier is None else None for block, modifier in zip(blocks, found, strict=True)
    ]
    if sum(line is not None for line in bare) >= _MIN_BARE_LINES:
        found = [modifier or line for modifier, line in zip(found, bare, strict=True)]
    return found


def _without_worded_among_rules(
    blocks: list[Block], lines: list[bool], found: list[tuple[str, str] | None]
) -> list[tuple[str, str] | None]:
    """`found` but for a value in words with no number (`*Terrain dégagé* : aucune pénalité
    de mouvement.`) whose neighbours are entries named the same way over a sentence
    (`*Terrain difficile* : la figurine se déplace…`): one entry of their list, a rule as
    they are, not the one modifier among them."""
    kept = list(found)
    for index, modifier in enumerate(found):
        if modifier is None or _HAS_DIGIT.search(modifier[1]):
            continue
        neighbours = [other for other in (index - 1, index + 1) if 0 <= other < len(blocks) and lines[other]]
        if neighbours and all(found[other] is None and _is_named_line(blocks[other]) for other in neighbours):
            kept[index] = None
    return kept


def _is_named_line(block: Block) -> bool:
    """A line opening with a name and its colon (`Nom : texte`, `*Nom* : texte`)."""
    return bold_lead(block.text) is not None or _COLON_ENTRY.match(block.text) is not None


def _take_modifiers(
    builder: SheetBuilder, section: str, blocks: list[Block], found: list[tuple[str, str] | None]
) -> list[Block]:
    """Each block `found` a modifier's line as that modifier of `section`; the others returned."""
    rest: list[Block] = []
    for block, modifier in zip(blocks, found, strict=True):
        if modifier is None:
            rest.append(block)
            continue
        add_modifier(builder, section, modifier[0], modifier[1], block.line)
        builder.claim(block.lines, "modifier", section)
    return rest


def _top_line(blocks: list[Block], index: int) -> bool:
    """Whether `blocks[index]` is a line a modifier may be: a paragraph, or a bullet at the
    top with no bullets nested under it."""
    block = blocks[index]
    following = blocks[index + 1] if index + 1 < len(blocks) else None
    nested = isinstance(following, Item) and isinstance(block, Item) and following.depth > block.depth
    return isinstance(block, Paragraph) or (isinstance(block, Item) and block.depth == 0 and not nested)
