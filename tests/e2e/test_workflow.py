"""End to end: the Snakemake workflow on a copy of the project, from raw/ to output/."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pandas as pd
import yaml
from pypdf import PdfReader

from pipeline.contract.schema import TABLES
from tests.conftest import TINY_SHEET, copy_project, planned_jobs, snakemake


def read(built: Path, table: str) -> pd.DataFrame:
    return pd.read_parquet(built / "output" / "data" / f"{table}.parquet")


def test_tables_join(built):
    weapons, ranges = read(built, "weapons"), read(built, "weapon_ranges")
    weapon_rules, rules = read(built, "weapon_rules"), read(built, "rules")
    assert set(ranges["weapon_id"]) <= set(weapons["weapon_id"])
    assert set(weapon_rules["weapon_id"]) <= set(weapons["weapon_id"])
    assert set(weapon_rules["rule_id"].dropna()) <= set(rules["rule_id"])
    assert set(weapons["sheet_id"]) <= set(read(built, "sheets")["sheet_id"])
    assert len(weapons[weapons["sheet_id"] == "antares-algoryn"]) == 25


def test_published_files_and_types(built):
    sheets = read(built, "sheets")
    assert sorted(sheets["sheet_id"]) == [
        "antares-algoryn",
        "antares-freeborn",
        "epic-abilities",
        "infinity-core",
        "warmachine-core",
    ]
    for sheet_id in sheets["sheet_id"]:
        assert (built / "output" / "pdf" / f"{sheet_id}.pdf").stat().st_size > 1000
        assert (built / "output" / "reports" / f"{sheet_id}.json").is_file()
    weapons = read(built, "weapons")
    assert str(weapons["position"].dtype) == "Int64"
    assert str(weapons["melee_only"].dtype) == "boolean"
    csv = (built / "output" / "data" / "weapons.csv").read_bytes()
    assert csv.startswith(b"weapon_id,sheet_id,position,name,mode,melee_only,")


def check(data_dir: Path) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "pipeline", "check", str(data_dir)], capture_output=True, text=True, check=False
    )


def test_published_data_passes_the_contract_check(built):
    run = check(built / "output" / "data")
    assert run.returncode == 0, run.stdout + run.stderr
    assert "contract ok" in run.stdout


def test_contract_check_finds_each_corruption_with_its_code(built, tmp_path):
    data = tmp_path / "data"
    shutil.copytree(built / "output" / "data", data)
    ranges = pd.read_parquet(data / "weapon_ranges.parquet")
    mag_gun = ranges["weapon_id"] == "antares-algoryn:mag-gun"
    ranges.loc[mag_gun & (ranges["band_index"] == 1), "min"] = 99.0  # above its max of 10
    ranges.to_parquet(data / "weapon_ranges.parquet", index=False)
    links = pd.read_parquet(data / "weapon_rules.parquet")
    links.loc[links["rule_id"].notna().idxmax(), "rule_id"] = "antares-algoryn:no-such-rule"
    links.to_parquet(data / "weapon_rules.parquet", index=False)
    (data / "modifiers.parquet").unlink()
    (data / "modifiers.csv").unlink()
    run = check(data)
    assert run.returncode == 1
    lines = run.stdout.splitlines()
    assert any("[range-min-above-max]" in line and "weapon_ranges.min" in line for line in lines), run.stdout
    assert any("[unknown-rule]" in line and "no-such-rule" in line for line in lines), run.stdout
    assert any("[missing-table]" in line and "modifiers" in line for line in lines), run.stdout
    assert any("[hash-mismatch]" in line and "weapon_ranges.parquet" in line for line in lines), run.stdout


def test_pdf_holds_every_weapon_and_rule_name(built):
    text = " ".join(page.extract_text() for page in PdfReader(built / "output" / "pdf" / "antares-freeborn.pdf").pages)
    flat = " ".join(text.split())
    weapons = read(built, "weapons")
    for name in weapons[weapons["sheet_id"] == "antares-freeborn"]["name"]:
        assert name in flat
    assert "Choisir une Cible" in flat and "SYNCHRONISER DRONE" in flat


def test_rebuild_with_nothing_changed_runs_nothing(built):
    run = snakemake(built, "--dry-run")
    assert run.returncode == 0
    assert "Nothing to be done" in run.stdout + run.stderr


# The manifest fields the products show, edited on one sheet: (field, value). One sheet's
# rebuild shows each of them as well as three would.
MANIFEST_EDITS = [
    ("title", "Antares, le Gang d'Ordre"),
    ("faction", "Boromites d'Ordre"),
    ("language", "fr-BE"),
]


def test_a_manifest_field_the_products_show_reruns_its_sheet_alone(small_built, tmp_path):
    project = copy_project(small_built, tmp_path / "project")
    manifest = project / "raw" / "sheets.yaml"
    content = yaml.safe_load(manifest.read_text(encoding="utf-8"))
    entries = {entry["sheet_id"]: entry for entry in content["sheets"]}
    for field, value in MANIFEST_EDITS:
        assert entries[TINY_SHEET].get(field) != value
        entries[TINY_SHEET][field] = value
    manifest.write_text(yaml.safe_dump(content, allow_unicode=True, sort_keys=False), encoding="utf-8")
    # The edited sheet's jobs, the deck taking cards from it, publish.
    assert planned_jobs(project) == {"sheet": 1, "deck": 1, "site_page": 1, "site_deck": 1, "publish": 1, "all": 1}
    run = snakemake(project)
    assert run.returncode == 0, run.stderr[-2000:]
    sheet = read(project, "sheets").set_index("sheet_id").loc[TINY_SHEET]
    pdf = PdfReader(project / "output" / "pdf" / f"{TINY_SHEET}.pdf")
    shown = {
        "title": pdf.metadata.title,
        "faction": pdf.pages[0].extract_text(),
        "language": str(pdf.trailer["/Root"]["/Lang"]),
    }
    for field, value in MANIFEST_EDITS:
        assert sheet[field] == value
        assert value in shown[field].replace("\u2019", "'"), field


def test_snakemake_knows_every_file_the_rules_write(built):
    summary = snakemake(built, "--summary")
    assert summary.returncode == 0, summary.stderr[-2000:]
    listed = {line.split("\t")[0] for line in summary.stdout.splitlines()}
    # A sheet's tables are one directory output (a tenth of the files the no-op checks),
    # which holds every table of the schemas and nothing else but Snakemake's timestamp.
    assert "build/antares-algoryn/tables" in listed
    written = {path.name for path in (built / "build" / "antares-algoryn" / "tables").iterdir()}
    assert written == {f"{table}.parquet" for table in TABLES} | {".snakemake_timestamp"}
    # The output directory is publish's, one release switched in whole: Snakemake knows
    # what publish says of it, and neither deletes nor backs up a published file.
    assert "build/publish.json" in listed
    assert not any(path.startswith("output/") for path in listed)
    deleting = snakemake(built, "--delete-all-output", "--dry-run")
    assert deleting.returncode == 0, deleting.stderr[-2000:]
    assert "build/infinity-core/tables" in deleting.stdout + deleting.stderr
    assert "output/" not in deleting.stdout + deleting.stderr
    # No bookkeeping of Snakemake's among the published files.
    assert not list((built / "output").rglob(".snakemake_timestamp"))
