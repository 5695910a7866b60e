"""The seen-at-once completion where jokers are placed or drawn (``completion.complete``).

Every split of the drawn cards is valued with each row at its best, a card set at a
time, as the plain completion does. Only splits that then foul may settle lower (the
engine lowers a joker where that makes the board legal, docs/rules.md §7), and only
those that could still be the best split of their future are worked out: settling
never raises a row's royalty nor the Fantasyland a board earns, so a split worth no
more at its best, with each row capped at what the row below allows, than a split that
already stands cannot win.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from ofc_desktop.bots.batch import IntArray, RoyaltyArrays, kinds
from ofc_desktop.bots.completion import (
    BoolArray,
    Completed,
    CompletionRules,
    FloatArray,
    entering,
    entry_credits,
    fantasyland_credit,
    fantasyland_mask,
    judged,
)
from ofc_desktop.bots.wild import Split, SplitRows, WildTerms, flat_view, reachable_top_kinds

Boards = tuple[IntArray, IntArray, IntArray]


def complete_wild(sets: tuple[Split, Split, Split], rules: CompletionRules) -> Completed:
    """The best split in every future, each joker settled as the engine settles it.
    ``sets``: each row's (samples, card sets) code sums and the set each split gives it."""
    wild = rules.wild
    assert wild is not None
    rows = SplitRows(sets)
    boards = rows.best_boards()
    worth = _Worth(rows, boards, wild, rules)
    if not wild.row_max:
        cells = worth.contenders() if _greedy_bounds_hold(wild, rules) else None
        changed = rows.settle(wild, rules.royalties, boards, cells)
        worth.update(changed)
    best = worth.best_splits()
    pick = np.arange(boards[0].shape[0])
    chosen = tuple(values[pick, best] for values in worth.fantasy)
    return judged(
        boards[0][pick, best],
        boards[1][pick, best],
        boards[2][pick, best],
        rules,
        (chosen[0], chosen[1], chosen[2]),
    )


class _Worth:
    """What every split is worth to the completion (samples, splits): its royalties, its
    Fantasyland credit and whether it fouls, kept up to date as boards settle."""

    def __init__(
        self, rows: SplitRows, boards: Boards, wild: WildTerms, rules: CompletionRules
    ) -> None:
        self.rows, self.boards, self.wild, self.rules = rows, boards, wild, rules
        # Royalties per card set, then spread: each set is looked up once.
        self.royalty = [
            rows.spread(row, _royalty(rules.royalties, row, rows.best[row])) for row in range(3)
        ]
        self.fantasy = rows.fantasy(wild, boards)
        top, middle, bottom = boards
        self.fouled: BoolArray = (top > middle) | (middle > bottom)
        self.credit = fantasyland_credit(
            self.fantasy[0], fantasyland_mask(*self.fantasy, rules), rules
        )
        self._score: FloatArray | None = None

    def score(self) -> FloatArray:
        """Every split's worth: royalties and credit, a foul at its cost (kept, and
        brought up to date by :meth:`update`)."""
        if self._score is None:
            self._score = _scores(self.boards, self.royalty, self.credit, self.fouled, self.rules)
        return self._score

    def contenders(self) -> npt.NDArray[np.intp]:
        """The fouling splits (flat) that could still be their future's best once
        settled: a joker where a row must come down, and a worth at its most that
        reaches the best split that stands."""
        top, middle, bottom = (board.reshape(-1) for board in self.boards)
        splits = self.boards[0].shape[1]
        best = self.score().max(axis=1)
        # Only a joker lowers a row: the middle where it beats the bottom, else the top.
        fouled = flat_view(self.fouled)
        high = fouled & (middle > bottom)
        cells = np.flatnonzero(
            np.where(high, self.rows.jokers_in(1), fouled & self.rows.jokers_in(0))
        )
        if not len(cells):
            return cells
        top, middle, bottom = top[cells], middle[cells], bottom[cells]
        # Settled, the middle is at most the bottom and the top at most the middle.
        middle_most = np.minimum(middle, bottom)
        top_most = np.minimum(top, middle_most)
        top_ceiling, middle_ceiling = _royalty_ceilings(self.rules.royalties)
        royalty = [flat_view(row)[cells] for row in self.royalty]
        bound = (
            royalty[2]
            + np.minimum(royalty[1], middle_ceiling[kinds(middle_most)])
            + np.minimum(royalty[0], top_ceiling[kinds(top_most)])
        )
        credit = flat_view(self.credit)[cells]
        if self.wild.count_for_fantasyland and _credited_by_top(self.rules):
            credit = np.minimum(credit, _entry_ceiling(self.rules)[kinds(top_most)])
        most = bound + credit + (bottom + middle + top) * 1e-9
        found: npt.NDArray[np.intp] = cells[most >= best[cells // splits]]
        return found

    def update(self, changed: npt.NDArray[np.intp] | None) -> None:
        """Work the worth out again where boards settled (None: on every board)."""
        royalties = self.rules.royalties
        if changed is None:
            self.royalty = [_royalty(royalties, row, self.boards[row]) for row in range(3)]
            self.fantasy = self.rows.fantasy(self.wild, self.boards)
            top, middle, bottom = self.boards
            self.fouled = (top > middle) | (middle > bottom)
            qualifies = fantasyland_mask(*self.fantasy, self.rules)
            self.credit = fantasyland_credit(self.fantasy[0], qualifies, self.rules)
            self._score = None
            return
        if not len(changed):
            return
        values = [board.reshape(-1)[changed] for board in self.boards]
        for row in range(3):
            flat_view(self.royalty[row])[changed] = _royalty(royalties, row, values[row])
        flat_view(self.fouled)[changed] = (values[0] > values[1]) | (values[1] > values[2])
        fantasy = [f.reshape(-1)[changed] for f in self.fantasy]
        qualifies = fantasyland_mask(fantasy[0], fantasy[1], fantasy[2], self.rules)
        credit = fantasyland_credit(fantasy[0], qualifies, self.rules)
        flat_view(self.credit)[changed] = credit
        if self._score is not None:
            royalty = [flat_view(r)[changed] for r in self.royalty]
            fouled = flat_view(self.fouled)[changed]
            flat_view(self._score)[changed] = _scores(
                (values[0], values[1], values[2]),
                royalty,
                credit,
                fouled,
                self.rules,
            )

    def best_splits(self) -> npt.NDArray[np.intp]:
        best: npt.NDArray[np.intp] = np.argmax(self.score(), axis=1)
        return best


def _scores(
    boards: Boards,
    royalty: list[IntArray],
    credit: FloatArray,
    fouled: BoolArray,
    rules: CompletionRules,
) -> FloatArray:
    """Splits' worth: royalties and Fantasyland credit, a foul at its cost; among equal
    worths the stronger board first, as the plain completion prefers it (it wins more
    rows)."""
    top, middle, bottom = boards
    worth = np.where(fouled, -rules.foul_cost, royalty[0] + royalty[1] + royalty[2] + credit)
    scores: FloatArray = worth.astype(np.float64) + (bottom + middle + top) * 1e-9
    return scores


def _royalty(royalties: RoyaltyArrays, row: int, values: IntArray) -> IntArray:
    """What one row (0 top, 1 middle, 2 bottom) of these values pays."""
    return royalties.top(values) if row == 0 else royalties.five(values, row == 1)


def _greedy_bounds_hold(wild: WildTerms, rules: CompletionRules) -> bool:
    """Whether settling can only lower what a split is worth: royalties and the
    Fantasyland credit never fall as a row gets stronger."""
    if not wild.monotone:
        return False
    if not _credited_by_top(rules):
        return True
    return bool(np.all(np.diff(_entry_worths(rules)[reachable_top_kinds()]) >= 0))


def _credited_by_top(rules: CompletionRules) -> bool:
    """Whether entering Fantasyland is credited by the top that enters."""
    return not rules.in_fantasyland and bool(rules.entry_values)


def _royalty_ceilings(royalties: RoyaltyArrays) -> tuple[IntArray, IntArray]:
    """By kind: the most a top, or a middle, of that kind or any weaker pays."""
    return np.maximum.accumulate(royalties.tops), np.maximum.accumulate(royalties.middle)


def _entry_worths(rules: CompletionRules) -> FloatArray:
    """By the top's kind: what entering Fantasyland with it is credited (0: no entry)."""
    worths: FloatArray = np.where(
        entering(rules.entry_rank), entry_credits(rules.entry_values), 0.0
    )
    return worths


def _entry_ceiling(rules: CompletionRules) -> FloatArray:
    """By kind: the most entering with a top of that kind or any weaker is credited."""
    ceiling: FloatArray = np.maximum.accumulate(_entry_worths(rules))
    return ceiling
