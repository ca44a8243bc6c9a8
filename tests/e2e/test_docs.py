"""The README and docs/*.md as a user reads them: every fenced block that can run is run
on a built copy of the project, every YAML block is checked against the workflow's
schemas, and every project path they (or config/config.yaml's comments) cite exists."""

from __future__ import annotations

import contextlib
import importlib.util
import io
import itertools
import re
import shlex
import shutil
import sqlite3
import subprocess
import sys
import textwrap
from dataclasses import dataclass
from pathlib import Path

import jsonschema
import pandas as pd
import pytest
import yaml

from pipeline.parse.errata import load_errata
from pipeline.parse.sheet import parse_text
from pipeline.render.chosen import choose
from pipeline.workflow.decks import load_deck
from pipeline.workflow.manifest import manifest_schema
from tests.conftest import PROJECT, RAW, manifest

DOCUMENTS = [PROJECT / "README.md", *sorted((PROJECT / "docs").glob("*.md"))]
SCHEMAS = PROJECT / "schemas" / "workflow"

# Languages of blocks shown, not run: commands that install or build (`make build`, pip),
# directory trees, output samples.
SHOWN = {"text", "console"}
# Python blocks that are compiled but not run, with the reason (file, a line of the block).
COMPILED_ONLY = {
    ("docs/ARCHITECTURE.md", "from pipeline.games.necromunda"): "a game package that does not exist (an example)",
}
# Modules a block may import that are not the project's dependencies: the block runs up to
# the import when the module is missing.
OPTIONAL_MODULES = {"polars": "docs/DATA.md shows polars beside pandas; the project does not install it"}
# The commands an sh block may hold, all run in the built project.
COMMANDS = {"sqlite3", "jq", "duckdb", "python"}
# The sheet the errata examples correct (docs/errata-example.yaml's).
ERRATA_SHEET = "antares-algoryn"


@dataclass(frozen=True)
class Block:
    document: str  # relative to the project
    line: int  # of the opening fence
    language: str
    body: str

    def __str__(self) -> str:
        return f"{self.document}:{self.line} ({self.language or 'no language'})"


FENCE = re.compile(r"^([ ]*)```([\w-]*)[^\n]*\n(.*?)^\1```[ \t]*$", re.M | re.S)


def blocks(path: Path) -> list[Block]:
    text = path.read_text(encoding="utf-8")
    return [
        Block(
            path.relative_to(PROJECT).as_posix(),
            text.count("\n", 0, match.start()) + 1,
            match.group(2),
            textwrap.dedent(match.group(3)),
        )
        for match in FENCE.finditer(text)
    ]


ALL_BLOCKS = [block for path in DOCUMENTS for block in blocks(path)]


def of(*languages: str) -> list[Block]:
    return [block for block in ALL_BLOCKS if block.language in languages]


@pytest.fixture
def in_built(built: Path, monkeypatch) -> Path:
    monkeypatch.chdir(built)  # the docs' paths are relative to the project
    return built


def test_the_docs_have_blocks_of_every_kind_the_test_runs():
    kinds = {block.language for block in ALL_BLOCKS}
    assert {"python", "sh", "yaml", "sql"} <= kinds
    assert len(ALL_BLOCKS) >= 10


@pytest.mark.parametrize("block", ALL_BLOCKS, ids=str)
def test_every_block_says_its_language_and_is_run_or_shown(block: Block):
    assert block.language, f"{block}: give the block a language (`text` for one shown, not run)"
    assert block.language in SHOWN | {"python", "sh", "yaml", "sql"}, f"{block}: no test runs {block.language!r}"


def _compiled_only(block: Block) -> str | None:
    for (document, line), reason in COMPILED_ONLY.items():
        if block.document == document and line in block.body:
            return reason
    return None


def _without_optional_imports(code: str) -> str:
    """The code up to the import of an optional module that is not installed."""
    lines = code.splitlines()
    for index, line in enumerate(lines):
        imported = re.match(r"\s*(?:import|from)\s+(\w+)", line)
        if imported and imported.group(1) in OPTIONAL_MODULES and importlib.util.find_spec(imported.group(1)) is None:
            return "\n".join(lines[:index])
    return code


@pytest.mark.parametrize("block", of("python"), ids=str)
def test_python_blocks_run_in_the_built_project(block: Block, in_built: Path):
    compile(block.body, block.document, "exec")
    if _compiled_only(block):
        return  # compiled: its syntax holds
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(compile(_without_optional_imports(block.body), block.document, "exec"), {})
    # A line that prints and says what in its comment (`.show()  # Efficace`) prints it.
    for said in re.findall(r"(?:print\(|\.show\().*#\s*(.+)$", block.body, flags=re.M):
        assert said.strip() in printed.getvalue(), f"{block}: printed no {said.strip()!r}"


def _commands(body: str) -> list[list[str]]:
    text = body.replace("\\\n", " ")
    return [shlex.split(line, comments=True) for line in text.splitlines() if shlex.split(line, comments=True)]


@pytest.mark.parametrize("block", of("sh"), ids=str)
def test_sh_blocks_run_in_the_built_project(block: Block, in_built: Path):
    commands = _commands(block.body)
    assert commands, f"{block}: an empty block"
    for command in commands:
        assert command[0] in COMMANDS, f"{block}: {command[0]} is no command the test runs; show it as `text`"
        if command[0] == "python":
            assert command[1:4] == ["-m", "pipeline", "check"], f"{block}: only `python -m pipeline check` runs"
            command = [sys.executable, *command[1:]]
        elif shutil.which(command[0]) is None:
            pytest.skip(f"{command[0]} is not installed")
        run = subprocess.run(command, cwd=in_built, capture_output=True, text=True, check=False)
        assert run.returncode == 0, f"{block}: {shlex.join(command)}\n{run.stdout[-2000:]}{run.stderr[-2000:]}"
        if command[0] in {"sqlite3", "jq", "duckdb"}:
            assert run.stdout.strip(), f"{block}: {command[0]} printed nothing"


@pytest.mark.parametrize("block", of("sql"), ids=str)
def test_sql_blocks_run_on_the_sqlite_export(block: Block, in_built: Path):
    with sqlite3.connect(in_built / "output" / "data" / "wargame.sqlite") as connection:
        found = connection.execute(block.body.strip().rstrip(";").split(";")[0]).fetchall()
    assert found, f"{block}: no row"
    expected = re.findall(r"^-- (.+)$", block.body, flags=re.M)
    if expected:  # a block ending `-- Efficace` says what it prints
        assert [str(value) for row in found for value in row] == expected


def _tables(built: Path, sheet_id: str) -> dict[str, pd.DataFrame]:
    return {path.stem: pd.read_parquet(path) for path in (built / "build" / sheet_id / "tables").glob("*.parquet")}


def _check_errata(block: Block, document: dict, tmp_path: Path) -> None:
    for entry in document["errata"]:  # YAML reads an unquoted date as a date, as the loader knows
        entry["source"]["date"] = str(entry["source"]["date"])
    jsonschema.validate(document, yaml.safe_load((SCHEMAS / "errata-file.schema.yaml").read_text(encoding="utf-8")))
    # Loaded as the build loads raw/errata/<sheet_id>.yaml, then applied to the sheet they
    # were written for: every target is found, every old value is what the sheet prints.
    path = tmp_path / "raw" / "errata" / f"{ERRATA_SHEET}.yaml"
    path.parent.mkdir(parents=True)
    path.write_text(block.body, encoding="utf-8")
    entry = manifest()[ERRATA_SHEET]
    result = parse_text(entry.path(RAW).read_bytes(), entry, f"raw/{entry.file}", load_errata(path))
    assert len(result.tables["errata"]) == len(document["errata"])


def _check_deck(block: Block, document: dict, built: Path, tmp_path: Path) -> None:
    jsonschema.validate(document, yaml.safe_load((SCHEMAS / "deck.schema.yaml").read_text(encoding="utf-8")))
    path = tmp_path / "deck.yaml"
    path.write_text(block.body, encoding="utf-8")
    spec = load_deck(path)  # checked as the deck's job checks it
    sheets = {entry["sheet"] for entry in document["cards"]}
    chosen = choose(spec, {sheet: _tables(built, sheet) for sheet in sheets})  # every name found
    assert all(cards.weapon_ids or cards.rule_ids for cards in chosen)


@pytest.mark.parametrize("block", of("yaml"), ids=str)
def test_yaml_blocks_parse_and_hold_to_their_schema(block: Block, built: Path, tmp_path: Path):
    document = yaml.safe_load(block.body)
    if isinstance(document, dict) and "errata" in document:
        _check_errata(block, document, tmp_path)
    elif isinstance(document, dict) and {"title", "cards"} <= set(document):
        _check_deck(block, document, built, tmp_path)
    elif isinstance(document, list) and all(isinstance(entry, dict) and "sheet_id" in entry for entry in document):
        jsonschema.validate({"sheets": document}, manifest_schema())  # manifest entries
    elif isinstance(document, dict) and "sheets" in document:
        jsonschema.validate(document, manifest_schema())
    else:
        schema = yaml.safe_load((SCHEMAS / "config.schema.yaml").read_text(encoding="utf-8"))
        jsonschema.validate(document, schema)  # a piece of config/config.yaml, or nothing known


# Paths the docs cite, by their first directory. output/ and build/ exist only after a
# build: they are looked for in the built project.
PROJECT_DIRS = (
    "raw",
    "schemas",
    "tools",
    "profiles",
    "templates",
    "pipeline",
    "config",
    "decks",
    "docs",
    "tests",
    "rules",
)
BUILT_DIRS = ("output", "build")
PATH = re.compile(rf"^(?:{'|'.join(PROJECT_DIRS + BUILT_DIRS)})/[^\s]*$")
# Cited paths that exist only in some projects or builds, with the reason.
NOT_ALWAYS_THERE = {
    "raw/errata/": "errata files are a user's; the project ships none (docs/errata-example.yaml is the example)",
    "output/data/spreadsheet/": "written only with csv.spreadsheet: true",
    "output/pdf/*-errata-cards.pdf": "only for a sheet with errata",
}


def _cited_in_docs() -> list[tuple[str, str]]:
    cited = []
    for path in DOCUMENTS:
        for span in re.findall(r"`([^`\n]+)`", path.read_text(encoding="utf-8")):
            token = re.sub(r"<[^>]*>", "*", span.strip())
            if PATH.match(token):
                cited.append((path.relative_to(PROJECT).as_posix(), token))
    return cited


def _cited_in_config() -> list[tuple[str, str]]:
    cited = []
    for line in (PROJECT / "config" / "config.yaml").read_text(encoding="utf-8").splitlines():
        if "#" not in line:
            continue
        comment = line.split("#", 1)[1]
        for token in re.findall(rf"(?<![\w/])(?:{'|'.join(PROJECT_DIRS + BUILT_DIRS)})/[\w./<>*{{}},-]*", comment):
            cited.append(("config/config.yaml", re.sub(r"<[^>]*>", "*", token).rstrip(".,")))
    return cited


def _expanded(pattern: str) -> list[str]:
    """`rules/{a,b}.smk` -> `rules/a.smk`, `rules/b.smk`."""
    parts = re.split(r"\{([^}]*)\}", pattern)
    choices = [[part] if index % 2 == 0 else part.split(",") for index, part in enumerate(parts)]
    return ["".join(combination) for combination in itertools.product(*choices)]


CITED = sorted(set(_cited_in_docs() + _cited_in_config()))


def test_the_docs_and_the_config_cite_paths():
    assert ("config/config.yaml", "schemas/workflow/config.schema.yaml") in CITED
    assert any(token.startswith("output/") for _, token in CITED)


# The paths a build writes only in some cases (NOT_ALWAYS_THERE says which) are not looked for.
ALWAYS_THERE = [
    (document, token)
    for document, token in CITED
    if not any(token.startswith(pattern) or token == pattern for pattern in NOT_ALWAYS_THERE)
]


@pytest.mark.parametrize(
    ("document", "token"), ALWAYS_THERE, ids=[f"{document}:{token}" for document, token in ALWAYS_THERE]
)
def test_every_cited_path_exists(document: str, token: str, built: Path):
    root = built if token.split("/", 1)[0] in BUILT_DIRS else PROJECT
    for pattern in _expanded(token.rstrip("/")):
        assert list(root.glob(pattern)), f"{document} cites `{token}`: no {pattern} in {root}"


def _anchors(path: Path) -> set[str]:
    """The anchors GitHub gives the headings of a Markdown file."""
    text = re.sub(r"^```.*?^```", "", path.read_text(encoding="utf-8"), flags=re.M | re.S)
    headings = re.findall(r"^#{1,6} +(.+?) *$", text, flags=re.M)
    return {re.sub(r"[^\w\- ]", "", heading.lower()).replace(" ", "-") for heading in headings}


LINKS = [
    (path, target)
    for path in DOCUMENTS
    # links written as links, not quoted in code (`[Pas de Couvert](#pas-de-couvert)` is a sheet's)
    for target in re.findall(r"\]\(([^)\s]+)\)", re.sub(r"`[^`\n]*`", "", path.read_text(encoding="utf-8")))
    if not re.match(r"[a-z]+:", target)
]


@pytest.mark.parametrize(
    ("path", "target"), LINKS, ids=[f"{path.relative_to(PROJECT)}:{target}" for path, target in LINKS]
)
def test_every_link_between_the_docs_leads_to_a_file_and_heading(path: Path, target: str):
    file, _, anchor = target.partition("#")
    linked = (path.parent / file).resolve() if file else path
    assert linked.exists(), f"{path.relative_to(PROJECT)} links to {target}: no such file"
    if anchor:
        assert anchor in _anchors(linked), f"{path.relative_to(PROJECT)} links to {target}: no such heading"
