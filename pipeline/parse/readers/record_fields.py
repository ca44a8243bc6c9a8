"""Records written as labelled fields, as a database or a form exports them:

    Nom : Tir Rapide (2)
    Type : Capacité Spéciale
    Portée : Arme
    Description : L'arme tire deux fois…

or with a tab for the colon (`Nom<TAB>Tir Rapide (2)`, a form's table copied to text).
The fields come in any order, their labels in any case, with or without accents, with
or without a space before the colon; `Type` or `Portée` may be missing. A field the
vocabulary does not know (`Source : Livre Tau p. 12`) is a field when the sheet uses
it so before a description (where no description line can be): after a description,
`Charge : une arme…` is a line of it, as in the four-line records.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

from pipeline.extract.text import slugify, strip_emphasis

NAME, KIND, SCOPE, TEXT = "name", "kind", "scope", "text"

# Slugged label -> the part of the record it gives.
_VOCABULARY: dict[str, str] = {
    **dict.fromkeys(("nom", "name", "intitule", "capacite", "regle-speciale"), NAME),
    **dict.fromkeys(("type", "categorie", "genre", "kind", "nature"), KIND),
    **dict.fromkeys(
        ("portee", "s-applique-a", "application", "cible", "concerne", "scope", "applies-to"),
        SCOPE,
    ),
    **dict.fromkeys(("description", "texte", "effet", "effets", "regle", "text", "details"), TEXT),
}
# `Label : value`, the label a few words without sentence punctuation, in bold or not; or
# `Label<TAB>value`, a form's two-column table as a word processor copies it to text.
# The label may end with the dot of an abbreviation (`Typ.`, `Desc.`), a form typed in haste.
_FIELD = re.compile(r"^(?P<label>[^\W\d_][^:.;!?\t]{0,30}?\.?)\s*(?::|\t+)\s*(?P<value>.*)$")
_MAX_LABEL_WORDS = 4
# The shortest stem an abbreviated label is read by: `Por.` or `Typ.` say which field, `P.` not.
_MIN_ABBREVIATION = 3


@dataclass(frozen=True)
class Field:
    label: str  # as printed
    key: str  # slugged: `Portée` and `PORTEE` are `portee`
    value: str

    @property
    def abbreviated(self) -> bool:
        return is_abbreviated(self.label)


def is_abbreviated(label: str) -> bool:
    """A label cut short with a dot (`Typ.`, `Cap. Spe.`), as a form typed in haste writes it."""
    return any(word.endswith(".") for word in label.split())


def read_field(text: str) -> Field | None:
    """`Portée : Arme` -> Field(Portée, portee, Arme); None for a line that is no field."""
    match = _FIELD.match(strip_emphasis(text))
    if not match:
        return None
    label = strip_emphasis(match.group("label"))
    if not label or len(label.split()) > _MAX_LABEL_WORDS:
        return None
    return Field(label, slugify(label), strip_emphasis(match.group("value")))


def field_role(field: Field) -> str | None:
    """What a field gives by the vocabulary: name, kind, scope or text; None if unknown. An
    abbreviated label (`Port.`, `Descr.`) gives what every label it begins gives."""
    role = _VOCABULARY.get(field.key)
    if role is not None or not field.abbreviated or len(field.key) < _MIN_ABBREVIATION:
        return role
    roles = {role for key, role in _VOCABULARY.items() if key.startswith(field.key)}
    return roles.pop() if len(roles) == 1 else None


def opens_record(text: str) -> Field | None:
    """The name field that opens a labelled record (`Nom : Tir Rapide`), else None."""
    field = read_field(text)
    return field if field is not None and field_role(field) == NAME else None


# One record a line as a database exports it: `nom=Vol; type=Capacité Spéciale; …`. A
# `;` parts two fields only before a further `label=` (a description may hold `;`).
_KEY_VALUE_SPLIT = re.compile(r"\s*[;|]\s*(?=[^\W\d_][\w' -]{0,30}?\s*=)")
_KEY_VALUE = re.compile(r"^(?P<label>[^\W\d_][\w' -]{0,30}?)\s*=\s*(?P<value>.*)$")


def _key_value_fields(text: str) -> list[Field] | None:
    """`nom=Vol; type=…` -> its fields; None unless every part of the line is `label=value`."""
    if "=" not in text:
        return None
    fields = []
    for part in _KEY_VALUE_SPLIT.split(text.strip()):
        match = _KEY_VALUE.match(part)
        if match is None:
            return None
        fields.append(Field(match["label"].strip(), slugify(match["label"]), match["value"].strip()))
    return fields


def _json_fields(text: str) -> list[Field] | None:
    """`{"nom": "Vol", "type": …}` (JSON Lines) -> its fields; None for another line."""
    if not (text.startswith("{") and text.endswith("}")):
        return None
    try:
        read = json.loads(text)
    except json.JSONDecodeError:
        return None
    if not isinstance(read, dict):
        return None
    return [
        Field(str(label), slugify(str(label)), "" if value is None else str(value)) for label, value in read.items()
    ]


def line_fields(text: str) -> list[Field] | None:
    """The fields of a record written on one line as a database exports it (`label=value`
    pairs, or a JSON object), two of them or more and one at least the vocabulary knows
    (the name checked by the reader); None for any other line."""
    fields = _key_value_fields(text) or _json_fields(text.strip())
    if fields is None or len(fields) < 2 or not any(field_role(field) is not None for field in fields):
        return None
    return fields


def record_opening(text: str) -> str | None:
    """What a database's record line opens with: its first label (slugged, `nom` of
    `nom=Vol; …`) or `{` (a JSON object); None for a line opening no such record. A record
    wrapped onto several lines (a hard-wrapped copy) goes on until a line opening alike."""
    if text.startswith("{"):
        return "{"
    match = _KEY_VALUE.match(text)
    return slugify(match["label"]) if match is not None else None
