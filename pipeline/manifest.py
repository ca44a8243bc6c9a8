"""The sheet manifest (raw/sheets.yaml): loaded, checked against its JSON schema, resolved."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import jsonschema
import yaml

from pipeline.errors import SheetError

SCHEMA = Path(__file__).resolve().parent.parent / "schemas" / "sheets.schema.yaml"


@dataclass(frozen=True)
class SheetEntry:
    sheet_id: str
    file: str
    game: str
    faction: str | None
    title: str
    format: str
    language: str

    def path(self, raw_dir: Path) -> Path:
        return raw_dir / self.file

    def errata_path(self, raw_dir: Path) -> Path:
        """raw/errata/<sheet_id>.yaml: the sheet's corrections, when it has some."""
        return raw_dir / "errata" / f"{self.sheet_id}.yaml"


def _entry_name(manifest: dict, path: list) -> str:
    """`sheets[2] (warmachine-core)` for an error inside the third entry."""
    if len(path) >= 2 and path[0] == "sheets" and isinstance(path[1], int):
        entry = manifest["sheets"][path[1]]
        sheet_id = entry.get("sheet_id") if isinstance(entry, dict) else None
        label = f"sheets[{path[1]}]" + (f" ({sheet_id})" if sheet_id else "")
        rest = ".".join(str(part) for part in path[2:])
        return f"{label}{'.' + rest if rest else ''}"
    return ".".join(str(part) for part in path) or "the top level"


def load_manifest(manifest_path: Path) -> list[SheetEntry]:
    """Read and check the manifest; any mistake is one `SheetError` naming the entry."""
    source = str(manifest_path)
    try:
        manifest = yaml.safe_load(manifest_path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise SheetError(source, None, "a sheet manifest", "no such file") from None
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        line = mark.line + 1 if mark else None
        raise SheetError(source, line, "valid YAML", str(getattr(error, "problem", error))) from None
    schema = yaml.safe_load(SCHEMA.read_text(encoding="utf-8"))
    errors = sorted(jsonschema.Draft202012Validator(schema).iter_errors(manifest), key=lambda e: list(e.path))
    if errors:
        error = errors[0]
        where = _entry_name(manifest, list(error.absolute_path))
        if error.validator == "enum":
            allowed = ", ".join(str(value) for value in error.validator_value)
            raise SheetError(source, None, f"{where} to be one of {allowed}", str(error.instance))
        if error.validator == "required":
            raise SheetError(source, None, f"{where} to have {error.message.split(' is a required')[0]}")
        raise SheetError(source, None, f"a valid value at {where} ({error.message})")
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
            raise SheetError(source, None, f"a unique sheet_id at {where}", entry.sheet_id)
        seen.add(entry.sheet_id)
        resolved = (raw_dir / entry.file).resolve()
        if not resolved.is_relative_to(raw_dir):
            raise SheetError(source, None, f"a file inside {raw_dir.name}/ at {where}", entry.file)
        if not resolved.is_file():
            raise SheetError(source, None, f"an existing file at {where}", entry.file)
        entries.append(entry)
    return entries
