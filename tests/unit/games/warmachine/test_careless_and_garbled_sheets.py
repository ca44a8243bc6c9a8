"""Warmachine (`freetext`): five sheets written blind as siblings of
`raw/warmachine-core.txt`, from careless or garbling sources: typed without accents or with
wrong ones, headings in lower case or Title Case, stat labels abbreviated or synonyms (`Port.`,
`Cad.`, `Puiss.`, `RNG`, `ROF`, `AOE`, `POW`, `P+S`) in another order, values `0,5`, `½`, `-`,
`*`, dice `d6`, `1D6`, `2D6`, `un dé`, rolls `1-2`, `1 à 2`, `5+`, `6`, rule leads with every
separator, and one sheet that went through an old forum's export (mojibake).

- `warmachine-khador-sans-accents.txt` (a fan-made PDF typed on a QWERTY keyboard, copied
  out with its hard wraps: UTF-8, LF): no accent anywhere (`Facultes`, `REGLES SPECIALES`,
  `ETAPE 1-`, `Degats`); model cards `NOM - Warjack lourd`, each weapon a name line, a
  `POR … PUI … P+F …` line or a `Port. 14 Cad. 1 ADE 3 Puiss. 14` line, a `Facultes : …`
  line; `Nom : texte` abilities wrapped onto a second line; `NOM - texte` rules wrapped,
  one with `- Nom : texte` bullets wrapped too; `ETAPE n-` steps; a `GEL (d6)` table
  (`1-2`, `3-5`, `6`) under a sentence asking for `1D6`; a modifiers list under a heading in
  sentence case (`Modificateurs d'attaque`).
- `warmachine-cygnar-word-accents.txt` (typed in Word, saved as text: Windows-1252, CRLF):
  wrong accents (`Facultès`, `Spèciales`, `Dégats`), headings in Title Case (`Facultès
  D'Armes`, `Modificateurs D'Attaque`, `Etapes D'un Tir En Salve`); a Word table saved with
  tabs, its columns in another order (`Nom PUI POR CDT ADE Facultès`), ranges `½`, a rate
  `d6`, `-` cells; abilities as `Nom – texte` (en dash) and `Nom. texte`; rules the same,
  one with Word's `•<TAB>Nom – texte` bullets; `Etape n-` steps; a `Surcharge (d6)` table
  `1 à 2`, `3 à 5`, `6` under `Lancez un dé …`; a tab modifiers list; a closing section of
  two sentences.
- `warmachine-cryx-forum-mojibake.txt` (an old forum's export: UTF-8 read as Windows-1252
  and saved again as UTF-8, so `FacultÃ©s`, `RÃˆGLES`, `Ã‰TAPE`, `dÃ©gÃ¢ts`; LF): a
  poster's line, English labels `RNG 0,5 POW 5 P+S 12` and `RNG SP 8 ROF 1 AOE - POW 12`;
  `Nom : texte` abilities; a `NOM - texte` rule over `- Nom : texte` bullets; `ÉTAPE n-`
  steps; a `CORROSION (d6)` table; a tab modifiers list; the forum's `--` and `Édité 2 fois`
  footer. Its expected values are the repaired French text.
- `warmachine-trolls-discord-minuscules.txt` (a Discord post: UTF-8, LF): a greeting and a
  sign-off; headings all in lower case (`facultés d'armes`, `règles spéciales`,
  `modificateurs`, `table de frénésie (d6)`) or sentence case (`Étape d'une frénésie`);
  cards `**NOM - Warbeast lourd**` in bold, the weapons right under them with no blank line,
  stats parted by `|` (`POR ½ | PUI 5 | P+F 16`, `POR SP 8 | CdT 1 | ADE - | PUI 12`);
  `* Nom - texte` abilities; `NOM (Action) : texte` rules; `> Nom : texte` bullets;
  `étape n-` steps in lower case; a table `1`, `2-4`, `5+`.
- `warmachine-cercle-note-telephone.txt` (a phone's note: UTF-8, LF, curly apostrophes):
  models as a name line over a kind line, no blank line before their weapons; stats in
  another order (`PUI 6 P+F 18 POR 2`, `PUI 12 CDT * POR 10 ADE -`), `½`; `• Nom : texte`
  abilities; rules as `Nom. texte` and `Nom – texte` over `- Nom : texte` bullets; headings
  in sentence case (`Règles du Cercle`, `Lancer un sort`, `Modifs attaque magique`);
  `Étape n-` steps; an `Appel sauvage (d6)` table `1 à 3`, `4 à 5`, `6` with no sentence.

Every value below was written by hand from the sheets, before the parser was run on them.
"""

from __future__ import annotations

import pytest

from tests.tabrec import parse_inline
from tests.unit.games.warmachine.test_sheets_after_errata import rule_place

TROLLS = "warmachine-trolls-discord-minuscules.txt"


# Trollbloods, a Discord post with lower-case headings.


@pytest.mark.xfail(strict=True, reason="`> Nom : texte` lines (a blockquote's marks) are no bullets of the rule above")
def test_trolls_quote_marked_bullets_are_the_rule_s_sub_entries():
    regles = "règles spéciales"
    assert rule_place(TROLLS, "Frénésie") == (regles, "Rage des trolls", 33)
    assert rule_place(TROLLS, "Peau épaisse") == (regles, "Rage des trolls", 34)


# Circle, a phone's note.


def test_a_sign_off_is_about_the_sheet_and_a_compiler_s_doubt_a_remark():
    sheet = (
        "MODIFICATEURS\n\nCouvert\t+4 DEF.\nNuage\t+2 DEF.\n\nÀ vérifier samedi avec Thomas\n\n"
        "Bon jeu à tous et à samedi :)\n"
    )
    parsed = parse_inline(sheet, "inline.txt", "warmachine", "freetext")
    assert [r["name"] for r in parsed.tables["rules"].to_dict("records")] == []
    assert [(n["kind"], n["source_line"]) for n in parsed.tables["notes"].to_dict("records")] == [("remark", 6)]
    coverage = parsed.coverage
    assert coverage[coverage["source_line"] == 8]["kind"].tolist() == ["credits"]
