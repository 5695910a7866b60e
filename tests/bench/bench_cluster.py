"""Throughput of ``ofc simulate``: hands a second on every local core against Ray.

Run by hand (Ray comes with the ``cluster`` extra)::

    python3 tests/bench/bench_cluster.py [--seats hard,medium] [--hands 300]
        [--variant pineapple] [--seed 5] [--ray ADDRESS] [--markdown]

The same seeded duplicate deals are played twice: in one local process per CPU core, as
``ofc simulate`` does by default, and as Ray tasks, on the cluster at ``--ray ADDRESS``
or on a Ray instance started on this machine for the run. Starting Ray is timed apart
from the play. The bench checks that both runs give the same points, fouls and
Fantasyland figures (only decision times may differ) and exits 1 if they do not.

Ray pays when it brings more cores than this machine has; on the same cores it can only
cost its start and the task overhead.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from ofc_desktop.bots.simulate import SeatSummary, simulate
from ofc_desktop.core.rules import RuleSet, Variant


def _figures(seats: list[SeatSummary]) -> list[dict[str, float]]:
    """What must not depend on where the deals were played."""
    timed = {"decision_ms_p50", "decision_ms_p95"}
    return [{k: v for k, v in s.to_dict().items() if k not in timed} for s in seats]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seats", default="hard,medium")
    parser.add_argument("--hands", type=int, default=300)
    parser.add_argument("--variant", default="pineapple", choices=[v.value for v in Variant])
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--ray", default=None, metavar="ADDRESS", help="default: start one")
    parser.add_argument("--markdown", action="store_true")
    args = parser.parse_args()
    try:
        import ray
    except ImportError:
        print('Ray is not installed: pip install "ofc-desktop[cluster]"', file=sys.stderr)
        return 2
    rules = RuleSet().with_changes(variant=Variant(args.variant))
    levels = args.seats.split(",")

    started = time.perf_counter()
    hands, local = simulate(rules, levels, args.hands, seed=args.seed, duplicate=True)
    local_s = time.perf_counter() - started

    started = time.perf_counter()
    ray.init(
        address=args.ray, include_dashboard=False, log_to_driver=False, logging_level=logging.ERROR
    )
    ray_start_s = time.perf_counter() - started
    cores = int(ray.cluster_resources().get("CPU", 0))
    try:
        started = time.perf_counter()
        _, remote = simulate(rules, levels, args.hands, seed=args.seed, duplicate=True, ray=True)
        ray_s = time.perf_counter() - started
    finally:
        ray.shutdown()

    rows = [
        ("local processes", os.cpu_count() or 1, 0.0, local_s),
        ("Ray tasks", cores, ray_start_s, ray_s),
    ]
    print(f"{args.seats}, {args.variant}, {hands} duplicate hands, seed {args.seed}")
    if args.markdown:
        print("| run | cores | start s | play s | hands/s |\n|---|---|---|---|---|")
    for name, n, start, play in rows:
        if args.markdown:
            print(f"| {name} | {n} | {start:.1f} | {play:.1f} | {hands / play:.2f} |")
        else:
            print(
                f"{name:>16} {n:>3} cores  start {start:5.1f} s  play {play:6.1f} s  "
                f"{hands / play:6.2f} hands/s"
            )
    if _figures(local) != _figures(remote):
        print("the two runs disagree:", _figures(local), _figures(remote), file=sys.stderr)
        return 1
    print("same points, fouls and Fantasyland figures on both")
    return 0


if __name__ == "__main__":
    sys.exit(main())
