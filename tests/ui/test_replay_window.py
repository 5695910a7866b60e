"""The replay window: every step shows exactly the cards that were on the table then,
never another seat's discards; the buttons, the slider and the keys step through it,
and the last step opens the score review."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from ofc_desktop.core.actions import Confirm, Surrender, perform
from ofc_desktop.core.cards import Card
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.history import (
    HistoryError,
    _new_hand,
    hand_seats,
    read_actions,
    read_start,
)
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.ui.models.options import TableOptions
from ofc_desktop.ui.models.settlement_model import signed
from ofc_desktop.ui.panels.replay_window import ReplayWindow
from ofc_desktop.ui.panels.table_review import Step
from tests.ui.test_history_browser import VIEWER, played_hands, played_matches

STILL = TableOptions(animation="off")


def _visible(hand: Hand, viewer: int | None) -> set[Card]:
    """What a spectator sitting at ``viewer`` may see of the table now, worked out from
    the private hand: the viewer's board and held cards, every face-up board."""
    cards: set[Card] = set()
    for seat, state in enumerate(hand.seats):
        if seat == viewer:
            cards.update(hand.board(seat).cards())
            cards.update(state.held())
        elif hand.is_over or not hand.is_simultaneous(seat):
            cards.update(hand.board(seat).cards())
    return cards


def private_steps(
    record: Mapping[str, Any], viewer: int | None
) -> Iterator[tuple[Hand, set[Card]]]:
    """The private hand at the deal and after every confirmed street or surrender,
    with the cards its viewer may see there."""
    start = read_start(record)
    hand = _new_hand(start)
    hand.start()
    yield hand, _visible(hand, viewer)
    actions = read_actions(record)
    for number, action in enumerate(actions, start=1):
        perform(hand, action)
        if isinstance(action, Confirm | Surrender) or number == len(actions):
            yield hand, _visible(hand, viewer)


def others_discards(record: Mapping[str, Any], viewer: int | None) -> set[Card]:
    start = read_start(record)
    hand = _new_hand(start)
    hand.start()
    for action in read_actions(record):
        perform(hand, action)
    return {
        card for seat, state in enumerate(hand.seats) if seat != viewer for card in state.discards
    }


def open_replay(
    qtbot: QtBot, record: Mapping[str, Any], viewer_name: str | None = VIEWER
) -> ReplayWindow:
    window = ReplayWindow(record, viewer_name, STILL)
    qtbot.addWidget(window)
    return window


def test_every_step_shows_exactly_the_cards_on_the_table(qtbot: QtBot) -> None:
    variants = set()
    for record in played_hands():
        names = [seat.name for seat in hand_seats(record)]
        viewer_name = VIEWER if VIEWER in names else None
        viewer = names.index(VIEWER) if VIEWER in names else None
        window = open_replay(qtbot, record, viewer_name)
        hidden = others_discards(record, viewer)
        expected = [cards for _hand, cards in private_steps(record, viewer)]
        assert len(window.steps) == len(expected)
        for step, cards in enumerate(expected):
            window.show_step(step)
            assert set(window.scene.cards) == cards, (record["hand_number"], step)
            assert not hidden & set(window.scene.cards)
        # The end: every board of the record, whole.
        assert set(window.scene.cards) >= {
            card for seat in range(len(names)) for card in _record_board(record, seat)
        }
        variants.add(record["rules"]["variant"])
        window.close()
    assert variants == {variant.value for variant in Variant}


def _record_board(record: Mapping[str, Any], seat: int) -> list[Card]:
    start = read_start(record)
    hand = _new_hand(start)
    hand.start()
    for action in read_actions(record):
        perform(hand, action)
    return hand.board(seat).cards()


def test_the_buttons_the_slider_and_the_keys_step_through_the_hand(qtbot: QtBot) -> None:
    match = next(
        m for m in played_matches() if m.rules["variant"] == "pineapple" and len(m.seats) == 3
    )
    record = match.hands[1]
    window = open_replay(qtbot, record)
    window.show()
    qtbot.waitExposed(window)
    assert window.windowTitle() == "Replay — hand 2, Pineapple"
    last = window.last_step
    assert last >= 5 and window.step == 0
    assert not window.back_button.isEnabled() and not window.review_overlay.isVisible()
    qtbot.mouseClick(window.forward_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.forward_button, Qt.MouseButton.LeftButton)
    assert window.step == 2 and window.slider.value() == 2
    qtbot.mouseClick(window.back_button, Qt.MouseButton.LeftButton)
    assert window.step == 1
    qtbot.keyClick(window, Qt.Key.Key_Right)
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.step == 3
    qtbot.keyClick(window, Qt.Key.Key_Left)
    assert window.step == 2
    window.slider.setFocus()
    qtbot.keyClick(window.slider, Qt.Key.Key_Right)
    assert window.step == 3 and window.slider.value() == 3
    window.slider.setValue(4)
    assert window.step == 4 and "sets street" in window.caption.text()
    qtbot.mouseClick(window.last_button, Qt.MouseButton.LeftButton)
    assert window.step == last and not window.forward_button.isEnabled()
    # The last step opens the score review on the hand's settlement.
    assert window.review_overlay.isVisible() and window.review_button.isChecked()
    players = [seat["name"] for seat in record["seats"]]
    summary = window.review.summary_model
    assert summary.rowCount() == len(players)
    assert "The hand is over" in window.caption.text()
    qtbot.keyClick(window, Qt.Key.Key_Right)  # nothing past the end
    assert window.step == last
    qtbot.mouseClick(window.review_button, Qt.MouseButton.LeftButton)
    assert not window.review_overlay.isVisible()
    qtbot.mouseClick(window.review_button, Qt.MouseButton.LeftButton)
    assert window.review_overlay.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_Home)
    assert window.step == 0 and not window.review_overlay.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_End)
    assert window.step == last and window.review_overlay.isVisible()
    qtbot.mouseClick(window.first_button, Qt.MouseButton.LeftButton)
    assert window.step == 0


def test_a_hot_seat_replay_shows_nobodys_held_cards(qtbot: QtBot) -> None:
    match = next(m for m in played_matches() if m.seats[0]["name"] == "Ann")
    record = match.hands[0]
    window = open_replay(qtbot, record, viewer_name=None)
    for step in range(window.last_step + 1):
        window.show_step(step)
        assert window.snapshot.held == () and window.snapshot.street_discards == ()
    assert set(window.public_record["dealt"].split()) >= {"??"}


def test_an_unfinished_hand_is_refused() -> None:
    hand = Hand(RuleSet(), [VIEWER, "Bob"], seed=3)
    hand.start()
    from ofc_desktop.core.history import hand_to_record

    with pytest.raises(HistoryError):
        ReplayWindow(hand_to_record(hand), VIEWER)


def test_a_replayed_hand_is_reviewed_on_the_table_like_a_live_one(qtbot: QtBot) -> None:
    for record in played_hands()[:6]:
        window = open_replay(qtbot, record)
        window.show()
        window.open_review()
        window.review_overlay.on_table_button.click()
        assert window.review_bar.isVisible() and not window.review_overlay.isVisible()
        assert window.table_review.step == Step(0, 0)  # it opens on the first row
        settlement = window.snapshot.settlement
        assert settlement is not None
        window.review_bar.all_button.click()
        pair = window.table_review.pairs[0]
        texts = window.annotations.texts()
        a, b = pair.players
        assert f"{signed(pair.total)} against {b}" in texts
        assert f"{signed(-pair.total)} against {a}" in texts
        window.show_step(0)  # back to the deal: the marks go
        assert not window.annotations.items and not window.review_bar.isVisible()
        window.close()
