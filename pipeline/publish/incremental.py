"""Which sheets a publish has to redo: those whose build changed since the last publish.

Publish records, beside the build, what it published: a fingerprint of every sheet's build
files and of the publish settings, and the hash of the data package it wrote. The next
publish redoes only the sheets whose fingerprint moved (their rows, documents, reports and
PDFs) and takes everything else from the published files, which are exactly what a full
publish would write again for those sheets. Anything it cannot trust (no record, other
settings or code, published files edited since) makes it a full publish.
"""

from __future__ import annotations

import hashlib
import os
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pipeline.files import read_json, write_json
from pipeline.publish.inputs import SheetBuild

# Bumped when the meaning of the record changes, so an old record is never trusted.
STATE_FORMAT = 1


@dataclass(frozen=True)
class PublishPlan:
    """What this publish redoes: `changed` sheets (all of them on a full publish), and the
    sheets published last time that are gone from the manifest."""

    full: bool
    changed: frozenset[str]
    removed: frozenset[str]
    fingerprints: dict[str, str]

    def redone(self, sheet_id: str) -> bool:
        return self.full or sheet_id in self.changed

    def summary(self, sheet_count: int) -> str:
        kind = "full publish" if self.full else "incremental publish"
        names = f" ({', '.join(sorted(self.changed))})" if 0 < len(self.changed) <= 5 else ""
        removed = f", {len(self.removed)} removed" if self.removed else ""
        return f"{kind}: redid {len(self.changed)} of {sheet_count} sheets{names}{removed}"


def sheet_fingerprint(build: SheetBuild) -> str:
    """Size and modification time of every file the sheet's job wrote: a job that ran again
    moves it (conservative: a rerun with the same bytes is redone too, never the reverse)."""
    files = [build.report, build.coverage, *sorted(build.tables_dir.glob("*.parquet")), *build.pdfs.values()]
    digest = hashlib.sha256()
    for path in files:
        try:
            facts = path.stat()
            digest.update(f"{path.name}:{facts.st_size}:{facts.st_mtime_ns};".encode())
        except FileNotFoundError:
            digest.update(f"{path.name}:missing;".encode())
    return digest.hexdigest()[:16]


def _file_sha256(path: Path) -> str | None:
    return hashlib.sha256(path.read_bytes()).hexdigest() if path.is_file() else None


def plan_publish(builds: list[SheetBuild], state_path: Path | None, context: str, output_dir: Path) -> PublishPlan:
    fingerprints = {build.sheet_id: sheet_fingerprint(build) for build in builds}
    state = read_json(state_path) if state_path is not None and state_path.is_file() else None
    trusted = (
        state is not None
        and state.get("format") == STATE_FORMAT
        and state.get("context") == context
        and state.get("package_sha256") == _file_sha256(output_dir / "data" / "datapackage.json")
        and all((output_dir / name).is_dir() for name in ("data", "pdf", "reports"))
    )
    if not trusted:
        return PublishPlan(True, frozenset(fingerprints), frozenset(), fingerprints)
    previous: dict[str, str] = state["sheets"]
    changed = frozenset(sheet_id for sheet_id, mark in fingerprints.items() if previous.get(sheet_id) != mark)
    removed = frozenset(previous) - frozenset(fingerprints)
    return PublishPlan(False, changed, removed, fingerprints)


def output_intact(state_path: Path, output_dir: Path) -> bool:
    """Whether `output_dir` holds what the publish recorded at `state_path` wrote (its data
    package, byte for byte): not removed, not edited by hand, not left by a publish
    stopped before its record."""
    if not state_path.is_file():
        return False
    try:
        recorded = read_json(state_path).get("package_sha256")
    except ValueError:
        return False
    return recorded is not None and recorded == _file_sha256(output_dir / "data" / "datapackage.json")


def write_state(state_path: Path | None, plan: PublishPlan, context: str, output_dir: Path) -> None:
    """Record what was just published (after the swap: a crash before it means a full
    publish next time, since the package hash will not match). Written beside it and
    renamed into place, as publish writes all its files."""
    if state_path is None:
        return
    state: dict[str, Any] = {
        "format": STATE_FORMAT,
        "context": context,
        "package_sha256": _file_sha256(output_dir / "data" / "datapackage.json"),
        "sheets": dict(sorted(plan.fingerprints.items())),
    }
    written = state_path.with_name(f".{state_path.name}.writing")
    write_json(written, state)
    os.replace(written, state_path)


def reuse_file(previous: Path, target: Path) -> bool:
    """Put the published `previous` at `target` without copying its bytes (a hard link,
    which survives the old directory's removal); False when there is none to reuse."""
    if not previous.is_file():
        return False
    try:
        os.link(previous, target)
    except OSError:  # a file system without hard links
        shutil.copyfile(previous, target)
    return True
