"""`python -m pipeline build | check DIR | datadict`.

`build` runs the workflow, then says per sheet what happened: sheets whose input was
wrong (or that hit a bug, with the log holding its traceback) are listed after the
run and make the command exit non-zero, while every other sheet is built and published.
"""

from __future__ import annotations

import argparse
import fcntl
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, TextIO

from pipeline.workflow.paths import BuildPaths


def _logs_with_traceback(logs_dir: Path, since: float) -> list[Path]:
    """Rule logs written by this run that hold a traceback."""
    if not logs_dir.is_dir():
        return []
    return sorted(
        path
        for path in logs_dir.rglob("*.log")
        if path.stat().st_mtime >= since and "Traceback (most recent call last)" in path.read_text(encoding="utf-8")
    )


@contextmanager
def _one_build(build_dir: Path) -> Iterator[bool]:
    """Held while a build runs (a lock on build/.build.lock): True if no other build holds
    it. A build that was killed holds it no more, whatever it left behind."""
    build_dir.mkdir(parents=True, exist_ok=True)
    with open(build_dir / ".build.lock", "a+b") as lock:
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            yield False
            return
        yield True


# Where Snakemake keeps its locks and the marks of jobs it left unfinished: read only to
# say what a stopped build left (Snakemake's own `--unlock` and `--rerun-incomplete` act).
SNAKEMAKE_LOCKS, SNAKEMAKE_INCOMPLETE = Path(".snakemake/locks"), Path(".snakemake/incomplete")


def _recover_stopped_build(workdir: Path) -> list[str]:
    """With no other build running, what a stopped one left: Snakemake's locks released
    (`--unlock`), its unfinished jobs noted (they run again). What it did, in words."""
    done = []
    if any((workdir / SNAKEMAKE_LOCKS).glob("*")):
        unlock = [sys.executable, "-m", "snakemake", "--unlock", "--cores", "1"]
        subprocess.run(unlock, cwd=workdir, capture_output=True, check=False)
        done.append("released the locks of the build that was stopped")
    if any(path.is_file() for path in (workdir / SNAKEMAKE_INCOMPLETE).rglob("*")):
        done.append("ran again the jobs it left unfinished")
    return done


def build(
    cores: int,
    extra: list[str],
    workdir: Path,
    targets: list[str] = (),
    dry_run: bool = False,
    verbose: bool = False,
) -> int:
    """Build `targets` (sheet ids and decks; all by default) and publish, or with `dry_run`
    say what would run."""
    from pipeline.files import read_json
    from pipeline.model.errors import SheetError
    from pipeline.workflow.checked_config import read_config
    from pipeline.workflow.manifest import load_manifest

    try:
        config = read_config(workdir)
    except SheetError as error:  # said once, plainly, before Snakemake starts
        print(f"Bad config: {error}", file=sys.stderr)
        return 2
    try:
        load_manifest(workdir / config["manifest"])
    except SheetError as error:
        print(f"Bad sheet manifest: {error}", file=sys.stderr)
        return 2
    build_dir = workdir / config["build_dir"]
    with _one_build(build_dir) as alone:
        if not alone:
            print(f"Another build is running in {workdir}; wait for it to end.", file=sys.stderr)
            return 2
        recovered = _recover_stopped_build(workdir)
        # A job a stopped build left unfinished runs again (Snakemake asks for the flag).
        command = [sys.executable, "-m", "snakemake", "--cores", str(cores), "--keep-going", "--rerun-incomplete"]
        if targets:
            command += ["--config", f"only={','.join(targets)}"]
        if dry_run:
            command.append("--dry-run")
        started = time.time()
        snakemake = _run_snakemake([*command, *extra], workdir, verbose)
    if dry_run:
        return snakemake.returncode
    status_file = BuildPaths(build_dir).published
    if snakemake.returncode != 0:
        for log in _logs_with_traceback(workdir / config["build_dir"] / "logs", started):
            print(f"A job failed with an internal error; its traceback is in {log}", file=sys.stderr)
    if not status_file.is_file() or (status_file.stat().st_mtime < started and snakemake.returncode != 0):
        print("build failed before anything was published (see the messages above)", file=sys.stderr)
        return snakemake.returncode or 1
    status = read_json(status_file)
    recovered += status.get("recovered", []) if status_file.stat().st_mtime >= started else []
    if recovered:
        print("\nA build was stopped before it ended; this one recovered:")
        for line in recovered:
            print(f"  {line}")
    sheets, decks = status["sheets"], status.get("decks", [])
    failed = [sheet for sheet in sheets if sheet["status"] != "ok"]
    failed_decks = [deck for deck in decks if deck["status"] != "ok"]
    stray_errata = status.get("stray_errata", [])
    print("\nBuild summary:")
    for line in (*sheets, *decks):
        print(f"  {line['summary']}")
    for line in stray_errata:
        print(f"  {line}")
    unclear = [sheet for sheet in sheets if sheet.get("not_understood")]
    if unclear:
        print("\nNot understood (each sheet's report, output/reports/<sheet_id>.html, lists the lines):")
        for sheet in unclear:
            print(f"  {sheet['sheet_id']}: {sheet['not_understood']}")
    print(f"Reports: {workdir / 'output' / 'reports' / 'index.html'}")
    if snakemake.returncode != 0:
        print("Snakemake reported an error (see above); if it is a traceback, please report it.", file=sys.stderr)
        return snakemake.returncode
    if failed:
        print(f"{len(failed)} of {len(sheets)} sheets failed; their last good output was kept.", file=sys.stderr)
    if failed_decks:
        print(f"{len(failed_decks)} of {len(decks)} decks failed; their last good files were kept.", file=sys.stderr)
    if stray_errata:
        print(f"{len(stray_errata)} errata files name no sheet and were not applied.", file=sys.stderr)
    if failed or failed_decks or stray_errata:
        return 1
    return 0


def _run_snakemake(command: list[str], workdir: Path, verbose: bool) -> subprocess.CompletedProcess:
    """Snakemake, its log shown as it is (`verbose`) or as a line per job (see
    `pipeline.workflow.progress`): its errors and warnings always."""
    if verbose:
        return subprocess.run(command, cwd=workdir, check=False)
    from pipeline.workflow.progress import Progress

    def shown(stream: IO[str], warnings_to: TextIO) -> None:
        # The jobs and the plan on stdout, before the summary; what went wrong where it came.
        progress = Progress(
            say=lambda line: print(line, flush=True), warn=lambda line: print(line, file=warnings_to, flush=True)
        )
        for line in stream:
            progress.feed(line)

    # A dry run's plan comes on stdout, a run's log on stderr: each read as it comes.
    with subprocess.Popen(command, cwd=workdir, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) as process:
        assert process.stdout is not None and process.stderr is not None
        plan = threading.Thread(target=shown, args=(process.stdout, sys.stdout))
        plan.start()
        shown(process.stderr, sys.stderr)
        plan.join()
    return subprocess.CompletedProcess(command, process.returncode)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m pipeline", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    build_parser = commands.add_parser(
        "build",
        help="build everything from raw/ into output/, or the sheets and decks named",
        description="Build the sheets and decks named (all by default) and publish them into output/. "
        "Options after -- go to Snakemake as they are.",
    )
    build_parser.add_argument(
        "targets", nargs="*", metavar="SHEET_ID|DECK", help="a sheet_id of raw/sheets.yaml or a deck of decks/"
    )
    build_parser.add_argument("-n", "--dry-run", action="store_true", help="say what would run, and why; run nothing")
    build_parser.add_argument("--cores", type=int, default=2)
    build_parser.add_argument("-v", "--verbose", action="store_true", help="show Snakemake's own log")
    build_parser.add_argument("--workdir", type=Path, default=Path.cwd())
    check_parser = commands.add_parser("check", help="check a published data directory against the contract")
    check_parser.add_argument("data_dir", type=Path, nargs="?", default=Path("output/data"))
    commands.add_parser("datadict", help="regenerate docs/DATA.md and schemas/json/sheet.schema.json")
    argv = sys.argv[1:] if argv is None else argv
    # What follows `--` goes to Snakemake untouched.
    extra = argv[argv.index("--") + 1 :] if "--" in argv else []
    args = parser.parse_args(argv[: argv.index("--")] if "--" in argv else argv)
    if args.command == "check":
        from pipeline.contract.check import main as check

        return check(args.data_dir)
    if args.command == "datadict":
        from pipeline.contract.datadict import DATA_DICTIONARY, write
        from pipeline.publish.documents import DOCUMENT_SCHEMA, write_document_schema

        write()
        write_document_schema()
        print(f"wrote {DATA_DICTIONARY} and {DOCUMENT_SCHEMA}")
        return 0
    return build(args.cores, extra, args.workdir, args.targets, args.dry_run, args.verbose)
