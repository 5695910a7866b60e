"""The player's drills, their spaced-repetition schedule and the trainer rating, kept in
the hand-history database beside the hands they came from (schema 4; 5 gives each
player a schedule of their own for a puzzle).

Each drill carries an FSRS card (the scheduler Anki uses): answering it reviews the card
with the answer's rating and files the drill under its next due time. Each answer is
kept with the trainer rating after it, so the rating chart reads one table. Every write
is one transaction: a crash leaves the old state or the new one, never half of each. A
damaged row is skipped with a logged warning rather than stopping the drills.

>>> from datetime import UTC, datetime
>>> with DrillStore(":memory:") as store:
...     store.count_due(datetime.now(UTC)), store.rating()
(0, 1500.0)
"""

from __future__ import annotations

import json
import logging
import sqlite3
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from fsrs import Card, Rating, Scheduler

from ofc_desktop.bots.decision_kinds import GRADING_VERSION, GradedHand
from ofc_desktop.bots.drills import PUZZLES, Drill
from ofc_desktop.bots.grades import Grade
from ofc_desktop.bots.trainer_rating import START_RATING, difficulty_for, score_of, update
from ofc_desktop.persistence.coach_report import TREND_WEEK, CoachFilter, CoachReport, coach_report
from ofc_desktop.persistence.decision_grades import graded_fingerprints, write_graded_hand
from ofc_desktop.persistence.history_connection import MEMORY, HistoryConnection
from ofc_desktop.persistence.history_db import HistoryDatabase
from ofc_desktop.persistence.history_rows import stored_time, time_text
from ofc_desktop.persistence.history_schema import HistoryDbError

__all__ = ["DrillStore", "default_scheduler"]

logger = logging.getLogger(__name__)


def default_scheduler() -> Scheduler:
    """FSRS with its default parameters and without fuzzing: the same answers at the
    same times give the same due dates (rule 5: no hidden randomness)."""
    return Scheduler(enable_fuzzing=False)


class DrillStore(HistoryConnection):
    """Drills, answers and graded hands in the hand-history database.

    ``source`` is the open :class:`HistoryDatabase` (its file is opened again here: WAL
    lets both connections share it), or the history's path, or ``":memory:"`` for
    drills kept only for the session (so is a history kept in memory). Opening checks
    the file and brings its schema up as the history does. Like the history, a store is
    used from the thread that opened it.
    """

    def __init__(
        self, source: HistoryDatabase | str | Path, *, scheduler: Scheduler | None = None
    ) -> None:
        self.scheduler = scheduler or default_scheduler()
        if isinstance(source, HistoryDatabase):
            source = MEMORY if source.path is None else source.path
        super().__init__(source)

    def reopen(self, path: HistoryDatabase | str | Path) -> None:
        """Follow the history to its new file (or into memory), as at opening."""
        if isinstance(path, HistoryDatabase):
            path = MEMORY if path.path is None else path.path
        super().reopen(path)

    def _read(self, sql: str, parameters: Iterable[Any] = ()) -> list[tuple[Any, ...]]:
        try:
            return self._db.execute(sql, tuple(parameters)).fetchall()
        except sqlite3.Error as error:
            raise self._failed(error, "read the drills in") from error

    # ----- drills ---------------------------------------------------------------------------

    def add(
        self,
        drills: Iterable[Drill],
        now: datetime,
        *,
        graded: str | None = None,
        grades: GradedHand | None = None,
    ) -> int:
        """File new drills, due at once; a drill already filed (same id) is kept as it
        is, schedule and all. ``graded``: the fingerprint of the hand they came from, to
        mark graded in the same transaction, with every decision of it graded for the
        coach report (``grades``). Returns how many were added."""
        when = now.astimezone(UTC)
        rows = []
        for drill in drills:
            card = Card(card_id=int(when.timestamp() * 1000), due=when)
            rows.append(
                (
                    drill.drill_id,
                    drill.source,
                    drill.variant,
                    drill.player,
                    ",".join(drill.themes),
                    drill.loss,
                    json.dumps(drill.to_json(), ensure_ascii=False, allow_nan=False),
                    time_text(when),
                    json.dumps(card.to_dict()),
                    time_text(card.due),
                )
            )
        added = 0
        with self._writing("save drills in"):
            for row in rows:
                cursor = self._db.execute(
                    "INSERT OR IGNORE INTO drills (id, source, variant, player, themes, loss, "
                    "drill, created_at, card, due) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    row,
                )
                added += cursor.rowcount
            if graded is not None:
                self._mark(graded, when)
                if grades is not None:
                    write_graded_hand(
                        self._db,
                        graded,
                        grades.grades,
                        grades.outcomes,
                        GRADING_VERSION,
                        time_text(when),
                    )
        return added

    def _filters(
        self, source: str | None, player: str | None, theme: str | None, variant: str | None
    ) -> tuple[str, list[Any]]:
        clauses, values = [], []
        for column, value in (("source", source), ("player", player), ("variant", variant)):
            if value is not None:
                clauses.append(f"{column} = ?")
                values.append(value)
        if theme is not None:  # themes are kept comma-separated
            clauses.append("instr(',' || themes || ',', ',' || ? || ',') > 0")
            values.append(theme)
        return "".join(f" AND {clause}" for clause in clauses), values

    def due(
        self,
        now: datetime,
        *,
        source: str | None = None,
        player: str | None = None,
        theme: str | None = None,
        variant: str | None = None,
        limit: int = 20,
    ) -> list[Drill]:
        """The drills due by ``now``, the longest overdue first (at most ``limit``)."""
        where, values = self._filters(source, player, theme, variant)
        found: list[Drill] = []
        try:
            cursor = self._db.execute(
                f"SELECT id, drill FROM drills WHERE due <= ?{where} ORDER BY due, id",
                [time_text(now), *values],
            )
            for drill_id, text in cursor:  # read lazily: a damaged row costs one more
                if len(found) >= limit:
                    break
                drill = _drill(drill_id, text)
                if drill is not None:
                    found.append(drill)
        except sqlite3.Error as error:
            raise self._failed(error, "read the drills in") from error
        return found

    def count_due(
        self,
        now: datetime,
        *,
        source: str | None = None,
        player: str | None = None,
        theme: str | None = None,
        variant: str | None = None,
    ) -> int:
        """How many drills are due by ``now`` (damaged ones included)."""
        where, values = self._filters(source, player, theme, variant)
        rows = self._read(
            f"SELECT count(*) FROM drills WHERE due <= ?{where}", [time_text(now), *values]
        )
        count: int = rows[0][0]
        return count

    def drill(self, drill_id: str) -> Drill | None:
        """One drill (None when unknown or damaged)."""
        rows = self._read("SELECT id, drill FROM drills WHERE id = ?", [drill_id])
        return _drill(*rows[0]) if rows else None

    def next_due(self, drill_id: str) -> datetime | None:
        """When a drill is due next (None when unknown)."""
        rows = self._read("SELECT due FROM drills WHERE id = ?", [drill_id])
        return stored_time(rows[0][0]) if rows else None

    def puzzle_due(self, drill_id: str, player: str) -> datetime | None:
        """When a puzzle is due next for ``player`` (None: they have not answered it)."""
        rows = self._read(
            "SELECT due FROM puzzle_schedules WHERE drill_id = ? AND player = ?",
            [drill_id, player],
        )
        return stored_time(rows[0][0]) if rows else None

    # ----- answers and the rating ---------------------------------------------------------

    def record(
        self,
        drill_id: str,
        answer_loss: float,
        grade: Grade,
        rating: Rating,
        now: datetime,
        *,
        player: str | None = None,
    ) -> datetime:
        """Keep an answer: the drill's card is reviewed with ``rating`` (FSRS) and the
        answering player's trainer rating updated, both in one transaction. ``player``
        is who answered (None: the drill's player; a puzzle's is ""); a puzzle is
        scheduled for each player apart. Returns when the drill is due next."""
        when = now.astimezone(UTC)
        with self._writing("save an answer in"):
            row = self._db.execute(
                "SELECT source, loss, player, card FROM drills WHERE id = ?", (drill_id,)
            ).fetchone()
            if row is None:
                raise HistoryDbError(f"There is no drill {drill_id} in the hand history.")
            source, loss, owner, card_text = row
            who = owner if player is None else player
            if source == PUZZLES:  # each player's own schedule, new at their first answer
                own = self._db.execute(
                    "SELECT card FROM puzzle_schedules WHERE drill_id = ? AND player = ?",
                    (drill_id, who),
                ).fetchone()
                before = (
                    _card(drill_id, own[0], when)
                    if own
                    else Card(card_id=int(when.timestamp() * 1000), due=when)
                )
            else:
                before = _card(drill_id, card_text, when)
            card, _ = self.scheduler.review_card(before, rating, review_datetime=when)
            if source == PUZZLES:
                self._db.execute(
                    "INSERT OR REPLACE INTO puzzle_schedules (drill_id, player, card, due) "
                    "VALUES (?, ?, ?, ?)",
                    (drill_id, who, json.dumps(card.to_dict()), time_text(card.due)),
                )
            else:
                self._db.execute(
                    "UPDATE drills SET card = ?, due = ? WHERE id = ?",
                    (json.dumps(card.to_dict()), time_text(card.due), drill_id),
                )
            games, current = self._standing(who)
            after = update(current, games, difficulty_for(source, loss), score_of(grade))
            self._db.execute(
                "INSERT INTO drill_answers (drill_id, player, answered_at, loss, grade, "
                "rating_after) VALUES (?, ?, ?, ?, ?, ?)",
                (drill_id, who, time_text(when), answer_loss, grade.value, after),
            )
        return card.due

    def _standing(self, player: str) -> tuple[int, float]:
        """How many answers ``player`` has had rated, and the rating after the last."""
        games = self._db.execute(
            "SELECT count(*) FROM drill_answers WHERE player = ?", (player,)
        ).fetchone()[0]
        return games, self.rating(player)

    def rating(self, player: str = "") -> float:
        """``player``'s trainer rating (1500 before any answer)."""
        # The last answer kept, whatever its time says: each rating follows the one
        # kept before it, even across a clock set back.
        rows = self._read(
            "SELECT rating_after FROM drill_answers WHERE player = ? ORDER BY id DESC LIMIT 1",
            [player],
        )
        return float(rows[0][0]) if rows else START_RATING

    def rating_history(self, player: str = "") -> list[tuple[datetime, float]]:
        """``player``'s rating after each answer, oldest first (for the chart)."""
        rows = self._read(
            "SELECT answered_at, rating_after FROM drill_answers WHERE player = ? "
            "ORDER BY answered_at, id",
            [player],
        )
        history = []
        for answered, rating in rows:
            try:
                history.append((stored_time(answered), float(rating)))
            except (TypeError, ValueError):
                logger.warning("skipping a damaged answer of %s in the drills", player)
        return history

    # ----- graded hands ---------------------------------------------------------------------

    def graded_hands(self) -> set[str]:
        """The fingerprints of the hands already graded for drills."""
        return {str(key) for (key,) in self._read("SELECT fingerprint FROM graded_hands")}

    def coach_report(
        self, player: str, report_filter: CoachFilter | None = None, trend: str = TREND_WEEK
    ) -> CoachReport:
        """``player``'s coach report over the graded hands the filter keeps."""
        try:
            return coach_report(self._db, player, report_filter, trend)
        except sqlite3.Error as error:
            raise self._failed(error, "read the drills in") from error

    def grading_progress(self) -> tuple[int, int]:
        """(hands graded for the coach, finished hands in the history)."""
        rows = self._read(
            "SELECT (SELECT COUNT(*) FROM coach_graded WHERE version >= ?), "
            "(SELECT COUNT(*) FROM hands WHERE finished = 1 AND fingerprint IS NOT NULL)",
            [GRADING_VERSION],
        )
        return int(rows[0][0]), int(rows[0][1])

    def coach_graded(self) -> set[str]:
        """The fingerprints of the hands whose every decision is graded and kept (at the
        current grading): the others are graded, or graded again, in the background."""
        try:
            return graded_fingerprints(self._db, GRADING_VERSION)
        except sqlite3.Error as error:
            raise self._failed(error, "read the drills in") from error

    def mark_graded(self, fingerprint: str) -> None:
        """Remember that the hand ``fingerprint`` was graded, drills or none."""
        with self._writing("save to"):
            self._mark(fingerprint, datetime.now(UTC))

    def _mark(self, fingerprint: str, when: datetime) -> None:
        self._db.execute(
            "INSERT OR IGNORE INTO graded_hands (fingerprint, graded_at) VALUES (?, ?)",
            (fingerprint, time_text(when)),
        )


def _drill(drill_id: str, text: object) -> Drill | None:
    """A stored drill read back, or None (logged) when its row is damaged."""
    try:
        return Drill.from_json(json.loads(str(text)))
    except (ValueError, TypeError) as error:  # PositionError and JSON errors included
        logger.warning("skipping the damaged drill %s: %s", drill_id, error)
        return None


def _card(drill_id: str, text: object, now: datetime) -> Card:
    """A drill's stored FSRS card; a damaged one starts afresh (logged)."""
    try:
        data = json.loads(str(text))
        card = Card.from_dict(data)
        if card.due.tzinfo is None:
            raise ValueError("a due time without a time zone")
        return card
    except (ValueError, TypeError, KeyError, AttributeError) as error:
        logger.warning(
            "the schedule of drill %s was damaged and starts afresh: %s", drill_id, error
        )
        return Card(card_id=int(now.timestamp() * 1000), due=now)
