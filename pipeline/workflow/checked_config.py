"""The workflow config's schema check, skipped while the config is the one that passed it
last time: the check imports jsonschema and builds its validator, 0.1 s of every run (a
tenth of a no-op at 100 sheets)."""

from __future__ import annotations

import difflib
import hashlib
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pipeline.files import write_json
from pipeline.model.errors import SheetError
from pipeline.workflow.paths import BuildPaths

CONFIG = Path("config") / "config.yaml"
CONFIG_SCHEMA = Path("schemas") / "workflow" / "config.schema.yaml"


def read_config(workdir: Path) -> dict[str, Any]:
    """config/config.yaml, its keys checked (`config_mistakes`); a mistake is a SheetError
    naming the file, the key and, for YAML, the line. What the CLI and the Snakefile read
    first, so that neither Snakemake's reader nor its schema check speaks to the user."""
    import yaml

    from pipeline.files import read_yaml, yaml_mistake

    try:
        config = read_yaml((workdir / CONFIG).read_text(encoding="utf-8"))
    except yaml.YAMLError as error:
        raise yaml_mistake(str(CONFIG), error, "config-invalid") from None
    schema = yaml.safe_load((workdir / CONFIG_SCHEMA).read_text(encoding="utf-8"))
    if mistakes := config_mistakes(config, schema):
        raise SheetError(str(CONFIG), None, f"the keys of {CONFIG_SCHEMA}", "; ".join(mistakes), code="config-invalid")
    return config


def value_mistake(config: dict[str, Any], schema_path: Path) -> SheetError:
    """The config's first value its schema refuses, in words (the key, what it may be)."""
    import jsonschema
    import yaml

    from pipeline.files import schema_mistake, yaml_line

    schema = yaml.safe_load(schema_path.read_text(encoding="utf-8"))
    errors = sorted(jsonschema.Draft202012Validator(schema).iter_errors(config), key=lambda e: list(e.absolute_path))
    if not errors:
        return SheetError(str(CONFIG), None, f"a config that {schema_path} accepts", code="config-invalid")
    where = ".".join(map(str, errors[0].absolute_path)) or "the top level"
    expected, found = schema_mistake(errors[0], f"'{where}'")
    config_file = schema_path.resolve().parents[2] / CONFIG  # schemas/workflow/ beside config/
    line = (
        yaml_line(config_file.read_text(encoding="utf-8"), errors[0].absolute_path) if config_file.is_file() else None
    )
    return SheetError(str(CONFIG), line, expected, found, code="config-invalid")


def check_config(config: dict[str, Any], schema_path: Path, validate: Callable[[dict[str, Any], str], Any]) -> None:
    """`validate(config, schema_path)` (Snakemake's, which fills in the schema's defaults),
    unless `config` as read, command-line overrides included, is the one that passed last
    time: it is then given the defaults filled in that time. A value the schema refuses
    is a SheetError in words (`value_mistake`)."""
    record_path = _record_path(config)
    stamp = _stamp(config, schema_path)
    checked = _checked_before(record_path, stamp)
    if checked is not None:
        config.clear()
        config.update(checked)
        return
    try:
        validate(config, str(schema_path))
    except Exception:  # Snakemake's WorkflowError, which dumps the config and the schema
        raise value_mistake(config, schema_path) from None
    if record_path is not None:  # a record cut short by a crash does not read: a check, next time
        record_path.parent.mkdir(parents=True, exist_ok=True)
        write_json(record_path, {"stamp": stamp, "checked": config})


def config_mistakes(config: Any, schema: dict[str, Any], where: str = "") -> list[str]:
    """What is wrong with the keys of `config`, in words: each key the schema does not know
    (with the closest one it does), each it requires that is missing; in the sections
    too (`pdf.theme`). The values are the schema check's (`check_config`)."""
    if not isinstance(config, dict):
        return [f"{where or 'the file'}: expected a mapping of keys, found {type(config).__name__}"]
    known = schema.get("properties", {})
    mistakes = []
    for key in config:
        if key not in known:
            close = difflib.get_close_matches(str(key), list(known), n=1, cutoff=0.6)
            hint = f" (did you mean '{where}{close[0]}'?)" if close else f" (known: {', '.join(known)})"
            mistakes.append(f"unknown key '{where}{key}'{hint}")
        elif known[key].get("type") == "object":
            mistakes += config_mistakes(config[key], known[key], f"{where}{key}.")
    mistakes += [f"missing key '{where}{key}'" for key in schema.get("required", []) if key not in config]
    return mistakes


def _record_path(config: dict[str, Any]) -> Path | None:
    build_dir = config.get("build_dir")
    return BuildPaths(Path(build_dir)).digests / "config.checked" if isinstance(build_dir, str) else None


def _stamp(config: dict[str, Any], schema_path: Path) -> str:
    read = json.dumps([config, schema_path.read_text(encoding="utf-8")], sort_keys=True, default=repr)
    return hashlib.sha256(read.encode()).hexdigest()


def _checked_before(record_path: Path | None, stamp: str) -> dict[str, Any] | None:
    if record_path is None or not record_path.is_file():
        return None
    try:
        record = json.loads(record_path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if isinstance(record, dict) and record.get("stamp") == stamp and isinstance(record.get("checked"), dict):
        return record["checked"]
    return None
