"""Exact values where the futures can be counted: every future dealt, none sampled.

Late in a hand few cards are still to come. When this seat plays at most one more
street after the play and every opponent still building a board takes at most three
more cards (completed the way the simulator completes it, which then does not depend on
the order the cards come in), every way the unseen cards can fall is enumerated: each
play is worth exactly the mean over those futures. This seat's last street is played
as a player would play it, knowing its own cards but not the opponents' cards to come:
in every deal of it, the play of the held cards worth the most over the opponents'
futures (the engine's settlement, Fantasyland credited as the estimate credits it).

On the last street with every opponent complete, the value is what the table will
score; with the others' cards to come it is exact for the simulator's model of them.
"""

from __future__ import annotations

import math
import random
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import combinations

import numpy as np
import numpy.typing as npt

from ofc_desktop.bots.batch import IntArray
from ofc_desktop.bots.completion import Completed, FloatArray, judged_sums, split_patterns
from ofc_desktop.bots.draws import draws_for
from ofc_desktop.bots.fantasyland_pool import FantasylandPool
from ofc_desktop.bots.montecarlo import Seat, Simulator
from ofc_desktop.bots.protocol import Cancelled
from ofc_desktop.bots.rollout import TAIL
from ofc_desktop.core.decision import Decision
from ofc_desktop.core.evaluate import CATEGORY_SHIFT, Category
from ofc_desktop.core.view import PlayerView

# Settlements (plays x futures x last-street plays) an exact valuation may work through:
# under a second on one core (tests/bench/bench_exact.py: about 0.45 s a million); beyond
# it the futures are sampled.
EXACT_CELLS = 2_000_000
_CHUNK_CELLS = 400_000  # settled at once: bounds memory and how long a cancel waits
_CATEGORIES = len(Category)


@dataclass(frozen=True)
class ExactValues:
    """Every play's exact figures over every future (plays first)."""

    points: FloatArray  # expected points
    fouls: FloatArray  # chance the board fouls
    fantasylands: FloatArray  # chance it earns (or keeps) Fantasyland
    royalties: FloatArray  # mean royalties of the finished board
    categories: IntArray  # (plays, rows, categories): how often each row ends so
    futures: int  # futures counted per play
    deals: int  # of them, this seat's deals of its last street (1: none to come)


@dataclass(frozen=True)
class _Plan:
    """What an exact valuation enumerates for one position."""

    own_dealt: int  # cards this seat is dealt on its last street (0: board complete)
    own_placed: int
    opponents: tuple[tuple[int, Seat], ...]  # (index in the simulator, seat) still drawing
    deals: int  # this seat's deals
    their_futures: int  # the opponents' futures for each of them
    finals: int  # plays of each deal of this seat's last street

    def cells(self, plays: int) -> int:
        return plays * self.deals * self.their_futures * self.finals


def _plan(simulator: Simulator, decisions: Sequence[Decision]) -> _Plan | None:
    """The enumeration for ``decisions`` (plays of one street), None when the futures
    cannot be counted: a board set out of sight, an opponent with more than three cards
    to place (placed one by one, so their order counts), this seat with more than one
    street to play, or a shoe too short for every opponent's draws."""
    view = simulator.view
    if not decisions or len(simulator.opponents) != len(view.opponents):
        return None
    seat = simulator.seat_after(decisions[0])
    gaps = sum(seat.missing)
    if any(sum(simulator.seat_after(d).missing) != gaps for d in decisions):
        return None
    own = draws_for(gaps, simulator.rules)
    if len(own.streets) > 1:
        return None
    opponents = []
    for index, (_, theirs) in enumerate(simulator.opponents):
        if isinstance(theirs, FantasylandPool):
            return None
        draws = theirs.draws
        if draws != draws_for(sum(theirs.missing), simulator.rules):
            return None  # fitted to a short shoe: the simulator's own approximation
        if draws.kept > TAIL or (len(draws.streets) > 1 and draws.dealt != draws.kept):
            return None
        if draws.dealt:
            opponents.append((index, theirs))
    unseen = len(simulator.unseen)
    own_dealt = own.dealt
    if own_dealt + sum(seat.draws.dealt for _, seat in opponents) > unseen:
        return None
    their_futures, left = 1, unseen - own_dealt
    for _, theirs in opponents:
        their_futures *= math.comb(left, theirs.draws.dealt)
        left -= theirs.draws.dealt
    finals = 1
    if own_dealt:
        finals = math.comb(own_dealt, own.kept) * len(split_patterns(seat.missing)[0])
    return _Plan(
        own_dealt,
        own.kept,
        tuple(opponents),
        math.comb(unseen, own_dealt),
        their_futures,
        finals,
    )


def countable_futures(
    view: PlayerView, decisions: Sequence[Decision], limit: int = EXACT_CELLS
) -> int | None:
    """The futures an exact valuation of ``decisions`` counts per play, or None when it
    cannot count them within ``limit`` settlements."""
    simulator = Simulator(view, 1.0, random.Random(0))
    plan = _plan(simulator, decisions)
    if plan is None or plan.cells(len(decisions)) > limit:
        return None
    return plan.deals * plan.their_futures


def exact_values(
    view: PlayerView,
    decisions: Sequence[Decision],
    fantasyland_weight: float,
    *,
    limit: int = EXACT_CELLS,
    cancel: threading.Event | None = None,
    progress: Callable[[float], None] | None = None,
) -> ExactValues | None:
    """Every play of ``decisions`` valued over every future, or None when the futures
    cannot be counted within ``limit`` settlements. Raises ``Cancelled`` once
    ``cancel`` is set."""
    simulator = Simulator(view, fantasyland_weight, random.Random(0))
    plan = _plan(simulator, decisions)
    if plan is None or plan.cells(len(decisions)) > limit:
        return None
    unseen = simulator.unseen
    deals = _combinations(len(unseen), plan.own_dealt)
    theirs = _their_boards(simulator, plan, deals)
    count = len(decisions)
    points, fouls, fantasylands = np.zeros(count), np.zeros(count), np.zeros(count)
    royalties = np.zeros(count)
    categories = np.zeros((count, 3, _CATEGORIES), dtype=np.int64)
    per_deal = plan.their_futures * plan.finals
    step = max(1, _CHUNK_CELLS // max(1, per_deal))
    for index, decision in enumerate(decisions):
        seat = simulator.seat_after(decision)
        chosen: list[Completed] = []
        values = []
        for first in range(0, len(deals), step):
            if cancel is not None and cancel.is_set():
                raise Cancelled
            dealt = unseen[deals[first : first + step]]
            worth, boards = _best_finals(simulator, plan, seat, dealt, theirs, first)
            values.append(worth)
            chosen.append(boards)
        mine = Completed.joined(chosen)
        points[index] = float(np.concatenate(values).mean())
        fouls[index] = float(mine.fouled.mean())
        fantasylands[index] = float(mine.fantasyland.mean())
        royalties[index] = float(mine.royalties.mean())
        for row, row_values in enumerate(mine.values):
            categories[index, row] = np.bincount(
                row_values >> CATEGORY_SHIFT, minlength=_CATEGORIES
            )
        if progress is not None:
            progress((index + 1) / count)
    return ExactValues(
        points,
        fouls,
        fantasylands,
        royalties,
        categories,
        plan.deals * plan.their_futures,
        plan.deals,
    )


def _combinations(count: int, size: int) -> npt.NDArray[np.intp]:
    """Every set of ``size`` of ``count`` places, one a row (one empty row for 0)."""
    found = list(combinations(range(count), size))
    return np.array(found, dtype=np.intp).reshape(len(found), size)


def _their_boards(
    simulator: Simulator, plan: _Plan, deals: npt.NDArray[np.intp]
) -> list[Completed]:
    """Every opponent's finished board in every future: for each deal of this seat's,
    every way the rest of the unseen cards can go to the opponents still drawing (deal
    after deal, the same number of futures each); one list entry per opponent of the
    simulator's, a complete board repeated."""
    unseen = simulator.unseen
    # The opponents' cards as places among the cards left after this seat's deal: the
    # same pattern whatever the deal.
    joint: list[tuple[int, ...]] = [()]
    rest = range(len(unseen) - plan.own_dealt)
    for _, seat in plan.opponents:
        joint = [
            taken + more
            for taken in joint
            for more in combinations([i for i in rest if i not in taken], seat.draws.dealt)
        ]
    places = np.array(joint, dtype=np.intp).reshape(len(joint), len(joint[0]))
    everything = np.arange(len(unseen))
    rests = np.array([np.setdiff1d(everything, deal) for deal in deals], dtype=np.intp)
    drawing = dict(plan.opponents)
    futures = len(deals) * plan.their_futures
    boards: list[Completed] = []
    start = 0
    for index, (_, opponent) in enumerate(simulator.opponents):
        assert isinstance(opponent, Seat)  # no board set out of sight: see _plan
        if index in drawing:
            size = opponent.draws.dealt
            cards = unseen[rests[:, places[:, start : start + size]]].reshape(futures, size)
            boards.append(simulator.finish(opponent, cards))
            start += size
        else:
            done = simulator.finish(opponent, np.zeros((1, 0), dtype=np.int64))
            boards.append(done.taken(np.zeros(futures, dtype=np.intp)))
    return boards


def _best_finals(
    simulator: Simulator,
    plan: _Plan,
    seat: Seat,
    dealt: IntArray,
    theirs: list[Completed],
    first_deal: int,
) -> tuple[FloatArray, Completed]:
    """For each deal of this seat's last street (rows of ``dealt``, the deals from
    ``first_deal`` on), the play of it worth the most over the opponents' futures: its
    worth and its board."""
    count = dealt.shape[0]
    futures, finals = plan.their_futures, plan.finals
    mine = _final_boards(simulator, seat, dealt, plan)  # deal after deal, finals each
    # Every (deal, final play, future of the opponents) once.
    deal_of = np.repeat(np.arange(count), finals * futures)
    final_of = np.tile(np.repeat(np.arange(finals), futures), count)
    future_of = np.tile(np.arange(futures), count * finals)
    their_rows = (first_deal + deal_of) * futures + future_of
    points = simulator.points(
        mine.taken(deal_of * finals + final_of), [board.taken(their_rows) for board in theirs]
    )
    worth = points.reshape(count, finals, futures).mean(axis=2)
    best = np.argmax(worth, axis=1)
    return worth[np.arange(count), best], mine.taken(np.arange(count) * finals + best)


def _final_boards(simulator: Simulator, seat: Seat, dealt: IntArray, plan: _Plan) -> Completed:
    """Every play of every deal of the last street: which cards are kept and how they
    fill the gaps (deal after deal, the plays in one fixed order); the board itself
    when none is to come."""
    base = np.array(seat.row_sums, dtype=np.int64)
    if not plan.own_dealt:
        return judged_sums(np.repeat(base[None, :], dealt.shape[0], axis=0), simulator.completion)
    splits = split_patterns(seat.missing)
    boards = []
    for kept in _combinations(plan.own_dealt, plan.own_placed):
        cards = dealt[:, kept]
        for split in zip(*splits, strict=True):
            rows = [cards[:, places].sum(axis=1) for places in split]
            boards.append(base + np.stack(rows, axis=1))
    sums = np.stack(boards, axis=1).reshape(-1, 3)  # deal after deal
    return judged_sums(sums, simulator.completion)
