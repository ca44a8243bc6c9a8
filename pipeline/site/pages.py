"""A sheet's page of the site, its search documents and its line in the index, from its
validated tables; a deck's page from the sheets it takes its cards from.

The page shows what the reference sheet prints, through the same entries and tables
(`pipeline.render.entries`), laid out for a phone: each weapon with its modes under it and
its bands as a ruler, its rules as links to their glossary entries (`#rule-<rule_key>`)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

import pandas as pd

from pipeline.extract.text import without_accents
from pipeline.render.chosen import ChosenCards
from pipeline.render.context import PrintOptions, print_template, records, sheet_weapons
from pipeline.render.entries import Entry, present
from pipeline.render.sheet import sheet_context
from pipeline.site import SHEETS_DIR
from pipeline.site.ruler import Ruler, weapon_rulers

# The columns of a weapon that hold its rules: printed as links to their entries.
RULE_COLUMNS = ("rules", "rules_raw")


def rule_anchors(rules: pd.DataFrame) -> dict[str, str]:
    """rule_id -> its anchor, `rule-<rule_key>`; a key two rules of the sheet share (`Medic
    (n)` and a section `MEDIC`) is the first's, in the sheet's order, `rule-<rule_key>-2`
    the next's."""
    anchors: dict[str, str] = {}
    seen: dict[str, int] = {}
    for rule in records(rules.sort_values("source_line")):
        seen[rule["rule_key"]] = count = seen.get(rule["rule_key"], 0) + 1
        anchors[rule["rule_id"]] = f"rule-{rule['rule_key']}" + (f"-{count}" if count > 1 else "")
    return anchors


def weapon_anchor(weapon_id: str) -> str:
    """`weapon-mag-gun` for `antares-algoryn:mag-gun`: unique on its sheet's page."""
    return f"weapon-{weapon_id.split(':', 1)[-1]}"


def sheet_url(sheet_id: str, anchor: str | None = None) -> str:
    """A sheet's page from the site's root (`sheets/antares-algoryn.html#rule-antares:tr`)."""
    return f"{SHEETS_DIR}/{sheet_id}.html" + (f"#{anchor}" if anchor else "")


@dataclass
class Profile:
    """One line of a weapon on the page: the weapon itself, or one of its modes."""

    mode: str | None
    bands: list[tuple[str, str]]  # (band label, value as printed)
    cells: list[tuple[str, Any]]  # (header, value); a rules cell: [(label, href or None)]
    ruler: Ruler | None
    melee_only: bool
    errata: str | None
    anchor: str


@dataclass
class WeaponGroup:
    """A weapon and its modes, under its name once."""

    title: str
    mark: str
    anchor: str
    profiles: list[Profile] = field(default_factory=list)


def _rule_links(tables: dict[str, pd.DataFrame], href: dict[str, str]) -> dict[str, list[tuple[str, str | None]]]:
    """weapon_id -> its rules as printed, each with where its entry is (None: the sheet has none)."""
    links: dict[str, list[tuple[str, str | None]]] = {}
    for row in records(tables["weapon_rules"].sort_values(["weapon_id", "position"])):
        target = href.get(row["rule_id"]) if present(row["rule_id"]) else None
        links.setdefault(row["weapon_id"], []).append((row["label"], target))
    return links


def _rule_hrefs(tables: dict[str, pd.DataFrame], page: str = "") -> dict[str, str]:
    """rule_id -> the address of its entry (on this page, or on `page`)."""
    return {rule_id: f"{page}#{anchor}" for rule_id, anchor in rule_anchors(tables["rules"]).items()}


def weapon_groups(
    tables: dict[str, pd.DataFrame], units: str, page: str = "", only: set[str] | None = None
) -> list[WeaponGroup]:
    """The sheet's weapons in its order, each mode under its weapon (`only`: those profiles)."""
    band_labels, headers, weapons = sheet_weapons(tables, tables["sheets"]["game"].iloc[0], units)
    columns = [column for _, column in _weapon_columns(tables)]
    rulers = weapon_rulers(tables, units)
    links = _rule_links(tables, _rule_hrefs(tables, page))
    groups: list[WeaponGroup] = []
    for weapon in weapons:
        if only is not None and weapon["weapon_id"] not in only:
            continue
        if not groups or groups[-1].title != weapon["title"] or not present(weapon["mode"]):
            groups.append(WeaponGroup(weapon["title"], weapon["mark"], weapon_anchor(weapon["weapon_id"])))
        cells = []
        for header, column, value in zip(headers, columns, weapon["cells"], strict=True):
            linked = links.get(weapon["weapon_id"]) if column in RULE_COLUMNS else None
            if linked or value:
                cells.append((header, linked or value))
        ruler = rulers.get(weapon["weapon_id"])
        # A band in words beside its ruler: where it starts and ends (`0–20″`), as drawn,
        # and the minimum range the ruler shades.
        bands = (
            [(segment.label, ruler.band_text(segment)) for segment in ruler.segments]
            + ([("Portée minimale", ruler.length(ruler.minimum))] if ruler.minimum else [])
            if ruler is not None
            else [(label, band) for label, band in zip(band_labels, weapon["bands"], strict=True) if band != "—"]
        )
        groups[-1].profiles.append(
            Profile(
                mode=weapon["mode"] if present(weapon["mode"]) else None,
                bands=bands,
                cells=cells,
                ruler=ruler,
                melee_only=weapon["melee_only"] is True,
                errata=weapon["errata"],
                anchor=weapon_anchor(weapon["weapon_id"]),
            )
        )
    return groups


def _weapon_columns(tables: dict[str, pd.DataFrame]) -> tuple[tuple[str, str], ...]:
    from pipeline.games import load_game

    return load_game(tables["sheets"]["game"].iloc[0]).weapon_columns


def _anchored(entries: list[Entry], anchors: dict[str, str]) -> None:
    """Each entry's anchors: one per rule it prints (its own, and those of sub-entries whose
    words its text holds), so every rule of the sheet has its `#rule-<rule_key>`."""
    for entry in entries:
        entry.anchors = [anchors[key] for table, key in entry.keys if table == "rules" and key in anchors]
        _anchored(entry.subentries, anchors)


def sheet_page_context(tables: dict[str, pd.DataFrame], options: PrintOptions) -> dict[str, Any]:
    context = sheet_context(tables, options)
    anchors = rule_anchors(tables["rules"])
    for _, entries in context["rules"]:
        _anchored(entries, anchors)
    # Infinity's ammunition is a row of its table, not an entry of the glossary.
    for row in context["ammunition"]:
        row["anchor"] = anchors.get(row["rule_id"])
    return {
        **context,
        "root": "../",
        "language": context["sheet"]["language"],
        "weapon_groups": weapon_groups(tables, options.units),
        "last_erratum": last_erratum(tables),
    }


_TABLE = re.compile(r"<table\b.*?</table>", re.DOTALL)
_CAPTION = re.compile(r"<caption\b[^>]*>(.*?)</caption>", re.DOTALL)
_TAG = re.compile(r"<[^>]+>")
_TABLE_TAG = re.compile(r'<table\b(?: class="([^"]*)")?')
_HEAD_ROW = re.compile(r"<thead>\s*<tr\b[^>]*>(.*?)</tr>", re.DOTALL)
_HEADER_CELL = re.compile(r"<th\b([^>]*)>(.*?)</th>", re.DOTALL)
_CELL = re.compile(r"<(td|th)\b([^>]*)>")
_ROW = re.compile(r"<tr\b[^>]*>(.*?)</tr>", re.DOTALL)
_SPAN = re.compile(r'colspan="(\d+)"')
# A table of more columns than this reflows on a phone: each row a block, each cell after
# its column's header (narrower ones keep their columns, and scroll in their box).
REFLOW_ABOVE = 3


def _text(html: str) -> str:
    """The words of a piece of markup, escaped already (fit for an attribute as they are)."""
    return " ".join(_TAG.sub("", html).split())


def _span(attributes: str) -> int:
    found = _SPAN.search(attributes)
    return int(found.group(1)) if found else 1


def _head_cells(table: str) -> list[tuple[str, str]]:
    """(attributes, markup) of each cell of the table's head row."""
    head = _HEAD_ROW.search(table)
    return _HEADER_CELL.findall(head.group(1)) if head else []


def column_labels(table: str) -> list[str]:
    """Each column's header, as the table's head row names it (one spanning two columns
    names both; one spanning them all is a title: it names none), "" for a column with
    none; as many as the widest row has cells."""
    cells = _head_cells(table)
    labels = [
        label for attributes, cell in cells for label in [_text(cell) if len(cells) > 1 else ""] * _span(attributes)
    ]
    widest = max(
        (sum(_span(attributes) for _, attributes in _CELL.findall(row)) for row in _ROW.findall(table)), default=0
    )
    return labels + [""] * (widest - len(labels))


_FIRST_CELL = re.compile(r"<t[dh]\b[^>]*>(.*?)</t[dh]>", re.DOTALL)


def lists_side_by_side(table: str) -> bool:
    """Whether a row of the table's body has no first cell while others go on: its columns
    are lists side by side (`Mouvement court`, `Compétence courte`…), not records, and a
    row of it pairs items that have nothing to do with each other."""
    body = table.rpartition("</thead>")[2]
    for row in _ROW.findall(body):
        first = _FIRST_CELL.search(row)
        if first and not _text(first.group(1)) and _text(row):
            return True
    return False


def reflowing(table: str) -> str:
    """A table of more than `REFLOW_ABOVE` columns marked to reflow on a phone (`reflow`),
    each of its cells with its column's header (`data-label`, "" for a cell across the
    whole row); a narrower table as it is, one of lists side by side marked `lists` (both
    scroll)."""
    if lists_side_by_side(table):
        return _with_classes(table, "lists")
    labels = column_labels(table)
    if len(labels) <= REFLOW_ABOVE:
        return table

    def row(match: re.Match[str]) -> str:
        column = 0

        def cell(found: re.Match[str]) -> str:
            nonlocal column
            name, attributes = found.groups()
            label = labels[column] if column < len(labels) and _span(attributes) < len(labels) else ""
            column += _span(attributes)
            return found.group(0) if name == "th" else f'<td{attributes} data-label="{label}">'

        return _CELL.sub(cell, match.group(0))

    # A head of one cell is the table's title: it stays in view over the rows.
    table = _with_classes(table, "reflow", *(["titled"] if len(_head_cells(table)) == 1 else []))
    # The head's cells are the labels; each row after it has them.
    head, _, body = table.rpartition("</thead>")
    return (head + "</thead>" if head else "") + _ROW.sub(row, body)


def _with_classes(table: str, *names: str) -> str:
    """The table with `names` added to its classes."""
    tag = _TABLE_TAG.match(table)
    classes = " ".join([*(tag.group(1) or "").split(), *names])
    return f'<table class="{classes}"' + table[tag.end() :]


def scrolling_tables(html: str) -> str:
    """Each table in a box of its own that scrolls sideways when the table is wider than
    the phone, named after its caption and reachable from the keyboard; a table of many
    columns reflows instead (`reflowing`). The tables come from the templates the print
    shares, which know nothing of a screen's width."""

    def boxed(match: re.Match[str]) -> str:
        caption = _CAPTION.search(match.group(0))
        # The caption's text, escaped already: it goes into the attribute as it is.
        label = _text(caption.group(1)) if caption else "Tableau"
        return f'<div class="scroll" tabindex="0" role="region" aria-label="{label}">{reflowing(match.group(0))}</div>'

    return _TABLE.sub(boxed, html)


def sheet_page(tables: dict[str, pd.DataFrame], options: PrintOptions) -> str:
    """The sheet's page (`sheets/<sheet_id>.html`)."""
    return scrolling_tables(print_template("site/sheet.html.j2").render(**sheet_page_context(tables, options)))


def last_erratum(tables: dict[str, pd.DataFrame]) -> str | None:
    dates = tables["errata"]["date"]
    return str(dates.max()) if len(dates) else None


def index_entry(tables: dict[str, pd.DataFrame], data_version: str | None) -> dict[str, Any]:
    """The sheet's line in the site's index."""
    sheet = records(tables["sheets"])[0]
    return {
        "sheet_id": sheet["sheet_id"],
        "title": sheet["title"],
        "game": sheet["game"],
        "faction": sheet["faction"],
        "data_version": data_version,
        "last_erratum": last_erratum(tables),
        "url": sheet_url(sheet["sheet_id"]),
    }


def _words(*values: Any, between: str = " ") -> str:
    """The values present, each once (a rule's other name is often its abbreviation too),
    `between` them."""
    return between.join(dict.fromkeys(str(value) for value in values if present(value) and str(value)))


def folded(text: str) -> str:
    """`text` without case or accents (`Déflagration` -> `deflagration`), as the search compares."""
    return without_accents(text).casefold()


def other_names(name: str, *values: Any) -> str:
    """A result's other names: those present, each once and none the name itself, compared
    without case or accents (`ARC` of `Tir en Arc ARC` is the rule `ARC`'s own)."""
    seen = {folded(name).strip()}
    names = []
    for value in values:
        key = folded(str(value)).strip() if present(value) else ""
        if key and key not in seen:
            seen.add(key)
            names.append(str(value))
    return " ".join(names)


def profile_text(profile: Profile) -> str:
    """A weapon's or mode's line in the results: its bands, values and rules as its page
    shows them (`Efficace 0–20″ · Portée Longue 20–30″ · VI 1`)."""
    parts = ["Corps-à-corps uniquement"] if profile.melee_only else [f"{label} {band}" for label, band in profile.bands]
    for label, value in profile.cells:
        parts.append(f"{label} {value if isinstance(value, str) else ', '.join(rule for rule, _ in value)}")
    return " · ".join(parts)


def search_documents(tables: dict[str, pd.DataFrame], units: str = "as-printed") -> list[dict[str, str]]:
    """What the search box finds on this sheet: its rules (by name, other-language name,
    abbreviation, tag and text), its weapons (by name and rules; their profile shown, not
    searched) and its dice tables and grids, each with the address of where it is shown."""
    sheet = records(tables["sheets"])[0]
    sheet_id, title = sheet["sheet_id"], sheet["title"]

    def document(
        kind: str, key: str, name: str, anchor: str | None, alt: str = "", text: str = "", profile: str = ""
    ) -> dict[str, str]:
        return {
            "id": f"{kind}:{key}",
            "sheet_id": sheet_id,
            "sheet": title,
            "kind": kind,
            "name": name,
            "alt": alt,
            "text": text,
            "profile": profile,
            "url": sheet_url(sheet_id, anchor),
        }

    anchors = rule_anchors(tables["rules"])
    documents = [
        document(
            "règle",
            rule["rule_id"],
            rule["name"],
            anchors[rule["rule_id"]],
            other_names(rule["name"], rule["name_alt"], rule["name_en"], rule["abbreviation"], rule["tag"]),
            _words(rule["text_plain"]),
        )
        for rule in records(tables["rules"].sort_values("source_line"))
    ]
    profiles = {profile.anchor: profile for group in weapon_groups(tables, units) for profile in group.profiles}
    for weapon in records(tables["weapons"].sort_values("position")):
        name, anchor = _words(weapon["name"], weapon["mode"]), weapon_anchor(weapon["weapon_id"])
        rules = _words(weapon["rules_raw"])
        documents.append(document("arme", weapon["weapon_id"], name, anchor, "", rules, profile_text(profiles[anchor])))
    for table, column, kind in (("roll_tables", "result", "table de dés"), ("reference_tables", "value", "tableau")):
        for name, rows in tables[table].groupby("table_name", sort=True):
            # A row's cell apart from the next one's (`tir bloqué, drone OK · tir bloqué…`).
            text = _words(*rows[column], between=" · ")
            documents.append(document(kind, f"{sheet_id}:{name}", str(name), None, "", text))
    return documents


def deck_page(title: str, parts: list[tuple[dict[str, pd.DataFrame], ChosenCards]], options: PrintOptions) -> str:
    """A chosen deck's page (`decks/<name>.html`): its weapons and rules as their sheets'
    pages show them, each linking to its place there."""
    sheets = []
    for tables, chosen in parts:
        sheet_id = chosen.sheet_id
        context = sheet_page_context(tables, options)
        wanted = set(chosen.rule_ids)
        entries = [
            entry
            for _, section in context["rules"]
            for entry in section
            if any(table == "rules" and key in wanted for table, key in entry.keys)
        ]
        # The anchors are the sheet's page's: two sheets of a deck may share a rule's key.
        _anchored(entries, {})
        sheets.append(
            {
                "sheet": context["sheet"],
                "url": "../" + sheet_url(sheet_id),
                "weapon_groups": weapon_groups(
                    tables, options.units, page="../" + sheet_url(sheet_id), only=set(chosen.weapon_ids)
                ),
                "entries": entries,
            }
        )
    return scrolling_tables(
        print_template("site/deck.html.j2").render(
            title=title, sheets=sheets, root="../", data_version=options.data_version
        )
    )
