"""What an import costs: reading and parsing a file of many hands, checking them (every
hand replayed), storing them in one transaction, importing the same file again (every
hand already known), and the browser's first page under each sort of the result.

Run by hand (pytest does not collect it):

    python3 tests/bench/bench_import.py [--hands 10000] [--played 60]

A few dozen real hands are played once and shared as a player would (no seed, others'
discards hidden); the file repeats them under new hand numbers and dates. Reading and
checking run on the worker thread in the program, storing on the GUI thread: the
storing figure is how long the window waits.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TypeVar, get_args

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from ofc_desktop.core.history import hands_export, public_hand_record
from ofc_desktop.persistence.exchange import (
    check_document,
    read_document,
    store_imported,
)
from ofc_desktop.persistence.history_db import HistoryDatabase
from ofc_desktop.persistence.history_rows import HandSort, MatchSort, time_text
from tests.persistence.hand_records import played_records

T = TypeVar("T")


def timed(label: str, action: Callable[[], T]) -> T:
    began = time.perf_counter()
    result = action()
    print(f"  {label:<46} {1000 * (time.perf_counter() - began):8.1f} ms")
    return result


def write_export(path: Path, hands: int, played: int) -> None:
    """An export of ``hands`` finished hands, dated a minute apart, in compact JSON."""
    public = [public_hand_record(record, 0) for record in played_records(played, seed=3)]
    clock = datetime(2024, 1, 1, tzinfo=UTC)
    records = []
    for number in range(1, hands + 1):
        records.append(
            {
                **public[number % len(public)],
                "hand_number": number,
                "played_at": time_text(clock + timedelta(minutes=number)),
            }
        )
    # Compact: 10,000 hands indented (as the browser writes them) would be past the
    # 64 MiB an import reads.
    path.write_text(
        json.dumps(hands_export(records), ensure_ascii=False, separators=(",", ":")),
        encoding="utf-8",
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=10_000)
    parser.add_argument("--played", type=int, default=60, help="real hands to reuse")
    args = parser.parse_args()
    folder = tempfile.TemporaryDirectory()
    path = Path(folder.name) / "hands.json"
    began = time.perf_counter()
    write_export(path, args.hands, args.played)
    print(
        f"wrote {args.hands:,} hands, {path.stat().st_size / 2**20:.1f} MiB, in "
        f"{time.perf_counter() - began:.1f} s"
    )

    print("on the worker thread:")
    data = timed("read and parse (bounded, checked texts)", lambda: read_document(path))
    checked = timed(f"check {args.hands:,} hands (replay each)", lambda: check_document(data))
    print("on the GUI thread (one transaction):")
    with HistoryDatabase(Path(folder.name) / "history.sqlite3") as db:
        outcome = timed(f"store {args.hands:,} new hands", lambda: store_imported(db, checked))
        print(f"    {outcome.added:,} added in {len(outcome.matches)} matches")
        again = timed("the same file again (all known)", lambda: store_imported(db, checked))
        print(f"    {again.added:,} added, {again.known:,} already there")
        print("the browser's first page (count + 200 rows), by each sort:")
        for key in get_args(HandSort):
            timed(f"hands by {key}", lambda key=key: (db.count_hands(), db.list_hands(0, 200, key)))
        for key in get_args(MatchSort):
            timed(
                f"matches by {key}",
                lambda key=key: (db.count_matches(), db.list_matches(0, 200, key)),
            )
    folder.cleanup()
    return 0


if __name__ == "__main__":
    sys.exit(main())
