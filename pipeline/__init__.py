"""Turn French wargame quick-reference sheets into typed tables and PDF cards."""
