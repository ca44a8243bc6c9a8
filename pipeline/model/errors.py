"""The one error type for mistakes in user input (sheets, manifest, errata, decks)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class SheetError(Exception):
    """A problem in a user's file, told as file, line, what was expected and what was found.

    Raised for user mistakes only; anything else escaping the pipeline is a bug. `code`
    is a stable identifier of the kind of mistake (`cells-count`, `bad-range`, …) that
    reports and tools can rely on while the wording of the message evolves.
    """

    file: str
    line: int | None
    expected: str
    found: str | None = None
    cell: str | None = None
    code: str = "invalid-input"

    def __str__(self) -> str:
        where = self.file if self.line is None else f"{self.file}:{self.line}"
        if self.cell:
            where += f" (column {self.cell})"
        message = f"{where}: expected {self.expected}"
        if self.found is not None:
            message += f", found {self.found!r}"
        return message
