"""Bot seats: legal decisions, the same answer for the same view, a level and persona of
their own, and prompt cancellation."""

from __future__ import annotations

import random
import threading
import time

import pytest

from ofc_desktop.bots import fantasyland_pool
from ofc_desktop.bots.levels import LEVELS, make_bot
from ofc_desktop.bots.protocol import Budget, Cancelled
from ofc_desktop.bots.seats import BotSeat, bot_seats
from ofc_desktop.core.autoplay import random_decision
from ofc_desktop.core.decision import Decision, apply_decision, legal_decisions
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.core.seats import HumanSeat, Seat, SeatKind, play_hand, seats_to_ask
from ofc_desktop.core.view import PlayerView, view_for


def views_of_a_hand(rules: RuleSet, players: int = 2, seed: int = 0) -> list[PlayerView]:
    """Every view asked for a decision while a hand is played at random."""
    hand = Hand(rules, [f"p{i}" for i in range(players)], seed=seed)
    hand.start()
    rng = random.Random(seed)
    views = []
    while not hand.is_over:
        seat = hand.acting_seats()[0]
        view = view_for(hand, seat)
        views.append(view)
        apply_decision(hand, seat, random_decision(view, rng))
    return views


def test_a_bot_seat_has_a_level_a_persona_and_a_budget() -> None:
    seat = BotSeat("Marlowe")
    assert seat.kind is SeatKind.BOT
    assert (seat.level, seat.persona) == ("medium", "Marlowe")
    assert seat.thinking_budget == make_bot("medium").default_budget
    assert BotSeat("x", "hard").thinking_budget == Budget(simulations=160)
    assert BotSeat("x", "hard", Budget(seconds=0.5)).thinking_budget == Budget(seconds=0.5)
    personas = {level: BotSeat("x", level).persona for level in LEVELS}
    assert personas == {
        "beginner": "Pip",
        "easy": "Sunny",
        "medium": "Marlowe",
        "hard": "Vera",
        "expert": "Ingrid",
    }
    seat.level = "hard"  # a new level brings its own bot
    assert seat.persona == "Vera" and seat.thinking_budget == Budget(simulations=160)
    with pytest.raises(ValueError, match="no bot level 'wizard'"):
        BotSeat("x", "wizard")


def test_bot_seats_are_named_after_their_personas() -> None:
    seats = bot_seats(["hard", "easy", "hard", "hard"])
    assert [s.name for s in seats] == ["Vera", "Sunny", "Vera 2", "Vera 3"]
    assert [s.level for s in seats] == ["hard", "easy", "hard", "hard"]
    assert all(s.kind is SeatKind.BOT and s.seed is None for s in seats)
    assert [s.seed for s in bot_seats(["easy"], seed=4)] == [4]


@pytest.mark.parametrize("level", ["beginner", "easy", "medium"])
@pytest.mark.parametrize(
    "variant, players",
    [
        (Variant.CLASSIC, 3),
        (Variant.PINEAPPLE, 2),
        (Variant.TURBO, 3),
        (Variant.CHINESE, 2),
    ],
)
def test_bot_seat_decisions_are_legal(level: str, variant: Variant, players: int) -> None:
    rules = RuleSet(variant=variant, jokers_per_deck=1)
    hand = Hand(rules, [f"p{i}" for i in range(players)], seed=6)
    hand.start()
    seats = [BotSeat(name, level) for name in hand.players]
    assert seats_to_ask(hand, seats) == hand.acting_seats()
    whole_boards = 0

    def check(seat: int, view: PlayerView, decision: Decision, _seconds: float) -> None:
        nonlocal whole_boards
        if not view.board.cards() and len(view.held) >= 13:
            whole_boards += 1  # set at once: too many ways to list, the engine checks it
        else:
            assert decision in set(legal_decisions(view))

    play_hand(hand, seats, on_decision=check)  # apply_decision refuses anything illegal
    assert hand.settlement is not None
    assert whole_boards == (players if variant is Variant.CHINESE else 0)


@pytest.mark.parametrize("level", ["beginner", "easy", "medium"])
def test_the_same_view_gets_the_same_decision(level: str) -> None:
    for view in views_of_a_hand(RuleSet(variant=Variant.PINEAPPLE), seed=3):
        first = BotSeat("a", level)
        assert first.decide(view) == first.decide(view) == BotSeat("b", level).decide(view)
        assert first.choose(view) == first.choose(view)
        # As the table seeds it: by hand number, seat and street.
        rng = random.Random(view.hand_number * 7919 + view.seat * 104729 + view.street)
        bot = make_bot(level)
        assert first.decide(view) == bot.choose(view, bot.default_budget, rng).decision


def test_a_seed_is_mixed_in_and_repeats() -> None:
    views = views_of_a_hand(RuleSet(), players=3, seed=1)
    unseeded = [BotSeat("a", "beginner").decide(view) for view in views]
    seeded = [BotSeat("a", "beginner", seed=17).decide(view) for view in views]
    assert seeded == [BotSeat("b", "beginner", seed=17).decide(view) for view in views]
    assert seeded != unseeded
    assert seeded != [BotSeat("a", "beginner", seed=18).decide(view) for view in views]


def test_levels_decide_differently() -> None:
    views = views_of_a_hand(RuleSet(variant=Variant.PINEAPPLE), seed=0)
    by_level = {
        level: tuple(BotSeat("a", level).decide(view) for view in views)
        for level in ("beginner", "easy", "medium")
    }
    assert len(set(by_level.values())) == 3  # three levels, three ways to play the hand
    view = views[0]
    assert BotSeat("a", "beginner").choose(view).alternatives == ()
    ranked = BotSeat("a", "easy").choose(view).alternatives
    assert len(ranked) > 1 and ranked == tuple(sorted(ranked, key=lambda a: -a.value))


def test_bots_and_humans_share_a_table() -> None:
    hand = Hand(RuleSet(variant=Variant.CHINESE), ["Ann", "Pip", "Sunny"], seed=2)
    hand.start()
    seats: list[Seat] = [HumanSeat("Ann"), *bot_seats(["beginner", "easy"])]
    assert seats_to_ask(hand, seats) == [1, 2]
    for seat in seats_to_ask(hand, seats):
        apply_decision(hand, seat, seats[seat].decide(view_for(hand, seat)))
    assert hand.acting_seats() == [0] and seats_to_ask(hand, seats) == []


@pytest.mark.parametrize("level", LEVELS)
def test_a_cancelled_request_raises_at_once(level: str) -> None:
    view = views_of_a_hand(RuleSet(), seed=2)[0]
    cancel = threading.Event()
    cancel.set()
    asked = time.perf_counter()
    with pytest.raises(Cancelled):
        # A budget that would take the simulating levels many seconds, were it spent.
        BotSeat("a", level, Budget(simulations=100_000)).decide(view, cancel)
    assert time.perf_counter() - asked < 1.0  # generous: a loaded machine


def test_cancel_stops_a_long_decision_quickly() -> None:
    hand = Hand(RuleSet(), ["a", "b", "c"], seed=5)
    hand.start()
    seats = [BotSeat(name, "hard", Budget(simulations=100_000)) for name in hand.players]
    # What a table works out once, ahead of its first decision (the Fantasyland prices,
    # the rollout tables), is not what a cancel cuts short: done here first, as there.
    fantasyland_pool.prepare(hand.rules)
    cancel = threading.Event()
    outcome: list[object] = []

    def work() -> None:
        try:
            play_hand(hand, seats, cancel=cancel)
            outcome.append("finished")
        except Cancelled:
            outcome.append("cancelled")

    worker = threading.Thread(target=work)
    worker.start()
    time.sleep(0.05)
    cancel.set()
    asked = time.perf_counter()
    worker.join(timeout=2)
    assert not worker.is_alive()
    assert outcome == ["cancelled"]
    assert time.perf_counter() - asked <= 1.0  # generous: the hand alone takes minutes
    assert not hand.is_over and hand.seats[1].street == 0  # nothing half-played
