"""Bot strength ladder and decision speed, heads-up and duplicate.

Run by hand: ``python3 tests/bench/bench_bots.py --variant pineapple [--hands 2000]
[--expert-hands 400] [--workers 2]``. For each step (Easy v Beginner, Medium v Easy,
Hard v Medium, Expert v Hard) it prints points per hand for the stronger bot with a
95% interval, and every seat's foul rate, Fantasyland rate and decision times.
Targets: every interval above zero; Hard fouls at most 10% (Pineapple) / 15% (Classic)
and enters Fantasyland in at least 12% of Pineapple hands; Hard p95 at most 1 s
(Classic) / 2 s (Pineapple). ``--cancel`` measures instead how long a Hard and an
Expert decision take to stop once cancelled (target: well under 100 ms).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from ofc_desktop.bots.levels import make_bot
from ofc_desktop.bots.protocol import Budget, Cancelled
from ofc_desktop.bots.simulate import simulate
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.core.view import view_for

STEPS = (("easy", "beginner"), ("medium", "easy"), ("hard", "medium"), ("expert", "hard"))


def cancel_latency(level: str, rules: RuleSet, tries: int = 20) -> list[float]:
    """Seconds from setting the cancel flag to the decision giving up, per try."""
    latencies = []
    for seed in range(tries):
        hand = Hand(rules, ["a", "b", "c"], seed=seed)
        hand.start()
        view = view_for(hand, hand.acting_seats()[0])
        cancel = threading.Event()
        stopped: list[float] = []

        def work(view=view, cancel=cancel, stopped=stopped) -> None:  # type: ignore[no-untyped-def]
            try:
                make_bot(level).choose(view, Budget(simulations=100_000), random.Random(1),
                                       cancel)
            except Cancelled:
                stopped.append(time.perf_counter())

        worker = threading.Thread(target=work)
        worker.start()
        time.sleep(0.05 + 0.01 * (seed % 5))
        asked = time.perf_counter()
        cancel.set()
        worker.join()
        latencies.append(stopped[0] - asked)
    return latencies


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="classic", choices=["classic", "pineapple", "turbo"])
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--expert-hands", type=int, default=400)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--cancel", action="store_true",
                        help="measure how fast a cancelled decision stops, then exit")
    args = parser.parse_args()
    rules = RuleSet(variant=Variant(args.variant))
    if args.cancel:
        for level in ("hard", "expert"):
            seconds = cancel_latency(level, rules)
            print(f"{level}: cancel to stop, median {statistics.median(seconds) * 1000:.1f} ms,"
                  f" worst {max(seconds) * 1000:.1f} ms over {len(seconds)} tries")
        return
    print(f"{args.variant}, heads-up, duplicate deals, seed {args.seed}")
    print(f"{'step':<18} {'hands':>6} {'pts/hand':>9} {'95% interval':>16}   "
          f"{'fouls':>13} {'Fantasyland':>13} {'p50/p95 ms (strong)':>20}")
    for strong, weak in STEPS:
        hands = args.expert_hands if strong == "expert" else args.hands
        started = time.perf_counter()
        played, seats = simulate(rules, [strong, weak], hands, seed=args.seed, duplicate=True,
                                 workers=args.workers)
        top, low = seats
        margin = 1.96 * top.stderr
        print(f"{strong + ' v ' + weak:<18} {played:>6} {top.points_per_hand:>+9.2f} "
              f"[{top.points_per_hand - margin:>+6.2f}, {top.points_per_hand + margin:>+6.2f}]   "
              f"{top.foul_rate:>6.1%}/{low.foul_rate:<6.1%} "
              f"{top.fantasyland_entry_rate:>6.1%}/{low.fantasyland_entry_rate:<6.1%} "
              f"{top.decision_ms_p50:>9.0f}/{top.decision_ms_p95:<9.0f}"
              f"  ({time.perf_counter() - started:.0f} s)", flush=True)


if __name__ == "__main__":
    main()
