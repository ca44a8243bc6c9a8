import functools
from pathlib import Path

from pipeline.contract.schema import TABLES
from pipeline.files import print_templates, refuse_files_outside
from pipeline.games import game_module
from pipeline.parse.readers import READER_MODULES
from pipeline.publish.incremental import output_intact
from pipeline.render.typography import font_files
from pipeline.site.assemble import page_templates, site_files
from pipeline.workflow.decks import deck_files, deck_sheet_ids
from pipeline.workflow.hooks import (
    build_cores,
    end_scheduling_timers,
    said_or_exit,
    skip_exit_collection,
    start_workers_if_due,
)
from pipeline.workflow.manifest import load_manifest, stray_errata
from pipeline.workflow.paths import BuildPaths, DeckPaths, OutputPaths, SheetPaths
from pipeline.workflow.sources import input_digest, source_files, use_import_cache
from pipeline.workflow.targets import chosen

# Render and publish read settings of the config (page size, theme, CSV variant).
CONFIG_FILE = "config/config.yaml"
MANIFEST = Path(config["manifest"])
RAW_DIR = MANIFEST.parent
BUILD = Path(config["build_dir"])
OUTPUT = OutputPaths(Path(config["output_dir"]))
BUILD_FILES = BuildPaths(BUILD)
use_import_cache(BUILD_FILES.digests / "imports.json")
# Publish runs again when the output directory no longer holds what it last published
# (removed, edited by hand, or switched in by a publish stopped before its record).
if not output_intact(BUILD_FILES.publish_state, OUTPUT.output_dir):
    BUILD_FILES.published.unlink(missing_ok=True)

MANIFEST_ENTRIES = said_or_exit("Bad sheet manifest", load_manifest, MANIFEST, BUILD_FILES.digests / "manifest.checked")
SHEETS = {entry.sheet_id: entry for entry in MANIFEST_ENTRIES}
# Files of raw/errata/ that name no sheet: publish says so (and the build fails) rather
# than leave a correction unapplied without a word.
STRAY_ERRATA = stray_errata(RAW_DIR / "errata", SHEETS)

# The patterns of every per-sheet file (wildcard sheet_id).
SHEET = SheetPaths(BUILD, "{sheet_id}")
# Decks you choose: decks/<name>.yaml, one job each (wildcard deck).
DECKS = deck_files(Path(config["decks_dir"]))
DECK = DeckPaths(BUILD, "{deck}")
# `python -m pipeline build SHEET_ID|DECK …` (config `only`): the sheets and decks whose
# jobs publish waits for (see pipeline.workflow.targets); by default, every one.
# The sheets each deck names, read once (its job reads the deck again, checked).
DECK_SHEETS = {name: deck_sheet_ids(path) for name, path in DECKS.items()}
ONLY_SHEETS, ONLY_DECKS = said_or_exit("Bad target", chosen, config.get("only"), SHEETS, DECK_SHEETS)
SCHEMAS = [f"schemas/tables/{table}.schema.json" for table in TABLES]
# What every render reads besides its code: the print templates and styles, the fonts.
PRINT_FILES = [str(path) for path in (*print_templates(Path("templates")), *font_files())]


def project_file(path):
    """A file of the project by its path from the project's folder (the environment's fonts,
    by their own), as the digests name them."""
    base = Path(workflow.basedir)
    return str(path.relative_to(base)) if path.is_relative_to(base) else str(path)


# What the site's jobs read besides their code (config `site`: whether there is a site).
SITE = config["site"]
SITE_FILES = [project_file(path) for path in site_files()]
PAGE_TEMPLATES = [project_file(path) for path in page_templates()]
# Every job depends on the shared definitions of this file, its rule file and the config.
SETTINGS = ["rules/common.smk", CONFIG_FILE]
# What every build reads stays inside the project: a template or the config that is a
# link elsewhere is refused before anything runs (sheets, errata and decks: when read).
said_or_exit("Not read", refuse_files_outside, Path(workflow.basedir), [CONFIG_FILE, *print_templates(Path("templates"))])


# One path segment: a simple pattern keeps Snakemake's matching of each input against the
# rules' outputs cheap (an alternation of every sheet id costs a fifth of a no-op at 100 sheets).
wildcard_constraints:
    sheet_id="[^/]+",
    deck="[^/]+",


def sheet_file(wildcards):
    return str(SHEETS[wildcards.sheet_id].path(RAW_DIR))


def sheet_entry(wildcards):
    """A digest of the sheet's manifest entry (its title, faction and language print on
    its products) and of raw/errata/<sheet_id>.yaml, or of its absence: editing the entry,
    or adding, editing or removing the sheet's errata, reruns that sheet's job (a file
    that may be absent cannot be an input itself, and its removal would go unseen)."""
    entry = SHEETS[wildcards.sheet_id]
    errata = entry.errata_path(RAW_DIR)
    return input_digest(BUILD_FILES.digests, f"entry-{wildcards.sheet_id}", [str(errata)], repr(entry))


def sheet_inputs(wildcards):
    """What a sheet's job runs besides its sheet: the reader of its format and its game's
    package with what they import, the render code, templates, fonts, schemas and
    settings, as one digest per format and game (editing the Antares package reruns the
    Antares sheets only; editing a stylesheet, every sheet)."""
    entry = SHEETS[wildcards.sheet_id]
    code = sheet_code_digest(entry.format, entry.game)
    # The DAG's first sheet job that will run starts the build workers (see the function).
    inputs = [sheet_file(wildcards), sheet_entry(wildcards), code]
    start_workers_if_due(workflow, SheetPaths(BUILD, wildcards.sheet_id).report, inputs)
    return code


@functools.cache
def sheet_code_digest(sheet_format, game):
    """The digest `sheet_inputs` names, made once per format and game in a run."""
    reader_module = READER_MODULES[sheet_format][0]
    code = source_files(
        "pipeline.workflow.stages",
        "pipeline.parse.sheet",
        f"pipeline.parse.readers.{reader_module}",
        game_module(game),
        "pipeline.contract.validate",
        "pipeline.render.sheet",
        "pipeline.render.deck",
        # The data version its products print.
        "pipeline.publish.versioning",
    )
    files = [*code, *PRINT_FILES, *SCHEMAS, *SETTINGS, "rules/sheet.smk"]
    return input_digest(BUILD_FILES.digests, f"sheet-{sheet_format}-{game}", files)


def published_sheet_reports(wildcards):
    """The report of each sheet publish waits for (every sheet, or those `only` names and
    any never built); the others publish as last built."""
    reports = {sheet_id: SheetPaths(BUILD, sheet_id).report for sheet_id in sorted(SHEETS)}
    return [str(report) for sheet_id, report in reports.items() if sheet_id in ONLY_SHEETS or not report.is_file()]


def published_deck_reports(wildcards):
    """The same for the decks you choose."""
    reports = {name: DeckPaths(BUILD, name).report for name in sorted(DECKS)}
    return [str(report) for name, report in reports.items() if name in ONLY_DECKS or not report.is_file()]


def published_site_pages(wildcards):
    """The site pages publish waits for, as for the reports (none without a site); it puts
    them together with the others as last built."""
    if not SITE:
        return []
    pages = [(SheetPaths(BUILD, sheet_id).site["page"], sheet_id in ONLY_SHEETS) for sheet_id in sorted(SHEETS)]
    pages += [(DeckPaths(BUILD, name).site["page"], name in ONLY_DECKS) for name in sorted(DECKS)]
    return [str(page) for page, wanted in pages if wanted or not page.is_file()]


def site_inputs(wildcards):
    """What a site job runs: the page code, its templates and settings."""
    code = source_files("pipeline.workflow.stages", "pipeline.site.pages")
    files = [*code, *PAGE_TEMPLATES, *SETTINGS, "rules/site.smk"]
    return input_digest(BUILD_FILES.digests, "site", files)


def publish_inputs(wildcards):
    """What publish runs: its code, the report template, schemas and settings, and what it
    reports of raw/errata/."""
    code = source_files("pipeline.workflow.stages", "pipeline.publish.release", "pipeline.site.assemble")
    files = [*code, "templates/report.html.j2", *SITE_FILES, *SCHEMAS, *SETTINGS, "rules/publish.smk"]
    # The errata files that name no sheet, which it reports: one added or removed reruns it.
    return input_digest(BUILD_FILES.digests, "publish", files, "\n".join(STRAY_ERRATA))


def deck_file(wildcards):
    return str(DECKS[wildcards.deck])


def deck_sheet_reports(wildcards):
    """The report of each sheet a deck names (it stands for that sheet's tables): a deck
    reruns when one of its sheets was built again, not when another was. A deck file that
    does not read depends on none; its job says what is wrong with it."""
    named = DECK_SHEETS[wildcards.deck]
    return [str(SheetPaths(BUILD, sheet_id).report) for sheet_id in sorted(named & set(SHEETS))]


def deck_inputs(wildcards):
    """What a deck's job runs: the card code, templates, fonts, schemas and settings."""
    code = source_files("pipeline.workflow.stages", "pipeline.render.chosen", "pipeline.render.deck")
    files = [*code, *PRINT_FILES, *SCHEMAS, *SETTINGS, "rules/decks.smk"]
    return input_digest(BUILD_FILES.digests, "deck", files)
