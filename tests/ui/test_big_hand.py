"""A hand of 13 or more cards on the real table: two lines where the window shows felt
under the table, else one line that takes the felt beside the hand zone; every card in
sight, and the cards follow when the window changes shape."""

from __future__ import annotations

from itertools import combinations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.ui.main_window import MainWindow
from tests.ui.conftest import start, wait_for_turn

CLOSED = RuleSet(variant=Variant.CHINESE)


def held_rects(window: MainWindow) -> list[QRectF]:
    return [window.scene.card_rect(card) for card in window.controller.snapshot.held]


def in_sight(window: MainWindow) -> QRectF:
    return window.view.mapToScene(window.view.viewport().rect()).boundingRect()


def lines(rects: list[QRectF]) -> int:
    return len({round(rect.top()) for rect in rects})


def test_thirteen_cards_take_two_lines_where_the_felt_below_has_room(
    qtbot: QtBot, window: MainWindow
) -> None:
    start(window, CLOSED, "human,easy,easy,easy")  # a wide table: felt under it
    wait_for_turn(qtbot, window)
    qtbot.waitUntil(lambda: not window.scene.is_animating())
    rects = held_rects(window)
    assert len(rects) == 13 and lines(rects) == 2
    for a, b in combinations(rects, 2):
        assert not a.intersects(b)
    sight = in_sight(window)
    assert all(sight.contains(rect) for rect in rects)
    assert window.scene.zones["held"].rect().contains(rects[-1])  # a drop back lands there


def test_without_felt_below_the_line_takes_the_felt_beside_it(
    qtbot: QtBot, window: MainWindow
) -> None:
    start(window, CLOSED, "human,easy")
    wait_for_turn(qtbot, window)
    window.resize(1280, 640)  # wide and low: felt at the sides only
    QApplication.processEvents()
    qtbot.waitUntil(lambda: not window.scene.is_animating())
    rects = held_rects(window)
    assert lines(rects) == 1
    hand_zone = window.scene.table_layout.hand_zone if window.scene.table_layout else QRectF()
    assert rects[0].left() < hand_zone.left()  # reaching into the felt beside the zone
    assert all(in_sight(window).contains(rect) for rect in rects)

    window.resize(900, 900)  # tall: felt under the table, two lines
    QApplication.processEvents()
    qtbot.waitUntil(lambda: not window.scene.is_animating())
    rects = held_rects(window)
    assert lines(rects) == 2
    for a, b in combinations(rects, 2):
        assert not a.intersects(b)
    assert all(in_sight(window).contains(rect) for rect in rects)
