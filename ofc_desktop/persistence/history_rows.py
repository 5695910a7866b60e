"""What the hand-history browser gets back (small frozen rows) and how it asks (filters,
sort keys), with the SQL each filter becomes."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Literal


@dataclass(frozen=True)
class SeatRow:
    """Who sat in a seat of a match."""

    name: str
    kind: str
    level: str | None


@dataclass(frozen=True)
class HandSeatRow:
    """One seat's outcome in a hand (zeros and False while the hand is unfinished)."""

    seat: int
    name: str
    kind: str
    level: str | None
    total: int
    fouled: bool
    royalties: int
    in_fantasyland: bool
    entered_fantasyland: bool
    stayed_fantasyland: bool
    scoops: int
    scooped_against: int
    shoot_the_moon: bool


@dataclass(frozen=True)
class HandRow:
    """A hand as the browser lists it; the full record is :meth:`HistoryDatabase.hand_record`."""

    hand_id: int
    match_id: str
    hand_number: int
    played_at: datetime
    variant: str
    finished: bool
    seats: tuple[HandSeatRow, ...]

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.seats)


@dataclass(frozen=True)
class MatchRow:
    """A match as the browser lists it."""

    match_id: str
    started_at: datetime
    ended_at: datetime | None
    variant: str
    over: bool
    hands: int
    seats: tuple[SeatRow, ...]
    standings: tuple[tuple[str, int], ...]
    status: str = "finished"  # "playing", "finished" or "abandoned"


@dataclass(frozen=True)
class HandFilter:
    """Which hands to list; ``None`` leaves a field out. ``since`` is inclusive and
    ``until`` exclusive. ``fouled`` and ``fantasyland`` (played in it or earned it) ask
    about ``player`` when one is given, else about any seat."""

    variant: str | None = None
    player: str | None = None
    match_id: str | None = None
    since: datetime | None = None
    until: datetime | None = None
    fouled: bool | None = None
    fantasyland: bool | None = None


@dataclass(frozen=True)
class MatchFilter:
    """Which matches to list (by their start time); ``None`` leaves a field out."""

    variant: str | None = None
    player: str | None = None
    since: datetime | None = None
    until: datetime | None = None
    over: bool | None = None


HandSort = Literal[
    "played_at",
    "hand_number",
    "variant",
    "players",
    "match",
    "points",
    "fouls",
    "fantasyland",
    "human_points",
]
MatchSort = Literal["started_at", "ended_at", "variant", "players", "hands", "standings", "status"]
HAND_SORT = {
    "played_at": "h.played_at",
    "hand_number": "h.hand_number",
    "variant": "h.variant",
    "players": "h.players",
    # the hand's match, by its start (its hands stay together)
    "match": "(SELECT m.started_at FROM matches m WHERE m.id = h.match_id)",
    # the biggest win of the hand
    "points": "(SELECT max(s.total) FROM hand_seats s WHERE s.hand_id = h.id)",
    "fouls": "(SELECT count(*) FROM hand_seats s WHERE s.hand_id = h.id AND s.fouled)",
    "fantasyland": "(SELECT count(*) FROM hand_seats s WHERE s.hand_id = h.id "
    "AND (s.in_fantasyland OR s.entered_fantasyland))",
    # the points of the hand's human seat (the viewer, facing bots)
    "human_points": "(SELECT max(s.total) FROM hand_seats s WHERE s.hand_id = h.id "
    "AND s.kind = 'human')",
}
MATCH_SORT = {
    "started_at": "m.started_at",
    "ended_at": "m.ended_at",
    "variant": "m.variant",
    "players": "m.players",
    "hands": "m.hands",
    # the leader's points
    "standings": "(SELECT max(j.value) FROM json_each(m.standings) j)",
    # in progress, finished, abandoned
    "status": "(CASE m.status WHEN 'playing' THEN 0 WHEN 'finished' THEN 1 ELSE 2 END)",
}
SEAT_COLUMNS = (
    "seat, name, kind, level, total, fouled, royalties, in_fantasyland, "
    "entered_fantasyland, stayed_fantasyland, scoops, scooped_against, "
    "shoot_the_moon"
)
_TIME_FORMAT = "%Y-%m-%dT%H:%M:%S.%fZ"  # fixed width, so text order is time order


def time_text(when: datetime) -> str:
    """UTC text; a naive time is taken as local time, as ``astimezone`` does."""
    return when.astimezone(UTC).strftime(_TIME_FORMAT)


def stored_time(text: str) -> datetime:
    """A time as the database stores it, read back (UTC)."""
    return datetime.strptime(text, _TIME_FORMAT).replace(tzinfo=UTC)


def hand_seat_row(row: Sequence[Any]) -> HandSeatRow:
    (
        seat,
        name,
        kind,
        level,
        total,
        fouled,
        royalties,
        in_fl,
        entered,
        stayed,
        scoops,
        against,
        moon,
    ) = row
    return HandSeatRow(
        seat,
        name,
        kind,
        level,
        total,
        bool(fouled),
        royalties,
        bool(in_fl),
        bool(entered),
        bool(stayed),
        scoops,
        against,
        bool(moon),
    )


def hand_where(f: HandFilter) -> tuple[str, list[Any]]:
    clauses: list[str] = []
    values: list[Any] = []
    for column, value in (("h.variant", f.variant), ("h.match_id", f.match_id)):
        if value is not None:
            clauses.append(f"{column} = ?")
            values.append(value)
    if f.since is not None:
        clauses.append("h.played_at >= ?")
        values.append(time_text(f.since))
    if f.until is not None:
        clauses.append("h.played_at < ?")
        values.append(time_text(f.until))
    if f.player is not None:
        seat = ["name = ?"]
        values.append(f.player)
        if f.fouled is not None:
            seat.append("fouled = ?")
            values.append(int(f.fouled))
        if f.fantasyland is not None:
            seat.append("(in_fantasyland OR entered_fantasyland) = ?")
            values.append(int(f.fantasyland))
        clauses.append(f"h.id IN (SELECT hand_id FROM hand_seats WHERE {' AND '.join(seat)})")
    else:
        for column, flag in (("h.fouled", f.fouled), ("h.fantasyland", f.fantasyland)):
            if flag is not None:
                clauses.append(f"{column} = ?")
                values.append(int(flag))
    return ("WHERE " + " AND ".join(clauses)) if clauses else "", values


def match_where(f: MatchFilter) -> tuple[str, list[Any]]:
    clauses: list[str] = []
    values: list[Any] = []
    if f.variant is not None:
        clauses.append("m.variant = ?")
        values.append(f.variant)
    if f.player is not None:
        clauses.append("m.id IN (SELECT match_id FROM match_seats WHERE name = ?)")
        values.append(f.player)
    if f.since is not None:
        clauses.append("m.started_at >= ?")
        values.append(time_text(f.since))
    if f.until is not None:
        clauses.append("m.started_at < ?")
        values.append(time_text(f.until))
    if f.over is not None:
        clauses.append("m.over = ?")
        values.append(int(f.over))
    return ("WHERE " + " AND ".join(clauses)) if clauses else "", values
