"""Errata files, exact rebuilds and the changelog, on copies of a built project."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from pypdf import PdfReader

from pipeline.model.errors import SheetError
from pipeline.parse.errata import load_errata
from pipeline.parse.sheet import parse_text
from tests.conftest import (
    ERRATA_FIXTURE,
    RAW,
    TINY_SHEET,
    copy_project,
    manifest,
    one,
    pipeline_build,
    planned_jobs,
    snakemake,
    snapshot,
    with_errata,
)

OTHER_PDFS = [
    f"{sheet}{suffix}.pdf"
    for sheet in ("antares-freeborn", "warmachine-core", "epic-abilities", "infinity-core")
    for suffix in ("", "-cards", "-cards-print")
]


def pdf_bytes(workdir: Path, names: list[str]) -> dict[str, bytes]:
    return {name: (workdir / "output" / "pdf" / name).read_bytes() for name in names}


def test_errata_apply_after_parsing_with_provenance():
    entry = manifest()["antares-algoryn"]
    result = parse_text(entry.path(RAW).read_bytes(), entry, "raw/antares-algoryn.md", load_errata(ERRATA_FIXTURE))
    gun = one(result.tables["weapons"], name="Mag Gun")
    assert (gun["strength_raw"], gun["strength"]) == ("2", 2)
    ranges = result.tables["weapon_ranges"]
    extreme = one(ranges, weapon_id="antares-algoryn:micro-x-launcher:surplomb", band_label="Extrême")
    assert extreme["max"] == 60
    assert "doit être rétabli" in one(result.tables["rules"], name="Cycle")["text"]
    roll = one(result.tables["roll_tables"], table_name="Dégâts des Véhicules (Vehicles)", roll_from=2)
    assert roll["result"] == "+2 Stress."
    errata = result.tables["errata"]
    first = one(errata, position=1)
    assert (first["target_key"], first["field"], first["old_value"], first["new_value"]) == (
        "antares-algoryn:mag-gun",
        "Valeur d'Impact",
        "1",
        "2",
    )
    assert (first["document"], first["date"], first["note"], first["source_line"]) == (
        "Algoryn FAQ v1.1",
        "2026-10-01",
        "VI relevée",
        10,
    )


def test_a_stale_erratum_names_its_file_and_entry(tmp_path):
    stale = tmp_path / "antares-algoryn.yaml"
    stale.write_text(ERRATA_FIXTURE.read_text(encoding="utf-8").replace('old: "1"', 'old: "3"'), encoding="utf-8")
    entry = manifest()["antares-algoryn"]
    with pytest.raises(SheetError) as caught:
        parse_text(entry.path(RAW).read_bytes(), entry, "raw/antares-algoryn.md", load_errata(stale))
    assert str(caught.value) == (
        f"{stale}:3: expected entry 1 (weapon 'Mag Gun', field \"Valeur d'Impact\"): "
        "old value '3' on line 10, found '1'"
    )
    missing = tmp_path / "missing.yaml"
    missing.write_text(
        ERRATA_FIXTURE.read_text(encoding="utf-8").replace("rule: Cycle", "rule: Cyclone"), encoding="utf-8"
    )
    with pytest.raises(SheetError, match=r"entry 3 \(rule 'Cyclone', field 'text'\): a rule row to correct"):
        parse_text(entry.path(RAW).read_bytes(), entry, "raw/antares-algoryn.md", load_errata(missing))


@pytest.fixture(scope="module")
def errata_rebuilt(built, errata_built, tmp_path_factory) -> Path:
    """A copy of the built project rebuilt with an errata file for the Algoryn sheet (the
    tests below read it; one that edits it puts it back)."""
    planned = with_errata(copy_project(built, tmp_path_factory.mktemp("errata") / "project"))
    # The sheet, and decks/patrouille-algoryne.yaml which takes cards from it.
    assert planned_jobs(planned) == {"sheet": 1, "deck": 1, "site_page": 1, "site_deck": 1, "publish": 1, "all": 1}
    return errata_built


def test_an_errata_file_rebuilds_one_sheet_marks_it_and_logs_the_change(built, errata_rebuilt):
    project = errata_rebuilt
    assert pdf_bytes(project, OTHER_PDFS) == pdf_bytes(built, OTHER_PDFS)
    sheet = " ".join(page.extract_text() for page in PdfReader(project / "output/pdf/antares-algoryn.pdf").pages)
    assert "errata 2026-10-01" in sheet and "errata 2026-11-02" in sheet
    cards = PdfReader(project / "output/pdf/antares-algoryn-cards-print.pdf")
    gun = next(page.extract_text() for page in cards.pages if "Mag Gun" in page.extract_text())
    assert "errata 2026-10-01" in gun
    changelog = (project / "output" / "reports" / "CHANGELOG.md").read_text(encoding="utf-8")
    published = json.loads((project / "output" / "data" / "datapackage.json").read_text(encoding="utf-8"))
    previous = json.loads((built / "output" / "data" / "datapackage.json").read_text(encoding="utf-8"))
    # An erratum changes rows only: a patch release, headed by its version and data hash.
    assert (previous["version"], published["version"]) == ("1.0.0", "1.0.1")
    assert published["schema_version"] == previous["schema_version"] == "1.0.0"
    section = changelog.split("\n## [1.0.0]")[0]
    assert f"## [1.0.1] (data `{published['data_hash']}`)" in section
    assert f"Previous release: 1.0.0 (data `{previous['data_hash']}`)" in section
    # Each change names the row as printed, its id, and the errata document and date it comes from.
    assert (
        "- `weapons` Mag Gun (`antares-algoryn:mag-gun`), erratum Algoryn FAQ v1.1, 2026-10-01:\n"
        "  - `strength_raw`: 1 → 2\n  - `strength`: 1 → 2"
    ) in section
    assert (
        "- `weapon_ranges` Micro-X Launcher – Surplomb (`antares-algoryn:micro-x-launcher:surplomb / 3`), "
        "erratum Algoryn FAQ v1.1, 2026-10-01:\n  - `max`: 50.0 → 60.0"
    ) in section
    # A long text shows its changed words, not both paragraphs.
    assert (
        "- `rules` Cycle (`antares-algoryn:cycle`), erratum Algoryn FAQ v1.2, 2026-11-02:\n"
        "  - `text`: … s'effondre et doit être [-réétabli.-] {+rétabli.+} Faites pivoter le dé …"
    ) in section
    assert (
        "- Algoryn FAQ v1.1, 2026-10-01 (`antares-algoryn` entry 1): `weapons` Mag Gun (`antares-algoryn:mag-gun`), "
        "Valeur d'Impact: 1 → 2 (VI relevée)"
    ) in section
    changes = json.loads((project / "output" / "reports" / "changes.json").read_text(encoding="utf-8"))
    assert (changes["version"], changes["previous_version"]) == ("1.0.1", previous["version"])
    # The text and the plain text an app reads, corrected together.
    cycle, cycle_plain = changes["tables"]["rules"]["changed"]
    assert [(change["name"], change["field"]) for change in (cycle, cycle_plain)] == [
        ("Cycle", "text"),
        ("Cycle", "text_plain"),
    ]
    for change in (cycle, cycle_plain):
        assert "[-réétabli.-] {+rétabli.+}" in change["word_diff"]
        assert [(e["document"], e["date"]) for e in change["cause"]["errata"]] == [("Algoryn FAQ v1.2", "2026-11-02")]
    assert [erratum["position"] for erratum in changes["errata"]] == ["1", "2", "3", "4"]
    # Nothing changed since: nothing runs and the changelog stays as it is.
    assert planned_jobs(project) == {}
    # Withdrawing the errata file reruns that sheet alone (and the deck taking cards from it).
    errata = project / "raw" / "errata" / "antares-algoryn.yaml"
    errata.unlink()
    try:
        assert planned_jobs(project) == {"sheet": 1, "deck": 1, "site_page": 1, "site_deck": 1, "publish": 1, "all": 1}
    finally:
        shutil.copy(ERRATA_FIXTURE, errata)


def test_an_errata_file_rebuilds_its_sheets_site_pages_and_the_index_alone(built, errata_rebuilt):
    before, after = snapshot(built / "output" / "site"), snapshot(errata_rebuilt / "output" / "site")
    changed = sorted(name for name in before.keys() | after.keys() if before.get(name) != after.get(name))
    # The sheet's page, the deck taking cards from it, what lists them all (the index, the
    # search data) and the service worker, whose cache is named after the files.
    assert changed == [
        "decks/patrouille-algoryne.html",
        "index.html",
        "search-data.js",
        "sheets.json",
        "sheets/antares-algoryn.html",
        "sw.js",
    ]
    page = after["sheets/antares-algoryn.html"].decode()
    assert "errata 2026-10-01" in page and "dernier erratum 2026-11-02" in page and "données 1.0.1" in page
    assert "erratum du 2026-11-02" in after["index.html"].decode()
    # Only that sheet's site job ran again (each job writes its log).
    logs = errata_rebuilt / "build" / "logs" / "site"
    rerun = {
        path.name
        for path in logs.iterdir()
        if path.stat().st_mtime > (built / "build" / "publish.json").stat().st_mtime
    }
    assert rerun == {"antares-algoryn.log", "deck-patrouille-algoryne.log"}


def test_an_errata_rebuild_lays_out_the_cards_it_knows_as_a_first_build_would(built, errata_rebuilt, tmp_path):
    """The build keeps what fitting each deck's cards found (build/.card-fits), so an
    errata rebuild lays out again only the cards that changed; without those fits, the
    same rebuild writes the same PDFs (the sheet's decks, its errata deck, the chosen deck)."""
    remembering = errata_rebuilt
    fits = built / "build" / ".card-fits"
    assert {path.name for path in fits.iterdir()} >= {"sheet-antares-algoryn.json", "deck-patrouille-algoryne.json"}
    forgetting = copy_project(built, tmp_path / "forgetting")
    shutil.rmtree(forgetting / "build" / ".card-fits")
    with_errata(forgetting)
    run = pipeline_build(forgetting)
    assert run.returncode == 0, run.stdout[-2000:] + run.stderr[-2000:]
    fits = remembering / "build" / ".card-fits"
    pdfs = snapshot(remembering / "output" / "pdf")
    assert "antares-algoryn-errata-cards.pdf" in pdfs and "decks/patrouille-algoryne-cards.pdf" in pdfs
    assert pdfs == snapshot(forgetting / "output" / "pdf")
    assert (fits / "errata-antares-algoryn.json").exists()


# On the small project: its other sheet's PDFs stay as they were.
def test_editing_one_value_changes_one_sheet_and_the_changelog(small_built, tmp_path):
    project = copy_project(small_built, tmp_path / "project")
    other_pdfs = [f"epic-orks-base{suffix}.pdf" for suffix in ("", "-cards", "-cards-print")]
    before = pdf_bytes(project, other_pdfs)
    changelog_before = (project / "output" / "reports" / "CHANGELOG.md").read_text(encoding="utf-8")
    sheet = project / "raw" / f"{TINY_SHEET}.md"
    gun = '| Mag Gun | – | 1 | 20" | 30" |'
    sheet.write_text(sheet.read_text(encoding="utf-8").replace(gun, gun.replace('30"', '35"')), encoding="utf-8")
    # The sheet, and the deck which takes cards from it.
    assert planned_jobs(project) == {"sheet": 1, "deck": 1, "site_page": 1, "site_deck": 1, "publish": 1, "all": 1}
    run = pipeline_build(project)
    assert run.returncode == 0, run.stderr[-2000:]
    assert pdf_bytes(project, other_pdfs) == before
    changelog = (project / "output" / "reports" / "CHANGELOG.md").read_text(encoding="utf-8")
    assert (
        f"- `weapon_ranges` Mag Gun (`{TINY_SHEET}:mag-gun / 2`), sheet edited:\n  - `max`: 30.0 → 35.0"
    ) in changelog
    assert "## [1.0.1] (data `" in changelog
    assert changelog.endswith(changelog_before.split("\n## ", 1)[1]) and changelog.count("\n## [") == 2


@pytest.mark.parametrize(
    ("edited", "expected"),
    [
        ("templates/cards.css", {"sheet": 5, "deck": 1, "site_page": 5, "site_deck": 1, "publish": 1, "all": 1}),
        (
            "schemas/tables/rules.schema.json",
            {"sheet": 5, "deck": 1, "site_page": 5, "site_deck": 1, "publish": 1, "all": 1},
        ),
        ("pipeline/parse/readers/records.py", {"sheet": 1, "site_page": 1, "publish": 1, "all": 1}),
        (
            "pipeline/games/antares/weapons.py",
            {"sheet": 2, "deck": 1, "site_page": 2, "site_deck": 1, "publish": 1, "all": 1},
        ),
        ("pipeline/games/infinity/__init__.py", {"sheet": 1, "site_page": 1, "publish": 1, "all": 1}),
        ("pipeline/render/deck.py", {"sheet": 5, "deck": 1, "site_page": 5, "site_deck": 1, "publish": 1, "all": 1}),
        ("pipeline/publish/release.py", {"publish": 1, "all": 1}),
        ("config/config.yaml", {"sheet": 5, "deck": 1, "site_page": 5, "site_deck": 1, "publish": 1, "all": 1}),
        ("rules/sheet.smk", {"sheet": 5, "deck": 1, "site_page": 5, "site_deck": 1, "publish": 1, "all": 1}),
        ("rules/publish.smk", {"publish": 1, "all": 1}),
        # The site's styles are copied by publish; its page templates rerun its jobs, no PDF.
        ("templates/site/site.css", {"publish": 1, "all": 1}),
        ("templates/site/sheet.html.j2", {"site_page": 5, "site_deck": 1, "publish": 1, "all": 1}),
    ],
)
def test_edits_rerun_exactly_the_jobs_that_depend_on_them(built, tmp_path, edited, expected):
    project = copy_project(built, tmp_path / "project")
    path = project / edited
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".json":
        path.write_text(
            text.replace('"Stable key: sheet_id:slug of the name."', '"Stable key: sheet_id:slug."'), encoding="utf-8"
        )
    else:
        comment = "/* edited */" if path.suffix == ".css" else "# edited"  # .py, .yaml, .smk
        path.write_text(text + f"\n{comment}\n", encoding="utf-8")
    assert planned_jobs(project) == expected


def test_a_build_that_changes_nothing_writes_nothing_new(built, tmp_path):
    """Publishing the same rows again gives the same bytes: tables, wargame.sqlite, the JSON
    documents, the data package (same version), the changelog."""
    project = copy_project(built, tmp_path / "project")
    reports = project / "output" / "reports"
    before = {name: (reports / name).read_bytes() for name in ("CHANGELOG.md", "changes.json")}
    data_before = snapshot(project / "output" / "data")
    run = snakemake(project, "--forcerun", "publish")
    assert run.returncode == 0, run.stderr[-2000:]
    assert {name: (reports / name).read_bytes() for name in before} == before
    data_after = snapshot(project / "output" / "data")
    assert "wargame.sqlite" in data_after and "json/antares-algoryn.json" in data_after
    assert data_after == data_before
