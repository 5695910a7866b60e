"""The race that spends a decision's futures on the plays still in contention, and the
timed budget that ends a decision within its time."""

from __future__ import annotations

import random
import time

import numpy as np

from ofc_desktop.bots.levels import make_bot
from ofc_desktop.bots.montecarlo import Simulator, draws_needed
from ofc_desktop.bots.protocol import Budget, Clock
from ofc_desktop.bots.racing import CHUNK, measure
from ofc_desktop.bots.thinking import SECONDS, THINKING_TIMES, Race, table_budget, time_scale
from ofc_desktop.core.decision import apply_decision, legal_decisions
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.core.view import PlayerView, view_for


def _view(rules: RuleSet, players: int, street: int, seed: int = 13) -> PlayerView:
    hand = Hand(rules, [f"p{i}" for i in range(players)], seed=seed)
    hand.start()
    rng = random.Random(seed)
    while True:
        seat = hand.acting_seats()[0]
        view = view_for(hand, seat)
        if seat == 0 and view.street == street:
            return view
        apply_decision(hand, seat, rng.choice(list(legal_decisions(view))))


def _simulator(view: PlayerView, seed: int = 5) -> Simulator:
    return Simulator(view, 1.8, random.Random(seed), 0.4, 6.0)


def test_without_a_race_every_play_gets_every_future() -> None:
    view = _view(RuleSet(variant=Variant.PINEAPPLE), 2, 1)
    plays = list(legal_decisions(view))
    draws = draws_needed(view, plays)
    measured = measure(_simulator(view), plays, 2 * CHUNK, draws, Clock(Budget()))
    # The same futures dealt by hand: the same means.
    simulator = _simulator(view)
    points = np.concatenate(
        [simulator.score_all(plays, *simulator.sample(CHUNK, draws)) for _ in range(2)], axis=1
    )
    assert np.allclose(measured.means, points.mean(axis=1))
    assert measured.futures == [2 * CHUNK] * len(plays)
    assert all(measured.alive)


def test_a_race_drops_only_plays_clearly_behind_and_keeps_the_leaders() -> None:
    view = _view(RuleSet(variant=Variant.PINEAPPLE), 2, 0)  # the first five cards
    plays = list(legal_decisions(view))
    draws = draws_needed(view, plays)
    full = measure(_simulator(view), plays, 160, draws, Clock(Budget()))
    clock = Clock(Budget())
    raced = measure(_simulator(view), plays, 160, draws, clock, Race(keep=4))
    dropped = [i for i, alive in enumerate(raced.alive) if not alive]
    assert len(dropped) > len(plays) // 2  # most first-street plays are clearly worse
    assert clock.simulations < 160 * len(plays) // 2
    # The survivors met every future, the same futures as without the race.
    survivors = [i for i, alive in enumerate(raced.alive) if alive]
    assert len(survivors) >= 4
    assert all(raced.futures[i] == 160 for i in survivors)
    assert np.allclose([raced.means[i] for i in survivors], [full.means[i] for i in survivors])
    # No play the full measurement ranks among its best four was dropped.
    best_four = sorted(range(len(plays)), key=lambda i: full.means[i], reverse=True)[:4]
    assert not set(best_four) & set(dropped)
    assert raced.ranking()[: len(survivors)] == sorted(
        survivors, key=lambda i: raced.means[i], reverse=True
    )


def test_a_counted_race_is_the_same_every_time() -> None:
    view = _view(RuleSet(variant=Variant.CLASSIC), 3, 0)
    plays = list(legal_decisions(view))
    draws = draws_needed(view, plays)
    first = measure(_simulator(view), plays, 128, draws, Clock(Budget()), Race(keep=2))
    second = measure(_simulator(view), plays, 128, draws, Clock(Budget()), Race(keep=2))
    assert first == second


def test_a_timed_measurement_ends_near_its_time() -> None:
    view = _view(RuleSet(variant=Variant.PINEAPPLE, decks=2, jokers_per_deck=1), 6, 0)
    plays = list(legal_decisions(view))
    draws = draws_needed(view, plays)
    _simulator(view)  # the rules' Fantasyland prices, worked out once ahead at a table
    clock = Clock(Budget(seconds=0.3))
    measured = measure(_simulator(view), plays, 100_000, draws, clock, Race(keep=4))
    assert 0 < max(measured.futures) < 100_000
    # Chunks are sized to the time left; the margin only absorbs a loaded machine.
    assert clock.elapsed() < 0.3 * 4 + 1.0


def test_an_expert_decision_at_a_crowded_table_keeps_to_its_budget() -> None:
    rules = RuleSet(variant=Variant.PINEAPPLE, decks=2, jokers_per_deck=1)
    view = _view(rules, 6, 1)
    expert = make_bot("expert")
    _simulator(view)  # the rules' Fantasyland prices, worked out once ahead at a table
    started = time.perf_counter()
    decision = expert.choose(view, Budget(seconds=0.5), random.Random(1))
    took = time.perf_counter() - started
    assert decision.decision in set(legal_decisions(view))
    assert took < 0.5 * 4 + 1.5  # generous: a loaded machine, one last batch


def test_thinking_time_gives_hard_and_expert_a_timed_budget() -> None:
    assert set(SECONDS) == {"hard", "expert"}
    for level in SECONDS:
        seconds = [SECONDS[level][t] for t in THINKING_TIMES]
        assert seconds == sorted(seconds)
        assert table_budget(level, "normal") == Budget(seconds=SECONDS[level]["normal"])
        assert time_scale(level, SECONDS[level]["normal"]) == 1.0
        assert time_scale(level, SECONDS[level]["very_long"]) > 1.0
    assert table_budget("medium", "long") is None
    assert table_budget("expert", "no such setting") is None
