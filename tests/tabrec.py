"""What the tests of Infinity (`tabular`) and Epic (`records`) sheets compare: a
fixture sheet's rows as tuples of plain values, to set beside the values written by hand
from the sheet (tests/unit/games/infinity/, tests/unit/games/epic/)."""

from __future__ import annotations

import re

from pipeline.extract.text import slugify
from pipeline.model.result import ParseResult
from pipeline.model.sheet import SheetEntry
from pipeline.parse.sheet import parse_text
from tests.conftest import parsed_fixture as result


def rows(file: str, table: str) -> list[dict]:
    return result(file).tables[table].to_dict("records")


def kinds(file: str) -> dict[int, str]:
    coverage = result(file).coverage
    return dict(zip(coverage["source_line"], coverage["kind"], strict=True))


def nulls(values: tuple) -> tuple:
    """pandas' missing values as None, to compare with the values written by hand."""
    return tuple(None if value is None or value != value or str(value) == "<NA>" else value for value in values)


def sheet_id(file: str) -> str:
    return file.rsplit(".", 1)[0]


def short(file: str, rule_id: object) -> str | None:
    """A rule id without the sheet's prefix; None for a missing one."""
    (rule_id,) = nulls((rule_id,))
    return None if rule_id is None else str(rule_id).removeprefix(f"{sheet_id(file)}:")


def columns(file: str, table: str, names: tuple[str, ...]) -> list[tuple]:
    """The values of `names` in each row of `table`, in the sheet's order."""
    return [nulls(tuple(row[name] for name in names)) for row in rows(file, table)]


def bands(file: str, weapon: str) -> list[tuple]:
    """(label, min, max, unit, modifier) of each band of `weapon`."""
    weapon_id = f"{sheet_id(file)}:{weapon}"
    return [
        nulls((band["band_label"], band["min"], band["max"], band["unit"], band["modifier"]))
        for band in rows(file, "weapon_ranges")
        if band["weapon_id"] == weapon_id
    ]


RULE_COLUMNS = ("name", "abbreviation", "section", "scope", "takes_param")


def rules(file: str) -> list[tuple]:
    """(name, abbreviation, section, scope, takes param, parent, line) of each rule, the
    parent's id without the sheet's prefix."""
    return [
        (*nulls(tuple(r[name] for name in RULE_COLUMNS)), short(file, r["parent_rule_id"]), r["source_line"])
        for r in rows(file, "rules")
    ]


def section_rules(file: str, section: str, any_depth: bool = False) -> list[tuple]:
    """The `rules` rows of `section` and of their sub-entries (their sub-entries' too, at
    `any_depth`), in the sheet's order."""
    found = rules(file)
    parents = {slugify(r[0]) for r in found if r[2] == section}
    if any_depth:
        for r in found:
            if r[5] in parents:
                parents.add(slugify(r[0]))
    return [r for r in found if r[2] == section or r[5] in parents]


def texts(file: str) -> dict[str, str | None]:
    return {r["name"]: nulls((r["text"],))[0] for r in rows(file, "rules")}


def modifiers(file: str) -> list[tuple]:
    return columns(file, "modifiers", ("section", "name", "condition", "value", "source_line"))


def ammunition(file: str) -> list[tuple]:
    """(rule id without the sheet's prefix, effect, roll, critical effect, line) of each ammunition."""
    return [
        (short(file, a["rule_id"]), *nulls((a["effect"], a["roll"], a["critical_effect"], a["source_line"])))
        for a in rows(file, "ammunition")
    ]


ITEM_COLUMNS = ("label", "rule_name", "param", "combinator", "profile")


def items(file: str, weapon: str) -> list[tuple]:
    """(label, rule name, param, combinator, profile, rule id, match) of each rule item of `weapon`."""
    weapon_id = f"{sheet_id(file)}:{weapon}"
    found = sorted((link for link in rows(file, "weapon_rules") if link["weapon_id"] == weapon_id), key=position)
    return [
        (*nulls(tuple(link[name] for name in ITEM_COLUMNS)), short(file, link["rule_id"]), link["match"])
        for link in found
    ]


def item(label: str, rule_id: str, *, name: str | None = None, param: str | None = None) -> tuple:
    """A rule item read alone (no combinator), resolved exactly, as `items` lists it."""
    return (label, name or label, param, None, None, rule_id, "exact")


def each(label: str, rule_id: str) -> tuple:
    """One of ammunition given together (`AP+EXP`), as `items` lists it."""
    return (label, label, None, "all", None, rule_id, "exact")


def choice(label: str, rule_id: str, profile: int) -> tuple:
    """One of ammunition to choose from (`N/AP`, `/AP/DA`), as `items` lists it."""
    return (label, label, None, "choice", profile, rule_id, "exact")


def position(link: dict) -> int:
    return link["position"]


# (name, mode, line, melee only, close combat, strength, attribute, modifier, burst, template, E/M)
WEAPON_COLUMNS = (
    "name",
    "mode",
    "source_line",
    "melee_only",
    "close_combat",
    "strength",
    "strength_attribute",
    "strength_modifier",
    "burst",
    "template",
    "em_vulnerable",
)


def weapons(file: str) -> list[tuple]:
    return columns(file, "weapons", WEAPON_COLUMNS)


def rolls(file: str) -> list[tuple]:
    return columns(file, "roll_tables", ("table_name", "dice", "roll_from", "roll_to", "result", "source_line"))


def max_bands(labels: tuple[str, ...], *cells: str, unit: str = "cm") -> list[tuple]:
    """The bands that `max/modifier` cells give under the band headers `labels`, as `bands` lists them."""
    out = []
    for label, cell in zip(labels, cells, strict=False):
        distance, modifier = cell.split("/")
        out.append((label, None, float(distance), unit, int(modifier)))
    return out


def parse_inline(text: str, file: str = "inline.tsv", game: str = "infinity", fmt: str = "tabular") -> ParseResult:
    """A sheet given as text, declared as the manifest would declare it."""
    return parse_text(text.encode(), SheetEntry("inline", file, game, None, "inline", fmt, "fr"))


def inline(text: str, game: str = "infinity", file: str = "inline.tsv", fmt: str = "tabular") -> dict[str, list[dict]]:
    """The rows of a sheet given as text, every line of it read."""
    parsed = parse_inline(text, file, game, fmt)
    assert "unparsed" not in set(parsed.coverage["kind"])
    return {table: frame.to_dict("records") for table, frame in parsed.tables.items()}


def texts_of(found: dict[str, list[dict]]) -> dict[str, str | None]:
    """The text of each rule of an inline sheet's rows, by its name."""
    return {rule["name"]: rule["text"] for rule in found["rules"]}


def named(found: dict[str, list[dict]]) -> list[tuple]:
    """(name, parent id, line) of each rule."""
    return [(rule["name"], nulls((rule["parent_rule_id"],))[0], rule["source_line"]) for rule in found["rules"]]


def flat(text: str | None) -> str:
    return re.sub(r"\s+", " ", text or "")


def roll_cells(file: str) -> list[tuple]:
    return [row[1:] for row in rolls(file)]


def no_rule_or_weapon(file: str, lines: list[int]) -> None:
    covered = kinds(file)
    for line in lines:
        assert covered.get(line) not in ("unparsed", "rule", "weapon", "modifier", "roll_table"), (
            line,
            covered.get(line),
        )


def modifier_numbers(file: str) -> list[tuple]:
    return columns(file, "modifiers", ("name", "value_num"))


def jetable(uses: int) -> tuple:
    return item(f"Jetable ({uses})", "jetable-x", name="Jetable", param=str(uses))


def parents(file: str) -> dict[str, str | None]:
    """Each rule's name and its parent's id (without the sheet's prefix)."""
    return {r[0]: r[5] for r in rules(file)}


CORE_BANDS = ("COURTE", "MOYENNE", "LONGUE", "EXTREME")


PANO_BANDS = ("Courte", "Moyenne", "Longue", "Extrême")


NORMALE = item("N", "normale")


SUPPRESSION = item("Tir de Suppression", "tir-de-suppression")


ANTI_MATERIEL = item("Anti-matériel", "anti-materiel")


DEPLOYABLE = item("Déployable", "deployable")


INTUITIVE = item("Intuitive", "intuitive")


PERFORANT = item("Perforant", "perforant")


UPPER = ("COURTE", "MOYENNE", "LONGUE", "EXTREME")


BANDS = ("COURTE", "MOYENNE", "LONGUE", "EXTREME")


PANO = "infinity-panoceanie-aide-de-jeu.tsv"
