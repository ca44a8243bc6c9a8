"""Epic record sheets that read the same however they are written: a list in a record's
description whatever its marker, in a line record or a spreadsheet's cell; English and
French labels in any record order; empty rows between the rows of a records table."""

from __future__ import annotations

from pipeline.model.result import ParseResult
from pipeline.model.sheet import SheetEntry
from pipeline.parse.sheet import parse_text


def parse(text: str, file_name: str = "essai.txt") -> ParseResult:
    entry = SheetEntry("essai", file_name, "epic", None, "Essai", "records", "fr")
    return parse_text(text.encode("utf-8"), entry)


def rules(result: ParseResult) -> list[dict]:
    return result.rows["rules"]


NESTED_LIST = """\
Esprit de Vengeance
Capacité Spéciale
Unité
Esprit de Vengeance
Le détachement gagne les capacités suivantes :
  {marker} Guide : Relancez un jet pour toucher raté par tour.
  {marker} Fatalité : Les ennemis à 15 cm ou moins subissent -1 à leurs sauvegardes.
Ces capacités ne se cumulent pas.
"""


def test_a_list_in_a_record_is_one_markdown_list_whatever_its_marker():
    expected = (
        "Le détachement gagne les capacités suivantes :\n\n"
        "- Guide : Relancez un jet pour toucher raté par tour.\n"
        "- Fatalité : Les ennemis à 15 cm ou moins subissent -1 à leurs sauvegardes.\n\n"
        "Ces capacités ne se cumulent pas."
    )
    for marker in ("-", "*", "•"):
        found = rules(parse(NESTED_LIST.format(marker=marker)))
        assert found[0]["text"] == expected, marker
        assert found[0]["text_plain"].split("\n")[2] == "• Guide : Relancez un jet pour toucher raté par tour."
        assert [(rule["name"], rule["text"]) for rule in found[1:]] == [
            ("Guide", "Relancez un jet pour toucher raté par tour."),
            ("Fatalité", "Les ennemis à 15 cm ou moins subissent -1 à leurs sauvegardes."),
        ]


def test_a_list_in_a_records_table_cell_is_the_records_list():
    sheet = (
        "Nom\tType\tPortée\tDescription\n"
        'Esprit de Vengeance\tCapacité Spéciale\tUnité\t"Le détachement gagne les capacités suivantes :\n'
        "• Guide : Relancez un jet pour toucher raté par tour.\n"
        '• Fatalité : Les ennemis à 15 cm ou moins subissent -1 à leurs sauvegardes."\n'
    )
    found = rules(parse(sheet, "essai.tsv"))
    assert found[0]["text"] == (
        "Le détachement gagne les capacités suivantes :\n\n"
        "- Guide : Relancez un jet pour toucher raté par tour.\n"
        "- Fatalité : Les ennemis à 15 cm ou moins subissent -1 à leurs sauvegardes."
    )
    assert [(rule["name"], rule["parent_rule_id"]) for rule in found[1:]] == [
        ("Guide", "essai:esprit-de-vengeance"),
        ("Fatalité", "essai:esprit-de-vengeance"),
    ]


def _record(name: str, kind: str, scope: str) -> str:
    return f"{name}\n{kind}\n{scope}\n{name}\nLe détachement relance ses tests de moral ratés.\n\n"


def test_as_many_english_as_french_labels_read_in_french_in_any_record_order():
    english = _record("Possédé", "Special Rule", "Unit")
    french = _record("Marque de Khorne", "Capacité Spéciale", "Unité")
    for sheet in (english + french, french + english):
        labels = {(rule["name"], rule["section"], rule["scope"]) for rule in rules(parse(sheet))}
        assert labels == {
            ("Possédé", "Capacité Spéciale", "Unité"),
            ("Marque de Khorne", "Capacité Spéciale", "Unité"),
        }


def test_equally_frequent_spellings_of_a_label_give_one_in_any_record_order():
    lower = _record("Possédé", "capacité spéciale", "unité")
    capitalised = _record("Marque de Khorne", "Capacité Spéciale", "Unité")
    for sheet in (lower + capitalised, capitalised + lower):
        labels = {(rule["section"], rule["scope"]) for rule in rules(parse(sheet))}
        assert labels == {("Capacité Spéciale", "Unité")}


def test_empty_rows_between_the_rows_of_a_records_table():
    sheet = (
        "Nom\tType\tPortée\tDescription\n"
        "Tir Indirect\tCapacité Spéciale\tArme\tL'arme peut tirer hors de vue.\n"
        "\n"
        "Lance Brillante\tCapacité Spéciale\tArme\t\"Ignore les sauvegardes d'armure des Véhicules.\n"
        "Portée Réduite : à plus de 30 cm, l'arme perd cette capacité.\"\n"
        "\n"
        "Frappe Éclair\tCapacité Spéciale\tUnité\tLe détachement se déplace de 10 cm de plus en Charge.\n"
    )
    result = parse(sheet, "essai.tsv")
    found = [(rule["name"], rule["scope"], rule["parent_rule_id"], rule["source_line"]) for rule in rules(result)]
    assert found == [
        ("Tir Indirect", "Arme", None, 2),
        ("Lance Brillante", "Arme", None, 4),
        ("Portée Réduite", None, "essai:lance-brillante", 5),
        ("Frappe Éclair", "Unité", None, 7),
    ]
    assert result.coverage["kind"].tolist() == ["table_header", "rule", "rule", "rule", "rule"]


def test_a_table_of_as_many_columns_after_an_empty_row_is_no_records_of_the_table_above():
    sheet = (
        "Nom\tType\tPortée\tDescription\n"
        "Vol\tCapacité Spéciale\tUnité\tLe socle vole.\n"
        "\n"
        "Arme\tPortée\tPUI\tNotes\n"
        "Lance\t30 cm\tAP5+\t-\n"
    )
    result = parse(sheet, "essai.tsv")
    assert [rule["name"] for rule in rules(result)] == ["Vol"]
    assert result.coverage["kind"].tolist() == ["table_header", "rule", "table_header", "reference_table"]
