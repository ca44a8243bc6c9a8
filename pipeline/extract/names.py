"""What a printed name means: its game-wide key, whether it takes a parameter, and what its
parenthesis holds (a name in the other language, an abbreviation or a tag)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from pipeline.extract.cells import BARE_PARAM, RuleLabel, parse_rule_label
from pipeline.extract.text import fold, has_placeholder, is_upper_heading, slugify, without_placeholder

# `SP, SPx2`, `Déflagration D3, D5, D10`, `Démolition et Démolition (m)`: one rule, several forms.
_ALTERNATIVES = re.compile(r"\s*,\s*|\s+et\s+")
# An abbreviation: a short run of capitals, digits and marks (`SH`, `LDV`, `A`, `E/M`).
_ABBREVIATION = re.compile(r"^[A-Z0-9][A-Z0-9/.,&-]{0,6}$")
# What French shows and English lacks: accents, its little words, some endings.
_FRENCH_MARKS = re.compile(
    r"[àâäéèêëîïôöùûüÿçœæ]|\b(?:de|des|du|la|le|les|en|et|à|au|aux|d|l|un|une|pour|par|sur|sans)\b|"
    r"\w(?:eur|euse|eurs|ment|ée|ées|aux)\b",
    re.IGNORECASE,
)
# (Not `-er`: French has as many: Bouclier, Tirer.)
_ENGLISH_MARKS = re.compile(r"\b(?:the|of|and|with|to|for)\b|\w(?:ing|ed)\b", re.IGNORECASE)


def name_forms(name: str) -> list[str]:
    """The forms a rule name lists, placeholder removed: `Déflagration D3, D5, D10` ->
    [Déflagration D3, D5, D10]; `TR(n)` -> [TR]."""
    return [form for form in _ALTERNATIVES.split(without_placeholder(name.strip())) if form]


# Whether a name is one of the sheet's rules (given folded, see `text.fold`).
IsRule = Callable[[str], bool]


def _splits_off(name: str, forms: list[str], label: RuleLabel, is_rule: IsRule | None) -> bool:
    """Whether `label`'s parameter is a parameter of the rule `label.name` (`TR2` is TR with
    2 where TR is a rule) rather than part of a name of its own (`T2`, `K1`: ammunition).
    A placeholder (`D(n)`) or values listed beside it (`Déflagration D3, D5, D10`) say so;
    otherwise the sheet must have the bare name as a rule (`SP` of `SP, SPx2` is one).
    Without the sheet to ask (`is_rule` None), a parameter splits off."""
    if label.param is None:
        return False
    if has_placeholder(name) or not any(char.isdigit() for char in label.param):
        return True
    if any(BARE_PARAM.match(form) for form in forms[1:]):
        return True
    return is_rule is None or is_rule(fold(label.name))


def _first_form(name: str) -> tuple[list[str], RuleLabel]:
    forms = name_forms(name) or [name]
    return forms, parse_rule_label(forms[0])


def canonical_name(name: str, is_rule: IsRule | None = None) -> str:
    """The rule a printed name stands for, without parameter: `Déflagration D(n)`,
    `Déflagration D3, D5, D10` -> `Déflagration`; `SP, SPx2` -> `SP`; `TR(n)` -> `TR`;
    `TR2` -> `TR` where TR is a rule (`is_rule`), `T2` where T is none."""
    forms, label = _first_form(name)
    return label.name if _splits_off(name, forms, label, is_rule) else label.label


def takes_param(name: str, is_rule: IsRule | None = None) -> bool:
    """`TR(n)`, `Leader (n)`, `Déflagration D3, D5, D10`, `SP, SPx2`: a placeholder, or a
    form with a parameter (`D3`, `x2`) among those listed; not `T2` or `K1`, names of their
    own where the sheet has no rule `T` or `K` (`is_rule`)."""
    if has_placeholder(name):
        return True
    forms = name_forms(name)
    return any(BARE_PARAM.match(form) or _splits_off(name, forms, parse_rule_label(form), is_rule) for form in forms)


def rule_key(game: str, name: str, parent_key: str | None = None, is_rule: IsRule | None = None) -> str:
    """The same rule in every sheet of a game: `antares:deflagration`. An entry named inside
    another rule is keyed under it (`antares:iso-drone/lent`)."""
    slug = slugify(canonical_name(name, is_rule))
    return f"{parent_key}/{slug}" if parent_key else f"{game}:{slug}"


def weapon_key(game: str, name: str, mode: str | None) -> str:
    """The same weapon profile in every sheet of a game: `antares:mag-gun`,
    `antares:plasma-carbine:dispersion`."""
    return f"{game}:{slugify(name)}" + (f":{slugify(mode)}" if mode else "")


@dataclass(frozen=True)
class AltName:
    """What a name's parenthesis holds, sorted out."""

    name_en: str | None = None
    abbreviation: str | None = None
    tag: str | None = None


def is_initials(short: str, long: str) -> bool:
    """`ADE` for `Aire d'Effet`, `LDV` for `Ligne de Vue`: the short form is the initials
    of the long one's words (elided ones included)."""
    initials = "".join(word[0] for word in re.findall(r"\w+", long)).upper()
    return bool(_ABBREVIATION.match(short)) and short.replace(".", "") == initials


def _language(text: str) -> str | None:
    french, english = len(_FRENCH_MARKS.findall(text)), len(_ENGLISH_MARKS.findall(text))
    if french > english:
        return "fr"
    if english > french:
        return "en"
    return None


def english_side(name: str, alt: str) -> str | None:
    """Which of a translated pair is the English one: `name`, `alt`, or None when the words
    do not tell (`Follow (Poursuite)`)."""
    name_language, alt_language = _language(name), _language(alt)
    if name_language == "en" or (alt_language == "fr" and name_language != "fr"):
        return "name"
    if alt_language == "en" or (name_language == "fr" and alt_language != "fr"):
        return "alt"
    return None


def _is_tag(name: str, alt: str, translated: bool) -> bool:
    """Whether `alt` is one word telling what kind of rule `name` is (`ATTAQUE EN PASSANT
    (Ordre)`, `CONVERGENCE (Action)`) rather than its other-language name: after a French
    name; or, in a sheet no pair of which reads as a translation (`translated` False), in
    the case of running text after a name in capitals no words tell English, as Warmachine
    prints a rule's kind (`CONVERGENCE` says no language, `Action` is a word of both; a
    name's translation is printed in its case: `Traction (Tractor)`)."""
    if len(alt.split()) != 1 or _language(alt) == "en":
        return False
    language = _language(name)
    if language == "fr":
        return True
    return language is None and not translated and is_upper_heading(name) and not alt.isupper()


def sort_alt_names(pairs: list[tuple[str, str | None]]) -> list[AltName]:
    """For each (name, name_alt) of one sheet, what the parenthesis holds: an abbreviation
    (`Shock (SH)`, `LIGNE DE VUE (LDV)`), a tag (one French word after a French name:
    `ATTAQUE EN PASSANT (Ordre)`), or the other-language name. Which side is English follows
    the words where they tell, and the sheet's own habit where they do not (most sheets
    print the English name with its French one in parentheses, or the reverse, throughout)."""
    sides = [english_side(name, alt) if alt else None for name, alt in pairs]
    told = [side for side in sides if side]
    habit = max(("name", "alt"), key=told.count) if told else "alt"
    out = []
    for (name, alt), side in zip(pairs, sides, strict=True):
        if not alt:
            out.append(AltName())
        elif _ABBREVIATION.match(alt) and len(alt) < len(name):
            out.append(AltName(abbreviation=alt))
        elif is_initials(name, alt):
            out.append(AltName(abbreviation=name))  # `ADE (Aire d'Effet)`
        elif _is_tag(name, alt, translated=bool(told)):
            out.append(AltName(tag=alt))
        else:
            english = name if (side or habit) == "name" else alt
            out.append(AltName(name_en=english))
    return out
