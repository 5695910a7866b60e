"""What a large hand history costs: size on disk, insert speed, opening the browser,
the statistics page and its charts.

Run by hand (pytest does not collect it):

    python3 tests/bench/bench_history.py [--hands 100000] [--path FILE]

A few hundred real hands are played once; the 100,000 stored hands reuse their records
under other names, matches and times. Targets: the browser's first page (count + 200
rows by date) and the statistics each under a second.
"""

from __future__ import annotations

import argparse
import copy
import random
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any, TypeVar

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from ofc_desktop.persistence.history_db import HandFilter, HistoryDatabase
from ofc_desktop.persistence.statistics import (
    compute_statistics,
    match_series,
    points_series,
    rates_by_variant,
)
from tests.persistence.hand_records import played_records

NAMES = ["You", "Ann", "Bob", "Cat", "Dan", "Eve", "Pip", "Sunny", "Milo", "Vera", "Rex", "Zoe"]
T = TypeVar("T")


def renamed(record: dict[str, Any], names: list[str], number: int) -> dict[str, Any]:
    """The record with its seats renamed (result and pairs too) and a new hand number."""
    record = copy.deepcopy(record)
    old = [seat["name"] for seat in record["seats"]]
    mapping = dict(zip(old, names, strict=False))
    for seat in record["seats"]:
        seat["name"] = mapping[seat["name"]]
    for player in record["result"]["players"]:
        player["player"] = mapping[player["player"]]
    for pair in record["result"]["pairs"]:
        pair["players"] = [mapping[name] for name in pair["players"]]
    record["hand_number"] = number
    return record


def build(db: HistoryDatabase, total: int, played: list[dict[str, Any]], per_match: int) -> float:
    """Store ``total`` hands in matches of ``per_match``; the seconds spent storing."""
    rng = random.Random(1)
    clock = datetime(2023, 1, 1, tzinfo=UTC)
    spent = 0.0
    for start in range(0, total, per_match):
        count = min(per_match, total - start)
        first = played[rng.randrange(len(played))]
        names = ["You", *rng.sample(NAMES[1:], len(first["seats"]) - 1)]
        same_table = [
            r
            for r in played
            if len(r["seats"]) == len(first["seats"])
            and r["rules"]["variant"] == first["rules"]["variant"]
        ]
        records = [renamed(rng.choice(same_table), names, n + 1) for n in range(count)]
        times = []
        for _ in records:
            clock += timedelta(seconds=rng.randrange(20, 120))
            times.append(clock)
        began = time.perf_counter()
        match_id = db.add_match(first["rules"], records[0]["seats"], started_at=times[0])
        db.add_hands(match_id, records, times)
        db.update_match(match_id, over=True, ended_at=times[-1])
        spent += time.perf_counter() - began
    return spent


def timed(label: str, action: Callable[[], T]) -> T:
    began = time.perf_counter()
    result = action()
    print(f"  {label:<46} {1000 * (time.perf_counter() - began):8.1f} ms")
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=100_000)
    parser.add_argument("--played", type=int, default=300, help="real hands to reuse")
    parser.add_argument("--per-match", type=int, default=50)
    parser.add_argument("--path", type=Path, help="database file (default: a temp folder)")
    args = parser.parse_args()
    folder = tempfile.TemporaryDirectory()
    path = args.path or Path(folder.name) / "history.sqlite3"

    began = time.perf_counter()
    played = played_records(args.played, seed=1)
    print(f"played {len(played)} real hands in {time.perf_counter() - began:.1f} s")

    with HistoryDatabase(path) as db:
        spent = build(db, args.hands, played, args.per_match)
    size = sum(p.stat().st_size for p in path.parent.glob(path.name + "*"))
    print(
        f"stored {args.hands} hands in {spent:.1f} s ({args.hands / spent:,.0f} hands/s); "
        f"{size / 2**20:.1f} MiB on disk ({size / args.hands:,.0f} bytes a hand)"
    )

    print("with the file freshly opened:")
    db = timed("open", lambda: HistoryDatabase(path))
    timed("browser: count_hands()", db.count_hands)
    timed("browser: list_hands(0, 200) by date", lambda: db.list_hands(0, 200))
    timed(
        "browser: count + first page, one player",
        lambda: (
            db.count_hands(HandFilter(player="Vera")),
            db.list_hands(0, 200, filter=HandFilter(player="Vera")),
        ),
    )
    timed(
        "browser: count + first page, fouls of You",
        lambda: (
            db.count_hands(HandFilter(player="You", fouled=True)),
            db.list_hands(0, 200, filter=HandFilter(player="You", fouled=True)),
        ),
    )
    timed("browser: page 250 (offset 50,000)", lambda: db.list_hands(50_000, 200))
    timed(
        "browser: count + first page of matches",
        lambda: (db.count_matches(), db.list_matches(0, 200)),
    )
    stats = timed("compute_statistics()", lambda: compute_statistics(db))
    timed(
        "compute_statistics(variant='pineapple')",
        lambda: compute_statistics(db, variant="pineapple"),
    )
    series = timed("points_series('You')", lambda: points_series(db, "You"))
    timed("points_series('Vera', 'classic')", lambda: points_series(db, "Vera", "classic"))
    matches = timed("match_series('You')", lambda: match_series(db, "You"))
    timed("rates_by_variant('You')", lambda: rates_by_variant(db, "You"))
    timed("hand_record() x 100", lambda: [db.hand_record(i) for i in range(1, 101)])
    db.close()
    you = next(s for s in stats if s.key == "You")
    print(
        f"You: {you.hands} hands, {you.points_per_hand:+.2f} points a hand, "
        f"{len(series)} chart points, {len(matches)} matches"
    )
    folder.cleanup()
    return 0


if __name__ == "__main__":
    sys.exit(main())
