"""Line-record reader: a header of four lines (the name, its kind `Capacité Spéciale`, its
scope `Unité` or `Arme`, the name again), then the description lines.

Used by ability lists such as the Epic sheet. A description wrapped onto several lines (a
copy from a PDF) reads as the paragraph it was, page numbers skipped. Exports vary the header, and each variant
is read alike: blank lines between its lines, the repeated name in another case, labels
in lower case, the scope before the kind (`Unité` / `Capacité Spéciale`), or both labels
before the two names, the names in bold or as `#` headings (`**Nom**`, `### Nom`). Lines
that only separate records (`---`, `***`) are no text of them, and a `#` heading outside
a record header (the sheet's title) is a heading. Records written as labelled fields
(`Nom : …`, `Type : …`, `Portée : …`, `Description : …`) are read too (see
`record_fields`). A line that is a kind label (`Capacité Spéciale`) and opens no
readable header is an error naming its line: it would otherwise merge a whole record,
header included, into the text of the one before.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Set as AbstractSet
from dataclasses import dataclass

from pipeline.extract.bullets import bullet_item, tabbed_bullet
from pipeline.extract.text import (
    fold,
    has_placeholder,
    is_upper_heading,
    slugify,
    strip_emphasis,
    without_accents,
    without_placeholder,
)
from pipeline.model.document import Block, Document, Heading, Paragraph, Record, sheet_lines
from pipeline.model.errors import SheetError
from pipeline.parse.readers.blocks import (
    definition_of,
    hash_heading_text,
    read_blocks,
    table_of_contents,
    toc_entry_title,
)
from pipeline.parse.readers.editors import EditorMarkup, bbcode
from pipeline.parse.readers.record_fields import KIND as FIELD_KIND
from pipeline.parse.readers.record_fields import NAME as FIELD_NAME
from pipeline.parse.readers.record_fields import SCOPE as FIELD_SCOPE
from pipeline.parse.readers.record_fields import TEXT as FIELD_TEXT
from pipeline.parse.readers.record_fields import (
    field_role,
    is_abbreviated,
    line_fields,
    opens_record,
    read_field,
    record_opening,
)
from pipeline.parse.readers.tabular import read_tabular
from pipeline.parse.readers.wrapping import (
    across_page_break,
    goes_on,
    is_rule_line,
    joined,
    page_furniture,
    title_headers,
)

_MAX_LABEL_LENGTH = 40
_HEADER_SIZE = 4
# `Name / Capacité Spéciale Unité / Name`: the two labels on one line.
_JOINED_HEADER_SIZE = 3
# What a record's kind and scope labels say, in any case and with or without accents.
_KIND_LABEL = re.compile(
    r"^(?:capacit[ée]s?|r[èe]gles?|aptitudes?|traits?)\s+sp[ée]ciales?$|^special\s+(?:rules?|abilit(?:y|ies))$",
    re.IGNORECASE,
)
_SCOPE_LABEL = re.compile(
    r"^(?:unit[ée]s?|armes?|v[ée]hicules?|socles?|d[ée]tachements?|formations?|engins?\s+de\s+guerre"
    r"|units?|weapons?|vehicles?)$",
    re.IGNORECASE,
)
KIND, SCOPE = "kind", "scope"
# A record's number in a numbered list of them (`1. Marque de Khorne`, `12) Possédé`):
# no part of its name, which the header repeats without it.
_RECORD_NUMBER = re.compile(r"^\d{1,3}\s*[.)]\s+(?=\S)")


@dataclass(frozen=True)
class _Line:
    number: int
    text: str  # stripped

    @property
    def header_text(self) -> str:
        """The line as a header's name or label: without `#` marks, emphasis or a list's
        number (`### Arme Gauss`, `**Arme Gauss**`, `3. Arme Gauss` -> `Arme Gauss`)."""
        return _RECORD_NUMBER.sub("", hash_heading_text(self.text) or strip_emphasis(self.text))


@dataclass(frozen=True)
class _Header:
    name: str
    kind: str
    scope: str
    lines: list[int]


def _is_label(text: str) -> bool:
    return 0 < len(text) <= _MAX_LABEL_LENGTH


def _same_name(name: str, repeat: str) -> bool:
    """Whether a header's second name says its first again: in another case, or with its
    parameter's placeholder written another way (`Invocation (XX)` / `Invocation (X)`, as a
    user retyping the name writes it)."""
    if fold(name) == fold(repeat):
        return True
    return (
        has_placeholder(name)
        and has_placeholder(repeat)
        and fold(without_placeholder(name)) == fold(without_placeholder(repeat))
    )


class _Labels:
    """The roles of the sheet's label lines: what the vocabulary says, else what the sheet
    itself shows in its plain `Name / kind / scope / Name` headers (labels of its own)."""

    def __init__(self, lines: list[_Line]) -> None:
        self.learned: dict[str, str] = {}
        for start in range(len(lines) - _HEADER_SIZE + 1):
            name, first, second, repeat = (line.header_text for line in lines[start : start + _HEADER_SIZE])
            if _same_name(name, repeat) and _is_label(first) and _is_label(second):
                for text, role in zip(self.ordered(first, second), (KIND, SCOPE), strict=True):
                    self.learned.setdefault(fold(text), role)

    @staticmethod
    def vocabulary_role(text: str) -> str | None:
        if _KIND_LABEL.match(text):
            return KIND
        return SCOPE if _SCOPE_LABEL.match(text) else None

    def role(self, text: str) -> str | None:
        return self.vocabulary_role(text) or self.learned.get(fold(text))

    def ordered(self, first: str, second: str) -> tuple[str, str]:
        """(kind, scope) of two label lines in either order; printed order when nothing tells."""
        if self.vocabulary_role(first) == SCOPE or self.vocabulary_role(second) == KIND:
            return second, first
        return first, second


# What joins a scope to the kind it follows in one phrase (`Capacité spéciale d'unité`,
# `… de l'arme`, `… pour les unités`, `Capacité Spéciale - Unité`, `… (Arme)`).
_SCOPE_JOINER = re.compile(
    r"^(?:[-–—/,:(]\s*|d['’]|de\s+(?:l['’]|la\s+|les\s+)?|pour\s+(?:l['’]|les?\s+|la\s+)?)", re.IGNORECASE
)


def _joined_scope(text: str) -> str:
    """`d'unité` -> `Unité`, `(Arme)` -> `Arme`: the scope a phrase joins to a kind, as a
    label (capitalised); any other text as it is."""
    bare = _SCOPE_JOINER.sub("", text, count=1)
    if bare == text:
        return text
    bare = bare.rstrip(") ").strip()
    return bare[:1].upper() + bare[1:]


def _joined_labels(text: str, labels: _Labels) -> tuple[str, str] | None:
    """(kind, scope) of one line holding both labels: side by side (`Capacité Spéciale
    Unité`: a copy from a PDF joins the cells of a table's row with a space), in either
    order, or the scope joined to the kind in one phrase (`Capacité spéciale d'unité`, see
    `_joined_scope`). Each part must be a label the vocabulary knows; None for any other line."""
    words = text.split()
    for cut in range(1, len(words)):
        first, second = " ".join(words[:cut]), " ".join(words[cut:])
        roles = (labels.vocabulary_role(first), labels.vocabulary_role(second))
        if roles == (KIND, SCOPE):
            return first, second
        if roles == (SCOPE, KIND):
            return second, first
        scope = _joined_scope(second)
        if labels.vocabulary_role(first) == KIND and scope != second and labels.vocabulary_role(scope) == SCOPE:
            return first, scope
    return None


def _read_joined_header(lines: list[_Line], start: int, labels: _Labels) -> _Header | None:
    """The header `Name / kind scope / Name` opening at `lines[start]`, both labels on the
    middle line (see `_joined_labels`)."""
    window = lines[start : start + _JOINED_HEADER_SIZE]
    if len(window) < _JOINED_HEADER_SIZE:
        return None
    name, middle, repeat = (line.header_text for line in window)
    joined = _joined_labels(middle, labels) if _same_name(name, repeat) else None
    if joined is None:
        return None
    return _Header(name, *joined, [line.number for line in window])


# A description's opening sentence: this many words or more, and its closing punctuation.
_MIN_SENTENCE_WORDS = 4


def _name_not_repeated(name: str, first: str, second: str, after: str, labels: _Labels) -> bool:
    """`Name / Capacité Spéciale / Unité` then the description's first sentence: a header
    whose name a user in haste did not type again. Only the vocabulary's two labels, and a
    sentence after them (a short line there is a name retyped wrong: no header)."""
    roles = {labels.vocabulary_role(first), labels.vocabulary_role(second)}
    # Its closing punctuation, or longer than any label where its line is wrapped.
    closed = after.endswith((".", "!", ":")) or not _is_label(after)
    sentence = len(after.split()) >= _MIN_SENTENCE_WORDS and closed
    return roles == {KIND, SCOPE} and _is_label(name) and labels.role(name) is None and sentence


def _read_header(lines: list[_Line], start: int, labels: _Labels) -> _Header | None:
    """The record header opening at `lines[start]`: `Name / label / label / Name`, or
    `label / label / Name / Name` where both labels are known as such, or `Name / label
    label / Name` (both on one line)."""
    window = lines[start : start + _HEADER_SIZE]
    if len(window) < _HEADER_SIZE:
        return _read_joined_header(lines, start, labels)
    texts = [line.header_text for line in window]
    numbers = [line.number for line in window]
    name, first, second, repeat = texts
    if _same_name(name, repeat) and _is_label(first) and _is_label(second):
        kind, scope = labels.ordered(first, second)
        return _Header(name, kind, scope, numbers)
    if _name_not_repeated(name, first, second, repeat, labels):
        kind, scope = labels.ordered(first, second)
        return _Header(name, kind, scope, numbers[:-1])
    first, second, name, repeat = texts
    roles = {labels.role(first), labels.role(second)}
    if roles == {KIND, SCOPE} and _same_name(name, repeat) and labels.role(name) is None:
        kind, scope = (first, second) if labels.role(first) == KIND else (second, first)
        return _Header(name, kind, scope, numbers)
    return _read_joined_header(lines, start, labels)


def _unreadable_header(source: str, lines: list[_Line], index: int, first: bool) -> SheetError:
    """The error for a kind label opening no readable header; before any record (`first`),
    the file may be no record list at all: the message asks about the manifest's format."""
    around = lines[max(index - 1, 0) : index + _HEADER_SIZE - 1]
    found = " / ".join(line.text for line in around)
    return SheetError(
        source,
        lines[index].number,
        "a record header of four lines: the name, `Capacité Spéciale`, `Unité` or `Arme`, and the "
        "name again (the two labels in either order, or both before the two names)",
        found if not first else f"{found} (no record before it: is this sheet's `format` records?)",
        code="bad-record",
    )


# The English labels of records and their French equivalents (slugged English -> French):
# a sheet mixing both (records copied from an English list into a French one) names one
# kind and one scope one way.
_FRENCH_LABELS = {
    "special-rule": "Capacité Spéciale",
    "special-rules": "Capacités Spéciales",
    "special-ability": "Capacité Spéciale",
    "special-abilities": "Capacités Spéciales",
    "unit": "Unité",
    "units": "Unités",
    "weapon": "Arme",
    "weapons": "Armes",
    "vehicle": "Véhicule",
    "vehicles": "Véhicules",
}
_ENGLISH_LABELS = {slugify(french): english for english, french in reversed(_FRENCH_LABELS.items())}


def _one_language(printed: list[str]) -> dict[str, str]:
    """For labels printed in English and French alike, each label of the language less
    used -> its equivalent in the other. Among equals, French (the sheets' language and
    the cards'): the labels must not depend on which record the sheet lists first."""
    english = [text for text in printed if slugify(text) in _FRENCH_LABELS]
    french = [text for text in printed if slugify(text) in _ENGLISH_LABELS]
    if not english or not french:
        return {}
    if len(french) >= len(english):
        return {text: _FRENCH_LABELS[slugify(text)] for text in english}
    return {text: _ENGLISH_LABELS[slugify(text)].replace("-", " ").title() for text in french}


def _spelling_preference(text: str) -> tuple[bool, int, str]:
    """How a label's spelling ranks among equally frequent ones, whatever the records'
    order: capitalised as a header prints it rather than all in capitals or lower case,
    the more words capitalised (`Capacité Spéciale` over `Capacité spéciale`), then by
    its text (any fixed choice)."""
    capitalised = sum(word[:1].isupper() for word in text.split())
    return text not in (text.upper(), text.lower()), capitalised, text


def _abbreviates(short: str, full: str) -> bool:
    """`Cap. Spe.` abbreviates `Capacite Speciale`: word for word, each word ending with a
    dot begins the other's, the others the same (case and accents aside, as a label typed
    in haste drops them)."""
    short_words, full_words = without_accents(short.casefold()).split(), without_accents(full.casefold()).split()
    if len(short_words) != len(full_words) or not is_abbreviated(short):
        return False
    return all(
        long.startswith(word[:-1]) if word.endswith(".") else long == word
        for word, long in zip(short_words, full_words, strict=True)
    )


def _usual_spelling(records: list[Record]) -> None:
    """One spelling per label across the sheet (`Capacité spéciale` is `Capacité Spéciale`,
    and `Unit` is `Unité` among French labels): the most frequent, among equals the one
    `_spelling_preference` ranks first."""
    printed = [text for record in records for text in (record.kind, record.scope) if text is not None]
    translated = _one_language(printed)
    for record in records:
        record.kind = translated.get(record.kind, record.kind) if record.kind is not None else None
        record.scope = translated.get(record.scope, record.scope) if record.scope is not None else None
    counts = Counter(text for record in records for text in (record.kind, record.scope) if text is not None)
    usual: dict[str, str] = {}
    for text in sorted(counts, key=lambda text: (counts[text], _spelling_preference(text)), reverse=True):
        usual.setdefault(_label_key(text), text)
    in_full = [text for text in usual.values() if not is_abbreviated(text)]
    for folded, printed in list(usual.items()):
        expansions = {full for full in in_full if _abbreviates(printed, full)}
        if len(expansions) == 1:
            usual[folded] = expansions.pop()
    for record in records:
        record.kind = usual[_label_key(record.kind)] if record.kind is not None else None
        record.scope = usual[_label_key(record.scope)] if record.scope is not None else None


def _label_key(text: str) -> str:
    """A label's spellings alike: case and accents aside, as a label typed in haste drops
    them (`Capacite Speciale` / `Unite` are `Capacité Spéciale` / `Unité`)."""
    return without_accents(fold(text))


# A definition's term is a short line: a name, no sentence.
_MAX_TERM_LENGTH = 60


def _defines_term_above(record: Record, line: _Line) -> bool:
    """Whether `line` is a definition (`: texte`) of the description's line right above it,
    a short line that is no bullet and ends no sentence (a term: `Tempête de Foudre`)."""
    if definition_of(line.text) is None or not record.body:
        return False
    number, term = record.body[-1]
    return (
        number == line.number - 1
        and number not in record.bullets
        and len(term) <= _MAX_TERM_LENGTH
        and not term.rstrip().endswith((".", ":", ";", ",", "!", "?"))
    )


def _add_description_line(record: Record, line: _Line, raw_lines: list[str], furniture: AbstractSet[int]) -> None:
    """A description line of `record`: a line of its own (a bullet always is, kept with
    its depth), or the text of the line before going on, wrapped (see `goes_on`; a page
    break between is no break; a line indented under a bullet goes on with it)."""
    raw = raw_lines[line.number - 1]
    if _defines_term_above(record, line):
        # `Tempête de Foudre` over `: une attaque…`: a definition list typed by hand, the
        # entry `Nom : texte` it means.
        number, term = record.body[-1]
        record.body[-1] = (number, f"{term} : {definition_of(line.text)}")
        record.more_lines.append(line.number)
        return
    # `•<TAB>Khorne : …` over `o<TAB>Fureur : …`: Word's list saved as text, its marker and a
    # tab (the marker's cell padded with spaces too: no indentation), else any bullet.
    bullet = tabbed_bullet(line.number, raw) or bullet_item(line.number, raw)
    if record.body and bullet is None:
        last = max([record.body[-1][0], *record.more_lines])
        adjacent = across_page_break(range(last, line.number - 1), raw_lines, furniture)
        number, text = record.body[-1]
        above = record.bullets.get(number)
        if goes_on(text, raw, raw_lines[last - 1], adjacent, full_lines=True, under_bullet=above is not None):
            record.body[-1] = (number, joined(text, line.text))
            record.more_lines.append(line.number)
            if above is not None:
                above.text = joined(above.text, line.text)
                above.more_lines.append(line.number)
            return
    record.body.append((line.number, line.text))
    if bullet is not None:
        record.bullets[line.number] = bullet


def _fields_before_descriptions(lines: list[_Line]) -> set[str]:
    """The labels (slugged) of the fields the sheet's labelled records give before their
    description, where no description line can be: the sheet's own fields (`Source :`),
    read as fields wherever they stand in a record."""
    learned: set[str] = set()
    in_fields = False
    for line in lines:
        if opens_record(line.text) is not None:
            in_fields = True
            continue
        field = read_field(line.text) if in_fields else None
        if field is None or field_role(field) == FIELD_TEXT:
            in_fields = False
        elif field_role(field) is None:
            learned.add(field.key)
    return learned


def _open_labelled(source: str, line: _Line) -> Record | None:
    """The labelled record a `Nom : …` line opens; a name field without a name is an error."""
    opened = opens_record(line.text)
    if opened is None:
        return None
    if not opened.value:
        raise SheetError(source, line.number, f"a name after `{opened.label} :`", line.text, code="bad-record")
    return Record(line.number, opened.value, None, None, [], [line.number], labelled=True)


def _take_field(record: Record, line: _Line, in_description: bool, learned: set[str]) -> bool:
    """Whether `line` is a field of labelled `record` (then taken into it): `Type`, `Portée`
    not given yet, `Description` before its text, a field the sheet uses as such, or any
    field before the description. Other lines are the description's."""
    field = read_field(line.text)
    if field is None:
        return False
    role = field_role(field)
    if role == FIELD_KIND and record.kind is None:
        record.kind = field.value or None
    elif role == FIELD_SCOPE and record.scope is None:
        record.scope = field.value or None
    elif role == FIELD_TEXT and not in_description:
        if field.value:
            record.body.append((line.number, field.value))
            return True
    elif role is None and (field.key in learned or not in_description):
        record.extra_fields.append((line.number, field.label, field.value))
    else:
        return False
    record.header_lines.append(line.number)
    return True


# `Bidouille — Capacité Spéciale — Arme : texte`: a record on one line, its name, kind and
# scope parted by dashes (or the two labels by a comma: `— Capacité Spéciale, Arme :`),
# or the two labels in parentheses after the name (`Bidouille (Capacité Spéciale, Arme) :`);
# its description after the colon, or the block under the line when nothing follows it.
_ONE_LINE_RECORDS = (
    re.compile(
        r"^(?P<name>[^—–]+?)\s+[—–-]\s+(?P<first>[^—–:,]+?)(?:\s+[—–-]\s+|\s*,\s*)(?P<second>[^—–:,]+?)"
        r"(?P<colon>\s*:\s*(?P<text>.*))?$"
    ),
    re.compile(
        r"^(?P<name>[^()]+?(?:\([^()]*\))?)\s*\(\s*(?P<first>[^(),:]+?)\s*,\s*(?P<second>[^(),:]+?)\s*\)"
        r"(?P<colon>\s*:\s*(?P<text>.*))?$"
    ),
)


def _one_line_record(line: _Line, labels: _Labels, indented_below: bool) -> Record | None:
    """The record a `Nom — Type — Portée : description` or `Nom (Type, Portée) : description`
    line holds (the two labels known as such, in either order), else None. Without a colon
    (`Nom — Type — Portée`), only over an indented description: a title may read so."""
    if " — " not in line.text and " – " not in line.text and "(" not in line.text:  # most lines
        return None
    text = strip_emphasis(line.text)
    match = next((found for pattern in _ONE_LINE_RECORDS if (found := pattern.match(text))), None)
    if not match or {labels.role(match["first"]), labels.role(match["second"])} != {KIND, SCOPE}:
        return None
    if match["colon"] is None and not indented_below:
        return None
    kind, scope = labels.ordered(match["first"], match["second"])
    record = Record(line.number, match["name"], kind, scope, [], [], labelled=True)
    if (match["text"] or "").strip():
        record.body.append((line.number, match["text"].strip()))
    else:  # the description is the block under the line
        record.header_lines.append(line.number)
    return record


def _is_indented(raw_lines: list[str], number: int) -> bool:
    """Whether line `number` (from 1) is text set in by spaces or a tab."""
    return (
        0 < number <= len(raw_lines)
        and raw_lines[number - 1][:1] in (" ", "\t")
        and bool(raw_lines[number - 1].strip())
    )


def _database_lines(lines: list[_Line], start: int) -> list[_Line]:
    """The lines of the database record opening at `lines[start]`: it and the lines right
    under it (no blank line between) that open no record alike (a record wrapped by a
    hard-wrapped copy); none when it opens no such record."""
    opening = record_opening(lines[start].text)
    if opening is None:
        return []
    end = start + 1
    while (
        end < len(lines)
        and lines[end].number == lines[end - 1].number + 1
        and record_opening(lines[end].text) not in (opening, "{")
        and not (opening == "{" and lines[end - 1].text.endswith("}"))  # the object closed
    ):
        end += 1
    return lines[start:end]


def _database_record(source: str, lines: list[_Line]) -> Record | None:
    """The record a database's export line holds (`nom=Vol; type=…; texte=…`, or a JSON
    object), wrapped onto `lines`: its name, kind, scope and text by the fields'
    vocabulary, other fields extra. Such a line without a name, or a JSON object that
    does not read, is an error naming its line."""
    number = lines[0].number
    text = " ".join(line.text for line in lines)
    fields = line_fields(text)
    if fields is None:
        if record_opening(text) == "{":
            raise SheetError(source, number, 'a record as a JSON object (`{"nom": …}`)', text, code="bad-record")
        return None
    if not any(field_role(field) == FIELD_NAME and field.value for field in fields):
        raise SheetError(source, number, "a record's name among its fields (`nom=…`)", text, code="bad-record")
    parts: dict[str, str] = {}
    record = Record(number, "", None, None, [], [number], [line.number for line in lines[1:]], labelled=True)
    for field in fields:
        role = field_role(field)
        if role is not None and role not in parts:
            parts[role] = field.value
        elif field.value:
            record.extra_fields.append((number, field.label, field.value))
    record.name = parts[FIELD_NAME]
    record.kind, record.scope = parts.get(FIELD_KIND) or None, parts.get(FIELD_SCOPE) or None
    if parts.get(FIELD_TEXT):
        record.body.append((number, parts[FIELD_TEXT]))
        record.header_lines = []
    return record


_MAX_TITLE_LENGTH = 100
# A part of the sheet outside its records is headed by a line this short at most.
_MAX_PART_HEADING = 60


def _contents_titles(raw_lines: list[str]) -> set[str]:
    """The titles the sheet's table of contents lists (`Profils des unités<TAB>5`), folded."""
    titles = (toc_entry_title(raw_lines[index]) for index in table_of_contents(raw_lines))
    return {fold(title) for title in titles if title}


def _heads_part(line: _Line, following: _Line | None, raw_lines: list[str], labels: _Labels, titles: set[str]) -> bool:
    """Whether `line` heads a part of the sheet outside its records (a fuller sheet's
    profiles, army list, FAQ after them, its introduction before them): after a blank line,
    short, with no closing punctuation, and in capitals (`PROFILS DES UNITÉS`), or a title
    the sheet's table of contents lists (`Profils des unités`), or the kind label said alone
    over text (`Capacités spéciales` over the records' introduction: no header's label)."""
    text = line.text
    if line.number > 1 and raw_lines[line.number - 2].strip():
        return False
    if len(text) > _MAX_PART_HEADING or text.endswith((".", ",", ";", ":", "!", "?")) or "\t" in text:
        return False
    if line.number == 1 or is_upper_heading(text) or fold(text) in titles:
        return True  # the sheet's title too, over the lines about it (a version, its authors)
    return labels.role(text) == KIND and (following is None or labels.role(following.text) is None)


def _is_title(line: _Line, blocks: list[Record | Paragraph | Heading], raw_lines: list[str]) -> bool:
    """The sheet's first line, alone above a blank line, short and with no closing
    punctuation (`Capacités des Orks (format court)`): its title."""
    return (
        not blocks
        and len(line.text) <= _MAX_TITLE_LENGTH
        and not line.text.endswith((".", ",", ";", ":", "!", "?"))
        and (line.number >= len(raw_lines) or not raw_lines[line.number].strip())
    )


def read_records(text: str, source: str) -> Document:
    if "\t" in text:  # a spreadsheet's export: a table of records, one a row
        document = read_tabular(text, source)
        if any(isinstance(block, Record) for block in document.blocks):
            return document
    printed = sheet_lines(text)
    # A list copied from a forum post: its BBCode read as the Markdown it stands for (bold
    # names, `[color=…]` and `[url=…]` dropped around their text), as other readers read it.
    markup = EditorMarkup()
    raw_lines = bbcode(printed, markup)
    # Page numbers, running headers and footers (a copy from a PDF) and separator lines
    # are no line of the sheet's content.
    furniture = page_furniture(raw_lines)
    furniture |= title_headers(raw_lines, furniture)
    texts = {
        n: line.rstrip()
        for n, line in enumerate(raw_lines, start=1)
        if line.strip() and n - 1 not in furniture and not is_rule_line(line)
    }
    lines = [_Line(number, line.strip()) for number, line in texts.items()]
    labels = _Labels(lines)
    titles = _contents_titles(raw_lines)
    parts: set[int] = set()  # the lines heading parts of the sheet outside its records
    learned = _fields_before_descriptions(lines)
    blocks: list[Record | Paragraph | Heading] = []
    current: Record | None = None
    in_description = False  # the current labelled record's description has begun
    index = 0
    while index < len(lines):
        header = _read_header(lines, index, labels)
        if header is not None:
            current = Record(header.lines[0], header.name, header.kind, header.scope, [], header.lines)
            blocks.append(current)
            index += len(header.lines)
            continue
        line = lines[index]
        indented_below = _is_indented(raw_lines, line.number + 1)
        labelled = _open_labelled(source, line) or _one_line_record(line, labels, indented_below)
        database = _database_lines(lines, index) if labelled is None else []
        if database and (labelled := _database_record(source, database)) is not None:
            index += len(database) - 1
        index += 1
        if labelled is not None:
            current, in_description = labelled, False
            blocks.append(current)
            continue
        following = lines[index] if index < len(lines) else None
        if _heads_part(line, following, raw_lines, labels, titles):
            current = None
            parts.add(line.number)
            blocks.append(Heading(line.number, line.text, 1))
            continue
        if labels.role(line.text) == KIND:
            raise _unreadable_header(source, lines, index - 1, first=current is None)
        heading = hash_heading_text(line.text)
        if heading is None and current is None and (is_upper_heading(line.text) or _is_title(line, blocks, raw_lines)):
            heading = line.text  # the sheet's title, before any record
        if heading is not None:  # a title or a part of the sheet: no record's text
            current = None
            blocks.append(Heading(line.number, heading, 1))
            continue
        if current is not None and current.labelled and _take_field(current, line, in_description, learned):
            in_description = in_description or bool(current.body)
            continue
        if current is not None:
            _add_description_line(current, line, raw_lines, furniture)
            in_description = True
        else:
            blocks.append(Paragraph(line.number, line.text))
    records = [block for block in blocks if isinstance(block, Record)]
    if not records:
        # No record list (a Markdown glossary declared `records`): its headings are not
        # read as such, so that the sheet is refused as read with the wrong reader.
        blocks = [
            Paragraph(block.line, texts[block.line].strip()) if isinstance(block, Heading) else block
            for block in blocks
        ]
    _usual_spelling(records)
    # The lines set aside, accounted for in the coverage as what they are.
    skipped = {
        n: "page_furniture" if n - 1 in furniture else "separator"
        for n, line in enumerate(raw_lines, start=1)
        if line.strip() and n not in texts
    }
    skipped.update(markup.skipped)
    texts.update({n: printed[n - 1].rstrip() for n in skipped})
    if records and len(records) < len(blocks):
        blocks = [*records, *_outside_records(blocks, raw_lines, source, parts, texts, skipped)]
        blocks.sort(key=lambda block: block.line)
    return Document.of(source, blocks, raw_lines, texts, skipped)


def _outside_records(
    blocks: list[Record | Paragraph | Heading],
    raw_lines: list[str],
    source: str,
    parts: set[int],
    texts: dict[int, str],
    skipped: dict[int, str],
) -> list[Block]:
    """The parts of a sheet outside its records (a title, a table of contents, a turn
    sequence before them; unit profiles, an army list, dice tables, a FAQ after them), read
    as the block reader reads any sheet: tables, bullets, named lines, a table of contents
    set aside. The lines heading those parts are headings. `texts` and `skipped` take what
    that reader read of those lines."""
    lines = {number for block in blocks if not isinstance(block, Record) for number in block.lines}
    outside = read_blocks("\n".join(raw if n in lines else "" for n, raw in enumerate(raw_lines, start=1)), source)
    texts.update(outside.texts)
    skipped.update(outside.skipped)
    return [
        Heading(block.line, block.text, 1) if isinstance(block, Paragraph) and block.line in parts else block
        for block in outside.blocks
    ]
