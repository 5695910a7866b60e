"""Lookahead: the best plays judged by how well this seat plays the coming streets.

A Monte-Carlo estimate plays the rest of the hand with a quick rollout policy, which
misjudges what a strong player does with the next cards. Here each finalist play is
followed by sampled deals of the next street; for each deal the next street is decided
the way a simulating bot decides it (every legal play on shared futures), and the play
chosen is then valued on futures of its own, so that the luck of the choice is not
counted as worth. Where streets deal a single card (Classic) one street is a small step,
so several are played in turn, each chosen before the next card is seen. The finalists
share the deals and the futures (common random numbers), so the differences between them
are measured precisely.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from itertools import takewhile

import numpy as np

from ofc_desktop.bots.montecarlo import Futures, Simulator, draws_needed
from ofc_desktop.bots.protocol import Clock
from ofc_desktop.bots.rollout_style import TUNED, RolloutStyle
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
    # Streets looked at when each deals a single card: one card is a small step, so a
    # Classic lookahead plays several in turn, each without seeing the next.
    single_card_streets: int = 1
    # Deals per finalist for such a chain (0: ``deals``): its streets are cheap to play
    # out, and its choices are close enough that more deals keep paying.
    single_card_deals: int = 0
    # Deals per finalist once the first street is set (0: ``deals``): a later street
    # deals few cards, so each deal is cheap, and its finalists are close enough that
    # the noise of a few dozen deals costs more than the deals would.
    later_deals: int = 0
    fantasyland_weight: float = 1.0
    clairvoyance: float = 0.0
    foul_aversion: float = 0.0
    rollout: RolloutStyle = TUNED  # how the rollouts play (CompletionRules)
    # Stop dealing once the leader is clearly ahead of every other finalist (paired
    # over the deals so far): the deals go to close decisions, not to clear ones.
    race: bool = False


RACE_AFTER = 8  # deals before a clear lead may end the lookahead
RACE_Z = 3.0  # standard errors the leader's paired lead must reach over every finalist


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


def view_after(
    view: PlayerView, decision: Decision, dealt: Sequence[Card], street: Street
) -> PlayerView:
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


DEALS_AT_ONCE = 32  # deals played out together: bounds memory (Pineapple's many plays)

Chain = Sequence[tuple[Street, Sequence[Card]]]  # the coming streets and what each deals


def deal_worths(
    view: PlayerView, finalists: Sequence[Decision], deals: Chain, seed: int, settings: Lookahead
) -> list[float]:
    """Each finalist's worth when the coming streets deal ``deals``: each street's play
    is the best on ``choice_samples`` futures of what is known by then, and the last one
    chosen is valued on ``value_samples`` fresh futures."""
    return [float(w) for w in chains_worths(view, finalists, [deals], [seed], settings)[0]]


@dataclass
class _Line:
    """One deal's state: where each finalist stands after the streets chosen so far."""

    rng: random.Random
    combined: list[Decision]  # all the streets' plays as one decision on the board now
    last: list[Decision]  # each finalist's latest street's play
    current: list[PlayerView]
    held: tuple[Card, ...]


def chains_worths(
    view: PlayerView,
    finalists: Sequence[Decision],
    chains: Sequence[Chain],
    seeds: Sequence[int],
    settings: Lookahead,
) -> np.ndarray:
    """:func:`deal_worths` for several deals of the same streets (deals, finalists):
    each deal has its own futures, and every deal's plays are played out together, so
    NumPy's per-call cost is paid once a street rather than once a deal.

    All the streets' plays are scored together as one decision on a view holding the
    cards dealt so far, so every finalist meets the same futures.
    """
    lines = [
        _Line(
            random.Random(seed),
            list(finalists),
            list(finalists),
            [view] * len(finalists),
            view.held,
        )
        for seed in seeds
    ]
    simulators: list[Simulator] = []
    draws = 0
    for step in range(len(chains[0])):
        simulators, batches, groups = [], [], []
        futures = []
        for line, chain in zip(lines, chains, strict=True):
            street, dealt = chain[step]
            line.current = [
                view_after(v, play, dealt, street)
                for v, play in zip(line.current, line.last, strict=True)
            ]
            line.held = (*line.held, *dealt)
            ahead = replace(view, held=line.held)
            # Built before the cards of later streets are dealt: a play never sees them.
            simulator = Simulator(
                ahead,
                settings.fantasyland_weight,
                line.rng,
                settings.clairvoyance,
                settings.foul_aversion,
                settings.rollout,
            )
            options = [list(legal_decisions(v)) for v in line.current]
            flat = [
                _then(sofar, option)
                for sofar, group in zip(line.combined, options, strict=True)
                for option in group
            ]
            draws = draws_needed(ahead, flat)
            futures.append(simulator.deal(settings.choice_samples, draws))
            simulators.append(simulator)
            groups.append(options)
            batches.append(flat)
        means = _scored(simulators, batches, futures)
        for line, options, flat, scores in zip(lines, groups, batches, means, strict=True):
            start = 0
            for index, group in enumerate(options):
                best = int(np.argmax(scores[start : start + len(group)]))
                line.last[index], line.combined[index] = group[best], flat[start + best]
                start += len(group)
    futures = [simulator.deal(settings.value_samples, draws) for simulator in simulators]
    return np.stack(_scored(simulators, [line.combined for line in lines], futures))


def _scored(
    simulators: Sequence[Simulator], plays: Sequence[Sequence[Decision]], futures: Sequence[Futures]
) -> list[np.ndarray]:
    """Mean points of each simulator's plays on its futures, played out together."""
    return [points.mean(axis=1) for points in simulators[0].score_futures(plays, futures)]


def streets_ahead(view: PlayerView, decision: Decision, settings: Lookahead) -> tuple[Street, ...]:
    """The streets looked at after ``decision``: the next one, and while streets deal a
    single card (Classic), up to ``single_card_streets`` of them."""
    first = next_street(view, decision)
    if first is None or first.dealt != 1:
        return () if first is None else (first,)
    placed = len(board_with(view, decision).cards())
    room = min(settings.single_card_streets, view.streets_left, len(view.unseen_cards()))
    return tuple(
        takewhile(lambda street: street.dealt == 1, streets_after(placed, view.rules)[:room])
    )


def lookahead_values(
    view: PlayerView,
    finalists: Sequence[Decision],
    clock: Clock,
    rng: random.Random,
    settings: Lookahead,
) -> list[float] | None:
    """Each finalist's mean worth over deals of the coming streets when they are played
    well; None when there is no next street to look at. A time budget may stop it after
    fewer deals (every finalist then has the same deals)."""
    chains = [streets_ahead(view, decision, settings) for decision in finalists]
    chain = chains[0]
    if not chain or any(c != chain for c in chains):
        return None
    unseen = view.unseen_cards()
    dealt = sum(street.dealt for street in chain)
    wanted = settings.deals
    if chain[0].dealt == 1 and settings.single_card_deals:
        wanted = settings.single_card_deals
    elif view.street >= 1 and settings.later_deals:
        wanted = settings.later_deals
    worths: list[np.ndarray] = []  # per batch of deals: (deals, finalists)
    measured = 0
    started = clock.elapsed()
    while measured < wanted:
        clock.check()
        size = min(wanted - measured, DEALS_AT_ONCE)
        if clock.budget.seconds is not None:
            # Timed: the first deal alone, then as many as the time left allows at
            # what the deals so far cost, so the lookahead ends near its time.
            per_deal = (clock.elapsed() - started) / measured if measured else 0.0
            fits = int(clock.remaining() / per_deal) if per_deal > 0 else 1
            size = min(size, max(1, fits))
        lines: list[Chain] = []
        seeds = []
        for _ in range(size):
            cards = rng.sample(unseen, dealt)
            deals: list[tuple[Street, Sequence[Card]]] = []
            start = 0
            for street in chain:
                deals.append((street, cards[start : start + street.dealt]))
                start += street.dealt
            lines.append(deals)
            seeds.append(rng.getrandbits(63))
        worths.append(chains_worths(view, finalists, lines, seeds, settings))
        measured += size
        clock.simulations += (
            size * len(finalists) * (settings.choice_samples * len(chain) + settings.value_samples)
        )
        if clock.budget.seconds is not None and clock.spent():
            break
        if settings.race and measured >= RACE_AFTER and _clear_lead(np.concatenate(worths)):
            break
    return [float(w) for w in np.concatenate(worths).mean(axis=0)]


def _clear_lead(worths: np.ndarray) -> bool:
    """Whether the best finalist leads every other by ``RACE_Z`` paired standard errors
    over the deals (deals, finalists)."""
    means = worths.mean(axis=0)
    leader = int(np.argmax(means))
    lead = worths[:, leader : leader + 1] - np.delete(worths, leader, axis=1)
    spread = lead.std(axis=0, ddof=1) / np.sqrt(len(worths))
    return bool(np.all(lead.mean(axis=0) > RACE_Z * spread + 1e-12))
