import sys
from pathlib import Path

sys.path.insert(0, workflow.basedir)

from snakemake.exceptions import WorkflowError

from pipeline.contract.schema import TABLES
from pipeline.games import game_module
from pipeline.model.errors import SheetError
from pipeline.parse.readers import READER_MODULES
from pipeline.render.typography import font_files
from pipeline.workflow.manifest import load_manifest
from pipeline.workflow.paths import OutputPaths, SheetPaths
from pipeline.workflow.sources import source_files

# Render and publish read settings of the config (page size, theme, CSV variant).
CONFIG_FILE = "config/config.yaml"
MANIFEST = Path(config["manifest"])
RAW_DIR = MANIFEST.parent
BUILD = Path(config["build_dir"])
OUTPUT = OutputPaths(Path(config["output_dir"]))

try:
    SHEETS = {entry.sheet_id: entry for entry in load_manifest(MANIFEST)}
except SheetError as error:
    raise WorkflowError(f"Bad sheet manifest: {error}")

# The patterns of every per-sheet file (wildcard sheet_id), and the concrete files of a sheet.
SHEET = SheetPaths(BUILD, "{sheet_id}")
PUBLISHED = BUILD / "publish.json"
# What rendering reads besides the tables: templates, stylesheets, pictures, fonts.
PRINT_TEMPLATES = sorted(
    str(path)
    for path in Path("templates").iterdir()
    if path.suffix in {".j2", ".css", ".svg"} and path.name != "report.html.j2"
)
FONT_FILES = [str(path) for path in font_files()]
STAGE_CODE = source_files("pipeline.workflow.stages")
# Every job also depends on the shared definitions of this file.
COMMON_FILE = "rules/common.smk"


wildcard_constraints:
    sheet_id="|".join(sorted(SHEETS)),


def sheet_file(wildcards):
    return str(SHEETS[wildcards.sheet_id].path(RAW_DIR))


def errata_file(wildcards):
    """raw/errata/<sheet_id>.yaml when the sheet has errata (adding one reruns its jobs)."""
    path = SHEETS[wildcards.sheet_id].errata_path(RAW_DIR)
    return [str(path)] if path.is_file() else []


def parse_code(wildcards):
    """The reader of the sheet's format and its game's package, with what they import."""
    entry = SHEETS[wildcards.sheet_id]
    reader_module = READER_MODULES[entry.format][0]
    modules = ("pipeline.parse.sheet", f"pipeline.parse.readers.{reader_module}", game_module(entry.game))
    return [*STAGE_CODE, *source_files(*modules)]


def render_code(wildcards):
    """The render modules, and the sheet's game package (its printed weapon columns)."""
    entry = SHEETS[wildcards.sheet_id]
    return [*STAGE_CODE, *source_files("pipeline.render.sheet", "pipeline.render.deck", game_module(entry.game))]
