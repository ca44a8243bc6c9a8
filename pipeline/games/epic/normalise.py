"""Epic abilities (line records): one `rules` row per record, with its scope (Unité/Arme)."""

from __future__ import annotations

import re

from pipeline.extract.builder import SheetBuilder
from pipeline.extract.cells import is_absent
from pipeline.extract.glossary import add_rule
from pipeline.extract.sections import clean_text
from pipeline.extract.text import has_placeholder, split_name_alt, without_placeholder
from pipeline.model.document import Document, Record
from pipeline.model.errors import SheetError
from pipeline.model.result import ParseResult

SCOPES = ("Unité", "Arme")
# Word-processor tags left in the text (`[justifier]…[/justifier]`).
_STRAY_MARKUP = re.compile(r"\[/?[a-zA-Zéè]+\]")


def remove_stray_markup(text: str) -> tuple[str, int]:
    cleaned, count = _STRAY_MARKUP.subn("", text)
    return re.sub(r"\s{2,}", " ", cleaned).strip(), count


def _add_record(builder: SheetBuilder, record: Record) -> None:
    if record.scope not in SCOPES:
        raise SheetError(
            builder.document.source,
            record.line + 2,
            f"a scope line ({' or '.join(SCOPES)})",
            record.scope,
            code="bad-scope",
        )
    takes_param = has_placeholder(record.name)
    name, name_alt = split_name_alt(without_placeholder(record.name))
    paragraphs: list[str] = []
    stray = 0
    for _, text in record.body:
        cleaned, count = remove_stray_markup(text)
        stray += count
        if cleaned:
            paragraphs.append(clean_text(cleaned))
    if len(paragraphs) == 1 and is_absent(paragraphs[0]):
        paragraphs = []
    rule_id = add_rule(
        builder,
        name,
        name_alt,
        record.kind,
        "\n\n".join(paragraphs) or None,
        record.lines,
        scope=record.scope,
        takes_param=takes_param,
    )
    if not paragraphs:
        builder.note("empty_descriptions", {"rule_id": rule_id, "name": name, "source_line": record.line})
    if stray:
        builder.note("stray_markup", {"rule_id": rule_id, "removed": stray, "source_line": record.line})


def normalise(document: Document, sheet_id: str) -> ParseResult:
    builder = SheetBuilder(document, sheet_id)
    for block in document.blocks:
        if isinstance(block, Record):
            _add_record(builder, block)
    return builder.result()
