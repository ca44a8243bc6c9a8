"""The `pdf` settings say the same thing in the three places that hold them: the shipped
config/config.yaml, the config schema's defaults and the defaults of the code that
renders without a config (tests, the benchmark, `python -m pipeline` tools)."""

from __future__ import annotations

from dataclasses import fields

import yaml

from pipeline.files import PROJECT_DIR
from pipeline.render.context import DEFAULT_OPTIONS


def test_pdf_defaults_agree_between_config_schema_and_code():
    config = yaml.safe_load((PROJECT_DIR / "config" / "config.yaml").read_text(encoding="utf-8"))["pdf"]
    schema = yaml.safe_load((PROJECT_DIR / "schemas" / "workflow" / "config.schema.yaml").read_text(encoding="utf-8"))
    properties = schema["properties"]["pdf"]["properties"]
    for field in fields(DEFAULT_OPTIONS):
        if not field.metadata.get("setting", True):  # given by the build, not the config
            continue
        default = getattr(DEFAULT_OPTIONS, field.name)
        assert config[field.name] == default, field.name
        assert properties[field.name].get("default", default) == default, field.name
