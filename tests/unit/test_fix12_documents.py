"""Reader fixes of the twelfth round, each on a few lines of text wherever the construct appears."""

from __future__ import annotations

import pytest

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
