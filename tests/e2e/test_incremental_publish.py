"""An errata rebuild publishes only the changed sheet, and writes exactly what a full
publish writes."""

from __future__ import annotations

from pathlib import Path

from pipeline.files import read_json
from pipeline.publish.incremental import plan_publish
from pipeline.workflow.stages import sheet_builds
from tests.conftest import TINY_SHEET, copy_project, pipeline_build, snapshot, with_errata

STATE = Path("build") / "publish-state.json"


def build(project: Path) -> None:
    run = pipeline_build(project)
    assert run.returncode == 0, run.stdout[-2000:] + run.stderr[-2000:]


# The small project's two sheets are enough to tell the sheet an erratum changed from the
# one it did not.
def test_incremental_and_full_publish_write_the_same_bytes(small_built, tmp_path):
    incremental = with_errata(copy_project(small_built, tmp_path / "incremental"), TINY_SHEET)
    full = with_errata(copy_project(small_built, tmp_path / "full"), TINY_SHEET)
    (full / STATE).unlink()  # no record of the last publish: publish redoes every sheet
    untouched = incremental / "output" / "pdf" / "epic-orks-base.pdf"
    inode = untouched.stat().st_ino
    build(incremental)
    build(full)
    assert "redid 1 of 2 sheets" in (incremental / "build" / "logs" / "publish.log").read_text(encoding="utf-8")
    assert "redid 2 of 2 sheets" in (full / "build" / "logs" / "publish.log").read_text(encoding="utf-8")
    published = snapshot(incremental / "output")
    assert published == snapshot(full / "output")
    assert f"{TINY_SHEET}:mag-gun".encode() in published["reports/changes.json"]  # the errata did change the data
    # The PDFs of the sheets that did not change are the published files, not copies.
    assert untouched.stat().st_ino == inode


def test_a_publish_it_cannot_trust_is_a_full_one(built, tmp_path):
    project = copy_project(built, tmp_path / "project")
    builds = sheet_builds(project / "build", ["antares-algoryn", "epic-abilities"])
    state = project / STATE
    context = read_json(state)["context"]
    output = project / "output"
    plan = plan_publish(builds, state, context, output)
    assert (
        not plan.full
        and plan.changed == set()
        and plan.removed
        == {
            "antares-freeborn",
            "infinity-core",
            "warmachine-core",
        }
    )
    (project / "build" / "epic-abilities" / "report.json").touch()  # its job ran again
    assert plan_publish(builds, state, context, output).changed == {"epic-abilities"}
    assert plan_publish(builds, state, context + "other code", output).full
    (output / "data" / "datapackage.json").write_text("{}", encoding="utf-8")  # edited since
    assert plan_publish(builds, state, context, output).full
