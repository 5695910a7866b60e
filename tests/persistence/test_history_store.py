"""The store's guarantees below the window: one transaction for many writes, the match in
progress kept beside the history, each hand filed once, and any damage set aside whole."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest

from ofc_desktop.persistence import history_schema
from ofc_desktop.persistence.hand_fingerprint import hand_fingerprint
from ofc_desktop.persistence.history_db import (
    DamagedHistoryError,
    HistoryDatabase,
    HistoryDbError,
)
from ofc_desktop.persistence.history_open import open_history
from ofc_desktop.persistence.history_rows import MatchFilter
from tests.persistence.hand_records import played_records


@pytest.fixture(scope="module")
def played() -> list[dict[str, Any]]:
    return played_records(6, seed=5)


def _totals(record: dict[str, Any]) -> dict[str, int]:
    return {player["player"]: player["total"] for player in record["result"]["players"]}


def test_a_batch_keeps_every_write_or_none(tmp_path: Path, played: list[dict[str, Any]]) -> None:
    with HistoryDatabase(tmp_path / "h.sqlite3") as db:
        with db.batch():
            match_id = db.add_match(played[0]["rules"], played[0]["seats"], status="playing")
            db.add_hands(match_id, played[:1])
            db.update_match(match_id, standings=_totals(played[0]))
            db.save_progress(match_id, {"format": "x", "hands": 1})
        assert db.count_hands() == 1 and db.progress() == (match_id, {"format": "x", "hands": 1})
        with pytest.raises(HistoryDbError, match="already"), db.batch():
            db.update_match(match_id, standings={"nobody": 3})
            db.clear_progress()
            db.add_hands(match_id, played[:1])  # the same hand again: refused
        assert db.get_match(match_id).standings == tuple(_totals(played[0]).items())
        assert db.progress() is not None and db.count_hands() == 1
        with pytest.raises(RuntimeError), db.batch():
            db.clear_progress()
            raise RuntimeError("a crash of the caller mid-way")
        assert db.progress() is not None


def test_statuses_and_abandoning(tmp_path: Path, played: list[dict[str, Any]]) -> None:
    with HistoryDatabase(tmp_path / "h.sqlite3") as db:
        first = db.add_match(played[0]["rules"], played[0]["seats"], status="playing")
        second = db.add_match(played[1]["rules"], played[1]["seats"], status="playing")
        assert db.abandon_matches(keep=second) == 1
        assert db.get_match(first).status == "abandoned"
        assert db.get_match(second).status == "playing"
        db.update_match(second, status="finished", over=True)
        assert db.get_match(second).status == "finished"
        with pytest.raises(ValueError):
            db.update_match(second, status="running")
        assert db.count_matches(MatchFilter(over=True)) == 1


def test_a_hand_is_filed_once_however_it_comes(
    tmp_path: Path, played: list[dict[str, Any]]
) -> None:
    with HistoryDatabase(tmp_path / "h.sqlite3") as db:
        match_id = db.add_match(played[0]["rules"], played[0]["seats"])
        keys = [hand_fingerprint(record, None) for record in played]
        ids = db.add_hands(match_id, played[:3], fingerprints=keys[:3])
        assert None not in ids
        again = db.add_hands(
            match_id,
            [*played[:2], played[3], played[3]],
            fingerprints=[*keys[:2], keys[3], keys[3]],
            skip_duplicates=True,
        )
        assert again[:2] == [None, None] and again[2] is not None and again[3] is None
        assert db.count_hands() == 4 and db.get_match(match_id).hands == 4
        assert db.has_fingerprints(keys) == set(keys[:4])


def test_the_same_hand_played_twice_is_two_hands(
    tmp_path: Path, played: list[dict[str, Any]]
) -> None:
    """A seeded deal played again the same way is a new hand: its time tells it apart."""
    with HistoryDatabase(tmp_path / "h.sqlite3") as db:
        for _ in range(2):
            match_id = db.add_match(played[0]["rules"], played[0]["seats"])
            db.add_hand(match_id, played[0])
        assert db.count_hands() == 2


def test_a_fingerprint_ignores_what_a_shared_copy_hides(played: list[dict[str, Any]]) -> None:
    record = played[0]
    shared = {**record, "dealt": "?? ??", "actions": [], "seed": None}
    assert hand_fingerprint(record, "t") == hand_fingerprint(shared, "t")
    changed = {**record, "hand_number": record["hand_number"] + 1}
    assert hand_fingerprint(record, "t") != hand_fingerprint(changed, "t")


# ----- damage, found at opening ----------------------------------------------------------


def _good_file(path: Path, played: list[dict[str, Any]]) -> None:
    with HistoryDatabase(path) as db:
        match_id = db.add_match(played[0]["rules"], played[0]["seats"])
        db.add_hands(
            match_id, [{**played[n % len(played)], "hand_number": n + 1} for n in range(180)]
        )
        db.fetch_all("PRAGMA wal_checkpoint(TRUNCATE)")


def _damage(path: Path, how: str, played: list[dict[str, Any]]) -> None:
    if how == "folder":
        path.mkdir()
        (path / "inside").write_text("kept")
        return
    if how == "corrupt later pages":
        _good_file(path, played)
        data = bytearray(path.read_bytes())
        page = int.from_bytes(data[16:18], "big")
        for offset in range(len(data) - 3 * page, len(data) - page):
            data[offset] = 0x5A  # one page in the middle of the hands' table
        path.write_bytes(bytes(data))
        return
    raw = sqlite3.connect(path)
    if how == "foreign schema at our version":
        raw.execute("CREATE TABLE photos (x)")
        raw.execute("PRAGMA user_version = 2")
    elif how == "our version without tables":
        raw.execute("CREATE TABLE t (x)")
        raw.execute("DROP TABLE t")
        raw.execute("PRAGMA user_version = 1")
    elif how == "another program's id":
        raw.execute("CREATE TABLE matches (x)")
        raw.execute("PRAGMA application_id = 1234")
        raw.execute("PRAGMA user_version = 3")
    raw.commit()
    raw.close()


@pytest.mark.parametrize(
    "how",
    [
        "folder",
        "corrupt later pages",
        "foreign schema at our version",
        "our version without tables",
        "another program's id",
    ],
)
def test_damage_found_at_opening_is_set_aside_untouched(
    tmp_path: Path, played: list[dict[str, Any]], how: str
) -> None:
    path = tmp_path / "history.sqlite3"
    _damage(path, how, played)
    before = None if path.is_dir() else path.read_bytes()
    with pytest.raises(DamagedHistoryError):
        HistoryDatabase(path)
    assert before is None or path.read_bytes() == before  # not even switched to WAL
    db, notices = open_history(path)
    with db:
        assert db.path == path and len(notices) == 1
        assert "history.sqlite3.corrupt" in notices[0], notices
        if how == "corrupt later pages":  # the hands on sound pages are kept
            assert 0 < db.count_hands() < 180
            assert f"{db.count_hands()} hands were kept" in notices[0]
        else:
            assert db.count_hands() == 0
        match_id = db.add_match(played[0]["rules"], played[0]["seats"])
        db.add_hand(match_id, played[0])
    kept = tmp_path / "history.sqlite3.corrupt"
    if before is None:
        assert (kept / "inside").read_text() == "kept"
    else:
        assert kept.read_bytes() == before
    # Damage again later: the earlier file kept aside is never overwritten.
    path.unlink()
    path.write_bytes(b"not a database at all, but long enough to have a header" * 3)
    db, notices = open_history(path)
    db.close()
    assert "history.sqlite3.corrupt.1" in notices[0]
    assert before is None or kept.read_bytes() == before


def test_a_foreign_file_is_recognised_by_its_application_id(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    HistoryDatabase(path).close()
    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA application_id").fetchone()[0] == history_schema.APPLICATION_ID
    raw.close()


def test_a_full_disk_met_by_the_journal_is_called_a_full_disk(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    where = str(tmp_path / "h.sqlite3")
    error = sqlite3.OperationalError("disk I/O error")
    error.sqlite_errorcode = sqlite3.SQLITE_IOERR_WRITE  # type: ignore[attr-defined]
    monkeypatch.setattr(history_schema, "disk_is_full", lambda folder: True)
    assert "the disk is full" in str(history_schema.translate_error(error, "save to", where))
    monkeypatch.setattr(history_schema, "disk_is_full", lambda folder: False)
    assert "input/output" in str(history_schema.translate_error(error, "save to", where))
    error.sqlite_errorcode = sqlite3.SQLITE_IOERR_SHMSIZE  # type: ignore[attr-defined]
    assert "the disk is full" in str(history_schema.translate_error(error, "save to", where))


def test_a_write_past_the_room_left_is_a_full_disk(
    tmp_path: Path, played: list[dict[str, Any]]
) -> None:
    with HistoryDatabase(tmp_path / "h.sqlite3") as db:
        match_id = db.add_match(played[0]["rules"], played[0]["seats"])
        pages = db.fetch_all("PRAGMA page_count")[0][0]
        db.fetch_all(f"PRAGMA max_page_count = {pages}")  # as if the disk were full
        with pytest.raises(HistoryDbError, match="the disk is full"):
            db.add_hands(match_id, [{**played[0], "hand_number": n} for n in range(1, 60)])
        assert db.count_hands() == 0
