"""A position lab opened from a replay or from the review of a hand keeps its library in
the data folder of the window it was opened from (``--data-dir``, under that folder's
lock), never in the platform's default folder; and it reads a position file as Import
reads a history."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from ofc_desktop.core.position_notation import parse_position
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.persistence.paths import DATA_DIR_ENV, DataPaths
from ofc_desktop.ui.controller import TableController
from ofc_desktop.ui.lab.lab_window import LabWindow
from ofc_desktop.ui.lab.openers import library_for
from ofc_desktop.ui.lab.position_files import (
    MAX_POSITION_BYTES,
    PositionFileError,
    load_position,
    save_position,
)
from ofc_desktop.ui.main_window import MainWindow
from ofc_desktop.ui.models.options import TableOptions
from ofc_desktop.ui.panels.replay_window import ReplayWindow
from ofc_desktop.ui.storage import Storage
from tests.ui.test_history_browser import VIEWER, played_hands


@pytest.mark.parametrize("opened_from", ["the window", "the hand history"])
def test_a_lab_from_a_replay_saves_in_the_windows_data_folder(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, opened_from: str
) -> None:
    default = tmp_path / "platform default"
    monkeypatch.setenv(DATA_DIR_ENV, str(default))  # where data_paths() would point
    folder = tmp_path / "named with --data-dir"
    window = MainWindow(TableController(auto_deal_ms=10**9), Storage(DataPaths.portable(folder)))
    qtbot.addWidget(window)
    parent = window.show_history() if opened_from == "the hand history" else window
    assert parent is not None
    record = next(
        hand
        for hand in played_hands()
        if hand["rules"].get("variant") == "pineapple"
        and VIEWER in [seat["name"] for seat in hand["seats"]]
    )
    replay = ReplayWindow(record, VIEWER, TableOptions(animation="off"), parent)
    replay.show_step(0)
    qtbot.mouseClick(replay.lab_button, Qt.MouseButton.LeftButton)
    (lab,) = replay.findChildren(LabWindow)
    assert lab.library is not None and lab.library.path == folder / "positions.json"
    assert lab.library.save_as("From a replay")
    assert (folder / "positions.json").is_file() and not default.exists()
    # "Analyse this street in the lab" of the hand's review opens it the same way.
    assert library_for(replay.analysis) == folder / "positions.json"
    replay.close()
    window.close()


def test_a_lab_for_no_data_folder_keeps_no_library(qtbot: QtBot) -> None:
    lab = LabWindow(RuleSet())
    qtbot.addWidget(lab)
    assert lab.library is None
    assert [lab.tabs.tabText(index) for index in range(lab.tabs.count())] == ["Analysis"]


def test_a_position_file_is_read_as_import_reads(tmp_path: Path) -> None:
    """A regular file only, and bounded: a pipe nobody writes to or an endless device
    is refused at once instead of being read forever."""
    position = parse_position(
        "top Qs Qd | mid 9h 9c | bot Ah ; hand 9d 8c 2h ; opp top Kc ; button 1",
        RuleSet(variant=Variant.PINEAPPLE),
    )
    saved = tmp_path / "nines.json"
    save_position(saved, position)
    assert load_position(saved) == position
    refused = {"a folder": tmp_path}
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "pipe.json")
        refused["a pipe"] = tmp_path / "pipe.json"
    if Path("/dev/zero").exists():
        refused["a device"] = Path("/dev/zero")
    for path in refused.values():
        with pytest.raises(PositionFileError, match="not a saved file"):
            load_position(path)
    large = tmp_path / "large.json"
    large.write_bytes(b" " * (MAX_POSITION_BYTES + 1))
    with pytest.raises(PositionFileError, match="too large"):
        load_position(large)
