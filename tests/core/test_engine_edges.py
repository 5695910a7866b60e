"""Engine edges: solo practice matches, a finished hand not yet settled, seats that are
not seat numbers, and decisions that apply whole or not at all (docs/rules.md §5, §6, §10)."""

from __future__ import annotations

import copy
import random
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ofc_desktop.core import decision as decision_module
from ofc_desktop.core.autoplay import random_decision, set_whole_board
from ofc_desktop.core.cards import Card
from ofc_desktop.core.decision import (
    Decision,
    apply_decision,
    can_apply_decision,
    discards_due,
    free_slots,
    verify_decision,
)
from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.hand import ROW_NAMES, Hand, IllegalAction, SeatState
from ofc_desktop.core.match import Match
from ofc_desktop.core.records import (
    ButtonMoved,
    HandScored,
    MatchEnded,
    PlayerEliminated,
    Record,
    StreetConfirmed,
)
from ofc_desktop.core.rules import MatchLength, RuleSet
from ofc_desktop.core.view import PlayerView, view_for
from tests.core.hand_helpers import (
    CHINESE,
    CLASSIC,
    CLOSED,
    LEAVES_WITH_QUEENS,
    NO_FANTASYLAND,
    OTHER,
    PINEAPPLE,
    STAY_TRIPS,
    TOPS,
    TURBO,
    names,
    play_randomly,
    play_stacked_hand,
)

SOLO = ["Solo"]


def play_hand_of(match: Match, seed: int = 0) -> None:
    """Start the match's next hand and play it to the end, leaving it unsettled."""
    match.start_hand()
    assert match.hand is not None
    play_randomly(match.hand, seed)


def match_state(match: Match) -> tuple[Any, ...]:
    """Everything a settlement would change, to show that a question changed nothing."""
    return (
        list(match.players),
        match.button,
        match.button_moves,
        dict(match.totals),
        dict(match.money),
        dict(match.fantasyland),
        list(match.eliminated),
        len(match.hands),
        match.can_start_hand(),
    )


# ----- solo practice matches ------------------------------------------------------------


def test_a_solo_practice_match_is_not_over_before_its_hand() -> None:
    match = Match(RuleSet(), SOLO, seed=1)
    assert not match.is_over and match.can_start_hand()
    match.start_hand()
    assert match.hand is not None and match.hand.players == ("Solo",)


def test_a_solo_orbit_is_one_hand() -> None:
    match = Match(NO_FANTASYLAND, SOLO, seed=2)
    play_hand_of(match)
    assert match.is_over and not match.can_start_hand()
    records = match.close_hand()
    assert ButtonMoved(0, 0) in records
    assert [r for r in records if isinstance(r, MatchEnded)] == [
        MatchEnded(tuple(match.totals.items()))
    ]
    assert len(match.hands) == 1 and match.button_moves == 1


def test_a_solo_match_of_n_hands() -> None:
    rules = NO_FANTASYLAND.with_changes(match_length=MatchLength.HANDS, match_hands=3)
    match = Match(rules, SOLO, seed=3)
    ended = []
    while not match.is_over:
        play_hand_of(match)
        ended += [r for r in match.close_hand() if isinstance(r, MatchEnded)]
    assert len(match.hands) == 3 and len(ended) == 1
    assert match.totals["Solo"] == sum(
        h.settlement.total("Solo") for h in match.hands if h.settlement
    )


def test_a_solo_unlimited_match_goes_on() -> None:
    match = Match(NO_FANTASYLAND.with_changes(match_length=MatchLength.UNLIMITED), SOLO)
    for seed in range(3):
        play_hand_of(match, seed)
        assert not match.is_over
        match.close_hand()
        assert not match.is_over and match.can_start_hand()


def test_a_solo_match_to_elimination_is_refused() -> None:
    rules = RuleSet(match_length=MatchLength.ELIMINATION)
    with pytest.raises(OfcError, match="elimination needs at least two players"):
        Match(rules, SOLO)
    Match(rules, names(2))  # two players are fine


def test_a_solo_player_in_fantasyland_extends_the_match(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    match = Match(CLASSIC, SOLO, seed=4)
    play_stacked_hand(monkeypatch, match, {0: TOPS["QQ"]})
    assert not match.is_over and match.can_start_hand()  # predicted before settling
    records = match.close_hand()
    assert match.fantasyland == {"Solo": 13} and not match.is_over
    assert not any(isinstance(r, MatchEnded) for r in records)
    play_stacked_hand(monkeypatch, match, {0: STAY_TRIPS})
    assert match.hands[-1].fantasyland == {0: 13}
    match.close_hand()
    assert match.fantasyland == {"Solo": 13} and not match.is_over
    play_stacked_hand(monkeypatch, match, {0: LEAVES_WITH_QUEENS})
    assert match.is_over
    records = match.close_hand()
    assert match.fantasyland == {} and match.is_over and len(match.hands) == 3
    assert any(isinstance(r, MatchEnded) for r in records)


# ----- a finished hand not yet settled ----------------------------------------------


def test_after_the_last_hand_the_match_is_over_before_it_is_settled() -> None:
    match = Match(NO_FANTASYLAND, names(2), seed=5)
    play_hand_of(match)
    match.close_hand()
    play_hand_of(match, 1)
    before = match_state(match)
    assert match.is_over and not match.can_start_hand()
    with pytest.raises(IllegalAction, match="the match is over"):
        match.verify_start_hand()
    with pytest.raises(IllegalAction, match="the match is over"):
        match.start_hand()
    assert match_state(match) == before  # refusing settled nothing
    records = match.close_hand()
    assert ButtonMoved(1, 0) in records and any(isinstance(r, MatchEnded) for r in records)
    assert match.is_over and not match.can_start_hand()


def test_starting_the_next_hand_settles_the_finished_one() -> None:
    match = Match(NO_FANTASYLAND, names(3), seed=6)
    play_hand_of(match)
    assert not match.is_over and match.can_start_hand()
    records = match.start_hand()
    assert records[0] == ButtonMoved(0, 1)
    assert match.hand is not None and match.hand.button == 1


def test_a_fantasyland_debt_is_seen_before_the_hand_is_settled(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    match = Match(RuleSet(match_length=MatchLength.HANDS, match_hands=1), names(2), seed=2)
    play_stacked_hand(monkeypatch, match, {1: TOPS["KK"], 0: OTHER})
    before = match_state(match)
    assert not match.is_over and match.can_start_hand()
    with pytest.raises(IllegalAction, match="Fantasyland hand is owed"):
        match.leave("Bob")
    assert match_state(match) == before
    records = match.start_hand()
    assert not any(isinstance(r, MatchEnded) for r in records)
    assert match.hand is not None and match.hand.fantasyland == {1: 13}


def finished_elimination_hand(players: int) -> tuple[Match, str]:
    """An elimination match whose finished, unsettled first hand knocks out its loser."""
    rules = NO_FANTASYLAND.with_changes(match_length=MatchLength.ELIMINATION)
    for seed in range(50):
        match = Match(rules, names(players), seed=seed)
        play_hand_of(match, seed)
        assert match.hand is not None and match.hand.settlement is not None
        settlement = match.hand.settlement
        loser = min(match.players, key=settlement.total)
        if settlement.total(loser) < 0:
            match.totals[loser] = -settlement.total(loser)  # ends the hand on exactly 0
            return match, loser
    pytest.fail("no deal in 50 where somebody loses")


def test_the_last_elimination_is_seen_before_the_hand_is_settled() -> None:
    match, loser = finished_elimination_hand(2)
    before = match_state(match)
    assert match.is_over and not match.can_start_hand()
    with pytest.raises(IllegalAction, match="the match is over"):
        match.start_hand()
    with pytest.raises(IllegalAction, match="the match is over"):
        match.join("Cat")
    with pytest.raises(IllegalAction, match=f"{loser} was eliminated"):
        match.leave(loser)
    assert match_state(match) == before
    records = match.close_hand()
    assert PlayerEliminated(loser) in records and any(isinstance(r, MatchEnded) for r in records)
    assert match.is_over


def test_an_elimination_that_leaves_two_players_goes_on() -> None:
    match, loser = finished_elimination_hand(3)
    assert not match.is_over and match.can_start_hand()
    records = match.start_hand()
    assert PlayerEliminated(loser) in records
    assert match.hand is not None and loser not in match.hand.players


@dataclass(frozen=True)
class MatchPlan:
    rules: RuleSet
    players: int
    seed: int
    low_totals: bool  # start elimination totals near 0, so players drop out


LENGTHS = (MatchLength.ORBIT, MatchLength.HANDS, MatchLength.UNLIMITED, MatchLength.ELIMINATION)


@st.composite
def match_plans(draw: st.DrawFn) -> MatchPlan:
    length = draw(st.sampled_from(LENGTHS))
    base = draw(st.sampled_from([CLASSIC, NO_FANTASYLAND, PINEAPPLE]))
    rules = base.with_changes(
        match_length=length,
        match_hands=draw(st.integers(1, 4)),
        button_moves_on_fantasyland=draw(st.booleans()),
    )
    least = 2 if length is MatchLength.ELIMINATION else 1
    players = draw(st.integers(least, 3))
    return MatchPlan(rules, players, draw(st.integers(0, 2**32)), draw(st.booleans()))


@settings(max_examples=40)
@given(match_plans())
def test_a_finished_hand_is_judged_as_if_it_were_settled(plan: MatchPlan) -> None:
    match = Match(plan.rules, names(plan.players), seed=plan.seed)
    rng = random.Random(plan.seed)
    if plan.low_totals and plan.rules.match_length is MatchLength.ELIMINATION:
        match.totals = {p: rng.randint(1, 12) for p in match.players}
    for _ in range(8):
        play_hand_of(match, rng.randrange(1000))
        before = match_state(match)
        predicted = match.is_over, match.can_start_hand()
        assert match_state(match) == before  # asking changed nothing
        records = match.close_hand()
        assert (match.is_over, match.can_start_hand()) == predicted
        assert any(isinstance(r, MatchEnded) for r in records) == predicted[0]
        if match.is_over:
            break


# ----- seats that are not seat numbers ----------------------------------------------


BAD_SEATS: list[object] = ["1", None, 1.0, True, False, "x", -1, 2, 2**70]


def acting_pineapple() -> tuple[Hand, Card]:
    hand = Hand(PINEAPPLE, names(2), seed=3)
    hand.start()
    return hand, view_for(hand, 1).held[0]


def seat_actions(hand: Hand, card: Card) -> dict[str, Callable[[Any], object]]:
    return {
        "place": lambda s: hand.place(s, card, "top"),
        "discard": lambda s: hand.discard(s, card),
        "take_back": lambda s: hand.take_back(s, card),
        "undo": lambda s: hand.undo(s),
        "confirm_street": lambda s: hand.confirm_street(s),
        "declare_natural": lambda s: hand.declare_natural(s),
        "surrender": lambda s: hand.surrender(s),
        "apply_decision": lambda s: apply_decision(hand, s, Decision(((card, "top"),))),
    }


@pytest.mark.parametrize("seat", BAD_SEATS, ids=repr)
def test_a_seat_that_is_not_a_seat_number_is_an_illegal_action(seat: Any) -> None:
    hand, card = acting_pineapple()
    before = view_for(hand, 1), list(hand.actions)
    for name, action in seat_actions(hand, card).items():
        with pytest.raises(IllegalAction, match=re.escape(f"there is no seat {seat!r}")):
            action(seat)
        assert (view_for(hand, 1), hand.actions) == before, name
    assert not hand.may_act(seat) and not hand.is_seat(seat)
    assert not hand.can_place(seat, card, "top")
    assert not hand.can_discard(seat, card)
    assert not hand.can_take_back(seat, card)
    assert not hand.can_undo(seat)
    assert not hand.can_confirm(seat)
    assert not can_apply_decision(hand, seat, Decision(((card, "top"),)))


def test_a_closed_game_refuses_a_string_seat_for_its_declarations() -> None:
    hand = Hand(CLOSED, names(2), seed=1)
    hand.start()
    for action in (hand.declare_natural, hand.surrender, hand.verify_surrender):
        with pytest.raises(IllegalAction, match="there is no seat '0'"):
            action("0")  # type: ignore[arg-type]
    assert hand.may_act(0) and hand.is_seat(0)


# ----- decisions apply whole or not at all ------------------------------------------


def hand_snapshot(hand: Hand, seat: int) -> tuple[PlayerView, list[dict[str, Any]], SeatState]:
    return view_for(hand, seat), copy.deepcopy(hand.actions), copy.deepcopy(hand.seats[seat])


def assert_refused(
    hand: Hand, seat: int, decision: Decision, reason: str, *, confirm: bool = True
) -> None:
    """The decision is refused with ``reason`` and the hand is exactly as it was."""
    before = hand_snapshot(hand, seat)
    assert not can_apply_decision(hand, seat, decision, confirm=confirm)
    with pytest.raises(IllegalAction, match=reason):
        verify_decision(hand, seat, decision, confirm=confirm)
    with pytest.raises(IllegalAction, match=reason):
        apply_decision(hand, seat, decision, confirm=confirm)
    assert hand_snapshot(hand, seat) == before


def pineapple_second_street() -> tuple[Hand, PlayerView]:
    """A Pineapple hand where seat 1 holds 3 cards: place 2, discard 1."""
    hand = Hand(PINEAPPLE, names(2), seed=11)
    hand.start()
    play_street(hand, 1, 0)
    play_street(hand, 0, 0)
    view = view_for(hand, 1)
    assert len(view.held) == 3 and discards_due(view) == 1
    return hand, view


def play_street(hand: Hand, seat: int, seed: int) -> tuple[Record, ...]:
    return apply_decision(hand, seat, random_decision(view_for(hand, seat), random.Random(seed)))


def test_a_card_the_seat_does_not_hold_is_refused() -> None:
    hand, view = pineapple_second_street()
    a, _, c = view.held
    stranger = hand.undealt_cards()[0]
    assert_refused(
        hand,
        1,
        Decision(((a, "middle"), (stranger, "bottom")), (c,)),
        f"{stranger} is not one of the cards you hold",
    )
    earlier = view.board.cards()[0]
    assert_refused(
        hand,
        1,
        Decision(((a, "middle"), (earlier, "bottom")), (c,)),
        f"{earlier} is not one of the cards you hold",
    )
    assert_refused(
        hand,
        1,
        Decision(((a, "middle"), ("Kd", "bottom")), (c,)),  # type: ignore[arg-type]
        "a placement is a card and a row",
    )


def test_too_many_cards_for_a_row_are_refused() -> None:
    hand = Hand(PINEAPPLE, names(2), seed=12)
    hand.start()
    held = view_for(hand, 1).held
    assert_refused(
        hand,
        1,
        Decision(tuple((c, "top") for c in held)),
        "the top row has room for 3 more cards, not 5",
    )


def test_the_wrong_number_of_discards_is_refused() -> None:
    hand, view = pineapple_second_street()
    a, b, c = view.held
    assert_refused(
        hand,
        1,
        Decision(((a, "middle"), (b, "bottom"), (c, "bottom"))),
        "discard exactly 1 of the held cards, not 0",
    )
    assert_refused(
        hand, 1, Decision(((a, "middle"),), (b, c)), "discard exactly 1 of the held cards, not 2"
    )
    classic = Hand(CLASSIC, names(2), seed=1)
    classic.start()
    first, *rest = view_for(classic, 1).held
    assert_refused(
        classic,
        1,
        Decision(tuple((x, "bottom") for x in rest), (first,)),
        "nothing is discarded on this street",
    )


def test_a_duplicate_card_is_refused() -> None:
    hand, view = pineapple_second_street()
    a, b, c = view.held
    assert_refused(
        hand,
        1,
        Decision(((a, "middle"), (a, "bottom"), (b, "top")), (c,)),
        f"{a} appears twice in the decision",
    )
    assert_refused(
        hand,
        1,
        Decision(((a, "middle"), (b, "bottom")), (c, c)),
        f"{c} appears twice in the decision",
    )


def test_a_card_both_placed_and_discarded_is_refused() -> None:
    hand, view = pineapple_second_street()
    a, b, _ = view.held
    assert_refused(
        hand, 1, Decision(((a, "middle"), (b, "bottom")), (a,)), f"{a} is both placed and discarded"
    )


def test_a_held_card_left_out_is_refused() -> None:
    hand, view = pineapple_second_street()
    a, b, c = view.held
    assert_refused(hand, 1, Decision(((a, "middle"),), (c,)), f"the decision leaves {b} in hand")
    assert_refused(hand, 1, Decision(((a, "middle"),), (c,)), f"leaves {b} in hand", confirm=False)
    assert_refused(hand, 1, Decision((), ()), "leaves .* in hand")


def test_a_wrong_row_name_is_refused() -> None:
    hand, view = pineapple_second_street()
    a, b, c = view.held
    assert_refused(
        hand, 1, Decision(((a, "middle"), (b, "side")), (c,)), "there is no row called 'side'"
    )
    assert_refused(
        hand, 1, Decision(((a, "middle"), (b, "Top")), (c,)), "there is no row called 'Top'"
    )


def test_a_decision_out_of_turn_or_after_the_hand_is_refused() -> None:
    hand, _ = pineapple_second_street()
    mine = random_decision(view_for(hand, 0), random.Random(0))  # seat 0 holds nothing yet
    assert_refused(hand, 0, mine, "it is not Ann's turn: Bob is to act")
    unstarted = Hand(PINEAPPLE, names(2))
    with pytest.raises(IllegalAction, match="the hand has not started"):
        verify_decision(unstarted, 1, Decision(()))


def test_cards_placed_this_street_stay_and_the_decision_covers_the_rest() -> None:
    hand = Hand(PINEAPPLE, names(2), seed=13)
    hand.start()
    a, b, *rest = view_for(hand, 1).held
    hand.place(1, a, "top")
    hand.place(1, b, "top")
    assert_refused(
        hand,
        1,
        Decision(((a, "top"), *((x, "bottom") for x in rest))),
        f"{a} is already placed this street",
    )
    assert_refused(
        hand,
        1,
        Decision(((rest[0], "top"), (rest[1], "top"), (rest[2], "top"))),
        "the top row has room for 1 more card, not 3",
    )
    records = apply_decision(hand, 1, Decision(tuple((x, "middle") for x in rest)))
    assert any(isinstance(r, StreetConfirmed) for r in records)
    assert hand.seats[1].rows["top"] == [a, b]
    assert hand.seats[1].rows["middle"] == rest


def test_a_decision_may_leave_the_street_open() -> None:
    hand, view = pineapple_second_street()
    a, b, c = view.held
    decision = Decision(((a, "middle"), (b, "bottom")), (c,))
    records = apply_decision(hand, 1, decision, confirm=False)
    assert len(records) == 3 and hand.can_confirm(1) and hand.may_act(1)
    assert_refused(hand, 1, decision, f"{a} is already placed this street")
    apply_decision(hand, 1, Decision(()))  # nothing left to play: just confirm
    assert hand.to_act == 0


def test_an_engine_refusal_part_way_is_rolled_back(monkeypatch: pytest.MonkeyPatch) -> None:
    hand = Hand(PINEAPPLE, names(2), seed=14)
    hand.start()
    first, *held = view_for(hand, 1).held
    hand.place(1, first, "middle")  # the player's own move stays undoable
    before = hand_snapshot(hand, 1)
    # Without the up-front check, the engine refuses the fourth card on top.
    monkeypatch.setattr(decision_module, "verify_decision", lambda *args, **kwargs: None)
    decision = Decision(tuple((c, "top") for c in reversed(held)))
    with pytest.raises(IllegalAction, match="the top row is full"):
        apply_decision(hand, 1, decision)
    assert hand_snapshot(hand, 1) == before
    assert hand.undo(1)[0].card == first and view_for(hand, 1).held[0] == first


def test_undo_puts_a_card_back_where_it_was() -> None:
    hand = Hand(CLASSIC, names(2), seed=15)
    hand.start()
    a, b, c, d, e = view_for(hand, 1).held
    hand.place(1, a, "top")
    hand.place(1, b, "top")
    hand.place(1, c, "middle")
    hand.place(1, a, "middle")
    assert hand.board(1).top == (b,) and hand.board(1).middle == (c, a)
    hand.undo(1)
    assert hand.board(1).top == (a, b) and hand.board(1).middle == (c,)
    for _ in range(3):
        hand.undo(1)
    assert view_for(hand, 1).held == (a, b, c, d, e)


def play_through(hand: Hand, choose: Callable[[PlayerView], Decision]) -> list[Record]:
    """Play a started hand to the end, every street by one checked decision."""
    records: list[Record] = []
    while not hand.is_over:
        seat = hand.acting_seats()[0]
        decision = choose(view_for(hand, seat))
        assert can_apply_decision(hand, seat, decision)
        records.extend(apply_decision(hand, seat, decision))
    return records


def whole_board_or_random(view: PlayerView) -> Decision:
    if len(view.held) >= 13:
        return set_whole_board(view.held, view.rules)
    return random_decision(view, random.Random(view.street))


@pytest.mark.parametrize(
    ("rules", "fantasyland", "dealt"),
    [
        (CLASSIC, {}, 5),
        (PINEAPPLE, {}, 5),
        (PINEAPPLE, {0: 14}, 14),
        (CHINESE, {}, 13),
        (TURBO, {}, 5),
    ],
    ids=["classic", "pineapple", "fantasyland-14", "chinese", "turbo"],
)
def test_legal_decisions_play_whole_hands(
    rules: RuleSet, fantasyland: dict[int, int], dealt: int
) -> None:
    hand = Hand(rules, names(2), seed=16, fantasyland=fantasyland)
    hand.start()
    assert max(len(view_for(hand, s).held) for s in range(2)) == dealt
    records = play_through(hand, whole_board_or_random)
    assert any(isinstance(r, HandScored) for r in records)
    assert all(hand.board(s).is_complete for s in range(2))
    if fantasyland:
        assert len(hand.seats[0].discards) == 1


# ----- the property: random legal decisions apply, corrupted ones change nothing -----


def corruptions(hand: Hand, view: PlayerView, legal: Decision) -> list[Decision]:
    """Ways to spoil a legal decision, each illegal whatever the street."""
    placements, discards = list(legal.placements), list(legal.discards)
    cards = [c for c, _ in placements] + discards
    stranger = next(c for c in hand.undealt_cards() if c not in view.held)
    (first, row), rest = placements[0], placements[1:]
    spoiled = [
        Decision(((stranger, row), *rest), legal.discards),  # a card not held
        Decision(tuple(rest), legal.discards),  # a held card left out
        Decision((*placements, (cards[-1], row)), legal.discards),  # a card twice
        Decision(legal.placements, (*discards, first)),  # placed and discarded
        Decision(((first, "side"), *rest), legal.discards),  # no such row
        Decision(tuple(rest), (*discards, first)),  # one discard too many
    ]
    if discards:
        spoiled.append(Decision((*placements, (discards[0], row)), tuple(discards[1:])))
    slots = free_slots(view)
    for name in ROW_NAMES:
        if slots[name] < len(placements):
            spoiled.append(Decision(tuple((c, name) for c, _ in placements), legal.discards))
    return spoiled


@dataclass(frozen=True)
class HandPlan:
    rules: RuleSet
    players: int
    fantasyland: dict[int, int]
    seed: int


@st.composite
def hand_plans(draw: st.DrawFn) -> HandPlan:
    rules, fantasyland_cards = draw(
        st.sampled_from([(CLASSIC, 13), (PINEAPPLE, 14), (TURBO, 13), (CHINESE, 0), (CLOSED, 0)])
    )
    players = draw(st.integers(1, 3))
    fantasyland = {}
    if fantasyland_cards and draw(st.booleans()):
        fantasyland = {draw(st.integers(0, players - 1)): fantasyland_cards}
    return HandPlan(rules, players, fantasyland, draw(st.integers(0, 2**32)))


@settings(max_examples=60)
@given(hand_plans())
def test_random_decisions_apply_and_corrupted_ones_change_nothing(plan: HandPlan) -> None:
    hand = Hand(plan.rules, names(plan.players), seed=plan.seed, fantasyland=plan.fantasyland)
    hand.start()
    rng = random.Random(plan.seed)
    while not hand.is_over:
        seat = rng.choice(hand.acting_seats())
        view = view_for(hand, seat)
        legal = random_decision(view, rng)
        confirm = rng.random() < 0.8
        for spoiled in rng.sample(corruptions(hand, view, legal), 3):
            before = hand_snapshot(hand, seat)
            assert not can_apply_decision(hand, seat, spoiled, confirm=confirm)
            with pytest.raises(IllegalAction):
                apply_decision(hand, seat, spoiled, confirm=confirm)
            assert hand_snapshot(hand, seat) == before
        assert can_apply_decision(hand, seat, legal, confirm=confirm)
        apply_decision(hand, seat, legal, confirm=confirm)
        if not confirm:
            assert not view_for(hand, seat).held and hand.can_confirm(seat)
            hand.confirm_street(seat)
        assert view_for(hand, seat).street == view.street + 1
    assert hand.settlement is not None
