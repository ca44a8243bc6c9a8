"""Decks you choose: from a deck file's names to the weapons and rules whose cards it
holds, with every rule those reference (each once), in the order of their sheets."""

from __future__ import annotations

import difflib
import re
import unicodedata
from dataclasses import dataclass

import pandas as pd

from pipeline.extract.names import canonical_name
from pipeline.model.deck import DeckSpec
from pipeline.model.errors import SheetError


@dataclass(frozen=True)
class ChosenCards:
    """What a deck takes from one sheet: weapon profiles and rules, in sheet order."""

    sheet_id: str
    weapon_ids: tuple[str, ...]
    rule_ids: tuple[str, ...]


def _folded(name: str) -> str:
    """A name as a player may type it: case, accents, apostrophes and spacing do not matter."""
    name = name.replace("’", "'").replace("‘", "'")  # a keyboard types `d'Iron Fang` for `d’Iron Fang`
    decomposed = unicodedata.normalize("NFKD", name.casefold())
    return " ".join("".join(char for char in decomposed if not unicodedata.combining(char)).split())


def _unknown(spec: DeckSpec, where: str, kind: str, name: str, known: list[str]) -> SheetError:
    closest = difflib.get_close_matches(name, known, n=3, cutoff=0.5)
    hint = f"; closest: {', '.join(closest)}" if closest else ""
    return SheetError(spec.file, None, f"{kind} at {where}{hint}", name, code="deck-unknown-name")


def _by_name(frame: pd.DataFrame, column: str) -> dict[str, list[str]]:
    """folded name -> ids, in sheet order."""
    found: dict[str, list[str]] = {}
    for name, key in zip(frame["name"], frame[column], strict=True):
        found.setdefault(_folded(name), []).append(key)
    return found


# What players put between a weapon's name and its mode: `Micro-X Launcher - Surplomb`,
# `Tractor Maul (Traction)`, `Plasma Carbine / Dispersion`, `Mass Compactor : Concentré`.
_MODE_JOINERS = re.compile(r"[-–—/:()\[\],]")


def _profile_key(text: str) -> str:
    """A weapon and mode as typed, whatever joins them: `micro x launcher surplomb`."""
    return _folded(_MODE_JOINERS.sub(" ", text))


def _by_profile(frame: pd.DataFrame) -> dict[str, list[str]]:
    """folded `name mode` -> the id of that one profile, for weapons with modes."""
    found: dict[str, list[str]] = {}
    for name, mode, key in zip(frame["name"], frame["mode"], frame["weapon_id"], strict=True):
        if isinstance(mode, str) and mode:
            found.setdefault(_profile_key(f"{name} {mode}"), []).append(key)
    return found


def _weapon_ids(frame: pd.DataFrame, name: str) -> list[str]:
    """The profiles a deck's weapon names: every mode of the weapon, or the one mode it
    names after the weapon's name; [] for a name the sheet does not print."""
    return _by_name(frame, "weapon_id").get(_folded(name)) or _by_profile(frame).get(_profile_key(name), [])


def _rule_ids(frame: pd.DataFrame, name: str) -> list[str]:
    """The rule a deck names as printed, else without its parameter (`Brèche` for
    `Brèche (n)`, `TR` for `TR(n)`), else by the abbreviation the sheet gives it (`TR` for
    `Tir rapide (TR)`); [] for a name the sheet does not print."""
    folded = _folded(name)
    by_name = _by_name(frame, "rule_id")
    if folded in by_name:
        return by_name[folded]
    without_param = _folded(canonical_name(name))
    for rule_id, printed in zip(frame["rule_id"], frame["name"], strict=True):
        if _folded(canonical_name(printed)) == without_param:
            return [rule_id]
    abbreviated = [
        rule_id
        for rule_id, short in zip(frame["rule_id"], frame["abbreviation"], strict=True)
        if isinstance(short, str) and _folded(short) == folded
    ]
    return abbreviated[:1]


def check_sheets(spec: DeckSpec, sheet_ids: list[str]) -> None:
    """Every sheet the deck names is one of `sheet_ids`, or a `SheetError` with the closest."""
    for index, part in enumerate(spec.parts):
        if part.sheet not in sheet_ids:
            raise _unknown(spec, f"cards[{index}].sheet", "a sheet of the manifest", part.sheet, sheet_ids)


def choose(spec: DeckSpec, tables_by_sheet: dict[str, dict[str, pd.DataFrame]]) -> list[ChosenCards]:
    """The cards of `spec`, one `ChosenCards` per sheet it names (in its order). A name the
    sheet does not print is a `SheetError` naming the deck file, the entry and the closest
    names."""
    check_sheets(spec, list(tables_by_sheet))
    chosen: dict[str, tuple[set[str], set[str]]] = {}
    for index, part in enumerate(spec.parts):
        tables = tables_by_sheet[part.sheet]
        weapon_ids, rule_ids = chosen.setdefault(part.sheet, (set(), set()))
        for position, name in enumerate(part.weapons):
            found = _weapon_ids(tables["weapons"], name)
            if not found:
                known = sorted(set(tables["weapons"]["name"]))
                where = f"cards[{index}].weapons[{position}]"
                raise _unknown(spec, where, f"a weapon of {part.sheet}", name, known)
            weapon_ids.update(found)
        for position, name in enumerate(part.rules):
            found = _rule_ids(tables["rules"], name)
            if not found:
                known = sorted(set(tables["rules"]["name"]))
                raise _unknown(spec, f"cards[{index}].rules[{position}]", f"a rule of {part.sheet}", name, known)
            rule_ids.update(found)
    return [
        _with_references(sheet_id, tables_by_sheet[sheet_id], weapon_ids, rule_ids)
        for sheet_id, (weapon_ids, rule_ids) in chosen.items()
    ]


def _with_references(
    sheet_id: str, tables: dict[str, pd.DataFrame], weapon_ids: set[str], rule_ids: set[str]
) -> ChosenCards:
    """Add the rules the chosen weapons carry, then, for a rule that is a named part of
    another (a sub-entry), the rule whose card holds it, until nothing is added."""
    items = tables["weapon_rules"]
    referenced = set(items[items["weapon_id"].isin(weapon_ids)]["rule_id"].dropna())
    rules = tables["rules"]
    parents = dict(zip(rules["rule_id"], rules["parent_rule_id"], strict=True))
    wanted = set(rule_ids) | referenced
    pending = list(wanted)
    while pending:
        parent = parents.get(pending.pop())
        if isinstance(parent, str) and parent not in wanted:
            wanted.add(parent)
            pending.append(parent)
    return ChosenCards(
        sheet_id, _in_order(tables["weapons"], "weapon_id", weapon_ids), _in_order(rules, "rule_id", wanted)
    )


def _in_order(frame: pd.DataFrame, column: str, keep: set[str]) -> tuple[str, ...]:
    return tuple(key for key in frame[column] if key in keep)
