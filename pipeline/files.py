"""Where the project's own resources live, and how every stage writes its files: JSON
one way, HTML from the project's templates through one strict Jinja environment."""

from __future__ import annotations

import difflib
import hashlib
import json
from collections.abc import Callable, Iterable, Iterator
from functools import cache
from pathlib import Path
from typing import Any

PROJECT_DIR = Path(__file__).resolve().parent.parent
SCHEMA_DIR = PROJECT_DIR / "schemas"
TEMPLATE_DIR = PROJECT_DIR / "templates"


def print_templates(template_dir: Path = TEMPLATE_DIR) -> list[Path]:
    """The templates, stylesheets and images the PDFs are made from (the report's template
    prints none; the site's are in their own folder)."""
    return [path for path in sorted(template_dir.iterdir()) if path.is_file() and path.name != "report.html.j2"]


def files_digest(files: Iterable[str | Path]) -> str:
    """SHA-256 of files, their names and their contents, in name order (a missing file
    counts as missing): it moves exactly when one of them changes. A file given by a
    relative path is named by it; one given by an absolute path (a font of the
    environment), by its name alone: the digest is the same wherever the project and its
    environment lie, and whatever path leads to them."""
    digest = hashlib.sha256()
    named = sorted((path.name if path.is_absolute() else path.as_posix(), path) for path in map(Path, files))
    for name, path in named:
        digest.update(name.encode())
        digest.update(path.read_bytes() if path.is_file() else b"<missing>")
    return digest.hexdigest()


def _json_text(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, indent=2, sort_keys=True)


class Streamed:
    """A list that `write_json` writes item by item as `make()` yields them: a list of a
    hundred thousand objects is never in memory whole. Each iteration calls `make` again."""

    def __init__(self, make: Callable[[], Iterable[Any]]) -> None:
        self._make = make

    def __iter__(self) -> Iterator[Any]:
        return iter(self._make())


def write_json(path: str | Path, value: Any) -> None:
    """Sorted keys, two-space indent, UTF-8 as is, a final newline: the same value, the same
    bytes. Written as it is encoded, never held whole as text; a `Streamed` list inside
    is written as the list of its items."""
    with Path(path).open("w", encoding="utf-8") as file:
        if _holds_stream(value):
            for chunk in _encoded(value, 0):
                file.write(chunk)
        else:
            json.dump(value, file, ensure_ascii=False, indent=2, sort_keys=True)
        file.write("\n")


def _holds_stream(value: Any) -> bool:
    if isinstance(value, Streamed):
        return True
    if isinstance(value, dict):
        return any(_holds_stream(item) for item in value.values())
    if isinstance(value, list | tuple):
        return any(_holds_stream(item) for item in value)
    return False


def _encoded(value: Any, level: int) -> Iterator[str]:
    """`json.dumps(value, indent=2, sort_keys=True)` at nesting `level`, in pieces."""
    inner = "\n" + "  " * (level + 1)
    if isinstance(value, dict) and _holds_stream(value):
        for number, key in enumerate(sorted(value)):
            yield ("{" if number == 0 else ",") + inner + json.dumps(key, ensure_ascii=False) + ": "
            yield from _encoded(value[key], level + 1)
        yield "\n" + "  " * level + "}"
    elif isinstance(value, Streamed) or (isinstance(value, list | tuple) and _holds_stream(value)):
        empty = True
        for item in value:
            yield ("[" if empty else ",") + inner
            yield from _encoded(item, level + 1)
            empty = False
        yield "[]" if empty else "\n" + "  " * level + "]"
    else:
        # JSON strings hold no raw line break: indenting every line is indenting the value.
        yield _json_text(value).replace("\n", inner[:-2])


@cache
def _text_dates_loader() -> type:
    import yaml

    base = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml's where PyYAML has it
    loader = type("TextDatesLoader", (base,), {})
    loader.yaml_implicit_resolvers = {
        first: [(tag, pattern) for tag, pattern in resolvers if tag != "tag:yaml.org,2002:timestamp"]
        for first, resolvers in base.yaml_implicit_resolvers.items()
    }
    return loader


def read_yaml(text: str) -> Any:
    """A user's YAML (manifest, errata, deck), its dates left as typed: an impossible one
    (`title: 2026-13-01`, `date: 2026-02-30`) is text that the file's schema judges and
    names, not a crash in the YAML reader. Raises yaml.YAMLError as yaml.load does."""
    import yaml

    return yaml.load(text, Loader=_text_dates_loader())  # a safe loader


def yaml_line(text: str, path: Iterable[str | int]) -> int | None:
    """The line (1-based) of the value at `path` (keys and list positions, as a schema
    error gives it: `["cards", 0, "weapons"]`) in a YAML text that reads; the line of the
    deepest part found when the rest is missing. For messages."""
    return node_line(yaml_node(text), path)


def yaml_node(text: str) -> Any:
    """A YAML text's node tree (composed, not constructed), to find lines in (`node_line`)."""
    import yaml

    return yaml.compose(text, Loader=_text_dates_loader())


def node_line(node: Any, path: Iterable[str | int]) -> int | None:
    """`yaml_line` in a node tree composed once (`yaml_node`)."""
    import yaml

    line = None
    for part in path:
        if isinstance(node, yaml.MappingNode):
            node = next((value for key, value in node.value if key.value == part), None)
        elif isinstance(node, yaml.SequenceNode) and isinstance(part, int) and part < len(node.value):
            node = node.value[part]
        else:
            node = None
        if node is None:
            break
        line = node.start_mark.line + 1
    return line


_TYPE_WORDS = {
    "string": "a text",
    "integer": "a whole number",
    "number": "a number",
    "boolean": "true or false",
    "object": "a section of keys",
    "array": "a list",
    "null": "nothing (null)",
}


def _known_keys(schema: dict[str, Any]) -> set[str]:
    """The keys a schema names, its alternatives' (`oneOf`, `anyOf`) included."""
    keys = set(schema.get("properties", {}))
    for option in (*schema.get("oneOf", ()), *schema.get("anyOf", ())):
        keys |= _known_keys(option)
    return keys


def _json_type(value: Any) -> str:
    kinds = {str: "string", bool: "boolean", int: "integer", float: "number", dict: "object", list: "array"}
    return "null" if value is None else kinds.get(type(value), "string")


def schema_mistake(error: Any, where: str) -> tuple[str, str | None]:
    """A JSON-schema error on a user's file in words, as (what was expected at `where`,
    what was found): the keys allowed rather than `Additional properties…`, a schema's
    description rather than its regular expression."""
    schema, instance, value = error.schema, error.instance, error.validator_value
    found = None if isinstance(instance, dict | list) else str(instance)
    match error.validator:
        case "required":
            missing = [key for key in value if not isinstance(instance, dict) or key not in instance]
            expected = f"the key {' and '.join(map(repr, missing))} at {where}"
            # A key the schema does not know, close to the missing one, is likely it misspelt.
            unknown = [key for key in instance if key not in _known_keys(schema)] if isinstance(instance, dict) else []
            close = [key for key in unknown if difflib.get_close_matches(str(key), missing, n=1, cutoff=0.6)]
            return expected, ", ".join(map(str, close)) or "none"
        case "additionalProperties":
            allowed = [*schema.get("properties", {})]
            extra = [key for key in instance if key not in allowed]
            return f"only the keys {', '.join(allowed)} at {where}", ", ".join(extra)
        case "oneOf" if all("required" in option for option in value):
            kinds = [" with ".join(option["required"]) for option in value]
            return f"exactly one of the keys {', '.join(kinds)} at {where}", None
        case "minItems":
            return f"at least {value} item{'s' if value > 1 else ''} at {where}", "none"
        case "minLength":
            return f"a text at {where}", "an empty one"
        case "enum":
            return f"{where} to be one of {', '.join(map(str, value))}", found
        case "type":
            kinds = " or ".join(_TYPE_WORDS.get(kind, kind) for kind in (value if isinstance(value, list) else [value]))
            return f"{where} to be {kinds}", found if found is not None else _TYPE_WORDS[_json_type(instance)]
        case "format" if value == "date":
            return f"{where} to be a date such as 2026-10-01", found
        case "pattern" if "description" in schema:
            return f"{where} to be {schema['description']}", found
    return f"a valid value at {where} ({error.message})", None


def yaml_mistake(source: str, error: Exception, code: str) -> Exception:
    """A YAML reader's error as one SheetError: the file, the line, and what the parser
    found, on one line (not its dump of the file)."""
    from pipeline.model.errors import SheetError

    mark = getattr(error, "problem_mark", None)
    problem = getattr(error, "problem", None) or str(error).splitlines()[0]
    found = f"{problem} at column {mark.column + 1}" if mark else problem
    return SheetError(source, mark.line + 1 if mark else None, "valid YAML", found, code=code)


def _leading_out(root: Path, paths: Iterable[str | Path]) -> list[tuple[Path, Path]]:
    """Of `paths` (relative to `root`), those whose real path leaves `root`, with it."""
    inside = root.resolve()
    leading = ((Path(path), (root / path).resolve()) for path in paths)
    return [(path, real) for path, real in leading if not real.is_relative_to(inside)]


def files_outside(root: Path, paths: Iterable[str | Path]) -> list[str]:
    """Of `paths` (relative to `root`), those whose real path leaves `root`, each as
    `path -> where it leads`: the files a build would read from elsewhere."""
    return [f"{path} -> {real}" for path, real in _leading_out(root, paths)]


def refuse_files_outside(root: Path, paths: Iterable[str | Path]) -> None:
    """A SheetError naming the first of `paths` that leads out of `root`, and where."""
    from pipeline.model.errors import SheetError

    if escaping := _leading_out(root, paths):
        path, real = escaping[0]
        raise SheetError(str(path), None, "a file inside the project", f"a link to {real}", code="outside-project")


def confined_text(path: Path, root: Path) -> str:
    """The text of `path`, a user's file read from `root` (an errata file under raw/, a
    deck under decks/), if its real path, links followed, stays inside `root`: a link to
    `/etc/passwd` is refused, naming the file and where it leads, and nothing of it is
    read."""
    from pipeline.model.errors import SheetError

    resolved = path.resolve()
    if not resolved.is_relative_to(root.resolve()):
        expected = f"a file inside {root.name}/"
        raise SheetError(str(path), None, expected, f"a link to {resolved}", code="outside-project")
    return path.read_text(encoding="utf-8")


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
