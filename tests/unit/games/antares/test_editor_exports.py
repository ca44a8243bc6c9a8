"""Antares: five new faction sheets as other editors and tools write them
(tests/fixtures/sheets/antares-*.md), each read to the values written by hand from the sheet.

- `antares-ghar-parias.md`: a YAML front matter block, HTML comments (a line, several lines,
  inside a cell), Setext headings over `###` entries, a pipe table without outer pipes and
  with alignment colons, rule items as Markdown links and parted by `<br>`;
- `antares-isorian-cp1252.md`: Windows-1252 with CRLF, ranges in `po`, the VI before the
  bands, a `Points` column, no-break spaces before `:`, glossary `**Nom** — texte`;
- `antares-concord-c3.md`: UTF-8 with a BOM, the weapons in three tables, ranges in
  `pouces` and `''`, `SP x3`, `Blast D10`, `TR 3`, glossaries as numbered lists (`1.`,
  `1)`), hard line breaks (two trailing spaces);
- `antares-boromites-tectoristes.md`: trailing spaces and tabs on every line, tab-indented
  `*` bullets, HTML character references (`&nbsp;`, `&rsquo;`, `&#8209;`), escaped pipes
  in cells, a firing mode on a row of its own (`- Charge`);
- `antares-algoryn-ia.md`: bare numbers under headers naming the unit (`Efficace (po)`),
  narrow no-break spaces inside numbers (`1 000`) and before `:`, `+` bullets.
"""

from __future__ import annotations

from pipeline.render.context import sheet_weapons
from tests.conftest import antares_fixture as result

# --- Ghar Outcasts: front matter, comments, Setext, tables without outer pipes -------------


def test_the_rules_column_and_the_reference_sheet_give_the_rules_as_they_print():
    frame = result("antares-ghar-parias").tables["weapons"].set_index("name")
    assert frame.loc["Scourer Cannon", "rules"] == "TR4, Arme de Récupération"
    assert frame.loc["Scourer Cannon", "rules_raw"] == "[TR4](#tr-n), [Arme de Récupération](#arme-de-recuperation)"
    assert frame.loc["Tractor Maul", "rules"] == "Lent, Brèche (1)"
    _, headers, printed = sheet_weapons(result("antares-ghar-parias").tables, "antares")
    cells = {weapon["name"]: dict(zip(headers, weapon["cells"], strict=True)) for weapon in printed}
    assert cells["Tractor Maul"]["Règles spéciales"] == "Lent, Brèche (1)"
    assert cells["Flicker Grenades"]["Règles spéciales"] == "Déflagration D3"
