"""The table reader of `tabular` sheets (Infinity: TSV and CSV exports), each construct on a few
lines of its own: cells and rows as spreadsheets leave them, sub-entries in cells, bands, dice
and modifiers, errata marks. The whole sheets are tested in tests/unit/games/infinity/."""

from __future__ import annotations

import pytest

from pipeline.extract.cells import CellError, parse_roll_range, parse_strength, whole_number
from pipeline.extract.revisions import current_cell, current_number, is_removed_row, without_revision_marks
from pipeline.games.infinity.cells import parse_damage, parse_range_cell
from pipeline.model.document import TableRow
from pipeline.parse.readers.revisions import as_it_now_stands
from tests.tabrec import PANO, columns, inline, named, nulls, parse_inline, texts_of

# Constructs the whole sheets of tests/unit/games/infinity/test_careless_and_garbled_sheets.py carry.


def test_a_roll_typed_without_its_accent():
    assert parse_roll_range("1 a 5") == (1, 5)
    assert parse_roll_range("1 à 5") == (1, 5)
    with pytest.raises(CellError):
        parse_roll_range("1a5")
    found = inline("Table de panne (D20)\n\nd20\tRésultat\n1 a 5\tHors Service.\n6-20\tAucun effet.\n")
    assert [(r["roll_from"], r["roll_to"]) for r in found["roll_tables"]] == [(1, 5), (6, 20)]


def test_an_abbreviated_burst_header():
    found = inline(
        "Armement\n\nArme\tDmg\tRaf.\tCourte\tMoyenne\tLongue\tExtreme\tGabarit\tMunit.\tE/M\n"
        "Fusil\t13\t3\t20/0\t40/+3\t60/-3\t120/-6\t--\t--\t--\n"
    )
    assert [(w["name"], w["strength"], w["burst"]) for w in found["weapons"]] == [("Fusil", 13, 3)]


def test_entries_typed_in_one_cell_after_a_spaced_dash():
    found = inline(
        "Compétences\n\nVolontaire\tTroupe.\n"
        "Éclaireur N1\t- Camouflage : déploiement en marqueur CD. - Saut : ignore le terrain difficile.\n"
    )
    assert named(found) == [
        ("Volontaire", None, 3),
        ("Éclaireur N1", None, 4),
        ("Camouflage", "inline:eclaireur-n1", 4),
        ("Saut", "inline:eclaireur-n1", 4),
    ]
    assert texts_of(found)["Saut"] == "ignore le terrain difficile."


# Constructs the whole sheets of tests/unit/games/infinity/test_footnotes_and_cross_references.py carry.


def test_a_group_header_over_its_labels_beside_a_hidden_column():
    found = inline(
        "Armement\n\nARME\tPORTÉE\t\t\t\tDOM\tR\n\tCourte\tMoyenne\tLongue\t\t\t\nFusil\t20/+3\t40/0\t60/-3\t\t13\t3\n"
    )
    assert [(w["name"], w["strength"], w["burst"]) for w in found["weapons"]] == [("Fusil", 13, 3)]
    assert [b["band_label"] for b in found["weapon_ranges"]] == ["Courte", "Moyenne", "Longue"]


def test_a_whole_number_kept_with_its_decimals():
    assert whole_number("14,0") == "14"
    assert whole_number("13.00") == "13"
    assert whole_number("13,5") == "13,5"
    assert parse_damage("14,0").value == 14
    assert parse_strength("7,0").value == 7


def test_inapplicable_cells_in_parentheses_or_a_middle_dot():
    found = inline(
        "Armement\n\nARME\tCOURTE\tDOM\tR\tGABARIT\tMUNIT.\tE/M\nFusil\t20/+3\t13\t3\t·\t(aucune)\t(aucune)\n"
    )
    assert [(w["template"], w["em_vulnerable"]) for w in found["weapons"]] == [(None, False)]
    assert found["weapon_rules"] == []


def test_a_note_call_after_a_range_cell_and_on_a_rule_name():
    assert parse_range_cell("20/-6¹") == parse_range_cell("20/-6")
    found = inline("Compétences\n\nTir spéculatif¹\tTR -6.\n\n¹ Voir la Dispersion.\n")
    assert [rule["name"] for rule in found["rules"]] == ["Tir spéculatif"]
    assert [note["text"] for note in found["notes"]] == ["¹ Voir la Dispersion."]


# Constructs the whole sheets of tests/unit/games/infinity/test_hurried_sheets.py carry.


def test_a_heading_padded_with_empty_cells_heads_the_rows_under_it_beside_a_wider_table():
    """A sheet padded to its lists' width (`Equipements<TAB><TAB>`) whose weapons table is
    wider: the padded line over a list is its heading, no row of the list above."""
    weapons_rows = "".join(f"Arme {n}\t20/0\t40/+3\t--\t--\t13\t1\t--\t--\t--\n" for n in "ABCDEF")
    found = inline(
        "Compétences\t\t\n\nDocteur\tVOL : soigne.\t\nTireur\tIgnore les couverts.\t\n\n"
        "Equipements\t\t\nViseur X\tMOD de distance réduit à 0.\t\nECM\tAnnule un projectile guidé.\t\n\n"
        "Armement\t\t\n\nARME\tCOURTE\tMOYENNE\tLONGUE\tEXTREME\tDOM\tR\tGABARIT\tMUNIT.\tE/M*\n" + weapons_rows
    )
    sections = {rule["name"]: rule["section"] for rule in found["rules"]}
    assert sections["Docteur"] == "Compétences"
    assert sections["Viseur X"] == "Equipements"
    assert sections["ECM"] == "Equipements"
    assert found["reference_tables"] == []


def test_a_row_under_a_skill_typed_as_a_dash_glued_to_a_name_is_its_sub_entry():
    found = inline(
        "Compétences\n\nIngénieur\tVOL : répare une arme.\n\t-Mode Sapeur : peut désactiver une mine.\n"
        "Docteur\tVOL : soigne.\n"
    )
    assert named(found)[:2] == [("Ingénieur", None, 3), ("Mode Sapeur", "inline:ingenieur", 4)]
    assert texts_of(found)["Mode Sapeur"] == "peut désactiver une mine."


def test_an_exclamation_mark_glued_to_a_word_is_part_of_a_name():
    found = inline(
        "Compétences\n\nPiratage\tLe Hacker choisit :\n\t- Gotcha! : VOL, IMM-2 sur la cible\n"
        "\t- Contrôle : 2x VOL\nDocteur\tVOL : soigne.\n"
    )
    assert ("Gotcha!", "inline:piratage", 4) in named(found)
    assert texts_of(found)["Gotcha!"] == "VOL, IMM-2 sur la cible"


def test_a_title_glued_under_a_padded_table_heads_the_rows_under_it():
    """No blank line between two padded lists: the one-cell row in title case between
    them heads the second; a label ending on its colon stays in its table."""
    found = inline(
        "Modificateurs\t\t\t\n\nBerserk\tCC +6\t\t\nTir spéculatif\tTR -6\t\t\n"
        "Types de terrains\t\t\t\nDifficile\tMOV/2\t\t\nImpraticable\tMOV 0\t\t\n\n"
        "Bonus\t\t\t\n\nTour Actif\tChef seulement\t\t\nTypes de bonus :\t\t\t\n3 figurines\tB +1\t\t\n"
    )
    sections = {(m["section"], m["name"]) for m in found["modifiers"]}
    assert {
        ("Modificateurs", "Berserk"),
        ("Types de terrains", "Difficile"),
        ("Types de terrains", "Impraticable"),
    } <= sections
    assert not any(m["name"] == "Types de terrains" for m in found["modifiers"])
    assert "Types de bonus :" in {c["value"] for c in found["reference_tables"]} | {r["name"] for r in found["rules"]}


# Constructs the whole sheets of tests/unit/games/infinity/test_next_faction_sheets.py carry.


@pytest.mark.xfail(
    strict=True,
    reason="which side of a pair is English is guessed from the sheet's habit when no word tells: "
    "`Knauf Squadron (Escadron Knauf)` gives `Escadron Knauf`, `Ordres Militaires (Religieuses)` `Religieuses`",
)
def test_pano_english_names_beside_the_french_ones():
    found = columns(PANO, "rules", ("name", "name_alt", "name_en"))
    assert ("Knauf Squadron", "Escadron Knauf", "Knauf Squadron") in found
    assert ("Ordres Militaires", "Religieuses", None) in found


# Constructs the whole sheets of tests/unit/games/infinity/test_own_typing_habits.py carry.


def test_a_burst_and_a_template_count_with_the_multiplication_sign():
    """`1 (2×)`, `Circulaire×3`: a word processor's `×` for the `x` of a count."""
    from pipeline.games.infinity.cells import parse_burst, parse_template

    assert (parse_burst("1 (2×)").value, parse_burst("1 (2×)").uses) == (1, 2)
    assert parse_template("Circulaire×3") == parse_template("Circulairex3")


def test_inline_entries_after_the_rule_s_own_sentence():
    """`Règle de l'armée. -Contrat : … -Prime : …`: the dashes list entries after a lead
    sentence ending on its full stop, as after one announcing them with a colon."""
    found = inline("Compétences\n\nBayram\tRègle de l'armée. -Contrat : coûte 1 point de moins. -Prime : +1 ordre.\n")
    assert named(found) == [("Bayram", None, 3), ("Contrat", "inline:bayram", 3), ("Prime", "inline:bayram", 3)]
    assert found["rules"][0]["text"] == "Règle de l'armée. -Contrat : coûte 1 point de moins. -Prime : +1 ordre."


def test_a_padded_export_s_lone_cells_keep_no_padding_as_indentation():
    """A padded CSV's one-cell rows with spaces around their text (` - Un.  ,,`) beside a
    quoted one (`"- Trois, trois.",,`): the spaces pad the cell, no bullet is nested."""
    rows = ["Réserve,,", ",,", " - Un point.  ,,", " - Deux points.  ,,", '"- Trois : trois, trois.",,', ",,"]
    found = inline("Titre,,\n,,\n" + "\n".join(rows) + "\n", file="inline.csv")
    assert texts_of(found)["Réserve"] == "- Un point.\n- Deux points.\n- Trois : trois, trois."


# Constructs the whole sheets of tests/unit/games/infinity/test_retyped_and_copied_siblings.py carry.


def test_rows_set_in_one_more_tab_are_entries_of_the_line_above():
    """Before, a row set in by two tabs made the list a grid, its rules lost in `reference_tables`."""
    sheet = (
        "Tour\n\nTour de jeu\tDeux Tours de Joueur.\n\tPhase Tactique : le joueur compte ses Ordres.\n"
        "\t\tRetraite : le joueur vérifie si son armée est passée en Retraite.\n"
        "\tPhase d'Ordres : le joueur dépense ses Ordres.\n"
    )
    found = inline(sheet)
    assert named(found) == [
        ("Tour de jeu", None, 3),
        ("Phase Tactique", "inline:tour-de-jeu", 4),
        ("Retraite", "inline:phase-tactique", 5),
        ("Phase d'Ordres", "inline:tour-de-jeu", 6),
    ]
    assert found["reference_tables"] == []


def test_a_list_rows_text_wrapped_onto_a_line_in_capitals():
    """Before, only a line in lower case went on with a row's text; one in capitals (a PDF's
    column copied) was a paragraph of the section, whose heading became a rule holding it."""
    sheet = (
        "Réactions\n\nChanger de Posture\tLa troupe passe de Couchée à Debout ou l’inverse. Compte comme une\n"
        "Esquive avec un MOD de -3.\nGarde\tQuand la Réserve d’Ordres tombe à zéro, chaque troupe fait un jet (VOL).\n"
        "En cas d’échec, elle ne peut plus dépenser d’Ordre.\n"
    )
    found = inline(sheet)
    assert named(found) == [("Changer de Posture", None, 3), ("Garde", None, 5)]
    assert texts_of(found)["Changer de Posture"].endswith("Compte comme une Esquive avec un MOD de -3.")
    assert texts_of(found)["Garde"].endswith("jet (VOL). En cas d’échec, elle ne peut plus dépenser d’Ordre.")
    # A short text over a line in capitals stays whole: that line is no wrap of it.
    short = inline("Règles\n\nVertical\tEscalader seulement\nAutre Section\n\nA\tB.\n")
    assert texts_of(short)["Vertical"] == "Escalader seulement"


def test_bullets_under_a_list_row_announcing_them_are_its_entries():
    """Before, they were the section's text, and only the deeper ones became rules."""
    sheet = (
        "États\n\nÉtats\tLes états s’appliquent ainsi :\n\uf0b7 Mort : la troupe est retirée de la table.\n"
        "\uf0b7 Immobilisé : la troupe ne peut ni bouger ni réagir. Deux niveaux :\n"
        "▪ Immobilisé-1 : annulé par un jet de PH réussi en Phase des États.\n"
        "\uf0b7 Isolé : la troupe ne génère plus d’Ordre du tout.\n"
    )
    assert named(inline(sheet)) == [
        ("États", None, 3),
        ("Mort", "inline:etats", 4),
        ("Immobilisé", "inline:etats", 5),
        ("Immobilisé-1", "inline:immobilise", 6),
        ("Isolé", "inline:etats", 7),
    ]


def test_parts_of_an_entry_in_a_column_of_their_own():
    """Before, the header row was a rule (`COMPÉTENCE`: `OPTION — EFFET`) and each option a
    rule of the section."""
    sheet = (
        "Compétences;;\nCOMPÉTENCE;OPTION;EFFET\nSepsitor;;La cible passe sous contrôle.\n"
        "Graine-Embryon;;La troupe devient un Embryon.\n;Stade Embryon;La troupe ne peut que se déplacer.\n"
        ";Stade Développé;La troupe récupère son profil.\n"
    )
    assert named(inline(sheet, file="inline.csv")) == [
        ("Sepsitor", None, 3),
        ("Graine-Embryon", None, 4),
        ("Stade Embryon", "inline:graine-embryon", 5),
        ("Stade Développé", "inline:graine-embryon", 6),
    ]


def test_a_modifier_grid_whose_columns_are_attributes():
    """Before, each row's one value read as a list's text: the column (`TR`, `PH`) was lost."""
    sheet = "Modificateurs\n\nMODIFICATEUR\tTR\tCC\tPH\nCouverture\t-3\t\t\nEsquive\t\t\t-3\n"
    found = inline(sheet)["modifiers"]
    assert [(row["name"], row["condition"], row["value"], row["value_attribute"]) for row in found] == [
        ("Couverture (TR)", "TR", "-3", "TR"),
        ("Esquive (PH)", "PH", "-3", "PH"),
    ]


def test_an_abbreviation_keeping_its_little_words_in_lower_case():
    """Before, `LdV` read as the English name of `Ligne de Vue`."""
    found = parse_inline("Règles\n\nLigne de Vue (LdV)\tVue depuis le socle.\n").tables["rules"]
    assert found[["name", "abbreviation"]].values.tolist() == [["Ligne de Vue", "LdV"]]
    assert found["name_en"].isna().all()


# Constructs the whole sheets of tests/unit/games/infinity/test_sheets_after_errata.py carry.


INLINE_HEADER = "ARME\tCOURTE\tMOYENNE\tLONGUE\tEXTREME\tDOM\tR\tGABARIT\tMUNIT.\tE/M*"


def test_a_revised_weapon_cell_reads_as_it_now_stands():
    found = inline(
        "Armement\n\n" + INLINE_HEADER + "\n"
        "Fusil\t20/0\t40/+3 → 60/+3\t--\t--\t13 → 14\t3 (ancien 2)\t--\t--\t--\n"
        "Spitfire (E)\t20/+3\t60/+3\t80/0\t120/-6\t14*\t4\t--\t--\tX\n"
    )
    assert [(w["name"], w["strength"], w["burst"], w["strength_raw"]) for w in found["weapons"]] == [
        ("Fusil", 14, 3, "14"),
        ("Spitfire", 14, 4, "14*"),
    ]
    assert [band["max"] for band in found["weapon_ranges"] if band["weapon_id"] == "inline:fusil"] == [20.0, 60.0]


def test_a_removed_weapon_row_is_kept_as_a_note_never_a_weapon():
    parsed = parse_inline(
        "Armement\n\n" + INLINE_HEADER + "\n"
        "Fusil\t20/0\t40/+3\t--\t--\t13\t3\t--\t--\t--\n"
        "Lance-missiles Guidés\tSUPPRIMÉ (errata v1.2)\n"
        "Sepsitor Plus (SUPPRIMÉ)\t--\t--\t--\t--\tVOL\t1\tGrdLarme\t--\tX\n"
    )
    assert list(parsed.tables["weapons"]["name"]) == ["Fusil"]
    # At the merge of the three families' readers: a removed row is set aside as `struck_out` (its printed text kept
    # in the report's coverage), as the Antares reader does, rather than a table note.
    kinds = dict(zip(parsed.coverage["source_line"], parsed.coverage["kind"], strict=True))
    assert (kinds[5], kinds[6]) == ("struck_out", "struck_out")
    assert "unparsed" not in set(parsed.coverage["kind"])


def test_change_marks_leave_names_and_modifier_values():
    found = inline(
        "Compétences\n\n"
        "Tir de suppression (TS) [MAJ v1.2]\tPlacer le marqueur TS.\n"
        "Sentinelle NOUVEAU\tEn ORA, peut déclarer Découvrir.\n"
        "\nModificateurs\n\n"
        "Mimétisme\tTR -6*\nVisibilité Nulle\t-3 → -6\nSurprise\t-3 (ancien -6)\nCouverture\tBLI +3 (E)\n"
    )
    assert [(r["name"], r["abbreviation"]) for r in found["rules"]] == [
        ("Tir de suppression", "TS"),
        ("Sentinelle", None),
    ]
    assert [(m["value"], m["value_num"]) for m in found["modifiers"]] == [
        ("TR -6", -6),
        ("-6", -6),
        ("-3", -3),
        ("BLI +3", 3),
    ]


def test_revision_marks():
    # At the merge of the three families' readers, the revision readers of the three families became one: a line as it
    # now stands (`as_it_now_stands`), then each cell (`current_cell`) and name.
    assert current_cell("12 → 13") == "13" and as_it_now_stands("TR -3 -> -6") == "TR -6"
    assert current_number("14*") == "14" and current_number("3*") == "3"
    assert without_revision_marks("Fusil Combi (anciennement Fusil d'assaut)") == "Fusil Combi"
    assert without_revision_marks("Viseur Multi N2 (modifié)") == "Viseur Multi N2"
    assert without_revision_marks("Mitrailleuse (HMG)") == "Mitrailleuse (HMG)"
    assert is_removed_row(TableRow(1, ["Canon", "SUPPRIMÉ"]))
    assert is_removed_row(TableRow(1, ["~~Vaillance N3~~", "x"]))
    assert not is_removed_row(TableRow(1, ["Fusil", "20/0", "13"]))


# Constructs the whole sheets of tests/unit/games/infinity/test_siblings_written_blind.py carry.


def test_entries_listed_inline_after_bullets_or_an_announcing_sentence():
    """Before, only a text opening with glued dashes named its entries."""
    sheet = (
        "Compétences\n\n"
        "Piratage Plus\tProgrammes disponibles : • Brise-Glace : MOD PB/2 • Cybermasque : la figurine redevient "
        "un marqueur\n"
        "Répétiteur\tProgrammes : -Soutien : MOD +3 -Capture : TAG POS dès la 1re réussite\n"
        "Griffes\tLa figurine gagne -3 au TR : pour toujours • Rien : rien\n"
    )
    assert named(inline(sheet)) == [
        ("Piratage Plus", None, 3),
        ("Brise-Glace", "inline:piratage-plus", 3),
        ("Cybermasque", "inline:piratage-plus", 3),
        ("Répétiteur", None, 4),
        ("Soutien", "inline:repetiteur", 4),
        ("Capture", "inline:repetiteur", 4),
        ("Griffes", None, 5),
    ]


def test_lines_of_a_cell_opening_with_a_name_are_entries_inside_it():
    """Before, a cell's lines with no bullet were joined into one text naming nothing."""
    sheet = (
        'Compétences\n\nSapeur\t"Permet de creuser un trou.\nOptions :\nSapeur Camouflé : la troupe se cache.\n'
        'Sapeur Blindé : la troupe gagne une Couverture."\n'
        'Ingénieur\t"VOL : répare un TAG.\nEchec : -1 STR"\n'
        'Docteur\t"Soigne une figurine\nalliée au contact."\n'
    )
    found = inline(sheet)
    assert named(found) == [
        ("Sapeur", None, 3),
        ("Sapeur Camouflé", "inline:sapeur", 5),
        ("Sapeur Blindé", "inline:sapeur", 6),
        ("Ingénieur", None, 7),
        ("Docteur", None, 9),
    ]
    texts_found = {rule["name"]: rule["text"] for rule in found["rules"]}
    assert texts_found["Sapeur"] == (
        "Permet de creuser un trou.\n\nOptions :\n\nSapeur Camouflé : la troupe se cache.\n\n"
        "Sapeur Blindé : la troupe gagne une Couverture."
    )
    assert texts_found["Ingénieur"] == "VOL : répare un TAG. Echec : -1 STR"
    assert texts_found["Docteur"] == "Soigne une figurine alliée au contact."


def test_rows_whose_name_cell_opens_with_a_dash_are_entries_of_the_row_above():
    """Before, `- Symbiobouclier` was a skill of its own, named with its dash."""
    sheet = (
        "Compétences\n\nSymbiomate\tLa troupe est protégée par un Symbiomate.\n"
        "- Symbiobouclier\tAnnule la première blessure reçue.\n"
        "• Symbiobombe\tExplose au contact d'un ennemi.\n"
        "Sixième Sens\tRéagit à toute attaque dans sa ZC.\n"
    )
    found = inline(sheet)
    assert named(found) == [
        ("Symbiomate", None, 3),
        ("Symbiobouclier", "inline:symbiomate", 4),
        ("Symbiobombe", "inline:symbiomate", 5),
        ("Sixième Sens", None, 6),
    ]
    assert found["rules"][1]["text"] == "Annule la première blessure reçue."


def test_a_modifier_table_whose_header_names_its_columns():
    """Before, `VALEUR`, `NOTE`, `Jet` and `MOD` read as conditions, each cell a modifier."""
    sheet = (
        "Modificateurs\n\nMODIFICATEUR\tVALEUR\tNOTE\nCouverture Partielle\tTR -3, BLI +3\tContre le tir\n"
        "Mimétisme\tTR -3\t\n\nModificateurs de piratage\n\nSituation\tJet\tMOD\nFirewall\tPB\t+3\n"
        "Brouillage\tVOL, PB\t-3\n\nModificateurs de portée\n\nSituation\tMêlée\tTir\nFumée\t0\t-6\n"
    )
    found = inline(sheet)["modifiers"]
    assert [
        (row["name"], row["condition"], row["value"], row["value_num"], row["value_attribute"]) for row in found
    ] == [
        ("Couverture Partielle", "Contre le tir", "TR -3, BLI +3", -3, "TR"),
        ("Mimétisme", None, "TR -3", -3, "TR"),
        ("Firewall", None, "+3", 3, "PB"),
        ("Brouillage", None, "-3", -3, "VOL, PB"),
        ("Fumée (Mêlée)", "Mêlée", "0", 0, None),
        ("Fumée (Tir)", "Tir", "-6", -6, None),
    ]


def test_a_parenthesis_naming_another_rule_of_the_sheet_is_part_of_the_name():
    """`Immunité (E/M)`, `Immunité (Shock)`: what the skill is immune to, not its
    abbreviation nor its English name; before, both were a rule `Immunité`."""
    sheet = (
        "Compétences\n\nImmunité (E/M)\tIgnore les munitions E/M.\nImmunité (Shock)\tIgnore les munitions Shock.\n"
        "Camouflage (CAMO)\tDéployée en marqueur.\n\nMunitions\n\nMUNITION\tEFFET\tJET REQ.\n"
        "E/M\tVoir tableau\tJet PB\nShock (SH)\t1 blessure\tJet BLI\n"
    )
    found = inline(sheet)["rules"]
    assert [(rule["rule_id"], rule["name"], nulls((rule["abbreviation"], rule["name_en"]))) for rule in found] == [
        ("inline:immunite-e-m", "Immunité (E/M)", (None, None)),
        ("inline:immunite-shock", "Immunité (Shock)", (None, None)),
        ("inline:camouflage", "Camouflage", ("CAMO", None)),
        ("inline:e-m", "E/M", (None, None)),
        ("inline:shock", "Shock", ("SH", None)),
    ]


def test_a_star_note_under_a_table_in_a_padded_cell_is_the_tables_note():
    """Before, ` * Arme utilisable…` (its cell padded with a space) was a nested bullet: the
    text of a rule named after the heading `Armement`."""
    sheet = (
        "Armement;;;\n;;;\nARME;COURTE;DOM;MUNIT.\nCouteau*;--;PH-2;--\nPistolet*;10/+3;11;--\n;;;\n"
        " * Arme utilisable en Corps à Corps.  ;;;\n"
    )
    parsed = parse_inline(sheet, "inline.csv")
    assert parsed.tables["rules"].empty
    assert parsed.report["table_notes"] == [
        {"section": "Armement", "source_line": 7, "text": "* Arme utilisable en Corps à Corps."}
    ]
