"""Seats and the one loop that drives them (docs/architecture.md rule 3): human seats answer from
the table, replay seats repeat a recorded hand, and play_hand / play_match finish hands
and matches of every variant."""

from __future__ import annotations

import random
import threading

import pytest

from ofc_desktop.core.actions import Confirm
from ofc_desktop.core.autoplay import random_decision
from ofc_desktop.core.decision import Decision
from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.hand import Hand, IllegalAction
from ofc_desktop.core.match import Match
from ofc_desktop.core.rules import FantasylandCards, MatchLength, RuleSet, Variant
from ofc_desktop.core.seats import (
    HumanSeat,
    RandomSeat,
    ReplaySeat,
    Seat,
    SeatKind,
    play_hand,
    play_match,
    seats_to_ask,
)
from ofc_desktop.core.view import PlayerView, view_for


def random_seats(hand: Hand, seed: int = 0) -> list[Seat]:
    return [
        RandomSeat(name, random.Random(seed * 31 + seat)) for seat, name in enumerate(hand.players)
    ]


Played = list[tuple[int, PlayerView, Decision, float]]


def started(
    rules: RuleSet, players: int, seed: int = 0, fantasyland: dict[int, int] | None = None
) -> Hand:
    hand = Hand(rules, [f"p{i}" for i in range(players)], seed=seed, fantasyland=fantasyland)
    hand.start()
    return hand


VARIANTS = [
    (RuleSet(variant=Variant.CLASSIC), 4),
    (RuleSet(variant=Variant.PINEAPPLE, jokers_per_deck=2), 3),
    (RuleSet(variant=Variant.TURBO), 2),
    (RuleSet(variant=Variant.CHINESE), 4),
    (RuleSet(variant=Variant.CLASSIC, decks=2, jokers_per_deck=1), 6),
]


# ----- the seats ------------------------------------------------------------------------


def test_a_human_seat_refuses_to_decide() -> None:
    hand = started(RuleSet(), 2)
    seat = HumanSeat("p0")
    assert seat.kind is SeatKind.HUMAN
    with pytest.raises(OfcError, match="p0 is a human seat: it answers from the table"):
        seat.decide(view_for(hand, 0))


def test_play_hand_stops_when_a_human_must_act() -> None:
    hand = started(RuleSet(), 2)  # button 0: seat 1 acts first
    seats: list[Seat] = [HumanSeat("p0"), RandomSeat("p1", random.Random(1))]
    assert seats_to_ask(hand, seats) == [1]
    with pytest.raises(OfcError, match="p0 must act"):
        play_hand(hand, seats)
    assert hand.acting_seats() == [0]  # the computer seat played its street first
    assert hand.seats[1].street == 1
    assert seats_to_ask(hand, seats) == []


def test_seats_to_ask_in_acting_order_without_humans() -> None:
    hand = Hand(RuleSet(variant=Variant.CHINESE), ["a", "b", "c", "d"], button=1, seed=2)
    hand.start()  # every seat sets its board at once, left of the button first
    seats = random_seats(hand)
    assert seats_to_ask(hand, seats) == [2, 3, 0, 1]
    seats[3] = HumanSeat("d")
    assert seats_to_ask(hand, seats) == [2, 0, 1]


def test_a_replay_seat_names_a_missing_decision() -> None:
    hand = started(RuleSet(), 2)
    seat = ReplaySeat("p1", {})
    assert seat.kind is SeatKind.REPLAY
    with pytest.raises(OfcError, match="p1 has no recorded decision for hand 1, street 0"):
        seat.decide(view_for(hand, 1))


@pytest.mark.parametrize("rules, players", VARIANTS)
def test_replay_seats_replay_a_recorded_hand(rules: RuleSet, players: int) -> None:
    hand = started(rules, players, seed=5)
    recorded: list[dict[tuple[int, int], Decision]] = [{} for _ in range(players)]

    def record(seat: int, view: PlayerView, decision: Decision, _seconds: float) -> None:
        recorded[seat][view.hand_number, view.street] = decision

    play_hand(hand, random_seats(hand, 5), on_decision=record)
    again = started(rules, players, seed=5)
    play_hand(again, [ReplaySeat(name, recorded[seat]) for seat, name in enumerate(again.players)])
    assert again.settlement == hand.settlement
    assert [again.board(s) for s in range(players)] == [hand.board(s) for s in range(players)]
    assert again.actions == hand.actions


def test_a_wrong_recorded_decision_is_refused() -> None:
    hand = started(RuleSet(), 2)
    other = started(RuleSet(), 2, seed=99)  # another deal: the recorded cards are not held
    wrong = random_decision(view_for(other, 1), random.Random(0))
    with pytest.raises(IllegalAction):
        play_hand(hand, [ReplaySeat("p0", {}), ReplaySeat("p1", {(1, 0): wrong})])


# ----- play_hand ------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [0, 1, 2])
@pytest.mark.parametrize("rules, players", VARIANTS)
def test_play_hand_finishes_every_variant(rules: RuleSet, players: int, seed: int) -> None:
    hand = started(rules, players, seed=seed)
    played: Played = []
    play_hand(hand, random_seats(hand, seed), on_decision=lambda *call: played.append(call))
    assert hand.is_over and hand.settlement is not None
    assert all(hand.board(seat).is_complete for seat in range(players))
    assert all(seconds >= 0 for *_, seconds in played)
    assert all(view.my_turn for _, view, _, _ in played)
    if rules.variant is Variant.CHINESE:  # 13 cards set at once, one decision each
        assert sorted(seat for seat, *_ in played) == list(range(players))
        assert all(len(decision.placements) == 13 for _, _, decision, _ in played)
    else:
        streets = len(played) // players
        assert [seat for seat, *_ in played] == list(hand.order) * streets


def test_play_hand_finishes_a_fantasyland_hand() -> None:
    rules = RuleSet(variant=Variant.PINEAPPLE, fantasyland_cards=FantasylandCards.PROGRESSIVE)
    hand = started(rules, 3, seed=4, fantasyland={1: 15})
    played: Played = []
    play_hand(hand, random_seats(hand), on_decision=lambda *call: played.append(call))
    assert hand.is_over
    fantasyland = [(view, decision) for seat, view, decision, _ in played if seat == 1]
    assert len(fantasyland) == 1  # the whole board at once
    view, decision = fantasyland[0]
    assert view.in_fantasyland and len(view.held) == 15
    assert len(decision.placements) == 13 and len(decision.discards) == 2


def test_play_hand_checks_its_seats() -> None:
    hand = Hand(RuleSet(), ["a", "b"], seed=1)
    seats = random_seats(hand)
    with pytest.raises(OfcError, match="start the hand"):
        play_hand(hand, seats)
    hand.start()
    with pytest.raises(OfcError, match="the hand has 2 seats but 1 were given"):
        play_hand(hand, seats[:1])
    with pytest.raises(OfcError, match="2 seats but 3"):
        seats_to_ask(hand, [*seats, HumanSeat("c")])


def test_play_hand_stops_once_cancelled() -> None:
    hand = started(RuleSet(), 3)
    cancel = threading.Event()
    played: Played = []

    def first_only(*call: object) -> None:
        played.append(call)  # type: ignore[arg-type]
        cancel.set()

    play_hand(hand, random_seats(hand), cancel=cancel, on_decision=first_only)
    assert len(played) == 1 and not hand.is_over
    play_hand(hand, random_seats(hand))  # the same hand can be finished later
    assert hand.is_over


# ----- play_match -----------------------------------------------------------------------


def test_play_match_plays_a_two_player_orbit_to_the_end() -> None:
    match = Match(RuleSet(match_length=MatchLength.ORBIT), ["Ann", "Bob"], seed=3)
    # Seats follow names, not places: the list order does not matter.
    seats: list[Seat] = [RandomSeat("Bob", random.Random(2)), RandomSeat("Ann", random.Random(1))]
    hands: list[Hand] = []
    decisions: list[int] = []
    play_match(
        match, seats, on_hand=hands.append, on_decision=lambda seat, *_: decisions.append(seat)
    )
    assert match.is_over and not match.in_hand
    assert hands == match.hands and len(hands) >= 2
    assert match.button_moves == 2
    assert all(hand.is_over for hand in hands)
    confirms = [a for hand in hands for a in hand.actions if isinstance(a, Confirm)]
    assert len(decisions) == len(confirms)  # one decision per street played
    per_player = dict.fromkeys(match.players, 0)
    for hand in hands:
        assert hand.settlement is not None
        for result in hand.settlement.players:
            per_player[result.player] += result.total
    assert match.totals == per_player
    assert sum(match.totals.values()) == 0


def test_play_match_needs_a_seat_for_every_player() -> None:
    match = Match(RuleSet(), ["Ann", "Bob"], seed=3)
    with pytest.raises(OfcError, match="no seat for Bob"):
        play_match(match, [RandomSeat("Ann", random.Random(1))])
    with pytest.raises(OfcError, match="two seats are called Ann"):
        play_match(match, [RandomSeat("Ann", random.Random(1)), HumanSeat("Ann")])


def test_play_match_resumes_a_hand_and_stops_once_cancelled() -> None:
    match = Match(RuleSet(), ["Ann", "Bob"], seed=8)
    match.start_hand()
    seats: list[Seat] = [RandomSeat("Ann", random.Random(1)), RandomSeat("Bob", random.Random(2))]
    cancel = threading.Event()
    hands: list[Hand] = []

    def one_hand(hand: Hand) -> None:
        hands.append(hand)
        cancel.set()

    play_match(match, seats, cancel=cancel, on_hand=one_hand)
    assert len(hands) == 1 and hands[0] is match.hands[0]
    assert not match.is_over and not match.in_hand
    play_match(match, seats)
    assert match.is_over
