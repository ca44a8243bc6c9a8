"""Written blind: six Antares sheets (`markdown`) written as siblings of
`raw/antares-algoryn.md` (pipe table) and `raw/antares-freeborn.md` (tab-separated table,
`##` headings) by three kinds of volunteers who never saw the readers
(tests/fixtures/sheets/), favouring core rules (orders, reactions, morale, terrain), rules
with several levels of named sub-entries, dice tables and modifiers.

- `antares-isorian-typora.md` (careful volunteer, Typora): the Algoryn pipe layout with
  Typora's habits: cells padded into columns, alignment markers (`:---:`), headers of their
  own (`Arme | Efficace | Longue | Extrême | VI | Règles spéciales`), the mode as
  `Phase Rifle – *Rafale*` (en dash, Markdown italics), `–` for an empty band, `10–30"`, a
  melee row `*Corps-à-corps uniquement*` with empty cells; rules as `- **Nom (n) :** texte`
  (the colon inside the bold, `TR (n)` with a space, `Nano-Toxine (Dn)`), named sub-entries
  `  - *Nom* : texte` in italics on two levels; the repeated page header; core rules
  (`ORDRES (ORDERS)` with `• FIRE (Tir)` entries and named bullets under them); a modifiers
  pipe table `Situation | Modificateur`; two D10 pipe tables, one headed `Jet de D10 | Effet`.
- `antares-boromites-notepad.md` (careful volunteer, Notepad++): the Freeborn tab layout with
  the columns reordered and named (`Arme<TAB>Mode<TAB>VI<TAB>Efficace…`), the mode plain in its
  cell, a trailing tab on some rows, `Corps-à-corps` and `CàC` in the range cell, `-` bands;
  rules as `- **Nom** – texte` (en dash), parameters `Dx`, `(Dn)`, `(n)`; named sub-entries on
  three levels, a numbered list of named steps (`1. **Nom** – texte`); dice bullets written
  `- 1 à 5 = …`, `- 1 à 4 : …` and `- 2-7 = …`; modifiers as `- Nom : +1 For` bullets under
  `### • MODIFICATEURS …` headings.
- `antares-outcasts-pdf.md` (copied out of the PDF, tidied a little): the Algoryn pipe layout
  rebuilt by hand with `”` inch marks and `’` apostrophes, `Nom - Mode` without italics; the
  rules as the PDF gives them: `` bullets (Symbol font), `◦` and `▪` sub-bullets, no bold,
  `Nom. texte` and `Nom (Alt). texte`, hard-wrapped lines with trailing spaces, words cut by a
  hyphen at the line's end, the ﬁ/ﬂ ligatures (`Déﬂagration D(n)` in the rules, `Déflagration
  D3` in the table), a running footer `Antares – Ghar Outcasts      page 2` between sections;
  reactions, morale and terrain with named sub-entries; modifiers as `Ordre Fire +1` lines
  (the PDF's two columns run together); D10 pipe tables.
- `antares-regles-ordres-pdf.md` (core rules copied out of the PDF): the Freeborn tab layout
  (`## ` / `### • ` headings added by hand), `″` (double prime) inch marks, modes `– Dispersion`
  (en dash), `Corps-à-corps` as a range; rules as `● Nom. texte` bullets, `○` and `■` sub-levels,
  hard wrapped, hyphenated, ligatures; the running header and a page number alone on its line
  (`Antares – Règles de base (VF)` / `12`); dice bullets `– 1 = …` (en dash) and `- 1-5 = …`
  under a named bullet; modifiers with dotted leaders (`Ordre Fire ........ +1`).
- `antares-mhagris-calc.tsv` (kept in LibreOffice Calc, saved as tab-separated text, UTF-8,
  CRLF): the Freeborn layout pasted into cells, every row padded to 7 cells with trailing tabs,
  blank rows as empty cells, every cell holding an inch mark quoted with the mark doubled
  (`20"` written as quote, 20, two quotes, quote), a weapon's second mode with its name cell left empty
  (merged cell), a rule cell holding its named sub-entries on several lines (LF inside the
  quoted cell); dice bullets `- 1 = …` in a cell, a D10 table as `D10<TAB>Résultat` rows, a
  modifiers table as `Situation<TAB>Modificateur` rows.
- `antares-c3d2-excel.csv` (kept in Excel, saved as "CSV (séparateur : point-virgule)",
  Windows-1252, CRLF): the Algoryn layout as a spreadsheet holds it: `;` between the cells,
  every row padded to 6 cells, cells holding `"` or `;` quoted; the rules as `Nom;texte` rows
  (no bullets nor bold: Excel reads a leading `-` as a formula), their named sub-entries one
  column to the right per level (`;Nom;texte`, `;;Nom;texte`), `• NOM (Nom)` entries,
  `Leader (n) (Chef)`, `N/A` as a strength, `D10;Résultat` dice rows and `Situation;Modificateur`
  modifier rows.

Every value below was written by hand from the sheets, before the parser was run on them."""

from __future__ import annotations

from tests.antares_tables import inline_result, inline_tables, words
from tests.conftest import rows

# What the sheets above taught the readers, each in a few lines.


def _sheet(text: str, file: str = "inline.md") -> dict:
    """A sheet given as text, declared `antares` / `markdown` whatever its file's kind."""
    return inline_tables(text, file)


def _rules(text: str, file: str = "inline.md") -> list[tuple]:
    """[(line, name, name_alt, parent's line)] of each rule, by line."""
    frame = _sheet(text, file)["rules"]
    line_of = dict(zip(frame["rule_id"], frame["source_line"], strict=True))
    picked = rows(frame, ["source_line", "name", "name_alt", "parent_rule_id"])
    return sorted((line, name, alt, line_of.get(parent)) for line, name, alt, parent in picked)


def _rolls(text: str, file: str = "inline.md") -> list[tuple]:
    return rows(_sheet(text, file)["roll_tables"], ["table_name", "roll_from", "roll_to", "source_line"])


def _modifiers(text: str, file: str = "inline.md") -> list[tuple]:
    return rows(_sheet(text, file)["modifiers"], ["name", "value", "source_line"])


def test_a_delimiter_row_of_one_dash_beside_a_colon():
    text = "SURCHARGE\n\n| D10 | Résultat |\n| :-: | :--- |\n| 1-4 | Rien. |\n| 5-10 | Détruit. |\n"
    assert _rolls(text) == [("SURCHARGE", 1, 4, 5), ("SURCHARGE", 5, 10, 6)]


def test_a_die_placeholder_in_parentheses():
    text = (
        '| Arme | Efficace | VI | Règles spéciales |\n|---|---|---|---|\n| Nano Spike | 10" | 2 | Venin (D3) |\n\n'
        "RÈGLES SPÉCIALES\n\n- **Venin (Dn).** La cible subit (Dn) pions Stress.\n"
    )
    tables = _sheet(text)
    assert rows(tables["rules"], ["name", "name_alt", "takes_param"]) == [("Venin (Dn)", None, True)]
    link = rows(tables["weapon_rules"], ["rule_name", "param", "rule_id", "match"])
    assert link == [("Venin", "D3", "inline:venin-dn", "exact")]


def test_an_entry_naming_its_own_first_part_in_its_parenthesis():
    text = "ORDRES\n\nTexte.\n\n• FIRE (Tir)\n\n- **Tir :** L'unité tire.\n- **Sprint :** Interdit.\n"
    assert _rules(text)[1:] == [(5, "FIRE", "Tir", None), (7, "Tir", None, 5), (8, "Sprint", None, 5)]


def test_a_wrapped_sentence_going_on_with_a_value():
    text = (
        "RÈGLES\n\n- **Down.** L’unité se jette à terre avant que le tir ne soit résolu. Elle ajoute\n"
        "+1 à sa Rés contre les tirs.\n- **Couvert.** Une LdV est bloquée par un terrain dense au-delà de\n"
        "3” de profondeur.\n"
    )
    assert [words(text) for text in _sheet(text)["rules"]["text"]] == [
        "L’unité se jette à terre avant que le tir ne soit résolu. Elle ajoute +1 à sa Rés contre les tirs.",
        "Une LdV est bloquée par un terrain dense au-delà de 3” de profondeur.",
    ]


def test_bullets_naming_entries_by_a_full_stop():
    text = (
        "RÉACTIONS\n\nUne unité peut réagir.\n\n● Down (À terre). L’unité se jette à terre.\n"
        "○ Réaction tardive. Elle n’ajoute rien.\n● Fuite (Escape). L’unité recule.\n\n"
        "TERRAIN\n\n● Forêt. Les figurines sont à couvert.\n"
    )
    assert _rules(text) == [
        (1, "RÉACTIONS", None, None),
        (5, "Down", "À terre", 1),
        (6, "Réaction tardive", None, 5),
        (7, "Fuite", "Escape", 1),
        # Alone in its section, named as the sheet names its entries.
        (11, "Forêt", None, None),
    ]


def test_a_name_holds_no_full_stop_and_second_sentence():
    text = "MORAL\n\nTexte.\n\n• Test. Lancez un D10 : si le résultat est faible, elle tient.\n• Jet. Lancez un D10.\n"
    assert [name for _, name, _, _ in _rules(text)] == ["MORAL", "Test", "Jet"]


def test_a_full_stop_lead_listing_a_rule_s_forms():
    text = "RÈGLES\n\n● SP, SPx2. Arme tirant en surplomb.\n● Lent. L’unité ne court pas.\n"
    assert [name for _, name, _, _ in _rules(text)] == ["SP, SPx2", "Lent"]


def test_modifiers_copied_from_a_pdf_table():
    text = (
        "MODIFICATEURS DE TIR\n\nOrdre Fire +1\nCible à portée longue -1\nTireur avec 1 pion Stress ou plus -1\n\n"
        "MODIFICATEURS DE PRÉCISION\n\nOrdre Fire ........................................................ +1\n"
        "Cible à portée extrême ............................................ -2\nTireur qui a bougé ........ 0\n"
    )
    assert _modifiers(text) == [
        ("Ordre Fire", "+1", 3),
        ("Cible à portée longue", "-1", 4),
        ("Tireur avec 1 pion Stress ou plus", "-1", 5),
        ("Ordre Fire", "+1", 9),
        ("Cible à portée extrême", "-2", 10),
        ("Tireur qui a bougé", "0", 11),
    ]


def test_a_sentence_ending_on_a_number_stays_a_rule_s_text():
    text = "MODIFICATEURS DE TIR\n\nLes tirs en surplomb subissent un malus de -2\n"
    assert _modifiers(text) == []


def test_a_running_header_over_its_page_number():
    text = (
        "RÈGLES DE BASE\n\n## ORDRES\n\n● Tir. L’unité tire.\n\nAntares – Règles de base (VF)\n12\n\n"
        "● Course. L’unité court.\n\nAntares – Règles de base (VF)\n13\n\n## MORAL\n\nTexte du moral.\n"
    )
    tables = _sheet(text)
    assert not any("Règles de base (VF)" in (rule_text or "") for rule_text in tables["rules"]["text"])
    coverage = inline_result(text).coverage
    kinds = dict(zip(coverage["source_line"], coverage["kind"], strict=True))
    assert [kinds[line] for line in (7, 8, 12, 13)] == ["page_furniture"] * 4


def test_outcomes_under_a_line_announcing_them():
    text = (
        "FIN DE TOUR\n\n- **Munitions.** Testez chaque marqueur :\n  - 1 = il reste\n  - 2-5 = il dérive\n"
        "  - 6-10 = il est retiré\n\nMORAL\n\n● Jet. Lancez un D10.\n● Conséquences. Si le test est raté :\n"
        "- 1-5 = l’unité recule\n- 6-10 = l’unité est détruite\n"
    )
    assert _rolls(text) == [
        ("Munitions", 1, 1, 4),
        ("Munitions", 2, 5, 5),
        ("Munitions", 6, 10, 6),
        ("Conséquences", 1, 5, 12),
        ("Conséquences", 6, 10, 13),
    ]


def test_outcomes_listed_without_a_face_of_one_are_no_dice_table():
    text = "COÛTS\n\n- **Options.** Choisissez :\n  - 2 = un drone\n  - 4 = deux drones\n"
    assert _rolls(text) == []


def test_a_spreadsheet_cell_holding_an_entry_and_its_bullets():
    text = (
        "## ESSAIM\t\t\t\n\t\t\t\n"
        '"- **Essaim.** Les Mhagris agissent ensemble :\n  - **Frénésie.** +1 en For.\n'
        '  - **Nuée.** À 2"" les unes des autres."\t\t\t\n'
        '"- **Ruche.** À 10"" d\'un Nexus, le Co du Nexus."\t\t\t\n'
    )
    assert _rules(text, "inline.tsv") == [
        (3, "Essaim", None, None),
        (4, "Frénésie", None, 3),
        (5, "Nuée", None, 3),
        (6, "Ruche", None, None),
    ]
    assert _sheet(text, "inline.tsv")["rules"]["text"][2] == 'À 2" les unes des autres.'


def test_an_entry_heading_row_under_a_dice_table():
    text = (
        "BUDDY DRONES;;;\n;;;\n• SHIELD DRONE (Drone Bouclier);;;\nLancez un D10 :;;;\nD10;Résultat;;\n"
        "1;Intercepté.;;\n2-10;Détruit.;;\n• SPOTTER DRONE (Drone de Repérage);;;\nRelances;Relance un tir raté.;;\n"
    )
    assert _rolls(text, "inline.csv") == [("SHIELD DRONE", 1, 1, 6), ("SHIELD DRONE", 2, 10, 7)]
    assert (8, "SPOTTER DRONE", "Drone de Repérage", None) in _rules(text, "inline.csv")
    assert (9, "Relances", None, 8) in _rules(text, "inline.csv")


def test_a_dice_table_right_under_the_list_row_asking_for_it():
    text = (
        "LARGAGE\nPoint;Le joueur désigne un point.\nLargage raté;Consultez la table suivante :\n"
        "D10;Résultat\n1-5;Arrive au tour suivant.\n6-10;Perdue.\n"
    )
    assert _rolls(text, "inline.csv") == [("Largage raté", 1, 5, 5), ("Largage raté", 6, 10, 6)]
    assert [name for _, name, _, _ in _rules(text, "inline.csv")] == ["Point", "Largage raté"]


def test_parts_named_a_column_right_of_their_entry():
    text = (
        "ORDRES;;;\nTir;L'unité tire.;;\n;Tir concentré;Une seule cible.;\n;;Exception;Les armes SP.\n"
        ";Tir partagé;Deux cibles.;\nCourse;L'unité court.;;\n"
    )
    assert _rules(text, "inline.csv") == [
        (2, "Tir", None, None),
        (3, "Tir concentré", None, 2),
        (4, "Exception", None, 3),
        (5, "Tir partagé", None, 2),
        (6, "Course", None, None),
    ]


def test_an_entry_heading_over_a_list_of_its_parts():
    text = "ORDRES\n\n• FIRE (Tir)\n\nTir\tL'unité tire.\nSprint\tInterdit ce tour-ci.\n"
    assert _rules(text) == [(3, "FIRE", "Tir", None), (5, "Tir", None, 3), (6, "Sprint", None, 3)]
    assert _sheet(text)["rules"].set_index("name")["text"]["FIRE"] == (
        "- Tir : L'unité tire.\n- Sprint : Interdit ce tour-ci."
    )


def test_modifiers_with_dot_leaders_and_bare_numbers_are_no_table_of_contents():
    text = (
        "RÈGLES\n\nTexte.\n\nMODIFICATEURS DE COUVERT\n\nCouvert léger ................ 1\n"
        "Couvert lourd ................ 2\n"
    )
    assert _modifiers(text) == [("Couvert léger", "1", 7), ("Couvert lourd", "2", 8)]
