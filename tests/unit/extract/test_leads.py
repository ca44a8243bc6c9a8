"""Leads (`pipeline.extract.leads`): the name and text a line opens with, bold, italic, colon or
dash leads, read from the line alone."""

from __future__ import annotations

import pytest

from pipeline.extract.leads import Lead, bold_lead, colon_lead, dash_lead, dot_lead, item_lead, paragraph_lead


@pytest.mark.parametrize(
    ("text", "name", "rest"),
    [
        ("**TR(n).** Tir Rapide.", "TR(n)", "Tir Rapide."),
        ("**Compresseur :** Toutes les armes", "Compresseur", "Toutes les armes"),
        ("**Relances de Repérage** : Relance un test", "Relances de Repérage", "Relance un test"),
        ("**TR(n)**. Tir Rapide.", "TR(n)", "Tir Rapide."),
    ],
)
def test_bold_leads(text, name, rest):
    lead = bold_lead(text)
    assert (lead.name, lead.text) == (name, rest)


def test_a_bold_word_in_a_sentence_is_no_lead():
    assert bold_lead("**Fire** uniquement") is None
    assert bold_lead("**Fire** uniquement", strict=False).name == "Fire"  # in a glossary list
    assert bold_lead("**Note** : à lire") is None


@pytest.mark.parametrize(
    ("text", "name", "kind"),
    [
        ("Ordre Coordonné : 4 figurines ou moins", "Ordre Coordonné", "colon"),
        ("Pouvoirs Physiques : ils représentent des forces", "Pouvoirs Physiques", "colon"),
        ("A HAUTEUR DE SELLE- Les figurines de cavalerie", "A HAUTEUR DE SELLE", "dash"),
        ("Sorts- Une figurine peut lancer des sorts", "Sorts", "dash"),
        ("DÉGÂTS COLLATÉRAUX Si une figurine entre en contact", "DÉGÂTS COLLATÉRAUX", "capitals"),
        ("**Vision Indirecte en SP.** Si une unité tire", "Vision Indirecte en SP", "bold"),
    ],
)
def test_paragraph_leads(text, name, kind):
    lead = paragraph_lead(text)
    assert (lead.name, lead.kind) == (name, kind)


@pytest.mark.parametrize(
    "text",
    [
        "Note : Quel que soit le nombre de Stress",  # a remark
        "Échec : L'unité ne peut pas se déplacer",  # a test outcome
        "ÉTAPE 1- Tracez une ligne droite",  # a numbered step
        "Si le jet d'attaque est réussi, l'élément ciblé est verrouillé :",  # a sentence
        "Une figurine doit disposer de son mouvement normal.",
    ],
)
def test_what_is_no_lead(text):
    assert paragraph_lead(text) is None


def test_bullet_leads_open_a_sentence():
    assert item_lead("Ordres impétueux : Obligatoire, avant tout ordre normal").name == "Ordres impétueux"
    assert item_lead("Last Man Down : La réserve d'ordre contient au minimum 2 Ordres").name == "Last Man Down"
    assert item_lead("Warjacks lourds : piétinement.") is None  # an item of a list
    assert item_lead("Tous les warjacks : coup de tête, poussée et slam.") is None
    assert colon_lead("Tir en Aveugle :").kind == "label"


def test_dot_leads():
    assert dot_lead("Lent. L'Iso-Drone est *lent*.").name == "Lent"
    assert dot_lead("Bouclier d'Isolation. Une figurine est protégée").name == "Bouclier d'Isolation"
    assert dot_lead("Voir Véhicules, page 95.") is None
    assert dash_lead("Mi-temps") is None


def test_a_number_glued_to_a_name_is_part_of_it():
    assert colon_lead("Griffe-2 : la cible fait un jet de PB.") == Lead(
        "Griffe-2", "la cible fait un jet de PB.", "colon"
    )
    assert colon_lead("Sixième Sens N1 : réagit en ORA.") is not None
    assert colon_lead("Étape 2 : la cible fait un jet de PB.") is None
