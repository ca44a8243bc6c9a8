"""Whole sheets damaged the ways a user's edit damages them (a line deleted, doubled, moved
or cut in two, a stray quote, pipe, tab, bullet, colon or digit, the file cut short): each
either reads or is refused with the project's SheetError, never another exception (a
traceback for a user's mistake). The mutations are drawn from a fixed seed, so a failure
names the sheet and the mutation that shows it, and reruns the same."""

from __future__ import annotations

import random

import pytest

from pipeline.model.errors import SheetError
from pipeline.parse.sheet import parse_text
from tests.conftest import FIXTURE_ENTRIES, FIXTURE_SHEETS, RAW, manifest

pytestmark = pytest.mark.sweep

# What a hand, an editor or a bad copy does to a line.
_STRAY_CHARACTERS = '"|\t*-:;()[]#•0123456789xX<>\\'


def _mutate(lines: list[str], rng: random.Random) -> tuple[list[str], list[str]]:
    """One to four damages to `lines`; the lines after them, and what was done."""
    lines = list(lines)
    done = []
    for _ in range(rng.randint(1, 4)):
        if not lines:
            break
        index = rng.randrange(len(lines))
        kind = rng.choice(
            ["delete", "double", "swap", "cut_file", "stray", "tab", "quote", "pipes", "blank", "split", "join"]
        )
        line = lines[index]
        if kind == "delete":
            del lines[index]
        elif kind == "double":
            lines.insert(index, line)
        elif kind == "swap":
            other = rng.randrange(len(lines))
            lines[index], lines[other] = lines[other], line
        elif kind == "cut_file":
            lines = lines[: index + 1]
        elif kind == "stray":
            at = rng.randint(0, len(line))
            lines[index] = line[:at] + rng.choice(_STRAY_CHARACTERS) + line[at:]
        elif kind == "tab":
            lines[index] = line.replace(" ", "\t", 1)
        elif kind == "quote":
            lines[index] = '"' + line
        elif kind == "pipes":
            lines[index] = f"| {line} |"
        elif kind == "blank":
            lines.insert(index, "")
        elif kind == "split":
            at = rng.randint(0, len(line))
            lines[index : index + 1] = [line[:at], line[at:]]
        elif kind == "join" and index + 1 < len(lines):
            lines[index : index + 2] = [f"{line} {lines[index + 1]}"]
        done.append(f"{kind}@{index + 1}")
    return lines, done


def _sheets() -> list[tuple[object, str]]:
    """(manifest entry, text) of every real and fixture sheet in UTF-8."""
    found = []
    for entry, folder in [
        *((entry, RAW) for entry in manifest().values()),
        *((e, FIXTURE_SHEETS) for e in FIXTURE_ENTRIES.values()),
    ]:
        try:
            found.append((entry, (folder / entry.file).read_bytes().decode("utf-8-sig")))
        except UnicodeDecodeError:
            continue  # the sheets in other encodings are damaged by their own variants
    return sorted(found, key=lambda pair: pair[0].sheet_id)


_SEED = 20261126
_CASES = 400


@pytest.mark.parametrize("batch", range(4))
def test_a_damaged_sheet_reads_or_is_refused_with_a_sheet_error(batch: int) -> None:
    sheets = _sheets()
    rng = random.Random(_SEED + batch)
    for _ in range(_CASES // 4):
        entry, text = rng.choice(sheets)
        lines, done = _mutate(text.split("\n"), rng)
        try:
            parse_text("\n".join(lines).encode("utf-8"), entry)
        except SheetError:
            continue
        except Exception as error:  # what the test looks for: any other exception
            pytest.fail(f"{entry.sheet_id} after {', '.join(done)}: {type(error).__name__}: {error}")
