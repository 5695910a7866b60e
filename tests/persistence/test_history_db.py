"""The hand-history database: round trips, schema versions, damaged files, the browser's
listings."""

from __future__ import annotations

import random
import sqlite3
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ofc_desktop.core.history import replay_hand
from ofc_desktop.persistence import history_schema
from ofc_desktop.persistence.history_db import (
    SCHEMA_VERSION,
    DamagedHistoryError,
    HandFilter,
    HistoryDatabase,
    HistoryDbError,
    MatchFilter,
    NewerHistoryError,
)
from ofc_desktop.persistence.history_open import open_history
from ofc_desktop.persistence.history_schema import translate_error
from tests.persistence.hand_records import hand_records, played_records

START = datetime(2024, 3, 1, 12, 0, tzinfo=UTC)


@pytest.fixture(scope="module")
def played() -> list[dict[str, Any]]:
    return played_records(60, seed=11)


@pytest.fixture
def db(tmp_path: Path) -> Iterator[HistoryDatabase]:
    database = HistoryDatabase(tmp_path / "history.sqlite3")
    yield database
    database.close()


def _store(db: HistoryDatabase, record: dict[str, Any], **match: Any) -> tuple[str, int]:
    match_id = db.add_match(record["rules"], record["seats"], **match)
    return match_id, db.add_hand(match_id, record)


# ----- round trips ----------------------------------------------------------------------


@settings(max_examples=150)
@given(records=st.lists(hand_records(), min_size=1, max_size=4))
def test_a_stored_record_reads_back_identical(records: list[dict[str, Any]]) -> None:
    with HistoryDatabase(":memory:") as db:
        ids = [_store(db, record)[1] for record in records]
        assert [db.hand_record(hand_id) for hand_id in ids] == records


def test_played_hands_read_back_with_their_columns(
    db: HistoryDatabase, played: list[dict[str, Any]]
) -> None:
    match_id = db.add_match(played[0]["rules"], played[0]["seats"])
    ids = db.add_hands(match_id, played)
    assert db.match_records(match_id) == played
    for row, record in zip(db.match_hands(match_id), played, strict=True):
        assert row.hand_number == record["hand_number"]
        assert row.players == tuple(seat["name"] for seat in record["seats"])
        results = {player["player"]: player for player in record["result"]["players"]}
        for seat in row.seats:
            result = results[seat.name]
            assert (seat.total, seat.fouled, seat.in_fantasyland) == (
                result["total"],
                result["fouled"],
                result["in_fantasyland"],
            )
            assert seat.royalties == sum(result["royalties"].values())
    assert db.get_match(match_id).hands == len(ids) == len(played)


def test_unfinished_hands_keep_their_seats_and_no_outcome(
    db: HistoryDatabase, played: list[dict[str, Any]]
) -> None:
    record = {**played[0], "result": None, "fantasyland": [[0, 14]]}
    _, hand_id = _store(db, record)
    (row,) = db.list_hands()
    assert not row.finished and row.seats[0].in_fantasyland
    assert all(seat.total == 0 and not seat.fouled for seat in row.seats)
    assert db.hand_record(hand_id) == record


# ----- what cannot be stored ------------------------------------------------------------


def _broken(record: dict[str, Any], change: str) -> dict[str, Any]:
    broken = {**record, "result": {**record["result"]}}
    if change == "format":
        broken["format"] = "ofc-hand/1"
    elif change == "missing":
        del broken["boards"]
    elif change == "twins":
        broken["seats"] = [broken["seats"][0]] * 2
    elif change == "kind":
        broken["seats"] = [{**broken["seats"][0], "kind": "ghost"}, *broken["seats"][1:]]
    elif change == "stranger":
        broken["result"]["players"] = [
            {**broken["result"]["players"][0], "player": "Nobody"},
            *broken["result"]["players"][1:],
        ]
    elif change == "total":
        broken["result"]["players"] = [
            {**broken["result"]["players"][0], "total": 1.5},
            *broken["result"]["players"][1:],
        ]
    elif change == "nan":
        broken["rules"] = {**broken["rules"], "point_value": float("nan")}
    elif change == "not json":
        broken["actions"] = [object()]
    return broken


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ("format", "format"),
        ("missing", "boards"),
        ("twins", "same name"),
        ("kind", "kind"),
        ("stranger", "result.players"),
        ("total", "total"),
        ("nan", "JSON"),
        ("not json", "JSON"),
    ],
)
def test_a_malformed_record_is_refused_saying_why(
    db: HistoryDatabase, played: list[dict[str, Any]], change: str, words: str
) -> None:
    match_id = db.add_match(played[0]["rules"], played[0]["seats"])
    with pytest.raises(HistoryDbError, match=words):
        db.add_hands(match_id, [played[1], _broken(played[0], change)])
    assert db.count_hands() == 0 and db.get_match(match_id).hands == 0  # all or nothing


def test_a_hand_needs_its_match_and_is_stored_once(
    db: HistoryDatabase, played: list[dict[str, Any]]
) -> None:
    with pytest.raises(HistoryDbError, match="no match"):
        db.add_hand("nope", played[0])
    match_id, _ = _store(db, played[0])
    with pytest.raises(HistoryDbError, match="already"):
        db.add_hand(match_id, played[0])
    with pytest.raises(HistoryDbError, match="no hand"):
        db.hand_record(999)
    assert db.count_hands() == 1 and db.get_match(match_id).hands == 1


def test_a_full_disk_is_reported_and_the_database_goes_on(
    db: HistoryDatabase, played: list[dict[str, Any]]
) -> None:
    match_id, _ = _store(db, played[0])
    pages = db.fetch_all("PRAGMA page_count")[0][0]
    db.fetch_all(f"PRAGMA max_page_count = {pages}")  # SQLite's way to simulate a full disk
    with pytest.raises(HistoryDbError, match="the disk is full"):
        db.add_hands(match_id, played[1:])
    db.fetch_all("PRAGMA max_page_count = 1000000")
    assert db.count_hands() == 1
    db.add_hands(match_id, played[1:])
    assert db.count_hands() == len(played)


def test_read_only_and_unopenable_files_are_reported_in_words(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    HistoryDatabase(path).close()
    reader = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    with pytest.raises(sqlite3.OperationalError) as caught:
        reader.execute("CREATE TABLE t (x)")
    reader.close()
    error = translate_error(caught.value, "save a hand in", str(path))
    assert type(error) is HistoryDbError and "read-only" in str(error)
    with pytest.raises(HistoryDbError, match="cannot be opened"):
        HistoryDatabase(tmp_path / "no such folder" / "history.sqlite3")
    db, notices = open_history(tmp_path / "no such folder" / "history.sqlite3")
    assert db.path is None and "will not be kept" in notices[0]


# ----- schema versions and damaged files ------------------------------------------------


def test_a_new_file_gets_the_latest_schema_in_wal_mode(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    HistoryDatabase(path).close()
    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert raw.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        tables = {row[0] for row in raw.execute("SELECT name FROM sqlite_schema")}
    assert {"matches", "match_seats", "hands", "hand_seats"} <= tables
    raw.close()


def test_a_version_0_database_is_migrated(tmp_path: Path, played: list[dict[str, Any]]) -> None:
    path = tmp_path / "history.sqlite3"
    raw = sqlite3.connect(path)
    raw.execute("CREATE TABLE scratch (x)")
    raw.execute("DROP TABLE scratch")  # leaves a valid, non-empty file at version 0
    raw.commit()
    raw.close()
    assert path.stat().st_size > 0
    with HistoryDatabase(path) as db:
        _store(db, played[0])
        assert db.count_hands() == 1


def test_an_appended_migration_upgrades_an_existing_file(
    tmp_path: Path, played: list[dict[str, Any]], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "history.sqlite3"
    with HistoryDatabase(path) as db:
        _store(db, played[0])

    def add_notes(connection: sqlite3.Connection) -> None:
        connection.execute("ALTER TABLE hands ADD COLUMN note TEXT NOT NULL DEFAULT ''")

    monkeypatch.setattr(history_schema, "MIGRATIONS", (*history_schema.MIGRATIONS, add_notes))
    with HistoryDatabase(path) as db:
        assert db.fetch_all("PRAGMA user_version")[0][0] == SCHEMA_VERSION + 1
        assert db.fetch_all("SELECT note FROM hands") == [("",)]
        assert db.hand_record(1) == played[0]


def test_a_failing_migration_changes_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "history.sqlite3"
    HistoryDatabase(path).close()

    def half_done(connection: sqlite3.Connection) -> None:
        connection.execute("CREATE TABLE notes (x)")
        connection.execute("CREATE TABLE notes (x)")  # fails: already there

    monkeypatch.setattr(history_schema, "MIGRATIONS", (*history_schema.MIGRATIONS, half_done))
    with pytest.raises(HistoryDbError):
        HistoryDatabase(path)
    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert not raw.execute("SELECT 1 FROM sqlite_schema WHERE name = 'notes'").fetchall()
    raw.close()


def test_a_newer_file_is_refused_and_kept_aside_whole(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    HistoryDatabase(path).close()
    with sqlite3.connect(path) as raw:
        raw.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    raw.close()
    before = path.read_bytes()
    with pytest.raises(NewerHistoryError, match="newer version"):
        HistoryDatabase(path)
    db, notices = open_history(path)
    assert db.path == path and db.count_hands() == 0  # a fresh history
    assert "newer version" in notices[0] and "history.sqlite3.corrupt" in notices[0]
    assert (tmp_path / "history.sqlite3.corrupt").read_bytes() == before


def _truncated(path: Path, played: list[dict[str, Any]]) -> None:
    with HistoryDatabase(path) as db:
        match_id = db.add_match(played[0]["rules"], played[0]["seats"])
        db.add_hands(match_id, played)
    # Two thirds kept: past the tables' first pages, well into the hands.
    path.write_bytes(path.read_bytes()[: path.stat().st_size * 2 // 3])


@pytest.mark.parametrize("damage", ["garbage", "truncated", "header only", "other tables"])
def test_a_damaged_file_is_moved_aside_and_a_new_one_started(
    tmp_path: Path, played: list[dict[str, Any]], damage: str
) -> None:
    path = tmp_path / "history.sqlite3"
    if damage == "garbage":
        path.write_bytes(random.Random(1).randbytes(10_000))
    elif damage == "truncated":
        _truncated(path, played)
    elif damage == "header only":
        path.write_bytes(b"SQLite format 3\x00" + bytes(50))
    else:
        with sqlite3.connect(path) as raw:
            raw.execute("CREATE TABLE photos (x)")
        raw.close()
    companions = damage == "garbage"  # SQLite itself may drop a WAL it cannot use
    if companions:
        (tmp_path / "history.sqlite3-wal").write_bytes(b"wal")
        (tmp_path / "history.sqlite3-shm").write_bytes(b"shm")
    bad = path.read_bytes()
    with pytest.raises(DamagedHistoryError):
        HistoryDatabase(path)
    db, notices = open_history(path)
    assert db.path == path and len(notices) == 1 and "history.sqlite3.corrupt" in notices[0]
    assert (tmp_path / "history.sqlite3.corrupt").read_bytes() == bad
    if companions:
        assert (tmp_path / "history.sqlite3.corrupt-wal").read_bytes() == b"wal"
        assert (tmp_path / "history.sqlite3.corrupt-shm").read_bytes() == b"shm"
    kept = db.count_hands()  # a file cut short keeps the hands on its first pages
    assert (kept > 0) == (damage == "truncated")
    _store(db, played[0])
    assert db.count_hands() == kept + 1
    db.close()


def test_an_empty_file_is_a_new_history(tmp_path: Path, played: list[dict[str, Any]]) -> None:
    """Left by a first start that met a full disk: nothing in it to keep aside."""
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"")
    db, notices = open_history(path)
    with db:
        assert notices == [] and db.path == path
        _store(db, played[0])
    assert not (tmp_path / "history.sqlite3.corrupt").exists()


def test_a_healthy_file_opens_without_notices(tmp_path: Path, played: list[dict[str, Any]]) -> None:
    path = tmp_path / "history.sqlite3"
    with HistoryDatabase(path) as db:
        _store(db, played[0])
    db, notices = open_history(path)
    assert notices == [] and db.count_hands() == 1
    db.close()


# ----- matches --------------------------------------------------------------------------


def test_matches_are_added_updated_listed_and_deleted(
    db: HistoryDatabase, played: list[dict[str, Any]]
) -> None:
    record = played[0]
    match_id, _ = _store(db, record, started_at=START)
    db.update_match(
        match_id, standings={"You": 12, "Ann": -12}, over=True, ended_at=START + timedelta(hours=1)
    )
    match = db.get_match(match_id)
    assert match.started_at == START and match.ended_at == START + timedelta(hours=1)
    assert match.over and match.hands == 1 and match.standings == (("You", 12), ("Ann", -12))
    assert [seat.name for seat in match.seats] == [seat["name"] for seat in record["seats"]]
    assert db.match_rules(match_id) == record["rules"]
    with pytest.raises(HistoryDbError, match="no match"):
        db.update_match("nope", over=True)
    with pytest.raises(HistoryDbError, match="whole numbers"):
        db.update_match(match_id, standings={"You": 1.5})  # type: ignore[dict-item]
    assert db.delete_match(match_id) and not db.delete_match(match_id)
    for table in ("matches", "match_seats", "hands", "hand_seats"):
        assert db.fetch_all(f"SELECT count(*) FROM {table}") == [(0,)]


def test_match_listing_sorts_filters_and_pages(
    db: HistoryDatabase, played: list[dict[str, Any]]
) -> None:
    rng = random.Random(5)
    for index, record in enumerate(played[:30]):
        match_id, _ = _store(db, record, started_at=START + timedelta(minutes=rng.randrange(9)))
        if index % 3 == 0:
            db.update_match(match_id, over=True, ended_at=START + timedelta(days=index))
    everything = db.list_matches(0, 1000, "started_at", False)
    assert len(everything) == db.count_matches() == 30
    for key in ("started_at", "ended_at", "variant", "players", "hands"):
        for descending in (False, True):
            pages = [
                row
                for offset in range(0, 30, 7)
                for row in db.list_matches(offset, 7, key, descending)
            ]
            assert len({row.match_id for row in pages}) == 30

            def value(row: Any, key: str = key) -> Any:
                field = {"players": len(row.seats)}.get(key, getattr(row, key, None))
                return (field is not None, field)  # NULL sorts first, as in SQLite

            values = [value(row) for row in pages]
            assert values == sorted(values, reverse=descending)
    filters = [
        MatchFilter(variant="turbo"),
        MatchFilter(player="Vera"),
        MatchFilter(over=True),
        MatchFilter(since=START + timedelta(minutes=3), until=START + timedelta(minutes=6)),
    ]
    for match_filter in filters:
        listed = db.list_matches(0, 1000, filter=match_filter)
        expected = [row for row in everything if _match_passes(row, match_filter)]
        assert {row.match_id for row in listed} == {row.match_id for row in expected}
        assert db.count_matches(match_filter) == len(expected) > 0


def _match_passes(row: Any, f: MatchFilter) -> bool:
    return (
        (f.variant is None or row.variant == f.variant)
        and (f.player is None or f.player in [seat.name for seat in row.seats])
        and (f.over is None or row.over == f.over)
        and (f.since is None or row.started_at >= f.since)
        and (f.until is None or row.started_at < f.until)
    )


# ----- hands ----------------------------------------------------------------------------


def _hand_passes(row: Any, f: HandFilter) -> bool:
    seats = [seat for seat in row.seats if f.player is None or seat.name == f.player]
    fouled = any(seat.fouled for seat in seats)
    fantasyland = any(seat.in_fantasyland or seat.entered_fantasyland for seat in seats)
    return (
        bool(seats)
        and (f.variant is None or row.variant == f.variant)
        and (f.match_id is None or row.match_id == f.match_id)
        and (f.since is None or row.played_at >= f.since)
        and (f.until is None or row.played_at < f.until)
        and (f.fouled is None or fouled == f.fouled)
        and (f.fantasyland is None or fantasyland == f.fantasyland)
    )


def test_hand_listing_sorts_filters_and_pages(
    db: HistoryDatabase, played: list[dict[str, Any]]
) -> None:
    rng = random.Random(7)
    matches = []
    for start in range(0, len(played), 20):
        batch = played[start : start + 20]
        match_id = db.add_match(batch[0]["rules"], batch[0]["seats"])
        times = [START + timedelta(minutes=rng.randrange(30)) for _ in batch]
        db.add_hands(match_id, batch, times)
        matches.append(match_id)
    everything = db.list_hands(0, -1)
    assert len(everything) == db.count_hands() == len(played)
    for key in ("played_at", "hand_number", "variant", "players"):
        for descending in (False, True):
            pages = [
                row
                for offset in range(0, len(played), 13)
                for row in db.list_hands(offset, 13, key, descending)
            ]
            assert len({row.hand_id for row in pages}) == len(played)
            values = [
                ({"players": len(row.seats)}.get(key, getattr(row, key, None)), row.hand_id)
                for row in pages
            ]
            assert values == sorted(values, reverse=descending)
    filters = [
        HandFilter(variant="pineapple"),
        HandFilter(player="You"),
        HandFilter(match_id=matches[1]),
        HandFilter(since=START + timedelta(minutes=10), until=START + timedelta(minutes=20)),
        HandFilter(fouled=True),
        HandFilter(fouled=False),
        HandFilter(fantasyland=True),
        HandFilter(fantasyland=False),
        HandFilter(player="Ann", fouled=False),
        HandFilter(player="Ann", fouled=True, variant="classic"),
        HandFilter(player="Vera", fantasyland=True),
    ]
    for hand_filter in filters:
        listed = db.list_hands(0, -1, filter=hand_filter)
        expected = [row for row in everything if _hand_passes(row, hand_filter)]
        assert {row.hand_id for row in listed} == {row.hand_id for row in expected}
        assert db.count_hands(hand_filter) == len(expected) > 0, hand_filter


FIXTURES = Path(__file__).parent / "fixtures"


@pytest.mark.parametrize("version", [1, 2])
def test_a_file_written_by_an_earlier_schema_is_upgraded_whole(
    tmp_path: Path, version: int
) -> None:
    """Files written by the real code of each earlier schema, kept as fixtures."""
    path = tmp_path / "history.sqlite3"
    path.write_bytes((FIXTURES / f"history-schema-{version}.sqlite3").read_bytes())
    with sqlite3.connect(path) as raw:
        before = raw.execute("SELECT id, record FROM hands ORDER BY id").fetchall()
        over = dict(raw.execute("SELECT id, over FROM matches").fetchall())
    raw.close()
    db, notices = open_history(path)
    with db:
        assert notices == []
        assert db.fetch_all("PRAGMA user_version")[0][0] == SCHEMA_VERSION
        assert db.fetch_all("PRAGMA application_id")[0][0] == history_schema.APPLICATION_ID
        for hand_id, _ in before:  # every stored hand still replays, so it exports
            replay_hand(db.hand_record(hand_id))
        assert db.count_hands() == len(before) == 4
        statuses = {row.match_id: row.status for row in db.list_matches(limit=-1)}
        assert statuses == {
            match_id: "finished" if done else "abandoned" for match_id, done in over.items()
        }
        keys = db.fetch_all("SELECT fingerprint FROM hands")
        assert all(key for (key,) in keys) and len(set(keys)) == len(keys)
        match_id = next(iter(over))
        assert db.match_record(match_id) is None  # stored before matches kept an outline
        record = db.hand_record(before[0][0])
        db.update_match(
            match_id,
            outline={
                "format": "ofc-match/2",
                "events": [{"event": "hand", "hand_number": record["hand_number"]}],
            },
        )
        assert db.match_record(match_id)["events"][0]["hand"] == record  # type: ignore[index]
