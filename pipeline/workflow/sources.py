"""Which files of the `pipeline` package a stage runs, so the Snakefile can declare them as
inputs and an edit reruns exactly the jobs that use the edited module."""

from __future__ import annotations

import ast
import atexit
import contextlib
import hashlib
import json
from functools import cache
from pathlib import Path

from pipeline.files import PROJECT_DIR, files_digest

# Registries name every reader or game; following them would tie each sheet's jobs to
# every game's code, so they count as files but are not followed.
REGISTRIES = frozenset({"pipeline.parse.readers", "pipeline.games"})


def _module_file(module: str) -> Path | None:
    relative = Path(*module.split("."))
    for candidate in (PROJECT_DIR / relative.with_suffix(".py"), PROJECT_DIR / relative / "__init__.py"):
        if candidate.is_file():
            return candidate
    return None


# module file -> [size, mtime_ns, its pipeline imports]: the imports found by a previous
# Snakemake start, kept while the file is unchanged (see `use_import_cache`).
_known_imports: dict[str, list] = {}
_import_cache: Path | None = None


def use_import_cache(path: Path) -> None:
    """Keep the import graph in `path` between Snakemake starts: parsing the package's
    modules is most of the cost of declaring the code inputs."""
    global _import_cache
    _import_cache = path
    with contextlib.suppress(OSError, ValueError):  # none yet, or unreadable: parse again
        _known_imports.update(json.loads(path.read_text(encoding="utf-8")))
    atexit.register(_save_import_cache)


def _save_import_cache() -> None:
    if _import_cache is None:
        return
    text = json.dumps(_known_imports, sort_keys=True)
    if not _import_cache.is_file() or _import_cache.read_text(encoding="utf-8") != text:
        _import_cache.parent.mkdir(parents=True, exist_ok=True)
        _import_cache.write_text(text, encoding="utf-8")


@cache
def _imports(module: str) -> frozenset[str]:
    path = _module_file(module)
    if path is None:
        return frozenset()
    facts = path.stat()
    known = _known_imports.get(str(path))
    if known is not None and known[:2] == [facts.st_size, facts.st_mtime_ns]:
        return frozenset(known[2])
    found = _parsed_imports(path)
    _known_imports[str(path)] = [facts.st_size, facts.st_mtime_ns, sorted(found)]
    return found


def _parsed_imports(path: Path) -> frozenset[str]:
    found = set()
    # Module-level imports only: an import inside a function is a lazy one (the stage
    # entry points import each stage's code when it runs), and the rule running that
    # function names the module itself; `if TYPE_CHECKING:` imports are not run at all.
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("pipeline"):
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names if alias.name.startswith("pipeline"))
    return frozenset(name for name in found if _module_file(name) is not None)


@cache
def source_files(*modules: str) -> tuple[str, ...]:
    """Project-relative paths of `modules` and the pipeline modules they import, transitively.

    Cached: the Snakefile asks for the same few module sets once per job."""
    seen: set[str] = set()
    pending = list(modules)
    while pending:
        module = pending.pop()
        if module in seen:
            continue
        seen.add(module)
        parts = module.split(".")
        pending.extend(".".join(parts[:i]) for i in range(1, len(parts)))  # parent packages run too
        if module not in REGISTRIES:
            pending.extend(_imports(module))
    files = {_module_file(module) for module in seen}
    return tuple(sorted(str(path.relative_to(PROJECT_DIR)) for path in files if path is not None))


def input_digest(digest_dir: Path, name: str, files: list[str] | tuple[str, ...], settings: str = "") -> str:
    """See `_input_digest`; computed once per name, file list and settings in a process
    (the DAG asks for it once per job)."""
    return _input_digest(digest_dir, name, tuple(files), settings)


@cache
def _input_digest(digest_dir: Path, name: str, files: tuple[str, ...], settings: str) -> str:
    """One file that stands for many inputs: `digest_dir/<name>.sha256`, holding the SHA-256
    of `files` (names and contents) and of `settings` (what a job reads from elsewhere, a
    manifest entry say), rewritten only when that changes. A job that declares it reruns
    exactly when one of them changes, and the DAG has one input to look at instead of
    dozens (at hundreds of sheets, Snakemake's cost grows with each input)."""
    target = digest_dir / f"{name}.sha256"
    settings_digest = f" settings {hashlib.sha256(settings.encode()).hexdigest()}" if settings else ""
    line = f"{files_digest(files)}  {len(files)} files{settings_digest}\n"
    if not target.is_file() or target.read_text(encoding="utf-8") != line:
        digest_dir.mkdir(parents=True, exist_ok=True)
        scratch = target.with_suffix(".tmp")
        scratch.write_text(line, encoding="utf-8")
        scratch.replace(target)
    return str(target)
