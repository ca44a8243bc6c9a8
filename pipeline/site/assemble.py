"""The site as publish writes it into a release: the sheets' and decks' pages their jobs
made, the index, the search documents, the assets, and the web app's manifest and service
worker (which caches every file, under a name made of their contents).

    index.html  sheets/<sheet_id>.html  decks/<name>.html  search-data.js  sheets.json
    assets/ (styles, scripts, fonts)  manifest.webmanifest  sw.js  icon-192.png  icon-512.png
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pipeline.files import TEMPLATE_DIR, jinja_environment, read_json
from pipeline.render.typography import DIE_ICON, FONT_DIR, FONT_FACES
from pipeline.site import DECKS_DIR, SHEETS_DIR

SITE_TEMPLATES = TEMPLATE_DIR / "site"
ASSETS = {
    "assets/site.css": SITE_TEMPLATES / "site.css",
    "assets/site.js": SITE_TEMPLATES / "site.js",
    "assets/search.js": SITE_TEMPLATES / "search.js",
    "assets/minisearch.js": SITE_TEMPLATES / "vendor" / "minisearch.js",
    "assets/minisearch-LICENSE.txt": SITE_TEMPLATES / "vendor" / "minisearch-LICENSE.txt",
    "assets/snowball-french.js": SITE_TEMPLATES / "vendor" / "snowball-french.js",
    "assets/snowball-french-LICENSE.txt": SITE_TEMPLATES / "vendor" / "snowball-french-LICENSE.txt",
    "icon-192.png": SITE_TEMPLATES / "icon-192.png",
    "icon-512.png": SITE_TEMPLATES / "icon-512.png",
    f"{SHEETS_DIR}/{DIE_ICON}": TEMPLATE_DIR / DIE_ICON,
    f"{DECKS_DIR}/{DIE_ICON}": TEMPLATE_DIR / DIE_ICON,
    **{f"assets/fonts/{name}": FONT_DIR / name for name, _, _ in FONT_FACES if "BoldIt" not in name},
    "assets/fonts/LICENSE.txt": FONT_DIR / "LICENSE.txt",
}
SEARCH_DATA = "search-data.js"
SITE_INDEX = "sheets.json"


def site_files() -> list[Path]:
    """What the site is made from besides its code: its templates, assets and fonts."""
    return sorted({*SITE_TEMPLATES.rglob("*.*"), *ASSETS.values()})


def page_templates() -> list[Path]:
    """What a sheet's or deck's page is made from besides its code: the site's page
    templates and the entries it shares with print (not the styles and scripts, which
    only publish copies)."""
    return [*sorted(SITE_TEMPLATES.glob("*.html.j2")), TEMPLATE_DIR / "entries.html.j2"]


@dataclass(frozen=True)
class SitePage:
    """What a sheet's or deck's site job wrote: its page (empty: it could not be made this
    time, the last published one stays), and for a sheet its search documents and index line."""

    name: str
    page: Path
    search: Path | None = None
    entry: Path | None = None

    def made(self) -> bool:
        return self.page.is_file() and self.page.stat().st_size > 0


@dataclass(frozen=True)
class SitePages:
    """Every sheet's and deck's site pages, as publish puts them together."""

    sheets: list[SitePage]
    decks: list[SitePage]


def _previous(previous_site: Path) -> tuple[dict[str, list[dict[str, Any]]], list[dict[str, Any]]]:
    """The last release's index ({"sheets": lines, "decks": lines}) and search documents,
    for the pages it keeps."""
    try:
        index = read_json(previous_site / SITE_INDEX)
        text = (previous_site / SEARCH_DATA).read_text(encoding="ascii")
        documents = json.loads(text[text.index("=") + 1 :].rstrip().rstrip(";"))
    except (OSError, ValueError, KeyError):
        return {"sheets": [], "decks": []}, []
    return index, documents


def _place(page: SitePage, directory: Path, previous: Path) -> str | None:
    """`page` into `directory`: "made" (its job made it), "kept" (the last release's, from
    `previous`), or None (neither: it is left out)."""
    target = directory / f"{page.name}.html"
    if page.made():
        shutil.copyfile(page.page, target)
        return "made"
    if (previous / target.name).is_file():
        shutil.copyfile(previous / target.name, target)
        return "kept"
    return None


def write_site(site_dir: Path, pages: SitePages, previous_site: Path) -> None:
    """The whole site under `site_dir`; a sheet or deck whose page could not be made keeps
    the one `previous_site` (the published release) has, with its index line and
    search documents."""
    old_index, old_documents = _previous(previous_site)
    entries: list[dict[str, Any]] = []
    documents: list[dict[str, Any]] = []
    for directory in (SHEETS_DIR, DECKS_DIR, "assets/fonts"):
        (site_dir / directory).mkdir(parents=True, exist_ok=True)
    for sheet in pages.sheets:
        placed = _place(sheet, site_dir / SHEETS_DIR, previous_site / SHEETS_DIR)
        if placed == "made":
            entry = read_json(sheet.entry)
            entries.append({**entry, "game_name": entry["game"].capitalize()})
            documents += read_json(sheet.search)
        elif placed == "kept":
            entries += [entry for entry in old_index["sheets"] if entry["sheet_id"] == sheet.name]
            documents += [document for document in old_documents if document["sheet_id"] == sheet.name]
    decks: list[dict[str, Any]] = []
    for deck in pages.decks:
        placed = _place(deck, site_dir / DECKS_DIR, previous_site / DECKS_DIR)
        if placed == "made":
            decks.append(
                {"name": deck.name, "title": read_json(deck.entry)["title"], "url": f"{DECKS_DIR}/{deck.name}.html"}
            )
        elif placed == "kept":
            decks += [entry for entry in old_index["decks"] if entry["name"] == deck.name]
    for name, source in ASSETS.items():
        if source.suffix == ".svg":
            (site_dir / name).write_text(screen_colours(source.read_text(encoding="utf-8")), encoding="utf-8")
        else:
            shutil.copyfile(source, site_dir / name)
    # Here, not at the top: the workflow reads this module's lists of files each time it
    # starts, and the templates' machinery (pandas among it) would add a third of a second.
    from pipeline.render.context import print_template

    index = print_template("site/index.html.j2").render(sheets=entries, decks=decks, root="", language="fr")
    (site_dir / "index.html").write_text(index, encoding="utf-8")
    (site_dir / SITE_INDEX).write_text(_json({"sheets": entries, "decks": decks}), encoding="utf-8")
    # In ASCII: a script read from the file system has no declared encoding.
    data = json.dumps(documents, ensure_ascii=True, indent=0)
    (site_dir / SEARCH_DATA).write_text(f"window.WARGAME_SEARCH = {data};\n", encoding="ascii")
    (site_dir / "manifest.webmanifest").write_text(_json(_manifest()), encoding="utf-8")
    _write_service_worker(site_dir)


DEVICE_CMYK = re.compile(r"device-cmyk\(\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\)")


def screen_colours(svg: str) -> str:
    """A picture drawn for print in `device-cmyk(…)`, which browsers do not know (a shape
    in it loses its stroke), in the nearest screen colour (`#000000` for black ink)."""

    def rgb(match: re.Match[str]) -> str:
        cyan, magenta, yellow, black = (float(part) for part in match.groups())
        return "#" + "".join(f"{round(255 * (1 - ink) * (1 - black)):02x}" for ink in (cyan, magenta, yellow))

    return DEVICE_CMYK.sub(rgb, svg)


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, indent=1) + "\n"


def _manifest() -> dict[str, Any]:
    return {
        "name": "Aides de jeu",
        "short_name": "Aides de jeu",
        "lang": "fr",
        "start_url": "./index.html",
        "scope": "./",
        "display": "standalone",
        "background_color": "#ffffff",
        "theme_color": "#7a1f1f",
        "icons": [
            {"src": "icon-192.png", "sizes": "192x192", "type": "image/png"},
            {"src": "icon-512.png", "sizes": "512x512", "type": "image/png", "purpose": "any maskable"},
        ],
    }


def _write_service_worker(site_dir: Path) -> None:
    """sw.js, caching every file of the site (`./` for the index as a folder's address),
    its cache named after their contents: a release that changes any file replaces it."""
    files = sorted(path.relative_to(site_dir).as_posix() for path in site_dir.rglob("*") if path.is_file())
    digest = hashlib.sha256()
    for name in files:
        digest.update(name.encode() + b"\0" + (site_dir / name).read_bytes())
    template = jinja_environment().get_template("site/sw.js.j2")
    script = template.render(version=digest.hexdigest()[:16], files=["./", *files])
    (site_dir / "sw.js").write_text(script, encoding="utf-8")
