"""The site in a real browser: Debian's chromium driven by Playwright, at a phone's size
(360×740), opened from the file system and served by a static server. Each test saves
its screenshots under test-artefacts/site/ (TEST_ARTEFACTS to put them elsewhere)."""

from __future__ import annotations

import functools
import os
import re
import threading
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Browser, Page, expect, sync_playwright

from tests.conftest import PROJECT

CHROMIUM = Path(os.environ.get("CHROMIUM", "/usr/bin/chromium"))
ARTEFACTS = Path(os.environ.get("TEST_ARTEFACTS", PROJECT / "test-artefacts")) / "site"
# As the machine's closed network wants: no background connections, no first-run work.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
PHONE = {"width": 360, "height": 740}


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    if not CHROMIUM.is_file():
        pytest.fail(f"no browser at {CHROMIUM}: `make test` installs Debian's chromium (or set CHROMIUM)")
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield launched
        launched.close()


@pytest.fixture
def phone(browser: Browser) -> Iterator[Page]:
    context = browser.new_context(viewport=PHONE, device_scale_factor=1)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    yield page
    context.close()
    assert errors == []  # no script error, no resource refused by the pages' policy


@pytest.fixture(scope="module")
def site(built) -> Path:
    return built / "output" / "site"


def screenshot(page: Page, name: str) -> None:
    ARTEFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTEFACTS / f"{name}.png"), full_page=False)


def serious_violations(page: Page) -> list[str]:
    # No preload: axe would fetch the stylesheets itself, which a page from the file system refuses.
    results = Axe().run(page, options={"resultTypes": ["violations"], "preload": False})
    return [
        f"{violation['id']} ({violation['impact']}): {[node['target'] for node in violation['nodes']][:3]}"
        for violation in results.response["violations"]
        if violation["impact"] in ("serious", "critical")
    ]


def test_search_from_the_file_system_finds_a_rule_without_its_accent(phone, site):
    phone.goto((site / "index.html").as_uri())
    expect(phone.locator("h1")).to_have_text("Aides de jeu")
    screenshot(phone, "index")
    # Results come as the player types: no key to press.
    phone.locator("#q").press_sequentially("deflagration")
    algoryn = phone.locator('.sheet-results[data-sheet="antares-algoryn"]')
    expect(algoryn.locator("h3")).to_have_text("Antares : la Prospérité Algoryne")
    # Grouped by sheet: the Freeborn's Déflagration is under its own sheet's heading.
    expect(phone.locator('.sheet-results[data-sheet="antares-freeborn"] a').first).to_be_visible()
    screenshot(phone, "search-deflagration")
    algoryn.get_by_role("link", name="Déflagration D(n)").click()
    assert phone.url.endswith("sheets/antares-algoryn.html#rule-antares:deflagration")
    rule = phone.locator(":target")
    expect(rule.locator("h4")).to_contain_text("Déflagration D(n)")
    expect(rule).to_be_in_viewport()
    # Below the search bar that stays on top, not under it.
    assert rule.bounding_box()["y"] >= phone.locator("header.bar").bounding_box()["height"]
    screenshot(phone, "algoryn-deflagration")


def test_the_search_box_shows_a_long_word_whole(phone, site):
    """At 360 px the box leaves room for `deflagration`: it does not scroll out of the box,
    and starts clear of the box's edge; the button, a magnifier on a phone, keeps its name."""
    phone.goto((site / "index.html").as_uri())
    box = phone.locator("#q")
    box.press_sequentially("deflagration")
    scrolled, overflow, padding = box.evaluate(
        "q => [q.scrollLeft, q.scrollWidth - q.clientWidth, parseFloat(getComputedStyle(q).paddingLeft)]"
    )
    assert (scrolled, overflow) == (0, 0)
    assert padding >= 8
    button = phone.get_by_role("button", name="Rechercher")
    expect(button.locator("svg.icon")).to_be_visible()
    assert button.bounding_box()["x"] + button.bounding_box()["width"] <= PHONE["width"]
    screenshot(phone, "search-box")


def test_search_finds_a_word_by_its_french_stem(phone, site):
    """`tirées`, which no sheet writes, finds `tir` through Snowball's French stemmer (its
    stem `tir` is too short for a typo, and no start of a word reaches it), the words of
    that stem marked: as many results as `tir`."""
    phone.goto((site / "index.html").as_uri() + "?q=tir%C3%A9es")
    expect(phone.locator("#results-status")).to_have_text("84 résultats pour « tirées »")
    algoryn = phone.locator('.sheet-results[data-sheet="antares-algoryn"]')
    expect(algoryn.locator("mark", has_text=re.compile("^tir$", re.IGNORECASE)).first).to_be_visible()


# Each mark of the results: its words, and the characters just before and after it.
MARKS = """() => [...document.querySelectorAll('#results-list mark')].map(mark => [
    mark.textContent,
    (mark.previousSibling ? mark.previousSibling.textContent : '').slice(-1),
    (mark.nextSibling ? mark.nextSibling.textContent : '').slice(0, 1),
])"""


def test_a_short_word_is_found_as_typed_and_marked_whole(phone, site):
    """`tir`: no typo forgiven in a word of three letters (`tirx` finds nothing), a word
    that starts with it found (`tirer`, `tireur`), none that holds it inside (`retirée`,
    `sortir`), and only whole words marked; a typo is forgiven in a long word."""
    phone.goto((site / "index.html").as_uri() + "?q=tir")
    expect(phone.locator("#results-status")).to_have_text("84 résultats pour « tir »")
    marks = phone.evaluate(MARKS)
    assert len(marks) > 84
    words = {word.lower() for word, _, _ in marks}
    assert {"tir", "tirs", "tirer", "tireur"} <= words
    assert all(word.lower().startswith("tir") for word in words), words
    letter = re.compile(r"\w")
    assert [mark for mark in marks if letter.match(mark[1]) or letter.match(mark[2])] == []
    # Grouped by sheet, the sheets in the order of their best result.
    groups = phone.locator(".sheet-results").evaluate_all("groups => groups.map(g => g.dataset.sheet)")
    assert len(groups) == len(set(groups)) == 5
    # A link to each sheet's results, with their count, in that order; a sheet's first eight
    # in view, the others behind a summary that says how many.
    jump = phone.locator("nav.jump a").evaluate_all("links => links.map(a => [a.hash, a.textContent])")
    counts = [int(text.rsplit("(", 1)[1].rstrip(")")) for _, text in jump]
    assert [hash for hash, _ in jump] == [f"#results-{sheet}" for sheet in groups] and sum(counts) == 84
    first = phone.locator(f"#results-{groups[0]}")
    expect(first.locator("li:visible")).to_have_count(8)
    expect(first.locator("details.more > summary")).to_have_text(f"{counts[0] - 8} autres résultats dans cette fiche")
    first.locator("details.more > summary").click()
    expect(first.locator("li:visible")).to_have_count(counts[0])
    screenshot(phone, "search-tir")
    phone.goto((site / "index.html").as_uri() + "?q=tirx")
    expect(phone.locator("#results-status")).to_have_text("Aucun résultat pour « tirx »")
    phone.goto((site / "index.html").as_uri() + "?q=deflagrasion")
    expect(phone.locator("#results-status")).to_have_text("20 résultats pour « deflagrasion »")


def test_a_weapon_result_shows_its_profile_and_names_once(phone, site):
    """A mode without rules shows its bands and values; a rule's other names leave out its own."""
    phone.goto((site / "index.html").as_uri() + "?q=plasma%20carbine")
    algoryn = phone.locator('.sheet-results[data-sheet="antares-algoryn"]')
    carbine = algoryn.locator("li").filter(has=phone.get_by_role("link", name="Plasma Carbine Tir Unique"))
    expect(carbine.locator(".snippet")).to_have_text("Efficace 0–20″ · Portée Longue 20–30″ · Extrême 30–50″ · VI 2")
    phone.goto((site / "index.html").as_uri() + "?q=targeter%20probe")
    probe = algoryn.locator("li").filter(has=phone.get_by_role("link", name="TARGETER PROBE", exact=True))
    expect(probe.locator(".kind")).to_have_text("règle · SONDE CIBLEUSE")


def test_the_mag_gun_has_a_ruler_of_three_bands_to_scale(phone, site):
    phone.goto((site / "sheets" / "antares-algoryn.html").as_uri() + "#weapon-mag-gun")
    gun = phone.locator("#weapon-mag-gun")
    expect(gun.locator("h3")).to_have_text("Mag Gun")
    ruler = gun.locator("svg.ruler")
    label = "Portées\u202f: Efficace 0–20″, Portée Longue 20–30″, Extrême 30–60″"  # French-spaced
    expect(ruler).to_have_attribute("aria-label", label)
    bands = ruler.locator("g.band rect")
    expect(bands).to_have_count(3)
    widths = [box["width"] for box in (bands.nth(index).bounding_box() for index in range(3))]
    # 20″, 10″ and 30″ of a 60″ ruler.
    assert [round(width / sum(widths), 2) for width in widths] == [0.33, 0.17, 0.5]
    screenshot(phone, "algoryn-mag-gun")


def test_no_page_is_wider_than_a_phone(phone, site):
    """Tables wrap or scroll inside their box: no page scrolls sideways at 360 px."""
    pages = sorted(path.relative_to(site).as_posix() for path in site.rglob("*.html"))
    assert len(pages) == 7  # the index, five sheets, one deck
    widths = {}
    for page in pages:
        phone.goto((site / page).as_uri())
        widths[page] = phone.evaluate("document.documentElement.scrollWidth")
    assert widths == dict.fromkeys(pages, PHONE["width"])


# Each shown cell of a reflowing table: its label, what its `::before` writes, and whether
# it lies within its box, and how much wider than its box each such table is.
REFLOWED = """() => [
    [...document.querySelectorAll('table.reflow td')].filter(td => td.getClientRects().length).map(td => {
        const cell = td.getBoundingClientRect(), box = td.closest('.scroll').getBoundingClientRect();
        return [td.dataset.label, getComputedStyle(td, '::before').content,
                cell.left >= box.left - 0.5 && cell.right <= box.right + 0.5];
    }),
    [...document.querySelectorAll('table.reflow')].map(t => t.parentNode.scrollWidth - t.parentNode.clientWidth),
]"""


def test_a_wide_table_reflows_on_a_phone(browser, site):
    """At 360 px a table of four columns (Munitions, Dispersion…) is a block a row, each
    cell after its column's header and none clipped; its head row is hidden from view, not
    from a screen reader; a table of two columns keeps them, and so does one of lists side
    by side (the orders' skills), whose columns are a phrase wide and scroll; on a desk a
    wide table is a table."""
    context = browser.new_context(viewport=PHONE)
    page = context.new_page()
    page.goto((site / "sheets" / "infinity-core.html").as_uri() + "#munitions")
    cells, overflows = page.evaluate(REFLOWED)
    assert len(overflows) == 3 and set(overflows) == {0}
    assert len(cells) > 80 and [cell for cell in cells if not cell[2]] == []
    assert [content for label, content, _ in cells if label] == [f'"{label}\xa0: "' for label, _, _ in cells if label]
    assert {content for label, content, _ in cells if not label} == {"none"}
    munitions = page.locator("#munitions + .scroll table")
    assert munitions.locator("tbody tr").first.locator("td").evaluate_all(
        "cells => cells.map(td => td.dataset.label)"
    ) == ["Munition", "Effet", "Jet requis", "Effet critique"]
    assert munitions.locator("thead").bounding_box()["width"] <= 1
    expect(munitions.get_by_role("columnheader", name="Effet critique")).to_be_attached()
    pairs = page.locator("table.pairs td").first
    assert pairs.evaluate("td => getComputedStyle(td).display") == "table-cell"
    skills = page.locator("table:has(th:text-is('Mouvement court'))")
    widths = (
        skills.locator("tbody tr")
        .first.locator("td")
        .evaluate_all("cells => cells.map(td => [getComputedStyle(td).display, td.getBoundingClientRect().width])")
    )
    assert [display for display, _ in widths] == ["table-cell"] * 4 and min(width for _, width in widths) >= 104
    assert skills.evaluate("t => t.parentNode.scrollWidth > t.parentNode.clientWidth")
    screenshot(page, "infinity-munitions")
    page.set_viewport_size({"width": 1000, "height": 740})
    assert munitions.locator("td").first.evaluate("td => getComputedStyle(td).display") == "table-cell"
    assert munitions.locator("thead").bounding_box()["width"] > 500
    context.close()


def test_a_minimum_range_is_shaded_and_infinity_modifiers_sit_on_their_bands(phone, site):
    phone.goto((site / "sheets" / "antares-algoryn.html").as_uri() + "#weapon-mag-mortar")
    mortar = phone.locator("#weapon-mag-mortar svg.ruler")
    expect(mortar.locator("g.minimum rect")).to_have_count(1)
    expect(mortar.locator("text.bound")).to_have_text(["0", "10″", "30″", "40″", "50″"])
    # The Compression Bombard's 10″, on the second row under 0: its tick runs down to it.
    phone.goto((site / "sheets" / "antares-algoryn.html").as_uri() + "#weapon-compression-bombard")
    bombard = phone.locator("#weapon-compression-bombard svg.ruler")
    ticks = [bombard.locator("line.tick").nth(index).bounding_box() for index in range(5)]
    # 3 px and 20 px, and half the 1 px stroke at each end.
    assert [round(tick["height"]) for tick in ticks] == [4, 21, 4, 4, 4]
    ten = bombard.locator("text.bound").nth(1).bounding_box()
    # It ends at the word's top: in the upper half of its box, over its figures.
    assert ten["y"] - 4 <= ticks[1]["y"] + ticks[1]["height"] <= ten["y"] + ten["height"] / 2
    assert ten["x"] <= ticks[1]["x"] <= ten["x"] + ten["width"]
    phone.goto((site / "sheets" / "infinity-core.html").as_uri() + "#weapon-pistolet")
    pistol = phone.locator("#weapon-pistolet svg.ruler")
    expect(pistol.locator("text.modifier")).to_have_text(["+3", "+0", "-3", "-6"])
    screenshot(phone, "infinity-pistolet")


def test_dark_mode_follows_the_system(browser, site):
    context = browser.new_context(viewport=PHONE, color_scheme="dark")
    page = context.new_page()
    page.goto((site / "sheets" / "infinity-core.html").as_uri() + "#armes")
    background = page.evaluate("getComputedStyle(document.documentElement).backgroundColor")
    text = page.evaluate("getComputedStyle(document.body).color")
    assert (background, text) == ("rgb(21, 21, 21)", "rgb(236, 236, 236)")
    assert serious_violations(page) == []  # the dark colours keep their contrast
    # The die, drawn in black for print, is light on the dark page.
    assert page.locator("img.die").first.evaluate("die => getComputedStyle(die).filter") == "invert(1)"
    screenshot(page, "infinity-dark")
    context.close()


@pytest.fixture
def served(site) -> Iterator[str]:
    """The site on a static server of localhost (a service worker needs http)."""
    handler = functools.partial(QuietHandler, directory=str(site))
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


class QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


def test_once_opened_it_works_offline(browser, served):
    context = browser.new_context(viewport=PHONE)
    page = context.new_page()
    page.goto(f"{served}/index.html")
    # The service worker has cached every file of the site and controls the page.
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=20_000)
    manifest = page.evaluate("fetch('manifest.webmanifest').then(response => response.json())")
    assert manifest["start_url"] == "./index.html" and manifest["display"] == "standalone"
    context.set_offline(True)
    page.reload()
    expect(page.locator("h1")).to_have_text("Aides de jeu")
    page.fill("#q", "shock")
    page.press("#q", "Enter")
    expect(page.locator('.sheet-results[data-sheet="infinity-core"] a').first).to_have_text("Shock")
    page.goto(f"{served}/sheets/warmachine-core.html")
    expect(page.locator("h1")).to_have_text("Warmachine : règles de référence")
    screenshot(page, "offline-warmachine")
    context.close()


@pytest.mark.parametrize(
    ("name", "address"),
    [
        ("index", "index.html"),
        ("sheet", "sheets/infinity-core.html"),
        ("search-results", "index.html?q=tir"),
        ("deck", "decks/patrouille-algoryne.html"),
    ],
)
def test_no_serious_accessibility_violation(phone, site, name, address):
    page, query = [*address.split("?"), ""][:2]
    phone.goto((site / page).as_uri() + (f"?{query}" if query else ""))
    if query:
        expect(phone.locator("#results-list li").first).to_be_visible()
    assert serious_violations(phone) == []
    screenshot(phone, f"axe-{name}")


def test_nothing_is_fetched_from_elsewhere(browser, site):
    context = browser.new_context(viewport=PHONE)
    page = context.new_page()
    requested: list[str] = []
    page.on("request", lambda request: requested.append(request.url))
    for address in ("index.html", "sheets/antares-freeborn.html", "decks/patrouille-algoryne.html"):
        page.goto((site / address).as_uri())
    context.close()
    assert requested and all(url.startswith(site.as_uri()) for url in requested)
