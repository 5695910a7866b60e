"""Random-kill soak: the game plays match after match in the real window (offscreen), a
person's streets by "Play for me" against an easy bot, and is killed with SIGKILL at a
random moment, again and again; after every kill the data folder is checked as a
restart finds it (see ``tests/ui/crash_harness.py``), and the next run resumes
the saved match.

Run by hand (pytest does not collect it):

    python3 tests/bench/soak_kills.py [--kills 60] [--seed 1] [--pace 40] [--folder DIR]

It prints one line per kill and a summary: kills, problems found, hands and matches
stored, and how many runs resumed a saved match (a run says so once it has resumed it;
one that resumed another match than the one saved is a problem; one killed before it
could resume is counted apart).
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from ofc_desktop.persistence.history_db import HistoryDatabase  # noqa: E402
from ofc_desktop.persistence.paths import data_paths  # noqa: E402
from tests.ui.crash_harness import check_invariants  # noqa: E402


def _stored(folder: Path) -> tuple[int, int, str | None]:
    """Hands and finished matches stored, and the match waiting to be resumed, if any."""
    path = data_paths(folder).history_db
    if not path.exists():
        return 0, 0, None
    with HistoryDatabase(path) as database:
        finished = sum(row.status == "finished" for row in database.list_matches(limit=-1))
        return database.count_hands(), finished, database.progress_match_id()


def _resumed(output: str) -> str | None:
    """The match a run said it resumed (``resumed ID`` on its standard output)."""
    for line in output.splitlines():
        if line.startswith("resumed "):
            return line.split()[1]
    return None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--folder", type=Path)
    parser.add_argument("--least", type=float, default=1.0, help="shortest run, seconds")
    parser.add_argument("--most", type=float, default=6.0, help="longest run, seconds")
    parser.add_argument(
        "--pace", type=int, default=40, help="milliseconds between moves, a quick player's pace"
    )
    args = parser.parse_args()
    rng = random.Random(args.seed)
    folder = args.folder or Path(tempfile.mkdtemp(prefix="ofc-soak-"))
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    problems: list[str] = []
    resumed = waited = 0
    hands_before = 0
    started = time.perf_counter()
    for kill in range(1, args.kills + 1):
        waiting = _stored(folder)[2]
        process = subprocess.Popen(
            [sys.executable, "-m", "tests.ui.crash_harness", "play", str(folder), str(args.pace)],
            cwd=ROOT,
            env=environment,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        delay = rng.uniform(args.least, args.most)
        try:
            output, errors = process.communicate(timeout=delay)
            problems.append(
                f"kill {kill}: the run ended by itself ({process.returncode}): "
                f"{errors.decode()[-500:]}"
            )
        except subprocess.TimeoutExpired:
            process.send_signal(signal.SIGKILL)
            output, _ = process.communicate()
        resumed_now = _resumed(output.decode(errors="replace"))
        if waiting is not None and resumed_now not in (None, waiting):
            problems.append(
                f"kill {kill}: match {waiting} waited, but the run resumed {resumed_now}"
            )
        found = check_invariants(folder)
        problems += [f"kill {kill}: {problem}" for problem in found]
        hands, finished, waiting_now = _stored(folder)
        if hands < hands_before:
            problems.append(f"kill {kill}: hands went from {hands_before} to {hands}")
        hands_before = hands
        waited += waiting is not None
        resumed += waiting is not None and resumed_now == waiting
        print(
            f"kill {kill:3d} after {delay:4.1f} s: {hands} hands, {finished} matches "
            f"finished, {'resumed, ' if resumed_now else ''}"
            f"{'a match to resume' if waiting_now else 'nothing to resume'}, "
            f"{len(found)} problems",
            flush=True,
        )
    hands, finished, _ = _stored(folder)
    print(
        f"\n{args.kills} kills in {time.perf_counter() - started:.0f} s; "
        f"{resumed} of the {waited} runs that found a saved match resumed it (the others "
        "were killed first); "
        f"{hands} hands and {finished} finished "
        f"matches stored; problems: {len(problems)}"
    )
    for problem in problems:
        print(f"  {problem}")
    print(f"data folder: {folder}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
