"""`python -m pipeline build [SHEET_ID|DECK ...] [-n] [--cores N] [-v] [-- snakemake options]`
on a copy of a built project: one sheet built and published alone, a dry run's plan, a line
per job instead of Snakemake's banners."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pandas as pd

from tests.conftest import TINY_SHEET, copy_project

GUN = "| Mag Gun | – | 1 |"


def _build(project: Path, *args: str) -> subprocess.CompletedProcess:
    command = [sys.executable, "-m", "pipeline", "build", "--workdir", str(project), *args]
    return subprocess.run(command, cwd=project, capture_output=True, text=True, check=False)


# What building the small project's first sheet alone runs (sorted).
JOBS = [
    "deck gang-boromite",
    "publish",
    f"sheet {TINY_SHEET}",
    "site_deck gang-boromite",
    f"site_page {TINY_SHEET}",
]


def _jobs(plan: str) -> list[str]:
    """The jobs a dry run lists: `sheet antares-algoryn`, `publish`…"""
    lines = plan.split("Would run", 1)[1].splitlines()[1:]
    return [line[:42].strip() for line in lines if line]


# On the small project: a sheet built alone, the other edited and left for later.
def test_one_sheet_builds_and_publishes_alone_with_a_line_per_job(small_built, tmp_path):
    project = copy_project(small_built, tmp_path / "project")
    sheet = project / "raw" / f"{TINY_SHEET}.md"
    sheet.write_text(sheet.read_text(encoding="utf-8").replace(GUN, GUN.replace("| 1 |", "| 2 |")), encoding="utf-8")
    epic = project / "raw" / "epic-orks-base.txt"
    epic.write_bytes(epic.read_bytes() + b"\n")

    planned = _build(project, TINY_SHEET, "-n")
    assert planned.returncode == 0, planned.stderr
    # The sheet, the deck that takes cards from it, their site pages, publish; not the other
    # edited sheet.
    assert sorted(_jobs(planned.stdout)) == JOBS
    assert f"Updated input files: raw/{TINY_SHEET}.md" in planned.stdout
    assert "SNAKEMAKE" not in planned.stdout + planned.stderr and "Job stats" not in planned.stdout

    run = _build(project, TINY_SHEET)
    assert run.returncode == 0, run.stderr[-2000:]
    # A line per job: what it built and how long it took.
    done = [line.rsplit(maxsplit=2) for line in run.stdout.splitlines() if line.endswith(" s")]
    assert sorted(label.strip() for label, _, _ in done) == JOBS
    assert done[0][0].strip() == f"sheet {TINY_SHEET}" and done[-1][0].strip() == "publish"
    assert not any(
        noise in run.stdout + run.stderr for noise in ("Select jobs", "SNAKEMAKE", "Finished jobid", "localrule")
    )
    assert "Build summary:" in run.stdout
    weapons = pd.read_parquet(project / "output" / "data" / "weapons.parquet").set_index("weapon_id")
    assert weapons.loc[f"{TINY_SHEET}:mag-gun", "strength_raw"] == "2"
    # The other edited sheet waits for its own build, or a build of everything.
    assert _jobs(_build(project, "-n").stdout) == ["sheet epic-orks-base", "site_page epic-orks-base", "publish"]


def test_snakemake_options_after_two_dashes_and_a_misspelt_target(small_built, tmp_path):
    project = copy_project(small_built, tmp_path / "project")
    forced = _build(project, "-n", "--", "--forcerun", "publish")
    assert forced.returncode == 0 and _jobs(forced.stdout) == ["publish"]
    wrong = _build(project, "antares-boromite-ordre", "-n")
    assert wrong.returncode == 2
    assert (
        "Bad target: the command line: expected a sheet_id of the manifest or a deck of decks/ (did you mean "
        f"{TINY_SHEET}?), found 'antares-boromite-ordre'"
    ) in wrong.stderr
    assert "Traceback" not in wrong.stderr
