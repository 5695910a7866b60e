"""One street of lookahead: the best plays judged by how well this seat plays the next.

A Monte-Carlo estimate plays the rest of the hand with a quick rollout policy, which
misjudges what a strong player does with the next cards. Here each finalist play is
followed by sampled deals of the next street; for each deal the next street is decided
the way a simulating bot decides it (every legal play on shared futures), and the play
chosen is then valued on futures of its own, so that the luck of the choice is not
counted as worth. The finalists share the deals and the futures (common random numbers),
so the differences between them are measured precisely.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

import numpy as np

from ofc_desktop.bots.montecarlo import Simulator, draws_needed
from ofc_desktop.bots.protocol import Clock
from ofc_desktop.core.autoplay import board_with
from ofc_desktop.core.cards import Card
from ofc_desktop.core.decision import Decision, legal_decisions
from ofc_desktop.core.streets import Street, streets_after
from ofc_desktop.core.view import PlayerView


@dataclass(frozen=True)
class Lookahead:
    """How hard the next street is thought about, and the estimate that plays it (a
    bot fills in its own)."""

    deals: int  # next-street deals per finalist
    choice_samples: int  # futures that choose the next street's play
    value_samples: int  # fresh futures that value the play chosen
    fantasyland_weight: float = 1.0
    clairvoyance: float = 0.0
    foul_aversion: float = 0.0


def next_street(view: PlayerView, decision: Decision) -> Street | None:
    """The street this seat plays after ``decision``; None when the board is then
    complete or the shoe cannot deal it."""
    if view.in_fantasyland or view.streets_left < 1:
        return None
    placed = len(board_with(view, decision).cards())
    following = streets_after(placed, view.rules)
    if not following or following[0].dealt > len(view.unseen_cards()):
        return None
    return following[0]


def view_after(view: PlayerView, decision: Decision, dealt: Sequence[Card],
               street: Street) -> PlayerView:
    """This seat's view at the start of the next street, dealt ``dealt`` (opponents'
    boards as they are now: their next cards stay among the unseen)."""
    return replace(
        view,
        board=board_with(view, decision),
        held=tuple(dealt),
        street_placed=(),
        street_discards=(),
        discards=(*view.discards, *view.street_discards, *decision.discards),
        street=view.street + 1,
        street_rule=street,
        streets_left=view.streets_left - 1,
    )


def _then(first: Decision, second: Decision) -> Decision:
    """Two streets' plays as one decision on the board as it is now."""
    return Decision((*first.placements, *second.placements), (*first.discards, *second.discards))


def deal_worths(view: PlayerView, finalists: Sequence[Decision], dealt: Sequence[Card],
                street: Street, seed: int, settings: Lookahead) -> list[float]:
    """Each finalist's worth when the next street deals ``dealt``: the next play that is
    best on ``choice_samples`` futures, valued on ``value_samples`` fresh ones.

    Both streets' plays are scored together as one decision on a view holding this
    street's and the next street's cards, so every finalist meets the same futures.
    """
    ahead = replace(view, held=(*view.held, *dealt))
    simulator = Simulator(ahead, settings.fantasyland_weight, random.Random(seed),
                          settings.clairvoyance, settings.foul_aversion)
    plays = [
        [_then(first, second)
         for second in legal_decisions(view_after(view, first, dealt, street))]
        for first in finalists
    ]
    flat = [play for group in plays for play in group]
    draws = draws_needed(ahead, flat)
    own, opponents = simulator.sample(settings.choice_samples, draws)
    means = simulator.score_all(flat, own, opponents).mean(axis=1)
    chosen, start = [], 0
    for group in plays:
        chosen.append(group[int(np.argmax(means[start: start + len(group)]))])
        start += len(group)
    own, opponents = simulator.sample(settings.value_samples, draws)
    return [float(m) for m in simulator.score_all(chosen, own, opponents).mean(axis=1)]


def lookahead_values(view: PlayerView, finalists: Sequence[Decision], clock: Clock,
                     rng: random.Random, settings: Lookahead) -> list[float] | None:
    """Each finalist's mean worth over next-street deals when that street is played
    well; None when there is no next street to look at. A time budget may stop it after
    fewer deals (every finalist then has the same deals)."""
    streets = [next_street(view, decision) for decision in finalists]
    street = streets[0]
    if street is None or any(s != street for s in streets):
        return None
    unseen = view.unseen_cards()
    totals = np.zeros(len(finalists))
    measured = 0
    for _ in range(settings.deals):
        clock.check()
        dealt = rng.sample(unseen, street.dealt)
        totals += deal_worths(view, finalists, dealt, street, rng.getrandbits(63), settings)
        measured += 1
        clock.simulations += len(finalists) * (settings.choice_samples + settings.value_samples)
        if clock.budget.seconds is not None and clock.spent():
            break
    return [float(total / measured) for total in totals]
