"""Decks you choose (decks/<name>.yaml): loaded and checked against their JSON schema."""

from __future__ import annotations

from functools import partial
from pathlib import Path

import yaml

from pipeline.files import SCHEMA_DIR, confined_text, read_yaml, schema_mistake, yaml_line, yaml_mistake
from pipeline.model.deck import DeckPart, DeckSpec
from pipeline.model.errors import SheetError

SCHEMA = SCHEMA_DIR / "workflow" / "deck.schema.yaml"
DeckError = partial(SheetError, code="deck-invalid")


def deck_files(decks_dir: Path) -> dict[str, Path]:
    """name -> file, for every decks/<name>.yaml."""
    if not decks_dir.is_dir():
        return {}
    return {path.stem: path for path in sorted(decks_dir.glob("*.yaml"))}


def _read_deck(path: Path) -> tuple[str, object]:
    """The deck file's text and what it reads as."""
    source = str(path)
    text = confined_text(path, path.parent)  # a deck inside decks/, links followed
    try:
        return text, read_yaml(text)
    except yaml.YAMLError as error:
        raise yaml_mistake(source, error, "deck-invalid") from None


def deck_sheet_ids(path: Path) -> set[str]:
    """The sheets a deck file names, read without its schema check (the DAG asks at every
    run; `load_deck`, in the deck's job, says what is wrong with a file): none when it
    does not read."""
    try:
        _, content = _read_deck(path)
    except SheetError:
        return set()
    cards = content.get("cards") if isinstance(content, dict) else None
    items = cards if isinstance(cards, list) else []
    return {item["sheet"] for item in items if isinstance(item, dict) and isinstance(item.get("sheet"), str)}


def load_deck(path: Path) -> DeckSpec:
    """Read and check a deck file; a mistake is one `SheetError` naming the file and entry."""
    import jsonschema  # in the deck's job only: a twentieth of a second to import

    source = str(path)
    text, content = _read_deck(path)
    checker = jsonschema.Draft202012Validator(yaml.safe_load(SCHEMA.read_text(encoding="utf-8")))
    errors = sorted(checker.iter_errors(content), key=lambda e: list(e.absolute_path))
    if errors:
        error = errors[0]
        where = "".join(f"[{part}]" if isinstance(part, int) else f".{part}" for part in error.absolute_path)
        expected, found = schema_mistake(error, where.lstrip(".") or "the top level")
        raise DeckError(source, yaml_line(text, error.absolute_path), expected, found)
    if not any(item.get("weapons") or item.get("rules") for item in content["cards"]):
        # It would replace the last good deck with an empty one.
        raise DeckError(source, yaml_line(text, ["cards"]), "a weapon or a rule named under cards", "none")
    parts = tuple(
        DeckPart(item["sheet"], tuple(item.get("weapons", ())), tuple(item.get("rules", ())))
        for item in content["cards"]
    )
    return DeckSpec(path.stem, source, content["title"], parts)
