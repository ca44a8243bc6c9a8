"""Dice tables in their three printed forms: a table, `- 1 = …` bullets, and prose
(sentences, or a line asking for a roll over lines of outcomes)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import pairwise

from pipeline.extract.cells import ROLL_TEXT, SPAN_MARK, CellError, is_open_roll, is_roll_range, parse_roll_range
from pipeline.extract.text import slugify, strip_emphasis, unescape_markdown
from pipeline.model.document import Item, Table, TableRow

# A die as sheets name it, `D6`, `2D6`, or in lower case as Warmachine's do (`2d6`).
DIE = re.compile(r"\b(\d*D\d+)\b", re.IGNORECASE)
# `2-3`, `2–3`, `2 à 3`: a span of rolls, written as a roll's cell is (see `parse_roll_range`).
_SPAN = rf"\d+\s*(?:{SPAN_MARK})\s*\d+"
# `1 = …`, `2-3 : …`, `1 à 3 : …`, `7+ = …`, `10 et + : …`, and an arrow for the sign
# (`1-3 → …`, `->`, as a phone or Notion turns `->` into one), or a tab (`1-3<TAB>…`: a
# word processor's table saved as text, its cells parted by tabs)
_ROLL_BULLET = re.compile(rf"^(?P<roll>{ROLL_TEXT})(?:\s*(?:[=:→⇒]|->|=>)|[ ]*\t)\s*(?P<result>.+)$")
_ON_A_RESULT = re.compile(rf"Sur un résultat de (?P<roll>{_SPAN}|\d+)\s*,\s*(?P<result>[^.]+)")
# `Lancez D10. 1-5 : …`, and the sentence saying when (`Lancez D10 en fin de tour. 1-4 : …`).
_ROLL_THEN = re.compile(r"Lancez (?:un )?(?P<die>\d*D\d+)\b[^.:;!?]*\.", re.IGNORECASE)
_INLINE_OUTCOME = re.compile(rf"\s*(?P<roll>{_SPAN})\s*[:,]\s*(?P<result>[^.]+)\.?")
# `… lancez un D10 : sur 1-5 elle charge, sur 6-10 elle reste Down.`: a roll asked inside a
# sentence, its outcomes after the colon, each opened by `sur` and its roll.
_ROLL_ASKED_INLINE = re.compile(
    r"\b(?:re)?(?:lancez|jetez|lancer|jeter)\s+(?:un\s+|1\s*)?(?P<die>\d*D\d+)\b[^.:;!?]*:\s*", re.IGNORECASE
)
_ON_A_ROLL = re.compile(rf"\b[Ss]ur (?:un résultat de |un )?(?P<roll>{_SPAN}|\d+\+?)\s*[,:]?\s*")
# `Lancez un D6 :`, `… jetez un dé :`, `lancez 1D6 quand … :`: a line that asks for a roll
# and ends on a colon, the outcomes on the lines below it.
_ROLL_INTRO = re.compile(
    r"\b(?:re)?(?:lancez|jetez|lancer|jeter)\s+(?:un\s+|1\s*)?(?P<die>\d*D\d+\b|dé\b)[^.:;!?]*:\s*$",
    re.IGNORECASE,
)
# `1-2 : …`, `6 = …`, with or without a bullet before it.
_OUTCOME_LINE = re.compile(r"^(?:[-*+•–]\s+)?(?P<outcome>\d.*)$")
# `1–2 l’effet expire…`: the roll and its outcome with no sign between, as a copy from a
# PDF leaves a two-column table (the columns' gap read as a space).
_BARE_OUTCOME = re.compile(rf"^(?P<roll>{_SPAN}|\d+)\s+(?P<result>[^\W\d_].*)$")
_MIN_OUTCOME_LINES = 2


@dataclass(frozen=True)
class RollRow:
    roll_from: int
    roll_to: int
    result: str
    line: int
    dice: str | None = None  # when the row itself names the die


def named_die(text: str | None) -> str | None:
    """The die a name's parenthesis gives (`Jet de Chute (D20)` -> `D20`, `2d6`): the die
    of the table it heads, no other name of it; None for any other text."""
    return die_name(text.strip()) if text and DIE.fullmatch(text.strip()) else None


def die_name(printed: str) -> str:
    """`1D10`, `d10` -> `D10`: a die as the tables name it, one die written without its count."""
    die = printed.upper()
    return die[1:] if die.startswith("1D") else die


def last_die(texts: list[str]) -> str | None:
    """The last die `texts` name (`lancez 1D10 :`, a header `1D10`), as the tables name it."""
    found = None
    for text in texts:
        for match in DIE.finditer(text):
            found = die_name(match.group(1))
    return found


_DIE_HEADER = re.compile(r"^\d*D\d+$", re.IGNORECASE)


def is_die_header(cell: str) -> bool:
    """A dice table's first header cell: a die (`D10`, `1D10`, `2D6`)."""
    return bool(_DIE_HEADER.match(cell.strip()))


def first_bad_roll(table: Table) -> TableRow | None:
    """For a table whose header names a die (`| D10 | Résultat |`), the first row whose
    first cell is not a roll; None when every row is one or the header names no die."""
    if not _DIE_HEADER.match(table.rows[0].cells[0].strip()):
        return None
    return next((row for row in table.rows[1:] if not is_roll_range(row.cells[0])), None)


# The words a dice table's first column is headed by when it names no die (`Score`, `Jet`,
# `Résultat`, `Dé`), as slugs.
_ROLL_HEADER_WORDS = frozenset(
    {"jet", "jets", "score", "scores", "resultat", "resultats", "de", "des", "roll", "tirage"}
)


def heads_rolls(cell: str) -> bool:
    """Whether a first column headed by `cell` holds rolls: no header, a die (`D10`, `Jet de
    D10`, `Résultat (D10)`) or a word for the roll (`Score`). A column headed otherwise
    (`Ronde`, `Tour`, `Niveau`) numbers a grid's rows: its 1, 2, 3 are no rolls."""
    words = re.findall(r"[^\W\d_]+", strip_emphasis(cell).casefold())
    if not words or last_die([cell]) is not None:
        return True
    return slugify(words[0]) in _ROLL_HEADER_WORDS


# A model's stat as its profile labels it (`VIT`, `FOR`, `DEF`): a short word in capitals.
_STAT_LABEL = re.compile(r"^[A-ZÀ-Ý]{2,4}$")


def _labels_stats(row: TableRow) -> bool:
    """A row of stat labels only (`VIT  FOR  MAT  DEF`): a profile's header, over its values
    (`4  12  7  11`), whose first value is no roll."""
    labels = [cell.strip() for cell in row.cells if cell.strip()]
    return len(labels) >= 2 and all(_STAT_LABEL.match(label) for label in labels)


def is_roll_table(table: Table) -> bool:
    """A table whose first column (below a header that heads rolls, see `heads_rolls`) is
    made only of rolls like `1`, `2-3`; a model's profile (stat labels over numbers) is none."""
    body = table.rows[1:]
    if not body or len(table.rows[0].cells) < 2 or _labels_stats(table.rows[0]):
        return False
    return heads_rolls(table.rows[0].cells[0]) and all(is_roll_range(row.cells[0]) for row in body)


def rows_of_roll_table(table: Table, die: str | None = None) -> tuple[str | None, list[RollRow]]:
    """(die named in the header, rows) of a `| D10 | Résultat |` table; `die`, the one the
    text around it names, closes open rolls (`7+`) when the header names none."""
    header_die = last_die([table.rows[0].cells[0]])
    rows = []
    for row in table.rows[1:]:
        low, high = parse_roll_range(row.cells[0], header_die or die)
        result = " ".join(cell for cell in row.cells[1:] if cell)
        # A Markdown escape (`Stress\.`, as Google Docs writes one) prints its character.
        rows.append(RollRow(low, high, unescape_markdown(result), row.line))
    return header_die, rows


def roll_bullet(item: Item, die: str | None = None) -> RollRow | None:
    """`- 1 = …`, `- 2-3 : …`: one outcome of a dice table. The roll may be set in bold, with
    its sign or without (`- **2-8** = …`, `- **1-3 :** …`), as a sheet sets off its numbers."""
    match = _ROLL_BULLET.match(strip_emphasis(item.text) if item.text.startswith(("*", "_")) else item.text)
    if not match or (is_open_roll(match.group("roll")) and die is None):
        return None
    low, high = parse_roll_range(match.group("roll"), die)
    return RollRow(low, high, match.group("result").strip(), item.line)


def _outcomes_after_colon(line: int, text: str) -> list[RollRow]:
    """A roll asked inside a sentence, its outcomes after the colon, each opened by `sur`
    and its roll (`lancez un D10 : sur 1-5 elle charge…, sur 6-10 elle reste Down.`): two at
    least, the first right after the colon, up to the sentence's end."""
    rows = []
    for asked in _ROLL_ASKED_INLINE.finditer(text):
        end = text.find(".", asked.end())
        sentence = text[asked.end() : end if end >= 0 else len(text)]
        rolls = list(_ON_A_ROLL.finditer(sentence))
        if len(rolls) < _MIN_OUTCOME_LINES or rolls[0].start() != 0:
            continue
        die = die_name(asked.group("die"))
        for roll, after in zip(rolls, [*rolls[1:], None], strict=True):
            result = sentence[roll.end() : after.start() if after else len(sentence)]
            result = re.sub(r"(?:[,;]|\bet)\s*$", "", result.strip()).strip()
            low, high = parse_roll_range(roll.group("roll"), die)
            rows.append(RollRow(low, high, result, line, die))
    return rows


def _sentence_rolls(line: int, text: str) -> list[RollRow]:
    """Outcomes written as sentences: `Sur un résultat de 1-5, …`, `Lancez D10. 1-5 : …` and
    `lancez un D10 : sur 1-5 …, sur 6-10 …`."""
    rows = _outcomes_after_colon(line, text)
    for match in _ON_A_RESULT.finditer(text):
        low, high = parse_roll_range(match.group("roll"))
        rows.append(RollRow(low, high, match.group("result").strip(), line))
    for match in _ROLL_THEN.finditer(text):
        position = match.end()
        while outcome := _INLINE_OUTCOME.match(text, position):
            low, high = parse_roll_range(outcome.group("roll"))
            rows.append(RollRow(low, high, outcome.group("result").strip(), line, match.group("die").upper()))
            position = outcome.end()
    return rows


def _asked_die(text: str, default_die: str) -> str | None:
    """The die a line asks to roll before the outcomes below it (`Lancez 1D6 :` -> D6;
    `Jetez un dé :` -> the game's die); None for any other line."""
    match = _ROLL_INTRO.search(text)
    if not match:
        return None
    die = match.group("die")
    if not DIE.fullmatch(die):
        return default_die
    return die_name(die)


def _die_announced(text: str) -> str | None:
    """The die the sentence ending `text` on its colon names for the outcomes below it,
    without asking for the roll (`Le tableau dit ce que fait la warbeast selon le résultat
    du d6 de frénésie :`); None for any other text."""
    if not text.rstrip().endswith(":"):
        return None
    last_sentence = re.split(r"[.!?]\s+", text.rstrip())[-1]
    return last_die([last_sentence])


def _outcome(line: int, text: str, die: str, bare: bool = False) -> RollRow | None:
    """`1-2 : …`, `- 6 = …`, `5+ : …` (or, `bare`, `1–2 l’effet…`) as a row on `die`; None
    for any other line."""
    bulleted = _OUTCOME_LINE.match(text.strip())
    pattern = _BARE_OUTCOME if bare else _ROLL_BULLET
    row = pattern.match(bulleted.group("outcome")) if bulleted else None
    if row is None:
        return None
    try:
        low, high = parse_roll_range(row.group("roll"), die)
    except CellError:
        return None
    return RollRow(low, high, row.group("result").strip(), line, die)


def _header_die(text: str) -> str | None:
    """The die a table's header row saved as text names in its first cell (`D6<TAB>Effet`)."""
    first = text.split("\t", 1)[0].strip()
    return die_name(first) if "\t" in text and _DIE_HEADER.match(first) else None


def outcomes_below(texts: list[tuple[int, str]], die: str) -> list[RollRow]:
    """The outcome lines opening `texts`, past the header of a table (`D6<TAB>Effet`) whose
    die they are rolled on, all written alike: with a sign after the roll, or (a PDF's table
    copied) none, the rolls then going up without overlapping, so that a line of text opening
    with a number is no outcome."""
    header_die = _header_die(texts[0][1]) if texts else None
    if header_die is not None:
        texts, die = texts[1:], header_die
    bare = bool(texts) and _outcome(*texts[0], die) is None
    rows: list[RollRow] = []
    for line, text in texts:
        row = _outcome(line, text, die, bare)
        if row is None or (bare and rows and row.roll_from <= rows[-1].roll_to):
            break
        rows.append(row)
    return rows if len(rows) >= _MIN_OUTCOME_LINES else []


def _announced_outcomes(texts: list[tuple[int, str]], die: str) -> list[RollRow]:
    """The outcome lines under a line announcing them without asking for a roll (`Testez
    chaque marqueur :`): two or more with their sign (`1 = …`, `2-5 = …`), from a roll of 1
    up without overlapping, as a die's faces are listed; none otherwise."""
    rows = outcomes_below(texts, die)
    signed = rows and _outcome(*texts[0], die) is not None
    going_up = all(earlier.roll_to < later.roll_from for earlier, later in pairwise(rows))
    return rows if signed and rows[0].roll_from == 1 and going_up else []


def prose_rolls(texts: list[tuple[int, str]], default_die: str, asked_die: str | None = None) -> list[RollRow]:
    """The dice outcomes written as prose in (line, text) lines: sentences
    (`Sur un résultat de 1-5, …`, `Lancez D10. 1-5 : …`), and lines of outcomes
    (`1-2 : …`, `- 6 = …`, a table's `1-3<TAB>…` under its `D6<TAB>Effet`) under a line that
    asks for a roll (`Jetez un dé :`) or names the die they are rolled on (`… selon le
    résultat du d6 :`), or under one ending on the colon that announces them (see
    `_announced_outcomes`), rolled on the game's die; or opening `texts` when their
    heading names the die they are rolled on (`asked_die`: `SURCHAUFFE (d6)` over `1 : …`,
    `2-3 : …`)."""
    rows = outcomes_below(texts, asked_die) if asked_die else []
    for index, (line, text) in enumerate(texts):
        rows.extend(_sentence_rolls(line, text))
        die = _asked_die(text, default_die) or _die_announced(text)
        if die is not None:
            rows.extend(outcomes_below(texts[index + 1 :], die))
        elif text.rstrip().endswith(":"):
            rows.extend(_announced_outcomes(texts[index + 1 :], default_die))
    return rows
