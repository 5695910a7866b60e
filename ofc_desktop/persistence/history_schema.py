"""The hand-history database's tables, their migrations, and what its failures mean.

Migration ``i`` takes a file from schema version ``i`` to ``i + 1`` (``PRAGMA
user_version``); a new version appends a migration and never edits an old one.
"""

from __future__ import annotations

import json
import os
import sqlite3
import zlib
from collections.abc import Callable
from pathlib import Path

from ofc_desktop.persistence.atomic import DISK_FULL, disk_is_full
from ofc_desktop.persistence.hand_fingerprint import hand_fingerprint

APPLICATION_ID = 0x4F464344  # "OFCD": marks the file as ours for `file` and for us


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


def _schema_v3(connection: sqlite3.Connection) -> None:
    # A match is in progress, finished or abandoned; the one to resume is kept here too,
    # so that a checkpoint writes its hands, its standings and the state to resume in
    # one transaction. Hands get a content key so that an import never files one twice.
    connection.execute(
        "ALTER TABLE matches ADD COLUMN status TEXT NOT NULL DEFAULT 'finished' "
        "CHECK (status IN ('playing', 'finished', 'abandoned'))"
    )
    connection.execute(
        "UPDATE matches SET status = CASE WHEN over THEN 'finished' ELSE 'abandoned' END"
    )
    connection.execute("""CREATE TABLE match_in_progress (
        slot INTEGER PRIMARY KEY CHECK (slot = 1),
        match_id TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
        saved_at TEXT NOT NULL, state BLOB NOT NULL)""")
    connection.execute("ALTER TABLE hands ADD COLUMN fingerprint TEXT")
    seen: set[str] = set()
    rows = connection.execute("SELECT id, played_at, record FROM hands ORDER BY id").fetchall()
    for hand_id, played_at, blob in rows:
        try:
            record = json.loads(zlib.decompress(blob).decode("utf-8"))
        except (zlib.error, UnicodeDecodeError, ValueError):
            continue  # a damaged record keeps no key; reading it says what is wrong
        key = hand_fingerprint(record, played_at) if isinstance(record, dict) else None
        if key is not None and key not in seen:  # an earlier double import keeps one key
            seen.add(key)
            connection.execute("UPDATE hands SET fingerprint = ? WHERE id = ?", (key, hand_id))
    connection.execute("CREATE UNIQUE INDEX hands_fingerprint ON hands (fingerprint)")


def _schema_v4(connection: sqlite3.Connection) -> None:
    # Drills made from the player's mistakes live beside the hands they came from, each
    # with its spaced-repetition card; every answer keeps the trainer rating after it (the
    # chart), and a hand once graded for drills is remembered so it is never graded twice.
    # Answers outlive their drill: the rating history must not change when one is dropped.
    connection.execute("""CREATE TABLE drills (
        id TEXT PRIMARY KEY, source TEXT NOT NULL, variant TEXT NOT NULL,
        player TEXT NOT NULL, themes TEXT NOT NULL, loss REAL NOT NULL,
        drill TEXT NOT NULL, created_at TEXT NOT NULL, card TEXT NOT NULL,
        due TEXT NOT NULL)""")
    connection.execute("CREATE INDEX drills_due ON drills (due)")
    connection.execute("""CREATE TABLE drill_answers (
        id INTEGER PRIMARY KEY, drill_id TEXT NOT NULL, player TEXT NOT NULL,
        answered_at TEXT NOT NULL, loss REAL NOT NULL, grade TEXT NOT NULL,
        rating_after REAL NOT NULL)""")
    connection.execute("CREATE INDEX drill_answers_player ON drill_answers (player, answered_at)")
    connection.execute("""CREATE TABLE graded_hands (
        fingerprint TEXT PRIMARY KEY, graded_at TEXT NOT NULL) WITHOUT ROWID""")


def _schema_v5(connection: sqlite3.Connection) -> None:
    # A puzzle is everyone's: each player who answers it gets a schedule of their own,
    # so two people at one screen never move each other's due dates. A puzzle answered
    # before keeps its shared schedule for each player who answered it.
    connection.execute("""CREATE TABLE puzzle_schedules (
        drill_id TEXT NOT NULL, player TEXT NOT NULL, card TEXT NOT NULL,
        due TEXT NOT NULL, PRIMARY KEY (drill_id, player)) WITHOUT ROWID""")
    connection.execute(
        "INSERT INTO puzzle_schedules (drill_id, player, card, due) "
        "SELECT DISTINCT d.id, a.player, d.card, d.due FROM drills d "
        "JOIN drill_answers a ON a.drill_id = d.id WHERE d.source = 'puzzle'"
    )


def _schema_v6(connection: sqlite3.Connection) -> None:
    # Every decision of the players' hands graded, kept for the coach report: one row a
    # street played, one a hand and player (how it ended, and the filters' columns), and
    # the hands graded so, with the grading's version (a newer grading does them again).
    # Kinds are a bit mask (decision_kinds.KINDS in order): one row counts under several.
    connection.execute("""CREATE TABLE decision_grades (
        fingerprint TEXT NOT NULL, player TEXT NOT NULL, street INTEGER NOT NULL,
        seat INTEGER NOT NULL, situation TEXT NOT NULL, kinds INTEGER NOT NULL,
        leak TEXT NOT NULL, loss REAL NOT NULL, stderr REAL NOT NULL, grade TEXT NOT NULL,
        exact INTEGER NOT NULL, chosen_foul REAL NOT NULL, best_foul REAL NOT NULL,
        chosen_fantasyland REAL NOT NULL, best_fantasyland REAL NOT NULL,
        position TEXT NOT NULL, chosen TEXT NOT NULL, best TEXT NOT NULL,
        PRIMARY KEY (fingerprint, player, street)) WITHOUT ROWID""")
    connection.execute("""CREATE TABLE coach_hands (
        fingerprint TEXT NOT NULL, player TEXT NOT NULL, played_at TEXT NOT NULL,
        variant TEXT NOT NULL, players INTEGER NOT NULL, jokers INTEGER NOT NULL,
        decks INTEGER NOT NULL, fouled INTEGER NOT NULL,
        entered_fantasyland INTEGER NOT NULL, best_foul REAL NOT NULL,
        best_fantasyland REAL NOT NULL,
        PRIMARY KEY (fingerprint, player)) WITHOUT ROWID""")
    connection.execute("CREATE INDEX coach_hands_player ON coach_hands (player, played_at)")
    # A leak's typical decision is looked up by player, leak and loss.
    connection.execute("CREATE INDEX decision_grades_leak ON decision_grades (player, leak, loss)")
    connection.execute("""CREATE TABLE coach_graded (
        fingerprint TEXT PRIMARY KEY, version INTEGER NOT NULL,
        graded_at TEXT NOT NULL) WITHOUT ROWID""")


MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (
    _schema_v1,
    _schema_v2,
    _schema_v3,
    _schema_v4,
    _schema_v5,
    _schema_v6,
)
"""Migration ``i`` takes the schema from version ``i`` to ``i + 1``; append, never edit."""
SCHEMA_VERSION = len(MIGRATIONS)


# The tables and columns this version reads and writes: a file at our version that lacks
# any of them is not ours (or lost its schema) and is set aside, never altered.
EXPECTED_COLUMNS = {
    "matches": {
        "id",
        "started_at",
        "ended_at",
        "variant",
        "players",
        "rules",
        "seats",
        "standings",
        "over",
        "hands",
        "outline",
        "status",
    },
    "match_seats": {"match_id", "seat", "name", "kind", "level"},
    "hands": {
        "id",
        "match_id",
        "hand_number",
        "played_at",
        "variant",
        "players",
        "finished",
        "fouled",
        "fantasyland",
        "record",
        "fingerprint",
    },
    "hand_seats": {
        "hand_id",
        "seat",
        "match_id",
        "variant",
        "played_at",
        "name",
        "kind",
        "level",
        "finished",
        "total",
        "fouled",
        "royalties",
        "in_fantasyland",
        "entered_fantasyland",
        "stayed_fantasyland",
        "scoops",
        "scooped_against",
        "shoot_the_moon",
    },
    "match_in_progress": {"slot", "match_id", "saved_at", "state"},
    "drills": {
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
    },
    "drill_answers": {
        "id",
        "drill_id",
        "player",
        "answered_at",
        "loss",
        "grade",
        "rating_after",
    },
    "graded_hands": {"fingerprint", "graded_at"},
    "puzzle_schedules": {"drill_id", "player", "card", "due"},
    "decision_grades": {
        "fingerprint",
        "player",
        "street",
        "seat",
        "situation",
        "kinds",
        "leak",
        "loss",
        "stderr",
        "grade",
        "exact",
        "chosen_foul",
        "best_foul",
        "chosen_fantasyland",
        "best_fantasyland",
        "position",
        "chosen",
        "best",
    },
    "coach_hands": {
        "fingerprint",
        "player",
        "played_at",
        "variant",
        "players",
        "jokers",
        "decks",
        "fouled",
        "entered_fantasyland",
        "best_foul",
        "best_fantasyland",
    },
    "coach_graded": {"fingerprint", "version", "graded_at"},
}
# What each older version had, for a file still to be migrated.
_ADDED_IN: dict[int, dict[str, set[str] | None]] = {
    6: {"decision_grades": None, "coach_hands": None, "coach_graded": None},
    5: {"puzzle_schedules": None},
    4: {"drills": None, "drill_answers": None, "graded_hands": None},
    3: {"matches": {"status"}, "hands": {"fingerprint"}, "match_in_progress": None},
    2: {"matches": {"outline"}},
}


def missing_schema(connection: sqlite3.Connection, version: int) -> str | None:
    """What a file at schema ``version`` lacks of the tables it should have (None: all
    there)."""
    expected = {table: set(columns) for table, columns in EXPECTED_COLUMNS.items()}
    for added_at in range(len(MIGRATIONS), version, -1):
        for table, columns in _ADDED_IN.get(added_at, {}).items():
            if columns is None:
                expected.pop(table, None)
            elif table in expected:
                expected[table] -= columns
    for table, columns in expected.items():
        found = {row[1] for row in connection.execute(f"PRAGMA table_info({table})")}
        if not found:
            return f"the table {table} is missing"
        if columns - found:
            return f"the table {table} lacks {', '.join(sorted(columns - found))}"
    return None


_DAMAGED_CODES = {sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB}
_REASONS = {
    sqlite3.SQLITE_READONLY: "the file or its folder is read-only",
    sqlite3.SQLITE_PERM: "permission was denied",
    sqlite3.SQLITE_CANTOPEN: "the file cannot be opened (a missing or read-only folder?)",
    sqlite3.SQLITE_FULL: DISK_FULL,
    sqlite3.SQLITE_IOERR: "the disk reported an input/output error",
    sqlite3.SQLITE_BUSY: "another program holds it locked",
    sqlite3.SQLITE_LOCKED: "another program holds it locked",
}


def translate_error(error: sqlite3.Error, doing: str, where: str) -> HistoryDbError:
    code = getattr(error, "sqlite_errorcode", 0) & 0xFF  # the primary code
    if code in _DAMAGED_CODES:
        return DamagedHistoryError(
            f"Could not {doing} the hand history {where}: "
            f"the file is damaged or not a database ({error})."
        )
    reason = _REASONS.get(code, str(error))
    extended = getattr(error, "sqlite_errorcode", 0)
    # No room to grow the WAL's shared-memory file comes back as an I/O error, and so
    # does a full disk met while making the journal.
    if extended == sqlite3.SQLITE_IOERR_SHMSIZE or (
        code in (sqlite3.SQLITE_IOERR, sqlite3.SQLITE_CANTOPEN)
        and where != "in memory"
        and disk_is_full(Path(where).parent)
    ):
        reason = _REASONS[sqlite3.SQLITE_FULL]
    return HistoryDbError(f"Could not {doing} the hand history {where}: {reason}.")


def check_file(path: Path) -> None:
    """Catch what SQLite would take for a healthy file: not a database, or cut short."""
    try:
        if not os.path.lexists(path):
            return
        if path.is_dir():
            raise DamagedHistoryError(f"The hand history {path} is a folder, not a file.")
        size = path.stat().st_size
        with path.open("rb") as file:
            header = file.read(100)
        wal = path.with_name(path.name + "-wal")
        wal_size = wal.stat().st_size if wal.exists() else 0
    except OSError as error:
        raise HistoryDbError(
            f"Could not read the hand history {path}: {error.strerror or error}."
        ) from error
    if size == 0:
        # Nothing to keep: SQLite starts an empty file afresh, as when a first start met
        # a full disk before it could write a page.
        return
    if len(header) < 100 or not header.startswith(b"SQLite format 3\x00"):
        raise DamagedHistoryError(f"The hand history {path} is not a database.")
    page_size = int.from_bytes(header[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    pages = int.from_bytes(header[28:32], "big")
    # The page count in the header is trusted only when stamped with the same change
    # counter as the file; with a WAL beside it the file may rightly be shorter.
    if header[24:28] == header[92:96] and not wal_size and size < pages * page_size:
        raise DamagedHistoryError(
            f"The hand history {path} is cut short ({size} of {pages * page_size} bytes)."
        )


def check_pages(path: Path) -> str | None:
    """What is wrong with the hand history at ``path`` as the disk holds it now, read
    through a connection of its own that writes nothing; None when it is sound. Finds
    damaged pages (quick_check), a file cut short or emptied (its schema gone), another
    program's file, and a missing one."""
    if not path.is_file():
        return "the file is missing"
    try:
        connection = sqlite3.connect(f"{path.absolute().as_uri()}?mode=ro", uri=True)
    except sqlite3.Error as error:
        return str(error)
    try:
        application = connection.execute("PRAGMA application_id").fetchone()[0]
        version = connection.execute("PRAGMA user_version").fetchone()[0]
        if application != APPLICATION_ID or version != len(MIGRATIONS):
            return f"its header reads application {application}, schema {version}"
        missing = missing_schema(connection, version)
        if missing is not None:
            return missing
        problems = [row[0] for row in connection.execute("PRAGMA quick_check(3)")]
        return None if problems == ["ok"] else problems[0]
    except sqlite3.Error as error:
        return str(error)
    finally:
        connection.close()
