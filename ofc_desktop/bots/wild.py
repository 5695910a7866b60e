"""Wild jokers in the simulators' array arithmetic (docs/rules.md §7).

A simulator's joker has the code :data:`JOKER_CODE`, a bit above every sum of natural
codes, so a row's code sum carries its natural cards and its number of jokers at once.
A complete row with jokers can take every value of its naturals and any cards for its
jokers; those values are tabled once per row size and joker count, by the naturals'
rank-key sum and whether they share one suit (all a joker's value depends on).

A board is valued as the engine settles it (``core.board.row_values``): each joker at
the value that makes the best legal board. Where royalties never fall as a row gets
stronger (every shipped table), that board is found greedily: the bottom at its best,
the middle at its best not above the bottom, the top at its best not above the middle.
Any other table is settled by the core's own search, one distinct board at a time.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import combinations_with_replacement
from typing import Any, TypeVar

import numpy as np
import numpy.typing as npt

from ofc_desktop.bots.batch import (
    FIVE_VALUES,
    TOP_VALUES,
    IntArray,
    RoyaltyArrays,
    kinds,
    values3,
    values5,
)
from ofc_desktop.core.cards import RANK_KEYS, SUIT_SHIFT, SUIT_UNITS, Card, Rank, Suit, card_code
from ofc_desktop.core.evaluate import HIGH_RANK_SHIFT, classify
from ofc_desktop.core.jokers import best_legal_values
from ofc_desktop.core.rules import JokerMode, RuleSet

BoolArray = npt.NDArray[np.bool_]
ArrayT = TypeVar("ArrayT", bound=npt.NDArray[Any])

JOKER_SHIFT = 30  # every sum of natural codes stays below 2**30 (core.cards)
JOKER_CODE = 1 << JOKER_SHIFT
NATURAL_MASK = JOKER_CODE - 1
_RANK_MASK = (1 << SUIT_SHIFT) - 1
_STRIDE = 1 << 26  # above every hand value: a set's values sort apart from the next set's
_SIZES = (3, 5, 5)

# The number of cards of a row's naturals when they all share one suit, by the suit part
# of their sum (-1: several suits); 0 naturals count as one suit.
_ONE_SUIT_COUNT = np.full(6 * max(SUIT_UNITS) + 2, -1, dtype=np.int64)
for _unit in SUIT_UNITS:
    _ONE_SUIT_COUNT[[n * _unit for n in range(6)]] = range(6)


def simulated_code(card: Card) -> int:
    """A card's code in the simulators: the evaluator's code, or :data:`JOKER_CODE`."""
    return JOKER_CODE if card.is_joker else card.code


def row_sum(cards: Sequence[Card]) -> int:
    """The simulators' code sum of a row's cards."""
    return sum(simulated_code(card) for card in cards)


def has_jokers(sums: IntArray) -> bool:
    """Whether any of ``sums`` holds a joker."""
    return bool(sums.size) and int(sums.max()) >= JOKER_CODE


@dataclass(frozen=True)
class _Achievable:
    """Every value complete rows of one size with one number of jokers can take."""

    naturals: int  # natural cards in such a row
    set_of_key: IntArray  # the naturals' rank-key sum -> their set (times 2 for 5-card rows)
    best: IntArray  # per set (plus 1 where the naturals share a suit): the best value
    keys: IntArray  # ascending: set * _STRIDE + value, over every value of every set

    def sets(self, natural_sums: IntArray, size: int) -> IntArray:
        """The set of each row, given its natural cards' code sum."""
        found: IntArray = self.set_of_key[natural_sums & _RANK_MASK]
        if size == 3:
            return found
        suited = _ONE_SUIT_COUNT[natural_sums >> SUIT_SHIFT] == self.naturals
        result: IntArray = 2 * found + suited
        return result

    def values(self, set_number: int) -> tuple[int, ...]:
        """Every value of one set, best first."""
        start, end = np.searchsorted(self.keys, [set_number * _STRIDE, (set_number + 1) * _STRIDE])
        return tuple(int(v) for v in (self.keys[start:end] - set_number * _STRIDE)[::-1])


@functools.cache
def _achievable(size: int, jokers: int) -> _Achievable:
    """The table for rows of ``size`` cards holding ``jokers`` jokers: every multiset of
    natural ranks (and for five-card rows, whether the naturals share a suit) with every
    card each joker may stand for, valued by the same tables as natural rows."""
    naturals = size - jokers
    multisets = list(combinations_with_replacement(range(2, 15), naturals))
    rank_keys = np.array([sum(RANK_KEYS[r - 2] for r in m) for m in multisets], dtype=np.int64)
    set_of_key = np.full(naturals * RANK_KEYS[-1] + 1, -1, dtype=np.int64)
    set_of_key[rank_keys] = np.arange(len(multisets))
    if size == 3:  # a top never makes a straight or a flush: only ranks matter
        bases = rank_keys
        stand_ins = [RANK_KEYS[r - 2] for r in range(2, 15)]
    else:
        # Set 2k: naturals of several suits (a spade and a heart stand for them), set
        # 2k + 1: naturals all spades. A joker may be a spade or a heart, so a flush is
        # reachable exactly when the naturals allow one.
        spade, heart = SUIT_UNITS[0] << SUIT_SHIFT, SUIT_UNITS[1] << SUIT_SHIFT
        mixed = max(0, naturals - 1) * spade + (heart if naturals else 0)
        bases = np.stack([rank_keys + mixed, rank_keys + naturals * spade], axis=1).reshape(-1)
        stand_ins = [
            card_code(Rank(r), s) for r in range(2, 15) for s in (Suit.SPADES, Suit.HEARTS)
        ]
    extras = np.array(
        [sum(combo) for combo in combinations_with_replacement(stand_ins, jokers)], dtype=np.int64
    )
    totals = bases[:, None] + extras[None, :]
    values = values3(totals) if size == 3 else values5(totals)
    keys = np.unique(np.arange(len(bases))[:, None] * _STRIDE + values)
    return _Achievable(naturals, set_of_key, values.max(axis=1), keys)


def _each_joker_count(sums: IntArray) -> list[tuple[int, npt.NDArray[np.intp]]]:
    """The numbers of jokers present among ``sums`` (flat) and where each is."""
    jokers = sums >> JOKER_SHIFT
    most = int(jokers.max()) if jokers.size else 0
    if most == 1:
        return [(1, np.flatnonzero(jokers))]
    found = [(j, np.flatnonzero(jokers == j)) for j in range(1, most + 1)]
    return [(j, where) for j, where in found if len(where)]


def best_values(sums: IntArray, size: int) -> IntArray:
    """The best value of each complete row of ``size`` cards, jokers included."""
    flat = sums.reshape(-1)
    natural = flat & NATURAL_MASK
    values = values3(natural) if size == 3 else values5(natural)
    for jokers, where in _each_joker_count(flat):
        table = _achievable(size, jokers)
        values[where] = table.best[table.sets(natural[where], size)]
    result: IntArray = values.reshape(sums.shape)
    return result


def highest_at_most(sums: IntArray, size: int, bound: IntArray) -> IntArray:
    """The strongest value each complete row (flat) can take that is not above
    ``bound``; -1 where there is none."""
    natural = sums & NATURAL_MASK
    plain = values3(natural) if size == 3 else values5(natural)
    result: IntArray = np.where(plain <= bound, plain, -1)
    for jokers, where in _each_joker_count(sums):
        table = _achievable(size, jokers)
        sets = table.sets(natural[where], size)
        index = np.searchsorted(table.keys, sets * _STRIDE + bound[where], side="right") - 1
        found = table.keys[np.maximum(index, 0)]
        inside = (index >= 0) & (found >= sets * _STRIDE) & (bound[where] >= 0)
        result[where] = np.where(inside, found - sets * _STRIDE, -1)
    return result


@functools.cache
def _natural_tables(size: int) -> IntArray:
    """Values of a row's natural cards alone, [count, rank-key sum], for counts below the
    row's size (``core.evaluate.evaluate_naturals``: no straight or flush)."""
    table = np.zeros((size, (size - 1) * RANK_KEYS[-1] + 1), dtype=np.int64)
    for count in range(1, size):
        for ranks in combinations_with_replacement(range(2, 15), count):
            table[count, sum(RANK_KEYS[r - 2] for r in ranks)] = classify(
                ranks, five_card=size == 5
            )
    return table


def natural_values(sums: IntArray, values: IntArray, size: int) -> IntArray:
    """What each row's natural cards are worth alone (Fantasyland judged without jokers):
    ``values`` where a row holds no joker."""
    jokers = sums >> JOKER_SHIFT
    if not jokers.any():
        return values
    count = np.maximum(size - jokers, 0)
    table = _natural_tables(size)
    keys = np.minimum(sums & _RANK_MASK, table.shape[1] - 1)
    result: IntArray = np.where(jokers > 0, table[np.minimum(count, size - 1), keys], values)
    return result


_JOINING_NATURALS = 4  # a row still to be completed holds at most four naturals with a joker


@functools.cache
def _joining_table() -> IntArray:
    """[naturals, rank-key sum]: the rank key of the rank a joker best joins in a row
    not yet complete (no straight or flush yet, so only groups count): the largest group
    of the naturals, the highest rank among equal groups; an ace alone."""
    width = _JOINING_NATURALS * RANK_KEYS[-1] + 1
    table = np.full((_JOINING_NATURALS + 1, width), RANK_KEYS[-1], dtype=np.int64)
    for count in range(1, _JOINING_NATURALS + 1):
        for ranks in combinations_with_replacement(range(2, 15), count):
            joined = max(ranks, key=lambda rank: (ranks.count(rank), rank))
            table[count, sum(RANK_KEYS[r - 2] for r in ranks)] = RANK_KEYS[joined - 2]
    return table


def joining_rank_keys(naturals: IntArray, keys: IntArray) -> IntArray:
    """For rows of ``naturals`` natural cards with rank-key sums ``keys``, the rank key
    of the card each joker best stands for while the row is incomplete."""
    table = _joining_table()
    found: IntArray = table[
        np.minimum(naturals, _JOINING_NATURALS), np.minimum(keys, table.shape[1] - 1)
    ]
    return found


@dataclass(frozen=True)
class WildTerms:
    """How a table's jokers are settled, from the RuleSet."""

    row_max: bool  # "each row on its own": a joker always makes its own row its best
    count_for_fantasyland: bool
    monotone: bool  # royalties never fall as a row gets stronger: the greedy search holds

    @classmethod
    def of(cls, rules: RuleSet, royalties: RoyaltyArrays) -> WildTerms | None:
        if not rules.jokers_per_deck:
            return None
        return cls(
            rules.joker_mode is JokerMode.ROW_MAX,
            rules.jokers_count_for_fantasyland,
            _monotone(royalties),
        )


def _monotone(royalties: RoyaltyArrays) -> bool:
    """Whether every row's royalty is non-decreasing in the row's value: royalties
    depend on a value's kind (category and high rank), which grows with the value, so
    the kinds a row can reach are compared in order."""
    tops, fives = _reachable_kinds()
    return all(
        bool(np.all(np.diff(cells[kinds]) >= 0))
        for cells, kinds in (
            (royalties.tops, tops),
            (royalties.middle, fives),
            (royalties.bottom, fives),
        )
    )


def reachable_top_kinds() -> IntArray:
    """The kinds a complete top can have, ascending."""
    return _reachable_kinds()[0]


@functools.cache
def _reachable_kinds() -> tuple[IntArray, IntArray]:
    """The kinds a complete top and a complete five-card row can have, ascending."""
    top = np.unique(kinds(TOP_VALUES[TOP_VALUES > 0]))
    five = np.unique(kinds(FIVE_VALUES[FIVE_VALUES > 0]))
    return top, five


@dataclass(frozen=True)
class SettledRows:
    """Complete boards valued as the engine settles them: each row's value, and the
    values Fantasyland is judged on."""

    values: tuple[IntArray, IntArray, IntArray]
    fantasy: tuple[IntArray, IntArray, IntArray]


Split = tuple[IntArray, "npt.NDArray[np.intp] | None"]


class SplitRows:
    """Complete boards given as each row's distinct card sets and the set each split
    gives it (the seen-at-once completion's form: (samples, sets) code sums, and the
    splits' set numbers, or None where every split has its own): every set is valued
    once; boards are (samples, splits)."""

    def __init__(self, rows: tuple[Split, Split, Split]) -> None:
        self.rows = rows
        self.best = [best_values(s, size) for (s, _), size in zip(rows, _SIZES, strict=True)]

    def spread(self, row: int, array: IntArray) -> IntArray:
        """Values of one row's card sets (samples, sets) on every split: a fresh array."""
        index = self.rows[row][1]
        # ``take`` gives a C-ordered array (``array[:, index]`` a Fortran-ordered one),
        # so the flat views that settling writes through are views, not copies.
        return array.copy() if index is None else array.take(index, axis=1)

    def best_boards(self) -> tuple[IntArray, IntArray, IntArray]:
        """Every board with each row at its best (fresh arrays, to be lowered in place)."""
        return (
            self.spread(0, self.best[0]),
            self.spread(1, self.best[1]),
            self.spread(2, self.best[2]),
        )

    def sums_at(self, row: int, cells: npt.NDArray[np.intp]) -> IntArray:
        """The code sums of one row on the boards at ``cells`` (flat indices)."""
        sums, index = self.rows[row]
        if index is None:
            found: IntArray = sums.reshape(-1)[cells]
            return found
        sample, split = np.divmod(cells, len(index))
        gathered: IntArray = sums[sample, index[split]]
        return gathered

    def jokers_in(self, row: int) -> BoolArray:
        """Whether one row holds a joker, on every board (flat)."""
        sums, index = self.rows[row]
        wild = sums >= JOKER_CODE
        spread: BoolArray = (wild if index is None else wild.take(index, axis=1)).reshape(-1)
        return spread

    def every_sum(self, row: int) -> IntArray:
        """One row's code sums on every board, flat."""
        sums, index = self.rows[row]
        return (sums if index is None else sums[:, index]).reshape(-1)

    def fantasy(
        self, terms: WildTerms, values: tuple[IntArray, IntArray, IntArray]
    ) -> tuple[IntArray, IntArray, IntArray]:
        """The values Fantasyland is judged on: ``values``, or where jokers do not count
        for it, each row's natural cards alone (which no settling of jokers changes)."""
        if terms.count_for_fantasyland:
            return values
        found = [
            self.spread(row, natural_values(self.rows[row][0], self.best[row], size))
            for row, size in enumerate(_SIZES)
        ]
        return found[0], found[1], found[2]

    def settle(
        self,
        terms: WildTerms,
        royalties: RoyaltyArrays,
        boards: tuple[IntArray, IntArray, IntArray],
        cells: npt.NDArray[np.intp] | None = None,
    ) -> npt.NDArray[np.intp] | None:
        """Lower ``boards`` (as :meth:`best_boards` gave them) in place to the values the
        engine settles jokers at; ``cells``: only these fouled boards need looking at.
        Returns the boards (flat) that changed; None: any may have."""
        if terms.row_max:
            return np.zeros(0, dtype=np.intp)
        top, middle, bottom = (flat_view(b) for b in boards)
        if terms.monotone:
            return lower_greedily(self.sums_at, top, middle, bottom, cells)
        every = [self.every_sum(row) for row in range(3)]
        _settle_by_search(every, top, middle, bottom, royalties)
        return None


def flat_view(array: ArrayT) -> ArrayT:
    """``array`` flat, as a view: writes through it land in ``array``."""
    if not array.flags.c_contiguous:
        raise ValueError("boards are settled in place: they must be C-ordered")
    flat: ArrayT = array.reshape(-1)  # type: ignore[assignment]
    return flat


def settle_rows(
    sums: tuple[IntArray, IntArray, IntArray], terms: WildTerms, royalties: RoyaltyArrays
) -> SettledRows:
    """Each complete row's value with its jokers at their best legal values (arrays of
    one shape, code sums with jokers); a board with no legal choice keeps each row at its
    best, and fouls."""
    shape = sums[0].shape
    flat = [(s.reshape(1, -1), None) for s in sums]
    rows = SplitRows((flat[0], flat[1], flat[2]))
    boards = rows.best_boards()
    rows.settle(terms, royalties, boards)
    fantasy = rows.fantasy(terms, boards)
    values = tuple(v.reshape(shape) for v in boards)
    natural = tuple(v.reshape(shape) for v in fantasy)
    return SettledRows((values[0], values[1], values[2]), (natural[0], natural[1], natural[2]))


def lower_greedily(
    sums_at: Callable[[int, npt.NDArray[np.intp]], IntArray],
    top: IntArray,
    middle: IntArray,
    bottom: IntArray,
    cells: npt.NDArray[np.intp] | None = None,
) -> npt.NDArray[np.intp]:
    """Where a board (flat arrays) fouls with every row at its best and a joker in the
    top or middle could take a lower value, take the best legal values instead (in
    place). ``cells``: the boards to look at (default: every one that fouls). Returns
    the boards that changed."""
    fouled = np.flatnonzero((top > middle) | (middle > bottom)) if cells is None else cells
    if not len(fouled):
        return fouled
    top_sums, middle_sums = sums_at(0, fouled), sums_at(1, fouled)
    # Only a joker lowers a row: a middle above the bottom needs one in the middle, a top
    # above a middle that stands needs one in the top.
    middle_high = middle[fouled] > bottom[fouled]
    wild = np.where(middle_high, middle_sums >= JOKER_CODE, top_sums >= JOKER_CODE)
    fix = fouled[wild]
    if not len(fix):
        return fix
    high = middle_high[wild]
    legal_middle = middle[fix]
    if high.any():
        legal_middle[high] = highest_at_most(middle_sums[wild][high], 5, bottom[fix[high]])
    legal_top = highest_at_most(top_sums[wild], 3, legal_middle)
    legal = (legal_middle >= 0) & (legal_top >= 0)
    middle[fix[legal]] = legal_middle[legal]
    top[fix[legal]] = legal_top[legal]
    changed: npt.NDArray[np.intp] = fix[legal]
    return changed


def _settle_by_search(
    flat: list[IntArray],
    top: IntArray,
    middle: IntArray,
    bottom: IntArray,
    royalties: RoyaltyArrays,
) -> None:
    """The core's own search (``best_legal_values``) for boards with jokers, each
    distinct board once: royalties that fall somewhere make the greedy choice unsafe."""
    wild = np.flatnonzero((flat[0] | flat[1] | flat[2]) >= JOKER_CODE)
    if not len(wild):
        return
    boards, inverse = np.unique(
        np.stack([flat[row][wild] for row in range(3)], axis=1), axis=0, return_inverse=True
    )
    by_kind = (royalties.tops, royalties.middle, royalties.bottom)

    def royalty_of(row: int, value: int) -> int:
        return int(by_kind[row][value >> HIGH_RANK_SHIFT])

    chosen = np.empty((len(boards), 3), dtype=np.int64)
    for index, board in enumerate(boards):
        options = tuple(_options(int(board[row]), _SIZES[row]) for row in range(3))
        legal = best_legal_values((options[0], options[1], options[2]), royalty_of)
        chosen[index] = legal if legal is not None else [o[0] for o in options]
    picked = chosen[inverse.reshape(-1)]
    top[wild], middle[wild], bottom[wild] = picked[:, 0], picked[:, 1], picked[:, 2]


def _options(row_sum_value: int, size: int) -> tuple[int, ...]:
    """Every value of one complete row, best first."""
    jokers, natural = row_sum_value >> JOKER_SHIFT, row_sum_value & NATURAL_MASK
    if not jokers:
        array = np.array([natural], dtype=np.int64)
        return (int((values3(array) if size == 3 else values5(array))[0]),)
    table = _achievable(size, jokers)
    return table.values(int(table.sets(np.array([natural], dtype=np.int64), size)[0]))
