"""Grading for the coach report: every decision of a person's hand kept by the grader,
and the hands already in the history graded in the background — a run stopped at any
write boundary goes on where it stopped, never doubling a grade or a drill."""

from __future__ import annotations

import shutil
import threading
from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ofc_desktop.bots.decision_kinds import LATER_STREET, OPENING
from ofc_desktop.bots.drills import drills_from_review
from ofc_desktop.bots.seats import BotSeat
from ofc_desktop.core.decision import apply_decision
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.history import SeatInfo, hand_to_record
from ofc_desktop.core.view import view_for
from ofc_desktop.persistence.drill_store import DrillStore
from ofc_desktop.persistence.history_db import HistoryDatabase
from ofc_desktop.persistence.paths import data_paths
from ofc_desktop.ui.drills.grader import HandGrader, ReviewedHand, reviewing_work
from tests.ui.crash_harness import _install_crash, in_child
from tests.ui.test_grader import BAD_STREET, PINEAPPLE, hand_with_a_mistake, store_hand

WHEN = datetime(2026, 12, 1, 20, 0, tzinfo=UTC)


def test_the_grader_keeps_every_decision_of_a_persons_hand(qtbot: QtBot, tmp_path: Path) -> None:
    with HistoryDatabase(tmp_path / "history.sqlite3") as history:
        fingerprint = store_hand(history, hand_with_a_mistake())
        with DrillStore(history) as store:
            grader = HandGrader(history, store)
            with qtbot.waitSignal(grader.graded, timeout=60_000):
                grader.hand_stored()
                QApplication.processEvents()
            assert store.coach_graded() == {fingerprint}
            report = store.coach_report("bob")
            assert report.hands == 1 and report.decisions == 5  # Pineapple's five streets
            kinds = {line.name: line for line in report.kinds}
            assert kinds[OPENING].decisions == 1 and kinds[LATER_STREET].decisions == 4
            assert report.lost.value > 0 and kinds[LATER_STREET].lost.value > 0
            worst = report.leaks[0]
            assert worst.example is not None and worst.example.street == BAD_STREET
            assert worst.example.fingerprint == fingerprint
            assert store.coach_report("ann").hands == 0  # a bot's hand is nobody's report
            grader.shut_down()


def _played(seed: int) -> dict[str, object]:
    """A Pineapple hand of two easy bots, the second seat filed as a person's."""
    hand = Hand(PINEAPPLE, ["ann", "bob"], seed=seed)
    hand.start()
    bots = [BotSeat("ann", "easy"), BotSeat("bob", "easy")]
    while not hand.is_over:
        seat = hand.acting_seats()[0]
        apply_decision(hand, seat, bots[seat].decide(view_for(hand, seat)))
    record = hand_to_record(hand, [SeatInfo("ann", "bot", "easy"), SeatInfo("bob")])
    del record["seed"]
    return record


def _backfill(folder: Path, reviewed: dict[str, ReviewedHand]) -> None:
    """What the grader keeps of each hand not graded yet, newest last: its drills and
    every decision's grade, in one transaction a hand."""
    with DrillStore(data_paths(folder).history_db) as store:
        for fingerprint in sorted(set(reviewed) - store.coach_graded()):
            found = reviewed[fingerprint]
            drills = [
                drill
                for player, review in found.reviews
                for drill in drills_from_review(review, player, fingerprint, "backfill")
            ]
            store.add(drills, WHEN, graded=fingerprint, grades=found.graded)


def _state(folder: Path) -> tuple[object, ...]:
    with DrillStore(data_paths(folder).history_db) as store:
        report = store.coach_report("bob")
        rows = store._read("SELECT COUNT(*) FROM decision_grades")[0][0]
        drills = store._read("SELECT COUNT(*) FROM drills")[0][0]
        ((integrity,),) = store._read("PRAGMA integrity_check")
        return (
            report.hands,
            report.decisions,
            round(report.lost.value, 9),
            rows,
            drills,
            len(store.coach_graded()),
            integrity,
        )


@pytest.mark.skipif(not hasattr(__import__("os"), "fork"), reason="kills forked runs")
def test_a_backfill_killed_at_every_write_boundary_goes_on_without_doubling(
    tmp_path: Path,
) -> None:
    base = tmp_path / "base"
    base.mkdir()
    records = [_played(seed) for seed in (11, 12, 13)]
    reviewed: dict[str, ReviewedHand] = {}
    with HistoryDatabase(data_paths(base).history_db) as history:
        for record in records:
            fingerprint = store_hand(history, record)
            (played,) = history.fetch_all(
                "SELECT played_at FROM hands WHERE fingerprint = ?", (fingerprint,)
            )[0]
            work = reviewing_work(fingerprint, record, str(played))
            found = work(threading.Event(), lambda _share: None)
            assert isinstance(found, ReviewedHand)
            reviewed[fingerprint] = found
    whole = tmp_path / "whole"
    shutil.copytree(base, whole)
    counter_file = tmp_path / "boundaries"

    def count() -> None:
        counter = [0]
        _install_crash(whole, -1, counter, [])
        _backfill(whole, reviewed)
        counter_file.write_text(str(counter[0]))

    assert in_child(count) == 0
    expected = _state(whole)
    assert expected[0] == 3 and expected[1] == 15 and expected[-1] == "ok"
    boundaries = int(counter_file.read_text())
    assert boundaries >= 3 * 4  # each hand: begin, its rows, its mark, commit
    killed = 0
    for point in range(1, boundaries + 1):
        folder = tmp_path / f"point-{point}"
        shutil.copytree(base, folder)

        def run(folder: Path = folder, point: int = point) -> None:
            _install_crash(folder, point, [0], [])
            _backfill(folder, reviewed)

        status = in_child(run)
        killed += status < 0
        assert in_child(lambda folder=folder: _backfill(folder, reviewed)) == 0
        assert _state(folder) == expected, point
        shutil.rmtree(folder)
    assert killed == boundaries
