"""Did I play it right? Every decision of a finished hand judged against all the others.

The hand is replayed; for every street the seat played, its view at the start of that
street (exactly what it knew then) is rebuilt and every legal play is valued on the
same sampled futures (:mod:`play_values`), so the loss of the play it confirmed against
the best one is measured with little noise. Whole boards set at once (Fantasyland,
closed Chinese poker) are compared with the exact solver's board by the solver's own
objective: royalties plus the value of staying in Fantasyland.
The live-help functions for a player's current view live in :mod:`play_values` and are
offered here too.
"""

from __future__ import annotations

import math
import random
import statistics
import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ofc_desktop.bots.montecarlo import stay_worth_for
from ofc_desktop.bots.play_values import (
    FANTASYLAND_WEIGHT,
    LIVE_SAMPLES,
    PlacementValue,
    Progress,
    decision_key,
    foul_chance,
    measure,
    rank_placements,
    row_prospects,
    sets_whole_board,
    solution_decision,
    solve_view,
)
from ofc_desktop.bots.protocol import Alternative
from ofc_desktop.core.actions import Confirm, Surrender, perform
from ofc_desktop.core.board import Board, evaluate_board
from ofc_desktop.core.decision import Decision, legal_decisions
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.history import replay_records
from ofc_desktop.core.records import StreetConfirmed
from ofc_desktop.core.rows import ROWS
from ofc_desktop.core.view import PlayerView, view_for

__all__ = [
    "DEFAULT_SAMPLES", "LIVE_SAMPLES", "DecisionReview", "HandReview", "PlacementValue",
    "foul_chance", "rank_placements", "review_decision", "review_hand", "row_prospects",
    "skill_score", "skill_score_stderr",
]

DEFAULT_SAMPLES = 2000  # a whole Classic or Pineapple hand in about 3 s (bench_review)
COSTLY_POINTS = 0.5  # a loss above this and twice its standard error is a mistake
TOP_ALTERNATIVES = 3


@dataclass(frozen=True)
class DecisionReview:
    """One street's play next to the best one found."""

    street: int
    view: PlayerView  # what the seat knew when it decided
    chosen: Decision
    chosen_value: float
    best: Decision
    best_value: float
    loss: float  # best_value - chosen_value: 0 when the chosen play is the best
    stderr: float  # standard error of the loss (from per-future differences)
    alternatives: tuple[Alternative, ...]  # the top plays, best first
    costly: bool  # loss above max(0.5 point, 2 standard errors)
    exact: bool  # judged by the exact solver (a whole board set at once)
    samples: int  # futures simulated (0 when exact)
    candidates: int  # legal plays weighed


@dataclass(frozen=True)
class HandReview:
    """Every decision a seat made in one hand."""

    seat: int
    player: str
    decisions: tuple[DecisionReview, ...]

    @property
    def loss(self) -> float:
        """Points lost to the best plays: this hand's contribution to the skill score."""
        return sum(d.loss for d in self.decisions)

    @property
    def stderr(self) -> float:
        """Standard error of :attr:`loss`, the decisions' errors taken as independent."""
        return math.sqrt(sum(d.stderr ** 2 for d in self.decisions))

    @property
    def mistakes(self) -> tuple[DecisionReview, ...]:
        return tuple(d for d in self.decisions if d.costly)


def skill_score(reviews: Sequence[HandReview]) -> float:
    """Points lost per hand over a match (lower is better; 0 is flawless)."""
    return statistics.fmean(r.loss for r in reviews) if reviews else 0.0


def skill_score_stderr(reviews: Sequence[HandReview]) -> float:
    """Standard error of :func:`skill_score`, hands taken as independent."""
    if len(reviews) < 2:
        return 0.0
    return statistics.stdev(r.loss for r in reviews) / math.sqrt(len(reviews))


def _costly(loss: float, stderr: float) -> bool:
    return loss > max(COSTLY_POINTS, 2 * stderr)


def _whole_board_value(view: PlayerView, decision: Decision, stay_value: float) -> float:
    """The solver's objective for a set board; a foul costs a scoop from everyone."""
    rows = decision.rows()
    board = Board(*(tuple(rows[row.value]) for row in ROWS))
    evaluation = evaluate_board(board, view.rules, view.in_fantasyland)
    if evaluation.fouled:
        return -float(view.rules.scoop_value * max(1, len(view.opponents)))
    stays = evaluation.fantasyland.stays and view.rules.fantasyland
    return evaluation.total_royalty + (stay_value if stays else 0.0)


def _review_whole_board(view: PlayerView, chosen: Decision, cancel: threading.Event | None,
                        fantasyland_weight: float) -> DecisionReview:
    solution = solve_view(view, cancel, fantasyland_weight)
    best = solution_decision(solution)
    stay_value = stay_worth_for(view, fantasyland_weight)
    chosen_value = _whole_board_value(view, chosen, stay_value)
    best_value = max(solution.value, chosen_value)
    loss = best_value - chosen_value
    return DecisionReview(
        street=view.street, view=view, chosen=chosen, chosen_value=chosen_value,
        best=best if loss > 0 else chosen, best_value=best_value, loss=loss, stderr=0.0,
        alternatives=(Alternative(best, solution.value),), costly=_costly(loss, 0.0),
        exact=True, samples=0, candidates=1)


def review_decision(view: PlayerView, chosen: Decision, *, samples: int = DEFAULT_SAMPLES,
                    rng: random.Random, fantasyland_weight: float = FANTASYLAND_WEIGHT,
                    cancel: threading.Event | None = None,
                    progress: Progress | None = None) -> DecisionReview:
    """Judge one play from ``view`` (the start of a street) against every legal play."""
    if sets_whole_board(view):
        review = _review_whole_board(view, chosen, cancel, fantasyland_weight)
        if progress is not None:
            progress(1.0)
        return review
    candidates = list(legal_decisions(view))
    keys = [decision_key(d) for d in candidates]
    if decision_key(chosen) not in keys:
        raise ValueError("the chosen play is not a legal play of the view's held cards")
    index = keys.index(decision_key(chosen))
    measured = measure(view, candidates, samples, rng, fantasyland_weight=fantasyland_weight,
                       cancel=cancel, progress=progress)
    means = measured.means()
    best = max(range(len(means)), key=lambda i: (means[i], -i))
    loss = float(means[best] - means[index])
    stderr = 0.0
    if best != index:
        differences = measured.points[best] - measured.points[index]
        stderr = float(differences.std(ddof=1) / math.sqrt(samples))
    order = sorted(range(len(means)), key=lambda i: -means[i])[:TOP_ALTERNATIVES]
    return DecisionReview(
        street=view.street, view=view, chosen=chosen, chosen_value=float(means[index]),
        best=candidates[best], best_value=float(means[best]), loss=loss, stderr=stderr,
        alternatives=tuple(Alternative(candidates[i], float(means[i])) for i in order),
        costly=_costly(loss, stderr), exact=False, samples=samples,
        candidates=len(candidates))


def played_streets(hand: Hand, seat: int) -> list[tuple[PlayerView, Decision]]:
    """Replay a finished hand: the seat's view at the start of each street it played,
    and the play it confirmed there."""
    fresh = Hand(hand.rules, hand.players, button=hand.button, seed=hand.seed,
                 fantasyland=hand.fantasyland, hand_number=hand.hand_number,
                 deck=hand.all_dealt_cards() + hand.undealt_cards())
    fresh.start()
    streets: list[tuple[PlayerView, Decision]] = []
    view: PlayerView | None = None
    for action in hand.actions:
        if action.seat == seat and view is None:
            view = view_for(fresh, seat)
        if isinstance(action, Surrender) and action.seat == seat:
            view = None
        records = perform(fresh, action)
        if isinstance(action, Confirm) and action.seat == seat and view is not None:
            confirmed = next(r for r in records if isinstance(r, StreetConfirmed))
            discards = fresh.seats[seat].discards
            thrown = tuple(discards[len(discards) - confirmed.discarded:])
            streets.append((view, Decision(confirmed.placed, thrown)))
            view = None
    return streets


def review_hand(record_or_hand: Hand | Mapping[str, Any], seat: int, *,
                samples: int = DEFAULT_SAMPLES, rng: random.Random,
                fantasyland_weight: float = FANTASYLAND_WEIGHT,
                cancel: threading.Event | None = None,
                progress: Progress | None = None) -> HandReview:
    """Review every street ``seat`` played in a finished hand (a Hand or a hand record).

    Each decision draws its own generator from ``rng`` in street order
    (``random.Random(rng.getrandbits(63))``), so a play chosen live with that generator
    and :func:`rank_placements` reviews as the best. Raises ``protocol.Cancelled`` once
    ``cancel`` is set (within one chunk of 64 futures); ``progress`` hears 0..1.
    """
    hand = record_or_hand if isinstance(record_or_hand, Hand) \
        else replay_records(record_or_hand)[0]
    if not hand.is_over:
        raise ValueError("review a finished hand")
    streets = played_streets(hand, seat)
    seeds = [rng.getrandbits(63) for _ in streets]
    work = [samples * (1 if sets_whole_board(v) else sum(1 for _ in legal_decisions(v)))
            for v, _ in streets]
    total, done = max(1, sum(work)), 0
    reviews = []
    for (view, chosen), seed, share in zip(streets, seeds, work, strict=True):
        def step(fraction: float, before: int = done, share: int = share) -> None:
            if progress is not None:
                progress((before + fraction * share) / total)

        reviews.append(review_decision(
            view, chosen, samples=samples, rng=random.Random(seed),
            fantasyland_weight=fantasyland_weight, cancel=cancel, progress=step))
        done += share
    if progress is not None:
        progress(1.0)
    return HandReview(seat, hand.players[seat], tuple(reviews))
