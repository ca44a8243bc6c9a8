# Wargame quick-reference sheets -> typed datasets and printable PDFs.
#
#   raw/sheets.yaml + raw/<sheet>      one job chain per sheet (wildcard sheet_id):
#     parse    -> build/<sheet_id>/parsed.json, coverage.parquet, parse-report.json
#     validate -> build/<sheet_id>/tables/<table>.parquet, validation.json
#     render   -> build/<sheet_id>/sheet.html, sheet.pdf, cards.pdf, cards-print.pdf
#   publish (all sheets) -> output/data (tables, wargame.sqlite, json/), output/pdf, output/reports

from snakemake.utils import min_version, validate

min_version("9.0")


configfile: "config/config.yaml"


validate(config, "schemas/workflow/config.schema.yaml")


include: "rules/common.smk"
include: "rules/parse.smk"
include: "rules/validate.smk"
include: "rules/render.smk"
include: "rules/publish.smk"


rule all:
    default_target: True
    input:
        OUTPUT.data_files(config["csv"]["spreadsheet"]),
        OUTPUT.report_files(sorted(SHEETS)),
        OUTPUT.pdf,
        OUTPUT.documents,
