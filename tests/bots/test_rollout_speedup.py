"""The vectorised rollout policy makes exactly the decisions of its first, plainer
version: a frozen copy of that version is kept here and every result is compared."""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ofc_desktop.bots.batch import IntArray
from ofc_desktop.bots.completion import Completed, CompletionRules, complete, judged
from ofc_desktop.bots.rollout import (
    TAIL,
    ceilings,
    opinion,
    play_out,
    row_values,
)
from ofc_desktop.core.cards import RANK_KEYS, SUIT_SHIFT, build_deck
from ofc_desktop.core.evaluate import CATEGORY_SHIFT
from ofc_desktop.core.rules import RuleSet, Variant

# ---------------------------------------------------------------------------------
# The reference: the rollout policy as it was first written, kept as it was (it reads
# rows through ``row_values`` and ``ceilings``, which kept their code).
# ---------------------------------------------------------------------------------

_SIZES = np.array([3, 5, 5], dtype=np.int64)
_RANK_MASK = (1 << SUIT_SHIFT) - 1

_POLICY = {
    "top_weight": 0.3,
    "middle_weight": 0.85,
    "bottom_weight": 1.0,
    "risk_base": 2.5,
    "risk_growth": 12.0,
    "certain_foul": 15.0,
    "chase": 0.3,
    "dead": 30.0,
}


def _risk(behind: npt.NDArray[np.bool_], filled: IntArray) -> npt.NDArray[np.float64]:
    share = filled / 5.0
    risk: npt.NDArray[np.float64] = behind * (
        _POLICY["risk_base"]
        + _POLICY["risk_growth"] * share**2
        + _POLICY["certain_foul"] * (filled == 5)
    )
    return risk


def _reference_opinion(
    values: IntArray, counts: IntArray, rules: CompletionRules, sums: IntArray | None = None
) -> npt.NDArray[np.float64]:
    category = values >> CATEGORY_SHIFT
    high = (values >> 16) & 0xF
    strength = np.where(values > 0, category + high / 15.0, 0.0)
    weights = np.array([_POLICY["top_weight"], _POLICY["middle_weight"], _POLICY["bottom_weight"]])
    score = (strength * weights).sum(axis=1)
    top, middle, bottom = values[:, 0], values[:, 1], values[:, 2]
    score -= _risk(top > middle, counts[:, 1])
    score -= _risk(middle > bottom, counts[:, 2])
    if sums is not None:
        ceiling = ceilings(sums, counts, values)
        dead = (top > ceiling[:, 1]) | (middle > ceiling[:, 2]) | (top > ceiling[:, 2])
        score -= dead * _POLICY["dead"]
    chase = (category[:, 0] == 1) & (high[:, 0] >= rules.entry_rank) | (category[:, 0] == 3)
    at_risk = (top > middle) * (counts[:, 1] / 5.0) ** 2
    score += chase * (1.0 - at_risk) * _POLICY["chase"] * rules.fantasyland_value
    result: npt.NDArray[np.float64] = score
    return result


def _reference_play_out(
    sums: IntArray,
    counts: IntArray,
    cards: IntArray,
    rules: CompletionRules,
) -> Completed:
    sums = sums.copy()
    counts = counts.copy()
    samples = sums.shape[0]
    pick = np.arange(samples)
    sequential = max(0, cards.shape[1] - TAIL)
    for column in range(sequential):
        card = cards[:, column]
        options = np.full((samples, 3), -np.inf)
        for row in range(3):
            open_row = counts[:, row] < _SIZES[row]
            trial_sums = sums.copy()
            trial_counts = counts.copy()
            trial_sums[:, row] += card
            trial_counts[:, row] += 1
            liked = _reference_opinion(
                row_values(trial_sums, trial_counts), trial_counts, rules, trial_sums
            )
            options[:, row] = np.where(open_row, liked, -np.inf)
        chosen = np.argmax(options, axis=1)
        sums[pick, chosen] += card
        counts[pick, chosen] += 1
    if sequential < cards.shape[1]:
        return _reference_complete_tails(sums, counts, cards[:, sequential:], rules)
    values = row_values(sums, counts)
    return judged(values[:, 0], values[:, 1], values[:, 2], rules)


def _reference_complete_tails(
    sums: IntArray, counts: IntArray, tail: IntArray, rules: CompletionRules
) -> Completed:
    gaps = _SIZES[None, :] - counts
    parts = []
    for gap in np.unique(gaps, axis=0):
        members = np.nonzero((gaps == gap).all(axis=1))[0]
        done = complete(
            sums[members], (int(gap[0]), int(gap[1]), int(gap[2])), tail[members], rules
        )
        parts.append((members, done))
    return Completed.gathered(parts, sums.shape[0])


# ---------------------------------------------------------------------------------
# Random boards and draws.
# ---------------------------------------------------------------------------------

CODES = np.array([card.code for card in build_deck()], dtype=np.int64)
# A second deck's cards have the same codes as the first's; a joker's code is 0.
DOUBLE_CODES = np.array([card.code for card in build_deck(decks=2)], dtype=np.int64)
JOKER_CODES = np.array(
    [card.code for card in build_deck(decks=2, jokers_per_deck=2)], dtype=np.int64
)
DECKS = {"single": CODES, "double": DOUBLE_CODES, "jokers": JOKER_CODES}


def _rules(
    fantasyland_value: float = 12.0, in_fantasyland: bool = False, **settings: Any
) -> CompletionRules:
    return CompletionRules.of(RuleSet(**settings), fantasyland_value, in_fantasyland=in_fantasyland)


RULE_SETS = [
    _rules(),
    _rules(0.0, fantasyland_entry="KK"),
    _rules(12.0, fantasyland_entry="AA", royalty_preset="flat_top_trips_20"),
    _rules(0.0),
    _rules(12.0, in_fantasyland=True),
    _rules(0.0, in_fantasyland=True, variant=Variant.PINEAPPLE),
    _rules(12.0, fantasyland=False),
]


def _deal(generator: np.random.Generator, deck: IntArray, samples: int, cards: int) -> IntArray:
    order = np.argsort(generator.random((samples, len(deck))), axis=1)[:, :cards]
    dealt: IntArray = deck[order]
    return dealt


def _boards(
    generator: np.random.Generator, deck: IntArray, samples: int, placed: tuple[int, int, int]
) -> tuple[IntArray, IntArray, IntArray]:
    """Boards with ``placed`` cards per row and every card still to come."""
    to_come = 13 - sum(placed)
    dealt = _deal(generator, deck, samples, 13)
    sums = np.zeros((samples, 3), dtype=np.int64)
    start = 0
    for row, count in enumerate(placed):
        sums[:, row] = dealt[:, start : start + count].sum(axis=1)
        start += count
    counts = np.tile(np.array(placed, dtype=np.int64), (samples, 1))
    return sums, counts, dealt[:, 13 - to_come :]


def _mixed_boards(
    generator: np.random.Generator, deck: IntArray, samples: int, to_come: int
) -> tuple[IntArray, IntArray, IntArray]:
    """Boards of differing shapes in one batch, all with ``to_come`` cards to come."""
    placed = 13 - to_come
    shapes = [
        (t, m, placed - t - m) for t in range(4) for m in range(6) if 0 <= placed - t - m <= 5
    ]
    choice = generator.integers(len(shapes), size=samples)
    dealt = _deal(generator, deck, samples, 13)
    sums = np.zeros((samples, 3), dtype=np.int64)
    counts = np.array([shapes[i] for i in choice], dtype=np.int64).reshape(samples, 3)
    for sample in range(samples):
        start = 0
        for row in range(3):
            count = int(counts[sample, row])
            sums[sample, row] = dealt[sample, start : start + count].sum()
            start += count
    return sums, counts, dealt[:, placed:]


def _pineapple(
    generator: np.random.Generator, deck: IntArray, samples: int, streets: int
) -> IntArray:
    """Pineapple streets: three cards dealt, one thrown away (here the lowest code),
    two placed."""
    dealt = _deal(generator, deck, samples, 3 * streets)
    kept = [np.sort(dealt[:, 3 * s : 3 * s + 3], axis=1)[:, 1:] for s in range(streets)]
    return np.concatenate(kept, axis=1)


def _assert_same(sums: IntArray, counts: IntArray, cards: IntArray, rules: CompletionRules) -> None:
    expected = _reference_play_out(sums, counts, cards, rules)
    sums_before, counts_before, cards_before = sums.copy(), counts.copy(), cards.copy()
    got = play_out(sums, counts, cards, rules)
    for row in range(3):
        assert np.array_equal(got.values[row], expected.values[row]), row
        assert np.array_equal(got.row_royalties[row], expected.row_royalties[row]), row
        assert got.values[row].dtype == expected.values[row].dtype
    assert np.array_equal(got.fouled, expected.fouled)
    assert np.array_equal(got.fantasyland, expected.fantasyland)
    # The caller's arrays are left as they were.
    assert np.array_equal(sums, sums_before)
    assert np.array_equal(counts, counts_before)
    assert np.array_equal(cards, cards_before)


# ---------------------------------------------------------------------------------
# The tests.
# ---------------------------------------------------------------------------------

SHAPES = [
    (0, 0, 0),  # an empty board, thirteen to come
    (2, 2, 1),
    (1, 2, 2),
    (0, 3, 2),
    (3, 1, 1),  # after the first street
    (3, 4, 2),
    (2, 4, 4),
    (1, 5, 3),  # the top or a row already full
    (3, 5, 1),
    (3, 4, 4),
    (2, 5, 5),
    (3, 3, 5),  # late: four or fewer to come
    (3, 5, 4),
    (3, 4, 5),  # one to come
    (3, 5, 5),  # nothing to come
]


@pytest.mark.parametrize("placed", SHAPES)
@pytest.mark.parametrize("deck_name", list(DECKS))
def test_play_out_matches_the_reference_for_every_board_shape(
    placed: tuple[int, int, int], deck_name: str
) -> None:
    deck = DECKS[deck_name]
    generator = np.random.default_rng([*placed, len(deck)])
    for rules in RULE_SETS:
        sums, counts, cards = _boards(generator, deck, 300, placed)
        _assert_same(sums, counts, cards, rules)


@pytest.mark.parametrize("to_come", [13, 11, 8, 6, 5, 4, 3, 2, 1, 0])
def test_play_out_matches_the_reference_on_mixed_batches(to_come: int) -> None:
    generator = np.random.default_rng(1000 + to_come)
    decks = list(DECKS.values())
    for index, rules in enumerate(RULE_SETS):
        deck = decks[index % len(decks)]
        sums, counts, cards = _mixed_boards(generator, deck, 400, to_come)
        _assert_same(sums, counts, cards, rules)


@pytest.mark.parametrize("streets", [4, 3, 2, 1])
def test_play_out_matches_the_reference_on_pineapple_draws(streets: int) -> None:
    generator = np.random.default_rng(2000 + streets)
    for rules in RULE_SETS:
        for deck in DECKS.values():
            sums, counts, _ = _mixed_boards(generator, deck, 300, 2 * streets)
            cards = _pineapple(generator, deck, 300, streets)
            _assert_same(sums, counts, cards, rules)


def test_play_out_matches_the_reference_on_a_large_batch() -> None:
    """The benchmark's boards: after the first street, eight to come."""
    generator = np.random.default_rng(7)
    sums, counts, cards = _boards(generator, CODES, 20_000, (2, 2, 1))
    _assert_same(sums, counts, cards, RULE_SETS[0])


def test_play_out_matches_the_reference_on_pairs_and_trips_heavy_boards() -> None:
    """Few distinct ranks (a deck of four ranks, many times over): pairs, trips,
    quads and Fantasyland tops are everywhere, and ties between rows are common."""
    generator = np.random.default_rng(3000)
    small = np.array(
        [
            c
            for c in DOUBLE_CODES
            if (c & _RANK_MASK) in (RANK_KEYS[0], RANK_KEYS[10], RANK_KEYS[11], RANK_KEYS[12])
        ]
        * 2,
        dtype=np.int64,
    )
    for rules in RULE_SETS:
        for placed in [(0, 0, 0), (2, 2, 1), (2, 3, 3), (3, 4, 3)]:
            sums, counts, cards = _boards(generator, small, 300, placed)
            _assert_same(sums, counts, cards, rules)


@given(
    seed=st.integers(0, 2**32 - 1),
    to_come=st.integers(0, 13),
    deck_name=st.sampled_from(list(DECKS)),
    rules=st.sampled_from(RULE_SETS),
    samples=st.integers(1, 40),
)
@settings(max_examples=60)
def test_play_out_matches_the_reference_on_any_small_batch(
    seed: int, to_come: int, deck_name: str, rules: CompletionRules, samples: int
) -> None:
    generator = np.random.default_rng(seed)
    sums, counts, cards = _mixed_boards(generator, DECKS[deck_name], samples, to_come)
    _assert_same(sums, counts, cards, rules)


def test_play_out_of_no_samples() -> None:
    empty = np.zeros((0, 3), dtype=np.int64)
    got = play_out(empty, empty, np.zeros((0, 8), dtype=np.int64), RULE_SETS[0])
    assert all(len(v) == 0 for v in got.values)


def test_opinion_is_unchanged() -> None:
    """The public opinion gives the first version's scores (``row_values`` and
    ``ceilings`` kept their code, and the reference above is built on them)."""
    generator = np.random.default_rng(4000)
    for deck in DECKS.values():
        for to_come in (13, 9, 5, 1, 0):
            sums, counts, _ = _mixed_boards(generator, deck, 500, to_come)
            values = row_values(sums, counts)
            for rules in RULE_SETS:
                for known_sums in (sums, None):
                    assert np.array_equal(
                        opinion(values, counts, rules, known_sums),
                        _reference_opinion(values, counts, rules, known_sums),
                    )
