"""The table driven like a person: drags, clicks and keys on the real viewport, the
side panel's buttons, the match's start and end, and the command line. Every check is
made on the engine (the hand and the match), never on pixels."""

from __future__ import annotations

import itertools
from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from ofc_desktop.bots.solver import solve_fantasyland
from ofc_desktop.core.board import evaluate_board
from ofc_desktop.core.cards import Card, Suit
from ofc_desktop.core.hand import Hand, SeatState
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.ui.app import main
from ofc_desktop.ui.controller import TableController
from ofc_desktop.ui.main_window import MainWindow
from ofc_desktop.ui.models.setup import TableSetup, seats_from_kinds
from ofc_desktop.ui.models.snapshot import ROW_NAMES
from ofc_desktop.ui.table.items import WARNING
from ofc_desktop.ui.table.layout import CARD_HEIGHT, CARD_WIDTH
from tests.ui.conftest import (
    card_point,
    click,
    drag,
    free_slot_point,
    start,
    wait_for_turn,
    zone_point,
)

YOU = 0  # seats_from_kinds puts the first human, "You", in seat 0
CLASSIC = RuleSet(variant=Variant.CLASSIC)
PINEAPPLE = RuleSet(variant=Variant.PINEAPPLE)
CHINESE = RuleSet(variant=Variant.CHINESE, naturals=True, surrender=True)
LEFT = Qt.MouseButton.LeftButton


# ----- helpers ---------------------------------------------------------------------------


def the_hand(window: MainWindow) -> Hand:
    hand = window.controller.hand
    assert hand is not None
    return hand


def my_seat(window: MainWindow) -> SeatState:
    return the_hand(window).seats[YOU]


def engine_state(window: MainWindow) -> tuple[object, ...]:
    """Everything a move could change about the player's seat."""
    seat = my_seat(window)
    return (
        the_hand(window).board(YOU),
        tuple(seat.held()),
        tuple(seat.discards),
        dict(seat.street_cards),
        seat.street,
        seat.finished,
        len(the_hand(window).actions),
    )


def row_of(window: MainWindow, row: str) -> tuple[Card, ...]:
    return getattr(the_hand(window).board(YOU), row)


def felt_point(window: MainWindow) -> QPoint:
    """A point of bare felt: a card dropped there touches no zone and no seat's board."""
    layout = window.scene.table_layout
    assert layout is not None
    scene_rect = layout.scene_rect
    blocked = [zone.sceneBoundingRect() for zone in window.scene.zones.values()]
    blocked += [seat.block for seat in layout.seats.values()]
    step = CARD_WIDTH / 4
    y = scene_rect.top() + CARD_HEIGHT
    while y < scene_rect.bottom() - CARD_HEIGHT:
        x = scene_rect.left() + CARD_WIDTH
        while x < scene_rect.right() - CARD_WIDTH:
            card = QRectF(x - CARD_WIDTH, y - CARD_HEIGHT, 2 * CARD_WIDTH, 2 * CARD_HEIGHT)
            if not any(card.intersects(rect) for rect in blocked):
                return window.view.mapFromScene(QPointF(x, y))
            x += step
        y += step
    raise AssertionError("the table has no bare felt")


def opponent_point(window: MainWindow, seat: int) -> QPoint:
    layout = window.scene.table_layout
    assert layout is not None
    return window.view.mapFromScene(layout.seats[seat].block.center())


def press(qtbot: QtBot, button: QWidget) -> None:
    assert button.isEnabled(), button
    qtbot.mouseClick(button, LEFT)


def key(window: MainWindow, which: Qt.Key) -> None:
    """A key typed on the keyboard: it goes to the focused widget, the table view."""
    focused = QApplication.focusWidget()
    assert focused is window.view, f"the keyboard focus is on {focused!r}, not the table"
    QTest.keyClick(focused, which)


def play_out_hand(qtbot: QtBot, window: MainWindow) -> None:
    """Press Play for me on each of the player's turns until the hand is over, and
    Confirm after it when it only laid the street out."""

    def my_turn_or_over() -> bool:
        snapshot = window.controller.snapshot
        return bool(snapshot.targets) or snapshot.hand_over

    while True:
        qtbot.waitUntil(my_turn_or_over, timeout=20_000)
        if window.controller.snapshot.hand_over:
            return
        press(qtbot, window.panel.play_button)
        qtbot.waitUntil(lambda: not window.controller.thinking_for_me(), timeout=20_000)
        if window.panel.confirm_button.isEnabled():
            press(qtbot, window.panel.confirm_button)


def focus_view(qtbot: QtBot, window: MainWindow) -> None:
    window.activateWindow()
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus, timeout=2000)


def counting(signal: object) -> list[object]:
    seen: list[object] = []
    signal.connect(seen.append)  # type: ignore[attr-defined]
    return seen


# ----- 1-2: dragging --------------------------------------------------------------------


def test_a_held_card_dragged_onto_each_row_lands_in_that_row(
    qtbot: QtBot, window: MainWindow
) -> None:
    start(window, CLASSIC, seed=3)
    wait_for_turn(qtbot, window)
    held = list(window.controller.snapshot.held)
    assert len(held) == 5
    for card, row in zip(held, ROW_NAMES, strict=False):
        with qtbot.waitSignal(window.scene.placeRequested, timeout=1000) as blocker:
            drag(window, card_point(window, card), zone_point(window, row))
        assert blocker.args == [card, row]
        assert row_of(window, row) == (card,)
        assert card not in my_seat(window).held()
        item = window.scene.cards[card]
        assert item.pos() == item.home
        assert window.scene.zones[row].sceneBoundingRect().contains(item.sceneBoundingRect())
    assert len(my_seat(window).held()) == 2


def _assert_drop_refused(qtbot: QtBot, window: MainWindow, card: Card, at: QPoint) -> None:
    item = window.scene.cards[card]
    home = QPointF(item.home)
    before = engine_state(window)
    scene = window.scene
    with (
        qtbot.assertNotEmitted(scene.placeRequested, wait=0),
        qtbot.assertNotEmitted(scene.discardRequested, wait=0),
        qtbot.assertNotEmitted(scene.takeBackRequested, wait=0),
    ):
        drag(window, card_point(window, card), at)
    assert engine_state(window) == before
    assert item.home == home
    assert item.pos() == item.home
    assert window.controller.snapshot.location_of(card) == "held"


def test_illegal_drops_snap_back_and_change_nothing(qtbot: QtBot, window: MainWindow) -> None:
    start(window, CLASSIC, seed=3)
    wait_for_turn(qtbot, window)
    held = list(window.controller.snapshot.held)
    for card in held[:3]:
        with qtbot.waitSignal(window.scene.placeRequested, timeout=1000):
            drag(window, card_point(window, card), zone_point(window, "top"))
    assert row_of(window, "top") == tuple(held[:3])
    fourth = held[3]
    assert "top" not in window.controller.snapshot.targets_for(fourth)
    _assert_drop_refused(qtbot, window, fourth, zone_point(window, "top"))  # a full row
    _assert_drop_refused(qtbot, window, fourth, opponent_point(window, 1))  # not my board
    _assert_drop_refused(qtbot, window, fourth, felt_point(window))  # nowhere
    # The card is still fully playable afterwards.
    with qtbot.waitSignal(window.scene.placeRequested, timeout=1000):
        drag(window, card_point(window, fourth), zone_point(window, "bottom"))
    assert row_of(window, "bottom") == (fourth,)


# ----- 3: click and placement modes ----------------------------------------------------------


def test_click_a_card_then_a_row_and_the_placement_modes(qtbot: QtBot, window: MainWindow) -> None:
    start(window, CLASSIC, seed=3)
    wait_for_turn(qtbot, window)
    scene = window.scene
    first, second, third, fourth, _ = window.controller.snapshot.held
    assert scene.placement_mode == "both"

    click(window, card_point(window, first))
    assert scene.selected_card() == first
    with qtbot.waitSignal(scene.placeRequested, timeout=1000) as blocker:
        click(window, free_slot_point(window, "middle"))
    assert blocker.args == [first, "middle"]
    assert row_of(window, "middle") == (first,)

    click(window, felt_point(window))  # a click on the felt drops the selection
    assert scene.selected_card() is None

    scene.placement_mode = "drag"
    click(window, card_point(window, second))
    assert scene.selected_card() is None
    with qtbot.assertNotEmitted(scene.placeRequested, wait=0):
        click(window, free_slot_point(window, "bottom"))
    assert row_of(window, "bottom") == ()
    with qtbot.waitSignal(scene.placeRequested, timeout=1000):
        drag(window, card_point(window, second), zone_point(window, "bottom"))
    assert row_of(window, "bottom") == (second,)

    scene.placement_mode = "click"
    before = engine_state(window)
    item = scene.cards[third]
    with qtbot.assertNotEmitted(scene.placeRequested, wait=0):
        drag(window, card_point(window, third), zone_point(window, "top"))
    assert engine_state(window) == before
    assert item.pos() == item.home
    focus_view(qtbot, window)
    key(window, Qt.Key.Key_Escape)
    assert scene.selected_card() is None
    click(window, card_point(window, third))
    assert scene.selected_card() == third
    with qtbot.waitSignal(scene.placeRequested, timeout=1000):
        click(window, free_slot_point(window, "top"))
    assert row_of(window, "top") == (third,)
    click(window, card_point(window, fourth))
    click(window, card_point(window, fourth))  # a second click drops the selection
    assert scene.selected_card() is None
    with qtbot.assertNotEmitted(scene.placeRequested, wait=0):
        click(window, free_slot_point(window, "top"))
    assert fourth in my_seat(window).held()


# ----- 4: the keyboard ------------------------------------------------------------------------


def test_the_keyboard_places_discards_takes_back_undoes_and_confirms(
    qtbot: QtBot, window: MainWindow
) -> None:
    start(window, PINEAPPLE, seed=5)
    wait_for_turn(qtbot, window)
    focus_view(qtbot, window)
    scene = window.scene
    dealt = list(window.controller.snapshot.held)
    assert len(dealt) == 5

    key(window, Qt.Key.Key_Right)
    assert scene.selected_card() == dealt[0]
    key(window, Qt.Key.Key_Right)
    assert scene.selected_card() == dealt[1]
    key(window, Qt.Key.Key_Left)
    key(window, Qt.Key.Key_Left)  # wraps round to the last card
    assert scene.selected_card() == dealt[4]
    key(window, Qt.Key.Key_Escape)
    assert scene.selected_card() is None
    key(window, Qt.Key.Key_Right)
    assert scene.selected_card() == dealt[0]
    for pressed, row in (
        (Qt.Key.Key_1, "top"),
        (Qt.Key.Key_T, "top"),
        (Qt.Key.Key_2, "middle"),
        (Qt.Key.Key_M, "middle"),
        (Qt.Key.Key_3, "bottom"),
    ):
        card = scene.selected_card()
        assert card is not None and card in my_seat(window).held()
        key(window, pressed)
        assert card in row_of(window, row)
    assert my_seat(window).held() == []
    assert row_of(window, "top") == tuple(dealt[:2])
    assert row_of(window, "middle") == tuple(dealt[2:4])
    assert row_of(window, "bottom") == (dealt[4],)

    key(window, Qt.Key.Key_Right)  # nothing held: the arrows pick this street's cards
    assert scene.selected_card() == dealt[0]
    key(window, Qt.Key.Key_H)
    assert my_seat(window).held() == [dealt[0]]
    assert row_of(window, "top") == (dealt[1],)
    assert scene.selected_card() == dealt[0]
    key(window, Qt.Key.Key_B)
    assert row_of(window, "bottom") == (dealt[4], dealt[0])
    key(window, Qt.Key.Key_Backspace)  # undoes the last move only
    assert my_seat(window).held() == [dealt[0]]
    assert row_of(window, "bottom") == (dealt[4],)
    key(window, Qt.Key.Key_Return)  # incomplete: refused
    assert my_seat(window).street == 0
    key(window, Qt.Key.Key_Right)
    assert scene.selected_card() == dealt[0]
    key(window, Qt.Key.Key_3)
    assert row_of(window, "bottom") == (dealt[4], dealt[0])
    key(window, Qt.Key.Key_Return)
    assert my_seat(window).street == 1

    wait_for_turn(qtbot, window)
    focus_view(qtbot, window)
    second = list(window.controller.snapshot.held)
    assert len(second) == 3
    key(window, Qt.Key.Key_Right)
    assert scene.selected_card() == second[0]
    key(window, Qt.Key.Key_D)
    assert window.controller.snapshot.street_discards == (second[0],)
    assert scene.selected_card() == second[1]
    key(window, Qt.Key.Key_D)  # one discard a street: the second is refused
    assert my_seat(window).held() == second[1:]
    key(window, Qt.Key.Key_M)
    key(window, Qt.Key.Key_3)
    assert row_of(window, "middle") == (*dealt[2:4], second[1])
    assert row_of(window, "bottom") == (dealt[4], dealt[0], second[2])
    key(window, Qt.Key.Key_Enter)
    assert my_seat(window).street == 2
    assert my_seat(window).discards == [second[0]]


# ----- 5: undo, confirm and locked cards -------------------------------------------------------


def test_undo_restores_the_card_confirm_waits_for_a_full_street_and_locks_it(
    qtbot: QtBot, window: MainWindow
) -> None:
    start(window, CLASSIC, seed=3)
    wait_for_turn(qtbot, window)
    panel, scene = window.panel, window.scene
    held = list(window.controller.snapshot.held)
    rows = ("top", "middle", "middle", "bottom", "bottom")
    assert not panel.confirm_button.isEnabled()
    assert not panel.undo_button.isEnabled()
    for card, row in zip(held[:4], rows, strict=False):
        drag(window, card_point(window, card), zone_point(window, row))
        assert not panel.confirm_button.isEnabled()
    assert row_of(window, "bottom") == (held[3],)
    press(qtbot, panel.undo_button)
    assert row_of(window, "bottom") == ()
    assert held[3] in my_seat(window).held()
    assert window.controller.snapshot.location_of(held[3]) == "held"
    item = scene.cards[held[3]]
    assert item.pos() == item.home
    assert QRectF(item.sceneBoundingRect()).intersects(scene.zones["held"].sceneBoundingRect())
    for card in held[3:]:
        drag(window, card_point(window, card), zone_point(window, "bottom"))
    assert panel.confirm_button.isEnabled()
    press(qtbot, panel.confirm_button)
    assert my_seat(window).street == 1
    assert not panel.confirm_button.isEnabled()
    assert not panel.undo_button.isEnabled()
    board = the_hand(window).board(YOU)
    assert board.cards() == [held[0], held[1], held[2], held[3], held[4]]
    assert not set(held) & window.controller.snapshot.movable
    with qtbot.assertNotEmitted(scene.placeRequested, wait=0):
        drag(window, card_point(window, held[0]), zone_point(window, "middle"))
    wait_for_turn(qtbot, window)
    snapshot = window.controller.snapshot
    assert not set(held) & snapshot.movable
    assert snapshot.movable == frozenset(snapshot.held)
    before = engine_state(window)
    with (
        qtbot.assertNotEmitted(scene.placeRequested, wait=0),
        qtbot.assertNotEmitted(scene.takeBackRequested, wait=0),
    ):
        drag(window, card_point(window, held[1]), zone_point(window, "bottom"))
        drag(window, card_point(window, held[2]), zone_point(window, "held"))
    assert engine_state(window) == before
    assert the_hand(window).board(YOU) == board


# ----- 6: closed boards (Chinese poker, Fantasyland) ------------------------------------------


def _start_chinese(qtbot: QtBot, window: MainWindow, seed: int = 4) -> list[Card]:
    start(window, CHINESE, seed=seed)
    wait_for_turn(qtbot, window)
    held = list(window.controller.snapshot.held)
    assert len(held) == 13
    return held


def _item_order(window: MainWindow, cards: list[Card]) -> list[Card]:
    """The cards as the eye reads them: line by line, left to right."""

    def where(card: Card) -> tuple[float, float]:
        pos = window.scene.cards[card].pos()
        return (pos.y(), pos.x())

    return sorted(cards, key=where)


def test_thirteen_cards_show_in_a_fan_and_sort_without_touching_the_engine(
    qtbot: QtBot, window: MainWindow
) -> None:
    held = _start_chinese(qtbot, window)
    engine_held = my_seat(window).held()
    items = [window.scene.cards[c] for c in held]
    assert len({item.pos().y() for item in items}) == 1  # one line, overlapping as a fan
    xs = [item.pos().x() for item in items]
    assert xs == sorted(xs)
    assert all(b - a >= 0.6 * CARD_WIDTH for a, b in itertools.pairwise(xs))
    # Each card lies over the one before it, so every corner index is in sight.
    assert [item.zValue() for item in items] == sorted(item.zValue() for item in items)
    assert _item_order(window, held) == held  # dealt order at first

    press(qtbot, window.panel.sort_rank_button)
    by_rank = list(window.controller.snapshot.held)
    assert sorted(by_rank, key=str) == sorted(held, key=str)
    ranks = [int(c.rank or 15) for c in by_rank]
    assert ranks == sorted(ranks, reverse=True)
    assert _item_order(window, held) == by_rank
    assert my_seat(window).held() == engine_held

    press(qtbot, window.panel.sort_suit_button)
    by_suit = list(window.controller.snapshot.held)
    assert sorted(by_suit, key=str) == sorted(held, key=str)
    suits = [c.suit for c in by_suit]
    groups = [suit for i, suit in enumerate(suits) if i == 0 or suits[i - 1] != suit]
    assert len(groups) == len(set(groups))  # every suit in one run
    for suit in groups:
        run = [int(c.rank or 15) for c in by_suit if c.suit == suit]
        assert run == sorted(run, reverse=True)
    assert by_suit != by_rank
    assert _item_order(window, held) == by_suit
    assert my_seat(window).held() == engine_held
    assert my_seat(window).street_cards == dict.fromkeys(engine_held, "hand")


def test_arrange_for_me_sets_thirteen_cards_and_the_player_may_still_move_them(
    qtbot: QtBot, window: MainWindow
) -> None:
    _start_chinese(qtbot, window)
    scene, panel = window.scene, window.panel
    press(qtbot, panel.arrange_button)
    board = the_hand(window).board(YOU)
    assert board.is_complete
    assert my_seat(window).held() == []
    assert window.controller.snapshot.held == ()
    assert not my_seat(window).finished
    assert panel.confirm_button.isEnabled()

    top_card, middle_card = board.top[0], board.middle[0]
    with qtbot.waitSignal(scene.takeBackRequested, timeout=1000):
        drag(window, card_point(window, top_card), zone_point(window, "held"))
    assert my_seat(window).held() == [top_card]
    assert not panel.confirm_button.isEnabled()
    with qtbot.waitSignal(scene.placeRequested, timeout=1000) as blocker:
        drag(window, card_point(window, middle_card), zone_point(window, "top"))
    assert blocker.args == [middle_card, "top"]
    assert middle_card in row_of(window, "top")
    with qtbot.waitSignal(scene.placeRequested, timeout=1000):
        drag(window, card_point(window, top_card), zone_point(window, "middle"))
    assert top_card in row_of(window, "middle")
    press(qtbot, panel.confirm_button)
    assert my_seat(window).finished
    qtbot.waitUntil(lambda: window.controller.snapshot.hand_over, timeout=20_000)
    final = the_hand(window).board(YOU)
    assert middle_card in final.top and top_card in final.middle
    assert sorted(final.cards(), key=str) == sorted(board.cards(), key=str)


def test_play_for_me_sets_the_solvers_board_and_confirms_when_told_to(
    qtbot: QtBot, window: MainWindow
) -> None:
    assert window.options.play_for_me_confirms  # as the window fixture sets it
    held = _start_chinese(qtbot, window)
    press(qtbot, window.panel.play_button)
    assert my_seat(window).finished
    board = the_hand(window).board(YOU)
    assert board.is_complete
    evaluation = evaluate_board(board, CHINESE)
    assert not evaluation.fouled
    assert evaluation.total_royalty == solve_fantasyland(held, CHINESE).royalties
    assert window.controller.snapshot.targets == ()


def test_surrender_ends_the_players_hand(qtbot: QtBot, window: MainWindow) -> None:
    _start_chinese(qtbot, window)
    assert window.panel.surrender_button.isEnabled()
    press(qtbot, window.panel.surrender_button)
    assert my_seat(window).surrendered
    assert my_seat(window).finished
    assert window.controller.snapshot.targets == ()
    assert not window.panel.surrender_button.isEnabled()
    qtbot.waitUntil(lambda: window.controller.snapshot.hand_over, timeout=20_000)
    assert "Surrendered" in window.controller.snapshot.seats[YOU].status
    assert the_hand(window).seats[YOU].surrendered


def test_play_for_me_in_fantasyland_uses_the_exact_solver(qtbot: QtBot, window: MainWindow) -> None:
    start(window, PINEAPPLE, seed=11)
    play_out_hand(qtbot, window)
    match = window.controller.match
    assert match is not None and match.can_start_hand()
    match.fantasyland = {"You": 14}
    assert window.controller.next_hand()
    wait_for_turn(qtbot, window)
    assert YOU in the_hand(window).fantasyland
    cards = list(window.controller.snapshot.held)
    assert len(cards) == 14
    assert window.controller.snapshot.sets_whole_board
    window.set_options(window.options.with_changes(play_for_me_confirms=False))
    press(qtbot, window.panel.play_button)
    assert not my_seat(window).finished  # laid out for the player to look at
    assert window.controller.snapshot.held == ()
    press(qtbot, window.panel.confirm_button)
    assert my_seat(window).finished
    board = the_hand(window).board(YOU)
    assert board.is_complete
    assert len(my_seat(window).discards) == 1
    evaluation = evaluate_board(board, PINEAPPLE, in_fantasyland=True)
    assert not evaluation.fouled
    best = solve_fantasyland(cards, PINEAPPLE, stay_value=10.0)
    assert evaluation.total_royalty == best.royalties


# ----- 7-8: the side panel and the match ---------------------------------------------------------


def _panel_geometry(window: MainWindow) -> dict[str, QRect]:
    panel = window.panel
    widgets = {
        name: getattr(panel, name)
        for name in (
            "title",
            "prompt",
            "message",
            "confirm_button",
            "undo_button",
            "play_button",
            "arrange_button",
            "sort_rank_button",
            "sort_suit_button",
            "natural_button",
            "surrender_button",
            "next_button",
            "result",
        )
    }
    return {
        name: QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
        for name, widget in widgets.items()
    }


def test_side_controls_keep_their_places_through_a_hand(qtbot: QtBot, window: MainWindow) -> None:
    start(window, PINEAPPLE, seed=7)
    wait_for_turn(qtbot, window)
    QApplication.processEvents()
    before = _panel_geometry(window)
    focus_view(qtbot, window)
    key(window, Qt.Key.Key_Return)  # nothing placed: refused, with a message
    assert window.panel.message.text()
    QApplication.processEvents()
    assert _panel_geometry(window) == before
    play_out_hand(qtbot, window)
    QApplication.processEvents()
    assert window.controller.snapshot.hand_over
    assert window.panel.next_button.isEnabled()
    assert _panel_geometry(window) == before


def test_the_match_length_shows_and_its_end_is_announced(qtbot: QtBot, window: MainWindow) -> None:
    ended = counting(window.controller.matchEnded)
    start(window, CLASSIC, seed=2)
    assert "hand 1 of 2" in window.panel.title.text()
    play_out_hand(qtbot, window)
    assert not window.controller.snapshot.match_over
    assert window.panel.next_button.isEnabled()
    assert ended == []
    press(qtbot, window.panel.next_button)
    assert "hand 2 of 2" in window.panel.title.text()
    play_out_hand(qtbot, window)
    snapshot = window.controller.snapshot
    assert snapshot.match_over
    assert "The match is over" in window.panel.result.toPlainText()
    match = window.controller.match
    assert match is not None
    assert ended == [tuple(match.totals.items())]
    assert not window.panel.next_button.isEnabled()
    assert not window.next_action.isEnabled()
    assert not window.controller.next_hand()
    assert len(match.hands) == 2


# ----- 9-10: starting a match -------------------------------------------------------------------


def test_a_running_match_is_never_thrown_away_without_asking(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    start(window, CLASSIC, seed=3)
    wait_for_turn(qtbot, window)
    window.ask_before_abandoning = True
    first_match, first_hand = window.controller.match, window.controller.hand
    before = engine_state(window)
    answers: list[str] = []

    def answer(reply: QMessageBox.StandardButton) -> Callable[..., QMessageBox.StandardButton]:
        def question(*args: object, **kwargs: object) -> QMessageBox.StandardButton:
            answers.append(str(args[1]))
            return reply

        return question

    setup = TableSetup(PINEAPPLE, seats_from_kinds(["human", "easy"]), seed=9)
    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.No))
    assert window.start(setup) is False
    assert len(answers) == 1
    assert window.controller.match is first_match
    assert window.controller.hand is first_hand
    assert engine_state(window) == before

    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.Yes))
    assert window.start(setup) is True
    assert len(answers) == 2
    assert window.controller.match is not first_match
    assert window.controller.match is not None
    assert window.controller.match.rules.variant is Variant.PINEAPPLE


def test_impossible_tables_are_refused_with_a_message(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    warnings: list[str] = []
    monkeypatch.setattr(
        QMessageBox, "warning", lambda *args, **kwargs: warnings.append(str(args[2]))
    )
    start(window, CLASSIC, seed=3)
    window.ask_before_abandoning = True
    monkeypatch.setattr(
        QMessageBox,
        "question",
        lambda *args, **kwargs: pytest.fail(
            "asked to give up the match for a table that cannot be played"
        ),
    )
    match = window.controller.match
    four = TableSetup(PINEAPPLE, seats_from_kinds(["human", "easy", "easy", "easy"]), seed=1)
    assert window.start(four) is False
    assert len(warnings) == 1
    assert "at most 3" in warnings[0]
    assert "4" in warnings[0]
    assert window.controller.match is match

    window.ask_before_abandoning = False
    six = TableSetup(
        CLASSIC.with_changes(decks=2), seats_from_kinds(["human", *["beginner"] * 5]), seed=1
    )
    assert window.start(six) is True
    assert len(warnings) == 1
    assert window.controller.snapshot.seat_count == 6
    assert window.controller.match is not match


# ----- 11: the command line ---------------------------------------------------------------------


def test_help_prints_the_usage_without_opening_a_window(
    qapp: QApplication, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(
        "ofc_desktop.ui.launch.run", lambda *args, **kwargs: pytest.fail("--help opened the game")
    )
    windows = set(QApplication.topLevelWidgets())
    with pytest.raises(SystemExit) as stopped:
        main(["ofc-desktop", "--help"])
    assert stopped.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: ofc-desktop")
    for option in ("--self-test", "--screenshot", "--seats"):
        assert option in out
    assert set(QApplication.topLevelWidgets()) == windows


def test_an_unknown_seat_is_refused_with_one_clear_line(
    qapp: QApplication, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(
        "ofc_desktop.ui.launch.run",
        lambda *args, **kwargs: pytest.fail("a bad table opened the game"),
    )
    assert main(["ofc-desktop", "--seats", "human,wizard"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1
    assert "wizard" in lines[0]
    assert lines[0].startswith("ofc-desktop:")


# ----- 12-13: the window and the labels -----------------------------------------------------


class _Screen:
    """A screen of a chosen size, as ``MainWindow.fit_to_screen`` asks about it."""

    def __init__(self, available: QRect) -> None:
        self.available = available

    def availableGeometry(self) -> QRect:  # noqa: N802 - QScreen's name
        return QRect(self.available)


@pytest.mark.parametrize(
    "available",
    [
        pytest.param(QRect(0, 0, 1920, 1040), id="desktop-1920x1040"),
        pytest.param(QRect(0, 0, 1366, 728), id="laptop-1366x728"),
        pytest.param(QRect(0, 0, 1280, 680), id="small-laptop-1280x680"),
        pytest.param(QRect(0, 0, 1024, 560), id="netbook-1024x560"),
        pytest.param(QRect(0, 0, 800, 600), id="tiny-800x600"),
    ],
)
def test_the_window_opens_within_the_available_screen(qtbot: QtBot, available: QRect) -> None:
    controller = TableController(bot_delay_ms=0, auto_deal_ms=10**9)
    window = MainWindow(controller)
    qtbot.addWidget(window)
    window.screen = lambda: _Screen(available)  # type: ignore[method-assign]
    try:
        window.fit_to_screen()  # before show(), as the game opens its window
        window.show()
        qtbot.waitExposed(window)
        frame = window.frameGeometry()
        if frame == window.geometry():
            pytest.skip("this Qt platform draws no window frame")
        assert available.contains(frame), (frame, available)
    finally:
        controller.shut_down()


def test_at_the_minimum_size_the_players_cards_stay_in_sight(
    qtbot: QtBot, window: MainWindow
) -> None:
    held = _start_chinese(qtbot, window)  # 13 cards: the fullest hand area
    window.resize(window.minimumSize())
    assert window.minimumSize() == QSize(960, 600)
    qtbot.waitUntil(lambda: window.size() == QSize(960, 600), timeout=2000)
    QApplication.processEvents()
    viewport = window.view.viewport().rect()
    layout = window.scene.table_layout
    assert layout is not None
    wanted = [window.scene.card_rect(card) for card in held]
    wanted += [layout.hand_zone, *layout.seats[YOU].row_zones.values()]
    for rect in wanted:
        shown = window.view.mapFromScene(rect).boundingRect()
        assert viewport.contains(shown), (shown, viewport)


def test_every_row_shows_its_live_hand_and_every_seat_its_score(
    qtbot: QtBot, window: MainWindow
) -> None:
    start(window, CLASSIC, seed=3)  # the first street deals You a pair of nines
    wait_for_turn(qtbot, window)
    decor = window.scene.decor
    for seat in window.controller.snapshot.seats:
        assert decor[seat.seat].status.full_text.endswith("match +0"), decor[seat.seat].status
    held = list(window.controller.snapshot.held)
    pair = [c for c in held if sum(o.rank == c.rank for o in held) == 2]
    assert len(pair) == 2
    for card in pair:
        drag(window, card_point(window, card), zone_point(window, "bottom"))
    assert row_of(window, "bottom") == tuple(pair)
    label = decor[YOU].labels["bottom"].full_text
    assert label.startswith("Pair of"), label
    assert decor[YOU].labels["top"].full_text == ""
    single = next(c for c in held if c not in pair)
    drag(window, card_point(window, single), zone_point(window, "top"))
    assert decor[YOU].labels["top"].full_text != ""

    play_out_hand(qtbot, window)
    match = window.controller.match
    assert match is not None
    assert any(total != 0 for total in match.totals.values())
    for seat in window.controller.snapshot.seats:
        status = decor[seat.seat].status.full_text
        assert status.endswith(f"match {match.totals[seat.name]:+d}"), status


def test_a_row_that_beats_the_row_below_for_sure_is_flagged_and_confirming_asks(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Classic: a high-card middle on the first street, then a card above its best rank
    on top: the top already beats anything the middle can become."""
    window.set_options(window.options.with_changes(confirm_certain_foul=True))
    controller = window.controller
    for seed in range(1, 60):
        start(window, RuleSet(), seed=seed)
        wait_for_turn(qtbot, window)
        first = controller.snapshot.held
        ranks = [card.rank for card in first]
        if len(set(ranks)) < 5:
            continue  # a pair in the middle could still lose to the top: try another deal
        for card in first:
            assert controller.place(card, "middle")
        assert window.confirm_street()
        wait_for_turn(qtbot, window)
        (card,) = controller.snapshot.held
        if card.rank is not None and card.rank > max(r for r in ranks if r is not None):
            break
    else:
        pytest.fail("no deal in 60 seeds gave the needed cards")
    hand = controller.hand
    assert hand is not None
    seat = controller.snapshot.viewer
    assert controller.place(card, "top")
    snapshot = controller.snapshot
    assert snapshot.certain_foul
    assert snapshot.seats[seat].rows[0].warning
    assert window.scene.decor[seat].labels["top"].brush().color() == WARNING
    asked: list[str] = []

    def answer(*args: object) -> QMessageBox.StandardButton:
        asked.append(str(args[1]))
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", answer)
    street = hand.seats[seat].street
    assert not window.confirm_street()
    assert asked == ["This board will foul"]
    assert hand.seats[seat].street == street
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Yes)
    assert window.confirm_street()
    assert hand.seats[seat].street == street + 1


def test_table_options_restyle_the_cards_at_once(qtbot: QtBot, window: MainWindow) -> None:
    start(window, RuleSet(), seed=4)
    wait_for_turn(qtbot, window)
    items = window.scene.cards
    before = {card: items[card].pixmap().toImage() for card in items}
    window.set_options(window.options.with_changes(four_colour_deck=True))
    changed = {card for card in items if items[card].pixmap().toImage() != before[card]}
    assert changed and changed == {c for c in items if c.suit in (Suit.CLUBS, Suit.DIAMONDS)}
    assert window.four_colour_action.isChecked()
    window.set_options(window.options.with_changes(placement_mode="click", animation="slow"))
    assert (window.scene.placement_mode, window.scene.animation_ms) == ("click", 350)
    checked = [a.data() for a in window.placement_group.actions() if a.isChecked()]
    assert checked == ["click"]
