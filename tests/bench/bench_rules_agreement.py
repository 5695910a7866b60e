"""A million boards judged by the core and by the bots' array path (run by hand).

    python3 tests/bench/bench_rules_agreement.py [--boards 1000000] [--per-rules 2000]

Random rule sets of every variant (scoring systems, royalty tables, row-winner
royalties, shoot the moon, Fantasyland entry, cards and stay, closed-game bonuses) and
random finished boards of natural cards from one or two decks, as in
``tests/bots/test_bots_agree_with_core.py``. Every board's values, royalties row by row,
foul and Fantasyland outcome, and its settlement against the next board, must be
identical both ways; the script prints the boards checked, the mismatches (0 is the
target) and each path's rate.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from ofc_desktop.bots.batch import values3, values5
from ofc_desktop.bots.completion import CompletionRules, judged
from ofc_desktop.bots.settle import settle_arrays
from ofc_desktop.core.board import Board, evaluate_board
from ofc_desktop.core.errors import RulesError
from ofc_desktop.core.royalties import FIVE_CARD_HANDS, RoyaltyTable
from ofc_desktop.core.rules import (
    FantasylandCards,
    RoyaltySettlement,
    RuleSet,
    ScoringPreset,
    Variant,
)
from ofc_desktop.core.scoring import settle_pair, settlement_terms
from tests.bots.test_bots_agree_with_core import _boards, _codes


def random_rules(rng: random.Random) -> RuleSet:
    """A valid rule set drawn at random (invalid combinations are drawn again)."""
    while True:
        variant = rng.choice(list(Variant))
        closed = variant is Variant.CHINESE
        fields: dict[str, object] = dict(
            variant=variant,
            decks=rng.choice((1, 2)),
            scoring=rng.choice(list(ScoringPreset)),
            custom_row_points=rng.randint(1, 6),
            custom_scoop_bonus=rng.randint(0, 12),
            royalty_settlement=rng.choice(list(RoyaltySettlement)),
            shoot_the_moon=rng.random() < 0.5,
            fantasyland=False if closed else rng.random() < 0.8,
            fantasyland_entry=rng.choice(("QQ", "KK", "AA")),
            fantasyland_cards=rng.choice(list(FantasylandCards)),
            stay_top_trips=rng.random() < 0.5,
            stay_middle_full_house=rng.random() < 0.5,
            stay_bottom_quads=rng.random() < 0.5,
            closed_bonuses=closed and rng.random() < 0.5,
        )
        if rng.random() < 0.3:
            fields["royalty_preset"] = "custom"
            fields["royalty_table"] = RoyaltyTable(
                bottom=tuple(rng.randint(0, 60) for _ in FIVE_CARD_HANDS),
                middle=tuple(rng.randint(0, 60) for _ in FIVE_CARD_HANDS),
                top_pairs=tuple(rng.randint(0, 20) for _ in range(13)),
                top_trips=tuple(rng.randint(0, 40) for _ in range(13)),
            )
        try:
            return RuleSet(**fields)  # type: ignore[arg-type]
        except RulesError:
            continue


def check(rules: RuleSet, seed: int, count: int, in_fantasyland: bool) -> tuple[int, float, float]:
    """Mismatches among ``count`` boards, and the seconds each path took."""
    cards = _boards(seed, count, rules.decks)
    boards = [Board(tuple(c[:3]), tuple(c[3:8]), tuple(c[8:])) for c in cards]
    partner = np.roll(np.arange(count), -1)
    started = time.perf_counter()
    core = [evaluate_board(board, rules, in_fantasyland) for board in boards]
    totals = [
        settle_pair("a", core[i], "b", core[int(p)], rules).total for i, p in enumerate(partner)
    ]
    core_seconds = time.perf_counter() - started
    sums = [
        np.array([_codes(c[a:b]) for c in cards], dtype=np.int64)
        for a, b in ((0, 3), (3, 8), (8, 13))
    ]
    started = time.perf_counter()
    mine = judged(
        values3(sums[0]),
        values5(sums[1]),
        values5(sums[2]),
        CompletionRules.of(rules, 0.0, in_fantasyland),
    )
    other = mine.taken(partner)
    settled = settle_arrays(mine, other, settlement_terms(rules))
    array_seconds = time.perf_counter() - started
    wrong = 0
    for i, expected in enumerate(core):
        same = (
            tuple(int(v[i]) for v in mine.values) == expected.values
            and tuple(int(r[i]) for r in mine.row_royalties) == expected.royalties
            and bool(mine.fouled[i]) == expected.fouled
            and bool(mine.fantasyland[i]) == expected.fantasyland.qualifies
            and settled[i] == totals[i]
        )
        wrong += not same
    return wrong, core_seconds, array_seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", type=int, default=1_000_000)
    parser.add_argument("--per-rules", type=int, default=2000, help="boards per rule set")
    parser.add_argument("--seed", type=int, default=12)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    checked = wrong = rule_sets = 0
    core_seconds = array_seconds = 0.0
    while checked < args.boards:
        rules = random_rules(rng)
        count = min(args.per_rules, args.boards - checked)
        bad, core_time, array_time = check(rules, rng.getrandbits(32), count, rng.random() < 0.5)
        checked += count
        wrong += bad
        rule_sets += 1
        core_seconds += core_time
        array_seconds += array_time
        if bad:
            print(f"{bad} mismatches under {rules.to_dict()}", flush=True)
    print(f"{checked:,} boards under {rule_sets} rule sets: {wrong} mismatches")
    print(f"core path  {checked / core_seconds:>12,.0f} boards/s (evaluate_board, settle_pair)")
    print(f"array path {checked / array_seconds:>12,.0f} boards/s (judged, settle_arrays)")


if __name__ == "__main__":
    main()
