"""Expert's street of lookahead: the next street's view, its deals, and the worth of a
finalist measured on the board as it is now agreeing with the worth measured from the
next street's own view."""

from __future__ import annotations

import random

import numpy as np
import pytest

from ofc_desktop.bots.levels import make_bot
from ofc_desktop.bots.lookahead import (
    Lookahead,
    deal_worths,
    lookahead_values,
    next_street,
    view_after,
)
from ofc_desktop.bots.montecarlo import Simulator, draws_needed
from ofc_desktop.bots.protocol import Budget, Clock
from ofc_desktop.core.cards import Card
from ofc_desktop.core.decision import Decision, apply_decision, legal_decisions
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.core.streets import Street
from ofc_desktop.core.view import PlayerView, view_for

SETTINGS = Lookahead(deals=6, choice_samples=24, value_samples=16, fantasyland_weight=1.8,
                     clairvoyance=0.0, foul_aversion=6.0)


def _view_at(variant: Variant, street: int, seed: int = 4) -> PlayerView:
    """The first seat's view at the start of its ``street`` (0 = the first deal)."""
    hand = Hand(RuleSet(variant=variant), ["a", "b"], seed=seed)
    hand.start()
    rng = random.Random(seed)
    while True:
        seat = hand.acting_seats()[0]
        view = view_for(hand, seat)
        if seat == 0 and view.street == street:
            return view
        apply_decision(hand, seat, rng.choice(list(legal_decisions(view))))


def test_the_next_street_follows_the_schedule() -> None:
    first = _view_at(Variant.PINEAPPLE, 0)
    play = next(iter(legal_decisions(first)))
    assert next_street(first, play) == Street(3, 2)
    last = _view_at(Variant.PINEAPPLE, 4)
    assert next_street(last, next(iter(legal_decisions(last)))) is None
    classic = _view_at(Variant.CLASSIC, 2)
    assert next_street(classic, next(iter(legal_decisions(classic)))) == Street(1, 1)


def test_the_view_after_a_play_holds_the_next_deal_and_has_seen_it() -> None:
    view = _view_at(Variant.PINEAPPLE, 1)
    play = next(iter(legal_decisions(view)))
    dealt = view.unseen_cards()[:3]
    after = view_after(view, play, dealt, Street(3, 2))
    assert after.held == tuple(dealt)
    assert len(after.board.cards()) == len(view.board.cards()) + 2
    assert set(play.discards) <= set(after.discards)
    assert after.streets_left == view.streets_left - 1
    assert set(after.unseen_cards()) == set(view.unseen_cards()) - set(dealt)


def _worth_from_the_next_view(view: PlayerView, first: Decision, dealt: list[Card], seed: int,
                              street: Street) -> float:
    """The same measurement made the long way: from the next street's own view."""
    after = view_after(view, first, dealt, street)
    candidates = list(legal_decisions(after))
    simulator = Simulator(after, SETTINGS.fantasyland_weight, random.Random(seed),
                          SETTINGS.clairvoyance, SETTINGS.foul_aversion)
    draws = draws_needed(after, candidates)
    own, opponents = simulator.sample(SETTINGS.choice_samples, draws)
    best = candidates[int(np.argmax(simulator.score_all(candidates, own, opponents)
                                    .mean(axis=1)))]
    own, opponents = simulator.sample(SETTINGS.value_samples, draws)
    return float(simulator.score_all([best], own, opponents).mean())


@pytest.mark.parametrize(("variant", "street"), [
    (Variant.PINEAPPLE, 0), (Variant.PINEAPPLE, 3), (Variant.CLASSIC, 6), (Variant.TURBO, 1),
])
def test_both_streets_scored_together_equal_the_next_street_scored_alone(
        variant: Variant, street: int) -> None:
    view = _view_at(variant, street)
    plays = list(legal_decisions(view))[:3]
    following = next_street(view, plays[0])
    assert following is not None
    dealt = random.Random(9).sample(view.unseen_cards(), following.dealt)
    worths = deal_worths(view, plays, dealt, following, 77, SETTINGS)
    for play, worth in zip(plays, worths, strict=True):
        alone = _worth_from_the_next_view(view, play, dealt, 77, following)
        assert worth == pytest.approx(alone)


def test_finalists_share_their_deals_and_a_time_budget_stops_early() -> None:
    view = _view_at(Variant.PINEAPPLE, 1)
    plays = list(legal_decisions(view))[:2]
    full = lookahead_values(view, plays, Clock(Budget()), random.Random(5), SETTINGS)
    assert full is not None and len(full) == 2
    quick = Clock(Budget(seconds=0.0))
    cut = lookahead_values(view, plays, quick, random.Random(5), SETTINGS)
    assert cut is not None
    assert quick.simulations == len(plays) * (SETTINGS.choice_samples + SETTINGS.value_samples)
    last = _view_at(Variant.PINEAPPLE, 4)
    assert lookahead_values(last, list(legal_decisions(last))[:2], Clock(Budget()),
                            random.Random(5), SETTINGS) is None


def test_expert_ranks_its_finalists_by_the_next_street() -> None:
    view = _view_at(Variant.PINEAPPLE, 1, seed=13)
    hard_bot, expert_bot = make_bot("hard"), make_bot("expert")
    hard = hard_bot.choose(view, hard_bot.default_budget, random.Random(2))
    expert = expert_bot.choose(view, expert_bot.default_budget, random.Random(2))
    # Same first stage on the same futures; Expert looks again at Hard's best four and
    # puts them first, ranked by the lookahead, the rest as Hard ranked them.
    finalists = {a.decision for a in hard.alternatives[:4]}
    assert {a.decision for a in expert.alternatives[:4]} == finalists
    assert expert.alternatives[4:] == hard.alternatives[4:]
    values = [a.value for a in expert.alternatives[:4]]
    assert values == sorted(values, reverse=True)
    assert expert.decision == expert.alternatives[0].decision
