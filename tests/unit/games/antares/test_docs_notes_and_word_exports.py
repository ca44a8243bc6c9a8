"""Antares: five new faction sheets as other editors export them
(tests/fixtures/sheets/antares-*.md), each read to the values written by hand from the sheet.

- `antares-isorian-gdocs.md`: Google Docs' Markdown: escaped characters (`\\-`, `\\.`, `\\#`,
  `\\+`), a list typed with escaped dashes, leads `**TR (n)\\.**`, `** Mode Phase : **`,
  `__Nom :__`, numbered headings (`## 1\\. Armement`);
- `antares-freeborn-notion.md`: Notion's: blockquote callouts (`> 💡 …`), `<aside>` callouts,
  toggles (a bullet naming the rule over its indented text), `<br>` in cells, firing modes
  in parentheses (`Plasma Carbine (Dispersion)`);
- `antares-ghar-obsidian.md`: Obsidian's: tag lines, callouts `> [!note] Titre`, wikilinks
  `[[Pas de Couvert]]` and `[[tr-n\\|TR2]]` in cells and text, an alphabetical glossary
  under one-letter headings, icons in headings, `Traction [Tractor]`;
- `antares-concord-pandoc.md`: Word through pandoc: a simple table (cells aligned under runs
  of dashes), a grid table, `[]{#_Toc… .anchor}` and `[…]{.underline}` spans, footnotes;
- `antares-boromites-unites.md`: unit, vehicle and equipment tables beside two weapons tables
  (a `Munitions` and a `Coût` column, the same weapon in both, `Mag Cannon*`), headings with
  trailing `#`s and numbers, placeholders `TR (X)`, `[n]`, `Dx`, names `Brèche [Breach] (n)`.
"""

from __future__ import annotations

from pipeline.extract.cells import parse_rule_label
from pipeline.extract.text import has_placeholder, strip_emphasis
from pipeline.parse.readers.blocks import read_blocks
from pipeline.render.context import render_markdown
from tests.antares_tables import rules
from tests.antares_tables import sheet_links as links

# --- Obsidian ------------------------------------------------------------------------------


def test_wikilinks_in_cells_and_text_read_as_their_text():
    sheet = "antares-ghar-obsidian"
    assert links(sheet)[:2] == [
        ("scourer-cannon", "TR3", "TR", "3", "tr-n", "exact"),
        ("scourer-cannon", "Surcharge", "Surcharge", None, "surcharge", "exact"),
    ]
    assert ("gouger-gun", "TR2", "TR", "2", "tr-n", "exact") in links(sheet)
    assert rules(sheet)["Disrupteur"]["text"].endswith("voir aussi Pas de Couvert.")
    assert "[[" not in str(render_markdown(rules(sheet)["Disrupteur"]["text"]))


def test_icons_leave_headings():
    assert {rule["section"] for rule in rules("antares-ghar-obsidian").values()} >= {"Glossaire"}
    document = read_blocks("## 🔫 Armes\n\n### ⚠️ Révolte\n", "x.md")
    assert [block.text for block in document.blocks] == ["Armes", "Révolte"]


# --- Units, vehicles, equipment; placeholders ----------------------------------------------


def test_placeholder_spellings_and_bracketed_values():
    assert all(has_placeholder(name) for name in ("TR (X)", "Tir Rapide [n]", "Déflagration Dx", "Déflagration D(x)"))
    assert not has_placeholder("Dx")
    assert (parse_rule_label("Brèche [2]").name, parse_rule_label("Brèche [2]").param) == ("Brèche", "2")
    assert strip_emphasis("[[tr-n|TR2]], []{#_Toc1 .anchor}[Lent]{.underline}[^3]") == "TR2, Lent"
