"""Resolve the special-rule items of weapon profiles to the sheet's own glossary entries."""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field

from pipeline.extract.builder import SheetBuilder
from pipeline.extract.cells import BARE_PARAM, RuleLabel, parse_rule_label
from pipeline.extract.text import fold

# A near miss such as `Choisir la Cible` / `Choisir une Cible` scores 0.85.
FUZZY_CUTOFF = 0.8
_ALTERNATIVES = re.compile(r"\s*,\s*|\s+et\s+")


def glossary_keys(name: str) -> list[str]:
    """Lookup keys of a glossary entry: `SP, SPx2` -> [sp]; `Déflagration D3, D5, D10` ->
    [déflagration]; `Démolition et Démolition (m)` -> [démolition]; `TR(n)` -> [tr]."""
    keys: list[str] = []
    for alternative in _ALTERNATIVES.split(name.strip()):
        if not alternative or BARE_PARAM.match(alternative):
            continue
        for key in (fold(parse_rule_label(alternative).name), fold(alternative)):
            if key and key not in keys:
                keys.append(key)
    return keys


@dataclass(frozen=True)
class RuleItem:
    """One special-rule item of a weapon's rules cell, as printed."""

    weapon_id: str
    position: int
    label: str
    line: int
    combinator: str | None = None  # all | choice, for Infinity's `AP+DA`, `AP/DA`
    profile: int | None = None  # which of the weapon's profiles a choice belongs to


@dataclass
class Link:
    rule_id: str | None
    match: str  # exact | fuzzy | unresolved
    glossary_name: str | None = None


@dataclass
class Glossary:
    """Fold-keyed index of a sheet's rules. Where two rules answer to one key, the choice
    does not depend on their order in the sheet: a rule of its own before an entry named
    inside another, a name before an other-language name (`SP, SPx2` before `TIR EN
    SURPLOMB (SP)`), then the names themselves."""

    by_key: dict[str, tuple[str, str]] = field(default_factory=dict)
    _rank: dict[str, tuple[bool, bool, str]] = field(default_factory=dict)

    def add(self, rule_id: str, name: str, name_alt: str | None = None, inside: bool = False) -> None:
        keys = [(key, False) for key in glossary_keys(name)]
        keys += [(key, True) for key in (glossary_keys(name_alt) if name_alt else [])]
        for key, is_alt in keys:
            rank = (inside, is_alt, fold(name))
            if key not in self._rank or rank < self._rank[key]:
                self._rank[key] = rank
                self.by_key[key] = (rule_id, name)

    def resolve(self, label: RuleLabel) -> Link:
        for key in (fold(label.name), fold(label.label)):
            if key in self.by_key:
                rule_id, name = self.by_key[key]
                return Link(rule_id, "exact", name)
        target = fold(label.name)
        # Numbers carry meaning (`3 Attaques` is not `2 Attaques`), so a fuzzy match
        # must agree on every digit.
        digits = re.findall(r"\d+", target)
        candidates = [key for key in self.by_key if re.findall(r"\d+", key) == digits]
        close = difflib.get_close_matches(target, candidates, n=1, cutoff=FUZZY_CUTOFF)
        # An abbreviation (`Nano`, `ADH`) is the start of exactly one entry's name.
        prefixed = [key for key in candidates if len(target) >= 3 and key.startswith(target)]
        if close or len(prefixed) == 1:
            rule_id, name = self.by_key[close[0] if close else prefixed[0]]
            return Link(rule_id, "fuzzy", name)
        return Link(None, "unresolved")

    def knows(self, text: str) -> bool:
        return fold(text) in self.by_key


def link_weapon_rules(builder: SheetBuilder, items: list[RuleItem], glossary: Glossary | None = None) -> None:
    """Resolve each rule item against `glossary` (by default, every rule of the sheet);
    every outcome goes to the links report."""
    if glossary is None:
        glossary = Glossary()
        for rule in builder.rows.get("rules", []):
            glossary.add(rule["rule_id"], rule["name"], rule["name_alt"], rule.get("parent_rule_id") is not None)
    for item in items:
        parsed = parse_rule_label(item.label)
        link = glossary.resolve(parsed)
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
