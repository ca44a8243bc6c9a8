"""Named entries inside a section's text: a bullet or paragraph opened by a lead (see
`leads`), with the blocks that belong to it; each added as a rule, with the entries named
inside it pointing to it."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from pipeline.extract.builder import SheetBuilder
from pipeline.extract.leads import (
    Lead,
    answers_question,
    bold_lead,
    clause_item_lead,
    colon_lead,
    dot_lead,
    item_lead,
    loose_item_lead,
    opens_sentence,
    option_lead,
    paragraph_lead,
    spaced_dash_lead,
)
from pipeline.extract.names import rule_kind
from pipeline.extract.sections import block_lines, to_markdown
from pipeline.extract.text import fold, has_placeholder, slugify, split_name_alt, strip_emphasis, without_placeholder
from pipeline.model.document import Block, Item, Paragraph

# One `Nom. texte` (or `Nom – Texte`) paragraph could be any short sentence; several in a
# section are entries.
_MIN_DOT_LEADS = 2


@dataclass
class Entry:
    """A named entry: its lead, the block that opens it and the blocks that belong to it
    (nested bullets under a bullet; the bullets after a paragraph)."""

    lead: Lead
    opener: Item | Paragraph
    body: list[Block] = field(default_factory=list)

    @property
    def lines(self) -> list[int]:
        return sorted([self.opener.line, *block_lines(self.body)])

    def blocks(self) -> list[Block]:
        """The entry's text as blocks: the lead's text, then what belongs to it."""
        first = [Paragraph(self.opener.line, self.lead.text)] if self.lead.text else []
        return first + self.body

    def markdown(self) -> str:
        # The entry's own bullets are its top level, however deep the sheet indents them
        # (under a bullet, or set in under a paragraph).
        depths = [block.depth for block in self.body if isinstance(block, Item)]
        return to_markdown(self.blocks(), first_depth=min(depths, default=0))

    def line_texts(self) -> list[tuple[int, str]]:
        return [(block.line, block.text) for block in self.blocks() if isinstance(block, Item | Paragraph)]


def _closes_list(entry: Entry, block: Paragraph) -> bool:
    """Whether `block` closes the list of the lead paragraph `entry` opens with (`FEU
    CONTINU- … lancez un d6 :` over its bullets, then `Les figurines dotées d'Immunité…`): a
    paragraph of no lead on the line right under the entry's last bullet, no blank line
    parting it from the entry as one parts the section's next paragraph."""
    last = entry.body[-1] if entry.body else None
    return isinstance(entry.opener, Paragraph) and isinstance(last, Item) and block.line == max(last.lines) + 1


def _is_glossary(blocks: list[Block], top: int) -> bool:
    """Bullets at the top depth that all open with a bold name (`- **Nom** texte`): a
    glossary, where the bold name is enough even without `.` or `:` after it."""
    firsts = [block for block in blocks if isinstance(block, Item) and block.depth == top]
    return len(firsts) >= 2 and all(bold_lead(block.text, strict=False) for block in firsts)


def _labels(entry: Entry, block: Paragraph) -> bool:
    """Whether `block` is the text of the label paragraph `entry` opens with (`Errata (mars) :`
    over `Le Canon a désormais PUI 13.`): a paragraph of no lead on the line right under it."""
    opener = entry.opener
    return (
        entry.lead.kind == "label"
        and isinstance(opener, Paragraph)
        and not entry.body
        and block.line == max(opener.lines) + 1
    )


def _announces_list(lead: Lead) -> bool:
    """A label (`Gagne :`), or an entry whose text ends on the colon announcing the list
    under it (`POUSSÉE (Attaque)- Le warjack choisit l'un des effets suivants :`)."""
    return lead.kind == "label" or lead.text.endswith(":")


def announces_list(block: Block) -> bool:
    """A paragraph naming the list under it: a label or an entry announcing its options
    (see `_announces_list`), or a sentence ending on the colon that announces it (`Il peut
    les dépenser ainsi :`)."""
    if not isinstance(block, Paragraph):
        return False
    lead = paragraph_lead(block.text)
    return (lead is not None and _announces_list(lead)) or block.text.rstrip().endswith(":")


def _carries_list(entry: Entry | None) -> bool:
    """Whether `entry` is a paragraph naming the bullets under it (a label, `Gagne :`, or an
    entry announcing its options, `… l'un des effets suivants :`): they are its list, named
    ones too (`* Guide : …`), as nested bullets are a label bullet's. Split from it, they
    would leave a label with no text, or an entry with a colon where its options were, and
    each of them would lose what it is a case of."""
    return entry is not None and isinstance(entry.opener, Paragraph) and _announces_list(entry.lead)


def _holds_bullets(entry: Entry | None) -> bool:
    """Whether the bullets at the margin after `entry` are its own, named ones too: it is a
    paragraph's (`Électro-saut : un éclair saute…` over `- Portée du saut : 4"…`), whose
    bullets say more of it (its list, its cases, its parts), as bullets set in under it do."""
    return entry is not None and isinstance(entry.opener, Paragraph)


def _names_something(block: Paragraph, following: Block | None) -> bool:
    """Whether the label paragraph `block` is over what it names: bullets, or a paragraph
    of its own on the next line (see `_labels`). A label over nothing (`Gagne :` at the end
    of a text, or over another entry's lead) names nothing: it stays a line of the text."""
    if isinstance(following, Item):
        return True
    return (
        isinstance(following, Paragraph)
        and following.line == max(block.lines) + 1
        and paragraph_lead(following.text) is None
    )


def _trusted(leads: dict[int, Lead | None], led: int = 0) -> dict[int, Lead | None]:
    """The leads found, when enough paragraphs open with one to trust them (see
    `_MIN_DOT_LEADS`), or when they stand among `led` paragraphs named by a sure lead (`NOM-
    texte`): a typist in a hurry writes one entry of a glossary `Nom - texte`."""
    found = sum(lead is not None for lead in leads.values())
    return leads if found >= _MIN_DOT_LEADS or (found and led >= _MIN_DOT_LEADS) else {}


def _clause_lead(item: Item) -> Lead | None:
    """`- Nurgle : le détachement ajoute +1…`: a name, a colon and a sentence, however short."""
    lead = colon_lead(item.text)
    return lead if lead is not None and lead.kind == "colon" and opens_sentence(lead.text) else None


def _dot_leads(blocks: list[Block]) -> dict[int, Lead | None]:
    """The `Nom. texte` leads of the bullets of `blocks` (by id) that open with no other lead."""
    return {id(b): dot_lead(b.text) for b in blocks if isinstance(b, Item) and not item_lead(b.text)}


# A sheet whose bullets open with `Nom. texte` this many times names its entries so.
_MIN_SHEET_DOT_LEADS = 3


def names_by_dots(blocks: list[Block]) -> bool:
    """Whether a sheet names its entries by bullets `Nom. texte` (a PDF's bold names copied as
    plain text, `• Lent. L'unité…`, `◦ Meneur tué. Si…`): several of its bullets open so.
    Its bullets opening so then name entries wherever they stand, one alone too."""
    return sum(lead is not None for lead in _dot_leads(blocks).values()) >= _MIN_SHEET_DOT_LEADS


def _item_dot_leads(blocks: list[Block], top: int, dots: bool) -> dict[int, Lead | None]:
    """The `Nom. texte` leads of the bullets at depth `top` (by id), where they name entries:
    several bullets of `blocks`, at any depth, open so (a PDF's glossary copied with its
    bullets, `• Lent. L'unité…`), or `dots` (the sheet names its entries so, or the entry they
    are written in opens so itself)."""
    found = _dot_leads(blocks)
    if not dots and sum(lead is not None for lead in found.values()) < _MIN_DOT_LEADS:
        return {}
    at_top = {id(b) for b in blocks if isinstance(b, Item) and b.depth == top}
    return {key: lead for key, lead in found.items() if key in at_top}


def find_entries(
    blocks: list[Block],
    top: int = 0,
    clause_items: bool = False,
    dots: bool = False,
    announced: bool = False,
    case_of: str | None = None,
) -> tuple[list[Entry], list[Block]]:
    """The named entries among `blocks`, and the blocks that belong to none (loose).

    `top` is the depth of the bullets that may open entries: 0 in a section, deeper in the
    bullets nested under an entry (see `sub_entries`). With `clause_items`, a bullet's
    `Nom :` over a long clause in lower case opens one too (see `clause_item_lead`), and so
    do its siblings written alike (see `_item_leads`). With `dots`, a bullet's `Nom. texte`
    opens one however few do (see `_item_dot_leads`); with `announced`, the bullets are the
    options the line above them announces (`Destin : … choisissez un effet :`): when each
    names one over a clause (`– Fortune : un socle allié relance…`), each is an entry; with
    `case_of`, the name of the entry the bullets are nested under, a bullet named after it
    is a case of it (see `_case_lead`)."""
    glossary = _is_glossary(blocks, top)
    unled = [b for b in blocks if isinstance(b, Paragraph) and not paragraph_lead(b.text)]
    # `Nom. texte`, `Nom – Texte` and `Nom - Texte` could be any sentence or clause: several
    # paragraphs in a row opening so, one way or another (a typist mixes them), are entries.
    led = sum(isinstance(b, Paragraph) and paragraph_lead(b.text) is not None for b in blocks)
    weak_leads = _trusted({id(b): dot_lead(b.text) or spaced_dash_lead(b.text, hyphen=True) for b in unled}, led)
    item_leads = _item_leads(blocks, top, glossary, clause_items, announced)
    for key, lead in _case_leads(blocks, top, case_of).items():
        item_leads[key] = item_leads.get(key) or lead
    for key, lead in _item_dot_leads(blocks, top, dots).items():
        item_leads[key] = item_leads.get(key) or lead
    entries: list[Entry] = []
    loose: list[Block] = []
    current: Entry | None = None
    for index, block in enumerate(blocks):
        following = blocks[index + 1] if index + 1 < len(blocks) else None
        if isinstance(block, Item) and block.depth == top and _holds_bullets(current):
            current.body.append(block)
        elif isinstance(block, Item) and block.depth == top:
            lead = item_leads[id(block)]
            if lead is not None and lead.kind == "label":
                # `- Tir en Aveugle :` names the nested bullets below it, or nothing.
                has_nested = isinstance(following, Item) and following.depth > top
                lead = lead if has_nested else None
            if lead is not None:
                current = Entry(lead, block)
                entries.append(current)
            elif current is not None and isinstance(current.opener, Paragraph):
                current.body.append(block)  # the bullets after a lead paragraph are its own
            else:
                current = None
                loose.append(block)
        elif isinstance(block, Item):
            (current.body if current is not None else loose).append(block)
        elif isinstance(block, Paragraph):
            lead = paragraph_lead(block.text) or weak_leads.get(id(block))
            above = blocks[index - 1] if index else None
            if lead is not None and answers_question(block.text, above.text if isinstance(above, Paragraph) else None):
                lead = None
            if lead is None and current is not None and (_labels(current, block) or _closes_list(current, block)):
                current.body.append(block)
                continue
            if lead is not None and lead.kind == "label" and not _names_something(block, following):
                lead = None
            current = Entry(lead, block) if lead is not None else None
            if current is not None:
                entries.append(current)
            else:
                loose.append(block)
        else:
            current = None
            loose.append(block)
    return entries, loose


def _item_leads(
    blocks: list[Block], top: int, glossary: bool, clause_items: bool, announced: bool = False
) -> dict[int, Lead | None]:
    """The lead of each bullet at depth `top` (by id). One list's bullets are one kind of
    thing: where one of them names an entry by a plain `Nom : Texte` or `Nom – Texte` lead,
    its siblings written so over a clause name entries too, whatever the case it opens in
    (`- Boost : 1 point…` beside `- Allocation : jusqu'à 3 points…`; `- Infanterie : deux
    socles.` stays a list's item); so does a bold name, as a typist in a hurry bolds some
    names of a list and not others (`- **Limite** : …` beside `- Premier coup : l'attaque
    ne coûte…`), though not for a sibling over a short value (`- Charge : la figurine
    avance.` stays an item)."""
    leads: dict[int, Lead | None] = {}
    run: list[Item] = []
    nested = _nested_under(blocks, top)
    before_run: Block | None = None  # the block right above the run
    previous: Block | None = None
    for block in [*blocks, None]:
        if isinstance(block, Item) and block.depth > top:
            continue  # a bullet nested under one of the run: the run goes on past it
        before_run = before_run if run else previous
        previous = block
        if isinstance(block, Item) and block.depth == top:
            if glossary:
                leads[id(block)] = bold_lead(block.text, strict=False)
            else:
                leads[id(block)] = (
                    item_lead(block.text)
                    or (clause_item_lead(block.text) if clause_items else None)
                    or _rule_item_lead(block, nested[id(block)])
                )
            run.append(block)
            continue
        if _all_named(run) and (announced or _numbered(run) or not isinstance(before_run, Paragraph)):
            # A list whose every bullet is named over a clause: the options a line announces
            # (`Destin : … choisissez un effet :` over `– Fortune : un socle allié relance…`),
            # the steps of a numbered sequence (`1) Activation : le joueur actif déclare…`), a
            # glossary opening a section (`• Arme magique : l'arme peut endommager…`): in lower
            # case too, as French writes it after a colon (`- Infanterie : deux socles.` among
            # them: a list's items). Under a paragraph, such a list is that text's (see
            # `_nested_runs`): its entries point to the rule holding it.
            for item in run:
                leads[id(item)] = leads[id(item)] or option_lead(item.text)
        kinds = {lead.kind for item in run if (lead := leads[id(item)]) is not None}
        if kinds & {"colon", "dash"}:
            for item in run:
                # In a description (`clause_items`), a sibling over a sentence however short
                # (`- Nurgle : le détachement ajoute +1…` beside `- Khorne : …`) names one too.
                alike = _clause_lead(item) if clause_items else None
                leads[id(item)] = leads[id(item)] or loose_item_lead(item.text) or alike
        elif "bold" in kinds:
            for item in run:
                leads[id(item)] = leads[id(item)] or loose_item_lead(item.text)
        run = []
    return leads


def _case_leads(blocks: list[Block], top: int, case_of: str | None) -> dict[int, Lead | None]:
    """The leads of the bullets at depth `top` (by id) named after the entry `case_of` they
    are nested under (`- Booster : …` over `  - Booster une attaque : avant le jet.`): its
    cases, however short their text, as a name repeating its parent's says."""
    if case_of is None:
        return {}
    prefix = fold(strip_emphasis(case_of)) + " "
    found: dict[int, Lead | None] = {}
    for block in blocks:
        if isinstance(block, Item) and block.depth == top:
            lead = colon_lead(block.text)
            if lead is not None and lead.kind == "colon" and fold(strip_emphasis(lead.name)).startswith(prefix):
                found[id(block)] = lead
    return found


def _nested_under(blocks: list[Block], top: int) -> dict[int, list[Item]]:
    """The bullets nested under each bullet at depth `top` (by id), down to the next one."""
    nested: dict[int, list[Item]] = {}
    current: list[Item] = []
    for block in blocks:
        if isinstance(block, Item) and block.depth == top:
            current = nested.setdefault(id(block), [])
        elif isinstance(block, Item) and block.depth > top:
            current.append(block)
        else:
            current = []
    return nested


def _rule_item_lead(item: Item, nested: list[Item]) -> Lead | None:
    """A bullet's `Nom : texte` over a clause in lower case that plainly names a rule, not an
    option nor a list's item: its name says what kind of rule it is or takes a parameter
    (`- Assaut (Ordre) : chaque figurine doit charger…`, `- Terreur (X) : une figurine…`), or
    the bullet holds named bullets of its own (`- Dépense : un warjack peut dépenser… pour :`
    over `  - Booster : 1 point pour…`), which are cases of it and point to it."""
    lead = loose_item_lead(item.text, 1)
    if lead is None:
        return None
    alt = split_name_alt(lead.name)[1]
    if (alt is not None and rule_kind(alt) is not None) or has_placeholder(lead.name):
        return lead
    holds_entries = bool(nested) and bool(find_entries(nested, min(i.depth for i in nested), clause_items=True)[0])
    return lead if holds_entries else None


_MIN_NAMED_ITEMS = 2


def _all_named(run: list[Item]) -> bool:
    """Two bullets or more, each opening with a name and its colon over a clause (see
    `loose_item_lead`)."""
    return len(run) >= _MIN_NAMED_ITEMS and all(option_lead(item.text) is not None for item in run)


def _numbered(run: list[Item]) -> bool:
    """A numbered list's items (`1)`, `2.`): the steps of a sequence."""
    return all(item.number is not None for item in run)


def _nested_runs(blocks: list[Block]) -> list[tuple[list[Item], bool, Block]]:
    """The runs of bullets nested under another bullet, each run what that one bullet holds
    (a paragraph, a table or a bullet back at depth 0 ends it); the bullets set in under an
    entry's paragraph (`Embrasé : …` over `  - Extinction : …`); and the list under a
    paragraph naming it (`Gagne :`, `… l'un des effets suivants :`), whatever its depth:
    the bullets it names. Each run with whether the block over it announces it (ends on
    its colon: `Destin : … choisissez un effet :`) and the block over it."""
    runs: list[tuple[list[Item], bool, Block]] = []
    current: list[Item] | None = None
    under_label = False
    for index, block in enumerate(blocks):
        if isinstance(block, Item) and current is not None and (block.depth > 0 or under_label):
            current.append(block)
            continue
        # A paragraph naming an entry holds the bullets after it at the margin too, and so
        # does one over a list whose every bullet is named (`Un warlock prend la furie…`
        # over `• Forcer : une warbeast gagne…`): they are its cases, as if it announced them.
        named_list = isinstance(block, Paragraph) and _all_named(_margin_list(blocks, index + 1))
        under_label = announces_list(block) or _is_lead_paragraph(block) or named_list
        opens_run = isinstance(block, Item) or under_label
        current = [] if opens_run else None
        if current is not None:
            runs.append((current, _ends_on_colon(block) or named_list, block))
    return [(run, announced, opener) for run, announced, opener in runs if run]


def _margin_list(blocks: list[Block], start: int) -> list[Item]:
    """The bullets at the margin from `blocks[start]` on, up to the next other block (the
    bullets nested under them skipped)."""
    found: list[Item] = []
    for block in blocks[start:]:
        if not isinstance(block, Item):
            break
        if block.depth == 0:
            found.append(block)
    return found


def _ends_on_colon(block: Block) -> bool:
    return isinstance(block, Item | Paragraph) and block.text.rstrip().endswith(":")


def lists_from_the_margin(blocks: list[Block]) -> list[Block]:
    """A section's text whose every list is set in (`  ●  Nom : …` over `       ○  …`, as
    `pdftotext -layout` keeps a page's margin) with its lists starting at the top: their
    shallowest bullets are the section's own, as unindented ones are, not bullets nested
    under the first of them. A list set in under the paragraph that names or announces it
    (`Embrasé : …` over `  - Extinction : …`, `… ainsi :`) keeps its depth: it is that
    paragraph's; and where some bullet of the text is unindented, the set-in ones are
    nested, whatever stands between."""
    margin = min((block.depth for block in blocks if isinstance(block, Item)), default=0)
    if not margin:
        return blocks
    out: list[Block] = []
    run: list[Item] = []
    for block in [*blocks, None]:
        if isinstance(block, Item):
            run.append(block)
            continue
        previous = out[-1] if out else None
        set_under = previous is not None and (_is_lead_paragraph(previous) or announces_list(previous))
        out.extend(run if set_under else _lifted(run, margin))
        run = []
        if block is not None:
            out.append(block)
    return out


def _is_lead_paragraph(block: Block) -> bool:
    """An entry's paragraph (`Embrasé : la figurine…`): the bullets set in under it are its own."""
    return isinstance(block, Paragraph) and paragraph_lead(block.text) is not None


def _lifted(items: list[Item], depth: int) -> list[Item]:
    return [replace(item, depth=item.depth - depth) for item in items]


def sub_entries(blocks: list[Block], dots: bool = False) -> list[Entry]:
    """Entries named by bullets nested under another bullet of `blocks` (an entry with its
    body, or a section's own text) or listed under a label (`Gagne :`), whatever their
    marker or indentation.

    In each run of nested bullets the shallowest ones may open entries, with the same
    leads as at the top of a section, and `Nom :` over a long clause in lower case too
    (`clause_item_lead`): nested, a bullet names an ability of the one it is under
    (`- Piétinement : la figurine peut traverser…`), where a bullet at the top of a
    section's text may be an option or a list's item (Warmachine's `- Charge : la figurine
    avance…` under ACTIVATION, `- Warjacks lourds : piétinement.`), named only when its
    text opens a sentence. The deeper bullets belong to the entries found: bullets nested
    in a found entry are left to a call on that entry, so that each entry points to the one
    it is written in. A plain bullet of the run may itself hold named bullets (`- Ils ont :`
    over `- **Robustes :** …`): those are entries of the same text. With `dots` (an entry
    named by a `Nom. texte` lead), its bullets' `Nom. texte` leads name entries too."""
    found: list[Entry] = []
    for run, announced, opener in _nested_runs(blocks):
        top = min(item.depth for item in run)
        above = colon_lead(opener.text) if isinstance(opener, Item) else None
        case_of = above.name if above is not None else None
        entries, loose = find_entries(run, top, clause_items=True, dots=dots, announced=announced, case_of=case_of)
        found.extend(entries)
        found.extend(sub_entries(_lifted([block for block in loose if isinstance(block, Item)], top), dots))
    return found


def _same_name(lead: Lead, name: str) -> bool:
    lead_name = split_name_alt(strip_emphasis(lead.name))[0]
    return slugify(without_placeholder(lead_name)) == slugify(without_placeholder(name))


def without_own_name(blocks: list[Block], name: str) -> tuple[list[Block], list[int]]:
    """The text under a heading or a record named `name`, without that name said again as
    the lead of its first paragraph (`### Lent` over `Lent : La figurine ne peut pas
    courir.`): that paragraph is the heading's own text, not an entry named like the
    heading inside it. The lead's text stays; a label alone (`Lent :` over bullets) goes,
    its lines returned for the caller to account for."""
    first = blocks[0] if blocks else None
    if not isinstance(first, Paragraph):
        return blocks, []
    lead = paragraph_lead(first.text)
    if lead is None or not _same_name(lead, name):
        return blocks, []
    if not lead.text:
        return blocks[1:], first.lines
    return [replace(first, text=lead.text), *blocks[1:]], []


def outside_entries(texts: list[tuple[int, str]], entries: list[Entry]) -> list[tuple[int, str]]:
    """The (line, text) of a rule's `texts` that none of the `entries` named inside it holds:
    the lines scanned for the rule's own dice outcomes. A sub-entry's outcomes (`- **Saut
    Orbital :** … lancez un D10 :` over `  - 1-5 = …`) are its table, named after it, not
    after the rule it is written in."""
    held = {line for entry in entries for line in entry.lines}
    return [(line, text) for line, text in texts if line not in held]


def add_entries(
    builder: SheetBuilder,
    entries: list[Entry],
    section: str | None,
    default_die: str | None,
    parent: str | None,
    bare_placeholders: bool = False,
) -> None:
    """Each entry a rule, then the entries named in its nested bullets, pointing to it (the
    entry keeps its whole text, as a heading keeps the entries under it). With
    `bare_placeholders` (a record's entries), a name written with a parameter placeholder
    (`Malédiction (X)`) is published without it, taking a parameter, as its record's is."""
    for entry in entries:
        name, name_alt = split_name_alt(strip_emphasis(entry.lead.name))
        takes_param = None
        if bare_placeholders and has_placeholder(name):
            name, takes_param = without_placeholder(name), True
        # An entry named `Nom. texte` names its own parts alike (`◦ Réaction tardive. Si…`).
        dots = builder.dot_bullets or entry.lead.kind == "dot"
        nested = sub_entries([entry.opener, *entry.body], dots=dots)
        rule_id = builder.add_rule(
            name,
            name_alt,
            section,
            entry.markdown(),
            entry.lines,
            default_die,
            takes_param=takes_param,
            texts=outside_entries(entry.line_texts(), nested),
            parent_rule_id=parent,
        )
        add_entries(builder, nested, name, default_die, rule_id, bare_placeholders)


def add_description_entries(
    builder: SheetBuilder,
    blocks: list[Block],
    name: str,
    default_die: str | None,
    rule_id: str,
    bare_placeholders: bool = False,
) -> None:
    """The entries named in the description of the rule `rule_id` (a record's lines, a list
    cell's lines), each pointing to it: its `Nom : texte` paragraphs and bullets, in lower
    case too (bulleted by a user's word processor or spreadsheet cell, they are the same
    entries), and the entries nested in those; `bare_placeholders` as `add_entries` takes it."""
    entries, loose = find_entries(blocks, clause_items=True, dots=builder.dot_bullets)
    add_entries(builder, entries, name, default_die, rule_id, bare_placeholders)
    add_entries(builder, sub_entries(loose, builder.dot_bullets), name, default_die, rule_id, bare_placeholders)
