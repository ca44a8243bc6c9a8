# Wargame quick-reference sheets -> typed datasets and printable PDFs.
#
#   raw/sheets.yaml + raw/<sheet>      one job per sheet (wildcard sheet_id):
#     sheet    parse -> build/<sheet_id>/coverage.parquet
#              validate -> build/<sheet_id>/tables/<table>.parquet
#              render -> build/<sheet_id>/sheet.html, sheet.pdf, cards.pdf, cards-print.pdf,
#                        errata-cards.pdf (empty without errata)
#              -> build/<sheet_id>/report.json (how each stage went)
#   decks/<name>.yaml                  one job per deck you choose (wildcard deck):
#     deck     the sheets' tables -> build/decks/<name>/cards.pdf, cards-print.pdf, report.json
#   site_page, site_deck (config `site`)  a sheet's or deck's tables -> build/<sheet_id>/site/page.html,
#                                         search.json, entry.json; build/decks/<name>/site/page.html
#   publish (all sheets and decks) -> output/data (tables, wargame.sqlite, json/), output/pdf,
#            output/reports, output/site: one release, switched in whole (build/publish.json
#            says how it went)

import sys
from pathlib import Path

from snakemake.utils import min_version, validate

# The project's own code, whichever Python runs Snakemake.
sys.path.insert(0, workflow.basedir)

from pipeline.workflow.checked_config import check_config, read_config
from pipeline.workflow.hooks import said_or_exit

min_version("9.0")

# A mistake in the config (its YAML, a misspelt key) is said in words, with the closest key.
said_or_exit("Bad config", read_config, Path(workflow.basedir))


configfile: "config/config.yaml"


# Checked against its schema, which fills in its defaults (skipped while the config is
# the one that passed last time).
said_or_exit("Bad config", check_config, config, Path(workflow.basedir) / "schemas/workflow/config.schema.yaml", validate)


include: "rules/common.smk"
include: "rules/sheet.smk"
include: "rules/decks.smk"
include: "rules/site.smk"
include: "rules/publish.smk"


rule all:
    default_target: True
    input:
        BUILD_FILES.published,


# Python's last collections at exit would walk the whole DAG for nothing.
skip_exit_collection()


# Nothing is left to schedule: exit without waiting for Snakemake's scheduling timers.
onsuccess:
    end_scheduling_timers()


onerror:
    end_scheduling_timers()
