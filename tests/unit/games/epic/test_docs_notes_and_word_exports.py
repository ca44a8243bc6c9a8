"""Epic (`records`) sheets of the family that
tests/unit/games/infinity/test_docs_notes_and_word_exports.py describes (their Infinity
siblings)."""

from __future__ import annotations

import pytest

from pipeline.contract.validate import checked_tables
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
    assert checked_tables(result(file, sheet_format).rows)[1] == []


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
