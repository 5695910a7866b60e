"""What each play is worth from a seat's view, on shared sampled futures (live help).

Every legal play is valued by the Monte-Carlo simulator at the strongest bot's
Fantasyland weight, without its clairvoyance or foul aversion (an estimate of expected
points, not a bot's taste), on the same futures for every play (common random numbers).
The same futures tell how often each play's board fouls or reaches Fantasyland when the
rest of the hand is completed by the simulator's card-by-card policy. Whole boards set
at once (Fantasyland, closed Chinese poker) are left to the exact solver.
"""

from __future__ import annotations

import math
import random
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from ofc_desktop.bots.levels import MonteCarloBot, make_bot
from ofc_desktop.bots.montecarlo import Simulator, draws_needed, stay_worth_for
from ofc_desktop.bots.protocol import Budget, Cancelled
from ofc_desktop.bots.solver import Solution, SolverCancelled, solve_fantasyland
from ofc_desktop.core.board import Board, evaluate_board
from ofc_desktop.core.cards import Card
from ofc_desktop.core.decision import Decision, legal_decisions
from ofc_desktop.core.evaluate import CATEGORY_SHIFT, Category
from ofc_desktop.core.rows import ROWS
from ofc_desktop.core.view import PlayerView

FloatArray = npt.NDArray[np.float64]
BoolArray = npt.NDArray[np.bool_]
Progress = Callable[[float], None]

_EXPERT = make_bot("expert")
assert isinstance(_EXPERT, MonteCarloBot)
FANTASYLAND_WEIGHT = _EXPERT.fantasyland_weight  # what the strongest bot credits Fantasyland
LIVE_SAMPLES = 400  # live help: a few tenths of a second for a first street
CHUNK = 64  # futures dealt at a time: a cancel waits for one chunk at most
BATCH = 48  # plays played out together
CATEGORY_NAMES = {
    Category.HIGH_CARD: "High card", Category.PAIR: "Pair", Category.TWO_PAIR: "Two pair",
    Category.THREE_OF_A_KIND: "Trips", Category.STRAIGHT: "Straight",
    Category.FLUSH: "Flush", Category.FULL_HOUSE: "Full house",
    Category.FOUR_OF_A_KIND: "Quads", Category.STRAIGHT_FLUSH: "Straight flush",
    Category.FIVE_OF_A_KIND: "Five of a kind",
}


@dataclass(frozen=True)
class PlacementValue:
    """One play with its estimated points and what its board tends to become."""

    decision: Decision
    value: float  # mean points over the futures (Fantasyland reached counts as points)
    stderr: float  # standard error of that mean
    foul_chance: float
    fantasyland_chance: float


@dataclass(frozen=True)
class Measured:
    """Every play in every sampled future: points, fouls, Fantasyland (plays, samples)."""

    decisions: tuple[Decision, ...]
    points: FloatArray
    fouled: BoolArray
    fantasyland: BoolArray
    values: tuple[npt.NDArray[np.int64], ...]  # row values (top, middle, bottom), if kept

    def means(self) -> FloatArray:
        means: FloatArray = self.points.mean(axis=1)
        return means


def sets_whole_board(view: PlayerView) -> bool:
    """A Fantasyland or closed-game deal: all the cards at once, set as one board."""
    return not view.board.cards() and len(view.held) >= 13


def decision_key(decision: Decision) -> tuple[frozenset[Card], ...]:
    """What a play does, whatever the order of its placements."""
    rows = decision.rows()
    return (*(frozenset(rows[row.value]) for row in ROWS), frozenset(decision.discards))


def measure(view: PlayerView, decisions: Sequence[Decision], samples: int,
            rng: random.Random, *, fantasyland_weight: float = FANTASYLAND_WEIGHT,
            cancel: threading.Event | None = None, progress: Progress | None = None,
            row_values: bool = False) -> Measured:
    """Value every play on the same ``samples`` futures (dealt in chunks of 64); with
    ``row_values`` keep the completed rows' values too."""
    if samples < 2:
        raise ValueError("measure at least 2 futures")
    simulator = Simulator(view, fantasyland_weight, rng)
    own_draws = draws_needed(view, decisions)
    shape = (len(decisions), samples)
    points = np.zeros(shape)
    fouled = np.zeros(shape, dtype=np.bool_)
    fantasyland = np.zeros(shape, dtype=np.bool_)
    values = [np.zeros(shape if row_values else (0, 0), dtype=np.int64) for _ in ROWS]
    for start in range(0, samples, CHUNK):
        size = min(CHUNK, samples - start)
        own, opponents = simulator.sample(size, own_draws)
        for first in range(0, len(decisions), BATCH):
            if cancel is not None and cancel.is_set():
                raise Cancelled
            group = decisions[first: first + BATCH]
            out = simulator.outcomes(group, own, opponents)
            where = (slice(first, first + len(group)), slice(start, start + size))
            points[where] = out.points
            fouled[where] = out.boards.fouled.reshape(len(group), size)
            fantasyland[where] = out.boards.fantasyland.reshape(len(group), size)
            for row, found in zip(values, out.boards.values, strict=True):
                if row_values:
                    row[where] = found.reshape(len(group), size)
            if progress is not None:
                progress((start * len(decisions) + (first + len(group)) * size)
                         / (samples * len(decisions)))
    return Measured(tuple(decisions), points, fouled, fantasyland, tuple(values))


def solve_view(view: PlayerView, cancel: threading.Event | None = None,
               fantasyland_weight: float = FANTASYLAND_WEIGHT) -> Solution:
    """The exact solver's board for a whole-board deal (royalties + stay value)."""
    stay = stay_worth_for(view, fantasyland_weight)
    try:
        return solve_fantasyland(view.held, view.rules, stay_value=stay, cancel=cancel)
    except SolverCancelled:
        raise Cancelled from None


def solution_decision(solution: Solution) -> Decision:
    placements = [(c, "top") for c in solution.top] + [(c, "middle") for c in solution.middle]
    placements += [(c, "bottom") for c in solution.bottom]
    return Decision(tuple(placements), solution.discards)


def _board_after(view: PlayerView, decision: Decision) -> Board:
    rows = decision.rows()
    top, middle, bottom = (tuple(view.board.row(r)) + tuple(rows[r.value]) for r in ROWS)
    return Board(top, middle, bottom)


def _legal(view: PlayerView) -> list[Decision]:
    if not view.held:
        raise ValueError("there is nothing to place: this seat holds no cards")
    return list(legal_decisions(view))


def rank_placements(view: PlayerView, *, samples: int = LIVE_SAMPLES, rng: random.Random,
                    cancel: threading.Event | None = None, progress: Progress | None = None,
                    top: int = 3) -> list[PlacementValue]:
    """The ``top`` best plays of the held cards, best first, with their chances.

    A whole-board deal gets the exact solver's board only (value: royalties + stay
    value, no uncertainty).
    """
    if sets_whole_board(view):
        solution = solve_view(view, cancel)
        return [PlacementValue(solution_decision(solution), solution.value, 0.0, 0.0,
                               1.0 if solution.stays and view.in_fantasyland else 0.0)]
    measured = measure(view, _legal(view), samples, rng, cancel=cancel, progress=progress)
    means = measured.means()
    spread = measured.points.std(axis=1, ddof=1) / math.sqrt(samples)
    order = sorted(range(len(means)), key=lambda i: -means[i])[:top]
    return [PlacementValue(measured.decisions[i], float(means[i]), float(spread[i]),
                           float(measured.fouled[i].mean()),
                           float(measured.fantasyland[i].mean())) for i in order]


def foul_chance(view: PlayerView, decision: Decision, *, samples: int = LIVE_SAMPLES,
                rng: random.Random) -> float:
    """The chance the board fouls after ``decision``, the rest played out carefully."""
    if sets_whole_board(view):
        return float(evaluate_board(_board_after(view, decision), view.rules).fouled)
    if decision_key(decision) not in {decision_key(d) for d in _legal(view)}:
        raise ValueError("that is not a legal play of the held cards")
    return float(measure(view, [decision], samples, rng).fouled.mean())


def row_prospects(view: PlayerView, *, samples: int = LIVE_SAMPLES,
                  rng: random.Random) -> dict[str, list[tuple[str, float]]]:
    """Per row, the hand categories it may still become, most likely first.

    Held cards are placed by the simulator's policy (the Medium bot's judgement), and
    the rest of the hand is played out card by card on sampled futures.
    """
    if sets_whole_board(view):
        decision = solution_decision(solve_view(view))
    elif view.held:
        decision = make_bot("medium").choose(view, Budget(), rng).decision
    else:
        decision = Decision(())
    if _board_after(view, decision).is_complete:
        board = _board_after(view, decision)
        values = evaluate_board(board, view.rules).values
        return {row.value: [(CATEGORY_NAMES[Category(v >> CATEGORY_SHIFT)], 1.0)]
                for row, v in zip(ROWS, values, strict=True)}
    measured = measure(view, [decision], samples, rng, row_values=True)
    prospects = {}
    for row, found in zip(ROWS, measured.values, strict=True):
        categories, counts = np.unique(found[0] >> CATEGORY_SHIFT, return_counts=True)
        ranked = sorted(zip(counts, categories, strict=True), key=lambda c: (-c[0], c[1]))
        prospects[row.value] = [(CATEGORY_NAMES[Category(int(c))], float(n) / samples)
                                for n, c in ranked]
    return prospects
