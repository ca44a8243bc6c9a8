"""What the Snakefile sets up in the Snakemake process: the early start of a build worker
when a sheet job is due."""

from __future__ import annotations

import multiprocessing
import os
import time
from types import SimpleNamespace

import pytest

from pipeline.workflow import hooks, stages

# --- the early start of a build worker ---------------------------------------------


def running_workflow(**changes):
    """What `start_workers_if_due` reads of Snakemake's workflow: a local run on two cores."""
    settings = {"cores": 2, "executor_plugin": object(), "local_exec": True, "dryrun": False, "touch": False}
    return SimpleNamespace(**(settings | changes))


@pytest.fixture
def started(monkeypatch):
    calls: list[tuple[int, int | None]] = []
    monkeypatch.setattr(hooks, "_workers_requested", False)
    monkeypatch.setattr(stages, "build_workers", lambda count, start=None: calls.append((count, start)))
    return calls


@pytest.fixture
def sheet_job(tmp_path):
    """A sheet's input and its report, the report written after the input."""
    sheet, report = tmp_path / "sheet.txt", tmp_path / "report.json"
    sheet.write_text("sheet", encoding="utf-8")
    report.write_text("{}", encoding="utf-8")
    now = time.time()
    os.utime(sheet, (now - 10, now - 10))
    return sheet, report


def test_no_worker_starts_for_a_sheet_built_after_its_inputs(started, sheet_job):
    sheet, report = sheet_job
    hooks.start_workers_if_due(running_workflow(), report, [sheet])
    assert started == []


def test_one_worker_starts_once_for_a_sheet_edited_since_its_report(started, sheet_job):
    sheet, report = sheet_job
    os.utime(sheet, (time.time() + 10, time.time() + 10))
    hooks.start_workers_if_due(running_workflow(), report, [sheet])
    hooks.start_workers_if_due(running_workflow(), report, [sheet])
    assert started == [(2, 1)]


def test_one_worker_starts_for_a_sheet_never_built(started, sheet_job):
    sheet, report = sheet_job
    report.unlink()
    hooks.start_workers_if_due(running_workflow(cores=4), report, [sheet])
    assert started == [(4, 1)]


@pytest.mark.parametrize(
    "run",
    [
        {"dryrun": True},
        {"touch": True},
        {"cores": 1},
        {"local_exec": False},
        {"executor_plugin": None},  # --dag, --summary: no execution
    ],
)
def test_no_worker_starts_where_no_job_runs_here(started, sheet_job, run):
    sheet, report = sheet_job
    report.unlink()
    hooks.start_workers_if_due(running_workflow(**run), report, [sheet])
    assert started == []


def test_a_pool_started_with_one_worker_starts_the_others_with_its_first_task(monkeypatch):
    """The early start (one worker), then a sheet's first tasks: two tasks that each wait
    for the other run side by side, so the pool has started its second worker."""
    monkeypatch.setattr(stages, "_workers", None)
    before = set(multiprocessing.active_children())
    pool = stages.build_workers(2, start=1)
    try:
        assert len(set(multiprocessing.active_children()) - before) == 1
        with multiprocessing.Manager() as manager:
            both_running = manager.Barrier(2, timeout=60)
            tasks = [stages._submit(pool, both_running.wait) for _ in range(2)]
            # Each task's place at the barrier: both arrived, neither timed out alone.
            assert sorted(task.result(timeout=120) for task in tasks) == [0, 1]
    finally:
        stages.release_build_workers()
