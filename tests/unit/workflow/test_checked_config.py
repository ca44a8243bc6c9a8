"""The workflow config is checked against its schema at every run, except while it is the
config that passed last time: it then gets the defaults that check filled in, and any
change to it or to its schema is checked again."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from snakemake.utils import validate

from pipeline.files import PROJECT_DIR
from pipeline.workflow.checked_config import check_config
from tests.conftest import CODE, copy_code, snakemake

SCHEMA = PROJECT_DIR / "schemas" / "workflow" / "config.schema.yaml"


def _config(build_dir: Path, **pdf: Any) -> dict[str, Any]:
    return {
        "manifest": "raw/sheets.yaml",
        "build_dir": str(build_dir),
        "output_dir": "output",
        "pdf": {"page_size": "A4", "theme": "colour", **pdf},
        "csv": {"spreadsheet": False},
    }


class CountingValidate:
    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, config: dict[str, Any], schema: str) -> None:
        self.calls += 1
        validate(config, schema)


def test_a_config_that_passed_is_not_checked_again_and_keeps_its_defaults(tmp_path):
    check = CountingValidate()
    first = _config(tmp_path)
    check_config(first, SCHEMA, check)
    assert check.calls == 1
    assert first["pdf"]["max_pages"] == 60 and first["decks_dir"] == "decks"  # the schema's defaults
    again = _config(tmp_path)
    check_config(again, SCHEMA, check)
    assert check.calls == 1
    assert again == first


def test_a_changed_config_or_schema_is_checked_again(tmp_path):
    check = CountingValidate()
    check_config(_config(tmp_path), SCHEMA, check)
    check_config(_config(tmp_path, max_pages=5), SCHEMA, check)
    assert check.calls == 2
    schema = tmp_path / "config.schema.yaml"
    schema.write_text(SCHEMA.read_text(encoding="utf-8").replace("default: 60", "default: 61"), encoding="utf-8")
    changed = _config(tmp_path)
    check_config(changed, schema, check)
    assert check.calls == 3 and changed["pdf"]["max_pages"] == 61


def test_a_config_with_a_mistake_fails_at_every_run(tmp_path):
    check = CountingValidate()
    for _ in range(2):
        with pytest.raises(Exception, match="Letter"):
            check_config(_config(tmp_path, page_size="A5"), SCHEMA, check)
    assert check.calls == 2


def test_a_damaged_record_means_a_check(tmp_path):
    check = CountingValidate()
    check_config(_config(tmp_path), SCHEMA, check)
    (tmp_path / ".inputs" / "config.checked").write_text("{not json", encoding="utf-8")
    check_config(_config(tmp_path), SCHEMA, check)
    assert check.calls == 2


def _project_with_config(tmp_path: Path, text: str) -> Path:
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "config.yaml").write_text(text, encoding="utf-8")
    schema = tmp_path / "schemas" / "workflow" / "config.schema.yaml"
    schema.parent.mkdir(parents=True)
    schema.write_bytes((PROJECT_DIR / "schemas" / "workflow" / "config.schema.yaml").read_bytes())
    return tmp_path


REAL_CONFIG = (PROJECT_DIR / "config" / "config.yaml").read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # A misspelled key, at the top and in a section: the closest valid one named.
        (
            REAL_CONFIG.replace("manifest:", "manifets:"),
            "unknown key 'manifets' (did you mean 'manifest'?); missing key 'manifest'",
        ),
        (REAL_CONFIG.replace("  theme:", "  thme:"), "unknown key 'pdf.thme' (did you mean 'pdf.theme'?)"),
        # A YAML mistake: the file and its line.
        (REAL_CONFIG.replace("build_dir: build", "build_dir: [build"), "config/config.yaml:"),
    ],
)
def test_a_config_mistake_is_said_plainly_before_snakemake_starts(tmp_path, capsys, text, said):
    from pipeline.cli import main

    assert main(["build", "--workdir", str(_project_with_config(tmp_path, text))]) == 2
    error = capsys.readouterr().err
    assert error.startswith("Bad config: config/config.yaml") and said in error
    assert "Traceback" not in error


@pytest.mark.parametrize(
    ("edit", "said"),
    [
        (("manifest:", "manifets:"), "unknown key 'manifets' (did you mean 'manifest'?)"),
        (("build_dir: build", "build_dir: [build"), "config/config.yaml:6: expected valid YAML"),
        (("page_size: A4", "page_size: A5"), "config/config.yaml:15: expected 'pdf.page_size' to be one of A4, Letter"),
        (("max_pages: 60", "max_pages: lots"), "config/config.yaml:26: expected 'pdf.max_pages' to be a whole number"),
    ],
)
@pytest.mark.e2e
def test_snakemake_run_directly_says_a_config_mistake_as_the_cli_does(tmp_path, edit, said):
    project = copy_code(tmp_path / "project", [*CODE, "raw", "decks"])
    config = project / "config" / "config.yaml"
    assert edit[0] in config.read_text(encoding="utf-8")
    config.write_text(config.read_text(encoding="utf-8").replace(*edit, 1), encoding="utf-8")
    run = snakemake(project, "--dry-run")
    assert run.returncode == 2
    assert "Bad config: config/config.yaml" in run.stderr and said in run.stderr
    # Neither Snakemake's traceback of the Snakefile nor its dump of the config and schema.
    assert "Traceback" not in run.stderr and "Snakefile" not in run.stderr and "$schema" not in run.stderr
