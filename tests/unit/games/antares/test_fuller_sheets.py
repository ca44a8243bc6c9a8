"""Written blind: five Antares sheets (`markdown`) written as siblings of
`raw/antares-algoryn.md` (pipe table) and `raw/antares-freeborn.md` (tab-separated table,
`##` headings) by volunteers who never saw the readers, carrying MORE than the real sheets:
unit profiles (`Ag Acc Fo Ré Init Co`), points costs and army options, several weapons
tables, a scenario table, a turn sequence, a FAQ, a table of contents, an index of keywords,
credits and a version line, notes under tables.

- `antares-isorian-fiche-armee.md` (the Algoryn file taken as a template and refilled by
  hand): capitalised headings, repeated page header `THE ISORIAN SENATEX` over three blank
  lines; a numbered `SOMMAIRE` without page numbers; a pipe profile table with a `Type` and a
  `Spécial` column naming rules (`Command, Follow, Hero`), `6 (7)` stats, an italic note under
  it; two weapons tables (infantry, heavy), the second with an empty cell after the last column
  on every row (`| TR3 | |`); `- **Nom.** texte` rules; `• NOM (Nom)` entries with named
  sub-entries on two levels (one-space indent) and an intro paragraph; a pipe points table
  (`Unité | Option | Coût`); a modifiers pipe table; a numbered turn sequence of named steps;
  two D10 pipe tables under plain sub-headings; a FAQ written `**Q :** …` / `**R :** …`; an
  index as a pipe table (`Mot-clé | Où le trouver`); a credits line at the end.
- `antares-ghar-export-calc.md` (tables pasted from a LibreOffice Calc workbook, text typed
  around them): the Freeborn tab layout with `##`/`###` headings, three blank lines first, an
  italic version line under the title; every table row ending in a tab (empty trailing cell);
  a tab profile table (`Pts/fig.` column); three weapons tables, one per unit type, with a
  weapon's second mode on a row whose name cell is empty (merged cell); `- **Nom**. texte`
  rules, `### • NOM (NOM)` entries, `- 1 = …` dice bullets under an intro paragraph, named
  sub-entries on two levels; a tab points table; a `D10<TAB>Scénario<TAB>Déploiement` scenario
  table under an intro sentence; a `Situation<TAB>Modificateur` table; a turn sequence as
  `1) …` paragraphs; a FAQ of bold questions alone on their line; an index with dotted
  leaders naming sections, not pages; a `## CRÉDITS` section.
- `antares-concord-copie-pdf.md` (copied out of the translated PDF like the Algoryn sheet):
  four blank lines first, title and version line, a table of contents with dotted leaders and
  page numbers, a pipe profile table with a plain note under it, two weapons tables with no
  heading of their own (the second after a repeated page header), `Mag Repeater*` with its
  footnote `\\* …` under the table, a plain `Armes de soutien : voir …` note; `- **Nom.**`
  and `- **Nom (Alt) :**` rules; `• NOM (Nom)` drones with a D10 `Score | Résultat` table and
  named sub-entries; a `LARGAGE` heading whose bullets carry `Sur un résultat de 1-6, …`
  outcomes; a pipe options table (`Unité | Figurines | Points | Options`); a D10 mission table
  with two result columns; a modifiers table; a D10 damage table under its own heading; a
  turn sequence of plain `- Phase : …` bullets; `CLARIFICATIONS (FAQ)` as plain bullets; the
  translators' credits and version line last.
- `antares-boromites-forum.md` (typed in a text editor for a forum post): the Freeborn tab
  layout, a tab profile table whose last column lists weapons (`Mag Gun, Frag Borer`), a plain
  note line, then a tab points table in the same section; two weapons tables, a mode typed
  `-Surplomb` (no space); `- **Nom**. texte` rules with a dice bullet list under one;
  `### • NOM (NOM)` entries with `- **Nom :**` sub-entries on two levels, a `#### •` entry
  with `- 1 = …` bullets; a vehicle entry followed by a plain sub-heading and a
  `D10<TAB>Résultat` table; `- Nom : +1 For` modifier bullets under `### • MODIFICATEURS …`;
  a numbered turn sequence `1. Phase – …`; a FAQ as plain `Q : …` / `R : …` lines; an index
  as a tab table (`Mot-clé<TAB>Section`); a `## HISTORIQUE DES VERSIONS` list; credits.
- `antares-regles-tournoi.md` (a tournament pack written in Word and saved as plain text):
  no `#` at all, Word's bullets kept as `•<TAB>` and `o<TAB>` (second level), numbered items
  as `1.<TAB>`, bold lost so entries are `Nom (Alt). texte`; the table of contents as Word
  exports it (`Titre<TAB>page`); a generic weapons table in the Freeborn tab layout with a
  melee `Arme de poing`; orders and reactions with named entries on two levels under an intro
  sentence; a `Situation<TAB>Modificateur` table with a `-1 par pion` value and a note under
  it; a D10 damage table; a scenario table keyed by round (`Ronde`), a scoring table
  (`Résultat<TAB>Points de tournoi`, `+1` bonuses); a FAQ as `Q. …` / `R. …` lines; credits.

Every value below was written by hand from the sheets, before the parser was run on them."""

from __future__ import annotations

from tests.antares_tables import inline_result, inline_tables
from tests.conftest import rows

EFF, LONG, EXT = "Efficace", "Portée Longue", "Extrême"


# What the sheets above taught the readers, each in a few lines.


def _sheet(text: str, file: str = "inline.md") -> dict:
    return inline_tables(text, file)


def _coverage(text: str) -> dict[int, str]:
    coverage = inline_result(text).coverage
    return dict(zip(coverage["source_line"], coverage["kind"], strict=True))


def _rules(text: str) -> list[tuple]:
    """[(line, name, parent's line)] of each rule, by line."""
    frame = _sheet(text)["rules"]
    line_of = dict(zip(frame["rule_id"], frame["source_line"], strict=True))
    return sorted(
        (line, name, line_of.get(parent))
        for line, name, parent in rows(frame, ["source_line", "name", "parent_rule_id"])
    )


def test_a_faq_s_questions_and_answers_name_no_entries():
    text = (
        "RÈGLES\n\n- **Lent.** L'unité ne court pas.\n\nFAQ\n\n**Q :** Lent empêche-t-il le sprint ?\n"
        "**R :** Oui.\n\nQ. Et la course ?\nR. Aussi.\n"
    )
    assert _rules(text) == [(3, "Lent", None), (5, "FAQ", None)]
    assert "Lent empêche-t-il le sprint ?" in _sheet(text)["rules"].set_index("name")["text"]["FAQ"]


def _rolls(text: str, file: str = "inline.md") -> list[tuple]:
    return rows(_sheet(text, file)["roll_tables"], ["table_name", "roll_from", "roll_to", "source_line"])


def test_a_first_column_numbering_rounds_holds_no_rolls():
    text = (
        "SCÉNARIOS\n\nRonde\tScénario\tDéploiement\n1\tRencontre\tLongueur\n2\tPercée\tDiagonale\n\n"
        "DÉGÂTS\n\nJet de D10\tEffet\n1-5\tRien.\n6-10\tDétruit.\n"
    )
    assert _rolls(text) == [("DÉGÂTS", 1, 5, 10), ("DÉGÂTS", 6, 10, 11)]
    grid = _sheet(text)["reference_tables"]
    assert rows(grid[grid["row_index"] == 2], ["column_label", "value"]) == [
        ("Ronde", "2"),
        ("Scénario", "Percée"),
        ("Déploiement", "Diagonale"),
    ]


def test_the_version_line_under_the_title_is_front_matter():
    text = (
        "THE GHAR EMPIRE (L'EMPIRE GHAR)\n\n*Aide de jeu – v0.9 bêta (février 2024).*\n\nRÈGLES\n\n- **Lent.** Texte.\n"
    )
    assert _rules(text) == [(7, "Lent", None)]
    assert _coverage(text)[3] == "front_matter"
    # A title over a text that dates nothing keeps it as its rule's.
    assert _rules("ORDRES\n\nChaque dé donne un ordre.\n")[0][1] == "ORDRES"


def test_credits_name_no_rules():
    text = (
        "RÈGLES\n\n- **Lent.** Texte.\n\nTraduction française : équipe FR. Relecture : Clara.\n\n"
        "CRÉDITS\n\nPack rédigé par Antoine R., merci à tous.\n"
    )
    assert _rules(text) == [(3, "Lent", None)]
    coverage = _coverage(text)
    assert [coverage[line] for line in (5, 7, 9)] == ["credits", "heading", "credits"]


def test_notes_under_tables_are_no_rules():
    text = (
        "PROFILS\n\n| Unité | Ag | Co |\n|---|---|---|\n| Trooper | 5 | 8 |\n\n"
        "Toutes les valeurs sont celles du livre.\n\n"
        "ARMES LOURDES\n\n| Arme | Efficace | VI | Règles Spéciales |\n|---|---|---|---|\n"
        '| Phase Cannon | 30" | 5 | – |\n\n'
        "*Note : les armes lourdes ne tirent pas après un ordre Advance.*\n\n"
        "ORDRES\n\nChaque dé donne un ordre.\n\n| Ordre | Effet | Note |\n|---|---|---|\n| Fire | Tir | +1 |\n\n"
        "Un ordre raté laisse l'unité Down.\n"
    )
    # A section with a text of its own before its table keeps the lines under it as text.
    assert _rules(text) == [(17, "ORDRES", None)]
    assert "Un ordre raté" in _sheet(text)["rules"]["text"][0]
    coverage = _coverage(text)
    assert [coverage[line] for line in (7, 15)] == ["table_note", "table_note"]


def test_contents_lists_naming_the_sheet_s_headings():
    text = (
        "SOMMAIRE\n\n1. Règles spéciales\n2. Ordres\n\nTable des matières\n\nRègles spéciales\t2\nOrdres\t3\n\n"
        "RÈGLES SPÉCIALES\n\n- **Lent.** Texte.\n\nORDRES\n\n- **Fire (Tir).** Texte.\n\n"
        "INDEX\n\nLent ............ Règles spéciales\nFire ............ Ordres\n"
    )
    assert [name for _, name, _ in _rules(text)] == ["Lent", "Fire"]
    coverage = _coverage(text)
    assert {coverage[line] for line in (1, 3, 4, 6, 8, 9, 19, 21, 22)} == {"table_of_contents"}
    # Under any other title, a list naming headings is the section's text.
    assert next(name for _, name, _ in _rules(text.replace("SOMMAIRE", "À RETENIR"))) == "À RETENIR"


def test_an_index_and_a_scoring_table_are_grids():
    text = (
        "RÈGLES SPÉCIALES\n\n- **Séisme.** Texte.\n\nINDEX DES RÈGLES\n\nMot-clé\tSection\nSéisme\tRègles spéciales\n"
        "Lent\tRègles spéciales\n\nBARÈME\n\nRésultat\tPoints de tournoi\nVictoire\t5\nDéfaite\t0\nArmée peinte\t+1\n"
    )
    assert [name for _, name, _ in _rules(text)] == ["Séisme"]
    grid = _sheet(text)["reference_tables"]
    cells = rows(grid, ["table_name", "row_index", "column_label", "value"])
    assert ("INDEX DES RÈGLES", 2, "Section", "Règles spéciales") in cells
    assert ("BARÈME", 3, "Points de tournoi", "+1") in cells
    assert len(cells) == 10  # the labels head their columns, no row of their own
