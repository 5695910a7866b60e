"""The review's costs and what it says about the bots.

Run by hand (pytest does not collect it):

    python3 tests/bench/bench_review.py [--review-hands 10] [--hindsight-hands 20]
        [--skill-hands 200] [--skill-samples 500] [--variant classic] [--workers 2]
        [--levels beginner,easy,medium,hard,expert] [--skip review,hindsight,skill]

(a) Seconds to analyse a whole hand at the default budget (every street's estimate
worked out from nothing: the cache is cleared before each hand), heads-up and
three-handed, Classic and Pineapple, p50 and max (targets: 2 s heads-up, 3 s
three-handed); and the seconds of one first street's estimate, what live help waits
for before its first figures. (b) Hindsight seconds for 13
cards (ordinary hands) and 14 and 17 cards (Fantasyland; targets: 13 cards well under a
second, 17 a few seconds). (c) Each bot level's skill score (points lost per hand to the
analysis's best plays, lower is better) heads-up against Medium on the same deals, with
its standard error, and its points per hand against Medium.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from ofc_desktop.bots import estimate as estimator
from ofc_desktop.bots.analysis import DEFAULT_SAMPLES, played_streets, review_hand
from ofc_desktop.bots.hindsight import hindsight
from ofc_desktop.bots.levels import LEVELS
from ofc_desktop.bots.seats import BotSeat
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.rules import FantasylandCards, RuleSet, Variant
from ofc_desktop.core.seats import RandomSeat, play_hand

PLAYERS = ("north", "south", "east")


def _played(rules: RuleSet, seed: int, levels: tuple[str, ...] = ("medium", "medium")) -> Hand:
    names = PLAYERS[: len(levels)]
    hand = Hand(rules, names, seed=seed, button=0)  # the seat after the button acts first
    hand.start()
    play_hand(
        hand, [BotSeat(name, level, seed=seed) for name, level in zip(names, levels, strict=True)]
    )
    return hand


def _summary(label: str, seconds: list[float]) -> None:
    print(
        f"  {label:<34} mean {statistics.fmean(seconds):6.2f} s   "
        f"max {max(seconds):6.2f} s   ({len(seconds)} hands)",
        flush=True,
    )


def _quantiles(label: str, seconds: list[float]) -> None:
    print(
        f"  {label:<34} p50 {statistics.median(seconds):6.2f} s   "
        f"max {max(seconds):6.2f} s   ({len(seconds)} hands)",
        flush=True,
    )


def review_times(hands: int) -> None:
    print(
        f"(a) whole-hand analysis at the default budget ({DEFAULT_SAMPLES} futures a "
        "play), from nothing"
    )
    for variant in (Variant.CLASSIC, Variant.PINEAPPLE):
        for players in (2, 3):
            rules = RuleSet(variant=variant)
            seconds, first_street = [], []
            for seed in range(hands):
                hand = _played(rules, 1000 + seed, ("medium",) * players)
                seat = seed % players
                estimator.CACHE.clear()
                started = time.perf_counter()
                review_hand(hand, seat)
                seconds.append(time.perf_counter() - started)
                view = played_streets(hand, seat)[0][0]
                estimator.CACHE.clear()
                started = time.perf_counter()
                estimator.estimate(view)
                first_street.append(time.perf_counter() - started)
            _quantiles(f"{variant.value}, {players} players, hand", seconds)
            _quantiles(f"{variant.value}, {players} players, 1st street", first_street)


def hindsight_times(hands: int) -> None:
    print("(b) hindsight (random boards played, so the search starts far from the best)")
    cases = [
        ("13 cards, classic", RuleSet(), None),
        ("13 cards, classic, 1 joker", RuleSet(jokers_per_deck=1), None),
        ("14 cards, pineapple Fantasyland", RuleSet(variant=Variant.PINEAPPLE), {0: 14}),
        (
            "17 cards, progressive Fantasyland",
            RuleSet(variant=Variant.PINEAPPLE, fantasyland_cards=FantasylandCards.PROGRESSIVE),
            {0: 17},
        ),
    ]
    for label, rules, fantasyland in cases:
        seconds = []
        for seed in range(hands):
            hand = Hand(rules, ["north", "south"], seed=seed, fantasyland=fantasyland)
            hand.start()
            play_hand(hand, [RandomSeat(n, random.Random(seed)) for n in hand.players])
            started = time.perf_counter()
            hindsight(hand, 0)
            seconds.append(time.perf_counter() - started)
        _summary(label, seconds)


def _skill_job(job: tuple[str, str, int, int]) -> tuple[str, float, int, float]:
    """One deal: ``level`` against Medium, then the review of the level's seat."""
    level, variant, seed, samples = job
    seat = seed % 2  # the level acts first and last in turn
    levels = (level, "medium") if seat == 0 else ("medium", level)
    started = time.perf_counter()
    hand = _played(RuleSet(variant=Variant(variant)), seed, levels)
    review = review_hand(hand, seat, samples=samples)
    assert hand.settlement is not None
    return (
        level,
        review.loss,
        hand.settlement.total(hand.players[seat]),
        time.perf_counter() - started,
    )


def _mean_and_error(values: list[float]) -> tuple[float, float]:
    mean = statistics.fmean(values)
    error = statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0.0
    return mean, error


def skill_scores(levels: list[str], variant: str, hands: int, samples: int, workers: int) -> None:
    print(
        f"(c) skill score, {variant} heads-up against Medium, the same {hands} deals for "
        f"each level, review at {samples} futures a play"
    )
    print(
        f"  {'level':<10} {'lost/hand':>10} {'± se':>6}   {'pts/hand v Medium':>18} "
        f"{'± se':>6}   {'seconds':>8}"
    )
    jobs = [(level, variant, 5000 + seed, samples) for level in levels for seed in range(hands)]
    results: dict[str, list[tuple[float, int, float]]] = {level: [] for level in levels}
    started = time.perf_counter()
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for level, loss, points, seconds in pool.map(_skill_job, jobs, chunksize=2):
            results[level].append((loss, points, seconds))
            if len(results[level]) == hands:
                losses = [r[0] for r in results[level]]
                won = [float(r[1]) for r in results[level]]
                loss_mean, loss_error = _mean_and_error(losses)
                won_mean, won_error = _mean_and_error(won)
                print(
                    f"  {level:<10} {loss_mean:>10.2f} {loss_error:>6.2f}   "
                    f"{won_mean:>+18.2f} {won_error:>6.2f}   "
                    f"{sum(r[2] for r in results[level]):>8.0f}",
                    flush=True,
                )
    print(f"  ({time.perf_counter() - started:.0f} s in all, {workers} workers)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--review-hands", type=int, default=10)
    parser.add_argument("--hindsight-hands", type=int, default=20)
    parser.add_argument("--skill-hands", type=int, default=200)
    parser.add_argument("--skill-samples", type=int, default=500)
    parser.add_argument("--variant", default="classic", choices=["classic", "pineapple"])
    parser.add_argument("--levels", default=",".join(LEVELS))
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--skip", default="", help="comma-separated: review,hindsight,skill")
    args = parser.parse_args()
    skip = set(args.skip.split(","))
    if "review" not in skip:
        review_times(args.review_hands)
    if "hindsight" not in skip:
        hindsight_times(args.hindsight_hands)
    if "skill" not in skip:
        skill_scores(
            args.levels.split(","), args.variant, args.skill_hands, args.skill_samples, args.workers
        )


if __name__ == "__main__":
    main()
