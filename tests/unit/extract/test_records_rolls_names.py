"""Constructs the parser first missed or misread, each on a small sheet written here and
read to values checked by hand: record headers as exports vary them, dice outcomes written
as lines under `Lancez un D6 :`, ammunition whose name ends in a digit (`T2`, `K1`), a
minus printed as U+2212, and an Antares weapons table with its VI column before the bands."""

from __future__ import annotations

import pytest

from pipeline.model.errors import SheetError
from pipeline.model.result import ParseResult
from pipeline.model.sheet import SheetEntry
from pipeline.parse.sheet import parse_text
from tests.conftest import RAW, one, rows
from tests.tabrec import parse_inline


def parse(text: str, game: str, fmt: str, sheet_id: str = "essai") -> ParseResult:
    entry = SheetEntry(sheet_id, f"{sheet_id}.txt", game, None, "Essai", fmt, "fr")
    return parse_text(text.encode("utf-8"), entry)


ROLL_COLUMNS = ["table_name", "dice", "roll_from", "roll_to", "result", "source_line"]


# --- records ----------------------------------------------------------------------------

# Five headers, each a variant seen in real exports: the plain one; blank lines between its
# lines, labels in lower case and the name repeated in capitals; the scope before the kind;
# both labels before the name; the repeated name in another case.
VARIED_RECORDS = """\
Tir Rapide
Capacité Spéciale
Arme
Tir Rapide
L'arme tire deux fois.

Bouclier

capacité spéciale

Unité

BOUCLIER
Le socle a une sauvegarde de 4+.
Saut
Unité
Capacité Spéciale
Saut
Le socle ignore le terrain.

Unité
Capacité Spéciale
Frappe Éclair
Frappe Éclair
Le détachement avance de 10 cm de plus.
Kustom Force Field
Capacité Spéciale
Unité
Kustom force field
Sauvegarde de couvert de 5+.
"""


def test_record_headers_in_every_variant_are_records_of_their_own():
    result = parse(VARIED_RECORDS, "epic", "records")
    assert rows(result.tables["rules"], ["rule_id", "name", "section", "scope", "text", "source_line"]) == [
        ("essai:tir-rapide", "Tir Rapide", "Capacité Spéciale", "Arme", "L'arme tire deux fois.", 1),
        ("essai:bouclier", "Bouclier", "Capacité Spéciale", "Unité", "Le socle a une sauvegarde de 4+.", 7),
        ("essai:saut", "Saut", "Capacité Spéciale", "Unité", "Le socle ignore le terrain.", 15),
        ("essai:frappe-eclair", "Frappe Éclair", "Capacité Spéciale", "Unité",
         "Le détachement avance de 10 cm de plus.", 21),
        ("essai:kustom-force-field", "Kustom Force Field", "Capacité Spéciale", "Unité",
         "Sauvegarde de couvert de 5+.", 26),
    ]  # fmt: skip
    coverage = result.coverage
    assert set(coverage["kind"]) == {"rule"}
    # The header's lines, blank lines between them skipped, belong to their record.
    shield = coverage[coverage["source_line"].isin([7, 9, 11, 13, 14])]
    assert list(shield["ref"]) == ["essai:bouclier"] * 5


def test_a_header_like_block_that_cannot_be_read_is_an_error():
    text = VARIED_RECORDS.replace("Kustom force field", "Kustom Forse Field")
    with pytest.raises(SheetError) as raised:
        parse(text, "epic", "records")
    error = raised.value
    assert (error.file, error.line, error.code) == ("essai.txt", 27, "bad-record")
    assert error.found == "Kustom Force Field / Capacité Spéciale / Unité / Kustom Forse Field"
    assert "`Capacité Spéciale`, `Unité` or `Arme`" in error.expected
    assert str(error).startswith("essai.txt:27: expected a record header of four lines")


# --- dice outcomes written as lines -----------------------------------------------------

FREETEXT_ROLLS = """\
RÈGLES DE TEST

DÉVIATION

Quand le tir rate, lancez 1D6 :
1-2 : le tir dévie de 5 cm.
3-5 : le tir dévie de 10 cm.
6 : le tir touche quand même.

PANIQUE

Jetez un dé :

- 1 : l'unité fuit.
- 2-6 : rien ne se passe.
"""


RECORD_ROLLS = """\
Tir Indirect
Capacité Spéciale
Arme
Tir Indirect
Une arme avec cette capacité peut tirer hors de vue. Dans ce cas, jetez un dé :
1-2 : le tir dévie de 2d6 cm.
3-6 : le tir touche normalement.
Surchauffe
Capacité Spéciale
Arme
Surchauffe
Après le tir, lancez un D6 :
- 1 = l'arme explose.
- 2-5 = rien.
- 6 = l'arme tire encore.
Puis la phase continue.
Lignes Sans Dé
Capacité Spéciale
Unité
Lignes Sans Dé
1-2 : ces lignes ne suivent aucune demande de jet.
3-6 : elles ne sont pas une table.
"""


@pytest.mark.parametrize(
    ("text", "game", "fmt", "expected"),
    [
        pytest.param(
            FREETEXT_ROLLS, "warmachine", "freetext",
            [("DÉVIATION", "D6", 1, 2, "le tir dévie de 5 cm.", 6),
             ("DÉVIATION", "D6", 3, 5, "le tir dévie de 10 cm.", 7),
             ("DÉVIATION", "D6", 6, 6, "le tir touche quand même.", 8),
             ("PANIQUE", "D6", 1, 1, "l'unité fuit.", 14), ("PANIQUE", "D6", 2, 6, "rien ne se passe.", 15)],
            id="freetext",
        ),
        pytest.param(
            RECORD_ROLLS, "epic", "records",
            [("Tir Indirect", "D6", 1, 2, "le tir dévie de 2d6 cm.", 6),
             ("Tir Indirect", "D6", 3, 6, "le tir touche normalement.", 7),
             ("Surchauffe", "D6", 1, 1, "l'arme explose.", 13), ("Surchauffe", "D6", 2, 5, "rien.", 14),
             ("Surchauffe", "D6", 6, 6, "l'arme tire encore.", 15)],
            id="records",
        ),
    ],
)  # fmt: skip
def test_outcome_lines_under_a_roll_instruction_are_a_dice_table(text: str, game: str, fmt: str, expected: list[tuple]):
    assert rows(parse(text, game, fmt).tables["roll_tables"], ROLL_COLUMNS) == expected


def test_a_roll_instruction_in_freetext_names_no_entry():
    result = parse(FREETEXT_ROLLS, "warmachine", "freetext")
    # `Jetez un dé :` asks for a roll: it names no entry.
    assert list(result.tables["rules"]["name"]) == ["DÉVIATION", "PANIQUE"]
    assert one(result.tables["rules"], name="PANIQUE")["text"] == "Jetez un dé :"


def test_a_record_s_outcome_lines_stay_in_its_text_before_what_follows():
    result = parse(RECORD_ROLLS, "epic", "records")
    assert one(result.tables["rules"], name="Surchauffe")["text"].endswith(
        "- 6 = l'arme tire encore.\n\nPuis la phase continue."
    )


# --- names with a digit: a parameter, or part of the name -------------------------------

INFINITY_SHEET = """\
Aide de jeu : Essai

Armement

ARME\tCOURTE\tMOYENNE\tLONGUE\tDOM\tR\tMUNIT.
Fusil T2\t20/+3\t40/0\t80/−3\t13\t3\tT2
Canon K1\t20/0\t60/+3\t120/−6\tPH−2\t2\tK1
Fusil AP\t20/+3\t40/+3\t60/‒3\t13\t3\tN/AP

Munitions

MUNITION\tEFFET
--\t1 blessure
AP\tBLI divisé par deux
T2\t2 blessures
K1\tle BLI de la cible compte comme 0
"""


def test_the_real_infinity_sheet_keys_t2_as_a_name():
    entry = SheetEntry("infinity-core", "infinity-core.tsv", "infinity", None, "Infinity", "tabular", "fr")
    rules = parse_text((RAW / "infinity-core.tsv").read_bytes(), entry).tables["rules"]
    t2 = one(rules, name="T2")
    assert (t2["rule_key"], bool(t2["takes_param"])) == ("infinity:t2", False)


GLOSSARY_WITH_PARAMETERS = """\
# ESSAI

## RÈGLES SPÉCIALES

- **TR** : Tir Rapide, l'arme tire plusieurs fois.
- **TR2** : l'arme tire deux fois.
- **SP, SPx2** : tir en surplomb.
- **T2** : deux touches.
"""


@pytest.mark.parametrize(
    ("sheet", "game", "sheet_format", "expected"),
    [
        # Ammunition named with a digit (`T2`, `K1`): names, no rule `T` to take a parameter.
        (
            INFINITY_SHEET.replace("−", "-").replace("‒", "-"), "infinity", "tabular",
            [("Normale", "infinity:normale", False), ("AP", "infinity:ap", False),
             ("T2", "infinity:t2", False), ("K1", "infinity:k1", False)],
        ),
        (
            GLOSSARY_WITH_PARAMETERS, "antares", "markdown",
            [("TR", "antares:tr", True), ("TR2", "antares:tr", True), ("SP, SPx2", "antares:sp", True),
             ("T2", "antares:t2", False)],
        ),
    ],
)  # fmt: skip
def test_a_parameter_splits_off_only_where_the_name_without_it_is_a_rule(sheet, game, sheet_format, expected):
    rules = parse(sheet, game, sheet_format).tables["rules"]
    assert rows(rules, ["name", "rule_key", "takes_param"]) == expected


# --- a minus printed as U+2212 or a dash -------------------------------------------------


def test_a_unicode_minus_is_a_minus_in_bands_and_damage():
    result = parse(INFINITY_SHEET, "infinity", "tabular")
    bands = result.tables["weapon_ranges"]
    assert rows(bands, ["weapon_id", "band_index", "max", "modifier"]) == [
        ("essai:fusil-t2", 1, 20.0, 3),
        ("essai:fusil-t2", 2, 40.0, 0),
        ("essai:fusil-t2", 3, 80.0, -3),
        ("essai:canon-k1", 1, 20.0, 0),
        ("essai:canon-k1", 2, 60.0, 3),
        ("essai:canon-k1", 3, 120.0, -6),
        ("essai:fusil-ap", 1, 20.0, 3),
        ("essai:fusil-ap", 2, 40.0, 3),
        ("essai:fusil-ap", 3, 60.0, -3),
    ]
    cannon = one(result.tables["weapons"], name="Canon K1")
    assert (cannon["strength_attribute"], cannon["strength_modifier"]) == ("PH", -2)


# --- Antares: the VI column before the range bands ---------------------------------------

ANTARES_BANDS_FIRST = """\
# ESSAI

## ARMEMENT

| Arme | Efficace | Portée Longue | Extrême | VI | Règles Spéciales | Coût |
|---|---|---|---|---|---|---|
| Mass Compactor | 10-30" | 40" | 80" | 7/4/2 | Compresseur | +15 pts |
| Mag Repeater | 20" | 30" | Aucune | 0 | TR2 | +5 pts |
| Lectro Lance - Charge | *Combat au corps-à-corps uniquement* | | | 4 | Lectro | Gratuit |
"""

ANTARES_VI_FIRST = """\
# ESSAI

## ARMEMENT

| Arme | VI | Efficace | Portée Longue | Extrême | Règles Spéciales | Coût |
|---|---|---|---|---|---|---|
| Mass Compactor | 7/4/2 | 10-30" | 40" | 80" | Compresseur | +15 pts |
| Mag Repeater | 0 | 20" | 30" | Aucune | TR2 | +5 pts |
| Lectro Lance - Charge | 4 | *Combat au corps-à-corps uniquement* | | | Lectro | Gratuit |
"""

WEAPONS = [
    ("essai:mass-compactor", "Mass Compactor", None, False, "7/4/2", None),
    ("essai:mag-repeater", "Mag Repeater", None, False, "0", 0),
    ("essai:lectro-lance:charge", "Lectro Lance", "Charge", True, "4", 4),
]
BANDS = [
    ("essai:mass-compactor", 1, "Efficace", 10.0, 30.0, 7),
    ("essai:mass-compactor", 2, "Portée Longue", None, 40.0, 4),
    ("essai:mass-compactor", 3, "Extrême", None, 80.0, 2),
    ("essai:mag-repeater", 1, "Efficace", None, 20.0, None),
    ("essai:mag-repeater", 2, "Portée Longue", None, 30.0, None),
]


def test_antares_bands_are_read_wherever_the_vi_column_stands():
    for text in (ANTARES_BANDS_FIRST, ANTARES_VI_FIRST):
        result = parse(text, "antares", "markdown")
        weapons = result.tables["weapons"]
        assert rows(weapons, ["weapon_id", "name", "mode", "melee_only", "strength_raw", "strength"]) == WEAPONS
        bands = result.tables["weapon_ranges"]
        assert rows(bands, ["weapon_id", "band_index", "band_label", "min", "max", "strength"]) == BANDS


def test_a_bad_band_in_a_vi_first_table_is_an_error_naming_its_column():
    text = ANTARES_VI_FIRST.replace('| 40" | 80" |', '| 40" | 80 cm |')
    with pytest.raises(SheetError) as raised:
        parse(text, "antares", "markdown")
    error = raised.value
    assert (error.line, error.cell, error.found, error.code) == (7, "Extrême", "80 cm", "bad-range")


def test_a_record_s_kind_line_next_to_a_page_number_is_no_running_header():
    """A page may end right before a record's `Capacité Spéciale` twice over: the line comes
    back all through the sheet, no running header the page numbers print."""
    record = "{name}\n{page}Capacité Spéciale\nArme\n{name}\nLe texte de {name}.\n"
    sheet = "".join(
        record.format(name=name, page=page)
        for name, page in [("Kaboom", "Page 1\n"), ("Zzap", ""), ("Mek", "Page 2\n"), ("Gork", "")]
    )
    rules = parse_inline(sheet, "inline.txt", "epic", "records").tables["rules"]
    assert rules["name"].tolist() == ["Kaboom", "Zzap", "Mek", "Gork"]
