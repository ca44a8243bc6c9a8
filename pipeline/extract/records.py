"""Line-record sheets (`Nom` / kind / scope / `Nom` / description): one rule per record,
and a rule for each entry named inside its description (`Pouvoirs Physiques : …`)."""

from __future__ import annotations

import re
from dataclasses import replace

from pipeline.extract.builder import SheetBuilder
from pipeline.extract.bullets import set_glyph_depths
from pipeline.extract.cells import is_absent
from pipeline.extract.entries import add_description_entries, without_own_name
from pipeline.extract.lists import take_announced_modifiers
from pipeline.extract.sections import to_markdown
from pipeline.extract.text import has_placeholder, split_name_alt, without_note_mark, without_placeholder
from pipeline.model.document import Item, Paragraph, Record

# `Rancune X`: a record's parameter typed bare after its name, without brackets. Only a
# record's name reads so: a glossary's `Viseur X` is a name of its own.
_BARE_PLACEHOLDER = re.compile(r"\s+X{1,2}\+?$")

# Word-processor tags left in the text (`[justifier]…[/justifier]`).
_STRAY_MARKUP = re.compile(r"\[/?[a-zA-Zéè]+\]")


def remove_stray_markup(text: str) -> tuple[str, int]:
    """The text without its word-processor tags, and how many there were. The runs of
    spaces they leave read as one space; a run holding a tab stays a tab (`1-3  <TAB> Le
    réacteur…`: the cells of a table's row saved as text, padded)."""
    cleaned, count = _STRAY_MARKUP.subn("", text)
    return _SPACE_RUN.sub(_one_space, cleaned).strip(), count


_SPACE_RUN = re.compile(r"\s{2,}")


def _one_space(run: re.Match[str]) -> str:
    return "\t" if "\t" in run.group() else " "


def _description_blocks(record: Record, paragraphs: list[Paragraph]) -> list[Paragraph | Item]:
    """The description as the blocks it prints: its bullets as such (`- Chef : …`, an
    ability of a list nested in the record, whatever its marker), their depths from the
    shallowest, which is the record's own list, a PDF's glyphs telling theirs (`–` under
    `•`: see `glyph_levels`); the other lines paragraphs."""
    blocks: list[Paragraph | Item] = [
        replace(record.bullets[paragraph.line]) if paragraph.line in record.bullets else paragraph
        for paragraph in paragraphs
    ]
    set_glyph_depths(blocks)
    bullets = [block for block in blocks if isinstance(block, Item)]
    top = min((bullet.depth for bullet in bullets), default=0)
    return [_nested_bullet(block, top) if isinstance(block, Item) else block for block in blocks]


def _nested_bullet(bullet: Item, top: int) -> Item:
    """A bullet of the description, as deep as it is under the record's own list, its text
    without stray markup as the record's paragraphs are."""
    return replace(bullet, depth=bullet.depth - top, text=remove_stray_markup(bullet.text)[0])


def record_name(printed: str) -> tuple[str, str | None, bool]:
    """(name, translation or abbreviation, takes a parameter) of a record named `printed`,
    its parameter placeholder (`(X)`, `[X]`, a bare `X`) and a note's call (`Bouclier Holo*`,
    `Bouclier Holo¹`) left out."""
    printed = without_note_mark(printed.strip())
    takes_param = has_placeholder(printed) or _BARE_PLACEHOLDER.search(printed) is not None
    name, name_alt = split_name_alt(_BARE_PLACEHOLDER.sub("", without_placeholder(printed)))
    if has_placeholder(name):  # `Tir Soutenu (X) (Sustained Fire)`: the placeholder before the translation
        takes_param, name = True, without_placeholder(name)
    return name, name_alt, takes_param


def add_record(builder: SheetBuilder, record: Record, default_die: str) -> None:
    name, name_alt, takes_param = record_name(record.name)
    paragraphs: list[Paragraph] = []
    stray = 0
    for line, text in record.body:
        cleaned, count = remove_stray_markup(text)
        stray += count
        if cleaned:
            paragraphs.append(Paragraph(line, cleaned))
    if len(paragraphs) == 1 and is_absent(paragraphs[0].text):
        paragraphs = []
    if paragraphs and paragraphs[0].line not in record.bullets:
        # `Chef : Un chef…` under the record `Chef`: the record's own text, not an entry in it.
        paragraphs = [block for block in without_own_name(paragraphs, name)[0] if isinstance(block, Paragraph)]
    blocks = _description_blocks(record, paragraphs)
    # Markdown as every reader writes it: a list is one list whatever marker the sheet
    # prints (`-`, `*`, `•`), its bullets `- ` nested by two spaces.
    text = to_markdown(blocks)
    rule_id = builder.add_rule(
        name,
        name_alt,
        record.kind,
        text or None,
        record.lines,
        default_die,
        scope=record.scope,
        takes_param=takes_param,
        texts=[(paragraph.line, paragraph.text) for paragraph in paragraphs],
    )
    # `Cible à couvert : -1` under `Modificateurs pour toucher :`: the record's modifiers
    # (its text keeps them), no entries named inside it.
    named = take_announced_modifiers(builder, name, blocks)
    add_description_entries(builder, named, name, default_die, rule_id, bare_placeholders=True)
    if not paragraphs:
        builder.note("empty_descriptions", {"rule_id": rule_id, "name": name, "source_line": record.line})
    if stray:
        builder.note("stray_markup", {"rule_id": rule_id, "removed": stray, "source_line": record.line})
    for line, label, value in record.extra_fields:
        # A field no table has a column for (`Source : Livre Tau p. 12`): kept in the report.
        builder.note("record_fields", {"rule_id": rule_id, "field": label, "value": value, "source_line": line})
