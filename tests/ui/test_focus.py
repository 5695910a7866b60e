"""The keyboard follows the player: after a click on any button of the panel, after Next
hand and after a new match the keys work the table, and Enter confirms whenever the
panel says "Confirm the street (Enter)". Keys are typed into the window, as a keyboard
does, so they reach whatever has the focus; buttons are clicked with the mouse."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.ui.dialogs.new_match_dialog import NewMatchDialog
from ofc_desktop.ui.main_window import MainWindow
from ofc_desktop.ui.table_view import FOCUS_MARK_WIDTH
from tests.ui.conftest import play_hand_as_the_human, start, wait_for_turn


@pytest.fixture
def table(qtbot: QtBot, window: MainWindow) -> Iterator[MainWindow]:
    """The window, active, with Play for me laying its play out for the player."""
    window.set_options(window.options.with_changes(play_for_me_confirms=False))
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    yield window


def type_key(window: MainWindow, key: Qt.Key) -> None:
    """A key typed on the keyboard: it goes to whatever in the window has the focus."""
    QTest.keyClick(window.windowHandle(), key)


def click_button(qtbot: QtBot, button: QPushButton) -> None:
    assert button.isEnabled() and button.isVisible(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def place_held_cards_by_keys(window: MainWindow) -> None:
    """Right picks the first card; 3 (bottom), then 2 (middle) as the bottom fills."""
    type_key(window, Qt.Key.Key_Right)
    for _ in range(len(window.controller.snapshot.held)):
        bottom = window.controller.snapshot.seats[window.controller.snapshot.viewer].rows[2]
        type_key(window, Qt.Key.Key_3 if len(bottom.cards) < 5 else Qt.Key.Key_2)


def confirm_by_enter(qtbot: QtBot, window: MainWindow) -> None:
    assert window.controller.snapshot.can_confirm
    assert "(Enter)" in window.panel.prompt.text()
    with qtbot.waitSignal(window.controller.streetConfirmed, timeout=5000):
        type_key(window, Qt.Key.Key_Return)


def first_street(qtbot: QtBot, window: MainWindow, variant: Variant = Variant.CLASSIC) -> None:
    start(window, RuleSet(variant=variant), seed=11)
    wait_for_turn(qtbot, window)
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus, timeout=2000)


@pytest.mark.parametrize("name", ["sort_rank_button", "sort_suit_button"])
def test_after_a_sort_the_keys_place_and_enter_confirms(
    qtbot: QtBot, table: MainWindow, name: str
) -> None:
    first_street(qtbot, table)
    click_button(qtbot, getattr(table.panel, name))
    assert table.view.hasFocus()
    place_held_cards_by_keys(table)
    assert not table.controller.snapshot.held
    confirm_by_enter(qtbot, table)


def test_after_play_for_me_enter_confirms(qtbot: QtBot, table: MainWindow) -> None:
    first_street(qtbot, table, Variant.PINEAPPLE)
    click_button(qtbot, table.panel.play_button)
    qtbot.waitUntil(lambda: table.controller.snapshot.can_confirm, timeout=20_000)
    assert table.view.hasFocus()
    confirm_by_enter(qtbot, table)


def test_after_undo_the_keys_place_and_enter_confirms(qtbot: QtBot, table: MainWindow) -> None:
    first_street(qtbot, table)
    type_key(table, Qt.Key.Key_Right)
    type_key(table, Qt.Key.Key_3)
    click_button(qtbot, table.panel.undo_button)
    assert len(table.controller.snapshot.held) == 5
    place_held_cards_by_keys(table)
    confirm_by_enter(qtbot, table)


def test_after_arrange_for_me_enter_confirms(qtbot: QtBot, table: MainWindow) -> None:
    first_street(qtbot, table, Variant.CHINESE)
    click_button(qtbot, table.panel.arrange_button)
    qtbot.waitUntil(lambda: table.controller.snapshot.can_confirm, timeout=20_000)
    assert table.view.hasFocus()
    confirm_by_enter(qtbot, table)


def test_enter_confirms_with_the_focus_on_a_panel_button(qtbot: QtBot, table: MainWindow) -> None:
    """Tab and F6 still reach the panel; Enter there confirms, as the panel says."""
    first_street(qtbot, table)
    place_held_cards_by_keys(table)
    type_key(table, Qt.Key.Key_F6)
    focused = QApplication.focusWidget()
    assert isinstance(focused, QPushButton) and table.panel.isAncestorOf(focused)
    confirm_by_enter(qtbot, table)


def test_after_next_hand_the_keys_place_cards(qtbot: QtBot, table: MainWindow) -> None:
    first_street(qtbot, table)
    play_hand_as_the_human(qtbot, table.controller)
    qtbot.waitUntil(lambda: table.panel.next_button.isEnabled(), timeout=5000)
    table.review.setFocus()  # the player looked at the score review first
    click_button(qtbot, table.panel.next_button)
    wait_for_turn(qtbot, table)
    assert table.view.hasFocus()
    place_held_cards_by_keys(table)
    confirm_by_enter(qtbot, table)


def test_every_panel_button_leaves_the_keys_on_the_table(qtbot: QtBot, table: MainWindow) -> None:
    """A mouse click never takes the focus from the table, and Tab still reaches each."""
    first_street(qtbot, table)
    buttons = table.panel.findChildren(QPushButton)
    assert len(buttons) >= 9
    for button in buttons:
        assert button.focusPolicy() == Qt.FocusPolicy.TabFocus, button.text()
    click_button(qtbot, table.panel.sort_suit_button)
    assert table.view.hasFocus()
    type_key(table, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is not table.view


def test_a_new_match_gives_the_table_the_keys(qtbot: QtBot, table: MainWindow) -> None:
    first_street(qtbot, table)
    table.review.setFocus()  # anywhere but the table

    def start_from_the_dialog() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, NewMatchDialog):
            QTest.keyClick(dialog.windowHandle(), Qt.Key.Key_Return)  # Start match
        if dialog is not None and dialog.isVisible():
            dialog.close()  # never left open: the test then fails below

    QTimer.singleShot(200, start_from_the_dialog)
    assert table.new_match_from_dialog()
    wait_for_turn(qtbot, table)
    table.activateWindow()  # as a window manager does once the dialog is gone
    qtbot.waitUntil(lambda: QApplication.activeWindow() is table, timeout=2000)
    assert table.view.hasFocus()
    place_held_cards_by_keys(table)
    confirm_by_enter(qtbot, table)


def test_the_table_shows_that_it_has_the_keys(qtbot: QtBot, table: MainWindow) -> None:
    first_street(qtbot, table)

    def corner() -> int:
        image: QImage = table.view.viewport().grab().toImage()
        return image.pixel(FOCUS_MARK_WIDTH // 2, image.height() // 2)

    with_focus = corner()
    type_key(table, Qt.Key.Key_F6)  # to the panel
    assert not table.view.hasFocus()
    assert corner() != with_focus
    type_key(table, Qt.Key.Key_F6)
    assert table.view.hasFocus() and corner() == with_focus
