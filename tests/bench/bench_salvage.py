"""Salvage of a damaged hand history, and what the backups cost.

A history of 1,000 hands (100 matches of 10; real played hands, each stored as the game
stores it) is backed up as the game would back it up (after its last finished match),
then 10 more hands are stored; then a share of its pages is overwritten with noise and
the file salvaged, once from the file alone and once with the backup. For each share it
prints, over several seeds, the hands kept from the file, the hands the backup gave
back, the hands the salvage said could not be read, and those really lost (the original
hands missing from the new file), with the time the salvage took. Then what a backup
and the check after each hand cost at 1,000 and 10,000 hands.

Run by hand (pytest does not collect it):

    python3 tests/bench/bench_salvage.py [--seeds 5] [--shares 0.01,0.1,0.5]
"""

from __future__ import annotations

import argparse
import random
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from ofc_desktop.persistence.history_copies import make_backup, usable_backups  # noqa: E402
from ofc_desktop.persistence.history_db import HistoryDatabase  # noqa: E402
from ofc_desktop.persistence.salvage import salvage  # noqa: E402
from tests.persistence.hand_records import played_records  # noqa: E402

PAGE = 4096


def build(path: Path, hands: int, records: list[dict[str, Any]]) -> None:
    """``hands`` hands in matches of 10, each with its standings, as the game files them."""
    with HistoryDatabase(path) as history:
        for start in range(0, hands, 10):
            chunk = [
                {**records[(start + n) % len(records)], "hand_number": n + 1} for n in range(10)
            ]
            totals: dict[str, int] = {}
            for record in chunk:
                for player in record["result"]["players"]:
                    totals[player["player"]] = totals.get(player["player"], 0) + player["total"]
            match_id = history.add_match(chunk[0]["rules"], chunk[0]["seats"])
            history.add_hands(match_id, chunk)
            history.update_match(match_id, standings=totals, over=True)


def keys(path: Path) -> set[str]:
    with HistoryDatabase(path) as history:
        return {row[0] for row in history.fetch_all("SELECT fingerprint FROM hands")}


def overwrite(path: Path, share: float, seed: int) -> None:
    pages = path.stat().st_size // PAGE
    rng = random.Random(seed)
    with path.open("r+b") as file:
        for page in rng.sample(range(pages), max(1, round(pages * share))):
            file.seek(page * PAGE)
            file.write(rng.randbytes(PAGE))


def salvage_run(folder: Path, share: float, seed: int, with_backup: bool) -> dict[str, float]:
    damaged = folder / "damaged.sqlite3"
    shutil.copyfile(folder / "history.sqlite3", damaged)
    overwrite(damaged, share, seed)
    new = folder / "new.sqlite3"
    new.unlink(missing_ok=True)
    backups = usable_backups(folder) if with_backup else []
    with HistoryDatabase(new) as into:
        started = time.perf_counter()
        report = salvage(damaged, backups, into)
        seconds = time.perf_counter() - started
    lost = len(keys(folder / "history.sqlite3") - keys(new))
    return {
        "file": report.kept - report.from_backup,
        "backup": report.from_backup,
        "said": report.unreadable,
        "lost": lost,
        "seconds": seconds,
    }


def cost(records: list[dict[str, Any]], hands: int, rounds: int = 5) -> tuple[int, float, float]:
    """Bytes of the history, seconds per backup, seconds per check on the disk."""
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        build(folder / "history.sqlite3", hands, records)
        with HistoryDatabase(folder / "history.sqlite3") as history:
            backups = [make_backup(history, folder).seconds for _ in range(rounds)]
            checks = []
            for _ in range(rounds):
                started = time.perf_counter()
                history.check_on_disk()
                checks.append(time.perf_counter() - started)
        size = (folder / "history.sqlite3").stat().st_size
    return size, statistics.median(backups), statistics.median(checks)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=5)
    parser.add_argument("--shares", default="0.01,0.1,0.5")
    args = parser.parse_args()
    print("playing 200 hands to store (the history cycles through them) …", flush=True)
    records = played_records(200, seed=1)
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        path = folder / "history.sqlite3"
        build(path, 990, records)
        with HistoryDatabase(path) as history:
            make_backup(history, folder)  # after the last finished match
            match_id = history.add_match(records[0]["rules"], records[0]["seats"])
            history.add_hands(
                match_id,
                [{**records[n], "hand_number": n + 1} for n in range(10)],
            )
        print(
            f"history of 1,000 hands: {path.stat().st_size // PAGE} pages of {PAGE} bytes; "
            "the backup holds the first 990\n"
        )
        print(
            "damaged  backup | kept from file  from backup  said unreadable  really lost"
            " | salvage s"
        )
        for share in (float(each) for each in args.shares.split(",")):
            for with_backup in (False, True):
                runs = [salvage_run(folder, share, seed, with_backup) for seed in range(args.seeds)]

                def mean(key: str, runs: list[dict[str, float]] = runs) -> float:
                    return statistics.mean(run[key] for run in runs)

                print(
                    f"{share:6.0%}  {'yes' if with_backup else 'no':>6} | "
                    f"{mean('file'):14.1f}  {mean('backup'):11.1f}  {mean('said'):15.1f}  "
                    f"{mean('lost'):11.1f} | {mean('seconds'):9.2f}"
                )
    print(f"\n(mean of {args.seeds} seeds; out of 1,000 hands)\n")
    print("what a backup costs (made with SQLite's online backup, checked, two generations):")
    for hands in (1000, 10000):
        size, backup, check = cost(records, hands)
        print(
            f"  {hands:6,} hands, {size / 1e6:5.1f} MB: a backup {backup * 1000:6.0f} ms, "
            f"the check after a hand {check * 1000:5.0f} ms"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
