"""The glue between Snakemake and the stages: the manifest, the build paths, which code a
job runs, and the entry points the rules call. The only code that knows build paths."""
