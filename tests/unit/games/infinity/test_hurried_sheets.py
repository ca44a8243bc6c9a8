"""Infinity (`tabular`) sheets; their Epic (`records`) siblings are tested in
tests/unit/games/epic/test_hurried_sheets.py.

Written blind: three Infinity (`tabular`) and two Epic (`records`) sheets written
as a volunteer in a hurry writes the next faction's sheet the night before a tournament: the
real sheet's layout, but not consistent with itself. Written before the parser was run on them.

- `infinity-aleph-excel-veille.tsv` (Excel TSV, CRLF, rows padded with trailing tabs): a
  weapons row with its E/M* cell left out and another with a stray trailing tab; a range typed
  `40/ +3`; a mode row (`Lance-grenades Lourd - Tir spéculatif`) before its plain row; `SH` and
  `Shock` in the table for the ammunition `Shock (SH)`, `Exp` beside `EXP`, `Nano` for
  `Nanotech`, `ADH` for `Adhésive`; a skill's sub-entry on a continuation row (empty first cell)
  and inline `-Nom : texte` sub-entries; `Sixieme Sens N2` without its accent; the skills
  heading in capitals then `Equipements` in title case without its accent; a D20 table with a
  `9 - 15` roll; a terrain heading glued to the modifiers (blank line missing).
- `infinity-nomades-gsheets-presse.csv` (Google Sheets CSV, rows padded to five cells but the
  tables to ten): a weapons row typed twice; `-` as well as `--` for empty cells; header
  `EXTRÊME`, `MUNIT`, `E/M`; `Viral` in the table for the ammunition `Virale`, `Fumigene` for
  `Fumigène`, `Shock` that the sheet never defines; sub-entries on continuation rows with mixed
  bullets (`-`, `*`) whose comma was not quoted (the text split over two cells); the
  `Compétences` heading repeated; a D20 table `01-05`.
- `infinity-combinee-libreoffice-hative.tsv` (LibreOffice TSV, LF, no blank line under most
  headings): every weapons row ends with a stray tab but one row leaves its E/M* cell out;
  header `E/M *`; `DOM` typed `PH -1`; `INC` and `Incendiaire` for `Incendiaire (INC.)`;
  `Spécial` that names no entry; sub-entries on continuation rows; a D20 table `1 à 6`.

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
    modifiers,
    parents,
    rolls,
    rules,
    texts,
    weapons,
)

ALEPH = "infinity-aleph-excel-veille.tsv"
NOMADES = "infinity-nomades-gsheets-presse.csv"
COMBINEE = "infinity-combinee-libreoffice-hative.tsv"
ORKS = "epic-orks-veille-tournoi.txt"
CHAOS = "epic-chaos-hatif.txt"


NEW_SHEETS = [ALEPH, NOMADES, COMBINEE]


def flat(text: str | None) -> str:
    return " ".join((text or "").split())


def link(label: str, rule_id: str | None, match: str) -> tuple:
    """A rule item read alone whose name is its label, resolved as `match` says."""
    return (label, label, None, None, None, rule_id, match)


@pytest.mark.parametrize("file", NEW_SHEETS)
def test_every_line_is_read_and_the_tables_validate(file):
    assert "unparsed" not in kinds(file).values()
    assert validate_tables(typed_tables(result(file).tables)) == []


# Aleph, Excel TSV.


def test_aleph_weapons():
    assert weapons(ALEPH) == [
        ("Arme de Corps à Corps", None, 111, True, True, None, "PH", 0, None, None, False),
        ("Arme CC E/M", None, 112, True, True, None, "PH", -1, None, None, True),
        ("Arme CC DA", None, 113, True, True, None, "PH", 0, None, None, False),
        ("Pistolet", None, 114, False, True, 11, None, None, 2, None, False),
        ("Pistolet Lourd", None, 115, False, True, 14, None, None, 1, None, False),
        ("Fusil Combi", None, 116, False, False, 13, None, None, 3, None, False),
        ("Fusil Multi", None, 117, False, False, 13, None, None, 3, None, True),
        ("Spitfire", None, 118, False, False, 14, None, None, 4, None, True),
        ("Mitrailleuse Multi", None, 119, False, False, 15, None, None, 4, None, True),
        ("Fusil de Sniper Multi", None, 120, False, False, 15, None, None, 2, None, True),
        ("Fusil à Plasma", None, 121, False, False, 14, None, None, 3, "Circulaire PteLarme", True),
        ("Fusil à pompe Lourd", None, 122, False, False, 15, None, None, 2, "PteLarme", False),
        ("Lance-flammes Lourd", None, 123, False, False, 14, None, None, None, "GrdLarme", False),
        ("Nanopulseur", None, 124, False, False, 13, None, None, 1, "PteLarme", True),
        ("Lance-grenades Lourd", "Tir spéculatif", 125, False, False, 13, None, None, 1, "Circulaire", False),
        ("Lance-grenades Lourd", None, 126, False, False, 13, None, None, 1, "Circulaire", False),
        ("Lance-missiles", None, 127, False, False, 14, None, None, 1, "Circulaire", False),
        ("Panzerfaust", None, 128, False, False, 14, None, None, 1, None, False),
        ("Pulsation Flash", None, 129, False, False, 13, None, None, 1, None, True),
        ("E/Mitter", None, 130, False, False, 14, None, None, 1, None, True),
        ("Contender", None, 131, False, False, 13, None, None, 1, None, True),
        ("Marqueur", None, 132, False, False, None, None, None, 1, None, True),
        ("Canon Portable Automatique", None, 133, False, False, 15, None, None, 2, None, False),
        ("Mines Antipersonnelles", None, 134, False, False, 13, None, None, None, "Circulaire PteLarme", True),
        ("Grenade Fumigène", None, 135, False, False, None, None, None, None, "Circulaire", False),
        ("Lance Adhésifs", None, 136, False, False, None, None, None, None, None, False),
        ("Chain Rifle", None, 137, False, False, 13, None, None, None, "PteLarme", False),
        ("Pistolet d'Assaut", None, 138, False, True, 13, None, None, 4, None, False),
    ]


def test_aleph_bands():
    assert bands(ALEPH, "fusil-combi") == max_bands(UPPER, "20/+3", "40/+3", "60/-3", "120/-6")
    assert bands(ALEPH, "lance-grenades-lourd:tir-speculatif") == max_bands(UPPER, "20/-6", "80/-3")
    assert bands(ALEPH, "pistolet-lourd") == max_bands(UPPER, "10/+3", "20/0", "40/-3")
    assert bands(ALEPH, "lance-flammes-lourd") == []
    burst = columns(ALEPH, "weapons", ("name", "burst_raw", "burst_uses", "burst_modes"))
    assert ("Panzerfaust", "1 (2x)", 2, None) in burst
    assert ("Mitrailleuse Multi", "4//2//1", None, "4/2/1") in burst


def test_aleph_rule_links():
    assert items(ALEPH, "pistolet-lourd") == [item("SH", "shock")]
    assert items(ALEPH, "mines-antipersonnelles") == [item("Shock", "shock")]
    assert items(ALEPH, "panzerfaust") == [each("AP", "ap"), each("Exp", "exp")]
    assert items(ALEPH, "mitrailleuse-multi") == [choice("AP", "ap", 2), choice("Exp", "exp", 3)]
    assert items(ALEPH, "nanopulseur") == [link("Nano", "nanotech", "fuzzy")]
    assert items(ALEPH, "grenade-fumigene") == [item("Fumigène", "fumigene")]
    assert items(ALEPH, "fusil-a-plasma") == [item("Plasma", "plasma")]
    assert items(ALEPH, "e-mitter") == [item("E/M", "e-m")]
    assert [i[5] for i in items(ALEPH, "lance-adhesifs")] == ["adhesive"]
    assert items(ALEPH, "fusil-combi") == []
    assert items(ALEPH, "pistolet-d-assaut") == []


def test_aleph_ammunition():
    found = ammunition(ALEPH)
    assert [a[0] for a in found] == [
        "ap", "da", "exp", "shock", "plasma", "e-m", "flash", "nanotech", "fumigene", "adhesive",
    ]  # fmt: skip
    assert found[3] == (
        "shock",
        "1 blessure. Mort instantanément en cas de blessure",
        "🎲BLI",
        "1 Blessure directe",
        98,
    )
    assert found[8] == ("fumigene", "Crée une zone Visibilité Nulle", None, None, 103)


def test_aleph_skills_and_sub_entries():
    found = parents(ALEPH)
    for name in (
        "Aspects d'ALEPH", "Posthumain", "Sixième Sens N1", "Sixieme Sens N2", "Arts Martiaux N3",
        "Vaillance N1 - Courage", "Tireur d'élite", "Docteur Plus", "Ingénieur", "Piratage", "Répétiteur",
        "Tir de suppression", "Assaut", "Infiltration N2", "Mimétisme (-3)", "Mimétisme (-6)",
        "Supplantation N1", "Viseur Multi N2", "Viseur X", "Dispositif de Piratage Plus", "ECM",
        "Holo Projecteur N2",
    ):  # fmt: skip
        assert found[name] is None, name
    assert found["Mode Sapeur"] == "ingenieur"
    assert found["Pirater un TAG"] == "piratage"
    assert found["Protocoles Anti-Hacker"] == "piratage"
    assert found["Contrôle Total"] == "piratage"
    t = texts(ALEPH)
    assert t["Mode Sapeur"] == "peut désactiver une mine à 5 cm."
    assert t["Contrôle Total"] == "2x VOL-PB, le TAG passe sous contrôle"
    assert t["Ingénieur"].startswith("VOL : répare une arme ou un équipement hors service.")
    assert t["Assaut"] == "Voir Tir de suppression."
    assert t["Sixieme Sens N2"] == "Comme Sixième Sens N1 même hors de sa ZC."
    sections = {r[0]: r[2] for r in rules(ALEPH)}
    assert sections["Docteur Plus"] == "COMPÉTENCES"
    assert sections["Viseur X"] == "Equipements"
    assert {r[0]: r[1] for r in rules(ALEPH)}["Tir de suppression"] == "TS"


def test_aleph_modifiers_and_roll_table():
    mods = columns(ALEPH, "modifiers", ("name", "condition", "value", "value_num", "source_line"))
    assert ("Aide en CC", None, "+1 au CC, pour chaque figurine alliée", 1, 28) in mods
    assert ("Berserk", None, "CC +6", 6, 30) in mods
    assert ("Couverture Partielle", None, "TR -3, BLI +3", -3, 33) in mods
    assert ("Esquive de gabarit", None, "PH -3", -3, 36) in mods
    assert ("Découvrir (20 cm)", "20 cm", "+3", 3, 38) in mods
    assert ("Découvrir (40 cm)", "40 cm", "0", 0, 38) in mods
    assert ("Découvrir (80 cm)", "80 cm", "-3", -3, 38) in mods
    # `Types de terrains`, glued under the modifiers, heads its own list (as in the real sheet).
    assert ("Types de terrains", "Difficile", None, "MOV/2 : IM, ILO, Tags et Motos", 40) in modifiers(ALEPH)
    assert not any(m[0].startswith("Types de terrains") for m in mods)
    assert rolls(ALEPH) == [
        ("Jet de Retraite", "D20", 1, 8, "La troupe reste sur place et peut agir", 21),
        ("Jet de Retraite", "D20", 9, 15, "La troupe recule de 10 cm vers son bord de table", 22),
        ("Jet de Retraite", "D20", 16, 19, "La troupe fuit de 20 cm", 23),
        ("Jet de Retraite", "D20", 20, 20, "La troupe quitte la table et compte comme perdue", 24),
    ]


# Nomades, Google Sheets CSV.


def test_nomades_weapons():
    assert weapons(NOMADES) == [
        ("Arme de Corps à Corps", None, 70, True, True, None, "PH", 0, None, None, False),
        ("Arme CC Monofilament", None, 71, True, True, None, None, None, None, None, False),
        ("Couteau", None, 72, True, True, None, "PH", -2, None, None, False),
        ("Pistolet", None, 73, False, True, 11, None, None, 2, None, False),
        ("Pistolet Viral", None, 74, False, True, 11, None, None, 2, None, False),
        ("Fusil Combi", None, 75, False, False, 13, None, None, 3, None, True),
        ("Fusil MULTI", None, 77, False, False, 13, None, None, 3, None, True),
        ("Fusil Spitfire", None, 78, False, False, 14, None, None, 4, None, True),
        ("Mitrailleuse (HMG)", None, 79, False, False, 15, None, None, 4, None, False),
        ("Fusil de Sniper T2", None, 80, False, False, 15, None, None, 2, None, False),
        ("Fusil de Sniper Viral", None, 81, False, False, 15, None, None, 2, None, False),
        ("Fusil à pompe Léger", None, 82, False, False, 13, None, None, 2, "PteLarme", False),
        ("Fusil d'Abordage", None, 83, False, False, 14, None, None, 2, "PteLarme", False),
        ("Lance-grenades Léger", "Tir direct", 84, False, False, 13, None, None, 1, "Circulaire", False),
        ("Lance-grenades Léger", "Tir spéculatif", 85, False, False, 13, None, None, 1, "Circulaire", False),
        ("Lance-grenades Fumigènes", None, 86, False, False, None, None, None, 1, "Circulaire", False),
        ("Blitzen", None, 87, False, False, 14, None, None, 1, None, False),
        ("E/Marat", None, 88, False, True, 13, None, None, None, "Circulaire", True),
        ("Crazy Koala", None, 89, False, False, 15, None, None, 1, None, True),
        ("Lance-missiles", None, 90, False, False, 14, None, None, 1, "Circulaire", False),
        ("Canon Magnétique", None, 91, False, False, 15, None, None, 5, None, True),
        ("Pistolet d'Assault", None, 92, False, True, 13, None, None, 4, None, False),
        ("Chain Rifle", None, 93, False, False, 13, None, None, None, "PteLarme", False),
    ]


def test_nomades_bands_and_links():
    labels = ("COURTE", "MOYENNE", "LONGUE", "EXTRÊME")
    assert bands(NOMADES, "pistolet-viral") == max_bands(labels, "10/+3", "20/0", "40/-3")
    assert bands(NOMADES, "lance-grenades-leger:tir-speculatif") == max_bands(labels, "10/-6", "40/-3")
    assert bands(NOMADES, "couteau") == []
    assert items(NOMADES, "pistolet-viral") == [link("Viral", "virale", "fuzzy")]
    assert [i[5] for i in items(NOMADES, "lance-grenades-fumigenes")] == ["fumigene"]
    assert items(NOMADES, "crazy-koala") == [link("Shock", None, "unresolved")]
    assert items(NOMADES, "blitzen") == [item("E/M2", "e-m2")]
    assert items(NOMADES, "fusil-de-sniper-t2") == [item("T2", "t2")]
    assert items(NOMADES, "arme-cc-monofilament") == [item("Monofilament", "monofilament")]
    assert items(NOMADES, "fusil-multi") == [choice("AP", "ap", 2), choice("DA", "da", 3)]
    assert items(NOMADES, "fusil-combi") == []


def test_nomades_skills_and_sub_entries():
    found = parents(NOMADES)
    for name in (
        "Zondbot", "Répétiteur", "Piratage", "Hacker Assassin", "Cybermask", "Supplantation N1", "Docteur",
        "Tir de Suppression", "Sixième sens N1", "Mimetisme (-3)", "Vaillance N2 - Tenace", "Religieuse",
        "Viseur Multi N1", "Immunité Shock", "Répétiteur de Position",
    ):  # fmt: skip
        assert found[name] is None, name
    assert found["Pirater un TAG"] == "piratage"
    assert found["Contrôle Total"] == "piratage"
    assert found["Gotcha!"] == "piratage"
    t = texts(NOMADES)
    assert t["Pirater un TAG"] == "VOL-PB, 1 réussite TAG IMM"
    assert t["Contrôle Total"] == "2x VOL-PB, le TAG passe sous contrôle"
    assert t["Gotcha!"] == "VOL, IMM-2 sur la cible"
    assert t["Zondbot"] == "Répétiteur mobile. Voir Répétiteur."
    assert flat(t["Piratage"]).startswith("Le Hacker choisit un programme parmi :")


def test_nomades_modifiers_ammunition_roll_table_and_note():
    mods = columns(NOMADES, "modifiers", ("name", "condition", "value", "value_num", "source_line"))
    assert ("Aide en CC", None, "+1 au CC, pour chaque figurine alliée", 1, 20) in mods
    assert ("Pirater des Aérotransports", None, "VOL -9", -9, 25) in mods
    assert ("Découvrir/Observateur d'Artillerie (20 cm)", "20 cm", "+3", 3, 27) in mods
    assert ("Découvrir/Observateur d'Artillerie (120 cm)", "120 cm", "-3", -3, 27) in mods
    found = ammunition(NOMADES)
    assert [a[0] for a in found] == ["ap", "da", "exp", "t2", "virale", "e-m", "e-m2", "fumigene", "monofilament"]
    assert found[3] == ("t2", "2 blessures", "🎲BLI", "2 Blessures directes", 61)
    assert rolls(NOMADES) == [
        ("Tableau de Dispersion", "D20", 1, 5, "Le gabarit dévie de 5 cm vers la droite", 14),
        ("Tableau de Dispersion", "D20", 6, 10, "Le gabarit dévie de 5 cm vers la gauche", 15),
        ("Tableau de Dispersion", "D20", 11, 15, "Le gabarit dévie de 10 cm vers l'arrière, puis s'arrête", 16),
        ("Tableau de Dispersion", "D20", 16, 20, "Le gabarit tombe à l'endroit visé", 17),
    ]
    assert (95, "table_note") in columns(NOMADES, "notes", ("source_line", "kind"))


# Armée Combinée, LibreOffice TSV.


def test_combinee_weapons():
    assert weapons(COMBINEE) == [
        ("Arme de Corps à Corps", None, 72, True, True, None, "PH", 0, None, None, False),
        ("Arme CC Monofilament", None, 73, True, True, None, None, None, None, None, False),
        ("Arme CC Viral", None, 74, True, True, None, "PH", -1, None, None, False),
        ("Pistolet Viral", None, 75, False, True, 11, None, None, 2, None, False),
        ("Pistolet Lourd", None, 76, False, True, 14, None, None, 1, None, False),
        ("Fusil Combi", None, 77, False, False, 13, None, None, 3, None, True),
        ("Fusil Viral", None, 78, False, False, 13, None, None, 3, None, False),
        ("Fusil à Plasma", None, 79, False, False, 14, None, None, 3, "Circulaire PteLarme", True),
        ("Spitfire", None, 80, False, False, 14, None, None, 4, None, True),
        ("Mitrailleuse (HMG)", None, 81, False, False, 15, None, None, 4, None, False),
        ("Fusil de Sniper Viral", None, 82, False, False, 15, None, None, 2, None, False),
        ("Lance-flammes Lourd", None, 83, False, False, 14, None, None, None, "GrdLarme", False),
        ("Lance-flammes Léger", None, 84, False, False, 13, None, None, None, "GrdLarme", False),
        ("Sepsitor", None, 85, False, False, None, "VOL", 0, 1, None, True),
        ("Lance-grenades Lourd", "Tir direct", 86, False, False, 13, None, None, 1, "Circulaire", False),
        ("Lance-grenades Lourd", "Tir spéculatif", 87, False, False, 13, None, None, 1, "Circulaire", False),
        ("Lance-missiles", None, 88, False, False, 14, None, None, 1, "Circulaire", False),
        ("Canon Portable Automatique", None, 89, False, False, 15, None, None, 2, None, False),
        ("Nanopulseur", None, 90, False, False, 13, None, None, 1, "PteLarme", True),
        ("E/Mauler", None, 91, False, False, 13, None, None, None, "Circulaire", True),
        ("Mines Monofilament", None, 92, False, False, 13, None, None, None, "Circulaire PteLarme", True),
        ("Pulsation Flash", None, 93, False, False, 13, None, None, 1, None, True),
        ("Pistolet d'Assaut", None, 94, False, True, 13, None, None, 4, None, False),
        ("Fusil d'Abordage", None, 95, False, False, 14, None, None, 2, "PteLarme", False),
    ]


def test_combinee_bands_and_links():
    assert bands(COMBINEE, "pistolet-viral") == max_bands(UPPER, "10/+3", "20/0", "40/-3", "60/-6")
    assert bands(COMBINEE, "lance-grenades-lourd:tir-speculatif") == max_bands(UPPER, "20/-6", "80/-3")
    assert bands(COMBINEE, "sepsitor") == []
    assert items(COMBINEE, "pistolet-lourd") == [item("SH", "shock")]
    assert items(COMBINEE, "arme-cc-viral") == [item("Viral", "viral")]
    assert [i[5] for i in items(COMBINEE, "lance-flammes-lourd")] == ["incendiaire"]
    assert items(COMBINEE, "lance-flammes-leger") == [item("Incendiaire", "incendiaire")]
    assert items(COMBINEE, "mines-monofilament") == [item("Monofilament", "monofilament")]
    assert items(COMBINEE, "canon-portable-automatique") == [each("AP", "ap"), each("EXP", "exp")]
    assert items(COMBINEE, "sepsitor") == [link("Spécial", None, "unresolved")]
    assert items(COMBINEE, "fusil-viral") == []


def test_combinee_skills_sub_entries_modifiers_and_roll_table():
    found = parents(COMBINEE)
    for name in ("Sepsitorisé", "Shasvastii", "Morat", "Vaillance N1", "Camouflage TO", "Piratage", "Frénésie"):
        assert found[name] is None, name
    assert found["Embryon"] == "shasvastii"
    assert found["Spawn-Embryo"] == "shasvastii"
    assert found["Pirater un TAG"] == "piratage"
    assert found["Sepsitor Plus"] == "piratage"
    t = texts(COMBINEE)
    assert t["Spawn-Embryo"] == "une fois par partie, la troupe renaît à 10 cm."
    assert t["Sepsitor Plus"] == "VOL-3, la cible est Sepsitorisée"
    mods = columns(COMBINEE, "modifiers", ("name", "condition", "value", "value_num", "source_line"))
    assert ("Aide en CC", None, "+3 au CC, pour chaque figurine alliée", 3, 23) in mods
    assert ("Découvrir (120 cm)", "120 cm", "-3", -3, 30) in mods
    assert [a[0] for a in ammunition(COMBINEE)] == [
        "ap", "da", "exp", "shock", "viral", "plasma", "e-m", "incendiaire", "monofilament",
    ]  # fmt: skip
    assert rolls(COMBINEE) == [
        ("Jet de Sepsitor", "D20", 1, 6, "La cible résiste et reste sous contrôle ennemi", 17),
        ("Jet de Sepsitor", "D20", 7, 14, "La cible passe sous votre contrôle jusqu'à la fin du tour", 18),
        ("Jet de Sepsitor", "D20", 15, 20, "La cible passe sous votre contrôle pour la partie", 19),
    ]
