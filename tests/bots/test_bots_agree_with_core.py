"""The bots judge boards exactly as the table does (one source of rules).

Random finished boards of natural cards, from one deck or two, under random rule sets of
every variant, are judged twice: by the core (``evaluate_board``, ``settle_pair``) and by
the bots' array path (code sums, ``judged``, ``settle_arrays``). Values, royalties row by
row, fouls, Fantasyland entry, stay and card counts, and the settlement of every pair
must be identical. The boards here are of natural cards; boards with jokers are held to
the core the same way in ``test_wild``.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from ofc_desktop.bots.batch import values3, values5
from ofc_desktop.bots.completion import CompletionRules, judged
from ofc_desktop.bots.settle import settle_arrays
from ofc_desktop.core.board import Board, evaluate_board
from ofc_desktop.core.cards import Card, Rank, Suit
from ofc_desktop.core.errors import RulesError
from ofc_desktop.core.evaluate import (
    CATEGORY_SHIFT,
    HIGH_RANK_SHIFT,
    RANK_FIELD,
    Category,
    evaluate_naturals,
)
from ofc_desktop.core.royalties import FIVE_CARD_HANDS, MAX_ROYALTY, RoyaltyTable
from ofc_desktop.core.rules import (
    FantasylandCards,
    JokerMode,
    RoyaltySettlement,
    RuleSet,
    ScoringPreset,
    Variant,
)
from ofc_desktop.core.scoring import settle_pair, settlement_terms

BOARDS_PER_EXAMPLE = 40

royalty_cells = st.integers(min_value=0, max_value=MAX_ROYALTY)
royalty_tables = st.builds(
    RoyaltyTable,
    bottom=st.tuples(*[royalty_cells] * len(FIVE_CARD_HANDS)),
    middle=st.tuples(*[royalty_cells] * len(FIVE_CARD_HANDS)),
    top_pairs=st.tuples(*[royalty_cells] * 13),
    top_trips=st.tuples(*[royalty_cells] * 13),
)


@st.composite
def rule_sets(draw: st.DrawFn) -> RuleSet:
    variant = draw(st.sampled_from(list(Variant)))
    closed = variant is Variant.CHINESE
    custom_table = draw(st.booleans())
    fields: dict[str, Any] = dict(
        variant=variant,
        decks=draw(st.sampled_from((1, 2))),
        jokers_per_deck=draw(st.sampled_from((0, 1, 2))),
        joker_mode=draw(st.sampled_from(list(JokerMode))),
        scoring=draw(st.sampled_from(list(ScoringPreset))),
        custom_row_points=draw(st.integers(1, 6)),
        custom_scoop_bonus=draw(st.integers(0, 12)),
        royalty_settlement=draw(st.sampled_from(list(RoyaltySettlement))),
        shoot_the_moon=draw(st.booleans()),
        fantasyland=False if closed else draw(st.booleans()),
        fantasyland_entry=draw(st.sampled_from(("QQ", "KK", "AA"))),
        fantasyland_cards=draw(st.sampled_from(list(FantasylandCards))),
        stay_top_trips=draw(st.booleans()),
        stay_middle_full_house=draw(st.booleans()),
        stay_bottom_quads=draw(st.booleans()),
        closed_bonuses=closed and draw(st.booleans()),
    )
    if custom_table:
        fields["royalty_preset"] = "custom"
        fields["royalty_table"] = draw(royalty_tables)
    else:
        fields["royalty_preset"] = draw(st.sampled_from(("standard", "flat_top_trips_20")))
    try:
        return RuleSet(**fields)
    except RulesError:
        assume(False)
        raise


def _boards(seed: int, count: int, decks: int) -> list[list[Card]]:
    """Finished boards (top, middle, bottom: 3 + 5 + 5 cards) that reach the rare rules.

    Cards come from a shoe cut down to a few ranks and suits now and then, or to a run of
    ranks, so pairs, trips, straights, flushes, full houses, quads, straight flushes and
    (with two decks) five of a kind come up often; most boards have their five-card rows
    put in order so they stand; some are all low cards, which shoot the moon."""
    generator = np.random.default_rng(seed)
    boards = []
    for _ in range(count):
        if generator.random() < 0.1:
            boards.append(_low_board(generator))
            continue
        rank_count = int(generator.integers(2, 14)) if generator.random() < 0.7 else 13
        suit_count = int(generator.integers(1, 5)) if generator.random() < 0.7 else 4
        while rank_count * suit_count * decks < 13:
            rank_count += 1
        ranks = generator.choice(np.arange(2, 15), rank_count, replace=False)
        if generator.random() < 0.25:  # a run of ranks: straights and straight flushes
            start = int(generator.integers(1, 16 - rank_count))
            ranks = np.array([14 if r == 1 else r for r in range(start, start + rank_count)])
        suits = generator.choice(len(Suit), suit_count, replace=False)
        shoe = [
            Card(Rank(int(r)), list(Suit)[int(s)], copy)
            for r in ranks
            for s in suits
            for copy in range(decks)
        ]
        picked = [shoe[int(i)] for i in generator.choice(len(shoe), 13, replace=False)]
        if generator.random() < 0.7:
            picked = _ordered(picked)
        boards.append(picked)
    return boards


def _ordered(cards: list[Card]) -> list[Card]:
    """The five-card rows swapped when the middle beats the bottom: fewer fouls."""
    middle, bottom = cards[3:8], cards[8:]
    if evaluate_naturals(middle, 5) > evaluate_naturals(bottom, 5):
        middle, bottom = bottom, middle
    return cards[:3] + middle + bottom


def _low_board(generator: np.random.Generator) -> list[Card]:
    """Three rows of unpaired cards, jack-high at most, in order: a moon shot."""
    suits = list(Suit)
    rows = []
    for size in (3, 5, 5):
        ranks = generator.choice(np.arange(2, 12), size, replace=False)
        rows.append([Card(Rank(int(r)), suits[int(generator.integers(4))], 0) for r in ranks])
    rows.sort(key=lambda row: evaluate_naturals(row, len(row)))
    top = next(row for row in rows if len(row) == 3)
    fives = [row for row in rows if len(row) == 5]
    return top + fives[0] + fives[1]


def _codes(cards: list[Card]) -> int:
    return sum(card.code for card in cards)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=rule_sets(), seed=st.integers(0, 2**32 - 1), in_fantasyland=st.booleans())
def test_boards_and_settlements_agree(rules: RuleSet, seed: int, in_fantasyland: bool) -> None:
    cards = _boards(seed, BOARDS_PER_EXAMPLE, rules.decks)
    boards = [Board(tuple(c[:3]), tuple(c[3:8]), tuple(c[8:])) for c in cards]
    core = [evaluate_board(board, rules, in_fantasyland) for board in boards]

    top = values3(np.array([_codes(c[:3]) for c in cards], dtype=np.int64))
    middle = values5(np.array([_codes(c[3:8]) for c in cards], dtype=np.int64))
    bottom = values5(np.array([_codes(c[8:]) for c in cards], dtype=np.int64))
    arrays = judged(top, middle, bottom, CompletionRules.of(rules, 0.0, in_fantasyland))

    for index, expected in enumerate(core):
        where = f"board {boards[index]}"
        assert tuple(int(v[index]) for v in arrays.values) == expected.values, where
        assert bool(arrays.fouled[index]) == expected.fouled, where
        assert tuple(int(r[index]) for r in arrays.row_royalties) == expected.royalties, where
        assert bool(arrays.fantasyland[index]) == expected.fantasyland.qualifies, where

    # Entry card counts: what a qualifying top deals next hand.
    terms = CompletionRules.of(rules, 0.0).fantasyland
    for expected, top_value in zip(core, top, strict=True):
        outcome = expected.fantasyland
        if outcome.qualifies and not in_fantasyland:
            category = int(top_value) >> CATEGORY_SHIFT
            rank = (int(top_value) >> HIGH_RANK_SHIFT) & RANK_FIELD
            cards_dealt = (
                terms.trips_cards
                if category == Category.THREE_OF_A_KIND
                else terms.pair_cards[rank]
            )
            assert cards_dealt == outcome.cards
        elif outcome.qualifies:
            assert terms.stay_cards == outcome.cards

    # Every board against the next one (and the last against the first).
    partner = np.roll(np.arange(len(boards)), -1)
    other = arrays.taken(partner)
    settled = settle_arrays(arrays, other, settlement_terms(rules))
    for index, (mine, theirs) in enumerate(zip(core, (core[p] for p in partner), strict=True)):
        expected_total = settle_pair("a", mine, "b", theirs, rules).total
        assert settled[index] == expected_total, (boards[index], boards[partner[index]])
    # And against itself: every row ties.
    assert not settle_arrays(arrays, arrays, settlement_terms(rules)).any()


def test_the_rare_rules_come_up() -> None:
    """The generator reaches what the rules single out, so the agreement above is not
    agreement on high cards alone: every category on a standing bottom, standing boards
    that shoot the moon, and standing Fantasyland tops."""
    rules = RuleSet(shoot_the_moon=True)
    bottoms: set[int] = set()
    moons = tops = 0
    for seed in range(4):
        for cards in _boards(seed, 300, 2):
            board = evaluate_board(
                Board(tuple(cards[:3]), tuple(cards[3:8]), tuple(cards[8:])), rules
            )
            if not board.fouled:
                bottoms.add(board.values[2] >> CATEGORY_SHIFT)
                moons += board.shoots_the_moon
                tops += board.fantasyland.qualifies
    assert set(Category) <= bottoms
    assert moons >= 20 and tops >= 20
