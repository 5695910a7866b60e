"""The side panel's title is read whole, however long the match's description."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics
from pytestqt.qtbot import QtBot

from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.ui.main_window import MainWindow
from tests.ui.conftest import start, wait_for_turn

LONG = "Pineapple — hand 3 of 2 (Fantasyland extension)"


def test_a_long_title_wraps_instead_of_being_cut(qtbot: QtBot, window: MainWindow) -> None:
    start(window, RuleSet(variant=Variant.PINEAPPLE), seed=5)
    wait_for_turn(qtbot, window)
    window.panel.show_snapshot(replace(window.controller.snapshot, title=LONG))
    label = window.panel.title
    bold = label.font()
    bold.setBold(True)

    def fits() -> bool:
        width = label.contentsRect().width()
        needed = QFontMetrics(bold).boundingRect(
            QRect(0, 0, width, 10_000), Qt.TextFlag.TextWordWrap, LONG
        )
        return needed.height() <= label.contentsRect().height() + 1

    assert label.wordWrap()
    qtbot.waitUntil(fits, timeout=2000)  # once the panel's layout has run
