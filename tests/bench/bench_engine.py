"""How many complete random-legal hands the engine plays per second, heads-up.

Run by hand (pytest does not collect it):

    python3 tests/bench/bench_engine.py [--seconds 3]

Each hand goes from ``Hand.start()`` to settlement through the engine's checked actions:
``view_for`` + ``random_decision`` + ``apply_decision`` for every street of every seat.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from ofc_desktop.core.autoplay import random_decision
from ofc_desktop.core.decision import apply_decision
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.core.view import view_for

CASES = {
    "Classic, heads-up": RuleSet(variant=Variant.CLASSIC),
    "Pineapple, heads-up": RuleSet(variant=Variant.PINEAPPLE),
}


def play_one(rules: RuleSet, seed: int) -> int:
    """Play one complete hand with random legal moves; returns the number of actions."""
    hand = Hand(rules, ["Ann", "Bob"], button=seed % 2, seed=seed)
    hand.start()
    rng = random.Random(seed)
    while not hand.is_over:
        seat = hand.acting_seats()[0]
        apply_decision(hand, seat, random_decision(view_for(hand, seat), rng))
    return len(hand.actions)


def measure(rules: RuleSet, seconds: float) -> tuple[int, int, float]:
    """Hands and actions played in about ``seconds`` of wall-clock time."""
    for seed in range(20):  # warm up the evaluator's caches
        play_one(rules, seed)
    hands = actions = 0
    start = time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        actions += play_one(rules, 1_000 + hands)
        hands += 1
    return hands, actions, elapsed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per case")
    args = parser.parse_args()
    print(f"{'case':<22} {'hands':>7} {'hands/s':>9} {'actions/s':>10} {'ms/hand':>8}")
    for name, rules in CASES.items():
        hands, actions, elapsed = measure(rules, args.seconds)
        print(
            f"{name:<22} {hands:>7} {hands / elapsed:>9.0f} {actions / elapsed:>10.0f} "
            f"{1000 * elapsed / hands:>8.2f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
