"""A headed sheet's sections -> rules, dice tables, modifiers and grids, for every game.

For each section (a heading and the blocks under it):

0. the footnotes right under its tables (`\\* …`, `† …`): notes of those tables;
1. its tables: the game's own first (weapons, ammunition), then by shape (`lists`);
2. `Nom - effet` lines, `Nom : valeur` lines under a heading about modifiers, `- 1 = …`
   dice bullets;
3. its named entries (`entries`): a section heading whose body is a list of entries (a
   glossary, `NOM- texte` leads) groups them: each is a rule, and the heading is a rule
   only if it has text of its own besides them (its entries then point to it). Any other
   heading is a rule holding its text, and the entries named inside that text are rules
   of their own too, pointing to it with `parent_rule_id`: an entry heading (`• DRONE`)
   keeps its whole text; a section heading leaves out the paragraphs that open entries
   of their own (`DÉGÂTS COLLATÉRAUX Si …`), keeping the bullets that name one inside it.
   Named bullets nested under an entry, or under a plain bullet of the heading's text,
   are rules too, pointing to the entry or heading they are written in.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from pipeline.extract.builder import SheetBuilder
from pipeline.extract.entries import (
    Entry,
    add_entries,
    find_entries,
    lists_from_the_margin,
    outside_entries,
    sub_entries,
    without_own_name,
)
from pipeline.extract.leads import REMARK_LINE, Lead, bold_lead, dash_lead, dot_lead, item_lead, paragraph_lead
from pipeline.extract.lists import (
    is_modifier_section,
    take_dash_lines,
    take_modifier_lines,
    take_other_table,
    take_roll_table,
)
from pipeline.extract.rolls import first_bad_roll, last_die, named_die, outcomes_below, roll_bullet
from pipeline.extract.sections import Section, block_lines, heading_name_alt, is_caption, section_name, to_markdown
from pipeline.extract.text import ends_with_star_call, fold, slugify, split_name_alt, strip_emphasis
from pipeline.model.document import Block, Heading, Item, Paragraph, Table
from pipeline.model.errors import SheetError

# A game's hook for its own tables (weapons, ammunition); True when it took the table.
TableHandler = Callable[[Section, Table], bool]
# The mark a footnote opens with, calling back to a cell of the table above it: `\*` (an
# asterisk that is no bullet and no emphasis), `*:`, `*)`, `[***]`, `†`, `‡`, `(1)`, `¹`.
_FOOTNOTE_MARK = re.compile(r"^(?:(?:\\\*)+|\*+(?=[:)])|\[\*+\]|[†‡]+|\(\d{1,2}\)|[¹²³⁴⁵⁶⁷⁸⁹])")
# A remark typed right under a table about it (`Note : C = personnage…`, `NB : …`), or a
# line wholly in parentheses (`(Pts : le + de Thagrosh…)`): the table's note too.
_NOTE_LINE = re.compile(
    r"^(?:\*{0,2}(?:notes?|nb|n\.\s?b\.?|ndt|n\.d\.t\.?|remarques?)\s*\*{0,2}\s*:|\(.*\)$)", re.IGNORECASE
)
# A footnote as Markdown extensions and pandoc write it, wherever it stands (pandoc puts
# them all at the end of the sheet): `[^1]: Le X-Launcher peut aussi…`.
_FOOTNOTE = re.compile(r"^\[\^(?P<label>[^\[\]\s]+)\]:\s*(?P<text>.*)$")
# A footnote a word processor writes with its call's mark, a superscript or a dagger, on a
# line of its own: `¹ La touche de VI 3 ignore…`, `† Le Repenter ne peut…`. No sentence opens
# so: under a list or a text as under a table, it is a note, no text of the section.
_MARKED_FOOTNOTE = re.compile(r"^(?P<label>[¹²³⁴⁵⁶⁷⁸⁹⁰]+|[†‡]+)\s*(?P<text>\S.*)$")
_SUPERSCRIPT_DIGITS = str.maketrans("¹²³⁴⁵⁶⁷⁸⁹⁰", "1234567890")


def _repeats_title(block: Block, running: set[str]) -> bool:
    """A heading, or a line of its own (a title in lower case is no heading where it comes
    back, under a page break), that says the sheet's title again."""
    if isinstance(block, Paragraph) and block.more_lines:
        return False
    return isinstance(block, Heading | Paragraph) and block.text.casefold() in running


def strip_page_headers(blocks: list[Block], builder: SheetBuilder) -> list[Block]:
    """Drop later repeats of the first heading (the sheet's title): they are page headers."""
    if not blocks or not isinstance(blocks[0], Heading):
        return blocks
    title = blocks[0]
    running = {heading_name_alt(title.text)[0].casefold(), title.text.casefold()}
    kept: list[Block] = [title]
    for block in blocks[1:]:
        if _repeats_title(block, running):
            builder.claim(block.lines, "page_header")
            continue
        kept.append(block)
    return kept


# What a line under the sheet's title says of the sheet itself: its version (`version 2.1`,
# `v0.9 bêta`, `(v3)`) or its date (`mars 2024`, `03/2024`, `12/01/2024`, `mise à jour`).
_VERSION_OR_DATE = re.compile(
    r"\bv(?:ersion)?\s?\d+(?:[.,]\d+)*\b|\b\d{1,2}/\d{4}\b|\b\d{1,2}/\d{1,2}/\d{2,4}\b|\bmise à jour\b|\bmàj\b"
    r"|\b(?:janvier|février|fevrier|mars|avril|mai|juin|juillet|août|aout|septembre|octobre|novembre|décembre"
    r"|decembre)\s+\d{4}\b",
    re.IGNORECASE,
)


def _dates_the_sheet(block: Block) -> bool:
    """A paragraph giving the sheet's version or date (`Fiche de référence – version 2.1
    (mars 2024)`); one naming an entry in bold (a callout's title, `**Version :** …`) is
    that entry."""
    return (
        isinstance(block, Paragraph)
        and bold_lead(block.text) is None
        and bool(_VERSION_OR_DATE.search(strip_emphasis(block.text)))
    )


def strip_title_front_matter(blocks: list[Block], builder: SheetBuilder) -> list[Block]:
    """Drop the paragraphs right under the sheet's title (its first heading) that give the
    sheet's version or date, with what they say of it (`Aide de jeu – v0.9 bêta (février
    2024). Tableaux tirés de mon classeur…`): the sheet's front matter, no text of a rule
    named after the title."""
    if not blocks or not isinstance(blocks[0], Heading):
        return blocks
    end = 1
    while end < len(blocks) and _dates_the_sheet(blocks[end]):
        end += 1
    for block in blocks[1:end]:
        builder.claim(block.lines, "front_matter")
    return [blocks[0], *blocks[end:]]


_MIN_INDEX_LETTERS = 2


def _is_index_letter(text: str) -> bool:
    return len(text) == 1 and text.isalpha()


def drop_index_letters(blocks: list[Block], builder: SheetBuilder) -> list[Block]:
    """Drop the one-letter headings of an alphabetical glossary (`### A`, `### B`: two or
    more, a sheet titled `X` has one): they index the entries under them, which belong to
    the section the letters are in, and name no rule."""
    letters = {id(block) for block in blocks if isinstance(block, Heading) and _is_index_letter(block.text)}
    if len(letters) < _MIN_INDEX_LETTERS:
        return blocks
    kept: list[Block] = []
    for block in blocks:
        if id(block) in letters:
            builder.claim(block.lines, "heading")
            continue
        kept.append(block)
    return kept


def _texts(blocks: list[Block]) -> list[str]:
    return [b.text for b in blocks if isinstance(b, Item | Paragraph | Heading)]


def _line_texts(blocks: list[Block]) -> list[tuple[int, str]]:
    return [(b.line, b.text) for b in blocks if isinstance(b, Item | Paragraph)]


def _calls_star_notes(table: Table) -> bool:
    """Whether a cell of `table` ends in stars (`Arme lourde*`), calling a note under it."""
    return any(ends_with_star_call(cell.strip()) for row in table.rows for cell in row.cells)


# `Soi : …. Ctrl : …`: the terms a legend explains, each opening the line or a sentence.
_LEGEND_TERM = re.compile(r"(?:^|[.;]\s+)(?P<term>[^\s.:;]{1,12})\s*:\s")


def _explains_cells(block: Block, table: Table) -> bool:
    """Whether a paragraph under `table` is a legend of what its cells or labels abbreviate
    (`Soi : le sort ne vise que le warcaster. Ctrl : zone de contrôle.` under a grid printing
    `Soi` and `Ctrl`): two terms or more, each a cell or a label of a column past the first
    (the first names the rows, whose entries a line describing one is)."""
    if not isinstance(block, Paragraph):
        return False
    terms = {fold(match["term"]) for match in _LEGEND_TERM.finditer(block.text)}
    if len(terms) < 2:
        return False
    cells = {fold(cell) for row in table.rows for cell in row.cells[1:] if cell.strip()}
    return terms <= cells


def _table_note_text(block: Block, table: Table, touches: bool = False, over_notes: bool = False) -> str | None:
    """The text of a note under `table`: a line opening with a note's mark (`\\*`, `†`,
    `¹`) or its label (`Note :`), a line in parentheses, or a `*` bullet where the table's
    cells call notes with stars (`Arme lourde*` over `* Ne s'applique qu'…`): a plain-text
    copy prints the note's star as a bullet's. A `*` bullet that `touches` the table (on the
    next line, or under notes that do: a spreadsheet's `* B : Blessures…` row) is one too,
    and so is one `over_notes`, right above a line opening with a note's mark (`† …`, `¹ …`):
    the first of a table's footnotes, whatever table calls it.
    Right under a table there is no bullet to be nested under: the spaces before the star
    (a spreadsheet's cell padded, ` * Arme utilisable…`) are no depth."""
    if isinstance(block, Paragraph) and (
        _FOOTNOTE_MARK.match(block.text) or _NOTE_LINE.match(block.text) or _explains_cells(block, table)
    ):
        return strip_emphasis(block.text)
    if isinstance(block, Item) and block.marker == "*" and (touches or over_notes or _calls_star_notes(table)):
        return strip_emphasis(f"* {block.text}")
    return None


def _plain_notes(blocks: list[Block]) -> set[int]:
    """The ids of the paragraphs that are notes of the tables they stand under, in a section
    made only of tables and such lines (`Toutes les valeurs sont celles du livre.`, `*Note :
    …*` or `Note : …` under a table): with no text of its own before its first table, the
    section has none, and a rule named after its heading would hold only what annotates
    its tables. A paragraph naming an entry in emphasis (`**Révolte :** …`) is one, so is one
    describing a row of the table above it (see `_describes_a_row`), and a
    short line right above a table names that table (a caption): neither is a note, nor is an
    entry named as the sheet's leads are (`BÉNÉDICTION (X)- …` under a model's weapon cards). In a
    section with a text of its own, the lines under its tables go on with that text."""
    if not blocks or not isinstance(blocks[0], Table):
        return set()
    notes = set()
    for index, block in enumerate(blocks):
        if isinstance(block, Table):
            continue
        following = blocks[index + 1] if index + 1 < len(blocks) else None
        if (
            not isinstance(block, Paragraph)
            or not isinstance(blocks[index - 1], Table)
            or bold_lead(block.text) is not None
            or dash_lead(block.text) is not None
            or _describes_a_row(block, blocks[index - 1])
            or (is_caption(block) and isinstance(following, Table))
        ):
            return set()
        notes.add(id(block))
    return notes


def _describes_a_row(block: Block, table: Block) -> bool:
    """Whether `block` opens with the name a row of the `table` above it prints first
    (`Arcane Bolt : projectile magique…` under a table of spells): that row's entry, no note
    of the table (`Case vide : pas de portée…` names no row)."""
    lead = paragraph_lead(block.text) if isinstance(block, Paragraph) else None
    if lead is None or not isinstance(table, Table):
        return False
    names = {" ".join(strip_emphasis(row.cells[0]).split()).casefold() for row in table.rows if row.cells}
    # `Arcane Bolt (Trait magique) : …`: a row named in one language, its entry in both.
    said = {lead.name, split_name_alt(lead.name)[0]}
    return any(" ".join(name.split()).casefold() in names for name in said)


def _take_table_notes(builder: SheetBuilder, name: str | None, blocks: list[Block]) -> list[Block]:
    """Footnotes right under a table (`\\* *Arme lourde : …*`), and the lines under the
    tables of a section that has no text of its own (`_plain_notes`), annotate the table:
    they are neither rules nor the section's text, which would make a rule named after the
    heading of a section that has only a table. Claimed as notes and listed in the report
    (there is no column for them); so are Markdown footnotes (`[^1]: …`) wherever they
    stand (`footnotes`). Returns the other blocks."""
    rest: list[Block] = []
    table: Table | None = None  # the table the blocks so far are notes under
    table_end = 0  # the last line of that table or of its notes
    # Under a heading about modifiers, a line under their table is a rule of them (`Un tireur
    # ne subit jamais plus de -5 au total.`): the section's text, as its lines are.
    plain_notes = set() if is_modifier_section(name) else _plain_notes(blocks)
    for index, block in enumerate(blocks):
        footnote = _FOOTNOTE.match(block.text) if isinstance(block, Paragraph) and block.text[:2] == "[^" else None
        if footnote is not None:
            builder.footnote(name, block.lines, footnote.group("label"), strip_emphasis(footnote.group("text")))
            continue
        marked = _MARKED_FOOTNOTE.match(block.text) if isinstance(block, Paragraph) and table is None else None
        if marked is not None:
            label = marked.group("label").translate(_SUPERSCRIPT_DIGITS)
            builder.footnote(name, block.lines, label, strip_emphasis(marked.group("text")))
            continue
        touches = block.line == table_end + 1
        following = blocks[index + 1] if index + 1 < len(blocks) else None
        over_notes = isinstance(following, Paragraph) and bool(_FOOTNOTE_MARK.match(following.text))
        note_text = _table_note_text(block, table, touches, over_notes) if table is not None else None
        if note_text is None and id(block) in plain_notes:
            note_text = strip_emphasis(block.text)
        if note_text is not None:
            builder.table_note(name, block.lines, note_text)
            table_end = max(block.lines)
            continue
        if isinstance(block, Paragraph) and REMARK_LINE.match(block.text):
            builder.remark(name, block.lines, strip_emphasis(block.text))
            continue
        table = block if isinstance(block, Table) else None
        table_end = max(block.lines) if table is not None else 0
        rest.append(block)
    return rest


def _take_tables(
    builder: SheetBuilder, section: Section, default_die: str, handle_table: TableHandler | None
) -> list[Block]:
    """Read the section's tables (the game's own first); return the other blocks."""
    rest: list[Block] = []
    name, name_alt = heading_name_alt(section.heading.text) if section.heading else ("?", None)
    # `Autoréparation (D20)`: the die the heading names is its tables' where the text names none.
    die = named_die(name_alt) or default_die
    above: Table | None = None  # the table right above the block, if any
    grid: Table | None = None  # the grid whose lines (rows, notes, rows' entries) run on
    grid_end: int | None = None  # the last line of the grid or of its notes right above
    for block in section.body:
        table_above, above = above, block if isinstance(block, Table) else None
        grid_above = grid_end is not None and isinstance(block, Paragraph) and block.line == grid_end + 1
        if grid_above and grid is not None and _describes_a_row(block, grid):
            # The entries of the grid's rows, one after the other with no blank line (a
            # booklet's spells under their table): the section's text, which names them.
            rest.append(block)
            grid_end = max(block.lines)
            continue
        if grid_above:
            # A line right under a grid, no row of it (`Total : 3000 pts…` under an army
            # list): a note of the grid, not the section's text.
            builder.table_note(name, block.lines, strip_emphasis(block.text))
            grid_end = max(block.lines)
            continue
        grid_end = grid = None
        if not isinstance(block, Table):
            rest.append(block)
            continue
        if handle_table is not None and handle_table(section, block):
            continue
        bad_roll = first_bad_roll(block)
        if bad_roll is not None:
            header = block.rows[0].cells[0]
            raise SheetError(
                builder.document.source,
                bad_roll.line,
                "a roll (4 or 2-3)",
                bad_roll.cells[0],
                cell=header,
                code="bad-roll",
            )
        # A short line right above a dice table names it (`Dégâts des Véhicules (Vehicles)`),
        # or the list row right above it that asks for it (`Largage raté<TAB>… la table :`).
        caption = rest[-1] if rest and is_caption(rest[-1]) else None
        asking = _asking_row(table_above, block) if caption is None else None
        table_name = strip_emphasis(caption.text) if caption is not None else asking or name
        if take_roll_table(builder, table_name, block, last_die(_texts(rest)) or die):
            if caption is not None:
                rest.pop()
                builder.claim(caption.lines, "caption")
            continue
        if take_other_table(builder, name, block):
            grid, grid_end = block, max(block.lines)
    return rest


def _list_markdown(rules: list[dict[str, Any]]) -> str:
    """The rules a list's rows gave, as the bullets of the entry holding them: `- Nom :
    texte` (as its parts' rows read, `- Tir concentré : …`), the lines of its text (its own
    parts among them) set in under it."""
    ids = {row["rule_id"] for row in rules}
    out = []
    for row in rules:
        if row["parent_rule_id"] in ids:
            continue  # written in the text of the rule it is part of
        first, *more = (row["text"] or "").split("\n")
        out.append(f"- {row['name']} : {first}".rstrip())
        out.extend(f"  {line}".rstrip() for line in more)
    return "\n".join(out)


def _asking_row(above: Table | None, table: Table) -> str | None:
    """The name of the list row right above a dice table (no blank line between) whose text
    ends on the colon announcing it (`Largage raté<TAB>Si le test est raté, consultez la
    table suivante :`); None otherwise."""
    if above is None or above.lines[-1] + 1 != table.line:
        return None
    cells = [cell for cell in above.rows[-1].cells if cell.strip()]
    if len(cells) < 2 or not cells[-1].rstrip().endswith(":"):
        return None
    return split_name_alt(strip_emphasis(cells[0]))[0]


def _take_roll_bullets(builder: SheetBuilder, name: str, blocks: list[Block], default_die: str) -> list[Block]:
    """`- 1 = …` bullets (two or more) are a dice table named after the section, or after
    the entry whose paragraph asks for the roll right above them (`**Révolte :** Au début
    de chaque tour, lancez un D10 :`)."""
    outcomes = [b for b in blocks if isinstance(b, Item) and b.depth == 0 and roll_bullet(b, default_die)]
    if len(outcomes) < 2:
        return blocks
    dice = _asked_die(blocks, outcomes) or default_die
    taken = {id(b) for b in outcomes}
    intro = [b for b in blocks if id(b) not in taken]
    above = blocks.index(outcomes[0]) - 1
    lead = _asking_lead(blocks[above]) if above >= 0 else None
    if lead is not None and lead.text:
        name = split_name_alt(strip_emphasis(lead.name))[0]
    builder.add_rolls(name, dice, [roll for b in outcomes if (roll := roll_bullet(b, dice)) is not None])
    builder.claim(block_lines(outcomes), "roll_table", name)
    return intro


def _asking_lead(block: Block) -> Lead | None:
    """The lead of the entry right above a list of dice outcomes, which names their table:
    a paragraph's (`**Révolte :** … lancez un D10 :`), or a bullet's whose text ends on the
    colon announcing them (`● Conséquences. Si le test est raté, consultez la table :`)."""
    if isinstance(block, Paragraph):
        return paragraph_lead(block.text)
    if isinstance(block, Item) and block.text.rstrip().endswith(":"):
        return item_lead(block.text) or dot_lead(block.text)
    return None


def _take_outcome_lines(builder: SheetBuilder, name: str, die: str, blocks: list[Block]) -> list[Block]:
    """The lines of outcomes a heading naming its die opens on (`Jet de Chute (D20)` over
    `1-5 La troupe tombe…`, signed or not, as a PDF's table copies them): its dice table,
    named after it, as under a line asking for the roll. Returns the other blocks."""
    opening = []
    for block in blocks:
        if not isinstance(block, Paragraph):
            break
        opening.append(block)
    rows = outcomes_below([(block.line, strip_emphasis(block.text)) for block in opening], die)
    if not rows:
        return blocks
    taken = opening[: len(rows)]
    builder.add_rolls(name, die, rows)
    builder.claim(block_lines(taken), "roll_table", name)
    return blocks[len(taken) :]


def _asked_die(blocks: list[Block], outcomes: list[Item]) -> str | None:
    """The die a list of dice outcomes is rolled on: the last one the text above the first
    outcome names (`Lancez un D10 :`), else one the text around them names; never one an
    outcome names (`- 8-9 = +D6 Stress`), a die of its result."""
    above = blocks[: blocks.index(outcomes[0])]
    taken = {id(b) for b in outcomes}
    return last_die(_texts(above)) or last_die(_texts([b for b in blocks if id(b) not in taken]))


def _is_grouping(heading: Heading, entries: list[Entry], loose: list[Block]) -> bool:
    """A section heading over a list of entries, with at most paragraphs of its own."""
    return heading.level == 1 and bool(entries) and all(isinstance(block, Paragraph) for block in loose)


# `Historique des versions`, `Journal des modifications`, `Changelog`, `Notes de version`, `Errata`:
# a heading over the sheet's history of changes (matched on its slug: any case, accents).
_CHANGE_LOG = re.compile(
    r"^(?:historique-des-(?:versions|modifications|changements|revisions)|journal-des-(?:modifications|changements)"
    r"|change-?log|notes-de-(?:version|mise-a-jour)s?|suivi-des-(?:versions|modifications)"
    # `ERRATA`, `Errata v1.2`, `Errata (mars)`, `FAQ de septembre (ce qui a changé)`: what an
    # erratum changed, listed; the sheet itself says it as it now stands.
    r"|errata(?:-.*)?|.*-ce-qui-a-change)$"
)


def is_change_log(heading: str) -> bool:
    """A heading over the sheet's own history of changes (see `_CHANGE_LOG`)."""
    return bool(_CHANGE_LOG.match(slugify(section_name(heading))))


# `Crédits`, `Remerciements`, `Colophon`, `À propos`: a heading over who made the sheet.
_CREDITS_HEADING = re.compile(
    r"^(?:credits?|remerciements|colophon|a-propos(?:-de-(?:la|cette)-fiche)?|mentions-legales)$"
)
# The roles a credits line names (`Traduction :`, `Relecture :`, `Mise en page :`), as slugs,
# with the language a translation is into (`Traduction française :`).
_CREDIT_ROLE = re.compile(
    r"^(?:tradu(?:ction|cteur|ctrice)s?|relec(?:ture|teur|trice)s?|correc(?:tion|teur|trice)s?|mise-en-page"
    r"|maquette|redac(?:tion|teur|trice)s?|aut(?:eur|rice)s?|illustrations?|credits?|remerciements|graphisme"
    r"|compilation|coordination)(?:-(?:francaise|fr|vf|originale|anglaise))?$"
)


def is_credits_heading(heading: str) -> bool:
    """A heading over who made the sheet (see `_CREDITS_HEADING`)."""
    return bool(_CREDITS_HEADING.match(slugify(section_name(heading))))


def _names_credits(block: Block) -> bool:
    """A line crediting who made the sheet: its lead names roles only (`Traduction : …`,
    `Traduction française : …`, `Relecture et mise en page : …`)."""
    lead = paragraph_lead(block.text) if isinstance(block, Paragraph | Item) else None
    if lead is None or not lead.text:
        return False
    roles = [part for part in re.split(r"\s*(?:,|&|/|\bet\b)\s*", strip_emphasis(lead.name)) if part.strip()]
    return bool(roles) and all(_CREDIT_ROLE.match(slugify(role)) for role in roles)


def _take_credits(builder: SheetBuilder, blocks: list[Block]) -> list[Block]:
    """The lines crediting who made the sheet (`Traduction : Jérémie L. – relecture : …`),
    wherever they stand (under the last table, after a FAQ): accounted for as `credits`, no
    entry named `Traduction`. Returns the other blocks."""
    rest = []
    for block in blocks:
        if _names_credits(block):
            builder.claim(block.lines, "credits")
        else:
            rest.append(block)
    return rest


def _add_heading_rule(
    builder: SheetBuilder, section: Section, own: list[Block], texts: list[tuple[int, str]], default_die: str
) -> str:
    """The rule of a section heading with a text of its own (`own`); `texts` are scanned for
    its dice, rolled on the die its name says where it says one (`SURCHAUFFE (d6)`)."""
    assert section.heading is not None
    name, name_alt = heading_name_alt(section.heading.text)
    lines = [section.heading.line, *block_lines(own)]
    markdown = to_markdown(own)
    in_section = section.parent or name
    die = named_die(name_alt)
    if die is not None:
        # `ÉCLATS DE BLIGHT (d3)`: the die is its tables', no other name of the heading nor
        # of the section it heads.
        name_alt, in_section = None, name if section.parent == section.name else in_section
    return builder.add_rule(name, name_alt, in_section, markdown, lines, default_die, texts=texts, asked_die=die)


def change_log_texts(blocks: list[Block]) -> list[tuple[int, str]]:
    """(line, text) of each entry of a sheet's history of changes: a paragraph, a bullet, or
    a row of its table (the cells of a row under a header, parted by ` — `). What an erratum
    changed is kept, though no rule: `- **Lourde (n)**. En outre…` may say more than the
    sheet above it."""
    texts: list[tuple[int, str]] = []
    for block in blocks:
        if isinstance(block, Table):
            rows = block.rows[1:] if len(block.rows) > 1 else block.rows
            for row in rows:
                cells = [strip_emphasis(cell).strip() for cell in row.cells if cell.strip()]
                if cells:
                    texts.append((row.line, " — ".join(cells)))
        elif isinstance(block, Paragraph | Item):
            texts.append((block.line, _change_text(" ".join(block.text.split()))))
        elif (text := to_markdown([block])) and block.lines:
            texts.append((block.lines[0], text))
    return texts


def _change_text(text: str) -> str:
    """An entry of a change log as plain text, its bold lead however punctuated written `Nom :
    texte` (`**v1.1.** Riposte…` and `v1.1 : Riposte…` say one thing)."""
    lead = bold_lead(text, strict=False) if text.startswith(("*", "_")) else None
    if lead is not None and lead.text:
        return f"{strip_emphasis(lead.name)} : {strip_emphasis(lead.text)}"
    return strip_emphasis(text)


def extract_section(
    builder: SheetBuilder, section: Section, default_die: str, handle_table: TableHandler | None = None
) -> None:
    """One section's tables, lists, entries and rule (see the module's docstring)."""
    if section.heading is not None and is_change_log(section.heading.text):
        # The sheet's own history (`- **v1.2 :** Hail Cannon ajouté`) says what changed in
        # it, no rule of the game: its lines are accounted for, no row is made of them.
        builder.claim(section.heading.lines, "heading")
        builder.claim(block_lines(section.body), "changelog")
        for line, text in change_log_texts(section.body):
            builder.change_log_note(section.name, line, text)
        return
    if section.heading is not None and is_credits_heading(section.heading.text):
        # Who made the sheet (`Pack rédigé par…`, `Merci à…`): no rule of the game either.
        builder.claim(section.heading.lines, "heading")
        builder.claim(block_lines(section.body), "credits")
        return
    section = replace(section, body=_take_table_notes(builder, section.name, _take_credits(builder, section.body)))
    listed = builder.rule_count()  # the rules its lists give, which its own rule then holds
    rest = _take_tables(builder, section, default_die, handle_table)
    heading = section.heading
    if heading is None:
        # Text before any heading: its named entries are rules; the rest stays unparsed,
        # so that the report shows it.
        add_entries(builder, find_entries(rest, dots=builder.dot_bullets)[0], None, default_die, None)
        return
    name, name_alt = heading_name_alt(heading.text)
    heading_die = named_die(name_alt)
    if heading_die is not None:
        rest = _take_outcome_lines(builder, name, heading_die, rest)
    rest = take_dash_lines(builder, name, rest)
    rest = take_modifier_lines(builder, name, rest)
    rest = _take_roll_bullets(builder, name, rest, default_die)
    rest, repeated = without_own_name(rest, name)
    builder.claim(repeated, "heading")
    rest = lists_from_the_margin(rest)
    entries, loose = find_entries(rest, dots=builder.dot_bullets)
    if _is_grouping(heading, entries, loose):
        own = loose
        parent = None
        if own:
            parent = _add_heading_rule(builder, section, own, _line_texts(own), default_die)
            builder.adopt(listed, parent)
        else:
            builder.claim(heading.lines, "heading")
        add_entries(builder, entries, name, default_die, parent)
        return
    # Under a section heading, a paragraph that opens an entry (`NOM- texte`) starts a rule
    # of its own; under an entry heading, everything is the entry's text.
    split_off = [entry for entry in entries if heading.level == 1 and isinstance(entry.opener, Paragraph)]
    taken = {id(block) for entry in split_off for block in (entry.opener, *entry.body)}
    own = [block for block in rest if id(block) not in taken]
    listed_rules = builder.rules_since(listed)
    if not own and heading.level > 1 and listed_rules:
        # An entry heading over a list of its parts (`• FIRE (Tir)` over `Tir<TAB>…` rows, as a
        # spreadsheet holds the bullets under it): the entry's rule holds them, as it holds
        # its bullets.
        text = _list_markdown(listed_rules)
        name_alt = heading_name_alt(heading.text)[1]
        parent = builder.add_rule(name, name_alt, section.parent or name, text, heading.lines, default_die)
        builder.adopt(listed, parent)
        add_entries(builder, entries, name, default_die, parent)
        return
    if not own:
        builder.claim(heading.lines, "heading")
        add_entries(builder, entries, name, default_die, None)
        return
    nested = sub_entries(loose, builder.dot_bullets)
    texts = outside_entries(_line_texts(own), [*entries, *nested])
    parent = _add_heading_rule(builder, section, own, texts, default_die)
    builder.adopt(listed, parent)
    add_entries(builder, entries, name, default_die, parent)
    add_entries(builder, nested, name, default_die, parent)
