"""Parse stage: raw sheet bytes -> decoded text -> a document of blocks (one reader per
format family) -> contract tables (game-neutral extractors plus the sheet's game)."""
