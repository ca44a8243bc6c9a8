"""What the stages pass to each other: a sheet's manifest entry, its document of blocks,
the rows parsing produced, and the one error type for mistakes in user input."""
