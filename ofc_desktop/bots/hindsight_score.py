"""How a board of given row values settles against boards that are already fixed.

The hindsight search values up to millions of arrangements of one seat's cards, so the
core's pair settlement (docs/rules.md §4) is split here into a part per row (row points and
royalties, a function of that row's value alone), a bonus that depends on the rows won
(scoop, majority) and constants; fouled and moon-shooting boards score constants. Every
arrangement gets an integer key: points first, then Fantasyland, then royalties.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from ofc_desktop.core.board import BoardEvaluation
from ofc_desktop.core.evaluate import Category, category_of, ranks_of
from ofc_desktop.core.fantasyland import NO_FANTASYLAND, entry_qualifies
from ofc_desktop.core.rows import ROWS, Row
from ofc_desktop.core.rules import SHOOT_THE_MOON_POINTS, RoyaltySettlement, RuleSet
from ofc_desktop.core.scoring import (
    NO_DECLARATION,
    ClosedPlay,
    closed_bonus_points,
    settle_closed_pair,
)

IntArray = npt.NDArray[np.int64]
BoolArray = npt.NDArray[np.bool_]

KEY_POINTS = 8192  # key = points * 8192 + Fantasyland * 4096 + royalties (< 4096)
KEY_FANTASYLAND = 4096
# Opponents who declared a natural or surrendered settle the same with any board of ours.
_ANY_BOARD = BoardEvaluation((0, 0, 0), True, (0, 0, 0), NO_FANTASYLAND)


@dataclass(frozen=True)
class Opponent:
    """A finished board the seat's arrangements are settled against."""

    name: str
    evaluation: BoardEvaluation
    play: ClosedPlay = NO_DECLARATION


def moons(value: int) -> bool:
    """A bottom no better than jack-high without a pair (shoot the moon, §4)."""
    return category_of(value) is Category.HIGH_CARD and ranks_of(value)[0] <= 11


class SettlementScore:
    """Points of any of this seat's boards against fixed opponents, split by row."""

    def __init__(
        self, rules: RuleSet, name: str, opponents: Sequence[Opponent], in_fantasyland: bool
    ) -> None:
        self.rules = rules
        self.in_fantasyland = in_fantasyland
        self.alone = not opponents
        closed = rules.closed_bonuses
        fixed = [o for o in opponents if o.play != NO_DECLARATION]
        ordinary = [o.evaluation for o in opponents if o.play == NO_DECLARATION]
        moon_rule = rules.shoot_the_moon and not self.alone
        self.moon_rule = moon_rule
        moon = [e for e in ordinary if moon_rule and e.shoots_the_moon]
        fouled = [e for e in ordinary if e.fouled and e not in moon]
        self.normal = [e for e in ordinary if not e.fouled and e not in moon]
        self._fouled_count = len(fouled)
        declared = sum(
            settle_closed_pair(
                name, _ANY_BOARD, NO_DECLARATION, o.name, o.evaluation, o.play, rules
            ).total
            for o in fixed
        )
        # The settlement of each kind of board against the ordinary opponents.
        self.moon_points = declared + sum(
            0 if moon_rule and e.shoots_the_moon else SHOOT_THE_MOON_POINTS for e in ordinary
        )
        self.fouled_points = (
            declared
            - SHOOT_THE_MOON_POINTS * len(moon)
            - sum(rules.scoop_value + (0 if closed else e.total_royalty) for e in self.normal)
        )
        self.constant = (
            declared - SHOOT_THE_MOON_POINTS * len(moon) + rules.scoop_value * len(fouled)
        )
        if not closed and rules.royalty_settlement is RoyaltySettlement.NET:
            self.constant -= sum(e.total_royalty for e in self.normal)
        if self.alone:
            self.fouled_points, self.constant = -rules.scoop_value, 0
        self.bonus_bound = rules.majority_bonus * len(self.normal)

    def royalty(self, row: Row, value: int) -> int:
        return self.rules.royalty_table.royalty(row, value)

    def _won(self, row: Row, value: int) -> int:
        rules = self.rules
        if rules.closed_bonuses:
            return closed_bonus_points(row, value, rules.row_points)
        return rules.row_points

    def row_points(self, row: Row, value: int) -> int:
        """Row points and royalties this row's value collects from all opponents."""
        royalty = self.royalty(row, value)
        if self.alone:
            return royalty
        rules = self.rules
        own_royalty = 0 if rules.closed_bonuses else royalty
        total = own_royalty * self._fouled_count
        index = ROWS.index(row)
        for theirs in self.normal:
            other = theirs.values[index]
            if value > other:
                total += self._won(row, value)
            elif value < other:
                total -= self._won(row, other)
            if rules.closed_bonuses:
                continue
            if rules.royalty_settlement is RoyaltySettlement.NET or value > other:
                total += royalty
            elif value < other:
                total -= theirs.royalties[index]
        return total

    def fantasyland_flag(self, row: Row, value: int) -> bool:
        """Whether this row alone earns (top) or keeps Fantasyland on a legal board."""
        rules = self.rules
        if not rules.fantasyland or value == 0:
            return False
        category = category_of(value)
        if not self.in_fantasyland:
            return row is Row.TOP and entry_qualifies(value, rules)
        if row is Row.TOP:
            return rules.stay_top_trips and category is Category.THREE_OF_A_KIND
        if row is Row.MIDDLE:
            return bool(rules.stay_middle_full_house) and category >= Category.FULL_HOUSE
        return rules.stay_bottom_quads and category >= Category.FOUR_OF_A_KIND

    def scoop_bound(self, bottom_value: int) -> int:
        """The most the scoop and majority bonuses can add with this bottom."""
        bottoms = sum(1 for e in self.normal if bottom_value > e.values[2])
        return self.bonus_bound + self.rules.scoop_bonus * bottoms

    def moon_bottom(self, value: int) -> bool:
        return self.moon_rule and moons(value)

    def bonus(self, top: IntArray, middle: IntArray, bottom: IntArray) -> IntArray:
        """Scoop and majority bonuses against every normal opponent, per arrangement."""
        total = np.zeros(top.shape, dtype=np.int64)
        scoop, majority = self.rules.scoop_bonus, self.rules.majority_bonus
        for theirs in self.normal:
            t, m, b = theirs.values
            wins = (top > t).astype(np.int64) + (middle > m) + (bottom > b)
            losses = (top < t).astype(np.int64) + (middle < m) + (bottom < b)
            if scoop:
                total += scoop * ((wins == 3).astype(np.int64) - (losses == 3))
            if majority:
                total += majority * np.sign(wins - losses)
        return total
