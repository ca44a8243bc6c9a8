"""What the templates are given: a sheet's tables turned into printable rows (bands as
`10–30″`, grids back as rows, errata marks), through French typography."""

from __future__ import annotations

import functools
import re
from bisect import bisect_left
from dataclasses import dataclass, field
from typing import Any

import jinja2
import pandas as pd
from markdown_it import MarkdownIt
from markdown_it.token import Token
from markupsafe import Markup

from pipeline.contract.frames import sheet_data_hash
from pipeline.files import jinja_environment
from pipeline.games import load_game
from pipeline.render.typography import font_face_css, french_text, plain_text, print_html, print_text, text_width_mm

THEMES = ("colour", "ink-saver")


# `html` off: markup inside a sheet's text is printed, never interpreted.
_markdown = MarkdownIt("commonmark", {"html": False, "typographer": False})


@dataclass(frozen=True)
class PrintOptions:
    """The `pdf` settings of config/config.yaml."""

    page_size: str = "A4"
    theme: str = "colour"
    card_back: str = "none"  # none | plain | logo: a back after each card of the print-shop deck
    max_pages: int = 60  # a sheet estimated to print on more pages is not rendered
    units: str = "as-printed"  # as-printed | cm | in: the unit weapon ranges print in
    # Not a setting: the data version the products print (`données 1.0.3`), the sheet's
    # (see `pipeline.publish.versioning.sheet_version`); None: its data's hash.
    data_version: str | None = field(default=None, metadata={"setting": False})


DEFAULT_OPTIONS = PrintOptions()


def css_string(value: str) -> Markup:
    """Printed text (French-spaced) as the inside of a CSS string in a `<style>` element,
    where HTML entities are not decoded: every character prints as typed (`l'Empire`, `&`,
    `"`, `<`), and none can end the string or the element."""
    escaped = french_text(value).replace("\\", "\\\\").replace('"', '\\"').replace("\n", " ").replace("<", "\\3c ")
    return Markup(escaped)


def unbroken(value: object) -> Markup:
    """Printed text that never breaks across lines: its spaces no-break spaces (a short
    name in a list, a label and its colon)."""
    return print_text(value, unbroken=True)


# The longest run of a label's line kept unbroken, at the cards' 7.5 pt: two thirds of a
# card's column (53 mm), so that a run never widens the table or column it prints in.
UNBROKEN_MM = 36
_BODY_PT = 7.5
_ITEM_SEPARATOR = re.compile("(\u202f?[,;] )")  # `a, b`, `a ; b` (French-spaced)


def details_html(details: list[tuple[str, str]]) -> Markup:
    """`Label : value · Label : a, b`: a label stays whole and on the line of its value's
    first word, and each short item of a list (`Déflagration D3`, `Pas de Couvert`) stays
    whole; a run no longer than `UNBROKEN_MM` (label and first item together), so that
    it never widens the column it prints in."""

    def fits(text: str, label: str = "") -> bool:
        return text_width_mm(label, _BODY_PT, 600) + text_width_mm(text, _BODY_PT) <= UNBROKEN_MM

    parts = []
    for label, value in details:
        label_text = f"{label}\u202f:"
        label_html = unbroken(label_text) if fits("", label_text) else print_text(label_text)
        items = _ITEM_SEPARATOR.split(french_text(value))
        printed = [
            print_text(item)
            if index % 2  # a separator
            else unbroken(item)
            if fits(item, label_text if index == 0 else "")
            else print_text(item)
            for index, item in enumerate(items)
        ]
        parts.append(f'<span class="label">{label_html}</span>\u00a0{"".join(printed)}')
    # The separator stays at the end of the line it closes, never opening the next alone.
    return Markup("\u00a0· ".join(parts))


def _run_in(html: str, name: str) -> Markup:
    """`<p>text` -> `<p><b>Name</b> : text`: an entry's name opening its first paragraph."""
    opening = html.index(">") + 1
    return Markup(f"{html[:opening]}{name}\u202f: {html[opening:]}")


def print_template(name: str) -> jinja2.Template:
    """A template of the printed products, with the print filters."""
    environment = jinja_environment()
    environment.filters["css_string"] = css_string
    environment.filters["print_text"] = print_text
    environment.filters["plain_text"] = plain_text
    environment.filters["unbroken"] = unbroken
    environment.filters["details_html"] = details_html
    environment.filters["run_in"] = _run_in
    return environment.get_template(name)


# `1)`, `2.` opening a line or a bullet: Markdown would renumber them as a list from 1.
_STEP_NUMBER = re.compile(r"^(?P<lead>[ \t]*(?:[-*+][ \t]+)?)(?P<number>\d+)(?P<mark>[.)])(?=[ \t])", re.MULTILINE)


@functools.lru_cache(maxsize=4096)
def render_markdown(text: str) -> Markup:
    """Sheet Markdown as print HTML; numbered steps keep the numbers the sheet gives them.
    (Cached: a sheet's reference sheet and its decks print the same rules in one process.)"""
    text = _STEP_NUMBER.sub(lambda m: f"{m.group('lead')}{m.group('number')}\\{m.group('mark')}", text)
    tokens = _markdown.parse(text)
    for token in tokens:
        if token.children:
            token.children = _as_text(token.children)
    return print_html(_markdown.renderer.render(tokens, _markdown.options, {}))


def _as_text(children: list[Token]) -> list[Token]:
    """A rule's images and links as the text a reader of the printed sheet needs: an image
    as its description and address (`plan (https://…)`), a link to elsewhere as its words
    and address, a link within the sheet (`#deflagration`) as its words. Nothing printed
    is fetched, nothing is a link out of the printed product."""
    out: list[Token] = []
    addresses: list[str | None] = []
    for token in children:
        if token.type == "image":
            alt = "".join(child.content for child in token.children or [])
            src = str(token.attrs.get("src", ""))
            out.append(_text(f"{alt} ({src})" if alt else src))
        elif token.type == "link_open":
            href = str(token.attrs.get("href", ""))
            addresses.append(None if href.startswith("#") else href)
        elif token.type == "link_close":
            href = addresses.pop() if addresses else None
            words = out[-1].content if out and out[-1].type == "text" else ""
            if href and words != href and words != href.removeprefix("mailto:"):
                out.append(_text(f" ({href})"))
        else:
            out.append(token)
    return out


def _text(content: str) -> Token:
    return Token("text", "", 0, content=content)


def number_text(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else str(value).replace(".", ",")


def format_band(row: dict[str, Any]) -> str:
    """`10–30″`, `30″`, `20 (+3)` (centimetres are said once, in the header)."""
    unit = "″" if row["unit"] == "in" else ""
    text = number_text(row["max"]) + unit
    if pd.notna(row["min"]):
        text = f"{number_text(row['min'])}–{text}"
    if pd.notna(row.get("modifier")):
        text += f" ({int(row['modifier']):+d})"
    if pd.notna(row.get("strength")):
        text += f" · {int(row['strength'])}"
    return text


# One inch is 2.5 cm, as the games round it (Infinity's 20 cm band is Antares' 8″).
INCH_CM = 2.5


def in_units(row: dict[str, Any], units: str) -> dict[str, Any]:
    """A range band in the player's unit (`as-printed`, `cm` or `in`): its bounds converted,
    the data untouched."""
    target = {"cm": "cm", "in": "in"}.get(units)
    if target is None or row["unit"] not in ("cm", "in") or row["unit"] == target:
        return row
    factor = INCH_CM if target == "cm" else 1 / INCH_CM
    converted = {key: round(float(row[key]) * factor, 1) for key in ("min", "max") if pd.notna(row[key])}
    return {**row, **converted, "unit": target}


def band_label(row: dict[str, Any]) -> str:
    return row["band_label"] + (" (cm)" if row["unit"] == "cm" else "")


def records(frame: pd.DataFrame) -> list[dict[str, Any]]:
    return [{k: (None if v is pd.NA else v) for k, v in row.items()} for row in frame.to_dict("records")]


def weapon_title(weapon: dict[str, Any]) -> str:
    """A weapon's name as printed, with how many its carrier has (`Scie rotative (×2)`)."""
    count = weapon.get("count")
    return f"{weapon['name']} (×{count})" if count is not None and count is not pd.NA else weapon["name"]


# A close-combat trait among a weapon's printed rules (`CC`, as Infinity N4 prints it).
_CLOSE_COMBAT_TRAIT = re.compile(r"(?<![\w-])CC(?![\w-])")


def close_combat_mark(weapon: dict[str, Any]) -> str:
    """`*` after a weapon's name where the sheet marks it so (usable in close combat), as
    the sheet prints it; nothing where its rules already say `CC`."""
    if weapon.get("close_combat") is not True:
        return ""
    rules = weapon.get("rules_raw")
    return "" if isinstance(rules, str) and _CLOSE_COMBAT_TRAIT.search(rules) else "*"


def cell_text(value: Any) -> str:
    if value is None or value is pd.NA:
        return ""
    if isinstance(value, bool):
        return "X" if value else ""
    return "" if str(value) in ("–", "-", "--", "xx") else str(value)


def sheet_weapons(
    tables: dict[str, pd.DataFrame], game: str, units: str = "as-printed"
) -> tuple[list[str], list[str], list[dict[str, Any]]]:
    """(band headers, other headers, rows) of the weapons table as printed, ranges in `units`."""
    marks = errata_marks(tables)
    ranges = tables["weapon_ranges"]
    bands = [in_units(row, units) for row in records(ranges.sort_values("band_index").drop_duplicates("band_index"))]
    by_weapon: dict[str, dict[int, str]] = {}
    for row in records(ranges):
        by_weapon.setdefault(row["weapon_id"], {})[row["band_index"]] = format_band(in_units(row, units))
    columns = load_game(game).weapon_columns
    weapons = []
    for weapon in records(tables["weapons"].sort_values("position")):
        present = by_weapon.get(weapon["weapon_id"], {})
        weapon["bands"] = [present.get(band["band_index"], "—") for band in bands]
        weapon["cells"] = [cell_text(weapon[column]) for _, column in columns]
        weapon["errata"] = marks.get(("weapons", weapon["weapon_id"]))
        weapon["title"] = weapon_title(weapon)
        weapon["mark"] = close_combat_mark(weapon)
        weapons.append(weapon)
    return [band_label(band) for band in bands], [label for label, _ in columns], weapons


def _table_rows(tables: dict[str, pd.DataFrame]) -> list[tuple[int, tuple[str, str]]]:
    """(source line, key of its table) of each row the reference sheet prints in a table:
    the weapons table (`weapons`, ""), a dice table (`roll`, its name), a modifiers list
    (`modifiers`, its section), a grid (`grid`, its name); and each rule's (`rule`, "")."""
    rows = [(int(line), ("weapons", "")) for line in tables["weapons"]["source_line"]]
    # A rule's line between a table and a note: the note is under the rule, not the table.
    rows += [(int(line), ("rule", "")) for line in tables["rules"]["source_line"]]
    for kind, table, column in (
        ("roll", "roll_tables", "table_name"),
        ("modifiers", "modifiers", "section"),
        ("grid", "reference_tables", "table_name"),
    ):
        frame = tables[table]
        rows += [(int(line), (kind, str(name))) for line, name in zip(frame["source_line"], frame[column], strict=True)]
    return sorted(rows)


def notes_by_table(tables: dict[str, pd.DataFrame]) -> tuple[dict[tuple[str, str], list[str]], list[dict[str, Any]]]:
    """The sheet's notes where the reference sheet prints them: a table note under the
    table it stands under in the sheet (the table of the closest row above it), by that
    table's key (see `_table_rows`); a weapon's remark (`column_note`) under the weapons
    table, after the weapon's name; footnotes, and a note with no table right above it (a
    rule's text between), after the rules (their rows, by source line)."""
    rows = _table_rows(tables)
    lines = [line for line, _ in rows]
    weapon_names = {
        weapon["source_line"]: weapon["name"] + (f" ({weapon['mode']})" if isinstance(weapon["mode"], str) else "")
        for weapon in records(tables["weapons"])
    }
    under: dict[tuple[str, str], list[str]] = {}
    others = []
    for note in records(tables["notes"].sort_values("source_line")):
        above = bisect_left(lines, note["source_line"])
        if note["kind"] == "column_note":  # a weapon's remark, under the weapons table with its name
            weapon = weapon_names.get(note["source_line"])
            under.setdefault(("weapons", ""), []).append(f"{weapon} — {note['label']} : {note['text']}")
        elif note["kind"] == "table_note" and above and rows[above - 1][1][0] != "rule":
            under.setdefault(rows[above - 1][1], []).append(note["text"])
        else:
            others.append(note)
    return under, others


def errata_marks(tables: dict[str, pd.DataFrame], with_document: bool = False) -> dict[tuple[str, str], str]:
    """(table, key) -> date of the latest erratum that corrected that row (`2026-10-01`),
    with its document when asked (`2026-10-01 · Algoryn FAQ v1.1`)."""
    marks: dict[tuple[str, str], str] = {}
    for row in records(tables["errata"].sort_values(["date", "position"])):
        mark = f"{row['date']} · {row['document']}" if with_document else row["date"]
        marks[(row["target_table"], row["target_key"])] = mark
    return marks


def common_context(tables: dict[str, pd.DataFrame], options: PrintOptions) -> dict[str, Any]:
    return {
        "sheet": records(tables["sheets"])[0],
        "page_size": options.page_size,
        "theme": options.theme,
        "font_faces": Markup(font_face_css()),
        "data_version": options.data_version or sheet_data_hash(tables),
    }
