"""Evaluations per second: our evaluator beside treys (run by hand, not by pytest).

    python3 tests/bench/bench_evaluator.py [--hands N] [--repeats R]

Rows: our 5-card ``evaluate5`` and 3-card ``evaluate3`` on card codes; 5-card and
3-card rows with one joker through ``best_value`` on Card lists, warm (a pool of
distinct rows asked again and again, as a game does, its cache filled by a first pass)
and cold (the joker cache cleared before each run); treys' public
``Evaluator().evaluate(cards, [])`` on the same 5-card hands as ours.
Hands are random but seeded; each timing is the best of a few repeats.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable, Sequence
from typing import Any

import treys

from ofc_desktop.core import jokers
from ofc_desktop.core.cards import JOKER, Card, standard_cards
from ofc_desktop.core.evaluate import evaluate3, evaluate5
from ofc_desktop.core.jokers import best_value

JOKER_POOL = 5_000  # distinct joker rows; fits the joker cache, so reruns are warm


def best_rate(loop: Callable[[], object], calls: int, repeats: int, cold: bool = False) -> float:
    """Calls per second of the fastest of ``repeats`` runs of ``loop``."""
    best = float("inf")
    for _ in range(repeats):
        if cold:
            jokers._achievable.cache_clear()
        start = time.perf_counter()
        loop()
        best = min(best, time.perf_counter() - start)
    return calls / best


def deal(rng: random.Random, count: int, size: int, jokers: int = 0) -> list[list[Card]]:
    deck = standard_cards()
    hands = []
    for _ in range(count):
        hand = [*rng.sample(deck, size - jokers), *[JOKER] * jokers]
        rng.shuffle(hand)
        hands.append(hand)
    return hands


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=200_000, help="hands per row")
    parser.add_argument("--repeats", type=int, default=5, help="runs per row, best kept")
    parser.add_argument("--seed", type=int, default=2024)
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    count, repeats = args.hands, args.repeats

    fives = deal(rng, count, 5)
    threes = deal(rng, count, 3)
    five_codes = [tuple(card.code for card in hand) for hand in fives]
    three_codes = [tuple(card.code for card in hand) for hand in threes]
    treys_hands = [[treys.Card.new(card.text) for card in hand] for hand in fives]
    joker_fives_pool = deal(rng, JOKER_POOL, 5, jokers=1)
    joker_threes_pool = deal(rng, JOKER_POOL, 3, jokers=1)
    joker_fives = [rng.choice(joker_fives_pool) for _ in range(count)]
    joker_threes = [rng.choice(joker_threes_pool) for _ in range(count)]
    treys_evaluate = treys.Evaluator().evaluate
    no_board: list[int] = []

    def ours5() -> None:
        for hand in five_codes:
            evaluate5(hand)

    def ours3() -> None:
        for hand in three_codes:
            evaluate3(hand)

    def jokers5() -> None:
        for row in joker_fives:
            best_value(row, 5)

    def jokers3() -> None:
        for row in joker_threes:
            best_value(row, 3)

    def jokers5_cold() -> None:
        for row in joker_fives_pool:
            best_value(row, 5)

    def jokers3_cold() -> None:
        for row in joker_threes_pool:
            best_value(row, 3)

    def treys5() -> None:
        for hand in treys_hands:
            treys_evaluate(hand, no_board)

    # Cross-check while we are here: both evaluators order the sample hands alike.
    sample = range(min(count, 2000))
    ours = [evaluate5(five_codes[i]) for i in sample]
    theirs = [treys_evaluate(treys_hands[i], no_board) for i in sample]
    for i in sample:
        for j in range(i + 1, min(i + 20, len(sample))):
            assert (ours[i] > ours[j]) == (theirs[i] < theirs[j]), (fives[i], fives[j])

    rows = [
        ("ours evaluate5 (5 cards, codes)", ours5, count, False),
        ("ours evaluate3 (3 cards, codes)", ours3, count, False),
        ("ours best_value 5 cards + 1 joker, warm", jokers5, count, False),
        ("ours best_value 3 cards + 1 joker, warm", jokers3, count, False),
        ("ours best_value 5 cards + 1 joker, cold", jokers5_cold, JOKER_POOL, True),
        ("ours best_value 3 cards + 1 joker, cold", jokers3_cold, JOKER_POOL, True),
        ("treys Evaluator().evaluate (5 cards)", treys5, count, False),
    ]
    rates = {}
    for name, loop, calls, cold in rows:
        if not cold:
            loop()  # fill the joker cache before the timed runs
        rates[name] = best_rate(loop, calls, repeats, cold)
    width = max(len(row[0]) for row in rows)
    print(
        f"{count:,} seeded random hands per row ({JOKER_POOL:,} distinct joker rows), "
        f"best of {repeats} runs\n"
    )
    print(f"{'evaluation':<{width}}  {'evals/s':>12}  {'µs/eval':>8}")
    print(f"{'-' * width}  {'-' * 12}  {'-' * 8}")
    for name, *_ in rows:
        rate = rates[name]
        print(f"{name:<{width}}  {rate:>12,.0f}  {1e6 / rate:>8.3f}")
    ratio = rates[rows[0][0]] / rates[rows[-1][0]]
    print(f"\nsingle-call 5-card evaluation, ours / treys: {ratio:.2f}x")
    batch_rates(repeats)


def batch_rates(repeats: int, rows_per_batch: int = 2_000_000) -> None:
    """The NumPy batch path: rows given as card indices (gather + sum + look-up), and
    rows given as code sums (the look-up alone, as rollouts use it)."""
    import numpy as np

    from ofc_desktop.bots.batch import values3, values5
    from ofc_desktop.core.cards import build_deck

    generator = np.random.default_rng(7)
    codes = np.array([card.code for card in build_deck()], dtype=np.int64)
    picks = np.argsort(generator.random((rows_per_batch, 52)), axis=1)[:, :5]
    sums5 = codes[picks].sum(axis=1)
    sums3 = codes[picks[:, :3]].sum(axis=1)

    def timed(work: Callable[[], object]) -> float:
        best = float("inf")
        for _ in range(repeats):
            start = time.perf_counter()
            work()
            best = min(best, time.perf_counter() - start)
        return rows_per_batch / best

    print(f"\nNumPy batch path, {rows_per_batch:,} rows per call, best of {repeats}")
    cases = (
        ("5-card rows from card indices", lambda: values5(codes[picks].sum(axis=1))),
        ("5-card rows from code sums", lambda: values5(sums5)),
        ("3-card rows from code sums", lambda: values3(sums3)),
    )
    for label, work in cases:
        print(f"  {label:<32} {timed(work):>14,.0f} rows/s")
    rollout_rates(generator, codes, repeats)


ROLLOUT_TARGET = 500_000  # boards/s card by card from the first street, warm


def rollout_rates(generator: Any, codes: Any, repeats: int, boards: int = 20_000) -> None:
    """Completed boards per second in Monte-Carlo rollouts: card by card with the
    rollout policy, and every split at once (the clairvoyant completion). Warm: an
    untimed first run builds the policy's tables, as a game's first decision does."""
    import numpy as np

    from ofc_desktop.bots.completion import CompletionRules, complete
    from ofc_desktop.bots.rollout import play_out
    from ofc_desktop.core.rules import RuleSet

    rules = CompletionRules.of(RuleSet(), 12.0)
    picks = np.argsort(generator.random((boards, 52)), axis=1)
    dealt = codes[picks]
    # A board after the first street (two top, two middle, one bottom), eight to come.
    sums = np.stack([dealt[:, 0] + dealt[:, 1], dealt[:, 2] + dealt[:, 3], dealt[:, 4]], axis=1)
    counts = np.tile(np.array([2, 2, 1]), (boards, 1))
    future = dealt[:, 5:13]
    seen = 2000

    def card_by_card() -> None:
        play_out(sums, counts, future, rules)

    def every_split() -> None:
        complete(sums[:seen], (1, 3, 4), future[:seen], rules)

    card_by_card()
    every_split()
    sequential = best_rate(card_by_card, boards, repeats)
    seeing = best_rate(every_split, seen, repeats)
    print(
        f"\nRollouts, boards completed from the first street (8 cards to come), {boards:,}, "
        f"warm, best of {repeats}"
    )
    label = f"card by card (rollout policy, target {ROLLOUT_TARGET:,})"
    print(
        f"  {label:<46} {sequential:>14,.0f} boards/s "
        f"({'meets' if sequential >= ROLLOUT_TARGET else 'BELOW'} the target)"
    )
    print(
        f"  {'best of all 280 splits':<46} {seeing:>14,.0f} boards/s ({seeing * 280:,.0f} splits/s)"
    )


if __name__ == "__main__":
    main()
