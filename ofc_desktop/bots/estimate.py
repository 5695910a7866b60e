"""One estimate of a position: every legal play valued on the same sampled futures.

Every "how good is this play?" the product answers (the Hint, the live foul chance, the
row prospects, the hand analysis) reads this estimate, so the same position gives the
same numbers everywhere. A position is what decides the estimate (the rules, the seat's
board and held cards, the cards it knows are dead, the opponents' boards, the street),
never when or by whom it is asked: its futures are dealt from a seed derived from a
stable digest of the position, and the result is kept in a small cache, so the analysis
after a hand reuses what live help worked out during it.

Each play is valued by the Monte-Carlo simulator at the strongest bot's Fantasyland
weight, without its clairvoyance or foul aversion (an estimate of expected points, not
a bot's taste), on the same futures for every play (common random numbers); the same
futures tell how often its board fouls, reaches Fantasyland, what royalties it earns and
what each row becomes when the rest of the hand is played out card by card. Every
sampled figure carries its standard error. Whole boards set at once (Fantasyland, closed
Chinese poker) are judged by the exact solver instead.
"""

from __future__ import annotations

import hashlib
import json
import math
import random
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import Enum
from functools import cached_property
from typing import Any

import numpy as np
import numpy.typing as npt

from ofc_desktop.bots.exact import exact_values
from ofc_desktop.bots.levels import MonteCarloBot, make_bot
from ofc_desktop.bots.montecarlo import (
    Simulator,
    _hidden_board_cards,
    draws_needed,
    stay_worth_for,
)
from ofc_desktop.bots.protocol import Cancelled
from ofc_desktop.bots.solver import Solution, SolverCancelled, solve_fantasyland
from ofc_desktop.core.board import Board, evaluate_board
from ofc_desktop.core.cards import Card
from ofc_desktop.core.decision import Decision, legal_decisions
from ofc_desktop.core.evaluate import CATEGORY_SHIFT, Category
from ofc_desktop.core.rows import ROWS
from ofc_desktop.core.rules import RuleSet
from ofc_desktop.core.view import PlayerView

Progress = Callable[[float], None]
IntArray = npt.NDArray[np.int64]
FloatArray = npt.NDArray[np.float64]

_EXPERT = make_bot("expert")
assert isinstance(_EXPERT, MonteCarloBot)
FANTASYLAND_WEIGHT = _EXPERT.fantasyland_weight  # what the strongest bot credits Fantasyland
# Futures per play, for every question: a first street (about 230 plays) takes a few
# tenths of a second on a worker, a whole hand's analysis well under two seconds.
ESTIMATE_SAMPLES = 1000
CACHE_SIZE = 128  # positions kept: the last few hands of every seat asked about
CELLS = 24_576  # plays x futures played out in one call: the call cost shared, memory bounded
CATEGORIES = len(Category)
KEY_VERSION = 1  # bump when what an estimate means changes, so old digests never match


class Method(Enum):
    """How an estimate's figures were found."""

    SAMPLED = "sampled"  # over sampled futures, each figure with its standard error
    COUNTED = "counted"  # over every future, enumerated: exact
    SOLVED = "solved"  # a whole board set at once, by the exact solver


@dataclass(frozen=True)
class PlacementValue:
    """One play with its estimated points and what its board tends to become, each
    sampled figure with its standard error (0 where judged exactly)."""

    decision: Decision
    value: float  # mean points over the futures (Fantasyland reached counts as points)
    stderr: float  # standard error of that mean
    foul_chance: float
    fantasyland_chance: float
    foul_stderr: float = 0.0
    fantasyland_stderr: float = 0.0
    royalties: float = 0.0  # mean royalties of the finished board (0 for a foul)
    method: Method = Method.SAMPLED  # how the figures were found

    @property
    def exact(self) -> bool:
        """No figure is sampled: every future counted, or a whole board solved."""
        return self.method is not Method.SAMPLED

    @property
    def solved(self) -> bool:
        """A whole board set at once, judged by the exact solver."""
        return self.method is Method.SOLVED


def decision_key(decision: Decision) -> tuple[frozenset[Card], ...]:
    """What a play does, whatever the order of its placements."""
    rows = decision.rows()
    return (*(frozenset(rows[row.value]) for row in ROWS), frozenset(decision.discards))


def sets_whole_board(view: PlayerView) -> bool:
    """A Fantasyland or closed-game deal: all the cards at once, set as one board."""
    return not view.board.cards() and len(view.held) >= 13


def solve_view(
    view: PlayerView,
    cancel: threading.Event | None = None,
    fantasyland_weight: float = FANTASYLAND_WEIGHT,
) -> Solution:
    """The exact solver's board for a whole-board deal (royalties + stay value): the
    board the analysis shows first, Play for me lays out and Hard and Expert set. The
    cards are put in one order first, so that boards of equal worth (kickers swapped)
    never depend on the order the cards came in."""
    stay = stay_worth_for(view, fantasyland_weight)
    cards = sorted(view.held, key=lambda card: (card.code, card.copy))
    try:
        return solve_fantasyland(cards, view.rules, stay_value=stay, cancel=cancel)
    except SolverCancelled:
        raise Cancelled from None


def solution_decision(solution: Solution) -> Decision:
    placements = [(c, "top") for c in solution.top] + [(c, "middle") for c in solution.middle]
    placements += [(c, "bottom") for c in solution.bottom]
    return Decision(tuple(placements), solution.discards)


def board_after(view: PlayerView, decision: Decision) -> Board:
    rows = decision.rows()
    top, middle, bottom = (tuple(view.board.row(r)) + tuple(rows[r.value]) for r in ROWS)
    return Board(top, middle, bottom)


# ----- the position ----------------------------------------------------------------------


def _card(card: Card) -> str:
    return f"{card.text}.{card.copy}"


def _cards(cards: Sequence[Card]) -> list[str]:
    return sorted(_card(card) for card in cards)


def position_text(view: PlayerView) -> str:
    """Everything the estimate of ``view`` depends on, in a canonical form: the same
    text in every process and whatever the order of the held cards. The hand number,
    the button and whose turn it is are left out: they change nothing."""
    street = view.street_rule
    opponents = [
        {
            "name": o.name,
            "board": [_cards(o.board.row(r)) for r in ROWS],
            "hidden": _hidden_board_cards(o, view.rules),
        }
        for o in view.opponents
    ]
    parts = {
        "version": KEY_VERSION,
        "rules": _rules_json(view.rules),
        "seat": view.name,
        "players": len(view.players),
        "in_fantasyland": view.in_fantasyland,
        "street": view.street,
        "street_rule": None if street is None else [street.dealt, street.placed],
        "board": [_cards(view.board.row(r)) for r in ROWS],
        "held": _cards(view.held),
        "street_discards": _cards(view.street_discards),
        "discards": _cards(view.discards),
        "opponents": opponents,
    }
    return json.dumps(parts, sort_keys=True, separators=(",", ":"))


def _rules_json(rules: RuleSet) -> dict[str, Any]:
    """The rules as the position's text holds them. A setting added since the key's
    version is left out at its default, so every earlier position keeps its digest (and
    its seeded futures)."""
    data = rules.to_dict()
    if data["fantasyland_sets"] == "start":
        del data["fantasyland_sets"]
    return data


def position_key(view: PlayerView) -> str:
    """A stable digest of :func:`position_text` (never Python's salted ``hash``)."""
    return hashlib.blake2b(position_text(view).encode(), digest_size=16).hexdigest()


def position_seed(view: PlayerView) -> int:
    """The seed of the position's futures: 63 bits of its digest."""
    return _seed(position_key(view))


def _seed(key: str) -> int:
    return int(key[:16], 16) >> 1


# ----- the estimate ------------------------------------------------------------------------


def _canonical(decision: Decision) -> tuple[tuple[str, ...], ...]:
    """A play as sorted card names per row and discards: ties are broken by it, so the
    order of the plays never depends on the order of the held cards."""
    rows = decision.rows()
    return (*(tuple(_cards(rows[row.value])) for row in ROWS), tuple(_cards(decision.discards)))


@dataclass(frozen=True, eq=False)
class Estimate:
    """Every legal play of one position, best first, valued on the same futures."""

    key: str  # the position's digest
    view: PlayerView  # the position (as first asked)
    samples: int  # futures per play; 0 when judged exactly (a whole board set at once)
    fantasyland_weight: float  # what reaching Fantasyland is credited
    plays: tuple[PlacementValue, ...]  # best first (the solver's board for a whole board)
    loss_stderr: tuple[float, ...]  # per play: standard error of (best value - its value)
    categories: IntArray = field(repr=False)  # (plays, rows, categories): how rows end
    # (plays, futures): each play's points in each future, kept only when asked for (the
    # position lab compares any two plays, paired); None otherwise and when exact.
    points: FloatArray | None = field(default=None, repr=False)
    counted: int = 0  # futures counted per play when every one was (0: sampled or solved)

    @property
    def exact(self) -> bool:
        """No figure is sampled: every future counted, or a whole board solved."""
        return self.samples == 0

    @property
    def solved(self) -> bool:
        """A whole board set at once, judged by the exact solver (one play)."""
        return self.samples == 0 and not self.counted

    @cached_property
    def _index(self) -> dict[tuple[frozenset[Card], ...], int]:
        return {decision_key(play.decision): i for i, play in enumerate(self.plays)}

    @cached_property
    def _sets(self) -> list[tuple[frozenset[tuple[Card, str]], frozenset[Card]]]:
        return [
            (frozenset(p.decision.placements), frozenset(p.decision.discards)) for p in self.plays
        ]

    def index_of(self, decision: Decision) -> int | None:
        """Where ``decision`` stands among the plays (None: not one of them)."""
        return self._index.get(decision_key(decision))

    def consistent(self, laid_out: Decision) -> list[int]:
        """The plays (best first) that keep every card of ``laid_out`` where it is."""
        placed, thrown = frozenset(laid_out.placements), frozenset(laid_out.discards)
        return [
            i
            for i, (places, discards) in enumerate(self._sets)
            if placed <= places and thrown <= discards
        ]

    def prospects(self, index: int) -> dict[str, list[tuple[str, float]]]:
        """Per row, the hand categories the play's board ends with, most likely first."""
        return prospects_of(self.categories[index])


def prospects_of(categories: IntArray) -> dict[str, list[tuple[str, float]]]:
    """Category counts (rows, categories) as shares per row, most likely first."""
    prospects = {}
    for row, counts in zip(ROWS, categories, strict=True):
        total = max(1, int(counts.sum()))
        ranked = sorted(
            ((int(n), c) for c, n in enumerate(counts) if n), key=lambda item: (-item[0], item[1])
        )
        prospects[row.value] = [(CATEGORY_NAMES[Category(c)], n / total) for n, c in ranked]
    return prospects


CATEGORY_NAMES = {
    Category.HIGH_CARD: "High card",
    Category.PAIR: "Pair",
    Category.TWO_PAIR: "Two pair",
    Category.THREE_OF_A_KIND: "Trips",
    Category.STRAIGHT: "Straight",
    Category.FLUSH: "Flush",
    Category.FULL_HOUSE: "Full house",
    Category.FOUR_OF_A_KIND: "Quads",
    Category.STRAIGHT_FLUSH: "Straight flush",
    Category.FIVE_OF_A_KIND: "Five of a kind",
}


def _bernoulli_stderr(chance: float, samples: int) -> float:
    return math.sqrt(chance * (1.0 - chance) / samples)


def _chunking(samples: int, plays: int) -> tuple[int, int]:
    """Futures dealt at a time and plays played out together: about ``CELLS`` boards a
    call, the futures split evenly (a function of the counts alone, so the futures are
    the same however the estimate is asked for)."""
    wanted = max(512, CELLS // max(1, plays))
    chunks = math.ceil(samples / min(samples, wanted))
    chunk = math.ceil(samples / chunks)
    return chunk, max(1, CELLS // chunk)


def _sampled(
    view: PlayerView,
    key: str,
    samples: int,
    fantasyland_weight: float,
    cancel: threading.Event | None,
    progress: Progress | None,
    seed: int | None = None,
    keep_points: bool = False,
) -> Estimate:
    decisions = list(legal_decisions(view))
    count = len(decisions)
    if not count:
        raise ValueError("there is no legal play in this position")
    simulator = Simulator(
        view, fantasyland_weight, random.Random(_seed(key) if seed is None else seed)
    )
    own_draws = draws_needed(view, decisions)
    points = np.empty((count, samples))
    fouls = np.zeros(count, dtype=np.int64)
    fantasylands = np.zeros(count, dtype=np.int64)
    royalties = np.zeros(count)
    categories = np.zeros((count, len(ROWS), CATEGORIES), dtype=np.int64)
    chunk, batch = _chunking(samples, count)
    for start in range(0, samples, chunk):
        size = min(chunk, samples - start)
        own, opponents = simulator.sample(size, own_draws)
        for first in range(0, count, batch):
            if cancel is not None and cancel.is_set():
                raise Cancelled
            group = decisions[first : first + batch]
            plays = slice(first, first + len(group))
            out = simulator.outcomes(group, own, opponents)
            boards = out.boards
            points[plays, start : start + size] = out.points
            fouls[plays] += boards.fouled.reshape(len(group), size).sum(axis=1)
            fantasylands[plays] += boards.fantasyland.reshape(len(group), size).sum(axis=1)
            royalties[plays] += boards.royalties.reshape(len(group), size).sum(axis=1)
            owner = np.repeat(np.arange(len(group)) * CATEGORIES, size)
            for row, values in enumerate(boards.values):
                found = np.bincount(
                    owner + (values >> CATEGORY_SHIFT), minlength=len(group) * CATEGORIES
                )
                categories[plays, row] += found.reshape(len(group), CATEGORIES)
            if progress is not None:
                progress((start * count + (first + len(group)) * size) / (samples * count))
    means = points.mean(axis=1)
    spread = points.std(axis=1, ddof=1) / math.sqrt(samples)
    canonical = [_canonical(d) for d in decisions]
    order = sorted(range(count), key=lambda i: (-means[i], canonical[i]))
    best = order[0]
    loss_spread = (points[best] - points).std(axis=1, ddof=1) / math.sqrt(samples)
    plays_out = []
    for i in order:
        foul, fantasyland = fouls[i] / samples, fantasylands[i] / samples
        plays_out.append(
            PlacementValue(
                decisions[i],
                float(means[i]),
                float(spread[i]),
                float(foul),
                float(fantasyland),
                _bernoulli_stderr(foul, samples),
                _bernoulli_stderr(fantasyland, samples),
                float(royalties[i] / samples),
            )
        )
    categories = categories[order]
    categories.flags.writeable = False
    return Estimate(
        key,
        view,
        samples,
        fantasyland_weight,
        tuple(plays_out),
        tuple(0.0 if i == best else float(loss_spread[i]) for i in order),
        categories,
        _read_only(points[order]) if keep_points else None,
    )


def _read_only(array: FloatArray) -> FloatArray:
    array.flags.writeable = False
    return array


def judge_whole_board(
    view: PlayerView, decision: Decision, stay_value: float
) -> tuple[PlacementValue, IntArray]:
    """A whole board judged exactly by the solver's objective (royalties plus the value
    of staying in Fantasyland; a foul costs a scoop from everyone), with its rows'
    categories."""
    board = board_after(view, decision)
    evaluation = evaluate_board(board, view.rules, view.in_fantasyland)
    categories = np.zeros((len(ROWS), CATEGORIES), dtype=np.int64)
    for row, row_value in enumerate(evaluation.values):
        categories[row, row_value >> CATEGORY_SHIFT] = 1
    if evaluation.fouled:
        value = -float(view.rules.scoop_value * max(1, len(view.opponents)))
    else:
        stays = evaluation.fantasyland.stays and bool(view.rules.fantasyland)
        value = evaluation.total_royalty + (stay_value if stays else 0.0)
    play = PlacementValue(
        decision,
        value,
        0.0,
        float(evaluation.fouled),
        float(evaluation.fantasyland.qualifies),
        0.0,
        0.0,
        float(evaluation.total_royalty),
        Method.SOLVED,
    )
    return play, categories


def _counted(
    view: PlayerView,
    key: str,
    fantasyland_weight: float,
    cancel: threading.Event | None,
    progress: Progress | None,
) -> Estimate | None:
    """Every legal play valued over every future, where they can be counted
    (:mod:`exact`); None where they are too many."""
    decisions = list(legal_decisions(view))
    if not decisions:
        raise ValueError("there is no legal play in this position")
    found = exact_values(view, decisions, fantasyland_weight, cancel=cancel, progress=progress)
    if found is None:
        return None
    canonical = [_canonical(d) for d in decisions]
    order = sorted(range(len(decisions)), key=lambda i: (-found.points[i], canonical[i]))
    plays = tuple(
        PlacementValue(
            decisions[i],
            float(found.points[i]),
            0.0,
            float(found.fouls[i]),
            float(found.fantasylands[i]),
            royalties=float(found.royalties[i]),
            method=Method.COUNTED,
        )
        for i in order
    )
    categories = found.categories[order]
    categories.flags.writeable = False
    return Estimate(
        key,
        view,
        0,
        fantasyland_weight,
        plays,
        (0.0,) * len(plays),
        categories,
        counted=found.futures,
    )


def _exact(
    view: PlayerView, key: str, fantasyland_weight: float, cancel: threading.Event | None
) -> Estimate:
    solution = solve_view(view, cancel, fantasyland_weight)
    play, categories = judge_whole_board(
        view, solution_decision(solution), stay_worth_for(view, fantasyland_weight)
    )
    categories = categories[None]
    categories.flags.writeable = False
    return Estimate(key, view, 0, fantasyland_weight, (play,), (0.0,), categories)


def _worked_out(
    view: PlayerView,
    key: str,
    samples: int,
    fantasyland_weight: float,
    cancel: threading.Event | None,
    progress: Progress | None,
    seed: int | None = None,
    keep_points: bool = False,
) -> Estimate:
    """The estimate of ``view``: a whole board solved, every future counted where they
    can be, else ``samples`` futures sampled."""
    if sets_whole_board(view):
        return _exact(view, key, fantasyland_weight, cancel)
    counted = _counted(view, key, fantasyland_weight, cancel, progress)
    if counted is not None:
        return counted
    return _sampled(view, key, samples, fantasyland_weight, cancel, progress, seed, keep_points)


# ----- the cache ---------------------------------------------------------------------------


CacheKey = tuple[str, int, float]


class EstimateCache:
    """The last ``size`` estimates by position, samples and weight; safe across threads
    (two threads asking the same position at once both work it out, the first answer
    stored is the one both return)."""

    def __init__(self, size: int = CACHE_SIZE) -> None:
        self.size = size
        self._lock = threading.Lock()
        self._kept: OrderedDict[CacheKey, Estimate] = OrderedDict()

    def __len__(self) -> int:
        with self._lock:
            return len(self._kept)

    def get(self, key: CacheKey) -> Estimate | None:
        with self._lock:
            found = self._kept.get(key)
            if found is not None:
                self._kept.move_to_end(key)
            return found

    def put(self, key: CacheKey, estimate: Estimate) -> Estimate:
        """Keep ``estimate`` unless one is already kept for ``key``; returns the kept one."""
        with self._lock:
            found = self._kept.get(key)
            if found is not None:
                self._kept.move_to_end(key)
                return found
            self._kept[key] = estimate
            while len(self._kept) > self.size:
                self._kept.popitem(last=False)
            return estimate

    def clear(self) -> None:
        with self._lock:
            self._kept.clear()


CACHE = EstimateCache()


def cached_estimate(
    view: PlayerView,
    *,
    samples: int = ESTIMATE_SAMPLES,
    fantasyland_weight: float = FANTASYLAND_WEIGHT,
    cache: EstimateCache = CACHE,
) -> Estimate | None:
    """The estimate of ``view`` if it was worked out already (nothing is computed)."""
    return cache.get((position_key(view), samples, fantasyland_weight))


def estimate(
    view: PlayerView,
    *,
    samples: int = ESTIMATE_SAMPLES,
    fantasyland_weight: float = FANTASYLAND_WEIGHT,
    cancel: threading.Event | None = None,
    progress: Progress | None = None,
    cache: EstimateCache = CACHE,
    seed: int | None = None,
    keep_points: bool = False,
) -> Estimate:
    """The estimate of ``view``: from the cache, or worked out and kept.

    Raises ``protocol.Cancelled`` once ``cancel`` is set (within one call of about
    ``CELLS`` boards); ``progress`` hears 0..1. A ``seed`` deals the futures from that
    seed instead of the position's own, and ``keep_points`` keeps every play's points in
    every future (:attr:`Estimate.points`); either is worked out afresh and not kept, so
    the cache only ever holds the position's own estimates.
    """
    if samples < 2:
        raise ValueError("estimate with at least 2 futures")
    if cancel is not None and cancel.is_set():
        raise Cancelled  # withdrawn: even a known answer is not wanted
    key = position_key(view)
    if seed is not None or keep_points:
        fresh = _worked_out(
            view, key, samples, fantasyland_weight, cancel, progress, seed, keep_points
        )
        if progress is not None:
            progress(1.0)
        return fresh
    slot = (key, samples, fantasyland_weight)
    found = cache.get(slot)
    if found is None:
        found = _worked_out(view, key, samples, fantasyland_weight, cancel, progress)
        found = cache.put(slot, found)
    if progress is not None:
        progress(1.0)
    return found
