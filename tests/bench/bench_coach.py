"""The coach report at size, and how fast hands are graded for it.

Run by hand::

    python3 tests/bench/bench_coach.py [--hands 10000] [--backfill 24] [--runs 20]

First a history of ``--hands`` graded hands of one player (seven decisions a hand, kinds,
leaks, losses and times spread as real play spreads them, written as the grader writes
them) is asked for the report under every filter and both trends, ``--runs`` times each:
the time of one report, p50 and max. Then ``--backfill`` real hands (Classic and
Pineapple, bots playing a person's seat) are graded one after another as the background
grader grades them, every street reviewed against every legal play: hands per second.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import threading
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from ofc_desktop.bots.decision_kinds import (
    KINDS,
    LEAK_KIND,
    LEAKS,
    DecisionGrade,
    GradedHand,
    HandOutcome,
)
from ofc_desktop.bots.drills import drills_from_review
from ofc_desktop.bots.seats import BotSeat
from ofc_desktop.core.decision import apply_decision
from ofc_desktop.core.hand import Hand
from ofc_desktop.core.history import SeatInfo, hand_to_record
from ofc_desktop.core.rules import RuleSet, Variant
from ofc_desktop.core.view import view_for
from ofc_desktop.persistence.coach_report import TREND_HUNDRED, TREND_WEEK, CoachFilter
from ofc_desktop.persistence.drill_store import DrillStore
from ofc_desktop.persistence.history_db import HistoryDatabase
from ofc_desktop.persistence.history_rows import time_text
from ofc_desktop.ui.drills.grader import ReviewedHand, reviewing_work

PLAYER = "You"


def synthetic_history(path: Path, hands: int, seed: int) -> None:
    """``hands`` graded hands of one player, written through the store as the grader
    writes them (one transaction a hand)."""
    rng = random.Random(seed)
    start = datetime(2026, 1, 1, tzinfo=UTC)
    with DrillStore(path) as store:
        for number in range(hands):
            fingerprint = f"hand-{number}"
            played = time_text(start + timedelta(hours=number * 0.8))
            variant = rng.choice(["classic", "pineapple", "turbo"])
            grades = []
            for street in range(7):
                leak = rng.choice(LEAKS)
                kind = LEAK_KIND[leak]
                situation = "opening" if street == 0 else "later_street"
                kinds = tuple(k for k in KINDS if k in {situation, kind})
                loss = max(0.0, rng.gauss(0.3, 0.6)) if rng.random() < 0.5 else 0.0
                grades.append(
                    DecisionGrade(
                        fingerprint,
                        PLAYER,
                        1,
                        street,
                        situation,
                        kinds,
                        leak,
                        loss,
                        0.05,
                        "good",
                        False,
                        0.1,
                        0.08,
                        0.05,
                        0.06,
                        "{}",
                        "{}",
                        "{}",
                    )
                )
            outcome = HandOutcome(
                fingerprint,
                PLAYER,
                variant,
                rng.choice([2, 3]),
                rng.choice([0, 0, 1]),
                1,
                played,
                rng.random() < 0.15,
                rng.random() < 0.08,
                0.12,
                0.09,
            )
            store.add(
                [],
                start,
                graded=fingerprint,
                grades=GradedHand(tuple(grades), (outcome,)),
            )


def time_reports(path: Path, runs: int) -> list[float]:
    filters = [
        CoachFilter(),
        CoachFilter(variant="pineapple"),
        CoachFilter(players=3, jokers=True),
        CoachFilter(since=time_text(datetime(2026, 6, 1, tzinfo=UTC))),
    ]
    times = []
    with DrillStore(path) as store:
        for _ in range(runs):
            for chosen in filters:
                for trend in (TREND_WEEK, TREND_HUNDRED):
                    began = time.perf_counter()
                    store.coach_report(PLAYER, chosen, trend)
                    times.append(time.perf_counter() - began)
    return times


def played_record(rules: RuleSet, seed: int) -> dict[str, object]:
    hand = Hand(rules, ["Vera", PLAYER], seed=seed)
    hand.start()
    bots = [BotSeat("Vera", "hard"), BotSeat(PLAYER, "medium")]
    while not hand.is_over:
        seat = hand.acting_seats()[0]
        apply_decision(hand, seat, bots[seat].decide(view_for(hand, seat)))
    record = hand_to_record(hand, [SeatInfo("Vera", "bot", "hard"), SeatInfo(PLAYER)])
    del record["seed"]
    return record


def backfill_rate(folder: Path, count: int) -> dict[str, float]:
    """Hands graded per second, by variant, grading as the background grader does."""
    rates = {}
    with HistoryDatabase(folder / "history.sqlite3") as history, DrillStore(history) as store:
        for variant in (Variant.CLASSIC, Variant.PINEAPPLE):
            rules = RuleSet(variant=variant)
            records = [played_record(rules, 500 + n) for n in range(count // 2)]
            spent = 0.0
            for record in records:
                match = history.add_match(rules.to_dict(), record["seats"])  # type: ignore[arg-type]
                hand_id = history.add_hand(match, record)
                ((key, played),) = history.fetch_all(
                    "SELECT fingerprint, played_at FROM hands WHERE id = ?", (hand_id,)
                )
                began = time.perf_counter()
                found = reviewing_work(str(key), record, str(played))(
                    threading.Event(), lambda _share: None
                )
                assert isinstance(found, ReviewedHand)
                drills = [d for p, r in found.reviews for d in drills_from_review(r, p, str(key))]
                store.add(drills, datetime.now(UTC), graded=str(key), grades=found.graded)
                spent += time.perf_counter() - began
            rates[variant.value] = len(records) / spent
    return rates


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=10_000)
    parser.add_argument("--backfill", type=int, default=24)
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        path = Path(scratch) / "history.sqlite3"
        began = time.perf_counter()
        synthetic_history(path, args.hands, args.seed)
        print(f"{args.hands} graded hands written in {time.perf_counter() - began:.1f} s")
        times = sorted(time_reports(path, args.runs))
        print(
            f"report ({len(times)} asked, 4 filters x 2 trends): "
            f"p50 {1000 * statistics.median(times):.0f} ms, max {1000 * times[-1]:.0f} ms"
        )
        if args.backfill:
            folder = Path(scratch) / "backfill"
            folder.mkdir()
            for variant, rate in backfill_rate(folder, args.backfill).items():
                print(f"backfill, {variant}: {rate:.2f} hands a second ({1 / rate:.1f} s a hand)")


if __name__ == "__main__":
    main()
