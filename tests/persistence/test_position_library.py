"""The library of positions: saved and read back whole, edited by name, and a damaged
file set aside (never lost) with the library starting empty."""

from __future__ import annotations

from pathlib import Path

import pytest

from ofc_desktop.persistence.paths import DataPaths
from ofc_desktop.persistence.position_library import (
    LibraryEntry,
    LibraryError,
    library_path,
    load_library,
    renamed,
    save_library,
    with_entry,
    without,
)

POSITION = {"version": 1, "seats": [], "hand": ["As"]}


def test_the_library_lives_in_the_data_folder(tmp_path: Path) -> None:
    assert library_path(DataPaths.portable(tmp_path)) == tmp_path / "positions.json"


def test_no_file_is_an_empty_library(tmp_path: Path) -> None:
    loaded = load_library(tmp_path / "positions.json")
    assert loaded.entries == () and loaded.notices == []


def test_entries_read_back_as_saved(tmp_path: Path) -> None:
    path = tmp_path / "positions.json"
    entries = with_entry((), LibraryEntry("Queens up top", POSITION, "FL or not?", "2024-01-01"))
    entries = with_entry(entries, LibraryEntry("Second", {"hand": []}))
    save_library(path, entries)
    loaded = load_library(path)
    assert loaded.entries == entries and loaded.notices == []
    assert not list(tmp_path.glob(".*.tmp"))  # the atomic write left nothing behind


def test_names_are_unique_and_not_empty() -> None:
    entries = with_entry((), LibraryEntry("A", POSITION))
    with pytest.raises(LibraryError):
        with_entry(entries, LibraryEntry("A", {}))
    with pytest.raises(LibraryError):
        with_entry(entries, LibraryEntry("   ", {}))
    replaced = with_entry(entries, LibraryEntry("A", {"new": 1}), replace_same=True)
    assert [entry.position for entry in replaced] == [{"new": 1}]


def test_rename_and_delete() -> None:
    entries = with_entry(with_entry((), LibraryEntry("A", POSITION)), LibraryEntry("B", {}))
    with pytest.raises(LibraryError):
        renamed(entries, "A", "B")
    assert [entry.name for entry in renamed(entries, "A", " C ")] == ["C", "B"]
    assert [entry.name for entry in without(entries, "A")] == ["B"]


@pytest.mark.parametrize(
    "text",
    [
        "{not json",
        '{"format": "something else", "version": 1, "positions": []}',
        '{"format": "ofc-desktop-positions", "version": 99, "positions": []}',
        '{"format": "ofc-desktop-positions", "version": 1, "positions": [{"name": 3}]}',
        '{"format": "ofc-desktop-positions", "version": 1, "positions": '
        '[{"name": "a", "position": {}}, {"name": "a", "position": {}}]}',
    ],
)
def test_a_damaged_file_is_set_aside(tmp_path: Path, text: str) -> None:
    path = tmp_path / "positions.json"
    path.write_text(text, encoding="utf-8")
    loaded = load_library(path)
    assert loaded.entries == ()
    assert len(loaded.notices) == 1 and "positions.json.corrupt" in loaded.notices[0]
    assert not path.exists()
    assert (tmp_path / "positions.json.corrupt").read_text(encoding="utf-8") == text
