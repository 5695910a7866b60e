"""Turns are easy to follow: the seat to act glows, another seat's new cards are marked
until the viewer moves and glide in one after another, the prompt says what is left to
do, each seat's header names its numbers, and the viewer can look at their own discards
(only their own)."""

from __future__ import annotations

from time import monotonic

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ofc_desktop.core.cards import Card
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.ui.main_window import MainWindow
from ofc_desktop.ui.models.snapshot import ROW_NAMES
from ofc_desktop.ui.table.glides import QUEUE_LIMIT_S
from ofc_desktop.ui.table.items import CardItem
from tests.ui.conftest import click, play_hand_as_the_human, start, wait_for_turn, zone_point

PINEAPPLE = RuleSet(variant=Variant.PINEAPPLE)


def _others_cards(window: MainWindow) -> set[Card]:
    snapshot = window.controller.snapshot
    return {
        card
        for seat in snapshot.seats
        if seat.seat != snapshot.viewer
        for row in seat.rows
        for card in row.cards
    }


def test_the_seat_to_act_glows(qtbot: QtBot, window: MainWindow) -> None:
    start(window, PINEAPPLE, "human,easy")
    wait_for_turn(qtbot, window)
    snapshot = window.controller.snapshot
    for seat in snapshot.seats:
        assert window.scene.decor[seat.seat].glow.isVisible() == seat.acting
    assert window.scene.decor[snapshot.viewer].glow.isVisible()
    play_hand_as_the_human(qtbot, window.controller)
    assert not any(decor.glow.isVisible() for decor in window.scene.decor.values())


def test_the_prompt_says_what_is_left_to_do(qtbot: QtBot, window: MainWindow) -> None:
    start(window, PINEAPPLE, "human,easy")
    wait_for_turn(qtbot, window)
    controller = window.controller
    assert controller.play_for_me(confirm=True)  # the first street: five cards
    wait_for_turn(qtbot, window)
    assert controller.snapshot.prompt == "Place 2 more cards and discard 1."
    held = controller.snapshot.held
    assert controller.place(held[0], "bottom")
    assert controller.snapshot.prompt == "Place 1 more card and discard 1."
    assert controller.discard(held[1])
    assert controller.snapshot.prompt == "Place 1 more card."
    assert controller.place(held[2], "bottom")
    assert controller.snapshot.prompt == "Confirm the street (Enter)."


def test_cards_placed_by_others_are_marked_until_the_viewer_moves(
    qtbot: QtBot, window: MainWindow
) -> None:
    start(window, PINEAPPLE, "human,easy,easy", seed=5)
    scene, controller = window.scene, window.controller
    for _street in range(2):
        wait_for_turn(qtbot, window)
        before = _others_cards(window)
        assert controller.play_for_me(confirm=True)
        wait_for_turn(qtbot, window)
        new = _others_cards(window) - before
        assert new  # the others played a street since
        assert scene.fresh == new
        assert {card for card, item in scene.cards.items() if item.fresh} == new
        held = controller.snapshot.held
        assert controller.place(held[0], "bottom")  # the viewer moves: the marks go
        assert scene.fresh == set()
        assert not any(item.fresh for item in scene.cards.values())
        assert controller.take_back(held[0])
    play_hand_as_the_human(qtbot, controller)
    assert scene.fresh == set()


def test_another_seats_cards_glide_in_one_after_another(qtbot: QtBot, window: MainWindow) -> None:
    window.set_options(window.options.with_changes(animation="normal"))
    assert window.scene.animation_ms == 200
    start(window, PINEAPPLE, "human,easy", seed=5)
    wait_for_turn(qtbot, window)
    assert window.controller.play_for_me(confirm=True)
    qtbot.waitUntil(lambda: bool(_others_cards(window)), timeout=20_000)
    scene = window.scene
    QApplication.processEvents()
    theirs = [scene.cards[card] for card in _others_cards(window)]
    assert len(theirs) == 5
    waiting = [item for item in theirs if not item.isVisible()]
    assert len(waiting) >= 3  # queued, each starting about 250 ms after the one before
    qtbot.waitUntil(lambda: all(item.isVisible() for item in theirs), timeout=5000)
    qtbot.waitUntil(lambda: not scene.is_animating(), timeout=5000)
    assert all(item.pos() == item.home for item in theirs)


def test_row_labels_wait_for_the_cards_they_name(qtbot: QtBot, window: MainWindow) -> None:
    """Another seat's labels name only the cards that have landed: while its first
    street glides in, its rows stay unnamed; once the cards land, the labels catch up."""
    window.set_options(window.options.with_changes(animation="slow"))
    start(window, PINEAPPLE, "human,easy", seed=5)
    scene, controller = window.scene, window.controller
    # Whoever acts first, the bot's first street comes before the person's second.
    qtbot.waitUntil(
        lambda: bool(_others_cards(window)) or controller.human_may_act(), timeout=20_000
    )
    if not _others_cards(window):
        assert controller.play_for_me(confirm=True)
        qtbot.waitUntil(lambda: bool(_others_cards(window)), timeout=20_000)
    QApplication.processEvents()
    viewer = controller.snapshot.viewer
    (bot,) = [seat.seat for seat in controller.snapshot.seats if seat.seat != viewer]
    labels = scene.decor[bot].labels

    def named() -> dict[str, str]:
        rows = controller.snapshot.seats[bot].rows
        return {row: snapshot.label for row, snapshot in zip(ROW_NAMES, rows, strict=True)}

    assert any(named().values())  # five cards make at least a high card somewhere
    assert all(labels[row].full_text == "" for row in ROW_NAMES)  # none landed yet
    qtbot.waitUntil(lambda: not scene.is_animating(), timeout=5000)
    qtbot.waitUntil(lambda: {r: labels[r].full_text for r in ROW_NAMES} == named(), timeout=2000)
    assert sum(len(row.cards) for row in controller.snapshot.seats[bot].rows) == 5


def test_a_table_of_bots_never_leaves_the_glides_behind(qtbot: QtBot, window: MainWindow) -> None:
    """Bots faster than the glides: every queued card starts within QUEUE_LIMIT_S, and a
    finished hand shows every board complete at once."""
    window.set_options(window.options.with_changes(animation="normal"))
    start(window, PINEAPPLE, "easy,easy,easy", seed=5)
    scene = window.scene
    latest = 0.0
    for _ in range(200):
        latest = max(latest, scene.glides.queue_until - monotonic())
        if window.controller.snapshot.hand_over:
            break
        qtbot.wait(10)
    assert latest <= QUEUE_LIMIT_S + 0.5  # the queue's last start, never further off
    qtbot.waitUntil(lambda: window.controller.snapshot.hand_over, timeout=30_000)
    QApplication.processEvents()
    boards = [
        scene.cards[card]
        for seat in window.controller.snapshot.seats
        for row in seat.rows
        for card in row.cards
    ]
    assert len(boards) == 3 * 13
    assert all(item.isVisible() for item in boards)  # none waiting its turn


def test_with_animations_off_cards_land_at_once(qtbot: QtBot, window: MainWindow) -> None:
    assert window.scene.animation_ms == 0
    start(window, PINEAPPLE, "easy,human", seed=5)
    wait_for_turn(qtbot, window)
    assert not window.scene.is_animating()
    items: list[CardItem] = list(window.scene.cards.values())
    assert all(item.isVisible() and item.pos() == item.home for item in items)


def test_the_header_names_the_match_score_and_the_hands_result(
    qtbot: QtBot, window: MainWindow
) -> None:
    start(window, PINEAPPLE, "human,easy")
    wait_for_turn(qtbot, window)
    for decor in window.scene.decor.values():
        assert decor.status.full_text.endswith("match +0")
    play_hand_as_the_human(qtbot, window.controller)
    snapshot = window.controller.snapshot
    results = dict(snapshot.result)
    for seat in snapshot.seats:
        status = window.scene.decor[seat.seat].status.full_text
        assert f"this hand {results[seat.name]:+d}" in status, status
        assert f"match {seat.score:+d}" in status, status


def test_the_viewer_sees_their_own_discards_and_nobody_elses(
    qtbot: QtBot, window: MainWindow
) -> None:
    start(window, PINEAPPLE, "human,easy")
    controller, scene = window.controller, window.scene
    discarded = []
    for _street in range(3):
        wait_for_turn(qtbot, window)
        assert controller.play_for_me(confirm=True)
        qtbot.waitUntil(lambda: not controller.thinking_for_me(), timeout=20_000)
        hand = controller.hand
        assert hand is not None
        discarded = list(hand.seats[controller.snapshot.viewer].discards)
    wait_for_turn(qtbot, window)
    snapshot = controller.snapshot
    assert len(discarded) == 2
    assert snapshot.own_discards == tuple(discarded)
    hand = controller.hand
    assert hand is not None
    theirs = {
        card
        for seat in range(len(hand.seats))
        if seat != snapshot.viewer
        for card in hand.seats[seat].discards
    }
    assert theirs and not theirs & set(snapshot.own_discards)
    assert scene.discard_pile.isVisible()
    click(window, zone_point(window, "discard"))
    fan = scene.discard_fan
    assert fan is not None and fan.cards == tuple(discarded)
    assert fan.isVisible()
    click(window, zone_point(window, "held"))
    assert scene.discard_fan is None
