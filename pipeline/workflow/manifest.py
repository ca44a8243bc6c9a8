"""The sheet manifest (raw/sheets.yaml): loaded, checked against its JSON schema, resolved."""

from __future__ import annotations

import difflib
import hashlib
import json
from collections.abc import Iterable
from functools import partial
from pathlib import Path
from typing import Any

import yaml

from pipeline.files import SCHEMA_DIR, read_yaml, schema_mistake, yaml_line, yaml_mistake
from pipeline.games import game_names
from pipeline.model.errors import SheetError
from pipeline.model.sheet import SheetEntry
from pipeline.parse.readers import READER_MODULES

SCHEMA = SCHEMA_DIR / "workflow" / "sheets.schema.yaml"
ManifestError = partial(SheetError, code="manifest-invalid")
# libyaml's loader where PyYAML has it: at hundreds of sheets, reading the manifest is part
# of every Snakemake start.
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def manifest_schema() -> dict[str, Any]:
    """The manifest's JSON schema, its games and formats being the packages and readers the
    pipeline has (a new game package is a valid `game` without editing the schema)."""
    schema = yaml.load(SCHEMA.read_text(encoding="utf-8"), Loader=_LOADER)
    properties = schema["properties"]["sheets"]["items"]["properties"]
    properties["game"]["enum"] = game_names()
    properties["format"]["enum"] = list(READER_MODULES)
    return schema


def _entry_name(manifest: dict, path: list) -> str:
    """`sheets[2] (warmachine-core)` for an error inside the third entry."""
    if len(path) >= 2 and path[0] == "sheets" and isinstance(path[1], int):
        entry = manifest["sheets"][path[1]]
        sheet_id = entry.get("sheet_id") if isinstance(entry, dict) else None
        label = f"sheets[{path[1]}]" + (f" ({sheet_id})" if sheet_id else "")
        rest = ".".join(str(part) for part in path[2:])
        return f"{label}{'.' + rest if rest else ''}"
    return ".".join(str(part) for part in path) or "the top level"


def _checked_stamp(text: str, schema: dict[str, Any]) -> str:
    return hashlib.sha256(json.dumps([text, schema], sort_keys=True).encode()).hexdigest()


def load_manifest(manifest_path: Path, checked: Path | None = None) -> list[SheetEntry]:
    """Read and check the manifest; any mistake is one `SheetError` naming the entry.

    `checked`: a file recording that this very manifest passed its schema check (the
    check is skipped while the manifest, the schema, the games and readers are the same);
    every entry's file is still looked for."""
    source = str(manifest_path)
    try:
        text = manifest_path.read_text(encoding="utf-8")
        manifest = read_yaml(text)
    except FileNotFoundError:
        raise ManifestError(source, None, "a sheet manifest", "no such file") from None
    except yaml.YAMLError as error:
        raise yaml_mistake(source, error, "manifest-invalid") from None
    schema = manifest_schema()
    stamp = _checked_stamp(text, schema)
    if checked is None or not checked.is_file() or checked.read_text(encoding="utf-8") != stamp:
        _check_schema(source, text, manifest, schema)
        if checked is not None:
            checked.parent.mkdir(parents=True, exist_ok=True)
            checked.write_text(stamp, encoding="utf-8")
    return _entries(source, text, manifest_path, manifest)


def _entry_line(text: str, index: int | None) -> int | None:
    """The line of the manifest's entry `index` (read only to say where a mistake is)."""
    return yaml_line(text, ["sheets", index]) if index is not None else None


def _check_schema(source: str, text: str, manifest: Any, schema: dict[str, Any]) -> None:
    import jsonschema  # only when the manifest changed: it costs a tenth of a second to import

    checker = jsonschema.Draft202012Validator(schema)
    errors = sorted(checker.iter_errors(manifest), key=lambda e: list(e.path))
    if errors:
        error = errors[0]
        path = list(error.absolute_path)
        where = _entry_name(manifest, path)
        index = path[1] if len(path) >= 2 and path[0] == "sheets" and isinstance(path[1], int) else None
        line = _entry_line(text, index)
        expected, found = schema_mistake(error, where)
        raise ManifestError(source, line, expected, found)


def _entries(source: str, text: str, manifest_path: Path, manifest: dict[str, Any]) -> list[SheetEntry]:
    raw_dir = manifest_path.parent.resolve()
    entries: list[SheetEntry] = []
    seen: set[str] = set()
    for index, item in enumerate(manifest["sheets"]):
        entry = SheetEntry(
            sheet_id=item["sheet_id"],
            file=item["file"],
            game=item["game"],
            faction=item.get("faction"),
            title=item["title"],
            format=item["format"],
            language=item.get("language", "fr"),
        )
        where = f"sheets[{index}] ({entry.sheet_id})"
        if entry.sheet_id in seen:
            raise ManifestError(source, _entry_line(text, index), f"a unique sheet_id at {where}", entry.sheet_id)
        seen.add(entry.sheet_id)
        resolved = (raw_dir / entry.file).resolve()
        if not resolved.is_relative_to(raw_dir):
            raise ManifestError(
                source, _entry_line(text, index), f"a file inside {raw_dir.name}/ at {where}", entry.file
            )
        if not resolved.is_file():
            raise ManifestError(source, _entry_line(text, index), f"an existing file at {where}", entry.file)
        entries.append(entry)
    return entries


def stray_errata(errata_dir: Path, sheet_ids: Iterable[str]) -> list[str]:
    """The files of raw/errata/ that are no sheet's errata file, `<sheet_id>.yaml` (a
    misspelt id, a `.yml`, a sheet removed from the manifest): each in words, with the file
    it was likely meant to be. They are not applied; the build says so and fails."""
    if not errata_dir.is_dir():
        return []
    expected = {f"{sheet_id}.yaml" for sheet_id in sheet_ids}
    stray = []
    for path in sorted(errata_dir.iterdir()):
        if path.name in expected or path.name.startswith("."):
            continue
        closest = difflib.get_close_matches(path.name, sorted(expected), n=1, cutoff=0.6)
        hint = f" (did you mean {closest[0]}?)" if closest else ""
        stray.append(
            f"{path}: not applied: an errata file is named <sheet_id>.yaml after a sheet of the manifest{hint}"
        )
    return stray
