"""Every bot level: legal decisions in every variant, only its own view, prompt
cancellation, deterministic for a seed and a simulation budget, ordered in strength."""

from __future__ import annotations

import random
import threading
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ofc_desktop.bots.levels import LEVELS, make_bot
from ofc_desktop.bots.protocol import Budget, Cancelled
from ofc_desktop.bots.seats import BotSeat
from ofc_desktop.bots.simulate import play_deal
from ofc_desktop.core.actions import perform
from ofc_desktop.core.decision import apply_decision
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.rules import FantasylandCards, RuleSet, Variant
from ofc_desktop.core.seats import RandomSeat, play_hand, seats_to_ask
from ofc_desktop.core.view import view_for

QUICK = Budget(simulations=8)


def _rules(variant: str, decks: int, jokers: int) -> RuleSet:
    return RuleSet(variant=Variant(variant), decks=decks, jokers_per_deck=jokers)


def _advance(hand: Hand, steps: int, rng: random.Random) -> None:
    seats = [RandomSeat(name, rng) for name in hand.players]
    for _ in range(steps):
        if hand.is_over:
            return
        seat = rng.choice(seats_to_ask(hand, seats))
        apply_decision(hand, seat, seats[seat].decide(view_for(hand, seat)))


@settings(max_examples=40)
@given(
    variant=st.sampled_from(["classic", "pineapple", "turbo", "chinese"]),
    decks=st.sampled_from([1, 2]),
    jokers=st.sampled_from([0, 1, 2]),
    players=st.integers(2, 6),
    steps=st.integers(0, 30),
    level=st.sampled_from(LEVELS),
    seed=st.integers(0, 10_000),
)
def test_every_level_plays_legally(
    variant: str, decks: int, jokers: int, players: int, steps: int, level: str, seed: int
) -> None:
    rules = _rules(variant, decks, jokers)
    if players > rules.max_players:
        players = rules.max_players
    rng = random.Random(seed)
    hand = Hand(rules, [f"p{i}" for i in range(players)], seed=seed)
    hand.start()
    _advance(hand, steps, rng)
    seats = [BotSeat(name, level, QUICK, seed=seed) for name in hand.players]
    play_hand(hand, seats)  # apply_decision raises on anything illegal
    assert hand.settlement is not None


@pytest.mark.parametrize("level", LEVELS)
def test_fantasyland_sets_are_legal(level: str) -> None:
    rules = RuleSet(variant=Variant.PINEAPPLE, fantasyland_cards=FantasylandCards.PROGRESSIVE)
    hand = Hand(rules, ["a", "b"], seed=3, fantasyland={0: 17})
    hand.start()
    decision = make_bot(level).choose(view_for(hand, 0), QUICK, random.Random(1))
    apply_decision(hand, 0, decision.decision)
    assert len(hand.board(0).cards()) == 13 and not hand.seats[0].held()


@pytest.mark.parametrize("level", ["medium", "hard", "expert"])
def test_same_seed_and_budget_same_decision(level: str) -> None:
    hand = Hand(RuleSet(variant=Variant.PINEAPPLE), ["a", "b", "c"], seed=11)
    hand.start()
    _advance(hand, 4, random.Random(2))
    seat = hand.acting_seats()[0]
    bot = make_bot(level)
    first = bot.choose(view_for(hand, seat), QUICK, random.Random(5))
    second = bot.choose(view_for(hand, seat), QUICK, random.Random(5))
    assert first == second


@pytest.mark.parametrize("level", LEVELS)
def test_decisions_do_not_depend_on_hidden_cards(level: str) -> None:
    hand = Hand(RuleSet(), ["a", "b"], seed=21)
    hand.start()
    _advance(hand, 3, random.Random(4))
    seat = hand.acting_seats()[0]
    view = view_for(hand, seat)
    before = make_bot(level).choose(view, QUICK, random.Random(9))
    stub = hand.undealt_cards()
    random.Random(0).shuffle(stub)
    # The same hand so far dealt from a deck with a different future.
    other = Hand(RuleSet(), ["a", "b"], deck=hand.all_dealt_cards() + stub)
    other.start()
    for action in hand.actions:
        perform(other, action)
    assert other.undealt_cards() == stub != hand.undealt_cards()
    again = view_for(other, seat)
    assert again == view
    assert make_bot(level).choose(again, QUICK, random.Random(9)) == before


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_cancel_stops_a_decision_long_before_its_budget(level: str) -> None:
    hand = Hand(RuleSet(), ["a", "b", "c", "d"], seed=5)
    hand.start()
    seat = hand.acting_seats()[0]
    view = view_for(hand, seat)
    cancel = threading.Event()
    outcome: list[object] = []

    def work() -> None:
        try:
            outcome.append(
                make_bot(level).choose(view, Budget(simulations=100_000), random.Random(1), cancel)
            )
        except Cancelled:
            outcome.append("cancelled")

    worker = threading.Thread(target=work)
    worker.start()
    time.sleep(0.05)
    cancel.set()
    # 100,000 simulations take minutes; a cancelled decision ends well inside this wait
    # (how quickly is measured by tests/bench/bench_bots.py, not asserted here).
    worker.join(timeout=30)
    assert not worker.is_alive()
    assert outcome == ["cancelled"]


def test_alternatives_are_ranked_and_include_the_choice() -> None:
    hand = Hand(RuleSet(), ["a", "b"], seed=8)
    hand.start()
    seat = hand.acting_seats()[0]
    result = make_bot("hard").choose(view_for(hand, seat), QUICK, random.Random(3))
    values = [alternative.value for alternative in result.alternatives]
    assert values == sorted(values, reverse=True)
    assert result.alternatives[0].decision == result.decision


def test_medium_beats_beginner_over_seeded_duplicate_deals() -> None:
    data = RuleSet().to_dict()
    margins = [play_deal(data, ["medium", "beginner"], seed, duplicate=True) for seed in range(8)]
    medium = sum(d.points[0] for d in margins)
    assert medium > 0
    assert sum(d.fouls[1] for d in margins) > sum(d.fouls[0] for d in margins)
