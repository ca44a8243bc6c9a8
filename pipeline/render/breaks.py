"""Where a card continues onto the next one: the breaks a layout chose, checked, and the
forced breaks that put them where a reader expects them.

A card longer than one card flows onto the next. The layout engine breaks between lines;
a reader wants the break between sentences, never on the colon that announces a table or
a list, and the last card holding more than a line or two. A card's paragraphs, list
items, tables and entries are numbered (`number_blocks`); a `Plan` says where to force a
break (before a block, or inside a paragraph at the start of a sentence), and
`apply_plan` writes it into the card's HTML. `next_breaks` reads a laid-out card and
says which breaks to force next; a card is laid out again until none is wanted.

A card's plan depends on its HTML alone (what its blocks hold), so it can be remembered
with the card (see `pipeline.render.fits`)."""

from __future__ import annotations

import html as html_module
import re
from dataclasses import dataclass
from typing import Any

# A card continued carries at least this many lines onto its last card, when that takes
# moving no more than `MAX_BALANCE_LINES` from the card before (more would leave it half
# empty: a short last card is the lesser harm).
MIN_LINES = 5
MAX_BALANCE_LINES = 8
# The blocks a break may be forced before: paragraphs, list items, tables, their rows, entries.
_BLOCK = re.compile(r"<(p|li|table|tr|div)(?=[\s>])(?![^>]*\bdata-b=)([^>]*)>")
_TAG = re.compile(r"(<[^>]+>)")
_TAG_NAME = re.compile(r"</?([a-zA-Z0-9]+)")
_VOID = {"br", "img", "hr", "wbr", "meta", "link", "input"}
_SPACE = " \t\n\r\f"
# A sentence ends with . ! ? or …, maybe inside closing quotes or brackets.
_SENTENCE_END = re.compile(r"[.!?…][»\"”’)\]*]*\s*$")
# Where a sentence starts: after a sentence's end and a space, a capital, a digit, an
# opening quote or bracket (`p. 34` or `cf. la règle` start none: a lower case follows).
_SENTENCE_START = re.compile(r"(?<=[.!?…])[»\"”’)\]]*\s+(?=[«\"“(\[]?[A-ZÀ-ÖØ-Þ0-9•])")
# Abbreviations whose full stop ends no sentence.
_ABBREVIATIONS = re.compile(r"(?:\b(?:p|pp|cf|ex|env|etc|réf|art|chap|vol|min|max|n°|no|St|Mr|M)\.)$", re.I)

# One forced break: before block `block` (offset None), or inside it, `offset` characters
# into its text (a sentence's start), the rest of the block going to the next card; or,
# with offset `LET_BREAK`, a block to keep whole that a card cannot hold, let break.
Break = tuple[str, int | None]
LET_BREAK = -1
Plan = tuple[Break, ...]


def number_blocks(html: str, prefix: str) -> str:
    """Each paragraph, list item, table and entry of a card's HTML with an id of its own
    (`data-b="card-3.12"`), the same for the same HTML."""
    count = 0

    def numbered(match: re.Match[str]) -> str:
        nonlocal count
        if match.group(1) == "div" and 'class="entry' not in match.group(2):
            return match.group(0)
        count += 1
        return f'<{match.group(1)}{match.group(2)} data-b="{prefix}.{count}">'

    return _BLOCK.sub(numbered, html)


@dataclass
class _Block:
    start: int  # index of its start tag among the tokens
    end: int  # index of its end tag
    name: str


def _tokens(html: str) -> list[str]:
    return [token for token in _TAG.split(html) if token]


def _find_block(tokens: list[str], block: str) -> _Block | None:
    marker = f'data-b="{block}"'
    for index, token in enumerate(tokens):
        if token.startswith("<") and marker in token:
            name = _TAG_NAME.match(token).group(1).lower()  # type: ignore[union-attr]
            depth = 0
            for end in range(index, len(tokens)):
                tag = _TAG_NAME.match(tokens[end]) if tokens[end].startswith("<") else None
                if tag is None or tag.group(1).lower() != name:
                    continue
                depth += -1 if tokens[end].startswith("</") else 1
                if depth == 0:
                    return _Block(index, end, name)
    return None


@dataclass
class _Text:
    """A block's own text (whitespace collapsed as it prints, its nested blocks left out)
    and, for each of its characters, the token and position it comes from."""

    text: str
    origins: list[tuple[int, int]]


def _own_text(tokens: list[str], block: _Block) -> _Text:
    chars: list[str] = []
    origins: list[tuple[int, int]] = []
    nested: list[str] = []  # the tag names open inside a nested block being skipped
    for index in range(block.start + 1, block.end):
        token = tokens[index]
        if token.startswith("<"):
            tag = _TAG_NAME.match(token)
            name = tag.group(1).lower() if tag else ""
            if nested:
                if token.startswith("</"):
                    nested.pop()
                elif name not in _VOID and not token.endswith("/>"):
                    nested.append(name)
            elif "data-b=" in token and not token.startswith("</"):
                nested.append(name)
            continue
        if nested:
            continue
        for position, char in enumerate(html_module.unescape(token)):
            if char in _SPACE:
                if not chars or chars[-1] == " ":
                    continue
                char = " "
            chars.append(char)
            origins.append((index, position))
    return _Text("".join(chars), origins)


def block_text(html: str, block: str) -> str:
    """The text of block `block` as it prints (its nested blocks left out)."""
    tokens = _tokens(html)
    found = _find_block(tokens, block)
    return _own_text(tokens, found).text if found else ""


def _with_style(start_tag: str, declaration: str) -> str:
    """A start tag with a declaration added to its style attribute."""
    if ' style="' in start_tag:
        return start_tag.replace(' style="', f' style="{declaration}; ', 1)
    return f'{start_tag[:-1]} style="{declaration}">'


def _with_break(start_tag: str) -> str:
    return _with_style(start_tag, "break-before: page")


def _split(tokens: list[str], block: _Block, offset: int, block_id: str) -> list[str]:
    """The tokens with block `block` cut `offset` characters into its text: the first part
    ends there, the rest is a block of its own (the same kind, marked `continued`) that
    starts the next card."""
    own = _own_text(tokens, block)
    if not 0 < offset < len(own.text):
        return tokens
    token_index, position = own.origins[offset]
    text = html_module.unescape(tokens[token_index])
    # The inline elements open where the cut falls: closed before it, opened again after.
    open_tags: list[str] = []
    for index in range(block.start + 1, token_index):
        token = tokens[index]
        tag = _TAG_NAME.match(token) if token.startswith("<") else None
        if tag is None or tag.group(1).lower() in _VOID or token.endswith("/>"):
            continue
        if token.startswith("</"):
            if open_tags:
                open_tags.pop()
        else:
            open_tags.append(token)
    closing = [f"</{_TAG_NAME.match(tag).group(1)}>" for tag in reversed(open_tags)]  # type: ignore[union-attr]
    start_tag = tokens[block.start].replace(f'data-b="{block_id}"', f'data-b="{block_id}+"')
    if 'class="' in start_tag:
        start_tag = start_tag.replace('class="', 'class="continued ', 1)
    else:
        start_tag = start_tag[:-1] + ' class="continued">'
    head = html_module.escape(text[:position].rstrip(_SPACE), quote=False)
    tail = html_module.escape(text[position:].lstrip(_SPACE), quote=False)
    return [
        *tokens[:token_index],
        head,
        *closing,
        f"</{block.name}>",
        _with_break(start_tag),
        *open_tags,
        tail,
        *tokens[token_index + 1 :],
    ]


def apply_plan(html: str, plan: Plan) -> str:
    """The card's HTML with the plan's breaks forced (breaks naming no block are left out)."""
    if not plan:
        return html
    tokens = _tokens(html)
    for block_id, offset in plan:
        found = _find_block(tokens, block_id)
        if found is None:
            continue
        if offset is None:
            tokens[found.start] = _with_break(tokens[found.start])
        elif offset == LET_BREAK:
            tokens[found.start] = _with_style(tokens[found.start], "break-inside: auto")
        else:
            tokens = _split(tokens, found, offset, block_id)
    return "".join(tokens)


# --- reading a laid-out card ----------------------------------------------------------


@dataclass
class Line:
    """A line of a laid-out card's body: where it stands, the blocks it is in (the
    innermost last) and its text."""

    top: float
    bottom: float
    blocks: tuple[str, ...]
    text: str
    in_table: bool
    kept: tuple[str, ...] = ()  # the blocks it is in that are to be kept whole on one card
    heading: bool = False  # its block names what follows (an entry's name standing above its text)

    @property
    def block(self) -> str | None:
        return self.blocks[-1] if self.blocks else None


def page_lines(page: Any) -> list[Line]:
    """The lines of a laid-out page's body, top to bottom (its title and footer, in the
    margins, aside)."""
    from weasyprint.formatting_structure import boxes

    lines: list[Line] = []

    def visit(box: Any, blocks: tuple[str, ...], kept: tuple[str, ...], in_table: bool, heading: bool) -> None:
        if box.element_tag.endswith("::marker"):
            return  # a list item's bullet, no part of its text
        element = getattr(box, "element", None)
        if element is not None and not isinstance(box, boxes.LineBox | boxes.InlineLevelBox):
            block = element.get("data-b")
            if block and (not blocks or blocks[-1] != block):
                blocks = (*blocks, block)
                heading = "entry-name" in (element.get("class") or "").split()
            # (A table's wrapper box and the table box itself share its element.)
            if block and block not in kept and box.style["break_inside"] in ("avoid", "avoid-page"):
                kept = (*kept, block)
        if isinstance(box, boxes.TableBox):
            in_table = True
        if isinstance(box, boxes.LineBox):
            # Lines outside the card's blocks (its hidden title, which prints in the margin) aside.
            if blocks:
                text = "".join(part.text for part in box.descendants() if isinstance(part, boxes.TextBox))
                top, bottom = box.position_y, box.position_y + box.margin_height()
                lines.append(Line(top, bottom, blocks, text, in_table, kept, heading))
            return
        for child in getattr(box, "children", ()):
            visit(child, blocks, kept, in_table, heading)

    for child in page._page_box.children:
        if not isinstance(child, boxes.MarginBox):
            visit(child, (), (), False, False)
    lines.sort(key=lambda line: line.top)
    return lines


def line_count(lines: list[Line]) -> int:
    """Lines as a reader counts them: the cells of a table row side by side are one."""
    return len({round(line.top, 1) for line in lines})


def _line_ends(text: str, lines: list[str]) -> list[int]:
    """Where each laid-out line of a block ends in its text (`text`, as `block_text` gives
    it): the engine drops the spaces at line ends and adds a hyphen to a word it cuts."""
    ends = []
    position = 0
    for line in lines:
        line = line.strip(_SPACE)
        while position < len(text) and text[position] == " ":
            position += 1
        if line.endswith("-") and not text.startswith(line, position):
            line = line[:-1]  # the hyphen of a cut word
        if not text.startswith(line, position):
            found = text.find(line, position)
            position = found if found >= 0 else position
        position = min(position + len(line), len(text))
        ends.append(position)
    return ends


def sentence_starts(text: str) -> list[int]:
    """The offsets in `text` where a sentence starts (the first one, at 0, aside)."""
    starts = []
    for match in _SENTENCE_START.finditer(text):
        if not _ABBREVIATIONS.search(text[: match.start()]):
            starts.append(match.end())
    return starts


def ends_sentence(text: str) -> bool:
    return bool(_SENTENCE_END.search(text)) and not _ABBREVIATIONS.search(text.rstrip(_SPACE))


@dataclass
class _Place:
    """A block's lines on the card's pages: the page of each and where each ends in its text."""

    pages: list[int]
    ends: list[int]
    text: str


def _places(html: str, pages: list[list[Line]]) -> dict[str, _Place]:
    texts: dict[str, list[str]] = {}
    where: dict[str, list[int]] = {}
    for number, lines in enumerate(pages):
        for line in lines:
            if line.block is not None and not line.in_table:
                texts.setdefault(line.block, []).append(line.text)
                where.setdefault(line.block, []).append(number)
    places = {}
    for block, line_texts in texts.items():
        text = block_text(html, block)
        places[block] = _Place(where[block], _line_ends(text, line_texts), text)
    return places


def _break_at(
    place: _Place, block: str, page: int, page_top: bool, wanted: int = 0, after: int = 0, most: int | None = None
) -> Break | None:
    """A break that moves the end of block `block` on page `page` to the next card: at the
    last sentence start on that page that moves `wanted` lines or more and `most` at the
    most (counting the `after` lines below the block), or before the block when it starts
    on that page. `page_top`: the block opens the page, so a break before its first line
    would move the whole page. None when there is no such place."""
    most = most if most is not None else len(place.pages) + after
    indices = [index for index, number in enumerate(place.pages) if number == page]
    if not indices:
        return None
    first_line = indices[0]
    line_starts = [0, *place.ends[:-1]]
    found: Break | None = None
    for start in sentence_starts(place.text):
        line = next((index for index in indices if line_starts[index] <= start < place.ends[index]), None)
        if line is None or (page_top and line == first_line and start <= line_starts[first_line]):
            continue
        if wanted <= indices[-1] - line + 1 + after <= most:
            found = (block, start)
    if found is not None:
        return found
    starts_here = first_line == 0 or place.pages[first_line - 1] != page
    if starts_here and not page_top and wanted <= len(indices) + after <= most:
        return (block, None)
    return None


@dataclass
class _Standing:
    """A block at the foot of a page: its lines there and the lines below it."""

    block: str
    in_table: bool
    kept_in: str | None  # the outermost block around it to be kept whole (an entry, a table)
    lines: int
    below: int


def _blocks_from_bottom(lines: list[Line]) -> list[_Standing]:
    """Each innermost block of a page, from the bottom up."""
    found: dict[str, _Standing] = {}
    below: set[float] = set()
    for line in reversed(lines):
        if line.block is None:
            continue
        top = round(line.top, 1)
        if line.block not in found:
            around = [block for block in line.kept if block != line.block]
            found[line.block] = _Standing(
                line.block, line.in_table, around[0] if around else None, 0, len(below - {top})
            )
        standing = found[line.block]
        standing.lines = len({round(other.top, 1) for other in lines if other.block == line.block})
        below.add(top)
    return list(found.values())


def _started_page(fix: Break, pages: list[list[Line]]) -> int | None:
    """The page a forced break starts (the block it breaks before, or the rest of the
    block it cuts, opens it)."""
    block, offset = fix
    opening = block if offset is None else f"{block}+"
    return next((number for number, lines in enumerate(pages) if any(opening in line.blocks for line in lines)), None)


def _moved(plan: Plan, pages: list[list[Line]], boundary: int, fix: Break) -> Plan:
    """The plan with the break opening page `boundary + 1` moved to `fix`: the breaks that
    open the pages before it stay, those after it go (the next layouts place them anew)."""
    kept = []
    for forced in plan:
        page = _started_page(forced, pages)
        if forced[1] == LET_BREAK or (page is not None and page <= boundary):
            kept.append(forced)
    return (*kept, fix)


def _is_entry(html: str, block: str) -> bool:
    return re.search(f'<div class="entry[^"]*"[^>]*data-b="{re.escape(block)}"', html) is not None


def _entry_moved_whole(html: str, pages: list[list[Line]]) -> Break | None:
    """A break before an entry that the last card break cuts (`SPOTTER DRONE`, its name and
    first item at the foot of a card, its other items on the last card) when the last card
    has room for all of it: an entry reads best whole. None when there is no such entry."""
    if len(pages) < 2 or not pages[-2] or not pages[-1]:
        return None
    previous, last = pages[-2], pages[-1]
    spanning = [block for block in previous[-1].blocks if block in last[0].blocks and _is_entry(html, block)]
    if not spanning or spanning[-1] in previous[0].blocks:  # none, or it opens its card
        return None
    entry = spanning[-1]
    moved = line_count([line for line in previous if entry in line.blocks])
    room = max(line_count(lines) for lines in pages[:-1]) - line_count(last)
    # (A line's margin: the card before may not have been full to its foot.)
    return (entry, None) if moved + 1 < room else None


def next_breaks(html: str, pages: list[list[Line]], plan: Plan, tried: set[Break] | None = None) -> Plan:
    """The plan for the next layout of a card laid out on `pages` (with `plan` applied to
    `html`): the first card break that follows an entry's name, cuts a sentence, or follows
    a colon, moved back to before that name or where that sentence starts; else an entry
    cut by the last break moved whole to the last card if it has room (`_entry_moved_whole`);
    else, when the last card holds fewer than `MIN_LINES` lines, the break before it moved
    back by as many.
    `plan` itself when the card reads well as it is, or nothing can move (a sentence longer
    than a card, a block that opens the card, a break `tried` before)."""
    tried = tried or set()
    if len(pages) < 2:
        return plan
    places = _places(html, pages)
    for number, lines in enumerate(pages[:-1]):
        if not lines or not pages[number + 1]:
            continue
        last, following = lines[-1], pages[number + 1][0]
        # A block to keep whole that runs over a card anyway: it breaks where it falls.
        split = [block for block in last.kept if block in following.kept and (block, LET_BREAK) not in tried]
        if split:
            return (*plan, (split[0], LET_BREAK))
        block = last.block
        if block is None or last.in_table or block not in places:
            continue
        if last.heading:  # a name left at the foot of a card, its text on the next
            fix = (block, None)
            if block not in lines[0].blocks and fix not in tried:
                return _moved(plan, pages, number, fix)
            continue
        cut = following.block == block
        colon = last.text.rstrip(_SPACE).endswith(":")
        if not colon and (not cut or ends_sentence(last.text)):
            continue
        fix = _break_at(places[block], block, number, block in lines[0].blocks)
        if fix is not None and fix not in tried:
            return _moved(plan, pages, number, fix)
    whole = _entry_moved_whole(html, pages)
    if whole is not None and whole not in tried:
        return _moved(plan, pages, len(pages) - 2, whole)
    if line_count(pages[-1]) >= MIN_LINES:
        return plan
    wanted = MIN_LINES - line_count(pages[-1])
    boundary = len(pages) - 2
    previous = pages[boundary]
    for standing in _blocks_from_bottom(previous):
        page_top = standing.block in previous[0].blocks
        if standing.kept_in is not None:  # what is kept whole moves whole
            unit = standing.kept_in
            moved = line_count([line for line in previous if unit in line.blocks]) + standing.below
            opens = unit in previous[0].blocks
            fix = (unit, None) if wanted <= moved <= MAX_BALANCE_LINES and not opens else None
        elif standing.in_table:
            moved = standing.lines + standing.below
            fix = (standing.block, None) if wanted <= moved <= MAX_BALANCE_LINES and not page_top else None
        elif standing.block in places:
            place = places[standing.block]
            fix = _break_at(place, standing.block, boundary, page_top, wanted, standing.below, MAX_BALANCE_LINES)
        else:
            continue
        if fix is not None:
            return _moved(plan, pages, boundary, fix) if fix not in tried else plan
    return plan
