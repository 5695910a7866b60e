"""A level against the same level as an earlier commit played it: duplicate, paired.

Run by hand, from a git checkout::

    python3 tests/bench/bench_versus_commit.py --baseline COMMIT --level expert
        [--variant pineapple] [--jokers 2] [--decks 1] [--hands 1000] [--seed 1]
        [--workers 1] [--json FILE]

The bots of ``COMMIT`` (``ofc_desktop/bots`` as it was then, read with ``git show`` into
a scratch folder and imported under another name) play against today's on the same
deals with the seats swapped (duplicate), so the luck of the cards cancels out; both
play through today's engine. It prints what today's level wins a hand from the earlier
one, with its standard error over the deals, each side's fouls and Fantasyland entries,
and the decision times of each (p50 / p95 / max, counted budgets: the same work on
every machine, the times of this one).

What changed between the commits is measured alone: the bots. Today's core (rules,
scoring) settles both, so the bots of a commit whose core differs in what bots call may
fail to import: use a commit close to today's.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

BASELINE_PACKAGE = "baseline_bots"


def load_baseline(commit: str, folder: Path) -> None:
    """Write the bots package of ``commit`` into ``folder`` as ``baseline_bots`` and
    make it importable."""
    names = subprocess.run(
        ["git", "ls-tree", "--name-only", commit, "ofc_desktop/bots/"],
        cwd=ROOT,
        check=True,
        capture_output=True,
        text=True,
    ).stdout.split()
    package = folder / BASELINE_PACKAGE
    package.mkdir()
    for name in names:
        if not name.endswith(".py"):
            continue
        text = subprocess.run(
            ["git", "show", f"{commit}:{name}"],
            cwd=ROOT,
            check=True,
            capture_output=True,
            text=True,
        ).stdout
        text = text.replace("ofc_desktop.bots", BASELINE_PACKAGE)
        (package / Path(name).name).write_text(text, encoding="utf-8")
    sys.path.insert(0, str(folder))


def install_baseline_levels() -> None:
    """Let seats name the earlier commit's levels as ``baseline-LEVEL``."""
    import importlib

    from ofc_desktop.bots import seats, simulate

    earlier = importlib.import_module(f"{BASELINE_PACKAGE}.levels")
    today = seats.make_bot

    def make_bot(level: str) -> Any:
        if level.startswith("baseline-"):
            bot = earlier.make_bot(level.removeprefix("baseline-"))
            bot.level = level  # so a seat keeps it rather than making it again
            return bot
        return today(level)

    seats.make_bot = make_bot  # type: ignore[assignment]
    simulate.make_bot = make_bot  # type: ignore[attr-defined]


def report_progress(results: list[Any], deals: int) -> None:
    """A line on stderr every 25 deals: a run of hours shows how far it is and where
    the margin stands, and a run cut short still leaves a figure."""
    if len(results) % 25 and len(results) != deals:
        return
    margins = [result.points[0] for result in results]
    error = statistics.stdev(margins) / math.sqrt(len(margins)) if len(margins) > 1 else 0.0
    print(
        f"  {len(results)}/{deals} deals: today {statistics.fmean(margins):+.3f} "
        f"± {error:.3f} points a hand",
        file=sys.stderr,
        flush=True,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", required=True, help="the commit to play against")
    parser.add_argument("--level", default="expert")
    parser.add_argument("--variant", default="pineapple")
    parser.add_argument("--jokers", type=int, default=2, help="jokers per deck")
    parser.add_argument("--decks", type=int, default=1)
    parser.add_argument("--hands", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--json", type=Path, help="also write the results here")
    args = parser.parse_args()

    from ofc_desktop.bots.simulate import play_deal
    from ofc_desktop.core.rules import RuleSet, Variant

    rules = RuleSet(variant=Variant(args.variant), decks=args.decks, jokers_per_deck=args.jokers)
    levels = [args.level, f"baseline-{args.level}"]
    with tempfile.TemporaryDirectory() as scratch:
        load_baseline(args.baseline, Path(scratch))
        install_baseline_levels()
        import random
        from concurrent.futures import ProcessPoolExecutor

        deals = math.ceil(args.hands / 2)
        seeds = [random.Random(args.seed).getrandbits(63) ^ index for index in range(deals)]
        data = rules.to_dict()
        results: list[Any] = []
        if args.workers <= 1:
            for seed in seeds:
                results.append(play_deal(data, levels, seed, True))
                report_progress(results, deals)
        else:  # forked workers inherit the baseline's levels
            with ProcessPoolExecutor(max_workers=args.workers) as pool:
                played = pool.map(
                    play_deal, [data] * deals, [levels] * deals, seeds, [True] * deals
                )
                for result in played:
                    results.append(result)
                    report_progress(results, deals)
    margins = [result.points[0] for result in results]  # today's seat, per deal (both rotations)
    mean = statistics.fmean(margins)
    error = statistics.stdev(margins) / math.sqrt(len(margins)) if len(margins) > 1 else 0.0
    hands = sum(result.hands for result in results)
    summary: dict[str, Any] = {
        "baseline": args.baseline,
        "level": args.level,
        "rules": data,
        "hands": hands,
        "deals": deals,
        "seed": args.seed,
        "points_per_hand": mean,
        "stderr": error,
    }
    print(
        f"{args.level} today against {args.level} at {args.baseline}, {args.variant}, "
        f"{args.jokers} joker(s) per deck, {args.decks} deck(s): {hands} hands"
    )
    print(f"  today wins {mean:+.3f} ± {error:.3f} points a hand")
    for index, name in enumerate(("today", "baseline")):
        times = sorted(t for result in results for t in result.decision_ms[index])
        ordinary = sum(result.ordinary_hands[index] for result in results)
        fouls = sum(result.fouls[index] for result in results)
        entries = sum(result.entries[index] for result in results)
        p95 = times[min(len(times) - 1, int(0.95 * len(times)))] if times else 0.0
        line = {
            "fouls": fouls / max(1, ordinary),
            "fantasyland_entries": entries / max(1, ordinary),
            "decision_ms_p50": statistics.median(times) if times else 0.0,
            "decision_ms_p95": p95,
            "decision_ms_max": times[-1] if times else 0.0,
        }
        summary[name] = line
        print(
            f"  {name:<8} fouls {line['fouls']:.1%}, Fantasyland entries "
            f"{line['fantasyland_entries']:.1%}, decision ms p50 {line['decision_ms_p50']:.0f} "
            f"/ p95 {p95:.0f} / max {line['decision_ms_max']:.0f}"
        )
    if args.json:
        args.json.write_text(json.dumps(summary, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
