"""Antares: new faction sheets as users bring them
(tests/fixtures/sheets/antares-*.md), each read to the values written by hand from the sheet.

- `antares-isorian-wiki.md`: a static site's page: TOML front matter (`+++`), heading ids
  (`## Armement {#armement}`), MkDocs admonitions (`!!! note "Version"`), a `<details>` block
  with its `<summary>`, rules under `### Nom` headings with several paragraphs, a list and a
  `Voir aussi : [X](#x)` link;
- `antares-algoryn-groupes.md`: icons in the header cells (`| 🔫 Arme | 📏 Efficace |`), the
  strength before the ranges, group rows inside the weapons table (`| **Armes de soutien** | | |`),
  rules as a `| Règle | Effet |` table;
- `antares-ghar-arbre.md`: every band in one `Portée` cell (`20/30/50"`, `10-30 / 50 / 100"`),
  a strength with its case (`0 (2 contre véhicules)`), `—` for no strength, firing modes as
  the branches of a tree (`└ Tir unique`);
- `antares-boromites-ordre.md`: the columns in another order (`Arme | Règles | VI | Efficace…`),
  rules as a numbered list with dashes (`1. **TR(n)** – texte`), `—` for a band the weapon
  lacks, a dice table as `- 1-3 = …` bullets under `Lancez un D10`.

A sheet converted to centimetres (`50 cm`) is refused, naming the cell and the unit the game's
sheets use: Antares' distances are inches, and a fan's conversion is not the game's table.
"""

from __future__ import annotations

import pytest

from pipeline.extract.cells import parse_strength
from pipeline.model.errors import SheetError
from tests.conftest import parse_antares as parse

# --- antares-ghar-arbre -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("cell", "expected"),
    [("0 (2 contre véhicules)", 0), ("3 (5 en charge)", 3), ("—", None), ("*", None)],
)
def test_strength_forms(cell: str, expected: int | None) -> None:
    assert parse_strength(cell).value == expected


def test_too_many_bands_in_one_cell_is_refused_with_its_line() -> None:
    text = '# Fiche\n\n| Arme | Portée | VI |\n|---|---|---|\n| Gun | 10/20/30/40" | 1 |\n'
    with pytest.raises(SheetError) as raised:
        parse(text)
    message = str(raised.value)
    assert "antares-test.md:5" in message and "Portée" in message and "20/30/50" in message


def test_centimetres_are_refused_naming_the_cell_and_the_unit() -> None:
    text = (
        "# Concord\n\n| Arme | Efficace | Longue | Extrême | VI | Règles spéciales |\n|---|---|---|---|---|---|\n"
        "| Plasma Carbine | 50 cm | 75 cm | 125 cm | 0 | TR 2 |\n"
    )
    with pytest.raises(SheetError) as raised:
        parse(text)
    message = str(raised.value)
    assert "antares-test.md:5" in message and "Efficace" in message and "inches" in message and "50 cm" in message
