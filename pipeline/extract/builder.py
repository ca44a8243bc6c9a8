"""Collects a sheet's rows and the fate of every source line while it is extracted."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from pipeline.extract.leads import item_lead, paragraph_lead
from pipeline.extract.names import is_short_form, name_forms, rule_key, rule_kind, sort_alt_names
from pipeline.extract.names import takes_param as name_takes_param
from pipeline.extract.rolls import RollRow, last_die, prose_rolls
from pipeline.extract.sections import plain_text, section_name
from pipeline.extract.text import fold, slugify, strip_emphasis, without_footnote_mark
from pipeline.model.document import Document, Heading, Item, Paragraph, Record, Table
from pipeline.model.result import ParseResult, typed_coverage

# Columns that hold a rule id, in any table: filled with provisional ids until the end.
_RULE_ID_COLUMNS = ("rule_id", "parent_rule_id")
# Texts up to this length are kept once per sheet however many rows repeat them.
_SHARED_TEXT_LENGTH = 80


@cache
def _row_holder(table: str) -> type:
    """The class whose instances' attributes hold the rows of `table` (see `SheetBuilder.add`)."""
    return type(f"{table}_row", (), {})


def line_constructs(document: Document) -> dict[int, str]:
    """What each line of the document looks like: a table row, a heading, a bullet or a
    paragraph that names an entry, a plain bullet or paragraph, a record."""
    constructs: dict[int, str] = {}
    for block in document.blocks:
        if isinstance(block, Table):
            kind = "table row"
        elif isinstance(block, Heading):
            kind = "heading"
        elif isinstance(block, Item):
            kind = "named bullet" if item_lead(block.text) else "bullet"
        elif isinstance(block, Paragraph):
            kind = "named paragraph" if paragraph_lead(block.text) else "paragraph"
        elif isinstance(block, Record):
            kind = "record"
        else:
            kind = "line"
        for line in block.lines:
            constructs.setdefault(line, kind)
    return constructs


def _names_another_rule(name: str, alt: str | None, names: set[str]) -> bool:
    """Whether `alt`, a name's parenthesis, is one word naming another of the sheet's rules
    (`names`, folded), not the name's own short form (`Shock (SH)`) nor its kind (`Acide
    (Animus)` under the heading `ANIMUS`: a tag, see `names.rule_kind`)."""
    return (
        alt is not None
        and len(alt.split()) == 1
        and rule_kind(alt) is None
        and fold(alt) in names
        and fold(alt) != fold(name)
        and not is_short_form(alt, name)
    )


def _children_names(rules: list[dict[str, Any]]) -> dict[str, set[str]]:
    """The names (folded) of the entries written inside each rule, by the rule's id: `• FIRE
    (Tir)` over `- **Tir :** …` names its own first part in its parenthesis, which is then its
    other-language name, not what it applies to."""
    children: dict[str, set[str]] = {}
    for row in rules:
        if row["parent_rule_id"]:
            children.setdefault(row["parent_rule_id"], set()).add(fold(row["name"]))
    return children


@dataclass
class _RuleName:
    name: str
    section: str | None
    parent: str | None
    takes_param: bool | None  # as the reader saw it; None: as the name says


@dataclass
class SheetBuilder:
    document: Document
    sheet_id: str
    game: str = ""
    # Whether the sheet names its entries by bullets `Nom. texte` (see `entries.names_by_dots`).
    dot_bullets: bool = False
    rows: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    claims: dict[int, tuple[str, str | None]] = field(default_factory=dict)
    report: dict[str, Any] = field(default_factory=dict)
    _ids: set[str] = field(default_factory=set)
    _rules: dict[str, _RuleName] = field(default_factory=dict)
    _rolled_lines: set[int] = field(default_factory=set)
    _table_names: dict[tuple[str, str], int] = field(default_factory=dict)
    # Tables whose part going on (`… (suite)`) came first, in a sheet whose sections a
    # volunteer reordered: the table itself, when it comes, is that one.
    _named_by_going_on: set[tuple[str, str]] = field(default_factory=set)
    _texts: dict[str, str] = field(default_factory=dict)
    _positions: Counter[tuple[str, str]] = field(default_factory=Counter)

    def __post_init__(self) -> None:
        # What the reader set aside (comments, front matter) is accounted for as such.
        for line, kind in self.document.skipped.items():
            self.claims[line] = (kind, None)

    def add(self, table: str, **row: Any) -> None:
        # Rows repeat the same short texts (rule labels, parameters, band labels): one
        # object each, so a sheet of a hundred thousand weapons does not hold them by the
        # hundred thousand.
        holder = _row_holder(table)()
        for name, value in row.items():
            if type(value) is str and len(value) <= _SHARED_TEXT_LENGTH:
                value = self._texts.setdefault(value, value)
            setattr(holder, name, value)
        # The attributes of one class's instances are a dict whose key table is shared
        # (CPython): a table's rows keep its column names once, a third of a plain dict.
        self.rows.setdefault(table, []).append(holder.__dict__)

    def next_position(self, table: str, group: str) -> int:
        """The printed order (from 1) of the next row of `table` in `group` (a modifier in
        its section), counted as rows are added rather than by going over them again."""
        self._positions[(table, group)] += 1
        return self._positions[(table, group)]

    def claim(self, lines: list[int], kind: str, ref: str | None = None) -> None:
        """Record where source lines went; the first claim of a line wins. A line claims
        the lines its block's text wraps onto, or its row's quoted cells run on."""
        continued = self.document.continued
        for line in lines:
            self.claims.setdefault(line, (kind, ref))
            for more in continued.get(line, ()):
                self.claims.setdefault(more, (kind, ref))

    def new_id(self, *parts: str) -> str:
        """`sheet_id:slug[:slug]`, for rows whose name is unique in the sheet (weapons)."""
        base = ":".join([self.sheet_id, *(slugify(part) for part in parts)])
        candidate, counter = base, 1
        while candidate in self._ids:
            counter += 1
            candidate = f"{base}-{counter}"
        self._ids.add(candidate)
        return candidate

    def note(self, key: str, entry: Any) -> None:
        self.report.setdefault(key, []).append(entry)

    def table_note(self, section: str | None, lines: list[int], text: str) -> None:
        """A note under a table (`\\* Arme lourde : …`, `Voir aussi …`): neither a rule nor
        the section's text, a row of `notes` (and listed in the report)."""
        self.claim(lines, "table_note", section)
        self.note("table_notes", {"section": section, "source_line": lines[0], "text": text})
        self._add_note(lines[0], section, "table_note", None, text)

    def footnote(self, section: str | None, lines: list[int], label: str, text: str) -> None:
        """A Markdown footnote (`[^1]: …`), wherever it stands: a row of `notes` (and
        listed in the report)."""
        self.claim(lines, "footnote", section)
        self.note("footnotes", {"label": label, "source_line": lines[0], "text": text})
        self._add_note(lines[0], section, "footnote", label, text)

    def remark(self, section: str | None, lines: list[int], text: str) -> None:
        """A translator's or compiler's remark (`NdT : …`, `N.B. : …`) standing on its own:
        about the sheet, no rule nor a rule's text; a row of `notes`."""
        self.claim(lines, "remark", section)
        self._add_note(lines[0], section, "remark", None, text)

    def column_note(self, section: str | None, line: int, label: str, text: str) -> None:
        """A weapon's remark in a table's column of remarks (`Notes`): a row of `notes` on
        the weapon's line (which the weapon claims), labelled by the column's header."""
        self._add_note(line, section, "column_note", label, text)

    def change_log_note(self, section: str | None, line: int, text: str) -> None:
        """An entry of the sheet's history of changes (`v1.2 : Hail Cannon ajouté`, an
        `ERRATA` section's bullet): no rule of the game, a row of `notes` (kind `changelog`)
        whose lines the caller claims."""
        self._add_note(line, section, "changelog", None, text)

    def _add_note(self, line: int, section: str | None, kind: str, label: str | None, text: str) -> None:
        row = {"sheet_id": self.sheet_id, "source_line": line, "section": section, "kind": kind, "label": label}
        self.add("notes", **row, text=text)

    # --- rows every game writes ------------------------------------------------------

    def add_rule(
        self,
        name: str,
        name_alt: str | None,
        section: str | None,
        text: str | None,
        lines: list[int],
        default_die: str | None = None,
        scope: str | None = None,
        takes_param: bool | None = None,
        texts: list[tuple[int, str]] = (),
        parent_rule_id: str | None = None,
        asked_die: str | None = None,
    ) -> str:
        """One `rules` row; returns its id (final once the sheet is done, see `result`).

        `texts` (line, text) are scanned for dice outcomes written as prose, each line once
        (a rule inside another does not repeat its parent's dice table); `asked_die`, the die
        the rule's name asks for (`SURCHAUFFE (d6)`), rolls the outcome lines its text opens with."""
        rule_id = f"{self.sheet_id}:rule#{len(self._rules) + 1}"
        # A note's call on the name (`Tir spéculatif¹`) is no part of it: the note is the section's.
        name = without_footnote_mark(name)
        self._rules[rule_id] = _RuleName(name, section, parent_rule_id, takes_param)
        self.add(
            "rules",
            rule_id=rule_id,
            sheet_id=self.sheet_id,
            name=name,
            name_alt=name_alt,
            section=section,
            scope=scope,
            takes_param=takes_param,  # known once the whole sheet is (`_name_rules`)
            text=text or None,
            text_plain=plain_text(text) if text else None,
            source_line=min(lines),
            parent_rule_id=parent_rule_id,
        )
        self.claim(lines, "rule", rule_id)
        if default_die:
            die = last_die([line_text for _, line_text in texts]) or default_die
            fresh = [(line, strip_emphasis(line_text)) for line, line_text in texts if line not in self._rolled_lines]
            self._rolled_lines.update(line for line, _ in texts)
            self.add_rolls(name, asked_die or die, prose_rolls(fresh, default_die, asked_die))
        return rule_id

    def rule_count(self) -> int:
        """How many rules were added so far: a mark for `adopt`."""
        return len(self._rules)

    def rules_since(self, since: int) -> list[dict[str, Any]]:
        """The `rules` rows added after the mark `since` (`rule_count`), in order."""
        ids = set(list(self._rules)[since:])
        return [row for row in self.rows.get("rules", []) if row["rule_id"] in ids]

    def adopt(self, since: int, parent_rule_id: str) -> None:
        """Point the rules of their own added after the mark `since` (`rule_count`) to
        `parent_rule_id`, the rule of the section they were read in, added after them (a
        section's list rows are read before its own text)."""
        adopted = {
            rule_id
            for rule_id, rule in list(self._rules.items())[since:]
            if rule.parent is None and rule_id != parent_rule_id
        }
        for rule_id in adopted:
            self._rules[rule_id].parent = parent_rule_id
        for row in self.rows.get("rules", []):
            if row["rule_id"] in adopted:
                row["parent_rule_id"] = parent_rule_id

    def _parents_first(self) -> list[str]:
        """The rule ids, each parent before the rules inside it (a section's rule is added
        after the list rules it adopts)."""
        ordered: dict[str, None] = {}

        def visit(rule_id: str) -> None:
            parent = self._rules[rule_id].parent
            if parent is not None and parent in self._rules and parent not in ordered:
                visit(parent)
            ordered.setdefault(rule_id)

        for rule_id in self._rules:
            visit(rule_id)
        return list(ordered)

    def table_name(self, kind: str, name: str) -> str:
        """`name`, or `name (2)` for the second table of that kind named so in the sheet; a
        table named as going on (`Dégâts des Mhagris (suite)`, under a page break) is the last
        one named so, its rows read on."""
        going_on = section_name(name)
        if going_on != name:
            if (kind, going_on) not in self._table_names:
                self._table_names[(kind, going_on)] = 1
                self._named_by_going_on.add((kind, going_on))
            count = self._table_names[(kind, going_on)]
            return going_on if count == 1 else f"{going_on} ({count})"
        if (kind, name) in self._named_by_going_on:
            self._named_by_going_on.discard((kind, name))
            return name
        count = self._table_names[(kind, name)] = self._table_names.get((kind, name), 0) + 1
        return name if count == 1 else f"{name} ({count})"

    def add_rolls(self, table_name: str, dice: str, rows: list[RollRow]) -> None:
        if not rows:
            return
        table_name = self.table_name("roll_tables", table_name)
        for row in rows:
            self.add(
                "roll_tables",
                sheet_id=self.sheet_id,
                table_name=table_name,
                dice=row.dice or dice,
                roll_from=row.roll_from,
                roll_to=row.roll_to,
                # As it prints: a sheet's emphasis (`se jette **Down**`) is no text of the outcome.
                result=strip_emphasis(row.result),
                source_line=row.line,
            )

    # --- the end of a sheet ----------------------------------------------------------

    def _final_rule_ids(self) -> dict[str, str]:
        """Ids that do not depend on the order of the sheet: the slug of the name, with the
        slug of its section where two rules share a name, and a number only where two
        rules share name and section."""
        bases = {rule_id: slugify(rule.name) for rule_id, rule in self._rules.items()}
        shared = Counter(bases.values())
        final: dict[str, str] = {}
        used: Counter[str] = Counter()
        for rule_id, rule in self._rules.items():
            base = f"{self.sheet_id}:{bases[rule_id]}"
            if shared[bases[rule_id]] > 1:
                base += f"--{slugify(rule.section or 'fiche')}"
            used[base] += 1
            final[rule_id] = base if used[base] == 1 else f"{base}-{used[base]}"
        return final

    def keep_named_parameters(self) -> None:
        """`Immunité (E/M)`, `Immunité (Shock)`: a parenthesis of one word naming another rule
        of the sheet says what the rule applies to, so it is part of the name, neither its
        abbreviation nor its other-language name (two such rules would otherwise both be
        `Immunité`). A parenthesis of several words naming one (`SPECIAL AMMO (MUNITIONS
        SPÉCIALES)`) is the name in the other language, as a name is words. Run before the
        rules are indexed for links, and again at the end."""
        rules = self.rows.get("rules", [])
        names = {fold(row["name"]) for row in rules}
        children = _children_names(rules)
        for row in rules:
            own = children.get(row["rule_id"], set())
            if _names_another_rule(row["name"], row["name_alt"], names) and fold(row["name_alt"]) not in own:
                row["name"], row["name_alt"] = f"{row['name']} ({row['name_alt']})", None
                self._rules[row["rule_id"]].name = row["name"]

    def _name_rules(self) -> None:
        """What only the whole sheet tells: each rule's game-wide key (an entry named inside
        another is keyed under it), and what its parenthesis holds."""
        rules = self.rows.get("rules", [])
        # `TR2` is TR with 2 only where TR is a rule of the sheet; `T2` alone is a name.
        printed = [name for row in rules for name in (row["name"], row["name_alt"]) if name]
        names = {fold(form) for name in printed for form in name_forms(name)}
        keys: dict[str, str] = {}
        for rule_id in self._parents_first():
            rule = self._rules[rule_id]
            parent_key = keys.get(rule.parent) if rule.parent else None
            keys[rule_id] = rule_key(self.game, rule.name, parent_key, names.__contains__)
        alt_names = sort_alt_names([(row["name"], row["name_alt"]) for row in rules])
        for row, alt in zip(rules, alt_names, strict=True):
            rule = self._rules[row["rule_id"]]
            row["rule_key"] = keys[row["rule_id"]]
            if rule.takes_param is None:
                row["takes_param"] = name_takes_param(rule.name, names.__contains__)
            row.update(name_en=alt.name_en, abbreviation=alt.abbreviation, tag=alt.tag)
        # One key, one answer: `Medic (n)` in a glossary and a `MEDIC` section both take it.
        with_param = {row["rule_key"] for row in rules if row["takes_param"]}
        for row in rules:
            row["takes_param"] = row["rule_key"] in with_param

    def _rename_rules(self, final: dict[str, str]) -> None:
        for rows in self.rows.values():
            for row in rows:
                for column in _RULE_ID_COLUMNS:
                    if row.get(column) in final:
                        row[column] = final[row[column]]
        for line, (kind, ref) in list(self.claims.items()):
            if ref in final:
                self.claims[line] = (kind, final[ref])
        for entries in self.report.values():
            for entry in entries if isinstance(entries, list) else []:
                if isinstance(entry, dict) and entry.get("rule_id") in final:
                    entry["rule_id"] = final[entry["rule_id"]]

    def coverage(self) -> Any:
        """Every non-blank line and what took it; a line nothing took says what it looks like."""
        constructs = line_constructs(self.document)
        records = []
        for line in self.document.nonblank_lines:
            kind, ref = self.claims.get(line, ("unparsed", None))
            unparsed = kind == "unparsed"
            records.append(
                {
                    "source_line": line,
                    "kind": kind,
                    "ref": ref,
                    "text": self.document.texts[line] if unparsed else None,
                    "construct": constructs.get(line, "line") if unparsed else None,
                }
            )
        return typed_coverage(records)

    def result(self) -> ParseResult:
        self.keep_named_parameters()
        self._name_rules()
        self._rename_rules(self._final_rule_ids())
        return ParseResult(rows=self.rows, coverage=self.coverage(), report=self.report)
