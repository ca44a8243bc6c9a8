"""Warmachine: faithful siblings of raw/warmachine-core.txt, each another
faction's reference in its layout (capitalised headings, lead paragraphs, `NOM- texte` and
`NOM (Tag)- texte` entries under a heading, `- **Nom (X)** : texte` bullets, `ÉTAPE n-`
steps, tab lists of modifiers, `Terrain - effet` lines), with its weapons tables and other
content (tests/fixtures/sheets/warmachine-*). Every expected value below was written by hand
from the sheets, before any was parsed.

- warmachine-khador.txt: typed as the core sheet is: CRLF line ends, no-break spaces before
  the `:` of the bold leads, typographic apostrophes (`Arme d’hast` in the glossary and the
  table), an ability in capitals in a table (`ARME LOURDE`); abilities with a parameter in
  parentheses (`Dévastation (2)`, `Brèche (1)`), after a space (`Frénésie D3`, `Perforant 2`)
  or after a colon (`Critique : Feu`), against glossary names with a placeholder
  (`Brèche (X)`);
- warmachine-trolls-pdf.txt: the same layout copied from a PDF: a BOM, hard line breaks in
  paragraphs and bullets (continuation lines indented or in lower case), words hyphenated
  at line ends (`at-` / `taques`), page numbers (`- 2 -`, `3`) between sections and inside
  one, the bold of the leads lost (`- Arme d'hast : L'arme…`), the weapons tables and the
  modifiers aligned with spaces, `–` for an empty cell;
- warmachine-convergence-tableur.txt: written in a spreadsheet and saved as text: tab
  tables inside the text, heading rows padded with empty cells, a `Notes` column after the
  abilities (filled on two rows, a trailing tab on the others), a `Figurine` column before
  the weapon's name, cells padded with spaces, a glossary and continuous effects as
  `Nom<TAB>texte` rows (a quoted cell with `""` for an inch mark), a dice table with its
  `D6<TAB>Résultat` header, a modifiers table with its `Situation<TAB>Modificateur` header.
"""

from __future__ import annotations

# --- Convergence, written in a spreadsheet ------------------------------------------------


def test_a_one_word_kind_after_a_name_no_language_tells_is_a_tag():
    from pipeline.extract.names import AltName, sort_alt_names

    # No pair of the sheet is a translation: `(Action)` says what kind of rule it is.
    assert sort_alt_names([("CONVERGENCE", "Action"), ("INDUCTION", None)]) == [AltName(tag="Action"), AltName()]
    # Where the sheet prints English names with their French ones, the habit still decides.
    pairs = [("GRIP", "Prise"), ("CAMO DRONE", "Drone de Camouflage")]
    assert sort_alt_names(pairs)[0] == AltName(name_en="GRIP")
    assert sort_alt_names([("CONVERGENCE", "Convergence of Cyriss")]) == [AltName(name_en="Convergence of Cyriss")]
    # A name's translation is printed in its case; a rule's kind in running text's after capitals.
    assert sort_alt_names([("Traction", "Tractor")]) == [AltName(name_en="Tractor")]


def test_a_lead_in_capitals_cut_by_a_page_break_goes_on_past_it():
    from pipeline.model.sheet import SheetEntry
    from pipeline.parse.sheet import parse_text

    text = (
        "RÉSEAU DE CALCUL\n\nCONVERGENCE (Action)- Les vecteurs de la même batterie\n\nPage 2\n\n"
        "gagnent +1 à leurs jets d'attaque.\n\nUn vecteur désactivé ne fait plus partie du réseau.\n"
    )
    entry = SheetEntry("wm", "wm.txt", "warmachine", None, "Warmachine", "freetext")
    rules = parse_text(text.encode(), entry).tables["rules"].set_index("name")
    assert rules.loc["CONVERGENCE", "text"] == "Les vecteurs de la même batterie gagnent +1 à leurs jets d'attaque."
    assert rules.loc["CONVERGENCE", "parent_rule_id"] == "wm:reseau-de-calcul"
    assert rules.loc["RÉSEAU DE CALCUL", "text"] == "Un vecteur désactivé ne fait plus partie du réseau."
