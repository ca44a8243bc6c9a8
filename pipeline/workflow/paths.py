"""Every build path, in one place. With `sheet_id="{sheet_id}"` the same methods give the
Snakemake patterns the rules declare, so rules and stages cannot disagree on a name."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pipeline.contract.schema import TABLES
from pipeline.publish import DATABASE_NAME, DOCUMENTS_DIR

# Published file name of each rendered product, by its key.
PDF_PRODUCTS = {
    "pdf": "{sheet_id}.pdf",
    "cards": "{sheet_id}-cards.pdf",
    "cards_print": "{sheet_id}-cards-print.pdf",
    "errata_cards": "{sheet_id}-errata-cards.pdf",
}
# Products a sheet may not have: rendered as an empty file, then not published.
OPTIONAL_PDF_PRODUCTS = frozenset({"errata_cards"})


@dataclass(frozen=True)
class BuildPaths:
    """The files of the build directory that are no one sheet's."""

    build_dir: Path

    @property
    def published(self) -> Path:
        """What publish published, one line per sheet (the status `make build` prints)."""
        return self.build_dir / "publish.json"

    @property
    def publish_state(self) -> Path:
        """What the last publish published, so the next redoes only the sheets that changed."""
        return self.build_dir / "publish-state.json"

    @property
    def digests(self) -> Path:
        """Digests of the code, templates and settings each job runs (see input_digest)."""
        return self.build_dir / ".inputs"

    def digest(self, name: str) -> Path:
        return self.digests / f"{name}.sha256"

    def card_fits(self, deck: str) -> Path:
        """What laying out a deck's cards found, for its next layout (see
        `pipeline.render.fits`): not an output, kept from build to build."""
        return self.build_dir / ".card-fits" / f"{deck}.json"


@dataclass(frozen=True)
class SheetPaths:
    """The files of one sheet under the build directory."""

    build_dir: Path
    sheet_id: str

    @property
    def root(self) -> Path:
        return self.build_dir / self.sheet_id

    @property
    def coverage(self) -> Path:
        return self.root / "coverage.parquet"

    @property
    def report(self) -> Path:
        """How each stage went (parse notes and links, validation, render), written last."""
        return self.root / "report.json"

    @property
    def tables_dir(self) -> Path:
        return self.root / "tables"

    def table(self, table: str) -> Path:
        return self.tables_dir / f"{table}.parquet"

    @property
    def tables(self) -> dict[str, Path]:
        return {table: self.table(table) for table in TABLES}

    @property
    def html(self) -> Path:
        return self.root / "sheet.html"

    @property
    def rendered(self) -> dict[str, Path]:
        """The PDFs rendering writes, by product key (see PDF_PRODUCTS)."""
        return {
            "pdf": self.root / "sheet.pdf",
            "cards": self.root / "cards.pdf",
            "cards_print": self.root / "cards-print.pdf",
            "errata_cards": self.root / "errata-cards.pdf",
        }

    def log(self, stage: str) -> Path:
        return self.build_dir / "logs" / stage / f"{self.sheet_id}.log"

    @property
    def site(self) -> dict[str, Path]:
        """What the sheet's site job writes: its page, its search documents, its index line."""
        site = self.root / "site"
        return {"page": site / "page.html", "search": site / "search.json", "entry": site / "entry.json"}

    @property
    def card_fits(self) -> Path:
        """The fits of the sheet's deck (see `BuildPaths.card_fits`)."""
        return BuildPaths(self.build_dir).card_fits(f"sheet-{self.sheet_id}")

    @property
    def errata_card_fits(self) -> Path:
        return BuildPaths(self.build_dir).card_fits(f"errata-{self.sheet_id}")


@dataclass(frozen=True)
class DeckPaths:
    """The files of one deck you choose under the build directory."""

    build_dir: Path
    name: str

    @property
    def root(self) -> Path:
        return self.build_dir / "decks" / self.name

    @property
    def rendered(self) -> dict[str, Path]:
        return {"cards": self.root / "cards.pdf", "cards_print": self.root / "cards-print.pdf"}

    @property
    def report(self) -> Path:
        """How the deck went (its cards, or why it could not be made), written last."""
        return self.root / "report.json"

    @property
    def log(self) -> Path:
        return self.build_dir / "logs" / "deck" / f"{self.name}.log"

    @property
    def site_log(self) -> Path:
        return self.build_dir / "logs" / "site" / f"deck-{self.name}.log"

    @property
    def site(self) -> dict[str, Path]:
        """What the deck's site job writes: its page and its title."""
        return {"page": self.root / "site" / "page.html", "entry": self.root / "site" / "entry.json"}

    @property
    def card_fits(self) -> Path:
        return BuildPaths(self.build_dir).card_fits(f"deck-{self.name}")


@dataclass(frozen=True)
class OutputPaths:
    """The published products under the output directory."""

    output_dir: Path

    @property
    def data(self) -> Path:
        return self.output_dir / "data"

    @property
    def pdf(self) -> Path:
        return self.output_dir / "pdf"

    @property
    def documents(self) -> Path:
        """The directory of the per-sheet JSON documents (one per published sheet)."""
        return self.data / DOCUMENTS_DIR

    @property
    def reports(self) -> Path:
        return self.output_dir / "reports"

    def deck_pdf_names(self, name: str) -> dict[str, str]:
        """Where a deck you choose is published, under pdf/, by product key."""
        return {"cards": f"decks/{name}-cards.pdf", "cards_print": f"decks/{name}-cards-print.pdf"}

    def pdf_names(self, sheet_id: str) -> dict[str, str]:
        return {key: name.format(sheet_id=sheet_id) for key, name in PDF_PRODUCTS.items()}

    def data_files(self, spreadsheet_csv: bool) -> list[Path]:
        """Every file publish writes under data/, but the JSON documents (see `documents`)."""
        files = [self.data / f"{table}.{ext}" for table in TABLES for ext in ("parquet", "csv")]
        files += [self.data / "datapackage.json", self.data / DATABASE_NAME]
        if spreadsheet_csv:
            files += [self.data / "spreadsheet" / f"{table}.csv" for table in TABLES]
        return files
