"""Long strength runs that survive being stopped: the ladder's top rows and the budget curve.

Run by hand::

    python3 tests/bench/bench_ladder.py --results DIR [--hands 4000] [--chunk 200]
        [--rows STRONG:WEAK:VARIANT ...] [--curve] [--workers N] [--report] [--markdown]
        [--compare DIR]

A 4000-hand Expert run takes hours on a small machine, so each row is played in chunks of
duplicate deals (``--chunk`` hands, one seed per chunk) and every finished chunk is saved
in DIR as the JSON ``ofc simulate --json`` prints. Stop the run at any time; the next run
with the same DIR plays only the chunks still missing, taking the rows in turn so they
grow together. ``--report`` prints the table from what is saved, playing nothing.

``--compare DIR`` adds, for each row, its difference from the same row's chunks of the
same seeds in DIR (say, the results folder of an earlier commit, checked out with ``git
worktree``). Duplicate deals are the same for the same seed, so a change to a level is
read far more precisely this way than from two rows side by side. Expert against Hard
in Pineapple, before and after a change to Expert: the difference of two 200-hand chunks
of the same seed had a spread of 0.49 points a hand, against 1.12 for two chunks of
different seeds, as if five times the hands had been played.

The chunks behind the long-run table of docs/bots.md are kept in
``tests/bench/results/ladder`` (each names the commit that played it), so the table can
be printed again and the runs continued on any machine:
``--results tests/bench/results/ladder``.

Chunks are independent samples of deals, so they combine exactly: points per hand are
the deal-weighted mean, and the standard error is that of a weighted mean of independent
means. Rates are weighted by hands played (close to, not exactly, the rate over all
hands). Decision times are the median of the chunks' p50 and the worst chunk p95.

Default rows: Expert against Hard (the ladder's top step) and against ``expert-2026-12``
(Expert as it was before thinking budgets) in Pineapple and Classic, counted budgets, so
the figures do not depend on the machine. ``--curve`` plays instead Expert thinking 0.5,
1, 3 and 10 seconds a decision against ``expert-2026-12`` in Pineapple: timed rows depend
on the machine, so run them on a quiet one.

Targets: Expert over Hard at least +0.8 (Pineapple) and +0.5 (Classic); Expert not below
``expert-2026-12``; a curve that does not fall as the budget grows.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from ofc_desktop.bots.simulate import simulate
from ofc_desktop.core.rules import RuleSet, Variant

ROWS = (
    "expert:hard:pineapple",
    "expert:hard:classic",
    "expert:expert-2026-12:pineapple",
    "expert:expert-2026-12:classic",
)
CURVE = tuple(f"expert@{s}:expert-2026-12:pineapple" for s in ("0.5", "1", "3", "10"))


@dataclass
class Row:
    strong: str
    weak: str
    variant: str
    chunks: list[dict] = field(default_factory=list)

    @classmethod
    def parse(cls, text: str) -> Row:
        strong, weak, variant = text.split(":")
        Variant(variant)  # an unknown variant fails before anything is played
        return cls(strong, weak, variant)

    def chunk_path(self, folder: Path, seed: int) -> Path:
        return folder / f"{self.strong}-{self.weak}-{self.variant}-{seed}.json"

    def load(self, folder: Path, first_seed: int, hands: int, chunk: int) -> list[int]:
        """Read the saved chunks; return the seeds still to play."""
        self.chunks, missing = [], []
        for seed in range(first_seed, first_seed + math.ceil(hands / chunk)):
            path = self.chunk_path(folder, seed)
            try:
                self.chunks.append(json.loads(path.read_text(encoding="utf-8")))
            except FileNotFoundError:
                missing.append(seed)
            except (OSError, ValueError) as error:  # a damaged chunk is played again
                print(f"{path.name}: {error}; playing it again", file=sys.stderr)
                missing.append(seed)
        return missing

    def play(self, folder: Path, seed: int, chunk: int, workers: int | None) -> None:
        rules = RuleSet().with_changes(variant=Variant(self.variant))
        hands, seats = simulate(
            rules, [self.strong, self.weak], chunk, seed=seed, duplicate=True, workers=workers
        )
        record = {
            "hands": hands,
            "seats": [s.to_dict() for s in seats],
            "commit": _commit(),
            "machine": _machine(workers),  # timed rows depend on it
        }
        path = self.chunk_path(folder, seed)
        part = path.with_suffix(".part")
        part.write_text(json.dumps(record, indent=2) + "\n", encoding="utf-8")
        os.replace(part, path)  # a chunk is on disk whole or not at all
        self.chunks.append(record)

    def cells(self) -> list[str]:
        hands = sum(c["hands"] for c in self.chunks)
        if not hands:
            return [f"{self.strong} v {self.weak}", self.variant, "0"] + ["–"] * 5
        weights = [c["hands"] for c in self.chunks]
        top = [c["seats"][0] for c in self.chunks]
        low = [c["seats"][1] for c in self.chunks]
        mean = sum(w * s["points_per_hand"] for w, s in zip(weights, top, strict=True)) / hands
        error = math.sqrt(sum((w * s["stderr"]) ** 2 for w, s in zip(weights, top, strict=True)))
        error /= hands

        def rate(seats: list[dict], key: str) -> float:
            return sum(w * s[key] for w, s in zip(weights, seats, strict=True)) / hands

        def times(seats: list[dict]) -> str:
            p50 = statistics.median(s["decision_ms_p50"] for s in seats)
            return f"{p50:.0f} / {max(s['decision_ms_p95'] for s in seats):.0f}"

        return [
            f"{self.strong} v {self.weak}",
            self.variant,
            f"{hands}",
            f"{mean:+.2f} ± {1.96 * error:.2f}",
            f"{rate(top, 'foul_rate'):.1%} / {rate(low, 'foul_rate'):.1%}",
            f"{rate(top, 'fantasyland_entry_rate'):.1%} / "
            f"{rate(low, 'fantasyland_entry_rate'):.1%}",
            times(top),
            times(low),
        ]


def _commit() -> str | None:
    """The checkout's commit, so chunks from different code can be told apart."""
    try:
        done = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"],
            cwd=Path(__file__).resolve().parent,
            capture_output=True,
            text=True,
            check=True,
        )
    except (OSError, subprocess.CalledProcessError):
        return None
    return done.stdout.strip() or None


def _machine(workers: int | None) -> dict[str, object]:
    """What a timed row's figures depend on: the processor, its cores, the workers."""
    model = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text(encoding="utf-8").splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return {"cpu": model, "cores": os.cpu_count(), "workers": workers or os.cpu_count()}


def compared(row: Row, results: Path, earlier: Path, seeds: range) -> str:
    """The strong seat's points per hand beside the same seeds' chunks in ``earlier``
    (the row as other code played it). Both met the same duplicate deals, so the
    difference, chunk by chunk, is far less noisy than either row alone."""
    pairs = []
    for seed in seeds:
        try:
            now, then = (
                json.loads(row.chunk_path(folder, seed).read_text(encoding="utf-8"))
                for folder in (results, earlier)
            )
        except (OSError, ValueError):
            continue
        pairs.append((now["hands"], now["seats"][0], then["seats"][0]))
    label = f"{row.strong} v {row.weak} {row.variant}"
    if len(pairs) < 2:
        return f"{label}: fewer than two seeds played in both folders"
    differences = [now["points_per_hand"] - then["points_per_hand"] for _, now, then in pairs]
    spread = statistics.stdev(differences) / math.sqrt(len(differences))
    now_mean = statistics.fmean(now["points_per_hand"] for _, now, _ in pairs)
    then_mean = statistics.fmean(then["points_per_hand"] for _, _, then in pairs)
    return (
        f"{label}: {sum(hands for hands, _, _ in pairs)} hands on the same seeds, "
        f"{now_mean:+.2f} here and {then_mean:+.2f} there; difference "
        f"{statistics.fmean(differences):+.2f} ± {1.96 * spread:.2f} (95%, from the "
        f"spread of {len(pairs)} chunk differences)"
    )


HEADS = ("row", "variant", "hands", "pts/hand ± 95%", "fouls", "FL entry", "ms p50/p95", "weak ms")
WIDTHS = (30, 9, 6, 15, 15, 15, 13, 13)


def table(rows: list[Row], markdown: bool) -> str:
    lines = []
    if markdown:
        lines += ["| " + " | ".join(HEADS) + " |", "|" + "---|" * len(HEADS)]
        lines += ["| " + " | ".join(r.cells()) + " |" for r in rows]
    else:
        for cells in [list(HEADS)] + [r.cells() for r in rows]:
            lines.append(" ".join(f"{c:>{w}}" for c, w in zip(cells, WIDTHS, strict=True)))
    commits = sorted({str(c.get("commit")) for r in rows for c in r.chunks})
    lines.append(f"commits: {', '.join(commits) or 'none'}")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--results", type=Path, required=True, help="folder for the chunks")
    parser.add_argument("--rows", nargs="+", metavar="STRONG:WEAK:VARIANT")
    parser.add_argument("--curve", action="store_true", help="the budget curve's rows")
    parser.add_argument("--hands", type=int, default=4000, help="hands per row")
    parser.add_argument("--chunk", type=int, default=200, help="hands per saved chunk")
    parser.add_argument("--seed", type=int, default=1000, help="the first chunk's seed")
    parser.add_argument("--workers", type=int, default=None, help="default: every core")
    parser.add_argument("--report", action="store_true", help="print what is saved; play none")
    parser.add_argument("--markdown", action="store_true", help="a Markdown table")
    parser.add_argument(
        "--compare",
        type=Path,
        metavar="DIR",
        help="also each row's paired difference from the same seeds' chunks in DIR",
    )
    args = parser.parse_args()
    rows = [Row.parse(text) for text in args.rows or (CURVE if args.curve else ROWS)]
    args.results.mkdir(parents=True, exist_ok=True)
    missing = {id(r): r.load(args.results, args.seed, args.hands, args.chunk) for r in rows}
    started = time.perf_counter()
    while not args.report and any(missing.values()):
        for row in rows:  # one chunk per row in turn, so the rows grow together
            if missing[id(row)]:
                row.play(args.results, missing[id(row)].pop(0), args.chunk, args.workers)
                print(
                    f"{time.perf_counter() - started:7.0f} s  {row.cells()[0]} "
                    f"{row.variant}: {row.cells()[2]} hands, {row.cells()[3]}",
                    flush=True,
                )
    print(table(rows, args.markdown))
    if args.compare is not None:
        seeds = range(args.seed, args.seed + math.ceil(args.hands / args.chunk))
        for row in rows:
            print(compared(row, args.results, args.compare, seeds))


if __name__ == "__main__":
    main()
