"""Hand values (docs/rules.md §2), double-deck hands (§8) and wild jokers (§7).

The exhaustive 5-card check uses treys, an independent evaluator, as the oracle; the
3-card and joker checks use references written here.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import cache
from itertools import combinations, combinations_with_replacement, pairwise, product

import pytest
import treys
from hypothesis import given
from hypothesis import strategies as st

from ofc_desktop.core.board import Board, evaluate_board, is_fouled, row_values
from ofc_desktop.core.cards import (
    SUIT_ORDER,
    Card,
    Suit,
    build_deck,
    parse_cards,
    standard_cards,
)
from ofc_desktop.core.evaluate import (
    Category,
    category_of,
    classify,
    evaluate3,
    evaluate5,
    evaluate_naturals,
    name_of,
    ranks_of,
)
from ofc_desktop.core.jokers import achievable_values, best_legal_values, best_value
from ofc_desktop.core.rows import ROWS
from ofc_desktop.core.royalties import FIVE_CARD_HANDS, STANDARD_ROYALTIES
from ofc_desktop.core.rules import JokerMode, RuleSet

DECK = standard_cards()


def codes(text: str) -> list[int]:
    return [card.code for card in parse_cards(text)]


def v5(text: str) -> int:
    return evaluate5(codes(text))


def v3(text: str) -> int:
    return evaluate3(codes(text))


# ----- exhaustive checks ------------------------------------------------------------------


def test_every_five_card_hand_ranks_like_treys() -> None:
    """All 2,598,960 hands: our order, ties included, is exactly treys' order."""
    our_codes = [card.code for card in DECK]
    treys_cards = [treys.Card.new(card.text) for card in DECK]
    treys_rank = treys.Evaluator().evaluate
    # One packed int per hand: our value above bit 13, treys' rank (1..7462) below.
    packed = Counter(
        evaluate5(ours) << 13 | treys_rank(list(theirs), [])
        for ours, theirs in zip(
            combinations(our_codes, 5), combinations(treys_cards, 5), strict=True
        )
    )
    assert sum(packed.values()) == 2_598_960
    treys_of: dict[int, int] = {}
    ours_of: dict[int, int] = {}
    hands_per_category: Counter[Category] = Counter()
    for key, hands in packed.items():
        value, rank = key >> 13, key & 0x1FFF
        assert treys_of.setdefault(value, rank) == rank, f"{name_of(value)} has two treys ranks"
        assert ours_of.setdefault(rank, value) == value, f"treys rank {rank} has two values"
        hands_per_category[category_of(value)] += hands
    assert len(treys_of) == len(ours_of) == 7462
    treys_in_our_order = [treys_of[value] for value in sorted(treys_of)]
    assert all(worse > better for worse, better in pairwise(treys_in_our_order))
    assert hands_per_category == {
        Category.HIGH_CARD: 1_302_540,
        Category.PAIR: 1_098_240,
        Category.TWO_PAIR: 123_552,
        Category.THREE_OF_A_KIND: 54_912,
        Category.STRAIGHT: 10_200,
        Category.FLUSH: 5_108,
        Category.FULL_HOUSE: 3_744,
        Category.FOUR_OF_A_KIND: 624,
        Category.STRAIGHT_FLUSH: 40,
    }


def reference_top_key(ranks: Sequence[int]) -> tuple[int, ...]:
    """Independent 3-card ranking: trips > pair > high card, then ranks by significance."""
    counts = Counter(ranks)
    category = {3: 2, 2: 1, 1: 0}[max(counts.values())]
    ordered = sorted(counts, key=lambda rank: (counts[rank], rank), reverse=True)
    return (category, *ordered)


def test_every_three_card_top_ranks_like_the_reference() -> None:
    value_of_key: dict[tuple[int, ...], int] = {}
    categories: Counter[Category] = Counter()
    for trio in combinations(DECK, 3):
        value = evaluate3([card.code for card in trio])
        ranks = [int(card.rank) for card in trio if card.rank is not None]
        key = reference_top_key(ranks)
        assert value_of_key.setdefault(key, value) == value, trio
        assert ranks_of(value) == list(key[1:])
        categories[category_of(value)] += 1
    assert len(value_of_key) == len(set(value_of_key.values())) == 455
    values_in_reference_order = [value_of_key[key] for key in sorted(value_of_key)]
    assert all(a < b for a, b in pairwise(values_in_reference_order))
    # 22,100 tops, and never a straight or a flush among them.
    assert categories == {
        Category.HIGH_CARD: 18_304,
        Category.PAIR: 3_744,
        Category.THREE_OF_A_KIND: 52,
    }


@pytest.mark.parametrize("top", ["Qs Js Ts", "As 2s 3s", "Kh Qh Jh", "4d 3d 2d"])
def test_suited_connected_top_is_high_card(top: str) -> None:
    assert category_of(v3(top)) is Category.HIGH_CARD
    assert category_of(best_value(parse_cards(top), 3)) is Category.HIGH_CARD


# ----- names ------------------------------------------------------------------------------


def row_value(text: str) -> int:
    """Value of a complete row written as text, jokers at their best."""
    row = parse_cards(text)
    return best_value(row, len(row))


@pytest.mark.parametrize(
    ("row", "name"),
    [
        ("Qs Qd 7c", "Pair of Queens"),
        ("Qs Qd 7c 5h 2d", "Pair of Queens"),
        ("Kh 9h 7h 4h 2h", "King-high flush"),
        ("9s 9d 9c 4h 4d", "Full house, Nines over Fours"),
        ("4s 4d 4c 9h 9d", "Full house, Fours over Nines"),
        ("As 2d 3c 4h 5d", "Five-high straight"),
        ("Ts Jd Qc Kh Ad", "Ace-high straight"),
        ("Ah Kh Qh Jh Th", "Royal flush"),
        ("5c 4c 3c 2c Ac", "Five-high straight flush"),
        ("6s 6d Kc Kh 2d", "Two pair, Kings and Sixes"),
        ("8s 8d 8c 8h 2d", "Four of a kind, Eights"),
        ("7s 7d 7c", "Three of a kind, Sevens"),
        ("As Td 2c", "Ace high"),
        ("2s 2s 2d 2d 2h", "Five of a kind, Twos"),
        ("As Ah JK JK Ad", "Five of a kind, Aces"),
    ],
)
def test_names(row: str, name: str) -> None:
    assert name_of(row_value(row)).casefold() == name.casefold()


def test_wheel_is_the_lowest_straight_and_straight_flush() -> None:
    wheel, six_high = v5("As 2d 3c 4h 5d"), v5("2d 3c 4h 5d 6s")
    assert category_of(wheel) is Category.STRAIGHT
    assert ranks_of(wheel) == [5, 4, 3, 2, 1]  # the ace counts low (1)
    assert v5("As Kd Qc Jh 9d") < wheel < six_high < v5("Ts Jd Qc Kh Ad")
    steel = v5("5c 4c 3c 2c Ac")
    assert v5("Ac Kc Qc Jc 9c") < steel < v5("6c 5c 4c 3c 2c")


# ----- comparing rows of different size (§2) ----------------------------------------------


@pytest.mark.parametrize(
    ("top", "middle", "top_higher"),
    [
        ("Qs Qd 7c", "Qh Qc 6s 5d 4h", True),  # §2 and §11.5: a foul
        ("Qs Qd 7c", "Qh Qc 9s 8d 2h", False),
        ("Qs Qd 7c", "Qh Qc 7s 5d 2h", False),  # equal in every top rank: not a foul
        ("Qs Qd 8c", "Qh Qc 7s 5d 2h", True),
        ("Ks Kd 2c", "Qh Qc As Ad 3h", False),  # two pair beats any pair
        ("Ks Kd Kc", "Qh Qc Qs Ad 2h", True),  # trips against trips
        ("9s 9d 9c", "Th Tc Ts 3d 2h", False),
        ("5s 5d 5c", "5h 5c 5s 3d 2h", False),  # double deck: equal trips
        ("5s 5d 5c", "As Ad 4c 4h 4d", False),  # full house over trips
        ("As Ad Ac", "2s 3d 4c 5h 6d", False),  # any straight beats trips
        ("Ks Kd Kc", "As Ad Qc Qh 3d", True),
        ("2s 2d 3c", "As Kd Qc Jh 9d", True),  # a pair beats high card
        ("As Kd Qc", "Ah Kc Qs Jd 9h", False),  # high card, equal prefix
        ("As Kd Qc", "Ah Kc Js Td 8h", True),
        ("As Kd 2c", "Ah Kc 4s 3d 2h", False),
        ("As Kd 5c", "Ah Kc 4s 3d 2h", True),
        ("As 5d 4c", "Ah 2c 3s 4d 5h", False),  # wheel middle is a straight
    ],
)
def test_top_against_middle(top: str, middle: str, top_higher: bool) -> None:
    top_value, middle_value = v3(top), v5(middle)
    assert (top_value > middle_value) is top_higher
    bottom = v5("Ah Ah Ah Ah Ah")  # five of a kind never causes the foul
    assert is_fouled((top_value, middle_value, bottom)) is top_higher


def test_rules_foul_example_as_a_board() -> None:
    board = Board.parse("Qs Qd 7c", "Qh Qc 6s 5d 4h", "Ah Ad Ac 2s 2d")
    evaluation = evaluate_board(board, RuleSet())
    assert evaluation.fouled
    assert evaluation.royalties == (0, 0, 0)
    fine = Board.parse("Qs Qd 7c", "Qh Qc 7s 5d 2h", "Ah Ad Ac 2s 2d")
    assert not evaluate_board(fine, RuleSet()).fouled


def test_is_fouled_allows_equal_rows() -> None:
    middle = v5("Qh Qc 7s 5d 2h")
    assert not is_fouled((v3("2s 3d 5c"), middle, middle))
    assert is_fouled((v3("2s 3d 5c"), middle, v5("Jh Jc 7s 5d 2h")))


# ----- double deck (§8) -------------------------------------------------------------------


def test_duplicates_are_pairs_and_flushes() -> None:
    flush = v5("Ah Ah Kh 5h 2h")
    assert category_of(flush) is Category.FLUSH
    assert flush > v5("Ah Kh Qh Jh 9h")  # ranks in order: A A beats A K
    assert category_of(v5("As As Kd 5c 2h")) is Category.PAIR
    assert category_of(v5("As As Ks Ks Qs")) is Category.FLUSH
    assert category_of(v5("Ah Ah Kh Kh Kh")) is Category.FULL_HOUSE
    assert category_of(v3("As As 2d")) is Category.PAIR


def test_five_of_a_kind_ranks_above_a_royal_flush() -> None:
    royal = v5("As Ks Qs Js Ts")
    natural_fives = v5("2s 2s 2h 2h 2d")  # possible with two decks alone
    with_jokers = best_value(parse_cards("As As JK JK Ad"), 5)
    assert category_of(natural_fives) is category_of(with_jokers) is Category.FIVE_OF_A_KIND
    assert royal < natural_fives < with_jokers
    assert (
        evaluate_board(
            Board.parse("Kd Kc 3s", "Ah Kh Qh Jh Th", "As As JK JK Ad"),
            RuleSet(decks=2, jokers_per_deck=2),
        ).values[2]
        == with_jokers
    )


# ----- jokers (§7) ------------------------------------------------------------------------


@cache
def classify_cached(ranks: tuple[int, ...], suited: bool, five_card: bool) -> int:
    return classify(ranks, suited=suited, five_card=five_card)


def brute_force_values(row: Sequence[Card], row_size: int) -> set[int]:
    """Replace each joker by every one of the 52 cards (repeats allowed)."""
    naturals = [card for card in row if not card.is_joker]
    values = set()
    for extra in combinations_with_replacement(DECK, len(row) - len(naturals)):
        full = [*naturals, *extra]
        ranks = tuple(sorted(int(card.rank) for card in full if card.rank is not None))
        suited = len({card.suit for card in full}) == 1
        values.add(classify_cached(ranks, suited, row_size == 5))
    return values


def random_rows(seed: int, count: int, row_size: int, jokers: int) -> list[list[Card]]:
    """Rows of double-deck naturals plus jokers; a third are single-suited."""
    rng = random.Random(seed)
    shoe = build_deck(2)
    rows = []
    for index in range(count):
        pool = shoe
        if index % 3 == 0:
            suit = rng.choice(SUIT_ORDER)
            pool = [card for card in shoe if card.suit is suit]
        row = [*rng.sample(pool, row_size - jokers), *[Card(None, None)] * jokers]
        rng.shuffle(row)
        rows.append(row)
    return rows


@pytest.mark.parametrize(
    ("row_size", "jokers", "count"),
    [(5, 1, 150), (5, 2, 60), (5, 3, 3), (3, 1, 120), (3, 2, 40), (3, 3, 1)],
)
def test_achievable_values_match_brute_force(row_size: int, jokers: int, count: int) -> None:
    for row in random_rows(1000 * row_size + jokers, count, row_size, jokers):
        expected = brute_force_values(row, row_size)
        got = achievable_values(row, row_size)
        assert set(got) == expected, row
        assert list(got) == sorted(expected, reverse=True)  # distinct, best first
        assert best_value(row, row_size) == max(expected)


def test_achievable_values_without_jokers_is_the_plain_value() -> None:
    row = parse_cards("Kh 9h 7h 4h 2h")
    assert achievable_values(row, 5) == (v5("Kh 9h 7h 4h 2h"),)
    with pytest.raises(ValueError, match="3-card row"):
        achievable_values(parse_cards("JK As"), 3)


def test_rules_joker_examples_on_top() -> None:
    aces = best_value(parse_cards("A♠ JK 7♦"), 3)
    assert aces == v3("As Ad 7d")
    assert name_of(aces) == "Pair of Aces"
    fours = best_value(parse_cards("JK JK 4♣"), 3)
    assert fours == v3("4s 4d 4c")
    assert name_of(fours) == "Three of a kind, Fours"


def test_joker_makes_flushes_and_straights_only_where_possible() -> None:
    assert best_value(parse_cards("JK 9h 8h 7h 6h"), 5) == v5("Th 9h 8h 7h 6h")
    assert best_value(parse_cards("JK Ah Kh Qh Jh"), 5) == v5("Ah Kh Qh Jh Th")
    assert best_value(parse_cards("JK 9h 8h 7h 2h"), 5) == v5("Ah 9h 8h 7h 2h")
    assert best_value(parse_cards("JK 9h 8s 7h 6h"), 5) == v5("Th 9h 8s 7h 6h")
    assert best_value(parse_cards("JK Ah Ad Ac As"), 5) > v5("As Ks Qs Js Ts")


def test_evaluate_naturals_ignores_jokers() -> None:
    assert evaluate_naturals(parse_cards("As JK 7d"), 3) == classify([14, 7], five_card=False)
    assert evaluate_naturals(parse_cards("JK JK JK"), 3) == 0
    assert evaluate_naturals(parse_cards("Kh 9h JK 4h 2h"), 5) == classify([13, 9, 4, 2])


# ----- joker boards: best legal vs each row on its own -------------------------------------


ROW_SAVER = Board.parse("JK Ks 2d", "Qs Qd 5c 4h 3s", "Ah Kh Qh Jh Th")


def test_best_legal_saves_a_board_that_row_max_fouls() -> None:
    legal = evaluate_board(ROW_SAVER, RuleSet(jokers_per_deck=1))
    assert not legal.fouled
    assert legal.values == (v3("2s 2d Ks"), v5("Qs Qd 5c 4h 3s"), v5("Ah Kh Qh Jh Th"))
    assert name_of(legal.values[0]) == "Pair of Twos"
    assert legal.royalties == (0, 0, 25)
    row_max = evaluate_board(ROW_SAVER, RuleSet(jokers_per_deck=1, joker_mode=JokerMode.ROW_MAX))
    assert row_max.fouled
    assert row_max.values[0] == v3("Ks Kd 2d")
    assert row_max.royalties == (0, 0, 0)


def test_every_assignment_fouls() -> None:
    rules = RuleSet(jokers_per_deck=1)
    top_joker = Board.parse("JK As Ad", "Ks Kd 5c 4h 3s", "2c 3c 4c 5c 7c")
    middle_joker = Board.parse("Ah Ad 3d", "JK 9s 8d 5c 4h", "2c 3c 4c 5c 7c")
    for board in (top_joker, middle_joker):
        evaluation = evaluate_board(board, rules)
        assert evaluation.fouled
        assert evaluation.royalties == (0, 0, 0)
        assert row_values(board, rules)[1]


def test_highest_total_royalty_beats_the_strongest_bottom() -> None:
    """A table paying a bottom straight more than a straight flush: the joker makes
    the straight (§7: total royalty first, then the strongest bottom)."""
    bottom = list(STANDARD_ROYALTIES.bottom)
    bottom[FIVE_CARD_HANDS.index("straight")] = 40
    table = replace(STANDARD_ROYALTIES, bottom=tuple(bottom))
    board = Board.parse("2s 3d 4c", "As Ad 7c 5h 3s", "JK 9h 8h 7h 6h")
    standard = evaluate_board(board, RuleSet(jokers_per_deck=1))
    assert standard.values[2] == v5("Th 9h 8h 7h 6h")
    assert standard.royalties == (0, 0, 15)
    custom = evaluate_board(
        board, RuleSet(jokers_per_deck=1, royalty_preset="custom", royalty_table=table)
    )
    assert custom.values[2] == v5("Td 9h 8h 7h 6h")  # the strongest paying 40
    assert custom.royalties == (0, 0, 40)


RoyaltyOf = Callable[[int, int], int]


def paying(cells: dict[tuple[int, int], int]) -> RoyaltyOf:
    """A royalty function from {(row index, value): points}; other cells pay 0."""
    return lambda row, value: cells.get((row, value), 0)


def best_by_brute_force(
    options: tuple[Sequence[int], Sequence[int], Sequence[int]], royalty_of: RoyaltyOf
) -> tuple[int, int, int] | None:
    """Every (top, middle, bottom) that does not foul, ranked as §7 says."""
    legal = [
        (royalty_of(0, t) + royalty_of(1, m) + royalty_of(2, b), b, m, t)
        for t, m, b in product(*options)
        if not is_fouled((t, m, b))
    ]
    if not legal:
        return None
    _, b, m, t = max(legal)
    return (t, m, b)


def test_tie_break_order_total_royalty_then_bottom_middle_top() -> None:
    # Nothing pays: the strongest bottom, then middle, then top that do not foul.
    assert best_legal_values(([1, 2, 5], [2, 3, 4], [4, 5]), paying({})) == (2, 4, 5)
    # A paying bottom beats a stronger one; a paying top beats a stronger one.
    assert best_legal_values(([1], [3], [4, 5]), paying({(2, 4): 1})) == (1, 3, 4)
    assert best_legal_values(([2, 6], [5, 7], [7]), paying({(0, 2): 1})) == (2, 7, 7)
    # A paying middle beats a stronger middle; royalties add up across rows.
    cells = {(1, 3): 2, (2, 8): 1, (2, 9): 1, (0, 1): 3, (0, 2): 1}
    assert best_legal_values(([1, 2], [3, 4], [8, 9]), paying(cells)) == (1, 3, 9)
    # Every choice fouls.
    assert best_legal_values(([8, 9], [4, 5], [6]), paying({})) is None
    assert best_legal_values(([1], [7], [5, 6]), paying({(2, 5): 9})) is None


def test_best_legal_values_matches_brute_force_on_random_options() -> None:
    rng = random.Random(77)
    for _ in range(500):
        tops, middles, bottoms = (rng.sample(range(1, 25), rng.randint(1, 6)) for _ in "tmb")
        cells = {
            (row, value): rng.choice([0, 0, 0, 1, 2, 3])
            for row in range(3)
            for value in range(1, 25)
        }
        royalty_of = paying(cells)
        options = (tops, middles, bottoms)
        assert best_legal_values(options, royalty_of) == best_by_brute_force(options, royalty_of)


@pytest.mark.parametrize(("decks", "jokers_per_deck"), [(1, 1), (1, 2), (2, 2)])
def test_joker_boards_pick_the_best_legal_assignment(decks: int, jokers_per_deck: int) -> None:
    """Random boards with a joker in some rows, checked against every assignment."""
    rules = RuleSet(decks=decks, jokers_per_deck=jokers_per_deck)

    def royalty_of(index: int, value: int) -> int:
        return rules.royalty_table.royalty(ROWS[index], value)

    rng = random.Random(decks * 10 + jokers_per_deck)
    naturals = build_deck(decks)
    fouled_boards = 0
    for _ in range(80):
        cards = rng.sample(naturals, 13)
        joker_rows = rng.sample(range(3), rng.randint(1, min(3, decks * jokers_per_deck)))
        rows = [cards[:3], cards[3:8], cards[8:]]
        for index in joker_rows:
            rows[index][rng.randrange(len(rows[index]))] = Card(None, None)
        board = Board(tuple(rows[0]), tuple(rows[1]), tuple(rows[2]))
        top, middle, bottom = (achievable_values(row, len(row)) for row in board.rows)
        expected = best_by_brute_force((top, middle, bottom), royalty_of)
        values, fouled = row_values(board, rules)
        assert fouled is (expected is None), board
        if expected is not None:
            assert values == expected, board
        fouled_boards += fouled
    assert 0 < fouled_boards < 80  # both outcomes were exercised


# ----- properties -------------------------------------------------------------------------

five_cards = st.lists(st.sampled_from(DECK), min_size=5, max_size=5, unique=True)
double_deck_rows = st.lists(st.sampled_from(build_deck(2)), min_size=5, max_size=5, unique=True)


@given(five_cards, st.permutations(range(5)), st.permutations(SUIT_ORDER))
def test_evaluate5_ignores_card_order_and_suit_names(
    hand: list[Card], order: list[int], suits: list[Suit]
) -> None:
    value = evaluate5([card.code for card in hand])
    assert evaluate5([hand[i].code for i in order]) == value
    renamed = [Card(card.rank, suits[SUIT_ORDER.index(card.suit)]) for card in hand]
    assert evaluate5([card.code for card in renamed]) == value


def natural_ranks(cards: Sequence[Card]) -> list[int]:
    return [int(card.rank) for card in cards if card.rank is not None]


@given(st.one_of(five_cards, double_deck_rows))
def test_classify_agrees_with_evaluate5(hand: list[Card]) -> None:
    suited = len({card.suit for card in hand}) == 1
    assert evaluate5([c.code for c in hand]) == classify(natural_ranks(hand), suited=suited)


@given(st.lists(st.sampled_from(build_deck(2)), min_size=3, max_size=3, unique=True))
def test_classify_agrees_with_evaluate3(top: list[Card]) -> None:
    value = evaluate3([c.code for c in top])
    assert value == classify(natural_ranks(top), suited=True, five_card=False)
    assert value == classify(natural_ranks(top), suited=False, five_card=False)
