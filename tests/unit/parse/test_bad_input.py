"""Bad and hostile input (tests/fixtures/bad/): quirks read right, mistakes refused with
file, line and gist, markup kept as text, nothing fetched."""

from __future__ import annotations

import pandas as pd
import pytest
from pypdf import PdfReader

from pipeline.files import TEMPLATE_DIR
from pipeline.model.errors import SheetError
from pipeline.model.result import ParseResult
from pipeline.model.sheet import SheetEntry
from pipeline.parse.decode import MOJIBAKE_REPAIRED
from pipeline.parse.sheet import parse_text
from pipeline.render.pdf import restricted_url_fetcher, write_pdf
from pipeline.render.sheet import render_html
from tests.conftest import FIXTURES, one

BAD = FIXTURES / "bad"
ENTRY = SheetEntry("test-faction", "x.md", "antares", None, "Test", "markdown", "fr")


def parse(name: str) -> ParseResult:
    return parse_text((BAD / name).read_bytes(), ENTRY, f"bad/{name}")


def refusal(name: str) -> SheetError:
    with pytest.raises(SheetError) as caught:
        parse(name)
    assert "\n" not in str(caught.value)
    return caught.value


def weapons(result: ParseResult) -> list[str]:
    return result.tables["weapons"].sort_values("position")["name"].tolist()


REFERENCE = parse("no_trailing_newline.md")


@pytest.mark.parametrize(
    "name",
    ["bom_crlf.md", "no_trailing_newline.md", "invisible_spaces.md", "inch_marks.md", "curly_apostrophes.md"],
)
def test_tolerated_quirks_read_the_same_values(name):
    result = parse(name)
    assert weapons(result)[:2] == ["Mag Gun", "Mag Mortar"]
    assert weapons(result)[2] in ("Fusil d'Abordage", "Fusil d’Abordage")
    for table in ("weapon_ranges", "roll_tables"):
        pd.testing.assert_frame_equal(result.tables[table], REFERENCE.tables[table])
    links = result.tables["weapon_rules"][["weapon_id", "label", "rule_id", "match"]]
    pd.testing.assert_frame_equal(links, REFERENCE.tables["weapon_rules"][["weapon_id", "label", "rule_id", "match"]])
    assert (result.coverage["kind"] != "unparsed").all()
    assert result.report["encoding"] == "utf-8"


def test_bom_and_crlf_leave_no_trace():
    result = parse("bom_crlf.md")
    assert not any("\r" in text or "\ufeff" in text for text in result.tables["rules"]["text"])


def test_inch_marks():
    gun = one(parse("inch_marks.md").tables["weapon_ranges"], weapon_id="test-faction:mag-gun", band_index=3)
    assert gun["max"] == 60


def test_curly_apostrophes_keep_keys_stable():
    result = parse("curly_apostrophes.md")
    assert set(result.tables["weapons"]["weapon_id"]) == set(REFERENCE.tables["weapons"]["weapon_id"])


def test_invisible_spaces_are_plain_spaces():
    result = parse("invisible_spaces.md")
    assert weapons(result)[0] == "Mag Gun"
    assert one(result.tables["weapon_rules"], label="Pas de Couvert")["match"] == "exact"


@pytest.mark.parametrize(("name", "encoding"), [("cp1252.md", "cp1252"), ("latin1.md", "cp1252")])
def test_windows_1252_and_latin_1_are_detected_and_reported(name, encoding):
    result = parse(name)
    assert result.report["encoding"] == encoding
    assert "Portée Longue" in result.tables["weapon_ranges"]["band_label"].tolist()
    assert "Déflagration" in result.tables["weapon_rules"]["rule_name"].tolist()
    if name == "cp1252.md":
        assert one(result.tables["roll_tables"], roll_from=1)["result"] == "Aucun Effet — rien."
    for text in result.tables["rules"]["text"]:
        assert "Ã" not in text  # no mojibake


def test_a_sheet_garbled_by_a_windows_1252_round_trip_reads_as_the_original():
    # mojibake.md: cp1252.md's text, its UTF-8 once read as Windows-1252 and saved again
    # (`PortÃ©e Longue`, `dâ€™Arme`, `â€“`).
    garbled, original = parse("mojibake.md"), parse("cp1252.md")
    assert garbled.report["encoding"] == f"utf-8, {MOJIBAKE_REPAIRED}"
    assert "Portée Longue" in garbled.tables["weapon_ranges"]["band_label"].tolist()
    for table in ("weapons", "weapon_ranges", "weapon_rules", "roll_tables", "rules"):
        pd.testing.assert_frame_equal(garbled.tables[table], original.tables[table])


@pytest.mark.parametrize(
    ("name", "line", "gist"),
    [
        ("too_few_cells.md", 5, "expected 6 cells like the header on line 3, found '5 cells'"),
        ("too_many_cells.md", 5, "expected 6 cells like the header on line 3, found '7 cells'"),
        (
            "unknown_range.md",
            5,
            "(column Efficace): expected a range in inches (10\", 10-30\" or 10 po) or Aucune, found '12 cm'",
        ),
        ("unknown_strength.md", 5, "(column Valeur d'Impact): expected a strength"),
        ("unknown_roll.md", 20, "(column D10): expected a roll (4 or 2-3), found 'beaucoup'"),
        ("min_above_max.md", 6, "expected a minimum range below the maximum, found '30-10\"'"),
        ("duplicate_weapon.md", 6, "expected one row per weapon and mode (already on line 5), found 'Mag Gun'"),
        ("header_only.md", 3, "expected weapon rows under the table header, found 'none'"),
        ("cut_mid_row.md", 7, "expected a table row ending with |"),
    ],
)
def test_refusals_name_file_line_and_gist(name, line, gist):
    message = str(refusal(name))
    assert message.startswith(f"bad/{name}:{line}")
    assert gist in message


@pytest.mark.parametrize(
    ("name", "found"),
    [
        ("empty.md", "no content (an empty file)"),
        ("whitespace_only.md", "no content (only white space)"),
        ("binary.md", "binary data"),
    ],
)
def test_empty_and_binary_files_are_refused(name, found):
    error = refusal(name)
    assert (error.file, error.line, error.found) == (f"bad/{name}", None, found)


def test_a_line_of_50000_characters_is_read():
    result = parse("long_line.md")
    text = one(result.tables["rules"], name="Déflagration D(n)")["text"]
    assert len(text) > 50_000 and text.startswith("Cause (n) touches. blabla")


def test_markup_in_a_sheet_is_data(tmp_path):
    result = parse("injection.md")
    assert '<img src="file:///etc/passwd">' in weapons(result)
    text = one(result.tables["rules"], name="Pas de Couvert")["text"]
    assert "<script>alert(1)</script>" in text and "@import url(http://example.com/y.css);" in text
    html = render_html({**result.tables})
    assert "<script>" not in html and "<img src" not in html and "<style>body" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    pdf = tmp_path / "injection.pdf"
    write_pdf(html, pdf)
    # Justified lines break anywhere: compare without white space.
    printed = "".join(" ".join(page.extract_text() for page in PdfReader(pdf).pages).split())
    for literal in (
        '<img src="file:///etc/passwd">',
        "<script>alert(1)</script>",
        "<style>body { display: none }</style>",
        "url(file:///etc/passwd) @import url(http://example.com/y.css);",
    ):
        assert "".join(literal.split()) in printed, literal


def test_renderer_fetches_only_template_files():
    fetcher = restricted_url_fetcher(TEMPLATE_DIR)
    for url in ("file:///etc/passwd", "http://example.com/x.css", f"file://{TEMPLATE_DIR}/../README.md"):
        with pytest.raises(ValueError, match="refused to fetch"):
            fetcher(url)
    response = fetcher(f"file://{TEMPLATE_DIR}/sheet.css")
    response.close()


def test_a_csv_cell_whose_closing_quote_is_missing_is_refused_at_its_line():
    """An Epic CSV whose multi-line description lost its closing quote: the next quote in
    the file closed it, and the records between were read as its text, one of them lost
    and a sentence made a rule, without a word. Now the sheet is refused at the line the
    cell opens; the same file with the quote reads its six records."""
    from tests.conftest import FIXTURE_ENTRIES, FIXTURE_SHEETS

    entry = next(entry for entry in FIXTURE_ENTRIES.values() if entry.file == "epic-squats-excel.csv")
    raw = (FIXTURE_SHEETS / entry.file).read_bytes()
    assert len(parse_text(raw, entry).tables["rules"]) == 6
    with pytest.raises(SheetError) as caught:
        parse_text(raw.replace(b'de Vol."', b"de Vol.", 1), entry)
    error = caught.value
    assert (error.file, error.line, error.code) == ("epic-squats-excel.csv", 3, "unclosed-quote")
    assert error.found.startswith('"Le socle peut se déplacer')
    assert "\n" not in str(error)
