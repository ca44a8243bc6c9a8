"""A sheet's site page, its search documents and its index line (`pipeline.site.pages`):
every rule has its anchor and every link lands on one; a weapon's rules link to their
entries; the sheet's text is escaped and nothing comes from elsewhere."""

from __future__ import annotations

from functools import cache
from html.parser import HTMLParser

import pytest

from pipeline.render.chosen import ChosenCards
from pipeline.render.context import PrintOptions
from pipeline.site.pages import (
    column_labels,
    deck_page,
    folded,
    index_entry,
    lists_side_by_side,
    other_names,
    reflowing,
    rule_anchors,
    search_documents,
    sheet_page,
)
from tests.conftest import parsed

SHEETS = ["antares-algoryn", "antares-freeborn", "epic-abilities", "infinity-core", "warmachine-core"]


class Page(HTMLParser):
    """What a test reads of a page: its ids, links, resources and script elements."""

    def __init__(self, html: str) -> None:
        super().__init__()
        self.ids: list[str] = []
        self.links: list[str] = []
        self.resources: list[str] = []
        self.scripts: list[dict[str, str | None]] = []
        self.title = self.heading = ""
        self._in = ""
        self.feed(html)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if found.get("id"):
            self.ids.append(found["id"])
        if tag == "a" and found.get("href"):
            self.links.append(found["href"])
        for name in ("src", "href"):
            if found.get(name) and tag != "a":
                self.resources.append(found[name])
        if tag == "script":
            self.scripts.append(found)
        self._in = tag

    def handle_endtag(self, tag: str) -> None:
        self._in = ""

    def handle_data(self, data: str) -> None:
        if self._in == "title":
            self.title += data
        elif self._in == "h1":
            self.heading += data


@cache
def page(sheet_id: str) -> Page:
    return Page(sheet_page(parsed(sheet_id).tables, PrintOptions(data_version="1.0.0")))


@pytest.mark.parametrize("sheet_id", SHEETS)
def test_every_rule_has_one_anchor_and_every_link_lands(sheet_id):
    found = page(sheet_id)
    assert len(found.ids) == len(set(found.ids))
    anchors = set(rule_anchors(parsed(sheet_id).tables["rules"]).values())
    assert anchors <= set(found.ids)
    targets = {link[1:] for link in found.links if link.startswith("#")}
    assert targets <= set(found.ids)
    # Nothing from elsewhere: every link and resource is the site's own.
    addresses = found.links + found.resources
    assert all("//" not in address and not address.startswith("javascript:") for address in addresses)
    assert all(script.get("src") and not script["src"].startswith(("http", "/")) for script in found.scripts)


def test_rules_sharing_a_key_have_anchors_of_their_own():
    """`Medic (n)` (line 47) and the section `MEDIC` (line 247) share the key antares:medic."""
    anchors = rule_anchors(parsed("antares-algoryn").tables["rules"])
    assert anchors["antares-algoryn:medic-n"] == "rule-antares:medic"
    assert anchors["antares-algoryn:medic"] == "rule-antares:medic-2"


WIDE = (
    '<table class="columns"><caption>Dispersion</caption><thead><tr><th colspan="1"></th>'
    '<th colspan="2">HORS SERVICE</th><th colspan="1">D&#39;abord</th></tr></thead><tbody>'
    '<tr class="row-label"><td colspan="4">Section</td></tr>'
    '<tr><td>A</td><td class="x">B</td><td>C</td><td></td></tr></tbody></table>'
)


def test_a_table_of_more_than_three_columns_reflows_each_cell_after_its_header():
    """A header across two columns names both, an empty one names none, a cell across the
    row has no label; the head row stays as it is (it is the screen reader's)."""
    assert column_labels(WIDE) == ["", "HORS SERVICE", "HORS SERVICE", "D&#39;abord"]
    assert reflowing(WIDE) == (
        '<table class="columns reflow"><caption>Dispersion</caption><thead><tr><th colspan="1"></th>'
        '<th colspan="2">HORS SERVICE</th><th colspan="1">D&#39;abord</th></tr></thead><tbody>'
        '<tr class="row-label"><td colspan="4" data-label="">Section</td></tr>'
        '<tr><td data-label="">A</td><td class="x" data-label="HORS SERVICE">B</td>'
        '<td data-label="HORS SERVICE">C</td><td data-label="D&#39;abord"></td></tr></tbody></table>'
    )
    # Three columns keep theirs; a head of one cell is a title: it names no column.
    narrow = (
        "<table><thead><tr><th>a</th><th>b</th><th>c</th></tr></thead>"
        "<tbody><tr><td>1</td><td>2</td><td>3</td></tr></tbody></table>"
    )
    assert reflowing(narrow) == narrow
    titled = (
        '<table><thead><tr><th colspan="4">Un titre</th></tr></thead>'
        "<tbody><tr><td>1</td><td>2</td><td>3</td><td>4</td></tr></tbody></table>"
    )
    assert column_labels(titled) == [""] * 4
    assert reflowing(titled).startswith('<table class="reflow titled">')


def test_a_table_of_lists_side_by_side_keeps_its_columns():
    """A row with no first cell while the others go on: the columns are lists, which a row
    by row reflow would pair item by item."""
    lists = (
        "<table><thead><tr><th>Court</th><th>Long</th><th>Impétueux</th><th>Autre</th></tr></thead><tbody>"
        "<tr><td>Se déplacer</td><td>Assaillir</td><td>Mouvement</td><td>a</td></tr>"
        "<tr><td></td><td>Pirater</td><td></td><td></td></tr></tbody></table>"
    )
    assert lists_side_by_side(lists) and reflowing(lists) == lists.replace("<table>", '<table class="lists">')
    assert not lists_side_by_side(WIDE)


def test_the_wide_tables_of_a_sheet_reflow():
    """Infinity's Munitions (4 columns, the page's own template), Dispersion and the order's
    title: every cell of theirs has its label. The E/M effects and the orders' skills are
    lists side by side: they keep their columns."""
    html = sheet_page(parsed("infinity-core").tables, PrintOptions())
    tables = [table for table in html.split("<table")[1:] if "reflow" in table.split(">", 1)[0]]
    assert len(tables) == 3
    assert [table.split("</th>", 1)[0].rsplit(">", 1)[1] for table in tables] == [
        "Munition",
        "",
        "1\xa0Ordre lors d&#39;un tour actif permet",
    ]
    skills = next(table for table in html.split("<table")[1:] if ">Mouvement court</th>" in table)
    assert skills.split(">", 1)[0] == ' class="columns lists"' and "data-label" not in skills
    assert all(cell.count("data-label=") == 1 for table in tables for cell in table.split("<td")[1:])
    assert '<td class="name" data-label="Munition">AP</td><td data-label="Effet">1\xa0blessure</td>' in tables[0]
    assert html.count("<table") == 9


def test_a_weapon_links_its_rules_to_their_entries():
    html = sheet_page(parsed("antares-algoryn").tables, PrintOptions())
    repeater = html[html.index('id="weapon-mag-repeater"') :]
    repeater = repeater[: repeater.index("</article>")]
    assert '<a href="#rule-antares:tr">TR2</a>' in repeater
    # A rule the sheet has no entry for prints as text.
    cannon = html[html.index('id="weapon-mag-cannon"') :]
    cannon = cannon[: cannon.index("</article>")]
    assert "Dégâts Massifs" in cannon and "href" not in cannon


def test_a_sub_entry_is_under_its_parent():
    html = sheet_page(parsed("infinity-core").tables, PrintOptions())
    parent = html[html.index('id="rule-infinity:reserve-d-ordre"') :]
    parent = parent[: parent.index("</article>")]
    assert 'id="rule-infinity:reserve-d-ordre/ordres-impetueux"' in parent


def test_the_sheets_text_is_escaped_everywhere():
    tables = {name: frame.copy() for name, frame in parsed("antares-algoryn").tables.items()}
    tables["sheets"].loc[0, "title"] = "Armée de l'Empire <b>&</b>"
    tables["rules"].loc[0, "text"] = (
        "<script>alert(1)</script> [voir](javascript:alert(1)) ![x](http://elsewhere/x.png)"
    )
    tables["rules"].loc[0, "name"] = '<img src=x onerror="alert(1)">'
    found = Page(sheet_page(tables, PrintOptions()))
    # Read back as typed: escaped once, never twice (`l&amp;#39;Empire`), never as markup.
    assert found.title == found.heading == "Armée de l'Empire <b>&</b>"
    assert [script["src"] for script in found.scripts] == ["../assets/site.js"]
    addresses = found.links + found.resources
    assert not any(address.startswith(("javascript:", "http")) or address == "x" for address in addresses)


def test_search_documents_name_every_rule_weapon_and_table():
    tables = parsed("antares-algoryn").tables
    documents = search_documents(tables)
    kinds = [document["kind"] for document in documents]
    assert kinds.count("règle") == len(tables["rules"])
    assert kinds.count("arme") == len(tables["weapons"])
    assert kinds.count("table de dés") == tables["roll_tables"]["table_name"].nunique()
    deflagration = next(document for document in documents if document["name"] == "Déflagration D(n)")
    assert deflagration["url"] == "sheets/antares-algoryn.html#rule-antares:deflagration"
    assert deflagration["sheet"] == "Antares : la Prospérité Algoryne"
    assert len({document["id"] for document in documents}) == len(documents)
    # A table's rows apart, each once.
    drone = next(document for document in documents if document["id"].endswith(":SHIELD DRONE"))
    assert drone["text"] == (
        "Le tir est intercepté et le drone n'est pas détruit. · Le tir est intercepté, mais le drone est détruit. · "
        "Le tir n'est pas intercepté et le drone n'est pas détruit."
    )


def test_a_rules_other_names_are_searched():
    """Infinity's `Shock` is found by its abbreviation `SH`; Algoryn's `Command` by its French name."""
    shock = next(d for d in search_documents(parsed("infinity-core").tables) if d["name"] == "Shock")
    assert "SH" in shock["alt"].split()
    command = next(d for d in search_documents(parsed("antares-algoryn").tables) if d["name"] == "Command")
    assert "Commandement" in command["alt"]


def test_a_results_other_names_never_repeat_its_name():
    """Compared without case or accents, each once: `ARC`'s English name is `ARC`."""
    assert other_names("Déflagration", "DEFLAGRATION", "Blast", "blast ", None, "Déflagration") == "Blast"
    documents = {d["id"]: d for d in search_documents(parsed("antares-algoryn").tables)}
    assert documents["règle:antares-algoryn:arc"]["alt"] == "Tir en Arc"
    assert documents["règle:antares-algoryn:targeter-probe"]["alt"] == "SONDE CIBLEUSE"
    assert documents["règle:antares-algoryn:shield-drone"]["alt"] == "Drone Bouclier"
    for sheet_id in SHEETS:
        for document in search_documents(parsed(sheet_id).tables):
            assert folded(document["alt"]) != folded(document["name"]), document["id"]


def test_a_weapon_result_shows_its_profile():
    """A mode without rules shows its bands and values, not the sheet's `–`; its rules
    follow them; ranges in the unit asked for."""
    documents = {d["id"]: d for d in search_documents(parsed("antares-algoryn").tables)}
    carbine = documents["arme:antares-algoryn:plasma-carbine:tir-unique"]
    assert carbine["profile"] == "Efficace 0–20″ · Portée Longue 20–30″ · Extrême 30–50″ · VI 2"
    assert documents["arme:antares-algoryn:mag-repeater"]["profile"].endswith("· VI 0 · Règles spéciales TR2")
    mortar = documents["arme:antares-algoryn:mag-mortar"]["profile"]
    assert "Portée minimale 10″" in mortar and "Déflagration D10" in mortar
    knife = next(d for d in search_documents(parsed("infinity-core").tables) if d["name"] == "Couteau")
    assert knife["profile"] == "Corps-à-corps uniquement · DOM PH-2"
    in_cm = {d["id"]: d for d in search_documents(parsed("antares-algoryn").tables, "cm")}
    assert in_cm["arme:antares-algoryn:plasma-carbine:tir-unique"]["profile"].startswith("Efficace 0–50 cm ·")
    for sheet_id in SHEETS:
        for document in search_documents(parsed(sheet_id).tables):
            assert bool(document["profile"]) == (document["kind"] == "arme"), document["id"]


def test_the_index_line_of_a_sheet():
    assert index_entry(parsed("infinity-core").tables, "1.0.2") == {
        "sheet_id": "infinity-core",
        "title": "Infinity : aide de jeu",
        "game": "infinity",
        "faction": None,
        "data_version": "1.0.2",
        "last_erratum": None,
        "url": "sheets/infinity-core.html",
    }


def test_a_deck_page_shows_its_weapons_and_rules_with_links_to_their_sheet():
    tables = parsed("antares-algoryn").tables
    chosen = ChosenCards("antares-algoryn", ("antares-algoryn:mag-gun",), ("antares-algoryn:tr-n",))
    html = deck_page("Patrouille", [(tables, chosen)], PrintOptions(data_version="1.0.0"))
    found = Page(html)
    assert found.title == "Patrouille"
    assert "Mag Gun" in html and "Mag Pistol" not in html and "Tir Rapide" in html
    # Its anchors are the sheet page's, not the deck's (two sheets may share a rule's key).
    assert not any(identifier.startswith(("rule-", "weapon-")) for identifier in found.ids)
    assert "../sheets/antares-algoryn.html" in found.links
