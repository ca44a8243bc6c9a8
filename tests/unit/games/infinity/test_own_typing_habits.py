"""Infinity (`tabular`) sheets; their Epic (`records`) siblings are tested in
tests/unit/games/epic/test_own_typing_habits.py.

Written blind: three Infinity (`tabular`) and two Epic (`records`) sheets written
as another volunteer of the community would write the next faction's, with their own tools and
typing habits, before the parser was run on them.

- `infinity-druze-excel-typographie.tsv` (Excel TSV, CRLF, modifier rows padded with tabs):
  a word processor's typography pasted in: `’` apostrophes, no-break spaces before `:` and `;`,
  `« … »`, `–` bullets, `–` (autocorrected `--`) as the empty cell of every table, `×` in
  `(SE×6)` and `1 (2×)`, ranges `1–8` in a D20 table; a comment row under the weapons table;
  inline sub-entries `-Contrat : …` in a skill; an E/M effects grid.
- `infinity-phalanx-gsheets-saut-de-page.csv` (Google Sheets CSV, LF, every row padded to ten
  cells): skills numbered `1.` … `18.`, skill cells holding line breaks (a quoted multi-line
  cell) with named sub-entries and `Note :`, `Exception :`, `Spécial :` lines; the weapons table
  split by a page break (`… - page 2`) with its header repeated, in title case (`Extrême`);
  `Nom - Mode` rows; a D20 table `1 à 5`.
- `infinity-tohaa-libreoffice-unites.tsv` (LibreOffice TSV, LF): range cells with their unit
  (`20 cm/+3`), empty cells where the real sheet prints `--`, a header `EXTRÊME`, `DOM.`; a
  skill's text continued on the next row with an empty first cell (`Spécial :`, `Note :`,
  `Exception :`); a D20 table `01-10`.

Every value below was written by hand from the sheets, before the parser was run on them."""

from __future__ import annotations

import pytest

from pipeline.contract.validate import typed_tables, validate_tables
from tests.conftest import parsed_fixture as result
from tests.tabrec import (
    UPPER,
    ammunition,
    bands,
    choice,
    columns,
    each,
    item,
    items,
    kinds,
    max_bands,
    parents,
    rolls,
    rules,
    texts,
    weapons,
)

DRUZE = "infinity-druze-excel-typographie.tsv"
PHALANX = "infinity-phalanx-gsheets-saut-de-page.csv"
TOHAA = "infinity-tohaa-libreoffice-unites.tsv"
ELDARS = "epic-eldars-biel-tan-copie-pdf.txt"
GARDE = "epic-garde-imperiale-traitement-texte.txt"


NEW_SHEETS = [DRUZE, PHALANX, TOHAA]


def flat(text: str | None) -> str:
    """A text with its line breaks and runs of spaces as one space."""
    return " ".join((text or "").split())


def said_under(file: str, parent: str, name: str, text: str) -> bool:
    """Whether `Name : text` stands under the rule `parent`: in its text, or as its sub-entry."""
    found = {r[0]: r for r in rules(file)}
    t = texts(file)
    if f"{name} : {text}" in flat(t.get(parent)):
        return True
    return name in found and flat(t.get(name)) == text and found[name][5] is not None


@pytest.mark.parametrize("file", NEW_SHEETS)
def test_every_line_is_read_and_the_tables_validate(file):
    assert "unparsed" not in kinds(file).values()
    assert validate_tables(typed_tables(result(file).tables)) == []


# Druze, Excel TSV with a word processor's typography.


def test_druze_weapons():
    assert weapons(DRUZE) == [
        ("Arme de Corps à Corps", None, 113, True, True, None, "PH", 0, None, None, False),
        ("Couteau", None, 114, True, True, None, "PH", -1, None, None, False),
        ("Arme CC AP", None, 115, True, True, None, "PH", 1, None, None, False),
        ("Pistolet", None, 116, False, True, 11, None, None, 2, None, False),
        ("Pistolet Lourd", None, 117, False, True, 14, None, None, 1, None, False),
        ("Fusil", None, 118, False, False, 13, None, None, 3, None, False),
        ("Fusil Combi", None, 119, False, False, 13, None, None, 3, None, True),
        ("Fusil T2", None, 120, False, False, 13, None, None, 3, None, False),
        ("Fusil de Sniper", None, 121, False, False, 15, None, None, 2, None, False),
        ("Fusil de Sniper T2", None, 122, False, False, 15, None, None, 2, None, False),
        ("Fusil à pompe Léger", None, 123, False, False, 13, None, None, 2, "PteLarme", False),
        ("Mitrailleuse (HMG)", None, 124, False, False, 15, None, None, 4, None, False),
        ("Mitrailleuse Multi", None, 125, False, False, 15, None, None, 4, None, True),
        ("Lance-grenades Léger", None, 126, False, False, 13, None, None, None, "Circulaire", False),
        ("Lance-grenades Fumigène", None, 127, False, False, None, None, None, 1, "Circulaire", False),
        ("Lance-missiles", None, 128, False, False, 14, None, None, 1, "Circulaire", False),
        ("Panzerfaust", None, 129, False, False, 14, None, None, 1, None, False),
        ("Lance Adhésifs", None, 130, False, False, None, None, None, 1, None, False),
        ("Mines Antipersonnelles", None, 131, False, False, 13, None, None, None, "Circulaire PteLarme", True),
        ("Grenade", None, 132, False, False, 13, None, None, None, "Circulaire", False),
        ("Lance-flammes Léger", None, 133, False, False, 13, None, None, None, "GrdLarme", False),
        ("Feuerbach", None, 134, False, False, 14, None, None, 2, None, True),
        ("Canon Portable Automatique", None, 135, False, False, 15, None, None, 2, None, False),
        ("Spitfire", None, 136, False, False, 14, None, None, 4, None, True),
        ("Pistolet d’Assaut", None, 137, False, True, 13, None, None, 4, None, False),
        ("E/Mitter", None, 138, False, False, 14, None, None, 1, None, True),
        ("Chain Rifle", None, 139, False, False, 13, None, None, None, "PteLarme", False),
        ("D-Charges", None, 140, True, True, 14, None, None, None, None, True),
        ("Fusil d’Abordage", None, 141, False, False, 14, None, None, 2, "PteLarme", False),
    ]


def test_druze_bands_and_burst():
    assert bands(DRUZE, "pistolet") == max_bands(UPPER, "10/+3", "20/0", "40/-3", "60/-6")
    assert bands(DRUZE, "fusil-a-pompe-leger") == max_bands(UPPER, "20/+3", "40/0", "60/-3")
    assert bands(DRUZE, "pistolet-d-assaut") == max_bands(UPPER, "20/+3", "40/-6")
    assert bands(DRUZE, "d-charges") == []
    burst = columns(DRUZE, "weapons", ("name", "burst_raw", "burst_uses", "burst_modes"))
    assert ("Panzerfaust", "1 (2×)", 2, None) in burst
    assert ("Mitrailleuse Multi", "4//2//1", None, "4/2/1") in burst


def test_druze_rule_links():
    assert items(DRUZE, "pistolet-lourd") == [item("AP", "ap")]
    assert items(DRUZE, "panzerfaust") == [each("AP", "ap"), each("EXP", "exp")]
    assert items(DRUZE, "lance-missiles") == [each("EXP", "exp"), each("AP", "ap")]
    assert items(DRUZE, "mitrailleuse-multi") == [choice("AP", "ap", 2), choice("EXP", "exp", 3)]
    assert items(DRUZE, "fusil-t2") == [item("T2", "t2")]
    assert items(DRUZE, "mines-antipersonnelles") == [item("SH", "shock")]
    assert items(DRUZE, "lance-grenades-fumigene") == [item("Fumigène", "fumigene")]
    assert items(DRUZE, "e-mitter") == [item("E/M", "e-m")]
    assert items(DRUZE, "fusil-d-abordage")[1] == choice("AP", "ap", 2)
    assert items(DRUZE, "fusil") == []
    assert items(DRUZE, "spitfire") == []


def test_druze_ammunition():
    found = ammunition(DRUZE)
    assert len(found) == 9
    assert [a[0] for a in found][:5] == ["ap", "da", "exp", "shock", "t2"]
    assert found[0] == ("ap", "1 blessure", "🎲BLI/2", "Blessure directe", 99)
    assert found[5] == ("fumigene", "Crée une zone Visibilité Nulle", None, None, 104)
    assert found[8][1:] == ("1 blessure", "🎲BLI", "Blessure directe", 107)


def test_druze_skills_and_sub_entries():
    found = parents(DRUZE)
    for name in (
        "Mercenaire", "Loup solitaire", "Mimétisme (-3)", "Mimétisme (-6)", "Tireur d’élite",
        "Bayram Security", "Tir de suppression", "Vaillance N1 – Courage", "Observateur d’artillerie",
        "Piratage", "Assaut", "Arts Martiaux N2", "Viseur X",
    ):  # fmt: skip
        assert found[name] is None, name
    assert found["Contrat"] == "bayram-security"
    assert found["Prime"] == "bayram-security"
    assert found["Rupture"] == "bayram-security"
    assert found["Pirater un TAG"] == "piratage"
    assert found["Protocoles Anti-Hacker"] == "piratage"
    t = texts(DRUZE)
    assert t["Contrat"] == "chaque troupe Druze coûte 1 point de moins."
    assert t["Rupture"] == "en retraite, les Druzes quittent la table."
    assert (
        t["Loup solitaire"] == "La figurine forme un groupe de combat à elle seule ; elle n’a qu’un ordre irrégulier."
    )
    assert t["Assaut"] == "Voir Tir de suppression (TS)."
    assert t["Docteur"] == "VOL : annule un statut inconscient. Échec : la troupe meurt."
    abbreviations = {r[0]: r[1] for r in rules(DRUZE)}
    assert abbreviations["Tir de suppression"] == "TS"


def test_druze_modifiers_roll_table_notes_and_grids():
    mods = columns(DRUZE, "modifiers", ("name", "condition", "value", "value_num", "source_line"))
    assert ("Aide en CC", None, "+1 au CC, pour chaque figurine alliée", 1, 41) in mods
    assert ("Berserk", None, "CC +6", 6, 43) in mods
    assert ("CD : Mimétisme", None, "TR -3", -3, 44) in mods
    assert ("Couverture Partielle", None, "TR -3, BLI +3", -3, 46) in mods
    assert ("Découvrir (20 cm)", "20 cm", "+3", 3, 50) in mods
    assert ("Découvrir (80 cm)", "80 cm", "-3", -3, 50) in mods
    assert rolls(DRUZE) == [
        ("Jet de Retraite", "D20", 1, 8, "La troupe reste sur place et peut agir", 26),
        ("Jet de Retraite", "D20", 9, 15, "La troupe recule de 10 cm vers son bord de table", 27),
        ("Jet de Retraite", "D20", 16, 19, "La troupe fuit de 20 cm", 28),
        ("Jet de Retraite", "D20", 20, 20, "La troupe quitte la table et compte comme perdue", 29),
    ]
    notes = columns(DRUZE, "notes", ("source_line", "kind"))
    assert (142, "table_note") in notes
    values = {c[0] for c in columns(DRUZE, "reference_tables", ("value",))}
    assert {"Viseurs (Multi, X, 360°)", "Dispositif de piratage", "(SE×6) cm"} <= values


# Steel Phalanx, Google Sheets CSV, multi-line cells, weapons table split by a page break.


def test_phalanx_weapons():
    assert weapons(PHALANX) == [
        ("Arme de Corps à Corps", None, 86, True, True, None, "PH", 0, None, None, False),
        ("Arme CC EXP", None, 87, True, True, None, "PH", 0, None, None, False),
        ("Arme CC E/M", None, 88, True, True, None, "PH", -1, None, None, True),
        ("Pistolet Lourd", None, 89, False, True, 14, None, None, 1, None, False),
        ("Pistolet Plasma", None, 90, False, True, 13, None, None, 2, None, True),
        ("Fusil Combi", None, 91, False, False, 13, None, None, 3, None, True),
        ("Fusil Multi", None, 92, False, False, 13, None, None, 3, None, True),
        ("Fusil à Plasma", None, 93, False, False, 14, None, None, 3, "Circulaire PteLarme", True),
        ("Spitfire", None, 94, False, False, 14, None, None, 4, None, True),
        ("Mitrailleuse Multi", None, 95, False, False, 15, None, None, 4, None, True),
        ("Fusil de Sniper Multi", None, 96, False, False, 15, None, None, 2, None, True),
        ("Fusil à pompe Lourd", None, 97, False, False, 15, None, None, 2, "PteLarme", False),
        ("Lance-grenades Lourd", "Tir direct", 102, False, False, 13, None, None, 1, "Circulaire", False),
        ("Lance-grenades Lourd", "Tir spéculatif", 103, False, False, 13, None, None, 1, "Circulaire", False),
        ("Lance-missiles", None, 104, False, False, 14, None, None, 1, "Circulaire", False),
        ("Pulsation Flash", None, 105, False, False, 13, None, None, 1, None, True),
        ("E/Mitter", None, 106, False, False, 14, None, None, 1, None, True),
        ("Nanopulseur", None, 107, False, False, 13, None, None, 1, "PteLarme", True),
        ("Mines Antipersonnelles", None, 108, False, False, 13, None, None, None, "Circulaire PteLarme", True),
        ("Canon Magnétique", None, 109, False, False, 15, None, None, 5, None, True),
        ("Marqueur", None, 110, False, False, None, None, None, 1, None, True),
        ("Contender", None, 111, False, False, 13, None, None, 1, None, True),
        ("D.E.P.", None, 112, False, False, 14, None, None, 1, None, False),
        ("Lance-missiles Guidés", None, 113, False, False, 14, None, None, None, "Circulaire", True),
    ]


def test_phalanx_bands_and_links():
    title = ("Courte", "Moyenne", "Longue", "Extrême")
    assert bands(PHALANX, "lance-grenades-lourd:tir-speculatif") == max_bands(title, "20/-6", "80/-3")
    assert bands(PHALANX, "canon-magnetique") == max_bands(title, "20/0", "80/+3", "120/-3", "260/-6")
    assert items(PHALANX, "fusil-multi") == [choice("AP", "ap", 2), choice("DA", "da", 3)]
    assert items(PHALANX, "fusil-de-sniper-multi") == [choice("AP", "ap", 1), choice("DA", "da", 2)]
    assert items(PHALANX, "pistolet-plasma") == [item("Plasma", "plasma")]
    assert items(PHALANX, "pulsation-flash") == [item("Flash", "flash")]
    assert items(PHALANX, "contender") == [item("DA", "da")]
    assert items(PHALANX, "marqueur") == [("Repetit.", "Repetit.", None, None, None, "repetiteur", "fuzzy")]
    assert items(PHALANX, "nanopulseur") == [("Nano", "Nano", None, None, None, "nanotech", "fuzzy")]


def test_phalanx_numbered_skills_and_multi_line_cells():
    found = parents(PHALANX)
    for name in (
        "Ordres Militaires", "Sixième Sens N2", "Arts Martiaux N3", "Vaillance N3 - Ign. les Blessures",
        "Ingénieur", "Docteur Plus", "Régénération", "Nano Ecran", "Déploiement Aérien N4",
        "Mimétisme (-6)", "Supplantation N1", "Infiltration N1", "Piratage", "Immunité Totale",
        "Tir Spéculatif", "Répétiteur", "Posthumain",
    ):  # fmt: skip
        assert found[name] is None, name
    assert not any(name[:1].isdigit() for name in found)
    assert found["Myrmidons"] == "ordres-militaires"
    assert found["Thorakitai"] == "ordres-militaires"
    assert found["Pirater un tag"] == "piratage"
    t = texts(PHALANX)
    assert t["Myrmidons"] == "+1 en CC pour chaque Myrmidon au contact."
    assert t["Ordres Militaires"].startswith("Les troupes de la Phalanx partagent un ordre spécial.")
    assert t["Posthumain"] == "Voir 8. Système de Soutien (Achille)."
    assert flat(t["Docteur Plus"]).startswith("Comme Docteur, mais la troupe peut relancer le jet de VOL.")
    assert said_under(PHALANX, "Docteur Plus", "Note", "ne fonctionne pas sur une troupe Régénérée.")
    assert said_under(PHALANX, "Régénération", "Exception", "ne fonctionne pas si la troupe est Morte.")
    assert said_under(PHALANX, "Déploiement Aérien N4", "Spécial", "ne peut pas être utilisé au premier tour.")


def test_phalanx_modifiers_ammunition_and_roll_table():
    mods = columns(PHALANX, "modifiers", ("name", "condition", "value", "value_num", "source_line"))
    assert ("Aide en CC", None, "+1 au CC, pour chaque figurine alliée", 1, 26) in mods
    assert ("Nanoécran", None, "TR -3", -3, 32) in mods
    assert ("Découvrir/Observateur d'Artillerie (40 cm)", "40 cm", "0", 0, 34) in mods
    found = ammunition(PHALANX)
    assert [a[0] for a in found][:7] == ["ap", "da", "exp", "plasma", "e-m", "flash", "nanotech"]
    assert len(found) == 8
    assert found[0] == ("ap", "1 blessure", "🎲BLI/2", "Blessure directe", 73)
    assert rolls(PHALANX) == [
        ("Tableau de Dispersion", "D20", 1, 5, "Le gabarit dévie de 5 cm vers la droite", 39),
        ("Tableau de Dispersion", "D20", 6, 10, "Le gabarit dévie de 5 cm vers la gauche", 40),
        ("Tableau de Dispersion", "D20", 11, 15, "Le gabarit dévie de 10 cm vers l'arrière", 41),
        ("Tableau de Dispersion", "D20", 16, 20, "Le gabarit tombe à l'endroit visé", 42),
    ]


# Tohaa, LibreOffice TSV, ranges with their unit, empty cells, skills continued on the next row.


def test_tohaa_weapons():
    assert weapons(TOHAA) == [
        ("Arme de Corps à Corps", None, 87, True, True, None, "PH", 0, None, None, False),
        ("Arme CC Viral", None, 88, True, True, None, "PH", 0, None, None, False),
        ("Pistolet Viral", None, 89, False, True, 11, None, None, 2, None, False),
        ("Pistolet Lourd", None, 90, False, True, 14, None, None, 1, None, False),
        ("Fusil Combi", None, 91, False, False, 13, None, None, 3, None, True),
        ("Fusil Viral", None, 92, False, False, 13, None, None, 3, None, False),
        ("Spitfire", None, 93, False, False, 14, None, None, 4, None, True),
        ("Fusil de Sniper Viral", None, 94, False, False, 15, None, None, 2, None, False),
        ("Mitrailleuse Viral", None, 95, False, False, 15, None, None, 4, None, False),
        ("Fusil à pompe Léger", None, 96, False, False, 13, None, None, 2, "PteLarme", False),
        ("Lance-grenades Léger", None, 97, False, False, 13, None, None, None, "Circulaire", False),
        ("Lance-flammes Léger", None, 98, False, False, 13, None, None, None, "GrdLarme", False),
        ("Lance-flammes Lourd", None, 99, False, False, 14, None, None, None, "GrdLarme", False),
        ("Symbiobombe", None, 100, False, False, None, "VOL", 0, 1, "Circulaire", True),
        ("Nanopulseur", None, 101, False, False, 13, None, None, 1, "PteLarme", True),
        ("Lance Adhésifs", None, 102, False, False, None, None, None, None, None, False),
        ("Lance-missiles", None, 103, False, False, 14, None, None, None, "Circulaire", False),
        ("Canon Magnétique", None, 104, False, False, 15, None, None, 5, None, True),
        ("Pulsation Flash", None, 105, False, False, 13, None, None, 1, None, True),
        ("Chain Rifle", None, 106, False, False, 13, None, None, None, "PteLarme", False),
        ("Grenade Fumigène", None, 107, False, False, None, None, None, None, "Circulaire", False),
    ]


def test_tohaa_bands_and_links():
    labels = ("COURTE", "MOYENNE", "LONGUE", "EXTRÊME")
    assert bands(TOHAA, "pistolet-viral") == max_bands(labels, "10/+3", "20/0", "40/-3", "60/-6")
    assert bands(TOHAA, "pistolet-lourd") == max_bands(labels, "10/+3", "20/0", "40/-3")
    assert bands(TOHAA, "fusil-de-sniper-viral") == max_bands(labels, "30/0", "90/+3", "130/-3", "260/-6")
    assert bands(TOHAA, "arme-de-corps-a-corps") == []
    assert items(TOHAA, "pistolet-viral") == [item("Viral", "viral")]
    assert items(TOHAA, "symbiobombe") == [item("Viral", "viral")]
    assert items(TOHAA, "canon-magnetique") == [item("AP", "ap")]
    assert items(TOHAA, "grenade-fumigene") == [item("Fumigène", "fumigene")]
    assert items(TOHAA, "fusil-combi") == []


def test_tohaa_skills_continued_on_the_next_row():
    found = parents(TOHAA)
    for name in (
        "Triade", "Symbiomate", "Symbio-Armure", "Mimétisme (-3)", "Camouflage Thermo-Optique",
        "Infiltration N2", "Courage", "Chaksa Auxiliaire", "Pheroware", "Régénération", "Viseur X",
        "Tir Spéculatif",
    ):  # fmt: skip
        assert found[name] is None, name
    assert found["Pirater un TAG"] == "pheroware"
    assert found["Protocole Éclipse"] == "pheroware"
    t = texts(TOHAA)
    assert t["Camouflage Thermo-Optique"] == "CD : Camouflage TO. Voir Mimétisme (-3)."
    assert flat(t["Triade"]).startswith("Fireteam de 3 troupes Tohaa. Le chef d'équipe gagne +1 R en tour actif.")
    assert said_under(TOHAA, "Triade", "Spécial", "un Symbiomate compte comme membre de la Triade.")
    assert said_under(TOHAA, "Symbiomate", "Note", "ne fonctionne pas contre les munitions Viral.")
    assert said_under(TOHAA, "Chaksa Auxiliaire", "Exception", "le Chaksa peut déclarer un ORA seul.")


def test_tohaa_modifiers_ammunition_and_roll_table():
    mods = columns(TOHAA, "modifiers", ("name", "condition", "value", "value_num", "source_line"))
    assert ("Aide en CC", None, "+3 au CC, pour chaque figurine alliée", 3, 27) in mods
    assert ("Couverture Totale", None, "PB +3 contre E/M", 3, 31) in mods
    assert ("Découvrir (20 cm)", "20 cm", "+3", 3, 35) in mods
    found = ammunition(TOHAA)
    assert [a[0] for a in found] == ["ap", "da", "exp", "viral", "nanotech", "fumigene", "adhesive", "e-m"]
    assert found[5] == ("fumigene", "Crée une zone Visibilité Nulle/Fumigène", None, None, 80)
    assert rolls(TOHAA) == [
        ("Jet de Symbiobombe", "D20", 1, 10, "La Symbiobombe éclate sans effet", 40),
        ("Jet de Symbiobombe", "D20", 11, 17, "La cible est Immobilisée jusqu'à la fin du tour", 41),
        ("Jet de Symbiobombe", "D20", 18, 20, "La cible subit une blessure Viral", 42),
    ]
