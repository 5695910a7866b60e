"""Reading what can still be read from a damaged hand history (or a backup of one).

The file is never written: with no WAL it is read as immutable, else a copy of it with
its WAL folded in is. Rows are read twice over: looked up one by one by their rowid
through SQLite (so a damaged page costs only the rows on it), and taken from every leaf
page as it lies (``salvage_pages``: rows a damaged interior page or schema hides from
SQLite; pages on the free list, which may hold rows since deleted, are left out). Every
row is checked as the database checks what it stores (a hand's record must decompress,
read as a hand, and give back its stored fingerprint); a row that fails is never kept.
Hands are counted by their ids: the highest seen, less those read, could not be read.
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
from ofc_desktop.persistence.salvage_pages import image_of, index_cells, table_cells

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


_COUNTED = ("hands", "drills", "answers")


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
    # Rowids read sound, and the highest rowid known, of the hands, drills and answers.
    found: dict[str, set[int]] = field(default_factory=lambda: {t: set() for t in _COUNTED})
    top: dict[str, int] = field(default_factory=lambda: dict.fromkeys(_COUNTED, 0))
    problems: list[str] = field(default_factory=list)  # SQLite's own words, for the log

    @property
    def unread_hands(self) -> int:
        """Hands the file once held that could not be read (or not as stored)."""
        return max(0, self.top["hands"] - len(self.found["hands"]))

    @property
    def unread_drills(self) -> int:
        return sum(max(0, self.top[t] - len(self.found[t])) for t in ("drills", "answers"))

    def seen(self, table: str, rowid: int) -> None:
        self.top[table] = max(self.top[table], rowid)


def read_rows(path: Path) -> FileRows:
    """Whatever of ``path`` still reads; never raises for what the file holds."""
    rows = FileRows()
    try:
        with _readable(path) as (connection, image):
            if _foreign(image, rows):
                return rows
            try:
                _read_all(connection, rows)
            except sqlite3.Error as error:  # the schema itself: the pages may still read
                rows.problems.append(str(error))
            read_pages(image, rows)
    except (sqlite3.Error, OSError) as error:
        rows.problems.append(str(error))
    return rows


def _foreign(image: Path, rows: FileRows) -> bool:
    """Another program's file (by the header's application id): not ours to copy."""
    with image.open("rb") as file:
        header = file.read(100)
    if len(header) < 100 or not header.startswith(b"SQLite format 3\x00"):
        return False  # no header left to say: the rows are checked one by one
    application = int.from_bytes(header[68:72], "big")
    if application in (0, APPLICATION_ID):
        return False
    rows.problems.append(f"application id {application}: not a hand history")
    return True


@contextlib.contextmanager
def _readable(path: Path) -> Iterator[tuple[sqlite3.Connection, Path]]:
    """A connection that cannot change ``path``, and the file whose pages to read:
    ``path`` itself, immutable, when no WAL holds anything for it, else a copy with the
    WAL folded into it."""
    wal = path.with_name(path.name + "-wal")
    if not wal.is_file() or wal.stat().st_size == 0:
        connection = sqlite3.connect(f"{path.absolute().as_uri()}?immutable=1", uri=True)
        try:
            yield connection, path
        finally:
            connection.close()
        return
    with tempfile.TemporaryDirectory(prefix="ofc-salvage-") as folder:
        copy = Path(folder) / "history.sqlite3"
        shutil.copyfile(path, copy)
        shutil.copyfile(wal, copy.with_name(copy.name + "-wal"))
        connection = sqlite3.connect(copy, isolation_level=None)
        try:
            with contextlib.suppress(sqlite3.Error):  # pages only: no b-tree is read
                connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            yield connection, copy
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
) -> list[tuple[Any, ...]]:
    """Every row of a rowid table that reads (its rowid first), looked up one rowid at a
    time up to the highest rowid, or while rows keep turning up when that is unknown."""
    try:
        top: int | None = connection.execute(f"SELECT max(rowid) FROM {table}").fetchone()[0] or 0
    except sqlite3.Error as error:
        rows.problems.append(f"{table}: {error}")
        top = None
    found: list[tuple[Any, ...]] = []
    failed = False
    rowid = last = 0
    sql = f"SELECT rowid, {columns} FROM {table} WHERE rowid = ?"
    while top is None or rowid < top:
        rowid += 1
        if top is None and rowid - last > TAIL:
            break
        try:
            row = connection.execute(sql, (rowid,)).fetchone()
        except sqlite3.Error as error:
            if not failed:
                rows.problems.append(f"{table}: {error}")
            failed = True
            continue
        if row is not None:
            found.append(row)
            last = rowid
    if table in rows.top:
        rows.seen(table, top if top is not None else last)
    return found


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
    for row in by_rowid(connection, "matches", _select(wanted, present), rows):
        _keep_match(rows, _match(row[1:]), from_tree=True)


def _keep_match(rows: FileRows, match: SalvagedMatch | None, from_tree: bool) -> None:
    """A match row; one SQLite read wins over one found on a page, else the fullest."""
    if match is None:
        return
    known = rows.matches.get(match.match_id)
    if known is None or (not from_tree and known.hands < match.hands):
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
    for row in by_rowid(connection, "hands", _select(wanted, present), rows):
        _keep_hand(rows, row[0], checked_hand(*row[1:]))


def _keep_hand(rows: FileRows, rowid: int, hand: SalvagedHand | None) -> None:
    rows.seen("hands", rowid)
    if hand is not None:
        rows.found["hands"].add(rowid)
        rows.hands.setdefault(hand.fingerprint, hand)


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
    if found is not None:
        _keep_progress(rows, *found)


def _keep_progress(rows: FileRows, match_id: object, blob: object, saved_at: object) -> None:
    state = unpacked(blob)
    if state is not None and isinstance(match_id, str) and isinstance(saved_at, str):
        rows.progress = rows.progress or (match_id, state, saved_at)


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
        for row in by_rowid(connection, "drills", ", ".join(_DRILL), rows):
            _keep_drill(rows, row[0], row[1:])
    if _columns(connection, "drill_answers", rows):
        for row in by_rowid(connection, "drill_answers", ", ".join(_ANSWER), rows):
            _keep_answer(rows, row[1:])
    if _columns(connection, "graded_hands", rows):
        for row in scanned(
            connection, "graded_hands", "fingerprint, graded_at", "fingerprint", rows
        ):
            _keep_graded(rows, list(row))
    if _columns(connection, "puzzle_schedules", rows):
        for row in scanned(
            connection,
            "puzzle_schedules",
            "drill_id, player, card, due",
            "drill_id, player",
            rows,
        ):
            _keep_schedule(rows, list(row))


def _keep_drill(rows: FileRows, rowid: int, row: tuple[Any, ...]) -> None:
    rows.seen("drills", rowid)
    if _sound_drill(row):
        rows.found["drills"].add(rowid)
        rows.drills.setdefault(row[0], row)


def _keep_answer(rows: FileRows, row: tuple[Any, ...]) -> None:
    rows.seen("answers", row[0])
    if _sound_answer(row):
        rows.found["answers"].add(row[0])
        rows.answers.setdefault(row[0], row)


def _keep_graded(rows: FileRows, values: list[Any]) -> None:
    if len(values) == 2 and all(isinstance(value, str) for value in values):
        with contextlib.suppress(ValueError):
            stored_time(values[1])
            rows.graded.setdefault(values[0], tuple(values))


def _keep_schedule(rows: FileRows, values: list[Any]) -> None:
    if len(values) == 4 and all(isinstance(value, str) for value in values) and _json(values[2]):
        with contextlib.suppress(ValueError):
            stored_time(values[3])
            rows.schedules.setdefault((values[0], values[1]), tuple(values))


# ----- rows on the pages as they lie ------------------------------------------------------


def read_pages(image: Path, rows: FileRows) -> None:
    """Every row of the history's tables found on a leaf page that is not free, each
    told apart by its shape and kept only if it checks out as that table's row."""
    data, page_size, usable = image_of(image)
    free = free_pages(data, page_size)
    for rowid, values in table_cells(data, page_size, usable, free):
        _place_table_row(rows, rowid, values)
    for values in index_cells(data, page_size, usable, free):
        if len(values) == 2:
            _keep_graded(rows, values)
        elif len(values) == 4:
            _keep_schedule(rows, values)


def _place_table_row(rows: FileRows, rowid: int, values: list[Any]) -> None:
    count = len(values)
    # An INTEGER PRIMARY KEY is the rowid: stored as NULL in the record.
    if count in (10, 11) and values[0] is None and isinstance(values[9], bytes):
        if rowid in rows.found["hands"]:
            return  # SQLite read it already (and it was checked then)
        key = values[10] if count > 10 else None
        _keep_hand(rows, rowid, checked_hand(values[1], values[2], values[3], values[9], key))
    elif count in (10, 11, 12) and isinstance(values[0], str) and isinstance(values[5], str):
        extra = [*values[10:], None, None][:2]
        _keep_match(rows, _match((*values[:3], *values[5:10], *extra)), from_tree=False)
    if count == 4 and values[0] is None and rowid == 1:
        _keep_progress(rows, values[1], values[3], values[2])
    elif count == 10 and isinstance(values[0], str) and isinstance(values[6], str):
        _keep_drill(rows, rowid, tuple(values))
    elif count == 7 and values[0] is None:
        _keep_answer(rows, (rowid, *values[1:]))


def free_pages(data: bytes, page_size: int) -> set[int]:
    """The pages on the file's free list, as far as its trunk pages still read."""
    free: set[int] = set()
    if len(data) < 100:
        return free
    trunk = int.from_bytes(data[32:36], "big")
    pages = len(data) // page_size
    while 0 < trunk <= pages and trunk not in free:
        free.add(trunk)
        page = data[(trunk - 1) * page_size : trunk * page_size]
        count = int.from_bytes(page[4:8], "big")
        if count > page_size // 4 - 2:
            break  # a damaged trunk page: what it lists cannot be trusted
        for index in range(count):
            leaf = int.from_bytes(page[8 + 4 * index : 12 + 4 * index], "big")
            if 0 < leaf <= pages:
                free.add(leaf)
        trunk = int.from_bytes(page[:4], "big")
    return free


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
