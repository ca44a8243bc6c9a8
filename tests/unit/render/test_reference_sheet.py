"""The reference sheet (`pipeline.render.sheet`): each rule printed once, its sub-entries
under it and the tables it announces right after its text; no page but the only one less
than a fifth full; a table over two pages leaves two rows or more on each, and none runs
past its column."""

from __future__ import annotations

import re
from functools import cache

import pytest

from pipeline.render.pdf import rendering
from pipeline.render.sheet import MIN_PAGE_FILL, laid_out_sheet, page_fill, render_html
from tests.conftest import parsed, parsed_fixture

SHEETS = ["antares-algoryn", "antares-freeborn", "warmachine-core", "epic-abilities", "infinity-core"]
_ENTRY_NAME = re.compile(r'<strong class="name level-\d">(.*?)</strong>')


def _names(html: str) -> list[str]:
    return _ENTRY_NAME.findall(html)


@pytest.mark.parametrize("sheet_id", SHEETS)
def test_each_rule_prints_once(sheet_id):
    names = _names(render_html(parsed(sheet_id).tables))
    repeated = {name for name in names if names.count(name) > 1}
    assert repeated == set()


def test_a_sub_entry_prints_under_its_parent_not_after_it():
    """The Psyker's powers, named inside its text (Epic, line 78), print there, in its
    article, and nowhere else: not again as entries of their own."""
    # (The terms' own elements aside: `<span class="term">Physiques</span>`.)
    html = re.sub(r'<span class="term">([^<]*)</span>', r"\1", render_html(parsed("epic-abilities").tables))
    psyker = html[html.index(">Psyker</strong>") :]
    psyker = psyker[: psyker.index("</article>")]
    for power in ("Pouvoirs Physiques", "Pouvoirs Ethérés"):
        assert power in psyker and html.count(power) == 1, power
    assert "Pouvoirs Physiques" not in _names(html)


def test_a_table_a_rule_announces_follows_its_text():
    """The Shield Drone's D10 table (Algoryn, line 265) prints in its rule, right after the
    sentence announcing it, and not again among the dice tables."""
    html = render_html(parsed("antares-algoryn").tables)
    rule = html[html.index(">SHIELD DRONE</strong>") :]
    rule = rule[: rule.index("</article>")]
    assert re.search(r"en lançant un D10\u202f:</li>\s*</ul>\s*<table", rule)
    assert "Le tir est intercepté, mais le drone est détruit." in rule
    assert html.count("Le tir est intercepté, mais le drone est détruit.") == 1


@pytest.mark.parametrize("file", ["antares-boromites-abrev.md", "warmachine-menoth-cartes-pdf-hate.txt"])
def test_a_last_page_of_a_few_lines_is_laid_out_again_fuller(file):
    """Laid out in 8.5 pt, these sheets end on a page of a few lines (6 %); a larger type
    fills a fifth of it."""
    html = render_html(parsed_fixture(file).tables)
    with rendering():
        from pipeline.render.pdf import layout

        first = layout(html)
        fitted = laid_out_sheet(html)
        fills = [page_fill(page) for page in fitted.pages]
        assert page_fill(first.pages[-1]) < MIN_PAGE_FILL
    assert len(fills) == len(first.pages) and min(fills) >= MIN_PAGE_FILL


def _rows_per_page(document) -> list[tuple[int, int, int]]:
    """(page, table, body rows) for each table on each page of a laid-out sheet."""
    from weasyprint.formatting_structure import boxes

    found = []
    for number, page in enumerate(document.pages):
        for box in page._page_box.descendants():
            if isinstance(box, boxes.TableBox):
                rows = sum(len(group.children) for group in box.children if not group.is_header)
                found.append((number, id(box.element), rows))
    return found


@cache
def _laid_out(sheet: str):
    """A seed's (or a fixture's) reference sheet laid out: two tests read each one."""
    tables = (parsed(sheet) if sheet in SHEETS else parsed_fixture(sheet)).tables
    with rendering():
        return laid_out_sheet(render_html(tables))


@pytest.mark.parametrize("sheet_id", SHEETS)
def test_a_table_over_two_pages_leaves_two_rows_or_more_on_each(sheet_id):
    document = _laid_out(sheet_id)
    found = _rows_per_page(document)
    split = {table for _, table, _ in found if sum(1 for _, other, _ in found if other == table) > 1}
    assert all(rows >= 2 for _, table, rows in found if table in split), sheet_id
    if sheet_id == "infinity-core":
        assert split  # its weapons and its orders' grid run over a page


def _overflowing_tables(document) -> list[tuple[int, float]]:
    """(page, points past its column) of each table wider than the block that holds it."""
    from weasyprint.formatting_structure import boxes

    found = []

    def visit(box, holder, number: int) -> None:
        for child in getattr(box, "children", ()):
            if isinstance(child, boxes.TableBox):
                over = child.position_x + child.margin_width() - (holder.content_box_x() + holder.width)
                if over > 0.5:
                    found.append((number, round(over, 1)))
            # (A table's wrapper is as wide as the table: what holds the wrapper counts.)
            block = isinstance(child, boxes.BlockBox) and not child.is_table_wrapper
            visit(child, child if block else holder, number)

    for number, page in enumerate(document.pages, start=1):
        visit(page._page_box, page._page_box, number)
    return found


# A fixture sheet whose units' profiles (eleven columns) print in a glossary column.
PROFILES = "warmachine-khador-excel-profils.txt"


@pytest.mark.parametrize("sheet", [*SHEETS, PROFILES])
def test_no_table_runs_past_its_column(sheet):
    # (Infinity's orders grid, four columns in a glossary column, once ran 52 pt into the next.)
    assert _overflowing_tables(_laid_out(sheet)) == []
