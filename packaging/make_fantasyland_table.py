"""Work out what Fantasyland is worth under every built-in rule preset and ship it.

Run by hand before a release (the files are keyed by the game's version, among the rest,
and ``tests/bots/test_fantasyland_cache.py`` fails while they are stale)::

    python3 packaging/make_fantasyland_table.py [--out resources/fantasyland]

Each preset's pools and prices are worked out exactly as a table works them out ahead of
its first decision, into an empty folder, and the files are then copied to ``--out``
(the old ones removed first, so no stale file stays behind).
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from ofc_desktop.bots import fantasyland_pool  # noqa: E402
from ofc_desktop.core.presets import RULE_PRESETS  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "resources" / "fantasyland")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as work:
        fantasyland_pool.set_cache_folder(Path(work))
        for name, rules in RULE_PRESETS.items():
            started = time.perf_counter()
            thread = fantasyland_pool.warm_up(rules)
            if thread is None:
                print(f"{name}: no Fantasyland")
                continue
            thread.join()
            print(f"{name}: {time.perf_counter() - started:.1f} s", flush=True)
        fantasyland_pool.set_cache_folder(None)
        args.out.mkdir(parents=True, exist_ok=True)
        for old in args.out.glob("fantasyland-*.json"):
            old.unlink()
        for made in sorted(Path(work).glob("fantasyland-*.json")):
            shutil.copy(made, args.out / made.name)
            print(f"{made.name}: {made.stat().st_size // 1024} kB")


if __name__ == "__main__":
    main()
