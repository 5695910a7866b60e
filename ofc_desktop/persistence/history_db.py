"""The hand-history database: every match and hand played, in one SQLite file.

A hand is kept whole (its record, compressed JSON) for replays and exports; what the
browser filters and sorts on and what the statistics add up is copied into columns when
the hand is stored (one row per seat), so no query ever parses JSON. Failures of any
kind come out as :class:`HistoryDbError` with a sentence for the player.
"""

from __future__ import annotations

import json
import sqlite3
import uuid
import zlib
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from ofc_desktop.persistence.hand_fingerprint import hand_fingerprint
from ofc_desktop.persistence.history_connection import HistoryConnection
from ofc_desktop.persistence.history_records import (
    PreparedHand,
    SeatColumns,
    read_hand,
    read_seats,
    variant_of,
)
from ofc_desktop.persistence.history_rows import (
    HAND_SORT,
    MATCH_SORT,
    SEAT_COLUMNS,
    HandFilter,
    HandRow,
    HandSeatRow,
    HandSort,
    MatchFilter,
    MatchRow,
    MatchSort,
    SeatRow,
    hand_seat_row,
    hand_where,
    match_where,
    stored_time,
    time_text,
)
from ofc_desktop.persistence.history_schema import (
    SCHEMA_VERSION,
    DamagedHistoryError,
    HistoryDbError,
    NewerHistoryError,
)

__all__ = [
    "SCHEMA_VERSION",
    "DamagedHistoryError",
    "HandFilter",
    "HandRow",
    "HandSeatRow",
    "HistoryDatabase",
    "HistoryDbError",
    "MatchFilter",
    "MatchRow",
    "NewerHistoryError",
    "SeatRow",
    "stored_time",
]

MATCH_STATUSES = ("playing", "finished", "abandoned")


# ----- the database ---------------------------------------------------------------------


class HistoryDatabase(HistoryConnection):
    """Matches and hands in one SQLite file (or ``":memory:"``, kept for the session)."""

    # ----- matches ----------------------------------------------------------------------

    def add_match(
        self,
        rules: Mapping[str, Any],
        seats: Sequence[Mapping[str, Any]],
        *,
        started_at: datetime | None = None,
        match_id: str | None = None,
        status: str = "finished",
    ) -> str:
        """Store a new match (seats as in a hand record) and return its id; ``status``
        is one of :data:`MATCH_STATUSES`."""
        match_id = match_id or uuid.uuid4().hex
        _check_status(status)
        variant = variant_of(rules, "rules")
        seat_rows = read_seats(seats, "seats")
        started = time_text(started_at or datetime.now(UTC))
        try:
            rules_text = json.dumps(rules, ensure_ascii=False)
            seats_text = json.dumps([dict(seat) for seat in seats], ensure_ascii=False)
        except (TypeError, ValueError) as error:
            raise HistoryDbError(f"The match cannot be stored: {error}.") from None
        with self._writing("save a match in"):
            self._db.execute(
                "INSERT INTO matches (id, started_at, variant, players, rules, seats, "
                "standings, status) VALUES (?, ?, ?, ?, ?, ?, '{}', ?)",
                (match_id, started, variant, len(seat_rows), rules_text, seats_text, status),
            )
            self._db.executemany(
                "INSERT INTO match_seats VALUES (?, ?, ?, ?, ?)",
                [(match_id, index, *seat) for index, seat in enumerate(seat_rows)],
            )
        return match_id

    def update_match(
        self,
        match_id: str,
        *,
        standings: Mapping[str, int] | None = None,
        ended_at: datetime | None = None,
        over: bool | None = None,
        outline: Mapping[str, Any] | None = None,
        status: str | None = None,
    ) -> None:
        """Record a match's standings, end time, whether it is over and its status;
        ``outline`` is its history (``match_to_record``) with each hand event naming only
        its ``hand_number``: :meth:`match_record` puts the stored hands back in."""
        changes: list[str] = []
        values: list[Any] = []
        if status is not None:
            _check_status(status)
            changes.append("status = ?")
            values.append(status)
        if outline is not None:
            changes.append("outline = ?")
            values.append(_pack(outline))
        if standings is not None:
            if not all(type(total) is int for total in standings.values()):
                raise HistoryDbError("The standings must be whole numbers of points.")
            changes.append("standings = ?")
            values.append(json.dumps(dict(standings), ensure_ascii=False))
        if ended_at is not None:
            changes.append("ended_at = ?")
            values.append(time_text(ended_at))
        if over is not None:
            changes.append("over = ?")
            values.append(int(over))
        if not changes:
            return
        with self._writing("update a match in"):
            cursor = self._db.execute(
                f"UPDATE matches SET {', '.join(changes)} WHERE id = ?", (*values, match_id)
            )
            if cursor.rowcount == 0:
                raise HistoryDbError(f"There is no match {match_id} in the hand history.")

    def delete_match(self, match_id: str) -> bool:
        """Forget a match and all its hands; False if there was no such match."""
        with self._writing("delete a match from"):
            deleted = self._db.execute("DELETE FROM matches WHERE id = ?", (match_id,))
        return deleted.rowcount > 0

    def match_rules(self, match_id: str) -> dict[str, Any]:
        rows = self.fetch_all("SELECT rules FROM matches WHERE id = ?", (match_id,))
        if not rows:
            raise HistoryDbError(f"There is no match {match_id} in the hand history.")
        rules: dict[str, Any] = json.loads(rows[0][0])
        return rules

    def get_match(self, match_id: str) -> MatchRow:
        rows = self._match_rows("WHERE m.id = ?", [match_id], "", 1, 0)
        if not rows:
            raise HistoryDbError(f"There is no match {match_id} in the hand history.")
        return rows[0]

    def list_matches(
        self,
        offset: int = 0,
        limit: int = 200,
        sort_key: MatchSort = "started_at",
        descending: bool = True,
        filter: MatchFilter | None = None,
    ) -> list[MatchRow]:
        """One page of matches for the browser."""
        where, values = match_where(filter or MatchFilter())
        direction = "DESC" if descending else "ASC"
        order = f"ORDER BY {MATCH_SORT[sort_key]} {direction}, m.id {direction}"
        return self._match_rows(where, values, order, limit, offset)

    def count_matches(self, filter: MatchFilter | None = None) -> int:
        where, values = match_where(filter or MatchFilter())
        count: int = self.fetch_all(f"SELECT count(*) FROM matches m {where}", values)[0][0]
        return count

    def _match_rows(
        self, where: str, values: list[Any], order: str, limit: int, offset: int
    ) -> list[MatchRow]:
        rows = self.fetch_all(
            "SELECT id, started_at, ended_at, variant, over, hands, standings, status "
            "FROM matches m "
            f"{where} {order} LIMIT ? OFFSET ?",
            [*values, limit, offset],
        )
        seats: dict[str, list[SeatRow]] = {row[0]: [] for row in rows}
        for chunk in _chunks(list(seats), 500):
            for match_id, name, kind, level in self.fetch_all(
                "SELECT match_id, name, kind, level FROM match_seats WHERE match_id IN "
                f"({', '.join('?' * len(chunk))}) ORDER BY match_id, seat",
                chunk,
            ):
                seats[match_id].append(SeatRow(name, kind, level))
        return [
            MatchRow(
                match_id,
                stored_time(started),
                None if ended is None else stored_time(ended),
                variant,
                bool(over),
                hands,
                tuple(seats[match_id]),
                tuple(json.loads(standings).items()),
                status,
            )
            for match_id, started, ended, variant, over, hands, standings, status in rows
        ]

    # ----- hands ------------------------------------------------------------------------

    def add_hand(
        self, match_id: str, record: Mapping[str, Any], *, played_at: datetime | None = None
    ) -> int:
        """Store a hand of a stored match and return its id."""
        hand_id = self.add_hands(match_id, [record], None if played_at is None else [played_at])[0]
        assert hand_id is not None
        return hand_id

    def add_hands(
        self,
        match_id: str,
        records: Iterable[Mapping[str, Any]],
        played_at: Iterable[datetime] | None = None,
        *,
        fingerprints: Sequence[str] | None = None,
        skip_duplicates: bool = False,
    ) -> list[int | None]:
        """Store many hands of one match in one transaction and return their ids.

        Each hand is keyed by ``fingerprints`` (by default its fingerprint under the time
        it is stored at); with ``skip_duplicates`` a hand already stored is left out and
        its id is None, else it is refused."""
        now = datetime.now(UTC)
        records = list(records)
        times = [now] * len(records) if played_at is None else list(played_at)
        if len(times) != len(records):
            raise ValueError("one played_at time is needed per record")
        keys = (
            list(fingerprints)
            if fingerprints is not None
            else [
                hand_fingerprint(record, time_text(when))
                for record, when in zip(records, times, strict=True)
            ]
        )
        packed = []
        for index, record in enumerate(records):
            try:
                packed.append(pack_hand(record))
            except HistoryDbError as error:
                where = f"hand {index + 1} of {len(records)}: " if len(records) > 1 else ""
                raise HistoryDbError(f"The hand cannot be stored: {where}{error}") from None
        return self.add_packed_hands(
            match_id, packed, times, fingerprints=keys, skip_duplicates=skip_duplicates
        )

    def add_packed_hands(
        self,
        match_id: str,
        packed: Sequence[PackedHand],
        played_at: Sequence[datetime],
        *,
        fingerprints: Sequence[str],
        skip_duplicates: bool = False,
    ) -> list[int | None]:
        """:meth:`add_hands` for hands checked and compressed beforehand (on a worker
        thread, for an import), so that the transaction itself is short."""
        times = [time_text(when) for when in played_at]
        keys = list(fingerprints)
        if not len(packed) == len(times) == len(keys):
            raise ValueError("one time and one fingerprint are needed per hand")
        ids: list[int | None] = []
        with self._writing("save a hand in"):
            if not self._db.execute("SELECT 1 FROM matches WHERE id = ?", (match_id,)).fetchone():
                raise HistoryDbError(f"There is no match {match_id} in the hand history.")
            known = self.has_fingerprints(keys) if skip_duplicates else set()
            for each, when, key in zip(packed, times, keys, strict=True):
                hand = each.columns
                if key in known:
                    ids.append(None)
                    continue
                if skip_duplicates:  # the same hand twice in one import is kept once
                    known.add(key)
                try:
                    cursor = self._db.execute(
                        "INSERT INTO hands (match_id, hand_number, played_at, variant, "
                        "players, finished, fouled, fantasyland, record, fingerprint) "
                        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                        (
                            match_id,
                            hand.hand_number,
                            when,
                            hand.variant,
                            len(hand.seats),
                            hand.finished,
                            hand.fouled,
                            hand.fantasyland,
                            each.blob,
                            key,
                        ),
                    )
                except sqlite3.IntegrityError:
                    raise HistoryDbError(
                        f"Hand {hand.hand_number} of match {match_id} is "
                        "already in the hand history."
                    ) from None
                hand_id = cursor.lastrowid
                assert hand_id is not None
                self._db.executemany(
                    "INSERT INTO hand_seats VALUES "
                    "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    [
                        _seat_values(hand_id, match_id, hand.variant, when, hand.finished, seat)
                        for seat in hand.seats
                    ],
                )
                ids.append(hand_id)
            self._db.execute(
                "UPDATE matches SET hands = hands + ? WHERE id = ?",
                (sum(hand_id is not None for hand_id in ids), match_id),
            )
        return ids

    def has_fingerprints(self, fingerprints: Iterable[str]) -> set[str]:
        """Which of these hand fingerprints are already stored."""
        wanted = list(dict.fromkeys(fingerprints))
        found: set[str] = set()
        for chunk in _chunks(wanted, 500):
            found.update(
                key
                for (key,) in self.fetch_all(
                    "SELECT fingerprint FROM hands WHERE fingerprint IN "
                    f"({', '.join('?' * len(chunk))})",
                    chunk,
                )
            )
        return found

    # ----- the match in progress ----------------------------------------------------------

    def save_progress(self, match_id: str, state: Mapping[str, Any]) -> None:
        """Keep ``state`` (the match's own replayable history, seed included) as the
        match to resume, in place of any other."""
        with self._writing("save the match in progress in"):
            self._db.execute(
                "INSERT OR REPLACE INTO match_in_progress (slot, match_id, saved_at, state) "
                "VALUES (1, ?, ?, ?)",
                (match_id, time_text(datetime.now(UTC)), _pack(state)),
            )

    def clear_progress(self) -> None:
        """Nothing is left to resume."""
        with self._writing("forget the match in progress in"):
            self._db.execute("DELETE FROM match_in_progress")

    def progress(self) -> tuple[str, dict[str, Any]] | None:
        """The match to resume: its id and state (DamagedHistoryError if the state does
        not read back)."""
        rows = self.fetch_all("SELECT match_id, state FROM match_in_progress")
        if not rows:
            return None
        match_id, blob = rows[0]
        return str(match_id), self._unpacked(blob, "The match in progress")

    def progress_match_id(self) -> str | None:
        """The id of the match to resume, without reading its state."""
        rows = self.fetch_all("SELECT match_id FROM match_in_progress")
        return str(rows[0][0]) if rows else None

    def abandon_matches(self, keep: str | None = None) -> int:
        """Every match still marked as being played, but ``keep``, was given up."""
        with self._writing("update a match in"):
            cursor = self._db.execute(
                "UPDATE matches SET status = 'abandoned' WHERE status = 'playing' AND id IS NOT ?",
                (keep,),
            )
        return cursor.rowcount

    def hand_record(self, hand_id: int) -> dict[str, Any]:
        """The hand's record exactly as it was stored."""
        rows = self.fetch_all("SELECT record FROM hands WHERE id = ?", (hand_id,))
        if not rows:
            raise HistoryDbError(f"There is no hand {hand_id} in the hand history.")
        return self._unpacked(rows[0][0], f"Hand {hand_id} of the hand history")

    def match_hands(self, match_id: str) -> list[HandRow]:
        """Every hand of a match, in order."""
        return self.list_hands(0, -1, "hand_number", False, HandFilter(match_id=match_id))

    def match_record(self, match_id: str) -> dict[str, Any] | None:
        """The match's replayable history with its stored hands, or None when only its
        hands are known (an imported match)."""
        rows = self.fetch_all("SELECT outline FROM matches WHERE id = ?", (match_id,))
        if not rows:
            raise HistoryDbError(f"There is no match {match_id} in the hand history.")
        if rows[0][0] is None:
            return None
        outline = self._unpacked(rows[0][0], f"The outline of match {match_id}")
        hands = {row.hand_number: row.hand_id for row in self.match_hands(match_id)}
        events = []
        for event in outline.get("events", []):
            if event.get("event") == "hand":
                number = event.get("hand_number")
                if number not in hands:
                    raise self.damage_found(
                        DamagedHistoryError(
                            f"Hand {number} of match {match_id} is missing from the hand history."
                        )
                    )
                event = {"event": "hand", "hand": self.hand_record(hands[number])}
            events.append(event)
        return {**outline, "events": events}

    def player_names(self) -> list[str]:
        """Every name that sat at a stored match, in order."""
        rows = self.fetch_all("SELECT DISTINCT name FROM match_seats ORDER BY name")
        return [str(name) for (name,) in rows]

    def match_records(self, match_id: str) -> list[dict[str, Any]]:
        """Every hand record of a match, in order (for exports)."""
        return [self.hand_record(row.hand_id) for row in self.match_hands(match_id)]

    def list_hands(
        self,
        offset: int = 0,
        limit: int = 200,
        sort_key: HandSort = "played_at",
        descending: bool = True,
        filter: HandFilter | None = None,
    ) -> list[HandRow]:
        """One page of hands for the browser (``limit`` -1: all of them)."""
        where, values = hand_where(filter or HandFilter())
        direction = "DESC" if descending else "ASC"
        rows = self.fetch_all(
            "SELECT id, match_id, hand_number, played_at, variant, finished FROM hands h "
            f"{where} ORDER BY {HAND_SORT[sort_key]} {direction}, h.id {direction} "
            "LIMIT ? OFFSET ?",
            [*values, limit, offset],
        )
        seats: dict[int, list[HandSeatRow]] = {row[0]: [] for row in rows}
        for chunk in _chunks(list(seats), 500):
            for row in self.fetch_all(
                f"SELECT hand_id, {SEAT_COLUMNS} FROM hand_seats WHERE hand_id IN "
                f"({', '.join('?' * len(chunk))}) ORDER BY hand_id, seat",
                chunk,
            ):
                seats[row[0]].append(hand_seat_row(row[1:]))
        return [
            HandRow(
                hand_id,
                match_id,
                number,
                stored_time(played),
                variant,
                bool(finished),
                tuple(seats[hand_id]),
            )
            for hand_id, match_id, number, played, variant, finished in rows
        ]

    def _unpacked(self, blob: bytes, what: str) -> dict[str, Any]:
        try:
            return _unpack(blob, what)
        except DamagedHistoryError as error:
            raise self.damage_found(error) from None

    def count_hands(self, filter: HandFilter | None = None) -> int:
        where, values = hand_where(filter or HandFilter())
        count: int = self.fetch_all(f"SELECT count(*) FROM hands h {where}", values)[0][0]
        return count


@dataclass(frozen=True)
class PackedHand:
    """A hand record checked and compressed, ready to store (see :func:`pack_hand`)."""

    columns: PreparedHand
    blob: bytes


def pack_hand(record: Mapping[str, Any]) -> PackedHand:
    """Check a hand record as the database does and compress it; HistoryDbError says
    what is wrong."""
    columns = read_hand(record)
    return PackedHand(columns, zlib.compress(columns.data))


def _check_status(status: str) -> None:
    if status not in MATCH_STATUSES:
        raise ValueError(f"a match's status is one of {', '.join(MATCH_STATUSES)}")


def _seat_values(
    hand_id: int, match_id: str, variant: str, played_at: str, finished: bool, seat: SeatColumns
) -> tuple[Any, ...]:
    return (
        hand_id,
        seat.seat,
        match_id,
        variant,
        played_at,
        seat.name,
        seat.kind,
        seat.level,
        finished,
        seat.total,
        seat.fouled,
        seat.royalties,
        seat.in_fantasyland,
        seat.entered_fantasyland,
        seat.stayed_fantasyland,
        seat.scoops,
        seat.scooped_against,
        seat.shoot_the_moon,
    )


def _chunks(items: list[Any], size: int) -> Iterator[list[Any]]:
    for start in range(0, len(items), size):
        yield items[start : start + size]


def _pack(data: Mapping[str, Any]) -> bytes:
    try:
        return zlib.compress(json.dumps(data, ensure_ascii=False, allow_nan=False).encode())
    except (TypeError, ValueError) as error:
        raise HistoryDbError(f"The match cannot be stored: {error}.") from None


def _unpack(blob: bytes, what: str) -> dict[str, Any]:
    try:
        data = json.loads(zlib.decompress(blob).decode("utf-8"))
    except (zlib.error, UnicodeDecodeError, ValueError, TypeError) as error:
        raise DamagedHistoryError(f"{what} is damaged: {error}.") from None
    if not isinstance(data, dict):
        raise DamagedHistoryError(f"{what} is damaged.")
    return data
