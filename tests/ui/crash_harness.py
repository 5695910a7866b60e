"""Kills a real run of the game at a chosen write boundary of its store, then checks
what a restart finds: the crash-point test and the random-kill soak share it.

A run opens the real window on a data folder, resumes the saved match if there is one
(as the program does when the player says yes) or starts a short match, and plays it to
its end, the person's streets by "Play for me" (confirmed at once; the safe move stands
in for the advisor, so every run is quick and the same). At the person's first turn it
keeps their position in the lab's library, and once the match is over it files two
drills and answers one, as a player would after a match; the store backs the history up
at the match's end. Every statement that may write to a database (the history, the
drills, a backup being made), every backup copy, and every file replace is a write
boundary; ``crash_at=n`` stops the process with SIGKILL just before the n-th one, after
noting what the database had committed by then (read through a second connection,
which sees only committed transactions).

Run as a program (``python -m tests.ui.crash_harness match FOLDER [POINT…]``,
or ``… import FOLDER EXPORT``) it forks
one child per crash point from a process that has imported everything once, so that
trying a hundred points costs seconds, not minutes; it prints a JSON report.
"""

from __future__ import annotations

import hashlib
import json
import os
import signal
import sqlite3
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ofc_desktop.core.match_history import replay_match
from ofc_desktop.core.rules import MatchLength, RuleSet, Variant
from ofc_desktop.persistence.exchange import match_document
from ofc_desktop.persistence.history_copies import backup_files, check_copy
from ofc_desktop.persistence.history_db import HistoryDatabase, HistoryDbError
from ofc_desktop.persistence.paths import data_paths
from ofc_desktop.persistence.position_library import library_path, load_library

RULES = RuleSet(variant=Variant.PINEAPPLE, match_length=MatchLength.HANDS, match_hands=2)
SEATS = ("human", "easy")
SEED = 3
CHILD_SECONDS = 120
EXPECTED = "expected.json"  # what was committed when the process was stopped
KINDS = "kinds.json"  # what each write boundary of an uninterrupted run wrote
KEPT_POSITION = "Kept position"
DRILL_KEYS = ("harness-a", "harness-b")
DRILL_HAND = "harness-hand"  # the fingerprint the drills are filed under
WRITES = (
    "BEGIN",
    "INSERT",
    "UPDATE",
    "DELETE",
    "REPLACE",
    "COMMIT",
    "ROLLBACK",
    "CREATE",
    "ALTER",
    "DROP",
    "PRAGMA USER_VERSION =",
    "PRAGMA APPLICATION_ID =",
)


# ----- what the database committed --------------------------------------------------------


_NOTHING: dict[str, Any] = {
    "matches": [],
    "hands": [],
    "progress": None,
    "drills": [],
    "answers": [],
    "graded": [],
}


def committed_state(path: Path) -> dict[str, Any]:
    """The store's committed content in a comparable form (through its own connection):
    the matches, hands and match in progress, and the drills, answers and graded hands."""
    if not path.exists():
        return dict(_NOTHING)
    connection = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        tables = {
            name
            for (name,) in connection.execute("SELECT name FROM sqlite_schema WHERE type = 'table'")
        }
        if "puzzle_schedules" not in tables:
            return dict(_NOTHING)
        matches = connection.execute(
            "SELECT id, status, standings, hands, over FROM matches ORDER BY id"
        ).fetchall()
        hands = connection.execute(
            "SELECT match_id, hand_number, fingerprint FROM hands ORDER BY match_id, hand_number"
        ).fetchall()
        progress = connection.execute("SELECT match_id, state FROM match_in_progress").fetchall()
        drills = connection.execute("SELECT id, due FROM drills ORDER BY id").fetchall()
        answers = connection.execute(
            "SELECT id, drill_id, rating_after FROM drill_answers ORDER BY id"
        ).fetchall()
        graded = connection.execute("SELECT fingerprint FROM graded_hands ORDER BY 1").fetchall()
    finally:
        connection.close()
    return {
        "matches": [list(row) for row in matches],
        "hands": [list(row) for row in hands],
        "progress": [progress[0][0], hashlib.sha256(progress[0][1]).hexdigest()]
        if progress
        else None,
        "drills": [list(row) for row in drills],
        "answers": [list(row) for row in answers],
        "graded": [row[0] for row in graded],
    }


def check_invariants(folder: Path) -> list[str]:
    """What must hold of any folder the game left, crashed or not; the problems found:
    of the history, of each backup of it, and of the library of positions."""
    problems = check_history(data_paths(folder).history_db)
    for backup in backup_files(folder):
        if backup.exists():
            damage = check_copy(backup)
            if damage is not None:
                problems.append(f"backup {backup.name}: {damage}")
            else:
                problems += [f"backup {backup.name}: {p}" for p in check_history(backup)]
    library = load_library(library_path(data_paths(folder)))
    problems += [f"library: {notice}" for notice in library.notices]
    if any(entry.name != KEPT_POSITION for entry in library.entries):
        problems.append(f"library: {[entry.name for entry in library.entries]}")
    return problems


def check_history(path: Path) -> list[str]:
    """What must hold of a history file: whole, standings the sum of the hands, every
    match exporting and replaying, a match in progress that replays, and drills filed
    together with the hand they came from."""
    problems: list[str] = []
    if not path.exists():
        return problems
    with HistoryDatabase(path) as database:  # opening also finds damage and recovers WAL
        ((integrity,),) = database.fetch_all("PRAGMA integrity_check")
        if integrity != "ok":
            problems.append(f"integrity_check: {integrity}")
        for row in database.list_matches(limit=-1):
            hands = database.match_hands(row.match_id)
            sums: dict[str, int] = {}
            for hand in hands:
                for seat in hand.seats:
                    sums[seat.name] = sums.get(seat.name, 0) + seat.total
            standings = dict(row.standings)
            if any(standings.get(name, 0) != sums.get(name, 0) for name in {*standings, *sums}):
                problems.append(
                    f"match {row.match_id}: standings {dict(row.standings)} "
                    f"but its hands add up to {sums}"
                )
            numbers = [hand.hand_number for hand in hands]
            if numbers != list(range(1, len(numbers) + 1)) or row.hands != len(numbers):
                problems.append(f"match {row.match_id}: hands {numbers}, counted {row.hands}")
            try:
                document = match_document(database, row.match_id, None)
                if document.get("format") == "ofc-match/2":
                    replay_match(document)
            except (HistoryDbError, ValueError) as error:
                problems.append(f"match {row.match_id} does not export: {error}")
        progress = database.progress()
        if progress is not None:
            match_id, state = progress
            try:
                replay_match(state)
            except ValueError as error:
                problems.append(f"the match in progress does not replay: {error}")
            if database.get_match(match_id).status != "playing":
                problems.append("the match in progress is not marked as being played")
        drills = {row[0] for row in database.fetch_all("SELECT id FROM drills")}
        graded = {row[0] for row in database.fetch_all("SELECT fingerprint FROM graded_hands")}
        if bool(drills) != (DRILL_HAND in graded):
            problems.append(f"drills {sorted(drills)} but graded hands {sorted(graded)}")
        answered = {row[0] for row in database.fetch_all("SELECT drill_id FROM drill_answers")}
        if answered - drills:
            problems.append(f"answers to drills never filed: {sorted(answered - drills)}")
    return problems


# ----- a run of the game ------------------------------------------------------------------


def _install_crash(folder: Path, crash_at: int, counter: list[int], kinds: list[str]) -> None:
    """Stop the process just before write boundary number ``crash_at`` (count from 1);
    ``kinds`` gets what each boundary passed was about to write."""
    history = data_paths(folder).history_db

    def boundary(kind: str) -> None:
        counter[0] += 1
        kinds.append(kind)
        if counter[0] == crash_at:
            (folder / EXPECTED).write_text(json.dumps(committed_state(history)))
            os.kill(os.getpid(), signal.SIGKILL)

    def traced(statement: str) -> None:
        if statement.lstrip().upper().startswith(WRITES):
            boundary(" ".join(statement.split()[:5]))

    class Connection(sqlite3.Connection):
        def backup(self, target: sqlite3.Connection, *args: Any, **kwargs: Any) -> None:
            boundary("backup copy")  # the copy's pages, written as one step
            super().backup(target, *args, **kwargs)
            boundary("backup copied")

    real_connect = sqlite3.connect

    def connect(*args: Any, **kwargs: Any) -> sqlite3.Connection:
        connection = real_connect(*args, factory=Connection, **kwargs)
        connection.set_trace_callback(traced)
        return connection

    real_replace = os.replace

    def replace(source: Any, target: Any, **kwargs: Any) -> None:
        boundary(f"replace {Path(target).name}")
        real_replace(source, target, **kwargs)
        boundary(f"replaced {Path(target).name}")

    sqlite3.connect = connect  # type: ignore[assignment]
    os.replace = replace  # type: ignore[assignment]


def _safe_advice(view: Any, _budget: object, _cancel: object) -> object:
    from ofc_desktop.core.autoplay import safe_auto_move

    return safe_auto_move(view)


def play(folder: Path, crash_at: int = 0, matches: int = 1, pace_ms: int = 1) -> int:
    """Open the window on ``folder``, resume or start, and play ``matches`` matches to
    their end, a move every ``pace_ms`` at most; returns how many write boundaries it
    passed (and writes what each was about to write to ``kinds.json``)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from ofc_desktop.ui.controller import TableController
    from ofc_desktop.ui.main_window import MainWindow
    from ofc_desktop.ui.models.setup import TableSetup, seats_from_kinds
    from ofc_desktop.ui.storage import Storage

    counter = [0]
    kinds: list[str] = []
    _install_crash(folder, crash_at or -1, counter, kinds)  # -1: counts only
    app = QApplication.instance() or QApplication([])
    controller = TableController(bot_delay_ms=pace_ms - 1, auto_deal_ms=10**9)
    # The person's streets by Play for me, confirmed at once, as the engine's safe move:
    # instant and the same every run, so the runs stay quick and count the same writes.
    controller.advisor = _safe_advice
    storage = Storage(data_paths(folder))
    window = MainWindow(controller, storage)
    window.ask_before_abandoning = False
    window.scene.animation_ms = 0
    # The drills come from the run itself, at fixed moments; the grader's, whenever its
    # review is done, would make each run write at other moments.
    window.options = window.options.with_changes(grade_hands=False)
    setup = TableSetup(RULES, seats_from_kinds(list(SEATS)), SEED)
    saved = storage.load_resume()
    if saved is None or not window.resume(saved):
        window.start(setup)
    else:
        print(f"resumed {saved.match_id}", flush=True)  # the soak counts these
    left = [matches]
    kept = [False]

    def advance() -> None:
        snapshot = controller.snapshot
        if snapshot.match_over:
            _drills_after_a_match(window)
            left[0] -= 1
            if left[0] <= 0:
                app.quit()
                return
            window.start(setup)
        elif snapshot.curtain:
            controller.accept_handover()
        elif snapshot.hand_over:
            controller.next_hand()
        elif controller.human_may_act():
            if not kept[0]:
                kept[0] = _keep_position(window)
            controller.play_for_me(confirm=True)

    ticker = QTimer()
    ticker.timeout.connect(advance)
    ticker.start(pace_ms)
    app.exec()
    ticker.stop()
    controller.shut_down()
    window.close()
    (folder / KINDS).write_text(json.dumps(kinds))
    return counter[0]


def _keep_position(window: Any) -> bool:
    """Open the lab on the person's position and keep it in the library (in place of
    the one kept by an earlier run), as a player would."""
    lab = window.open_position_lab()
    assert lab.library is not None
    kept = bool(lab.library.save_as(KEPT_POSITION, "from the table", replace_same=True))
    lab.close()
    return kept


def _drills_after_a_match(window: Any) -> None:
    """File two drills from a hand (one transaction with the hand marked graded) and
    answer the first, through the window's drills store."""
    from datetime import UTC, datetime

    from fsrs import Rating

    from ofc_desktop.bots.grades import Grade
    from tests.persistence.drill_samples import sample_drill

    if window.grader is None:
        window._start_grader()
    store = window.grader.store
    when = datetime(2026, 6, 1, 20, 0, tzinfo=UTC)
    store.add([sample_drill(key) for key in DRILL_KEYS], when, graded=DRILL_HAND)
    store.record(sample_drill(DRILL_KEYS[0]).drill_id, 0.4, Grade.INACCURACY, Rating.Hard, when)


def import_file(folder: Path, path: Path, crash_at: int = 0) -> int:
    """Import ``path`` into the folder's history as the browser does (read and check it
    whole, then one transaction); returns how many write boundaries it passed."""
    from ofc_desktop.persistence.exchange import read_import, store_imported

    counter = [0]
    _install_crash(folder, crash_at or -1, counter, [])
    with HistoryDatabase(data_paths(folder).history_db) as database:
        store_imported(database, read_import(path))
    return counter[0]


def import_points(root: Path, export: Path, jobs: int = 2) -> dict[str, Any]:
    """Kill an import at each of its write boundaries: the history then holds all of the
    file or none of it, and importing again completes it without doubling a hand."""
    counted = root / "count"
    counted.mkdir(parents=True)
    total_file = root / "total"
    if in_child(lambda: total_file.write_text(str(import_file(counted, export)))) != 0:
        return {"error": "the uninterrupted import failed"}
    total = int(total_file.read_text())
    with HistoryDatabase(data_paths(counted).history_db) as database:
        expected = database.count_hands()
    report: dict[str, Any] = {"boundaries": total, "hands": expected, "points": []}
    for point in range(1, total + 1):
        folder = root / f"point-{point}"
        folder.mkdir()
        status = in_child(lambda folder=folder, point=point: import_file(folder, export, point))
        problems = check_invariants(folder)
        path = data_paths(folder).history_db
        if path.exists():
            with HistoryDatabase(path) as database:
                if database.count_hands() not in (0, expected):
                    problems.append(f"a partial import: {database.count_hands()} hands")
        for _ in range(2):  # importing again completes it; a third time adds nothing
            if in_child(lambda folder=folder: import_file(folder, export)) != 0:
                problems.append("importing again failed")
        with HistoryDatabase(path) as database:
            if database.count_hands() != expected:
                problems.append(f"after importing again: {database.count_hands()} hands")
        report["points"].append(
            {"point": point, "killed": status == -signal.SIGKILL, "problems": problems}
        )
    return report


# ----- the fork server --------------------------------------------------------------------


def start_child(run: Callable[[], object], limit_s: int = CHILD_SECONDS) -> int:
    """Fork a child that runs ``run`` and exits (status 3 if it raised, killed by
    SIGALRM after ``limit_s``; 0: no limit); its pid."""
    sys.stdout.flush()
    sys.stderr.flush()
    pid = os.fork()
    if pid == 0:  # the child: never returns into the caller
        status = 0
        signal.alarm(limit_s)  # a run that hangs ends, and says so by its status
        try:
            run()
        except BaseException:
            import traceback

            traceback.print_exc()
            status = 3
        os._exit(status)
    return pid


def in_child(run: Callable[[], object]) -> int:
    """Run ``run`` in a forked child; its exit status (negative: the signal that ended it)."""
    _, status = os.waitpid(start_child(run), 0)
    return -os.WTERMSIG(status) if os.WIFSIGNALED(status) else os.WEXITSTATUS(status)


def warm_up() -> None:
    """Work out once, before the children are forked, what each run would otherwise work
    out anew: the Fantasyland prices of the rules (which the game keeps on disk between
    starts, and a fresh test folder lacks) and the window's modules."""
    from ofc_desktop.bots.fantasyland_pool import prepare

    prepare(RULES)
    import fsrs  # noqa: F401

    import ofc_desktop.ui.drills.openers
    import ofc_desktop.ui.lab.openers
    import ofc_desktop.ui.main_window  # noqa: F401
    import tests.persistence.drill_samples  # noqa: F401


def crash_points(root: Path, points: list[int], jobs: int = 2) -> dict[str, Any]:
    """Count the boundaries of a whole run, then for each point (all when ``points`` is
    empty): kill a run there, reopen and check, resume, play on to the end and check."""
    warm_up()
    counted = root / "count"
    counted.mkdir(parents=True)
    total_file = root / "total"
    status = in_child(lambda: total_file.write_text(str(play(counted))))
    if status != 0:
        return {"error": f"the uninterrupted run failed ({status})"}
    total = int(total_file.read_text())
    report: dict[str, Any] = {"boundaries": total, "points": [], "problems": []}
    report["kinds"] = json.loads((counted / KINDS).read_text())
    report["problems"] += [f"uninterrupted run: {p}" for p in check_invariants(counted)]
    chosen = points or list(range(1, total + 1))
    jobs = max(1, min(jobs, len(chosen)))
    slices = [chosen[start::jobs] for start in range(jobs)]
    for number, part in enumerate(slices):  # each slice in a process of its own
        start_child(
            lambda part=part, number=number: (root / f"part-{number}.json").write_text(
                json.dumps([_try_point(root, point) for point in part])
            ),
            limit_s=0,
        )
    for _ in slices:
        os.wait()
    for number in range(len(slices)):
        try:
            report["points"] += json.loads((root / f"part-{number}.json").read_text())
        except (OSError, ValueError) as error:
            report["problems"].append(f"part {number} of the points gave no report: {error}")
    report["points"].sort(key=lambda entry: entry["point"])
    return report


def _try_point(root: Path, point: int) -> dict[str, Any]:
    """Kill a run at ``point``, check the folder, resume and play on, check again."""
    folder = root / f"point-{point}"
    folder.mkdir()
    status = in_child(lambda folder=folder, point=point: play(folder, crash_at=point))
    entry: dict[str, Any] = {"point": point, "killed": status == -signal.SIGKILL}
    problems = check_invariants(folder)
    expected_file = folder / EXPECTED
    if entry["killed"]:
        expected = json.loads(expected_file.read_text())
        found = committed_state(data_paths(folder).history_db)
        if found != expected:
            problems.append(
                f"after the crash the store holds {found}, but {expected} was committed"
            )
    elif status != 0:
        problems.append(f"the run ended with status {status}")
    status = in_child(lambda folder=folder: play(folder))
    if status != 0:
        problems.append(f"resuming and playing on ended with status {status}")
    problems += [f"after playing on: {p}" for p in check_invariants(folder)]
    with HistoryDatabase(data_paths(folder).history_db) as database:
        matches = database.list_matches(limit=-1)
        if not matches or any(
            row.status != "finished" or row.hands < RULES.match_hands for row in matches
        ):
            problems.append(f"after playing on: matches {matches}")
        if database.progress() is not None:
            problems.append("after playing on: a finished match is still offered")
    entry["problems"] = problems
    return entry


if __name__ == "__main__":
    if sys.argv[1] == "play":  # on and on, at a person's pace, until it is killed
        play(Path(sys.argv[2]), matches=10**9, pace_ms=int(sys.argv[3]))
    elif sys.argv[1] == "import":
        print(json.dumps(import_points(Path(sys.argv[2]), Path(sys.argv[3]))))
    else:
        chosen = [int(point) for point in sys.argv[3:]]
        print(json.dumps(crash_points(Path(sys.argv[2]), chosen)))
