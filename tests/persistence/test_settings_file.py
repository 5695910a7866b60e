"""The settings file: read back what was saved; anything unusable goes aside, never raises."""

from __future__ import annotations

import json
import logging
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ofc_desktop.persistence import settings_file
from ofc_desktop.persistence.atomic import StorageError
from ofc_desktop.persistence.settings_file import (
    SETTINGS_FORMAT,
    SETTINGS_VERSION,
    LoadedSettings,
    load_settings,
    save_settings,
)

DAMAGED = (
    "Your settings file was damaged; it was kept aside as settings.json.corrupt "
    "and the defaults are used."
)


def _document(**sections: Any) -> dict[str, Any]:
    return {"format": SETTINGS_FORMAT, "version": SETTINGS_VERSION, **sections}


def test_no_file_is_no_settings_and_no_notice(tmp_path: Path) -> None:
    assert load_settings(tmp_path / "settings.json") == LoadedSettings({}, [])


def test_saved_sections_load_back(tmp_path: Path) -> None:
    path = tmp_path / "config" / "settings.json"
    sections = {
        "options": {"theme": "dark"},
        "rules": {"variant": "pineapple"},
        "last_setup": None,
        "presets": {"Home ♣": {"decks": 2}},
    }
    save_settings(path, sections)
    assert load_settings(path) == LoadedSettings(sections, [])
    document = json.loads(path.read_text(encoding="utf-8"))
    assert list(document)[:2] == ["format", "version"]
    assert document["version"] == SETTINGS_VERSION
    assert "Home ♣" in path.read_text(encoding="utf-8")  # readable, not \\u-escaped


def test_save_cannot_be_told_another_format(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(path, {"format": "other", "version": 99, "rules": {}})
    assert load_settings(path).data == {"rules": {}}


def test_save_refuses_what_json_cannot_hold(tmp_path: Path) -> None:
    with pytest.raises(ValueError):
        save_settings(tmp_path / "settings.json", {"options": {"volume": float("nan")}})
    assert not (tmp_path / "settings.json").exists()


def test_save_failure_is_a_storage_error(tmp_path: Path) -> None:
    (tmp_path / "settings.json").mkdir()
    with pytest.raises(StorageError):
        save_settings(tmp_path / "settings.json", {})


GARBAGE = {
    "empty": b"",
    "whitespace": b"  \n",
    "truncated": json.dumps(_document(rules={"variant": "pineapple"})).encode()[:-7],
    "a list": b"[]",
    "a string": b'"text"',
    "a number": b"42",
    "null": b"null",
    "not utf-8": b'{"format": "\xff\xfe"}',
    "random bytes": bytes(range(256)) * 3,
    "no format": json.dumps({"version": 1, "rules": {}}).encode(),
    "another format": json.dumps({"format": "something-else", "version": 1}).encode(),
    "no version": json.dumps({"format": SETTINGS_FORMAT}).encode(),
    "version zero": json.dumps(_document(version=0)).encode(),
    "version as text": json.dumps(_document(version="1")).encode(),
    "version true": json.dumps(_document(version=True)).encode(),
    "version 1.0": json.dumps(_document(version=1.0)).encode(),
    "NaN": b'{"format": "ofc-desktop-settings", "version": 1, "options": {"x": NaN}}',
    "Infinity": b'{"format": "ofc-desktop-settings", "version": 1, "rules": -Infinity}',
    "lone surrogate": b'{"format": "ofc-desktop-settings", "version": 1, "p": "\\ud800"}',
    "deep nesting": b"[" * 100_000 + b"]" * 100_000,
}


@pytest.mark.parametrize("content", GARBAGE.values(), ids=GARBAGE.keys())
def test_an_unusable_file_goes_aside_with_one_notice(
    tmp_path: Path, content: bytes, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(content)
    with caplog.at_level(logging.WARNING, logger=settings_file.__name__):
        loaded = load_settings(path)
    assert loaded == LoadedSettings({}, [DAMAGED])
    assert not path.exists()
    assert (tmp_path / "settings.json.corrupt").read_bytes() == content
    assert caplog.records  # the reason is in the log for whoever investigates


def test_a_newer_version_goes_aside_and_says_so(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps(_document(version=SETTINGS_VERSION + 1, rules={})))
    loaded = load_settings(path)
    assert loaded.data == {}
    assert loaded.notices == [
        "Your settings file was written by a newer version of OFC Desktop; it was kept "
        "aside as settings.json.corrupt and the defaults are used."
    ]
    assert (tmp_path / "settings.json.corrupt").exists()


def test_each_damaged_file_gets_its_own_copy(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    for number, suffix in enumerate(("corrupt", "corrupt.1", "corrupt.2")):
        path.write_text(f"broken {number}")
        assert load_settings(path).notices == [
            f"Your settings file was damaged; it was kept aside as settings.json.{suffix} "
            "and the defaults are used."
        ]
    assert (tmp_path / "settings.json.corrupt").read_text() == "broken 0"


def test_a_file_that_cannot_be_read_goes_aside(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.mkdir()  # reading a folder fails with an OSError other than "missing"
    loaded = load_settings(path)
    assert loaded.data == {}
    assert loaded.notices == [
        "Your settings file could not be read; it was kept aside as settings.json.corrupt "
        "and the defaults are used."
    ]


def test_a_folder_path_through_a_file_is_no_file_and_no_notice(tmp_path: Path) -> None:
    """Nothing can be there: the unusable folder is the start-up's to report, once."""
    (tmp_path / "plain").write_text("not a folder")
    path = tmp_path / "plain" / "sub" / "settings.json"
    assert load_settings(path) == LoadedSettings({}, [])
    assert (tmp_path / "plain").read_text() == "not a folder"


def test_a_file_that_cannot_be_moved_aside_is_still_survived(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "settings.json"
    path.write_text("{")

    def refuse(bad: Path) -> Path:
        raise StorageError(f"Could not move aside {bad.name}: the disk is full.")

    monkeypatch.setattr(settings_file, "quarantine", refuse)
    loaded = load_settings(path)
    assert loaded.data == {}
    assert loaded.notices == [
        "Your settings file was damaged and could not be moved aside (Could not move aside "
        "settings.json: the disk is full.); the defaults are used."
    ]


def test_a_bom_is_tolerated(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(_document(rules={})).encode())
    assert load_settings(path) == LoadedSettings({"rules": {}}, [])


@given(st.binary(max_size=300))
def test_no_bytes_make_loading_raise(content: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "settings.json"
        path.write_bytes(content)
        loaded = load_settings(path)
        assert loaded.data == {} or not loaded.notices
        assert len(loaded.notices) <= 1
