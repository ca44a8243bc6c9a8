"""Written blind: five Antares sheets (`markdown`) in the layouts of
`raw/antares-algoryn.md` (pipe tables, capitalised headings) and `raw/antares-freeborn.md`
(tab-separated tables, `##` headings), as they look after rounds of errata and several
volunteers' hands: changes marked in place, removed weapons and rules, errata and version
history sections, tables continued on a second page, two sources' styles mixed.

- `antares-isorian-errata.md` (copied out of a PDF, Algoryn layout): a `NdT :` line on how
  changes are marked; a strength written `1 → 2`; a weapon row struck through cell by cell
  with `SUPPRIMÉ en v1.2` in its rules cell; a name cell ending in `[MAJ v1.2]`; the weapons
  table continued after a repeated page header with its header repeated; a rule struck
  through whole with `SUPPRIMÉ …` after it; `[MAJ v1.2]` after a rule's name and after a
  `• NOM (Nom)` heading; a struck passage inside an entry's text; `(modifié)` after a
  sub-entry's name; `• NANO DRONE NOUVEAU`; a modifier `-1 → -2`; a D10 table under a
  heading ending in `[MAJ v1.2]`; an `N.B. :` line, a `NdT : … [à vérifier avec la VO]` line;
  `ERRATA (v1.2, mars 2025)` and `HISTORIQUE DES VERSIONS` bullet lists last.
- `antares-ghar-calc-maj.md` (tables exported from LibreOffice Calc, Freeborn layout): every
  table row ending in a tab, a `Mode` header cell; strengths `3 (E)` and `4*`; a weapon
  named `Flitter Bombs (SUPPRIMÉ)`; the table continued under `## … (SUITE)` with its header
  repeated; a second unit type's weapons table; `Note du compilateur :`; `NOUVEAU (v2)` in a
  rule's text; `- 2-7* = …` dice bullets; `### • NOM (NOM) [MAJ v2]`; a struck named
  sub-entry with `(supprimé en v2)` after it; modifiers `+2 For (ancien +1)` and `-1 For*`;
  a damage table with a roll `8-9*`; a version history as a tab table.
- `antares-concord-compil.md` (compiled from two players' sheets, Algoryn layout): two weapons
  tables, the second with short headers (`Arme | Eff. | Longue | Ext. | VI | Règles`) and
  modes written `Nom – Mode`; `0 [à vérifier]` and `200" (ancien 150")` cells; rules in two
  styles (`- **Nom.**` then `* *Nom* – texte` under `(SUITE)`); `(modifié : n ajouté)` after a
  rule's text; `* **Nom** :` sub-entries on two levels with `(ancien +2)` in one; a
  `[à vérifier]` paragraph; the modifiers table continued under a sentence as a second pipe
  table; two D10 tables; an `N.B. :` line and a plain `ERRATA` bullet list.
- `antares-boromites-v2.md` (typed by hand for a forum, Freeborn layout): `NOUVEAU` after a
  title and a weapon's name; a renamed weapon `Frag Borer (ex-Rock Borer)`; strikes
  `~~1~~ 2` in a strength cell and `20" → 24"` in a range cell; a struck rule with
  `(retirée en v2, …)`; a struck old roll `~~1-2~~ 1-3 = …` in dice bullets; sub-entries
  named `Nom (NOUVEAU) :` and `Nom (modifiée) :`; `#### •` entries; modifier bullets with
  `~~+1~~ +2 For`; a `HISTORIQUE DES VERSIONS` list and a thanks line.
- `antares-virai-algoryn-ia.md` (two armies on one sheet, Algoryn layout): one weapons table
  per army under its own heading; `~~1~~ 2`, `~~80"~~ 100"` and `3 (E)` cells; a weapon row
  struck through in every cell; a struck rule followed by `SUPPRIMÉ`; a rule renamed
  `Synchronisation (anciennement Lien) :`; `[MAJ v3]` at the start of rule texts; a modifier
  `~~-1~~ -2`; a D10 table split by a page header and continued under `… (suite)` with its
  header repeated; a `NdT :` line and a version history list.

Every value below was written by hand from the sheets, before the parser was run on them."""

from __future__ import annotations

import pytest

from tests.antares_tables import inline_result, inline_tables, rules_by_line
from tests.conftest import rows

CONCORD = "antares-concord-compil.md"

EFF, LONG, EXT = "Efficace", "Portée Longue", "Extrême"


def rule_lines(file: str) -> set[int]:
    return {found[0] for found in rules_by_line(file)}


# Left as they are (strict xfails): what a line is not, none lost (every line is read).
LEFT = {
    "a paragraph under the title that gives no version or date is the title's text, so the title is an "
    "entry (the sheet's description: `Fiche compilée à partir de…`)": (CONCORD, {4}),
}


@pytest.mark.parametrize(
    ("file", "lines"),
    [pytest.param(*where, marks=pytest.mark.xfail(strict=True, reason=reason)) for reason, where in LEFT.items()],
)
def test_lines_left_as_entries(file, lines):
    assert not rule_lines(file) & lines


# The constructs read now, each in a few lines of its own.

PIPE_HEADER = (
    "| Type d'Arme | Efficace | Portée Longue | Extrême | Valeur d'Impact | Règles Spéciales |\n"
    "|---|---|---|---|---|---|\n"
)


def test_a_revised_cell_reads_as_its_new_value():
    found = inline_tables(
        "ARMES\n\n"
        + PIPE_HEADER
        + '| Mag Gun | 20" | 30" | 60" | 1 → 2 | – |\n'
        + '| Mag Cannon | 30" | 50" | ~~80"~~ 100" | ~~4~~ 5 | – |\n'
        + '| Mag Bombard [MAJ v2] | 50" | 100" | 200" (ancien 150") | 7 (E) | – |\n'
    )["weapons"]
    assert rows(found, ["name", "strength_raw", "strength"]) == [
        ("Mag Gun", "2", 2),
        ("Mag Cannon", "5", 5),
        ("Mag Bombard", "7", 7),
    ]


def test_a_struck_or_removed_row_is_no_weapon():
    result = inline_result(
        "ARMES\n\n"
        + PIPE_HEADER
        + '| Mag Gun | 20" | 30" | 60" | 1 | – |\n'
        + '| ~~Mag Pistol~~ | ~~10"~~ | ~~20"~~ | ~~30"~~ | ~~1~~ | SUPPRIMÉ |\n'
        + '| Flitter Bombs (SUPPRIMÉ) | 10" | Aucune | Aucune | 2 | – |\n'
    )
    assert list(result.tables["weapons"]["name"]) == ["Mag Gun"]
    coverage = dict(rows(result.coverage, ["source_line", "kind"]))
    assert coverage[6] == coverage[7] == "struck_out"


def test_a_struck_entry_is_no_rule_and_marks_are_no_names():
    found = inline_tables(
        "RÈGLES\n\n"
        "- **Lent.** L'arme ne tire pas après **Advance**.\n"
        "- ~~**Forage.** L'arme ignore le couvert.~~ (retirée en v2)\n"
        "- **Compact (modifié).** L'arme tire après **Run**.\n"
        "- **Lien (anciennement Relais) :** Une unité partage son dé.\n"
        "\n• NANO DRONE NOUVEAU\n\n- **Bouclier.** -2 en Préc.\n"
        "\n• PHASE ARMOUR (Armure de Phase) [MAJ v1.2]\n\n- **Surcharge.** +1 en Rés.\n"
    )["rules"]
    assert rows(found, ["name", "name_alt"]) == [
        ("Lent", None),
        ("Compact", None),
        ("Lien", None),
        ("NANO DRONE", None),
        ("Bouclier", None),
        ("PHASE ARMOUR", "Armure de Phase"),
        ("Surcharge", None),
    ]


def test_changed_rolls_and_a_continued_dice_table():
    found = inline_tables(
        "GUILDE\n\nLancez un D10 :\n\n- ~~1-2~~ 1-3 = la bête fuit\n- 4-8* = la bête reste\n- 9-10 = elle charge\n"
        "\nDÉGÂTS\n\nDégâts des Mhagris\n\n| D10 | Résultat |\n|---|---|\n| 1-5 | Stress. |\n"
        "\nDégâts des Mhagris (suite)\n\n| D10 | Résultat |\n|---|---|\n| 6-8* | Down. |\n| 9-10 | Détruit. |\n"
    )["roll_tables"]
    assert rows(found, ["table_name", "roll_from", "roll_to"]) == [
        ("GUILDE", 1, 3),
        ("GUILDE", 4, 8),
        ("GUILDE", 9, 10),
        ("Dégâts des Mhagris", 1, 5),
        ("Dégâts des Mhagris", 6, 8),
        ("Dégâts des Mhagris", 9, 10),
    ]


def test_revised_modifiers_read_as_their_new_value():
    found = inline_tables(
        "MODIFICATEURS DE TIR\n\n| Situation | Modificateur |\n|---|---|\n| Cible à terre | -1 → -2 |\n"
        "| Couvert | +2 (ancien +1) |\n"
        "\nMODIFICATEURS DE CORPS-À-CORPS\n\n- Unité qui charge : ~~+1~~ +2 For\n- Unité Down : -1 For\n"
    )["modifiers"]
    assert rows(found, ["name", "value"]) == [
        ("Cible à terre", "-2"),
        ("Couvert", "+2"),
        ("Unité qui charge", "+2 For"),
        ("Unité Down", "-1 For"),
    ]


def test_translators_and_compilers_remarks_name_no_rule():
    found = inline_tables(
        "## RÈGLES\n\n#### • ROCK CRAWLER\n\n- **Masse :** +2 en Rés.\n\nN.B. : le profil est p. 112.\n"
        "\n#### • OVERSEER\n\n- **Vétéran :** relance un test.\n"
        "\n## DÉGÂTS\n\nDégâts des Mhagris\n\n| D10 | Résultat |\n|---|---|\n| 1-10 | Stress. |\n"
        "\nNdT : « Stress » est laissé en VO.\n"
    )["rules"]
    assert list(found["name"]) == ["ROCK CRAWLER", "Masse", "OVERSEER", "Vétéran"]
