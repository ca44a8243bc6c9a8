"""Publish stage: every sheet's tables, PDFs and reports -> output/, all at once."""

# Names of the exports under output/data, known to the workflow's declared outputs too.
DATABASE_NAME = "wargame.sqlite"
DOCUMENTS_DIR = "json"
