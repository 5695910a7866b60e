"""What a sampled future deals: the core's street schedule, Pineapple's discards, and
only cards this seat has not seen (jokers included)."""

from __future__ import annotations

import random

import numpy as np
import pytest

from ofc_desktop.bots.draws import draws_for, keep_best
from ofc_desktop.bots.montecarlo import Simulator, draws_needed
from ofc_desktop.bots.wild import JOKER_CODE, simulated_code
from ofc_desktop.core.decision import legal_decisions
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.core.streets import schedule
from ofc_desktop.core.view import view_for


@pytest.mark.parametrize("variant", [Variant.CLASSIC, Variant.PINEAPPLE, Variant.TURBO])
def test_draws_follow_the_schedule(variant: Variant) -> None:
    rules = RuleSet(variant=variant)
    streets = schedule(rules)
    placed = 0
    for index, street in enumerate(streets):
        draws = draws_for(13 - placed, rules)
        assert draws.streets == streets[index:]
        assert draws.kept == 13 - placed
        placed += street.placed
    assert draws_for(0, rules).dealt == 0


def test_pineapple_throws_away_the_lowest_card_of_each_later_street() -> None:
    rules = RuleSet(variant=Variant.PINEAPPLE)
    draws = draws_for(4, rules)  # two streets of three cards, two placed each
    ranks = np.array([[5, 9, 2, 14, 3, 8]])
    kept = keep_best(ranks, draws)
    assert kept.tolist() == [[5, 9, 8, 14]]


def test_a_future_deals_only_unseen_cards_and_jokers_come_as_jokers() -> None:
    rules = RuleSet(variant=Variant.PINEAPPLE, jokers_per_deck=2)
    hand = Hand(rules, ["a", "b"], seed=5)
    hand.start()
    view = view_for(hand, hand.acting_seats()[0])
    simulator = Simulator(view, 1.0, random.Random(2))
    candidates = list(legal_decisions(view))[:4]
    own, _ = simulator.sample(300, draws_needed(view, candidates))
    unseen = [simulated_code(card) for card in view.unseen_cards()]
    assert set(np.unique(own).tolist()) <= set(unseen)
    assert own.shape[1] == 3 * 4  # the four later streets of three cards
    # Every future deals each unseen card at most as often as the shoe holds it (a
    # joker still to come is a joker, wild, never a natural card standing in).
    for future in own:
        for code in set(future.tolist()):
            assert future.tolist().count(code) <= unseen.count(code)
    jokers_dealt = (own == JOKER_CODE).sum(axis=1)
    assert jokers_dealt.max() >= 1
    # Twelve of 41 unseen cards, two of them jokers: about 0.59 jokers a future.
    assert abs(jokers_dealt.mean() - 12 * unseen.count(JOKER_CODE) / len(unseen)) < 0.1
