"""Helpers for driving the table like a person: clicks and drags on the real viewport."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ofc_desktop.core.cards import Card
from ofc_desktop.core.rules import RuleSet
from ofc_desktop.ui.controller import GameController
from ofc_desktop.ui.items import Zone
from ofc_desktop.ui.main_window import MainWindow


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    controller = GameController(bot_delay_ms=0)
    win = MainWindow(controller)
    qtbot.addWidget(win)
    win.resize(1280, 860)
    win.show()
    qtbot.waitExposed(win)
    yield win
    controller.shut_down()


def start(window: MainWindow, rules: RuleSet, opponents: int = 1, seed: int = 3) -> None:
    window.new_match(rules, opponents, seed=seed)
    QApplication.processEvents()


def card_point(window: MainWindow, card: Card) -> QPoint:
    item = window.scene.cards[card]
    return window.view.mapFromScene(item.sceneBoundingRect().center())


def zone_point(window: MainWindow, kind: str) -> QPoint:
    zone = next(z for z in window.scene.zones if isinstance(z, Zone) and z.kind == kind)
    return window.view.mapFromScene(zone.sceneBoundingRect().center())


def click(window: MainWindow, point: QPoint) -> None:
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, point)


def drag(window: MainWindow, start_at: QPoint, end_at: QPoint, steps: int = 8) -> None:
    """Press, move with the button held (set explicitly, as Qt 6 needs), release."""
    viewport = window.view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     start_at)
    for i in range(1, steps + 1):
        point = QPointF(start_at) + (QPointF(end_at) - QPointF(start_at)) * (i / steps)
        event = QMouseEvent(
            QEvent.Type.MouseMove, point, QPointF(viewport.mapToGlobal(point.toPoint())),
            Qt.MouseButton.NoButton, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
        )
        QApplication.sendEvent(viewport, event)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       end_at)
