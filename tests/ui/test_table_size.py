"""The table uses the window: cards are large enough to read at common window sizes,
row labels get the free felt beside the rows, and the score review docks under the
table instead of hiding the player's own board."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.ui.main_window import MainWindow
from ofc_desktop.ui.table.items import CardItem
from tests.ui.conftest import play_hand_as_the_human, start, wait_for_turn

SEATS = {2: "human,easy", 3: "human,easy,easy", 6: "human,easy,easy,easy,easy,easy"}
SIZES = [(1600, 1000), (1280, 800), (1024, 768)]
# The least card width on screen, in pixels, where there is one.
LEAST_WIDTH = {(2, 1600, 1000): 75, (6, 1280, 800): 40}


def _rules(seats: int) -> RuleSet:
    return RuleSet(variant=Variant.PINEAPPLE, decks=2 if seats > 4 else 1)


def _resize(window: MainWindow, width: int, height: int) -> None:
    window.resize(width, height)
    QApplication.processEvents()
    QApplication.processEvents()


def _on_screen(window: MainWindow, item: CardItem) -> QRect:
    return window.view.mapFromScene(item.sceneBoundingRect()).boundingRect()


@pytest.mark.parametrize("seats", sorted(SEATS))
@pytest.mark.parametrize(("width", "height"), SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_cards_are_large_enough_to_read(
    qtbot: QtBot, window: MainWindow, seats: int, width: int, height: int
) -> None:
    start(window, _rules(seats), SEATS[seats])
    wait_for_turn(qtbot, window)
    _resize(window, width, height)
    assert window.width() == width and window.height() == height
    items = list(window.scene.cards.values())
    assert items
    widths = {_on_screen(window, item).width() for item in items}
    least = LEAST_WIDTH.get((seats, width, height), 0)
    assert min(widths) >= least, (seats, width, height, widths)
    # Every card of the table is in sight.
    viewport = window.view.viewport().rect()
    for item in items:
        assert viewport.contains(_on_screen(window, item)), item.card


def test_a_long_row_label_is_not_cut_at_a_large_window(qtbot: QtBot, window: MainWindow) -> None:
    start(window, _rules(2), SEATS[2])
    wait_for_turn(qtbot, window)
    _resize(window, 1600, 1000)
    scene = window.scene
    for seat in (0, 1):
        label = scene.decor[seat].labels["bottom"]
        label.show_text("Full house, Jacks over Fours", suffix="  +12")
        assert not label.is_elided(), (seat, label.text())
        assert label.shown_text == label.full_text
        assert "\n" not in label.text()


def test_labels_wrap_before_they_are_cut_at_a_full_table(qtbot: QtBot, window: MainWindow) -> None:
    start(window, _rules(6), SEATS[6])
    wait_for_turn(qtbot, window)
    _resize(window, 1280, 800)
    label = window.scene.decor[1].labels["middle"]
    label.show_text("Two pair, Kings and Queens")
    assert not label.is_elided(), label.text()
    label.show_text("Full house, Jacks over Fours", suffix="  +12")
    assert label.text().endswith("+12")  # the royalty is never cut off


def test_the_review_leaves_the_players_own_board_in_sight(qtbot: QtBot, window: MainWindow) -> None:
    start(window, _rules(3), SEATS[3])
    _resize(window, 1280, 800)
    play_hand_as_the_human(qtbot, window.controller)
    qtbot.waitUntil(window.review_overlay.isVisible, timeout=5000)
    QApplication.processEvents()
    snapshot = window.controller.snapshot
    own = [card for row in snapshot.seats[snapshot.viewer].rows for card in row.cards]
    assert len(own) == 13
    viewport = window.view.viewport()
    review = window.review_overlay
    review_on_viewport = QRect(
        viewport.mapFrom(window, review.mapTo(window, review.rect().topLeft())), review.size()
    )
    for card in own:
        rect = _on_screen(window, window.scene.cards[card])
        assert viewport.rect().contains(rect), card
        assert not rect.intersects(review_on_viewport), card
    # Closing the review gives the table its room back.
    before = _on_screen(window, window.scene.cards[own[0]]).width()
    window.review_action.setChecked(False)
    QApplication.processEvents()
    assert not review.isVisible()
    assert _on_screen(window, window.scene.cards[own[0]]).width() > before
    window.review_action.setChecked(True)
    QApplication.processEvents()
    assert review.isVisible()
