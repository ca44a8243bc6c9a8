"""Infinity (`tabular`) sheets; their Epic (`records`) siblings are tested in
tests/unit/games/epic/test_footnotes_and_cross_references.py.

Written blind: three Infinity (`tabular`) and two Epic (`records`) sheets carrying
footnotes, cross-references, spreadsheet cell quirks and dense rules, written before the
parser was run on them.

- `infinity-panoceania-excel-renvois.tsv` (Excel TSV, UTF-8 with a BOM, CRLF): a weapons
  header on two rows (`PORTÉE` over `Courte | Moyenne | Longue | Extrême`, `ARME`, `DOM`…
  on the first row only), a `MODE` column whose weapon name is only on the first mode's row
  (merged cells), a hidden column exported empty, strengths `14,0` and `"14"`, footnote
  markers `†` on a name and `¹` on range cells with their footnotes under the table,
  inapplicable cells `–`, `—`, `n/a`, `·`, `(aucune)`; ammunition; skills with a pointer rule
  (`Blindé	voir Armure lourde`), cross-references (`cf.`, `→ Règles de base`, `(voir
  ci-dessous)`), two levels of named sub-entries on continuation rows (`- Programmes
  offensifs :`, `-- Carbonite : …`), a `¹` marker on a skill name, a rule of 120+ words; a
  rule repeated in a second section (`De plus, …`); 15 modifiers, one with a `(1)` marker
  after its value and its footnote under the list; a D20 table (`1-5`, `6–10`, `11 à 19`);
  a dispersion grid holding a `#N/A` cell.
- `infinity-armee-combinee-gsheets-traits.csv` (Google Sheets CSV, every row padded with
  commas, quoted cells): a weapons table with a `Traits` column of dense items (`Lourde 2 /
  Tir indirect`, `Tir spéculatif + Silencieux`, `Jetable (3) ; Anti-matériel`, `"Salve (D3,
  2)"`, `"Jetable (2), Non-létal"`, `Anti-matériel†`, `(aucune)`), range cells `20 / +3`,
  empty cells `n/a`, `N/A`, `–`, a burst `4 (1)` whose `(1)` is a footnote under the table;
  a `Traits d'armes` section (`Lourde (X)`, `Salve (X, Y)`), a trait defined again in the
  skills (`Tir spéculatif`); ammunition; skills with `- Nom : texte` sub-entries in one cell
  and pointers; modifiers under a `Nom,Valeur` header; a D20 table; a grid with `#N/A`.
- `infinity-nomades-libreoffice-pouces-notes.tsv` (LibreOffice TSV, LF): N5 band headers
  saying the unit (`COURTE (po)`) over `max/modifier` cells in inches, some written `8''/+3`;
  `/` for every inapplicable cell (ranges, burst, template, ammunition, E/M); footnote
  markers `¹`, `²` on names and `(1)` after a burst, footnotes under the table; skills whose
  sub-entries are rows of their own (`Programmes d'attaque :` then `- Carbonite<TAB>…`), a
  pointer rule, a rule written twice (`Voir ci-dessous.` then `De plus, …`); modifiers
  `-3`, `–3`; a D20 table `1 - 10`.

Every value below was written by hand from the sheets, before the parser was run on them."""

from __future__ import annotations

import pytest

from pipeline.extract.text import slugify
from tests.tabrec import columns, section_rules, texts, weapons

PANO = "infinity-panoceania-excel-renvois.tsv"
COMBINED = "infinity-armee-combinee-gsheets-traits.csv"
NOMADS = "infinity-nomades-libreoffice-pouces-notes.tsv"


def skills(file: str, section: str) -> list[tuple]:
    """(name, section, parent, line) of the rules of `section` and of their sub-entries, at any depth."""
    return [(r[0], r[2], r[5], r[6]) for r in section_rules(file, section, any_depth=True)]


def burst_alts(file: str) -> dict[str, object]:
    return {name: alt for name, alt in columns(file, "weapons", ("name", "burst_alt"))}


# PanOceania, Excel TSV: two-row header, MODE column with merged names, footnotes.


@pytest.mark.xfail(
    strict=True,
    reason="a rule repeated in a later section (`Mimétisme<TAB>De plus, …`) gives a second rule, not one merged",
)
def test_pano_skills():
    assert skills(PANO, "Compétences") == [
        ("Mimétisme", "Compétences", None, 39),
        ("Blindé", "Compétences", None, 40),
        ("Armure lourde", "Compétences", None, 41),
        ("Chaîne de Commandement", "Compétences", None, 42),
        ("Piratage", "Compétences", None, 43),
        ("Programmes offensifs", "Piratage", "piratage", 44),
        ("Carbonite", "Programmes offensifs", "programmes-offensifs", 45),
        ("Spotlight", "Programmes offensifs", "programmes-offensifs", 46),
        ("Programmes défensifs", "Piratage", "piratage", 47),
        ("Zero Pain", "Programmes défensifs", "programmes-defensifs", 48),
        ("U-Turn", "Programmes défensifs", "programmes-defensifs", 49),
        ("Tir spéculatif", "Compétences", None, 50),
        ("Sixième Sens N1", "Compétences", None, 51),
        ("Ordre coordonné", "Compétences", None, 52),
    ]
    assert skills(PANO, "Règles spéciales PanOceania") == [
        ("Fireteam Core", "Règles spéciales PanOceania", None, 59),
        ("Knight of Justice", "Règles spéciales PanOceania", None, 60),
    ]


@pytest.mark.xfail(
    strict=True,
    reason="a rule repeated in a later section (`Mimétisme<TAB>De plus, …`) is not merged into the first",
)
def test_pano_rule_texts():
    found = texts(PANO)
    assert found["Blindé"] == "voir Armure lourde"
    assert found["Knight of Justice"] == "Blindé"
    assert found["Chaîne de Commandement"] == (
        "Le lieutenant peut transférer son statut (cf. Lieutenant, → Règles de base)."
    )
    assert found["Carbonite"] == "IMM-2 sur la cible si le jet de VOL est réussi."
    assert found["Spotlight"] == "Marque la cible (cf. Observateur d'artillerie)."
    assert found["Tir spéculatif"] == "TR -6 ; cible hors LdV ; seulement avec une arme à gabarit Circulaire."
    assert "(voir ci-dessous)" in found["Piratage"]
    assert "-3 au TR de l'ennemi. Voir aussi Camouflage (p. 7)." in found["Mimétisme"]
    assert "De plus, une troupe PanOceania avec Mimétisme" in found["Mimétisme"]
    assert len(found["Ordre coordonné"].split()) >= 120
    assert found["Ordre coordonné"].endswith("ni pendant la phase tactique, ni en retraite.")
    assert "5 membres : +1 TR / +3 BLI (voir Bonus des troupes liées)" in found["Fireteam Core"]


# Combined Army, Google Sheets CSV: Traits column of dense items.


@pytest.mark.xfail(
    strict=True,
    reason=(
        "a `(1)` note call after the burst (`4 (1)`, its note `(1) …` under the table) is read as an "
        "alternative burst 1"
    ),
)
def test_combined_weapons():
    assert weapons(COMBINED) == [
        ("Fusil Combi", None, 7, False, False, 13, None, None, 3, None, True),
        ("Fusil Plasma", None, 8, False, False, 14, None, None, 3, "Circulaire", True),
        ("Fusil Breaker", None, 9, False, False, 13, None, None, 3, None, True),
        ("Fusil de Sniper Viral", None, 10, False, False, 15, None, None, 2, None, False),
        ("Lance-grenades Lourd", None, 11, False, False, 13, None, None, 1, "Circulaire", False),
        ("Canon Portable Automatique", None, 12, False, False, 15, None, None, 2, None, False),
        ("Lance-flammes Lourd", None, 13, False, False, 14, None, None, None, "GrdLarme", False),
        ("Spitfire", None, 14, False, False, 14, None, None, 4, None, True),
        ("Sepsitor", None, 15, False, False, None, "VOL", 0, 1, "PteLarme", True),
        ("Pistolet Breaker", None, 16, False, False, 13, None, None, 2, None, True),
        # Not marked `*` and in a table with bands: neither close combat nor melee only (my
        # first expectation, True/True, was wrong: the `*` is what says close combat).
        ("Couteau Viral", None, 17, False, False, None, "PH", -1, None, None, False),
    ]
    # The `(1)` after the Spitfire's burst is the footnote under the table, no alternative burst.
    assert burst_alts(COMBINED)["Spitfire"] is None


@pytest.mark.xfail(
    strict=True,
    reason=(
        "a rule given twice (a pointer under `Traits d'armes`, the rule among the skills) gives two "
        "rules, not one whose text is the skill's"
    ),
)
def test_combined_skills_and_traits():
    traits = [r[0] for r in skills(COMBINED, "Traits d'armes") if r[2] is None]
    assert [slugify(name) for name in traits] == [
        "anti-materiel",
        "lourde-x",
        "tir-indirect",
        "tir-speculatif",
        "silencieux",
        "jetable-x",
        "salve-x-y",
        "non-letal",
    ]
    assert skills(COMBINED, "Compétences spéciales") == [
        ("Sepsitor", "Compétences spéciales", None, 47),
        ("Shasvastii", "Compétences spéciales", None, 48),
        ("Incubation", "Shasvastii", "shasvastii", 48),
        ("Seed-Embryo", "Shasvastii", "shasvastii", 48),
        ("Morat", "Compétences spéciales", None, 49),
        ("Camouflage TO", "Compétences spéciales", None, 50),
        ("Frénésie", "Compétences spéciales", None, 51),
        ("Impétueuse", "Compétences spéciales", None, 52),
        ("Seed-Soldier", "Compétences spéciales", None, 53),
    ]
    found = texts(COMBINED)
    assert found["Incubation"] == "la figurine Morte devient un marqueur Seed-Embryo."
    assert found["Seed-Embryo"] == "le marqueur se développe au tour suivant (voir p. 120)."
    assert found["Impétueuse"] == "Voir Frénésie"
    assert found["Morat"] == "Vaillance N1 - Courage ; Frénésie ; voir Retraite (75 %)."
    # The trait defined again among the skills: the second definition adds to the first.
    assert "Voir Compétences spéciales." in found["Tir spéculatif"]
    assert "voir aussi Tir indirect." in found["Tir spéculatif"]
    assert "→ Règles de base, p. 40." in found["Tir indirect"]


# Nomads, LibreOffice TSV in inches, `/` for every empty cell.


@pytest.mark.xfail(
    strict=True,
    reason=(
        "a `(1)` note call after the burst (`2 (1)`, its note `(1) …` under the table) is read as an "
        "alternative burst 1"
    ),
)
def test_nomads_weapons():
    assert weapons(NOMADS) == [
        ("Pistolet", None, 6, False, True, 11, None, None, 2, None, False),
        ("Fusil Combi", None, 7, False, False, 13, None, None, 3, None, True),
        ("Fusil Spitfire", None, 8, False, False, 14, None, None, 4, None, True),
        ("Fusil MULTI", None, 9, False, False, 13, None, None, 3, None, True),
        ("Mitrailleuse (HMG)", None, 10, False, False, 15, None, None, 4, None, False),
        ("Fusil de Sniper MULTI", None, 11, False, False, 15, None, None, 2, None, True),
        ("Lance-grenades Léger", None, 12, False, False, 13, None, None, 1, "Circulaire", False),
        ("Fusil à pompe Léger", None, 13, False, False, 13, None, None, 2, "PteLarme", False),
        ("Lance-flammes Léger", None, 14, False, False, 13, None, None, None, "GrdLarme", False),
        ("Canon Magnétique", None, 15, False, False, 15, None, None, 5, None, True),
        ("Nanopulseur", None, 16, False, False, 13, None, None, 1, "PteLarme", True),
        ("Couteau", None, 17, True, True, None, "PH", -2, None, None, False),
    ]
    assert burst_alts(NOMADS)["Fusil à pompe Léger"] is None


@pytest.mark.xfail(
    strict=True,
    reason="a rule written twice in its section (`Guérilla<TAB>Voir ci-dessous.` then `De plus, …`) gives two rules",
)
def test_nomads_skills():
    assert skills(NOMADS, "Compétences") == [
        ("Piratage N5", "Compétences", None, 34),
        ("Programmes d'attaque", "Piratage N5", "piratage-n5", 35),
        ("Carbonite", "Programmes d'attaque", slugify("Programmes d'attaque"), 36),
        ("Oblivion", "Programmes d'attaque", slugify("Programmes d'attaque"), 37),
        ("Programmes de soutien", "Piratage N5", "piratage-n5", 38),
        ("Fairy Dust", "Programmes de soutien", "programmes-de-soutien", 39),
        ("Cybermask", "Programmes de soutien", "programmes-de-soutien", 40),
        ("Dispositif de piratage", "Compétences", None, 41),
        ("Supplantation N1", "Compétences", None, 42),
        ("Tir spéculatif", "Compétences", None, 43),
        ("Sixième Sens", "Compétences", None, 44),
        ("Morpho-Scan", "Compétences", None, 45),
        ("Guérilla", "Compétences", None, 46),
    ]
    found = texts(NOMADS)
    assert found["Carbonite"] == "IMM-2 sur un échec au jet de PB ; jet de VOL-3."
    assert found["Fairy Dust"] == "+3 PB pour les alliés de la Fireteam (cf. Fireteam)."
    assert found["Dispositif de piratage"] == "Voir Piratage N5."
    assert "Voir ci-dessous." in found["Guérilla"]
    assert "De plus, la troupe ignore les ORA" in found["Guérilla"]
