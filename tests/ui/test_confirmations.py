"""Nothing the player set up is thrown away without asking: Esc or Cancel in Settings
with unsaved edits, deleting a rule preset, and a No to "Leave this match?" after New
match (the set-up stays as chosen). Every answer is tried, as a person clicks it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.ui.dialogs.new_match_dialog import NewMatchDialog
from ofc_desktop.ui.dialogs.settings_dialog import SettingsDialog
from ofc_desktop.ui.main_window import MainWindow
from ofc_desktop.ui.models.options import AppSettings
from tests.ui.conftest import start

Asked = list[str]
# The offscreen platform has no window manager to size a message box by its hints, and
# says so whenever one opens; nothing else is forgiven.
OFFSCREEN_BOX = "This plugin does not support propagateSizeHints()"


@pytest.fixture(autouse=True)
def forgive_the_offscreen_message_box(no_qt_warnings: list[str]) -> Iterator[None]:
    yield
    no_qt_warnings[:] = [warning for warning in no_qt_warnings if warning != OFFSCREEN_BOX]


def answer_next_question(button_text: str, asked: Asked) -> None:
    """When the next question box shows, note its text and click ``button_text``."""

    def look() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, look)
            return
        asked.append(box.text())
        for button in box.buttons():
            if button.text().replace("&", "") == button_text:
                QTest.mouseClick(button, Qt.MouseButton.LeftButton)
                return
        names = [b.text() for b in box.buttons()]
        box.reject()
        pytest.fail(f"no button {button_text!r} among {names}")

    QTimer.singleShot(0, look)


@pytest.fixture
def settings_dialog(qtbot: QtBot) -> Iterator[SettingsDialog]:
    dialog = SettingsDialog(AppSettings().with_preset("Home", RuleSet(decks=2)))
    dialog.show()
    dialog.activateWindow()
    assert QTest.qWaitForWindowActive(dialog)
    yield dialog
    dialog.ask_before_discarding = False  # closed unasked when the test is over
    dialog.close()
    dialog.deleteLater()


def press_cancel(dialog: SettingsDialog) -> None:
    cancel = dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel)
    QTest.mouseClick(cancel, Qt.MouseButton.LeftButton)


# ----- Settings: discard unsaved edits? ----------------------------------------------------


def test_esc_without_edits_closes_without_asking(settings_dialog: SettingsDialog) -> None:
    QTest.keyClick(settings_dialog, Qt.Key.Key_Escape)
    assert settings_dialog.result() == QDialog.DialogCode.Rejected
    assert not settings_dialog.isVisible()


@pytest.mark.parametrize("close", ["Esc", "Cancel"])
def test_keep_editing_keeps_the_edits(settings_dialog: SettingsDialog, close: str) -> None:
    dialog = settings_dialog
    dialog.game_page.decks.setFocus()
    QTest.keyClick(dialog.game_page.decks, Qt.Key.Key_Up)  # one deck → two
    asked: Asked = []
    answer_next_question("Keep editing", asked)
    if close == "Esc":
        QTest.keyClick(dialog.game_page.decks, Qt.Key.Key_Escape)
    else:
        press_cancel(dialog)
    assert asked == ["The changes made in Settings have not been saved."]
    assert dialog.isVisible()
    assert dialog.game_page.decks.value() == 2
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    QTest.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert dialog.result_settings().rules.decks == 2


@pytest.mark.parametrize("close", ["Esc", "Cancel"])
def test_discard_drops_the_edits(settings_dialog: SettingsDialog, close: str) -> None:
    dialog = settings_dialog
    before = dialog.result_settings()
    dialog.game_page.decks.setFocus()
    QTest.keyClick(dialog.game_page.decks, Qt.Key.Key_Up)
    asked: Asked = []
    answer_next_question("Discard", asked)
    if close == "Esc":
        QTest.keyClick(dialog.game_page.decks, Qt.Key.Key_Escape)
    else:
        press_cancel(dialog)
    assert len(asked) == 1
    assert dialog.result() == QDialog.DialogCode.Rejected and not dialog.isVisible()
    assert dialog.result_settings() is before


# ----- Settings: delete a preset? -----------------------------------------------------------


@pytest.mark.parametrize(("answer", "kept"), [("Keep it", True), ("Delete", False)])
def test_deleting_a_preset_asks(settings_dialog: SettingsDialog, answer: str, kept: bool) -> None:
    dialog = settings_dialog
    dialog.select_preset("Home", own=True)
    asked: Asked = []
    answer_next_question(answer, asked)
    QTest.mouseClick(dialog.delete_button, Qt.MouseButton.LeftButton)
    assert asked == ["Delete your rule preset “Home”? This cannot be undone."]
    names = [dialog.preset_combo.itemData(i) for i in range(dialog.preset_combo.count())]
    assert ("Home" in names) is kept


# ----- New match: leave this match? --------------------------------------------------------


def test_no_to_leaving_the_match_keeps_the_new_match_set_up(
    qtbot: QtBot, window: MainWindow
) -> None:
    start(window, RuleSet(), "human,easy", seed=3)
    running = window.controller.match
    window.ask_before_abandoning = True
    asked: Asked = []
    checks: list[str] = []

    def set_up_and_start(dialog: QWidget) -> None:
        assert isinstance(dialog, NewMatchDialog)
        dialog.variant_combo.setCurrentIndex(dialog.variant_combo.findData("pineapple"))
        dialog.seats_spin.setFocus()
        QTest.keyClick(dialog.seats_spin, Qt.Key.Key_Up)  # two seats → three
        answer_next_question("No", asked)
        QTest.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        # Still open, with every choice as it was.
        checks.append(f"{dialog.isVisible()} {dialog.variant_combo.currentData()}")
        checks.append(str(dialog.seats_spin.value()))
        answer_next_question("Yes", asked)
        QTest.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, NewMatchDialog):
            QTimer.singleShot(10, look)
            return
        try:
            set_up_and_start(dialog)
        finally:
            if dialog.isVisible():
                dialog.reject()

    QTimer.singleShot(0, look)
    assert window.new_match_from_dialog()
    assert checks == ["True pineapple", "3"]
    assert asked == ["A match is in progress. Start a new one and give this one up?"] * 2
    match = window.controller.match
    assert match is not running and match is not None
    assert match.rules.variant is Variant.PINEAPPLE and len(match.players) == 3


def test_cancelling_new_match_keeps_the_running_match(qtbot: QtBot, window: MainWindow) -> None:
    start(window, RuleSet(), "human,easy", seed=3)
    running = window.controller.match
    window.ask_before_abandoning = True

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, NewMatchDialog):
            QTimer.singleShot(10, look)
            return
        dialog.reject()

    QTimer.singleShot(0, look)
    assert not window.new_match_from_dialog()
    assert window.controller.match is running
