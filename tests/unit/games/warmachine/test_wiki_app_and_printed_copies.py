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

from tests.unit.games.warmachine.test_markup_and_spreadsheet_exports import bands, kinds, links, parsed, texts, weapons

APP = "warmachine-appli-compagnon.txt"
SYMBOLS = "warmachine-word-symboles.txt"
NOTES = "warmachine-glossaire-renvois.txt"
ERRATA = "warmachine-cartes-errata.txt"
ENGLISH = "warmachine-pdf-anglais.txt"


# --- a companion app's copy -------------------------------------------------------------


def test_weapons_named_on_their_stat_line_after_an_icon():
    assert weapons(parsed(APP)) == [
        ("Poing de siège", "7", 7, None, None, None, False, "Arme magique • Critique : Renversement"),
        ("Canon Bombarde", "15", 15, "1", 1, "aoe-3", False, "Arme lourde • Tir rapide"),
        # Two such lines in a row (read as rows aligned with spaces) are two weapons.
        ("Hache de glace", "7", 7, None, None, None, False, None),
        ("Poing ouvert", "5", 5, None, None, None, False, None),
    ]
    assert bands(parsed(APP)) == {
        "wm:poing-de-siege": ("POR", 0.5),
        "wm:canon-bombarde": ("POR", 14.0),
        "wm:hache-de-glace": ("POR", 0.5),
        "wm:poing-ouvert": ("POR", 0.5),
    }


def test_abilities_parted_by_bullets_link_each():
    assert links(parsed(APP)) == [
        ("wm:poing-de-siege", "wm:arme-magique", None, "exact"),
        ("wm:poing-de-siege", "wm:critique", "Renversement", "exact"),
        ("wm:canon-bombarde", "wm:arme-lourde", None, "exact"),
        ("wm:canon-bombarde", "wm:tir-rapide", None, "exact"),
    ]


def test_the_model_profile_is_no_heading_and_the_rules_under_a_mixed_case_line():
    rules = parsed(APP).tables["rules"]
    by_name = dict(zip(rules["name"], rules["section"], strict=True))
    # As the fuller sheets read it, a model's profile is a grid named after its card, no rule's text: the
    # Juggernaut's heading, with no text left, names no rule.
    assert texts(parsed(APP)) == {
        "BEHEMOTH": "Warjack lourd · Khador · Coût 20",
        "Arme lourde": "Un warjack touché par cette arme est mis au tapis s'il a un socle plus petit que l'attaquant.",
        "Arme magique": "L'arme peut endommager les figurines incorporelles.",
        "Critique": "Sur une touche critique, la cible subit l'effet nommé après la faculté.",
        "Renversement": "Une figurine touchée est mise au tapis.",
        "Tir rapide": "Avant l'attaque, lancez un d3 ; l'arme effectue ce nombre d'attaques initiales.",
    }
    assert by_name["Tir rapide"] == "Règles spéciales"
    assert kinds(parsed(APP))[17] == "heading"
    grid = parsed(APP).tables["reference_tables"]
    assert list(grid[grid["table_name"] == "JUGGERNAUT"]["value"]) == ["4", "12", "7", "4", "10", "20", "—"]


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


def test_symbol_bullets_and_dash_leads():
    rules = texts(parsed(SYMBOLS))
    assert rules["Charge"] == 'La figurine avance de VIT + 3" vers sa cible ; sa première attaque est boostée.'
    assert rules["Course"] == "La figurine avance de deux fois sa VIT puis son activation se termine."
    assert rules["Avance normale"] == "La figurine avance de sa VIT en pouces."
    assert rules["Arme à chaîne"] == "Les attaques ignorent les bonus de DEF et d'ARM des boucliers."
    assert rules["Tir rapide"] == "Avant l'attaque, lancez un d3 ; l'arme effectue ce nombre d'attaques initiales."
    # A checklist's boxes, ticked or not, are one list at one level.
    assert rules["AVANT LA PARTIE"] == "- Vérifiez les cartes de vos figurines.\n- Placez les éléments de décor."
    assert rules["ACTIVATION D'UNE FIGURINE"].startswith("1) Allouez le focus à vos warjacks.\n2) Choisissez")
    assert "RÈGLES DE MOUVEMENT" not in rules
    assert links(parsed(SYMBOLS)) == [("wm:lame-de-tempete", "wm:arme-a-chaine", None, "exact")]


def test_a_spaced_dash_lead():
    from pipeline.extract.leads import item_lead, spaced_dash_lead

    assert spaced_dash_lead("Charge — La figurine avance.") is not None
    assert item_lead("Tir rapide – Avant l'attaque, lancez un d3.").name == "Tir rapide"  # type: ignore[union-attr]
    assert item_lead("Warjacks lourds – piétinement.") is None  # no sentence after the dash
    assert spaced_dash_lead("Si la cible — au tapis — est touchée") is None


# --- page references and calls to notes ------------------------------------------------


def test_calls_to_notes_are_no_part_of_the_abilities():
    result = parsed(NOTES)
    assert weapons(result) == [
        ("Canon lourd", "14", 14, "1", 1, None, False, "Arme lourde*"),
        ("Marteau", "6", 6, "—", None, None, False, "Critique : Renversement¹"),
    ]
    assert links(result) == [
        ("wm:canon-lourd", "wm:arme-lourde", None, "exact"),
        ("wm:marteau", "wm:critique", "Renversement", "exact"),
    ]


def test_the_notes_under_the_table_are_its_notes():
    result = parsed(NOTES)
    assert result.report["table_notes"] == [
        {
            "section": "ARMES DU DEFENDER",
            "source_line": 16,
            "text": "* Ne s'applique qu'aux warjacks à socle moyen ou plus petit.",
        },
        {"section": "ARMES DU DEFENDER", "source_line": 17, "text": "¹ Seulement lors d'une attaque de charge."},
    ]
    assert set(texts(result)) == {"Arme lourde", "Critique", "Renversement"}
    assert [kinds(result)[line] for line in (5, 7, 9)] == ["table_of_contents"] * 3


# --- cards side by side, an errata block ------------------------------------------------


def test_two_cards_side_by_side():
    assert weapons(parsed(ERRATA)) == [
        ("Griffe gauche", "4", 4, None, None, None, False, "Critique : Corrosion"),
        ("Griffe droite", "4", 4, None, None, None, False, "Arme magique"),
        ("Mâchoires", "5", 5, None, None, None, False, "Critique : Corrosion"),
    ]
    assert bands(parsed(ERRATA))["wm:griffe-droite"] == ("POR", 0.5)
    assert links(parsed(ERRATA))[:2] == [
        ("wm:griffe-gauche", "wm:critique", "Corrosion", "exact"),
        ("wm:griffe-droite", "wm:arme-magique", None, "exact"),
    ]
    assert "reference_tables" not in parsed(ERRATA).tables or parsed(ERRATA).tables["reference_tables"].empty


def test_an_errata_label_over_its_text_is_a_rule_not_a_new_value():
    rules = parsed(ERRATA).tables["rules"]
    errata = rules[rules["name"] == "Errata"].iloc[0]
    assert (errata["name_alt"], errata["text"]) == ("mars", "Les Mâchoires ont désormais PUI 6.")
    assert "DEATHRIPPER" not in set(rules["name"])  # the model's name heads its weapon


# --- an English card partly translated --------------------------------------------------


def test_english_labels_and_a_translated_name():
    result = parsed(ENGLISH)
    assert weapons(result) == [
        ("Druid Staff / Bâton druidique", "6", 6, None, None, None, False, "Magical Weapon, Reach"),
        ("Gouffre (Sinkhole)", "13", 13, "1", 1, "aoe-3", False, "Critical Fire"),
    ]
    assert links(result) == [
        ("wm:druid-staff-baton-druidique", "wm:magical-weapon", None, "exact"),
        ("wm:druid-staff-baton-druidique", "wm:reach", None, "exact"),
        ("wm:gouffre-sinkhole", "wm:critical-fire", None, "exact"),
    ]
    # The profile, no heading: its grid (as the fuller sheets read it, no rule's text).
    grid = result.tables["reference_tables"]
    assert list(grid["column_label"]) == ["SPD", "STR", "MAT", "RAT", "DEF", "ARM", "CMD"]
    assert set(grid["table_name"]) == {"WOLDWARDEN"}
    assert kinds(result)[4] == "table_header"
