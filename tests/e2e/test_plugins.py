"""A game is a plug-in: one package and one manifest line build a sheet; a bug in a game's
code fails that sheet alone, with its traceback in the rule's log."""

from __future__ import annotations

import pandas as pd

from tests.conftest import copy_code, copy_project, pipeline_build

TOY_GAME = '''"""A toy game: nothing of its own but its dice; the shared extractor reads the sheet."""

from pipeline.games import GameSpec

GAME = GameSpec(name="toy", default_die="D6")
'''
TOY_SHEET = """Une fiche de test, sans titre au-dessus de ce paragraphe.

# RÈGLES DU JEU JOUET

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
    assert "toy-rules: ok" in run.stdout and "1 unparsed" in run.stdout
    # The summary says what was not understood, by what it looks like.
    assert "Not understood" in run.stdout and "toy-rules: 1 paragraph (l. 1)" in run.stdout
    rules = pd.read_parquet(project / "output" / "data" / "rules.parquet")
    assert sorted(rules["name"]) == ["Charge", "Couvert"]
    assert rules.set_index("name").at["Couvert", "text"] == "-1 au jet de tir."
    assert (project / "output" / "pdf" / "toy-rules.pdf").stat().st_size > 1000


def test_a_bug_in_a_game_fails_its_sheets_alone_with_the_traceback_in_the_log(built, tmp_path):
    project = copy_project(built, tmp_path / "project")
    game = project / "pipeline" / "games" / "warmachine" / "__init__.py"
    # The game's tables reader, whatever it is, replaced by one that raises.
    game.write_text(
        game.read_text(encoding="utf-8") + "\n\n"
        "import dataclasses\n\n\n"
        "class Broken:\n"
        "    def __init__(self, builder):\n"
        "        raise RuntimeError('deliberate failure')\n\n\n"
        "GAME = dataclasses.replace(GAME, tables=Broken)\n",
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
