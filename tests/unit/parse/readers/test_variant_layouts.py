"""Markdown and free-text sheets: what the metamorphic variants showed the
readers got wrong (tests/unit/parse/test_variants.py), each checked on a small sheet."""

from __future__ import annotations

from pipeline.model.result import ParseResult
from pipeline.model.sheet import SheetEntry
from pipeline.parse.sheet import parse_text
from tests.conftest import rows


def parse(text: str, game: str = "antares", fmt: str = "markdown") -> ParseResult:
    return parse_text(text.encode(), SheetEntry(f"{game}-test", "test.txt", game, None, "Test", fmt))


def test_a_grid_table_whose_rows_lost_their_alignment_reads_by_its_pipes():
    # The rows re-spaced (a tool or a hand taking the padding out): their pipes no longer
    # stand under the borders' `+`, the row's own pipes part its cells.
    text = (
        "# X\n\n## Modificateurs de tir\n\n+-------------------------+----------------+\n"
        "| Situation | Modificateur |\n+=========================+================+\n"
        "| Cible en couvert léger | -1 Acc |\n+-------------------------+----------------+\n"
        "| Ordre Fire | +1 Acc |\n+-------------------------+----------------+\n"
    )
    parsed = parse(text)
    assert rows(parsed.tables["modifiers"], ["name", "value", "value_num"]) == [
        ("Cible en couvert léger", "-1 Acc", -1),
        ("Ordre Fire", "+1 Acc", 1),
    ]
    assert parsed.tables["reference_tables"].empty


def test_a_page_number_between_a_name_and_its_indented_text_parts_no_entry():
    # A PDF's page ends between an ability's name and the text set in under it.
    text = (
        "Cryx – Référence\n\nARMES\n\nDeathripper\nMâchoires\nPOR 0,5   PUI 5   P+S 12\n"
        "Facultés : Critique : Corrosion\n\nFACULTÉS D’ARMES\n\nArme d’hast\n"
        '    L’arme a une allonge de 2".\nCritique\nPage 1\n'
        "    Sur une touche critique, la cible subit l’effet\n    continu nommé après la faculté.\n"
        "Corrosion\n    La figurine subit 1 point de dégâts.\n"
    )
    parsed = parse(text, "warmachine", "freetext")
    assert rows(parsed.tables["rules"], ["name", "section", "text", "parent_rule_id"]) == [
        ("Arme d’hast", "FACULTÉS D’ARMES", 'L’arme a une allonge de 2".', None),
        (
            "Critique",
            "FACULTÉS D’ARMES",
            "Sur une touche critique, la cible subit l’effet continu nommé après la faculté.",
            None,
        ),
        ("Corrosion", "FACULTÉS D’ARMES", "La figurine subit 1 point de dégâts.", None),
    ]
    assert rows(parsed.tables["weapon_rules"], ["label", "rule_id", "param", "match"]) == [
        ("Critique : Corrosion", "warmachine-test:critique", "Corrosion", "exact"),
    ]


def test_bold_written_with_underscores_leads_an_entry_and_autocorrected_inch_marks_read():
    # `__Nom.__` is Markdown's other bold; `20’’` is `20''` after a word processor's
    # autocorrection; a weapon's cell with `'` names the rule written with `’`.
    text = (
        "# X\n\n## Armes\n\n| Arme | Efficace | Longue | Extrême | VI | Règles |\n"
        "|---|---|---|---|---|---|\n| Mag Mortar | 10-30’’ | 40’’ | 50’’ | 2 | SPx2, Arme d'appui |\n\n"
        "## Règles spéciales\n\n__SP, SPx2.__ Tir en surplomb.\n\n__Arme d’appui.__ Elle tire en soutien.\n"
    )
    parsed = parse(text)
    assert rows(parsed.tables["weapon_ranges"], ["band_label", "min", "max"]) == [
        ("Efficace", 10, 30),
        ("Longue", None, 40),
        ("Extrême", None, 50),
    ]
    assert rows(parsed.tables["weapon_rules"], ["label", "rule_id", "param", "match"]) == [
        ("SPx2", "antares-test:sp-spx2", "x2", "exact"),
        ("Arme d'appui", "antares-test:arme-d-appui", None, "exact"),
    ]
