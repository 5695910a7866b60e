"""Settling completed boards in bulk: the array form of ``core.scoring.settle_pair``.

Every term comes from the core's :class:`SettlementTerms`, so a rule changed in the
settings (scoring preset, row-winner royalties, shoot the moon, closed-game bonuses)
reaches the bots exactly as it reaches the table.
"""

from __future__ import annotations

import numpy as np

from ofc_desktop.bots.batch import IntArray, high_ranks
from ofc_desktop.bots.completion import BoolArray, Completed, FloatArray
from ofc_desktop.core.evaluate import CATEGORY_SHIFT, Category
from ofc_desktop.core.rules import MOON_BOTTOM_HIGH
from ofc_desktop.core.scoring import SettlementTerms


def shoots_the_moon(board: Completed, terms: SettlementTerms) -> BoolArray:
    """Standing boards whose bottom is no better than jack-high, where that pays."""
    if not terms.shoot_the_moon:
        return np.zeros(board.fouled.shape, dtype=np.bool_)
    bottom = board.values[2]
    moon: BoolArray = (
        ~board.fouled
        & ((bottom >> CATEGORY_SHIFT) == Category.HIGH_CARD)
        & (high_ranks(bottom) <= MOON_BOTTOM_HIGH)
    )
    return moon


def settle_arrays(a: Completed, b: Completed, terms: SettlementTerms) -> FloatArray:
    """What board ``a`` wins from board ``b`` in every sample (docs/rules.md §4)."""
    won_points = np.array(terms.won_row_points, dtype=np.int64)
    row_points: IntArray = np.zeros(a.fouled.shape, dtype=np.int64)
    royalty: IntArray = np.zeros(a.fouled.shape, dtype=np.int64)
    wins_a: IntArray = np.zeros(a.fouled.shape, dtype=np.int64)
    wins_b: IntArray = np.zeros(a.fouled.shape, dtype=np.int64)
    for row in range(3):
        mine, theirs = a.values[row], b.values[row]
        sign = np.sign(mine - theirs)
        winner = np.where(sign > 0, mine, theirs)
        row_points += sign * won_points[row][winner >> CATEGORY_SHIFT]
        wins_a += sign > 0
        wins_b += sign < 0
        if terms.royalties_to_row_winner:
            royalty += np.where(sign > 0, a.row_royalties[row], 0) - np.where(
                sign < 0, b.row_royalties[row], 0
            )
    if terms.royalties_paid and not terms.royalties_to_row_winner:
        royalty = a.royalties - b.royalties
    elif not terms.royalties_paid:
        royalty = np.zeros_like(royalty)
    normal = (
        row_points
        + royalty
        + terms.scoop_bonus * ((wins_a == 3).astype(np.int64) - (wins_b == 3))
        + terms.majority_bonus * np.sign(wins_a - wins_b)
    )
    kept_a = a.royalties if terms.royalties_paid else 0
    kept_b = b.royalties if terms.royalties_paid else 0
    points = np.where(
        a.fouled & b.fouled,
        0,
        np.where(
            a.fouled,
            -(terms.scoop_value + kept_b),
            np.where(b.fouled, terms.scoop_value + kept_a, normal),
        ),
    )
    moon_a, moon_b = shoots_the_moon(a, terms), shoots_the_moon(b, terms)
    points = np.where(
        moon_a | moon_b, terms.moon_points * (moon_a.astype(np.int64) - moon_b), points
    )
    settled: FloatArray = points.astype(np.float64)
    return settled
