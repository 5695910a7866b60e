"""The hand-history database's tables, their migrations, and what its failures mean.

Migration ``i`` takes a file from schema version ``i`` to ``i + 1`` (``PRAGMA
user_version``); a new version appends a migration and never edits an old one.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path


class HistoryDbError(Exception):
    """The hand history cannot be read or written, or a record cannot be stored; the
    message is a sentence for the player."""


class DamagedHistoryError(HistoryDbError):
    """The file is not a hand-history database, or is damaged: :func:`open_history`
    moves it aside and starts afresh."""


class NewerHistoryError(HistoryDbError):
    """The file was written by a newer version of the game: left untouched."""


_V1 = (
    """CREATE TABLE matches (
        id TEXT PRIMARY KEY, started_at TEXT NOT NULL, ended_at TEXT,
        variant TEXT NOT NULL, players INTEGER NOT NULL, rules TEXT NOT NULL,
        seats TEXT NOT NULL, standings TEXT NOT NULL,
        over INTEGER NOT NULL DEFAULT 0, hands INTEGER NOT NULL DEFAULT 0)""",
    "CREATE INDEX matches_started ON matches (started_at)",
    """CREATE TABLE match_seats (
        match_id TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
        seat INTEGER NOT NULL, name TEXT NOT NULL, kind TEXT NOT NULL, level TEXT,
        PRIMARY KEY (match_id, seat)) WITHOUT ROWID""",
    "CREATE INDEX match_seats_name ON match_seats (name)",
    """CREATE TABLE hands (
        id INTEGER PRIMARY KEY,
        match_id TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
        hand_number INTEGER NOT NULL, played_at TEXT NOT NULL, variant TEXT NOT NULL,
        players INTEGER NOT NULL, finished INTEGER NOT NULL,
        fouled INTEGER NOT NULL, fantasyland INTEGER NOT NULL,
        record BLOB NOT NULL,
        UNIQUE (match_id, hand_number))""",
    "CREATE INDEX hands_played ON hands (played_at)",
    "CREATE INDEX hands_variant ON hands (variant, played_at)",
    # variant, played_at and match_id are copied from the hand so that statistics and
    # charts read this one table and never join.
    """CREATE TABLE hand_seats (
        hand_id INTEGER NOT NULL REFERENCES hands (id) ON DELETE CASCADE,
        seat INTEGER NOT NULL, match_id TEXT NOT NULL, variant TEXT NOT NULL,
        played_at TEXT NOT NULL, name TEXT NOT NULL, kind TEXT NOT NULL, level TEXT,
        finished INTEGER NOT NULL, total INTEGER NOT NULL, fouled INTEGER NOT NULL,
        royalties INTEGER NOT NULL, in_fantasyland INTEGER NOT NULL,
        entered_fantasyland INTEGER NOT NULL, stayed_fantasyland INTEGER NOT NULL,
        scoops INTEGER NOT NULL, scooped_against INTEGER NOT NULL,
        shoot_the_moon INTEGER NOT NULL,
        PRIMARY KEY (hand_id, seat)) WITHOUT ROWID""",
    "CREATE INDEX hand_seats_name ON hand_seats (name, played_at)",
)


def _schema_v1(connection: sqlite3.Connection) -> None:
    for statement in _V1:
        connection.execute(statement)


def _schema_v2(connection: sqlite3.Connection) -> None:
    # Each match keeps its history with the hands named by number (see match_record),
    # so a stored match exports as a match history; older matches have none.
    connection.execute("ALTER TABLE matches ADD COLUMN outline BLOB")


MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (_schema_v1, _schema_v2)
"""Migration ``i`` takes the schema from version ``i`` to ``i + 1``; append, never edit."""
SCHEMA_VERSION = len(MIGRATIONS)


_DAMAGED_CODES = {sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB}
_REASONS = {
    sqlite3.SQLITE_READONLY: "the file or its folder is read-only",
    sqlite3.SQLITE_PERM: "permission was denied",
    sqlite3.SQLITE_CANTOPEN: "the file cannot be opened (a missing or read-only folder?)",
    sqlite3.SQLITE_FULL: "the disk is full",
    sqlite3.SQLITE_IOERR: "the disk reported an input/output error",
    sqlite3.SQLITE_BUSY: "another program holds it locked",
    sqlite3.SQLITE_LOCKED: "another program holds it locked",
}


def translate_error(error: sqlite3.Error, doing: str, where: str) -> HistoryDbError:
    code = getattr(error, "sqlite_errorcode", 0) & 0xFF  # the primary code
    if code in _DAMAGED_CODES:
        return DamagedHistoryError(f"Could not {doing} the hand history {where}: "
                                   f"the file is damaged or not a database ({error}).")
    reason = _REASONS.get(code, str(error))
    return HistoryDbError(f"Could not {doing} the hand history {where}: {reason}.")


def check_file(path: Path) -> None:
    """Catch what SQLite would take for a new or a healthy file: empty or cut short."""
    try:
        if not path.exists():
            return
        size = path.stat().st_size
        with path.open("rb") as file:
            header = file.read(100)
        wal = path.with_name(path.name + "-wal")
        wal_size = wal.stat().st_size if wal.exists() else 0
    except OSError as error:
        raise HistoryDbError(f"Could not read the hand history {path}: "
                             f"{error.strerror or error}.") from error
    if size == 0:
        raise DamagedHistoryError(f"The hand history {path} is an empty file.")
    if len(header) < 100 or not header.startswith(b"SQLite format 3\x00"):
        raise DamagedHistoryError(f"The hand history {path} is not a database.")
    page_size = int.from_bytes(header[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    pages = int.from_bytes(header[28:32], "big")
    # The page count in the header is trusted only when stamped with the same change
    # counter as the file; with a WAL beside it the file may rightly be shorter.
    if header[24:28] == header[92:96] and not wal_size and size < pages * page_size:
        raise DamagedHistoryError(f"The hand history {path} is cut short "
                                  f"({size} of {pages * page_size} bytes).")
