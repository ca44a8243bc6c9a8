"""Where the project's own resources live, and how every stage writes its files: JSON
one way, HTML from the project's templates through one strict Jinja environment."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

PROJECT_DIR = Path(__file__).resolve().parent.parent
SCHEMA_DIR = PROJECT_DIR / "schemas"
TEMPLATE_DIR = PROJECT_DIR / "templates"


def write_json(path: str | Path, value: Any) -> None:
    """Sorted keys, two-space indent, UTF-8 as is, a final newline: the same value, the same bytes."""
    Path(path).write_text(json.dumps(value, ensure_ascii=False, indent=2, sort_keys=True) + "\n", encoding="utf-8")


def read_json(path: str | Path) -> Any:
    return json.loads(Path(path).read_text(encoding="utf-8"))


@cache  # templates are parsed once per process, then reused by every render
def jinja_environment() -> Any:
    """The Jinja environment of every template: autoescaped, and a missing variable is an
    error rather than an empty string."""
    import jinja2

    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(TEMPLATE_DIR),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
    )
