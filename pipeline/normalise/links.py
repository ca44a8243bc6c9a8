"""Resolve the special-rule items of weapon profiles to the sheet's own glossary entries."""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field

from pipeline.normalise.values import BARE_PARAM, RuleLabel, parse_rule_label
from pipeline.text import fold

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


@dataclass
class Link:
    rule_id: str | None
    match: str  # exact | fuzzy | unresolved
    glossary_name: str | None = None


@dataclass
class Glossary:
    """Fold-keyed index of a sheet's rules; the first entry to claim a key keeps it."""

    by_key: dict[str, tuple[str, str]] = field(default_factory=dict)

    def add(self, rule_id: str, name: str, name_alt: str | None = None) -> None:
        for key in glossary_keys(name) + (glossary_keys(name_alt) if name_alt else []):
            self.by_key.setdefault(key, (rule_id, name))

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
        if close:
            rule_id, name = self.by_key[close[0]]
            return Link(rule_id, "fuzzy", name)
        return Link(None, "unresolved")
