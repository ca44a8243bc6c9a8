"""The sheet manifest: the real one loads, a bad entry is one clear line naming it."""

from pathlib import Path

import pytest

from pipeline.model.errors import SheetError
from pipeline.workflow.manifest import load_manifest
from tests.conftest import RAW

ENTRY = """sheets:
  - sheet_id: antares-algoryn
    file: {file}
    game: {game}
    title: Algoryn
    format: markdown
"""


def write_manifest(tmp_path: Path, **fields: str) -> Path:
    (tmp_path / "sheet.md").write_text("x\n", encoding="utf-8")
    path = tmp_path / "sheets.yaml"
    path.write_text(ENTRY.format(**{"file": "sheet.md", "game": "antares"} | fields), encoding="utf-8")
    return path


def test_real_manifest_lists_the_five_sheets():
    entries = load_manifest(RAW / "sheets.yaml")
    assert [entry.sheet_id for entry in entries] == [
        "antares-algoryn",
        "antares-freeborn",
        "warmachine-core",
        "epic-abilities",
        "infinity-core",
    ]
    assert {entry.game for entry in entries} == {"antares", "warmachine", "epic", "infinity"}
    for entry in entries:
        assert entry.path(RAW).is_file()


def test_unknown_game_names_the_entry(tmp_path):
    with pytest.raises(SheetError) as caught:
        load_manifest(write_manifest(tmp_path, game="chess"))
    message = str(caught.value)
    assert message.endswith(
        "sheets.yaml:2: expected sheets[0] (antares-algoryn).game to be one of antares, epic, infinity, warmachine, "
        "found 'chess'"
    )


@pytest.mark.parametrize(
    ("field", "value", "said"),
    [
        (
            "sheet_id",
            "Antares Algoryn",
            "sheet_id to be a stable slug of lower-case letters, digits and single hyphens",
        ),
        ("file", "/etc/passwd", "file to be a path relative to raw/, such as antares-algoryn.md (not an absolute path"),
    ],
)
def test_a_bad_id_or_an_absolute_path_is_answered_in_words_with_its_line(tmp_path, field, value, said):
    path = write_manifest(tmp_path)
    path.write_text(path.read_text(encoding="utf-8").replace(f"{field}: ", f"{field}: '{value}' #", 1))
    with pytest.raises(SheetError) as caught:
        load_manifest(path)
    message = str(caught.value)
    assert message.startswith(f"{path}:2: expected sheets[0]") and said in message and repr(value) in message
    assert "^" not in message and "does not match" not in message


def test_missing_file_names_the_entry(tmp_path):
    with pytest.raises(SheetError, match=r"an existing file at sheets\[0\] \(antares-algoryn\).*'nope.md'"):
        load_manifest(write_manifest(tmp_path, file="nope.md"))


def test_file_outside_raw_is_refused(tmp_path):
    with pytest.raises(SheetError, match="a file inside"):
        load_manifest(write_manifest(tmp_path, file="../outside.md"))


def test_unknown_format_names_the_entry(tmp_path):
    path = write_manifest(tmp_path)
    path.write_text(path.read_text(encoding="utf-8").replace("format: markdown", "format: docx"), encoding="utf-8")
    with pytest.raises(SheetError, match=r"sheets\[0\] \(antares-algoryn\).format to be one of markdown"):
        load_manifest(path)


def test_missing_field_names_the_entry(tmp_path):
    path = write_manifest(tmp_path)
    path.write_text(path.read_text(encoding="utf-8").replace("    title: Algoryn\n", ""), encoding="utf-8")
    with pytest.raises(
        SheetError, match=r"sheets.yaml:2: expected the key 'title' at sheets\[0\] \(antares-algoryn\), found 'none'"
    ):
        load_manifest(path)


def test_a_checked_manifest_is_not_checked_again_until_it_changes(tmp_path):
    stamp = tmp_path / "build" / "manifest.checked"
    path = write_manifest(tmp_path)
    assert [entry.game for entry in load_manifest(path, stamp)] == ["antares"]
    assert stamp.is_file()
    write_manifest(tmp_path, game="chess")  # the stamp is of the old text: checked again
    with pytest.raises(SheetError, match="to be one of"):
        load_manifest(path, stamp)
    write_manifest(tmp_path)
    (tmp_path / "sheet.md").unlink()  # files are looked for every time
    with pytest.raises(SheetError, match="an existing file"):
        load_manifest(path, stamp)


def test_the_import_graph_read_back_gives_the_same_code_inputs(tmp_path):
    from pipeline.workflow import sources

    modules = ("pipeline.workflow.stages", "pipeline.publish.release")
    fresh = sources.source_files.__wrapped__(*modules)
    sources._imports.cache_clear()
    sources.use_import_cache(tmp_path / "imports.json")
    sources._save_import_cache()
    sources._imports.cache_clear()
    try:
        assert sources.source_files.__wrapped__(*modules) == fresh
        assert "pipeline/publish/incremental.py" in fresh
    finally:
        sources._import_cache = None


def test_an_unquoted_date_is_read_as_typed(tmp_path):
    # `faction: 2026-02-30`, an impossible date YAML would have crashed on: a faction's name.
    path = write_manifest(tmp_path)
    path.write_text(path.read_text(encoding="utf-8") + "    faction: 2026-02-30\n", encoding="utf-8")
    (entry,) = load_manifest(path)
    assert entry.faction == "2026-02-30"
