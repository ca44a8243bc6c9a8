"""A game is a plug-in: one package and one manifest line build a sheet; a bug in a game's
code fails that sheet alone, with its traceback in the rule's log."""

from __future__ import annotations

import pandas as pd

from tests.conftest import copy_code, copy_project, pipeline_build

TOY_GAME = '''"""A toy game: nothing of its own, the shared extractors read the whole sheet."""

from pipeline.games import GameSpec
from pipeline.extract.builder import SheetBuilder
from pipeline.extract.glossary import extract_glossary
from pipeline.extract.sections import group_sections


def normalise(document, sheet_id):
    builder = SheetBuilder(document, sheet_id)
    extract_glossary(builder, group_sections(document.blocks), "D6")
    return builder.result()


GAME = GameSpec(name="toy", normalise=normalise)
'''
TOY_SHEET = """# RÈGLES DU JEU JOUET

- **Charge.** Une figurine qui charge lance un dé de plus.
- **Couvert :** -1 au jet de tir.
"""


def test_a_toy_game_is_one_package_and_one_manifest_line(tmp_path):
    project = copy_code(tmp_path / "project")
    (project / "pipeline" / "games" / "toy").mkdir()
    (project / "pipeline" / "games" / "toy" / "__init__.py").write_text(TOY_GAME, encoding="utf-8")
    (project / "raw").mkdir()
    (project / "raw" / "toy-rules.md").write_text(TOY_SHEET, encoding="utf-8")
    (project / "raw" / "sheets.yaml").write_text(
        "sheets:\n  - {sheet_id: toy-rules, file: toy-rules.md, game: toy, title: Jeu jouet, format: markdown}\n",
        encoding="utf-8",
    )
    run = pipeline_build(project)
    assert run.returncode == 0, run.stdout[-2000:] + run.stderr[-2000:]
    assert "toy-rules: ok" in run.stdout and "0 unparsed" in run.stdout
    rules = pd.read_parquet(project / "output" / "data" / "rules.parquet")
    assert sorted(rules["name"]) == ["Charge", "Couvert"]
    assert rules.set_index("name").at["Couvert", "text"] == "-1 au jet de tir."
    assert (project / "output" / "pdf" / "toy-rules.pdf").stat().st_size > 1000


def test_a_bug_in_a_game_fails_its_sheets_alone_with_the_traceback_in_the_log(built, tmp_path):
    project = copy_project(built, tmp_path / "project")
    normaliser = project / "pipeline" / "games" / "warmachine" / "normalise.py"
    text = normaliser.read_text(encoding="utf-8")
    normaliser.write_text(
        text.replace(
            "def normalise(document: Document, sheet_id: str) -> ParseResult:\n",
            "def normalise(document: Document, sheet_id: str) -> ParseResult:\n"
            "    raise RuntimeError('deliberate failure')\n",
        ),
        encoding="utf-8",
    )
    run = pipeline_build(project)
    assert run.returncode == 1
    log = project / "build" / "logs" / "parse" / "warmachine-core.log"
    logged = log.read_text(encoding="utf-8")
    assert "Traceback (most recent call last)" in logged and "RuntimeError: deliberate failure" in logged
    summary = run.stdout.split("Build summary:")[1]
    assert "warmachine-core: FAILED (last good output kept): internal error in parse" in summary
    assert "build/logs/parse/warmachine-core.log" in summary
    assert "antares-algoryn: ok" in summary and "infinity-core: ok" in summary
    rules = pd.read_parquet(project / "output" / "data" / "rules.parquet")
    assert (rules["sheet_id"] == "warmachine-core").sum() > 10  # the last good rows, kept
