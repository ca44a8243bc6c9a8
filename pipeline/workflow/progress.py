"""What `python -m pipeline build` shows of Snakemake's log: a line per job that ends
(rule, sheet or deck, seconds), the jobs a dry run would run and why, and every line it
does not know (errors, warnings) as it is. Snakemake's banners, job blocks and tables
are left out (`-v` shows them). Reads the text Snakemake 9 writes on stderr (the range
pyproject.toml pins; tests/unit/workflow/test_progress.py checks it on a real run)."""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field

_JOB = re.compile(r"^(?:local)?rule (\w+):$")
_ATTRIBUTE = re.compile(r"^ {4}(\w+): (.*)$")
_FINISHED = re.compile(r"^Finished jobid: (\d+) \(Rule: (\w+)\)$")
# Lines of Snakemake's own that say nothing a user acts on.
_NOISE = re.compile(
    r"^(Using (workflow specific profile|shell)|Assuming unrestricted|Building DAG|Provided cores|Rules claiming"
    r"|Config file \S+ is extended by additional config"
    r"|Select jobs to execute|Execute \d+ jobs|\[\w{3} \w{3} +\d+ [\d:]+ \d{4}\]$|\d+ of \d+ steps"
    r"|Complete log|Elapsed time|=+$|SNAKEMAKE$|$)"
)
# The digests rules/common.smk keeps of what a job reads besides its files
# (build/.inputs/<name>.sha256): what each stands for, in words.
_DIGEST = re.compile(r"\S*/\.inputs/([\w.-]+?)\.sha256")
_DIGESTS = (
    (re.compile(r"entry-(.+)"), r"its manifest entry or errata (raw/sheets.yaml, raw/errata/\1.yaml)"),
    (re.compile(r"sheet-(\w+)-(\w+)"), r"the code, templates or settings it runs (the \1 reader, the \2 game)"),
    (re.compile(r"site"), "the site's code, templates or settings"),
    (re.compile(r"publish"), "publish's code or settings, or an errata file naming no sheet"),
    (re.compile(r"deck"), "the cards' code, templates or settings"),
)


def said_reason(reason: str) -> str:
    """Snakemake's reason for a job, each digest it names said as what the digest stands for
    (`build/.inputs/entry-x.sha256` -> `its manifest entry or errata (…)`)."""

    def said(found: re.Match[str]) -> str:
        for pattern, words in _DIGESTS:
            if named := pattern.fullmatch(found.group(1)):
                return named.expand(words)
        return found.group(0)

    return _DIGEST.sub(said, reason)


# Blocks whose indented or tabular lines follow their first line.
_BLOCKS = {"SNAKEMAKE": "header", "Job stats:": "stats", "Reasons:": "reasons"}


@dataclass
class _Job:
    rule: str
    started: float
    attributes: dict[str, str] = field(default_factory=dict)

    @property
    def label(self) -> str:
        wildcards = self.attributes.get("wildcards", "")
        names = [part.split("=", 1)[1] for part in wildcards.split(", ") if "=" in part]
        return " ".join([self.rule, *names])


@dataclass
class Progress:
    """Fed Snakemake's log line by line (`feed`): says each job and the plan (`say`), and
    passes on the lines it does not know (`warn`; by default `say`)."""

    say: Callable[[str], None]
    warn: Callable[[str], None] | None = None
    clock: Callable[[], float] = time.monotonic
    _block: str | None = None
    _job: _Job | None = None
    _jobs: dict[str, _Job] = field(default_factory=dict)
    _planned: list[_Job] = field(default_factory=list)

    def feed(self, line: str) -> None:
        line = line.rstrip("\n")
        if self._job is not None:
            if attribute := _ATTRIBUTE.match(line):
                self._job.attributes[attribute[1]] = attribute[2]
                return
            self._end_job_block()
        if self._block is not None:
            if line.startswith((" ", "\t")) or (self._block != "reasons" and line and not line.endswith(":")):
                return
            self._block = None
            if not line:
                return
        self._read(line)

    def _read(self, line: str) -> None:
        if job := _JOB.match(line):
            self._job = _Job(job[1], self.clock())
        elif finished := _FINISHED.match(line):
            job = self._jobs.pop(finished[1], None)
            if job is not None and job.rule != "all":
                self.say(f"  {job.label:<40} {self.clock() - job.started:5.1f} s")
        elif line in _BLOCKS:
            self._block = _BLOCKS[line]
        elif line.startswith("This was a dry-run"):
            self._say_plan()
        elif line.startswith("Nothing to be done"):
            self.say("Nothing to do: every product is up to date.")
        elif not _NOISE.match(line):
            (self.warn or self.say)(line)

    def _end_job_block(self) -> None:
        job, self._job = self._job, None
        if job is None:
            return
        self._jobs[job.attributes.get("jobid", "")] = job
        self._planned.append(job)

    def _say_plan(self) -> None:
        jobs = [job for job in self._planned if job.rule != "all"]
        self.say(f"Would run {len(jobs)} job{'s' if len(jobs) != 1 else ''}:")
        for job in jobs:
            reason = said_reason(job.attributes.get("reason", ""))
            self.say(f"  {job.label:<40} {reason}")
