"""Bounded render: a sheet too big to print publishes its data without PDFs, and a render
worker that dies fails its sheet alone."""

from __future__ import annotations

import os
from concurrent.futures.process import BrokenProcessPool

import pandas as pd
import pytest
import yaml

from pipeline.render.size import estimated_pages
from pipeline.workflow import stages
from tests.conftest import CODE, copy_code, parsed, pipeline_build, with_sheets

LARGE = {"antares-algoryn", "antares-freeborn"}  # about 6 pages each; the others 4 or fewer


def test_estimated_pages_of_the_seeds():
    pages = {sheet_id: estimated_pages(parsed(sheet_id).tables) for sheet_id in (*LARGE, "epic-abilities")}
    assert all(pages[sheet_id] > 5 for sheet_id in LARGE) and pages["epic-abilities"] <= 5


def test_a_sheet_past_max_pages_publishes_its_data_without_pdfs(tmp_path):
    # The two large sheets and one of the small: the other small ones would print as it does.
    project = with_sheets(copy_code(tmp_path / "project", [*CODE, "raw"]), [*LARGE, "epic-abilities"])
    config_path = project / "config" / "config.yaml"
    config = yaml.safe_load(config_path.read_text(encoding="utf-8"))
    config["pdf"]["max_pages"] = 5
    config_path.write_text(yaml.safe_dump(config), encoding="utf-8")
    run = pipeline_build(project)
    assert run.returncode == 0, run.stdout[-2000:] + run.stderr[-2000:]
    warnings = [line for line in run.stdout.splitlines() if "not printed" in line]
    assert sorted(line.split(":")[0].strip() for line in warnings) == sorted(LARGE), run.stdout
    assert all("more than pdf.max_pages (5)" in line for line in warnings)
    pdfs = {path.name for path in (project / "output" / "pdf").iterdir()}
    for sheet_id in LARGE:
        assert not any(name.startswith(sheet_id) for name in pdfs)
    assert {"epic-abilities.pdf", "epic-abilities-cards.pdf", "epic-abilities-cards-print.pdf"} <= pdfs
    weapons = pd.read_parquet(project / "output" / "data" / "weapons.parquet")
    assert set(weapons["sheet_id"]) >= LARGE  # the data is published all the same


def _die(paths, options) -> None:
    os._exit(1)  # a render worker killed (out of memory, say)


def _fine(paths, options) -> None:
    return None


def test_a_dead_render_worker_fails_one_sheet_not_the_next(monkeypatch):
    monkeypatch.setattr(stages, "render_reference", _die)
    monkeypatch.setattr(stages, "render_decks", _fine)
    monkeypatch.setattr(stages, "render_errata_cards", _fine)
    with pytest.raises(BrokenProcessPool):
        stages._render_all("sheet-a", None, workers=2)
    monkeypatch.setattr(stages, "render_reference", _fine)
    try:
        stages._render_all("sheet-b", None, workers=2)  # a new pool renders the next sheet
    finally:
        if stages._workers is not None:
            stages._workers.shutdown()
            stages._workers = None
