"""The batch evaluator's tables by a value's kind (category and high rank) give what the
plain formulas give, for every row value there is: royalties under every preset and
random tables, Fantasyland entry by the entry rank, and the credit by the entering top."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from ofc_desktop.bots.batch import (
    FIVE_VALUES,
    PAIR,
    STRAIGHT_FLUSH,
    TOP_VALUES,
    TRIPS,
    RoyaltyArrays,
    high_ranks,
)
from ofc_desktop.bots.completion import (
    TRIPS_ENTRY,
    CompletionRules,
    fantasyland_credit,
    fantasyland_mask,
)
from ofc_desktop.core.cards import Rank
from ofc_desktop.core.evaluate import CATEGORY_SHIFT
from ofc_desktop.core.royalties import ROYALTY_PRESETS, RoyaltyTable, royalty_grid
from ofc_desktop.core.rules import RuleSet, Variant

FIVES = np.unique(FIVE_VALUES[FIVE_VALUES > 0])
TOPS = np.unique(TOP_VALUES)


def reference_five(table: RoyaltyTable, values: np.ndarray, middle: bool) -> np.ndarray:
    grid = royalty_grid(table)
    category = values >> CATEGORY_SHIFT
    royal = (category == STRAIGHT_FLUSH) & (high_ranks(values) == int(Rank.ACE))
    cells = np.array(grid.middle if middle else grid.bottom)
    return np.where(royal, grid.royal_middle if middle else grid.royal_bottom, cells[category])


def reference_top(table: RoyaltyTable, values: np.ndarray) -> np.ndarray:
    grid = royalty_grid(table)
    category, rank = values >> CATEGORY_SHIFT, high_ranks(values)
    pairs, trips = np.array(grid.top_pairs), np.array(grid.top_trips)
    return np.where(category == TRIPS, trips[rank], np.where(category == PAIR, pairs[rank], 0))


def check_table(table: RoyaltyTable) -> None:
    arrays = RoyaltyArrays(table)
    for middle in (True, False):
        assert (arrays.five(FIVES, middle) == reference_five(table, FIVES, middle)).all()
    assert (arrays.top(TOPS) == reference_top(table, TOPS)).all()


def test_every_row_value_pays_the_presets_royalties() -> None:
    assert len(FIVES) >= 7462 and len(TOPS) > 1  # a deck's 7462 values, and a shoe's
    for table in ROYALTY_PRESETS.values():
        check_table(table)


cells = st.integers(0, 60)


@settings(max_examples=40, deadline=None)
@given(
    st.lists(cells, min_size=10, max_size=10),
    st.lists(cells, min_size=10, max_size=10),
    st.lists(cells, min_size=13, max_size=13),
    st.lists(cells, min_size=13, max_size=13),
)
def test_every_row_value_pays_a_custom_tables_royalties(
    middle: list[int], bottom: list[int], pairs: list[int], trips: list[int]
) -> None:
    base = ROYALTY_PRESETS["standard"]
    table = RoyaltyTable(
        **{
            **base.__dict__,
            "middle": tuple(middle[: len(base.middle)]),
            "bottom": tuple(bottom[: len(base.bottom)]),
            "top_pairs": tuple(pairs),
            "top_trips": tuple(trips),
        }
    )
    check_table(table)


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from([Variant.CLASSIC, Variant.PINEAPPLE]),
    st.lists(st.floats(0, 40), min_size=16, max_size=16),
)
def test_fantasyland_entry_and_credit_by_the_entering_top(
    variant: Variant, values: list[float]
) -> None:
    rules = CompletionRules.of(RuleSet(variant=variant), 7.5, entry_values=tuple(values))
    tops = np.repeat(TOPS, 2)
    middle = np.full(len(tops), int(FIVES.max()))
    qualifies = fantasyland_mask(tops, middle, middle, rules)
    category, rank = tops >> CATEGORY_SHIFT, high_ranks(tops)
    expected = (category == TRIPS) | ((category == PAIR) & (rank >= rules.entry_rank))
    assert (qualifies == expected).all()
    key = np.where(category == TRIPS, TRIPS_ENTRY, rank)
    credit = fantasyland_credit(tops, qualifies, rules)
    assert (credit == np.where(expected, np.asarray(values)[key], 0.0)).all()
