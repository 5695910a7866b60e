"""Exact rules of one hand: the button, dealing, Fantasyland counts, illegal actions,
rearranging and undo (docs/rules.md §3, §5, §6).

Where a test needs particular boards it stacks the deck (see ``hand_helpers``).
"""

from __future__ import annotations

import random
import re

import pytest

from ofc_desktop.core.autoplay import random_decision
from ofc_desktop.core.board import Board, evaluate_board
from ofc_desktop.core.cards import Card, build_deck
from ofc_desktop.core.decision import apply_decision
from ofc_desktop.core.errors import OfcError, RulesError
from ofc_desktop.core.hand import Hand, IllegalAction
from ofc_desktop.core.records import (
    BoardRevealed,
    Dealt,
    FantasylandEntered,
    FantasylandStayed,
    HandScored,
    StreetConfirmed,
    TurnStarted,
)
from ofc_desktop.core.rules import RuleSet
from ofc_desktop.core.streets import Street
from ofc_desktop.core.view import view_for
from tests.core.hand_helpers import (
    CHINESE,
    CLASSIC,
    FOULED_QQ,
    LEAVES_WITH_QUEENS,
    NO_FANTASYLAND,
    OTHER,
    PINEAPPLE,
    PROGRESSIVE,
    ROW_NAMES,
    STAY_BOTTOM_QUADS,
    STAY_MIDDLE_FULL_HOUSE,
    STAY_TRIPS,
    TOPS,
    TURBO,
    VARIABLE,
    Rows,
    names,
    play_randomly,
    stacked_hand,
)

# ----- the button and the order of play -------------------------------------------


@pytest.mark.parametrize(("players", "button"), [(2, 0), (2, 1), (3, 2), (4, 1), (4, 3)])
def test_left_of_the_button_acts_first_then_clockwise_on_every_street(
    players: int, button: int
) -> None:
    hand = Hand(CLASSIC, names(players), button=button, seed=3)
    started = hand.start()
    first = (button + 1) % players
    assert hand.to_act == first
    assert hand.acting_seats() == [first]
    assert [r for r in started if isinstance(r, TurnStarted)] == [TurnStarted(first, 0)]
    records = play_randomly(hand)
    turns = [r.seat for r in (*started, *records) if isinstance(r, TurnStarted)]
    clockwise = [(button + 1 + i) % players for i in range(players)]
    assert turns == clockwise * 9
    assert hand.to_act is None


def test_the_next_player_acts_only_after_the_street_is_confirmed() -> None:
    hand = Hand(CLASSIC, names(3), button=0, seed=1)
    hand.start()
    view = view_for(hand, 1)
    assert view.my_turn and not view_for(hand, 2).my_turn
    apply_decision(hand, 1, random_decision(view, random.Random(0)), confirm=False)
    assert hand.to_act == 1  # placed but not confirmed: still seat 1's turn
    hand.confirm_street(1)
    assert hand.to_act == 2 and hand.acting_seats() == [2]


def test_fantasyland_seats_are_skipped_in_the_turn_order() -> None:
    hand = Hand(CLASSIC, names(3), button=0, seed=5, fantasyland={1: 13})
    started = hand.start()
    assert hand.to_act is None  # the Fantasyland board is set first (§6, "start")
    assert hand.acting_seats() == [1]
    records = play_randomly(hand)
    turns = [r.seat for r in (*started, *records) if isinstance(r, TurnStarted)]
    assert turns == [2, 0] * 9  # seat 1 would act first, but it is in Fantasyland


# ----- dealing schedules -------------------------------------------------------------


@pytest.mark.parametrize(
    ("rules", "dealt", "discarded"),
    [
        (CLASSIC, [5, 1, 1, 1, 1, 1, 1, 1, 1], [0] * 9),
        (PINEAPPLE, [5, 3, 3, 3, 3], [0, 1, 1, 1, 1]),
        (TURBO, [5, 4, 4], [0, 0, 0]),
        (CHINESE, [13], [0]),
    ],
    ids=["classic", "pineapple", "turbo", "chinese"],
)
def test_dealing_schedule(rules: RuleSet, dealt: list[int], discarded: list[int]) -> None:
    hand = Hand(rules, names(2), seed=11)
    records = [*hand.start(), *play_randomly(hand)]
    for seat in (0, 1):
        deals = [r for r in records if isinstance(r, Dealt) and r.seat == seat]
        assert [len(r.cards) for r in deals] == dealt
        assert [r.street for r in deals] == list(range(len(dealt)))
        confirmed = [r for r in records if isinstance(r, StreetConfirmed) and r.seat == seat]
        assert [r.discarded for r in confirmed] == discarded
        assert [len(r.placed) for r in confirmed] == [
            d - x for d, x in zip(dealt, discarded, strict=True)
        ]
        assert len(hand.board(seat).cards()) == 13
        assert len(hand.seats[seat].discards) == sum(discarded)


def test_chinese_poker_deals_everyone_at_once_and_has_no_turns() -> None:
    hand = Hand(CHINESE, names(4), seed=2)
    started = hand.start()
    assert [r.seat for r in started if isinstance(r, Dealt)] == [1, 2, 3, 0]
    assert not any(isinstance(r, TurnStarted) for r in started)
    assert hand.to_act is None
    assert hand.acting_seats() == [1, 2, 3, 0]


def test_first_street_may_put_all_five_cards_in_one_row() -> None:
    hand = Hand(CLASSIC, names(2), seed=4)
    hand.start()
    for held in view_for(hand, 1).held:
        hand.place(1, held, "bottom")
    hand.confirm_street(1)
    assert len(hand.board(1).bottom) == 5


# ----- Fantasyland card counts -----------------------------------------------------------


@pytest.mark.parametrize(
    ("rules", "cards"),
    [
        (CLASSIC, 13),
        (TURBO, 13),
        (PINEAPPLE, 14),
        (PROGRESSIVE, 14),
        (PROGRESSIVE, 15),
        (PROGRESSIVE, 16),
        (PROGRESSIVE, 17),
        (VARIABLE, 13),
        (VARIABLE, 14),
        (VARIABLE, 15),
    ],
)
def test_a_fantasyland_seat_is_dealt_all_its_cards_at_once(rules: RuleSet, cards: int) -> None:
    hand = Hand(rules, names(2), seed=8, fantasyland={0: cards})
    started = hand.start()
    deal = next(r for r in started if isinstance(r, Dealt) and r.seat == 0)
    assert len(deal.cards) == cards
    view = view_for(hand, 0)
    assert view.in_fantasyland and view.street_rule == Street(cards, 13)
    records = play_randomly(hand)
    assert len(hand.board(0).cards()) == 13
    assert len(hand.seats[0].discards) == cards - 13
    assert [r.discarded for r in records if isinstance(r, StreetConfirmed) and r.seat == 0] == [
        cards - 13
    ]


# Legal boards whose only Fantasyland-relevant feature is the top row; none shares a
# card with OTHER, the opponent's board.


@pytest.mark.parametrize(
    ("rules", "expected"),
    [
        (CLASSIC, {"JJ": 0, "QQ": 13, "KK": 13, "AA": 13, "222": 13}),
        (TURBO, {"JJ": 0, "QQ": 13, "KK": 13, "AA": 13, "222": 13}),
        (PINEAPPLE, {"JJ": 0, "QQ": 14, "KK": 14, "AA": 14, "222": 14}),
        (PROGRESSIVE, {"JJ": 0, "QQ": 14, "KK": 15, "AA": 16, "222": 17}),
        (VARIABLE, {"JJ": 0, "QQ": 13, "KK": 14, "AA": 15, "222": 15}),
    ],
    ids=["classic", "turbo", "pineapple", "progressive", "variable"],
)
def test_entering_fantasyland_through_a_real_hand(
    monkeypatch: pytest.MonkeyPatch, rules: RuleSet, expected: dict[str, int]
) -> None:
    for top, cards in expected.items():
        hand, records = stacked_hand(monkeypatch, rules, {1: TOPS[top], 0: OTHER})
        entered = [r for r in records if isinstance(r, FantasylandEntered)]
        if cards:
            assert hand.next_fantasyland == {1: cards}, top
            assert entered == [FantasylandEntered(1, cards)]
        else:
            assert hand.next_fantasyland == {}, top
            assert entered == []


def test_a_fouled_board_with_queens_on_top_does_not_enter(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    hand, _ = stacked_hand(monkeypatch, CLASSIC, {1: FOULED_QQ, 0: OTHER})
    assert hand.evaluations[1].fouled
    assert hand.next_fantasyland == {}


@pytest.mark.parametrize(
    ("rules", "fantasyland", "board", "stays"),
    [
        (CLASSIC, 13, STAY_TRIPS, 13),
        (CLASSIC, 13, STAY_MIDDLE_FULL_HOUSE, 13),
        (CLASSIC, 13, STAY_BOTTOM_QUADS, 13),
        (CLASSIC, 13, LEAVES_WITH_QUEENS, 0),
        (TURBO, 13, STAY_TRIPS, 13),
        (PINEAPPLE, 14, STAY_TRIPS, 14),
        (PINEAPPLE, 14, STAY_MIDDLE_FULL_HOUSE, 0),  # off by default in Pineapple
        (PINEAPPLE, 14, STAY_BOTTOM_QUADS, 14),
        (PINEAPPLE, 14, LEAVES_WITH_QUEENS, 0),
        (PROGRESSIVE, 17, STAY_TRIPS, 14),  # staying always gives 14
        (PROGRESSIVE, 15, STAY_BOTTOM_QUADS, 14),
        (VARIABLE, 15, STAY_TRIPS, 13),
        (VARIABLE, 14, STAY_MIDDLE_FULL_HOUSE, 13),
    ],
)
def test_staying_in_fantasyland_through_a_real_hand(
    monkeypatch: pytest.MonkeyPatch, rules: RuleSet, fantasyland: int, board: Rows, stays: int
) -> None:
    hand, records = stacked_hand(
        monkeypatch, rules, {0: board, 1: OTHER}, fantasyland={0: fantasyland}
    )
    outcome = evaluate_board(Board.parse(*board), rules, in_fantasyland=True).fantasyland
    assert hand.evaluations[0].fantasyland == outcome
    assert outcome.stays == bool(stays)
    if stays:
        assert hand.next_fantasyland == {0: stays}
        assert [r for r in records if isinstance(r, FantasylandStayed)] == [
            FantasylandStayed(0, stays)
        ]
    else:
        assert hand.next_fantasyland == {}
        assert not any(isinstance(r, FantasylandStayed | FantasylandEntered) for r in records)


def test_fantasyland_boards_stay_face_down_until_everyone_has_finished() -> None:
    hand = Hand(PINEAPPLE, names(2), button=1, seed=21, fantasyland={1: 14})
    records = list(hand.start())
    rng = random.Random(1)
    # The Fantasyland seat sets its board first (it may act at any time).
    records += apply_decision(hand, 1, random_decision(view_for(hand, 1), rng))
    fantasy_board = hand.board(1)
    while not hand.is_over:
        opponent = view_for(hand, 0).opponents[0]
        assert opponent.board == Board()
        assert (opponent.face_down, opponent.held, opponent.discards) == (13, 0, 1)
        assert opponent.finished and opponent.in_fantasyland
        assert not any(isinstance(r, BoardRevealed) for r in records)
        records += apply_decision(hand, 0, random_decision(view_for(hand, 0), rng))
    revealed = [i for i, r in enumerate(records) if isinstance(r, BoardRevealed)]
    assert [records[i] for i in revealed] == [BoardRevealed(1, fantasy_board)]
    last_confirm = max(i for i, r in enumerate(records) if isinstance(r, StreetConfirmed))
    scored = next(i for i, r in enumerate(records) if isinstance(r, HandScored))
    assert last_confirm < revealed[0] < scored
    assert view_for(hand, 0).opponents[0].board == fantasy_board


def test_ordinary_placements_show_face_up_only_once_confirmed() -> None:
    hand = Hand(CLASSIC, names(2), seed=6)
    hand.start()
    decision = random_decision(view_for(hand, 1), random.Random(2))
    apply_decision(hand, 1, decision, confirm=False)
    seen_by_ann = view_for(hand, 0).opponents[0]
    assert seen_by_ann.board == Board() and seen_by_ann.held == 5
    hand.confirm_street(1)
    assert view_for(hand, 0).opponents[0].board == hand.board(1)


def test_every_closed_board_is_revealed_together() -> None:
    hand = Hand(CHINESE, names(3), seed=9)
    records = [*hand.start(), *play_randomly(hand)]
    revealed = [r.seat for r in records if isinstance(r, BoardRevealed)]
    assert sorted(revealed) == [0, 1, 2]
    assert isinstance(records[-1], HandScored)


# ----- illegal actions ----------------------------------------------------------------


def started(rules: RuleSet = CLASSIC, seed: int = 1, players: int = 2) -> Hand:
    hand = Hand(rules, names(players), seed=seed)
    hand.start()
    return hand


def test_acting_out_of_turn_is_rejected_with_whose_turn_it_is() -> None:
    hand = started()
    ann_card = hand.all_dealt_cards()[0]
    with pytest.raises(IllegalAction, match="it is not Ann's turn: Bob is to act"):
        hand.verify_place(0, ann_card, "top")
    assert not hand.can_place(0, ann_card, "top")
    with pytest.raises(IllegalAction, match="not Ann's turn"):
        hand.confirm_street(0)
    with pytest.raises(IllegalAction, match="there is no seat 5"):
        hand.place(5, ann_card, "top")


def test_a_full_row_is_rejected() -> None:
    hand = started()
    held = view_for(hand, 1).held
    for c in held[:3]:
        hand.place(1, c, "top")
    with pytest.raises(IllegalAction, match=re.escape("the top row is full (3 cards)")):
        hand.place(1, held[3], "top")
    assert not hand.can_place(1, held[3], "top")
    assert hand.can_place(1, held[3], "middle")


def test_an_unknown_row_and_a_foreign_card_are_rejected() -> None:
    hand = started()
    held = view_for(hand, 1).held
    with pytest.raises(IllegalAction, match="there is no row called 'side'"):
        hand.place(1, held[0], "side")
    stranger = next(c for c in build_deck() if c not in hand.all_dealt_cards())
    with pytest.raises(IllegalAction, match="not one of your cards on this street"):
        hand.place(1, stranger, "top")


def test_confirming_an_incomplete_street_is_rejected() -> None:
    hand = started()
    held = view_for(hand, 1).held
    hand.place(1, held[0], "bottom")
    with pytest.raises(IllegalAction, match="place every card first: 4 still in hand"):
        hand.confirm_street(1)
    assert not hand.can_confirm(1)


def test_discarding_in_classic_is_rejected() -> None:
    hand = started()
    held = view_for(hand, 1).held
    with pytest.raises(IllegalAction, match="nothing is discarded on this street"):
        hand.discard(1, held[0])
    assert not hand.can_discard(1, held[0])


def finish_street(hand: Hand, seat: int, seed: int = 0) -> None:
    apply_decision(hand, seat, random_decision(view_for(hand, seat), random.Random(seed)))


def pineapple_second_street() -> Hand:
    """Pineapple heads-up, Bob holding his first three-card street."""
    hand = started(PINEAPPLE, seed=5)
    finish_street(hand, 1)
    finish_street(hand, 0)
    assert hand.to_act == 1 and len(view_for(hand, 1).held) == 3
    return hand


def test_pineapple_discards_exactly_one_per_street() -> None:
    hand = started(PINEAPPLE, seed=5)
    with pytest.raises(IllegalAction, match="nothing is discarded on this street"):
        hand.discard(1, view_for(hand, 1).held[0])
    hand = pineapple_second_street()
    a, b, c = view_for(hand, 1).held
    hand.discard(1, a)
    with pytest.raises(IllegalAction, match=re.escape("discards 1 card(s), no more")):
        hand.discard(1, b)
    with pytest.raises(IllegalAction, match="already discarded"):
        hand.discard(1, a)
    hand.place(1, b, "bottom")
    hand.place(1, c, "bottom")
    hand.confirm_street(1)
    hand = pineapple_second_street()
    a, b, c = view_for(hand, 1).held
    hand.place(1, a, "bottom")
    hand.place(1, b, "bottom")
    with pytest.raises(IllegalAction, match="places 2 cards; discard the others"):
        hand.place(1, c, "bottom")
    with pytest.raises(IllegalAction, match="place or discard every card first"):
        hand.confirm_street(1)


def test_a_card_discarded_on_an_earlier_street_stays_out_of_play() -> None:
    hand = pineapple_second_street()
    thrown = view_for(hand, 1).held[0]
    finish_street_with_discard(hand, 1, thrown)
    finish_street(hand, 0)
    assert view_for(hand, 1).discards == (thrown,)
    with pytest.raises(IllegalAction, match="was discarded; discarded cards stay out of play"):
        hand.place(1, thrown, "top")
    with pytest.raises(IllegalAction, match="was discarded"):
        hand.take_back(1, thrown)


def finish_street_with_discard(hand: Hand, seat: int, thrown: Card) -> None:
    hand.discard(seat, thrown)
    for held in view_for(hand, seat).held:
        row = next(r for r in ROW_NAMES if hand.can_place(seat, held, r))
        hand.place(seat, held, row)
    hand.confirm_street(seat)


def test_nothing_is_allowed_after_the_hand_is_over() -> None:
    hand = started()
    play_randomly(hand)
    some_card = hand.board(0).cards()[0]
    for action in (
        lambda: hand.place(0, some_card, "top"),
        lambda: hand.discard(0, some_card),
        lambda: hand.take_back(0, some_card),
        lambda: hand.undo(0),
        lambda: hand.confirm_street(0),
    ):
        with pytest.raises(IllegalAction, match="the hand is over"):
            action()
    assert hand.acting_seats() == [] and hand.to_act is None
    with pytest.raises(IllegalAction, match="already started"):
        hand.start()


def test_nothing_is_allowed_before_the_start() -> None:
    hand = Hand(CLASSIC, names(2))
    with pytest.raises(IllegalAction, match="has not started"):
        hand.confirm_street(1)


def test_bad_tables_are_rejected() -> None:
    with pytest.raises(OfcError, match="different, non-empty name"):
        Hand(CLASSIC, ["Ann", "Ann"])
    with pytest.raises(OfcError, match="button must sit"):
        Hand(CLASSIC, names(2), button=2)
    with pytest.raises(RulesError, match="at most 4 players"):
        Hand(CLASSIC, names(5))
    with pytest.raises(OfcError, match="no Fantasyland"):
        Hand(NO_FANTASYLAND, names(2), fantasyland={0: 13})
    with pytest.raises(ValueError, match="deal a Fantasyland hand 13 cards, not 12"):
        Hand(CLASSIC, names(2), fantasyland={0: 12})


def test_a_fantasyland_count_the_rules_never_deal_is_rejected() -> None:
    with pytest.raises(OfcError):
        Hand(CLASSIC, names(4), fantasyland={0: 17})


# ----- rearranging and undo within a street -------------------------------------------


def test_cards_move_freely_before_the_street_is_confirmed() -> None:
    hand = started()
    a, b, c, d, e = view_for(hand, 1).held
    hand.place(1, a, "top")
    assert hand.place(1, a, "middle")[0].source == "top"  # moved between rows
    hand.place(1, b, "middle")
    returned = hand.take_back(1, b)
    assert returned[0].source == "middle"
    assert set(view_for(hand, 1).held) == {b, c, d, e}
    with pytest.raises(IllegalAction, match="already in your hand"):
        hand.take_back(1, b)
    with pytest.raises(IllegalAction, match="already in the middle row"):
        hand.place(1, a, "middle")
    for x in (b, c, d, e):
        hand.place(1, x, "bottom")
    assert hand.board(1) == Board((), (a,), (b, c, d, e))
    hand.confirm_street(1)
    assert hand.seats[1].rows == {"top": [], "middle": [a], "bottom": [b, c, d, e]}


def test_undo_walks_back_this_streets_moves_in_order() -> None:
    hand = started()
    a, b, *_ = view_for(hand, 1).held
    with pytest.raises(IllegalAction, match="nothing to undo"):
        hand.undo(1)
    hand.place(1, a, "top")
    hand.place(1, a, "bottom")
    hand.place(1, b, "middle")
    hand.take_back(1, b)
    hand.undo(1)  # b back in the middle
    assert hand.board(1) == Board((), (b,), (a,))
    hand.undo(1)  # b back in the hand
    hand.undo(1)  # a back on top
    assert hand.board(1) == Board((a,), (), ())
    hand.undo(1)  # a back in the hand
    assert hand.board(1) == Board() and len(view_for(hand, 1).held) == 5
    assert not hand.can_undo(1)


def test_undo_and_take_back_do_not_cross_a_confirmed_street() -> None:
    hand = started()
    finish_street(hand, 1)
    finish_street(hand, 0)
    placed = hand.board(1).cards()[0]
    assert hand.to_act == 1
    with pytest.raises(IllegalAction, match="nothing to undo on this street"):
        hand.undo(1)
    with pytest.raises(IllegalAction, match="placed on an earlier street and cannot move"):
        hand.take_back(1, placed)
    row = next(r for r in ROW_NAMES if placed not in hand.seats[1].rows[r])
    with pytest.raises(IllegalAction, match="cannot move any more"):
        hand.place(1, placed, row)


def test_pineapple_discard_can_be_taken_back_and_swapped() -> None:
    hand = pineapple_second_street()
    a, b, c = view_for(hand, 1).held
    hand.discard(1, a)
    hand.take_back(1, a)
    hand.discard(1, b)
    hand.place(1, a, "bottom")  # a discard slot is free again after the swap
    hand.place(1, b, "bottom")  # moving the discard to a row frees the discard
    hand.discard(1, c)
    hand.confirm_street(1)
    assert view_for(hand, 1).discards == (c,)
    assert set(hand.board(1).bottom) >= {a, b}
