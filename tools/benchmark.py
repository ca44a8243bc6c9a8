"""Benchmark: build speed and memory on a synthetic corpus of N sheets.

    python tools/benchmark.py [--sizes 5 100] [--output benchmark-results.json]   (make benchmark)

The corpus is made of deterministic variants of the five real sheets (renamed
factions, shifted ranges and strengths; every format represented), built in a
temporary copy of the project with `--cores 2`. For each size it measures a cold
build, a no-op rebuild and a one-sheet errata rebuild, and alongside them two
floors: the no-op time of a trivial one-rule Snakefile (Snakemake's own cost on
this machine) and the warm render time of each sheet in one started process.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import yaml

PROJECT_DIR = Path(__file__).resolve().parent.parent
COPIED = ["Snakefile", "rules", "config", "profiles", "pipeline", "schemas", "templates"]
TARGETS = {
    "noop_ratio": 1.3,
    "errata_ratio_at_largest": 0.05,
    "marginal_cold_per_sheet_ratio": 1.5,
    "peak_memory_mb": 400,
}


@dataclass
class Run:
    seconds: float
    peak_rss_mb: float
    returncode: int


def timed(command: list[str], cwd: Path) -> Run:
    """Run `command` in a child that reports the peak RSS of its own children (the build)."""
    probe = (
        "import resource, subprocess, sys, time, json;"
        "start = time.perf_counter();"
        f"code = subprocess.run({command!r}, cwd={str(cwd)!r}, stdout=subprocess.DEVNULL, "
        "stderr=subprocess.DEVNULL).returncode;"
        "elapsed = time.perf_counter() - start;"
        "peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024;"
        "print(json.dumps([elapsed, peak, code]))"
    )
    output = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    elapsed, peak, code = json.loads(output.stdout.strip().splitlines()[-1])
    return Run(elapsed, peak, code)


def _shift_numbers(line: str, offset: int) -> str:
    """Add `offset` to every range and strength number of a table row, keeping its shape."""
    return re.sub(r"(?<![\w.])(\d{1,3})(?=[\"″/ |\t]|$)", lambda m: str(int(m.group(1)) + offset), line)


def variant(text: str, base_id: str, number: int) -> str:
    """A deterministic variant of a sheet: table rows get shifted numbers (ranges stay
    increasing, strengths stay numbers); everything else is kept, so every quirk stays."""
    offset = number % 7
    lines = []
    for line in text.split("\n"):
        is_row = ("|" in line and line.strip().startswith("|") and '"' in line) or (
            "\t" in line and re.search(r"\d+/[+-]?\d", line)
        )
        lines.append(_shift_numbers(line, offset) if is_row and offset else line)
    return "\n".join(lines)


def make_corpus(workdir: Path, size: int) -> list[dict[str, Any]]:
    """raw/ with `size` sheets cycling through the real ones, and its manifest."""
    manifest = yaml.safe_load((PROJECT_DIR / "raw" / "sheets.yaml").read_text(encoding="utf-8"))["sheets"]
    raw = workdir / "raw"
    raw.mkdir(parents=True)
    entries = []
    for number in range(size):
        base = manifest[number % len(manifest)]
        text = (PROJECT_DIR / "raw" / base["file"]).read_text(encoding="utf-8")
        sheet_id = f"{base['sheet_id']}-v{number:03d}"
        file_name = f"{sheet_id}{Path(base['file']).suffix}"
        (raw / file_name).write_text(variant(text, base["sheet_id"], number), encoding="utf-8")
        faction = f"{base['faction']} {number:03d}" if base.get("faction") else None
        entries.append(
            {
                **base,
                "sheet_id": sheet_id,
                "file": file_name,
                "faction": faction,
                "title": f"{base['title']} ({number:03d})",
            }
        )
    (raw / "sheets.yaml").write_text(yaml.safe_dump({"sheets": entries}, allow_unicode=True), encoding="utf-8")
    return entries


def copy_project(workdir: Path) -> None:
    for name in COPIED:
        source = PROJECT_DIR / name
        if source.is_dir():
            shutil.copytree(source, workdir / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy2(source, workdir / name)


SNAKEMAKE = [sys.executable, "-m", "snakemake", "--cores", "2", "--keep-going", "--quiet", "all"]


def errata_for(entries: list[dict[str, Any]], workdir: Path) -> str:
    """Write a one-value erratum for the first Antares sheet of the corpus; return its id."""
    from pipeline.model.sheet import SheetEntry
    from pipeline.parse.sheet import parse_sheet

    entry = next(e for e in entries if e["game"] == "antares")
    sheet = SheetEntry(**{key: entry.get(key) for key in SheetEntry.__dataclass_fields__})
    weapon = parse_sheet(sheet, workdir / "raw").tables["weapons"].iloc[0]
    erratum = {
        "errata": [
            {
                "weapon": weapon["name"],
                **({"mode": weapon["mode"]} if isinstance(weapon["mode"], str) else {}),
                "field": "Valeur d'Impact",
                "old": weapon["strength_raw"],
                "new": str(int(weapon["strength_raw"]) + 1),
                "source": {"document": "Benchmark", "date": "2026-11-01"},
            }
        ]
    }
    (workdir / "raw" / "errata").mkdir(exist_ok=True)
    (workdir / "raw" / "errata" / f"{entry['sheet_id']}.yaml").write_text(
        yaml.safe_dump(erratum, allow_unicode=True), encoding="utf-8"
    )
    return entry["sheet_id"]


def trivial_noop(repeats: int = 3) -> float:
    with tempfile.TemporaryDirectory(prefix="bench-trivial-") as directory:
        workdir = Path(directory)
        (workdir / "Snakefile").write_text('rule all:\n    input: "a.txt"\n', encoding="utf-8")
        (workdir / "a.txt").write_text("a\n", encoding="utf-8")
        command = [sys.executable, "-m", "snakemake", "--cores", "2", "--quiet"]
        return statistics.median(timed(command, workdir).seconds for _ in range(repeats))


def warm_render_seconds() -> dict[str, float]:
    """Seconds to render each real sheet (reference sheet and both decks) in a started process."""
    from pipeline.parse.sheet import parse_sheet
    from pipeline.render.deck import render_cards
    from pipeline.render.pdf import write_pdf
    from pipeline.render.sheet import render_html
    from pipeline.workflow.manifest import load_manifest

    entries = load_manifest(PROJECT_DIR / "raw" / "sheets.yaml")
    tables = {entry.sheet_id: parse_sheet(entry, PROJECT_DIR / "raw").tables for entry in entries}
    seconds = {}
    with tempfile.TemporaryDirectory(prefix="bench-render-") as directory:
        for attempt in range(2):  # the first pass warms fonts and caches
            for sheet_id, sheet_tables in tables.items():
                start = time.perf_counter()
                write_pdf(render_html(sheet_tables), Path(directory) / f"{sheet_id}.pdf")
                render_cards(sheet_tables)
                if attempt:
                    seconds[sheet_id] = time.perf_counter() - start
    return seconds


def large_sheet_figures(megabytes: int = 10) -> dict[str, Any]:
    """Parse time and peak memory of a ~10 MB Antares sheet (weapon rows with unique names,
    then the real glossary), read in a fresh process."""
    base = (PROJECT_DIR / "raw" / "antares-algoryn.md").read_text(encoding="utf-8")
    header, rest = base.split("| Mag Pistol", 1)
    glossary = rest.split("\n\n", 1)[1]
    rows, size, number = [], len(header) + len(glossary), 0
    while size < megabytes * 1_000_000:
        row = f'| Weapon {number:07d} | 10-30" | 40" | 50" | 2+1 max 10 | SPx2, Déflagration D10, Pas de Couvert |'
        rows.append(row)
        size += len(row) + 1
        number += 1
    text = header + "\n".join(rows) + "\n\n" + glossary
    with tempfile.TemporaryDirectory(prefix="bench-large-") as directory:
        path = Path(directory) / "large.md"
        path.write_text(text, encoding="utf-8")
        probe = (
            "import json, resource, sys, time;"
            "from pathlib import Path;"
            "from pipeline.model.sheet import SheetEntry;"
            "from pipeline.parse.sheet import parse_text;"
            "entry = SheetEntry('large', 'large.md', 'antares', None, 'Large', 'markdown', 'fr');"
            "start = time.perf_counter();"
            f"result = parse_text(Path({str(path)!r}).read_bytes(), entry);"
            "elapsed = time.perf_counter() - start;"
            "peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024;"
            "print(json.dumps([elapsed, peak, len(result.rows['weapons']), len(result.rows['weapon_rules'])]))"
        )
        output = subprocess.run(
            [sys.executable, "-c", probe], capture_output=True, text=True, check=True, cwd=PROJECT_DIR
        )
    elapsed, peak, weapons, links = json.loads(output.stdout.strip().splitlines()[-1])
    return {
        "megabytes": len(text.encode()) / 1e6,
        "seconds": elapsed,
        "peak_rss_mb": peak,
        "weapons": weapons,
        "weapon_rules": links,
    }


def measure_size(size: int) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix=f"bench-{size}-") as directory:
        workdir = Path(directory)
        copy_project(workdir)
        entries = make_corpus(workdir, size)
        print(f"  N={size}: cold build…", flush=True)
        cold = timed(SNAKEMAKE, workdir)
        print(f"  N={size}: no-op rebuild…", flush=True)
        noops = [timed(SNAKEMAKE, workdir) for _ in range(3)]
        errata_sheet = errata_for(entries, workdir)
        print(f"  N={size}: one-sheet errata rebuild ({errata_sheet})…", flush=True)
        errata = timed(SNAKEMAKE, workdir)
        published = json.loads((workdir / "build" / "publish.json").read_text(encoding="utf-8"))["sheets"]
        return {
            "size": size,
            "cold": asdict(cold),
            "noop": asdict(min(noops, key=lambda run: run.seconds)),
            "errata": asdict(errata),
            "sheets_ok": sum(sheet["status"] == "ok" for sheet in published),
        }


def report(sizes: list[int]) -> dict[str, Any]:
    print("Reference costs…", flush=True)
    trivial = trivial_noop()
    renders = warm_render_seconds()
    warm = statistics.mean(renders.values())
    results = [measure_size(size) for size in sizes]
    small, large = results[0], results[-1]
    marginal = (large["cold"]["seconds"] - small["cold"]["seconds"]) / max(large["size"] - small["size"], 1)
    peak = max(run[kind]["peak_rss_mb"] for run in results for kind in ("cold", "noop", "errata"))
    ratios = {
        "noop_ratio": large["noop"]["seconds"] / trivial,
        "errata_ratio_at_largest": large["errata"]["seconds"] / large["cold"]["seconds"],
        "marginal_cold_per_sheet_ratio": marginal / warm,
        "peak_memory_mb": peak,
    }
    print("Parsing a 10 MB sheet…", flush=True)
    large = large_sheet_figures()
    return {
        "large_sheet_parse": large,
        "trivial_snakefile_noop_seconds": trivial,
        "warm_render_seconds": renders,
        "warm_render_mean_seconds": warm,
        "marginal_cold_seconds_per_sheet": marginal,
        "sizes": results,
        "ratios": ratios,
        "targets": TARGETS,
        "met": {name: ratios[name] <= TARGETS[name] for name in TARGETS},
    }


def print_table(figures: dict[str, Any]) -> None:
    print("\n| N | cold (s) | no-op (s) | errata rebuild (s) | peak RSS (MB) | sheets ok |")
    print("|---|---|---|---|---|---|")
    for run in figures["sizes"]:
        peak = max(run[kind]["peak_rss_mb"] for kind in ("cold", "noop", "errata"))
        print(
            f"| {run['size']} | {run['cold']['seconds']:.1f} | {run['noop']['seconds']:.2f} "
            f"| {run['errata']['seconds']:.1f} | {peak:.0f} | {run['sheets_ok']}/{run['size']} |"
        )
    print(f"\ntrivial Snakefile no-op: {figures['trivial_snakefile_noop_seconds']:.2f} s")
    print(
        f"warm render per sheet (mean): {figures['warm_render_mean_seconds']:.2f} s "
        f"({', '.join(f'{k} {v:.1f}' for k, v in figures['warm_render_seconds'].items())})"
    )
    print(f"marginal cold cost per sheet: {figures['marginal_cold_seconds_per_sheet']:.2f} s\n")
    large = figures["large_sheet_parse"]
    print(
        f"10 MB sheet: {large['megabytes']:.1f} MB, {large['weapons']} weapon rows parsed in "
        f"{large['seconds']:.1f} s, peak RSS {large['peak_rss_mb']:.0f} MB\n"
    )
    print("| ratio | value | target | met |")
    print("|---|---|---|---|")
    for name, value in figures["ratios"].items():
        print(f"| {name} | {value:.3f} | ≤ {figures['targets'][name]} | {'yes' if figures['met'][name] else 'NO'} |")


def main(sizes: list[int], output: Path) -> int:
    figures = report(sizes)
    output.write_text(json.dumps(figures, indent=2) + "\n", encoding="utf-8")
    print_table(figures)
    print(f"\nfigures written to {output}")
    return 0


if __name__ == "__main__":
    arguments = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    arguments.add_argument("--sizes", type=int, nargs="+", default=[5, 100])
    arguments.add_argument("--output", type=Path, default=Path("benchmark-results.json"))
    options = arguments.parse_args()
    sys.exit(main(options.sizes, options.output))
