"""The published data package: valid, typed, sorted, atomic, and kept for a failing sheet."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import frictionless
import pandas as pd
import pyarrow.parquet as pq
import pytest
import yaml

from pipeline.contract.datadict import DATA_DICTIONARY, render
from pipeline.contract.schema import TABLES, columns, primary_key, table_schema
from pipeline.publish.data import spreadsheet_safe, write_spreadsheet_table
from pipeline.workflow.paths import SheetPaths
from pipeline.workflow.stages import run_site_page
from tests.conftest import TINY_SHEET, copy_project, pipeline_build, snakemake, snapshot

ARROW_TYPES = {"string": "string", "integer": "int64", "number": "double", "boolean": "bool", "date": "date32[day]"}


def data(built: Path) -> Path:
    return built / "output" / "data"


def test_frictionless_validates_the_data_package(built):
    report = frictionless.validate(str(data(built) / "datapackage.json"))
    assert report.valid, report.flatten(["rowNumber", "fieldName", "type", "note"])[:10]


def test_data_package_describes_every_table(built):
    package = json.loads((data(built) / "datapackage.json").read_text(encoding="utf-8"))
    resources = {resource["name"]: resource for resource in package["resources"]}
    assert [name for name, resource in resources.items() if resource["type"] == "table"] == list(TABLES)
    weapons = resources["weapons"]
    assert weapons["rows"] == len(pd.read_parquet(data(built) / "weapons.parquet")) == 25 + 28 + 49
    assert weapons["hash"].startswith("sha256:") and weapons["schema"]["primaryKey"] == ["weapon_id"]
    assert resources["weapons-parquet"]["path"] == "weapons.parquet"
    assert resources["weapons-parquet"]["format"] == "parquet" and resources["weapons-parquet"]["type"] == "file"


@pytest.mark.parametrize("table", TABLES)
def test_parquet_columns_carry_the_schema_types(built, table):
    schema = pq.read_schema(data(built) / f"{table}.parquet")
    assert schema.names == columns(table)
    for field in table_schema(table)["fields"]:
        assert str(schema.field(field["name"]).type) == ARROW_TYPES[field["type"]], field["name"]


@pytest.mark.parametrize("table", TABLES)
def test_csv_is_rfc4180_sorted_by_key(built, table):
    raw = (data(built) / f"{table}.csv").read_bytes()
    text = raw.decode("utf-8")
    assert text.startswith(",".join(columns(table)) + "\r\n") and text.endswith("\r\n")
    records = list(csv.reader(io.StringIO(text, newline="")))
    assert {len(record) for record in records} == {len(columns(table))}
    frame = pd.read_csv(data(built) / f"{table}.csv", dtype=str, keep_default_na=False)
    assert list(frame.columns) == columns(table)
    typed = pd.read_parquet(data(built) / f"{table}.parquet")
    assert typed.equals(typed.sort_values(primary_key(table)).reset_index(drop=True))


def test_reports_say_coverage_links_and_validation(built):
    reports = built / "output" / "reports"
    freeborn = json.loads((reports / "antares-freeborn.json").read_text(encoding="utf-8"))
    assert freeborn["status"] == "ok" and freeborn["validation"]["valid"] is True
    assert freeborn["unparsed_lines"] == []
    assert [link["label"] for link in freeborn["links"]["fuzzy"]] == ["Choisir la Cible"]
    html = (reports / "antares-freeborn.html").read_text(encoding="utf-8")
    assert "Choisir la Cible" in html and "Choisir une Cible" in html
    assert "antares-algoryn.html" in (reports / "index.html").read_text(encoding="utf-8")


def test_data_dictionary_is_up_to_date():
    assert DATA_DICTIONARY.read_text(encoding="utf-8") == render(), "run: python -m pipeline datadict"


def test_spreadsheet_variant(tmp_path):
    frame = pd.DataFrame({"name": ["=HYPERLINK(1)", "Attaque de dos"], "value": ["+2 sur le jet", "-3"]})
    write_spreadsheet_table(frame, tmp_path, "modifiers")
    raw = (tmp_path / "modifiers.csv").read_bytes()
    assert raw.startswith("\ufeff".encode()) and b"name;value\r\n" in raw
    assert "'=HYPERLINK(1);'+2 sur le jet" in raw.decode("utf-8-sig")
    assert spreadsheet_safe("@SUM(A1)") == "'@SUM(A1)" and spreadsheet_safe("Fusil") == "Fusil"


# On the small project: its other sheet stays as it was.
def test_a_broken_sheet_fails_alone_and_keeps_the_last_good_output(small_built, tmp_path):
    project = copy_project(small_built, tmp_path / "project")
    before = snapshot(project / "output" / "data")
    site_before = snapshot(project / "output" / "site")
    pdf_before = (project / "output" / "pdf" / f"{TINY_SHEET}.pdf").read_bytes()
    sheet = project / "raw" / f"{TINY_SHEET}.md"
    gun = '| Mag Gun | – | 1 | 20" |'
    sheet.write_text(sheet.read_text(encoding="utf-8").replace(gun, gun.replace('20"', '0"')), encoding="utf-8")

    run = pipeline_build(project)

    assert run.returncode == 1
    message = f"raw/{TINY_SHEET}.md:7 (column Efficace): expected a maximum range above 0, found '0\"'"
    assert message in run.stdout
    assert "epic-orks-base: ok" in run.stdout and "1 of 2 sheets failed" in run.stderr
    assert snapshot(project / "output" / "data") == before
    assert (project / "output" / "pdf" / f"{TINY_SHEET}.pdf").read_bytes() == pdf_before
    # Its site page, index line and search documents stay as last published: the same site.
    assert snapshot(project / "output" / "site") == site_before
    report = json.loads((project / "output" / "reports" / f"{TINY_SHEET}.json").read_text(encoding="utf-8"))
    assert report["status"] == "failed" and report["kept_previous"] is True


# An edited config rebuilds every sheet: on the two-sheet project, which has a site, a deck
# and its sheets' PDFs as the five-sheet one has.
def test_site_false_publishes_no_site_and_leaves_the_rest_as_it_was(small_built, tmp_path):
    project = copy_project(small_built, tmp_path / "project")
    before = {part: snapshot(project / "output" / part) for part in ("data", "pdf")}
    config = project / "config" / "config.yaml"
    config.write_text(config.read_text(encoding="utf-8").replace("site: true", "site: false"), encoding="utf-8")
    run = snakemake(project)
    assert run.returncode == 0, run.stderr[-2000:]
    assert "site_page" not in run.stderr and not (project / "output" / "site").exists()
    assert {part: snapshot(project / "output" / part) for part in ("data", "pdf")} == before


def test_the_site_search_shows_a_weapon_in_the_unit_its_page_prints(built, tmp_path):
    project = copy_project(built, tmp_path / "project")
    paths = SheetPaths(project / "build", "antares-algoryn")
    pdf = yaml.safe_load((project / "config" / "config.yaml").read_text(encoding="utf-8"))["pdf"]
    for units, profile in [
        ("as-printed", "Efficace 0–20″ · Portée Longue 20–30″ · Extrême 30–60″ · VI 1"),
        ("cm", "Efficace 0–50 cm · Portée Longue 50–75 cm · Extrême 75–150 cm · VI 1"),
    ]:
        run_site_page(paths, {**pdf, "units": units})
        documents = json.loads(paths.site["search"].read_text(encoding="utf-8"))
        assert [document["profile"] for document in documents if document["name"] == "Mag Gun"] == [profile]
        first_band = profile.split(" · ")[0].split(" ", 1)[1]  # as the page prints it
        assert first_band in paths.site["page"].read_text(encoding="utf-8").replace("\xa0", " ")


# On the small project: its Epic sheet edited, its Antares sheet given an erratum whose new
# value does not read, the deck of that sheet emptied, an errata file named after no sheet.
def test_a_bad_deck_a_bad_erratum_and_a_stray_errata_file_fail_alone_while_an_edit_publishes(small_built, tmp_path):
    project = copy_project(small_built, tmp_path / "project")
    deck = project / "output" / "pdf" / "decks" / "gang-boromite-cards-print.pdf"
    deck_before = deck.read_bytes()
    failing_before = (project / "output" / "pdf" / f"{TINY_SHEET}.pdf").read_bytes()
    sheet = project / "raw" / "epic-orks-base.txt"
    sheet.write_text(sheet.read_text(encoding="utf-8").replace("doubler son", "tripler son"), encoding="utf-8")
    (project / "decks" / "gang-boromite.yaml").write_text("title: Gang\ncards: []\n", encoding="utf-8")
    errata = project / "raw" / "errata"
    errata.mkdir()
    (errata / f"{TINY_SHEET}.yaml").write_text(
        "errata:\n  - weapon: Mag Gun\n    field: VI\n    old: '1'\n    new: beaucoup\n"
        "    source: {document: FAQ, date: 2026-10-01}\n",
        encoding="utf-8",
    )
    (errata / "antares-boromites-odre.yaml").write_text("errata: []\n", encoding="utf-8")

    run = pipeline_build(project)

    assert run.returncode == 1
    summary = run.stdout.split("Build summary:")[1]
    assert "epic-orks-base: ok" in summary
    assert (
        f"{TINY_SHEET}: FAILED (last good output kept): raw/errata/{TINY_SHEET}.yaml:2: expected entry 1 "
        "(weapon 'Mag Gun', field 'VI'): a new value that reads as a strength"
    ) in summary
    assert (
        "deck gang-boromite: FAILED (last good files kept): decks/gang-boromite.yaml:2: expected "
        "at least 1 item at cards, found 'none'"
    ) in summary
    assert "raw/errata/antares-boromites-odre.yaml: not applied" in summary
    assert f"did you mean {TINY_SHEET}.yaml?" in summary
    assert "1 of 2 sheets failed" in run.stderr and "1 of 1 decks failed" in run.stderr
    assert "1 errata files name no sheet" in run.stderr
    assert "Traceback" not in run.stdout + run.stderr
    # The edit is published; the failing sheet and deck keep their last good files.
    rules = pd.read_parquet(data(project) / "rules.parquet").set_index("rule_id")
    assert "tripler son mouvement" in rules.loc["epic-orks-base:fonceurs", "text"]
    assert deck.read_bytes() == deck_before
    assert (project / "output" / "pdf" / f"{TINY_SHEET}.pdf").read_bytes() == failing_before


# An edited schema rebuilds every sheet: on the small project, its Antares sheet's one.
def test_a_schema_violation_names_table_column_value_and_line(small_built, tmp_path):
    project = copy_project(small_built, tmp_path / "project")
    schema_path = project / "schemas" / "tables" / "weapon_ranges.schema.json"
    schema = json.loads(schema_path.read_text(encoding="utf-8"))
    for field in schema["fields"]:
        if field["name"] == "max":
            field["constraints"]["maximum"] = 80  # tighter than the Mag Light Support's 100" band
    schema_path.write_text(json.dumps(schema), encoding="utf-8")
    run = pipeline_build(project)
    assert run.returncode == 1
    report = json.loads((project / "build" / TINY_SHEET / "report.json").read_text(encoding="utf-8"))
    validation = report["validation"]
    assert validation["valid"] is False
    messages = [violation["message"] for violation in validation["violations"]]
    assert f"raw/{TINY_SHEET}.md:8: weapon_ranges.max = '100.0' breaks maximum 80" in messages


def test_a_publish_that_fails_leaves_the_published_files_as_they_were(built, tmp_path):
    """Publish writes the next release beside the published one and switches it in at its
    end only (pipeline.publish.switch): a publish that fails leaves every published file as
    it was, and nothing beside them."""
    project = copy_project(built, tmp_path / "project")
    before = snapshot(project / "output")
    (project / "build" / "antares-algoryn" / "tables" / "weapons.parquet").write_bytes(b"not parquet")
    (project / "build" / "antares-algoryn" / "report.json").touch()

    run = snakemake(project, "publish")

    assert run.returncode == 1
    assert "Error in rule publish" in run.stderr
    assert snapshot(project / "output") == before
    assert sorted(path.name for path in project.glob(".output*")) == []
