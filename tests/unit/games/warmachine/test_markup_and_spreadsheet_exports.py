"""Warmachine: references as a PDF, a spreadsheet's `;` export and word
processors leave them (tests/fixtures/sheets/warmachine-*), every value checked by hand.

- warmachine-cryx-pdf.txt: a copy from a PDF: `Page 1 / 3`, `Page 2 sur 3`, the title (in
  lower case) repeated at the top of each page, model names over their weapons' cards, the
  abilities' names on their own lines with their text indented under them, curly
  apostrophes, ligatures, a word cut by hyphenation and a compound word cut at its hyphen;
- warmachine-colonnes-vides.txt: a weapons table aligned with spaces, cells left empty;
- warmachine-export-pointvirgule.csv: a `;` export (BOM, CRLF, an inch mark doubled in a quoted cell, trailing
  empty cells), English and French column labels, ranges in `po`, `Faculté;Description`;
- warmachine-capitales.txt: `NOM : texte` in capitals, cards labelled `Range` / `Power`;
- warmachine-franglais.txt: French and English labels (`RNG 2"`, `Portée 14 po`), stats parted by `|`;
- warmachine-retraits.txt: names over tab-indented texts, `Lancez 2d6 :` over its outcomes.
"""

from __future__ import annotations

from functools import cache

from pipeline.model.result import ParseResult
from pipeline.model.sheet import SheetEntry
from pipeline.parse.readers.aligned import aligned_cells
from pipeline.parse.readers.wrapping import compound_pairs, joined, page_furniture
from pipeline.parse.sheet import parse_text
from tests.conftest import one
from tests.hand_written import SHEETS
from tests.helpers import kinds
from tests.warmachine_tables import _plain, bands


@cache
def parsed(file: str) -> ParseResult:
    entry = SheetEntry("wm", file, "warmachine", None, "Warmachine", "freetext")
    return parse_text((SHEETS / file).read_bytes(), entry)


def weapons(result: ParseResult) -> list[tuple]:
    columns = ["name", "strength_raw", "strength", "burst_raw", "burst", "template", "melee_only", "rules_raw"]
    return [_plain(row) for row in result.tables["weapons"][columns].itertuples(index=False)]


def links(result: ParseResult) -> list[tuple]:
    rows = result.tables["weapon_rules"][["weapon_id", "rule_id", "param", "match"]]
    return [_plain(row) for row in rows.itertuples(index=False)]


def texts(result: ParseResult) -> dict[str, str]:
    rules = result.tables["rules"]
    return dict(zip(rules["name"], rules["text"], strict=True))


# --- a copy from a PDF ------------------------------------------------------------------

CRYX = "warmachine-cryx-pdf.txt"


def test_names_over_indented_texts_are_entries():
    rules = texts(parsed(CRYX))
    assert rules["Arme d’hast"] == (
        'L’arme a une allonge de 2" et ne peut pas être utilisée pour une attaque de charge ni pour une attaque de jet.'
    )
    assert rules["Critique"] == "Sur une touche critique, la cible subit l’effet continu nommé après la faculté."
    assert rules["Arme de tir « Sombre »"] == "Les figurines touchées ne bénéficient pas de la dissimulation."
    assert rules["Corrosion"] == "La figurine subit 1 point de dégâts à chaque phase d’entretien."
    assert "FACULTÉS D’ARMES" not in rules  # a heading over entries, no text of its own
    assert one(parsed(CRYX).tables["rules"], name="Corrosion")["section"] == "EFFETS CONTINUS"


def test_abilities_link_to_the_indented_entries():
    assert links(parsed(CRYX)) == [
        ("wm:machoires", "wm:arme-d-hast", None, "exact"),
        ("wm:machoires", "wm:critique", "Corrosion", "exact"),
        ("wm:canon-a-ossements", "wm:arme-de-tir-sombre", None, "exact"),
        ("wm:lance-flammes-acide", "wm:critique", "Corrosion", "exact"),
    ]


def test_model_names_over_cards_head_their_weapons():
    result = parsed(CRYX)
    assert weapons(result) == [
        ("Mâchoires", "5", 5, None, None, None, False, "Arme d’hast, Critique : Corrosion"),
        ("Canon à ossements", "12", 12, "1", 1, "aoe-3", False, "Arme de tir « Sombre »"),
        ("Lance-flammes acide", "12", 12, "1", 1, "spray-8", False, "Critique : Corrosion"),
    ]
    assert bands(result) == {
        "wm:machoires": ("POR", 0.5),
        "wm:canon-a-ossements": ("POR", 10.0),
        "wm:lance-flammes-acide": ("POR", 8.0),
    }
    assert [kinds(result)[line] for line in (5, 10, 15)] == ["heading"] * 3
    assert "ARMES DES BONEJACKS" not in texts(result)  # its text was the models' names


def test_page_numbers_and_the_repeated_title_are_page_furniture():
    result = parsed(CRYX)
    assert kinds(result)[22] == kinds(result)[41] == "page_header"
    assert [kinds(result)[line] for line in (20, 39, 57)] == ["page_furniture"] * 3  # `Page 1 / 3`, `Page 2 sur 3`
    assert page_furniture(["Texte", "Page 3 sur 12", "3 de 12", "Cryx – Référence    Page 2 sur 4"]) == {1, 2, 3}
    assert not result.tables["rules"]["text"].str.contains("Fiche de référence|Page").any()


def test_hyphenation_is_undone_but_a_compound_word_keeps_its_hyphen():
    node = texts(parsed(CRYX))["RÈGLES DU NODE D’ARC"]
    assert "Le déplacement du bonejack n’affecte pas le sort canalisé" in node
    assert node.endswith("ne peut pas canaliser le souffle d’un lance-flammes.")
    compounds = compound_pairs("Lance-flammes et corps-à-corps")
    assert compounds == {"lance-flammes", "corps-à", "à-corps"}
    assert joined("un lance-", "flammes", compounds) == "un lance-flammes"
    assert joined("le dé-", "placement", compounds) == "le déplacement"


def test_the_lower_case_die_table_under_a_pdf_prompt():
    rolls = parsed(CRYX).tables["roll_tables"]
    assert [_plain(row) for row in rolls[["dice", "roll_from", "roll_to"]].itertuples(index=False)] == [
        ("D6", 1, 2),
        ("D6", 3, 6),
    ]


# --- a weapons table aligned with spaces, cells left empty ------------------------------

COLUMNS = "warmachine-colonnes-vides.txt"


def test_empty_cells_of_a_space_aligned_table_stay_in_their_columns():
    result = parsed(COLUMNS)
    assert weapons(result) == [
        ("Canon Bombarde", "14", 14, "1", 1, "aoe-3", False, "Arme lourde"),
        ("Hache de bataille", "7", 7, None, None, None, False, "Arme magique"),
        ("Poing", "5", 5, None, None, None, False, None),
        ("Lance-roquettes", "12", 12, "d3", None, None, False, "Tir rapide"),
        ("Marteau d'assaut", "P+S", None, None, None, None, False, None),
    ]
    assert bands(result)["wm:poing"] == ("POR", 0.5)
    assert [
        _plain(row) for row in result.tables["modifiers"][["name", "value", "value_num"]].itertuples(index=False)
    ] == [
        ("Attaque de dos", "+2 au jet d'attaque", 2),
        ("Cible au tapis", "Touche automatique", None),
        ("Cible stationnaire", "−2 DEF", -2),
    ]


def test_aligned_cells_under_the_header():
    header = "Arme        POR   CdT   ZDE   PUI"
    assert aligned_cells("Poing       0,5               5", header) == ["Poing", "0,5", "", "", "5"]
    assert aligned_cells("Canon       14    1     3     14", header) == ["Canon", "14", "1", "3", "14"]
    # Texts that do not stand under distinct columns, in order, are read as they come.
    assert aligned_cells("Poing   0,5   5", header) == ["Poing", "0,5", "5"]


# --- a spreadsheet's `;` export ---------------------------------------------------------

EXPORT = "warmachine-export-pointvirgule.csv"


def test_export_weapons_with_english_labels_and_po():
    result = parsed(EXPORT)
    assert weapons(result) == [
        ("Mitrailleuse lourde", "10", 10, "d6", None, None, False, "Tir rapide"),
        ("Fusil à harpon", "12", 12, "1", 1, None, False, "Traîner, Arme lourde"),
        ("Hache de guerre", "P+S", None, None, None, None, False, None),
        ("Mortier", "14", 14, "1", 1, "aoe-3", False, "Tir indirect"),
    ]
    assert bands(result) == {
        "wm:mitrailleuse-lourde": ("Range", 12.0),
        "wm:fusil-a-harpon": ("Range", 10.0),
        "wm:hache-de-guerre": ("Range", 0.5),
        "wm:mortier": ("Range", 15.0),
    }
    assert all(match == "exact" for *_, match in links(result))


def test_a_faculte_column_header_is_no_rule():
    result = parsed(EXPORT)
    assert list(texts(result)) == ["Arme lourde", "Tir indirect", "Tir rapide", "Traîner"]
    assert texts(result)["Traîner"] == (
        "Si l'attaque touche une figurine à petit socle, elle est traînée de d6\" vers l'attaquant."
    )
    assert kinds(result)[11] == "table_header"
    rolls = result.tables["roll_tables"]
    assert [_plain(row) for row in rolls[["table_name", "dice", "roll_from", "roll_to"]].itertuples(index=False)] == [
        ("Moral", "2D6", 2, 6),
        ("Moral", "2D6", 7, 9),
        ("Moral", "2D6", 10, 12),
    ]


# --- English stat labels on cards -------------------------------------------------------


def test_cards_labelled_range_and_power():
    result = parsed("warmachine-capitales.txt")
    assert weapons(result) == [
        ("Lame de phase", "6", 6, None, None, None, False, "Phase, Arme magique"),
        ("Canon à force", "12", 12, "1", 1, None, False, "Repoussement"),
    ]
    assert bands(result) == {"wm:lame-de-phase": ("Range", 0.5), "wm:canon-a-force": ("Range", 10.0)}
    assert links(result) == [
        ("wm:lame-de-phase", "wm:phase", None, "exact"),
        ("wm:lame-de-phase", "wm:arme-magique", None, "exact"),
        ("wm:canon-a-force", "wm:repoussement", None, "exact"),
    ]
    assert "Abilities" not in texts(result)
    assert texts(result)["PHASE"] == "cette figurine ignore les bonus d'ARM des boucliers et des targes."


def test_french_and_english_labels_and_inches_in_po():
    result = parsed("warmachine-franglais.txt")
    assert bands(result) == {
        "wm:marteau-de-quake-quake-hammer": ("RNG", 2.0),
        "wm:poing-g": ("RNG", 0.5),
        "wm:canon-de-devastation-dual-cannon": ("RNG", 10.0),
        "wm:poings": ("RNG", 0.5),
        "wm:canon-long-long-gun": ("Portée", 14.0),
    }
    assert weapons(result)[-1] == ("Canon long (Long Gun)", "14", 14, "1", 1, None, False, "Tir précis")
    # `RNG : 0,5" | POW : 3 | P+S : 13`: stats parted by `|`, as a copy from a web page leaves them.
    assert weapons(result)[3] == ("Poings", "3", 3, None, None, None, False, None)
    assert result.tables["weapons"]["count"].tolist()[3] == 2  # `Poings (x2)`: two of them
    assert [kinds(result)[line] for line in (3, 12, 20)] == ["heading"] * 3  # Ironclad, Charger, Hunter
    assert not any(kind == "unparsed" for kind in kinds(result).values())


# --- names over tab-indented texts, a 2d6 prompt ----------------------------------------

INDENTED = "warmachine-retraits.txt"


def test_names_over_tab_indented_texts():
    rules = parsed(INDENTED).tables["rules"]
    assert rules["name"].tolist() == [
        "Forcer",
        "Frénésie",
        "Transfert",
        "ABSORPTION",
        "TEST DE FRÉNÉSIE",
        "FUR",
        "Spirit",
    ]
    assert one(rules, name="Forcer")["text"] == (
        "Le warlock peut forcer une warbeast de son groupe de combat pour qu'elle boost un jet ou effectue une "
        "attaque supplémentaire. La warbeast gagne 1 point de furie."
    )
    assert one(rules, name="Forcer")["section"] == "FURIE"
    assert one(rules, name="FUR")["text"] == (
        "Furie : le nombre de points de furie qu'une warbeast ou un warlock peut porter."
    )
    assert one(rules, name="Spirit")["section"] == "GLOSSAIRE"


def test_a_prompt_in_lower_case_names_its_die():
    rolls = parsed(INDENTED).tables["roll_tables"]
    assert [_plain(row) for row in rolls[["dice", "roll_from", "roll_to"]].itertuples(index=False)] == [
        ("2D6", 2, 6),
        ("2D6", 7, 12),
    ]
