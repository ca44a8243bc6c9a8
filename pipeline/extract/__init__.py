"""Game-neutral extraction from a document of blocks: sections, glossary entries, dice
tables, cells every game prints, weapon names, rule links; and the builder that collects
a sheet's rows and the fate of each of its lines."""
