"""Parse stage: raw sheet bytes -> contract tables, coverage and a parse report."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from pipeline.manifest import SheetEntry
from pipeline.normalise import normalise
from pipeline.normalise.builder import ParseResult
from pipeline.readers import read_sheet
from pipeline.schema import typed_frame, write_parquet
from pipeline.text import decode_sheet


def parse_text(data: bytes, entry: SheetEntry, source: str | None = None) -> ParseResult:
    """Pure: the bytes of one sheet -> its tables (including its `sheets` row).

    `source` is the file name errors give (default: the manifest's `file`).
    """
    source = source or entry.file
    decoded = decode_sheet(data, source)
    document = read_sheet(decoded.text, source, entry.format)
    result = normalise(entry.game, document, entry.sheet_id)
    result.report["encoding"] = decoded.encoding
    result.tables["sheets"] = typed_frame(
        "sheets",
        [
            {
                "sheet_id": entry.sheet_id,
                "game": entry.game,
                "faction": entry.faction,
                "title": entry.title,
                "language": entry.language,
                "source_file": entry.file,
                "source_sha256": hashlib.sha256(data).hexdigest(),
            }
        ],
    )
    return result


def parse_sheet(entry: SheetEntry, raw_dir: Path) -> ParseResult:
    path = entry.path(raw_dir)
    return parse_text(path.read_bytes(), entry, str(path))


def coverage_summary(result: ParseResult) -> dict[str, int]:
    counts = result.coverage["kind"].value_counts()
    return {str(kind): int(count) for kind, count in sorted(counts.items())}


def write_parse_outputs(result: ParseResult, tables_dir: Path, coverage_path: Path, report_path: Path) -> None:
    tables_dir.mkdir(parents=True, exist_ok=True)
    for table, frame in result.tables.items():
        write_parquet(table, frame, tables_dir / f"{table}.parquet")
    result.coverage.to_parquet(coverage_path, index=False)
    report = {"coverage": coverage_summary(result), **result.report}
    report_path.write_text(json.dumps(report, ensure_ascii=False, indent=2, sort_keys=True) + "\n", encoding="utf-8")
