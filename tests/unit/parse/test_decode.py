"""Decoding a sheet's bytes (`pipeline.parse.decode`): encodings, BOMs and line ends."""

from __future__ import annotations

from pipeline.parse.decode import decode_sheet, without_mojibake


def test_decoding_keeps_letters_for_ligatures_and_drops_soft_hyphens():
    decoded = decode_sheet("Ciblage ﬁn, ﬂanc, eﬀet, s’ap\u00adpliquent, su\u00ad\nbit".encode())
    assert decoded.text == "Ciblage fin, flanc, effet, s’appliquent, su-\nbit"


def test_decoding_composes_accents_written_as_combining_marks():
    # macOS may give `e` + U+0301 for `é`: the same names, keys and texts either way.
    decoded = decode_sheet("Pre\u0301cision, Re\u0300gle, Tir Spe\u0301culatif".encode())
    assert decoded.text == "Précision, Règle, Tir Spéculatif"


def test_mojibake_is_repaired_line_by_line_when_only_part_of_a_sheet_is_garbled():
    # Two sources pasted together, one garbled: each garbled line is repaired, French left.
    mixed = 'Portée : 10"\nPortÃ©e : 20" â€” dÃ©gÃ¢ts\nDÉGÂTS du château de São, naïve\n'
    assert without_mojibake(mixed) == 'Portée : 10"\nPortée : 20" — dégâts\nDÉGÂTS du château de São, naïve\n'
    for french in ("DÉGÂTS", "château", "São Paulo", "naïve", "Âme", "Œil", "ÎLE"):
        assert without_mojibake(french) == french
