"""Antares: four faction sheets as users bring them from places the other
fixture sheets do not come from (tests/fixtures/sheets/antares-*.md). Every expected value below was
written by hand from the sheet, before the parser was run on it.

- `antares-concord-forum.md`: a forum post's BBCode (XenForo, phpBB): `[b]…[/b]`, `[i]`,
  `[u]`, `[size=150]`, `[color=#cc0000]`, the weapons as `[TABLE][TR][TH]…[TD]…` (a row a
  line), the rules and modifiers as `[list]` / `[*]` items;
- `antares-ghar-sphinx.md`: reStructuredText pasted from a club's Sphinx site: a title over-
  and underlined with `=`, sections underlined with `~` and `^`, simple tables between
  `====  ====` borders (top, under the header, bottom), `.. admonition:: Titre` directives,
  the rules as a definition list (a name over its indented text);
- `antares-freeborn-tableur.md`: a spreadsheet turned into Markdown by a converter: the merged
  `Portée` cell over `Efficace | Longue | Extrême` becomes a header on two rows (the lower
  one the table's first body row), ranges as `10"-30"`, and a change log
  (`## Historique des versions`) whose `- **v1.2 (mars 2024) :** …` bullets are no rules;
- `antares-isorian-discord.md`: a Discord message: headings as `__**ARMEMENT**__`, the
  weapons and modifiers as space-aligned columns inside ``` fences (one with a language
  tag), rule items parted by ` / `, `SP ×2` with a multiplication sign.

A BBCode table with a range that is no range (`2O"`, a letter O) is refused with its line
and column, as a pipe table's would be.
"""

from __future__ import annotations

# --- the constructs, wherever they appear -----------------------------------------------


def test_spaced_slash_parts_items_a_glued_one_does_not() -> None:
    from pipeline.extract.cells import parse_rule_label, split_rules_cell

    assert split_rules_cell("Lent / Perforant") == ["Lent", "Perforant"]
    assert split_rules_cell("Rés/ Impact Variable, Grenade") == ["Rés/ Impact Variable", "Grenade"]
    label = parse_rule_label("SP ×2")
    assert (label.label, label.name, label.param) == ("SP ×2", "SP", "x2")
