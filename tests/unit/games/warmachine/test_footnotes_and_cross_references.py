"""Warmachine (`freetext`): five sheets written blind as siblings of
`raw/warmachine-core.txt`, stressing footnote markers, cross-references, dense rule items,
empty cells written every which way and a spreadsheet's cell quirks.

- `warmachine-protectorat-pdf-notes.txt` (copied from a campaign booklet's PDF: UTF-8, LF):
  model cards `NOM - Warjack léger`, each weapon a name line, a `POR … CdT … ADE … PUI …`
  line and a `Facultés : …` line whose items are parted by `;`, `/` or `+`; footnote markers
  on a name (`Lance-flammes†`), a range (`POR 12¹`) and a rule item (`Arme d'allonge*`), the
  footnotes under the cards; `Facultés : (aucune)` and `Facultés : —`; a rule item with a page
  reference (`Dégâts d'explosion (voir p. 12)`); rules `Nom - texte` holding `cf.`, `voir p.`,
  `(voir ci-dessous)` and `→ Règles de base`; pointer rules (`Tir indirect : voir Tir en
  cloche.`, `Blindé : voir Armure lourde.`); a rule over `- Nom : texte` bullets, one of them
  over indented `  - Nom : texte` bullets (two levels); a d6 table whose results carry `*` and
  `¹` with their footnotes under it; tab modifiers with `(1)`, `(2)` markers after the value
  and their notes under the list.
- `warmachine-khador-calc-profil-fusionne.txt` (a LibreOffice Calc sheet exported as text:
  tabs, every row padded with empty cells to the sheet's width, UTF-8, LF): weapons tables whose
  header is on two rows (`PROFIL` over `POR (po) | CdT | ADE | PUI`), a hidden column exported
  empty (a `P+F` column filled only where it has a cached formula result), a `Coût` column with a
  `#N/A`; a weapon's name only on its first mode's row (merged cell); ranges `0,5`, `12,0` and a
  quoted `"10"`; empty cells `—`, `-`, `n/a`, `x`, `·`, `/`, `(aucune)`; a CdT with a `*`
  marker and its note under the table; a quoted cell with doubled quotes (`"Harpon (3"")"`);
  rules as `Nom<TAB>texte` rows under a `Faculté | Description` header, one a pointer
  (`cf. Force brute`), one of 120 words; a 2D6 table under a `Jet | Résultat` header;
  modifiers under `Terrain | Effet` and with no header, one value quoted.
- `warmachine-cryx-word-regles-denses.txt` (typed in Word, saved as text: UTF-8, CRLF): Word
  tables saved with tabs, `–` in empty cells; dense rule items (`Tir rapide (D3+1) ; Corrosion /
  Drain d'âme`, `Chaîne d'éclairs (D3, 4")`, `Traction (2")`); rules `Nom (X) : texte` with
  parameters; Word's bullets `•<TAB>Nom : texte` over `o<TAB>Nom : texte` (two levels); a rule
  repeated in a second section that adds to it (`MACHINE NÉCROMANTIQUE`); pointer rules; a rule
  of 130 words on a paragraph of its own under its heading; 15 modifiers.
- `warmachine-magie-focus-renvois.txt` (a core-rules summary typed from the rules' PDF: UTF-8,
  LF): cross-references everywhere (`voir … p. 52`, `cf.`, `voir ci-dessous`, `ci-dessus`);
  `- Nom : texte` bullets over indented ones; a rule given twice (a bullet, then a paragraph);
  a sentence with a `¹` marker and its footnote; a spells grid (`Sort COÛT POR ADE PUI UP
  OFF`, with `—`, `n/a`, `Soi`, `Ctrl`) followed by two lines explaining its abbreviations;
  `ÉTAPE n-` steps; a d6 and a 2D6 table; modifiers with a `n/a` value and a `†` marker.
- `warmachine-mercenaires-writer-pouces.txt` (LibreOffice Writer saved as text: Windows-1252,
  CRLF): cards with ranges in `''` (`POR 8''`, `POR 0,5''`, `POR 6-14''`), a weapon's two modes
  as `Nom - Mode` lines; `Facultés : N/A`; rule items with parameters in parentheses (`Arme
  d'allonge (1")`, `Bouclier (+1 ARM)`, `Poussée de vapeur (D3)`); a Writer table saved with
  tabs whose range column says `POR (cm)` with bare numbers, empty cells `/`, `·`, `-`, `x`
  and a trailing empty cell; a two-level rule; a d6 table; a modifier `N/A`.

Every value below was written by hand from the sheets, before the parser was run on them.
"""

from __future__ import annotations

import pytest

from pipeline.contract.validate import typed_tables, validate_tables
from tests.conftest import parsed_fixture
from tests.tabrec import kinds, nulls, rows, short
from tests.unit.games.warmachine.test_retyped_and_copied_siblings import exact, modifiers, numbers, rolls, rule, words
from tests.unit.games.warmachine.test_sheets_after_errata import rule_place
from tests.warmachine_tables import weapons

PROTECTORAT = "warmachine-protectorat-pdf-notes.txt"
KHADOR = "warmachine-khador-calc-profil-fusionne.txt"
CRYX = "warmachine-cryx-word-regles-denses.txt"
MAGIE = "warmachine-magie-focus-renvois.txt"
MERCS = "warmachine-mercenaires-writer-pouces.txt"
NEW_SHEETS = [PROTECTORAT, KHADOR, CRYX, MAGIE, MERCS]


@pytest.mark.parametrize("file", NEW_SHEETS)
def test_every_line_is_read_and_the_tables_validate(file):
    unparsed = [line for line, kind in kinds(file).items() if kind == "unparsed"]
    assert unparsed == []
    assert validate_tables(typed_tables(parsed_fixture(file).tables)) == []


def weapon(file: str, name: str, mode: str | None = None) -> dict:
    (found,) = [w for w in rows(file, "weapons") if w["name"] == name and nulls((w["mode"],))[0] == mode]
    return found


def profile(file: str, name: str, mode: str | None = None) -> tuple:
    """(rate of fire, template, bands as (min, max, unit)) of a weapon's profile."""
    found = weapon(file, name, mode)
    bands = [
        nulls((b["min"], b["max"], b["unit"]))
        for b in rows(file, "weapon_ranges")
        if b["weapon_id"] == found["weapon_id"]
    ]
    return (*nulls((found["burst"], found["template"])), bands)


def inches(maximum: float, minimum: float | None = None) -> list[tuple]:
    return [(minimum, float(maximum), "in")]


def items(file: str, name: str, mode: str | None = None) -> list[tuple]:
    """(label, rule name, param, rule id without the sheet, match) of a profile's rule items."""
    weapon_id = weapon(file, name, mode)["weapon_id"]
    found = sorted((i for i in rows(file, "weapon_rules") if i["weapon_id"] == weapon_id), key=lambda i: i["position"])
    return [(*nulls((i["label"], i["rule_name"], i["param"])), short(file, i["rule_id"]), i["match"]) for i in found]


def named(file: str, name: str, mode: str | None = None) -> list[tuple]:
    """(rule name, param, rule id, match) of a profile's items: the label as printed left aside."""
    return [item[1:] for item in items(file, name, mode)]


def with_param(label: str, name: str, param: str, rule_id: str) -> tuple:
    return (label, name, param, rule_id, "exact")


def noted(file: str, line: int) -> str:
    """The text of the notes that start at `line`."""
    return " ".join(words(n["text"]) for n in rows(file, "notes") if n["source_line"] == line)


def text_of(file: str, name: str) -> str:
    return words(rule(file, name)["text"])


def no_weapon_named(file: str, *names: str) -> bool:
    return not {name for name in names} & {w[0] for w in weapons(file)}


# Protectorate, copied from a booklet's PDF.


def test_protectorat_weapons_without_their_footnote_markers():
    assert weapons(PROTECTORAT) == [
        ("Masse d'inquisition", None, 7, 8),
        ("Poing", None, 3, 11),
        ("Lance-flammes", None, 12, 16),
        ("Fléau", None, 4, 19),
        ("Lance-roquettes sacrées", None, 14, 24),
        ("Massue", None, 4, 27),
        ("Encensoir", None, 2, 110),
        ("Lance de cérémonie", None, 5, 115),
    ]
    assert profile(PROTECTORAT, "Masse d'inquisition") == (None, None, inches(0.5))
    assert profile(PROTECTORAT, "Lance-flammes") == (1, "spray-8", inches(8))
    assert profile(PROTECTORAT, "Lance-roquettes sacrées") == (None, "aoe-3", inches(12))
    assert weapon(PROTECTORAT, "Lance-roquettes sacrées")["burst_raw"] == "D3"
    assert profile(PROTECTORAT, "Lance de cérémonie") == (None, None, inches(2))


@pytest.mark.xfail(
    strict=True,
    reason="`Nom - texte` rules in FACULTÉS D'ARMES stay one section text; a `*` call on an item is kept",
)
def test_protectorat_rule_items_parted_by_semicolon_slash_and_plus():
    assert items(PROTECTORAT, "Masse d'inquisition") == [
        exact("Renversement critique", "renversement-critique"),
        exact("Arme d'allonge", "arme-d-allonge"),
    ]
    assert items(PROTECTORAT, "Poing") == [exact("Prise", "prise")]
    assert items(PROTECTORAT, "Lance-flammes") == [
        exact("Effet continu feu", "effet-continu-feu"),
        exact("Dégâts de feu", "degats-de-feu"),
    ]
    assert items(PROTECTORAT, "Fléau") == []
    assert named(PROTECTORAT, "Lance-roquettes sacrées") == [
        ("Tir en cloche", None, "tir-en-cloche", "exact"),
        ("Dégâts d'explosion", None, "degats-d-explosion", "exact"),
    ]
    assert items(PROTECTORAT, "Massue") == []
    assert items(PROTECTORAT, "Encensoir") == []
    assert named(PROTECTORAT, "Lance de cérémonie") == [
        ("Arme d'allonge", None, "arme-d-allonge", "exact"),
        ("Mur de boucliers", None, "mur-de-boucliers", "exact"),
    ]


def test_protectorat_footnotes_are_kept():
    assert "seulement contre les figurines à petit socle." in noted(PROTECTORAT, 31)
    assert "le Repenter ne peut pas charger" in noted(PROTECTORAT, 32)
    assert '10" si le Redeemer a avancé' in noted(PROTECTORAT, 33)
    assert "PUI 14 si la cible est une figurine de Cryx." in noted(PROTECTORAT, 70)
    assert "voir Retiré du jeu, p. 38." in noted(PROTECTORAT, 71)
    assert "cumulable avec Dissimulation." in noted(PROTECTORAT, 97)
    assert "voir Couvert, p. 21." in noted(PROTECTORAT, 98)


@pytest.mark.xfail(
    strict=True, reason="`Nom - texte` rules holding `voir p.`/`cf.` are not read as rules of FACULTÉS D'ARMES"
)
def test_protectorat_rules_keep_their_cross_references():
    facultes = "FACULTÉS D'ARMES"
    assert rule_place(PROTECTORAT, "Arme d'allonge") == (facultes, None, 37)
    assert text_of(PROTECTORAT, "Dégâts d'explosion").startswith("Voir ADE, p. 12 du livret.")
    assert text_of(PROTECTORAT, "Dégâts de feu").endswith("cf. Effet continu feu.")
    assert text_of(PROTECTORAT, "Effet continu feu") == "La cible subit l'effet continu Feu (voir ci-dessous)."
    assert text_of(PROTECTORAT, "Tir en cloche").endswith("Cf. Tir indirect, p. 13.")
    assert rule_place(PROTECTORAT, "Tir indirect") == (facultes, None, 44)
    assert text_of(PROTECTORAT, "Tir indirect") == "voir Tir en cloche."
    regles = "RÈGLES SPÉCIALES"
    assert rule_place(PROTECTORAT, "Blindé") == (regles, None, 57)
    assert text_of(PROTECTORAT, "Blindé") == "voir Armure lourde."
    assert rule_place(PROTECTORAT, "ARMURE LOURDE") == (regles, None, 59)
    assert "(→ Règles de base, p. 40)" in text_of(PROTECTORAT, "FERVEUR")
    assert rule_place(PROTECTORAT, "Mur de boucliers")[2] == 119
    assert text_of(PROTECTORAT, "Mur de boucliers").endswith("cf. Règles de base, Formations.")


def test_protectorat_rule_with_two_levels_of_sub_entries():
    regles = "RÈGLES SPÉCIALES"
    assert rule_place(PROTECTORAT, "FERVEUR") == (regles, None, 48)
    assert rule_place(PROTECTORAT, "Prière de combat") == (regles, "FERVEUR", 49)
    assert rule_place(PROTECTORAT, "Prière de protection") == (regles, "FERVEUR", 50)
    assert rule_place(PROTECTORAT, "Bouclier de foi") == (regles, "Prière de protection", 51)
    assert rule_place(PROTECTORAT, "Voile sacré") == (regles, "Prière de protection", 52)
    assert text_of(PROTECTORAT, "Voile sacré") == "en plus, elles gagnent Dissimulation (voir p. 22)."
    assert rule_place(PROTECTORAT, "Prière de vengeance") == (regles, "FERVEUR", 53)
    assert text_of(PROTECTORAT, "Prière de vengeance") == "voir Vengeance."


def test_protectorat_dice_and_modifiers_without_markers():
    name = "TABLE DE PURIFICATION"
    assert rolls(PROTECTORAT) == [
        (name, "D6", 1, 1, 65),
        (name, "D6", 2, 3, 66),
        (name, "D6", 4, 5, 67),
        (name, "D6", 6, 6, 68),
    ]
    distance = "MODIFICATEURS D'ATTAQUE A DISTANCE"
    melee = "MODIFICATEURS DE CORPS-A-CORPS"
    assert modifiers(PROTECTORAT) == [
        (distance, "Cible dans la fumée sacrée", None, "+2 DEF", 91),
        (distance, "Cible en corps-à-corps", None, "-4 aux jets d'attaques à distance.", 92),
        (distance, "Cible derrière un mur", None, "+4 DEF", 93),
        (distance, "Attaquant en Ferveur", None, "+1 au jet d'attaque.", 94),
        (distance, "Cible au tapis", None, "DEF de base à 5.", 95),
        (melee, "Attaque de dos", None, "+2 sur le jet d'attaque", 102),
        (melee, "Charge", None, "Jet de dégâts boosté.", 103),
        (melee, "Frappe gratuite", None, "+2 sur le jet d'attaque; jet de dégâts boosté.", 104),
        (melee, "Cible stationnaire", None, "Touche auto pour les attaques de corps-à-corps.", 105),
    ]
    assert numbers(PROTECTORAT)[:3] == [
        ("Cible dans la fumée sacrée", 2, "DEF"),
        ("Cible en corps-à-corps", -4, None),
        ("Cible derrière un mur", 4, "DEF"),
    ]


# Khador, a Calc sheet exported as text.


def test_khador_weapons_of_a_spreadsheet_with_a_two_row_header_and_merged_names():
    assert weapons(KHADOR) == [
        ("Hache de guerre", "Corps-à-corps", 7, 7),
        ("Bombarde", "Tir direct", 14, 8),
        ("Bombarde", "Tir en cloche", 12, 9),
        ("Canon à glace", None, 12, 10),
        ("Poing ouvert", None, 3, 11),
        ("Griffe de broyage", None, 5, 12),
        ("Mortier lourd", "Standard", 15, 13),
        ("Mortier lourd", "Obus fumigène", None, 14),
        ("Lance-harpon", None, 12, 15),
        ("Hache de Winter Guard", None, 4, 32),
        ("Tromblon", None, 12, 33),
        ("Fusil de précision", None, 10, 34),
        ("Grande hache", None, 5, 35),
        ("Lance-roquettes", "Roquette", 13, 36),
        ("Lance-roquettes", "Fumigène", None, 37),
    ]


def test_khador_profiles_with_decimal_commas_quotes_and_empty_cells():
    assert profile(KHADOR, "Hache de guerre", "Corps-à-corps") == (None, None, inches(0.5))
    assert profile(KHADOR, "Bombarde", "Tir direct") == (1, "aoe-3", inches(12))
    assert profile(KHADOR, "Bombarde", "Tir en cloche") == (1, "aoe-4", inches(14))
    assert profile(KHADOR, "Canon à glace") == (2, None, inches(10))
    assert profile(KHADOR, "Poing ouvert") == (None, None, inches(0.5))
    assert profile(KHADOR, "Mortier lourd", "Obus fumigène") == (1, "aoe-5", inches(14))
    assert profile(KHADOR, "Lance-harpon") == (1, None, inches(8))
    assert profile(KHADOR, "Fusil de précision") == (1, None, inches(14))
    assert profile(KHADOR, "Grande hache") == (None, None, inches(2))
    assert "CdT 1 si le warjack a couru." in noted(KHADOR, 17)


def test_khador_rule_items_of_a_spreadsheet():
    assert items(KHADOR, "Hache de guerre", "Corps-à-corps") == [exact("Arme critique de gel", "arme-critique-de-gel")]
    assert items(KHADOR, "Bombarde", "Tir en cloche") == [
        exact("Tir en cloche", "tir-en-cloche"),
        exact("Dégâts d'explosion", "degats-d-explosion"),
    ]
    assert items(KHADOR, "Canon à glace") == [
        exact("Arme critique de gel", "arme-critique-de-gel"),
        with_param("Onde de froid (2)", "Onde de froid", "2", "onde-de-froid"),
    ]
    assert items(KHADOR, "Griffe de broyage") == []
    assert items(KHADOR, "Hache de Winter Guard") == []
    assert items(KHADOR, "Lance-harpon") == [with_param('Harpon (3")', "Harpon", '3"', "harpon")]
    assert items(KHADOR, "Fusil de précision") == [
        exact("Tir mortel", "tir-mortel"),
        exact("Tireur d'élite", "tireur-d-elite"),
    ]
    assert items(KHADOR, "Mortier lourd", "Obus fumigène") == [
        exact("Tir en cloche", "tir-en-cloche"),
        exact("Nuage de fumée", "nuage-de-fumee"),
    ]


def test_khador_rules_rows_of_a_spreadsheet():
    names = [r["name"] for r in rows(KHADOR, "rules")]
    assert not {"Faculté", "Règle", "Arme", "Jet", "Terrain"} & set(names)
    facultes = "FACULTÉS D'ARMES"
    assert rule_place(KHADOR, "Arme critique de gel") == (facultes, None, 21)
    assert text_of(KHADOR, "Arme critique de gel").endswith("(voir Gel).")
    assert rule_place(KHADOR, "Tir en cloche") == (facultes, None, 27)
    assert rule_place(KHADOR, "Tireur d'élite")[2] == 42
    assert text_of(KHADOR, "Tireur d'élite") == "Ignore Dissimulation et Couvert, cf. Règles de base p. 21."
    faction = "RÈGLES DE FACTION"
    assert rule_place(KHADOR, "FORCE BRUTE") == (faction, None, 47)
    assert rule_place(KHADOR, "INÉBRANLABLE") == (faction, None, 49)
    assert text_of(KHADOR, "INÉBRANLABLE") == "cf. Force brute"
    assert rule_place(KHADOR, "MARCHE FORCÉE") == (faction, None, 50)
    assert text_of(KHADOR, "MARCHE FORCÉE").endswith("qui suivent les règles normales de mouvement.")


def test_khador_dice_and_modifiers():
    name = "TABLE DE BLIZZARD"
    assert rolls(KHADOR) == [
        (name, "2D6", 2, 4, 54),
        (name, "2D6", 5, 7, 55),
        (name, "2D6", 8, 10, 56),
        (name, "2D6", 11, 12, 57),
    ]
    terrain = "MODIFICATEURS DE TERRAIN"
    attaque = "MODIFICATEURS D'ATTAQUE"
    assert modifiers(KHADOR) == [
        (terrain, "Neige épaisse", None, "Déplacement à 1/2 VIT.", 61),
        (terrain, "Glace", None, "-1 DEF pour les figurines sur la glace.", 62),
        (terrain, "Verglas", None, "-2 DEF, n/a pour les warjacks de Khador.", 63),
        (terrain, "Congère", None, "Donne Couvert.", 64),
        (
            terrain,
            "Rivière gelée",
            None,
            "Terrain dégagé pour les warjacks de Khador; terrain difficile pour les autres.",
            65,
        ),
        (terrain, "Ruines", None, 'Donne Couvert; obstacle de 1".', 66),
        (terrain, "Forêt enneigée", None, "Déplacement à 1/2 VIT. Donne Dissimulation.", 67),
        (attaque, "Blizzard", None, "-2 aux jets d'attaques à distance.", 70),
        (attaque, "Cible gelée", None, "DEF de base à 5.", 71),
        (attaque, "Attaque de dos", None, "+2 sur le jet d'attaque", 72),
        (attaque, "Charge", None, "+2 au jet d'attaque; jet de dégâts boosté", 73),
        (attaque, "Tireur en position", None, "+2 au jet d'attaque si l'attaquant n'a pas avancé.", 74),
        (attaque, "Cible en corps-à-corps", None, "-4 aux jets d'attaques à distance.", 75),
    ]


# Cryx, typed in Word.


def test_cryx_weapons_of_word_tables():
    assert weapons(CRYX) == [
        ("Griffes de Slayer", None, 6, 7),
        ("Mâchoires de Deathripper", None, 5, 8),
        ("Canon à bile", None, 12, 9),
        ("Vomi de Corruptor", None, 12, 10),
        ("Lance-âmes", None, 13, 11),
        ("Éperon", None, 2, 12),
        ("Faux du Pistolwraith", None, 4, 58),
        ("Pistolets spectraux", None, 10, 59),
        ("Harpon du Skarlock", None, 11, 60),
    ]
    assert profile(CRYX, "Griffes de Slayer") == (None, None, inches(0.5))
    assert profile(CRYX, "Canon à bile") == (None, None, inches(10))
    assert profile(CRYX, "Vomi de Corruptor") == (1, "spray-8", inches(8))
    assert profile(CRYX, "Lance-âmes") == (1, "aoe-3", inches(12))
    assert profile(CRYX, "Pistolets spectraux") == (2, None, inches(8))
    assert "lancez le dé à chaque activation, voir Tir rapide." in noted(CRYX, 14)


def test_cryx_dense_rule_items_with_dice_parameters():
    assert items(CRYX, "Griffes de Slayer") == [
        exact("Prise", "prise"),
        exact("Renversement critique", "renversement-critique"),
    ]
    assert items(CRYX, "Canon à bile") == [
        with_param("Tir rapide (D3+1)", "Tir rapide", "D3+1", "tir-rapide-x"),
        exact("Corrosion", "corrosion"),
        exact("Drain d'âme", "drain-d-ame"),
    ]
    assert items(CRYX, "Vomi de Corruptor") == [
        exact("Effet continu corrosion", "effet-continu-corrosion"),
        exact("Arme critique de corrosion", "arme-critique-de-corrosion"),
    ]
    assert items(CRYX, "Lance-âmes") == [
        with_param("Chaîne d'éclairs (D3, 4\")", "Chaîne d'éclairs", 'D3, 4"', "chaine-d-eclairs-x-y"),
        exact("Tir en cloche", "tir-en-cloche"),
    ]
    assert items(CRYX, "Éperon") == []
    assert items(CRYX, "Pistolets spectraux") == [
        with_param("Tir rapide (D3)", "Tir rapide", "D3", "tir-rapide-x"),
        exact("Arme magique", "arme-magique"),
    ]
    assert items(CRYX, "Harpon du Skarlock") == [
        exact("Prise", "prise"),
        with_param('Traction (2")', "Traction", '2"', "traction-x"),
    ]


@pytest.mark.xfail(
    strict=True, reason="`Nom (X, Y) : texte` (two placeholders) is not read as a rule taking a parameter"
)
def test_cryx_rules_with_parameters_and_pointers():
    facultes = "FACULTÉS D'ARMES"
    assert rule_place(CRYX, "Chaîne d'éclairs") == (facultes, None, 19)
    assert rule(CRYX, "Chaîne d'éclairs")["takes_param"]
    assert rule_place(CRYX, "Corrosion") == (facultes, None, 20)
    assert text_of(CRYX, "Corrosion") == "voir Effet continu corrosion."
    assert rule_place(CRYX, "Tir rapide") == (facultes, None, 26)
    assert rule(CRYX, "Tir rapide")["takes_param"]
    assert rule_place(CRYX, "Traction")[2] == 63
    faction = "RÈGLES DE FACTION"
    assert rule_place(CRYX, "SANS DOULEUR") == (faction, None, 47)
    assert text_of(CRYX, "SANS DOULEUR") == "voir Mort-vivant."
    assert "Voir Règles de base, p. 27." in text_of(CRYX, "TERREUR")


def test_cryx_word_bullets_on_two_levels():
    faction = "RÈGLES DE FACTION"
    machine = "MACHINE NÉCROMANTIQUE"
    assert rule_place(CRYX, "Mort-vivant") == (faction, machine, 31)
    assert rule_place(CRYX, "Carcasse") == (faction, machine, 32)
    assert rule_place(CRYX, "Épave rampante") == (faction, "Carcasse", 33)
    assert rule_place(CRYX, "Épave toxique") == (faction, "Carcasse", 34)
    assert rule_place(CRYX, "Arc nodal") == (faction, machine, 35)
    assert text_of(CRYX, "Arc nodal") == "le helljack peut servir de relais aux sorts du warcaster (voir Magie, p. 30)."
    recolte = "RÉCOLTE D'ÂMES"
    assert rule_place(CRYX, recolte) == (faction, None, 37)
    assert rule_place(CRYX, "Régénération") == (faction, recolte, 39)
    assert rule_place(CRYX, "Régénération majeure") == (faction, "Régénération", 40)
    assert text_of(CRYX, "Régénération majeure") == "avec 3 jetons, il retire 2D3 points de dégâts."
    assert rule_place(CRYX, "Course") == (faction, recolte, 41)


def test_cryx_a_rule_repeated_in_a_second_section_keeps_both_texts():
    found = [r for r in rows(CRYX, "rules") if r["name"] == "MACHINE NÉCROMANTIQUE"]
    assert [(r["section"], r["source_line"]) for r in found] == [("RÈGLES DE FACTION", 30), ("SOLOS", 55)]
    assert len({r["rule_id"] for r in found}) == 2
    assert words(found[1]["text"]).startswith("de plus, les solos mort-vivants")


def test_cryx_long_rule_dice_and_fifteen_modifiers():
    assert rule(CRYX, "LE VOILE DE BRUME")["source_line"] == 49
    assert text_of(CRYX, "LE VOILE DE BRUME").endswith("(voir aussi Terreur, ci-dessus).")
    assert rule(CRYX, "ÉTAPES D'UNE RÉCOLTE")["source_line"] == 65
    name = "TABLE DE CORROSION"
    assert rolls(CRYX) == [(name, "D6", 1, 2, 73), (name, "D6", 3, 5, 74), (name, "D6", 6, 6, 75)]
    found = modifiers(CRYX)
    assert [m[4] for m in found] == list(range(79, 94))
    assert {m[0] for m in found} == {"MODIFICATEURS D'ATTAQUE DE CRYX"}
    assert found[0][1:4] == ("Cible dans la brume", None, "+2 DEF contre les attaques à distance.")
    assert found[14][1:4] == ("Jeton d'âme dépensé", None, "+1 au jet d'attaque ou de dégâts.")


# Focus and magic, a core-rules summary typed from the PDF.


def test_magie_has_no_weapons_and_keeps_the_spells_as_a_grid():
    assert weapons(MAGIE) == []
    grid = [r for r in rows(MAGIE, "reference_tables") if r["table_name"] == "SORTS DU WARCASTER"]
    cells = {(r["row_index"], r["column_label"]): r["value"] for r in grid}
    assert len({r["row_index"] for r in grid}) == 5
    assert sorted({r["source_line"] for r in grid}) == [52, 53, 54, 55, 56]
    assert "Éclair de feu" in cells.values()
    assert "Soi" in cells.values()
    assert "Soi : le sort ne peut viser que le warcaster." in noted(MAGIE, 58)


def test_magie_sub_entries_pointers_and_a_footnote():
    depense = "DÉPENSE DE FOCUS"
    assert rule(MAGIE, "Booster")["source_line"] == 18
    assert rule_place(MAGIE, "Booster une attaque") == (depense, "Booster", 19)
    assert rule_place(MAGIE, "Booster les dégâts") == (depense, "Booster", 20)
    assert text_of(MAGIE, "Prise spéciale") == "voir Prises spéciales, p. 58."
    assert "(voir Zone de contrôle, p. 52)" in text_of(MAGIE, "ALLOCATION DE FOCUS")
    twice = [r["source_line"] for r in rows(MAGIE, "rules") if r["name"] == "Courir ou charger"]
    assert twice == [21, 25]
    assert text_of(MAGIE, "Relais") == "voir Arc nodal."
    assert rule(MAGIE, "Exception")["source_line"] == 67
    assert "Ce bonus ne s'applique pas contre les attaques magiques." in noted(MAGIE, 37)
    assert "ÉTAPE 3- Faites le jet d'attaque magique" in text_of(MAGIE, "LANCER UN SORT")


def test_magie_dice_and_modifiers():
    canalisation = "TABLE DES ERREURS DE CANALISATION"
    critiques = "DÉGÂTS CRITIQUES"
    assert rolls(MAGIE) == [
        (canalisation, "D6", 1, 1, 82),
        (canalisation, "D6", 2, 3, 83),
        (canalisation, "D6", 4, 5, 84),
        (canalisation, "D6", 6, 6, 85),
        (critiques, "2D6", 2, 3, 89),
        (critiques, "2D6", 4, 10, 90),
        (critiques, "2D6", 11, 12, 91),
    ]
    section = "MODIFICATEURS D'ATTAQUE MAGIQUE"
    found = modifiers(MAGIE)
    assert [m[4] for m in found] == list(range(95, 103))
    assert found[0][:2] == (section, "Bonus de visée")
    assert found[6][1:] == ("Cible surélevée", None, "+2 DEF", 101)
    assert numbers(MAGIE)[0] == ("Bonus de visée", None, None)
    assert numbers(MAGIE)[6] == ("Cible surélevée", 2, "DEF")
    assert "seulement si le warcaster n'est pas lui-même surélevé" in noted(MAGIE, 104)


# Mercenaries, Writer saved as Windows-1252 text.


def test_mercs_weapons_with_inch_marks_modes_and_centimetres():
    assert weapons(MERCS) == [
        ("Canon à vapeur", None, 14, 7),
        ("Bélier", None, 6, 10),
        ("Épée lourde", None, 7, 15),
        ("Poing blindé", None, 4, 18),
        ("Canon de bord", "Boulet", 14, 23),
        ("Canon de bord", "Mitraille", 12, 26),
        ("Ancre", None, 6, 29),
        ("Mortier", None, 15, 34),
        ("Mousquet", None, 10, 41),
        ("Tromblon", None, 12, 42),
        ("Sabre d'abordage", None, 4, 43),
        ("Pistolet de pont", None, 10, 44),
    ]
    assert no_weapon_named(MERCS, "MULE", "NOMAD", "MARINER", "Arme")
    assert profile(MERCS, "Canon à vapeur") == (1, "aoe-3", inches(8))
    assert profile(MERCS, "Bélier") == (None, None, inches(0.5))
    assert profile(MERCS, "Canon de bord", "Boulet") == (1, None, inches(10))
    assert profile(MERCS, "Canon de bord", "Mitraille") == (1, "spray-8", inches(8))
    assert profile(MERCS, "Mortier") == (1, "aoe-4", inches(14, 6.0))
    assert profile(MERCS, "Mousquet") == (1, None, [(None, 25.0, "cm")])
    assert profile(MERCS, "Tromblon") == (1, None, [(None, 20.0, "cm")])
    assert profile(MERCS, "Sabre d'abordage") == (None, None, [(None, 2.5, "cm")])
    assert profile(MERCS, "Pistolet de pont") == (1, None, [(None, 15.0, "cm")])


def test_mercs_rule_items_with_parameters():
    assert items(MERCS, "Canon à vapeur") == [
        exact("Dégâts d'explosion", "degats-d-explosion"),
        with_param("Poussée de vapeur (D3)", "Poussée de vapeur", "D3", "poussee-de-vapeur-x"),
    ]
    assert items(MERCS, "Épée lourde") == [
        with_param("Arme d'allonge (1\")", "Arme d'allonge", '1"', "arme-d-allonge-x")
    ]
    assert items(MERCS, "Poing blindé") == [
        exact("Prise", "prise"),
        with_param("Bouclier (+1 ARM)", "Bouclier", "+1 ARM", "bouclier"),
    ]
    assert items(MERCS, "Canon de bord", "Mitraille") == []
    assert items(MERCS, "Ancre") == [
        with_param("Arme d'allonge (2\")", "Arme d'allonge", '2"', "arme-d-allonge-x"),
        exact("Prise", "prise"),
    ]
    assert items(MERCS, "Mortier") == [
        exact("Tir en cloche", "tir-en-cloche"),
        with_param('Portée minimum (6")', "Portée minimum", '6"', "portee-minimum-x"),
    ]
    assert items(MERCS, "Mousquet") == []
    assert items(MERCS, "Tromblon") == [exact("Tir dispersé", "tir-disperse")]
    assert items(MERCS, "Pistolet de pont") == []


def test_mercs_rules_on_two_levels_and_pointers():
    facultes = "FACULTÉS D'ARMES"
    # The product's convention: a Warmachine rule keeps its placeholder in its name, as
    # printed (`takes_param` says so).
    assert rule_place(MERCS, "Arme d'allonge (X)") == (facultes, None, 48)
    assert rule(MERCS, "Arme d'allonge (X)")["takes_param"]
    assert rule_place(MERCS, "Portée minimum (X)") == (facultes, None, 51)
    compagnie = "RÈGLES DE LA COMPAGNIE"
    assert rule_place(MERCS, "CONTRAT") == (compagnie, None, 60)
    assert rule_place(MERCS, "Contrat de pillage") == (compagnie, "CONTRAT", 61)
    assert rule_place(MERCS, "Contrat d'escorte") == (compagnie, "CONTRAT", 62)
    assert rule_place(MERCS, "Escorte rapprochée") == (compagnie, "Contrat d'escorte", 63)
    assert rule_place(MERCS, "Escorte lointaine") == (compagnie, "Contrat d'escorte", 64)
    assert text_of(MERCS, "Escorte lointaine") == "voir Tireurs embusqués."
    assert rule_place(MERCS, "Contrat de siège") == (compagnie, "CONTRAT", 65)
    assert text_of(MERCS, "MERCENAIRE").endswith("Voir Contrat.")


def test_mercs_dice_and_modifiers():
    name = "TABLE DE BUTIN"
    assert rolls(MERCS) == [
        (name, "D6", 1, 1, 79),
        (name, "D6", 2, 3, 80),
        (name, "D6", 4, 5, 81),
        (name, "D6", 6, 6, 82),
    ]
    section = "MODIFICATEURS DE CORPS-À-CORPS"
    assert [m[:2] + m[4:] for m in modifiers(MERCS)] == [
        (section, "Attaque de dos", 86),
        (section, "Charge", 87),
        (section, "Cible au tapis", 88),
        (section, "Cible sur le pont", 89),
        (section, "Abordage", 90),
    ]
    assert numbers(MERCS)[3:] == [("Cible sur le pont", -1, "DEF"), ("Abordage", None, None)]
