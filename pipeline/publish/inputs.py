"""What publish reads of one sheet: the files its parse, validate and render jobs wrote."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pipeline.files import read_json


@dataclass(frozen=True)
class SheetBuild:
    """The files the earlier stages produced for one sheet."""

    sheet_id: str
    tables_dir: Path
    report: Path
    coverage: Path
    validation: Path
    render_status: Path
    pdfs: dict[str, Path]  # published file name -> rendered file

    def failure(self) -> tuple[str, str] | None:
        """Why this sheet cannot be published this time (message, code), or None."""
        report = read_json(self.report)
        if report.get("error"):
            return report["error"], report["error_code"]
        validation = read_json(self.validation)
        if not validation["valid"]:
            if validation.get("error"):
                return validation["error"], validation["error_code"]
            first = validation["violations"][0]
            return first["message"], first["code"]
        rendered = read_json(self.render_status)
        if rendered.get("error"):
            return rendered["error"], rendered["error_code"]
        return None
