"""Completing partial boards many times at once (the Monte-Carlo bots' fast policy).

For every sampled future a board is completed the way a player who saw those cards
would complete it: every split of the drawn cards into the missing places is tried
at once with NumPy, and the split worth the most (royalties, Fantasyland, no foul)
is kept. Results are arrays over samples: row values, royalties, foul, Fantasyland.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations

import numpy as np
import numpy.typing as npt

from ofc_desktop.bots.batch import (
    FULL_HOUSE,
    PAIR,
    QUADS,
    TRIPS,
    IntArray,
    RoyaltyArrays,
    kind_table,
    kinds,
    values3,
    values5,
)
from ofc_desktop.bots.rollout_style import TUNED, RolloutStyle
from ofc_desktop.bots.wild import JOKER_CODE, WildTerms, has_jokers, settle_rows
from ofc_desktop.core.evaluate import CATEGORY_SHIFT
from ofc_desktop.core.fantasyland import FantasylandTerms, fantasyland_terms
from ofc_desktop.core.rules import RuleSet

BoolArray = npt.NDArray[np.bool_]
FloatArray = npt.NDArray[np.float64]
MAX_PATTERNS = 600  # early in a hand (13 cards to come) a fixed sample of splits is enough


@lru_cache(maxsize=256)
def split_patterns(
    missing: tuple[int, int, int],
) -> tuple[npt.NDArray[np.intp], npt.NDArray[np.intp], npt.NDArray[np.intp]]:
    """Every way to send ``sum(missing)`` drawn cards to the rows (order ignored):
    index arrays (patterns x places) for top, middle and bottom."""
    top_n, middle_n, bottom_n = missing
    total = top_n + middle_n + bottom_n
    tops, middles, bottoms = [], [], []
    positions = range(total)
    for top in combinations(positions, top_n):
        rest = [p for p in positions if p not in top]
        for middle in combinations(rest, middle_n):
            bottom = [p for p in rest if p not in middle]
            tops.append(top)
            middles.append(middle)
            bottoms.append(bottom)

    keep = np.arange(len(tops))
    if len(keep) > MAX_PATTERNS:
        keep = np.sort(
            np.random.default_rng(len(keep)).choice(len(keep), MAX_PATTERNS, replace=False)
        )

    def as_array(rows: list[tuple[int, ...]] | list[list[int]], width: int) -> npt.NDArray[np.intp]:
        return np.array(rows, dtype=np.intp).reshape(len(rows), width)[keep]

    return as_array(tops, top_n), as_array(middles, middle_n), as_array(bottoms, bottom_n)


@lru_cache(maxsize=256)
def _row_sets(
    missing: tuple[int, int, int],
) -> tuple[tuple[npt.NDArray[np.intp], npt.NDArray[np.intp] | None], ...]:
    """For each row, the distinct sets of drawn cards it takes over :func:`split_patterns`
    and which set each split gives it (None where the sets barely repeat: spreading
    would cost more than it saves). With 8 cards to place, 560 splits give the middle
    only 56 different sets."""
    rows: list[tuple[npt.NDArray[np.intp], npt.NDArray[np.intp] | None]] = []
    for index in split_patterns(missing):
        cards, spread = np.unique(index, axis=0, return_inverse=True)
        if 2 * len(cards) > len(index):
            rows.append((index, None))
        else:
            rows.append((cards, spread.reshape(-1).astype(np.intp)))
    return tuple(rows)


@dataclass
class Completed:
    """One completed board per sample."""

    values: tuple[IntArray, IntArray, IntArray]  # top, middle, bottom
    row_royalties: tuple[IntArray, IntArray, IntArray]  # each row's, 0 when fouled
    fouled: BoolArray
    fantasyland: BoolArray  # qualifies for (or stays in) Fantasyland next hand
    # The top Fantasyland is entered with, where it differs from the top's value (jokers
    # that do not count for Fantasyland); None: the top's value.
    fantasy_top: IntArray | None = None

    @property
    def entry_top(self) -> IntArray:
        """The top each board's Fantasyland entry is judged on."""
        return self.values[0] if self.fantasy_top is None else self.fantasy_top

    @property
    def royalties(self) -> IntArray:
        """The board's total royalty, 0 when fouled."""
        top, middle, bottom = self.row_royalties
        total: IntArray = top + middle + bottom
        return total

    def taken(self, rows: npt.NDArray[np.intp]) -> Completed:
        """The samples at ``rows``, in that order."""
        top, middle, bottom = self.values
        r_top, r_middle, r_bottom = self.row_royalties
        return Completed(
            (top[rows], middle[rows], bottom[rows]),
            (r_top[rows], r_middle[rows], r_bottom[rows]),
            self.fouled[rows],
            self.fantasyland[rows],
            None if self.fantasy_top is None else self.fantasy_top[rows],
        )

    @staticmethod
    def joined(parts: Sequence[Completed]) -> Completed:
        """The samples of ``parts``, one after another."""
        if len(parts) == 1:
            return parts[0]
        values = [np.concatenate([p.values[row] for p in parts]) for row in range(3)]
        royalties = [np.concatenate([p.row_royalties[row] for p in parts]) for row in range(3)]
        fantasy_top = None
        if any(p.fantasy_top is not None for p in parts):
            fantasy_top = np.concatenate([p.entry_top for p in parts])
        return Completed(
            (values[0], values[1], values[2]),
            (royalties[0], royalties[1], royalties[2]),
            np.concatenate([p.fouled for p in parts]),
            np.concatenate([p.fantasyland for p in parts]),
            fantasy_top,
        )

    @staticmethod
    def gathered(parts: list[tuple[npt.NDArray[np.intp], Completed]], samples: int) -> Completed:
        """One result from results for disjoint groups of samples (their indices)."""
        values = [np.zeros(samples, dtype=np.int64) for _ in range(3)]
        royalties = [np.zeros(samples, dtype=np.int64) for _ in range(3)]
        fouled = np.zeros(samples, dtype=np.bool_)
        qualifies = np.zeros(samples, dtype=np.bool_)
        wild = any(done.fantasy_top is not None for _, done in parts)
        fantasy_top = np.zeros(samples, dtype=np.int64) if wild else None
        for members, done in parts:
            for row in range(3):
                values[row][members] = done.values[row]
                royalties[row][members] = done.row_royalties[row]
            fouled[members] = done.fouled
            qualifies[members] = done.fantasyland
            if fantasy_top is not None:
                fantasy_top[members] = done.entry_top
        return Completed(
            (values[0], values[1], values[2]),
            (royalties[0], royalties[1], royalties[2]),
            fouled,
            qualifies,
            fantasy_top,
        )


def judged(
    top: IntArray,
    middle: IntArray,
    bottom: IntArray,
    rules: CompletionRules,
    fantasy: tuple[IntArray, IntArray, IntArray] | None = None,
) -> Completed:
    """Finished boards given their row values: foul, royalties and Fantasyland (judged
    on ``fantasy``'s values where they differ: jokers that do not count for it)."""
    fouled = (top > middle) | (middle > bottom)
    royalties = rules.royalties
    rows = (royalties.top(top), royalties.five(middle, True), royalties.five(bottom, False))
    kept = tuple(np.where(fouled, 0, r) for r in rows)
    for_fantasyland = fantasy or (top, middle, bottom)
    return Completed(
        (top, middle, bottom),
        (kept[0], kept[1], kept[2]),
        fouled,
        fantasyland_mask(*for_fantasyland, rules) & ~fouled,
        None if fantasy is None or fantasy[0] is top else fantasy[0],
    )


def judged_sums(sums: IntArray, rules: CompletionRules) -> Completed:
    """Finished boards given their rows' code sums (samples, 3), jokers included: each
    joker at the value the engine settles it at."""
    if rules.wild is None or not has_jokers(sums):
        return judged(values3(sums[:, 0]), values5(sums[:, 1]), values5(sums[:, 2]), rules)
    settled = settle_rows((sums[:, 0], sums[:, 1], sums[:, 2]), rules.wild, rules.royalties)
    return judged(*settled.values, rules, settled.fantasy)


@dataclass(frozen=True)
class CompletionRules:
    """What a completion aims for, derived once per decision from the RuleSet."""

    royalties: RoyaltyArrays
    fantasyland_value: float  # points a Fantasyland hand is worth to the player
    fantasyland: FantasylandTerms  # the core's entry and stay rules
    in_fantasyland: bool = False
    foul_cost: float = 12.0  # how much worse than any legal board a foul is judged
    # What entering is worth by the top that enters (pair rank 0..14, trips at 15), when
    # it depends on the top (progressive and variable deals); else fantasyland_value.
    entry_values: tuple[float, ...] = ()
    rollout: RolloutStyle = TUNED
    wild: WildTerms | None = None  # how jokers settle; None at a table without jokers

    @classmethod
    def of(
        cls,
        rules: RuleSet,
        fantasyland_value: float,
        in_fantasyland: bool = False,
        entry_values: tuple[float, ...] = (),
        rollout: RolloutStyle = TUNED,
    ) -> CompletionRules:
        royalties = RoyaltyArrays(rules.royalty_table)
        return cls(
            royalties,
            fantasyland_value,
            fantasyland_terms(rules),
            in_fantasyland,
            entry_values=entry_values,
            rollout=rollout,
            wild=WildTerms.of(rules, royalties),
        )

    @property
    def entry_rank(self) -> int:
        """The lowest pair on top that enters Fantasyland (trips always do)."""
        return self.fantasyland.entry_rank


def complete(
    row_sums: tuple[int, int, int] | IntArray,
    missing: tuple[int, int, int],
    drawn: IntArray,
    rules: CompletionRules,
) -> Completed:
    """Complete a partial board for every row of ``drawn`` (samples x missing cards).

    ``row_sums`` are the code sums of the cards already in each row: three numbers
    shared by every sample, or an array (samples, 3) of boards with the same gaps.
    """
    samples = drawn.shape[0]
    bases = np.broadcast_to(np.asarray(row_sums, dtype=np.int64), (samples, 3))
    if rules.wild is not None:
        wild = (bases >= JOKER_CODE).any(axis=1) | (drawn >= JOKER_CODE).any(axis=1)
        if wild.any() and not wild.all():
            # Futures without a joker take the plain way: with two jokers in a shoe, most
            # futures of an early street hold none.
            return Completed.gathered(
                [
                    (where, complete(bases[where], missing, drawn[where], rules))
                    for where in (np.flatnonzero(~wild), np.flatnonzero(wild))
                ],
                samples,
            )

    def sums(row: int, index: npt.NDArray[np.intp]) -> IntArray:
        base = bases[:, row][:, None]
        if index.shape[1] == 0:
            return np.broadcast_to(base, (samples, index.shape[0])).copy()
        # Column by column: cheaper than gathering a (samples, patterns, cards) block.
        total: IntArray = drawn[:, index[:, 0]] + base
        for place in range(1, index.shape[1]):
            total += drawn[:, index[:, place]]
        return total

    royalty_of: tuple[Callable[[IntArray], IntArray], ...] = (
        rules.royalties.top,
        lambda values: rules.royalties.five(values, True),
        lambda values: rules.royalties.five(values, False),
    )

    def row(place: int, value: Callable[[IntArray], IntArray]) -> tuple[IntArray, IntArray]:
        """The row's values and royalties in every split: each set of cards the row can
        take is valued once, then spread to the splits that give it those cards."""
        cards, spread = _row_sets(missing)[place]
        values = value(sums(place, cards))
        royalties = royalty_of[place](values)
        if spread is None:
            return values, royalties
        return values[:, spread], royalties[:, spread]

    if rules.wild is not None and (has_jokers(bases) or has_jokers(drawn)):
        # Imported here: the joker completion builds on this module's judging.
        from ofc_desktop.bots.wild_completion import complete_wild

        sets = [
            (sums(place, cards), spread) for place, (cards, spread) in enumerate(_row_sets(missing))
        ]
        return complete_wild((sets[0], sets[1], sets[2]), rules)
    top, top_royalty = row(0, values3)
    middle, middle_royalty = row(1, values5)
    bottom, bottom_royalty = row(2, values5)
    fouled = (middle > bottom) | (top > middle)
    royalty = top_royalty + middle_royalty + bottom_royalty
    qualifies = fantasyland_mask(top, middle, bottom, rules) & ~fouled
    best = _best_split(top, middle, bottom, fouled, royalty, qualifies, rules)
    pick = np.arange(samples)
    return judged(top[pick, best], middle[pick, best], bottom[pick, best], rules)


def _best_split(
    top: IntArray,
    middle: IntArray,
    bottom: IntArray,
    fouled: BoolArray,
    royalty: IntArray,
    qualifies: BoolArray,
    rules: CompletionRules,
) -> npt.NDArray[np.intp]:
    """The split worth the most in every sample (samples, splits): royalties and
    Fantasyland, a foul at its cost."""
    credit = fantasyland_credit(top, qualifies, rules)
    score = np.where(fouled, -rules.foul_cost, royalty + credit).astype(np.float64)
    # Among equal scores prefer the stronger board: it wins more rows.
    score += (bottom + middle + top) * 1e-9
    best: npt.NDArray[np.intp] = np.argmax(score, axis=1)
    return best


TRIPS_ENTRY = 15  # where trips sit in ``entry_values``, after the pair ranks


def fantasyland_credit(top: IntArray, qualifies: BoolArray, rules: CompletionRules) -> FloatArray:
    """Points credited to boards that earn (or keep) Fantasyland: by the top that
    enters where the deal depends on it, else the one value."""
    if rules.in_fantasyland or not rules.entry_values:
        flat: FloatArray = np.where(qualifies, rules.fantasyland_value, 0.0)
        return flat
    credit: FloatArray = np.where(qualifies, entry_credits(rules.entry_values)[kinds(top)], 0.0)
    return credit


@lru_cache(maxsize=64)
def entry_credits(entry_values: tuple[float, ...]) -> FloatArray:
    """``entry_values`` by a top's kind: trips at their own place, else the high rank."""
    return kind_table(
        lambda category, rank: entry_values[TRIPS_ENTRY if category == TRIPS else rank],
        np.float64,
    )


@lru_cache(maxsize=16)
def entering(entry_rank: int) -> BoolArray:
    """Which tops (by kind) enter Fantasyland: trips, or a pair of ``entry_rank`` or up."""
    return kind_table(
        lambda category, rank: category == TRIPS or (category == PAIR and rank >= entry_rank),
        np.bool_,
    )


def fantasyland_mask(
    top: IntArray, middle: IntArray, bottom: IntArray, rules: CompletionRules
) -> BoolArray:
    """Which boards earn (or, in Fantasyland, keep) Fantasyland, before the foul check:
    the array form of ``core.fantasyland`` (``entry_qualifies``, ``stays_in``)."""
    terms = rules.fantasyland
    top_category = top >> CATEGORY_SHIFT
    if not terms.enabled:
        return np.zeros(np.shape(top), dtype=bool)
    if rules.in_fantasyland:
        stays: BoolArray = np.zeros(np.shape(top), dtype=bool)
        if terms.stay_top_trips:
            stays |= top_category == TRIPS
        if terms.stay_middle_full_house:
            stays |= (middle >> CATEGORY_SHIFT) >= FULL_HOUSE
        if terms.stay_bottom_quads:
            stays |= (bottom >> CATEGORY_SHIFT) >= QUADS
        return stays
    entered: BoolArray = entering(terms.entry_rank)[kinds(top)]
    return entered
