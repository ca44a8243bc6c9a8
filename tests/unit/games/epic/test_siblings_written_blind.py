"""Epic (`records`) sheets; their Infinity (`tabular`) siblings are tested in
tests/unit/games/infinity/test_siblings_written_blind.py.

Infinity (`tabular`) and Epic (`records`) sheets as faithful siblings of
the real ones (tests/fixtures/sheets/), written blind: by volunteers who copied the layout
of `raw/infinity-core.tsv` or `raw/epic-abilities.txt` for another army.

- `epic-legions-titaniques-word.txt`: Titan Legions typed in Word and saved as plain text
  (Windows-1252, CRLF): a title, a blank line between records, `Capacité spéciale` in lower
  case, Word's no-break space before every colon and inside « », sub-entries as `Nom : texte`
  paragraphs, a dice table as a Word table saved with tabs (`D6<TAB>Effet`, `1-3<TAB>…`), another
  ranged in words (`1 ou 2 :`, `3 à 5 :`), `(X)` and `(X+)` placeholders, a `-` description.
- `epic-demons-chaos-site.txt`: Chaos daemons exported from the same site as the real
  sheet: no blank lines, `[justifier]` markup (doubled, closed or not), a kind line with a
  trailing space, the repeated name retyped (`Instabilité démoniaque`, `Invocation (X)` under
  `Invocation (XX)`), sub-entries as `- Nom : texte` bullets or `Nom (X+) : texte`
  paragraphs, a 2D6 table (`2-4 :`, `10-12 :`).

Every value below was written by hand from the sheets, before the parser was run on them."""

from __future__ import annotations

import pytest

from pipeline.contract.validate import typed_tables, validate_tables
from pipeline.extract.cells import CellError, parse_roll_range
from tests.conftest import parsed_fixture as result
from tests.tabrec import (
    inline,
    kinds,
    named,
    rolls,
    rules,
    texts,
)

PANO = "infinity-panoceanie-gsheets.tsv"
HAQQ = "infinity-haqqislam-excel-ansi.csv"
ALEPH = "infinity-aleph-calc-guillemets.csv"
TOHAA = "infinity-tohaa-n5-tableur.tsv"
TITANS = "epic-legions-titaniques-word.txt"
CHAOS = "epic-demons-chaos-site.txt"


NEW_SHEETS = [TITANS, CHAOS]


@pytest.mark.parametrize("file", NEW_SHEETS)
def test_every_line_is_read_and_the_tables_validate(file):
    assert "unparsed" not in kinds(file).values()
    assert validate_tables(typed_tables(result(file).tables)) == []


# Epic, the Titan Legions saved from Word (cp1252, blank lines, no-break spaces, a Word table).

KIND = "Capacité spéciale"


def test_titan_records_saved_from_word():
    assert rules(TITANS) == [
        ("Boucliers Void", None, KIND, "Unité", True, None, 3),
        ("Engin de Guerre", None, KIND, "Unité", False, None, 11),
        ("Points de Structure", None, "Engin de Guerre", None, False, "engin-de-guerre", 16),
        ("Pas de Géant", None, "Engin de Guerre", None, False, "engin-de-guerre", 17),
        ("Réacteur à Plasma", None, KIND, "Unité", False, None, 20),
        ("Ordres de Princeps", None, KIND, "Unité", False, None, 30),
        ("Tir Concentré", None, "Ordres de Princeps", None, False, "ordres-de-princeps", 35),
        ("Pas de Charge", None, "Ordres de Princeps", None, False, "ordres-de-princeps", 36),
        ("Tenir la Ligne", None, "Ordres de Princeps", None, False, "ordres-de-princeps", 37),
        ("Sauvegarde Invulnérable", None, KIND, "Unité", True, None, 39),
        ("Autoréparation", None, KIND, "Unité", False, None, 45),
        ("Macro-arme", None, KIND, "Arme", False, None, 51),
        ("Tir Lent", None, KIND, "Arme", False, None, 57),
        ("Tir Rapide", None, KIND, "Arme", True, None, 63),
        ("Poing de Combat", None, KIND, "Arme", False, None, 69),
        ("Barrage", None, KIND, "Arme", True, None, 75),
        ("Missiles Apocalypse", None, KIND, "Arme", False, None, 85),
    ]
    found = texts(TITANS)
    assert found["Boucliers Void"] == (
        "Un Titan dispose de X boucliers Void. Chaque touche contre le Titan fait tomber un bouclier au lieu "
        "d’infliger des dégâts.\n\nLes boucliers tombés se relèvent au rythme d’un par tour, lors de la phase de fin "
        "de tour.\n\nLes attaques de Corps à Corps ignorent les boucliers Void."
    )
    assert found["Pas de Géant"] == (
        "le Titan peut traverser les socles d’infanterie ennemis, qui subissent une touche sur 6+."
    )
    assert found["Tenir la Ligne"] == "le Titan relève un bouclier Void supplémentaire jusqu’à la fin du tour."
    assert found["Tir Lent"] == (
        "L’arme ne peut tirer qu’un tour sur deux : placez un pion « Rechargement » après chaque tir."
    )
    assert found["Poing de Combat"] is None
    assert kinds(TITANS)[1] == "heading"
    assert set(kinds(TITANS).values()) <= {"rule", "heading"}


def test_titan_dice_tables_as_a_word_table_and_ranged_in_words():
    assert rolls(TITANS) == [
        ("Réacteur à Plasma", "D6", 1, 3, "Le réacteur s’éteint, le Titan s’effondre sur place.", 26),
        ("Réacteur à Plasma", "D6", 4, 5, "Explosion : chaque socle à 5 cm ou moins subit une touche sur 4+.", 27),
        (
            "Réacteur à Plasma",
            "D6",
            6,
            6,
            "Fusion du réacteur : chaque socle à 2D6 cm ou moins subit une touche sur 3+.",
            28,
        ),
        ("Barrage", "D6", 1, 2, "le gabarit dévie de 2D6 cm vers le tireur.", 80),
        ("Barrage", "D6", 3, 5, "le gabarit dévie de 1D6 cm dans la direction indiquée par le dé.", 81),
        ("Barrage", "D6", 6, 6, "aucune déviation.", 82),
    ]


# Epic, the Chaos daemons from the real sheet's site (markup, retyped names, a 2D6 table).

SPECIAL = "Capacité Spéciale"


def test_daemon_records_read_past_the_markup_and_retyped_names():
    assert rules(CHAOS) == [
        ("Démon", None, SPECIAL, "Unité", False, None, 1),
        ("Instabilité Démoniaque", None, SPECIAL, "Unité", False, None, 7),
        ("Marque du Chaos", None, SPECIAL, "Unité", True, None, 16),
        ("Khorne", None, "Marque du Chaos", None, False, "marque-du-chaos", 21),
        ("Nurgle", None, "Marque du Chaos", None, False, "marque-du-chaos", 22),
        ("Tzeentch", None, "Marque du Chaos", None, False, "marque-du-chaos", 23),
        ("Slaanesh", None, "Marque du Chaos", None, False, "marque-du-chaos", 24),
        ("Invocation", None, SPECIAL, "Unité", True, None, 26),
        ("Peur", None, SPECIAL, "Unité", False, None, 32),
        ("Sauvegarde Démoniaque", None, SPECIAL, "Unité", True, None, 38),
        ("Vol", None, SPECIAL, "Unité", False, None, 43),
        ("Dons du Chaos", None, SPECIAL, "Unité", False, None, 48),
        ("Régénération", None, "Dons du Chaos", None, True, "dons-du-chaos", 53),
        ("Aura de Terreur", None, "Dons du Chaos", None, False, "dons-du-chaos", 54),
        ("Ailes Démoniaques", None, "Dons du Chaos", None, False, "dons-du-chaos", 55),
        ("Prince Démon", None, SPECIAL, "Unité", False, None, 56),
        ("Arme Démon", None, SPECIAL, "Arme", False, None, 61),
        ("Lames Infernales", None, SPECIAL, "Arme", False, None, 66),
        ("Souffle Warp", None, SPECIAL, "Arme", False, None, 71),
        ("Feu Warp", None, SPECIAL, "Arme", True, None, 76),
    ]
    found = texts(CHAOS)
    assert found["Peur"] == (
        "Les socles ennemis en contact avec un socle ayant la capacité Peur subissent un malus de 1 à leurs jets "
        "d'Assaut.\n\nLes socles ayant eux-mêmes la capacité Peur ignorent ce malus."
    )
    assert found["Invocation"] == (
        "Un socle avec cette capacité peut invoquer jusqu'à X socles de Démons par tour, au début de la phase de "
        "mouvement.\n\nLes socles invoqués sont placés à 15 cm ou moins du socle invocateur et hors de toute zone "
        "de contrôle ennemie."
    )
    assert found["Tzeentch"] == "le détachement gagne Sauvegarde Psychique (5+)."
    assert found["Régénération"] == "à la fin du tour, le socle récupère un PdV perdu sur un X+."
    assert found["Feu Warp"] == (
        "L'arme tire X dés pour toucher. Chaque 6 pour toucher inflige une touche supplémentaire."
    )
    assert found["Arme Démon"] is None
    assert not any("[" in (text or "") for text in found.values())
    assert set(kinds(CHAOS).values()) <= {"rule", "heading"}


def test_daemon_instability_on_two_dice():
    table = "Instabilité Démoniaque"
    assert rolls(CHAOS) == [
        (table, "2D6", 2, 4, "le détachement est banni et retiré du jeu.", 12),
        (table, "2D6", 5, 9, "le détachement perd un socle de son choix.", 13),
        (table, "2D6", 10, 12, "le détachement reste en jeu sans autre effet.", 14),
    ]
    assert texts(CHAOS)["Instabilité Démoniaque"].startswith(
        "À la fin de chaque tour, jetez 2D6 pour chaque détachement de Démons ayant perdu un Assaut ce tour :"
    )


def test_a_short_named_bullet_among_named_siblings_is_an_entry_too():
    """Before, `- Nurgle : le détachement ajoute +1…` (a clause under eight words) stayed a
    list's item beside `- Khorne : …`, an entry; a value (`- Infanterie : deux socles.`) still does."""
    sheet = (
        "Marque\nCapacité Spéciale\nUnité\nMarque\nUn détachement peut porter une Marque.\n"
        "- Khorne : le détachement relance ses jets d'Assaut ratés lors du premier round.\n"
        "- Nurgle : le détachement ajoute +1 à ses sauvegardes.\n- Infanterie : deux socles.\n"
        "Socles\nCapacité Spéciale\nUnité\nSocles\nUn transport emporte :\n"
        "- Infanterie : deux socles.\n- Véhicule : un socle.\n"
    )
    assert named(inline(sheet, "epic", "inline.txt", "records")) == [
        ("Marque", None, 1),
        ("Khorne", "inline:marque", 6),
        ("Nurgle", "inline:marque", 7),
        ("Socles", None, 9),
    ]


def test_dice_outcomes_as_a_word_table_or_two_faces_in_words():
    """Before, `D6<TAB>Effet` over `1-3<TAB>…` rows, or `1 ou 2 :`, gave no dice table."""
    sheet = (
        "Réacteur\nCapacité Spéciale\nUnité\nRéacteur\nQuand le Titan est détruit, jetez 1D6 :\n"
        "D6\tEffet\n1-3\tLe réacteur s'éteint.\n4-6\tExplosion : une touche sur 4+.\n"
        "Barrage\nCapacité Spéciale\nArme\nBarrage\nJetez 1D6 pour la dispersion :\n"
        "1 ou 2 : vers le tireur.\n3 à 6 : aucune déviation.\n"
    )
    found = inline(sheet, "epic", "inline.txt", "records")["roll_tables"]
    assert [(row["table_name"], row["dice"], row["roll_from"], row["roll_to"], row["result"]) for row in found] == [
        ("Réacteur", "D6", 1, 3, "Le réacteur s'éteint."),
        ("Réacteur", "D6", 4, 6, "Explosion : une touche sur 4+."),
        ("Barrage", "D6", 1, 2, "vers le tireur."),
        ("Barrage", "D6", 3, 6, "aucune déviation."),
    ]
    with pytest.raises(CellError):
        parse_roll_range("1 ou 3")


def test_a_record_name_repeated_with_another_placeholder():
    """Before, `Invocation (XX)` over `Invocation (X)` was refused as no record header."""
    sheet = "Invocation (XX)\nCapacité Spéciale\nUnité\nInvocation (X)\nInvoque X socles de Démons.\n"
    found = inline(sheet, "epic", "inline.txt", "records")["rules"]
    assert [(rule["name"], rule["takes_param"], rule["text"]) for rule in found] == [
        ("Invocation", True, "Invoque X socles de Démons.")
    ]


def test_a_table_row_saved_as_text_keeps_its_tab_when_padded():
    """Before, the spaces around the tab of ` 1-3  <TAB> Le réacteur…` collapsed into one
    space with it, and the row read as a sentence: no dice table."""
    sheet = (
        "Réacteur\nCapacité Spéciale\nUnité\nRéacteur\nQuand le Titan est détruit, jetez 1D6 :\n"
        " D6  \t Effet  \n 1-3  \t Le réacteur s'éteint.  \n 4-6  \t [justifier]Explosion.  \n"
    )
    found = inline(sheet, "epic", "inline.txt", "records")["roll_tables"]
    assert [(row["roll_from"], row["roll_to"], row["result"]) for row in found] == [
        (1, 3, "Le réacteur s'éteint."),
        (4, 6, "Explosion."),
    ]
