"""Moves the engine can make by itself: a random legal move (tests, demos) and the
safe move played when a player's clock runs out (docs/rules.md §10).

The safe move never chooses a placement after which the board must foul when another
placement leaves it a chance, and on the last card it never completes a fouled board
when a legal one exists.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache
from itertools import combinations, combinations_with_replacement, permutations

from ofc_desktop.core.board import Board, row_values
from ofc_desktop.core.cards import JOKER, Card
from ofc_desktop.core.decision import Decision, discards_due, free_slots, legal_decisions
from ofc_desktop.core.evaluate import (
    CATEGORY_SHIFT,
    Category,
    category_of,
    classify,
    evaluate_naturals,
    make_value,
    ranks_of,
)
from ofc_desktop.core.hand import ROW_NAMES
from ofc_desktop.core.jokers import achievable_values, best_value
from ofc_desktop.core.rows import ROWS, Row
from ofc_desktop.core.rules import JokerMode, RuleSet
from ofc_desktop.core.view import PlayerView

_BEST_POSSIBLE = make_value(Category.FIVE_OF_A_KIND, [14])
_ROW_WEIGHT = {"top": 0.6, "middle": 0.85, "bottom": 1.0}
_EXACT_BOUND_MISSING = 2  # rows missing more cards than this get no upper bound


def random_decision(view: PlayerView, rng: random.Random) -> Decision:
    """A uniformly random legal play of the held cards."""
    held = list(view.held)
    rng.shuffle(held)
    due = discards_due(view)
    thrown, kept = held[:due], held[due:]
    slots = free_slots(view)
    placements = []
    for card in kept:
        open_rows = [row for row in ROW_NAMES if slots[row] > 0]
        row = rng.choice(open_rows)
        slots[row] -= 1
        placements.append((card, row))
    return Decision(tuple(placements), tuple(thrown))


def board_with(view: PlayerView, decision: Decision) -> Board:
    rows = decision.rows()
    top, middle, bottom = (tuple(view.board.row(row)) + tuple(rows[row.value]) for row in ROWS)
    return Board(top, middle, bottom)


def row_bounds(cards: Sequence[Card], row: Row, rules: RuleSet) -> tuple[int, int]:
    """A lower and an upper bound on the value a row can still reach.

    A joker may stand for any card when the board is judged as a whole (best legal), so
    only a row's natural cards bound it from below then; when each row is judged on its
    own (row max), a joker already makes its row as strong as it can, whatever comes.

    >>> from ofc_desktop.core.cards import parse_cards
    >>> from ofc_desktop.core.evaluate import name_of
    >>> row_max = RuleSet(jokers_per_deck=1, joker_mode=JokerMode.ROW_MAX)
    >>> name_of(row_bounds(parse_cards("JK 6c"), Row.MIDDLE, row_max)[0])
    'Pair of Sixes'
    """
    missing = row.size - len(cards)
    jokers = sum(card.is_joker for card in cards)
    if missing == 0:
        if rules.joker_mode is JokerMode.BEST_LEGAL and jokers:
            values = achievable_values(cards, row.size)  # a joker may be any card
            return values[-1], values[0]
        value = best_value(cards, row.size)
        return value, value
    low = evaluate_naturals(cards, row.size)
    if rules.joker_mode is JokerMode.ROW_MAX and jokers:
        ranks = tuple(sorted(int(c.rank) for c in cards if c.rank is not None and not c.is_joker))
        low = max(low, _strongest_part(ranks, jokers, row.size == 5))
    if missing > _EXACT_BOUND_MISSING:
        return low, _BEST_POSSIBLE
    return low, achievable_values([*cards, *[JOKER] * missing], row.size)[0]


@lru_cache(maxsize=4096)
def _strongest_part(ranks: tuple[int, ...], jokers: int, five_card: bool) -> int:
    """The strongest the cards of a row being filled already make, each joker taking
    the rank that helps most (suits ignored): more cards never make a row weaker."""
    return max(
        classify(ranks + extra, five_card=five_card)
        for extra in combinations_with_replacement(range(2, 15), jokers)
    )


def can_avoid_foul(board: Board, rules: RuleSet, unseen: Sequence[Card] | None = None) -> bool:
    """False when no completion of the board can avoid a foul.

    Exact for a complete board, and, given the cards still ``unseen``, for a board with
    at most ``EXACT_OPEN_SLOTS`` open places (every completion is tried: the values a
    row can reach are not a continuous range). Otherwise bounds decide, so a False is
    always right but a dead board with many open places may still read True.
    """
    if board.is_complete:
        return not row_values(board, rules)[1]
    (top_low, _), (middle_low, middle_high), (_, bottom_high) = (
        row_bounds(board.row(row), row, rules) for row in ROWS
    )
    middle = max(middle_low, top_low)
    if not (middle <= middle_high and middle <= bottom_high):
        return False
    open_slots = sum(row.size - len(board.row(row)) for row in ROWS)
    if unseen is not None and open_slots <= EXACT_OPEN_SLOTS:
        return _some_completion_is_legal(board, rules, unseen)
    return True


EXACT_OPEN_SLOTS = 2  # up to here every completion is tried (at most ~1,000 of them)


def _some_completion_is_legal(board: Board, rules: RuleSet, unseen: Sequence[Card]) -> bool:
    open_rows = [row for row in ROWS for _ in range(row.size - len(board.row(row)))]
    for cards in combinations(unseen, len(open_rows)):
        for order in set(permutations(range(len(cards)))):
            rows = {row: list(board.row(row)) for row in ROWS}
            for row, index in zip(open_rows, order, strict=True):
                rows[row].append(cards[index])
            complete = Board(*(tuple(rows[row]) for row in ROWS))
            if not row_values(complete, rules)[1]:
                return True
    return False


def _strength(value: int) -> float:
    if value == 0:
        return 0.0
    ranks = ranks_of(value)
    return (value >> CATEGORY_SHIFT) + ranks[0] / 15.0


def board_heuristic(board: Board, rules: RuleSet) -> float:
    """A quick opinion of a partial board: strong rows in order, royalties, no risk."""
    values = [evaluate_naturals(board.row(row), row.size) for row in ROWS]
    score = sum(_ROW_WEIGHT[row.value] * _strength(v) for row, v in zip(ROWS, values, strict=True))
    top, middle, bottom = values
    if top > middle:
        score -= 3.0 + 0.5 * (len(board.middle) / 5)
    if middle > bottom:
        score -= 3.0 + 0.5 * (len(board.bottom) / 5)
    for row, value in zip(ROWS, values, strict=True):
        if len(board.row(row)) == row.size:
            score += 0.25 * rules.royalty_table.royalty(row, value)
    if top and category_of(top) is Category.PAIR and len(board.middle) < 5:
        # A big pair on top is worth a lot only if the rows below can beat it.
        score -= 0.15 * (ranks_of(top)[0] - 6) * (5 - len(board.middle)) / 5
    return score


def set_whole_board(cards: Sequence[Card], rules: RuleSet) -> Decision:
    """A complete board from 13-17 cards that never fouls: the strongest five below,
    the strongest five of the rest in the middle, the best three on top, and any
    cards left over discarded."""
    pool = list(cards)
    bottom = max(combinations(pool, 5), key=lambda combo: best_value(combo, 5))
    pool = [card for card in pool if card not in bottom]
    middle = max(combinations(pool, 5), key=lambda combo: best_value(combo, 5))
    pool = [card for card in pool if card not in middle]
    top = max(combinations(pool, 3), key=lambda combo: best_value(combo, 3))
    discards = tuple(card for card in pool if card not in top)
    placements = tuple(
        [(card, "bottom") for card in bottom]
        + [(card, "middle") for card in middle]
        + [(card, "top") for card in top]
    )
    return Decision(placements, discards)


def safe_auto_move(view: PlayerView) -> Decision:
    """The move made for a player whose time ran out: legal, and as safe as possible."""
    if not view.board.cards() and len(view.held) >= 13:
        return set_whole_board(view.held, view.rules)
    best: tuple[bool, float] | None = None
    chosen: Decision | None = None
    unseen = view.unseen_cards()
    for decision in legal_decisions(view):
        board = board_with(view, decision)
        key = (can_avoid_foul(board, view.rules, unseen), board_heuristic(board, view.rules))
        if best is None or key > best:
            best, chosen = key, decision
    if chosen is None:
        raise ValueError("there is nothing to play: the seat holds no cards")
    return chosen
