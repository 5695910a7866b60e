"""The drill store: drills filed once, due in order, scheduled by FSRS, the trainer
rating kept with every answer, and every write whole or not at all."""

from __future__ import annotations

import json
import logging
import sqlite3
from datetime import datetime, timedelta
from pathlib import Path

import pytest
from fsrs import Card, Rating, Scheduler

from ofc_desktop.bots.grades import Grade
from ofc_desktop.bots.trainer_rating import START_RATING
from ofc_desktop.bots.trainer_rating import update as rating_update
from ofc_desktop.persistence import drill_store
from ofc_desktop.persistence.drill_store import DrillStore
from ofc_desktop.persistence.history_db import HistoryDatabase, HistoryDbError
from ofc_desktop.persistence.history_rows import time_text
from ofc_desktop.persistence.history_schema import SCHEMA_VERSION
from tests.persistence.drill_samples import NOW, sample_drill


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "history.sqlite3"


def test_the_schema_has_the_drills_tables(path: Path) -> None:
    assert SCHEMA_VERSION == 6
    with DrillStore(path):
        pass
    with sqlite3.connect(path) as raw:
        tables = {row[0] for row in raw.execute("SELECT name FROM sqlite_schema")}
        assert raw.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    raw.close()
    assert {"drills", "drill_answers", "graded_hands", "puzzle_schedules"} <= tables
    assert {"decision_grades", "coach_hands", "coach_graded"} <= tables


def test_adding_twice_keeps_one_and_its_schedule(path: Path) -> None:
    with DrillStore(path) as store:
        assert store.add([sample_drill("a"), sample_drill("b")], NOW) == 2
        store.record("mistake:a:1:2", 0.0, Grade.GOOD, Rating.Good, NOW)
        due = store.next_due("mistake:a:1:2")
        assert (
            store.add([sample_drill("a", note="changed"), sample_drill("c")], NOW + timedelta(1))
            == 1
        )
        assert store.next_due("mistake:a:1:2") == due
        kept = store.drill("mistake:a:1:2")
        assert kept is not None and kept.note == "hand 3"
        assert kept == sample_drill("a")


def test_due_drills_come_longest_overdue_first_and_filter(path: Path) -> None:
    with DrillStore(path) as store:
        store.add([sample_drill("late")], NOW + timedelta(hours=2))
        store.add([sample_drill("early")], NOW)
        store.add(
            [sample_drill("puzzle", source="puzzle", player="", themes=("fantasyland_chase",))],
            NOW + timedelta(hours=1),
        )
        assert store.due(NOW - timedelta(1)) == []
        later = NOW + timedelta(hours=3)
        assert [d.drill_id for d in store.due(later)] == [
            "mistake:early:1:2",
            "mistake:puzzle:1:2",
            "mistake:late:1:2",
        ]
        assert [d.drill_id for d in store.due(NOW + timedelta(minutes=90))][-1] == (
            "mistake:puzzle:1:2"
        )
        assert len(store.due(later, limit=1)) == 1
        assert store.count_due(later) == 3 and store.count_due(NOW) == 1
        assert store.count_due(later, source="puzzle") == 1
        assert store.count_due(later, player="ann") == 2
        assert store.count_due(later, theme="fantasyland_chase") == 1
        assert store.count_due(later, theme="foul") == 0  # whole themes only
        assert store.count_due(later, variant="classic") == 0
        assert [d.source for d in store.due(later, source="puzzle")] == ["puzzle"]


@pytest.mark.parametrize("rating", [Rating.Again, Rating.Hard, Rating.Good])
def test_record_schedules_as_fsrs_does(path: Path, rating: Rating) -> None:
    scheduler = Scheduler(enable_fuzzing=False)
    card = Card(card_id=1, due=NOW)
    expected: list[datetime] = []
    with DrillStore(path) as store:
        store.add([sample_drill("a")], NOW)
        when = NOW
        for step in range(4):  # every step of learning and review, as fsrs schedules it
            card, _ = scheduler.review_card(card, rating, review_datetime=when)
            expected.append(card.due)
            due = store.record("mistake:a:1:2", 0.0, Grade.GOOD, rating, when)
            assert due == card.due == store.next_due("mistake:a:1:2"), step
            when = card.due
    assert expected == sorted(expected)


def test_good_moves_the_drill_later_than_again(path: Path) -> None:
    with DrillStore(path) as store:
        store.add([sample_drill("good"), sample_drill("again")], NOW)
        good = store.record("mistake:good:1:2", 0.0, Grade.GOOD, Rating.Good, NOW)
        again = store.record("mistake:again:1:2", 4.0, Grade.BLUNDER, Rating.Again, NOW)
        assert NOW < again < good
        assert [d.drill_id for d in store.due(good)] == ["mistake:again:1:2", "mistake:good:1:2"]
        assert store.count_due(again) == 1


def test_the_rating_history_grows_with_each_answer(path: Path) -> None:
    with DrillStore(path) as store:
        store.add([sample_drill("a"), sample_drill("p", source="puzzle", player="", loss=0.1)], NOW)
        assert store.rating("ann") == START_RATING and store.rating_history("ann") == []
        grades = [Grade.GOOD, Grade.INACCURACY, Grade.BLUNDER, Grade.GOOD]
        expected, rating = [], START_RATING
        for games, grade in enumerate(grades):
            when = NOW + timedelta(minutes=games)
            store.record("mistake:a:1:2", 0.0, grade, Rating.Good, when)
            rating = rating_update(
                rating, games, 1500.0, {"good": 1, "inaccuracy": 0.5}.get(grade.value, 0.0)
            )
            expected.append((when, rating))
        history = store.rating_history("ann")
        assert [w for w, _ in history] == [w for w, _ in expected]
        assert [r for _, r in history] == pytest.approx([r for _, r in expected])
        assert store.rating("ann") == pytest.approx(rating)
        # A puzzle rates whoever answers it; its difficulty comes from its gap.
        later = NOW + timedelta(hours=1)
        store.record("mistake:p:1:2", 0.0, Grade.GOOD, Rating.Good, later, player="ann")
        assert store.rating("ann") > rating and store.rating("") == START_RATING
        assert len(store.rating_history("ann")) == 5


def test_each_player_keeps_a_schedule_of_their_own_for_a_puzzle(path: Path) -> None:
    puzzle = sample_drill("p", source="puzzle", player="")
    with DrillStore(path) as store:
        store.add([puzzle], NOW)
        assert store.puzzle_due(puzzle.drill_id, "ann") is None  # never tried
        ann = store.record(puzzle.drill_id, 0.0, Grade.GOOD, Rating.Good, NOW, player="ann")
        assert store.puzzle_due(puzzle.drill_id, "ann") == ann > NOW
        assert store.puzzle_due(puzzle.drill_id, "bob") is None  # Ann's answer is hers
        bob = store.record(puzzle.drill_id, 4.0, Grade.BLUNDER, Rating.Again, NOW, player="bob")
        assert NOW < bob < ann
        assert store.puzzle_due(puzzle.drill_id, "ann") == ann  # Bob's left hers alone
        again = store.record(puzzle.drill_id, 0.0, Grade.GOOD, Rating.Good, ann, player="ann")
        assert again > ann and store.puzzle_due(puzzle.drill_id, "bob") == bob
        # Every player meets the puzzle in the list, whatever the others did with it.
        assert [d.drill_id for d in store.due(NOW, source="puzzle")] == [puzzle.drill_id]


def test_a_puzzle_schedule_of_schema_4_goes_to_each_player_who_answered(path: Path) -> None:
    puzzle = sample_drill("p", source="puzzle", player="")
    with DrillStore(path) as store:
        store.add([puzzle], NOW)
    later = NOW + timedelta(days=3)
    with sqlite3.connect(path) as raw:  # as schema 4 kept an answered puzzle
        for table in ("puzzle_schedules", "decision_grades", "coach_hands", "coach_graded"):
            raw.execute(f"DROP TABLE {table}")
        raw.execute("UPDATE drills SET due = ?", (time_text(later),))
        for player in ("ann", "ann", "bob"):
            raw.execute(
                "INSERT INTO drill_answers (drill_id, player, answered_at, loss, grade, "
                "rating_after) VALUES (?, ?, ?, 0, 'good', 1510)",
                (puzzle.drill_id, player, time_text(NOW)),
            )
        raw.execute("PRAGMA user_version = 4")
    raw.close()
    with DrillStore(path) as store:
        assert store.puzzle_due(puzzle.drill_id, "ann") == later
        assert store.puzzle_due(puzzle.drill_id, "bob") == later
        assert store.puzzle_due(puzzle.drill_id, "cy") is None


def test_graded_hands_are_remembered(path: Path) -> None:
    with DrillStore(path) as store:
        assert store.graded_hands() == set()
        store.mark_graded("hand-1")
        store.mark_graded("hand-1")
        store.add([sample_drill("a")], NOW, graded="hand-2")
    with DrillStore(path) as store:
        assert store.graded_hands() == {"hand-1", "hand-2"}


def test_reopening_keeps_everything(path: Path) -> None:
    with DrillStore(path) as store:
        store.add([sample_drill("a"), sample_drill("b")], NOW)
        due = store.record("mistake:a:1:2", 0.0, Grade.GOOD, Rating.Good, NOW)
        rating, history = store.rating("ann"), store.rating_history("ann")
    with DrillStore(path) as store:
        assert store.next_due("mistake:a:1:2") == due
        assert store.rating("ann") == rating and store.rating_history("ann") == history
        assert store.count_due(NOW) == 1 and store.count_due(due) == 2
        assert store.drill("mistake:b:1:2") == sample_drill("b")


def test_a_store_shares_an_open_history(path: Path) -> None:
    with HistoryDatabase(path) as history, DrillStore(history) as store:
        store.add([sample_drill("a")], NOW)
        assert history.count_hands() == 0
        assert history.fetch_all("SELECT count(*) FROM drills") == [(1,)]
    with HistoryDatabase(":memory:") as history, DrillStore(history) as store:
        assert store.add([sample_drill("a")], NOW) == 1 and store.count_due(NOW) == 1


def test_a_crash_mid_record_leaves_the_old_state(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with DrillStore(path) as store:
        store.add([sample_drill("a")], NOW)
        store.record("mistake:a:1:2", 0.0, Grade.GOOD, Rating.Good, NOW)
        due, history = store.next_due("mistake:a:1:2"), store.rating_history("ann")

        def crash(*args: object) -> float:  # after the card is rewritten, before the answer
            raise RuntimeError("power cut")

        monkeypatch.setattr(drill_store, "update", crash)
        with pytest.raises(RuntimeError):
            store.record("mistake:a:1:2", 5.0, Grade.BLUNDER, Rating.Again, due or NOW)
        assert store.next_due("mistake:a:1:2") == due
        assert store.rating_history("ann") == history
    with DrillStore(path) as store:
        assert store.next_due("mistake:a:1:2") == due and store.rating_history("ann") == history


def test_an_unknown_drill_cannot_be_answered(path: Path) -> None:
    with DrillStore(path) as store, pytest.raises(HistoryDbError, match="no drill"):
        store.record("mistake:none", 0.0, Grade.GOOD, Rating.Good, NOW)


def test_damaged_rows_are_skipped_with_a_warning(
    path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    with DrillStore(path) as store:
        store.add([sample_drill("a"), sample_drill("b"), sample_drill("c")], NOW)
    with sqlite3.connect(path) as raw:
        raw.execute("UPDATE drills SET drill = '{not json' WHERE id = 'mistake:a:1:2'")
        data = json.loads(
            raw.execute("SELECT drill FROM drills WHERE id = 'mistake:b:1:2'").fetchone()[0]
        )
        data["position"]["seats"] = "none"
        raw.execute(
            "UPDATE drills SET drill = ?, card = 'broken' WHERE id = 'mistake:b:1:2'",
            (json.dumps(data),),
        )
    raw.close()
    with DrillStore(path) as store, caplog.at_level(logging.WARNING):
        assert [d.drill_id for d in store.due(NOW)] == ["mistake:c:1:2"]
        assert [d.drill_id for d in store.due(NOW, limit=1)] == ["mistake:c:1:2"]
        assert store.drill("mistake:a:1:2") is None
        # A damaged schedule starts afresh: the answer is still kept.
        due = store.record("mistake:b:1:2", 0.0, Grade.GOOD, Rating.Good, NOW)
        assert due > NOW and len(store.rating_history("ann")) == 1
    assert "mistake:a:1:2" in caplog.text and "mistake:b:1:2" in caplog.text


def test_an_in_memory_store_works_for_the_session() -> None:
    with DrillStore(":memory:") as store:
        assert store.add([sample_drill("a")], NOW) == 1
        assert store.record("mistake:a:1:2", 0.0, Grade.GOOD, Rating.Good, NOW) > NOW


def test_a_store_reopened_elsewhere_writes_there(tmp_path: Path) -> None:
    first, second = tmp_path / "first.sqlite3", tmp_path / "second.sqlite3"
    with DrillStore(first) as store:
        store.add([sample_drill("a")], NOW)
        store.reopen(second)
        store.add([sample_drill("b")], NOW)
    with DrillStore(first) as store:
        assert [d.drill_id for d in store.due(NOW)] == [sample_drill("a").drill_id]
    with DrillStore(second) as store:
        assert [d.drill_id for d in store.due(NOW)] == [sample_drill("b").drill_id]


def test_a_store_that_cannot_reopen_keeps_to_memory(tmp_path: Path) -> None:
    foreign = tmp_path / "notes.txt"
    foreign.write_text("not a database at all, but someone's notes\n" * 20)
    with DrillStore(tmp_path / "history.sqlite3") as store:
        with pytest.raises(HistoryDbError):
            store.reopen(foreign)
        assert store.path is None
        store.add([sample_drill("c")], NOW)  # kept for the session
        assert store.count_due(NOW) == 1
    assert foreign.read_text().startswith("not a database")
