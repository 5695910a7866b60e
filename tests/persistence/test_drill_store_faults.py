"""The drill store broken on purpose: a process killed at every write boundary, two
windows answering into one file at once, a file held locked, a full disk and a file
damaged after it was opened. Each time the drills, their schedules, the answers and the
trainer rating are what some whole sequence of writes left, never part of one."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import replace
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from fsrs import Rating

from ofc_desktop.bots.grades import Grade
from ofc_desktop.bots.trainer_rating import START_RATING, difficulty_for, score_of, update
from ofc_desktop.persistence.drill_store import DrillStore
from ofc_desktop.persistence.history_db import HistoryDatabase, HistoryDbError
from ofc_desktop.persistence.history_schema import DamagedHistoryError
from tests.persistence.drill_samples import NOW, sample_drill
from tests.persistence.hand_records import played_records
from tests.ui.crash_harness import WRITES, in_child, start_child

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork")

Step = Callable[[DrillStore], object]

# What an evening of drills writes: drills filed from a graded hand, answers (a puzzle's
# among them, by two players), more drills, a hand graded with none, later answers.
STEPS: list[Step] = [
    lambda s: s.add([sample_drill("a"), sample_drill("b")], NOW, graded="hand-1"),
    lambda s: s.record("mistake:a:1:2", 0.0, Grade.GOOD, Rating.Good, NOW),
    lambda s: s.add([sample_drill("c", source="puzzle", player="")], NOW + timedelta(hours=1)),
    lambda s: s.record("mistake:b:1:2", 4.0, Grade.BLUNDER, Rating.Again, NOW + timedelta(hours=1)),
    lambda s: s.mark_graded("hand-2"),
    lambda s: s.record("mistake:a:1:2", 0.4, Grade.INACCURACY, Rating.Hard, NOW + timedelta(2)),
    lambda s: s.record("mistake:c:1:2", 0.0, Grade.GOOD, Rating.Easy, NOW + timedelta(2)),
    lambda s: s.record("mistake:c:1:2", 3.0, Grade.BLUNDER, Rating.Again, NOW, player="ann"),
]


def snapshot(path: Path) -> dict[str, Any]:
    """Everything the drills keep, read with a plain connection."""
    with DrillStore(path):  # brings a file cut off mid-migration up, as the game would
        pass
    raw = sqlite3.connect(path)
    try:
        assert raw.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        return {
            "drills": raw.execute("SELECT id, card, due FROM drills ORDER BY id").fetchall(),
            "answers": raw.execute(
                "SELECT drill_id, player, loss, grade, rating_after FROM drill_answers ORDER BY id"
            ).fetchall(),
            "graded": raw.execute("SELECT fingerprint FROM graded_hands ORDER BY 1").fetchall(),
            "puzzles": raw.execute(
                "SELECT drill_id, player, card, due FROM puzzle_schedules ORDER BY 1, 2"
            ).fetchall(),
        }
    finally:
        raw.close()


def reference_states(folder: Path) -> list[dict[str, Any]]:
    """The state after opening and after each step, played without a crash."""
    path = folder / "reference.sqlite3"
    with DrillStore(path):
        pass
    states = [snapshot(path)]
    for step in STEPS:
        with DrillStore(path) as store:
            step(store)
        states.append(snapshot(path))
    return states


def evening(path: Path, done_file: Path, kill_at: int, counter_file: Path | None = None) -> None:
    """In a child: the steps, killed just before write statement ``kill_at`` (0: none);
    ``done_file`` says how many steps had returned."""
    seen = [0]

    def traced(statement: str) -> None:
        if statement.lstrip().upper().startswith(WRITES):
            seen[0] += 1
            if seen[0] == kill_at:
                os.kill(os.getpid(), signal.SIGKILL)

    real_connect = sqlite3.connect

    def connect(*args: Any, **kwargs: Any) -> sqlite3.Connection:
        connection = real_connect(*args, **kwargs)
        connection.set_trace_callback(traced)
        return connection

    sqlite3.connect = connect  # type: ignore[assignment]  # the child's own copy
    done_file.write_text("0")
    with DrillStore(path) as store:
        for done, step in enumerate(STEPS, start=1):
            step(store)
            done_file.write_text(str(done))
    if counter_file is not None:
        counter_file.write_text(str(seen[0]))


def test_killed_at_every_write_boundary_the_drills_are_whole(tmp_path: Path) -> None:
    states = reference_states(tmp_path)
    counter = tmp_path / "boundaries"
    assert in_child(lambda: evening(tmp_path / "count.sqlite3", tmp_path / "d", 0, counter)) == 0
    boundaries = int(counter.read_text())
    assert boundaries > 2 * len(STEPS)  # the open's migrations and every step's writes
    for point in range(1, boundaries + 1):
        path, done_file = tmp_path / f"killed-{point}.sqlite3", tmp_path / f"done-{point}"
        status = in_child(
            lambda path=path, done_file=done_file, point=point: evening(path, done_file, point)
        )
        assert status == -signal.SIGKILL, f"point {point} ended with {status}"
        done = int(done_file.read_text()) if done_file.exists() else 0
        # Killed inside a step: what the steps before it left, to the byte.
        assert snapshot(path) == states[done], f"killed at write {point} in step {done + 1}"
        with DrillStore(path) as store:  # and the evening goes on from there
            for step in STEPS[done:]:
                step(store)
        assert snapshot(path) == states[-1], f"resumed after write {point}"


def _answer_many(path: Path, player: str, drills: list[str], go: Path) -> None:
    with DrillStore(path) as store:
        while not go.exists():
            time.sleep(0.001)
        for turn in range(12):
            for key in drills:
                store.record(key, 0.1 * turn, Grade.GOOD, Rating.Good, NOW, player=player)


def test_two_windows_answering_at_once_lose_no_answer_and_chain_the_rating(
    tmp_path: Path,
) -> None:
    path, go = tmp_path / "history.sqlite3", tmp_path / "go"
    with DrillStore(path) as store:
        store.add([sample_drill(key) for key in "abcd"], NOW)
    pids = [
        start_child(lambda drills=drills: _answer_many(path, "ann", drills, go))
        for drills in (["mistake:a:1:2", "mistake:b:1:2"], ["mistake:c:1:2", "mistake:d:1:2"])
    ]
    go.touch()
    assert [os.waitpid(pid, 0)[1] for pid in pids] == [0, 0]
    raw = sqlite3.connect(path)
    answers = raw.execute(
        "SELECT a.drill_id, a.grade, a.rating_after, d.source, d.loss FROM drill_answers a "
        "JOIN drills d ON d.id = a.drill_id WHERE a.player = 'ann' ORDER BY a.id"
    ).fetchall()
    raw.close()
    assert len(answers) == 48
    assert {drill for drill, *_ in answers} == {f"mistake:{k}:1:2" for k in "abcd"}
    # Each answer's rating follows the one kept just before it, whichever window wrote it.
    rating = START_RATING
    for games, (_drill_id, grade, after, source, loss) in enumerate(answers):
        rating = update(rating, games, difficulty_for(source, loss), score_of(Grade(grade)))
        assert after == pytest.approx(rating)
    with DrillStore(path) as store:
        assert store.rating("ann") == pytest.approx(rating)


def test_a_file_held_locked_is_said_so_and_loses_nothing(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    with DrillStore(path) as store:
        store.add([sample_drill("a")], NOW)
        before = snapshot(path)
        store._db.execute("PRAGMA busy_timeout = 50")  # not the five seconds a window waits
        other = sqlite3.connect(path, isolation_level=None)
        other.execute("BEGIN IMMEDIATE")  # another window in the middle of a write
        try:
            with pytest.raises(HistoryDbError, match="another program holds it locked"):
                store.record("mistake:a:1:2", 0.0, Grade.GOOD, Rating.Good, NOW)
            with pytest.raises(HistoryDbError, match="another program holds it locked"):
                store.add([sample_drill("b")], NOW)
        finally:
            other.execute("ROLLBACK")
            other.close()
        assert snapshot(path) == before
        store.record("mistake:a:1:2", 0.0, Grade.GOOD, Rating.Good, NOW)
        assert store.rating("ann") > START_RATING


def test_a_full_disk_keeps_every_write_whole(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    with DrillStore(path) as store:
        store.add([sample_drill("a")], NOW)
        pages = store._db.execute("PRAGMA page_count").fetchone()[0]
        store._db.execute(f"PRAGMA max_page_count = {pages}")  # as if the disk were full
        many = [replace(sample_drill(f"x{n}"), note="a long note " * 40) for n in range(200)]
        with pytest.raises(HistoryDbError, match="the disk is full"):
            store.add(many, NOW, graded="hand-9")
        assert store.count_due(NOW) == 1 and store.graded_hands() == set()
        # Answers until the disk is full: each kept whole, with its schedule.
        kept, due = 0, NOW
        with pytest.raises(HistoryDbError, match="the disk is full"):
            for _ in range(10_000):
                due = store.record("mistake:a:1:2", 0.0, Grade.GOOD, Rating.Good, due)
                kept += 1
        assert kept > 0
        assert len(store.rating_history("ann")) == kept
        assert store.next_due("mistake:a:1:2") == due
    assert snapshot(path)["answers"][-1][0] == "mistake:a:1:2"


def test_a_file_damaged_after_opening_is_reported_not_crashed_on(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    with DrillStore(path) as store:
        store.add([sample_drill(f"n{n}", note="padding " * 200) for n in range(40)], NOW)
        store._db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        page = store._db.execute("PRAGMA page_size").fetchone()[0]
        with path.open("r+b") as file:  # a disk fault: every page after the first two
            file.seek(2 * page)
            file.write(os.urandom(path.stat().st_size - 2 * page))
        # Another window writes, so this one can no longer trust its cached pages.
        with sqlite3.connect(path) as other:
            other.execute("PRAGMA user_version = 4")
        other.close()
        attempts: list[Callable[[], object]] = [
            lambda: store.due(NOW + timedelta(1)),
            lambda: store.add([sample_drill("late")], NOW),
            lambda: store.record("mistake:n1:1:2", 0.0, Grade.GOOD, Rating.Good, NOW),
            lambda: store.rating_history("ann"),
        ]
        for attempt in attempts:  # each says what is wrong: no other error escapes
            with pytest.raises(DamagedHistoryError, match="damaged or not a database"):
                attempt()
    with pytest.raises(DamagedHistoryError):
        DrillStore(path)


def test_the_reference_evening_is_what_the_steps_say(tmp_path: Path) -> None:
    """The crash-point test compares with this run; it must itself hold what was done."""
    final = reference_states(tmp_path)[-1]
    assert [row[0] for row in final["drills"]] == [f"mistake:{k}:1:2" for k in "abc"]
    assert [row[:2] for row in final["answers"]] == [
        ("mistake:a:1:2", "ann"),
        ("mistake:b:1:2", "ann"),
        ("mistake:a:1:2", "ann"),
        ("mistake:c:1:2", ""),
        ("mistake:c:1:2", "ann"),
    ]
    assert final["graded"] == [("hand-1",), ("hand-2",)]
    assert [row[:2] for row in final["puzzles"]] == [
        ("mistake:c:1:2", ""),
        ("mistake:c:1:2", "ann"),
    ]
    assert json.loads(final["drills"][0][1])["due"] > NOW.isoformat()


def test_the_history_stays_whole_while_drills_and_another_program_share_it(
    tmp_path: Path,
) -> None:
    """Opening the drills on the history the window holds must not touch the file
    outside SQLite: closing a descriptor of it would drop every lock the process holds,
    and another program reading it (a backup, a second window's check) would then take
    the window for gone and fold its journal away under it, losing every later hand."""
    path = tmp_path / "history.sqlite3"
    played = played_records(4, seed=3)
    with HistoryDatabase(path) as history:
        match_id = history.add_match(played[0]["rules"], played[0]["seats"])
        history.add_hand(match_id, played[0])
        with DrillStore(history) as store:
            store.add([sample_drill("a")], NOW)

            # Another program (a fresh process, not a fork: a fork would share this
            # one's lock bookkeeping) opens the file, reads and closes it.
            look = (
                "import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); "
                "c.execute('SELECT count(*) FROM hands').fetchone(); c.close()"
            )
            subprocess.run([sys.executable, "-c", look, str(path)], check=True, timeout=60)
            assert {p.name for p in tmp_path.iterdir()} >= {path.name + "-wal"}
            for record in played[1:]:
                history.add_hand(match_id, record)
            store.record("mistake:a:1:2", 0.0, Grade.GOOD, Rating.Good, NOW)
            assert history.count_hands() == 4
    with sqlite3.connect(path) as fresh:  # what a restart finds
        assert fresh.execute("SELECT count(*) FROM hands").fetchone()[0] == 4
        assert fresh.execute("SELECT count(*) FROM drill_answers").fetchone()[0] == 1
    fresh.close()
