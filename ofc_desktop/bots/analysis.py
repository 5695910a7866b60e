"""Did I play it right? Every decision of a finished hand judged against all the others.

The hand is replayed; for every street the seat played, its view at the start of that
street (exactly what it knew then) is rebuilt and read from the position's one estimate
(:mod:`estimate`): every legal play valued on the same sampled futures, so the loss of
the play it confirmed against the best one is measured with little noise, and the
figures are the ones live help showed during the hand (the estimate is cached, so a
street live help already weighed costs nothing here). Whole boards set at once
(Fantasyland, closed Chinese poker) are compared with the exact solver's board by the
solver's own objective: royalties plus the value of staying in Fantasyland.
The live-help functions for a player's current view live in :mod:`play_values` and are
offered here too.
"""

from __future__ import annotations

import math
import statistics
import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ofc_desktop.bots.estimate import (
    ESTIMATE_SAMPLES,
    FANTASYLAND_WEIGHT,
    PlacementValue,
    Progress,
    decision_key,
    estimate,
    judge_whole_board,
    sets_whole_board,
)
from ofc_desktop.bots.montecarlo import stay_worth_for
from ofc_desktop.bots.play_values import (
    LIVE_SAMPLES,
    foul_chance,
    rank_placements,
    row_prospects,
)
from ofc_desktop.bots.protocol import Alternative
from ofc_desktop.core.actions import Confirm, Surrender, perform
from ofc_desktop.core.decision import Decision, legal_decisions
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.history import replay_records
from ofc_desktop.core.records import StreetConfirmed
from ofc_desktop.core.view import PlayerView, view_for

__all__ = [
    "DEFAULT_SAMPLES",
    "LIVE_SAMPLES",
    "DecisionReview",
    "HandReview",
    "PlacementValue",
    "foul_chance",
    "rank_placements",
    "review_decision",
    "review_hand",
    "row_prospects",
    "skill_score",
    "skill_score_stderr",
]

DEFAULT_SAMPLES = ESTIMATE_SAMPLES  # the one estimate's count: a whole hand well under 2 s
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
    alternatives: tuple[Alternative, ...]  # the top three of ``plays``, best first
    costly: bool  # loss above max(0.5 point, 2 standard errors)
    exact: bool  # no figure sampled: a whole board solved, or every future counted
    samples: int  # futures simulated (0 when exact)
    candidates: int  # plays weighed
    # Every play weighed, best first, the chosen one among them: every legal play on the
    # same futures, or (judged exactly) the solver's board and the chosen one.
    plays: tuple[PlacementValue, ...] = ()
    counted: int = 0  # futures counted per play when every one was (0: sampled or solved)

    @property
    def solved(self) -> bool:
        """A whole board set at once, judged by the exact solver."""
        return self.exact and not self.counted

    def play_of(self, decision: Decision) -> PlacementValue | None:
        """``decision``'s own entry among :attr:`plays` (None: not weighed)."""
        key = decision_key(decision)
        return next((p for p in self.plays if decision_key(p.decision) == key), None)

    @property
    def chosen_play(self) -> PlacementValue | None:
        """The chosen play's entry: its points, chances and royalties."""
        return self.play_of(self.chosen)


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
        return math.sqrt(sum(d.stderr**2 for d in self.decisions))

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


def _top(plays: Sequence[PlacementValue]) -> tuple[Alternative, ...]:
    return tuple(Alternative(p.decision, p.value) for p in plays[:TOP_ALTERNATIVES])


def _review_whole_board(
    view: PlayerView, chosen: Decision, solver_play: PlacementValue, fantasyland_weight: float
) -> DecisionReview:
    """The chosen board against the solver's, both judged exactly."""
    mine, _ = judge_whole_board(view, chosen, stay_worth_for(view, fantasyland_weight))
    plays = [solver_play]
    if decision_key(chosen) != decision_key(solver_play.decision):
        plays.append(mine)
    plays.sort(key=lambda p: -p.value)  # stable: the solver's board first on a tie
    best = plays[0]
    loss = max(0.0, best.value - mine.value)
    return DecisionReview(
        street=view.street,
        view=view,
        chosen=chosen,
        chosen_value=mine.value,
        best=best.decision if loss > 0 else chosen,
        best_value=max(best.value, mine.value),
        loss=loss,
        stderr=0.0,
        alternatives=_top(plays),
        costly=_costly(loss, 0.0),
        exact=True,
        samples=0,
        candidates=len(plays),
        plays=tuple(plays),
    )


def review_decision(
    view: PlayerView,
    chosen: Decision,
    *,
    samples: int = DEFAULT_SAMPLES,
    fantasyland_weight: float = FANTASYLAND_WEIGHT,
    cancel: threading.Event | None = None,
    progress: Progress | None = None,
) -> DecisionReview:
    """Judge one play from ``view`` (the start of a street) against every legal play.

    The figures are the position's one estimate: the futures come from the position
    itself.
    """
    found = estimate(
        view,
        samples=samples,
        fantasyland_weight=fantasyland_weight,
        cancel=cancel,
        progress=progress,
    )
    if found.solved:
        return _review_whole_board(view, chosen, found.plays[0], fantasyland_weight)
    index = found.index_of(chosen)
    if index is None:
        raise ValueError("the chosen play is not a legal play of the view's held cards")
    best, mine = found.plays[0], found.plays[index]
    loss = best.value - mine.value
    stderr = found.loss_stderr[index]
    return DecisionReview(
        street=view.street,
        view=view,
        chosen=chosen,
        chosen_value=mine.value,
        best=best.decision if index else chosen,
        best_value=best.value,
        loss=loss,
        stderr=stderr,
        alternatives=_top(found.plays),
        costly=_costly(loss, stderr),
        exact=found.exact,
        samples=found.samples,
        candidates=len(found.plays),
        plays=found.plays,
        counted=found.counted,
    )


def played_streets(hand: Hand, seat: int) -> list[tuple[PlayerView, Decision]]:
    """Replay a finished hand: the seat's view at the start of each street it played,
    and the play it confirmed there."""
    fresh = Hand(
        hand.rules,
        hand.players,
        button=hand.button,
        seed=hand.seed,
        fantasyland=hand.fantasyland,
        hand_number=hand.hand_number,
        deck=hand.all_dealt_cards() + hand.undealt_cards(),
        free_fantasyland=hand.free_fantasyland,
    )
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
            thrown = tuple(discards[len(discards) - confirmed.discarded :])
            streets.append((view, Decision(confirmed.placed, thrown)))
            view = None
    return streets


def review_hand(
    record_or_hand: Hand | Mapping[str, Any],
    seat: int,
    *,
    samples: int = DEFAULT_SAMPLES,
    fantasyland_weight: float = FANTASYLAND_WEIGHT,
    cancel: threading.Event | None = None,
    progress: Progress | None = None,
) -> HandReview:
    """Review every street ``seat`` played in a finished hand (a Hand or a hand record).

    Each street is read from its position's one estimate, so a play live help ranked
    first reviews as the best, with the same figures. Raises ``protocol.Cancelled`` once
    ``cancel`` is set; ``progress`` hears 0..1.
    """
    hand = record_or_hand if isinstance(record_or_hand, Hand) else replay_records(record_or_hand)[0]
    if not hand.is_over:
        raise ValueError("review a finished hand")
    streets = played_streets(hand, seat)
    work = [1 if sets_whole_board(v) else sum(1 for _ in legal_decisions(v)) for v, _ in streets]
    total, done = max(1, sum(work)), 0
    reviews = []
    for (view, chosen), share in zip(streets, work, strict=True):

        def step(fraction: float, before: int = done, share: int = share) -> None:
            if progress is not None:
                progress((before + fraction * share) / total)

        reviews.append(
            review_decision(
                view,
                chosen,
                samples=samples,
                fantasyland_weight=fantasyland_weight,
                cancel=cancel,
                progress=step,
            )
        )
        done += share
    if progress is not None:
        progress(1.0)
    return HandReview(seat, hand.players[seat], tuple(reviews))
