"""The published data contract: the Table Schemas in schemas/tables/ and everything derived
from them (typed frames and Parquet types, validation, the data package, the data
dictionary, the checker of a published directory)."""
