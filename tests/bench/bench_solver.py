"""Fantasyland solver: speed at 14 and 17 cards, and agreement with brute force.

Run by hand: ``python3 tests/bench/bench_solver.py [--timing N] [--check13 N] [--check14 N]``.
Prints median and 95th-percentile solve times (targets: 14 cards ≤ 15 ms median, 17
cards ≤ 60 ms median) and checks the solver's value against an exhaustive search on
random 13- and 14-card deals (both cores used for the brute force).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from ofc_desktop.bots.solver import solve_fantasyland
from ofc_desktop.core.cards import build_deck
from ofc_desktop.core.rules import FantasylandCards, RuleSet, Variant
from tests.bots.brute_force import brute_force_value

STAY_VALUE = 10.0
PINEAPPLE = RuleSet(variant=Variant.PINEAPPLE)
PROGRESSIVE = RuleSet(variant=Variant.PINEAPPLE, fantasyland_cards=FantasylandCards.PROGRESSIVE)


def _timings(cards: int, rules: RuleSet, deals: int, seed: int) -> list[float]:
    rng = random.Random(seed)
    times = []
    for _ in range(deals):
        hand = rng.sample(build_deck(), cards)
        start = time.perf_counter()
        solve_fantasyland(hand, rules, stay_value=STAY_VALUE)
        times.append((time.perf_counter() - start) * 1000)
    return times


def _agrees(job: tuple[int, int]) -> tuple[int, int, bool, float, float]:
    cards, seed = job
    rules = RuleSet() if cards == 13 else PINEAPPLE
    hand = random.Random(seed).sample(build_deck(), cards)
    solved = solve_fantasyland(hand, rules, stay_value=STAY_VALUE).value
    exact = brute_force_value(hand, rules, STAY_VALUE)
    return cards, seed, abs(solved - exact) < 1e-9, solved, exact


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--timing", type=int, default=200, help="deals timed per size")
    parser.add_argument("--check13", type=int, default=240, help="13-card deals vs brute force")
    parser.add_argument("--check14", type=int, default=80, help="14-card deals vs brute force")
    args = parser.parse_args()

    print(f"solve times over {args.timing} random deals each (stay value {STAY_VALUE:g})")
    print(f"{'cards':>5}  {'rules':<22} {'median ms':>10} {'p95 ms':>8} {'max ms':>8}")
    for cards, rules, label in (
        (13, RuleSet(), "classic"),
        (14, PINEAPPLE, "pineapple"),
        (17, PROGRESSIVE, "pineapple progressive"),
    ):
        times = sorted(_timings(cards, rules, args.timing, seed=cards))
        p95 = times[int(0.95 * (len(times) - 1))]
        print(
            f"{cards:>5}  {label:<22} {statistics.median(times):>10.1f} {p95:>8.1f} "
            f"{times[-1]:>8.1f}"
        )

    jobs = [(13, 1000 + i) for i in range(args.check13)]
    jobs += [(14, 2000 + i) for i in range(args.check14)]
    start = time.perf_counter()
    with Pool(2) as pool:
        results = pool.map(_agrees, jobs, chunksize=4)
    bad = [r for r in results if not r[2]]
    print(
        f"\nbrute force agreement: {len(results) - len(bad)}/{len(results)} deals "
        f"({args.check13} of 13 cards, {args.check14} of 14) in "
        f"{time.perf_counter() - start:.0f} s"
    )
    for cards, seed, _, solved, exact in bad:
        print(f"  MISMATCH {cards} cards seed {seed}: solver {solved} brute force {exact}")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
