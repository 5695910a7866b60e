"""An error escaping the window is logged with its traceback and shown in one dialog the
player can copy a report from, and the game goes on; the crash log catches a dying
interpreter."""

from __future__ import annotations

import logging
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ofc_desktop import __version__
from ofc_desktop.core.cards import Card
from ofc_desktop.core.rules import RuleSet
from ofc_desktop.logs import CRASH_FILE, LOG_FILE, MAX_LOG_BYTES, log_folder, start_logging
from ofc_desktop.ui.dialogs import error_dialog
from ofc_desktop.ui.dialogs.error_dialog import ErrorDialog, ErrorReporter, report_errors
from ofc_desktop.ui.main_window import MainWindow
from tests.ui.conftest import card_point, click, start, wait_for_turn, zone_point

# The reporter's hook is under test here, so pytest-qt leaves sys.excepthook to it.
pytestmark = pytest.mark.qt_no_exception_capture

MESSAGE = "the dealer dropped the deck"


def boom() -> None:
    raise RuntimeError(MESSAGE)


@pytest.fixture(autouse=True)
def forgive_the_offscreen_platform(no_qt_warnings: list[str]) -> Iterator[None]:
    """The offscreen platform has no window stack to raise the dialog in, nor a window
    manager to size it by its hints, and says so; nothing else is forgiven."""
    yield
    unsupported = {
        f"This plugin does not support {what}()" for what in ("raise", "propagateSizeHints")
    }
    no_qt_warnings[:] = [warning for warning in no_qt_warnings if warning not in unsupported]


@pytest.fixture
def reporter(window: MainWindow, tmp_path: Path) -> Iterator[ErrorReporter]:
    reporter = report_errors(window, tmp_path)
    assert reporter.logs is not None
    yield reporter
    reporter.stop()


def raise_in_a_slot(qtbot: QtBot, reporter: ErrorReporter, count: int = 1) -> ErrorDialog:
    seen = reporter.errors
    for _ in range(count):
        QTimer.singleShot(0, boom)
    qtbot.waitUntil(lambda: reporter.errors == seen + count, timeout=5000)
    dialog = reporter.dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible, timeout=5000)
    return dialog


def test_an_error_in_a_slot_is_logged_shown_and_the_game_goes_on(
    qtbot: QtBot,
    window: MainWindow,
    reporter: ErrorReporter,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    dialog = raise_in_a_slot(qtbot, reporter)
    assert dialog.parent() is window and not dialog.isModal()
    assert dialog.summary.text() == f"RuntimeError: {MESSAGE}"
    assert "Something went wrong — the game goes on." in " ".join(
        label.text() for label in dialog.findChildren(type(dialog.summary))
    )
    assert "raise RuntimeError(MESSAGE)" in dialog.details.toPlainText()

    logged = (log_folder(tmp_path) / LOG_FILE).read_text(encoding="utf-8")
    assert "Traceback (most recent call last)" in logged
    assert "raise RuntimeError(MESSAGE)" in logged
    assert f"RuntimeError: {MESSAGE}" in logged
    assert f"ofc-desktop {__version__}" in logged  # the start line

    dialog.copy_button.click()
    copied = QGuiApplication.clipboard().text()
    assert copied.startswith(f"ofc-desktop {__version__}\n")
    assert "Platform " in copied and "Qt " in copied and "PySide6 " in copied
    assert "raise RuntimeError(MESSAGE)" in copied

    opened: list[Path] = []
    monkeypatch.setattr(error_dialog, "open_folder", lambda folder: opened.append(folder))
    dialog.folder_button.click()
    assert opened == [log_folder(tmp_path)]

    # The table still takes a card placed with the mouse, the dialog still open.
    start(window, RuleSet(), "human,easy", seed=5)
    wait_for_turn(qtbot, window)
    card = window.controller.snapshot.held[0]
    with qtbot.waitSignal(window.scene.placeRequested, timeout=2000):
        click(window, card_point(window, card))
        click(window, zone_point(window, "bottom"))
    qtbot.waitUntil(lambda: _placed(window, card), timeout=2000)
    dialog.close_button.click()
    qtbot.waitUntil(lambda: reporter.dialog is None)


def _placed(window: MainWindow, card: Card) -> bool:
    snapshot = window.controller.snapshot
    return card in snapshot.seats[snapshot.viewer].row("bottom").cards


def test_errors_while_the_dialog_is_open_are_counted_into_it(
    qtbot: QtBot, reporter: ErrorReporter
) -> None:
    dialog = raise_in_a_slot(qtbot, reporter)
    again = raise_in_a_slot(qtbot, reporter, count=2)
    assert again is dialog
    assert dialog.further == 2 and dialog.more.isVisible()
    assert "Further errors since: 2." in dialog.more.text()
    shown = [w for w in QApplication.topLevelWidgets() if isinstance(w, ErrorDialog)]
    assert shown == [dialog]
    dialog.copy_button.click()
    assert QGuiApplication.clipboard().text().count("Traceback (most recent call last)") == 3
    dialog.close_button.click()
    qtbot.waitUntil(lambda: reporter.dialog is None)
    fresh = raise_in_a_slot(qtbot, reporter)  # closed: the next error opens a new one
    assert fresh is not dialog and fresh.further == 0


def test_an_error_reported_from_another_thread_is_shown_on_the_gui_thread(
    qtbot: QtBot, reporter: ErrorReporter
) -> None:
    def work() -> None:
        try:
            boom()
        except RuntimeError as error:
            reporter.record(type(error), error, error.__traceback__, " in a worker")

    worker = threading.Thread(target=work)
    worker.start()
    worker.join()
    qtbot.waitUntil(lambda: reporter.dialog is not None, timeout=5000)
    dialog = reporter.dialog
    assert dialog is not None and dialog.thread() is QApplication.instance().thread()  # type: ignore[union-attr]
    assert dialog.summary.text() == f"RuntimeError: {MESSAGE}"


def test_stopping_puts_the_hooks_and_the_log_back(window: MainWindow, tmp_path: Path) -> None:
    before, thread_before = sys.excepthook, threading.excepthook
    handlers = list(logging.getLogger().handlers)
    reporter = report_errors(window, tmp_path)
    assert sys.excepthook == reporter.excepthook
    assert threading.excepthook == reporter.thread_excepthook
    reporter.stop()
    assert sys.excepthook is before and threading.excepthook is thread_before
    assert logging.getLogger().handlers == handlers
    reporter.stop()  # again: harmless


def test_the_log_rotates_and_a_crash_leaves_its_stack(tmp_path: Path) -> None:
    session = start_logging(tmp_path)
    assert session is not None
    try:
        handler = session._handler
        assert (handler.maxBytes, handler.backupCount) == (MAX_LOG_BYTES, 3)
        assert session.log_file == log_folder(tmp_path) / LOG_FILE
    finally:
        session.stop()
    script = (
        "import faulthandler, sys; from pathlib import Path; "
        "from ofc_desktop.logs import start_logging; "
        "start_logging(Path(sys.argv[1])); faulthandler._sigsegv()"
    )
    done = subprocess.run(
        [sys.executable, "-c", script, str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode != 0
    crash = (log_folder(tmp_path) / CRASH_FILE).read_text(encoding="utf-8")
    assert f"--- ofc-desktop {__version__} started" in crash
    assert "Fatal Python error" in crash and "<string>" in crash


def test_no_log_folder_still_reports(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    (tmp_path / "logs").write_text("a file where the folder belongs")
    reporter = report_errors(window, tmp_path)
    try:
        assert reporter.logs is None
        dialog = raise_in_a_slot(qtbot, reporter)
        assert not dialog.folder_button.isEnabled()
    finally:
        reporter.stop()
