"""Bot-against-bot matches for measuring strength (``ofc simulate``); a seat may also be
a policy of the game's own (``playforme``: what Play for me lays out; ``safemove``: its
fallback), so what the player is offered is measured like any bot.

Each deal is a hand played as a match plays it: a board that earns Fantasyland gets
its Fantasyland hands (and those that stay in, theirs), under the button rule, so the
points of a deal include what Fantasyland is worth. With ``duplicate`` every deal is
played once per seat rotation, so each bot plays every seat's cards and the luck of the
deal cancels out. Deals run in worker processes, or as tasks on a Ray cluster; the unit of
independence (for the standard error) is the deal.
"""

from __future__ import annotations

import math
import os
import random
import statistics
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from ofc_desktop.bots.levels import make_bot
from ofc_desktop.bots.seats import BotSeat, seat_spec
from ofc_desktop.core.decision import Decision
from ofc_desktop.core.match import Match
from ofc_desktop.core.rules import MatchLength, RuleSet
from ofc_desktop.core.seats import play_match
from ofc_desktop.core.view import PlayerView


@dataclass
class DealResult:
    """One deal (all its rotations) from each seat's point of view."""

    points: list[float]  # per seat, averaged over the rotations played
    fouls: list[int]
    entries: list[int]  # Fantasyland earned from an ordinary hand
    stays: list[int]  # Fantasyland kept from a Fantasyland hand
    ordinary_hands: list[int]  # hands played outside Fantasyland, per seat
    fantasyland_hands: list[int]  # hands played in Fantasyland, per seat
    hands: int  # deals played (one per rotation), Fantasyland hands not counted
    decision_ms: list[list[float]] = field(default_factory=list)


def _one_deal_match(rules: RuleSet) -> RuleSet:
    """The rules of a match of one dealt hand, extended while Fantasyland is owed."""
    return rules.with_changes(match_length=MatchLength.HANDS, match_hands=1)


def play_deal(
    rules_data: dict[str, Any], levels: Sequence[str], seed: int, duplicate: bool
) -> DealResult:
    """Play one deal, with its Fantasyland hands: once, or once per rotation of the
    seats (duplicate)."""
    rules = _one_deal_match(RuleSet.from_dict(rules_data))
    count = len(levels)
    points = [0.0] * count
    fouls, entries, stays = [0] * count, [0] * count, [0] * count
    ordinary, in_fantasyland = [0] * count, [0] * count
    timings: list[list[float]] = [[] for _ in range(count)]
    rotations = range(count) if duplicate else range(1)
    owner: list[int] = []  # the bot playing each seat in this rotation

    def timed(seat: int, _view: PlayerView, _decision: Decision, seconds: float) -> None:
        timings[owner[seat]].append(seconds * 1000)

    for rotation in rotations:
        # Seat s is played by bot (s + rotation) % count; the deal (seed) is the same.
        # Each decision draws from its own generator, fixed by the deal, the rotation,
        # the seat and the street.
        owner[:] = [(seat + rotation) % count for seat in range(count)]
        seats = [
            BotSeat(
                f"seat{seat}",
                seat_spec(levels[owner[seat]])[0],
                budget=seat_spec(levels[owner[seat]])[1],
                seed=seed * 1009 + rotation,
            )
            for seat in range(count)
        ]
        match = Match(rules, [s.name for s in seats], seed=seed)
        play_match(match, seats, on_decision=timed)
        for hand in match.hands:
            for seat, evaluation in enumerate(hand.evaluations):
                bot = owner[seat]
                fouls[bot] += evaluation.fouled
                if seat in hand.fantasyland:
                    in_fantasyland[bot] += 1
                    stays[bot] += evaluation.fantasyland.stays
                else:
                    ordinary[bot] += 1
                    entries[bot] += evaluation.fantasyland.qualifies
        for seat, name in enumerate(seat.name for seat in seats):
            points[owner[seat]] += match.totals[name]
    played = len(rotations)
    return DealResult(
        [p / played for p in points],
        fouls,
        entries,
        stays,
        ordinary,
        in_fantasyland,
        played,
        timings,
    )


@dataclass
class SeatSummary:
    name: str
    points_per_hand: float  # per dealt hand, its Fantasyland hands included
    stderr: float
    foul_rate: float  # of every hand played, Fantasyland hands too
    fantasyland_entry_rate: float  # of the hands played outside Fantasyland
    fantasyland_stay_rate: float  # of the Fantasyland hands
    fantasyland_hand_rate: float  # Fantasyland hands among all hands played
    decision_ms_p50: float
    decision_ms_p95: float

    def to_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


def _rate(count: int, total: int) -> float:
    return count / total if total else 0.0


def _percentile(values: Sequence[float], fraction: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def summarise(levels: Sequence[str], deals: Sequence[DealResult]) -> list[SeatSummary]:
    summaries = []
    for seat, level in enumerate(levels):
        per_deal = [d.points[seat] for d in deals]
        mean = statistics.fmean(per_deal) if per_deal else 0.0
        spread = statistics.stdev(per_deal) / math.sqrt(len(per_deal)) if len(per_deal) > 1 else 0.0
        times = [t for d in deals for t in d.decision_ms[seat]]
        ordinary = sum(d.ordinary_hands[seat] for d in deals)
        fantasyland = sum(d.fantasyland_hands[seat] for d in deals)
        summaries.append(
            SeatSummary(
                name=level,
                points_per_hand=mean,
                stderr=spread,
                foul_rate=_rate(sum(d.fouls[seat] for d in deals), ordinary + fantasyland),
                fantasyland_entry_rate=_rate(sum(d.entries[seat] for d in deals), ordinary),
                fantasyland_stay_rate=_rate(sum(d.stays[seat] for d in deals), fantasyland),
                fantasyland_hand_rate=_rate(fantasyland, ordinary + fantasyland),
                decision_ms_p50=_percentile(times, 0.5),
                decision_ms_p95=_percentile(times, 0.95),
            )
        )
    return summaries


def simulate(
    rules: RuleSet,
    levels: Sequence[str],
    hands: int,
    seed: int = 0,
    duplicate: bool = False,
    workers: int | None = None,
    progress: Callable[[int, int], None] | None = None,
    ray: bool | str = False,
) -> tuple[int, list[SeatSummary]]:
    """Play about ``hands`` hands (rounded up to whole duplicate deals).

    The deals run in ``workers`` local processes (one per CPU core by default), or with
    ``ray`` as Ray tasks: on the cluster at that address, or with ``True`` on the one
    running on this machine (started for the run if there is none). The seeds, and so
    the results, are the same.
    """
    for level in levels:
        make_bot(seat_spec(level)[0])  # unknown levels fail here, before any worker starts
    rules.check_players(len(levels))
    per_deal = len(levels) if duplicate else 1
    deal_count = max(1, math.ceil(hands / per_deal))
    seeds = [random.Random(seed).getrandbits(63) ^ index for index in range(deal_count)]
    results: list[DealResult] = []
    data = rules.to_dict()
    workers = workers or os.cpu_count() or 1
    if ray is not False:
        from ofc_desktop.bots.cluster import play_deals_on_ray  # Ray is an optional extra

        address = None if ray is True else ray
        results = play_deals_on_ray(data, levels, seeds, duplicate, address, progress)
    elif workers <= 1:
        for done, deal_seed in enumerate(seeds, start=1):
            results.append(play_deal(data, levels, deal_seed, duplicate))
            if progress:
                progress(done, deal_count)
    else:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            futures = [pool.submit(play_deal, data, list(levels), s, duplicate) for s in seeds]
            for done, future in enumerate(futures, start=1):
                results.append(future.result())
                if progress:
                    progress(done, deal_count)
    played = sum(r.hands for r in results)
    return played, summarise(levels, results)
