"""Warmachine: references as a companion app, Word and a PDF leave them
(tests/fixtures/sheets/warmachine-*), every value checked by hand.

- warmachine-appli-compagnon.txt: a copy from a companion app: the model's profile on one
  line (`VIT 4  FOR 12  MAT 7 …`), each weapon's name and stats on one line after an icon
  (`⚔ Poing de siège   POR 0,5   PUI 7   P+S 19`), its abilities parted by `•` on the line
  under it, two such lines in a row, and `Règles spéciales` in mixed case over `Nom — Texte` lines;
- warmachine-word-symboles.txt: Word's symbol bullets (`☐`, `✓`, `➤`, `❖`), a `1)` list,
  rules named before an em or en dash in bullets (`➤ Charge — La figurine…`);
- warmachine-glossaire-renvois.txt: a glossary mixing page references with dot leaders
  (`Dissimulation ........ 57`) and entries; calls to notes in a table's abilities
  (`Arme lourde*`, `Renversement¹`), the notes under the table (`* …` reads as a bullet);
- warmachine-cartes-errata.txt: two weapons' cards copied side by side (names, stats,
  abilities, each on one line for both), and an
  `Errata (mars) :` block over its text, read as a rule's text (the stats stay as printed:
  corrections to values go to the errata files, with their provenance);
- warmachine-pdf-anglais.txt: an English card (`SPD 5  STR 11 …`, `RNG`, `POW`) partly
  translated (`Druid Staff / Bâton druidique`, `WEAPON QUALITIES / FACULTÉS`).
"""

from __future__ import annotations

# --- a companion app's copy -------------------------------------------------------------


def test_named_stat_line():
    from pipeline.games.warmachine.cards import named_stat_line

    name, stats = named_stat_line("➶ Canon   POR 10  CdT 1  PUI 14")  # type: ignore[misc]
    assert name == "Canon"
    assert stats.stats == [("POR", "10"), ("CdT", "1"), ("PUI", "14")]
    assert named_stat_line("Une figurine avance   POR 10") is None
    assert named_stat_line("POR 10   PUI 12") is None  # no name: a stat line alone


def test_a_profile_line():
    from pipeline.extract.text import is_stat_profile

    assert is_stat_profile("VIT 5  FOR 6  MAT 6  RAT 5  DEF 12  ARM 17  CMD 9")
    assert is_stat_profile("SPD 5 | STR 11 | MAT 6")
    assert not is_stat_profile("ARMES DU DEFENDER")
    assert not is_stat_profile("FACULTÉS D'ARMES")


# --- Word's symbols ---------------------------------------------------------------------


def test_a_spaced_dash_lead():
    from pipeline.extract.leads import item_lead, spaced_dash_lead

    assert spaced_dash_lead("Charge — La figurine avance.") is not None
    assert item_lead("Tir rapide – Avant l'attaque, lancez un d3.").name == "Tir rapide"  # type: ignore[union-attr]
    assert item_lead("Warjacks lourds – piétinement.") is None  # no sentence after the dash
    assert spaced_dash_lead("Si la cible — au tapis — est touchée") is None
