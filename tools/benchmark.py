"""Benchmark: build speed and memory on a synthetic corpus of N sheets.

    python tools/benchmark.py [--sizes 5 100] [--output benchmark-results.json]   (make benchmark)

The corpus is made of deterministic variants of the five real sheets (renamed
factions, shifted ranges and strengths; every format represented), built in a
temporary copy of the project with `--cores 2`. For each size it measures a cold
build, no-op rebuilds (five, in turn with those of a trivial one-rule Snakefile, which
are Snakemake's own cost on this machine) and one-sheet errata rebuilds (three, the
sizes in turn, each round after a trivial no-op and a warm render of the products of
the sheet the errata change, with its errata deck: the errata ratio's two sides drift
alike with a shared host's speed), keeping medians; and alongside them the floors: the
warm render time of each real sheet in one started process (median of three warm
passes), first with no card fit known, then after an erratum to one rule with the fits
of the first, split by step (reference-sheet layout, deck layout, card fitting, PDF
writing and its text drawing, tagging and serialising, 9-up imposition), each pass's
products over its layouts taken within the pass. Then the largest sheet `pdf.max_pages`
lets print, rendered in a fresh process (time, peak RSS), and a ~10 MB sheet: parsed
alone, and through the whole build with the five real ones (time, peak RSS of each
process, its data published or not). It prints each figure and the ratios of issue #15
with met / not met.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import yaml

PROJECT_DIR = Path(__file__).resolve().parent.parent
COPIED = ["Snakefile", "rules", "config", "profiles", "pipeline", "schemas", "templates"]
# The ratios of issue #15, each measured in one run (see `report`). The render's floor is
# one pass of each document (layout and PDF writing): its ratio over the layouts alone,
# `render_over_layouts`, is printed as a figure, with no target.
TARGETS = {
    "errata_n_largest_over_n_smallest": 1.2,
    "errata_over_noop_plus_render": 1.3,
    "render_over_one_pass": 1.15,
    "first_render_over_one_pass": 1.15,
    "noop_ratio": 1.3,
    "peak_rss_mb_seeds": 400,
    "peak_rss_mb_large_sheet": 1024,
    "peak_rss_mb_printed_sheet": 1024,
}
# Warm render passes of the real sheets, after one that warms: each figure is their median.
RENDER_PASSES = 3
# No-op rebuilds of each size and of the trivial Snakefile, in turn: their medians are kept.
NOOP_RUNS = 5


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


def errata_for(entries: list[dict[str, Any]], workdir: Path, bump: int = 1) -> str:
    """Write a one-value erratum for the first Antares sheet of the corpus (its first
    weapon's strength raised by `bump`: each rebuild measured publishes a new value);
    return its id."""
    from pipeline.model.sheet import SheetEntry
    from pipeline.parse.sheet import parse_sheet

    entry = next(e for e in entries if e["game"] == "antares")
    sheet = SheetEntry(**{key: entry.get(key) for key in SheetEntry.__dataclass_fields__})
    # The value as printed, not as an earlier erratum of this run left it.
    (workdir / "raw" / "errata" / f"{entry['sheet_id']}.yaml").unlink(missing_ok=True)
    weapon = parse_sheet(sheet, workdir / "raw").tables["weapons"].iloc[0]
    erratum = {
        "errata": [
            {
                "weapon": weapon["name"],
                **({"mode": weapon["mode"]} if isinstance(weapon["mode"], str) else {}),
                "field": "Valeur d'Impact",
                "old": weapon["strength_raw"],
                "new": str(int(weapon["strength_raw"]) + bump),
                "source": {"document": "Benchmark", "date": "2026-11-01"},
            }
        ]
    }
    (workdir / "raw" / "errata").mkdir(exist_ok=True)
    (workdir / "raw" / "errata" / f"{entry['sheet_id']}.yaml").write_text(
        yaml.safe_dump(erratum, allow_unicode=True), encoding="utf-8"
    )
    return entry["sheet_id"]


TRIVIAL_SNAKEMAKE = [sys.executable, "-m", "snakemake", "--cores", "2", "--quiet"]


def trivial_project(workdir: Path) -> None:
    """A one-rule Snakefile whose target exists: its no-op is Snakemake's own cost."""
    (workdir / "Snakefile").write_text('rule all:\n    input: "a.txt"\n', encoding="utf-8")
    (workdir / "a.txt").write_text("a\n", encoding="utf-8")


@contextlib.contextmanager
def pdf_writing_steps() -> Iterator[None]:
    """While open, the steps of WeasyPrint's PDF writing are timed as spans of their own
    (see `pipeline.render.timing`): drawing the text (`pdf_text`, Pango shaping each line
    again and the glyphs written one by one), tagging for PDF/UA (`pdf_tags`) and pydyf's
    serialising and compressing (`pdf_serialise`): where the writing that every PDF costs
    goes, beside its layout."""
    import pydyf
    import weasyprint.draw
    import weasyprint.pdf

    from pipeline.render.timing import span

    def timed(function: Callable[..., Any], name: str) -> Callable[..., Any]:
        def step(*args: Any, **kwargs: Any) -> Any:
            with span(name):
                return function(*args, **kwargs)

        return step

    patched = [(weasyprint.draw, "draw_text", "pdf_text"), (weasyprint.pdf, "add_tags", "pdf_tags")]
    patched.append((pydyf.PDF, "write", "pdf_serialise"))
    originals = [(owner, attribute, getattr(owner, attribute)) for owner, attribute, _ in patched]
    for owner, attribute, name in patched:
        setattr(owner, attribute, timed(getattr(owner, attribute), name))
    try:
        yield
    finally:
        for owner, attribute, original in originals:
            setattr(owner, attribute, original)


def _products(tables: dict[str, Any], fits: Any, pdf_path: Path) -> dict[str, float]:
    """Seconds of one sheet's products (its reference sheet, both decks with `fits` as the
    build passes them), and where they go: the reference sheet's layout, the deck's first
    layout, the card-fitting layouts after it, PDF writing (and, within it, text drawing,
    tagging and serialising: `pdf_writing_steps`), and the 9-up imposition. With them, this
    pass's products over its two layouts and over one pass of each document (`_over_one_pass`),
    each ratio taken within one pass: the medians of the passes' ratios, not ratios of medians
    taken from different passes, are what the figures compare."""
    from pipeline.render.context import DEFAULT_OPTIONS
    from pipeline.render.deck import render_cards
    from pipeline.render.imposition import impose_nine_up
    from pipeline.render.sheet import render_reference
    from pipeline.render.timing import collect

    with pdf_writing_steps():
        with collect() as sheet_steps:
            start = time.perf_counter()
            render_reference(tables, DEFAULT_OPTIONS, pdf_path.with_suffix(".html"), pdf_path)
            sheet_seconds = time.perf_counter() - start
        with collect() as deck_steps:
            start = time.perf_counter()
            bleed, _ = render_cards(tables, fits=fits)
            deck_seconds = time.perf_counter() - start
    start = time.perf_counter()
    impose_nine_up(bleed, "A4", {}, "fr")
    imposition = time.perf_counter() - start
    deck_layouts = [seconds for step, seconds in deck_steps if step == "layout"]
    steps = sheet_steps + deck_steps
    figures = {
        "products": sheet_seconds + deck_seconds,
        "sheet_layout": sum(seconds for step, seconds in sheet_steps if step == "layout"),
        "sheet_pdf": sum(seconds for step, seconds in sheet_steps if step == "pdf"),
        "deck_layout": deck_layouts[0] if deck_layouts else 0.0,
        "card_fitting": sum(deck_layouts[1:]),
        "card_fitting_layouts": len(deck_layouts) - 1,
        "deck_pdf": sum(seconds for step, seconds in deck_steps if step == "pdf"),
        **{name: sum(seconds for step, seconds in steps if step == name) for name in PDF_STEPS},
        "imposition": imposition,
    }
    figures["over_layouts"] = figures["products"] / (figures["sheet_layout"] + figures["deck_layout"])
    figures["over_one_pass"] = _over_one_pass(figures)
    return figures


# Steps of PDF writing timed on their own (see `pdf_writing_steps`).
PDF_STEPS = ("pdf_text", "pdf_tags", "pdf_serialise")


def one_rule_edited(tables: dict[str, Any]) -> dict[str, Any]:
    """The tables as an erratum to one rule leaves them: the first rule with a text of its
    own gets a sentence more, so its card is laid out anew."""
    rules = tables["rules"].copy()
    first = rules[rules["text"].fillna("").str.len() > 0].sort_values("source_line").index[0]
    rules.loc[first, "text"] = rules.loc[first, "text"] + " Voir la FAQ."
    return {**tables, "rules": rules}


def render_breakdown(passes: int = RENDER_PASSES) -> dict[str, dict[str, dict[str, float]]]:
    """Per real sheet, warm (after a first pass in one process, then `passes` more, each
    figure their median), the `_products` figures of its first render (no card fits
    known, as on a first build), and of its render after an erratum to one rule
    (`one_rule_edited`) with the card fits the first one found, as an errata rebuild
    renders it."""
    from pipeline.parse.sheet import parse_sheet
    from pipeline.render.fits import FitMemory
    from pipeline.render.pdf import freeze_loaded
    from pipeline.workflow.manifest import load_manifest

    entries = load_manifest(PROJECT_DIR / "raw" / "sheets.yaml")
    tables = {entry.sheet_id: parse_sheet(entry, PROJECT_DIR / "raw").tables for entry in entries}
    edited = {sheet_id: one_rule_edited(sheet_tables) for sheet_id, sheet_tables in tables.items()}
    runs: dict[str, dict[str, list[dict[str, float]]]] = {
        sheet_id: {"first": [], "after_edit": []} for sheet_id in tables
    }
    with tempfile.TemporaryDirectory(prefix="bench-render-") as directory:
        for attempt in range(1 + passes):  # the first pass warms fonts and caches
            if attempt == 1:
                freeze_loaded()  # as a build worker does once warm
            for sheet_id, sheet_tables in tables.items():
                pdf_path = Path(directory) / f"{sheet_id}.pdf"
                fits = FitMemory()
                first = _products(sheet_tables, fits, pdf_path)
                after_edit = _products(edited[sheet_id], FitMemory(fits.used), pdf_path)
                if attempt:
                    runs[sheet_id]["first"].append(first)
                    runs[sheet_id]["after_edit"].append(after_edit)
    return {
        sheet_id: {
            kind: {name: statistics.median(run[name] for run in kind_runs) for name in kind_runs[0]}
            for kind, kind_runs in sheet_runs.items()
        }
        for sheet_id, sheet_runs in runs.items()
    }


def _synthetic_sheet(rows: int | None = None, megabytes: float | None = None) -> str:
    """An Antares sheet of weapon rows with unique names, then the real Algoryn glossary:
    `rows` of them, or as many as make about `megabytes` MB."""
    base = (PROJECT_DIR / "raw" / "antares-algoryn.md").read_text(encoding="utf-8")
    header, rest = base.split("| Mag Pistol", 1)
    glossary = rest.split("\n\n", 1)[1]
    lines, size = [], len(header) + len(glossary)
    while (rows is not None and len(lines) < rows) or (megabytes is not None and size < megabytes * 1_000_000):
        line = f'| Weapon {len(lines):07d} | 10-30" | 40" | 50" | 2+1 max 10 | SPx2, Déflagration D10, Pas de Couvert |'
        lines.append(line)
        size += len(line) + 1
    return header + "\n".join(lines) + "\n\n" + glossary


def large_sheet_text(megabytes: int) -> str:
    """An Antares sheet of about `megabytes` MB (see `_synthetic_sheet`)."""
    return _synthetic_sheet(megabytes=megabytes)


def printed_sheet_text(max_pages: int) -> str:
    """The largest Antares sheet that still prints: as many weapon rows (see
    `_synthetic_sheet`) as its estimated pages allow under `max_pages`."""
    from pipeline.model.sheet import SheetEntry
    from pipeline.parse.sheet import parse_text
    from pipeline.render.size import estimated_pages

    entry = SheetEntry("printed", "printed.md", "antares", None, "Printed", "markdown", "fr")
    rows = max_pages * 45  # a 9-up page holds 45 weapons (9 cards of 5)
    while rows > 0 and estimated_pages(parse_text(_synthetic_sheet(rows).encode(), entry).tables) > max_pages:
        rows -= 45
    return _synthetic_sheet(rows)


# What a probe in a fresh process starts with: the sheet at `path` as an entry, and its
# peak RSS so far.
PROBE_START = (
    "import json, resource, time;"
    "from pathlib import Path;"
    "from pipeline.model.sheet import SheetEntry;"
    "from pipeline.parse.sheet import parse_text;"
    "entry = SheetEntry('probe', 'probe.md', 'antares', None, 'Probe', 'markdown', 'fr');"
    "peak = lambda: resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024;"
)


def _probe(text: str, code: str) -> list[Any]:
    """Run `code` after `PROBE_START` in a fresh Python, with `path` the sheet `text` in a
    temporary directory (`directory`); the JSON list it prints last."""
    with tempfile.TemporaryDirectory(prefix="bench-probe-") as directory:
        path = Path(directory) / "probe.md"
        path.write_text(text, encoding="utf-8")
        script = PROBE_START + f"directory = Path({directory!r}); path = Path({str(path)!r});" + code
        output = subprocess.run(
            [sys.executable, "-c", script], capture_output=True, text=True, check=True, cwd=PROJECT_DIR
        )
    return json.loads(output.stdout.strip().splitlines()[-1])


def large_sheet_figures(megabytes: int = 10) -> dict[str, Any]:
    """Parse time and peak memory of a ~10 MB Antares sheet (weapon rows with unique names,
    then the real glossary), read in a fresh process."""
    text = large_sheet_text(megabytes)
    elapsed, peak, weapons, links = _probe(
        text,
        "start = time.perf_counter();"
        "result = parse_text(path.read_bytes(), entry);"
        "elapsed = time.perf_counter() - start;"
        "print(json.dumps([elapsed, peak(), len(result.rows['weapons']), len(result.rows['weapon_rules'])]))",
    )
    return {
        "megabytes": len(text.encode()) / 1e6,
        "seconds": elapsed,
        "peak_rss_mb": peak,
        "weapons": weapons,
        "weapon_rules": links,
    }


def printed_sheet_figures() -> dict[str, Any]:
    """Time and peak memory of rendering the largest sheet `pdf.max_pages` lets print (its
    decks, then its reference sheet), in a fresh process warmed as a build worker is."""
    config = yaml.safe_load((PROJECT_DIR / "config" / "config.yaml").read_text(encoding="utf-8"))
    max_pages = config["pdf"]["max_pages"]
    pages, weapons, decks, sheet, peak = _probe(
        printed_sheet_text(max_pages),
        "from pipeline.render.deck import render_cards;"
        "from pipeline.render.pdf import freeze_loaded, warm_up, write_pdf;"
        "from pipeline.render.sheet import render_html;"
        "from pipeline.render.size import estimated_pages;"
        "warm_up(); freeze_loaded();"
        "tables = parse_text(path.read_bytes(), entry).tables;"
        "start = time.perf_counter(); render_cards(tables); decks = time.perf_counter() - start;"
        "start = time.perf_counter(); write_pdf(render_html(tables), directory / 'sheet.pdf');"
        "sheet = time.perf_counter() - start;"
        "print(json.dumps([estimated_pages(tables), len(tables['weapons']), decks, sheet, peak()]))",
    )
    return {
        "max_pages": max_pages,
        "estimated_pages": pages,
        "weapons": weapons,
        "decks_seconds": decks,
        "sheet_seconds": sheet,
        "peak_rss_mb": peak,
    }


def _process_tree_rss_mb(root: int) -> dict[int, tuple[str, float]]:
    """RSS of `root` and each of its descendants now: pid -> (command, MB)."""
    parents: dict[int, int] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
            parents[int(stat.parent.name)] = int(fields[1])
        except (OSError, IndexError, ValueError):
            continue
    tree, pending = {root}, [root]
    while pending:
        parent = pending.pop()
        children = [pid for pid, ppid in parents.items() if ppid == parent and pid not in tree]
        tree.update(children)
        pending.extend(children)
    sizes = {}
    for pid in tree:
        try:
            status = Path(f"/proc/{pid}/status").read_text()
            command = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            continue
        rss = re.search(r"VmRSS:\s+(\d+) kB", status)
        if rss:
            sizes[pid] = (command[:120], int(rss.group(1)) / 1024)
    return sizes


def watched(command: list[str], cwd: Path, timeout: float, memory_cap_mb: float) -> dict[str, Any]:
    """Run `command`, sampling the RSS of each process of its tree; stop it past `timeout`
    seconds or when the tree holds more than `memory_cap_mb` (so a runaway render cannot
    take the machine down). Peak RSS per process, the largest first."""
    start = time.perf_counter()
    process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    peaks: dict[int, tuple[str, float]] = {}
    stopped = None
    while process.poll() is None:
        sizes = _process_tree_rss_mb(process.pid)
        for pid, (name, megabytes) in sizes.items():
            if megabytes > peaks.get(pid, ("", 0.0))[1]:
                peaks[pid] = (name, megabytes)
        if sum(megabytes for _, megabytes in sizes.values()) > memory_cap_mb:
            stopped = f"stopped: the process tree passed {memory_cap_mb:.0f} MB"
        elif time.perf_counter() - start > timeout:
            stopped = f"stopped: still running after {timeout:.0f} s"
        if stopped:
            for pid in sizes:
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pid, signal.SIGKILL)
            break
        time.sleep(0.25)
    process.wait()
    processes = sorted(peaks.values(), key=lambda item: -item[1])
    return {
        "seconds": time.perf_counter() - start,
        "returncode": process.returncode,
        "stopped": stopped,
        "peak_rss_mb": processes[0][1] if processes else 0.0,
        "processes": [{"command": name, "peak_rss_mb": megabytes} for name, megabytes in processes[:5]],
    }


def large_sheet_build(megabytes: int = 10, timeout: float = 1200, memory_cap_mb: float = 6000) -> dict[str, Any]:
    """The ~10 MB sheet and the five real ones through the whole build (`python -m pipeline
    build`): time, peak RSS of each process, and whether the large sheet's data was published."""
    with tempfile.TemporaryDirectory(prefix="bench-large-build-") as directory:
        workdir = Path(directory)
        copy_project(workdir)
        shutil.copytree(PROJECT_DIR / "raw", workdir / "raw")
        (workdir / "raw" / "large.md").write_text(large_sheet_text(megabytes), encoding="utf-8")
        manifest = yaml.safe_load((workdir / "raw" / "sheets.yaml").read_text(encoding="utf-8"))
        manifest["sheets"].append(
            {
                "sheet_id": "antares-large",
                "file": "large.md",
                "game": "antares",
                "faction": "Large",
                "title": "Large",
                "format": "markdown",
                "language": "fr",
            }
        )
        (workdir / "raw" / "sheets.yaml").write_text(yaml.safe_dump(manifest, allow_unicode=True), encoding="utf-8")
        run = watched([sys.executable, "-m", "pipeline", "build", "--cores", "2"], workdir, timeout, memory_cap_mb)
        weapons = workdir / "output" / "data" / "weapons.csv"
        published = weapons.is_file() and "antares-large:" in weapons.read_text(encoding="utf-8")
        status = workdir / "build" / "publish.json"
        sheets = json.loads(status.read_text(encoding="utf-8"))["sheets"] if status.is_file() else []
    return run | {"large_sheet_published": published, "summary": [sheet["summary"] for sheet in sheets]}


ERRATA_REBUILDS = 3


def build_corpus(size: int, workdir: Path) -> dict[str, Any]:
    """A corpus of `size` sheets in `workdir`, and its cold build."""
    copy_project(workdir)
    entries = make_corpus(workdir, size)
    print(f"  N={size}: cold build…", flush=True)
    return {"size": size, "entries": entries, "cold": asdict(timed(SNAKEMAKE, workdir))}


def noop_rebuilds(
    corpora: list[tuple[dict[str, Any], Path]], trivial_dir: Path, repeats: int = NOOP_RUNS
) -> list[float]:
    """No-op rebuilds of the trivial Snakefile and of each corpus in turn (trivial, N=5,
    N=100, trivial, …), so that a drift in the machine's speed weighs on each alike. The
    median of each corpus goes into its figures; returns the trivial Snakefile's runs, in
    their order (see `paired_ratio`)."""
    print("  no-op rebuilds, the trivial Snakefile's in turn with each size's…", flush=True)
    trivial: list[float] = []
    runs: dict[int, list[Run]] = {}
    for _ in range(repeats):
        trivial.append(timed(TRIVIAL_SNAKEMAKE, trivial_dir).seconds)
        for figures, workdir in corpora:
            runs.setdefault(figures["size"], []).append(timed(SNAKEMAKE, workdir))
    for figures, _ in corpora:
        measured = sorted(runs[figures["size"]], key=lambda run: run.seconds)
        figures["noop"] = asdict(measured[len(measured) // 2])
        figures["noop_runs_seconds"] = [run.seconds for run in runs[figures["size"]]]
    return trivial


@dataclass
class ErrataRounds:
    """What the errata ratio divides by, measured in turn with the rebuilds (see
    `errata_rebuilds`): the trivial Snakefile's no-op and the warm render of the changed
    sheet's products, a run of each before each round of rebuilds."""

    trivial_seconds: list[float]
    render_seconds: list[float]


def errata_rebuilds(
    corpora: list[tuple[dict[str, Any], Path]],
    trivial_dir: Path,
    render: Callable[[], float],
    repeats: int = ERRATA_REBUILDS,
) -> ErrataRounds:
    """One-sheet errata rebuilds, the sizes in turn (N=5, N=100, N=5, …), each round
    after a trivial no-op and a warm render of the sheet's products, so that a drift in the
    machine's speed (a shared host's runs vary by a third over a benchmark) weighs on the
    ratio's two sides alike; each rebuild publishes a new value. The median of each size
    goes into its figures."""
    runs: dict[int, list[Run]] = {}
    rounds = ErrataRounds([], [])
    for bump in range(1, repeats + 1):
        rounds.trivial_seconds.append(timed(TRIVIAL_SNAKEMAKE, trivial_dir).seconds)
        rounds.render_seconds.append(render())
        for figures, workdir in corpora:
            sheet_id = errata_for(figures["entries"], workdir, bump)
            print(f"  N={figures['size']}: one-sheet errata rebuild {bump}/{repeats} ({sheet_id})…", flush=True)
            runs.setdefault(figures["size"], []).append(timed(SNAKEMAKE, workdir))
            figures["errata_sheet"] = sheet_id
    for figures, workdir in corpora:
        measured = sorted(runs[figures["size"]], key=lambda run: run.seconds)
        figures["errata"] = asdict(measured[len(measured) // 2])
        figures["errata_runs_seconds"] = [run.seconds for run in runs[figures["size"]]]
        published = json.loads((workdir / "build" / "publish.json").read_text(encoding="utf-8"))["sheets"]
        figures["sheets_ok"] = sum(sheet["status"] == "ok" for sheet in published)
        del figures["entries"]
    return rounds


def measure_sizes(sizes: list[int]) -> tuple[list[dict[str, Any]], list[float], ErrataRounds]:
    """The figures of each size, the trivial Snakefile's no-ops measured in turn with their
    no-ops, and what the errata ratio divides by, measured in turn with their rebuilds."""
    with contextlib.ExitStack() as stack:
        corpora = []
        for size in sizes:
            workdir = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix=f"bench-{size}-")))
            corpora.append((build_corpus(size, workdir), workdir))
        trivial_dir = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="bench-trivial-")))
        trivial_project(trivial_dir)
        trivial = noop_rebuilds(corpora, trivial_dir)
        render = stack.enter_context(errata_sheet_render())
        rounds = errata_rebuilds(corpora, trivial_dir, render)
        return [figures for figures, _ in corpora], trivial, rounds


@contextlib.contextmanager
def errata_sheet_render() -> Iterator[Callable[[], float]]:
    """A warm render of the products of the sheet the errata rebuilds change, as they are
    then, to call in turn with the rebuilds: with the same one-value erratum (`errata_for`),
    its reference sheet, its decks and its errata deck, the decks with the card fits of the
    sheet before the erratum (as the build keeps them). Each call renders them once and
    returns its seconds; a first pass warms fonts and caches."""
    from pipeline.parse.sheet import parse_sheet
    from pipeline.render.deck import render_cards, render_errata_deck
    from pipeline.render.fits import FitMemory
    from pipeline.render.pdf import freeze_loaded, write_pdf
    from pipeline.render.sheet import render_html
    from pipeline.workflow.manifest import load_manifest

    with tempfile.TemporaryDirectory(prefix="bench-errata-render-") as directory:
        workdir = Path(directory)
        shutil.copytree(PROJECT_DIR / "raw", workdir / "raw")
        entries = yaml.safe_load((workdir / "raw" / "sheets.yaml").read_text(encoding="utf-8"))["sheets"]
        sheet_id = errata_for(entries, workdir)
        entry = next(entry for entry in load_manifest(workdir / "raw" / "sheets.yaml") if entry.sheet_id == sheet_id)
        before = FitMemory()
        render_cards(parse_sheet(entry, PROJECT_DIR / "raw").tables, fits=before)
        tables = parse_sheet(entry, workdir / "raw").tables

        def once() -> float:
            start = time.perf_counter()
            write_pdf(render_html(tables), workdir / "sheet.pdf")
            render_cards(tables, fits=FitMemory(before.used))
            assert render_errata_deck(tables, fits=FitMemory(before.used)) is not None
            return time.perf_counter() - start

        once()
        freeze_loaded()  # as a build worker does once warm
        yield once


def report(sizes: list[int], large_build: bool = True) -> dict[str, Any]:
    print("Reference costs (warm render of each real sheet)…", flush=True)
    renders = render_breakdown()
    results, trivial_runs, rounds = measure_sizes(sizes)
    trivial = statistics.median(trivial_runs)
    errata_products = statistics.median(rounds.render_seconds)
    small, large = results[0], results[-1]
    floors = [noop + render for noop, render in zip(rounds.trivial_seconds, rounds.render_seconds, strict=True)]
    # Each ratio of build times is taken round by round, both sides measured in turn (see
    # `noop_rebuilds`, `errata_rebuilds`): the median of those, not a ratio of two medians.
    ratios = {
        "errata_n_largest_over_n_smallest": paired_ratio(large["errata_runs_seconds"], small["errata_runs_seconds"]),
        "errata_over_noop_plus_render": paired_ratio(large["errata_runs_seconds"], floors),
        # One pass of each document: laid out once and written once (WeasyPrint's PDF
        # writing, font subsetting and tagging included): what no renderer can skip.
        # As an errata rebuild renders the sheet it changes: the cards it knows laid out once.
        "render_over_one_pass": max(figures["after_edit"]["over_one_pass"] for figures in renders.values()),
        # The same on a first build, every card fitted.
        "first_render_over_one_pass": max(figures["first"]["over_one_pass"] for figures in renders.values()),
        # The issue's literal floor: the two layouts alone, without writing either PDF.
        "render_over_layouts": max(figures["after_edit"]["over_layouts"] for figures in renders.values()),
        "noop_ratio": paired_ratio(large["noop_runs_seconds"], trivial_runs),
        "peak_rss_mb_seeds": max(run[kind]["peak_rss_mb"] for run in results for kind in ("cold", "noop", "errata")),
    }
    print("Rendering the largest sheet pdf.max_pages lets print…", flush=True)
    figures: dict[str, Any] = {"printed_sheet": printed_sheet_figures()}
    ratios["peak_rss_mb_printed_sheet"] = figures["printed_sheet"]["peak_rss_mb"]
    print("Parsing a 10 MB sheet…", flush=True)
    figures["large_sheet_parse"] = large_sheet_figures()
    if large_build:
        print("The 10 MB sheet through the whole build…", flush=True)
        figures["large_sheet_build"] = large_sheet_build()
        ratios["peak_rss_mb_large_sheet"] = figures["large_sheet_build"]["peak_rss_mb"]
    met = {
        name: ratios[name] <= TARGETS[name] and not (name.endswith("large_sheet") and not _large_ok(figures))
        for name in ratios
        if name in TARGETS
    }
    return figures | {
        "trivial_snakefile_noop_seconds": trivial,
        "trivial_snakefile_noop_runs_seconds": trivial_runs,
        "render": renders,
        "errata_sheet_render_products_seconds": errata_products,
        "errata_rounds": asdict(rounds),
        "sizes": results,
        "ratios": ratios,
        "targets": TARGETS,
        "met": met,
    }


def paired_ratio(measured: list[float], yardstick: list[float]) -> float:
    """The median of `measured[i] / yardstick[i]`, each pair run one after the other: on a
    shared host whose speed drifts within minutes (its trivial no-op took 1.4 s in one
    phase of a run and 2.1 s in another), a pair's two runs drift alike where two medians
    taken minutes apart need not."""
    return statistics.median(a / b for a, b in zip(measured, yardstick, strict=True))


def _over_one_pass(figures: dict[str, float]) -> float:
    """Products over one pass of each document, laid out once and written once (WeasyPrint's
    PDF writing, font subsetting and tagging included): what no renderer can skip."""
    one_pass = figures["sheet_layout"] + figures["sheet_pdf"] + figures["deck_layout"] + figures["deck_pdf"]
    return figures["products"] / one_pass


def _large_ok(figures: dict[str, Any]) -> bool:
    run = figures["large_sheet_build"]
    return run["stopped"] is None and run["large_sheet_published"]


def print_table(figures: dict[str, Any]) -> None:
    print(
        "\n| N | cold (s) | no-op (s), median (runs) | one-sheet errata rebuild (s), median (runs) "
        "| peak RSS (MB) | sheets ok |"
    )
    print("|---|---|---|---|---|---|")
    for run in figures["sizes"]:
        peak = max(run[kind]["peak_rss_mb"] for kind in ("cold", "noop", "errata"))
        each = ", ".join(f"{seconds:.2f}" for seconds in run["errata_runs_seconds"])
        noops = ", ".join(f"{seconds:.2f}" for seconds in run["noop_runs_seconds"])
        print(
            f"| {run['size']} | {run['cold']['seconds']:.1f} | {run['noop']['seconds']:.2f} ({noops}) "
            f"| {run['errata']['seconds']:.2f} ({each}) | {peak:.0f} | {run['sheets_ok']}/{run['size']} |"
        )
    print(
        f"\ntrivial Snakefile no-op: {figures['trivial_snakefile_noop_seconds']:.2f} s "
        f"({', '.join(f'{seconds:.2f}' for seconds in figures['trivial_snakefile_noop_runs_seconds'])}; "
        "in turn with the no-ops above, the no-op ratio taken pair by pair)"
    )
    rounds = figures["errata_rounds"]
    print(
        "in turn with the errata rebuilds, a round each: trivial no-op "
        f"{statistics.median(rounds['trivial_seconds']):.2f} s "
        f"({', '.join(f'{seconds:.2f}' for seconds in rounds['trivial_seconds'])}), "
        "warm render of the errata sheet's products (reference sheet, decks, errata deck) "
        f"{figures['errata_sheet_render_products_seconds']:.2f} s "
        f"({', '.join(f'{seconds:.2f}' for seconds in rounds['render_seconds'])})\n"
    )
    print(
        "| warm render (s) | render | products | sheet layout | sheet PDF | deck layout | card fitting "
        "| deck PDF | of both PDFs: text, tags, serialising | 9-up | ÷ layouts | ÷ one pass |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    for sheet_id, kinds in figures["render"].items():
        for kind, label in (("first", "first"), ("after_edit", "after a rule's erratum")):
            row = kinds[kind]
            writing = ", ".join(f"{row[step]:.2f}" for step in PDF_STEPS)
            print(
                f"| {sheet_id} | {label} | {row['products']:.2f} | {row['sheet_layout']:.2f} | {row['sheet_pdf']:.2f} "
                f"| {row['deck_layout']:.2f} | {row['card_fitting']:.2f} ({row['card_fitting_layouts']} layouts) "
                f"| {row['deck_pdf']:.2f} | {writing} | {row['imposition']:.2f} | {row['over_layouts']:.3f} "
                f"| {row['over_one_pass']:.3f} |"
            )
    printed = figures["printed_sheet"]
    print(
        f"\nLargest sheet that prints (pdf.max_pages {printed['max_pages']}): {printed['weapons']} weapon rows, "
        f"about {printed['estimated_pages']} pages; its decks {printed['decks_seconds']:.1f} s, its reference "
        f"sheet {printed['sheet_seconds']:.1f} s, peak RSS {printed['peak_rss_mb']:.0f} MB"
    )
    large = figures["large_sheet_parse"]
    print(
        f"10 MB sheet, parse alone: {large['megabytes']:.1f} MB, {large['weapons']} weapon rows in "
        f"{large['seconds']:.1f} s, peak RSS {large['peak_rss_mb']:.0f} MB"
    )
    if "large_sheet_build" in figures:
        run = figures["large_sheet_build"]
        outcome = run["stopped"] or f"exit {run['returncode']}"
        published = "its data published" if run["large_sheet_published"] else "its data NOT published"
        print(f"10 MB sheet + the 5 real ones, whole build: {run['seconds']:.1f} s, {outcome}, {published}")
        for process in run["processes"]:
            print(f"  peak {process['peak_rss_mb']:.0f} MB  {process['command']}")
        for line in run["summary"]:
            print(f"  {line}")
    print("\n| ratio | value | target | met |")
    print("|---|---|---|---|")
    for name, value in figures["ratios"].items():
        if name not in figures["targets"]:  # a figure, no target (render_over_layouts)
            print(f"| {name} | {value:.3f} | — | figure |")
            continue
        verdict = "met" if figures["met"][name] else "NOT MET"
        print(f"| {name} | {value:.3f} | ≤ {figures['targets'][name]} | {verdict} |")


def main(sizes: list[int], output: Path, large_build: bool) -> int:
    figures = report(sizes, large_build)
    output.write_text(json.dumps(figures, indent=2) + "\n", encoding="utf-8")
    print_table(figures)
    print(f"\nfigures written to {output}")
    return 0


if __name__ == "__main__":
    arguments = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    arguments.add_argument("--sizes", type=int, nargs="+", default=[5, 100])
    arguments.add_argument("--output", type=Path, default=Path("benchmark-results.json"))
    arguments.add_argument("--no-large-build", action="store_true", help="skip the 10 MB sheet's whole build")
    options = arguments.parse_args()
    sys.exit(main(options.sizes, options.output, not options.no_large_build))
