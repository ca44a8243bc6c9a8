"""How a sheet names an entry inside running text: the lead of a bullet or paragraph.

One vocabulary for every game and format family:

- bold leads: `**Nom.** texte`, `**Nom** : texte`, `**Nom :** texte`, `**Nom**. texte`, the
  other name after the marks (`**Préc** (Acc) : texte`), and the same in italic or bold
  italic (`*Nom :* texte`, `***Nom :*** texte`, `**_Nom :_**`, `*Mode 1 :* texte`);
- run-in leads: `Nom : texte` (a short capitalised name, a colon), `Nom. texte` (a short
  capitalised name, a full stop; only where several paragraphs in a row open this way),
  `NOM- texte` (a name glued to a dash), `NOM EN CAPITALES Texte…`, and in bullets
  `Nom — Texte` (a word processor's em or en dash between a name and its sentence);
- labels: `Nom :` alone, introducing the nested bullets below it.

What is not a name: a sentence (`Si le jet…`, `Tous les warjacks : …`), a numbered step
(`ÉTAPE 1- …`, `1. …`), and the labels French rules use for remarks and test outcomes
(`Note :`, `Exemple :`, `Échec :`, `Réussite :`), for cross-references (`Voir aussi :`,
`Cf.`, `Renvois :`) and for a FAQ's questions and answers (`Q :`, `R :`), which belong to
the text they are in.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

# `**Name.** text`, `**Name :** text`, `**Name**. text`, `**Name** : text`, `**Name** – text`;
# `strict` asks for the punctuation, which a bold word inside a sentence (`**Fire**
# uniquement`) lacks. A dash counts only with a space after it (`**Nom** -3` is a value).
# Google Docs escapes the punctuation (`**TR (n)\.**`): `\.` reads as `.`.
# `**Préc** (Acc) : texte`: the name's other name after the marks, in parentheses, then a
# colon or a dash (the name bold, its translation not): part of the name, as inside the
# marks. (`**Tir** (voir p. 12). …` is a reference in a sentence, no other name.)
_ALT_AFTER_MARKS = r"(?(inner)|(?:\s*(?P<alt>\([^()*_]+\))(?=\s*(?:\\?:|[–—-]\s))))?"
_BOLD_LEAD = re.compile(
    r"^\*\*(?P<name>[^*]+?)\s*(?:\\?(?P<inner>[.:]))?\s*\*\*"
    + _ALT_AFTER_MARKS
    + r"\s*(?:\\?(?P<outer>[.:])|(?P<dash>[–—-](?=\s)))?\s*(?P<text>.*)$"
)
# `*Nom :* texte`, `_Nom._ texte`, `***Nom :*** texte`, `**_Nom :_** texte`: the same lead in
# italic or bold italic, the closing marks mirroring the opening ones (checked in
# `bold_lead`). Italic also sets off notes (`*Note : …*`) and whole sentences, so the name
# here holds no colon (a whole italic paragraph `*Note : texte.*` never splits at its
# colon) and the punctuation after the name is required.
_EMPHASIS_LEAD = re.compile(
    r"^(?P<open>[*_]{1,3})(?P<name>[^*_:\\]+?)\s*(?:\\?(?P<inner>[.:]))?\s*(?P<close>[*_]{1,3})"
    + _ALT_AFTER_MARKS
    + r"\s*(?:\\?(?P<outer>[.:])|(?P<dash>[–—-](?=\s)))?\s*(?P<text>.*)$"
)
# `A HAUTEUR DE SELLE- Les figurines …`, `Sorts- Une figurine …`: a name glued to a dash.
_GLUED_DASH = re.compile(r"^(?P<name>[^\s.:;,!?*-][^.:;!?*]{0,58}?\S)-\s+(?P<text>\S.*)$")
# `CRITIQUE : GEL- Sur une touche…`: a name in capitals naming a rule and its value, glued
# to its dash (the colon inside it no lead's end).
_CAPITALS_VALUE_GLUED_DASH = re.compile(
    r"^(?P<name>[A-ZÀ-ÖØ-Ý][A-ZÀ-ÖØ-Ý'’ ]{0,30}[A-ZÀ-ÖØ-Ý] ?: ?[A-ZÀ-ÖØ-Ý][A-ZÀ-ÖØ-Ý'’ ]{0,30})-\s+(?P<text>\S.*)$"
)
# `CHAUDIÈRE RUSTIQUE - Les warjacks …`: a name in capitals, a spaced dash (a hyphen as a
# plain editor types it, or Word's en or em dash), a sentence.
_CAPITALS_SPACED_DASH = re.compile(
    r"^(?P<name>[A-ZÀ-ÖØ-Ý][A-ZÀ-ÖØ-Ý'’ ]{0,58}[A-ZÀ-ÖØ-Ý])\s+[-–—]\s+(?P<text>[A-ZÀ-Ý0-9«\"“].*[a-zà-ÿ].*)$"
)
# `Charge — La figurine …`, `Tir rapide – Avant …`: a name, a spaced em or en dash, a sentence.
_SPACED_DASH_LEAD = r"^(?P<name>[^.:;!?—–]{{1,45}}?)\s+{dash}\s+(?P<text>[A-ZÀ-Ý0-9«\"“].*)$"
_SPACED_DASH = re.compile(_SPACED_DASH_LEAD.format(dash="[—–]"))
# `Arme d'allonge - Cette arme…`: the hyphen a plain keyboard types for the dash.
_SPACED_HYPHEN = re.compile(_SPACED_DASH_LEAD.format(dash="-"))
# `DÉGÂTS COLLATÉRAUX Si une figurine …`: a capitalised name run into its sentence.
_CAPITAL = "A-ZÀ-ÖØ-Ý'’"
_CAPITALS = re.compile(rf"^(?P<name>[{_CAPITAL}]{{2,}}(?: [{_CAPITAL}]{{2,}})+) (?P<text>[A-ZÀ-Ý][a-zà-ÿ].*)$")
# `Ordre Coordonné : 4 figurines …`, `Tir en Aveugle :`: a name, a colon, maybe text.
_COLON = re.compile(r"^(?P<name>[^:]{1,45}?)\s*:(?:\s+(?P<text>\S.*))?$")
# `Lent. L'Iso-Drone est lent.`: a name, a full stop, a capitalised sentence.
_DOT = re.compile(r"^(?P<name>[^.:;!?]{1,40}?)\.\s+(?P<text>[A-ZÀ-Ý*«\"“].*)$")
_MAX_NAME_WORDS = 6
# Words that open sentences, not names.
_SENTENCE_STARTS = frozenset(
    [
        "si",
        "quand",
        "lorsque",
        "lorsqu",
        "pour",
        "tous",
        "toutes",
        "tout",
        "chaque",
        "les",
        "le",
        "la",
        "l",
        "un",
        "une",
        "des",
        "du",
        "de",
        "en",
        "dans",
        "sur",
        "avec",
        "sans",
        "ce",
        "cette",
        "ces",
        "cet",
        "il",
        "elle",
        "ils",
        "elles",
        "on",
        "vous",
        "nous",
        "au",
        "aux",
        "par",
        "mais",
        "et",
        "ou",
        "puis",
        "ainsi",
        "voir",
        # Instructions to roll (`Jetez un dé :`) introduce dice outcomes, not an entry.
        "lancez",
        "jetez",
        "relancez",
        "lancer",
        "jeter",
    ]
)
# Labels of remarks, test outcomes and a FAQ's questions and answers: parts of the text
# they stand in.
_REMARKS = frozenset(
    {
        "note",
        "notes",
        "nb",
        "n.b",
        "n.b.",
        # A translator's remark (`NdT : …`, `N.d.T. : …`).
        "ndt",
        "n.d.t",
        "n.d.t.",
        "remarque",
        "remarques",
        "exemple",
        "exemples",
        "attention",
        "important",
        "rappel",
        "précision",
        "échec",
        "echec",
        "réussite",
        "reussite",
        "succès",
        "test réussi",
        "test raté",
        "test échoué",
        "résultat",
        # The sum under a list (`Total : 52 points payés…`), and a sheet's credits
        # (`Crédits : mise en page…`; a `Source :` line names the book a rule is from: an entry).
        "total",
        "crédits",
        "credits",
    }
)
# The labels of a FAQ's lines (`Q : Peut-on… ?` over `R : Oui…`, `Q.`, `Question :`,
# `Réponse :`), the answer's first word run into the label by a copy (`R. Non : seul…`): a
# question and its answer are the text of the section they stand in, not entries named `Q`.
_FAQ_LABEL = re.compile(r"^(?:q|r|question|réponse|reponse)(?:\s*\d{1,3})?(?:\.(?:\s.*)?)?$")
# Labels of cross-references (`Voir aussi : Sans Peur, Tir Rapide`, `**Cf.** Déflagration`,
# `Renvois : …`): pointers to other rules, part of the text they stand in, as remarks are.
# The keywords a section is indexed by (`Mots-clés : Animus, Forcer…`) point to rules too.
_CROSS_REFERENCE = re.compile(r"^(?:voir\b.*|cf\.?|confer|renvois?|mots[- ]cl[ée]s|keywords)$")
# `ÉTAPE 1`, `Phase 2`: a numbered step stays in the text of the entry it belongs to. A
# number glued to the name is part of it (`Griffe-2`, `Sixième Sens N1`: a level).
_NUMBERED = re.compile(r"(?:^|\s)\d+$")


# `Test. Lancez un D10 : …`: a full stop and a capital inside what precedes a colon end a
# name and open a sentence; no name holds both.
_TWO_SENTENCES = re.compile(r"[^\W\d_]{2}\.\s+[A-ZÀ-Ý]")


# Labels of lines about the document, not the game (`Sources : …`, `Saisie : Thomas G.`), as
# a sheet's title block gives its sources, authors and version: plain, no entry's name. Set
# off by the sheet's own markup (`**Source :**`, a callout titled `Source`), one names an entry.
_DOCUMENT_LABELS = frozenset(
    {
        "source",
        "sources",
        "saisie",
        "auteur",
        "auteurs",
        "rédaction",
        "redaction",
        "relecture",
        "mise en page",
        "crédits",
        "credits",
        "traduction",
        "version",
        "mise à jour",
        "dernière mise à jour",
        "remerciements",
    }
)
# A FAQ's question and the answer under it (`Q : … ?` over `R : Oui, …`, `Q.` over `R.`).
_QUESTION = re.compile(r"^(?:Q|Question)\s*[:.]\s", re.IGNORECASE)
_ANSWER = re.compile(r"^(?:R|Réponse|Reponse)\s*[:.]\s", re.IGNORECASE)


def answers_question(text: str, above: str | None) -> bool:
    """Whether `text` is a FAQ's answer (`R : Oui, …`) under its question (`Q : … ?`): no
    entry named `R`, which a glossary may name (`R : Rafale`)."""
    return above is not None and bool(_ANSWER.match(text)) and bool(_QUESTION.match(above))


# Where an index sends its reader (`Foule : p. 2`, `Gargant : p. 4 et p. 6`): no entry's text.
PAGE_REFERENCE = re.compile(
    r"^(?:p\.|pp\.|pages?)\s*\d+(?:\s*(?:[-–,]|et|à)\s*(?:(?:p\.|pp\.|pages?)\s*)?\d+)*\.?$", re.I
)


# A translator's or compiler's remark on a paragraph of its own (`NdT : …`, `N.d.T. : …`,
# `N.B. : …`, `[NdT] …`), or a compiler's doubt (`À vérifier samedi avec Thomas`): about the
# sheet, wherever it stands.
REMARK_LINE = re.compile(
    r"^\W{0,3}(?:(?:ndt|n\.\s?d\.\s?t\.?|n\.\s?b\.?|nb)\W{0,3}\s*(?::|\]|—|–|-\s)|[àa]\s+v[ée]rifier\b)", re.IGNORECASE
)


# `ÉTAPE 1- Allocation du focus`, `Phase 2. Entretien`: a numbered step opening a line.
_STEP_OPENING = re.compile(r"^[^\W\d_]+\s+\d+\s*[-–—.)]\s*\S")


def is_numbered_step(name: str) -> bool:
    """`ÉTAPE 1`, `Phase 2`: a step of a sequence, no rule's name (`Griffe-2` is one)."""
    return bool(_NUMBERED.search(name.strip()))


@dataclass(frozen=True)
class Lead:
    name: str
    text: str  # what follows the name on the same line ("" for a label)
    kind: str  # bold | colon | label | dot | dash | capitals


def _words(text: str) -> list[str]:
    return re.findall(r"[^\W\d_][\w'’-]*", text)


def _first_word(text: str) -> str:
    words = _words(text)
    return re.split(r"['’]", words[0])[0].casefold() if words else ""


def opens_sentence(text: str) -> bool:
    """Whether `text` opens as a sentence does (`le détachement ajoute…`, `la cible est…`, `si…`),
    not as a value (`deux socles.`, `+1`)."""
    return _first_word(text) in _SENTENCE_STARTS


def is_remark(name: str) -> bool:
    """A remark's, a test outcome's, a cross-reference's or a FAQ line's label: no entry's name."""
    folded = " ".join(name.casefold().split())
    return folded in _REMARKS or bool(_CROSS_REFERENCE.match(folded) or _FAQ_LABEL.match(folded))


# An exclamation mark set apart from the word before it, as French typography sets a
# sentence's; glued to a word, it is part of a name (`Gotcha!`, `Waaagh! de Goff`).
_SPACED_EXCLAMATION = re.compile(r"(?<![^\W\d_])!")


def looks_like_name(name: str, max_words: int = _MAX_NAME_WORDS, numbered: bool = False) -> bool:
    """A short name that starts with a capital, is no sentence, no step and no remark.
    With `numbered`, a name may end with a number (`Mode 1`): where emphasis sets the name
    off, as bold does (`**Mode 1 :**`), a number is no sign of a step running on in text."""
    name = name.strip()
    if not name or not name[0].isupper() or not unicodedata.category(name[0]).startswith("L"):
        return False
    words = name.split()
    if len(words) > max_words or (_NUMBERED.search(name) and not numbered) or " - " in name or " – " in name:
        return False
    if _STEP_OPENING.match(name):  # `ÉTAPE 1- Allocation du focus : …`: a step, not an entry
        return False
    if any(mark in name for mark in (",", ";", "?", "**", "\t")) or _TWO_SENTENCES.search(name):
        return False
    if _SPACED_EXCLAMATION.search(name):  # `Attention !`: a sentence; `Gotcha!`, `Waaagh!` are names
        return False
        return False
    # `SANS DOULEUR`: a name typed in capitals, as a sentence never is, whatever word opens it.
    in_capitals = name.isupper() and len(words) > 1
    opens_as_name = _first_word(name) not in _SENTENCE_STARTS or _is_proper_name(words) or in_capitals
    return opens_as_name and not is_remark(name)


# The articles a proper name may open with (`Les Quatre Étoiles`, `La Garde d'Hiver`).
_ARTICLES = frozenset(["le", "la", "les", "l"])
# Words a proper name leaves in lower case (`La Garde d'Hiver`, `Les Fils de la Forge`).
_MINOR_WORD_LENGTH = 3


def _is_proper_name(words: list[str]) -> bool:
    """A name opening with an article whose other words are capitalised (`Les Quatre
    Étoiles`): a proper name, not a sentence (`Les figurines…`, `Tous les warjacks`)."""
    first, *others = words
    significant = [word for word in others if len(word) >= _MINOR_WORD_LENGTH and "'" not in word and "’" not in word]
    return (
        re.split(r"['’]", first)[0].casefold() in _ARTICLES
        and bool(significant)
        and all(word[0].isupper() for word in significant)
    )


def _punctuated(match: re.Match[str]) -> bool:
    """Whether a bold or italic name has its `.`, `:` or dash, inside or after the marks."""
    return bool(match.group("inner") or match.group("outer") or match.group("dash"))


def _emphasis_lead(text: str) -> Lead | None:
    """`*Nom :* texte`, `***Nom :***`, `___Nom._`, `**_Nom :_**` (any emphasis but plain
    bold): a lead only with its `.` or `:`, a name that looks like one (`*Une figurine au
    tapis.*` is an italic sentence; `*Mode 1 :*` is a name, as `**Mode 1 :**` is) and text
    after it (an italic line alone is a caption or a remark, not an entry)."""
    match = _EMPHASIS_LEAD.match(text)
    if not match or match.group("close") != match.group("open")[::-1]:
        return None
    name = match.group("name").strip()
    rest = match.group("text").strip()
    if not _punctuated(match) or not rest:
        return None
    if not (looks_like_name(name, numbered=True) or _short_colon_name(match, name)):
        return None
    return Lead(_with_alt(name, match), rest, "bold")


# An emphasised name before its colon is at most this many words (`*Au tapis* :`).
_MAX_COLON_NAME_WORDS = 3


def _short_colon_name(match: re.Match[str], name: str) -> bool:
    """`*Au tapis* : la figurine…`: a short name set off by emphasis and its colon, though it
    opens with a word that opens sentences (`Au`, `En`, `Sans`): an italic sentence ends on
    its full stop, not on a colon after two words."""
    colon = ":" in (match.group("inner") or "", match.group("outer") or "")
    words = name.split()
    return colon and len(words) <= _MAX_COLON_NAME_WORDS and name[:1].isupper() and not is_remark(name)


def bold_lead(text: str, strict: bool = True) -> Lead | None:
    """`**Nom.** texte` and its variants; `strict` asks for the `.` or `:` after the name.
    The same leads in italic or bold italic (`*Nom :*`, `***Nom :***`, `**_Nom :_**`) are
    accepted wherever a bold one is, always with their punctuation."""
    if text.startswith(("*", "_")) and (not text.startswith("**") or text.startswith(("***", "**_"))):
        emphasis = _emphasis_lead(text)
        # `**_Nom_** texte` in a glossary still reads as the bold lead it was read as before.
        if emphasis is not None or not text.startswith("**"):
            return emphasis
    match = _BOLD_LEAD.match(text)
    if not match:
        return None
    if strict and not _punctuated(match):
        return None
    name = match.group("name").strip()
    if not name or is_remark(name):
        return None
    return Lead(_with_alt(name, match), match.group("text").strip(), "bold")


def _with_alt(name: str, match: re.Match[str]) -> str:
    """The lead's name with its other name when printed after the marks (`**Préc** (Acc) :`
    -> `Préc (Acc)`, which reads as the name `Préc`, other name `Acc`)."""
    return f"{name} {match.group('alt')}" if match.group("alt") else name


def colon_lead(text: str, sentence_text: bool = False) -> Lead | None:
    """`Nom : texte`, or the label `Nom :`; the name may list a rule's forms (`SP, SPx2 :`).
    With `sentence_text`, the text must open a sentence (a capital or a digit), as in
    bullets: `- Ordres impétueux : Obligatoire…` is an entry, `- Warjacks lourds :
    piétinement.` an item of a list."""
    match = _COLON.match(text)
    if not match or not looks_like_name(_without_listed_forms(match.group("name"))):
        return None
    if " ".join(match.group("name").casefold().split()) in _DOCUMENT_LABELS:
        return None
    rest = (match.group("text") or "").strip()
    if not rest:
        return Lead(match.group("name").strip(), "", "label")
    if PAGE_REFERENCE.match(rest):
        return None  # an index's line: where the name is found, no entry
    if sentence_text and not (rest[0].isupper() or rest[0].isdigit()):
        return None
    return Lead(match.group("name").strip(), rest, "colon")


def _listed_names(name: str) -> bool:
    """`SP, SPx2`, `Déflagration D3, D5, D10`: forms of one rule listed with commas, each
    opening with a capital or a digit (a clause after a comma opens in lower case)."""
    parts = [part.strip() for part in name.split(",")]
    return all(part[:1].isupper() or part[:1].isdigit() for part in parts)


def _without_listed_forms(name: str) -> str:
    """A name listing a rule's forms (`SP, SPx2`) as one name to judge (`SP SPx2`): its
    commas part forms, not the clauses of a sentence."""
    return name.replace(",", " ") if "," in name and _listed_names(name) else name


def dot_lead(text: str) -> Lead | None:
    """`Nom. texte`: only trusted where several paragraphs in a row open this way. The name
    may list a rule's forms (`SP, SPx2. Arme tirant…`)."""
    match = _DOT.match(text)
    if not match:
        return None
    name = match.group("name").strip()
    if not looks_like_name(_without_listed_forms(name), max_words=5):
        return None
    return Lead(name, match.group("text").strip(), "dot")


def dash_lead(text: str) -> Lead | None:
    """`NOM- texte`, `Sorts- texte`: a name glued to its dash; `NOM - Texte`, a name in
    capitals before a spaced dash, the same lead typed with a space (`CHAUDIÈRE RUSTIQUE -
    Les warjacks…`)."""
    match = _GLUED_DASH.match(text) or _CAPITALS_SPACED_DASH.match(text) or _CAPITALS_VALUE_GLUED_DASH.match(text)
    if not match or _NUMBERED.search(match.group("name")):
        return None
    name = match.group("name").strip()
    if not unicodedata.category(name[0]).startswith("L") or not name[0].isupper():
        return None
    return Lead(name, match.group("text").strip(), "dash")


def spaced_dash_lead(text: str, hyphen: bool = False) -> Lead | None:
    """`Charge — La figurine avance…`: a short name, an em or en dash between spaces, a
    sentence. Only trusted in bullets, where one item names one rule (in running text a
    dash also sets off a clause). With `hyphen`, the hyphen a plain keyboard types for the
    dash too (`Arme d'allonge - Cette arme a…`), trusted only where several paragraphs in a
    row open so (see `entries.find_entries`)."""
    match = _SPACED_DASH.match(text) or (_SPACED_HYPHEN.match(text) if hyphen else None)
    if not match or not looks_like_name(match.group("name")):
        return None
    return Lead(match.group("name").strip(), match.group("text").strip(), "dash")


def capitals_lead(text: str) -> Lead | None:
    """`DÉGÂTS COLLATÉRAUX Si une figurine …`: capitals run into a sentence."""
    match = _CAPITALS.match(text)
    if not match or _NUMBERED.search(match.group("name")):
        return None
    return Lead(match.group("name").strip(), match.group("text").strip(), "capitals")


def paragraph_lead(text: str) -> Lead | None:
    """The lead of a paragraph, by the strongest sign first (a `Nom.` lead is checked
    separately, since one alone is no sign)."""
    return bold_lead(text) or dash_lead(text) or colon_lead(text) or capitals_lead(text)


def item_lead(text: str) -> Lead | None:
    """The lead of a bullet: bold, or a colon or dash lead opening a sentence, or a label."""
    return bold_lead(text) or colon_lead(text, sentence_text=True) or spaced_dash_lead(text)


# A clause of this many words or more after a bullet's `Nom :` is an entry's text, in lower
# case too (`- Instinct : un détachement hors du lien doit réussir un test…`); a shorter one
# is a list's value (`- Infanterie : deux socles.`).
_MIN_CLAUSE_WORDS = 8


# `Choix de la cible – le saut ne peut…`: a name, a spaced em or en dash, a clause in any case;
# or the hyphen a plain keyboard types for the dash (`* Arme d'allonge - cette arme…`), as
# trusted as the dash where the bullet's siblings confirm it (see `loose_item_lead`); or the
# hyphen glued to the name, as the sheet's leads write it (`● Zèle- Le warjack peut…`).
_SPACED_DASH_CLAUSE = re.compile(r"^(?P<name>[^.:;!?—–]{1,45}?)(?:\s+[—–-]|(?<=[^\W\d_])-)\s+(?P<text>\S.*)$")


# A list's value (`- Infanterie : deux socles.`) is shorter; a clause saying what a named
# option does (`- Renversement : la cible est mise au tapis.`) is at least this long.
_MIN_OPTION_WORDS = 4


# `Au tapis`, `En feu`, `Sans défense`: a state named by a preposition and a word, as a
# sentence may open (`Au total : …`); a name where the bullet's siblings are named alike.
# An order is named alike, crying it (`En Avant !`).
_STATE_NAME = re.compile(r"^(?:au|aux|en|sans|hors|sous)\s+[^\W\d_][\w'’-]*(?:\s?!)?$", re.IGNORECASE)


def _state_lead(text: str) -> Lead | None:
    match = _COLON.match(text)
    if not match or not match.group("text") or not _STATE_NAME.match(match.group("name").strip()):
        return None
    name = match.group("name").strip()
    return Lead(name, match.group("text").strip(), "colon") if name[0].isupper() else None


def loose_item_lead(text: str, min_words: int = _MIN_OPTION_WORDS) -> Lead | None:
    """A bullet's `Nom : texte` or `Nom – texte` over a clause of `min_words` or more,
    whatever the case it opens in (`- Allocation : jusqu'à 3 points…`): a lead the bullet's
    list may confirm (see `entries.find_entries`), or a long clause (`clause_item_lead`).
    A state's name (`- Au tapis : la figurine…`) is one here, its siblings vouching for it."""
    lead = colon_lead(text) or _state_lead(text)
    if lead is None or lead.kind != "colon":
        match = _SPACED_DASH_CLAUSE.match(text)
        if not match or not looks_like_name(match.group("name")):
            return None
        lead = Lead(match.group("name").strip(), match.group("text").strip(), "dash")
    return lead if len(lead.text.split()) >= min_words else None


# `+1 au moral.`: an effect opening with a signed number, the bonus an option gives.
_SIGNED_EFFECT = re.compile(r"^[+\-−–]\d+\s+\S")


def option_lead(text: str) -> Lead | None:
    """A bullet's `Nom : texte` naming an option among siblings named alike (see
    `loose_item_lead`), or naming one over the bonus it gives however short (`- Tenez la
    Ligne : +1 au moral.`): a signed number says what the option does, where a list's
    value (`- Infanterie : deux socles.`) says what a thing holds."""
    lead = loose_item_lead(text)
    if lead is not None:
        return lead
    lead = colon_lead(text)
    return lead if lead is not None and lead.kind == "colon" and _SIGNED_EFFECT.match(lead.text) else None


def clause_item_lead(text: str) -> Lead | None:
    """`Nom : texte en minuscules…` (or `Nom – texte…`) in a bullet whose sheet writes its
    entries so without a bullet (`Pouvoirs Physiques : ils représentent…` in an Epic record):
    the bullet is the user's word processor's, the entry the same."""
    return loose_item_lead(text, _MIN_CLAUSE_WORDS)
