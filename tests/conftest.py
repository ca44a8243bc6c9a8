from __future__ import annotations

import shutil
import subprocess
import sys
from functools import cache
from pathlib import Path

import pandas as pd
import pytest

from pipeline.manifest import SheetEntry, load_manifest
from pipeline.normalise.builder import ParseResult
from pipeline.parse import parse_sheet

PROJECT = Path(__file__).resolve().parent.parent
RAW = PROJECT / "raw"


COPIED = ["Snakefile", "rules", "config", "profiles", "pipeline", "schemas", "templates", "raw"]


def snakemake(workdir: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "snakemake", "--cores", "2", *args],
        cwd=workdir,
        capture_output=True,
        text=True,
        check=False,
    )


@pytest.fixture(scope="session")
def built(tmp_path_factory) -> Path:
    workdir = tmp_path_factory.mktemp("project")
    for name in COPIED:
        source = PROJECT / name
        if source.is_dir():
            shutil.copytree(source, workdir / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy2(source, workdir / name)
    run = snakemake(workdir)
    assert run.returncode == 0, run.stderr[-3000:]
    return workdir


def copy_project(source: Path, target: Path) -> Path:
    """A copy of a built project (build/, output/ and Snakemake's records included)."""
    shutil.copytree(source, target, symlinks=True)
    return target


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
