"""A level's decision times today against an earlier commit's, on the same positions.

Run by hand, from a git checkout::

    python3 tests/bench/bench_decision_times.py --baseline COMMIT [--level hard]
        [--variant pineapple] [--jokers 2] [--hands 8] [--seed 1]

Hands are played by Easy bots; at every ordinary decision both bots (today's and the
commit's, loaded as in ``bench_versus_commit.py``) decide the same position with the
level's counted budget, and the processor time each takes is recorded (not the wall
clock: other work on the machine does not count). Prints p50 / p95 / max by street and
over all, each side; the first decision of each side is left out (tables built once).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_versus_commit import BASELINE_PACKAGE, load_baseline

from ofc_desktop.bots.levels import make_bot
from ofc_desktop.bots.protocol import Budget
from ofc_desktop.core.decision import apply_decision
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.core.view import view_for


def _spread(values: list[float]) -> str:
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return (
        f"{1000 * statistics.median(ordered):7.0f} / {1000 * p95:7.0f} / {1000 * ordered[-1]:7.0f}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", required=True)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--variant", default="pineapple")
    parser.add_argument("--jokers", type=int, default=2)
    parser.add_argument("--hands", type=int, default=8)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rules = RuleSet(variant=Variant(args.variant), jokers_per_deck=args.jokers)
    with tempfile.TemporaryDirectory() as scratch:
        load_baseline(args.baseline, Path(scratch))
        import importlib

        earlier = importlib.import_module(f"{BASELINE_PACKAGE}.levels").make_bot(args.level)
        today = make_bot(args.level)
        easy = make_bot("easy")
        times: dict[str, dict[int, list[float]]] = {"today": {}, "baseline": {}}
        first = True
        for number in range(args.hands):
            hand = Hand(rules, ["a", "b"], seed=args.seed * 1000 + number)
            hand.start()
            rng = random.Random(number)
            while not hand.is_over:
                seat = hand.acting_seats()[0]
                view = view_for(hand, seat)
                for name, bot in (("today", today), ("baseline", earlier)):
                    start = time.process_time()
                    bot.choose(view, Budget(), random.Random(number * 31 + view.street))
                    spent = time.process_time() - start
                    if not first:
                        times[name].setdefault(view.street, []).append(spent)
                first = False
                apply_decision(hand, seat, easy.choose(view, Budget(), rng).decision)
    print(
        f"{args.level} decision times (ms of processor time, p50 / p95 / max), "
        f"{args.variant}, {args.jokers} joker(s) per deck, today against {args.baseline}"
    )
    for street in sorted(times["today"]):
        print(
            f"  street {street + 1}: today {_spread(times['today'][street])}   "
            f"before {_spread(times['baseline'][street])}"
        )
    every = {name: [t for spent in found.values() for t in spent] for name, found in times.items()}
    print(f"  all:      today {_spread(every['today'])}   before {_spread(every['baseline'])}")


if __name__ == "__main__":
    main()
