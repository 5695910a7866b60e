"""Measuring plays on shared futures where it matters: a race.

Every candidate play is played out on the same futures, a chunk at a time. With a race,
after a first few chunks a play whose paired difference from the leader is clearly
negative (``z`` standard errors) is dropped and measured no further, so the futures go
to the plays still in contention; the best ``keep`` (the finalists a lookahead judges
again) are never dropped. A timed clock sizes each chunk to the time left, so the
measurement ends close to its share of the budget instead of a whole chunk after it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from ofc_desktop.bots.protocol import Clock
from ofc_desktop.bots.thinking import Race
from ofc_desktop.core.decision import Decision

if TYPE_CHECKING:
    from ofc_desktop.bots.montecarlo import Simulator

CHUNK = 64  # samples dealt at a time: bounds memory and how long a cancel waits
BATCH = 48  # plays played out together
FIRST_TIMED_CHUNK = 8  # a timed measurement first learns what a future costs


@dataclass(frozen=True)
class Measured:
    """Mean points per candidate, the futures each was measured on, and whether it
    was still in the race at the end."""

    means: list[float]
    futures: list[int]
    alive: list[bool]

    def ranking(self) -> list[int]:
        """Candidate indexes, best first: the plays still in the race by their means,
        then the dropped ones by theirs (measured on fewer futures)."""
        return sorted(
            range(len(self.means)), key=lambda i: (self.alive[i], self.means[i], i), reverse=True
        )


def measure(
    simulator: Simulator,
    candidates: Sequence[Decision],
    samples: int,
    own_draws: int,
    clock: Clock,
    race: Race | None = None,
) -> Measured:
    """Mean points per candidate over up to ``samples`` futures each (a dropped play
    keeps the mean of the futures it had). A counted clock measures exactly the same
    futures on every run; a timed one stops when its time is up."""
    count = len(candidates)
    alive = np.ones(count, dtype=bool)
    blocks: list[np.ndarray] = []  # per chunk (candidates, futures); NaN once dropped
    totals = np.zeros(count)
    measured = 0
    timed = clock.budget.timed
    while measured < samples:
        size = min(CHUNK, samples - measured)
        if timed:
            size = _timed_size(clock, measured, size)
            if size == 0:
                break
        clock.check()
        own, opponents = simulator.sample(size, own_draws)
        block = np.full((count, size), np.nan)
        playing = np.flatnonzero(alive)
        for start in range(0, len(playing), BATCH):
            clock.check()
            group = playing[start : start + BATCH]
            block[group] = simulator.score_all([candidates[i] for i in group], own, opponents)
        blocks.append(block)
        totals += np.nansum(block, axis=1)
        measured += size
        clock.simulations += size * len(playing)
        if race is not None and measured >= race.after:
            alive &= ~_beaten(np.concatenate(blocks, axis=1), alive, race)
        if timed and clock.spent():
            break
    futures = sum((~np.isnan(block)).sum(axis=1) for block in blocks) + np.zeros(count, int)
    means = totals / np.maximum(futures, 1)
    return Measured([float(m) for m in means], [int(f) for f in futures], [bool(a) for a in alive])


def _timed_size(clock: Clock, measured: int, wanted: int) -> int:
    """How many futures fit in the time left, from what the measured ones cost; a few
    always, however late, so that every play has a value."""
    if measured == 0:
        return min(wanted, FIRST_TIMED_CHUNK)
    left = clock.remaining()
    if left <= 0:
        return 0
    per_future = clock.elapsed() / measured
    return max(0, min(wanted, int(left / max(per_future, 1e-9))))


def _beaten(points: np.ndarray, alive: np.ndarray, race: Race) -> np.ndarray:
    """The live plays whose paired deficit to the leader is beyond ``race.z`` standard
    errors, never one of the best ``race.keep``."""
    playing = np.flatnonzero(alive)
    if len(playing) <= race.keep:
        return np.zeros(len(alive), dtype=bool)
    rows = points[playing]
    means = rows.mean(axis=1)
    order = playing[np.argsort(-means, kind="stable")]
    leader = order[0]
    deficits = points[leader] - rows  # per future: what each play loses to the leader
    lag = deficits.mean(axis=1)
    spread = deficits.std(axis=1, ddof=1) / np.sqrt(rows.shape[1])
    clear = lag > race.z * spread + 1e-12
    beaten = np.zeros(len(alive), dtype=bool)
    beaten[playing[clear]] = True
    beaten[order[: race.keep]] = False
    return beaten
