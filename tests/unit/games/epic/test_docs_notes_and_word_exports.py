"""Epic (`records`) sheets; their Infinity (`tabular`) siblings are tested in
tests/unit/games/infinity/test_docs_notes_and_word_exports.py.

Infinity (`tabular`) and Epic (`records`) sheets as users bring them
(tests/fixtures/sheets/): a Google Sheets CSV (`,`, every cell quoted, `"1,5"` decimals, a
`#` comment line, a unit profile table, modes in parentheses); a TSV of two lists parted by
`=====`, each a profile right above a weapons table whose header is on two rows, with `*`
and `PH-3` damage, `1(+1)` burst, `—`/`-`/empty bands, `N+E/M`, `Normale (x2)`, `[***]`
footnote calls and a `CC` trait; Epic records as a spreadsheet's table (declared `records`
or `tabular`), in English, and one a line (`Nom — Type — Portée : texte`). The values
were written by hand from the sheets."""

from __future__ import annotations

import pytest

from pipeline.contract.validate import typed_tables, validate_tables
from tests.unit.games.infinity.test_docs_notes_and_word_exports import kinds, result, rows


@pytest.mark.parametrize(
    ("file", "sheet_format"),
    [
        ("epic-eldars-tableur.tsv", None),
        ("epic-eldars-tableur.tsv", "tabular"),
        ("epic-space-marines-en.txt", None),
        ("epic-orks-lignes.txt", None),
    ],
)
def test_every_line_is_read_and_the_tables_validate(file, sheet_format):
    assert "unparsed" not in kinds(file, sheet_format).values()
    assert validate_tables(typed_tables(result(file, sheet_format).tables)) == []


# Epic: records in a spreadsheet, in English, one a line.


@pytest.mark.parametrize("sheet_format", ["records", "tabular"])
def test_a_records_table_exported_from_a_spreadsheet(sheet_format):
    rules = rows("epic-eldars-tableur.tsv", "rules", sheet_format)
    assert [(r["name"], r["section"], r["scope"], r["takes_param"], r["source_line"]) for r in rules] == [
        ("Tir Rapide (2)", "Capacité Spéciale", "Arme", False, 2),
        ("Bouclier Holo", "Capacité Spéciale", "Unité", True, 3),
        ("Frappe Éclair", "Capacité Spéciale", "Unité", False, 5),
        ("Lance Brillante", "Capacité Spéciale", "Arme", False, 6),
        ("Portée Réduite", "Lance Brillante", None, False, 7),
        ("Tir Indirect", "Capacité Spéciale", "Arme", False, 8),
    ]
    texts = {r["name"]: r["text"] for r in rules}
    assert texts["Bouclier Holo"] == (
        "Le socle dispose d'une sauvegarde invulnérable de X+ contre les tirs.\n\n"
        "Cette sauvegarde ne s'applique pas en Assaut."
    )
    assert texts["Tir Indirect"] is None
    assert kinds("epic-eldars-tableur.tsv", sheet_format)[1] == "table_header"


def test_english_records():
    rules = rows("epic-space-marines-en.txt", "rules")
    assert [(r["name"], r["section"], r["scope"], r["takes_param"]) for r in rules] == [
        ("And They Shall Know No Fear", "Special Rule", "Unit", False),
        ("Teleport", "Special Rule", "Unit", True),
        ("Lance", "Special Rule", "Weapon", False),
    ]


def test_records_written_one_a_line():
    rules = rows("epic-orks-lignes.txt", "rules")
    assert [(r["name"], r["section"], r["scope"], r["takes_param"], r["source_line"]) for r in rules] == [
        ("Kulte de la Vitesse", "Capacité Spéciale", "Unité", False, 3),
        ("Waaagh!", "Capacité Spéciale", "Unité", True, 4),
        ("Bidouille", "Capacité Spéciale", "Arme", False, 5),
        ("Kustom Force Field", "Capacité Spéciale", "Unité", False, 6),
    ]
    assert rules[2]["text"] == "Avant chaque tir, lancez un D6 ; sur un 1, l'arme explose et le socle subit une touche."
    assert kinds("epic-orks-lignes.txt")[1] == "heading"
