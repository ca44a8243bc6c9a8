"""A build killed while it publishes (`pipeline.publish.switch`): readers see the whole last
release or the whole new one at every step, versions and changelog entries are never
skipped or repeated, and the next plain `python -m pipeline build` (what `make build`
runs) completes with no flag and no manual step, saying what it recovered."""

from __future__ import annotations

import hashlib
import json
import os
import re
import subprocess
import sys
from pathlib import Path

from pipeline.publish.switch import KILL_AT
from tests.conftest import TINY_SHEET, copy_project

# Publish's steps, in order: the data, the PDFs and reports written beside the output
# directory, the switch, the record of what was published.
STEPS = ("staged-data", "staged-pdf", "staged", "switched", "published")


def _build(project: Path, kill_at: str | None = None) -> subprocess.CompletedProcess:
    env = {key: value for key, value in os.environ.items() if key != KILL_AT}
    if kill_at is not None:
        env[KILL_AT] = kill_at
    command = [sys.executable, "-m", "pipeline", "build", "--workdir", str(project)]
    return subprocess.run(command, cwd=project, env=env, capture_output=True, text=True, check=False)


def _release(output: Path) -> tuple[str, str, list[str], str]:
    """What a reader of the output directory finds: the data package's version, the last
    changes' version, the changelog's sections, and the edited sheet's PDF."""
    package = json.loads((output / "data" / "datapackage.json").read_text(encoding="utf-8"))
    changes = json.loads((output / "reports" / "changes.json").read_text(encoding="utf-8"))
    changelog = (output / "reports" / "CHANGELOG.md").read_text(encoding="utf-8")
    pdf = hashlib.sha256((output / "pdf" / f"{TINY_SHEET}.pdf").read_bytes()).hexdigest()
    return package["version"], changes["version"], re.findall(r"^## \[([^\]]+)\]", changelog, re.M), pdf


# On the small project: each step's kill and the recovery are a build of their own, and
# none of it depends on how many sheets publish writes.
def test_a_build_killed_at_any_step_of_publish_leaves_one_release_and_the_next_build_recovers(small_built, tmp_path):
    project = copy_project(small_built, tmp_path / "project")
    old = _release(project / "output")
    assert old[:3] == ("1.0.0", "1.0.0", ["1.0.0"])
    sheet = project / "raw" / f"{TINY_SHEET}.md"
    edited = sheet.read_text(encoding="utf-8").replace("| Mag Gun | – | 1 |", "| Mag Gun | – | 2 |")
    assert edited != sheet.read_text(encoding="utf-8")
    sheet.write_text(edited, encoding="utf-8")
    seen = set()
    for step in STEPS:
        killed = _build(project, kill_at=step)
        assert killed.returncode != 0, step
        release = _release(project / "output")
        # One release, whole: the package, the changes and the changelog agree, and the
        # PDF is the old one exactly while the version is.
        version, changes_version, sections, pdf = release
        assert version == changes_version == sections[0], (step, release[:3])
        assert sections == sorted(set(sections), reverse=True), step  # each version once
        assert (pdf == old[3]) == (version == "1.0.0"), step
        seen.add(version)
    assert seen == {"1.0.0", "1.0.1"}  # killed before the switch, and after it

    recovered = _build(project)
    assert recovered.returncode == 0, recovered.stderr[-2000:]
    assert "A build was stopped before it ended; this one recovered:" in recovered.stdout
    assert "released the locks of the build that was stopped" in recovered.stdout
    version, changes_version, sections, pdf = _release(project / "output")
    assert (version, changes_version, sections) == ("1.0.1", "1.0.1", ["1.0.1", "1.0.0"])
    assert pdf != old[3]
    assert sorted(path.name for path in project.iterdir() if path.name.startswith(".output")) == []
    # And the build after it has nothing to do, nothing to recover.
    again = _build(project)
    assert again.returncode == 0 and "recovered" not in again.stdout
