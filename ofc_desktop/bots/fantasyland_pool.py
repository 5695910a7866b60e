"""Fantasyland hands played out by the exact solver, once per rule set, and what they
are worth.

A pool holds boards the solver set from random Fantasyland deals of one size under one
rule set. It stands in for an opponent in Fantasyland (its board hidden until the
reveal, or not set yet) in the Monte-Carlo simulation, and it prices Fantasyland: a
Fantasyland hand's points against an opponent playing an ordinary hand, with the hands
it keeps by staying, for every card count the rules can deal. Both are kept per rule
set for the life of the process and, once the application names a folder
(``set_cache_folder``), on disk between starts (``fantasyland_cache``); ``warm_up``
works them out on a background thread before a bot first needs them. Work that runs
``stopped_by`` a cancel event gives up its pricing (or its wait for another thread's)
once the event is set, so a closing window never waits for a price nobody needs.
"""

from __future__ import annotations

import functools
import logging
import math
import random
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from ofc_desktop import __version__
from ofc_desktop.bots import fantasyland_cache
from ofc_desktop.bots.batch import IntArray
from ofc_desktop.bots.completion import BoolArray, Completed, CompletionRules
from ofc_desktop.bots.draws import draws_for, keep_best
from ofc_desktop.bots.protocol import Cancelled
from ofc_desktop.bots.rollout import play_out
from ofc_desktop.bots.settle import settle_arrays
from ofc_desktop.bots.solver import SolverCancelled, solve_fantasyland
from ofc_desktop.core.board import evaluate_board
from ofc_desktop.core.cards import build_deck
from ofc_desktop.core.fantasyland import fantasyland_terms, stay_cards
from ofc_desktop.core.rules import MatchLength, RuleSet
from ofc_desktop.core.scoring import settlement_terms
from ofc_desktop.core.streets import BOARD_CARDS

# Boards solved per card count: bigger deals take the solver longer.
POOL_SIZES = {13: 64, 14: 64, 15: 48, 16: 32, 17: 24}
ORDINARY_BOARDS = 1024  # ordinary boards each Fantasyland board is settled against
STAY_VALUE = 12.0  # what the pool's players credit for staying in (a fair guess)
MOST_STAYS = 0.9  # keeps a stay chance of 1 from pricing Fantasyland as endless
KEPT_IN_MEMORY = 64  # pools and prices of this many (rule set, card count) pairs at most

log = logging.getLogger(__name__)

# One lock for all pricing: a warm-up and a bot that need the same price compute it once
# (the second waits for the first). Reentrant: a price needs pools and further prices.
_lock = threading.RLock()
_pools: dict[tuple[RuleSet, int], FantasylandPool] = {}
_values: dict[tuple[RuleSet, int], float] = {}
_thread = threading.local()  # the cancel event of the work running on each thread
LOCK_POLL = 0.05  # seconds between looks at the cancel event while another thread prices


@contextmanager
def stopped_by(cancel: threading.Event) -> Iterator[None]:
    """Within this block, pricing on this thread raises :class:`Cancelled` once
    ``cancel`` is set; nothing half worked out is kept."""
    previous = getattr(_thread, "cancel", None)
    _thread.cancel = cancel
    try:
        yield
    finally:
        _thread.cancel = previous


def _cancel() -> threading.Event | None:
    event: threading.Event | None = getattr(_thread, "cancel", None)
    return event


def _check() -> None:
    cancel = _cancel()
    if cancel is not None and cancel.is_set():
        raise Cancelled


@contextmanager
def _locked() -> Iterator[None]:
    """The pricing lock, given up on while waiting once this thread's work is
    cancelled."""
    cancel = _cancel()
    if cancel is None:
        _lock.acquire()
    else:
        while not _lock.acquire(timeout=LOCK_POLL):
            _check()
    try:
        _check()
        yield
    finally:
        _lock.release()


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


def set_cache_folder(folder: Path | None) -> None:
    """Keep pools and prices on disk in ``folder`` between starts (None: in memory only).
    What was worked out before is read again, from the new folder when it holds it."""
    with _lock:
        fantasyland_cache.set_folder(folder)
        _pools.clear()
        _values.clear()


def warm_up(rules: RuleSet) -> threading.Thread | None:
    """Work out what Fantasyland is worth under ``rules`` on a background thread, so the
    first bot decision at a table does not wait for it; None when there is nothing to
    work out. Only with a cache folder: the application opts in by naming one, and
    without one (tests, the command line) a price is worked out when first needed."""
    if not rules.fantasyland or fantasyland_cache.folder() is None:
        return None
    thread = threading.Thread(target=_warm, args=(rules,), name="fantasyland-warm-up", daemon=True)
    thread.start()
    return thread


def prepare(rules: RuleSet) -> None:
    """Work out now what a first decision under ``rules`` would: the rollout's tables
    (which take a second of their own on first use, even with the prices on disk) and
    what a Fantasyland hand of each size the rules deal is worth."""
    ordinary_boards(priced_rules(rules), ORDINARY_BOARDS)
    if not rules.fantasyland:
        return
    terms = fantasyland_terms(rules)
    for cards in dict.fromkeys(
        count for count in (*terms.pair_cards, terms.trips_cards, stay_cards(rules)) if count
    ):
        fantasyland_hand_value(rules, cards)


def _warm(rules: RuleSet) -> None:
    try:
        prepare(rules)
    except Exception:  # only a head start: a bot that needs the price works it out again
        log.exception("working out Fantasyland's worth ahead of time failed")


@functools.lru_cache(maxsize=32)
def cache_key(rules: RuleSet) -> str:
    """The disk cache's key of priced rules: every setting, the royalty table spelled
    out, the pricing's own settings and the version of the game (a new release may
    solve or settle differently)."""
    described = rules.to_dict()
    described["royalty_table"] = rules.royalty_table.to_dict()
    return fantasyland_cache.digest(
        {
            "version": __version__,
            "rules": described,
            "pool_sizes": POOL_SIZES,
            "ordinary_boards": ORDINARY_BOARDS,
            "stay_value": STAY_VALUE,
            "most_stays": MOST_STAYS,
        }
    )


def _remember(memory: dict[tuple[RuleSet, int], Any], key: tuple[RuleSet, int], value: Any) -> None:
    if len(memory) >= KEPT_IN_MEMORY:
        memory.clear()
    memory[key] = value


def fantasyland_pool(rules: RuleSet, cards: int) -> FantasylandPool:
    """Boards the solver sets from seeded random deals of ``cards`` cards of this shoe."""
    return _pool(priced_rules(rules), cards)


def _pool(rules: RuleSet, cards: int) -> FantasylandPool:
    with _locked():
        pool = _pools.get((rules, cards))
        if pool is None:
            key, name = cache_key(rules), f"pool-{cards}"
            pool = _pool_from_json(cards, fantasyland_cache.entry(key, name))
            if pool is None:
                pool = solve_pool(rules, cards)
                fantasyland_cache.store(key, name, _pool_to_json(pool))
            _remember(_pools, (rules, cards), pool)
        return pool


def _pool_to_json(pool: FantasylandPool) -> dict[str, Any]:
    return {
        "values": [column.tolist() for column in pool.values],
        "royalties": [column.tolist() for column in pool.row_royalties],
        "fouled": pool.fouled.tolist(),
        "stays": pool.stays.tolist(),
    }


def _pool_from_json(cards: int, data: Any) -> FantasylandPool | None:
    """The pool a cache entry holds; None when there is none or it is not a pool."""
    if not isinstance(data, dict):
        return None
    values, royalties = data.get("values"), data.get("royalties")
    fouled, stays = data.get("fouled"), data.get("stays")
    if not (isinstance(values, list) and isinstance(royalties, list)) or not (
        len(values) == len(royalties) == 3
    ):
        return None
    if not (isinstance(fouled, list) and isinstance(stays, list)) or not fouled:
        return None
    size = len(fouled)
    columns = [*values, *royalties]
    if not all(
        isinstance(column, list)
        and len(column) == size
        and all(type(number) is int for number in column)
        for column in columns
    ):
        return None
    if len(stays) != size or not all(type(flag) is bool for flag in [*fouled, *stays]):
        return None
    arrays = [np.array(column, dtype=np.int64) for column in columns]
    return FantasylandPool(
        cards,
        (arrays[0], arrays[1], arrays[2]),
        (arrays[3], arrays[4], arrays[5]),
        np.array(fouled, dtype=np.bool_),
        np.array(stays, dtype=np.bool_),
    )


def solve_pool(rules: RuleSet, cards: int) -> FantasylandPool:
    """Solve the pool's deals (the slow part: the solver runs once a board)."""
    rng = random.Random(cards * 7919 + rules.decks * 31 + rules.jokers_per_deck)
    shoe = build_deck(rules.decks, rules.jokers_per_deck)
    rows: list[tuple[tuple[int, int, int], tuple[int, int, int], bool, bool]] = []
    for _ in range(POOL_SIZES.get(cards, min(POOL_SIZES.values()))):
        _check()
        try:
            solution = solve_fantasyland(
                rng.sample(shoe, cards), rules, stay_value=STAY_VALUE, cancel=_cancel()
            )
        except SolverCancelled:
            raise Cancelled from None
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


def _hand_value(rules: RuleSet, cards: int) -> float:
    with _locked():
        value = _values.get((rules, cards))
        if value is None:
            key, name = cache_key(rules), f"value-{cards}"
            stored = fantasyland_cache.entry(key, name)
            if type(stored) is float and math.isfinite(stored):
                value = stored
            else:
                value = price_hand(rules, cards)
                fantasyland_cache.store(key, name, value)
            _remember(_values, (rules, cards), value)
        return value


def price_hand(rules: RuleSet, cards: int) -> float:
    """Work out :func:`fantasyland_hand_value` (settles every pooled board against the
    ordinary boards)."""
    pool = fantasyland_pool(rules, cards)
    ordinary = ordinary_boards(rules, ORDINARY_BOARDS)
    terms = settlement_terms(rules)
    total = 0.0
    for index in range(pool.size):
        _check()
        mine = pool.completed(np.full(ordinary.fouled.shape, index, dtype=np.int64))
        total += float(settle_arrays(mine, ordinary, terms).mean())
    per_hand = total / pool.size
    stay = min(MOST_STAYS, float(pool.stays.mean()))
    again = stay_cards(rules)
    if cards == again:
        return per_hand / (1.0 - stay)
    return per_hand + stay * _hand_value(rules, again)
