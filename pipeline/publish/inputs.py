"""What publish reads of one sheet: the files its parse, validate and render jobs wrote."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pipeline.files import read_json


@dataclass(frozen=True)
class SheetBuild:
    """The files a sheet's job produced."""

    sheet_id: str
    tables_dir: Path
    report: Path  # how each stage went: {"parse": …, "validation": …, "render": …}
    coverage: Path
    pdfs: dict[str, Path]  # published file name -> rendered file
    # Published names of the products a sheet may lack (an errata deck): an empty rendered
    # file means there is none to publish.
    optional: frozenset[str] | set[str] = frozenset()

    def required_pdfs(self) -> list[str]:
        return [name for name in self.pdfs if name not in self.optional]

    def printed(self) -> bool:
        """Whether its PDFs were rendered (a sheet past pdf.max_pages publishes data alone)."""
        return read_json(self.report)["render"]["status"] == "rendered"

    def data_hash(self) -> str | None:
        """The hash of its valid tables (`sheet_data_hash`), as its job made it."""
        return read_json(self.report)["validation"].get("data_hash")

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


@dataclass(frozen=True)
class DeckBuild:
    """The files a deck-you-choose job produced."""

    name: str
    report: Path  # {"status": "ok" | "failed", "error": …}
    pdfs: dict[str, Path]  # published name under pdf/ (decks/<name>-cards.pdf) -> rendered file

    def failure(self) -> str | None:
        return read_json(self.report).get("error")

    def summary(self) -> dict[str, Any]:
        """The deck's line in the build summary."""
        report = read_json(self.report)
        error = report.get("error")
        ok = f"deck {self.name}: ok, {report.get('rows')} weapon profiles and rules (pdf/decks/{self.name}-cards.pdf)"
        text = ok if error is None else f"deck {self.name}: FAILED (last good files kept): {error}"
        return {"deck": self.name, "status": "ok" if error is None else "failed", "summary": text}
