"""Written blind: five Antares sheets (`markdown`) in the layouts of
`raw/antares-algoryn.md` (pipe tables, capitalised headings) and `raw/antares-freeborn.md`
(tab-separated tables, `##` headings), from careless or garbling sources: typed without
accents or with wrong ones, headings in lower case or Title Case, header cells abbreviated or
named by synonyms, columns in another order, French numbers, dice and rule parameters written
every which way, one sheet through an old forum's export.

- `antares-ghar-clavier.md` (typed on a keyboard without accents, Freeborn layout): `##` and
  `###` headings in lower case, Title Case and capitals mixed (`## REGLES SPECIALES`,
  `## Regles De L'Armee`, `## modificateurs au tir`, `### • scuttle (decrochage)`); weapons
  headers `Port. courte`, `Portee longue`, `Extreme`, `Force` (the strike value) and
  `Regles speciales`; bands `10-30 pouces`, melee `Corps a corps`; rule items `Lourde(2)`,
  `Arrachement(2)`, `SPx2`, `Deflagration D10`, `Dangereux CaC`; `Lancez 1D10 :` over bullets
  `- 2 a 7 = …` and `- 8+ = …`; `(1,5" minimum)` in a sub-entry's text; a D10 tab table under
  a Title Case heading.
- `antares-boromites-abrev.md` (an aide-mémoire with short headers, Algoryn layout): the
  strength column first (`Arme | VI | Eff. | Longue | Dist. max | Spécial`), a second table
  with `Val. Impact` and its rules under `Notes`; bands `10 à 30"`, `½"`, `7,5"`, melee `CàC`;
  rule items `SP x2` and `Déflagration (D10)` against entries `SP, SP x2` and
  `Déflagration (Dn)`; `1,5"` and `½"` in rule texts; `lancez un D10 :` over `- 1 à 3 = …`,
  `- 9+ = …`; a modifiers pipe table headed `Situation | Mod.`; a dice table headed `1D10`
  with a roll `4 à 5`.
- `antares-concord-mojibake.md` (a forum's old export, Algoryn layout): the whole sheet in
  mojibake, UTF-8 read as Windows-1252 and saved again as UTF-8 (`RÃˆGLES SPÃ‰CIALES`,
  `PortÃ©e Longue`, `DÃ©flagration D5`, `Corps Ã  corps`, `â€“`); the values below are the
  repaired French text; headers `VI` and `Règles`; `Medic (n) (Médecin)`, a `• NOM (Nom)`
  entry opening with `É`, a D10 bullet list and a D10 pipe table.
- `antares-isorian-accents.md` (wrong accents, CRLF line endings, `#` headings in Title
  Case): headers `Mode`, `Efficace (po)` with bare numbers under it (`10`, `10 à 30`, but
  `jusqu'à 15"`), `Portèe Longue`, `Extréme`, `Val. Impact`, `Règles Spèciales`; melee `Càc`;
  rule items `Précision(1)`, `Déflagration(D5)`; a tab list of modifiers under
  `## Modificateurs De Tir`; a dice table headed `d10` with `2 à 3` under `## Dègats …`.
- `antares-virai-cp1252.md` (saved as Windows-1252, headings all in lower case): the rules
  column before the strength and the bands (`Arme | Règles | VI | Efficace | Longue |
  Extrême`); rule items `SP x2`, `Lourde(1)`; rules as `Nom : texte` paragraphs one a line
  (`SP, SP x2 : …`); plain `- Nom : Texte` bullets under an entry's paragraph; a sub-entry's
  `lancez un d10 : sur 1-5 …, sur 6-10 …`; a pipe table without outer pipes for the
  modifiers; `Lancez un d10 … :` over `1-2 : …`, `3 à 5 : …`, `10 : …` lines.

Every value below was written by hand from the sheets, before the parser was run on them."""

from __future__ import annotations

from pipeline.extract.cells import RangeBand, parse_range_band, parse_roll_range
from tests.antares_tables import inline_tables
from tests.conftest import rows

EFF, LONG, EXT = "Efficace", "Portée Longue", "Extrême"


# Ghar Empire, typed without accents (Freeborn tab layout).

GHAR_COURTE, GHAR_LONGUE, GHAR_EXT = "Port. courte", "Portee longue", "Extreme"


# Isorian Senatex, wrong accents and CRLF (Freeborn tab layout, Title Case headings).

ISO_EFF, ISO_LONG, ISO_EXT = "Efficace", "Portèe Longue", "Extréme"


# The constructs read now, each in a few lines of its own.


def test_a_half_inch_band():
    assert parse_range_band('½"') == RangeBand(min=None, max=0.5)
    assert parse_range_band('1 ½"') == RangeBand(min=None, max=1.5)
    found = inline_tables(
        "ARMES\n\n| Arme | Efficace | Longue | VI | Règles |\n|---|---|---|---|---|\n"
        '| Mine Layer | ½" | Aucune | 2 | – |\n'
    )["weapon_ranges"]
    assert rows(found, ["band_label", "max"]) == [("Efficace", 0.5)]


def test_a_roll_span_typed_without_its_accent():
    assert parse_roll_range("2 a 7") == (2, 7)
    found = inline_tables(
        "AMPLIFICATEUR\n\nLancez 1D10 :\n\n- 1 = surchauffe\n- 2 a 7 = rien ne se passe\n- 8+ = +1 VI\n"
    )["roll_tables"]
    assert rows(found, ["dice", "roll_from", "roll_to"]) == [("D10", 1, 1), ("D10", 2, 7), ("D10", 8, 10)]


def test_a_strength_column_headed_force():
    found = inline_tables(
        'ARMES\n\nArme\tPort. courte\tPortee longue\tForce\tRegles speciales\nGouger Gun\t10"\t20"\t2\tTR3\n'
    )["weapons"]
    assert rows(found, ["name", "strength"]) == [("Gouger Gun", 2)]


def test_a_paragraph_lead_listing_a_rule_s_forms():
    found = inline_tables(
        "REGLES\n\nLent : L'arme ne tire pas apres un ordre Advance.\n"
        "SP, SP x2 : Arme tirant en surplomb ; SP x2 : deux gabarits.\n"
    )["rules"]
    assert rows(found, ["name", "takes_param"]) == [("Lent", False), ("SP, SP x2", True)]


def test_a_notes_column_holds_the_rules_where_none_is_labelled_so():
    header = "| Arme | VI | Eff. | Longue | Notes |\n|---|---|---|---|---|\n"
    found = inline_tables(
        "ARMES\n\n" + header + '| Heavy Frag Borer | 6 | 20" | 30" | Lent |\n'
        "\nREGLES\n\n- **Lent.** L'arme ne tire pas apres un ordre **Advance**.\n"
    )["weapon_rules"]
    assert rows(found, ["label", "match"]) == [("Lent", "exact")]
