"""What publish reads of one sheet: the files its parse, validate and render jobs wrote."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pipeline.files import read_json


@dataclass(frozen=True)
class SheetBuild:
    """The files a sheet's job produced."""

    sheet_id: str
    tables_dir: Path
    report: Path  # how each stage went: {"parse": …, "validation": …, "render": …}
    coverage: Path
    pdfs: dict[str, Path]  # published file name -> rendered file

    def printed(self) -> bool:
        """Whether its PDFs were rendered (a sheet past pdf.max_pages publishes data alone)."""
        return read_json(self.report)["render"]["status"] == "rendered"

    def failure(self) -> tuple[str, str] | None:
        """Why this sheet cannot be published this time (message, code), or None."""
        report = read_json(self.report)
        parse, validation, render = report["parse"], report["validation"], report["render"]
        if parse.get("error"):
            return parse["error"], parse["error_code"]
        if not validation["valid"]:
            if validation.get("error"):
                return validation["error"], validation["error_code"]
            first = validation["violations"][0]
            return first["message"], first["code"]
        if render.get("error"):
            return render["error"], render["error_code"]
        return None
