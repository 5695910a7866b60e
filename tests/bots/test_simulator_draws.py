"""What a sampled future deals: the core's street schedule, Pineapple's discards, and
only cards this seat has not seen (jokers included)."""

from __future__ import annotations

import random

import numpy as np
import pytest

from ofc_desktop.bots.draws import draws_for, keep_best
from ofc_desktop.bots.montecarlo import Simulator, draws_needed
from ofc_desktop.core.cards import SUIT_SHIFT
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


def test_a_future_deals_only_unseen_cards_and_jokers_stand_for_unseen_naturals() -> None:
    rules = RuleSet(variant=Variant.PINEAPPLE, jokers_per_deck=2)
    hand = Hand(rules, ["a", "b"], seed=5)
    hand.start()
    view = view_for(hand, hand.acting_seats()[0])
    simulator = Simulator(view, 1.0, random.Random(2))
    candidates = list(legal_decisions(view))[:4]
    own, _ = simulator.sample(300, draws_needed(view, candidates))
    unseen = {card.code for card in view.unseen_cards() if not card.is_joker}
    assert set(np.unique(own).tolist()) <= unseen
    assert own.shape[1] == 3 * 4  # the four later streets of three cards
    assert (own >> SUIT_SHIFT).min() > 0  # every code is a real card
