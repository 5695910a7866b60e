"""Fantasyland hands played out by the exact solver, once per rule set, and what they
are worth.

A pool holds boards the solver set from random Fantasyland deals of one size under one
rule set. It stands in for an opponent in Fantasyland (its board hidden until the
reveal, or not set yet) in the Monte-Carlo simulation, and it prices Fantasyland: a
Fantasyland hand's points against an opponent playing an ordinary hand, with the hands
it keeps by staying, for every card count the rules can deal. Both are cached per rule
set for the life of the process.
"""

from __future__ import annotations

import functools
import random
from dataclasses import dataclass

import numpy as np

from ofc_desktop.bots.batch import IntArray
from ofc_desktop.bots.completion import BoolArray, Completed, CompletionRules
from ofc_desktop.bots.draws import draws_for, keep_best
from ofc_desktop.bots.rollout import play_out
from ofc_desktop.bots.settle import settle_arrays
from ofc_desktop.bots.solver import solve_fantasyland
from ofc_desktop.core.board import evaluate_board
from ofc_desktop.core.cards import build_deck
from ofc_desktop.core.fantasyland import stay_cards
from ofc_desktop.core.rules import MatchLength, RuleSet
from ofc_desktop.core.scoring import settlement_terms
from ofc_desktop.core.streets import BOARD_CARDS

# Boards solved per card count: bigger deals take the solver longer.
POOL_SIZES = {13: 64, 14: 64, 15: 48, 16: 32, 17: 24}
ORDINARY_BOARDS = 1024  # ordinary boards each Fantasyland board is settled against
STAY_VALUE = 12.0  # what the pool's players credit for staying in (a fair guess)
MOST_STAYS = 0.9  # keeps a stay chance of 1 from pricing Fantasyland as endless


@dataclass(frozen=True)
class FantasylandPool:
    """Solved Fantasyland boards: row values, royalties, fouls and stays."""

    cards: int
    values: tuple[IntArray, IntArray, IntArray]
    row_royalties: tuple[IntArray, IntArray, IntArray]
    fouled: BoolArray
    stays: BoolArray

    @property
    def size(self) -> int:
        return len(self.fouled)

    def completed(self, picks: IntArray) -> Completed:
        """The pooled boards at ``picks`` (one per sample), as completed boards."""
        top, middle, bottom = self.values
        r_top, r_middle, r_bottom = self.row_royalties
        return Completed(
            (top[picks], middle[picks], bottom[picks]),
            (r_top[picks], r_middle[picks], r_bottom[picks]),
            self.fouled[picks],
            self.stays[picks],
        )


def priced_rules(rules: RuleSet) -> RuleSet:
    """The rules with the settings that cannot change a board's worth (match length,
    timers, stakes, the button) at their defaults: the key the caches share."""
    return rules.with_changes(
        match_length=MatchLength.ORBIT,
        match_hands=0,
        match_points=0,
        move_timer_seconds=0,
        time_bank_seconds=0,
        point_value=1.0,
        stakes=(),
        button_moves_on_fantasyland=False,
    )


def fantasyland_pool(rules: RuleSet, cards: int) -> FantasylandPool:
    """Boards the solver sets from seeded random deals of ``cards`` cards of this shoe."""
    return _pool(priced_rules(rules), cards)


@functools.lru_cache(maxsize=32)
def _pool(rules: RuleSet, cards: int) -> FantasylandPool:
    rng = random.Random(cards * 7919 + rules.decks * 31 + rules.jokers_per_deck)
    shoe = build_deck(rules.decks, rules.jokers_per_deck)
    rows: list[tuple[tuple[int, int, int], tuple[int, int, int], bool, bool]] = []
    for _ in range(POOL_SIZES.get(cards, min(POOL_SIZES.values()))):
        solution = solve_fantasyland(rng.sample(shoe, cards), rules, stay_value=STAY_VALUE)
        judged = evaluate_board(solution.board, rules, in_fantasyland=True)
        rows.append((judged.values, judged.royalties, judged.fouled, judged.fantasyland.stays))

    def column(index: int, row: int) -> IntArray:
        return np.array(
            [entry[index][row] for entry in rows],  # type: ignore[index]
            dtype=np.int64,
        )

    return FantasylandPool(
        cards,
        (column(0, 0), column(0, 1), column(0, 2)),
        (column(1, 0), column(1, 1), column(1, 2)),
        np.array([entry[2] for entry in rows], dtype=np.bool_),
        np.array([entry[3] for entry in rows], dtype=np.bool_),
    )


@functools.lru_cache(maxsize=32)
def ordinary_boards(rules: RuleSet, count: int) -> Completed:
    """Boards of ordinary hands played by the rollout policy from seeded random deals."""
    generator = np.random.default_rng(count * 104729 + rules.decks)
    shoe = np.array([card.code for card in build_deck(rules.decks)], dtype=np.int64)
    draws = draws_for(BOARD_CARDS, rules)
    order = np.argsort(generator.random((count, len(shoe))), axis=1)[:, : draws.dealt]
    kept = keep_best(shoe[order], draws)
    empty = np.zeros((count, 3), dtype=np.int64)
    return play_out(empty, empty.copy(), kept, CompletionRules.of(rules, STAY_VALUE))


def fantasyland_hand_value(rules: RuleSet, cards: int) -> float:
    """Points a Fantasyland hand of ``cards`` cards wins from one opponent playing an
    ordinary hand, counting the Fantasyland hands that follow by staying.

    An ordinary hand against another is worth nothing on average, so this is what
    Fantasyland adds, per opponent. The ordinary boards are the rollout policy's.
    """
    if not rules.fantasyland:
        return 0.0
    return _hand_value(priced_rules(rules), cards)


@functools.lru_cache(maxsize=64)
def _hand_value(rules: RuleSet, cards: int) -> float:
    pool = fantasyland_pool(rules, cards)
    ordinary = ordinary_boards(rules, ORDINARY_BOARDS)
    terms = settlement_terms(rules)
    total = 0.0
    for index in range(pool.size):
        mine = pool.completed(np.full(ordinary.fouled.shape, index, dtype=np.int64))
        total += float(settle_arrays(mine, ordinary, terms).mean())
    per_hand = total / pool.size
    stay = min(MOST_STAYS, float(pool.stays.mean()))
    again = stay_cards(rules)
    if cards == again:
        return per_hand / (1.0 - stay)
    return per_hand + stay * _hand_value(rules, again)
