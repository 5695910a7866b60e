"""Where a player loses points: the coach report, summed by SQL from the graded decisions.

Every figure is per 100 hands of the player's graded hands under the filter, with its
standard error: the spread of the hands (a loss per hand is a sample) and the analysis's
own error of each decision's loss (independent from decision to decision) together. A
decision counts under each of its kinds (``decision_kinds``), so the kinds' shares of
all points lost may add up to more than the whole; its leak is one, so the leaks' do not.

>>> import sqlite3
>>> from ofc_desktop.persistence.history_schema import MIGRATIONS
>>> connection = sqlite3.connect(":memory:")
>>> for migrate in MIGRATIONS:
...     migrate(connection)
>>> coach_report(connection, "ann").hands
0
"""

from __future__ import annotations

import math
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ofc_desktop.bots.decision_kinds import KINDS, LEAK_KIND, LEAKS
from ofc_desktop.bots.grades import INACCURACY_POINTS
from ofc_desktop.persistence.decision_grades import KIND_BITS

PER = 100  # hands a figure is given per
EXAMPLES = 3  # the leaks given a typical decision: those the report tells in words
TREND_WEEK = "week"
TREND_HUNDRED = "hundred"


@dataclass(frozen=True)
class CoachFilter:
    """Which of a player's hands a report reads: every one by default."""

    variant: str | None = None
    players: int | None = None  # the table's size
    jokers: bool | None = None  # True: tables with jokers only; False: without
    since: str | None = None  # stored times (history_rows.time_text), the first included ...
    until: str | None = None  # ... and the first left out

    def where(self) -> tuple[str, list[Any]]:
        """SQL conditions on ``coach_hands`` (aliased ``h``) and their values."""
        clauses, values = [], []
        for column, value in (("variant", self.variant), ("players", self.players)):
            if value is not None:
                clauses.append(f"h.{column} = ?")
                values.append(value)
        if self.jokers is not None:
            clauses.append("h.jokers > 0" if self.jokers else "h.jokers = 0")
        if self.since is not None:
            clauses.append("h.played_at >= ?")
            values.append(self.since)
        if self.until is not None:
            clauses.append("h.played_at < ?")
            values.append(self.until)
        return "".join(f" AND {clause}" for clause in clauses), values


@dataclass(frozen=True)
class Rate:
    """A figure per 100 hands, with its standard error."""

    value: float
    stderr: float


@dataclass(frozen=True)
class Example:
    """One decision that shows a leak: where it was and what it cost."""

    fingerprint: str
    street: int
    loss: float
    stderr: float
    exact: bool
    position: str  # the lab position (JSON text)
    chosen: str  # the play made (JSON text)
    best: str  # the best play (JSON text)


@dataclass(frozen=True)
class Line:
    """A kind or a leak: the decisions of it and the points they lose per 100 hands."""

    name: str  # the kind, or the leak
    decisions: int
    lost: Rate
    share: float  # of all the points lost (0 when nothing was lost)
    kind: str = ""  # a leak's kind
    example: Example | None = None


@dataclass(frozen=True)
class TrendPoint:
    """Points lost per 100 hands over one stretch of hands (a week, or 100 hands)."""

    label: str  # the week's first day, or the number of the stretch's first hand
    hands: int
    lost: Rate


@dataclass(frozen=True)
class CoachReport:
    """One player's report under one filter."""

    player: str
    filter: CoachFilter
    hands: int
    decisions: int
    lost: Rate  # every point lost to the best plays, per 100 hands
    kinds: tuple[Line, ...]  # in report order
    leaks: tuple[Line, ...]  # the most costly first
    fouls: Rate  # fouled boards per 100 hands ...
    best_fouls: Rate  # ... and what the analysis's play from the same first positions fouls
    entries: Rate  # Fantasyland earned per 100 hands ...
    best_entries: Rate  # ... and what the analysis's play reaches
    trend: tuple[TrendPoint, ...] = field(default=())


def _rate(hands: int, total: float, squares: float, variance: float) -> Rate:
    """Per 100 hands: the mean of per-hand sums (``total``, their squares' sum
    ``squares``) over ``hands``, the decisions' own ``variance`` added to the spread."""
    if hands <= 0:
        return Rate(0.0, 0.0)
    mean = total / hands
    spread = 0.0
    if hands > 1:
        spread = max(0.0, (squares / hands - mean * mean) * hands / (hands - 1)) / hands
    return Rate(PER * mean, PER * math.sqrt(spread + variance / (hands * hands)))


def _chance(hands: int, total: float, squares: float) -> Rate:
    """Per 100 hands: how often (``total`` of chances or counts) over ``hands``."""
    return _rate(hands, total, squares, 0.0)


def _sums(conditions: Sequence[str]) -> str:
    """Per hand, for each SQL condition on a decision: its loss, variance and count."""
    columns = []
    for index, condition in enumerate(conditions):
        columns += [
            f"COALESCE(SUM(CASE WHEN {condition} THEN g.loss END), 0) AS loss{index}",
            f"COALESCE(SUM(CASE WHEN {condition} THEN g.stderr * g.stderr END), 0) AS var{index}",
            f"COUNT(CASE WHEN {condition} THEN 1 END) AS count{index}",
        ]
    return ", ".join(columns)


def _totals(count: int) -> str:
    """Over the hands, for each of ``count`` conditions: the loss, its squares (per hand),
    the variance and the decisions."""
    return ", ".join(
        f"SUM(loss{index}), SUM(loss{index} * loss{index}), SUM(var{index}), SUM(count{index})"
        for index in range(count)
    )


_CHOSEN = (
    "chosen AS (SELECT h.fingerprint, h.played_at FROM coach_hands h WHERE h.player = ?{where})"
)


def _per_hand(where: str, extra: str = "") -> str:
    """The hands the filter keeps, each with its decisions' sums (and ``extra`` ones)."""
    return f"""
        WITH {_CHOSEN.format(where=where)},
        per_hand AS (
            SELECT c.fingerprint, c.played_at,
                COALESCE(SUM(g.loss), 0) AS loss,
                COALESCE(SUM(g.stderr * g.stderr), 0) AS var,
                COUNT(g.street) AS decisions{", " + extra if extra else ""}
            FROM chosen c LEFT JOIN decision_grades g
                ON g.fingerprint = c.fingerprint AND g.player = ?
            GROUP BY c.fingerprint)"""


# Kinds by their bit, leaks by name: constants of ours, written into the SQL.
_KIND_CONDITIONS = [f"(g.kinds & {KIND_BITS[kind]}) != 0" for kind in KINDS]
_LEAK_CONDITIONS = [f"g.leak = '{leak}'" for leak in LEAKS]


def coach_report(
    connection: sqlite3.Connection,
    player: str,
    report_filter: CoachFilter | None = None,
    trend: str = TREND_WEEK,
    examples: int = EXAMPLES,
) -> CoachReport:
    """``player``'s report over the graded hands ``report_filter`` keeps, the costliest
    ``examples`` leaks each with a typical decision."""
    chosen = report_filter or CoachFilter()
    where, values = chosen.where()
    conditions = _KIND_CONDITIONS + _LEAK_CONDITIONS
    sql = (
        _per_hand(where, _sums(conditions))
        + f"""
        SELECT COUNT(*), SUM(loss), SUM(loss * loss), SUM(var), SUM(decisions),
            {_totals(len(conditions))}
        FROM per_hand"""
    )
    row = connection.execute(sql, [player, *values, player]).fetchone()
    hands = int(row[0] or 0)
    numbers = [float(value or 0) for value in row[1:]]
    total_lost = numbers[0]
    lines = []
    for index, name in enumerate([*KINDS, *LEAKS]):
        loss, squares, variance, count = numbers[4 + 4 * index : 8 + 4 * index]
        lines.append((name, loss, int(count), _rate(hands, loss, squares, variance)))
    kinds = tuple(
        Line(name, count, rate, _share(loss, total_lost))
        for name, loss, count, rate in lines[: len(KINDS)]
    )
    leaks = [
        Line(name, count, rate, _share(loss, total_lost), LEAK_KIND[name])
        for name, loss, count, rate in lines[len(KINDS) :]
        if count
    ]
    leaks.sort(key=lambda line: (-line.lost.value, LEAKS.index(line.name)))
    # A typical decision for the leaks told in words (the most costly few).
    for index, line in enumerate(leaks[:examples]):
        leaks[index] = replace(line, example=_example(connection, player, where, values, line.name))
    fouls, best_fouls, entries, best_entries = _outcomes(connection, player, where, values)
    return CoachReport(
        player,
        chosen,
        hands,
        int(numbers[3]),
        _rate(hands, numbers[0], numbers[1], numbers[2]),
        kinds,
        tuple(leaks),
        fouls,
        best_fouls,
        entries,
        best_entries,
        tuple(_trend(connection, player, where, values, trend)),
    )


def _example(
    connection: sqlite3.Connection,
    player: str,
    where: str,
    values: Sequence[Any],
    leak: str,
) -> Example | None:
    """A typical costly decision of a leak: of those that cost at least an inaccuracy,
    the one that lost the least of those losing at least their mean (the latest of
    equals); where none cost that much, the costliest."""
    chosen = f"""WITH {_CHOSEN.format(where=where)},
        leak AS (
            SELECT g.fingerprint, g.street, g.loss, g.stderr, g.exact, g.position, g.chosen,
                g.best, c.played_at
            FROM decision_grades g JOIN chosen c ON c.fingerprint = g.fingerprint
            WHERE g.player = ? AND g.leak = ? AND g.loss > 0)"""
    parameters = [player, *values, player, leak]
    ((mean,),) = connection.execute(
        chosen + " SELECT AVG(loss) FROM leak WHERE loss >= ?",
        [*parameters, INACCURACY_POINTS],
    ).fetchall()
    columns = "fingerprint, street, loss, stderr, exact, position, chosen, best"
    if mean is None:  # none cost an inaccuracy: the costliest
        order, bound = "loss DESC", 0.0
    else:
        order, bound = "loss", float(mean)
    row = connection.execute(
        chosen
        + f" SELECT {columns} FROM leak WHERE loss >= ? ORDER BY {order}, played_at DESC LIMIT 1",
        [*parameters, bound],
    ).fetchone()
    if row is None:
        return None
    return Example(
        str(row[0]),
        int(row[1]),
        float(row[2]),
        float(row[3]),
        bool(row[4]),
        str(row[5]),
        str(row[6]),
        str(row[7]),
    )


def _outcomes(
    connection: sqlite3.Connection, player: str, where: str, values: Sequence[Any]
) -> tuple[Rate, Rate, Rate, Rate]:
    """Fouls and Fantasyland entries per 100 hands, the player's and the analysis's."""
    row = connection.execute(
        f"""SELECT COUNT(*), SUM(h.fouled), SUM(h.best_foul), SUM(h.best_foul * h.best_foul),
            SUM(h.entered_fantasyland), SUM(h.best_fantasyland),
            SUM(h.best_fantasyland * h.best_fantasyland)
        FROM coach_hands h WHERE h.player = ?{where}""",
        [player, *values],
    ).fetchone()
    hands = int(row[0] or 0)
    fouled, best, best_squares, entered, reached, reached_squares = (
        float(value or 0) for value in row[1:]
    )
    return (
        _chance(hands, fouled, fouled),
        _chance(hands, best, best_squares),
        _chance(hands, entered, entered),
        _chance(hands, reached, reached_squares),
    )


def _trend(
    connection: sqlite3.Connection,
    player: str,
    where: str,
    values: Sequence[Any],
    trend: str,
) -> list[TrendPoint]:
    """Points lost per 100 hands week by week (the week's Monday), or 100 hands by 100."""
    if trend == TREND_WEEK:
        # SQLite's weekday 0 is Sunday: step back to the Monday that starts the week.
        group = "date(played_at, '-' || ((strftime('%w', played_at) + 6) % 7) || ' days')"
    else:
        group = f"(ROW_NUMBER() OVER (ORDER BY played_at, fingerprint) - 1) / {PER}"
    rows = connection.execute(
        _per_hand(where)
        + f""",
        grouped AS (SELECT {group} AS stretch, loss, var FROM per_hand)
        SELECT stretch, COUNT(*), SUM(loss), SUM(loss * loss), SUM(var)
        FROM grouped GROUP BY stretch ORDER BY stretch""",
        [player, *values, player],
    ).fetchall()
    points = []
    for stretch, hands, loss, squares, variance in rows:
        label = str(stretch) if trend == TREND_WEEK else str(int(stretch) * PER + 1)
        points.append(
            TrendPoint(
                label, int(hands), _rate(int(hands), float(loss), float(squares), float(variance))
            )
        )
    return points


def _share(loss: float, total: float) -> float:
    return loss / total if total > 0 else 0.0
