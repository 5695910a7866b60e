"""Imports of hand-history files: only regular files of a bounded size are read, every
hand is checked before one transaction stores them all (or none), messages stay short,
and hands already in the history are never filed twice."""

from __future__ import annotations

import copy
import functools
import json
import os
import random
import sqlite3
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from ofc_desktop.core.history import SeatInfo, hand_to_record, hands_export, public_hand_record
from ofc_desktop.core.match import Match
from ofc_desktop.core.match_history import match_outline, match_to_record
from ofc_desktop.core.rules import MatchLength, RuleSet, Variant
from ofc_desktop.core.seats import RandomSeat, play_match
from ofc_desktop.persistence import exchange
from ofc_desktop.persistence.exchange import (
    MAX_MESSAGE,
    CheckedImport,
    ImportCancelled,
    ImportProblem,
    match_document,
    public_hands,
    read_import,
    store_imported,
)
from ofc_desktop.persistence.history_db import HistoryDatabase, HistoryDbError
from ofc_desktop.persistence.history_rows import time_text
from tests.persistence.hand_records import played_records

START = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)
SHORT = 300  # characters: what a readable message about a huge value stays under


@functools.cache
def _played() -> tuple[dict[str, Any], ...]:
    return tuple(played_records(12, seed=5))


def public_records(count: int = 12) -> list[dict[str, Any]]:
    """Finished hands as another player would share them: no seed, discards hidden."""
    return [public_hand_record(copy.deepcopy(record), 0) for record in _played()[:count]]


def write(path: Path, document: object) -> Path:
    path.write_text(json.dumps(document, ensure_ascii=False), encoding="utf-8")
    return path


def counts(database: HistoryDatabase) -> tuple[int, int]:
    return database.count_matches(), database.count_hands()


@pytest.fixture
def db(tmp_path: Path) -> Iterator[HistoryDatabase]:
    database = HistoryDatabase(tmp_path / "history.sqlite3")
    yield database
    database.close()


def problem(path: Path) -> str:
    with pytest.raises(ImportProblem) as caught:
        read_import(path)
    return str(caught.value)


def finishes_quickly(
    work: Callable[[], object], unblock: Callable[[], None] | None = None, seconds: float = 5.0
) -> BaseException | object:
    """Run ``work`` in a thread; what it returned or raised, or a failure if it hangs
    (``unblock`` then frees the thread, so the test run itself never hangs)."""
    outcome: list[BaseException | object] = []

    def run() -> None:
        try:
            outcome.append(work())
        except BaseException as error:  # handed back to the test
            outcome.append(error)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    if thread.is_alive():
        if unblock is not None:
            unblock()
        thread.join(seconds)
        pytest.fail(f"the import did not return within {seconds} s")
    return outcome[0]


# ----- what is read ---------------------------------------------------------------------


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_an_endless_device_behind_a_link_is_refused_at_once(tmp_path: Path) -> None:
    link = tmp_path / "hands.json"
    link.symlink_to("/dev/zero")
    error = finishes_quickly(lambda: read_import(link))
    assert isinstance(error, ImportProblem)
    assert "hands.json is a device" in str(error)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_pipe_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "hands.json"
    os.mkfifo(fifo)

    def unblock() -> None:  # a writer lets a blocked open return
        descriptor = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
        os.close(descriptor)

    error = finishes_quickly(lambda: read_import(fifo), unblock)
    assert isinstance(error, ImportProblem) and "hands.json is a pipe" in str(error)


def test_a_folder_or_a_missing_file_is_refused(tmp_path: Path) -> None:
    (tmp_path / "folder.json").mkdir()
    assert "folder.json is a folder" in problem(tmp_path / "folder.json")
    assert "Could not read missing.json" in problem(tmp_path / "missing.json")


def test_a_file_over_the_limit_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(exchange, "MAX_IMPORT_BYTES", 2000)
    document = hands_export(public_records(1))
    text = json.dumps(document)
    assert len(text) > 2000
    assert "too large" in problem(write(tmp_path / "big.json", document))
    exact = tmp_path / "exact.json"
    exact.write_text(" " * (2000 - len(json.dumps({"format": 1}))) + json.dumps({"format": 1}))
    assert "unknown kind" in problem(exact)  # read whole: exactly the limit is allowed


@pytest.mark.skipif(not Path("/proc/self/maps").exists(), reason="needs /proc")
def test_the_size_a_file_claims_is_not_trusted(monkeypatch: pytest.MonkeyPatch) -> None:
    maps = Path("/proc/self/maps")  # a regular file that says it is empty
    assert maps.stat().st_size == 0
    monkeypatch.setattr(exchange, "MAX_IMPORT_BYTES", 100)
    assert "too large" in problem(maps)


def test_a_byte_order_mark_is_accepted(tmp_path: Path, db: HistoryDatabase) -> None:
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(hands_export(public_records(2))).encode())
    outcome = store_imported(db, read_import(path))
    assert outcome.added == 2 and counts(db)[1] == 2


def test_a_file_that_is_not_utf8_text_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "latin.json"
    path.write_bytes(b'{"format": "caf\xe9"}')
    assert "not a text file" in problem(path)


# ----- limits and short messages --------------------------------------------------------


def test_a_huge_player_name_is_refused_with_a_short_message(tmp_path: Path) -> None:
    hands = public_records(1)
    hands[0]["seats"][1]["name"] = "N" * 10_000_000
    message = problem(write(tmp_path / "name.json", hands_export(hands)))
    assert "a player's name" in message and "at most 40" in message
    assert len(message) < SHORT


def test_names_and_bot_levels_have_sane_lengths(tmp_path: Path) -> None:
    hands = public_records(1)
    bot = next(seat for seat in hands[0]["seats"] if seat["kind"] == "bot")
    bot["level"] = "x" * 25
    message = problem(write(tmp_path / "level.json", hands_export(hands)))
    assert "a bot level" in message and "at most 24" in message
    hands = public_records(1)
    old = hands[0]["seats"][0]["name"]
    name = "N" * 41
    hands[0]["seats"][0]["name"] = name
    hands[0]["result"] = json.loads(
        json.dumps(hands[0]["result"]).replace(json.dumps(old), json.dumps(name))
    )
    assert "a player's name" in problem(write(tmp_path / "long.json", hands_export(hands)))


def test_a_huge_number_is_not_echoed(tmp_path: Path) -> None:
    hands = public_records(1)
    text = json.dumps(hands_export(hands)).replace('"button": ', '"button": ' + "9" * 4000, 1)
    path = tmp_path / "number.json"
    path.write_text(text, encoding="utf-8")
    message = problem(path)
    assert "4,001 digits" in message and "9" * 41 not in message and len(message) < SHORT


def test_any_long_value_in_an_error_is_shortened(tmp_path: Path) -> None:
    hands = public_records(2)
    hands[1]["dealt"] = "Zz" * 1500 + " " + hands[1]["dealt"]  # long, but under the limit
    message = problem(write(tmp_path / "dealt.json", hands_export(hands)))
    assert "hand 2:" in message and "Zz" in message and len(message) < SHORT
    kind = problem(write(tmp_path / "kind.json", {"format": "k" * 3000}))
    assert "unknown kind" in kind and len(kind) < SHORT
    assert len(exchange.shorten("x " * 10_000)) <= MAX_MESSAGE + 1


def test_a_damaged_date_is_refused(tmp_path: Path) -> None:
    hands = public_records(1)
    hands[0]["played_at"] = "yesterday" * 100
    message = problem(write(tmp_path / "date.json", hands_export(hands)))
    assert "played_at" in message and len(message) < SHORT


def test_a_damaged_hand_names_itself_and_nothing_is_checked_further(tmp_path: Path) -> None:
    hands = public_records(4)
    place = next(i for i, a in enumerate(hands[2]["actions"]) if a["action"] == "place")
    action = hands[2]["actions"][place]
    action["row"] = "top" if action["row"] != "top" else "bottom"
    assert "hand 3: " in problem(write(tmp_path / "damaged.json", hands_export(hands)))


# ----- storing: all or nothing, never twice ---------------------------------------------


def test_the_same_file_twice_adds_nothing_the_second_time(
    tmp_path: Path, db: HistoryDatabase
) -> None:
    path = write(tmp_path / "hands.json", hands_export(public_records()))
    first = store_imported(db, read_import(path))
    assert (first.added, first.known) == (12, 0) and first.matches
    before = counts(db)
    again = store_imported(db, read_import(path))
    assert (again.added, again.known, again.matches) == (0, 12, ())
    assert counts(db) == before  # and no empty match


def test_a_file_with_some_known_hands_adds_the_others(tmp_path: Path, db: HistoryDatabase) -> None:
    hands = public_records()
    store_imported(db, read_import(write(tmp_path / "five.json", hands_export(hands[:5]))))
    twice = hands + hands[6:8]  # the same hand twice in one file is kept once
    outcome = store_imported(db, read_import(write(tmp_path / "all.json", hands_export(twice))))
    assert (outcome.added, outcome.known, outcome.repeated) == (7, 5, 2)
    assert counts(db)[1] == 12


def test_undated_hands_get_the_import_time_and_still_import_once(
    tmp_path: Path, db: HistoryDatabase
) -> None:
    path = write(tmp_path / "undated.json", hands_export(public_records(3)))
    now = START + timedelta(days=30)
    store_imported(db, read_import(path), now=now)
    assert {row.played_at for row in db.list_hands()} == {now}
    assert store_imported(db, read_import(path)).added == 0


def test_dates_are_kept(tmp_path: Path, db: HistoryDatabase) -> None:
    hands = [copy.deepcopy(public_records(1)[0]) for _ in range(3)]  # one match's rules
    times = [START + timedelta(minutes=7 * n, microseconds=n) for n in range(3)]
    for number, (hand, when) in enumerate(zip(hands, times, strict=True), start=1):
        hand["played_at"] = time_text(when)
        hand["hand_number"] = number
    store_imported(db, read_import(write(tmp_path / "dated.json", hands_export(hands))))
    rows = db.list_hands(0, -1, "played_at", False)
    assert [row.played_at for row in rows] == times
    match = db.list_matches()[0]
    assert (match.started_at, match.ended_at, match.status) == (times[0], times[-1], "finished")
    assert all("played_at" not in db.hand_record(row.hand_id) for row in rows)


def _store_played_match(database: HistoryDatabase, hands: int = 4, over: bool = True) -> str:
    """A match as the game stores it: its hands (without seeds), standings and outline."""
    rules = RuleSet(variant=Variant.CLASSIC, match_length=MatchLength.HANDS, match_hands=hands)
    seats = [SeatInfo("You"), SeatInfo("Bob", "bot", "easy")]
    match = Match(rules, [s.name for s in seats], seed=21)
    records: list[dict[str, Any]] = []
    rng = random.Random(3)
    play_match(
        match,
        [RandomSeat(s.name, rng) for s in seats],
        on_hand=lambda hand: records.append(hand_to_record(hand, seats)),
    )
    for record in records:
        del record["seed"]  # the game keeps no seed in its history
    match_id = database.add_match(
        rules.to_dict(),
        [s.to_json() for s in seats],
        started_at=START,
        status="finished" if over else "playing",
    )
    database.add_hands(
        match_id,
        records,
        [START + timedelta(minutes=n, microseconds=17) for n in range(len(records))],
    )
    database.update_match(
        match_id,
        standings=match.settled_totals(),
        over=over,
        ended_at=START + timedelta(hours=1),
        outline=match_outline(match_to_record(match, {s.name: s for s in seats})),
    )
    return match_id


def test_your_own_export_imports_as_nothing_new(tmp_path: Path, db: HistoryDatabase) -> None:
    match_id = _store_played_match(db)
    document = match_document(db, match_id, "You")
    assert document["format"] == "ofc-match/2" and document["started_at"] == time_text(START)
    before = counts(db)
    seen: list[tuple[int, int]] = []
    checked = read_import(
        write(tmp_path / "match.json", document), lambda done, total: seen.append((done, total))
    )
    assert seen[-1] == (4, 4) and [done for done, _ in seen[1:]] == [0, 1, 2, 3, 4]
    outcome = store_imported(db, checked)
    assert (outcome.added, outcome.known) == (0, 4) and counts(db) == before
    rows = db.match_hands(match_id)
    chosen = public_hands(
        [db.hand_record(row.hand_id) for row in rows[1:3]],
        "You",
        [row.played_at for row in rows[1:3]],
    )
    outcome = store_imported(db, read_import(write(tmp_path / "two.json", hands_export(chosen))))
    assert (outcome.added, outcome.known) == (0, 2) and counts(db) == before


def test_an_exported_match_keeps_its_dates_in_another_history(
    tmp_path: Path, db: HistoryDatabase
) -> None:
    match_id = _store_played_match(db)
    path = write(tmp_path / "match.json", match_document(db, match_id, "You"))
    with HistoryDatabase(tmp_path / "other.sqlite3") as other:
        outcome = store_imported(other, read_import(path))
        assert outcome.added == 4 and len(outcome.matches) == 1
        imported = other.get_match(outcome.matches[0])
        assert imported.started_at == START and imported.status == "finished"
        assert [row.played_at for row in other.match_hands(imported.match_id)] == [
            row.played_at for row in db.match_hands(match_id)
        ]
        assert dict(imported.standings) == dict(db.get_match(match_id).standings)
        assert store_imported(other, read_import(path)).added == 0


def test_a_match_file_not_played_to_its_end_imports_as_abandoned(
    tmp_path: Path, db: HistoryDatabase
) -> None:
    match_id = _store_played_match(db, hands=6)
    document = match_document(db, match_id, "You")
    hands = [event for event in document["events"] if event["event"] == "hand"]
    document["events"] = document["events"][: document["events"].index(hands[3])]
    document["over"] = False
    document["totals"] = {}
    for event in hands[:3]:
        for player in event["hand"]["result"]["players"]:
            document["totals"][player["player"]] = (
                document["totals"].get(player["player"], 0) + player["total"]
            )
    with HistoryDatabase(tmp_path / "other.sqlite3") as other:
        outcome = store_imported(other, read_import(write(tmp_path / "cut.json", document)))
        assert outcome.added == 3
        assert other.get_match(outcome.matches[0]).status == "abandoned"


def test_a_full_disk_during_the_insert_leaves_nothing(tmp_path: Path, db: HistoryDatabase) -> None:
    """A real SQLITE_FULL: the file may not grow past a few more pages."""
    store_imported(db, read_import(write(tmp_path / "one.json", hands_export(public_records(1)))))
    before = counts(db)
    pages = db.fetch_all("PRAGMA page_count")[0][0]
    db.fetch_all(f"PRAGMA max_page_count = {pages + 3}")
    checked = read_import(write(tmp_path / "rest.json", hands_export(public_records()[1:])))
    with pytest.raises(HistoryDbError, match="the disk is full"):
        store_imported(db, checked)
    assert counts(db) == before
    db.fetch_all("PRAGMA max_page_count = 1073741823")
    assert store_imported(db, checked).added == 11  # nothing half-done was left behind


def test_a_failure_between_two_matches_leaves_nothing(
    tmp_path: Path, db: HistoryDatabase, monkeypatch: pytest.MonkeyPatch
) -> None:
    hands = public_records()
    assert len({hand["rules"]["variant"] for hand in hands}) > 1  # several new matches
    add_hands = db.add_packed_hands
    calls: list[str] = []

    def failing(match_id: str, *args: Any, **kwargs: Any) -> list[int | None]:
        calls.append(match_id)
        if len(calls) == 2:
            error = sqlite3.OperationalError("database or disk is full")
            error.sqlite_errorcode = sqlite3.SQLITE_FULL  # type: ignore[attr-defined]
            raise error
        return add_hands(match_id, *args, **kwargs)

    monkeypatch.setattr(db, "add_packed_hands", failing)
    checked = read_import(write(tmp_path / "hands.json", hands_export(hands)))
    with pytest.raises(HistoryDbError, match="the disk is full"):
        store_imported(db, checked)
    assert counts(db) == (0, 0)


_CRASHING_IMPORT = """
import os, sys
from pathlib import Path
from ofc_desktop.persistence.exchange import read_import, store_imported
from ofc_desktop.persistence.history_db import HistoryDatabase
database = HistoryDatabase(Path(sys.argv[1]))
checked = read_import(Path(sys.argv[2]))
inserted = []
def stop_at_the_seventh_hand(sql):
    if sql.lstrip().upper().startswith("INSERT INTO HANDS"):
        inserted.append(sql)
        if len(inserted) == 7:
            os._exit(3)  # the process dies: no rollback, no close
database.set_statement_hook(stop_at_the_seventh_hand)
store_imported(database, checked)
"""


def test_a_crash_in_the_middle_of_an_import_leaves_nothing(tmp_path: Path) -> None:
    path = write(tmp_path / "hands.json", hands_export(public_records()))
    history = tmp_path / "history.sqlite3"
    HistoryDatabase(history).close()
    root = Path(__file__).resolve().parents[2]
    crashed = subprocess.run(
        [sys.executable, "-c", _CRASHING_IMPORT, str(history), str(path)],
        cwd=root,
        env={**os.environ, "PYTHONPATH": str(root)},
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert crashed.returncode == 3, crashed.stderr
    with HistoryDatabase(history) as database:
        assert counts(database) == (0, 0)
        assert store_imported(database, read_import(path)).added == 12


def test_a_cancelled_check_stops_between_hands(tmp_path: Path) -> None:
    path = write(tmp_path / "hands.json", hands_export(public_records()))
    cancel = threading.Event()
    seen: list[tuple[int, int]] = []

    def progress(done: int, total: int) -> None:
        seen.append((done, total))
        if done == 3:
            cancel.set()

    with pytest.raises(ImportCancelled):
        read_import(path, progress, cancel)
    assert seen[-1] == (3, 12)
    checked = read_import(path, lambda done, total: seen.append((done, total)))
    assert isinstance(checked, CheckedImport) and seen[-1] == (12, 12)
