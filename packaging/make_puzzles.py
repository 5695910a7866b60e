"""Generates the shipped puzzles (resources/puzzles/puzzles.json) from bot self-play.

Run from the repository root: ``python3 packaging/make_puzzles.py``. The JSON file is
committed; this script is how it was made and how to make it again.

Each group of rules (a variant, jokers or not, a number of players) plays seeded deals
in worker processes (``ofc_desktop.bots.puzzles.find_puzzles``) in rounds: after each
round a group plays on while it has fewer than ``--per-variant`` candidates, or while a
theme it can give is short of ``--theme-target`` over all groups (at most
``--max-deals`` deals a group). Which rounds run depends on results only, never on
timing, so the same arguments give the same file. Each group's share is then picked
theme by theme, the rarest themes first, and the file is written sorted by id.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import sys
import tempfile
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ofc_desktop.bots.puzzles import (  # noqa: E402 (the checkout's package, run as a script)
    FORMAT_VERSION,
    MIN_GAP,
    MIN_Z,
    SCREEN_FUTURES,
    THEMES,
    Puzzle,
    find_puzzles,
)
from ofc_desktop.core.rules import RuleSet, Variant  # noqa: E402

OUT = ROOT / "resources" / "puzzles" / "puzzles.json"
CHUNKS_PER_ROUND = 2  # tasks a wanting group gets each round


@dataclass(frozen=True)
class Group:
    """One kind of table the puzzles come from."""

    name: str
    rules: RuleSet
    players: int

    def themes(self) -> set[str]:
        """The themes its positions can have."""
        found = {"fantasyland_chase", "foul_avoidance", "fantasyland_set"}
        if self.rules.variant is Variant.PINEAPPLE:
            found.add("pineapple_discard")
        if self.rules.jokers_per_deck:
            found.add("joker_placement")
        return found


CLASSIC = RuleSet()
PINEAPPLE = RuleSet(variant=Variant.PINEAPPLE)
GROUPS = (
    Group("classic-2p", CLASSIC, 2),
    Group("classic-3p", CLASSIC, 3),
    Group("classic-jokers-2p", CLASSIC.with_changes(jokers_per_deck=1), 2),
    Group("pineapple-2p", PINEAPPLE, 2),
    Group("pineapple-3p", PINEAPPLE, 3),
    Group("pineapple-jokers-2p", PINEAPPLE.with_changes(jokers_per_deck=1), 2),
    Group("pineapple-jokers-3p", PINEAPPLE.with_changes(jokers_per_deck=1), 3),
    Group("turbo-2p", RuleSet(variant=Variant.TURBO), 2),
    Group("turbo-3p", RuleSet(variant=Variant.TURBO), 3),
)


def task(
    rules_data: dict[str, Any], players: int, seed: int, deals: int, settings: dict[str, Any]
) -> list[dict[str, Any]]:
    """Every puzzle of ``deals`` seeded deals, as JSON (run in a worker process)."""
    found = find_puzzles(
        RuleSet.from_dict(rules_data),
        count=sys.maxsize,
        seed=seed,
        players=players,
        futures=settings["futures"],
        screen=settings["screen"],
        level=settings["level"],
        max_deals=deals,
    )
    return [puzzle.to_json() for puzzle in found]


def chunk_seed(seed: int, group: str, chunk: int) -> int:
    """The seed of one task: fixed by the run's seed, the group and the chunk."""
    return random.Random(f"{seed}:{group}:{chunk}").getrandbits(63)


def theme_counts(puzzles: list[Puzzle]) -> Counter[str]:
    return Counter(theme for puzzle in puzzles for theme in puzzle.themes)


def generate(args: argparse.Namespace) -> dict[str, list[Puzzle]]:
    """Candidates per group, round after round until every group has what it wants."""
    settings = {"futures": args.futures, "screen": args.screen, "level": args.level}
    found: dict[str, dict[str, Puzzle]] = {group.name: {} for group in GROUPS}
    chunks = dict.fromkeys(found, 0)
    started = time.monotonic()

    def wants(group: Group) -> bool:
        if chunks[group.name] * args.deals_per_task >= args.max_deals:
            return False
        if len(found[group.name]) < args.per_variant:
            return True
        totals = theme_counts([p for kept in found.values() for p in kept.values()])
        return any(totals[theme] < args.theme_target for theme in group.themes())

    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        while wanting := [group for group in GROUPS if wants(group)]:
            jobs = []
            for group in wanting:
                for _ in range(CHUNKS_PER_ROUND):
                    seed = chunk_seed(args.seed, group.name, chunks[group.name])
                    chunks[group.name] += 1
                    jobs.append(
                        (
                            group,
                            pool.submit(
                                task,
                                group.rules.to_dict(),
                                group.players,
                                seed,
                                args.deals_per_task,
                                settings,
                            ),
                        )
                    )
            for group, job in jobs:
                for data in job.result():
                    puzzle = Puzzle.from_json(data)
                    found[group.name].setdefault(puzzle.puzzle_id, puzzle)
            everything = [p for kept in found.values() for p in kept.values()]
            print(
                f"{time.monotonic() - started:7.0f} s  {len(everything)} candidates  "
                f"{dict(sorted(theme_counts(everything).items()))}",
                flush=True,
            )
    return {name: sorted(kept.values(), key=lambda p: p.puzzle_id) for name, kept in found.items()}


def select(candidates: dict[str, list[Puzzle]], per_group: int) -> dict[str, list[Puzzle]]:
    """Each group's share, one pick per group in turn: the puzzle carrying the theme
    chosen least so far (over all groups), the larger gap among equals; untagged
    puzzles only to fill up."""
    chosen: dict[str, list[Puzzle]] = {name: [] for name in candidates}
    counts: Counter[str] = Counter()
    left = {name: list(puzzles) for name, puzzles in candidates.items()}

    def worth(puzzle: Puzzle) -> tuple[float, float, str]:
        rarest = min((counts[theme] for theme in puzzle.themes), default=math.inf)
        return (rarest, -puzzle.gap, puzzle.puzzle_id)

    while True:
        progressed = False
        for name in candidates:
            if len(chosen[name]) >= per_group or not left[name]:
                continue
            pick = min(left[name], key=worth)
            left[name].remove(pick)
            chosen[name].append(pick)
            counts.update(pick.themes)
            progressed = True
        if not progressed:
            return chosen


def write(path: Path, puzzles: list[Puzzle], generator: dict[str, Any]) -> None:
    """The file, sorted by id, one puzzle a line, written whole or not at all."""
    lines = [json.dumps(p.to_json(), sort_keys=True, ensure_ascii=False) for p in puzzles]
    header = json.dumps({"format": FORMAT_VERSION, "generator": generator}, sort_keys=True)
    text = header[:-1] + ', "puzzles": [\n' + ",\n".join(lines) + "\n]}\n"
    json.loads(text)  # the file must read back
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=".puzzles-", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
        os.chmod(temporary, 0o644)  # a shipped file, readable by all (mkstemp gives 0600)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-variant", type=int, default=40, help="puzzles per group")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--futures", type=int, default=1000, help="confirming futures")
    parser.add_argument("--screen", type=int, default=SCREEN_FUTURES, help="screening futures")
    parser.add_argument("--level", default="hard", help="the bots playing every seat")
    parser.add_argument("--deals-per-task", type=int, default=4)
    parser.add_argument("--max-deals", type=int, default=120, help="deals per group at most")
    parser.add_argument("--theme-target", type=int, default=30, help="candidates per theme")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    started = time.monotonic()
    chosen = select(generate(args), args.per_variant)
    puzzles = sorted((p for kept in chosen.values() for p in kept), key=lambda p: p.puzzle_id)
    generator = {
        "groups": [
            {"name": g.name, "players": g.players, "rules": g.rules.to_dict()} for g in GROUPS
        ],
        "per_variant": args.per_variant,
        "seed": args.seed,
        "futures": args.futures,
        "screen": args.screen,
        "level": args.level,
        "deals_per_task": args.deals_per_task,
        "max_deals": args.max_deals,
        "theme_target": args.theme_target,
        "min_gap": MIN_GAP,
        "min_z": MIN_Z,
    }
    write(args.out, puzzles, generator)
    print(f"{len(puzzles)} puzzles in {time.monotonic() - started:.0f} s -> {args.out}")
    for name, kept in chosen.items():
        print(f"  {name:22} {len(kept):4}  {dict(sorted(theme_counts(kept).items()))}")
    totals = theme_counts(puzzles)
    print("  themes:", {theme: totals[theme] for theme in THEMES})
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
