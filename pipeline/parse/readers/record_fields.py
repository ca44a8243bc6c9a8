"""Records written as labelled fields, as a database or a form exports them:

    Nom : Tir Rapide (2)
    Type : Capacité Spéciale
    Portée : Arme
    Description : L'arme tire deux fois…

The fields come in any order, their labels in any case, with or without accents, with
or without a space before the colon; `Type` or `Portée` may be missing. A field the
vocabulary does not know (`Source : Livre Tau p. 12`) is a field when the sheet uses
it so before a description (where no description line can be): after a description,
`Charge : une arme…` is a line of it, as in the four-line records.
"""

from __future__ import annotations

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
# `Label : value`, the label a few words without sentence punctuation, in bold or not.
_FIELD = re.compile(r"^(?P<label>[^\W\d_][^:.;!?]{0,30}?)\s*:\s*(?P<value>.*)$")
_MAX_LABEL_WORDS = 4


@dataclass(frozen=True)
class Field:
    label: str  # as printed
    key: str  # slugged: `Portée` and `PORTEE` are `portee`
    value: str


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
    """What a field gives by the vocabulary: name, kind, scope or text; None if unknown."""
    return _VOCABULARY.get(field.key)


def opens_record(text: str) -> Field | None:
    """The name field that opens a labelled record (`Nom : Tir Rapide`), else None."""
    field = read_field(text)
    return field if field is not None and field_role(field) == NAME else None
