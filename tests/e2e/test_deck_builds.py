"""Decks you choose and errata decks, built with the workflow on copies of a built project."""

from __future__ import annotations

from pathlib import Path

from pypdf import PdfReader

from tests.conftest import TINY_SHEET, copy_project, pipeline_build, planned_jobs

DECK = Path("output/pdf/decks/patrouille-algoryne-cards-print.pdf")


def texts(path: Path) -> list[str]:
    return [page.extract_text() for page in PdfReader(path).pages]


def test_a_chosen_deck_holds_its_weapons_and_exactly_the_rules_they_reference(built):
    cards = texts(built / DECK)
    contents = " ".join(cards[0].split())
    assert "Patrouille Algoryne" in contents and "Mag Gun, Mag Repeater, Plasma Carbine" in contents
    weapons = next(card for card in cards if card.startswith("Mode") or "Armes" in card)
    assert all(name in weapons for name in ("Mag Gun", "Mag Repeater", "Plasma Carbine"))
    assert "Mag Mortar" not in "".join(cards)  # a weapon the deck does not name
    rules = "".join(cards[1:])
    assert "Tir Rapide" in rules and "Relances de Repérage" in rules  # TR(n) and the Spotter Drone
    assert "Déflagration" not in rules and "Cycle" not in rules
    assert (built / "output/pdf/decks/patrouille-algoryne-cards.pdf").is_file()


# On the small project, whose deck takes cards from its first sheet.
def test_editing_a_deck_reruns_that_deck_alone_and_a_bad_name_keeps_its_last_files(small_built, tmp_path):
    project = copy_project(small_built, tmp_path / "project")
    deck = project / "decks" / "gang-boromite.yaml"
    printed = project / "output" / "pdf" / "decks" / "gang-boromite-cards-print.pdf"
    before = printed.read_bytes()
    deck.write_text(deck.read_text(encoding="utf-8").replace("Frag Borer", "Frag Borr"), encoding="utf-8")
    assert planned_jobs(project) == {"deck": 1, "site_deck": 1, "publish": 1, "all": 1}
    run = pipeline_build(project)
    assert run.returncode == 1
    summary = run.stdout.split("Build summary:")[1]
    assert (
        "deck gang-boromite: FAILED (last good files kept): decks/gang-boromite.yaml: expected a weapon "
        f"of {TINY_SHEET} at cards[0].weapons[1]; closest: Frag Borer"
    ) in summary
    assert f"{TINY_SHEET}: ok" in summary
    assert printed.read_bytes() == before


def test_an_errata_deck_holds_exactly_the_changed_cards(built, errata_built):
    assert not list((built / "output" / "pdf").glob("*-errata-cards.pdf"))  # no errata, no file
    project = errata_built  # built again with tests/fixtures/errata/antares-algoryn.yaml
    published = sorted(path.name for path in (project / "output" / "pdf").glob("*-errata-cards.pdf"))
    assert published == ["antares-algoryn-errata-cards.pdf"]
    (page,) = texts(project / "output" / "pdf" / "antares-algoryn-errata-cards.pdf")
    # The four errata: the Mag Gun's VI and the Micro-X Launcher's band, Cycle's text, a
    # row of the vehicle damage table; each card marked with its erratum's date and document.
    for changed in ("Mag Gun", "Micro-X Launcher", "Cycle", "Dégâts des Véhicules"):
        assert changed in page
    assert "Algoryn FAQ v1.1" in page and "Algoryn FAQ v1.2" in page and "2026-10-01" in page
    for unchanged in ("Mag Repeater", "Mag Mortar", "Spotter Drone", "Dégâts Massifs des Véhicules"):
        assert unchanged not in page
