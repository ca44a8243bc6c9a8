"""Infinity (`tabular`) sheets; their Epic (`records`) siblings are tested in
tests/unit/games/epic/test_careless_and_garbled_sheets.py.

Written blind: three Infinity (`tabular`) and two Epic (`records`) sheets from
careless or garbling sources, written before the parser was run on them.

- `infinity-yujing-sans-accents.tsv` (LibreOffice TSV, LF, UTF-8, no padding): typed without
  accents (`Competences`, `munitions speciales`, `Fusil a pompe Leger`), section titles in
  lower case (`armement`, `table de panne du dispositif (1D20)`), Title Case (`Modificateurs
  De Base`) and capitalised, mixed; a weapons header with synonyms and in another order
  (`Arme<TAB>Dmg<TAB>Raf.<TAB>Courte…Extreme<TAB><TAB>Gabarit<TAB>Munit.<TAB>E/M`: damage and
  burst before the bands, an empty column after them); a CC weapon `PH+1`; an abbreviation
  `(CdC)`; `-Nom : texte` sub-entries; modifiers `- 3`, `TR −6` (Unicode minus), `+ 3 au CC`,
  `-6 MOD`; a D20 table with a `d20` header and rolls `1 a 5`, `6-15`, `16+`.
- `infinity-ariadna-texte-unicode.tsv` (Excel "Texte Unicode": UTF-16 LE with a BOM, CRLF,
  every row padded with tabs to ten columns): N5 weapons with inch band headers
  (`0-8"`, `8-16"` …) whose cells are bare modifiers (`+3`, `0`, `-3`, empty past the last
  band), `Dégâts`, `Rafale`, `Munit.` and a `Trait(s)` column (`Anti-matériel, Jetable (2)`,
  `Tir Spéculatif`) naming rules of a `Traits d'armes` section (`Jetable (X)`); ammunition;
  skills with `- Nom : texte` sub-entries; modifiers `−3 TR, +3 BLI`, `− 3`, `−6`, `-6 MOD`,
  `+ 3`; a D20 table under `Table … (D20)` with a `Jet<TAB>Effet` header and rolls `1 à 5`,
  `16 à 19`, `20`.
- `infinity-haqqislam-forum-mojibake.csv` (Google Sheets CSV padded with commas, quoted
  cells, after a forum round trip: UTF-8 read as Windows-1252 and saved as UTF-8 again, so
  `CompÃ©tences`, `ExtrÃªme`, `â€“`): a weapons table with `Dom.`, `R` and a `Notes` column
  holding a quoted remark; ammunition under `Munitions Spéciales`; skills with `-Nom :`
  sub-entries and a French decimal `×1,5`; modifiers; a D20 table. The expected values are
  the repaired (correct French) text, as `pipeline/parse/decode.py` repairs it.

Every value below was written by hand from the sheets, before the parser was run on them."""

from __future__ import annotations

from tests.tabrec import rules, section_rules, texts

YUJING = "infinity-yujing-sans-accents.tsv"
ARIADNA = "infinity-ariadna-texte-unicode.tsv"
HAQQ = "infinity-haqqislam-forum-mojibake.csv"


def skills(file: str, section: str) -> list[tuple]:
    """(name, abbreviation, section, parent, line) of the rules of `section` and their sub-entries."""
    return [(r[0], r[1], r[2], r[5], r[6]) for r in section_rules(file, section)]


# Yu Jing, typed without accents, weapons header with synonyms in another order.


def test_yujing_skills():
    assert skills(YUJING, "Competences") == [
        ("Guerrier Celeste", None, "Competences", None, 26),
        ("Chaine de Commandement", "CdC", "Competences", None, 27),
        ("Infiltration N1", None, "Competences", None, 28),
        ("Sixieme Sens N2", None, "Competences", None, 29),
        ("Ordre Impetueux", None, "Competences", None, 30),
        ("Frenesie", None, "Ordre Impetueux", "ordre-impetueux", 30),
        ("Extreme", None, "Ordre Impetueux", "ordre-impetueux", 30),
        ("Vaillance N1 – Courage", None, "Competences", None, 31),
        ("Super Saut", None, "Competences", None, 32),
    ]
    found = texts(YUJING)
    assert found["Frenesie"] == "devient impetueux apres une blessure."
    assert found["Extreme"] == "doit foncer vers l'ennemi le plus proche."


# Ariadna, Excel Unicode text, N5 inch bands.


def test_ariadna_traits_and_skills():
    assert [(r[0], r[2], r[4], r[6]) for r in rules(ARIADNA) if r[2] == "Traits d'armes"] == [
        ("Anti-matériel", "Traits d'armes", False, 22),
        ("Jetable (X)", "Traits d'armes", True, 23),
        ("Tir Spéculatif", "Traits d'armes", False, 24),
    ]
    assert skills(ARIADNA, "Compétences Spéciales") == [
        ("Déploiement Aérien N2", None, "Compétences Spéciales", None, 27),
        ("Vaillance N1 – Courage", None, "Compétences Spéciales", None, 28),
        ("Volontaire Irrégulier", None, "Compétences Spéciales", None, 29),
        ("Éclaireur N1", None, "Compétences Spéciales", None, 30),
        ("Camouflage", None, "Éclaireur N1", "eclaireur-n1", 30),
        ("Saut", None, "Éclaireur N1", "eclaireur-n1", 30),
    ]
    assert texts(ARIADNA)["Saut"] == "ignore le terrain difficile."


# Haqqislam, Google Sheets CSV through a forum round trip (mojibake).


def test_haqq_skills():
    assert skills(HAQQ, "Compétences") == [
        ("Ghulam", None, "Compétences", None, 26),
        ("Docteur", None, "Compétences", None, 27),
        ("Sixième Sens N1", None, "Compétences", None, 28),
        ("Impétueux", None, "Compétences", None, 29),
        ("Chasseur", None, "Compétences", None, 30),
        ("Piste", None, "Chasseur", "chasseur", 30),
        ("Traque", None, "Chasseur", "chasseur", 30),
        ("Ingénieur", None, "Compétences", None, 31),
    ]
    assert texts(HAQQ)["Piste"] == "Découvrir +3 contre les marqueurs CD."
    assert "MOV ×1,5 en ligne droite" in texts(HAQQ)["Impétueux"]
