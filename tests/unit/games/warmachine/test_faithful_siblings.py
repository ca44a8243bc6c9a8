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

from tests.conftest import column_notes
from tests.unit.games.warmachine.test_markup_and_spreadsheet_exports import kinds, links, parsed, texts
from tests.warmachine_tables import _value

KHADOR = "warmachine-khador.txt"
TROLLS = "warmachine-trolls-pdf.txt"
CONVERGENCE = "warmachine-convergence-tableur.txt"


def profiles(file: str) -> list[tuple]:
    """(name, mode, strength_raw, strength, burst_raw, burst, template, melee_only) per weapon."""
    columns = ["name", "mode", "strength_raw", "strength", "burst_raw", "burst", "template", "melee_only"]
    frame = parsed(file).tables["weapons"][columns]
    return [tuple(_value(value) for value in row) for row in frame.itertuples(index=False)]


def band_rows(file: str) -> dict[str, list[tuple]]:
    """weapon_id -> [(label, min, max, unit)] per band."""
    out: dict[str, list[tuple]] = {}
    for row in parsed(file).tables["weapon_ranges"].itertuples(index=False):
        out.setdefault(row.weapon_id, []).append(tuple(_value(v) for v in (row.band_label, row.min, row.max, row.unit)))
    return out


def one_band(label: str, reach: float) -> list[tuple]:
    return [(label, None, reach, "in")]


def rule_parents(file: str) -> dict[str, str | None]:
    """rule name -> its parent's name (None for a rule of its own)."""
    rules = parsed(file).tables["rules"]
    names = dict(zip(rules["rule_id"], rules["name"], strict=True))
    return {row.name: names.get(_value(row.parent_rule_id)) for row in rules.itertuples(index=False)}


def rule_field(file: str, name: str, field: str) -> object:
    rules = parsed(file).tables["rules"]
    rows = rules[rules["name"] == name]
    assert len(rows) == 1, f"{name}: {len(rows)} rules"
    return _value(rows.iloc[0][field])


def modifier_rows(file: str) -> list[tuple]:
    frame = parsed(file).tables["modifiers"][["section", "name", "value", "value_num"]]
    return [tuple(_value(value) for value in row) for row in frame.itertuples(index=False)]


def roll_rows(file: str) -> list[tuple]:
    frame = parsed(file).tables["roll_tables"][["table_name", "dice", "roll_from", "roll_to", "result"]]
    return [tuple(_value(value) for value in row) for row in frame.itertuples(index=False)]


def unparsed(file: str) -> list[str]:
    coverage = parsed(file).coverage
    return coverage.loc[coverage["kind"] == "unparsed", "text"].tolist()


# --- Khador, typed as the core sheet ------------------------------------------------------

KHADOR_WEAPONS = [
    ("Hache de Juggernaut", None, "8", 8, "—", None, None, False),
    ("Poing de fer", None, "5", 5, "—", None, None, False),
    ("Canon lourd", None, "14", 14, "1", 1, "aoe-3", False),
    ("Bombarde de siège", None, "15", 15, "1", 1, "aoe-4", False),
    ("Marteau à vapeur", None, "9", 9, "—", None, None, False),
    ("Griffe de Berserker", None, "6", 6, "—", None, None, False),
    ("Canon à chaîne", None, "11", 11, "d3", None, None, False),
    ("Lance-flammes", None, "12", 12, "1", 1, "spray-8", False),
    ("Masse de Behemoth", None, "P+S", None, "—", None, None, False),
    ("Fusil de Winter Guard", None, "10", 10, "1", 1, None, False),
    ("Mortier de tranchée", None, "13", 13, "1", 1, "aoe-3", False),
    ("Carabine d’Iron Fang", None, "10", 10, "1", 1, None, False),
    ("Lance d’Iron Fang", None, "6", 6, "—", None, None, False),
    ("Faux de guerre", None, "7", 7, "—", None, None, False),
    ("Bouclier de Kovnik", None, "4", 4, "—", None, None, False),
]

KHADOR_BANDS = {
    "wm:hache-de-juggernaut": one_band("POR", 0.5),
    "wm:poing-de-fer": one_band("POR", 0.5),
    "wm:canon-lourd": one_band("POR", 14.0),
    "wm:bombarde-de-siege": one_band("POR", 12.0),
    "wm:marteau-a-vapeur": one_band("POR", 0.5),
    "wm:griffe-de-berserker": one_band("POR", 0.5),
    "wm:canon-a-chaine": one_band("POR", 10.0),
    "wm:lance-flammes": one_band("POR", 8.0),
    "wm:masse-de-behemoth": one_band("POR", 0.5),
    "wm:fusil-de-winter-guard": one_band("POR", 10.0),
    "wm:mortier-de-tranchee": one_band("POR", 15.0),
    "wm:carabine-d-iron-fang": one_band("POR", 8.0),
    "wm:lance-d-iron-fang": one_band("POR", 2.0),
    "wm:faux-de-guerre": one_band("POR", 2.0),
    "wm:bouclier-de-kovnik": one_band("POR", 0.5),
}

KHADOR_LINKS = [
    ("wm:hache-de-juggernaut", "wm:arme-magique", None, "exact"),
    ("wm:hache-de-juggernaut", "wm:critique", "Renversement", "exact"),
    ("wm:poing-de-fer", "wm:gantelet", None, "exact"),
    ("wm:canon-lourd", "wm:arme-lourde", None, "exact"),
    ("wm:bombarde-de-siege", "wm:devastation-x", "2", "exact"),
    ("wm:marteau-a-vapeur", "wm:enchainement", None, "exact"),
    ("wm:marteau-a-vapeur", "wm:repoussement", None, "exact"),
    ("wm:griffe-de-berserker", "wm:frenesie-x", "D3", "exact"),
    ("wm:canon-a-chaine", "wm:tir-rapide", None, "exact"),
    ("wm:lance-flammes", "wm:critique", "Feu", "exact"),
    ("wm:masse-de-behemoth", "wm:arme-magique", None, "exact"),
    ("wm:mortier-de-tranchee", "wm:tir-indirect", None, "exact"),
    ("wm:mortier-de-tranchee", "wm:breche-x", "1", "exact"),
    ("wm:carabine-d-iron-fang", "wm:perforant-x", "2", "exact"),
    ("wm:lance-d-iron-fang", "wm:arme-d-hast", None, "exact"),
    ("wm:lance-d-iron-fang", "wm:arme-lourde", None, "exact"),
    ("wm:faux-de-guerre", "wm:arme-d-hast", None, "exact"),
    ("wm:faux-de-guerre", "wm:critique", "Saignement", "exact"),
    ("wm:bouclier-de-kovnik", "wm:bouclier", None, "exact"),
]

KHADOR_ABILITIES = [
    "Arme magique",
    "Arme d’hast",
    "Arme lourde",
    "Bouclier",
    "Brèche (X)",
    "Critique",
    "Dévastation (X)",
    "Enchaînement",
    "Frénésie (X)",
    "Gantelet",
    "Perforant (X)",
    "Repoussement",
    "Tir indirect",
    "Tir rapide",
]


def test_khador_weapons():
    assert profiles(KHADOR) == KHADOR_WEAPONS
    assert band_rows(KHADOR) == KHADOR_BANDS
    assert links(parsed(KHADOR)) == KHADOR_LINKS


def test_khador_rules_and_their_parents():
    assert rule_parents(KHADOR) == {
        "KHADOR : RÈGLES DE FACTION": None,
        "FACULTÉS D’ARMES": None,
        **dict.fromkeys(KHADOR_ABILITIES, "FACULTÉS D’ARMES"),
        "EFFETS CONTINUS": None,
        "FEU": "EFFETS CONTINUS",
        "SAIGNEMENT": "EFFETS CONTINUS",
        "RENVERSEMENT": "EFFETS CONTINUS",
        "ÉCHAUFFEMENT DES CHAUDIÈRES": None,
        "TEMPÊTE DE NEIGE": None,
    }
    assert rule_field(KHADOR, "Arme magique", "name_alt") == "M"
    assert rule_field(KHADOR, "Tir rapide", "abbreviation") == "TR"
    assert rule_field(KHADOR, "RENVERSEMENT", "tag") == "Effet"
    for name in ("Brèche (X)", "Dévastation (X)", "Frénésie (X)", "Perforant (X)"):
        assert rule_field(KHADOR, name, "takes_param") is True
    assert rule_field(KHADOR, "Critique", "takes_param") is False


def test_khador_texts():
    rules = texts(parsed(KHADOR))
    assert rules["KHADOR : RÈGLES DE FACTION"].startswith(
        "Les armées de Khador alignent des warjacks lourds et une infanterie nombreuse."
    )
    assert "- Tous les warjacks : robustesse et poigne de fer." in rules["KHADOR : RÈGLES DE FACTION"]
    assert rules["FACULTÉS D’ARMES"] == (
        "Les facultés suivantes sont imprimées sous le profil de l’arme et ne s’appliquent qu’aux "
        "attaques effectuées avec elle."
    )
    assert rules["Arme d’hast"] == 'l’arme a une allonge de 2" et ne peut pas servir pour une attaque de charge.'
    assert rules["FEU"] == "La figurine subit un jet de dégâts de PUI 12 à chaque phase d’entretien."
    assert rules["EFFETS CONTINUS"] == (
        "Un effet continu expire sur un résultat de 1 ou 2 au d6 lancé pendant la phase d’entretien."
    )
    assert (
        "ÉTAPE 2- Lancez un d6 ; sur un 1, le warjack commence la partie Stationnaire."
        in (rules["ÉCHAUFFEMENT DES CHAUDIÈRES"])
    )
    assert rules["TEMPÊTE DE NEIGE"].startswith("Au début de chaque tour, lancez un D6 :")
    assert not any("\u00a0" in text or "\r" in text for text in rules.values())


def test_khador_rolls_and_modifiers():
    assert roll_rows(KHADOR) == [
        ("TEMPÊTE DE NEIGE", "D6", 1, 1, 'aucune LDV au-delà de 8"'),
        ("TEMPÊTE DE NEIGE", "D6", 2, 3, "les attaques à distance subissent -2"),
        ("TEMPÊTE DE NEIGE", "D6", 4, 6, "aucun effet"),
    ]
    assert modifier_rows(KHADOR) == [
        ("MODIFICATEURS DE CHARGE", "Charge réussie", "+2 sur le jet d’attaque; jet de dégâts boosté.", 2),
        ("MODIFICATEURS DE CHARGE", "Charge dans la neige", "-2 sur le jet d’attaque", -2),
        (
            "MODIFICATEURS DE CHARGE",
            "Charge d’un warjack lourd",
            "Jet de dégâts boosté contre les figurines à petit socle.",
            None,
        ),
        ("MODIFICATEURS DE TERRAIN", "Neige profonde", "Déplacement à 1/2 SPD.", None),
        (
            "MODIFICATEURS DE TERRAIN",
            "Lac gelé",
            "Aucune pénalité de mouvement. Les figurines à grand socle sont mises au tapis sur un 1.",
            None,
        ),
        ("MODIFICATEURS DE TERRAIN", "Ruines", "Donne Couvert. Compte comme terrain difficile.", None),
    ]
    assert unparsed(KHADOR) == []


# --- Trollbloods, copied from a PDF -------------------------------------------------------

TROLLS_WEAPONS = [
    ("Poing de Mauler", None, "6", 6, "–", None, None, False),
    ("Massue d'Axer", None, "7", 7, "–", None, None, False),
    ("Hache de givre", None, "7", 7, "–", None, None, False),
    ("Souffle de Pyre", None, "12", 12, "1", 1, "spray-8", False),
    ("Rocher lancé", None, "13", 13, "1", 1, "aoe-3", False),
    ("Mâchoires de Bouldergut", None, "5", 5, "–", None, None, False),
    ("Corne de Mountain King", None, "9", 9, "–", None, None, False),
    ("Canon de rempart", None, "12", 12, "1", 1, "aoe-3", False),
    ("Fusil de Pyg", None, "10", 10, "1", 1, None, False),
    ("Bouclier de Fennblade", None, "3", 3, "–", None, None, False),
    ("Épée longue", None, "6", 6, "–", None, None, False),
    ("Bombarde de Thumper", None, "14", 14, "1", 1, "aoe-4", False),
    ("Carabine de Pyg", None, "9", 9, "d3", None, None, False),
    ("Lame de Krielstone", None, "P+S", None, "–", None, None, False),
]

TROLLS_BANDS = {
    "wm:poing-de-mauler": one_band("POR", 0.5),
    "wm:massue-d-axer": one_band("POR", 2.0),
    "wm:hache-de-givre": one_band("POR", 0.5),
    "wm:souffle-de-pyre": one_band("POR", 8.0),
    "wm:rocher-lance": one_band("POR", 10.0),
    "wm:machoires-de-bouldergut": one_band("POR", 0.5),
    "wm:corne-de-mountain-king": one_band("POR", 2.0),
    "wm:canon-de-rempart": one_band("POR", 12.0),
    "wm:fusil-de-pyg": one_band("POR", 10.0),
    "wm:bouclier-de-fennblade": one_band("POR", 0.5),
    "wm:epee-longue": one_band("POR", 2.0),
    "wm:bombarde-de-thumper": one_band("POR", 14.0),
    "wm:carabine-de-pyg": one_band("POR", 8.0),
    "wm:lame-de-krielstone": one_band("POR", 0.5),
}

TROLLS_LINKS = [
    ("wm:poing-de-mauler", "wm:gantelet", None, "exact"),
    ("wm:massue-d-axer", "wm:arme-d-hast", None, "exact"),
    ("wm:massue-d-axer", "wm:enchainement", None, "exact"),
    ("wm:hache-de-givre", "wm:critique", "Gel", "exact"),
    ("wm:souffle-de-pyre", "wm:critique", "Feu", "exact"),
    ("wm:rocher-lance", "wm:arme-lourde", None, "exact"),
    ("wm:machoires-de-bouldergut", "wm:poison-x", "D3", "exact"),
    ("wm:corne-de-mountain-king", "wm:arme-lourde", None, "exact"),
    ("wm:corne-de-mountain-king", "wm:repoussement", None, "exact"),
    ("wm:canon-de-rempart", "wm:tir-indirect", None, "exact"),
    ("wm:bouclier-de-fennblade", "wm:bouclier", None, "exact"),
    ("wm:epee-longue", "wm:arme-d-hast", None, "exact"),
    ("wm:bombarde-de-thumper", "wm:devastation-x", "2", "exact"),
    ("wm:bombarde-de-thumper", "wm:breche-x", "1", "exact"),
    ("wm:carabine-de-pyg", "wm:tir-rapide", None, "exact"),
    ("wm:lame-de-krielstone", "wm:arme-magique", None, "exact"),
]

TROLLS_ABILITIES = [
    "Arme d'hast",
    "Arme lourde",
    "Arme magique",
    "Bouclier",
    "Brèche (X)",
    "Critique",
    "Dévastation (X)",
    "Enchaînement",
    "Gantelet",
    "Poison (X)",
    "Repoussement",
    "Tir indirect",
    "Tir rapide",
]


def test_trolls_weapons_aligned_with_spaces():
    assert profiles(TROLLS) == TROLLS_WEAPONS
    assert band_rows(TROLLS) == TROLLS_BANDS
    assert links(parsed(TROLLS)) == TROLLS_LINKS


def test_trolls_rules_and_their_parents():
    assert rule_parents(TROLLS) == {
        "TROLLBLOODS : RÈGLES DE FACTION": None,
        "FACULTÉS D'ARMES": None,
        **dict.fromkeys(TROLLS_ABILITIES, "FACULTÉS D'ARMES"),
        "RÉGÉNÉRATION": None,
        "FURIE": None,
        "GÉNÉRER LA FURIE": "FURIE",
        "DÉCHAÎNEMENT": "FURIE",
        "TRANSFERT": "FURIE",
        "Feu": None,
        "Gel": None,
    }
    assert rule_field(TROLLS, "DÉCHAÎNEMENT", "tag") == "Test"
    assert rule_field(TROLLS, "Feu", "section") == "EFFETS CONTINUS"
    assert rule_field(TROLLS, "Poison (X)", "takes_param") is True


def test_trolls_hard_line_breaks_hyphens_and_page_numbers():
    rules = texts(parsed(TROLLS))
    intro = rules["TROLLBLOODS : RÈGLES DE FACTION"]
    assert intro.startswith(
        "Les Trollbloods combattent aux côtés de leurs warbeasts, des trolls massifs que leurs warlocks "
        "poussent au combat par la furie. Les règles ci-après complètent le livre de règles et "
        "s'appliquent à toutes les figurines trollbloods."
    )
    assert (
        "Un warlock doit dépenser 1 point de furie pour soigner une warbeast située dans sa zone de contrôle." in intro
    )
    assert intro.endswith(
        "- Les soins ne peuvent pas retirer plus de d3 points de dégâts et ne peuvent pas être boostés."
    )
    assert rules["FACULTÉS D'ARMES"] == (
        "Les facultés suivantes sont imprimées sous le profil de l'arme et ne s'appliquent qu'aux "
        "attaques effectuées avec elle."
    )
    assert rules["Arme d'hast"] == "L'arme a une allonge de 2\" et ne peut pas servir pour une attaque de charge."
    assert rules["Repoussement"] == "Une figurine touchée est repoussée de 1\" directement à l'opposé de l'attaquant."
    assert rules["Tir rapide"] == "Avant l'attaque, lancez un d3 ; l'arme effectue ce nombre d'attaques initiales."
    assert rules["RÉGÉNÉRATION"].startswith(
        "Au début de son activation, une warbeast trollblood retire d3 points de dégâts de sa spirale de vie."
    )
    assert rules["FURIE"] == (
        "Les points de furie non dépensés restent sur la warbeast jusqu'à la phase de contrôle suivante."
    )
    assert rules["GÉNÉRER LA FURIE"] == (
        "Une warbeast gagne 1 point de furie pour chaque attaque supplémentaire ou chaque jet boosté."
    )
    assert rules["DÉCHAÎNEMENT"] == (
        "À la fin de sa phase de contrôle, une warbeast qui a plus de points de furie que sa FUR doit "
        "réussir un test de commandement ; si elle échoue, elle attaque la figurine la plus proche."
    )
    assert rules["TRANSFERT"] == (
        "Un warlock peut transférer les dégâts d'une attaque à une warbeast de sa légion située dans sa "
        "zone de contrôle."
    )
    kind = kinds(parsed(TROLLS))
    assert kind[40] == "page_furniture"  # `- 2 -`
    assert unparsed(TROLLS) == []


def test_trolls_modifiers_aligned_with_spaces():
    assert modifier_rows(TROLLS) == [
        ("MODIFICATEURS DE MÊLÉE", "Attaque de dos", "+2 sur le jet d'attaque", 2),
        ("MODIFICATEURS DE MÊLÉE", "Warbeast enragée", "+2 sur le jet de dégâts", 2),
        ("MODIFICATEURS DE MÊLÉE", "Cible au tapis", "Touche auto pour les attaques de corps-à-corps.", None),
        ("MODIFICATEURS DE MÊLÉE", "Cible dans un marais", "-2 sur le jet d'attaque", -2),
        (
            "MODIFICATEURS DE TERRAIN",
            "Marais",
            "Déplacement à 1/2 SPD. Donne Dissimulation aux figurines à petit socle.",
            None,
        ),
        ("MODIFICATEURS DE TERRAIN", "Rochers", "Donne Couvert. Compte comme obstacle.", None),
        ("MODIFICATEURS DE TERRAIN", "Gué", "Aucune pénalité de mouvement pour les figurines à grand socle.", None),
    ]
    assert roll_rows(TROLLS) == []


# --- Convergence, written in a spreadsheet ------------------------------------------------

CONVERGENCE_WEAPONS = [
    ("Lame de Corollaire", None, "6", 6, "–", None, None, False),
    ("Marteau de Conservateur", None, "8", 8, "–", None, None, False),
    ("Canon à impulsion", None, "12", 12, "1", 1, None, False),
    ("Lanceur de Galvaniseur", None, "10", 10, "d3", None, None, False),
    ("Projecteur de Diffuseur", None, "11", 11, "1", 1, "spray-8", False),
    ("Mortier d'Assimilateur", None, "14", 14, "1", 1, "aoe-4", False),
    ("Perceur d'Inverseur", None, "9", 9, "–", None, None, False),
    ("Griffe de Monitor", None, "P+S", None, "–", None, None, False),
    ("Lance à vortex", None, "6", 6, "–", None, None, False),
    ("Bouclier de vortex", None, "4", 4, "–", None, None, False),
    ("Fusil à pointes", None, "10", 10, "1", 1, None, False),
    ("Tige de conduite", None, "5", 5, "–", None, None, False),
    ("Émetteur", None, "12", 12, "1", 1, "aoe-3", False),
    ("Bouclier de plaque", None, "3", 3, "–", None, None, False),
]

CONVERGENCE_BANDS = {
    "wm:lame-de-corollaire": one_band("POR", 0.5),
    "wm:marteau-de-conservateur": one_band("POR", 2.0),
    "wm:canon-a-impulsion": one_band("POR", 12.0),
    "wm:lanceur-de-galvaniseur": one_band("POR", 10.0),
    "wm:projecteur-de-diffuseur": one_band("POR", 8.0),
    "wm:mortier-d-assimilateur": one_band("POR", 16.0),
    "wm:perceur-d-inverseur": one_band("POR", 0.5),
    "wm:griffe-de-monitor": one_band("POR", 0.5),
    "wm:lance-a-vortex": one_band("POR", 2.0),
    "wm:bouclier-de-vortex": one_band("POR", 0.5),
    "wm:fusil-a-pointes": one_band("POR", 10.0),
    "wm:tige-de-conduite": one_band("POR", 0.5),
    "wm:emetteur": one_band("POR", 8.0),
    "wm:bouclier-de-plaque": one_band("POR", 0.5),
}

CONVERGENCE_LINKS = [
    ("wm:lame-de-corollaire", "wm:arme-magique", None, "exact"),
    ("wm:marteau-de-conservateur", "wm:arme-d-hast", None, "exact"),
    ("wm:marteau-de-conservateur", "wm:critique", "Renversement", "exact"),
    ("wm:canon-a-impulsion", "wm:electrique", None, "exact"),
    ("wm:lanceur-de-galvaniseur", "wm:tir-rapide", None, "exact"),
    ("wm:projecteur-de-diffuseur", "wm:critique", "Corrosion", "exact"),
    ("wm:mortier-d-assimilateur", "wm:tir-indirect", None, "exact"),
    ("wm:mortier-d-assimilateur", "wm:devastation-x", "2", "exact"),
    ("wm:perceur-d-inverseur", "wm:breche-x", "2", "exact"),
    ("wm:griffe-de-monitor", "wm:gantelet", None, "exact"),
    ("wm:lance-a-vortex", "wm:arme-d-hast", None, "exact"),
    ("wm:bouclier-de-vortex", "wm:bouclier", None, "exact"),
    ("wm:fusil-a-pointes", "wm:arc-electrique-x", "D6", "exact"),
    ("wm:tige-de-conduite", "wm:arme-magique", None, "exact"),
    ("wm:tige-de-conduite", "wm:electrique", None, "exact"),
    ("wm:emetteur", "wm:devastation-x", "1", "exact"),
    ("wm:bouclier-de-plaque", "wm:bouclier", None, "exact"),
    ("wm:bouclier-de-plaque", "wm:repoussement", None, "exact"),
]

CONVERGENCE_ABILITIES = [
    "Arc électrique (X)",
    "Arme d'hast",
    "Arme magique",
    "Bouclier",
    "Brèche (X)",
    "Critique",
    "Dévastation (X)",
    "Électrique",
    "Gantelet",
    "Repoussement",
    "Tir indirect",
    "Tir rapide",
]


def test_convergence_weapons_with_more_columns():
    assert profiles(CONVERGENCE) == CONVERGENCE_WEAPONS
    assert band_rows(CONVERGENCE) == CONVERGENCE_BANDS
    assert links(parsed(CONVERGENCE)) == CONVERGENCE_LINKS
    assert [entry["columns"] for entry in parsed(CONVERGENCE).report["unread_columns"]] == [["Figurine"]]
    assert column_notes(parsed(CONVERGENCE)) == [(13, "Notes", "Bras gauche"), (17, "Notes", "2 gabarits max")]


def test_convergence_rules_and_their_parents():
    assert rule_parents(CONVERGENCE) == {
        "CONVERGENCE DE CYRISS : RÈGLES DE FACTION": None,
        **dict.fromkeys(CONVERGENCE_ABILITIES, None),
        "Corrosion": None,
        "Renversement": None,
        "RÉSEAU DE CALCUL": None,
        "INDUCTION": "RÉSEAU DE CALCUL",
        "CONVERGENCE": "RÉSEAU DE CALCUL",
    }
    assert rule_field(CONVERGENCE, "Critique", "section") == "FACULTÉS D'ARMES"
    assert rule_field(CONVERGENCE, "Corrosion", "section") == "EFFETS CONTINUS"
    assert rule_field(CONVERGENCE, "CONVERGENCE", "tag") == "Action"
    assert rule_field(CONVERGENCE, "Arc électrique (X)", "takes_param") is True


def test_convergence_texts():
    rules = texts(parsed(CONVERGENCE))
    assert rules["CONVERGENCE DE CYRISS : RÈGLES DE FACTION"].startswith(
        "Les figurines de la Convergence sont des machines animées par le vortex."
    )
    assert "- Vecteurs lourds : piétinement." in rules["CONVERGENCE DE CYRISS : RÈGLES DE FACTION"]
    assert rules["Arc électrique (X)"] == (
        "Après une touche, l'arc saute sur X figurines situées à 4\" ou moins de la cible."
    )
    assert rules["Électrique"] == "Une figurine touchée perd ses points de focus."
    assert rules["Corrosion"] == "La figurine subit 1 point de dégâts à chaque phase d'entretien."
    assert rules["RÉSEAU DE CALCUL"] == "Un vecteur désactivé ne fait plus partie du réseau."
    assert rules["INDUCTION"] == (
        "Quand un warcaster alloue du focus à un vecteur, il peut en allouer 1 point à un autre vecteur "
        "situé à 5 pouces ou moins."
    )
    assert not {"Faculté", "Description", "Arme", "Figurine"} & set(rules)
    assert unparsed(CONVERGENCE) == []


def test_convergence_rolls_and_modifiers():
    assert roll_rows(CONVERGENCE) == [
        ("DÉFAILLANCE DU VORTEX", "D6", 1, 1, "Le vecteur perd tous ses points de focus."),
        ("DÉFAILLANCE DU VORTEX", "D6", 2, 3, "Le vecteur ne peut pas courir ce tour."),
        ("DÉFAILLANCE DU VORTEX", "D6", 4, 6, "Aucun effet."),
    ]
    assert modifier_rows(CONVERGENCE) == [
        ("MODIFICATEURS D'ATTAQUES A DISTANCE", "Bonus de visée", "+2 aux jets d'attaques à distance.", 2),
        (
            "MODIFICATEURS D'ATTAQUES A DISTANCE",
            "Cible dans le champ de vortex",
            "-2 aux jets d'attaques à distance.",
            -2,
        ),
        ("MODIFICATEURS D'ATTAQUES A DISTANCE", "Couvert", "+4 DEF", 4),
    ]


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
