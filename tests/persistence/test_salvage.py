"""Damage met while the history is open, the backups to fall back on, and the salvage
of a damaged file: every row that still reads is kept, a backup gives back what the file
lost, and what neither holds is counted, never made up."""

from __future__ import annotations

import random
import sqlite3
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from ofc_desktop.persistence.drill_store import DrillStore
from ofc_desktop.persistence.history_connection import HistoryConnection
from ofc_desktop.persistence.history_copies import backup_files, make_backup, usable_backups
from ofc_desktop.persistence.history_db import DamagedHistoryError, HistoryDatabase
from ofc_desktop.persistence.history_open import open_salvaging
from ofc_desktop.persistence.salvage import salvage
from ofc_desktop.persistence.salvage_pages import image_of
from ofc_desktop.persistence.salvage_read import free_pages, read_rows
from tests.persistence.drill_samples import sample_drill
from tests.persistence.hand_records import played_records
from tests.persistence.test_resume_file import RULES, checkpoints

NEVER = datetime(2100, 1, 1, tzinfo=UTC)


@pytest.fixture(scope="module")
def played() -> list[dict[str, Any]]:
    return played_records(4, seed=5)


def _history(path: Path, played: list[dict[str, Any]], matches: int = 3, hands: int = 8) -> None:
    """``matches`` finished matches of ``hands`` hands each, two drills and an answer."""
    with HistoryDatabase(path) as history:
        for _ in range(matches):
            records = [{**played[n % 4], "hand_number": n + 1} for n in range(hands)]
            totals: dict[str, int] = {}
            for record in records:
                for player in record["result"]["players"]:
                    totals[player["player"]] = totals.get(player["player"], 0) + player["total"]
            match_id = history.add_match(played[0]["rules"], played[0]["seats"])
            history.add_hands(match_id, records)
            history.update_match(match_id, standings=totals, over=True)
    with DrillStore(path) as drills:
        drills.add([sample_drill("a"), sample_drill("b")], datetime(2026, 1, 1, tzinfo=UTC))
        drills.mark_graded("some hand")


def _overwrite(path: Path, share: float, seed: int = 1) -> int:
    """Overwrite ``share`` of the pages after the first with noise; how many."""
    pages = path.stat().st_size // 4096
    rng = random.Random(seed)
    chosen = rng.sample(range(1, pages), max(1, int((pages - 1) * share)))
    with path.open("r+b") as file:
        for page in chosen:
            file.seek(page * 4096)
            file.write(rng.randbytes(4096))
    return len(chosen)


def test_a_live_file_damaged_on_disk_is_found_and_told(
    tmp_path: Path, played: list[dict[str, Any]]
) -> None:
    path = tmp_path / "history.sqlite3"
    _history(path, played)
    told: list[DamagedHistoryError] = []
    with HistoryDatabase(path) as history:
        history.on_damage = told.append
        history.check_on_disk()  # sound: nothing to tell
        assert history.count_hands() == 24  # read now, answered from memory after
        _overwrite(path, 0.2)
        with pytest.raises(DamagedHistoryError):
            history.check_on_disk()
        path.write_bytes(b"")  # emptied: its schema is gone
        with pytest.raises(DamagedHistoryError, match="application 0, schema 0"):
            history.check_on_disk()
    assert len(told) == 2


def test_a_read_that_meets_damage_is_told_to_the_owner(
    tmp_path: Path, played: list[dict[str, Any]]
) -> None:
    path = tmp_path / "history.sqlite3"
    _history(path, played)
    told: list[DamagedHistoryError] = []
    with HistoryDatabase(path) as history, DrillStore(path) as drills:
        history.on_damage = drills.on_damage = told.append
        _overwrite(path, 0.5)
        with sqlite3.connect(path) as other:  # a write elsewhere: the pages are read again
            other.execute("PRAGMA user_version = 5")
        other.close()
        with pytest.raises(DamagedHistoryError):
            history.fetch_all("SELECT count(*), sum(length(record)) FROM hands")
        with pytest.raises(DamagedHistoryError):
            drills.due(NEVER)
    assert len(told) == 2


def test_backups_are_checked_and_kept_in_two_generations(
    tmp_path: Path, played: list[dict[str, Any]]
) -> None:
    path = tmp_path / "history.sqlite3"
    _history(path, played, matches=1)
    newest, older = backup_files(tmp_path)
    with HistoryDatabase(path) as history:
        made = make_backup(history, tmp_path)
        assert made.path == newest and not older.exists() and made.size > 0
        first = newest.read_bytes()
        match_id = history.add_match(played[0]["rules"], played[0]["seats"])
        history.add_hand(match_id, played[0])
        make_backup(history, tmp_path)
        assert older.read_bytes() == first
        with sqlite3.connect(newest) as copy:  # one file, the hand just added in it
            assert copy.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
            assert copy.execute("SELECT count(*) FROM hands").fetchone()[0] == 9
        copy.close()
        assert usable_backups(tmp_path) == [newest, older]
        kept = newest.read_bytes()
        told: list[DamagedHistoryError] = []
        history.on_damage = told.append
        real = HistoryConnection.copy_to

        def damaged_copy(connection: HistoryConnection, target: Path) -> None:
            real(connection, target)  # as pages damaged on the disk are copied raw
            _overwrite(target, 0.3)

        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(HistoryConnection, "copy_to", damaged_copy)
            with pytest.raises(DamagedHistoryError):
                make_backup(history, tmp_path)  # the copy fails its check: nothing rotates
    assert len(told) == 1 and newest.read_bytes() == kept and older.read_bytes() == first
    assert list(newest.parent.glob(".*.tmp")) == []


@pytest.mark.parametrize("share", [0.1, 0.4])
def test_salvage_keeps_what_reads_and_counts_what_does_not(
    tmp_path: Path, played: list[dict[str, Any]], share: float
) -> None:
    path = tmp_path / "history.sqlite3"
    _history(path, played)
    _overwrite(path, share)
    with HistoryDatabase(tmp_path / "new.sqlite3") as new:
        report = salvage(path, [], new)
        assert report.kept == new.count_hands() and report.kept + report.unreadable == 24
        assert report.kept < 24 or share < 0.3  # a third of the pages: some were hands
        assert report.from_backup == 0 and report.problems
        for row in new.list_matches(limit=-1):  # a match that lost hands adds up the rest
            sums: dict[str, int] = {}
            for hand in new.match_hands(row.match_id):
                for seat in hand.seats:
                    sums[seat.name] = sums.get(seat.name, 0) + seat.total
            assert {name: total for name, total in row.standings if total or name in sums} == {
                name: sums.get(name, 0) for name, total in row.standings if total or name in sums
            }


def test_a_backup_gives_back_what_the_file_lost(
    tmp_path: Path, played: list[dict[str, Any]]
) -> None:
    path = tmp_path / "history.sqlite3"
    _history(path, played)
    with HistoryDatabase(path) as history:
        make_backup(history, tmp_path)
        with DrillStore(history) as drills:  # answered after the backup: from the file
            drills.record(sample_drill("a").drill_id, 0.0, _grade(), _rating(), NEVER)
    _overwrite(path, 0.3)
    opened = open_salvaging(path, usable_backups(tmp_path))
    report = opened.salvaged
    assert report is not None and opened.kept_as == tmp_path / "history.sqlite3.corrupt"
    with opened.database as new:
        assert new.count_hands() == report.kept == 24 and report.unreadable == 0
        assert report.from_backup > 0
        keys = {row[0] for row in new.fetch_all("SELECT fingerprint FROM hands")}
        with sqlite3.connect(backup_files(tmp_path)[0]) as copy:
            assert keys == {row[0] for row in copy.execute("SELECT fingerprint FROM hands")}
        copy.close()
        with DrillStore(new) as drills:
            assert {drill.drill_id for drill in drills.due(NEVER)} <= {
                sample_drill("a").drill_id,
                sample_drill("b").drill_id,
            }


def test_the_match_in_progress_resumes_from_a_state_that_reads(
    tmp_path: Path, played: list[dict[str, Any]]
) -> None:
    path = tmp_path / "history.sqlite3"
    _history(path, played, matches=1)
    # Late in its third hand: two hands finished, which its state holds.
    record = next(
        record for record, state in checkpoints(RULES["classic"], 4) if state["hands"] == 3
    )
    with HistoryDatabase(path) as history:
        history.add_match(record["rules"], record["seats"], match_id="m", status="playing")
        history.save_progress("m", record)
    rows = read_rows(path)
    assert rows.progress is not None and rows.progress[0] == "m"
    with HistoryDatabase(tmp_path / "new.sqlite3") as new:
        report = salvage(path, [], new)
        assert report.resumable and new.progress_match_id() == "m"
        assert len(new.match_hands("m")) == 2  # its hands, from its state
        assert new.get_match("m").status == "playing"
    with HistoryDatabase(tmp_path / "left.sqlite3") as left:
        report = salvage(path, [], left, leave_out="m")  # the game writes it itself
        assert not report.resumable and left.progress_match_id() is None
        assert [row.match_id for row in left.list_matches()] != ["m"]


def test_another_programs_file_is_never_copied(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    with sqlite3.connect(path) as raw:
        raw.execute("CREATE TABLE hands (id INTEGER PRIMARY KEY, record BLOB)")
        raw.execute("PRAGMA application_id = 1234")
    raw.close()
    rows = read_rows(path)
    assert rows.hands == {} and "not a hand history" in rows.problems[0]


def _grade() -> Any:
    from ofc_desktop.bots.grades import Grade

    return Grade.GOOD


def _rating() -> Any:
    from fsrs import Rating

    return Rating.Good


def _page_of(path: Path, table: str) -> int:
    with sqlite3.connect(path) as raw:
        (root,) = raw.execute(
            "SELECT rootpage FROM sqlite_schema WHERE name = ?", (table,)
        ).fetchone()
    raw.close()
    return int(root)


def _overwrite_page(path: Path, number: int) -> None:
    with path.open("r+b") as file:
        file.seek((number - 1) * 4096)
        file.write(random.Random(number).randbytes(4096))


def test_rows_under_a_damaged_interior_page_are_read_from_their_leaves(
    tmp_path: Path, played: list[dict[str, Any]]
) -> None:
    path = tmp_path / "history.sqlite3"
    _history(path, played)
    _overwrite_page(path, _page_of(path, "hands"))  # SQLite reaches no hand through it
    _overwrite_page(path, _page_of(path, "matches"))
    with HistoryDatabase(tmp_path / "new.sqlite3") as new:
        report = salvage(path, [], new)
        assert report.kept == 24 and report.unreadable == 0
        # Each hand is back in its own match, with the match's standings.
        assert sorted(row.hands for row in new.list_matches(limit=-1)) == [8, 8, 8]


def test_rows_deleted_before_the_damage_stay_deleted(
    tmp_path: Path, played: list[dict[str, Any]]
) -> None:
    path = tmp_path / "history.sqlite3"
    _history(path, played, matches=4, hands=12)
    with HistoryDatabase(path) as history:
        gone = history.list_matches(limit=-1, sort_key="started_at", descending=False)[1]
        assert history.delete_match(gone.match_id)
        history.fetch_all("PRAGMA wal_checkpoint(TRUNCATE)")
    with sqlite3.connect(path) as raw:  # the pages freed are known and never read
        (free,) = raw.execute("PRAGMA freelist_count").fetchone()
    raw.close()
    data, size, _ = image_of(path)
    assert free > 0 and len(free_pages(data, size)) == free
    _overwrite_page(path, _page_of(path, "hands"))
    with HistoryDatabase(tmp_path / "new.sqlite3") as new:
        salvage(path, [], new)
        assert new.count_hands() == 36
        assert gone.match_id not in {row.match_id for row in new.list_matches(limit=-1)}
