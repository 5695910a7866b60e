"""Playing statistics and chart series, added up by SQL from the hand history's seat rows.

Statistics count finished hands only. :func:`stats_from_records` works the same figures
out from raw hand records, independently of the database, so tests can check one
against the other.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, fields
from datetime import datetime
from typing import Any, Literal

from ofc_desktop.persistence.history_db import HistoryDatabase, stored_time

Group = Literal["overall", "player", "level"]
_GROUP_ORDER = {"overall": 0, "player": 1, "level": 2}
_SUMS = (
    "count(*), sum(total), sum(fouled), sum(in_fantasyland), sum(entered_fantasyland), "
    "sum(stayed_fantasyland), sum(royalties), sum(scoops), sum(scooped_against), "
    "sum(shoot_the_moon)"
)
MAX_SERIES_POINTS = 2000


@dataclass(frozen=True)
class PlayerStats:
    """Counts over finished hands for everyone (``overall``), one player name, or every
    bot of one level; the rates are worked out from them."""

    group: Group
    key: str  # the player's name or the bot level; "" overall
    hands: int = 0
    points: int = 0
    fouls: int = 0
    fantasyland_hands: int = 0
    fantasyland_entries: int = 0
    fantasyland_stays: int = 0
    royalties: int = 0
    scoops: int = 0
    scooped_against: int = 0
    moons: int = 0

    def __add__(self, other: PlayerStats) -> PlayerStats:
        counts = {
            f.name: getattr(self, f.name) + getattr(other, f.name)
            for f in fields(self)
            if f.name not in ("group", "key")
        }
        return PlayerStats(self.group, self.key, **counts)

    @property
    def points_per_hand(self) -> float:
        return _rate(self.points, self.hands)

    @property
    def foul_rate(self) -> float:
        return _rate(self.fouls, self.hands)

    @property
    def fantasyland_entry_rate(self) -> float:
        """Entries per hand played outside Fantasyland (only those can earn an entry)."""
        return _rate(self.fantasyland_entries, self.hands - self.fantasyland_hands)

    @property
    def fantasyland_stay_rate(self) -> float:
        return _rate(self.fantasyland_stays, self.fantasyland_hands)

    @property
    def royalties_per_hand(self) -> float:
        return _rate(self.royalties, self.hands)

    @property
    def scoops_per_hand(self) -> float:
        return _rate(self.scoops, self.hands)


def _rate(count: int, hands: int) -> float:
    return count / hands if hands else 0.0


@dataclass(frozen=True)
class MatchTotal:
    """One player's result in one match (or session)."""

    match_id: str
    started_at: datetime  # when the player's first hand of it was played
    hands: int
    points: int


def _stats(group: Group, key: str, row: Iterable[Any]) -> PlayerStats:
    return PlayerStats(group, key, *(int(value or 0) for value in row))


def _sorted(stats: Iterable[PlayerStats]) -> list[PlayerStats]:
    return sorted(stats, key=lambda s: (_GROUP_ORDER[s.group], -s.hands, s.key))


def _combine(rows: Iterable[tuple[str, str, str | None, PlayerStats]]) -> list[PlayerStats]:
    """Overall, per player and per bot level from per (name, kind, level) sums."""
    overall = PlayerStats("overall", "")
    players: dict[str, PlayerStats] = {}
    levels: dict[str, PlayerStats] = {}
    for name, kind, level, stats in rows:
        overall += stats
        players[name] = players.get(name, PlayerStats("player", name)) + stats
        if kind == "bot":
            key = level or ""
            levels[key] = levels.get(key, PlayerStats("level", key)) + stats
    if not overall.hands:
        return []
    return _sorted([overall, *players.values(), *levels.values()])


def _where(player: str | None, variant: str | None) -> tuple[str, list[Any]]:
    clauses, values = ["finished = 1"], []
    if player is not None:
        clauses.append("name = ?")
        values.append(player)
    if variant is not None:
        clauses.append("variant = ?")
        values.append(variant)
    return "WHERE " + " AND ".join(clauses), values


def compute_statistics(db: HistoryDatabase, *, variant: str | None = None) -> list[PlayerStats]:
    """Overall, per player name and per bot level; optionally for one variant only."""
    where, values = _where(None, variant)
    # One pass grouped by (name, kind, level); the three groupings are summed up here.
    rows = db.fetch_all(
        f"SELECT name, kind, level, {_SUMS} FROM hand_seats {where} GROUP BY name, kind, level",
        values,
    )
    return _combine(
        (name, kind, level, _stats("player", name, rest)) for name, kind, level, *rest in rows
    )


def rates_by_variant(db: HistoryDatabase, player: str) -> dict[str, PlayerStats]:
    """One player's statistics in each variant played."""
    where, values = _where(player, None)
    rows = db.fetch_all(
        f"SELECT variant, {_SUMS} FROM hand_seats {where} GROUP BY variant ORDER BY variant", values
    )
    return {variant: _stats("player", player, rest) for variant, *rest in rows}


def points_series(
    db: HistoryDatabase,
    player: str,
    variant: str | None = None,
    max_points: int = MAX_SERIES_POINTS,
) -> list[tuple[int, int]]:
    """(hands played, cumulative points) after each of the player's hands in time order,
    thinned to every n-th hand so at most ``max_points`` (+1: the last hand is always
    kept) remain; the origin (0, 0) is left to the chart."""
    where, values = _where(player, variant)
    count: int = db.fetch_all(f"SELECT count(*) FROM hand_seats {where}", values)[0][0]
    step = max(1, math.ceil(count / max(1, max_points)))
    rows = db.fetch_all(
        "SELECT n, cumulative FROM (SELECT row_number() OVER running AS n, "
        f"sum(total) OVER running AS cumulative FROM hand_seats {where} "
        "WINDOW running AS (ORDER BY played_at, hand_id ROWS UNBOUNDED PRECEDING)) "
        "WHERE n % ? = 0 OR n = ? ORDER BY n",
        [*values, step, count],
    )
    return [(n, cumulative) for n, cumulative in rows]


def match_series(db: HistoryDatabase, player: str, variant: str | None = None) -> list[MatchTotal]:
    """The player's points in each match, in the order the matches were played."""
    where, values = _where(player, variant)
    rows = db.fetch_all(
        f"SELECT match_id, min(played_at) AS first, count(*), sum(total) FROM hand_seats "
        f"{where} GROUP BY match_id ORDER BY first, match_id",
        values,
    )
    return [
        MatchTotal(match_id, stored_time(first), hands, points)
        for match_id, first, hands, points in rows
    ]


# ----- the same from raw records --------------------------------------------------------


def _won_all(rows: Mapping[str, int], sign: int) -> bool:
    return all(rows[row] == sign for row in ("top", "middle", "bottom"))


def _record_rows(record: Mapping[str, Any]) -> list[tuple[str, str, str | None, PlayerStats]]:
    result = record["result"]
    scoops: dict[str, int] = {}
    against: dict[str, int] = {}
    for pair in result["pairs"]:
        first, second = pair["players"]
        for winner, loser, sign, loser_fouled in (
            (first, second, 1, pair["fouled"][1]),
            (second, first, -1, pair["fouled"][0]),
        ):
            if _won_all(pair["rows"], sign) and not loser_fouled:
                scoops[winner] = scoops.get(winner, 0) + 1
                against[loser] = against.get(loser, 0) + 1
    outcome = {player["player"]: player for player in result["players"]}
    rows = []
    for seat in record["seats"]:
        name = seat["name"]
        player = outcome[name]
        in_fantasyland = player["in_fantasyland"]
        stats = PlayerStats(
            "player",
            name,
            hands=1,
            points=player["total"],
            fouls=int(player["fouled"]),
            fantasyland_hands=int(in_fantasyland),
            fantasyland_entries=int(player["fantasyland"]["qualifies"] and not in_fantasyland),
            fantasyland_stays=int(player["fantasyland"]["stays"] and in_fantasyland),
            royalties=sum(player["royalties"].values()),
            scoops=scoops.get(name, 0),
            scooped_against=against.get(name, 0),
            moons=int(player["shoots_the_moon"]),
        )
        rows.append((name, seat["kind"], seat["level"], stats))
    return rows


def stats_from_records(
    records: Iterable[Mapping[str, Any]], variant: str | None = None
) -> list[PlayerStats]:
    """What :func:`compute_statistics` gives for a database holding these hands."""
    return _combine(
        row
        for record in records
        if record["result"] is not None
        and (variant is None or record["rules"]["variant"] == variant)
        for row in _record_rows(record)
    )
