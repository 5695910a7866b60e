"""Exact search for the best arrangement of 13-17 cards against fixed boards (hindsight).

Every 5- and 3-card subset is valued once (with jokers, every value its row can take).
Bottoms are tried from the highest upper bound down; their middles and tops are valued
in NumPy batches by the engine's own rules (jokers take the best legal values, §7), and
the search ends when no bottom left can beat the best key found.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import combinations

import numpy as np
import numpy.typing as npt

from ofc_desktop.bots.batch import values3, values5
from ofc_desktop.bots.hindsight_score import (
    KEY_FANTASYLAND,
    KEY_POINTS,
    BoolArray,
    IntArray,
    SettlementScore,
)
from ofc_desktop.bots.protocol import Cancelled
from ofc_desktop.core.cards import Card
from ofc_desktop.core.evaluate import evaluate_naturals
from ofc_desktop.core.jokers import achievable_values, best_value
from ofc_desktop.core.rows import Row
from ofc_desktop.core.rules import JokerMode

PAIRS_PER_BATCH = 8192  # (bottom, middle) pairs valued together
_NONE = -(1 << 50)  # "no such row": far below any key, yet safe to add a few of
_VALUE_BITS = 24  # every hand value is below 2**24
_VALUE_MASK = (1 << _VALUE_BITS) - 1


@dataclass(frozen=True)
class Found:
    """The best arrangement: bit masks over the cards (top, middle, bottom) and its key."""

    masks: tuple[int, int, int]
    key: int


class _Subsets:
    """Every subset of one size: its mask, every value it can take (best first), and
    per row the best key part over those values."""

    def __init__(
        self, cards: Sequence[Card], size: int, rows: Sequence[Row], score: SettlementScore
    ) -> None:
        rules = score.rules
        n = len(cards)
        self.combos = np.array(list(combinations(range(n), size)), dtype=np.int64)
        self.masks = (np.int64(1) << self.combos).sum(axis=1)
        self.index = np.full(1 << n, -1, dtype=np.int64)
        self.index[self.masks] = np.arange(len(self.masks))
        jokers = np.array([card.is_joker for card in cards], dtype=np.bool_)
        codes = np.array([card.code for card in cards], dtype=np.int64)
        self.has_joker: BoolArray = np.asarray(jokers[self.combos].any(axis=1))
        sums = codes[self.combos].sum(axis=1)
        plain = values5(sums) if size == 5 else values3(sums)
        options: list[Sequence[int]] = [(int(v),) for v in plain]
        naturals = plain.copy()
        for i in np.nonzero(self.has_joker)[0]:
            row_cards = [cards[j] for j in self.combos[i]]
            if rules.joker_mode is JokerMode.BEST_LEGAL:
                options[i] = achievable_values(row_cards, size)
            else:
                options[i] = (best_value(row_cards, size),)
            naturals[i] = evaluate_naturals(row_cards, size)
        self.count = np.array([len(o) for o in options], dtype=np.int64)
        self.start = np.concatenate([[0], np.cumsum(self.count)[:-1]]).astype(np.int64)
        self.values = np.array([v for o in options for v in o], dtype=np.int64)
        self.best = self.values[self.start]
        self.worst = self.values[self.start + self.count - 1]
        # Options sorted within each subset, best first: one globally sorted search key.
        owner = np.repeat(np.arange(len(options), dtype=np.int64), self.count)
        self.search_key = (owner << (_VALUE_BITS + 1)) + (_VALUE_MASK - self.values)
        self.universe = np.unique(self.values)
        self.rows = {row: _RowTable(row, self, score, naturals) for row in rows}

    def at(self, values: IntArray) -> IntArray:
        """Positions of values in the universe (for table look-ups)."""
        found: IntArray = np.searchsorted(self.universe, values)
        return found

    def options_at_least(self, subset: IntArray, value: IntArray) -> IntArray:
        """How many of each subset's options are at least ``value``."""
        query = (subset << (_VALUE_BITS + 1)) + (_VALUE_MASK - value)
        found: IntArray = np.searchsorted(self.search_key, query, side="right") - self.start[subset]
        return found

    def options_above(self, subset: IntArray, value: IntArray) -> IntArray:
        query = (subset << (_VALUE_BITS + 1)) + (_VALUE_MASK - value)
        found: IntArray = np.searchsorted(self.search_key, query, side="left") - self.start[subset]
        return found


class _RowTable:
    """One row's key parts, royalties and Fantasyland flags, by value and by subset."""

    def __init__(
        self, row: Row, subsets: _Subsets, score: SettlementScore, naturals: IntArray
    ) -> None:
        universe = [int(v) for v in subsets.universe]
        self.points = np.array([score.row_points(row, v) for v in universe], dtype=np.int64)
        self.royalty = np.array([score.royalty(row, v) for v in universe], dtype=np.int64)
        self.flag = np.array([score.fantasyland_flag(row, v) for v in universe], dtype=np.bool_)
        self.moon = np.array([score.moon_bottom(v) for v in universe], dtype=np.bool_)
        # Fantasyland judged on natural cards only, when jokers do not count (§7).
        by_natural = {int(v): score.fantasyland_flag(row, int(v)) for v in np.unique(naturals)}
        self.natural_flag = np.array([by_natural[int(v)] for v in naturals], dtype=np.bool_)
        at = subsets.at(subsets.values)
        self.option_key = self.points[at] * KEY_POINTS + self.royalty[at]
        self.best_key = np.maximum.reduceat(self.option_key, subsets.start)
        encoded = (self.royalty[at] << _VALUE_BITS) + subsets.values
        self.encoded = encoded  # (royalty, value): what a joker's choice maximises
        self.prefix = encoded.copy()  # best over each subset's options down to here
        self.suffix = encoded.copy()  # best over each subset's options from here down
        for i in np.nonzero(subsets.count > 1)[0]:
            lo, hi = subsets.start[i], subsets.start[i] + subsets.count[i]
            self.prefix[lo:hi] = np.maximum.accumulate(encoded[lo:hi])
            self.suffix[lo:hi] = np.maximum.accumulate(encoded[lo:hi][::-1])[::-1]


def _prefix_best(values: IntArray, keys: IntArray) -> tuple[IntArray, IntArray]:
    """Sorted values and the best key among options of value at most each one."""
    order = np.argsort(values, kind="stable")
    return values[order], np.maximum.accumulate(keys[order])


def _best_at_most(sorted_values: IntArray, best: IntArray, value: IntArray) -> IntArray:
    position = np.searchsorted(sorted_values, value, side="right") - 1
    found: IntArray = np.where(position >= 0, best[np.maximum(position, 0)], _NONE)
    return found


class ArrangementSearch:
    """Branch and bound over bottom, middle and top subsets of the cards."""

    def __init__(self, cards: Sequence[Card], score: SettlementScore) -> None:
        if not 13 <= len(cards) <= 17:
            raise ValueError(f"arrange 13 to 17 cards, not {len(cards)}")
        self.cards = list(cards)
        self.score = score
        self.n = n = len(cards)
        self.fives = _Subsets(cards, 5, (Row.MIDDLE, Row.BOTTOM), score)
        self.threes = _Subsets(cards, 3, (Row.TOP,), score)
        self.jokers = score.rules.joker_mode is JokerMode.BEST_LEGAL and bool(
            self.fives.has_joker.any()
        )
        bottom = self.fives.rows[Row.BOTTOM]
        middle = self.fives.rows[Row.MIDDLE]
        top = self.threes.rows[Row.TOP]
        # Upper bounds ignore which cards the weaker rows share with the stronger ones.
        top_values, top_best = _prefix_best(self.threes.values, top.option_key)
        self.top_under = _best_at_most(top_values, top_best, self.fives.best)
        with_top = middle.option_key + _best_at_most(top_values, top_best, self.fives.values)
        middle_values, middle_best = _prefix_best(self.fives.values, with_top)
        rest = _best_at_most(middle_values, middle_best, self.fives.best)
        scoop = np.array([score.scoop_bound(int(v)) for v in self.fives.best], dtype=np.int64)
        self.base = (score.constant + scoop) * KEY_POINTS + KEY_FANTASYLAND
        moonable = np.logical_or.reduceat(
            bottom.moon[self.fives.at(self.fives.values)], self.fives.start
        )
        self.special = np.where(
            moonable, score.moon_points * KEY_POINTS + 2 * KEY_FANTASYLAND, _NONE
        )
        self.bound = np.maximum(bottom.best_key + rest + self.base, self.special)
        # Local index patterns: middles among a bottom's complement, tops among the rest.
        self.complement = _complements(self.fives.combos, n)
        self.local_middles = np.array(list(combinations(range(n - 5), 5)), dtype=np.int64)
        left = _complements(self.local_middles, n - 5)
        local_tops = np.array(list(combinations(range(n - 10), 3)), dtype=np.int64)
        self.local_tops = left[:, local_tops]  # (middles, tops, 3)

    def key_of(self, masks: tuple[int, int, int]) -> int:
        """The key of one arrangement given as masks (top, middle, bottom)."""
        top, middle, bottom = masks
        keys = self._keys(
            np.array([self.fives.index[bottom]]),
            np.array([self.fives.index[middle]]),
            np.array([self.threes.index[top]]),
        )
        return int(keys[0])

    def run(
        self,
        start: tuple[int, int, int] | None = None,
        cancel: threading.Event | None = None,
        progress: Callable[[float], None] | None = None,
    ) -> Found:
        """The arrangement with the highest key (``start`` is a known arrangement)."""
        fouled_key = self.score.fouled_points * KEY_POINTS
        best = Found(start, self.key_of(start)) if start is not None else Found((0, 0, 0), _NONE)
        order = np.argsort(-self.bound, kind="stable")
        per_batch = max(1, PAIRS_PER_BATCH // len(self.local_middles))
        for first in range(0, len(order), per_batch):
            if cancel is not None and cancel.is_set():
                raise Cancelled
            if progress is not None:
                progress(first / len(order))
            bottoms = order[first : first + per_batch]
            foul_helps = fouled_key > best.key  # then every arrangement must be seen
            if not foul_helps:
                bottoms = bottoms[self.bound[bottoms] > best.key]
            if len(bottoms) == 0:
                break  # bottoms come in order of their bounds: none left can do better
            found = self._batch(bottoms, best.key, foul_helps)
            if found is not None and found.key > best.key:
                best = found
        if progress is not None:
            progress(1.0)
        return best

    def _batch(self, bottoms: IntArray, best: int, foul_helps: bool) -> Found | None:
        fives, threes = self.fives, self.threes
        bits = np.int64(1) << self.complement[bottoms]  # (b, n - 5)
        middle_masks = bits[:, self.local_middles].sum(axis=2)
        per_bottom = self.local_middles.shape[0]
        b = np.repeat(bottoms, per_bottom)
        owner = np.repeat(np.arange(len(bottoms)), per_bottom)
        local = np.tile(np.arange(per_bottom), len(bottoms))
        m = fives.index[middle_masks.ravel()]
        bottom_key = fives.rows[Row.BOTTOM].best_key
        middle_key = fives.rows[Row.MIDDLE].best_key
        if not foul_helps:
            bound = bottom_key[b] + middle_key[m] + self.top_under[m] + self.base[b]
            keep = (np.maximum(bound, self.special[b]) > best) & (fives.worst[m] <= fives.best[b])
            b, m, owner, local = b[keep], m[keep], owner[keep], local[keep]
            if len(b) == 0:
                return None
        top_bits = bits[owner[:, None, None], self.local_tops[local]]
        t = threes.index[top_bits.sum(axis=2)]  # (pairs, tops)
        tops_each = t.shape[1]
        b, m, t = np.repeat(b, tops_each), np.repeat(m, tops_each), t.ravel()
        if not foul_helps:
            top_key = threes.rows[Row.TOP].best_key
            bound = bottom_key[b] + middle_key[m] + top_key[t] + self.base[b]
            keep = (np.maximum(bound, self.special[b]) > best) & (threes.worst[t] <= fives.best[m])
            b, m, t = b[keep], m[keep], t[keep]
            if len(b) == 0:
                return None
        keys = self._keys(b, m, t)
        winner = int(np.argmax(keys))
        if keys[winner] <= best:
            return None
        masks = (
            int(threes.masks[t[winner]]),
            int(fives.masks[m[winner]]),
            int(fives.masks[b[winner]]),
        )
        return Found(masks, int(keys[winner]))

    def _keys(self, b: IntArray, m: IntArray, t: IntArray) -> IntArray:
        """Exact keys of arrangements (subset indices of bottom, middle and top)."""
        fives, threes, score = self.fives, self.threes, self.score
        vb, vm, vt = fives.best[b], fives.best[m], threes.best[t]
        fouled = ~((vb >= vm) & (vm >= vt))
        if self.jokers:
            wild = fives.has_joker[b] | fives.has_joker[m] | threes.has_joker[t]
            if wild.any():
                chosen = self._best_legal(b[wild], m[wild], t[wild])
                vt, vm, vb = vt.copy(), vm.copy(), vb.copy()
                vt[wild], vm[wild], vb[wild], fouled[wild] = chosen
        bottom, middle, top = fives.rows[Row.BOTTOM], fives.rows[Row.MIDDLE], threes.rows[Row.TOP]
        ib, im, it = fives.at(vb), fives.at(vm), threes.at(vt)
        points = (
            score.constant
            + bottom.points[ib]
            + middle.points[im]
            + top.points[it]
            + score.bonus(vt, vm, vb)
        )
        if score.moon_rule:
            points = np.where(bottom.moon[ib], score.moon_points, points)
        points = np.where(fouled, score.fouled_points, points)
        if score.rules.jokers_count_for_fantasyland:
            flag = bottom.flag[ib] | middle.flag[im] | top.flag[it]
        else:
            flag = bottom.natural_flag[b] | middle.natural_flag[m] | top.natural_flag[t]
        royalty = bottom.royalty[ib] + middle.royalty[im] + top.royalty[it]
        keys: IntArray = points * KEY_POINTS + np.where(fouled, 0, flag * KEY_FANTASYLAND + royalty)
        return keys

    def _best_legal(
        self, b: IntArray, m: IntArray, t: IntArray
    ) -> tuple[IntArray, IntArray, IntArray, BoolArray]:
        """The values jokers take on each board (core.jokers.best_legal_values, in
        bulk): the most royalties, then the strongest bottom, middle, top."""
        fives, threes = self.fives, self.threes
        bottom, middle, top = fives.rows[Row.BOTTOM], fives.rows[Row.MIDDLE], threes.rows[Row.TOP]
        size = len(b)
        best = np.full((4, size), -1, dtype=np.int64)  # royalty, bottom, middle, top
        for k in range(int(fives.count[m].max())):
            active = np.nonzero(k < fives.count[m])[0]
            mb, mm, mt = b[active], m[active], t[active]
            option = fives.start[mm] + k
            value = fives.values[option]
            at_least = fives.options_at_least(mb, value)
            above = threes.options_above(mt, value)
            legal = (at_least > 0) & (above < threes.count[mt])
            active, mb, mt = active[legal], mb[legal], mt[legal]
            option, value = option[legal], value[legal]
            low = bottom.prefix[fives.start[mb] + at_least[legal] - 1]
            high = top.suffix[threes.start[mt] + above[legal]]
            royalty = (
                (low >> _VALUE_BITS)
                + (middle.encoded[option] >> _VALUE_BITS)
                + (high >> _VALUE_BITS)
            )
            candidate = np.stack([royalty, low & _VALUE_MASK, value, high & _VALUE_MASK])
            current = best[:, active]
            better = _lexicographically_greater(candidate, current)
            best[:, active[better]] = candidate[:, better]
        fouled = best[0] < 0
        strongest = (threes.best[t], fives.best[m], fives.best[b])
        top_value = np.where(fouled, strongest[0], best[3])
        middle_value = np.where(fouled, strongest[1], best[2])
        bottom_value = np.where(fouled, strongest[2], best[1])
        return top_value, middle_value, bottom_value, fouled


def _lexicographically_greater(a: IntArray, b: IntArray) -> BoolArray:
    greater = np.zeros(a.shape[1], dtype=np.bool_)
    equal = np.ones(a.shape[1], dtype=np.bool_)
    for row in range(a.shape[0]):
        greater |= equal & (a[row] > b[row])
        equal &= a[row] == b[row]
    return greater


def _complements(combos: npt.NDArray[np.int64], n: int) -> IntArray:
    """For each combination of positions, the other positions of range(n), in order."""
    inside = np.zeros((len(combos), n), dtype=np.bool_)
    inside[np.arange(len(combos))[:, None], combos] = True
    rest: IntArray = np.nonzero(~inside)[1].reshape(len(combos), n - combos.shape[1])
    return rest.astype(np.int64)
