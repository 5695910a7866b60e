"""Rows with jokers as the player reads them during play (docs/rules.md §7): the row's label
names what the engine makes of the row, jokers counted, and the certain-foul check and
the guided hand's foul warning count jokers too."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations_with_replacement

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ofc_desktop.core.autoplay import can_avoid_foul, row_bounds
from ofc_desktop.core.board import Board, live_row_values, row_values
from ofc_desktop.core.cards import JOKER, Card, Rank, Suit, build_deck, parse_cards
from ofc_desktop.core.evaluate import Category, category_of, evaluate3, evaluate5, name_of
from ofc_desktop.core.explain import live_row_names
from ofc_desktop.core.jokers import best_value
from ofc_desktop.core.rows import ROWS, Row
from ofc_desktop.core.rules import JokerMode, RuleSet
from ofc_desktop.core.tutorial_script import fouls_if

BEST_LEGAL = RuleSet(jokers_per_deck=1)
ROW_MAX = RuleSet(jokers_per_deck=1, joker_mode=JokerMode.ROW_MAX)
ALL_NATURALS = tuple(Card(rank, suit) for rank in Rank for suit in Suit)


def label_category(label: str) -> Category:
    """The category a hand name names, read from the words alone."""
    if label.startswith("Five of a kind"):
        return Category.FIVE_OF_A_KIND
    if label == "Royal flush" or label.endswith("straight flush"):
        return Category.STRAIGHT_FLUSH
    if label.startswith("Four of a kind"):
        return Category.FOUR_OF_A_KIND
    if label.startswith("Full house"):
        return Category.FULL_HOUSE
    if label.endswith("-high flush"):
        return Category.FLUSH
    if label.endswith("-high straight"):
        return Category.STRAIGHT
    if label.startswith("Three of a kind"):
        return Category.THREE_OF_A_KIND
    if label.startswith("Two pair"):
        return Category.TWO_PAIR
    if label.startswith("Pair of"):
        return Category.PAIR
    assert label.endswith(" high"), label
    return Category.HIGH_CARD


def strongest_by_substitution(cards: Sequence[Card], size: int) -> int:
    """The best value of a complete row, every joker replaced by every natural card in
    turn (a joker may copy a card already on the board): an oracle independent of the
    engine's joker shortcut."""
    naturals = [card.code for card in cards if not card.is_joker]
    jokers = len(cards) - len(naturals)
    evaluate = evaluate5 if size == 5 else evaluate3
    return max(
        evaluate([*naturals, *(card.code for card in extra)])
        for extra in combinations_with_replacement(ALL_NATURALS, jokers)
    )


def board_with_row(row: Row, cards: Sequence[Card]) -> Board:
    rows = {r: tuple(cards) if r is row else () for r in ROWS}
    return Board(rows[Row.TOP], rows[Row.MIDDLE], rows[Row.BOTTOM])


@st.composite
def joker_rows(draw: st.DrawFn) -> tuple[RuleSet, Row, list[Card]]:
    """A complete row holding one or two jokers, from a single or a double deck."""
    decks = draw(st.sampled_from((1, 2)))
    jokers_per_deck = draw(st.sampled_from((1, 2)))
    rules = RuleSet(decks=decks, jokers_per_deck=jokers_per_deck)
    row = draw(st.sampled_from(ROWS))
    jokers = draw(st.integers(1, min(2, decks * jokers_per_deck)))
    shoe = list(build_deck(decks, 0))
    naturals = draw(
        st.lists(
            st.sampled_from(shoe),
            min_size=row.size - jokers,
            max_size=row.size - jokers,
            unique=True,
        )
    )
    cards = [*naturals, *(JOKER.with_copy(i) for i in range(jokers))]
    return rules, row, draw(st.permutations(cards))


@settings(max_examples=300, deadline=None)
@given(joker_rows())
def test_a_joker_row_is_labelled_with_the_category_the_engine_gives_it(
    example: tuple[RuleSet, Row, list[Card]],
) -> None:
    rules, row, cards = example
    index = ROWS.index(row)
    label = live_row_names(board_with_row(row, cards), rules)[index]
    engine = best_value(cards, row.size)
    assert label_category(label) is category_of(engine)
    assert label == name_of(engine)
    assert engine == strongest_by_substitution(cards, row.size)


@settings(max_examples=150, deadline=None)
@given(joker_rows())
def test_a_joker_row_being_filled_reads_at_least_what_its_cards_make(
    example: tuple[RuleSet, Row, list[Card]],
) -> None:
    """One card short, the row reads as the best its cards make so far: never below the
    natural cards alone, and never above what the complete row can become."""
    rules, row, cards = example
    partial = [card for card in cards if card.is_joker] + [
        card for card in cards if not card.is_joker
    ][: row.size - 1 - sum(card.is_joker for card in cards)]
    value = live_row_values(board_with_row(row, partial), rules)[ROWS.index(row)]
    low, high = row_bounds(partial, row, ROW_MAX)
    assert value >= low  # row max: the jokers already count at their best
    assert value <= high


@pytest.mark.parametrize(
    ("row", "cards", "label"),
    [
        (Row.TOP, "As Ac JK", "Three of a kind, Aces"),
        (Row.BOTTOM, "As Ac JK Ac JK", "Five of a kind, Aces"),
        (Row.TOP, "8c JK 4c", "Pair of Eights"),
        (Row.MIDDLE, "5h 6h JK 8h 9h", "Nine-high straight flush"),
        (Row.MIDDLE, "Kd JK", "Pair of Kings"),
        (Row.BOTTOM, "7s 7d JK 2c", "Three of a kind, Sevens"),
        (Row.TOP, "Qs 9d", "Queen high"),
    ],
)
def test_labels_of_rows_with_jokers(row: Row, cards: str, label: str) -> None:
    rules = RuleSet(decks=2, jokers_per_deck=1)
    board = board_with_row(row, parse_cards(cards))
    assert live_row_names(board, rules)[ROWS.index(row)] == label


def test_an_empty_row_has_no_label_and_a_complete_board_reads_as_it_is_scored() -> None:
    assert live_row_names(Board(), BEST_LEGAL) == ("", "", "")
    board = Board.parse("As Ac JK", "Kh Kd Qs Qd 2c", "Ah Ad 3s 3d 3c")
    # Judged as a whole, the joker is valued low so that the board does not foul ...
    assert live_row_values(board, BEST_LEGAL) == row_values(board, BEST_LEGAL)[0]
    assert live_row_names(board, BEST_LEGAL)[0].startswith("Pair of Aces")
    # ... and each row on its own, it makes the top three aces (and the board fouls).
    assert live_row_names(board, ROW_MAX)[0] == "Three of a kind, Aces"


# ----- the certain foul and the foul warning count jokers -----------------------------------


def test_a_joker_on_top_is_a_certain_foul_only_when_it_must_be_strong() -> None:
    board = Board.parse("As Ac JK", "Kh Kd Qs Qd 2c", "Ah Ad")
    # Each row on its own: the top is three aces, above the middle's two pair for good.
    assert not can_avoid_foul(board, ROW_MAX)
    # The best legal board: the joker may be a deuce, a pair of aces below two pair.
    assert can_avoid_foul(board, BEST_LEGAL)


def test_a_joker_below_saves_a_board_that_its_natural_cards_would_foul() -> None:
    board = Board.parse("Qs Qd 7c", "Qh JK 6s 5d 6h", "As Ad Ac")
    assert can_avoid_foul(board, BEST_LEGAL)
    assert can_avoid_foul(board, ROW_MAX)
    complete = Board.parse("Qs Qd 7c", "Qh JK 6s 5d 6h", "As Ad Ac 2s 2d")
    assert not row_values(complete, BEST_LEGAL)[1]


def test_an_unseen_joker_is_a_card_that_can_still_save_the_board() -> None:
    board = Board.parse("Qs Qd 7c", "Qh Qc 6s 5d", "As Ad Ac 2s 2d")
    useless = list(parse_cards("3s 2h"))
    assert not can_avoid_foul(board, BEST_LEGAL, useless)
    assert can_avoid_foul(board, BEST_LEGAL, [*useless, JOKER])


def test_the_row_a_joker_already_lifts_is_marked_beaten() -> None:
    top = row_bounds(parse_cards("As Ac JK"), Row.TOP, ROW_MAX)
    middle_open = row_bounds(parse_cards("Kh Kd Qs Qd"), Row.MIDDLE, ROW_MAX)
    middle_done = row_bounds(parse_cards("Kh Kd 7s 5d 2c"), Row.MIDDLE, ROW_MAX)
    assert top[0] <= middle_open[1]  # a king or a queen still makes a full house
    assert top[0] > middle_done[1]  # a pair of kings never beats three aces


def test_the_guided_hands_foul_warning_counts_a_joker_placed_on_top() -> None:
    board = Board.parse("Qs Qd", "Qh Qc 6s 5d 4h", "As Ad Ac 2s 2d")
    joker = JOKER
    # Each row on its own, the joker makes the top three queens: a certain foul.
    assert fouls_if(board, joker, "top", ROW_MAX)
    # Judged as a whole, the joker can be a low card and keep the board legal.
    assert not fouls_if(board, joker, "top", BEST_LEGAL)
    assert fouls_if(board, Card.parse("7c"), "top", BEST_LEGAL)
