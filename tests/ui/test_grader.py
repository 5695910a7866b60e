"""The grader of finished hands: a human's deliberate mistake becomes a drill in the
background, under the hand's fingerprint; nothing is graded with the setting off; and
no hand is ever graded twice."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ofc_desktop.bots.analysis import rank_placements
from ofc_desktop.bots.seats import BotSeat
from ofc_desktop.core.decision import apply_decision
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.history import SeatInfo, hand_to_record
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.core.view import view_for
from ofc_desktop.persistence.drill_store import DrillStore
from ofc_desktop.persistence.history_db import HistoryDatabase
from ofc_desktop.persistence.paths import data_paths
from ofc_desktop.ui.controller import TableController
from ofc_desktop.ui.drills.grader import HandGrader
from ofc_desktop.ui.main_window import MainWindow
from ofc_desktop.ui.models.setup import TableSetup, seats_from_kinds
from ofc_desktop.ui.storage import Storage
from tests.ui.conftest import play_hand_as_the_human

PINEAPPLE = RuleSet(variant=Variant.PINEAPPLE)
BAD_STREET = 1


def hand_with_a_mistake(bots_only: bool = False) -> dict[str, object]:
    """A stored-style record of a Pineapple hand where bob (a person) makes the worst
    play of the second street."""
    hand = Hand(PINEAPPLE, ["ann", "bob"], seed=5)
    hand.start()
    bots = [BotSeat("ann", "easy"), BotSeat("bob", "easy")]
    while not hand.is_over:
        seat = hand.acting_seats()[0]
        view = view_for(hand, seat)
        if seat == 1 and view.street == BAD_STREET:
            decision = rank_placements(view, samples=64, top=1000)[-1].decision
        else:
            decision = bots[seat].decide(view)
        apply_decision(hand, seat, decision)
    bob = SeatInfo("bob", "bot", "easy") if bots_only else SeatInfo("bob")
    record = hand_to_record(hand, [SeatInfo("ann", "bot", "easy"), bob])
    del record["seed"]  # as the storage keeps it
    return record


@pytest.fixture
def history(tmp_path: Path) -> Iterator[HistoryDatabase]:
    with HistoryDatabase(tmp_path / "history.sqlite3") as database:
        yield database


def store_hand(history: HistoryDatabase, record: dict[str, object]) -> str:
    seats = record["seats"]
    assert isinstance(seats, list)
    match_id = history.add_match(PINEAPPLE.to_dict(), seats)
    hand_id = history.add_hand(match_id, record)
    rows = history.fetch_all("SELECT fingerprint FROM hands WHERE id = ?", (hand_id,))
    return str(rows[0][0])


def test_a_humans_mistake_becomes_a_drill_in_the_background(
    qtbot: QtBot, history: HistoryDatabase
) -> None:
    fingerprint = store_hand(history, hand_with_a_mistake())
    with DrillStore(history) as store:
        grader = HandGrader(history, store)
        with qtbot.waitSignal(grader.graded, timeout=60_000) as got:
            grader.hand_stored()
            QApplication.processEvents()
        assert got.args[0] == fingerprint and got.args[1] >= 1
        drills = store.due(datetime.now(UTC), player="bob")
        assert f"mistake:{fingerprint}:1:{BAD_STREET}" in {d.drill_id for d in drills}
        assert all(d.player == "bob" and d.note for d in drills)
        assert not store.due(datetime.now(UTC), player="ann")  # a bot's plays are not drills
        assert store.graded_hands() == {fingerprint}
        grader.shut_down()


def test_a_hand_is_never_graded_twice(qtbot: QtBot, history: HistoryDatabase) -> None:
    store_hand(history, hand_with_a_mistake())
    store_hand(history, hand_with_a_mistake(bots_only=True))  # bots only: marked, no review
    with DrillStore(history) as store:
        grader = HandGrader(history, store)
        seen: list[str] = []
        grader.graded.connect(lambda key, _added: seen.append(key))
        grader.hand_stored()
        qtbot.waitUntil(lambda: len(seen) == 2, timeout=60_000)
        drills = store.count_due(datetime.now(UTC))
        with qtbot.assertNotEmitted(grader.graded, wait=500):
            grader.hand_stored()
            grader.catch_up(0)
        assert not grader.ungraded(limit=10) and not grader.running
        assert len(seen) == len(set(seen)) == 2
        assert store.count_due(datetime.now(UTC)) == drills
        # A second grader on the same history (the next start) finds nothing to do.
        again = HandGrader(history, store)
        with qtbot.assertNotEmitted(again.graded, wait=300):
            again.hand_stored()
        grader.shut_down()
        again.shut_down()


def table(qtbot: QtBot, folder: Path, grade_hands: bool) -> MainWindow:
    controller = TableController(bot_delay_ms=0, auto_deal_ms=10**9)
    window = MainWindow(controller, Storage(data_paths(folder)))
    window.ask_before_abandoning = False
    window.set_options(
        window.options.with_changes(
            animation="off", play_for_me_confirms=True, grade_hands=grade_hands
        )
    )
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.grader is not None)
    return window


@pytest.mark.parametrize("grade_hands", [True, False])
def test_the_setting_switches_grading_at_the_table(
    qtbot: QtBot, tmp_path: Path, grade_hands: bool
) -> None:
    window = table(qtbot, tmp_path, grade_hands)
    grader = window.grader
    assert grader is not None and grader.enabled is grade_hands
    assert window.start(TableSetup(PINEAPPLE, seats_from_kinds(["human", "easy"]), 3))
    play_hand_as_the_human(qtbot, window.controller)
    assert window.storage is not None
    qtbot.waitUntil(
        lambda: window.storage is not None and window.storage.history.count_hands() == 1
    )
    stored = {key for (key,) in window.storage.history.fetch_all("SELECT fingerprint FROM hands")}
    if grade_hands:
        qtbot.waitUntil(lambda: grader.store.graded_hands() == stored, timeout=60_000)
    else:
        qtbot.wait(500)
        assert not grader.running and grader.store.graded_hands() == set()
    window.close()
