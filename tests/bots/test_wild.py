"""Jokers in the simulators' arithmetic are the core's jokers (docs/rules.md §7).

Every row a joker can be in is valued from tables; here each table is held against the
core's own joker search (``core.jokers``) on random rows, and random complete boards with
jokers, under random rule sets, are settled both ways: by the core (``evaluate_board``,
``settle_pair``) and by the simulators' array path (code sums with jokers,
``judged_sums``, ``settle_arrays``).
"""

from __future__ import annotations

import random

import numpy as np
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from ofc_desktop.bots.batch import IntArray
from ofc_desktop.bots.completion import (
    Completed,
    CompletionRules,
    complete,
    fantasyland_credit,
    judged_sums,
    split_patterns,
)
from ofc_desktop.bots.draws import Draws, keep_best
from ofc_desktop.bots.rollout import play_out
from ofc_desktop.bots.settle import settle_arrays
from ofc_desktop.bots.wild import (
    JOKER_CODE,
    best_values,
    highest_at_most,
    row_sum,
    simulated_code,
)
from ofc_desktop.core.board import Board, evaluate_board
from ofc_desktop.core.cards import Card, build_deck
from ofc_desktop.core.evaluate import evaluate_naturals
from ofc_desktop.core.fantasyland import fantasyland_terms
from ofc_desktop.core.jokers import achievable_values, best_value
from ofc_desktop.core.royalties import STANDARD_ROYALTIES, RoyaltyTable
from ofc_desktop.core.rules import FantasylandCards, JokerMode, RuleSet, Variant
from ofc_desktop.core.scoring import settle_pair, settlement_terms
from ofc_desktop.core.streets import Street
from tests.bots.test_bots_agree_with_core import _boards, rule_sets

SHOE = build_deck(2, 2)
NATURALS = [card for card in SHOE if not card.is_joker]
JOKERS = [card for card in SHOE if card.is_joker]


def _random_row(rng: random.Random, size: int, jokers: int) -> list[Card]:
    """A row of ``size`` cards with ``jokers`` jokers; its naturals often of one suit
    or a few ranks, so flushes, straights and big groups come up."""
    shape = rng.random()
    pool = NATURALS
    if shape < 0.3:
        suit = rng.choice(NATURALS).suit
        pool = [card for card in NATURALS if card.suit is suit]
    elif shape < 0.6:
        ranks = set(rng.sample(range(2, 15), rng.randint(1, 4)))
        pool = [card for card in NATURALS if card.rank in ranks]
    cards = rng.sample(pool, size - jokers) + JOKERS[:jokers]
    rng.shuffle(cards)
    return cards


def test_every_value_a_row_with_jokers_can_take_is_the_cores() -> None:
    rng = random.Random(7)
    for size in (3, 5):
        for jokers in range(1, 4 if size == 3 else 5):
            # The core tries every card for every joker: many jokers, few rows.
            count = 300 if size == 3 or jokers == 1 else 300 // 4**jokers + 4
            rows = [_random_row(rng, size, jokers) for _ in range(count)]
            sums = np.array([row_sum(row) for row in rows], dtype=np.int64)
            best = best_values(sums, size)
            for row, value, total in zip(rows, best, sums, strict=True):
                options = achievable_values(row, size)
                assert int(value) == options[0] == best_value(row, size), row
                # The strongest value not above a bound: every bound between the options.
                bounds = sorted({*options, *(v - 1 for v in options), options[0] + 1})
                found = highest_at_most(
                    np.full(len(bounds), total), size, np.array(bounds, dtype=np.int64)
                )
                for bound, got in zip(bounds, found, strict=True):
                    expected = max((v for v in options if v <= bound), default=-1)
                    assert int(got) == expected, (row, bound)


def test_a_row_without_jokers_is_its_own_value() -> None:
    rng = random.Random(3)
    rows = [_random_row(rng, 5, 0) for _ in range(200)]
    sums = np.array([row_sum(row) for row in rows], dtype=np.int64)
    assert [int(v) for v in best_values(sums, 5)] == [best_value(row, 5) for row in rows]
    bound = best_values(sums, 5)
    assert (highest_at_most(sums, 5, bound) == bound).all()
    assert (highest_at_most(sums, 5, bound - 1) == -1).all()


def _with_jokers(cards: list[Card], rng: random.Random, count: int) -> list[Card]:
    """The board with ``count`` of its cards turned into jokers (a joker may stand where
    any card stood)."""
    places = rng.sample(range(13), count)
    swapped = list(cards)
    for joker, place in zip(JOKERS, places, strict=False):
        swapped[place] = joker
    return swapped


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=rule_sets(), seed=st.integers(0, 2**32 - 1), in_fantasyland=st.booleans())
def test_boards_with_jokers_settle_as_the_engine_settles_them(
    rules: RuleSet, seed: int, in_fantasyland: bool
) -> None:
    assume(rules.jokers_per_deck > 0)
    rng = random.Random(seed)
    most = rules.decks * rules.jokers_per_deck
    cards = [
        _with_jokers(board, rng, rng.randint(1 if i % 4 else 0, most))
        for i, board in enumerate(_boards(seed, 40, rules.decks))
    ]
    boards = [Board(tuple(c[:3]), tuple(c[3:8]), tuple(c[8:])) for c in cards]
    core = [evaluate_board(board, rules, in_fantasyland) for board in boards]
    sums = np.array([[row_sum(c[:3]), row_sum(c[3:8]), row_sum(c[8:])] for c in cards])
    arrays = judged_sums(sums, CompletionRules.of(rules, 0.0, in_fantasyland))

    terms = fantasyland_terms(rules)
    for index, expected in enumerate(core):
        where = f"board {boards[index]}"
        assert tuple(int(v[index]) for v in arrays.values) == expected.values, where
        assert bool(arrays.fouled[index]) == expected.fouled, where
        assert tuple(int(r[index]) for r in arrays.row_royalties) == expected.royalties, where
        assert bool(arrays.fantasyland[index]) == expected.fantasyland.qualifies, where
        if expected.fantasyland.qualifies and not in_fantasyland:
            top = int(arrays.entry_top[index])
            dealt = terms.trips_cards if top >> 20 == 3 else terms.pair_cards[(top >> 16) & 0xF]
            assert dealt == expected.fantasyland.cards, where

    partner = np.roll(np.arange(len(boards)), -1)
    settled = settle_arrays(arrays, arrays.taken(partner), settlement_terms(rules))
    for index, (mine, theirs) in enumerate(zip(core, (core[p] for p in partner), strict=True)):
        expected_total = settle_pair("a", mine, "b", theirs, rules).total
        assert settled[index] == expected_total, (boards[index], boards[partner[index]])


def test_royalties_that_fall_are_settled_by_the_cores_search() -> None:
    """A custom table paying more for a flush than a full house on the bottom: the
    joker makes the flush, though the full house is the stronger row."""
    rules = RuleSet(
        decks=2, jokers_per_deck=1, royalty_preset="custom", royalty_table=_fallen_table()
    )
    board = Board.parse("2c 3d 4h", "5c 5d 7h 8s 9c", "Kh Kh 9h 9h JK")
    expected = evaluate_board(board, rules)
    assert expected.values[2] >> 20 == 5  # the flush
    sums = np.array([[row_sum(row) for row in board.rows]])
    arrays = judged_sums(sums, CompletionRules.of(rules, 0.0))
    assert tuple(int(v[0]) for v in arrays.values) == expected.values
    assert int(arrays.royalties[0]) == expected.total_royalty


def _complete_boards(
    rules: RuleSet, rows: list[list[Card]], drawn: list[list[Card]]
) -> list[tuple[int, int, int]]:
    """What the seen-at-once completion makes of a partial board in each future."""
    missing = (3 - len(rows[0]), 5 - len(rows[1]), 5 - len(rows[2]))
    sums = tuple(row_sum(row) for row in rows)
    cards: IntArray = np.array([[simulated_code(c) for c in d] for d in drawn], dtype=np.int64)
    done = complete((sums[0], sums[1], sums[2]), missing, cards, CompletionRules.of(rules, 10.0))
    return [(int(t), int(m), int(b)) for t, m, b in zip(*done.values, strict=True)]


def test_a_joker_still_to_come_is_wild() -> None:
    """A joker drawn to a four-flush bottom completes the flush, the other card pairs the
    top below the middle's trips: the best split, as the engine values it."""
    rules = RuleSet(jokers_per_deck=1, fantasyland=False)
    board = Board.parse("Qh Qd", "7c 7d 7h 2s 3s", "Ah Kh 9h 6h")
    drawn = [[JOKERS[0], Card.parse("4c")], [Card.parse("4c"), JOKERS[0]]]
    for values in _complete_boards(rules, [list(row) for row in board.rows], drawn):
        finished = Board.parse("Qh Qd 4c", "7c 7d 7h 2s 3s", "Ah Kh 9h 6h JK")
        assert values == evaluate_board(finished, rules).values
        assert values[2] >> 20 == 5  # a flush


def test_jokers_are_kept_where_a_street_deals_more_than_it_places() -> None:
    street = Street(3, 2)
    dealt = np.array([[JOKER_CODE, Card.parse("2c").code, Card.parse("3d").code]], dtype=np.int64)
    kept = keep_best(dealt, Draws((street,)))
    assert JOKER_CODE in kept[0]
    assert Card.parse("2c").code not in kept[0]


def test_the_card_by_card_policy_plays_jokers_as_wild_cards() -> None:
    """The same futures played out card by card with jokers, then with a deuce where
    each joker was: a wild card can be any card, so the boards earn more royalties and
    foul no more often (a policy that misread jokers would do worse, not better)."""
    rules = RuleSet(jokers_per_deck=2, decks=2)
    completion = CompletionRules.of(rules, 10.0)
    rng = random.Random(11)
    shoe = build_deck(2, 2)
    futures = [rng.sample(shoe, 13) for _ in range(2000)]
    wild = np.array([[simulated_code(c) for c in f] for f in futures], dtype=np.int64)
    deuce = Card.parse("2c").code
    tame = np.where(wild >= JOKER_CODE, deuce, wild)
    assert (wild >= JOKER_CODE).any(axis=1).mean() > 0.3
    empty = np.zeros((len(futures), 3), dtype=np.int64)
    with_jokers = play_out(empty, empty.copy(), wild, completion)
    with_deuces = play_out(empty, empty.copy(), tame, completion)
    assert with_jokers.royalties.mean() > with_deuces.royalties.mean() + 0.5
    assert with_jokers.fouled.mean() <= with_deuces.fouled.mean() + 0.01
    for done in (with_jokers, with_deuces):
        assert (done.royalties[done.fouled] == 0).all()
        top, middle, bottom = done.values
        assert (done.fouled == ((top > middle) | (middle > bottom))).all()


def _fallen_table() -> RoyaltyTable:
    """Royalties that fall somewhere: a bottom flush pays more than a full house."""
    bottom = list(STANDARD_ROYALTIES.bottom)
    bottom[2], bottom[3] = 30, 1
    return RoyaltyTable(
        bottom=tuple(bottom),
        middle=STANDARD_ROYALTIES.middle,
        top_pairs=STANDARD_ROYALTIES.top_pairs,
        top_trips=STANDARD_ROYALTIES.top_trips,
    )


COMPLETION_TABLES = [
    RuleSet(jokers_per_deck=2, decks=2),
    RuleSet(jokers_per_deck=1, joker_mode=JokerMode.ROW_MAX),
    RuleSet(jokers_per_deck=2, jokers_count_for_fantasyland=False),
    RuleSet(jokers_per_deck=2, royalty_preset="custom", royalty_table=_fallen_table()),
    RuleSet(
        variant=Variant.PINEAPPLE,
        jokers_per_deck=2,
        fantasyland_cards=FantasylandCards.PROGRESSIVE,
    ),
]


@pytest.mark.parametrize("in_fantasyland", [False, True])
@pytest.mark.parametrize(
    "rules", COMPLETION_TABLES, ids=["double", "row-max", "naturals-fl", "fallen", "progressive"]
)
def test_the_seen_at_once_completion_with_jokers_finds_the_best_split(
    rules: RuleSet, in_fantasyland: bool
) -> None:
    """Every split of the drawn cards settled by the engine, the best one's worth (its
    royalties and Fantasyland credit, a foul at its cost) is what the completion's board
    is worth, and the completion's board is one of the best splits as the engine values
    them."""
    completion = CompletionRules.of(
        rules, 9.0, in_fantasyland, entry_values=() if in_fantasyland else ENTRY_WORTHS
    )
    rng = random.Random(hash((rules, in_fantasyland)) & 0xFFFF)
    shoe = build_deck(rules.decks, rules.jokers_per_deck)
    naturals = [card for card in shoe if not card.is_joker]
    jokers = [card for card in shoe if card.is_joker]
    for _ in range(15):
        # One partial board and four futures of it, completed together.
        cards = rng.sample(naturals, 13) + jokers[: rng.randint(0, len(jokers))]
        rng.shuffle(cards)
        gaps = rng.choice([(1, 1, 2), (0, 2, 2), (2, 1, 1), (1, 3, 2), (2, 2, 2)])
        placed = cards[: 13 - sum(gaps)]
        rows = [placed[: 3 - gaps[0]], placed[3 - gaps[0] : 8 - gaps[0] - gaps[1]]]
        rows.append(placed[8 - gaps[0] - gaps[1] :])
        rest = [card for card in shoe if card not in placed]
        futures = [rng.sample(rest, sum(gaps)) for _ in range(4)]
        futures[0] = (futures[0] + [j for j in jokers if j not in placed])[-sum(gaps) :]
        sums = tuple(row_sum(row) for row in rows)
        done = complete(
            (sums[0], sums[1], sums[2]),
            gaps,
            np.array([[simulated_code(c) for c in drawn] for drawn in futures], dtype=np.int64),
            completion,
        )
        for sample, drawn in enumerate(futures):
            options = []
            for split in zip(*split_patterns(gaps), strict=True):
                board = Board(
                    *(tuple(rows[r]) + tuple(drawn[i] for i in split[r]) for r in range(3))
                )
                options.append((_worth_of(board, rules, completion, in_fantasyland), board))
            best = max(worth for worth, _ in options)
            mine = done.taken(np.array([sample]))
            assert _completed_worth(mine, completion) == pytest.approx(best), (rows, drawn)
            assert any(
                abs(worth - best) < 1e-9
                and evaluate_board(board, rules, in_fantasyland).values
                == tuple(int(v[0]) for v in mine.values)
                for worth, board in options
            ), (rows, drawn)


ENTRY_WORTHS = tuple([0.0] * 12 + [8.0, 9.0, 10.0, 12.0])  # by the top that enters


def _worth_of(
    board: Board, rules: RuleSet, completion: CompletionRules, in_fantasyland: bool
) -> float:
    """What the completion's objective makes of a board the engine settles."""
    evaluation = evaluate_board(board, rules, in_fantasyland)
    if evaluation.fouled:
        return -completion.foul_cost
    top = evaluation.values[0]
    if not rules.jokers_count_for_fantasyland:
        top = evaluate_naturals(board.top, 3)
    credit = fantasyland_credit(
        np.array([top]), np.array([evaluation.fantasyland.qualifies]), completion
    )
    return evaluation.total_royalty + float(credit[0])


def _completed_worth(done: Completed, completion: CompletionRules) -> float:
    if bool(done.fouled[0]):
        return -completion.foul_cost
    credit = fantasyland_credit(done.entry_top, done.fantasyland, completion)
    return float(done.royalties[0] + credit[0])
