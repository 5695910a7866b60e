"""Reading what can still be read from a damaged hand history (or a backup of one).

The file is never written: with no WAL it is read as immutable, else a copy of it and
its WAL is. Rows are looked up one by one by their rowid, so a damaged page costs only
the rows on it; tables without rowids are scanned from both ends. Every row is checked
as the database checks what it stores (a hand's record must decompress, read as a hand,
and give back its stored fingerprint); a row that fails is counted, never kept.
"""

from __future__ import annotations

import contextlib
import json
import shutil
import sqlite3
import tempfile
import zlib
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ofc_desktop.persistence.hand_fingerprint import hand_fingerprint
from ofc_desktop.persistence.history_db import MATCH_STATUSES, PackedHand, pack_hand
from ofc_desktop.persistence.history_records import read_seats, variant_of
from ofc_desktop.persistence.history_rows import stored_time
from ofc_desktop.persistence.history_schema import APPLICATION_ID, HistoryDbError

# Past the last rowid that read, this many lookups that give nothing end the search.
TAIL = 256


@dataclass(frozen=True)
class SalvagedMatch:
    match_id: str
    started_at: str
    ended_at: str | None
    rules: dict[str, Any]
    seats: list[dict[str, Any]]
    standings: dict[str, int]
    over: bool
    hands: int  # how many hands the match had stored
    outline: dict[str, Any] | None
    status: str


@dataclass(frozen=True)
class SalvagedHand:
    match_id: str
    number: int
    played_at: str
    fingerprint: str
    packed: PackedHand


@dataclass
class FileRows:
    """Every row of one file that read back sound, and what did not."""

    matches: dict[str, SalvagedMatch] = field(default_factory=dict)
    hands: dict[str, SalvagedHand] = field(default_factory=dict)  # by fingerprint
    progress: tuple[str, dict[str, Any], str] | None = None  # match id, state, saved at
    drills: dict[str, tuple[Any, ...]] = field(default_factory=dict)
    answers: dict[int, tuple[Any, ...]] = field(default_factory=dict)
    graded: dict[str, tuple[Any, ...]] = field(default_factory=dict)
    schedules: dict[tuple[str, str], tuple[Any, ...]] = field(default_factory=dict)
    unread_hands: int = 0  # hand rows that could not be read, or not as stored
    unread_drills: int = 0  # drills and answers likewise
    problems: list[str] = field(default_factory=list)  # SQLite's own words, for the log


def read_rows(path: Path) -> FileRows:
    """Whatever of ``path`` still reads; never raises for what the file holds."""
    rows = FileRows()
    try:
        with _readable(path) as connection:
            _read_all(connection, rows)
    except (sqlite3.Error, OSError) as error:
        rows.problems.append(str(error))
    return rows


@contextlib.contextmanager
def _readable(path: Path) -> Iterator[sqlite3.Connection]:
    """A connection that cannot change ``path``: immutable when no WAL holds anything
    for it, else on a copy of the file with its WAL (recovered there)."""
    wal = path.with_name(path.name + "-wal")
    if not wal.is_file() or wal.stat().st_size == 0:
        connection = sqlite3.connect(f"{path.absolute().as_uri()}?immutable=1", uri=True)
        try:
            yield connection
        finally:
            connection.close()
        return
    with tempfile.TemporaryDirectory(prefix="ofc-salvage-") as folder:
        copy = Path(folder) / "history.sqlite3"
        shutil.copyfile(path, copy)
        shutil.copyfile(wal, copy.with_name(copy.name + "-wal"))
        connection = sqlite3.connect(copy)
        try:
            yield connection
        finally:
            connection.close()


def _columns(connection: sqlite3.Connection, table: str, rows: FileRows) -> set[str]:
    try:
        return {row[1] for row in connection.execute(f"PRAGMA table_info({table})")}
    except sqlite3.Error as error:
        rows.problems.append(f"{table}: {error}")
        return set()


def _select(wanted: list[str], present: set[str]) -> str:
    return ", ".join(name if name in present else "NULL" for name in wanted)


def by_rowid(
    connection: sqlite3.Connection, table: str, columns: str, rows: FileRows
) -> tuple[list[tuple[Any, ...]], int]:
    """Every row of a rowid table that reads, looked up one rowid at a time, and how
    many rowids up to the last known one could not be read."""
    try:
        top: int | None = connection.execute(f"SELECT max(rowid) FROM {table}").fetchone()[0] or 0
    except sqlite3.Error as error:
        rows.problems.append(f"{table}: {error}")
        top = None
    found: list[tuple[Any, ...]] = []
    failed: list[int] = []
    rowid = last = 0
    sql = f"SELECT {columns} FROM {table} WHERE rowid = ?"
    while top is None or rowid < top:
        rowid += 1
        if top is None and rowid - last > TAIL:
            break
        try:
            row = connection.execute(sql, (rowid,)).fetchone()
        except sqlite3.Error as error:
            if not failed:
                rows.problems.append(f"{table}: {error}")
            failed.append(rowid)
            continue
        if row is not None:
            found.append(row)
            last = rowid
    end = top if top is not None else last
    return found, sum(rowid <= end for rowid in failed)


def scanned(
    connection: sqlite3.Connection, table: str, columns: str, key: str, rows: FileRows
) -> list[tuple[Any, ...]]:
    """The rows of a table without rowids that read, from its start and from its end
    (a damaged page stops each scan)."""
    found: dict[tuple[Any, ...], tuple[Any, ...]] = {}
    width = key.count(",") + 1
    for order in ("ASC", "DESC"):
        try:
            for row in connection.execute(f"SELECT {columns} FROM {table} ORDER BY {key} {order}"):
                found[row[:width]] = row
        except sqlite3.Error as error:
            rows.problems.append(f"{table}: {error}")
    return list(found.values())


def _read_all(connection: sqlite3.Connection, rows: FileRows) -> None:
    application = connection.execute("PRAGMA application_id").fetchone()[0]
    if application not in (0, APPLICATION_ID):  # another program's file: not ours to copy
        rows.problems.append(f"application id {application}: not a hand history")
        return
    _read_matches(connection, rows)
    _read_hands(connection, rows)
    _read_progress(connection, rows)
    _read_drills(connection, rows)


def _read_matches(connection: sqlite3.Connection, rows: FileRows) -> None:
    present = _columns(connection, "matches", rows)
    if not present:
        return
    wanted = [
        "id",
        "started_at",
        "ended_at",
        "rules",
        "seats",
        "standings",
        "over",
        "hands",
        "outline",
        "status",
    ]
    found, _ = by_rowid(connection, "matches", _select(wanted, present), rows)
    for row in found:
        match = _match(row)
        if match is not None:
            rows.matches[match.match_id] = match


def _match(row: tuple[Any, ...]) -> SalvagedMatch | None:
    match_id, started, ended, rules, seats, standings, over, hands, outline, status = row
    try:
        if not isinstance(match_id, str) or not match_id:
            return None
        rules, seats, standings = json.loads(rules), json.loads(seats), json.loads(standings)
        variant_of(rules, "rules")
        read_seats(seats, "seats")
        stored_time(started)
        if ended is not None:
            stored_time(ended)
        if not isinstance(standings, dict) or not all(
            type(total) is int for total in standings.values()
        ):
            return None
        if type(hands) is not int or hands < 0 or over not in (0, 1):
            return None
    except (TypeError, ValueError, HistoryDbError):
        return None
    if status is None:  # a file from before matches had a status
        status = "finished" if over else "abandoned"
    if status not in MATCH_STATUSES:
        return None
    return SalvagedMatch(
        match_id,
        started,
        ended,
        rules,
        [dict(seat) for seat in seats],
        standings,
        bool(over),
        hands,
        None if outline is None else unpacked(outline),
        status,
    )


def unpacked(blob: object) -> dict[str, Any] | None:
    """A compressed JSON object read back, or None when it does not read."""
    try:
        data = json.loads(zlib.decompress(blob).decode("utf-8"))  # type: ignore[arg-type]
    except (zlib.error, UnicodeDecodeError, ValueError, TypeError, RecursionError):
        return None
    return data if isinstance(data, dict) else None


def _read_hands(connection: sqlite3.Connection, rows: FileRows) -> None:
    present = _columns(connection, "hands", rows)
    if not present:
        return
    wanted = ["match_id", "hand_number", "played_at", "record", "fingerprint"]
    found, failed = by_rowid(connection, "hands", _select(wanted, present), rows)
    rows.unread_hands += failed
    for row in found:
        hand = checked_hand(*row)
        if hand is None:
            rows.unread_hands += 1
        elif hand.fingerprint not in rows.hands:
            rows.hands[hand.fingerprint] = hand


def checked_hand(
    match_id: object, number: object, played_at: object, blob: object, key: object
) -> SalvagedHand | None:
    """A stored hand, if its row reads back exactly as it was stored."""
    record = unpacked(blob)
    if record is None or not isinstance(match_id, str) or not isinstance(played_at, str):
        return None
    try:
        stored_time(played_at)
        packed = pack_hand(record)
    except (ValueError, HistoryDbError):
        return None
    fingerprint = hand_fingerprint(record, played_at)
    if key is not None and key != fingerprint:
        return None  # the record or its time is not what was stored
    if number != packed.columns.hand_number:
        return None
    return SalvagedHand(match_id, packed.columns.hand_number, played_at, fingerprint, packed)


def _read_progress(connection: sqlite3.Connection, rows: FileRows) -> None:
    if not _columns(connection, "match_in_progress", rows):
        return
    try:
        found = connection.execute(
            "SELECT match_id, state, saved_at FROM match_in_progress WHERE slot = 1"
        ).fetchone()
    except sqlite3.Error as error:
        rows.problems.append(f"match_in_progress: {error}")
        return
    if found is None:
        return
    match_id, blob, saved_at = found
    state = unpacked(blob)
    if state is not None and isinstance(match_id, str) and isinstance(saved_at, str):
        rows.progress = (match_id, state, saved_at)


_DRILL = [
    "id",
    "source",
    "variant",
    "player",
    "themes",
    "loss",
    "drill",
    "created_at",
    "card",
    "due",
]
_ANSWER = ["id", "drill_id", "player", "answered_at", "loss", "grade", "rating_after"]


def _read_drills(connection: sqlite3.Connection, rows: FileRows) -> None:
    if _columns(connection, "drills", rows):
        found, failed = by_rowid(connection, "drills", ", ".join(_DRILL), rows)
        rows.unread_drills += failed
        for row in found:
            if _sound_drill(row):
                rows.drills[row[0]] = row
            else:
                rows.unread_drills += 1
    if _columns(connection, "drill_answers", rows):
        found, failed = by_rowid(connection, "drill_answers", ", ".join(_ANSWER), rows)
        rows.unread_drills += failed
        for row in found:
            if _sound_answer(row):
                rows.answers[row[0]] = row
            else:
                rows.unread_drills += 1
    if _columns(connection, "graded_hands", rows):
        for row in scanned(
            connection, "graded_hands", "fingerprint, graded_at", "fingerprint", rows
        ):
            if all(isinstance(value, str) for value in row):
                rows.graded[row[0]] = row
    if _columns(connection, "puzzle_schedules", rows):
        for row in scanned(
            connection,
            "puzzle_schedules",
            "drill_id, player, card, due",
            "drill_id, player",
            rows,
        ):
            if all(isinstance(value, str) for value in row) and _json(row[2]):
                rows.schedules[(row[0], row[1])] = row


def _json(text: object) -> bool:
    try:
        return isinstance(json.loads(text), dict)  # type: ignore[arg-type]
    except (TypeError, ValueError, RecursionError):
        return False


def _sound_drill(row: tuple[Any, ...]) -> bool:
    texts = (row[0], row[1], row[2], row[3], row[4], row[6], row[7], row[8], row[9])
    if not all(isinstance(value, str) for value in texts):
        return False
    if not isinstance(row[5], float | int) or not (_json(row[6]) and _json(row[8])):
        return False
    try:
        stored_time(row[7])
        stored_time(row[9])
    except ValueError:
        return False
    return True


def _sound_answer(row: tuple[Any, ...]) -> bool:
    answer_id, drill_id, player, answered_at, loss, grade, rating = row
    if type(answer_id) is not int or not all(
        isinstance(value, str) for value in (drill_id, player, answered_at, grade)
    ):
        return False
    if not isinstance(loss, float | int) or not isinstance(rating, float | int):
        return False
    try:
        stored_time(answered_at)
    except ValueError:
        return False
    return True
