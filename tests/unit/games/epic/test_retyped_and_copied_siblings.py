"""Epic (`records`) sheets; their Infinity (`tabular`) siblings are tested in
tests/unit/games/infinity/test_retyped_and_copied_siblings.py.

Infinity (`tabular`) and Epic (`records`) sheets as faithful siblings of
the real ones (tests/fixtures/sheets/), written blind by three kinds of volunteers: one
retyping the sheet by hand, one copying the official PDF, one keeping it in a spreadsheet.
More of the core rules this time (turn sequence, orders, reactions, states, morale, terrain),
rules with two levels of named sub-entries, dice tables and modifiers.

- `epic-garde-imperiale-saisie.txt` (typed in Notepad: UTF-8 with a BOM, CRLF): a title, blank
  lines between records (two once), `Capacité spéciale` in lower case on some records, a kind
  line with a trailing space (`Arme `), the name retyped (`Infanterie Lourde (X)`), named
  `- Nom : texte` bullets with `    * Nom : texte` bullets under one of them, a sentence with a
  colon that names nothing, a 2D6 moral table and a D6 deviation table (`1 :`, `2-3 :`),
  modifiers as `Nom : -1` lines under a sentence announcing them, a `-` description.
- `epic-eldars-pdf.txt` (copied out of the PDF, UTF-8, LF): the kind and scope run together on
  one line (`Capacité Spéciale Unité`); no blank line between records; paragraphs hard-wrapped,
  words cut at line ends (`véhi-` / `cules.`), ligatures; a page footer and the running header
  in the middle of a record and of its dice table; `` bullets with `–` bullets under them;
  dice rolls with an en dash (`1–2 :`, `10–12 :`) on one die and two; a `-` description.

Every value below was written by hand from the sheets, before the parser was run on them."""

from __future__ import annotations

import pytest

from pipeline.contract.validate import typed_tables, validate_tables
from tests.conftest import parsed_fixture as result
from tests.tabrec import (
    inline,
    kinds,
    modifiers,
    named,
    rolls,
    rules,
    texts,
    texts_of,
)

PANO = "infinity-panoceanie-saisie.tsv"
NOMADES = "infinity-nomades-pdf.tsv"
ARMEE = "infinity-armee-combinee-excel.csv"
TOHAA = "infinity-tohaa-gsheets.csv"
GARDE = "epic-garde-imperiale-saisie.txt"
ELDARS = "epic-eldars-pdf.txt"


NEW_SHEETS = [GARDE, ELDARS]


@pytest.mark.parametrize("file", NEW_SHEETS)
def test_every_line_is_read_and_the_tables_validate(file):
    assert "unparsed" not in kinds(file).values()
    assert validate_tables(typed_tables(result(file).tables)) == []


# Epic, the Imperial Guard typed in Notepad (BOM, CRLF, nested bullets, moral table, modifiers).

# A sheet writing its kind two ways (`Capacité spéciale` too) publishes the way it writes most.
SPECIAL = "Capacité Spéciale"


def test_imperial_guard_records_with_nested_bullets():
    assert rules(GARDE) == [
        ("Commissaire", None, SPECIAL, "Unité", False, None, 3),
        ("Ordres de Compagnie", None, SPECIAL, "Unité", False, None, 10),
        ("Avance Implacable", None, "Ordres de Compagnie", None, False, "ordres-de-compagnie", 16),
        ("Feu à Volonté", None, "Ordres de Compagnie", None, False, "ordres-de-compagnie", 17),
        ("Tir Concentré", None, "Feu à Volonté", None, False, "feu-a-volonte", 18),
        ("Tir de Couverture", None, "Feu à Volonté", None, False, "feu-a-volonte", 19),
        ("Tenez la Ligne", None, "Ordres de Compagnie", None, False, "ordres-de-compagnie", 20),
        ("Moral", None, SPECIAL, "Unité", False, None, 23),
        ("Artillerie", None, SPECIAL, "Arme", True, None, 33),
        ("Tir Indirect", None, SPECIAL, "Arme", False, None, 43),
        ("Régiment Blindé", None, SPECIAL, "Unité", False, None, 54),
        ("Infanterie Lourde", None, SPECIAL, "Unité", True, None, 60),
        ("Fouet de l'Ogryn", None, SPECIAL, "Unité", False, None, 66),
        ("Tir Perforant", None, SPECIAL, "Arme", True, None, 72),
        ("Camouflage", None, SPECIAL, "Unité", True, None, 78),
        ("Vétérans", None, SPECIAL, "Unité", False, None, 85),
        ("Escouade de Commandement", None, SPECIAL, "Unité", False, None, 91),
        ("Étendard du Régiment", None, "Escouade de Commandement", None, False, "escouade-de-commandement", 96),
        ("Vox de Commandement", None, "Escouade de Commandement", None, False, "escouade-de-commandement", 97),
        ("Médic", None, "Escouade de Commandement", None, False, "escouade-de-commandement", 98),
    ]
    found = texts(GARDE)
    assert found["Commissaire"] == (
        "Un détachement accompagné d'un Commissaire relance ses tests de moral ratés.\n\nSi le test relancé est "
        "encore raté, le Commissaire exécute l'officier : le détachement réussit le test mais perd un socle de son "
        "choix."
    )
    assert found["Tir Concentré"] == "toutes ses armes visent la même cible et gagnent +1 pour toucher."
    assert found["Tenez la Ligne"] == "le détachement ne peut pas être brisé ce tour."
    assert found["Infanterie Lourde"].startswith("Le socle compte comme ayant X PdV en Assaut.")
    assert found["Fouet de l'Ogryn"] is None
    assert kinds(GARDE)[1] == "heading"


def test_imperial_guard_moral_and_deviation_tables_and_modifiers():
    assert rolls(GARDE) == [
        ("Moral", "2D6", 2, 5, "le détachement est brisé et recule de 2D6 cm.", 29),
        (
            "Moral",
            "2D6",
            6,
            9,
            "le détachement est démoralisé ; il ne peut recevoir qu'un ordre d'Avance au prochain tour.",
            30,
        ),
        ("Moral", "2D6", 10, 12, "le détachement tient bon.", 31),
        ("Artillerie", "D6", 1, 1, "le barrage dévie de 2D6 cm vers le tireur.", 38),
        ("Artillerie", "D6", 2, 3, "le barrage dévie de 1D6 cm vers la gauche.", 39),
        ("Artillerie", "D6", 4, 5, "le barrage dévie de 1D6 cm vers la droite.", 40),
        ("Artillerie", "D6", 6, 6, "le barrage tombe pile sur la cible.", 41),
    ]
    section = "Tir Indirect"
    assert modifiers(GARDE) == [
        (section, "Cible à couvert", None, "-1", 48),
        (section, "Cible en Tir Appuyé", None, "-1", 49),
        (section, "Tireur en ordre de Tir Appuyé", None, "+1", 50),
        (section, "Observateur (OA) à 15 cm ou moins de la cible", None, "+1", 51),
    ]


# Epic, the Eldar copied out of the PDF (kind and scope on one line, wraps, page furniture).


def test_eldar_records_whose_kind_and_scope_share_a_line():
    assert rules(ELDARS) == [
        ("Guerriers Aspects", None, SPECIAL, "Unité", False, None, 2),
        ("Banshees Hurlantes", None, "Guerriers Aspects", None, False, "guerriers-aspects", 7),
        ("Scorpions Mandragore", None, "Guerriers Aspects", None, False, "guerriers-aspects", 9),
        ("Dragons de Feu", None, "Guerriers Aspects", None, False, "guerriers-aspects", 10),
        ("Araignées Spectrales", None, "Guerriers Aspects", None, False, "guerriers-aspects", 12),
        ("Saut Warp", None, "Araignées Spectrales", None, False, "araignees-spectrales", 13),
        ("Saut Risqué", None, "Araignées Spectrales", None, False, "araignees-spectrales", 14),
        ("Rune de Protection", None, SPECIAL, "Unité", True, None, 16),
        ("Holo-champ", None, SPECIAL, "Unité", False, None, 21),
        ("Portail Warp", None, SPECIAL, "Unité", False, None, 32),
        ("Voyant", None, SPECIAL, "Unité", False, None, 39),
        ("Prescience", None, "Voyant", None, False, "voyant", 43),
        ("Destin", None, "Voyant", None, False, "voyant", 44),
        ("Fortune", None, "Destin", None, False, "destin", 45),
        ("Malédiction", None, "Destin", None, False, "destin", 46),
        ("Éclair Mental", None, "Voyant", None, False, "voyant", 47),
        ("Conseil des Prophètes", None, SPECIAL, "Unité", False, None, 49),
        ("Arme Shuriken", None, SPECIAL, "Arme", False, None, 57),
        ("Lance Brillante", None, SPECIAL, "Arme", False, None, 61),
        ("Canon Distorsion", None, SPECIAL, "Arme", True, None, 66),
        ("Antigrav", None, SPECIAL, "Unité", False, None, 74),
        ("Rapide", None, SPECIAL, "Unité", True, None, 79),
    ]
    found = texts(ELDARS)
    assert found["Rune de Protection"] == (
        "Le socle dispose d’une sauvegarde invulnérable de X+ qui ne peut pas être modifiée. Elle s’utilise après "
        "une sauvegarde normale ratée."
    )
    assert found["Banshees Hurlantes"] == (
        "les socles ennemis en contact perdent leur bonus de charge et subissent un malus de 1 en Assaut."
    )
    assert found["Dragons de Feu"] == "les armes du détachement gagnent Tir Perforant (1) contre les véhicules."
    assert found["Scorpions Mandragore"] == "le détachement gagne Infiltration et relance les 1 en Assaut."
    assert found["Antigrav"] == (
        "Les socles antigrav ignorent le terrain pendant leur mouvement mais ne peuvent pas finir leur mouvement "
        "sur un terrain infranchissable."
    )
    assert "par le portail. Le détachement est placé" in found["Portail Warp"]
    assert found["Arme Shuriken"] is None
    assert not any("Epic Armageddon" in (text or "") or "ELDARS" in (text or "") for text in found.values())


def test_eldar_dice_tables_across_a_page_break():
    assert rolls(ELDARS) == [
        ("Holo-champ", "D6", 1, 2, "la touche est appliquée normalement.", 25),
        ("Holo-champ", "D6", 3, 4, "la touche est appliquée avec un malus de 1 à la sauvegarde.", 26),
        ("Holo-champ", "D6", 5, 6, "la touche est ignorée.", 30),
        ("Canon Distorsion", "2D6", 2, 4, "le socle est aspiré dans le Warp et détruit sans sauvegarde.", 71),
        ("Canon Distorsion", "2D6", 5, 9, "le socle subit une touche normale.", 72),
        ("Canon Distorsion", "2D6", 10, 12, "la faille se referme, aucun effet.", 73),
    ]
    assert "L’Holo-champ ne fonctionne pas en Assaut" in texts(ELDARS)["Holo-champ"]


def test_named_steps_of_a_numbered_list_and_options_announced_by_a_bullet():
    """Before, items named over a clause in lower case (French after a colon) named entries
    only beside one opening with a capital: numbered steps and announced options stayed text."""
    steps = "Séquence\n\n1) Activation : le joueur déclare la troupe active.\n2) Résolution : on lance les dés.\n"
    assert named(inline(steps)) == [("Activation", None, 3), ("Résolution", None, 4)]
    record = (
        "Voyant\nCapacité Spéciale\nUnité\nVoyant\nIl choisit un pouvoir :\n"
        "- Destin : le Voyant lit l’avenir ; choisissez un effet :\n"
        "  - Fortune : un socle allié relance une sauvegarde.\n  - Malédiction : un socle ennemi relance la sienne.\n"
    )
    found = inline(record, "epic", "inline.txt", "records")
    assert named(found)[-2:] == [("Fortune", "inline:destin", 7), ("Malédiction", "inline:destin", 8)]
    values = (
        "Essaim\nCapacité Spéciale\nUnité\nEssaim\nIl compte double contre :\n"
        "- A : deux socles.\n- B : un socle et demi.\n"
    )
    assert [name for name, _, _ in named(inline(values, "epic", "inline.txt", "records"))] == ["Essaim"]


def test_a_heading_naming_its_die_over_outcome_lines():
    """Before, `(D20)` read as the heading's abbreviation and the lines as its rule's text;
    and a table under `Réacteur (D10)` rolled the game's die."""
    sheet = "Jet de Chute (D20)\n1-5 La troupe tombe.\n6-20 Atterrissage réussi.\n"
    found = inline(sheet)
    assert found["rules"] == []
    rows = [(row["table_name"], row["dice"], row["roll_from"], row["roll_to"]) for row in found["roll_tables"]]
    assert rows == [("Jet de Chute", "D20", 1, 5), ("Jet de Chute", "D20", 6, 20)]
    table = inline("Réacteur (D10)\n\nRésultat\tEffet\n1-5\tRien.\n6-10\tBoum.\n", "epic")["roll_tables"]
    assert {row["dice"] for row in table} == {"D10"}


def test_records_copied_from_a_pdf_glyph_levels_and_title_repeated():
    """Before, a record's `–` bullets under `•` ones were one level, and the sheet's title
    printed again under a page's footer was a line of the record, cutting its dice table."""
    sheet = (
        "CAPACITÉS – ELDARS\nGuerriers\nCapacité Spéciale Unité\nGuerriers\nIls gagnent leur Aspect :\n"
        "• Araignées : le détachement peut se téléporter au lieu de se déplacer :\n"
        "– Saut Warp : déplacement de 20 cm en ignorant le terrain.\n"
        "– Saut Risqué : sur un 1, un socle est perdu dans le Warp.\n"
        "Holo\nCapacité Spéciale Unité\nHolo\nJetez un D6 :\n1–3 : la touche est ignorée.\n\n"
        "Epic – Eldars          Page 12\nCAPACITÉS – ELDARS\n4–6 : la touche est appliquée.\n"
    )
    found = inline(sheet, "epic", "inline.txt", "records")
    assert named(found)[1:4] == [
        ("Araignées", "inline:guerriers", 6),
        ("Saut Warp", "inline:araignees", 7),
        ("Saut Risqué", "inline:araignees", 8),
    ]
    assert [(row["roll_from"], row["roll_to"], row["source_line"]) for row in found["roll_tables"]] == [
        (1, 3, 13),
        (4, 6, 17),
    ]
    assert "ELDARS" not in texts_of(found)["Holo"]


def test_modifier_lines_announced_in_a_record():
    """Before, `Cible à couvert : -1` was an entry of the record whose text was `-1`."""
    sheet = (
        "Tir Indirect\nCapacité Spéciale\nArme\nTir Indirect\nL'arme tire sans ligne de vue. Modificateurs :\n"
        "Cible à couvert : -1\nObservateur (OA) à 15 cm ou moins de la cible : +1\n"
    )
    found = inline(sheet, "epic", "inline.txt", "records")
    assert named(found) == [("Tir Indirect", None, 1)]
    assert [(row["section"], row["name"], row["value"]) for row in found["modifiers"]] == [
        ("Tir Indirect", "Cible à couvert", "-1"),
        ("Tir Indirect", "Observateur (OA) à 15 cm ou moins de la cible", "+1"),
    ]
