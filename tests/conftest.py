from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Callable, Sequence
from functools import cache
from pathlib import Path

import pandas as pd
import pytest
import yaml
from filelock import FileLock

from pipeline.model.result import ParseResult
from pipeline.model.sheet import SheetEntry
from pipeline.parse.sheet import parse_sheet, parse_text
from pipeline.workflow.manifest import load_manifest

PROJECT = Path(__file__).resolve().parent.parent
RAW = PROJECT / "raw"
FIXTURES = Path(__file__).resolve().parent / "fixtures"
E2E_DIR = Path(__file__).resolve().parent / "e2e"


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--update-snapshots",
        action="store_true",
        help="rewrite the snapshots of the sheets' tables that differ (tests/fixtures/expected/)",
    )


RENDER_DIR = Path(__file__).resolve().parent / "unit" / "render"


# The order the files run in (`make test` keeps it, `--no-loadscope-reorder`): the longest
# kinds first, so that the workers end together on short files. The sweeps run first: the
# first worker through them starts the shared builds (`built`…) while the other is still
# sweeping, rather than both waiting on one build.
RUN_ORDER = ("sweep", "e2e", "pdf")


def _run_rank(item: pytest.Item) -> int:
    marks = {mark.name for mark in item.iter_markers()}
    return next((rank for rank, name in enumerate(RUN_ORDER) if name in marks), len(RUN_ORDER))


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Tests under tests/e2e build the project with Snakemake: marked `e2e`; those under
    tests/unit/render lay out PDFs: marked `pdf`. With the sweeps over every sheet (marked
    `sweep` in their modules) left out, what is left is `make test-fast`. Files run in
    RUN_ORDER, each file's tests together."""
    for item in items:
        if item.path.is_relative_to(E2E_DIR):
            item.add_marker(pytest.mark.e2e)
        elif item.path.is_relative_to(RENDER_DIR):
            item.add_marker(pytest.mark.pdf)
    rank = {}
    for item in items:
        rank[item.path] = min(rank.get(item.path, len(RUN_ORDER)), _run_rank(item))
    items.sort(key=lambda item: rank[item.path])


# What a user's clone holds that a build needs: the workflow, its code and resources.
CODE = ["Snakefile", "rules", "config", "profiles", "pipeline", "schemas", "templates"]


def copy_code(workdir: Path, names: list[str] = CODE) -> Path:
    """A fresh copy of the project's workflow and code (and `names`) in `workdir`."""
    workdir.mkdir(parents=True, exist_ok=True)
    for name in names:
        source = PROJECT / name
        if source.is_dir():
            shutil.copytree(source, workdir / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy2(source, workdir / name)
    return workdir


def snakemake(workdir: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "snakemake", "--cores", "2", *args],
        cwd=workdir,
        capture_output=True,
        text=True,
        check=False,
    )


def planned_jobs(workdir: Path) -> dict[str, int]:
    """The jobs a build of `workdir` would run, by rule (Snakemake's dry-run table)."""
    run = snakemake(workdir, "--dry-run", "--quiet", "rules")
    assert run.returncode == 0, run.stderr[-2000:]
    cells = [line.split() for line in run.stdout.splitlines()]
    return {cell[0]: int(cell[1]) for cell in cells if len(cell) == 2 and cell[1].isdigit() and cell[0] != "total"}


def pipeline_build(workdir: Path) -> subprocess.CompletedProcess:
    """`python -m pipeline build` (what `make build` runs) on a copy of the project."""
    return subprocess.run(
        [sys.executable, "-m", "pipeline", "build", "--workdir", str(workdir)],
        cwd=workdir,
        capture_output=True,
        text=True,
        check=False,
    )


def with_sheets(project: Path, sheet_ids: list[str]) -> Path:
    """`project` with its manifest cut down to `sheet_ids` (in the manifest's order)."""
    path = project / "raw" / "sheets.yaml"
    sheets = yaml.safe_load(path.read_text(encoding="utf-8"))["sheets"]
    kept = [entry for entry in sheets if entry["sheet_id"] in sheet_ids]
    path.write_text(yaml.safe_dump({"sheets": kept}, allow_unicode=True), encoding="utf-8")
    return project


def _shared(tmp_path_factory, worker_id, name: str, make: Callable[[Path], None]) -> Path:
    """A project made once for the whole run by `make` (which must leave
    output/data/datapackage.json), copied for this worker: the first worker to ask makes it
    while the others wait (pytest-xdist's workers share the parent of their temporary
    directories), so a run makes one and not one a worker."""
    base = tmp_path_factory.getbasetemp()
    shared = (base.parent if worker_id != "master" else base) / name
    with FileLock(f"{shared}.lock"):
        if not (shared / "output" / "data" / "datapackage.json").is_file():
            shutil.rmtree(shared, ignore_errors=True)
            make(shared)
    return copy_project(shared, tmp_path_factory.mktemp(name) / "project")


@pytest.fixture(scope="session")
def built(tmp_path_factory, worker_id) -> Path:
    """The project built once for the whole run (its five sheets and its deck), copied for
    this worker."""

    def make(project: Path) -> None:
        run = snakemake(copy_code(project, [*CODE, "raw", "decks"]))
        assert run.returncode == 0, run.stderr[-3000:]

    return _shared(tmp_path_factory, worker_id, "built-project", make)


# The smallest sheet of the fixtures (an Antares sheet of four weapons and three rules): for
# the tests of a build's mechanics (a cluster's jobs, publish's steps, one sheet built
# alone, versions) that hold for any sheet, at a fraction of the layout of a sheet of `raw/`.
TINY_SHEET = "antares-boromites-ordre"
# With it in the small project: a second sheet, of another game (four Epic abilities), and
# a deck taking cards from the first.
SMALL_SHEETS = [TINY_SHEET, "epic-orks-base"]
SMALL_DECK = FIXTURES / "decks" / "gang-boromite.yaml"


def fixture_project(workdir: Path, sheet_ids: list[str], decks: Sequence[Path] = ()) -> Path:
    """The project's code with the fixture sheets `sheet_ids` as its only sheets (their
    manifest lines from tests/fixtures/sheets/sheets.yaml) and `decks` as its decks/."""
    copy_code(workdir)
    (workdir / "raw").mkdir()
    (workdir / "decks").mkdir()
    for sheet_id in sheet_ids:
        shutil.copy(FIXTURE_SHEETS / FIXTURE_ENTRIES[sheet_id].file, workdir / "raw")
    for deck in decks:
        shutil.copy(deck, workdir / "decks")
    entries = yaml.safe_load((FIXTURE_SHEETS / "sheets.yaml").read_text(encoding="utf-8"))["sheets"]
    kept = [entry for entry in entries if entry["sheet_id"] in sheet_ids]
    (workdir / "raw" / "sheets.yaml").write_text(yaml.safe_dump({"sheets": kept}, allow_unicode=True), encoding="utf-8")
    return workdir


def tiny_project(workdir: Path) -> Path:
    """The project's code with TINY_SHEET as its only sheet and no deck."""
    return fixture_project(workdir, [TINY_SHEET])


@pytest.fixture(scope="session")
def small_built(tmp_path_factory, worker_id) -> Path:
    """The project of SMALL_SHEETS and SMALL_DECK, built once for the run, copied for this
    worker."""

    def make(project: Path) -> None:
        run = snakemake(fixture_project(project, SMALL_SHEETS, [SMALL_DECK]))
        assert run.returncode == 0, run.stderr[-3000:]

    return _shared(tmp_path_factory, worker_id, "small-built-project", make)


ERRATA_FIXTURE = FIXTURES / "errata" / "antares-algoryn.yaml"


def with_errata(project: Path, sheet_id: str = "antares-algoryn") -> Path:
    """`project` with tests/fixtures/errata/<sheet_id>.yaml as its raw/errata/."""
    (project / "raw" / "errata").mkdir()
    shutil.copy(FIXTURES / "errata" / f"{sheet_id}.yaml", project / "raw" / "errata")
    return project


@pytest.fixture(scope="session")
def errata_built(built, tmp_path_factory, worker_id) -> Path:
    """A copy of `built` rebuilt with an errata file for the Algoryn sheet, once for the run
    (several modules read what that rebuild writes), copied for this worker."""

    def make(project: Path) -> None:
        with_errata(copy_project(built, project))
        run = pipeline_build(project)
        assert run.returncode == 0, run.stdout[-2000:] + run.stderr[-2000:]

    return _shared(tmp_path_factory, worker_id, "errata-built-project", make)


def copy_project(source: Path, target: Path) -> Path:
    """A copy of a built project (build/, output/ and Snakemake's records included)."""
    shutil.copytree(source, target, symlinks=True)
    return target


def snapshot(directory: Path) -> dict[str, bytes]:
    """Every file under `directory` (relative path -> bytes)."""
    return {
        path.relative_to(directory).as_posix(): path.read_bytes()
        for path in sorted(directory.rglob("*"))
        if path.is_file()
    }


@cache
def manifest() -> dict[str, SheetEntry]:
    return {entry.sheet_id: entry for entry in load_manifest(RAW / "sheets.yaml")}


@cache
def parsed(sheet_id: str) -> ParseResult:
    return parse_sheet(manifest()[sheet_id], RAW)


@pytest.fixture(scope="session")
def algoryn() -> ParseResult:
    return parsed("antares-algoryn")


@pytest.fixture(scope="session")
def freeborn() -> ParseResult:
    return parsed("antares-freeborn")


def one(frame: pd.DataFrame, **where: object) -> pd.Series:
    """The single row of `frame` matching every column=value of `where`."""
    mask = pd.Series(True, index=frame.index)
    for column, value in where.items():
        mask &= frame[column].isna() if value is None else frame[column] == value
    rows = frame[mask]
    assert len(rows) == 1, f"expected one row for {where}, found {len(rows)}"
    return rows.iloc[0]


def column_notes(result: ParseResult) -> list[tuple[int, str, str]]:
    """(line, column header, text) of each weapon's remark in a column of remarks (`notes`,
    kind `column_note`), by line."""
    notes = result.tables["notes"].sort_values("source_line")
    return [
        (int(note.source_line), note.label, note.text) for note in notes[notes["kind"] == "column_note"].itertuples()
    ]


def rows(frame: pd.DataFrame, columns: list[str]) -> list[tuple[object, ...]]:
    """The frame's `columns` as plain tuples (nulls as None), in the frame's order."""
    picked = frame[columns].astype(object).where(frame[columns].notna(), None)
    return [tuple(row) for row in picked.itertuples(index=False)]


# The hand-written sheets of other tools (tests/fixtures/sheets/), and small Antares sheets.
FIXTURE_SHEETS = FIXTURES / "sheets"


def antares_entry(sheet_id: str) -> SheetEntry:
    return SheetEntry(sheet_id, f"{sheet_id}.md", "antares", None, sheet_id, "markdown", "fr")


@cache
def antares_fixture(sheet_id: str) -> ParseResult:
    """The Antares Markdown sheet `tests/fixtures/sheets/<sheet_id>.md`, parsed."""
    return parse_text((FIXTURE_SHEETS / f"{sheet_id}.md").read_bytes(), antares_entry(sheet_id))


def parse_antares(text: str) -> ParseResult:
    return parse_text(text.encode(), antares_entry("antares-test"))


FIXTURE_ENTRIES = {entry.sheet_id: entry for entry in load_manifest(FIXTURE_SHEETS / "sheets.yaml")}
_FIXTURE_BY_FILE = {entry.file: entry for entry in FIXTURE_ENTRIES.values()}


@cache
def parsed_fixture(file: str) -> ParseResult:
    """The fixture sheet `tests/fixtures/sheets/<file>`, parsed as its manifest declares it."""
    return parse_text((FIXTURE_SHEETS / file).read_bytes(), _FIXTURE_BY_FILE[file])
