"""A disk that fills while the game runs and is still full when the player quits: no
hand is lost. The data folder is on a small tmpfs mounted for the test where that is
allowed (else the disk's refusals are simulated at the history's writes). The last
hands go in through the room kept in reserve, or into a file beside the settings that
the next start brings back, or, with no place at all, into a file the player picks.
Each time the game starts again with room: every hand is there, and the match resumes."""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import subprocess
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from ofc_desktop.core.rules import MatchLength, RuleSet, Variant
from ofc_desktop.persistence import atomic
from ofc_desktop.persistence.exchange import read_import, store_imported
from ofc_desktop.persistence.history_db import HistoryDatabase, HistoryDbError
from ofc_desktop.persistence.paths import DataPaths
from ofc_desktop.persistence.space_reserve import reserve_path
from ofc_desktop.ui.controller import TableController
from ofc_desktop.ui.main_window import MainWindow
from ofc_desktop.ui.models.setup import TableSetup, seats_from_kinds
from ofc_desktop.ui.storage import Storage

RULES = RuleSet(variant=Variant.PINEAPPLE, match_length=MatchLength.HANDS, match_hands=4)
OFFSCREEN_BOX = "This plugin does not support propagateSizeHints()"


@pytest.fixture(autouse=True)
def forgive_the_offscreen_message_box(no_qt_warnings: list[str]) -> Iterator[None]:
    yield  # the offscreen platform says so whenever a message box opens; nothing else
    no_qt_warnings[:] = [warning for warning in no_qt_warnings if warning != OFFSCREEN_BOX]


class SmallDisk:
    """A folder on a disk of a few megabytes that can be filled up and freed."""

    def __init__(self, folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
        self.folder = folder
        folder.mkdir()
        self.mounted = _mount(folder)
        self.full = False
        self.filler = folder.parent / f"{folder.name}-filler"
        if not self.mounted:
            self._simulate(monkeypatch)

    def fill(self) -> None:
        self.full = True
        if not self.mounted:
            return
        self.filler = self.folder / "filler"
        with contextlib.suppress(OSError), self.filler.open("wb") as file:
            while True:
                file.write(b"\xff" * 4096)
                file.flush()
        assert shutil.disk_usage(self.folder).free < 8192

    def free(self) -> None:
        self.full = False
        if self.mounted:
            self.filler.unlink()

    def _simulate(self, monkeypatch: pytest.MonkeyPatch) -> None:
        """Without a tmpfs: the history's writes and the data folder's files refuse as
        a full disk does while it is full; giving back the reserve makes room."""
        real_batch, real_write = HistoryDatabase.batch, atomic.write_atomic
        disk = self

        @contextmanager
        def batch(database: HistoryDatabase) -> Iterator[None]:
            with real_batch(database):
                yield
                if disk.full and database.path is not None:
                    raise HistoryDbError("Could not save to the hand history: the disk is full.")

        def write_atomic(path: Path, data: bytes | str) -> None:
            if disk.full and path.is_relative_to(disk.folder):
                raise atomic.StorageError(f"Could not save {path.name}: the disk is full.")
            real_write(path, data)

        def free_reserve(data_dir: Path) -> bool:
            given = real_free(data_dir)
            disk.full = disk.full and not given
            return given

        from ofc_desktop.persistence import space_reserve, unsaved_match
        from ofc_desktop.ui import storage

        real_free = space_reserve.free_reserve
        monkeypatch.setattr(HistoryDatabase, "batch", batch)
        monkeypatch.setattr(unsaved_match, "write_atomic", write_atomic)
        monkeypatch.setattr(storage, "free_reserve", free_reserve)
        monkeypatch.setattr(storage, "disk_is_full", lambda _folder: disk.full)

    def unmount(self) -> None:
        if self.mounted:
            subprocess.run(["umount", str(self.folder)], check=False, capture_output=True)


def _mount(folder: Path) -> bool:
    if os.name != "posix" or shutil.which("mount") is None:
        return False
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=3m", "tmpfs", str(folder)],
        capture_output=True,
        check=False,
    )
    return done.returncode == 0


@pytest.fixture
def disk(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[SmallDisk]:
    small = SmallDisk(tmp_path / "disk", monkeypatch)
    yield small
    small.unmount()


def open_window(qtbot: QtBot, paths: DataPaths) -> MainWindow:
    window = MainWindow(TableController(bot_delay_ms=0, auto_deal_ms=10**9), Storage(paths))
    window.ask_before_abandoning = False
    window.set_options(window.options.with_changes(grade_hands=False))
    qtbot.addWidget(window)
    window.show()
    return window


def play_hands(qtbot: QtBot, controller: TableController, hands: int) -> None:
    for _ in range(hands):
        while not controller.snapshot.hand_over:
            qtbot.waitUntil(
                lambda: controller.human_may_act() or controller.snapshot.hand_over,
                timeout=20_000,
            )
            if not controller.snapshot.hand_over:
                assert controller.play_for_me(confirm=True)
        assert controller.next_hand()
    qtbot.waitUntil(controller.human_may_act, timeout=20_000)


def answer_the_box(said: list[str], then: Callable[[QMessageBox], None]) -> None:
    """When the message box shows, note its text and answer it with ``then``."""

    def look() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, look)
            return
        said.append(box.text())
        then(box)

    QTimer.singleShot(0, look)


def click(text: str) -> Callable[[QMessageBox], None]:
    def press(box: QMessageBox) -> None:
        (button,) = [each for each in box.buttons() if each.text() == text]
        button.click()

    return press


def quit_on_a_full_disk(
    qtbot: QtBot, window: MainWindow, disk: SmallDisk, reserve: bool = True
) -> int:
    """Play a hand with room, fill the disk (first taking away the reserve, as a disk
    already full at start leaves none), play two more: how many hands were played."""
    assert window.start(TableSetup(RULES, seats_from_kinds(["human", "easy"]), seed=4))
    play_hands(qtbot, window.controller, 1)
    assert reserve_path(disk.folder).exists()
    if not reserve:
        reserve_path(disk.folder).unlink()
    disk.fill()
    play_hands(qtbot, window.controller, 2)
    storage = window.storage
    assert storage is not None
    assert any("disk is full" in text for text in storage.notices)  # said while playing
    assert storage.history.count_hands() == 1
    return 3


def restart_with_room(qtbot: QtBot, paths: DataPaths, disk: SmallDisk) -> MainWindow:
    disk.free()
    window = open_window(qtbot, paths)
    storage = window.storage
    assert storage is not None
    saved = storage.load_resume()
    assert saved is not None and window.resume(saved)  # the match goes on from where it was
    return window


def test_the_last_hands_go_in_through_the_room_kept_in_reserve(
    qtbot: QtBot, disk: SmallDisk
) -> None:
    paths = DataPaths.portable(disk.folder)
    window = open_window(qtbot, paths)
    played = quit_on_a_full_disk(qtbot, window, disk)
    said: list[str] = []
    answer_the_box(said, click("OK"))
    window.close()
    assert said and "in reserve" in said[0] and "last 2 hands were saved" in said[0]
    assert not reserve_path(disk.folder).exists()
    again = restart_with_room(qtbot, paths, disk)
    assert again.storage is not None and again.storage.history.count_hands() == played
    assert reserve_path(disk.folder).exists()  # kept again, now that there is room
    again.close()


def test_with_no_reserve_the_hands_wait_beside_the_settings(
    qtbot: QtBot, disk: SmallDisk, tmp_path: Path
) -> None:
    paths = DataPaths(config_dir=tmp_path / "config", data_dir=disk.folder)
    window = open_window(qtbot, paths)
    played = quit_on_a_full_disk(qtbot, window, disk, reserve=False)
    said: list[str] = []
    answer_the_box(said, click("OK"))
    window.close()
    kept = tmp_path / "config" / "unsaved-match.json"
    assert said and "2 hands could not go into your hand history" in said[0]
    assert str(kept) in said[0] and kept.exists()
    again = restart_with_room(qtbot, paths, disk)
    storage = again.storage
    assert storage is not None and storage.history.count_hands() == played
    assert any("2 hands that could not be saved" in text for text in storage.notices)
    assert not kept.exists()
    again.close()


def test_with_no_place_at_all_the_player_saves_them_elsewhere(
    qtbot: QtBot, disk: SmallDisk, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    paths = DataPaths.portable(disk.folder)
    window = open_window(qtbot, paths)
    played = quit_on_a_full_disk(qtbot, window, disk, reserve=False)
    elsewhere = tmp_path / "elsewhere.json"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(elsewhere), "")
    )
    said: list[str] = []
    answer_the_box(said, click("Save elsewhere…"))
    window.close()
    assert said and "2 hands of your match could not be saved" in said[0]
    assert "no room to keep them anywhere else" in said[0]
    document = json.loads(elsewhere.read_text())
    assert len(document["hands"]) == 2
    disk.free()
    with HistoryDatabase(disk.folder / "history.sqlite3") as history:  # History → Import
        outcome = store_imported(history, read_import(elsewhere))
        assert outcome.added == 2 and history.count_hands() == played
