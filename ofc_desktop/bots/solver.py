"""The exact Fantasyland solver (docs/rules.md §6): the best non-fouling board from 13-17
cards, maximising royalties plus a chosen value for staying in Fantasyland.

Branch and bound: every 5-card and 3-card subset is valued once; bottoms are tried
from the highest upper bound down, and a branch stops as soon as its bound (its own
royalty plus the best the weaker rows could add) cannot beat the best board found.
Jokers, double decks and both joker modes are handled: under the best-legal mode a
joker row offers every value it can take, and the search picks the legal combination.
"""

from __future__ import annotations

import threading
from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from ofc_desktop.core.board import Board, evaluate_board
from ofc_desktop.core.cards import Card
from ofc_desktop.core.errors import OfcError
from ofc_desktop.core.evaluate import (
    evaluate3,
    evaluate5,
    evaluate_naturals,
)
from ofc_desktop.core.fantasyland import row_keeps_fantasyland
from ofc_desktop.core.jokers import achievable_values, best_value
from ofc_desktop.core.rows import Row
from ofc_desktop.core.rules import JokerMode, RuleSet

MIN_CARDS = 13
MAX_CARDS = 17


class SolverCancelled(Exception):
    """The search was stopped through its cancel flag."""


@dataclass(frozen=True)
class Solution:
    """The best board found and what it is worth."""

    top: tuple[Card, ...]
    middle: tuple[Card, ...]
    bottom: tuple[Card, ...]
    discards: tuple[Card, ...]
    royalties: int
    stays: bool
    value: float

    @property
    def board(self) -> Board:
        return Board(self.top, self.middle, self.bottom)


class _Rows:
    """Every subset of one size, as parallel lists (fast to scan)."""

    def __init__(self) -> None:
        self.masks: list[int] = []
        self.values: list[int] = []
        self.royalty: list[int] = []
        self.stay: list[bool] = []
        self.by_mask: dict[int, list[int]] = {}

    def add(self, mask: int, value: int, royalty: int, stay: bool) -> None:
        self.by_mask.setdefault(mask, []).append(len(self.masks))
        self.masks.append(mask)
        self.values.append(value)
        self.royalty.append(royalty)
        self.stay.append(stay)


def _row_options(cards: Sequence[Card], row: Row, rules: RuleSet) -> Sequence[int]:
    if rules.joker_mode is JokerMode.BEST_LEGAL:
        return achievable_values(cards, row.size)
    return (best_value(cards, row.size),)


class _Valuer:
    """Values, royalties and stay flags of subsets, memoised by value."""

    def __init__(self, cards: Sequence[Card], rules: RuleSet) -> None:
        self.cards = cards
        self.rules = rules
        self.codes = [card.code for card in cards]
        self.plain = not any(card.is_joker for card in cards)
        self._royalty: dict[tuple[Row, int], int] = {}

    def options(self, combo: Sequence[int], row: Row) -> Sequence[int]:
        if self.plain:
            codes = [self.codes[i] for i in combo]
            return (evaluate5(codes) if row.size == 5 else evaluate3(codes),)
        return _row_options([self.cards[i] for i in combo], row, self.rules)

    def royalty(self, row: Row, value: int) -> int:
        key = (row, value)
        found = self._royalty.get(key)
        if found is None:
            found = self._royalty[key] = self.rules.royalty_table.royalty(row, value)
        return found

    def stay(self, combo: Sequence[int], value: int, row: Row) -> bool:
        if not self.plain and not self.rules.jokers_count_for_fantasyland:
            value = evaluate_naturals([self.cards[i] for i in combo], row.size)
        return row_keeps_fantasyland(row, value, self.rules)


class _PrefixBest:
    """Best bonus among rows whose value is at most v (sorted by value)."""

    def __init__(self, values: Sequence[int], bonus: Sequence[float]) -> None:
        pairs = sorted(zip(values, bonus, strict=True))
        self.keys = [v for v, _ in pairs]
        self.best: list[float] = []
        running = float("-inf")
        for _, b in pairs:
            running = max(running, b)
            self.best.append(running)

    def at_most(self, value: int) -> float:
        index = bisect_right(self.keys, value)
        return self.best[index - 1] if index else float("-inf")


def _check_cards(cards: Sequence[Card], rules: RuleSet) -> None:
    if not MIN_CARDS <= len(cards) <= MAX_CARDS:
        raise OfcError(f"a Fantasyland hand has 13 to 17 cards, not {len(cards)}")
    if len(set(cards)) != len(cards):
        raise OfcError("the same card (and copy) appears twice")


def solve_fantasyland(
    cards: Sequence[Card],
    rules: RuleSet,
    stay_value: float = 0.0,
    cancel: threading.Event | None = None,
) -> Solution:
    """The non-fouling board of 13 of ``cards`` with the most royalties + stay value.

    >>> from ofc_desktop.core.cards import parse_cards
    >>> cards = parse_cards("As Ah Kd Kc 9s 9h 9d 7c 7d 5s 4h 3c 2d")
    >>> solve_fantasyland(cards, RuleSet()).royalties >= 8
    True
    """
    _check_cards(cards, rules)
    n = len(cards)
    full = (1 << n) - 1
    valuer = _Valuer(cards, rules)
    fives, threes = _Rows(), _Rows()
    bottom_royalty: list[int] = []
    middle_royalty: list[int] = []
    bottom_stay: list[bool] = []
    middle_stay: list[bool] = []
    for combo in combinations(range(n), 5):
        mask = sum(1 << i for i in combo)
        for value in valuer.options(combo, Row.BOTTOM):
            fives.add(mask, value, 0, False)
            bottom_royalty.append(valuer.royalty(Row.BOTTOM, value))
            middle_royalty.append(valuer.royalty(Row.MIDDLE, value))
            bottom_stay.append(valuer.stay(combo, value, Row.BOTTOM))
            middle_stay.append(valuer.stay(combo, value, Row.MIDDLE))
    for trio in combinations(range(n), 3):
        mask = sum(1 << i for i in trio)
        for value in valuer.options(trio, Row.TOP):
            threes.add(
                mask, value, valuer.royalty(Row.TOP, value), valuer.stay(trio, value, Row.TOP)
            )
    bonus = stay_value if rules.fantasyland else 0.0
    # Bounds add the stay bonus to every row that could earn it alone: never too low.
    bottom_bound = [r + bonus * s for r, s in zip(bottom_royalty, bottom_stay, strict=True)]
    middle_bound = [r + bonus * s for r, s in zip(middle_royalty, middle_stay, strict=True)]
    top_bound = [r + bonus * s for r, s in zip(threes.royalty, threes.stay, strict=True)]
    best_middle = _PrefixBest(fives.values, middle_bound)
    best_top = _PrefixBest(threes.values, top_bound)

    best_pick = _strongest_rows(fives, threes, full)
    best_value_found = _solution(cards, rules, stay_value, best_pick).value
    top_under = [best_top.at_most(v) for v in fives.values]  # best top below each row
    bounds = [
        bottom_bound[i] + best_middle.at_most(v) + top_under[i] for i, v in enumerate(fives.values)
    ]
    order = sorted(range(len(fives.masks)), key=bounds.__getitem__, reverse=True)
    five_values = fives.values
    five_index = fives.by_mask
    three_index = threes.by_mask
    three_values = threes.values
    three_royalty = threes.royalty
    three_stay = threes.stay
    for b in order:
        if bounds[b] <= best_value_found:
            break
        if cancel is not None and cancel.is_set():
            raise SolverCancelled
        b_mask = fives.masks[b]
        b_value = five_values[b]
        b_bound = bottom_bound[b]
        rest = full & ~b_mask
        rest_bits = [1 << i for i in range(n) if rest >> i & 1]
        for m_bits in combinations(rest_bits, 5):
            m_mask = sum(m_bits)
            for m in five_index[m_mask]:
                m_value = five_values[m]
                if m_value > b_value:
                    continue
                if b_bound + middle_bound[m] + top_under[m] <= best_value_found:
                    continue
                rest2 = rest & ~m_mask
                rest2_bits = [bit for bit in rest_bits if rest2 & bit]
                royalty_bm = bottom_royalty[b] + middle_royalty[m]
                stay_bm = bottom_stay[b] or middle_stay[m]
                for t_bits in combinations(rest2_bits, 3):
                    for t in three_index[sum(t_bits)]:
                        if three_values[t] > m_value:
                            continue
                        stays = stay_bm or three_stay[t]
                        total = royalty_bm + three_royalty[t] + (bonus if stays else 0.0)
                        if total > best_value_found:
                            best_value_found = total
                            best_pick = (b_mask, m_mask, sum(t_bits))
    return _solution(cards, rules, stay_value, best_pick)


def _strongest_rows(fives: _Rows, threes: _Rows, full: int) -> tuple[int, int, int]:
    """A legal start: the strongest five, the strongest five of the rest, the best three
    of what is left (each row is drawn from a superset of the next, so none fouls)."""

    def strongest(rows: _Rows, allowed: int) -> int:
        return max(
            (i for i, mask in enumerate(rows.masks) if mask & ~allowed == 0),
            key=rows.values.__getitem__,
        )

    bottom = fives.masks[strongest(fives, full)]
    middle = fives.masks[strongest(fives, full & ~bottom)]
    top = threes.masks[strongest(threes, full & ~bottom & ~middle)]
    return bottom, middle, top


def _solution(
    cards: Sequence[Card], rules: RuleSet, stay_value: float, pick: tuple[int, int, int]
) -> Solution:
    bottom_mask, middle_mask, top_mask = pick

    def take(mask: int) -> tuple[Card, ...]:
        return tuple(card for i, card in enumerate(cards) if mask >> i & 1)

    used = bottom_mask | middle_mask | top_mask
    board = Board(take(top_mask), take(middle_mask), take(bottom_mask))
    evaluation = evaluate_board(board, rules, in_fantasyland=True)
    stays = evaluation.fantasyland.stays
    royalties = evaluation.total_royalty
    discards = tuple(card for i, card in enumerate(cards) if not used >> i & 1)
    value = royalties + (stay_value if stays and rules.fantasyland else 0.0)
    if evaluation.fouled:
        value = float("-inf")
    return Solution(board.top, board.middle, board.bottom, discards, royalties, stays, value)
