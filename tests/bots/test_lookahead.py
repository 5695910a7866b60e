"""Expert's street of lookahead: the next street's view, its deals, and the worth of a
finalist measured on the board as it is now agreeing with the worth measured from the
next street's own view."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import numpy as np
import pytest

from ofc_desktop.bots import lookahead
from ofc_desktop.bots.levels import MonteCarloBot, make_bot
from ofc_desktop.bots.lookahead import (
    Lookahead,
    deal_worths,
    lookahead_values,
    next_street,
    streets_ahead,
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

SETTINGS = Lookahead(
    deals=6,
    choice_samples=24,
    value_samples=16,
    fantasyland_weight=1.8,
    clairvoyance=0.0,
    foul_aversion=6.0,
)


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


def _worth_from_the_next_views(
    view: PlayerView, first: Decision, deals: list[tuple[Street, list[Card]]], seed: int
) -> float:
    """The same measurement made the long way: street by street, each from its own
    view."""
    rng = random.Random(seed)
    play = first
    for street, dealt in deals:
        view = view_after(view, play, dealt, street)
        candidates = list(legal_decisions(view))
        simulator = Simulator(
            view, SETTINGS.fantasyland_weight, rng, SETTINGS.clairvoyance, SETTINGS.foul_aversion
        )
        draws = draws_needed(view, candidates)
        own, opponents = simulator.sample(SETTINGS.choice_samples, draws)
        play = candidates[
            int(np.argmax(simulator.score_all(candidates, own, opponents).mean(axis=1)))
        ]
    own, opponents = simulator.sample(SETTINGS.value_samples, draws)
    return float(simulator.score_all([play], own, opponents).mean())


@pytest.mark.parametrize(
    ("variant", "street"),
    [
        (Variant.PINEAPPLE, 0),
        (Variant.PINEAPPLE, 3),
        (Variant.CLASSIC, 6),
        (Variant.TURBO, 1),
    ],
)
def test_both_streets_scored_together_equal_the_next_street_scored_alone(
    variant: Variant, street: int
) -> None:
    view = _view_at(variant, street)
    plays = list(legal_decisions(view))[:3]
    following = next_street(view, plays[0])
    assert following is not None
    dealt = random.Random(9).sample(view.unseen_cards(), following.dealt)
    worths = deal_worths(view, plays, [(following, dealt)], 77, SETTINGS)
    for play, worth in zip(plays, worths, strict=True):
        alone = _worth_from_the_next_views(view, play, [(following, dealt)], 77)
        assert worth == pytest.approx(alone)


def test_classic_looks_several_single_card_streets_ahead() -> None:
    deep = replace(SETTINGS, single_card_streets=3)
    view = _view_at(Variant.CLASSIC, 2)
    play = next(iter(legal_decisions(view)))
    assert streets_ahead(view, play, deep) == (Street(1, 1),) * 3
    assert streets_ahead(view, play, SETTINGS) == (Street(1, 1),)
    near_the_end = _view_at(Variant.CLASSIC, 7)
    assert streets_ahead(near_the_end, next(iter(legal_decisions(near_the_end))), deep) == (
        Street(1, 1),
    )
    pineapple = _view_at(Variant.PINEAPPLE, 1)
    assert streets_ahead(pineapple, next(iter(legal_decisions(pineapple))), deep) == (Street(3, 2),)


@pytest.mark.parametrize("street", [0, 4])
def test_single_card_streets_played_together_equal_them_played_in_turn(street: int) -> None:
    view = _view_at(Variant.CLASSIC, street, seed=8)
    plays = list(legal_decisions(view))[:3]
    cards = random.Random(3).sample(view.unseen_cards(), 3)
    deals = [(Street(1, 1), [card]) for card in cards]
    worths = deal_worths(view, plays, deals, 41, SETTINGS)
    for play, worth in zip(plays, worths, strict=True):
        assert worth == pytest.approx(_worth_from_the_next_views(view, play, deals, 41))


def test_each_street_is_chosen_without_seeing_the_next(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[tuple[Card, ...]] = []

    class Watched(Simulator):
        def __init__(self, view: PlayerView, *args: object) -> None:
            seen.append(view.held)
            super().__init__(view, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(lookahead, "Simulator", Watched)
    view = _view_at(Variant.CLASSIC, 2, seed=8)
    cards = random.Random(3).sample(view.unseen_cards(), 3)
    deal_worths(
        view, list(legal_decisions(view)), [(Street(1, 1), [c]) for c in cards], 41, SETTINGS
    )
    assert seen == [(*view.held, *cards[:1]), (*view.held, *cards[:2]), (*view.held, *cards)]


def test_a_deeper_look_counts_every_street_it_chooses_on() -> None:
    deep = replace(SETTINGS, single_card_streets=2)
    view = _view_at(Variant.CLASSIC, 3)
    plays = list(legal_decisions(view))
    quick = Clock(Budget(seconds=0.0))
    assert lookahead_values(view, plays, quick, random.Random(5), deep) is not None
    assert quick.simulations == len(plays) * (2 * deep.choice_samples + deep.value_samples)


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
    assert (
        lookahead_values(
            last, list(legal_decisions(last))[:2], Clock(Budget()), random.Random(5), SETTINGS
        )
        is None
    )


def test_expert_ranks_its_finalists_by_the_next_street() -> None:
    view = _view_at(Variant.PINEAPPLE, 1, seed=13)
    # The yardstick measures every play on every future, as Hard does.
    hard_bot, expert_bot = make_bot("hard"), make_bot("expert-2026-12")
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


def test_the_racing_expert_keeps_hards_finalists_and_drops_only_clearly_worse_plays() -> None:
    view = _view_at(Variant.PINEAPPLE, 1, seed=13)
    hard_bot, expert_bot = make_bot("hard"), make_bot("expert")
    hard = hard_bot.choose(view, hard_bot.default_budget, random.Random(2))
    expert = expert_bot.choose(view, expert_bot.default_budget, random.Random(2))
    assert {a.decision for a in expert.alternatives[:4]} == {
        a.decision for a in hard.alternatives[:4]
    }
    # The plays dropped early keep the mean of fewer futures, so their values differ
    # from Hard's, but every one of them is behind Hard's fourth best.
    fourth = hard.alternatives[3].value
    hard_value = {a.decision: a.value for a in hard.alternatives}
    assert all(hard_value[a.decision] <= fourth for a in expert.alternatives[4:])
    assert {a.decision for a in expert.alternatives} == set(hard_value)


def test_a_clear_lead_ends_the_lookahead_early() -> None:
    view = _view_at(Variant.PINEAPPLE, 1, seed=13)
    # Hard's best play against its two worst: the lead is clear after the first deals.
    ranked = make_bot("hard").choose(view, Budget(simulations=160), random.Random(1))
    finalists = [ranked.alternatives[0].decision] + [a.decision for a in ranked.alternatives[-2:]]
    racing = replace(SETTINGS, deals=64, race=True)
    full = replace(SETTINGS, deals=64, race=False)
    raced_clock, full_clock = Clock(Budget()), Clock(Budget())
    raced = lookahead_values(view, finalists, raced_clock, random.Random(3), racing)
    whole = lookahead_values(view, finalists, full_clock, random.Random(3), full)
    assert raced is not None and whole is not None
    assert raced_clock.simulations < full_clock.simulations
    assert int(np.argmax(raced)) == int(np.argmax(whole)) == 0


@pytest.mark.parametrize(
    ("variant", "street", "streets"),
    [
        (Variant.CLASSIC, 1, 3),
        (Variant.PINEAPPLE, 1, 1),
    ],
)
def test_deals_played_out_together_equal_each_deal_alone(
    variant: Variant, street: int, streets: int
) -> None:
    view = _view_at(variant, street, seed=6)
    plays = list(legal_decisions(view))[:3]
    deep = replace(SETTINGS, single_card_streets=streets)
    chain = streets_ahead(view, plays[0], deep)
    rng = random.Random(12)
    chains = []
    for _ in range(4):
        cards = rng.sample(view.unseen_cards(), sum(s.dealt for s in chain))
        deals, start = [], 0
        for following in chain:
            deals.append((following, cards[start : start + following.dealt]))
            start += following.dealt
        chains.append(deals)
    seeds = [101, 202, 303, 404]
    together = lookahead.chains_worths(view, plays, chains, seeds, deep)
    assert together.shape == (4, 3)
    for row, deals, seed in zip(together, chains, seeds, strict=True):
        assert list(row) == pytest.approx(deal_worths(view, plays, deals, seed, deep))


def test_single_card_chains_take_their_own_number_of_deals() -> None:
    settings = replace(SETTINGS, deals=2, single_card_deals=5, single_card_streets=2)
    classic = _view_at(Variant.CLASSIC, 3)
    plays = list(legal_decisions(classic))[:2]
    clock = Clock(Budget())
    assert lookahead_values(classic, plays, clock, random.Random(5), settings) is not None
    assert clock.simulations == 5 * len(plays) * (
        2 * settings.choice_samples + settings.value_samples
    )
    pineapple = _view_at(Variant.PINEAPPLE, 1)
    clock = Clock(Budget())
    assert (
        lookahead_values(
            pineapple,
            plays := list(legal_decisions(pineapple))[:2],
            clock,
            random.Random(5),
            settings,
        )
        is not None
    )
    assert clock.simulations == 2 * len(plays) * (settings.choice_samples + settings.value_samples)


def test_later_streets_take_their_own_number_of_deals() -> None:
    settings = replace(SETTINGS, deals=2, later_deals=5)
    per_deal = settings.choice_samples + settings.value_samples
    for street, deals in ((0, 2), (1, 5), (2, 5)):
        view = _view_at(Variant.PINEAPPLE, street)
        plays = list(legal_decisions(view))[:2]
        clock = Clock(Budget())
        assert lookahead_values(view, plays, clock, random.Random(5), settings) is not None
        assert clock.simulations == deals * len(plays) * per_deal, street
    # Classic's later streets deal one card: their own count rules there.
    classic = _view_at(Variant.CLASSIC, 3)
    plays = list(legal_decisions(classic))[:2]
    clock = Clock(Budget())
    single = replace(settings, single_card_deals=3, single_card_streets=1)
    assert lookahead_values(classic, plays, clock, random.Random(5), single) is not None
    assert clock.simulations == 3 * len(plays) * per_deal


def test_expert_looks_harder_at_later_streets_than_its_yardstick() -> None:
    expert, yardstick = make_bot("expert"), make_bot("expert-2026-12")
    assert isinstance(expert, MonteCarloBot) and isinstance(yardstick, MonteCarloBot)
    assert expert.lookahead is not None and yardstick.lookahead is not None
    assert expert.lookahead.later_deals > expert.lookahead.deals
    assert yardstick.lookahead.later_deals == 0  # frozen as measured


def test_expert_judges_both_stages_with_its_own_share_of_seen_futures(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Both stages of Expert's decision (the first estimate and the lookahead) use its
    own share of futures seen at once in every variant; the December yardstick keeps
    its own."""
    from ofc_desktop.bots import levels, montecarlo

    seen: list[tuple[str, float]] = []
    evaluate, values = montecarlo.evaluate_candidates, lookahead.lookahead_values

    def first(*args: Any, **kwargs: Any) -> Any:
        seen.append(("first", kwargs["clairvoyance"]))
        return evaluate(*args, **kwargs)

    def ahead(*args: Any) -> Any:
        seen.append(("ahead", args[-1].clairvoyance))
        return values(*args)

    monkeypatch.setattr(montecarlo, "evaluate_candidates", first)
    monkeypatch.setattr(lookahead, "lookahead_values", ahead)
    budget = Budget(simulations=16)
    for level, variant, share in (
        ("expert", Variant.CLASSIC, levels.EXPERT_CLAIRVOYANCE),
        ("expert", Variant.PINEAPPLE, levels.EXPERT_CLAIRVOYANCE),
        ("expert-2026-12", Variant.CLASSIC, 0.4),
    ):
        seen.clear()
        bot = make_bot(level)
        assert isinstance(bot, MonteCarloBot)
        bot.choose(_view_at(variant, 1), budget, random.Random(3))
        assert seen == [("first", share), ("ahead", share)], (level, variant)
    assert levels.EXPERT_CLAIRVOYANCE != 0.4
