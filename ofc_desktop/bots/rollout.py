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
from ofc_desktop.bots.completion import Completed, CompletionRules, complete, judged
from ofc_desktop.core.cards import RANK_KEYS, SUIT_SHIFT, SUIT_UNITS
from ofc_desktop.core.evaluate import CATEGORY_SHIFT, classify

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


@dataclass(frozen=True)
class _Tables:
    top_partial: npt.NDArray[np.int32]
    five_partial: npt.NDArray[np.int32]
    five_suited: npt.NDArray[np.int32]
    top_ceiling: npt.NDArray[np.int32]
    five_ceiling: npt.NDArray[np.int32]


@functools.cache
def _tables() -> _Tables:
    """Built on first use (well over half a second), not when the desktop app imports
    the bots on its way to the first window."""
    top_partial, _ = _partial_tables(3)
    five_partial, five_suited = _partial_tables(5)
    return _Tables(top_partial, five_partial, five_suited, _ceiling_table(3),
                   _ceiling_table(5))


def row_values(sums: IntArray, counts: IntArray) -> IntArray:
    """Values of partial or complete rows: ``sums`` and ``counts`` are (samples, 3)."""
    # Trial placements may overfill a row; such options are masked by the caller, so
    # clipping only keeps the look-ups inside the tables.
    tables = _tables()
    keys = sums & _RANK_MASK
    top = tables.top_partial[np.minimum(counts[:, 0], 3),
                             np.minimum(keys[:, 0], tables.top_partial.shape[1] - 1)]
    fives = []
    for row in (1, 2):
        plain = tables.five_partial[np.minimum(counts[:, row], 5),
                                    np.minimum(keys[:, row], tables.five_partial.shape[1] - 1)]
        suit_part = np.minimum(sums[:, row] >> SUIT_SHIFT, _SUITED.shape[0] - 1)
        suited = _SUITED[suit_part] & (counts[:, row] == 5)
        flushes = tables.five_suited[np.minimum(keys[:, row], tables.five_suited.shape[0] - 1)]
        fives.append(np.where(suited, flushes, plain))
    values: IntArray = np.stack([top, fives[0], fives[1]], axis=1).astype(np.int64)
    return values


# The policy's knobs, tuned by self-play (tests/bench/bench_policy.py).
POLICY = {
    "top_weight": 0.3, "middle_weight": 0.85, "bottom_weight": 1.0,
    "risk_base": 2.5, "risk_growth": 12.0, "certain_foul": 15.0, "chase": 0.3, "dead": 30.0,
}


def _risk(behind: npt.NDArray[np.bool_], filled: IntArray) -> npt.NDArray[np.float64]:
    share = filled / 5.0
    risk: npt.NDArray[np.float64] = behind * (
        POLICY["risk_base"] + POLICY["risk_growth"] * share**2
        + POLICY["certain_foul"] * (filled == 5))
    return risk


_FLUSH_CEILING = (5 << CATEGORY_SHIFT) | (14 << 16) | (13 << 12) | (12 << 8) | (11 << 4) | 9


def ceilings(sums: IntArray, counts: IntArray, values: IntArray) -> IntArray:
    """The best value each row can still reach; complete rows keep their value."""
    tables = _tables()
    keys = sums & _RANK_MASK
    suit_part = sums >> SUIT_SHIFT
    top = np.where(counts[:, 0] >= 3, values[:, 0],
                   tables.top_ceiling[np.minimum(counts[:, 0], 3),
                                      np.minimum(keys[:, 0], tables.top_ceiling.shape[1] - 1)])
    rows = [top]
    for row in (1, 2):
        n = np.minimum(counts[:, row], 5)
        ceiling = tables.five_ceiling[n, np.minimum(keys[:, row],
                                                    tables.five_ceiling.shape[1] - 1)]
        one_suit = np.zeros(len(n), dtype=np.bool_)
        for unit in SUIT_UNITS:
            one_suit |= suit_part[:, row] == n * unit
        ceiling = np.where(one_suit & (n < 5), np.maximum(ceiling, _FLUSH_CEILING), ceiling)
        rows.append(np.where(n >= 5, values[:, row], ceiling))
    result: IntArray = np.stack(rows, axis=1).astype(np.int64)
    return result


def opinion(values: IntArray, counts: IntArray, rules: CompletionRules,
            sums: IntArray | None = None) -> npt.NDArray[np.float64]:
    """The policy's quick opinion of partial boards (samples, 3) -> (samples,)."""
    category = values >> CATEGORY_SHIFT
    high = (values >> 16) & 0xF
    strength = np.where(values > 0, category + high / 15.0, 0.0)
    weights = np.array([POLICY["top_weight"], POLICY["middle_weight"], POLICY["bottom_weight"]])
    score = (strength * weights).sum(axis=1)
    top, middle, bottom = values[:, 0], values[:, 1], values[:, 2]
    # A row ahead of the row below it is a risk that grows as the row below fills up,
    # and a certain foul once it is full.
    score -= _risk(top > middle, counts[:, 1])
    score -= _risk(middle > bottom, counts[:, 2])
    if sums is not None:  # a board that can no longer avoid fouling is nearly worthless
        ceiling = ceilings(sums, counts, values)
        dead = (top > ceiling[:, 1]) | (middle > ceiling[:, 2]) | (top > ceiling[:, 2])
        score -= dead * POLICY["dead"]
    chase = (category[:, 0] == 1) & (high[:, 0] >= rules.entry_rank) | (category[:, 0] == 3)
    at_risk = (top > middle) * (counts[:, 1] / 5.0) ** 2
    score += chase * (1.0 - at_risk) * POLICY["chase"] * rules.fantasyland_value
    opinion: npt.NDArray[np.float64] = score
    return opinion


TAIL = 3  # the last cards are placed seeing each other: that is where fouls are made


def play_out(
    sums: IntArray, counts: IntArray, cards: IntArray, rules: CompletionRules,
) -> Completed:
    """Place ``cards`` (samples, k) one by one into the boards ``sums``/``counts``
    (samples, 3), each where the policy likes it best; the last few together, in the
    best split of them. Then judge the finished boards."""
    sums = sums.copy()
    counts = counts.copy()
    samples = sums.shape[0]
    pick = np.arange(samples)
    sequential = max(0, cards.shape[1] - TAIL)
    for column in range(sequential):
        card = cards[:, column]
        options = np.full((samples, 3), -np.inf)
        for row in range(3):
            open_row = counts[:, row] < _SIZES[row]
            trial_sums = sums.copy()
            trial_counts = counts.copy()
            trial_sums[:, row] += card
            trial_counts[:, row] += 1
            liked = opinion(row_values(trial_sums, trial_counts), trial_counts, rules,
                             trial_sums)
            options[:, row] = np.where(open_row, liked, -np.inf)
        chosen = np.argmax(options, axis=1)
        sums[pick, chosen] += card
        counts[pick, chosen] += 1
    if sequential < cards.shape[1]:
        return _complete_tails(sums, counts, cards[:, sequential:], rules)
    values = row_values(sums, counts)
    return judged(values[:, 0], values[:, 1], values[:, 2], rules)


def _complete_tails(sums: IntArray, counts: IntArray, tail: IntArray,
                    rules: CompletionRules) -> Completed:
    """Best split of the last cards, for groups of samples that share their gaps."""
    gaps = _SIZES[None, :] - counts
    parts = []
    for gap in np.unique(gaps, axis=0):
        members = np.nonzero((gaps == gap).all(axis=1))[0]
        done = complete(sums[members], (int(gap[0]), int(gap[1]), int(gap[2])),
                        tail[members], rules)
        parts.append((members, done))
    return Completed.gathered(parts, sums.shape[0])
