"""Batch evaluation with NumPy: many rows valued in one call, for Monte-Carlo rollouts.

A row's value is looked up from the sum of its card codes, exactly as the scalar
evaluator does (same tables, same values), but for whole arrays of rows at once.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

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


def _table(source: dict[int, int], size: int = 0) -> IntArray:
    array = np.zeros(max(max(source) + 1, size), dtype=np.int64)
    for key, value in source.items():
        array[key] = value
    return array


_RANK_SUMS = max(max(_PLAIN), max(_SUITED)) + 1
PLAIN_VALUES = _table(_PLAIN, _RANK_SUMS)
SUITED_VALUES = _table(_SUITED, _RANK_SUMS)
# One lookup for a five-card row: the plain values, then the suited ones, so a flush
# costs an offset rather than a second lookup and a choice between them.
FIVE_VALUES = np.concatenate([PLAIN_VALUES, SUITED_VALUES])
TOP_VALUES = _table(_TOP)
# Whether a suit sum means five cards of one suit: indexed by the suit part of a sum.
_SUITED_FLAG = np.zeros(5 * max(SUIT_UNITS) + 1, dtype=np.bool_)
for _unit in SUIT_UNITS:
    _SUITED_FLAG[5 * _unit] = True
_SUITED_OFFSET = np.where(_SUITED_FLAG, _RANK_SUMS, 0).astype(np.int64)


def values5(code_sums: IntArray) -> IntArray:
    """Values of 5-card rows given the sums of their five card codes (no jokers).

    >>> from ofc_desktop.core.cards import parse_cards
    >>> from ofc_desktop.core.evaluate import evaluate5
    >>> codes = [card.code for card in parse_cards("Kh 9h 7h 4h 2h")]
    >>> int(values5(np.array([sum(codes)]))[0]) == evaluate5(codes)
    True
    """
    index = code_sums & _RANK_MASK
    index += _SUITED_OFFSET[code_sums >> SUIT_SHIFT]
    values: IntArray = FIVE_VALUES[index]
    return values


def values3(code_sums: IntArray) -> IntArray:
    """Values of 3-card tops given the sums of their card codes (no jokers)."""
    values: IntArray = TOP_VALUES[code_sums & _RANK_MASK]
    return values


def high_ranks(values: IntArray) -> IntArray:
    """The most significant rank of every value (the pair's rank for a pair)."""
    ranks: IntArray = (values >> HIGH_RANK_SHIFT) & RANK_FIELD
    return ranks


def kinds(values: IntArray) -> IntArray:
    """Every value's category and most significant rank as one small number
    (category x 16 + rank): what royalties and Fantasyland depend on, a table index."""
    return values >> HIGH_RANK_SHIFT


KINDS = (int(max(Category)) + 1) << (CATEGORY_SHIFT - HIGH_RANK_SHIFT)


def kind_table(cell: Callable[[int, int], float], dtype: type = np.int64) -> npt.NDArray[Any]:
    """A table over :func:`kinds` with ``cell(category, high rank)`` in each place."""
    per_category = 1 << (CATEGORY_SHIFT - HIGH_RANK_SHIFT)
    return np.array(
        [cell(kind // per_category, kind % per_category) for kind in range(KINDS)], dtype=dtype
    )


class RoyaltyArrays:
    """A royalty table as arrays indexed by a row value's kind (see :func:`kinds`),
    made from the core's grid."""

    def __init__(self, table: RoyaltyTable) -> None:
        grid = royalty_grid(table)

        def five(cells: Sequence[int], royal: int) -> IntArray:
            return kind_table(
                lambda category, rank: (
                    royal if category == STRAIGHT_FLUSH and rank == _ACE else cells[category]
                )
            )

        def top(category: int, rank: int) -> int:
            cells = {TRIPS: grid.top_trips, PAIR: grid.top_pairs}.get(category, ())
            return cells[rank] if rank < len(cells) else 0

        self.bottom = five(grid.bottom, grid.royal_bottom)
        self.middle = five(grid.middle, grid.royal_middle)
        self.tops = kind_table(top)

    def five(self, values: IntArray, middle: bool) -> IntArray:
        cells: IntArray = (self.middle if middle else self.bottom)[kinds(values)]
        return cells

    def top(self, values: IntArray) -> IntArray:
        cells: IntArray = self.tops[kinds(values)]
        return cells
