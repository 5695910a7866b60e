"""The faster forms of the bots' hot paths give exactly what the plainer ones gave:
the seen-at-once completion that values each row's card set once, a play's seat worked
out from its cards, and the legal plays from the rows' free places."""

from __future__ import annotations

import random
from itertools import combinations, product

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ofc_desktop.bots.batch import IntArray, values3, values5
from ofc_desktop.bots.completion import (
    Completed,
    CompletionRules,
    complete,
    fantasyland_credit,
    fantasyland_mask,
    judged,
    split_patterns,
)
from ofc_desktop.bots.montecarlo import Simulator, _seat_for
from ofc_desktop.core.decision import (
    Decision,
    apply_decision,
    discards_due,
    free_slots,
    legal_decisions,
)
from ofc_desktop.core.hand import ROW_NAMES, Hand
from ofc_desktop.core.rows import ROWS
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.core.view import PlayerView, view_for
from tests.bots.test_rollout_speedup import DECKS, RULE_SETS, _boards


def _reference_complete(
    sums: IntArray, missing: tuple[int, int, int], drawn: IntArray, rules: CompletionRules
) -> Completed:
    """The completion as first written: every split's rows valued on their own."""
    samples = drawn.shape[0]
    rows = []
    for row, index in enumerate(split_patterns(missing)):
        total = np.repeat(sums[:, row : row + 1], index.shape[0], axis=1)
        for place in range(index.shape[1]):
            total = total + drawn[:, index[:, place]]
        rows.append(total)
    top, middle, bottom = values3(rows[0]), values5(rows[1]), values5(rows[2])
    fouled = (middle > bottom) | (top > middle)
    royalty = (
        rules.royalties.top(top)
        + rules.royalties.five(middle, True)
        + rules.royalties.five(bottom, False)
    )
    qualifies = fantasyland_mask(top, middle, bottom, rules) & ~fouled
    score = np.where(
        fouled, -rules.foul_cost, royalty + fantasyland_credit(top, qualifies, rules)
    ).astype(np.float64)
    score += (bottom + middle + top) * 1e-9
    best = np.argmax(score, axis=1)
    pick = np.arange(samples)
    return judged(top[pick, best], middle[pick, best], bottom[pick, best], rules)


GAPS = [
    (3, 5, 5),  # more splits than are tried: a fixed sample of them
    (2, 3, 3),
    (1, 4, 3),
    (2, 2, 2),
    (0, 2, 2),  # a full top: one empty card set, spread to every split
    (1, 1, 1),
    (3, 0, 1),
    (0, 0, 1),
    (0, 0, 0),
]


@pytest.mark.parametrize("missing", GAPS)
@pytest.mark.parametrize("deck_name", list(DECKS))
def test_completion_matches_the_plain_one_for_every_gap(
    missing: tuple[int, int, int], deck_name: str
) -> None:
    generator = np.random.default_rng(sum(missing) * 7 + len(deck_name))
    placed = (3 - missing[0], 5 - missing[1], 5 - missing[2])
    sums, _, drawn = _boards(generator, DECKS[deck_name], 300, placed)
    for rules in RULE_SETS:
        _assert_same(
            complete(sums, missing, drawn, rules), _reference_complete(sums, missing, drawn, rules)
        )


@settings(max_examples=40, deadline=None)
@given(
    top=st.integers(0, 3),
    middle=st.integers(0, 5),
    bottom=st.integers(0, 5),
    seed=st.integers(0, 2**32 - 1),
    rules_index=st.integers(0, len(RULE_SETS) - 1),
)
def test_completion_matches_the_plain_one_on_any_board(
    top: int, middle: int, bottom: int, seed: int, rules_index: int
) -> None:
    missing = (top, middle, bottom)
    generator = np.random.default_rng(seed)
    placed = (3 - top, 5 - middle, 5 - bottom)
    sums, _, drawn = _boards(generator, DECKS["single"], 40, placed)
    rules = RULE_SETS[rules_index]
    _assert_same(
        complete(sums, missing, drawn, rules), _reference_complete(sums, missing, drawn, rules)
    )


def _assert_same(got: Completed, expected: Completed) -> None:
    for row in range(3):
        assert np.array_equal(got.values[row], expected.values[row]), row
        assert np.array_equal(got.row_royalties[row], expected.row_royalties[row]), row
    assert np.array_equal(got.fouled, expected.fouled)
    assert np.array_equal(got.fantasyland, expected.fantasyland)


def _positions(rules: RuleSet, seed: int) -> list[PlayerView]:
    """A view of every street of one hand, each played at random."""
    hand = Hand(rules, ["a", "b"], seed=seed)
    hand.start()
    rng = random.Random(seed)
    views = []
    while hand.acting_seats():
        seat = hand.acting_seats()[0]
        view = view_for(hand, seat)
        views.append(view)
        apply_decision(hand, seat, rng.choice(list(legal_decisions(view))))
    return views


TABLES = [
    RuleSet(variant=Variant.PINEAPPLE),
    RuleSet(variant=Variant.CLASSIC),
    RuleSet(variant=Variant.PINEAPPLE, decks=2, jokers_per_deck=2),
]


@pytest.mark.parametrize("rules", TABLES, ids=["pineapple", "classic", "jokers"])
def test_a_plays_seat_is_the_board_with_its_cards(rules: RuleSet) -> None:
    jokers_seen = False
    for seed in range(4):
        for view in _positions(rules, seed):
            simulator = Simulator(view, 1.0, random.Random(seed))
            for decision in legal_decisions(view):
                rows = decision.rows()
                after = [list(view.board.row(row)) + rows[row.value] for row in ROWS]
                jokers_seen |= any(card.is_joker for row in after for card in row)
                assert simulator.seat_after(decision) == _seat_for(after, rules)
    assert jokers_seen == (rules.jokers_per_deck > 0)


def _reference_legal(view: PlayerView) -> list[Decision]:
    """The legal plays as first written: every row for every kept card, repeats left out."""
    held = list(view.held)
    slots = free_slots(view)
    found = []
    for thrown in combinations(range(len(held)), discards_due(view)):
        kept = [card for i, card in enumerate(held) if i not in thrown]
        seen: set[tuple[tuple[int, ...], ...]] = set()
        for rows in product(ROW_NAMES, repeat=len(kept)):
            if any(rows.count(row) > slots[row] for row in ROW_NAMES):
                continue
            key = tuple(tuple(i for i, r in enumerate(rows) if r == row) for row in ROW_NAMES)
            if key in seen:
                continue
            seen.add(key)
            found.append(
                Decision(tuple(zip(kept, rows, strict=True)), tuple(held[i] for i in thrown))
            )
    return found


@pytest.mark.parametrize("rules", TABLES, ids=["pineapple", "classic", "jokers"])
def test_legal_plays_are_those_of_the_plain_enumeration(rules: RuleSet) -> None:
    for seed in range(3):
        for view in _positions(rules, seed):
            assert list(legal_decisions(view)) == _reference_legal(view)
