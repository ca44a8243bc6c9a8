"""Publish stage: every sheet's tables, PDFs and reports -> output/, all at once."""
