"""Outs and dead cards: exact outs and chances for hand-made positions, the requirements
checked against the evaluator, and properties of random hands (privacy, bounds, fewer
cards to come never a higher chance)."""

from __future__ import annotations

import random
from dataclasses import replace
from math import comb

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ofc_desktop.bots import outs
from ofc_desktop.bots.outs import Draw, outs_line, row_draws, seen_cards
from ofc_desktop.core.autoplay import random_decision
from ofc_desktop.core.board import Board
from ofc_desktop.core.cards import Card, build_deck, parse_cards
from ofc_desktop.core.decision import apply_decision
from ofc_desktop.core.evaluate import Category, category_of
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.jokers import best_value
from ofc_desktop.core.rows import Row
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.core.streets import Street
from ofc_desktop.core.view import OpponentView, PlayerView, view_for

CLASSIC_LAST = Street(1, 1)


def position(
    top: str,
    middle: str,
    bottom: str,
    *,
    opponent: tuple[str, str, str] = ("", "", ""),
    held: str = "",
    rules: RuleSet | None = None,
    street_rule: Street | None = CLASSIC_LAST,
    streets_left: int = 0,
) -> PlayerView:
    """Seat 0 of a heads-up hand, its board and the other's face-up board given."""
    rules = rules or RuleSet()
    return PlayerView(
        seat=0,
        players=("me", "you"),
        rules=rules,
        button=1,
        hand_number=1,
        board=Board.parse(top, middle, bottom),
        held=tuple(parse_cards(held)),
        street_placed=(),
        street_discards=(),
        discards=(),
        street=8 - streets_left,
        street_rule=street_rule,
        streets_left=streets_left,
        my_turn=bool(held),
        in_fantasyland=False,
        opponents=(OpponentView(1, "you", Board.parse(*opponent), 0, 0, 0, False, False),),
        settlement=None,
    )


def draws_of(view: PlayerView, row: Row) -> dict[Category, Draw]:
    found = {entry.row: entry.draws for entry in row_draws(view)}
    return {draw.category: draw for draw in found.get(row, ())}


# A last Classic street still to be dealt: top and middle full, four hearts on the bottom.
FOUR_HEARTS_ROWS = ("Ks Kd 2c", "As Ac 3d 4d 6c", "2h 5h 9h Jh")
OTHER_BOARD = ("Qh 3h 7s", "8c 8d", "Tc")
FOUR_HEARTS = position(*FOUR_HEARTS_ROWS, opponent=OTHER_BOARD)


def test_four_hearts_with_one_place_have_nine_outs_less_the_hearts_seen() -> None:
    flush = draws_of(FOUR_HEARTS, Row.BOTTOM)[Category.FLUSH]
    assert (flush.outs_total, flush.outs_live) == (9, 7)  # Qh and 3h are on the other board
    assert flush.name == "Flush" and flush.needed == 1
    assert outs_line(flush) == f"Flush: 7 of 9 outs live, {round(100 * 7 / 34)}% by the end"


def test_the_last_card_of_classic_gives_the_exact_chance() -> None:
    unseen = 52 - len(seen_cards(FOUR_HEARTS))
    draws = draws_of(FOUR_HEARTS, Row.BOTTOM)
    assert draws[Category.FLUSH].chance == 7 / unseen
    # At least a pair: a pair or the flush; 2, 5, 9 and J pair the bottom (the 2c is seen).
    pair = draws[Category.PAIR]
    assert (pair.outs_total, pair.outs_live) == (12, 11)
    assert pair.chance == (11 + 7) / unseen


def test_a_double_deck_doubles_the_outs_of_a_straight_draw() -> None:
    board = ("Ks Kd 2c", "As Ac 3d 4d Jc", "5c 6d 7h 8s")
    single = draws_of(position(*board), Row.BOTTOM)[Category.STRAIGHT]
    double = draws_of(position(*board, rules=RuleSet(decks=2)), Row.BOTTOM)[Category.STRAIGHT]
    assert (single.outs_total, double.outs_total) == (8, 16)
    assert (single.outs_live, double.outs_live) == (7, 15)  # the 4d is in the middle
    assert single.chance == 7 / (52 - 12)
    assert double.chance == 15 / (104 - 12)


def test_a_joker_is_an_out_to_every_draw() -> None:
    view = position(*FOUR_HEARTS_ROWS, opponent=OTHER_BOARD, rules=RuleSet(jokers_per_deck=1))
    draws = draws_of(view, Row.BOTTOM)
    assert (draws[Category.FLUSH].outs_total, draws[Category.FLUSH].outs_live) == (10, 8)
    assert (draws[Category.PAIR].outs_total, draws[Category.PAIR].outs_live) == (13, 12)
    assert draws[Category.FLUSH].chance == 8 / (53 - 18)


def test_a_joker_in_the_row_is_wild() -> None:
    view = position("Ks Kd 2c", "As Ac 3d 4d 6c", "2h 5h JK", rules=RuleSet(jokers_per_deck=1))
    draws = draws_of(view, Row.BOTTOM)
    assert draws[Category.FLUSH].needed == 2  # the joker is the third heart
    assert draws[Category.THREE_OF_A_KIND].needed == 1  # with a pair of fives already


def test_full_rows_have_no_draws() -> None:
    complete = position("Ks Kd 2c", "As Ac 3d 4d 6c", "2h 5h 9h Jh Qh", street_rule=None)
    assert row_draws(complete) == []
    assert [entry.row for entry in row_draws(FOUR_HEARTS)] == [Row.BOTTOM]


def test_four_suited_in_a_row_draw_to_a_straight_flush_a_flush_and_a_straight() -> None:
    view = position("Ks Kd 2c", "As Ac 3d 4d Jc", "5h 6h 7h 8h")
    draws = draws_of(view, Row.BOTTOM)
    straight_flush = draws[Category.STRAIGHT_FLUSH]
    assert (straight_flush.outs_total, straight_flush.name) == (2, "Straight flush")
    assert (draws[Category.FLUSH].outs_total, draws[Category.STRAIGHT].outs_total) == (9, 8)
    unseen = 52 - 12
    assert straight_flush.chance == 2 / unseen
    assert draws[Category.FLUSH].chance == 9 / unseen
    # At least a straight: any heart or any other four or nine (the 4d is seen).
    assert draws[Category.STRAIGHT].chance == (9 + 7 - 2) / unseen
    # One card away each; the likeliest first: a pair (12 outs, or any flush or straight).
    assert [d.category for d in row_draws(view)[0].draws] == [
        Category.PAIR,
        Category.STRAIGHT,
        Category.FLUSH,
        Category.STRAIGHT_FLUSH,
    ]


def test_a_pair_on_top_draws_to_trips_and_an_unpaired_top_to_a_pair() -> None:
    paired = draws_of(position("Qs Qd", "", "", street_rule=None), Row.TOP)
    assert paired[Category.THREE_OF_A_KIND].outs_total == 2
    unpaired = draws_of(position("Ks 7d", "", "", street_rule=None), Row.TOP)
    assert set(unpaired) == {Category.PAIR} and unpaired[Category.PAIR].outs_total == 6


def test_two_cards_still_to_come_are_counted_exactly_enough() -> None:
    """Two Classic streets to come, each one card: the flush needs one of them to be a
    heart, 1 - C(unseen - outs, 2) / C(unseen, 2), within the sampling."""
    view = position(
        "Ks Kd 2c", "As Ac 3d 4d", "2h 5h 9h Jh", street_rule=CLASSIC_LAST, streets_left=1
    )
    flush = draws_of(view, Row.BOTTOM)[Category.FLUSH]
    unseen = 52 - 11
    exact = 1 - comb(unseen - 9, 2) / comb(unseen, 2)
    assert abs(flush.chance - exact) < 0.04
    assert row_draws(view) == row_draws(view)  # the same position, the same figures


def test_pineapple_places_only_two_of_its_three_cards_in_a_row() -> None:
    pineapple = RuleSet(variant=Variant.PINEAPPLE)
    counts = np.zeros((1, outs.JOKER_TYPE + 1), dtype=np.int64)
    counts[0, 13 + 9 : 13 + 12] = 1  # Jh Qh Kh, dealt together, two of them placed
    held = outs._Block(counts, 2)
    assert not outs._met(((("suit", 1), 3),), 0, [held])
    assert outs._met(((("suit", 1), 2),), 0, [held])
    view = position(
        "Ks Kd 2c",
        "As Ac 3d 4d 6c",
        "2h 5h 9h",
        held="Jh Qh Kh",
        rules=pineapple,
        street_rule=Street(3, 2),
    )
    assert draws_of(view, Row.BOTTOM)[Category.FLUSH].chance == 1.0


def test_the_line_reads_like_a_sentence() -> None:
    draw = Draw("Flush", 6, 9, 0.41, Category.FLUSH, 1)
    assert outs_line(draw) == "Flush: 6 of 9 outs live, 41% by the end"


# ----- the requirements agree with the evaluator --------------------------------------------


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_a_complete_row_meets_a_category_exactly_when_the_evaluator_says_so(
    data: st.DataObject,
) -> None:
    size = data.draw(st.sampled_from([3, 5]))
    shoe = build_deck(2, 2)
    cards = data.draw(st.lists(st.sampled_from(shoe), min_size=size, max_size=size, unique=True))
    naturals = tuple(sorted((int(c.rank), c.suit.index) for c in cards if c.rank and c.suit))
    jokers = size - len(naturals)
    value = category_of(best_value(cards, size))
    categories = outs.TOP_CATEGORIES if size == 3 else outs.FIVE_CARD_CATEGORIES
    for category in categories:
        met = any(
            sum(count for _, count in needs) <= jokers
            for higher in categories
            if higher >= category
            for needs in outs._requirements(naturals, size, higher)
        )
        assert met == (value >= category), (cards, category, value)


# ----- random hands -----------------------------------------------------------------------


RULES = [
    RuleSet(),
    RuleSet(variant=Variant.PINEAPPLE),
    RuleSet(variant=Variant.TURBO),
    RuleSet(variant=Variant.PINEAPPLE, decks=2, jokers_per_deck=1),
    RuleSet(jokers_per_deck=2),
]


def hidden_from(hand: Hand, seat: int) -> set[Card]:
    """Cards ``seat`` may not see: the others' held, discarded and face-down cards."""
    hidden: set[Card] = set()
    for other, state in enumerate(hand.seats):
        if other == seat:
            continue
        hidden |= set(state.street_cards) | set(state.discards)
        if hand.is_simultaneous(other) and not hand.is_over:
            hidden |= {card for row in state.rows.values() for card in row}
    return hidden


@settings(max_examples=25, deadline=None)
@given(
    rules=st.sampled_from(RULES),
    players=st.integers(2, 3),
    seed=st.integers(0, 10**6),
    moves=st.integers(0, 20),
)
def test_figures_of_random_hands_are_sound(
    rules: RuleSet, players: int, seed: int, moves: int
) -> None:
    hand = Hand(rules, ["a", "b", "c"][:players], seed=seed)
    hand.start()
    rng = random.Random(seed)
    for _ in range(moves):
        if hand.is_over:
            break
        seat = hand.acting_seats()[0]
        apply_decision(hand, seat, random_decision(view_for(hand, seat), rng))
    for seat in range(players):
        view = view_for(hand, seat)
        seen = seen_cards(view)
        assert not set(seen) & hidden_from(hand, seat)
        assert len(set(seen)) == len(seen)
        figures = row_draws(view)
        for entry in figures:
            assert entry.draws
            for draw in entry.draws:
                assert 0 <= draw.outs_live <= draw.outs_total
                assert 0.0 <= draw.chance <= 1.0
                assert 1 <= draw.needed <= outs.MAX_NEEDED
        if view.streets_left:
            fewer = row_draws(replace(view, streets_left=view.streets_left - 1))
            for before, after in zip(figures, fewer, strict=True):
                assert before.row == after.row
                chances = {draw.category: draw.chance for draw in after.draws}
                assert chances.keys() == {draw.category for draw in before.draws}
                for draw in before.draws:
                    assert chances[draw.category] <= draw.chance


@pytest.mark.parametrize(
    ("chance", "shown"), [(0.0, "0%"), (0.001, "1%"), (0.404, "40%"), (0.996, "99%"), (1.0, "100%")]
)
def test_a_chance_short_of_certain_never_reads_as_certain(chance: float, shown: str) -> None:
    draw = Draw("Pair", 5, 9, chance, Category.PAIR, 1)
    assert outs_line(draw).endswith(f", {shown} by the end")


def test_a_gutshot_has_four_outs_less_the_ones_seen_and_discarded() -> None:
    board = ("Ks Kd 2c", "As Ac 3d 4d Jc", "5c 6d 8h 9s")
    gutshot = draws_of(position(*board), Row.BOTTOM)[Category.STRAIGHT]
    assert (gutshot.outs_total, gutshot.outs_live) == (4, 4)
    # A seven on the other board and one among my own discards are dead.
    seen = replace(position(*board, opponent=("7c", "", "")), discards=tuple(parse_cards("7d")))
    dead = draws_of(seen, Row.BOTTOM)[Category.STRAIGHT]
    assert (dead.outs_total, dead.outs_live) == (4, 2)
    assert dead.chance == 2 / (52 - len(seen_cards(seen)))
    assert {Card.parse("7c"), Card.parse("7d")} <= set(seen_cards(seen))
