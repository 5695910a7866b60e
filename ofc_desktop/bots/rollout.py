"""A fast sequential policy for Monte-Carlo rollouts, vectorised over samples.

Unlike a completion that sees every future card at once (which would almost never
foul and so would make a bot reckless), this policy places each coming card without
knowing the next ones: into the row where a quick opinion of the partial board is
best. Partial rows are valued from tables keyed by card-code sums, like full rows.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from itertools import combinations_with_replacement

import numpy as np
import numpy.typing as npt

from ofc_desktop.bots.batch import IntArray
from ofc_desktop.bots.completion import (
    Completed,
    CompletionRules,
    complete,
    judged,
    judged_sums,
)
from ofc_desktop.bots.wild import (
    JOKER_CODE,
    JOKER_SHIFT,
    NATURAL_MASK,
    best_values,
    has_jokers,
    joining_rank_keys,
)
from ofc_desktop.core.cards import RANK_KEYS, SUIT_SHIFT, SUIT_UNITS
from ofc_desktop.core.evaluate import (
    CATEGORY_SHIFT,
    HIGH_RANK_SHIFT,
    RANK_FIELD,
    Category,
    classify,
    make_value,
)

_RANK_MASK = (1 << SUIT_SHIFT) - 1
_SIZES = np.array([3, 5, 5], dtype=np.int64)
_SUITED = np.zeros(5 * max(SUIT_UNITS) + 1, dtype=np.bool_)
for _unit in SUIT_UNITS:
    _SUITED[5 * _unit] = True


def _partial_tables(size: int) -> tuple[npt.NDArray[np.int32], npt.NDArray[np.int32]]:
    """Value of a row holding n cards (n = 0..size), indexed [n, rank-key sum]; the
    second table is for suited complete rows."""
    width = size * RANK_KEYS[-1] + 1
    plain = np.zeros((size + 1, width), dtype=np.int32)
    suited = np.zeros(width, dtype=np.int32)
    for n in range(1, size + 1):
        for ranks in combinations_with_replacement(range(2, 15), n):
            key = sum(RANK_KEYS[r - 2] for r in ranks)
            complete = n == size and size == 5
            plain[n, key] = classify(ranks, five_card=complete)
            if complete:
                suited[key] = classify(ranks, suited=True)
    return plain, suited


def _ceiling_table(size: int) -> npt.NDArray[np.int32]:
    """The best value a row holding n cards can still reach, whatever ranks come
    (flushes aside), indexed [n, rank-key sum]: what a dead-board test needs."""
    width = size * RANK_KEYS[-1] + 1
    ceiling = np.zeros((size + 1, width), dtype=np.int32)
    complete_values = {
        ranks: classify(ranks, five_card=size == 5)
        for ranks in combinations_with_replacement(range(2, 15), size)
    }
    for ranks, value in complete_values.items():
        for n in range(1, size + 1):
            for held in set(combinations_with_replacement(ranks, n)):
                if _is_sub_multiset(held, ranks):
                    key = sum(RANK_KEYS[r - 2] for r in held)
                    ceiling[n, key] = max(ceiling[n, key], value)
    ceiling[0, 0] = max(complete_values.values())
    return ceiling


def _is_sub_multiset(part: tuple[int, ...], whole: tuple[int, ...]) -> bool:
    remaining = list(whole)
    for rank in part:
        if rank not in remaining:
            return False
        remaining.remove(rank)
    return True


# A trial placement may overfill a full row; that option is masked out, but its
# look-ups must stay inside the tables: they are padded to take them unclipped.
_TOP_WIDTH = 4 * RANK_KEYS[-1] + 1  # rank keys of up to four cards
_FIVE_WIDTH = 1 << SUIT_SHIFT  # the whole rank part of a sum, which six cards can overflow
_SUIT_PARTS = 6 * max(SUIT_UNITS) + 2  # six cards' suit part, plus a carry from that overflow
_FIVE_OF_A_SUIT = np.zeros(_SUIT_PARTS, dtype=np.bool_)
_ONE_SUIT_CARDS = np.full(_SUIT_PARTS, -1, dtype=np.int64)  # cards of a row all of one suit
for _unit in SUIT_UNITS:
    _FIVE_OF_A_SUIT[5 * _unit] = True
    _ONE_SUIT_CARDS[[n * _unit for n in range(5)]] = range(5)


@dataclass(frozen=True)
class _Tables:
    """The tables as built, for :func:`row_values` and :func:`ceilings`, and the same
    tables padded and flat for the rollouts (index: count * width + rank key)."""

    top_partial: npt.NDArray[np.int32]
    five_partial: npt.NDArray[np.int32]
    five_suited: npt.NDArray[np.int32]
    top_ceiling: npt.NDArray[np.int32]
    five_ceiling: npt.NDArray[np.int32]
    top_flat: npt.NDArray[np.int32]
    five_flat: npt.NDArray[np.int32]
    five_suited_flat: npt.NDArray[np.int32]
    five_ceiling_flat: npt.NDArray[np.int32]


def _padded(table: npt.NDArray[np.int32], shape: tuple[int, ...]) -> npt.NDArray[np.int32]:
    """``table`` in the corner of a larger one of zeros."""
    padded = np.zeros(shape, dtype=np.int32)
    padded[tuple(slice(0, n) for n in table.shape)] = table
    return padded


@functools.cache
def _tables() -> _Tables:
    """Built on first use (well over half a second), not when the desktop app imports
    the bots on its way to the first window."""
    top_partial, _ = _partial_tables(3)
    five_partial, five_suited = _partial_tables(5)
    five_ceiling = _ceiling_table(5)
    # One more count than a row holds: a trial card in a full row.
    top = _padded(top_partial, (5, _TOP_WIDTH))
    five = _padded(five_partial, (7, _FIVE_WIDTH))
    suited = _padded(five_suited, (_FIVE_WIDTH,))
    ceiling = _padded(five_ceiling, (7, _FIVE_WIDTH))
    return _Tables(
        top[: top_partial.shape[0], : top_partial.shape[1]],
        five[: five_partial.shape[0], : five_partial.shape[1]],
        suited[: five_suited.shape[0]],
        _ceiling_table(3),
        ceiling[: five_ceiling.shape[0], : five_ceiling.shape[1]],
        top.ravel(),
        five.ravel(),
        suited,
        ceiling.ravel(),
    )


def row_values(sums: IntArray, counts: IntArray) -> IntArray:
    """Values of partial or complete rows: ``sums`` and ``counts`` are (samples, 3)."""
    # Trial placements may overfill a row; such options are masked by the caller, so
    # clipping only keeps the look-ups inside the tables.
    tables = _tables()
    keys = sums & _RANK_MASK
    top = tables.top_partial[
        np.minimum(counts[:, 0], 3), np.minimum(keys[:, 0], tables.top_partial.shape[1] - 1)
    ]
    fives = []
    for row in (1, 2):
        plain = tables.five_partial[
            np.minimum(counts[:, row], 5),
            np.minimum(keys[:, row], tables.five_partial.shape[1] - 1),
        ]
        suit_part = np.minimum(sums[:, row] >> SUIT_SHIFT, _SUITED.shape[0] - 1)
        suited = _SUITED[suit_part] & (counts[:, row] == 5)
        flushes = tables.five_suited[np.minimum(keys[:, row], tables.five_suited.shape[0] - 1)]
        fives.append(np.where(suited, flushes, plain))
    values: IntArray = np.stack([top, fives[0], fives[1]], axis=1).astype(np.int64)
    return values


# The policy's knobs, tuned by self-play.
POLICY = {
    "top_weight": 0.3,
    "middle_weight": 0.85,
    "bottom_weight": 1.0,
    "risk_base": 2.5,
    "risk_growth": 12.0,
    "certain_foul": 15.0,
    "chase": 0.3,
    "dead": 30.0,
}


_FLUSH_CEILING = make_value(Category.FLUSH, [14, 13, 12, 11, 9])


def ceilings(sums: IntArray, counts: IntArray, values: IntArray) -> IntArray:
    """The best value each row can still reach; complete rows keep their value."""
    tables = _tables()
    keys = sums & _RANK_MASK
    suit_part = sums >> SUIT_SHIFT
    top = np.where(
        counts[:, 0] >= 3,
        values[:, 0],
        tables.top_ceiling[
            np.minimum(counts[:, 0], 3), np.minimum(keys[:, 0], tables.top_ceiling.shape[1] - 1)
        ],
    )
    rows = [top]
    for row in (1, 2):
        n = np.minimum(counts[:, row], 5)
        ceiling = tables.five_ceiling[n, np.minimum(keys[:, row], tables.five_ceiling.shape[1] - 1)]
        one_suit = np.zeros(len(n), dtype=np.bool_)
        for unit in SUIT_UNITS:
            one_suit |= suit_part[:, row] == n * unit
        ceiling = np.where(one_suit & (n < 5), np.maximum(ceiling, _FLUSH_CEILING), ceiling)
        rows.append(np.where(n >= 5, values[:, row], ceiling))
    result: IntArray = np.stack(rows, axis=1).astype(np.int64)
    return result


_STRENGTH_KEYS = 1 << (CATEGORY_SHIFT + 4 - 16)  # a value's category and highest rank
_MAX_COUNT = 6  # a five-card row with a trial card too many


@dataclass(frozen=True)
class _Knobs:
    """The opinion's terms as small tables, by a row's value >> HIGH_RANK_SHIFT (category and high
    rank) or by its count: each entry is computed with the formula's own arithmetic,
    so the scores are the formula's to the bit."""

    strength: tuple[npt.NDArray[np.float64], ...]  # weighted, per row, by value >> HIGH_RANK_SHIFT
    chase: npt.NDArray[np.bool_]  # a top that chases Fantasyland, by value >> HIGH_RANK_SHIFT
    risk: npt.NDArray[np.float64]  # a row ahead of the row below, by that row's count
    filled_squared: npt.NDArray[np.float64]  # by count


@functools.lru_cache(maxsize=16)
def _knobs(policy: tuple[tuple[str, float], ...], entry_rank: int) -> _Knobs:
    knob = dict(policy)
    key = np.arange(_STRENGTH_KEYS)
    category, high = key >> (CATEGORY_SHIFT - HIGH_RANK_SHIFT), key & RANK_FIELD
    plain = np.where(key > 0, category + high / 15.0, 0.0)
    strength = tuple(plain * knob[f"{row}_weight"] for row in ("top", "middle", "bottom"))
    chase = (category == 1) & (high >= entry_rank) | (category == 3)
    filled = np.arange(_MAX_COUNT + 1)
    share = filled / 5.0
    risk = knob["risk_base"] + knob["risk_growth"] * share**2 + knob["certain_foul"] * (filled == 5)
    return _Knobs(strength, chase, risk, share**2)


def _board_opinion(
    top: IntArray,
    middle: IntArray,
    bottom: IntArray,
    middle_count: IntArray,
    bottom_count: IntArray,
    rules: CompletionRules,
    middle_ceiling: IntArray | None = None,
    bottom_ceiling: IntArray | None = None,
) -> npt.NDArray[np.float64]:
    """The opinion of boards given row by row (arrays of any one shape)."""
    knobs = _knobs(tuple(POLICY.items()), rules.entry_rank)
    top_key = top >> HIGH_RANK_SHIFT
    score = (
        knobs.strength[0].take(top_key)
        + knobs.strength[1].take(middle >> HIGH_RANK_SHIFT)
        + knobs.strength[2].take(bottom >> HIGH_RANK_SHIFT)
    )
    # A row ahead of the row below it is a risk that grows as the row below fills up,
    # and a certain foul once it is full.
    top_ahead = top > middle
    score -= top_ahead * knobs.risk.take(middle_count)
    score -= (middle > bottom) * knobs.risk.take(bottom_count)
    if middle_ceiling is not None and bottom_ceiling is not None:
        # a board that can no longer avoid fouling is nearly worthless
        dead = (top > middle_ceiling) | (middle > bottom_ceiling) | (top > bottom_ceiling)
        score -= dead * POLICY["dead"]
    at_risk = top_ahead * knobs.filled_squared.take(middle_count)
    chase = knobs.chase.take(top_key)
    # Grouped so that the shipped share of 1 scores to the bit as the policy always did.
    score += (
        chase * (1.0 - at_risk) * (POLICY["chase"] * rules.rollout.chase) * rules.fantasyland_value
    )
    return score


def opinion(
    values: IntArray, counts: IntArray, rules: CompletionRules, sums: IntArray | None = None
) -> npt.NDArray[np.float64]:
    """The policy's quick opinion of partial boards (samples, 3) -> (samples,)."""
    top, middle, bottom = values[:, 0], values[:, 1], values[:, 2]
    if sums is None:
        return _board_opinion(top, middle, bottom, counts[:, 1], counts[:, 2], rules)
    ceiling = ceilings(sums, counts, values)
    return _board_opinion(
        top, middle, bottom, counts[:, 1], counts[:, 2], rules, ceiling[:, 1], ceiling[:, 2]
    )


TAIL = 3  # the last cards are placed seeing each other: that is where fouls are made


@dataclass
class _Boards:
    """Partial boards being played out, with their rows' values and ceilings (the
    top's ceiling is not kept: no opinion reads it). Each array is (row, sample), so
    that every row is one contiguous array."""

    sums: IntArray
    counts: IntArray
    values: IntArray
    ceilings: IntArray
    wild: bool = False  # jokers are on the boards or among the cards to place

    @classmethod
    def of(cls, sums: IntArray, counts: IntArray, wild: bool = False) -> _Boards:
        if wild:
            sums, counts = np.ascontiguousarray(sums.T), np.ascontiguousarray(counts.T)
            return cls(sums, counts, *_wild_rows(sums, counts), wild=True)
        values = row_values(sums, counts)
        rows_first = [
            np.ascontiguousarray(table.T)
            for table in (sums, counts, values, ceilings(sums, counts, values))
        ]
        return cls(rows_first[0], rows_first[1], rows_first[2], rows_first[3])

    def place(self, card: IntArray, rules: CompletionRules) -> None:
        """Put each board's card into the row where the policy likes the board best."""
        sums = self.sums + card
        counts = self.counts + 1
        values, ceiling = _wild_rows(sums, counts) if self.wild else _placed_rows(sums, counts)
        flush_draw = rules.rollout.flush_draw
        if flush_draw:
            draws = _flush_draws(sums[1:], counts[1:])
            held = _flush_draws(self.sums[1:], self.counts[1:])
        liked = np.empty(sums.shape)
        for row in range(3):
            # Only the row the card tries changes: the other rows are the boards' own.
            top, middle, bottom = _with_row(row, values, self.values)
            _, middle_count, bottom_count = _with_row(row, counts, self.counts)
            _, middle_ceiling, bottom_ceiling = _with_row(row, ceiling, self.ceilings)
            trial = _board_opinion(
                top,
                middle,
                bottom,
                middle_count,
                bottom_count,
                rules,
                middle_ceiling,
                bottom_ceiling,
            )
            if flush_draw:
                middle_draw = draws[0] if row == 1 else held[0]
                bottom_draw = draws[1] if row == 2 else held[1]
                draw = POLICY["middle_weight"] * middle_draw + POLICY["bottom_weight"] * bottom_draw
                trial = trial + flush_draw * draw
            liked[row] = np.where(self.counts[row] < _SIZES[row], trial, -np.inf)
        into = _first_best(liked)
        self.sums = np.where(into, sums, self.sums)
        self.counts = np.where(into, counts, self.counts)
        self.values = np.where(into, values, self.values)
        self.ceilings = np.where(into, ceiling, self.ceilings)


def _flush_draws(sums: IntArray, counts: IntArray) -> npt.NDArray[np.float64]:
    """The flush draw of five-card rows (row, sample): two thirds for three cards of
    one suit, one for four, else 0 (a joker is of every suit)."""
    naturals = counts - (sums >> JOKER_SHIFT)
    one_suit = _ONE_SUIT_CARDS.take((sums & NATURAL_MASK) >> SUIT_SHIFT) == naturals
    drawing = one_suit & (counts >= 3) & (counts <= 4)
    result: npt.NDArray[np.float64] = np.where(drawing, (counts - 1) / 3.0, 0.0)
    return result


def _with_row(row: int, placed: IntArray, current: IntArray) -> list[IntArray]:
    """The rows (row, sample) of the boards with the card tried in ``row``."""
    return [placed[other] if other == row else current[other] for other in range(3)]


def _first_best(liked: npt.NDArray[np.float64]) -> npt.NDArray[np.bool_]:
    """Which of three options (option, sample) is best, the first of equals: what
    ``argmax`` over the options picks, without its slow walk along a short axis."""
    second = liked[1] > liked[0]
    third = liked[2] > np.maximum(liked[0], liked[1])
    return np.stack([~(second | third), second & ~third, third])


def _placed_rows(sums: IntArray, counts: IntArray) -> tuple[IntArray, IntArray]:
    """Values and ceilings (the top's left at 0) of every row (row, sample) with its
    trial card."""
    tables = _tables()
    keys = sums & _RANK_MASK
    values = np.empty_like(sums)
    ceiling = np.zeros_like(sums)
    values[0] = tables.top_flat.take(counts[0] * _TOP_WIDTH + keys[0])
    five_counts, five_keys, suits = counts[1:], keys[1:], sums[1:] >> SUIT_SHIFT
    index = five_counts * _FIVE_WIDTH + five_keys
    # Five cards of one suit are a full row: an overfilled one is masked anyway.
    five = np.where(
        _FIVE_OF_A_SUIT.take(suits),
        tables.five_suited_flat.take(five_keys),
        tables.five_flat.take(index),
    )
    values[1:] = five
    best = tables.five_ceiling_flat.take(index)
    flush_open = _ONE_SUIT_CARDS.take(suits) == five_counts  # only ever below five cards
    best = np.where(flush_open, np.maximum(best, _FLUSH_CEILING), best)
    ceiling[1:] = np.where(five_counts >= 5, five, best)
    return values, ceiling


def play_out(
    sums: IntArray,
    counts: IntArray,
    cards: IntArray,
    rules: CompletionRules,
) -> Completed:
    """Place ``cards`` (samples, k) one by one into the boards ``sums``/``counts``
    (samples, 3), each where the policy likes it best; the last few together, in the
    best split of them. Then judge the finished boards."""
    wild = rules.wild is not None and (has_jokers(sums) or has_jokers(cards))
    if wild:
        holds = (sums >= JOKER_CODE).any(axis=1) | (cards >= JOKER_CODE).any(axis=1)
        if not holds.all():
            # Boards that never see a joker are played out the plain way.
            return Completed.gathered(
                [
                    (where, play_out(sums[where], counts[where], cards[where], rules))
                    for where in (np.flatnonzero(~holds), np.flatnonzero(holds))
                ],
                sums.shape[0],
            )
    sequential = max(0, cards.shape[1] - TAIL)
    if sequential:
        boards = _Boards.of(sums, counts, wild)
        for column in range(sequential):
            boards.place(cards[:, column], rules)
        sums, counts = boards.sums.T, boards.counts.T
    if sequential < cards.shape[1]:
        return _complete_tails(sums, counts, cards[:, sequential:], rules)
    if wild:
        return judged_sums(sums, rules)
    values = row_values(sums, counts)
    return judged(values[:, 0], values[:, 1], values[:, 2], rules)


def _wild_rows(sums: IntArray, counts: IntArray) -> tuple[IntArray, IntArray]:
    """:func:`_placed_rows` for rows that may hold jokers (row, sample): a row not yet
    complete as its naturals with each joker joining the rank that helps most (no
    straight or flush before five cards), a complete one at its best value; the
    ceiling is what its natural cards can still reach."""
    tables = _tables()
    jokers = sums >> JOKER_SHIFT
    natural = sums & NATURAL_MASK
    naturals = np.maximum(counts - jokers, 0)
    keys = natural & _RANK_MASK
    joined = (keys + jokers * joining_rank_keys(naturals, keys)) & _RANK_MASK
    values = np.empty_like(sums)
    ceiling = np.zeros_like(sums)
    values[0] = tables.top_flat.take(np.minimum(counts[0], 4) * _TOP_WIDTH + joined[0])
    five_counts = np.minimum(counts[1:], _MAX_COUNT)
    suits = natural[1:] >> SUIT_SHIFT
    five = np.where(
        _FIVE_OF_A_SUIT.take(suits) & (jokers[1:] == 0),
        tables.five_suited_flat.take(keys[1:]),
        tables.five_flat.take(five_counts * _FIVE_WIDTH + joined[1:]),
    )
    complete = (counts[1:] == 5) & (jokers[1:] > 0)
    if complete.any():
        five[complete] = best_values(sums[1:][complete], 5)
    values[1:] = five
    natural_counts = np.minimum(naturals[1:], _MAX_COUNT)
    best = tables.five_ceiling_flat.take(natural_counts * _FIVE_WIDTH + keys[1:])
    flush_open = _ONE_SUIT_CARDS.take(suits) == naturals[1:]
    best = np.where(flush_open & (counts[1:] < 5), np.maximum(best, _FLUSH_CEILING), best)
    ceiling[1:] = np.where(counts[1:] >= 5, five, best)
    return values, ceiling


def _complete_tails(
    sums: IntArray, counts: IntArray, tail: IntArray, rules: CompletionRules
) -> Completed:
    """Best split of the last cards, for groups of samples that share their gaps."""
    gaps = _SIZES[None, :] - counts
    # Each shape of gaps as one number (a row misses at most five cards): grouping by
    # it is far cheaper than finding the distinct rows of ``gaps``.
    shapes = (gaps[:, 0] * 6 + gaps[:, 1]) * 6 + gaps[:, 2]
    parts = []
    for shape in np.flatnonzero(np.bincount(shapes)).tolist():
        members = np.flatnonzero(shapes == shape)
        gap = (shape // 36, shape // 6 % 6, shape % 6)
        parts.append((members, complete(sums[members], gap, tail[members], rules)))
    return Completed.gathered(parts, sums.shape[0])
