"""Weapons rows and dice outcomes on a few lines of text wherever the construct appears: a
delimiter row typed with autocorrected dashes, a minimum range in parentheses after the maximum,
a die typed with a space before its faces, a row with an empty name, outcomes after a roll asked
inside a sentence."""

from __future__ import annotations

import pytest

from pipeline.model.errors import SheetError
from tests.conftest import parse_antares, rows

_HEADER = "| Arme | Efficace | Portée Longue | Extrême | VI | Règles Spéciales |"
_ROW = '| Fusil Plasma | 10" | 20" | 30" | 1 | TR2 |'
_GLOSSARY = "\n## RÈGLES SPÉCIALES\n\n- **TR (n).** Tir rapide : n tirs de plus.\n"


@pytest.mark.parametrize(
    "delimiter",
    ["|—|—|—|—|—|—|", "| – | – | – | – | – | – |", "|:—|:—:|—|—|—|—|", "|---|---|---|---|---|---|"],
)
def test_a_delimiter_row_typed_with_autocorrected_dashes_is_no_weapon(delimiter: str) -> None:
    """Word and LibreOffice turn `--` and `---` into `–` and `—`: the delimiter row under a
    pipe table's header, so typed, is still its delimiter, not a weapon named `—`."""
    result = parse_antares(f"## ARMES\n\n{_HEADER}\n{delimiter}\n{_ROW}\n{_GLOSSARY}")
    weapons = result.tables["weapons"]
    assert rows(weapons, ["name", "strength", "source_line"]) == [("Fusil Plasma", 1, 5)]
    coverage = result.coverage
    assert coverage[coverage["source_line"] == 4]["kind"].tolist() != ["unparsed"]


def test_a_row_of_dashes_among_weapons_with_names_is_not_taken_for_a_delimiter() -> None:
    """A weapon's row whose bands are all `—` keeps its name cell: no delimiter."""
    text = f"## ARMES\n\n{_HEADER}\n|---|---|---|---|---|---|\n{_ROW}\n| Poing | — | — | — | 0 | — |\n{_GLOSSARY}"
    weapons = parse_antares(text).tables["weapons"]
    assert list(weapons["name"]) == ["Fusil Plasma", "Poing"]


def test_a_weapon_band_with_its_minimum_in_parentheses_reads_in_a_sheet() -> None:
    row = '| Mortier | 30" (min 10") | 50" | — | 3 | TR2 |'
    result = parse_antares(f"## ARMES\n\n{_HEADER}\n|---|---|---|---|---|---|\n{row}\n{_GLOSSARY}")
    bands = rows(result.tables["weapon_ranges"], ["band_index", "min", "max"])
    assert bands == [(1, 10.0, 30.0), (2, None, 50.0)]


def test_a_weapons_row_with_an_empty_name_cell_and_no_mode_is_refused_at_its_line() -> None:
    """A merged cell left empty by a spreadsheet's export, with no mode to say which profile
    of the weapon above the row is: refused at its line, never a weapon without a name."""
    rows_text = '| Canon | 10" | 20" | 30" | 1 | TR2 |\n|  | 20" | 30" | 40" | 2 | |'
    with pytest.raises(SheetError) as refused:
        parse_antares(f"## ARMES\n\n{_HEADER}\n|---|---|---|---|---|---|\n{rows_text}\n{_GLOSSARY}")
    assert (refused.value.line, refused.value.code) == (6, "weapon-without-name")
    assert "column Arme" in str(refused.value)


def test_outcomes_after_a_roll_asked_inside_a_sentence() -> None:
    """`… lancez un D10 : sur 1-5 …, sur 6-10 ….`: the outcomes a sentence lists after the
    roll it asks for are a dice table named after the entry; a lone `sur un 10` is prose."""
    text = (
        f"## ARMES\n\n{_HEADER}\n|---|---|---|---|---|---|\n{_ROW}\n\n## RÈGLES SPÉCIALES\n\n"
        "- **TR (n).** Tir rapide.\n"
        "- **Sauvage :** si l'unité rate un test, lancez un D10 : sur 1-5 elle charge, "
        "sur 6-10 elle reste **Down**. Elle garde son ordre.\n"
        "- **Chanceux :** lancez un D10 : sur un 10 la figurine survit.\n"
    )
    rolls = parse_antares(text).tables["roll_tables"]
    assert rows(rolls, ["table_name", "dice", "roll_from", "roll_to", "result"]) == [
        ("Sauvage", "D10", 1, 5, "elle charge"),
        ("Sauvage", "D10", 6, 10, "elle reste Down"),
    ]
