"""Write every table the parser reads from a set of sheets, as text, for a before/after diff.

    python tools/snapshot_tables.py OUTDIR [MANIFEST ...]

Default manifests: raw/sheets.yaml and tests/fixtures/sheets/sheets.yaml. For each sheet,
OUTDIR/<sheet_id>/<table>.csv holds its typed rows (coverage included) and OUTDIR/<sheet_id>/
error.txt the error a refused sheet gives. Work on the readers that must leave what they
already read alone is checked by snapshotting before and after, then `diff -r BEFORE AFTER`.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

PROJECT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(PROJECT))

from pipeline.model.errors import SheetError  # noqa: E402
from pipeline.parse.sheet import parse_sheet  # noqa: E402
from pipeline.workflow.manifest import load_manifest  # noqa: E402

DEFAULT_MANIFESTS = [PROJECT / "raw" / "sheets.yaml", PROJECT / "tests" / "fixtures" / "sheets" / "sheets.yaml"]


def snapshot_manifest(manifest: Path, outdir: Path) -> tuple[int, int]:
    """(sheets read, sheets refused) of one manifest, their tables written under `outdir`."""
    read = refused = 0
    for entry in load_manifest(manifest):
        target = outdir / entry.sheet_id
        target.mkdir(parents=True, exist_ok=True)
        try:
            result = parse_sheet(entry, manifest.parent)
        except SheetError as error:
            (target / "error.txt").write_text(f"{error}\n", encoding="utf-8")
            refused += 1
            continue
        for table, frame in sorted(result.tables.items()):
            frame.to_csv(target / f"{table}.csv", index=False, lineterminator="\n")
        result.coverage.to_csv(target / "coverage.csv", index=False, lineterminator="\n")
        read += 1
    return read, refused


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("outdir", type=Path)
    parser.add_argument("manifests", type=Path, nargs="*", default=DEFAULT_MANIFESTS)
    args = parser.parse_args(argv)
    for manifest in args.manifests:
        read, refused = snapshot_manifest(manifest, args.outdir)
        print(f"{manifest}: {read} sheets read, {refused} refused")
    return 0


if __name__ == "__main__":
    sys.exit(main())
