"""What a printed name means: its game-wide key, whether it takes a parameter, and what its
parenthesis holds (a name in the other language, an abbreviation or a tag)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from pipeline.extract.cells import BARE_PARAM, RuleLabel, parse_rule_label
from pipeline.extract.text import fold, has_placeholder, slugify, split_name_alt, without_placeholder

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
    of the long one's words (elided ones included); or those initials in the case the
    words print them, the little words' in lower case (`LdV`, `ZdC`, as Infinity writes them)."""
    initials = "".join(word[0] for word in re.findall(r"\w+", long))
    if bool(_ABBREVIATION.match(short)) and short.replace(".", "") == initials.upper():
        return True
    return len(short) >= 2 and short == initials and short[0].isupper() and not short.isupper()


def is_short_form(short: str, long: str) -> bool:
    """`ADE` for `Aire d'Effet` (initials), `ARM` for `Armure` (a one-word name cut short,
    printed in capitals as stat names are): `short` abbreviates `long`."""
    if is_initials(short, long):
        return True
    words = re.findall(r"\w+", long)
    cut = short.rstrip(".")
    return (
        len(words) == 1
        and bool(_ABBREVIATION.match(short))
        and cut.isupper()
        and len(cut) < len(words[0])
        and fold(words[0]).startswith(fold(cut))
    )


# The words that say what kind of rule an entry is, printed in its parenthesis
# (`ATTAQUE EN PASSANT (Ordre)`, `CONVERGENCE (Action)`, `Pas lourd (★ Capacité)`): Warmachine's
# and Infinity's kinds of rules, in French and English. A kind is no name: were it read by
# language, `Renversement (Knockdown)` (an English name) would be one and `(★ Action)` none.
_RULE_KINDS = frozenset(
    fold(word)
    for word in (
        "Action",
        "Attaque",
        "Attack",
        "Capacité",
        "Ability",
        "Ordre",
        "Order",
        "Effet",
        "Effect",
        "Test",
        "Sort",
        "Spell",
        "Animus",
        "Réaction",
        "Reaction",
        "Passif",
        "Passive",
        "Compétence",
        "Skill",
        "Équipement",
        "Equipment",
        "Trait",
        "Automatique",
        "Automatic",
        "Obligatoire",
        "Mouvement",
        "Movement",
        "Déploiement",
        "Deployment",
    )
)
# A kind with its qualifier (`Ordre Entier`, `Compétence Courte`, `Effet Continu`): a kind
# word first, a word or two after it.
_MAX_KIND_WORDS = 3
# A pictograph before a kind (`★ Action`, `★Attaque`: Warmachine marks a special action or
# attack so): an icon, printed as nothing, that no app compares.
_LEADING_ICON = re.compile(r"^[^\w\s(]+\s*")


def rule_kind(text: str) -> str | None:
    """The kind of rule `text` names (`Ordre`, `★ Action` -> `Action`, `Ordre Entier`), or
    None when it opens with no such word."""
    kind = _LEADING_ICON.sub("", text.strip())
    words = kind.split()
    return kind if words and len(words) <= _MAX_KIND_WORDS and fold(words[0]) in _RULE_KINDS else None


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


def _both_french(name: str, alt: str) -> bool:
    """`ARC ÉLECTRIQUE (Électro-saut)`, `ESSAIM DE RÉPARATION (Nano-Réparateurs)`: both sides
    read French, the parenthesis is another French name or a remark, no English one."""
    return _language(name) == "fr" and _language(alt) == "fr"


def _is_tag(name: str, alt: str) -> bool:
    """Whether `alt` tells what kind of rule `name` is (`(Ordre)`, `(★ Action)`) rather than
    its other-language name: a kind, after a name that is not a kind word itself
    (`Attaque (Attack)` is a translated pair; `ATTAQUE EN PASSANT (Ordre)` a tagged rule)."""
    return rule_kind(alt) is not None and fold(_LEADING_ICON.sub("", name.strip())) not in _RULE_KINDS


def _is_numbered_qualifier(alt: str) -> bool:
    """`Titan du Chaos (Classe 5)`, `(Niveau 2)`: a parenthesis of words and a number says
    which class or level the entry is, in the sheet's own language; no other-language name."""
    return bool(re.search(r"\d", alt)) and not _ABBREVIATION.match(alt)


def _named(name: str, alt: str, side: str | None, habit: str) -> AltName:
    """A parenthesis that is no tag: an abbreviation (`Shock (SH)`, `ADE (Aire d'Effet)`,
    `ARM (Armure)`), no English name where both sides read French, or the English side."""
    if (_ABBREVIATION.match(alt) and len(alt) < len(name)) or is_initials(alt, name):
        return AltName(abbreviation=alt)
    if is_short_form(name, alt):
        return AltName(abbreviation=name)
    if _both_french(name, alt) or _is_numbered_qualifier(alt):
        return AltName()
    return AltName(name_en=name if (side or habit) == "name" else alt)


def sort_alt_names(pairs: list[tuple[str, str | None]]) -> list[AltName]:
    """For each (name, name_alt) of one sheet, what the parenthesis holds: an abbreviation
    (`Shock (SH)`, `LIGNE DE VUE (LDV)`), a tag (a kind of rule: `ATTAQUE EN PASSANT (Ordre)`,
    `Tir concentré (★ Action)` -> `Action`), or the other-language name. Which side is English
    follows the words where they tell, and the sheet's own habit where they do not (most sheets
    print the English name with its French one in parentheses, or the reverse, throughout).
    A name that keeps a parenthesis of its own before its tag (`Piétinement (Trample)
    [★Action]`) has that one sorted too: `Trample` is its English name."""
    sides = [english_side(name, alt) if alt else None for name, alt in pairs]
    told = [side for side in sides if side]
    habit = max(("name", "alt"), key=told.count) if told else "alt"
    out = []
    for (name, alt), side in zip(pairs, sides, strict=True):
        if not alt:
            out.append(AltName())
        elif _is_tag(name, alt):
            head, inner = split_name_alt(name)
            inner_name = _named(head, inner, english_side(head, inner), habit) if inner else AltName()
            out.append(replace(inner_name, tag=rule_kind(alt)))
        else:
            out.append(_named(name, alt, side, habit))
    return out
