"""The line-record reader of `records` sheets (Epic abilities), each construct on a few lines of
its own. The whole sheets are tested in tests/unit/games/epic/."""

from __future__ import annotations

from tests.tabrec import inline, named, parse_inline, texts_of
from tests.unit.games.infinity.test_fuller_sheets import kinds_of

# Constructs the whole sheets of tests/unit/games/epic/test_fuller_sheets.py carry.


def records(text: str) -> dict[str, list[dict]]:
    return inline(text, "epic", "inline.txt", "records")


def test_a_kind_label_heading_the_records_is_no_broken_header():
    """Before, `Capacités spéciales` over the introduction refused the sheet (`bad-record`)."""
    sheet = (
        "Capacités spéciales\nCes capacités complètent le livre de règles.\n\n"
        "Foule\nCapacité Spéciale\nUnité\nFoule\nLe détachement compte ses socles.\n"
    )
    found = records(sheet)
    assert named(found) == [("Foule", None, 4), ("Capacités spéciales", None, 1)]
    assert texts_of(found)["Foule"] == "Le détachement compte ses socles."


def test_parts_after_the_records_are_read_as_tables_not_as_the_last_record():
    """Before, everything after the last record was its text: the profiles, the dice table."""
    sheet = (
        "Foule\nCapacité Spéciale\nUnité\nFoule\nLe détachement compte ses socles.\n\n"
        "PROFILS DES UNITÉS\nUnité\tType\tVitesse\nBoyz\tINF\t15 cm\nTotal : 3000 pts en général.\n\n"
        "TABLEAU DE WAAAGH (D6)\n1-3 : rien ne se passe.\n4-6 : les Orks avancent de 5 cm.\n"
    )
    found = records(sheet)
    assert named(found) == [("Foule", None, 1)]
    assert texts_of(found)["Foule"] == "Le détachement compte ses socles."
    assert [(cell["table_name"], cell["value"]) for cell in found["reference_tables"]] == [
        ("PROFILS DES UNITÉS", "Boyz"),
        ("PROFILS DES UNITÉS", "INF"),
        ("PROFILS DES UNITÉS", "15 cm"),
    ]
    assert [(row["table_name"], row["roll_from"], row["roll_to"]) for row in found["roll_tables"]] == [
        ("TABLEAU DE WAAAGH", 1, 3),
        ("TABLEAU DE WAAAGH", 4, 6),
    ]
    assert kinds_of(parse_inline(sheet, "inline.txt", "epic", "records"))[10] == "table_note"


def test_a_contents_title_names_the_part_that_ends_a_record():
    """Before, `Profils` after a blank line went on the last record's text."""
    sheet = (
        "Table des matières\nCapacités\t2\nProfils\t5\n\nFoule\nCapacité Spéciale\nUnité\nFoule\nTexte.\n\n"
        "Profils\nUnité\tType\tVitesse\nBoyz\tINF\t15 cm\n"
    )
    found = records(sheet)
    assert texts_of(found)["Foule"] == "Texte."
    assert {cell["value"] for cell in found["reference_tables"]} == {"Boyz", "INF", "15 cm"}


def test_words_second_level_bullet_in_a_record():
    """Before, `o<TAB>Fureur : …` (Word's list saved as text) went on the bullet above it."""
    sheet = (
        "Marque\nCapacité Spéciale\nUnité\nMarque\nUne Marque au choix :\n"
        "•\tKhorne : +1 en Assaut ; la formation doit charger si elle le peut.\n"
        "o\tFureur : une formation de Khorne qui gagne un Assaut avance encore de 10 cm.\n"
    )
    assert named(records(sheet))[1:] == [("Khorne", "inline:marque", 6), ("Fureur", "inline:khorne", 7)]


def test_credit_lines_a_faq_and_page_references_name_no_entry():
    """Before, `Sources : …` under a title, `Q :` and `R :` and `Foule : p. 2` were entries."""
    title = named(inline("AIDE DE JEU\nSources : livre de base, p. 12.\n", "epic", "inline.txt", "freetext"))
    assert title == [("AIDE DE JEU", None, 1)]
    faq = inline("FAQ\n\nQ : Peut-on tirer en Assaut ?\nR : Oui, avec un malus.\n", "epic", "inline.txt", "freetext")
    assert named(faq) == [("FAQ", None, 1)]
    assert texts_of(faq)["FAQ"] == "Q : Peut-on tirer en Assaut ?\n\nR : Oui, avec un malus."
    pages = inline("Renvois\n\nFoule : p. 2\n", "epic", "inline.txt", "freetext")
    assert named(pages) == [("Renvois", None, 1)]
