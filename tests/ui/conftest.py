"""Helpers for driving the table like a person: clicks, drags and keys on the real
viewport; and a guard that fails any test during which Qt printed a warning."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Protocol

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt, QtMsgType, qInstallMessageHandler
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsView
from pytestqt.qtbot import QtBot

from ofc_desktop.core.cards import Card
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.rules import RuleSet
from ofc_desktop.persistence.paths import data_paths
from ofc_desktop.ui.controller import TableController
from ofc_desktop.ui.launch import qt_message_is_a_problem
from ofc_desktop.ui.main_window import MainWindow
from ofc_desktop.ui.models.setup import TableSetup, seats_from_kinds
from ofc_desktop.ui.storage import Storage


@pytest.fixture(autouse=True)
def no_qt_warnings() -> Iterator[list[str]]:
    """Qt warnings (a deleted item touched, a bad connection) fail the test."""
    problems: list[str] = []

    def handler(kind: QtMsgType, context: object, message: str) -> None:
        if qt_message_is_a_problem(kind, context, message):
            problems.append(message)

    previous = qInstallMessageHandler(handler)
    yield problems
    qInstallMessageHandler(previous)
    assert not problems, f"Qt warned: {problems}"


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    controller = TableController(bot_delay_ms=0, auto_deal_ms=10**9)
    win = MainWindow(controller)
    win.ask_before_abandoning = False
    win.panel.ask_before_surrendering = False
    # No modal questions in unattended tests; the question itself is tested on its own.
    # Play for me confirms at once, so that a test that only needs streets to pass gets
    # them with one click; the tests of Play for me itself switch it back.
    win.set_options(
        win.options.with_changes(
            confirm_certain_foul=False, animation="off", play_for_me_confirms=True
        )
    )
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    yield win
    controller.shut_down()


def start(window: MainWindow, rules: RuleSet, seats: str = "human,easy", seed: int = 3) -> None:
    assert window.start(TableSetup(rules, seats_from_kinds(seats.split(",")), seed))
    QApplication.processEvents()


def play_hand_as_the_human(qtbot: QtBot, controller: TableController) -> None:
    """Play the human's streets with "Play for me", confirmed at once (bots answer
    between), to the hand's end."""
    while not controller.snapshot.hand_over:
        qtbot.waitUntil(
            lambda: controller.human_may_act() or controller.snapshot.hand_over, timeout=20_000
        )
        if not controller.snapshot.hand_over:
            assert controller.play_for_me(confirm=True)


def play_for_me_and_wait(
    qtbot: QtBot, controller: TableController, *, confirm: bool = False, timeout: int = 20_000
) -> None:
    """Ask Play for me for the viewer's street and wait until its play is on the table
    (and confirmed, with ``confirm``)."""
    assert controller.play_for_me(confirm=confirm)
    qtbot.waitUntil(lambda: not controller.thinking_for_me(), timeout=timeout)


def wait_for_turn(qtbot: QtBot, window: MainWindow, timeout: int = 20_000) -> None:
    qtbot.waitUntil(lambda: bool(window.controller.snapshot.targets), timeout=timeout)


def card_point(window: MainWindow, card: Card) -> QPoint:
    return window.view.mapFromScene(window.scene.card_rect(card).center())


def zone_point(window: MainWindow, kind: str) -> QPoint:
    zone = window.scene.zones[kind]
    return window.view.mapFromScene(zone.sceneBoundingRect().center())


def click(window: MainWindow, point: QPoint) -> None:
    QTest.mouseClick(
        window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point
    )


def press_key(window: MainWindow, key: Qt.Key) -> None:
    QTest.keyClick(window.view.viewport(), key)


class WithView(Protocol):
    """A window whose scene is shown in ``view``: the table, the lab, the drills."""

    @property
    def view(self) -> QGraphicsView: ...


def drag_steps(window: WithView, start_at: QPoint, end_at: QPoint, steps: int = 8) -> None:
    """Press and move with the button held (set explicitly, as Qt 6 needs); no release."""
    viewport = window.view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start_at)
    for i in range(1, steps + 1):
        point = QPointF(start_at) + (QPointF(end_at) - QPointF(start_at)) * (i / steps)
        event = QMouseEvent(
            QEvent.Type.MouseMove,
            point,
            QPointF(viewport.mapToGlobal(point.toPoint())),
            Qt.MouseButton.NoButton,
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
        )
        QApplication.sendEvent(viewport, event)


def release(window: WithView, at: QPoint) -> None:
    QTest.mouseRelease(
        window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at
    )


def drag(window: WithView, start_at: QPoint, end_at: QPoint, steps: int = 8) -> None:
    drag_steps(window, start_at, end_at, steps)
    release(window, end_at)


class DataFolderWindows:
    """Opens windows on one data folder, as starting the program again would."""

    def __init__(self, qtbot: QtBot, folder: Path) -> None:
        self.qtbot, self.folder = qtbot, folder
        self.opened: list[MainWindow] = []

    def open(self) -> MainWindow:
        controller = TableController(bot_delay_ms=0, auto_deal_ms=10**9)
        window = MainWindow(controller, Storage(data_paths(self.folder)))
        window.ask_before_abandoning = False
        return self.adopt(window)

    def adopt(self, window: MainWindow) -> MainWindow:
        """Keep a window opened elsewhere (by the program's own start) with the others."""
        self.qtbot.addWidget(window)
        window.show()
        self.opened.append(window)
        return window

    def close_all(self) -> None:
        for window in self.opened:
            window.close()
        self.opened.clear()


def free_slot_point(window: MainWindow, row: str) -> QPoint:
    """The middle of the row's next empty card place (a click there hits the row)."""
    snapshot = window.controller.snapshot
    layout = window.scene.table_layout
    assert layout is not None
    taken = len(snapshot.seats[snapshot.viewer].row(row).cards)
    slot = layout.seats[snapshot.viewer].rows[row][taken]
    return window.view.mapFromScene(slot.center())


def public_cards(hand: Hand) -> set[Card]:
    """Cards every player may see: confirmed rows of boards played face up."""
    return {
        card
        for seat, state in enumerate(hand.seats)
        if hand.is_over or not hand.is_simultaneous(seat)
        for row in state.rows.values()
        for card in row
    }
