"""Bot strength ladder and decision speed, heads-up, duplicate, in match play.

Run by hand::

    python3 tests/bench/bench_bots.py --variant pineapple [--hands 2000] [--steps ...]
        [--workers N] [--ray [ADDRESS]] [--markdown]

Each step plays the stronger bot against the weaker one over duplicate deals (every deal
twice, seats swapped), each deal as a match plays it: Fantasyland hands are played, so
points per hand include what Fantasyland is worth. It prints points per hand for the
stronger bot with a 95% interval, both seats' foul rates, Fantasyland entry and stay
rates, and decision times p50 / p95. ``hard-2026-12`` is Hard's settings frozen as a
yardstick: ``hard v hard-2026-12`` shows whether a change to Hard made it weaker.

Targets: every step's interval above zero; Expert at least +0.5 over Hard in Pineapple
and +0.3 in Classic; Hard p95 at most 1 s (Classic) / 2 s (Pineapple), Expert's 5 s;
Medium enters Fantasyland in at least 5% of Pineapple hands. ``--cancel`` measures
instead how long a Hard and an Expert decision take to stop once cancelled.
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
from ofc_desktop.bots.simulate import SeatSummary, simulate
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.core.view import view_for

STEPS = ("easy:beginner", "medium:easy", "hard:medium", "hard:hard-2026-12", "expert:hard")


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
                make_bot(level).choose(view, Budget(simulations=100_000), random.Random(1), cancel)
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


def row(
    strong: str,
    weak: str,
    played: int,
    top: SeatSummary,
    low: SeatSummary,
    seconds: float,
    markdown: bool,
) -> str:
    margin = 1.96 * top.stderr
    cells = [
        f"{strong} v {weak}",
        f"{played}",
        f"{top.points_per_hand:+.2f} ± {margin:.2f}",
        f"{top.foul_rate:.1%} / {low.foul_rate:.1%}",
        f"{top.fantasyland_entry_rate:.1%} / {low.fantasyland_entry_rate:.1%}",
        f"{top.fantasyland_stay_rate:.0%} / {low.fantasyland_stay_rate:.0%}",
        f"{top.decision_ms_p50:.0f} / {top.decision_ms_p95:.0f}",
        f"{low.decision_ms_p50:.0f} / {low.decision_ms_p95:.0f}",
        f"{seconds:.0f} s",
    ]
    if markdown:
        return "| " + " | ".join(cells) + " |"
    widths = (22, 6, 15, 15, 15, 11, 13, 13, 7)
    return " ".join(f"{cell:>{width}}" for cell, width in zip(cells, widths, strict=True))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="classic", choices=["classic", "pineapple", "turbo"])
    parser.add_argument("--hands", type=int, default=2000, help="hands per step")
    parser.add_argument("--steps", nargs="+", default=list(STEPS), metavar="STRONG:WEAK")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--workers", type=int, default=None, help="default: every core")
    parser.add_argument("--ray", nargs="?", const=True, default=False, metavar="ADDRESS")
    parser.add_argument("--markdown", action="store_true", help="a Markdown table")
    parser.add_argument(
        "--cancel",
        action="store_true",
        help="measure how fast a cancelled decision stops, then exit",
    )
    args = parser.parse_args()
    rules = RuleSet(variant=Variant(args.variant))
    if args.cancel:
        for level in ("hard", "expert"):
            seconds = cancel_latency(level, rules)
            print(
                f"{level}: cancel to stop, median {statistics.median(seconds) * 1000:.1f} ms,"
                f" worst {max(seconds) * 1000:.1f} ms over {len(seconds)} tries"
            )
        return
    print(f"{args.variant}, heads-up, duplicate deals in match play, seed {args.seed}")
    heads = (
        "step",
        "hands",
        "pts/hand ± 95%",
        "fouls",
        "FL entry",
        "FL stay",
        "ms p50/p95",
        "weak ms",
        "time",
    )
    if args.markdown:
        print("| " + " | ".join(heads) + " |")
        print("|" + "---|" * len(heads))
    else:
        print(
            " ".join(
                f"{h:>{w}}" for h, w in zip(heads, (22, 6, 15, 15, 15, 11, 13, 13, 7), strict=True)
            )
        )
    for step in args.steps:
        strong, weak = step.split(":")
        started = time.perf_counter()
        played, seats = simulate(
            rules,
            [strong, weak],
            args.hands,
            seed=args.seed,
            duplicate=True,
            workers=args.workers,
            ray=args.ray,
        )
        print(
            row(
                strong,
                weak,
                played,
                seats[0],
                seats[1],
                time.perf_counter() - started,
                args.markdown,
            ),
            flush=True,
        )


if __name__ == "__main__":
    main()
