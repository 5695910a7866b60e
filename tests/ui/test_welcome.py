"""The first start asks whether the player is new: a newcomer gets the live help and
the guided first hand, someone who knows the game the table as it is; the answer is
kept, so no later start asks again, and a player whose settings file predates the
question is never asked."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import cast

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from ofc_desktop.core.rules import RuleSet
from ofc_desktop.persistence.paths import data_paths
from ofc_desktop.persistence.settings_file import save_settings
from ofc_desktop.ui import launch
from ofc_desktop.ui.dialogs import welcome_dialog
from ofc_desktop.ui.dialogs.welcome_dialog import (
    WelcomeDialog,
    is_first_start,
    welcome_first_start,
)
from ofc_desktop.ui.instance_guard import InstanceGuard
from ofc_desktop.ui.main_window import MainWindow
from ofc_desktop.ui.models.options import AppSettings, TableOptions
from ofc_desktop.ui.models.settings_codec import settings_to_data
from ofc_desktop.ui.models.setup import TableSetup, seats_from_kinds
from ofc_desktop.ui.storage import Storage

from .conftest import DataFolderWindows as Starts

HELP_OFF = {"hints": False, "foul_odds": False, "row_prospects": False}
HELP_ON = {"hints": True, "foul_odds": True, "row_prospects": True}


def helps(options: TableOptions) -> dict[str, bool]:
    return {name: getattr(options, name) for name in HELP_ON}


@pytest.fixture
def starts(qtbot: QtBot, tmp_path: Path) -> Iterator[Starts]:
    opened = Starts(qtbot, tmp_path / "data")
    yield opened
    opened.close_all()


def answer_with(monkeypatch: pytest.MonkeyPatch, new: bool) -> list[bool]:
    """Answer the question without showing it; the list records each time it was asked."""
    asked: list[bool] = []

    def ask(_parent: object) -> bool:
        asked.append(new)
        return new

    monkeypatch.setattr(welcome_dialog, "ask_is_new", ask)
    return asked


def saved_options(folder: Path) -> TableOptions:
    storage = Storage(data_paths(folder))
    try:
        return storage.load_settings()[0].options
    finally:
        storage.close()


def test_a_first_start_asks_and_yes_turns_the_help_on_and_starts_the_guided_hand(
    qtbot: QtBot, starts: Starts, no_qt_warnings: list[str]
) -> None:
    window = starts.open()
    assert is_first_start(window)
    seen: list[str] = []

    def press_yes() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, WelcomeDialog):
            QTimer.singleShot(20, press_yes)  # not up yet
            return
        seen.append(dialog.windowTitle())
        assert dialog.new_button.isVisible() and dialog.known_button.isVisible()
        QTest.mouseClick(dialog.new_button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, press_yes)
    assert welcome_first_start(window)
    assert seen == ["Welcome to OFC Desktop"]
    assert helps(window.options) == HELP_ON and window.options.learner_asked
    guide = window.tutorial
    assert guide is not None and guide.running
    qtbot.waitUntil(lambda: bool(guide.shown), timeout=10_000)
    assert [seat.name for seat in window.controller.snapshot.seats] == ["You", "Sunny"]
    on_disk = saved_options(starts.folder)
    assert helps(on_disk) == HELP_ON and on_disk.learner_asked
    guide.skip()
    # The offscreen platform has no window manager to size a dialog by its hints, and
    # says so once; nothing else is forgiven.
    no_qt_warnings[:] = [
        warning
        for warning in no_qt_warnings
        if warning != "This plugin does not support propagateSizeHints()"
    ]


def test_the_question_says_where_the_help_is_switched_off(qtbot: QtBot) -> None:
    dialog = WelcomeDialog()
    qtbot.addWidget(dialog)
    text = " ".join(label.text() for label in dialog.findChildren(QLabel))
    assert "Game → Settings… → Table" in text and "Live help" in text
    assert "Help → Guided first hand" in text


def test_no_leaves_the_help_off_and_the_table_as_it_is(
    monkeypatch: pytest.MonkeyPatch, starts: Starts
) -> None:
    asked = answer_with(monkeypatch, new=False)
    window = starts.open()
    assert not welcome_first_start(window)
    assert asked == [False]
    assert helps(window.options) == HELP_OFF and window.options.learner_asked
    assert window.tutorial is None and not window.controller.snapshot.seats
    on_disk = saved_options(starts.folder)
    assert helps(on_disk) == HELP_OFF and on_disk.learner_asked


@pytest.mark.parametrize("new", [True, False])
def test_no_later_start_asks_again(
    monkeypatch: pytest.MonkeyPatch, starts: Starts, new: bool
) -> None:
    asked = answer_with(monkeypatch, new)
    first = starts.open()
    welcome_first_start(first)
    if first.tutorial is not None:
        first.tutorial.skip()
    starts.close_all()
    again = starts.open()
    assert not is_first_start(again)
    assert not welcome_first_start(again)
    assert asked == [new]  # once, at the first start only
    assert helps(again.options) == (HELP_ON if new else HELP_OFF)


@pytest.mark.parametrize("learner_asked", [None, False])
def test_a_player_with_settings_from_before_is_not_asked(
    monkeypatch: pytest.MonkeyPatch, starts: Starts, learner_asked: bool | None
) -> None:
    """A settings file without the answer (an earlier version wrote it) means someone
    who has played before; so does any settings file at all."""
    data = settings_to_data(AppSettings(options=TableOptions(theme="dark")), None)
    del data["options"]["learner_asked"]
    if learner_asked is not None:
        data["options"]["learner_asked"] = learner_asked
    starts.folder.mkdir()
    save_settings(data_paths(starts.folder).settings_file, data)
    asked = answer_with(monkeypatch, new=True)
    window = starts.open()
    assert window.options.theme == "dark"  # the file was read
    assert not is_first_start(window) and not welcome_first_start(window)
    assert asked == [] and helps(window.options) == HELP_OFF


def test_a_window_without_files_is_never_asked(
    monkeypatch: pytest.MonkeyPatch, qtbot: QtBot, window: MainWindow
) -> None:
    asked = answer_with(monkeypatch, new=True)
    assert not welcome_first_start(window)
    assert asked == []


# ----- the start of the program --------------------------------------------------------------


class _App:
    """Stands in for the application: the window is left open, no event loop runs."""

    def exec(self) -> int:
        return 0


def play(starts: Starts, setup: TableSetup) -> MainWindow:
    """The player's start (``launch._play``) on the folder, up to the event loop."""
    before = set(QApplication.topLevelWidgets())
    launch._play(
        cast(QApplication, _App()),
        setup,
        True,
        Storage(data_paths(starts.folder)),
        [],
        InstanceGuard(starts.folder),
    )
    (window,) = [
        w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w not in before
    ]
    return starts.adopt(window)


SETUP = TableSetup(RuleSet(), seats_from_kinds(["human", "easy"]), 3)


def test_the_first_start_of_the_program_asks_and_deals_the_guided_hand(
    monkeypatch: pytest.MonkeyPatch, qtbot: QtBot, starts: Starts
) -> None:
    asked = answer_with(monkeypatch, new=True)
    window = play(starts, SETUP)
    assert asked == [True]
    guide = window.tutorial
    assert guide is not None and guide.running  # instead of the table asked for
    assert [seat.name for seat in window.controller.snapshot.seats] == ["You", "Sunny"]
    guide.skip()
    starts.close_all()
    monkeypatch.setattr(launch, "_wants_to_resume", lambda _window, _saved: False)
    again = play(starts, SETUP)
    assert asked == [True] and again.tutorial is None
    assert [seat.name for seat in again.controller.snapshot.seats] == [
        seat.name for seat in SETUP.seats
    ]


def test_the_resume_question_comes_before_the_welcome(
    monkeypatch: pytest.MonkeyPatch, qtbot: QtBot, starts: Starts
) -> None:
    first = starts.open()
    first.ask_before_abandoning = False
    assert first.start(SETUP)
    controller = first.controller
    qtbot.waitUntil(controller.human_may_act, timeout=20_000)
    with qtbot.waitSignal(controller.checkpoint, timeout=20_000):
        assert controller.play_for_me(confirm=True)
    starts.close_all()
    data_paths(starts.folder).settings_file.unlink()  # as if the first start never asked
    order: list[str] = []

    def resume(_window: MainWindow, _saved: object) -> bool:
        order.append("resume")
        return True

    def ask(_parent: object) -> bool:
        order.append("welcome")
        return False

    monkeypatch.setattr(launch, "_wants_to_resume", resume)
    monkeypatch.setattr(welcome_dialog, "ask_is_new", ask)
    window = play(starts, SETUP)
    assert order == ["resume", "welcome"]
    assert window.controller.match is not None and window.tutorial is None
    assert window.options.learner_asked


def test_a_table_of_bots_alone_is_watched_and_the_question_waits_for_a_person(
    monkeypatch: pytest.MonkeyPatch, qtbot: QtBot, starts: Starts
) -> None:
    """Nobody sits at a table of bots, so there is nobody to ask: the watched game starts
    as asked, and the first start with a person at the table asks instead."""
    asked = answer_with(monkeypatch, new=False)
    bots = TableSetup(RuleSet(), seats_from_kinds(["easy", "medium"]), 3)
    window = play(starts, bots)
    assert asked == [] and window.tutorial is None
    assert [seat.name for seat in window.controller.snapshot.seats] == [
        seat.name for seat in bots.seats
    ]
    starts.close_all()
    on_disk = saved_options(starts.folder)  # the watched table's settings are kept
    assert on_disk.welcome_waits and not on_disk.learner_asked
    monkeypatch.setattr(launch, "_wants_to_resume", lambda _window, _saved: False)
    play(starts, bots)
    assert asked == []  # still nobody to ask
    starts.close_all()
    play(starts, SETUP)
    assert asked == [False]
    starts.close_all()
    on_disk = saved_options(starts.folder)
    assert on_disk.learner_asked and not on_disk.welcome_waits
    play(starts, SETUP)
    assert asked == [False]  # once


def test_a_player_with_settings_from_before_watching_bots_is_not_asked_later(
    monkeypatch: pytest.MonkeyPatch, starts: Starts
) -> None:
    data = settings_to_data(AppSettings(), None)
    del data["options"]["learner_asked"], data["options"]["welcome_waits"]
    starts.folder.mkdir()
    save_settings(data_paths(starts.folder).settings_file, data)
    asked = answer_with(monkeypatch, new=True)
    play(starts, TableSetup(RuleSet(), seats_from_kinds(["easy", "medium"]), 3))
    starts.close_all()
    assert not saved_options(starts.folder).welcome_waits
    monkeypatch.setattr(launch, "_wants_to_resume", lambda _window, _saved: False)
    play(starts, SETUP)
    assert asked == []
