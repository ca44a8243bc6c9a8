"""What `python -m pipeline build` shows of Snakemake's log (`pipeline.workflow.progress`):
a line per job that ends, the plan of a dry run, and every line it does not know."""

from __future__ import annotations

import pytest

from pipeline.workflow.progress import Progress, said_reason

# Snakemake 9's log of a run that rebuilt one sheet (abridged: the job blocks as printed).
RUN = """Using workflow specific profile profiles/default for setting default command line arguments.
Assuming unrestricted shared filesystem usage.

SNAKEMAKE
=========
  Date: 2026-12-02 04:59:50
  Snakemake version: 9.27.1
  Config file(s): ['config/config.yaml']

Building DAG of jobs...
Using shell: /usr/bin/bash
Provided cores: 2
Rules claiming more threads will be scaled down.
Job stats:
job        count
-------  -------
sheet          1
publish        1
all            1
total          3

Select jobs to execute...
Execute 1 jobs...

[Wed Dec  2 04:59:51 2026]
localrule sheet:
    input: raw/epic-abilities.txt, build/.inputs/entry-epic-abilities.sha256
    jobid: 5
    reason: Updated input files: raw/epic-abilities.txt
    wildcards: sheet_id=epic-abilities
    resources: tmpdir=/tmp

[Wed Dec  2 05:00:07 2026]
Finished jobid: 5 (Rule: sheet)
1 of 3 steps (33%) done
Select jobs to execute...
Execute 1 jobs...

[Wed Dec  2 05:00:07 2026]
localrule publish:
    input: build/antares-algoryn/report.json
    output: build/publish.json
    jobid: 1
    reason: Input files updated by another job: build/epic-abilities/report.json
    resources: tmpdir=/tmp

Error in rule publish:
    message: None
    jobid: 1
    output: build/publish.json
[Wed Dec  2 05:00:08 2026]
Finished jobid: 1 (Rule: publish)
2 of 3 steps (67%) done
[Wed Dec  2 05:00:08 2026]
localrule all:
    input: build/publish.json
    jobid: 0
    resources: tmpdir=/tmp
[Wed Dec  2 05:00:08 2026]
Finished jobid: 0 (Rule: all)
3 of 3 steps (100%) done
Complete log(s): /tmp/p/.snakemake/log/2026-12-02T045950.211390.snakemake.log
Elapsed time: 0:00:18.710541
"""


class Clock:
    """Two seconds from one reading to the next."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 2.0
        return self.now


def shown(log: str) -> list[str]:
    said: list[str] = []
    progress = Progress(say=said.append, clock=Clock())
    for line in log.splitlines(keepends=True):
        progress.feed(line)
    return said


def test_a_run_shows_a_line_per_job_and_what_went_wrong_as_it_is():
    assert shown(RUN) == [
        f"  {'sheet epic-abilities':<40}   2.0 s",
        "Error in rule publish:",
        "    message: None",
        "    jobid: 1",
        "    output: build/publish.json",
        f"  {'publish':<40}   2.0 s",
    ]


def test_a_dry_run_shows_the_jobs_it_would_run_and_why():
    dry = RUN.split("Select jobs", 1)[0] + (
        "[Wed Dec  2 05:03:27 2026]\nrule sheet:\n    jobid: 2\n    reason: Updated input files: raw/a.md\n"
        "    wildcards: sheet_id=antares-algoryn\n[Wed Dec  2 05:03:27 2026]\nrule deck:\n    jobid: 3\n"
        "    reason: Input files updated by another job: build/antares-algoryn/report.json\n"
        "    wildcards: deck=patrouille-algoryne\n[Wed Dec  2 05:03:27 2026]\nrule all:\n    jobid: 0\n"
        "Job stats:\njob        count\n-------  -------\nsheet          1\n\nReasons:\n"
        "    (check individual jobs above for details)\n    updated input files:\n        sheet\n"
        "This was a dry-run (flag -n). The order of jobs does not reflect the order of execution.\n"
    )
    assert shown(dry) == [
        "Would run 2 jobs:",
        f"  {'sheet antares-algoryn':<40} Updated input files: raw/a.md",
        f"  {'deck patrouille-algoryne':<40} Input files updated by another job: build/antares-algoryn/report.json",
    ]


@pytest.mark.parametrize(
    ("reason", "said"),
    [
        (
            "Updated input files: build/.inputs/entry-antares-ghar.sha256",
            "Updated input files: its manifest entry or errata (raw/sheets.yaml, raw/errata/antares-ghar.yaml)",
        ),
        (
            "Updated input files: raw/a.md, build/.inputs/sheet-markdown-antares.sha256",
            "Updated input files: raw/a.md, the code, templates or settings it runs "
            "(the markdown reader, the antares game)",
        ),
        ("Updated input files: out/.inputs/site.sha256", "Updated input files: the site's code, templates or settings"),
        ("Missing output files: build/publish.json", "Missing output files: build/publish.json"),
    ],
)
def test_a_reason_names_what_a_digest_stands_for(reason, said):
    assert said_reason(reason) == said


def test_nothing_to_do_is_said_in_a_line():
    assert shown("Building DAG of jobs...\nNothing to be done (all requested files are present and up to date).\n") == [
        "Nothing to do: every product is up to date."
    ]
