"""The site as publish writes it (`pipeline.site.assemble`): the pages, the index and the
search data, the web app's service worker caching every file; a sheet whose page could not
be made this time keeps its last one, with its index line and search documents."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from pipeline.files import TEMPLATE_DIR, write_json
from pipeline.render.context import PrintOptions
from pipeline.site.assemble import SitePage, SitePages, screen_colours, write_site
from pipeline.site.pages import index_entry, search_documents, sheet_page
from tests.conftest import parsed, snapshot

SHEETS = ["antares-algoryn", "infinity-core"]


def site_job(build: Path, sheet_id: str, made: bool = True) -> SitePage:
    """What a sheet's site job writes (empty files: its sheet failed)."""
    files = {name: build / sheet_id / name for name in ("page.html", "search.json", "entry.json")}
    files["page.html"].parent.mkdir(parents=True, exist_ok=True)
    if made:
        tables = parsed(sheet_id).tables
        files["page.html"].write_text(sheet_page(tables, PrintOptions(data_version="1.0.0")), encoding="utf-8")
        write_json(files["search.json"], search_documents(tables))
        write_json(files["entry.json"], index_entry(tables, "1.0.0"))
    else:
        for path in files.values():
            path.write_bytes(b"")
    return SitePage(sheet_id, files["page.html"], files["search.json"], files["entry.json"])


@pytest.fixture(scope="module")
def published(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("site")
    write_site(root / "site", SitePages([site_job(root / "build", s) for s in SHEETS], []), root / "none")
    return root / "site"


def search_data(site: Path) -> list[dict]:
    text = (site / "search-data.js").read_text(encoding="ascii")
    return json.loads(text.removeprefix("window.WARGAME_SEARCH = ").rstrip().removesuffix(";"))


def test_the_site_holds_its_pages_index_search_and_assets(published):
    files = set(snapshot(published))
    assert {"index.html", "sheets/antares-algoryn.html", "sheets/infinity-core.html", "sheets/die.svg"} <= files
    assert {
        "assets/site.css",
        "assets/minisearch.js",
        "assets/snowball-french.js",
        "assets/snowball-french-LICENSE.txt",
    } <= files
    assert "assets/fonts/SourceSansPro-Regular.ttf" in files
    assert {"manifest.webmanifest", "sw.js", "icon-192.png", "icon-512.png", "sheets.json"} <= files
    index = (published / "index.html").read_text(encoding="utf-8")
    assert 'href="sheets/infinity-core.html"' in index and "Infinity · données 1.0.0" in index
    documents = search_data(published)
    assert {document["sheet_id"] for document in documents} == set(SHEETS)


def test_the_die_is_drawn_in_screen_colours(published):
    """The print die's `device-cmyk(0 0 0 1)`, which a browser does not know (the die lost
    its outline), is black on the site; the print template keeps its ink."""
    die = (published / "sheets" / "die.svg").read_text(encoding="utf-8")
    assert "device-cmyk" not in die
    assert 'stroke="#000000"' in die and 'fill="#000000"' in die
    assert "device-cmyk(0 0 0 1)" in (TEMPLATE_DIR / "die.svg").read_text(encoding="utf-8")
    assert screen_colours("device-cmyk(0 0.5 1 0.2)") == "#cc6600"


def test_the_service_worker_caches_every_file_under_a_name_of_their_contents(published, tmp_path):
    script = (published / "sw.js").read_text(encoding="utf-8")
    cached = json.loads(re.search(r"const FILES = (\[.*\]);", script).group(1))
    files = sorted(path for path in snapshot(published) if path != "sw.js")
    assert cached == ["./", *files]
    # One page changed: another cache name, so the browser takes the new release.
    other = tmp_path / "site"
    jobs = [site_job(tmp_path / "build", sheet_id) for sheet_id in SHEETS]
    jobs[0].page.write_text(jobs[0].page.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    write_site(other, SitePages(jobs, []), tmp_path / "none")
    name = re.compile(r'const CACHE = "(wargame-site-[0-9a-f]{16})"')
    assert name.search(script).group(1) != name.search((other / "sw.js").read_text(encoding="utf-8")).group(1)


def test_the_same_pages_give_the_same_bytes(published, tmp_path):
    again = tmp_path / "site"
    write_site(again, SitePages([site_job(tmp_path / "build", s) for s in SHEETS], []), tmp_path / "none")
    assert snapshot(again) == snapshot(published)


def test_a_sheet_without_a_page_keeps_its_last_one(published, tmp_path):
    jobs = [site_job(tmp_path / "build", "antares-algoryn", made=False), site_job(tmp_path / "build", "infinity-core")]
    write_site(tmp_path / "site", SitePages(jobs, []), published)
    kept = tmp_path / "site"
    page = "sheets/antares-algoryn.html"
    assert (kept / page).read_bytes() == (published / page).read_bytes()
    assert snapshot(kept) == snapshot(published)


def test_a_sheet_never_made_is_left_out(tmp_path):
    jobs = [site_job(tmp_path / "build", "antares-algoryn", made=False), site_job(tmp_path / "build", "infinity-core")]
    write_site(tmp_path / "site", SitePages(jobs, []), tmp_path / "none")
    assert not (tmp_path / "site" / "sheets" / "antares-algoryn.html").exists()
    assert {document["sheet_id"] for document in search_data(tmp_path / "site")} == {"infinity-core"}
