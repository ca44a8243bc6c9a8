"""Where the project's own resources live, and how every stage writes its files: JSON
one way, HTML from the project's templates through one strict Jinja environment."""

from __future__ import annotations

import json
from collections.abc import Iterable
from functools import cache
from pathlib import Path
from typing import Any

PROJECT_DIR = Path(__file__).resolve().parent.parent
SCHEMA_DIR = PROJECT_DIR / "schemas"
TEMPLATE_DIR = PROJECT_DIR / "templates"


def _json_text(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, indent=2, sort_keys=True)


def write_json(path: str | Path, value: Any) -> None:
    """Sorted keys, two-space indent, UTF-8 as is, a final newline: the same value, the same
    bytes. Written as it is encoded, never held whole as text."""
    with Path(path).open("w", encoding="utf-8") as file:
        json.dump(value, file, ensure_ascii=False, indent=2, sort_keys=True)
        file.write("\n")


_STREAMED = "\x00streamed\x00"


def write_json_streaming(path: str | Path, value: dict[str, Any], key: str, items: Iterable[Any]) -> None:
    """What `write_json` writes for `value | {key: list(items)}`, encoding one item at a
    time: a list of a hundred thousand objects is never in memory whole."""
    head = _json_text(value | {key: _STREAMED})
    before, after = head.split(f"\n  {json.dumps(key, ensure_ascii=False)}: {json.dumps(_STREAMED)}", 1)
    with Path(path).open("w", encoding="utf-8") as file:
        file.write(f"{before}\n  {json.dumps(key, ensure_ascii=False)}: [")
        separator = "\n    "
        for item in items:
            # JSON strings hold no raw line break: indenting every line is indenting the item.
            file.write(separator + _json_text(item).replace("\n", "\n    "))
            separator = ",\n    "
        file.write(("\n  ]" if separator != "\n    " else "]") + after + "\n")


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
