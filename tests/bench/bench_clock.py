"""Decision time per level at every size of table, before and after the thinking clock.

Run by hand::

    python3 tests/bench/bench_clock.py [--views 12] [--tables all] [--levels ...]
        [--thinking normal] [--agreement] [--markdown]

For each table (variant, seats, decks, jokers) the positions are taken from Medium
self-play: ``--views`` decisions spread over the streets of a few seeded deals, the same
positions for every level. Each level then decides each position once, on a process that
has already priced the table's Fantasyland (as a table does ahead of the first
decision), and the bench prints p50 / p95 / max seconds per decision.

"Before" levels decide with their counted budgets, as they did before the clock:
``hard-2026-12`` and ``expert-2026-12``. "After" levels decide as at the table with the
Thinking time given: ``hard`` and ``expert`` with their timed budgets.

Target (Thinking time Normal): Expert p95 at most 3 s and max at most 5 s at every table.

``--agreement`` also shows how much the clock changes the play: each timed level decides
every position again with its counted budget and the same random generator, and the cell
adds the share of positions where the timed play is the counted one. A timed decision
draws the same generator in smaller steps, so besides any futures the clock cuts, part of
its sample differs. Beside it stands the share where the counted level agrees with itself
on another generator: how often a wholly fresh sample of futures changes the play.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from ofc_desktop.bots.levels import make_bot
from ofc_desktop.bots.montecarlo import Simulator
from ofc_desktop.bots.protocol import Bot, Budget
from ofc_desktop.bots.seats import BotSeat
from ofc_desktop.bots.simulate import _one_deal_match
from ofc_desktop.bots.thinking import table_budget
from ofc_desktop.core.decision import Decision
from ofc_desktop.core.match import Match
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.core.seats import play_match
from ofc_desktop.core.view import PlayerView

# (variant, seats, decks, jokers in all)
TABLES = (
    ("pineapple", 2, 1, 0),
    ("pineapple", 2, 1, 2),
    ("pineapple", 3, 1, 0),
    ("pineapple", 3, 1, 2),
    ("pineapple", 4, 2, 0),
    ("pineapple", 4, 2, 2),
    ("pineapple", 6, 2, 0),
    ("pineapple", 6, 2, 2),
    ("classic", 2, 1, 0),
    ("classic", 4, 1, 2),
    ("classic", 6, 2, 2),
)
LEVELS = ("hard-2026-12", "hard", "expert-2026-12", "expert")


def table_rules(variant: str, decks: int, jokers: int) -> RuleSet:
    return RuleSet(variant=Variant(variant), decks=decks, jokers_per_deck=jokers // decks)


def positions(rules: RuleSet, seats: int, count: int) -> list[PlayerView]:
    """``count`` decisions of Medium self-play, spread evenly over every one seen."""
    seen: list[PlayerView] = []
    one_deal = _one_deal_match(rules)
    for seed in range(max(1, count // (seats * 4) + 1)):
        bots = [BotSeat(f"s{i}", "medium", seed=seed) for i in range(seats)]
        match = Match(one_deal, [b.name for b in bots], seed=seed)
        play_match(match, bots, on_decision=lambda _s, view, _d, _t: seen.append(view))
    step = max(1, len(seen) // count)
    return seen[::step][:count]


def budget_of(level: str, thinking: str) -> Budget:
    timed = table_budget(level, thinking)
    return timed if timed is not None else make_bot(level).default_budget


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def agreement(bot: Bot, views: list[PlayerView], timed: list[Decision]) -> str:
    """The share of ``timed`` plays that the bot's counted budget makes with the same
    generator, and (the floor set by sampling alone) with another one."""
    counted, same, floor = bot.default_budget, 0, 0
    for index, (view, play) in enumerate(zip(views, timed, strict=True)):
        reference = bot.choose(view, counted, random.Random(index)).decision
        same += play == reference
        floor += bot.choose(view, counted, random.Random(f"{index}:other")).decision == reference
    return f"(as counted {same / len(views):.0%}; reseeded {floor / len(views):.0%})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--views", type=int, default=12, help="positions per table")
    parser.add_argument("--tables", default="all", help="indexes into TABLES, e.g. 0,6,7")
    parser.add_argument("--levels", default=",".join(LEVELS))
    parser.add_argument("--thinking", default="normal", help="the timed levels' Thinking time")
    parser.add_argument(
        "--agreement", action="store_true", help="timed plays against the counted ones"
    )
    parser.add_argument("--markdown", action="store_true")
    args = parser.parse_args()
    tables = (
        list(TABLES) if args.tables == "all" else [TABLES[int(i)] for i in args.tables.split(",")]
    )
    levels = args.levels.split(",")
    heads = ["table", *(f"{level} p50/p95/max" for level in levels)]
    print(f"seconds per decision; timed levels at Thinking time {args.thinking}")
    if args.markdown:
        print("| " + " | ".join(heads) + " |")
        print("|" + "---|" * len(heads))
    else:
        print("  ".join(heads))
    for variant, seats, decks, jokers in tables:
        rules = table_rules(variant, decks, jokers)
        views = positions(rules, seats, args.views)
        Simulator(views[0], 1.8, random.Random(0))  # the table's Fantasyland, priced ahead
        cells = [f"{variant} {seats} seats, {decks} deck{'s' * (decks > 1)}, {jokers} jokers"]
        for level in levels:
            bot, budget = make_bot(level), budget_of(level, args.thinking)
            took, plays = [], []
            for index, view in enumerate(views):
                started = time.perf_counter()
                plays.append(bot.choose(view, budget, random.Random(index)).decision)
                took.append(time.perf_counter() - started)
            cell = f"{percentile(took, 0.5):.2f} / {percentile(took, 0.95):.2f} / {max(took):.2f}"
            if args.agreement and budget.timed:
                cell += " " + agreement(bot, views, plays)
            cells.append(cell)
        print(("| " + " | ".join(cells) + " |") if args.markdown else "  ".join(cells), flush=True)


if __name__ == "__main__":
    main()
