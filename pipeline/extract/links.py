"""Resolve the special-rule items of weapon profiles to the sheet's own glossary entries."""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field, replace

from pipeline.extract.builder import SheetBuilder
from pipeline.extract.cells import BARE_PARAM, RuleLabel, parse_item_label, parse_rule_label, split_rules_cell
from pipeline.extract.text import fold, split_name_alt, strip_emphasis, without_accents, without_star_call
from pipeline.model.document import TableRow

# A near miss such as `Choisir la Cible` / `Choisir une Cible` scores 0.85.
FUZZY_CUTOFF = 0.8
# `SP, SPx2`, `Démolition et Démolition (m)`: the forms of one rule; a comma inside
# parentheses parts a rule's two parameters (`Salve (X, Y)`), no forms.
_ALTERNATIVES = re.compile(r"(?:\s*,\s*|\s+et\s+)(?![^()]*\))")
_DIGITS = re.compile(r"\d+")


def glossary_keys(name: str) -> list[str]:
    """Lookup keys of a glossary entry: `SP, SPx2` -> [sp, spx2]; `Déflagration D3, D5, D10`
    -> [déflagration, déflagration d3]; `Démolition et Démolition (m)` -> [démolition, …];
    `TR(n)` -> [tr, tr(n)]."""
    return [key for key, _ in _keys_and_kinds(name)]


def _keys_and_kinds(name: str) -> list[tuple[str, bool]]:
    """Each key with whether it names the entry itself (True), or only its name with a
    printed value taken off (`K` of `K1`, `Déflagration` of `Déflagration D3`: False)."""
    keys: dict[str, bool] = {}
    alternatives = [alternative for alternative in _ALTERNATIVES.split(name.strip()) if alternative]
    # `Déflagration D3, D5, D10` lists values of one rule: the name without them is the rule.
    values_listed = any(BARE_PARAM.match(alternative) for alternative in alternatives)
    for alternative in alternatives:
        if BARE_PARAM.match(alternative):
            continue
        parsed = parse_rule_label(alternative)
        # A placeholder (`TR(n)`, `D(n)`) stands for any value: the name without it is the rule.
        placeholder = parsed.param is not None and not any(char.isdigit() for char in parsed.param)
        stripped_is_rule = placeholder or values_listed or parsed.param is None
        for key, itself in ((fold(parsed.name), stripped_is_rule), (fold(alternative), True)):
            if key:
                keys[key] = keys.get(key, False) or itself
    if len(alternatives) > 1:  # an item may print the whole name (`Démolition et Démolition (m)`)
        keys.setdefault(fold(name), True)
    return list(keys.items())


@dataclass(frozen=True)
class RuleItem:
    """One special-rule item of a weapon's rules cell, as printed."""

    weapon_id: str
    position: int
    label: str
    line: int
    combinator: str | None = None  # all | choice, for Infinity's `AP+DA`, `AP/DA`
    profile: int | None = None  # which of the weapon's profiles a choice belongs to


def rule_items(weapon_id: str, cell: str | None, line: int, first: int = 1) -> list[RuleItem]:
    """The items of a weapon's rules cell (`Arme lourde, Dévastation (2)`), numbered from `first`."""
    labels = split_rules_cell(cell or "")
    return [RuleItem(weapon_id, position, label, line) for position, label in enumerate(labels, start=first)]


def row_rule_items(weapon_id: str, row: TableRow, column: int, first: int = 1) -> list[RuleItem]:
    """The items of the rules cell in `column` of `row`: a line break inside it (a
    spreadsheet's quoted cell, `"Tir Suppressif<LF>Tir Spéculatif"`) parts items as `<br>` does."""
    return rule_items(weapon_id, "<br>".join(row.cell_lines(column)), row.line, first)


@dataclass
class Link:
    rule_id: str | None
    match: str  # exact | fuzzy | unresolved
    glossary_name: str | None = None


# A word this close to another is a typo of it (`Impréçis`, `Essaim`); `Lame` is no `Armure`.
_WORD_CUTOFF = 0.7
_SHORT_WORD = 3  # articles and the like (`la` / `une`) may differ


def _words_agree(target: str, key: str) -> bool:
    """Whether each word of `target` longer than an article is a near spelling of a word of
    `key`: a name close on the whole but naming another thing (`Lame Phasique` beside
    `Armure Phasique`) is no misspelling of it."""
    words = without_accents(key).split()
    return all(
        difflib.get_close_matches(word, words, n=1, cutoff=_WORD_CUTOFF)
        for word in without_accents(target).split()
        if len(word) > _SHORT_WORD
    )


def _abbreviated_entry(target: str, keys: list[str]) -> str | None:
    """The key `target` abbreviates, if one: the start of exactly one entry's name (`Nano`,
    `ADH`), its accents left out as a cell short of room leaves them (`Repetit.` of
    `Répétiteur`); of several, the one each other extends with words of its own
    (`Répétiteur` of `Répétiteur EVO`, `Répétiteur de position`), the entry they all build on."""
    if len(target) < 3:
        return None
    bare = without_accents(target)
    prefixed = sorted((key for key in keys if without_accents(key).startswith(bare)), key=len)
    if not prefixed:
        return None
    shortest = prefixed[0]
    if all(key.startswith(shortest + " ") for key in prefixed[1:]):
        return shortest
    return None


@dataclass
class Glossary:
    """Fold-keyed index of a sheet's rules. Where two rules answer to one key, the choice
    does not depend on their order in the sheet: a rule of its own before an entry named
    inside another, a name before an other-language name (`SP, SPx2` before `TIR EN
    SURPLOMB (SP)`), then the names themselves."""

    by_key: dict[str, tuple[str, str]] = field(default_factory=dict)
    _rank: dict[str, tuple[bool, bool, str]] = field(default_factory=dict)
    _names: set[str] = field(default_factory=set)  # keys that name an entry itself
    # The numbers in each key, and what a name no key holds came to: a sheet's weapons
    # carry the same unresolved items by the thousand, each compared once with every key.
    _digits: dict[str, list[str]] = field(default_factory=dict)
    _near: dict[str, Link] = field(default_factory=dict)

    def add(
        self,
        rule_id: str,
        name: str,
        name_alt: str | None = None,
        inside: bool = False,
        spelled: str | None = None,
        pointer: bool = False,
    ) -> None:
        """Index a rule by its name, its other name and, for an abbreviation, the words it
        stands for (`spelled`: `Tir Rapide` of `TR(n)`). A name given twice names the rule at
        the top level before a sub-entry, by its name before another name, and the rule
        itself before a `pointer` to it (`Tir spéculatif : Voir Compétences spéciales.`),
        wherever either stands in the sheet."""
        keys = [(key, False, itself) for key, itself in _keys_and_kinds(name)]
        for alt in (name_alt, spelled):
            keys += [(key, True, itself) for key, itself in (_keys_and_kinds(alt) if alt else [])]
        self._near.clear()  # a new key may be the near miss of a name looked up before
        for key, is_alt, itself in keys:
            self._digits.setdefault(key, _DIGITS.findall(key))
            if itself:
                self._names.add(key)
            rank = (inside, is_alt, pointer, fold(name))
            if key not in self._rank or rank < self._rank[key]:
                self._rank[key] = rank
                self.by_key[key] = (rule_id, name)

    def resolve(self, label: RuleLabel) -> Link:
        for key in (fold(label.name), fold(label.label)):
            if key in self.by_key:
                rule_id, name = self.by_key[key]
                return Link(rule_id, "exact", name)
        target = fold(label.name)
        if target not in self._near:
            self._near[target] = self._near_miss(target)
        return self._near[target]

    def _near_miss(self, target: str) -> Link:
        """The entry a name no key holds is a near miss or an abbreviation of, if one."""
        # Numbers carry meaning (`3 Attaques` is not `2 Attaques`), so a fuzzy match
        # must agree on every digit.
        digits = _DIGITS.findall(target)
        candidates = [key for key in self.by_key if self._digits[key] == digits]
        close = [
            key
            for key in difflib.get_close_matches(target, candidates, n=3, cutoff=FUZZY_CUTOFF)
            if _words_agree(target, key)
        ][:1]
        abbreviated = _abbreviated_entry(target, candidates)
        if close or abbreviated is not None:
            rule_id, name = self.by_key[close[0] if close else abbreviated]
            return Link(rule_id, "fuzzy", name)
        return Link(None, "unresolved")

    def knows(self, text: str) -> bool:
        return fold(text) in self.by_key

    def names_an_entry(self, text: str) -> bool:
        """Whether `text` is an entry's name as such, not a name with a value taken off."""
        return fold(text) in self._names


# An abbreviation as a rule's name: a few capitals (`TR` of `TR(n)`, `SP`).
_ABBREVIATION = re.compile(r"^[A-Z]{2,5}$")
# The words a rule's text opens with, as a sentence of their own (`Tir Rapide. Quand…`,
# `Tir Rapide : l'arme…`): a name, when their initials spell the rule's abbreviation.
_OPENING_WORDS = re.compile(r"^(?P<words>[^\W\d_][\w'’-]*(?:\s+[\w'’-]+){0,4})\s*[.:]")
# Words an abbreviation skips (`Tir en Surplomb` is `TS`, not `TES`).
_SMALL_WORDS = frozenset({"de", "du", "des", "d", "la", "le", "les", "l", "en", "à", "au", "aux", "et"})


def spelled_out(name: str, text: str | None) -> str | None:
    """`Tir Rapide` for the rule `TR(n)` whose text opens `Tir Rapide. Quand elle…`: the words
    an abbreviation stands for, as the rule's text spells them first (a weapon may print
    `Tir Rapide 2` for `TR2`); None when the name is no abbreviation or the text opens
    otherwise."""
    abbreviation = parse_rule_label(name).name
    if not _ABBREVIATION.match(abbreviation) or not text:
        return None
    opening = _OPENING_WORDS.match(strip_emphasis(text).strip())
    if opening is None:
        return None
    words = re.split(r"[\s'’-]+", opening["words"])
    initials = "".join(word[0] for word in words if word and word.casefold() not in _SMALL_WORDS)
    return opening["words"] if initials.casefold() == abbreviation.casefold() else None


def _worded_param(parsed: RuleLabel, glossary: Glossary) -> RuleLabel:
    """`Gabarit Direct (Grande Larme)`: a rule of the sheet with its value in words in
    parentheses or brackets (`Dégâts d'explosion [2d6 + 1/2 POW]`), when the whole is no
    entry and the name before the parenthesis is one."""
    head, inside = split_name_alt(parsed.label)
    if inside is None or glossary.knows(parsed.label) or not glossary.names_an_entry(head):
        return parsed
    return RuleLabel(parsed.label, head, inside)


# `Déflagration D6 et Pas de Couvert`: two items joined by a word, as a sentence lists them;
# `TR2/Lent`: items glued by a slash (a spaced one, `Lent / Perforant`, parts the cell's items
# already). Either may be part of a rule's own name (`Démolition et Démolition (m)`,
# `Rés/ Impact Variable`, `E/M`, `Jet BLI/2`), hence the glossary's say below.
_AND = re.compile(r"\s+et\s+", re.IGNORECASE)
_SLASH = re.compile(r"\s*/\s*")


def _exact_rule(label: str, glossary: Glossary) -> str | None:
    link = glossary.resolve(parse_item_label(label))
    return link.rule_id if link.match == "exact" else None


def _joined_parts(label: str, joiner: re.Pattern[str], glossary: Glossary) -> list[str]:
    """`A et B`, `A/B` as [A, B] when the whole names no entry and each part names a
    different one; else [label]."""
    parts = joiner.split(label)
    if len(parts) < 2 or _exact_rule(label, glossary) is not None:
        return [label]
    found = [_exact_rule(part, glossary) for part in parts]
    return parts if None not in found and len(set(found)) == len(parts) else [label]


def _item_parts(label: str, glossary: Glossary) -> list[str]:
    """The items one label joins by a slash, then by `et` (see `_joined_parts`)."""
    parts = _joined_parts(label, _SLASH, glossary) if "/" in label else [label]
    if " et " not in label.casefold():
        return parts
    return [piece for part in parts for piece in _joined_parts(part, _AND, glossary)]


def _split_on_and(items: list[RuleItem], glossary: Glossary) -> list[RuleItem]:
    """Items written `A et B` or `A/B` as the two items A and B (the weapon's later items
    numbered on), when the whole names no entry of the sheet and each part names another
    one: a rule whose name holds `et` or a slash (`Démolition et Démolition (m)`, both parts
    its own; `Rés/ Impact Variable`, whose parts are none) stays whole."""
    out: list[RuleItem] = []
    shift: dict[str, int] = {}  # by weapon: how many items the splits before added
    for item in items:
        added = shift.get(item.weapon_id, 0)
        parts = _item_parts(item.label, glossary)
        for offset, part in enumerate(parts):
            out.append(replace(item, position=item.position + added + offset, label=part))
        shift[item.weapon_id] = added + len(parts) - 1
    return out


def _without_star_call(label: str, glossary: Glossary) -> str:
    """`Arme lourde*` as `Arme lourde` when only the name without its stars is an entry of
    the sheet: the stars call a note under the table. (Infinity reads a star of its own in
    some items, so a label the sheet names as written keeps it.)"""
    bare = without_star_call(label)
    if bare == label or glossary.knows(label) or not glossary.knows(parse_item_label(bare).name):
        return label
    return bare


# `Voir Compétences spéciales.`, `cf. Tir indirect, p. 13`, `→ Règles de base`: a rule's
# whole text pointing to another place, no text of its own.
_POINTER = re.compile(r"^(?:voir|cf\.?|→)\s+\S[^.]{0,60}\.?$", re.IGNORECASE)


def is_pointer(text: str | None) -> bool:
    """Whether a rule's whole text only points to where it is written (see `_POINTER`)."""
    return isinstance(text, str) and bool(_POINTER.match(" ".join(text.split())))


def sheet_glossary(builder: SheetBuilder) -> Glossary:
    """Every rule of the sheet, indexed for linking."""
    builder.keep_named_parameters()
    glossary = Glossary()
    for rule in builder.rows.get("rules", []):
        inside = rule.get("parent_rule_id") is not None
        spelled = spelled_out(rule["name"], rule.get("text"))
        pointer = is_pointer(rule.get("text"))
        glossary.add(rule["rule_id"], rule["name"], rule["name_alt"], inside, spelled, pointer)
    return glossary


def _value_entry(parsed: RuleLabel, glossary: Glossary) -> Link | None:
    """`Continu : En feu`, `Critique : Gel` where the sheet has no entry for the kind before
    the colon: the value names the effect the weapon inflicts, and the sheet's entry for it
    (`EN FEU (Effet)- …`) is the one a player reads; None when the sheet has none either."""
    if parsed.param is None or ":" not in parsed.label:
        return None
    link = glossary.resolve(parse_rule_label(parsed.param))
    return link if link.match != "unresolved" else None


def link_weapon_rules(
    builder: SheetBuilder, items: list[RuleItem], glossary: Glossary | None = None, fallback: Glossary | None = None
) -> None:
    """Resolve each rule item against `glossary` (by default, every rule of the sheet), an
    item it does not know against `fallback` if given; every outcome goes to the links report."""
    if glossary is None:
        glossary = sheet_glossary(builder)
    for item in _split_on_and(items, glossary):
        parsed = parse_item_label(_without_star_call(item.label, glossary))
        if (
            parsed.param is not None
            and glossary.names_an_entry(parsed.label)
            and not glossary.names_an_entry(parsed.name)
        ):
            # `K1` is an entry of its own (an ammunition), not K with 1: a parameter is split
            # off only when the name without it is a rule of the sheet, or the whole is not.
            parsed = RuleLabel(parsed.label, parsed.label, None)
        elif parsed.param is None and parsed.label.endswith((")", "]")):
            parsed = _worded_param(parsed, glossary)
        link = glossary.resolve(parsed)
        if link.match == "unresolved":
            link = _value_entry(parsed, glossary) or link
        if link.match == "unresolved" and fallback is not None:
            link = fallback.resolve(parsed)
        builder.add(
            "weapon_rules",
            weapon_id=item.weapon_id,
            sheet_id=builder.sheet_id,
            position=item.position,
            label=parsed.label,
            rule_name=parsed.name,
            param=parsed.param,
            rule_id=link.rule_id,
            match=link.match,
            combinator=item.combinator,
            profile=item.profile,
            source_line=item.line,
        )
        builder.note(
            "links",
            {
                "weapon_id": item.weapon_id,
                "label": parsed.label,
                "match": link.match,
                "rule_id": link.rule_id,
                "glossary_name": link.glossary_name,
            },
        )
