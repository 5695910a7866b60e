"""F1 lists every shortcut the window has, read from its actions and buttons; F6 moves
the keyboard between the table and the panel from either side."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication
from pytestqt.qtbot import QtBot

from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.ui.keys import plain, window_shortcuts
from ofc_desktop.ui.main_window import MainWindow
from tests.ui.conftest import start, wait_for_turn

NATIVE = QKeySequence.SequenceFormat.NativeText


def test_the_f1_help_names_every_shortcut_of_the_window(window: MainWindow) -> None:
    text = window.keys_help()
    expected = [
        (", ".join(s.toString(NATIVE) for s in action.shortcuts()), plain(action.text()))
        for action in window.findChildren(QAction)
        if action.shortcuts() and action.text()
    ]
    assert len(expected) >= 15  # the menus' actions, at least
    for keys, name in expected:
        assert f"<b>{keys}</b>" in text and name in text, (keys, name)
    for must in ("F2", "F9", "F10", "Ctrl+G", "Ctrl+H", "Ctrl+T", "Ctrl+Shift+H", "F6"):
        assert f"<b>{must}" in text, must


def test_a_button_with_keys_of_its_own_is_listed_but_not_a_mnemonic(window: MainWindow) -> None:
    listed = dict(window_shortcuts(window))
    for button in window.findChildren(QAbstractButton):
        shortcut = button.shortcut()
        if shortcut.isEmpty():
            continue
        own = shortcut != QKeySequence.mnemonic(button.text())
        assert (shortcut.toString(NATIVE) in listed) == own, button.text()


def test_a_new_action_shows_up_in_the_help_at_once(window: MainWindow) -> None:
    action = QAction("&Shuffle up", window)
    action.setShortcut(QKeySequence("Ctrl+Alt+U"))
    window.addAction(action)
    assert "<b>Ctrl+Alt+U</b>" in window.keys_help()
    assert "Shuffle up" in window.keys_help()


def test_f6_goes_to_the_panel_and_back_to_the_table(qtbot: QtBot, window: MainWindow) -> None:
    start(window, RuleSet(variant=Variant.PINEAPPLE), seed=5)
    wait_for_turn(qtbot, window)
    window.activateWindow()
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus, timeout=2000)

    QTest.keyClick(window.view, Qt.Key.Key_F6)
    on_panel = QApplication.focusWidget()
    assert on_panel is not None and window.panel.isAncestorOf(on_panel)
    QTest.keyClick(on_panel, Qt.Key.Key_F6)
    assert window.view.hasFocus()
    QTest.keyClick(window.view, Qt.Key.Key_F6, Qt.KeyboardModifier.ShiftModifier)
    assert window.panel.isAncestorOf(QApplication.focusWidget())
