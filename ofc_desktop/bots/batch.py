"""Batch evaluation with NumPy: many rows valued in one call, for Monte-Carlo rollouts.

A row's value is looked up from the sum of its card codes, exactly as the scalar
evaluator does (same tables, same values), but for whole arrays of rows at once.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from ofc_desktop.core.cards import SUIT_SHIFT, SUIT_UNITS, Rank
from ofc_desktop.core.evaluate import (
    _PLAIN,
    _SUITED,
    _TOP,
    CATEGORY_SHIFT,
    HIGH_RANK_SHIFT,
    RANK_FIELD,
    Category,
)
from ofc_desktop.core.royalties import RoyaltyTable, royalty_grid

IntArray = npt.NDArray[np.int64]
BoolArray = npt.NDArray[np.bool_]

_RANK_MASK = (1 << SUIT_SHIFT) - 1
# Categories as plain ints: an enum member looked up in a hot loop costs more than the
# array work it feeds.
PAIR = int(Category.PAIR)
TRIPS = int(Category.THREE_OF_A_KIND)
FULL_HOUSE = int(Category.FULL_HOUSE)
QUADS = int(Category.FOUR_OF_A_KIND)
STRAIGHT_FLUSH = int(Category.STRAIGHT_FLUSH)
_ACE = int(Rank.ACE)


def _table(source: dict[int, int]) -> npt.NDArray[np.int32]:
    array = np.zeros(max(source) + 1, dtype=np.int32)
    for key, value in source.items():
        array[key] = value
    return array


PLAIN_VALUES = _table(_PLAIN)
SUITED_VALUES = _table(_SUITED)
TOP_VALUES = _table(_TOP)
# Whether a suit sum means five cards of one suit: indexed by the suit part of a sum.
_SUITED_FLAG = np.zeros(5 * max(SUIT_UNITS) + 1, dtype=np.bool_)
for _unit in SUIT_UNITS:
    _SUITED_FLAG[5 * _unit] = True


def values5(code_sums: IntArray) -> IntArray:
    """Values of 5-card rows given the sums of their five card codes (no jokers).

    >>> from ofc_desktop.core.cards import parse_cards
    >>> from ofc_desktop.core.evaluate import evaluate5
    >>> codes = [card.code for card in parse_cards("Kh 9h 7h 4h 2h")]
    >>> int(values5(np.array([sum(codes)]))[0]) == evaluate5(codes)
    True
    """
    ranks = code_sums & _RANK_MASK
    suited = _SUITED_FLAG[code_sums >> SUIT_SHIFT]
    values: IntArray = np.where(suited, SUITED_VALUES[ranks], PLAIN_VALUES[ranks]).astype(np.int64)
    return values


def values3(code_sums: IntArray) -> IntArray:
    """Values of 3-card tops given the sums of their card codes (no jokers)."""
    values: IntArray = TOP_VALUES[code_sums & _RANK_MASK].astype(np.int64)
    return values


def high_ranks(values: IntArray) -> IntArray:
    """The most significant rank of every value (the pair's rank for a pair)."""
    ranks: IntArray = (values >> HIGH_RANK_SHIFT) & RANK_FIELD
    return ranks


class RoyaltyArrays:
    """A royalty table as arrays indexed by category and rank (the core's grid)."""

    def __init__(self, table: RoyaltyTable) -> None:
        grid = royalty_grid(table)
        self.bottom = np.array(grid.bottom, dtype=np.int64)
        self.middle = np.array(grid.middle, dtype=np.int64)
        self.royal_bottom = grid.royal_bottom
        self.royal_middle = grid.royal_middle
        self.top_pairs = np.array(grid.top_pairs, dtype=np.int64)
        self.top_trips = np.array(grid.top_trips, dtype=np.int64)

    def five(self, values: IntArray, middle: bool) -> IntArray:
        category = values >> CATEGORY_SHIFT
        royal = (category == STRAIGHT_FLUSH) & (high_ranks(values) == _ACE)
        cells = self.middle if middle else self.bottom
        royal_pay = self.royal_middle if middle else self.royal_bottom
        return np.where(royal, royal_pay, cells[category])

    def top(self, values: IntArray) -> IntArray:
        category = values >> CATEGORY_SHIFT
        rank = high_ranks(values)
        return np.where(
            category == TRIPS,
            self.top_trips[rank],
            np.where(category == PAIR, self.top_pairs[rank], 0),
        )
