"""Antares: five new faction sheets as users bring them
(tests/fixtures/sheets/antares-*.md), each read to the values written by hand from the sheet.

- `antares-algoryn-html.md`: raw HTML tables (`<table><thead><tr><th>…`) as a WYSIWYG editor
  or a copy from a web page leaves them: rows on one line or several, `<strong>`, `<em>`;
- `antares-freeborn-typo.md`: a BOM and CRLF, no-break and narrow no-break spaces before
  `:` and in `100 "`, closed ATX headings (`## Armes ##`), headings in capitals, a bold line
  as a heading, a tab-indented nested bullet;
- `antares-concord-notes.md`: bold and italic cells (`**20"**`), a trailing empty column
  left out of some rows, note calls on names (`Compression Cannon¹`, `Mag Mortar*`) with the
  notes under the table, a table going on after `*Suite du tableau page suivante*`;
- `antares-ghar-formes.md`: `10"–30"`, `10 à 30"`, `jusqu'à 20"`, `VI 2`, `VI : 4`,
  `2 (max 10)`, rule items parted by `;` or ` et `, `TR(3)`, `TR 3`;
- `antares-boromites-deflist.md`: a glossary as a definition list, a term with two
  definitions, a mode column under an empty header cell.
"""

from __future__ import annotations

import pytest

from pipeline.extract.cells import split_rules_cell
from pipeline.model.errors import SheetError
from pipeline.parse.readers.wrapping import is_continued_note
from tests.conftest import parse_antares as parse

# --- HTML tables ---------------------------------------------------------------------------


def test_a_minified_html_table_is_refused_with_its_line_not_read_as_rule_text():
    # Each row of a sheet is a line of its own: a table whose rows share one line cannot be
    # read as one, and passing it for the text of the section above would lose its weapons.
    sheet = (
        "# Algoryn\n\n## Armes\n\n"
        "<table><tr><th>Arme</th><th>Efficace</th><th>VI</th></tr>"
        '<tr><td>Mag Gun</td><td>20"</td><td>1</td></tr></table>\n'
    )
    with pytest.raises(SheetError) as raised:
        parse(sheet)
    assert (raised.value.file, raised.value.line, raised.value.code) == ("antares-test.md", 5, "html-rows-on-one-line")
    assert "on a line of its own" in str(raised.value)


# --- Notes and a table continued -----------------------------------------------------------


def test_continued_notes_and_note_calls_in_rules_cells():
    for line in (
        "*Suite du tableau page suivante*",
        "(suite au verso)",
        "Suite page 4",
        "Voir page suivante",
        "(à suivre)",
    ):
        assert is_continued_note(line), line
    for line in ("Suite à une charge, l'unité se regroupe.", "## Règles (suite)", "Suivant"):
        assert not is_continued_note(line), line
    assert split_rules_cell("Compresseur¹, Pas de Couvert†") == ["Compresseur", "Pas de Couvert"]
