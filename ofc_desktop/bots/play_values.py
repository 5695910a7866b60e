"""What each play is worth from a seat's view, for live help: the Hint (the best plays),
the chance of a foul for the street as laid out, and what each row could still become.

Every answer is read from the position's one estimate (:mod:`estimate`): the same
plays on the same futures, so the Hint, the foul chance, the prospects and the analysis
after the hand agree to the last digit. A street not yet laid out whole is described by
its best finish: the play worth the most points among those that keep every card where
it was laid out.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass

from ofc_desktop.bots.estimate import (
    CATEGORY_NAMES,
    ESTIMATE_SAMPLES,
    FANTASYLAND_WEIGHT,
    Estimate,
    PlacementValue,
    Progress,
    decision_key,
    estimate,
    judge_whole_board,
    prospects_of,
    sets_whole_board,
    solution_decision,
    solve_view,
)
from ofc_desktop.bots.montecarlo import stay_worth_for
from ofc_desktop.core.decision import Decision
from ofc_desktop.core.view import PlayerView

__all__ = [
    "CATEGORY_NAMES",
    "FANTASYLAND_WEIGHT",
    "LIVE_SAMPLES",
    "PlacementValue",
    "Progress",
    "StreetFigures",
    "decision_key",
    "foul_chance",
    "rank_placements",
    "row_prospects",
    "sets_whole_board",
    "solution_decision",
    "solve_view",
    "street_figures",
]

LIVE_SAMPLES = ESTIMATE_SAMPLES  # one count for every question: one estimate


@dataclass(frozen=True)
class StreetFigures:
    """What live help says of a street as laid out so far."""

    play: PlacementValue  # the play the figures are for
    complete: bool  # the whole street is laid out (else ``play`` is its best finish)
    prospects: dict[str, list[tuple[str, float]]]  # per row: categories, most likely first


def street_figures(found: Estimate, laid_out: Decision) -> StreetFigures | None:
    """The figures of the street laid out as ``laid_out`` from ``found``'s position:
    the play itself once every card is laid out, else the best play keeping what is
    laid out. None when no play of the estimate keeps it (a whole board laid out
    otherwise than the solver's, still incomplete)."""
    complete = len(laid_out.placements) + len(laid_out.discards) == len(found.view.held)
    consistent = found.consistent(laid_out)
    if consistent:
        best = consistent[0]
        return StreetFigures(found.plays[best], complete, found.prospects(best))
    if found.solved and complete:
        play, categories = judge_whole_board(
            found.view, laid_out, stay_worth_for(found.view, found.fantasyland_weight)
        )
        return StreetFigures(play, True, prospects_of(categories))
    return None


def _estimate(
    view: PlayerView,
    samples: int,
    cancel: threading.Event | None = None,
    progress: Progress | None = None,
) -> Estimate:
    if not view.held:
        raise ValueError("there is nothing to place: this seat holds no cards")
    return estimate(view, samples=samples, cancel=cancel, progress=progress)


def rank_placements(
    view: PlayerView,
    *,
    samples: int = LIVE_SAMPLES,
    cancel: threading.Event | None = None,
    progress: Progress | None = None,
    top: int = 3,
) -> list[PlacementValue]:
    """The ``top`` best plays of the held cards, best first, with their chances.

    A whole-board deal gets the exact solver's board only (no uncertainty); the futures
    come from the position itself.
    """
    return list(_estimate(view, samples, cancel, progress).plays[:top])


def foul_chance(
    view: PlayerView,
    decision: Decision,
    *,
    samples: int = LIVE_SAMPLES,
    cancel: threading.Event | None = None,
) -> float:
    """The chance the board fouls after ``decision`` (or after its best finish, when it
    does not play every held card), the rest of the hand played out carefully."""
    figures = street_figures(_estimate(view, samples, cancel), decision)
    if figures is None:
        raise ValueError("that is not a legal play of the held cards")
    return figures.play.foul_chance


def row_prospects(
    view: PlayerView,
    laid_out: Decision | None = None,
    *,
    samples: int = LIVE_SAMPLES,
    cancel: threading.Event | None = None,
) -> dict[str, list[tuple[str, float]]]:
    """Per row, the hand categories it may still become, most likely first: for the
    board with ``laid_out`` (or with the best play keeping it; nothing laid out: the
    best play) and the rest of the hand played out card by card on the futures."""
    if not view.held:  # nothing to place: the board as it stands, played out
        found = estimate(view, samples=samples, cancel=cancel)
        return found.prospects(0)
    figures = street_figures(_estimate(view, samples, cancel), laid_out or Decision(()))
    if figures is None:
        raise ValueError("that is not a legal play of the held cards")
    return figures.prospects
