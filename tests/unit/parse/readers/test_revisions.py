"""A sheet revised by errata is read as it now stands (pipeline/parse/readers/revisions.py):
struck passages, former readings and revision marks dropped, removed entries and change logs
set aside, whatever the section or the entry."""

from __future__ import annotations

from pipeline.extract.revisions import without_revision_marks
from pipeline.parse.readers.revisions import as_it_now_stands
from tests.tabrec import parse_inline

CARD = """FACULTÉS

Tir assuré (modifié) : ~~+1~~ +2 au jet d'attaque.
Prise [MAJ v1.2] : le warjack peut effectuer les prises spéciales.
~~Tir rapide : une attaque de plus.~~

ARMES

Fusil (NOUVEAU)
POR ~~10~~ 12 CDT 1 ADE - PUI 10
Facultés : Tir assuré, Prise [à vérifier]

DOUBLE FRAPPE SUPPRIMÉ

(Retirée en v2.)

MODIFICATEURS

Cible à socle plus grand\t-2 → -3 sur le jet d'attaque.
Brouillard\t+2 DEF (ancien +1).

ERRATA (mars)

- Tir assuré : +1 → +2.
- Fusil : POR 10 → 12.
"""


def test_values_and_names_as_they_now_stand():
    assert as_it_now_stands("POR ~~10~~ 12 CDT 1") == "POR  12 CDT 1"
    assert as_it_now_stands("Canon\t12\t13 (ancien 12)\tÉlectro-saut") == "Canon\t12\t13\tÉlectro-saut"
    assert as_it_now_stands("Broyeur (modifié) : texte") == "Broyeur : texte"
    assert as_it_now_stands("RÈGLES DES STORMBLADES NOUVEAU") == "RÈGLES DES STORMBLADES"
    assert as_it_now_stands("Lance-bile\t8\tCorrosion\tmodifié") == "Lance-bile\t8\tCorrosion\t"


def test_the_line_pass_and_the_cell_pass_read_the_same_marks():
    # One vocabulary (`extract.revisions`): an update's words followed by any words, a change
    # mark saying what changed, `(anc. …)`, the long arrow.
    assert as_it_now_stands("MERCENAIRES (màj après la FAQ de septembre)") == "MERCENAIRES"
    assert as_it_now_stands("Relance un test raté. (modifié : n ajouté)") == "Relance un test raté."
    assert as_it_now_stands('Portée 200" (anc. 150")') == 'Portée 200"'
    assert as_it_now_stands("PUI 10 ⟶ 12") == "PUI 12"
    assert without_revision_marks("Fusil (màj après la FAQ)") == "Fusil"
    assert without_revision_marks("Fusil (modifié : POR ajoutée)") == "Fusil"
    # A compiler's doubt: a bare flag goes; one saying what to check stays in running text,
    # never in a name or a value.
    assert as_it_now_stands("Prise [à vérifier]") == "Prise"
    assert as_it_now_stands("subit -2. [à vérifier : -3 dans la VO ?]") == "subit -2. [à vérifier : -3 dans la VO ?]"
    assert without_revision_marks("12 [à vérifier : 14 dans la VO]") == "12"
    # A word written for both genders, and a mark glued to a word, are none.
    assert as_it_now_stands("un allié(e) proche") == "un allié(e) proche"
    # Not Markdown's strike-through: a space just inside its marks.
    assert as_it_now_stands("a ~~ b ~~ c") == "a ~~ b ~~ c"


def test_a_revised_card_sheet_is_read_as_it_now_stands():
    result = parse_inline(CARD, "inline.txt", "warmachine", "freetext")
    rules = {
        r["name"]: " ".join(r["text"].split())
        for r in result.tables["rules"].to_dict("records")
        if r["text"] == r["text"]
    }
    assert "Tir rapide" not in rules and not any("FRAPPE" in name for name in rules)
    assert rules["Tir assuré"] == "+2 au jet d'attaque."
    assert "Prise" in rules
    (weapon,) = result.tables["weapons"].to_dict("records")
    assert weapon["name"] == "Fusil"
    assert result.tables["weapon_ranges"]["max"].tolist() == [12.0]
    labels = result.tables["weapon_rules"][["label", "match"]].to_dict("records")
    assert labels == [{"label": "Tir assuré", "match": "exact"}, {"label": "Prise", "match": "exact"}]
    values = result.tables["modifiers"][["name", "value_num"]].to_dict("records")
    assert values == [{"name": "Cible à socle plus grand", "value_num": -3}, {"name": "Brouillard", "value_num": 2}]
    kinds = dict(zip(result.coverage["source_line"], result.coverage["kind"], strict=True))
    # Struck or removed lines are set aside; the errata's list under its heading is the
    # sheet's change log, as a version history is.
    assert {kinds[line] for line in (5, 13, 15)} == {"struck_out"}
    assert (kinds[22], kinds[24], kinds[25]) == ("heading", "changelog", "changelog")
    assert "unparsed" not in kinds.values()


def test_a_word_written_for_both_genders_keeps_its_e():
    # `(E)` after a value marks an erratum; `allié(e)` is a word, no mark.
    assert as_it_now_stands("Chaque allié(e) ciblé(e) gagne +1.") == "Chaque allié(e) ciblé(e) gagne +1."
    assert as_it_now_stands("Couverture\tBLI +3 (E)") == "Couverture\tBLI +3"
    assert without_revision_marks("Allié(e)") == "Allié(e)"
    assert without_revision_marks("Fusil (E)") == "Fusil"
