"""The table's keys and clicks, driven like a person on the real viewport: the focus
leaves the table with Tab, Ctrl+Tab and F6; the row keys play a lone card; a click on
a row where a card of this street sits places the selected card; a drop goes to the
zone under the pointer, never a neighbour. Checks are made on the engine."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from ofc_desktop.core.cards import Card
from ofc_desktop.core.hand import Hand, SeatState
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.ui.main_window import MainWindow
from ofc_desktop.ui.table.items import DROP_ACCEPT, DROP_NONE, DROP_REFUSE
from ofc_desktop.ui.table.layout import CARD_WIDTH
from tests.ui.conftest import (
    card_point,
    click,
    drag,
    drag_steps,
    free_slot_point,
    play_for_me_and_wait,
    release,
    start,
    wait_for_turn,
    zone_point,
)

YOU = 0
CLASSIC = RuleSet(variant=Variant.CLASSIC)
PINEAPPLE = RuleSet(variant=Variant.PINEAPPLE)
ROW_KEY = {"top": Qt.Key.Key_1, "middle": Qt.Key.Key_2, "bottom": Qt.Key.Key_3}
NO_MODIFIER = Qt.KeyboardModifier.NoModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
CTRL = Qt.KeyboardModifier.ControlModifier


def the_hand(window: MainWindow) -> Hand:
    hand = window.controller.hand
    assert hand is not None
    return hand


def my_seat(window: MainWindow) -> SeatState:
    return the_hand(window).seats[YOU]


def row_of(window: MainWindow, row: str) -> tuple[Card, ...]:
    return tuple(getattr(the_hand(window).board(YOU), row))


def focus_view(qtbot: QtBot, window: MainWindow) -> None:
    window.activateWindow()
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus, timeout=2000)


def type_key(key: Qt.Key, modifiers: Qt.KeyboardModifier = NO_MODIFIER) -> QWidget:
    """A key typed on the keyboard: it goes to the focused widget. Returns that widget."""
    focused = QApplication.focusWidget()
    assert focused is not None
    QTest.keyClick(focused, key, modifiers)
    return focused


def focus_is_outside_the_table(window: MainWindow) -> QWidget:
    focused = QApplication.focusWidget()
    assert focused is not None
    assert focused is not window.view and not window.view.isAncestorOf(focused), focused
    assert window.panel.isAncestorOf(focused), f"the focus went to {focused!r}"
    return focused


def free_hand_point(window: MainWindow) -> QPoint:
    """A point of the hand zone with no card on it (the held cards sit in its middle)."""
    layout = window.scene.table_layout
    assert layout is not None
    zone = layout.hand_zone
    return window.view.mapFromScene(QPointF(zone.left() + 0.3 * CARD_WIDTH, zone.center().y()))


def slot_point(window: MainWindow, row: str, index: int) -> QPoint:
    layout = window.scene.table_layout
    assert layout is not None
    return window.view.mapFromScene(layout.seats[YOU].rows[row][index].center())


def engine_state(window: MainWindow) -> tuple[object, ...]:
    seat = my_seat(window)
    return (
        the_hand(window).board(YOU),
        tuple(seat.held()),
        tuple(seat.discards),
        len(the_hand(window).actions),
    )


# ----- the focus leaves the table ----------------------------------------------------------


def test_tab_and_shift_tab_leave_the_table_and_come_back(qtbot: QtBot, window: MainWindow) -> None:
    start(window, PINEAPPLE, seed=5)
    wait_for_turn(qtbot, window)
    focus_view(qtbot, window)
    type_key(Qt.Key.Key_Right)
    selected = window.scene.selected_card()
    assert selected is not None

    type_key(Qt.Key.Key_Tab)
    focus_is_outside_the_table(window)
    assert window.scene.selected_card() == selected  # Tab picked no card
    type_key(Qt.Key.Key_Backtab, SHIFT)  # what Shift+Tab types
    assert window.view.hasFocus()
    assert window.scene.selected_card() == selected


def test_f6_and_ctrl_tab_leave_the_table_too(qtbot: QtBot, window: MainWindow) -> None:
    start(window, PINEAPPLE, seed=5)
    wait_for_turn(qtbot, window)
    focus_view(qtbot, window)

    type_key(Qt.Key.Key_F6)
    focus_is_outside_the_table(window)
    focus_view(qtbot, window)
    type_key(Qt.Key.Key_F6, SHIFT)
    focused = QApplication.focusWidget()
    assert focused is not None and focused is not window.view
    assert not window.view.isAncestorOf(focused)

    focus_view(qtbot, window)
    type_key(Qt.Key.Key_Tab, CTRL)
    after_ctrl_tab = focus_is_outside_the_table(window)
    focus_view(qtbot, window)
    type_key(Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is after_ctrl_tab  # the same way as Tab
    focus_view(qtbot, window)
    type_key(Qt.Key.Key_Backtab, CTRL | SHIFT)
    assert not window.view.hasFocus()
    assert window.scene.selected_card() is None  # none of these keys picked a card
    assert my_seat(window).held() == list(window.controller.snapshot.held)


def test_the_arrow_keys_still_move_among_the_cards(qtbot: QtBot, window: MainWindow) -> None:
    start(window, PINEAPPLE, seed=5)
    wait_for_turn(qtbot, window)
    focus_view(qtbot, window)
    dealt = list(window.controller.snapshot.held)
    type_key(Qt.Key.Key_Right)
    type_key(Qt.Key.Key_Right)
    assert window.scene.selected_card() == dealt[1]
    type_key(Qt.Key.Key_Left)
    assert window.scene.selected_card() == dealt[0]
    assert window.view.hasFocus()


# ----- the row keys play a lone card ------------------------------------------------------------


def test_a_lone_dealt_card_comes_selected_and_the_row_keys_play_it(
    qtbot: QtBot, window: MainWindow
) -> None:
    start(window, CLASSIC, seed=3)
    wait_for_turn(qtbot, window)
    play_for_me_and_wait(qtbot, window.controller, confirm=True)
    wait_for_turn(qtbot, window)
    focus_view(qtbot, window)
    (card,) = window.controller.snapshot.held
    assert my_seat(window).street == 1
    assert window.scene.selected_card() == card  # the only card: selected on the deal
    click(window, card_point(window, card))  # a click keeps a card the table selected
    assert window.scene.selected_card() == card
    click(window, card_point(window, card))  # and a second click drops it
    assert window.scene.selected_card() is None

    row = sorted(window.controller.snapshot.targets_for(card) & set(ROW_KEY))[0]
    before = row_of(window, row)
    type_key(ROW_KEY[row])  # nothing selected: the key plays the only card in hand
    assert row_of(window, row) == (*before, card)
    assert my_seat(window).held() == []

    type_key(Qt.Key.Key_Backspace)  # undone: back in hand, not selected
    assert my_seat(window).held() == [card]
    assert window.scene.selected_card() is None
    type_key(ROW_KEY[row])
    assert row_of(window, row) == (*before, card)
    type_key(Qt.Key.Key_Return)
    assert my_seat(window).street == 2


def test_the_letter_keys_play_the_last_card_in_hand(qtbot: QtBot, window: MainWindow) -> None:
    start(window, CLASSIC, seed=3)
    wait_for_turn(qtbot, window)
    focus_view(qtbot, window)
    dealt = list(window.controller.snapshot.held)
    for card, row in zip(dealt[:4], ("top", "middle", "middle", "bottom"), strict=True):
        click(window, card_point(window, card))
        click(window, free_slot_point(window, row))
        assert card in row_of(window, row)
    assert my_seat(window).held() == [dealt[4]]
    assert window.scene.selected_card() is None
    type_key(Qt.Key.Key_B)
    assert row_of(window, "bottom") == (dealt[3], dealt[4])
    assert my_seat(window).held() == []


# ----- a click on a row that holds a card of this street --------------------------------------


def test_a_click_on_a_card_placed_this_street_places_the_selected_card_there(
    qtbot: QtBot, window: MainWindow
) -> None:
    start(window, CLASSIC, seed=3)
    wait_for_turn(qtbot, window)
    first, second, third, fourth, fifth = window.controller.snapshot.held
    scene = window.scene

    click(window, card_point(window, first))
    click(window, free_slot_point(window, "middle"))
    assert row_of(window, "middle") == (first,)
    click(window, card_point(window, second))
    assert scene.selected_card() == second
    click(window, slot_point(window, "middle", 0))  # on the first card, not a free slot
    assert row_of(window, "middle") == (first, second)
    assert second not in my_seat(window).held()
    assert scene.selected_card() is None

    click(window, card_point(window, first))  # nothing selected: the click picks it up
    assert scene.selected_card() == first
    click(window, free_hand_point(window))  # and the hand takes it back
    assert first in my_seat(window).held()
    assert row_of(window, "middle") == (second,)

    for card in (third, fourth, fifth):  # the top row fills up
        click(window, card_point(window, card))
        click(window, free_slot_point(window, "top"))
    assert row_of(window, "top") == (third, fourth, fifth)
    click(window, card_point(window, first))
    before = engine_state(window)
    click(window, slot_point(window, "top", 1))  # a full row: the click picks its card
    assert engine_state(window) == before
    assert scene.selected_card() == fourth


# ----- drops go where the pointer is -------------------------------------------------------------


def _fill_the_top_row(qtbot: QtBot, window: MainWindow) -> list[Card]:
    start(window, PINEAPPLE, seed=5)
    wait_for_turn(qtbot, window)
    dealt = list(window.controller.snapshot.held)
    for card in dealt[:3]:
        drag(window, card_point(window, card), zone_point(window, "top"))
    assert row_of(window, "top") == tuple(dealt[:3])
    return dealt


def test_a_drop_just_off_the_centre_of_a_full_row_is_refused(
    qtbot: QtBot, window: MainWindow
) -> None:
    dealt = _fill_the_top_row(qtbot, window)
    card = dealt[3]
    scene = window.scene
    item = scene.cards[card]
    before = engine_state(window)
    below_centre = zone_point(window, "top") + QPoint(0, 5)
    assert scene.zones["top"].holds(window.view.mapToScene(below_centre))

    drag_steps(window, card_point(window, card), below_centre, steps=10)
    assert scene.zones["top"].drop_state == DROP_REFUSE  # full: shown refusing
    assert scene.zones["middle"].drop_state == DROP_NONE  # the neighbour stays quiet
    assert scene.zones["middle"].highlighted  # still marked as a legal row
    with qtbot.assertNotEmitted(scene.placeRequested, wait=0):
        release(window, below_centre)
    assert engine_state(window) == before
    assert my_seat(window).held() == dealt[3:]
    assert row_of(window, "middle") == ()
    assert item.pos() == item.home
    assert all(zone.drop_state == DROP_NONE for zone in scene.zones.values())


def test_a_drop_just_off_the_centre_of_a_free_row_lands_there(
    qtbot: QtBot, window: MainWindow
) -> None:
    dealt = _fill_the_top_row(qtbot, window)
    card = dealt[3]
    scene = window.scene
    above_centre = zone_point(window, "middle") - QPoint(7, 6)

    drag_steps(window, card_point(window, card), above_centre, steps=10)
    assert scene.zones["middle"].drop_state == DROP_ACCEPT
    assert scene.zones["top"].drop_state == DROP_NONE
    with qtbot.waitSignal(scene.placeRequested, timeout=1000) as blocker:
        release(window, above_centre)
    assert blocker.args == [card, "middle"]
    assert row_of(window, "middle") == (card,)
    assert row_of(window, "top") == tuple(dealt[:3])
    assert all(zone.drop_state == DROP_NONE for zone in scene.zones.values())


def test_a_drop_goes_by_the_pointer_not_by_the_card(qtbot: QtBot, window: MainWindow) -> None:
    """Held by its corner, most of the card lies over the middle row while the pointer
    is on the bottom row: the card goes to the bottom row."""
    start(window, CLASSIC, seed=3)
    wait_for_turn(qtbot, window)
    card = window.controller.snapshot.held[0]
    item_rect = window.scene.card_rect(card)
    corner = window.view.mapFromScene(item_rect.bottomRight()) - QPoint(3, 3)
    bottom = window.scene.zones["bottom"].sceneBoundingRect()
    target = window.view.mapFromScene(bottom.center().x(), bottom.top() + 12)
    with qtbot.waitSignal(window.scene.placeRequested, timeout=1000) as blocker:
        drag(window, corner, target)
    assert blocker.args == [card, "bottom"]
    assert row_of(window, "bottom") == (card,)


def test_a_drag_begun_on_a_locked_card_places_nothing(qtbot: QtBot, window: MainWindow) -> None:
    """With the lone card selected, a press on the board counts as a click on the row
    only when no drag follows."""
    start(window, CLASSIC, seed=3)
    wait_for_turn(qtbot, window)
    play_for_me_and_wait(qtbot, window.controller, confirm=True)
    wait_for_turn(qtbot, window)
    (card,) = window.controller.snapshot.held
    assert window.scene.selected_card() == card
    locked = row_of(window, "bottom")[0]
    before = engine_state(window)
    with qtbot.assertNotEmitted(window.scene.placeRequested, wait=0):
        drag(window, card_point(window, locked), zone_point(window, "middle"))
    assert engine_state(window) == before
    assert my_seat(window).held() == [card]
