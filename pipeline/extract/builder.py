"""Collects a sheet's rows and the fate of every source line while a normaliser works."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pandas as pd

from pipeline.extract.text import slugify
from pipeline.model.document import Document
from pipeline.model.result import ParseResult, typed_coverage


@dataclass
class SheetBuilder:
    document: Document
    sheet_id: str
    rows: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    claims: dict[int, tuple[str, str | None]] = field(default_factory=dict)
    report: dict[str, Any] = field(default_factory=dict)
    _ids: set[str] = field(default_factory=set)

    def add(self, table: str, **row: Any) -> None:
        self.rows.setdefault(table, []).append(row)

    def claim(self, lines: list[int], kind: str, ref: str | None = None) -> None:
        """Record where source lines went; the first claim of a line wins."""
        for line in lines:
            self.claims.setdefault(line, (kind, ref))

    def new_id(self, *parts: str) -> str:
        """`sheet_id:slug[:slug]`, suffixed -2, -3... when a sheet repeats a name."""
        base = ":".join([self.sheet_id, *(slugify(part) for part in parts)])
        candidate, counter = base, 1
        while candidate in self._ids:
            counter += 1
            candidate = f"{base}-{counter}"
        self._ids.add(candidate)
        return candidate

    def note(self, key: str, entry: Any) -> None:
        self.report.setdefault(key, []).append(entry)

    def coverage(self) -> pd.DataFrame:
        records = []
        for line in self.document.nonblank_lines:
            kind, ref = self.claims.get(line, ("unparsed", None))
            text = self.document.texts[line] if kind == "unparsed" else None
            records.append({"source_line": line, "kind": kind, "ref": ref, "text": text})
        return typed_coverage(records)

    def result(self) -> ParseResult:
        return ParseResult(rows=self.rows, coverage=self.coverage(), report=self.report)
