"""The README's three example queries (DuckDB, SQLite, jq), run as printed on a build."""

from __future__ import annotations

import contextlib
import io
import re
import shlex
import shutil
import sqlite3
import subprocess
from pathlib import Path

import duckdb
import jq
import pytest

README = Path(__file__).resolve().parents[2] / "README.md"
SECTION = "#### Three queries that work as printed"

DEFLAGRATION = [
    ("antares-algoryn", "Mag Mortar", None, "D10"),
    ("antares-algoryn", "Micro-X Launcher", "Surplomb", "D4"),
    ("antares-algoryn", "Solar Charges", None, "D3"),
    ("antares-algoryn", "X-Howitzer", None, "D10"),
    ("antares-algoryn", "X-Launcher", None, "D5"),
    ("antares-algoryn", "X-Sling", None, "D3"),
    ("antares-freeborn", "IMTel Stave", "Nano Drones Boost", "D3"),
    ("antares-freeborn", "Mag Mortar", None, "D10"),
    ("antares-freeborn", "X-Howitzer", None, "D10"),
    ("antares-freeborn", "X-Launcher", None, "D5"),
    ("antares-freeborn", "X-Sling", None, "D3"),
]
MORTAR_BANDS = ["Efficace: 10-30″", "Portée Longue: 30-40″", "Extrême: 40-50″"]


def blocks() -> list[tuple[str, str]]:
    """The fenced blocks (language, body) of the README's query section."""
    text = README.read_text(encoding="utf-8")
    section = text.split(SECTION, 1)[1].split("\n#", 1)[0]
    return re.findall(r"```(\w+)\n(.*?)```", section, flags=re.S)


@pytest.fixture(autouse=True)
def in_project(built: Path, monkeypatch) -> None:
    monkeypatch.chdir(built)  # the README's paths are relative to the project


def test_the_section_has_a_duckdb_a_sqlite_and_a_jq_query():
    kinds = [(language, body.split()[0]) for language, body in blocks()]
    assert kinds == [("python", "import"), ("sh", "sqlite3"), ("sh", "jq")]


def test_duckdb_finds_the_one_band_of_a_15_inch_shot():
    code = blocks()[0][1]
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(compile(code, "README.md", "exec"), {})
    assert "Efficace" in printed.getvalue() and "Longue" not in printed.getvalue()
    (query,) = re.findall(r'"""(.*?)"""', code, flags=re.S)
    assert duckdb.sql(query).fetchall() == [("Efficace",)]
    # No band below the minimum range: the X-Launcher cannot shoot at 5″.
    at_5 = query.replace("15", "5").replace("mag-gun", "x-launcher")
    assert duckdb.sql(at_5).fetchall() == []


def test_sqlite_lists_every_weapon_carrying_deflagration_by_its_game_wide_key():
    command = shlex.split(blocks()[1][1])
    assert command[:3] == ["sqlite3", "-header", "output/data/wargame.sqlite"]
    with sqlite3.connect(command[2]) as connection:
        assert connection.execute(command[3]).fetchall() == DEFLAGRATION
    if shutil.which("sqlite3"):  # the command itself, where the CLI is installed
        lines = subprocess.run(command, check=True, capture_output=True, text=True).stdout.splitlines()
        assert lines[0] == "sheet_id|weapon_name|weapon_mode|param" and len(lines) == 1 + len(DEFLAGRATION)


def test_jq_prints_the_mag_mortar_bands():
    command = shlex.split(blocks()[2][1])
    assert command[:2] == ["jq", "-r"]
    # jq reads the file's text itself, as the CLI does (10 stays 10, not 10.0).
    document = Path(command[3]).read_text(encoding="utf-8")
    assert jq.compile(command[2]).input_text(document).all() == MORTAR_BANDS
    if shutil.which("jq"):
        assert subprocess.run(command, check=True, capture_output=True, text=True).stdout.splitlines() == MORTAR_BANDS
