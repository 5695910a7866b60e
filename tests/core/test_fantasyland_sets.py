"""When a Fantasyland player sets its board (docs/rules.md §6, ``fantasyland_sets``):
before any other board of the hand is played ("start", the default) or after every
other player has finished ("last"); the setting is validated, saved and read back, and
hands recorded before it existed still replay as they were played."""

from __future__ import annotations

import copy
import random

import pytest

from ofc_desktop.core.autoplay import random_decision
from ofc_desktop.core.decision import apply_decision
from ofc_desktop.core.errors import RulesError
from ofc_desktop.core.hand import Hand, IllegalAction
from ofc_desktop.core.history import hand_to_record, replay_hand
from ofc_desktop.core.match import Match
from ofc_desktop.core.match_history import match_to_record
from ofc_desktop.core.records import Dealt, TurnStarted
from ofc_desktop.core.rules import MatchLength, RuleSet, Variant
from ofc_desktop.core.seats import RandomSeat, play_hand
from ofc_desktop.core.view import view_for
from tests.core.hand_helpers import names, play_randomly

START = RuleSet()
LAST = RuleSet(fantasyland_sets="last")


def play_seat(hand: Hand, seat: int, seed: int = 0) -> None:
    """One street of ``seat``, played at random and confirmed."""
    apply_decision(hand, seat, random_decision(view_for(hand, seat), random.Random(seed)))


def other_board_cards(hand: Hand, seat: int) -> int:
    view = view_for(hand, seat)
    return sum(len(o.board.cards()) + o.face_down for o in view.opponents)


# ----- the rule setting -------------------------------------------------------------


def test_the_default_is_start_and_both_values_are_accepted() -> None:
    assert RuleSet().fantasyland_sets == "start"
    assert RuleSet(fantasyland_sets="last").fantasyland_sets == "last"


@pytest.mark.parametrize("value", ["first", "", "START", None, 1])
def test_other_values_are_refused_with_a_reason(value: object) -> None:
    with pytest.raises(RulesError, match="fantasyland_sets must be 'start' or 'last'"):
        RuleSet(fantasyland_sets=value)  # type: ignore[arg-type]


@pytest.mark.parametrize("value", ["start", "last"])
def test_the_setting_is_saved_and_read_back(value: str) -> None:
    rules = RuleSet(variant=Variant.PINEAPPLE, fantasyland_sets=value)
    data = rules.to_dict()
    assert data["fantasyland_sets"] == value
    assert RuleSet.from_dict(data) == rules


def test_rules_saved_before_the_setting_existed_read_as_start() -> None:
    data = RuleSet(fantasyland_sets="last").to_dict()
    del data["fantasyland_sets"]
    assert RuleSet.from_dict(data).fantasyland_sets == "start"


# ----- "start": the Fantasyland boards first -------------------------------------------


def test_with_start_the_ordinary_streets_wait_for_every_fantasyland_board() -> None:
    hand = Hand(START, names(3), button=0, seed=5, fantasyland={1: 13, 2: 13})
    started = hand.start()
    # Only the Fantasyland seats were dealt; the ordinary first street is not.
    assert [r.seat for r in started if isinstance(r, Dealt)] == [1, 2]
    assert not any(isinstance(r, TurnStarted) for r in started)
    assert hand.to_act is None and hand.acting_seats() == [1, 2]
    assert not hand.may_act(0)
    with pytest.raises(IllegalAction, match="the Fantasyland boards are set first"):
        hand.verify_acting(0)
    play_seat(hand, 1)
    assert hand.acting_seats() == [2]  # still waiting for seat 2's board
    assert not view_for(hand, 0).held
    play_seat(hand, 2)
    # The last Fantasyland board set: the first ordinary street is dealt.
    assert hand.acting_seats() == [0] and len(view_for(hand, 0).held) == 5
    play_randomly(hand)
    assert hand.is_over


def test_with_start_the_fantasyland_seat_sees_no_other_board_before_it_sets() -> None:
    hand = Hand(START, names(3), button=2, seed=9, fantasyland={1: 13})
    hand.start()
    view = view_for(hand, 1)
    assert view.my_turn and len(view.held) == 13
    assert other_board_cards(hand, 1) == 0
    assert all(o.held == 0 for o in view.opponents)  # nobody else holds a card yet


def test_bots_play_a_start_hand_in_that_order() -> None:
    hand = Hand(START, names(3), button=0, seed=4, fantasyland={2: 13})
    hand.start()
    order: list[int] = []
    play_hand(
        hand,
        [RandomSeat(name, random.Random(i)) for i, name in enumerate(names(3))],
        on_decision=lambda seat, view, decision, seconds: order.append(seat),
    )
    assert hand.is_over
    assert order[0] == 2 and order.count(2) == 1


# ----- "last": the Fantasyland boards after everyone else ---------------------------------


def test_with_last_the_fantasyland_seat_sets_after_everyone_else() -> None:
    hand = Hand(LAST, names(3), button=0, seed=5, fantasyland={1: 13})
    hand.start()
    assert hand.to_act == 2 and hand.acting_seats() == [2]
    assert not hand.may_act(1)
    with pytest.raises(IllegalAction, match="once everyone else has finished"):
        hand.verify_acting(1)
    while not all(hand.seats[seat].finished for seat in (0, 2)):
        assert 1 not in hand.acting_seats()
        play_seat(hand, hand.acting_seats()[0])
    assert hand.acting_seats() == [1]
    assert other_board_cards(hand, 1) == 26  # both other boards complete, face up
    play_seat(hand, 1)
    assert hand.is_over


def test_bots_play_a_last_hand_in_that_order() -> None:
    hand = Hand(LAST, names(2), button=1, seed=8, fantasyland={0: 13})
    hand.start()
    order: list[int] = []
    play_hand(
        hand,
        [RandomSeat(name, random.Random(i)) for i, name in enumerate(names(2))],
        on_decision=lambda seat, view, decision, seconds: order.append(seat),
    )
    assert order == [1] * 9 + [0]


def test_every_seat_in_fantasyland_sets_at_once_under_either_value() -> None:
    for rules in (START, LAST):
        hand = Hand(rules, names(2), seed=1, fantasyland={0: 13, 1: 13})
        hand.start()
        assert hand.acting_seats() == [1, 0]
        play_randomly(hand)
        assert hand.is_over


# ----- histories --------------------------------------------------------------------


@pytest.mark.parametrize("rules", [START, LAST], ids=["start", "last"])
def test_a_hand_record_replays_under_its_setting(rules: RuleSet) -> None:
    hand = Hand(rules, names(3), button=0, seed=3, fantasyland={1: 13})
    hand.start()
    play_randomly(hand)
    record = hand_to_record(hand)
    assert record["rules"]["fantasyland_sets"] == rules.fantasyland_sets
    again = replay_hand(record)
    assert again.rules == rules and hand_to_record(again) == record


def old_order_hand() -> Hand:
    """A hand played as before the setting existed: the ordinary seats act first and the
    Fantasyland seat sets its board in the middle of the hand."""
    hand = Hand(START, names(3), button=0, seed=3, fantasyland={1: 13}, free_fantasyland=True)
    hand.start()
    assert hand.acting_seats() == [1, 2]
    for _ in range(4):
        play_seat(hand, hand.to_act or 0)
    play_seat(hand, 1)
    play_randomly(hand)
    return hand


def test_an_old_hand_with_the_fantasyland_board_set_midway_still_replays() -> None:
    record = hand_to_record(old_order_hand())
    assert "fantasyland_sets" not in record["rules"]  # written as it was read
    assert "fantasyland_sets" not in record["result"]["rules"]
    again = replay_hand(copy.deepcopy(record))
    assert again.free_fantasyland and again.rules.fantasyland_sets == "start"
    assert hand_to_record(again) == record
    # The same actions under today's rules are refused: the order was the old one.
    strict = copy.deepcopy(record)
    strict["rules"]["fantasyland_sets"] = "start"
    strict["result"]["rules"]["fantasyland_sets"] = "start"
    with pytest.raises(Exception, match="the Fantasyland boards are set first"):
        replay_hand(strict)


def test_a_match_deals_an_old_hand_in_the_old_order_when_replaying_it() -> None:
    """What a resumed match does with a hand recorded before the setting existed."""
    rules = RuleSet(match_length=MatchLength.UNLIMITED)
    match = Match(rules, names(3), seed=11)
    match.start_hand()
    first = match.hand
    assert first is not None and not first.free_fantasyland
    play_randomly(first)
    match.close_hand()
    match.fantasyland = {names(3)[1]: 13}
    match.start_hand(free_fantasyland=True)
    second = match.hand
    assert second is not None and second.fantasyland and second.free_fantasyland
    assert second.to_act is not None and second.to_act not in second.fantasyland
    record = match_to_record(match)
    assert "fantasyland_sets" in record["events"][0]["hand"]["rules"]
    assert "fantasyland_sets" not in record["events"][1]["hand"]["rules"]
