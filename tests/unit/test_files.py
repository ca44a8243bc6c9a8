"""A user's files (`pipeline.files`): an errata file or a deck that is a link out of its
directory is refused, naming the file and where it leads, and nothing of what it leads to
is read (`confined_text`), and a template or the config linked out is named before a
build starts (`files_outside`); their YAML keeps dates as typed, so an impossible one is
named by the file's schema, not a crash (`read_yaml`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from pipeline.files import files_digest, files_outside, read_yaml
from pipeline.model.errors import SheetError
from pipeline.parse.errata import load_errata
from pipeline.render.typography import font_files
from pipeline.workflow.decks import deck_sheet_ids, load_deck
from tests.conftest import PROJECT


def _linked(tmp_path: Path, relative: str, target: Path) -> Path:
    link = tmp_path / relative
    link.parent.mkdir(parents=True, exist_ok=True)
    link.symlink_to(target)
    return link


def test_an_errata_file_linked_out_of_raw_is_refused(tmp_path):
    outside = tmp_path / "secret.txt"
    outside.write_text("root:x:0:0:root:/root:/bin/bash\n", encoding="utf-8")
    link = _linked(tmp_path, "raw/errata/antares-algoryn.yaml", outside)
    with pytest.raises(SheetError) as refused:
        load_errata(link)
    assert str(refused.value) == f"{link}: expected a file inside raw/, found 'a link to {outside}'"
    assert "root:x" not in str(refused.value)


def test_a_deck_linked_out_of_decks_is_refused_and_names_no_sheet(tmp_path):
    outside = tmp_path / "elsewhere" / "deck.yaml"
    outside.parent.mkdir()
    outside.write_text("title: x\ncards:\n  - sheet: antares-algoryn\n", encoding="utf-8")
    link = _linked(tmp_path, "decks/patrol.yaml", outside)
    with pytest.raises(SheetError, match="expected a file inside decks/"):
        load_deck(link)
    assert deck_sheet_ids(link) == set()


def test_a_link_that_stays_inside_is_read(tmp_path):
    shared = tmp_path / "raw" / "errata" / "shared.yaml"
    shared.parent.mkdir(parents=True)
    shared.write_bytes((PROJECT / "docs" / "errata-example.yaml").read_bytes())
    errata = load_errata(_linked(tmp_path, "raw/errata/antares-algoryn.yaml", shared))
    assert (errata[0].target, errata[0].field) == ({"weapon": "Mag Gun"}, "Valeur d'Impact")


def test_an_impossible_date_is_text_a_file_s_schema_judges(tmp_path):
    # A deck titled `2026-13-01`, unquoted: its title as typed, no crash in the YAML reader.
    assert read_yaml("title: 2026-13-01\nwhen: 2026-10-01\n") == {"title": "2026-13-01", "when": "2026-10-01"}
    # An errata entry dated 30 February: the errata file and its entry named.
    errata = tmp_path / "raw" / "errata" / "antares-algoryn.yaml"
    errata.parent.mkdir(parents=True)
    example = (PROJECT / "docs" / "errata-example.yaml").read_text(encoding="utf-8")
    errata.write_text(example.replace("date: 2026-10-01", "date: 2026-02-30", 1), encoding="utf-8")
    with pytest.raises(
        SheetError,
        match=r"antares-algoryn\.yaml:9: expected entry 1\.source\.date to be a date such as 2026-10-01, "
        r"found '2026-02-30'",
    ):
        load_errata(errata)


def test_a_template_linked_out_of_the_project_is_named_with_where_it_leads(tmp_path):
    (tmp_path / "templates").mkdir()
    (tmp_path / "templates" / "cards.css").write_text("body {}", encoding="utf-8")
    outside = tmp_path.parent / f"{tmp_path.name}-elsewhere.css"
    outside.write_text("body {}", encoding="utf-8")
    _linked(tmp_path, "templates/sheet.css", outside)
    paths = ["templates/cards.css", "templates/sheet.css"]
    assert files_outside(tmp_path, paths) == [f"templates/sheet.css -> {outside}"]


def test_a_files_digest_is_the_same_wherever_the_environment_lies(tmp_path):
    fonts = font_files()
    elsewhere = tmp_path / "env"
    elsewhere.symlink_to(fonts[0].parent)
    linked = [elsewhere / font.name for font in fonts]
    assert files_digest(linked) == files_digest(fonts)
    # and it still moves with a file's content
    edited = tmp_path / "edited"
    edited.mkdir()
    for font in fonts:
        (edited / font.name).write_bytes(font.read_bytes())
    (edited / fonts[0].name).write_bytes(b"other")
    assert files_digest([edited / font.name for font in fonts]) != files_digest(fonts)


def test_a_misspelt_key_is_named_as_what_was_found_for_the_missing_one(tmp_path):
    errata = tmp_path / "raw" / "errata" / "antares-algoryn.yaml"
    errata.parent.mkdir(parents=True)
    example = (PROJECT / "docs" / "errata-example.yaml").read_text(encoding="utf-8")
    errata.write_text(example.replace("field:", "feild:", 1), encoding="utf-8")
    with pytest.raises(SheetError) as caught:
        load_errata(errata)
    assert str(caught.value).endswith("expected the key 'field' at entry 1, found 'feild'")
