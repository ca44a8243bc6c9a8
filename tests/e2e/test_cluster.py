"""The workflow under a cluster executor, as profiles/slurm runs it: `--jobs` and no
`--cores`, each job in its own Snakemake process (cluster-generic, bash as the queue)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import yaml

from tests.conftest import PROJECT, TINY_SHEET, snapshot, tiny_project


def _start(project: Path, *args: str) -> subprocess.Popen:
    command = [sys.executable, "-m", "snakemake", *args]
    return subprocess.Popen(command, cwd=project, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)


def test_a_cluster_build_without_cores_publishes_what_a_local_build_does(tmp_path):
    cluster = tiny_project(tmp_path / "cluster")
    local = tiny_project(tmp_path / "local")
    # Bash runs each job as it is submitted; status is checked each second, not each ten.
    queue = ["--cluster-generic-submit-cmd", "bash", "--seconds-between-status-checks", "1"]
    submitted = _start(cluster, "--executor", "cluster-generic", *queue, "--jobs", "2")
    built = _start(local, "--cores", "2")
    cluster_log, local_log = submitted.communicate()[0], built.communicate()[0]
    assert submitted.returncode == 0, cluster_log[-3000:]
    assert built.returncode == 0, local_log[-3000:]
    # The sheet's job, its site page and publish each ran in a Snakemake process of its own,
    # as on a node.
    assert len(re.findall(r"--mode remote", cluster_log)) >= 3
    published = snapshot(cluster / "output")
    assert f"pdf/{TINY_SHEET}.pdf" in published and f"site/sheets/{TINY_SHEET}.html" in published
    assert published == snapshot(local / "output")


def test_the_slurm_profile_sets_resources_of_rules_that_exist():
    profile = yaml.safe_load((PROJECT / "profiles" / "slurm" / "config.yaml").read_text(encoding="utf-8"))
    rules = {
        name
        for path in (PROJECT / "rules").glob("*.smk")
        for name in re.findall(r"^rule (\w+):", path.read_text(), re.M)
    }
    assert set(profile["set-resources"]) <= rules
    assert "jobs" in profile and "cores" not in profile
