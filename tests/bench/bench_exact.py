"""What counting every future costs, against sampling them: the exact analysis's limit.

Run by hand::

    python3 tests/bench/bench_exact.py [--hands 12] [--seed 1]

Hands are played by Easy bots at tables of every variant with and without jokers (two and
three players); at every decision of a seat's last two streets the position's plays are
valued both ways: every future counted (``bots.exact``, without a limit where it can be
done at all) and the estimate's 1,000 sampled futures a play. It prints, by street
(the last, the one before), how many positions could be counted, the settlements they
took (plays x futures x last-street plays), the time of each way (p50 / p95 / max), and
the time per million settlements, which sets ``EXACT_CELLS``: the most an analysis
counts before it samples instead.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from ofc_desktop.bots.estimate import ESTIMATE_SAMPLES, FANTASYLAND_WEIGHT, _sampled, position_key
from ofc_desktop.bots.exact import _plan, exact_values
from ofc_desktop.bots.levels import make_bot
from ofc_desktop.bots.montecarlo import Simulator
from ofc_desktop.bots.protocol import Budget
from ofc_desktop.core.decision import apply_decision, legal_decisions
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.core.view import PlayerView, view_for

TABLES = [
    RuleSet(),
    RuleSet(variant=Variant.PINEAPPLE),
    RuleSet(jokers_per_deck=2, fantasyland=False),
    RuleSet(variant=Variant.PINEAPPLE, jokers_per_deck=2, fantasyland=False),
]


@dataclass
class Timing:
    street: str
    cells: int | None
    counted: float | None
    sampled: float


def positions(rules: RuleSet, players: int, hands: int, seed: int) -> list[PlayerView]:
    """Views of the last two streets of every seat in hands played by Easy bots."""
    easy = make_bot("easy")
    found = []
    for number in range(hands):
        hand = Hand(rules, [f"p{i}" for i in range(players)], seed=seed * 1000 + number)
        hand.start()
        rng = random.Random(number)
        while not hand.is_over:
            seat = hand.acting_seats()[0]
            view = view_for(hand, seat)
            if not view.in_fantasyland and view.streets_left <= 1 and view.held:
                found.append(view)
            apply_decision(hand, seat, easy.choose(view, Budget(), rng).decision)
    return found


def measure(view: PlayerView) -> Timing:
    decisions = list(legal_decisions(view))
    plan = _plan(Simulator(view, FANTASYLAND_WEIGHT, random.Random(0)), decisions)
    cells = None if plan is None else plan.cells(len(decisions))
    counted = None
    if cells is not None and cells <= 40_000_000:
        start = time.perf_counter()
        exact_values(view, decisions, FANTASYLAND_WEIGHT, limit=cells)
        counted = time.perf_counter() - start
    start = time.perf_counter()
    _sampled(view, position_key(view), ESTIMATE_SAMPLES, FANTASYLAND_WEIGHT, None, None)
    sampled = time.perf_counter() - start
    street = "last" if view.streets_left == 0 else "before last"
    return Timing(street, cells, counted, sampled)


def _spread(values: list[float]) -> str:
    if not values:
        return "-"
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return f"{statistics.median(ordered):.3f} / {p95:.3f} / {ordered[-1]:.3f} s"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=12, help="hands per table and size")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    timings: list[Timing] = []
    for rules in TABLES:
        for players in (2, 3):
            for view in positions(rules, players, args.hands, args.seed):
                timings.append(measure(view))
    # The rate where the settlements dominate (small positions are all call overhead).
    rate = [t.counted / t.cells * 1e6 for t in timings if t.counted and (t.cells or 0) >= 100_000]
    for street in ("last", "before last"):
        some = [t for t in timings if t.street == street]
        counted = [t for t in some if t.counted is not None]
        print(f"{street} street: {len(some)} positions, {len(counted)} counted")
        if counted:
            cells = sorted(t.cells or 0 for t in counted)
            print(f"  settlements: median {statistics.median(cells):,.0f}, max {cells[-1]:,}")
            print(f"  counted (p50 / p95 / max): {_spread([t.counted or 0 for t in counted])}")
        print(f"  sampled (p50 / p95 / max): {_spread([t.sampled for t in some])}")
    if rate:
        print(
            f"time per million settlements (positions of 100,000 or more): median "
            f"{statistics.median(rate):.2f} s, most {max(rate):.2f} s over {len(rate)} positions"
        )


if __name__ == "__main__":
    main()
