"""One entry of the sheet manifest: which file, which game, which format."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class SheetEntry:
    sheet_id: str
    file: str
    game: str
    faction: str | None
    title: str
    format: str
    language: str = "fr"

    def path(self, raw_dir: Path) -> Path:
        return raw_dir / self.file

    def errata_path(self, raw_dir: Path) -> Path:
        """raw/errata/<sheet_id>.yaml: the sheet's corrections, when it has some."""
        return raw_dir / "errata" / f"{self.sheet_id}.yaml"
