"""Grades every decision of the players' finished hands: kept for the coach report, and
each mistake filed as a drill.

After each hand goes into the history, every human seat's decisions of it are reviewed
off the GUI thread (one hand at a time, on a low-priority thread, cancelable); every
decision's grade and each mistake or blunder as a drill are kept under the hand's
fingerprint, the hand marked graded in the same transaction, so no hand is graded twice
(a newer grading version grades the older hands again, replacing their grades). When the
table is idle, older hands not graded yet follow, newest first, a few at a time: that is
how the hands played before the coach report existed get their grades.

The history is read and the store written on the GUI thread (they belong to it); only
the review itself runs on the worker.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QThread, QTimer, Signal

from ofc_desktop.bots.analysis import HandReview, review_hand
from ofc_desktop.bots.coach import grade_hand
from ofc_desktop.bots.decision_kinds import GradedHand
from ofc_desktop.bots.drills import Drill, drills_from_review
from ofc_desktop.persistence.drill_store import DrillStore
from ofc_desktop.persistence.history_db import HistoryDatabase, HistoryDbError
from ofc_desktop.persistence.history_rows import stored_time
from ofc_desktop.ui.controller.analysis_service import Analysis, AnalysisService, Progress

log = logging.getLogger(__name__)
KIND = "grade-hands"
BATCH = 3  # older hands graded in one go while the table is idle …
PAUSE_MS = 20_000  # … then a pause before the next few
STEP_MS = 200  # between two hands of one go
PAGE = 200  # hands looked at per query for one not graded yet


@dataclass(frozen=True)
class ReviewedHand:
    """What the worker found in one hand: each human seat's review, and every decision
    of them graded for the coach report."""

    fingerprint: str
    reviews: tuple[tuple[str, HandReview], ...]  # (player, review)
    graded: GradedHand


def human_seats(record: Mapping[str, Any]) -> list[tuple[int, str]]:
    """The seats people played in a stored hand, with their names."""
    seats = record.get("seats")
    if not isinstance(seats, list):
        return []
    return [
        (index, str(seat.get("name", "")))
        for index, seat in enumerate(seats)
        if isinstance(seat, Mapping) and seat.get("kind") == "human"
    ]


def reviewing_work(fingerprint: str, record: Mapping[str, Any], played_at: str = "") -> Analysis:
    seats = human_seats(record)

    def work(cancel: threading.Event, progress: Progress) -> object:
        QThread.currentThread().setPriority(QThread.Priority.LowPriority)  # the table first
        reviews = []
        for number, (seat, player) in enumerate(seats):

            def step(share: float, number: int = number) -> None:
                progress((number + share) / len(seats))

            reviews.append((player, review_hand(record, seat, cancel=cancel, progress=step)))
        grades, outcomes = [], []
        for _, review in reviews:
            found, outcome = grade_hand(fingerprint, record, review, played_at)
            grades += found
            outcomes.append(outcome)
        return ReviewedHand(fingerprint, tuple(reviews), GradedHand(tuple(grades), tuple(outcomes)))

    return work


class HandGrader(QObject):
    """Grades finished hands of ``history`` into ``store``; ``is_idle`` says when the
    table can spare the time for older hands."""

    graded = Signal(str, int)  # fingerprint, drills added

    def __init__(
        self,
        history: HistoryDatabase | Callable[[], HistoryDatabase],
        store: DrillStore,
        is_idle: Callable[[], bool] = lambda: True,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        # A callable: the storage may start a new history file after damage.
        self._history = history
        self.store, self.is_idle = store, is_idle
        self.enabled = True
        self.service = AnalysisService(self)
        self.service.finished.connect(self._finished)
        self.service.failed.connect(self._failed)
        self._working: str | None = None  # the fingerprint being graded
        self._note = ""  # where its drills come from, in a few words
        self._skipped: set[str] = set()  # failed this session: not tried again
        self._in_a_row = 0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._grade_next)

    @property
    def history(self) -> HistoryDatabase:
        return self._history() if callable(self._history) else self._history

    # ----- asking ------------------------------------------------------------------------

    def set_enabled(self, on: bool) -> None:
        self.enabled = on
        if not on:
            self.cancel()

    def hand_stored(self) -> None:
        """A hand went into the history: grade it now (the newest comes first)."""
        self._in_a_row = 0
        self._timer.start(0)

    def catch_up(self, delay_ms: int = STEP_MS) -> None:
        """Look for older hands not graded yet (when the table is idle)."""
        if not self._timer.isActive():
            self._timer.start(delay_ms)

    @property
    def running(self) -> bool:
        return self.service.is_running(KIND)

    def cancel(self) -> None:
        """Stop the hand being graded; it stays ungraded and is tried again later."""
        self._timer.stop()
        self.service.cancel(KIND)
        self._working = None

    def shut_down(self) -> None:
        self.cancel()
        self.service.wait(2000)

    def wait(self, msecs: int = 5000) -> bool:
        return self.service.wait(msecs)

    # ----- the work ------------------------------------------------------------------------

    def ungraded(self, limit: int = 1) -> list[tuple[int, str]]:
        """(hand id, fingerprint) of finished hands not graded yet, newest first."""
        done = self.store.coach_graded() | self._skipped
        found: list[tuple[int, str]] = []
        offset = 0
        while len(found) < limit:
            rows = self.history.fetch_all(
                "SELECT id, fingerprint FROM hands WHERE finished = 1 AND fingerprint IS NOT "
                "NULL ORDER BY played_at DESC, id DESC LIMIT ? OFFSET ?",
                (PAGE, offset),
            )
            found += [(int(i), str(key)) for i, key in rows if str(key) not in done]
            if len(rows) < PAGE:
                break
            offset += PAGE
        return found[:limit]

    def _grade_next(self) -> None:
        if not self.enabled or self.running:
            return
        try:
            waiting = self.ungraded()
            if not waiting:
                return
            hand_id, fingerprint = waiting[0]
            record = self.history.hand_record(hand_id)
        except HistoryDbError as error:
            log.warning("cannot look for hands to grade: %s", error)
            return
        if not human_seats(record):  # bots only: nothing to learn from, nothing to keep
            self._keep(fingerprint, [], GradedHand((), ()))
            return
        self._working = fingerprint
        played_at = self._played_at(hand_id)
        self._note = self._hand_note(played_at, record)
        self.service.run(KIND, reviewing_work(fingerprint, record, played_at))

    def _played_at(self, hand_id: int) -> str:
        rows = self.history.fetch_all("SELECT played_at FROM hands WHERE id = ?", (hand_id,))
        return str(rows[0][0]) if rows else ""

    def _hand_note(self, played_at: str, record: Mapping[str, Any]) -> str:
        when = stored_time(played_at).astimezone().strftime("%Y-%m-%d %H:%M") if played_at else ""
        return QCoreApplication.translate("HandGrader", "Hand {number}, played {when}").format(
            number=record.get("hand_number", "?"), when=when
        )

    def _finished(self, _kind: str, result: object) -> None:
        if not isinstance(result, ReviewedHand) or result.fingerprint != self._working:
            return
        drills: list[Drill] = []
        for player, review in result.reviews:
            drills += drills_from_review(review, player, result.fingerprint, self._note)
        self._keep(result.fingerprint, drills, result.graded)

    def _failed(self, _kind: str, message: str) -> None:
        if self._working is not None:
            log.warning("could not grade hand %s: %s", self._working, message)
            self._skipped.add(self._working)
        self._working = None
        self._carry_on()

    def _keep(self, fingerprint: str, drills: list[Drill], graded: GradedHand) -> None:
        self._working = None
        try:
            added = self.store.add(drills, datetime.now(UTC), graded=fingerprint, grades=graded)
        except HistoryDbError as error:
            log.warning("could not keep the drills of hand %s: %s", fingerprint, error)
            self._skipped.add(fingerprint)
            return
        self.graded.emit(fingerprint, added)
        self._carry_on()

    def _carry_on(self) -> None:
        """The next older hand while the table is idle, a few at a time."""
        if not self.enabled or not self.is_idle():
            return
        self._in_a_row += 1
        if self._in_a_row >= BATCH:
            self._in_a_row = 0
            self._timer.start(PAUSE_MS)
        else:
            self._timer.start(STEP_MS)
