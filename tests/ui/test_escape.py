"""Esc closes what pops up over the table: the fanned-out discards (which also go away
at the player's next move), the score review, the replay and analysis window, and
every dialog. Keys are typed into the window, as a keyboard does."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.ui.main_window import MainWindow
from ofc_desktop.ui.models.snapshot import DISCARD
from tests.ui.conftest import (
    click,
    play_for_me_and_wait,
    play_hand_as_the_human,
    start,
    wait_for_turn,
    zone_point,
)
from tests.ui.test_window_fit import OPENERS

# Full windows of their own, where Esc has other work (dropping a picked card).
NOT_POPUPS = {"position lab", "drills"}


def type_key(widget: QWidget, key: Qt.Key) -> None:
    """A key typed on the keyboard into ``widget``'s window, to what has the focus."""
    handle = widget.window().windowHandle()
    assert handle is not None
    QTest.keyClick(handle, key)


def street_with_discards(qtbot: QtBot, window: MainWindow) -> None:
    """Pineapple's third street: a card of the viewer's lies on the discard pile."""
    start(window, RuleSet(variant=Variant.PINEAPPLE), seed=8)
    for _ in range(2):
        wait_for_turn(qtbot, window)
        play_for_me_and_wait(qtbot, window.controller, confirm=True)
    wait_for_turn(qtbot, window)
    assert window.controller.snapshot.own_discards
    window.view.setFocus()


def open_the_pile(window: MainWindow) -> None:
    click(window, zone_point(window, DISCARD))
    assert window.scene.discard_fan is not None


def test_esc_puts_the_discards_away(qtbot: QtBot, window: MainWindow) -> None:
    street_with_discards(qtbot, window)
    open_the_pile(window)
    type_key(window, Qt.Key.Key_Escape)
    assert window.scene.discard_fan is None


def test_the_next_move_puts_the_discards_away(qtbot: QtBot, window: MainWindow) -> None:
    street_with_discards(qtbot, window)
    open_the_pile(window)
    held = len(window.controller.snapshot.held)
    type_key(window, Qt.Key.Key_Right)
    type_key(window, Qt.Key.Key_3)  # a card placed with the keys
    assert len(window.controller.snapshot.held) == held - 1
    assert window.scene.discard_fan is None


def test_esc_closes_the_score_review(qtbot: QtBot, window: MainWindow) -> None:
    start(window, RuleSet(), seed=4)
    play_hand_as_the_human(qtbot, window.controller)
    qtbot.waitUntil(window.review_overlay.isVisible, timeout=5000)
    window.review.setFocus()  # the player clicked into it
    type_key(window, Qt.Key.Key_Escape)
    assert not window.review_overlay.isVisible()
    assert window.view.hasFocus() or window.focusWidget() is window.view


@pytest.mark.parametrize("name", [name for name in OPENERS if name not in NOT_POPUPS])
def test_esc_closes_every_popup_window(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, name: str
) -> None:
    shown = OPENERS[name](window, tmp_path)
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitExposed(shown)
    QApplication.processEvents()
    type_key(shown, Qt.Key.Key_Escape)
    assert not shown.isVisible(), name
