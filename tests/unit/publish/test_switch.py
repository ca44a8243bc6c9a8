"""One release, one switch (`pipeline.publish.switch`): the next release written beside the
output directory replaces it whole, in one step or, where the system has none, in two
that a kill between them cannot leave half done; what a stopped publish left is undone."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from pipeline.publish import switch as switching
from pipeline.publish.switch import KILL_AT, recover, staging_dir, switch


def _release(output: Path, version: str) -> None:
    for part in ("data", "pdf", "reports"):
        (output / part).mkdir(parents=True)
        (output / part / "version.txt").write_text(version, encoding="utf-8")


def _versions(output: Path) -> set[str]:
    """The versions a reader finds in the output directory: one, for a whole release."""
    return {path.read_text(encoding="utf-8") for path in output.rglob("version.txt")}


@pytest.fixture(params=["exchange", "two renames"])
def published(request, tmp_path, monkeypatch) -> Path:
    if request.param == "two renames":  # a system without renameat2's exchange
        monkeypatch.setattr(switching, "_exchange", lambda first, second: False)
    output = tmp_path / "output"
    _release(output, "1.0.0")
    return output


def test_the_next_release_replaces_the_published_one_whole(published):
    staged = staging_dir(published)
    _release(staged, "1.0.1")
    switch(staged, published)
    assert _versions(published) == {"1.0.1"}
    assert sorted(path.name for path in published.parent.iterdir()) == ["output"]  # nothing left beside it
    assert sorted(path.name for path in published.iterdir()) == ["data", "pdf", "reports"]


def test_a_first_release_is_renamed_into_place(tmp_path):
    output = tmp_path / "output"
    staged = staging_dir(output)
    _release(staged, "1.0.0")
    switch(staged, output)
    assert _versions(output) == {"1.0.0"}


# A publish killed at a step of its switch (SIGKILL, in a process of its own).
KILLED = """
import sys
from pathlib import Path
from pipeline.publish import switch as switching
if sys.argv[2] == "two renames":
    switching._exchange = lambda first, second: False
output = Path(sys.argv[1])
staged = switching.staging_dir(output)
for part in ("data", "pdf", "reports"):
    (staged / part).mkdir()
    (staged / part / "version.txt").write_text("1.0.1", encoding="utf-8")
switching.switch(staged, output)
"""


@pytest.mark.parametrize(("system", "step"), [("exchange", "switched"), ("two renames", "between-renames")])
def test_a_publish_killed_in_its_switch_leaves_one_whole_release_and_nothing_after_recovery(tmp_path, system, step):
    output = tmp_path / "output"
    _release(output, "1.0.0")
    killed = subprocess.run(
        [sys.executable, "-c", KILLED, str(output), system],
        env={"PYTHONPATH": str(Path(__file__).resolve().parents[3]), KILL_AT: step},
        check=False,
    )
    assert killed.returncode == -9
    # Killed between its two renames, there is no output directory for a moment: the
    # next publish puts a whole release back before anything else.
    done = recover(output)
    assert done and len(_versions(output)) == 1
    assert sorted(path.name for path in tmp_path.iterdir()) == ["output"]
    assert not (output / switching.COMPLETE).exists()
    assert recover(output) == []  # nothing more to do


def test_a_staging_directory_left_by_a_stopped_publish_is_removed(published):
    left = staging_dir(published)
    (left / "data").mkdir()
    assert recover(published) == [f"removed {left.name}, left by a publish that was stopped"]
    assert not left.exists() and _versions(published) == {"1.0.0"}
