"""`python -m pipeline build`: run the workflow, then say per sheet what happened.

Snakemake's own exit status covers bugs; sheets whose input was wrong are listed
after the run, and make the command exit non-zero, while every other sheet is built
and published.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

import yaml

PROJECT_DIR = Path(__file__).resolve().parent.parent


def _status_file(workdir: Path) -> Path:
    config = yaml.safe_load((workdir / "config" / "config.yaml").read_text(encoding="utf-8"))
    return workdir / config["build_dir"] / "publish.json"


def build(cores: int, extra: list[str], workdir: Path) -> int:
    from pipeline.errors import SheetError
    from pipeline.manifest import load_manifest

    config = yaml.safe_load((workdir / "config" / "config.yaml").read_text(encoding="utf-8"))
    try:
        load_manifest(workdir / config["manifest"])
    except SheetError as error:  # said once, plainly, before Snakemake starts
        print(f"Bad sheet manifest: {error}", file=sys.stderr)
        return 2
    command = [sys.executable, "-m", "snakemake", "--cores", str(cores), "--keep-going", *extra]
    snakemake = subprocess.run(command, cwd=workdir, check=False)
    status_file = _status_file(workdir)
    if not status_file.is_file():
        print("build failed before anything was published (see the messages above)", file=sys.stderr)
        return snakemake.returncode or 1
    sheets = json.loads(status_file.read_text(encoding="utf-8"))["sheets"]
    failed = [sheet for sheet in sheets if sheet["status"] != "ok"]
    print("\nBuild summary:")
    for sheet in sheets:
        print(f"  {sheet['summary']}")
    print(f"Reports: {workdir / 'output' / 'reports' / 'index.html'}")
    if snakemake.returncode != 0:
        print("Snakemake reported an error (see above); if it is a traceback, please report it.", file=sys.stderr)
        return snakemake.returncode
    if failed:
        print(f"{len(failed)} of {len(sheets)} sheets failed; their last good output was kept.", file=sys.stderr)
        return 1
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m pipeline", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    build_parser = commands.add_parser("build", help="build everything from raw/ into output/")
    build_parser.add_argument("--cores", type=int, default=2)
    build_parser.add_argument("--workdir", type=Path, default=Path.cwd())
    build_parser.add_argument("snakemake_args", nargs=argparse.REMAINDER, help="passed on to snakemake")
    commands.add_parser("datadict", help="regenerate docs/DATA.md from schemas/tables")
    bench_parser = commands.add_parser(
        "benchmark", help="time builds of a synthetic corpus (see pipeline/benchmark.py)"
    )
    bench_parser.add_argument("--sizes", type=int, nargs="+", default=[5, 100])
    bench_parser.add_argument("--output", type=Path, default=Path("benchmark-results.json"))
    args = parser.parse_args(argv)
    if args.command == "benchmark":
        from pipeline.benchmark import main as benchmark

        return benchmark(args.sizes, args.output)
    if args.command == "datadict":
        from pipeline.datadict import DATA_DICTIONARY, write

        write()
        print(f"wrote {DATA_DICTIONARY}")
        return 0
    return build(args.cores, args.snakemake_args, args.workdir)


if __name__ == "__main__":
    sys.exit(main())
